"""The table of profile fields in ``profiles.schema`` is the one place a field is declared: the
loader, resolve's references, validate's locator and the docs check read it, so a new field needs
no other edit in them. (Its RDF needs one: the lines in ``mapping.py`` that make its triples; the
field's ``maps_to`` names their properties, which is how the locator finds it.)"""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest
from rdflib import BNode, Literal, URIRef
from rdflib.term import Node

from scholarkg.errors import DataError, DataErrors
from scholarkg.mapping import Mapper, Origin
from scholarkg.profiles.corpus import Corpus, Profile, check_document
from scholarkg.profiles.schema import (
    DATE,
    ORG_REF,
    PERSON_REF,
    PROFILE,
    F,
    ListOf,
    Record,
    all_records,
)
from scholarkg.profiles.yamlio import load_yaml_text
from scholarkg.resolve.resolution import Resolution, org_refs, person_refs
from scholarkg.validate.locate import LocatingTables, _Locator
from scholarkg.validate.report import SH
from scholarkg.vocab import DEFAULT_BASE_IRI, SDO, SKG

from .test_docs import PROFILE_FORMAT, documented_fields

# a copy of the profile table with two new fields: reviewers (people, mapped to skg:reviewer) and
# visits (a host and its annex: org + unit; a start date mapped to schema:startDate)
VISIT = Record(
    "visit",
    {
        "host": F(ORG_REF, required=True),
        "annex": F(ORG_REF, unit_of="host"),
        "start": F(DATE, maps_to="schema:startDate"),
    },
)
EXTENDED = Record(
    "profile",
    {
        **PROFILE.fields,
        "reviewers": F(ListOf(PERSON_REF), maps_to="skg:reviewer"),
        "visits": F(ListOf(VISIT)),
    },
)

PROFILE_TEXT = textwrap.dedent("""\
    name: Ada Lovelace
    source: {document: ada.txt}
    curated: 2026-01-01
    positions:
      - {title: Analyst, organization: Analytical Society, mentors: [Charles Babbage]}
    reviewers:
      - Mary Somerville
      - Augustus De Morgan
    visits:
      - host: University of London
        annex: Difference Engine Annex
        start: 1843
    """)


def _checked(text: str, record: Record) -> dict:
    return check_document(load_yaml_text(text, "ada.yaml"), record, "ada.yaml").data


def test_the_loader_takes_a_new_field_from_the_table_alone() -> None:
    data = _checked(PROFILE_TEXT, EXTENDED)
    assert data["reviewers"] == ["Mary Somerville", "Augustus De Morgan"]
    with pytest.raises(DataErrors) as refused:  # the table as shipped does not know the fields
        _checked(PROFILE_TEXT, PROFILE)
    assert "ada.yaml:6: reviewers: unknown field 'reviewers'" in str(refused.value)


def test_a_new_field_of_the_table_checks_its_values_at_their_lines() -> None:
    text = PROFILE_TEXT.replace("  - host: University of London\n    annex:", "  - annex:")
    with pytest.raises(DataError) as refused:
        _checked(text, EXTENDED)
    assert str(refused.value) == "ada.yaml:10: visits[0]: missing required field 'host'"


def test_resolve_finds_the_references_a_new_field_makes() -> None:
    data = _checked(PROFILE_TEXT, EXTENDED)
    assert list(person_refs(data, EXTENDED)) == [
        ("positions[0].mentors[0]", "Charles Babbage"),
        ("reviewers[0]", "Mary Somerville"),
        ("reviewers[1]", "Augustus De Morgan"),
    ]
    assert list(org_refs(data, EXTENDED)) == [
        ("positions[0].organization", "Analytical Society", None),
        ("visits[0].host", "University of London", None),
        ("visits[0].annex", "Difference Engine Annex", "visits[0].host"),
    ]
    assert [where for where, _ in person_refs(data)] == ["positions[0].mentors[0]"]  # the shipped table


def test_the_docs_check_asks_for_a_new_field_of_the_table() -> None:
    records = all_records((EXTENDED,))
    undocumented = {
        name: set(record.fields) - documented_fields(PROFILE_FORMAT) for name, record in records.items()
    }
    assert undocumented["profile"] == {"reviewers", "visits"}
    assert undocumented["visit"] == {"annex"}  # "host" is documented for talks already


def test_the_locator_points_a_result_at_a_new_field_of_the_table() -> None:
    located = check_document(load_yaml_text(PROFILE_TEXT, "ada.yaml"), EXTENDED, "ada.yaml")
    ada = Profile(located.path, located.data, located.positions, id="ada")
    corpus = Corpus(Path("."), [ada], [], [])
    mapper = Mapper(Resolution(corpus), DEFAULT_BASE_IRI)
    me, visit = mapper.person("ada"), URIRef(DEFAULT_BASE_IRI + "visit/ada-0")
    origins = {me: [Origin("ada.yaml", "", 1)], visit: [Origin("ada.yaml", "visits[0]", 10)]}
    graph = URIRef(DEFAULT_BASE_IRI + "graph/ada")
    somerville = mapper.person("Mary Somerville")

    def where(focus: URIRef, path: URIRef, value: Node, tables: LocatingTables) -> tuple:
        raw = ("Violation", "?", focus, path, value, BNode(), SH.ClassConstraintComponent)
        found = _Locator(corpus, mapper.res, DEFAULT_BASE_IRI, origins, [BNode(), graph], tables).locate(
            raw, graph
        )
        return found.line, found.field

    extended = LocatingTables(EXTENDED)
    assert where(me, SKG.reviewer, somerville, extended) == (7, "reviewers[0]")
    assert where(visit, SDO.startDate, Literal("1843"), extended) == (12, "visits[0].start")
    # the tables as shipped know neither field: the results stay on the records
    assert where(me, SKG.reviewer, somerville, LocatingTables()) == (1, None)
    assert where(visit, SDO.startDate, Literal("1843"), LocatingTables()) == (10, "visits[0]")
