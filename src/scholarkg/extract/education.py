"""Education: degrees with field, institution, department, dates, advisors, committee, thesis.

Read from education sections (list items, paragraphs, or the squashed lines of a PDF's text,
which are first cut apart where words were glued: ``...(Ph.D.)September 2010 - September
2016Ohio State University...``), from prose ("I received my PhD from X in 2020, where I was
advised by A and B"), and from Hugo front matter. Entries about the same degree are merged.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from dataclasses import field as _list_field

from ..names import name_key
from .dates import (
    DATE,
    EXPECTED_WORD,
    OPEN_END,
    Range,
    When,
    beside_dates,
    find_dates,
    find_ranges,
    heading_dates,
    only_dates,
    parse_date,
    years_in,
)
from .draft import Node
from .layout import (
    FIELD_RE,
    RECORD_FIELD_RE,
    Layout,
    Text,
    Unit,
    cards_beside_entries,
    dates_heading_below,
    field_values,
    range_line,
)
from .markup import Line
from .orgs import (
    FRENCH_AT,
    INSTITUTION_RE,
    UNIT_RE,
    campus_dashes,
    clean_org,
    has_cjk,
    is_named_school,
    is_place,
    is_town,
    split_at,
    split_org,
    titlecase,
)
from .people import looks_like_name
from .prose import SENTENCE_STOP_RE, is_told, names_in, org_parts, org_text, pick_org, prose_texts, sentences

_EXPECTED_RE = re.compile(
    rf"\b(?:expected|anticipated)\b(?:\s+(?:graduation|completion)\b)?(?:\s+(?:in|on|by)\b)?\W{{0,3}}({DATE})(?![\w/])",
    re.I,
)
# where an entry or one of its fields opens: "MS  Data Analytics, 2022", "... | BA - Linguistics"
_OPENS = r"(?:^|(?<=\|))\W*"
# (pattern, degree, level); level 3 doctor, 2 master, 1 bachelor, 0 visiting, -1 postdoc
_DEGREES: tuple[tuple[str, str, int, bool], ...] = (
    (
        # not "at the PhD level", "PhD-level courses": the level of a course
        r"\bPh\.?\s?D\b\.?(?![\s-]+level\b)|\bD\.?\s?Phil\b\.?|"
        r"\bDoctor of Philosophy\b|\bDoctor of (?:Science|Engineering)\b|"
        r"\bD\.Sc\.|\bDSc\b|"  # a doctorate of science, as Japan's universities name theirs
        r"\bDr\.?\s?rer\.?\s?nat\b\.?|\b[Dd]octoral [Dd]egrees?\b|\b[Dd]octorate\b|"
        r"\b[Dd]octoral\s+(?=[Cc]andidate|[Ss]tudent)|"
        r"\bDoctor(?:al)?\s+(?:[Cc]ourse|[Pp]rogram(?:me)?)\b|"  # Japan's "Doctor Course"
        # French, Italian, Spanish; not a gloss in brackets ("PhD in X (Doctorat en X)")
        r"(?<!\()(?:\bDoctorat\b|\bDottorato\b|\bDoctorado\b|\bDoutoramento\b|\bDoctor(?:a)?\s+en\b)|\b[Tt]iến\s+sĩ\b",
        "PhD",
        3,
        False,
    ),
    (r"\bM\.?\s?Phil\b\.?", "MPhil", 2, False),
    (r"\bM\.?B\.?A\b\.?", "MBA", 2, False),
    # M.Tech. and B.Tech.: India's master's and bachelor's degrees in engineering ("M.Engg" too)
    (
        r"\bM\.?\s?Engg?\b\.?|\b[Mm]asters? of [Ee]ngineering\b|\bM\.E\.(?=\s|,)|"
        r"\bM\.?\s?(?:Tech|TECH)\b\.?|\bMaster of Technology\b",
        "MEng",
        2,
        False,
    ),
    (
        r"\bM\.S\.c\b\.?|"  # "M.S.c in Statistical Learning", as some write it
        r"\bM\.\sS\.(?=\s+in\s)|"  # "M. S. in Physics": the letters apart
        r"\bM\.?\s?Sc\b\.?|\bM\.S\.(?:E\.)?|\bM\.S(?=\s+(?:from|in|at)\b)|\bMSc\b|\bMsc\b\.?"  # "M.S from X"
        # "MSCS, X", "MSCS: X University"
        r"|(?<!\( \| )\bMS(?:E|EE|CS|ME|CE)?(?=\s+(?:in|degree|student)\b|,|\s*[(|·]|\s*$|:\s+[A-Z])"
        rf"|{_OPENS}MS(?=\s+(?:[-–]\s+)?(?!Office\b|Word\b|Excel\b)[A-Z][a-z])"
        r"|\b[Mm]asters? of [Ss]cience\b|\bS\.M\.|\bM\.?Mus\b\.?|\bMM(?=,)"  # "MM, Jazz Arts": of Music
        r"|\bM\.?(?:Sci|Phys|Math|Chem)\b\.?"  # the UK's integrated master's degrees ("M.Sci.")
        r"|\bM\.?\s?Res\b\.?"  # Master of Research
        r"|\bM\.A\.Sc?\.|\bMASc\b",  # Master of Applied Science ("M.A.S. in X")
        "MSc",
        2,
        False,
    ),
    (
        rf"\bM\.A\.|\bMA(?=\s+in\b)|{_OPENS}MA(?=\s+(?:[-–]\s+)?[A-Z][a-z]|,\s+[A-Z][a-z])|"
        r"\b[Mm]asters? of [Aa]rts\b|"
        r"\bM\.?F\.?A\b\.?|\bMaster of Fine Arts\b",
        "MA",
        2,
        False,
    ),
    # not "Master thesis at X", a thesis written during a degree named elsewhere
    (
        r"(?<!Scrum )\b[Mm]aster['’]?s?(?:\s+(?:degree|[Cc]ourse|[Pp]rogram(?:me)?))?\b"
        r"(?!['’]?s?\s+(?:[Tt]hes[ie]s|[Ss]chools?\b|[Cc]lass(?:es)?\b))"  # nor "EIT Digital Master Schools"
        r"|\bgraduate degree\b"
        # Spanish, Italian, German: "Magíster en X", "Máster", "Laurea magistrale", "Diplom"
        r"|\bMag[ií]ster\b|\bMaestr[ií]a\b|\bM[áa]ster\b(?=\s+(?:en|in|universitario)\b)"
        r"|\bMestrado\b(?=\s+(?:[Ii]ntegrado\s+)?em\b)"  # Portuguese: "Mestrado em Engenharia Informática"
        # divinity schools' master's: of Theology, of Theological Studies (with its dots: not a "Member
        # of Technical Staff"), of Divinity
        r"|\bTh\.\s?M\b\.?|\bM\.T\.S\b\.?|\bM\.\s?Div\b\.?"
        r"|\b[Ll]aurea\s+(?:[Ss]pecialistica|[Mm]agistrale)\b|\bDiplom\b(?!-?[Ii]ng)"
        # the five-year specialist degree of Russia and its neighbours: "Diploma (specialist, X)"
        r"|\b[Dd]iploma\s*\(\s*[Ss]pecialist\b|\b[Ss]pecialist['’]?s?\s+(?:[Dd]egree|[Dd]iploma)\b"
        # and in Russian: "Специалитет", or "Специалист" alone in a field of its own ("2007 – 2012 ·
        # Специалист · СевКавГТУ")
        r"|\b[Сс]пециалитет\b|(?:^|(?<=[·|])|(?<=[·|] ))Специалист(?=\s*(?:[·|,]|$))"
        r"|\b[Мм]агистр(?:атура)?\b|\b[Tt]hạc\s+sĩ\b"  # Russian, Vietnamese
        r"|\bMa[iî]trise\b(?=\s+(?:en|de|d['’]|ès)\b)"  # the French master's of before 2006
        r"|\bKandidat(?=\s+i\s)|\bcand\.\s?(?:scient|polyt|mag|merc|jur|oecon)\b\.?"  # Denmark's master's
        # a law master's (LL.M.); "MSC - Masters of X": the abbreviation in capitals before the name
        r"|\bLL\.?M\b\.?|\bMSC(?=\s*[-–—]\s*[Mm]aster)",
        "MSc",
        2,
        True,
    ),
    (
        r"\bB\.?\s?Engg?\b\.?|\b[Bb]achelors? of (?:[A-Z][a-z]+\s+)?[Ee]ngineering\b|\bB\.E\.?(?=\s|,)|"
        r"\bB\.?\s?Sc\.?\s?Eng\b\.?|"  # "B.Sc.Eng. Telematics": a bachelor's of science in engineering
        # "BE - Computer Science and Engineering", "BE in Data Science", "BE/Btech Computer Science"
        rf"{_OPENS}BE(?:\s*/\s*B\.?\s?[Tt]ech\b\.?|(?=\s+[-–]\s+[A-Z][a-z]|\s+in\s+[A-Z][a-z]))|"
        r"\bB\.?\s?(?:Tech|TECH)\b\.?|\bBachelor of Technology\b|"
        # "Bachelor and Master of Technology": a dual degree, the bachelor's of the same field
        r"\bBachelor(?=\s+(?:and|&)\s+Master\s+of\s+(?:Technology|Engineering)\b)|"
        r"\bDiplomingeni[øo]r\b",  # Denmark's professional bachelor's in engineering
        "BEng",
        1,
        False,
    ),
    # the first degree of five years in engineering in much of Europe and Latin America
    (r"\b[Ee]ngineer['’]?s\s+[Dd]egrees?\b", "BEng", 1, True),
    # France's and North Africa's engineering diploma, of a master's level: "Engineering Degree in
    # X, Faculty of Y", "Diplôme d'ingénieur" (not "Bachelor of Engineering degree")
    (
        r"(?<!\bof )\b[Ee]ngineering\s+[Dd]egree\b|"
        r"\bDipl[ôo]me\s+d['’]\s?[Ii]ng[ée]nieur(?:\s+d['’][ÉE]tat)?(?!\w)",
        "MEng",
        2,
        True,
    ),
    (
        r"\bB\.?\s?Sc\b\.?|\bB\.S\.(?:E\.)?|\bB\.S(?=\s+[A-Z])|\bBSc\b|\bBsc\b\.?"
        r"|\bB\.\sS\.(?=\s+in\s)"  # "B. S. in Chemistry": the letters apart, as a line broke them
        r"|\bH\.?B\.?Sc\b\.?"  # an honours BSc, as Canada's universities write it
        # "BSEE", "BS/MS", "BSCS: X University"
        r"|(?<!\( \| )\bBS(?:E|EE|CS|ME|CE)?(?=\s+(?:in|degree)\b|,|\s*[|·]|/M|\s*$|:\s+[A-Z])"
        rf"|{_OPENS}BS(?=\s+(?:[-–]\s+)?[A-Z][a-z]|,\s+[A-Z][a-z])"
        r"|\b[Bb]achelors? of [Ss]cience\b|\bS\.B\.|\bB\.?Mus\b\.?|\bBM(?=,)"  # "BM, Jazz Studies": of Music
        r"|\bB\.\s?Arch\b\.?|\bBachelor of Architecture\b"  # another bachelor's: BSc, as the format lists
        r"|\bB\.\s?Math\b\.?|\bS\.\s?Mat\b\.?"  # of Mathematics ("S.Mat. (B.Math.)", Indonesia's Sarjana)
        rf"|{_OPENS}BSC(?=\s+[A-Z][a-z])",  # in capitals, opening its entry: "BSC Computational Thinking"
        "BSc",
        1,
        False,
    ),
    (
        # "BA in X", and "BA University of Oxford, 2015" opening an entry
        rf"\bB\.A\.|\bB\.A(?=\s+(?:[A-Z]|degrees?\b|in\b))|\bH?BA(?=\s+in\b)|{_OPENS}BA(?=\s+(?:[-–]\s+)?[A-Z]|\s+\([A-Z]|,\s+[A-Z])|"
        r"\b[Bb]achelors? of [Aa]rts\b|"
        r"\bB\.?F\.?A\b\.?|\bBachelor of Fine Arts\b",
        "BA",
        1,
        False,
    ),
    (
        # (and "Batchelor", as it is mistyped)
        r"\b[Bb]at?chelor['’]?s?(?:\s+degree)?\b(?!['’]?s?\s+[Tt]hes[ie]s)|\bundergraduate degree\b|"
        # "Undergraduate Majoring in X", "undergraduate studies at X"
        # "Third Year Software Engineering Student in Wolkite University": a bachelor's student of
        # that year (not a "Third Year PhD Student")
        r"\b(?:[Ff]irst|[Ss]econd|[Tt]hird|[Ff]ourth|[Ff]inal)[- ][Yy]ear\s+"
        r"(?:(?!(?:Ph\.?\s?D|Master|M\.?Sc|Doctoral|Graduate|Postgraduate)\b)[A-Z][\w&]*\s+){1,4}[Ss]tudent"
        r"(?=\s+(?:in|at|of)\s+(?:the\s+)?[A-Z])|"
        # "an undergraduate student majoring in X at Y"
        r"\b[Uu]ndergraduate(?:\s+[Ss]tudent)?(?:\s+(?:[Ss]tudies|[Mm]ajor(?:ing)?))?(?=\s+(?:in|studying)\b)|"
        r"\b[Uu]ndergraduate\s+[Ss]tudies(?=\s+at\b)|"
        # "completed my undergraduate at UIUC", "a third-year undergraduate student at SCUT"
        r"\b[Uu]ndergraduate(?:\s+student)?(?=\s+(?:at|from)\s+(?:the\s+)?[A-Z])|"
        # French, Spanish, Italian first degrees: "Licence", "Licenciado en X", "Laurea triennale"
        # and "Licence 3ème année", "Licence professionnelle": the year or the kind of a Licence
        # "Licence Informatique et Mathématiques": the field's name right after (not a software
        # licence's: "Licence Apache")
        r"\bLicence\s+[Pp]rofessionnelle\b|"  # the vocational Licence, its kind part of its name
        # France's Bachelor Universitaire de Technologie, "BUT Informatique" (not the word "but")
        r"\b(?-i:BUT|B\.U\.T\.?)(?=\s+[A-ZÉ][a-zéèêà]{3,})|"
        r"\bLicence\b(?=\s+(?:en|in|de|d['’]|ès|pro|[123](?:e|è|ère|ème)?)\b|"
        r"\s+(?!Apache\b|Creative\b|Mozilla\b|Publique\b)[A-ZÉ][a-zéèêà]{3,})|"
        r"\bLicense(?=\s+(?:of|in)\s+[A-Z])|"  # the Licence as English spells it: "License of X"
        r"\bLicenciad[oa]\b|\bLicenciatura\b|\b[Ll]aurea\s+[Tt]riennale\b|"
        # Spain's bachelor's since 2010: "Grado en Historia", "doble grado en X y ADE"
        r"\b(?:Grado|GRADO|[Dd]oble\s+[Gg]rado)(?=\s+(?:en|EN)\s)|"
        r"\b[Бб]акалавр(?:иат)?\b|\b[Cc]ử\s+nhân\b|"  # Russian, Vietnamese
        # a law bachelor's (LL.B., "llb(hons)"); "BSC - Bachelor of X"
        r"\b(?i:LL\.?B)\b\.?|\bBSC(?=\s*[-–—]\s*[Bb]achelor)",
        "BSc",
        1,
        True,
    ),
    (
        r"\b[Vv]isiting (?:[Ss]cholar|[Ss]tudent|[Rr]esearcher|[Pp]h\.?D\.? [Ss]tudent|[Ss]cientist)\b|"
        r"\b[Ee]xchange (?:[Ss]tudent|[Pp]rogram(?:me)?|[Ss]cholar|[Ss]emester|[Yy]ear)\b|"
        r"\b(?:[Yy]ear|[Ss]emester|[Ss]tudy|[Ss]tudies) [Aa]broad\b|"  # "Year Abroad", "Study abroad"
        # an Erasmus stay ("ERASMUS.", "Erasmus exchange"), not "Erasmus University Rotterdam"
        r"\b(?:ERASMUS|Erasmus)(?!\+?\s+(?:University|Universiteit|MC|Medical|School|Mundus|scholarship|grant))\b",
        "visiting",
        0,
        False,
    ),
)
# Chinese, Japanese and Korean degrees, written with no word breaks around them: searched only in
# a text with letters of those scripts, so that the others' searches stay as fast
_CJK_DEGREES: tuple[tuple[str, str, int, bool], ...] = (
    (r"博士(?!后|後|研究)|박사(?!\s*후)", "PhD", 3, False),  # not a postdoc (博士后, 박사후)
    (r"工程硕士|工学硕士|工學碩士|工学修士", "MEng", 2, False),  # of engineering
    # "学硕", "专硕": the academic and the professional master's, as Chinese CVs shorten them
    # "学硕" (an academic master's), but not the "学" ending a field before "硕士" ("物理化学硕士")
    (r"硕士|碩士|修士|석사|学硕(?!士)|學碩(?!士)|专硕|專碩", "MSc", 2, True),
    (r"工学学士|工學學士", "BEng", 1, False),
    # "本科学历/工学学士学位": the latter; not "本科生奖学金", an undergraduates' scholarship
    (r"本科(?![^\s,，。]*工学学士)(?!生?(?:奖|獎))|学士|學士|학사", "BSc", 1, True),
)
_DEGREE_RES = [(re.compile(p), d, level, generic) for p, d, level, generic in _DEGREES]
_CJK_DEGREE_RES = [(re.compile(p), d, level, generic) for p, d, level, generic in _CJK_DEGREES]
_LABEL_RE = re.compile(
    # German "Betreuer": the advisor
    r"(?P<label>(?:thesis\s+)?(?:committee(?:\s+members?)?|examiners?)|(?:co-?)?advis(?:or|er)s?|(?:co-?)?supervisors?|betreuer(?:in)?|"
    r"hosts?|mentors?|(?:co-?)?advised\s+(?:by|with)|(?:co-?)?supervised\s+by|hosted\s+by|under\s+the\s+supervision\s+of|"
    r"working\s+with)(?:\s*[:：]|\s+[-–](?=\s))?\s*",  # and "Advisors - X", a dash for the colon
    re.IGNORECASE,
)
# "Thesis: X", and "PhD thesis - X" as LaTeX CV templates write an item's title and text; and German
# "Masterthesis – X", "Masterarbeit: X"
_THESIS_RE = re.compile(
    r"\b(?:(?:master|bachelor)?thesis|dissertation|(?:master|bachelor|diplom)arbeit)(?:\s+title)?(?:\s*[:：]|(?:\s*\|)?\s+[-–—](?=\s)|\s*\|"
    r"|\s+(?:entitled|titled)(?=\s))\s*",  # "Dissertation entitled *A novel ...*"
    re.IGNORECASE,
)


@dataclass
class Value:
    value: object
    line: int | None
    review: str | None = None


@dataclass
class Education:
    degree: str
    level: int
    generic: bool
    line: int
    field: Value | None = None
    institution: Value | None = None
    department: Value | None = None
    start: Value | None = None
    end: Value | None = None
    advisors: list[Value] = _list_field(default_factory=list)
    co_advisors: list[Value] = _list_field(default_factory=list)
    committee: list[Value] = _list_field(default_factory=list)
    thesis: Value | None = None
    review: list[str] = _list_field(default_factory=list)
    from_prose: bool = False

    def node(self) -> Node:
        node = Node(self.line)
        node.put("degree", self.degree)
        for key in ("field", "institution", "department", "start", "end", "thesis"):
            value = getattr(self, key)
            if value is not None:
                node.put(key, value.value, value.line, value.review)
        for key in ("advisors", "co_advisors", "committee"):
            people = getattr(self, key)
            if people:
                lines = {p.line for p in people}
                reviews = [p.review for p in people if p.review]
                node.put(
                    key, [p.value for p in people], min(lines) if lines else None, "; ".join(reviews) or None
                )
        for reason in self.review:
            node.flag("", reason)
        return node


_DASH_RE = re.compile(r"\s*[-–—]\s*")


def find_degree(text: str) -> tuple[str, int, bool, int, int] | None:
    """The first degree named in a text: (degree, level, generic, start, end).

    The span covers an abbreviation in brackets right after the name: ``Doctor of
    Philosophy (Ph.D.)`` is one mention, not two.
    """
    best = None
    for pattern, degree, level, generic in _DEGREE_RES + _CJK_DEGREE_RES if has_cjk(text) else _DEGREE_RES:
        match = pattern.search(text)
        if match and generic and re.search(r"\b(?:is|was)\s+an?\s+$", text[: match.start()]):
            continue  # "Computer Science is a master degree program": what a programme is, no degree
        if match and (
            best is None or match.start() < best[3] or (match.start() == best[3] and match.end() > best[4])
        ):
            best = (degree, level, generic, match.start(), match.end())
    if best is None:
        return None
    tail = re.match(r"[”\"]?\s*\(([^()]{1,12})\)", text[best[4] :])  # "“Diplome d’Ingénieur” (M.Eng.)"
    if tail and any(p.search(tail.group(1)) for p, *_ in _DEGREE_RES):
        best = (*best[:4], best[4] + tail.end())
    dash = _DASH_RE.match(text, best[4])
    if dash:  # "LLB - Bachelor of Law": the abbreviation, then the name it stands for
        named = [
            m.end() for p, _, level, _ in _DEGREE_RES if level == best[1] and (m := p.match(text, dash.end()))
        ]
        if named:
            best = (*best[:4], max(named))
    return best


def unsquash(text: str) -> str:
    """Cut apart words that PDF text extraction glued together (only at safe places)."""
    text = re.sub(r"(?<=\))(?=[A-Z0-9])", " | ", text)
    text = re.sub(r"(?<=(?:19|20)\d\d)(?=[A-Z][a-z])", " | ", text)  # "2019Postdoc", not "50Hertz"
    text = re.sub(r"(?<=[A-Z]{3})(?=[A-Z][a-z]{2,})", " | ", text)  # not "STMicroelectronics"
    text = re.sub(
        r"(?<=[a-z]{3})(?=(?:Doctor|Master|Bachelor|Advisor|Adviser|Committee|Supervisor|Thesis|"
        r"Dissertation|Co-advisor|Mentors?)\b)",
        " | ",
        text,
    )
    text = re.sub(
        r"(?<=[a-z]{3})(?=[A-Z][a-z]+\s(?:Science|Engineering|University|Institute|of)\b)", " | ", text
    )
    text = re.sub(
        r"(?<=[a-z])(?=(?:January|February|March|April|May|June|July|August|September|October|"
        r"November|December)\s+\d{4})",
        " | ",
        text,
    )
    return text


_JOINT_RE = re.compile(r"\s*(?:&|and|/|\+)\s*")  # "B.Sc. & M.Sc. in Mathematics at X": one entry, two degrees


def joint_degrees(segment: Text, unit: Unit | None) -> list[Education] | None:
    """The two degrees of a joint mention ("B.Sc. & M.Sc. in Mathematics at X, 2013 - 2018"):
    the entry read for the second, and the first with the same field and institution, which
    starts when the dates start; the dates' end is the second's. None for any other entry."""
    text = segment.value
    first = find_degree(text)
    second = find_degree(text[first[4] :]) if first else None
    if first is None or second is None:
        return None
    between = text[first[4] : first[4] + second[3]]
    # "B.S M.S. in Physics", "BS-MS": India's five-year dual degree, a bachelor's and a master's
    dual = first[1] == 1 and second[1] == 2 and re.fullmatch(r"\s+|\s*-\s*", between)
    if not _JOINT_RE.fullmatch(between) and not dual:
        return None
    cut = first[4] + second[3]  # read with the first degree and its "&" blanked
    blanked = text[: first[3]] + " " * (cut - first[3]) + text[cut:]
    later = parse_entry(Text(blanked, segment.starts, segment.numbers), unit)
    if later is None:
        return None
    earlier = replace(later, degree=first[0], level=first[1], generic=first[2], end=None, review=[])
    earlier.advisors, earlier.co_advisors, earlier.committee = [], [], []
    if dual:
        earlier.end = later.end  # one integrated programme: both degrees are conferred at its end
    later.start = None
    return [earlier, later]


_EQUIVALENT_RE = re.compile(
    r"\([^()]*\bequivalent\b[^()]*\)|"
    # "It is since 2014 equivalent to **B.Sc. + M.Sc.**": what a degree above is worth now
    r"\bequivalent\s+to\s+(?:an?\s+|the\s+)?[*_]*[A-Z][\w.]*(?:\s*(?:[+&/]|and)\s*[A-Z][\w.]*)*[*_]*",
    re.I,
)


_ABOUT_THE_DEGREE_RE = re.compile(
    r"\s+(?:[A-Z][\w-]*\s+)?(?:degree|program(?:me)?)\s+"
    r"(?:is|was|consists|covers|includes|offers|gives|with\s+an?)\s+(?!.{0,60}?\b(?:19|20)\d\d\b)|"
    r"\s+intent\b"  # "..., with Ph.D. intent": a degree meant, not begun
)


def _segments(unit_text: Text) -> list[Text]:
    """A unit's text cut at each degree it names (a PDF paragraph can hold several)."""
    # "Dr. rer. nat. (Ph. D. equivalent) in Biology": what the degree equals, glossed in brackets,
    # names no degree of its own
    text = _EQUIVALENT_RE.sub(lambda m: " " * len(m.group(0)), unit_text.value)
    starts: list[int] = []
    described: list[int] = []  # where a sentence about a degree begins
    position = previous_end = 0
    previous = ""
    while True:
        found = find_degree(text[position:])
        if found is None:
            break
        start = position + found[3]
        between = text[starts[-1] if starts else 0 : start] if starts else ""
        joint = bool(starts) and _JOINT_RE.fullmatch(text[previous_end:start]) is not None
        # "Master of Science | M.S. in Information Architecture": one degree named twice
        joint = joint or (found[0] == previous and not text[previous_end:start].strip(" |,;:-"))
        previous = found[0]
        # "*Distinguished PhD Thesis*" under the degree: its thesis, no second degree
        thesis = re.match(r"[*_]*\s+(?:thesis|dissertation)\b", text[position + found[4] :], re.I)
        if _ABOUT_THE_DEGREE_RE.match(text, position + found[4]):
            # "BSc Open degree is a modular qualification ...", "MBA program with a strong focus on
            # ...": a sentence about the degree above, which ends that degree's entry
            described.append(start)
            position = previous_end = position + found[4]
            continue
        line_start = max((s for s in unit_text.starts if s <= start), default=0)
        if re.search(r"\w\s*,\s*$", text[:start]) and _LABEL_RE.search(text[line_start:start]):
            # "Advisors - Lenno Uusküla, Ph.D and Prof. Karsten Staehr, Ph.D": the titles of the
            # people a label names
            position = previous_end = position + found[4]
            continue
        if not starts or (
            start - starts[-1] >= 8 and not _inside_thesis(between) and not joint and not thesis
        ):
            starts.append(start)
        position = previous_end = position + found[4]
    if len(starts) <= 1 and not described:
        return [unit_text]
    # "2010–2014   BA in Mathematics": a date leading the degree's line belongs to it, and so does
    # a line of only a date right above it ("| **2007**" over "|     Ph.D., X")
    moved = []
    for start in starts:
        line_start = max((s for s in unit_text.starts if s <= start), default=0)
        lead = text[line_start:start]
        above = max((s for s in unit_text.starts if s < line_start), default=None)
        if re.fullmatch(r"[\s|:,]*(?:\S+(?:\s*[-–—]\s*\S+)?)?[\s|:,]*", lead) and (
            find_ranges(lead) or find_dates(lead)
        ):
            moved.append(line_start)
        elif not lead.strip(" |") and above is not None and only_dates(text[above:line_start]):
            moved.append(above)
        elif (
            line_start > (moved[-1] if moved else 0)
            and re.fullmatch(r"\s*[A-Z][^|,]{2,80},\s*", lead)
            and find_degree(lead) is None
        ):
            # "University of X, MS in Y (2010)" over "Z College, BA in W (2005)": the name that
            # leads the degree's line is its institution, not the end of the entry above
            moved.append(line_start)
        else:
            moved.append(start)
    starts = moved
    cuts = [0] + starts[1:] + [len(text)]
    ends = [min([b, *(d for d in described if a < d < b)]) for a, b in zip(cuts, cuts[1:])]
    return [unit_text.sub(a, end) for a, end in zip(cuts, ends) if text[a:end].strip(" |,;")]


