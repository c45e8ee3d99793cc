"""Query: a SPARQL SELECT query and parameter values -> a table of RDF terms.

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

Values never become query text. Each one is first made an RDF term — a person's IRI (looked up
by name, alias or IRI), a typed literal, a checked IRI — and the terms are joined in as one
``VALUES`` block written with ``term.n3()``, right after the opening brace of the query's WHERE
clause (:func:`bind`). The stored text is standard SPARQL 1.1 over the default graph, so the same
bound text runs on the embedded graph (:class:`LocalGraph`: rdflib, default graph = union of the
named graphs) and on any SPARQL 1.1 store whose default graph is the union of its named graphs.
"""

from __future__ import annotations

import csv
import difflib
import functools
import io
import itertools
import json
import re
import tempfile
import threading
import urllib.parse
import warnings
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from decimal import Decimal
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol, TypeVar, cast

import pyoxigraph
from pyparsing import ParseException, ParseResults
from rdflib import BNode, Dataset, Literal, URIRef
from rdflib.plugins.sparql import prepareQuery
from rdflib.plugins.sparql.algebra import translateQuery
from rdflib.plugins.sparql.parser import parseQuery
from rdflib.plugins.sparql.parserutils import CompValue
from rdflib.plugins.sparql.sparql import Query
from rdflib.query import ResultRow
from rdflib.term import Identifier, Node

from .. import resources
from ..errors import DataError, EnvironmentProblem, UsageError
from ..mapping import Mapper
from ..names import name_key
from ..ntriples import TriplesOfQuads, drop_graph_terms, graph_block
from ..resolve.resolution import Resolution
from ..vocab import DEFAULT_BASE_IRI, RDF, SDO, XSD

if TYPE_CHECKING:
    from ..pipeline.build import Build

PARAMETER_KINDS = ("person", "integer", "string", "iri")
PARAMETER_FLAGS = ("optional", "many")
RESULT_FORMATS = ("table", "csv", "tsv", "json")
MAX_CELL_WIDTH = 60  # table format only; csv, tsv and json give every value in full

Terms = Mapping[str, Sequence[Identifier]]  # parameter name -> its values as RDF terms

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
        f"(or give the path of a .rq file; 'scholarkg query --list' describes them)"
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


# -- parameters -> RDF terms -> VALUES ----------------------------------------------------------


def parse_param_options(options: Sequence[str]) -> dict[str, list[str]]:
    """``["a=Zhihao Jia", "a=Minjia Zhang"]`` -> ``{"a": ["Zhihao Jia", "Minjia Zhang"]}``."""
    values: dict[str, list[str]] = {}
    for option in options:
        name, equals, value = option.partition("=")
        name = name.strip().lstrip("?")
        if not equals or not re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", name):
            raise UsageError(
                f"--param {option!r}: write --param NAME=VALUE, e.g. --param person='Zhihao Jia'"
            )
        values.setdefault(name, []).append(value.strip())
    return values


def check_params(query: StoredQuery, values: Mapping[str, Sequence[str]]) -> None:
    """Usage errors for unknown, missing or repeated parameters, before any data is read."""
    known = ", ".join(p.signature for p in query.parameters) or "none"
    for name, given in values.items():
        parameter = query.parameter(name)
        if parameter is None:
            raise UsageError(f"query '{query.name}' has no parameter '{name}'; its parameters: {known}")
        if len(given) > 1 and not parameter.many:
            raise UsageError(f"parameter '{name}' of query '{query.name}' takes one value, got {len(given)}")
    missing = [p for p in query.parameters if not p.optional and p.name not in values]
    if missing:
        wanted = " ".join(f"--param {p.name}={_shell_example(p)}" for p in missing)
        raise UsageError(
            f"query '{query.name}' needs {', '.join(p.name for p in missing)}: e.g. {wanted}; "
            f"its parameters: {known}"
        )


def _shell_example(parameter: Parameter) -> str:
    example = parameter.example.split(";")[0].strip() or parameter.kind.upper()
    return f"'{example}'" if " " in example else example


