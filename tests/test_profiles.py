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
@pytest.mark.parametrize("quoted", [False, True], ids=["dates unquoted", "dates quoted"])
def test_bad_profiles_are_named_by_file_line_and_field(
    make_data, text: str, expected: str, quoted: bool
) -> None:
    # the fast parser reads a file first either way (a date as YAML 1.1 reads it), and a file
    # with an error is read again by the marks-keeping loader for its lines
    if quoted:
        text = text.replace("curated: 2026-01-01", "curated: '2026-01-01'")
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


# -- the fast way in: a parser in Rust, lines read only when asked for --------------------------------

# each is read by the fast parser exactly as by the marks-keeping loader, or not at all (NotPlain)
YAML_1_1_AND_1_2 = {
    "plain profile": "name: Ada Lovelace\nsource: {document: ada.txt}\ncurated: '2026-01-01'\n",
    "unquoted date": "curated: 2026-01-01\nold: [1999-9-9, 2019-02-30]\n",
    "date quoted once, unquoted once": "a: '2026-01-01'\nb: 2026-01-01\n",
    "date inside a longer string too": "a: '2026-01-01'\nb: 'seen 2026-01-01'\n",
    "unquoted date inside a longer string too": "a: 2026-01-01\nb: seen - 2026-01-01\n",
    "date as a key": "2026-01-01: x\n1999-9-9: y\n",
    "date in a block scalar": "a: 2026-01-01\nb: |-\n  2026-01-01\n",
    "date spelt with an escape": 'a: 2026-01-01\nb: "\\x32026-01-01"\n',
    "date and time": "a: 2026-01-01 10:00:00\n",
    "yes, on, 017, 1_000, 1:20, =, <<": "a: [yes, on, 017, 1_000, 1:20, =]\nb: {<<: {c: 1}}\n",
    "0o17, 1e3, -.5, .inf": "a: [0o17, 1e3, -.5, .inf, 1.5]\n",
    "quoted look-alikes": "a: ['yes', \"017\", '1:20', '=', '<<']\n",
    "keys that are not text": "2019: x\ntrue: y\n~: z\n",
    "tag": "a: !!str 12\nb: !!python/object:os.system x\n",
    "anchor and alias": "a: &x b\nc: *x\n",
    "alias without anchor": "a: [*b]\n",
    "alias bomb in JSON style": '{"a":&x [1, 1], "b":[*x, *x], "c":!!str 1}\n',
    "merge of an alias": "b: &x {c: 1}\na: {<<: *x}\n",
    "duplicate key": "a: 1\na: 2\n",
    "two documents": "a: 1\n---\nb: 2\n",
    "directive": "%YAML 1.1\n---\na: 1\n",
    "tab": "a:\tb\nc: 'd\te'\n",
    "control character": "a: b\x07c\n",
    "line breaks of YAML 1.1 only": "a: b\x85c\nd: 'e\u2028f'\n",
    "byte-order marks": "\ufeffa: 1\nb: '\ufeff'\n",
    "escapes": 'a: "\\x41\\u00e9\\N\\_\\/\\t\\\\ \\"q\\""\nb: "one \\\n  two"\n',
    "block and folded scalars": "a: |-\n  2026-01-01\nb: >\n  x\n  y\n\n  z\n",
    "multi-line plain scalar": "a: one\n  two\n\n  three\n",
    "complex key": "? [a, b]\n: x\n",
    "huge int": "a: 123456789012345678901234567890\n",
    "empty": "",
}


@pytest.mark.parametrize("text", YAML_1_1_AND_1_2.values(), ids=YAML_1_1_AND_1_2.keys())
def test_the_fast_parser_reads_a_text_as_the_marks_keeping_loader_does_or_not_at_all(text: str) -> None:
    from scholarkg.errors import ScholarKGError
    from scholarkg.profiles.yamlio import NotPlain, load_plain_yaml, load_yaml_text

    try:
        fast = load_plain_yaml(text)
    except NotPlain:
        return
    try:
        slow = load_yaml_text(text, "a.yaml")
    except ScholarKGError as refused:
        pytest.fail(f"the fast parser read what the loader refuses ({refused})")
    assert fast == slow and [type(v) for v in _leaves(fast)] == [type(v) for v in _leaves(slow)]


def _leaves(value: object) -> list[object]:
    if isinstance(value, dict):
        return [leaf for key, item in value.items() for leaf in (key, *_leaves(item))]
    if isinstance(value, list):
        return [leaf for item in value for leaf in _leaves(item)]
    return [value]


