"""Loading profiles: every bad input is named by file, line and field, and nothing is built."""

from __future__ import annotations

from pathlib import Path

import pytest

from scholarkg import load_profiles
from scholarkg.errors import DataError, NoDataFolder, UsageError

from .conftest import MINIMAL_PROFILE
from .conftest import cli as run

PROFILE_WITH_EDUCATION = """\
name: Ada Lovelace
education:
  - degree: PhD
    institution: University of London
    start: 1835
    end: "1840-02"
    advisors: [Augustus De Morgan]
source: {document: ada.txt}
curated: 2026-01-01
"""


def load_error(make_data, text: str, **registries: str) -> str:
    root = make_data({"ada-lovelace": text}, **registries)
    with pytest.raises(DataError) as caught:
        load_profiles(root)
    return str(caught.value)


def test_a_valid_profile_loads_with_normalised_values(make_data) -> None:
    corpus = load_profiles(make_data({"ada-lovelace": PROFILE_WITH_EDUCATION}))
    (profile,) = corpus.profiles
    assert profile.id == "ada-lovelace"
    assert profile.path == "data/profiles/ada-lovelace.yaml"
    education = profile.data["education"][0]
    assert (education["start"].iso(), education["end"].iso()) == ("1835", "1840-02")
    assert profile.line_of("education[0].end") == 6


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        pytest.param(
            PROFILE_WITH_EDUCATION.replace("advisors:", "advisers:"),
            "data/profiles/ada-lovelace.yaml:7: education[0].advisers: unknown field 'advisers' "
            "(did you mean 'advisors'?)",
            id="unknown key with suggestion",
        ),
        pytest.param(
            PROFILE_WITH_EDUCATION.replace('end: "1840-02"', 'end: "1840-13"'),
            "data/profiles/ada-lovelace.yaml:6: education[0].end: '1840-13' has no month 13",
            id="impossible month",
        ),
        pytest.param(
            PROFILE_WITH_EDUCATION.replace('end: "1840-02"', "end: 1840-02-30"),
            "data/profiles/ada-lovelace.yaml:6: education[0].end: '1840-02-30' is not a day of the calendar",
            id="impossible day",
        ),
        pytest.param(
            PROFILE_WITH_EDUCATION.replace("start: 1835", "start: soon"),
            "data/profiles/ada-lovelace.yaml:5: education[0].start: 'soon' is not a date "
            '(write 2019, "2019-07" or 2019-07-01)',
            id="not a date",
        ),
        pytest.param(
            PROFILE_WITH_EDUCATION.replace("    institution: University of London\n", ""),
            "data/profiles/ada-lovelace.yaml:3: education[0]: missing required field 'institution'",
            id="missing required field",
        ),
        pytest.param(
            "name: [Ada]\nsource: {document: a}\ncurated: 2026-01-01\n",
            "data/profiles/ada-lovelace.yaml:1: name: expected text, got list ['Ada'] (quote it)",
            id="wrong type",
        ),
        pytest.param(
            MINIMAL_PROFILE + "name: Ada\n",
            "data/profiles/ada-lovelace.yaml:4: duplicate key 'name' (first at line 1)",
            id="duplicate key",
        ),
        pytest.param(
            "name: Ada\n  source: [\n",
            "data/profiles/ada-lovelace.yaml:2: malformed YAML: "
            "mapping values are not allowed in this context",
            id="malformed YAML",
        ),
        pytest.param(
            MINIMAL_PROFILE + "emails: [ada-at-example]\n",
            "data/profiles/ada-lovelace.yaml:4: emails[0]: 'ada-at-example' is not an e-mail address",
            id="bad email",
        ),
        pytest.param(
            MINIMAL_PROFILE + "homepage: www.example.org\n",
            "data/profiles/ada-lovelace.yaml:4: homepage: 'www.example.org' is not an absolute http(s) URL",
            id="relative homepage",
        ),
        pytest.param(
            MINIMAL_PROFILE + "publications:\n  - {title: T, authors: [Ada], kind: jounral}\n",
            "data/profiles/ada-lovelace.yaml:5: publications[0].kind: 'jounral' is not one of journal, "
            "conference, workshop, preprint, thesis, book, chapter, patent, report, poster "
            "(did you mean 'journal'?)",
            id="bad enum",
        ),
        pytest.param(
            "id: ada\n" + MINIMAL_PROFILE,
            "data/profiles/ada-lovelace.yaml:1: id: id 'ada' differs from the file name "
            "'ada-lovelace.yaml' (rename one of them)",
            id="id differs from file name",
        ),
        pytest.param(
            "",
            "data/profiles/ada-lovelace.yaml:1: file is empty",
            id="empty file",
        ),
        pytest.param(
            MINIMAL_PROFILE + "identifiers: {orcid: 0000-0002-1825-0098}\n",
            "data/profiles/ada-lovelace.yaml:4: identifiers.orcid: '0000-0002-1825-0098' is not an ORCID "
            "iD: its check digit should be 7 (ISO 7064 11,2)",
            id="orcid with a wrong check digit",
        ),
        pytest.param(
            MINIMAL_PROFILE + "publications:\n  - title: T\n    kind: journal\n    authors:\n"
            "      - {name: Ada, identifiers: {orcid: 0000-0002-1825}}\n",
            "data/profiles/ada-lovelace.yaml:8: publications[0].authors[0].identifiers.orcid: "
            "'0000-0002-1825' is not an ORCID iD (four groups of four digits: 0000-0002-1825-0097)",
            id="author orcid too short",
        ),
        pytest.param(
            MINIMAL_PROFILE + "publications:\n  - {title: T, authors: [Ada], kind: journal, doi: 1145/3}\n",
            "data/profiles/ada-lovelace.yaml:5: publications[0].doi: '1145/3' is not a DOI "
            "(10.<registrant>/<suffix>, e.g. 10.1145/3295500.3356156)",
            id="not a doi",
        ),
    ],
)
def test_bad_profiles_are_named_by_file_line_and_field(make_data, text: str, expected: str) -> None:
    assert load_error(make_data, text) == expected


