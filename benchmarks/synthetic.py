"""Synthetic data folders for benchmarks: count, seed -> profiles/ + registries in the documented format.

Deterministic by seed: the same (count, seed) writes byte-identical files. The shape of a profile
follows the seed profiles at a smaller scale (about 280 triples each once mapped): a few
positions and degrees with advisors, a dozen publications with co-authors drawn from a shared
pool (some of them other profiles' people, some publications listed by two profiles), a few
students, awards, service and talks. About one profile in ten has no e-mail address, so a clean
synthetic corpus still has warnings, as real data does.

Usage: python benchmarks/synthetic.py COUNT DIR [--seed N]
"""

from __future__ import annotations

import argparse
import random
from pathlib import Path
from typing import Any

import yaml

GIVEN = (
    "Ada Alan Barbara Chen Dana Elena Farid Grace Hao Ines Jun Kai Lena Ming Nadia Omar Priya Qing Rui "
    "Sara Tomas Uma Victor Wei Xin Yara Zhen Amir Bo Carla Deniz Emre Fang Gita Hugo Ivo Jia Kenji Lin "
    "Mateo Nora Oskar Pia Quinn Rosa Sven Tara Ugo Vera Wen Xavi Yusuf Zoe"
).split()
FAMILY = (
    "Abe Bauer Cao Diaz Eze Fischer Gupta Hsu Ito Jensen Kim Li Moreau Nakamura Okafor Park Qian Rossi "
    "Sato Tan Uchida Varga Wang Xu Yang Zhou Alvarez Becker Chow Dubois Evans Fujita Garcia Huang Iqbal "
    "Jung Kowalski Liu Meyer Novak Ortiz Petrov Quinn Ramos Schmidt Tanaka Ueda Vogel Wu Yamada Zhang"
).split()
TOPICS = (
    "Scalable Graph Processing",
    "Sparse Tensor Compilation",
    "Elastic Cloud Scheduling",
    "Approximate Nearest Neighbour Search",
    "Mixed-Precision Training",
    "Fault-Tolerant Storage",
    "Energy-Aware Inference",
    "Distributed Transaction Processing",
    "Quantum Circuit Optimization",
    "Memory Disaggregation",
    "Speculative Decoding",
    "Federated Learning Systems",
)
VENUES = ("PPoPP", "SC", "OSDI", "SOSP", "ASPLOS", "ISCA", "MLSys", "NeurIPS", "VLDB", "TPDS", "arXiv")
KINDS = ("conference", "conference", "conference", "journal", "workshop", "preprint")
DEGREES = (("PhD", 5), ("MSc", 2), ("BSc", 4))
TITLES = ("Assistant Professor", "Research Scientist", "Software Engineer", "Postdoctoral Researcher")


def _name(rng: random.Random) -> str:
    return f"{rng.choice(GIVEN)} {rng.choice(FAMILY)}"


