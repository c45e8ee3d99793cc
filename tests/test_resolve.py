"""Identity: one node per real-world entity, never a merge on a guess, and explainable reports."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from scholarkg import Corpus, Resolution, build, load_profiles, resolve
from scholarkg.errors import DataError
from scholarkg.resolve.resolution import ProfileSummary, summarize

SOURCE = "source: {document: x.txt}\ncurated: 2026-01-01\n"


def profile(name: str, body: str = "") -> str:
    return f"name: {name}\n{body}{SOURCE}"


def paper(title: str, authors: str, year: int = 2020) -> str:
    return f'  - {{title: "{title}", authors: {authors}, year: {year}, kind: conference}}\n'


def test_a_profile_person_and_the_same_name_as_coauthor_are_one_node(make_data) -> None:
    root = make_data(
        {
            "zhihao-jia": profile("Zhihao Jia"),
            "minjia-zhang": profile(
                "Minjia Zhang", "publications:\n" + paper("Bamboo", "[Minjia Zhang, '**Zhihao Jia**']")
            ),
        }
    )
    res = resolve(load_profiles(root))
    assert res.person("Zhihao Jia") == "zhihao-jia"
    assert res.person("zhihao  JIA") == "zhihao-jia"
    (pub,) = res.publications.values()
    assert [res.person(a) for a in pub.listings[0].data["authors"]] == ["minjia-zhang", "zhihao-jia"]


def test_summaries_read_once_after_every_profile_is_indexed_resolve_alike(make_data) -> None:
    """The streamed export hands resolution its profiles' identities first and then each
    summary once, from an iterator: a co-author named in an earlier profile still resolves to a
    profile that comes later."""
    root = make_data(
        {
            "ada-lovelace": profile(
                "Ada Lovelace", "publications:\n" + paper("Notes", "[Ada Lovelace, Z. Jia, Yang You]")
            ),
            "zhihao-jia": profile("Zhihao Jia", "aliases: [Z. Jia]\n"),
        }
    )
    corpus = load_profiles(root)
    whole = resolve(corpus)
    summaries = [summarize(p) for p in sorted(corpus.profiles, key=lambda p: p.id)]
    read: list[str] = []

    def once() -> Iterator[ProfileSummary]:
        for summary in summaries:
            read.append(summary.profile.id)
            yield summary

    streamed = Resolution(
        Corpus(root, [], corpus.organizations, corpus.people),
        once(),
        [summary.profile for summary in summaries],
    )
    assert read == ["ada-lovelace", "zhihao-jia"]
    assert streamed.person("Zhihao Jia") == streamed.person("Z. Jia") == "zhihao-jia"
    assert {k: (p.name, dict(p.spellings)) for k, p in streamed.people.items()} == {
        k: (p.name, dict(p.spellings)) for k, p in whole.people.items()
    }
    assert "yang-you" in streamed.people and "z-jia" not in streamed.people


def test_registry_aliases_merge_spellings_of_one_person(make_data) -> None:
    people = (
        "people:\n  - id: michael-d-bond\n    name: Michael D. Bond\n"
        "    aliases: [Michael Bond, Mike D. Bond]\n"
    )
    pubs = paper("A", "[Minjia Zhang, Michael Bond]") + paper("B", "[Minjia Zhang, Mike D. Bond]")
    root = make_data({"minjia-zhang": profile("Minjia Zhang", "publications:\n" + pubs)}, people=people)
    res = resolve(load_profiles(root))
    assert {res.person(n) for n in ("Michael D. Bond", "Michael Bond", "Mike D. Bond")} == {"michael-d-bond"}
    assert res.identity_candidates() == []


def test_the_same_paper_in_two_profiles_is_one_publication_and_year_conflicts_are_kept(make_data) -> None:
    root = make_data(
        {
            "minjia-zhang": profile(
                "Minjia Zhang",
                "publications:\n" + paper("Bamboo: Resilient DNNs", "[Minjia Zhang, Zhihao Jia]", 2022),
            ),
            "zhihao-jia": profile(
                "Zhihao Jia",
                "publications:\n" + paper("Bamboo - resilient DNNs", "[Minjia Zhang, Zhihao Jia]", 2023),
            ),
        }
    )
    result = build(root)
    assert len(result.resolution.publications) == 1
    (conflict,) = result.conflicts()
    assert str(conflict) == (
        "publication 'Bamboo: Resilient DNNs': year differs: "
        "2022 (data/profiles/minjia-zhang.yaml:3: publications[0].year); "
        "2023 (data/profiles/zhihao-jia.yaml:3: publications[0].year)"
    )
    years = {
        str(o) for _, _, o, _ in result.dataset.quads((None, None, None, None)) if str(o) in ("2022", "2023")
    }
    assert years == {"2022", "2023"}


def test_similar_names_are_reported_as_candidates_with_reasons_but_not_merged(make_data) -> None:
    pubs = (
        paper("A", "[Ada Lovelace, Michael D. Bond, Swarnendu Biswas]")
        + paper("B", "[Ada Lovelace, Michael Bond, Swarnendu Biswass]")
        + paper("C", "[Ada Lovelace, Liandeng Li]")
        + paper("D", "[Ada Lovelace, Li Liandeng]")
    )
    root = make_data({"ada-lovelace": profile("Ada Lovelace", "publications:\n" + pubs)})
    res = resolve(load_profiles(root))
    assert res.person("Michael Bond") != res.person("Michael D. Bond")
    assert [str(c) for c in res.identity_candidates()] == [
        "person 'Li Liandeng' (li-liandeng) and 'Liandeng Li' (liandeng-li) may be the same: "
        "same name parts in another order; same co-author (Ada Lovelace)",
        "person 'Michael Bond' (michael-bond) and 'Michael D. Bond' (michael-d-bond) may be the same: "
        "same first and last name, middle names differ; same co-author (Ada Lovelace)",
        "person 'Swarnendu Biswas' (swarnendu-biswas) and 'Swarnendu Biswass' (swarnendu-biswass) "
        "may be the same: edit distance 1; same co-author (Ada Lovelace)",
    ]


def test_an_unknown_id_is_an_error_suggesting_the_closest_known_id(make_data) -> None:
    orgs = "organizations:\n  - id: tsinghua-university\n    name: Tsinghua University\n"
    body = "positions:\n  - {title: Professor, organization: tsinghua-univ}\n"
    root = make_data({"ada-lovelace": profile("Ada Lovelace", body)}, organizations=orgs)
    with pytest.raises(DataError) as caught:
        resolve(load_profiles(root))
    assert str(caught.value) == (
        "data/profiles/ada-lovelace.yaml:3: positions[0].organization: unknown organisation id "
        "'tsinghua-univ' (did you mean 'tsinghua-university'?)"
    )


def test_an_unknown_person_id_is_an_error_too(make_data) -> None:
    people = "people:\n  - id: charles-babbage\n    name: Charles Babbage\n"
    body = "education:\n  - {degree: PhD, institution: X, advisors: [charles-babage]}\n"
    root = make_data({"ada-lovelace": profile("Ada Lovelace", body)}, people=people)
    with pytest.raises(
        DataError,
        match=r"education\[0\].advisors\[0\]: unknown person id 'charles-babage' "
        r"\(did you mean 'charles-babbage'\?\)",
    ):
        resolve(load_profiles(root))


def test_one_name_cannot_mean_two_people(make_data) -> None:
    people = "people:\n  - id: m-bond\n    name: M. Bond\n    aliases: [Ada Lovelace]\n"
    root = make_data({"ada-lovelace": profile("Ada Lovelace")}, people=people)
    with pytest.raises(DataError, match="name 'Ada Lovelace' already belongs to 'ada-lovelace'"):
        resolve(load_profiles(root))


def test_departments_are_matched_inside_their_parent_only(make_data) -> None:
    orgs = """\
