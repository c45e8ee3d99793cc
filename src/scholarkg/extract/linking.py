"""Entity linking on the way in: names in a draft -> the registries' canonical entries.

An organisation or person name is matched to the registries' names and aliases the way the
loader matches them (case, accents and punctuation ignored), and then, where it is safe, a little
more loosely: a leading "The", word order around "of"/"at" (``University of Cornell``), one or
two letters in a long name (``Carnegie Melon University``), a single distinctive word
(``Tsinghua``), initials (``HUST``), a missing middle initial (``Umut Acar``). Loose matches are
marked for review. Names that match nothing are proposed as new registry entries.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..errors import UsageError
from ..names import edit_distance, name_key, slugify
from ..profiles.corpus import Corpus, load_profiles
from .draft import Node, Seq

_STOP = frozenset({"of", "the", "at", "in", "and", "de", "du", "der", "des", "la", "le", "y", "for"})
_GENERIC = frozenset(
    {
        "university",
        "institute",
        "college",
        "technology",
        "school",
        "of",
        "the",
        "and",
        "science",
        "national",
        "research",
        "laboratory",
        "lab",
        "center",
        "centre",
    }
)


@dataclass
class Entry:
    id: str
    name: str
    parent: str | None = None
    kind: str | None = None
    spellings: list[str] = field(default_factory=list)


@dataclass
class Match:
    entry: Entry
    how: str  # "exact" or the loose rule that matched


class Registry:
    """The organisations and people a data folder knows, indexed by normalised name."""

    def __init__(self, organizations: list[Entry], people: list[Entry]) -> None:
        self.organizations = {e.id: e for e in organizations}
        self.people = {e.id: e for e in people}
        self._orgs: dict[str, list[Entry]] = defaultdict(list)
        self._people: dict[str, list[Entry]] = defaultdict(list)
        for entry in organizations:
            for spelling in entry.spellings:
                self._orgs[name_key(spelling)].append(entry)
        for entry in people:
            for spelling in entry.spellings:
                self._people[name_key(spelling)].append(entry)

    @classmethod
    def from_corpus(cls, corpus: Corpus) -> Registry:
        organizations = [
            Entry(e.id, e.data["name"], e.data.get("parent"), e.data.get("kind"), _spellings(e.data))
            for e in corpus.organizations
        ]
        people = [Entry(e.id, e.data["name"], spellings=_spellings(e.data)) for e in corpus.people]
        people += [Entry(p.id, p.data["name"], spellings=_spellings(p.data)) for p in corpus.profiles]
        return cls(organizations, people)

    @classmethod
    def load(cls, data_dir: str | Path) -> Registry | None:
        """The registries of a data folder; None when there is no such folder (or it holds no
        profiles or registries). A folder with broken YAML raises its DataError."""
        folder = Path(data_dir)
        if not folder.is_dir() or not any(
            (folder / n).exists() for n in ("profiles", "organizations.yaml", "people.yaml")
        ):
            return None
        try:
            return cls.from_corpus(load_profiles(folder))
        except UsageError:  # registries without any profile: not a data folder the loader accepts
            return None

    # -- organisations -----------------------------------------------------------------------

    def top(self, entry: Entry) -> Entry:
        seen = set()
        while entry.parent and entry.parent in self.organizations and entry.id not in seen:
            seen.add(entry.id)
            entry = self.organizations[entry.parent]
        return entry

    def ancestors(self, entry: Entry) -> list[str]:
        chain = []
        while entry.parent and entry.parent in self.organizations and entry.parent not in chain:
            chain.append(entry.parent)
            entry = self.organizations[entry.parent]
        return chain

    def organization(self, name: str, parent: Entry | None = None) -> Match | None:
        key = name_key(name)
        if not key:
            return None
        pool = list(self.organizations.values())
        if parent is not None:
            pool = [e for e in pool if parent.id in self.ancestors(e)]
        found = self._pick([e for e in self._orgs.get(key, []) if e in pool], parent)
        if found:
            return Match(found, "exact")
        bare = key.removeprefix("the ")
        found = self._pick(
            [e for e in pool if any(name_key(s).removeprefix("the ") == bare for s in e.spellings)], parent
        )
        if found:
            return Match(found, "exact")
        tokens = set(bare.split()) - _STOP
        found = self._pick(
            [e for e in pool if any(set(name_key(s).split()) - _STOP == tokens for s in e.spellings)], parent
        )
        if found and len(tokens) >= 2:
            return Match(found, "same words in another order")
        if len(bare) >= 12:
            close = [
                e
                for e in pool
                if any(
                    edit_distance(bare, name_key(s).removeprefix("the "), 2) <= 2
                    for s in e.spellings
                    if len(name_key(s)) >= 12
                )
            ]
            found = self._pick(close, parent)
            if found:
                return Match(found, "spelling one or two letters apart")
        words = bare.split()
        if parent is None and len(words) == 1 and len(words[0]) >= 5:
            distinctive = [
                e
                for e in pool
                if e.parent is None
                and any(
                    words[0] in name_key(s).split() and not (set(name_key(s).split()) - {words[0]} - _GENERIC)
                    for s in e.spellings
                )
            ]
            found = self._pick(distinctive, parent)
            if found:
                return Match(found, "the distinctive word of the name")
        if parent is None and name.isupper() and 2 <= len(name) <= 6:
            initials = [
                e
                for e in pool
                if e.parent is None
                and any(
                    "".join(w[0] for w in name_key(s).split() if w not in _STOP) == name.lower()
                    for s in e.spellings
                )
            ]
            found = self._pick(initials, parent)
            if found:
                return Match(found, "initials")
        return None

    def _pick(self, candidates: list[Entry], parent: Entry | None) -> Entry | None:
        unique = list({e.id: e for e in candidates}.values())
        if len(unique) > 1 and parent is None:
            unique = [e for e in unique if e.parent is None] or unique
        return unique[0] if len(unique) == 1 else None

    # -- people ------------------------------------------------------------------------------

    def person(self, name: str) -> Match | None:
        key = name_key(name)
        found = self._pick(self._people.get(key, []), None)
        if found:
            return Match(found, "exact")
        tokens = key.split()
        if len(tokens) < 2:
            return None
        loose = []
        for entry in self.people.values():
            for spelling in entry.spellings:
                other = name_key(spelling).split()
                if (
                    len(other) >= 2
                    and other[0] == tokens[0]
                    and other[-1] == tokens[-1]
                    and all(len(t) == 1 for t in (other[1:-1] + tokens[1:-1]))
                ):
                    loose.append(entry)
        found = self._pick(loose, None)
        return Match(found, "the same name with or without a middle initial") if found else None


def _spellings(data: dict[str, Any]) -> list[str]:
    out = [data["name"], *data.get("aliases", [])]
    out += [n["name"] for n in data.get("native_names", [])]
    return out


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
