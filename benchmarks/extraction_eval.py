"""Evaluate `scholarkg extract` on the seed documents, the test fixtures and the page corpus.

    python benchmarks/extraction_eval.py [--seeds DIR] [--data DIR] [--fixtures DIR]
                                         [--pages DIR [--corpus FILE]] [--outside DIR]

Extracts every seed document whose curated profile is in data/profiles/ (matched by the
profile's `source.document`), every fixture folder of tests/fixtures/extract/ and of its
heldout/ folder (documents written after the extractor, see docs/extraction.md), compares each
draft with its expected profile field by field, and prints precision, recall and F1 with the
goals of issue 6.

With `--pages DIR`, it also extracts the real pages of the page corpus (benchmarks/pages/
corpus.yaml: repository, path and commit of each page, and its hand-written gold), read from
DIR/<id>.<kind>, and prints one table for the dev half and one for the test half with the
goals beside each field. The texts are not in the repository; without `--pages`, or when DIR
is missing, the corpus is skipped. A page missing from DIR, or whose text has another size than
the corpus records, is listed and left out.

With `--outside DIR`, it also scores the pages read outside the corpus that have a gold
(benchmarks/pages/outside.yaml, `scored:`; gold in outside-gold/): their posts, and their
degrees where the gold lists them, one table per group of pages. Each group was scored once
before its pages were read, and then read to find what to fix: after that a group measures
what was fixed, not how the extractor does on pages it has not seen (docs/extraction.md).

It exits 0 whether or not a goal is met (CI runs it to report, not to gate); it exits 1 only
when it cannot run (no document found, a document it cannot read, a malformed corpus file).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from scholarkg.errors import ScholarKGError
from scholarkg.extract.evaluate import (
    SPLITS,
    Case,
    Report,
    evaluate,
    fixture_cases,
    load_outside,
    load_pages,
    outside_cases,
    page_cases,
    seed_cases,
    table,
)
from scholarkg.extract.linking import Registry
from scholarkg.extract.matching import CORPUS_FIELDS

REPO = Path(__file__).resolve().parents[1]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--seeds",
        type=Path,
        default=REPO.parent / "shared" / "seeds",
        help="folder of seed documents (default: ../shared/seeds next to the repository)",
    )
    parser.add_argument(
        "--data", type=Path, default=REPO / "data", help="data folder with the curated profiles"
    )
    parser.add_argument("--fixtures", type=Path, default=REPO / "tests" / "fixtures" / "extract")
    parser.add_argument(
        "--pages", type=Path, help="folder with the page corpus's texts, <id>.<kind> (not in the repository)"
    )
    parser.add_argument(
        "--corpus",
        type=Path,
        default=REPO / "benchmarks" / "pages" / "corpus.yaml",
        help="the page corpus: where each page is published, its split and its gold",
    )
    parser.add_argument(
        "--outside",
        type=Path,
        help="folder with the texts of the scored pages outside the corpus, <id>.<kind>",
    )
    parser.add_argument(
        "--outside-list",
        type=Path,
        default=REPO / "benchmarks" / "pages" / "outside.yaml",
        help="the pages read outside the corpus; those under 'scored:' have a gold in outside-gold/",
    )
    args = parser.parse_args(argv)
    try:
        registry = Registry.load(args.data)
        reports: list[tuple[str, Report]] = []
        if args.seeds.is_dir():
            cases = seed_cases(args.seeds, args.data)
            reports.append(
                (
                    "seeds",
                    evaluate(
                        cases, registry, f"Seeds ({len(cases)} documents, names linked to the registries)"
                    ),
                )
            )
            reports.append(
                (
                    "seeds, no registry",
                    evaluate(cases, None, f"Seeds ({len(cases)} documents, no registries)"),
                )
            )
        else:
            print(f"no seed folder at {args.seeds}: seeds skipped\n")
        if args.fixtures.is_dir():
            cases = fixture_cases(args.fixtures)
            reports.append(
                (
                    "fixtures",
                    evaluate(cases, None, f"Fixtures ({len(cases)} documents in six styles, no registries)"),
                )
            )
            held_out = (
                fixture_cases(args.fixtures / "heldout") if (args.fixtures / "heldout").is_dir() else []
            )
            if held_out:
                title = f"Held-out ({len(held_out)} documents written after the extractor, no registries)"
                reports.append(("held-out", evaluate(held_out, None, title)))
        reports += page_reports(args.pages, args.corpus)
        if args.outside is not None:
            reports += outside_reports(args.outside, args.outside_list)
    except ScholarKGError as error:
        print(f"error: {error}", file=sys.stderr)
        return 1
    if not reports:
        print("error: no seeds and no fixtures to evaluate", file=sys.stderr)
        return 1
    for _, report in reports:
        print(table(report))
    print("Goals (F1 over all documents of a set):")
    for label, report in reports:
        for name, (f1, goal, met) in report.goals().items():
            shown = "n/a" if f1 is None else f"{f1:.2f}"
            print(f"  {label:<19} {name:<13} {shown:>5}  goal {goal:.2f}  {'met' if met else 'MISSED'}")
    return 0


def page_reports(pages_dir: Path | None, corpus_file: Path) -> list[tuple[str, Report]]:
    """The dev and test halves of the page corpus, scored without registries (the pages' people
    are in none); prints what is skipped, missing or not as recorded."""
    if pages_dir is None:
        print("no --pages folder given: page corpus skipped\n")
        return []
    if not pages_dir.is_dir():
        print(f"no page folder at {pages_dir}: page corpus skipped\n")
        return []
    pages = load_pages(corpus_file)
    cases, problems = page_cases(pages, pages_dir, corpus_file)
    for problem in problems:
        print(f"page corpus: {problem}")
    found = {case.name for case in cases}
    print(f"page corpus: {len(found)} of {len(pages)} pages found in {pages_dir}\n")
    split_of = {page.id: page.split for page in pages}
    styles = len({page.style for page in pages})
    out = []
    for split in SPLITS:
        half = [case for case in cases if split_of[case.name] == split]
        if not half:
            print(f"page corpus: no {split} page found: {split} half skipped\n")
            continue
        title = f"Pages, {split} half ({_real_pages(half)} in {styles} styles, no registries)"
        out.append((f"pages {split}", _scored(half, title, CORPUS_FIELDS, "page corpus")))
    return out


def outside_reports(pages_dir: Path, outside_file: Path) -> list[tuple[str, Report]]:
    """One report per group of the scored pages outside the corpus, on the fields their gold holds."""
    if not pages_dir.is_dir():
        print(f"no page folder at {pages_dir}: pages outside the corpus skipped\n")
        return []
    pages = load_outside(outside_file)
    cases, problems = outside_cases(pages, pages_dir, outside_file)
    for problem in problems:
        print(f"outside the corpus: {problem}")
    group_of = {page.id: page.group for page in pages}
    out = []
    for group in sorted({page.group for page in pages}):
        members = [case for case in cases if group_of[case.name] == group]
        if not members:
            continue
        fields = tuple(name for name in CORPUS_FIELDS if any(name not in case.unscored for case in members))
        title = f"Pages outside the corpus, group {group} ({_real_pages(members)}, no registries)"
        report = _scored(members, title, fields, "outside the corpus")
        report.goal_of = {name: goal for name, goal in report.goal_of.items() if name in fields}
        out.append((f"outside group {group}", report))
    return out


def _real_pages(cases: list[Case]) -> str:
    return f"{len(cases)} real page{'' if len(cases) == 1 else 's'}"


def _scored(cases: list[Case], title: str, fields: tuple[str, ...], where: str) -> Report:
    """The cases scored on ``fields``; a page the extractor fails on is listed, and scored as a
    draft with no facts."""
    report = evaluate(cases, None, title, fields)
    for failure in report.failures:
        print(f"{where}: {failure} (scored as a draft with no facts)")
    return report


if __name__ == "__main__":
    sys.exit(main())
