"""Site, facts: the pipeline's graph in an embedded store -> what the pages show, entity by entity.

A handful of SPARQL queries over the whole graph (not one per person: at 10,000 profiles that
would be hundreds of thousands of queries), grouped here by entity. Every fact keeps the named
graph that states it, so that a page can say which profile file and source document it comes
from; facts that two graphs state differently about one publication are its conflicts.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterator
from dataclasses import dataclass, field

import pyoxigraph

from ..names import title_key
from ..vocab import DEFAULT_BASE_IRI, PREFIXES

SPARQL_PREFIXES = "".join(f"PREFIX {prefix}: <{namespace}>\n" for prefix, namespace in PREFIXES.items())

# relation IRI -> the words a page uses for it
ADVISING = {
    "https://w3id.org/scholarkg/ontology#advisor": "advisor",
    "https://w3id.org/scholarkg/ontology#coAdvisor": "co-advisor",
    "https://w3id.org/scholarkg/ontology#mentor": "mentor",
    "https://w3id.org/scholarkg/ontology#committeeMember": "committee member",
}
# the relations of academic genealogy (the advisor tree); mentors and committees are not lineage
LINEAGE = ("advisor", "co-advisor")


@dataclass(frozen=True)
class Source:
    """A profile's named graph: the YAML file and the document it was curated from."""

    graph: str
    file: str
    document: str
    url: str | None


@dataclass(frozen=True)
class Role:
    """A position or an education entry."""

    title: str
    organization: str  # IRI
    start: str | None
    end: str | None
    current: bool
    graph: str
    detail: str | None = None  # education: the degree's name, e.g. "PhD in Computer Science"


@dataclass(frozen=True)
class Link:
    """An advising relation seen from one side: the other person, the relation, its graph."""

    person: str
    relation: str
    graph: str


@dataclass
class Person:
    iri: str
    name: str
    profile: Source | None = None  # set for a person with a profile
    homepage: str | None = None
    native_names: list[str] = field(default_factory=list)
    interests: list[str] = field(default_factory=list)
    positions: list[Role] = field(default_factory=list)
    education: list[Role] = field(default_factory=list)
    advisors: list[Link] = field(default_factory=list)
    students: list[Link] = field(default_factory=list)
    awards: list[tuple[str, str]] = field(default_factory=list)  # (text, graph)
    publications: list[str] = field(default_factory=list)  # IRIs, newest first

    def organizations(self) -> set[str]:
        return {role.organization for role in (*self.positions, *self.education)}


@dataclass(frozen=True)
class Conflict:
    """Graphs that state one fact of a publication differently: (value, graph) pairs."""

    fact: str
    values: tuple[tuple[str, str], ...]


@dataclass
class Publication:
    iri: str
    title: str
    year: str | None = None
    venue: str | None = None
    kind: str | None = None
    authors: list[str] = field(default_factory=list)  # person IRIs in order (first graph's list)
    graphs: list[str] = field(default_factory=list)  # the graphs that list it
    conflicts: list[Conflict] = field(default_factory=list)


@dataclass
class Organization:
    iri: str
    name: str
    parent: str | None = None
    units: list[str] = field(default_factory=list)


@dataclass
class Facts:
    people: dict[str, Person]
    publications: dict[str, Publication]
    organizations: dict[str, Organization]
    sources: dict[str, Source]  # by graph IRI

    def coauthors(self, person: str) -> dict[str, int]:
        """Each co-author of a person and the number of their joint papers."""
        counted: dict[str, int] = defaultdict(int)
        for iri in self.people[person].publications:
            for other in set(self.publications[iri].authors) - {person}:
                counted[other] += 1
        return dict(counted)


def _rows(store: pyoxigraph.Store, query: str) -> Iterator[tuple[str | None, ...]]:
    """The solutions of a SELECT over the union of the named graphs, each term as its text."""
    solutions = store.query(SPARQL_PREFIXES + query)
    assert isinstance(solutions, pyoxigraph.QuerySolutions)
    names = [variable.value for variable in solutions.variables]
    for solution in solutions:
        yield tuple(None if solution[name] is None else solution[name].value for name in names)


