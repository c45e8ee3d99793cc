"""Importers, ORCID: a public record as JSON or XML (``https://pub.orcid.org/v3.0/<iD>/record``,
or what a record page downloads) -> publication records, and the person's ORCID iD.

An ORCID work summary has no author list; the record's owner is its only known author, and a
note on the entry says so. The XML record is read into the shape of the JSON one, so that both
are read by one function."""

from __future__ import annotations

import xml.etree.ElementTree as ElementTree
from pathlib import Path
from typing import Any

from ..errors import DataError, EnvironmentProblem
from ..names import strip_doi_resolver
from .records import PublicationRecord, ReadList, read_json, read_orcid, read_xml

_NS = {
    "common": "http://www.orcid.org/ns/common",
    "person": "http://www.orcid.org/ns/person",
    "personal-details": "http://www.orcid.org/ns/personal-details",
    "activities": "http://www.orcid.org/ns/activities",
    "work": "http://www.orcid.org/ns/work",
}

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


def _text(node: ElementTree.Element | None, path: str) -> dict[str, str] | None:
    found = node.find(path, _NS) if node is not None else None
    return {"value": " ".join("".join(found.itertext()).split())} if found is not None else None


def _summary(work: ElementTree.Element) -> dict[str, Any]:
    """A ``<work:work-summary>`` as the JSON record writes it."""
    ids = [
        {
            "external-id-type": (e.findtext("common:external-id-type", "", _NS)).strip(),
            "external-id-value": (e.findtext("common:external-id-value", "", _NS)).strip(),
        }
        for e in work.findall("common:external-ids/common:external-id", _NS)
    ]
    return {
        "title": {"title": _text(work, "work:title/common:title")},
        "type": (work.findtext("work:type", "", _NS)).strip(),
        "publication-date": {"year": _text(work, "common:publication-date/common:year")},
        "external-ids": {"external-id": ids},
        "journal-title": _text(work, "work:journal-title"),
        "url": _text(work, "common:url"),
    }


def _read_xml(path: Path) -> dict[str, Any]:
    """An XML record in the shape of the JSON one (only the parts :func:`read` reads)."""
    root = read_xml(path)
    name = root.find("person:person/person:name", _NS)
    groups = root.findall("activities:activities-summary/activities:works/activities:group", _NS)
    return {
        "orcid-identifier": {"path": (root.findtext("common:orcid-identifier/common:path", "", _NS)).strip()},
        "person": {
            "name": {
                "given-names": _text(name, "personal-details:given-names"),
                "family-name": _text(name, "personal-details:family-name"),
            }
        },
        "activities-summary": {
            "works": {
                "group": [
                    {"work-summary": [_summary(w) for w in g.findall("work:work-summary", _NS)]}
                    for g in groups
                ]
            }
        },
    }


def _is_xml(path: Path) -> bool:
    try:
        with path.open("rb") as file:
            return file.read(64).lstrip(b"\xef\xbb\xbf \t\r\n").startswith(b"<")
    except OSError as error:
        raise EnvironmentProblem(f"cannot read: {error.strerror}", path=path) from None


def read(path: Path) -> ReadList:
    record = _read_xml(path) if _is_xml(path) else read_json(path)
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
