"""Benchmark of SHACL validation: seconds and peak memory, whole graph against profile by profile.

    python benchmarks/validate_bench.py                      # 1,000 and 10,000 synthetic profiles
    python benchmarks/validate_bench.py --sizes 1000         # one size
    python benchmarks/validate_bench.py --generator corpus   # benchmarks/corpus.py's heavier profiles
    python benchmarks/validate_bench.py --quick              # 50 profiles, one process: a few seconds

For each size it generates a data folder (benchmarks/synthetic.py, deterministic by seed; or
benchmarks/corpus.py) and validates it four ways, each in a fresh child process so that its peak
memory is its own:

- ``whole``: the union of all graphs, one pySHACL run per shapes group (what validating an
  export does);
- ``per-profile, 1 process`` and ``per-profile, N processes``: every named graph of the built
  graph on its own, in chunks, over one process and over all cores (what ``scholarkg validate
  --data`` did in earlier versions, and ``validate_build`` does);
- ``streamed``: what ``scholarkg validate --data`` does now, ``validate_data`` over all cores:
  no build; reading, resolving and mapping the profiles are part of its validation time.

Building the graph (load, resolve, map) is timed apart and not counted as validation. Besides
wall-clock seconds the table gives the CPU seconds of validation (main process and workers),
which other load on a shared machine does not inflate. The table is Markdown, as in
docs/performance.md.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

MODES = ("whole", "per-profile-1", "per-profile-n", "streamed")


def _peak_mb() -> tuple[float, float]:
    """Peak resident memory of this process and of its largest child (worker), in MB."""
    own = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    children = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
    return own, children


def _cpu_s() -> float:
    """CPU seconds (user + system) of this process and its finished children (the workers)."""
    return sum(
        r.ru_utime + r.ru_stime
        for r in map(resource.getrusage, (resource.RUSAGE_SELF, resource.RUSAGE_CHILDREN))
    )


def measure(mode: str, data: Path, jobs: int) -> dict[str, Any]:
    """Build, then validate one way; runs in the child process."""
    from scholarkg.pipeline.build import build
    from scholarkg.validate import load_shapes, validate_build, validate_data

    load_shapes()  # parsing the shapes is a fixed cost, not validation
    started, cpu = time.perf_counter(), _cpu_s()
    if mode == "streamed":  # no build: everything is validation's time
        report = validate_data(data, jobs=jobs)
        done, cpu = time.perf_counter(), _cpu_s() - cpu
        own, workers = _peak_mb()
        return {
            "mode": mode,
            "build_s": None,
            "validate_s": done - started,
            "cpu_s": cpu,
            "peak_mb": own,
            "workers_peak_mb": workers,
            "graphs": report.graphs,
            "triples": None,
            "violations": report.count("Violation"),
            "warnings": report.count("Warning"),
        }
    result = build(data)
    built, cpu = time.perf_counter(), _cpu_s()
    if mode == "whole":
        report = validate_build(result, whole=True)
    else:
        report = validate_build(result, jobs=1 if mode == "per-profile-1" else jobs)
    done, cpu = time.perf_counter(), _cpu_s() - cpu
    own, workers = _peak_mb()
    return {
        "mode": mode,
        "build_s": built - started,
        "validate_s": done - built,
        "cpu_s": cpu,
        "peak_mb": own,
        "workers_peak_mb": workers,
        "graphs": len(result.graphs),
        "triples": sum(len(g.triples) for g in result.graphs),
        "violations": report.count("Violation"),
        "warnings": report.count("Warning"),
    }


def generate(generator: str, size: int, seed: int, work: Path) -> Path:
    target = work / f"{generator}-{size}-{seed}"
    if (target / "profiles").is_dir() and len(list((target / "profiles").iterdir())) == size:
        return target  # generated before: the generators are deterministic
    if generator == "corpus":
        from corpus import generate as corpus_generate

        return corpus_generate(target, size, seed)
    from synthetic import write_corpus

    return write_corpus(target, size, seed)


def run_child(mode: str, data: Path, jobs: int) -> dict[str, Any]:
    command = [
        sys.executable,
        str(Path(__file__).resolve()),
        "--child",
        mode,
        "--data",
        str(data),
        "--jobs",
        str(jobs),
    ]
    done = subprocess.run(command, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise SystemExit(f"{mode} on {data} failed:\n{done.stderr[-3000:]}")
    return json.loads(done.stdout.splitlines()[-1])


def table(rows: list[tuple[int, dict[str, Any]]], jobs: int) -> str:
    names = {
        "whole": "whole graph",
        "per-profile-1": "per profile, 1 process",
        "per-profile-n": f"per profile, {jobs} processes",
        "streamed": f"streamed, {jobs} processes",
    }
    lines = [
        "| profiles | triples (sum of graphs) | way | build s | validate s | validate CPU s | profiles/s "
        "| peak MB (main / worker) | violations | warnings |",
        "|---:|---:|---|---:|---:|---:|---:|---:|---:|---:|",
    ]
    for size, row in rows:
        workers = f" / {row['workers_peak_mb']:,.0f}" if row["mode"] in ("per-profile-n", "streamed") else ""
        triples = "—" if row["triples"] is None else f"{row['triples']:,}"
        built = "—" if row["build_s"] is None else f"{row['build_s']:.1f}"
        lines.append(
            f"| {size:,} | {triples} | {names[row['mode']]} | {built} | {row['validate_s']:.1f} "
            f"| {row['cpu_s']:.1f} "
            f"| {size / row['validate_s']:,.0f} | {row['peak_mb']:,.0f}{workers} "
            f"| {row['violations']} | {row['warnings']} |"
        )
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument(
        "--sizes", default="1000,10000", help="comma-separated profile counts (default: 1000,10000)"
    )
    parser.add_argument("--generator", choices=["synthetic", "corpus"], default="synthetic")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument(
        "--jobs", type=int, default=os.cpu_count() or 1, help="processes for per-profile (default: cores)"
    )
    parser.add_argument("--modes", default=",".join(MODES), help=f"which of {', '.join(MODES)}")
    parser.add_argument("--workdir", help="keep generated data folders here (default: a temporary folder)")
    parser.add_argument(
        "--quick", action="store_true", help="50 profiles, all in this process: checks it runs"
    )
    parser.add_argument("--child", help=argparse.SUPPRESS)
    parser.add_argument("--data", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        print(json.dumps(measure(args.child, Path(args.data), args.jobs)))
        return
    modes = [m for m in args.modes.split(",") if m]
    with tempfile.TemporaryDirectory(prefix="skg-validate-bench-") as temporary:
        work = Path(args.workdir or temporary)
        rows: list[tuple[int, dict[str, Any]]] = []
        if args.quick:
            data = generate(args.generator, 50, args.seed, work)
            rows = [(50, measure(mode, data, args.jobs)) for mode in modes]
        else:
            for size in (int(s) for s in args.sizes.split(",")):
                data = generate(args.generator, size, args.seed, work)
                for mode in modes:
                    rows.append((size, run_child(mode, data, args.jobs)))
                    print(table(rows[-1:], args.jobs).splitlines()[-1], file=sys.stderr, flush=True)
    print(table(rows, args.jobs))


if __name__ == "__main__":
    main()
