"""Validate, the screen: a graph's triples -> whether any shape could give a result on them.

pySHACL (:mod:`.shapes`) costs about 10 ms a profile, and most profiles break no rule. The screen
reads a graph's triples once, in Python, and says whether some shape *may* fail on them; only the
graphs it flags go to pySHACL, which decides and words every result. So the screen may flag a
graph that conforms (pySHACL then finds nothing) but must never pass one that does not: each
check below is the shape's own condition or a looser one, on the triples pySHACL would read.

- Shapes with core targets and constraints are read from the shapes graph: the targets
  (``sh:targetClass``, ``sh:targetSubjectsOf``, ``sh:targetObjectsOf``), a simple ``sh:path`` and
  the constraints the shipped shapes use (:data:`_COMPONENTS`).
- A shape with a SPARQL target gives results only for the nodes its target selects (the shapes
  are written that way, docs/validation.md): its check is a Python rendering of that query,
  written by hand, and bound to the query's text by a digest.

A shape the screen cannot read -- a constraint not in :data:`_COMPONENTS`, a path that is not
one property, a SPARQL target without a check or whose text changed since its check was written
-- flags every graph. A new shape never makes validation miss a result; it makes it slower until
it has a check (``tests/test_validate.py`` says which shapes have none).
"""

from __future__ import annotations

import datetime
import functools
import hashlib
import re
from collections import defaultdict
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from decimal import Decimal

from rdflib import BNode, Graph, Literal, URIRef
from rdflib.term import Node

from ..vocab import OWL, RDF, RDFS, SDO, SKG, XSD
from .report import SH, SKGSH
from .shapes import Shapes, Triple, Types, load_shapes

# -- the graph, indexed ---------------------------------------------------------------------------


class _Index:
    """A graph's triples by predicate, and the values of a node's property on demand."""

    def __init__(self, triples: Iterable[Triple]) -> None:
        self.by_predicate: dict[Node, list[tuple[Node, Node]]] = defaultdict(list)
        for s, p, o in triples:
            self.by_predicate[p].append((s, o))
        self._values: dict[Node, dict[Node, list[Node]]] = {}
        self.types = self.values_of(RDF.type)
        self._instances: dict[Node, set[Node]] = defaultdict(set)
        for s, o in self.pairs(RDF.type):
            self._instances[o].add(s)
        self._positions: dict[Node, int | None] | None = None

    def pairs(self, predicate: Node) -> list[tuple[Node, Node]]:
        return self.by_predicate.get(predicate, [])

    def values_of(self, predicate: Node) -> dict[Node, list[Node]]:
        """subject -> its values of ``predicate`` (a value twice if two triples are the same)."""
        found = self._values.get(predicate)
        if found is None:
            found = self._values[predicate] = defaultdict(list)
            for s, o in self.pairs(predicate):
                found[s].append(o)
        return found

    def positions(self) -> dict[Node, int | None]:
        """subject -> its one schema:position if that is an xsd:integer from 1, else None."""
        if self._positions is None:
            self._positions = {
                s: _position(given[0]) if len(given) == 1 or len(set(given)) == 1 else None
                for s, given in self.values_of(SDO.position).items()
            }
        return self._positions

    def instances(self, cls: Node) -> set[Node]:
        return self._instances.get(cls, set())


# Whether a node has a class as the shape's engine sees it: by an rdf:type triple in the graph, and
# for the link shapes also by the caller's table (pySHACL gets those classes added).
HasClass = Callable[[Node, Node], bool]


# -- values, judged as pySHACL judges them ---------------------------------------------------------


# pySHACL's test of a literal's Python value, for the datatypes it knows (others pass)
_PYTHON_TYPES: dict[Node, type | tuple[type, ...]] = {
    XSD.string: (str, bytes),
    RDF.langString: (str, bytes),
    XSD.integer: int,
    XSD.float: float,
    XSD.decimal: Decimal,
    XSD.boolean: bool,
    XSD.date: datetime.date,
    XSD.time: datetime.time,
    XSD.dateTime: datetime.datetime,
}


