"""Export writers: a Dataset -> bytes in one RDF format, deterministically; atomic file writes."""

from __future__ import annotations

import json
from collections.abc import Generator, Iterable, Sequence
from pathlib import Path
from typing import IO, Any

import pyoxigraph
from rdflib import Dataset, Graph
from rdflib.term import Node

from ..ntriples import drop_graph, graph_block, triple_line
from ..vocab import PREFIXES
from .formats import FORMATS, RdfFormat


class _SortedGraph(Graph):
    """A Graph that lists subjects and their properties in sorted order.

    rdflib's RDF/XML serializer writes subjects in the store's iteration order, which varies
    with PYTHONHASHSEED; sorting here makes the output byte-identical across runs.
    """

    def subjects(
        self, predicate: Any = None, object: Any = None, unique: bool = False
    ) -> Generator[Node, None, None]:
        yield from sorted(set(super().subjects(predicate, object)), key=_term_key)

    def predicate_objects(
        self, subject: Any = None, unique: bool = False
    ) -> Generator[tuple[Node, Node], None, None]:
        pairs = set(super().predicate_objects(subject))
        yield from sorted(pairs, key=lambda po: (_term_key(po[0]), _term_key(po[1])))


def _term_key(term: Node) -> str:
    return term.n3()


def union_graph(dataset: Dataset, graph_class: type[Graph] = Graph) -> Graph:
    """All named graphs merged into one graph, with the project's prefixes."""
    graph = graph_class()
    for prefix, namespace in PREFIXES.items():
        graph.bind(prefix, namespace, override=True, replace=True)
    for quad in dataset.quads((None, None, None, None)):
        graph.add(quad[:3])
    return graph


def nquads(graphs: Iterable[tuple[Node, Iterable[tuple[Node, Node, Node]]]], quads: bool = True) -> bytes:
    """N-Quads of named graphs: graphs in IRI order, lines sorted within each graph; with
    ``quads=False`` the same lines without their graph terms (N-Triples).

    The streamed export writes the same layout profile by profile, so both are byte-identical.
    """
    ordered = sorted(graphs, key=lambda gt: str(gt[0]))
    if quads:
        return b"".join(graph_block(g, triples) for g, triples in ordered)
    return b"".join(drop_graph(graph_block(g, triples), g) for g, triples in ordered)


def ntriples(triples: Iterable[tuple[Node, Node, Node]]) -> bytes:
    """N-Triples of the union of all graphs: sorted lines, each once."""
    return "".join(sorted({triple_line(s, p, o) for s, p, o in triples})).encode("utf-8")


def _dataset_graphs(dataset: Dataset) -> list[tuple[Node, list[tuple[Node, Node, Node]]]]:
    return [(g.identifier, list(g)) for g in _named_graphs(dataset)]


def write_from_lines(lines: Path, rdf_format: RdfFormat, output: IO[bytes]) -> None:
    """A file of sorted N-Quads (quad formats) or sorted, distinct N-Triples (triple formats)
    written to ``output`` in another format by pyoxigraph, as it is read: what :func:`rewrite`
    does for bytes in memory, for an export of any size."""
    source = pyoxigraph.RdfFormat.N_QUADS if rdf_format.quads else pyoxigraph.RdfFormat.N_TRIPLES
    prefixes = {prefix: str(namespace) for prefix, namespace in PREFIXES.items()}
    pyoxigraph.serialize(
        pyoxigraph.parse(path=str(lines), format=source),
        output,
        format=rdf_format.oxigraph,
        prefixes=prefixes,
    )


def rewrite(lines: bytes, rdf_format: RdfFormat) -> bytes:
    """Sorted N-Quads (quad formats) or N-Triples (triple formats) -> another format, by pyoxigraph.

    pyoxigraph writes in input order, so sorted input gives deterministic output; it is ~40x
    faster than rdflib's writers (FACTS.md), which matters from thousands of profiles on.
    """
    source = pyoxigraph.RdfFormat.N_QUADS if rdf_format.quads else pyoxigraph.RdfFormat.N_TRIPLES
    prefixes = {prefix: str(namespace) for prefix, namespace in PREFIXES.items()}
    written = pyoxigraph.serialize(
        pyoxigraph.parse(lines, format=source), format=rdf_format.oxigraph, prefixes=prefixes
    )
    return bytes(written) if written is not None else b""


