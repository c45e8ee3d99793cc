"""The pipeline, streamed: a data folder -> N-Quads profile by profile, in flat memory, over all cores.

Two passes over the profile files, both parallel (fork, one worker per core):

1. load and check each profile and keep only its :class:`ProfileSummary` (names and counted
   references) — enough to resolve every name in the corpus. The summaries wait in scratch
   space; the parent holds each profile's identity fields and reads each summary once;
2. map each profile again with the finished resolution and write its named graph.

The registries stay in memory (they are small); no profile's full record outlives its turn. A
content-keyed cache (``cache_dir``) keeps each checked profile and each mapped graph, so a
re-export after one profile changed re-reads and re-maps only that profile. The output is
byte-identical to the N-Quads :func:`~scholarkg.export.writers.nquads` writes from a graph in
memory. :func:`stream_graphs` gives the same export one named graph at a time, which is how
``scholarkg load`` feeds a store;
:func:`profile_records` gives pass 1 and the resolution for other work over the profiles, which
is how ``scholarkg validate --data`` validates them; :func:`planned_export` gives them with the
digest of the export to come, which is how ``scholarkg query --cache`` finds a store it kept.
"""

from __future__ import annotations

import contextlib
import functools
import gc
import hashlib
import heapq
import io
import itertools
import json
import os
import pickle
import shutil
import stat
import tempfile
import time
from collections.abc import Callable, Collection, Generator, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any

from ..errors import DataError, DataErrors, ScholarKGError, UsageError
from ..files import holds_bytes
from ..mapping import Mapper
from ..ntriples import drop_graph, quad_lines
from ..profiles.corpus import (
    Corpus,
    LazyPositions,
    Profile,
    display_path,
    file_key,
    load_profile_file,
    load_registries,
    profile_paths,
)
from ..profiles.schema import PartialDate
from ..resolve.resolution import ProfileSummary, Resolution, Spellings, summarize
from ..version import __version__
from ..vocab import DEFAULT_BASE_IRI
from .workers import ordered_map, worker_count

# bump when the meaning of a cached record or graph changes without a version change
CACHE_FORMAT = 7


@dataclass
class StreamReport:
    profiles: int
    graphs: int
    bytes_written: int
    seconds: float
    reused: int  # profile graphs taken from the cache
    resolution: Resolution  # of every name in the corpus (for lookups after the export)


class _Cache:
    """Files keyed by content hashes; a missing or unreadable entry is simply a miss.

    Anyone who can write to the folder can plant files in it, so only regular files are read
    (a named pipe would block the export for ever; a link could pass another file off as an
    entry), and an entry is written to a new file of its own before it takes its place (a
    planted link at a temporary name would have the write go to its target)."""

    def __init__(self, folder: Path | None) -> None:
        self.folder = folder
        self._made: set[Path] = set()  # folders known to exist: one mkdir per folder, not per write
        if folder is not None:
            try:
                folder.mkdir(parents=True, exist_ok=True)
            except OSError:
                self.folder = None  # an unwritable cache only costs speed

    def path(self, kind: str, key: str) -> str | None:
        # joined as text: entries are looked up for every profile of every export, and
        # pathlib's joins cost more than the open itself
        return None if self.folder is None else os.path.join(self.folder, kind, key[:2], key)

    def open(self, kind: str, key: str) -> IO[bytes] | None:
        """An entry open for reading, if it is a regular file (not a link, pipe or device)."""
        path = self.path(kind, key)
        if path is None:
            return None
        try:
            descriptor = os.open(path, os.O_RDONLY | os.O_NONBLOCK | os.O_NOFOLLOW | os.O_CLOEXEC)
        except OSError:
            return None
        if not stat.S_ISREG(os.fstat(descriptor).st_mode):
            os.close(descriptor)
            return None
        return os.fdopen(descriptor, "rb")

    def read(self, kind: str, key: str) -> bytes | None:
        entry = self.open(kind, key)
        if entry is None:
            return None
        try:
            with entry:
                return entry.read()
        except OSError:
            return None

    def write(self, kind: str, key: str, content: bytes) -> None:
        name = self.path(kind, key)
        if name is None:
            return
        path = Path(name)
        temporary = path.with_name(f".{path.name}.{os.getpid()}.tmp")
        try:
            if path.parent not in self._made:
                path.parent.mkdir(parents=True, exist_ok=True)
                self._made.add(path.parent)
            with contextlib.suppress(FileNotFoundError):  # left by a run that was killed, or planted
                temporary.unlink()
            flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW | os.O_CLOEXEC
            with os.fdopen(os.open(temporary, flags, 0o666), "wb") as out:
                out.write(content)
            os.replace(temporary, path)
        except OSError:
            with contextlib.suppress(OSError):
                temporary.unlink()