def _python_value_fits(value: Literal, datatype: Node) -> bool:
    python = _PYTHON_TYPES.get(datatype)
    return python is None or isinstance(value.value, python)


# datatypes pySHACL gives rules of their own (any literal is an rdfs:Literal, ...): a literal may
# conform to them where _has_datatype says no
_LOOSE_DATATYPES = frozenset({RDFS.Literal, RDFS.Datatype, RDF.langString})


def _has_datatype(value: Node, datatype: Node) -> bool:
    """Whether ``value`` conforms to ``sh:datatype datatype`` as pySHACL decides it; for the
    datatypes of ``_LOOSE_DATATYPES``, whether it surely conforms."""
    if not isinstance(value, Literal):
        return False
    if value.datatype == datatype:
        return getattr(value, "ill_typed", None) is not True and _python_value_fits(value, datatype)
    if value.datatype is None and value.language is None and datatype == XSD.string:
        return _python_value_fits(value, datatype)
    return False


def _string_of(value: Node) -> str:
    """The text sh:pattern matches, as pySHACL takes it."""
    if (
        isinstance(value, Literal)
        and value.value is not None
        and value.datatype in (None, RDF.langString, XSD.string)
    ):
        return str(value.value)
    return str(value)


_KINDS: dict[Node, tuple[type, ...]] = {
    SH.IRI: (URIRef,),
    SH.Literal: (Literal,),
    SH.BlankNode: (BNode,),
    SH.BlankNodeOrIRI: (BNode, URIRef),
    SH.BlankNodeOrLiteral: (BNode, Literal),
    SH.IRIOrLiteral: (URIRef, Literal),
}


# -- core constraints ------------------------------------------------------------------------------

# A constraint, read from its shape: (the values of a focus node, their classes) -> may it fail?
# The values come as a list, a value twice where two triples are the same: counts take the set.
Constraint = Callable[[list[Node], HasClass], bool]


class _Unreadable(Exception):
    """A shape uses what the screen does not know: it flags every graph."""


def _one(shapes: Graph, shape: Node, predicate: Node) -> Node:
    values = list(shapes.objects(shape, predicate))
    if len(values) != 1:
        raise _Unreadable(f"{len(values)} values of {predicate}")
    return values[0]


def _count(shapes: Graph, shape: Node, predicate: Node) -> int:
    value = _one(shapes, shape, predicate)
    if not isinstance(value, Literal) or not isinstance(value.value, int):
        raise _Unreadable(f"{predicate} is no integer")
    return value.value


def _min_count(shapes: Graph, shape: Node) -> Constraint:
    least = _count(shapes, shape, SH.minCount)
    return lambda values, _: len(values) < least or (least > 1 and len(set(values)) < least)


def _max_count(shapes: Graph, shape: Node) -> Constraint:
    most = _count(shapes, shape, SH.maxCount)
    return lambda values, _: len(values) > most and len(set(values)) > most


def _node_kind(shapes: Graph, shape: Node) -> Constraint:
    kinds = _KINDS.get(_one(shapes, shape, SH.nodeKind))
    if kinds is None:
        raise _Unreadable("unknown sh:nodeKind")
    return lambda values, _: any(not isinstance(v, kinds) for v in values)


def _pattern(shapes: Graph, shape: Node) -> Constraint:
    flags = 0
    for given in shapes.objects(shape, SH.flags):
        flags |= (re.I if "i" in str(given).lower() else 0) | (re.M if "m" in str(given).lower() else 0)
    matchers = [re.compile(str(p), flags) for p in shapes.objects(shape, SH.pattern)]
    return lambda values, _: any(
        isinstance(v, BNode) or any(not m.match(_string_of(v)) for m in matchers) for v in values
    )


def _datatype(shapes: Graph, shape: Node) -> Constraint:
    datatype = _one(shapes, shape, SH.datatype)
    return lambda values, _: any(not _has_datatype(v, datatype) for v in values)


def _class(shapes: Graph, shape: Node) -> Constraint:
    classes = set(shapes.objects(shape, SH["class"]))
    return lambda values, has_class: any(not has_class(v, c) for v in values for c in classes)


