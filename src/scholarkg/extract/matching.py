"""When two records of the same field say the same thing: the keys that compare and evaluate use.

Names are compared after normalisation (``names.name_key``: case, accents, punctuation), titles
by ``names.title_key``, organisations by the registry entry they resolve to (its top-level
organisation) when a registry is given, else by normalised name without an acronym in brackets.
"""

from __future__ import annotations

import re
from typing import Any

from ..names import name_key, title_key
from .linking import Registry

FIELDS = ("emails", "education", "advisors", "positions", "publications", "students")

# The fields the page corpus is scored on (docs/extraction.md, "Generalisation"): positions split
# by whether they are held now, publications also by title alone, and how many there are.
# ``publication_count`` is no set of facts; ``evaluate.score`` compares the two counts.
CORPUS_FIELDS = (
    "name",
    "emails",
    "current_positions",
    "past_positions",
    "education",
    "advisors",
    "publication_titles",
    "publications",
    "publication_count",
)


def _year(value: Any) -> int | None:
    if value is None:
        return None
    text = str(value)
    return int(text[:4]) if text[:4].isdigit() else None


def org_key(name: Any, registry: Registry | None) -> str:
    if name is None:
        return ""
    if registry is not None:
        match = registry.organization(str(name))
        if match is not None:
            return "org:" + registry.top(match.entry).id
    # "Geneva Graduate Institute (IHEID)" is Geneva Graduate Institute: pages and curators give
    # an acronym in brackets or leave it out, and either way it names the same organisation
    return name_key(_BRACKETED_ACRONYM_RE.sub("", str(name))).removeprefix("the ")


_BRACKETED_ACRONYM_RE = re.compile(r"\s*\((?=[^()]*[A-Z][^()]*[A-Z])[A-Za-z&.-]{2,10}\)")


def person_key(name: Any, registry: Registry | None = None) -> str:
    if isinstance(name, dict):
        name = name.get("name", "")
    if registry is not None:
        match = registry.person(str(name))
        if match is not None and match.how == "exact":
            return "person:" + match.entry.id
    return name_key(str(name))


def is_current(position: dict[str, Any]) -> bool:
    """Whether a position is held now: ``current`` when given, else no ``end`` (the format's default)."""
    current = position.get("current")
    return bool(current) if current is not None else position.get("end") is None


def _position_key(position: dict[str, Any], registry: Registry | None) -> tuple[Any, ...]:
    return (
        org_key(position.get("organization"), registry),
        title_key(str(position.get("title", ""))),
        _year(position.get("start")),
        _year(position.get("end")),
    )


def keys(field: str, profile: dict[str, Any], registry: Registry | None) -> list[tuple[Any, ...]]:
    """The comparable facts of one field of a profile (a list: the same fact may occur twice)."""
    if field == "name":
        return [(name_key(str(profile["name"])),)] if profile.get("name") else []
    if field == "emails":
        return [(str(e).lower(),) for e in profile.get("emails", [])]
    if field == "education":
        return [
            (e.get("degree"), org_key(e.get("institution"), registry), _year(e.get("end")))
            for e in profile.get("education", [])
        ]
    if field == "advisors":
        out = []
        for e in profile.get("education", []):
            for role in ("advisors", "co_advisors", "committee"):
                out += [(e.get("degree"), role, person_key(p, registry)) for p in e.get(role, [])]
        return out
    if field == "positions":
        return [_position_key(p, registry) for p in profile.get("positions", [])]
    if field in ("current_positions", "past_positions"):
        now = field == "current_positions"
        return [_position_key(p, registry) for p in profile.get("positions", []) if is_current(p) == now]
    if field == "publication_titles":
        return [(title_key(str(p.get("title", ""))),) for p in profile.get("publications", [])]
    if field == "publications":
        return [
            (
                title_key(str(p.get("title", ""))),
                p.get("year"),
                tuple(person_key(a) for a in p.get("authors", [])),
            )
            for p in profile.get("publications", [])
        ]
    if field == "students":
        return [(person_key(s.get("name"), registry), s.get("role")) for s in profile.get("students", [])]
    raise KeyError(field)
