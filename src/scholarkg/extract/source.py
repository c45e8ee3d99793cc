"""Read a document: bytes -> checked, repaired text (stage 0 of extraction).

Bad input is refused here with one clear :class:`DataError` (exit status 1), before anything is
parsed or written: an empty file, a binary file, text that is not UTF-8, a file too large to be
a homepage or CV. Text that was UTF-8 once but was decoded with the wrong code page and saved
again (mojibake such as ``Ã©`` for ``é`` or ``üè«`` for an emoji) is repaired, not carried into
the draft.
"""

from __future__ import annotations

import re
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import BinaryIO

from ..errors import DataError, EnvironmentProblem, UsageError

MAX_BYTES = 5 * 1024 * 1024
"""The largest document read; a homepage or a CV is a few hundred kilobytes at most."""

# code pages that UTF-8 text is commonly mis-decoded with, most common first
_CODE_PAGES = ("cp1252", "latin-1", "mac_roman")
# characters those code pages decode bytes 0x80-0xff to: the alphabet of mojibake
_MOJIBAKE_CHARS = "".join(
    sorted({ch for page in _CODE_PAGES for ch in bytes(range(0x80, 0x100)).decode(page, errors="ignore")})
)
_NON_ASCII_RUN = re.compile("[" + re.escape(_MOJIBAKE_CHARS) + "]{2,}")
_LONGEST_CHARACTER = 4  # a UTF-8 character is at most 4 bytes, so 4 mis-decoded characters


@dataclass(frozen=True)
class Source:
    """One document's text with the name it is shown under in drafts and messages."""

    name: str
    text: str
    repaired: tuple[int, ...] = ()  # lines on which mojibake was repaired

    @property
    def lines(self) -> list[str]:
        return self.text.split("\n")


def read_source(path: str | Path, stdin: BinaryIO | None = None) -> Source:
    """Read a file (or ``-`` for standard input) and check that it is a text document."""
    name = str(path)
    if name == "-":
        stream = stdin if stdin is not None else sys.stdin.buffer
        raw = stream.read(MAX_BYTES + 1)
        return source_from_bytes(raw, "<stdin>")
    file = Path(path)
    if file.is_dir():
        raise UsageError("is a folder, not a document (give the homepage or CV file)", path=name)
    try:
        size = file.stat().st_size
        if size > MAX_BYTES:
            raise DataError(_too_large(size), path=name)
        with file.open("rb") as handle:
            raw = handle.read(MAX_BYTES + 1)
    except FileNotFoundError:
        raise UsageError("no such file", path=name) from None
    except PermissionError as exc:
        raise EnvironmentProblem(f"cannot read the file: {exc.strerror}", path=name) from None
    except OSError as exc:
        raise DataError(f"cannot read the file: {exc.strerror}", path=name) from None
    return source_from_bytes(raw, name)


def _too_large(size: int) -> str:
    return (
        f"file is {size / 1024 / 1024:.1f} MB; extract reads documents of at most "
        f"{MAX_BYTES // 1024 // 1024} MB (a homepage or CV is far smaller: is this the right file?)"
    )


def source_from_bytes(raw: bytes, name: str) -> Source:
    """Check raw bytes and decode them; raises :class:`DataError` for anything but text."""
    if len(raw) > MAX_BYTES:
        raise DataError(_too_large(len(raw)), path=name)
    if raw.startswith(b"\xef\xbb\xbf"):
        raw = raw[3:]
    if not raw.strip():
        raise DataError("file is empty: there is nothing to extract", path=name)
    if _looks_binary(raw):
        raise DataError(
            "file is binary, not text (for a PDF, extract its text first, e.g. with pdftotext)",
            path=name,
        )
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = raw[: exc.start].count(b"\n") + 1
        raise DataError(
            f"file is not UTF-8 text (byte 0x{raw[exc.start]:02x} at offset {exc.start}); "
            "convert it first, e.g. iconv -f latin1 -t utf-8",
            path=name,
            line=line,
        ) from None
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    repaired_text, repaired = repair_mojibake(text)
    return Source(name, repaired_text, tuple(repaired))


def _looks_binary(raw: bytes) -> bool:
    head = raw[:8192]
    if b"\x00" in head or head.startswith((b"%PDF", b"PK\x03\x04", b"\x89PNG", b"GIF8", b"\xff\xd8")):
        return True
    controls = sum(1 for b in head if b < 32 and b not in (9, 10, 12, 13))
    return controls > len(head) * 0.05


def repair_mojibake(text: str) -> tuple[str, list[int]]:
    """Undo UTF-8 text that was decoded with a single-byte code page; returns the repaired lines.

    A run of non-ASCII characters is replaced by its repair only when encoding it back with one
    of the usual code pages gives valid UTF-8 that is shorter: genuine accented or CJK text does
    not survive that round trip, so it is left alone.
    """
    repaired_lines: set[int] = set()

    def fix(match: re.Match[str]) -> str:
        run = match.group(0)
        best = _repair_run(run)
        if best != run:
            repaired_lines.add(text.count("\n", 0, match.start()) + 1)
        return best

    fixed = _NON_ASCII_RUN.sub(fix, text)
    return fixed, sorted(repaired_lines)


def _repair_run(run: str) -> str:
    # a run may hold several mis-decoded characters next to genuine ones; repair the longest
    # piece (one UTF-8 character: 2-4 bytes) that round-trips, then continue after it
    out: list[str] = []
    i = 0
    while i < len(run):
        done = False
        for end in range(min(len(run), i + _LONGEST_CHARACTER), i + 1, -1):
            piece = run[i:end]
            repaired = _round_trip(piece)
            if repaired is not None:
                out.append(repaired)
                i = end
                done = True
                break
        if not done:
            out.append(run[i])
            i += 1
    return "".join(out)


def _round_trip(piece: str) -> str | None:
    for code_page in _CODE_PAGES:
        try:
            candidate = piece.encode(code_page).decode("utf-8")
        except (UnicodeEncodeError, UnicodeDecodeError):
            continue
        if len(candidate) < len(piece) and not any("\x80" <= ch <= "\x9f" for ch in candidate):
            return candidate
    return None
