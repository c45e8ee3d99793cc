"""Positions: title, organisation, department, dates, mentors, kind; current or past.

From experience sections in their common shapes (``Title, Unit, Organisation, 2019 - 2022``;
``**Organisation** City`` over ``*Title* *Dates*``; ``Organisation, City 10/2016–Present Title
08/2020–Present Mentors: ...`` in PDF text; ``2016.6 - 2016.9: Research intern at X``), from
prose ("I am an assistant professor in the X Department at Y", "Before that, I was a research
scientist at Z"), and from news items that date a start ("[01/11/24] Start working as ...").
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass, replace
from dataclasses import field as _list_field

from ..names import name_key, title_key
from .contact import names_the_document
from .dates import (
    DATE,
    DURATION_AFTER_RE,
    MONTH,
    OPEN_END,
    Range,
    When,
    beside_dates,
    date_only_range,
    ends_before,
    find_dates,
    find_ranges,
    heading_dates,
    only_dates,
    parse_date,
    years_in,
)
from .draft import Node
from .education import Value, is_degree_entry, unsquash
from .layout import (
    FIELD_RE,
    PAST_HEADING_RE,
    RECORD_FIELD_RE,
    Layout,
    Text,
    Unit,
    cards_beside_entries,
    classify_heading,
    dates_heading_below,
    field_values,
    range_line,
)
from .markup import Line
from .orgs import (
    CITY_NAMES,
    CJK_CHAR,
    CJK_TITLE_HEAD,
    CORPORATE_SUFFIX_RE,
    FIELD_ACRONYMS,
    FRENCH_AT,
    HEAD_FIRST_TITLES,
    INSTITUTION_RE,
    TITLE_HEADS,
    UNIT_RE,
    OrgParts,
    campus_dashes,
    clean_org,
    correct_title,
    has_cjk,
    is_named_school,
    is_place,
    is_title_word,
    is_town,
    joint_employers,
    names_an_employer,
    place_after_colon,
    split_org,
)
from .people import looks_like_name, strip_person_title
from .prose import (
    KEPT_COMMA,
    SENTENCE_STOP_RE,
    is_told,
    keep_enumeration_commas,
    names_in,
    org_parts,
    org_text,
    pick_org,
    prose_texts,
    sentences,
)

_MENTOR_RE = re.compile(
    r"(?P<label>(?:mentors?|advis(?:or|er)s?|supervisors?|managers?|hosts?)\s*[:：]|"
    r"(?:working|worked)\s+with|advised\s+by|supervised\s+by|hosted\s+by|"
    # ", with Prof. X", ", Prof. X" after the organisation: the person the post was with (a name in
    # capitals whatever the case of the rest: not ", Professor of Psychology", a title)
    r",\s*(?:with|under)\s+(?=(?:Prof(?:essor)?|Dr)\b)|,\s*(?=(?:Prof(?:essor)?\.?|Dr\.)\s+(?-i:[A-Z])))\s*",
    re.IGNORECASE,
)
# a student is in education, save an "intern student" (an intern, so named in much of Asia), a
# "working student" (a student's job in a firm, Germany's "Werkstudent") and a "researcher student"
# (a researcher who is a student, paid for the research: "Graduate Researcher Student")
_NOT_POSITIONS = re.compile(
    r"\b(?<!intern )(?<!summer )(?<!co-op )(?<!working )(?<!researcher )"
    r"(?:student|candidate|undergraduate|alumn\w*)$",
    re.IGNORECASE,
)
# a seat on a conference's committee, or the chair of one of its tracks: service, whatever
# section it stands in
_SERVICE_TITLE_RE = re.compile(
    r"(?:(?:technical\s+)?program(?:me)?|organi[sz]ing|steering|artifact\s+evaluation)\s+committee\b|"
    r"T?PC\s+(?:member|chair)\b|track\s+chair\b",
    re.IGNORECASE,
)
_CONNECTORS = frozenset(
    {"&", "and", "of", "de", "von", "van", "der", "-", "/"}
)  # "Alexander von Humboldt Fellow"


@dataclass
class Position:
    line: int
    title: Value | None = None
    organization: Value | None = None
    department: Value | None = None
    kind: str | None = None
    start: Value | None = None
    end: Value | None = None
    current: bool | None = None
    mentors: list[Value] = _list_field(default_factory=list)
    review: list[str] = _list_field(default_factory=list)
    from_prose: bool = False
    open_end: bool = False
    also: list[Value] = _list_field(default_factory=list)  # titles held with this one ("X, and Y")
    # the other spells the same post was held in ("May 2022 – July 2023, May 2024 – July 2025"):
    # (start, end, open end) of each
    spells: list[tuple[Value | None, Value | None, bool]] = _list_field(default_factory=list)
    text: str = ""  # the entry's text, as read (where its phrases stand)

    def node(self) -> Node:
        node = Node(self.line)
        for key in ("title", "organization", "department"):
            value = getattr(self, key)
            if value is not None:
                node.put(key, value.value, value.line, value.review)
        node.put("kind", self.kind)
        for key in ("start", "end"):
            value = getattr(self, key)
            if value is not None:
                node.put(key, value.value, value.line, value.review)
        if self.current is False and self.end is None:
            node.put("current", False)
        if self.mentors:
            node.put("mentors", [m.value for m in self.mentors], self.mentors[0].line)
        for reason in self.review:
            node.flag("", reason)
        return node


# academic titles of other languages, whole: a curator keeps them as the page writes them
_OTHER_LANGUAGE_TITLE_RE = re.compile(
    r"(?:ma[iî]tre\s+de\s+conf[ée]rences?|charg[ée]e?\s+de\s+recherches?|"
    r"direct(?:eur|rice)\s+de\s+recherches?|wissenschaftliche[rn]?\s+mitarbeiter(?:in)?|"
    r"privatdozent(?:in)?|profesor(?:a)?\s+(?:titular|asociad[oa]|ayudante|contratad[oa]\s+doctor)|"
    r"assegnista\s+di\s+ricerca|ricercat(?:ore|rice)(?:\s+a\s+tempo\s+(?:in)?determinato)?|"
    r"professor(?:e|essa)\s+(?:associat[oa]|ordinari[oa])|"
    # Vietnamese, head first, with the English words that qualify it: "Lập trình viên Front-end"
    r"(?:lập\s+trình\s+viên|thực\s+tập\s+sinh|nhân\s+viên|giảng\s+viên|nghiên\s+cứu\s+viên|kỹ\s+sư|"
    r"trưởng\s+nhóm)(?-i:\s+[A-Z][\w.+#/-]*)*)(?!\w)",
    re.IGNORECASE,
)


# words that end a head-first title: where the employer or the dates begin ("chez X", "de 2007 à 2010")
_ROMANCE_PREPOSITIONS = frozenset("à au aux chez pour de du des en dans al a con presso at in of for".split())
_ROMANCE_OF_RE = re.compile(r"de|di|da|do|des|du|del|della")
_ELIDED_OF_RE = re.compile(r"d['’][^\W\d_]+")
_ROMANCE_ARTICLES = frozenset("la le les el los las il lo gli a o os as".split())
# what a post is of, written in capitals after "de" as titles write it ("Ingeniero de Datos",
# "Chef de Projet"), or where the post is done ("Servente de Mesa", a waiter): never an employer
_ROMANCE_FIELDS = frozenset(
    """
    datos données dati dados sistemas systèmes sistemi proyecto proyectos projet projets progetto
    progetti projeto projetos ventas ventes vendite vendas investigación recherche ricerca pesquisa
    desarrollo développement sviluppo desenvolvimento calidad qualité qualità qualidade producto
    produit prodotto produto operaciones opérations operazioni operações redes réseaux reti
    informática informatique informatica tecnología technologie tecnologia soporte support
    negocio negocios affaires comunicación communication comunicazione finanzas finances finanza
    bureau parlement rédaction mesa
    """.split()
)


def take_title(text: str, prose: bool = False) -> tuple[str, int] | None:
    """The job title at the start of a phrase and where it ends: ``Research Assistant Professor
    in the Department of X`` -> (``Research Assistant Professor``, 28)."""
    other = _OTHER_LANGUAGE_TITLE_RE.match(text)
    if other:  # "Maître de conférences", "Chargé de recherche"
        return other.group(0), other.end()
    tokens = list(re.finditer(r"[^\s,;:()]+", text))
    last_head = None
    unknown = 0
    lower_case_lead = _lower_case_words_before_head(tokens)
    head_first = False
    for index, token in enumerate(tokens):
        word = token.group(0)
        lowered = word.lower()
        if lowered in ("at", "in", "of", "with", "for", "from", "on", "since", "to") and not (
            # "Board of Directors and Lead Developer": a board's seat is a title
            lowered == "of"
            and index > 0
            and tokens[index - 1].group(0).lower() == "board"
            and index + 1 < len(tokens)
            and tokens[index + 1].group(0).lower() in ("directors", "trustees", "governors")
        ):
            break
        if (
            index > 0
            and ";" in text[tokens[index - 1].end() : token.start()]
            # not "Research Assistant; Software Developer, Blouin Lab": two titles of one post
            and not (
                last_head == index - 1 and _whole_title(re.split(r"[,|(;]", text[token.start() :], 1)[0])
            )
        ):
            break  # "Web Developer; Texas Faculty Association": a semicolon ends a field
        scrum = lowered == "master" and index > 0 and tokens[index - 1].group(0).lower().endswith("scrum")
        if (
            is_title_word(word, head=True)
            or scrum  # "Scrum Master", not a master's degree
            or (last_head == index - 1 and re.fullmatch(r"I{1,3}|IV|[A-Z]\d{1,2}", word))  # "Engineer E2"
            or (  # "Software Engineer Level 2", "Research Fellow Grade 7"
                last_head is not None
                and last_head >= index - 2
                and re.fullmatch(r"\d{1,2}|[A-E]|I{1,3}|IV", word)
                and tokens[index - 1].group(0).lower() in ("level", "grade", "band")
            )
        ):
            last_head = index  # a grade after the noun ("Staff Engineer II") is part of the title
            continue
        if (
            prose
            and lowered in ("and", "&")
            and last_head is None
            and index > 0
            and all(t.group(0)[:1].isupper() for t in tokens[:index])
            and _capitalised_run_to_head(tokens, index + 1)
        ):
            continue  # "a Teaching and Research Assistant at X": two words share the head noun
        if prose and lowered in ("and", "&"):
            break
        if (
            is_title_word(word)
            or lowered in _CONNECTORS
            or re.fullmatch(r"R&D|I+|[A-Z]{2,5}\d*|\(\w+\)|\d[A-Z]?", word)  # a grade: "Technician 2B"
        ):
            continue
        if (
            index > 0
            and lowered in ("time", "end")
            and tokens[index - 1].group(0).lower() in ("part", "full", "back", "front")
        ):
            continue  # "Part Time Back End Developer": "Part Time" and "Back End" are a word each
        if (word[:1].isupper() or re.match(CJK_CHAR, word)) and unknown < 3 and not prose:
            unknown += 1  # a word of the title's own, in capitals or in a script without them
            continue
        if prose and word[:1].isupper() and unknown < 3 and _capitalised_run_to_head(tokens, index):
            # "an Academy Research Fellow", "a Radar Signal Processing Engineer": capitals to the noun
            unknown += 1
            continue
        following = tokens[index + 1].group(0) if index + 1 < len(tokens) else ""
        if prose and not unknown and word.isalpha() and is_title_word(following, head=True):
            unknown += 1  # "a software development engineer": one word of its own before the noun
            continue
        if not prose and index < lower_case_lead:
            continue  # "full stack developer": a title written in lower case, in a list
        if (
            not prose
            and index > 0
            and word.isalpha()
            and word.islower()
            and is_title_word(following, head=True)
            and following[:1].isupper()  # not "J2EE, Jython and Oracle support engineer." (a duty)
            and not following.endswith("s")
        ):
            continue  # "Embedded Linux and kernel Engineer": a word in lower case before the noun
        break
    # "Architecte & ingénieur système": two head nouns that share what qualifies them
    paired = (
        last_head == 2
        and tokens[1].group(0).lower() in ("&", "et", "y", "e")
        and tokens[0].group(0).lower() in HEAD_FIRST_TITLES
    )
    if (
        last_head is not None
        and (last_head <= 1 or paired)
        and tokens[last_head].group(0).lower() in HEAD_FIRST_TITLES
        and not prose
    ):
        # "Développeur Web Python/Django", "Responsable informatique / Graphiste", "Lead développeur
        # PHP5/Drupal": in French, Spanish and Italian the head noun comes first and what qualifies it after
        head_first = True
        index = last_head + 1
        while index < min(len(tokens), last_head + 5):
            word = tokens[index].group(0)
            following = tokens[index + 1].group(0) if index + 1 < len(tokens) else ""
            if (
                _ROMANCE_OF_RE.fullmatch(word)
                and (
                    (following.islower() and following not in _ROMANCE_ARTICLES)
                    # "Assistant du Directeur", "Ingeniero de Software": a head noun or a title's word
                    or following.lower() in HEAD_FIRST_TITLES
                    or (following[:1].isupper() and is_title_word(following))
                    or following.lower() in _ROMANCE_FIELDS
                    # "Correspondante de Paris": the city a correspondent reports from
                    or (following.lower() in CITY_NAMES and following[:1].isupper())
                )
            ):
                # "Chef de projet", "Coordinateur de formation": "de" and a word in lower case
                # qualify the noun; not "Profesor de la Universidad", where the employer follows
                last_head = index = index + 1
            elif _ELIDED_OF_RE.fullmatch(word):  # "Professeur d'espagnol", "Chef d'équipe"
                last_head = index
            elif word.lower() in _ROMANCE_PREPOSITIONS or not re.fullmatch(r"[^\W\d_][\w/&.-]*|/", word):
                break
            else:
                last_head = index
            index += 1
    if (
        last_head is not None
        and last_head <= 1
        and re.fullmatch(r"[а-яё]+", tokens[last_head].group(0).lower())
        and not prose
    ):
        # "Учитель истории, обществознания и МХК", "Педагог дополнительного образования": a Russian
        # head noun, then what it is of in lower case (a subject's acronym among them)
        index = last_head + 1
        while index < len(tokens) and re.fullmatch(r"[а-яё][а-яё-]*|[А-ЯЁ]{2,5}", tokens[index].group(0)):
            last_head, index = index, index + 1
    if last_head is None:
        return None
    # "IT-Teamleiter MS-AD-Exchange bei X": a product or field coded after the noun, then the
    # employer, is part of the title
    coded = last_head + 1
    while coded < len(tokens) and coded - last_head <= 2 and _CODED_RE.fullmatch(tokens[coded].group(0)):
        coded += 1
    if coded > last_head + 1 and coded < len(tokens) and tokens[coded].group(0).lower() in _EMPLOYER_WORDS:
        last_head = coded - 1
    # "VP Engineering", "SVP Global Sales": a vice president's function follows without "of"
    if tokens[last_head].group(0) in ("VP", "SVP", "EVP", "AVP") and not prose:
        index = last_head + 1
        while (
            index < len(tokens)
            and index - last_head <= 2
            and not text[tokens[index - 1].end() : tokens[index].start()].strip()
            and re.fullmatch(r"[A-Z][a-z]+", tokens[index].group(0))
            and not INSTITUTION_RE.search(tokens[index].group(0))
        ):
            index += 1
        last_head = index - 1
    after = tokens[last_head + 1] if last_head + 1 < len(tokens) else None
    if (
        after is not None
        and not text[tokens[last_head].end() : after.start()].strip()
        and after.group(0).lower()
        in ("programme", "program", "project", "school", "course", "panel", "dashboard", "portal")
    ):
        return None  # "Summer student programme": a programme's name, no title
    if (
        last_head == 0
        and after is not None
        and not text[tokens[0].end() : after.start()].strip()
        and after.group(0) in ("a", "an", "the", "my", "our", "their")
    ):
        return None  # "Lead a team of senior engineers", "Head the lab's outreach": a duty
    if (
        last_head == 0
        and after is not None
        and tokens[0].group(0).lower() == "principal"
        and not text[tokens[0].end() : after.start()].strip()
        and re.fullmatch(r"[A-Z][a-z]+", after.group(0))
        and not is_title_word(after.group(0))
    ):
        return None  # "Principal Financial": a firm named by a word that heads a title alone
    end = tokens[last_head].end()
    if _LEGAL_FORM_AFTER_RE.match(text, end):
        return None  # "Alpha Consulting Engineers Pte Ltd": a firm named after its trade
    bracket = text.rfind("(", 0, end)
    head_in_bracket = bracket > 0 and ")" not in text[bracket:end]
    if head_in_bracket:
        if head_first and text.startswith(")", end):
            end += 1  # "Développeur Web (Front-End)": what qualifies the noun, in brackets
        else:
            end = len(text[:bracket].rstrip())  # "engineer (SDE) at X": the title ends before the bracket
    terms = _TERMS_IN_BRACKETS_RE.match(text, end + len(text[end:]) - len(text[end:].lstrip()))
    if terms:
        end = terms.end()  # "Application Developer (Placement)": the terms of the post, in its title
    elif (
        not head_in_bracket
        and (specialty := _SPECIALTY_IN_BRACKETS_RE.match(text, end))
        and _names_a_specialty(specialty["inside"])
    ):
        end = specialty.end()  # "Trainee Clinical Scientist (Bioinformatics/Genomics)": as written
    title = text[:end].strip(" ,")
    if _NOT_POSITIONS.search(title) or len(title.split()) > 7:
        return None
    return title, end


# a bracket right after a title that says what the post is about: "(Data and Statistical
# Modelling)", "(Bioinformatics/Genomics)"; capitalised words and the small words between them
_SPECIALTY_IN_BRACKETS_RE = re.compile(
    r"\s*\((?P<inside>[A-Z][\w&+.-]*(?:(?:\s+|\s*[/&+]\s*)(?:and|of|for|in|&|[A-Z][\w&+.-]*))*)\)"
)


def _names_a_specialty(inside: str) -> bool:
    """Whether a bracket after a title names the post's field or speciality, which the title keeps
    as the page writes it; not an acronym ("SDE"), a place, an organisation or a unit, nor a title
    of its own (a gloss: "Research Scientist (Chargé de recherche)"), nor one word, which may be a
    town the list of towns does not know."""
    words = re.findall(r"[^\W\d_]+", inside)
    return (
        len(words) >= 2  # one word alone may be where the post was ("(Eastport)", a town)
        and any(len(word) > 3 and not word.isupper() for word in words)
        and not re.search(r"\d", inside)
        and not is_place(inside)
        and not is_town(inside)
        and not INSTITUTION_RE.search(inside)
        and not UNIT_RE.search(inside)
        and not CORPORATE_SUFFIX_RE.fullmatch(inside.split()[-1])
        and not _whole_title(inside)
    )


# a learned or professional society, whose members hold no post there
_LEARNED_SOCIETY_RE = re.compile(
    r"\b(?:Society|Association|Federation|Institute of Electrical|Engineers|IEEE|ACM)\b"
)
_LEGAL_FORM_AFTER_RE = re.compile(rf"\s+(?:(?:Pte|Pvt)\.?\s+)?{CORPORATE_SUFFIX_RE.pattern}(?!\w)")
_CODED_RE = re.compile(r"[A-Z][A-Za-z0-9]*(?:-[A-Za-z0-9]+)+|[A-Z]{2,}[0-9]*")
_EMPLOYER_WORDS = frozenset({"at", "bei", "chez", "presso", "@"})


def _lower_case_words_before_head(tokens: list[re.Match[str]]) -> int:
    """How many words in lower case (one or two) open a phrase before a job title's head noun,
    also in lower case ("full stack developer", "backend engineer", "web/mobile developer"), the
    first perhaps with a capital as a sentence has it ("Full stack engineer") or joined by a hyphen
    ("full-time business intern"); 0 if it does not open so."""
    joined = False  # whether "and" joins the words so far
    for index, token in enumerate(tokens[:5]):
        word = token.group(0)
        if index > 0 and word.lower() in ("and", "&") and index + 1 < len(tokens):
            joined = True
            continue  # "Secretary and web developer", "AI and automation developer"
        sentence_case = index == 0 and word[:1].isupper() and word[1:].islower()
        acronym = index == 0 and re.fullmatch(r"[A-Z]{2,4}", word) is not None
        if not (re.sub(r"[/-]", "", word).isalpha() and (word.islower() or sentence_case or acronym)):
            return 0
        if index >= 3 and not joined:
            return 0  # two words at most before the noun, unless "and" joins them
        if index > 0 and is_title_word(word, head=True) and not word.endswith("s"):
            if joined and re.match(r"\s+\w", token.string[token.end() :]):
                return 0  # "Private and academy teacher of Mathematics, ...": a sentence's words
            return index  # not a plural: "enabling employees to ..." is no title
    return 0


def _capitalised_run_to_head(tokens: list[re.Match[str]], index: int) -> bool:
    """Whether the capitalised words from ``index`` on run, within four words, into a job
    title's head noun."""
    words = [t.group(0) for t in tokens[index : index + 5]]
    # "a Robotics Software & Control Engineer": two words share the noun
    for word in [w for w in words if w not in ("&", "and")][:4]:
        if not word[:1].isupper():
            return False
        if is_title_word(word, head=True):
            return True
    return False


# a field or the dates end a mentor clause: "Prof. Ann Boyd (May 2001 - ...)" keeps its month
_MENTOR_STOP_RE = re.compile(rf"\s*\||,?\s*\(?(?<![\w/.])(?={DATE}(?![\w/]))", re.I)


def _mentor_stop(clause: str) -> re.Match[str] | None:
    """Where the names after a mentor's label end: a separator, a date, a date range ("Jun. -
    Sep. 2017"), or an institution after a comma ("with Dr. X, University of Hong Kong")."""
    stops = [m for m in (_MENTOR_STOP_RE.search(clause),) if m]
    stops += [m for r in find_ranges(clause)[:1] if (m := re.compile(r",?\s*").match(clause, r.begin))]
    stops += [
        m
        for m in re.finditer(r",\s*", clause)
        if INSTITUTION_RE.search(clause[m.end() :].split(",")[0]) and not looks_like_name(clause[m.end() :])
    ][:1]
    return min(stops, key=lambda m: m.start()) if stops else None


_WITH_PERSON_RE = re.compile(r"\s+with\s+(?:(?:Prof(?:essor)?|Dr)\.?\s+)?(?P<clause>[A-Z][^,;|()]*)")


def _with_person(text: str, chunk: Text, position: Position) -> str:
    """``Postdoc with Guillaume Bourque, Department of X``: the people the post was with are
    mentors, not the employer (``Engineer with Google Cloud`` names no person and stays)."""
    match = _WITH_PERSON_RE.search(text)
    if match is None:
        return text
    clause = re.split(r"\s+(?:in|at|on|for)\s+", match.group("clause").rstrip(" ."), maxsplit=1)[0]
    names = names_in(clause)
    if not names or not all(looks_like_name(name) for name in names):
        return text
    for name in names:
        position.mentors.append(Value(name, chunk.line_at(match.start("clause"))))
    end = match.start("clause") + len(clause)
    return text[: match.start()] + " " * (end - match.start()) + text[end:]


def _mentors(text: str, chunk: Text, position: Position) -> str:
    """Read mentor clauses into the position and blank them out of the text."""
    labels = list(_MENTOR_RE.finditer(text))
    for index, label in enumerate(labels):
        end = labels[index + 1].start() if index + 1 < len(labels) else len(text)
        clause = text[label.end() : end]
        skipped = len(clause) - len(clause.lstrip(" |"))
        stop = _mentor_stop(clause[skipped:])
        names = names_in(clause[skipped : skipped + stop.start()] if stop else clause[skipped:])
        have = {name_key(str(m.value)) for m in position.mentors}
        for name in names:
            if name_key(name) not in have:
                position.mentors.append(Value(name, chunk.line_at(label.start())))
        cut = label.end() + skipped + (stop.start() if stop else len(clause) - skipped)
        text = text[: label.start()] + "|" + " " * (cut - label.start() - 1) + text[cut:]
    return text


# a centre with a name of its own before the word ("Basque Center on Cognition, ..."); not "Center
# for X" alone, a unit of a university, nor "SCU Ignatian Center", its parent's acronym first
_NAMED_CENTRE_RE = re.compile(
    r"(?:[Tt]he\s+)?(?![A-Z]{2,}\b)[A-Z][\w-]+(?:\s+[A-Z][\w-]+){0,3}\s+(?:Center|Centre)\b"
)


def _title_at_employer(phrase: str) -> bool:
    """Whether a phrase is a title, "at", and an employer: a whole post, not one name."""
    parts = re.match(r"\s*(?P<title>\S.*?)\s+(?:at|@)\s+[A-Z]", phrase)
    found = take_title(parts.group("title")) if parts else None
    return found is not None and parts is not None and found[1] == len(parts.group("title"))


def _dates(text: str, chunk: Text, position: Position, title_at: int | None) -> str:
    ranges = find_ranges(text)
    if ranges:
        chosen = ranges[0]
        spells = _spells(text, ranges, title_at)
        if spells:
            # "May 2022 – July 2023, May 2024 – July 2025 : **Executive Officer**": the post held
            # twice, a post for each spell
            position.spells = [
                (
                    Value(r.start.value(), chunk.line_at(r.begin)) if r.start else None,
                    Value(r.end.value(), chunk.line_at(r.begin)) if r.end else None,
                    r.open_end,
                )
                for r in spells
            ]
        elif len(ranges) > 1 and title_at is not None:
            after = [r for r in ranges if r.begin >= title_at]
            chosen = after[0] if after else ranges[-1]
        if chosen.start:
            position.start = Value(chosen.start.value(), chunk.line_at(chosen.begin))
        if chosen.end:
            review = None
            if chosen.end.truncated:
                review = (
                    f"the source writes '{chosen.end.truncated}' (year cut short); "
                    f"completed as {chosen.end.value()}"
                )
            position.end = Value(chosen.end.value(), chunk.line_at(chosen.begin), review)
        position.open_end = chosen.open_end
        for r in ranges:
            # "from 2009 to 2011", "Dal 05/2013 al 06/2013", "Von 2019 bis 2021": the word before
            # the range is part of it, no name
            lead = re.search(
                r"\b(?:from|since|dal|dalla|del|desde|du|de|depuis|von|seit)\s+$", text[: r.begin], re.I
            )
            begin = lead.start() if lead else r.begin
            duration = DURATION_AFTER_RE.match(text, r.finish)
            finish = duration.end() if duration else r.finish
            text = text[:begin] + "|" + " " * (finish - begin - 1) + text[finish:]
        return text
    dates = find_dates(text)
    if dates:
        when, a, b = dates[0]
        # "since 2020", and in French, German, Spanish, Italian: "Depuis 2013", "Seit 2019", ...
        since = re.search(
            r"\b(?:since|from|started(?:\s+in)?|starting|joined(?:\s+in)?|depuis|seit|desde|dal|dalla|von)[\s*_]*$",
            text[:a],
            re.I,
        )
        position.start = Value(when.value(), chunk.line_at(a))
        last = when
        for later, c, d in dates[1:]:  # "2002, 2003: Instructor": years listed, the last the end
            if not re.fullmatch(r"\s*(?:,|and|&)\s*", text[b:c]):
                break
            last, b = later, d
        if since:  # "since 2020": open-ended, and "since" is no part of a name
            position.open_end = True
            a = since.start()
        elif (cell := _OPEN_CELL_RE.search(text, b)) is not None:
            position.open_end = True  # "October 2024" over "(Current)" in the date column
            text = text[: cell.start()] + " " * (cell.end() - cell.start()) + text[cell.end() :]
        else:
            position.end = Value(last.value(), chunk.line_at(a))
        text = text[:a] + "|" + " " * (b - a - 1) + text[b:]
    return text


