"""Importers, CSL-JSON: what Zotero, OpenAlex and doi.org give -> publication records."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ..errors import DataError
from ..names import strip_doi_resolver
from .records import AuthorIds, PublicationRecord, read_json, read_orcid

KINDS = {
    "article-journal": "journal",
    "paper-conference": "conference",
    "thesis": "thesis",
    "book": "book",
    "chapter": "chapter",
    "report": "report",
    "patent": "patent",
    "article": "preprint",
    "posted-content": "preprint",
    "manuscript": "preprint",
}


def _name(person: dict[str, Any]) -> str:
    if person.get("literal"):
        return " ".join(str(person["literal"]).split())
    parts = [person.get("given"), person.get("non-dropping-particle"), person.get("family")]
    return " ".join(" ".join(str(p).split()) for p in parts if p)


def _ids(person: dict[str, Any], path: Path, where: str) -> AuthorIds:
    """An author's ORCID iD: Crossref and doi.org give it as ``ORCID``, a URL."""
    orcid = person.get("ORCID") or person.get("orcid")
    return (("orcid", read_orcid(str(orcid), path, where)),) if orcid else ()


def _year(item: dict[str, Any]) -> int | None:
    for key in ("issued", "published-print", "published-online", "created"):
        parts = (item.get(key) or {}).get("date-parts") or [[]]
        if parts and parts[0] and str(parts[0][0]).isdigit():
            return int(parts[0][0])
    return None


def read(path: Path) -> list[PublicationRecord]:
    document = read_json(path)
    items = document if isinstance(document, list) else document.get("items", [document])
    records = []
    for index, item in enumerate(items):
        where = f"{path.name} item {index + 1}" + (
            f" '{item['id']}'" if isinstance(item, dict) and item.get("id") else ""
        )
        if not isinstance(item, dict) or not item.get("title"):
            raise DataError(f"{where}: no title (not CSL-JSON?)", path=path)
        title = item["title"][0] if isinstance(item["title"], list) else item["title"]
        people = [a for a in item.get("author", []) if isinstance(a, dict) and _name(a)]
        authors = tuple(_name(a) for a in people)
        if not authors:
            raise DataError(f"{where}: no authors", path=path)
        venue = item.get("container-title") or item.get("publisher")
        if isinstance(venue, list):
            venue = venue[0] if venue else None
        records.append(
            PublicationRecord(
                title=" ".join(str(title).split()),
                authors=authors,
                kind=KINDS.get(str(item.get("type", "")), "report"),
                where=where,
                year=_year(item),
                venue=" ".join(str(venue).split()) if venue else None,
                doi=strip_doi_resolver(str(item["DOI"])) if item.get("DOI") else None,
                url=str(item["URL"]) if item.get("URL") else None,
                author_ids=tuple(_ids(a, path, f"{where} author {n}") for n, a in enumerate(people, 1)),
            )
        )
    return records
