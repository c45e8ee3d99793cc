"""The page corpus: real public pages that measure how well `scholarkg extract` generalises.

Read as a specification of benchmarks/pages/: what the corpus file holds and how it is split,
that every entry has gold in the profile format, how the evaluation finds the page texts (not in
the repository), and how the corpus's own fields are scored. None of this needs the texts: the
pages here are short excerpts written for the tests in the corpus's styles.
"""

from __future__ import annotations

import hashlib
import importlib.util
import math
import re
import textwrap
from collections import defaultdict
from pathlib import Path
from types import ModuleType

import pytest

from scholarkg.errors import DataError
from scholarkg.extract.evaluate import (
    CORPUS_GOALS,
    SPLITS,
    Page,
    Score,
    evaluate,
    load_outside,
    load_pages,
    page_cases,
    score,
)
from scholarkg.extract.matching import CORPUS_FIELDS
from scholarkg.profiles.corpus import load_profile_file
from scholarkg.profiles.yamlio import read_yaml_file

from .conftest import REPO

CORPUS = REPO / "benchmarks" / "pages" / "corpus.yaml"


@pytest.fixture(scope="module")
def pages() -> list[Page]:
    return load_pages(CORPUS)


def test_the_corpus_has_forty_pages_in_eight_styles_each_style_in_both_halves(pages: list[Page]) -> None:
    by_style: dict[str, set[str]] = defaultdict(set)
    for page in pages:
        by_style[page.style].add(page.split)
    assert len(pages) >= 40
    assert len(by_style) >= 8
    assert all(splits == set(SPLITS) for splits in by_style.values()), dict(by_style)


def test_every_page_names_its_commit_and_is_not_listed_twice(pages: list[Page]) -> None:
    assert all(re.fullmatch(r"[0-9a-f]{40}", page.commit) for page in pages)
    assert len({page.id for page in pages}) == len(pages)
    assert len({(page.repo, page.path) for page in pages}) == len(pages)
    assert all(page.chars > 0 for page in pages)


def test_the_split_is_the_documented_rule_and_no_page_has_moved(pages: list[Page]) -> None:
    """Within a style, sorted by sha256 of "repo/path": the first ceil(n/2) are dev."""
    by_style: dict[str, list[Page]] = defaultdict(list)
    for page in pages:
        by_style[page.style].append(page)
    for style, members in by_style.items():
        ordered = sorted(members, key=lambda p: hashlib.sha256(f"{p.repo}/{p.path}".encode()).hexdigest())
        dev = math.ceil(len(ordered) / 2)
        expected = ["dev"] * dev + ["test"] * (len(ordered) - dev)
        assert [p.split for p in ordered] == expected, style


def test_every_gold_file_is_a_valid_profile_of_its_page(pages: list[Page]) -> None:
    for page in pages:
        profile = load_profile_file(CORPUS.parent / "gold" / f"{page.id}.yaml")
        assert profile.data["source"]["document"] == page.file_name
        assert profile.data["name"]


def test_the_repository_holds_no_page_text() -> None:
    """Only the corpus file, the list of pages read outside it (locations only), the gold and the
    README: the texts are fetched, not shipped."""
    shipped = {p.relative_to(CORPUS.parent).as_posix() for p in CORPUS.parent.rglob("*") if p.is_file()}
    assert all(
        name in ("corpus.yaml", "outside.yaml", "README.md")
        or re.fullmatch(r"(?:gold|outside-gold)/[a-z0-9-]+\.yaml", name)
        for name in shipped
    )
    outside = read_yaml_file(CORPUS.parent / "outside.yaml")["pages"]
    assert outside and all(set(page) == {"style", "repo", "path"} for page in outside)
    scored = load_outside(CORPUS.parent / "outside.yaml")
    corpus_repos = {page.repo for page in load_pages(CORPUS)}
    assert not corpus_repos & ({page["repo"] for page in outside} | {page.repo for page in scored})
    assert len({page.id for page in scored}) == len(scored)


# --- the evaluation, on short pages written for these tests ----------------------------------------

MARKDOWN_CV = """\
# Ana Kovač
ana.kovac@uni-lj.si

## Experience
- 2021 - present: Assistant Professor, University of Ljubljana
- 2018 - 2021: Postdoctoral Researcher, ETH Zurich

## Education
- PhD in Computer Science, University of Ljubljana, 2018
"""

