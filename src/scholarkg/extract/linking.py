"""Entity linking on the way in: names in a draft -> the registries' canonical entries.

An organisation or person name is matched to the registries' names and aliases by resolve's
matcher (:class:`scholarkg.resolve.matching.Registry`): as the loader matches them, and where it
is safe a little more loosely. Loose matches are marked for review. Names that match nothing are
proposed as new registry entries.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..names import name_key, slugify
from ..resolve.matching import Entry, Match, Registry
from .draft import Node, Seq

__all__ = ["Entry", "Linking", "Match", "Registry", "link"]


@dataclass
class Linking:
    linked: list[str] = field(default_factory=list)
    proposed_organizations: list[dict[str, Any]] = field(default_factory=list)
    proposed_people: list[dict[str, Any]] = field(default_factory=list)


def link(profile: Node, registry: Registry) -> Linking:
    """Rewrite organisation and person names of a draft to canonical names; propose the rest."""
    result = Linking()
    proposed_orgs: dict[str, dict[str, Any]] = {}
    proposed_people: dict[str, dict[str, Any]] = {}

    def org_field(node: Node, key: str, parent_key: str | None = None) -> None:
        if key not in node:
            return
        name = str(node[key])
        line = node.lines.get(key, node.line)
        parent_entry = None
        if parent_key and parent_key in node:
            parent_match = registry.organization(str(node[parent_key]))
            parent_entry = parent_match.entry if parent_match else None
        match = registry.organization(name, parent_entry)
        if match is None and parent_key is None:
            match = registry.organization(name)
        if match is None:
            slug = slugify(name)
            parent_id = (
                parent_entry.id
                if parent_entry
                else (slugify(str(node[parent_key])) if parent_key and parent_key in node else None)
            )
            proposed_orgs.setdefault(
                slug + (parent_id or ""),
                {
                    "id": slug if not parent_id else f"{parent_id}-{slug}",
                    "name": name,
                    "parent": parent_id,
                    "line": line,
                },
            )
            return
        entry = match.entry
        if parent_key is None and entry.parent and entry.kind == "department":
            top = registry.organizations[entry.parent]
            department = node.get("department")
            node[key] = top.name
            if department is None or registry.organization(str(department), top) is None:
                node.put("department", entry.name, line)
            result.linked.append(f"'{name}' -> {top.id} / {entry.id} ({match.how})")
        else:
            node[key] = entry.name
            result.linked.append(f"'{name}' -> {entry.id} ({match.how})")
        if match.how != "exact":
            node.flag(key, f"'{name}' matched to the registry entry {entry.id} ({match.how})")

    def person_list(node: Node, key: str) -> None:
        values = node.get(key)
        if not isinstance(values, list):
            return
        line = node.lines.get(key, node.line)
        for index, name in enumerate(values):
            match = registry.person(str(name))
            if match is None:
                slug = slugify(name_key(str(name)))
                proposed_people.setdefault(slug, {"id": slug, "name": str(name), "line": line})
                continue
            if match.entry.name != name:
                values[index] = match.entry.name
                result.linked.append(f"'{name}' -> {match.entry.id} ({match.how})")
            if match.how != "exact":
                node.flag(key, f"'{name}' matched to the registry entry {match.entry.id} ({match.how})")

    for node in _nodes(profile, "positions"):
        org_field(node, "organization")
        org_field(node, "department", "organization")
        person_list(node, "mentors")
    for node in _nodes(profile, "education"):
        org_field(node, "institution")
        org_field(node, "department", "institution")
        for key in ("advisors", "co_advisors", "committee"):
            person_list(node, key)
    for node in _nodes(profile, "students"):
        org_field(node, "organization")
        person_list(node, "co_advisors")
        match = registry.person(str(node.get("name", "")))
        if match is None and node.get("name"):
            slug = slugify(name_key(str(node["name"])))
            proposed_people.setdefault(slug, {"id": slug, "name": node["name"], "line": node.line})
    for node in _nodes(profile, "awards"):
        org_field(node, "organization")
    result.linked = list(dict.fromkeys(result.linked))
    result.proposed_organizations = [
        {k: v for k, v in e.items() if v is not None} for e in proposed_orgs.values()
    ]
    result.proposed_people = list(proposed_people.values())
    return result


def _nodes(profile: Node, key: str) -> list[Node]:
    value = profile.get(key)
    if isinstance(value, Seq):
        return [item for item in value if isinstance(item, Node)]
    return []