def profile_name(index: int) -> str:
    """The name of synthetic profile ``index``: unique, made of pool words and a number word."""
    given = GIVEN[index % len(GIVEN)]
    family = FAMILY[(index // len(GIVEN)) % len(FAMILY)]
    return f"{given} {family} {_roman(index // (len(GIVEN) * len(FAMILY)) + 1)}"


def _roman(number: int) -> str:
    result = ""
    for value, letters in (
        (1000, "M"),
        (900, "CM"),
        (500, "D"),
        (400, "CD"),
        (100, "C"),
        (90, "XC"),
        (50, "L"),
        (40, "XL"),
        (10, "X"),
        (9, "IX"),
        (5, "V"),
        (4, "IV"),
        (1, "I"),
    ):
        while number >= value:
            result, number = result + letters, number - value
    return result


def profile_id(index: int) -> str:
    return profile_name(index).lower().replace(" ", "-")


def organizations(count: int) -> list[dict[str, Any]]:
    """One university with a department per 50 profiles, and a few companies."""
    entries: list[dict[str, Any]] = []
    for u in range(max(2, count // 50)):
        uni = f"university-{u}"
        entries.append(
            {
                "id": uni,
                "name": f"University {_roman(u + 1)}",
                "kind": "university",
                "url": f"https://www.university-{u}.edu/",
                "location": {"city": f"City {u}", "country": "US"},
            }
        )
        entries.append(
            {"id": f"{uni}-cs", "name": "Department of Computer Science", "parent": uni, "kind": "department"}
        )
    for c in range(5):
        entries.append({"id": f"company-{c}", "name": f"Company {_roman(c + 1)}", "kind": "company"})
    return entries


def _publication(key: int, first_author: str, pool: list[str]) -> dict[str, Any]:
    """A publication defined by ``key`` (and its first author), so that profiles listing one key agree."""
    local = random.Random(key)
    authors = [first_author] if first_author else []
    authors += [local.choice(pool) if pool else _name(local) for _ in range(local.randint(2, 4))]
    item: dict[str, Any] = {
        "title": f"{local.choice(TOPICS)}: Study {key}",
        "authors": list(dict.fromkeys(authors)),
        "year": local.randint(2005, 2024),
        "kind": local.choice(KINDS),
        "venue": local.choice(VENUES),
    }
    if local.random() < 0.3:
        item["doi"] = f"10.1145/{key}"
    return item


def profile(index: int, count: int, seed: int) -> dict[str, Any]:
    rng = random.Random(f"{seed}:{index}")
    name = profile_name(index)
    given, family = name.split(" ", 1)
    universities = max(2, count // 50)
    uni = rng.randrange(universities)
    pool = [_name(rng) for _ in range(12)] + [profile_name(rng.randrange(count)) for _ in range(3)]
    data: dict[str, Any] = {"name": name, "given_name": given, "family_name": family}
    if rng.random() < 0.2:
        # unique per profile: a name may belong to one person only
        cjk = chr(0x4E00 + index * 7919 % 20902) + chr(0x4E00 + index // 20902)
        data["native_names"] = [{"name": "张" + cjk, "lang": "zh"}]
    if rng.random() < 0.9:
        data["emails"] = [f"{profile_id(index)}@university-{uni}.edu"]
    data["homepage"] = f"https://www.university-{uni}.edu/~{profile_id(index)}"
    data["links"] = [f"https://github.com/{profile_id(index)}"]
    data["location"] = {"city": f"City {uni}", "country": "US"}
    data["interests"] = rng.sample(TOPICS, 3)
    start = rng.randint(2000, 2012)
    data["positions"] = [
        {
            "title": rng.choice(TITLES),
            "organization": f"university-{uni}",
            "department": f"university-{uni}-cs",
            "start": f"{start + 10}-{rng.randint(1, 12):02d}",
        },
        {
            "title": "Research Intern",
            "organization": f"company-{rng.randrange(5)}",
            "kind": "internship",
            "start": f"{start + 6}-06",
            "end": f"{start + 6}-09",
            "mentors": [rng.choice(pool)],
        },
    ]
    data["education"] = []
    year = start + 10
    for degree, length in DEGREES:
        item: dict[str, Any] = {
            "degree": degree,
            "field": "Computer Science",
            "institution": f"university-{rng.randrange(universities)}",
            "start": year - length,
            "end": year,
        }
        if degree == "PhD":
            item["advisors"] = [rng.choice(pool)]
            item["thesis"] = f"On {rng.choice(TOPICS)}"
        data["education"].append(item)
        year -= length
    publications = []
    for n in range(8):
        # two in eight are drawn from count * 5 keys, which several profiles may draw: their
        # co-authors come from the key alone; the others are the profile's own papers
        if n < 2:
            publications.append(_publication(rng.randrange(count * 5), "", []))
        else:
            publications.append(_publication(count * 5 + index * 10 + n, name, pool))
    data["publications"] = publications
    data["students"] = [
        {"name": _name(rng), "role": "phd", "start": 2018 + s, "current": True} for s in range(2)
    ]
    data["awards"] = [{"name": "Best Paper Award", "year": rng.randint(2010, 2024)}]
    data["service"] = [{"role": "Program Committee", "venue": rng.choice(VENUES), "year": 2023}]
    data["talks"] = [{"title": f"Talk on {rng.choice(TOPICS)}", "date": f"2023-{rng.randint(1, 12):02d}-01"}]
    data["source"] = {"document": f"synthetic profile {index}", "kind": "homepage"}
    data["curated"] = "2026-01-01"
    return data


def write_corpus(root: str | Path, count: int, seed: int = 0) -> Path:
    """Write a data folder with ``count`` synthetic profiles; returns the folder."""
    root = Path(root)
    (root / "profiles").mkdir(parents=True, exist_ok=True)
    dump = getattr(yaml, "CSafeDumper", yaml.SafeDumper)
    orgs = yaml.dump(
        {"organizations": organizations(count)}, Dumper=dump, sort_keys=False, allow_unicode=True
    )
    (root / "organizations.yaml").write_text("# synthetic\n" + orgs, encoding="utf-8")
    (root / "people.yaml").write_text("# synthetic\npeople: []\n", encoding="utf-8")
    for index in range(count):
        text = yaml.dump(profile(index, count, seed), Dumper=dump, sort_keys=False, allow_unicode=True)
        text = text.replace("curated: '2026-01-01'", "curated: 2026-01-01")
        (root / "profiles" / f"{profile_id(index)}.yaml").write_text(text, encoding="utf-8")
    return root


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("count", type=int)
    parser.add_argument("dir")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    write_corpus(args.dir, args.count, args.seed)


if __name__ == "__main__":
    main()