MARKDOWN_GOLD = """\
name: Ana Kovač
emails: [ana.kovac@uni-lj.si]
positions:
  - {title: Assistant Professor, organization: University of Ljubljana, start: 2021}
  - {title: Postdoctoral Researcher, organization: ETH Zurich, start: 2018, end: 2021}
education:
  - {degree: PhD, field: Computer Science, institution: University of Ljubljana, end: 2018}
source: {document: md-kovac.md, kind: cv}
curated: 2026-01-01
"""

RST_CV = """\
Curriculum Vitae
================

:Email: b.osei@example.org

Education
---------
:2010-2014: Bachelor of Science in Physics, University of Ghana
"""

RST_GOLD = """\
name: Kwame Osei
emails: [b.osei@example.org]
education:
  - {degree: BSc, field: Physics, institution: University of Ghana, start: 2010, end: 2014}
source: {document: rst-osei.rst, kind: cv}
curated: 2026-01-01
"""


def write_corpus(root: Path, entries: list[dict[str, object]], golds: dict[str, str]) -> Path:
    root.mkdir(parents=True, exist_ok=True)
    lines = ["pages:"]
    for entry in entries:
        lines.append(f"  - id: {entry['id']}")
        lines += [f"    {key}: {value}" for key, value in entry.items() if key != "id"]
    corpus = root / "corpus.yaml"
    corpus.write_text("\n".join(lines) + "\n", encoding="utf-8")
    (root / "gold").mkdir(exist_ok=True)
    for page_id, text in golds.items():
        (root / "gold" / f"{page_id}.yaml").write_text(text, encoding="utf-8")
    return corpus


def entry(page_id: str, kind: str, split: str, text: str, name_on_page: bool = True) -> dict[str, object]:
    return {
        "id": page_id,
        "style": kind + "-cv",
        "split": split,
        "repo": f"someone/{page_id}",
        "path": f"cv.{kind}",
        "commit": "0123456789abcdef0123456789abcdef01234567",
        "kind": kind,
        "chars": len(text),
        "name_on_page": "true" if name_on_page else "false",
        "chosen": "written for the tests",
    }


@pytest.fixture
def small_corpus(tmp_path: Path) -> tuple[Path, Path]:
    """Two pages (one dev, one test) in a folder, with their gold; the RST page does not name its owner."""
    corpus = write_corpus(
        tmp_path / "bench",
        [
            entry("md-kovac", "md", "dev", MARKDOWN_CV),
            entry("rst-osei", "rst", "test", RST_CV, name_on_page=False),
        ],
        {"md-kovac": MARKDOWN_GOLD, "rst-osei": RST_GOLD},
    )
    texts = tmp_path / "pages"
    texts.mkdir()
    (texts / "md-kovac.md").write_text(MARKDOWN_CV, encoding="utf-8")
    (texts / "rst-osei.rst").write_text(RST_CV, encoding="utf-8")
    return corpus, texts


def test_pages_are_found_by_id_and_kind_and_a_page_without_its_owners_name_is_not_scored_on_it(
    small_corpus: tuple[Path, Path],
) -> None:
    corpus, texts = small_corpus
    cases, problems = page_cases(load_pages(corpus), texts, corpus)
    assert problems == []
    assert [(case.name, case.document.name, sorted(case.unscored)) for case in cases] == [
        ("md-kovac", "md-kovac.md", []),
        ("rst-osei", "rst-osei.rst", ["name"]),
    ]
    report = evaluate(cases, None, "small", CORPUS_FIELDS)
    assert "name" in report.scores["md-kovac"] and "name" not in report.scores["rst-osei"]
    assert set(report.goal_of) == set(CORPUS_FIELDS)


def test_a_missing_page_and_a_page_of_another_size_are_reported_and_left_out(
    small_corpus: tuple[Path, Path],
) -> None:
    corpus, texts = small_corpus
    (texts / "md-kovac.md").unlink()
    (texts / "rst-osei.rst").write_text(RST_CV + "one more line\n", encoding="utf-8")
    cases, problems = page_cases(load_pages(corpus), texts, corpus)
    assert cases == []
    assert problems[0].startswith("md-kovac: missing")
    assert problems[1].startswith(f"rst-osei: {len(RST_CV) + 14} characters, but someone/rst-osei/cv.rst")
    assert problems[1].endswith(f"has {len(RST_CV)}: not the recorded text, left out")