class _RecordPack:
    """This run's profile summaries, and its checked records when there is no cache: appended
    to one scratch file per process and found again by (file, offset, size). A file per record
    cost 0.3-0.8 ms of kernel time each on this ext4 disk (creating and filling it); an append
    costs ~10 us."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self._out: IO[bytes] | None = None
        self._owner = 0  # the process that opened _out: a forked worker opens its own

    def append(self, content: bytes) -> tuple[str, int, int]:
        if self._out is None or self._owner != os.getpid():
            self._owner = os.getpid()
            self._out = open(self.folder / f"records-{self._owner}.bin", "ab")  # noqa: SIM115 - kept open
        offset = self._out.tell()
        self._out.write(content)
        self._out.flush()  # other processes read it, and pool workers end without closing files
        return self._out.name, offset, len(content)

    @staticmethod
    def read(where: tuple[str, int, int]) -> bytes:
        name, offset, size = where
        with open(name, "rb") as source:
            return os.pread(source.fileno(), size, offset)

    def close(self) -> None:
        if self._out is not None and self._owner == os.getpid():
            self._out.close()
        self._out = None


def _digest(*parts: bytes | str) -> str:
    hasher = hashlib.sha256()
    for part in parts:
        hasher.update(part.encode() if isinstance(part, str) else part)
        hasher.update(b"\0")
    return hasher.hexdigest()


# State the forked workers inherit; set by the parent right before the pool starts.
_WORKER: dict[str, Any] = {}


def _record_key(content_key: str) -> str:
    return _digest("record", str(CACHE_FORMAT), __version__, content_key)


# -- cache entries: plain JSON, each naming the key it was written for -----------------------------
#
# Anyone who can write to the cache folder can plant an entry (a key is a hash of a profile's
# bytes), so an entry is data to check, never code to run: no pickle. One that does not decode,
# or names another key, is a miss and is written again.


def _plain(value: Any) -> Any:
    """A checked profile value as JSON data (dates tagged, so that they come back as dates)."""
    if isinstance(value, PartialDate):
        return {"$date": [value.year, value.month, value.day]}
    if isinstance(value, dict):
        return {key: _plain(item) for key, item in value.items()}
    if isinstance(value, list | tuple):
        return [_plain(item) for item in value]
    return value


def _unplain(value: Any) -> Any:
    if isinstance(value, dict):
        if value.keys() == {"$date"}:
            return PartialDate(*value["$date"])
        return {key: _unplain(item) for key, item in value.items()}
    if isinstance(value, list):
        return [_unplain(item) for item in value]
    return value


def _profile_json(profile: Profile) -> dict[str, Any]:
    positions = profile.positions
    return {
        "path": profile.path,
        "id": profile.id,
        "data": _plain(profile.data),
        # lines not read yet are read from the file, whose content is the entry's key
        "positions": None if isinstance(positions, LazyPositions) else dict(positions),
    }


def _json_profile(entry: dict[str, Any], shown_as: str, file: Path, content_key: str) -> Profile:
    """The profile of a cache entry, named as this run names its file (the same content may
    have been cached from another folder, or seen from another current folder)."""
    positions = entry["positions"]
    if positions is None:
        positions = LazyPositions(os.path.abspath(file), content_key)
    elif not isinstance(positions, dict) or not all(isinstance(v, int) for v in positions.values()):
        raise ValueError("positions")
    return Profile(shown_as, _unplain(entry["data"]), positions, id=Path(shown_as).stem)


def _entry(key: str, value: dict[str, Any]) -> bytes:
    return json.dumps({"key": key, **value}, ensure_ascii=False, separators=(",", ":")).encode("utf-8")


def _read_entry(cache: _Cache, kind: str, key: str) -> dict[str, Any] | None:
    """A cache entry as written by :func:`_entry` for this key; None for a miss, a damaged or a
    foreign entry."""
    cached = cache.read(kind, key)
    if cached is None:
        return None
    try:
        entry = json.loads(cached)
    except ValueError:
        return None
    return entry if isinstance(entry, dict) and entry.get("key") == key else None


def _summary_json(summary: ProfileSummary) -> dict[str, Any]:
    return {
        "profile": _profile_json(summary.profile),
        "names": list(summary.spellings.names),
        "counts": list(summary.spellings.counts),
        "id_refs": summary.id_refs,
        "org_refs": summary.org_refs,
        "parent_refs": summary.parent_refs,
        "identified": summary.identified,
        "dois": summary.dois,
    }


def _json_summary(entry: dict[str, Any], shown_as: str, file: Path, content_key: str) -> ProfileSummary:
    return ProfileSummary(
        _json_profile(entry["profile"], shown_as, file, content_key),
        Spellings(tuple(map(str, entry["names"])), tuple(map(int, entry["counts"]))),
        [(str(w), str(r)) for w, r in entry["id_refs"]],
        [(str(w), str(r), parent) for w, r, parent in entry["org_refs"]],
        {str(k): str(v) for k, v in entry["parent_refs"].items()},
        [(str(w), str(n), tuple((str(s), str(v)) for s, v in keys)) for w, n, keys in entry["identified"]],
        [(str(title), str(doi)) for title, doi in entry["dois"]],
    )


def _load_profile(path: Path, content_key: str, cache: _Cache) -> Profile:
    """A profile's checked record: from the cache by content key, else read and checked now."""
    key = _record_key(content_key)
    entry = _read_entry(cache, "records", key)
    if entry is not None:
        try:
            return _json_profile(entry, display_path(path, _WORKER["root"]), path, content_key)
        except (KeyError, TypeError, ValueError):  # a damaged entry is a miss
            pass
    if file_key(path.read_bytes()) != content_key:  # only when an entry vanished mid-export
        raise DataError("the file changed during the export; run it again", path=str(path))
    profile = load_profile_file(path, _WORKER["root"])
    cache.write("records", key, _entry(key, _profile_json(profile)))
    return profile


