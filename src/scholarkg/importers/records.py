"""Importers, records: one publication as a structured source gives it -> a profile entry."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ElementTree
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..errors import DataError, EnvironmentProblem, UsageError
from ..profiles.schema import Invalid, normalize_orcid

# an author's identifiers as a source gives them: (scheme, value) pairs, ``orcid`` and ``dblp``
AuthorIds = tuple[tuple[str, str], ...]


@dataclass(frozen=True)
class PublicationRecord:
    """A publication as an importer read it; ``where`` names the file and entry."""

    title: str
    authors: tuple[str, ...]
    kind: str  # one of the profile format's publication kinds
    where: str
    year: int | None = None
    venue: str | None = None
    doi: str | None = None
    url: str | None = None
    more_authors: bool = False  # the list ends with "and others"
    author_ids: tuple[AuthorIds, ...] = ()  # each author's identifiers, when the source gives any

    def identifiers_of(self, place: int) -> dict[str, str]:
        """The identifiers the source gives the author at ``place`` (0-based)."""
        return dict(self.author_ids[place]) if place < len(self.author_ids) else {}

    def entry(self) -> dict[str, Any]:
        """The publication as a profile lists it: an author with identifiers as a mapping."""
        authors: list[Any] = []
        for place, name in enumerate(self.authors):
            ids = self.identifiers_of(place)
            authors.append({"name": name, "identifiers": ids} if ids else name)
        entry: dict[str, Any] = {"title": self.title, "authors": authors, "kind": self.kind}
        for key in ("year", "venue", "doi", "url"):
            if getattr(self, key) is not None:
                entry[key] = getattr(self, key)
        if self.more_authors:
            entry["notes"] = [f"the author list of {self.where} is incomplete"]
        return entry


@dataclass(frozen=True)
class ReadList:
    """What one file gives: its publications, and for a person's record (ORCID, DBLP) the
    person's identifiers and name."""

    records: list[PublicationRecord]
    identifiers: dict[str, str]
    owner: str | None = None


def read_json(path: Path) -> Any:
    """A JSON file's document; a file that is not UTF-8 JSON is a data error at its line."""
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except UnicodeDecodeError as error:
        raise DataError(f"not UTF-8 text (byte {error.start})", path=path) from None
    except json.JSONDecodeError as error:
        raise DataError(f"not JSON: {error.msg}", path=path, line=error.lineno) from None
    except OSError as error:
        raise EnvironmentProblem(f"cannot read: {error.strerror}", path=path) from None


def read_xml(path: Path) -> ElementTree.Element:
    """An XML file's root element; a file that is not XML is a data error at its line."""
    try:
        # the standard parser resolves no external entity, and expat (>= 2.4.1, as in every
        # supported Python) stops entity-expansion bombs
        return ElementTree.parse(path).getroot()
    except ElementTree.ParseError as error:
        raise DataError(f"not XML: {error}", path=path, line=error.position[0]) from None
    except OSError as error:
        raise EnvironmentProblem(f"cannot read: {error.strerror}", path=path) from None


def read_orcid(value: str, path: Path, where: str) -> str:
    """An ORCID iD a source gives (bare or as a URL), checked: a bad one is a data error that
    names the file and the entry."""
    try:
        return normalize_orcid(value)
    except Invalid as error:
        raise DataError(f"{where}: {error}", path=path) from None


FORMATS = ("bibtex", "csl", "dblp", "orcid")


def read_file(kind: str, path: str | Path) -> ReadList:
    """One file in the format ``kind`` (one of :data:`FORMATS`)."""
    from . import bibtex, csl, dblp, orcid

    if kind not in FORMATS:
        raise UsageError(f"unknown import format '{kind}' (choose from {', '.join(FORMATS)})")
    if kind in ("bibtex", "csl"):
        reader = bibtex.read if kind == "bibtex" else csl.read
        return ReadList(reader(Path(path)), {})
    return (dblp.read if kind == "dblp" else orcid.read)(Path(path))


def read_records(kind: str, path: str | Path) -> list[PublicationRecord]:
    """The publications of one file in the format ``kind``."""
    return read_file(kind, path).records