def _spells(text: str, ranges: list[Range], title_at: int | None) -> list[Range]:
    """The ranges after the first when the entry opens with a list of them, before its title
    ("May 2022 – July 2023, May 2024 – July 2025 : Title"): spells of one post; else none."""
    listed = [ranges[0]]
    for later in ranges[1:]:
        if not re.fullmatch(r"\s*(?:,|;|and|&)\s*", text[listed[-1].finish : later.begin]):
            break
        listed.append(later)
    if (
        len(listed) < 2
        or (title_at is not None and listed[-1].finish > title_at)
        or text[: listed[0].begin].strip()
    ):
        return []
    return listed[1:]


# a cell or bracket of its own saying the post goes on: "· (Current) ·", "| Present"
_OPEN_CELL_RE = re.compile(rf"(?:^|[|·\n])\s*\(?{OPEN_END}\)?\s*(?=[|·\n]|$)", re.I)


_COURSE_CODE_RE = re.compile(r"\((?:[A-Z]{2,5}\s?-?\d{2,4}[A-Z]?)\)")


# a dash between fields; a hyphen between spaces before a capital, or before a name in a script
# without capitals ("华南理工大学广州学院 - 机房教学中心 - 运维组组长")
_FIELD_DASH_RE = re.compile(rf"\s+(?:[—–·⋅•◦∙]|-{{2,3}})\s+|\s+-\s+(?=[A-Z]|{CJK_CHAR})")


_BOLD_TITLE_DASH_RE = re.compile(r"(?P<title>.+?)(?P<dash>\s+[-–]\s+)(?P<rest>[^-–]+)")


# a field of work in capitalised words ("Data Science and AI", "Machine Learning")
_FIELD_OF_WORK = (
    r"(?:[A-Z][\w&-]*\s+(?:and\s+|&\s+)?){0,4}(?:AI|ML|NLP|Learning|Science|Sciences|Analytics|Engineering)"
)


def _bold_titles_with_team(unit: Unit | None) -> dict[str, int]:
    """Bold titles with a team after a dash, whose employer is in italics of its own
    ("**Software Engineer Intern - Data Systems**" over "*NTL Precision*"): the team is part of
    the title, not the employer. Each such span, with where its dash stands in it."""
    # only where the title is the entry's one bold span: under an employer in bold ("### **X**"
    # over "**IT Intern – Procurement**"), what follows the dash is the employer's unit
    # (its dates in bold of their own beside it do not count: "**Title – Team** · **2025**")
    if (
        unit is None
        or len({span.strip() for span in unit.bold if not only_dates(span) and not find_ranges(span)}) != 1
        or not any(
            not only_dates(span)
            and not find_ranges(span)
            and not is_place(span.strip(" ,"))
            and _org_like(span)
            and not _whole_title(span)
            for span in unit.italic
        )
    ):
        return {}
    out = {}
    for span in unit.bold:
        split = _BOLD_TITLE_DASH_RE.fullmatch(span.strip())
        field = re.fullmatch(rf"(?P<title>[^,]+)(?P<dash>,\s+)(?P<rest>{_FIELD_OF_WORK})", span.strip())
        split = split or field  # "**Peer Tutor, Data Science and AI**": the field after a comma
        if split is None or not _whole_title(split.group("title")) or _whole_title(split.group("rest")):
            continue
        if not INSTITUTION_RE.search(split.group("rest")) and split.group("rest") not in unit.italic:
            out[span.strip()] = split.start("dash")
    return out


def _field_dash(match: re.Match[str]) -> str:
    """A dash between fields is a field break; in "Software Engineer - Intern", after a title's
    head noun and before the kind of post, it is part of one title."""
    before = match.string[: match.start()].split()
    if (
        match.group(0).strip() == "-"
        and re.match(r"(?:Intern|Trainee)\b", match.string[match.end() :])
        and before
        and is_title_word(before[-1], head=True)
    ):
        return match.group(0)
    left = re.split(r"[|:·]", match.string[: match.start()])[-1].strip()
    right = re.match(r"([^|@–—·]+?)\s*(?:\|\s*)?(?:@|\bat)\s+\S", match.string[match.end() :])
    if right and _whole_title(left) and _whole_title(right.group(1)):
        # "Research Intern – Software Engineer @ Northrop Grumman": two titles of one post, whose
        # employer follows
        return match.group(0)
    alone = re.match(r"([^|@–—·]+?)\s*(?:\||$)", match.string[match.end() :])
    if alone and "/" in left and _whole_title(left) and _whole_title(alone.group(1)):
        # "DevOps / Platform Engineer — Project Manager" over the employer: two titles of one post
        return match.group(0)
    return " | "


def _dated_phrase_in_brackets(inner: str) -> bool:
    """``Senior Consultant, 2018 - 2021`` in brackets after an employer: a title (or an employer
    after a title) with its dates, not a note on the name before it."""
    if not re.search(r"\b(?:19|20)\d\d\b", inner):
        return False
    rest = re.sub(r"\b(?:19|20)\d\d\b", "", _undated(inner)).strip(" ,;:-–")
    # "(Software Developer 2009-2013)": without a comma, only a whole title
    return bool(re.fullmatch(r"[A-Z][\w&'’.-]*(?: [\w&'’.-]+){0,7}", rest)) and (
        "," in inner or _whole_title(rest)
    )


# the full-width colon and brackets of Chinese and Japanese text, as the ASCII ones
_FULL_WIDTH = str.maketrans("：（）", ":()")

# a label and four or more short items after it, as skills are listed ("CI/CD : GitLab CI, Jenkins, ...")
_LABELLED_LIST_RE = re.compile(
    r"(?P<label>[^\W\d][^\s:,]*(?: [^\s:,\d]+)?)\s?:\s+[^\d,:]+?(?:,\s*[^\d,:\s]+(?: [^\d,:\s]+){0,2}){3,}\.?"
)


_CJK_WORD_BEFORE_MORE_RE = re.compile(rf"{CJK_CHAR}\S*(?= \S)")
# a Chinese department, group or team by its last characters, then the title ("研发部，linux研发工程师")
_CJK_NAMED_UNIT_RE = re.compile(rf"{CJK_CHAR}[^\s，,]*?(?:部|组|組|团队|團隊)(?=[ ，,]\S)")


def _cjk_employer_apart(chunk: Text) -> Text:
    """``삼성전자 보안 연구원``, ``株式会社サンプル ソフトウェアエンジニア``: Korean, Japanese and Chinese
    name the employer, then the title, with a space between; a comma is put there, as in "X, Title"
    (the text keeps its length: the space becomes the comma)."""
    if not has_cjk(chunk.value):
        return chunk  # most pages: no such script, and the pattern's Latin names backtrack
    match = _CJK_EMPLOYER_TITLE_RE.search(chunk.value)
    if match is None or is_title_word(match.group("employer"), head=True):
        return chunk
    at = match.end("employer")
    # "한국과학기술원 전산학과 과대표": a department written between the employer and the title is
    # the employer's unit
    named = _CJK_NAMED_UNIT_RE.match(chunk.value, at + 1)
    if named is not None:
        # "星球地图出版社 研发项目组 互联网后台研发工程师", "X公司 研发部，linux研发工程师": a firm's
        # department or group between the employer and the title, a field of its own
        value = (
            chunk.value[:at] + "," + chunk.value[at + 1 : named.end()] + "," + chunk.value[named.end() + 1 :]
        )
        return Text(value, chunk.starts, chunk.numbers)
    unit = _CJK_WORD_BEFORE_MORE_RE.match(chunk.value, at + 1)
    if unit and UNIT_RE.search(unit.group(0)):
        at = unit.end()
    return Text(chunk.value[:at] + "," + chunk.value[at + 1 :], chunk.starts, chunk.numbers)


def _post_in_brackets(inside: str) -> bool:
    """ "April 2023 – now (Senior Software Engineer at ARAS Corp)": a title at its employer, the
    whole post, in brackets after its dates."""
    at = re.search(r"\s+(?:at|@)\s+(?=[A-Z])", inside)
    return at is not None and _whole_title(inside[: at.start()])


def _employer_after_title(bracket: re.Match[str]) -> bool:
    """ "Developer Intern (Erfinden Technologies)": a whole title, then its employer in brackets,
    named as an institution or a firm is."""
    inside = bracket.group(0)[1:-1].strip()
    return (
        bool(INSTITUTION_RE.search(inside) or _LEGAL_FORM_RE.search(inside))
        and _org_like(inside)
        and not is_place(inside)
        and _whole_title(_field_before(bracket))
    )


_PERSON_IN_BRACKETS_RE = re.compile(
    r"\((?:with\s+|under\s+)?((?:Prof(?:essor)?|Dr)\.?\s+[A-Z][\w.'’-]*(?:\s+[A-Z][\w.'’-]*){0,3})\)"
)


def _qualifies_title_before(bracket: re.Match[str]) -> bool:
    """A bracket that the title before it takes in: "Développeur Web (Full Stack)" (a head-first
    title's qualifier), "Application Developer (Placement)" (the post's terms, which
    :func:`take_title` reads as part of the title); not "Engineer (SDE)", a title's short form."""
    before = _field_before(bracket)
    return bool(before) and _whole_title(f"{before} {bracket.group(0)}")


_TERMS_IN_BRACKETS_RE = re.compile(
    r"\(\s*(?:placement|internship|intern|(?:part|full)[- ]time|contract|temporary|volunteer|co-?op)\s*\)",
    re.I,
)


def _field_before(bracket: re.Match[str]) -> str:
    """The text before a bracket, back to the last "|", "," or line break: the field it follows."""
    return re.split(r"[|\n,]", bracket.string[: bracket.start()])[-1].strip()


def _employer_before(bracket: re.Match[str]) -> bool:
    """Whether the field before a bracketed title names an employer and no title (not "Scheduler
    (volunteer)", a title's note, nor "Battlecache (Lead Developer) at X", a product)."""
    before = _field_before(bracket)
    return (
        bool(before)
        and bracket.group(0)[1:2].isupper()
        and _org_like(before)
        and take_title(before) is None
        and not re.match(r"\s+(?:at|@)\s", bracket.string[bracket.end() :])
    )


# "Cloud Foundation Department [Site Reliability Engineer]": a unit, and the post in it in square
# brackets, as a field of its own (not a link's text, not "[PDF]")
_UNIT_BRACKETED_TITLE_RE = re.compile(
    r"(?:^|(?<=\|))\s*(?P<unit>[A-Z][^\[\]|:\d]{1,60}?)\s*\[(?P<title>[A-Z][^\[\]|\d]{1,50})\]\s*(?=\||$)"
)


def _unit_then_bracketed_title(text: str, chunk: Text, position: Position) -> str:
    """``Unit [Title]``: the post's title and department, taken out of the text (offsets kept)."""
    match = _UNIT_BRACKETED_TITLE_RE.search(text)
    if match is None or re.fullmatch(r"(?i:pdf|slides|link|video|code|website|paper)", match.group("title")):
        return text
    position.department = Value(match.group("unit").strip(), chunk.line_at(match.start("unit")))
    position.title = Value(match.group("title").strip(), chunk.line_at(match.start("title")))
    return text[: match.start()] + " " * (match.end() - match.start()) + text[match.end() :]


_DATES_IN_SQUARE_BRACKETS_RE = re.compile(r"\[([^\[\]]{4,40})\](?!\()")


def parse_position(chunk: Text, unit: Unit | None) -> Position | None:
    """One entry of an experience section -> a position (title or organisation may be missing)."""
    chunk = _cjk_employer_apart(chunk)
    listed = _LABELLED_LIST_RE.fullmatch(chunk.value.strip())
    if listed and not _whole_title(listed.group("label")):
        # "IaC : git, Ansible, Terraform, Chef": a list of tools under a label (not "Systems
        # Engineer : Windows, JScript, ...", a post and what it used)
        return None
    position = Position(chunk.line_at(0))
    written = chunk.value.translate(_FULL_WIDTH)  # CJK text's full-width colon and brackets as ASCII
    for person in _PERSON_IN_BRACKETS_RE.finditer(written):
        # "Research Assistant (Dr. Xiaowei Jia)": the person the post was with, no part of the title
        position.mentors.append(Value(strip_person_title(person.group(1)), chunk.line_at(person.start())))
    written = _PERSON_IN_BRACKETS_RE.sub(lambda m: " " * len(m.group(0)), written)
    if "(via " in written:
        # "Stellantis (via Capgemini)": the client served, blanked, and the firm the post was held at
        written = _VIA_RE.sub(lambda m: " " * len(m.group(1)) + m.group(2) + " " * len(m.group(3)), written)
    # "Second Front Systems [July 2023 - Aug. 2023]": the dates, without their brackets
    written = _DATES_IN_SQUARE_BRACKETS_RE.sub(
        lambda m: f" {m.group(1)} " if only_dates(m.group(1)) else m.group(0), written
    )
    written = re.sub(r"(?<!\()\b(Post) (doc)\b", r"\1-\2", written, flags=re.I)  # "Post doc"
    # brackets hold notes ("(T11)", "(acceptance ...)"): blanked, keeping the phrase together;
    # an acronym after a name ("German Aerospace Center (DLR)") is part of the name, a country's not
    text = re.sub(
        r"\([^()]*\)",
        lambda m: (
            f",{m.group(0)[1:-1]} "  # "BearingPoint (Senior Consultant, 2018 - 2021)": a field of its own
            if _dated_phrase_in_brackets(m.group(0)[1:-1])
            or _post_in_brackets(m.group(0)[1:-1])
            or _employer_after_title(m)
            else m.group(0)
            if re.search(r"\d{4}|['’]\d\d\b", m.group(0))
            and not _STOCK_CODE_RE.fullmatch(m.group(0))
            or _OPEN_CELL_RE.fullmatch(m.group(0))
            or re.fullmatch(r"\((?!(?:UK|USA?|UAE|PRC|NYC)\))(?=[A-Z&]*[A-Z]{2})[A-Z&]{2,10}\)", m.group(0))
            # "Crystal Amusements (UK) Ltd": the country is part of the firm's registered name
            or (re.fullmatch(r"\([A-Z]{2,3}\)", m.group(0)) and _LEGAL_FORM_AFTER_RE.match(m.string, m.end()))
            or re.fullmatch(r"\([A-Z][a-z]+[A-Z][A-Za-z]{1,10}\)", m.group(0))  # "(GovTech)", a short name
            or _qualifies_title_before(m)  # "Développeur Web (Front-End)"
            # "3/2017 - present (Associate Professor): X": a title in brackets is the title, unless
            # it glosses the title before it ("Research Scientist (Chargé de recherche)"); after an
            # employer's name ("Technohacks Pvt Ltd (Web Development Intern)"), a field of its own
            else (f",{m.group(0)[1:-1]} " if _employer_before(m) else f" {m.group(0)[1:-1]} ")
            if _whole_title(m.group(0)[1:-1]) and not _ends_with_head(m.string[: m.start()])
            else " " * len(m.group(0))
        ),
        written,
    )
    # "`Aug. - Current`" over "Barista, Philz Coffee": a month and no year is no name
    text = _YEARLESS_RANGE_RE.sub(lambda m: " " * len(m.group(0)), text)
    text = _unit_then_bracketed_title(text, chunk, position)
    text = _without_duties(_with_person(_mentors(_colon_fields(text), chunk, position), chunk, position))
    # "Permanent job in Bootlin, Toulouse", "Internship of 5 months in X", "X on behalf of Sogeti":
    # the terms of the post and the firm that placed it, blanked (offsets kept)
    text = _CONTRACT_RE.sub(lambda m: " " * len(m.group(0)), text)
    text = _ON_BEHALF_RE.sub(lambda m: " " * len(m.group(0)), text)
    text = _WORKING_TIME_RE.sub(lambda m: " " * len(m.group(0)), text)
    contract = _FRENCH_CONTRACT_RE.search(text)
    stage = bool(contract and re.match(r"\s*Stage\b", contract.group(0)))  # a "stage" is an internship
    text = _FRENCH_CONTRACT_RE.sub(lambda m: " " * len(m.group(0)), text)
    text = _DURATION_LEAD_RE.sub(lambda m: " " * len(m.group(0)), text)
    skills = re.match(r"\s*([^:|]{3,60}?)\s+:\s+(.*)$", text, re.S)
    if (
        skills
        and _whole_title(skills.group(1))
        and skills.group(2).count(",") >= 3
        and not find_ranges(skills.group(2))
    ):
        # "Systems Engineer : Windows, JScript/WSH, TCP/IP Routing, Network Security": the title
        # and what it worked with
        text = text[: skills.end(1)] + " " * (len(text) - skills.end(1))
    links = {a.strip() for a, _ in (unit.links if unit else []) if a}
    hints = links | {
        b.strip(" ,;:")
        for b in (unit.bold if unit else [])  # "**Triad Tutors,** Raleigh"
        if not _title_at_employer(b)  # "**Software Developer Intern at Nimbula Inc**": a whole post
    }
    # find the title first: with two date ranges, the one after the title is the title's
    masked = text
    for r in find_ranges(text):
        masked = masked[: r.begin] + "|" + " " * (r.finish - r.begin - 1) + masked[r.finish :]
    title_at = None
    for match in re.finditer(r"[^|]+", masked):
        for part_start, part in _comma_parts(match.group(0)):
            stripped = part.strip(" :;.-")
            if stripped and take_title(stripped) and not INSTITUTION_RE.search(stripped):
                title_at = match.start() + part_start
                break
        if title_at is not None:
            break
    text = _dates(text, chunk, position, title_at)
    # "Acme Robotics — Senior Engineer", "Acme Robotics · 2019–2021" (table columns)
    bold_titles = _bold_titles_with_team(unit)
    kept = {at + dash for span, dash in bold_titles.items() if (at := text.find(span)) >= 0}
    # "the Basque Center on Cognition, Brain and Language": a comma inside a name that lists what
    # it studies, kept (the same length) until the fields are read, then put back
    text = keep_enumeration_commas(text)
    text = _FIELD_DASH_RE.sub(
        lambda m: m.group(0) if m.start() in kept else _field_dash(m), campus_dashes(text)
    )
    text = place_after_colon(text)  # "Deloitte: Chicago, IL"
    # "Brooklyn College, CUNY. Graduate teaching fellow.": a full stop after an acronym ends a field
    # (not "PT. Bank Central Asia": "PT", an Indonesian firm's legal form, opens its name)
    text = re.sub(r"\b(?!PT\.)([A-Z]{2,6})\.\s+(?=[A-Z][a-z])", r"\1 | ", text)
    # where the entry's description begins: a new sentence, unless it is the employer's name
    # ("Research Associate, School of X. University of Glasgow, UK. Funded by ...")
    description = next(
        (
            m
            for m in re.finditer(
                r"(?<=[a-z])(?<!\b[JSD]r)(?<!\b[JS]nr)(?<!\bAsst)(?<!\bAssoc)(?<!\bProf)(?<!\bSt)(?<!\bMr)(?<!\bMrs)"
                r"(?<!\bMs)(?<!\bLab)(?<!\bDept)(?<!\bInst)(?<!\bUniv)"
                r"(?<!\bInc)(?<!\bLtd)(?<!\bPvt)(?<!\bCorp)(?<!\bCo)\.\s+[A-Z]"  # not "Jr.", "Ltd. Pune"
                r"|\b(?:I|We)\s+(?:worked|designed|built|developed)\b",
                text,
            )
            if not _names_institution(text[m.end() - 1 :])
        ),
        None,
    )
    if description:
        text = text[: description.start()]
    titles: list[str] = []
    title_line: int | None = None
    label = details = False
    labelled_internship = stage
    for match in re.finditer(r"[^|]+", text):
        phrase = match.group(0).strip(" :;,.-(/")  # "**Org** / Title": the slash is a separator
        phrase = phrase if phrase.count("(") == phrase.count(")") else phrase.strip(" :;.-()")
        after_label, label = label, False
        if after_label and match.group(0).lstrip().startswith(":"):
            details = True  # what a detail line's label ("*Overview*: ...") introduces, to the end
        if details:
            continue
        ends_in_colon = re.match(r"[\s|]*:", text[match.end() :]) or match.group(0).rstrip().endswith(":")
        if (
            ends_in_colon
            and re.fullmatch(r"[A-ZА-ЯЁ][a-zа-яё]+(?: [a-zа-яё]+){0,2}", phrase)
            and phrase not in links
        ):
            # "*Overview*: ...", "*Skills used*: ...": marked apart from its text; not "[Onapp](url):
            # **System administrator**", an employer's name linked to its site
            label = True
            continue
        kind_label = _KIND_LABEL_RE.match(phrase)
        if kind_label:  # "Internship: English data specialist @ X": what kind of post the entry is
            phrase = phrase[kind_label.end() :]
            labelled_internship = "Intern" in kind_label.group(0)
        field_label = _LABEL_RE.match(phrase)  # the fields of a plain-text CV, inside an entry
        label_key = field_label.group("key").strip().lower() if field_label else ""
        if label_key in _PLACE_FIELDS:
            continue  # "Location : Bangalore" under the employer's heading
        if field_label and field_label.group("value") and label_key in _TITLE_FIELDS | _ORG_FIELDS:
            phrase = field_label.group("value")  # "Role : Application Developer"
        if (
            not re.search(r"[^\W\d_]{2}", phrase)
            or re.match(r"[A-Z][a-z]+(?: [a-z]+){0,2}:\s", phrase)
            or re.match(
                r"(?:项目|項目)\S{0,3}(?::|$)|(?:技术栈|技術棧|责任描述|職責描述|工作业绩|工作業績)(?::|$)|\d{1,2}、",
                phrase,
            )
        ):
            # no words, or a detail line's label ("Project: ...", "Tools: ...", "项目1：X" for a
            # project, "技术栈：" for the tools), or a numbered duty ("1、负责...")
            continue
        if re.fullmatch(r"(?:currently|now|present(?:ly)?|today)", phrase, re.I):
            continue  # "**Currently (since 2013)** Postdoc at X": when, not who
        offset = match.start() + max(0, match.group(0).find(phrase))
        also = re.sub(r"^and\s+", "", phrase)
        if titles and also in hints and _whole_title(also) and also.split()[-1].lower() in TITLE_HEADS:
            position.also.append(Value(also, chunk.line_at(offset)))  # "*X Fellow*, and *Y Fellow*"
            continue
        if (
            phrase in hints
            # "**Research Associate, Institute for Defense Analyses**": title and employer in one span
            and not ("," in phrase and not titles and _whole_title(phrase.split(",")[0]))
        ) and not (
            take_title(phrase)
            and not titles
            # "Triad Tutors": a firm; "Royal Society University Research fellow": a title
            and (not INSTITUTION_RE.search(phrase) or phrase.split()[-1].lower() in TITLE_HEADS)
            # "**云存储技术专家**": a head noun of CJK text ends a word without a space before it
            and (
                any(
                    word.lower() in TITLE_HEADS or (has_cjk(word) and is_title_word(word))
                    for word in phrase.split()
                )
                or _OTHER_LANGUAGE_TITLE_RE.fullmatch(phrase) is not None  # "**Maître de conférences**"
            )
        ):
            _org_phrase(phrase, offset, chunk, position, set_apart=True)
            continue
        if titles and re.match(r"[A-Z][\w-]*(?: [A-Z][\w-]*)* to [A-Z]", phrase) and _title_parts(phrase):
            continue  # "Research Assistant to Karen Nelson" under the post: a duty, no employer
        if not titles and phrase in bold_titles:
            titles.append(phrase)  # "**Software Engineer Intern - Data Systems**": the team, kept
            title_line = chunk.line_at(offset)
            continue
        taken = [] if titles else _title_parts(phrase)
        cut = None if taken or titles else _title_after_units(phrase)
        if cut is not None:  # "Institute of Finance, Post-doc researcher": the unit, then the title
            _org_phrase(phrase[:cut].strip(" ,"), offset, chunk, position)
            offset, phrase = offset + cut, phrase[cut:]
            taken = _title_parts(phrase)
        if not taken:
            _org_phrase(phrase, offset, chunk, position)
            continue
        titles.extend(title for _, title, _ in taken)
        title_line = chunk.line_at(offset + taken[0][0])
        last_start, _, tail = taken[-1]
        after = phrase[last_start:].split(",", 1)
        rest = tail + ("," + after[1] if len(after) > 1 else "")
        abbreviation = re.match(r"\s*\(([A-Z]{2,6})\)", rest)
        if abbreviation and abbreviation.group(1) == _initials(titles[-1]):
            # "Junior Research Fellow (JRF)": the title's own abbreviation, not the employer
            titles[-1] = f"{titles[-1]} {abbreviation.group(0).strip()}"
            rest = rest[abbreviation.end() :]
        if re.fullmatch(r"\s*in\s+(?!the\b)[A-Z][^,]*", rest) and re.match(
            r"\s*\|\s*(?:at|@)\s", text[match.end() :]
        ):
            # "**Research and Teaching Assistant in Information Science** at X": a title marked
            # apart that ends with its field; the employer follows it
            titles[-1] = f"{titles[-1]} {rest.strip()}"
            continue
        field = _after_title(rest, offset, chunk, position)
        if field:
            titles[-1] += field
    if position.organization is not None:
        # "THG - The Hut Group": the name the acronym stands for
        spelled = _spelled_out(str(position.organization.value), text)
        if spelled:
            position.organization = Value(spelled, position.organization.line)
    if position.organization is not None:
        org = str(position.organization.value)
        # "Internship at `Acme <url>`_ on" / "the EC2 Team": a line's last word that opens a phrase
        # belongs to the next line, not to the employer's name
        dangling = _DANGLING_WORD_RE.search(org)
        # "Contracting work at CareerJunction as a Junior Python Developer": the kind of work, then
        # the employer, the title after "as"
        work_at = _WORK_AT_RE.fullmatch(org)
        if work_at:
            position.organization = Value(work_at.group("org"), position.organization.line)
        elif dangling:
            position.organization = Value(org[: dangling.start()], position.organization.line)
    if titles:
        title, note = correct_title(", ".join(titles))
        position.title = Value(title, title_line or position.line, note)
    if position.title is None and position.organization is not None:
        stated = _WORKED_AS_RE.search(chunk.value) or _WORK_AS_RE.search(chunk.value)
        found = take_title(stated.group("title")) if stated else None
        if stated and found and found[1] == len(stated.group("title")):
            # "2012 Tipforest" / "Worked as programmer.": the title the entry's text states
            position.title = Value(correct_title(found[0])[0], chunk.line_at(stated.start("title")))
    if position.title is None and position.organization is None:
        return None
    if position.title is None and _COURSE_CODE_RE.search(chunk.value):
        return None  # "Computer Graphics (CS559), 2019 for X": a course taught, no employer
    if _TRAINING_RE.match(_undated(chunk.value).lstrip(" \n*_`|·:–-")) or (
        position.title is not None and _TRAINING_RE.match(str(position.title.value))
    ):
        return None  # "**Weiterbildung UX/UI-Design, Scrum Master** | Akademie GmbH": a course taken
    if position.title is not None and _SERVICE_TITLE_RE.match(str(position.title.value)):
        return None  # "Program Committee Member, Crypto 2023": service to a conference, no post
    if position.organization is not None and re.fullmatch(
        r"(?:(?:personal|side|freelance|various)\s+)?projects?", str(position.organization.value), re.I
    ):
        position.organization = None  # "Independent Consultant" / "Projects": no employer named
    if position.title is None and position.start is None and position.organization is not None:
        org = str(position.organization.value)
        if not (INSTITUTION_RE.search(org) or any(org in h for h in hints)):
            return None  # a heading of project descriptions, not an employer
    _kind(position)
    if labelled_internship and position.kind is None:
        position.kind = "internship"
    if position.start is None and position.end is None and _SPAN_ONLY_RE.search(chunk.value):
        position.current = False  # "Stage | 8 semaines": how long it lasted, so it has ended
    if (
        position.organization is None
        and position.department is not None
        and position.title is not None
        and _NAMED_CENTRE_RE.match(str(position.department.value))
    ):
        # "Group Leader at the Basque Center on Cognition, Brain and Language": a centre named
        # with no parent is where the post was held
        position.organization, position.department = position.department, None
    if (
        position.department is not None
        and position.title is not None
        and _firm_group(str(position.department.value))
        and (
            position.organization is None
            # "C# Developer, Matrix Group, Alexandria, VA": a town before its state is where it is
            or is_town(str(position.organization.value))
        )
    ):
        # "Technical Expert, Alibaba Group": a group of firms, named by its own name, is the employer
        position.organization, position.department = position.department, None
    _specialty_after_dash(chunk.value, position)
    for name in ("organization", "department", "title"):
        value = getattr(position, name)
        if value is not None and KEPT_COMMA in str(value.value):
            setattr(position, name, replace(value, value=str(value.value).replace(KEPT_COMMA, ",")))
    position.text = chunk.value
    return position