@pytest.mark.parametrize(
    ("key", "value", "message"),
    [
        ("commit", "abc123", "commit must be 40 hexadecimal digits"),
        ("split", "train", "split must be one of dev, test"),
        ("kind", "pdf", "kind must be one of md, tex, rst, txt, html"),
        ("id", "Not-A-Slug", "id must be a lowercase slug"),
    ],
)
def test_a_malformed_entry_is_refused_with_file_line_and_field(
    tmp_path: Path, key: str, value: str, message: str
) -> None:
    good = entry("md-kovac", "md", "dev", MARKDOWN_CV)
    corpus = write_corpus(
        tmp_path,
        [good, {**entry("rst-osei", "rst", "test", RST_CV), key: value}],
        {
            "md-kovac": MARKDOWN_GOLD,
            "rst-osei": RST_GOLD,
            "Not-A-Slug": RST_GOLD,
        },
    )
    with pytest.raises(DataError) as raised:
        load_pages(corpus)
    assert str(raised.value) == f"{corpus}:12: pages[1]: {message}"


def test_an_entry_without_gold_is_refused(tmp_path: Path) -> None:
    corpus = write_corpus(tmp_path, [entry("md-kovac", "md", "dev", MARKDOWN_CV)], {})
    with pytest.raises(DataError, match=r"pages\[0\]\.id: no gold file .*md-kovac\.yaml"):
        load_pages(corpus)


# --- the corpus's fields ------------------------------------------------------------------------------


def position(title: str, start: int, end: int | None = None, **more: object) -> dict[str, object]:
    return {"title": title, "organization": "University of Ljubljana", "start": start, "end": end, **more}


def test_positions_are_scored_apart_as_held_now_or_past() -> None:
    expected = {
        "positions": [
            position("Professor", 2021),
            position("Lecturer", 2015, 2021),
            position("Visiting Fellow", 2012, current=False),
        ]
    }
    extracted = {"positions": [position("Professor", 2021), position("Lecturer", 2015, 2020)]}
    scores = score(extracted, expected, None, ("current_positions", "past_positions"))
    assert scores["current_positions"] == Score(matched=1, extracted=1, expected=1)
    assert scores["past_positions"] == Score(matched=0, extracted=1, expected=2)


def test_an_organisation_is_the_same_with_or_without_its_acronym_in_brackets() -> None:
    kestrel = {"title": "Engineer", "organization": "Kestrel Research Institute (KRI)", "start": 2019}
    expected = {"positions": [{**kestrel, "organization": "Kestrel Research Institute"}]}
    scores = score({"positions": [kestrel]}, expected, None, ("current_positions",))
    assert scores["current_positions"] == Score(matched=1, extracted=1, expected=1)
    # a town in brackets is no acronym: it is still compared
    other = {"positions": [{**kestrel, "organization": "Kestrel Research Institute (Eastport)"}]}
    assert score(other, expected, None, ("current_positions",))["current_positions"].matched == 0


def test_publications_are_scored_by_title_alone_by_title_year_and_authors_and_by_their_number() -> None:
    paper = {"title": "Sparse Graphs, Fast", "year": 2020, "authors": ["A. Kovač", "B. Osei"]}
    expected = {"publications": [paper, {**paper, "title": "Dense Graphs, Slow"}]}
    extracted = {
        "publications": [{**paper, "title": "Sparse graphs: fast", "authors": ["B. Osei", "A. Kovač"]}] * 3
    }
    scores = score(extracted, expected, None, ("publication_titles", "publications", "publication_count"))
    assert scores["publication_titles"] == Score(matched=1, extracted=3, expected=2)
    assert scores["publications"] == Score(matched=0, extracted=3, expected=2)
    assert scores["publication_count"] == Score(matched=2, extracted=3, expected=2)


def test_the_name_is_compared_as_names_are_elsewhere() -> None:
    scores = score({"name": "ANA KOVAČ"}, {"name": "Ana Kovac"}, None, ("name",))
    assert scores["name"] == Score(matched=1, extracted=1, expected=1)
    assert score({}, {"name": "Ana Kovac"}, None, ("name",))["name"] == Score(
        matched=0, extracted=0, expected=1
    )


def test_the_goals_are_the_issues_ninety_percent_and_ninety_five_for_titles() -> None:
    assert CORPUS_GOALS == {name: (0.95 if name == "publication_titles" else 0.90) for name in CORPUS_FIELDS}