RecordAt = tuple[str, int, int] | None  # where pass 1 put a record for pass 2; None: in the cache


@dataclass(frozen=True)
class _Summarized:
    """Pass 1's answer for one file: its identity fields for the parent to index (None if the
    file has errors), where its full summary waits for the parent's resolution, the hash of the
    content read, and where its checked record waits for pass 2."""

    profile: Profile | None
    errors: list[ScholarKGError]
    content_key: str
    summary_at: tuple[str, int, int] | None = None
    record_at: RecordAt = None


def _summarize_file(path: Path) -> _Summarized:
    """Pass 1 for one file. The summary goes to this run's scratch pack, not back to the parent:
    the parent reads each one once while it resolves, so it never holds them all."""
    cache: _Cache = _WORKER["cache"]
    pack: _RecordPack = _WORKER["pack"]
    content_key = ""
    try:
        raw = path.read_bytes()
        content_key = file_key(raw)
        key = _digest("summary", str(CACHE_FORMAT), __version__, content_key)
        entry = _read_entry(cache, "summaries", key)
        if entry is not None:
            try:
                summary = _json_summary(entry, display_path(path, _WORKER["root"]), path, content_key)
            except (KeyError, TypeError, ValueError):  # a damaged entry is a miss
                pass
            else:
                pickled = pickle.dumps(summary, protocol=pickle.HIGHEST_PROTOCOL)
                return _Summarized(summary.profile, [], content_key, pack.append(pickled))
        record_at: RecordAt = None
        if cache.folder is not None:
            profile = _load_profile(path, content_key, cache)
        else:
            profile = load_profile_file(path, _WORKER["root"], raw)
            record_at = pack.append(pickle.dumps(profile, protocol=pickle.HIGHEST_PROTOCOL))
        summary = summarize(profile)
        if cache.folder is not None:
            cache.write("summaries", key, _entry(key, _summary_json(summary)))
        # the pack is this run's scratch space (a private temporary folder): pickle is safe there
        pickled = pickle.dumps(summary, protocol=pickle.HIGHEST_PROTOCOL)
        return _Summarized(summary.profile, [], content_key, pack.append(pickled), record_at)
    except DataErrors as many:
        return _Summarized(None, list(many.errors), content_key)
    except DataError as one:
        return _Summarized(None, [one], content_key)
    except OSError as exc:
        return _Summarized(
            None, [DataError(f"cannot read file: {exc.strerror}", path=str(path))], content_key
        )


def _summaries(places: list[tuple[str, int, int]]) -> Iterator[ProfileSummary]:
    """The summaries pass 1 packed, one at a time, in order. The pack files stay open: opening
    one for every read, as :meth:`_RecordPack.read` does, took 0.33 s for 10k summaries
    against 0.21 s, on the parent's serial path."""
    files: dict[str, IO[bytes]] = {}
    try:
        for name, offset, size in places:
            if name not in files:
                files[name] = open(name, "rb")  # noqa: SIM115 - closed below
            yield pickle.loads(os.pread(files[name].fileno(), size, offset))  # written by this run: trusted
    finally:
        for file in files.values():
            file.close()


@dataclass(frozen=True)
class _Graph:
    """One profile's graph to write in pass 2."""

    profile_id: str
    path: Path
    content_key: str  # hash of the file as pass 1 read it
    record_at: RecordAt = None

    def cache_key(self) -> str:
        return _digest("graph", _WORKER["fingerprint"], self.content_key)


def _record(graph: _Graph) -> Profile:
    """A profile's full checked record, from where pass 1 left it."""
    if graph.record_at is not None:
        return pickle.loads(_RecordPack.read(graph.record_at))  # written by pass 1 of this run
    return _load_profile(graph.path, graph.content_key, _WORKER["cache"])


def _map_graph(graph: _Graph) -> bytes:
    """One profile's named graph as N-Quads, mapped now (and cached)."""
    mapper: Mapper = _WORKER["mapper"]
    profile = _record(graph)
    block = mapper.profile_nquads(profile)
    key = graph.cache_key()
    _WORKER["cache"].write("graphs", key, _graph_header(key, len(block)) + block)
    return block


# A cached graph is its N-Quads lines after one header line that names the entry's key and the
# size of the lines: the lines are copied to the output as they are, so an entry cut short, filed
# under another key, or a link to some other file must be found out before, and mapped again.


def _graph_header(key: str, size: int) -> bytes:
    return f"# scholarkg graph {key} {size}\n".encode("ascii")


def _open_graph(cache: _Cache, key: str) -> IO[bytes] | None:
    """A cached graph open at its first line, or None if there is no sound entry for ``key``."""
    entry = cache.open("graphs", key)
    if entry is None:
        return None
    try:
        header, size = entry.readline(100), os.fstat(entry.fileno()).st_size
    except OSError:
        header, size = b"", -1
    prefix = _graph_header(key, 0)[:-2]  # without the size and the newline
    stated = header[len(prefix) : -1]
    sound = header.startswith(prefix) and header.endswith(b"\n") and stated.isdigit()
    if sound and len(header) + int(stated) == size:  # for this key, and not cut short (nor grown)
        return entry
    entry.close()
    return None


