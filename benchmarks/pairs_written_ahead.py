"""How fast could the whole-graph co-author answer be if the pairs were written ahead?

    python benchmarks/pairs_written_ahead.py --store DIR [--check]

The stored ``coauthors`` query pairs every two authors of every publication, then groups the
pairs. Written ahead (by the mapping, into a graph of their own), each pair would be one node
with its two people, its number of joint publications and their titles, and the query would only
look those up, name the people and order the rows. This script builds that graph from a store
on disk (a kept union store, ``CACHE/stores/*-union``, or one ``query_steps.py --export`` built),
loads it into a store in memory with the people's names, and times the query over it: unordered,
then with the stored query's ORDER BY (median of 3 runs). What it gives is a floor: the time the
answer itself costs on this engine, however the pairs got there. ``--check`` also runs the
stored query on a copy of the store in memory and checks that it gives the same pairs and counts.
docs/performance.md, "Stored queries", gives a run on the 10k benchmark corpus.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections import defaultdict
from pathlib import Path

import pyoxigraph as ox

from scholarkg.query.stored import stored_queries

SCHEMA = "https://schema.org/"
PAIR = "https://w3id.org/scholarkg/benchmark/pair#"
XSD_INTEGER = ox.NamedNode("http://www.w3.org/2001/XMLSchema#integer")
RUNS = 3

PAIRS_QUERY = f"""SELECT ?personA ?personB ?publications ?titles WHERE {{
  ?pair <{PAIR}a> ?a ; <{PAIR}b> ?b ; <{PAIR}publications> ?publications ; <{PAIR}titles> ?titles .
  ?a <{SCHEMA}name> ?personA .
  ?b <{SCHEMA}name> ?personB .
}}"""
ORDER = " ORDER BY DESC(?publications) ?personA ?personB"


def _pairs(store: ox.Store) -> tuple[dict[tuple[ox.NamedNode, ox.NamedNode], list[ox.Literal]], int]:
    """Every two authors of a publication (the first before the second, as the stored query's
    STR(?a) < STR(?b) orders them), with the titles of their joint publications."""
    authors: dict[ox.NamedNode, set[ox.NamedNode]] = defaultdict(set)
    for quad in store.quads_for_pattern(None, ox.NamedNode(SCHEMA + "author"), None, ox.DefaultGraph()):
        authors[quad.subject].add(quad.object)
    titles: dict[ox.NamedNode, ox.Literal] = {}
    for quad in store.quads_for_pattern(None, ox.NamedNode(SCHEMA + "name"), None, ox.DefaultGraph()):
        if quad.subject in authors:
            titles.setdefault(quad.subject, quad.object)
    pairs: dict[tuple[ox.NamedNode, ox.NamedNode], list[ox.Literal]] = defaultdict(list)
    for publication, people in authors.items():
        if publication not in titles:  # the stored query pairs titled publications only
            continue
        ordered = sorted(people, key=lambda person: person.value)
        for i, a in enumerate(ordered):
            for b in ordered[i + 1 :]:
                pairs[(a, b)].append(titles[publication])
    return pairs, len(authors)


def _names(store: ox.Store, people: set[ox.NamedNode]) -> list[ox.Quad]:
    quads = []
    for quad in store.quads_for_pattern(None, ox.NamedNode(SCHEMA + "name"), None, ox.DefaultGraph()):
        if quad.subject in people and isinstance(quad.object, ox.Literal) and not quad.object.language:
            quads.append(ox.Quad(quad.subject, quad.predicate, quad.object))
    return quads


def _pair_quads(pairs: dict[tuple[ox.NamedNode, ox.NamedNode], list[ox.Literal]]) -> list[ox.Quad]:
    quads = []
    for number, ((a, b), titles) in enumerate(pairs.items()):
        node = ox.NamedNode(f"{PAIR}{number}")
        count = ox.Literal(str(len(titles)), datatype=XSD_INTEGER)
        joined = ox.Literal(" | ".join(sorted({title.value for title in titles})))
        quads += [
            ox.Quad(node, ox.NamedNode(PAIR + "a"), a),
            ox.Quad(node, ox.NamedNode(PAIR + "b"), b),
            ox.Quad(node, ox.NamedNode(PAIR + "publications"), count),
            ox.Quad(node, ox.NamedNode(PAIR + "titles"), joined),
        ]
    return quads


def _time(store: ox.Store, text: str) -> tuple[float, list[tuple[ox.Term, ...]]]:
    times, rows = [], []
    for _ in range(RUNS):
        start = time.perf_counter()
        rows = [tuple(solution) for solution in store.query(text)]
        times.append(time.perf_counter() - start)
    return statistics.median(times), rows


def _check(disk: ox.Store, rows: list[tuple[ox.Term, ...]]) -> str | None:
    """The stored query's pairs and counts on a store in memory, against the rows written ahead."""
    memory = ox.Store()
    memory.bulk_extend(disk.quads_for_pattern(None, None, None, ox.DefaultGraph()))
    query = next(q for q in stored_queries() if q.name == "coauthors")
    start = time.perf_counter()
    stored = [tuple(solution) for solution in memory.query(query.text)]
    print(
        f"the stored query, in memory: {time.perf_counter() - start:.2f} s, {len(stored):,} rows", flush=True
    )
    key = sorted((row[0].value, row[1].value, int(row[2].value)) for row in stored)
    ahead = sorted((row[0].value, row[1].value, int(row[2].value)) for row in rows)
    return None if key == ahead else f"the stored query gives {len(key):,} rows, the pairs {len(ahead):,}"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--store", type=Path, required=True, help="a pyoxigraph union store on disk")
    parser.add_argument("--check", action="store_true", help="compare with the stored query (slow)")
    args = parser.parse_args(argv)
    if not args.store.is_dir():
        parser.error(f"{args.store} is not a store folder")
    disk = ox.Store.read_only(str(args.store))
    start = time.perf_counter()
    pairs, publications = _pairs(disk)
    people = {person for pair in pairs for person in pair}
    memory = ox.Store()
    memory.bulk_extend(_pair_quads(pairs) + _names(disk, people))
    print(
        f"{len(pairs):,} pairs of {len(people):,} people over {publications:,} publications, "
        f"written ahead in {time.perf_counter() - start:.1f} s ({len(memory):,} quads in memory)",
        flush=True,
    )
    unordered, rows = _time(memory, PAIRS_QUERY)
    ordered, _ = _time(memory, PAIRS_QUERY + ORDER)
    print(f"| the answer, pairs written ahead | {unordered:.2f} s | {ordered:.2f} s | {len(rows):,} |")
    if args.check and (problem := _check(disk, rows)):
        print(problem, file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
