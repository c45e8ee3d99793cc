"""The streamed export and validation under faults: a worker killed as the out-of-memory killer
would, Ctrl-C and SIGTERM half-way, ``--jobs`` far beyond the cores.

Each runs the CLI in a child process on a synthetic corpus big enough to be caught at work,
with every wait bounded.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from scholarkg.workers import default_jobs, worker_count

from .conftest import REPO, synthetic_corpus

CLI = [sys.executable, "-c", "import sys; from scholarkg.cli import main; sys.exit(main())"]


@pytest.fixture(scope="module")
def corpus(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return synthetic_corpus(tmp_path_factory.mktemp("corpus"), profiles=1500, seed=11)


def children(pid: int) -> list[int]:
    found = subprocess.run(["pgrep", "-P", str(pid)], capture_output=True, text=True).stdout.split()
    return [int(child) for child in found]


def start(args: list[str], tmp: Path, **kwargs: object) -> subprocess.Popen[str]:
    environment = {**os.environ, "TMPDIR": str(tmp)}
    return subprocess.Popen([*CLI, *args], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=REPO,
                            env=environment, **kwargs)  # type: ignore[call-overload]  # fmt: skip


def wait_for_workers(process: subprocess.Popen[str], seconds: float = 30) -> list[int]:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline and process.poll() is None:
        found = children(process.pid)
        if found:
            return found
        time.sleep(0.02)
    raise AssertionError("the command started no worker processes in time")


@pytest.mark.parametrize("command", [["export", "--format", "nquads"], ["validate"]])
def test_a_killed_worker_ends_the_command_with_exit_3_within_seconds(corpus: Path, tmp_path: Path,
                                                                     command: list[str]) -> None:  # fmt: skip
    output = tmp_path / "out.nq"
    args = [*command, "--data", str(corpus), *(["-o", str(output)] if command[0] == "export" else [])]
    process = start(args, tmp_path)
    try:
        os.kill(wait_for_workers(process)[0], signal.SIGKILL)
        killed = time.monotonic()
        _, err = process.communicate(timeout=60)
        took = time.monotonic() - killed
    finally:
        process.kill()
    assert process.returncode == 3, err
    assert err == "error: a worker process died (killed by signal 9, as for lack of memory)\n"
    assert took < 10
    assert not output.exists()


@pytest.mark.parametrize(("sent", "code", "word"), [(signal.SIGINT, 130, "interrupted"),
                                                     (signal.SIGTERM, 143, "terminated")])  # fmt: skip
def test_a_stopped_export_leaves_the_old_output_and_no_scratch(corpus: Path, tmp_path: Path, sent: int, code: int,
                                                               word: str) -> None:  # fmt: skip
    work, scratch = tmp_path / "work", tmp_path / "tmp"
    work.mkdir()
    scratch.mkdir()
    output = work / "out.nq"
    output.write_text("the previous export\n")
    process = start(["export", "--format", "nquads", "--data", str(corpus), "-o", str(output)], scratch,
                    start_new_session=True)  # fmt: skip
    try:
        wait_for_workers(process)
        time.sleep(0.3)  # at work in the workers
        # Ctrl-C reaches the whole foreground process group; SIGTERM the process it is sent to
        if sent == signal.SIGINT:
            os.killpg(process.pid, sent)
        else:
            os.kill(process.pid, sent)
        _, err = process.communicate(timeout=60)
    finally:
        process.kill()
    assert (process.returncode, err) == (code, f"{word}\n")
    assert output.read_text() == "the previous export\n"
    assert sorted(p.name for p in work.iterdir()) == ["out.nq"]
    assert list(scratch.iterdir()) == []


def test_jobs_beyond_the_cores_start_one_worker_per_core(corpus: Path, tmp_path: Path) -> None:
    assert worker_count(1000) == default_jobs()
    assert worker_count(None) == default_jobs()
    process = start(["export", "--format", "nquads", "--no-validate", "--data", str(corpus), "--jobs", "1000",
                     "-o", str(tmp_path / "out.nq")], tmp_path)  # fmt: skip
    try:
        most = 0
        while process.poll() is None:
            most = max(most, len(children(process.pid)))
            time.sleep(0.02)
        process.communicate(timeout=60)
    finally:
        process.kill()
    assert process.returncode == 0
    assert 1 <= most <= default_jobs()
