"""Validate: a built graph (or any RDF graph) -> a :class:`Report` of SHACL results.

The shapes in ``shapes/`` are run by pySHACL. Results are read from pySHACL's results graph
(focus node, path, value, message, severity) and, for a graph built from profiles, traced back
through ``Build.origins`` to the YAML file, line and field the offending node came from::

    data/profiles/jiarui-fang.yaml:56: education[1].end: 2014 is before start (2015)

Two ways to validate:

- :func:`validate_build` checks each named graph of a build on its own -- the registry graph and
  one graph per profile -- so that every result is about one source and points into its file.
  The graphs are packed into chunks, each validated in one go, in parallel over the machine's
  cores; two graphs share a chunk only if they describe no common node that a class-targeted
  shape counts (a publication both list), so packing never changes a result.
- :func:`validate_graph` / :func:`validate_file` check any RDF graph as a whole, e.g. an export
  or a store's dump; results then name IRIs. Only here do the shapes of ``conflicts.ttl`` run.

The shapes fall into groups, each run by the engine that suits it on the triples it reads:
core constraints by pySHACL over rdflib; shapes with a SPARQL target by pySHACL over a
pyoxigraph store, whose SPARQL is some 30 times faster; ``links.ttl`` (the class of the node at
the other end of a link) over rdflib again, with the ``rdf:type`` of the linked nodes added from
all graphs; ``ontology-terms.ttl`` with the ontology mixed in (pySHACL's ``ont_graph``).
docs/validation.md explains why, and measures it.
"""

from __future__ import annotations

import contextlib
import functools
import gc
import json
import multiprocessing
import re
from collections import defaultdict
from collections.abc import Callable, Collection, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast
from urllib.parse import quote

import pyoxigraph
import pyshacl
from rdflib import BNode, Dataset, Graph, Literal, Namespace, URIRef, plugin
from rdflib.plugins.sparql.algebra import translateQuery
from rdflib.plugins.sparql.parser import parseQuery
from rdflib.plugins.sparql.processor import SPARQLProcessor
from rdflib.query import Processor
from rdflib.term import Node

from .. import resources
from ..errors import DataError, GraphRefused, UsageError
from ..export.formats import format_for_path
from ..mapping import PERSON_TYPES, Mapper, NamedGraph, Origin
from ..ntriples import triple_lines
from ..pipeline.workers import ordered_map, worker_count
from ..profiles.corpus import (
    ORGANIZATIONS_FILE_NAME,
    PEOPLE_FILE_NAME,
    PROFILES_DIR,
    Corpus,
    Profile,
    RegistryEntry,
)
from ..resolve.resolution import Resolution, person_refs
from ..vocab import DEFAULT_BASE_IRI, FOAF, PREFIXES, RDF, SDO, SKG

if TYPE_CHECKING:
    from ..pipeline.build import Build
    from ..pipeline.stream import ProfileRecords

SH = Namespace("http://www.w3.org/ns/shacl#")
# str's own == on the IRI's text: rdflib's __eq__ is a Python call, ten times slower
_is_rdf_type = str(RDF.type).__eq__
SKGSH = Namespace("https://w3id.org/scholarkg/shapes#")
SEVERITIES = {SH.Violation: "Violation", SH.Warning: "Warning", SH.Info: "Info"}
LINK_SHAPES = "links.ttl"
TERM_SHAPES = "ontology-terms.ttl"
CONFLICT_SHAPES = "conflicts.ttl"  # run on whole graphs only: per graph they cannot fire
PREFIX_FILE = "prefixes.ttl"
# Profiles per pySHACL call: large enough that the fixed cost of a call (about 1 ms per shape)
# vanishes, small enough to spread the work over the cores.
CHUNK_SIZE = 100
REGISTRY_SLICE = 50_000  # triples of the registry graph validated at a time

Triple = tuple[Node, Node, Node]
Types = Mapping[Node, Collection[Node]]  # node -> its classes, in whichever graphs say so


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


# -- the shapes ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class Shapes:
    """The shipped shapes, grouped by what each group reads and which engine runs it best."""

    core: Graph  # core constraints: pySHACL over rdflib, where its node-by-node access is fast
    queries: Graph  # shapes with a SPARQL target: pySHACL over pyoxigraph, 30x faster at SPARQL
    link_core: Graph  # links.ttl, core constraints: rdflib, plus the classes of linked nodes
    link_queries: Graph  # links.ttl, SPARQL targets: pyoxigraph, plus the classes of linked nodes
    terms: Graph  # ontology-terms.ttl: needs the ontology mixed in
    conflicts: Graph  # conflicts.ttl: where several sources meet, i.e. on whole graphs
    ontology: Graph
    read: frozenset[Node]  # the properties the rdflib groups read (paths, targets, rdf:type)
    read_classes: frozenset[Node]  # the classes the rdflib groups target: the rdf:type triples they read
    read_whole: frozenset[Node]  # the same with conflicts.ttl, for whole graphs
    read_classes_whole: frozenset[Node]
    core_links: frozenset[Node]  # the link properties of link_core: their nodes' classes are added
    query_links: frozenset[Node]  # the same for link_queries
    counted_classes: frozenset[Node]  # classes of sh:targetClass: nodes no two chunked graphs share
    targets: dict[Node, frozenset[tuple[Node, Node]]]  # shape -> its core targets: (sh:targetClass, C), ...


