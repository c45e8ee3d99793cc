"""Stage 6, export: a Dataset -> bytes in one RDF format, deterministically; atomic file writes."""

from __future__ import annotations

import contextlib
import functools
import io
import json
import os
import re
import stat
import tempfile
from collections.abc import Iterable, Iterator, Sequence
from pathlib import Path
from typing import IO, Any, BinaryIO

import pyoxigraph
from rdflib import Dataset, Graph
from rdflib.term import Node

from .errors import EnvironmentProblem
from .formats import FORMATS, RdfFormat
from .ntriples import quad_lines, term_nt, triple_line
from .vocab import PREFIXES


class _SortedGraph(Graph):
    """A Graph that lists subjects and their properties in sorted order.

    rdflib's RDF/XML serializer writes subjects in the store's iteration order, which varies
    with PYTHONHASHSEED; sorting here makes the output byte-identical across runs.
    """

    def subjects(self, predicate: Any = None, object: Any = None, unique: bool = False) -> Iterator[Any]:
        return iter(sorted(set(super().subjects(predicate, object)), key=_term_key))

    def predicate_objects(self, subject: Any = None, unique: bool = False) -> Iterator[Any]:
        pairs = set(super().predicate_objects(subject))
        return iter(sorted(pairs, key=lambda po: (_term_key(po[0]), _term_key(po[1]))))


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


def graph_block(graph: Node, triples: Iterable[tuple[Node, Node, Node]]) -> bytes:
    """One named graph as N-Quads: its lines sorted, each once."""
    lines = sorted(quad_lines(triples, graph))
    return "".join(lines).encode("utf-8")


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
    pyoxigraph.serialize(pyoxigraph.parse(path=str(lines), format=source), output,
                         format=rdf_format.oxigraph, prefixes=prefixes)  # fmt: skip


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
            line for line in graph.serialize(format="turtle").splitlines()
            if not line.startswith("@prefix ")
        ]  # fmt: skip
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


def write_atomically(path: str | Path, content: bytes) -> None:
    """Write a file so that it is either the old file or the whole new one, never half."""
    with atomic_output(path) as out:
        out.write(content)


@contextlib.contextmanager
def atomic_output(path: str | Path) -> Iterator[BinaryIO]:
    """A binary file that replaces ``path`` only when the block ends without an error.

    It gets the mode of the file it replaces, or, for a new file, the mode the umask gives
    (``mkstemp`` alone would make every output 0600). Through a symbolic link, the file linked
    to is replaced and the link kept. What cannot be replaced by a file (``/dev/null``,
    ``/dev/stdout``, a named pipe, bash's ``>(...)``) is written in place."""
    target = Path(path)
    if _cannot_be_replaced(target):
        with _in_place(target) as out:
            yield out
        return
    if target.is_symlink():
        target = Path(os.path.realpath(target))
    directory = target.parent if str(target.parent) else Path(".")
    try:
        mode = stat.S_IMODE(target.stat().st_mode)
    except OSError:
        mode = 0o666 & ~_umask()
    try:
        handle, temporary = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=directory)
    except OSError as exc:
        raise EnvironmentProblem(f"cannot write to '{directory}': {exc.strerror}", path=path) from None
    try:
        with os.fdopen(handle, "wb") as out:
            os.fchmod(out.fileno(), mode)
            yield out
            out.flush()
            os.fsync(out.fileno())
        os.replace(temporary, target)
    except OSError as exc:
        Path(temporary).unlink(missing_ok=True)
        if exc.filename is not None and exc.filename not in (temporary, str(target)):
            raise  # another file's fault (an input that cannot be read), not the output's
        raise EnvironmentProblem(f"cannot write output: {exc.strerror}", path=path) from None
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


def _cannot_be_replaced(target: Path) -> bool:
    """Whether the output is there and is no plain file (a device, a pipe, a folder), or is one
    of the system's views of a process's files (``/dev/stdout`` names the file the shell
    redirected to, which may be a log that ``>>`` appends to)."""
    try:
        status = os.stat(target)
    except OSError:
        return False  # not there yet (or a link to nothing): the rename makes it
    return not stat.S_ISREG(status.st_mode) or os.path.abspath(target).startswith(_PROCESS_VIEWS)


_PROCESS_VIEWS = ("/dev/stdout", "/dev/stderr", "/dev/fd/", "/proc/")


@contextlib.contextmanager
def _in_place(target: Path) -> Iterator[BinaryIO]:
    """``target`` opened for writing as it is, for :func:`atomic_output`: not truncated, and
    written from its end, so that ``-o /dev/stdout >> log`` keeps the log. (Not O_APPEND,
    which ``os.sendfile`` refuses.)"""
    try:
        out = os.fdopen(os.open(target, os.O_WRONLY | os.O_CLOEXEC), "wb")
    except OSError as exc:
        raise EnvironmentProblem(f"cannot write output: {exc.strerror}", path=target) from None
    with contextlib.suppress(OSError):  # a pipe or a terminal has no end to seek
        out.seek(0, io.SEEK_END)
    try:
        with out:
            yield out
            out.flush()
    except BrokenPipeError:
        raise  # the reader has gone, as with stdout
    except OSError as exc:
        if exc.filename is not None and exc.filename != str(target):
            raise  # another file's fault (an input that cannot be read), not the output's
        raise EnvironmentProblem(f"cannot write output: {exc.strerror}", path=target) from None


def _umask() -> int:
    """The process's umask, read without changing it where the system tells it (Linux)."""
    try:
        with open("/proc/self/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("Umask:"):
                    return int(line.split()[1], 8)
    except (OSError, ValueError):
        pass
    return _umask_at_first_use()


@functools.cache
def _umask_at_first_use() -> int:
    """Elsewhere the umask can only be read by setting it: once, and put back at once (a file
    another thread made in between would get 0o022)."""
    current = os.umask(0o022)
    os.umask(current)
    return current