def parse_iri(value: str) -> URIRef:
    """An IRI given on the command line (``<...>`` or bare); a usage error if it is not one."""
    text = value[1:-1] if value.startswith("<") and value.endswith(">") else value
    if not re.fullmatch(r"[A-Za-z][A-Za-z0-9+.-]*:[^<>\"{}|^`\\\x00-\x20]+", text):
        raise UsageError(f"not an IRI: {value!r}")
    return URIRef(text)


def looks_like_iri(value: str) -> bool:
    return value.startswith("<") or bool(re.match(r"^[A-Za-z][A-Za-z0-9+.-]*://", value))


def to_terms(
    query: StoredQuery, values: Mapping[str, Sequence[str]], graph: QueryGraph
) -> dict[str, list[Identifier]]:
    """Each given value as the RDF term its parameter's kind calls for."""
    check_params(query, values)
    terms: dict[str, list[Identifier]] = {}
    for parameter in query.parameters:
        for value in values.get(parameter.name, []):
            terms.setdefault(parameter.name, []).append(_term(parameter, value, graph))
    return terms


def _term(parameter: Parameter, value: str, graph: QueryGraph) -> Identifier:
    where = f"--param {parameter.name}"
    if parameter.kind == "person":
        try:
            return graph.person(value)
        except UsageError as error:
            raise UsageError(error.message, field=where) from None
    if parameter.kind == "integer":
        if not re.fullmatch(r"[+-]?\d{1,18}", value):
            raise UsageError(f"expected a whole number, got {value!r}", field=where)
        return Literal(int(value))
    if parameter.kind == "iri":
        try:
            return parse_iri(value)
        except UsageError as error:
            raise UsageError(error.message, field=where) from None
    return Literal(value)


def bind(query: StoredQuery, terms: Terms) -> str:
    """The query text with the parameters' values joined in as one VALUES block.

    The block goes right after the opening brace of the WHERE clause, on the same line, so line
    numbers stay those of the file. It has a row for every combination of the values given, and
    the terms are written by ``n3()``, which escapes literals and refuses IRIs that are not
    IRIs: a value cannot end the block or add to the query. One block rather than one per
    parameter keeps rdflib's join with the first pattern lazy (bindings pushed into it).

    Where the work happens in a subquery, SPARQL evaluates the subquery for everyone before the
    outer VALUES block picks the rows wanted. A group may therefore ask for the parameters too,
    with a ``# values: ?person`` comment right after its opening brace (on the same line): it
    gets a VALUES block of its own, with the values of the variables it names (those given),
    so that the work is done only for them. The outer block stays, so the answer is the same as
    without these extra blocks, as long as the group binds those variables in every row and is
    joined with the rest (not in an OPTIONAL or NOT EXISTS; in a MINUS only when its other side
    binds them too) — the query's author sees to that. A branch of a UNION may ask likewise.
    """
    given = {name: list(values) for name, values in terms.items() if values}
    if not given:
        return query.text
    text = query.text
    inner = []
    for match in _VALUES_MARK_RE.finditer(text):
        names = [name for name in re.findall(r"\?([A-Za-z_][A-Za-z0-9_]*)", match["names"]) if name in given]
        if names:
            inner.append((match.start("brace"), _values_block({name: given[name] for name in names})))
    where = where_brace(text)
    for offset, block in sorted([(where, _values_block(given)), *inner], reverse=True):
        text = f"{text[: offset + 1]} {block} {text[offset + 1 :]}"
    return text


_VALUES_MARK_RE = re.compile(r"(?P<brace>\{)[ \t]*\#[ \t]*values:(?P<names>[^\n]*)")


def _values_block(given: Mapping[str, Sequence[Identifier]]) -> str:
    """``VALUES (?a ?b) { (...) (...) }``: a row for every combination of the values given."""
    rows = " ".join(f"({' '.join(term.n3() for term in row)})" for row in itertools.product(*given.values()))
    return f"VALUES ({' '.join('?' + name for name in given)}) {{ {rows} }}"


_TOKEN_RE = re.compile(
    r"""(?P<skip>\#[^\n]*
           |\"\"\"(?:[^"\\]|\\.|"(?!""))*\"\"\" | '''(?:[^'\\]|\\.|'(?!''))*'''
           |"(?:[^"\\\n]|\\.)*" | '(?:[^'\\\n]|\\.)*'
           |<[^<>"{}|^`\\\x00-\x20]*>)
      |(?P<open>[({])|(?P<close>[)}])""",
    re.VERBOSE,
)