_BODY_OF_PEOPLE_RE = re.compile(r"\b(?:Club|Society|Association|Council|Committee|Union|League)\b")


def _specialty_after_dash(written: str, position: Position) -> None:
    """``Sr. Software Engineer - Data Platform, Acme``: what follows a title after a dash, when the
    employer is named apart and it names no unit, organisation or place, is the post's speciality,
    part of the title as written (not ``Research Scientist - Speech Group``, a unit)."""
    if position.title is None or position.department is None or position.organization is None:
        return
    title, department = str(position.title.value), str(position.department.value)
    dashed = re.search(rf"{re.escape(title)}(\s+[-–—]\s+){re.escape(department)}\b", written)
    if (
        dashed is None
        or UNIT_RE.search(department)
        or INSTITUTION_RE.search(department)
        or _LEGAL_FORM_RE.search(department)
        or is_place(department)
        or take_title(department) is not None
        # "Treasurer – The FINstitute", "Vice President – UTS Surfing Club": a body's own name
        or re.match(r"The\s", department)
        or _BODY_OF_PEOPLE_RE.search(department)
        or re.fullmatch(r"[A-Z0-9]+(?:-[A-Z0-9]+)*", department)  # "UAS-SAR": a project's code
    ):
        return
    position.title = replace(position.title, value=title + dashed.group(1) + department)
    position.department = None


# a post's length in place of its dates ("| 8 semaines", "(6 weeks)"), in the languages of the pages
_SPAN_ONLY_RE = re.compile(
    # and years: "**Ingénieur R&D chez X** à Meylan (2+ ans)", "(6 mois - liquidation entreprise)"
    r"(?:^|[|(,]\s*)\d{1,2}\+?\s+(?:weeks?|months?|years?|semaines?|mois|ans?|Wochen|Monate|Jahre?|semanas|meses|"
    r"años|settimane|mesi|anni)\s*(?:[|),]|\s[-–]\s|$)",
    re.I | re.M,
)


# "Aug. - Current", "Sep - Dec": months and no year (not "2018 October - present", a year before)
_YEARLESS_RANGE_RE = re.compile(
    rf"(?<![\w.])(?<!\d\s)(?:{MONTH})\s*(?:-|–|—)\s*(?:{OPEN_END}|{MONTH})(?=\s*(?:\||$))", re.IGNORECASE
)
# "Worked as programmer.", "Self-employed as a founder.": a sentence of an entry that states its title
_WORKED_AS_RE = re.compile(
    r"(?:^|(?<=[.|]))\s*(?:(?:I|He|She)\s+)?(?:worked|served|(?:self-)?employed|hired)\s+as\s+"
    r"(?:an?\s+|the\s+)?(?P<title>[^.;,|]{2,60}?)\s*(?:[.;,|]|$)",
    re.IGNORECASE,
)


_DANGLING_WORD_RE = re.compile(r"\s+(?:on|at|in|for|with|of|and|as)$")
_WORK_AT_RE = re.compile(
    r"(?:contract(?:ing)?|consulting|freelance|part-time)\s+work\s+(?:at|for)\s+(?P<org>[A-Z].*)", re.I
)
# "... work at X as a Junior Python Developer.": the title after the employer
_WORK_AS_RE = re.compile(
    r"\bwork\s+(?:at|for)\s+[^|.]*?[\s|]+as\s+(?:an?\s+|the\s+)?(?P<title>[^.;,|]{2,60}?)\s*(?:[.;,|]|$)",
    re.IGNORECASE,
)


def _employer_item_below(units: list[Unit], index: int) -> tuple[str, int] | None:
    """The next list item when it is an employer and its place and nothing more ("Global-Immo –
    Geneva"): its name and line; an empty name for one who worked for themselves ("Self-employed
    – France/Switzerland"); None for any other item."""
    if index + 1 >= len(units) or not units[index + 1].bullet or len(units[index + 1].lines) != 1:
        return None
    line = units[index + 1].lines[0]
    named = re.fullmatch(r"\s*(?P<name>[^–—|]+?)\s+[–—-]\s+(?P<place>[^–—|]+?)\s*", line.text)
    if named is None or _gives_dates(line.text):
        return None
    if not all(is_town(part) or is_place(part) for part in re.split(r"\s*[/,]\s*", named.group("place"))):
        return None
    if re.fullmatch(r"self-?employed|freelance|private\s+activity", named.group("name").strip(), re.I):
        return "", line.number
    return (named.group("name"), line.number) if _org_like(named.group("name")) else None


def _employer_paragraph_below(units: list[Unit], index: int) -> bool:
    """Whether the next paragraph is one short line that names the employer and nothing more
    ("Research staff" / "May 2024 – Dec 2024" over "COMAV — Institute for X (UPV), Valencia")."""
    if index + 1 >= len(units) or units[index].bullet:
        return False
    below = units[index + 1]
    if below.bullet or below.heading or len(below.lines) != 1:
        return False
    value = below.lines[0].text.strip()
    return not (
        len(value.split()) > 14
        or "|" in value  # a table's next row, or fields of an entry of their own
        or _gives_dates(value)
        or take_title(value) is not None
        or SENTENCE_STOP_RE.search(value)
    )


def _title_alone(unit: Unit) -> str | None:
    """The job title a unit's first line is, and nothing more ("Intern", "Senior Software
    Engineer", "技术专家(P7)" with its grade in brackets), the lines after it what was done there;
    None for any other unit."""
    if unit.heading:
        return None
    text = re.sub(r"\s*[(（][^()（）]{1,12}[)）]$", "", unit.lines[0].text.strip())
    if len(text.split()) > 6 or not _whole_title(text) or _gives_dates(unit.lines[0].text):
        return None
    return text


def _titled_by_next_line(previous: Position, unit: Unit) -> bool:
    """``Aldi`` / ``Aldi September 2017- April 2018`` / ``Worked as a cashier and Stock
    Management``: a line that says what the owner worked as gives its title to the employer and
    dates read just before it, which had none."""
    if previous.organization is None or previous.start is None:
        return False
    stated = _WORKED_AS_RE.match(unit.lines[0].text) if len(unit.lines) == 1 else None
    found = take_title(stated.group("title")) if stated else None
    if stated is None or found is None:
        return False
    previous.title = Value(correct_title(found[0])[0], unit.line)
    return True


def _undated(text: str) -> str:
    """The text without its date ranges."""
    for found in reversed(find_ranges(text)):
        text = text[: found.begin] + text[found.finish :]
    return text


# German for further training and retraining: a course the owner took, not a post
# and French "Formation de Développeur Web": a course taken, no post
_TRAINING_RE = re.compile(r"(?:Weiterbildung|Fortbildung|Umschulung)\b|(?i:formation)\s+(?:de|d['’]|en)\s*\S")


# "Interpreted between Russian and English", "Led a team in ...": a line of duties, told by a verb
_DUTY_RE = re.compile(
    r"\|\s*(?:[A-Z][a-z]{2,}ed|Led|Built|Ran|Wrote|Taught|Oversaw|Made)\s+[a-z]+(?=[\s,.;])[^|]*"
)  # not "Reed eVentures"


# "Internship of 5 months in X" is the terms too; "Internship at X" alone is the post's title
_CONTRACT_RE = re.compile(
    r"\b(?:(?:Permanent|Temporary|Fixed-term|Full-time|Part-time)\s+(?:job|position|contract|post)"
    r"(?:\s+of\s+\d+\s+(?:months?|weeks?|years?))?|Internship\s+of\s+\d+\s+(?:months?|weeks?|years?))"
    r"\s+(?:in|at|with)\b(?=[\s|]*[A-Z])"
)
_ON_BEHALF_RE = re.compile(r"\s+on\s+behalf\s+of\s+[^,|]+")
_VIA_RE = re.compile(r"([A-Z][^()|,—–·]*?\s*\(\s*via\s+)([A-Z][^()|,]*?)(\s*\))")
# "Oct 2023 – Fev 2024 · Temps plein · Semvox gmbh": the working time, a field of its own (blanked
# with the separator after it)
_WORKING_TIME_RE = re.compile(
    r"(?:^|(?<=[·|,]))\s*(?:(?:Full|Part|Temps\s+(?:plein|partiel)|Vollzeit|Teilzeit|"
    r"Tiempo\s+(?:completo|parcial))(?:[- ]?time)?|"
    # and the contract's kind in a cell of its own: "Fixed-term · DevOps Engineer · X"
    r"Fixed[- ]term|Permanent|Temporary|Contract|Freelance(?=\s*·)|Internship(?=\s*·\s*\S+\s+Intern\b))"
    r"\s*(?:[·|,]|$)",
    re.I,
)
# "Développeur Front, CDI - 3 ans ½", "Développeur .NET, Stage - 4 mois": the kind of contract
# and how long it ran, where a CV's employer would stand (the employer on the next line)
_FRENCH_CONTRACT_RE = re.compile(
    r"(?:^|(?<=[·|,]))\s*(?:CDI|CDD|Stage|Alternance|Int[ée]rim|Freelance)"
    r"(?:\s*[-–]\s*\d+\s*(?:ans?|mois|semaines?)(?:\s*(?:½|et\s+demi))?)?\s*(?=[·|,]|$)"
)
# "2 years as Front-End Captain at X from 2014 to today": how long, before the title
_DURATION_LEAD_RE = re.compile(r"^\s*\d{1,2}\s+(?:years?|months?|yrs?)\s+(?:as\s+(?:an?\s+)?)?(?=[A-Z])")
_KIND_LABEL_RE = re.compile(
    r"(?:(?:Summer|Winter|Research)\s+)?(?:Internship|Job|Position|Post|Appointment|Employment):\s+(?=\S)"
)


def _without_duties(text: str) -> str:
    """An entry's lines after its first that say what was done, blanked (offsets kept); and the
    tools listed after a title ("AI Engineer Intern | Python, TensorFlow, Caffe, Linux")."""
    text = _DUTY_RE.sub(lambda m: "|" + " " * (len(m.group(0)) - 1), text)

    def tools(match: re.Match[str]) -> str:
        items = [item.strip() for item in match.group("tools").split(",")]
        if (
            not _whole_title(match.group("title").strip())
            or find_ranges(match.group("tools"))
            or len(items) < 4
            or any(len(item.split()) > 2 for item in items)
            or any(is_place(item) or INSTITUTION_RE.search(item) or UNIT_RE.search(item) for item in items)
        ):
            return match.group(0)
        return match.group(0)[: match.start("tools") - match.start()] + " " * len(match.group("tools"))

    return re.sub(r"(?P<title>[^|]{3,60})\|(?P<tools>[^|]*?(?:,[^|,]*){3,})(?=\||$)", tools, text)


def _unit_after_colon(text: str) -> str:
    """``Harvard Business School: Digital Reskilling Lab``: an institution, then its unit, with a
    comma for the colon (same length)."""
    unit_after = re.fullmatch(r"(\s*[^:|]{3,80}):(\s+[^:|]{3,80})", text)
    if unit_after and INSTITUTION_RE.search(unit_after.group(1)) and UNIT_RE.search(unit_after.group(2)):
        return unit_after.group(1) + "," + unit_after.group(2)
    return text


_DATES_THEN_DASH_RE = re.compile(rf"\s*{DATE}(?:\s*(?:-{{1,2}}|–|—)\s*(?:{DATE}|{OPEN_END}))?—(?=\S)", re.I)


def _colon_fields(text: str) -> str:
    """``Oracle: Sales Development Rep: JUN ’15 - APR ’16``: colons between an entry's fields and
    before its dates separate them, as " | " does (same length, offsets kept)."""
    lead = _DATES_THEN_DASH_RE.match(text) if "—" in text else None
    if lead:  # "1986–2002—Professor of X": the em dash after the dates separates them, as a colon does
        text = text[: lead.end() - 1] + "|" + text[lead.end() :]
    if ":" not in text:
        return text
    if (with_unit := _unit_after_colon(text)) != text:
        return with_unit
    titled = re.match(r"([^:|]{2,80}):\s+(?P<org>[A-Z][^|(:,]*?)\s*\((?=[^()]*\d{4})", text)
    if (
        titled
        and _whole_title(titled.group(1).strip())
        and _org_like(titled.group("org"))
        and not looks_like_name(titled.group("org"))
    ):
        # "Research Engineer: RedLizard Software (Nov 2006 – Jul 2008)": the title, then where
        text = text[: titled.end(1)] + "|" + text[titled.end(1) + 1 :]
    ranges = find_ranges(text)
    if ranges and ranges[0].begin <= 120:
        # "President: Product Futures Foundation Apr/2018 - Present": the title, then where
        before = re.match(r"([^:|]{2,80}):\s+([^:|]+?)\s*$", text[: ranges[0].begin])
        if (
            before
            and _whole_title(before.group(1).strip())
            and _org_like(before.group(2))
            and not looks_like_name(before.group(2))
        ):
            return text[: before.end(1)] + "|" + text[before.end(1) + 1 :]
    if not ranges or ranges[0].begin > 120 or not re.search(r":\s+$", text[: ranges[0].begin]):
        return text
    label = text[: ranges[0].begin]
    if "|" in label or not all(re.match(r"\s*[A-Z]", part) for part in label.rstrip(" :").split(":")):
        return text
    return re.sub(r":(?=\s)", "|", label) + text[ranges[0].begin :]


_STOCK_CODE_RE = re.compile(r"\(\d{4,6},\s*[A-Z]{2,4}\)")  # "Co.,ltd. (000997,SZ)": a note


def _employer_before_title(position: Position, unit: Unit) -> bool:
    """``**ADTRAN Software Development Engineer** Huntsville, AL 2017 - Present``: an acronym run
    into the bold title that heads an entry naming no employer otherwise is the employer."""
    title = str(position.title.value) if position.title else ""
    lead = re.match(r"([A-Z][A-Z&]{1,7})\s+(?=\S)", title)
    rest = title[lead.end() :] if lead else ""
    if (
        lead
        and position.title
        and any(span.strip(" ,") == title for span in unit.bold)
        and not is_title_word(lead.group(1))
        and lead.group(1) not in FIELD_ACRONYMS  # "QA Manager": the work, not the employer
        and is_title_word(rest.split()[0])
        and _whole_title(rest)
    ):
        position.organization = Value(lead.group(1), position.title.line)
        position.title = Value(rest, position.title.line, position.title.review)
        return True
    return False


def _spelled_out(acronym: str, text: str) -> str | None:
    """The capitalised name in ``text`` whose initials are ``acronym`` ("THG" -> "The Hut Group")."""
    if not re.fullmatch(r"[A-Z]{2,6}", acronym):
        return None
    words = r"[A-Z][\w'&-]*"
    for match in re.finditer(rf"\b{words}(?:\s+(?:of|and|for|&)?\s*{words})*", text):
        name = match.group(0)
        initials = "".join(w[0] for w in name.split() if w[0].isupper())
        if initials == acronym and name != acronym:
            return name
    return None


def _names_institution(text: str) -> bool:
    """Whether a sentence is only an institution's name and place: "University of Glasgow, UK." """
    sentence = re.split(r"\.(?:\s|$)|\|", text, maxsplit=1)[0]
    parts = [p.strip() for p in sentence.split(",")]
    return bool(INSTITUTION_RE.search(parts[0]) and _org_like(parts[0])) and all(
        is_place(p) for p in parts[1:] if p
    )


def _ends_with_head(text: str) -> bool:
    words = text.split()
    return bool(words) and words[-1].lower().rstrip("s") in TITLE_HEADS


def _whole_title(text: str) -> bool:
    found = take_title(text.strip())
    return found is not None and found[1] >= len(text.strip())


def _title_of_field(text: str) -> bool:
    """``Head of Postgraduate Studies in X``, ``Lecturer in Economics``: a title, then its field."""
    found = take_title(text.strip())
    tail = text.strip()[found[1] :] if found else ""
    return bool(re.match(r"\s+(?:of|in)\s+[A-Z]", tail)) and not UNIT_RE.search(text)


def _comma_parts(phrase: str) -> list[tuple[int, str]]:
    return [(m.start(), m.group(0)) for m in re.finditer(r"[^,]+", phrase)]


def _title_parts(phrase: str) -> list[tuple[int, str, str]]:
    """The title at the start of a phrase as (offset, title, what follows it in its part):
    ``Co-founder Engineer, Tech Manager`` is one title of two parts; ``Staff Engineer, Database
    Group`` a title and a unit; ``Research Intern at R&D Center`` a title and where."""
    taken: list[tuple[int, str, str]] = []
    for start, part in _comma_parts(phrase):
        stripped = part.strip()
        found = take_title(stripped)
        other = _other_title(stripped[found[1] :]) if found is not None else 0
        if found is not None and other:
            end = found[1] + other  # "Communication Intern / Copywriter": one post
            found = (stripped[:end].rstrip(), end)
        if (
            found is None
            and taken
            and _FUNCTION_RE.fullmatch(stripped)
            and _FUNCTION_HEAD_RE.search(taken[-1][1])
        ):
            found = (stripped, len(stripped))  # "Manager, Data Science": the function a manager heads
        if (
            found is None
            and taken
            and _RUSSIAN_OF_RE.fullmatch(stripped)
            and re.search(r"[а-яё]$", taken[-1][1])
        ):
            found = (stripped, len(stripped))  # "Учитель истории, обществознания и МХК": subjects listed
        if found is None or (taken and found[1] < len(stripped)):
            break
        taken.append((start + part.find(stripped), found[0], stripped[found[1] :].strip()))
        if found[1] < len(stripped):
            break
    return taken


# words in lower case of a Russian title's list, a subject's acronym among them ("обществознания и МХК")
_RUSSIAN_OF_RE = re.compile(r"[а-яё][а-яё-]*(?:\s+(?:[а-яё][а-яё-]*|[А-ЯЁ]{2,5}))*")

# a head noun of a title that names what it heads after a comma ("Director, Research"), and what
# it heads: a function of a firm, not an organisation ("Manager, Data Science/PM")
_FUNCTION_HEAD_RE = re.compile(r"\b(?:Manager|Director|Head|Lead|Chief|VP|Vice President)$", re.I)
_FUNCTION = (
    r"(?:Data\s+)?(?:Science|Engineering|Research|Product|Marketing|Operations|Sales|Strategy|Analytics|"
    r"Finance|Technology|Design|Communications|Infrastructure)"
)
_FUNCTION_RE = re.compile(rf"{_FUNCTION}(?:\s+and\s+{_FUNCTION})?(?:\s*/\s*[A-Z][A-Za-z]{{1,3}})?")


def _title_after_units(phrase: str) -> int | None:
    """Where a whole title starts after the names of units or organisations that lead a phrase
    (``Institute of Finance, Post-doc researcher``, ``Den Norske Bank, Vacation temp``); None
    when the phrase is not so made."""
    parts = _comma_parts(phrase)
    for index, (start, part) in enumerate(parts[1:], 1):
        if (_whole_title(part) or _title_of_field(part)) and not INSTITUTION_RE.search(part):
            leading = [p.strip() for _, p in parts[:index]]
            if all((UNIT_RE.search(p) or _org_like(p)) and not take_title(p) for p in leading):
                return start + len(part) - len(part.lstrip())
            return None
    return None


def _other_title(tail: str) -> int:
    """How much of what follows a title is another name of the same post: all of ``/
    Copywriter``; ``– Software Engineer`` of ``– Software Engineer @ Northrop Grumman``, before
    the employer; 0 when it is no title."""
    dashed = re.match(r"\s*[–—]\s*(?P<other>.+?)\s*(?=\s(?:@|at)\s+\S|$)", tail)
    if dashed:
        return dashed.end() if _whole_title(dashed.group("other")) else 0
    # "Praktikum als Frontend Developer bei X", "Internship als Programmierer beim Y": German's "as"
    german_as = re.match(r"\s+als\s+(?P<other>[^,(|]+?)(?=\s*[,(|]|\s+(?:bei|beim|bei\s+der)\s|$)", tail)
    if german_as:
        return german_as.end() if _whole_title(german_as.group("other")) else 0
    slashed = re.fullmatch(r"\s*/\s*[A-Z][\w-]*(?:\s+[A-Za-z][\w-]*){0,3}\s*", tail)
    return len(tail) if slashed and not (INSTITUTION_RE.search(tail) or UNIT_RE.search(tail)) else 0


def _initials(title: str) -> str:
    """``Junior Research Fellow`` -> ``JRF``: the capitals its words begin with."""
    return "".join(word[0] for word in re.findall(r"[A-Za-z][\w-]*", title) if word[0].isupper())


def _after_title(rest: str, offset: int, chunk: Text, position: Position) -> str | None:
    """``at WeChat AI`` / ``in the Department of Computing`` / ``, Dept, University`` after a title.

    Returns the field the title names (" of Physics", ", Data Science"), with what parts it from
    the title, which is part of the title as written.
    """
    commas = rest.lstrip().startswith(",")
    rest = rest.strip(" ,")
    if not rest or (
        re.match(r"for\s", rest)
        and (position.organization is not None or _COURSE_CODE_RE.search(chunk.value))
    ):
        # "Teaching Assistant for Pattern Recognition" at an organisation named apart, "Tutor for
        # Calculus 1 (MATH137)": a course
        return None
    taught = _FOR_A_COURSE_RE.match(rest)
    if taught:
        # "Tutor for the Haskell tutorial", "Co-Teacher for the project "X" at the Y": what the
        # post was for, no employer; the employer is what follows "at", if anything does
        rest = rest[taught.end() :].strip()
        if not rest:
            return None
    if re.match(r"to\s+(?:Prof|Dr|Professor)\b", rest):
        return None  # "Research Assistant to Prof. X": whom the post assisted, no unit
    field = title_field(rest)
    if field:
        # "Professor of Physics", "Fellowship in Biostatistics, Johns Hopkins": a field, not where
        rest = rest[field.end() :].strip(" ,")
        _where_after_title(rest, offset, chunk, position)
        written = field.group(0).strip(" ,")
        # "Research Intern, Data Science": the comma kept where the page writes one
        return f", {written}" if commas and not re.match(r"(?:of|in)\s", written) else f" {written}"
    _where_after_title(rest, offset, chunk, position)
    return None


_COURSE_WORDS = (
    r"(?i:tutorials?|lectures?|courses?|seminars?|exercises?|class(?:es)?|modules?|projects?|labs)"
)
_FOR_A_COURSE_RE = re.compile(
    rf"for\s+(?:the\s+)?(?:(?:[\w'-]+[\s-]+){{0,3}}{_COURSE_WORDS}\b|{_COURSE_WORDS}\s+[\"“'][^\"”']+[\"”'])"
    r"[^,]*?(?=\s+at\s|$)"
)


def title_field(rest: str) -> re.Match[str] | None:
    """``of Physics`` / ``in Biostatistics, X`` after a title: the field it is in, which the title
    keeps as the page writes it; ``of the University``, ``in the Department of X`` are where."""
    for pattern in _TITLE_FIELD_RES:
        field = pattern.match(rest)
        if field and not (INSTITUTION_RE.search(field.group(1)) or UNIT_RE.search(field.group(1))):
            return field
    return None


# the last word of a field of research named after a title ("Data Science", "Machine Learning")
_FIELD_HEAD = (
    r"(?:Learning|Science|Sciences|Vision|Intelligence|Mathematics|Physics|Chemistry|Biology|Economics|"
    r"Statistics|Analytics|Linguistics|Robotics|Informatics|Neuroscience|Bioinformatics)"
)
# the ways a field follows a title, tried in turn; the first that names no place is the field
_TITLE_FIELD_RES = (
    re.compile(r"in\s+(Test)\b"),  # "Software Engineer in Test - iSoftStone": the post's own name
    # "of International Political Economy and a Fellow of X": the field ends before a second post
    re.compile(r"of\s+([^,]+?)(?=\s+and\s+an?\s+[A-Z]|,|$)"),
    # not "in Intel Haifa, managing a cluster": where a clause in lower case follows, the post's place
    re.compile(r"in\s+([^,]+)(?=,\s*(?![a-z])\S)"),
    re.compile(r"in\s+(?!the\b)([A-Z][^,]*?)(?=\s+at\s)"),  # "Fellow in Network Security at X"
    # "Research Intern, Machine Learning, May 2018 - ...": a field of research after a comma, in its
    # own cell, where the employer is named apart
    re.compile(rf",?\s*((?:[A-Z][a-z]+\s+){{0,3}}{_FIELD_HEAD})(?=\s*(?:[,|·]|$))"),
    # "Consultant in Neurology", "Lecturer in Organic Chemistry": a discipline ends the phrase
    re.compile(
        rf"in\s+((?:[A-Z][a-z]+\s+){{0,3}}(?:{_FIELD_HEAD}|[A-Z][a-z]+(?:ology|ics|istry|surgery)|Medicine))$"
    ),
)


# the words that name what a research or working group does, not a firm: "Vision Group"
_GROUP_TOPIC_WORDS = frozenset(
    """
    research reading working study interest interests lab laboratory learning vision systems system
    theory robotics graphics security data network networks networking language languages speech
    database databases computing intelligence optimization analysis science sciences engineering
    physics biology chemistry mathematics statistics quantum machine ai ml hci nlp design user
    student students support project projects product team advisory focus peer core special
    task cancer clinical imaging software hardware computation computational
    """.split()
)


def _firm_group(name: str) -> bool:
    """Whether a name is a group of firms ("Alibaba Group", "RWS Group"): one or two words of its
    own in capitals before "Group", none of them what a research group studies."""
    words = name.split()
    return (
        2 <= len(words) <= 3
        and words[-1] == "Group"
        and all(re.fullmatch(r"[A-Z][\w&.'-]*", word) for word in words[:-1])
        and not any(word.lower() in _GROUP_TOPIC_WORDS for word in words[:-1])
    )


