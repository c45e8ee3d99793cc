"""A draft against a curated profile: what the page has that the profile lacks, and vice versa.

This is how a profile is kept up to date without overwriting curated work: extract the current
page, compare, and copy over by hand what is new (papers, a changed position).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..names import name_key, title_key
from ..profiles.corpus import Profile
from .draft import Draft
from .linking import Registry
from .matching import _year, org_key, person_key

Item = dict[str, Any]


@dataclass
class Field:
    """How one field is compared: which items are the same entry, how to show one, what differs."""

    name: str
    key: Callable[[Item], Any]
    describe: Callable[[Item], str]
    differences: Callable[[Item, Item], list[str]]


def _authors(item: Item) -> list[str]:
    return [a["name"] if isinstance(a, dict) else a for a in item.get("authors", [])]


def _dates_differ(page: Item, profile: Item, keep_missing: bool) -> list[str]:
    out = []
    for part in ("start", "end"):
        if (keep_missing and page.get(part) is None) or _year(page.get(part)) == _year(profile.get(part)):
            continue
        out.append(f"{part} {page.get(part, '-')} on the page, {profile.get(part, '-')} in the profile")
    return out


def _fields(registry: Registry | None) -> list[Field]:
    def publication_differences(page: Item, profile: Item) -> list[str]:
        out = []
        if page.get("year") != profile.get("year"):
            out.append(f"year {page.get('year')} on the page, {profile.get('year')} in the profile")
        if [person_key(a) for a in _authors(page)] != [person_key(a) for a in _authors(profile)]:
            out.append(f"authors on the page: {', '.join(_authors(page))}")
        if page.get("kind") != profile.get("kind"):
            out.append(f"kind {page.get('kind')} on the page, {profile.get('kind')} in the profile")
        return out

    def education_differences(page: Item, profile: Item) -> list[str]:
        out = _dates_differ(page, profile, keep_missing=True)
        for role in ("advisors", "co_advisors", "committee"):
            mine = sorted(person_key(p, registry) for p in page.get(role, []))
            if mine and mine != sorted(person_key(p, registry) for p in profile.get(role, [])):
                out.append(f"{role} on the page: {', '.join(page.get(role, []))}")
        return out

    return [
        Field("emails", lambda e: str(e["value"]).lower(), lambda e: str(e["value"]), lambda a, b: []),
        Field(
            "positions",
            lambda p: (org_key(p.get("organization"), registry), title_key(str(p.get("title", "")))),
            lambda p: f"{p.get('title')}, {p.get('organization')} ({p.get('start', '?')}–{p.get('end', '')})",
            lambda a, b: _dates_differ(a, b, keep_missing=False),
        ),
        Field(
            "education",
            lambda e: (e.get("degree"), org_key(e.get("institution"), registry)),
            lambda e: f"{e.get('degree')}, {e.get('institution')}" + (f" ({e['end']})" if "end" in e else ""),
            education_differences,
        ),
        Field(
            "publications",
            lambda p: title_key(str(p.get("title", ""))),
            lambda p: f'"{p.get("title")}" ({p.get("year", "no year")})',
            publication_differences,
        ),
        Field(
            "students",
            lambda s: name_key(str(s.get("name", ""))),
            lambda s: f"{s.get('name')} ({s.get('role')})",
            lambda a, b: [] if a.get("role") == b.get("role") else [f"role {a.get('role')} on the page"],
        ),
    ]


def _items(data: dict[str, Any], name: str) -> list[Item]:
    if name == "emails":
        return [{"value": e} for e in data.get("emails", [])]
    return list(data.get(name, []))


def compare(draft: Draft, curated: Profile, registry: Registry | None = None) -> str:
    """A readable diff of a draft and a curated profile, field by field."""
    page, source_lines = draft.plain(), draft.source_lines()
    lines = [
        f"Comparing the page {draft.source_name} with {curated.path}",
        "(+ on the page, not in the profile;  - in the profile, not on the page;  ~ in both, but different)",
        "",
    ]
    for field in _fields(registry):
        mine, theirs = _items(page, field.name), _items(curated.data, field.name)
        unmatched = list(range(len(theirs)))
        pairs, only_page = [], []
        for i, item in enumerate(mine):
            key = field.key(item)
            hit = next((j for j in unmatched if field.key(theirs[j]) == key), None)
            if hit is None:
                only_page.append(i)
            else:
                unmatched.remove(hit)
                pairs.append((i, hit))
        changed = [(j, diffs) for i, j in pairs if (diffs := field.differences(mine[i], theirs[j]))]
        summary = (
            f"{field.name}: {len(mine)} on the page, {len(theirs)} in the profile, "
            f"{len(pairs) - len(changed)} the same"
        )
        lines.append(summary + (f", {len(changed)} changed" if changed else ""))
        for i in only_page:
            line = (
                source_lines.get(f"{field.name}[{i}]") or source_lines.get(f"{field.name}[{i}].title") or "?"
            )
            lines.append(f"  + page line {line}: {field.describe(mine[i])}")
        for j in unmatched:
            lines.append(
                f"  - {curated.path}:{curated.line_of(f'{field.name}[{j}]')}: {field.describe(theirs[j])}"
            )
        for j, diffs in changed:
            where = f"{curated.path}:{curated.line_of(f'{field.name}[{j}]')}"
            lines.append(f"  ~ {field.describe(theirs[j])} ({where}): " + "; ".join(diffs))
    return "\n".join(lines) + "\n"
