"""A synthetic corpus of N profiles in the documented YAML format, deterministic by seed.

Realistic in shape: 2–4 education entries with 1–2 advisors, 2–5 positions, 20–40
publications with 3–8 authors drawn from shared pools — people work in groups, so a paper is
listed by every group member on it, advisors have many students, organisations recur, and some
co-authors are written in two spellings that the people registry merges by alias.

    python benchmarks/corpus.py OUT_DIR --profiles 10000 [--seed 7]
"""

from __future__ import annotations

import argparse
import random
import shutil
from pathlib import Path
from typing import Any

import yaml

_DUMPER = getattr(yaml, "CSafeDumper", yaml.SafeDumper)

GIVEN = (
    "Ada Alan Barbara Chen Dana Elena Farid Grace Hiro Ines Jun Kofi Lena Mei Nadia Omar "
    "Priya Quentin Rosa Sanjay Tomas Uma Victor Wei Xin Yara Zoltan Amir Bo Carmen Dmitri "
    "Eun Fatima Gustavo Hana Ivan Jia Kenji Laila Marco Noor Olga Pedro Qing Ravi Sofia "
    "Tariq Ulla Vera Wen Yusuf Zhen"
).split()
FAMILY = (
    "Li Wang Zhang Liu Chen Yang Huang Zhao Wu Zhou Xu Sun Ma Zhu Hu Guo He Lin Luo Gao "
    "Smith Johnson Garcia Mueller Rossi Silva Kim Park Singh Patel Nguyen Tanaka Sato "
    "Kowalski Novak Haddad Okafor Mensah Larsen Dubois Costa Ivanova Cohen Ahmed Khan "
    "Suzuki Ito Lopez Martin Moreau Fischer Weber Hoffmann Jensen Berg"
).split()
TOPICS = (
    "Scalable Efficient Adaptive Robust Distributed Learned Sparse Parallel Secure "
    "Incremental Approximate Verified Fast Elastic Hierarchical"
).split()
NOUNS = (
    "Inference Training Scheduling Compilation Storage Caching Retrieval Replication "
    "Verification Partitioning Compression Indexing Serving Search Checkpointing"
).split()
CONTEXT = (
    "for Large Language Models|on GPU Clusters|in the Cloud|for Graph Neural Networks|"
    "at Scale|on Heterogeneous Memory|for Edge Devices|with Learned Indexes|"
    "on Supercomputers|for Stream Processing"
).split("|")
VENUES = [
    ("SOSP", "conference"),
    ("OSDI", "conference"),
    ("NSDI", "conference"),
    ("SC", "conference"),
    ("PPoPP", "conference"),
    ("ASPLOS", "conference"),
    ("MLSys", "conference"),
    ("NeurIPS", "conference"),
    ("ICML", "conference"),
    ("EuroSys", "conference"),
    ("TPDS", "journal"),
    ("TOCS", "journal"),
    ("JPDC", "journal"),
    ("arXiv", "preprint"),
    ("HotOS", "workshop"),
]
TITLES = [
    "Assistant Professor",
    "Associate Professor",
    "Research Scientist",
    "Senior Engineer",
    "Postdoctoral Researcher",
    "Research Intern",
    "Principal Researcher",
]
DEGREES = ["BSc", "MSc", "PhD", "visiting"]
INTERESTS = [
    "distributed systems",
    "machine learning systems",
    "compilers",
    "databases",
    "high performance computing",
    "operating systems",
    "networking",
    "storage",
]


def _name(rng: random.Random) -> str:
    return f"{rng.choice(GIVEN)} {rng.choice(GIVEN)[0]}. {rng.choice(FAMILY)}"


