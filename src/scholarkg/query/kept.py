"""Stores kept in the export's cache, so that ``scholarkg query --data DIR --cache CACHE`` loads a
large folder once: the next query, while no profile has changed, opens the store on disk.

A store is kept as ``CACHE/stores/<key>-<kind>``: the key names the export it was loaded from
(:class:`~scholarkg.pipeline.stream.PlannedExport`'s digest, known before anything is mapped)
and the pyoxigraph release that wrote it; ``quads`` holds the named graphs and their union,
``union`` the union only. A query that reads only the union opens either.

A store is built in a folder of its own, compacted, and takes its final name only once it is
whole and closed, so a folder under a final name is complete. Only real folders are opened (not
links, which could pass another store off as this one), and only in a real ``stores`` folder.
After a build, the two stores used last are kept and the others removed, with what killed runs
left half-built: at 10k profiles of the benchmark corpus a store takes 998 MB, 4.3 GB with the
named graphs.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import re
import shutil
import stat
import tempfile
from collections.abc import Callable
from pathlib import Path

import pyoxigraph

KEPT = 2  # stores kept after a build: the new one, and the one used last before it
_KEPT_NAME = re.compile(r"[0-9a-f]{64}-(quads|union)")
_BUILDING_NAME = re.compile(r"\.building-(\d+)-.*")


class KeptStores:
    """The stores kept in one cache folder."""

    def __init__(self, cache_dir: str | Path) -> None:
        self.folder = Path(cache_dir) / "stores"

    @staticmethod
    def key(export_digest: str) -> str:
        # a store is read by the release that wrote it: another may not read its files
        return hashlib.sha256(f"{export_digest} pyoxigraph {pyoxigraph.__version__}".encode()).hexdigest()

    def _usable(self) -> bool:
        """Whether the stores' folder is a real folder: a link planted in its place would have
        stores read from, built in and pruned from a folder elsewhere."""
        try:
            return stat.S_ISDIR(os.lstat(self.folder).st_mode)
        except OSError:
            return False

    def open(self, export_digest: str, named_graphs: bool) -> pyoxigraph.Store | None:
        """The kept store of this export, opened read-only; None if there is none to use."""
        if not self._usable():
            return None
        key = self.key(export_digest)
        for kind in ("quads",) if named_graphs else ("union", "quads"):
            store = self._open(self.folder / f"{key}-{kind}")
            if store is not None:
                return store
        return None

    def build(
        self, export_digest: str, named_graphs: bool, fill: Callable[[Path], pyoxigraph.Store]
    ) -> pyoxigraph.Store | None:
        """A store that ``fill`` loads into a new folder, kept, and opened read-only; None if it
        could not be kept (the disk full, the cache read-only): the caller then loads one in
        memory, as without a cache."""
        final = self.folder / f"{self.key(export_digest)}-{'quads' if named_graphs else 'union'}"
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            if not self._usable():
                return None
            building = Path(tempfile.mkdtemp(prefix=f".building-{os.getpid()}-", dir=self.folder))
        except OSError:
            return None
        try:
            store = fill(building)
            # compacted once: bulk loads leave overlapping files (the second load's strings over
            # the first's), and a store opened read-only never compacts. At 10k profiles of the
            # benchmark corpus 7 s for the union, 11.5 s with the named graphs, and each query
            # then ran 6-7 times faster (one person's neighbours 0.073 s -> 0.012 s)
            store.optimize()
            store.flush()
            del store  # closed: its files are complete before the folder takes its name
            with contextlib.suppress(FileNotFoundError):
                if not stat.S_ISDIR(os.lstat(final).st_mode):
                    final.unlink()  # a link or a file in the store's place
            try:
                building.rename(final)
            except OSError:  # another run kept the same store first: theirs is as good
                shutil.rmtree(building, ignore_errors=True)
            self._prune(final)
        except (OSError, RuntimeError):  # RocksDB gives some of its errors as RuntimeError
            shutil.rmtree(building, ignore_errors=True)
            return None
        return self._open(final)

    @staticmethod
    def _open(path: Path) -> pyoxigraph.Store | None:
        """The store in ``path`` if it is a real folder holding one; a damaged one is removed."""
        try:
            if not stat.S_ISDIR(os.lstat(path).st_mode):
                return None
        except OSError:
            return None
        try:
            store = pyoxigraph.Store.read_only(str(path))
        except (OSError, RuntimeError):  # RuntimeError: RocksDB's "Corruption"
            shutil.rmtree(path, ignore_errors=True)  # built whole, yet unreadable: build it again
            return None
        with contextlib.suppress(OSError):
            os.utime(path, follow_symlinks=False)  # used now: kept before stores used longer ago
        return store

    def _prune(self, built: Path) -> None:
        """Keep the store just built and those used last, up to :data:`KEPT`; remove the rest,
        and folders that runs no longer running left half-built."""
        kept: list[tuple[float, Path]] = []
        for path in self.folder.iterdir():
            building = _BUILDING_NAME.fullmatch(path.name)
            if building and not _running(int(building.group(1))):
                shutil.rmtree(path, ignore_errors=True)
            elif _KEPT_NAME.fullmatch(path.name) and path != built:
                with contextlib.suppress(OSError):
                    kept.append((path.lstat().st_mtime, path))
        for _, path in sorted(kept, reverse=True)[KEPT - 1 :]:
            if path.is_symlink():
                path.unlink()
            else:
                shutil.rmtree(path, ignore_errors=True)


def _running(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:  # another user's process
        return True
    return True