@functools.cache
def load_shapes() -> Shapes:
    """Parse the shipped shapes and ontology once per process."""
    files = {"main": Graph(), "links": Graph(), "terms": Graph(), "conflicts": Graph()}
    for source in resources.files("shapes"):
        text = source.read_text(encoding="utf-8")
        names = {
            LINK_SHAPES: ["links"],
            TERM_SHAPES: ["terms"],
            CONFLICT_SHAPES: ["conflicts"],
            PREFIX_FILE: list(files),
        }
        for name in names.get(source.name, ["main"]):
            files[name].parse(data=text, format="turtle", publicID=f"scholarkg:shapes/{source.name}")

    def split(shapes: Graph) -> tuple[Graph, Graph]:
        """Shapes without and with a SPARQL target, each with what they need."""
        tops = {s for kind in (SH.NodeShape, SH.PropertyShape) for s in shapes.subjects(RDF.type, kind)}
        tops = {s for s in tops if isinstance(s, URIRef)}
        with_query = {s for s in tops if (s, SH.target, None) in shapes}
        return _closure(shapes, tops - with_query), _closure(shapes, with_query | {SKGSH[""]})

    def read_by(shapes: Graph) -> set[Node]:
        return {
            o for p in (SH.path, SH.targetSubjectsOf, SH.targetObjectsOf) for o in shapes.objects(None, p)
        }

    core, queries = split(files["main"])
    link_core, link_queries = split(files["links"])
    ontology = Graph().parse(data=resources.ontology_turtle(), format="turtle")
    counted = {o for g in files.values() for o in g.objects(None, SH.targetClass)}
    targets: dict[Node, set[tuple[Node, Node]]] = defaultdict(set)
    for group in files.values():
        for kind in (SH.targetClass, SH.targetSubjectsOf, SH.targetObjectsOf):
            for shape, node in group.subject_objects(kind):
                targets[shape].add((kind, node))
    # conflicts.ttl reads every authorship's author and class, 2 of its 5 triples: only whole
    # graphs need them in rdflib (8 us a triple), graph by graph the SPARQL groups check them
    read = read_by(core) | read_by(link_core) | {RDF.type}
    read_classes = {o for g in (core, link_core) for o in g.objects(None, SH.targetClass)}
    read_whole = read | read_by(files["conflicts"])
    read_classes_whole = read_classes | set(files["conflicts"].objects(None, SH.targetClass))
    return Shapes(
        core,
        queries,
        link_core,
        link_queries,
        files["terms"],
        files["conflicts"],
        ontology,
        frozenset(read),
        frozenset(read_classes),
        frozenset(read_whole),
        frozenset(read_classes_whole),
        frozenset(read_by(link_core)),
        frozenset(read_by(link_queries)),
        frozenset(counted),
        {shape: frozenset(pairs) for shape, pairs in targets.items()},
    )


def _closure(shapes: Graph, roots: Iterable[Node]) -> Graph:
    """The triples of some shapes and of the blank nodes below them, as a shapes graph of its own."""
    into = Graph()
    todo, seen = list(roots), set()
    while todo:
        node = todo.pop()
        if node in seen:
            continue
        seen.add(node)
        for p, o in shapes.predicate_objects(node):
            into.add((node, p, o))
            if isinstance(o, BNode):
                todo.append(o)
    return into


# -- running pySHACL ----------------------------------------------------------------------------


@functools.lru_cache(maxsize=256)
def _translated(text: str, base: str | None, namespaces: tuple[tuple[str, Any], ...]) -> Any:
    return translateQuery(parseQuery(text), base, dict(namespaces))


class _CachingSPARQLProcessor(SPARQLProcessor):
    """rdflib's SPARQL processor, parsing each query text once.

    pySHACL hands rdflib the text of a SPARQL query on every call (for a SPARQL constraint, once
    per focus node), and parsing it costs 10-100 ms, far more than running it.
    """

    def query(  # type: ignore[override]
        self,
        strOrQuery: Any,
        initBindings: Any = None,
        initNs: Any = None,
        base: str | None = None,
        DEBUG: bool = False,
    ) -> Any:
        if isinstance(strOrQuery, str):
            strOrQuery = _translated(strOrQuery, base, tuple(sorted((initNs or {}).items())))
        return super().query(strOrQuery, initBindings, initNs, base, DEBUG)


@contextlib.contextmanager
def _parsed_once() -> Iterator[None]:
    plugin.register("sparql", Processor, __name__, "_CachingSPARQLProcessor")
    try:
        yield
    finally:
        plugin.register("sparql", Processor, "rdflib.plugins.sparql.processor", "SPARQLProcessor")


# A result before it is located: severity, message, focus, path, value, shape, constraint.
Raw = tuple[str, str, Node, Node | None, Node | None, Node, Node]


