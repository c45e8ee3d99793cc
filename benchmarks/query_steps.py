"""Where a stored query's time goes: collaboration-suggestions for one person, step by step.

    python benchmarks/query_steps.py --store DIR --export FILE.nq p000000 p000001

Each step is the stored query cut after one more of its parts (the first three as a count of
their rows, the last two listed), timed on a pyoxigraph store on disk: the median of the last 5
of 7 runs. ``--export`` builds the store at ``--store`` first from an N-Quads export (the named
graphs and their union in the default graph, as ``scholarkg query`` reads them); a store that
exists is used as it is. The last step must give the stored query's rows, and the script checks
that it does. docs/performance.md, "Stored queries", gives a run on the 10k benchmark corpus.
"""

from __future__ import annotations

import argparse
import re
import statistics
import sys
import tempfile
import time
from pathlib import Path

import pyoxigraph
from rdflib import URIRef

from scholarkg.query.binding import bind
from scholarkg.query.stored import stored_queries

PERSON_IRI = "https://w3id.org/scholarkg/id/person/"
RUNS, KEPT = 7, 5


def _steps(query_text: str) -> list[tuple[str, str]]:
    """The query cut after each part: the candidate pairs, the grouping, the fewest-shared test
    and MINUS, the names, and the whole query (with its ORDER BY)."""
    # without comments, so that no cut ends inside one (no IRI here holds a space before "#")
    query_text = re.sub(r"\s#[^\n]*", "", query_text)
    prologue, body = query_text.split("SELECT ?name ?suggested ?shared ?via", 1)
    grouped = body[body.index("SELECT ?person ?name ?other (COUNT(*)") : body.index("FILTER(?shared")]
    grouped = grouped.rstrip().removesuffix("}").rstrip()
    pairs = grouped[grouped.index("SELECT DISTINCT ?person ?name ?other ?coauthor") :]
    pairs = pairs[: pairs.rindex("GROUP BY")].rstrip().removesuffix("}")
    unordered = "SELECT ?name ?suggested ?shared ?via" + body[: body.rindex("ORDER BY")]
    kept = unordered[unordered.index("{") + 1 : unordered.index("OPTIONAL {")].rstrip()

    def count(text: str) -> str:
        return f"{prologue}SELECT (COUNT(*) AS ?rows) WHERE {{ {text} }}"

    return [
        ("the (candidate, shared co-author) rows, distinct", count(pairs)),
        ("grouped per candidate, with the shared co-authors' names", count(grouped)),
        ("the fewest-shared test and the MINUS", count(kept)),
        ("the candidates' names", prologue + unordered),
        ("the ORDER BY: the whole query", query_text),
    ]


def _time(store: pyoxigraph.Store, text: str) -> tuple[float, int]:
    times, rows = [], 0
    for _ in range(RUNS):
        start = time.perf_counter()
        solutions = [tuple(solution) for solution in store.query(text)]
        times.append(time.perf_counter() - start)
        rows = len(solutions) if len(solutions) != 1 or len(solutions[0]) != 1 else int(solutions[0][0].value)
    return statistics.median(times[RUNS - KEPT :]), rows


def _build(store_dir: Path, export: Path) -> pyoxigraph.Store:
    store = pyoxigraph.Store(str(store_dir))
    store.bulk_load(path=str(export), format=pyoxigraph.RdfFormat.N_QUADS)
    graph_term = re.compile(rb" <[^<>\n]*> \.\n")
    with tempfile.NamedTemporaryFile(suffix=".nt") as union, open(export, "rb") as quads:
        for block in iter(lambda: quads.read(1 << 24) + quads.readline(), b""):
            union.write(graph_term.sub(b" .\n", block))
        union.flush()
        store.bulk_load(path=union.name, format=pyoxigraph.RdfFormat.N_TRIPLES)
    store.flush()
    return store


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--store", type=Path, required=True, help="a pyoxigraph store on disk")
    parser.add_argument("--export", type=Path, help="an N-Quads export to build the store from")
    parser.add_argument("persons", nargs="+", help="person ids, e.g. p000000")
    args = parser.parse_args(argv)
    if args.store.exists():
        store = pyoxigraph.Store.read_only(str(args.store))
    elif args.export:
        store = _build(args.store, args.export)
    else:
        parser.error(f"{args.store} does not exist: give --export to build it")
    query = next(q for q in stored_queries() if q.name == "collaboration-suggestions")
    print("| the query up to | " + " | ".join(args.persons) + " |")
    print("|---|" + "---:|" * len(args.persons))
    cells: dict[str, list[str]] = {}
    for person in args.persons:
        text = bind(query, {"person": [URIRef(PERSON_IRI + person)]})
        steps = _steps(text)
        results = [_time(store, step) for _, step in steps]
        if results[-1][1] != results[-2][1]:
            print(
                f"{person}: the steps give {results[-2][1]} rows, the query {results[-1][1]}", file=sys.stderr
            )
            return 1
        for (label, _), (seconds, rows) in zip(steps, results, strict=True):
            cells.setdefault(label, []).append(f"{seconds:.3f} s ({rows:,} rows)")
    for label, row in cells.items():
        print(f"| {label} | " + " | ".join(row) + " |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
