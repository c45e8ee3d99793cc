"""Stage 3, map: a :class:`Resolution` -> RDF, one named graph per profile plus a registry graph.

Vocabulary: schema.org and FOAF side by side, PROV-O for provenance, and the few own terms of
``ontology/scholarkg.ttl`` where neither has one (advising, authorship order). Every node gets
an IRI minted from canonical ids (no blank nodes), so exports are deterministic and loads into
a store are idempotent.
"""

from __future__ import annotations

import functools
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any
from urllib.parse import quote

from rdflib import Dataset, Literal, URIRef
from rdflib.term import Node

from .names import slugify
from .ntriples import quad_lines, statement_texts, term_nt
from .profiles.corpus import Profile
from .profiles.schema import PartialDate
from .resolve.resolution import Resolution
from .vocab import DCTERMS, DEFAULT_BASE_IRI, FOAF, PREFIXES, PROV, RDF, SDO, SKG, XSD

Triple = tuple[Node, Node, Node]

DEGREE_LABELS = {
    "PhD": "PhD student",
    "MPhil": "MPhil student",
    "MSc": "MSc student",
    "MEng": "MEng student",
    "MA": "MA student",
    "MBA": "MBA student",
    "BSc": "BSc student",
    "BEng": "BEng student",
    "BA": "BA student",
    "visiting": "Visiting scholar",
    "postdoc": "Postdoctoral researcher",
}
NON_DEGREES = {"visiting", "postdoc"}
STUDENT_ROLE_LABELS = {
    "phd": "PhD student",
    "ms": "Master's student",
    "bs": "Bachelor's student",
    "postdoc": "Postdoctoral researcher",
    "intern": "Intern",
    "mentee": "Mentee",
    "visiting": "Visiting student",
}
PUBLICATION_CLASSES = {
    "journal": SDO.ScholarlyArticle,
    "conference": SDO.ScholarlyArticle,
    "workshop": SDO.ScholarlyArticle,
    "poster": SDO.ScholarlyArticle,
    "preprint": SDO.ScholarlyArticle,
    "report": SDO.Report,
    "thesis": SDO.Thesis,
    "book": SDO.Book,
    "chapter": SDO.Chapter,
    "patent": SDO.CreativeWork,
}
ORG_CLASSES = {"university": SDO.CollegeOrUniversity, "company": SDO.Corporation}
ADVISING_PROPERTIES = {"advisor": SKG.advisor, "co_advisor": SKG.coAdvisor, "mentor": SKG.mentor}
IDENTIFIER_IRIS = {
    "orcid": "https://orcid.org/{}",
    "dblp": "https://dblp.org/pid/{}",
    "wikidata": "http://www.wikidata.org/entity/{}",
    "google_scholar": "https://scholar.google.com/citations?user={}",
    "github": "https://github.com/{}",
    "openalex": "https://openalex.org/{}",
    "ror": "https://ror.org/{}",
    "grid": "https://www.grid.ac/institutes/{}",
    "isni": "https://isni.org/isni/{}",
}


@functools.lru_cache(maxsize=4096)
def date_literal(date: PartialDate) -> Literal:
    """A partial date as xsd:gYear, xsd:gYearMonth or xsd:date."""
    datatype = {"year": XSD.gYear, "month": XSD.gYearMonth, "day": XSD.date}[date.precision]
    return Literal(date.iso(), datatype=datatype)


@functools.lru_cache(maxsize=4096)
def year_literal(year: int) -> Literal:
    return Literal(f"{year:04d}", datatype=XSD.gYear)


@functools.lru_cache(maxsize=1024)
def position_literal(position: int) -> Literal:
    return Literal(position)


@functools.lru_cache(maxsize=1 << 16, typed=True)  # typed: never 1 for True
def text_literal(text: Any) -> Literal:
    """A plain literal, made once per text: names, kinds and venues recur across a corpus, and
    rdflib's Literal() costs ~5 us (a third of the mapping time before this cache)."""
    return Literal(text)


PUBLICATION_CACHE_SIZE = 10_000

TRUE = Literal(True)
FALSE = Literal(False)


@dataclass(frozen=True)
class Origin:
    """Where in the YAML a node of the graph came from."""

    path: str
    field: str
    line: int | None


@dataclass(frozen=True)
class NamedGraph:
    """The triples of one named graph."""

    iri: URIRef
    triples: list[Triple]


