"""Importers, merging: publication records -> a profile's publications, each paper once.

A record is the paper a profile lists already when both have the same DOI, or else the same
title (``names.title_key``: case, accents and punctuation ignored) and no different years; the
same holds between the records themselves (one paper in two files). The identifiers a record
gives its authors (ORCID iD, DBLP pid) are added to the authors of the paper already listed, so
that the spellings of one person in several profiles become one person."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from ..names import name_key, title_key
from .records import PublicationRecord


@dataclass
class Merged:
    publications: list[dict[str, Any]]  # the profile's, then the new ones
    added: list[PublicationRecord] = field(default_factory=list)
    known: list[tuple[PublicationRecord, str]] = field(default_factory=list)  # (record, why)
    # identifiers added to an author of a paper listed already: (record, author's name, identifiers)
    identified: list[tuple[PublicationRecord, str, dict[str, str]]] = field(default_factory=list)
    # each record found listed already, with the place of the entry it matched
    matched: list[tuple[PublicationRecord, int]] = field(default_factory=list)


def _same(entry: dict[str, Any], record: PublicationRecord) -> str | None:
    """Why ``record`` is the paper ``entry`` lists, or None."""
    doi = entry.get("doi")
    if doi and record.doi:
        return "same DOI" if str(doi).lower() == record.doi.lower() else None
    if title_key(str(entry["title"])) != title_key(record.title):
        return None
    year = entry.get("year")
    if year is not None and record.year is not None and int(year) != record.year:
        return None
    return "same title and year" if year is not None and record.year is not None else "same title"


def merge_publications(existing: list[dict[str, Any]], records: list[PublicationRecord]) -> Merged:
    merged = Merged(list(existing))
    for record in records:
        why = next((reason for entry in merged.publications if (reason := _same(entry, record))), None)
        if why is None:
            merged.publications.append(record.entry())
            merged.added.append(record)
        else:
            merged.known.append((record, why))
            at = next(at for at, entry in enumerate(merged.publications) if _same(entry, record))
            merged.matched.append((record, at))
            merged.identified += [
                (record, name, ids) for name, ids in add_identifiers(merged.publications[at], record)
            ]
    return merged


def differences(entry: dict[str, Any], record: PublicationRecord) -> list[str]:
    """How a record differs from the entry it matched: year, authors, kind."""
    out = []
    if record.year is not None and entry.get("year") != record.year:
        out.append(f"year {record.year} in the files, {entry.get('year', '-')} in the profile")
    names = [a["name"] if isinstance(a, dict) else a for a in entry.get("authors", [])]
    if [name_key(a) for a in record.authors] != [name_key(a) for a in names]:
        out.append(f"authors in the files: {', '.join(record.authors)}")
    if entry.get("kind") != record.kind:
        out.append(f"kind {record.kind} in the files, {entry.get('kind', '-')} in the profile")
    return out


def add_identifiers(entry: dict[str, Any], record: PublicationRecord) -> list[tuple[str, dict[str, str]]]:
    """Give the authors of ``entry`` the identifiers ``record`` gives the same authors, where
    they have none of that scheme; the (name, identifiers) added. The same author is the one
    with the same name, or else the one at the same place of a list as long, sharing a word of
    the name (``Zhang, M.`` and ``Minjia Zhang``)."""
    added = []
    authors = entry["authors"]
    for place, name in enumerate(record.authors):
        ids = record.identifiers_of(place)
        at = _same_author(authors, place, name, len(record.authors))
        if not ids or at is None:
            continue
        author = authors[at] if isinstance(authors[at], dict) else {"name": authors[at]}
        known = dict(author.get("identifiers", {}))
        new = {scheme: value for scheme, value in ids.items() if scheme not in known}
        if new:
            authors[at] = {**author, "identifiers": {**known, **new}}
            added.append((author["name"], new))
    return added


def _same_author(authors: list[Any], place: int, name: str, count: int) -> int | None:
    names = [a["name"] if isinstance(a, dict) else a for a in authors]
    key = name_key(name)
    same = [at for at, other in enumerate(names) if name_key(other) == key]
    if same:
        return same[0]
    if len(names) != count or place >= len(names):
        return None
    words = {w for w in key.split() if len(w) > 1}
    return place if words & {w for w in name_key(names[place]).split() if len(w) > 1} else None


def likely_owner(records: list[PublicationRecord]) -> str | None:
    """The author on most of the records (a person's own publication list names them on every
    paper), of those the one listed nearest the front on average (an advisor on every paper of
    a student comes last); None when no one is on more than half."""
    papers: Counter[str] = Counter()
    places: Counter[str] = Counter()
    for record in records:
        for place, author in enumerate(record.authors):
            key = name_key(author)
            if key not in {name_key(a) for a in record.authors[:place]}:
                papers[key] += 1
                places[key] += place
    if not papers:
        return None
    key = min(papers, key=lambda k: (-papers[k], places[k] / papers[k], k))
    if papers[key] * 2 <= len(records):
        return None
    spellings = Counter(a for r in records for a in r.authors if name_key(a) == key)
    return min(spellings, key=lambda a: (-spellings[a], a))