# --- the command ----------------------------------------------------------------------------------


def evaluation_script() -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        "extraction_eval", REPO / "benchmarks" / "extraction_eval.py"
    )
    module = importlib.util.module_from_spec(spec)  # type: ignore[arg-type]
    spec.loader.exec_module(module)  # type: ignore[union-attr]
    return module


def test_without_the_page_texts_the_corpus_is_skipped_and_the_rest_still_runs(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    script = evaluation_script()
    assert script.main(["--seeds", str(tmp_path / "no-seeds")]) == 0
    assert "no --pages folder given: page corpus skipped" in capsys.readouterr().out
    assert script.main(["--seeds", str(tmp_path / "no-seeds"), "--pages", str(tmp_path / "absent")]) == 0
    out = capsys.readouterr().out
    assert f"no page folder at {tmp_path / 'absent'}: page corpus skipped" in out
    assert "### Fixtures" in out


def test_with_the_page_texts_it_prints_a_dev_table_and_a_test_table_with_the_goals(
    small_corpus: tuple[Path, Path], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    corpus, texts = small_corpus
    script = evaluation_script()
    argv = ["--seeds", str(tmp_path / "none"), "--fixtures", str(tmp_path / "none"), "--corpus", str(corpus)]
    assert script.main([*argv, "--pages", str(texts)]) == 0
    out = capsys.readouterr().out
    assert "page corpus: 2 of 2 pages found" in out
    dev = out.split("### Pages, dev half (1 real page in 2 styles, no registries)")[1].split("###")[0]
    test = out.split("### Pages, test half (1 real page in 2 styles, no registries)")[1]
    for half in (dev, test):
        assert "| publications (title) |" in half and "≥ 0.95" in half
        assert "| past positions |" in half and "| publication count |" in half
    assert re.search(r"^  pages test +publication_titles", out, re.MULTILINE)


def test_a_malformed_corpus_stops_the_command_with_exit_1(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "corpus.yaml").write_text(textwrap.dedent("pages: []\n"), encoding="utf-8")
    (tmp_path / "texts").mkdir()
    script = evaluation_script()
    argv = ["--seeds", str(tmp_path / "none"), "--corpus", str(tmp_path / "corpus.yaml")]
    assert script.main([*argv, "--pages", str(tmp_path / "texts")]) == 1
    assert "corpus.yaml:1: pages: no 'pages' list of entries" in capsys.readouterr().err


def test_pages_outside_the_corpus_are_scored_by_group_on_the_fields_their_gold_holds(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    page = (
        "# Ana Example\n\n## Experience\n\n- 2021 - present: Assistant Professor, University of Ljubljana\n"
    )
    texts = tmp_path / "texts"
    texts.mkdir()
    (texts / "ana.md").write_text(page, encoding="utf-8")
    (texts / "bo.md").write_text(page + "\n", encoding="utf-8")  # not the recorded text
    (tmp_path / "outside-gold").mkdir()
    gold = (
        "positions:\n  - {title: Assistant Professor, organization: University of Ljubljana, start: 2021}\n"
    )
    for name in ("ana", "bo"):
        (tmp_path / "outside-gold" / f"{name}.yaml").write_text(gold, encoding="utf-8")
    entry = "{{id: {}, group: 4, style: md, repo: a/b, path: cv.md, commit: {}, kind: md, chars: {}}}"
    (tmp_path / "outside.yaml").write_text(
        "pages: []\nscored:\n"
        + "".join(f"  - {entry.format(name, 'f' * 40, len(page))}\n" for name in ("ana", "bo")),
        encoding="utf-8",
    )
    script = evaluation_script()
    argv = ["--seeds", str(tmp_path / "none"), "--fixtures", str(tmp_path / "none")]
    assert (
        script.main([*argv, "--outside", str(texts), "--outside-list", str(tmp_path / "outside.yaml")]) == 0
    )
    out = capsys.readouterr().out
    assert f"outside the corpus: bo: {len(page) + 1} characters, but the list records {len(page)}" in out
    table = out.split("### Pages outside the corpus, group 4 (1 real page, no registries)")[1]
    assert "| current positions | 1 | 1 | 1 | 1.00 | 1.00 | 1.00 | ≥ 0.90 met |" in table
    assert "publication" not in table and "| name |" not in table  # the gold holds posts only
    assert re.search(r"^  outside group 4 +current_positions +1\.00", out, re.MULTILINE)
