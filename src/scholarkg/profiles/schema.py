"""The profile and registry formats as data: one table of fields drives loading and docs.

Each field has a :class:`Spec` that checks a YAML value and returns it normalised. The tables
here are the single source of truth for ``docs/profile-format.md`` (a test compares them).
"""

from __future__ import annotations

import datetime as dt
import difflib
import functools
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from ..errors import DataError
from ..names import strip_doi_resolver, strip_markup, strip_title

SLUG_RE = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")
_EMAIL_RE = re.compile(r"^[A-Za-z0-9._%+'-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$")
# characters that may not appear in an IRI (RFC 3987) are refused, so every URL is a valid IRI
_URL_RE = re.compile(
    r'^https?://(?:[^\s/?#<>"{}|\\^`]+\.[^\s/?#<>"{}|\\^`]+|localhost(?::\d+)?)(?:[/?#][^\s<>"{}|\\^`]*)?$'
)
_LANG_RE = re.compile(r"^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$")
_DATE_RE = re.compile(r"^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$")


@dataclass(frozen=True, order=True)
class PartialDate:
    """A date known to the year, the month or the day."""

    year: int
    month: int | None = None
    day: int | None = None

    def iso(self) -> str:
        text = f"{self.year:04d}"
        if self.month is not None:
            text += f"-{self.month:02d}"
            if self.day is not None:
                text += f"-{self.day:02d}"
        return text

    @property
    def precision(self) -> str:
        return "day" if self.day is not None else "month" if self.month is not None else "year"

    def __str__(self) -> str:
        return self.iso()


@dataclass
class CheckContext:
    """Where the value being checked sits: file, field path and line; collects errors."""

    path: str
    errors: list[DataError] = field(default_factory=list)
    positions: dict[str, int | None] = field(default_factory=dict)

    def fail(self, field_path: str, line: int | None, message: str) -> None:
        self.errors.append(DataError(message, path=self.path, line=line, field=field_path or None))


class Invalid(Exception):
    """Raised by a spec for a value it rejects; turned into a DataError by the caller."""


class Spec:
    """Checks one YAML value and returns it normalised."""

    doc_type = "value"

    def check(self, value: Any, where: str, line: int | None, ctx: CheckContext) -> Any:
        raise NotImplementedError


def _type_name(value: Any) -> str:
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, int):
        return "integer"
    if isinstance(value, float):
        return "number"
    if isinstance(value, str):
        return "text"
    if isinstance(value, dict):
        return "mapping"
    if isinstance(value, list):
        return "list"
    if isinstance(value, (dt.date, dt.datetime)):
        return "date"
    if value is None:
        return "nothing"
    return type(value).__name__


class Scalar(Spec):
    """A scalar checked by a function that returns the normalised value or raises Invalid."""

    def __init__(self, doc_type: str, convert: Callable[[Any], Any]) -> None:
        self.doc_type = doc_type
        self._convert = convert

    def check(self, value: Any, where: str, line: int | None, ctx: CheckContext) -> Any:
        try:
            return self._convert(value)
        except Invalid as exc:
            ctx.fail(where, line, str(exc))
            return None


def _text(value: Any) -> str:
    if not isinstance(value, str):
        raise Invalid(f"expected text, got {_type_name(value)} {value!r} (quote it)")
    text = " ".join(value.split())
    if not text:
        raise Invalid("must not be empty")
    return text


def _name(value: Any) -> str:
    text = _clean_name(_text(value))
    if not text:
        raise Invalid(f"{value!r} is only markup, not a name")
    return text


@functools.lru_cache(maxsize=1 << 16)
def _clean_name(text: str) -> str:
    # names recur (every co-author of every paper): cleaning each once cut ~4 % of a cold export
    return strip_title(strip_markup(text))


def _slug(value: Any) -> str:
    text = _text(value)
    if not SLUG_RE.match(text):
        raise Invalid(f"'{text}' is not an id (lowercase letters, digits and single hyphens)")
    return text


