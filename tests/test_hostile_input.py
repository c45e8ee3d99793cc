"""Hostile or broken data folders: each is refused in one line that names file, line and field,
with the README's exit code (1 the data is wrong, 3 the environment), in bounded time and memory.
"""

from __future__ import annotations

import shutil
import time
from pathlib import Path

import pytest

from .conftest import BUNDLED_DATA, MINIMAL_PROFILE
from .conftest import cli as run


def alias_bomb(levels: int = 9, width: int = 9) -> str:
    """Nested anchors: ``width ** levels`` copies of a string in a few hundred bytes."""
    lines = [f"l0: &l0 [{', '.join(['lol'] * width)}]"]
    lines += [f"l{i}: &l{i} [{', '.join([f'*l{i - 1}'] * width)}]" for i in range(1, levels)]
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize("command", [["export"], ["export", "--format", "nquads"], ["validate", "--data"]])
def test_a_yaml_alias_bomb_is_refused_at_once(make_data, command: list[str]) -> None:
    data = make_data({"ada-lovelace": MINIMAL_PROFILE + alias_bomb()})
    started = time.monotonic()
    code, out, err = (
        run(*command, str(data)) if command[-1] == "--data" else run(*command, "--data", str(data))
    )
    assert time.monotonic() - started < 10
    assert (code, out) == (1, "")
    first = err.splitlines()[0]
    assert first.startswith("error: ") and first.endswith(
        f"profiles/ada-lovelace.yaml:{len(MINIMAL_PROFILE.splitlines()) + 2}: l1[0]: "
        "YAML alias '*l0' refused: profiles and registries take no aliases; write the value out"
    )
    assert len(err) < 1000


def test_an_alias_in_a_registry_is_refused_with_its_field(make_data) -> None:
    organizations = "organizations:\n- id: acme\n  name: &n Acme\n- id: acme2\n  name: *n\n"
    data = make_data(organizations=organizations)
    code, _, err = run("export", "--data", str(data))
    assert code == 1
    assert err.endswith(
        "organizations.yaml:5: organizations[1].name: YAML alias '*n' refused: profiles and "
        "registries take no aliases; write the value out\n"
    )


def test_two_profile_files_with_one_id_are_refused_naming_both(tmp_path: Path) -> None:
    data = tmp_path / "data"
    shutil.copytree(BUNDLED_DATA, data)
    shutil.copy(data / "profiles" / "jiarui-fang.yaml", data / "profiles" / "jiarui-fang.yml")
    for fmt in ("turtle", "nquads"):
        code, out, err = run("export", "--format", fmt, "--data", str(data))
        assert (code, out) == (1, "")
        assert err.splitlines()[0].endswith(
            "profiles/jiarui-fang.yml: id: profile id 'jiarui-fang' is also the id of "
            f"{err.split('is also the id of ')[1].split(':')[0]}: one file per person (remove or rename one)"
        )
        assert "profiles/jiarui-fang.yaml" in err


def unreadable_registry(tmp_path: Path) -> Path:
    """A data folder whose organizations.yaml cannot be read (a folder stands in for a file
    without read permission, which root could still read)."""
    data = tmp_path / "data"
    shutil.copytree(BUNDLED_DATA, data)
    (data / "organizations.yaml").unlink()
    (data / "organizations.yaml").mkdir()
    return data


@pytest.mark.parametrize("fmt", ["turtle", "nquads"])
def test_an_unreadable_registry_is_an_environment_problem_naming_it(tmp_path: Path, fmt: str) -> None:
    data = unreadable_registry(tmp_path)
    output = tmp_path / ("out.ttl" if fmt == "turtle" else "out.nq")
    code, out, err = run("export", "--format", fmt, "--data", str(data), "-o", str(output))
    assert (code, out) == (3, "")
    assert err.splitlines()[0].startswith("error: ")
    assert err.splitlines()[0].endswith("data/organizations.yaml: cannot read: is a directory")
    assert not output.exists()


def test_a_control_character_is_refused_with_line_and_field(make_data) -> None:
    data = make_data({"ada-lovelace": MINIMAL_PROFILE.replace("name: Ada Lovelace", "name: Ada\x01Lovelace")})
    code, _, err = run("export", "--data", str(data))
    line = next(n for n, text in enumerate(MINIMAL_PROFILE.splitlines(), 1) if text.startswith("name:"))
    assert code == 1
    assert err.endswith(
        f"profiles/ada-lovelace.yaml:{line}: name: malformed YAML: character U+0001 is not "
        "allowed in YAML (remove it)\n"
    )


def test_an_organisation_parent_cycle_names_file_line_and_field(tmp_path: Path) -> None:
    data = tmp_path / "data"
    shutil.copytree(BUNDLED_DATA, data)
    registry = data / "organizations.yaml"
    text = registry.read_text(encoding="utf-8")
    registry.write_text(
        text.replace(
            "  kind: company\n  location:\n    city: Shenzhen",
            "  kind: company\n  parent: wechat-ai\n  location:\n    city: Shenzhen",
            1,
        ),
        encoding="utf-8",
    )
    code, out, _ = run("validate", "--data", str(data))
    assert code == 1
    cycle = [line for line in out.splitlines() if "is part of itself" in line]
    assert len(cycle) == 2
    assert all(line.split(": ", 2)[1].startswith("organizations[") for line in cycle)
    assert all(
        line.split(":")[0].endswith("data/organizations.yaml") and line.split(":")[1].isdigit()
        for line in cycle
    )


class _Planted:
    """A pickle that, if ever unpickled, leaves a file behind (and would run any command)."""

    def __init__(self, marker: Path) -> None:
        self.marker = marker

    def __reduce__(self) -> tuple[object, tuple[()]]:
        return (self.marker.touch, ())


@pytest.mark.parametrize("fmt", ["nquads", "nt"])
def test_a_planted_cache_entry_is_never_run_and_is_rebuilt(tmp_path: Path, fmt: str) -> None:
    import pickle

    cache, marker = tmp_path / "cache", tmp_path / "planted-code-ran"
    expected = run("export", "--format", fmt, "--data", str(BUNDLED_DATA))[1]
    assert run("export", "--format", fmt, "--data", str(BUNDLED_DATA), "--cache", str(cache))[1] == expected
    entries = [p for kind in ("records", "summaries") for p in (cache / kind).rglob("*") if p.is_file()]
    assert len(entries) == 2 * len(list((BUNDLED_DATA / "profiles").glob("*.yaml")))
    for entry in entries:
        entry.write_bytes(pickle.dumps(_Planted(marker)))
    # graphs are cached too: without them, every profile is read through the planted entries
    shutil.rmtree(cache / "graphs")

    code, out, err = run("export", "--format", fmt, "--data", str(BUNDLED_DATA), "--cache", str(cache))
    assert (code, err) == (0, "")
    assert out == expected
    assert not marker.exists()
    assert all(entry.read_bytes().startswith(b'{"key":') for entry in entries)  # written again, as data


def test_deeply_nested_brackets_never_reach_the_fast_parser(monkeypatch: pytest.MonkeyPatch) -> None:
    """ryaml takes time quadratic in the depth of [ and { before it refuses them (18 s for a
    200 KB file 100,000 deep): such a text goes to PyYAML, which refuses it at once."""
    from scholarkg.errors import DataError
    from scholarkg.profiles import yamlio

    asked: list[str] = []
    monkeypatch.setattr(yamlio.ryaml, "loads", asked.append)
    text = "name: " + "[" * 100_000 + "]" * 100_000 + "\n"
    with pytest.raises(yamlio.NotPlain):
        yamlio.load_plain_yaml(text)
    assert asked == []
    yamlio.load_plain_yaml("name: [[[a]]]\n")  # a few levels are the fast parser's
    assert asked == ["name: [[[a]]]\n"]
    with pytest.raises(DataError, match=r"a.yaml:1: malformed YAML: exceeded maximum nesting depth"):
        yamlio.load_yaml_text(text, "a.yaml")
