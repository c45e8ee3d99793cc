"""The streamed N-Quads export equals the graph-built one, and its cache is never stale."""

from __future__ import annotations

import importlib.util
import io
from pathlib import Path

import pytest

from scholarkg import build
from scholarkg.errors import DataError
from scholarkg.stream import export_nquads

from .conftest import BUNDLED_DATA, REPO


def _corpus_module():
    spec = importlib.util.spec_from_file_location("corpus", REPO / "benchmarks" / "corpus.py")
    module = importlib.util.module_from_spec(spec)
    assert spec.loader is not None
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def synthetic(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return _corpus_module().generate(tmp_path_factory.mktemp("synthetic") / "data", profiles=40, seed=3)


def streamed(data: Path, **options) -> tuple[bytes, object]:
    out = io.BytesIO()
    report = export_nquads(data, out, **options)
    return out.getvalue(), report


def test_streamed_seeds_are_byte_identical_to_the_graph_built_export() -> None:
    content, report = streamed(BUNDLED_DATA, jobs=1)
    assert content == build(BUNDLED_DATA).serialize("nquads")
    assert (report.profiles, report.graphs) == (5, 6)


def test_streamed_synthetic_corpus_over_two_processes_is_identical_too(synthetic: Path) -> None:
    content, _ = streamed(synthetic, jobs=2)
    assert content == build(synthetic).serialize("nquads")


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
        assert changed == build(synthetic).serialize("nquads")
        # a new alias changes the name index, so every graph is mapped again
        assert report.reused == 0
        victim.write_text(original.replace("curated: '2026-01-01'", "curated: '2026-02-01'"))
        edited, report = streamed(synthetic, jobs=1, cache_dir=cache)
        assert edited == build(synthetic).serialize("nquads")
        assert report.reused == 39
    finally:
        victim.write_text(original)


def test_errors_in_any_file_are_found_before_anything_is_written(make_data) -> None:
    root = make_data({
        "ada-lovelace": "name: Ada\nsource: {document: a}\ncurated: 2026-01-01\n",
        "bad": "name: Bad\nsource: {document: b}\ncurated: 2026-01-01\nemails: [nope]\n",
    })  # fmt: skip
    out = io.BytesIO()
    with pytest.raises(DataError, match=r"data/profiles/bad.yaml:4: emails\[0\]: 'nope' is not an e-mail address"):
        export_nquads(root, out, jobs=1)
    assert out.getvalue() == b""
