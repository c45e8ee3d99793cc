"""``scholarkg import``: publication lists -> a profile with their publications, each once.

With a person whose profile is in the data folder, the draft is that profile with the new
publications added; otherwise a new profile named after the author on most of the records.
Nothing is overwritten: the draft goes to standard output or to a new file."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from ..errors import UsageError
from ..files import write_atomically
from ..names import slugify
from ..profiles.corpus import PROFILES_DIR, Profile, check_document, load_profile_file
from ..profiles.schema import PROFILE, SLUG_RE, PartialDate
from .merge import Merged, differences, likely_owner, merge_publications
from .records import PublicationRecord, read_file


@dataclass
class Imported:
    profile: dict[str, Any]  # the draft, as plain YAML data
    merged: Merged
    based_on: Path | None  # the profile it extends, if any
    messages: list[str] = field(default_factory=list)
    comparison: list[str] = field(default_factory=list)  # with the profile it extends, as --against shows

    def yaml(self) -> str:
        return yaml.safe_dump(self.profile, allow_unicode=True, sort_keys=False, width=100)


def _plain(value: Any) -> Any:
    if isinstance(value, PartialDate):
        return value.iso() if value.month is not None else value.year
    if isinstance(value, dict):
        return {key: _plain(item) for key, item in value.items()}
    if isinstance(value, list):
        return [_plain(item) for item in value]
    return value


def import_publications(
    kind: str,
    files: list[str | Path],
    person: str | None = None,
    data_dir: str | Path | None = "data",
    today: dt.date | None = None,
) -> Imported:
    """Read ``files`` in the format ``kind`` and merge their publications into the profile of
    ``person`` in ``data_dir`` (or into a new draft)."""
    if person is not None and not SLUG_RE.match(person):
        raise UsageError(
            f"'{person}' is not a profile id (lowercase letters, digits and hyphens)", options=["person"]
        )
    read = [read_file(kind, name) for name in files]
    records = [record for part in read for record in part.records]
    identifiers: dict[str, str] = {}
    for part in read:
        for scheme, value in part.identifiers.items():
            if identifiers.setdefault(scheme, value) != value:
                raise UsageError(
                    f"the files are about two people: {scheme} {identifiers[scheme]} and {value}"
                )
    owners = [part.owner for part in read if part.owner]
    based_on = Path(data_dir) / PROFILES_DIR / f"{person}.yaml" if person and data_dir else None
    curated: Profile | None = None
    if based_on is not None and based_on.is_file():
        curated = load_profile_file(based_on, Path(data_dir or "."))
        existing = _plain(curated.data)
    else:
        based_on = None
        owner = owners[0] if owners else likely_owner(records)
        existing = {
            # a new profile is named after its owner, so that -o DIR writes DIR/<owner>.yaml
            **({"id": person} if person else {"id": slugify(owner)} if owner else {}),
            "name": owner or "UNKNOWN",
            "source": {"document": ", ".join(Path(f).name for f in files), "kind": "other"},
            "curated": (today or dt.date.today()).isoformat(),
        }
    merged = merge_publications(list(existing.get("publications", [])), records)
    profile = {**existing, "publications": merged.publications}
    known = dict(existing.get("identifiers", {}))
    messages: list[str] = []
    for scheme, value in identifiers.items():
        if scheme not in known:
            known[scheme] = value
            messages.append(f"identifier {scheme}: {value}")
        elif known[scheme] != value:
            messages.append(f"kept the profile's {scheme} {known[scheme]}; the files give {value}")
    if known:
        profile["identifiers"] = known
    check_document(profile, PROFILE, "the draft")  # what the importers make must load
    messages.insert(0, f"{len(records)} publications read from {len(files)} file(s)")
    messages.append(f"added {len(merged.added)}" + (f" to {based_on}" if based_on else " to a new profile"))
    for record, why in merged.known:
        messages.append(f"already listed ({why}): {record.title} [{record.where}]")
    for record, name, ids in merged.identified:
        given = ", ".join(f"{scheme} {value}" for scheme, value in ids.items())
        messages.append(f"identifiers added to {name} on {record.title}: {given} [{record.where}]")
    if based_on is None and profile["name"] == "UNKNOWN":
        messages.append("no author is on most of the records: set the profile's name by hand")
    comparison = _comparison(curated, records, merged, len(files)) if curated is not None else []
    return Imported(profile, merged, based_on, messages, comparison)


def _comparison(curated: Profile, records: list[PublicationRecord], merged: Merged, files: int) -> list[str]:
    """The files' publications against the profile's, as ``extract --against`` compares a page
    with a profile: + in the files only, - in the profile only, ~ in both but different."""
    listed = curated.data.get("publications", [])
    found = {at for _, at in merged.matched if at < len(listed)}
    changed = [
        (record, at, diffs)
        for record, at in merged.matched
        if at < len(listed) and (diffs := differences(listed[at], record))
    ]
    lines = [
        f"Comparing the {files} imported file(s) with {curated.path}",
        "(+ in the files, not in the profile;  - in the profile, not in the files;  "
        "~ in both, but different)",
        f"publications: {len(records)} in the files, {len(listed)} in the profile, "
        f"{len(found) - len({at for _, at, _ in changed})} the same"
        + (f", {len(changed)} changed" if changed else ""),
    ]
    lines += [f'  + "{r.title}" ({r.year or "no year"}) [{r.where}]' for r in merged.added]
    for at, entry in enumerate(listed):
        if at not in found:
            where = f"{curated.path}:{curated.line_of(f'publications[{at}]')}"
            lines.append(f'  - {where}: "{entry["title"]}" ({entry.get("year", "no year")})')
    for record, at, diffs in changed:
        where = f"{curated.path}:{curated.line_of(f'publications[{at}]')}"
        lines.append(f'  ~ "{listed[at]["title"]}" ({where}) [{record.where}]: ' + "; ".join(diffs))
    return lines


def write_draft(imported: Imported, output_dir: str | Path) -> Path:
    """Write the draft into ``output_dir`` as ``<id>.yaml``, never over an existing file."""
    folder = Path(output_dir)
    stem = imported.profile.get("id") or (imported.based_on.stem if imported.based_on else "imported")
    target = folder / f"{stem}.yaml"
    if target.exists():
        raise UsageError(
            f"{target} exists: a draft never overwrites a file; write it elsewhere ({{output_dir}} DIR)",
            options=["output_dir"],
        )
    folder.mkdir(parents=True, exist_ok=True)
    write_atomically(target, imported.yaml().encode("utf-8"))
    return target