def _inside_thesis(text: str) -> bool:
    """Whether a degree named here would stand in a thesis title ("Thesis: A Master's ...")."""
    thesis = _THESIS_RE.search(text)
    return thesis is not None and "|" not in text[thesis.end() :]


def _mask(text: str, start: int, end: int) -> str:
    """Blank out a span without moving what follows (offsets stay valid)."""
    return text[:start] + "|" + " " * max(0, end - start - 1) + text[end:]


# labels of a table of fields ("University: · University of Bologna", Europass CVs; "Major: Software
# Engineering" under the degree): not names
_FIELD_LABEL_RE = re.compile(
    r"(?:^|(?<=\|))\s*(?:University|Institution|School|College|Degree|Period|Dates?|Rank|Grade|Major)\s*:\s*"
    r"(?:·\s*)?"
)


_MINOR_RE = re.compile(
    r"[,;(]\s*(?:with\s+(?:an?\s+)?)?(?:minors?|concentrations?|speciali[sz]ations?|emphasis)\s*(?:in|:)\s+"
    r"[^,;|()\[\]]*?(?=\s*(?:[,;|)\[]|$))\)?",
    re.I,
)


def parse_entry(segment: Text, unit: Unit | None) -> Education | None:
    """One degree's text -> an education entry (None when it names no degree and no institution)."""
    # blanked, not cut: offsets into the text are offsets into the segment
    text = _FIELD_LABEL_RE.sub(lambda m: " " * len(m.group(0)), segment.value)
    # "Graduated May 2008", "Graduation Date: May 2026": the words say what the date is, no field
    text = re.sub(
        r"\b(?:Graduated|Graduation(?:\s+Date\s*:)?|Date\s+of\s+Graduation\s*:|Awarded|Conferred)",
        lambda m: " " * len(m.group(0)),
        text,
    )
    # "Bachelor of Science in X, Minor in Japanese": a minor or a concentration is no institution
    text = _MINOR_RE.sub(lambda m: " " * len(m.group(0)), text)
    # "Math: Linear Algebra, Statistics, Calculus" under the degree: courses taken, no institution
    text = _COURSE_LIST_RE.sub(
        lambda m: m.group(0) if INSTITUTION_RE.search(m.group(0)) else " " * len(m.group(0)), text
    )
    # "Bachelor of Science in Computer Science @ Brigham Young University": "@" for "at"
    text = re.sub(r"(?<=\w) @ (?=[A-Z])", ",  ", text)
    # a grade ("4.9 of 5", "GPA 3.8/4.0", "110/110", "GPA: A+") is no name
    text = re.sub(
        r"(?:\b(?:C?GPA|Grade)\s*:?\s*)?(?<!\d[-–])(?<!\d\s[-–]\s)\b\d{1,3}(?:[.,]\d{1,2})?\s*(?:/|\bof\b|\bout\s+of\b)\s*"
        r"\d{1,3}(?:[.,]\d{1,2})?\b(?![/.]\d)(?!\s?[-–]\s?\d)"  # not "10/15-08/18", months and years
        r"|\bC?GPA\s*:?\s*[A-F][+-]?(?![\w+-])",
        lambda m: " " * len(m.group(0)),
        text,
    )
    # "统计学学硕在读，获复旦大学 2023-2024 学年奖学金": a clause of what was won ("获") is an award; and
    # so is an item that opens with it ("获得深圳大学 2025 级硕士研究生学业奖学金"), or with an admission
    # to a further degree without its exam ("本科推免至深圳大学...专业", 推免 / 保研 / 保送)
    text = re.sub(r"(?:^|[，,;；])\s*(?:荣获|榮獲|获|獲)[^，,;；|]*", lambda m: " " * len(m.group(0)), text)
    text = re.sub(r"^\s*(?:本科)?(?:推免|保研|保送)\S*", lambda m: " " * len(m.group(0)), text)
    # "Thesis Supervisor: Hadrian Andradi, Ph.D.": the supervisor's own degree, not this entry's
    supervised = _LABEL_RE.search(text)
    if supervised:
        text = text[: supervised.end()] + _DEGREE_AFTER_NAME_RE.sub(
            lambda m: " " * len(m.group(0)), text[supervised.end() :]
        )
    degree = find_degree(text)
    if degree:
        entry = Education(degree[0], degree[1], degree[2], segment.line_at(degree[3]))
        # "2003 - Master in X": the dash between the date and the degree opens no range
        lead = re.fullmatch(rf"[\s|(]*{DATE}[)\s]*(?P<dash>[-–—])\s*", text[: degree[3]], re.I)
        # but "2016– MSc ... Ongoing", an en dash on the year and a space after it: a range left
        # open (not "1966—B.Sc.", a dash between two fields)
        if lead and not (
            lead.group("dash") == "–"
            and text[lead.start("dash") - 1].isdigit()
            and text[lead.end("dash") - 1 : lead.end("dash") + 1].startswith("– ")
        ):
            text = text[: lead.start("dash")] + "|" + text[lead.end("dash") :]
    else:
        entry = Education("", -9, True, segment.line_at(0))
    rest = text
    # thesis: up to the next field separator or label
    thesis = _THESIS_RE.search(rest)
    if thesis:
        begin = re.compile(r"[\s|]*").match(rest, thesis.end()).end()  # type: ignore[union-attr]
        stop = re.compile(r"\s*\|\s*|" + _LABEL_RE.pattern, re.IGNORECASE).search(rest, begin)
        end = stop.start() if stop else len(rest)
        title = rest[begin:end].strip(' .,;"“”*(')
        if title:
            entry.thesis = Value(title, segment.line_at(thesis.start()))
        rest = _mask(rest, thesis.start(), end)
    # advisors, committee: each label's names run to the next label or separator
    labels = [m for m in _LABEL_RE.finditer(rest) if _label_is_about_student(rest, m)]
    for index, label in enumerate(labels):
        end = labels[index + 1].start() if index + 1 < len(labels) else len(rest)
        clause = rest[label.end() : end]
        closing = re.match(r"[^()]*\)", clause)  # "(Examiners: A, B)": the names end with the bracket
        if closing:
            clause = clause[: closing.end() - 1]
        skipped = len(clause) - len(clause.lstrip(" |"))
        names = names_in(re.split(r"\s*\|\s*", clause.lstrip(" |"))[0])
        kind = label.group("label").lower()
        target = (
            entry.committee
            if "committee" in kind or "examiner" in kind
            else entry.co_advisors
            if kind.startswith("co")
            else entry.advisors
        )
        for name in names:
            co = re.search(re.escape(name) + r"\s*\((?:co-?)advis", clause, re.I)
            (entry.co_advisors if co else target).append(Value(name, segment.line_at(label.start())))
        stop = re.search(r"\s*\|", clause[skipped:])
        rest = _mask(
            rest, label.start(), label.end() + skipped + (stop.start() if stop else len(clause) - skipped)
        )

    # brackets hold notes ("(Honored 2014 ...)", "(T11)"), not fields, unless they hold the dates
    # only: "(2015 – 2020)", "(June 2020)", "(expected 2026)"
    def bracket(m: re.Match[str]) -> str:
        inner = m.group(0)[1:-1]
        if only_dates(inner):
            # the closing bracket ends them: "(Spring 2012) - B.S." is no range open after 2012
            return " " + inner + "|"
        if _acronym_of(inner, rest[: m.start()]):
            return m.group(0)  # "Institut Supérieur de l'Espace (ISAE)": the name's acronym, part of it
        if INSTITUTION_RE.search(inner) and not INSTITUTION_RE.search(rest[: m.start()]):
            return "|" + inner + "|"  # "Master in Biodiversity (University of Barcelona, Spain)"
        noted = re.fullmatch(r"[^()\d]+,\s*((?:19|20)\d\d)", inner)  # "(Applied Physics, 2011)": the year
        if noted:
            return "|" + " " * (noted.start(1)) + noted.group(1) + " "
        return "|" + " " * (len(m.group(0)) - 1)

    outside = re.sub(r"\([^()]*\)", bracket, rest)
    if degree:
        outside = _mask(outside, degree[3], degree[4])
    # dates
    ranges = find_ranges(outside)
    if ranges:
        r = ranges[0]
        if (
            len(ranges) >= 2
            and re.fullmatch(r"\s*[,;&]\s*", outside[r.finish : ranges[1].begin])
            and ranges[1].end
        ):
            # "2008 - 2013, 2017 - 2018": two spans of one degree, which ended with the second
            r = replace(r, end=ranges[1].end)
        if r.start:
            entry.start = Value(r.start.value(), segment.line_at(r.begin))
        if r.end:
            # "2022 -- Est. 2027": an end to come, as the range says
            ahead = re.search(rf"\b{EXPECTED_WORD}", r.text, re.I)
            entry.end = Value(
                r.end.value(), segment.line_at(r.begin), "expected date" if ahead else _truncation(r.end)
            )
        # "2023 – Present (Expected 2027)": the expected graduation is the end, and so it is after a
        # range of study that stopped ("Nov 2014 – Feb 2019 ... Expected Graduation in June 2022")
        expected = _EXPECTED_RE.search(rest)
        if expected and expected.start(1) >= r.finish:
            when = parse_date(expected.group(1))
            if when is not None and (r.end is None or when.year > r.end.year):
                entry.end = Value(when.value(), segment.line_at(expected.start(1)), "expected date")
        outside = _mask(outside, r.begin, r.finish)
        for noted in re.finditer(r"\(\s*(?:expected|anticipated)\b([^()]*)\)", rest, re.I):
            if only_dates(noted.group(1)):
                # "(expected 2019/2020)" after the institution, beside the range: no part of its name
                outside = _mask(outside, noted.start(), noted.end())
        after_degree = [d for d in find_dates(outside) if degree and d[1] >= degree[4]]
        if r.open_end and entry.end is None and after_degree:
            # "(2006-present) | Candidate for BS in EECS Feb 2011": the studies' span, open, and
            # the degree's own (expected) date after it
            when, a, b = after_degree[0]
            entry.end = Value(when.value(), segment.line_at(a), "expected date")
            outside = _mask(outside, a, b)
    else:
        dates = find_dates(outside)
        if dates:
            when, a, b = dates[0]
            expected = re.search(r"expected|anticipated|est\.", rest[max(0, a - 20) : b + 14], re.I)
            if _SINCE_BEFORE_RE.search(outside[max(0, a - 30) : a]):
                # "Ph.D Candidate in X, Y, since 2015" ("since the summer of 2023"): when it began,
                # not when it ends
                entry.start = Value(when.value(), segment.line_at(a))
            else:
                entry.end = Value(when.value(), segment.line_at(a), "expected date" if expected else None)
            outside = _mask(outside, a, b)
            outside = re.sub(r"\b(?:expected|anticipated)\b", "", outside, flags=re.I)
    # "[1989-93] M.Engg": the brackets the dates were in
    outside = re.sub(r"\[[\s|]*\]", lambda m: " " * len(m.group(0)), outside)
    # "B.Sc., Physics, Delhi University. First class with distinction": the honours are no unit
    outside = _HONOURS_RE.sub(lambda m: " " * len(m.group(0)), outside)
    outside = re.sub(
        r"\s[—–·⋅•◦∙]\s|\s-\s(?=[A-Z])", lambda m: " |" + " " * (len(m.group(0)) - 2), campus_dashes(outside)
    )
    # "Bachelor of Arts in History. University of X.": a full stop ends the field
    outside = re.sub(r"(?<=[a-z]{4})(?<!Dept|Univ|Inst|Tech)\.(?=\s+[A-Z])", "|", outside)
    if degree:
        _field_after_degree(entry, outside[degree[4] :], segment, degree[4])
    _orgs(entry, outside, segment, unit)
    if not entry.degree:
        return entry if entry.institution or entry.advisors or entry.thesis else None
    return entry


