"""CV data files -> the front matter the Hugo reader knows, with the lines of the file's own keys.

Three shapes researchers keep their CV in, besides pages: JSON Resume (``resume.json``:
``basics``, ``work``, ``education``), RenderCV (``cv.yaml``: ``cv: {name, email, sections}``)
and al-folio's ``_data/cv.yml`` (a list of titled sections of ``{title, institution, year}``).
A fourth is a page and data at once: a Kirby CMS content file (``cv.txt``), whose fields
("Text: ...", "Roles: ...") stand between lines of ``----``, a structure field's value a YAML
list of records (``{org, role_name, start_date, end_date, type}``).
Each becomes ``name``, ``email``, ``work: [{position, company, date_start, date_end | date}]``
and ``education: [{area, institution, date_start, date_end | year}]``. JSON is read with the
YAML reader, which reads JSON too and keeps every key's line.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from ..errors import DataError
from ..profiles.yamlio import PosDict, PosList, load_yaml_text
from .source import Source

_SUFFIXES = (".yml", ".yaml", ".json")


def is_data_file(source: Source) -> bool:
    """A ``.yml``/``.yaml``/``.json`` file, or one whose whole text is a JSON object (a
    ``resume.json`` saved as ``resume.txt``)."""
    text = source.text.strip()
    return source.name.lower().endswith(_SUFFIXES) or (text.startswith("{") and text.endswith("}"))


def cv_data(source: Source) -> PosDict | None:
    """The CV data of a data file (:func:`is_data_file`) in one of the known shapes, else None."""
    if not is_data_file(source):
        return None
    try:
        data = load_yaml_text(source.text, source.name)
    except DataError:
        return None
    return _json_resume(data) or _rendercv(data) or _alfolio(data)


_KIRBY_RULE_RE = re.compile(r"^----\s*$")
_KIRBY_FIELD_RE = re.compile(r"^(?P<key>[A-Za-z][\w-]*):[ \t]*(?P<value>.*)$")


def kirby_content(source: Source) -> tuple[PosDict, list[str]] | None:
    """A Kirby content file's records of posts and degrees, and its lines with those fields
    blanked (the other fields' text stays, to be read as a page); None for any other text."""
    lines = source.lines
    first = next((index for index, line in enumerate(lines) if line.strip()), None)
    if first is None or not _KIRBY_FIELD_RE.match(lines[first]):
        return None  # most pages: their first line is no field, and no line need be looked at again
    rules = [index for index, line in enumerate(lines) if _KIRBY_RULE_RE.match(line)]
    if len(rules) < 2:
        return None
    body = list(lines)
    work: list[PosDict] = []
    education: list[PosDict] = []
    for start, end in zip([-1, *rules], [*rules, len(lines)], strict=True):
        opened = next((i for i in range(start + 1, end) if lines[i].strip()), None)
        field = _KIRBY_FIELD_RE.match(lines[opened]) if opened is not None else None
        if opened is None or field is None:
            continue
        body[opened] = lines[opened][field.start("value") :]  # "Text: I'm a ...": the value alone
        if field.group("value").strip():
            continue  # a value on the label's line is text, not a structure
        text = "\n" * (opened + 1) + "\n".join(lines[opened + 1 : end])
        try:
            records = _items(load_yaml_text(text, source.name))
        except DataError:
            continue
        read = False
        for record in records:
            if "role_name" not in record or "org" not in record:
                continue
            kind = str(record.get("type", "")).lower()
            degree = "qualification" in kind or "education" in kind
            names = (
                {"area": "role_name", "institution": "org"}
                if degree
                else {"position": "role_name", "company": "org"}
            )
            (education if degree else work).append(
                _mapping(record, **names, date_start="start_date", date_end="end_date")
            )
            read = True
        if read:
            body[opened:end] = [""] * (end - opened)
    if not work and not education:
        return None
    out = PosDict()
    out.line, out.key_lines = 1, {}
    return _with_lists(out, work, education), body


def _json_resume(data: Any) -> PosDict | None:
    if not isinstance(data, dict) or not isinstance(data.get("basics"), dict):
        return None
    out = _mapping(data["basics"], name="name", email="email")
    work = [
        _mapping(
            job, position="position", company=("name", "company"), date_start="startDate", date_end="endDate"
        )
        for job in _items(data.get("work"))
    ]
    education = [
        _degree(school, "studyType", "startDate", "endDate") for school in _items(data.get("education"))
    ]
    return _with_lists(out, work, education)


def _rendercv(data: Any) -> PosDict | None:
    cv = data.get("cv") if isinstance(data, dict) else None
    if not isinstance(cv, dict) or not isinstance(cv.get("sections"), dict):
        return None
    out = _mapping(cv, name="name", email="email")
    work, education = [], []
    for entries in cv["sections"].values():
        for entry in _items(entries):
            if "position" in entry and "company" in entry:
                work.append(
                    _mapping(
                        entry,
                        position="position",
                        company="company",
                        date_start="start_date",
                        date_end="end_date",
                        date="date",
                    )
                )
            elif "institution" in entry and ("degree" in entry or "area" in entry):
                # "studyType": JSON Resume's word, often mixed in
                kind_key = "degree" if "degree" in entry else "studyType"
                education.append(_degree(entry, kind_key, "start_date", "end_date"))
    return _with_lists(out, work, education)


def _alfolio(data: Any) -> PosDict | None:
    if not isinstance(data, list) or not data:
        return None
    sections = [
        s for s in data if isinstance(s, dict) and isinstance(s.get("title"), str) and "contents" in s
    ]
    if not sections:
        return None
    out = _mapping(data)
    work, education = [], []
    for section in sections:
        title = section["title"].lower()
        for entry in _items(section.get("contents")):
            label = str(entry.get("name", "")).lower()
            if label in ("full name", "name") and "value" in entry:
                _put(out, "name", entry, "value")
            elif label in ("email", "e-mail") and "value" in entry:
                _put(out, "email", entry, "value")
            elif "education" in title and "title" in entry:
                education.append(_mapping(entry, area="title", institution="institution", year="year"))
            elif any(word in title for word in ("experience", "employment", "position", "appointment")):
                work.append(_mapping(entry, position="title", company="institution", date="year"))
    return _with_lists(out, work, education) if work or education or out else None


def _items(value: Any) -> list[PosDict]:
    return [item for item in value if isinstance(item, PosDict)] if isinstance(value, list) else []


def _put(out: PosDict, key: str, source: Mapping[str, Any], *names: str) -> None:
    for name in names:
        value = source.get(name)
        if value not in (None, "") and not isinstance(value, (dict, list)):
            out[key] = value
            lines = getattr(source, "key_lines", {})
            out.key_lines[key] = lines.get(name, getattr(source, "line", out.line))
            return


def _mapping(source: Any, **fields: str | tuple[str, ...]) -> PosDict:
    """A new mapping at ``source``'s line of ``key=name`` (or a tuple of names, the first with a
    value), each value at its key's line in ``source``."""
    out = PosDict()
    out.line, out.key_lines = getattr(source, "line", 1), {}
    for key, names in fields.items():
        _put(out, key, source, *((names,) if isinstance(names, str) else names))
    return out


def _degree(source: PosDict, kind_key: str, start: str, end: str) -> PosDict:
    """An education entry: "<degree> in <area>" (the Hugo reader finds the degree in it)."""
    out = _mapping(source, institution="institution", date_start=start, date_end=end)
    words = " in ".join(
        str(part) for part in (source.get(kind_key), source.get("area")) if part not in (None, "")
    )
    if words:
        out["area"] = words
        out.key_lines["area"] = source.key_lines.get(kind_key, source.line)
    return out


def _with_lists(out: PosDict, work: list[PosDict], education: list[PosDict]) -> PosDict:
    for key, entries in (("work", work), ("education", education)):
        if entries:
            listed = PosList(entries)
            listed.line, listed.item_lines = entries[0].line, [entry.line for entry in entries]
            out[key] = listed
            out.key_lines[key] = listed.line
    return out
