"""How good are the drafts? Extract documents whose profile is known and score field by field.

Each field is compared as a multiset of facts (``matching.keys``): precision is the share of
extracted facts that the expected profile has, recall the share of expected facts extracted.
A publication counts when its title, year and ordered author list all match after normalisation;
an education entry when degree, institution and end year match; an advisor when degree, role
(advisor, co-advisor, committee) and name match; a position when organisation, title, start and
end year match; a student when name and level match.
"""

from __future__ import annotations

import datetime as dt
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from ..profiles.corpus import load_profile_file, profile_paths
from ..profiles.yamlio import read_yaml_file
from .core import extract
from .linking import Registry
from .matching import FIELDS, keys
from .source import read_source

GOALS = {"publications": 0.95, "education": 0.90, "advisors": 0.90, "positions": 0.85, "emails": 1.0}
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


@dataclass
class Report:
    title: str
    scores: dict[str, dict[str, Score]] = field(default_factory=dict)  # case -> field -> score

    def total(self, name: str) -> Score:
        out = Score()
        for case in self.scores.values():
            out = out + case[name]
        return out

    def goals(self) -> dict[str, tuple[float | None, float, bool]]:
        out = {}
        for name, goal in GOALS.items():
            f1 = self.total(name).f1
            out[name] = (f1, goal, f1 is None or f1 >= goal - 1e-9)
        return out


def score(extracted: dict, expected: dict, registry: Registry | None) -> dict[str, Score]:
    out = {}
    for name in FIELDS:
        mine = Counter(keys(name, extracted, registry))
        theirs = Counter(keys(name, expected, registry))
        matched = sum((mine & theirs).values())
        out[name] = Score(matched, sum(mine.values()), sum(theirs.values()))
    return out


def evaluate(cases: list[Case], registry: Registry | None, title: str) -> Report:
    report = Report(title)
    for case in cases:
        draft = extract(read_source(case.document), registry, PINNED)
        expected = read_yaml_file(case.expected)
        report.scores[case.name] = score(draft.plain(), expected, registry)
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


def _cell(value: float | None) -> str:
    return "  –  " if value is None else f"{value:.2f}"


def table(report: Report) -> str:
    """The report as a Markdown table: per case the F1 of each field, then P/R/F1 over all cases."""
    header = "| case | " + " | ".join(FIELDS) + " |"
    lines = [
        f"### {report.title}",
        "",
        "F1 per document (– = the field is empty on both sides):",
        "",
        header,
        "|---|" + "---|" * len(FIELDS),
    ]
    for case, scores in report.scores.items():
        lines.append(f"| {case} | " + " | ".join(_cell(scores[f].f1) for f in FIELDS) + " |")
    lines += [
        "",
        "All documents together (micro-averaged):",
        "",
        "| field | matched | extracted | expected | precision | recall | F1 | goal |",
        "|---|---|---|---|---|---|---|---|",
    ]
    goals = report.goals()
    for name in FIELDS:
        total = report.total(name)
        goal = ""
        if name in goals:
            f1, target, met = goals[name]
            goal = f"≥ {target:.2f} {'met' if met else 'MISSED'}"
        lines.append(
            f"| {name} | {total.matched} | {total.extracted} | {total.expected} | {_cell(total.precision)} | "
            f"{_cell(total.recall)} | {_cell(total.f1)} | {goal} |"
        )
    return "\n".join(lines) + "\n"