def _url(value: Any) -> str:
    text = _text(value)
    if not _URL_RE.match(text):
        raise Invalid(f"'{text}' is not an absolute http(s) URL")
    return text


_ORCID_RE = re.compile(r"^\d{4}-\d{4}-\d{4}-\d{3}[\dX]$")
_ORCID_PREFIXES = ("https://orcid.org/", "http://orcid.org/", "orcid.org/")
_DOI_RE = re.compile(r"^10\.\d{4,9}/\S+$")


def _without_resolver(text: str, prefixes: tuple[str, ...]) -> str:
    """An identifier as written, or as a URL of its resolver: without the URL's part."""
    for prefix in prefixes:
        if text.lower().startswith(prefix):
            text = text[len(prefix) :]
    return text


def orcid_check_digit(digits: str) -> str:
    """The check character of an ORCID iD's first 15 digits (ISO 7064 MOD 11-2)."""
    total = 0
    for digit in digits:
        total = (total + int(digit)) * 2
    result = (12 - total % 11) % 11
    return "X" if result == 10 else str(result)


def _orcid(value: Any) -> str:
    return normalize_orcid(_text(value))


def normalize_orcid(text: str) -> str:
    """An ORCID iD as ``0000-0002-1825-0097``: without ``https://orcid.org/``, its check digit
    checked; raises :class:`Invalid` for anything else."""
    text = _without_resolver(text.strip(), _ORCID_PREFIXES).upper()
    if not _ORCID_RE.match(text):
        raise Invalid(f"'{text}' is not an ORCID iD (four groups of four digits: 0000-0002-1825-0097)")
    expected = orcid_check_digit(text.replace("-", "")[:15])
    if text[-1] != expected:
        raise Invalid(f"'{text}' is not an ORCID iD: its check digit should be {expected} (ISO 7064 11,2)")
    return text


_OPENALEX_RE = re.compile(r"^A\d{4,}$")
_OPENALEX_PREFIXES = ("https://openalex.org/", "http://openalex.org/", "openalex.org/")


def _openalex(value: Any) -> str:
    """An OpenAlex author id as ``A5023888391``: without ``https://openalex.org/``."""
    text = _without_resolver(_text(value).strip(), _OPENALEX_PREFIXES)
    text = text[:1].upper() + text[1:]
    if not _OPENALEX_RE.match(text):
        raise Invalid(f"'{text}' is not an OpenAlex author id (A and digits: A5023888391)")
    return text


def _doi(value: Any) -> str:
    text = strip_doi_resolver(_text(value))
    if not _DOI_RE.match(text):
        raise Invalid(f"'{text}' is not a DOI (10.<registrant>/<suffix>, e.g. 10.1145/3295500.3356156)")
    return text


def _email(value: Any) -> str:
    text = _text(value)
    if text.lower().startswith("mailto:"):
        text = text[len("mailto:") :]
    if not _EMAIL_RE.match(text):
        raise Invalid(f"'{text}' is not an e-mail address")
    return text


def _lang(value: Any) -> str:
    text = _text(value)
    if not _LANG_RE.match(text):
        raise Invalid(f"'{text}' is not a BCP 47 language tag (e.g. zh, ko, zh-Hans)")
    return text