def _run(
    shapes: Graph, data: Graph | pyoxigraph.Store, ontology: Graph | None = None, advanced: bool = True
) -> list[Raw]:
    """pySHACL's results on ``data``, which it may change (``inplace``: no copy of the data)."""
    if len(data) == 0:
        return []
    _, report, _ = pyshacl.validate(  # its types leave out the pyoxigraph store it accepts
        cast(Graph, data),
        shacl_graph=shapes,
        ont_graph=ontology,
        advanced=advanced,
        inplace=True,
        inference="none",
    )
    found: list[Raw] = []
    for node in report.subjects(RDF.type, SH.ValidationResult):
        focus = report.value(node, SH.focusNode)
        path = report.value(node, SH.resultPath)
        value = report.value(node, SH.value)
        message = str(report.value(node, SH.resultMessage) or "")
        severity = SEVERITIES.get(report.value(node, SH.resultSeverity), "Violation")
        shape = report.value(node, SH.sourceShape)
        constraint = report.value(node, SH.sourceConstraintComponent)
        found.append((severity, _fill(message, focus, value), focus, path, value, shape, constraint))
    return found


def _fill(message: str, focus: Node, value: Node | None) -> str:
    """pySHACL fills {?var} in messages of SPARQL constraints only; fill the rest the same way."""
    message = re.sub(r"\{[?$]this\}", lambda _: str(focus), message)
    return re.sub(r"\{[?$]value\}", lambda _: "" if value is None else str(value), message)


def _check(triples: Sequence[Triple], types: Types, whole: bool = False) -> list[Raw]:
    """Run every shapes group on a set of triples; ``types`` gives the classes of linked nodes.

    ``whole``: the triples are a whole graph, where sources meet: check their conflicts too.
    """
    shapes = load_shapes()
    read, read_classes = (
        (shapes.read_whole, shapes.read_classes_whole) if whole else (shapes.read, shapes.read_classes)
    )
    core = Graph()
    core_linked: set[Node] = set()
    query_linked: set[Node] = set()
    term_uses: dict[Node, list[Triple]] = defaultdict(list)
    own = str(SKG)
    for triple in triples:
        s, p, o = triple
        is_type = _is_rdf_type(p)
        # rdflib's store costs 8 us a triple: it gets only what its shapes read, and of the
        # rdf:type triples only those of class targets (link shapes get theirs below)
        if p in read and (not is_type or o in read_classes):
            core.add(triple)
        if p in shapes.core_links:
            core_linked.update(n for n in (s, o) if isinstance(n, URIRef))
        if p in shapes.query_links:
            query_linked.update(n for n in (s, o) if isinstance(n, URIRef))
        if str(p).startswith(own):
            term_uses[p].append(triple)
        elif is_type and str(o).startswith(own):
            term_uses[o].append(triple)
    store = pyoxigraph.Store()
    _load(store, triples)
    found = _run(shapes.core, core, advanced=False) + _run(shapes.queries, store)
    if whole:
        found += _run(shapes.conflicts, core, advanced=False)
    # Then the link shapes, on the same triples plus the classes of the nodes the links touch,
    # wherever those are asserted. Only now: the class-targeted shapes above must not see them.
    for node in core_linked:
        for kind in types.get(node, ()):
            core.add((node, RDF.type, kind))
    _load(store, [(node, RDF.type, kind) for node in query_linked for kind in types.get(node, ())])
    found += _run(shapes.link_core, core, advanced=False) + _run(shapes.link_queries, store)
    return found + _check_terms(term_uses, shapes)


def _load(store: pyoxigraph.Store, triples: Iterable[Triple]) -> None:
    # lenient: an IRI or literal pyoxigraph finds malformed is kept as it is, for the shapes to judge
    lines = "".join(triple_lines(triples)).encode("utf-8")
    store.bulk_load(lines, pyoxigraph.RdfFormat.N_TRIPLES, lenient=True)


def _check_terms(uses: dict[Node, list[Triple]], shapes: Shapes) -> list[Raw]:
    """Run ontology-terms.ttl on one use of each term, then on every use of the terms that fail.

    Whether a use fails depends on its term alone, so this reports what a run on every triple
    would, at the cost of one triple per term instead of one per use.
    """
    sample = Graph()
    for triples in uses.values():
        sample.add(triples[0])
    failing = {r[4] for r in _run(shapes.terms, sample, shapes.ontology) if r[4] is not None}
    if not failing:
        return []
    every = Graph()
    for term in failing:
        for triple in uses.get(term, []):
            every.add(triple)
    return _run(shapes.terms, every, shapes.ontology)


def _types_of(triples: Iterable[Triple]) -> dict[Node, set[Node]]:
    types: dict[Node, set[Node]] = defaultdict(set)
    for s, p, o in triples:
        if _is_rdf_type(p):
            types[s].add(o)
    return types


# -- whole graphs ---------------------------------------------------------------------------------


def validate_graph(graph: Graph, *, strict: bool = False) -> Report:
    """Validate any RDF graph as a whole (a Dataset as the union of its graphs); results name IRIs."""
    triples = list(graph.quads((None, None, None, None))) if isinstance(graph, Dataset) else list(graph)
    triples = [t[:3] for t in triples]
    with _parsed_once():
        raw = _check(triples, _types_of(triples), whole=True)
    return Report([Result(*r) for r in raw], 1, strict)


class NotRdf(UsageError):
    """A folder, or a data folder's YAML, given where an RDF file is checked; ``data_folder`` is
    the data folder it belongs to, when its place tells."""

    def __init__(self, message: str, data_folder: Path | None) -> None:
        super().__init__(message)
        self.data_folder = data_folder