def _map_chunk(task: tuple[int, list[_Graph]]) -> tuple[str, list[int]]:
    """Map consecutive profiles into one temporary file; return its path and each graph's size.

    Files, not pipes, carry the output back: gigabytes of N-Quads through the pool's pickling
    would cost more than mapping them."""
    number, graphs = task
    target = Path(_WORKER["scratch"]) / f"chunk-{number:07d}.nq"
    mapper: Mapper = _WORKER["mapper"]
    sizes = []
    with open(target, "wb") as out:
        for graph in graphs:
            block = _map_graph(graph)
            if not _WORKER["quads"]:
                block = drop_graph(block, mapper.graph(graph.profile_id))
            out.write(block)
            sizes.append(len(block))
    return str(target), sizes


def _fingerprint(resolution: Resolution, base_iri: str, registry_bytes: bytes) -> str:
    """Everything besides a profile's own file that its mapped graph depends on."""
    return _digest(
        "fingerprint",
        str(CACHE_FORMAT),
        __version__,
        base_iri,
        registry_bytes,
        repr(sorted(resolution.person_index_items())),
        repr(resolution.publication_index_items()),
    )


@dataclass(frozen=True)
class GraphBlock:
    """One named graph as the export writes it: its N-Quads lines, sorted."""

    iri: str
    source: str  # the file(s) its statements come from, for messages
    nquads: bytes


def export_nquads(
    data_dir: str | Path,
    output: IO[bytes],
    base_iri: str = DEFAULT_BASE_IRI,
    jobs: int | None = None,
    cache_dir: str | Path | None = None,
    quads: bool = True,
    check: Callable[[ProfileRecords], None] | None = None,
) -> StreamReport:
    """Write the N-Quads export of ``data_dir`` to ``output``, profile by profile.

    ``quads=False`` writes N-Triples instead: the same lines without their graph terms. Every
    data error in every file is found in the first pass, before anything is written. ``check``
    gets the records after pass 1 and the resolution, before anything is written (validation
    does its work there rather than read and resolve the folder again); it raises to stop.
    """
    stream = _Stream(Path(data_dir), base_iri, worker_count(jobs), cache_dir, quads, check=check)
    written = sum(_copy(output, source) for _, source in stream.pieces())
    return stream.report(written)


class PlannedExport:
    """An export after its first pass and the resolution, before anything is mapped.

    Its digest names what the export will hold: the same digest, the same graphs, whichever
    run made them. A consumer that keeps something made from an export (a store built from it)
    can tell that it has it already, and not map nor write the export at all."""

    def __init__(self, stream: _Stream, mapper: Mapper, graphs: list[_Graph]) -> None:
        assert stream.resolution is not None, "planned after the resolution"
        self._stream, self._mapper, self._graphs = stream, mapper, graphs
        self.resolution: Resolution = stream.resolution

    @functools.cached_property
    def digest(self) -> str:
        """Made when asked for, by a consumer that keeps something: 0.22 s at 10k profiles."""
        # each graph's cache key names its content (the profile's bytes and all else it depends
        # on); the registry graph's key, its inputs. N-Triples or N-Quads: the same graphs
        return _digest(
            "export",
            str(CACHE_FORMAT),
            __version__,
            _registry_key(self._mapper, quads=True),
            *sorted(f"{graph.profile_id} {graph.cache_key()}" for graph in self._graphs),
        )

    def write(self, output: IO[bytes]) -> StreamReport:
        """Map and write the export to ``output``, as :func:`export_nquads` does."""
        pieces = self._stream.pieces_of(self._mapper, self._graphs)
        return self._stream.report(sum(_copy(output, source) for _, source in pieces))


@contextlib.contextmanager
def planned_export(
    data_dir: str | Path,
    base_iri: str = DEFAULT_BASE_IRI,
    jobs: int | None = None,
    cache_dir: str | Path | None = None,
    quads: bool = True,
) -> Iterator[PlannedExport]:
    """The export of ``data_dir`` planned (see :class:`PlannedExport`): write it, or not, inside
    the ``with`` block, which holds its scratch space. Raises every data error of every file."""
    stream = _Stream(Path(data_dir), base_iri, worker_count(jobs), cache_dir, quads)
    with stream.scratch():
        mapper, graphs = stream.resolve()
        yield PlannedExport(stream, mapper, graphs)


SHARD_MANIFEST = ".scholarkg-shards.json"


@dataclass(frozen=True)
class ShardReport:
    stream: StreamReport
    written: list[str]  # the shards written (their graph changed, or they were missing)
    removed: list[str]  # shards of profiles that are gone


