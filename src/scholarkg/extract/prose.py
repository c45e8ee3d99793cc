"""Running text (bios, about paragraphs): sentences, name lists and organisation phrases.

Homepages say much of what a CV lists in prose: "I received my PhD from X in 2020, where I was
advised by A and B". The helpers here cut such text into sentences that still know their source
lines, and read the two kinds of phrase the education and position parsers need.
"""

from __future__ import annotations

import re

from .dates import DATE_RE, find_ranges
from .layout import Layout, Text, Unit
from .orgs import (
    INSTITUTION_RE,
    UNIT_RE,
    clean_org,
    is_place,
    is_region,
    is_town,
    join_campuses,
    place_out_of_bracket,
    split_at,
    unit_in_institution,
)
from .people import DEGREE_AFTER_NAME_RE, looks_like_name, strip_person_title

PROSE_SECTIONS = ("preamble", "bio", "other", "interests", "contact", "career")
_ABBREVIATION_RE = re.compile(
    r"(?:\b(?:Ph\.D|Ph\.D\.|Dr|Prof|Mr|Ms|Mrs|St|Jr|Sr|e\.g|i\.e|etc|vs|al|No|Inc|Co|Ltd|Corp|Univ|Dept|"
    r"M\.Sc|B\.Sc|M\.S|B\.S|M\.Eng|B\.Eng|U\.S|B\.A|M\.A|D\.Phil|M\.Phil)|\b[A-Z])\.$"
)
_SENTENCE_END_RE = re.compile(r"(?<=[.!?])\s+(?=[A-Z\[\"“(])")
# where a sentence of running text stops: a full stop after a word in lower case ("... in 2019 we
# built it."), not after an abbreviation in capitals ("B.Sc.", "MIT.")
SENTENCE_STOP_RE = re.compile(r"[a-z)][.!?](?:\s|$)")
_NAME_LIST_STOP_RE = re.compile(
    r"\s*(?:[.;:!?](?:\s|$)|\((?!co-?advis)|\bwho\b|\bwhere\b|\bwhile\b|\bin\s+(?:19|20)\d\d\b|\bat\s+(?:the\s+)?[A-Z])"
)


def prose_texts(layout: Layout) -> list[Text]:
    """The paragraphs of running text in the sections that talk about the person, and those a
    section of posts tells in the first person ("Between 2021 and 2024 I was ...")."""
    out = []
    for section in layout.sections:
        # "career" is a section of prose already; sections of posts and degrees tell some in
        # sentences ("I completed a bachelors of science at X (1981-1986).")
        told = section.kind in ("positions", "education")
        if section.kind not in PROSE_SECTIONS and not told:
            continue
        for unit in section.units:
            if unit.heading:
                continue
            text = unit.text()
            if len(text.value.split()) >= 6 and is_mostly_letters(text.value) and (not told or is_told(unit)):
                out.append(text)
    return out


def is_mostly_letters(text: str) -> bool:
    """Whether most of a paragraph's characters are letters: not a banner drawn in ASCII or
    box-drawing characters (a plain-text CV's "figlet" headings)."""
    visible = len(text) - sum(map(str.isspace, text))
    return sum(map(str.isalpha, text)) * 2 > visible


_TOLD_RE = re.compile(
    r"\b(?:I|[Hh]e|[Ss]he)\s+(?:\w+\s+)?(?:am|was|is|have|has|had|will|did|worked|joined|served|"
    r"completed|received|earned|obtained|studied|graduated|went|hold|held|got)\b|\bI['’](?:m|ve)\b|"
    # "Currently working as DevOps Engineer in X since Nov, 2017.": a résumé's sentence, no subject
    r"^\W*(?:[Cc]urrently|[Pp]resently)\s+(?:working|employed|serving)\s+(?:as|at|in|with|for)\b"
)


def is_told(unit: Unit) -> bool:
    """Whether a paragraph (not a list item) of a section of posts is running text about the
    person: sentences of a dozen words or more, the first of them in the first or third person
    (not a post's fields followed by its description)."""
    text = unit.text().value
    return (
        not unit.bullet
        and not any(re.match(r":[A-Za-z][\w ]*:", line.text.strip()) for line in unit.lines)  # a field list
        and len(text.split()) >= 12
        and _TOLD_RE.search(_SENTENCE_END_RE.split(text, maxsplit=1)[0]) is not None  # from the start
        and re.search(r"[.!?](?:\s|$)", text) is not None
        and not _dated_field(text)
    )


