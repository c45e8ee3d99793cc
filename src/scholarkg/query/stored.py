"""Query, the stored queries: ``queries/*.rq`` files -> :class:`StoredQuery`, checked SPARQL SELECT.

The stored queries are the ``queries/*.rq`` files (shipped as ``scholarkg.queries``). Each opens
with a comment header that this module reads — title, description, parameters, columns::

    # Academic genealogy
    #
    # For one person, the chain of advisors upwards and of students downwards ...
    #
    # Parameters:
    #   ?person (person): the person whose genealogy is wanted
    #       Example: Zhihao Jia
    #
    # Columns:
    #   ?direction: "advisor" (upwards) or "student" (downwards)

A parameter's attributes are its kind (``person``, ``integer``, ``string`` or ``iri``) and the
flags ``optional`` (may be left out; the query then sees the variable unbound and says in its
``Default:`` line what it does) and ``many`` (may be given several times).
"""

from __future__ import annotations

import difflib
import functools
import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pyparsing import ParseException, ParseResults
from rdflib.plugins.sparql.algebra import translateQuery
from rdflib.plugins.sparql.parser import parseQuery
from rdflib.plugins.sparql.parserutils import CompValue
from rdflib.plugins.sparql.sparql import Query

from .. import resources
from ..errors import DataError, UsageError

if TYPE_CHECKING:
    pass

PARAMETER_KINDS = ("person", "integer", "string", "iri")
PARAMETER_FLAGS = ("optional", "many")


# -- stored queries and their headers ---------------------------------------------------------


@dataclass(frozen=True)
class Parameter:
    """A query parameter: the SPARQL variable ``?name`` bound to the values given for it."""

    name: str
    kind: str
    description: str
    example: str = ""
    default: str = ""
    optional: bool = False
    many: bool = False

    @property
    def signature(self) -> str:
        flags = [flag for flag in PARAMETER_FLAGS if getattr(self, flag)]
        return f"{self.name} ({', '.join([self.kind, *flags])})"


@dataclass(frozen=True)
class Column:
    name: str
    description: str


@dataclass(frozen=True)
class StoredQuery:
    """A SPARQL SELECT query with what its header says about it."""

    name: str
    path: str
    text: str
    title: str = ""
    description: str = ""
    parameters: tuple[Parameter, ...] = ()
    columns: tuple[Column, ...] = ()
    # rdflib's translation of ``text``, kept to run the query without parameters unparsed again
    algebra: Query | None = field(default=None, compare=False, repr=False)

    def parameter(self, name: str) -> Parameter | None:
        return next((p for p in self.parameters if p.name == name), None)

    @functools.cached_property
    def reads_named_graphs(self) -> bool:
        """Whether the query looks into named graphs (``GRAPH``, ``FROM``, ``FROM NAMED``), not
        only at the default graph, which scholarkg makes the union of them."""
        if self.algebra is None:
            return True  # not known: assume it does
        return self.algebra.algebra.get("datasetClause") is not None or _has_graph_pattern(
            self.algebra.algebra
        )


def _has_graph_pattern(node: Any) -> bool:
    if isinstance(node, CompValue):
        return node.name == "Graph" or any(_has_graph_pattern(value) for value in node.values())
    if isinstance(node, list | tuple):
        return any(_has_graph_pattern(value) for value in node)
    return False


_ITEM_RE = re.compile(r"^\?(?P<name>[A-Za-z_][A-Za-z0-9_]*)\s*(?:\((?P<attrs>[^)]*)\))?\s*:\s*(?P<text>.*)$")


def stored_queries() -> list[StoredQuery]:
    """Every query of the shipped ``queries/`` folder, by name."""
    return [_stored(name) for name in stored_query_names()]


def stored_query_names() -> list[str]:
    return [f.name[:-3] for f in resources.files("queries")]


@functools.lru_cache(maxsize=None)
def _stored(name: str) -> StoredQuery:
    file_name = name + ".rq"
    return parse_query_file(resources.read_text("queries", file_name), f"queries/{file_name}", name)


def load_query(name_or_path: str) -> StoredQuery:
    """A stored query by name (a file stem of ``queries/``), or a ``.rq`` file of the user's."""
    names = stored_query_names()
    if name_or_path in names:
        return _stored(name_or_path)
    path = Path(name_or_path)
    if path.is_file():
        try:
            text = path.read_text(encoding="utf-8")
        except UnicodeDecodeError as error:
            raise DataError(f"not UTF-8 text: {error.reason}", path=name_or_path) from None
        return parse_query_file(text, name_or_path, path.stem)
    hint = "no such file" if name_or_path.endswith(".rq") or "/" in name_or_path else "unknown query"
    close = difflib.get_close_matches(name_or_path, names, n=1)
    suggestion = f" (did you mean '{close[0]}'?)" if close else ""
    raise UsageError(
        f"{hint} '{name_or_path}'{suggestion}; stored queries: {', '.join(names)} "
        "(or give the path of a .rq file; {describe_stored_queries} describes them)",
        options=["describe_stored_queries"],
    )


def parse_query_file(text: str, path: str, name: str) -> StoredQuery:
    """Read a query file: its header, and a check that the query is a portable SPARQL SELECT."""
    algebra = check_sparql(text, path)
    return StoredQuery(name, path, text, *_parse_header(text, path), algebra=algebra)