def gather(store: pyoxigraph.Store, base_iri: str = DEFAULT_BASE_IRI) -> Facts:
    """Every fact the pages show, from a store whose default graph is the union of the named
    graphs (as :func:`scholarkg.query.engines.oxigraph_store` makes it)."""
    sources = _sources(store, base_iri)
    organizations = _organizations(store)
    people = _people(store, sources)
    _roles(store, people)
    _advising(store, people)
    publications = _publications(store, people)
    for row in _rows(store, "SELECT ?p ?award ?g { GRAPH ?g { ?p schema:award ?award } ?p a schema:Person }"):
        person, award, graph = row
        if person in people:
            people[person].awards.append((str(award), str(graph)))
    for row in _rows(
        store, "SELECT ?p ?topic { ?p a schema:Person ; schema:knowsAbout ?topic } ORDER BY ?p ?topic"
    ):
        people[str(row[0])].interests.append(str(row[1]))
    return Facts(people, publications, organizations, sources)


def _sources(store: pyoxigraph.Store, base_iri: str) -> dict[str, Source]:
    query = """SELECT ?g ?file ?document ?url {
        GRAPH ?g { ?g dcterms:source ?file ; prov:hadPrimarySource ?url . ?url dcterms:title ?document }
    }"""
    found = {}
    for graph, file, document, url in _rows(store, query):
        assert graph is not None
        generated = url is not None and url.startswith(base_iri + "source/")  # a document without a URL
        found[graph] = Source(graph, str(file), str(document), None if generated else url)
    return found


def _organizations(store: pyoxigraph.Store) -> dict[str, Organization]:
    query = """SELECT ?o ?name ?parent {
        ?o a schema:Organization ; schema:name ?name . FILTER(LANG(?name) = "")
        OPTIONAL { ?o schema:parentOrganization ?parent }
    } ORDER BY ?o ?name"""
    found: dict[str, Organization] = {}
    for org, name, parent in _rows(store, query):
        assert org is not None
        found.setdefault(org, Organization(org, str(name), parent))
    for unit in found.values():
        if unit.parent in found:
            found[unit.parent].units.append(unit.iri)
    return found


def _people(store: pyoxigraph.Store, sources: dict[str, Source]) -> dict[str, Person]:
    query = """SELECT ?p ?name ?url {
        ?p a schema:Person ; schema:name ?name . FILTER(LANG(?name) = "")
        OPTIONAL { ?p schema:url ?url }
    } ORDER BY ?p ?name ?url"""
    people: dict[str, Person] = {}
    for person, name, url in _rows(store, query):
        assert person is not None
        people.setdefault(person, Person(person, str(name), homepage=url))
    for graph, person in _rows(store, "SELECT ?g ?p { GRAPH ?g { ?g foaf:primaryTopic ?p } }"):
        if graph in sources and person in people:
            people[person].profile = sources[graph]
    native = """SELECT ?p ?name {
        ?p a schema:Person ; schema:name ?name . FILTER(LANG(?name) != "")
    } ORDER BY ?p ?name"""
    for person, name in _rows(store, native):
        people[str(person)].native_names.append(str(name))
    return people


def _roles(store: pyoxigraph.Store, people: dict[str, Person]) -> None:
    positions = """SELECT ?p ?title ?org ?start ?end ?current ?g {
        GRAPH ?g { ?p ?rel ?r . ?r a schema:Role ; schema:roleName ?title ; ?rel ?org .
            VALUES ?rel { schema:worksFor schema:affiliation }
            OPTIONAL { ?r schema:startDate ?start } OPTIONAL { ?r schema:endDate ?end }
            OPTIONAL { ?r skg:current ?current } }
    } ORDER BY ?p ?r"""
    for person, title, org, start, end, current, graph in _rows(store, positions):
        role = Role(str(title), str(org), start, end, current == "true", str(graph))
        people[str(person)].positions.append(role)
    education = """SELECT ?p ?title ?org ?start ?end ?degree ?g {
        GRAPH ?g { ?p schema:alumniOf ?r . ?r a schema:Role ; schema:roleName ?title ; schema:alumniOf ?org .
            OPTIONAL { ?r schema:startDate ?start } OPTIONAL { ?r schema:endDate ?end }
            OPTIONAL { ?r skg:credential ?d . ?d schema:name ?degree } }
    } ORDER BY ?p ?r"""
    for person, title, org, start, end, degree, graph in _rows(store, education):
        role = Role(str(title), str(org), start, end, end is None, str(graph), degree)
        people[str(person)].education.append(role)
    for someone in people.values():
        # newest first: the current ones, then by start (positions without dates last)
        someone.positions.sort(key=lambda r: (not r.current, r.start is None, _negated(r.start or "")))
        someone.education.sort(key=lambda r: _negated(r.start or r.end or ""))


