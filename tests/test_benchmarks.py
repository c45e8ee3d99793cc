"""The benchmark code runs (small N), so it cannot rot between full runs."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

from .conftest import REPO, cli, cli_bytes


def test_benchmark_runner_quick_mode_prints_every_stage_with_a_ratio_to_the_floor() -> None:
    from scholarkg.query.stored import stored_query_names

    done = subprocess.run(
        [sys.executable, str(REPO / "benchmarks" / "run.py"), "--quick"],
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    # progress on stderr as it goes: first what the whole run should take, then each stage
    progress = done.stderr.splitlines()
    assert "stages x 1 runs for N = 40: expect about " in progress[0]
    assert any(line.endswith("N = 40: corpus made") for line in progress)
    assert any(" N = 40: export-nquads " in line and "(median of 1), peak " in line for line in progress)
    stage_table, _, query_table = done.stdout.partition("#### Stored queries")
    rows = [
        line for line in stage_table.splitlines() if line.startswith("| ") and not line.startswith("| stage")
    ]
    stages = [row.split("|")[1].strip() for row in rows]
    # the floor (a Rust YAML parser, pyoxigraph writing), then the parser scholarkg reads with
    assert stages[:3] == ["floor-yaml-rust", "floor-oxigraph", "floor-yaml"]
    assert {
        "export-nquads",
        "reexport-one-changed",
        "reexport-shards-one-changed",
        "copy-export",
        "validate",
        "turtle",
        "queries",
    } <= set(stages)
    (shards,) = [row for row in rows if row.startswith("| reexport-shards-one-changed |")]
    assert "written 1 |" in shards  # the changed profile's shard alone (the registry's is the same)
    # each goal beside what the run measured
    goals = stage_table.split("Goals:\n", 1)[1].splitlines()
    assert goals[0].startswith("- export-nquads ≤ 1.5 × floor: ") and goals[0].endswith(("met", "missed"))
    assert goals[1].startswith("- reexport-shards-one-changed ≤ 3 s: ")
    assert goals[2].startswith("- validate ≤ 60 s: ")
    (validation,) = [row for row in rows if row.startswith("| validate |")]
    assert "graphs 41, violations 0" in validation  # 40 profiles and the registry, all checked
    # the store stages run against a real Oxigraph server, each way of loading
    assert {
        "load-gsp",
        "load-update",
        "load-bulk",
        "load-bulk-cached",
        "load-bulk-unchanged",
        "load-bulk-replace",
    } <= set(stages)
    for row in rows:
        seconds, ratio = (float(cell) for cell in row.split("|")[2:4])
        assert seconds >= 0 and ratio >= 0
    query_rows = [
        line.split("|")[1:-1]
        for line in query_table.splitlines()
        if line.startswith("| ") and not line.startswith("| query")
    ]
    assert {cells[0].strip() for cells in query_rows} == set(stored_query_names())
    # a per-person query runs five times in its forked process: the first runs there are slower
    per_person = [cells for cells in query_rows if cells[1].strip() == "per person"]
    assert per_person and all(cells[5].strip() == "5" and float(cells[3]) > 0 for cells in per_person)


def test_the_help_says_how_long_each_size_takes() -> None:
    done = subprocess.run(
        [sys.executable, str(REPO / "benchmarks" / "run.py"), "--help"],
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    estimates = [line for line in done.stdout.splitlines() if line.lstrip().startswith("N = ")]
    assert [line.split(":")[0].strip() for line in estimates] == ["N =   1,000", "N =  10,000", "N = 100,000"]
    assert all("about " in line for line in estimates)


def test_the_query_steps_end_with_the_stored_querys_own_rows(tmp_path: Path) -> None:
    """``benchmarks/query_steps.py`` on the seeds: five steps, each a cut of the stored query;
    the last gives the rows ``scholarkg query`` gives, and the steps only ever drop rows after
    the grouping."""
    code, quads, _ = cli_bytes("export", "--format", "nquads", "--data", str(REPO / "data"))
    assert code == 0
    export = tmp_path / "seeds.nq"
    export.write_bytes(quads)
    done = subprocess.run(
        [sys.executable, str(REPO / "benchmarks" / "query_steps.py"), "--store", str(tmp_path / "store")]
        + ["--export", str(export), "minjia-zhang"],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    steps = [line for line in done.stdout.splitlines() if line.startswith("| ") and " s (" in line]
    rows = [int(re.search(r"\(([\d,]+) rows\)", line).group(1).replace(",", "")) for line in steps]  # type: ignore[union-attr]
    assert len(rows) == 5
    assert rows[1] >= rows[2] == rows[3] == rows[4] > 0
    code, listed, _ = cli(
        "query",
        "collaboration-suggestions",
        "--param",
        "person=minjia-zhang",
        "--format",
        "csv",
        "--data",
        str(REPO / "data"),
    )
    assert code == 0
    assert rows[4] == len(listed.splitlines()) - 1  # the header
