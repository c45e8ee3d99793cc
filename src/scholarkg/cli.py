"""The ``scholarkg`` command: a thin layer over the library; each handler makes one call.

Only this module knows flags: it parses them (``--param NAME=VALUE`` included), calls the
library, which returns data and raises domain errors, and renders what comes back for a terminal.

Exit codes: 0 ok, 1 the data is wrong, 2 usage error, 3 environment problem.
"""

from __future__ import annotations

import argparse
import contextlib
import difflib
import io
import math
import re
import signal
import sys
import threading
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import IO, TYPE_CHECKING, Any, NoReturn, TextIO

from .errors import (
    EXIT_DATA,
    EXIT_ENVIRONMENT,
    EXIT_OK,
    EXIT_USAGE,
    EnvironmentProblem,
    GraphRefused,
    NoDataFolder,
    ScholarKGError,
    UsageError,
)
from .export import export
from .export.formats import COMMON_ALIASES, FORMATS, UnknownFormat, format_for_path, format_named
from .files import atomic_output
from .pipeline.stream import GraphBlock, ProfileRecords, read_shards, stream_graphs
from .profiles.corpus import load_profiles, profile_paths
from .resolve.resolution import Resolution, resolve
from .store.bulk import bulk_load, bulk_url, plan_bulk
from .store.protocol import (
    Credentials,
    Endpoints,
    Progress,
    Settings,
    drop_graphs,
    dry_run,
    load_graphs,
    stale_graphs,
)
from .version import __version__
from .vocab import DEFAULT_BASE_IRI

if TYPE_CHECKING:  # validation imports pySHACL: only the commands that validate pay for it
    from .validate.report import Report

EXIT_CODES_HELP = """exit codes:
  0  ok
  1  the data is wrong (bad profile, SHACL violation, bad query file)
  2  usage error
  3  environment problem (output not writable, store unreachable)
"""


class _Parser(argparse.ArgumentParser):
    """argparse with scholarkg's errors: one line, exit 2, the closest name for a misspelt choice."""

    def error(self, message: str) -> NoReturn:
        choice = _INVALID_CHOICE_RE.search(message)
        if choice is not None:
            choices = re.findall(r"'([^']*)'", choice["choices"])
            close = difflib.get_close_matches(choice["given"], choices, n=1)
            hint = f" (did you mean '{close[0]}'?)" if close else f" (choose from {', '.join(choices)})"
            if message.startswith("argument COMMAND:"):
                message = f"unknown command '{choice['given']}'{hint}"
            else:
                message = message[: choice.start()] + f"invalid choice: '{choice['given']}'{hint}"
        self.exit(EXIT_USAGE, f"error: {message} (see '{self.prog} --help')\n")


_INVALID_CHOICE_RE = re.compile(r"invalid choice: '(?P<given>[^']*)' \(choose from (?P<choices>.*)\)")


def _add_data_argument(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--data",
        default="data",
        metavar="DIR",
        help="data folder with profiles/, organizations.yaml, people.yaml (default: ./data)",
    )


