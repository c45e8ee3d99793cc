"""Hugo "academic" (Wowchemy) author pages: facts kept as YAML in the front matter.

``education: {courses: [{course, institution, year}]}`` (or the newer list of
``{area, institution, date_start, date_end}``), ``role`` with ``organizations``, ``work``,
``experience`` (``{title, company, date_start, date_end}``), ``interests``. Lines come from the
front matter's own positions.
"""

from __future__ import annotations

import re
from typing import Any

from .dates import ends_before, find_ranges, parse_date
from .education import STUDENT_ROLE_RE, Education, Value, find_degree, same_institution
from .markup import FrontMatter, clean_inline
from .orgs import INSTITUTION_RE, UNIT_RE, correct_title, is_place, joint_employers
from .people import looks_like_name, strip_person_title
from .positions import Position, take_title, title_field
from .prose import org_parts, pick_org


def _line(item: Any, key: str, default: int) -> int:
    lines = getattr(item, "key_lines", None)
    if isinstance(lines, dict) and key in lines:
        return int(lines[key])
    return int(getattr(item, "line", default))


def _date(value: Any) -> int | str | None:
    if value is None or isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    # "2021 (expected)", "expected 2021": the year the degree is due, which is its end year
    text = re.sub(
        r"\s*\((?:expected|anticipated)\)|^(?:expected|anticipated)\s+", "", str(value).strip(), flags=re.I
    )
    month = re.match(r"(\d{4})-(0?[1-9]|1[0-2])(?!\d)", text)  # "2019-09-16", "2020-9-1"
    if month:
        return f"{month.group(1)}-{int(month.group(2)):02d}"
    if re.fullmatch(r"\d{4}", text):
        return int(text)
    when = parse_date(text)
    return when.value() if when else None


def education(front: FrontMatter) -> list[Education]:
    data = front.data.get("education")
    items: list[Any] = []
    if isinstance(data, dict):
        items = list(data.get("courses") or [])
    elif isinstance(data, list):
        items = data
    out = []
    for item in items:
        if not isinstance(item, dict):
            continue
        course = str(item.get("course") or item.get("area") or item.get("degree") or "")
        line = _line(item, "course", front.first_line)
        # "PhD in Theoretical Chemistry (Karsten Reuter)": the advisor, in brackets after the field
        advisor = _person_in_brackets(course)
        course = course[: advisor.start()] if advisor else course
        degree = find_degree(course)
        if degree is None or re.search(r"\bminor\b", course, re.I):  # a minor is no degree of its own
            continue
        entry = Education(degree[0], degree[1], degree[2], line)
        if advisor:
            entry.advisors.append(Value(advisor.group(1).strip(), line))
        field = re.sub(r"^\s*(?:in|of)\s+", "", course[degree[4] :]).strip(" ,")
        if field:
            entry.field = Value(field, line)
        if item.get("institution"):
            where = _line(item, "institution", line)
            named = _unit_bracket_apart(str(item["institution"]).strip())
            institution, department = pick_org(org_parts(named))
            # the field names an institution whatever its words: "FLACSO (Argentina)" is FLACSO
            institution = institution or re.sub(r"\s*\([^()]*\)$", "", named) or None
            if institution:  # "School of Mathematics and Statistics, Wuhan University"
                entry.institution = Value(institution, where)
            if department:
                entry.department = Value(department, where)
        year = item.get("year") or item.get("date_end")
        span = find_ranges(str(year)) if isinstance(year, str) else []
        if span and span[0].start:  # "2019-2023"
            entry.start = Value(span[0].start.value(), _line(item, "year", line))
            if span[0].end:
                entry.end = Value(span[0].end.value(), _line(item, "year", line))
        elif year:
            entry.end = Value(_date(year), _line(item, "year", line))
        if item.get("date_start"):
            entry.start = Value(_date(item["date_start"]), _line(item, "date_start", line))
        out.append(entry)
    out += _degrees_among_posts(front)
    # "role: PhD Student" at the first organisation: a degree under way there
    role = front.data.get("role")
    organizations = _organizations(front)
    degree = find_degree(role) if isinstance(role, str) and STUDENT_ROLE_RE.search(role) else None
    held_at = str(organizations[0]["name"]).strip() if organizations else ""
    if degree is not None and held_at and not any(_same_degree(e, degree[0], held_at) for e in out):
        line = front.line_of("role")
        entry = Education(degree[0], degree[1], degree[2], line)
        entry.institution = Value(str(organizations[0]["name"]).strip(), front.line_of("organizations"))
        out.append(entry)
    return out


