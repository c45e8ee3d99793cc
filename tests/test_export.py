"""Export: every format, byte-identical across runs, parsed back by an independent parser."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pyoxigraph
import pytest
from rdflib import Literal, URIRef

from scholarkg import serialize
from scholarkg.export.formats import FORMATS

from .conftest import BUNDLED_DATA, REPO, serialized
from .conftest import cli_bytes as run


def to_rdflib(term: object) -> object:
    if isinstance(term, pyoxigraph.NamedNode):
        return URIRef(term.value)
    if isinstance(term, pyoxigraph.Literal):
        if term.language:
            return Literal(term.value, lang=term.language)
        datatype = term.datatype.value
        plain = datatype == "http://www.w3.org/2001/XMLSchema#string"
        return Literal(term.value, datatype=None if plain else URIRef(datatype))
    if isinstance(term, pyoxigraph.DefaultGraph):
        return None
    raise AssertionError(f"unexpected term {term!r}")  # no blank nodes are ever written


@pytest.mark.parametrize("engine", ["oxigraph", "rdflib"])
@pytest.mark.parametrize("name", sorted(FORMATS))
def test_every_format_parses_back_with_pyoxigraph_to_the_same_graph(seeds, name: str, engine: str) -> None:
    """Both writers (pyoxigraph, the default, and rdflib's) give the same graph as the mapping."""
    rdf_format = FORMATS[name]
    content = (
        serialized(seeds, name) if engine == "oxigraph" else serialize(seeds.dataset, name, engine="rdflib")
    )
    parsed = pyoxigraph.parse(content, format=pyoxigraph.RdfFormat.from_media_type(rdf_format.media_type))
    expected_quads = {
        (s, p, o, g.identifier if hasattr(g, "identifier") else g)
        for s, p, o, g in seeds.dataset.quads((None, None, None, None))
    }
    if rdf_format.quads:
        got = {tuple(to_rdflib(t) for t in (q.subject, q.predicate, q.object, q.graph_name)) for q in parsed}
        assert got == expected_quads
        assert len({q[3] for q in got}) == 6  # registry + five profiles
    else:
        got = {tuple(to_rdflib(t) for t in (q.subject, q.predicate, q.object)) for q in parsed}
        assert got == {q[:3] for q in expected_quads}


def export_in_process(name: str, seed: str) -> bytes:
    env = {**os.environ, "PYTHONHASHSEED": seed}
    return subprocess.run(
        [sys.executable, "-m", "scholarkg.cli", "export", "--format", name, "--data", str(BUNDLED_DATA)],
        check=True,
        capture_output=True,
        env=env,
        cwd=REPO,
    ).stdout


@pytest.mark.parametrize("name", sorted(FORMATS))
def test_two_runs_with_different_hash_seeds_give_byte_identical_output(name: str) -> None:
    first = export_in_process(name, "1")
    assert first == export_in_process(name, "4242")
    assert len(first) > 100_000


def test_export_writes_a_file_atomically(make_data, tmp_path: Path) -> None:
    target = tmp_path / "kg.nq"
    code, out, err = run("export", "--data", str(make_data()), "--format", "nquads", "-o", str(target))
    assert (code, out, err) == (0, b"", "")
    assert "<https://w3id.org/scholarkg/id/graph/ada-lovelace>" in target.read_text()
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".")] == []


def test_an_existing_file_is_kept_whole_when_the_data_is_bad(make_data, tmp_path: Path) -> None:
    target = tmp_path / "kg.ttl"
    target.write_text("previous export\n")
    root = make_data({"ada-lovelace": "name: Ada\nsource: {document: a}\ncurated: 2026-13-01\n"})
    code, _, err = run("export", "--data", str(root), "-o", str(target))
    assert code == 1
    assert "curated" in err
    assert target.read_text() == "previous export\n"


def test_an_unwritable_output_is_an_environment_problem(make_data, tmp_path: Path) -> None:
    code, _, err = run("export", "--data", str(make_data()), "-o", str(tmp_path / "missing" / "kg.ttl"))
    assert code == 3
    assert err.startswith("error: ") and "cannot write to" in err


def test_export_to_stdout_is_turtle_by_default(make_data) -> None:
    code, out, _ = run("export", "--data", str(make_data()))
    assert code == 0
    assert b"@prefix schema: <https://schema.org/> ." in out
    assert b'schema:name "Ada Lovelace"' in out


def test_report_conflicts_lists_the_bamboo_years_from_both_profiles() -> None:
    code, _, err = run("export", "--data", str(BUNDLED_DATA), "--format", "nt", "--report-conflicts")
    assert code == 0
    assert (
        "publication 'Bamboo: Making Preemptible Instances Resilient for Affordable Training of Large DNNs': "
        "year differs: 2022 (data/profiles/minjia-zhang.yaml:" in err
    )
    assert "2023 (data/profiles/zhihao-jia.yaml:" in err


def test_literals_are_written_right_however_often_they_recur() -> None:
    """term_nt remembers each literal object's text; equal-looking literals of other types
    and objects made later must still get their own."""
    from scholarkg.ntriples import _LITERAL_CACHE_LIMIT, term_nt

    cases = {
        Literal('Ada "the" Countess\n'): '"Ada \\"the\\" Countess\\n"',
        Literal("1"): '"1"',
        Literal(1): '"1"^^<http://www.w3.org/2001/XMLSchema#integer>',
        Literal(True): '"true"^^<http://www.w3.org/2001/XMLSchema#boolean>',
        Literal("Ada", lang="en"): '"Ada"@en',
    }
    for _ in range(2):
        assert {literal: term_nt(literal) for literal in cases} == cases
    # more distinct literals than the memo keeps, each dropped by the caller at once: a memo
    # that did not hold its literals would see their ids again for other texts
    for number in range(_LITERAL_CACHE_LIMIT + 10):
        assert term_nt(Literal(f"n{number}")) == f'"n{number}"'
    assert {literal: term_nt(literal) for literal in cases} == cases