def where_brace(text: str) -> int:
    """Offset of the ``{`` that opens the WHERE clause of a SELECT query.

    It is the first brace outside comments, strings, IRIs and parentheses (the SELECT clause
    may hold ``EXISTS { }`` only inside parentheses).
    """
    depth = 0
    for match in _TOKEN_RE.finditer(text):
        if match["open"]:
            if match["open"] == "{" and depth == 0:
                return match.start()
            depth += 1
        elif match["close"]:
            depth -= 1
    raise ValueError("no WHERE clause")  # check_sparql accepted the query, so this is a bug


# -- where queries run --------------------------------------------------------------------------


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


class QueryGraph(Protocol):
    """Where queries run: the embedded graph, or a SPARQL endpoint.

    ``select`` runs a query with its parameters bound to RDF terms; a remote graph sends
    ``bind(query, terms)``, the text with VALUES blocks.
    """

    def select(self, query: StoredQuery, terms: Terms) -> Table: ...

    def person(self, value: str) -> URIRef: ...


class LocalGraph:
    """The embedded rdflib graph of a build, queried with the union of its named graphs as default."""

    def __init__(
        self, dataset: Dataset, resolution: Resolution | None = None, base_iri: str = DEFAULT_BASE_IRI
    ) -> None:
        self.dataset = dataset
        self.union = Dataset(store=dataset.store, default_union=True)
        self.resolution = resolution
        self.base_iri = base_iri

    @classmethod
    def of(cls, result: Build) -> LocalGraph:
        return cls(result.dataset, result.resolution, result.base_iri)

    @classmethod
    def of_folder(cls, data_dir: str | Path, base_iri: str = DEFAULT_BASE_IRI) -> LocalGraph:
        """The data folder's streamed N-Quads export, parsed by rdflib: the reference engine gets
        its graph from the same pipeline as every other command."""
        from ..pipeline.stream import export_nquads

        with tempfile.TemporaryDirectory(prefix="scholarkg-") as scratch:
            export = Path(scratch) / "export.nq"
            with open(export, "wb") as out:
                report = export_nquads(data_dir, out, base_iri)
            dataset = Dataset()
            with warnings.catch_warnings():  # rdflib's N-Quads parser calls what rdflib deprecates
                warnings.simplefilter("ignore", DeprecationWarning)
                dataset.parse(str(export), format="nquads")
        return cls(dataset, report.resolution, base_iri)

    def select(self, query: StoredQuery, terms: Terms) -> Table:
        text = bind(query, terms)
        prepared = query.algebra if text is query.text and query.algebra is not None else prepareQuery(text)
        with warnings.catch_warnings():
            # rdflib's SPARQL engine calls Dataset methods that rdflib itself deprecates
            warnings.simplefilter("ignore", DeprecationWarning)
            try:
                result = self.union.query(prepared)
                rows = [tuple(cast(ResultRow, row)) for row in result]  # evaluated while iterating
            except OSError as error:  # a SERVICE call that failed
                from ..store.protocol import printable

                reason = str(getattr(error, "reason", error))
                raise EnvironmentProblem(f"the query failed: {printable(reason)}", path=query.path) from None
        return Table([str(v) for v in result.vars or []], rows)  # type: ignore[arg-type]

    def person(self, value: str) -> URIRef:
        """A person's IRI from an IRI, an id, or a name or alias matched like the profiles match names."""
        return person_in(self, value, self.resolution, self.base_iri)

    def has_person(self, iri: URIRef) -> bool:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", DeprecationWarning)  # as in select()
            return (iri, RDF.type, SDO.Person) in self.union


