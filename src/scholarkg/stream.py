"""Export, streamed: a data folder -> N-Quads profile by profile, in flat memory, over all cores.

Two passes over the profile files, both parallel (fork, one worker per core):

1. load and check each profile and keep only its :class:`ProfileSummary` (names and counted
   references) — enough to resolve every name in the corpus;
2. map each profile again with the finished resolution and write its named graph.

The registries stay in memory (they are small); no profile's full record outlives its turn. A
content-keyed cache (``cache_dir``) keeps each checked profile and each mapped graph, so a
re-export after one profile changed re-reads and re-maps only that profile. The output is
byte-identical to :meth:`Build.serialize` ``("nquads")``.
"""

from __future__ import annotations

import gc
import hashlib
import io
import multiprocessing
import os
import pickle
import shutil
import tempfile
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any

from . import __version__
from .errors import DataError, DataErrors
from .export import drop_graph, graph_block
from .mapping import Mapper
from .profiles import Corpus, Profile, load_profile_file, load_registries, profile_paths
from .resolve import ProfileSummary, Resolution, summarize
from .vocab import DEFAULT_BASE_IRI

# bump when the meaning of a cached record or graph changes without a version change
CACHE_FORMAT = 1


@dataclass
class StreamReport:
    profiles: int
    graphs: int
    bytes_written: int
    seconds: float
    reused: int  # profile graphs taken from the cache


class _Cache:
    """Files keyed by content hashes; a missing or unreadable entry is simply a miss."""

    def __init__(self, folder: Path | None) -> None:
        self.folder = folder
        if folder is not None:
            try:
                folder.mkdir(parents=True, exist_ok=True)
            except OSError:
                self.folder = None  # an unwritable cache only costs speed

    def path(self, kind: str, key: str) -> Path | None:
        return None if self.folder is None else self.folder / kind / key[:2] / key

    def read(self, kind: str, key: str) -> bytes | None:
        path = self.path(kind, key)
        if path is None:
            return None
        try:
            return path.read_bytes()
        except OSError:
            return None

    def write(self, kind: str, key: str, content: bytes) -> None:
        path = self.path(kind, key)
        if path is None:
            return
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            temporary = path.with_name(f".{path.name}.{os.getpid()}.tmp")
            temporary.write_bytes(content)
            os.replace(temporary, path)
        except OSError:
            pass


def _digest(*parts: bytes | str) -> str:
    hasher = hashlib.sha256()
    for part in parts:
        hasher.update(part.encode() if isinstance(part, str) else part)
        hasher.update(b"\0")
    return hasher.hexdigest()


# State the forked workers inherit; set by the parent right before the pool starts.
_WORKER: dict[str, Any] = {}


def _record_key(content: bytes) -> str:
    return _digest("record", str(CACHE_FORMAT), __version__, content)


def _load_profile(path: Path, content: bytes, cache: _Cache) -> Profile:
    key = _record_key(content)
    cached = cache.read("records", key)
    if cached is not None:
        try:
            profile = pickle.loads(cached)  # noqa: S301 - our own cache, keyed by content hash
            if isinstance(profile, Profile):
                return profile
        except Exception:  # noqa: BLE001 - a damaged cache entry is a miss
            pass
    profile = load_profile_file(path, _WORKER["root"])
    cache.write("records", key, pickle.dumps(profile, protocol=pickle.HIGHEST_PROTOCOL))
    return profile


def _summarize_file(path: Path) -> tuple[ProfileSummary | None, list[DataError]]:
    cache: _Cache = _WORKER["cache"]
    records: _Cache = _WORKER["records"]
    try:
        content = path.read_bytes()
        key = _digest("summary", str(CACHE_FORMAT), __version__, content)
        cached = cache.read("summaries", key)
        if cached is not None:
            try:
                return pickle.loads(cached), []  # noqa: S301 - our own cache
            except Exception:  # noqa: BLE001
                pass
        summary = summarize(_load_profile(path, content, records))
        cache.write("summaries", key, pickle.dumps(summary, protocol=pickle.HIGHEST_PROTOCOL))
        return summary, []
    except DataErrors as many:
        return None, list(many.errors)
    except DataError as one:
        return None, [one]
    except OSError as exc:
        return None, [DataError(f"cannot read file: {exc.strerror}", path=str(path))]


def _map_file(path: Path, profile_id: str) -> tuple[bytes, bool]:
    """One profile's named graph as N-Quads (or N-Triples), and whether it came from the cache."""
    cache: _Cache = _WORKER["cache"]
    mapper: Mapper = _WORKER["mapper"]
    content = path.read_bytes()
    key = _digest("graph", _WORKER["fingerprint"], content)
    block = cache.read("graphs", key)
    from_cache = block is not None
    if block is None:
        profile = _load_profile(path, content, _WORKER["records"])
        block = graph_block(mapper.graph(profile.id), mapper.profile_triples(profile))
        cache.write("graphs", key, block)
    if not _WORKER["quads"]:
        block = drop_graph(block, mapper.graph(profile_id))
    return block, from_cache