def _dated_field(text: str) -> bool:
    """Whether a text opens with a field named by dates (":2007 - 2009: **QA engineer leader**,
    Bizanga" over its description) or with a LaTeX entry's date argument ("2018 · Golang
    Developer · Bahamta · During my time here, I worked on ..."): a post's fields, not running
    text."""
    opening = find_ranges(text[:40])
    if opening and opening[0].begin == 0:
        return text[opening[0].finish :].lstrip().startswith((":", "·"))
    year = DATE_RE.match(text)
    return year is not None and text[year.end() :].startswith(" · ")


def sentences(text: Text) -> list[Text]:
    """Split a paragraph into sentences, each still knowing its lines."""
    out = []
    start = 0
    for match in _SENTENCE_END_RE.finditer(text.value):
        if _ABBREVIATION_RE.search(text.value[max(0, match.start() - 8) : match.start()]):
            continue
        out.append(text.sub(start, match.start()))
        start = match.end()
    out.append(text.sub(start))
    return [s for s in out if s.value.strip()]


def names_in(clause: str, known: set[str] | None = None) -> list[str]:
    """``Prof. A, B and Dr. C (co-advisor)`` -> ``[A, B, C]``; stops at the first non-name."""
    # "Lenno Uusküla, Ph.D and Prof. Karsten Staehr, Ph.D": the degrees after the names
    clause = DEGREE_AFTER_NAME_RE.sub("", clause)
    for stop in _NAME_LIST_STOP_RE.finditer(clause):
        before = clause[max(0, stop.start() - 6) : stop.start() + 1]
        if clause[stop.start() : stop.start() + 1] == "." and re.search(
            r"(?:\b[A-Z]|\bProf|\bDr|\bMrs?|\bMs|\bJr|\bSt|\bMd)\.$", before
        ):
            continue
        clause = clause[: stop.start()]
        break
    parts = re.split(r"\s*(?:,|;|&|\band\b|/)\s*", clause)
    names = []
    for part in parts:
        part = re.sub(r"\s*\((?:co-?)?advis\w*\)$", "", part.strip(), flags=re.I)
        part = strip_person_title(part).strip(" .")
        if not part:
            continue
        words = part.split()
        taken = None
        for count in range(min(len(words), 5), 1, -1):
            candidate = " ".join(words[:count]).rstrip(".")
            if looks_like_name(candidate, known):
                taken = candidate
                break
        if taken is None:
            break
        names.append(taken)
        if taken != part.rstrip("."):
            break  # the name ran into other words: the list ends here
    return names


_UNIT_AFTER_POSSESSIVE = (
    r"Cent(?:er|re)\s+(?:for|of|on)|Department\s+of|School\s+of|Faculty\s+of|Institute\s+(?:for|of)|"
    r"Division\s+of|Laborator(?:y|ies)|Lab\b|Program(?:me)?\s+(?:in|on)|College\s+of"
)


def org_parts(text: str) -> list[str]:
    """``the Computer Science Department at Carnegie Mellon University`` -> two phrases."""
    text = re.sub(r"\s+(?:supervised|led|directed|headed|run)\s+by\s+[^,]+?(?=\s+at\s+|,|$)", "", text)
    text = keep_enumeration_commas(place_out_of_bracket(text))
    # "RTI International's Center for Data Science": the phrase opens with the organisation, then
    # its unit
    text = re.sub(rf"^([^,]*?)['’]s\s+(?=(?:{_UNIT_AFTER_POSSESSIVE})\b)", r"\1, ", text, count=1)
    parts = [
        p.replace(KEPT_COMMA, ",")
        for chunk in join_campuses(
            re.split(
                r",\s*|\s+in\s+the\s+|\s+of\s+the\s+(?=(?:[A-Z][a-z]+\s+)?(?:University|Institute)\b)", text
            )
        )
        for piece in split_at(chunk)
        for p in unit_in_institution(piece)
    ]
    parts = [piece for part in parts for piece in _field_after_in(part)]
    parts = [
        _without_town(part, parts[index + 1] if index + 1 < len(parts) else "")
        for index, part in enumerate(parts)
    ]
    cleaned = [clean_org(re.sub(r"^(?:at|in|from)\s+", "", part.strip())) for part in parts]
    out: list[str] = []
    for index, part in enumerate(cleaned):
        following = cleaned[index + 1] if index + 1 < len(cleaned) else ""
        if (
            out
            and INSTITUTION_RE.search(out[-1])
            and following
            and is_place(following)
            and not (INSTITUTION_RE.search(part) or UNIT_RE.search(part))
            and len(part.split()) <= 3
        ):
            continue  # "University of Padua, Padua, Italy": the town before its country
        if part and not is_place(part) and re.match(r"[A-Z0-9]", part):
            out.append(part)
    return out