def _not_rdf(path: str | Path) -> NotRdf | None:
    """Why ``path`` is no RDF file when it is a folder or YAML (what :func:`validate_data` reads)."""
    given = Path(path)
    if given.is_dir():
        return NotRdf(f"'{path}' is a folder", given.parent if given.name == PROFILES_DIR else given)
    if given.suffix.lower() not in (".yaml", ".yml"):
        return None
    if given.parent.name == PROFILES_DIR:
        folder: Path | None = given.parent.parent
    elif given.name in (ORGANIZATIONS_FILE_NAME, PEOPLE_FILE_NAME):
        folder = given.parent
    else:
        folder = None
    return NotRdf(f"'{path}' is YAML, not RDF", folder)


def validate_file(path: str | Path, *, strict: bool = False) -> Report:
    """Validate an RDF file (any format of formats.FORMATS, told by its extension)."""
    not_rdf = _not_rdf(path)
    if not_rdf is not None:
        raise not_rdf
    rdf_format = format_for_path(str(path))
    if rdf_format is None:
        raise UsageError(
            f"cannot tell the RDF format of '{path}' from its extension "
            "(use .ttl, .nt, .nq, .trig, .jsonld or .rdf)"
        )
    if not Path(path).is_file():
        raise UsageError(f"file '{path}' not found")
    graph = Dataset() if rdf_format.quads else Graph()
    try:
        graph.parse(str(path), format=rdf_format.rdflib)
    except Exception as exc:  # noqa: BLE001 - rdflib's parsers raise many types: all mean bad RDF
        raise DataError(f"not valid {rdf_format.name}: {exc}".splitlines()[0], path=path) from None
    return validate_graph(graph, strict=strict)


def validate_path(
    file: str | Path | None = None,
    data: str | Path | None = None,
    *,
    jobs: int | None = None,
    strict: bool = False,
) -> Report:
    """What ``scholarkg validate`` checks: an RDF file, or else a data folder (default ``data``)."""
    if file is not None and data is not None:
        raise UsageError("give an RDF file or --data DIR, not both")
    if file is not None:
        return validate_file(file, strict=strict)
    return validate_data(data if data is not None else "data", jobs=jobs, strict=strict)


# -- builds, graph by graph -----------------------------------------------------------------------


@dataclass
class _Source:
    """One named graph of a build, with the nodes it describes that some graph gives a class a
    shape targets (``sh:targetClass``), whether or not this graph states that class."""

    iri: URIRef
    triples: list[Triple]
    claims: frozenset[Node] = field(default_factory=frozenset)

    @classmethod
    def of(cls, iri: URIRef, triples: list[Triple], types: Types) -> _Source:
        counted = load_shapes().counted_classes
        described = {s for s, _, _ in triples}
        return cls(iri, triples, frozenset(s for s in described if not counted.isdisjoint(types.get(s, ()))))


def _pack(sources: Sequence[_Source], size: int) -> list[list[int]]:
    """Consecutive graphs in chunks of at most ``size``; a graph whose claims clash waits for the
    next. Then what a chunk says about a node of a targeted class comes from one graph, and the
    chunk gives exactly the results of its graphs validated one by one: a registry entry's names
    for a person with a profile, validated with the profile, could break the rule of one name per
    language that neither breaks alone."""
    chunks: list[list[int]] = []
    pending = list(range(len(sources)))
    while pending:
        chunk: list[int] = []
        claimed: set[Node] = set()
        deferred: list[int] = []
        for position, index in enumerate(pending):
            if len(chunk) == size:
                deferred.extend(pending[position:])
                break
            if claimed.isdisjoint(sources[index].claims):
                chunk.append(index)
                claimed |= sources[index].claims
            else:
                deferred.append(index)
        chunks.append(chunk)
        pending = deferred
    return chunks


# The sources, the classes of every node, and the chunks: set before forking, so that the workers
# share them without pickling.
_WORK: tuple[list[_Source], Types, list[list[int]]] | None = None


def _check_chunk(chunk_index: int) -> list[tuple[int, Raw]]:
    """Validate one chunk; each result comes with the index of every graph in it that it concerns."""
    assert _WORK is not None
    sources, types, chunks = _WORK
    return _check_members(sources, types, chunks[chunk_index])


def _check_members(sources: Sequence[_Source], types: Types, members: list[int]) -> list[tuple[int, Raw]]:
    """Validate graphs together; each result comes with the index of every graph that it concerns."""
    raw = _check([t for i in members for t in sources[i].triples], types)
    if len(members) == 1 or not raw:
        return [(members[0], r) for r in raw]
    subjects: dict[Node, list[int]] = defaultdict(list)
    for i in members:
        for s in {t[0] for t in sources[i].triples}:
            subjects[s].append(i)
    located: list[tuple[int, Raw]] = []
    for r in raw:
        owners = subjects.get(r[2]) or members[:1]
        if len(owners) > 1:  # a node several graphs describe (a venue): find the graphs the result is about
            owners = _concerned(owners, r, sources)
        located.extend((i, r) for i in owners)
    return located