def _min_inclusive(shapes: Graph, shape: Node) -> Constraint:
    least = _one(shapes, shape, SH.minInclusive)
    if not isinstance(least, Literal) or type(least.value) is not int:
        raise _Unreadable("sh:minInclusive is no integer")
    bound = least.value

    def fits(value: Node) -> bool:
        return (
            isinstance(value, Literal)
            and value.datatype == XSD.integer
            and type(value.value) is int
            and value.value >= bound
        )

    return lambda values, _: any(not fits(v) for v in values)


def _qualified(shapes: Graph, shape: Node) -> Constraint:
    inner = _one(shapes, shape, SH.qualifiedValueShape)
    if (
        set(shapes.predicates(inner)) != {SH.datatype}
        or (shape, SH.qualifiedValueShapesDisjoint, None) in shapes
    ):
        raise _Unreadable("a qualified value shape other than one sh:datatype")
    datatype = _one(shapes, inner, SH.datatype)
    if datatype in _LOOSE_DATATYPES:  # counted values must be judged exactly, either way
        raise _Unreadable("a qualified datatype with rules of its own")
    least = (
        _count(shapes, shape, SH.qualifiedMinCount) if (shape, SH.qualifiedMinCount, None) in shapes else 0
    )
    most = (
        _count(shapes, shape, SH.qualifiedMaxCount) if (shape, SH.qualifiedMaxCount, None) in shapes else None
    )

    def fails(values: list[Node], _: HasClass) -> bool:
        fitting = sum(1 for v in set(values) if _has_datatype(v, datatype))
        return fitting < least or (most is not None and fitting > most)

    return fails


def _unique_lang(shapes: Graph, shape: Node) -> Constraint:
    if _one(shapes, shape, SH.uniqueLang) != Literal(True):
        return lambda values, _: False

    def fails(values: list[Node], _: HasClass) -> bool:
        tags = [v.language.lower() for v in set(values) if isinstance(v, Literal) and v.language]
        return len(tags) != len(set(tags))

    return fails


# the constraint parameters the screen reads, and what reads each
_COMPONENTS: dict[Node, Callable[[Graph, Node], Constraint]] = {
    SH.minCount: _min_count,
    SH.maxCount: _max_count,
    SH.nodeKind: _node_kind,
    SH.pattern: _pattern,
    SH.datatype: _datatype,
    SH["class"]: _class,
    SH.minInclusive: _min_inclusive,
    SH.qualifiedValueShape: _qualified,
    SH.uniqueLang: _unique_lang,
}
# what a shape may say besides: how a result is worded and labelled, and the parameters read
# with the components above
_WORDING = {
    RDF.type,
    RDFS.label,
    RDFS.comment,
    SH.message,
    SH.severity,
    SH.name,
    SH.description,
    SH.order,
    SH.group,
    SH.flags,
    SH.qualifiedMinCount,
    SH.qualifiedMaxCount,
    SH.path,
    SH.targetClass,
    SH.targetSubjectsOf,
    SH.targetObjectsOf,
    SH.target,
    SH.prefixes,
    SH.deactivated,
}


_CORE_TARGETS = (SH.targetClass, SH.targetSubjectsOf, SH.targetObjectsOf, SH.targetNode)


@dataclass(frozen=True)
class _CoreShape:
    classes: frozenset[Node]
    subjects_of: frozenset[Node]
    objects_of: frozenset[Node]
    path: Node | None  # None: the focus node itself is the value
    constraints: tuple[Constraint, ...]

    def may_fail(self, index: _Index, has_class: HasClass) -> bool:
        focus: set[Node] = set()
        for cls in self.classes:
            focus |= index.instances(cls)
        for predicate in self.subjects_of:
            focus.update(s for s, _ in index.pairs(predicate))
        for predicate in self.objects_of:
            focus.update(o for _, o in index.pairs(predicate))
        if not focus:
            return False
        values = index.values_of(self.path) if self.path is not None else None
        return any(
            check(values.get(f, []) if values is not None else [f], has_class)
            for f in focus
            for check in self.constraints
        )