def _where_after_title(rest: str, offset: int, chunk: Text, position: Position) -> None:
    """The organisation or unit a title is held at: ``at X``, ``in the Department of Y, X``."""
    if not rest:
        return
    unit = _WITH_UNIT_AT_RE.match(rest)
    if unit and UNIT_RE.search(unit.group("unit")) is None and not INSTITUTION_RE.search(unit.group("unit")):
        # "Research Associate with Computer Science at Loughborough University": the unit, then where
        position.department = Value(clean_org(unit.group("unit")), chunk.line_at(offset))
        rest = rest[unit.end() :]
    # "Engineer @ Google", "Ingénieur chez X", "Entwickler bei X", "Sviluppatore presso X",
    # "Ingeniero de Software en Globant"
    at_sign = rest.startswith("@")
    # "Nachtwächter bei der Securitas AG", "Internship beim Bundesamt für X": German's "at the"
    rest = re.sub(
        rf"^(?:(?:at|in|with|of|for|chez|beim|bei|presso|en)\s+|@\s*|{FRENCH_AT})"
        r"(?:the\s+|(?<=bei\s)(?:der|dem|den)\s+)?",
        "",
        rest,
    )
    first = clean_org(re.split(r",", rest)[0])
    if at_sign and position.organization is None and re.fullmatch(r"[a-z][\w.&-]{2,}", first):
        position.organization = Value(first, chunk.line_at(offset))  # "@ liulishuo": a brand in lower case
        return
    if (
        position.organization is None
        and UNIT_RE.search(first)
        and not INSTITUTION_RE.search(rest)
        and not re.search(r"[\"“«]", first)  # 'UAB "ITechArt Group LT"': a firm's registered name
    ):
        position.department = Value(first, chunk.line_at(offset))  # "in the Department of X": org above,
        # unless a name follows that is no place and no unit: "Department of X, UMass Boston"
        named = [
            part
            for part in (clean_org(p) for p in rest.split(",")[1:])
            if part
            and _org_like(part)
            and not is_place(part)
            and (not UNIT_RE.search(part) or is_named_school(part))
        ]
        if named:
            position.organization = Value(named[0], chunk.line_at(offset))
        return
    if position.organization is not None:
        so_far = str(position.organization.value)
        where = split_org(_CLAUSE_RE.split(re.split(r"\.\s", rest)[0], maxsplit=1)[0])
        if (
            len(so_far.split()) >= 5
            and not INSTITUTION_RE.search(so_far)
            and not _LEGAL_FORM_AFTER_RE.search(so_far)
            and where.organization is not None
            and INSTITUTION_RE.search(where.organization)
            and where.units
        ):
            # "**Langevin Sampling for Molecular Systems**" over "*Research Collaborator, Department
            # of Mathematics, Iowa State University.*": the bold line names the project, the post's
            # line its department and university
            position.organization = Value(where.organization, chunk.line_at(offset))
            position.department = Value(where.units[0], chunk.line_at(offset))
            return
        dept = clean_org(re.split(r",", rest)[0])
        if dept and not is_place(dept):
            position.department = Value(dept, chunk.line_at(offset))
        return
    # "at the Institut d'Astrophysique de Paris, working in the X project led by Y": where the
    # sentence moves on, the organisation has ended
    _org_phrase(_CLAUSE_RE.split(rest, maxsplit=1)[0], offset, chunk, position)


_WITH_UNIT_AT_RE = re.compile(
    r"with\s+(?:the\s+)?(?P<unit>[A-Z][\w&' -]*?)\s+at(?:[\s|]+(?=(?:the\s+)?[A-Z])|\s*$)"
)

_CLAUSE_RE = re.compile(
    r",\s*(?:working|where|which|who|focus(?:ing|ed)|led\s+by|funded|supported|under)\b|"
    r"\s+(?:led|funded|supported|supervised)\s+by\b|"
    r";\s+(?=\d|[a-z])|"  # "at FU Berlin; 2 semesters part-time": what the post was, after a semicolon
    # "in Intel Haifa, managing a cluster", "in Wise ecommerce, in charge of reliability": what
    # was done; "(previous Endless Mobile). Improved security practices": the next sentence
    r",\s*(?:in\s+charge\s+of|responsible\s+for|[a-z]{3,}ing\s)|"
    r"(?:(?<=[a-z]{3})(?<!Corp|Univ|Dept|Prof)|(?<=\)))\.\s+(?=[A-Z][a-z]+\s+(?!(?:of|and|the|for|de|du)\s)[a-z]+\s+[a-z])"
)


def _org_like(text: str, lower_words: int = 1) -> bool:
    """Mostly capitalised words (``lower_words`` in lower case at most), no brackets: a name of an
    organisation, not a description."""
    words = text.split()
    if (
        not words
        # an institution's long name ("National Institute for Research and Development of Isotopic
        # and Molecular Technologies") may run longer than a firm's
        or len(words) > (14 if INSTITUTION_RE.search(text) and " at " not in text else 10)
        or re.search(r"[\[\]{}=%]", re.sub(r"(?<=\w)\{\w{1,3}\}", "", text))  # not "Source{d}", a brand
        or re.fullmatch(r"\w[#+]+", text)  # "C#", "C++": a language a post used
        # "École", "iCONNEC GmbH", "axialHealthcare", and a name in a script without capitals ("字节跳动")
        or not (
            text[:1].isupper()
            or re.match(r"[0-9(\"“]|[a-z][A-Z]|[a-z]{2,}[A-Z][a-z]|" + CJK_CHAR, text)
            or (len(words) <= 4 and _LEGAL_FORM_RE.search(text))  # "prodexa GmbH": a firm in lower case
            # "[triptic](https://www.triptic.nl/)": a brand in lower case, linked or marked apart
            or (lower_words >= 2 and re.fullmatch(r"[a-z][a-z0-9]{3,}", text))
        )
    ):
        return False
    while len(words) > 1 and words[-1] in _LOWER_UNIT_WORDS:
        words = words[:-1]  # "CEU Microdata research group": a unit named in lower case
    lower = [
        word
        for word in words
        if word[:1].islower() and word.lower() not in _ORG_SMALL_WORDS and not re.match(r"[a-z][A-Z]", word)
    ]
    # "German cancer research center (DKFZ)", "wingfly software Pvt Ltd": a name in lower case
    # that its acronym or its legal form marks as one
    marked = re.search(r"\s\([A-Z]{2,8}\)$", text) or (len(words) <= 5 and _LEGAL_FORM_RE.search(words[-1]))
    return len(lower) <= (3 if marked else lower_words)


_LOWER_UNIT_WORDS = frozenset({"research", "group", "lab", "laboratory", "team"})
# an employer's name, in a script without capitals or in Latin letters, then a title in such a
# script whose last word ends with a head noun ("삼성전자 보안 연구원", "Beatpacking Company 백엔드
# 프로그래머 인턴"); not the word for "now" after the dates
_CJK_EMPLOYER_TITLE_RE = re.compile(
    rf"(?<!\S)(?!(?:至今|现在|現在|目前|현재)\s)"
    rf"(?P<employer>{CJK_CHAR}[^\s,|]*|[A-Za-z][\w&.'’-]*(?: [A-Za-z][\w&.'’-]*)*) "
    rf"(?={CJK_CHAR}(?:[^\s,|]* ){{0,3}}[^\s,|]*{CJK_TITLE_HEAD}(?:\s|$|[|,]))"
)

# the small words of an organisation's name, in the languages its names come in
_ORG_SMALL_WORDS = frozenset(
    "of and the for in at & de du der des la y on a "
    "di da del della degli dei delle do dos das van von et und für zur zum am im die "
    "z o.o o.o. "  # Polish: "Capgemini Polska Sp. z o.o."
    # the adjectives French names keep in lower case: "Muséum national d'Histoire naturelle",
    # "École normale supérieure", "Conservatoire national des arts et métiers"
    "national nationale nationaux normale supérieure supérieur naturelle".split()
)


# a field of work named beside the employer ("Science", "Higher education", "R&D"), no employer
_SECTOR_RE = re.compile(
    r"(?:Higher\s+)?(?:Science|Sciences|Electronics|Education|Academia|Industry|Research|Engineering|"
    r"Finance|Healthcare|Consulting|Software|Government|Energy|Media|R&D|IT)",
    re.IGNORECASE,
)


def _org_phrase(phrase: str, offset: int, chunk: Text, position: Position, set_apart: bool = False) -> None:
    """The organisation a phrase names into the post; ``set_apart`` for a phrase the page marks as
    one field (bold, a cell), whose name may hold two words in lower case ("ICTS custom software")."""
    phrase = re.sub(r",\s*(?:a|an)\s+[a-z][^,]*", "", phrase)  # "HPC-AI TECH, a startup"
    # "**junior researcher** at Institute of X": the employer after a title marked apart
    # (and in French: "**Post-doctorat** à l'Institut Pasteur")
    phrase = re.sub(rf"^(?:(?:at|with)\s+|@\s*|{FRENCH_AT})(?:the\s+)?(?=[A-Z])", "", phrase)
    parts = split_org(phrase)
    if parts.organization is not None and not _org_like(parts.organization, 2 if set_apart else 1):
        # "HES-SO University of Applied Sciences and Arts, Haute école de gestion de Genève": where
        # the name taken is written in lower case, the other that names an institution
        # (or a research institute or laboratory: "Institut Pasteur de Paris, équipe de ...")
        named = [
            other
            for other in parts.others
            if (INSTITUTION_RE.search(other) or re.match(r"(?:Institut[eo]?|Istituto|Laboratoire)\s", other))
            and _org_like(other)
        ]
        parts = replace(parts, organization=named[0], others=[]) if named else parts
    if (
        parts.organization is None
        and position.organization is None
        and len(parts.places) >= 2
        and not is_town(parts.places[0])
        and not is_place(parts.places[0])
        and re.fullmatch(r"[A-Z][\w&.'-]*(?:\s+[A-Z][\w&.'-]*){0,2}", parts.places[0])
        # not "Greater London Area", a region, nor the place of a freelancer, who has no employer
        and not re.search(r"\b(?:Area|Region|County|Province|District|Metro)\b", parts.places[0])
        and not (position.title is not None and _FREELANCE_RE.search(str(position.title.value)))
    ):
        # "Staff Engineer, PayPal, India": a name before the country, where no other employer is
        # named and no town is known by it, is the employer
        parts = replace(parts, organization=parts.places[0], places=parts.places[1:])
    if parts.organization is None or not _org_like(parts.organization, 2 if set_apart else 1):
        return
    line = chunk.line_at(offset)
    if position.organization is not None and _SECTOR_RE.fullmatch(str(position.organization.value)):
        # "Researcher · Science · Joint Institute for High Temperatures": a field of work, then
        # the employer
        position.organization = position.department = None
    if position.organization is None:
        position.organization = Value(parts.organization, line)
        units = parts.units + parts.others
        if units and position.department is None:
            position.department = Value(units[0], line)
    elif position.department is None and (
        UNIT_RE.search(parts.organization) or not INSTITUTION_RE.search(parts.organization)
    ):
        position.department = Value(parts.organization, line)
    elif (
        position.department is None
        and UNIT_RE.search(str(position.organization.value))
        and INSTITUTION_RE.search(parts.organization)
    ):
        # "Visiting Scientist at the X Laboratory," then "Weizmann Institute of Science" on the next
        # line: the laboratory is a unit of the institute named after it
        position.department = position.organization
        position.organization = Value(parts.organization, line)
    elif (
        position.department is None
        and bool(INSTITUTION_RE.search(parts.organization))
        and not UNIT_RE.search(parts.organization)
        and not INSTITUTION_RE.search(str(position.organization.value))
        and not _LEGAL_FORM_AFTER_RE.search(str(position.organization.value))
    ):
        # "Computational Data Science, May 2020 - Aug 2020, Simon Fraser University": a course or
        # a group first, the university after the dates
        position.department = position.organization
        position.organization = Value(parts.organization, line)


def _kind(position: Position) -> None:
    title = str(position.title.value).lower() if position.title else ""
    department = str(position.department.value) if position.department else ""
    if re.search(r"\bintern(?:ship)?\b", title):
        position.kind = "internship"
    elif re.search(r"\bvisiting\b", title):
        position.kind = "visiting"
    elif title == "member" or (
        re.search(r"research assistant|researcher$", title)
        and "professor" not in title
        and not re.search(r"post-?doc", title)  # a postdoc in a group holds a post there
        and re.search(r"\b(?:lab|laboratory|group|center|centre)\b", department, re.I)
    ):
        position.kind = "affiliation"


def _dated_line(text: str) -> bool:
    """Whether a line of an entry carries its dates: a range, or a date in a cell of its own
    (``Supervision of a Student · Summer 2012`` under ``Co-supervisor · 2012 – present``)."""
    return bool(find_ranges(text)) or ("·" in text and only_dates(text.rsplit("·", 1)[1]))


def entry_chunks(unit: Unit) -> list[Text]:
    """A unit cut where each line starts a new entry: a date first (``2019-2022   Postdoc``),
    a bold title or organisation first, or one date range on each of several lines."""
    text = unit.text(unsquash, marked=True)
    lines = [line for line in unit.lines if not line.blank]
    if len(lines) <= 1:
        return [text]
    if all(_post_row(line.text) for line in lines):
        # "Blueprism | Intelligent Automation Intern" / "AWS Academy | Data Engineer Intern":
        # undated, a post on each line
        return text.cut_before(lines, lines)
    dated = [line for line in lines if _dated_line(line.text)]
    led = []
    for number, line in enumerate(lines):
        if number and re.search(r"[-–—]\s*$", lines[number - 1].text) and only_dates(line.text):
            continue  # "05/2022 –" over "09/2022": a range broken over two lines, one entry
        date_first = re.match(
            r"\s*(?:(?:19|20)\d\d|(?:spring|summers?|fall|autumn|winter)\s+(?:19|20)\d\d|"
            r"[A-Z][a-z]{2,8}\.?\s+(?:19|20)\d\d|(?:0?[1-9]|1[0-2])[./](?:19|20)\d\d\b)",  # "09/2022 - heute"
            line.text,
            re.I,
        )
        if line.indent > lines[0].indent and not (date_first and re.match(r"[^|]{1,40}\|", line.text)):
            continue  # a line under the entry's first, unless a row of a table led by its date cell
        bold_first = bool(line.bold) and line.text.startswith(line.bold[0]) and len(dated) >= 2
        if date_first or bold_first or (len(dated) >= 2 and line in dated):
            led.append(line)
    if len(led) <= 1:
        return [text]
    place = {id(line): index for index, line in enumerate(lines)}
    if len(lines) > 2 and lines[0] not in dated and lines[1] in dated and not led[0] is lines[0]:
        # "Technion" over "Assistant Professor · 2023 - Present", "NVIDIA" over "Research Scientist
        # · 2020 - Present": each entry begins at the name over its dated line
        led = [lines[0]] + [
            lines[place[id(line)] - 1]
            if lines[place[id(line)] - 1] not in dated
            and ":" not in lines[place[id(line)] - 1].text
            and len(lines[place[id(line)] - 1].text) <= 60
            else line
            for line in led
            if line is not lines[1]
        ]
    elif lines[0] not in led and led[-1] is lines[-1] and all(only_dates(line.text) for line in led):
        # "Ph.D. in X" / "School of Y, University Z" / "2025 – Present", then the next degree: each
        # entry ends with its line of dates
        led = [lines[0]] + [lines[place[id(line)] + 1] for line in led[:-1]]
    return text.cut_before(lines, led)


def _post_row(text: str) -> bool:
    """A line of two cells, an organisation and a whole title, in either order."""
    cells = [cell.strip() for cell in text.split("|")]
    return len(cells) == 2 and any(
        _whole_title(cells[i]) and _org_like(cells[1 - i]) and take_title(cells[1 - i]) is None
        for i in (0, 1)
    )


# the same fields as the rows of a table ("Employer: · UK Met Office", Europass CVs)
_LABEL_RE = re.compile(r"^\s*(?P<key>[A-Z][A-Za-z /-]{1,29}(?:\(s\))?):\s*(?:·\s*)?(?P<value>.*)$")
_TITLE_FIELDS = frozenset(
    {"job title", "title", "position", "position title", "role", "job", "research title"}
    | {"title(s)", "position(s)", "role(s)"}  # "Title(s): A, B, C": a post each
    | {"roles"}  # "Roles: Python/Perl programming": the post's work, as its title
)
_ORG_FIELDS = frozenset(
    {"company", "employer", "organization", "organisation", "institution", "workplace", "org"}
    | {"company name", "employer name", "organization name", "organisation name"}
)
_DATE_FIELDS = frozenset({"date", "dates", "period", "duration", "when", "time"})
# a record's start and end apart ("start: 2025-06" / "end: 2025-08")
_START_FIELDS = frozenset({"start", "start date", "startdate", "start_date", "from"})
_END_FIELDS = frozenset({"end", "end date", "enddate", "end_date", "to", "until"})
_KNOWN_FIELDS = _TITLE_FIELDS | _ORG_FIELDS | _DATE_FIELDS | _START_FIELDS | _END_FIELDS
_PLACE_FIELDS = frozenset({"location", "place", "city", "address", "location(s)"})
_DETAIL_LABEL_RE = re.compile(
    r"\s*(?:main\s+activities|activities\s+and\s+responsibilities|responsibilities|duties)\b", re.I
)


def _labelled_fields(unit: Unit) -> bool:
    """Whether a paragraph is a list of labelled fields of a post, one a line ("Role : X",
    "Location : Y", "Duration : Z"), a title among them."""
    keys = [
        field.group("key").strip().lower() for line in unit.lines if (field := _LABEL_RE.match(line.text))
    ]
    if _record(unit):
        return True
    if len(keys) != len(unit.lines) and _post_field(unit.lines[0].text):
        # ":Position: X" / ":Dates: A - B," / "  C - present": reStructuredText fields, a value
        # running on under its field
        keys = list(field_values(unit.lines, _post_field))
        if any(not line.indent and not _post_field(line.text) for line in unit.lines):
            return False
    return (
        len(keys) >= 2
        and (len(keys) == len(unit.lines) or _post_field(unit.lines[0].text) is not None)
        and all(key in _KNOWN_FIELDS | _PLACE_FIELDS for key in keys)
        and any(key in _TITLE_FIELDS for key in keys)
    )


def _record(unit: Unit) -> bool:
    """Whether a paragraph is a record of "key: value" lines in lower case that names a title, an
    employer and a date, whatever other keys it has ("supervisor:", "topic:")."""
    keys = {field.group("key") for line in unit.lines if (field := RECORD_FIELD_RE.match(line.text))}
    return (
        len(keys) == len(unit.lines)
        and bool(keys & _TITLE_FIELDS)
        and bool(keys & _ORG_FIELDS)
        and bool(keys & (_DATE_FIELDS | _START_FIELDS))
    )


def _post_field(text: str) -> re.Match[str] | None:
    """A reStructuredText field, or a label a post's fields are known by ("Employer: X")."""
    field = FIELD_RE.match(text)
    if (
        field is None
        and (label := _LABEL_RE.match(text) or RECORD_FIELD_RE.match(text))
        and label.group("key").strip().lower() in _KNOWN_FIELDS
    ):
        field = label
    return field


def from_field_list(unit: Unit, employer: Callable[[], Value | None] | None = None) -> Position | None:
    """An entry written as a field list (reStructuredText ``:Job Title: ...``, ``:Company: ...``,
    ``:Date: ...``; a value may sit on the lines under its field): a position when it names a
    title and an organisation, or a title under a heading that names the employer, which
    ``employer`` finds when asked ("ThoughtWorks" over "Role : Application Developer" and
    "Duration : Nov 2015 – Present")."""
    fields = field_values(unit.lines, _post_field, run_on=True)
    title = next((fields[k] for k in _TITLE_FIELDS if fields.get(k, ("",))[0]), None)
    org = next((fields[k] for k in _ORG_FIELDS if fields.get(k, ("",))[0]), None)
    described = fields.get("description")
    if (
        title is None
        and org is not None
        and described is not None
        and len(described[0].split()) <= 6
        and _whole_title(described[0])
    ):
        title = described  # ":description: Python/Django Developer" beside ":organization: Semrush"
    named = employer() if org is None and employer is not None and title is not None else None
    if named is not None:  # asked for only here: most entries are no field list
        org = (str(named.value), named.line or unit.line)
    if title is None or org is None:
        return None
    position = Position(title[1])
    written = re.sub(r",?\s*\(?\b(internship)\)?\s*$", "", title[0], flags=re.IGNORECASE)
    text, note = correct_title(written or title[0])
    position.title = Value(text, title[1], note)
    parts = [part.strip() for part in org[0].split(",")]
    while len(parts) > 1 and is_place(parts[-1]):
        parts.pop()  # "Payconiq, Netherlands": the organisation, then where it is
    position.organization = Value(clean_org(", ".join(parts)), org[1])
    date = next((fields[k] for k in _DATE_FIELDS if fields.get(k, ("",))[0]), None)
    if date is not None:
        ranges = find_ranges(re.sub(r"(?<=[A-Za-z])(?=\d{4}\b)", " ", date[0]))  # "June2017"
        if ranges:
            # "June 2013 - September 2013 (Contractor), September 2013 - Present (Employee)": the
            # post from its first start to its last end
            if ranges[0].start:
                position.start = Value(ranges[0].start.value(), date[1])
            if ranges[-1].end:
                position.end = Value(ranges[-1].end.value(), date[1])
            position.open_end = ranges[-1].open_end
        elif found := find_dates(date[0]):
            position.start = position.end = Value(found[0][0].value(), date[1])
    begun = next((fields[k] for k in _START_FIELDS if fields.get(k, ("",))[0]), None)
    ended = next((fields[k] for k in _END_FIELDS if fields.get(k, ("",))[0]), None)
    term = date_only_range(unit.lines[0].text) if date is None and begun is None else None
    if term is not None:  # "July, 2019 - present" over the fields: a definition list's term
        position.start = Value(term.start.value(), unit.lines[0].number) if term.start else None
        position.end = Value(term.end.value(), unit.lines[0].number) if term.end else None
        position.open_end = term.open_end
    if date is None and begun is not None and (start := parse_date(begun[0])) is not None:
        position.start = Value(start.value(), begun[1])
        end = parse_date(ended[0]) if ended is not None else None
        if end is not None and ended is not None and ends_before(end, start):
            # ":start: Jul 2009" over ":end: May 2008": the two fields swapped
            swapped = "start and end swapped: the page's end is before its start"
            position.start = Value(end.value(), ended[1], swapped)
            position.end = Value(start.value(), begun[1], swapped)
        elif end is not None and ended is not None:
            position.end = Value(end.value(), ended[1])
        elif ended is not None and re.fullmatch(OPEN_END, ended[0], re.I):
            position.open_end = True
    _kind(position)
    if written != title[0]:
        position.kind = "internship"  # "Windows System Engineer, Internship"
    return position


def _posts_named_by_fields(unit: Unit) -> list[Position]:
    """A field list whose names are employers and whose values are posts (``:Google_: Software
    Developer (2012- current)``, ``:Dell_: Sr Cloud Developer (2011-2012)``): a post per field."""
    out = []
    for line in unit.lines:
        field = FIELD_RE.match(line.text)
        if field is None or field.group("key").strip().lower() in _KNOWN_FIELDS or not field.group("value"):
            continue
        employer = field.group("key").strip()
        post = parse_position(Text(field.group("value"), [0], [line.number]), None)
        if post is None or post.title is None or post.organization is not None or not _org_like(employer):
            continue
        post.organization = Value(employer, line.number)
        _kind(post)
        out.append(post)
    return out


def _posts_within_employers(positions: list[Position]) -> None:
    """``Aug 2017 → Present : Deutsche Telekom Pan-Net`` (an employer and its dates, no title)
    over ``Jun 2019 → Present : Technical Lead, IT PaaS, Pan-Net Cloud`` and the posts before it:
    posts that follow an employer and fill its years, the first from its start and the last to
    its end, are held there; what each names besides is a unit of it. Posts that only fall
    within its years (summer jobs while a student) keep their own employers."""
    index = 0
    while index < len(positions):
        employer = positions[index]
        index += 1
        if employer.title is not None or employer.organization is None or employer.start is None:
            continue
        if employer.end is None and not employer.open_end:
            continue
        group = []
        while index < len(positions) and positions[index].title is not None:
            group.append(positions[index])
            index += 1
        inside = [p for p in group if _within(p, employer)]
        if not inside or not _fills(inside, employer):
            continue
        for post in inside:
            named = str(post.organization.value) if post.organization is not None else ""
            if INSTITUTION_RE.search(named) or _LEGAL_FORM_AFTER_RE.search(named):
                continue  # a visit or a second post elsewhere within those years
            if named == str(employer.organization.value):  # found above already, "of the entry above"
                post.organization = employer.organization
                continue
            if post.organization is not None and post.department is None:
                post.department = post.organization
            post.organization = employer.organization


def _date_key(value: Value | None) -> tuple[int, int] | None:
    """(year, month) of a date value, month 0 when not given."""
    found = re.match(r"(\d{4})(?:-(\d{2}))?", str(value.value) if value is not None else "")
    return (int(found.group(1)), int(found.group(2) or 0)) if found else None


def _same_time(one: tuple[int, int] | None, other: tuple[int, int] | None) -> bool:
    return (
        one is not None
        and other is not None
        and one[0] == other[0]
        and (not one[1] or not other[1] or one[1] == other[1])
    )


def _within(post: Position, employer: Position) -> bool:
    """Whether a post's dates lie within its employer's (an open end reaches to now)."""
    start, first = _date_key(post.start), _date_key(employer.start)
    if (
        start is None
        or first is None
        or start[0] < first[0]
        or (start[0] == first[0] and 0 < start[1] < first[1])
    ):
        return False
    if employer.open_end:
        return True
    end, last = _date_key(post.end), _date_key(employer.end)
    if end is None or last is None:
        return False
    # "2006 - 2010" under "NOV ’01 - SEP ’10": a year alone ends within the employer's last year
    return end[0] <= last[0] if not end[1] else (end[0], end[1]) <= (last[0], last[1] or 12)


def _fills(posts: list[Position], employer: Position) -> bool:
    """Whether posts run from the employer's start to its end (or on to now, as it does)."""
    starts = sorted(k for p in posts if (k := _date_key(p.start)) is not None)
    if not starts or not _same_time(starts[0], _date_key(employer.start)):
        return False
    if employer.open_end:
        return any(p.open_end for p in posts)
    ends = sorted(k for p in posts if (k := _date_key(p.end)) is not None)
    return bool(ends) and _same_time(ends[-1], _date_key(employer.end))


def _bulleted_fields(units: list[Unit], index: int) -> list[Unit]:
    """The run of one-line items from ``index`` on, each a labelled field, at least one of them a
    post's ("- *Duration*: ...", "- *Location*: ...", "- *Title*: ..."); empty when there is none.
    Labels no post has ("Group", "Under contract by") may stand among them."""
    run: list[Unit] = []
    for unit in units[index:]:
        if (
            not unit.bullet
            or len(unit.lines) != 1
            or (run and unit.depth != run[0].depth)
            or not (_LABEL_RE.match(unit.lines[0].text) or FIELD_RE.match(unit.lines[0].text))
        ):
            break
        run.append(unit)
    known = [u for u in run if _post_field(u.lines[0].text)]
    return run if known and any(_title_field(u.lines[0].text) for u in known) else []


def _title_field(text: str) -> bool:
    label = _LABEL_RE.match(text) or FIELD_RE.match(text)
    return label is not None and label.group("key").strip().lower() in _TITLE_FIELDS


def _each_title(record: Position | None) -> list[Position]:
    """A post per title where a field lists several ("Title(s): Software Developer, Business
    Analyst"): the same employer and years for each, a title named twice once."""
    if record is None or record.title is None:
        return []
    titles = [t.strip() for t in str(record.title.value).split(",")]
    if len(titles) < 2 or not all(_whole_title(t) for t in titles):
        return [record]
    out = []
    for title in dict.fromkeys(titles):
        post = replace(
            record,
            title=replace(record.title, value=title),
            also=[],
            review=list(record.review),
            mentors=list(record.mentors),
            spells=list(record.spells),
        )
        out.append(post)
    return out


