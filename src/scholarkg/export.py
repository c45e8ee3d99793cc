"""Stage 6, export: a Dataset -> bytes in one RDF format, deterministically; atomic file writes."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from rdflib import Dataset, Graph

from .errors import EnvironmentProblem
from .formats import FORMATS, RdfFormat
from .vocab import PREFIXES


def union_graph(dataset: Dataset) -> Graph:
    """All named graphs merged into one graph, with the project's prefixes."""
    graph = Graph()
    for prefix, namespace in PREFIXES.items():
        graph.bind(prefix, namespace, override=True, replace=True)
    for quad in dataset.quads((None, None, None, None)):
        graph.add(quad[:3])
    return graph


def _sorted_lines(text: str) -> bytes:
    lines = sorted({line for line in text.splitlines() if line.strip()})
    return ("\n".join(lines) + "\n").encode("utf-8") if lines else b""


def serialize(dataset: Dataset, rdf_format: RdfFormat | str) -> bytes:
    """Serialise deterministically: sorted lines for N-Triples/N-Quads, sorted subjects otherwise."""
    if isinstance(rdf_format, str):
        rdf_format = FORMATS[rdf_format]
    if rdf_format.name == "nquads":
        return _sorted_lines(dataset.serialize(format="nquads"))
    graph = union_graph(dataset)
    if rdf_format.name == "nt":
        return _sorted_lines(graph.serialize(format="nt"))
    if rdf_format.name == "trig":
        return dataset.serialize(format="trig").encode("utf-8")
    if rdf_format.name == "jsonld":
        return dataset.serialize(format="json-ld", auto_compact=True, sort_keys=True).encode("utf-8")
    if rdf_format.name == "xml":
        return graph.serialize(format="pretty-xml").encode("utf-8")
    return graph.serialize(format=rdf_format.rdflib).encode("utf-8")


def write_atomically(path: str | Path, content: bytes) -> None:
    """Write a file so that it is either the old file or the whole new one, never half."""
    target = Path(path)
    directory = target.parent if str(target.parent) else Path(".")
    try:
        handle, temporary = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=directory)
    except OSError as exc:
        raise EnvironmentProblem(f"cannot write to '{directory}': {exc.strerror}", path=target) from None
    try:
        with os.fdopen(handle, "wb") as out:
            out.write(content)
            out.flush()
            os.fsync(out.fileno())
        os.replace(temporary, target)
    except OSError as exc:
        Path(temporary).unlink(missing_ok=True)
        raise EnvironmentProblem(f"cannot write output: {exc.strerror}", path=target) from None
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise
