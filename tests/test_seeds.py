"""The five curated seed profiles export completely: people, advisors, institutions, papers."""

from __future__ import annotations

import pytest
from rdflib import Graph, Literal, URIRef
from rdflib.namespace import RDF

from scholarkg.export.writers import union_graph
from scholarkg.vocab import SDO, SKG

BASE = "https://w3id.org/scholarkg/id/"


def person(person_id: str) -> URIRef:
    return URIRef(BASE + "person/" + person_id)


@pytest.fixture(scope="module")
def graph(seeds) -> Graph:
    return union_graph(seeds.dataset)


def names(graph: Graph, nodes) -> set[str]:
    return {str(n) for node in nodes for n in graph.objects(node, SDO.name) if not n.language}


def test_all_five_people_are_profile_subjects(seeds, graph: Graph) -> None:
    ids = [p.id for p in seeds.corpus.profiles]
    assert ids == ["jiarui-fang", "jiazhi-jiang", "minjia-zhang", "zhaorui-zhang", "zhihao-jia"]
    for profile_id in ids:
        assert (person(profile_id), RDF.type, SDO.Person) in graph


@pytest.mark.parametrize(
    ("student", "prop", "advisors"),
    [
        ("zhihao-jia", SKG.advisor, {"Alex Aiken", "Matei Zaharia"}),
        ("minjia-zhang", SKG.advisor, {"Michael D. Bond", "Hai Jin"}),
        ("minjia-zhang", SKG.committeeMember, {"P. Sadayappan", "Atanas Rountev", "Radu Teodorescu"}),
        ("jiarui-fang", SKG.advisor, {"Guangwen Yang", "Cho-Jui Hsieh"}),
        ("jiarui-fang", SKG.coAdvisor, {"Haohuan Fu"}),
        ("jiazhi-jiang", SKG.advisor, {"Xiangke Liao", "Yutong Lu", "Bingsheng He", "Hu Chen"}),
    ],
)
def test_advisors_from_every_education_entry(graph: Graph, student: str, prop, advisors: set[str]) -> None:
    assert names(graph, graph.objects(person(student), prop)) == advisors


def test_every_listed_publication_is_in_the_graph_with_its_full_author_list(seeds, graph: Graph) -> None:
    listed = 0
    for profile in seeds.corpus.profiles:
        for item in profile.data.get("publications", []):
            listed += 1
            pub = URIRef(BASE + "publication/" + seeds.resolution.publication(item))
            slots = sorted(
                (int(graph.value(slot, SDO.position)), graph.value(slot, SKG.author))
                for slot in graph.objects(pub, SKG.authorship)
            )
            expected = [
                seeds.resolution.person(a["name"] if isinstance(a, dict) else a) for a in item["authors"]
            ]
            assert [str(p).rsplit("/", 1)[1] for _, p in slots] == expected, item["title"]
    assert listed == 127
    assert len(seeds.resolution.publications) == 126  # Bamboo is listed by two people


def test_bamboo_is_one_paper_by_both_minjia_zhang_and_zhihao_jia(graph: Graph) -> None:
    (bamboo,) = graph.subjects(
        SDO.name,
        Literal("Bamboo: Making Preemptible Instances Resilient for Affordable Training of Large DNNs"),
    )
    authors = set(graph.objects(bamboo, SDO.author))
    assert {person("minjia-zhang"), person("zhihao-jia")} <= authors
    assert {str(y) for y in graph.objects(bamboo, SDO.datePublished)} == {"2022", "2023"}


def test_spellings_of_michael_bond_are_one_person(seeds) -> None:
    ids = {seeds.resolution.person(n) for n in ("Michael D. Bond", "Michael Bond", "Mike D. Bond")}
    assert ids == {"michael-d-bond"}


def test_positions_keep_their_organisations_and_dates(graph: Graph) -> None:
    rows = graph.query(
        """SELECT ?title ?org ?start WHERE {
             ?me schema:worksFor ?role . ?role schema:roleName ?title ; schema:worksFor ?unit .
             ?unit schema:parentOrganization* ?top . ?top schema:name ?org .
             FILTER NOT EXISTS { ?top schema:parentOrganization ?any }
             OPTIONAL { ?role schema:startDate ?start } }""",
        initBindings={"me": person("minjia-zhang")},
        initNs={"schema": SDO},
    )
    found = {(str(r.title), str(r.org), str(r.start) if r.start else None) for r in rows}
    assert ("Principal Researcher", "Microsoft", "2020-08") in found
    assert ("Senior RSDE", "Microsoft", "2016-10") in found


def test_no_markup_leaks_into_any_name(graph: Graph) -> None:
    leaked = [
        str(n) for n in graph.objects(None, SDO.name) if any(m in str(n) for m in ("**", "\\*", "<sup>"))
    ]
    assert leaked == []
    person_names = names(graph, graph.subjects(RDF.type, SDO.Person))
    assert [n for n in person_names if "*" in n or "#" in n] == []
