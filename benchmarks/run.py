"""Benchmark runner: every pipeline stage on synthetic corpora, as the median of several runs.

    python benchmarks/run.py                  # N = 1,000 and 10,000 (about 20 minutes here)
    python benchmarks/run.py --sizes 1000     # one size
    python benchmarks/run.py --with-100k      # also N = 100,000 (long)
    python benchmarks/run.py --quick          # N = 40, one run: checks the code still works (CI)

Each measurement runs in a fresh child process, so that its peak memory (max RSS of the process
and its workers) is its own. In the same run it measures the *floor*: PyYAML's CSafeLoader
parsing the very same YAML files, plus pyoxigraph serialising the very same quads — what any
tool must at least spend. Each stage is also reported as a ratio to that floor, which holds on
any machine. The table is printed as Markdown (docs/performance.md is made from it).
"""

from __future__ import annotations

import argparse
import io
import json
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

STAGES = [
    # name, what it measures
    ("floor-yaml", "CSafeLoader parses every profile file (floor, part 1)"),
    ("floor-oxigraph", "pyoxigraph serialises the export's quads as N-Quads (floor, part 2)"),
    ("load", "load + check every profile (PositionLoader on CSafeLoader, one process)"),
    ("resolve", "identity resolution"),
    ("map", "mapping to triples (rdflib terms, one process)"),
    ("export-nquads", "whole export to N-Quads, streamed, all cores, cold (no cache)"),
    ("reexport-one-changed", "N-Quads re-export after one profile changed (warm cache)"),
    ("turtle", "N-Quads -> Turtle (pyoxigraph)"),
    ("trig", "N-Quads -> TriG (pyoxigraph)"),
    ("jsonld", "N-Quads -> JSON-LD (pyoxigraph)"),
    ("xml", "N-Quads -> RDF/XML (pyoxigraph)"),
]
STORE_STAGES = [
    ("load-gsp", "idempotent load into an Oxigraph server, Graph Store PUT per graph"),
    ("load-update", "idempotent load into an Oxigraph server, DROP GRAPH + INSERT DATA"),
]
EXTRA_STAGES: list[tuple[str, str]] = STORE_STAGES


def peak_mb() -> float:
    own = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    children = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    return max(own, children) / 1024


def _profile_files(data: Path) -> list[Path]:
    return sorted((data / "profiles").glob("*.yaml"))


# -- stages, each run in its own child process ------------------------------------------------


