"""Importers, DBLP: a person's XML record (``https://dblp.org/pid/<pid>.xml``) -> publication
records, and the person's DBLP pid.

DBLP ends titles with a full stop and tells homonyms apart by a number after the name
(``Wei Wu 0001``); both are dropped. Preprints are its CoRR journal (``publtype="informal"``)."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ElementTree
from pathlib import Path

from ..errors import DataError
from ..names import strip_doi_resolver
from .records import AuthorIds, PublicationRecord, ReadList, read_orcid, read_xml

KINDS = {
    "article": "journal",
    "inproceedings": "conference",
    "proceedings": "book",
    "incollection": "chapter",
    "book": "book",
    "phdthesis": "thesis",
    "mastersthesis": "thesis",
}
_HOMONYM = re.compile(r"\s+\d{4}$")


def _name(text: str) -> str:
    return _HOMONYM.sub("", " ".join(text.split()))


def _ids(element: ElementTree.Element, path: Path, where: str) -> AuthorIds:
    """An author's DBLP pid and ORCID iD, from the attributes DBLP gives its ``<author>``."""
    ids = []
    if element.get("orcid"):
        ids.append(("orcid", read_orcid(element.get("orcid", ""), path, where)))
    if element.get("pid"):
        ids.append(("dblp", element.get("pid", "")))
    return tuple(ids)


def read(path: Path) -> ReadList:
    root = read_xml(path)
    if root.tag != "dblpperson":
        raise DataError(f"not a DBLP person record (its root is <{root.tag}>, not <dblpperson>)", path=path)
    records = []
    # a person's <r> holds publications, and also <www> (their home page) and <data> records
    for entry in (child for r in root.iter("r") for child in r if child.tag in KINDS):
        title = "".join(entry.findtext("title") or "").strip()
        people = entry.findall("author") or entry.findall("editor")
        authors = tuple(_name("".join(a.itertext())) for a in people)
        where = f"{path.name} entry '{entry.get('key')}'"
        if not title or not authors:
            raise DataError(
                f"entry '{entry.get('key')}' has no {'title' if not title else 'authors'}", path=path
            )
        year = entry.findtext("year")
        venue = entry.findtext("journal") or entry.findtext("booktitle") or entry.findtext("school")
        informal = entry.get("publtype") == "informal" or venue == "CoRR"
        links = [e.text for e in entry.findall("ee") if e.text]
        doi = next((strip_doi_resolver(link) for link in links if "doi.org/" in link), None)
        records.append(
            PublicationRecord(
                title=" ".join(title.split()).removesuffix("."),
                authors=authors,
                kind="preprint" if informal else KINDS.get(entry.tag, "report"),
                where=where,
                year=int(year) if year and year.isdigit() else None,
                venue=venue,
                doi=doi,
                author_ids=tuple(_ids(a, path, where) for a in people),
            )
        )
    identifiers = {"dblp": root.get("pid", "")} if root.get("pid") else {}
    return ReadList(records, identifiers, _name(root.get("name", "")) or None)
