"""`scholarkg import bibtex|csl`: a researcher's publication list into their profile, each paper once."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest
import yaml

from scholarkg.importers import read_records
from scholarkg.importers.command import import_publications
from scholarkg.importers.records import read_file
from scholarkg.profiles.corpus import check_document
from scholarkg.profiles.schema import PROFILE

from .conftest import BUNDLED_DATA, REPO, cli

FIXTURES = REPO / "tests" / "fixtures" / "import"
BIB = FIXTURES / "jiazhi-jiang.bib"
CSL = FIXTURES / "jiazhi-jiang.csl.json"
NEW_TITLE = "Sparse Attention Kernels for München-Scale Models: a Case Study"


def test_bibtex_is_read_with_its_latex_decoded() -> None:
    records = read_records("bibtex", BIB)
    assert [r.kind for r in records] == ["journal", "journal", "conference"]
    new = records[2]
    assert new.title == NEW_TITLE
    assert new.authors == ("Jiazhi Jiang", "József Müller", "Yutong Lu")
    assert new.more_authors  # "and others"
    assert new.doi == "10.1145/3000000.3000001"  # without its resolver
    assert (
        new.venue
        == "Proceedings of the 30th ACM Symposium on Principles and Practice of Parallel Programming (PPoPP)"
    )
    assert records[0].authors[:2] == ("Rui Tian", "Jiazhi Jiang")  # "Family, Given" turned round


def test_bibtex_and_csl_of_the_same_papers_agree() -> None:
    def facts(kind: str, path: Path) -> list[tuple]:
        return [
            (r.title.casefold(), r.authors, r.year, r.kind, r.venue, r.doi) for r in read_records(kind, path)
        ]

    assert facts("bibtex", BIB) == facts("csl", CSL)


@pytest.mark.parametrize(("kind", "path"), [("bibtex", BIB), ("csl", CSL)])
def test_importing_into_a_profile_adds_only_the_papers_it_lacks(kind: str, path: Path) -> None:
    imported = import_publications(kind, [path], "jiazhi-jiang", BUNDLED_DATA)
    assert [r.title for r in imported.merged.added] == [NEW_TITLE]
    assert [why for _, why in imported.merged.known] == ["same title and year", "same title and year"]
    before = yaml.safe_load((BUNDLED_DATA / "profiles" / "jiazhi-jiang.yaml").read_text(encoding="utf-8"))
    assert len(imported.profile["publications"]) == len(before["publications"]) + 1
    assert imported.profile["name"] == before["name"] and imported.profile["education"]
    check_document(yaml.safe_load(imported.yaml()), PROFILE, "draft")  # loads as a profile


def test_importing_twice_adds_nothing_the_second_time(tmp_path: Path) -> None:
    data = tmp_path / "data"
    (data / "profiles").mkdir(parents=True)
    for name in ("organizations.yaml", "people.yaml"):
        (data / name).write_bytes((BUNDLED_DATA / name).read_bytes())
    first = import_publications("bibtex", [BIB], "jiazhi-jiang", BUNDLED_DATA)
    (data / "profiles" / "jiazhi-jiang.yaml").write_text(first.yaml(), encoding="utf-8")
    second = import_publications("csl", [CSL], "jiazhi-jiang", data)
    assert second.merged.added == []
    assert [why for _, why in second.merged.known] == ["same title and year"] * 2 + ["same DOI"]


def test_without_a_profile_the_draft_is_named_after_the_author_on_most_papers(tmp_path: Path) -> None:
    imported = import_publications("csl", [CSL], None, None)
    assert (imported.profile["id"], imported.profile["name"]) == ("jiazhi-jiang", "Jiazhi Jiang")
    assert len(imported.profile["publications"]) == 3
    code, _, err = cli("import", "orcid", str(ORCID), "-o", str(tmp_path))  # the record's owner
    assert code == 0, err
    assert f"wrote {tmp_path / 'zhihao-jia.yaml'}" in err


def test_the_command_writes_a_draft_and_never_overwrites_it(tmp_path: Path) -> None:
    argv = ("import", "bibtex", str(BIB), "--person", "jiazhi-jiang", "--data", str(BUNDLED_DATA))
    code, _, err = cli(*argv, "-o", str(tmp_path))
    assert code == 0, err
    assert "added 1 to " in err and f"wrote {tmp_path / 'jiazhi-jiang.yaml'}" in err
    assert NEW_TITLE in (tmp_path / "jiazhi-jiang.yaml").read_text(encoding="utf-8")
    code, _, err = cli(*argv, "-o", str(tmp_path))
    assert code == 2 and "a draft never overwrites a file" in err and "(-o DIR)" in err


def test_broken_bibtex_names_the_file_and_line(tmp_path: Path) -> None:
    broken = tmp_path / "broken.bib"
    broken.write_text(
        "@article{a,\n  title = {One},\n  author = {A, B},\n  year = {2020\n}\n", encoding="utf-8"
    )
    code, out, err = cli("import", "bibtex", str(broken))
    assert (code, out) == (1, "")
    assert err.startswith(f"error: {broken}:") and "not BibTeX" in err


def test_an_entry_without_authors_is_refused_at_its_line(tmp_path: Path) -> None:
    bib = tmp_path / "no-authors.bib"
    bib.write_text("@misc{x,\n  title = {Alone},\n}\n", encoding="utf-8")
    code, _, err = cli("import", "bibtex", str(bib))
    assert code == 1
    assert err == f"error: {bib}:1: entry 'x' has no authors\n"


DBLP = FIXTURES / "zhihao-jia.dblp.xml"
ORCID = FIXTURES / "zhihao-jia.orcid.json"
ORCID_XML = FIXTURES / "zhihao-jia.orcid.xml"


def test_a_dblp_person_record_gives_papers_and_the_persons_pid() -> None:
    read = read_file("dblp", DBLP)
    assert (read.owner, read.identifiers) == ("Zhihao Jia", {"dblp": "195/4257"})
    paper, preprint = read.records  # the home-page record is not a publication
    assert paper.title == "Beyond Data and Model Parallelism for Deep Neural Networks"  # no final full stop
    assert (paper.kind, paper.venue, paper.doi) == ("conference", "MLSys", "10.5555/mlsys.2019.1")
    assert paper.authors == ("Zhihao Jia", "Matei Zaharia", "Alex Aiken")
    assert preprint.kind == "preprint" and preprint.authors == ("Zhihao Jia", "Wei Wu")  # no homonym number


def test_an_orcid_record_gives_papers_with_their_owner_and_the_orcid_id() -> None:
    read = read_file("orcid", ORCID)
    assert (read.owner, read.identifiers) == ("Zhihao Jia", {"orcid": "0000-0002-0000-0006"})
    assert [r.authors for r in read.records] == [("Zhihao Jia",), ("Zhihao Jia",)]
    assert all(r.more_authors for r in read.records)  # a work summary lists no co-authors


def test_an_orcid_record_in_xml_reads_as_the_same_record_in_json() -> None:
    json_record, xml_record = read_file("orcid", ORCID), read_file("orcid", ORCID_XML)
    assert (xml_record.identifiers, xml_record.owner) == (json_record.identifiers, json_record.owner)
    # the same records but for where each was read ("zhihao-jia.orcid.xml work 1")
    assert [replace(r, where="") for r in xml_record.records] == [
        replace(r, where="") for r in json_record.records
    ]
    assert xml_record.records[0].title == "Beyond Data and Model Parallelism for Deep Neural Networks"
    assert xml_record.records[0].where == "zhihao-jia.orcid.xml work 1"


def test_an_orcid_xml_file_that_is_not_xml_is_an_error_at_its_line(tmp_path: Path) -> None:
    broken = tmp_path / "record.xml"
    broken.write_text("<record:record>\n  <unclosed>\n</record:record>\n", encoding="utf-8")
    code, _, err = cli("import", "orcid", str(broken))
    assert code == 1
    assert err.startswith(f"error: {broken}:") and "not XML" in err


def test_dblp_and_orcid_of_one_person_agree_on_their_papers() -> None:
    def facts(kind: str, path: Path) -> list[tuple]:
        return [(r.title, r.year, r.kind, r.doi) for r in read_file(kind, path).records]

    assert facts("dblp", DBLP) == facts("orcid", ORCID)


def test_importing_a_persons_record_adds_their_identifier_to_the_profile() -> None:
    imported = import_publications("dblp", [DBLP], "zhihao-jia", BUNDLED_DATA)
    assert imported.profile["identifiers"]["dblp"] == "195/4257"
    assert "identifier dblp: 195/4257" in imported.messages
    assert [r.title for r in imported.merged.added] == ["A Preprint about Serving Large Language Models"]
    both = import_publications("orcid", [ORCID], "zhihao-jia", BUNDLED_DATA)
    assert both.profile["identifiers"]["orcid"] == "0000-0002-0000-0006"


def test_a_file_that_is_not_a_dblp_record_is_refused(tmp_path: Path) -> None:
    other = tmp_path / "other.xml"
    other.write_text("<html><body/></html>", encoding="utf-8")
    code, _, err = cli("import", "dblp", str(other))
    assert code == 1 and "not a DBLP person record" in err
    broken = tmp_path / "broken.xml"
    broken.write_text("<dblpperson>\n<r>\n", encoding="utf-8")
    code, _, err = cli("import", "dblp", str(broken))
    assert code == 1 and err.startswith(f"error: {broken}:") and "not XML" in err


def test_a_dblp_record_gives_each_authors_pid_and_orcid() -> None:
    paper = read_file("dblp", DBLP).records[0]
    assert paper.author_ids == (
        (("dblp", "195/4257"),),
        (("orcid", "0000-0003-0000-002X"), ("dblp", "01/1")),
        (("dblp", "02/2"),),
    )
    assert paper.entry()["authors"][1] == {
        "name": "Matei Zaharia",
        "identifiers": {"orcid": "0000-0003-0000-002X", "dblp": "01/1"},
    }


def csl_item(title: str, authors: list[tuple[str, str, str | None]], doi: str) -> dict:
    """A CSL-JSON item as doi.org gives it: authors with their ORCID iD as a URL."""
    return {
        "type": "paper-conference",
        "title": title,
        "author": [
            {"given": given, "family": family, **({"ORCID": f"https://orcid.org/{orcid}"} if orcid else {})}
            for given, family, orcid in authors
        ],
        "issued": {"date-parts": [[2021]]},
        "DOI": doi,
    }


def test_a_bad_orcid_in_a_file_stops_the_import_naming_file_and_author(tmp_path: Path) -> None:
    csl = tmp_path / "bad.json"
    csl.write_text(json.dumps([csl_item("T", [("Ada", "King", "0000-0002-1825-0098")], "10.1/x")]))
    code, out, err = cli("import", "csl", str(csl))
    assert (code, out) == (1, "")
    assert err == (
        f"error: {csl}: bad.json item 1 author 1: '0000-0002-1825-0098' is not an ORCID iD: "
        "its check digit should be 7 (ISO 7064 11,2)\n"
    )


MINJIA = "0000-0002-1825-0097"


def test_an_imported_orcid_makes_two_spellings_in_two_profiles_one_person(tmp_path: Path) -> None:
    """Two profiles write one co-author as "Zhang, M." and "Minjia Zhang". The CSL records of
    their papers give the co-author's ORCID iD: imported into each profile, it goes to the
    author already listed, the export has one node for the co-author, and the report says why."""
    data = tmp_path / "data"
    (data / "profiles").mkdir(parents=True)
    source = "source: {document: cv.pdf}\ncurated: 2026-01-01\n"
    (data / "profiles" / "ada-lovelace.yaml").write_text(
        "name: Ada Lovelace\npublications:\n"
        "  - {title: Sparse Kernels, authors: [Ada Lovelace, 'Zhang, M.'], year: 2021, kind: conference}\n"
        + source
    )
    (data / "profiles" / "mary-somerville.yaml").write_text(
        "name: Mary Somerville\npublications:\n"
        "  - {title: Dense Kernels, authors: [Minjia Zhang, Mary Somerville], year: 2021, kind: conference}\n"
        + source
    )
    files = {
        "ada-lovelace": [
            csl_item("Sparse kernels", [("Ada", "Lovelace", None), ("Minjia", "Zhang", MINJIA)], "10.1/s")
        ],
        "mary-somerville": [
            csl_item("Dense Kernels", [("Minjia", "Zhang", MINJIA), ("Mary", "Somerville", None)], "10.1/d")
        ],
    }
    for person, items in files.items():
        csl = tmp_path / f"{person}.json"
        csl.write_text(json.dumps(items), encoding="utf-8")
        imported = import_publications("csl", [csl], person, data)
        assert imported.merged.added == []  # the paper is there already: nothing twice
        (spelling,) = {name for _, name, _ in imported.merged.identified}
        assert f"identifiers added to {spelling} on " in "\n".join(imported.messages)
        (data / "profiles" / f"{person}.yaml").write_text(imported.yaml(), encoding="utf-8")
    code, out, err = cli("export", "--format", "nquads", "--report-conflicts", "--data", str(data))
    assert code == 0, err
    coauthor = f"<https://w3id.org/scholarkg/id/person/orcid-{MINJIA}>"
    papers = [line for line in out.splitlines() if "<https://schema.org/author>" in line]
    assert sum(coauthor in line for line in papers) == 2  # one node, author of both papers
    assert "person/zhang-m>" not in out and "person/minjia-zhang>" not in out
    assert (
        f"person 'Minjia Zhang' (orcid-{MINJIA}) is 'Zhang, M.' and 'Minjia Zhang', by one orcid {MINJIA}: "
        in err
    )


def test_importing_into_a_profile_shows_what_differs_as_against_does(tmp_path: Path) -> None:
    data = tmp_path / "data"
    (data / "profiles").mkdir(parents=True)
    profile = data / "profiles" / "ada-lovelace.yaml"
    profile.write_text(
        "name: Ada Lovelace\n"
        "publications:\n"
        "  - title: Notes on the Analytical Engine\n"  # line 3
        "    authors: [Ada Lovelace]\n"
        "    year: 1843\n"
        "    kind: journal\n"
        "    doi: 10.1000/notes\n"
        "  - title: A Second Paper\n"  # line 8
        "    authors: [Ada Lovelace]\n"
        "    year: 1844\n"
        "    kind: journal\n"
        "source: {document: ada.txt}\n"
        "curated: 2026-01-01\n",
        encoding="utf-8",
    )
    bib = tmp_path / "ada.bib"
    bib.write_text(
        "@article{notes, title={Notes on the Analytical Engine},\n"
        "  author={Lovelace, Ada and Babbage, Charles},\n"
        "  year={1842}, journal={Taylor's Scientific Memoirs}, doi={10.1000/notes}}\n"
        "@article{third, title={A Third Paper}, author={Lovelace, Ada}, year={1845}, journal={Memoirs}}\n",
        encoding="utf-8",
    )
    code, _, err = cli("import", "bibtex", str(bib), "--person", "ada-lovelace", "--data", str(data))
    assert code == 0, err
    shown = f"{data / 'profiles' / 'ada-lovelace.yaml'}"
    comparison = err[err.index("Comparing the 1 imported file(s) with ") :].splitlines()
    assert comparison[2:] == [
        "publications: 2 in the files, 2 in the profile, 0 the same, 1 changed",
        "  + \"A Third Paper\" (1845) [ada.bib entry 'third']",
        f'  - {shown}:8: "A Second Paper" (1844)',
        f"  ~ \"Notes on the Analytical Engine\" ({shown}:3) [ada.bib entry 'notes']: year 1842 in the "
        "files, 1843 in the profile; authors in the files: Ada Lovelace, Charles Babbage",
    ]
