"""The table of profile fields in ``profiles.schema`` is the one place a field is declared: the
loader, resolve's references and the docs check read it, so a new field needs no other edit in
them. (Its RDF needs one: a line in ``mapping.py``, and validate's table of which field makes
which property, so that a SHACL result on that property points at the field.)"""

from __future__ import annotations

import textwrap

import pytest

from scholarkg.errors import DataError, DataErrors
from scholarkg.profiles.corpus import check_document
from scholarkg.profiles.schema import (
    ORG_REF,
    PERSON_REF,
    PROFILE,
    F,
    ListOf,
    Record,
    all_records,
)
from scholarkg.profiles.yamlio import load_yaml_text
from scholarkg.resolve.resolution import org_refs, person_refs

from .test_docs import PROFILE_FORMAT, documented_fields

# a copy of the profile table with two new fields: reviewers (people) and a host and its annex (org + unit)
VISIT = Record("visit", {"host": F(ORG_REF, required=True), "annex": F(ORG_REF, unit_of="host")})
EXTENDED = Record(
    "profile", {**PROFILE.fields, "reviewers": F(ListOf(PERSON_REF)), "visits": F(ListOf(VISIT))}
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