def generate(out: Path, profiles: int, seed: int = 7) -> Path:
    """Write ``profiles/``, ``organizations.yaml`` and ``people.yaml`` under ``out``."""
    rng = random.Random(seed)
    if out.exists():
        shutil.rmtree(out)
    (out / "profiles").mkdir(parents=True)

    # organisations: universities and companies, each with departments
    org_count = max(20, profiles // 25)
    organizations: list[dict[str, Any]] = []
    tops: list[str] = []
    for i in range(org_count):
        company = i % 4 == 3
        org_id = f"org-{i}"
        tops.append(org_id)
        name = f"{rng.choice(FAMILY)} {'Labs' if company else 'University'} {i}"
        organizations.append(
            {
                "id": org_id,
                "name": name,
                "aliases": [f"{name.split()[0]} U{i}"],
                "kind": "company" if company else "university",
                "location": {
                    "city": f"City {i % 97}",
                    "country": rng.choice(["US", "CN", "DE", "JP", "IN", "BR"]),
                },
            }
        )
        for d in range(2):
            organizations.append(
                {
                    "id": f"{org_id}-d{d}",
                    "name": f"Department {d} of {name}",
                    "parent": org_id,
                    "kind": "department",
                }
            )

    # people pools: profile people, advisors (shared by many), external co-authors
    names: set[str] = set()

    def unique_name() -> str:
        tries = 0
        while True:
            candidate = _name(rng)
            tries += 1
            if tries > 20:  # ~68k names have one initial; beyond that (100k profiles) use two
                given, initial, family = candidate.split()
                candidate = f"{given} {initial} {rng.choice(GIVEN)[0]}. {family}"
            if candidate not in names:
                names.add(candidate)
                return candidate

    people_names = [unique_name() for _ in range(profiles)]
    advisors = [unique_name() for _ in range(max(10, profiles // 8))]
    externals = [unique_name() for _ in range(max(50, profiles * 2))]
    # a few externals are written two ways; the registry merges them
    registry_people = []
    variants: dict[str, str] = {}
    for i, name in enumerate(externals[: max(5, len(externals) // 50)]):
        given, *_, family = name.split()
        variant = f"{given} {family}"
        if variant in names:
            continue
        names.add(variant)
        variants[name] = variant
        registry_people.append(
            {
                "id": f"ext-{i}",
                "name": name,
                "aliases": [variant],
                "notes": ["synthetic: spelled with and without the middle initial"],
            }
        )

    # groups of up to 6 profile people write papers together
    group_size = 6
    groups = [list(range(s, min(s + group_size, profiles))) for s in range(0, profiles, group_size)]
    publications: dict[int, list[dict[str, Any]]] = {i: [] for i in range(profiles)}
    paper_no = 0
    for group in groups:
        target = rng.randint(20, 40)
        while min(len(publications[m]) for m in group) < target:
            members = rng.sample(group, k=min(len(group), rng.randint(1, 3)))
            others = rng.sample(externals, k=rng.randint(max(0, 3 - len(members)), max(0, 8 - len(members))))
            authors: list[Any] = [people_names[m] for m in members] + [
                variants.get(o, o) if rng.random() < 0.5 else o for o in others
            ]
            rng.shuffle(authors)
            if rng.random() < 0.2:
                authors[0] = {"name": authors[0], "equal_contribution": True}
                authors[1] = {
                    "name": authors[1] if isinstance(authors[1], str) else authors[1]["name"],
                    "equal_contribution": True,
                }
            venue, kind = rng.choice(VENUES)
            paper_no += 1
            title = f"{rng.choice(TOPICS)} {rng.choice(NOUNS)} {rng.choice(CONTEXT)} (Study {paper_no})"
            entry = {
                "title": title,
                "authors": authors,
                "year": rng.randint(2005, 2025),
                "kind": kind,
                "venue": venue,
                "venue_name": f"Proceedings of {venue}",
            }
            for m in members:
                publications[m].append(entry)

    for i, name in enumerate(people_names):
        given, *_, family = name.split()
        education = []
        year = rng.randint(1990, 2012)
        for d, degree in enumerate(DEGREES[: rng.randint(2, 4)]):
            top = rng.choice(tops)
            start, year = year, year + (4 if degree != "PhD" else 5)
            entry: dict[str, Any] = {
                "degree": degree,
                "field": "Computer Science",
                "institution": top,
                "department": f"{top}-d{d % 2}",
                "start": start,
                "end": year,
                "advisors": rng.sample(advisors, k=rng.randint(1, 2)),
            }
            if degree == "PhD":
                entry["thesis"] = f"On {rng.choice(TOPICS)} {rng.choice(NOUNS)}"
                entry["committee"] = rng.sample(advisors, k=3)
            education.append(entry)
        positions = []
        for p in range(rng.randint(2, 5)):
            start, year = year, year + rng.randint(1, 5)
            positions.append(
                {
                    "title": rng.choice(TITLES),
                    "organization": rng.choice(tops),
                    "start": f"{start}-{rng.randint(1, 12):02d}",
                    **({"end": year} if p < 4 else {}),
                    "mentors": [rng.choice(advisors)],
                }
            )
        positions[-1].pop("end", None)
        profile = {
            "name": name,
            "given_name": given,
            "family_name": family,
            "emails": [f"p{i}@example.org"],
            "homepage": f"https://example.org/~p{i}/",
            "interests": rng.sample(INTERESTS, k=3),
            "positions": positions,
            "education": education,
            "publications": publications[i][:40],
            "students": [
                {
                    "name": rng.choice(externals),
                    "role": rng.choice(["phd", "ms", "intern"]),
                    "start": 2018,
                    "end": 2022,
                }
                for _ in range(rng.randint(0, 4))
            ],
            "awards": [
                {"name": f"Award {rng.randint(1, 50)}", "year": rng.randint(2000, 2025)}
                for _ in range(rng.randint(0, 3))
            ],
            "source": {"document": f"synthetic-{i}.html", "kind": "homepage"},
            "curated": "2026-01-01",
        }
        text = yaml.dump(profile, Dumper=_DUMPER, sort_keys=False, allow_unicode=True, width=120)
        (out / "profiles" / f"p{i:06d}.yaml").write_text(text, encoding="utf-8")
    (out / "organizations.yaml").write_text(
        yaml.dump({"organizations": organizations}, Dumper=_DUMPER, sort_keys=False), encoding="utf-8"
    )
    (out / "people.yaml").write_text(
        yaml.dump({"people": registry_people}, Dumper=_DUMPER, sort_keys=False), encoding="utf-8"
    )
    return out


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("out", type=Path)
    parser.add_argument("--profiles", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    generate(args.out, args.profiles, args.seed)


if __name__ == "__main__":
    main()