def person_in(
    graph: LocalGraph | OxigraphGraph, value: str, resolution: Resolution | None, base_iri: str
) -> URIRef:
    """A person's IRI in an embedded graph: from an IRI, an id, or a name or alias, matched like
    the profiles match names where the build's resolution is at hand (by SPARQL where not)."""
    value = value.strip()
    if looks_like_iri(value):
        iri = parse_iri(value)
        if not graph.has_person(iri):
            raise UsageError(f"no person <{iri}> in the graph")
        return iri
    if resolution is None:
        return find_person(graph, value)
    people = resolution.people
    try:
        person_id = resolution.person(value)
    except KeyError:  # an id-like value that is no profile or registry id: maybe a plain name's id
        person_id = value
    if person_id not in people:
        names = sorted({person.name for person in people.values()})
        close = difflib.get_close_matches(value, names, n=1, cutoff=0.7)
        suggestion = f" (did you mean '{close[0]}'?)" if close else ""
        raise UsageError(f"no person named '{value}'{suggestion}")
    return Mapper(resolution, base_iri).person_id(person_id)


def from_oxigraph(term: Any) -> Node | None:
    """A pyoxigraph term as the rdflib term it stands for."""
    if term is None:
        return None
    if isinstance(term, pyoxigraph.NamedNode):
        return URIRef(term.value)
    if isinstance(term, pyoxigraph.BlankNode):
        return BNode(term.value)
    if term.language:
        return Literal(term.value, lang=term.language)
    datatype = term.datatype.value
    return Literal(term.value, datatype=None if datatype == str(XSD.string) else URIRef(datatype))


def oxigraph_store(nquads: bytes | Path, named_graphs: bool = True) -> pyoxigraph.Store:
    """An in-memory pyoxigraph store of an N-Quads export: its named graphs, and their union
    as the default graph, which the stored queries read. With ``named_graphs=False``, the union
    only, for queries that read nothing else. At 10k profiles that store loads in 58 s from
    N-Quads (26 s from N-Triples, as :meth:`OxigraphGraph.of_folder` does) instead of ~120 s,
    holds a third of the memory, and scans the default graph up to twice as fast: an in-memory
    store walks the named graphs' copies of a statement too.

    The union is stored, deduplicated, rather than asked for with ``use_default_graph_as_union``:
    Oxigraph's union matches a triple once for every graph that states it. A venue's name is
    stated in every profile graph with a paper there (9,000 times in 10k profiles), so joins on
    shared nodes were that much slower, and queries without DISTINCT gave repeated rows.

    The union is bulk-loaded a second time from the same lines without their graph terms (a
    store holds each triple once). ``INSERT { ?s ?p ?o } WHERE { GRAPH ?g { ?s ?p ?o } }`` did
    the same but held every triple of the update in memory first.
    """
    store = pyoxigraph.Store()
    if isinstance(nquads, Path):
        if named_graphs:
            store.bulk_load(path=str(nquads), format=pyoxigraph.RdfFormat.N_QUADS)
        with io.BufferedReader(TriplesOfQuads(nquads), 1 << 22) as triples:
            store.bulk_load(triples, format=pyoxigraph.RdfFormat.N_TRIPLES)
    else:
        if named_graphs:
            store.bulk_load(nquads, format=pyoxigraph.RdfFormat.N_QUADS)
        store.bulk_load(drop_graph_terms(nquads), format=pyoxigraph.RdfFormat.N_TRIPLES)
    return store


