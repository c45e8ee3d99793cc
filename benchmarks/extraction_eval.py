"""Evaluate `scholarkg extract` on the seed documents and on the test fixtures.

    python benchmarks/extraction_eval.py [--seeds DIR] [--data DIR] [--fixtures DIR]

Extracts every seed document whose curated profile is in data/profiles/ (matched by the
profile's `source.document`), every fixture folder of tests/fixtures/extract/ and of its
heldout/ folder (documents written after the extractor, see docs/extraction.md), compares each
draft with its expected profile field by field, and prints precision, recall and F1 with the
goals of issue 6. It exits 0 whether or not a goal is met (CI runs it to report, not to gate);
it exits 1 only when it cannot run (no document found, a document it cannot read).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from scholarkg.errors import ScholarKGError
from scholarkg.extract.evaluate import Report, evaluate, fixture_cases, seed_cases, table
from scholarkg.extract.linking import Registry

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


if __name__ == "__main__":
    sys.exit(main())