def _heading_employer(units: list[Unit], index: int) -> Value | None:
    """The organisation a heading above an entry names (``### Gallup``), when the heading is a
    name alone: no title, no dates."""
    heading = next((u for u in reversed(units[:index]) if u.heading), None)
    if heading is None or heading.lines[0].text.strip() != units[index].subheading.strip():
        return None
    name = re.sub(r"\s*\([^()]*\)$", "", heading.lines[0].text.strip())  # "Skyscanner (6 years)"
    if not name or take_title(name) or find_dates(name) or not _org_like(name) or is_place(name):
        return None
    if re.fullmatch(rf"(?:{OPEN_END}|current(?:ly)?|previous(?:ly)?|past|now)", name, re.I):
        return None  # "Current" over the post held now: when, not where
    # "Red Hat, Tokyo": the employer, its town set apart
    named = split_org(name).organization if "," in name else None
    return Value(named or clean_org(name), heading.line)


def _project_paragraph(unit: Unit) -> bool:
    """``*Commute Optimization Project (2019)* Designed and developed software that ...``: a
    project named in emphasis and told in sentences under a post, no post of its own."""
    first = unit.lines[0]
    spans = [s for s in first.italic + first.bold if first.text.startswith(s)]
    if unit.bullet or not spans:
        return False
    name = re.sub(r"\s*\([^()]*\)\s*$", "", spans[0]).strip(" :")
    rest = unit.text().value[len(spans[0]) :]
    # "**Software Engineering Intern — Northwestern Mutual**": a title, then its employer
    head = re.split(r"\s+[—–-]\s+|\s+(?:at|@)\s+|,\s+", name, maxsplit=1)[0]
    return (
        not _whole_title(name)
        and not (head != name and _whole_title(head))
        and not INSTITUTION_RE.search(name)
        and not _LEGAL_FORM_AFTER_RE.search(name)
        and len(rest.split()) >= 20
        and SENTENCE_STOP_RE.search(rest) is not None
    )


def _undated_description(unit: Unit) -> bool:
    """A paragraph of running text without a date: what an employer does ("Box+Dice provide a
    SaaS platform ... With 250+ businesses as clients, ..."), no entry of its own."""
    text = unit.text().value
    fields = unit.lines[0].text.split(",")
    return (
        not unit.bullet
        and not (len(fields) > 1 and len(fields[0].split()) <= 4)  # "CERFACS, Toulouse, France, Intern"
        and len(text.split()) >= 25
        and len(SENTENCE_STOP_RE.findall(text)) >= 2
        and not find_ranges(text)
        and not find_dates(text)
    )


def _title_over_items(units: list[Unit], index: int) -> list[Position]:
    """A paragraph that is only a job title ("**Teaching Assistant**") over list items that each
    name an employer and dates and no title ("- Course X, with Dr. Y, May 2020 - Aug 2020,
    Z University"): the title held at each; nothing when the items are not all such."""
    unit = units[index]
    if unit.bullet or unit.depth or len(unit.lines) != 1 or index + 1 == len(units):
        return []
    first = units[index + 1].text().value
    if not (find_ranges(first) or find_dates(first)):
        return []  # the first item gives no dates: no post of this kind (and no title to correct)
    title, note = correct_title(unit.lines[0].text.strip(" *_:"))
    if not _whole_title(title):
        return []
    out = []
    for number, item in enumerate(units[index + 1 :]):
        # list items, or the one paragraph under the title ("Zhejiang Fonda, Hangzhou, May - Aug 2018")
        if item.depth or item.heading or not (item.bullet or (number == 0 and len(item.lines) == 1)):
            break
        position = parse_position(item.text(unsquash, marked=True), item)
        if position is None or position.title is not None or position.organization is None:
            return []
        if position.start is None and position.end is None:
            return []
        position.title = Value(title, unit.line, note)
        _kind(position)
        out.append(position)
        if not item.bullet:
            break
    return out


def _posts_under_dates(units: list[Unit]) -> tuple[list[Position], set[int]]:
    """A timeline's item of dates alone over sub-items that name the employer, then the title
    ("* 2024-now:" / "  * DJEL" / "  * Product Engineer" / "  * Main Responsibility: ..."): a post
    each, and the indexes of the sub-items it was read from (what follows them describes it)."""
    posts: list[Position] = []
    consumed: set[int] = set()
    for index, unit in enumerate(units[:-1]):
        if not unit.bullet or len(unit.lines) != 1 or units[index + 1].parent is not unit:
            continue  # the cheap tests first: this runs over every unit of every section of posts
        first = units[index + 1]
        second = units[index + 2] if index + 2 < len(units) else None
        if len(first.lines) >= 2:
            # "* - **2024.01 – present**" / "  - **Title**", "*Employer, Town*", what was done: a
            # reStructuredText list table's row, the second cell's first lines
            lines = first.lines[:2]
        elif second is not None and second.parent is unit and len(second.lines) == 1:
            lines = [first.lines[0], second.lines[0]]
        elif second is None or second.parent is not unit:
            lines = [first.lines[0]]  # "* - 09/2017 - 04/2021" / "  - Research assistant, X": one cell
        else:
            continue
        if not (
            all(len(line.text.split()) <= 12 for line in lines)
            and only_dates(unit.lines[0].text.rstrip(" :"))
            and not any(find_ranges(line.text) for line in lines)
        ):
            continue
        chunk = Text.join([unit.lines[0], *lines], marked=True)
        position = parse_position(chunk, unit)
        if position is None or position.title is None or position.organization is None:
            continue
        posts.append(position)
        consumed.update(i for i in range(index + 1, len(units)) if units[i].parent is unit)
    return posts, consumed


def _title_over_dates(unit: Unit) -> tuple[str, Text] | None:
    """A paragraph of a job title over its dates alone ("Senior Engineer" / "Jan 2024 - Jun 2025"):
    the title, and the dates' text."""
    if unit.bullet or unit.heading or len(unit.lines) != 2:
        return None
    title, dates = unit.lines[0].text.strip(), unit.lines[1].text.strip()
    bare = _without_bracket_after(title)  # "Operations Manager (Secondment)"
    if not ((_whole_title(bare) or _HEAD_OF_RE.fullmatch(bare)) and only_dates(dates) and find_ranges(dates)):
        return None
    return title, Text.join(unit.lines[1:])


# "Head of Infrastructure Operations": a post that heads what it names
_HEAD_OF_RE = re.compile(
    r"(?:Head|Director|Chief|Vice President|VP|Manager|Dean|Chair) of [A-Z][\w&,\- ]{2,60}"
)


def _employer_line(unit: Unit) -> bool:
    """A paragraph of one line that names an organisation alone: no title, no dates."""
    text = unit.lines[0].text.strip()
    named = split_org(text).organization if len(unit.lines) == 1 else None
    return (
        not unit.bullet
        and not unit.heading
        and named is not None
        and _org_like(named)
        and take_title(text) is None
        and not _dated([unit])
    )


def _posts_after_employer_lines(units: list[Unit]) -> tuple[list[Position], set[int]]:
    """A section that opens with an employer's name alone over paragraphs of a title and its dates
    ("NexGen Cloud" / "Operations Manager" over "Mar 2026 - Current" / "Senior Engineer" over
    "Jan 2024 - Jun 2025", what was done after them): a post for each title, at the employer above,
    in each employer's group of the section. The posts, and the indices they were read from."""
    posts: list[Position] = []
    used: set[int] = set()
    if len(units) < 2 or not _employer_line(units[0]) or _title_over_dates(units[1]) is None:
        return posts, used
    titled_units = [_title_over_dates(unit) for unit in units] + [None]
    employer: Unit | None = None
    for index, unit in enumerate(units):
        titled = titled_units[index]
        if titled is not None and employer is not None:
            title, dates = titled
            position = Position(unit.line, Value(correct_title(title)[0], unit.line))
            named = Text.join(employer.lines)
            _org_phrase(named.value, 0, named, position, set_apart=True)
            _dates(dates.value, dates, position, None)
            posts.append(position)
            used.add(index)
        elif titled_units[index + 1] is not None and _employer_line(unit):
            employer = unit
            used.add(index)
        elif unit.depth == 0 and not unit.bullet:
            employer = None  # a paragraph of what was done: the next employer's name comes first
    return posts, used


def from_sections(layout: Layout) -> tuple[list[Position], list[tuple[When | None, When | None, int]]]:
    """Positions of the experience sections, and date ranges that stand alone (PDF artefacts)."""
    positions: list[Position] = []
    orphans: list[tuple[When | None, When | None, int]] = []
    dated_by_child: set[int] = set()  # sub-items whose dates a post above took
    employers: dict[int, tuple[Value, Value | None]] = {}  # items naming an employer and no title
    for section in layout.of_kind("positions", "career"):
        last_top: Position | None = None
        titleless: int | None = None  # the paragraph that gave the last post without a title
        items_under: int | None = None  # the line a list right under an employer's line would start on
        entries, consumed = _heading_entries(section.units)
        carded = set()
        for index, (entry, took) in cards_beside_entries(section.units).items():
            if index not in entries and index not in consumed and not (took and index + 1 in consumed):
                entries[index] = entry
                consumed.update([index + 1] if took else [])
                carded.add(index)
        employed, under_employer = _posts_under_employers(section.units)
        positions += employed
        timeline, under_dates = _posts_under_dates(section.units)
        positions += timeline
        grouped, under_named = _posts_after_employer_lines(section.units)
        positions += grouped
        under_dates |= under_named
        described = False  # under a heading that is a whole post: what follows describes it
        untitled: Position | None = None  # a heading's employer and dates, no title yet
        titles_below: Position | None = None  # the same, while the lines under it are its titles
        titled_item: int | None = None  # the item that gave the employer above its title
        for index, unit in enumerate(section.units):
            if titles_below is not None and (title_line := _title_alone(unit)) is not None:
                # "### Dialogic (2001 - 2007)" over "* Intern", "* Software Developer": a post for
                # each title, at the heading's employer and in its years
                held = replace(
                    titles_below,
                    line=unit.line,
                    title=Value(correct_title(title_line)[0], unit.line),
                    review=list(titles_below.review),
                )
                positions.append(held)
                untitled = None
                continue
            titles_below = None
            if index in under_dates:
                continue
            if re.fullmatch(r"\W*(?:(?:selected|key|major|recent)\s+)?projects?\W*", unit.subheading, re.I):
                continue  # "Projects" under "Employment": what was built, no post of its own
            if index in under_employer:
                described = True  # the bullets under an employer's posts describe them
                continue
            if index in entries:
                position = parse_position(entries[index].text(_slashes, marked=True), entries[index])
                if position is not None and position.title is None and index in carded:
                    _title_by_place(position, title_first=True, marked=True)
                if position is not None and position.title is not None:
                    positions.append(position)
                    last_top = position
                untitled = position if position is not None and position.title is None else None
                titles_below = (
                    position
                    if position is not None
                    and position.title is None
                    and position.organization is not None
                    and position.start is not None
                    and entries[index] is unit
                    else None
                )
                # "2005-2011: Managing Consultant" over "IBM, Lab Services": a whole post of two
                # headings, and the paragraph below them describes it
                # (not "1997-" over "Consultant in Neurology", no employer: what follows is a post)
                whole = (
                    position is not None
                    and position.title is not None
                    and (position.organization is not None or heading_dates(unit.lines[0].text) is None)
                    and index + 1 in consumed
                )
                described = entries[index] is unit or whole
                continue
            if unit.heading:
                described = described and index in consumed and index - 1 in entries
                # "### Dialogic (2001 - 2007)": an employer and its years, its titles in the items
                # below (a heading without a date is not read for them)
                dated = index not in consumed and beside_dates(unit.text().value) is not None
                head = parse_position(unit.text(_slashes, marked=True), unit) if dated else None
                if head is not None and head.title is None and head.organization and head.start:
                    titles_below = head
            unit = _without_description(unit)
            if len(unit.lines) <= 3 and (worked := _worked_in_as(unit.text())) is not None:
                positions.append(worked)  # a sentence, told as running text is, that is an entry
                described = True
                continue
            if (
                described
                and not _dated([unit])
                and not _date_led(unit)  # "`2009` __Teaching Assistant__": the next post, by its year
                and not _post_field(unit.lines[0].text)
            ):
                continue  # "Postdoctoral researcher at X working with Y": the post above, told again
            if (
                unit.heading
                or index in consumed
                or _DECLINED_RE.search(unit.subheading)
                or is_told(unit)
                or _undated_description(unit)
                or _project_paragraph(unit)
            ):
                continue  # running text is the prose reader's
            if _DETAIL_LABEL_RE.match(unit.lines[0].text):
                continue  # "Main activities and responsibilities: ..." under a post (Europass)
            run = _bulleted_fields(section.units, index)
            if len(run) >= 2:
                # "- *Duration*: Oct. 2013 - Oct. 2014" / "- *Title*: X" under "RiverMeadow": one
                # field list, an item a field
                merged = replace(unit, lines=[u.lines[0] for u in run])
                records = _each_title(
                    from_field_list(merged, lambda: _heading_employer(section.units, index))
                )
                if records:
                    positions += records
                    consumed.update(range(index + 1, index + len(run)))
                    described = True
                    continue
            record = from_field_list(unit, lambda: _heading_employer(section.units, index))
            if record is not None:
                positions.append(record)
                described = True  # the items under the fields tell what was done there
                continue
            named = _posts_named_by_fields(unit)
            if named:
                positions += named
                continue
            if FIELD_RE.match(unit.lines[0].text):
                continue  # a field list that names no title and employer (":Description: ...")
            held_at = _title_over_items(section.units, index)
            if held_at:
                positions += held_at
                consumed.update(range(index + 1, index + 1 + len(held_at)))
                continue
            text = unit.text(unsquash, marked=True)
            alone = date_only_range(text.value)
            if alone is not None:
                if unit.depth > 0 and unit.parent is not None and id(unit) in dated_by_child:
                    continue  # the dates of the post above, taken there
                orphans.append((alone.start, alone.end, unit.line))
                continue
            if unit.depth > 0 and not _group_label(unit.parent):
                if positions and positions[-1].title is None and unit.parent is not None:
                    extra = parse_position(text, unit)
                    if extra and extra.title:
                        _fill(positions[-1], extra)
                elif unit.parent is not None and id(unit.parent) in employers:
                    # "* **School of Business, X University**" over "* Associate Professor (2022 -
                    # Present)" and "* Assistant Professor (2016 - 2022)": a post each
                    extra = parse_position(text, unit)
                    code = _code_after_title(extra, text.value) if extra else None
                    if extra and extra.title and code:
                        # "Junior Data Engineer BI (2022 - 2023)" under "**De Volksbank**": the
                        # field the title names, in capitals, not an employer of its own
                        extra.title = Value(f"{extra.title.value} {code}", extra.title.line)
                        extra.organization = None
                    if extra and extra.title and extra.organization is None:
                        extra.organization, extra.department = employers[id(unit.parent)]
                        positions.append(extra)
                continue
            if untitled is not None and _titled_by_next_line(untitled, unit):
                positions.append(untitled)  # the heading's employer and dates, titled by the line
                untitled = None
                continue
            untitled = None
            for chunk in entry_chunks(unit):
                if section.kind == "career" and is_degree_entry(chunk.value):
                    continue  # the degrees of a section that lists both
                position = parse_position(chunk, unit)
                if position is None:
                    continue
                if position.title is not None:
                    dated_by_child |= _from_children(position, section.units, unit)
                if (
                    position.start is None
                    and position.organization is not None
                    and not unit.bullet
                    and (dates := heading_dates(unit.subheading)) is not None
                ):
                    _dates_of_heading(position, dates, unit)  # "## 2010 (6 months)" over the entry
                elif (
                    undated := position.start is None
                    and position.title is not None
                    and position.organization is not None
                    and not unit.bullet
                    and index > 0
                ) and (
                    section.units[index - 1].heading
                    and (dates := _dates_ending_heading(section.units[index - 1].lines[0].text)) is not None
                ):
                    _dates_of_heading(position, dates, unit)  # "Heuer Lab 2013-2014" over "Postdoc, X"
                elif (
                    undated
                    and not section.units[index - 1].heading
                    and len(above := section.units[index - 1].lines) == 2
                    and (span := date_only_range(above[1].text)) is not None
                    and not _dated_line(above[0].text)
                    and (
                        (project := parse_position(Text.single(above[0].text, above[0].number), None)) is None
                        or project.title is None
                    )
                ):
                    # "Langevin Sampling for Molecular Systems" / "May 2026 – present" over "Research
                    # Collaborator, Department of Mathematics, X University": the project's dates
                    _span_as_dates(position, span, above[1].number)
                previous = positions[-1] if positions else None
                if (
                    # and a paragraph of its own: "**Choice Hotels, May 2013 - March 2014**" over
                    # "Linux Systems Administrator - Information Systems"
                    (unit.bullet or not unit.heading)
                    and titleless == index - 1
                    and previous is not None
                    and previous.title is None
                    and previous.organization is not None
                    and previous.start is not None
                    and position.title is not None
                    and position.organization is not None
                    and position.start is None
                ):
                    # "**Microsoft** · 2019.06 - 2019.09" over "- Intern, Microsoft Research,
                    # Redmond": the post at the employer above, in the unit the item names
                    previous.title = position.title
                    if str(position.organization.value) != str(previous.organization.value):
                        previous.department = previous.department or position.organization
                    continue
                if position.organization is None and _standalone_lab(position, last_top, unit):
                    position.organization, position.department = position.department, None
                if position.organization is None:
                    previous = positions[-1] if positions else None
                    if (
                        previous is not None
                        and previous.title is None
                        and (not unit.bullet or titleless == index - 1 or unit.line == items_under)
                        # not "U.S. Marine Corps: NOV ’01 - SEP ’10" over "Russian Interpreter:
                        # 2006 - 2010": a post of its own years there, found below
                        and not (
                            position.start is not None
                            and previous.start is not None
                            and not _same_time(_date_key(position.start), _date_key(previous.start))
                        )
                    ):
                        # "**Org**" then the title on the next paragraph, or in the first item of
                        # the list right under it ("**McGill University** (2014-2017)" / "- Postdoc")
                        _fill(previous, position)
                        titled_item = index if unit.bullet else None
                        continue
                    if (
                        previous is not None
                        and titled_item == index - 1
                        and unit.bullet
                        and position.title is not None
                        and position.start is None
                        and _whole_title(chunk.value.strip())
                    ):
                        # "- Barkeeper" / "- Event-Servicekraft" under "**Donhauser GmbH**, Linz" and
                        # its dates: a second title at the employer the first item filled
                        position.organization = previous.organization
                        position.start, position.end = previous.start, previous.end
                        position.open_end, position.current = previous.open_end, previous.current
                        positions.append(position)
                        titled_item = index
                        continue
                    below = _employer_item_below(section.units, index) if unit.bullet else None
                    if _employer_before_title(position, unit):
                        pass
                    elif below is not None:
                        # "- Real Estate Broker Assistant, 07/2022 – 08/2023" over "- Global-Immo –
                        # Geneva": the employer and its town in the next item
                        if not below[0]:
                            continue  # "- Self-employed – France/Switzerland": no employer
                        position.organization = Value(below[0], below[1])
                    elif (
                        position.title
                        and position.start
                        and (employer := _heading_employer(section.units, index))
                    ):
                        position.organization = employer  # "### Gallup" over "`2019` __Lead Data Scientist__"
                    elif (
                        position.title and position.start and _employer_paragraph_below(section.units, index)
                    ):
                        # the title and dates, then the employer's paragraph: read as one entry
                        merged = replace(unit, lines=unit.lines + section.units[index + 1].lines)
                        joined = parse_position(merged.text(unsquash, marked=True), merged)
                        if joined is None or joined.title is None or joined.organization is None:
                            continue
                        position = joined
                        consumed.add(index + 1)
                    elif (
                        last_top is not None
                        and last_top.organization is not None
                        and position.title
                        and position.start
                        # a freelancer works for no one employer ("WebDev freelancing"), nor does a
                        # "Private Statistics Consultant" or a "Private Tutor"
                        and not re.match(
                            # and in German: "Selbstständige Tätigkeit als Nachhilfelehrer"
                            r"(?:freelance|self-employed|independent|selbst(?:st)?ändig|freiberuflich|"
                            r"private\s+(?:\w+\s+)?(?:tutor|consultant|teacher|coach|instructor)\b)",
                            str(position.title.value),
                            re.I,
                        )
                        and not re.search(r"\bfreelanc(?:e|er|ing)\b", chunk.value, re.I)
                        # "Tutor for the Haskell tutorial": a course, and where it was taught unsaid
                        and not _FOR_A_COURSE_RE.search(chunk.value)
                        # "Member of the management board of X": a membership names its own body
                        and not re.match(
                            r"(?:\w+\s+)?members?\s+(?:of|in)\s", str(position.title.value), re.I
                        )
                        # "PhD student" read as the employer above: a degree under way, no employer
                        and not is_degree_entry(str(last_top.organization.value))
                    ):
                        position.organization = Value(
                            last_top.organization.value,
                            last_top.organization.line,
                            "organisation of the entry above",
                        )
                    else:
                        continue
                if (
                    position.title is None
                    and positions
                    and positions[-1].title is not None
                    and positions[-1].organization is None
                ):
                    _fill(positions[-1], position)
                    continue
                if (
                    position.end is None
                    and not position.open_end
                    and (PAST_HEADING_RE.match(unit.subheading) or PAST_HEADING_RE.match(section.title))
                ):
                    position.current = False  # undated under "In the past:": held before
                positions.append(position)
                if position.title is None and position.organization is not None:
                    employers[id(unit)] = (position.organization, position.department)
                if position.title is None and (
                    _named_and_dated(position, unit)
                    # "- RBB Economics, The Hague, 2018" over "- Summer Associate" (a LaTeX list in a
                    # list, flattened): the employer and its year, then the title
                    if not unit.bullet
                    else position.organization is not None and position.start is not None
                ):
                    titleless = index
                # "BuddyUp, Inc." with "* Software Developer" on the very next line: a list that
                # hangs from the employer's line, not a list of its own
                items_under = (
                    unit.lines[-1].number + 1
                    if position.title is None and position.organization is not None and not unit.bullet
                    else None
                )
                if (unit.bullet or position.organization is not None) and not (
                    # "PhD student, HZDR": a degree under way, no employer of the entries after it
                    position.title is None and is_degree_entry(chunk.value)
                ):
                    last_top = position
    _posts_within_employers(positions)
    title_first = _title_first(positions)
    for position in positions:
        if position.title is None and not _employs_others(position, positions):
            _title_by_place(position, title_first)
    positions += _posts_among_degrees(layout) + _posts_among_teaching(layout)
    if not layout.of_kind("positions", "career"):
        positions += _posts_of_a_page_without_headings(layout) or _titles_under_dated_employers(layout)
    positions += _employers_as_headings(layout)
    out = []
    for position in positions:
        if position.title is None:
            continue
        out.extend(_split_joint(position))
    return out, orphans


# "CPO, HomeLane (2019–2020): +23% conversions ...": a post, its years in brackets, then a colon
# and what was done, on a line of its own
_DATED_POST_LINE_RE = re.compile(r"(?P<entry>[^:()]{4,120}?\((?P<dates>[^()]{4,30})\))\s*:\s+\S")


def _posts_of_a_page_without_headings(layout: Layout) -> list[Position]:
    """A résumé with no section headings, each post a line of its own led by the title and the
    employer, the years in brackets, then a colon: two such lines at least, to tell them from
    a sentence that happens to read so."""
    found: list[Position] = []
    for section in layout.sections:
        for unit in section.units:
            for line in unit.lines:
                led = _DATED_POST_LINE_RE.match(line.text.strip())
                if led is None or not find_ranges(led.group("dates")):
                    continue
                entry = Text(led.group("entry"), [0], [line.number])
                position = parse_position(entry, None)
                if position is not None and position.title is not None and position.organization is not None:
                    found.append(position)
    return found if len(found) >= 2 else []


# "F5 Networks, Seattle WA – 2004-Present", "Senior Product Management Engineer – 2015-Present": a
# name or a title, a dash, the years, on a line of its own
_NAME_DASH_YEARS_RE = re.compile(r"(?P<name>[^–—]{2,80}?)\s+[–—-]\s+(?P<dates>[^–—]{4,30})$")


def _titles_under_dated_employers(layout: Layout) -> list[Position]:
    """A résumé with no section headings whose employers, each with its years, stand over the
    titles held there, each with its own years: a post for each title within its employer's
    years; two at least, to tell them from lines that happen to read so."""
    found: list[Position] = []
    employer: tuple[str, Range, int] | None = None
    for section in layout.sections:
        for unit in section.units:
            line = unit.lines[0]
            named = _NAME_DASH_YEARS_RE.fullmatch(line.text.strip()) if len(unit.lines) == 1 else None
            if named is None or not only_dates(named.group("dates")):
                continue
            year = find_dates(named.group("dates"))
            spans = find_ranges(named.group("dates")) or (
                [Range(year[0][0], year[0][0], False, year[0][1], year[0][2], named.group("dates"))]
                if year
                else []
            )
            if not spans:
                continue
            name = named.group("name")
            # "Field Systems Engineer (Technical Sales)": what the title's bracket says is part of it
            whole = take_title(_BRACKET_AT_END_RE.sub("", name))
            if whole is not None and whole[1] >= len(_BRACKET_AT_END_RE.sub("", name).rstrip()) and employer:
                if not _within_years(spans[0], employer[1]):
                    continue
                position = Position(line.number, Value(correct_title(name.strip())[0], line.number))
                position.organization = Value(employer[0], employer[2])
                _span_as_dates(position, spans[0], line.number)
                found.append(position)
            elif whole is None and (org := split_org(name).organization) and _org_like(org):
                employer = (org, spans[0], line.number)
    return found if len(found) >= 2 else []


def _employers_as_headings(layout: Layout) -> list[Position]:
    """Headings outside any section of posts that name the employers, each over a line of its
    title and dates ("Merkle Science" over "**Lead Software Engineer** | **Bangalore** | Started
    **July 2021**"): a post for each; two at least, to tell them from a page's other headings."""
    found: list[Position] = []
    for section in layout.sections:
        if section.kind not in ("preamble", None):
            continue
        for heading, below in zip(section.units, section.units[1:]):
            name = heading.lines[0].text.strip()
            first = below.lines[0]
            if (
                not heading.heading
                or below.heading
                or not (find_ranges(first.text) or find_dates(first.text))
            ):
                continue
            if take_title(name) or not _org_like(name):
                continue
            text = Text(f"{name} | {first.text}", [0], [first.number])
            position = parse_position(text, below)
            if position is None or position.title is None or position.start is None:
                continue
            position.organization = Value(name.rstrip("."), heading.line)
            found.append(position)
    return found if len(found) >= 2 else []


def _within_years(inner: Range, outer: Range) -> bool:
    """Whether a span of years lies within another (an open end reaches to now)."""
    if inner.start is None or outer.start is None or inner.start.year < outer.start.year:
        return False
    if outer.open_end or outer.end is None:
        return True
    last = inner.end or inner.start
    return last.year <= outer.end.year


