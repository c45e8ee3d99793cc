"""Benchmark runner: every pipeline stage on synthetic corpora, as the median of several runs.

    python benchmarks/run.py                  # N = 1,000 and 10,000 (hours here: see below)
    python benchmarks/run.py --sizes 1000     # one size
    python benchmarks/run.py --with-100k      # also N = 100,000 (long)
    python benchmarks/run.py --quick          # N = 40, one run: checks the code still works (CI)

Each measurement runs in a fresh child process, so that its peak memory (max RSS of the process
and its workers) is its own. In the same run it measures the *floor*: a YAML parser written in
Rust (ryaml) parsing the very same YAML files, plus pyoxigraph serialising the very same quads —
what a tool in Python must at least spend. Each stage is also reported as a ratio to that floor,
which holds on any machine; PyYAML's CSafeLoader, the parser scholarkg reads profiles with, is
measured beside it. The table is printed as Markdown (docs/performance.md is made from it), and
under it each goal with what the run measured.

Every stage three times at 10,000 profiles takes hours on a 2-core machine: one run of the
stored queries ~11 minutes, a load through the SPARQL protocols 20–30 minutes, a bulk load ~2.5.
``--help`` gives the estimates per size; a line on stderr says when each stage is done, and what
the whole run should take. docs/performance.md gives the ``--stages`` of each table.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import platform
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

FAULTY_PROFILES = 40  # validate-faults: a fault in each, every shape broken at least once
STAGES = [
    # name, what it measures
    ("floor-yaml-rust", "ryaml (Rust) parses every profile file (floor, part 1)"),
    ("floor-oxigraph", "pyoxigraph serialises the export's quads as N-Quads (floor, part 2)"),
    (
        "floor-yaml",
        "CSafeLoader (PyYAML's C parser, under the marks-keeping loader scholarkg falls back to) "
        "parses every profile file",
    ),
    ("load", "load + check every profile (ryaml first, else PositionLoader on CSafeLoader; one process)"),
    ("resolve", "identity resolution"),
    ("map", "mapping to triples (rdflib terms, one process)"),
    ("export-nquads", "whole export to N-Quads, streamed, all cores, cold (no cache)"),
    ("reexport-one-changed", "N-Quads re-export after one profile changed (warm cache)"),
    (
        "reexport-shards-one-changed",
        "re-export into a folder of shards (-o DIR/) after one profile changed (warm cache)",
    ),
    ("copy-export", "copy the N-Quads file (what any re-export must at least write)"),
    (
        "validate",
        "SHACL validation, profile by profile over all cores, as `scholarkg validate --data` runs it",
    ),
    (
        "validate-faults",
        f"validation with a mapping fault in {FAULTY_PROFILES} profiles (benchmarks/faults.py); then "
        "pySHACL on every graph, the reference (not timed): the same results?",
    ),
    ("turtle", "N-Quads -> Turtle (pyoxigraph)"),
    ("trig", "N-Quads -> TriG (pyoxigraph)"),
    ("jsonld", "N-Quads -> JSON-LD (pyoxigraph)"),
    ("xml", "N-Quads -> RDF/XML (pyoxigraph)"),
    (
        "query-kept-store",
        "`scholarkg query neighbours --cache DIR` for one person, the store kept by an earlier query "
        "(the first query, filling an empty cache: fill_s)",
    ),
    (
        "queries",
        "bulk load into embedded pyoxigraph stores as `scholarkg query` does (the union; the named graphs "
        "too for the queries that read them), then every stored query (table below)",
    ),
]
STORE_STAGES = [
    ("load-gsp", "idempotent load into an Oxigraph server, Graph Store PUT per graph"),
    ("load-update", "idempotent load into an Oxigraph server, DROP GRAPH + INSERT DATA"),
    ("load-bulk", "first load into an empty Oxigraph server, the bulk way (scholarkg load --bulk)"),
    (
        "load-bulk-cached",
        "first bulk load into an empty server, with the cache of an earlier export (--cache)",
    ),
    ("load-bulk-unchanged", "bulk re-load of the same graphs: each found unchanged by its digest"),
    ("load-bulk-replace", "bulk load replacing every graph (the store filled by oxigraph load: no digests)"),
]
EXTRA_STAGES: list[tuple[str, str]] = STORE_STAGES
# One run of each stage, with its setup, at 1,000 and 10,000 profiles of this corpus on a
# 2-core machine, in seconds, from measured runs (docs/performance.md; the 1k figures add up to
# the 22 minutes a default 1k run took). Store loads grow faster than the corpus, so a size in
# between or beyond is estimated on a log-log line through the two. Only for telling, before a
# run, how long it will take.
SECONDS_AT_1K_AND_10K = {
    "floor-yaml": (3, 31),
    "floor-yaml-rust": (0.7, 7),
    "floor-oxigraph": (0.3, 3),
    "load": (6, 60),
    "resolve": (1.5, 15),
    "map": (6, 60),
    "export-nquads": (5, 47),
    "reexport-one-changed": (6, 63),
    "reexport-shards-one-changed": (6, 50),
    "copy-export": (0.5, 5),
    "validate": (4, 42),
    "validate-faults": (40, 250),
    "turtle": (1.5, 15),
    "trig": (1.5, 15),
    "jsonld": (2, 20),
    "xml": (1.5, 15),
    "query-kept-store": (5, 35),  # the first run fills the cache: most of it
    "queries": (66, 660),
    "load-gsp": (150, 1830),
    "load-update": (180, 2130),
    "load-bulk": (15, 150),
    "load-bulk-cached": (15, 150),
    "load-bulk-unchanged": (15, 147),
    "load-bulk-replace": (30, 911),
}
# stage -> what its first run leaves in the work folder for the next runs (removed before them)
STAGE_STATE = {"query-kept-store": "query-cache"}
GENERATE_SECONDS_AT_10K = 50  # making the synthetic corpus
# beyond this many profiles only the streamed stages run: the others hold the whole graph in memory
WHOLE_GRAPH_LIMIT = 10_000
STREAMED_STAGES = ("export-nquads", "copy-export", "validate")


def peak_mb() -> float:
    own = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    children = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    return max(own, children) / 1024


def _profile_count(data: Path) -> int:
    return sum(1 for _ in (data / "profiles").glob("*.yaml"))


# the goals the stages are measured against: (stage, limit, whether the limit is × floor)
GOALS = [
    ("export-nquads", 1.5, True),
    ("reexport-shards-one-changed", 3.0, False),
    ("validate", 60.0, False),
]


def print_goals(rows: dict[str, tuple[float, float, dict[str, Any]]], floor: float) -> None:
    """Each goal whose stage ran, with what this run measured (the queries' are in their table)."""
    lines = []
    for stage, limit, of_floor in GOALS:
        if stage not in rows:
            continue
        seconds = rows[stage][0]
        measured = seconds / floor if of_floor else seconds
        wanted = f"≤ {limit:g} × floor" if of_floor else f"≤ {limit:g} s"
        got = f"{measured:.2f} × floor ({seconds:.2f} s)" if of_floor else f"{seconds:.2f} s"
        lines.append(f"- {stage} {wanted}: {got}, {'met' if measured <= limit else 'missed'}")
    if "validate-faults" in rows:
        same = rows["validate-faults"][2]["same_results"] == "yes"
        lines.append(
            f"- validate-faults, the results of pySHACL on every graph: {'met' if same else 'MISSED'}"
        )
    if lines:
        print("Goals:\n" + "\n".join(lines) + "\n")


def _after_one_change(data: Path, export: Callable[[], Any]) -> tuple[float, Any]:
    """When ``export()`` started, and its answer, run after one profile changed: a new research
    interest each run, a change of facts no cache has seen. The profile gets its text back."""
    files = _profile_files(data)
    victim = files[len(files) // 2]
    original = victim.read_text(encoding="utf-8")
    changed = original.replace("interests:\n", f"interests:\n- benchmark topic {time.time_ns()}\n", 1)
    assert changed != original
    victim.write_text(changed, encoding="utf-8")
    try:
        return time.perf_counter(), export()
    finally:
        victim.write_text(original, encoding="utf-8")


def _profile_files(data: Path) -> list[Path]:
    return sorted((data / "profiles").glob("*.yaml"))


# -- stages, each run in its own child process ------------------------------------------------


def stage(name: str, data: Path, work: Path, query_timeout: float = 60) -> dict[str, Any]:
    """Set up, then time the stage itself. Returns seconds and extra facts."""
    import yaml

    from scholarkg.export.formats import FORMATS
    from scholarkg.export.writers import rewrite
    from scholarkg.mapping import Mapper
    from scholarkg.pipeline.stream import export_nquads
    from scholarkg.profiles.corpus import load_profiles
    from scholarkg.resolve.resolution import resolve

    nquads_file = work / "export.nq"
    extra: dict[str, Any] = {}
    if name == "floor-yaml":
        texts = [p.read_text(encoding="utf-8") for p in _profile_files(data)]
        started = time.perf_counter()
        for text in texts:
            yaml.load(text, Loader=yaml.CSafeLoader)  # noqa: S506 - CSafeLoader is safe
    elif name == "floor-yaml-rust":
        # ryaml (serde_yaml) rather than yaml-rs: on this corpus it gives what CSafeLoader gives
        # for every file, where yaml-rs turns quoted dates ('2026-01-01') into dates
        import ryaml

        texts = [p.read_text(encoding="utf-8") for p in _profile_files(data)]
        started = time.perf_counter()
        for text in texts:
            ryaml.loads(text)
    elif name == "floor-oxigraph":
        # serialising a million quads at a time, parsed beforehand (untimed): flat memory at any N
        import itertools

        import pyoxigraph

        n_quads = pyoxigraph.RdfFormat.N_QUADS
        quads = pyoxigraph.parse(path=str(nquads_file), format=n_quads)
        writing = 0.0
        extra["quads"] = 0
        with open(os.devnull, "wb") as sink:
            while batch := list(itertools.islice(quads, 1_000_000)):
                extra["quads"] += len(batch)
                begun = time.perf_counter()
                pyoxigraph.serialize(batch, sink, format=n_quads)
                writing += time.perf_counter() - begun
        started = time.perf_counter() - writing
    elif name == "load":
        started = time.perf_counter()
        load_profiles(data)
    elif name == "resolve":
        corpus = load_profiles(data)
        started = time.perf_counter()
        resolve(corpus)
    elif name == "map":
        resolution = resolve(load_profiles(data))
        started = time.perf_counter()
        graphs = Mapper(resolution, track_origins=False).graphs()
        extra["triples"] = sum(len(g.triples) for g in graphs)
    elif name == "export-nquads":
        # beyond the whole-graph limit the disk holds one export only: overwrite it (same bytes)
        target = nquads_file if _profile_count(data) > WHOLE_GRAPH_LIMIT else work / "stage.nq"
        started = time.perf_counter()
        with open(target, "wb") as out:
            report = export_nquads(data, out)
        extra["bytes"] = report.bytes_written
    elif name == "copy-export":
        started = time.perf_counter()
        shutil.copyfile(nquads_file, work / "stage.nq")
    elif name == "reexport-shards-one-changed":
        from scholarkg.pipeline.stream import export_shards

        cache, shards = work / "cache", work / "shards"
        export_shards(data, shards, cache_dir=cache)  # warm the cache, and fill the folder
        started, report = _after_one_change(data, lambda: export_shards(data, shards, cache_dir=cache))
        extra["written"] = len(report.written)
    elif name == "reexport-one-changed":
        cache = work / "cache"
        with open(os.devnull, "wb") as out:
            export_nquads(data, out, cache_dir=cache)  # warm the cache

        def export_again() -> Any:
            with open(work / "stage.nq", "wb") as out:
                return export_nquads(data, out, cache_dir=cache)

        started, report = _after_one_change(data, export_again)
        extra["reused"] = report.reused
    elif name == "validate":
        from scholarkg.validate import validate_data

        started = time.perf_counter()
        report = validate_data(data)
        extra.update(
            graphs=report.graphs, violations=report.count("Violation"), warnings=report.count("Warning")
        )
    elif name == "validate-faults":
        started, extra = _faults_stage(data)
    elif name in ("turtle", "trig", "jsonld", "xml"):
        rdf_format = FORMATS[name]
        if rdf_format.quads:
            source = nquads_file.read_bytes()
        else:
            from scholarkg.ntriples import triple_line  # noqa: F401 - same line format

            source = (work / "export.nt").read_bytes()
        started = time.perf_counter()
        extra["bytes"] = len(rewrite(source, rdf_format))
    elif name == "query-kept-store":
        from scholarkg.query.queries import run_query

        cache = work / STAGE_STATE[name]
        if not (cache / "stores").exists():  # the first run fills the cache (timed apart)
            begun = time.perf_counter()
            run_query("neighbours", {"person": ["p000000"]}, data, cache_dir=cache)
            extra["fill_s"] = round(time.perf_counter() - begun, 2)
        started = time.perf_counter()
        extra["rows"] = len(run_query("neighbours", {"person": ["p000000"]}, data, cache_dir=cache).rows)
    elif name == "queries":
        started, extra = _query_stage(nquads_file, query_timeout)
    else:
        runner = _extra_stage(name)
        started, extra = runner(data, work)
    return {"seconds": time.perf_counter() - started, **extra}


def _faults_stage(data: Path) -> tuple[float, dict[str, Any]]:
    """Validate with faults in some profiles' graphs (timed), then with pySHACL on every graph,
    the reference (not timed): the reports must be the same. Returns when the timed part started,
    as if it had run last, and the facts."""
    import faults

    from scholarkg.mapping import Mapper
    from scholarkg.validate import validate_data

    ids = [path.stem for path in _profile_files(data)]
    assigned = faults.assign(ids, max(1, len(ids) // FAULTY_PROFILES))
    mapped = Mapper.profile_triples
    Mapper.profile_triples = faults.faulty(mapped, assigned)  # type: ignore[method-assign]
    try:
        started = time.perf_counter()
        screened = validate_data(data)
        seconds = time.perf_counter() - started
        started = time.perf_counter()
        reference = validate_data(data, screen=False)
        reference_seconds = time.perf_counter() - started
    finally:
        Mapper.profile_triples = mapped  # type: ignore[method-assign]
    extra = {
        "faulty_profiles": len(assigned),
        "results": len(reference.results),
        "shapes_with_results": len({r.shape for r in reference.results}),
        "same_results": "yes"
        if sorted(map(str, screened.results)) == sorted(map(str, reference.results))
        else "NO",
        "reference_seconds": round(reference_seconds, 2),
    }
    return time.perf_counter() - seconds, extra


def _query_stage(nquads_file: Path, query_timeout: float) -> tuple[float, dict[str, Any]]:
    """Every stored query on an embedded pyoxigraph store of the export (the default engine):
    bound to two profile persons where it takes people ("per person"), and with no parameters
    where all of them are optional ("whole graph"). Each query runs on the store `scholarkg
    query` builds for it: the union of the named graphs only, or, for a query that reads named
    graphs, those too. Each in-memory store is bulk-loaded once (timed), one after the other;
    each query runs in a forked copy of this process, so that one slower than ``query_timeout``
    seconds is cut off without losing the others.

    A forked copy's first runs are slower: it copies the memory it writes to, and the store's
    loading left much of it to reuse. At 10k one per-person query took 0.34, 0.22, 0.21, 0.19,
    0.14 and 0.14 s in a fork, 0.13 s every time in the process that loaded the store. So a
    per-person query runs five times, and its time is the median of the last three, as a store
    server or `scholarkg query`'s own process sees it; the first run's time is kept too. A
    whole-graph query, seconds long, runs three times."""
    from scholarkg.query.engines import oxigraph_store
    from scholarkg.query.stored import stored_queries

    started = time.perf_counter()
    extra: dict[str, Any] = {"queries": []}
    for named_graphs in (False, True):
        begun = time.perf_counter()
        store = oxigraph_store(nquads_file, named_graphs)
        extra["store_load_named_graphs_s" if named_graphs else "store_load_union_s"] = round(
            time.perf_counter() - begun, 2
        )
        wanted = [query for query in stored_queries() if query.reads_named_graphs == named_graphs]
        extra["queries"] += _time_queries(store, wanted, query_timeout)
        del store
    extra["queries"].sort(key=lambda timing: (timing["query"], timing["mode"]))
    return started, extra


def _time_queries(store: Any, queries: list[Any], query_timeout: float) -> list[dict[str, Any]]:
    import multiprocessing

    context = multiprocessing.get_context("fork")
    timings = []
    for query in queries:
        modes = []
        if any(p.kind == "person" or not p.optional for p in query.parameters):
            modes.append("per person")
        if all(p.optional for p in query.parameters):
            modes.append("whole graph")
        for mode in modes:
            receiver, sender = context.Pipe(duplex=False)
            child = context.Process(target=_timed_query, args=(store, query.name, mode, sender))
            child.start()
            sender.close()
            runs: list[tuple[float, int]] = []  # (seconds, rows) of each run that finished in time
            deadline = time.perf_counter() + query_timeout
            while len(runs) < RUNS[mode] and receiver.poll(max(0.0, deadline - time.perf_counter())):
                try:
                    runs.append(receiver.recv())
                except EOFError:  # the child died
                    break
            timing = {
                "query": query.name,
                "mode": mode,
                "seconds": None,
                "rows": None,
                "runs": len(runs),
                "timeout": query_timeout,
            }
            if runs:
                timing.update(
                    seconds=statistics.median(s for s, _ in runs[-3:]), rows=runs[-1][1], first_s=runs[0][0]
                )
            child.kill()
            child.join()
            timings.append(timing)
    return timings


# how many times each kind of query runs in its forked process (see _query_stage)
RUNS = {"per person": 5, "whole graph": 3}


def _timed_query(store: Any, name: str, mode: str, sender: Any) -> None:
    """One stored query, ``RUNS[mode]`` times; each run's time and rows go back through
    ``sender``, so that a query slower than the time limit still shows the time of its first run."""
    from rdflib import Literal, URIRef

    from scholarkg.query.binding import bind
    from scholarkg.query.stored import load_query
    from scholarkg.vocab import FOAF, SDO

    first_two = (
        f"SELECT ?p ?name {{ ?g <{FOAF.primaryTopic}> ?p . ?p <{SDO.name}> ?name }} ORDER BY ?g LIMIT 2"
    )
    (a, name_a), (b, _) = [(row["p"].value, row["name"].value) for row in store.query(first_two)]
    query = load_query(name)
    terms: dict[str, list[Any]] = {}
    if mode == "per person":
        people = iter([a, b, a])
        for parameter in query.parameters:
            if parameter.kind == "person":
                terms[parameter.name] = [URIRef(next(people))]
            elif not parameter.optional:
                terms[parameter.name] = [
                    Literal(name_a) if parameter.kind == "string" else Literal(int(parameter.example or 1))
                ]
    text = bind(query, terms)
    for _ in range(RUNS[mode]):
        begun = time.perf_counter()
        rows = sum(1 for _ in store.query(text))
        sender.send((time.perf_counter() - begun, rows))


def _extra_stage(name: str) -> Callable[[Path, Path], tuple[float, dict[str, Any]]]:
    if name in (stage_name for stage_name, _ in STORE_STAGES):
        return lambda data, work: _load_stage(name, data, work)
    raise SystemExit(f"unknown stage {name}")


def _cpu_seconds() -> float:
    own, children = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


def _load_stage(name: str, data: Path, work: Path) -> tuple[float, dict[str, Any]]:
    """Fill an Oxigraph store with the export (its bulk loader, not timed), serve it on loopback,
    then time `load_graphs` replacing every graph — what an idempotent re-load costs — with its
    verification; stop the server. Also reports the server's CPU seconds and peak memory.

    Each load is timed as `scholarkg load` runs it, from the data folder: the export streamed
    into the store, its YAML reading and mapping included. The bulk way: `load-bulk` starts from an
    empty store, without a cache; `load-bulk-unchanged` from one that a bulk load of the same data
    filled (not timed), with the cache that load left (`--cache`); `load-bulk-cached` from an empty
    store, with the cache of an export made before (not timed); `load-bulk-replace` from the
    filled store above, without a cache."""
    import socket
    import urllib.request

    from scholarkg.pipeline.stream import export_nquads, stream_graphs
    from scholarkg.store.bulk import bulk_load
    from scholarkg.store.protocol import Endpoints, Settings, load_graphs

    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    location = work / f"oxigraph-{name}"
    shutil.rmtree(location, ignore_errors=True)
    oxigraph = str(Path(sys.executable).with_name("oxigraph"))
    bulk = name.startswith("load-bulk")
    if name not in ("load-bulk", "load-bulk-cached", "load-bulk-unchanged"):
        subprocess.run(
            [oxigraph, "load", "--location", str(location), "--file", str(work / "export.nq")],
            check=True,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
    cache = work / "load-cache"
    shutil.rmtree(cache, ignore_errors=True)
    if name == "load-bulk-cached":
        with open(os.devnull, "wb") as nowhere:
            export_nquads(data, nowhere, cache_dir=cache)

    def graphs() -> Any:
        return stream_graphs(
            data, cache_dir=cache if name in ("load-bulk-cached", "load-bulk-unchanged") else None
        )

    server = subprocess.Popen(
        [oxigraph, "serve", "--location", str(location), "--bind", f"127.0.0.1:{port}"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )

    def server_state() -> tuple[float, int]:
        """CPU seconds and peak resident MB of the server so far."""
        fields = Path(f"/proc/{server.pid}/stat").read_text().rsplit(")", 1)[1].split()
        cpu = (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
        status = Path(f"/proc/{server.pid}/status").read_text().splitlines()
        peak = next(int(line.split()[1]) // 1024 for line in status if line.startswith("VmHWM"))
        return cpu, peak

    try:
        base = f"http://127.0.0.1:{port}"
        for _ in range(600):  # bounded wait for the server
            try:
                urllib.request.urlopen(base + "/query?query=ASK%7B%7D", timeout=1)
                break
            except OSError:
                time.sleep(0.1)
        endpoints = Endpoints(
            base + "/query", base + "/update", base + "/store" if name != "load-update" else None
        )
        # Graph Store: one PUT per graph; SPARQL Update: up to 10,000 triples (several graphs) a request
        settings = Settings(batch_triples=None if name != "load-update" else 10_000, timeout=600)
        load = bulk_load if bulk else load_graphs
        if name == "load-bulk-unchanged":
            assert not load(graphs(), endpoints, settings).failed
        cpu_before = server_state()[0]
        client_before = _cpu_seconds()  # this process and its reaped children: the export's workers
        started = time.perf_counter()
        report = load(graphs(), endpoints, settings)
        seconds = time.perf_counter() - started
        server_cpu, server_peak = server_state()
        assert not report.failed, report.failed[:3]
        if name == "load-bulk-unchanged":
            assert len(report.unchanged) == len(report.results), "a graph was sent again"
        else:
            assert not report.unchanged, "a graph was skipped"
        covered = sum(r.triples for r in report.results)  # sent or found unchanged
        return started, {
            "triples": report.triples,
            "triples_per_s": int(report.triples / seconds),
            "graphs_triples_per_s": int(covered / seconds),
            "requests": report.requests,
            "verify_s": round(report.verify_seconds, 1),
            "client_cpu_s": round(_cpu_seconds() - client_before, 1),
            "server_cpu_s": round(server_cpu - cpu_before, 1),
            "server_peak_mb": server_peak,
            "client_peak_mb": int(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024),
            "largest_child_peak_mb": int(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024),
        }
    finally:
        server.terminate()
        server.wait(timeout=60)
        shutil.rmtree(location, ignore_errors=True)


# -- the parent: corpora, repeats, table ---------------------------------------------------------


def run_child(name: str, data: Path, work: Path, query_timeout: float) -> dict[str, Any]:
    command = [
        sys.executable,
        str(Path(__file__).resolve()),
        "--child",
        name,
        "--data",
        str(data),
        "--work",
        str(work),
        "--query-timeout",
        str(query_timeout),
    ]
    done = subprocess.run(command, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise RuntimeError(f"stage {name} failed:\n{done.stderr[-3000:]}")
    return json.loads(done.stdout.strip().splitlines()[-1])


def prepare(size: int, root: Path) -> tuple[Path, Path]:
    from corpus import generate

    from scholarkg.pipeline.stream import export_nquads

    data = generate(root / f"data-{size}", profiles=size, seed=7)
    work = root / f"work-{size}"
    work.mkdir(parents=True, exist_ok=True)
    if size > WHOLE_GRAPH_LIMIT:
        return data, work  # the export-nquads stage, run first, writes export.nq
    with open(work / "export.nq", "wb") as out:
        export_nquads(data, out)
    # the union as sorted N-Triples, the input of the triple formats
    triples = sorted(
        {
            line.rsplit(" ", 2)[0] + " .\n"
            for line in (work / "export.nq").read_text(encoding="utf-8").splitlines(True)
        }
    )
    (work / "export.nt").write_text("".join(triples), encoding="utf-8")
    return data, work


def print_query_table(timings: list[dict[str, Any]], size: int) -> None:
    print(
        f"#### Stored queries on {size:,} profiles (embedded pyoxigraph; seconds: median of the last three "
        f"runs that finished in time; first run: in the freshly forked process)\n"
    )
    print("| query | mode | seconds | first run | rows | runs |")
    print("|---|---|---:|---:|---:|---:|")
    for timing in timings:
        if timing["seconds"] is None:
            print(f"| {timing['query']} | {timing['mode']} | > {timing['timeout']:g} | | | 0 |")
        else:
            print(
                f"| {timing['query']} | {timing['mode']} | {timing['seconds']:.3f} | {timing['first_s']:.3f} "
                f"| {timing['rows']:,} | {timing['runs']} |"
            )
    print()


def estimate_seconds(size: int, stages: list[str], repeats: int) -> float:
    """How long a run will take, from :data:`SECONDS_AT_10K` scaled to ``size``."""
    ran = [n for n in stages if size <= WHOLE_GRAPH_LIMIT or n.startswith("floor") or n in STREAMED_STAGES]
    return size / 10_000 * GENERATE_SECONDS_AT_10K + repeats * sum(_stage_seconds(n, size) for n in ran)


def _stage_seconds(name: str, size: int) -> float:
    small, large = SECONDS_AT_1K_AND_10K.get(name, (3, 30))
    exponent = math.log10(large / small)  # per tenfold of profiles
    return small * (size / 1_000) ** exponent


def duration(seconds: float) -> str:
    if seconds < 90:
        return f"{seconds:.0f} s"
    if seconds < 5400:
        return f"{seconds / 60:.0f} min"
    return f"{seconds / 3600:.1f} h"


def _estimates_help() -> str:
    every = [name for name, _ in STAGES + EXTRA_STAGES]
    lines = [
        f"  N = {size:>7,}: about {duration(estimate_seconds(size, every, 3))} (3 runs of each stage it "
        f"runs), {duration(estimate_seconds(size, every, 1))} with --repeats 1"
        for size in (1_000, 10_000, 100_000)
    ]
    return (
        "how long it takes on a 2-core machine (from earlier runs; the store loads take most):\n"
        + "\n".join(lines)
    )


def progress(started: float, message: str) -> None:
    """A line on stderr as each stage finishes: the table only comes at the end of a size."""
    print(f"[{duration(time.monotonic() - started):>6}] {message}", file=sys.stderr, flush=True)


def machine() -> str:
    cpu = "unknown CPU"
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    memory = os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES") / 2**30
    return (
        f"{os.cpu_count()} cores ({cpu}), {memory:.0f} GiB, "
        f"Python {platform.python_version()}, {platform.system()}"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, epilog=_estimates_help(), formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--sizes", default="1000,10000", help="comma-separated numbers of profiles")
    parser.add_argument("--with-100k", action="store_true", help="also run N = 100,000")
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--quick", action="store_true", help="N = 40, one run (for CI)")
    parser.add_argument("--stages", help="comma-separated subset of stages")
    parser.add_argument(
        "--keep",
        type=Path,
        metavar="DIR",
        help="generate corpora in DIR and keep them; a later run with the same DIR reuses them",
    )
    parser.add_argument("--child", help=argparse.SUPPRESS)
    parser.add_argument(
        "--query-timeout",
        type=float,
        metavar="SECONDS",
        help="cut off a stored query after this long (default: 60, or 10 with --quick)",
    )
    parser.add_argument("--prepare", type=int, help=argparse.SUPPRESS)
    parser.add_argument("--data", type=Path, help=argparse.SUPPRESS)
    parser.add_argument("--work", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)

    if args.prepare:
        prepare(args.prepare, args.work)
        return 0
    if args.child:
        result = stage(args.child, args.data, args.work, args.query_timeout)
        result["peak_mb"] = peak_mb()
        print(json.dumps(result))
        return 0

    sizes = [40] if args.quick else [int(s) for s in args.sizes.split(",")]
    if args.with_100k:
        sizes.append(100_000)
    repeats = 1 if args.quick else args.repeats
    query_timeout = args.query_timeout or (10 if args.quick else 60)
    stages = STAGES + EXTRA_STAGES
    if args.stages:
        wanted = set(args.stages.split(","))
        stages = [s for s in stages if s[0] in wanted or s[0].startswith("floor")]
    print(f"machine: {machine()}\n")
    started = time.monotonic()
    names = [n for n, _ in stages]
    total = sum(estimate_seconds(size, names, repeats) for size in sizes)
    progress(
        started,
        f"{len(names)} stages x {repeats} runs for N = {', '.join(f'{n:,}' for n in sizes)}: "
        f"expect about {duration(total)} on a 2-core machine (see --help)",
    )
    root = args.keep or Path(tempfile.mkdtemp(prefix="scholarkg-bench-"))
    try:
        for size in sizes:
            prepared = (
                root / f"work-{size}" / "export.nq"
                if size <= WHOLE_GRAPH_LIMIT
                else root / f"data-{size}" / "people.yaml"
            )
            if args.keep and prepared.exists():
                print(f"N = {size:,}: reusing the corpus in {root}\n")
            else:
                # prepared in a child: a forked child's peak memory counts its parent's size
                subprocess.run(
                    [
                        sys.executable,
                        str(Path(__file__).resolve()),
                        "--prepare",
                        str(size),
                        "--work",
                        str(root),
                    ],
                    check=True,
                )
                progress(started, f"N = {size:,}: corpus made")
            data, work = root / f"data-{size}", root / f"work-{size}"
            rows: dict[str, tuple[float, float, dict[str, Any]]] = {}
            if size > WHOLE_GRAPH_LIMIT:
                skipped = [n for n, _ in stages if not n.startswith("floor") and n not in STREAMED_STAGES]
                if skipped:
                    print(
                        f"N = {size:,}: skipping {', '.join(skipped)} (they hold the whole graph in memory)\n"
                    )
            size_stages = [
                s
                for s in stages
                if size <= WHOLE_GRAPH_LIMIT or s[0].startswith("floor") or s[0] in STREAMED_STAGES
            ]
            if size > WHOLE_GRAPH_LIMIT:  # the export makes the file the floor and the copy read
                size_stages.sort(key=lambda s: s[0] != "export-nquads")
            for name, _ in size_stages:
                if name in STAGE_STATE:  # what a stage's first run makes, made again in this run
                    shutil.rmtree(work / STAGE_STATE[name], ignore_errors=True)
                runs = [run_child(name, data, work, query_timeout) for _ in range(repeats)]
                seconds = statistics.median(r["seconds"] for r in runs)
                progress(
                    started,
                    f"N = {size:,}: {name} {seconds:.2f} s (median of {len(runs)}), "
                    f"peak {max(r['peak_mb'] for r in runs):.0f} MB",
                )
                peak = max(r["peak_mb"] for r in runs)
                rows[name] = (
                    seconds,
                    peak,
                    {
                        key: value for run in runs for key, value in run.items()
                    }  # the last run's, and the first's own
                    | ({"runs_s": " / ".join(f"{r['seconds']:.1f}" for r in runs)} if len(runs) > 1 else {}),
                )
            floor = rows["floor-yaml-rust"][0] + rows["floor-oxigraph"][0]
            quads = rows["floor-oxigraph"][2].get("quads", 0)
            print(
                f"### N = {size:,} profiles ({quads:,} quads; median of {repeats}; floor = {floor:.2f} s)\n"
            )
            print("| stage | seconds | × floor | peak MB | what |")
            print("|---|---:|---:|---:|---|")
            for name, what in size_stages:
                seconds, peak, last = rows[name]
                note = ", ".join(
                    f"{k} {v:,}" if isinstance(v, int) else f"{k} {v}"
                    for k, v in last.items()
                    if k not in ("seconds", "peak_mb", "queries")
                )
                print(
                    f"| {name} | {seconds:.2f} | {seconds / floor:.2f} | {peak:.0f} | "
                    f"{what}{'; ' + note if note else ''} |"
                )
            print()
            print_goals(rows, floor)
            if "queries" in rows:
                print_query_table(rows["queries"][2]["queries"], size)
    finally:
        if not args.keep:
            shutil.rmtree(root, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
