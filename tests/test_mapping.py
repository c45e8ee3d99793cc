"""Mapping rules: a small profile in, the expected triples out."""

from __future__ import annotations

import io

from rdflib import Graph, Literal, URIRef
from rdflib.namespace import FOAF, RDF

from scholarkg import build
from scholarkg.export.writers import union_graph
from scholarkg.pipeline.stream import export_nquads
from scholarkg.vocab import SDO, SKG, XSD

from .conftest import serialized

BASE = "https://w3id.org/scholarkg/id/"
ADA = URIRef(BASE + "person/ada-lovelace")

FULL_PROFILE = """\
name: Ada Lovelace
native_names: [{name: 艾达, lang: zh}]
aliases: [Augusta Ada King]
emails: [ada@example.org]
homepage: https://ada.example.org/
identifiers: {orcid: 0000-0002-1825-0097}
interests: [analytical engines]
positions:
  - title: Countess
    organization: Analytical Society
    department: Engine Lab
    start: "1835-07"
    end: 1852
    mentors: [Mary Somerville]
  - title: Visiting Scholar
    organization: University of London
    kind: visiting
education:
  - degree: PhD
    field: Mathematics
    institution: University of London
    start: 1835
    end: 1840-11-02
    advisors: ["**Augustus De Morgan**"]
    co_advisors: [Charles Babbage]
    committee: [Mary Somerville]
    thesis: Notes on the Engine
publications:
  - title: Sketch of the Analytical Engine
    authors: [Luigi Menabrea, {name: Ada Lovelace, equal_contribution: true, corresponding: true}]
    year: 1843
    kind: journal
    venue: Taylor's Scientific Memoirs
students:
  - name: Jane Doe
    role: phd
    co_advisors: [Charles Babbage]
    start: 1850
    outcome: Professor at Somewhere
awards:
  - {name: Medal of Engines, year: 1842}
source: {document: ada.txt, url: https://ada.example.org/cv, kind: cv, date: 2020-05-01}
curated: 2026-01-01
"""


def graph_of(make_data, text: str = FULL_PROFILE, **registries: str) -> Graph:
    return union_graph(build(make_data({"ada-lovelace": text}, **registries)).dataset)


def test_person_is_schema_and_foaf_person_with_names_emails_and_homepage(make_data) -> None:
    g = graph_of(make_data)
    assert {SDO.Person, FOAF.Person} <= set(g.objects(ADA, RDF.type))
    assert set(g.objects(ADA, SDO.name)) == {Literal("Ada Lovelace"), Literal("艾达", lang="zh")}
    assert set(g.objects(ADA, FOAF.name)) == {Literal("Ada Lovelace"), Literal("艾达", lang="zh")}
    assert set(g.objects(ADA, SDO.alternateName)) == {Literal("Augusta Ada King")}
    assert set(g.objects(ADA, SDO.email)) == {URIRef("mailto:ada@example.org")}
    assert set(g.objects(ADA, FOAF.mbox)) == {URIRef("mailto:ada@example.org")}
    assert set(g.objects(ADA, FOAF.homepage)) == {URIRef("https://ada.example.org/")}
    assert URIRef("https://orcid.org/0000-0002-1825-0097") in set(g.objects(ADA, SDO.sameAs))
    assert set(g.objects(ADA, SDO.knowsAbout)) == {Literal("analytical engines")}


def test_positions_use_the_role_pattern_with_dates_attached(make_data) -> None:
    g = graph_of(make_data)
    role = URIRef(f"{ADA}/position/1")
    assert (ADA, SDO.worksFor, role) in g
    assert (role, RDF.type, SDO.Role) in g
    assert (role, SDO.roleName, Literal("Countess")) in g
    assert (role, SDO.startDate, Literal("1835-07", datatype=XSD.gYearMonth)) in g
    assert (role, SDO.endDate, Literal("1852", datatype=XSD.gYear)) in g
    assert (role, SKG.current, Literal(False)) in g
    lab = URIRef(BASE + "org/analytical-society-engine-lab")
    assert (role, SDO.worksFor, lab) in g
    assert (lab, SDO.parentOrganization, URIRef(BASE + "org/analytical-society")) in g
    assert (ADA, SKG.mentor, URIRef(BASE + "person/mary-somerville")) in g
    visiting = URIRef(f"{ADA}/position/2")
    assert (ADA, SDO.affiliation, visiting) in g
    assert (visiting, SKG.current, Literal(True)) in g


def test_education_has_role_dates_degree_credential_and_advisors(make_data) -> None:
    g = graph_of(make_data)
    role = URIRef(f"{ADA}/education/1")
    degree = URIRef(f"{ADA}/degree/1")
    london = URIRef(BASE + "org/university-of-london")
    assert (ADA, SDO.alumniOf, role) in g
    assert (role, SDO.alumniOf, london) in g
    assert (role, SDO.endDate, Literal("1840-11-02", datatype=XSD.date)) in g
    assert (ADA, SDO.hasCredential, degree) in g
    assert (degree, RDF.type, SDO.EducationalOccupationalCredential) in g
    assert (degree, SDO.educationalLevel, Literal("PhD")) in g
    assert (degree, SDO.recognizedBy, london) in g
    assert (degree, SKG.thesisTitle, Literal("Notes on the Engine")) in g
    assert (ADA, SKG.advisor, URIRef(BASE + "person/augustus-de-morgan")) in g
    assert (ADA, SKG.coAdvisor, URIRef(BASE + "person/charles-babbage")) in g
    assert (ADA, SKG.committeeMember, URIRef(BASE + "person/mary-somerville")) in g


def test_markup_around_names_never_reaches_the_graph(make_data) -> None:
    g = graph_of(make_data)
    names = {str(o) for o in g.objects(None, SDO.name)}
    assert "Augustus De Morgan" in names
    assert not [n for n in names if "*" in n or "#" in n]


def test_publications_have_every_author_and_a_queryable_order(make_data) -> None:
    g = graph_of(make_data)
    (pub,) = g.subjects(SDO.name, Literal("Sketch of the Analytical Engine"))
    assert (pub, RDF.type, SDO.ScholarlyArticle) in g
    assert (pub, SDO.datePublished, Literal("1843", datatype=XSD.gYear)) in g
    assert set(g.objects(pub, SDO.author)) == {ADA, URIRef(BASE + "person/luigi-menabrea")}
    rows = g.query(
        """SELECT ?name ?position ?equal WHERE {
             ?pub skg:authorship ?slot . ?slot skg:author ?person ; schema:position ?position .
             ?person schema:name ?name . FILTER(lang(?name) = "")
             OPTIONAL { ?slot skg:equalContribution ?equal }
           } ORDER BY ?position""",
        initBindings={"pub": pub},
        initNs={"skg": SKG, "schema": SDO},
    )
    assert [(str(r.name), r.position.toPython(), r.equal) for r in rows] == [
        ("Luigi Menabrea", 1, None),
        ("Ada Lovelace", 2, Literal(True)),
    ]
    venue = URIRef(BASE + "venue/taylor-s-scientific-memoirs")
    assert (pub, SDO.isPartOf, venue) in g
    assert (venue, RDF.type, SDO.Periodical) in g


def test_students_are_advised_by_the_profile_person(make_data) -> None:
    g = graph_of(make_data)
    jane = URIRef(BASE + "person/jane-doe")
    role = URIRef(f"{ADA}/advisee/1")
    assert (jane, SKG.advisor, ADA) in g
    assert (jane, SKG.coAdvisor, URIRef(BASE + "person/charles-babbage")) in g
    assert (ADA, SKG.advisee, role) in g
    assert (role, SKG.advisee, jane) in g
    assert (role, SDO.roleName, Literal("PhD student")) in g
    assert (role, SKG.outcome, Literal("Professor at Somewhere")) in g
    assert (role, SKG.current, Literal(True)) in g


def test_awards_are_listed_with_their_year(make_data) -> None:
    g = graph_of(make_data)
    assert set(g.objects(ADA, SDO.award)) == {Literal("Medal of Engines (1842)")}


def test_each_profile_is_a_named_graph_with_provenance(make_data) -> None:
    dataset = build(make_data({"ada-lovelace": FULL_PROFILE})).dataset
    graph_iri = URIRef(BASE + "graph/ada-lovelace")
    named = dataset.graph(graph_iri)
    source = URIRef("https://ada.example.org/cv")
    assert (ADA, RDF.type, SDO.Person) in named
    assert (graph_iri, URIRef("http://www.w3.org/ns/prov#wasDerivedFrom"), source) in named
    assert (
        graph_iri,
        URIRef("http://purl.org/dc/terms/source"),
        Literal("profiles/ada-lovelace.yaml"),
    ) in named
    assert (
        graph_iri,
        URIRef("http://purl.org/dc/terms/modified"),
        Literal("2026-01-01", datatype=XSD.date),
    ) in named
    registry = dataset.graph(URIRef(BASE + "graph/registry"))
    assert (URIRef(BASE + "person/jane-doe"), RDF.type, SDO.Person) in registry
    assert (ADA, RDF.type, SDO.Person) not in registry


def test_no_blank_nodes_anywhere(make_data) -> None:
    g = graph_of(make_data)
    assert all(not t.__class__.__name__ == "BNode" for triple in g for t in triple)


def test_base_iri_is_configurable(make_data) -> None:
    dataset = build(make_data({"ada-lovelace": FULL_PROFILE}), base_iri="http://example.org/kg").dataset
    subjects = {str(s) for s, _, _, _ in dataset.quads((None, None, None, None))}
    assert "http://example.org/kg/person/ada-lovelace" in subjects
    assert not [s for s in subjects if s.startswith(BASE)]


SHARED = """\
name: {name}
publications:
  - title: {title}
    authors:
      - {name}
      - {{name: "{coauthor}", identifiers: {{orcid: 0000-0001-5109-3700, dblp: 01/1}}}}
    year: {year}
    kind: journal
    doi: {doi}
source: {{document: x.txt}}
curated: 2026-01-01
"""


def test_an_author_with_identifiers_and_a_paper_with_a_doi_are_one_node_each(make_data) -> None:
    """Two profiles list one paper by its DOI under two titles, and one co-author by an ORCID iD
    under two spellings: one publication node, one co-author node with both identifiers, each
    statement in the graph of the profile that makes it; streamed as the graph build makes it."""
    root = make_data(
        {
            "ada-lovelace": SHARED.format(
                name="Ada Lovelace", title="Notes", coauthor="Charles Babbage", year=1843, doi="10.1000/N.1"
            ),
            "mary-somerville": SHARED.format(
                name="Mary Somerville",
                title="Sketch",
                coauthor="Babbage, C.",
                year=1842,
                doi="doi:10.1000/n.1",
            ),
        }
    )
    result = build(root)
    union = union_graph(result.dataset)
    (paper,) = set(union.subjects(RDF.type, SDO.ScholarlyArticle))
    assert str(paper).startswith(BASE + "publication/doi-10-1000-n-1-")
    babbage = URIRef(BASE + "person/orcid-0000-0001-5109-3700")
    assert set(union.objects(paper, SDO.author)) == {
        babbage,
        URIRef(BASE + "person/ada-lovelace"),
        URIRef(BASE + "person/mary-somerville"),
    }
    assert set(union.objects(babbage, SDO.sameAs)) == {
        URIRef("https://orcid.org/0000-0001-5109-3700"),
        URIRef("https://dblp.org/pid/01/1"),
    }
    assert set(union.objects(paper, SDO.datePublished)) == {
        Literal("1843", datatype=XSD.gYear),
        Literal("1842", datatype=XSD.gYear),
    }
    assert set(union.objects(paper, SDO.sameAs)) == {
        URIRef("https://doi.org/10.1000/N.1"),
        URIRef("https://doi.org/10.1000/n.1"),
    }
    for graph in ("ada-lovelace", "mary-somerville"):
        assert (babbage, SDO.sameAs, URIRef("https://orcid.org/0000-0001-5109-3700")) in result.dataset.graph(
            URIRef(BASE + "graph/" + graph)
        )
    out = io.BytesIO()
    export_nquads(root, out, jobs=1)
    assert out.getvalue() == serialized(result, "nquads")


