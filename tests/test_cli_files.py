"""What a new user runs into with files and formats: modes, extensions, aliases, misspellings,
and paths in messages that can be opened from where the user stands."""

from __future__ import annotations

import io
import json
import os
import shutil
import stat
from collections.abc import Iterator
from pathlib import Path

import pytest

from scholarkg.cli import main
from scholarkg.formats import FORMATS

from .conftest import BUNDLED_DATA


def run(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = main(list(argv), out=out, err=err)
    return code, out.getvalue(), err.getvalue()


def export_bytes(*argv: str) -> bytes:
    out = io.BytesIO()
    text = io.TextIOWrapper(out, encoding="utf-8")
    assert main(["export", "--data", str(BUNDLED_DATA), *argv], out=text, err=io.StringIO()) == 0
    text.flush()
    return out.getvalue()


@pytest.fixture
def umask() -> Iterator[None]:
    before = os.umask(0o022)
    os.umask(before)
    yield
    os.umask(before)


@pytest.mark.parametrize(("mask", "mode"), [(0o022, 0o644), (0o077, 0o600), (0o002, 0o664)])
def test_a_new_output_file_gets_the_mode_the_umask_gives(tmp_path: Path, umask: None, mask: int, mode: int) -> None:
    os.umask(mask)
    output = tmp_path / "kg.ttl"
    assert run("export", "--data", str(BUNDLED_DATA), "-o", str(output))[0] == 0
    assert stat.S_IMODE(output.stat().st_mode) == mode


def test_a_replaced_output_file_keeps_its_mode(tmp_path: Path) -> None:
    output = tmp_path / "kg.nq"
    output.write_text("old")
    output.chmod(0o640)
    assert run("export", "--data", str(BUNDLED_DATA), "-o", str(output))[0] == 0
    assert stat.S_IMODE(output.stat().st_mode) == 0o640
    assert output.read_bytes() == export_bytes("--format", "nquads")


@pytest.mark.parametrize("name", sorted(FORMATS))
def test_the_format_comes_from_the_output_extension(tmp_path: Path, name: str) -> None:
    for extension in FORMATS[name].extensions:
        output = tmp_path / f"kg{extension}"
        assert run("export", "--data", str(BUNDLED_DATA), "-o", str(output)) == (0, "", ""), extension
        assert output.read_bytes() == export_bytes("--format", name), extension


def test_kg_jsonld_is_json_ld_not_turtle(tmp_path: Path) -> None:
    output = tmp_path / "kg.jsonld"
    assert run("export", "--data", str(BUNDLED_DATA), "-o", str(output))[0] == 0
    assert isinstance(json.loads(output.read_text(encoding="utf-8")), list)


def test_a_format_that_contradicts_the_extension_is_refused_and_nothing_written(tmp_path: Path) -> None:
    output = tmp_path / "kg.jsonld"
    code, out, err = run("export", "--data", str(BUNDLED_DATA), "--format", "ttl", "-o", str(output))
    assert (code, out) == (2, "")
    assert err == (f"error: --format turtle contradicts the output's extension: '{output}' stands for jsonld "
                   "(leave out --format, or name the file *.ttl)\n")  # fmt: skip
    assert not output.exists()


def test_an_unknown_extension_without_format_is_turtle(tmp_path: Path) -> None:
    output = tmp_path / "kg.txt"
    assert run("export", "--data", str(BUNDLED_DATA), "-o", str(output))[0] == 0
    assert output.read_bytes() == export_bytes()


@pytest.mark.parametrize("name", sorted(FORMATS))
def test_every_alias_writes_what_its_format_writes(name: str) -> None:
    expected = export_bytes("--format", name)
    for alias in FORMATS[name].aliases:
        assert export_bytes("--format", alias) == expected, alias
        assert export_bytes("--format", alias.upper()) == expected, alias


def test_the_usual_aliases_are_known() -> None:
    known = {alias for f in FORMATS.values() for alias in f.aliases}
    assert {"ttl", "n-triples", "json-ld", "rdfxml", "rdf", "nq"} <= known


def test_a_misspelt_format_gets_the_closest_name() -> None:
    code, _, err = run("export", "--format", "jsonl")
    assert code == 2
    assert err == ("error: argument --format: unknown format 'jsonl' (did you mean 'jsonld'?); choose from turtle, "
                   "nt, nquads, trig, jsonld, xml (see 'scholarkg export --help')\n")  # fmt: skip


def test_a_misspelt_command_gets_the_closest_name() -> None:
    assert run("exprot") == (2, "", "error: unknown command 'exprot' (did you mean 'export'?) (see 'scholarkg --help')\n")


def test_a_misspelt_choice_gets_the_closest_name() -> None:
    code, _, err = run("query", "coauthors", "--engine", "oxigrph")
    assert (code, err) == (2, "error: argument --engine: invalid choice: 'oxigrph' (did you mean 'oxigraph'?) "
                              "(see 'scholarkg query --help')\n")  # fmt: skip


def test_report_paths_open_from_where_the_user_stands(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    data = tmp_path / "data2"
    shutil.copytree(BUNDLED_DATA, data)
    (tmp_path / "work").mkdir()
    monkeypatch.chdir(tmp_path / "work")
    code, out, _ = run("validate", "--data", "../data2")
    assert code == 0
    warning = out.splitlines()[0]
    assert warning.startswith("../data2/profiles/")
    assert Path(warning.split(":")[0]).is_file()  # it opens from here


def test_report_paths_below_the_current_folder_are_relative_to_it(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    shutil.copytree(BUNDLED_DATA, tmp_path / "kg" / "data")
    monkeypatch.chdir(tmp_path)
    code, out, _ = run("validate", "--data", str(tmp_path / "kg" / "data"))
    assert code == 0
    assert out.splitlines()[0].startswith("kg/data/profiles/")


@pytest.mark.parametrize(("given", "message"), [
    ("data", "error: 'data' is a folder: check a data folder with --data data\n"),
    ("data/profiles/jiarui-fang.yaml", "error: 'data/profiles/jiarui-fang.yaml' is YAML, not RDF: profiles are "
                                       "checked with their data folder, --data data\n"),
])  # fmt: skip
def test_validate_given_a_folder_or_a_profile_points_to_data(given: str, message: str) -> None:
    assert run("validate", given) == (2, "", message)
