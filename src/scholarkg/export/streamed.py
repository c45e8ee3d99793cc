"""The export in any format, from the one streamed pipeline, in flat memory."""

from __future__ import annotations

import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import IO

from ..pipeline.stream import ProfileRecords, StreamReport, export_nquads, sorted_distinct_lines
from ..vocab import DEFAULT_BASE_IRI
from .formats import RdfFormat
from .writers import write_from_lines


def export(
    data_dir: str | Path,
    output: IO[bytes],
    rdf_format: RdfFormat,
    *,
    base_iri: str = DEFAULT_BASE_IRI,
    jobs: int | None = None,
    cache_dir: str | Path | None = None,
    check: Callable[[ProfileRecords], None] | None = None,
) -> StreamReport:
    """The data folder's graph in ``rdf_format``, written to ``output`` profile by profile.

    ``check`` gets every profile's record after resolution, before anything is written, and
    raises to stop the export: ``scholarkg export`` passes
    :func:`scholarkg.validate.refuse_nonconforming`, so that a graph that breaks the shapes is
    never written. N-Quads and N-Triples are written as the profiles are mapped. The other
    formats are written from the same lines by pyoxigraph: the N-Quads as they come (graphs in
    IRI order, each sorted), or for the triple formats the N-Triples sorted and made distinct on
    disk first — the same input, and so the same bytes, as :func:`~.writers.from_graphs` writes
    from a graph in memory."""

    def lines_to(out: IO[bytes]) -> StreamReport:
        return export_nquads(data_dir, out, base_iri, jobs, cache_dir, rdf_format.quads, check)

    if rdf_format.streams:
        return lines_to(output)
    with tempfile.TemporaryDirectory(prefix="scholarkg-") as scratch:
        lines = Path(scratch) / "export"
        with open(lines, "wb") as out:
            report = lines_to(out)
        if not rdf_format.quads:  # a triple stated in two graphs is one triple
            lines = sorted_distinct_lines(lines, Path(scratch))
        write_from_lines(lines, rdf_format, output)
    return report
