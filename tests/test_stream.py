"""The streamed N-Quads export equals the graph-built one, and its cache is never stale."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from scholarkg import build
from scholarkg.errors import DataError
from scholarkg.ntriples import TriplesOfQuads, drop_graph_terms
from scholarkg.pipeline.stream import export_nquads, export_shards, stream_graphs

from .conftest import BUNDLED_DATA, serialized, synthetic_corpus
from .conftest import cli_bytes as cli


@pytest.fixture(scope="module")
def synthetic(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return synthetic_corpus(tmp_path_factory.mktemp("synthetic") / "data", profiles=40, seed=3)


def streamed(data: Path, **options) -> tuple[bytes, object]:
    out = io.BytesIO()
    report = export_nquads(data, out, **options)
    return out.getvalue(), report


def test_streamed_seeds_are_byte_identical_to_the_graph_built_export() -> None:
    content, report = streamed(BUNDLED_DATA, jobs=1)
    assert content == serialized(build(BUNDLED_DATA), "nquads")
    assert (report.profiles, report.graphs) == (5, 6)


def test_streamed_synthetic_corpus_over_two_processes_is_identical_too(synthetic: Path) -> None:
    content, _ = streamed(synthetic, jobs=2)
    assert content == serialized(build(synthetic), "nquads")


@pytest.mark.parametrize("data", ["seeds", "synthetic"])
def test_a_registry_graph_sorted_in_many_runs_is_the_same_graph(
    data: str, synthetic: Path, monkeypatch
) -> None:
    """The registry graph grows with the corpus, so it is sorted in runs and merged: runs of 7
    triples give the same bytes as the graph-built export, N-Quads and N-Triples."""
    import scholarkg.pipeline.stream

    folder = BUNDLED_DATA if data == "seeds" else synthetic
    expected = serialized(build(folder), "nquads")
    monkeypatch.setattr(scholarkg.pipeline.stream, "REGISTRY_RUN", 7)
    assert streamed(folder, jobs=1)[0] == expected
    assert streamed(folder, jobs=1, quads=False)[0] == drop_graph_terms(expected)


def test_a_registry_triple_stated_in_two_runs_is_written_once(tmp_path: Path, monkeypatch) -> None:
    from rdflib import Literal, URIRef

    import scholarkg.pipeline.stream

    graph = URIRef("https://example.org/graph/registry")
    a, b, c = (URIRef(f"https://example.org/{name}") for name in "abc")
    name = URIRef("https://schema.org/name")
    triples = [
        (b, name, Literal("B")),
        (a, name, Literal("A")),
        (b, name, Literal("B")),
        (c, name, Literal("C")),
        (a, name, Literal("A")),
    ]

    class Registry:
        registry_graph = graph

        def registry_triples(self):
            return iter(triples)

    monkeypatch.setattr(scholarkg.pipeline.stream, "REGISTRY_RUN", 2)
    monkeypatch.setitem(scholarkg.pipeline.stream._WORKER, "quads", True)
    target = tmp_path / "registry.nq"
    scholarkg.pipeline.stream._make_registry(Registry(), target)  # type: ignore[arg-type]
    written = target.read_text(encoding="utf-8")
    assert written.splitlines() == [
        f'<https://example.org/{x}> <https://schema.org/name> "{x.upper()}" <{graph}> .' for x in "abc"
    ]
    assert sorted(path.name for path in tmp_path.iterdir()) == ["registry.nq"]  # the runs are gone


def test_the_cache_is_reused_and_never_serves_a_stale_profile(synthetic: Path, tmp_path: Path) -> None:
    cache = tmp_path / "cache"
    first, report = streamed(synthetic, jobs=1, cache_dir=cache)
    assert report.reused == 0
    again, report = streamed(synthetic, jobs=1, cache_dir=cache)
    assert (again, report.reused) == (first, 40)
    victim = synthetic / "profiles" / "p000007.yaml"
    original = victim.read_text()
    try:
        victim.write_text(original.replace("interests:", "aliases: [Zed Q. Nobody]\ninterests:", 1))
        changed, report = streamed(synthetic, jobs=1, cache_dir=cache)
        assert b'"Zed Q. Nobody"' in changed
        assert changed == serialized(build(synthetic), "nquads")
        # a new alias changes the name index, so every graph is mapped again
        assert report.reused == 0
        victim.write_text(original.replace("curated: '2026-01-01'", "curated: '2026-02-01'"))
        edited, report = streamed(synthetic, jobs=1, cache_dir=cache)
        assert edited == serialized(build(synthetic), "nquads")
        assert report.reused == 39
    finally:
        victim.write_text(original)


def test_the_registry_graph_is_reused_only_while_the_people_it_names_are_the_same(
    synthetic: Path, tmp_path: Path
) -> None:
    cache = tmp_path / "cache"
    first, _ = streamed(synthetic, jobs=1, cache_dir=cache)
    victim = synthetic / "profiles" / "p000007.yaml"
    original = victim.read_text()
    assert "  mentors:\n" in original
    try:
        # a mentor known by name only: a new person in the registry graph, and no other graph
        # changes (the names every profile's graph depends on are the same)
        victim.write_text(original.replace("  mentors:\n", "  mentors:\n  - Quinn Z. Newcomer\n", 1))
        changed, report = streamed(synthetic, jobs=1, cache_dir=cache)
        assert report.reused == 39
        assert (
            b'<https://w3id.org/scholarkg/id/person/quinn-z-newcomer> <https://schema.org/name> "Quinn'
            in changed
        )
        assert changed == serialized(build(synthetic), "nquads")
        victim.write_text(original)
        assert streamed(synthetic, jobs=1, cache_dir=cache)[0] == first
    finally:
        victim.write_text(original)


def test_errors_in_any_file_are_found_before_anything_is_written(make_data) -> None:
    root = make_data(
        {
            "ada-lovelace": "name: Ada\nsource: {document: a}\ncurated: 2026-01-01\n",
            "bad": "name: Bad\nsource: {document: b}\ncurated: 2026-01-01\nemails: [nope]\n",
        }
    )
    out = io.BytesIO()
    with pytest.raises(
        DataError, match=r"data/profiles/bad.yaml:4: emails\[0\]: 'nope' is not an e-mail address"
    ):
        export_nquads(root, out, jobs=1)
    assert out.getvalue() == b""


@pytest.mark.parametrize("cached", [False, True], ids=["read now", "summaries from the cache"])
def test_references_a_resolution_refuses_are_named_at_their_line(
    make_data, tmp_path: Path, cached: bool
) -> None:
    # read the fast way (every date quoted): the lines are read from the file only for the message
    root = make_data(
        {
            "ada-lovelace": "name: Ada Lovelace\nsource: {document: a}\ncurated: '2026-01-01'\n"
            "positions:\n  - title: Analyst\n    organization: org-nowhere\n",
            "ada-two": "name: Ada Two\naliases: [Ada Lovelace]\nsource: {document: b}\n"
            "curated: '2026-01-01'\n",
        }
    )
    cache = tmp_path / "cache"
    if cached:  # the first run fills the cache with both profiles' summaries, then fails
        with pytest.raises(DataError):
            export_nquads(root, io.BytesIO(), jobs=1, cache_dir=cache)
    with pytest.raises(DataError) as caught:
        export_nquads(root, io.BytesIO(), jobs=1, cache_dir=cache if cached else None)
    lines = str(caught.value).splitlines()
    assert "data/profiles/ada-lovelace.yaml:6: positions[0].organization: unknown organisation id" in (
        "\n".join(lines)
    )
    assert any(
        line.startswith("data/profiles/ada-two.yaml:2: aliases[0]: name 'Ada Lovelace'") for line in lines
    )


def test_graph_by_graph_the_stream_is_the_export_cut_at_each_graph(synthetic: Path) -> None:
    content, _ = streamed(synthetic, jobs=2)
    blocks = list(stream_graphs(synthetic, jobs=2))
    assert b"".join(block.nquads for block in blocks) == content
    assert len(blocks) == 41 and len({block.iri for block in blocks}) == 41
    for block in blocks:  # each block holds its own graph's lines only
        assert all(line.endswith(f" <{block.iri}> .".encode()) for line in block.nquads.splitlines())
    sources = {block.source for block in blocks}
    assert str(synthetic / "profiles" / "p000007.yaml") in sources
    assert f"{synthetic / 'organizations.yaml'}, {synthetic / 'people.yaml'}" in sources


def test_a_consumer_that_stops_early_stops_the_workers_and_leaves_no_scratch(
    synthetic: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import tempfile

    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))
    graphs = stream_graphs(synthetic, jobs=2)
    first = [next(graphs) for _ in range(3)]
    assert any(tmp_path.glob("scholarkg-*"))  # the scratch folder is in use
    graphs.close()  # must return: the workers wait for the consumer, which is gone
    assert [block.iri for block in first] == [
        block.iri for block in list(stream_graphs(synthetic, jobs=1))[:3]
    ]
    assert not any(tmp_path.glob("scholarkg-*"))


def test_the_workers_map_only_a_few_chunks_ahead_of_a_slow_consumer(
    synthetic: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import tempfile
    import time

    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))
    graphs = stream_graphs(synthetic, jobs=2)  # 40 profiles: 20 chunks of 2; 8 may be ahead
    next(graphs)
    time.sleep(1.0)  # ample time for two workers to map all 20 chunks, were they let
    waiting = list(tmp_path.glob("scholarkg-*/chunk-*.nq"))
    graphs.close()
    assert 1 <= len(waiting) <= 8 + 1  # the chunks handed out, and the one being read


def test_streamed_n_triples_are_the_n_quads_lines_without_their_graphs(synthetic: Path) -> None:
    content, _ = streamed(synthetic, jobs=2, quads=False)
    assert content == serialized(build(synthetic), "nt")
    quads, _ = streamed(synthetic, jobs=1)
    assert content.splitlines() == [line.rsplit(b" ", 2)[0] + b" ." for line in quads.splitlines()]


def test_an_n_quads_file_reads_as_its_n_triples_whatever_the_block_size(
    synthetic: Path, tmp_path: Path
) -> None:
    # the embedded query store loads its union this way; blocks end mid-line, mid-term
    quads, _ = streamed(synthetic, jobs=1)
    triples, _ = streamed(synthetic, jobs=1, quads=False)
    (tmp_path / "export.nq").write_bytes(quads)
    assert drop_graph_terms(quads) == triples
    for block_size in (7, 4096, 1 << 22):
        with io.BufferedReader(TriplesOfQuads(tmp_path / "export.nq", block_size)) as reader:
            assert reader.read() == triples


def test_fast_quad_lines_write_the_same_text_as_one_line_at_a_time() -> None:
    from rdflib import BNode, Literal, URIRef
    from rdflib.namespace import XSD

    from scholarkg.ntriples import quad_line, quad_lines

    graph = URIRef("https://example.org/graph/g")
    s, p = URIRef("https://example.org/s"), URIRef("https://example.org/p")
    objects = [
        URIRef("https://example.org/o"),
        Literal("plain"),
        Literal('say "hi"\nbye\\'),
        Literal("名字", lang="zh"),
        Literal("2020", datatype=XSD.gYear),
        Literal(3),
        Literal(True),
        BNode("b1"),
    ]
    triples = [(s, p, o) for o in objects] + [(BNode("b2"), p, objects[1]), (s, p, objects[0])]
    assert quad_lines(triples, graph) == {quad_line(*triple, graph) for triple in triples}
    assert len(quad_lines(triples, graph)) == len(objects) + 1


# -- the CLI streams N-Quads and N-Triples when nothing needs the whole graph --------------------------


@pytest.mark.parametrize("rdf_format", ["nquads", "nt"])
def test_cli_streamed_export_equals_the_graph_built_one(
    rdf_format: str, synthetic: Path, tmp_path: Path
) -> None:
    validated = serialized(build(synthetic), rdf_format)
    code, to_stdout, _ = cli("export", "--data", str(synthetic), "--format", rdf_format, "--jobs", "2")
    assert (code, to_stdout) == (0, validated)
    code, to_stdout, _ = cli(
        "export", "--data", str(synthetic), "--format", rdf_format, "--no-validate", "--jobs", "2"
    )
    assert (code, to_stdout) == (0, validated)
    target = tmp_path / f"graph.{rdf_format}"
    for _ in range(2):  # the second run reads the cache the first one wrote
        code, nothing, _ = cli(
            "export",
            "--data",
            str(synthetic),
            "--format",
            rdf_format,
            "--no-validate",
            "--cache",
            str(tmp_path / "cache"),
            "-o",
            str(target),
        )
        assert (code, nothing, target.read_bytes()) == (0, b"", validated)


def test_cli_streamed_export_with_bad_data_leaves_the_old_file_alone(make_data, tmp_path: Path) -> None:
    root = make_data(
        {"ada-lovelace": "name: Ada\nsource: {document: a}\ncurated: 2026-01-01\nemails: [nope]\n"}
    )
    target = tmp_path / "graph.nq"
    target.write_bytes(b"old\n")
    code, _, err = cli(
        "export", "--data", str(root), "--format", "nquads", "--no-validate", "-o", str(target)
    )
    assert code == 1
    assert "ada-lovelace.yaml:4: emails[0]" in err
    assert target.read_bytes() == b"old\n"
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".graph")] == []


def test_every_format_streams_with_the_cache(tmp_path: Path) -> None:
    plain = cli("export", "--data", str(BUNDLED_DATA), "--format", "turtle")
    for _ in range(2):  # filling the cache, then reading it
        assert (
            cli("export", "--data", str(BUNDLED_DATA), "--format", "turtle", "--cache", str(tmp_path / "c"))
            == plain
        )
    assert any((tmp_path / "c" / "graphs").rglob("*"))


def test_a_conflict_report_comes_with_the_same_streamed_export_and_its_cache(tmp_path: Path) -> None:
    plain = cli("export", "--data", str(BUNDLED_DATA), "--format", "nt")
    code, out, err = cli(
        "export",
        "--data",
        str(BUNDLED_DATA),
        "--format",
        "nt",
        "--report-conflicts",
        "--cache",
        str(tmp_path / "c"),
    )
    assert (code, out) == plain[:2]
    assert "conflicting facts:" in err and "possible identities" in err
    assert any((tmp_path / "c" / "graphs").rglob("*"))


@pytest.mark.parametrize("name", ["turtle", "trig", "jsonld", "xml"])
def test_every_other_format_from_the_stream_is_the_whole_graph_export(tmp_path: Path, name: str) -> None:
    """Turtle, TriG, JSON-LD and RDF/XML come from the streamed lines (sorted and made distinct
    on disk for the triple formats), in flat memory, byte for byte as from the graph in memory."""
    from scholarkg import build
    from scholarkg.export import export
    from scholarkg.export.formats import FORMATS

    from .conftest import synthetic_corpus

    data = synthetic_corpus(tmp_path / "corpus", profiles=120, seed=5)
    streamed = io.BytesIO()
    export(data, streamed, FORMATS[name], jobs=2)
    assert streamed.getvalue() == serialized(build(data), name)


def test_the_sort_of_the_triple_formats_runs_on_disk_in_runs(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import scholarkg.pipeline.stream as stream

    lines = [f'<urn:x:{n % 97}> <urn:p> "{n % 89}" .\n'.encode() for n in range(5_000)]
    source = tmp_path / "lines"
    source.write_bytes(b"".join(lines))
    monkeypatch.setattr(stream, "SORT_RUN", 700)  # eight runs to merge
    result = stream.sorted_distinct_lines(source, tmp_path)
    assert result.read_bytes() == b"".join(sorted(set(lines)))
    assert sorted(p.name for p in tmp_path.iterdir()) == ["lines", "sorted"]  # the runs are gone


# -- a file per graph (-o DIR/) ------------------------------------------------------------------


def _joined(folder: Path, suffix: str = ".nq") -> bytes:
    """The shards in graph IRI order (``{base}graph/<stem>``), one after the other."""
    return b"".join(p.read_bytes() for p in sorted(folder.glob(f"*{suffix}"), key=lambda p: p.stem))


@pytest.mark.parametrize("quads", [True, False], ids=["nquads", "ntriples"])
def test_the_shards_together_are_the_single_file_export(synthetic: Path, tmp_path: Path, quads: bool) -> None:
    report = export_shards(synthetic, tmp_path / "kg", jobs=2, quads=quads)
    single, _ = streamed(synthetic, jobs=1, quads=quads)
    assert _joined(tmp_path / "kg", ".nq" if quads else ".nt") == single
    assert len(report.written) == 41 and report.removed == []  # 40 profiles and the registry


def test_only_the_changed_shards_are_written_again(synthetic: Path, tmp_path: Path) -> None:
    folder, cache = tmp_path / "kg", tmp_path / "cache"
    export_shards(synthetic, folder, jobs=1, cache_dir=cache)
    assert export_shards(synthetic, folder, jobs=1, cache_dir=cache).written == []
    victim = synthetic / "profiles" / "p000007.yaml"
    original = victim.read_text()
    try:
        victim.write_text(original.replace("curated: '2026-01-01'", "curated: '2026-02-01'"))
        report = export_shards(synthetic, folder, jobs=1, cache_dir=cache)
        assert report.written == ["p000007.nq"]
        assert _joined(folder) == streamed(synthetic, jobs=1)[0]
        (folder / "p000011.nq").write_bytes(b"damaged")  # not what the manifest says it holds
        assert export_shards(synthetic, folder, jobs=1, cache_dir=cache).written == ["p000011.nq"]
        victim.unlink()
        report = export_shards(synthetic, folder, jobs=1, cache_dir=cache)
        assert report.removed == ["p000007.nq"] and not (folder / "p000007.nq").exists()
        assert _joined(folder) == streamed(synthetic, jobs=1)[0]
    finally:
        victim.write_text(original)


def test_cli_export_to_a_folder_writes_shards_and_refuses_other_formats(tmp_path: Path) -> None:
    code, _, err = cli("export", "--data", str(BUNDLED_DATA), "--no-validate", "-o", f"{tmp_path}/kg/")
    assert code == 0 and err.endswith(": 6 graphs, 6 written\n")
    code, single, _ = cli("export", "--data", str(BUNDLED_DATA), "--no-validate", "--format", "nquads")
    assert _joined(tmp_path / "kg") == single
    code, _, err = cli("export", "--data", str(BUNDLED_DATA), "--format", "turtle", "-o", f"{tmp_path}/kg/")
    assert code == 2 and "takes one N-Quads or N-Triples file per graph" in err
