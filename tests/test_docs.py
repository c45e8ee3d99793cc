"""The documentation matches the code: every field, format and command is documented."""

from __future__ import annotations

import re

import pytest

from scholarkg.cli import make_parser
from scholarkg.profiles.schema import all_records

from .conftest import REPO

PROFILE_FORMAT = (REPO / "docs" / "profile-format.md").read_text(encoding="utf-8")
MAPPING = (REPO / "docs" / "mapping.md").read_text(encoding="utf-8")
README = (REPO / "README.md").read_text(encoding="utf-8")


def documented_fields(text: str) -> set[str]:
    """Field names written in `code` spans of a document (`source.url` names both parts)."""
    prose = re.sub(r"```.*?```", "", text, flags=re.DOTALL)  # examples do not document a field
    return {word for span in re.findall(r"`([^`]+)`", prose) for word in re.findall(r"[a-z_]+", span)}


@pytest.mark.parametrize("record", sorted(all_records()))
def test_every_field_the_loader_accepts_is_in_the_profile_format(record: str) -> None:
    missing = set(all_records()[record].fields) - documented_fields(PROFILE_FORMAT)
    assert missing == set(), f"{record}: undocumented fields {sorted(missing)}"


@pytest.mark.parametrize("record", sorted(all_records()))
def test_every_field_has_its_rdf_mapping_documented(record: str) -> None:
    fields = set(all_records()[record].fields) - {"organizations", "people", "lang"}
    missing = fields - documented_fields(MAPPING)
    assert missing == set(), f"{record}: fields missing in docs/mapping.md {sorted(missing)}"


def subcommands() -> list[str]:
    parser = make_parser()
    (action,) = [a for a in parser._actions if a.dest == "command"]
    return sorted(action.choices)


@pytest.mark.parametrize("command", subcommands())
def test_every_subcommand_is_in_the_readme_and_has_help(command: str) -> None:
    assert f"scholarkg {command}" in README
    parser = make_parser()
    (action,) = [a for a in parser._actions if a.dest == "command"]
    assert action.choices[command].format_help().strip()


def test_readme_documents_the_exit_codes() -> None:
    for code in ("0", "1", "2", "3"):
        assert re.search(rf"^\|?\s*`?{code}`?\s*\|", README, re.MULTILINE), code