_DEGREE_AFTER_NAME_RE = re.compile(r"(?<=[a-z]),\s*(?:Ph\.?\s?D|D\.?\s?Phil|M\.?\s?D)\b\.?")


def _acronym_of(acronym: str, before: str) -> bool:
    """Whether ``acronym`` is made of the initials of the capitalised words right before it, in
    order ("The Hong Kong University of Science and Technology" (HKUST), "Institut Supérieur de
    l'Aéronautique et de l'Espace" (ISAE)), a name of an institution; not a degree's ("Bachelor of
    Science in Information Technology (BSIT)") nor a country's ("University College London (UK)")."""
    name = before.split("|")[-1]
    if not re.fullmatch(r"[A-Z]{2,8}", acronym) or not INSTITUTION_RE.search(name):
        return False
    words = (re.sub(r"^[ld]['’]", "", w) for w in re.findall(r"[^\W\d_][\w'’-]*", name))
    initials = iter(w[0] for w in words if w[:1].isupper())
    return all(letter in initials for letter in acronym)  # in order: the iterator moves on


def _truncation(when: When) -> str | None:
    if when.truncated:
        return f"the source writes '{when.truncated}' (year cut short); completed as {when.value()}"
    return None


def _label_is_about_student(text: str, label: re.Match[str]) -> bool:
    """ "Advised by" after "the Yao Class supervised by" is about the class, not the student."""
    word = label.group("label").lower()
    if not re.search(r"\bby\b|\bof\b|\bwith\b", word):
        return True
    before = text[: label.start()].rstrip()
    return bool(
        re.search(
            r"(?:^|\||[.;,:>]|\b(?:I|he|she|they)\s+(?:was|were|am|is|are)|\band(?:\s+was)?|"
            r"\bwhere\s+\w+\s+\w+)$",
            before,
        )
    )


_HONOURS_RE = re.compile(
    r"[*_]*\b(?:(?:summa|magna)\s+)?cum\s+laude\b[*_]*,?|\bwith\s+(?:(?:high|highest|first[- ]class)\s+)?"
    r"(?:honou?rs|distinction)\b,?|\bfirst[- ]class(?:\s+honou?rs)?(?:\s+with[\s|]+distinction\b)?,?|"
    # "Hons. 1st class with a University Medal"
    r"\bHons\.?\s+(?:1st|first|2:1|2nd|upper\s+second)[\s|]+class(?:[\s|]+with[\s|]+(?:a[\s|]+)?University[\s|]+Medal)?",
    re.I,
)


# what is left of "MS in 2021" once the year is read: a preposition, no field
_NO_FIELD = frozenset({"in", "of", "on", "en", "em", "at"})


def _field_after_degree(entry: Education, after: str, segment: Text, offset: int) -> None:
    """``Ph.D. in Computer Science``, ``M.Sc. Major in X``, ``Ph.D., Physics, ...``."""
    # "B.A. magna cum laude, major in physics": the honours are no field
    after = _HONOURS_RE.sub(lambda m: " " * len(m.group(0)), after)
    match = re.match(
        # "in", "of", "en" (French, Spanish), "em" (Portuguese) and "i" (Danish, Norwegian, Swedish)
        # before the field
        r"^[\s|]*(?i:degree|candidate|student|course|program(?:me)?)?\s*(?:,\s*)?(?:(?P<into>in|of|on|en|EN|em|i)[\s|]+)?(?:the\s+)?"
        r"(?:[Mm]a[jy]or(?:ing)?\s+in\s+)?(?P<field>[^,|;]+)",
        after,
    )
    if not match:
        return
    # "M.S. in Information Systems. Expected graduation: 2018": the field ends with its sentence
    candidate = re.split(r"(?<=[a-z]{4})\.\s+", match.group("field"))[0].strip(' ."“”')
    start = offset + match.start("field")
    if not candidate or re.match(r"(?:at|from|with)\b", candidate) or candidate.lower() in _NO_FIELD:
        return  # "MS in 2021": the year was the rest
    candidate = re.split(_AT_INSTITUTION, candidate)[0].strip(' "“”')
    if re.match(r"(?:Department|School|Faculty|Dept\.?|College)\b", candidate) or (
        UNIT_RE.search(candidate) and not re.search(r"[Mm]a[jy]or", match.group(0))
    ):
        entry.department = Value(clean_org(candidate), segment.line_at(start))
        return
    if (
        INSTITUTION_RE.search(candidate)
        and not re.search(r"\b(?:science|engineering|studies)\b", candidate, re.I)
    ) or is_named_school(candidate):  # "Executive M.B.A. 2007 – 2009, London Business School"
        return
    if candidate.lower() in ("student", "candidate", "degree", "course") or len(candidate.split()) > 8:
        return
    # "Mestrado em Engenharia Informática": after "in" (or its word in another language) two
    # capitalised words are a field, though they read like a person's name
    named = looks_like_name(candidate) and match.group("into") not in ("in", "en", "em")
    if re.match(r"[A-Za-z]", candidate) and not is_place(candidate) and not named:
        entry.field = Value(
            titlecase(candidate) if candidate.islower() else candidate, segment.line_at(start)
        )


