"""Output files written atomically: the old file or the whole new one, never half; the
replaced file's mode and links kept, devices and pipes written in place."""

from __future__ import annotations

import contextlib
import functools
import io
import os
import stat
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import BinaryIO

from .errors import EnvironmentProblem


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
        mode = 0o666 & ~current_umask()
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


def holds_bytes(path: Path, content: bytes) -> bool:
    """Whether the file at ``path`` holds exactly ``content`` (False if it cannot be read)."""
    try:
        return path.stat().st_size == len(content) and path.read_bytes() == content
    except OSError:
        return False


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


def current_umask() -> int:
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
