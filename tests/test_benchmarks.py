"""The benchmark code runs (small N), so it cannot rot between full runs."""

from __future__ import annotations

import subprocess
import sys

from .conftest import REPO


def test_benchmark_runner_quick_mode_prints_every_stage_with_a_ratio_to_the_floor() -> None:
    from scholarkg.query import stored_query_names

    done = subprocess.run([sys.executable, str(REPO / "benchmarks" / "run.py"), "--quick"],
                          capture_output=True, text=True, timeout=600, check=False)  # fmt: skip
    assert done.returncode == 0, done.stderr[-2000:]
    stage_table, _, query_table = done.stdout.partition("#### Stored queries")
    rows = [line for line in stage_table.splitlines() if line.startswith("| ") and not line.startswith("| stage")]
    stages = [row.split("|")[1].strip() for row in rows]
    assert stages[:2] == ["floor-yaml", "floor-oxigraph"]
    assert {"export-nquads", "reexport-one-changed", "copy-export", "validate", "turtle", "queries"} <= set(stages)
    (validation,) = [row for row in rows if row.startswith("| validate |")]
    assert "graphs 41, violations 0" in validation  # 40 profiles and the registry, all checked
    # the store stages run against a real Oxigraph server, each way of loading
    assert {"load-gsp", "load-update", "load-bulk", "load-bulk-cached", "load-bulk-unchanged", "load-bulk-replace"} <= set(stages)
    for row in rows:
        seconds, ratio = (float(cell) for cell in row.split("|")[2:4])
        assert seconds >= 0 and ratio >= 0
    query_rows = [line.split("|")[1:-1] for line in query_table.splitlines()
                  if line.startswith("| ") and not line.startswith("| query")]  # fmt: skip
    assert {cells[0].strip() for cells in query_rows} == set(stored_query_names())
    # a per-person query runs five times in its forked process: the first runs there are slower
    per_person = [cells for cells in query_rows if cells[1].strip() == "per person"]
    assert per_person and all(cells[5].strip() == "5" and float(cells[3]) > 0 for cells in per_person)