# where a degree's institution follows: "from the University of X", and in French "à l'Università
# di Torino", "à la Sorbonne" (not "Université du Québec à Montréal", a town in the name)
_FRENCH_AT = rf"\s+{FRENCH_AT}(?=[A-ZÀ-Ý])"
_FROM_INSTITUTION = re.compile(r"\s+from\s+(?:the\s+)?|" + _FRENCH_AT)
_AT_INSTITUTION = re.compile(r"\s+(?:at|from)\s+|" + _FRENCH_AT)


def _orgs(entry: Education, rest: str, segment: Text, unit: Unit | None) -> None:
    """Institution and department among the remaining phrases (links and bold help)."""
    hints = {a.strip() for a, _ in (unit.links if unit else []) if a} | set(unit.bold if unit else [])
    institution = department = field_text = None
    leftovers: list[tuple[str, int]] = []
    for match in re.finditer(r"[^|]+", rest):
        phrase = match.group(0)
        if not phrase.strip(" ,.;:"):
            continue
        pieces = (p for part in re.split(_FROM_INSTITUTION, phrase) for p in split_at(part))
        for piece in (p for piece in pieces for p in _field_colon_school(piece)):
            piece = re.sub(
                # "in", and "en" or "em" (Spanish, Portuguese) before a field in two capitalised words
                r"^\s*(?:(?i:candidate|student|degree|course)\b\s*)?(?:(?:at|from|in|en|em)\s+)?",
                "",
                piece.strip(" ,.;:"),
            )
            piece = re.sub(r"^(?:the)\s+(?=[A-Z])", "", piece).strip(" ,.;:")
            # "X Institute of Technology, Kolkata Affiliated to Y University": the university that
            # awards the degrees of a college affiliated to it, no name of the college's
            piece = re.sub(r"[\s,(]*\b[Aa]ffiliated\s+(?:to|with)\s+[^|]*$", "", piece)
            if not piece or piece.lower() in ("candidate", "student", "degree"):
                continue
            offset = match.start() + max(0, phrase.find(piece))
            # a linked or bold name is one phrase; a linked field ("in <a>solid state physics</a>") is none
            atomic = (
                (piece in hints or piece.rstrip(".") in hints)
                and piece[:1].isupper()
                # "**In Progress**" over the degree: where the degree stands, not where it is taken
                and not re.fullmatch(
                    r"(?i:in\s+progress|ongoing|expected|current(?:ly)?|present|completed)", piece
                )
                # "[Department of Physics, University College London](...)": a unit and its university
                and not re.fullmatch(
                    r"[^,]*\b(?:Department|School|Faculty|Institute)\b[^,]*(?:,\s*[^,]+)+", piece
                )
                # "**Belarusian State University of X, AI faculty**": the university and its unit
                and not re.fullmatch(r"[^,]+,\s*(?:\S+\s+){1,2}(?:faculty|department|school)", piece)
            )
            if atomic and "," in piece:
                # "**Carnegie Mellon University, Pittsburgh, PA**": the bold name, then where it is
                # (or a programme of it: "**Iowa State University, Honors Program**")
                name, *where = [part.strip() for part in piece.split(",")]
                # (not "University of Nevada, Reno": a campus, the town not followed by its state)
                if INSTITUTION_RE.search(name) and all(
                    is_place(p)
                    or UNIT_RE.search(p)
                    or (is_town(p) and i + 1 < len(where) and is_place(where[i + 1]))
                    for i, p in enumerate(where)
                ):
                    piece = name
            parts = split_org(piece) if not atomic else None
            candidates = [piece] if atomic else ([parts.organization] if parts and parts.organization else [])
            units = [] if atomic or parts is None else parts.units
            others = [] if atomic or parts is None else parts.others
            if entry.field is not None and piece == entry.field.value and (atomic or _acronym(piece, hints)):
                # "Ph.D in [Mathematical Morphology](...)": a linked field, not the institution; nor
                # the field's acronym ("M.Eng in EECS")
                continue
            for org in candidates:
                # a linked unit ("`Department of Informatics`_") is still a unit, not the institution
                linked_unit = atomic and UNIT_RE.search(org) and not INSTITUTION_RE.search(org)
                if is_named_school(org) or (
                    not linked_unit and (INSTITUTION_RE.search(org) or atomic or _acronym(org, hints))
                ):
                    if institution is None or (
                        # "B.Tech – CSE (Data Science), SVKM's NMIMS University": a field's acronym
                        # first, then the phrase that names an institution
                        re.fullmatch(r"[A-Z][A-Z&-]{1,7}", institution[0])
                        and INSTITUTION_RE.search(org)
                        and not INSTITUTION_RE.search(institution[0])
                        and institution[0] not in hints
                    ):
                        institution = (org, offset)
                    elif re.match(r"Institute (?:of|for)\b", institution[0]) and re.search(
                        r"\bUniversity\b", org
                    ):
                        # "Institute of Biodiversity, ... University of Glasgow": the institute is a unit
                        institution, department = (org, offset), institution
                    elif department is None:
                        department = (org, offset)
                elif UNIT_RE.search(org):
                    units = [org, *units]
                else:
                    others = [org, *others]
            if units and department is None:
                department = (units[0], offset)
            if others and field_text is None and entry.field is None:
                field_text = (others[0], offset)
                others = others[1:]
            leftovers += [(o, offset) for o in others if o != (entry.field.value if entry.field else None)]
    if (
        institution is None
        and department is not None
        and (town := re.search(r"\bof\s+(\S+)$", department[0])) is not None
        and is_town(town.group(1))
    ):
        # "Faculty of Sciences of Tunis", "School of Engineering of Sfax": a faculty named with its
        # town and no university is a school of its own
        institution, department = department, None
    if institution is None and entry.degree:
        named = [
            (o, at)
            for o, at in leftovers
            if re.match(r"[A-Z]", o)
            and len(o.split()) <= 6
            and not re.match(r"(?:I|We|He|She|They)\s", o)
            and not re.search(r"\b(?:my|his|her|their|our)$", o)
            and not _GRADE_LINE_RE.match(o)  # "GPA: 3.92", "Cumulative GPA 3.85": a cell of the entry
            # nor "Aquisição de conhecimentos sólidos na área": a description, its words in lower case
            and sum(1 for word in o.split() if word.islower() and word not in _NAME_SMALL_WORDS) <= 2
        ]  # not "I Specialized in Signals & Systems" nor "During my": words of a sentence
        if named:
            institution = named[-1]
            review = "read as the institution by its place in the entry, not by its words"
            entry.institution = Value(institution[0], segment.line_at(institution[1]), review)
    elif institution:
        names = institution[0].split("/")
        if len(names) == 2 and all(INSTITUTION_RE.search(name) for name in names):
            # "Hogeschool Utrecht/University of Applied Sciences Utrecht": one school named in two
            # languages; the first name is the school's own
            institution = (names[0].strip(), institution[1])
        entry.institution = Value(institution[0], segment.line_at(institution[1]))
    if department and not entry.department and department[0] != (institution or ("",))[0]:
        entry.department = Value(department[0], segment.line_at(department[1]))
    if field_text and entry.field is None:
        value = field_text[0].strip(" .,")
        if (
            value
            and not re.search(r"\d", value)
            and not looks_like_name(value)
            and len(value.split()) <= 8
            and value.lower() not in _NO_FIELD
        ):
            entry.field = Value(value, segment.line_at(field_text[1]))


_GRADE_LINE_RE = re.compile(r"\W*(?:cumulative\s+|overall\s+)?(?:c?gpa|grade|score)\b", re.I)


# the small words of a school's name, in the languages its names come in ("Universidade de Lisboa")
_NAME_SMALL_WORDS = frozenset(
    "of and the for in at de da do das dos di du des la le del der und für y e et".split()
)


def _field_colon_school(piece: str) -> list[str]:
    """ "Biology: Trent University" (after "H.BSc. in"): the field, then after the colon the
    institution, as two phrases; a piece without such a colon as it is."""
    before, colon, after = piece.partition(": ")
    if colon and INSTITUTION_RE.search(after) and not INSTITUTION_RE.search(before):
        return [before, after]
    return [piece]


def _acronym(text: str, hints: set[str]) -> bool:
    return bool(re.fullmatch(r"[A-Z][A-Z&-]{1,7}", text)) and (text in hints or not hints)


# "PhD Student, X, 2013–present" among a CV's positions: a degree under way, not a post
STUDENT_ROLE_RE = re.compile(
    r"\b(?:Ph\.?\s?D\.?|Doctoral|Master['’]?s?|M\.?\s?Sc\.?|M\.S\.)\s+(?:[Ss]tudent|[Cc]andidate)\b"
)


# a degree written as a reStructuredText field list, each value on its field's line or under it
# (":University:" / "  VŠB – Technical University of Ostrava" / ":Title:" / "  Bachelor (Bc.)")
_FIELD_KEYS = {
    "institution": ("university", "institution", "school", "college", "organization", "organisation"),
    "department": ("faculty", "department"),
    "degree": ("title", "degree", "qualification", "description"),
    "dates": ("date", "dates", "year", "years", "period"),
    "field": ("field", "major", "programme", "program", "specialization", "specialisation"),
    "thesis": ("thesis",),
}


def _degree_field(text: str) -> re.Match[str] | None:
    """A reStructuredText field (":Degree: X") or a record's ("degree: X")."""
    return FIELD_RE.match(text) or RECORD_FIELD_RE.match(text)


def from_field_list(unit: Unit) -> Education | None:
    """A degree whose parts are the fields of a reStructuredText field list: the degree and the
    institution from their fields, not from the labels' words ("University" is no institution)."""
    fields = field_values(unit.lines, _degree_field, run_on=True)
    found = {
        part: next((fields[k] for k in keys if fields.get(k, ("",))[0]), None)
        for part, keys in _FIELD_KEYS.items()
    }
    degree, institution = found["degree"], found["institution"]
    if institution is None and unit.subheading and INSTITUTION_RE.search(unit.subheading):
        # "Purdue University" as the heading over ":Degree: B.S. Computer Science" and its dates
        institution = (unit.subheading.strip(), unit.line)
    if degree is None or institution is None:
        return None
    dates = found["dates"]
    if dates is None and fields.get("start", ("",))[0]:
        # a record's "start: 2020-08" and "end: 2025-12"
        dates = (f"{fields['start'][0]} – {fields.get('end', ('',))[0]}".strip(" –"), fields["start"][1])
    if dates is None and only_dates(unit.lines[0].text):
        dates = (unit.lines[0].text, unit.lines[0].number)  # "2007-2012" over the fields: the term
    pieces = [degree, institution] + ([dates] if dates else [])
    entry = parse_entry(Text.join([Line(number, text) for text, number in pieces], marked=True), unit)
    if entry is None or not entry.degree:
        return None
    entry.institution = Value(institution[0].rstrip("."), institution[1])
    entry.department = (
        Value(found["department"][0].rstrip("."), found["department"][1]) if found["department"] else None
    )
    if found["field"]:
        entry.field = Value(found["field"][0].rstrip("."), found["field"][1])
    elif entry.field is not None and entry.field.line != degree[1]:
        entry.field = None  # the field is the one the degree's value names ("B.S. Computer Science")
    if found["thesis"]:
        entry.thesis = Value(found["thesis"][0].rstrip("."), found["thesis"][1])
    return entry


def is_degree_entry(text: str) -> bool:
    """Whether an entry of a section that lists degrees and positions together is a degree: it
    names a bachelor's, master's or doctorate, and no job title leads it ("PhD in Physics, X",
    not "PhD Fellow at X")."""
    from .positions import take_title  # positions imports this module: imported here, when used

    degree = find_degree(text)
    # an unnamed degree counts when the text says it is one: "Master degree in X", not "Master"
    if (
        degree is None
        or degree[1] < 1
        or (
            degree[2]
            and not re.search(r"degree", text[degree[3] : degree[4]], re.I)
            # France's "Master 2" and "Licence de Biologie" name the degree they are
            and not _FRENCH_DEGREE_RE.match(text, degree[3])
        )
    ):
        return False
    lead = re.sub(r"^[\s|·•:,–—-]*(?:(?:" + DATE + "|" + OPEN_END + r")[\s|·•:,–—-]*)*", "", text, flags=re.I)
    # "ENS Cachan : Master 2 ISFB": the school, a colon, then the degree
    lead = re.sub(r"^[A-Z][\w.'’-]*(?:\s+[A-Z][\w.'’-]*){0,3}\s+:[\s|]+", "", lead)
    return lead.startswith(text[degree[3] : degree[4]]) and take_title(lead) is None


_FRENCH_DEGREE_RE = re.compile(r"Master\s+[12]\b|Licence[\s|]+(?:de|d['’]|en|ès)\s")


def from_card(layout: Layout) -> list[Education]:
    """Degrees on the card at the top of a page, a line each: "🏫 本科 · 中国矿业大学 · 2017 -
    2021", "🎓 PhD · Example University · 2020": the degree first (after a symbol), then the
    institution and the dates as fields apart."""
    preamble = layout.preamble()
    if preamble is None:
        return []
    out = []
    for unit in preamble.units[:8]:
        if len(unit.lines) != 1 or unit.heading or unit.bullet:
            continue
        text = unit.lines[0].text
        lead = len(text) - len(re.sub(r"^[^\w(]+", "", text))  # a symbol before the degree
        degree = find_degree(text)
        if (
            degree is None
            or degree[3] != lead
            or len(re.findall(r"\s[·|•]\s", text)) < 2
            or not find_dates(text)
        ):
            continue
        entry = parse_entry(Text(text[lead:], [0], [unit.lines[0].number]), unit)
        if (
            entry is not None
            and entry.degree
            and entry.institution is not None
            and entry.institution.review is None
        ):
            out.append(entry)
    return out