def _same_degree(entry: Education, degree: str, institution: str) -> bool:
    """The degree a role says is under way, listed already: undated ("year: Current"), or at
    the same place with its expected year ("PhD in Physics, UC Berkeley, 2021 (expected)"); the
    place as named in either ("RMIT", "RMIT University")."""
    if entry.degree != degree:
        return False
    return (
        entry.end is None
        or entry.end.value is None
        or (entry.institution is not None and same_institution(entry.institution, Value(institution, None)))
    )


def _degrees_among_posts(front: FrontMatter) -> list[Education]:
    """An Experience item named by a degree ("title: PhD in Palaeobiology", "company: Imperial
    College London"): the page lists its degrees among its posts; each is a degree as well."""
    out = []
    for item in front.items("experience") + _block_items(front, "experience"):
        if not isinstance(item, dict) or not isinstance(item.get("title"), str):
            continue
        title, company = item["title"], item.get("company") or item.get("organization")
        degree = find_degree(title)
        if (
            degree is None
            or degree[3] != 0
            # "本科生", "博士研究生": an undergraduate, a doctoral student, as Chinese names them
            or not re.fullmatch(r"\s*(?:(?:in|of)\s+\S.*)?|(?:研究)?生", title[degree[4] :])
            or not isinstance(company, str)
        ):
            continue  # "Research Assistant in a PhD programme": a post; "PhD Student": read later
        line = _line(item, "title", front.first_line)
        entry = Education(degree[0], degree[1], degree[2], line)
        field = re.sub(r"^\s*(?:in|of)\s+", "", title[degree[4] :]).strip()
        if field:
            entry.field = Value(field, line)
        entry.institution = Value(company.strip(), _line(item, "company", line))
        if item.get("date_start"):
            entry.start = Value(_date(item["date_start"]), _line(item, "date_start", line))
        if item.get("date_end"):
            entry.end = Value(_date(item["date_end"]), _line(item, "date_end", line))
        out.append(entry)
    return out


def positions(front: FrontMatter) -> tuple[list[Position], list[str]]:
    """The current role at the first listed organisation, and ``work`` entries; notes on the rest."""
    out: list[Position] = []
    notes: list[str] = []
    role = front.data.get("role")
    role = clean_inline(role)[0] if isinstance(role, str) else role  # "Energy Science \& Engineering"
    organizations = _organizations(front)
    if isinstance(role, str) and organizations:
        found = take_title(role)
        if found:
            line = front.line_of("role")
            # "Associate Professor of Sociology": the field is part of the title
            field = title_field(role[found[1] :].strip())
            title, note = correct_title(found[0] + (f" {field.group(0).strip()}" if field else ""))
            position = Position(line, Value(title, line, note))
            position.organization = Value(
                str(organizations[0]["name"]).strip(), front.line_of("organizations")
            )
            out.append(position)
            for extra in organizations[1:]:
                notes.append(f"front matter lists the organisation '{extra['name']}' without a role")
    # ``work`` in an author's file; ``experience`` in the theme's Experience block (``title``),
    # and in Hugo Blox's landing pages under ``sections: [{block: experience, content: {items}}]``
    for item in (
        front.items("work")
        + front.items("experience")
        + _block_items(front, "experience")
        + _career(front)
        + _shown_content(front, "experiences")
    ):
        key = "position" if isinstance(item, dict) and item.get("position") else "title"
        if not isinstance(item, dict) or not isinstance(item.get(key), str) or not item[key].strip():
            continue
        line = _line(item, key, front.first_line)
        # "Postdoctoral researcher (Bass lab)": the group the post was in, apart from the title;
        # "Postdoc (Jens K. Nørskov)": the person it was with
        written = str(item[key])
        named = _plain_lines(item.get("company"))
        if named and INSTITUTION_RE.search(written) and not take_title(written):
            # 'title = "UCLA CSST Program"' over 'company = "Summer Research Intern"': the two fields
            # the other way round; a university over a lab of it, and no title, is no post
            found = take_title(named)
            if found is not None and found[1] >= len(named.rstrip()):
                item = {**item, key: named, "company": written}
                written = named
            elif UNIT_RE.search(named) and not _ADVISORS_FIELD_RE.match(named):
                continue
        topic = re.match(r"(?P<title>[^:]+?)\s*:\s+\S", written)
        if topic and (found := take_title(topic.group("title"))) and found[1] == len(topic.group("title")):
            written = topic.group("title")  # "Research Internship : Community Detection in Graphs": its topic
        bracket = _BRACKET_AT_END_RE.search(written)
        # "(Bass lab)" is a group; "(Ph.D. Program)" is no unit but the degree the post was part of
        group = (
            bracket
            if bracket and UNIT_RE.search(bracket.group(1)) and not find_degree(bracket.group(1))
            else None
        )
        mentor = _person_in_brackets(written) if not group else None
        cut = group or mentor
        title, note = correct_title(written[: cut.start()] if cut else written)
        position = Position(line, Value(title, line, note))
        if mentor:
            position.mentors.append(Value(mentor.group(1).strip(), line))
        company = _plain_lines(
            item.get("company_name")
            or item.get("company")
            or item.get("organization")
            or item.get("institution")
        )
        # "Drk Kreisverband Darmstadt-stadt · Freiberuflich": how the post was held, after the name
        company = _HELD_AS_AFTER_RE.sub("", company)
        if _SEVERAL_EMPLOYERS_RE.match(company):
            continue  # "Companies including A, B and others": roles at several, no one employer
        advised = _ADVISORS_FIELD_RE.match(company)
        if advised and isinstance(item.get("location"), str):
            # company "Advisors: Dr. X, Y", location "California Institute of Technology, CA": the
            # people the post was with, and where it was
            names = [strip_person_title(name) for name in re.split(r",|\band\b", advised.group(1))]
            position.mentors += [Value(name, line) for name in names if name]
            company = str(item["location"])
        if re.search(r"\bthes[ie]s\b", title, re.I):
            continue  # "Senior Honors Thesis": a student's thesis, no post
        for index, employer in enumerate(joint_employers(company) if company else []):
            post = position if index == 0 else Position(line, position.title)
            _employer(post, employer, line)
            if group and post.department is None:
                post.department = Value(group.group(1).strip(), line)
            _dates(post, item, line)
            if post.organization is not None:
                out.append(post)
    return out, notes