def test_all_problems_of_a_file_are_reported_together(make_data) -> None:
    text = MINIMAL_PROFILE + "emails: [nope]\nhomepage: nope\n"
    message = load_error(make_data, text)
    assert message.splitlines() == [
        "data/profiles/ada-lovelace.yaml:4: emails[0]: 'nope' is not an e-mail address",
        "data/profiles/ada-lovelace.yaml:5: homepage: 'nope' is not an absolute http(s) URL",
    ]


def test_identifiers_and_dois_lose_their_resolver_prefix_on_load(make_data) -> None:
    text = MINIMAL_PROFILE + (
        "identifiers: {orcid: 'https://orcid.org/0000-0002-1694-233x'}\n"
        "publications:\n  - title: T\n    kind: journal\n    doi: https://doi.org/10.1145/ABC.1\n"
        "    authors: [{name: Ada, identifiers: {orcid: orcid.org/0000-0002-1825-0097}}]\n"
    )
    (profile,) = load_profiles(make_data({"ada-lovelace": text})).profiles
    assert profile.data["identifiers"] == {"orcid": "0000-0002-1694-233X"}
    (paper,) = profile.data["publications"]
    assert paper["doi"] == "10.1145/ABC.1"  # as written, without the resolver
    assert paper["authors"][0]["identifiers"] == {"orcid": "0000-0002-1825-0097"}


def test_cli_exits_1_on_a_bad_orcid_naming_file_line_and_field(make_data) -> None:
    root = make_data({"ada-lovelace": MINIMAL_PROFILE + "identifiers: {orcid: 0000-0002-1825-0098}\n"})
    code, out, err = run("export", "--data", str(root))
    assert (code, out) == (1, "")
    assert err == (
        "error: data/profiles/ada-lovelace.yaml:4: identifiers.orcid: '0000-0002-1825-0098' is not an "
        "ORCID iD: its check digit should be 7 (ISO 7064 11,2)\n"
    )