class OxigraphGraph:
    """The graph in an embedded pyoxigraph store: 10-30x faster SPARQL than rdflib (FACTS.md),
    same answers (tested on every stored query). :meth:`of_folder` fills it from the streamed
    export, so no rdflib graph is ever built: a large corpus costs the store's memory only."""

    def __init__(
        self,
        store: pyoxigraph.Store,
        resolution: Resolution | None = None,
        base_iri: str = DEFAULT_BASE_IRI,
        named_graphs: bool = True,
    ) -> None:
        self.store = store
        self.resolution = resolution
        self.base_iri = base_iri
        self.named_graphs = named_graphs  # False: the store holds only their union

    @classmethod
    def of(cls, result: Build, named_graphs: bool = True) -> OxigraphGraph:
        store = oxigraph_store(b"".join(graph_block(g.iri, g.triples) for g in result.graphs), named_graphs)
        return cls(store, result.resolution, result.base_iri, named_graphs)

    @classmethod
    def of_folder(
        cls,
        data_dir: str | Path,
        base_iri: str = DEFAULT_BASE_IRI,
        named_graphs: bool = True,
        cache_dir: str | Path | None = None,
    ) -> OxigraphGraph:
        """The data folder's export, streamed to a scratch file and bulk-loaded: N-Quads, or
        N-Triples when only the union is wanted (less than half the bytes to write and read).
        With ``cache_dir``, the export reuses the graphs an earlier export, load or query left
        there (see :func:`scholarkg.pipeline.stream.export_nquads`)."""
        from ..pipeline.stream import export_nquads

        with tempfile.TemporaryDirectory(prefix="scholarkg-") as scratch:
            export = Path(scratch) / "export"
            with open(export, "wb") as out:
                report = export_nquads(data_dir, out, base_iri, cache_dir=cache_dir, quads=named_graphs)
            if named_graphs:
                store = oxigraph_store(export)
            else:  # the N-Triples export is the union already (the store keeps each triple once)
                store = pyoxigraph.Store()
                store.bulk_load(path=str(export), format=pyoxigraph.RdfFormat.N_TRIPLES)
        return cls(store, report.resolution, base_iri, named_graphs)

    def select(self, query: StoredQuery, terms: Terms) -> Table:
        if not self.named_graphs and query.reads_named_graphs:
            raise ValueError(f"{query.name} reads named graphs, and this store holds only their union")
        try:
            solutions = self.store.query(bind(query, terms))
        except SyntaxError as error:
            raise DataError(f"SPARQL syntax error: {error}", path=query.path) from None
        assert isinstance(solutions, pyoxigraph.QuerySolutions), "parse_query_file admits SELECT queries only"
        failure = None
        try:
            names = [variable.value for variable in solutions.variables]
            rows = [tuple(from_oxigraph(solution[name]) for name in names) for solution in solutions]
        except OSError as error:  # a SERVICE call that failed, or the store's own reading
            failure = str(error)
        # pyoxigraph's results must be dropped by the thread that made them (queries run in one
        # of their own, see within): nothing may keep them alive, an exception's frames included
        del solutions
        if failure is not None:
            from ..store.protocol import printable

            raise EnvironmentProblem(f"the query failed: {printable(failure)}", path=query.path)
        return Table(names, rows)

    def person(self, value: str) -> URIRef:
        """A person's IRI from an IRI, an id, or a name or alias matched like the profiles match names."""
        return person_in(self, value, self.resolution, self.base_iri)

    def has_person(self, iri: URIRef) -> bool:
        typed = self.store.quads_for_pattern(
            pyoxigraph.NamedNode(str(iri)),
            pyoxigraph.NamedNode(str(RDF.type)),
            pyoxigraph.NamedNode(str(SDO.Person)),
        )
        return next(typed, None) is not None