def _year(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise Invalid(f"expected a year such as 2019, got {_type_name(value)} {value!r}")
    if not 1000 <= value <= 2999:
        raise Invalid(f"{value} is not a plausible year")
    return value


def _bool(value: Any) -> bool:
    if not isinstance(value, bool):
        raise Invalid(f"expected true or false, got {_type_name(value)} {value!r}")
    return value


def parse_partial_date(value: Any) -> PartialDate:
    """Read a year, a quoted "YYYY-MM" or a full date; reject impossible ones."""
    if isinstance(value, dt.datetime):
        value = value.date()
    if isinstance(value, dt.date):
        return PartialDate(value.year, value.month, value.day)
    if isinstance(value, bool):
        raise Invalid(f"expected a date, got boolean {value!r}")
    if isinstance(value, int):
        return PartialDate(_year(value))
    if not isinstance(value, str):
        raise Invalid(f'expected a date (2019, "2019-07" or 2019-07-01), got {_type_name(value)}')
    match = _DATE_RE.match(value.strip())
    if not match:
        raise Invalid(f"'{value}' is not a date (write 2019, \"2019-07\" or 2019-07-01)")
    year = _year(int(match.group(1)))
    month = int(match.group(2)) if match.group(2) else None
    day = int(match.group(3)) if match.group(3) else None
    if month is not None and not 1 <= month <= 12:
        raise Invalid(f"'{value}' has no month {month}")
    if day is not None:
        try:
            dt.date(year, month or 1, day)
        except ValueError:
            raise Invalid(f"'{value}' is not a day of the calendar") from None
    return PartialDate(year, month, day)


TEXT = Scalar("text", _text)
NAME = Scalar("name", _name)
ID = Scalar("id", _slug)
URL = Scalar("URL", _url)
EMAIL = Scalar("e-mail", _email)
LANG = Scalar("language tag", _lang)
YEAR = Scalar("year", _year)
DATE = Scalar("date", parse_partial_date)
BOOL = Scalar("boolean", _bool)
PERSON_REF = Scalar("person ref", _name)
ORG_REF = Scalar("org ref", _name)
ORCID = Scalar("ORCID iD", _orcid)
OPENALEX = Scalar("OpenAlex id", _openalex)
DOI = Scalar("DOI", _doi)


class Enum(Spec):
    def __init__(self, *values: str) -> None:
        self.values = values
        self.doc_type = " | ".join(values)

    def check(self, value: Any, where: str, line: int | None, ctx: CheckContext) -> Any:
        if isinstance(value, str) and value in self.values:
            return value
        hint = difflib.get_close_matches(str(value), self.values, n=1)
        suggestion = f" (did you mean '{hint[0]}'?)" if hint else ""
        ctx.fail(where, line, f"{value!r} is not one of {', '.join(self.values)}{suggestion}")
        return None


class ListOf(Spec):
    def __init__(self, item: Spec) -> None:
        self.item = item
        self.doc_type = f"list of {item.doc_type}"

    def check(self, value: Any, where: str, line: int | None, ctx: CheckContext) -> Any:
        if not isinstance(value, list):
            ctx.fail(where, line, f"expected a list, got {_type_name(value)}")
            return []
        lines = getattr(value, "item_lines", [line] * len(value))
        result = []
        for index, (item, item_line) in enumerate(zip(value, lines)):
            item_where = f"{where}[{index}]"
            ctx.positions[item_where] = item_line
            result.append(self.item.check(item, item_where, item_line, ctx))
        return result


@dataclass(frozen=True)
class Field:
    spec: Spec
    required: bool = False
    doc: str = ""
    unit_of: str | None = None  # an org ref naming a unit (department) of the org in this sibling field
    # the RDF properties (as CURIEs: schema:, foaf:, skg:) of the triples the mapping makes from
    # this field: where validation finds a fault in such a triple, it points at this field
    maps_to: tuple[str, ...] = ()


class Record(Spec):
    """A mapping with known keys; unknown keys are errors with the closest key suggested."""

    def __init__(self, name: str, fields: Mapping[str, Field], *, maps_to: tuple[str, ...] = ()) -> None:
        """``maps_to``: properties of the record's node that come from no one field (its place
        in a list)."""
        self.name = name
        self.fields = dict(fields)
        self.doc_type = name
        self.maps_to = maps_to

    def check(self, value: Any, where: str, line: int | None, ctx: CheckContext) -> Any:
        if not isinstance(value, dict):
            ctx.fail(where, line, f"expected a mapping ({self.name}), got {_type_name(value)}")
            return None
        key_lines: dict[str, int] = getattr(value, "key_lines", {})
        own_line = getattr(value, "line", line)
        result: dict[str, Any] = {}
        for key, item in value.items():
            key_where = f"{where}.{key}" if where else key
            key_line: int | None = key_lines.get(key, own_line)
            spec_field = self.fields.get(key)
            if spec_field is None:
                hint = difflib.get_close_matches(key, self.fields, n=1, cutoff=0.6)
                suggestion = f" (did you mean '{hint[0]}'?)" if hint else ""
                ctx.fail(key_where, key_line, f"unknown field '{key}'{suggestion}")
                continue
            ctx.positions[key_where] = key_line
            if item is None:
                ctx.fail(key_where, key_line, "has no value (remove the key or give a value)")
                continue
            checked = spec_field.spec.check(item, key_where, key_line, ctx)
            if checked is not None:
                result[key] = checked
        for key, spec_field in self.fields.items():
            if spec_field.required and key not in value:
                ctx.fail(where or "", own_line, f"missing required field '{key}'")
        return result


class OneOf(Spec):
    """A value that is either a scalar (e.g. an author's name) or a record."""

    def __init__(self, scalar: Spec, record: Record) -> None:
        self.scalar, self.record = scalar, record
        self.doc_type = f"{scalar.doc_type} or {record.name}"

    def check(self, value: Any, where: str, line: int | None, ctx: CheckContext) -> Any:
        if isinstance(value, dict):
            return self.record.check(value, where, line, ctx)
        return self.scalar.check(value, where, line, ctx)


def F(  # noqa: N802
    spec: Spec,
    doc: str = "",
    *,
    required: bool = False,
    unit_of: str | None = None,
    maps_to: str = "",
) -> Field:
    """A field; ``maps_to`` names its RDF properties, space-separated (``"schema:url foaf:homepage"``)."""
    return Field(spec, required, doc, unit_of, tuple(maps_to.split()))


NOTES = F(ListOf(TEXT), "curation notes")
NATIVE_NAME = Record("native name", {"name": F(TEXT, required=True), "lang": F(LANG, required=True)})
LOCATION = Record(
    "location",
    {"city": F(TEXT), "region": F(TEXT), "country": F(Scalar("country code", lambda v: _country(v)))},
)


def _country(value: Any) -> str:
    text = _text(value)
    if not re.fullmatch(r"[A-Z]{2}", text):
        raise Invalid(f"'{text}' is not an ISO 3166 alpha-2 country code (e.g. CN, US)")
    return text


PERSON_IDENTIFIERS = Record(
    "identifiers",
    {
        "orcid": F(ORCID),
        **{key: F(TEXT) for key in ("dblp", "wikidata", "google_scholar", "github")},
        "openalex": F(OPENALEX),
    },
)
ORG_IDENTIFIERS = Record("identifiers", {key: F(TEXT) for key in ("ror", "wikidata", "grid", "isni")})

POSITION = Record(
    "position",
    {
        "title": F(TEXT, required=True),
        "organization": F(ORG_REF, required=True),
        "department": F(ORG_REF, unit_of="organization"),
        "kind": F(Enum("employment", "internship", "visiting", "affiliation")),
        "start": F(DATE, maps_to="schema:startDate"),
        "end": F(DATE, maps_to="schema:endDate"),
        "current": F(BOOL),
        "mentors": F(ListOf(PERSON_REF), maps_to="skg:mentor"),
        "notes": NOTES,
    },
)

DEGREES = ("PhD", "MPhil", "MSc", "MEng", "MA", "MBA", "BSc", "BEng", "BA", "visiting", "postdoc")
EDUCATION = Record(
    "education",
    {
        "degree": F(Enum(*DEGREES), required=True, maps_to="schema:name"),
        "field": F(TEXT),
        "institution": F(ORG_REF, required=True, maps_to="schema:recognizedBy"),
        "department": F(ORG_REF, unit_of="institution"),
        "start": F(DATE, maps_to="schema:startDate"),
        "end": F(DATE, maps_to="schema:endDate"),
        "advisors": F(ListOf(PERSON_REF), maps_to="skg:advisor"),
        "co_advisors": F(ListOf(PERSON_REF), maps_to="skg:coAdvisor"),
        "committee": F(ListOf(PERSON_REF), maps_to="skg:committeeMember"),
        "thesis": F(TEXT),
        "notes": NOTES,
    },
)

AUTHOR = OneOf(
    PERSON_REF,
    Record(
        "author",
        {
            "name": F(PERSON_REF, required=True, maps_to="skg:author"),
            "equal_contribution": F(BOOL),
            "corresponding": F(BOOL),
            "identifiers": F(PERSON_IDENTIFIERS),
        },
        maps_to=("schema:position",),
    ),
)
PUBLICATION_KINDS = (
    "journal",
    "conference",
    "workshop",
    "preprint",
    "thesis",
    "book",
    "chapter",
    "patent",
    "report",
    "poster",
)
PUBLICATION = Record(
    "publication",
    {
        "id": F(ID),
        "title": F(TEXT, required=True, maps_to="schema:name"),
        "authors": F(ListOf(AUTHOR), required=True, maps_to="schema:author skg:authorship"),
        "year": F(YEAR, maps_to="schema:datePublished"),
        "kind": F(Enum(*PUBLICATION_KINDS), required=True),
        "venue": F(TEXT),
        "venue_name": F(TEXT),
        "url": F(URL, maps_to="schema:url"),
        "doi": F(DOI, maps_to="schema:sameAs"),
        "number": F(TEXT),
        "awards": F(ListOf(TEXT)),
        "notes": NOTES,
    },
)

STUDENT = Record(
    "student",
    {
        # the student is the subject of the advising triple: ``student skg:advisor owner``
        "name": F(PERSON_REF, required=True, maps_to="skg:advisor skg:coAdvisor skg:mentor"),
        "role": F(Enum("phd", "ms", "bs", "postdoc", "intern", "mentee", "visiting"), required=True),
        "relation": F(Enum("advisor", "co_advisor", "mentor")),
        "co_advisors": F(ListOf(PERSON_REF), maps_to="skg:coAdvisor"),
        "organization": F(ORG_REF),
        "start": F(DATE, maps_to="schema:startDate"),
        "end": F(DATE, maps_to="schema:endDate"),
        "topic": F(TEXT),
        "outcome": F(TEXT),
        "current": F(BOOL),
    },
)
AWARD = Record("award", {"name": F(TEXT, required=True), "year": F(YEAR), "organization": F(ORG_REF)})
SERVICE = Record(
    "service",
    {
        "role": F(TEXT, required=True),
        "venue": F(TEXT, required=True),
        "venue_name": F(TEXT),
        "year": F(YEAR, maps_to="schema:startDate"),
        "kind": F(Enum("conference", "journal", "other")),
    },
)
TALK = Record(
    "talk",
    {
        "title": F(TEXT, required=True, maps_to="schema:name"),
        "event": F(TEXT),
        "host": F(PERSON_REF),
        "date": F(DATE, maps_to="schema:startDate"),
        "kind": F(Enum("invited", "keynote", "presentation")),
    },
)
SOURCE = Record(
    "source",
    {
        "document": F(TEXT, required=True),
        "url": F(URL),
        "kind": F(Enum("homepage", "cv", "faculty-page", "other")),
        "date": F(DATE),
    },
)

PROFILE = Record(
    "profile",
    {
        "id": F(ID),
        "name": F(NAME, required=True, maps_to="schema:name foaf:name"),
        "given_name": F(TEXT),
        "family_name": F(TEXT),
        "native_names": F(ListOf(NATIVE_NAME)),
        "aliases": F(ListOf(NAME)),
        "emails": F(ListOf(EMAIL), maps_to="schema:email foaf:mbox"),
        "homepage": F(URL, maps_to="schema:url foaf:homepage"),
        "links": F(ListOf(URL), maps_to="schema:sameAs"),
        "identifiers": F(PERSON_IDENTIFIERS, maps_to="schema:sameAs"),
        "location": F(LOCATION),
        "interests": F(ListOf(TEXT)),
        "positions": F(ListOf(POSITION)),
        "education": F(ListOf(EDUCATION)),
        "publications": F(ListOf(PUBLICATION)),
        "students": F(ListOf(STUDENT)),
        "awards": F(ListOf(AWARD)),
        "service": F(ListOf(SERVICE)),
        "talks": F(ListOf(TALK)),
        "source": F(SOURCE, required=True),
        "curated": F(DATE, required=True),
        "notes": NOTES,
    },
)

ORGANIZATION = Record(
    "organization",
    {
        "id": F(ID, required=True),
        "name": F(TEXT, required=True, maps_to="schema:name foaf:name"),
        "native_names": F(ListOf(NATIVE_NAME)),
        "aliases": F(ListOf(TEXT)),
        "kind": F(Enum("university", "company", "institute", "department", "lab", "center", "other")),
        "parent": F(ID, maps_to="schema:parentOrganization"),
        "location": F(LOCATION),
        "url": F(URL, maps_to="schema:url"),
        "identifiers": F(ORG_IDENTIFIERS, maps_to="schema:sameAs"),
        "notes": NOTES,
    },
)
PERSON_ENTRY = Record(
    "person",
    {
        "id": F(ID, required=True),
        "name": F(NAME, required=True, maps_to="schema:name foaf:name"),
        "native_names": F(ListOf(NATIVE_NAME)),
        "aliases": F(ListOf(NAME)),
        "affiliation": F(ORG_REF),
        "homepage": F(URL, maps_to="schema:url foaf:homepage"),
        "emails": F(ListOf(EMAIL), maps_to="schema:email foaf:mbox"),
        "identifiers": F(PERSON_IDENTIFIERS, maps_to="schema:sameAs"),
        "by_id_only": F(BOOL),
        "notes": NOTES,
    },
)
ORGANIZATIONS_FILE = Record("organizations file", {"organizations": F(ListOf(ORGANIZATION), required=True)})
PEOPLE_FILE = Record("people file", {"people": F(ListOf(PERSON_ENTRY), required=True)})


# a reference: (field path, value, field path of the org it is a unit of, or None)
Reference = tuple[str, Any, str | None]


def references(data: dict[str, Any], kind: Spec, record: Record) -> list[Reference]:
    """Every value in ``data`` (checked against ``record``) whose field is of ``kind``
    (:data:`PERSON_REF` or :data:`ORG_REF`), in the table's order: (field path, value, field path
    of the org it is a unit of, or None). A record that may be written as its name alone (an
    author) is reported where it stands, with its name."""
    found: list[Reference] = []  # appended to, not yielded: a profile lists hundreds of authors

    def walk(spec: Spec, value: Any, where: str, unit_of: str | None) -> None:
        if spec is kind:
            found.append((where, value, unit_of))
        elif isinstance(spec, ListOf):
            item_spec = spec.item
            # a list of references, or of records written as their name alone (authors)
            scalar = item_spec if item_spec is kind else getattr(item_spec, "scalar", None)
            for index, item in enumerate(value):
                if scalar is kind and not isinstance(item, dict):
                    found.append((f"{where}[{index}]", item, None))
                else:
                    walk(item_spec, item, f"{where}[{index}]", None)
        elif isinstance(spec, OneOf):
            if not isinstance(value, dict):
                walk(spec.scalar, value, where, None)
                return
            for key, field in _holding(spec.record, kind):
                if key in value:
                    walk(
                        field.spec, value[key], where if field.spec is spec.scalar else f"{where}.{key}", None
                    )
        elif isinstance(spec, Record):
            for key, field in _holding(spec, kind):
                if key in value:
                    parent = f"{where}.{field.unit_of}" if field.unit_of and where else field.unit_of
                    walk(field.spec, value[key], f"{where}.{key}" if where else key, parent)

    walk(record, data, "", None)
    return found


@functools.cache
def _holding(record: Record, kind: Spec) -> tuple[tuple[str, Field], ...]:
    """The fields of ``record`` whose values may hold a value of ``kind``: the only ones
    :func:`references` walks (a profile is mostly text, which holds none)."""
    return tuple((key, field) for key, field in record.fields.items() if _holds(field.spec, kind))


def _holds(spec: Spec, kind: Spec) -> bool:
    if spec is kind:
        return True
    if isinstance(spec, ListOf):
        return _holds(spec.item, kind)
    if isinstance(spec, OneOf):
        return _holds(spec.scalar, kind) or _holds(spec.record, kind)
    if isinstance(spec, Record):
        return any(_holds(field.spec, kind) for field in spec.fields.values())
    return False


def all_records(tops: tuple[Record, ...] | None = None) -> dict[str, Record]:
    """Every record type reachable from the top-level formats (or ``tops``), by name (for docs tests)."""
    found: dict[str, Record] = {}

    def walk(spec: Spec) -> None:
        if isinstance(spec, Record):
            if spec.name in found:
                return
            found[spec.name] = spec
            for item in spec.fields.values():
                walk(item.spec)
        elif isinstance(spec, ListOf):
            walk(spec.item)
        elif isinstance(spec, OneOf):
            walk(spec.record)

    for top in tops or (PROFILE, ORGANIZATIONS_FILE, PEOPLE_FILE):
        walk(top)
    return found


@dataclass(frozen=True)
class PropertySources:
    """Where the values of each mapped property come from, read off the tables' ``maps_to``.

    ``keys``: property -> section -> key. A section is the list that holds a record
    (``publications``, ``authors``), ``""`` for a file's top record (a profile); the key is the
    field of that record, or ``""`` for the record itself (an author written as its name alone,
    or its place in the list). The first field of a record that maps to a property wins.
    ``person_lists``: property -> the lists whose person references give its values."""

    keys: dict[str, dict[str, str]]
    person_lists: dict[str, tuple[str, ...]]


def property_sources(tops: tuple[Record, ...] | None = None) -> PropertySources:
    """The :class:`PropertySources` of the top-level formats (or ``tops``)."""
    keys: dict[str, dict[str, str]] = {}
    person_lists: dict[str, dict[str, None]] = {}
    seen: set[tuple[int, str]] = set()

    def walk(record: Record, section: str, stand_in: Spec | None) -> None:
        if (id(record), section) in seen:
            return
        seen.add((id(record), section))
        for prop in record.maps_to:
            keys.setdefault(prop, {}).setdefault(section, "")
        for key, entry in record.fields.items():
            for prop in entry.maps_to:
                keys.setdefault(prop, {}).setdefault(section, "" if entry.spec is stand_in else key)
                if _holds(entry.spec, PERSON_REF):
                    person_lists.setdefault(prop, {})[key if isinstance(entry.spec, ListOf) else section] = (
                        None
                    )
            item = entry.spec.item if isinstance(entry.spec, ListOf) else None
            if isinstance(item, Record):
                walk(item, key, None)
            elif isinstance(item, OneOf):
                walk(item.record, key, item.scalar)

    for top in tops or (PROFILE, ORGANIZATIONS_FILE, PEOPLE_FILE):
        walk(top, "", None)
    return PropertySources(keys, {prop: tuple(lists) for prop, lists in person_lists.items()})
