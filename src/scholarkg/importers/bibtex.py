"""Importers, BibTeX: a .bib file -> publication records (pybtex parses; LaTeX is decoded).

Accents and braces are LaTeX (``M{\\"u}ller``, ``{DNN}``) and come out as text; ``and others``
ends an author list that is known to be incomplete."""

from __future__ import annotations

from pathlib import Path

from ..errors import DataError, EnvironmentProblem
from ..names import strip_doi_resolver
from .records import PublicationRecord

KINDS = {
    "article": "journal",
    "inproceedings": "conference",
    "conference": "conference",
    "proceedings": "book",
    "phdthesis": "thesis",
    "mastersthesis": "thesis",
    "book": "book",
    "inbook": "chapter",
    "incollection": "chapter",
    "techreport": "report",
    "patent": "patent",
    "unpublished": "preprint",
    "misc": "preprint",
    "online": "preprint",
}


def _text(latex: str) -> str:
    from pybtex.richtext import Text  # type: ignore[import-untyped]

    return " ".join(Text.from_latex(latex).render_as("text").split())


def read(path: Path) -> list[PublicationRecord]:
    try:
        from pybtex.database import parse_string  # type: ignore[import-untyped]
        from pybtex.scanner import PybtexSyntaxError  # type: ignore[import-untyped]
    except ImportError:  # pragma: no cover - pybtex is a dependency
        raise EnvironmentProblem("reading BibTeX needs pybtex (pip install pybtex)") from None
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError as error:
        raise DataError(f"not UTF-8 text (byte {error.start})", path=path) from None
    except OSError as error:
        raise EnvironmentProblem(f"cannot read: {error.strerror}", path=path) from None
    try:
        database = parse_string(text, "bibtex")
    except PybtexSyntaxError as error:
        raise DataError(f"not BibTeX: {error.error_type}", path=path, line=error.lineno) from None
    except Exception as error:  # noqa: BLE001 - pybtex raises plain errors for duplicate keys and the like
        raise DataError(f"not BibTeX: {error}", path=path) from None
    records = []
    for key, entry in database.entries.items():
        where = f"{path.name} entry '{key}'"
        fields = entry.fields
        if "title" not in fields:
            raise DataError(f"entry '{key}' has no title", path=path, line=_line_of(text, key))
        people = entry.persons.get("author") or entry.persons.get("editor") or []
        authors = []
        more = False
        for person in people:
            if str(person).strip().lower() == "others":
                more = True
                continue
            given = _text(" ".join(person.first_names + person.middle_names))
            family = _text(" ".join(person.prelast_names + person.last_names))
            authors.append(" ".join(part for part in (given, family) if part))
        if not authors:
            raise DataError(f"entry '{key}' has no authors", path=path, line=_line_of(text, key))
        year_text = _text(fields.get("year", "")) or _text(fields.get("date", ""))[:4]
        venue = (
            fields.get("journal")
            or fields.get("booktitle")
            or fields.get("school")
            or fields.get("publisher")
        )
        kind = KINDS.get(entry.type.lower(), "report")
        if (
            kind == "preprint"
            and "arxiv" in (fields.get("eprinttype", "") + fields.get("archiveprefix", "")).lower()
        ):
            venue = venue or "arXiv"
        records.append(
            PublicationRecord(
                title=_text(fields["title"]),
                authors=tuple(authors),
                kind=kind,
                where=where,
                year=int(year_text) if year_text[:4].isdigit() and len(year_text) == 4 else None,
                venue=_text(venue) if venue else None,
                doi=strip_doi_resolver(fields["doi"]) if fields.get("doi") else None,
                url=fields.get("url") or None,
                more_authors=more,
            )
        )
    return records


def _line_of(text: str, key: str) -> int | None:
    at = text.find("{" + key)
    return text.count("\n", 0, at) + 1 if at >= 0 else None
