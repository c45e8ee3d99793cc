"""How good are the drafts? Extract documents whose profile is known and score field by field.

Each field is compared as a multiset of facts (``matching.keys``): precision is the share of
extracted facts that the expected profile has, recall the share of expected facts extracted.
A publication counts when its title, year and ordered author list all match after normalisation;
an education entry when degree, institution and end year match; an advisor when degree, role
(advisor, co-advisor, committee) and name match; a position when organisation, title, start and
end year match; a student when name and level match.

The page corpus (``benchmarks/pages/corpus.yaml``: real pages by repository, path and commit,
with hand-written gold) is scored on ``matching.CORPUS_FIELDS``: also the name, positions held
now and past ones apart, publications by title alone, and the number of publications (matched:
the smaller of the two counts). Its texts are not shipped: :func:`page_cases` finds them in a
folder and says which are missing or differ from the size the corpus records.
"""

from __future__ import annotations

import datetime as dt
import re
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..errors import DataError
from ..profiles.corpus import load_profile_file, profile_paths
from ..profiles.yamlio import read_yaml_file
from .core import extract
from .linking import Registry
from .matching import CORPUS_FIELDS, FIELDS, keys
from .source import read_source

GOALS = {"publications": 0.95, "education": 0.90, "advisors": 0.90, "positions": 0.85, "emails": 1.0}
# The page corpus's goals (on its test half): 0.90 for every field, 0.95 for publication titles.
CORPUS_GOALS = {name: 0.95 if name == "publication_titles" else 0.90 for name in CORPUS_FIELDS}
CORPUS_LABELS = {
    "name": "name",
    "emails": "emails",
    "current_positions": "current positions",
    "past_positions": "past positions",
    "education": "education (degree, institution, year)",
    "advisors": "advisors",
    "publication_titles": "publications (title)",
    "publications": "publications (title, year, ordered authors)",
    "publication_count": "publication count",
}
PINNED = dt.date(2000, 1, 1)


@dataclass
class Score:
    matched: int = 0
    extracted: int = 0
    expected: int = 0

    def __add__(self, other: Score) -> Score:
        return Score(
            self.matched + other.matched, self.extracted + other.extracted, self.expected + other.expected
        )

    @property
    def precision(self) -> float | None:
        return self.matched / self.extracted if self.extracted else (None if not self.expected else 0.0)

    @property
    def recall(self) -> float | None:
        return self.matched / self.expected if self.expected else (None if not self.extracted else 0.0)

    @property
    def f1(self) -> float | None:
        if not self.extracted and not self.expected:
            return None
        p, r = self.precision or 0.0, self.recall or 0.0
        return 2 * p * r / (p + r) if p + r else 0.0


@dataclass
class Case:
    name: str
    document: Path
    expected: Path
    unscored: frozenset[str] = frozenset()  # fields this document cannot be scored on


@dataclass
class Report:
    title: str
    scores: dict[str, dict[str, Score]] = field(default_factory=dict)  # case -> field -> score
    fields: tuple[str, ...] = FIELDS
    goal_of: dict[str, float] = field(default_factory=lambda: dict(GOALS))
    labels: dict[str, str] = field(default_factory=dict)
    failures: list[str] = field(default_factory=list)  # pages the extractor failed on

    def total(self, name: str) -> Score:
        out = Score()
        for case in self.scores.values():
            out = out + case.get(name, Score())
        return out

    def goals(self) -> dict[str, tuple[float | None, float, bool]]:
        out = {}
        for name, goal in self.goal_of.items():
            f1 = self.total(name).f1
            out[name] = (f1, goal, f1 is None or f1 >= goal - 1e-9)
        return out


def score(
    extracted: dict[str, Any],
    expected: dict[str, Any],
    registry: Registry | None,
    fields: tuple[str, ...] = FIELDS,
) -> dict[str, Score]:
    out = {}
    for name in fields:
        if name == "publication_count":
            mine, theirs = len(extracted.get("publications", [])), len(expected.get("publications", []))
            out[name] = Score(min(mine, theirs), mine, theirs)
            continue
        found = Counter(keys(name, extracted, registry))
        wanted = Counter(keys(name, expected, registry))
        matched = sum((found & wanted).values())
        out[name] = Score(matched, sum(found.values()), sum(wanted.values()))
    return out


def evaluate(
    cases: list[Case], registry: Registry | None, title: str, fields: tuple[str, ...] = FIELDS
) -> Report:
    """Extract and score each case. On the seeds and fixtures any failure propagates; on the page
    corpus (``fields`` other than the default) a page the extractor fails on is a draft with no
    facts, and the failure is listed in ``report.failures``: the corpus measures the extractor on
    pages it has never seen, and a crash there is a result, not a reason to stop measuring."""
    report = Report(title)
    corpus = fields != FIELDS
    if corpus:
        report.fields, report.goal_of, report.labels = fields, dict(CORPUS_GOALS), dict(CORPUS_LABELS)
    for case in cases:
        source = read_source(case.document)
        try:
            extracted = extract(source, registry, PINNED).plain()
        except Exception as failure:  # noqa: BLE001 -- reported with the page, see the docstring
            if not corpus:
                raise
            report.failures.append(f"{case.name}: the extractor failed: {type(failure).__name__}: {failure}")
            extracted = {}
        expected = read_yaml_file(case.expected)
        scored = tuple(name for name in fields if name not in case.unscored)
        report.scores[case.name] = score(extracted, expected, registry, scored)
    return report