_HELD_AS_AFTER_RE = re.compile(
    r"\s*[·|]\s*(?:Freiberuflich|Freelance|Selbstst(?:ä|ae)ndig|Self-employed|Part-time|Full-time|Teilzeit|Vollzeit)\s*$",
    re.I,
)
_SEVERAL_EMPLOYERS_RE = re.compile(
    r"\s*(?:various\s+|several\s+|many\s+)?(?:companies|clients|organi[sz]ations|employers|firms)\s+"
    r"(?:including|such\s+as|like)\b",
    re.I,
)
_ADVISORS_FIELD_RE = re.compile(r"\s*(?:Advisors?|Supervisors?|Mentors?)\s*:\s*(.+)$", re.I)


def _plain_lines(value: Any) -> str:
    """A field's Markdown as plain text, its lines joined by commas: "**Syracuse University**  " /
    "*Department of Human Development*" is "Syracuse University, Department of Human Development"."""
    if value is None:
        return ""
    return ", ".join(clean_inline(part)[0].strip() for part in str(value).splitlines() if part.strip())


_BRACKET_AT_END_RE = re.compile(r"\s*\(([^()]+)\)\s*$")


def _person_in_brackets(text: str) -> re.Match[str] | None:
    """The bracket that ends a field when it names a person ("Postdoc (Jens K. Nørskov)")."""
    bracket = _BRACKET_AT_END_RE.search(text)
    return bracket if bracket and looks_like_name(bracket.group(1).strip()) else None


def _unit_bracket_apart(named: str) -> str:
    """A unit in brackets after the name is a unit: "Wageningen University (Bioinformatics
    group)", "KAIST (Dep. of Chemistry, Daejeon, Rep. of Korea)" -> "KAIST, Dep. of Chemistry, ..."."""
    return _BRACKET_AT_END_RE.sub(
        lambda m: ", " + m.group(1) if UNIT_RE.search(m.group(1)) else m.group(0), named
    )


# a firm's name in capitals and a bracket of two to six capitalised words after it: its team
_TEAM_BRACKET_RE = re.compile(
    r"(?P<firm>[A-Z][\w&.'-]*(?:\s+[A-Z][\w&.'-]*){0,4})\s+\((?P<team>[A-Z0-9][\w&.-]*(?:\s+[A-Z0-9][\w&.-]*){1,5})\)"
)
_COMPANY_NOTE_RE = re.compile(
    r"\s*\((?:acquired\s+by|formerly|now(?:\s+part\s+of)?|part\s+of)\s[^()]*\)", re.I
)