def _concerned(candidates: list[int], raw: Raw, sources: Sequence[_Source]) -> list[int]:
    """The graphs that assert the offending triple, or else make the node a focus of the shape."""
    focus, path, value, shape = raw[2], raw[3], raw[4], raw[5]
    if path is not None and value is not None:
        asserting = [i for i in candidates if (focus, path, value) in set(sources[i].triples)]
        if asserting:
            return asserting
    targets = load_shapes().targets.get(shape, frozenset())

    def targets_focus(triple: Triple) -> bool:
        s, p, o = triple
        return any(
            (kind == SH.targetClass and s == focus and p == RDF.type and o == node)
            or (kind == SH.targetSubjectsOf and s == focus and p == node)
            or (kind == SH.targetObjectsOf and o == focus and p == node)
            for kind, node in targets
        )

    targeting = [i for i in candidates if any(targets_focus(t) for t in sources[i].triples)]
    return targeting or candidates


def validate_build(
    build: Build,
    *,
    whole: bool = False,
    jobs: int | None = None,
    strict: bool = False,
    chunk_size: int = CHUNK_SIZE,
) -> Report:
    """Validate a build; results point into the YAML.

    By default each named graph is validated on its own, in chunks over ``jobs`` processes (the
    machine's cores; one when everything fits in one chunk). ``whole`` validates the union of the
    graphs instead, as :func:`validate_graph` would an export, in this process.
    """
    if whole:
        triples = list(dict.fromkeys(t for named in build.graphs for t in named.triples))
        with _frozen_heap(), _parsed_once():
            raw = _check(triples, _types_of(triples), whole=True)
        locator = _Locator.of(build)
        return Report([locator.locate(r, None) for r in raw], len(build.graphs), strict)
    types = _types_of(t for named in build.graphs for t in named.triples)
    # the registry graph, then one graph per profile, in file order
    sources = [_Source.of(named.iri, named.triples, types) for named in build.graphs]
    chunks = _pack(sources, chunk_size)
    found = _check_chunks((sources, types, chunks), min(worker_count(jobs), len(chunks)))
    locator = _Locator.of(build)
    return Report([locator.locate(r, sources[i].iri) for i, r in found], len(sources), strict)


def _check_chunks(work: tuple[list[_Source], Types, list[list[int]]], jobs: int) -> list[tuple[int, Raw]]:
    global _WORK
    _WORK = work
    try:
        with _frozen_heap(), _parsed_once():
            if jobs <= 1 or "fork" not in multiprocessing.get_all_start_methods():
                return [pair for k in range(len(work[2])) for pair in _check_chunk(k)]
            return [
                pair
                for part in ordered_map(_check_chunk, range(len(work[2])), jobs, chunksize=1)
                for pair in part
            ]
    finally:
        _WORK = None


@contextlib.contextmanager
def _frozen_heap() -> Iterator[None]:
    """Keep the garbage collector off the objects that exist now (the build's millions of terms).

    Otherwise every collection walks them again (a tenth of the validation time), and in forked
    workers touching them copies their memory pages. (No gc.collect() first: on a large build it
    costs seconds, to free little.)
    """
    gc.freeze()
    try:
        yield
    finally:
        gc.unfreeze()


# -- data folders, profile by profile --------------------------------------------------------------


class _Layers(Mapping[Node, Collection[Node]]):
    """The classes of a node in any of several tables, together."""

    def __init__(self, *layers: Types) -> None:
        self.layers = layers

    def __getitem__(self, node: Node) -> Collection[Node]:
        found = [layer[node] for layer in self.layers if node in layer]
        if not found:
            raise KeyError(node)
        return found[0] if len(found) == 1 else set().union(*found)

    def __iter__(self) -> Iterator[Node]:
        return iter({node for layer in self.layers for node in layer})

    def __len__(self) -> int:
        return sum(1 for _ in self)


@dataclass
class _Folder:
    """What the workers validating a data folder inherit: set before they are forked."""

    root: Path
    resolution: Resolution
    base_iri: str
    organizations: list[RegistryEntry]
    people: list[RegistryEntry]
    known: Types  # the classes the registry graph gives, and every profile's person's
    chunk_size: int = CHUNK_SIZE  # profiles in a run, and graphs in a chunk
    found: Types = field(default_factory=dict)  # the classes of ``suspects`` in every graph
    suspects: frozenset[Node] = frozenset()  # the nodes of provisional link results
    unplaced: list[Raw] = field(default_factory=list)  # registry results no registry entry locates


_FOLDER: _Folder | None = None


def validate_data(
    data_dir: str | Path = "data",
    *,
    jobs: int | None = None,
    strict: bool = False,
    base_iri: str = DEFAULT_BASE_IRI,
    cache_dir: str | Path | None = None,
    chunk_size: int = CHUNK_SIZE,
    registry_slice: int = REGISTRY_SLICE,
) -> Report:
    """The report :func:`validate_build` gives for the build of ``data_dir``, without building it.

    The streamed export's first pass and resolution, then runs of profiles that forked workers
    map, validate and locate, so that memory holds the resolution and a run per worker rather
    than every graph (``validate_build`` holds them all: 4.9 GB in one process at 10k profiles).

    A graph's links are checked against the classes its own triples, the registry graph and every
    profile's person give. Another profile's graph could give a linked node its class too, so a
    link result (``links.ttl``) is provisional: a second look at every graph gathers the classes
    of its nodes, and the runs with such results are validated again. The same second look finds
    the profile that makes or names the node of a registry result no registry entry accounts for.

    The registry graph, which holds every person known by name only, is validated in the
    parent in slices of about ``registry_slice`` triples (932k triples at 100k profiles: 1.9 GB
    in one piece); each node's statements stay in one slice, and every organisation's in the
    first, where a chain of parent organisations is checked whole.

    ``cache_dir``: the streamed export's cache; its checked records spare reading the YAML again.
    """
    from ..pipeline.stream import profile_records

    with profile_records(data_dir, base_iri, jobs, cache_dir) as records:
        return validate_records(
            records,
            data_dir,
            strict=strict,
            base_iri=base_iri,
            chunk_size=chunk_size,
            registry_slice=registry_slice,
        )


