"""N-Triples / N-Quads lines written straight from rdflib terms (fast, no Graph needed), and
the line-level edits every stage shares: one graph's block, and its lines without graph terms."""

from __future__ import annotations

import io
import re
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

from rdflib import BNode, Literal, URIRef
from rdflib.term import Node

_ESCAPES = str.maketrans({"\\": "\\\\", '"': '\\"', "\n": "\\n", "\r": "\\r"})
_XSD_STRING = "http://www.w3.org/2001/XMLSchema#string"


_IRI_CACHE: dict[str, str] = {}
# IRIs recur (predicates, people, organisations): each is formatted once while it stays in the
# cache, which starts again when full. Earlier versions kept up to a million entries, ~230 MB:
# a validation worker grew by ~7 MB a run of 100 profiles as the cache filled.
_IRI_CACHE_LIMIT = 1 << 16
_LITERAL_CACHE: dict[int, tuple[Literal, str]] = {}
_LITERAL_CACHE_LIMIT = 1 << 16  # as many as the mapping's text_literal cache keeps


def term_nt(term: Node) -> str:
    """One term in N-Triples syntax (also valid inside SPARQL INSERT DATA)."""
    if type(term) is URIRef:
        text = _IRI_CACHE.get(term)
        if text is None:
            text = f"<{term}>"
            if len(_IRI_CACHE) >= _IRI_CACHE_LIMIT:
                _IRI_CACHE.clear()
            _IRI_CACHE[term] = text
        return text
    if isinstance(term, URIRef):
        return f"<{term}>"
    if type(term) is Literal:
        # The mapping makes each recurring literal once (names, kinds, years, positions), so
        # the same object comes back again and again: by identity, its text is a lookup. The
        # entry holds the literal, so its id cannot be reused while the entry exists.
        known = _LITERAL_CACHE.get(id(term))
        if known is not None:
            return known[1]
        text = _literal_nt(term)
        if len(_LITERAL_CACHE) >= _LITERAL_CACHE_LIMIT:
            _LITERAL_CACHE.clear()
        _LITERAL_CACHE[id(term)] = (term, text)
        return text
    if isinstance(term, Literal):
        return _literal_nt(term)
    if isinstance(term, BNode):
        return f"_:{term}"
    raise TypeError(f"cannot write {term!r} as N-Triples")


def _literal_nt(term: Literal) -> str:
    text = '"' + str(term).translate(_ESCAPES) + '"'
    if term.language:
        return f"{text}@{term.language}"
    if term.datatype is not None and str(term.datatype) != _XSD_STRING:
        return f"{text}^^<{term.datatype}>"
    return text


def triple_line(subject: Node, predicate: Node, obj: Node) -> str:
    return f"{term_nt(subject)} {term_nt(predicate)} {term_nt(obj)} .\n"


def triple_lines(triples: Iterable[tuple[Node, Node, Node]]) -> Iterator[str]:
    """The N-Triples lines of triples, in order: :func:`triple_line`'s text, with IRIs (nearly
    every subject, predicate and object) joined without a lookup, as :func:`quad_lines` does."""
    join = "".join
    for subject, predicate, obj in triples:
        if type(subject) is not URIRef or type(predicate) is not URIRef:
            yield triple_line(subject, predicate, obj)
        elif type(obj) is URIRef:
            yield join(("<", subject, "> <", predicate, "> <", obj, "> .\n"))
        else:
            yield join(("<", subject, "> <", predicate, "> ", term_nt(obj), " .\n"))


def statement_texts(triples: Iterable[tuple[Node, Node, Node]]) -> Iterator[str]:
    """Each triple as the start of its N-Triples or N-Quads line: its three terms, each followed
    by a space. :func:`quad_lines`' line is this text, the graph term, and " .\\n"."""
    join = "".join
    for subject, predicate, obj in triples:
        if type(subject) is not URIRef or type(predicate) is not URIRef:
            yield f"{term_nt(subject)} {term_nt(predicate)} {term_nt(obj)} "
        elif type(obj) is URIRef:
            yield join(("<", subject, "> <", predicate, "> <", obj, "> "))
        else:
            yield join(("<", subject, "> <", predicate, "> ", term_nt(obj), " "))