def _title_first(positions: list[Position]) -> bool:
    """Whether the page writes a post's title before its employer, as most of the posts it names
    with both show ("Engineer, Google" rather than "Google — Engineer"); title first when none do."""
    votes = [
        p.text.find(str(p.title.value)) < p.text.find(str(p.organization.value))
        for p in positions
        if p.title is not None
        and p.organization is not None
        and str(p.title.value) in p.text
        and str(p.organization.value) in p.text
    ]
    return sum(votes) * 2 >= len(votes)


def _employs_others(employer: Position, positions: list[Position]) -> bool:
    """Whether a post without a title is the employer's line that posts under it were read from."""
    return employer.organization is not None and any(
        p is not employer
        and p.title is not None
        and p.organization is not None
        and str(p.organization.value) == str(employer.organization.value)
        for p in positions
    )


def _title_by_place(position: Position, title_first: bool, marked: bool = False) -> None:
    """A dated entry of two names, neither a known title ("Housekeeper | Copenhagen Marriott Hotel
    | 2025 – 2026", "Barista, Philz Coffee"): the one in the title's place on this page is the
    title, marked for review; the other the employer. A title the page's markup sets apart
    (``marked``: bold over the employer in italics) need not look like one."""
    organization, department = position.organization, position.department
    if organization is None or department is None or (position.start is None and position.end is None):
        return
    names = sorted(
        (name for name in (organization, department) if str(name.value) in position.text),
        key=lambda name: position.text.find(str(name.value)),
    )
    if len(names) != 2:
        return
    title, employer = names if title_first else names[::-1]
    where = str(employer.value)
    if (
        not (marked or _title_like(str(title.value)))
        or UNIT_RE.search(where)
        or is_place(where)
        or is_town(where)
        # "The technology stack used for these projects included SQL Server": a sentence
        or not _org_like(where, lower_words=2)
    ):
        return
    position.title = Value(
        correct_title(str(title.value))[0],
        title.line,
        "read as the title by its place in the entry, not by its words",
    )
    position.organization, position.department = employer, None
    _kind(position)


_OPEN_END_WORDS_RE = re.compile(rf"(?:(?:to|till|until|up\s+to)\s+)?{OPEN_END}", re.I)
_LEGAL_FORM_RE = re.compile(rf"\b{CORPORATE_SUFFIX_RE.pattern}(?!\w)")


def _title_like(text: str) -> bool:
    """One to three words, capitalised, no digits, and nothing that names an organisation, a unit,
    a place or a degree: what an unknown job title looks like ("Barista", "Housekeeper")."""
    words = text.split()
    return (
        1 <= len(words) <= 3
        # each word capitalised, none in capitals only (a project's or a firm's acronym: "ESIS")
        and all(re.fullmatch(r"[A-ZÀ-Ý][a-zà-ÿ]+(?:-[A-Za-zà-ÿ]+)?", word) for word in words)
        and not _OPEN_END_WORDS_RE.fullmatch(text)  # "To date"
        and not INSTITUTION_RE.search(text)
        and not UNIT_RE.search(text)
        and not _LEGAL_FORM_RE.search(text)
        and not is_place(text)
        and not is_degree_entry(text)
        and not is_town(text)
        and not looks_like_name(text)
    )


# the posts a CV lists beside its degrees: a postdoc after the PhD, a student's job
_AMONG_DEGREES_RE = re.compile(r"post-?\s?doc|postdoctoral|\bassistant\b|\btutor\b|\bintern\b", re.I)


def _posts_among_degrees(layout: Layout) -> list[Position]:
    """A post listed under Education, dated and named by its title ("Post-Doctoral Fellow in X
    (2001-2003) York University", "2018 - 2019 | Teaching assistant at TU Kaiserslautern"), as
    many CVs list a postdoc after the PhD or a student's job beside the degree: a post."""
    found = []
    for chunk, unit in _top_entries(layout, "education"):
        if is_degree_entry(chunk.value) or not find_ranges(chunk.value) and not find_dates(chunk.value):
            continue
        position = parse_position(chunk, unit)
        if (
            position is None
            or position.title is None
            or not _AMONG_DEGREES_RE.search(str(position.title.value))
        ):
            continue  # not a visit, a membership or a faculty: those stay what they are
        if position.organization is None and position.department is not None:
            # "..., Johns Hopkins Bloomberg School of Public Health, 2010": no post above
            # to take a university from, the school is where the post was
            position.organization, position.department = position.department, None
        if position.organization is not None:
            found.append(position)
    return found


def _top_entries(layout: Layout, kind: str, dated_headings: bool = False) -> Iterator[tuple[Text, Unit]]:
    """The entries of the sections of a kind, with their units: no sub-item, and no heading unless
    ``dated_headings`` takes the headings that hold dates ("### Example University --- Teaching
    Assistant (2013--14)")."""
    for section in layout.of_kind(kind):
        for unit in section.units:
            if unit.depth == 0 and (not unit.heading or (dated_headings and _dated([unit]))):
                yield from ((chunk, unit) for chunk in entry_chunks(unit))


# a post, not a course taught: "Temporary Assistant Professor", "Graduate teaching fellow"
_TEACHING_POST_RE = re.compile(r"\b(?:professor|lecturer|fellow)$", re.I)


_ASSISTANT_POST_RE = re.compile(r"\b(?:assistant|tutor)$", re.I)


def _posts_among_teaching(layout: Layout) -> list[Position]:
    """A post listed under Teaching, dated, at an institution, and named by a post's title
    ("(2017–2018) Bronx Community College. Quantitative reasoning fellow."): a post; a course
    taught, or a teaching assistantship for one, is none."""
    found = []
    for chunk, unit in _top_entries(layout, "teaching", dated_headings=True):
        if not find_ranges(chunk.value) or is_degree_entry(chunk.value):
            continue
        position = parse_position(chunk, unit)
        if (
            position is not None
            and position.title is not None
            and position.organization is not None
            and INSTITUTION_RE.search(str(position.organization.value))
            and (
                _TEACHING_POST_RE.search(str(position.title.value))
                # "Teaching Assistant · Sep 2016 - Present" under the college, the courses listed
                # apart: the post; an assistantship for one course names it ("COMP2211")
                or (_ASSISTANT_POST_RE.search(str(position.title.value)) and position.department is None)
            )
        ):
            found.append(position)
    return found


def _named_and_dated(position: Position, unit: Unit) -> bool:
    """A paragraph that can head a list of the posts held there: dated, and naming an
    institution or an organisation set in bold ("**Sangamo BioSciences**, Richmond (2006-2008)")."""
    org = str(position.organization.value) if position.organization else ""
    return (
        bool(org)
        and position.start is not None
        and (INSTITUTION_RE.search(org) is not None or any(org in span for span in unit.bold))
    )


def _standalone_lab(position: Position, above: Position | None, unit: Unit) -> bool:
    """A laboratory named on its own ("Research Fellow, Lincoln Laboratory") in a top-level list
    item, or with no organisation above it to belong to: the employer, not a unit."""
    lab = str(position.department.value) if position.department else ""
    return (
        bool(re.search(r"\b(?:Laborator(?:y|ies)|Labs?)\b", lab))
        and not re.match(r"(?:the\s+)?(?:Department|School|Faculty|Division|Dept|Institute)\b", lab, re.I)
        and (above is None or above.organization is None or (unit.bullet is not None and unit.depth == 0))
        and position.title is not None
        and position.start is not None
    )


def _short(unit: Unit) -> bool:
    """One short line, or two (an organisation over its dates)."""
    lines = [line for line in unit.lines if not line.blank]
    return (
        not unit.heading
        and not unit.bullet
        and 1 <= len(lines) <= 2
        and all(len(line.text) <= 120 for line in lines)
        and (len(lines) == 1 or bool(find_ranges(lines[1].text)))
    )


def _date_led(unit: Unit, paragraph: bool = False) -> bool:
    """A line that opens with its dates and goes on with a name ("2017 -- 2018 University of
    Zurich • Zurich, Switzerland"); with ``paragraph``, the first line of a paragraph whose other
    lines say what was done."""
    lines = [line for line in unit.lines if not line.blank]
    if unit.heading or unit.bullet or not lines or len(lines[0].text) > 100 or (paragraph and len(lines) < 2):
        return False
    first = lines[0].text
    ranges, dates = find_ranges(first), find_dates(first)
    end = (
        ranges[0].finish
        if ranges and ranges[0].begin <= 2
        else dates[0][2]
        if dates and dates[0][1] <= 2
        else 0
    )
    return end > 0 and re.match(r"[\s*_,:|·•–-]*[A-Z]", first[end:]) is not None


def _group_label(unit: Unit | None) -> bool:
    """An item that only names a group of the entries under it ("- **Other experience:**")."""
    if unit is None:
        return False
    text = unit.text().value.strip(" *_")
    return text.endswith(":") and len(text.split()) <= 4 and not find_dates(text)


def _first_of_paragraph(unit: Unit, longest: int) -> str | None:
    """The first line of a plain paragraph of two lines or more, when it is short enough to be
    an entry's head rather than a sentence of its description."""
    lines = [line for line in unit.lines if not line.blank]
    if len(lines) < 2 or unit.heading or unit.bullet or len(lines[0].text) > longest:
        return None
    return lines[0].text


def _dated_card(unit: Unit) -> bool:
    """A paragraph of a few short lines, the first undated, the last dated: the employer, its place
    and the dates under a title heading ("**IPDC Finance PLC**" / "📍 Gulshan, Dhaka" / "🗓️ March
    2026 – Present")."""
    lines = [line for line in unit.lines if not line.blank]
    return (
        2 <= len(lines) <= 4
        and not unit.heading
        and not unit.bullet
        and all(len(line.text) <= 80 for line in lines)
        and not _gives_dates(lines[0].text)
        # the dates on the last line, or broken over the last two ("- March 2019 - September" / "2019");
        # or a year alone on the last line ("SAS LogoSapience" / "Saint-Jean, France" / "2019")
        and (_gives_dates(" ".join(line.text for line in lines[-2:])) or only_dates(lines[-1].text))
    )


def _employer_over_dates(unit: Unit) -> bool:
    """A paragraph whose first line is a name alone and whose second gives only dates, over what
    was done: an employer and its dates under a title heading."""
    lines = [line for line in unit.lines if not line.blank]
    return (
        len(lines) >= 3
        and not unit.heading
        and not unit.bullet
        and len(lines[0].text) <= 80
        and not _gives_dates(lines[0].text)
        # not a sentence, but "RedHat Inc." may end with a full stop
        and not (
            re.search(r"[a-z]{2}[.!?]$", lines[0].text.strip())
            and not re.search(r"\b(?:Inc|Ltd|Corp|Co)\.$", lines[0].text.strip())
        )
        and len(lines[1].text) <= 60
        and date_only_range(lines[1].text.strip()) is not None
    )


def _titled_paragraph(unit: Unit) -> bool:
    """A paragraph whose first line is only a job title and the rest describes the post
    (``_Research Intern_`` / ``Worked with the X team on ...``)."""
    first = _first_of_paragraph(unit, 80)
    if first is None:
        return False
    # "Lead Developer. Socialtext is the original ...": the title as the paragraph's first sentence
    sentence = re.match(r"([A-Z][^.]{1,50})\.\s+[A-Z]", first)
    return _whole_title(first.strip(" *_")) or (sentence is not None and _whole_title(sentence.group(1)))


def _whole_post(unit: Unit) -> bool:
    """A heading that names a post's title and organisation as well as its dates."""
    position = parse_position(unit.text(_slashes, marked=True), unit)
    return position is not None and position.title is not None and position.organization is not None


def _dated(units: list[Unit]) -> bool:
    """Whether lines give dates: a range, or a date in a cell of its own ("IISc | Winter 2013",
    "Atradius (Analyst, 2017)", "University of Auckland --- Research Assistant (2014)")."""
    return (
        any(_gives_dates(line.text) for unit in units for line in unit.lines)
        or any(_dated_card(unit) for unit in units)
        # "### Consultant -- Dura Digital" over "*2025*": a date alone on a line under the entry's head
        or any(len(unit.lines) == 1 and only_dates(unit.lines[0].text) for unit in units[1:])
    )


def _gives_dates(text: str) -> bool:
    return bool(
        find_ranges(text)
        or (re.search(r"[|·]", text) and only_dates(re.split(r"[|·]", text)[-1]))
        or ((last := re.search(r"[,(]([^,()]+)\)\W*$", text)) and only_dates(last.group(1)))
    )


_DECLINED_RE = re.compile(r"\bdeclined\b", re.I)  # "(Declined offers)": posts not taken


# "### Current", "### Previous positions": a heading that groups entries by time, not an entry
_GROUP_HEADING_RE = re.compile(
    r"\W*(?:current|previous|past|former|present|earlier|recent|visiting|other)(?:\s+(?:positions?|posts?|"
    r"appointments?|employment|roles?|visits?))?\W*$",
    re.I,
)


_AT_EMPLOYER_RE = re.compile(r"\S\s+(?:@|at)\s+[A-Z]")


def _heading_entries(units: list[Unit]) -> tuple[dict[int, Unit], set[int]]:
    """Entries whose title or dates are a heading, with the short lines that go with it: a job
    title over ``Org · 08/2024–Present``; a year range over the organisation and the title
    (reStructuredText CVs); ``Org / City / Mar 2018 - Present`` over the title. The heading and its
    lines as one unit, by the heading's index, and the indices of the lines taken."""
    entries: dict[int, Unit] = {}
    consumed: set[int] = set()
    for index, unit in enumerate(units):
        heading = unit.lines[0].text
        if (
            not unit.heading
            or index in consumed  # a title heading an entry above took
            or len(heading) > 120
            or _GROUP_HEADING_RE.match(heading)
            or _DECLINED_RE.search(heading)
            or names_the_document(heading)  # "CV of Prof. K.K. Jain": the page's title, no employer
        ):
            continue
        if _dated([unit]) and _whole_post(unit):
            entries[index] = unit  # "### **Postdoc**, Princeton University (2022-2024)": all there
            continue
        if (
            (index + 1 == len(units) or units[index + 1].heading)
            and _AT_EMPLOYER_RE.search(heading)
            and _whole_post(unit)
        ):
            entries[index] = unit  # "### Freelance Developer @ DHL" alone under "## Currently"
            continue
        if (
            index + 1 < len(units)
            and units[index + 1].bullet
            and not _dated(units[index : index + 2])
            and _whole_title(re.split(r"\s+[-–—|]\s+|,\s*", heading.strip())[0])
            and _whole_post(unit)
        ):
            # "Test Developer - D2L Corporation" over what was done there, no dates anywhere: the
            # post, its dates unsaid
            entries[index] = unit
            continue
        if (
            index > 0
            and index - 1 not in consumed
            and range_line(units[index - 1])
            and not _dated([unit])
            and (at := _AT_EMPLOYER_RE.search(heading)) is not None
            and _whole_title(heading[: at.start() + 1])
        ):
            # "March 2024 - Present" over "### Team Leader @ Lantek": the post whole in its heading,
            # its dates above it (the dates under it are the next post's)
            entries[index] = Unit(units[index - 1].lines + unit.lines, subheading=unit.subheading)
            consumed.add(index - 1)
            continue
        if heading_dates(heading) is not None and _named_by_headings_below(units, index):
            # "##### Jan 2023 – Present" over "### Next Tech Lab" over "#### Board Member": the
            # dates heading an entry whose organisation and title are headings of their own
            entries[index] = Unit(
                unit.lines + units[index + 1].lines + units[index + 2].lines, subheading=unit.subheading
            )
            consumed.update((index + 1, index + 2))
            continue
        if dates_heading_below(units, index):
            # "##### Intern" over "###### 2023" over "Boehringer Ingelheim, Biberach" and what the
            # intern did: the title, its dates, and the first line of the paragraph under them
            lines = unit.lines + units[index + 1].lines
            taken = [index + 1]
            if index + 2 < len(units) and not units[index + 2].heading and not units[index + 2].bullet:
                first = units[index + 2].lines[0]
                if len(first.text) <= 100 and not re.search(r"[a-z]{2}[.!?]$", first.text.strip()):
                    lines.append(first)
                    taken.append(index + 2)
            entries[index] = Unit(lines, subheading=unit.subheading)
            consumed.update(taken)
            continue
        after: list[int] = []
        for j in range(index + 1, min(index + 3, len(units))):
            if _labelled_fields(units[j]):
                break  # "Role : X" / "Duration : Y" under an employer: the field list's own entry
            if not after and _employer_subheading(unit, units[j]):
                after.append(j)  # "### Web Developer" over "#### Computer Dot Com", then the dates
                continue
            if (
                after
                and heading_dates(heading) is not None
                and not units[j].heading
                and _whole_post(units[j])
            ):
                break  # "1997-" over "Consultant in Neurology" and "Professor, X": two entries of those years
            if not _short(units[j]):
                if not after and (
                    _titled_paragraph(units[j])
                    or (_whole_title(heading) and _date_led(units[j], paragraph=True))
                    # "### Software Engineer" over "Acme Corp | 2023 - 2025" and what was done
                    or (
                        _titled_heading(heading)
                        and not _section_label(heading)
                        and (_dated_first_line(units[j]) or _dated_item_head(units[j]))
                    )
                    # "### IT Consultant (Part-Time)" over the employer, its place and its dates
                    or (_whole_title(_BRACKET_AT_END_RE.sub("", heading)) and _dated_card(units[j]))
                    # "### Software Developer at Q42" over its dates and, with no blank line
                    # between, what was done
                    or (_whole_post(unit) and _dated_first_line(units[j]))
                    # "Senior software developer" underlined, over "CRIM" / "12-2018 to 05-2019" and
                    # what was done
                    or (_whole_title(heading) and _employer_over_dates(units[j]))
                ):
                    # "_Research Intern_<br>" and what the intern did: the title; "**2008** URS
                    # Corporation • Barcelona" and what was done: the dates and the organisation
                    after.append(j)
                break
            after.append(j)
        # "### Consultant intern" over "**2008** URS Corporation": one year, led by it
        led = bool(after) and not _dated([unit]) and _whole_title(heading) and _date_led(units[after[0]])
        taken = []
        if after and (led or _dated([unit, *(units[j] for j in after)])):
            # a year range heading takes the organisation and the title under it; a title heading
            # takes the line with the organisation and the dates, or the organisation's line and
            # the dates' line under it
            taken = after if _dated([unit]) else after[:1]
            if not led and not _dated([unit, *(units[j] for j in taken)]):
                taken = after[:2] if len(after) == 2 and _dated([units[after[1]]]) else []
            elif (
                len(after) == 2
                and taken == after[:1]
                and only_dates(units[after[0]].lines[0].text)
                and len(units[after[1]].lines) == 1
                and not units[after[1]].heading
                and _named_the_other_way(heading, units[after[1]].lines[0].text.strip())
            ):
                # a heading, its dates on the line under it, then the third line: the title under
                # an employer ("## DERECEM" / "*June 2019 - Present*" / "IT Director"), or the
                # employer under a title ("### Software Engineer" / "2024 — Present" / "EbiTechnologies")
                taken = after
        elif (
            index > 0
            and index - 1 not in consumed
            and _short(units[index - 1])
            and _dated([units[index - 1]])
            and not _dated([unit])
            # not a second post under the heading above, which has its entry already (unless that
            # heading is a post's title: its entry ended with its items)
            and not any(
                units[k].lines[0].text.strip() == units[index - 1].subheading.strip()
                and not _whole_title(units[k].lines[0].text.strip())
                for k in entries
            )
        ):
            # the dates above a title heading, and the employer's line under it ("2017 – present"
            # over "### Consultant" over "CityShob · Kfar Neter")
            taken = [index - 1, *after[:1]] if _whole_title(heading) else [index - 1]
        elif index + 1 < len(units) and _bold_title_line(units[index + 1]) and _org_like(heading):
            taken = [index + 1]  # "#### Intel" over "**Design Engineer**", undated: a post held now
        if not taken:
            continue
        following = max(index, *taken) + 1  # the dates may be above the heading
        if (
            following < len(units)
            and units[following].heading
            and not _whole_title(heading)
            and _whole_title(units[following].lines[0].text.strip())
            and not _dated([units[following]])
        ):
            # "## Wooyatech Limited" over "November 2010 - Present" over "### Software Engineer":
            # the employer, its dates, then the title as a heading of its own
            taken = [*taken, following]
        lines = [
            line
            for j in sorted([index, *taken])
            for line in (
                units[j].lines if _short(units[j]) or _dated_card(units[j]) else _head_lines(units[j])
            )
        ]
        entries[index] = Unit(lines, subheading=unit.subheading)
        consumed.update(taken)
    return entries, consumed


def _named_the_other_way(heading: str, line: str) -> bool:
    """Whether a heading and a line under it name an employer and a title, one each: the title
    on the line under an employer's heading, or the employer under a title's."""
    if _whole_title(heading):
        return not take_title(line) and _org_like(line, lower_words=2)
    return _whole_title(line)


def _named_by_headings_below(units: list[Unit], index: int) -> bool:
    """Whether the two units under ``index`` are undated headings, one of them led by a job title."""
    below = units[index + 1 : index + 3]
    texts = [unit.lines[0].text.strip() for unit in below]
    return (
        len(below) == 2
        and all(unit.heading and len(unit.lines) == 1 and not _dated([unit]) for unit in below)
        and all(len(text) <= 80 for text in texts)
        and any(take_title(text) is not None for text in texts)
    )


_RANGE_WORD_AT_END_RE = re.compile(r"\s+(?:from|since|de|du|depuis|von|seit|desde|dal)$", re.I)
_FREELANCE_RE = re.compile(r"\b(?:freelancer?|independent|indépendante?|self-employed)\b", re.I)
_PROJECT_RE = re.compile(r"\s*(?:projects?|projets?|proyectos?|progett[oi])\b", re.I)
_BRACKET_AT_END_RE = re.compile(r"\s*\([^()]{1,30}\)$")


def _employer_subheading(title: Unit, below: Unit) -> bool:
    """Whether ``below`` is a heading one level under the title heading ``title`` that names the
    employer, not another title."""
    level, under = title.lines[0].heading, below.lines[0].heading
    text = title.lines[0].text
    # "#### _2015 -- current_ Frontend/Backend developer": the title beside its dates; "####
    # Développeur Web (Front-End) *de mai 2014 à décembre 2015*": the word before them and a
    # bracket after the title are no part of the test
    beside = _RANGE_WORD_AT_END_RE.sub("", (beside_dates(text) or text).strip(" _*|,·-–"))
    return (
        below.heading
        and level is not None
        and under == level + 1
        and (_whole_title(beside) or _whole_title(_BRACKET_AT_END_RE.sub("", beside)))
        # "Développeur Web Indépendant" over "Projet BCA": a freelancer's project, no employer
        and not _FREELANCE_RE.search(beside)
        and not _PROJECT_RE.match(below.lines[0].text)
        and not _whole_title(below.lines[0].text.strip())
        and heading_dates(below.lines[0].text) is None
    )


def _section_label(heading: str) -> bool:
    """A heading that names a kind of section in the plural ("Fellowships"), not one post."""
    return classify_heading(heading) is not None and heading.split()[-1].lower().endswith("s")


def _titled_heading(heading: str) -> bool:
    """A heading that is a job title, or a job title and the unit it was held in ("Senior
    Application Engineer, Memory Competence Center")."""
    if _whole_title(heading):
        return True
    title, _, rest = heading.partition(",")
    return _whole_title(title) and bool(UNIT_RE.search(rest)) and _org_like(rest.strip())


def _dated_first_line(unit: Unit) -> bool:
    """A paragraph whose first line is short and dated, and not a sentence: an employer and
    its dates over what was done there."""
    first = _first_of_paragraph(unit, 100)
    return first is not None and _gives_dates(first) and not re.search(r"[a-z]{2}[.!?]$", first.strip())


def _dated_item_head(unit: Unit) -> bool:
    """A list item whose first line is the employer and its dates, bold, over what was done there
    ("- **[Husky Injection Molding Systems][#H], 11/2005 - 12/2016**" / "  As the founder ...")."""
    lines = [line for line in unit.lines if not line.blank]
    first = lines[0].text.strip()
    return (
        unit.bullet
        and unit.depth == 0
        and len(lines) >= 2
        and len(first) <= 100
        and any(span.strip() == first for span in lines[0].bold)
        and _gives_dates(first)
    )


# "Have worked in Corporate Safety of Pakistan International Airline as an Officer Engineering
# (August 2020 to April 2021).": a sentence an entry, its unit, employer, title and dates
_WORKED_IN_AS_RE = re.compile(
    r"\W*(?:(?:I\s+)?have\s+worked|working|worked)\s+in\s+(?:the\s+)?(?P<unit>[A-Z](?:[^()]|\([^()]*\))*?)\s+of\s+(?:the\s+)?"
    r"(?P<org>[A-Z][^()]*?)\s+as\s+(?:an?\s+)?(?P<title>[A-Z][^()]*?)\s*\((?P<dates>[^()]+)\)\W*$",
    re.I,
)


def _worked_in_as(chunk: Text) -> Position | None:
    found = _WORKED_IN_AS_RE.match(chunk.value)
    ranges = find_ranges(found.group("dates")) if found else []
    # "an Officer Engineering “Planning Coordinator”": what the post was called there, in quotes, left out
    title = re.sub(r"\s*[\"“][^\"”]*[\"”]", "", found.group("title")) if found else ""
    if found is None or not ranges or take_title(title) is None:
        return None
    line = chunk.line_at(found.start("title"))
    position = Position(line, Value(correct_title(title)[0], line))
    position.organization = Value(found.group("org").strip(), chunk.line_at(found.start("org")))
    position.department = Value(found.group("unit").strip(), chunk.line_at(found.start("unit")))
    _span_as_dates(position, ranges[0], line)
    return position


def _span_as_dates(position: Position, span: Range, line: int) -> None:
    """A range's start and end as the post's, read on ``line``."""
    position.start = Value(span.start.value(), line) if span.start else None
    position.end = Value(span.end.value(), line) if span.end else None
    position.open_end = span.open_end


def _without_description(unit: Unit) -> Unit:
    """A paragraph of one dated line, or of two short lines the second dated, and what was done run
    on under them with no blank line ("**The Home Depot** McHenry" / "**Sales Associate** | May
    2021 - August 2021" / "Sales Associates at The Home Depot leverage ..."): those lines, the
    entry."""
    lines = [line for line in unit.lines if not line.blank]
    if unit.bullet or unit.heading or len(lines) < 3 or len(lines[0].text) > 100:
        return unit
    if find_ranges(lines[0].text):
        # "Senior Software Engineer: SlingTV.com May/2016 - Mar/2018" over a sentence a line of
        # what was done there
        described = all(
            not find_ranges(line.text) and re.search(r"[a-z]{2}\.$", line.text.strip()) for line in lines[1:]
        )
        return replace(unit, lines=lines[:1]) if described else unit
    if (
        any(_LABEL_RE.match(line.text) or FIELD_RE.match(line.text) for line in lines[:2])
        or len(lines[0].text) > 60
        or len(lines[1].text) > 80
        or not find_ranges(lines[1].text)
        or len(" ".join(line.text for line in lines[2:])) <= 80
        or any(find_ranges(line.text) for line in lines[2:])
    ):
        return unit
    if len(lines) > 3 and len(lines[2].text) <= 60 and _whole_title(lines[2].text.strip()):
        # "Distributed Robotic Lab" / "Summer 2009-present" / "Research Assistant", then what was
        # done: the title on the third line is the entry's too
        return replace(unit, lines=lines[:3])
    return replace(unit, lines=lines[:2])