class RemoteGraph:
    """A SPARQL 1.1 query endpoint, over the protocol's POST form; credentials from the environment.

    The stored queries read the default graph as the union of the named graphs, which not every
    store makes it (Oxigraph does only when started with ``--union-default-graph``). Before the
    first query the store is probed once (:meth:`dataset`), and a store whose default graph is
    not that union is asked for it: with Oxigraph's ``union-default-graph`` request parameter,
    else with the SPARQL 1.1 protocol's ``default-graph-uri``/``named-graph-uri`` listing every
    named graph. A store that honours neither is an environment problem, never an empty answer.
    """

    def __init__(self, endpoint: str, timeout: float = 60.0, dataset: RemoteDataset | None = None) -> None:
        """``dataset``: how to ask for the union of the named graphs, if known (else probed)."""
        from ..store.protocol import Credentials, check_url

        check_url(endpoint, "--endpoint")
        self.endpoint = endpoint
        self.timeout = timeout
        self.credentials = Credentials.from_environment()
        self._dataset = dataset

    def select(self, query: StoredQuery, terms: Terms) -> Table:
        # a query that names its own dataset (FROM, FROM NAMED) gets it, not ours
        own_dataset = query.algebra is not None and query.algebra.algebra.get("datasetClause") is not None
        parameters = () if own_dataset else self.dataset().parameters
        answer = self._send(bind(query, terms), "SELECT", parameters, query.path)
        names = list(answer["head"].get("vars", []))
        rows = [
            tuple(_from_json(binding.get(name)) for name in names)
            for binding in answer["results"]["bindings"]
        ]
        return Table(names, rows)

    def dataset(self) -> RemoteDataset:
        """How this store's queries see the union of its named graphs (probed once)."""
        if self._dataset is None:
            self._dataset = self._probe_dataset()
        return self._dataset

    def _probe_dataset(self) -> RemoteDataset:
        from ..errors import EnvironmentProblem

        if not self._ask(_PERSON_MISSING_FROM_DEFAULT, ()):
            if self._ask(_ANY_PERSON, ()):
                return RemoteDataset((), "the store's default graph")
            raise EnvironmentProblem(
                f"the store at {self.endpoint} holds no person in any graph: nothing for the queries to read "
                "(load the graph first: scholarkg load)"
            )
        for candidate in (lambda: OXIGRAPH_UNION, self._listed):  # the listing scans every quad: last
            try:
                dataset = candidate()
                if not self._ask(_PERSON_MISSING_FROM_DEFAULT, dataset.parameters):
                    return dataset
            except EnvironmentProblem:
                continue  # a store may refuse a parameter it does not know: try the next way
        raise EnvironmentProblem(
            f"the default graph of {self.endpoint} is not the union of its named graphs, and the store "
            "honours neither Oxigraph's union-default-graph parameter nor a dataset given with "
            "default-graph-uri, so the queries would answer from part of the data; make the default "
            "graph the union (Fuseki: tdb:unionDefaultGraph true; see docs/triple-stores.md)"
        )

    def _listed(self) -> RemoteDataset:
        answer = self._send(_NAMED_GRAPHS, "SELECT", (), "")
        return listed_dataset([row["g"]["value"] for row in answer["results"]["bindings"]])

    def _ask(self, text: str, parameters: Sequence[tuple[str, str]]) -> bool:
        return bool(self._send(text, "ASK", parameters, "")["boolean"])

    def _send(
        self, text: str, query_type: str, parameters: Sequence[tuple[str, str]], path: str
    ) -> dict[str, Any]:
        """POST the query by the SPARQL 1.1 protocol, with the store module's client: its rules on
        credentials (never to another origin), time limits and what of an answer is printed."""
        from ..errors import EnvironmentProblem
        from ..store.protocol import HttpClient, Settings, StoreRejected, StoreUnreachable, UnreadableAnswer

        try:
            with HttpClient(Settings(timeout=self.timeout, retries=1), self.credentials) as client:
                return client.query(self.endpoint, text, parameters)
        except StoreRejected as rejected:
            if rejected.status in (401, 403):
                raise EnvironmentProblem(
                    f"the store at {self.endpoint} refused the credentials "
                    "(check SCHOLARKG_USER and SCHOLARKG_PASSWORD)"
                ) from None
            if rejected.status == 400 and query_type == "SELECT" and path:
                raise DataError(f"the store rejected the query: {rejected.detail}", path=path) from None
            raise EnvironmentProblem(
                f"the SPARQL endpoint {self.endpoint} answered HTTP {rejected.status}: {rejected.detail}"
            ) from None
        except UnreadableAnswer as error:
            raise EnvironmentProblem(f"the SPARQL endpoint {error}") from None
        except StoreUnreachable as error:
            raise EnvironmentProblem(f"cannot reach the SPARQL endpoint {error}") from None

    def person(self, value: str) -> URIRef:
        value = value.strip()
        if looks_like_iri(value):
            return parse_iri(value)
        return find_person(self, value)


@dataclass(frozen=True)
class RemoteDataset:
    """The protocol parameters that make a store's default graph the union of its named graphs."""

    parameters: tuple[tuple[str, str], ...]
    how: str


OXIGRAPH_UNION = RemoteDataset((("union-default-graph", ""),), "Oxigraph's union-default-graph parameter")


def listed_dataset(graphs: Sequence[str]) -> RemoteDataset:
    """The SPARQL 1.1 protocol's dataset of these graphs: their merge as the default graph, and
    each as a named graph (for queries with ``GRAPH``)."""
    listed = [("default-graph-uri", g) for g in graphs] + [("named-graph-uri", g) for g in graphs]
    return RemoteDataset(tuple(listed), f"the {len(graphs)} named graphs listed as the dataset")


