"""``scholarkg extract``: documents -> drafts on stdout or in a folder, or a diff with a profile.

All documents are read and extracted before anything is written, so that a bad input (empty,
binary, not UTF-8, too large) stops the command with nothing half written.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from pathlib import Path
from typing import BinaryIO

from ..errors import EnvironmentProblem, UsageError
from ..files import write_atomically
from ..profiles.corpus import load_profile_file
from .compare import compare
from .core import extract
from .draft import Draft, to_json, to_yaml
from .linking import Registry
from .source import read_source

FORMATS = {"yaml": (".yaml", to_yaml), "json": (".json", to_json)}


@dataclass
class Result:
    output: str  # what the command prints on stdout
    messages: list[str]  # what it prints on stderr
    no_registry: bool = False  # the data folder was missing: names were not matched to registries


def run(
    files: list[str],
    output_dir: str | None = None,
    fmt: str = "yaml",
    data_dir: str | None = "data",
    against: str | None = None,
    stdin: BinaryIO | None = None,
    curated: dt.date | None = None,
) -> Result:
    """Extract every file; return the drafts (or the diff) to print, or write them to a folder."""
    if fmt not in FORMATS:
        raise UsageError(f"unknown format '{fmt}' (choose from {', '.join(FORMATS)})")
    if against and len(files) != 1:
        raise UsageError(
            "{against} compares one document with one profile: give exactly one file", options=["against"]
        )
    if against and output_dir:
        raise UsageError(
            "{against} prints a comparison; it writes no drafts (leave out {output_dir})",
            options=["against", "output_dir"],
        )
    if files.count("-") > 1:
        raise UsageError("standard input ('-') can be read once")
    registry = Registry.load(data_dir) if data_dir else None
    no_registry = registry is None and bool(data_dir)
    sources = [read_source(name, stdin) for name in files]
    drafts = [extract(source, registry, curated) for source in sources]
    if against:
        profile = load_profile_file(Path(against))
        return Result(compare(drafts[0], profile, registry), [], no_registry)
    suffix, render = FORMATS[fmt]
    if output_dir is None:
        if fmt == "json" and len(drafts) > 1:
            body = "[\n" + ",\n".join(render(d).rstrip("\n") for d in drafts) + "\n]\n"
        else:
            body = "---\n".join(render(d) for d in drafts) if len(drafts) > 1 else render(drafts[0])
        return Result(body, _summaries(drafts), no_registry)
    folder = Path(output_dir)
    if folder.exists() and not folder.is_dir():
        raise UsageError(f"{{output_dir}} {output_dir}: not a folder", options=["output_dir"])
    targets = _targets(drafts, sources_names=[s.name for s in sources], folder=folder, suffix=suffix)
    existing = [t for t in targets if t.exists()]
    if existing:
        raise UsageError(
            f"{existing[0]} exists: a draft never overwrites a profile; compare the page with it "
            f"({{against}} {existing[0]}) or write the draft elsewhere ({{output_dir}} DIR)",
            options=["against", "output_dir"],
        )
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise EnvironmentProblem(f"cannot create the folder: {exc.strerror}", path=folder) from None
    for draft, target in zip(drafts, targets):
        write_atomically(target, render(draft).encode("utf-8"))
    return Result("", [f"wrote {t}" for t in targets] + _summaries(drafts), no_registry)


def _targets(drafts: list[Draft], sources_names: list[str], folder: Path, suffix: str) -> list[Path]:
    names: list[Path] = []
    for draft, source in zip(drafts, sources_names):
        stem = str(draft.profile.get("id") or Path(source).stem or "draft")
        target = folder / f"{stem}{suffix}"
        n = 2
        while target in names:
            target = folder / f"{stem}-{n}{suffix}"
            n += 1
        names.append(target)
    return names


def _summaries(drafts: list[Draft]) -> list[str]:
    out = []
    for draft in drafts:
        data = draft.plain()
        counts = ", ".join(
            f"{len(data.get(k, []))} {k}" for k in ("positions", "education", "publications", "students")
        )
        out.append(f"{draft.source_name}: {draft.style}; {counts}; {len(draft.reviews())} marked for review")
    return out