def _core_shape(shapes: Graph, shape: Node, linked: bool) -> _CoreShape:
    """A shape with core targets and constraints; ``linked``: a link shape, which pySHACL runs
    with the classes of linked nodes added, so that classes may not pick its focus nodes."""
    said = set(shapes.predicates(shape))
    unknown = said - _WORDING - set(_COMPONENTS)
    if unknown:
        raise _Unreadable(f"unknown parameters {sorted(map(str, unknown))}")
    if linked and (
        SH.targetClass in said
        or RDF.type
        in set(shapes.objects(shape, SH.targetSubjectsOf)) | set(shapes.objects(shape, SH.targetObjectsOf))
        or (shape, SH.path, RDF.type) in shapes
    ):
        raise _Unreadable("a link shape that reads classes")
    if (shape, SH.deactivated, Literal(True)) in shapes:
        return _CoreShape(frozenset(), frozenset(), frozenset(), None, ())
    path = None
    if SH.path in said:
        path = _one(shapes, shape, SH.path)
        if not isinstance(path, URIRef):
            raise _Unreadable("a path that is not one property")
    return _CoreShape(
        frozenset(shapes.objects(shape, SH.targetClass)),
        frozenset(shapes.objects(shape, SH.targetSubjectsOf)),
        frozenset(shapes.objects(shape, SH.targetObjectsOf)),
        path,
        tuple(_COMPONENTS[p](shapes, shape) for p in sorted(said & set(_COMPONENTS), key=str)),
    )


# -- SPARQL targets, rendered by hand ----------------------------------------------------------------

# A check for a SPARQL target: (the graph, classes of a node) -> may the query select a node?
TargetCheck = Callable[[_Index, HasClass], bool]

_OTHER_SCRIPT = re.compile(
    "[\u0370-\u03ff\u0400-\u04ff\u0590-\u06ff\u0900-\u097f\u0e00-\u0e7f\u1100-\u11ff\u3040-\u30ff"
    "\u3130-\u318f\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]"
)
_DATE_TYPES = frozenset({XSD.gYear, XSD.gYearMonth, XSD.date})
_ADVISING = (SKG.advisor, SKG.coAdvisor, SKG.mentor, SKG.committeeMember)


def _untagged_name_in_other_script(index: _Index, _: HasClass) -> bool:
    people = index.instances(SDO.Person)
    return any(
        s in people and isinstance(o, Literal) and not o.language and _OTHER_SCRIPT.search(str(o))
        for s, o in index.pairs(SDO.name)
    )


def _date_of_another_type(index: _Index, _: HasClass) -> bool:
    return any(
        not (isinstance(o, Literal) and o.datatype in _DATE_TYPES)
        for p in (SDO.startDate, SDO.endDate)
        for _, o in index.pairs(p)
    )


def _end_before_start(index: _Index, _: HasClass) -> bool:
    starts = index.values_of(SDO.startDate)
    return any(
        str(end) < str(start) and not str(start).startswith(str(end))
        for s, end in index.pairs(SDO.endDate)
        for start in starts.get(s, ())
    )


def _published_in_the_future(index: _Index, _: HasClass) -> bool:
    # NOW()'s year in the zone the new year reaches last: no store's clock can be behind it
    this_year = str((datetime.datetime.now(datetime.timezone.utc) - datetime.timedelta(hours=14)).year)
    return any(str(o) > this_year for _, o in index.pairs(SDO.datePublished))


_INTEGER = XSD.integer


def _position(value: Node) -> int | None:
    """An author position as the shapes accept it: an xsd:integer from 1."""
    if isinstance(value, Literal):
        datatype = value.datatype
        if datatype is _INTEGER or datatype == _INTEGER:  # `is` first: rdflib's == is a Python call
            number = value.value
            if type(number) is int and number >= 1:
                return number
    return None


def _positions_not_one_to_n(index: _Index, _: HasClass) -> bool:
    positions = index.positions()
    for slots in index.values_of(SKG.authorship).values():
        found = [positions.get(slot) for slot in set(slots)]
        if None in found or sorted(found) != list(range(1, len(found) + 1)):  # type: ignore[type-var]
            return True
    return False