def _map_chunk(task: tuple[int, list[tuple[str, Path]]]) -> tuple[str, int]:
    """Map consecutive profiles into one temporary file: (its path, graphs reused from cache).

    Files, not pipes, carry the output back: gigabytes of N-Quads through the pool's pickling
    would cost more than mapping them."""
    number, paths = task
    target = Path(_WORKER["scratch"]) / f"chunk-{number:07d}.nq"
    reused = 0
    with open(target, "wb") as out:
        for profile_id, path in paths:
            block, from_cache = _map_file(path, profile_id)
            out.write(block)
            reused += from_cache
    return str(target), reused


def _fingerprint(resolution: Resolution, base_iri: str, registry_bytes: bytes) -> str:
    """Everything besides a profile's own file that its mapped graph depends on."""
    return _digest(
        "fingerprint", str(CACHE_FORMAT), __version__, base_iri, registry_bytes,
        repr(sorted(resolution.person_index_items())),
    )  # fmt: skip


def _pool_map(function: Callable[[Any], Any], items: Sequence[Any], jobs: int, chunksize: int | None = None) -> Iterator[Any]:
    if jobs <= 1 or len(items) < 2 * jobs:
        yield from map(function, items)
        return
    gc.collect()
    gc.freeze()  # forked workers would otherwise re-walk (and copy) every inherited object
    context = multiprocessing.get_context("fork")
    with context.Pool(jobs) as pool:
        yield from pool.imap(function, items, chunksize=chunksize or max(1, min(64, len(items) // (jobs * 8))))
    gc.unfreeze()


def default_jobs() -> int:
    return len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 1)


def export_nquads(
    data_dir: str | Path,
    output: IO[bytes],
    base_iri: str = DEFAULT_BASE_IRI,
    jobs: int | None = None,
    cache_dir: str | Path | None = None,
    quads: bool = True,
) -> StreamReport:
    """Write the N-Quads export of ``data_dir`` to ``output``, profile by profile.

    ``quads=False`` writes N-Triples instead: the same lines without their graph terms. Every
    data error in every file is found in the first pass, before anything is written.
    """
    started = time.perf_counter()
    root = Path(data_dir)
    registries = load_registries(root)
    paths = profile_paths(root)
    jobs = jobs or default_jobs()
    _WORKER.clear()
    with tempfile.TemporaryDirectory(prefix="scholarkg-") as scratch:
        cache = _Cache(Path(cache_dir) if cache_dir else None)
        # checked records go to the cache, or to scratch space for this run: the second pass
        # reads them back ~6x faster than it could parse the YAML again
        records = cache if cache.folder is not None else _Cache(Path(scratch) / "records")
        _WORKER.update(root=root, cache=cache, records=records, scratch=scratch, quads=quads)
        return _export(root, registries, paths, output, base_iri, jobs, started)


def _export(root: Path, registries: Any, paths: list[Path], output: IO[bytes], base_iri: str, jobs: int,
            started: float) -> StreamReport:  # fmt: skip
    summaries: list[ProfileSummary] = []
    errors: list[DataError] = []
    for summary, problems in _pool_map(_summarize_file, paths, jobs):
        errors.extend(problems)
        if summary is not None:
            summaries.append(summary)
    if errors:
        raise DataErrors(errors) if len(errors) > 1 else errors[0]

    corpus = Corpus(root, [], registries.organizations, registries.people)
    resolution = Resolution(corpus, summaries)
    mapper = Mapper(resolution, base_iri, track_origins=False)
    registry_block = graph_block(mapper.registry_graph, mapper.registry_triples())
    if not _WORKER["quads"]:
        registry_block = drop_graph(registry_block, mapper.registry_graph)
    _WORKER.update(mapper=mapper, fingerprint=_fingerprint(resolution, base_iri, registries.content))

    # graphs in IRI order: profiles by id, the registry graph at its place among them
    ordered = sorted(zip((s.profile.id for s in summaries), paths), key=lambda pair: str(mapper.graph(pair[0])))
    registry_at = sum(1 for profile_id, _ in ordered if str(mapper.graph(profile_id)) < str(mapper.registry_graph))
    size = max(1, min(64, len(ordered) // (jobs * 8) or 1))
    tasks: list[tuple[int, list[tuple[str, Path]]]] = []
    for start, stop in ((0, registry_at), (registry_at, len(ordered))):
        for first in range(start, stop, size):
            tasks.append((len(tasks), ordered[first : min(first + size, stop)]))
    written = reused = done = 0
    for task, (chunk, chunk_reused) in zip(tasks, _pool_map(_map_chunk, tasks, jobs, chunksize=1)):
        if done == registry_at:
            output.write(registry_block)
            written += len(registry_block)
        written += _append(output, Path(chunk))
        done += len(task[1])
        reused += chunk_reused
    if done == registry_at:
        output.write(registry_block)
        written += len(registry_block)
    return StreamReport(len(paths), len(paths) + 1, written, time.perf_counter() - started, reused)


def _append(output: IO[bytes], chunk: Path) -> int:
    """Copy a chunk file to the output (in the kernel when the output is a file) and delete it."""
    size = chunk.stat().st_size
    with open(chunk, "rb") as source:
        try:
            output.flush()
            descriptor = output.fileno()
        except (AttributeError, OSError, io.UnsupportedOperation):
            shutil.copyfileobj(source, output, 1 << 20)
        else:
            offset = 0
            while offset < size:
                offset += os.sendfile(descriptor, source.fileno(), offset, size - offset)
    chunk.unlink()
    return size