def test_a_cached_export_keeps_identifiers_and_dois_and_follows_their_changes(make_data, tmp_path) -> None:
    """Cached summaries hold the identified authors and the DOIs; a change in one profile's
    identifier re-maps the profile that spells the same person without it."""
    ada = SHARED.format(
        name="Ada Lovelace", title="Notes", coauthor="Charles Babbage", year=1843, doi="10.1000/n"
    )
    mary = (
        "name: Mary Somerville\npublications:\n"
        "  - {title: Sketch, authors: [Mary Somerville, Charles Babbage], kind: book}\n"
        "source: {document: m}\ncurated: 2026-01-01\n"
    )
    root = make_data({"ada-lovelace": ada, "mary-somerville": mary})
    cache = tmp_path / "cache"

    def export() -> bytes:
        out = io.BytesIO()
        export_nquads(root, out, jobs=1, cache_dir=cache)
        return out.getvalue()

    first, again = export(), export()
    assert first == again == serialized(build(root), "nquads")
    assert b"person/orcid-0000-0001-5109-3700> <https://schema.org/name>" in first
    (root / "profiles" / "ada-lovelace.yaml").write_text(
        ada.replace("0000-0001-5109-3700", "0000-0003-0000-002X")
    )
    changed = export()
    assert changed == serialized(build(root), "nquads")
    assert b"person/orcid-0000-0001-5109-3700" not in changed
    # Mary's "Charles Babbage", without an identifier, follows the new one
    assert (
        b"person/orcid-0000-0003-0000-002x> <https://w3id.org/scholarkg/id/graph/mary-somerville>" in changed
    )


def test_a_paper_two_coauthors_list_alike_is_stated_in_both_graphs(make_data) -> None:
    """The export writes a listing met before from its kept text: each graph still gets it all."""
    luigi = FULL_PROFILE.split("native_names")[0].replace("Ada Lovelace", "Luigi Menabrea")
    luigi += FULL_PROFILE[FULL_PROFILE.index("publications:") : FULL_PROFILE.index("students:")]
    luigi += "source: {document: luigi.txt}\ncurated: 2026-01-01\n"
    out = io.BytesIO()
    export_nquads(make_data({"ada-lovelace": FULL_PROFILE, "luigi-menabrea": luigi}), out)
    by_graph: dict[str, set[str]] = {}
    for line in out.getvalue().decode().splitlines():
        statement, graph, _ = line.rsplit(" ", 2)
        by_graph.setdefault(graph, set()).add(statement)
    ada, luigi_graph = (by_graph[f"<{BASE}graph/{name}>"] for name in ("ada-lovelace", "luigi-menabrea"))
    paper = {s for s in ada if s.startswith((f"<{BASE}publication/", f"<{BASE}venue/"))}
    assert len(paper) == 19  # the paper's 5, its venue's 2, 5 per author (2 on the paper), 2 flags
    assert paper <= luigi_graph


def test_profile_nquads_are_the_sorted_lines_of_profile_triples(make_data) -> None:
    from scholarkg.mapping import Mapper
    from scholarkg.ntriples import graph_block
    from scholarkg.profiles.corpus import load_profiles
    from scholarkg.resolve.resolution import resolve

    resolution = resolve(load_profiles(make_data({"ada-lovelace": FULL_PROFILE})))
    (ada,) = resolution.corpus.profiles
    for origins in (True, False):
        mapper = Mapper(resolution, track_origins=origins)
        expected = graph_block(mapper.graph(ada.id), mapper.profile_triples(ada))
        assert mapper.profile_nquads(ada) == mapper.profile_nquads(ada) == expected
