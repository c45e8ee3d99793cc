"""Validate, the whole-graph reference: a build (:mod:`scholarkg.pipeline.build`) -> a Report.

No command runs this: :func:`.checks.validate_data` validates a data folder from the pipeline's
records. The tests and the validation benchmark compare it with this, which holds every graph
in memory and validates each named graph on its own -- the registry graph and one graph per
profile -- packed into chunks validated in parallel over the machine's cores (two graphs share a
chunk only if they describe no common node that a class-targeted shape counts, so packing never
changes a result).
"""

from __future__ import annotations

import contextlib
import gc
import multiprocessing
from collections.abc import Iterator
from typing import TYPE_CHECKING

from ..pipeline.workers import ordered_map, worker_count
from .checks import CHUNK_SIZE, _check_members, _pack, _Source
from .locate import _Locator
from .report import Report
from .shapes import Raw, Types, _check, _parsed_once, _types_of

if TYPE_CHECKING:
    from ..pipeline.build import Build


# The sources, the classes of every node, and the chunks: set before forking, so that the workers
# share them without pickling.
_WORK: tuple[list[_Source], Types, list[list[int]]] | None = None


def _check_chunk(chunk_index: int) -> list[tuple[int, Raw]]:
    """Validate one chunk; each result comes with the index of every graph in it that it concerns."""
    assert _WORK is not None
    sources, types, chunks = _WORK
    return _check_members(sources, types, chunks[chunk_index])


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
        locator = _locator_of(build)
        return Report([locator.locate(r, None) for r in raw], len(build.graphs), strict)
    types = _types_of(t for named in build.graphs for t in named.triples)
    # the registry graph, then one graph per profile, in file order
    sources = [_Source.of(named.iri, named.triples, types) for named in build.graphs]
    chunks = _pack(sources, chunk_size)
    found = _check_chunks((sources, types, chunks), min(worker_count(jobs), len(chunks)))
    locator = _locator_of(build)
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


def _locator_of(build: Build) -> _Locator:
    return _Locator(
        build.corpus, build.resolution, build.base_iri, build.origins, [g.iri for g in build.graphs]
    )