def from_sections(layout: Layout) -> list[Education]:
    """Education entries from the education sections, in order, the degrees of sections that
    list degrees and positions together, and the doctoral and master's students' entries of
    experience sections (a degree under way)."""
    from .positions import entry_chunks  # positions imports this module: imported here, when used

    entries: list[Education] = []
    among_posts: list[Education] = []  # read from a section of posts ("2016-2020: PhD Candidate, X")
    for section in layout.of_kind("education", "career", "positions"):
        section_start = len(entries)
        unit_entries: list[Education] = []
        # an institution named above the items that name its degree, and the unit that named it
        held: tuple[Education, Unit] | None = None
        below: dict[str, tuple[list[Range], int]] = {}  # a heading's dates on the line under it, that line
        dated_above: Text | None = None  # a paragraph of dates alone, over the entry it dates
        joined, consumed = _heading_entries(section.units)
        for index, unit in enumerate(section.units):
            if index in consumed:
                continue
            unit = joined.get(index, unit)
            if section.kind != "education":
                for chunk in entry_chunks(unit):  # an entry a line, as positions are read
                    opens = _opens_with_degree(chunk.value)  # "B.Sc. in X, Y, 1998-2002" among posts
                    for number, segment in enumerate(_segments(chunk)):
                        degree = is_degree_entry(segment.value) and (
                            section.kind == "career"
                            or STUDENT_ROLE_RE.search(segment.value) is not None
                            or (opens and number == 0)
                        )
                        entry = parse_entry(segment, unit) if degree else None
                        if entry is not None:
                            if unit.bullet and index > 0:
                                _from_heading_paragraph(entry, section.units[index - 1])
                            _year_of_parent(entry, unit)
                            entries.append(entry)
                            among_posts.append(entry)
                continue
            if index > 0 and section.units[index - 1].heading and range_line(unit):
                # "Nebraska Wesleyan University" underlined, then "1999 - 2004" on its own: the
                # heading's dates, for the degrees listed under it
                below[unit.subheading] = (find_ranges(unit.lines[0].text), unit.line)
                continue
            if is_told(unit) or _long_first_person(unit):
                continue  # running text is the prose reader's
            if _only_equivalents(unit):
                continue  # "It is since 2014 equivalent to B.Sc. + M.Sc.": a note on the degree above
            if unit.bullet and len(entries) > section_start and _expected_end_below(entries[-1], unit):
                continue  # "• Expected Graduation: November 2026" under the degree it dates
            listed = from_field_list(unit)
            if listed is not None:
                entries.append(listed)
                continue
            glosses = [line for line in unit.lines if _GLOSS_RE.search(line.text)]
            if glosses and len(glosses) < len(unit.lines):
                # "German originals: PhD = Dr.-Ing., M.Sc. = Diplom": names of the degrees above
                unit = replace(unit, lines=[line for line in unit.lines if line not in glosses])
            if (
                held is not None
                and section.units[index - 1] is held[1]
                and held[1].bullet
                and unit.bullet
                and len(unit.lines) == 1
                and held[0].start is None
                and held[0].end is None
                and (ranges := find_ranges(unit.lines[0].text))
                and only_dates(unit.lines[0].text)
            ):
                # "* University of X" / "* August 2005 - August 2011" / "* Bachelor of Arts in Y":
                # an entry a bullet a field; the dates of the institution above, for the degree below
                _range_as_dates(held[0], ranges, unit.line)
                held = (held[0], unit)
                continue
            if (
                held is not None
                and (
                    unit.depth > held[1].depth
                    or (unit.bullet and not held[1].bullet)
                    # ... and its degree in the bullet under its dates' bullet
                    or (
                        section.units[index - 1] is held[1]
                        and held[1].bullet
                        and unit.bullet
                        and unit.depth == held[1].depth
                        and (held[0].start is not None or held[0].end is not None)
                        and len(unit.lines) == 1
                        and _opens_with_degree(unit.lines[0].text, generic=True)
                        and _no_institution_of_its_own(unit)
                    )
                    # "**University of Florida**, *December 2018*" over "B.S. Electrical Engineering";
                    # "**X Institute of Technology**" alone over "*Bachelor of Engineering* 2022 – 2026"
                    # (the grade on a line under the degree: "Cumulative GPA 3.85 / 4.00.")
                    or (
                        section.units[index - 1] is held[1]
                        and not held[1].bullet
                        and (held[0].start is not None or held[0].end is not None or len(held[1].lines) == 1)
                        and all(_GRADE_LINE_RE.match(line.text) for line in unit.lines[1:])
                        and _opens_with_degree(unit.lines[0].text, generic=True)
                        and _no_institution_of_its_own(unit)
                    )
                )
            ):
                # "X University, Finland (2001-2005)" over "* Degree: Bachelor of Engineering": the
                # degree of the institution and dates above
                extra = parse_entry(unit.text(unsquash, marked=True), unit)
                if extra is not None and extra.degree:
                    if extra.institution is None or extra.institution.review is not None:
                        extra.institution = held[0].institution  # not a guess by place: "Summa Cum Laude"
                    if extra.start is None and extra.end is None:
                        extra.start, extra.end = held[0].start, held[0].end
                    if extra.start is None and extra.end is None and unit.subheading in below:
                        _range_as_dates(extra, *below[unit.subheading])
                    entries.append(extra)
                    # "Bachelor of Arts, X" then "Bachelor of Science, Y", each a line of its own,
                    # under "University of Washington, Seattle (2016-2020)": both of it
                    held = (held[0], unit) if not unit.bullet and unit.depth == held[1].depth else None
                    continue
            elif held is not None:
                held = None
            if unit.depth > 0 and entries:
                # a sub-item (thesis, advisor) belongs to the entry above; a list table's second
                # cell ("* - **University of X, Bachelor of Y**" / "  - *2020 – 2023*") its dates
                if _dates_alone(entries[-1], unit.text()):
                    continue
                extra = parse_entry(unit.text(unsquash, marked=True), unit)
                if extra is not None and _degree_under_dates(extra, unit):
                    # "- **April 2015 - March 2017**" over "  - M.A.S. in X, Y University": a
                    # timeline's item, the degree in the item under it
                    _year_of_parent(extra, unit)
                    entries.append(extra)
                    continue
                if extra is not None:
                    _field_above_institution(entries[-1], extra)
                    _absorb(entries[-1], extra)
                continue
            if (
                entries
                and len(unit.lines) == 1
                and not unit.bullet
                and (index + 1 == len(section.units) or section.units[index + 1].heading)
                and _dates_alone(entries[-1], unit.text())
            ):
                # "### X University" / "Master Degree in Y" / "Angers, France" / "2021", then the
                # next heading: the year of the degree above
                continue
            if (
                entries
                and len(unit.lines) > 1
                and not unit.bullet
                and all(_LABELLED_DETAIL_RE.match(line.text) for line in unit.lines[1:])
                and _dates_alone(entries[-1], replace(unit, lines=unit.lines[:1]).text())
            ):
                # "Licenciatura en X" / "Universidad Y", then "Agosto 2015-Junio 2019" over
                # "Promedio final: 9.28": the dates of the degree above, and its details
                continue
            if _dates_item_of(section.units, index, entries):
                # "* B.S. Computer Science" over "* 2005-2006, 2009-2014": the dates of the degree
                # in the item above, from the first year to the last
                ranges = find_ranges(unit.lines[0].text)
                _range_as_dates(entries[-1], [replace(ranges[0], end=ranges[-1].end)], unit.line)
                continue
            if _dates_over_entry(section.units, index, entries):
                dated_above = unit.text()  # "2010" over "Beijing Institute of Technology" / "Bachelor of ..."
                continue
            dates_of_unit, dated_above = dated_above, None
            unit_entries = []
            # several entries stacked in one paragraph, each led by a bold name or a date ("**X
            # University** · **Sep. 2018 – Apr. 2021**" over "*MSc in Economics*"): apart first
            chunks = entry_chunks(unit) if len(unit.lines) >= 2 else []
            if not chunks or any(only_dates(chunk.value) for chunk in chunks):
                chunks = [unit.text(unsquash, marked=True)]  # "`2000-2004`" over its entry: one
            if len(chunks) == 1 and len(unit.lines) > 2:
                chunks = _institution_led(unit) or chunks
            for segment in (s for chunk in chunks for s in _segments(chunk)):
                joint = joint_degrees(segment, unit)
                if joint is not None:
                    entries += joint
                    unit_entries += joint
                    continue
                if (
                    entries
                    and _dates_beside_place(segment)
                    and _dates_alone(entries[-1], segment, places=True)
                ):
                    continue  # "Ph.D. in X" over "Dec. 2017 | St. Louis, MO": the degree's date and town
                entry = parse_entry(segment, unit)
                if entry is None:
                    continue
                named = _degree_heading(section.units, index) if not entry.degree else None
                if named is not None and entry.institution is not None:
                    # "### MS" over "`2024` **Johns Hopkins University** Artificial Intelligence"
                    entry.degree, entry.level, entry.generic = named[0], named[1], named[2]
                elif (thesis_of := _thesis_of(entries, entry)) is not None:
                    _absorb(thesis_of, entry)  # "Ph.D. thesis: Title" under the degrees
                    continue
                elif not entry.degree:
                    if (
                        entries
                        and (entries[-1].institution is None or not entry.institution)
                        and not _dated_apart(entries[-1], entry)
                    ):
                        _absorb(entries[-1], entry)
                    elif not entry.degree and entry.institution is not None:
                        held = (entry, unit)  # a name and dates, the degree in the items under them
                    continue
                # ... or whose institution is only a guess by place ("1990 M.Sc. in Operational
                # Research." under "1987 - 1990: Sheffield Business School")
                if unit.subheading and (
                    unit.bullet or entry.institution is None or entry.institution.review is not None
                ):
                    _from_institution_heading(entry, unit, below.get(unit.subheading))
                if entry.institution is None and (titled := _institution_in_title(section.title)):
                    entry.institution = Value(titled, section.line)  # "Education: **University of X**"
                if entry.institution is None and held is not None and held[1] is unit:
                    # "**X College**" over "*M.A.* · 2018" and "*Ph.D.* · 2016 - Present" in
                    # one paragraph: the degrees of the institution on its first line
                    entry.institution = held[0].institution
                if _degree_under_dates(entry, unit):
                    _year_of_parent(entry, unit)
                entries.append(entry)
                unit_entries.append(entry)
            if dates_of_unit is not None and unit_entries:
                _dates_alone(unit_entries[0], dates_of_unit)
    if not layout.of_kind("education", "career"):
        entries += _labelled_education_line(layout)
    entries = _listed_once(entries, among_posts)
    # "Awarded B.Sc. Computer Science *Cum Laude*." under the degree: the degree above, again
    entries = [e for i, e in enumerate(entries) if not (i and _restated(entries[i - 1], e))]
    for previous, entry in zip(entries, entries[1:]):
        if entry.institution is None and previous.institution is not None and entry.level >= 1:
            entry.institution = Value(
                previous.institution.value,
                previous.institution.line,
                "no institution next to this degree; the one of the entry above",
            )
    return entries


_EDUCATION_LABEL_RE = re.compile(r"\s*(?:Education|Degrees?)\s*:\s*(?P<rest>\S.*)$", re.I)


def _labelled_education_line(layout: Layout) -> list[Education]:
    """A page with no section of degrees that states them on a labelled line ("Education: B.E.
    University of Madras; UC Berkeley certification."): a degree for each part that names one."""
    found: list[Education] = []
    for section in layout.sections:
        for unit in section.units:
            for line in unit.lines:
                labelled = _EDUCATION_LABEL_RE.match(line.text)
                if labelled is None:
                    continue
                for part in re.finditer(r"[^;]+", labelled.group("rest")):
                    text = part.group(0).strip(" .")
                    if not find_degree(text):
                        continue
                    entry = parse_entry(Text(text, [0], [line.number]), None)
                    if entry is not None and entry.degree and entry.institution is not None:
                        found.append(entry)
    return found


def _dated_apart(degree: Education, named: Education) -> bool:
    """Whether an institution named with its own years ("Deerfield Academy (Deerfield, MA)" /
    "(2002-2006)") ended before a degree's dates: another school, not the degree's."""
    end = named.end or named.start
    begun = degree.start or degree.end
    return (
        named.institution is not None
        and end is not None
        and begun is not None
        and int(str(end.value)[:4]) < int(str(begun.value)[:4])
    )


def _restated(previous: Education, entry: Education) -> bool:
    """Whether an entry only names again the degree of the entry right above it: the same degree
    in the same field (or none), and no institution nor dates of its own."""
    field, field_above = (
        re.sub(r"\b(?:in|of)\b|\W", "", str(e.field.value).lower()) if e.field else None
        for e in (entry, previous)
    )
    return (
        entry.institution is None
        and entry.start is None
        and entry.end is None
        and entry.degree == previous.degree
        and previous.institution is not None
        and (field is None or field_above is None or field in field_above or field_above in field)
    )


_GLOSS_RE = re.compile(r"\S\s+=\s+\S")


def _institution_in_title(title: str) -> str | None:
    """The institution a section's heading names after a colon ("Education: University of X")."""
    _, colon, named = title.partition(":")
    named = named.strip(" *")
    return named if colon and (INSTITUTION_RE.search(named) or is_named_school(named)) else None


def _listed_once(entries: list[Education], among_posts: list[Education]) -> list[Education]:
    """A degree read from a post ("PhD Candidate, X, 2016-2020") that the education section lists
    as well ("PhD in Physics, X, 2020") is that entry: its facts join it, and it is not listed
    twice."""
    posts = {id(post) for post in among_posts}
    listed = [entry for entry in entries if id(entry) not in posts]
    out = []
    for entry in entries:
        same = (
            next((other for other in listed if _same_degree(other, entry)), None)
            if id(entry) in posts
            else None
        )
        if same is None:
            out.append(entry)
        else:
            _absorb(same, entry)
    return out


def _same_degree(listed: Education, post: Education) -> bool:
    return (
        listed.level == post.level
        and listed.institution is not None
        and post.institution is not None
        and same_institution(listed.institution, post.institution)
        and (listed.end is None or post.end is None or _year(listed.end) == _year(post.end))
    )


_EXPECTED_ALONE_RE = re.compile(rf"\W*(?:{_EXPECTED_RE.pattern})\W*$", re.I)  # a line that says only that


def _expected_end_below(entry: Education, unit: Unit) -> bool:
    """A bullet under a degree under way that says when it should end ("Expected Graduation:
    November 2026"): that date the degree's end, marked as expected."""
    expected = _EXPECTED_ALONE_RE.match(unit.text().value)
    if expected is None or entry.end is not None or not entry.degree:
        return False
    when = parse_date(expected.group(1))
    if when is None:
        return False
    entry.end = Value(when.value(), unit.line, "expected date")
    return True


def _only_equivalents(unit: Unit) -> bool:
    """Whether the only degrees a paragraph names are what another degree is equivalent to."""
    text = unit.text().value
    return find_degree(text) is not None and find_degree(_EQUIVALENT_RE.sub(" ", text)) is None


def _long_first_person(unit: Unit) -> bool:
    """A paragraph of several sentences in the first person, not led by a date or a degree: a
    story of studies, no entry."""
    text = unit.text().value
    first = unit.lines[0].text
    degree = find_degree(first)
    dates = [r.begin for r in find_ranges(first)] + [start for _, start, _ in find_dates(first)]
    return (
        not unit.bullet
        and not (degree and degree[3] <= 3)
        and not (dates and min(dates) <= 3)
        and len(text.split()) >= 30
        and len(SENTENCE_STOP_RE.findall(text)) >= 2
        and re.search(r"\b(?:I|my|me)\b", text) is not None
    )


