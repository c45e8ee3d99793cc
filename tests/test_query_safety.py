"""Queries on the embedded graph run offline and within a time limit, and stop on Ctrl-C.

A user's query file is code from outside: ``SERVICE`` would make it reach the network (or read
``file:`` IRIs) from the user's machine, and a query can run for ever. Queries that run away
are run in a child process here, so that the test suite does not keep their work.
"""

from __future__ import annotations

import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from .conftest import BUNDLED_DATA, REPO
from .conftest import cli as run
from .faulty import raw_server

# three patterns joined on nothing: ~5 * 10^11 rows for the bundled data, i.e. for ever
RUNAWAY = "SELECT (COUNT(*) AS ?n) WHERE { ?a ?p ?b . ?c ?q ?d . ?e ?r ?f }\n"
CLI = [sys.executable, "-c", "import sys; from scholarkg.cli import main; sys.exit(main())"]


def query_file(tmp_path: Path, text: str) -> str:
    path = tmp_path / "mine.rq"
    path.write_text(text, encoding="utf-8")
    return str(path)


@pytest.mark.parametrize("engine", ["oxigraph", "rdflib"])
def test_a_service_call_is_refused_offline_unless_allowed(tmp_path: Path, engine: str) -> None:
    path = query_file(tmp_path, "SELECT * WHERE { SERVICE <http://127.0.0.1:9/sparql> { ?s ?p ?o } }\n")
    code, out, err = run("query", path, "--engine", engine, "--data", str(BUNDLED_DATA))
    assert (code, out) == (2, "")
    assert err == (
        f"error: {path}: the query calls SERVICE <http://127.0.0.1:9/sparql>, and queries on a data folder "
        "run offline; allow it with --allow-service\n"
    )


@pytest.mark.parametrize("service", ["<file:///etc/passwd>", "?where"])
def test_only_http_services_named_by_an_iri_can_be_allowed(tmp_path: Path, service: str) -> None:
    path = query_file(tmp_path, f"SELECT * WHERE {{ SERVICE {service} {{ ?s ?p ?o }} }}\n")
    code, _, err = run("query", path, "--allow-service", "--data", str(BUNDLED_DATA))
    assert code == 2
    assert err.startswith(
        f"error: {path}: SERVICE {service}: only http(s) services named by an IRI can be called"
    )


@pytest.mark.parametrize("engine", ["oxigraph", "rdflib"])
def test_an_allowed_service_that_is_down_is_exit_3_without_a_traceback(tmp_path: Path, engine: str) -> None:
    from .stores import free_port

    path = query_file(
        tmp_path, f"SELECT * WHERE {{ SERVICE <http://127.0.0.1:{free_port()}/s> {{ ?s ?p ?o }} }}\n"
    )
    code, _, err = run("query", path, "--allow-service", "--engine", engine, "--data", str(BUNDLED_DATA))
    assert code == 3
    assert err.startswith(f"error: {path}: the query failed: ")
    assert err.count("\n") == 1


def test_an_allowed_service_that_never_answers_ends_at_the_time_limit(tmp_path: Path) -> None:
    with raw_server(lambda connection: time.sleep(10)) as silent:
        path = query_file(tmp_path, f"SELECT * WHERE {{ SERVICE <{silent}/sparql> {{ ?s ?p ?o }} }}\n")
        started = time.monotonic()
        child = subprocess.run(
            [*CLI, "query", path, "--allow-service", "--timeout", "2", "--data", str(BUNDLED_DATA)],
            capture_output=True,
            text=True,
            timeout=60,
            cwd=REPO,
        )
        took = time.monotonic() - started
    assert child.returncode == 3
    assert (
        child.stderr == "error: the query did not finish within 2 s; give it longer with --timeout SECONDS\n"
    )
    assert took < 20  # the graph is built first (a few seconds); the query has 2


def test_a_query_that_runs_away_ends_at_the_time_limit(tmp_path: Path) -> None:
    path = query_file(tmp_path, RUNAWAY)
    child = subprocess.run(
        [*CLI, "query", path, "--timeout", "1", "--data", str(BUNDLED_DATA)],
        capture_output=True,
        text=True,
        timeout=60,
        cwd=REPO,
    )
    assert (child.returncode, child.stdout) == (3, "")
    assert (
        child.stderr == "error: the query did not finish within 1 s; give it longer with --timeout SECONDS\n"
    )


@pytest.mark.parametrize("engine", ["oxigraph", "rdflib"])
def test_ctrl_c_stops_a_running_query_within_a_second(tmp_path: Path, engine: str) -> None:
    path = query_file(tmp_path, RUNAWAY)
    child = subprocess.Popen(
        [*CLI, "query", path, "--engine", engine, "--data", str(BUNDLED_DATA)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        cwd=REPO,
        # Ctrl-C heard as from a terminal, also where the tests run with SIGINT ignored
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
    )
    try:
        time.sleep(6)  # the graph is built and the query under way
        assert child.poll() is None, child.stderr.read() if child.stderr else ""
        child.send_signal(signal.SIGINT)
        started = time.monotonic()
        child.wait(timeout=10)
        took = time.monotonic() - started
    finally:
        child.kill()
        child.wait()
    _, err = child.communicate()
    assert took < 1.0
    assert child.returncode == 130
    assert "Traceback" not in err


def test_a_bad_timeout_is_a_usage_error() -> None:
    for value in ("0", "-5", "nan", "inf"):
        code, _, err = run("query", "coauthors", "--timeout", value)
        assert code == 2, value
        assert err == (
            "error: argument --timeout: must be a number of seconds above 0 (see 'scholarkg query --help')\n"
        )
