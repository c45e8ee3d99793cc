"""Loading into real triple stores (an Oxigraph server; Virtuoso where installed)."""

from __future__ import annotations

import csv
import io
import shutil
import urllib.parse
from collections.abc import Iterator
from pathlib import Path

import pytest
from rdflib import Literal, URIRef

from scholarkg import build
from scholarkg.errors import DataError, EnvironmentProblem
from scholarkg.mapping import NamedGraph
from scholarkg.store.protocol import (
    Credentials,
    Endpoints,
    HttpClient,
    Settings,
    count_graphs,
    dry_run,
    graph_lines,
    load_graphs,
)

from .conftest import BUNDLED_DATA, local_graph_of
from .conftest import cli as run
from .stores import Server, start_oxigraph, start_virtuoso, stop, virtuoso_missing_reason

FAST = Settings(timeout=10, retries=1, backoff=0.05)
GRAPH = "https://w3id.org/scholarkg/id/graph/"


@pytest.fixture(scope="module")
def virtuoso(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    reason = virtuoso_missing_reason()
    if reason:
        print(f"\nskipping Virtuoso tests: {reason}")
        pytest.skip(reason)
    server = start_virtuoso(tmp_path_factory.mktemp("virtuoso"))
    yield server
    stop(server.process)


@pytest.fixture(params=["oxigraph-gsp", "oxigraph-update", "virtuoso-gsp", "virtuoso-update"])
def store(request: pytest.FixtureRequest) -> tuple[Server, Endpoints]:
    server: Server = request.getfixturevalue(request.param.split("-")[0])
    if request.param.endswith("gsp"):
        return server, Endpoints(server.query, server.update, server.graph_store)
    return server, Endpoints(server.query, server.update)


def stored_counts(endpoints: Endpoints, graphs: list[str]) -> dict[str, int]:
    return count_graphs(HttpClient(FAST), endpoints.query, graphs)


def clear(endpoints: Endpoints, graphs: list[str]) -> None:
    client = HttpClient(FAST)
    for graph in graphs:
        body = urllib.parse.urlencode({"update": f"DROP SILENT GRAPH <{graph}>"}).encode()
        client.send("POST", endpoints.update_url, body, "application/x-www-form-urlencoded")


def test_seeds_load_with_every_graph_verified_and_twice_leaves_one_copy(store, seeds) -> None:
    _, endpoints = store
    names = [str(g.iri) for g in seeds.graphs]
    clear(endpoints, names)
    first = load_graphs(seeds.graphs, endpoints, FAST)
    assert first.failed == []
    expected = {str(g.iri): len(set(g.triples)) for g in seeds.graphs}
    assert {r.graph: r.stored for r in first.results} == expected
    again = load_graphs(seeds.graphs, endpoints, FAST)
    assert again.failed == []
    assert stored_counts(endpoints, names) == expected


def test_a_changed_profile_replaces_only_its_own_graph(store, tmp_path: Path) -> None:
    _, endpoints = store
    data = tmp_path / "data"
    shutil.copytree(BUNDLED_DATA, data)
    before = build(data)
    names = [str(g.iri) for g in before.graphs]
    clear(endpoints, names)
    assert load_graphs(before.graphs, endpoints, FAST).failed == []
    profile = data / "profiles" / "jiarui-fang.yaml"
    profile.write_text(
        profile.read_text().replace("name: Jiarui Fang", "name: Jiarui Fang\naliases: [J. Fang]", 1)
    )
    after = build(data)
    assert load_graphs(after.graphs, endpoints, FAST).failed == []
    counts_before = {str(g.iri): len(set(g.triples)) for g in before.graphs}
    counts_after = stored_counts(endpoints, names)
    changed = {g for g in names if counts_before[g] != counts_after[g]}
    assert changed == {GRAPH + "jiarui-fang"}
    assert counts_after[GRAPH + "jiarui-fang"] == counts_before[GRAPH + "jiarui-fang"] + 1


def test_cli_load_prints_a_summary_and_exits_0(oxigraph: Server, seeds) -> None:
    code, out, err = run(
        "load",
        "--endpoint",
        oxigraph.query,
        "--graph-store",
        oxigraph.graph_store,
        "--data",
        str(BUNDLED_DATA),
    )
    assert (code, err) == (0, "")
    triples = sum(len(set(g.triples)) for g in seeds.graphs)
    assert out.startswith(f"loaded 6 of 6 graphs, {triples} triples in ")


def test_dry_run_sends_nothing(oxigraph: Server, seeds) -> None:
    code, out, _ = run(
        "load",
        "--endpoint",
        oxigraph.query,
        "--graph-store",
        oxigraph.graph_store,
        "--data",
        str(BUNDLED_DATA),
        "--dry-run",
        "--batch-size",
        "5000",
    )
    assert code == 0
    lines = out.splitlines()
    assert len(lines) == 6
    # the graphs in the export's order: by IRI, the registry among them
    assert [line.split("?graph=")[1].split()[0] for line in lines] == sorted(
        urllib.parse.quote(str(g.iri), safe="") for g in seeds.graphs
    )
    assert all(
        line.startswith(
            f"PUT {oxigraph.graph_store}?graph=https%3A%2F%2Fw3id.org%2Fscholarkg%2Fid%2Fgraph%2F"
        )
        for line in lines
    )
    assert stored_counts(Endpoints(oxigraph.query), [GRAPH + "registry"]) == {GRAPH + "registry": 0}


def test_a_store_that_is_not_running_is_exit_3_naming_the_url(tmp_path: Path) -> None:
    from .stores import free_port

    url = f"http://127.0.0.1:{free_port()}/query"
    code, out, err = run("load", "--endpoint", url, "--data", str(BUNDLED_DATA), "--retries", "0")
    assert code == 3
    assert out == ""
    assert err.startswith(f"error: cannot reach the SPARQL endpoint {url}: ")


def test_a_graph_the_store_refuses_is_reported_and_the_others_still_load(oxigraph: Server, seeds) -> None:
    endpoints = Endpoints(oxigraph.query, oxigraph.update, oxigraph.graph_store)
    bad = NamedGraph(
        URIRef(GRAPH + "broken"),
        [(URIRef("http://example.org/a b"), URIRef("http://example.org/p"), Literal("x"))],
    )
    graphs = [seeds.graphs[1], bad, seeds.graphs[2]]
    report = load_graphs(graphs, endpoints, FAST)
    assert [r.graph for r in report.failed] == [GRAPH + "broken"]
    assert report.failed[0].error.startswith("the store refused it: HTTP 400")
    assert [r.stored for r in report.loaded] == [
        len(set(seeds.graphs[1].triples)),
        len(set(seeds.graphs[2].triples)),
    ]


@pytest.fixture(params=["oxigraph", "virtuoso"])
def update_store(request: pytest.FixtureRequest) -> Endpoints:
    server: Server = request.getfixturevalue(request.param)
    return Endpoints(server.query, server.update)


def test_several_graphs_a_request_load_twice_as_one_copy(update_store: Endpoints, seeds) -> None:
    # 1,200 triples a request: two small profiles share one; larger graphs are split
    settings = Settings(batch_triples=1200, timeout=30, retries=1, backoff=0.05)
    names = [str(g.iri) for g in seeds.graphs]
    clear(update_store, names)
    lines = dry_run(seeds.graphs, update_store, settings)
    assert any(" 2 graphs: " in line for line in lines)
    expected = {str(g.iri): len(graph_lines(g)) for g in seeds.graphs}
    for _ in range(2):
        report = load_graphs(seeds.graphs, update_store, settings)
        assert report.failed == []
        assert report.requests == len(lines)
        assert stored_counts(update_store, names) == expected


def test_a_refused_request_of_several_graphs_is_retried_graph_by_graph(
    update_store: Endpoints, seeds
) -> None:
    bad = NamedGraph(
        URIRef(GRAPH + "broken"),
        [(URIRef("http://example.org/a b"), URIRef("http://example.org/p"), Literal("x"))],
    )
    good = [g for g in seeds.graphs if len(graph_lines(g)) < 600]
    assert len(good) == 2
    graphs = [good[0], bad, good[1]]
    settings = Settings(batch_triples=5000, timeout=30, retries=0)
    assert len(dry_run(graphs, update_store, settings)) == 1  # all three in one request
    clear(update_store, [str(g.iri) for g in graphs])
    report = load_graphs(graphs, update_store, settings)
    assert [r.graph for r in report.failed] == [GRAPH + "broken"]
    assert report.failed[0].error.startswith("the store refused it: HTTP ")
    assert report.requests == 4  # the batch, then each graph on its own
    assert [r.stored for r in report.loaded] == [len(graph_lines(g)) for g in good]


def test_a_kept_alive_connection_the_store_dropped_is_reopened(tmp_path: Path) -> None:
    server = start_oxigraph(tmp_path / "store")
    client = HttpClient(Settings(timeout=10, retries=0))
    try:
        assert client.select(server.query, "SELECT * WHERE { ?s ?p ?o } LIMIT 1") == []
        stop(server.process)  # the kept-alive connection now leads nowhere
        server = start_oxigraph(tmp_path / "store", port=server.port)
        assert client.select(server.query, "SELECT * WHERE { ?s ?p ?o } LIMIT 1") == []
    finally:
        client.close()
        stop(server.process)


def test_a_store_killed_during_a_load_is_exit_3_and_a_rerun_converges(tmp_path: Path, seeds) -> None:
    server = start_oxigraph(tmp_path / "store")
    try:
        endpoints = Endpoints(server.query, server.update, server.graph_store)

        def kill_after_two(done: int, total: int, graph: str) -> None:
            if done == 2:
                server.kill()

        report = load_graphs(seeds.graphs, endpoints, FAST, progress=kill_after_two)
        assert report.unreachable is not None
        assert len(report.loaded) == 2
        assert all(r.error.startswith("not loaded: store unreachable") for r in report.failed)
        server = start_oxigraph(tmp_path / "store", port=server.port)
        rerun = load_graphs(seeds.graphs, endpoints, FAST)
        assert rerun.failed == []
        expected = {str(g.iri): len(set(g.triples)) for g in seeds.graphs}
        assert stored_counts(endpoints, list(expected)) == expected
    finally:
        stop(server.process)


def test_wrong_credentials_give_a_clear_message_without_the_secret(virtuoso: Server, monkeypatch) -> None:
    monkeypatch.setenv("SCHOLARKG_USER", "dba")
    monkeypatch.setenv("SCHOLARKG_PASSWORD", "not-the-password-s3cret")
    monkeypatch.setenv("SCHOLARKG_AUTH", "digest")
    endpoint = virtuoso.base + "/sparql-auth"
    code, out, err = run("load", "--endpoint", endpoint, "--data", str(BUNDLED_DATA), "--retries", "0")
    assert code == 3
    assert "refused the credentials (HTTP 401); check SCHOLARKG_USER and SCHOLARKG_PASSWORD" in err
    assert "s3cret" not in out + err


def test_right_credentials_load_through_the_authenticated_graph_store(
    virtuoso: Server, monkeypatch, seeds
) -> None:
    credentials = Credentials("dba", "dba", "digest")
    endpoints = Endpoints(
        virtuoso.base + "/sparql-auth", graph_store=virtuoso.base + "/sparql-graph-crud-auth"
    )
    report = load_graphs(seeds.graphs[:2], endpoints, FAST, credentials)
    assert report.failed == []


def test_credentials_in_the_url_are_refused_without_echoing_them() -> None:
    code, _, err = run("load", "--endpoint", "http://me:hunter2@127.0.0.1:1/query")
    assert code == 2
    assert "hunter2" not in err
    assert "set SCHOLARKG_USER and SCHOLARKG_PASSWORD instead" in err


def test_credentials_never_show_in_their_repr() -> None:
    assert "hunter2" not in repr(Credentials("me", "hunter2"))


def test_probe_failure_is_an_environment_problem(tmp_path: Path) -> None:
    from .stores import free_port

    with pytest.raises(EnvironmentProblem):
        load_graphs([], Endpoints(f"http://127.0.0.1:{free_port()}/query"), Settings(retries=0))


@pytest.fixture(params=["oxigraph", "virtuoso", "oxigraph-bulk"])
def loaded_store(request: pytest.FixtureRequest, seeds) -> Server:
    from scholarkg.store.bulk import bulk_load

    server: Server = request.getfixturevalue(request.param.split("-")[0])
    endpoints = Endpoints(server.query, server.update, server.graph_store)
    names = [str(g.iri) for g in seeds.graphs]
    clear(endpoints, names)
    # the bulk way leaves a content digest in each graph: the queries must not see it
    load = bulk_load if request.param.endswith("bulk") else load_graphs
    assert load(seeds.graphs, endpoints, FAST).failed == []
    return server


# Parameters besides the headers' examples, where Virtuoso 7.2 once answered differently or not
# at all: optional parameters given, several values, a year range with undated publications
MORE_EXAMPLES = {
    "conflicts-of-interest": [
        {
            "person": ["Minjia Zhang", "Zhihao Jia"],
            "candidate": ["Minjia Zhang", "Zhihao Jia", "Xupeng Miao"],
            "year": ["2024"],
        },
        {"person": ["Jiarui Fang"], "year": ["2019"], "years": ["1"]},
    ],
    "publication-profile": [{"person": ["Zhaorui Zhang"]}],
}


def test_every_stored_query_gives_the_same_rows_on_the_store_as_embedded(loaded_store: Server, seeds) -> None:
    from scholarkg.query.binding import to_terms
    from scholarkg.query.engines import RemoteGraph
    from scholarkg.query.stored import stored_queries

    from .test_queries import examples, normalised

    embedded = local_graph_of(seeds)
    remote = RemoteGraph(loaded_store.query)
    mismatched = []
    for query in stored_queries():
        for values in [examples(query), *MORE_EXAMPLES.get(query.name, [])]:
            terms = to_terms(query, values, embedded)
            ours = embedded.select(query, terms)
            try:
                theirs = remote.select(query, terms)
            except (EnvironmentProblem, DataError) as error:
                mismatched.append(query.name)
                print(f"\n{loaded_store.name} cannot run {query.name} with {values}: {error}")
                continue
            assert theirs.columns == ours.columns, query.name
            if normalised(theirs) != normalised(ours):
                mismatched.append(query.name)
                print(f"\n{loaded_store.name} gives other rows for {query.name} with {values}")
    assert mismatched == []
    # a name beyond ASCII is looked up on the store too (Virtuoso garbles it in a plain literal)
    assert remote.person("方佳瑞") == embedded.person("Jiarui Fang")


def test_cli_query_on_an_endpoint_prints_the_same_table(oxigraph: Server, seeds) -> None:
    endpoints = Endpoints(oxigraph.query, oxigraph.update, oxigraph.graph_store)
    assert load_graphs(seeds.graphs, endpoints, FAST).failed == []
    args = [
        "query",
        "common-coauthors",
        "--param",
        "a=Jiarui Fang",
        "--param",
        "b=Jiazhi Jiang",
        "--format",
        "csv",
    ]
    local = run(*args, "--data", str(BUNDLED_DATA))
    remote = run(*args, "--endpoint", oxigraph.query)
    assert local == remote
    assert remote[1].splitlines()[1].startswith("Yang You,")


def test_the_readme_load_then_query_answers_on_an_oxigraph_started_the_ordinary_way(oxigraph: Server) -> None:
    """Without --union-default-graph the server's default graph is empty: the query must still
    answer over the loaded graphs, not print an empty table."""
    assert (
        run(
            "load",
            "--endpoint",
            oxigraph.query,
            "--graph-store",
            oxigraph.graph_store,
            "--data",
            str(BUNDLED_DATA),
        )[0]
        == 0
    )
    local = run("query", "coauthors", "--format", "csv", "--data", str(BUNDLED_DATA))
    remote = run("query", "coauthors", "--format", "csv", "--endpoint", oxigraph.query)
    assert (remote[0], remote[2]) == (0, "")

    def rows(csv_text: str) -> list[tuple[str, ...]]:  # titles are joined in no set order
        return sorted(
            (*row[:3], " | ".join(sorted(row[3].split(" | ")))) for row in csv.reader(io.StringIO(csv_text))
        )

    assert rows(remote[1]) == rows(local[1])
    assert len(rows(remote[1])) > 100


def test_a_store_with_the_union_default_graph_is_queried_as_it_is(tmp_path: Path, seeds) -> None:
    from scholarkg.query.engines import RemoteGraph

    server = start_oxigraph(tmp_path / "store", union_default_graph=True)
    try:
        assert load_graphs(seeds.graphs, Endpoints(server.query, server.update), FAST).failed == []
        assert RemoteGraph(server.query).dataset().parameters == ()
    finally:
        stop(server.process)


def test_the_protocol_dataset_listing_every_graph_gives_the_embedded_rows(oxigraph: Server, seeds) -> None:
    """The way for stores that know no union parameter: the graphs as default-graph-uri and
    named-graph-uri, for queries over the default graph and over named graphs alike."""
    from scholarkg.query.binding import to_terms
    from scholarkg.query.engines import RemoteGraph, listed_dataset
    from scholarkg.query.stored import load_query

    from .test_queries import examples, normalised

    assert load_graphs(seeds.graphs, Endpoints(oxigraph.query, oxigraph.update), FAST).failed == []
    remote = RemoteGraph(oxigraph.query, dataset=listed_dataset([str(g.iri) for g in seeds.graphs]))
    embedded = local_graph_of(seeds)
    for name in ("coauthors", "profile-conflicts", "academic-genealogy"):
        query = load_query(name)
        assert query.reads_named_graphs == (name == "profile-conflicts")
        terms = to_terms(query, examples(query), embedded)
        assert normalised(remote.select(query, terms)) == normalised(embedded.select(query, terms)), name


def test_a_store_that_holds_no_person_is_exit_3_not_an_empty_table(oxigraph: Server) -> None:
    code, out, err = run("query", "coauthors", "--endpoint", oxigraph.query)
    assert (code, out) == (3, "")
    assert err == (
        f"error: the store at {oxigraph.query} holds no person in any graph: nothing for the queries "
        "to read (load the graph first: scholarkg load)\n"
    )


def test_load_with_the_query_endpoint_alone_derives_the_update_endpoint(oxigraph: Server, seeds) -> None:
    code, out, err = run("load", "--endpoint", oxigraph.query, "--data", str(BUNDLED_DATA))
    assert code == 0
    assert out.startswith("loaded 6 of 6 graphs, ")
    assert err == (
        f"note: SPARQL updates went to {oxigraph.update}, the update endpoint that goes with --endpoint "
        "(give --update-endpoint to choose another)\n"
    )
    names = [str(g.iri) for g in seeds.graphs]
    assert stored_counts(Endpoints(oxigraph.query), names) == {
        str(g.iri): len(graph_lines(g)) for g in seeds.graphs
    }


def test_an_update_endpoint_that_takes_no_updates_is_a_usage_error_before_anything_is_sent(
    oxigraph: Server,
) -> None:
    code, out, err = run(
        "load", "--endpoint", oxigraph.query, "--update-endpoint", oxigraph.query, "--data", str(BUNDLED_DATA)
    )
    assert (code, out) == (2, "")
    assert err.startswith(
        f"error: --update-endpoint: {oxigraph.query} does not take SPARQL updates (HTTP 415: "
    )
    assert err.count("\n") == 1
    assert stored_counts(Endpoints(oxigraph.query), [GRAPH + "registry"]) == {GRAPH + "registry": 0}


@pytest.mark.parametrize("store_name", ["oxigraph", "virtuoso"])
@pytest.mark.parametrize("way", ["gsp", "update"])
def test_graphs_of_removed_profiles_are_listed_and_pruned(
    request: pytest.FixtureRequest, store_name: str, way: str, tmp_path: Path
) -> None:
    server: Server = request.getfixturevalue(store_name)
    data = tmp_path / "data"
    shutil.copytree(BUNDLED_DATA, data)
    # a base of its own: other tests' graphs in the same store are not this folder's to list
    base = f"https://example.org/prune-{way}/"
    urls = [
        "--endpoint",
        server.query,
        *(["--graph-store", server.graph_store] if way == "gsp" else []),
        "--update-endpoint",
        server.update,
        "--base-iri",
        base,
    ]
    gone = base + "graph/jiarui-fang"
    assert run("load", *urls, "--data", str(data))[0] == 0
    (data / "profiles" / "jiarui-fang.yaml").unlink()

    code, out, err = run("load", *urls, "--data", str(data))
    assert (code, out.startswith("loaded 5 of 5 graphs")) == (0, True)
    assert err == (
        f"warning: the store holds 1 graph of profiles that are gone from {data}: <{gone}>; "
        "scholarkg load --prune deletes them\n"
    )
    assert stored_counts(Endpoints(server.query), [gone])[gone] > 0

    code, out, err = run("load", *urls, "--data", str(data), "--prune")
    assert (code, err) == (0, "")
    assert out.splitlines()[1] == f"deleted 1 graph of profiles that are gone from {data}: <{gone}>"
    assert stored_counts(Endpoints(server.query), [gone]) == {gone: 0}
    assert run("load", *urls, "--data", str(data))[2] == ""  # nothing left to list


def test_an_unknown_name_on_a_store_is_still_a_usage_error(oxigraph: Server, seeds) -> None:
    endpoints = Endpoints(oxigraph.query, oxigraph.update, oxigraph.graph_store)
    assert load_graphs(seeds.graphs, endpoints, FAST).failed == []
    code, _, err = run(
        "query", "academic-genealogy", "--param", "person=Nobody Known", "--endpoint", oxigraph.query
    )
    assert (code, err) == (2, "error: --param person: no person named 'Nobody Known'\n")


def test_a_query_endpoint_that_is_down_is_exit_3() -> None:
    from .stores import free_port

    url = f"http://127.0.0.1:{free_port()}/query"
    code, _, err = run("query", "coauthors", "--endpoint", url)
    assert code == 3
    assert f"cannot reach the SPARQL endpoint {url}" in err
