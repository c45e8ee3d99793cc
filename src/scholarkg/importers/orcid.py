"""Importers, ORCID: a public record as JSON (``https://pub.orcid.org/v3.0/<iD>/record``, or the
JSON a record page downloads) -> publication records, and the person's ORCID iD.

An ORCID work summary has no author list; the record's owner is its only known author, and a
note on the entry says so."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ..errors import DataError
from ..names import strip_doi_resolver
from .records import PublicationRecord, ReadList, read_json, read_orcid

KINDS = {
    "journal-article": "journal",
    "conference-paper": "conference",
    "book": "book",
    "book-chapter": "chapter",
    "dissertation-thesis": "thesis",
    "dissertation": "thesis",
    "report": "report",
    "working-paper": "preprint",
    "preprint": "preprint",
    "patent": "patent",
}


def _value(node: Any, *path: str) -> Any:
    for key in path:
        node = node.get(key) if isinstance(node, dict) else None
    return node


def read(path: Path) -> ReadList:
    record = read_json(path)
    orcid = _value(record, "orcid-identifier", "path")
    if not isinstance(record, dict) or not orcid:
        raise DataError("not an ORCID record (no orcid-identifier)", path=path)
    orcid = read_orcid(str(orcid), path, "orcid-identifier")
    given = _value(record, "person", "name", "given-names", "value") or ""
    family = _value(record, "person", "name", "family-name", "value") or ""
    owner = " ".join(f"{given} {family}".split()) or None
    groups = _value(record, "activities-summary", "works", "group") or []
    records = []
    for number, group in enumerate(groups, 1):
        summary = (group.get("work-summary") or [{}])[0]
        title = _value(summary, "title", "title", "value")
        if not title:
            raise DataError(f"work {number} has no title", path=path)
        ids = _value(summary, "external-ids", "external-id") or []
        doi = next((i.get("external-id-value") for i in ids if i.get("external-id-type") == "doi"), None)
        year = _value(summary, "publication-date", "year", "value")
        records.append(
            PublicationRecord(
                title=" ".join(str(title).split()),
                authors=(owner or orcid,),
                kind=KINDS.get(str(summary.get("type", "")), "report"),
                where=f"{path.name} work {number}",
                year=int(year) if year and str(year).isdigit() else None,
                venue=_value(summary, "journal-title", "value"),
                doi=strip_doi_resolver(str(doi)) if doi else None,
                url=_value(summary, "url", "value"),
                more_authors=True,
                author_ids=((("orcid", orcid),),),
            )
        )
    return ReadList(records, {"orcid": orcid}, owner)