# A sample of the people of the named graphs, of whom one is missing from the default graph:
# then the default graph is not the union (bounded, so that a large store answers at once)
_PERSON_MISSING_FROM_DEFAULT = """PREFIX schema: <https://schema.org/>
ASK { { SELECT ?person WHERE { GRAPH ?g { ?person a schema:Person } } LIMIT 1000 }
      FILTER NOT EXISTS { ?person a schema:Person } }"""
_ANY_PERSON = "PREFIX schema: <https://schema.org/>\nASK { ?person a schema:Person }"
_NAMED_GRAPHS = "SELECT DISTINCT ?g WHERE { GRAPH ?g { ?s ?p ?o } }"


def _from_json(value: dict[str, str] | None) -> Node | None:
    """A term of the SPARQL 1.1 results JSON as an rdflib term."""
    if value is None:
        return None
    if value["type"] == "uri":
        return URIRef(value["value"])
    if value["type"] == "bnode":
        return BNode(value["value"])
    if "xml:lang" in value:
        return Literal(value["value"], lang=value["xml:lang"])
    datatype = value.get("datatype")
    text = value["value"]
    if datatype == str(XSD.boolean) and text in ("1", "0"):
        text = "true" if text == "1" else "false"  # Virtuoso writes xsd:boolean values as 1 and 0
    return Literal(text, datatype=URIRef(datatype) if datatype and datatype != str(XSD.string) else None)


def _rdflib_graph(
    data_dir: str | Path, query: StoredQuery | None = None, cache_dir: str | Path | None = None
) -> LocalGraph:
    assert cache_dir is None, "run_query refuses --cache here: this engine builds every graph anew"
    return LocalGraph.of_folder(data_dir)  # every graph, whatever the query reads


def _oxigraph_graph(
    data_dir: str | Path, query: StoredQuery, cache_dir: str | Path | None = None
) -> OxigraphGraph:
    # the named graphs only for a query that reads them: the union alone loads ~4x faster
    return OxigraphGraph.of_folder(data_dir, named_graphs=query.reads_named_graphs, cache_dir=cache_dir)


# engine -> how it opens a data folder for a query (with the export's cache, if it can use one)
ENGINES: dict[str, Callable[[str | Path, StoredQuery, str | Path | None], LocalGraph | OxigraphGraph]] = {
    "oxigraph": _oxigraph_graph,
    "rdflib": _rdflib_graph,
}


FIND_PERSON = "find-person"


def find_person(graph: QueryGraph, value: str) -> URIRef:
    """A person's IRI by a SPARQL lookup of names and aliases (for graphs without a resolution).

    The query compares names ignoring case and punctuation; the match is then confirmed with
    the key the profiles use (which also ignores accents).
    """
    # typed xsd:string, the same RDF term as a plain literal (find-person compares STR(?name)):
    # Virtuoso 7.2 garbles characters beyond ASCII in a plain literal of a VALUES block
    found = graph.select(load_query(FIND_PERSON), {"name": [Literal(value, datatype=XSD.string)]})
    wanted = name_key(value)
    people = sorted(
        {
            person
            for person, known_as, _ in found.rows
            if isinstance(person, URIRef) and name_key(str(known_as)) == wanted
        }
    )
    if len(people) == 1:
        return people[0]
    if not people:
        raise UsageError(f"no person named '{value}'")
    raise UsageError(
        f"'{value}' names {len(people)} people: {', '.join(f'<{p}>' for p in people)} (give the IRI)"
    )


def run(
    query: StoredQuery, values: Mapping[str, Sequence[str]], graph: QueryGraph, timeout: float | None = None
) -> Table:
    """Bind the parameter values as RDF terms and run the query, for at most ``timeout`` seconds."""
    return within(timeout, lambda: graph.select(query, to_terms(query, values, graph)))


DEFAULT_TIMEOUT = 300.0  # seconds; the slowest stored query over 10k profiles takes about a minute


class QueryTimeout(EnvironmentProblem):
    """A query ran past its time limit."""


T = TypeVar("T")