def make_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="scholarkg",
        description="Turn researchers' profiles (YAML) into an RDF knowledge graph.",
        epilog=EXIT_CODES_HELP,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--version", action="version", version=f"scholarkg {__version__}")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")

    export = commands.add_parser(
        "export",
        help="write the knowledge graph in an RDF format",
        description="Load, resolve and map the profiles, and write the graph.",
        epilog=EXIT_CODES_HELP,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    export.add_argument(
        "--format",
        type=_rdf_format,
        default=None,
        metavar="FORMAT",
        help=f"RDF format: {', '.join(FORMATS)} (or {', '.join(COMMON_ALIASES)} ...); by "
        "default the one -o's extension stands for, else turtle; nquads and trig keep one named "
        "graph per profile",
    )
    export.add_argument(
        "-o",
        "--output",
        metavar="FILE",
        help="write to FILE (atomically; the format from its extension) instead of stdout",
    )
    _add_data_argument(export)
    export.add_argument(
        "--base-iri",
        type=_base_iri,
        default=DEFAULT_BASE_IRI,
        metavar="IRI",
        help=f"base of every minted IRI (default: {DEFAULT_BASE_IRI})",
    )
    export.add_argument(
        "--report-conflicts",
        action="store_true",
        help="also list, on stderr, facts on which sources disagree and names that may be one person "
        "(reads every publication listing into memory)",
    )
    export.add_argument(
        "--no-validate",
        action="store_true",
        help="write even if the graph breaks the SHACL shapes (by default it is validated first)",
    )
    export.add_argument(
        "--jobs",
        type=_positive_int,
        default=None,
        metavar="N",
        help="processes for the export, which is validated and made profile by profile in flat "
        "memory (default: one per core)",
    )
    export.add_argument(
        "--cache", metavar="DIR", help="keep mapped profiles in DIR, so a re-export only maps what changed"
    )
    export.set_defaults(handler=cmd_export)

    load = commands.add_parser(
        "load",
        help="load the graph into a triple store over the SPARQL 1.1 protocols",
        description="Replace each profile's named graph (and the registry graph) in a SPARQL 1.1 "
        "store, then check the triple count of every graph. Credentials come from the environment: "
        "SCHOLARKG_USER, SCHOLARKG_PASSWORD (and SCHOLARKG_AUTH=basic|digest).",
        epilog=EXIT_CODES_HELP,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    load.add_argument("--endpoint", required=True, metavar="URL", help="SPARQL 1.1 query endpoint")
    load.add_argument(
        "--update-endpoint", metavar="URL", help="SPARQL 1.1 update endpoint (default: --endpoint)"
    )
    load.add_argument(
        "--graph-store",
        metavar="URL",
        help="Graph Store HTTP Protocol endpoint; when given, graphs are PUT there instead of SPARQL Update",
    )
    _add_data_argument(load)
    load.add_argument(
        "--base-iri", type=_base_iri, default=DEFAULT_BASE_IRI, metavar="IRI", help="base of every minted IRI"
    )
    load.add_argument(
        "--batch-size",
        type=_positive_int,
        default=None,
        metavar="N",
        help="at most N triples per request; with SPARQL Update, graphs smaller than N share a request "
        "(default: 50000 with --graph-store, 1000 with SPARQL Update)",
    )
    load.add_argument(
        "--timeout",
        type=_seconds,
        default=60.0,
        metavar="SECONDS",
        help="for the whole answer to each request (default: 60)",
    )
    load.add_argument(
        "--retries",
        type=_non_negative_int,
        default=3,
        metavar="N",
        help="retries on connection errors and 5xx answers, with backoff (default: 3)",
    )
    load.add_argument(
        "--dry-run", action="store_true", help="print the requests that would be sent, send nothing"
    )
    load.add_argument("--no-verify", action="store_true", help="skip the triple count check after loading")
    load.add_argument(
        "--bulk",
        action="store_true",
        help="Oxigraph servers only: send the graphs that changed in one request to the server's "
        "bulk loader (POST /store?no_transaction; ~8x faster for new graphs at 10k profiles), "
        "skipping graphs it holds unchanged; needs --graph-store and --update-endpoint",
    )
    load.add_argument(
        "--jobs",
        type=_positive_int,
        default=None,
        metavar="N",
        help="processes making the export, which streams into the store (default: one per core)",
    )
    load.add_argument(
        "--cache",
        metavar="DIR",
        help="keep mapped profiles in DIR, so a re-load only maps what changed (as export --cache)",
    )
    load.add_argument(
        "--from",
        dest="shards",
        metavar="DIR",
        help="load the folder of shards 'scholarkg export -o DIR/' wrote, instead of exporting --data "
        "again (N-Quads shards; refused if a shard changed since)",
    )
    load.add_argument(
        "--prune",
        action="store_true",
        help="delete the profile graphs an earlier load left in the store whose profiles are gone "
        "from --data (without it they are listed)",
    )
    load.set_defaults(handler=cmd_load)
    _add_extract_command(commands)
    _add_validate_command(commands)
    _add_query_commands(commands)
    _add_site_command(commands)
    _add_import_command(commands)
    return parser


def cmd_export(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    if args.output and args.output.endswith("/"):  # a folder, said so: an existing one by mistake is an error
        return _export_shards(args, err)
    rdf_format = FORMATS[_export_format(args.format, args.output)]
    check = _export_check(args)
    options = {"base_iri": args.base_iri, "jobs": args.jobs, "cache_dir": args.cache, "check": check}
    try:
        if args.output:
            with atomic_output(args.output) as target:
                export(args.data, target, rdf_format, **options)
        else:
            out.flush()
            stdout: IO[bytes] = getattr(out, "buffer", None) or _TextSink(out)  # type: ignore[assignment]
            export(args.data, stdout, rdf_format, **options)
    except GraphRefused as refused:
        _refused(refused.report, err)
        return EXIT_DATA
    if args.report_conflicts:  # every publication listing in memory: the pipeline keeps summaries only
        _report_conflicts(resolve(load_profiles(args.data)), err)
    return EXIT_OK


def _export_check(args: argparse.Namespace) -> Callable[[ProfileRecords], None] | None:
    """The validation an export runs before it writes, unless ``--no-validate``."""
    if args.no_validate:
        return None
    from .validate import refuse_nonconforming

    return refuse_nonconforming(args.data, args.base_iri)


def _export_shards(args: argparse.Namespace, err: TextIO) -> int:
    """``-o DIR/``: a file per named graph, and only the changed ones written."""
    from .pipeline.stream import export_shards

    name = args.format or "nquads"
    if FORMATS[name].name not in ("nquads", "nt"):
        raise UsageError(
            f"-o {args.output} is a folder: it takes one N-Quads or N-Triples file per graph "
            "(--format nquads or nt); name a file for the other formats"
        )
    check = _export_check(args)
    try:
        report = export_shards(
            args.data,
            args.output,
            args.base_iri,
            args.jobs,
            args.cache,
            FORMATS[name].name == "nquads",
            check,
        )
    except GraphRefused as refused:
        _refused(refused.report, err)
        return EXIT_DATA
    err.write(
        f"{args.output}: {report.stream.graphs} graphs, {len(report.written)} written"
        + (f", {len(report.removed)} removed" if report.removed else "")
        + "\n"
    )
    if args.report_conflicts:
        _report_conflicts(resolve(load_profiles(args.data)), err)
    return EXIT_OK


def _refused(report: Report, err: TextIO) -> bool:
    """Whether the export must not be written; if so, the report and why go to ``err``."""
    if not report.conforms:
        err.write(report.text())
        err.write(
            "error: nothing written: the graph breaks the SHACL shapes "
            "(fix the data, or pass --no-validate)\n"
        )
    return not report.conforms


def _export_format(given: str | None, output: str | None) -> str:
    """The format to write: --format, else what -o's extension stands for, else Turtle; a
    --format that contradicts the extension is refused rather than written under a wrong name."""
    by_extension = format_for_path(output) if output else None
    if given is None:
        return by_extension.name if by_extension else "turtle"
    if by_extension is not None and by_extension.name != given:
        raise UsageError(
            f"--format {given} contradicts the output's extension: '{output}' stands for "
            f"{by_extension.name} (leave out --format, or name the file *{FORMATS[given].extension})"
        )
    return given


def _rdf_format(text: str) -> str:
    try:
        return format_named(text).name
    except UnknownFormat as error:
        raise argparse.ArgumentTypeError(str(error)) from None


class _TextSink(io.RawIOBase):
    """Bytes written to a text stream that has no binary buffer (e.g. StringIO in tests)."""

    def __init__(self, text: TextIO) -> None:
        self.text = text

    def writable(self) -> bool:
        return True

    def write(self, data: Any) -> int:
        self.text.write(bytes(data).decode("utf-8"))
        return len(data)


def _report_conflicts(resolution: Resolution, err: TextIO) -> None:
    conflicts = resolution.conflicts()
    candidates = resolution.identity_candidates()
    err.write(f"{len(conflicts)} conflicting facts:\n")
    err.writelines(f"  {conflict}\n" for conflict in conflicts)
    err.write(f"{len(candidates)} possible identities (confirm by adding an alias in YAML):\n")
    err.writelines(f"  {candidate}\n" for candidate in candidates)
    links = resolution.identity_links()
    if links:  # only data with identifiers on references has any
        err.write(f"{len(links)} identities decided by identifiers:\n")
        err.writelines(f"  {link}\n" for link in links)


def _write_bytes(out: TextIO, content: bytes) -> None:
    """Write bytes to a text stream's binary buffer when it has one (stdout), else as text."""
    out.flush()
    buffer = getattr(out, "buffer", None)
    if buffer is not None:
        buffer.write(content)
        buffer.flush()
    else:
        out.write(content.decode("utf-8"))


def _whole_number(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"must be a whole number, not '{text}'") from None


def _non_negative_int(text: str) -> int:
    value = _whole_number(text)
    if value < 0:
        raise argparse.ArgumentTypeError("must be 0 or more")
    return value


def _seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"must be a number of seconds, not '{text}'") from None
    if not math.isfinite(value) or value <= 0:
        raise argparse.ArgumentTypeError("must be a number of seconds above 0")
    return value


def _base_iri(text: str) -> str:
    if not _ABSOLUTE_IRI_RE.fullmatch(text):
        raise argparse.ArgumentTypeError(
            'must be an absolute IRI such as https://example.org/kg/ (a scheme, and no spaces or <>"{}|^`\\)'
        )
    return text


# RFC 3987's absolute IRI, as far as N-Triples can write it: a scheme, then no character that
# an IRI reference cannot hold
_ABSOLUTE_IRI_RE = re.compile(r"[A-Za-z][A-Za-z0-9+.-]*:[^\x00-\x20<>\"{}|^`\\]+")


def _positive_int(text: str) -> int:
    value = _whole_number(text)
    if value < 1:
        raise argparse.ArgumentTypeError("must be at least 1")
    return value


def cmd_load(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    endpoints = Endpoints(args.endpoint, args.update_endpoint, args.graph_store)
    settings = Settings(args.batch_size, args.timeout, args.retries, verify=not args.no_verify)
    if args.bulk:
        bulk_url(endpoints)  # a usage error before the data is read
    if args.shards is not None:
        return _load_shards(args, endpoints, settings, out, err)
    # the export streamed into the store: no whole graph in memory, and cached graphs not mapped again
    with contextlib.closing(stream_graphs(args.data, args.base_iri, args.jobs, args.cache)) as graphs:
        return _load(args, graphs, endpoints, settings, out, err)


def _load_shards(
    args: argparse.Namespace, endpoints: Endpoints, settings: Settings, out: TextIO, err: TextIO
) -> int:
    """``load --from DIR``: the graphs an earlier ``export -o DIR/`` wrote, as they are."""
    export_options = {
        "--data": args.data != "data",
        "--base-iri": args.base_iri != DEFAULT_BASE_IRI,
        "--jobs": args.jobs is not None,
        "--cache": args.cache is not None,
    }
    given = [flag for flag, used in export_options.items() if used]
    if given:
        raise UsageError(
            f"--from {args.shards} loads graphs exported already: {', '.join(given)} "
            f"{'belong' if len(given) > 1 else 'belongs'} to the export (leave "
            f"{'them' if len(given) > 1 else 'it'} out, or load --data without --from)"
        )
    shards = read_shards(args.shards)
    args.base_iri = shards.base_iri or args.base_iri  # as exported: --prune looks for its graphs
    return _load(args, shards.blocks(), endpoints, settings, out, err, expected=len(shards.graphs))


def _load(
    args: argparse.Namespace,
    graphs: Iterator[GraphBlock],
    endpoints: Endpoints,
    settings: Settings,
    out: TextIO,
    err: TextIO,
    expected: int | None = None,
) -> int:
    """Load (or plan) the streamed graphs (``expected`` of them, if known); the exit code."""
    if args.dry_run:
        for line in plan_bulk(graphs, endpoints) if args.bulk else dry_run(graphs, endpoints, settings):
            out.write(line + "\n")
        return EXIT_OK
    progress = _progress_bar(err) if err.isatty() else None
    load = bulk_load if args.bulk else load_graphs
    report = load(graphs, endpoints, settings, Credentials.from_environment(), progress)
    if progress is not None:
        err.write("\n")  # after the progress line
    if report.unreachable:  # the stream stopped with the store: count what it never made
        if expected is None:
            expected = len(profile_paths(Path(args.data))) + 1  # and the registry graph
        report.expected = expected
    for failed in report.failed:
        where = f"{failed.source}: " if failed.source else ""
        err.write(f"error: {where}graph <{failed.graph}>: {failed.error}\n")
    out.write(report.summary() + "\n")
    if args.update_endpoint is None and args.graph_store is None and endpoints.update_url != args.endpoint:
        err.write(
            f"note: SPARQL updates went to {endpoints.update_url}, the update endpoint that goes with "
            "--endpoint (give --update-endpoint to choose another)\n"
        )
    if report.unreachable:
        return EXIT_ENVIRONMENT
    _mirror(args, [r.graph for r in report.results], endpoints, settings, out, err)
    return EXIT_DATA if report.failed else EXIT_OK


def _mirror(
    args: argparse.Namespace,
    present: list[str],
    endpoints: Endpoints,
    settings: Settings,
    out: TextIO,
    err: TextIO,
) -> None:
    """List (or with --prune delete) the graphs of profiles that are gone from the folder."""
    credentials = Credentials.from_environment()
    stale = stale_graphs(endpoints, settings, credentials, args.base_iri, present)
    source = args.data if args.shards is None else args.shards
    if not stale:
        return
    if args.prune:
        drop_graphs(endpoints, settings, credentials, stale)
        out.write(
            f"deleted {len(stale)} graph{'s' * (len(stale) != 1)} of profiles that are gone from "
            f"{source}: {' '.join(f'<{g}>' for g in stale)}\n"
        )
        return
    shown = stale[:10]
    more = f" and {len(stale) - len(shown)} more" if len(stale) > len(shown) else ""
    err.write(
        f"warning: the store holds {len(stale)} graph{'s' * (len(stale) != 1)} of profiles that are gone "
        f"from {source}: {' '.join(f'<{g}>' for g in shown)}{more}; scholarkg load --prune deletes them\n"
    )


def _progress_bar(err: TextIO) -> Progress:
    def show(done: int, total: int, graph: str) -> None:
        if total:
            width = 30
            filled = width * done // total
            err.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total} graphs")
        else:  # a streamed load: the count is not known ahead
            err.write(f"\r{done} graphs")
        err.flush()

    return show


def _add_extract_command(commands: argparse._SubParsersAction) -> None:
    extract = commands.add_parser(
        "extract",
        help="draft profiles from homepage or CV text, for a person to review",
        description="Read homepages or CVs (Markdown, Jekyll/Hugo pages, the text of a PDF CV or of a "
        "scraped faculty page; '-' for stdin) and write draft profiles: every fact with its source line "
        "as a YAML comment, doubtful facts marked '# REVIEW', names matched to the registries of --data. "
        "A draft never overwrites a file; --against compares a page with a curated profile.",
        epilog=EXIT_CODES_HELP,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    extract.add_argument(
        "files", nargs="+", metavar="FILE", help="document(s) to read; '-' reads standard input"
    )
    extract.add_argument(
        "-o",
        "--output",
        metavar="DIR",
        help="write one draft per document into DIR (as <id>.yaml) instead of stdout, and a line per "
        "document on stderr; an unreadable page does not stop the others, an existing draft is kept",
    )
    extract.add_argument(
        "--format",
        choices=["yaml", "json"],
        default="yaml",
        help="yaml: a profile with line comments (default); json: profile, lines and marks",
    )
    extract.add_argument(
        "--against",
        metavar="PROFILE",
        help="print what the page has that this curated profile lacks, and vice versa",
    )
    _add_data_argument(extract)
    extract.set_defaults(handler=cmd_extract)


def cmd_extract(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    from .extract import run as run_extract

    result = run_extract(args.files, args.output, args.format, args.data, args.against)
    if result.no_registry:
        err.write(
            f"note: no data folder '{args.data}': names are not matched to the registries (pass --data DIR)\n"
        )
    out.write(result.output)
    for message in result.messages:
        err.write(message + "\n")
    # pages that could not be read: one line each, after the drafts of the others were written
    for failure in result.failures:
        err.write(f"error: {_said_with_flags(failure)}\n")
    return max((failure.exit_code for failure in result.failures), default=EXIT_OK)


def _add_validate_command(commands: argparse._SubParsersAction) -> None:
    validate = commands.add_parser(
        "validate",
        help="check the graph against the SHACL shapes; results name the YAML file, line and field",
        description="Build the graph of a data folder and check each profile's graph (and the registry's) "
        "against the SHACL shapes of shapes/; or check any RDF file (an export, a store's dump), whose "
        "results then name IRIs. Violations fail (exit 1); warnings only with --strict.",
        epilog=EXIT_CODES_HELP,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    validate.add_argument(
        "file",
        nargs="?",
        metavar="FILE",
        help="an RDF file to check instead of a data folder (format from the extension)",
    )
    validate.add_argument(
        "--data",
        metavar="DIR",
        help="data folder with profiles/, organizations.yaml, people.yaml (default: ./data)",
    )
    validate.add_argument(
        "--format",
        choices=["text", "json", "turtle"],
        default="text",
        help="text: one line per result, by file (default); json; turtle: the SHACL report",
    )
    validate.add_argument("--strict", action="store_true", help="fail (exit 1) on warnings too")
    validate.add_argument(
        "--jobs", type=_positive_int, metavar="N", help="processes to use (default: one per core)"
    )
    validate.set_defaults(handler=cmd_validate)


def cmd_validate(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    from .validate import NotRdf, validate_path

    try:
        report = validate_path(args.file, args.data, jobs=args.jobs, strict=args.strict)
    except NotRdf as error:
        raise UsageError(f"{error}: check a data folder with --data {error.data_folder or 'DIR'}") from None
    out.write({"text": report.text, "json": report.json, "turtle": report.turtle}[args.format]())
    if args.strict and not report.conforms and not report.count("Violation"):
        what = ", ".join(
            f"{report.count(s)} {s.lower()}{'s' * (report.count(s) != 1)}"
            for s in ("Warning", "Info")
            if report.count(s)
        )
        err.write(
            f"error: {what} {'fail' if len(report.results) != 1 else 'fails'} the check under --strict\n"
        )
    return EXIT_OK if report.conforms else EXIT_DATA


def _add_query_commands(commands: argparse._SubParsersAction) -> None:
    from .query.engines import DEFAULT_TIMEOUT
    from .query.paths import DEFAULT_MAX_LENGTH, LINK_KINDS
    from .query.results import RESULT_FORMATS

    formats_help = (
        "table: aligned for a terminal, long values cut (default); csv, tsv: SPARQL 1.1 "
        "CSV/TSV results; json: SPARQL 1.1 results JSON"
    )
    query = commands.add_parser(
        "query",
        help="run a stored SPARQL query (or your own .rq file) on the graph",
        description="Run one of the stored cross-person queries of queries/ (by name) or a SPARQL "
        "SELECT query file of your own on the graph of a data folder. Parameters are bound as RDF "
        "terms, never pasted into the query; a person is given by a name or alias as written in "
        "the profiles, or by an IRI. 'scholarkg query --list' lists the stored queries.",
        epilog=EXIT_CODES_HELP,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    query.add_argument("query", nargs="?", metavar="NAME|FILE", help="a stored query's name, or a .rq file")
    query.add_argument("--list", action="store_true", help="list the stored queries: name, title, parameters")
    query.add_argument(
        "--param",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="bind a parameter, e.g. --param person='Zhihao Jia'; repeat it for several values",
    )
    _add_data_argument(query)
    query.add_argument(
        "--endpoint",
        metavar="URL",
        help="run on a SPARQL 1.1 endpoint instead of the embedded graph of --data "
        "(credentials from SCHOLARKG_USER/SCHOLARKG_PASSWORD)",
    )
    query.add_argument(
        "--engine",
        choices=["oxigraph", "rdflib"],
        default="oxigraph",
        help="embedded SPARQL engine (default: oxigraph, 10-30x faster; same answers)",
    )
    query.add_argument(
        "--cache",
        metavar="DIR",
        help="keep the loaded store in DIR, opened again by the next query on unchanged profiles, "
        "and the mapped profiles, so that only changed ones are mapped again (oxigraph engine)",
    )
    query.add_argument("--format", choices=RESULT_FORMATS, default="table", help=formats_help)
    query.add_argument(
        "--timeout",
        type=_seconds,
        default=DEFAULT_TIMEOUT,
        metavar="SECONDS",
        help=f"give up on the query after SECONDS (exit 3; default: {DEFAULT_TIMEOUT:g})",
    )
    query.add_argument(
        "--allow-service",
        action="store_true",
        help="let a query on --data call SERVICE <http(s)://...> over the network "
        "(embedded queries run offline by default)",
    )
    query.set_defaults(handler=cmd_query)

    path = commands.add_parser(
        "path",
        help="the shortest chain of co-authorship and advising between two people",
        description="Find the shortest chain of co-authors and advising relations (advisor, "
        "co-advisor, mentor, either way) that links two people, with the publication or relation "
        "of every link. People are given by name, alias or IRI.",
        epilog=EXIT_CODES_HELP,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    path.add_argument("a", metavar="A", help="the first person")
    path.add_argument("b", metavar="B", help="the second person")
    path.add_argument(
        "--via",
        choices=list(LINK_KINDS),
        default="all",
        help="links to follow: all (default), coauthors or advising",
    )
    path.add_argument(
        "--max-length",
        type=_positive_int,
        default=DEFAULT_MAX_LENGTH,
        metavar="N",
        help=f"give up beyond N links (default: {DEFAULT_MAX_LENGTH})",
    )
    _add_data_argument(path)
    path.add_argument(
        "--cache",
        metavar="DIR",
        help="keep the loaded store in DIR: the next run on unchanged profiles opens it (as query --cache)",
    )
    path.add_argument("--format", choices=RESULT_FORMATS, default="table", help=formats_help)
    path.set_defaults(handler=cmd_path)


def cmd_query(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    from .query.engines import QueryTimeout
    from .query.queries import describe_stored_queries, run_query
    from .query.results import render
    from .query.stored import stored_query_names

    if args.list:
        out.write(describe_stored_queries())
        return EXIT_OK
    if args.cache is not None and (args.endpoint or args.engine != "oxigraph"):
        raise UsageError(
            "--cache speeds up building the embedded graph of --data with the oxigraph engine; "
            "it does nothing with --endpoint or --engine rdflib"
        )
    if not args.query:
        raise UsageError(
            f"give a query name or a .rq file (stored queries: {', '.join(stored_query_names())}), "
            f"or --list to describe them"
        )
    values = _param_values(args.param)
    try:
        table = run_query(
            args.query,
            values,
            args.data,
            args.engine,
            args.endpoint,
            args.cache,
            args.timeout,
            args.allow_service,
        )
    except QueryTimeout as error:
        raise QueryTimeout(f"{error.message}; give it longer with --timeout SECONDS") from None
    out.write(render(table, args.format))
    return EXIT_OK


def _param_values(options: Sequence[str]) -> dict[str, list[str]]:
    """``["a=Zhihao Jia", "a=Minjia Zhang"]`` -> ``{"a": ["Zhihao Jia", "Minjia Zhang"]}``."""
    values: dict[str, list[str]] = {}
    for option in options:
        name, equals, value = option.partition("=")
        name = name.strip().lstrip("?")
        if not equals or not re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", name):
            raise UsageError(
                f"--param {option!r}: write --param NAME=VALUE, e.g. --param person='Zhihao Jia'"
            )
        values.setdefault(name, []).append(value.strip())
    return values


def cmd_path(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    from .query.paths import path_table, run_path
    from .query.results import render

    steps = run_path(args.a, args.b, args.data, args.via, args.max_length, args.cache)
    text = render(path_table(steps), args.format)
    if steps is None and args.format == "table":
        text = text.replace("(0 rows)", f"(no path of at most {args.max_length} steps)")
    out.write(text)
    return EXIT_OK


def _add_import_command(commands: argparse._SubParsersAction) -> None:
    imports = commands.add_parser(
        "import",
        help="add the publications of BibTeX, CSL-JSON, DBLP or ORCID files to a profile (a draft)",
        description="Read publication lists (BibTeX, e.g. a researcher's own .bib; CSL-JSON, as Zotero, "
        "OpenAlex and doi.org export it; a DBLP person record as XML; an ORCID public record as JSON or XML) "
        "and write a draft profile with their publications and identifiers: the "
        "profile of --person in --data with the new ones added (a paper it lists already, by DOI or by "
        "title and year, is not added twice), or a new profile. Nothing is overwritten.",
        epilog=EXIT_CODES_HELP,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    from .importers.records import FORMATS as IMPORT_FORMATS

    imports.add_argument("format", choices=IMPORT_FORMATS, help="the files' format")
    imports.add_argument("files", nargs="+", metavar="FILE", help="files to read")
    imports.add_argument("--person", metavar="ID", help="the profile to add to (data/profiles/ID.yaml)")
    imports.add_argument("-o", "--output", metavar="DIR", help="write the draft into DIR as ID.yaml")
    _add_data_argument(imports)
    imports.set_defaults(handler=cmd_import)


def cmd_import(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    from .importers.command import import_publications, write_draft

    imported = import_publications(args.format, args.files, args.person, args.data)
    for message in imported.messages:
        err.write(message + "\n")
    err.writelines(line + "\n" for line in imported.comparison)
    if args.output:
        err.write(f"wrote {write_draft(imported, args.output)}\n")
    else:
        out.write(imported.yaml())
    return EXIT_OK


def _add_site_command(commands: argparse._SubParsersAction) -> None:
    site = commands.add_parser(
        "site",
        help="write a static site: a page per person, organisation and publication, with pictures",
        description="Write a static site from the graph of a data folder: an index of people, a page per "
        "person (positions, education with advisors, publications, students, awards, the source of every "
        "fact), advisor trees and co-author graphs as SVG, an interactive co-author map, and each page's "
        "schema.org JSON-LD embedded, with Turtle and JSON-LD files beside it. Needs Graphviz's dot "
        "(Debian: graphviz) and pyvis (pip install 'scholarkg[site]'). Open SITE/index.html, or use --serve.",
        epilog=EXIT_CODES_HELP,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    site.add_argument("-o", "--output", required=True, metavar="SITE", help="the folder to write (replaced)")
    _add_data_argument(site)
    site.add_argument(
        "--base-iri", type=_base_iri, default=DEFAULT_BASE_IRI, metavar="IRI", help="base of every minted IRI"
    )
    site.add_argument("--cache", metavar="DIR", help="reuse the mapped profiles an export left in DIR")
    site.add_argument(
        "--jobs", type=_positive_int, default=None, metavar="N", help="processes (default: one per core)"
    )
    site.add_argument(
        "--serve",
        action="store_true",
        help="after writing, serve the site on http://127.0.0.1:PORT/ until Ctrl-C",
    )
    site.add_argument("--port", type=_positive_int, default=8000, help="port for --serve (default: 8000)")
    site.set_defaults(handler=cmd_site)


def cmd_site(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    from .site import write_site

    report = write_site(args.data, args.output, args.base_iri, args.cache, args.jobs)
    err.write(
        f"wrote {report.output}: {report.pages} pages, {report.pictures} pictures "
        f"({report.written} files changed) in {report.seconds:.1f} s\n"
    )
    if args.serve:
        _serve(report.output, args.port, err)
    return EXIT_OK


def _serve(folder: Path, port: int, err: TextIO) -> None:
    import functools
    import http.server

    handler = functools.partial(http.server.SimpleHTTPRequestHandler, directory=str(folder))
    try:
        server = http.server.ThreadingHTTPServer(("127.0.0.1", port), handler)
    except OSError as error:
        raise EnvironmentProblem(f"cannot serve on 127.0.0.1:{port}: {error.strerror}") from None
    err.write(f"serving http://127.0.0.1:{port}/ (Ctrl-C stops)\n")
    with server:
        server.serve_forever()


# the library's argument names whose flags are not ``--`` + the name with hyphens
_FLAGS = {
    "output_dir": "-o",
    "describe_stored_queries": "'scholarkg query --list'",
    "export_folder": "'scholarkg export -o DIR/'",
}


def flag_of(option: str) -> str:
    """The flag that gives a library function's argument ``option`` (``graph_store`` ->
    ``--graph-store``)."""
    return _FLAGS.get(option, "--" + option.replace("_", "-"))


def _said_with_flags(error: ScholarKGError) -> str:
    """An error as the command line says it: where a flag mends it, the flag's name."""
    if isinstance(error, NoDataFolder):
        return (
            f"data folder '{error.folder}' not found: pass --data DIR (a folder with profiles/, "
            "organizations.yaml and people.yaml), or run from the repository root"
        )
    return error.worded(flag_of)


def main(argv: Sequence[str] | None = None, out: TextIO | None = None, err: TextIO | None = None) -> int:
    out = out or sys.stdout
    err = err or sys.stderr
    parser = make_parser()
    try:
        # argparse prints usage errors and --help itself; send them to the streams given
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            args = parser.parse_args(argv)
    except SystemExit as exit_:
        return int(exit_.code or 0)
    if not getattr(args, "handler", None):
        parser.print_help(err)
        return EXIT_USAGE
    with _terminate_as_interrupt():
        try:
            return int(args.handler(args, out, err))
        except ScholarKGError as error:
            message = _said_with_flags(error)
            err.write(f"error: {message}\n".replace("\n", "\nerror: ", message.count("\n")))
            return error.exit_code
        except BrokenPipeError:
            return EXIT_OK
        except KeyboardInterrupt:  # Ctrl-C: what was being written is left as it was (atomic writes)
            err.write("interrupted\n")
            return EXIT_INTERRUPTED
        except _Terminated:
            err.write("terminated\n")
            return EXIT_TERMINATED


EXIT_INTERRUPTED = 128 + signal.SIGINT  # 130, as shells report a command stopped by Ctrl-C
EXIT_TERMINATED = 128 + signal.SIGTERM  # 143


class _Terminated(BaseException):
    """SIGTERM, raised where the program is, so that files and folders are cleaned up on the way
    out as for Ctrl-C (by default SIGTERM ends the process on the spot)."""


@contextlib.contextmanager
def _terminate_as_interrupt() -> Iterator[None]:
    if threading.current_thread() is not threading.main_thread():
        yield  # signal handlers belong to the main thread
        return

    def terminate(signum: int, frame: object) -> None:
        raise _Terminated()

    previous = signal.signal(signal.SIGTERM, terminate)
    try:
        yield
    finally:
        signal.signal(signal.SIGTERM, previous)


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