def _authorship_without_author(index: _Index, _: HasClass) -> bool:
    authors = index.values_of(SKG.author)
    return any(not authors.get(slot) for slot in index.instances(SKG.Authorship))


def _authorship_without_one_position(index: _Index, _: HasClass) -> bool:
    positions = index.positions()
    return any(positions.get(slot) is None for slot in index.instances(SKG.Authorship))


def _parent_cycle(index: _Index, _: HasClass) -> bool:
    parents = index.values_of(SDO.parentOrganization)
    done: set[Node] = set()
    for start in parents:
        if start in done:
            continue
        path, on_path = [(start, iter(parents.get(start, ())))], {start}
        while path:  # depth first; a node met again on the current path closes a cycle
            node, ahead = path[-1]
            step = next(ahead, None)
            if step is None:
                path.pop()
                on_path.discard(node)
                done.add(node)
            elif step in on_path:
                return True
            elif step not in done:
                path.append((step, iter(parents.get(step, ()))))
                on_path.add(step)
    return False


def _self_advising(index: _Index, _: HasClass) -> bool:
    return any(s == o for p in _ADVISING for s, o in index.pairs(p))


def _undeclared_own_term(index: _Index, _: HasClass) -> bool:
    declared = _declared_terms()
    own = str(SKG)
    used = [p for p in index.by_predicate] + [o for _, o in index.pairs(RDF.type)]
    return any(str(term).startswith(own) and term not in declared for term in used)


@functools.cache
def _declared_terms() -> frozenset[Node]:
    kinds = (
        OWL.Class,
        RDFS.Class,
        OWL.ObjectProperty,
        OWL.DatatypeProperty,
        OWL.AnnotationProperty,
        RDF.Property,
    )
    ontology = load_shapes().ontology
    return frozenset(s for kind in kinds for s in ontology.subjects(RDF.type, kind))


def _linked_without(predicate: Node, cls: Node) -> TargetCheck:
    def check(index: _Index, has_class: HasClass) -> bool:
        return any(not has_class(o, cls) for o in {o for _, o in index.pairs(predicate)})

    return check


# shape -> (digest of its target's query text, the check); the digest binds the check to the text
_TARGET_CHECKS: dict[Node, tuple[str, TargetCheck]] = {
    SKGSH.PersonNameScript: ("bc3d319968767cac", _untagged_name_in_other_script),
    SKGSH.DateType: ("fb02759dfdf8593c", _date_of_another_type),
    SKGSH.DateOrder: ("fd1cafcbe6c988cf", _end_before_start),
    SKGSH.FuturePublication: ("476fe31929bc1784", _published_in_the_future),
    SKGSH.AuthorPositions: ("7bbb3ad0840b3b81", _positions_not_one_to_n),
    SKGSH.AuthorshipAuthor: ("9a3d25e4f780314c", _authorship_without_author),
    SKGSH.AuthorshipPosition: ("a0bb76483c213903", _authorship_without_one_position),
    SKGSH.OrganizationCycle: ("16860018cfcb913e", _parent_cycle),
    SKGSH.SelfAdvising: ("9f204ae4c711cb37", _self_advising),
    SKGSH.OwnTerms: ("3e2a7ee35dc837e5", _undeclared_own_term),
    SKGSH.AuthorLink: ("fd87f79aa31b0dfb", _linked_without(SDO.author, SDO.Person)),
    SKGSH.AuthorshipLink: ("d3341946004d2d5f", _linked_without(SKG.authorship, SKG.Authorship)),
    SKGSH.AuthorshipHolderLink: ("b252fbe6818c1d40", _linked_without(SKG.author, SDO.Person)),
}


def target_digest(shapes: Graph, target: Node) -> str | None:
    """A SPARQL target's query text, whitespace aside, and the prefixes it declares, as a short
    digest; None for a target that is no single query."""
    queries = list(shapes.objects(target, SH.select))
    if len(queries) != 1:
        return None
    declared = sorted(
        (str(shapes.value(d, SH.prefix)), str(shapes.value(d, SH.namespace)))
        for prefixes in shapes.objects(target, SH.prefixes)
        for d in shapes.objects(prefixes, SH.declare)
    )
    text = " ".join(str(queries[0]).split()) + repr(declared)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