Graphs = Sequence[tuple[Node, Sequence[tuple[Node, Node, Node]]]]


def from_graphs(graphs: Graphs, rdf_format: RdfFormat) -> bytes:
    """The export of named graphs in any format.

    N-Triples is the N-Quads export without graph terms — graphs in IRI order, lines sorted in
    each — so that it streams like N-Quads; a triple stated in two graphs is written twice
    (parsers merge them: a graph is a set). The other triple formats are written from the
    sorted union."""
    if rdf_format.streams:
        return nquads(graphs, quads=rdf_format.quads)
    if rdf_format.quads:
        return rewrite(nquads(graphs), rdf_format)
    return rewrite(ntriples(t for _, triples in graphs for t in triples), rdf_format)


def serialize(dataset: Dataset, rdf_format: RdfFormat | str, engine: str = "oxigraph") -> bytes:
    """Serialise deterministically. ``engine="rdflib"`` uses rdflib's own writers (slower; kept
    as the reference that the pyoxigraph path is tested against)."""
    if isinstance(rdf_format, str):
        rdf_format = FORMATS[rdf_format]
    if engine == "oxigraph" or rdf_format.streams:
        return from_graphs(_dataset_graphs(dataset), rdf_format)
    if rdf_format.name == "trig":
        return _trig(dataset)
    if rdf_format.name == "jsonld":
        return _jsonld(dataset)
    if rdf_format.name == "xml":
        return union_graph(dataset, _SortedGraph).serialize(format="xml").encode("utf-8")
    return union_graph(dataset).serialize(format=rdf_format.rdflib).encode("utf-8")


def _named_graphs(dataset: Dataset) -> list[Graph]:
    graphs = [g for g in dataset.graphs() if len(g) and g.identifier != dataset.default_graph.identifier]
    return sorted(graphs, key=lambda g: str(g.identifier))


def _trig(dataset: Dataset) -> bytes:
    """TriG with graphs in IRI order, each written by the (sorted) Turtle serializer."""
    header = "".join(f"@prefix {prefix}: <{namespace}> .\n" for prefix, namespace in PREFIXES.items())
    blocks = [header]
    for named in _named_graphs(dataset):
        graph = Graph()
        for prefix, namespace in PREFIXES.items():
            graph.bind(prefix, namespace, override=True, replace=True)
        for triple in named:
            graph.add(triple)
        body = [
            line for line in graph.serialize(format="turtle").splitlines() if not line.startswith("@prefix ")
        ]
        # not indented: a line inside a multi-line literal must stay as it is
        text = "\n".join(body).strip("\n")
        blocks.append(f"{named.identifier.n3()} {{\n{text}\n}}\n")
    return "\n".join(blocks).encode("utf-8")


def _sort_json(value: Any) -> Any:
    """Sort JSON-LD node arrays by @id and value arrays by content; @list order is kept."""
    if isinstance(value, dict):
        return {key: (item if key == "@list" else _sort_json(item)) for key, item in value.items()}
    if isinstance(value, list):
        items = [_sort_json(item) for item in value]
        return sorted(items, key=lambda item: json.dumps(item, sort_keys=True, ensure_ascii=False))
    return value


def _jsonld(dataset: Dataset) -> bytes:
    """JSON-LD with one named graph per profile, in a stable order."""
    context = {prefix: str(namespace) for prefix, namespace in PREFIXES.items()}
    raw = dataset.serialize(format="json-ld", context=context, auto_compact=True)
    document = _sort_json(json.loads(raw))
    return (json.dumps(document, indent=2, sort_keys=True, ensure_ascii=False) + "\n").encode("utf-8")
