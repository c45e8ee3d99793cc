"""Resolve, matching names: a written name -> the organisations or people it may mean.

The package's one name matcher. Two spellings match when their :func:`names.name_key` is the
same (case, accents and punctuation ignored): :class:`NameIndex` holds the curated names that
way for resolve, for the query's find-person and for extract's linking. For drafts only,
:class:`Registry` adds loose rules, each named so that its matches can be marked for review:
a leading "The", word order around "of"/"at" (``University of Cornell``), one or two letters in a
long name (``Carnegie Melon University``), a single distinctive word (``Tsinghua``), initials
(``HUST``), a missing middle initial (``Umut Acar``).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..errors import UsageError
from ..names import edit_distance, name_key
from ..profiles.corpus import Corpus, load_profiles


def spellings_of(data: dict[str, Any]) -> Iterator[tuple[str, str]]:
    """Every name a person or organisation record goes by: (field path, spelling), the primary
    name first, then aliases, then native names."""
    yield "name", data["name"]
    for index, alias in enumerate(data.get("aliases", [])):
        yield f"aliases[{index}]", alias
    for index, native in enumerate(data.get("native_names", [])):
        yield f"native_names[{index}]", native["name"]


def _spellings(data: dict[str, Any]) -> list[str]:
    return [spelling for _, spelling in spellings_of(data)]


class NameIndex:
    """Ids by the key of every spelling of their names, in the order they were added."""

    def __init__(self) -> None:
        self._ids: dict[str, list[str]] = {}

    def add(self, spelling: str, entry_id: str) -> None:
        ids = self._ids.setdefault(name_key(spelling), [])
        if entry_id not in ids:
            ids.append(entry_id)

    def claim(self, spelling: str, entry_id: str) -> str | None:
        """Give a spelling to one entry only: None once it is ``entry_id``'s, or the id of the
        entry that has it already (and nothing changes)."""
        ids = self._ids.setdefault(name_key(spelling), [])
        if not ids:
            ids.append(entry_id)
        return ids[0] if ids[0] != entry_id else None

    def ids(self, name: str) -> list[str]:
        """The ids a name may mean (by its key), first added first."""
        return self._ids.get(name_key(name), [])

    def ids_of_key(self, key: str) -> list[str]:
        """:meth:`ids` for a name whose key the caller has made already."""
        return self._ids.get(key, [])

    def items(self) -> list[tuple[str, list[str]]]:
        """(key, ids) for every key, sorted by key."""
        return sorted(self._ids.items())


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
        self._orgs, self._people = NameIndex(), NameIndex()
        for entry in organizations:
            for spelling in entry.spellings:
                self._orgs.add(spelling, entry.id)
        for entry in people:
            for spelling in entry.spellings:
                self._people.add(spelling, entry.id)

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
        found = self._pick(
            [e for e in map(self.organizations.get, self._orgs.ids(name)) if e in pool], parent
        )
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
            # two letters apart in a long distinctive name; one in a short one ("Beihang University"
            # is not "Beijing University")
            own_letters = sum(len(w) for w in bare.split() if w not in _GENERIC and w not in _STOP)
            allowed = 2 if own_letters >= 10 else 1
            close = [
                e
                for e in pool
                if any(
                    edit_distance(bare, name_key(s).removeprefix("the "), 2) <= allowed
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
        found = self._pick([self.people[i] for i in self._people.ids(name)], None)
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
