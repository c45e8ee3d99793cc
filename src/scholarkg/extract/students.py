"""Students, postdocs and mentees: name, level, dates, co-advisors, their institution, outcome.

Lists come as one name per line under "Current PhD Students" / "Alumni", as
``Name (PhD, 2024, now Assistant Professor at X)``, as ``Name, Ph.D. student at X, topic,
co-advised with A and B, June 2021-Feb 2022``, or as ``PhD: A (2023-present), B (2022-present)``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from dataclasses import field as _list_field

from ..names import name_key
from .dates import find_dates, find_ranges
from .draft import Node
from .layout import Layout, Text, heading_hints
from .orgs import INSTITUTION_RE, clean_org
from .people import looks_like_name
from .prose import names_in

_ROLES = (
    ("postdoc", r"post-?doc(?:toral)?(?:\s+(?:fellow|researcher|scholar))?"),
    ("phd", r"ph\.?\s?d\.?|doctoral|d\.?phil"),
    ("ms", r"m\.?\s?sc?\.?|m\.?eng\.?|master'?s?|mphil"),
    ("bs", r"b\.?\s?sc?\.?|b\.?eng\.?|bachelor'?s?|undergrad(?:uate)?s?|ug"),
    ("intern", r"interns?(?:hip)?"),
    ("visiting", r"visiting(?:\s+\w+)?|visitors?"),
)
_ROLE_RE = [
    (role, re.compile(rf"^\s*(?:{pattern})(?:\s+(?:students?|candidates?|researchers?))?\s*$", re.I))
    for role, pattern in _ROLES
]
_ROLE_IN_TEXT = [(role, re.compile(rf"\b(?:{pattern})(?=\W|$)", re.I)) for role, pattern in _ROLES]


@dataclass
class Student:
    name: str
    line: int
    role: str | None = None
    relation: str | None = None
    co_advisors: list[str] = _list_field(default_factory=list)
    organization: str | None = None
    start: object = None
    end: object = None
    topic: str | None = None
    outcome: str | None = None
    current: bool | None = None
    review: list[str] = _list_field(default_factory=list)

    def node(self) -> Node:
        node = Node(self.line)
        node.put("name", self.name)
        node.put(
            "role", self.role or "mentee", review=None if self.role else "level not stated; 'mentee' assumed"
        )
        node.put("relation", self.relation)
        node.put("co_advisors", self.co_advisors or None)
        node.put("organization", self.organization)
        node.put("start", self.start)
        node.put("end", self.end)
        node.put("topic", self.topic)
        node.put("outcome", self.outcome)
        if self.current is not None:
            node.put("current", self.current)
        for reason in self.review:
            node.flag("", reason)
        return node


def _role_of(text: str) -> str | None:
    for role, pattern in _ROLE_RE:
        if pattern.match(text):
            return role
    return None


def _role_in(text: str) -> str | None:
    for role, pattern in _ROLE_IN_TEXT:
        if pattern.search(text):
            return role
    return None


def _default_role(hints: set[str]) -> str | None:
    for role in ("phd", "postdoc", "ms", "bs", "intern", "visiting"):
        if role in hints:
            return role
    return None


def _split_outside_brackets(text: str) -> list[tuple[int, str]]:
    parts, depth, start = [], 0, 0
    for index, char in enumerate(text):
        if char in "([":
            depth += 1
        elif char in ")]":
            depth = max(0, depth - 1)
        elif char in ",;" and depth == 0:
            parts.append((start, text[start:index]))
            start = index + 1
    parts.append((start, text[start:]))
    return [(s, p) for s, p in parts if p.strip()]


def _name(text: str, known: set[str]) -> tuple[str | None, str, str | None]:
    """``Ying Yee (Rae) Wong ...`` -> (name, rest, nickname)."""
    text = text.strip()
    nick = re.match(r"^([A-Z][\w'’-]+(?:\s+[A-Z][\w'’-]+)*)\s+\((\w+)\)\s+([A-Z][\w'’-]+)\b(.*)$", text)
    if nick and looks_like_name(f"{nick.group(1)} {nick.group(3)}"):
        base = f"{nick.group(1)} {nick.group(3)}"
        nickname = nick.group(2)
        tokens = set(name_key(base).split()) | {nickname.lower()}
        for key in known:
            if set(key.split()) == tokens:
                return " ".join(w.capitalize() for w in key.split()), nick.group(4), nickname
        return base, nick.group(4), nickname
    words = re.match(
        r"^((?:[A-Z][\w'’.-]*|de|van|von|di|da|del|le|la)(?:\s+(?:[A-Z][\w'’.-]*|de|van|von|di|da|del|le|la)){1,4})",
        text,
    )
    if not words:
        return None, text, None
    candidate = words.group(1).split()
    for count in range(len(candidate), 1, -1):
        name = " ".join(candidate[:count]).rstrip(".")
        if looks_like_name(name, known):
            return name, text[len(" ".join(candidate[:count])) :], None
    return None, text, None


def parse_student(text: Text, offset: int, item: str, hints: set[str], known: set[str]) -> Student | None:
    name, rest, nickname = _name(item, known)
    if name is None:
        return None
    line = text.line_at(offset)
    student = Student(name, line, role=_default_role(hints))
    if nickname:
        student.review.append(f"written with the nickname '{nickname}' in the source")
    if "current" in hints:
        student.current = True
    if "former" in hints:
        student.current = False
    details: list[str] = []
    bracket = re.match(r"\s*\(([^()]*)\)", rest)
    if bracket:
        details.extend(p.strip() for _, p in _split_outside_brackets(bracket.group(1)))
        rest = rest[bracket.end() :]
    details.extend(p.strip() for _, p in _split_outside_brackets(rest.strip(" ,;:-–")))
    topic_parts = []
    for detail in details:
        detail = re.sub(r"\((?:published|appeared|accepted)[^)]*\)", "", detail).strip(" .")
        if not detail:
            continue
        with_match = re.match(
            r"^(?:co-?advised\s+with|with|jointly\s+with|co-?supervised\s+with)\s+(.+)$", detail, re.I
        )
        if with_match:
            student.co_advisors.extend(names_in(with_match.group(1), known))
            if re.match(r"co-?(?:advised|supervised)", detail, re.I):
                student.relation = "co_advisor"
            continue
        now = re.match(r"^(?:now|currently|then|next)\s*(?:at|:)?\s*(.+)$", detail, re.I)
        if now:
            student.outcome = now.group(1).strip()
            continue
        ranges = find_ranges(detail)
        if ranges:
            r = ranges[0]
            student.start = r.start.value() if r.start else None
            student.end = r.end.value() if r.end else None
            if r.open_end:
                student.current = True
            continue
        role = _role_of(detail)
        if role:
            student.role = role
            continue
        at = re.match(
            r"^(?P<role>.+?)\s+(?:student|candidate|researcher|intern)s?\s+(?:at|from|in)\s+(?P<org>.+)$",
            detail,
            re.I,
        )
        if at and _role_in(at.group("role")):
            student.role = _role_in(at.group("role"))
            student.organization = clean_org(at.group("org"))
            continue
        dates = find_dates(detail)
        if dates and len(detail) <= 12:
            when = dates[0][0].value()
            if student.current is False or "former" in hints:
                student.end = when
            else:
                student.start = when
            continue
        if INSTITUTION_RE.search(detail) and len(detail.split()) <= 8 and student.organization is None:
            student.organization = clean_org(
                re.sub(r"^(?:(?:an?\s+)?(?:student|candidate)\s+)?(?:at|from)\s+", "", detail)
            )
            continue
        topic_parts.append(detail)
    if topic_parts:
        student.topic = topic_parts[0]
    if student.relation is None and student.organization:
        student.relation = "mentor"
    return student


def from_sections(layout: Layout, known: set[str]) -> list[Student]:
    students: list[Student] = []
    for section in layout.of_kind("students"):
        for unit in section.units:
            if unit.heading:
                continue
            hints = section.hints | (heading_hints(unit.subheading) if unit.subheading else set())
            if unit.bullet:
                items = [(unit.text(), unit.text().value)]
            else:
                items = [
                    (Text.single(line.text, line.number), line.text) for line in unit.lines if not line.blank
                ]
            for text, value in items:
                label = re.match(r"^\s*([A-Za-z.' ]{2,40}?)\s*[:：]\s*(.+)$", value)
                item_hints = set(hints)
                if label and _role_of(label.group(1)):
                    item_hints.discard("phd")
                    item_hints |= {_role_of(label.group(1)) or ""}
                    base = label.start(2)
                    for start, part in _split_outside_brackets(label.group(2)):
                        student = parse_student(text, base + start, part, item_hints, known)
                        if student:
                            if student.role is None or student.role not in item_hints:
                                student.role = _role_of(label.group(1))
                            students.append(student)
                    continue
                student = parse_student(text, 0, value, item_hints, known)
                if student:
                    students.append(student)
    return students