def _from_institution_heading(
    entry: Education, unit: Unit, dates_below: tuple[list[Range], int] | None = None
) -> None:
    """``### **Columbia University** `2016.9 - 2018.5``` over ``- B.S. in Computer Science``: a
    heading that names an institution, and perhaps dates (in it, or on a line of their own under
    it), is where the degrees listed under it were taken, when an item names no institution of
    its own."""
    if entry.institution is not None and entry.institution.review is None:
        return
    heading = unit.subheading
    ranges = find_ranges(heading)
    name = (beside_dates(heading) or heading).strip(" ,|·-–")
    # "`2019.9 - 2022.6 (expected)`": what the bracket said of the dates, which are gone
    name = re.sub(r"\(\s*(?:expected|anticipated|est\.?)\s*\)", "", name, flags=re.I)
    organization = split_org(name).organization
    if (
        not organization
        or not (INSTITUTION_RE.search(organization) or is_named_school(organization))
        or find_degree(heading) is not None
    ):
        return
    line = unit.line
    entry.institution = Value(organization, line)
    if entry.start is None and entry.end is None:
        if ranges:
            _range_as_dates(entry, ranges, line)
        elif dates_below is not None:
            _range_as_dates(entry, *dates_below)


def _institution_led(unit: Unit) -> list[Text]:
    """A paragraph of degrees each under the line that names its institution ("上海交通大学" over
    "核工程与核技术/工程硕士学位", "武汉大学" over "…/工学学士学位"), cut at those lines; none
    unless every degree is right under such a line."""
    lines = [line for line in unit.lines if not line.blank]
    degrees = [index for index, line in enumerate(lines) if find_degree(line.text) is not None]
    if len(degrees) < 2 or any(
        index == 0
        or find_degree(lines[index - 1].text) is not None
        or not (INSTITUTION_RE.search(lines[index - 1].text) or is_named_school(lines[index - 1].text))
        for index in degrees
    ):
        return []
    return unit.text(unsquash, marked=True).cut_before(lines, [lines[index - 1] for index in degrees])


# a line that gives a detail of the entry above under a label ("Promedio final: 9.28", "GPA: 3.9")
# "Math: Linear Algebra, Statistics, Calculus": a label and three or more courses (not a thesis's
# title, nor the advisors)
_COURSE_LIST_RE = re.compile(
    r"(?:^|(?<=\|))\s*(?!(?:[A-Za-z]+\s+)?(?:Thesis|Dissertation|Advisors?|Supervisors?|Committee|Title|Project)\b)"
    r"[A-Z][A-Za-z]*(?: [A-Za-z]+){0,2}\s*:\s*[^|,:]+(?:,[^|,:]+){2,}(?=\||$)"
)
_LABELLED_DETAIL_RE = re.compile(r"[^\W\d_][^\W\d_ ]*(?: [^\W\d_]+){0,2}\s*:\s*\S")


def _dates_over_entry(units: list[Unit], index: int, entries: list[Education]) -> bool:
    """Whether the unit at ``index`` is a paragraph of dates alone over the next one, which it
    dates: the first of its section, or after an entry that has dates of its own (not the dates of
    an undated entry above it)."""
    unit = units[index]
    return (
        not unit.bullet
        and not unit.heading
        and len(unit.lines) == 1
        and index + 1 < len(units)
        and not units[index + 1].bullet
        and not units[index + 1].heading
        and (not entries or entries[-1].start is not None or entries[-1].end is not None)
        and only_dates(unit.lines[0].text)
        # the whole paragraph below: its first line may be a table's empty cell ("·")
        and not only_dates(units[index + 1].text().value)
    )


def _dates_item_of(units: list[Unit], index: int, entries: list[Education]) -> bool:
    """Whether the unit at ``index`` is an item of dates alone right under the item that gave the
    last entry, which has none of its own (not the dates of a table row whose entry is under it)."""
    unit, above = units[index], units[index - 1] if index else None
    below = units[index + 1] if index + 1 < len(units) else None
    return (
        unit.bullet
        and above is not None
        and above.depth == unit.depth
        and (below is None or below.depth <= unit.depth)
        and len(unit.lines) == 1
        and above.bullet
        and bool(entries)
        and entries[-1].line in {line.number for line in above.lines}
        and entries[-1].start is None
        and entries[-1].end is None
        and only_dates(unit.lines[0].text)
        and bool(find_ranges(unit.lines[0].text))
    )


_SINCE_BEFORE_RE = re.compile(
    r"\bsince\s+(?:(?:the\s+)?(?:early|late|mid|spring|summer|fall|autumn|winter|beginning|end|start)\s+(?:of\s+)?)?$",
    re.I,
)


def _dates_alone(entry: Education, segment: Text, places: bool = False) -> bool:
    """Give an undated entry the dates of a segment that is only dates (with ``places``, dates and
    the town they were in); whether it did."""
    if entry.start is not None or entry.end is not None:
        return False
    if not (_dates_beside_place(segment) if places else only_dates(segment.value)):
        return False
    ranges, years = find_ranges(segment.value), years_in(segment.value)
    dates = find_dates(segment.value) if places else []
    if ranges:
        _range_as_dates(entry, ranges, segment.line_at(0))
    elif len(dates) == 1:
        entry.end = Value(dates[0][0].value(), segment.line_at(0))
    elif len(years) == 1:
        entry.end = Value(years[0][0], segment.line_at(0))
    return entry.start is not None or entry.end is not None


def _dates_beside_place(segment: Text) -> bool:
    """ "Dec. 2017 | St. Louis, MO": dates and a place, nothing else."""
    rest = beside_dates(segment.value)
    if rest is None:
        return False
    parts = [part.strip(" .") for part in re.split(r"[|·,]", rest) if part.strip(" .")]
    return bool(parts) and all(is_place(part) or is_town(part) for part in parts)


def _range_as_dates(entry: Education, ranges: list[Range], line: int) -> None:
    """The first of the ranges (if any) as the entry's start and end, read on ``line``."""
    if ranges:
        start, end = ranges[0].start, ranges[0].end
        entry.start = Value(start.value(), line) if start else None
        entry.end = Value(end.value(), line) if end else None


def _degree_under_dates(entry: Education, unit: Unit) -> bool:
    """Whether a sub-item is a degree of its own under an item that holds only its dates."""
    return (
        bool(entry.degree)
        and entry.institution is not None
        and unit.parent is not None
        and only_dates(unit.parent.text().value)
    )


def _year_of_parent(entry: Education, unit: Unit) -> None:
    """``* 2016`` over ``* Master of Science in Physics, X``: a timeline's year is the date of the
    degree listed under it, when the degree has none of its own."""
    if entry.start is not None or entry.end is not None or unit.parent is None:
        return
    above = unit.parent.text().value
    dates = heading_dates(above)
    if dates is not None:
        start, end, _ = dates
        entry.start = Value(start.value(), unit.parent.line) if start and start != end else None
        entry.end = Value(end.value(), unit.parent.line) if end else None
    elif only_dates(above) and (ranges := find_ranges(above)):
        _range_as_dates(entry, ranges[:1], unit.parent.line)  # "2005.09 – 2008.04": year and month


def _from_heading_paragraph(entry: Education, above: Unit) -> None:
    """``**École Normale Supérieure**, Cachan (2009-2012).`` over ``- Ph.D. with X, ...``: the
    paragraph over a list names the institution and the dates of the degree in its first item,
    when the item names no institution by its words."""
    text = above.text(unsquash).value
    if above.bullet or above.heading or find_degree(text) is not None:
        return
    if entry.institution is not None and entry.institution.review is None:
        return
    first = text.split(",")[0].strip(" .")
    ranges = find_ranges(text)
    if not INSTITUTION_RE.search(first) or not (ranges or years_in(text)):
        return
    entry.institution = Value(first, above.line)
    entry.department = (
        None if entry.department is None or entry.department.value == first else entry.department
    )
    if ranges and entry.start is None and entry.end is None:
        entry.start = Value(ranges[0].start.value(), above.line) if ranges[0].start else None
        entry.end = Value(ranges[0].end.value(), above.line) if ranges[0].end else None
    elif entry.end is None and years_in(text):
        entry.end = Value(years_in(text)[-1][0], above.line)


def _degree_heading(units: list[Unit], index: int) -> tuple[str, int, bool] | None:
    """The degree a heading right above a unit names alone ("### MS", "### BSE")."""
    if index == 0 or not units[index - 1].heading:
        return None
    text = units[index - 1].lines[0].text.strip(" *_:")
    found = find_degree(text)
    if found is None or found[3] != 0 or text[found[4] :].strip(" .,"):
        return None
    return found[0], found[1], found[2]


def _no_institution_of_its_own(unit: Unit) -> bool:
    """A degree line that names no institution (one read only by its place is no name)."""
    entry = parse_entry(unit.text(unsquash, marked=True), unit)
    return entry is not None and (entry.institution is None or entry.institution.review is not None)


def _opens_with_degree(text: str, generic: bool = False) -> bool:
    """Whether an entry starts with the name of a degree, dates aside: a degree, wherever listed;
    ``generic`` lets the name be a kind only ("Bachelor's degree in X")."""
    found = find_degree(text)
    lead = text[: found[3]].strip(" |:,-–*") if found else ""
    return found is not None and (generic or not found[2]) and (not lead or only_dates(lead))


def _thesis_of(entries: list[Education], entry: Education) -> Education | None:
    """The degree above whose thesis ``entry`` only names (``PhD thesis - Title``, also below the
    degrees after it), or None."""
    if not entry.degree or entry.thesis is None or entry.institution is not None or entry.start or entry.end:
        return None
    return next((e for e in reversed(entries) if e.level == entry.level), None)


def _heading_entries(units: list[Unit]) -> tuple[dict[int, Unit], set[int]]:
    """A heading naming the institution over a short line with the degree (``### **University**
    | *City*`` over ``**Bachelor of Science** | *2019 – 2023*``), or a degree heading over the
    institution's line: the two as one unit, by the heading's index, and the indices of the lines
    taken."""
    joined: dict[int, Unit] = {}
    consumed: set[int] = set()
    cards = cards_beside_entries(units)
    for index, unit in enumerate(units[:-1]):
        below = units[index + 1]
        if index in consumed:
            continue  # the line under a dates heading is that heading's, not over the next one
        if index in cards and find_degree(cards[index][0].lines[0].text) is not None:
            # "09/2009-06/2013" / "Kaunas, Lithuania" beside "**Masters of Laws**" / "*X University*"
            joined[index], took = cards[index]
            consumed.update([index + 1] if took else [])
            continue
        if dates_heading_below(units, index) and find_degree(unit.lines[0].text) is not None:
            # "##### MSc Bioinformatics - Wageningen University" over "###### 2021-2023"
            joined[index] = Unit(unit.lines + below.lines, subheading=unit.subheading)
            consumed.add(index + 1)
            continue
        if (
            not unit.heading
            or below.heading
            or below.bullet
            or (len(below.lines) > 2 and not all(_note_on_degree(line.text) for line in below.lines[2:]))
            or len(unit.lines[0].text) > 120
            or (find_degree(unit.lines[0].text) is None) == (find_degree(below.text().value) is None)
        ):
            continue
        above = _dates_above(units, index, consumed) or _institution_above(units, index, consumed)
        joined[index] = Unit(
            [line for j in above[:1] for line in units[j].lines] + unit.lines + below.lines,
            subheading=unit.subheading,
        )
        consumed.update([*above, index + 1])
    return joined, consumed


def _note_on_degree(text: str) -> bool:
    """ "Advisor: Prof. X", "Thesis: Y": a line under a degree's entry that tells more of it."""
    return bool(_LABEL_RE.match(text) or _THESIS_RE.search(text))


def _institution_above(units: list[Unit], index: int, consumed: set[int]) -> list[int]:
    """A card of a résumé template: "##### Boston University" over "###### 9/2016 - 5/2019" over
    "Bachelor of Science - Computer Science": the institution's heading above the dates heading at
    ``index``, which is the degree's."""
    above = index - 1
    if (
        above < 0
        or above in consumed
        or not units[above].heading
        or not find_ranges(units[index].lines[0].text)
        or INSTITUTION_RE.search(units[index].lines[0].text)
    ):
        return []
    name = units[above].lines[0].text
    return (
        [above] if INSTITUTION_RE.search(name) and find_degree(name) is None and not find_dates(name) else []
    )


def _dates_above(units: list[Unit], index: int, consumed: set[int]) -> list[int]:
    """A card of a page builder: "2018 - 2019" over "### Master's Degree" over the heading of the
    degree at ``index``: the line of dates above (no more than a heading that names the degree's
    level between), which is the degree's; the dates first, then that heading, all taken."""
    above = index - 1
    if above >= 0 and units[above].heading and find_degree(units[above].lines[0].text) is not None:
        above -= 1
    if above < 0 or above in consumed or not range_line(units[above]):
        return []
    return list(range(above, index))


def _field_above_institution(target: Education, extra: Education) -> None:
    """The sub-items of a degree ("**Electrical Engineering**, 09/1999 - 03/2002" / "[Harbin
    Institute of Technology], Harbin"): a name taken for the institution that names none, then
    one that does; the first was the field."""
    taken, named = target.institution, extra.institution
    if (
        taken is not None
        and named is not None
        and target.field is None
        and not INSTITUTION_RE.search(str(taken.value))
        and not is_named_school(str(taken.value))
        and INSTITUTION_RE.search(str(named.value))
    ):
        target.field, target.institution, extra.institution = taken, named, None


def _absorb(target: Education, extra: Education) -> None:
    # a degree with a date of its own keeps its range ("Fall 2019 - Present"): the dates of a
    # line under it are that line's ("Summer School, Santa Fe Institute, Summer 2022"), unless
    # they end where it ends (its candidacy among the posts, "2016–2020")
    dated = target.start is not None or target.end is not None
    same_end = (
        target.end is not None
        and extra.end is not None
        and str(target.end.value)[:4] == str(extra.end.value)[:4]
    )
    for key in ("field", "institution", "department", "start", "end", "thesis"):
        if dated and not same_end and key in ("start", "end"):
            continue
        if getattr(target, key) is None and getattr(extra, key) is not None:
            setattr(target, key, getattr(extra, key))
    for key in ("advisors", "co_advisors", "committee"):
        have = {name_key(str(v.value)) for v in getattr(target, key)}
        for value in getattr(extra, key):
            if name_key(str(value.value)) not in have:
                getattr(target, key).append(value)


