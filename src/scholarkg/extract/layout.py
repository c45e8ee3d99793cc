"""Lines -> sections -> units: the structure every document style shares.

A **section** is what a heading opens (``## Education``, ``EDUCATION`` over a rule, a plain
``Publications`` line on a scraped page, ``Research Interests:`` over ``======``), classified by
its words into a kind (``education``, ``positions``, ``publications``, ...). Text before the first
heading is the ``preamble``. A **unit** is a list item (with its continuation lines) or a
paragraph; field parsers split units further where their own structure says so.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Callable
from dataclasses import dataclass, field, replace

from .dates import (
    DATE,
    DURATION,
    MONTH,
    OPEN_END,
    beside_dates,
    date_only_range,
    end_first,
    find_dates,
    find_ranges,
    heading_dates,
    only_dates,
)
from .markup import Line
from .orgs import CJK_CHAR, CORPORATE_SUFFIX_RE, TITLE_HEADS, is_place, is_title_word

_HIGHLIGHTS = r"hi(?:gh)?lights?"  # and "Hilights", as written
# (kind, pattern) in the order they are tried: "Teaching Experience" is teaching, not positions
SECTION_KINDS: tuple[tuple[str, str], ...] = (
    (
        "teaching",
        r"\bteach|\bcourses?\b|\blectures?\b(?!.*talk)|\benseignements?\b|\bdocencia\b|\bdidattica\b",
    ),
    ("press", r"\bpress\b|\bmedia\b|\bcoverage\b|\bin the news\b"),
    ("references", r"\breferences?\b|\breferees?\b|\brecommenders?\b"),
    (
        "other",
        r"\bcollaborations?\b|\bopenings?\b|\bopportunities\b|\bhobbies\b|\bvisitors?\b|"
        r"\boutreach\b|\bmemberships?\b|"
        # "Certifications & Professional Training": courses passed, no posts (not "Education and
        # Certifications", the degrees' section)
        r"^(?!.*\b(?:education|academic|degrees?|qualifications?)\b).*\b(?:certifi(?:cations?|cates?)|licen[cs]es)\b|"
        r"\bprospective\b|\bjoin\b|\borgani[sz]ations\b|\bsocieties\b|\bassociations\b|"
        rf"^\W*(?:career\s+)?{_HIGHLIGHTS}\W*$|"  # "Career Highlights": achievements, not posts
        # "Volunteering", "Leadership": roles the gold keeps on some pages and leaves out on others
        r"^\W*(?:volunteering|leadership|extra-?curricular(?:\s+activities)?)\W*$",
    ),
    ("service", r"\bservices?\b|\bcommittees?\b|\breview(?:er|ing)s?\b|\bchairs?\b|\beditorial\b"),
    (
        "students",
        r"\bstudents?\b|\badvis(?:ing|ees?)\b|\bmentor(?:ing|ship|ees?)\b|\bsupervis|"
        r"\balumni\b|\bgroup\b|\bpeople\b|\bteam\b|\bpostdocs?\b|\bmembers\b",
    ),
    (
        "publications",
        r"\bpublications?\b|\bpapers?\b|\barticles?\b|\bpreprints?\b|\bpatents?\b|"
        r"\breports?\b|\bmanuscripts?\b|\bbibliography\b|\brefereed\b|\bproceedings\b|"
        r"\bbooks?\b|\bchapters?\b|\bdissertations?\b|\btheses\b|\bthesis\b|\bworks\b|"
        r"\bpublicaciones\b|\bpubblicazioni\b|\bpublikationen\b|\bveröffentlichungen\b|\bпубликации\b|"
        r"\bpublica[çc](?:[õo]es|[ãa]o)\b|"  # Portuguese
        r"论文|論文|发表|業績|논문",  # Chinese, Japanese, Korean
    ),
    (
        "education",
        r"\beducations?\b|\beducational\s+(?:history|background|qualifications?|details|profile)\b|"
        r"\bdegrees?\b|^ph\.?\s?d\.?$|\bdoctorate\b|\bqualifications?\b|"
        r"\bacademic\s+(?:background|details|records?|credentials)\b|^\W*academics\W*$|\bstudies\b|\bschooling\b|"
        # French, Spanish, Italian, German
        r"\bformations?\b|\bformaci[óo]n\b|\bformazione\b|\bdipl[ôo]mes?\b|\bestudios\b|^cursus$|"
        r"\beducaci[óo]n\b|\bistruzione\b|\b(?:berufs)?ausbildung\b|\bstudium\b|"
        r"\beduca[çc][ãa]o\b|\bforma[çc][ãa]o\b|\bhabilita[çc](?:[ãa]o|[õo]es)\b|"  # Portuguese
        r"\bобразование\b|\bhọc\s+vấn\b|"  # Russian, Vietnamese
        r"\buddannelse\b|\butdanning\b|\butbildning\b|"  # Danish, Norwegian, Swedish
        r"\bopleiding(?:en)?\b|\bonderwijs\b|"  # Dutch
        r"教育背景|教育经历|教育經歷|学历|學歷|学歴|학력",  # Chinese, Japanese, Korean
    ),
    ("talks", r"\btalks?\b|\bpresentations?\b|\bkeynotes?\b|\binvited\b|\bseminars?\b"),
    (
        "awards",
        r"\bawards?\b|\bhono(?:u)?rs?\b|\bprizes?\b|\bfellowships?\b|\bgrants?\b|\bscholarships?\b|"
        r"\brecognitions?\b|\bdistinctions?\b|\brewards?\b|\bfunding\b",
    ),
    (
        "positions",
        r"\bexperiences?\b|\bemployments?\b|\boccupations?\b|\bpositions?\b|\bappointments?\b|\bcareer\b|"
        r"\bcurrent\s+affiliations?\b|^\W*currently\W*$|"  # markdown-cv's "## Currently"
        r"\bresearch\s+(?:and|&)\s+development\b|^\W*r\s*&\s*d\W*$|"  # posts in research, in industry
        r"\bwork\b|\bworked\b|\bjobs?\b|\binternships?\b|\bindustry\b|"
        r"\bprofessional\b(?!\s+(?:summary|profile|overview|interests?)\W*$)|\b(?:research|academic)\s+history\b|"
        r"\bundergrad(?:uate)?\s+research\b(?!\s+projects?)|"  # "Undergrad research": a student's posts
        r"\bexp[ée]riences?\b|\bexperiencias?\b|\besperienz[ae]\b|\bberufserfahrung(?:en)?\b|\berfahrung(?:en)?\b|"
        r"\bexperi[êe]ncias?\b|"  # Portuguese
        r"\bberufst[äa]tigkeit\b|\bwerdegang\b|\blaufbahn\b|"
        r"\bemplois?\b|\bparcours\b|^\W*(?:in\s+the\s+past|previously|formerly)\W*$|"
        r"^\W*stages\W*$|"  # French: internships
        r"\bactivit[ée]s?\s+professionnelles?\b|"  # French: work
        r"\bопыт\s+работы\b|\bпрофессиональный\s+опыт\b|\bтрудовая\s+деятельность\b|\bместа\s+работы\b|"
        r"^\W*опыт\W*$|"  # "Опыт" alone: experience
        r"\bkinh\s+nghiệm\b|"  # Vietnamese
        # Danish, Norwegian, Swedish
        r"\b(?:erhvervs|arbejds|arbeids)?erfaring\b|\b(?:arbetslivs)?erfarenhet\b|"
        r"\b(?:werk|beroeps)?ervaring\b|\bloopbaan\b|"  # Dutch
        r"工作经历|工作經歷|工作经验|實習經歷|实习经历|任职经历|职业经历|職歴|経歴|경력|근무\s*경험|"  # CJK
        r"社会兼职|兼职工作|"  # part-time posts, public ones among them
        r"^\W*academi[ac]\W*$",  # "# Academic" beside "# Industry": the posts of each
    ),
    (
        "interests",
        r"\binterests?\b|\bresearch areas?\b|\bresearch topics?\b|\bresearch focus\b|\bexpertise\b",
    ),
    ("news", r"\bnews\b|\bupdates?\b|\bannouncements?\b"),
    ("bio", r"\bbio(?:graphy)?\b|\babout\b|\bprofile\b|\bsummary\b|\boverview\b|\bintroduction\b"),
    (
        "contact",
        # "Portfolio" over the owner's site and GitHub: where to find them, as contact details are
        r"\bcontacts?\b|\baddress\b|\bemail\b|\bportfolio\b|\bliên\s+hệ\b|^\W*git(?:hub|lab)\W*$|"
        r"基本信息|个人信息|個人資料|联系方式",  # Chinese: basic or personal details, ways to get in touch
    ),
    (
        "skills",
        r"\bskills?\b|\blanguages?\b|\btools\b|\bcompetenc|\bcomp[ée]tences\b|\bkenntnisse\b|\bнавыки\b|\bязыки\b|\bkỹ\s+năng\b|"
        r"\bconhecimentos\b|\bcompet[êe]ncias\b|\bidiomas\b|"  # Portuguese
        r"技能|语言能力|語言能力",
    ),
    ("projects", r"\bprojects?\b|\bsoftware\b|\bsystems built\b|\bprojetos?\b|\bproyectos?\b"),
    (
        "other",
        r"\bmisc|\bactivities\b|\blinks\b|\bcv\b|\bresearch\b|\b(?:atividades|actividades)\b|"
        r"\bповышение\s+квалификации\b|\bкурсы\b|"  # Russian: further training, courses
        r"\bcursussen\b|\bpersonalia\b",  # Dutch: courses taken, personal details
    ),
)
_COMPILED = [(kind, re.compile(pattern, re.IGNORECASE)) for kind, pattern in SECTION_KINDS]

# words a plain-text line may consist of to be taken for a heading (checked word by word, so
# that "Best Paper Award" inside a list is not a heading while "Honors and Awards" is)
HEADING_WORDS = frozenset(
    """
    a about academic academics activities address advising advisees alumni and announcements appointments
    area areas articles awards background bio biography book books career chapters collaboration
    collaborations committee conference contact courses cv current curriculum degrees distinctions
    doctoral editorial education educations employment employments experience experiences expertise
    fellowships focus former funding grants graduate group highlights history honors honours in industry
    interest interests internship internships invited journal key lab master masters me members mentees
    mentoring news
    occupation of open openings other papers past patents people peer-reviewed phd ph.d.
    postdoctoral postdocs positions preprints presentations press prizes professional profile
    projects publications recent refereed references research reviewing rewards scholarships
    selected service services skills software students summary talks teaching team technical the scientific
    theses thesis undergraduate visitors vitae work workshop reports working conference proceedings
    qualification qualifications studies training international organisations organizations memberships
    societies schooling worked social links portfolio cursus stages tertiary involvement
    certifications certificates licenses licences
    formation formación formazione expérience expériences experiencia experiencias esperienza
    esperienze professionnelle professionnelles profesional professionale compétences ausbildung
    laboral laborales relevantes competencias intereses habilidades complementaria hilights
    educación educacion educação formação habilitações experiência experiências profissional profissionais
    atividades actividades participações projetos proyectos publicações conhecimentos competências idiomas
    studium berufserfahrung berufstätigkeit berufsausbildung werdegang laufbahn parcours erfahrung erfahrungen
    berufliche опыт работы образование трудовая деятельность места публикации навыки языки
    профессиональный повышение квалификации курсы
    kinh nghiệm làm việc học vấn kỹ năng liên hệ thông tin
    uddannelse utdanning utbildning erfaring erhvervserfaring arbejdserfaring arbeidserfaring erfarenhet
    arbetslivserfarenhet
    opleiding opleidingen onderwijs werkervaring beroepservaring ervaring loopbaan cursussen personalia
    论文 論文 发表 業績 논문 教育背景 教育经历 教育經歷 学历 學歷 学歴 학력 工作经历 工作經歷 工作经验
    實習經歷 实习经历 任职经历 职业经历 職歴 経歴 경력 근무 경험 社会兼职
    社会兼职工作 兼职工作 技能 专业技能 職業技能 职业技能 语言能力 語言能力 资格信息
    """.split()
)


# a long section word with two neighbouring letters swapped ("Expereince", "Eductaion"), or a
# longer one with a letter left out ("EXPERINCE"): typed fast, still the heading it means; each
# such spelling maps to the word
def _swapped_spellings(words: frozenset[str]) -> dict[str, str]:
    spellings = {
        word[:i] + word[i + 1] + word[i] + word[i + 2 :]: word
        for word in words
        if len(word) >= 7 and word.isascii() and word.isalpha()
        for i in range(len(word) - 1)
        if word[i] != word[i + 1]
    }
    spellings |= {
        word[:i] + word[i + 1 :]: word
        for word in words
        if len(word) >= 9 and word.isascii() and word.isalpha()
        for i in range(1, len(word))
    }
    return {spelling: word for spelling, word in spellings.items() if spelling not in words}


_SWAPPED_LETTERS = _swapped_spellings(HEADING_WORDS)


def _spelled_right(text: str) -> str:
    """``text`` with each section word whose neighbouring letters are swapped spelled right."""
    return re.sub(r"[A-Za-z]{7,}", lambda m: _SWAPPED_LETTERS.get(m.group().lower(), m.group()), text)


_YEAR_HEADING_RE = re.compile(
    r"^(?:19|20)\d\d(?:\s*(?:-|–|and|&)\s*(?:earlier|before|prior|(?:19|20)\d\d))?$", re.I
)
_KEY_VALUE_RE = re.compile(
    r"^(?P<key>name|professor|faculty|university|institution|department|url|homepage|website|web|"
    r"email|e-mail|phone|tel|office|title|position|description|affiliation)\s*:\s*(?P<value>.*)$",
    re.IGNORECASE,
)


# a section of both degrees and posts: "Education and Employment", "Short CV", "Academic Career"
_CAREER_RE = re.compile(
    # and French "Cursus", German "Laufbahn": the path through studies and posts
    r"^(?:short|brief|academic)\s+(?:cv|curriculum(?:\s+vitae)?)$|\bcareer\b|\blaufbahn\b|^cursus$"
)


def classify_heading(text: str) -> str | None:
    """The kind of section a heading opens, or None for a heading that names no known kind;
    "career" for one that lists degrees and positions together."""
    words = _spelled_right(text.strip(" :*").lower())
    if not words or len(words) > 80:
        return None
    kinds = [kind for kind, pattern in _COMPILED if pattern.search(words)]
    if kinds[:1] == ["teaching"] and re.search(r"\b(?:work|employment|professional)\b", words):
        kinds = ["positions"]  # "Teaching and work experience": posts, the teaching ones among them
    if re.search(
        r"\b(?:professional|industry|industrial|work|employment)\s+career\b|\bberufliche\s+laufbahn\b", words
    ):
        return "positions"  # "Professional Career" beside "Academic Career": the posts alone
    if kinds and kinds[0] in ("education", "positions", "other") and _CAREER_RE.search(words):
        return "other" if re.search(rf"\b{_HIGHLIGHTS}\b", words) else "career"
    if kinds[:1] == ["education"] and "positions" in kinds:
        return "career"
    return kinds[0] if kinds else None


def heading_hints(text: str) -> set[str]:
    """Hints a (sub)heading gives about its entries: publication kind, student level, tense."""
    lowered = text.lower()
    hints = set()
    for hint, pattern in (
        ("journal", r"journal|article"),
        ("conference", r"conference|proceedings|refereed conf"),
        ("workshop", r"workshop"),
        ("preprint", r"preprint|arxiv|manuscript|under review|submitted"),
        ("report", r"technical report|\breports?\b"),
        ("patent", r"patent"),
        ("thesis", r"thes[ie]s|dissertation"),
        ("book", r"\bbooks?\b|chapter"),
        ("poster", r"poster"),
        ("phd", r"ph\.?\s?d|doctoral"),
        ("postdoc", r"postdoc"),
        ("ms", r"master|\bm\.?sc?\b"),
        ("bs", r"undergrad|bachelor|\bb\.?sc?\b"),
        ("intern", r"intern"),
        ("visiting", r"visiting|visitor"),
        ("current", r"\bcurrent|present|\bnow\b"),
        ("former", r"former|alumni|past|graduated|previous"),
    ):
        if re.search(pattern, lowered):
            hints.add(hint)
    return hints


@dataclass
class Unit:
    """A list item or a paragraph: consecutive lines that belong together."""

    lines: list[Line]
    depth: int = 0
    bullet: bool = False
    heading: bool = False  # an unclassified heading, kept as content (e.g. "### Bachelor of Science")
    subheading: str = ""  # the nearest subheading above it inside its section
    parent: Unit | None = None

    @property
    def line(self) -> int:
        return self.lines[0].number

    @property
    def bold(self) -> list[str]:
        return [span for line in self.lines for span in line.bold]

    @property
    def italic(self) -> list[str]:
        return [span for line in self.lines for span in line.italic]

    @property
    def links(self) -> list[tuple[str, str]]:
        return [link for line in self.lines for link in line.links]

    def text(self, transform: Callable[[str], str] | None = None, marked: bool = False) -> Text:
        return Text.join(self.lines, transform, marked)


def mark_spans(text: str, spans: list[str]) -> str:
    """Put " | " around each emphasised span of a line."""
    for span in sorted({s for s in spans if len(s) > 1}, key=len, reverse=True):
        index = text.find(span)
        if index >= 0:
            text = text[:index] + " | " + span + " | " + text[index + len(span) :]
    text = re.sub(r"(?:\s*\|\s*)+", " | ", text)
    return text.strip(" |")


@dataclass
class Section:
    kind: str
    title: str
    line: int
    units: list[Unit] = field(default_factory=list)

    @property
    def hints(self) -> set[str]:
        return heading_hints(self.title)


_RANGE_CUT_RE = re.compile(rf"(?<![\w/.])(?:{DATE})\s*(?:-{{1,2}}|–|—)$", re.I)
_RANGE_REST_RE = re.compile(rf"(?:{DATE}|{OPEN_END})(?![\w/])", re.I)
_MONTH_CUT_RE = re.compile(rf"(?:{DATE})\s*(?:-{{1,2}}|–|—)\s*{MONTH}$", re.I)


def _wrapped(value: str, piece: str) -> bool:
    """Whether a line goes on with the line before it, not a field of its own: a date range
    broken after its dash ("(June 2018 -" + "Sept 2018)."), a place broken between its words
    ("Greater London Area, United" + "Kingdom")."""
    tail = value[-80:]  # the joined text so far: only its end can hold a cut range
    if _RANGE_CUT_RE.search(tail) and _RANGE_REST_RE.match(piece):
        return True
    if re.match(r"(?:19|20)\d\d\b", piece) and _MONTH_CUT_RE.search(tail):
        return True  # "- March 2019 - September" + "2019*": a range broken between month and year
    last, first = _LAST_WORD_RE.search(value[-60:]), _FIRST_WORD_RE.match(piece)
    if not (last and first):
        return False
    # "Computer Networks, Sheffield Hallam" + "University, Sheffield, England"
    named = bool(_INSTITUTION_AFTER_RE.match(piece)) and "," in value
    return (named or is_place(f"{last.group(1)} {first.group(1)}")) and not is_place(last.group(1))


_LAST_WORD_RE = re.compile(r"([A-Z][a-z]+)$")
_FIRST_WORD_RE = re.compile(r"([A-Z][a-z]+)\b")
_INSTITUTION_AFTER_RE = re.compile(r"(?:University|College|Institute)\b(?!\s+(?:of|for)\b)")


_TENSE_TITLE_RE = re.compile(r"(?:currently|current|now|previous(?:ly)?|past|before)\W*", re.IGNORECASE)
_HEADING_POST_RE = re.compile(r"\S\s+(?:at|@)\s+[A-Z0-9]")


def _posts_by_tense(lines: list[Line], index: int) -> bool:
    """Whether a heading titled by when ("Currently", "Previous") opens a section of posts: the
    next heading, one level deeper, is a post ("### Software Developer at Lunatech", "###
    Freelance Developer @ DHL")."""
    heading = lines[index]
    if heading.heading is None or not _TENSE_TITLE_RE.fullmatch(heading.text.strip()):
        return False
    below = next((line for line in lines[index + 1 :] if line.heading is not None), None)
    return (
        below is not None
        and below.heading is not None
        and below.heading > heading.heading
        and bool(_HEADING_POST_RE.search(below.text))
    )


@dataclass
class Text:
    """Text joined from several lines that can say which line any offset comes from."""

    value: str
    starts: list[int]  # offset where each line starts, ascending
    numbers: list[int]  # the line number for each start

    @classmethod
    def join(
        cls, lines: list[Line], transform: Callable[[str], str] | None = None, marked: bool = False
    ) -> Text:
        """Join lines; ``marked`` puts " | " between lines and around bold and italic spans,
        which in CVs separate fields (``**University** City`` / ``*Title* *Dates*``)."""
        value = ""
        starts: list[int] = []
        numbers: list[int] = []
        for line in lines:
            if line.blank:
                continue
            piece = re.sub(r"\s*\\+$", "", line.text.strip())  # a Markdown line break ends the line
            if marked:
                piece = mark_spans(piece, line.bold + line.italic)
            if transform is not None:
                piece = transform(piece)
            if value and marked and not _wrapped(value, piece):
                value += " | "
            elif value and marked:
                value += " "
            elif value:
                if re.search(r"[a-z]-$", value) and re.match(r"[a-z]", piece):
                    value = value[:-1]  # a word hyphenated across lines: "Neu-" + "ral"
                else:
                    value += " "
            starts.append(len(value))
            numbers.append(line.number)
            value += piece
        return cls(value, starts or [0], numbers or [lines[0].number if lines else 1])

    @classmethod
    def single(cls, value: str, number: int) -> Text:
        return cls(value, [0], [number])

    def line_at(self, offset: int) -> int:
        index = max(0, bisect_right(self.starts, offset) - 1)
        return self.numbers[index]

    def sub(self, start: int, end: int | None = None) -> Text:
        """The part from ``start`` to ``end``, still knowing its lines."""
        end = len(self.value) if end is None else end
        starts, numbers = [0], [self.line_at(start)]
        for s, n in zip(self.starts, self.numbers):
            if start < s < end:
                starts.append(s - start)
                numbers.append(n)
        return Text(self.value[start:end], starts, numbers)

    def cut_before(self, lines: list[Line], firsts: list[Line]) -> list[Text]:
        """This text, joined from ``lines`` (the blank ones left out), cut before each of
        ``firsts`` but the first: one entry a piece. By place, not number: lines rendered from
        one line of a page (an HTML ``<br>``) share it."""
        place = {id(line): index for index, line in enumerate(lines)}
        starts = [self.starts[place[id(line)]] for line in firsts]
        cuts = sorted(set([0] + starts[1:])) + [len(self.value)]
        return [self.sub(a, b).strip_marks() for a, b in zip(cuts, cuts[1:])]

    def strip_marks(self) -> Text:
        """The same text without separators at its ends (after a cut)."""
        start = len(self.value) - len(self.value.lstrip(" |"))
        end = len(self.value.rstrip(" |"))
        return self.sub(start, end) if (start or end < len(self.value)) else self

    def __str__(self) -> str:
        return self.value


@dataclass
class Layout:
    """A document as sections of units, with the key-value header lines of scraped pages."""

    sections: list[Section]
    header: dict[str, tuple[str, int]]  # "professor" -> ("Zhihao Jia", 1)
    lines: list[Line]

    def of_kind(self, *kinds: str) -> list[Section]:
        return [s for s in self.sections if s.kind in kinds]

    def preamble(self) -> Section | None:
        """What comes before the first heading (the card at the top of a page), if anything does."""
        return self.sections[0] if self.sections and self.sections[0].kind == "preamble" else None


_NUMBERED_CJK_HEADING_RE = re.compile(rf"(?P<heading>{CJK_CHAR}{{2,12}})\s*\d{{1,2}}\s*[:：]")


_TOTAL_TIME_RE = re.compile(rf"\s+[—–-]\s+{DURATION}$", re.IGNORECASE)


# a heading that names a degree ("Bachelor of Technology in X"), under "Education" at the level of
# the section's own title (a page that styles each entry's name as its sections' names): an entry
_DEGREE_HEADING_RE = re.compile(
    r"(?:Bachelor|Master|Doctor(?:ate)?|Ph\.?\s?D|B\.?\s?(?:Sc|Tech|Eng|E|A|S)\.?|M\.?\s?(?:Sc|Tech|Eng|S|A)\.?)\b"
)


def _plain_heading_candidate(line: Line) -> bool:
    text = line.text.strip()
    if line.bold and text == line.bold[0].strip():
        # "**Research Experience (Computer Science + Neuroscience)**": a bold title, what its
        # section holds noted in brackets after it
        text = re.sub(r"\s*\([^()]{1,60}\)$", "", text)
    # "Опыт работы — 2 года 11 месяцев", "Experience – 5 years": the section's total time after it
    text = _TOTAL_TIME_RE.sub("", text)
    numbered = _NUMBERED_CJK_HEADING_RE.fullmatch(text)
    if numbered:
        text = numbered.group("heading")  # "工作经历1：" over the first post, "工作经历2：" over the next
    if not text or line.bullet or len(text) > 60 or text.endswith((".", ",", ";")):
        return False
    if re.match(r":[^:\s][^:]*:(?:\s|$)", text):
        return False  # a reStructuredText field (":Projects:") belongs to the entry above
    if re.search(r"\w:\s*[^\s·•|*-]", text):
        return False  # "Thesis: ???": a label with its value, a field of the entry above
    words = re.findall(r"[^\W\d_][\w.\-']*", _spelled_right(text).replace("&", " and "))  # "Berufstätigkeit"
    if not words or re.search(r"\d", text):
        return False
    if re.fullmatch(r"academi[ac]", text, re.I):
        return False  # "Academic" over honours in a PDF's text: a group of awards, as often as posts
    if re.fullmatch(r"ph\.?\s?d\.?", text, re.I):
        return False  # "PhD" alone on a line of a PDF's text ("Dissertation" on the next): no title
    if all(word.lower().strip(".") in HEADING_WORDS or word.lower() in HEADING_WORDS for word in words):
        return classify_heading(text) is not None
    return False


def _inside_stacked_entry(lines: list[Line], index: int) -> bool:
    """Whether a line in capitalised words stands between the line above it and a line of dates
    alone, with no blank line on either side: a field of an entry, not a section's title."""
    line = lines[index]
    if index == 0 or index + 1 >= len(lines) or line.text.isupper():
        return False
    above, below = lines[index - 1], lines[index + 1]
    return (
        not above.blank
        and not below.blank
        and above.heading is None
        and above.number == line.number - 1
        and below.number == line.number + 1
        and date_only_range(below.text) is not None
    )


def build_layout(lines: list[Line], page_title: str | None = None) -> Layout:
    """Group cleaned lines into sections and units. ``page_title``, the title a site gives the
    page ("Experience"), names the kind of the whole page when no heading names a section of
    posts or degrees: a page that is one such section, its headings its entries."""
    lines = [_start_first(line) for line in lines]
    layout = _grouped(lines, Section("preamble", "", 0))
    page_kind = classify_heading(page_title) if page_title else None
    if page_kind in ("positions", "education", "career") and not layout.of_kind(
        "positions", "education", "career"
    ):
        layout = _grouped(lines, Section(str(page_kind), str(page_title), 0))
    return layout


def _start_first(line: Line) -> Line:
    """A line of two dates shown end first ("present · 2017", as a timeline template puts a post's
    end above its start) written start first, as every reader expects a range."""
    pair = end_first(line.text) if "·" in line.text or "•" in line.text else None
    if pair is None:
        return line
    written = re.split(r"\s*[·•]\s*", line.text.strip())
    return replace(line, text=f"{written[1]} – {written[0]}")


# the level of a degree alone, as a label over its name
_DEGREE_LEVEL_RE = re.compile(r"(?:bachelor|master|doctoral|doctor|associate)['’]?s? degree", re.I)


def _grouped(lines: list[Line], first: Section) -> Layout:
    """The sections and units of the lines, ``first`` the section above the first heading."""
    header: dict[str, tuple[str, int]] = {}
    for line in lines[:12]:
        match = _KEY_VALUE_RE.match(line.text.strip())
        if match and not line.heading and match.group("value"):
            # "Name:          Bryan Buckley": the gap after the label is a column, no part of the value
            header.setdefault(match.group("key").lower(), (match.group("value").strip(" |"), line.number))
    lines = _split_margin_labels(lines)
    plain = [
        _plain_heading_candidate(line)
        and line.heading is None
        # "  ..., Microservice Design," / "  Mentoring": the last item of an indented list that runs
        # on, no heading
        and not (
            index
            and line.indent > 0
            and lines[index - 1].indent == line.indent
            and lines[index - 1].number == line.number - 1
            and lines[index - 1].text.rstrip().endswith(",")
        )
        # "Independent Consultant" / "Projects" / "May 2012 – September 2018": a word of a
        # stacked entry, between its title and its dates, no heading
        and not _inside_stacked_entry(lines, index)
        for index, line in enumerate(lines)
    ]
    _drop_navigation_menus(lines, plain)
    sections = [first]
    # the highest level of the marked-up headings that open sections, and the level of the heading
    # that opened the current section (0 for a page that is one section, titled above its headings)
    level: int | None = None if first.kind == "preamble" else 0
    opened: int | None = None if first.kind == "preamble" else 0
    entry_levels: set[int] = set()  # the levels of the headings in it that are entries
    marked: tuple[Section, int] | None = None  # the last section a marked-up heading opened, its level
    # the sections marked-up headings opened, each with its level, outermost first
    nested: list[tuple[Section, int]] = []
    subheading = ""
    stack: list[tuple[int, Unit]] = []  # (indent, unit) of open list items
    current: Unit | None = None
    blank_before = True
    for index, line in enumerate(lines):
        section = sections[-1]
        if line.blank:
            blank_before = True
            if current is not None and current.bullet and _outdented_directive(line, current):
                current, stack = None, []  # ".. container::" left of the list: the list has ended
            continue
        is_heading = line.heading is not None or (plain[index] and not _inside_item(current, line))
        if is_heading:
            kind = classify_heading(line.text) if not _entry_heading(line.text) else None
            if kind is None and _posts_by_tense(lines, index):
                kind = "positions"  # "## Currently" over "### Freelance Developer @ DHL"
            if (
                kind is not None
                and section.kind in ("positions", "career")
                and _job_title(line.text)
                and (
                    kind == "other"
                    or (line.heading is not None and level is not None and line.heading > level)
                )
            ):
                # "### Research Intern" under "Experience", "#### Project Management Consultant"
                # under an employer's heading: an entry's title, not a section of its own
                kind = None
            if (
                kind == "education"
                and section.kind == "education"
                and line.heading is not None
                and opened is not None
                and line.heading > opened
                and _DEGREE_LEVEL_RE.fullmatch(line.text.strip())
            ):
                kind = None  # "##### Master's Degree" under "#### Education": a card's label of its degree
            if (
                kind == "other"
                and line.heading is not None
                and opened is not None
                and line.heading > opened + 1
            ):
                kind = None  # "#### Research Highlights" inside a "### Post" of "## Employment": a part of it
            if (
                kind == "skills"
                and section.kind in ("positions", "career")
                and line.heading is not None
                and opened is not None
                and line.heading > opened
                and re.search(r"\b(?:utili[sz]ed|used|applied|acquired)\b", line.text, re.I)
            ):
                continue  # "### Skills utilized" under each post of "## Career": no section, no entry
            if (
                kind is not None
                and section.kind in ("positions", "career")
                and line.heading is not None
                and opened is not None
                and line.heading > opened
                and entry_levels
                and line.heading >= min(entry_levels)
            ):
                # "Amplify Education" under "Experience", at the level of the employer headings
                # above it ("Cisco Systems, Inc."): the next employer, not a section of education;
                # "IBM, Lab Services" under "2005-2011: Managing Consultant": that post's employer
                kind = None
            if kind is not None and not (
                section.kind == kind
                and line.heading is None
                and index
                and not lines[index - 1].blank
                and _is_sub(line.text)
            ):
                sections.append(Section(kind, line.text.strip(), line.number))
                if line.heading is not None:
                    level = min(level or line.heading, line.heading)
                    marked = (sections[-1], line.heading)
                    nested = [(open_, at) for open_, at in nested if at < line.heading] + [marked]
                opened = line.heading
                entry_levels = set()
                subheading, stack, current, blank_before = "", [], None, True
                continue
            if (
                kind is None
                and line.heading is not None
                and level is not None
                and line.heading <= level
                and not (
                    section.kind in ("education", "career") and _DEGREE_HEADING_RE.match(line.text.strip())
                )
            ):
                # "## Administrative roles" among "## Education" and "## Publications": a section
                # of its own, of no kind any reader takes entries from
                sections.append(Section("unknown", line.text.strip(), line.number))
                subheading, stack, current, blank_before = "", [], None, True
                continue
            outer = [(open_, at) for open_, at in nested if line.heading is not None and at < line.heading]
            if (
                kind is None
                and line.heading is not None
                and opened == line.heading
                and outer
                and outer[-1][0].kind in ("positions", "career", "education")
                and section.kind != outer[-1][0].kind
            ):
                # "### Clinical" after "### Teaching", both under "## Experience": a part of the
                # section both are parts of, its posts, not more of the teaching; the heading is
                # that part's title, not an employer, unless it is an entry ("### Bachelor of
                # Design, UAM-C" after "### Salesforce Administrator Certification")
                sections.append(Section(outer[-1][0].kind, line.text.strip(), line.number))
                section, entry_levels = sections[-1], set()
                if not (_job_title(line.text) or _DEGREE_HEADING_RE.match(line.text.strip())):
                    subheading, stack, current, blank_before = "", [], None, True
                    continue
            if (
                kind is None
                and line.heading is not None
                and opened is None
                and marked
                and line.heading > marked[1]
                and marked[0].units  # not "## Research" / "Experience": one title broken over two lines
                # a label, or a title in bold with its own items ("**Areas of expertise**" and
                # its list, inside a "### Post" of "## Experience")
                and (section.title.endswith(":") or bool(section.units))
            ):
                # "### University of Auckland" after "Honours and awards:", a label that opened a
                # section of its own inside "## Education": the next entry of that section
                sections.append(Section(marked[0].kind, marked[0].title, line.number))
                section, opened, entry_levels = sections[-1], marked[1], set()
            subheading = line.text.strip()
            unit = Unit([line], heading=True, subheading=subheading)
            section.units.append(unit)
            if line.heading is not None:
                entry_levels.add(line.heading)
            stack, current, blank_before = [], None, True
            continue
        if section.kind == "publications" and _YEAR_HEADING_RE.match(line.text.strip()):
            subheading = line.text.strip()
            stack, current, blank_before = [], None, True
            continue
        if (
            blank_before
            and not line.bullet
            and line.text.strip().endswith((",", ":"))
            and PAST_HEADING_RE.match(line.text.strip())
        ):
            # "Previously," over a list of posts: the label of the entries under it, as a heading is
            subheading = line.text.strip()
            stack, current, blank_before = [], None, True
            continue
        if line.bullet:
            while stack and stack[-1][0] >= line.indent:
                stack.pop()
            parent = stack[-1][1] if stack else None
            unit = Unit([line], depth=len(stack), bullet=True, subheading=subheading, parent=parent)
            section.units.append(unit)
            stack.append((line.indent, unit))
            current, blank_before = unit, False
            continue
        if (
            current is not None
            and (not blank_before or _continues(current, line))
            and not _table_row(line)
            and not _outdented_entry(current, line)
        ):
            current.lines.append(line)
        elif current is not None and current.bullet and line.indent >= current.lines[0].indent + 2:
            # a paragraph indented under a list item, after a blank line, is the item's own
            # ("- **University**" / "  Bachelor of Science" / "  July 2011 - July 2014")
            current.lines.append(line)
        elif (
            blank_before
            and current is not None
            and not current.bullet
            and line.indent >= 2
            and current.lines[0].indent == 0
        ):
            # a block indented under a paragraph, after a blank line, is the paragraph's own: in
            # reStructuredText a quoted body ("Rice University, Houston" / "    Ph.D., Accounting");
            # one space is a PDF's text drifting, not a block quote
            current.lines.append(line)
        else:
            current = Unit([line], subheading=subheading)
            section.units.append(current)
            stack = []
        blank_before = False
    sections = [part for section in sections for part in _posts_after_list(section)]
    for section in sections:
        if section.kind in ("preamble", "bio", "other", "unknown") and _dated_list(section.units):
            section.kind = "career"
        elif section.kind == "unknown" and _dated_posts(section.units):
            section.kind = "positions"  # "## Where I have worked": posts, whatever its title says
        elif section.kind == "projects" and _dated_led_posts(section.units):
            # "## Projects" over "`2021 – current`" / "**Algorithm Engineer** - ASML": posts
            section.kind = "positions"
        elif section.kind in ("preamble", "other", "unknown") and _posts_under_dated_headings(section.units):
            # "Research": "Heuer Lab 2013-2014" over "Postdoctoral Researcher, X"; a page that is
            # its CV, "1977" over "Professor of Neurosurgery, Pahlavi University", under no section
            section.kind = "positions"
        if section.kind in ("positions", "education", "career"):
            section.units = _stacked_entries(section.units, posts=section.kind != "education")
    return Layout(sections, header, lines)


# a reStructuredText field (":Job Title: X", ":University:" over its value)
FIELD_RE = re.compile(r"^\s*:(?P<key>[A-Za-z][\w /-]{0,29}):(?:\s+(?P<value>.*))?$")
# a field of a record written for machines, in lower case ("org: X", "role: Y", "start: 2025-06")
RECORD_FIELD_RE = re.compile(r"^\s*(?P<key>[a-z][a-z_ ]{1,29}):\s+(?P<value>\S.*)$")


def field_values(
    lines: list[Line],
    label: Callable[[str], re.Match[str] | None] = FIELD_RE.match,
    run_on: bool = False,
) -> dict[str, tuple[str, int]]:
    """A field list's values by lower-case field name, each with its line. A value may sit on
    the lines under its field: the first of them, or with ``run_on`` all the indented ones joined
    (a thesis over two lines, ":Dates: 2012 - 2013," over "        2013 - Present")."""
    fields: dict[str, tuple[str, int]] = {}
    key: str | None = None
    for line in lines:
        field = label(line.text)
        if field:
            key = field.group("key").strip().lower()
            fields[key] = ((field.group("value") or "").strip(), line.number)
        elif key is not None and line.text.strip() and (not fields[key][0] or (run_on and line.indent > 0)):
            value, number = fields[key]
            fields[key] = ((value + " " + line.text.strip()).strip(), number if value else line.number)
    return fields


# "### Previous positions", "In the past:", "Previously," over a list: the entries under it were
# held before (positions reads it on headings; a paragraph ending in "," or ":" is such a label)
PAST_HEADING_RE = re.compile(
    r"\W*(?:in\s+the\s+past|previously|formerly|(?:previous|past|former|earlier)\s+(?:positions?|posts?|"
    r"appointments?|employment|roles?|jobs?))\W*$",
    re.I,
)


def _outdented_directive(line: Line, item: Unit) -> bool:
    """A reStructuredText directive (".. container:: resume-entry", blank once read) left of a
    list item's bullet: it opens a block of its own, so the item's lines have ended."""
    explicit = re.match(r"(\s*)\.\.\s+[\w-]+::", line.raw)
    return explicit is not None and len(explicit.group(1)) < item.lines[0].indent


def _stacked_entries(units: list[Unit], posts: bool = True) -> list[Unit]:
    """Entries written as paragraphs of one line each, one of them short and dated ("Conversant"
    / "June 2013 - Present" / "Technical Apprentice", as an HTML resume's ``<div>`` fields
    render): each entry one unit. A run of such paragraphs between headings or list items is cut
    where the dated line falls in each entry as it falls in the first."""
    out: list[Unit] = []
    run: list[Unit] = []

    def close(following: Unit | None = None) -> None:
        dated = [i for i, unit in enumerate(run) if _short_and_dated(unit.lines[0].text)]
        # "**Technician** at X" (a heading) over its dates and one line of what was done: the
        # heading's entry, no stack of fields (a degree's heading keeps its stack: "MSc" over the
        # dates, the university and the field)
        under_heading = posts and bool(out) and out[-1].heading and dated == [0]
        # "### Team Leader @ Lantek" / what was done / "March 2023 - Present" / "### Software
        # engineer @ Lantek": between two headings, the dates of the one below, not of the line
        # above them
        over_heading = (
            bool(out)
            and out[-1].heading
            and following is not None
            and following.heading
            and dated == [len(run) - 1]
        )
        if len(run) >= 2 and dated and len(dated) < len(run) and not under_heading and not over_heading:
            starts = sorted({max(0, i - dated[0]) for i in dated} | {0})
            for a, b in zip(starts, [*starts[1:], len(run)]):
                group = run[a:b]
                out.append(replace(group[0], lines=[line for unit in group for line in unit.lines]))
        else:
            out.extend(run)
        run.clear()

    for unit in units:
        single = not unit.heading and not unit.bullet and unit.depth == 0 and _one_short_line(unit)
        if single and _tools_listed(unit.lines[0].text):
            single = False  # "Java · Spring Boot · Oracle · Docker" under a post: what it used
        if single and not _whole_dated_entry(run, unit.lines[0].text):
            run.append(unit)
            continue
        close(unit)
        out.append(unit)
    close()
    return out


def _tools_listed(text: str) -> bool:
    """A line of four or more short names set apart by "·" and no dates: the tools a post used."""
    parts = [part.strip() for part in text.split(" · ")]
    return (
        len(parts) >= 4
        and all(0 < len(part.split()) <= 3 for part in parts)
        and not find_dates(text)
        and not find_ranges(text)
    )


def _one_short_line(unit: Unit) -> bool:
    """A line of at most 100 characters, or such a line the page wrapped in two ("**Example
    Institute (EI)**," over "Berlin, Germany."), after dates on a line of their own."""
    lines = [line.text.strip() for line in unit.lines]
    return (
        len(lines) == 1
        and len(lines[0]) <= 100
        or (len(lines) == 2 and len(" ".join(lines)) <= 100 and lines[0].endswith(","))
    )


def _whole_dated_entry(run: list[Unit], text: str) -> bool:
    """Whether a line after a stack's dated field is an entry of its own, with its own range
    ("Software Engineer; Airbnb; Feb. 2017 - Jul. 2018" under "Jul. 2018 - Present" and a sentence)."""
    return (
        any(only_dates(unit.lines[0].text) for unit in run)
        and bool(find_ranges(text))
        and not _short_and_dated(text)
    )


def _short_and_dated(text: str) -> bool:
    """Dates and at most two words more: "June 2013 - Present", "Graduated Spring 2013"."""
    rest = beside_dates(text)
    return rest is not None and "," not in rest and len(re.findall(r"[^\W\d_]{2,}", rest)) <= 2


# "**Since 2020**: Research Fellow, ...", "2015-2019: ...": a paragraph led by its dates and a colon
_DATE_LED_RE = re.compile(
    # "2016: X", and "1986–2002—Professor of X": an em dash after the dates as their colon
    rf"^\s*(?:since\s+)?{DATE}(?:\s*(?:-{{1,2}}|–|—|to)\s*(?:{DATE}|{OPEN_END}))?\s*(?::\s*|—)\S",
    re.I,
)


def _dated_list(units: list[Unit]) -> bool:
    """Whether a section under a title of no kind ("Bio") is a list of dated entries, each paragraph
    led by its dates: a career, whatever its title says."""
    entries = [unit for unit in units if not unit.heading and unit.depth == 0]  # a year's items aside
    led = [unit for unit in entries if _date_led(unit)]
    return len(led) >= 3 and 2 * len(led) >= len(entries)


def _date_led(unit: Unit) -> bool:
    """A paragraph or item led by its dates: "2016: X", or "* 2016" over its items."""
    return (
        not unit.heading
        and unit.depth == 0
        and bool(_DATE_LED_RE.match(unit.lines[0].text) or _DATE_ALONE_RE.fullmatch(unit.text().value))
    )


_DATE_ALONE_RE = re.compile(rf"\s*{DATE}\s*")


def _posts_after_list(section: Section) -> list[Section]:
    """A list of skills or interests, then posts with no heading of their own ("Skills:" over what
    the person can do, then "President: Product Futures Foundation Apr/2018 - Present" and the
    posts after it): the posts are a section of posts, and a run of items led by their dates a
    career."""
    if section.kind not in ("skills", "interests", "contact"):
        return [section]
    units = section.units
    start = next((index for index, unit in enumerate(units) if _date_led(unit)), None)
    if start is not None:
        # "1966—B.Sc. ..., Ain Shams University" and "1986–2002—Professor of ..." in a run of three
        # or more: a career, listed under the page's menu
        end = start
        while end < len(units) and _date_led(units[end]):
            end += 1
        if end - start >= 3:
            career = Section("career", section.title, units[start].line, units[start:end])
            after = [replace(section, units=units[end:])] if units[end:] else []
            return [replace(section, units=units[:start]), career, *after]
    first = next((index for index, unit in enumerate(units) if _post_like(unit)), None)
    if first is not None and 1 <= first < len(units) - 1 and _dated_posts(units[first:]):
        posts = Section("positions", section.title, units[first].line, units[first:])
        return [replace(section, units=units[:first]), posts]
    return [section]


def _dated_posts(units: list[Unit]) -> bool:
    """Whether a section under a title of no kind lists posts: two or more of its paragraphs (and
    half of them at least) each hold a date range and a job title's head noun."""
    entries = [unit for unit in units if not unit.heading]
    posts = [unit for unit in entries if _post_like(unit)]
    return len(posts) >= 2 and 2 * len(posts) >= len(entries)


def _dated_led_posts(units: list[Unit]) -> bool:
    """Whether every paragraph with a date range opens with it, on a line of its own, and its next
    line opens with a job title: posts, each under its dates, not projects that name their role."""
    dated = [unit for unit in units if not unit.heading and find_ranges(unit.text().value)]
    return len(dated) >= 2 and all(
        len(unit.lines) >= 2
        and date_only_range(unit.lines[0].text) is not None
        and _opens_with_title(re.split(r"\s+[-–—]\s+", unit.lines[1].text, maxsplit=1)[0])
        for unit in dated
    )


def _posts_under_dated_headings(units: list[Unit]) -> bool:
    """Whether a section under a title of no kind of entries lists posts under headings that date
    them: two or more dated headings, each right over a paragraph that opens with a job title, and
    those paragraphs half at least of the dated headings and of the paragraphs under none."""
    dated = [
        below
        for unit, below in zip(units, units[1:])
        if unit.heading and not below.heading and _has_dates(unit.lines[0].text)
    ]
    posts = [below for below in dated if _opens_with_title(below.lines[0].text)]
    undated = 0  # paragraphs under no dated heading: "1989-" over a post and what else was done then
    under_dates = False
    for unit in units:
        if unit.heading:
            under_dates = _has_dates(unit.lines[0].text)
        elif not under_dates:
            undated += 1
    return len(posts) >= 2 and 2 * len(posts) >= max(len(dated), undated)


def _opens_with_title(text: str) -> bool:
    """Whether a line's first field (up to a comma or a column) ends with a job title's head noun
    ("Postdoctoral Researcher, Westfälische Wilhelms-Universität Münster")."""
    first = re.split(r"[,|]", text, maxsplit=1)[0]
    first = re.sub(r"\s*[(（][^()（）]*[)）]", "", first)  # "Algorithm Engineer (computational ...)"
    first = re.sub(r"\s+(?:of|in)\s+[\w-]+(?:\s+[\w-]+){0,2}$", "", first)  # "Consultant in Neurology"
    words = re.findall(r"[^\W\d_]+", first)
    return 0 < len(words) <= 6 and is_title_word(words[-1], head=True)


def _post_like(unit: Unit) -> bool:
    """A paragraph that holds a date range and a job title's head noun."""
    text = unit.text().value
    return bool(find_ranges(text)) and any(
        is_title_word(word, head=True) for word in re.findall(r"[^\W\d_]+", text)
    )


def _split_margin_labels(lines: list[Line]) -> list[Line]:
    """A section's title in the left margin beside its first entry, as a PDF CV's text keeps it
    (``EDUCATION        Ph.D. in Physics, ...`` over entries indented to the same column): the
    title a line of its own, the entry a line at that column."""
    out: list[Line] = []
    # headings in capitals on lines of their own: a page that writes its sections' titles so
    caps_headings = sum(1 for line in lines if _CAPS_LABEL_RE.fullmatch(line.text.strip()))
    for index, line in enumerate(lines):
        label, gap, rest = line.text.partition(" | ")  # a gap of spaces became " | " (markup)
        margin = _MARGIN_RE.match(line.raw)
        caps = _CAPS_LABEL_LEAD_RE.match(line.raw) if not gap and caps_headings >= 2 else None
        if caps and not line.bullet and line.heading is None:
            # "EDUCATION Rochester Institute of Technology": a title in capitals, one space, then
            # the section's first entry, where the page's other titles stand alone
            label, gap, rest, margin = caps.group("label"), " ", line.raw[caps.end() :], caps
        hanging = _HANGING_LABEL_RE.match(line.raw)
        if not gap and hanging and index + 1 < len(lines):
            # "Education: I was the best ..." over lines indented to where its text starts: the
            # label is the margin, however narrow its gap
            below = lines[index + 1]
            if below.raw.strip() and len(below.raw) - len(below.raw.lstrip()) == hanging.end():
                label, gap, rest, margin = (
                    hanging.group("label"),
                    ":",
                    line.text[len(hanging.group(0)) :],
                    hanging,
                )
        if (
            not gap
            or margin is None
            or line.bullet
            or line.heading is not None
            or line.indent > 2
            or not _plain_heading_candidate(replace(line, text=label))
        ):
            out.append(line)
            continue
        out.append(replace(line, text=label.strip(), bold=[], italic=[], links=[]))
        out.append(replace(line, text=rest.strip(), indent=margin.end()))
    return out


_MARGIN_RE = re.compile(r"[ \t]*\S(?:\S| (?! ))*(?: {3,}|\t+)")  # a label, then a gap
_CAPS_LABEL = r"[A-Z]{3,}(?: [A-Z]{2,})*"  # "EDUCATION", "WORK EXPERIENCE"
_CAPS_LABEL_RE = re.compile(_CAPS_LABEL)
_CAPS_LABEL_LEAD_RE = re.compile(rf"[ \t]{{0,2}}(?P<label>{_CAPS_LABEL}) (?=[A-Z][a-z])")
_HANGING_LABEL_RE = re.compile(r"(?P<label>[A-Z][A-Za-z]+(?: [A-Za-z]+)?):\s+")


_WORD_RE = re.compile(r"[^\W\d_][\w.'-]*")  # letters of any script: "expériences", "kinh nghiệm"


def _inside_item(current: Unit | None, line: Line) -> bool:
    """Whether a line is indented under the list item above it: "- **Employer**, 2005 - 2016" /
    "  **Awards**" / "  - ...": the entry's own part, not a heading of the page."""
    return current is not None and current.bullet and line.indent >= current.lines[0].indent + 2


def _entry_heading(text: str) -> bool:
    """A heading that is an entry, not a section's title, though it holds a section's word:
    ``THG - The Hut Group ~ 6 years (2015-Present)`` over ``IT Infrastructure project engineer``.
    Section titles are made of section words, save three at most ("Teaching Assistantships at
    Stanford University")."""
    if re.search(rf"\w\s+(?:Pvt\.?\s+)?{CORPORATE_SUFFIX_RE.pattern}\W*$", text.strip()):
        return True  # "Example Software Ltd", "Wingfly Software Pvt Ltd": a firm's name
    words = _WORD_RE.findall(text.lower())
    other = sum(1 for word in words if word not in HEADING_WORDS and word not in _GLUE_WORDS)
    # "Microsoft Research `2020.5 - 2020.8`": a name and its dates, under "Experience"
    return other > 3 or (other > 0 and bool(find_ranges(text)))


def _job_title(text: str) -> bool:
    """A heading that ends with a job title's head noun ("Research Intern", "Research Scientist"),
    or whose first part does, the employer after it ("Associate Software Engineer — CodeBrix")."""
    first = re.split(r"\s+(?:[—–|@-]|at)\s+|,", text, maxsplit=1)[0]
    for part in {text, first}:
        words = _WORD_RE.findall(part.lower())
        if words and len(words) <= 6 and words[-1].rstrip("s") in TITLE_HEADS:
            return True
        # "Supervisor de obra", "Profesor de Inglés": the head first, what it is of after it
        if 3 <= len(words) <= 6 and words[0] in TITLE_HEADS and words[1] in ("de", "del", "di", "da", "du"):
            return True
    return False


_GLUE_WORDS = frozenset("a an and or of in on the for to with at by my our".split())


def _is_sub(text: str) -> bool:
    # "Current PhD Students" right under "Group": a subheading of the same kind of section
    return bool(re.search(r"\b(current|former|past|alumni|selected|recent)\b", text, re.I))


def _table_row(line: Line) -> bool:
    """A row of a Markdown table (``| 2018 – 2019 | Teaching assistant at X |``): an entry of its own."""
    text = line.raw.strip()
    return text.startswith("|") and text.endswith("|") and text.count("|") >= 3


_LEADING_DATE_RE = re.compile(rf"(?:{DATE})(?![\w/])", re.I)


def _outdented_entry(unit: Unit, line: Line) -> bool:
    """Whether a dated line left of an indented list item above it starts an entry of its own
    (a plain-text CV's "\t•\t..." over "DiDi Global | Director 2021.09 – 2023.08"), or a line of
    fields led by a name ("CGN| Safety Manager |"), where a Markdown list item would run on."""
    return unit.bullet and (
        (
            line.indent < unit.lines[0].indent
            and (bool(find_ranges(line.text)) or bool(re.match(r"\s*\S+\s*\|", line.text)))
        )
        # "• Partner with design teams ..." then "Web Development Intern | Hanging Panda", both at
        # the margin: a title and its employer in cells after a duty are the next entry
        or (
            line.indent <= unit.lines[0].indent
            and bool(re.fullmatch(r"[^|•]{3,60}\|[^|,]{2,60}", line.text.strip()))  # not "| Node.js, Next.js"
            and _job_title(line.text.split("|")[0].strip())
        )
    )


def _continues(unit: Unit, line: Line) -> bool:
    """Whether a line after a blank line still belongs to the unit above (PDF page breaks)."""
    last = unit.lines[-1].text.rstrip()
    first = line.text.lstrip()
    if re.match(r"(?:since|until|till|from)\s+(?:[A-Za-z]{3,9}\.?\s+)?(?:19|20)\d\d\b", first):
        return False  # "since 2014/10 | Studying ...": an entry that opens with its dates
    if _LEADING_DATE_RE.match(first) and not only_dates(first):
        return False  # "fév.2006 - mars 2007 Chef d'équipe": a month in lower case opens an entry
    if RECORD_FIELD_RE.match(first):
        return False  # "org: Karolinska Institute": the first field of the next record
    if re.match(r"[a-z]", first) and not re.match(r"(?:https?://|www\.)", first):
        return True
    if re.search(r"[a-z]-$", last) or last.endswith(","):
        return True
    return False


def _drop_navigation_menus(lines: list[Line], plain: list[bool]) -> None:
    """Three or more heading-like lines in a row are a scraped navigation menu, not headings."""
    i = 0
    while i < len(lines):
        if not plain[i]:
            i += 1
            continue
        j = i
        while j < len(lines) and (plain[j] or _KEY_VALUE_RE.match(lines[j].text.strip() or "-")):
            j += 1
        if sum(plain[i:j]) >= 3:
            for k in range(i, j):
                plain[k] = False
        i = max(j, i + 1)


def dates_heading_below(units: list[Unit], index: int) -> bool:
    """Whether the heading at ``index`` names something and the heading right under it only its
    dates (``##### Sandwich maker`` over ``###### 2017-2019``)."""
    return (
        index + 1 < len(units)
        and units[index + 1].heading
        and heading_dates(units[index].lines[0].text) is None
        and heading_dates(units[index + 1].lines[0].text) is not None
    )


def cards_beside_entries(units: list[Unit]) -> dict[int, tuple[Unit, bool]]:
    """Entries of a two-column page: a card of the dates and the place ("07/2018 – Present" /
    "Tilbury, Essex") beside the entry's paragraph, its name in bold over where in italics and
    what was done ("**Fulfillment Associate**" / "*Amazon SARL*" / ...), or all four lines stacked
    in one paragraph. The bold line, the italic one and the dates as one unit, by the card's
    index, and whether it took the paragraph under the card; the place is left out, as it could
    pass for the employer or the school."""
    out: dict[int, tuple[Unit, bool]] = {}
    for index, card in enumerate(units):
        lines = [line for line in card.lines if not line.blank]
        below = units[index + 1] if index + 1 < len(units) else None
        if len(lines) == 4:
            lines, head, took = lines[:2], lines[2:], False
        elif below is not None and not below.heading and not below.bullet:
            head, took = [line for line in below.lines if not line.blank][:2], True
        else:
            continue
        if (
            card.heading
            or card.bullet
            or not 1 <= len(lines) <= 2
            or date_only_range(lines[0].text) is None
            or (len(lines) == 2 and (len(lines[1].text) > 60 or _has_dates(lines[1].text)))
            or len(head) < 2
            or head[0].bold != [head[0].text.strip()]
            or head[1].italic != [head[1].text.strip()]
            or any(len(line.text) > 80 or _has_dates(line.text) for line in head)
        ):
            continue
        out[index] = (Unit([*head, lines[0]], subheading=card.subheading), took)
    return out


def _has_dates(text: str) -> bool:
    return bool(find_ranges(text) or find_dates(text))


def range_line(unit: Unit) -> bool:
    """Whether a paragraph is one line of a date range and nothing else ("June 2014 - Present"),
    as CVs put under a heading for what the heading names."""
    text = unit.lines[0].text
    return len(unit.lines) == 1 and not unit.heading and bool(find_ranges(text)) and only_dates(text)