def _negated(text: str) -> tuple[int, ...]:
    return tuple(-ord(character) for character in text)


def _advising(store: pyoxigraph.Store, people: dict[str, Person]) -> None:
    query = """SELECT DISTINCT ?student ?rel ?advisor ?g {
        GRAPH ?g { ?student ?rel ?advisor }
        VALUES ?rel { skg:advisor skg:coAdvisor skg:mentor skg:committeeMember }
    } ORDER BY ?student ?rel ?advisor ?g"""
    seen: set[tuple[str, str, str]] = set()
    for student, relation, advisor, graph in _rows(store, query):
        assert student is not None and advisor is not None and relation is not None
        words = ADVISING[relation]
        if (student, words, advisor) in seen or student not in people or advisor not in people:
            continue  # a relation two graphs state is shown once, with the first graph
        seen.add((student, words, advisor))
        people[student].advisors.append(Link(advisor, words, str(graph)))
        people[advisor].students.append(Link(student, words, str(graph)))


def _publications(store: pyoxigraph.Store, people: dict[str, Person]) -> dict[str, Publication]:
    # every publication has a kind (schema:genre), and nothing else has one
    described = """SELECT ?w ?title ?year ?venue ?kind ?g {
        GRAPH ?g { ?w schema:genre ?kind ; schema:name ?title .
            OPTIONAL { ?w schema:datePublished ?year }
            OPTIONAL { ?w schema:isPartOf ?v . ?v schema:name ?venue } }
    } ORDER BY ?w ?g ?title"""
    publications: dict[str, Publication] = {}
    said: dict[str, dict[str, dict[str, str]]] = defaultdict(
        lambda: defaultdict(dict)
    )  # iri -> fact -> graph -> value
    for iri, title, year, venue, kind, graph in _rows(store, described):
        assert iri is not None and graph is not None
        publication = publications.setdefault(iri, Publication(iri, str(title), year, venue, kind))
        if graph not in publication.graphs:
            publication.graphs.append(graph)
        for fact, value in (("year", year), ("venue", venue), ("kind", kind), ("title", title)):
            if value is not None:
                said[iri][fact][graph] = value
    authorships = """SELECT ?w ?n ?a ?g {
        GRAPH ?g { ?w skg:authorship ?slot . ?slot skg:author ?a ; schema:position ?n }
    } ORDER BY ?w ?g"""
    lists: dict[str, dict[str, dict[int, str]]] = defaultdict(lambda: defaultdict(dict))
    for iri, position, author, graph in _rows(store, authorships):
        assert iri is not None and graph is not None and position is not None and author is not None
        lists[iri][graph][int(position)] = author
    for iri, by_graph in lists.items():
        ordered = {graph: [slots[n] for n in sorted(slots)] for graph, slots in by_graph.items()}
        publication = publications[iri]
        publication.authors = ordered[min(ordered)]
        said[iri]["authors"] = {g: ", ".join(people[a].name for a in names) for g, names in ordered.items()}
        for author in dict.fromkeys(a for names in ordered.values() for a in names):
            people[author].publications.append(iri)
    for iri, facts in said.items():
        for fact, values in facts.items():
            # titles differ only where a DOI joins two: case and punctuation are no conflict
            if len({title_key(v) for v in values.values()} if fact == "title" else set(values.values())) > 1:
                publications[iri].conflicts.append(
                    Conflict(fact, tuple(sorted((v, g) for g, v in values.items())))
                )
    for person in people.values():
        person.publications.sort(
            key=lambda iri: (_negated(publications[iri].year or ""), publications[iri].title)
        )
    return publications
