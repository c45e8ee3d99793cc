"""Query (paths): two people -> the shortest chain of co-authorship and advising between them.

SPARQL 1.1 property paths say whether two people are connected, not through whom, so the
search runs here: a breadth-first search from both ends that asks the graph for one step at a
time with the stored query ``queries/neighbours.rq``, bound to a whole frontier at once. It
runs on any :class:`~scholarkg.query.QueryGraph`, embedded or remote.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from rdflib import Literal, URIRef

from ..errors import UsageError
from .engines import ENGINES, QueryGraph
from .results import Table
from .stored import load_query

NEIGHBOURS = "neighbours"
LINK_KINDS: dict[str, set[str] | None] = {
    "all": None,
    "coauthors": {"co-author of"},
    "advising": {"advised by", "advisor of"},
}
REVERSED = {"co-author of": "co-author of", "advised by": "advisor of", "advisor of": "advised by"}
DEFAULT_MAX_LENGTH = 6


@dataclass(frozen=True)
class Edge:
    """A link as neighbours.rq gives it: ``source`` is ``link`` ``target`` (e.g. "advised by")."""

    source: URIRef
    source_name: str
    target: URIRef
    target_name: str
    link: str
    detail: str  # the joint publication, or the advising relation


@dataclass(frozen=True)
class Step:
    """One person on a path, and how the person before relates to them (empty for the first)."""

    person: URIRef
    name: str
    link: str = ""
    detail: str = ""


def neighbours(graph: QueryGraph, people: list[URIRef], kinds: set[str] | None = None) -> list[Edge]:
    """The links of several people, found with one query, in a stable order."""
    table = graph.select(load_query(NEIGHBOURS), {"person": people})
    edges = [
        Edge(URIRef(str(source)), str(source_name), URIRef(str(target)), str(name), str(link), str(detail))
        for source, source_name, target, name, link, detail in table.rows
    ]
    edges.sort(key=lambda e: (str(e.source), str(e.target), e.link, e.detail))
    return [edge for edge in edges if kinds is None or edge.link in kinds]


def shortest_path(
    graph: QueryGraph, start: URIRef, goal: URIRef, via: str = "all", max_length: int = DEFAULT_MAX_LENGTH
) -> list[Step] | None:
    """The shortest chain of links from ``start`` to ``goal``, both included; None if there is none.

    Both ends grow one layer at a time, the smaller frontier first. Among equally short chains
    the one through the first people in IRI order wins, so the answer is the same on every run.
    """
    kinds = LINK_KINDS[via]
    if start == goal:
        found = neighbours(graph, [start])
        return [Step(start, found[0].source_name if found else str(start))]
    # person -> the edge it was reached by, from the start's side and from the goal's side
    forward: dict[URIRef, Edge | None] = {start: None}
    backward: dict[URIRef, Edge | None] = {goal: None}
    forward_frontier, backward_frontier = [start], [goal]
    for _ in range(max_length):
        from_start = len(forward_frontier) <= len(backward_frontier)
        frontier, reached = (forward_frontier, forward) if from_start else (backward_frontier, backward)
        grown: list[URIRef] = []
        for edge in neighbours(graph, sorted(frontier), kinds):
            if edge.target not in reached:
                reached[edge.target] = edge
                grown.append(edge.target)
        meeting = sorted((p for p in grown if p in forward and p in backward), key=str)
        if meeting:
            return _chain(meeting[0], forward, backward)
        if not grown:
            return None
        if from_start:
            forward_frontier = grown
        else:
            backward_frontier = grown
    return None


def _chain(
    middle: URIRef, forward: dict[URIRef, Edge | None], backward: dict[URIRef, Edge | None]
) -> list[Step]:
    """The path start .. middle .. goal from the two search trees."""
    steps: list[Step] = []
    person, edge = middle, forward[middle]
    while edge is not None:
        steps.append(Step(edge.target, edge.target_name, edge.link, edge.detail))
        person, edge = edge.source, forward[edge.source]
    first = forward[steps[-1].person] if steps else None
    start_name = first.source_name if first else _name_from(backward, person)
    steps.append(Step(person, start_name))
    steps.reverse()
    edge = backward[middle]
    while edge is not None:
        # reached from the goal's side: the edge reads goal-side person -> this one, so turn it round
        steps.append(Step(edge.source, edge.source_name, REVERSED[edge.link], edge.detail))
        edge = backward[edge.source]
    return steps


def _name_from(reached: dict[URIRef, Edge | None], person: URIRef) -> str:
    for edge in reached.values():
        if edge is not None and edge.source == person:
            return edge.source_name
        if edge is not None and edge.target == person:
            return edge.target_name
    return str(person)


def path_table(steps: list[Step] | None) -> Table:
    """A path as a result table: step number, name, link from the previous person, detail, IRI."""
    rows = [
        (
            Literal(index),
            Literal(step.name),
            Literal(step.link) if step.link else None,
            Literal(step.detail) if step.detail else None,
            step.person,
        )
        for index, step in enumerate(steps or [])
    ]
    return Table(["step", "name", "link", "detail", "person"], rows)  # type: ignore[arg-type]


def run_path(
    a: str,
    b: str,
    data_dir: str | Path = "data",
    via: str = "all",
    max_length: int = DEFAULT_MAX_LENGTH,
    cache_dir: str | Path | None = None,
) -> list[Step] | None:
    """``scholarkg path``: the shortest chain between two people (None if there is none). With
    ``cache_dir``, the store is kept there, as ``scholarkg query --cache`` keeps it."""
    if via not in LINK_KINDS:
        raise UsageError(f"via must be one of {', '.join(LINK_KINDS)}, not {via!r}")
    # the streamed export in an embedded store, opened as `scholarkg query neighbours` opens it
    graph = ENGINES["oxigraph"](data_dir, load_query(NEIGHBOURS), cache_dir)
    return shortest_path(graph, graph.person(a), graph.person(b), via, max_length)
