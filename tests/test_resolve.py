"""Identity: one node per real-world entity, never a merge on a guess, and explainable reports."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from scholarkg import Corpus, Resolution, build, load_profiles, resolve
from scholarkg.errors import DataError
from scholarkg.resolve.matching import Entry, Registry
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


# -- identifiers on references: the same ORCID iD is the same person ------------------------------

ADA_ORCID = "0000-0002-1825-0097"
BABBAGE_ORCID = "0000-0001-5109-3700"
OTHER_ORCID = "0000-0002-1694-233X"


def author(name: str, orcid: str) -> str:
    return f'{{name: "{name}", identifiers: {{orcid: {orcid}}}}}'


def test_one_orcid_under_two_spellings_in_two_profiles_is_one_person(make_data) -> None:
    root = make_data(
        {
            "ada-lovelace": profile(
                "Ada Lovelace",
                "publications:\n"
                + paper("Notes", f"[Ada Lovelace, {author('Charles Babbage', BABBAGE_ORCID)}]"),
            ),
            "mary-somerville": profile(
                "Mary Somerville",
                "publications:\n"
                + paper("Connexion", f"[Mary Somerville, {author('Babbage, C.', BABBAGE_ORCID)}]")
                + paper("Mechanism", "[Mary Somerville, 'Babbage, C.']"),
            ),
        }
    )
    res = resolve(load_profiles(root))
    person = f"orcid-{BABBAGE_ORCID}"
    assert [res.author(a) for p in res.publications.values() for a in p.listings[0].data["authors"][1:]] == [
        person
    ] * 3
    # the spelling the identifier gives to one person means them without it too
    assert res.person("Babbage, C.") == person
    assert res.people[person].name == "Babbage, C."  # the most used spelling
    assert "charles-babbage" not in res.people and "babbage-c" not in res.people
    (link,) = res.identity_links()
    assert str(link) == (
        f"person 'Babbage, C.' ({person}) is 'Charles Babbage' and 'Babbage, C.', by one orcid "
        f"{BABBAGE_ORCID}: Charles Babbage (data/profiles/ada-lovelace.yaml:3: publications[0].authors[1]); "
        "Babbage, C. (data/profiles/mary-somerville.yaml:3: publications[0].authors[1])"
    )


def test_one_openalex_id_under_two_spellings_is_one_person_too(make_data) -> None:
    def by_openalex(name: str) -> str:
        return f'{{name: "{name}", identifiers: {{openalex: A5023888391}}}}'

    root = make_data(
        {
            "ada-lovelace": profile(
                "Ada Lovelace",
                "publications:\n" + paper("Notes", f"[Ada Lovelace, {by_openalex('Charles Babbage')}]"),
            ),
            "mary-somerville": profile(
                "Mary Somerville",
                "publications:\n" + paper("Connexion", f"[Mary Somerville, {by_openalex('Babbage, C.')}]"),
            ),
        }
    )
    res = resolve(load_profiles(root))
    authors = [res.author(p.listings[0].data["authors"][1]) for p in res.publications.values()]
    assert authors == ["openalex-a5023888391"] * 2


def test_two_orcids_on_one_spelling_are_two_people(make_data) -> None:
    pubs = (
        paper("A", f"[Ada Lovelace, {author('Charles Babbage', BABBAGE_ORCID)}]")
        + paper("B", f"[Ada Lovelace, {author('Charles Babbage', OTHER_ORCID)}]")
        + paper("C", "[Ada Lovelace, Charles Babbage]")
    )
    res = resolve(
        load_profiles(make_data({"ada-lovelace": profile("Ada Lovelace", "publications:\n" + pubs)}))
    )
    by_title = {p.title: p.listings[0].data["authors"][1] for p in res.publications.values()}
    assert res.author(by_title["A"]) == f"orcid-{BABBAGE_ORCID}"
    assert res.author(by_title["B"]) == f"orcid-{OTHER_ORCID}".lower()
    assert res.author(by_title["C"]) == "charles-babbage"  # which of the two: nobody can say
    (link,) = res.identity_links()
    assert str(link).startswith(
        f"'Charles Babbage' names 2 people, told apart by orcid {BABBAGE_ORCID} (orcid-{BABBAGE_ORCID}) "
        f"and orcid {OTHER_ORCID} (orcid-{OTHER_ORCID.lower()}): "
    )


def test_an_authors_orcid_that_a_profile_holds_is_that_profiles_person(make_data) -> None:
    root = make_data(
        {
            "ada-lovelace": profile("Ada Lovelace", f"identifiers: {{orcid: {ADA_ORCID}}}\n"),
            "charles-babbage": profile(
                "Charles Babbage",
                "publications:\n"
                + paper("Notes", f"[{author('Lovelace, A. A.', f'https://orcid.org/{ADA_ORCID}')}]"),
            ),
        }
    )
    res = resolve(load_profiles(root))
    (pub,) = res.publications.values()
    assert res.author(pub.listings[0].data["authors"][0]) == "ada-lovelace"
    assert res.person("Lovelace, A. A.") == "ada-lovelace"
    assert [str(link) for link in res.identity_links()] == [
        f"person 'Ada Lovelace' (ada-lovelace) is also 'Lovelace, A. A.': orcid {ADA_ORCID} is theirs: "
        "Lovelace, A. A. (data/profiles/charles-babbage.yaml:3: publications[0].authors[0]); "
        f"{ADA_ORCID} (data/profiles/ada-lovelace.yaml:2: identifiers.orcid)"
    ]


def test_a_curated_name_with_an_orcid_that_is_not_theirs_is_a_namesake(make_data) -> None:
    root = make_data(
        {
            "ada-lovelace": profile("Ada Lovelace", f"identifiers: {{orcid: {ADA_ORCID}}}\n"),
            "charles-babbage": profile(
                "Charles Babbage",
                "publications:\n"
                + paper("A", f"[{author('Ada Lovelace', OTHER_ORCID)}]")
                + paper("B", f"[{author('Ada Lovelace', BABBAGE_ORCID)}, Charles Babbage]"),
            ),
        }
    )
    res = resolve(load_profiles(root))
    authors = {p.title: res.author(p.listings[0].data["authors"][0]) for p in res.publications.values()}
    assert authors == {"A": f"orcid-{OTHER_ORCID.lower()}", "B": f"orcid-{BABBAGE_ORCID}"}
    assert res.person("Ada Lovelace") == "ada-lovelace"  # without an identifier: the curated name
    assert any(
        str(link).startswith(
            f"'Ada Lovelace' is not ada-lovelace here but person 'Ada Lovelace' (orcid-{BABBAGE_ORCID})"
        )
        for link in res.identity_links()
    )


def test_an_orcid_without_an_owner_joins_the_curated_name_it_comes_with(make_data) -> None:
    root = make_data(
        {
            "minjia-zhang": profile("Minjia Zhang"),
            "ada-lovelace": profile(
                "Ada Lovelace",
                "publications:\n"
                + paper("A", f"[Ada Lovelace, {author('Minjia Zhang', ADA_ORCID)}]")
                + paper("B", f"[Ada Lovelace, {author('Zhang, M.', ADA_ORCID)}]"),
            ),
        }
    )
    res = resolve(load_profiles(root))
    assert {res.author(p.listings[0].data["authors"][1]) for p in res.publications.values()} == {
        "minjia-zhang"
    }
    assert [str(link).split(":")[0] for link in res.identity_links()] == [
        "person 'Minjia Zhang' (minjia-zhang) is also 'Zhang, M.'"
    ]


def test_one_orcid_on_the_names_of_two_curated_people_is_an_error(make_data) -> None:
    root = make_data(
        {
            "minjia-zhang": profile("Minjia Zhang"),
            "zhaorui-zhang": profile("Zhaorui Zhang"),
            "ada-lovelace": profile(
                "Ada Lovelace",
                "publications:\n"
                + paper("A", f"[Ada Lovelace, {author('Minjia Zhang', ADA_ORCID)}]")
                + paper("B", f"[Ada Lovelace, {author('Zhaorui Zhang', ADA_ORCID)}]"),
            ),
        }
    )
    with pytest.raises(DataError) as raised:
        resolve(load_profiles(root))
    assert str(raised.value) == (
        "data/profiles/ada-lovelace.yaml:4: publications[1].authors[1].identifiers: orcid "
        f"{ADA_ORCID} is given to 'Minjia Zhang' (minjia-zhang, data/profiles/ada-lovelace.yaml:3) and "
        "to 'Zhaorui Zhang' (zhaorui-zhang): one identifier, two people (fix the identifier or the name)"
    )


def test_streamed_summaries_resolve_identifiers_as_the_whole_corpus_does(make_data) -> None:
    """The profile that gives the identifier comes after the one that spells the name without
    it: the streamed resolution reads each summary once, and still joins them."""
    root = make_data(
        {
            "ada-lovelace": profile(
                "Ada Lovelace", "publications:\n" + paper("A", "[Ada Lovelace, 'Babbage, C.']")
            ),
            "mary-somerville": profile(
                "Mary Somerville", "publications:\n" + paper("B", f"[{author('Babbage, C.', BABBAGE_ORCID)}]")
            ),
        }
    )
    corpus = load_profiles(root)
    summaries = [summarize(p) for p in corpus.profiles]
    streamed = Resolution(
        Corpus(root, [], corpus.organizations, corpus.people), iter(summaries), [s.profile for s in summaries]
    )
    whole = resolve(corpus)
    assert streamed.person("Babbage, C.") == whole.person("Babbage, C.") == f"orcid-{BABBAGE_ORCID}"
    assert {k: dict(p.spellings) for k, p in streamed.people.items()} == {
        k: dict(p.spellings) for k, p in whole.people.items()
    }


# -- DOIs: the same DOI is the same publication ------------------------------------------------------


def doi_paper(title: str, doi: str, year: int) -> str:
    return f'  - {{title: "{title}", authors: [Ada Lovelace], year: {year}, kind: journal, doi: "{doi}"}}\n'


def test_one_doi_under_two_titles_and_years_is_one_publication_with_its_conflicts(make_data) -> None:
    root = make_data(
        {
            "ada-lovelace": profile(
                "Ada Lovelace", "publications:\n" + doi_paper("Notes", "10.1000/Notes.1843", 1843)
            ),
            "charles-babbage": profile(
                "Charles Babbage",
                "publications:\n"
                + doi_paper("Sketch of the Engine", "https://doi.org/10.1000/notes.1843", 1842)
                # no DOI, but the title of an entry that has one
                + paper("Sketch of the engine!", "[Ada Lovelace]", 1842),
            ),
        }
    )
    res = resolve(load_profiles(root))
    (pub,) = res.publications.values()
    assert pub.id.startswith("doi-10-1000-notes-1843-") and len(pub.listings) == 3
    assert {c.fact: [v.value for v in c.values] for c in res.conflicts()} == {
        "year": ["1843", "1842", "1842"],
        "title": ["Notes", "Sketch of the Engine", "Sketch of the engine!"],
        "kind": ["journal", "journal", "conference"],
    }


def test_a_publication_iri_from_a_doi_does_not_depend_on_who_else_lists_it(make_data) -> None:
    alone = make_data(
        {"ada-lovelace": profile("Ada Lovelace", "publications:\n" + doi_paper("Notes", "10.1000/x", 1843))}
    )
    first = resolve(load_profiles(alone))
    (pub_id,) = first.publications
    (alone / "profiles" / "charles-babbage.yaml").write_text(
        profile("Charles Babbage", "publications:\n" + doi_paper("Other Title", "10.1000/X", 1842)),
        encoding="utf-8",
    )
    assert list(resolve(load_profiles(alone)).publications) == [pub_id]


def test_entries_with_an_id_are_kept_apart_whatever_their_doi(make_data) -> None:
    pubs = (
        '  - {id: notes-report, title: "Notes", authors: [Ada Lovelace], kind: report, doi: "10.1000/x"}\n'
        + doi_paper("Notes", "10.1000/x", 1843)
    )
    res = resolve(
        load_profiles(make_data({"ada-lovelace": profile("Ada Lovelace", "publications:\n" + pubs)}))
    )
    assert len(res.publications) == 2 and "notes-report" in res.publications


def test_a_spelling_two_letters_off_matches_a_long_name_not_a_short_one() -> None:
    registry = Registry(
        [
            Entry("pku", "Peking University", spellings=["Peking University", "Beijing University"]),
            Entry("cmu", "Carnegie Mellon University", spellings=["Carnegie Mellon University"]),
        ],
        [],
    )
    assert registry.organization("Beihang University") is None  # another university, two letters off
    near = registry.organization("Carnegie Melon Universty")
    assert near is not None and near.entry.id == "cmu" and near.how == "spelling one or two letters apart"