def _head_lines(unit: Unit) -> list[Line]:
    """The first line of a longer paragraph, and the line under it when that gives only its dates
    ("**Software Engineer**" / "Jan 2022 - Mar 2023 · 1 yr 3 mos" / what was done)."""
    lines = [line for line in unit.lines if not line.blank]
    dates = lines[1].text.split("·")[0].strip() if len(lines) > 1 and len(lines[1].text) <= 60 else ""
    return lines[:2] if dates and date_only_range(dates) is not None else lines[:1]


def _bold_title_line(unit: Unit) -> bool:
    """A paragraph of one line that is only a job title, in bold."""
    text = unit.lines[0].text.strip()
    return (
        len(unit.lines) == 1
        and not unit.heading
        and not unit.bullet
        and any(span.strip() == text for span in unit.bold)
        and _whole_title(_without_bracket_after(text))  # "Support Engineer (Technical Support)"
    )


def _without_bracket_after(title: str) -> str:
    """A title without the bracket that ends it: what the post is of, or its terms ("Support
    Engineer (Technical Support)", "Operations Manager (Secondment)")."""
    return re.sub(r"\s*\([^()]{2,40}\)$", "", title)


_TITLE_LED_RE = re.compile(r"^(?P<title>[A-Z][^:]{2,80}):\s+\S")


def _posts_under_employers(units: list[Unit]) -> tuple[list[Position], set[int]]:
    """Posts under an employer's heading that names the organisation and its dates but no title
    (Google-style résumés): each subheading under it that is led by a title ("#### Agile Coach -
    Client"), or a paragraph led by one ("Project Manager: Led ..."), is a post at that employer,
    with its own dates or the employer's. The posts, and the indices of the units they took."""
    out: list[Position] = []
    used: set[int] = set()
    employer: tuple[Position, int, int] | None = None  # the heading's post, its level, its index
    taken: list[int] = []

    def close() -> None:
        if employer is not None and taken:
            used.update([employer[2], *taken])

    for index, unit in enumerate(units):
        level = unit.lines[0].heading
        if unit.heading and level is not None:
            if employer is not None and level > employer[1]:
                heading = unit.lines[0].text.strip()
                own = parse_position(unit.text(_slashes, marked=True), unit) if take_title(heading) else None
                if employer[1] == 0 and (own is None or own.organization is not None):
                    # after an employer's paragraph, a heading that is no title, or that names its
                    # own employer ("### Security Analyst @ HackenProof"), ends its posts
                    close()
                    employer, taken = None, []
                elif own is not None:
                    if own.start is None and index + 1 < len(units) and range_line(units[index + 1]):
                        # "Systems Engineer" underlined over "March 2012 - May 2014"
                        dates = units[index + 1].text()
                        _dates(dates.value, dates, own, None)
                        taken.append(index + 1)
                    post = _employer_post(own, employer[0])
                    whole = re.split(r"\s+-\s*|\s*-\s+|[,(:]", heading)[0].strip()
                    if post is not None and whole.split()[-1].lower() in TITLE_HEADS:
                        # "DataCenter Engineer/IT Infrastructure project engineer": the heading whole
                        post.title = Value(correct_title(whole)[0], unit.line)
                    if post is not None:
                        out.append(post)
                        taken.append(index)
                continue
            close()
            employer, taken = None, []
            head = parse_position(unit.text(_slashes, marked=True), unit) if _dated([unit]) else None
            if head is not None and head.title is None and head.organization is not None and head.start:
                employer = (head, level, index)
            elif head is None and _titled_below(units, index, level):
                # "Amplify Education" underlined, its address, then "Systems Engineer" underlined
                # over its dates: an employer's heading without dates, a post under it
                name = clean_org(unit.lines[0].text)
                employer = (
                    (Position(unit.line, organization=Value(name, unit.line)), level, index) if name else None
                )
            continue
        after_heading = index > 0 and units[index - 1].heading
        if (
            not unit.bullet
            and unit.depth == 0
            and len(unit.lines) <= 3
            and _dated([unit])
            and not after_heading
        ):
            # "Scottrade – St. Louis, MO" / "6/2009 — Present" over "### Web Developer": an
            # employer's paragraph, its posts in the headings under it (level 0: any heading)
            head = parse_position(unit.text(_slashes, marked=True), unit)
            if head is not None and head.title is None and head.organization is not None and head.start:
                close()
                employer, taken = (head, 0, index), []
                continue
        first = unit.lines[0].text
        # "Advisor: Prof. X" names a mentor, no post; "Research Assistant, advisor: Prof. Y" a post
        # with its mentor ("Project Manager: Led ..." is a title, not a manager's name)
        mentor = next(
            (m for m in _MENTOR_RE.finditer(first) if re.fullmatch(r"|.*[,;|]\s*", first[: m.start()])), None
        )
        led = _TITLE_LED_RE.match(first) if mentor is None else None
        title = led.group("title") if led else first[: mentor.start()].strip(" ,;|") if mentor else None
        if employer is not None and employer[1] and not unit.bullet and title and _whole_title(title):
            post = _employer_post(Position(unit.line, Value(correct_title(title)[0], unit.line)), employer[0])
            if post is not None:
                out.append(post)
                taken.append(index)
    close()
    return out, used


def _titled_below(units: list[Unit], index: int, level: int) -> bool:
    """Whether the next heading under a heading is deeper, a job title, and over its dates."""
    for j in range(index + 1, min(index + 4, len(units))):
        below = units[j].lines[0].heading if units[j].heading else None
        if below is None:
            continue
        title = units[j].lines[0].text.strip()
        employer = units[index].lines[0].text.strip()
        return (
            below > level
            and take_title(title) is not None
            and (
                (j + 1 < len(units) and range_line(units[j + 1]))
                # "Example Steel" underlined over "Procurement Analyst" and "Buyer", each underlined
                # deeper, with nothing under them: undated posts at that employer
                or (
                    j == index + 1
                    and _whole_title(title)
                    and (j + 1 == len(units) or units[j + 1].heading)
                    and take_title(employer) is None
                    and _org_like(employer)
                    and not _dated([units[index], units[j]])
                )
            )
        )
    return False


def _employer_post(post: Position | None, employer: Position) -> Position | None:
    """A post under an employer's heading: at that employer (a client named with the title is no
    employer), with the employer's dates unless it has its own."""
    if post is None or post.title is None or employer.organization is None:
        return None
    post.organization, post.department = employer.organization, None
    if post.start is None:
        post.start, post.end, post.open_end = employer.start, employer.end, employer.open_end
    _kind(post)
    return post


def _slashes(text: str) -> str:
    """``Org / City / Mar 2018 - Present``: slashes and dots between spaces separate fields, but
    not a slash between two titles (``Consultant / Full Stack Developer``: one post, two hats)."""
    text = unsquash(text)
    fields = re.split(r"(\s+[/·]\s+)", text)
    out = fields[:1]
    for separator, after in zip(fields[1::2], fields[2::2]):
        # the title before the slash ends a field: "October 2010 - February 2011: Internship"
        before = re.split(r"[:|,]\s*", out[-1])[-1]
        both_titles = separator.strip() == "/" and _whole_title(before) and _whole_title(after)
        out[-1:] = [out[-1] + separator + after] if both_titles else [out[-1], " | ", after]
    return "".join(out)


def _dates_ending_heading(text: str) -> tuple[When | None, When | None, bool] | None:
    """The dates at the end of a heading that names something first ("Heuer Lab 2013-2014", "Liu
    Lab October 2014"): (start, end, open end); None when it has other dates, or none at its end."""
    ranges = find_ranges(text)
    if ranges:
        last = ranges[-1]
        return (
            (last.start, last.end, last.open_end)
            if len(ranges) == 1 and not text[last.finish :].strip()
            else None
        )
    dates = find_dates(text)
    if len(dates) == 1 and not text[dates[0][2] :].strip():
        return dates[0][0], dates[0][0], False
    return None


def _dates_of_heading(position: Position, dates: tuple[When | None, When | None, bool], unit: Unit) -> None:
    start, end, open_end = dates
    position.start = Value(start.value(), unit.line) if start else None
    position.end = Value(end.value(), unit.line) if end else None
    position.open_end = open_end


def _from_children(position: Position, units: list[Unit], parent: Unit) -> set[int]:
    """``* Fall 2015: Research Assistant`` with its organisation in a sub-item (the first that
    names an institution, else the first with a name: "Department of X" over "School of Y,
    University Z"), and its dates in a sub-item of their own (``* 06/2017-06/2019``) when it has
    none. Returns the ids of the sub-items whose dates it took."""
    chosen: tuple[OrgParts, Unit] | None = None
    dated: set[int] = set()
    for unit in units:
        if unit.parent is not parent:
            continue
        text = _unit_after_colon(unit.text().value.strip(" ."))
        span = date_only_range(text) if position.start is None else None
        if span is not None:
            _span_as_dates(position, span, unit.line)
            dated.add(id(unit))
            continue
        if position.organization is not None or ":" in text or take_title(text):
            continue
        # "Lancaster University (UK)", "... in Europe (Brussels)": where it is, after the name
        text = re.sub(
            r"\s*\(([A-Z][^()]*)\)$",
            lambda m: "" if is_place(m.group(1)) or re.fullmatch(r"[A-Z][a-z]+", m.group(1)) else m.group(0),
            text,
        )
        parts = split_org(text)
        if not (
            parts.organization
            and _org_like(parts.organization)
            and (INSTITUTION_RE.search(parts.organization) or len(parts.organization.split()) <= 7)
        ):
            continue
        if chosen is None or (
            INSTITUTION_RE.search(parts.organization)
            and not INSTITUTION_RE.search(chosen[0].organization or "")
        ):
            chosen = (parts, unit)
        elif re.search(r"\bUniversit", parts.organization) and not re.search(
            r"\bUniversit", chosen[0].organization or ""
        ):
            # "Center for X" over "Y University (YU), Dhaka": the centre is a unit of the university
            unit_of = chosen[0].organization
            chosen = (parts, unit)
            parts.units = [p for p in (unit_of, *parts.units) if p]
    if chosen is not None and position.organization is None:
        parts, unit = chosen
        position.organization = Value(parts.organization, unit.line)
        if parts.units and position.department is None:
            position.department = Value(parts.units[0], unit.line)
    return dated


def _split_joint(position: Position) -> list[Position]:
    """``Lab A & Lab B, University``: one position per lab, with the same facts; ``X Fellow, and
    Y Fellow``: one per title; ``A University and B Laboratory``: one per employer."""
    if position.spells:
        out = [position]
        for start, end, open_end in position.spells:
            out.append(
                replace(
                    position, start=start, end=end, open_end=open_end, review=list(position.review), spells=[]
                )
            )
        position.spells = []
        return [part for each in out for part in _split_joint(each)]
    if position.also:
        out = [position]
        for title in position.also:
            named = Value(correct_title(str(title.value))[0], title.line)
            out.append(replace(position, title=named, review=list(position.review), also=[]))
        position.also = []
        return [part for each in out for part in _split_joint(each)]
    employers = joint_employers(str(position.organization.value)) if position.organization else []
    if len(employers) > 1 and position.organization is not None:
        # "Princeton University and Geophysical Fluid Dynamics Laboratory": one post at each
        line = position.organization.line
        return [
            replace(position, organization=Value(employer, line), review=list(position.review))
            for employer in employers
        ]
    if position.department is None:
        return [position]
    parts = re.split(r"\s+&\s+|\s*;\s*", str(position.department.value))
    if len(parts) < 2 or not all(UNIT_RE.search(p) for p in parts):
        return [position]
    out = []
    for part in parts:
        copy = replace(position, review=list(position.review), mentors=list(position.mentors))
        copy.department = Value(part.strip(), position.department.line)
        copy.review.append("the source lists several units in one entry; split into one position each")
        out.append(copy)
    return out


def _code_after_title(post: Position, text: str) -> str | None:
    """A post's organisation when it is a code of two to four capitals right after its title,
    with nothing else named (``Data Engineer BI``); else None."""
    if post.title is None or post.organization is None or post.department is not None:
        return None
    code = str(post.organization.value)
    return code if re.fullmatch(r"[A-Z]{2,4}", code) and f"{post.title.value} {code}" in text else None


def _fill(target: Position, extra: Position) -> None:
    for key in ("title", "organization", "department", "start", "end", "kind"):
        if getattr(target, key) is None and getattr(extra, key) is not None:
            setattr(target, key, getattr(extra, key))
    have = {name_key(str(m.value)) for m in target.mentors}
    target.mentors.extend(m for m in extra.mentors if name_key(str(m.value)) not in have)
    target.open_end = target.open_end or extra.open_end
    _kind(target)


def from_card(layout: Layout) -> list[Position]:
    """The card at the top of a page: ``Associate Professor · Department of X · University Y``,
    or the title on one line and the units on the next ones."""
    preamble = layout.preamble()
    if preamble is None:
        return []
    lines = [line for unit in preamble.units[:4] for line in unit.lines if not line.blank][:8]
    for index, line in enumerate(lines):
        text = line.text.strip()
        if len(text) > 160 or re.search(r"\b(?:I|we|my)\b", text):
            continue
        parts = [p.strip() for p in re.split(r"\s+[·|•]\s+|\s+[—–]\s+", text) if p.strip()]
        found = take_title(parts[0]) if parts else None
        if not found or len(found[0]) < len(parts[0].split(",")[0].strip()) - 25:
            continue
        rest = parts[0][found[1] :].strip(" ,")
        rest = re.sub(r"^(?:of\s+[A-Z][\w ]*?)(?=,|$)", "", rest).strip(" ,")
        org_text = ", ".join([p for p in [rest, *parts[1:]] if p])
        following = [ln.text.strip() for ln in lines[index + 1 : index + 3]]
        below = ", ".join(
            t
            for t in following
            if t
            and (INSTITUTION_RE.search(t) or UNIT_RE.search(t))
            and "@" not in t
            and len(t) <= 100
            and not SENTENCE_STOP_RE.search(t)  # "My research focuses on ...": the page's prose
        )
        if (
            rest
            and len(parts) == 1
            and below
            and parts[0][found[1] :].lstrip().startswith(",")  # not "Professor: Zhihao Jia", a field
            and not (INSTITUTION_RE.search(rest) or UNIT_RE.search(rest))
        ):
            # "Associate Manager, Intellectual Property" over "Polsky Center" and "University of
            # Chicago": what the manager is of, part of the title, and the employer below
            found, org_text = (parts[0], len(parts[0])), ""
        if not org_text:
            org_text = below
        if not org_text:
            continue
        parts_of = split_org(org_text)
        if parts_of.organization is None or not (
            INSTITUTION_RE.search(parts_of.organization) or parts_of.units
        ):
            continue
        last_word = parts_of.organization.split()[-1]
        if is_title_word(last_word, head=True) and not last_word.endswith("s"):
            continue  # "Lead Software Engineer | Web Performance & Full-Stack Tech Lead": two titles
        title, note = correct_title(found[0])
        position = Position(
            line.number, Value(title, line.number, note), Value(parts_of.organization, line.number)
        )
        if parts_of.units:
            position.department = Value(parts_of.units[0], line.number)
        _kind(position)
        return [position]
    return []


# -- prose --------------------------------------------------------------------------------------

_PRESENT_RE = (
    r"\b(?:I\s+am|I'm|I’m|I\s+work\s+as|I\s+(?:have|'ve|’ve)\s+been|"
    r"my\s+name\s+is(?=\s+(?-i:[A-Z][\w'’.-]*(?:\s+[A-Z][\w'’.-]*){{0,3}}),\s+(?:an?|the)\s)|"
    r"I\s+(?:currently\s+|now\s+)?serve\s+as|(?:he|she)\s+(?:currently\s+|now\s+)?serves\s+as|"
    r"(?:he|she|they)\s+(?:is|are|has\s+been|have\s+been)|{name}\s+(?:is|has\s+been))\s+"
    # "I'm Elena Petrova, a ...", "I'm Jens, a ...", "My name is Jean Leong, a ..."
    r"(?:(?-i:[A-Z][\w'’.-]*(?:\s+[A-Z][\w'’.-]*){{0,3}}),\s+)?"
    r"(?:currently\s+|now\s+|also\s+|presently\s+)*(?:working\s+as\s+)?"
    r"(?:(?:an?|the)\s+|(?-i:(?=[A-Z][a-z]+\s)))"  # "I am Professor of X at Y": no article
)
_PAST_RE = (
    r"\b(?:I|he|she|they|{name})\s+(?:had\s+)?(?:also\s+|then\s+)?"
    r"(?:was|were|been|worked\s+as|served\s+as|held\s+(?:a\s+)?(?:position|post|role)\s+as)\s+"
    # "I was also a ...", "I was previously a ...", "I was postdoctoral researcher at X": an
    # article left out
    r"(?:also\s+|previously\s+|formerly\s+)?(?:an?\s+|the\s+)?(?P<rest>.+)$"
)
# "working as a Y at X"; "I have gained professional experience as a data analyst in ... of X"
_WORKING_AS_RE = re.compile(r"\b(?:working|experience)\s+as\s+(?:an?\s+)?(?P<rest>.+)$", re.IGNORECASE)
# "I'm a Mechatronics Engineer working as a Y at X", "currently working as": held now
_WORKING_NOW_RE = re.compile(r"\b(?:I\s+am|I['’]m|currently|presently)\b(?!.*\b(?:was|were|had)\b)", re.I)
# "I then did a postdoc at EPFL", "I also did a summer internship at X": a post named by what was done
_DID_RE = re.compile(
    r"\b(?:I|he|she|they)\s+(?:\w+\s+)?(?:did|completed|held|undertook)\s+(?:an?\s+|my\s+)?"
    r"(?P<rest>(?:(?:summer|research|industrial|industry)\s+)?(?:postdoc|post-doc|intern(?:ship)?)\b.+)$",
    re.IGNORECASE,
)
# "... and worked as a", "... and served as the": a clause that names a post, after another
_AND_WORKED_AS = r"\s+and\s+(?:also\s+|then\s+|later\s+)?(?:worked|served)\s+as\s+(?:an?\s+|the\s+)?"
# "I have also held research positions at X and served as a Research Assistant at Y": the post
# the second clause names (the first names none)
_AND_SERVED_RE = re.compile(rf"\b(?:I|he|she|they)\s[^.;]*?{_AND_WORKED_AS}(?P<rest>[A-Z].+)$")
# "As a postdoctoral researcher at Argonne National Laboratory, I utilized ...": a post held then,
# named before a clause in the past tense
_AS_A_THEN_RE = re.compile(
    # and "Earlier in my career, as Assistant Director of Research at X, I advised ...": a title
    # with no article after a comma
    r"(?:(?:^|[.;]\s+)As\s+an?\s+|,\s+as\s+(?=[A-Z]))(?P<rest>[^,;]+?),\s+(?:I|he|she|they)\s+(?:also\s+)?"
    r"(?:[a-z]+ed|was|were|had|led|built|taught|wrote|ran|did|made|spent|won|began|took|gave)\b"
)
# "As of September 2024 I will be an Academy Research Fellow at X": a post announced ahead
# "I will be a ...", "I will be starting as an Assistant Professor in ... at X": a post announced
_FUTURE_RE = re.compile(
    r"\b(?:I|he|she|they)\s+will\s+(?:be\s+starting\s+as|start\s+as|be)\s+(?:an?\s+|the\s+)(?P<rest>.+)$",
    re.IGNORECASE,
)
# "Between September 2021 and August 2024 I was ...": the dates of what the sentence states
_BETWEEN_RE = re.compile(rf"^\s*[Bb]etween\s+(?P<start>{DATE})\s+and\s+(?P<end>{DATE}),?\s", re.I)
_PART_OF_RE = re.compile(r"\bas\s+(?:a\s+)?part\s+of\s+(?:the\s+)?(?P<groups>.+)$", re.IGNORECASE)
# "Before joining X in January 2022, I was ...": when the post at X began, and the one stated ended;
# "Before that, I was ...": the post stated ended when the one of the sentence before began
_BEFORE_JOINING_RE = re.compile(
    rf"^\s*Before\s+(?:joining|coming\s+to|moving\s+to)\s+(?P<what>.+?)\s+in\s+(?P<when>{DATE}),", re.I
)
_BEFORE_THAT_RE = re.compile(r"^\s*(?:Before|Prior\s+to)\s+(?:that|this),", re.I)


def _chain_dates(text: str, found: list[Position], paragraph: list[Position], before: list[Position]) -> None:
    """Dates a bio states by order (see ``_BEFORE_JOINING_RE``): ``paragraph`` holds the posts
    read from the paragraph so far, ``before`` those of the sentence before."""
    joining = _BEFORE_JOINING_RE.match(text)
    if joining:
        when = parse_date(joining.group("when"))
        if when is None:
            return
        line = found[0].line if found else None
        named = [p for p in paragraph if any(_named_in(p, joining.group("what")))]
        for position in named or [p for p in paragraph if p.current is not False]:
            if position.start is None:
                position.start = Value(when.value(), line or position.line)
        end: object = when.value()
    elif _BEFORE_THAT_RE.match(text) and any(p.start is not None for p in before):
        end = min((p.start.value for p in before if p.start is not None), key=str)
    else:
        return
    for position in found:
        # "2017-09" and 2022 compare as text: a year sorts before its months
        if position.end is None and (position.start is None or str(position.start.value) <= str(end)):
            position.end, position.current = Value(end, position.line), False


def _name_pattern(person: str | None) -> str:
    """The person as a bio names them: in full, or by the first or the last name alone ("Andrés
    was a teaching assistant at X"), in the page's own capitals."""
    if not person:
        return r"(?!)"
    words = person.split()
    names = [person] + [word for word in (words[0], words[-1]) if len(words) > 1 and len(word) > 2]
    return "(?-i:" + "|".join(re.escape(name) for name in names) + ")"


def from_prose(layout: Layout, person: str | None) -> list[Position]:
    """Positions stated in running text about the person."""
    name = _name_pattern(person)
    present = re.compile(_PRESENT_RE.format(name=name) + r"(?P<rest>.+)$", re.IGNORECASE)
    past_pattern = re.compile(_PAST_RE.format(name=name), re.IGNORECASE)
    out: list[Position] = []
    employers = _employer_headings(layout)
    for paragraph in prose_texts(layout):
        anchor: Position | None = None
        employer = employers.get(paragraph.line_at(0))
        stated: list[Position] = []  # the paragraph's posts so far
        before: list[Position] = []  # the posts of the sentence before
        for sentence in sentences(paragraph):
            text = sentence.value
            found = _org_first(sentence)
            future = False
            for pattern, past in (
                (present, False),
                (past_pattern, True),
                (_WORKING_AS_RE, True),
                (_DID_RE, True),
                (_AND_SERVED_RE, True),
                (_AS_A_THEN_RE, True),
                (_FUTURE_RE, False),
            ):
                read = _did_as_title(text) if pattern is _DID_RE else text
                match = pattern.search(read) if not found else None
                if match:
                    if pattern is _WORKING_AS_RE and _WORKING_NOW_RE.search(read[: match.start()]):
                        past = False
                    found = _prose_positions(
                        match.group("rest"), sentence, match.start("rest"), past, anchor, employer
                    )
                    future = pattern is _FUTURE_RE
                    if found:
                        break
            if not found:
                found = _joined(sentence, out, employer)
            since = _SINCE_RE.match(text)
            since_when = parse_date(since.group("when")) if since else None
            between = _BETWEEN_RE.match(text)
            for position in found:
                if since_when is not None and position.start is None:
                    position.start = Value(since_when.value(), sentence.line_at(0))
                if between and position.start is None and position.end is None:
                    start, end = parse_date(between.group("start")), parse_date(between.group("end"))
                    position.start = Value(start.value(), sentence.line_at(0)) if start else None
                    position.end = Value(end.value(), sentence.line_at(0)) if end else None
                    position.current = False
                if future:
                    # "In 2026 I will be ...", "I will start as a Y at X in Fall 2026"
                    year = years_in(text[: match.start()] if match else "") or years_in(text)
                    if year and position.start is None:
                        position.start = Value(year[0][0], sentence.line_at(0))
                    position.review.append("a post the page announces ahead: check that it has begun")
            part = _PART_OF_RE.search(text)
            if part:
                base = found[0] if found else anchor
                for group in re.split(r"\s*(?:,|\band\b)\s*", org_text(part.group("groups"))):
                    group = clean_org(group)
                    if group and base is not None and base.organization is not None:
                        member = Position(
                            sentence.line_at(part.start()),
                            Value("Member", sentence.line_at(part.start())),
                            Value(base.organization.value, base.organization.line),
                            Value(group, sentence.line_at(part.start())),
                            "affiliation",
                            from_prose=True,
                        )
                        found.append(member)
            _chain_dates(text, found, stated, before)
            for position in found:
                _unit_of_earlier(position, out)
                out.append(position)
                if position.current is not False and position.kind != "affiliation" and anchor is None:
                    anchor = position
            stated += found
            before = found or before
    return out


def _unit_of_earlier(position: Position, earlier: list[Position]) -> None:
    """``I was a lecturer at the Department of Computer Science``, after a sentence that named
    the department's university: the post is at that university, in that department."""
    org = position.organization
    if org is None or position.department is not None:
        return
    name = str(org.value)
    if not UNIT_RE.search(name) or INSTITUTION_RE.search(name.split(" of ", 1)[-1]):
        return
    for before in reversed(earlier):
        if (
            before.organization is not None
            and before.department is not None
            and before.department.value == name
        ):
            position.organization = Value(before.organization.value, org.line)
            position.department = Value(name, org.line)
            return


# a faculty page's biography: "She joined the University of Leeds in 2017 as a Lecturer and was
# promoted to Associate Professor in 2021"
_JOINED_RE = re.compile(
    # and a post announced: "I will join X as a Y", "I am joining X as a Y"
    rf"\b(?:[Jj]oined|(?P<future>will\s+(?:be\s+)?join(?:ing)?|(?:am|is|are)\s+joining))\s+(?:the\s+)?(?P<org>[A-Z].*?)(?:,?\s+in\s+(?P<when>{DATE}),?)?\s+as\s+(?:an?\s+|the\s+)?"
    r"(?P<rest>.+)$"
)
_PROMOTED_RE = re.compile(r"\bpromoted\s+to\s+(?:an?\s+|the\s+)?(?P<rest>.+)$")
_IN_DATE_RE = re.compile(rf"^\s*,?\s*in\s+(?P<when>{DATE})", re.I)  # the month names are lower case


def _joined(sentence: Text, earlier: list[Position], employer: Value | None = None) -> list[Position]:
    """Positions a biography dates by joining and promotion: the title taken on joining, from
    the year given, and the title promoted to (at the same place) from its year, which ends the
    one before."""
    text = sentence.value
    out: list[Position] = []
    joined = _JOINED_RE.search(text)
    made = _post_at(joined, sentence) if joined else None
    if joined and made:
        position, title_end = made
        when = _date_after(joined.group("rest")[title_end:], joined.group("when")) or _date_before_and(
            text[: joined.start()]
        )
        if when:
            position.start = Value(when.value(), position.line)
        if joined.group("future"):
            position.review.append("a post the page announces ahead: check that it has begun")
        _kind(position)
        out.append(position)
    promoted = _PROMOTED_RE.search(text)
    before = (out or [p for p in earlier if p.from_prose and p.organization is not None])[-1:]
    # promoted at the employer whose heading the paragraph is under, else where the post before was
    held = before[0].organization if before else None
    where = employer.value if employer is not None else held.value if held is not None else None
    if before and before[0].organization is not None and before[0].organization.value != where:
        before = []
    if promoted and where is not None:
        found = take_title(promoted.group("rest"), prose=True)
        if found:
            line = sentence.line_at(promoted.start("rest"))
            title, note = correct_title(found[0])
            position = Position(line, Value(title, line, note), Value(where, line), from_prose=True)
            when = _date_after(promoted.group("rest")[found[1] :])
            spans = find_ranges(promoted.group("rest")[found[1] :][:80])
            if when is None and spans and spans[0].start is not None:
                # "promoted to X and worked in that capacity from Apr to Jul of 2019"
                when = spans[0].start
                position.end = Value(spans[0].end.value(), line) if spans[0].end else None
            if when:
                position.start = Value(when.value(), line)
                if before and before[0].end is None:
                    before[0].end = Value(position.start.value, line)
                    before[0].current = False
            _kind(position)
            out.append(position)
    return out