# "After completing my Bachelor's degree in 2021", "During my Bachelor's studies in X at Y"
_EDU_VERB = (
    r"(?:received|earned|obtained|got|completed|finished|hold|holds|have|has|was awarded|completing|"
    r"finishing|receiving|obtaining|earning|during|pursuing|did|doing)"  # "I did my PhD at X"
)
# "received a PhD from X", "received a joint PhD from X and Y"
_PROSE_DEGREE_RE = re.compile(
    rf"\b{_EDU_VERB}\s+"
    # "holds six patents as well as a B.S. in X": the degree after what else is held
    r"(?:[^.;]{1,40}?\bas\s+well\s+as\s+)?"
    r"(?:my|his|her|their|a|an|the|both)\s+(?P<joint>(?:dual|double|joint)\s+)?(?P<rest>.+)$",
    re.IGNORECASE,
)
# "graduated with dual Bachelor's degree from X and Y" (asked after the verbs above: "graduated
# with honors and obtained my Bachelor's degree")
_GRADUATED_WITH_RE = re.compile(
    r"\bgraduated\s+with\s+(?:(?:my|his|her|their|a|an|the)\s+)?(?P<joint>(?:dual|double|joint)\s+)?(?P<rest>.+)$",
    re.IGNORECASE,
)
_STUDENT_RE = re.compile(
    r"\b(?:I am|I'm|I’m|I was|(?:he|she|they)\s+(?:is|was|are))\s+"
    # "I'm Elena Petrova, a ...", "I am Jingbo Wang (王境博 in Chinese), a ..."
    r"(?:(?-i:[A-Z][\w'’.-]*(?:\s+[A-Z][\w'’.-]*){0,3})(?:\s*\([^()]{1,40}\))?,\s+)?"  # "I'm Jens, a ..."
    # "I'm also a PhD Candidate in X at Y" (not "also a visiting researcher": a post)
    r"(?:currently\s+|now\s+|also\s+(?=an?\s+(?:[\w.'’-]+\s+){0,3}(?:student|candidate)\b))?(?:an?)\s+"
    r"(?:[a-z]+\s+and\s+(?:an?\s+)?)?"  # "a mathematician and Master's student at X"
    # "a 3rd-year", and "a 3th-year" as typed
    r"(?:(?:first|second|third|fourth|fifth|sixth|final|[1-9](?:st|nd|rd|th))[- ]year\s+|"
    r"(?:senior|junior|sophomore|freshman)\s+)?"
    r"(?P<rest>.+)$",
    re.IGNORECASE,
)
_POST_WORDS_RE = re.compile(
    r"\b(?:postdoc|post-doc|postdoctoral|predoctoral|research\s+fellow|intern|internship|worked|working)\b",
    re.I,
)
_ADVISED_RE = re.compile(
    r"(?:\b(?:I|he|she|they)\s+(?:was|were|am|is|are)\s+(?:(?:also|currently|now|jointly)\s+)*|\band\s+(?:was\s+)?|"
    r"\bto\s+be\s+|^|,\s*)"
    r"(?P<co>co-)?(?:advised|supervised)\s+by\s+(?P<names>.+)$|"
    r"under\s+the\s+(?:supervision|guidance|direction|advising|mentorship)\s+of\s+(?P<names2>.+)$|"
    r"\bmy\s+(?:(?:Ph\.?D\.?|doctoral|thesis|master'?s?)\s+)?(?P<co3>co-)?(?:advisor|adviser|supervisor)s?\s*(?:is|was|were|are|,)?\s*"
    r"(?P<names3>.+)$",
    re.IGNORECASE,
)


def _advised_degree(sentence: Text, advised_at: int, entries: list[Education]) -> Education | None:
    """Of a sentence's degrees, the one whose clause the advisors follow: "my Ph.D. from X in
    2019, advised by A, and my B.S. from Y" names A for the Ph.D."""
    if len(entries) < 2:
        return None
    before = _prose_degrees(sentence.sub(0, advised_at))
    if not before:
        return None
    return next((e for e in reversed(entries) if e.degree == before[-1].degree), None)


def from_prose(layout: Layout) -> list[Education]:
    """Degrees stated in running text, with the advisors named in the same or next sentence."""
    out: list[Education] = []
    for paragraph in prose_texts(layout):
        last: Education | None = None
        earlier: list[tuple[str, list[Education]]] = []  # the paragraph's sentences so far
        for sentence in sentences(paragraph):
            text = sentence.value
            entries = _prose_degrees(sentence) or _labelled_degrees(sentence)
            entries += [e for e in _bracketed_degrees(sentence) if _match(entries, e) is None]
            same = _SAME_PLACE_RE.search(text)
            if same and any(entry.institution is None for entry in entries):
                # "... at X. I received my B.S. from the same university in 2023": from X
                before = next(filter(None, (_last_institution(*b) for b in reversed(earlier))), None)
                for entry in entries:
                    if before and entry.institution is None:
                        entry.institution = Value(before, sentence.line_at(same.start()))
            earlier.append((text, entries))
            for entry in entries:
                # "... by the Universitat de Barcelona (UB). I also have a MSc ... by UB": the name
                # the page spelled out for the acronym
                school = entry.institution
                if school is not None and re.fullmatch(r"[A-Z]{2,6}", str(school.value)):
                    if full := _defined_acronym(str(school.value), paragraph.value):
                        entry.institution = Value(full, school.line)
            opening = _IN_YEAR_RE.match(text)
            for entry in entries:
                if opening and entry.start is None and entry.end is None:  # "In 2018, I received my Ph.D."
                    entry.end = Value(int(opening.group(1)), sentence.line_at(0))
            for entry in entries:
                out.append(entry)
                last = entry
            advised = _ADVISED_RE.search(text)
            if advised and not entries and _POST_WORDS_RE.search(text[: advised.start()]):
                advised = None  # "I then did a postdoc at X, under the supervision of Y": a mentor
            if advised:
                names = names_in(
                    advised.group("names") or advised.group("names2") or advised.group("names3") or ""
                )
                target = _advised_degree(sentence, advised.start(), entries) or last or _latest_doctorate(out)
                if names and target is not None:
                    co = advised.group("co") or advised.group("co3")
                    bucket = target.co_advisors if co and len(names) == 1 else target.advisors
                    named = {name_key(str(v.value)) for v in target.advisors + target.co_advisors}
                    for name in names:
                        if name_key(name) not in named:  # named again in a later sentence: once
                            named.add(name_key(name))
                            bucket.append(Value(name, sentence.line_at(advised.start())))
                elif names and target is None:
                    pending = Education("PhD", 3, True, sentence.line_at(0), from_prose=True)
                    pending.advisors = [Value(n, sentence.line_at(advised.start())) for n in names]
                    pending.review.append("advisors named in prose; the degree they advised is a guess")
                    out.append(pending)
    return out


# "Background: M.Tech in X (CGPA 9.39) from Y (2022–2024), B.Tech in X from Z (2018–2022).": a
# label, then degrees parted by commas
_DEGREES_LABEL_RE = re.compile(r"(?:^|(?<=\s))(?:Background|Education|Qualifications?|Degrees?)\s*:\s*")
_GRADE_BRACKET_RE = re.compile(r"\s*\((?:C?GPA|CPI|Grade)\b[^()]*\)", re.I)


def _labelled_degrees(sentence: Text) -> list[Education]:
    label = _DEGREES_LABEL_RE.search(sentence.value)
    if label is None:
        return []
    # "(CGPA 9.39)": the grade, blanked (offsets kept)
    text = _GRADE_BRACKET_RE.sub(lambda m: " " * len(m.group(0)), sentence.value)
    if (first := find_degree(text[label.end() :])) is None or first[3] != 0:
        return []
    starts = [label.end()] + [
        comma.end()
        for comma in re.finditer(r",\s+", text)
        if comma.start() > label.end() and (found := find_degree(text[comma.end() :])) and found[3] == 0
    ]
    out = []
    for start, end in zip(starts, [*starts[1:], len(text)]):
        clause = text[start:end].rstrip(" ,.")
        entry = _prose_degree(clause, sentence, start)
        if entry is not None and entry.institution is not None:
            out.append(entry)
    return out


def _defined_acronym(acronym: str, text: str) -> str | None:
    """The name a text gives an acronym in brackets after it: "Universitat de Barcelona (UB)"."""
    word = r"[A-Z][\w'’.-]*"
    defined = re.search(
        rf"({word}(?:\s+(?:(?:of|de|di|da|do|del|la|le|for|and|&)\s+)?{word})*)\s*\({re.escape(acronym)}\)",
        text,
    )
    return defined.group(1) if defined else None


_SAME_PLACE_RE = re.compile(
    r"\b(?:from|at)\s+the\s+same\s+(?:university|institution|institute|school|college)\b"
)
_AT_PLACE_RE = re.compile(r"\b(?:at|from)\s+(?:the\s+)?(?P<org>[A-Z][^,.;()]*)")


def _last_institution(text: str, entries: list[Education]) -> str | None:
    """The last institution a sentence names: the last "at X" or "from X" that is one, else the
    institution of its last degree that has one."""
    for match in reversed(list(_AT_PLACE_RE.finditer(text))):
        if INSTITUTION_RE.search(match.group("org")) or is_named_school(match.group("org")):
            org, _ = pick_org(org_parts(org_text(match.group("org"))))
            if org:
                return org
    placed = [entry.institution.value for entry in entries if entry.institution is not None]
    return str(placed[-1]) if placed else None


# "In 2018, I received ...": the year of what the sentence states
_IN_YEAR_RE = re.compile(r"^\s*In\s+((?:19|20)\d\d),?\s")


# "I studied linguistics at Ghent University (B.A., 2007)": the degree and its year in brackets
_BRACKETED_DEGREE_RE = re.compile(
    r"\b(?:at|from)\s+(?:the\s+)?(?P<org>[A-Z][^()]*?)\s*\((?P<inner>[^()]{2,40})\)"
)


def _bracketed_degrees(sentence: Text) -> list[Education]:
    out = []
    for match in _BRACKETED_DEGREE_RE.finditer(sentence.value):
        degree, years = find_degree(match.group("inner")), years_in(match.group("inner"))
        org = match.group("org").strip()
        if degree is None or degree[2] or degree[3] > 0 or not years or not INSTITUTION_RE.search(org):
            continue
        entry = Education(
            degree[0], degree[1], degree[2], sentence.line_at(match.start("inner")), from_prose=True
        )
        entry.institution = Value(split_org(org).organization or org, sentence.line_at(match.start("org")))
        entry.end = Value(years[-1][0], sentence.line_at(match.start("inner")))
        out.append(entry)
    return out


def _latest_doctorate(entries: list[Education]) -> Education | None:
    for entry in reversed(entries):
        if entry.level == 3:
            return entry
    return None


# "... from X in 2005, and my Doctoral Degree from Y in 2014", "..., and a BSc in X from Y": one
# clause a degree
# (IEEE-style bios: "..., in 2005, and the M.Sc. and Ph.D. degrees from Y"; "... and Ph.D. degree in
# X": cut there when a degree follows, see _prose_degrees)
_AND_MY_RE = re.compile(
    r"(?:,?\s+and|;)\s+(?:and\s+)?(?:(?P<article>my|his|her|their|an?|the|both)\s+)?(?=\S)"
    # "... from the University of Edinburgh, the BEng degree in X from Y": a comma, then the next
    # degree with its article
    r"|,\s+(?P<listed>my|his|her|their|the)\s+(?=(?:[A-Z][\w.']*\s+){1,2}degree\b)",
    re.IGNORECASE,
)
_BOTH_FROM_RE = re.compile(r",?\s+both\s+(?:degrees\s+)?from\s+", re.IGNORECASE)
# "B.S. and M.S. degrees from X in 2005 and 2008, respectively"
_TWO_DEGREES_RE = re.compile(r"(?P<first>[^,]+?)\s+and\s+(?P<second>[^,]+?\s+[Dd]egrees\b.*)$")
_RESPECTIVE_YEARS_RE = re.compile(r"\b((?:19|20)\d\d)\s*(?:,|and|&)\s*((?:19|20)\d\d)\b,?\s+respectively\b")


# "a fourth-year physics with astronomy MPhys student": words in lower case before the degree
_WORDS_AHEAD_RE = re.compile(r"(?P<field>[a-z][\w'’-]*(?:\s+(?:and\s+|with\s+|&\s+)?[a-z][\w'’-]*){0,4})\s+")
# "a Computer Science PhD student at X": capitalised words of a field before the degree
_FIELD_AHEAD_RE = re.compile(r"(?P<field>[A-Z][\w'’-]*(?:\s+(?:and\s+|&\s+)?[A-Z][\w'’-]*){0,4})\s+")


def _prose_degrees(sentence: Text) -> list[Education]:
    """The degrees a sentence says someone received: one per clause, two for "X and Y degrees"."""
    match = (
        _PROSE_DEGREE_RE.search(sentence.value)
        or _GRADUATED_WITH_RE.search(sentence.value)
        or _STUDENT_RE.search(sentence.value)
    )
    if not match:
        return []
    rest, offset = match.group("rest"), match.start("rest")
    field = None
    if match.re is _STUDENT_RE and (ahead := _FIELD_AHEAD_RE.match(rest) or _WORDS_AHEAD_RE.match(rest)):
        named = find_degree(rest[ahead.end() :])
        if named is not None and named[3] == 0 and not _names_an_institution(ahead.group("field")):
            # "a final-year Physics and Data Science undergraduate at X": the field, then the degree
            # ("a fourth-year physics with astronomy MPhys student": words in lower case, which may
            # as well say what kind of student, taken for no field)
            if ahead.re is _FIELD_AHEAD_RE:
                field = Value(ahead.group("field"), sentence.line_at(offset))
            rest, offset = rest[ahead.end() :], offset + ahead.end()
    # "the M.Sc. degree in X (2017) and Ph.D. degree in X (2022), both degrees from Y": where
    # both were received, said once at the end
    both = _BOTH_FROM_RE.search(rest)
    if both:
        rest = rest[: both.start()] + " from " + " " * (both.end() - both.start() - 6) + rest[both.end() :]
    cuts: list[tuple[int, int]] = []
    for cut in _AND_MY_RE.finditer(rest):
        if cut.group("article") is None and cut.group("listed") is None:
            before = rest[cuts[-1][1] if cuts else 0 : cut.start()]
            named, first = find_degree(rest[cut.end() :]), find_degree(before)
            # "... in X (2017) and Ph.D. degree in Y": a second degree, not "M.Sc. and Ph.D.
            # degrees from Y" (two degrees named at once); "a degree in X and Master in Y": a
            # degree of no level named first, then one
            unnamed = first is None and re.match(r"degree\s+in\s+\S", before.strip(), re.I)
            if named is None or named[3] > 0 or not (unnamed or (first and before[first[4] :].strip(" .,"))):
                continue
        cuts.append((cut.start(), cut.end()))
    starts = [0] + [end for _, end in cuts]
    ends = [start for start, _ in cuts] + [len(rest)]
    out: list[Education] = []
    bare: Education | None = None  # a degree named alone, whose field and place the next one gives
    placeless: list[Education] = []  # degrees named with a field and no place, before one with a place
    for start, end in zip(starts, ends):
        clause = rest[start:end]
        two = _TWO_DEGREES_RE.match(clause)
        first = find_degree(two.group("first") + " degree") if two else None
        if two and first is not None and first[3] == 0:  # the first part is the degree, no more
            second = _prose_degree(two.group("second"), sentence, offset + start + two.start("second"))
            if second is not None:
                entry = Education(first[0], first[1], first[2], second.line, from_prose=True)
                entry.institution, entry.department = second.institution, second.department
                years = _RESPECTIVE_YEARS_RE.search(clause)
                if years and second.end is not None:
                    entry.end = Value(int(years.group(1)), second.end.line)
                    second.end = Value(int(years.group(2)), second.end.line)
                else:
                    entry.end = second.end
                out += [entry, second]
                bare = None
                continue
        single = _prose_degree(clause, sentence, offset + start)
        if single is None:
            bare = None
            continue
        if bare is not None and single.institution is not None:
            # "an M.Sc. and a B.Sc. in Computer Science from X": both in that field, from X
            bare.institution, bare.field, bare.end = single.institution, single.field, single.end
        if single.institution is not None:
            # "an M.A. in Economics and B.A degrees in Economics and Political Science from X": all
            # from X, and in the year it gives ("..., and a M.Eng in Y from MIT in 2013")
            for earlier in placeless:
                earlier.institution = single.institution
                earlier.end = earlier.end or single.end
                earlier.review.append("the institution and year the sentence names for the degree after it")
            placeless = []
        elif single.field is not None and not re.search(r"\b(?:at|from)\b", clause):
            placeless.append(single)
        # the degree alone, nothing after it (found again only for an entry that has nothing else)
        alone = single.institution is None and single.field is None and single.end is None
        degree = find_degree(clause) if alone else None
        bare = single if degree is not None and not clause[degree[4] :].strip(" .") else None
        out += _degree_at_each(single) if match.groupdict().get("joint") else [single]
    if both and out and out[-1].institution is not None:
        for entry in out[:-1]:
            entry.institution = entry.institution or out[-1].institution
    if field is not None and len(out) == 1 and out[0].field is None:
        out[0].field = field
    return out