def seed_cases(seeds_dir: Path, data_dir: Path) -> list[Case]:
    """Every curated profile whose ``source.document`` is in the seeds folder."""
    cases = []
    for path in profile_paths(data_dir):
        profile = load_profile_file(path)
        document = seeds_dir / profile.data["source"]["document"]
        if document.is_file():
            cases.append(Case(profile.id, document, path))
    return cases


def fixture_cases(folder: Path) -> list[Case]:
    """Each sub-folder holds one document and its ``expected.yaml``."""
    cases = []
    for case in sorted(p for p in folder.iterdir() if p.is_dir()):
        expected = case / "expected.yaml"
        documents = [p for p in sorted(case.iterdir()) if p.is_file() and p.name != "expected.yaml"]
        if expected.is_file() and len(documents) == 1:
            cases.append(Case(case.name, documents[0], expected))
    return cases


@dataclass(frozen=True)
class Page:
    """One entry of the page corpus: where the page is published, and how it is scored."""

    id: str
    style: str
    split: str
    repo: str
    path: str
    commit: str
    kind: str
    chars: int
    name_on_page: bool

    @property
    def file_name(self) -> str:
        return f"{self.id}.{self.kind}"


SPLITS = ("dev", "test")
PAGE_KINDS = ("md", "tex", "rst", "txt", "html")
_PAGE_FIELDS = {
    "id": str,
    "style": str,
    "split": str,
    "repo": str,
    "path": str,
    "commit": str,
    "kind": str,
    "chars": int,
    "name_on_page": bool,
    "chosen": str,
}
_ID = re.compile(r"[a-z0-9]+(-[a-z0-9]+)*")
_COMMIT = re.compile(r"[0-9a-f]{40}")


def _entry_problem(entry: dict[str, Any], seen: set[str]) -> tuple[str, str] | None:
    """What is wrong with one corpus entry: (its key, or "" for the entry, and the message)."""
    for key, kind in _PAGE_FIELDS.items():
        value = entry.get(key)
        if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
            return key, f"missing, or not a {kind.__name__}"
    unknown = sorted(set(entry) - set(_PAGE_FIELDS))
    if unknown:
        return "", f"unknown key '{unknown[0]}'"
    if not _ID.fullmatch(entry["id"]):
        return "", "id must be a lowercase slug"
    if entry["id"] in seen:
        return "", f"id '{entry['id']}' is given twice"
    if not _COMMIT.fullmatch(entry["commit"]):
        return "", "commit must be 40 hexadecimal digits"
    if entry["split"] not in SPLITS:
        return "", f"split must be one of {', '.join(SPLITS)}"
    if entry["kind"] not in PAGE_KINDS:
        return "", f"kind must be one of {', '.join(PAGE_KINDS)}"
    return None


def load_pages(corpus_file: Path) -> list[Page]:
    """Read and check the page corpus file: every entry complete, ids unique, gold files present.

    The gold of entry ``id`` is ``gold/<id>.yaml`` next to the corpus file.
    """
    data = read_yaml_file(corpus_file)
    entries = data.get("pages") if isinstance(data, dict) else None
    if not isinstance(entries, list) or not entries:
        raise DataError("no 'pages' list of entries", path=corpus_file, line=1, field="pages")
    pages: list[Page] = []
    seen: set[str] = set()
    for index, entry in enumerate(entries):
        where = f"pages[{index}]"
        line = entries.item_lines[index] if hasattr(entries, "item_lines") else None
        if not isinstance(entry, dict):
            raise DataError("an entry must be a mapping", path=corpus_file, line=line, field=where)
        problem = _entry_problem(entry, seen)
        if problem:
            key, message = problem
            raise DataError(message, path=corpus_file, line=line, field=f"{where}.{key}" if key else where)
        seen.add(entry["id"])
        gold = corpus_file.parent / "gold" / f"{entry['id']}.yaml"
        if not gold.is_file():
            raise DataError(f"no gold file {gold}", path=corpus_file, line=line, field=f"{where}.id")
        pages.append(Page(**{key: entry[key] for key in _PAGE_FIELDS if key != "chosen"}))
    return pages


def _text_size(document: Path) -> int | None:
    """The number of characters of a page's text as read, or None when the file is not there."""
    if not document.is_file():
        return None
    return len(document.read_bytes().decode("utf-8", errors="replace"))


def _text_problem(page_id: str, document: Path, chars: int, recorded: str, outcome: str) -> str | None:
    """Why a page's text cannot be scored (missing, or not the ``chars`` characters ``recorded``
    says it has), or None."""
    found = _text_size(document)
    if found is None:
        return f"{page_id}: missing ({document} not found)"
    if found != chars:
        return f"{page_id}: {found} characters, but {recorded} {chars}: {outcome}"
    return None


