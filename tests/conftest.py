"""Shared fixtures: tiny data folders written from YAML text, the bundled data, and an Oxigraph server."""

from __future__ import annotations

import importlib.util
import io
import os
import textwrap
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from .stores import Server, start_oxigraph, stop

REPO = Path(__file__).resolve().parents[1]
BUNDLED_DATA = REPO / "data"

# the processes the tests start (the CLI, the benchmarks, the docs' commands) import the same
# src/ as the tests do (pyproject.toml's pythonpath), not an installed copy that may be older
os.environ["PYTHONPATH"] = os.pathsep.join(filter(None, [str(REPO / "src"), os.environ.get("PYTHONPATH")]))

MINIMAL_PROFILE = """\
name: Ada Lovelace
source: {document: ada.txt}
curated: 2026-01-01
"""


@pytest.fixture(scope="session")
def seeds() -> Any:
    """The bundled data, built once for the whole run (tests only read it)."""
    from scholarkg import build

    return build(BUNDLED_DATA)


def serialized(build: Any, format_name: str) -> bytes:
    """The whole graph built in memory, written in a format: the reference the pipeline's
    export is compared with, byte for byte."""
    from scholarkg.export import FORMATS, from_graphs

    return from_graphs([(graph.iri, graph.triples) for graph in build.graphs], FORMATS[format_name])


def local_graph_of(build: Any) -> Any:
    """The rdflib engine on a whole build in memory: the reference engine of the tests."""
    from scholarkg.query.engines import LocalGraph

    return LocalGraph(build.dataset, build.resolution, build.base_iri)


def oxigraph_graph_of(build: Any, named_graphs: bool = True) -> Any:
    """The embedded Oxigraph engine on a whole build in memory (``named_graphs=False``: the
    store holds only their union)."""
    from scholarkg.ntriples import graph_block
    from scholarkg.query.engines import OxigraphGraph, oxigraph_store

    store = oxigraph_store(b"".join(graph_block(g.iri, g.triples) for g in build.graphs), named_graphs)
    return OxigraphGraph(store, build.resolution, build.base_iri, named_graphs)


@pytest.fixture
def make_data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Callable[..., Path]:
    """Write a data folder: ``make_data(profiles={"ada": "name: ..."}, organizations=..., people=...)``.

    The test then stands where a user would, in the folder that holds ``data/``, so that
    messages name ``data/profiles/ada.yaml`` as they would for that user."""
    monkeypatch.chdir(tmp_path)

    def make(
        profiles: dict[str, str] | None = None,
        organizations: str | None = None,
        people: str | None = None,
    ) -> Path:
        root = tmp_path / "data"
        (root / "profiles").mkdir(parents=True, exist_ok=True)
        for profile_id, text in (profiles or {"ada-lovelace": MINIMAL_PROFILE}).items():
            (root / "profiles" / f"{profile_id}.yaml").write_text(textwrap.dedent(text), encoding="utf-8")
        if organizations is not None:
            (root / "organizations.yaml").write_text(textwrap.dedent(organizations), encoding="utf-8")
        if people is not None:
            (root / "people.yaml").write_text(textwrap.dedent(people), encoding="utf-8")
        return root

    return make


def benchmark_module(name: str) -> Any:
    """A module of ``benchmarks/`` (not a package), e.g. ``corpus`` or ``faults``."""
    spec = importlib.util.spec_from_file_location(name, REPO / "benchmarks" / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def synthetic_corpus(out: Path, profiles: int, seed: int) -> Path:
    """A corpus of ``benchmarks/corpus.py`` (the benchmark's generator) in ``out``."""
    return benchmark_module("corpus").generate(out, profiles=profiles, seed=seed)


@pytest.fixture
def oxigraph(tmp_path: Path) -> Iterator[Server]:
    """A fresh Oxigraph server on loopback, stopped after the test."""
    server = start_oxigraph(tmp_path / "oxigraph")
    yield server
    stop(server.process)


def cli(*argv: str) -> tuple[int, str, str]:
    """``scholarkg ARGV...`` in this process: exit code, stdout and stderr as text."""
    from scholarkg.cli import main

    out, err = io.StringIO(), io.StringIO()
    code = main(list(argv), out=out, err=err)
    return code, out.getvalue(), err.getvalue()


def cli_bytes(*argv: str) -> tuple[int, bytes, str]:
    """The same, with stdout as the bytes written (an RDF export is bytes)."""
    from scholarkg.cli import main

    out = io.TextIOWrapper(io.BytesIO(), encoding="utf-8")
    err = io.StringIO()
    code = main(list(argv), out=out, err=err)
    out.flush()
    return code, out.buffer.getvalue(), err.getvalue()  # type: ignore[attr-defined]
