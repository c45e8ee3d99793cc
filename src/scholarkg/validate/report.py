"""Validate, the report: SHACL results, each located in a YAML file, line and field, and
the report that groups them by file, in text, JSON or Turtle."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from rdflib import BNode, Graph, Literal, Namespace, URIRef
from rdflib.term import Node

from ..vocab import PREFIXES, RDF

if TYPE_CHECKING:
    pass

SH = Namespace("http://www.w3.org/ns/shacl#")
SKGSH = Namespace("https://w3id.org/scholarkg/shapes#")
SEVERITIES = {SH.Violation: "Violation", SH.Warning: "Warning", SH.Info: "Info"}


# -- results ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Result:
    """One SHACL result, located in the YAML when the graph was built from profiles."""

    severity: str
    message: str
    focus: Node
    path: Node | None
    value: Node | None
    shape: Node
    constraint: Node
    file: str | None = None
    line: int | None = None
    field: str | None = None

    def __str__(self) -> str:
        severity = "" if self.severity == "Violation" else f"{self.severity.lower()}: "
        node = f"{_short(self.focus)}: " + (f"{_short(self.path)}: " if self.path is not None else "")
        if self.file and self.line:
            where = f"{self.file}:{self.line}: " + (f"{self.field}: " if self.field else "")
        elif self.file:  # the file is known, not the place in it: name the node
            where = f"{self.file}: {node}"
        else:
            where = node
        return where + severity + self.message

    def as_json(self) -> dict[str, Any]:
        return {
            "severity": self.severity,
            "message": self.message,
            "file": self.file,
            "line": self.line,
            "field": self.field,
            "focus": str(self.focus),
            "path": None if self.path is None else str(self.path),
            "value": None if self.value is None else str(self.value),
            "shape": str(self.shape),
            "constraint": str(self.constraint),
        }


@dataclass
class Report:
    """The results of one validation, sorted by file, line and field."""

    results: list[Result]
    graphs: int = 1
    strict: bool = False

    def __post_init__(self) -> None:
        # one result per problem as a person reads it: two constraints of one shape that fail on
        # the same value (a pattern and a datatype) say the same thing
        unique = {
            (r.severity, r.message, r.focus, r.path, r.value, r.file, r.line, r.field): r
            for r in sorted(self.results, key=_sort_key, reverse=True)
        }
        self.results = sorted(unique.values(), key=_sort_key)

    def count(self, severity: str) -> int:
        return sum(1 for r in self.results if r.severity == severity)

    @property
    def conforms(self) -> bool:
        """No violations; with ``strict``, no results at all."""
        return not self.results if self.strict else self.count("Violation") == 0

    def summary(self) -> str:
        files = len({r.file for r in self.results if r.file})
        counts = ", ".join(
            _plural(self.count(s), s.lower()) for s in ("Violation", "Warning", "Info") if self.count(s)
        )
        return (
            (counts or "no problems")
            + (f" in {_plural(files, 'file')}" if files else "")
            + (f" ({_plural(self.graphs, 'graph')} checked)")
        )

    def text(self) -> str:
        """One greppable line per result, a blank line between files, then a summary."""
        lines: list[str] = []
        previous: str | None = None
        for result in self.results:
            if lines and result.file != previous:
                lines.append("")
            lines.append(str(result))
            previous = result.file
        return "\n".join([*lines, *([""] if lines else []), self.summary()]) + "\n"

    def json(self) -> str:
        document = {
            "conforms": self.conforms,
            "graphs": self.graphs,
            "violations": self.count("Violation"),
            "warnings": self.count("Warning"),
            "infos": self.count("Info"),
            "results": [r.as_json() for r in self.results],
        }
        return json.dumps(document, indent=2, ensure_ascii=False) + "\n"

    def graph(self) -> Graph:
        """The standard SHACL validation report (sh:conforms follows :attr:`conforms`)."""
        report = Graph()
        report.bind("sh", SH)
        report.bind("skgsh", SKGSH)
        for prefix, namespace in PREFIXES.items():
            report.bind(prefix, namespace)
        root = BNode("report")
        report.add((root, RDF.type, SH.ValidationReport))
        report.add((root, SH.conforms, Literal(self.conforms)))
        for index, result in enumerate(self.results):
            node = BNode(f"result{index + 1}")
            report.add((root, SH.result, node))
            report.add((node, RDF.type, SH.ValidationResult))
            report.add((node, SH.focusNode, result.focus))
            if result.path is not None:
                report.add((node, SH.resultPath, result.path))
            if result.value is not None:
                report.add((node, SH.value, result.value))
            report.add((node, SH.resultSeverity, SH[result.severity]))
            report.add((node, SH.sourceShape, result.shape))
            report.add((node, SH.sourceConstraintComponent, result.constraint))
            report.add((node, SH.resultMessage, Literal(result.message)))
        return report

    def turtle(self) -> str:
        return self.graph().serialize(format="turtle")


def _plural(count: int, word: str) -> str:
    return f"{count} {word}{'' if count == 1 else 's'}"


def _sort_key(result: Result) -> tuple[Any, ...]:
    return (
        result.file is None,
        result.file or "",
        result.line or 0,
        result.field or "",
        str(result.focus),
        str(result.path),
        result.message,
        str(result.shape),
        str(result.constraint),
    )


def _short(node: Node) -> str:
    """A prefixed name for the project's vocabularies, else the IRI in angle brackets."""
    text = str(node)
    for prefix, namespace in PREFIXES.items():
        if text.startswith(str(namespace)) and re.fullmatch(r"[A-Za-z_][\w-]*", text[len(namespace) :]):
            return f"{prefix}:{text[len(namespace) :]}"
    return f"<{text}>" if isinstance(node, URIRef) else text
