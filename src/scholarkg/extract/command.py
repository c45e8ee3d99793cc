"""``scholarkg extract``: documents -> drafts on stdout or in a folder, or a diff with a profile.

On stdout, all documents are read and extracted before anything is written, so that a bad input
(empty, binary, not UTF-8, too large) stops the command with nothing half written. Into a
folder (``pages/*.html -o drafts/``), each page is its own draft: a page that cannot be read, or
that the extractor fails on, is one error, and the others are still written; a draft that exists
already is left as it is.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field
from pathlib import Path
from typing import BinaryIO

from ..errors import DataError, EnvironmentProblem, ScholarKGError, UsageError
from ..files import write_atomically
from ..profiles.corpus import load_profile_file
from .compare import compare
from .core import extract
from .draft import Draft, to_json, to_yaml
from .linking import Registry
from .source import read_source

FORMATS = {"yaml": (".yaml", to_yaml), "json": (".json", to_json)}


@dataclass
class Result:
    output: str  # what the command prints on stdout
    messages: list[str]  # what it prints on stderr
    no_registry: bool = False  # the data folder was missing: names were not matched to registries
    failures: list[ScholarKGError] = field(default_factory=list)  # pages that could not be read or written


def run(
    files: list[str],
    output_dir: str | None = None,
    fmt: str = "yaml",
    data_dir: str | None = "data",
    against: str | None = None,
    stdin: BinaryIO | None = None,
    curated: dt.date | None = None,
) -> Result:
    """Extract every file; return the drafts (or the diff) to print, or write them to a folder."""
    if fmt not in FORMATS:
        raise UsageError(f"unknown format '{fmt}' (choose from {', '.join(FORMATS)})")
    if against and len(files) != 1:
        raise UsageError(
            "{against} compares one document with one profile: give exactly one file", options=["against"]
        )
    if against and output_dir:
        raise UsageError(
            "{against} prints a comparison; it writes no drafts (leave out {output_dir})",
            options=["against", "output_dir"],
        )
    if files.count("-") > 1:
        raise UsageError("standard input ('-') can be read once")
    registry = Registry.load(data_dir) if data_dir else None
    no_registry = registry is None and bool(data_dir)
    if output_dir is not None:  # with against, refused above
        return _into_folder(files, Path(output_dir), fmt, registry, stdin, curated, no_registry)
    sources = [read_source(name, stdin) for name in files]
    drafts = [extract(source, registry, curated) for source in sources]
    if against:
        profile = load_profile_file(Path(against))
        return Result(compare(drafts[0], profile, registry), [], no_registry)
    _, render = FORMATS[fmt]
    if fmt == "json" and len(drafts) > 1:
        body = "[\n" + ",\n".join(render(d).rstrip("\n") for d in drafts) + "\n]\n"
    else:
        body = "---\n".join(render(d) for d in drafts) if len(drafts) > 1 else render(drafts[0])
    return Result(body, _summaries(drafts), no_registry)


def _into_folder(
    files: list[str],
    folder: Path,
    fmt: str,
    registry: Registry | None,
    stdin: BinaryIO | None,
    curated: dt.date | None,
    no_registry: bool,
) -> Result:
    """One draft per page in ``folder``, and one line per page: what was written from it, that
    its draft exists already, or why it could not be read."""
    if folder.exists() and not folder.is_dir():
        raise UsageError(f"{{output_dir}} {folder}: not a folder", options=["output_dir"])
    suffix, render = FORMATS[fmt]
    drafts: list[Draft | None] = []
    failures: dict[int, ScholarKGError] = {}
    for index, name in enumerate(files):
        try:
            source = read_source(name, stdin)
        except ScholarKGError as error:  # this page only: the others are still drafted
            failures[index] = error
            drafts.append(None)
            continue
        try:
            drafts.append(extract(source, registry, curated))
        except Exception as exc:  # noqa: BLE001 - a fault of the extractor on one page spares the rest
            failures[index] = DataError(
                f"the extractor failed on this page ({type(exc).__name__}: {exc}); this is a fault in "
                "scholarkg, not in the page: please report it with the page",
                path=Path(name),
            )
            drafts.append(None)
    targets = _targets(drafts, files, folder, suffix)
    if len(failures) < len(files):
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise EnvironmentProblem(f"cannot create the folder: {exc.strerror}", path=folder) from None
    lines: list[str] = []
    for index, (name, draft, target) in enumerate(zip(files, drafts, targets)):
        if draft is None:
            continue
        if target.exists():
            lines.append(
                f"{_shown(name)} -> {target}: exists, not overwritten (compare the page with it, or "
                "write the drafts to another folder)"
            )
            continue
        try:
            write_atomically(target, render(draft).encode("utf-8"))
        except OSError as exc:
            failures[index] = EnvironmentProblem(f"cannot write the draft: {exc.strerror}", path=target)
            continue
        lines.append(f"{_shown(name)} -> {target}: {page_summary(draft)}")
    ordered = [failures[i] for i in sorted(failures)]
    return Result("", lines, no_registry, ordered)


def page_summary(draft: Draft) -> str:
    """``Jane Doe, 2 positions, 1 degree, 14 publications (3 marked for review)``."""
    data = draft.plain()
    degrees = [e for e in data.get("education", []) if e.get("degree") not in ("visiting", "postdoc")]
    counts = [
        _counted(len(data.get("positions", [])), "position"),
        _counted(len(degrees), "degree"),
        _counted(len(data.get("publications", [])), "publication"),
    ]
    return f"{data.get('name', 'no name')}, {', '.join(counts)} ({len(draft.reviews())} marked for review)"


def _counted(count: int, noun: str) -> str:
    return f"{count} {noun}{'' if count == 1 else 's'}"


def _shown(name: str) -> str:
    return "<stdin>" if name == "-" else name


def _targets(drafts: list[Draft | None], sources_names: list[str], folder: Path, suffix: str) -> list[Path]:
    """Each draft's file: ``<id>.yaml``, ``<id>-2.yaml`` for a second page of one person."""
    names: list[Path] = []
    for draft, source in zip(drafts, sources_names):
        stem = str((draft.profile.get("id") if draft else None) or Path(source).stem or "draft")
        target = folder / f"{stem}{suffix}"
        n = 2
        while target in names:
            target = folder / f"{stem}-{n}{suffix}"
            n += 1
        names.append(target)
    return names


def _summaries(drafts: list[Draft]) -> list[str]:
    out = []
    for draft in drafts:
        data = draft.plain()
        counts = ", ".join(
            f"{len(data.get(k, []))} {k}" for k in ("positions", "education", "publications", "students")
        )
        out.append(f"{draft.source_name}: {draft.style}; {counts}; {len(draft.reviews())} marked for review")
    return out
