"""The streamed export and validation under faults: a worker killed as the out-of-memory killer
would, Ctrl-C and SIGTERM half-way, ``--jobs`` far beyond the cores or below one, and a cache
folder in which anyone may have planted files.

Those that must catch the CLI at work run it in a child process on a synthetic corpus big enough
for that, with every wait bounded; the others call it in-process on the bundled data.
"""

from __future__ import annotations

import os
import pickle
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from scholarkg.pipeline.workers import default_jobs, worker_count

from .conftest import BUNDLED_DATA, REPO, cli, cli_bytes, synthetic_corpus

CLI = [sys.executable, "-c", "import sys; from scholarkg.cli import main; sys.exit(main())"]


@pytest.fixture(scope="module")
def corpus(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return synthetic_corpus(tmp_path_factory.mktemp("corpus"), profiles=1500, seed=11)


def children(pid: int) -> list[int]:
    found = subprocess.run(["pgrep", "-P", str(pid)], check=False, capture_output=True, text=True).stdout
    return [int(child) for child in found.split()]


def start(args: list[str], tmp: Path, **kwargs: object) -> subprocess.Popen[str]:
    environment = {**os.environ, "TMPDIR": str(tmp)}
    return subprocess.Popen(
        [*CLI, *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        cwd=REPO,
        env=environment,
        **kwargs,
    )  # type: ignore[call-overload]


def hear_ctrl_c() -> None:
    """In the child before it runs: Ctrl-C as a terminal sends it. A job started in the
    background of a non-interactive shell (as some CI runners start the tests) inherits SIGINT
    ignored, and Python then keeps ignoring it."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def wait_for_workers(process: subprocess.Popen[str], seconds: float = 30) -> list[int]:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline and process.poll() is None:
        found = children(process.pid)
        if found:
            return found
        time.sleep(0.02)
    raise AssertionError("the command started no worker processes in time")


@pytest.mark.parametrize("command", [["export", "--format", "nquads"], ["validate"]])
def test_a_killed_worker_ends_the_command_with_exit_3_within_seconds(
    corpus: Path, tmp_path: Path, command: list[str]
) -> None:
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


# A pool whose worker ended half-way through writing a result: the half is in the pipe, the
# workers are gone, and the pool's own thread waits for the rest of the result.
_HALF_WRITTEN_RESULT = """
import multiprocessing, os, struct, sys, time
from concurrent.futures import ProcessPoolExecutor
from scholarkg.pipeline import workers

fork = multiprocessing.get_context("fork")
pool = ProcessPoolExecutor(2, mp_context=fork, initializer=workers._quiet_worker)
pool.submit(int).result()  # the workers are up
manager = pool._executor_manager_thread
os.write(pool._result_queue._writer.fileno(), struct.pack("!i", 1000) + b"half of a result")
time.sleep(0.5)  # the pool's thread is reading it
workers._stop(pool)
manager.join(timeout=10)
print("waiting" if manager.is_alive() else "ended", flush=True)
"""


def test_a_result_cut_off_when_the_workers_stop_does_not_keep_the_command_from_ending() -> None:
    # what Ctrl-C did now and then under load: the command said "interrupted" and never ended
    done = subprocess.run(
        [sys.executable, "-c", _HALF_WRITTEN_RESULT], capture_output=True, text=True, timeout=60, cwd=REPO
    )
    assert (done.stdout.strip(), done.returncode) == ("ended", 0), done.stderr


@pytest.mark.parametrize(
    ("sent", "code", "word"), [(signal.SIGINT, 130, "interrupted"), (signal.SIGTERM, 143, "terminated")]
)
def test_a_stopped_export_leaves_the_old_output_and_no_scratch(
    corpus: Path, tmp_path: Path, sent: int, code: int, word: str
) -> None:
    work, scratch = tmp_path / "work", tmp_path / "tmp"
    work.mkdir()
    scratch.mkdir()
    output = work / "out.nq"
    output.write_text("the previous export\n")
    process = start(
        ["export", "--format", "nquads", "--data", str(corpus), "-o", str(output)],
        scratch,
        start_new_session=True,
        preexec_fn=hear_ctrl_c,
    )
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


# 64 once started 64 processes; 1000, more than half the profiles, ran them all in one process
@pytest.mark.parametrize("jobs", ["1000", "64"])
def test_jobs_beyond_the_cores_start_one_worker_per_core(corpus: Path, tmp_path: Path, jobs: str) -> None:
    assert worker_count(int(jobs)) == worker_count(None) == default_jobs()
    process = start(
        [
            "export",
            "--format",
            "nquads",
            "--no-validate",
            "--data",
            str(corpus),
            "--jobs",
            jobs,
            "-o",
            str(tmp_path / "out.nq"),
        ],
        tmp_path,
    )
    try:
        most, deadline = 0, time.monotonic() + 60
        while process.poll() is None and time.monotonic() < deadline:
            most = max(most, len(children(process.pid)))
            time.sleep(0.02)
        _, err = process.communicate(timeout=10)
    finally:
        process.kill()
    assert (process.returncode, err) == (0, "")
    assert 1 <= most <= default_jobs()


@pytest.mark.parametrize("jobs", ["0", "-3"])
@pytest.mark.parametrize(
    "command",
    [["export", "--format", "nquads"], ["validate"], ["load", "--endpoint", "http://127.0.0.1:9/sparql"]],
)
def test_jobs_below_one_is_a_usage_error(command: list[str], jobs: str) -> None:
    code, out, err = cli(*command, "--data", str(BUNDLED_DATA), "--jobs", jobs)
    assert (code, out) == (2, "")
    see = f"(see 'scholarkg {command[0]} --help')"
    assert err.splitlines()[0] == f"error: argument --jobs: must be at least 1 {see}"


# -- the cache folder: whatever is found there is data to check, never code to run or a file to follow


@pytest.fixture(scope="module")
def expected() -> bytes:
    """The bundled data's N-Quads, exported without a cache."""
    code, out, err = cli_bytes("export", "--format", "nquads", "--data", str(BUNDLED_DATA))
    assert (code, err) == (0, "")
    return out


def export_with(cache: Path, *options: str) -> tuple[int, bytes, str]:
    return cli_bytes(
        "export", "--format", "nquads", "--data", str(BUNDLED_DATA), "--cache", str(cache), *options
    )


def entries(cache: Path, kind: str) -> list[Path]:
    """The entries of one kind (records, summaries, graphs), each kind/ab/abcd..."""
    return sorted(path for path in (cache / kind).glob("*/*") if not path.name.startswith("."))


class _Planted:
    """A pickle that, if ever unpickled, leaves a file behind (and would run any command)."""

    def __init__(self, marker: Path) -> None:
        self.marker = marker

    def __reduce__(self) -> tuple[object, tuple[()]]:
        return (self.marker.touch, ())


def test_planted_graph_entries_are_mapped_again_not_copied_out(tmp_path: Path, expected: bytes) -> None:
    cache, secret, marker = tmp_path / "cache", tmp_path / "secret.txt", tmp_path / "planted-code-ran"
    secret.write_text('<urn:x> <urn:y> "a secret the export must not carry" .\n')
    assert export_with(cache) == (0, expected, "")
    graphs = entries(cache, "graphs")
    assert len(graphs) == len(list((BUNDLED_DATA / "profiles").glob("*.yaml"))) + 1  # and the registry's
    first, second, third, fourth, fifth, sixth = graphs
    first.unlink()
    first.symlink_to(secret)  # a link to some other file
    second.write_bytes(second.read_bytes()[:-40])  # cut short
    third.write_bytes(fourth.read_bytes())  # another profile's graph, under this one's key
    fourth.write_bytes(pickle.dumps(_Planted(marker)))
    fifth.write_bytes(fifth.read_bytes().split(b"\n", 1)[1])  # the lines without their header
    sixth.write_bytes(b"")  # emptied

    assert export_with(cache) == (0, expected, "")
    assert not marker.exists()
    assert all(graph.is_file() and not graph.is_symlink() for graph in graphs)  # written again
    assert export_with(cache) == (0, expected, "")


def test_a_link_planted_at_a_temporary_name_is_not_written_through(tmp_path: Path, expected: bytes) -> None:
    cache, victim = tmp_path / "cache", tmp_path / "victim.txt"
    assert export_with(cache, "--jobs", "1") == (0, expected, "")
    victim.write_text("left alone\n")
    planted = entries(cache, "records") + entries(cache, "summaries") + entries(cache, "graphs")
    for entry in planted:  # every entry is written again, under a name that holds this process's id
        entry.unlink()
        entry.with_name(f".{entry.name}.{os.getpid()}.tmp").symlink_to(victim)

    assert export_with(cache, "--jobs", "1") == (0, expected, "")
    assert victim.read_text() == "left alone\n"
    assert all(entry.is_file() and not entry.is_symlink() for entry in planted)
    assert not [path for path in cache.rglob("*") if path.name.endswith(".tmp")]


def test_named_pipes_in_the_cache_are_misses_not_a_hang(tmp_path: Path, expected: bytes) -> None:
    cache, output = tmp_path / "cache", tmp_path / "out.nq"
    assert export_with(cache) == (0, expected, "")
    for entry in entries(cache, "records") + entries(cache, "summaries") + entries(cache, "graphs"):
        entry.unlink()
        os.mkfifo(entry)  # opened for reading, it waits for a writer that never comes

    process = start(
        [
            "export",
            "--format",
            "nquads",
            "--data",
            str(BUNDLED_DATA),
            "--cache",
            str(cache),
            "-o",
            str(output),
        ],
        tmp_path,
    )
    try:
        _, err = process.communicate(timeout=60)
    finally:
        process.kill()
    assert (process.returncode, err) == (0, "")
    assert output.read_bytes() == expected