def export_shards(
    data_dir: str | Path,
    folder: str | Path,
    base_iri: str = DEFAULT_BASE_IRI,
    jobs: int | None = None,
    cache_dir: str | Path | None = None,
    quads: bool = True,
    check: Callable[[ProfileRecords], None] | None = None,
) -> ShardReport:
    """The export as one file per named graph in ``folder``: ``<profile id>.nq`` for each
    profile and ``registry.nq`` (``.nt`` with ``quads=False``), each holding the lines the
    single-file export writes for that graph.

    A manifest in the folder records the key each shard was made from (the profile's bytes and
    everything its graph depends on, as the cache keys them); a shard whose key and size are
    unchanged is neither mapped nor read nor written, so a re-export after one profile changed
    writes that profile's shard (and the registry's, if it changed). Shards of profiles that
    are gone are removed. Every shard is written whole to a new file that then takes its place."""
    target = Path(folder)
    suffix = ".nq" if quads else ".nt"
    manifest = _read_manifest(target)
    stream = _Stream(Path(data_dir), base_iri, worker_count(jobs), cache_dir, quads, check=check)
    written: list[str] = []
    with stream.scratch():
        mapper, graphs = stream.resolve()
        if check is not None:
            check(ProfileRecords(mapper.res, graphs, stream.jobs))
        target.mkdir(parents=True, exist_ok=True)
        keys = {graph.profile_id + suffix: graph.cache_key() + suffix for graph in graphs}
        todo = [g for g in graphs if not _shard_current(target, g.profile_id + suffix, keys, manifest)]
        # the export's own pieces, of the changed graphs only (and the registry's, always)
        registry_name = "registry" + suffix
        names = {str(mapper.graph(g.profile_id)): g.profile_id + suffix for g in todo}
        for piece, source in stream.pieces_of(mapper, todo):
            for iri, _, length in piece:
                name, content = names.get(iri, registry_name), source.read(length)
                if name != registry_name or not holds_bytes(target / name, content):
                    _replace_shard(target / name, content)
                    written.append(name)
        keys[registry_name] = "registry"
        removed = sorted(name for name in manifest if name not in keys and name.endswith(suffix))
        for name in removed:
            with contextlib.suppress(FileNotFoundError):
                (target / name).unlink()
        sizes_now = {name: (target / name).stat().st_size for name in keys}
        kept = {n: e for n, e in manifest.items() if not n.endswith(suffix)}  # the other kind's shards
        _write_manifest(target, kept | {name: [keys[name], sizes_now[name]] for name in sorted(keys)})
    total = sum(sizes_now.values())
    return ShardReport(stream.report(total), written, removed)


@dataclass(frozen=True)
class Shards:
    """A folder :func:`export_shards` wrote, checked whole: see :func:`read_shards`."""

    folder: Path
    graphs: list[tuple[str, Path]]  # (graph IRI, its shard), in the export's order

    @property
    def base_iri(self) -> str | None:
        """The base IRI the folder was exported with (its registry graph's IRI tells)."""
        for iri, path in self.graphs:
            if path.name == "registry.nq":
                return iri.removesuffix("graph/registry")
        return None

    def blocks(self) -> Iterator[GraphBlock]:
        """The named graphs, one shard read at a time."""
        for iri, path in self.graphs:
            nquads = path.read_bytes()
            last = nquads[nquads.rfind(b"\n", 0, len(nquads) - 1) + 1 :]
            if _graph_of_line(last, path, nquads.count(b"\n")) != iri:
                raise DataError("the shard holds more than one graph", path=str(path))
            yield GraphBlock(iri, str(path), nquads)


def read_shards(folder: str | Path) -> Shards:
    """The N-Quads shards of a folder :func:`export_shards` wrote, by graph IRI. Every shard its
    manifest lists must be there, with the size the export gave it: a folder changed since (a
    shard cut short, edited, or gone) is refused before anything is read from it, so that a
    store never gets part of an export."""
    source = Path(folder)
    if not (source / SHARD_MANIFEST).is_file():
        raise UsageError(
            f"{source} is not a folder of shards: it has no {SHARD_MANIFEST} (write one with "
            "{export_folder})",
            options=["export_folder"],
        )
    manifest = _read_manifest(source)
    names = sorted(name for name in manifest if name.endswith(".nq"))
    if not names:
        raise UsageError(
            f"{source} holds no N-Quads shards (N-Triples ones name no graph): write them with "
            "{export_folder} in the N-Quads format",
            options=["export_folder"],
        )
    problems: list[ScholarKGError] = []
    graphs = []
    for name in names:
        path = source / name
        try:
            size = path.stat().st_size
            with open(path, "rb") as shard:
                first = shard.readline()
        except OSError as exc:
            problems.append(
                DataError(f"shard listed in the folder's manifest: {exc.strerror}", path=str(path))
            )
            continue
        if size != manifest[name][1]:
            problems.append(
                DataError(
                    f"the shard has {size} bytes where the export wrote {manifest[name][1]}: it "
                    "changed since (export the folder again)",
                    path=str(path),
                )
            )
            continue
        try:
            graphs.append((_graph_of_line(first, path, 1), path))
        except DataError as error:
            problems.append(error)
    if problems:
        raise DataErrors(problems) if len(problems) > 1 else problems[0]
    return Shards(source, sorted(graphs))


def _graph_of_line(line: bytes, path: Path, number: int) -> str:
    """The graph IRI of an N-Quads line as the export writes it (``<s> <p> o <g> .``)."""
    term = line[:-3].rsplit(b" ", 1)[-1]
    if not (line.endswith(b" .\n") and term.startswith(b"<") and term.endswith(b">")):
        raise DataError(
            "not an N-Quads line with a graph, as the export writes them", path=str(path), line=number
        )
    return term[1:-1].decode("utf-8")