def refuse_nonconforming(
    data_dir: str | Path, base_iri: str = DEFAULT_BASE_IRI
) -> Callable[[ProfileRecords], None]:
    """The check a validated export hands the pipeline: it validates the records after
    resolution and raises :class:`GraphRefused` before anything is written."""

    def check(records: ProfileRecords) -> None:
        report = validate_records(records, data_dir, base_iri=base_iri)
        if not report.conforms:
            raise GraphRefused(report)

    return check


def validate_records(
    records: ProfileRecords,
    data_dir: str | Path,
    *,
    strict: bool = False,
    base_iri: str = DEFAULT_BASE_IRI,
    chunk_size: int = CHUNK_SIZE,
    registry_slice: int = REGISTRY_SLICE,
) -> Report:
    """:func:`validate_data` on a folder's records after pass 1 and the resolution: what the
    streamed export hands its ``check`` before it writes."""
    global _FOLDER
    links = _link_shapes()
    with _parsed_once():
        corpus = records.resolution.corpus
        mapper = Mapper(records.resolution, base_iri)  # the registry entries' origins
        registry_triples = list(mapper.registry_triples())
        known = _types_of(registry_triples)
        for profile_id in records.profile_ids:
            known[mapper.person_id(profile_id)].update(PERSON_TYPES)
        registry = _Source(mapper.registry_graph, registry_triples)  # checked alone: no claims needed
        _FOLDER = folder = _Folder(
            Path(data_dir),
            records.resolution,
            base_iri,
            corpus.organizations,
            corpus.people,
            known,
            chunk_size,
        )
        try:
            registry_raw = _check_registry(registry.triples, known, registry_slice)
            runs: dict[int, list[Result]] = dict(records.runs(_validate_run, chunk_size, spread=True))
            suspects = {n for r in registry_raw if r[5] in links for n in (r[2], r[4])} | {
                n for found in runs.values() for r in found if r.shape in links for n in (r.focus, r.value)
            }
            folder.suspects = frozenset(n for n in suspects if isinstance(n, URIRef))
            folder.unplaced = [r for r in registry_raw if r[2] not in mapper.origins]
            placed: dict[Raw, Result] = {}
            if folder.suspects or folder.unplaced:
                found_types: dict[Node, set[Node]] = defaultdict(set)
                by_origin: dict[Raw, Result] = {}
                by_name: dict[Raw, Result] = {}
                for _, (types, origin_hits, name_hits) in records.runs(_second_look, chunk_size):
                    for node, kinds in types.items():
                        found_types[node] |= kinds
                    for hits, into in ((origin_hits, by_origin), (name_hits, by_name)):
                        for raw, result in hits.items():
                            into.setdefault(raw, result)  # the first profile, in file order
                placed = {**by_name, **by_origin}  # where a profile's record makes the node, else names it
                if folder.suspects:
                    folder.found = found_types
                    registry_raw = _check_registry(
                        registry.triples, _Layers(known, found_types), registry_slice
                    )
                    again = {n for n, found in runs.items() if any(r.shape in links for r in found)}
                    runs.update(records.runs(_validate_run, chunk_size, only=again, spread=True))
        finally:
            _FOLDER = None
        located = _locator(folder, mapper, [], [NamedGraph(registry.iri, registry.triples)])
        results = [placed[r] if r in placed else located.locate(r, registry.iri) for r in registry_raw]
        return Report(
            results + [r for found in runs.values() for r in found], len(records.profile_ids) + 1, strict
        )


def _check_registry(triples: list[Triple], types: Types, size: int) -> list[Raw]:
    """The registry graph checked in slices of about ``size`` triples: each node's statements in
    one slice, and every organisation's in the first (a chain of parents is checked whole)."""
    by_subject: dict[Node, list[Triple]] = defaultdict(list)
    for triple in triples:
        by_subject[triple[0]].append(triple)
    organizations = [s for s in by_subject if SDO.Organization in types.get(s, ())]  # in the graph's order
    found: list[Raw] = []
    piece = [t for s in organizations for t in by_subject.pop(s)]
    for statements in by_subject.values():
        if len(piece) >= size:
            found += _check(piece, types)
            piece = []
        piece += statements
    return found + _check(piece, types)


@functools.cache
def _link_shapes() -> frozenset[Node]:
    shapes = load_shapes()
    return frozenset(
        s
        for g in (shapes.link_core, shapes.link_queries)
        for kind in (SH.NodeShape, SH.PropertyShape)
        for s in g.subjects(RDF.type, kind)
    )


