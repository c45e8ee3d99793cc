"""Stores that fail or misbehave: what reaches the terminal, what is claimed, how long it takes.

Each case is a regression test of a fault found by trying the CLI against hostile servers; where
the README's promise (exit codes, one-line errors, no secret printed) is at stake, the test
asserts the exit code and the first line of stderr.
"""

from __future__ import annotations

import base64
import re
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from scholarkg.pipeline.stream import GraphBlock, stream_graphs
from scholarkg.store.bulk import bulk_load
from scholarkg.store.protocol import Endpoints, GraphResult, LoadReport, Settings

from .conftest import BUNDLED_DATA
from .conftest import cli as run
from .faulty import EMPTY_RESULTS, drip, echo_request, http_server, raw_server, reply
from .stores import Server

USER, PASSWORD = "alice", "s3cret-Pa55word"
TOKEN = base64.b64encode(f"{USER}:{PASSWORD}".encode()).decode()


@pytest.fixture
def credentials(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SCHOLARKG_USER", USER)
    monkeypatch.setenv("SCHOLARKG_PASSWORD", PASSWORD)
    monkeypatch.delenv("SCHOLARKG_AUTH", raising=False)


# -- credentials ----------------------------------------------------------------------------------


@pytest.mark.parametrize("command", ["query", "load"])
def test_credentials_are_never_sent_to_the_origin_a_store_redirects_to(credentials, command: str) -> None:
    with http_server(reply(200, EMPTY_RESULTS)) as (elsewhere, seen_there):
        to_elsewhere = reply(302, b"", "text/plain", {"Location": elsewhere + "/query"})
        with http_server(to_elsewhere) as (store, seen_at_store):
            args = (
                ["coauthors"]
                if command == "query"
                else ["--data", str(BUNDLED_DATA), "--graph-store", store + "/s"]
            )
            code, out, err = run(command, *args, "--endpoint", store + "/query")
    assert seen_at_store.header_seen("Authorization")  # the store itself gets them
    assert not seen_there.header_seen("Authorization")
    assert (code, out) == (3, "")
    assert (
        "the store redirected to another origin, " + elsewhere + "/query; credentials are never sent there"
        in err
    )
    assert err.count("\n") == 1


def test_a_redirect_within_the_store_keeps_the_credentials(credentials) -> None:
    answers = {
        "/query": reply(302, b"", "text/plain", {"Location": "/sparql"}),
        "/sparql": reply(200, EMPTY_RESULTS),
    }
    with http_server(lambda handler, body: answers[handler.path](handler, body)) as (store, seen):
        code, _, err = run("query", "coauthors", "--endpoint", store + "/query")
    # followed, with the credentials, to an answer that holds no person: exit 3 for that reason
    followed = [headers for method, path, headers in seen.requests if path == "/sparql"]
    assert followed and all("Authorization" in headers for headers in followed)
    assert (code, err) == (
        3,
        f"error: the store at {store}/query holds no person in any graph: nothing for the "
        "queries to read (load the graph first: scholarkg load)\n",
    )


@pytest.mark.parametrize("command", ["query", "load"])
def test_an_error_page_that_echoes_the_request_prints_no_credentials_and_is_cut(
    credentials, command: str
) -> None:
    with http_server(echo_request(400)) as (store, _):
        args = ["coauthors"] if command == "query" else ["--data", str(BUNDLED_DATA)]
        code, _, err = run(command, *args, "--endpoint", store + "/query")
    assert code == 3
    assert TOKEN not in err and PASSWORD not in err
    assert "Authorization: ***" in err
    assert len(err.splitlines()[0]) < 450  # the page is cut, not printed whole


# -- answers that are not what the protocol asks ----------------------------------------------------


@pytest.mark.parametrize("command", ["query", "load"])
def test_a_store_that_answers_200_with_html_is_exit_3_in_one_line(command: str) -> None:
    page = b"<!DOCTYPE html><html><body><h1>Welcome</h1></body></html>"
    with http_server(reply(200, page, "text/html")) as (store, _):
        args = ["coauthors"] if command == "query" else ["--data", str(BUNDLED_DATA)]
        code, out, err = run(command, *args, "--endpoint", store + "/query")
    assert (code, out) == (3, "")
    assert err == (
        f"error: the SPARQL endpoint {store}/query did not answer with SPARQL results JSON, but with "
        f"'{page.decode()}'\n"
    )


def test_bytes_that_are_not_http_reach_the_terminal_escaped_and_short() -> None:
    garbage = b"\x1b[31mRED\x07\x00" + b"x" * 2000 + b"\r\n\r\n"
    with raw_server(lambda connection: connection.sendall(garbage)) as store:
        code, _, err = run("query", "coauthors", "--endpoint", store + "/query", "--timeout", "5")
    assert code == 3
    assert err.startswith(f"error: cannot reach the SPARQL endpoint {store}/query: ")
    assert "\x1b" not in err and "\x07" not in err and "\x00" not in err
    assert "\\x1b[31mRED" in err
    assert len(err) < 450


@pytest.mark.parametrize("command", ["query", "load"])
def test_a_server_that_drips_its_answer_is_given_up_on_the_whole_time_limit(command: str) -> None:
    head = b"HTTP/1.1 200 OK\r\nContent-Type: application/sparql-results+json\r\nContent-Length: 1000\r\n\r\n"
    with raw_server(drip(head, every=0.5, count=40)) as store:
        started = time.monotonic()
        args = ["coauthors"] if command == "query" else ["--data", str(BUNDLED_DATA), "--retries", "0"]
        code, out, err = run(command, *args, "--endpoint", store + "/query", "--timeout", "2")
        took = time.monotonic() - started
    assert (code, out) == (3, "")
    assert "within 2 s" in err  # the request's limit, or the query's own (query), whichever ends first
    assert took < 8  # query: one retry; each try bounded by 2 s in all, not per byte


# -- a store that dies during a load ------------------------------------------------------------------


def test_a_store_killed_during_a_bulk_load_is_not_reported_as_loaded(oxigraph: Server) -> None:
    endpoints = Endpoints(oxigraph.query, oxigraph.update, oxigraph.graph_store)
    blocks = list(stream_graphs(BUNDLED_DATA))

    def killing_after(count: int) -> Iterator[GraphBlock]:
        for index, block in enumerate(blocks):
            if index == count:
                oxigraph.kill()  # as kill -9 would: no goodbye
            yield block

    report = bulk_load(killing_after(2), endpoints, Settings(timeout=5, retries=0, backoff=0.01))
    assert report.unreachable is not None
    assert report.loaded == []
    assert report.summary().startswith(f"loaded 0 of {len(blocks)} graphs, 0 triples in ")


def test_a_summary_counts_the_graphs_a_stopped_stream_never_sent() -> None:
    report = LoadReport(
        [GraphResult("g1", 10), GraphResult("g2", 5, "not loaded: store unreachable (gone)")],
        1.0,
        "gone",
        expected=2001,
    )
    assert report.summary() == (
        "loaded 1 of 2001 graphs, 10 triples in 1.00 s (10 triples/s); 1999 not sent; store unreachable: gone"
    )


def test_the_cli_counts_every_profile_when_the_store_is_gone_before_the_end(tmp_path: Path) -> None:
    """The streamed load stops making graphs with the store: the summary still says of how many."""
    from .conftest import synthetic_corpus

    data = synthetic_corpus(tmp_path / "corpus", profiles=40, seed=3)
    answered = []

    def then_silence(handler, body: bytes) -> None:  # noqa: ANN001 - http.server's handler
        if len(answered) < 3:  # the probe, the update probe and one update: then it is gone
            answered.append(handler.path)
            reply(200, EMPTY_RESULTS)(handler, body)
        else:
            handler.close_connection = True  # no answer at all

    with http_server(then_silence) as (store, _):
        code, out, err = run(
            "load",
            "--endpoint",
            store + "/query",
            "--update-endpoint",
            store + "/update",
            "--data",
            str(data),
            "--retries",
            "0",
        )
    assert code == 3
    summary = re.fullmatch(r"loaded (\d+) of 41 graphs, .*; (\d+) not sent; store unreachable: .*\n", out)
    assert summary is not None, out
    assert int(summary[1]) < 3 and int(summary[2]) > 35
    assert err.startswith("error: ")
