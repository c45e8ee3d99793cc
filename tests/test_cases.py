"""Golden cases: each folder of ``tests/cases/`` is a data folder and what scholarkg makes of it.

``tests/cases/<case>/``:

- ``data/``: the profiles and registries, as a user writes them;
- ``expected.nq``: the export, compared as a graph (isomorphic, named graph by named graph), so
  that a change in the order of lines or blank node labels is not a difference;
- ``expected-messages.txt``: the exit code and what ``export --report-conflicts`` and
  ``validate`` print, compared as text.

A new case is a new folder with ``data/``. ``SCHOLARKG_UPDATE_CASES=1 python -m pytest
tests/test_cases.py`` writes the expected files from what the commands give today; read the
diff before committing it.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from rdflib import Dataset
from rdflib.compare import to_isomorphic

from .conftest import cli, cli_bytes

CASES = Path(__file__).parent / "cases"
UPDATE = os.environ.get("SCHOLARKG_UPDATE_CASES") == "1"
EXPORT = ("export", "--format", "nquads", "--report-conflicts", "--data", "data")
VALIDATE = ("validate", "--data", "data")


def _transcript(argv: tuple[str, ...], code: int, out: str, err: str) -> str:
    parts = [f"$ scholarkg {' '.join(argv)}", f"exit {code}"]
    parts += [f"--- {name}\n{text.rstrip()}" for name, text in (("stdout", out), ("stderr", err)) if text]
    return "\n".join(parts) + "\n"


def _graphs(nquads: bytes) -> dict[str, object]:
    dataset = Dataset()
    dataset.parse(data=nquads, format="nquads")
    return {str(graph.identifier): to_isomorphic(graph) for graph in dataset.graphs() if len(graph)}


@pytest.mark.parametrize("case", sorted(path.name for path in CASES.iterdir() if (path / "data").is_dir()))
def test_case(case: str, monkeypatch: pytest.MonkeyPatch) -> None:
    folder = CASES / case
    monkeypatch.chdir(folder)  # messages name files as a user in the case folder sees them
    code, graph, err = cli_bytes(*EXPORT)
    messages = _transcript(EXPORT, code, "", err) + "\n" + _transcript(VALIDATE, *cli(*VALIDATE))
    expected_graph, expected_messages = folder / "expected.nq", folder / "expected-messages.txt"
    if UPDATE:
        expected_messages.write_text(messages, encoding="utf-8")
        if graph:
            expected_graph.write_bytes(graph)
        else:
            expected_graph.unlink(missing_ok=True)
    assert messages == expected_messages.read_text(encoding="utf-8")
    if expected_graph.exists():
        assert _graphs(graph) == _graphs(expected_graph.read_bytes())
    else:
        assert graph == b"", "an export where the case expects none"


def test_every_case_holds_its_expectations() -> None:
    for folder in CASES.iterdir():
        assert (folder / "data").is_dir(), f"{folder.name}: no data/ folder"
        assert (folder / "expected-messages.txt").is_file(), (
            f"{folder.name}: run with SCHOLARKG_UPDATE_CASES=1"
        )
