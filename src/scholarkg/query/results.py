"""Query, results: a :class:`Table` of RDF terms -> text (table, CSV, TSV, SPARQL JSON)."""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from decimal import Decimal
from typing import TYPE_CHECKING, Any

from rdflib import BNode, Literal, URIRef
from rdflib.term import Node

from ..vocab import XSD

if TYPE_CHECKING:
    pass

RESULT_FORMATS = ("table", "csv", "tsv", "json")
MAX_CELL_WIDTH = 60  # table format only; csv, tsv and json give every value in full


@dataclass
class Table:
    """A SELECT result: column names and rows of RDF terms (None where unbound)."""

    columns: list[str]
    rows: list[tuple[Node | None, ...]] = field(default_factory=list)

    def column(self, name: str) -> list[Node | None]:
        index = self.columns.index(name)
        return [row[index] for row in self.rows]

    def records(self) -> list[dict[str, Any]]:
        """Rows as dicts of Python values (str, int, ...), without unbound columns; for tests and scripts."""
        return [
            {name: _python(term) for name, term in zip(self.columns, row, strict=True) if term is not None}
            for row in self.rows
        ]


def _python(term: Node) -> Any:
    if isinstance(term, Literal):
        value = term.toPython()
        return value if isinstance(value, bool | int | float | Decimal) else str(term)
    return str(term)


# -- results -> text ------------------------------------------------------------------------------


def render(table: Table, result_format: str) -> str:
    """A result as an aligned text table, SPARQL 1.1 CSV or TSV, or SPARQL 1.1 results JSON."""
    if result_format == "table":
        return render_table(table)
    if result_format == "csv":
        return _render_csv(table)
    if result_format == "tsv":
        return _render_tsv(table)
    if result_format == "json":
        return json.dumps(results_json(table), ensure_ascii=False, indent=2) + "\n"
    raise ValueError(result_format)


def _text(term: Node | None) -> str:
    return "" if term is None else str(term)


def _is_number(term: Node | None) -> bool:
    return (
        isinstance(term, Literal)
        and isinstance(term.toPython(), int | float | Decimal)
        and not isinstance(term.toPython(), bool)
    )


def render_table(table: Table, row_count: bool = True, max_width: int | None = MAX_CELL_WIDTH) -> str:
    """Columns aligned for a terminal; long values cut at ``max_width`` with '…'; numbers to the right."""
    cells = [[_cut(_text(term).replace("\n", " "), max_width) for term in row] for row in table.rows]
    widths = [max([len(name), *(len(row[i]) for row in cells)]) for i, name in enumerate(table.columns)]
    numeric = [
        bool(table.rows) and all(row[i] is None or _is_number(row[i]) for row in table.rows)
        for i in range(len(table.columns))
    ]

    def line(values: Sequence[str]) -> str:
        padded = [
            v.rjust(w) if num else v.ljust(w) for v, w, num in zip(values, widths, numeric, strict=True)
        ]
        return "  ".join(padded).rstrip()

    out = [line(table.columns), "  ".join("-" * w for w in widths)]
    out += [line(row) for row in cells]
    if row_count:
        out.append(f"({len(table.rows)} row{'' if len(table.rows) == 1 else 's'})")
    return "\n".join(out) + "\n"


def _cut(text: str, max_width: int | None) -> str:
    return text if max_width is None or len(text) <= max_width else text[: max_width - 1] + "…"


def _render_csv(table: Table) -> str:
    """SPARQL 1.1 Query Results CSV: names in the header, values as plain strings, CRLF line ends."""
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\r\n")
    writer.writerow(table.columns)
    for row in table.rows:
        writer.writerow(["_:" + term if isinstance(term, BNode) else _text(term) for term in row])
    return buffer.getvalue()


def _render_tsv(table: Table) -> str:
    """SPARQL 1.1 Query Results TSV: ``?name`` header, RDF terms in Turtle syntax."""
    lines = ["\t".join("?" + name for name in table.columns)]
    for row in table.rows:
        lines.append("\t".join(_tsv_term(term) for term in row))
    return "\n".join(lines) + "\n"


_BARE_DATATYPES = {XSD.integer, XSD.decimal, XSD.double, XSD.boolean}


_TSV_ESCAPES = str.maketrans({"\\": "\\\\", '"': '\\"', "\n": "\\n", "\r": "\\r", "\t": "\\t"})


def _tsv_term(term: Node | None) -> str:
    """A term in Turtle syntax on one line (no tab, no newline), as the TSV results format wants."""
    if term is None:
        return ""
    if not isinstance(term, Literal):
        return term.n3()
    if term.datatype in _BARE_DATATYPES and not term.ill_typed:
        return str(term)
    quoted = '"' + str(term).translate(_TSV_ESCAPES) + '"'
    if term.language:
        return f"{quoted}@{term.language}"
    if term.datatype is not None and term.datatype != XSD.string:
        return f"{quoted}^^<{term.datatype}>"
    return quoted


def results_json(table: Table) -> dict[str, Any]:
    """The SPARQL 1.1 Query Results JSON document of a table."""
    bindings = []
    for row in table.rows:
        binding = {}
        for name, term in zip(table.columns, row, strict=True):
            if term is not None:
                binding[name] = _json_term(term)
        bindings.append(binding)
    return {"head": {"vars": list(table.columns)}, "results": {"bindings": bindings}}


def _json_term(term: Node) -> dict[str, str]:
    if isinstance(term, URIRef):
        return {"type": "uri", "value": str(term)}
    if isinstance(term, BNode):
        return {"type": "bnode", "value": str(term)}
    assert isinstance(term, Literal), term
    encoded = {"type": "literal", "value": str(term)}
    if term.language:
        encoded["xml:lang"] = term.language
    elif term.datatype is not None and term.datatype != XSD.string:
        encoded["datatype"] = str(term.datatype)
    return encoded