# the organisation before the title: "I am currently working at X as a Y", "I worked at X as a
# Y", "I lead a lab at X, where I am a Y"; "worked with X as a Y" where X names an employer (one
# works with people too)
_ORG_FIRST_RES = (
    (
        re.compile(
            r"\b(?:I\s+am|I['’]m|I|[Hh]e\s+is|[Ss]he\s+is|[Hh]e|[Ss]he|[Tt]hey)\s+(?:currently\s+|now\s+)?"
            r"(?:working|work|works)\s+(?P<prep>at|for|in|with)\s+(?:the\s+)?(?P<org>[A-Z].*?),?\s+as\s+(?:an?\s+|the\s+)?"
            r"(?P<rest>.+)$"
        ),
        False,
    ),
    (
        re.compile(
            r"\b(?:I|[Hh]e|[Ss]he|[Tt]hey)\s+(?:was\s+working|worked)\s+(?P<prep>at|for|in|with)\s+(?:the\s+)?"
            r"(?P<org>[A-Z].*?),?\s+as\s+(?:an?\s+|the\s+)?(?P<rest>.+)$"
        ),
        True,
    ),
    (
        re.compile(
            r"\bat\s+(?:the\s+)?(?P<org>[A-Z][^,]*?),\s+where\s+(?:I|[Hh]e|[Ss]he)\s+(?:am|is|work\s+as|works\s+as)\s+"
            r"(?:currently\s+|now\s+)?(?:an?\s+|the\s+)(?P<rest>.+)$"
        ),
        False,
    ),
    (
        # "At Harvard, I am a Strategic Analytics Fellow, developing ...": where, put first
        re.compile(
            r"^\s*At\s+(?:the\s+)?(?P<org>[A-Z][^,]*?),\s+(?:I|[Hh]e|[Ss]he)\s+(?:am|is|work\s+as|works\s+as)\s+"
            r"(?:currently\s+|now\s+)?(?:an?\s+|the\s+)(?P<rest>.+)$"
        ),
        False,
    ),
)
# "Since 2021, I have been ...": the start of what the sentence states
_SINCE_RE = re.compile(rf"^\s*(?:since|from)\s+(?P<when>{DATE}),?\s", re.I)  # "Since November 2019, I ..."


def _did_as_title(text: str) -> str:
    """ "did a summer internship at X" read as the post it names ("summer intern at X"): the
    same length, so offsets into the sentence still hold."""
    return re.sub(r"\b([Ii]ntern)ship\b", r"\1    ", text)


def _org_first(sentence: Text) -> list[Position]:
    """A position whose sentence names the organisation before the title (:data:`_ORG_FIRST_RES`)."""
    for pattern, past in _ORG_FIRST_RES:
        match = pattern.search(sentence.value)
        if match and match.groupdict().get("prep") == "with" and not names_an_employer(match.group("org")):
            continue
        made = _post_at(match, sentence) if match else None
        if made is None:
            continue
        position = made[0]
        if past:
            position.current = False
        _kind(position)
        return [position]
    return []


def _post_at(match: re.Match[str], sentence: Text) -> tuple[Position, int] | None:
    """The post of a sentence that names the organisation first: the title at the start of the
    match's ``rest`` group, at the organisation (and unit) of its ``org`` group; with the offset
    in ``rest`` where the title ends. None without a title or an organisation."""
    found = take_title(match.group("rest"), prose=True)
    organization, department = pick_org(org_parts(org_text(match.group("org"))))
    if not found or not organization:
        return None
    line = sentence.line_at(match.start("org"))
    title, note = correct_title(found[0].rstrip(" ."))
    position = Position(line, Value(title, line, note), Value(organization, line), from_prose=True)
    if department:
        position.department = Value(department, line)
    return position, found[1]


def _date_before_and(text: str) -> When | None:
    """ "I defended my Ph.D. in April 2017 and, shortly after that, joined X": the clause before the
    one that joins dates it, when it ends with a date and "and"."""
    dated = _DATED_CLAUSE_AND_RE.search(text)
    return parse_date(dated.group("when")) if dated else None


_DATED_CLAUSE_AND_RE = re.compile(rf"\bin\s+(?P<when>{DATE})\s*,?\s+and\b[^.;]*$", re.I)


def _date_after(text: str, given: str | None = None) -> When | None:
    """The date ``given``, or else the one ``text`` starts with ("in 2021")."""
    match = _IN_DATE_RE.match(text)
    written = given or (match.group("when") if match else None)
    return parse_date(written) if written else None


def _employer_headings(layout: Layout) -> dict[int, Value]:
    """The employer each paragraph of a section of posts is told under: ``### NXP Semiconductors``
    over "I worked as a **Graduate Thesis Intern** from Nov 2020 to Aug 2021", by its first line."""
    out: dict[int, Value] = {}
    for section in layout.of_kind("positions", "career"):
        employer: Value | None = None
        for unit in section.units:
            text = unit.lines[0].text.strip()
            if unit.heading:
                named = _org_like(text) and not take_title(text) and not find_dates(text)
                employer = Value(text, unit.line) if named else None
            elif employer is not None:
                out[unit.line] = employer
    return out


def _prose_positions(
    rest: str,
    sentence: Text,
    offset: int,
    past: bool,
    anchor: Position | None,
    employer: Value | None = None,
) -> list[Position]:
    """``an R&D Engineer and Senior R&D Engineer at companies such as A and B`` -> two positions."""
    titles: list[str] = []
    cursor = 0
    while True:
        found = take_title(rest[cursor:], prose=True)
        if not found:
            break
        titles.append(rest[cursor : cursor + found[1]].strip())
        cursor += found[1]
        more = re.match(r"\s+and\s+(?:an?\s+)?", rest[cursor:])
        if not more or not take_title(rest[cursor + more.end() :], prose=True):
            break
        cursor += more.end()
    if not titles:
        return []
    grade = re.match(r"\s*\([A-Z][a-z]+ [A-Z0-9]{1,3}\)", rest[cursor:])
    if grade:  # "a Research Fellow (Level B)": the grade is part of the title
        titles[-1] += grade.group(0)
        cursor += grade.end()
    # "a Researcher at X and worked as a Postdoctoral Researcher at Y": a second post, told apart
    clause = _NEXT_CLAUSE_RE.search(rest, cursor)
    following = clause.end() if clause else None  # where it starts in ``rest``
    # "postdoctoral in X under the supervision of Prof. Y at Z": whom the post was under, then where
    after = _UNDER_SUPERVISION_RE.sub("", rest[cursor : clause.start() if clause else None])
    # "a researcher at the interface of Robotics and Control inside the X group": a field, not where
    after = _INTERFACE_RE.sub("", after)
    # "a Research Assistant with Ph.D. at the X at Y": what the holder has, not where
    after = re.sub(r"^\s*with\s+(?:an?\s+|my\s+)?(?:Ph\.?\s?D\.?|doctorate)(?=\s)", "", after)
    # "a visiting scholar (2018) in the X Group at Y": the post's dates right after its title
    bracket = re.match(r"\s*\(([^()]{1,40})\)", after)
    dated = ""
    if bracket and (find_ranges(bracket.group(1)) or only_dates(bracket.group(1))):
        dated, after = bracket.group(0), after[bracket.end() :]
    # "software engineer (SDE) at X", "a manager (starting as a scientist) at X", "a professor of
    # physics (tenured) at X": an abbreviation, a note or a field before the place
    place = re.match(
        r"\s*(?:\([^()\d]{1,60}\)\s*)?"
        # "a professor of physics at X", "a fellow in Network Security at X" (not "in the Y Lab at X")
        r"(?:(?P<field>(?:of|in(?!\s+the\b)(?!(?:(?!\sat\s)[\w ])*\b(?:[Dd]epartment|[Ss]chool|[Ll]ab|"
        r"[Gg]roup|[Ii]nstitute|[Cc]ent(?:er|re)|[Ff]aculty|[Dd]ivision)\b))\s+[A-Za-z][\w ]*?)\s+"
        r"(?:\([^()\d]{1,60}\)\s*)?(?=at\b))?"
        r"(?:,?\s*(?:working|employed)\s+(?=(?:at|for|with)\b))?"  # "an engineer, working for X"
        r"(?:(?:at|in|inside|within|with|of|for|from)\s+|@\s*)(?:the\s+)?(?P<org>.+)$",
        after,
    )
    if place and (
        re.match(r"\d+(?![A-Za-z])", place.group("org"))  # not "the 5G Innovation Centre"
        or re.match(rf"(?:{DATE})\b", place.group("org"), re.I)  # "an intern from Nov 2020 to Aug 2021"
        # "experience as DevOps Engineer in implementing X": what was done, not where
        or re.match(r"[a-z]+ing\b", place.group("org"))
    ):
        place = None  # "a Fellow from 2018-2021", "an intern in 2019": when, not where
    positions: list[Position] = []
    line = sentence.line_at(offset)
    orgs: list[tuple[str | None, str | None]] = []
    tail = "" if place else after  # "a Y since Oct 2021", no place: the dates after the title
    if place and place.group("field"):
        titles[-1] = f"{titles[-1]} {place.group('field')}"  # "a professor of physics at X"
    if place:
        phrase = org_text(place.group("org"))
        tail = place.group("org")[len(phrase) :]
        phrase = re.sub(
            r"^(?:companies|organizations|places|firms)\s+(?:such\s+as|like|including)\s+", "", phrase
        )
        # "a co-founder of the open-source organization OpenHelix Team": what kind of body, then its name
        phrase = re.sub(
            r"^(?:(?:open[- ]source|non-?profit|not-for-profit)\s+)?"
            r"(?:organi[sz]ation|company|start-?up|firm)\s+(?=[A-Z])",
            "",
            phrase,
        )
        listed = _org_list(place.group("org")) if len(titles) == 1 else None
        if listed:
            # "a research intern at X, Y, and Z": one title at each organisation
            phrase, orgs = listed
            tail = place.group("org")[len(phrase) :]
            titles = titles * len(orgs)
        elif len(titles) > 1 and re.search(r"\band\b", phrase):
            orgs = [(clean_org(p), None) for p in re.split(r"\s*(?:,|\band\b)\s*", phrase) if clean_org(p)]
        else:
            orgs = [pick_org(org_parts(phrase))]
    tail = dated + tail
    for index, title in enumerate(titles):
        fixed, note = correct_title(title)
        position = Position(line, Value(fixed, line, note), from_prose=True)
        org, department = orgs[index] if index < len(orgs) else (orgs[0] if len(orgs) == 1 else (None, None))
        if (
            fixed.lower() == "member"
            and org
            and re.search(r"\b(?:team|club|chorus|choir|orchestra)\b", org, re.I)
        ):
            continue  # "a member of the University Chorus team": a pastime, no post
        if fixed.lower() == "member" and org and _LEARNED_SOCIETY_RE.search(org):
            continue  # "a member of the Institute of Electrical and Electronics Engineers": no post
        if fixed.lower() == "member" and org and re.search(r"\w['’]s\b", org):
            continue  # "a member of Tarik Abou-Chadi's research group": a PhD student's group
        if (
            fixed.lower() == "member"
            and org
            and anchor is not None
            and anchor.organization is not None
            and (UNIT_RE.search(org) or not INSTITUTION_RE.search(org))
        ):
            org, department = str(anchor.organization.value), org
            position.kind = "affiliation"
        elif fixed.lower() == "member" and org and not (INSTITUTION_RE.search(org) or UNIT_RE.search(org)):
            continue  # "a member of the Chess Club": no post
        elif org and re.search(r"\bcommunit(?:y|ies)\b", org, re.I):
            continue  # "a maintainer of packages in the Python community": no employer
        elif org and (is_town(org) or is_place(org)):
            continue  # "a remote worker in Saint Petersburg, Florida": where, no employer
        if org:
            position.organization = Value(org, line)
        elif employer is not None:  # "I worked as a Y from ..." under the employer's heading
            position.organization = Value(employer.value, employer.line, "organisation of the heading above")
        if department:
            position.department = Value(department, line)
        if len(set(titles)) > 1 and len(orgs) == len(titles):
            position.review.append("titles and organisations paired in the order the sentence lists them")
        ranges = find_ranges(tail[:60]) or [
            r for r in find_ranges(sentence.value) if len(find_ranges(sentence.value)) == 1
        ]
        single = re.match(r"\s*\(([^()]*)\)", tail)
        if ranges:
            r = ranges[0]
            position.start = Value(r.start.value(), line) if r.start else None
            position.end = Value(r.end.value(), line) if r.end else None
        elif (
            single and find_dates(single.group(1)) and not re.search(r"\b(?:since|leave)\b", single.group(1))
        ):
            when = find_dates(single.group(1))[0][0].value()  # "(summer 2022)"
            position.start, position.end = Value(when, line), Value(when, line)
        elif past and (in_year := _IN_DATE_RE.match(tail)) and (when_in := parse_date(in_year.group("when"))):
            position.start = position.end = Value(when_in.value(), line)  # "a summer internship at X in 2018"
        since = (
            re.search(
                rf"(?<!leave )\b(?:since|from)\s+({DATE})(?!\s*(?:-|–|—|to|until)\s*\w)", tail[:40], re.I
            )
            or re.search(rf"^,?\s*where\s+(?:I|he|she|they)\s+joined\s+in\s+({DATE})", tail, re.I)
            # "at X, where I joined in August 2025"; "..., who recently joined the company in January 2024"
            or re.search(
                rf"\bwho\s+(?:\w+\s+)?joined\s+(?:the\s+(?:company|team|firm|group|lab)\s+)?in\s+({DATE})",
                tail,
                re.I,
            )
        )
        since_when = parse_date(since.group(1)) if since and not ranges else None
        if since_when is not None:  # "since 2019", "from September 2017": the start, the end open
            position.start = Value(since_when.value(), line)
        with_match = re.search(r"\bworking\s+with\s+(.+)$", tail)
        if with_match:
            position.mentors = [Value(n, line) for n in names_in(with_match.group(1))]
        if past and position.end is None:
            position.current = False
        _kind(position)
        if position.organization is not None:
            positions.append(position)
    chained = re.match(r"(?:\s*\([^()]*\))?\s*,?\s+and\s+(?:also\s+)?(?:an?|the)\s+", tail) or re.match(
        r"\s+and\s+(?=[a-z]+\s+[a-z]+\s+(?:at|in)\s)",
        tail,  # "... and associate researcher at Y"
    )
    bare = None if chained else re.match(r"\s*,?\s+and\s+(?=[A-Z])", tail)
    if bare and (second := take_title(tail[bare.end() :], prose=True)):
        # "... at the University of Utrecht and Principal Scientist at TNO": a second title, at
        # a place of its own
        chained = bare if re.match(r"\s+at\s", tail[bare.end() + second[1] :]) else None
    if chained and positions:
        start = offset + len(rest) - len(tail) + chained.end()
        positions += _prose_positions(tail[chained.end() :], sentence, start, past, anchor, employer)
    if following is not None and positions:
        positions += _prose_positions(rest[following:], sentence, offset + following, past, anchor, employer)
    return positions


# "... and worked as a", "... and served as the", "..., and as a": the next clause of a sentence,
# another post
_NEXT_CLAUSE_RE = re.compile(rf",?{_AND_WORKED_AS}(?=[A-Z])|,\s+(?:and\s+)?as\s+(?:an?|the)\s+(?=\w)")


_INTERFACE_RE = re.compile(
    r"^\s+at\s+the\s+(?:interface|intersection|crossroads|boundary)\s+(?:of|between)\s+[^.;]*?(?=\s+(?:inside|within|at|in)\s)"
)
_UNDER_SUPERVISION_RE = re.compile(
    r"\s+under\s+the\s+(?:supervision|guidance|direction)\s+of\s+(?:(?:Prof(?:essor)?|Dr)\.?\s+)?"
    r"[A-Z][\w.'’-]*(?:\s+[A-Z][\w.'’-]*){0,3}(?=\s+at\s)"
)


def _org_list(text: str) -> tuple[str, list[tuple[str | None, str | None]]] | None:
    """``X, Y, and Z.`` closing a sentence: three organisations, each a name of its own, or two
    named as schools (``X University and Y University``); not ``the Department of Physics and
    Astronomy`` or ``Google in London and Paris``."""
    listed = re.match(r"[^.;!?()]+?(?=[.;!?](?:\s|$)|$)", text)
    named = listed.group(0) if listed else ""
    # not "X University and Principal Scientist at Y": a second post, at a place of its own
    employers = [] if re.search(r"\s(?:at|@)\s", named) else joint_employers(named.strip())
    if len(employers) == 2:
        # "a research assistant at Universidad de Los Andes and Universidad del Rosario": two schools
        return named, [(clean_org(name), None) for name in employers]
    if not listed or not re.search(r",\s*(?:and\s+)?[A-Z][^,]*,?\s+and\s+[A-Z]", listed.group(0)):
        return None
    names = [clean_org(p) for p in re.split(r",\s*(?:and\s+)?|\s+and\s+", listed.group(0))]
    if len(names) < 3 or not all(
        name and _org_like(name) and not is_place(name) and not UNIT_RE.search(name) for name in names
    ):
        return None
    return listed.group(0), [(name, None) for name in names]


def news_starts(layout: Layout, positions: list[Position]) -> None:
    """ "[01/11/24] Start working as an assistant professor at X": date the matching position."""
    for section in layout.of_kind("news"):
        for unit in section.units:
            text = unit.text()
            match = re.search(
                r"\b(?:start(?:ed|ing)?|join(?:ed|ing)?|began|begin)\s+(?:working\s+)?(?:as\s+)?(?P<rest>.*)$",
                text.value,
                re.IGNORECASE,
            )
            if not match:
                continue
            when, review = _news_date(text.value[: match.start()])
            if when is None:
                continue
            rest = match.group("rest")
            for position in positions:
                if position.start is not None:
                    continue
                org_named, title_named = _named_in(position, rest)
                if org_named and (position.title is None or title_named):
                    position.start = Value(when, text.line_at(0), review)
                    break


def _named_in(position: Position, text: str) -> tuple[bool, bool]:
    """Whether ``text`` names the position's organisation, and its title (or begins to spell it:
    "my PhD fellowship" for a PhD Fellow)."""
    org = str(position.organization.value) if position.organization else ""
    title = str(position.title.value) if position.title else ""
    return (
        bool(org) and name_key(org) in name_key(text),
        bool(title) and (name_key(title) in name_key(text) or title_key(title)[:8] in title_key(text)),
    )


_FROM_DATE_RE = re.compile(
    rf"^(?:from|since|in)\s+(?P<date>{DATE}),?\s+(?:I|he|she|they)\s+(?:have\s+)?"
    r"(?:worked|work|been\s+working|started\s+working|joined)\b(?P<rest>.*)$",
    re.IGNORECASE,
)
_STARTED_RE = re.compile(
    r"\b(?:I|he|she|they)\s+(?:started|began|joined)\s+(?:my|his|her|their|as\s+an?)?\s*(?P<rest>.*)$",
    re.IGNORECASE,
)


def prose_starts(layout: Layout, positions: list[Position]) -> None:
    """Date a position from a later sentence: "From January 2019, I worked part-time at X";
    "I started my PhD fellowship in October 2019". Only positions without a start; the
    organisation, or the title, must be named."""
    for paragraph in prose_texts(layout):
        for sentence in sentences(paragraph):
            text = sentence.value
            found = _FROM_DATE_RE.search(text)
            if found:
                when, rest = parse_date(found.group("date")), found.group("rest")
            else:
                started = _STARTED_RE.search(text)
                dates = find_dates(started.group("rest")) if started else []
                if not started or not dates:
                    continue
                when, rest = dates[0][0], started.group("rest")
            if when is None:
                continue
            for position in positions:
                if position.start is not None or position.title is None:
                    continue
                if any(_named_in(position, rest)):
                    position.start = Value(
                        when.value(), sentence.line_at(0), "the start is read from a later sentence"
                    )
                    break


def _news_date(prefix: str) -> tuple[int | str | None, str | None]:
    numeric = re.search(r"\b(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})\b", prefix)
    if numeric:
        a, b, year = int(numeric.group(1)), int(numeric.group(2)), int(numeric.group(3))
        year = year + 2000 if year < 100 else year
        if a > 12 and b <= 12:
            return f"{year:04d}-{b:02d}-{a:02d}", None
        if b > 12 and a <= 12:
            return f"{year:04d}-{a:02d}-{b:02d}", None
        return year, (
            f"the news item is dated '{numeric.group(0)}': day/month ({year}-{b:02d}-{a:02d}) "
            f"or month/day ({year}-{a:02d}-{b:02d})? Only the year is kept"
        )
    dates = find_dates(prefix)
    if dates:
        return dates[0][0].value(), None
    return None, None


def merge(primary: list[Position], secondary: list[Position], shortened: bool = False) -> list[Position]:
    """Add prose facts to matching positions; add prose positions that match none. With
    ``shortened``, the secondary list may name a post by a shorter form of its title (a tagline's
    "Robotics & Control Engineer" for the body's "Robotics Software & Control Engineer")."""
    out = list(primary)
    for extra in secondary:
        target = _match(out, extra)
        if target is None and shortened:
            target = next((p for p in out if _shortened_from(extra, p)), None)
        if target is None and extra.from_prose:
            target = _the_current_post_at(out, extra)
        if target is None:
            if extra.kind is None:
                _kind(extra)  # a front matter's "Software Engineer Intern" is an internship too
            out.append(extra)
        else:
            _fill(target, extra)
            if extra.current is False and target.end is None and not target.open_end:
                target.current = False
    return out


def _the_current_post_at(positions: list[Position], told: Position) -> Position | None:
    """The one post held now at the employer an undated sentence names ("I'm a Software Engineer
    at X" over "`From 2022`" / "**X | Software Developer**"): the post the sentence tells of, in
    other words; None where the page lists no such post, or several."""
    if told.organization is None or told.start is not None or told.end is not None:
        return None
    if told.department is not None:
        return None  # "a member of the X Laboratory of Y": a unit's seat beside the post at Y
    employer = name_key(str(told.organization.value))
    held = [
        p
        for p in positions
        if p.organization is not None
        and name_key(str(p.organization.value)) == employer
        and p.end is None
        and p.current is not False
        and not p.from_prose
    ]
    return held[0] if len(held) == 1 else None


def without_stray_departments(positions: list[Position]) -> None:
    """A department that is a town ("Toulouse") or a second title ("Platform Engineer"), read where
    an entry names its unit, is no unit of the employer: dropped."""
    for position in positions:
        if position.department is None:
            continue
        text = str(position.department.value).strip()
        found = take_title(text)
        titled = found is not None and found[1] >= len(text) - 1 and not UNIT_RE.search(text)
        employer = str(position.organization.value).strip() if position.organization else ""
        # "Aldi" or "Dunnes Stores Douglas" under "Dunnes Stores": the employer again, or with its town
        rest = text[len(employer) :].strip(" ,") if employer and text.startswith(employer) else None
        repeated = rest is not None and (not rest or is_town(rest) or is_place(rest))
        if titled or repeated or is_town(text) or is_place(text):
            position.department = None


def without_repeats(positions: list[Position]) -> list[Position]:
    """An undated post that repeats a dated one of the same section list (the same title, one
    employer's name within the other's) is its description ("**Internship, Trasswerke Meurin
    (March 2009)**" over "Internship at Trasswerke Meurin Produktions- und
    Handelsgesellschaft mbH. Gained experience in ..."): filled into it, not a post of its own."""
    dated = [position for position in positions if position.start is not None or position.end is not None]
    out = []
    for position in positions:
        target = None
        if position.start is None and position.end is None and position.organization is not None:
            target = _match(dated, position)
        if target is None:
            out.append(position)
        else:
            _fill(target, position)
    return out


def _same_title(one: str, other: str) -> bool:
    """The same title, or one with the field it is in: "Associate Professor (of Sociology)"."""
    if title_key(one) == title_key(other):
        return True
    if title_key(re.sub(r"\s+in\s+", " of ", one)) == title_key(re.sub(r"\s+in\s+", " of ", other)):
        return True  # "Assistant Professor in Statistics" is "Assistant Professor of Statistics"
    short, long = sorted((one.strip(), other.strip()), key=len)
    return long.lower().startswith(short.lower()) and title_field(long[len(short) :].strip()) is not None


def _short_form(one: str, other: str) -> bool:
    """Whether one name key is the other with its first words cut to their initials: "tu berlin"
    and "technische universitat berlin", "uc berkeley" and "university of california berkeley"."""
    short, full = sorted(
        ([w for w in key.split() if w not in ("of", "the")] for key in (one, other)), key=len
    )
    if len(short) < 2 or not short[0].isalpha() or not 2 <= len(short[0]) <= 4:
        return False
    cut = len(short[0])
    return "".join(w[0] for w in full[:cut]) == short[0] and full[cut:] == short[1:]


def _shortened_from(short: Position, full: Position) -> bool:
    """An undated post whose title keeps, in order, some words of the other's title, its head noun
    last, at the same employer."""
    if short.title is None or full.title is None or short.organization is None or full.organization is None:
        return False
    if short.start is not None or short.end is not None:
        return False
    if name_key(str(short.organization.value)) != name_key(str(full.organization.value)):
        return False
    words, within = (re.findall(r"\w+", str(title.value).lower()) for title in (short.title, full.title))
    if not words or words[-1] != within[-1] or len(words) >= len(within):
        return False
    remaining = iter(within)
    return all(word in remaining for word in words)  # a subsequence


def _started_apart(one: Position, other: Position) -> bool:
    """Both posts give a start, in different years, or in different months of one year ("Research
    Staff" from 2020-12, and from 2020-01 to 2020-09)."""
    if one.start is None or other.start is None:
        return False
    first, second = str(one.start.value), str(other.start.value)
    if not (first[:4].isdigit() and second[:4].isdigit()):
        return False
    months = re.fullmatch(r"\d{4}-\d\d", first) and re.fullmatch(r"\d{4}-\d\d", second)
    return first[:4] != second[:4] or bool(months and first != second)


def _match(positions: list[Position], extra: Position) -> Position | None:
    for position in positions:
        if position.title is None or extra.title is None:
            continue
        if not _same_title(str(position.title.value), str(extra.title.value)):
            continue
        if _started_apart(position, extra):
            continue  # "Software Engineer Intern, Tesla" from 2022 and again from 2023: two posts
        a = name_key(str(position.organization.value)) if position.organization else ""
        b = name_key(str(extra.organization.value)) if extra.organization else ""
        c = name_key(str(position.department.value)) if position.department else ""
        if not a or not b or a == b or a in b or b in a or (c and (c == b or b in c)) or _short_form(a, b):
            if position.department and extra.department and position.kind != extra.kind:
                continue
            if (
                extra.kind == "affiliation"
                and position.department
                and extra.department
                and name_key(str(position.department.value)) != name_key(str(extra.department.value))
            ):
                continue
            return position
    return None