# the classes of every person: in their profile's graph, or in the registry graph
PERSON_TYPES = (SDO.Person, FOAF.Person)


class Mapper:
    """Mints IRIs and turns resolved records into triples."""

    def __init__(
        self, resolution: Resolution, base_iri: str = DEFAULT_BASE_IRI, track_origins: bool = True
    ) -> None:
        if not base_iri.endswith(("/", "#")):
            base_iri += "/"
        self.res = resolution
        self.base = base_iri
        # node -> the YAML records it came from; filled while triples are made, read by validate
        self.origins: dict[URIRef, list[Origin]] = {}
        self.track_origins = track_origins  # only validation reads them; streaming skips the cost
        self._pubs: dict[str, URIRef] = {}
        self._slots: dict[URIRef, list[URIRef]] = {}  # a publication's author slots, by position
        self._people: dict[str, URIRef] = {}
        self._orgs: dict[str, URIRef] = {}
        self._venues: dict[str, URIRef] = {}
        self._publication_text: dict[str, tuple[str, ...]] = {}  # see profile_nquads

    def _origin(self, node: URIRef, profile: Profile, field_path: str) -> None:
        if not self.track_origins:
            return
        origin = Origin(profile.path, field_path, profile.line_of(field_path) if field_path else 1)
        known = self.origins.setdefault(node, [])
        if origin not in known:
            known.append(origin)

    def _registry_origin(self, node: URIRef, entry: Any) -> None:
        if not self.track_origins:
            return
        origin = Origin(entry.path, entry.field_path, entry.line)
        known = self.origins.setdefault(node, [])
        if origin not in known:
            known.append(origin)

    # -- IRIs ---------------------------------------------------------------------------------

    def iri(self, *parts: str) -> URIRef:
        return URIRef(self.base + "/".join(quote(p, safe="-._~") for p in parts))

    def person(self, ref: str) -> URIRef:
        return self.person_id(self.res.person(ref))

    def person_id(self, person_id: str) -> URIRef:
        node = self._people.get(person_id)
        if node is None:
            node = self._people[person_id] = self.iri("person", person_id)
        return node

    def org(self, org_id: str) -> URIRef:
        node = self._orgs.get(org_id)
        if node is None:
            node = self._orgs[org_id] = self.iri("org", org_id)
        return node

    def graph(self, name: str) -> URIRef:
        return self.iri("graph", name)

    @property
    def registry_graph(self) -> URIRef:
        return self.graph("registry")

    # -- graphs ---------------------------------------------------------------------------------

    def graphs(self) -> list[NamedGraph]:
        """The registry graph first, then one graph per profile in file order."""
        result = [NamedGraph(self.registry_graph, list(self.registry_triples()))]
        for profile in self.res.corpus.profiles:
            result.append(NamedGraph(self.graph(profile.id), list(self.profile_triples(profile))))
        return result

    def registry_inputs(self) -> str:
        """What :meth:`registry_triples` reads of the resolution, as text: with the registries'
        bytes and the base IRI, it decides the registry graph, and the streamed export keys its
        cached copy of that graph on it. Whatever registry_triples comes to read must be here."""
        organizations = [
            (org.id, org.name, org.parent, org.registry is not None)
            for _, org in sorted(self.res.organizations.items())
        ]
        people = [
            (
                person.id,
                person.name,
                person.profile is None,
                person.registry.id if person.registry else None,
                [entry.id for entry in person.merged],
            )
            for _, person in sorted(self.res.people.items())
        ]
        return repr((organizations, people))

    def registry_triples(self) -> Iterator[Triple]:
        """The registry graph: every organisation, and every person without a profile (see
        :meth:`registry_inputs`)."""
        for org_id in sorted(self.res.organizations):
            yield from self._organization(org_id)
        for person_id in sorted(self.res.people):
            person = self.res.people[person_id]
            node = self.person_id(person_id)
            if person.profile is None:
                yield from self._person_type_and_name(node, person.name)
            if person.registry is not None and person.profile is None:
                self._registry_origin(node, person.registry)
            for entry in ([person.registry] if person.registry else []) + person.merged:
                if entry.data["name"] != person.name:
                    yield node, SDO.alternateName, text_literal(entry.data["name"])
                yield from self._person_registry_facts(node, entry.data)

    def _person_type_and_name(self, node: URIRef, name: str) -> Iterator[Triple]:
        for kind in PERSON_TYPES:
            yield node, RDF.type, kind
        yield node, SDO.name, text_literal(name)
        yield node, FOAF.name, text_literal(name)

    def _person_registry_facts(self, node: URIRef, data: dict[str, Any]) -> Iterator[Triple]:
        for alias in data.get("aliases", []):
            yield node, SDO.alternateName, text_literal(alias)
        yield from self._native_names(node, data)
        yield from self._contact(node, data)
        if "affiliation" in data:
            yield node, SDO.affiliation, self.org(self.res.organization(data["affiliation"]))

    def _native_names(self, node: URIRef, data: dict[str, Any]) -> Iterator[Triple]:
        for native in data.get("native_names", []):
            yield node, SDO.name, Literal(native["name"], lang=native["lang"])
            yield node, FOAF.name, Literal(native["name"], lang=native["lang"])

    def _contact(self, node: URIRef, data: dict[str, Any]) -> Iterator[Triple]:
        for email in data.get("emails", []):
            mailbox = URIRef("mailto:" + email)
            yield node, SDO.email, mailbox
            yield node, FOAF.mbox, mailbox
        if "homepage" in data:
            yield node, SDO.url, URIRef(data["homepage"])
            yield node, FOAF.homepage, URIRef(data["homepage"])
        for link in data.get("links", []):
            yield node, SDO.sameAs, URIRef(link)
        yield from self._identifiers(node, data)

    def _identifiers(self, node: URIRef, data: dict[str, Any]) -> Iterator[Triple]:
        for scheme, value in sorted(data.get("identifiers", {}).items()):
            yield node, SDO.sameAs, URIRef(IDENTIFIER_IRIS[scheme].format(quote(value, safe="/:-._~")))

    def _address(self, owner: URIRef, location: dict[str, str]) -> Iterator[Triple]:
        address = URIRef(owner + "/address")
        yield owner, SDO.address, address
        yield address, RDF.type, SDO.PostalAddress
        for key, prop in (
            ("city", SDO.addressLocality),
            ("region", SDO.addressRegion),
            ("country", SDO.addressCountry),
        ):
            if key in location:
                yield address, prop, text_literal(location[key])

    def _organization(self, org_id: str) -> Iterator[Triple]:
        org = self.res.organizations[org_id]
        node = self.org(org_id)
        data = org.registry.data if org.registry else {}
        if org.registry is not None:
            self._registry_origin(node, org.registry)
        yield node, RDF.type, SDO.Organization
        yield node, RDF.type, FOAF.Organization
        if data.get("kind") in ORG_CLASSES:
            yield node, RDF.type, ORG_CLASSES[data["kind"]]
        yield node, SDO.name, text_literal(org.name)
        yield node, FOAF.name, text_literal(org.name)
        for alias in data.get("aliases", []):
            yield node, SDO.alternateName, text_literal(alias)
        yield from self._native_names(node, data)
        if org.parent:
            yield node, SDO.parentOrganization, self.org(org.parent)
        if "url" in data:
            yield node, SDO.url, URIRef(data["url"])
        yield from self._identifiers(node, data)
        if "location" in data:
            yield from self._address(node, data["location"])

    # -- one profile ------------------------------------------------------------------------------

    def profile_triples(self, profile: Profile) -> Iterator[Triple]:
        yield from self._profile_facts(profile)
        for index, item in enumerate(profile.data.get("publications", [])):
            yield from self._publication(item, f"publications[{index}]")

    def profile_nquads(self, profile: Profile) -> bytes:
        """The profile's named graph as N-Quads: the bytes of :func:`graph_block` over
        :meth:`profile_triples`, made faster by writing each publication listing as text once.

        Co-authors list the same paper, so most listings recur across a corpus; a listing's
        statements depend only on its own YAML (and on the resolution, fixed for this mapper),
        so its text is kept by that YAML's repr. With origins tracked, every listing is mapped
        again, as each one records where it came from."""
        graph = self.graph(profile.id)
        lines = quad_lines(self._profile_facts(profile), graph)
        add, end = lines.add, term_nt(graph) + " .\n"
        for index, item in enumerate(profile.data.get("publications", [])):
            for text in self._publication_texts(item, f"publications[{index}]"):
                add(text + end)
        return "".join(sorted(lines)).encode("utf-8")

    def _publication_texts(self, item: dict[str, Any], field_path: str) -> tuple[str, ...]:
        """A publication listing's statements as N-Triples text without the final " .": each a
        line's start, to end with a graph term."""
        if self.track_origins:
            return tuple(statement_texts(self._publication(item, field_path)))
        key = repr(item)
        texts = self._publication_text.get(key)
        if texts is None:
            if len(self._publication_text) >= PUBLICATION_CACHE_SIZE:
                self._publication_text.clear()
            texts = self._publication_text[key] = tuple(statement_texts(self._publication(item, field_path)))
        return texts

    def _profile_facts(self, profile: Profile) -> Iterator[Triple]:
        """Every statement of the profile's graph but its publication listings."""
        data = profile.data
        me = self.person_id(profile.id)
        self._profile = profile
        self._origin(me, profile, "")
        yield from self._person_type_and_name(me, data["name"])
        if "given_name" in data:
            yield me, SDO.givenName, text_literal(data["given_name"])
            yield me, FOAF.givenName, text_literal(data["given_name"])
        if "family_name" in data:
            yield me, SDO.familyName, text_literal(data["family_name"])
            yield me, FOAF.familyName, text_literal(data["family_name"])
        for alias in data.get("aliases", []):
            yield me, SDO.alternateName, text_literal(alias)
        yield from self._native_names(me, data)
        yield from self._contact(me, data)
        if "location" in data:
            self._origin(URIRef(me + "/address"), profile, "location")
            yield from self._address(me, data["location"])
        for interest in data.get("interests", []):
            yield me, SDO.knowsAbout, text_literal(interest)
        for index, item in enumerate(data.get("positions", [])):
            yield from self._position(me, index, item)
        for index, item in enumerate(data.get("education", [])):
            yield from self._education(me, index, item)
        for index, item in enumerate(data.get("students", [])):
            yield from self._student(me, index, item)
        for item in data.get("awards", []):
            label = item["name"] + (f" ({item['year']})" if "year" in item else "")
            yield me, SDO.award, text_literal(label)
        for index, item in enumerate(data.get("service", [])):
            yield from self._service(me, index, item)
        for index, item in enumerate(data.get("talks", [])):
            yield from self._talk(me, index, item)
        yield from self._provenance(profile, me)

    def _unit(self, organization: str, department: str | None) -> URIRef:
        """The most specific organisation named: the department if given, else the organisation."""
        top = self.res.organization(organization)
        if department is None:
            return self.org(top)
        return self.org(self.res.organization(department, top))

    def _dates(self, node: URIRef, item: dict[str, Any]) -> Iterator[Triple]:
        if "start" in item:
            yield node, SDO.startDate, date_literal(item["start"])
        if "end" in item:
            yield node, SDO.endDate, date_literal(item["end"])

    def _position(self, me: URIRef, index: int, item: dict[str, Any]) -> Iterator[Triple]:
        role = URIRef(f"{me}/position/{index + 1}")
        self._origin(role, self._profile, f"positions[{index}]")
        prop = SDO.affiliation if item.get("kind") in ("visiting", "affiliation") else SDO.worksFor
        yield me, prop, role
        yield role, RDF.type, SDO.Role
        yield role, prop, self._unit(item["organization"], item.get("department"))
        yield role, SDO.roleName, text_literal(item["title"])
        yield from self._dates(role, item)
        yield role, SKG.current, TRUE if item.get("current", "end" not in item) else FALSE
        for mentor in item.get("mentors", []):
            yield me, SKG.mentor, self.person(mentor)

    def _education(self, me: URIRef, index: int, item: dict[str, Any]) -> Iterator[Triple]:
        role = URIRef(f"{me}/education/{index + 1}")
        self._origin(role, self._profile, f"education[{index}]")
        degree = item["degree"]
        yield me, SDO.alumniOf, role
        yield role, RDF.type, SDO.Role
        yield role, SDO.alumniOf, self._unit(item["institution"], item.get("department"))
        yield role, SDO.roleName, text_literal(DEGREE_LABELS[degree])
        yield from self._dates(role, item)
        if "field" in item:
            yield role, SKG.fieldOfStudy, text_literal(item["field"])
        if degree not in NON_DEGREES:
            credential = URIRef(f"{me}/degree/{index + 1}")
            self._origin(credential, self._profile, f"education[{index}]")
            yield me, SDO.hasCredential, credential
            yield role, SKG.credential, credential
            yield credential, RDF.type, SDO.EducationalOccupationalCredential
            yield credential, SDO.credentialCategory, text_literal("degree")
            yield credential, SDO.educationalLevel, text_literal(degree)
            label = degree + (f" in {item['field']}" if "field" in item else "")
            yield credential, SDO.name, text_literal(label)
            yield credential, SDO.recognizedBy, self.org(self.res.organization(item["institution"]))
            if "thesis" in item:
                yield credential, SKG.thesisTitle, text_literal(item["thesis"])
        for key, prop in (
            ("advisors", SKG.advisor),
            ("co_advisors", SKG.coAdvisor),
            ("committee", SKG.committeeMember),
        ):
            for ref in item.get(key, []):
                yield me, prop, self.person(ref)

    def _student(self, me: URIRef, index: int, item: dict[str, Any]) -> Iterator[Triple]:
        student = self.person(item["name"])
        role_kind = item["role"]
        relation = item.get("relation") or (
            "advisor" if role_kind in ("phd", "ms", "bs", "postdoc") else "mentor"
        )
        yield student, ADVISING_PROPERTIES[relation], me
        for other in item.get("co_advisors", []):
            yield student, SKG.coAdvisor, self.person(other)
        role = URIRef(f"{me}/advisee/{index + 1}")
        self._origin(role, self._profile, f"students[{index}]")
        yield me, SKG.advisee, role
        yield role, RDF.type, SDO.Role
        yield role, SKG.advisee, student
        yield role, SDO.roleName, text_literal(STUDENT_ROLE_LABELS[role_kind])
        yield from self._dates(role, item)
        yield role, SKG.current, TRUE if item.get("current", "end" not in item) else FALSE
        if "organization" in item:
            yield role, SDO.affiliation, self.org(self.res.organization(item["organization"]))
        if "topic" in item:
            yield role, SDO.description, text_literal(item["topic"])
        if "outcome" in item:
            yield role, SKG.outcome, text_literal(item["outcome"])

    def venue(self, name: str) -> URIRef:
        node = self._venues.get(name)
        if node is None:  # venues recur across a corpus; slugging one costs ~5 us
            if len(self._venues) >= PUBLICATION_CACHE_SIZE:
                self._venues.clear()
            node = self._venues[name] = self.iri("venue", slugify(name))
        return node

    def _publication(self, item: dict[str, Any], field_path: str) -> Iterator[Triple]:
        pub_id = self.res.publication(item)
        pub = self._pubs.get(pub_id)
        if pub is None:
            if len(self._pubs) >= PUBLICATION_CACHE_SIZE:  # memory stays flat however many profiles stream by
                self._pubs.clear()
                self._slots.clear()
            pub = self._pubs[pub_id] = self.iri("publication", pub_id)
        self._origin(pub, self._profile, field_path)
        kind = item["kind"]
        yield pub, RDF.type, PUBLICATION_CLASSES[kind]
        yield pub, SDO.name, text_literal(item["title"])
        yield pub, SDO.genre, text_literal(kind)
        if "year" in item:
            yield pub, SDO.datePublished, year_literal(item["year"])
        if "venue" in item:
            venue = self.venue(item["venue"])
            yield pub, SDO.isPartOf, venue
            yield venue, RDF.type, SDO.Periodical if kind == "journal" else SDO.CreativeWorkSeries
            yield venue, SDO.name, text_literal(item["venue"])
            if "venue_name" in item:
                yield venue, SDO.alternateName, text_literal(item["venue_name"])
        if "url" in item:
            yield pub, SDO.url, URIRef(item["url"])
        if "doi" in item:
            yield pub, SDO.sameAs, URIRef("https://doi.org/" + quote(item["doi"], safe="/:;()-._~"))
        if "number" in item:
            yield pub, SDO.identifier, text_literal(item["number"])
        for award in item.get("awards", []):
            yield pub, SDO.award, text_literal(award)
        slots = self._slots.get(pub)
        if slots is None or len(slots) < len(item["authors"]):
            slots = self._slots[pub] = [
                URIRef(f"{pub}/author/{n}") for n in range(1, len(item["authors"]) + 1)
            ]
        for position, author in enumerate(item["authors"], 1):
            person = self.person_id(self.res.author(author))
            slot = slots[position - 1]
            self._origin(slot, self._profile, f"{field_path}.authors[{position - 1}]")
            yield pub, SDO.author, person
            yield pub, SKG.authorship, slot
            yield slot, RDF.type, SKG.Authorship
            yield slot, SKG.author, person
            yield slot, SDO.position, position_literal(position)
            if isinstance(author, dict):
                if author.get("equal_contribution"):
                    yield slot, SKG.equalContribution, TRUE
                if author.get("corresponding"):
                    yield slot, SKG.correspondingAuthor, TRUE
                yield from self._identifiers(person, author)

    def _service(self, me: URIRef, index: int, item: dict[str, Any]) -> Iterator[Triple]:
        role = URIRef(f"{me}/service/{index + 1}")
        self._origin(role, self._profile, f"service[{index}]")
        venue = self.venue(item["venue"])
        yield me, SDO.memberOf, role
        yield role, RDF.type, SDO.Role
        yield role, SDO.memberOf, venue
        yield role, SDO.roleName, text_literal(item["role"])
        if "year" in item:
            yield role, SDO.startDate, year_literal(item["year"])
        yield venue, RDF.type, SDO.Periodical if item.get("kind") == "journal" else SDO.CreativeWorkSeries
        yield venue, SDO.name, text_literal(item["venue"])
        if "venue_name" in item:
            yield venue, SDO.alternateName, text_literal(item["venue_name"])

    def _talk(self, me: URIRef, index: int, item: dict[str, Any]) -> Iterator[Triple]:
        talk = URIRef(f"{me}/talk/{index + 1}")
        self._origin(talk, self._profile, f"talks[{index}]")
        yield talk, RDF.type, SDO.Event
        yield talk, SDO.name, text_literal(item["title"])
        yield talk, SDO.performer, me
        if "event" in item:
            yield talk, SDO.location, text_literal(item["event"])
        if "host" in item:
            yield talk, SDO.organizer, self.person(item["host"])
        if "date" in item:
            yield talk, SDO.startDate, date_literal(item["date"])
        if "kind" in item:
            yield talk, SDO.keywords, text_literal(item["kind"])

    def _provenance(self, profile: Profile, me: URIRef) -> Iterator[Triple]:
        graph = self.graph(profile.id)
        source = profile.data["source"]
        document = (
            URIRef(source["url"]) if "url" in source else self.iri("source", slugify(source["document"]))
        )
        yield graph, RDF.type, PROV.Entity
        yield graph, FOAF.primaryTopic, me
        yield graph, PROV.wasDerivedFrom, document
        yield graph, PROV.hadPrimarySource, document
        yield graph, DCTERMS.source, text_literal(f"profiles/{profile.id}.yaml")
        yield graph, DCTERMS.modified, date_literal(profile.data["curated"])
        yield document, RDF.type, PROV.Entity
        yield document, RDF.type, FOAF.Document
        yield document, DCTERMS.title, text_literal(source["document"])
        if "kind" in source:
            yield document, DCTERMS.type, text_literal(source["kind"])
        if "date" in source:
            yield document, DCTERMS.date, date_literal(source["date"])


def map_graphs(resolution: Resolution, base_iri: str = DEFAULT_BASE_IRI) -> list[NamedGraph]:
    """All named graphs of a resolved corpus: the registry graph, then one per profile."""
    return Mapper(resolution, base_iri).graphs()


def new_dataset() -> Dataset:
    dataset = Dataset()
    for prefix, namespace in PREFIXES.items():
        dataset.bind(prefix, namespace, override=True, replace=True)
    return dataset


def build_dataset(resolution: Resolution, base_iri: str = DEFAULT_BASE_IRI) -> Dataset:
    """An rdflib Dataset holding every named graph."""
    return dataset_of(map_graphs(resolution, base_iri))


def dataset_of(graphs: list[NamedGraph]) -> Dataset:
    """An rdflib Dataset holding the given named graphs."""
    dataset = new_dataset()
    for named in graphs:
        graph = dataset.graph(named.iri)
        for triple in named.triples:
            graph.add(triple)
    return dataset