def within(seconds: float | None, work: Callable[[], T]) -> T:
    """``work()``, given up after ``seconds``.

    The work runs in a daemon thread and this one waits: pyoxigraph lets go of the GIL while it
    evaluates, rdflib at every switch interval, so the wait ends on time and Ctrl-C stops it at
    once. The abandoned thread ends with the process."""
    if seconds is None:
        return work()
    outcome: dict[str, Any] = {}

    def target() -> None:
        try:
            outcome["value"] = work()
        except BaseException as error:  # noqa: BLE001 - handed to the waiting thread as it is
            outcome["error"] = error

    thread = threading.Thread(target=target, name="scholarkg-query", daemon=True)
    thread.start()
    thread.join(seconds)
    if thread.is_alive():
        raise QueryTimeout(f"the query did not finish within {seconds:g} s")
    if "error" in outcome:
        raise outcome["error"]
    return outcome["value"]


def service_calls(query: StoredQuery) -> list[Node]:
    """The services a query calls (``SERVICE <iri>`` or ``SERVICE ?var``), in order."""
    found: list[Node] = []

    def walk(node: Any) -> None:
        if isinstance(node, CompValue):
            if node.name == "ServiceGraphPattern":
                found.append(node["term"])
            for value in node.values():
                walk(value)
        elif isinstance(node, list | tuple):
            for value in node:
                walk(value)

    walk((query.algebra or check_sparql(query.text, query.path)).algebra)
    return found


def check_offline(query: StoredQuery, allow_service: bool) -> None:
    """Embedded queries run offline: a ``SERVICE`` call is refused unless the user allows it,
    and even then only an http(s) service named by an IRI (never ``file:``, never a variable)."""
    for term in service_calls(query):
        if not allow_service:
            raise UsageError(
                f"the query calls SERVICE {term.n3()}, and queries on --data run offline; "
                "allow it with --allow-service",
                path=query.path,
            )
        if not isinstance(term, URIRef) or urllib.parse.urlsplit(str(term)).scheme not in ("http", "https"):
            raise UsageError(
                f"SERVICE {term.n3()}: only http(s) services named by an IRI can be called", path=query.path
            )


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


# -- what the command line calls ------------------------------------------------------------------


def describe_stored_queries() -> str:
    """The ``--list`` text: each stored query's name, title and parameters (from the headers only)."""
    rows: list[tuple[Node | None, ...]] = []
    for name in stored_query_names():
        path = f"queries/{name}.rq"
        title, _, parameters, _ = _parse_header(resources.read_text("queries", name + ".rq"), path)
        rows.append(
            (Literal(name), Literal(title), Literal(", ".join(p.signature for p in parameters) or "-"))
        )
    return render_table(Table(["query", "title", "parameters"], rows), row_count=False, max_width=None)


def run_query(
    name_or_path: str | None,
    params: Sequence[str],
    data_dir: str | Path = "data",
    result_format: str = "table",
    engine: str = "oxigraph",
    endpoint: str | None = None,
    cache_dir: str | Path | None = None,
    timeout: float = DEFAULT_TIMEOUT,
    allow_service: bool = False,
) -> str:
    """``scholarkg query``: load the query, check the parameters, build the graph, run, render.

    The graph is the embedded one of ``data_dir`` (engine ``oxigraph`` or ``rdflib``), or the
    store behind ``endpoint``. ``cache_dir`` keeps the oxigraph engine's mapped profiles between
    runs, as ``export --cache`` does. The query runs for at most ``timeout`` seconds; on the
    embedded graph it calls no ``SERVICE`` unless ``allow_service``."""
    if cache_dir is not None and (endpoint or engine != "oxigraph"):
        raise UsageError(
            "--cache speeds up building the embedded graph of --data with the oxigraph engine; "
            "it does nothing with --endpoint or --engine rdflib"
        )
    if not name_or_path:
        raise UsageError(
            f"give a query name or a .rq file (stored queries: {', '.join(stored_query_names())}), "
            f"or --list to describe them"
        )
    query = load_query(name_or_path)
    values = parse_param_options(params)
    check_params(query, values)
    if not endpoint:
        check_offline(query, allow_service)
    graph: QueryGraph = (
        RemoteGraph(endpoint, timeout) if endpoint else ENGINES[engine](data_dir, query, cache_dir)
    )
    return render(run(query, values, graph, timeout), result_format)