def _field_after_in(part: str) -> list[str]:
    """ "the University of Wisconsin-Madison in Engineering Physics": the university, and the
    department named by its field after "in" (not a place: "Institute of Technology in Karlsruhe")."""
    match = re.fullmatch(
        r"(?P<top>.+?)\s+in\s+(?P<unit>[A-Z][\w&'’-]*(?:\s+(?:[A-Z][\w&'’-]*|and|&|of))*)", part.strip()
    )
    if (
        match is None
        or not INSTITUTION_RE.search(match.group("top"))
        or INSTITUTION_RE.search(match.group("unit"))
        or is_place(match.group("unit"))
        or is_town(match.group("unit"))
        or len(match.group("unit").split()) > 5
    ):
        return [part]
    return [match.group("top"), match.group("unit")]


# "Instituto Federal de Educação, Ciências e Tecnologia", "Institute of Science, Technology and
# Research": a comma inside an enumeration of fields is part of the name
_ENUMERATION_COMMA_RE = re.compile(
    r"(\b(?:of|on|de|for|für|di|des|du|del|da|do)\s[A-ZÀ-Ý][\w-]{2,}),(?=\s+[A-ZÀ-Ý][\w-]+\s+(?:and|e|y|et|und|&)\s+[A-ZÀ-Ý])"
)
KEPT_COMMA = "\x00"


def keep_enumeration_commas(text: str) -> str:
    """The text with each comma of an enumeration inside a name replaced by :data:`KEPT_COMMA`
    (the text keeps its length), so that no split at commas parts the name; put back with
    ``.replace(KEPT_COMMA, ",")``."""
    return _ENUMERATION_COMMA_RE.sub(lambda m: m.group(1) + KEPT_COMMA, text)


def _without_town(part: str, following: str) -> str:
    """``Google in London``, ``Google (London)`` -> ``Google``: the organisation without its town,
    when the town is a place known as one, or a name of a word or two before its country
    (``LAAS-CNRS in Toulouse``, then ``France``)."""
    bracketed = re.fullmatch(r"(?P<name>.*\w)\s+\((?P<town>[^()]+)\)", part.strip())
    if bracketed and is_place(bracketed.group("town")):
        return bracketed.group("name")  # "EPFL (Geneva)"
    town = re.search(r"\s+in\s+(?=[A-Z])", part)
    if town is None:
        return part
    name = part[town.end() :]
    # "Washington University in St. Louis": a university named with its town keeps it
    named_with_town = re.search(r"\b(?:University|College)$", part[: town.start()]) is not None
    if (
        is_place(name)
        or (is_town(name) and not named_with_town)
        or (
            following
            and is_region(following.strip(" ."))
            and re.fullmatch(r"[A-Z][\w'-]+(?: [A-Z][\w'-]+)?", name)
        )
    ):
        return part[: town.start()]
    return part


def pick_org(parts: list[str]) -> tuple[str | None, str | None]:
    """(organisation, department) from phrases: the institution, and a unit inside it."""
    if not parts:
        return None, None
    tops = [p for p in parts if INSTITUTION_RE.search(p) and not UNIT_RE.search(p)]
    # without an institution's word, the last part that is no unit ("UT-Austin, CVC Lab")
    plain = [p for p in parts if not UNIT_RE.search(p)]
    org = tops[-1] if tops else plain[-1] if plain else parts[-1]
    units = [p for p in parts if p != org]
    department = None
    preferred = [p for p in units if re.match(r"(?:Department|School|Faculty|Dept)\b", p)]
    if preferred:
        department = preferred[0]
    elif units:
        department = units[0]
    return org, department