def test_an_openalex_id_loses_its_resolver_and_a_bad_one_is_named(make_data) -> None:
    root = make_data(
        {"ada-lovelace": MINIMAL_PROFILE + "identifiers: {openalex: 'https://openalex.org/A5023888391'}\n"}
    )
    (profile,) = load_profiles(root).profiles
    assert profile.data["identifiers"] == {"openalex": "A5023888391"}
    code, out, _ = run("export", "--data", str(root))
    assert code == 0 and "<https://openalex.org/A5023888391>" in out
    bad = make_data({"ada-lovelace": MINIMAL_PROFILE + "identifiers: {openalex: W2741809807}\n"})
    code, out, err = run("export", "--data", str(bad))
    assert (code, out) == (1, "")
    assert err == (
        "error: data/profiles/ada-lovelace.yaml:4: identifiers.openalex: 'W2741809807' is not an "
        "OpenAlex author id (A and digits: A5023888391)\n"
    )


def test_non_utf8_file_is_a_data_error(make_data) -> None:
    root = make_data()
    (root / "profiles" / "ada-lovelace.yaml").write_bytes(b"name: Ada\nsource: {document: \xff}\n")
    with pytest.raises(DataError, match=r"ada-lovelace.yaml:2: file is not valid UTF-8"):
        load_profiles(root)


def test_missing_data_folder_is_a_usage_error_naming_the_folder_not_a_flag(tmp_path: Path) -> None:
    """The library knows no flags: the command line words this error with --data."""
    with pytest.raises(NoDataFolder) as caught:
        load_profiles(tmp_path / "nowhere")
    assert isinstance(caught.value, UsageError) and caught.value.folder == str(tmp_path / "nowhere")
    assert "--" not in str(caught.value) and "profiles/" in str(caught.value)


def test_registry_entries_are_checked_too(make_data) -> None:
    root = make_data(organizations="organizations:\n  - id: Bad Id\n    name: X\n")
    with pytest.raises(DataError) as caught:
        load_profiles(root)
    assert str(caught.value) == (
        "data/organizations.yaml:2: organizations[0].id: 'Bad Id' is not an id "
        "(lowercase letters, digits and single hyphens)"
    )


def test_cli_exits_1_on_bad_data_and_writes_no_file(make_data, tmp_path: Path) -> None:
    root = make_data({"ada-lovelace": PROFILE_WITH_EDUCATION.replace("advisors:", "advisers:")})
    target = tmp_path / "out.ttl"
    code, out, err = run("export", "--data", str(root), "-o", str(target))
    assert code == 1
    assert out == ""
    assert "unknown field 'advisers' (did you mean 'advisors'?)" in err
    assert not target.exists()


def test_cli_exits_2_when_the_data_folder_is_missing(tmp_path: Path) -> None:
    code, _, err = run("export", "--data", str(tmp_path / "nowhere"))
    assert code == 2
    assert "pass --data DIR" in err


def test_cli_exits_2_on_an_unknown_format() -> None:
    code, _, err = run("export", "--format", "n4")
    assert code == 2
    assert err == (
        "error: argument --format: unknown format 'n4'; choose from turtle, nt, nquads, trig, jsonld, "
        "xml (see 'scholarkg export --help')\n"
    )


def test_the_position_loader_reads_every_scalar_as_the_safe_loader_does() -> None:
    """Its shortcut (text when no implicit type starts with the first character) changes no value."""
    import yaml

    from scholarkg.profiles.yamlio import load_yaml_text

    document = """\
plain: Ada Lovelace
typed: [No, yes, Off, "on", ~, null, Null, true, False, 12, -3, +4, 0x1F, 0o17, 1_000, .5, -.inf, .NaN]
dates: [2019, 2019-07-01, 2019-07-01 10:00:00, "2019-07"]
text: [Turing award, 'single', "double", "", ' spaced ', Ölsen, 李明, <<x, =y, ~z, ".5"]
block: |
  two
  lines
merged: {<<: {a: 1}, b: 2}
"""
    assert load_yaml_text(document, "d.yaml") == yaml.load(document, Loader=yaml.SafeLoader)