organizations:
  - {id: stanford, name: Stanford University}
  - {id: stanford-cs, name: Department of Computer Science, parent: stanford}
  - {id: ucla, name: UCLA}
  - {id: ucla-cs, name: Department of Computer Science, parent: ucla}
"""
    body = """\
education:
  - {degree: PhD, institution: Stanford University, department: Department of Computer Science}
  - {degree: BSc, institution: UCLA, department: Department of Computer Science}
  - {degree: MSc, institution: Stanford University, department: Robotics Lab}
"""
    res = resolve(
        load_profiles(make_data({"ada-lovelace": profile("Ada Lovelace", body)}, organizations=orgs))
    )
    assert res.organization("Department of Computer Science", "stanford") == "stanford-cs"
    assert res.organization("Department of Computer Science", "ucla") == "ucla-cs"
    assert res.organization("Robotics Lab", "stanford") == "stanford-robotics-lab"
    assert res.organizations["stanford-robotics-lab"].parent == "stanford"


def test_two_works_with_one_title_are_told_apart_by_id(make_data) -> None:
    pubs = paper("Race Detection", "[Ada Lovelace]", 2017) + (
        "  - {id: race-detection-report, title: Race Detection, authors: [Ada Lovelace], "
        "year: 2015, kind: report}\n"
    )
    res = resolve(
        load_profiles(make_data({"ada-lovelace": profile("Ada Lovelace", "publications:\n" + pubs)}))
    )
    assert len(res.publications) == 2
    assert res.conflicts() == []


def test_a_registry_entry_sharing_an_email_with_a_profile_is_that_person(make_data) -> None:
    people = (
        "people:\n  - id: a-king\n    name: A. King\n    emails: [ada@example.org]\n"
        "    aliases: [Countess King]\n"
    )
    body = "emails: [Ada@Example.org]\npublications:\n" + paper("A", "[Countess King]")
    root = make_data({"ada-lovelace": profile("Ada Lovelace", body)}, people=people)
    result = build(root)
    assert result.resolution.person("a-king") == "ada-lovelace"
    assert result.resolution.person("Countess King") == "ada-lovelace"
    assert result.resolution.person("A. King") == "ada-lovelace"
    people_nodes = {
        str(s)
        for s, _, o, _ in result.dataset.quads((None, None, None, None))
        if str(o) == "https://schema.org/Person"
    }
    assert people_nodes == {"https://w3id.org/scholarkg/id/person/ada-lovelace"}


def test_two_profiles_with_one_orcid_are_an_error(make_data) -> None:
    body = "identifiers: {orcid: 0000-0002-1825-0097}\n"
    root = make_data({"ada-lovelace": profile("Ada Lovelace", body), "ada-king": profile("Ada King", body)})
    with pytest.raises(DataError, match="orcid '0000-0002-1825-0097' also identifies 'ada-king'"):
        resolve(load_profiles(root))


def test_a_homonym_registered_by_id_only_does_not_take_the_name(make_data) -> None:
    people = "people:\n  - id: wei-wu-2\n    name: Wei Wu\n    by_id_only: true\n"
    pubs = paper("A", "[Ada Lovelace, Wei Wu]") + paper("B", "[Ada Lovelace, wei-wu-2]")
    res = resolve(
        load_profiles(
            make_data({"ada-lovelace": profile("Ada Lovelace", "publications:\n" + pubs)}, people=people)
        )
    )
    assert res.person("Wei Wu") == "wei-wu"
    assert res.person("wei-wu-2") == "wei-wu-2"
    assert res.people["wei-wu-2"].name == res.people["wei-wu"].name == "Wei Wu"
