"""What a new user runs into with files and formats: modes, extensions, aliases, misspellings,
and paths in messages that can be opened from where the user stands."""

from __future__ import annotations

import io
import json
import os
import shutil
import stat
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from scholarkg.cli import main
from scholarkg.export.formats import FORMATS

from .conftest import BUNDLED_DATA
from .conftest import cli as run


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
def test_a_new_output_file_gets_the_mode_the_umask_gives(
    tmp_path: Path, umask: None, mask: int, mode: int
) -> None:
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
    assert err == (
        f"error: --format turtle contradicts the output's extension: '{output}' stands for jsonld "
        "(leave out --format, or name the file *.ttl)\n"
    )
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
    assert err == (
        "error: argument --format: unknown format 'jsonl' (did you mean 'jsonld'?); choose from turtle, "
        "nt, nquads, trig, jsonld, xml (see 'scholarkg export --help')\n"
    )


def test_a_misspelt_command_gets_the_closest_name() -> None:
    assert run("exprot") == (
        2,
        "",
        "error: unknown command 'exprot' (did you mean 'export'?) (see 'scholarkg --help')\n",
    )


def test_a_misspelt_choice_gets_the_closest_name() -> None:
    code, _, err = run("query", "coauthors", "--engine", "oxigrph")
    assert (code, err) == (
        2,
        (
            "error: argument --engine: invalid choice: 'oxigrph' (did you mean 'oxigraph'?) "
            "(see 'scholarkg query --help')\n"
        ),
    )