def quad_line(subject: Node, predicate: Node, obj: Node, graph: Node) -> str:
    return f"{term_nt(subject)} {term_nt(predicate)} {term_nt(obj)} {term_nt(graph)} .\n"


def quad_lines(triples: Iterable[tuple[Node, Node, Node]], graph: Node) -> set[str]:
    """The distinct N-Quads lines of one graph's triples.

    Same text as :func:`quad_line`, ~1.5x faster: this is the inner loop of every export, and
    nearly every triple has an IRI subject and predicate, which need no lookup."""
    lines: set[str] = set()
    add = lines.add
    join = "".join
    graph_text = term_nt(graph)
    iri_object_end = f"> {graph_text} .\n"
    other_object_end = f" {graph_text} .\n"
    for subject, predicate, obj in triples:
        if type(subject) is not URIRef or type(predicate) is not URIRef:
            add(quad_line(subject, predicate, obj, graph))
        elif type(obj) is URIRef:
            add(join(("<", subject, "> <", predicate, "> <", obj, iri_object_end)))
        else:
            add(join(("<", subject, "> <", predicate, "> ", term_nt(obj), other_object_end)))
    return lines


def graph_block(graph: Node, triples: Iterable[tuple[Node, Node, Node]]) -> bytes:
    """One named graph as N-Quads: its lines sorted, each once."""
    lines = sorted(quad_lines(triples, graph))
    return "".join(lines).encode("utf-8")


def drop_graph(block: bytes, graph: Node) -> bytes:
    """One graph's N-Quads block as N-Triples lines, in the same order.

    A raw newline only ever ends a line (literals escape theirs), so the graph term followed
    by " .\\n" can only be the end of a line. Order survives: the graph term always follows a
    space, so two lines compare as they did before."""
    return block.replace(f" {term_nt(graph)} .\n".encode(), b" .\n")


# the graph term of an N-Quads line: an IRI right before the " .\n" that ends the line
_GRAPH_TERM_RE = re.compile(rb" <[^<>\n]*> \.\n")


def drop_graph_terms(nquads: bytes) -> bytes:
    """Whole lines of N-Quads of our exports as N-Triples: each line without its graph term,
    whichever graph it names (see :class:`TriplesOfQuads`). Where the graph is known, use
    :func:`drop_graph`: its plain replace is ~4x faster than this regex (0.10 s against
    0.38 s on 100 MB), and the N-Triples export runs it over gigabytes."""
    return _GRAPH_TERM_RE.sub(b" .\n", nquads)


class TriplesOfQuads(io.RawIOBase):
    """An N-Quads file read as N-Triples: every line without its graph term, a block at a time.

    For our exports, where every line names its graph. A line without one would lose its
    object IRI instead and then fail to parse, so it cannot pass for another triple."""

    def __init__(self, path: Path, block_size: int = 1 << 22) -> None:
        self._file = open(path, "rb")  # noqa: SIM115 - closed by close()
        self._block_size = block_size
        self._partial = b""  # the start of a line whose end is in the next block
        self._ready = memoryview(b"")

    def readable(self) -> bool:
        return True

    def readinto(self, buffer: Any) -> int:
        while not self._ready:
            block = self._file.read(self._block_size)
            if not block:
                tail, self._partial = self._partial, b""
                self._ready = memoryview(drop_graph_terms(tail))
                if not self._ready:
                    return 0
                break
            block = self._partial + block
            cut = block.rfind(b"\n") + 1
            self._partial = block[cut:]
            self._ready = memoryview(drop_graph_terms(block[:cut]))
        size = min(len(buffer), len(self._ready))
        buffer[:size] = self._ready[:size]
        self._ready = self._ready[size:]
        return size

    def close(self) -> None:
        self._file.close()
        super().close()
