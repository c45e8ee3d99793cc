"""The bulk way of loading (`scholarkg load --bulk`), against a real Oxigraph server."""

from __future__ import annotations

import hashlib
import shutil
import socket
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from rdflib import Literal, URIRef

from scholarkg import build
from scholarkg.mapping import NamedGraph
from scholarkg.store.bulk import CONTENT_DIGEST, bulk_load
from scholarkg.store.protocol import Endpoints, HttpClient, graph_lines, load_graphs

from .conftest import BUNDLED_DATA
from .stores import (
    Server,
    free_port,
    oxigraph_command,
    start_oxigraph,
    start_virtuoso,
    stop,
    virtuoso_missing_reason,
    wait_until_answers,
)
from .test_store import FAST, GRAPH, run, stored_counts


def endpoints_of(server: Server) -> Endpoints:
    return Endpoints(server.query, server.update, server.graph_store)


def stored_digests(server: Server) -> dict[str, str]:
    rows = HttpClient(FAST).select(
        server.query, f"SELECT ?g ?d WHERE {{ GRAPH ?g {{ ?g <{CONTENT_DIGEST}> ?d }} }}"
    )
    return {row["g"]["value"]: row["d"]["value"] for row in rows}


def expected_digest(graph: NamedGraph) -> str:
    """Of the graph's sorted N-Quads lines: its N-Triples lines, each with the graph's name."""
    quads = "".join(line[: -len(" .\n")] + f" <{graph.iri}> .\n" for line in graph_lines(graph))
    return "sha256:" + hashlib.sha256(quads.encode()).hexdigest()


def test_a_first_bulk_load_stores_every_graph_whole_with_its_digest(oxigraph: Server, seeds) -> None:
    report = bulk_load(seeds.graphs, endpoints_of(oxigraph), FAST)
    assert report.failed == [] and report.unchanged == []
    assert report.requests == 1
    names = [str(g.iri) for g in seeds.graphs]
    # each graph holds what was sent, plus the one triple of its digest
    assert stored_counts(endpoints_of(oxigraph), names) == {
        str(g.iri): len(graph_lines(g)) + 1 for g in seeds.graphs
    }
    assert stored_digests(oxigraph) == {str(g.iri): expected_digest(g) for g in seeds.graphs}


def test_loading_the_same_graphs_again_sends_nothing(oxigraph: Server, seeds) -> None:
    assert bulk_load(seeds.graphs, endpoints_of(oxigraph), FAST).failed == []
    again = bulk_load(seeds.graphs, endpoints_of(oxigraph), FAST)
    assert again.failed == []
    assert len(again.unchanged) == len(seeds.graphs)
    assert (again.requests, again.triples) == (0, 0)
    assert again.summary().startswith("loaded 6 of 6 graphs (6 unchanged, not sent), 0 triples in ")


def test_a_changed_profile_is_the_only_graph_sent_again(oxigraph: Server, tmp_path: Path) -> None:
    data = tmp_path / "data"
    shutil.copytree(BUNDLED_DATA, data)
    before = build(data)
    assert bulk_load(before.graphs, endpoints_of(oxigraph), FAST).failed == []
    profile = data / "profiles" / "jiarui-fang.yaml"
    profile.write_text(
        profile.read_text().replace("name: Jiarui Fang", "name: Jiarui Fang\naliases: [J. Fang]", 1)
    )
    after = build(data)
    report = bulk_load(after.graphs, endpoints_of(oxigraph), FAST)
    assert report.failed == []
    assert [r.graph for r in report.results if not r.unchanged] == [GRAPH + "jiarui-fang"]
    changed = next(g for g in after.graphs if str(g.iri) == GRAPH + "jiarui-fang")
    assert stored_counts(endpoints_of(oxigraph), [str(changed.iri)]) == {
        str(changed.iri): len(graph_lines(changed)) + 1
    }
    assert stored_digests(oxigraph)[str(changed.iri)] == expected_digest(changed)