def _mapped(profiles: list[Profile]) -> tuple[Mapper, Types, list[_Source]]:
    """A run of profiles mapped, by a mapper that records the origins of these alone; the classes
    their graphs, the registry graph and the second look give."""
    assert _FOLDER is not None
    mapper = Mapper(_FOLDER.resolution, _FOLDER.base_iri)
    graphs = [(mapper.graph(p.id), list(mapper.profile_triples(p))) for p in profiles]
    types = _Layers(_types_of(t for _, triples in graphs for t in triples), _FOLDER.known, _FOLDER.found)
    return mapper, types, [_Source.of(iri, triples, types) for iri, triples in graphs]


def _validate_run(profiles: list[Profile]) -> list[Result]:
    """A run of profiles validated graph by graph (in chunks), each result located in its file.

    The run's profiles come from all over the folder: neighbours often list the same papers, and
    graphs that describe one paper cannot share a chunk (at 1k profiles of the benchmark's corpus,
    runs of 100 neighbours made 61 chunks of ~16 graphs, spread runs 23, the whole build 13)."""
    assert _FOLDER is not None
    mapper, types, sources = _mapped(profiles)
    found = [
        pair
        for members in _pack(sources, _FOLDER.chunk_size)
        for pair in _check_members(sources, types, members)
    ]
    if not found:
        return []
    locator = _run_locator(profiles, mapper, sources)
    return [locator.locate(raw, sources[i].iri) for i, raw in found]


def _second_look(
    profiles: list[Profile],
) -> tuple[dict[Node, set[Node]], dict[Raw, Result], dict[Raw, Result]]:
    """In a run of profiles: the classes of the suspect nodes; and each unplaced registry result
    located in the run's first profile whose mapping makes its node, and in the first that names it."""
    assert _FOLDER is not None
    mapper, _, sources = _mapped(profiles)
    types: dict[Node, set[Node]] = defaultdict(set)
    for source in sources:
        for s, p, o in source.triples:
            if s in _FOLDER.suspects and _is_rdf_type(p):
                types[s].add(o)
    by_origin: dict[Raw, Result] = {}
    by_name: dict[Raw, Result] = {}
    if _FOLDER.unplaced:
        locator = _run_locator(profiles, mapper, sources)
        for raw in _FOLDER.unplaced:
            for profile, source in zip(profiles, sources):
                if any(o.path == profile.path for o in mapper.origins.get(raw[2], [])):  # type: ignore[call-overload]
                    by_origin.setdefault(raw, locator.locate(raw, source.iri))
                elif raw not in by_name and any(person == raw[2] for _, person in locator.refs(profile)):
                    by_name[raw] = locator.locate(raw, source.iri)
    return types, by_origin, by_name


def _run_locator(profiles: list[Profile], mapper: Mapper, sources: list[_Source]) -> _Locator:
    assert _FOLDER is not None
    graphs = [NamedGraph(mapper.registry_graph, []), *(NamedGraph(s.iri, s.triples) for s in sources)]
    return _locator(_FOLDER, mapper, profiles, graphs)


def _locator(folder: _Folder, mapper: Mapper, profiles: list[Profile], graphs: list[NamedGraph]) -> _Locator:
    """A locator over some profiles (and the registries), with the origins ``mapper`` recorded."""
    corpus = Corpus(folder.root, profiles, folder.organizations, folder.people)
    return _Locator(
        corpus, folder.resolution, folder.base_iri, mapper.origins, [named.iri for named in graphs]
    )


# -- from a result to the YAML ------------------------------------------------------------------

# The YAML key a property comes from, by the list (section) that holds the node's record; "" is
# a profile or a registry person.
_KEYS: dict[Node, dict[str, str]] = {
    SDO.name: {
        "": "name",
        "people": "name",
        "organizations": "name",
        "publications": "title",
        "talks": "title",
        "education": "degree",
    },
    FOAF.name: {"": "name", "people": "name", "organizations": "name"},
    SDO.email: {"": "emails", "people": "emails"},
    FOAF.mbox: {"": "emails", "people": "emails"},
    SDO.url: {"": "homepage", "people": "homepage", "organizations": "url", "publications": "url"},
    FOAF.homepage: {"": "homepage", "people": "homepage"},
    SDO.sameAs: {"": "links", "people": "identifiers", "organizations": "identifiers", "publications": "doi"},
    SDO.startDate: {
        "positions": "start",
        "education": "start",
        "students": "start",
        "service": "year",
        "talks": "date",
    },
    SDO.endDate: {"positions": "end", "education": "end", "students": "end"},
    SDO.datePublished: {"publications": "year"},
    SDO.recognizedBy: {"education": "institution"},
    SDO.parentOrganization: {"organizations": "parent"},
    SDO.author: {"publications": "authors"},
    SKG.authorship: {"publications": "authors"},
    SKG.author: {"authors": ""},
    SDO.position: {"authors": ""},
}
# The lists in which a person-valued property's value is named.
_PERSON_FIELDS: dict[Node, tuple[str, ...]] = {
    SKG.advisor: ("advisors", "students"),
    SKG.coAdvisor: ("co_advisors", "students"),
    SKG.mentor: ("mentors", "students"),
    SKG.committeeMember: ("committee",),
    SDO.author: ("authors",),
    SKG.author: ("authors",),
}


def _section(field_path: str) -> str:
    """``publications[3].authors[1]`` -> ``authors``; a profile's root -> ``""``."""
    last = field_path.rsplit(".", 1)[-1]
    return last.split("[", 1)[0]