def page_cases(pages: list[Page], pages_dir: Path, corpus_file: Path) -> tuple[list[Case], list[str]]:
    """The pages found in ``pages_dir`` as cases, and a line for each page missing or not as recorded.

    A page whose text has another number of characters than the corpus records is not the file
    at that commit, and is left out of the scores.
    """
    cases, problems = [], []
    for page in pages:
        document = pages_dir / page.file_name
        recorded_at = f"{page.repo}/{page.path} at {page.commit[:12]} has"
        problem = _text_problem(page.id, document, page.chars, recorded_at, "not the recorded text, left out")
        if problem is not None:
            problems.append(problem)
            continue
        unscored = frozenset() if page.name_on_page else frozenset({"name"})
        cases.append(Case(page.id, document, corpus_file.parent / "gold" / f"{page.id}.yaml", unscored))
    return cases, problems


@dataclass(frozen=True)
class OutsidePage:
    """A page read outside the corpus and scored on the fields its gold holds: the posts, and
    the degrees where its gold lists them (``benchmarks/pages/outside.yaml``, ``scored:``)."""

    id: str
    group: int
    style: str
    repo: str
    path: str
    commit: str
    kind: str
    chars: int

    @property
    def file_name(self) -> str:
        return f"{self.id}.{self.kind}"


_OUTSIDE_FIELDS = {
    "id": str,
    "group": int,
    "style": str,
    "repo": str,
    "path": str,
    "commit": str,
    "kind": str,
}
# the fields a gold's keys let score: its posts, now and past, and its degrees
_SCORED_BY = {"positions": ("current_positions", "past_positions"), "education": ("education",)}


def load_outside(outside_file: Path) -> list[OutsidePage]:
    """The scored entries of the list of pages read outside the corpus, each with its gold in
    ``outside-gold/<id>.yaml`` next to the file."""
    data = read_yaml_file(outside_file)
    entries = data.get("scored", []) if isinstance(data, dict) else []
    pages = []
    for index, entry in enumerate(entries):
        where = f"scored[{index}]"
        if not isinstance(entry, dict) or any(
            not isinstance(entry.get(key), kind) for key, kind in {**_OUTSIDE_FIELDS, "chars": int}.items()
        ):
            raise DataError(
                f"an entry needs {', '.join([*_OUTSIDE_FIELDS, 'chars'])}", path=outside_file, field=where
            )
        if not (outside_file.parent / "outside-gold" / f"{entry['id']}.yaml").is_file():
            raise DataError(f"no gold file outside-gold/{entry['id']}.yaml", path=outside_file, field=where)
        pages.append(OutsidePage(**{key: entry[key] for key in [*_OUTSIDE_FIELDS, "chars"]}))
    return pages


def outside_cases(
    pages: list[OutsidePage], pages_dir: Path, outside_file: Path
) -> tuple[list[Case], list[str]]:
    """The outside pages found in ``pages_dir`` as cases scored on what their gold holds, and a
    line for each page missing or not as recorded (as :func:`page_cases`)."""
    cases, problems = [], []
    for page in pages:
        document = pages_dir / page.file_name
        problem = _text_problem(page.id, document, page.chars, "the list records", "left out")
        if problem is not None:
            problems.append(problem)
            continue
        gold_file = outside_file.parent / "outside-gold" / f"{page.id}.yaml"
        gold = read_yaml_file(gold_file)
        scored = {name for key, names in _SCORED_BY.items() if key in gold for name in names}
        cases.append(Case(page.id, document, gold_file, frozenset(CORPUS_FIELDS) - scored))
    return cases, problems


def _cell(value: float | None) -> str:
    return "  –  " if value is None else f"{value:.2f}"


def table(report: Report) -> str:
    """The report as a Markdown table: per case the F1 of each field, then P/R/F1 over all cases."""
    fields = report.fields
    header = "| case | " + " | ".join(fields) + " |"
    lines = [
        f"### {report.title}",
        "",
        "F1 per document (– = the field is empty on both sides):",
        "",
        header,
        "|---|" + "---|" * len(fields),
    ]
    for case, scores in report.scores.items():
        lines.append(
            f"| {case} | " + " | ".join(_cell(scores[f].f1 if f in scores else None) for f in fields) + " |"
        )
    lines += [
        "",
        "All documents together (micro-averaged):",
        "",
        "| field | matched | extracted | expected | precision | recall | F1 | goal |",
        "|---|---|---|---|---|---|---|---|",
    ]
    goals = report.goals()
    for name in fields:
        total = report.total(name)
        goal = ""
        if name in goals:
            f1, target, met = goals[name]
            goal = f"≥ {target:.2f} {'met' if met else 'MISSED'}"
        lines.append(
            f"| {report.labels.get(name, name)} | {total.matched} | {total.extracted} | {total.expected} | "
            f"{_cell(total.precision)} | {_cell(total.recall)} | {_cell(total.f1)} | {goal} |"
        )
    return "\n".join(lines) + "\n"