def _degree_at_each(entry: Education) -> list[Education]:
    """A dual or joint degree "from X and Y", two institutions each named: one degree at each."""
    if entry.institution is None:
        return [entry]
    parts = re.split(r"\s+and\s+", str(entry.institution.value))
    if len(parts) != 2 or not all(INSTITUTION_RE.search(part) for part in parts):
        return [entry]
    second = replace(
        entry,
        institution=Value(parts[1], entry.institution.line),
        advisors=list(entry.advisors),
        co_advisors=list(entry.co_advisors),
        committee=list(entry.committee),
        review=list(entry.review),
    )
    entry.institution = Value(parts[0], entry.institution.line)
    return [entry, second]


# "... at the University of X (2022–2025), where I also received my Ph.D.": the place of the degree
_WHERE_RE = re.compile(
    r"\bat\s+(?:the\s+)?(?P<org>[A-Z][^,()]*?)\s*(?:\([^()]*\))?,\s+where\s+(?:\w+\s+){1,4}$"
)


_WHERE_FAR_RE = re.compile(
    r"\bat\s+(?:the\s+)?(?P<org>[A-Z][^,()]*?)\s*(?:\([^()]*\))?,?\s+where\s+(?:\S+\s+){1,12}$"
)


def _names_an_institution(text: str) -> bool:
    return bool(INSTITUTION_RE.search(text) or is_named_school(text) or UNIT_RE.search(text))


# "a double BSc on Mathematics by the Universitat de Barcelona": the school that awards it (not a
# "PhD by research", by what it was earned)
_BY_SCHOOL = r"by(?!\s+(?:research|thesis|coursework|publication))\b"


def _prose_degree(rest: str, sentence: Text, offset: int) -> Education | None:
    """The degree of a clause that starts with it: ``PhD in X from Y in 2014``."""
    degree = find_degree(rest)
    if degree is None or degree[3] > 3:
        return None
    entry = Education(degree[0], degree[1], degree[2], sentence.line_at(offset), from_prose=True)
    after = rest[degree[4] :]
    # "PhD fellow", "PhD researcher": a doctoral student's post in Scandinavia and the Netherlands
    after = re.sub(
        r"^\s*(?:degrees?|student|candidate|fellow|researcher|studies)\b", "", after, flags=re.IGNORECASE
    )
    after = re.sub(r"^\s*majoring(?=\s+in\s)", "", after)  # "a master's student majoring in X at Y"
    # "in mechanical engineering in University of X", "(an undergraduate) studying X at Y": the
    # field, then where
    # "my Master of Data Science at X": after a degree named only by its level, "of" names the field
    lead = r"in|on|studying|of" if degree[2] else r"in|on|studying"
    field_match = re.match(
        rf"\s*(?:{lead})\s+(?P<field>[^,]+?)\s+(?=from\b|at\b|@|{_BY_SCHOOL}|in\s+(?:the\s+)?(?=[A-Z])[^,]*?\b(?:University|Institute)\b)",
        after,
    )
    listed = re.match(
        r"\s*(?:in|on)\s+(?P<field>[A-Z][^,()]*(?:,\s+(?:and\s+)?[A-Z][^,()]*)+?)\s+(?=from\b|at\b)", after
    )
    if field_match is None and listed and not _names_an_institution(listed.group("field")):
        field_match = listed  # "my BA in Philosophy, Politics, and Economics from X": a field of three
    # "the M.Sc. degree in Computer Science (2017)": the field, then its year in brackets
    bracketed = re.match(r"\s*in\s+(?P<field>[^,()]+?)\s*\(((?:19|20)\d\d)\)", after)
    if field_match is None and bracketed and not _names_an_institution(bracketed.group("field")):
        entry.field = Value(bracketed.group("field").strip(), sentence.line_at(offset))
        entry.end = Value(int(bracketed.group(2)), sentence.line_at(offset))
        after = after[bracketed.end() :]
    if field_match:
        field_text = field_match.group("field").strip(' "“”')  # 'a "PhD in X" from Y': no quote
        year = parse_date(field_text)
        led = re.match(r"((?:19|20)\d\d)\s+(?:I|he|she|they|we)\b", field_text)
        if led:  # "my Bachelor's degree in 2021 I interned at X": the year; the rest is another clause
            entry.end = Value(int(led.group(1)), sentence.line_at(offset))
            return entry
        in_brackets = re.search(r"\s*\(((?:19|20)\d\d)\)$", field_text)
        if in_brackets:  # "the M.Sc. degree in Physics (2017) from X": the field, its year apart
            entry.end = Value(int(in_brackets.group(1)), sentence.line_at(offset))
            field_text = field_text[: in_brackets.start()]
        trailing = re.search(r"\s+in\s+((?:19|20)\d\d)$", field_text)
        if year is None and trailing:  # "my PhD in Theoretical Physics in 2020 at X": the field, the year
            entry.end = Value(int(trailing.group(1)), sentence.line_at(offset))
            field_text = field_text[: trailing.start()]
        if year is not None:  # "my PhD in 2015 from X": the year, no field
            entry.end = Value(year.value(), sentence.line_at(offset))
        elif UNIT_RE.search(field_text):  # "a PhD candidate in the Databases group at X": where, no field
            entry.department = Value(re.sub(r"^the\s+", "", field_text), sentence.line_at(offset))
        else:
            entry.field = Value(field_text, sentence.line_at(offset))
        after = after[field_match.end() :]
    place = re.match(rf"\s*(?:(?:from|at|in)\s+|{_BY_SCHOOL}\s+|@\s*)(?P<org>.+)$", after)
    field_in = re.match(r"\s*in\s+(?P<field>[A-Z][^,]*?)(?=,|\s+in\s+(?:19|20)\d\d\b|$)", after)
    if place and field_in and entry.field is None and not _names_an_institution(field_in.group("field")):
        # "my Ph.D. in Computer Science in 2022, advised by X": a field, and where the sentence
        # said before ("at X, where I also received my Ph.D.")
        entry.field = Value(field_in.group("field").strip(), sentence.line_at(offset))
        in_year = re.match(r"\s+in\s+((?:19|20)\d\d)\b", after[field_in.end() :])
        if in_year:
            entry.end = Value(int(in_year.group(1)), sentence.line_at(offset))
        where = _WHERE_RE.search(sentence.value[:offset])
        if where:
            entry.institution = Value(org_text(where.group("org")).strip(), sentence.line_at(offset))
        return entry
    if not place:
        return entry
    when = re.match(rf"\s*(?:in\s+)?({DATE})\b", after)
    if when and (finished := parse_date(when.group(1))) is not None:
        # "... at X where I worked with Y and finished my PhD in 2017": the year, and where
        entry.end = Value(finished.value(), sentence.line_at(offset))
        where = _WHERE_FAR_RE.search(sentence.value[:offset])
        if where and _names_an_institution(where.group("org")):
            entry.institution = Value(org_text(where.group("org")).strip(), sentence.line_at(offset))
        return entry
    # "by UB aswell": the words that say it is one more, no part of the name
    org_phrase = re.sub(r"\s+(?:as\s*well|too|also)\W*$", "", org_text(place.group("org")))
    # "the Ph.D in the MAP-i Doctoral Programme in Computer Science": the programme's own name
    named = re.sub(r"\s+(?:Doctoral|Ph\.?\s?D\.?|Graduate)\s+Program(?:me)?\b.*$", "", org_phrase)
    org, department = pick_org(org_parts(named))
    if org:
        entry.institution = Value(org, sentence.line_at(offset))
    if department:
        entry.department = Value(department, sentence.line_at(offset))
    tail = place.group("org")[len(org_phrase) :]
    span = find_ranges(tail[:60])  # "..., from August 2014 to June 2019"
    date = find_dates(tail[:40])
    if span:
        if span[0].start:
            entry.start = Value(span[0].start.value(), sentence.line_at(offset))
        if span[0].end:
            entry.end = Value(span[0].end.value(), sentence.line_at(offset))
    elif date and _SINCE_BEFORE_RE.search(tail[: date[0][1]]):
        # "a first-year MS student at X, supervised by Y since 2025 Fall": when it began
        entry.start = Value(date[0][0].value(), sentence.line_at(offset))
    elif date:
        entry.end = Value(date[0][0].value(), sentence.line_at(offset))
    return entry


# "Bachelor Applied Mathematics, Delft (uncompleted)": a degree begun and not finished
_UNFINISHED_RE = re.compile(
    # and "(not completed: 61,5/120 ECTS)", the reason after it
    r"\((?:uncompleted|incomplete|not\s+completed|unfinished|discontinued|did\s+not\s+(?:finish|complete))(?:[:;,][^()]*)?\)"
    # "First year of dual bachelor's degree: X, 09/2022 – 05/2023": a year of it, then elsewhere
    r"|^\W*(?:first|1st)\s+year\s+of\b",
    re.I,
)
# "Studied for two semesters. Left after that ...": under the school's line, the time spent, no degree
_STUDIED_FOR_RE = re.compile(r"^\W*studied\s+(?:there\s+)?for\s+(?:\w+|\d+)\s+semesters?\b", re.I)


def without_unfinished(
    entries: list[Education], layout: Layout
) -> tuple[list[Education], list[tuple[int, str]]]:
    """Degrees whose line says they were not completed are left out (the graph would state a
    degree held), each with a note naming its line."""
    unfinished = {line.number for line in layout.lines if _UNFINISHED_RE.search(line.text)}
    # a line that says only how long it was studied marks the entry's last line above it
    unfinished |= {line.number - 1 for line in layout.lines if _STUDIED_FOR_RE.search(line.text)}
    kept, notes = [], []
    for entry in entries:
        lines = {entry.line} | (
            {entry.institution.line} if entry.institution and entry.institution.line else set()
        )
        if lines & unfinished:
            where = entry.institution.value if entry.institution else "?"
            notes.append(
                (entry.line, f"line {entry.line}: {entry.degree} at '{where}' left out: not completed")
            )
        else:
            kept.append(entry)
    return kept, notes


def merge(primary: list[Education], secondary: list[Education]) -> list[Education]:
    """Add the facts of ``secondary`` entries (prose, front matter) to matching ``primary`` ones."""
    out = list(primary)
    for extra in secondary:
        target = _match(out, extra)
        if target is None:
            out.append(extra)
            continue
        if target.generic and not extra.generic:
            target.degree, target.generic = extra.degree, False
        if (
            extra.end is not None
            and target.end is not None
            and target.start is None
            and _year(extra.end) > _year(target.end)
            and (extra.start is None or _year(extra.start) == _year(target.end))
        ):
            # a Hugo "year: 2014" and the bio's "received a Master degree ... in June, 2017" (or
            # "(2014 - 2017)"): the earlier year is when the degree began
            target.start, target.end = target.end, extra.end
            target.review.append("the earlier year of two read as the start")
        if extra.end is not None and target.end is not None and _year(extra.end) != _year(target.end):
            target.review.append(
                f"the page gives {target.end.value} and {extra.end.value} (line {extra.end.line}) for the end"
            )
        if (
            extra.end is not None
            and target.end is not None
            and _year(extra.end) == _year(target.end)
            and len(str(extra.end.value)) > len(str(target.end.value))
        ):
            target.end = extra.end
        _absorb(target, extra)
    return out


def _year(value: Value) -> int:
    return int(str(value.value)[:4])


def _match(entries: list[Education], extra: Education) -> Education | None:
    for entry in entries:
        if entry.level != extra.level:
            continue
        if extra.institution is None or entry.institution is None:
            return entry
        if same_institution(entry.institution, extra.institution):
            return entry
        if extra.generic and extra.level == 3 and not any(e.level == 3 and e is not entry for e in entries):
            return entry
    return None


def same_institution(one: Value, other: Value) -> bool:
    """The same institution written two ways: one name inside the other, or an acronym of it."""
    # (the modifier letters some names are spelt with, as Hawaiian's ʻokina, apart: "Hawaiʻi", "Hawaii")
    a, b = (re.sub(r"[\u02b0-\u02ff]", "", name_key(str(v.value))) for v in (one, other))
    return a == b or a in b or b in a or _same_acronym(a, b)


def _same_acronym(a: str, b: str) -> bool:
    short, long = sorted((a, b), key=len)
    initials = "".join(w[0] for w in long.split() if w not in ("of", "and", "the", "at", "in"))
    return short.replace(" ", "") == initials


def assign_orphan_dates(
    entries: list[Education], orphans: list[tuple[When | None, When | None, int]]
) -> None:
    """A PDF layout can move a degree's right-aligned dates away from it ("July 2004 - June 2008"
    alone in another section). Give such a range to an entry without dates when it fits just
    before the next degree (marked for review)."""
    for entry in sorted(entries, key=lambda e: e.level):
        if entry.start or entry.end or not orphans or entry.level < 1:
            continue
        later = [e for e in entries if e.level > entry.level and e.start is not None]
        limit = min((str(e.start.value) for e in later if e.start is not None), default=None)
        for index, (start, end, line) in enumerate(orphans):
            if end is None or start is None:
                continue
            end_value = end.value()
            if (
                (limit is None or end_value <= limit)
                if isinstance(end_value, str)
                else str(end_value) <= str(limit)
            ):
                reason = (
                    f"the dates stand alone on line {line}, away from this degree (PDF layout); assigned here"
                )
                entry.start = Value(start.value(), line, reason)
                entry.end = Value(end.value(), line)
                del orphans[index]
                break