def _record(data: Any, field_path: str) -> Any:
    for part in re.findall(r"[^.\[\]]+", field_path):
        data = data[int(part)] if part.isdigit() else data.get(part) if isinstance(data, dict) else None
        if data is None:
            return None
    return data


class _Locator:
    """Finds the YAML file, line and field of a result about a graph built from profiles."""

    def __init__(
        self,
        corpus: Corpus,
        resolution: Resolution,
        base_iri: str,
        origins: dict[URIRef, list[Origin]],
        graph_iris: list[URIRef],
    ) -> None:
        """``graph_iris``: the registry graph's, then one a profile of ``corpus``, in its order."""
        self.corpus, self.origins = corpus, origins
        self.mapper = Mapper(resolution, base_iri)
        self.profile_of: dict[URIRef, Profile | None] = dict(zip(graph_iris, [None, *corpus.profiles]))
        self.by_path = {p.path: p for p in corpus.profiles}
        self.entries = {(e.path, e.field_path): e for e in (*corpus.organizations, *corpus.people)}
        self._refs: dict[str, list[tuple[str, URIRef]]] = {}

    @classmethod
    def of(cls, build: Build) -> _Locator:
        return cls(
            build.corpus, build.resolution, build.base_iri, build.origins, [g.iri for g in build.graphs]
        )

    def refs(self, profile: Profile) -> list[tuple[str, URIRef]]:
        """Every person reference of a profile: (field path, person IRI)."""
        if profile.path not in self._refs:
            self._refs[profile.path] = [(w, self.mapper.person(ref)) for w, ref in person_refs(profile.data)]
        return self._refs[profile.path]

    def locate(self, raw: Raw, graph: URIRef | None) -> Result:
        """The result with its file, line and field; ``graph`` is the graph it came from, if one."""
        result = Result(*raw)
        profile = self.profile_of.get(graph) if graph is not None else None
        origins = self.origins.get(result.focus, [])  # type: ignore[call-overload]
        origin = next((o for o in origins if profile is None or o.path == profile.path), None)
        if origin is not None:
            profile = profile or self.by_path.get(origin.path)
            if profile is not None:
                field_path = self._field(origin.field, profile, result)
                return _with(result, profile.path, profile.line_of(field_path), field_path)
            entry = self.entries.get((origin.path, origin.field))
            data = entry.data if entry is not None else {}
            key = self._key(data, _section(origin.field), result)
            return _with(result, origin.path, origin.line, _join(origin.field, key))
        # a node without a record of its own (a person named by a plain name): where it is named
        for candidate in [profile] if profile else self.corpus.profiles:
            for where, person in self.refs(candidate):
                if person == result.focus:
                    return _with(result, candidate.path, candidate.line_of(where), where)
        return _with(result, profile.path, None, "") if profile else result

    def _field(self, base: str, profile: Profile, result: Result) -> str:
        """The field of a result's value, at or below the field of its focus node's record."""
        if result.path in _PERSON_FIELDS and isinstance(result.value, URIRef):
            lists = _PERSON_FIELDS[result.path]
            for where, person in self.refs(profile):
                if person == result.value and where.startswith(base) and any(f"{k}[" in where for k in lists):
                    return where
        record = _record(profile.data, base) if base else profile.data
        return _join(base, self._key(record, _section(base), result))

    @staticmethod
    def _key(record: Any, section: str, result: Result) -> str:
        """The key (and list index) inside a record that a result's path and value come from."""
        predicate, value = result.path, result.value
        if predicate is None or not isinstance(record, dict):
            return ""
        if predicate in (SDO.name, FOAF.name) and (
            result.constraint == SH.UniqueLangConstraintComponent or getattr(value, "language", None)
        ):
            return _native_name(record, value)
        key = _KEYS.get(predicate, {}).get(section, "")
        if predicate == SDO.sameAs and key == "links":
            for scheme, identifier in record.get("identifiers", {}).items():
                if str(value).endswith(quote(identifier, safe="/:-._~")):
                    return f"identifiers.{scheme}"
            if "links" not in record and "identifiers" in record:
                return "identifiers"
        items = record.get(key) if key else None
        if isinstance(items, list) and value is not None:
            for index, item in enumerate(items):
                if str(value) in (str(item), f"mailto:{item}"):
                    return f"{key}[{index}]"
        return key


def _join(base: str, key: str) -> str:
    return f"{base}.{key}" if base and key else base or key


def _native_name(record: Any, value: Node | None) -> str:
    """The native_names entry a language-tagged name comes from, or the second of a repeated tag."""
    natives = record.get("native_names", []) if isinstance(record, dict) else []
    seen: set[str] = set()
    for index, native in enumerate(natives):
        if (
            value is not None
            and native["name"] == str(value)
            and native["lang"] == getattr(value, "language", None)
        ):
            return f"native_names[{index}]"
        if value is None and native["lang"] in seen:
            return f"native_names[{index}]"
        seen.add(native["lang"])
    return "native_names"


def _with(result: Result, file: str, line: int | None, field_path: str) -> Result:
    return Result(
        result.severity,
        result.message,
        result.focus,
        result.path,
        result.value,
        result.shape,
        result.constraint,
        file,
        line,
        field_path or None,
    )