def stage(name: str, data: Path, work: Path) -> dict[str, Any]:
    """Set up, then time the stage itself. Returns seconds and extra facts."""
    import yaml

    from scholarkg.export import rewrite
    from scholarkg.formats import FORMATS
    from scholarkg.mapping import Mapper
    from scholarkg.profiles import load_profiles
    from scholarkg.resolve import resolve
    from scholarkg.stream import export_nquads

    nquads_file = work / "export.nq"
    extra: dict[str, Any] = {}
    if name == "floor-yaml":
        texts = [p.read_text(encoding="utf-8") for p in _profile_files(data)]
        started = time.perf_counter()
        for text in texts:
            yaml.load(text, Loader=yaml.CSafeLoader)  # noqa: S506 - CSafeLoader is safe
    elif name == "floor-oxigraph":
        import pyoxigraph

        quads = list(pyoxigraph.parse(path=str(nquads_file), format=pyoxigraph.RdfFormat.N_QUADS))
        extra["quads"] = len(quads)
        started = time.perf_counter()
        pyoxigraph.serialize(quads, io.BytesIO(), format=pyoxigraph.RdfFormat.N_QUADS)
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
        started = time.perf_counter()
        with open(work / "stage.nq", "wb") as out:
            report = export_nquads(data, out)
        extra["bytes"] = report.bytes_written
    elif name == "reexport-one-changed":
        cache = work / "cache"
        with open(os.devnull, "wb") as out:
            export_nquads(data, out, cache_dir=cache)  # warm the cache
        victim = _profile_files(data)[len(_profile_files(data)) // 2]
        original = victim.read_text(encoding="utf-8")
        # a new comment each run: a change this cache has not seen in an earlier repeat
        changed = original + f"# benchmark run {time.time_ns()}\n"
        assert changed != original
        victim.write_text(changed, encoding="utf-8")
        try:
            started = time.perf_counter()
            with open(work / "stage.nq", "wb") as out:
                report = export_nquads(data, out, cache_dir=cache)
            extra["reused"] = report.reused
        finally:
            victim.write_text(original, encoding="utf-8")
    elif name in ("turtle", "trig", "jsonld", "xml"):
        rdf_format = FORMATS[name]
        if rdf_format.quads:
            source = nquads_file.read_bytes()
        else:
            from scholarkg.ntriples import triple_line  # noqa: F401 - same line format

            source = (work / "export.nt").read_bytes()
        started = time.perf_counter()
        extra["bytes"] = len(rewrite(source, rdf_format))
    else:
        runner = _extra_stage(name)
        started, extra = runner(data, work)
    return {"seconds": time.perf_counter() - started, **extra}


def _extra_stage(name: str) -> Callable[[Path, Path], tuple[float, dict[str, Any]]]:
    if name in ("load-gsp", "load-update"):
        return lambda data, work: _load_stage(name, data, work)
    raise SystemExit(f"unknown stage {name}")


def _load_stage(name: str, data: Path, work: Path) -> tuple[float, dict[str, Any]]:
    """Start an Oxigraph server on loopback, load the corpus twice (the second load is timed:
    it replaces every graph, which is what an idempotent re-load costs), stop the server."""
    import socket
    import urllib.request

    from scholarkg.pipeline import build
    from scholarkg.store import Endpoints, Settings, load_graphs

    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    location = work / f"oxigraph-{name}"
    shutil.rmtree(location, ignore_errors=True)
    server = subprocess.Popen([str(Path(sys.executable).with_name("oxigraph")), "serve", "--location", str(location),
                               "--bind", f"127.0.0.1:{port}"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)  # fmt: skip
    try:
        base = f"http://127.0.0.1:{port}"
        for _ in range(200):  # bounded wait for the server
            try:
                urllib.request.urlopen(base + "/query?query=ASK%7B%7D", timeout=1)
                break
            except OSError:
                time.sleep(0.1)
        graphs = build(data).graphs
        endpoints = Endpoints(base + "/query", base + "/update", base + "/store" if name == "load-gsp" else None)
        load_graphs(graphs, endpoints, Settings(verify=False))
        started = time.perf_counter()
        report = load_graphs(graphs, endpoints, Settings())
        seconds = time.perf_counter() - started
        assert not report.failed, report.failed[:3]
        return started, {"triples": report.triples, "triples_per_s": int(report.triples / seconds)}
    finally:
        server.terminate()
        server.wait(timeout=30)


# -- the parent: corpora, repeats, table ---------------------------------------------------------


def run_child(name: str, data: Path, work: Path) -> dict[str, Any]:
    command = [sys.executable, str(Path(__file__).resolve()), "--child", name, "--data", str(data), "--work", str(work)]
    done = subprocess.run(command, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise RuntimeError(f"stage {name} failed:\n{done.stderr[-3000:]}")
    return json.loads(done.stdout.strip().splitlines()[-1])


def prepare(size: int, root: Path) -> tuple[Path, Path]:
    from corpus import generate

    from scholarkg.stream import export_nquads

    data = generate(root / f"data-{size}", profiles=size, seed=7)
    work = root / f"work-{size}"
    work.mkdir(parents=True, exist_ok=True)
    with open(work / "export.nq", "wb") as out:
        export_nquads(data, out)
    # the union as sorted N-Triples, the input of the triple formats
    triples = sorted({line.rsplit(" ", 2)[0] + " .\n" for line in (work / "export.nq").read_text(encoding="utf-8").splitlines(True)})
    (work / "export.nt").write_text("".join(triples), encoding="utf-8")
    return data, work


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
    return f"{os.cpu_count()} cores ({cpu}), {memory:.0f} GiB, Python {platform.python_version()}, {platform.system()}"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sizes", default="1000,10000", help="comma-separated numbers of profiles")
    parser.add_argument("--with-100k", action="store_true", help="also run N = 100,000")
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--quick", action="store_true", help="N = 40, one run (for CI)")
    parser.add_argument("--stages", help="comma-separated subset of stages")
    parser.add_argument("--child", help=argparse.SUPPRESS)
    parser.add_argument("--prepare", type=int, help=argparse.SUPPRESS)
    parser.add_argument("--data", type=Path, help=argparse.SUPPRESS)
    parser.add_argument("--work", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)

    if args.prepare:
        prepare(args.prepare, args.work)
        return 0
    if args.child:
        result = stage(args.child, args.data, args.work)
        result["peak_mb"] = peak_mb()
        print(json.dumps(result))
        return 0

    sizes = [40] if args.quick else [int(s) for s in args.sizes.split(",")]
    if args.with_100k:
        sizes.append(100_000)
    repeats = 1 if args.quick else args.repeats
    stages = STAGES + EXTRA_STAGES
    if args.stages:
        wanted = set(args.stages.split(","))
        stages = [s for s in stages if s[0] in wanted or s[0].startswith("floor")]
    print(f"machine: {machine()}\n")
    root = Path(tempfile.mkdtemp(prefix="scholarkg-bench-"))
    try:
        for size in sizes:
            # prepared in a child: a forked child's peak memory counts its parent's size
            subprocess.run([sys.executable, str(Path(__file__).resolve()), "--prepare", str(size), "--work", str(root)],
                           check=True)  # fmt: skip
            data, work = root / f"data-{size}", root / f"work-{size}"
            rows: dict[str, tuple[float, float, dict[str, Any]]] = {}
            for name, _ in stages:
                runs = [run_child(name, data, work) for _ in range(repeats)]
                seconds = statistics.median(r["seconds"] for r in runs)
                peak = max(r["peak_mb"] for r in runs)
                rows[name] = (seconds, peak, runs[-1])
            floor = rows["floor-yaml"][0] + rows["floor-oxigraph"][0]
            quads = rows["floor-oxigraph"][2].get("quads", 0)
            print(f"### N = {size:,} profiles ({quads:,} quads; median of {repeats}; floor = {floor:.2f} s)\n")
            print("| stage | seconds | × floor | peak MB | what |")
            print("|---|---:|---:|---:|---|")
            for name, what in stages:
                seconds, peak, last = rows[name]
                note = ", ".join(f"{k} {v:,}" if isinstance(v, int) else f"{k} {v}" for k, v in last.items()
                                 if k not in ("seconds", "peak_mb"))  # fmt: skip
                print(f"| {name} | {seconds:.2f} | {seconds / floor:.2f} | {peak:.0f} | {what}{'; ' + note if note else ''} |")
            print()
    finally:
        shutil.rmtree(root, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