_MONTH_WORD = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?"
# "Heinrich Heine University (HHU) Düsseldorf": an acronym in brackets inside the name
_ACRONYM_BEFORE_NAME = r"[A-Z]{2,6}\),?\s+(?!In\b|At\b|From\b|Since\b)[A-Z][a-zà-ÿ]"
_ORG_TEXT_END = re.compile(
    # "in June, 2017", "in Fall 2026"
    rf",?\s+in\s+(?:(?:{_MONTH_WORD}|[Ss]pring|[Ss]ummer|[Ff]all|[Aa]utumn|[Ww]inter),?\s+(?:of\s+)?)?(?:19|20)\d\d\b|"
    r",\s*(?:where|and|working|which|with|as|since|before|after|while|including|participating|I|we)\b|"
    r",\s*(?:[Mm]y|[Oo]ur|[Hh]is|[Hh]er|[Tt]heir)\s|"  # "from X, My research interest includes ..."
    rf"\s+\((?!{_ACRONYM_BEFORE_NAME})(?![A-Z]{{2,6}}\)\s+at\s+(?:the\s+)?[A-Z])|,?\s+(?:since|from)\s+(?:{_MONTH_WORD},?\s+)?(?:19|20)\d\d|"
    r"\s+and\s+(?:an?|the)\s+[a-z]|\s+and\s+(?:am|is|are|was|were|have|has|had|will|now|currently|then)\b|"
    r"\s+and\s+[a-z]+ly\s+[a-z]|"  # "for Spotlight PA and directly responsible for ..."
    r"\s+(?=[a-z]{3,}ly\s+(?:interested|focused|working)\b)|"  # "at Durham University broadly interested in"
    r"(?<!\bSt)(?<!\bMt)[.;!?](?:\s|$)|"  # not "St. John's College"
    # "at X and associate researcher at Y": a second post, no part of the name
    r"\s+and\s+(?=(?:[a-z]+\s+){0,2}(?:researcher|professor|scientist|engineer|fellow|lecturer|director|"
    r"consultant|editor|advisor|adviser)s?\b)|"
    rf",\s*{_MONTH_WORD}\s+(?:19|20)\d\d|\s+where\b|\s+working\b|,?\s+graduating\b|"
    r",?\s+based\s+(?:in|at)\s|"  # "at Huawei based in Kuala Lumpur"
    # "at Yandex for two years", "at X until 2020", "at X during my PhD"
    r",?\s+for\s+(?:about\s+|over\s+|nearly\s+|almost\s+)?(?:a|an|one|two|three|four|five|six|"
    r"seven|eight|nine|ten|several|a\s+few|\d+)\s+(?:years?|months?)\b|,?\s+(?:until|during|between)\b|"
    # "at X funded by a grant", "at X with Prof. Y", "at X in Professor Y's project", "at X under
    # the supervision of Y" (not "X
    # supervised by Y at Z": org_parts drops that clause)
    r",?\s+(?:funded|supported|sponsored)\s+by\b|\s+(?:with|in)\s+(?:Prof(?:essor)?|Dr)\b|"
    # "at UC Berkeley with an interest in X", "at X with a focus on Y"
    r"\s+with\s+(?:an?|my|the)\s+(?:interest|focus|emphasis|concentration|specialization|specialisation|minor)\b|"
    r",?\s+under\s+(?:the\s+)?(?:supervision|guidance|direction)\b",
    re.IGNORECASE,
)


def org_text(text: str) -> str:
    """The organisation phrase at the start of a text, up to where the sentence moves on."""
    end = _ORG_TEXT_END.search(text)
    phrase = text[: end.start()] if end else text
    depth = 0
    for index, char in enumerate(phrase):  # "(during my master's at EPFL)": the bracket it is in ends it
        depth += {"(": 1, ")": -1}.get(char, 0)
        if depth < 0:
            phrase = phrase[:index]
            break
    return re.sub(rf"\s+\((?={_ACRONYM_BEFORE_NAME})[A-Z]+\)", "", phrase)