def _employer(position: Position, company: str, line: int) -> None:
    """The organisation and department of one employer as a Hugo item writes it."""
    # "Wickedweb (acquired by Avenue Digital)": what became of the firm, a note
    company = _COMPANY_NOTE_RE.sub("", company)
    team = _TEAM_BRACKET_RE.fullmatch(company.strip())
    if team and not is_place(team.group("team")) and not UNIT_RE.search(team.group("team")):
        # "Amazon Web Services (EC2 Core Platform)": the firm, and the team it names in brackets
        position.organization = Value(team.group("firm").strip(), line)
        position.department = Value(team.group("team").strip(), line)
        return
    company = _unit_bracket_apart(company)
    # "Division of Epidemiology, University of Eastvale": the unit apart, as on pages
    parts = org_parts(re.sub(r"\s+[-–—]\s+(?=[A-Z])", ", ", company))
    incorporated = re.search(r",\s*(?:Inc|Ltd|LLC|GmbH|Co|Corp|S\.A|AG|plc|B\.V|Limited)\b", company)
    # "Central University of Rajasthan, India": one part once the place is left out
    organization, department = pick_org(parts) if parts and not incorporated else (None, None)
    if organization:  # "University of Valmonte (Italy)": the country is no part of the name
        organization = re.sub(
            r"\s*\(([^()]+)\)$", lambda m: "" if is_place(m.group(1)) else m.group(0), organization
        )
    position.organization = Value(organization or company, line)
    if department and organization:
        position.department = Value(department, line)


def _career(front: FrontMatter) -> list[Any]:
    """``career: {positions: [{position, institution, year}]}``: the posts some author files
    list as ``education: {courses: [...]}`` lists the degrees."""
    career = front.data.get("career")
    items = career.get("positions") if isinstance(career, dict) else None
    return list(items) if isinstance(items, list) else []


def _dates(position: Position, item: dict[str, Any], line: int) -> None:
    if item.get("date_start"):
        position.start = Value(_date(item["date_start"]), line)
    if item.get("date_end"):
        position.end = Value(_date(item["date_end"]), line)
        if position.start is not None and _before(position.end.value, position.start.value):
            # "date_start: '2018-12-01'", "date_end: '2015-08-01'": the two fields swapped
            swapped = "date_start and date_end swapped: the page's end is before its start"
            position.start, position.end = (
                Value(position.end.value, line, swapped),
                Value(position.start.value, line, swapped),
            )
    elif item.get("date") or item.get("year"):
        ranges = find_ranges(str(item.get("date") or item.get("year")))
        if ranges and ranges[0].start:
            position.start = Value(ranges[0].start.value(), line)
            if ranges[0].end:
                position.end = Value(ranges[0].end.value(), line)


def _before(end: object, start: object) -> bool:
    """Whether a date as the profile writes it ("2015-08", 2015) is before another, to what both
    say."""
    end_date, start_date = parse_date(str(end)), parse_date(str(start))
    return end_date is not None and start_date is not None and ends_before(end_date, start_date)


def _organizations(front: FrontMatter) -> list[dict[str, Any]]:
    """The front matter's ``organizations`` that have a name."""
    return [o for o in front.items("organizations") if isinstance(o, dict) and o.get("name")]


def _block_items(front: FrontMatter, block: str) -> list[Any]:
    """The items of a Hugo Blox landing page's ``block`` sections."""
    out: list[Any] = []
    for section in front.items("sections"):
        content = (
            section.get("content") if isinstance(section, dict) and section.get("block") == block else None
        )
        items = content.get("items") if isinstance(content, dict) else None
        out += items if isinstance(items, list) else []
    return out


def _shown_content(front: FrontMatter, key: str) -> list[Any]:
    """The ``content`` list of an al-folio block (``experiences: {enabled: true, content: [...]}``);
    none when the page turns the block off, as it then shows none of it."""
    block = front.data.get(key)
    if not isinstance(block, dict) or block.get("enabled") is False:
        return []
    content = block.get("content")
    return content if isinstance(content, list) else []


def interests(front: FrontMatter) -> list[tuple[str, int]]:
    values = front.data.get("interests") or []
    if not isinstance(values, list):
        return []
    lines = getattr(values, "item_lines", [front.line_of("interests")] * len(values))
    return [(str(v).strip(), int(n)) for v, n in zip(values, lines) if str(v).strip()]


def is_hugo(front: FrontMatter | None) -> bool:
    return front is not None and (
        any(
            k in front.data
            for k in (
                "education",
                "organizations",
                "superuser",
                "role",
                "user_groups",
                "experience",
                "sections",
            )
        )
        or bool(front.items("social"))
    )