def test_the_fast_parser_takes_quoted_dates_and_leaves_what_yaml_1_1_types() -> None:
    from scholarkg.profiles.yamlio import NotPlain, load_plain_yaml

    taken = ["plain profile", "quoted look-alikes", "escapes", "multi-line plain scalar", "empty"]
    taken += ["unquoted date", "unquoted date inside a longer string too"]
    for name in taken:
        load_plain_yaml(YAML_1_1_AND_1_2[name])  # raises NotPlain if it is not taken
    # a date also quoted inside a longer string cannot be told from a quoted one by the text
    left = ["date quoted once, unquoted once", "date inside a longer string too", "date in a block scalar"]
    left += ["date as a key", "date spelt with an escape", "date and time"]
    for name in [*left, "yes, on, 017, 1_000, 1:20, =, <<", "0o17, 1e3, -.5, .inf", "tag"]:
        with pytest.raises(NotPlain):
            load_plain_yaml(YAML_1_1_AND_1_2[name])


def test_every_yaml_file_of_the_project_reads_the_same_both_ways() -> None:
    from scholarkg.errors import ScholarKGError
    from scholarkg.profiles.yamlio import NotPlain, load_plain_yaml, load_yaml_text

    root = Path(__file__).resolve().parent.parent
    files = sorted((root / "data").rglob("*.yaml")) + sorted((root / "tests").rglob("*.yaml"))
    fast = 0
    for path in files:
        text = path.read_text(encoding="utf-8")
        try:
            value = load_plain_yaml(text)
        except NotPlain:
            continue
        fast += 1
        try:
            assert value == load_yaml_text(text, path), path
        except ScholarKGError as refused:
            pytest.fail(f"{path}: the fast parser read what the loader refuses ({refused})")
    assert len(files) > 20 and fast > 0


def test_a_profile_read_the_fast_way_gives_its_lines_when_asked(make_data) -> None:
    from scholarkg.profiles.corpus import LazyPositions, check_document
    from scholarkg.profiles.schema import PROFILE
    from scholarkg.profiles.yamlio import read_yaml_file

    text = PROFILE_WITH_EDUCATION.replace("curated: 2026-01-01", "curated: '2026-01-01'")
    root = make_data({"ada-lovelace": text})
    (profile,) = load_profiles(root).profiles
    assert isinstance(profile.positions, LazyPositions)
    path = root / "profiles" / "ada-lovelace.yaml"
    slow = check_document(read_yaml_file(path), PROFILE, str(path))
    assert dict(profile.positions) == slow.positions and len(slow.positions) > 8
    assert profile.line_of("education[0].end") == 6
    assert profile.line_of("education[0].advisors[0]") == 7


def test_lines_of_a_file_changed_since_it_was_read_are_not_given(make_data) -> None:
    import pickle

    text = PROFILE_WITH_EDUCATION.replace("curated: 2026-01-01", "curated: '2026-01-01'")
    root = make_data({"ada-lovelace": text})
    (profile,) = load_profiles(root).profiles
    copy = pickle.loads(pickle.dumps(profile))  # as a worker hands it on: the lines not read yet
    (root / "profiles" / "ada-lovelace.yaml").write_text("\n\n" + text, encoding="utf-8")
    assert profile.line_of("education[0].end") is None  # not 6, nor the 8 of the new text
    assert copy.line_of("education[0].end") is None


def test_without_the_fast_parser_every_file_takes_the_marks_keeping_loader(
    make_data, monkeypatch: pytest.MonkeyPatch
) -> None:
    from scholarkg.profiles import yamlio

    text = PROFILE_WITH_EDUCATION.replace("curated: 2026-01-01", "curated: '2026-01-01'")
    root = make_data({"ada-lovelace": text})
    (fast,) = load_profiles(root).profiles
    monkeypatch.setattr(yamlio, "ryaml", None)
    (slow,) = load_profiles(root).profiles
    assert type(slow.positions) is dict and slow.positions == dict(fast.positions)
    assert slow.data == fast.data


def test_a_caller_that_needs_every_line_has_them_read_with_the_file(make_data) -> None:
    # build() records the origin of every node: its profiles are read once, with their lines,
    # not parsed fast and then read again for the lines
    from scholarkg import build
    from scholarkg.profiles.corpus import LazyPositions

    root = make_data({"ada-lovelace": PROFILE_WITH_EDUCATION})
    (fast,) = load_profiles(root).profiles
    (eager,) = load_profiles(root, lines=True).profiles
    assert isinstance(fast.positions, LazyPositions) and type(eager.positions) is dict
    assert eager.positions == dict(fast.positions) and eager.data == fast.data
    (built,) = build(root).corpus.profiles
    assert type(built.positions) is dict