def test_a_graph_left_half_loaded_without_a_digest_is_dropped_and_sent_whole(oxigraph: Server, seeds) -> None:
    graph = seeds.graphs[1]
    lines = graph_lines(graph)
    stray = f'<{GRAPH}stray> <http://example.org/p> "left over" .\n'
    half = "".join(lines[: len(lines) // 2]) + stray
    url = f"{oxigraph.graph_store}?graph={graph.iri}"
    HttpClient(FAST).send("PUT", url, half.encode(), "application/n-triples")
    report = bulk_load([graph], endpoints_of(oxigraph), FAST)
    assert report.failed == [] and report.unchanged == []
    assert stored_counts(endpoints_of(oxigraph), [str(graph.iri)]) == {str(graph.iri): len(lines) + 1}


def test_a_graph_replaced_by_another_way_loses_its_digest_and_is_sent_again(oxigraph: Server, seeds) -> None:
    graph = seeds.graphs[1]
    assert bulk_load([graph], endpoints_of(oxigraph), FAST).failed == []
    edited = NamedGraph(graph.iri, list(graph.triples)[:10])
    assert load_graphs([edited], endpoints_of(oxigraph), FAST).failed == []  # Graph Store PUT
    assert str(graph.iri) not in stored_digests(oxigraph)
    report = bulk_load([graph], endpoints_of(oxigraph), FAST)
    assert report.unchanged == [] and report.failed == []
    assert stored_counts(endpoints_of(oxigraph), [str(graph.iri)]) == {
        str(graph.iri): len(graph_lines(graph)) + 1
    }


def test_a_refused_bulk_load_names_the_graph_at_fault_and_a_rerun_without_it_converges(
    oxigraph: Server, seeds
) -> None:
    bad = NamedGraph(
        URIRef(GRAPH + "broken"),
        [(URIRef("http://example.org/a b"), URIRef("http://example.org/p"), Literal("x"))],
    )
    report = bulk_load([seeds.graphs[1], bad, seeds.graphs[2]], endpoints_of(oxigraph), FAST)
    errors = {r.graph: r.error for r in report.failed}
    # the store names a line of the body; the report names the graph that line came from
    assert errors.pop(GRAPH + "broken").startswith("the store refused the bulk load: HTTP 400: ")
    assert set(errors.values()) <= {f"not loaded: the store refused the bulk load for graph <{GRAPH}broken>"}
    rerun = bulk_load(seeds.graphs, endpoints_of(oxigraph), FAST)
    assert rerun.failed == []
    assert stored_digests(oxigraph) == {str(g.iri): expected_digest(g) for g in seeds.graphs}


def test_a_read_only_server_refuses_and_nothing_is_recorded(tmp_path: Path, seeds) -> None:
    port = free_port()
    (tmp_path / "one.nt").write_text(
        "<http://example.org/a> <http://example.org/p> <http://example.org/b> .\n"
    )
    # a read-only server needs a store that exists: made by the bulk loader of the command line
    subprocess.run(
        [
            oxigraph_command(),
            "load",
            "--location",
            str(tmp_path / "store"),
            "--file",
            str(tmp_path / "one.nt"),
        ],
        check=True,
        capture_output=True,
    )
    process = subprocess.Popen(
        [
            oxigraph_command(),
            "serve-read-only",
            "--location",
            str(tmp_path / "store"),
            "--bind",
            f"127.0.0.1:{port}",
        ],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        base = f"http://127.0.0.1:{port}"
        wait_until_answers(base + "/query?query=ASK%7B%7D", process)
        code, out, err = run(
            "load",
            "--endpoint",
            base + "/query",
            "--update-endpoint",
            base + "/update",
            "--graph-store",
            base + "/store",
            "--bulk",
            "--data",
            str(BUNDLED_DATA),
            "--retries",
            "0",
        )
        assert code == 1
        assert out.startswith("loaded 0 of 6 graphs")
        assert err.count("the store refused the bulk load: HTTP 4") == 6
        # each error names the file the graph comes from
        assert f"error: {BUNDLED_DATA / 'profiles' / 'jiarui-fang.yaml'}: graph <{GRAPH}jiarui-fang>: " in err
    finally:
        stop(process)


def test_cli_bulk_needs_the_graph_store_and_update_urls(oxigraph: Server) -> None:
    for urls in (("--update-endpoint", oxigraph.update), ("--graph-store", oxigraph.graph_store)):
        code, out, err = run(
            "load", "--endpoint", oxigraph.query, *urls, "--bulk", "--data", str(BUNDLED_DATA)
        )
        assert (code, out) == (2, "")
        assert "--bulk needs --graph-store and --update-endpoint" in err


def test_cli_bulk_load_twice_says_the_second_sent_nothing(oxigraph: Server) -> None:
    args = (
        "load",
        "--endpoint",
        oxigraph.query,
        "--update-endpoint",
        oxigraph.update,
        "--graph-store",
        oxigraph.graph_store,
        "--bulk",
        "--data",
        str(BUNDLED_DATA),
    )
    first, second = run(*args), run(*args)
    assert first[0] == 0 and first[1].startswith("loaded 6 of 6 graphs, ")
    assert second[0] == 0 and second[1].startswith("loaded 6 of 6 graphs (6 unchanged, not sent), 0 triples")


def test_digest_authentication_is_refused_before_anything_is_sent(oxigraph: Server, monkeypatch) -> None:
    monkeypatch.setenv("SCHOLARKG_USER", "someone")
    monkeypatch.setenv("SCHOLARKG_PASSWORD", "s3cret")
    monkeypatch.setenv("SCHOLARKG_AUTH", "digest")
    code, out, err = run(
        "load",
        "--endpoint",
        oxigraph.query,
        "--update-endpoint",
        oxigraph.update,
        "--graph-store",
        oxigraph.graph_store,
        "--bulk",
        "--data",
        str(BUNDLED_DATA),
    )
    assert (code, out) == (2, "")
    assert "--bulk does not work with SCHOLARKG_AUTH=digest" in err and "s3cret" not in err
    assert stored_digests(oxigraph) == {}


def test_new_graphs_go_first_and_changed_ones_after_their_old_versions_are_dropped(
    oxigraph: Server, seeds
) -> None:
    old = NamedGraph(seeds.graphs[1].iri, list(seeds.graphs[1].triples)[:10])
    assert bulk_load([old, seeds.graphs[2]], endpoints_of(oxigraph), FAST).failed == []
    report = bulk_load(seeds.graphs, endpoints_of(oxigraph), FAST)
    assert report.failed == []
    assert [r.graph for r in report.unchanged] == [str(seeds.graphs[2].iri)]
    assert report.requests == 2  # the four new graphs, then the changed one
    names = [str(g.iri) for g in seeds.graphs]
    assert stored_counts(endpoints_of(oxigraph), names) == {
        str(g.iri): len(graph_lines(g)) + 1 for g in seeds.graphs
    }
    assert stored_digests(oxigraph) == {str(g.iri): expected_digest(g) for g in seeds.graphs}


def test_cli_bulk_streams_the_export_with_the_digests_of_the_built_graphs(oxigraph: Server, seeds) -> None:
    code, out, _ = run(
        "load",
        "--endpoint",
        oxigraph.query,
        "--update-endpoint",
        oxigraph.update,
        "--graph-store",
        oxigraph.graph_store,
        "--bulk",
        "--data",
        str(BUNDLED_DATA),
        "--jobs",
        "2",
    )
    assert code == 0 and out.startswith("loaded 6 of 6 graphs, ")
    assert stored_digests(oxigraph) == {str(g.iri): expected_digest(g) for g in seeds.graphs}
    again = bulk_load(seeds.graphs, endpoints_of(oxigraph), FAST)  # the built graphs: the same content
    assert len(again.unchanged) == 6 and again.requests == 0


def test_cli_bulk_with_a_cache_sends_only_the_changed_profile(oxigraph: Server, tmp_path: Path) -> None:
    data, cache = tmp_path / "data", tmp_path / "cache"
    shutil.copytree(BUNDLED_DATA, data)
    args = (
        "load",
        "--endpoint",
        oxigraph.query,
        "--update-endpoint",
        oxigraph.update,
        "--graph-store",
        oxigraph.graph_store,
        "--bulk",
        "--data",
        str(data),
        "--cache",
        str(cache),
    )
    assert run(*args)[0] == 0
    assert any((cache / "graphs").rglob("*"))
    profile = data / "profiles" / "jiarui-fang.yaml"
    profile.write_text(
        profile.read_text().replace("name: Jiarui Fang", "name: Jiarui Fang\naliases: [J. Fang]", 1)
    )
    code, out, _ = run(*args)
    assert code == 0 and out.startswith("loaded 6 of 6 graphs (5 unchanged, not sent), ")
    changed = next(g for g in build(data).graphs if str(g.iri) == GRAPH + "jiarui-fang")
    assert stored_digests(oxigraph)[str(changed.iri)] == expected_digest(changed)


@pytest.mark.parametrize("way", [["--bulk"], []], ids=["bulk", "graph-store"])
def test_cli_load_with_bad_data_exits_1_and_sends_nothing(
    oxigraph: Server, make_data, way: list[str]
) -> None:
    root = make_data(
        {
            "ada": "name: Ada\nsource: {document: a}\ncurated: 2026-01-01\n",
            "bad": "name: Bad\nsource: {document: b}\ncurated: 2026-01-01\nemails: [nope]\n",
        }
    )
    code, out, err = run(
        "load",
        "--endpoint",
        oxigraph.query,
        "--update-endpoint",
        oxigraph.update,
        "--graph-store",
        oxigraph.graph_store,
        *way,
        "--data",
        str(root),
    )
    assert (code, out) == (1, "")
    assert "profiles/bad.yaml:4: emails[0]: 'nope' is not an e-mail address" in err
    assert HttpClient(FAST).select(oxigraph.query, "SELECT ?g WHERE { GRAPH ?g { } }") == []


def test_cli_load_over_the_protocols_streams_the_export_too(oxigraph: Server, seeds, tmp_path: Path) -> None:
    cache = tmp_path / "cache"
    code, out, _ = run(
        "load",
        "--endpoint",
        oxigraph.query,
        "--graph-store",
        oxigraph.graph_store,
        "--data",
        str(BUNDLED_DATA),
        "--cache",
        str(cache),
        "--jobs",
        "2",
    )
    assert code == 0 and out.startswith("loaded 6 of 6 graphs, 8042 triples")
    assert any((cache / "graphs").rglob("*"))
    names = [str(g.iri) for g in seeds.graphs]
    # the same triples as the graphs built in memory, and no digest: only the bulk way writes one
    assert stored_counts(endpoints_of(oxigraph), names) == {
        str(g.iri): len(graph_lines(g)) for g in seeds.graphs
    }
    assert stored_digests(oxigraph) == {}


def test_a_streamed_body_never_goes_over_a_kept_alive_connection_the_store_may_have_closed(
    oxigraph: Server,
) -> None:
    """Found at 100k profiles: the store closed the connection kept alive during the export's
    first pass, and sending afresh over a new one skipped the piece of the body already taken."""
    client = HttpClient(FAST)
    client.select(oxigraph.query, "SELECT * WHERE { ?s ?p ?o } LIMIT 1")  # leaves a kept-alive connection
    with socket.create_server(("127.0.0.1", 0)) as listener:
        stale = socket.create_connection(listener.getsockname())
        accepted, _ = listener.accept()
        accepted.close()  # the other end goes away, as the store's does after an idle while
    kept = next(iter(client._connections.values()))
    kept.sock.close()
    kept.sock = stale

    def pieces() -> Iterator[bytes]:
        time.sleep(0.1)  # by now writing to the stale connection fails, after the headers went out
        for graph in ("g1", "g2", "g3"):
            yield (
                "<http://example.org/a> <http://example.org/p> <http://example.org/b> "
                f"<http://example.org/{graph}> .\n"
            ).encode()

    client.send("POST", oxigraph.graph_store + "?no_transaction", pieces(), "application/n-quads")
    rows = client.select(oxigraph.query, "SELECT ?g WHERE { GRAPH ?g { } }")
    assert sorted(row["g"]["value"] for row in rows) == [f"http://example.org/g{n}" for n in (1, 2, 3)]


def _load_from(server: Server, folder: Path, *more: str) -> tuple[int, str, str]:
    return run(
        "load",
        "--endpoint",
        server.query,
        "--update-endpoint",
        server.update,
        "--graph-store",
        server.graph_store,
        "--bulk",
        "--from",
        str(folder),
        *more,
    )


def test_a_folder_of_shards_loads_as_the_export_of_the_data_would(
    oxigraph: Server, seeds, tmp_path: Path
) -> None:
    shards = tmp_path / "graph"
    assert run("export", "--data", str(BUNDLED_DATA), "--no-validate", "-o", f"{shards}/")[0] == 0
    code, out, err = _load_from(oxigraph, shards)
    assert (code, err) == (0, "") and out.startswith("loaded 6 of 6 graphs, ")
    assert stored_digests(oxigraph) == {str(g.iri): expected_digest(g) for g in seeds.graphs}
    # the same graphs as a load of the data folder: the bulk way finds nothing to send
    again = bulk_load(seeds.graphs, endpoints_of(oxigraph), FAST)
    assert len(again.unchanged) == 6 and again.requests == 0


def test_a_shard_changed_since_the_export_is_refused_before_anything_is_sent(
    oxigraph: Server, tmp_path: Path
) -> None:
    shards = tmp_path / "graph"
    assert run("export", "--data", str(BUNDLED_DATA), "--no-validate", "-o", f"{shards}/")[0] == 0
    cut = shards / "zhihao-jia.nq"
    cut.write_bytes(cut.read_bytes()[:-200])
    (shards / "jiarui-fang.nq").unlink()
    code, out, err = _load_from(oxigraph, shards)
    assert (code, out) == (1, "")
    assert f"{cut}: the shard has" in err and "it changed since (export the folder again)" in err
    assert f"{shards / 'jiarui-fang.nq'}: shard listed in the folder's manifest" in err
    assert stored_digests(oxigraph) == {}


def test_load_from_takes_only_a_folder_of_n_quads_shards_and_no_export_options(
    oxigraph: Server, tmp_path: Path
) -> None:
    code, out, err = _load_from(oxigraph, BUNDLED_DATA)
    assert (code, out) == (2, "")
    assert "is not a folder of shards: it has no .scholarkg-shards.json" in err
    assert "(write one with 'scholarkg export -o DIR/')" in err
    triples = tmp_path / "triples"
    assert (
        run("export", "--data", str(BUNDLED_DATA), "--no-validate", "--format", "nt", "-o", f"{triples}/")[0]
        == 0
    )
    code, _, err = _load_from(oxigraph, triples)
    assert code == 2 and "holds no N-Quads shards (N-Triples ones name no graph)" in err
    code, _, err = _load_from(oxigraph, triples, "--cache", str(tmp_path / "cache"))
    assert code == 2 and "--cache belongs to the export (leave it out, or load --data without --from)" in err
    code, _, err = _load_from(oxigraph, triples, "--jobs", "2", "--data", str(BUNDLED_DATA))
    assert code == 2 and "--data, --jobs belong to the export (leave them out" in err
    assert stored_digests(oxigraph) == {}


def test_oxigraphs_own_loader_takes_the_folder_of_shards(seeds, tmp_path: Path) -> None:
    shards = tmp_path / "graph"
    assert run("export", "--data", str(BUNDLED_DATA), "--no-validate", "-o", f"{shards}/")[0] == 0
    location = tmp_path / "store"
    files = sorted(str(path) for path in shards.glob("*.nq"))
    subprocess.run(
        [oxigraph_command(), "load", "--location", str(location), "--file", *files],
        check=True,
        capture_output=True,
        timeout=120,
    )
    server = start_oxigraph(location)
    try:
        names = [str(g.iri) for g in seeds.graphs]
        assert stored_counts(endpoints_of(server), names) == {
            str(g.iri): len(graph_lines(g)) for g in seeds.graphs
        }
    finally:
        stop(server.process)


def test_virtuosos_own_bulk_loader_takes_the_folder_of_shards(seeds, tmp_path: Path) -> None:
    reason = virtuoso_missing_reason()
    if reason:
        pytest.skip(reason)
    server = start_virtuoso(tmp_path / "virtuoso")
    try:
        # inside the server's folder: its DirsAllowed lets the loader read there ('.')
        shards = server.location / "graph"
        assert run("export", "--data", str(BUNDLED_DATA), "--no-validate", "-o", f"{shards}/")[0] == 0
        loader = "ld_dir('graph', '*.nq', 'urn:unused'); rdf_loader_run(); checkpoint;"
        subprocess.run(
            ["isql-vt", f"127.0.0.1:{server.sql_port}", "dba", "dba", f"exec={loader}"],
            check=True,
            capture_output=True,
            timeout=120,
        )
        names = [str(g.iri) for g in seeds.graphs]
        assert stored_counts(endpoints_of(server), names) == {
            str(g.iri): len(graph_lines(g)) for g in seeds.graphs
        }
    finally:
        stop(server.process)