def _read_manifest(folder: Path) -> dict[str, list[Any]]:
    """The shards a folder holds, by name: [key, size]; empty if there is no sound manifest."""
    try:
        entries = json.loads((folder / SHARD_MANIFEST).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    if not isinstance(entries, dict):
        return {}
    return {
        str(name): entry
        for name, entry in entries.items()
        if isinstance(entry, list) and len(entry) == 2 and isinstance(entry[1], int) and "/" not in str(name)
    }


def _write_manifest(folder: Path, entries: dict[str, list[Any]]) -> None:
    _replace_shard(folder / SHARD_MANIFEST, (json.dumps(entries, indent=0, sort_keys=True) + "\n").encode())


def _shard_current(folder: Path, name: str, keys: dict[str, str], manifest: dict[str, list[Any]]) -> bool:
    entry = manifest.get(name)
    if entry is None or entry[0] != keys[name]:
        return False
    try:
        return (folder / name).stat().st_size == entry[1]
    except OSError:
        return False


def _replace_shard(path: Path, content: bytes) -> None:
    temporary = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    with open(temporary, "wb") as out:
        out.write(content)
    os.replace(temporary, path)


SORT_RUN = 200_000  # lines sorted in memory at a time (~60 MB of N-Triples)


def sorted_distinct_lines(source: Path, scratch: Path) -> Path:
    """A file's lines sorted and each once, in a new file of ``scratch``: sorted in runs of
    ``SORT_RUN`` lines written to scratch, then merged, so that memory stays flat."""
    runs: list[Path] = []
    with open(source, "rb") as lines:
        while batch := list(itertools.islice(lines, SORT_RUN)):
            batch.sort()
            runs.append(scratch / f"sort-run-{len(runs)}")
            runs[-1].write_bytes(b"".join(batch))
    target = scratch / "sorted"
    _merge_runs(runs, target)
    return target


def _merge_runs(runs: list[Path], target: Path, rewrite: Callable[[bytes], bytes] = bytes) -> None:
    """Sorted files merged into one, a line found in several kept once; the runs are deleted.
    UTF-8 bytes sort as the text does, so the order is the one ``sorted`` gives the lines."""
    with contextlib.ExitStack() as opened, open(target, "wb") as out:
        sources = [opened.enter_context(open(run, "rb")) for run in runs]
        merged = (line for line, _ in itertools.groupby(heapq.merge(*sources)))
        while block := b"".join(itertools.islice(merged, 10_000)):
            out.write(rewrite(block))
    for run in runs:
        run.unlink()


def stream_graphs(
    data_dir: str | Path,
    base_iri: str = DEFAULT_BASE_IRI,
    jobs: int | None = None,
    cache_dir: str | Path | None = None,
) -> Generator[GraphBlock, None, None]:
    """The N-Quads export of ``data_dir`` one named graph at a time, in the export's order.

    For a consumer slower than the mapping (a store loading the graphs), the workers map only a
    few chunks ahead of it. Data errors are raised, all of them, before the first graph."""
    jobs = worker_count(jobs)
    stream = _Stream(Path(data_dir), base_iri, jobs, cache_dir, quads=True, ahead=4 * jobs)
    for graphs, source in stream.pieces():
        for iri, origin, size in graphs:
            yield GraphBlock(iri, origin, source.read(size))


class ProfileRecords:
    """Every profile's full record after pass 1 and the resolution of every name, for work over
    the records in forked workers, a run of profiles at a time (validating a data folder)."""

    def __init__(self, resolution: Resolution, graphs: list[_Graph], jobs: int) -> None:
        self.resolution = resolution
        self.profile_ids = [graph.profile_id for graph in graphs]
        self._graphs, self._jobs = graphs, jobs

    def runs(
        self,
        task: Callable[[list[Profile]], Any],
        size: int,
        only: Collection[int] | None = None,
        spread: bool = False,
    ) -> Iterator[tuple[int, Any]]:
        """``task(records)`` over runs of ``size`` profiles (or the runs numbered ``only``), in
        forked workers: (run number, answer), in order. A run holds consecutive profiles in file
        order; ``spread``: every n-th profile instead, n being the number of runs, so that a run
        holds profiles from all over the folder (neighbours in a folder tend to share papers)."""
        count = -(-len(self._graphs) // size)
        runs = [
            (
                number,
                self._graphs[number::count] if spread else self._graphs[number * size : (number + 1) * size],
            )
            for number in range(count)
        ]
        if only is not None:
            runs = [run for run in runs if run[0] in only]
        _WORKER["task"] = task  # inherited by the workers the pool below forks
        yield from ordered_map(_run_task, runs, self._jobs, chunksize=1)


def _run_task(run: tuple[int, list[_Graph]]) -> tuple[int, Any]:
    number, graphs = run
    return number, _WORKER["task"]([_record(graph) for graph in graphs])


@contextlib.contextmanager
def profile_records(
    data_dir: str | Path,
    base_iri: str = DEFAULT_BASE_IRI,
    jobs: int | None = None,
    cache_dir: str | Path | None = None,
) -> Iterator[ProfileRecords]:
    """The streamed export's pass 1 and resolution, then its profiles' records for
    :meth:`ProfileRecords.runs`. Data errors are raised, all of them, before any run."""
    stream = _Stream(Path(data_dir), base_iri, worker_count(jobs), cache_dir, quads=True)
    with stream.scratch():
        mapper, graphs = stream.resolve()
        yield ProfileRecords(mapper.res, graphs, stream.jobs)


# a piece of the output: its graphs as (graph IRI, source file(s), size in bytes), and an open file
# holding them
PieceGraphs = list[tuple[str, str, int]]
Piece = tuple[PieceGraphs, IO[bytes]]


class _Stream:
    """One run of the streamed export: both passes, as pieces of the output in order."""

    def __init__(
        self,
        root: Path,
        base_iri: str,
        jobs: int,
        cache_dir: str | Path | None,
        quads: bool,
        ahead: int | None = None,
        check: Callable[[ProfileRecords], None] | None = None,
    ) -> None:
        self.root, self.base_iri, self.jobs, self.cache_dir = root, base_iri, jobs, cache_dir
        self.quads, self.ahead, self.check = quads, ahead, check
        self.started = time.perf_counter()
        self.profiles = self.reused = 0
        self.resolution: Resolution | None = None

    def report(self, written: int) -> StreamReport:
        assert self.resolution is not None, "report() comes after pieces()"
        return StreamReport(
            self.profiles,
            self.profiles + 1,
            written,
            time.perf_counter() - self.started,
            self.reused,
            self.resolution,
        )

    def pieces(self) -> Iterator[Piece]:
        """Consecutive graphs of the output and an open file holding them: (graph IRI, source,
        size in bytes) of each, and the file (read it before asking for the next piece)."""
        with self.scratch():
            mapper, graphs = self.resolve()
            if self.check is not None:
                self.check(ProfileRecords(mapper.res, graphs, self.jobs))
            yield from self.pieces_of(mapper, graphs)

    @contextlib.contextmanager
    def scratch(self) -> Iterator[None]:
        """The run's scratch space and the state its workers inherit."""
        _WORKER.clear()
        with tempfile.TemporaryDirectory(prefix="scholarkg-") as scratch:
            cache = _Cache(Path(self.cache_dir) if self.cache_dir else None)
            # checked records go to the cache, or to scratch space for this run: the second pass
            # reads them back ~6x faster than it could parse the YAML again
            pack = _RecordPack(Path(scratch))
            _WORKER.update(root=self.root, cache=cache, pack=pack, scratch=scratch, quads=self.quads)
            try:
                yield
            finally:
                pack.close()

    def resolve(self) -> tuple[Mapper, list[_Graph]]:
        """Pass 1 and the resolution of every name: the mapper, and each profile's graph to make,
        in file order. Raises every data error of every file."""
        registries = load_registries(self.root)
        paths = profile_paths(self.root)
        self.profiles = len(paths)
        summarized = list(ordered_map(_summarize_file, paths, self.jobs))
        errors = [error for answer in summarized for error in answer.errors]
        if errors:
            raise DataErrors(errors) if len(errors) > 1 else errors[0]

        corpus = Corpus(self.root, [], registries.organizations, registries.people)
        profiles = [answer.profile for answer in summarized if answer.profile is not None]
        places = [answer.summary_at for answer in summarized if answer.summary_at is not None]
        assert len(profiles) == len(places) == len(paths), "a file without errors has both"
        gc.disable()  # resolving makes millions of small objects and no cycles: collections only cost
        try:
            self.resolution = resolution = Resolution(corpus, _summaries(places), profiles)
        finally:
            gc.enable()
        mapper = Mapper(resolution, self.base_iri, track_origins=False)
        _WORKER.update(
            mapper=mapper,
            fingerprint=_fingerprint(resolution, self.base_iri, registries.content),
            registries=registries.content,
        )
        return mapper, [
            _Graph(profile.id, path, answer.content_key, answer.record_at)
            for profile, path, answer in zip(profiles, paths, summarized)
        ]

    def pieces_of(self, mapper: Mapper, graphs: list[_Graph]) -> Iterator[Piece]:
        """The pieces of ``graphs`` (some or all of those :meth:`resolve` gave) and of the
        registry graph, in IRI order."""
        registry_file = _write_registry(mapper)
        registry = [
            (
                str(mapper.registry_graph),
                f"{self.root / 'organizations.yaml'}, {self.root / 'people.yaml'}",
                registry_file.stat().st_size,
            )
        ]
        # graphs in IRI order: profiles by id, the registry graph at its place among them
        graphs = sorted(graphs, key=lambda graph: str(mapper.graph(graph.profile_id)))
        registry_at = sum(
            1 for graph in graphs if str(mapper.graph(graph.profile_id)) < str(mapper.registry_graph)
        )
        # A graph in the cache is read from it by this process; runs of graphs to map go to the
        # workers in chunks, which come back in order while the cached ones are being read.
        plan: list[Any] = []  # the registry file, cached graphs, and chunks to map, in output order
        tasks: list[tuple[int, list[_Graph]]] = []
        size = max(1, min(64, len(graphs) // (self.jobs * 8) or 1))
        for index, graph in enumerate(graphs + [None]):
            if index == registry_at:
                plan.append(registry_file)
            if graph is None:
                break
            cached = _open_graph(_WORKER["cache"], graph.cache_key())
            if cached is not None:
                cached.close()  # opened again when its turn comes: a plan holds no open files
                plan.append(graph)
            elif plan and isinstance(plan[-1], list) and len(plan[-1]) < size:
                plan[-1].append(graph)
            else:
                plan.append([graph])
        for item in plan:
            if isinstance(item, list):
                tasks.append((len(tasks), item))
        chunks = ordered_map(_map_chunk, tasks, self.jobs, chunksize=1, ahead=self.ahead)
        try:
            for item in plan:
                if isinstance(item, Path):
                    yield from _scratch_piece(item, registry)
                elif isinstance(item, list):
                    chunk, sizes = next(chunks)
                    origins = [(str(mapper.graph(g.profile_id)), str(g.path)) for g in item]
                    yield from _scratch_piece(
                        Path(chunk), [(iri, origin, n) for (iri, origin), n in zip(origins, sizes)]
                    )
                else:
                    self.reused += 1
                    yield from _cached_piece(item, mapper)
        finally:
            chunks.close()


def _scratch_piece(path: Path, graphs: PieceGraphs) -> Iterator[Piece]:
    """A piece held in a scratch file, which is deleted once read."""
    with open(path, "rb") as source:
        yield graphs, source
    path.unlink()


REGISTRY_RUN = 50_000  # triples sorted in memory at a time when writing the registry graph


def _write_registry(mapper: Mapper) -> Path:
    """The registry graph, sorted, in a scratch file: from the cache when the registries and
    what the mapping reads of the resolution are the same as when it was cached (a re-export
    after a change that names no new person), else made now."""
    scratch = Path(_WORKER["scratch"])
    target = scratch / "registry.nq"
    cache: _Cache = _WORKER["cache"]
    key = _registry_key(mapper, _WORKER["quads"])
    cached = _open_graph(cache, key) if cache.folder is not None else None
    if cached is not None:
        with cached, open(target, "wb") as out:
            shutil.copyfileobj(cached, out, 1 << 20)
        return target
    _make_registry(mapper, target)
    if cache.folder is not None:
        content = target.read_bytes()
        cache.write("graphs", key, _graph_header(key, len(content)) + content)
    return target


def _registry_key(mapper: Mapper, quads: bool) -> str:
    """What the registry graph is made from: the registries' bytes, the base IRI, and what the
    mapping reads of the resolution for it."""
    return _digest(
        "registry",
        str(CACHE_FORMAT),
        __version__,
        mapper.base,
        str(quads),
        _WORKER["registries"],
        mapper.registry_inputs(),
    )


def _make_registry(mapper: Mapper, target: Path) -> None:
    """The registry graph, sorted, into ``target``. It holds every person known by name only,
    so it grows with the corpus (~1.2M lines at 100k profiles). It is sorted in runs of
    ``REGISTRY_RUN`` triples, each written to scratch, and the runs are merged: sorting it whole
    in memory took ~220 MB of the parent's ~800 MB at 100k profiles."""
    graph = mapper.registry_graph
    runs: list[Path] = []
    triples = mapper.registry_triples()
    while batch := list(itertools.islice(triples, REGISTRY_RUN)):
        run = target.with_name(f"registry-run-{len(runs)}.nq")
        with open(run, "wb") as out:
            out.writelines(line.encode("utf-8") for line in sorted(quad_lines(batch, graph)))
        runs.append(run)
    _merge_runs(runs, target, bytes if _WORKER["quads"] else lambda block: drop_graph(block, graph))


def _cached_piece(graph: _Graph, mapper: Mapper) -> Iterator[Piece]:
    """A cached graph as the output needs it, open at its first line; mapped here if the entry
    went away (or went bad) meanwhile.

    Entries are only ever replaced whole (os.replace), so once open, a file reads to its end."""
    iri = mapper.graph(graph.profile_id)
    source: IO[bytes] | None = _open_graph(_WORKER["cache"], graph.cache_key())
    if source is None:
        source = io.BytesIO(_map_graph(graph))
    with source:
        if not _WORKER["quads"]:
            source = io.BytesIO(drop_graph(source.read(), iri))
        start = source.tell()
        size = source.seek(0, io.SEEK_END) - start
        source.seek(start)
        yield [(str(iri), str(graph.path), size)], source


def _copy(output: IO[bytes], source: IO[bytes]) -> int:
    """Copy an open file from where it stands to its end to the output: in the kernel when both
    are files."""
    start = source.tell()
    try:
        size = os.fstat(source.fileno()).st_size
        output.flush()
        descriptor = output.fileno()
    except (AttributeError, OSError, io.UnsupportedOperation):
        shutil.copyfileobj(source, output, 1 << 20)
        return source.tell() - start
    offset = start
    while offset < size:
        sent = os.sendfile(descriptor, source.fileno(), offset, size - offset)
        if sent == 0:
            raise OSError(f"{source.name} ended early")
        offset += sent
    return size - start
