"""The ``scholarkg`` command: a thin layer over the library; each handler makes one call.

Exit codes: 0 ok, 1 the data is wrong, 2 usage error, 3 environment problem.
"""

from __future__ import annotations

import argparse
import contextlib
import sys
from collections.abc import Sequence
from typing import TextIO

from . import __version__
from .errors import EXIT_DATA, EXIT_ENVIRONMENT, EXIT_OK, EXIT_USAGE, ScholarKGError
from .export import write_atomically
from .formats import FORMATS
from .pipeline import build
from .store import Credentials, Endpoints, Progress, Settings, dry_run, load_graphs
from .vocab import DEFAULT_BASE_IRI

EXIT_CODES_HELP = """exit codes:
  0  ok
  1  the data is wrong (bad profile, SHACL violation, bad query file)
  2  usage error
  3  environment problem (output not writable, store unreachable)
"""


def _add_data_argument(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--data", default="data", metavar="DIR",
        help="data folder with profiles/, organizations.yaml, people.yaml (default: ./data)",
    )  # fmt: skip


def make_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="scholarkg",
        description="Turn researchers' profiles (YAML) into an RDF knowledge graph.",
        epilog=EXIT_CODES_HELP,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--version", action="version", version=f"scholarkg {__version__}")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")

    export = commands.add_parser(
        "export", help="write the knowledge graph in an RDF format",
        description="Load, resolve and map the profiles, and write the graph.",
        epilog=EXIT_CODES_HELP, formatter_class=argparse.RawDescriptionHelpFormatter,
    )  # fmt: skip
    export.add_argument("--format", choices=sorted(FORMATS), default="turtle",
                        help="RDF format (default: turtle); nquads and trig keep one named graph per profile")  # fmt: skip
    export.add_argument("-o", "--output", metavar="FILE", help="write to FILE (atomically) instead of stdout")
    _add_data_argument(export)
    export.add_argument("--base-iri", default=DEFAULT_BASE_IRI, metavar="IRI",
                        help=f"base of every minted IRI (default: {DEFAULT_BASE_IRI})")  # fmt: skip
    export.add_argument("--report-conflicts", action="store_true",
                        help="also list, on stderr, facts on which sources disagree and names that may be one person")  # fmt: skip
    export.set_defaults(handler=cmd_export)

    load = commands.add_parser(
        "load", help="load the graph into a triple store over the SPARQL 1.1 protocols",
        description="Replace each profile's named graph (and the registry graph) in a SPARQL 1.1 "
        "store, then check the triple count of every graph. Credentials come from the environment: "
        "SCHOLARKG_USER, SCHOLARKG_PASSWORD (and SCHOLARKG_AUTH=basic|digest).",
        epilog=EXIT_CODES_HELP, formatter_class=argparse.RawDescriptionHelpFormatter,
    )  # fmt: skip
    load.add_argument("--endpoint", required=True, metavar="URL", help="SPARQL 1.1 query endpoint")
    load.add_argument("--update-endpoint", metavar="URL", help="SPARQL 1.1 update endpoint (default: --endpoint)")
    load.add_argument("--graph-store", metavar="URL",
                      help="Graph Store HTTP Protocol endpoint; when given, graphs are PUT there instead of SPARQL Update")  # fmt: skip
    _add_data_argument(load)
    load.add_argument("--base-iri", default=DEFAULT_BASE_IRI, metavar="IRI", help="base of every minted IRI")
    load.add_argument("--batch-size", type=_positive_int, default=None, metavar="N",
                      help="at most N triples per request (default: 50000 with --graph-store, 1000 with SPARQL Update)")  # fmt: skip
    load.add_argument("--timeout", type=float, default=60.0, metavar="SECONDS", help="per request (default: 60)")
    load.add_argument("--retries", type=int, default=3, metavar="N",
                      help="retries on connection errors and 5xx answers, with backoff (default: 3)")  # fmt: skip
    load.add_argument("--dry-run", action="store_true", help="print the requests that would be sent, send nothing")
    load.add_argument("--no-verify", action="store_true", help="skip the triple count check after loading")
    load.set_defaults(handler=cmd_load)
    return parser


def cmd_export(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    result = build(args.data, args.base_iri)
    content = result.serialize(args.format)
    if args.output:
        write_atomically(args.output, content)
    else:
        _write_bytes(out, content)
    if args.report_conflicts:
        conflicts = result.conflicts()
        candidates = result.identity_candidates()
        err.write(f"{len(conflicts)} conflicting facts:\n")
        for conflict in conflicts:
            err.write(f"  {conflict}\n")
        err.write(f"{len(candidates)} possible identities (confirm by adding an alias in YAML):\n")
        for candidate in candidates:
            err.write(f"  {candidate}\n")
    return EXIT_OK


def _write_bytes(out: TextIO, content: bytes) -> None:
    """Write bytes to a text stream's binary buffer when it has one (stdout), else as text."""
    out.flush()
    buffer = getattr(out, "buffer", None)
    if buffer is not None:
        buffer.write(content)
        buffer.flush()
    else:
        out.write(content.decode("utf-8"))


def _positive_int(text: str) -> int:
    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError("must be at least 1")
    return value


def cmd_load(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    endpoints = Endpoints(args.endpoint, args.update_endpoint, args.graph_store)
    settings = Settings(args.batch_size, args.timeout, args.retries, verify=not args.no_verify)
    result = build(args.data, args.base_iri)
    if args.dry_run:
        for line in dry_run(result.graphs, endpoints, settings):
            out.write(line + "\n")
        return EXIT_OK
    progress = _progress_bar(err) if err.isatty() else None
    report = load_graphs(result.graphs, endpoints, settings, Credentials.from_environment(), progress)
    sources = result.graph_sources()
    for failed in report.failed:
        err.write(f"error: {sources.get(failed.graph, failed.graph)}: graph <{failed.graph}>: {failed.error}\n")
    out.write(report.summary() + "\n")
    if report.unreachable:
        return EXIT_ENVIRONMENT
    return EXIT_DATA if report.failed else EXIT_OK


def _progress_bar(err: TextIO) -> Progress:
    def show(done: int, total: int, graph: str) -> None:
        width = 30
        filled = width * done // max(total, 1)
        err.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total} graphs")
        if done == total:
            err.write("\n")
        err.flush()

    return show


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
    try:
        return int(args.handler(args, out, err))
    except ScholarKGError as error:
        err.write(f"error: {error}\n".replace("\n", "\nerror: ", str(error).count("\n")))
        return error.exit_code
    except BrokenPipeError:
        return EXIT_OK


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