# -- the screen --------------------------------------------------------------------------------------

Check = Callable[[_Index, HasClass], bool]


@dataclass(frozen=True)
class Screen:
    """The checks of every shape the graph-by-graph validation runs, each with the classes of a
    node as its engine sees them (:func:`.shapes._check`): the graph's own ``rdf:type`` triples,
    only those of targeted classes in the core groups, and for the link shapes also the classes
    the caller's table gives."""

    own: tuple[Check, ...]  # pySHACL on pyoxigraph, SPARQL targets: every rdf:type triple
    read: tuple[Check, ...]  # core shapes on rdflib: the rdf:type triples of targeted classes
    linked_read: tuple[Check, ...]  # links.ttl on rdflib: those, and the table's classes
    linked: tuple[Check, ...]  # links.ttl on pyoxigraph: every rdf:type triple, and the table's
    unread: tuple[Node, ...]  # shapes without a check: every graph is flagged

    def may_fail(self, triples: Sequence[Triple], types: Types) -> bool:
        """Whether pySHACL may give a result on ``triples`` (a graph, or graphs checked
        together), ``types`` giving the classes of linked nodes as :func:`.shapes._check` takes it."""
        if not triples:
            return False
        if self.unread:
            return True
        index = _Index(triples)
        if index.pairs(RDFS.subClassOf):  # classes could then have instances the checks do not see
            return True
        own = index.types
        targeted = load_shapes().read_classes

        def own_class(node: Node, cls: Node) -> bool:
            return cls in own.get(node, ())

        def read_class(node: Node, cls: Node) -> bool:
            return cls in targeted and cls in own.get(node, ())

        def linked_read_class(node: Node, cls: Node) -> bool:
            return read_class(node, cls) or cls in types.get(node, ())

        def linked_class(node: Node, cls: Node) -> bool:
            return cls in own.get(node, ()) or cls in types.get(node, ())

        views = (
            (self.own, own_class),
            (self.read, read_class),
            (self.linked_read, linked_read_class),
            (self.linked, linked_class),
        )
        return any(check(index, has_class) for checks, has_class in views for check in checks)


def _checks(shapes: Graph, linked: bool = False) -> tuple[list[Check], list[Node]]:
    """The checks of a group of shapes, and the shapes the screen cannot read."""
    found: list[Check] = []
    unread: list[Node] = []
    tops = sorted(
        {s for kind in (SH.NodeShape, SH.PropertyShape) for s in shapes.subjects(RDF.type, kind)}, key=str
    )
    for shape in tops:
        if not isinstance(shape, URIRef):
            continue
        targets = list(shapes.objects(shape, SH.target))
        if targets:
            digest, check = _TARGET_CHECKS.get(shape, ("", None))
            core_targets = any((shape, p, None) in shapes for p in _CORE_TARGETS)
            if (
                check is None
                or core_targets
                or len(targets) > 1
                or target_digest(shapes, targets[0]) != digest
            ):
                unread.append(shape)
            else:
                found.append(check)
            continue
        try:
            found.append(_core_shape(shapes, shape, linked).may_fail)
        except _Unreadable:
            unread.append(shape)
    return found, unread


@functools.cache
def load_screen() -> Screen:
    """The screen of the shipped shapes (those graph-by-graph validation runs: not conflicts.ttl)."""
    shapes: Shapes = load_shapes()
    core, unread_core = _checks(shapes.core)
    queries, unread_queries = _checks(shapes.queries)
    terms, unread_terms = _checks(shapes.terms)
    link_core, unread_link_core = _checks(shapes.link_core, linked=True)
    link_queries, unread_link_queries = _checks(shapes.link_queries, linked=True)
    unread = unread_core + unread_queries + unread_terms + unread_link_core + unread_link_queries
    if _undeclared_own_term(_Index(shapes.ontology), lambda *_: False):
        unread.append(SKGSH.OwnTerms)  # pySHACL reads the ontology with every graph: it would fail all
    return Screen(tuple(queries + terms), tuple(core), tuple(link_core), tuple(link_queries), tuple(unread))
