"""Faulty mappings: each breaks one shape of ``shapes/`` in a profile's graph, as a bug in the
mapping could, in ways the YAML loader would refuse from a profile.

The validation screen (``scholarkg.validate.screen``) must flag every graph pySHACL finds a
result in. ``tests/test_validate.py`` and the benchmark's ``validate-faults`` stage map a corpus
with faults in some profiles (:func:`assign`, :func:`faulty`), validate it with the screen and
without, and compare.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

from rdflib import Literal, URIRef
from rdflib.namespace import FOAF, RDF, XSD
from rdflib.term import Node

SDO = "https://schema.org/"
SKG = "https://w3id.org/scholarkg/ontology#"
Triple = tuple[Node, Node, Node]
# (the profile's person, a base for fresh nodes) -> the triples to add, and predicates of the
# person whose triples to drop
Fault = Callable[[URIRef, str], tuple[list[Triple], list[str]]]


def s(name: str) -> URIRef:
    return URIRef(SDO + name)


def k(name: str) -> URIRef:
    return URIRef(SKG + name)


def _publication(base: str, **drop: bool) -> list[Triple]:
    pub = URIRef(base + "pub")
    slot = URIRef(base + "pub/author/1")
    triples: list[Triple] = [
        (pub, RDF.type, s("ScholarlyArticle")),
        (pub, s("name"), Literal("A paper")),
        (pub, s("datePublished"), Literal("2001", datatype=XSD.gYear)),
        (pub, s("author"), URIRef(base + "person")),
        (pub, k("authorship"), slot),
        (slot, RDF.type, k("Authorship")),
        (slot, k("author"), URIRef(base + "person")),
        (slot, s("position"), Literal(1)),
        (URIRef(base + "person"), RDF.type, s("Person")),
        (URIRef(base + "person"), s("name"), Literal("A Person")),
    ]
    local = {t: str(t[1]).rsplit("/", 1)[-1].rsplit("#", 1)[-1] for t in triples}
    return [t for t in triples if not (t[0] in (pub, slot) and drop.get(local[t]))]


def _role(base: str, *dates: tuple[str, Literal]) -> list[Triple]:
    role = URIRef(base + "role")
    return [(role, RDF.type, s("Role"))] + [(role, s(p), value) for p, value in dates]


def _organization(node: URIRef, name: str = "An Organization") -> list[Triple]:
    return [(node, RDF.type, s("Organization")), (node, s("name"), Literal(name))]


def _gyear(text: str) -> Literal:
    return Literal(text, datatype=XSD.gYear)


# shape -> a fault that breaks it
FAULTS: dict[str, Fault] = {
    "PersonName": lambda me, b: ([(URIRef(b + "x"), RDF.type, s("Person"))], []),
    "PersonNameScript": lambda me, b: (
        [(URIRef(b + "x"), RDF.type, s("Person")), (URIRef(b + "x"), s("name"), Literal("艾达"))],
        [],
    ),
    "PersonNameLanguage": lambda me, b: (
        [(me, s("name"), Literal("Ada", lang="en")), (me, s("name"), Literal("Ade", lang="EN"))],
        [],
    ),
    "Email": lambda me, b: ([(me, s("email"), URIRef("mailto:not-an-address"))], []),
    "Mailbox": lambda me, b: ([(me, FOAF.mbox, Literal("mailto:ada@example.org"))], []),
    "ProfilePersonEmail": lambda me, b: ([], [SDO + "email", str(FOAF.mbox)]),
    "Url": lambda me, b: ([(URIRef(b + "x"), s("url"), URIRef("ftp://example.org/"))], []),
    "Homepage": lambda me, b: ([(me, FOAF.homepage, Literal("https://example.org/"))], []),
    "SameAs": lambda me, b: ([(me, s("sameAs"), URIRef("urn:isbn:0451450523"))], []),
    "OrganizationName": lambda me, b: ([(URIRef(b + "org"), RDF.type, s("Organization"))], []),
    "OrganizationCycle": lambda me, b: (
        _organization(URIRef(b + "a"))
        + _organization(URIRef(b + "b"))
        + [
            (URIRef(b + "a"), s("parentOrganization"), URIRef(b + "b")),
            (URIRef(b + "b"), s("parentOrganization"), URIRef(b + "a")),
        ],
        [],
    ),
    "StartDate": lambda me, b: (_role(b, ("startDate", Literal("2019-13", datatype=XSD.gYearMonth))), []),
    "EndDate": lambda me, b: (_role(b, ("endDate", _gyear("20190"))), []),
    "DateType": lambda me, b: (_role(b, ("startDate", Literal("2019"))), []),
    "OneStartDate": lambda me, b: (
        _role(b, ("startDate", _gyear("2019")), ("startDate", _gyear("2020"))),
        [],
    ),
    "OneEndDate": lambda me, b: (_role(b, ("endDate", _gyear("2019")), ("endDate", _gyear("2020"))), []),
    "DateOrder": lambda me, b: (_role(b, ("startDate", _gyear("2020")), ("endDate", _gyear("2019"))), []),
    "DegreeInstitution": lambda me, b: (
        [(URIRef(b + "degree"), RDF.type, s("EducationalOccupationalCredential"))],
        [],
    ),
    "SelfAdvising": lambda me, b: ([(me, k("mentor"), me)], []),
    "PublicationTitle": lambda me, b: (_publication(b, name=True), []),
    "PublicationAuthor": lambda me, b: (_publication(b, author=True), []),
    "PublicationYear": lambda me, b: (_publication(b, datePublished=True), []),
    "PublicationYearType": lambda me, b: (
        _publication(b, datePublished=True) + [(URIRef(b + "pub"), s("datePublished"), Literal("2001"))],
        [],
    ),
    "FuturePublication": lambda me, b: (
        _publication(b, datePublished=True) + [(URIRef(b + "pub"), s("datePublished"), _gyear("2999"))],
        [],
    ),
    "AuthorPositions": lambda me, b: (
        _publication(b, position=True) + [(URIRef(b + "pub/author/1"), s("position"), Literal(2))],
        [],
    ),
    "AuthorshipAuthor": lambda me, b: ([t for t in _publication(b) if t[1] != k("author")], []),
    "AuthorshipPosition": lambda me, b: (
        _publication(b, position=True) + [(URIRef(b + "pub/author/1"), s("position"), Literal(0))],
        [],
    ),
    "AuthorLink": lambda me, b: (
        _publication(b) + [(URIRef(b + "pub"), s("author"), URIRef(b + "venue"))],
        [],
    ),
    "AuthorshipLink": lambda me, b: (_publication(b) + [(URIRef(b + "pub"), k("authorship"), me)], []),
    "AuthorshipHolderLink": lambda me, b: (
        _publication(b) + [(URIRef(b + "pub/author/1"), k("author"), Literal("A Person"))],
        [],
    ),
    "AdvisedLink": lambda me, b: ([(URIRef(b + "x"), k("advisor"), me)], []),
    "AdvisorLink": lambda me, b: ([(me, k("advisor"), URIRef(b + "x"))], []),
    "CoAdvisorLink": lambda me, b: ([(me, k("coAdvisor"), URIRef(b + "x"))], []),
    "MentorLink": lambda me, b: ([(me, k("mentor"), URIRef(b + "x"))], []),
    "CommitteeMemberLink": lambda me, b: ([(me, k("committeeMember"), URIRef(b + "x"))], []),
    "InstitutionLink": lambda me, b: (
        [
            (URIRef(b + "degree"), RDF.type, s("EducationalOccupationalCredential")),
            (URIRef(b + "degree"), s("recognizedBy"), me),
        ],
        [],
    ),
    "ParentLink": lambda me, b: (
        _organization(URIRef(b + "org")) + [(URIRef(b + "org"), s("parentOrganization"), me)],
        [],
    ),
    "OwnTerms": lambda me, b: ([(me, k("advisr"), URIRef(b + "x"))], []),
}


def assign(profile_ids: list[str], every: int = 1) -> dict[str, str]:
    """profile id -> the shape its graph is to break: every ``every``-th profile in the order of
    their ids, the faults in turn."""
    names = sorted(FAULTS)
    ordered = sorted(profile_ids)[::every]
    return {profile_id: names[n % len(names)] for n, profile_id in enumerate(ordered)}


def faulty(
    profile_triples: Callable[..., Iterator[Triple]], faults: dict[str, str]
) -> Callable[..., Iterator[Triple]]:
    """``Mapper.profile_triples`` with the fault ``faults`` gives a profile's id, if any."""

    def mapped(mapper: object, profile: object) -> Iterator[Triple]:
        triples = list(profile_triples(mapper, profile))
        name = faults.get(str(getattr(profile, "id")))
        if name is None:
            return iter(triples)
        me = triples[0][0]
        assert isinstance(me, URIRef)
        added, dropped = FAULTS[name](me, f"{me}/fault/")
        kept = [t for t in triples if not (t[0] == me and str(t[1]) in dropped)]
        return iter(kept + added)

    return mapped
