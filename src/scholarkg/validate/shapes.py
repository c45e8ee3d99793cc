"""Validate, the shapes: triples -> the raw results of the SHACL shapes in ``shapes/``.

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
import re
from collections import defaultdict
from collections.abc import Collection, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, cast

import pyoxigraph
import pyshacl
from rdflib import BNode, Graph, URIRef, plugin
from rdflib.plugins.sparql.algebra import translateQuery
from rdflib.plugins.sparql.parser import parseQuery
from rdflib.plugins.sparql.processor import SPARQLProcessor
from rdflib.query import Processor
from rdflib.term import Node

from .. import resources
from ..ntriples import triple_lines
from ..vocab import RDF, SKG
from .report import SEVERITIES, SH, SKGSH

if TYPE_CHECKING:
    pass

# str's own == on the IRI's text: rdflib's __eq__ is a Python call, ten times slower
_is_rdf_type = str(RDF.type).__eq__
LINK_SHAPES = "links.ttl"
TERM_SHAPES = "ontology-terms.ttl"
CONFLICT_SHAPES = "conflicts.ttl"  # run on whole graphs only: per graph they cannot fire
PREFIX_FILE = "prefixes.ttl"
Triple = tuple[Node, Node, Node]
Types = Mapping[Node, Collection[Node]]  # node -> its classes, in whichever graphs say so


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