def check_sparql(text: str, path: str) -> Query:
    """Parse a query; errors name the file, line and column. Only SELECT queries are accepted."""
    try:
        tree = parseQuery(text)
    except ParseException as error:
        snippet = error.line.strip()
        raise DataError(
            f"column {error.col}: SPARQL syntax error: {error.msg} (the line reads: {snippet!r})",
            path=path,
            line=error.lineno,
        ) from None
    if tree[1].name != "SelectQuery":
        kind = tree[1].name.removesuffix("Query").upper()
        raise DataError(f"a {kind} query; scholarkg query runs SELECT queries only", path=path)
    declared = {decl.prefix or "" for decl in tree[0] if decl.name == "PrefixDecl"}
    undeclared = sorted(_prefixes_used(tree[1]) - declared)
    if undeclared:
        # rdflib would silently resolve well-known prefixes; a triple store would reject the query
        raise DataError(
            f"prefix '{undeclared[0]}:' is used but not declared; add a PREFIX line so that the "
            f"query runs on any SPARQL store",
            path=path,
            line=_first_line_with(text, undeclared[0] + ":"),
        )
    try:
        return translateQuery(tree)
    except Exception as error:  # rdflib's algebra raises bare Exception for invalid queries
        raise DataError(f"invalid SPARQL query: {error}", path=path) from None


def _prefixes_used(node: Any) -> set[str]:
    """The prefixes of every prefixed name in a parse tree (CompValue dicts, lists, ParseResults)."""
    found: set[str] = set()
    if isinstance(node, list | tuple | ParseResults):  # before Mapping: ParseResults is one too
        for value in node:
            found |= _prefixes_used(value)
    elif isinstance(node, Mapping):
        if getattr(node, "name", None) == "pname":
            found.add(node.get("prefix") or "")
        for value in node.values():
            found |= _prefixes_used(value)
    return found


def _first_line_with(text: str, needle: str) -> int | None:
    for number, line in enumerate(text.splitlines(), 1):
        if (
            needle in line
            and not line.lstrip().upper().startswith("PREFIX")
            and not line.lstrip().startswith("#")
        ):
            return number
    return None


def _parse_header(text: str, path: str) -> tuple[str, str, tuple[Parameter, ...], tuple[Column, ...]]:
    """Title, description, parameters and columns from the leading comment block."""
    lines: list[tuple[int, str]] = []
    for number, raw in enumerate(text.splitlines(), 1):
        if not raw.startswith("#"):
            break
        lines.append((number, raw[2:] if raw.startswith("# ") else raw[1:]))
    title = ""
    paragraph: list[str] = []
    sections: dict[str, list[tuple[int, str]]] = {}
    current: list[tuple[int, str]] | None = None
    for number, line in lines:
        heading = re.match(r"^(Parameters|Columns):\s*(.*)$", line)
        if heading:
            current = sections.setdefault(heading.group(1), [])
            if heading.group(2) and heading.group(2).strip().lower() != "none":
                raise DataError(
                    f"write '{heading.group(1)}:' alone on its line, items below it", path=path, line=number
                )
        elif current is not None:
            if line.strip():
                current.append((number, line))
        elif not title:
            title = line.strip()
        elif line.strip():
            paragraph.append(line.strip())
    parameters = tuple(_parameter(item, path) for item in _items(sections.get("Parameters", []), path))
    columns = tuple(Column(item[1], " ".join(item[3])) for item in _items(sections.get("Columns", []), path))
    return title, " ".join(paragraph), parameters, columns


def _items(lines: list[tuple[int, str]], path: str) -> Iterator[tuple[int, str, str, list[str]]]:
    """(line, name, attributes, text lines) of each ``?name (attributes): text`` item."""
    item: tuple[int, str, str, list[str]] | None = None
    indent = 0
    for number, line in lines:
        match = _ITEM_RE.match(line.strip())
        line_indent = len(line) - len(line.lstrip())
        if match and (item is None or line_indent <= indent):
            if item is not None:
                yield item
            item = (number, match["name"], match["attrs"] or "", [match["text"].strip()])
            indent = line_indent
        elif item is not None and line_indent > indent:
            item[3].append(line.strip())
        else:
            raise DataError(
                f"expected an item '?name: ...' in the header, found {line.strip()!r}", path=path, line=number
            )
    if item is not None:
        yield item


def _parameter(item: tuple[int, str, str, list[str]], path: str) -> Parameter:
    number, name, attrs, text = item
    words = [word.strip() for word in attrs.split(",") if word.strip()]
    if not words or words[0] not in PARAMETER_KINDS:
        raise DataError(
            f"parameter ?{name}: give its kind in parentheses, one of {', '.join(PARAMETER_KINDS)}",
            path=path,
            line=number,
        )
    unknown = [word for word in words[1:] if word not in PARAMETER_FLAGS]
    if unknown:
        raise DataError(
            f"parameter ?{name}: unknown flag '{unknown[0]}' (flags: {', '.join(PARAMETER_FLAGS)})",
            path=path,
            line=number,
        )
    described: list[str] = []
    example = default = ""
    for line in text:
        if line.startswith("Example:"):
            example = line.removeprefix("Example:").strip()
        elif line.startswith("Default:"):
            default = line.removeprefix("Default:").strip()
        elif line:
            described.append(line)
    return Parameter(
        name,
        words[0],
        " ".join(described),
        example,
        default,
        optional="optional" in words,
        many="many" in words,
    )