def test_report_paths_open_from_where_the_user_stands(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    data = tmp_path / "data2"
    shutil.copytree(BUNDLED_DATA, data)
    (tmp_path / "work").mkdir()
    monkeypatch.chdir(tmp_path / "work")
    code, out, _ = run("validate", "--data", "../data2")
    assert code == 0
    warning = out.splitlines()[0]
    assert warning.startswith("../data2/profiles/")
    assert Path(warning.split(":")[0]).is_file()  # it opens from here


def test_report_paths_below_the_current_folder_are_relative_to_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    shutil.copytree(BUNDLED_DATA, tmp_path / "kg" / "data")
    monkeypatch.chdir(tmp_path)
    code, out, _ = run("validate", "--data", str(tmp_path / "kg" / "data"))
    assert code == 0
    assert out.splitlines()[0].startswith("kg/data/profiles/")


@pytest.mark.parametrize(
    ("given", "message"),
    [
        ("data", "error: 'data' is a folder: check a data folder with --data data\n"),
        ("data/", "error: 'data/' is a folder: check a data folder with --data data\n"),
        ("data/profiles", "error: 'data/profiles' is a folder: check a data folder with --data data\n"),
        (
            "data/profiles/jiarui-fang.yaml",
            (
                "error: 'data/profiles/jiarui-fang.yaml' is YAML, not RDF: check a data "
                "folder with --data data\n"
            ),
        ),
        (
            "data/people.yaml",
            "error: 'data/people.yaml' is YAML, not RDF: check a data folder with --data data\n",
        ),
        (
            "data/organizations.yaml",
            ("error: 'data/organizations.yaml' is YAML, not RDF: check a data folder with --data data\n"),
        ),
        (
            "profiles/ada.YML",
            "error: 'profiles/ada.YML' is YAML, not RDF: check a data folder with --data .\n",
        ),
        ("notes.Yaml", "error: 'notes.Yaml' is YAML, not RDF: check a data folder with --data DIR\n"),
    ],
)
def test_validate_given_a_folder_or_a_profile_points_to_data(
    given: str, message: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(BUNDLED_DATA.parent)
    assert run("validate", given) == (2, "", message)


def test_the_library_says_what_file_is_without_naming_flags() -> None:
    from scholarkg.validate import NotRdf, validate_path

    with pytest.raises(NotRdf) as raised:
        validate_path(BUNDLED_DATA / "profiles")
    assert (str(raised.value), raised.value.data_folder) == (
        f"'{BUNDLED_DATA / 'profiles'}' is a folder",
        BUNDLED_DATA,
    )


def test_an_output_through_a_symbolic_link_replaces_the_file_it_points_to(tmp_path: Path) -> None:
    real = tmp_path / "exports" / "kg.ttl"
    real.parent.mkdir()
    real.write_text("old")
    real.chmod(0o640)
    link = tmp_path / "kg.ttl"
    link.symlink_to(real)
    assert run("export", "--data", str(BUNDLED_DATA), "-o", str(link)) == (0, "", "")
    assert link.is_symlink()
    assert real.read_bytes() == export_bytes()
    assert stat.S_IMODE(real.stat().st_mode) == 0o640
    assert sorted(p.name for p in tmp_path.rglob("*")) == ["exports", "kg.ttl", "kg.ttl"]


@pytest.mark.parametrize("name", ["turtle", "nt"])  # written whole, and streamed
def test_an_output_that_is_a_device_is_written_in_place(tmp_path: Path, name: str) -> None:
    link = tmp_path / "kg.out"  # as -o /dev/null, which must never become a file
    link.symlink_to("/dev/null")
    assert run("export", "--data", str(BUNDLED_DATA), "--format", name, "-o", str(link)) == (0, "", "")
    assert link.is_symlink()
    assert stat.S_ISCHR(os.stat("/dev/null").st_mode)
    assert list(tmp_path.iterdir()) == [link]


def test_an_output_that_is_a_pipe_is_written_into_it(tmp_path: Path) -> None:
    fifo = tmp_path / "kg.nt"  # as bash's -o >(gzip > kg.nt.gz)
    os.mkfifo(fifo)
    os.link(fifo, tmp_path / "same-fifo")  # to let the reader go if the pipe were replaced
    received: list[bytes] = []
    reader = threading.Thread(
        target=lambda: received.append((tmp_path / "same-fifo").read_bytes()), daemon=True
    )
    reader.start()
    try:
        assert run("export", "--data", str(BUNDLED_DATA), "-o", str(fifo)) == (0, "", "")
        assert stat.S_ISFIFO(fifo.stat().st_mode)
        reader.join(timeout=30)
        assert received == [export_bytes("--format", "nt")]
    finally:
        if reader.is_alive():
            os.close(os.open(tmp_path / "same-fifo", os.O_WRONLY | os.O_NONBLOCK))


def test_an_output_that_is_a_folder_is_an_environment_problem(tmp_path: Path) -> None:
    (tmp_path / "kg.nt").mkdir()
    code, out, err = run("export", "--data", str(BUNDLED_DATA), "-o", str(tmp_path / "kg.nt"))
    assert (code, out) == (3, "")
    assert err == f"error: {tmp_path / 'kg.nt'}: cannot write output: Is a directory\n"
    assert list(tmp_path.iterdir()) == [tmp_path / "kg.nt"]


def test_a_linked_profile_is_named_as_the_data_folder_holds_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    shutil.copytree(BUNDLED_DATA, tmp_path / "data")
    (tmp_path / "shared").mkdir()
    profile = tmp_path / "data" / "profiles" / "jiarui-fang.yaml"
    profile.rename(tmp_path / "shared" / "jiarui-fang.yaml")
    profile.symlink_to(tmp_path / "shared" / "jiarui-fang.yaml")
    monkeypatch.chdir(tmp_path)
    code, out, _ = run("validate", "--data", "data")
    assert code == 0
    assert out.splitlines()[0].startswith("data/profiles/jiarui-fang.yaml:69: ")


def test_paths_below_a_current_folder_reached_through_a_link_are_relative(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    shutil.copytree(BUNDLED_DATA, tmp_path / "real" / "data")
    (tmp_path / "link").symlink_to(tmp_path / "real")
    monkeypatch.chdir(tmp_path / "real")  # the shell's $PWD would be .../link
    code, out, _ = run("validate", "--data", str(tmp_path / "link" / "data"))
    assert code == 0
    assert out.splitlines()[0].startswith("data/profiles/jiarui-fang.yaml:69: ")


def test_a_redirected_stdout_named_as_a_file_is_written_where_the_shell_left_it(tmp_path: Path) -> None:
    log = tmp_path / "log"
    log.write_bytes(b"before\n")
    with log.open("ab") as appended:  # as a shell's -o /dev/stdout >> log, with /dev/stdout as /proc names it
        output = f"/proc/self/fd/{appended.fileno()}"
        assert run("export", "--data", str(BUNDLED_DATA), "--format", "nt", "-o", output) == (0, "", "")
    assert log.read_bytes() == b"before\n" + export_bytes("--format", "nt")
    assert [p.name for p in tmp_path.iterdir()] == ["log"]
