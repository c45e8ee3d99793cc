"""Organisation phrases: institution, department or place? Job titles: which words are a title?

``Programming Language and Software System Lab, Ohio State University, Columbus, OH, USA`` is a
department, an institution and a place; ``WeChat, Tencent`` a unit and its company;
``HPC-AI TECH, a startup`` a company and a description. These helpers tell the parts apart
by their words, with no list of particular organisations.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from functools import lru_cache
from importlib import resources

from ..names import edit_distance

_COMMON_COUNTRIES = frozenset(
    {
        "usa",
        "us",
        "u.s.",
        "u.s.a.",
        "united states",
        "america",
        "canada",
        "mexico",
        "brazil",
        "argentina",
        "chile",
        "colombia",
        "peru",
        "uk",
        "u.k.",
        "united kingdom",
        "england",
        "scotland",
        "wales",
        "ireland",
        "france",
        "germany",
        "italy",
        "spain",
        "portugal",
        "netherlands",
        "the netherlands",
        "belgium",
        "switzerland",
        "austria",
        "sweden",
        "norway",
        "denmark",
        "finland",
        "iceland",
        "poland",
        "czechia",
        "czech republic",
        "slovakia",
        "hungary",
        "romania",
        "greece",
        "turkey",
        "israel",
        "egypt",
        "nigeria",
        "kenya",
        "ghana",
        "ethiopia",
        "south africa",
        "morocco",
        "tunisia",
        "india",
        "pakistan",
        "bangladesh",
        "sri lanka",
        "nepal",
        "china",
        "p.r. china",
        "prc",
        "hong kong",
        "hong kong sar",
        "macau",
        "macao",
        "taiwan",
        "japan",
        "korea",
        "south korea",
        "republic of korea",
        "singapore",
        "malaysia",
        "thailand",
        "vietnam",
        "indonesia",
        "philippines",
        "australia",
        "new zealand",
        "russia",
        "ukraine",
        "uae",
        "united arab emirates",
        "saudi arabia",
        "qatar",
        "iran",
    }
)
# the other sovereign states, by their common English names (a hyphen joins the words of one);
# a few that are also given names (Chad, Jordan) are left out
_OTHER_COUNTRIES = frozenset(
    name.replace("-", " ")
    for name in """
    afghanistan albania algeria andorra angola armenia azerbaijan bahamas bahrain barbados belarus
    belize benin bhutan bolivia bosnia-and-herzegovina botswana brunei bulgaria burkina-faso burundi
    cambodia cameroon cape-verde costa-rica croatia cuba cyprus djibouti dominican-republic ecuador
    el-salvador eritrea estonia eswatini fiji gabon gambia guatemala guyana haiti honduras iraq
    jamaica kazakhstan kosovo kuwait kyrgyzstan laos latvia lebanon lesotho liberia libya
    liechtenstein lithuania luxembourg madagascar malawi maldives malta mauritania mauritius moldova
    monaco mongolia montenegro mozambique myanmar namibia nicaragua north-macedonia oman palestine
    panama paraguay rwanda senegal serbia seychelles sierra-leone slovenia somalia south-sudan sudan
    suriname syria tajikistan tanzania trinidad-and-tobago türkiye turkmenistan uganda uruguay
    uzbekistan venezuela viet-nam yemen zambia zimbabwe
    """.split()
)
# the countries most CVs in French, German, Spanish and Italian name, in those languages
_COUNTRIES_ABROAD = frozenset(
    name.replace("-", " ")
    for name in """
    italie allemagne espagne suisse belgique pays-bas royaume-uni états-unis angleterre autriche
    brésil chine japon canada france maroc tunisie algérie sénégal
    deutschland schweiz österreich frankreich italien spanien niederlande
    españa alemania francia italia suiza estados-unidos méxico brasil
    germania svizzera spagna francia stati-uniti
    россия украина беларусь казахстан узбекистан армения грузия германия сша
    """.split()
)
COUNTRY_NAMES = _COMMON_COUNTRIES | _OTHER_COUNTRIES | _COUNTRIES_ABROAD

US_STATES = frozenset(
    """AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM
    NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY DC""".split()
)
# Canada's provinces and territories, as an address writes them ("Mississauga, ON")
CA_PROVINCES = frozenset("AB BC MB NB NL NS NT NU ON PE QC SK YT".split())
STATE_NAMES = frozenset(
    """alabama alaska arizona arkansas california colorado connecticut delaware florida georgia hawaii
    idaho illinois indiana iowa kansas kentucky louisiana maine maryland massachusetts michigan minnesota
    mississippi missouri montana nebraska nevada ohio oklahoma oregon pennsylvania tennessee texas utah
    vermont virginia washington wisconsin wyoming ontario quebec québec alberta manitoba saskatchewan
    bavaria jiangsu guangdong zhejiang sichuan hubei hunan shandong fujian
    karnataka maharashtra jharkhand kerala telangana gujarat rajasthan odisha punjab haryana bihar
    assam goa""".split()  # and India's states, which its CVs write after the town
) | frozenset(
    {
        "new york", "new jersey", "new hampshire", "new mexico", "north carolina", "south carolina",
        "north dakota", "south dakota", "west virginia", "rhode island", "british columbia",
        "new south wales", "nova scotia", "new brunswick",
    }
)  # fmt: skip
# cities an employer's name is often followed by ("Meta AI, New York"); only a whole part is one
CITY_NAMES = frozenset(
    {
        "new york", "new york city", "nyc", "san francisco", "los angeles", "seattle", "boston",
        "chicago", "austin", "mountain view", "palo alto", "menlo park", "redmond", "sunnyvale",
        "san jose", "cambridge", "pittsburgh", "atlanta", "london", "paris", "berlin", "munich",
        "zurich", "geneva", "amsterdam", "stockholm", "copenhagen", "oslo", "helsinki", "vienna",
        "madrid", "barcelona", "rome", "milan", "dublin", "edinburgh", "beijing", "shanghai",
        "shenzhen", "hangzhou", "guangzhou", "hong kong", "taipei", "tokyo", "osaka", "seoul",
        "singapore", "bangalore", "bengaluru", "hyderabad", "mumbai", "delhi", "new delhi",
        "toronto", "montreal", "vancouver", "sydney", "melbourne", "tel aviv", "dubai", "moscow",
        "warsaw", "prague", "lisbon", "istanbul", "sao paulo", "são paulo", "mexico city",
        # as Russian CVs write the cities they name most
        "москва", "санкт-петербург", "новосибирск", "екатеринбург", "казань", "нижний новгород",
        "самара", "ростов-на-дону", "краснодар", "пермь", "воронеж", "томск", "киев", "минск",
        "алматы", "астана",
    }
)  # fmt: skip

# a letter of a script without capitals or spaces between words: kana, Han, Hangul
CJK_CHAR = r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af]"
_CJK_RE = re.compile(CJK_CHAR)


def has_cjk(text: str) -> bool:
    """Whether a text has a letter of those scripts (most texts are ASCII: no search then)."""
    return not text.isascii() and _CJK_RE.search(text) is not None


# words that make a phrase an organisation at the top level
INSTITUTION_RE = re.compile(
    r"\b(?:universit(?:y|ies)|universit[àäéeè]t?|universidad(?:e)?|universitat|università|"
    # Malay and Indonesian, Swedish and Norwegian and Danish, Czech and Slovak, Turkish
    r"universiti|universitas|universitet|univerzita|[üu]niversitesi|"
    r"universiteit|uniwersytet|(?:fach)?hochschule|hogeschool|polytechnic|politecnico|polytechnique|école|ecole|"
    r"đại\s+học|học\s+viện|"  # Vietnamese: a university, an academy
    r"vidyap(?:ee|e|i)th(?:am)?|vishwa\s*vidyalaya|"  # Sanskrit names of Indian universities
    # Russian: a university, an institute, an academy, and universities' abbreviations ("МГУ",
    # "СПбГУ", "СевКавГТУ/СКФУ": a state, technical or federal university)
    r"университет|институт|академи[яи]|(?-i:[А-ЯЁ][А-ЯЁа-яё]*(?:ГУ|ТУ|ФУ)\b)|"
    r"institute of technology|college(?! of)|college of (?:art|arts|music|design)\b|academy|"
    r"akademie|akademia|académie|accademia|"  # German, Polish, French, Italian
    r"conservator(?:y|ies|io|ium)|conservatoire|konservatorium|"  # schools of music
    # "Jawaharlal College of Engineering and Technology": a college named for someone, whole (not
    # "the College of Engineering", a unit of a university)
    r"(?<![\s,]the )(?<=[a-z] )(?<!university )college of\b|"
    # abbreviations that name universities on CVs: "IIT Bombay", "TU Delft", "UC Berkeley", "CMU"
    # (in capitals only: German "mit" is "with")
    r"(?-i:ETH|EPFL|ENS|KAIST|MIT|UCLA|UCSD|NUS|NTU|HKUST|I{2,3}T|NIT|IISc|BITS|IISER|TU(?=\s+[A-Z])|UC(?=\s+[A-Z])|CMU|UCL|LSE|KTH|NYU|USC|UIUC|UBC|"
    r"UCSB|UPenn|UMass|SUNY|CUHK|SJTU|USTC|ZJU|PKU|THU)|"
    r"corporation|inc\b\.?|ltd\b\.?|llc|gmbh|company|technologies|labs\b|"
    # "Microsoft Research", not "Research Engineer" nor "Graduate Research Assistant" nor the
    # field "Operations Research" (or "Operational Research")
    r"(?<=\w )(?<!operations )(?<!operational )research\b"
    r"(?! (?:group|lab|center|centre|assistant|associate|scientist|engineer|fellow|intern|officer|staff|"
    r"professor|director|manager|lead|analyst|specialist|programmer|developer|"
    r"coordinator|technician|trainee|affiliate|collaborator|consultant|student)\b)|"
    r"national laborator(?:y|ies)|national lab\b|institute\b|center for|centre for|"
    r"institue\b|univeristy\b|unversity\b|universty\b|"  # and as they are mistyped
    # other languages' institutes of higher education ("Institut Supérieur de ...", "Instituto
    # Superior Técnico", "Istituto Nazionale"; not a research institute named after someone, as
    # "Institut Curie" beside an advisor), and "-Tech" schools ("Georgia Tech", "ParisTech")
    r"(?-i:Institut[eo]?|Istituto)\s+(?:(?-i:[a-zà-ÿ])|Sup|Nat|Naz|Nac|Poly|Polit|Tecn|Techn|Univ|Fed)|"
    r"(?<=\w )(?-i:Tech)\b|(?-i:[A-Z][a-z]+Tech)\b|"
    r"supercomputing center|supercomputer center|foundation)|"
    # Chinese, Japanese, Korean: a university, a college, an institute, a firm (no word breaks; the
    # lookahead lets a search fail at once on other letters)
    rf"(?={CJK_CHAR})(?:大学|大學|学院|學院|研究所|研究院|科学院|公司|集团|株式会社|"
    r"대학교|연구소|과학기술원|주식회사|전자\b)",
    re.IGNORECASE,
)
# words that make a phrase a unit inside an organisation
UNIT_RE = re.compile(
    # "college of" at a phrase's start or after "the" ("the College of Engineering"); after a
    # name it is the institution's own ("Maryland Institute College of Art")
    r"(?:^|(?<=\bthe )|(?<=, ))college of\b|"
    r"\b(?:department|dept\.?|dep\.(?=\s+of\b)|school of|faculty of|division|laborator(?:y|ies)|lab\b|"
    r"group\b|center\b|centre\b|institute for|program(?:me)?\b|class\b|team\b|cluster\b|unit\b|"
    r"chair of|section\b|chapter\b|r&d)|"
    # Japanese, Chinese, Korean: a faculty, a department; and a Chinese name that ends in one of
    # the words for a firm's department, group or team ("研发部", "研发项目组", "推荐技术平台部")
    rf"(?={CJK_CHAR})(?:学部|研究科|学科|院系|학부|학과|대학원)|(?<={CJK_CHAR})(?:部|组|組|团队|團隊)$",
    re.IGNORECASE,
)

# French for "at" before an organisation's name: "à l'Institut Pasteur", "à la Sorbonne", "au CNRS"
FRENCH_AT = r"(?:à\s+(?:l['’]\s?|la\s+)|au\s+)"

# French, Spanish and Italian job titles' head nouns: the head comes first, what qualifies it after
HEAD_FIRST_TITLES = (
    "développeur", "développeuse", "ingénieur", "ingénieure", "chercheur", "chercheuse",
    "enseignant", "enseignante", "responsable", "directeur", "directrice", "stagiaire",
    "doctorant", "doctorante", "professeur", "professeure", "investigador", "investigadora",
    "ingeniero", "ingeniera", "desarrollador", "desarrolladora", "profesor", "profesora",
    "ricercatore", "ricercatrice", "ingegnere", "sviluppatore", "docente", "tirocinio",
    "tirocinante", "becario", "becaria", "asistente",
    # the press: "Correspondante de Paris", "Représentante du Bureau de Paris", "Rédactrice en chef"
    "correspondant", "correspondante", "représentant", "représentante", "journaliste", "rédacteur",
    "rédactrice", "pigiste", "présentateur", "présentatrice",
    # and the other common heads of these languages' titles ("Coordinateur de formation", "Chef de
    # projet", "Conseiller clientèle", "Jefe de proyecto", "Analista programador")
    "coordinateur", "coordinatrice", "conseiller", "conseillère", "chargé", "chargée", "chef",
    "technicien", "technicienne", "formateur", "formatrice", "animateur", "animatrice", "gestionnaire",
    "administrateur", "administratrice", "analyste", "architecte", "programmeur", "programmeuse",
    "intégrateur", "intégratrice", "concepteur", "conceptrice",
    "stage",  # "Stage technique": an internship
    "supervisor", "supervisora",  # "Supervisor de obra"
    "attaché", "attachée", "coordinador",
    "coordinadora", "asesor", "asesora", "jefe", "jefa", "analista", "técnico", "técnica", "gerente",
    "consultor", "consultora", "pasante", "practicante", "coordinatore", "consulente",
    "tecnico", "responsabile", "dottorando", "dottoranda", "desenvolvedor", "desenvolvedora",
    "engenheiro", "engenheira", "pesquisador", "pesquisadora", "coordenador", "coordenadora",
    "estagiário", "estagiária", "bolsista", "estágio", "servente", "administrador", "administradora",
)  # fmt: skip
_GERMAN_TITLE_HEADS = (
    "entwickler", "entwicklerin", "ingenieur", "ingenieurin", "berater", "beraterin", "leiter",
    "leiterin", "doktorand", "doktorandin", "assistent", "assistentin", "werkstudent", "werkstudentin",
    "programmierer", "programmiererin", "praktikum",
)  # fmt: skip

_TITLE_HEADS = (
    "professor",
    "lecturer",
    "reader",
    "researcher",
    "scientist",
    "engineer",
    "fellow",
    "postdoc",
    "intern",
    "internship",
    "coop",  # "Testing Automation Coop": a student's work placement
    "co-op",
    "director",
    "manager",
    "founder",
    "co-founder",
    "cofounder",
    "owner",  # of a firm; "Product Owner"
    "entrepreneur",  # "Sole Entrepreneur" at a firm of its own, "Entrepreneur in Residence"
    "co-owner",
    "leader",
    "head",
    "member",
    "scholar",
    "resident",  # "AI Resident", a medical "Resident": a residency is a post
    "appointee",  # "Postdoctoral Appointee", as national laboratories name the post
    "consultant",
    "contractor",
    "coach",
    "trainer",
    "buyer",  # "Buyer / Management Associate": a firm's purchaser
    "developer",
    "architect",
    "chair",
    "instructor",
    "assistant",
    "associate",
    "analyst",
    "officer",
    "president",
    "vp",  # a vice president, as firms write it: "VP Engineering", "SVP of Sales"
    "svp",
    "evp",
    "avp",
    "dean",
    "programmer",
    "editor",
    "advisor",
    "adviser",
    "lead",
    "rsde",
    "sde",
    "swe",
    "mts",  # "(Senior) Member of Technical Staff", as firms write it short
    "engr",  # "MTS Prod Dev Engr": an engineer, and a manager, written short
    "mgr",
    "smts",
    "staff",
    "principal",
    "partner",
    "specialist",
    "checker",  # "Translation Checker", "Quality Checker"
    "guide",  # "Web Developer and Guide", "Museum Guide"
    "technician",
    "curator",
    "coordinator",
    "investigator",
    "student",
    "candidate",
    "trainee",
    "apprentice",
    "novice",  # of a religious order
    "ambassador",  # "Student Ambassador"
    "cto",
    "ceo",
    # the other chief officers, and a product or programme manager as firms write them short
    "coo",
    "cfo",
    "cpo",
    "cio",
    "cso",
    "cmo",
    "pm",
    "gpm",
    "tpm",
    "apm",
    "collaborator",
    "contributor",
    "maintainer",
    "faculty",
    "postdoctoral",
    "post-doc",
    "post-doctorat",  # French: "Post-doctorat à l'Institut Pasteur"
    "postdoctorat",
    "worker",
    "employee",
    "writer",
    "supervisor",
    "volunteer",
    "tutor",
    "teacher",
    "mentor",
    "konsulent",  # Danish, Norwegian, Swedish: a consultant, an intern, a developer, an engineer
    "praktikant",
    "udvikler",
    "ingeniør",
    # trades and professions a CV names as often as research posts
    "cashier",
    "teller",  # a bank's: "Peak-Time Teller I"
    "barista",
    "waiter",
    "waitress",
    "bartender",
    "barkeeper",
    "receptionist",
    "nurse",
    "pharmacist",
    "lawyer",
    "attorney",
    "paralegal",
    "journalist",
    "reporter",
    "photographer",
    "archivist",
    "technologist",
    "therapist",
    "counselor",
    "counsellor",
    "treasurer",
    "lieutenant",
    "sergeant",
    "moderator",
    "representative",
    "electrician",
    "fellowship",
    "coder",
    "tester",  # "QA Tester", "Penetration Tester", and security's "Ethical Hacker"
    "pentester",
    "hacker",
    "sysadmin",
    "admin",  # "Desktop Support Admin", "System Admin"
    "integrator",  # "Android System Integrator"
    "guest",  # "academic guest" (ETH Zurich's word for a visitor)
    "dev",  # "frontend dev", "leading webdev"
    "webdev",
    "administrator",
    "temp",
    "clerk",
    "secretary",
    "designer",
    "translator",
    "interpreter",
    "rep",  # "Sales Development Rep"
    "visitor",
    "captain",  # "Front-End Captain": who leads a team
    # scientists named by their field: "Senior Physicist IV", "Staff Statistician"
    "physicist",
    "chemist",
    "biologist",
    "mathematician",
    "statistician",
    "economist",
    "geologist",
    "astronomer",
    "astrophysicist",
    "ecologist",
    "epidemiologist",
    "bioinformatician",
    "psychologist",
    "neuroscientist",
    "linguist",
    "historian",
    "physician",
    # and physicians named by their speciality: "Research Neurosurgeon", "Consultant Psychiatrist"
    "surgeon",
    "neurosurgeon",
    "neurologist",
    "psychiatrist",
    "radiologist",
    "pathologist",
    "anesthesiologist",
    "anaesthetist",
    "cardiologist",
    "oncologist",
    "pediatrician",
    "paediatrician",
    "dentist",
    "librarian",
    "webmaster",
    "accountant",
    "auditor",
    "executive",
    "salesperson",
    "salesman",
    "producer",  # "Content Producer", "Associate Producer"
    "controller",  # "Financial Controller", "Order Controller"
    "operator",  # "Phone Operator", "Machine Operator"
    "stylist",  # and in French, "Styliste chez Biova Couture"
    "styliste",
    "modeller",  # "Basic Terrain Modeller", and the American spelling
    "modeler",
    "saleswoman",
    # Russian: "Ведущий продуктовый аналитик", "Старший научный сотрудник"
    "аналитик",
    "разработчик",
    "программист",
    "инженер",
    "стажёр",
    "стажер",
    "сотрудник",
    "преподаватель",
    "ассистент",
    "доцент",
    "профессор",
    "руководитель",
    "менеджер",
    "директор",
    "специалист",
    "консультант",
    "исследователь",
    "аспирант",
    "лаборант",
    "тестировщик",
    "архитектор",
    "дизайнер",
    "администратор",
    "учитель",
    "педагог",
    "методист",
    "воспитатель",
    "переводчик",
    "тренер",
    "куратор",  # "Куратор практикумов": the head, then what it is of
    "наставник",
    "координатор",
    "технолог",
    "экономист",
    "бухгалтер",
    "юрист",
    "оператор",
    "заведующий",
    "начальник",
    *HEAD_FIRST_TITLES,
    *_GERMAN_TITLE_HEADS,
)
# a set: membership is all it is asked for, and is_title_word asks it for nearly every word
TITLE_HEADS = frozenset(_TITLE_HEADS)
TITLE_WORDS = frozenset(
    """senior junior principal chief lead leading staff assistant associate adjunct visiting full
    distinguished research postdoctoral post-doctoral predoctoral pre-doctoral tenure-track tenure
    graduate undergraduate software hardware
    applied machine learning data group team lab founding co-founder cofounder deputy r&d ph.d phd ph.d.
    doctoral teaching emeritus honorary executive technical principal managing program research-track
    clinical affiliate courtesy system systems ai ml part-time full-time co-op""".split()
)


_FIRM_PLURALS = frozenset({"partners", "associates", "specialists", "consultants"})


# the head nouns of Chinese, Japanese and Korean titles, which end a word ("算法工程师", "보안 연구원")
CJK_TITLE_HEAD = (
    r"(?:工程师|工程師|实习生|實習生|研究员|研究員|教授|讲师|講師|经理|經理|总监|總監|设计师|設計師|分析师|"
    r"架构师|开发|開發|开发者|顾问|顧問|助理|助教|主管|博士后|博士後|专家|專家|エンジニア|准教授|"
    r"会长|會長|司库|司庫|委员|委員|"  # an association's president, treasurer, committee member
    r"组长|組長|队长|隊長|"  # a group's or team's leader
    r"秘书|秘書|老师|老師|教师|教師|士官|团长|團長|"  # a secretary, a teacher, a sergeant, a troupe's head
    r"연구원|인턴|개발자|엔지니어|교수|강사|팀장|매니저|디자이너|프로그래머|창업자|대표|멘토)"
)
_CJK_TITLE_HEAD_RE = re.compile(CJK_TITLE_HEAD + "$")


def is_title_word(token: str, head: bool = False) -> bool:
    """Whether a word belongs to a job title; ``head`` asks for the noun that ends one."""
    if not token.isascii() and _CJK_TITLE_HEAD_RE.search(token):
        return True
    if _ASSISTANT_SHORT_RE.fullmatch(token.strip(".,;:()")):
        return True  # a research or teaching assistant, written short and in capitals: "RA/TA"
    lowered = token.lower().strip(".,;:()")
    if len(lowered) > 4 and lowered not in TITLE_WORDS:  # "Co-CEO", "Co-Director"; not "Co-op"
        lowered = lowered.removeprefix("co-")
    if "/" in lowered.strip("/"):  # "Writer/Speaker"
        parts = [part for part in lowered.split("/") if part]
        return any(is_title_word(part, head) for part in parts) and all(part.isalpha() for part in parts)
    if lowered in _FIRM_PLURALS:
        return False  # "Object Partners", "Abt Associates": a firm; a person is one partner
    if lowered in TITLE_HEADS or lowered.rstrip("s") in TITLE_HEADS:
        return True
    if (
        "-" in lowered
        and re.fullmatch(r"[a-z]{2,}-[а-яё]{4,}", lowered)
        and lowered.split("-")[1] in TITLE_HEADS
    ):
        return True  # "Web-дизайнер", "QA-инженер": Russian joins a field in Latin letters to the noun
    if _COMPOUND_TITLE_RE.fullmatch(lowered):
        return True  # German compounds: "IT-Teamleiter", "Systemadministrator", "Softwareentwicklerin"
    if not head and lowered in TITLE_WORDS:
        return True
    # a misspelt head noun ("profosser"): seven letters or more, as long as the noun, two edits away
    return lowered not in TITLE_WORDS and len(lowered) >= 7 and _misspelt_head(lowered) is not None


@lru_cache(maxsize=8192)  # the same words come again and again; the edit distances are the cost
def _misspelt_head(lowered: str) -> str | None:
    """The head noun a word misspells ("profosser" -> "professor"): as long, give or take a
    letter, and at most two edits away (one for "assistant")."""
    if lowered in _NEAR_HEADS:
        return None
    return next(
        (
            head
            for head in _FUZZY_HEADS
            if abs(len(head) - len(lowered)) <= 1
            and edit_distance(lowered, head, 2) <= _FUZZY_EDITS.get(head, 2)
        ),
        None,
    )


# the head nouns German job titles are compounded with, and such a title ("IT-Teamleiter")
_COMPOUND_HEADS = (
    "leiter", "entwickler", "ingenieur", "berater", "administrator", "assistent", "referent",
    # "Archivmitarbeiter", "Servicekraft", "Jungkoch": not alone ("Einarbeitung der Mitarbeiter" is
    # a duty, "Koch" a surname)
    "mitarbeiter", "kraft", "koch", "wächter", "lehrer", "programmierer",
    # Danish and Norwegian: "Studiemedarbejder", "Hjælpelærer", "Softwareudvikler"
    "medarbejder", "lærer", "udvikler", "ingeniør", "konsulent",
)  # fmt: skip
_COMPOUND_TITLE_RE = re.compile(rf"[a-zäöüæøå-]{{3,}}(?:{'|'.join(_COMPOUND_HEADS)})(?:in)?")
_ASSISTANT_SHORT_RE = re.compile(r"G?[RT]A(?:/G?[RT]A)?")
_FUZZY_HEADS = (
    "professor", "researcher", "scientist", "lecturer", "engineer", "technician", "assistant",
    "developer", "entrepreneur",  # "Lead developper", "Enterpreneur"
)  # fmt: skip
# "assistance" and "resistant" are two edits from "assistant": one edit only ("Assitant")
_FUZZY_EDITS = {"assistant": 1}
# words spelt right that are an edit or two from a head noun ("VHDL Processor Designer")
_NEAR_HEADS = frozenset(
    {
        "processor",
        "processors",
        "profession",
        "engines",
        "lectures",
        "researches",
        "researched",
        "developed",
        "developing",
        "develops",
    }
)


def correct_title(title: str) -> tuple[str, str | None]:
    """Title-case a job title and fix a misspelt head noun; returns the note on a fix."""
    note = None
    fixed = []
    for word in title.split():
        core = word.strip(",;:.()")  # "(Developer": a bracket is no part of the word
        lowered = core.lower()
        replacement = word
        head = (
            _misspelt_head(lowered)
            if len(lowered) >= 7 and lowered not in TITLE_HEADS and lowered not in TITLE_WORDS
            else None
        )
        if head is not None:
            replacement = word.replace(core, head)
            note = f"'{core}' read as '{head.capitalize()}'"
        fixed.append(replacement)
    return titlecase(" ".join(fixed)), note


_SMALL = frozenset(
    "of in at and the for to on a an with von van der de du des di da del della degli als".split()
)


def titlecase(text: str) -> str:
    """``research intern`` -> ``Research Intern``; acronyms and mixed case kept (``R&D``, ``PhD``).
    A title in another script is kept as written: Russian writes titles in sentence case."""
    if not re.search(r"[A-Za-z]", text):
        return text
    out = []
    for index, word in enumerate(text.split()):
        if word.lower() in _SMALL and index > 0:
            out.append(word.lower())
        elif index > 0 and re.match(r"[dl]['’]", word, re.I):
            out.append(word)  # "Professeur d'espagnol": an elided "de" or article as written
        elif word.islower():
            out.append("-".join(part[:1].upper() + part[1:] for part in word.split("-")))
        else:
            out.append(word)
    text = " ".join(out)
    return re.sub(r"\bPh\.?\s?D\b\.?", "PhD", text)


def is_place(part: str) -> bool:
    """``WA``, ``USA``, ``China``, ``New York``, ``Mountain View (USA)``, and the large cities of
    :data:`CITY_NAMES`: yes. ``Redmond, WA`` is known as a place by the state after it."""
    cleaned = part.strip().strip(".").strip()
    bracketed = re.fullmatch(r"[A-Z][\w .'-]*?\s*\((?P<where>[^()]+)\)", cleaned)  # "Mountain View (USA)"
    city_state = re.fullmatch(r"(?P<city>[A-Z][\w .'-]*?),?\s+(?P<state>[A-Z]{2})", cleaned)  # "Boston MA"
    return (
        is_region(cleaned)
        or cleaned in _COUNTRY_CODES
        or cleaned.lower() in CITY_NAMES
        or cleaned.lower() in _WORK_MODES
        or bool(_POSTCODE_TOWN_RE.fullmatch(cleaned))
        or bool(
            city_state
            and city_state.group("state") in US_STATES
            and city_state.group("city").lower() in CITY_NAMES
        )
        or bool(
            bracketed and is_region(bracketed.group("where").strip()) and not INSTITUTION_RE.search(cleaned)
        )
    )


# European countries by their ISO codes, as an address ends ("Zentiva, Prague, CZ"); not "IT",
# which a CV writes for information technology, nor "PT", which opens an Indonesian firm's name
# ("PT. Bank Central Asia"), nor those that are US states' codes too
_COUNTRY_CODES = frozenset("AT BE BG CH CY CZ DK EE ES FI FR GR HR HU IE LT LU LV MT NO PL RO SE SI".split())


# a postal code before a town, as much of Europe writes an address: "6003 Luzern", "75005 Paris",
# "D-80331 München"
_POSTCODE_TOWN_RE = re.compile(
    r"(?:[A-Z]{1,2}-)?\d{4,5}\s+[A-ZÄÖÜÉ][\w'.]+(?:[\s-][A-ZÄÖÜÉa-zäöüé][\w'.]+){0,2}"
)
# where the work was done when it was done from no one place: "Coincent - Remote", "[Remote]"
_WORK_MODES = frozenset({"remote", "remotely", "hybrid", "on-site", "onsite", "work from home"})
_COUNTRY_AFTER_STATE = COUNTRY_NAMES | {"usa", "u.s.a", "us"}  # "Ohio USA", "Texas U.S.A."


@lru_cache(maxsize=1)
def _towns() -> frozenset[str]:
    text = resources.files(__package__).joinpath("towns.txt").read_text(encoding="utf-8")
    towns = {line for line in text.splitlines() if line and not line.startswith("#")}
    return frozenset(towns | {town.replace("-", " ") for town in towns})  # "Cluj Napoca" as written


def is_town(part: str) -> bool:
    """A town of 100,000 people or more (GeoNames): only for the last part of an employer phrase,
    after its name, where a town is what it usually is; alone, "Orange" and "Toyota" are firms."""
    lowered = part.strip(" .").lower()
    # "Hanoï": a town's name with accents it is not listed with ("Hanoi")
    return lowered in _towns() or (not lowered.isascii() and _without_accents(lowered) in _towns())


def _without_accents(text: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))


def is_region(cleaned: str) -> bool:
    """A country, a state or a postcode: what a city is followed by; also a state and its country
    without a comma ("Ohio USA")."""
    lowered = cleaned.lower()
    if lowered in COUNTRY_NAMES or cleaned in US_STATES or cleaned in CA_PROVINCES or lowered in STATE_NAMES:
        return True
    if re.fullmatch(r"(?:[A-Z]\.)+[A-Z]?", cleaned) and cleaned.replace(".", "") in US_STATES:
        return True  # "Washington, D.C.", "N.Y."
    if re.fullmatch(r"P\.?\s?R\.?\s*China", cleaned):
        return True  # "P.R. China", "P.R China": the People's Republic
    state_country = re.fullmatch(r"(.+?)\s+(\S+)", cleaned)
    if state_country and state_country.group(2).lower().strip(".") in _COUNTRY_AFTER_STATE:
        state = state_country.group(1)
        # and any country's state by its code of two capitals: "SP Brazil", "DF Brazil"
        if state in US_STATES or state.lower() in STATE_NAMES or re.fullmatch(r"[A-Z]{2}", state):
            return True
    return bool(re.fullmatch(r"[A-Z]{2}\s+\d{5}(?:-\d{4})?|\d{5,6}", cleaned))


# a country's name run into the next part: "China Computer Science" (a PDF lost the separator)
_GLUED_COUNTRY_RE = re.compile(
    r"^("
    + "|".join(
        re.escape(c.title())
        for c in sorted(COUNTRY_NAMES, key=len, reverse=True)
        if " " not in c and "." not in c and len(c) > 3
    )
    + r"|USA|UK)\s+([A-Z][a-z].*)$"
)


# the words of a public body's name, which no city's name holds
_PUBLIC_BODY_RE = re.compile(
    r"\b(?:council|municipality|ministry|government|agency|authority|commission|hospital|museum|"
    r"library|court|police|clinic|clinique|klinik|cl[ií]nica)\b",
    re.IGNORECASE,
)


# words of a firm's trade that no town's name holds
_FIRM_TRADE_RE = re.compile(
    r"\b(?:financial|bank|insurance|technolog(?:y|ies)|solutions|systems|services|consulting|software|"
    r"labs|holdings|capital|partners|networks|digital|pharma(?:ceuticals)?|energy|motors|analytics)\b",
    re.IGNORECASE,
)


def _name_and_acronym(part: str) -> bool:
    """A capitalised name, then an acronym that is no state's code ("Mirantis IT", not
    "Washington DC")."""
    words = part.split()
    return (
        len(words) >= 2
        and re.fullmatch(r"[A-Z][a-z]+", words[0]) is not None
        and any(
            re.fullmatch(r"[A-Z]{2,4}", word) and word not in US_STATES and word not in CA_PROVINCES
            for word in words[1:]
        )
    )


# the words of a national firm's name after its country's ("China Mobile", "India Post")
_NATIONAL_FIRM_RE = re.compile(
    r"\b(?:telecom|mobile|unicom|airlines?|airways|post|railways?|bank|insurance|petroleum|electric|"
    r"power|steel|motors?|construction|merchants|shipping|broadcasting|television)\b",
    re.IGNORECASE,
)


# how the work was done, after the employer's name with no comma: "Astra Security Remote"
_WORK_MODE_AFTER_RE = re.compile(r"(\S.*\S)\s+(Remote|Hybrid|On-site|Onsite)")
_COUNTRY_AFTER_INSTITUTION_RE = re.compile(
    # not "National University Singapore", a name that needs its country
    r"^((?!(?:National|State|Federal|Central|Technical|Open|International)\s)"
    r".*\S\s+(?:University|College|Institute))\s+("
    + "|".join(re.escape(c.title()) for c in sorted(COUNTRY_NAMES, key=len, reverse=True) if "." not in c)
    + r")$"
)


def _town_after_a(part: str) -> list[str]:
    """ "Cooperative Sociale Tuttinsieme à Milan": in French, the name and the town after "à" (not
    "Université du Québec à Montréal", a university named by its town)."""
    town = re.fullmatch(r"(?P<name>.+?)\s+à\s+(?P<town>[A-ZÀ-Ý][\w' -]+)", part)
    if town and is_town(town.group("town")) and not INSTITUTION_RE.search(town.group("name")):
        return [town.group("name"), town.group("town")]
    return [part]


def _name_then_city(part: str) -> tuple[str, str] | None:
    """``Bluecadet Philadelphia`` -> (``Bluecadet``, ``Philadelphia``): a name, then a known city
    of one or two words with no comma between; None for anything else."""
    words = part.split()
    after_name = _TOWN_AFTER_NAME_RE.fullmatch(part)
    if after_name and not is_place(after_name.group("name")):
        # "Pfizer Inc Groton", "Hewlett-Packard (HP) Manalapan": a firm's legal form or its
        # acronym in brackets ends its name; the words after it, where it is
        return after_name.group("name"), after_name.group("town")
    if INSTITUTION_RE.search(part) and not is_town(part):
        # "Université Laval Québec, Canada": an institution's own name, then its city; not
        # "University of California Los Angeles", a campus named after a state, nor "Trinity
        # College Dublin", whose city follows the kind of the institution as part of its name, nor
        # "University of California, Berkeley", a campus the comma joined
        for size in (2, 1):
            name, city = " ".join(words[:-size]), " ".join(words[-size:])
            if (
                len(words) > size + 1
                and "," not in part
                and is_town(city)
                and INSTITUTION_RE.search(name)
                and not is_region(words[-size - 1])
                # (but "Bogazici University Istanbul, Turkey": a town after "University" is where)
                and (not INSTITUTION_RE.search(words[-size - 1]) or words[-size - 1] == "University")
                and words[-size - 1].lower() not in ("of", "at", "de", "du", "di", "in", "college", "school")
            ):
                return name, city
        return None
    if is_town(part):
        return None  # "New Taipei" is one city
    for size in (2, 1):
        name, city = " ".join(words[:-size]), " ".join(words[-size:])
        if (
            len(words) > size
            and is_town(city)
            and re.search(r"(?:^|\s)[A-Z0-9][^\s]*$", name)  # not "Remote and Beijing"
            and not re.fullmatch(r"[A-Z]{1,3}", name)  # "KU Leuven", "ETH Zurich": one name
            and not _CITY_PREFIX_RE.fullmatch(words[-size - 1])
        ):
            return name, city
    return None


# words that open a city's name ("New Taipei", "San Jose"), no name of their own
_CITY_PREFIX_RE = re.compile(
    r"New|North|South|East|West|San|Santa|Saint|St\.?|Los|Las|Fort|Port|Mount|Lake|Greater"
)


def strip_places(parts: list[str]) -> tuple[list[str], list[str]]:
    """Take the place parts out of a comma-split organisation phrase.

    ``[Microsoft, Redmond, WA]`` -> ``([Microsoft], [Redmond, WA])``: a part right before a
    state or country is its city. ``China Computer Science`` (a PDF lost the separator) is cut
    into the country and the rest.
    """
    expanded: list[str] = []
    for part in (p.strip() for p in parts if p.strip()):
        glued = _GLUED_COUNTRY_RE.match(part)
        after = _COUNTRY_AFTER_INSTITUTION_RE.match(part)
        # "Korea University" is one name, and so are "Canada Revenue Agency", a public body, and
        # "China Mobile" or "Japan Airlines", a national firm
        if (
            glued
            and not INSTITUTION_RE.search(part)
            and not _PUBLIC_BODY_RE.search(glued.group(2))
            and not _NATIONAL_FIRM_RE.search(glued.group(2))
        ):
            expanded.extend([glued.group(1), glued.group(2)])
        elif after:  # "Bicol University Philippines": the country after the name, no comma between
            expanded.extend([after.group(1), after.group(2)])
        elif mode := _WORK_MODE_AFTER_RE.fullmatch(part):  # "Astra Security Remote"
            expanded.extend([mode.group(1), mode.group(2)])
        else:
            expanded.append(part)
    kept: list[str] = []
    places: list[str] = []
    expanded = [piece for part in expanded for piece in _town_after_a(part)]
    for index, part in enumerate(expanded):
        following = expanded[index + 1] if index + 1 < len(expanded) else ""
        if is_place(part):
            places.append(part)
        elif (
            not kept
            and following
            and is_region(following.strip().strip(".").strip())
            and (named := _name_then_city(part)) is not None
        ):
            kept.append(named[0])  # "Bluecadet Philadelphia, PA": the firm, its city, the state
            places.append(named[1])
        elif (
            following
            and is_region(following.strip().strip(".").strip())
            # not "UBS Global Banking, New York, NY": a state's name before a state's code is the
            # city of that name (but "Fredericton, New Brunswick, Canada": a city, its province)
            and not (index + 2 < len(expanded) and expanded[index + 2].strip(" .") in US_STATES)
            and (kept or all(is_place(p) for p in expanded[index + 1 :]))
            # "ISTAD, Cambodia": an acronym first, with nothing else to name, is the organisation
            and (kept or not re.fullmatch(r"[A-Z][A-Z&]{1,7}", part))
            and not INSTITUTION_RE.search(part)
            and not UNIT_RE.search(part)
            and not is_named_school(part)  # "London Business School, UK"
            and not _PUBLIC_BODY_RE.search(part)  # "Local Council of Martigues, France": no city
            # "Principal Financial, USA": a firm by its trade, first and alone before the country;
            # "Mirantis IT, Netherlands": a name and an acronym of its own
            and (kept or not (_FIRM_TRADE_RE.search(part) or _name_and_acronym(part)))
            and sum(1 for word in part.split() if not word.islower()) <= 3  # "Biberach an der Riß"
        ):
            places.append(part)  # the city before its state or country
        else:
            kept.append(part)
    return kept, places


def clean_org(text: str) -> str:
    """Trim an organisation phrase: articles, trailing punctuation, descriptions in lower case."""
    text = re.sub(r"\s+", " ", text).strip(" ,.;:-–，。；：、")  # and the full-width marks of CJK text
    # "[Informatics Center](...) ([video](...))": a link beside the name, no part of it
    text = re.sub(r"\s*\((?:video|slides|link|pdf|website|homepage|web\s?page)\)", "", text, flags=re.I)
    # "ALSTOM en mission pour ClearSy": the client where the post was, the firm that placed it after
    text = re.sub(r"\s+en\s+(?:mission|régie|prestation)\s+(?:pour|chez)\s+.*$", "", text, flags=re.I)
    # "X University of Technology (erstwhile X Institute of Technology)": the name it had before
    text = re.sub(r"\s*\((?:erstwhile|formerly|previously|earlier|former)\b[^()]*\)", "", text, flags=re.I)
    # "University of Queensland (Summer of" + a line break + "2000/2001)": a bracket the phrase
    # opens and does not close holds the dates, not the name
    # (up to three words: not "UFMG (Federal University of Minas Gerais", a name in brackets)
    text = re.sub(r"(?<=\w)\s+\((?:[^()\s]+\s?){1,3}$", "", text)
    if text.count('"') == 1 or text.count("“") + text.count("”") == 1:
        # the end of a quoted course name cut at its comma: '" Kyoto University'
        text = text.strip(' ,.;:"“”')
    # "##### Chez [Mindgeek](...)": a line of its own that names the employer with the word for "at"
    text = re.sub(r"^(?:at|chez|bei|presso)\s+(?=[A-Z0-9])|^@\s*", "", text, flags=re.I)
    text = (
        re.sub(r"^(?:the|a|an)\s+(?=[A-Z])", "", text)
        if not re.match(r"The [A-Z][a-z]+ [A-Z]", text)
        else text
    )
    # "University of Karachi in" (+ a year taken out): the word that led to the date, no part of it
    text = re.sub(r"(?<=\w)\s+(?:in|on|since|during)$", "", text.strip(" ,.;:"))
    return text.strip(" ,.;:，。；：、")


@dataclass
class OrgParts:
    """An organisation phrase taken apart."""

    organization: str | None = None
    units: list[str] = field(default_factory=list)  # Lab, Department, ... inside it
    others: list[str] = field(default_factory=list)  # neither: a field of study, a brand ("WeChat")
    places: list[str] = field(default_factory=list)


# university systems whose campus is part of the name: "University of California, Berkeley"
_SYSTEM_RE = re.compile(
    r"(?:University\s+of\s+(?:California|Illinois|Wisconsin|Maryland|Massachusetts|Colorado|Texas|"
    r"Nebraska|Missouri|North\s+Carolina|Tennessee|Michigan|Minnesota|Nevada|Alabama)|"
    r"California\s+State\s+University|(?:State|City)\s+University\s+of\s+New\s+York|"
    r"(?:The\s+)?Chinese\s+University\s+of\s+Hong\s+Kong|"  # ", Shenzhen": a university of its own
    # India's institutes of national importance, one in each of many towns: "Indian Institute of
    # Technology, Kharagpur", "National Institute of Technology, Kurukshetra"
    r"Indian\s+Institute\s+of\s+(?:Technology|Management|Information\s+Technology|Science\s+Education\s+and\s+Research)|"
    r"National\s+Institute\s+of\s+Technology|All\s+India\s+Institute\s+of\s+Medical\s+Sciences|"
    # and India's state colleges of one name in many towns: "Government Engineering College, Bhavnagar"
    r"Government\s+(?:Engineering|Medical|Polytechnic|Law|Arts|Science)\s+College)"
)


_SYSTEM_DASH_RE = re.compile(
    _SYSTEM_RE.pattern + r"(?P<dash>\s+[-–—]\s+)(?=[A-Z][\w'-]*(?:[ -][A-Z][\w'-]*)?(?:\s*[,;|(]|\s*$|\s+\d))"
)


def campus_dashes(text: str) -> str:
    """``University of Wisconsin - Madison`` -> ``University of Wisconsin,  Madison``: a campus
    after a dash is read as after a comma (:func:`join_campuses`); the text keeps its length."""
    return _SYSTEM_DASH_RE.sub(
        lambda m: m.group(0)[: m.start("dash") - m.start()] + "," + " " * (len(m.group("dash")) - 1), text
    )


_CAMPUS_TOWNS = frozenset({"College Park", "College Station"})  # towns named like an institution


def join_campuses(parts: list[str]) -> list[str]:
    """``["University of California", "Berkeley", "CA"]`` -> ``["University of California,
    Berkeley", "CA"]``: the part after a university system is its campus when it is a place name
    that is no state or country, no unit and no institution."""
    out: list[str] = []
    for part in parts:
        if (
            out
            and _SYSTEM_RE.fullmatch(out[-1].strip())
            and re.fullmatch(r"[A-Z][\w'-]*(?:[ -][A-Z][\w'-]*){0,2}", part.strip())
            and not is_region(part.strip())
            and (not INSTITUTION_RE.search(part) or part.strip() in _CAMPUS_TOWNS)
            and not UNIT_RE.search(part)
        ):
            out[-1] = f"{out[-1].strip()}, {part.strip()}"
        else:
            out.append(part)
    return out


# "Johns Hopkins School of Medicine", "London School of Economics", "Harvard Medical School": a
# school named after its university or its founder is where people work, though "School of"
# alone names a unit ("the School of Physics")
_NAMED_SCHOOL_RE = re.compile(
    r"(?!(?:The|Graduate|Medical|Law|Business|Summer|Winter|High|Secondary|Middle|Primary|Elementary|"
    r"Grammar|Doctoral|PhD|Ph\.D\.)\b)[A-Z][\w.'’-]+(?:\s+[A-Z][\w.'’-]+){0,3}\s+"
    r"(?:(?:Medical|Law|Business|Graduate)\s+)?School\b"
)


def is_named_school(text: str) -> bool:
    """Whether a phrase is a school known by its own name (``Johns Hopkins School of Medicine``),
    not a unit (``School of Physics``, ``Graduate School of Informatics``)."""
    return _NAMED_SCHOOL_RE.match(text.strip()) is not None


CORPORATE_SUFFIX_RE = re.compile(
    r"(?:Inc|Ltd|LLC|GmbH|Co|Corp|S\.A|AG|plc|B\.V|Limited|S\.r\.l|SAS|Lda|Ltda|S\.L|SpA|"
    r"d\.o\.o|d\.d|s\.p)\.?"  # and the Slovene and Croatian forms: a company, a sole trader
)
# a firm's name that its legal form or its acronym in brackets ends, then a town: "Pfizer Inc
# Groton", "Hewlett-Packard (HP) Manalapan"
_TOWN_AFTER_NAME_RE = re.compile(
    rf"(?P<name>.*\S\s+(?:{CORPORATE_SUFFIX_RE.pattern}|\([A-Z]{{2,6}}\)))\s+(?P<town>[A-Z][a-z]+(?:\s[A-Z][a-z]+)?)"
)


def place_after_colon(text: str) -> str:
    """``Deloitte: Chicago, IL`` -> ``Deloitte, Chicago, IL``: where it is, after a colon, as a
    comma would set it apart (up to the next field separator ``|``): places, or a town's name
    before a state or country."""

    def where(match: re.Match[str]) -> str:
        parts = match.group("where").split(",")
        town = re.fullmatch(r"\s*[A-Z][\w'.-]*(?:\s+[A-Z][\w'.-]*){0,2}\s*", parts[0])
        if all(is_place(p) for p in parts) or (
            len(parts) > 1 and town and all(is_place(p) for p in parts[1:])
        ):
            return ", " + match.group("where")
        return match.group(0)

    return re.sub(r"(?<=\w):\s+(?P<where>[A-Z][^|:]*?)(?=\s*(?:\||$))", where, text)


# "Diakonie X gGmbH in Peiting": the seat after a firm's legal form is no part of its name
_SEAT_RE = re.compile(rf"(\b[a-z]?{CORPORATE_SUFFIX_RE.pattern})\s+in\s+[A-Z][\w-]+$")


# a town written in capitals at the end of a name ("Web Maniac LILLE"), and where else the post was
# ("Regus PARIS + ESPAGNE"); the name before it has words in lower case and does not end in a
# small word ("University of PARIS")
_TOWN_IN_CAPITALS_RE = re.compile(
    r"(?<!\bof)(?<!\bde)(?<!\bdu)(?<!\bin)(?<!\bat)\s+"
    r"(?P<town>[A-ZÀ-Ý][A-ZÀ-Ý'-]{2,}(?:[ -][A-ZÀ-Ý][A-ZÀ-Ý'-]+)?)"
    r"(?P<more>(?:\s*[+&/]\s*[A-ZÀ-Ý][A-ZÀ-Ý'-]{2,})*)$"
)


def _cjk_units_apart(part: str) -> list[str]:
    """``東京大学 工学部``, ``한국과학기술원 전산학부``: the institution, then its units, a space
    between, as a script without word breaks writes them."""
    words = part.split()
    if (
        len(words) >= 2
        and _CJK_RE.match(part.strip())
        and INSTITUTION_RE.search(words[0])
        and all(UNIT_RE.search(word) for word in words[1:])
    ):
        return words
    return [part]


def _slash_unit_apart(part: str) -> list[str]:
    left, slash, right = part.rpartition(" / ")
    if slash and left.strip() and UNIT_RE.search(right) and not INSTITUTION_RE.search(right):
        return [left, right]
    if slash and all(_CLIENT_NAME_RE.fullmatch(side.strip()) for side in (left, right)):
        return [left]  # "BULL / EDF": a consultancy, then the client it placed the post with
    return [part]


# a firm's short name, as a consultant's CV writes the firm and its client ("Squad / CNES")
_CLIENT_NAME_RE = re.compile(r"[A-Z][\w&.-]*(?:\s+[A-Z][\w&.-]*){0,2}")


_NAMED_INSTITUTE_RE = re.compile(r"[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*){0,2}\s+Institute\b")


# the last word of a name that says what kind of body it is ("... Trust", "... Foundation")
_NAMED_BODY_RE = re.compile(
    r"\b(?:Trust|Foundation|Society|Association|Bank|Corporation|Company|Agency|Council|Hospital|Ministry|"
    rf"{CORPORATE_SUFFIX_RE.pattern})\.?$"
)


_ACRONYM_AND_PLACE_RE = re.compile(r"\((?P<acronym>[A-Z][A-Za-z&]{1,9}),\s*(?P<place>[^(),]+)\)$")


def place_out_of_bracket(text: str) -> str:
    """ "Universidade Federal do Rio Grande do Sul (UFRGS, Brazil)" -> "... (UFRGS), Brazil": the
    acronym and the place in one bracket, the place put outside it, so that the comma between
    them splits no name."""
    return _ACRONYM_AND_PLACE_RE.sub(
        lambda m: f"({m['acronym']}), {m['place']}" if is_place(m["place"]) or is_town(m["place"]) else m[0],
        text,
    )


def split_org(text: str) -> OrgParts:
    """An organisation phrase -> its organisation, units, other parts and places.

    The last part with a top-level word (University, Institute of Technology, ...) is the
    organisation; without one, the last part that is neither a unit nor a place.
    """
    text = place_after_colon(re.sub(r"\s+", " ", text).strip(" ,.;"))
    unit_at = re.fullmatch(r"(?P<unit>[^@,]+?)\s+@\s+(?P<rest>[^@]+)", text)
    if unit_at:
        # "VHBU @ Mettler Toledo, China": a unit at the organisation named after the "@"
        out = split_org(unit_at.group("rest"))
        out.units.insert(0, unit_at.group("unit"))
        return out
    text = _SEAT_RE.sub(r"\1", text)
    # "School of Biodiversity, One Health and Veterinary Medicine. University of Glasgow": a full
    # stop between names separates them as a comma does (not "Univ. of", "Dept. of")
    text = re.sub(
        r"(?:(?<=[a-z]{2})|(?<=\)))(?<!Univ|Inst|Dept|Corp|Tech|Natl|Intl|Prof)(?<!Pvt|Smt)\.\s+(?=[A-Z])",
        ", ",
        text,
    )
    # "Dalhousie University; Halifax, Canada": a semicolon before the place, as a comma
    text = re.sub(
        r";\s+(?=([^,;]+))",
        lambda m: ", " if is_place(m.group(1)) or is_town(m.group(1)) else m.group(0),
        text,
    )
    text = place_out_of_bracket(text)
    parts = [p for p in re.split(r",\s*|\s+[|·]\s+", text) if p.strip()]
    # "Capital Fund Management / Econophysix Lab": a slash before a unit sets it apart
    parts = [piece for part in parts for piece in _slash_unit_apart(part)]
    parts = [p for p in parts if not re.match(r"^(?:a|an)\s+[a-z]", p.strip())]  # "a startup"
    parts = [piece for part in parts for piece in unit_in_institution(part)]
    parts = [piece for part in parts for piece in _cjk_units_apart(part)]
    for index in range(len(parts) - 1, 0, -1):  # "Regulus SpaceTech, Inc.": the firm's name whole
        if re.fullmatch(CORPORATE_SUFFIX_RE.pattern, parts[index].strip(), re.I):  # "Co.,ltd."
            parts[index - 1 : index + 1] = [f"{parts[index - 1]}, {parts[index].strip()}"]
    parts, places = strip_places(join_campuses(parts))
    parts = [clean_org(p) for p in parts if clean_org(p)]
    # "Department of X, Prof. Hartmut Oschkinat": the head of the group, a person, is no employer
    people = [
        p
        for p in parts
        if _HONORIFIC_NAME_RE.fullmatch(p) and not UNIT_RE.search(p) and not INSTITUTION_RE.search(p)
    ]
    parts = [p for p in parts if p not in people]
    if (
        len(parts) > 1
        and is_town(parts[-1])
        # not "Department of Physics, Lancaster" (the university named after its town), but "Max
        # Planck Institute for Informatics, Saarbrücken": an institute named by its own words first
        and (not UNIT_RE.search(parts[-2]) or _NAMED_INSTITUTE_RE.match(parts[-2]))
    ):
        places.append(parts.pop())  # "Mirantis IT, Saratov": the firm, then its town
    elif (
        len(parts) > 1
        and (
            town_state := re.fullmatch(
                r"[A-Z][a-z]+(?:\s[A-Z][a-z]+)?\s(?P<state>[A-Z]{2})", parts[-1].strip()
            )
        )
        and town_state.group("state") in US_STATES
    ):
        places.append(parts.pop())  # "MapleTronics Computers, Goshen IN": a town and its state
    if (
        places
        and len(parts) >= 2
        and re.fullmatch(r"[A-Z][a-zà-ÿ]+", parts[-1].strip())
        and _NAMED_BODY_RE.search(parts[-2])
    ):
        # "Shri Sadguru Seva Sangh Trust, Chitrakoot, Satna": a body named by its kind, then a
        # word unknown as a town before a known place: the town
        places.insert(0, parts.pop())
    last = parts[-1].strip() if parts else ""
    shouted = _TOWN_IN_CAPITALS_RE.search(last) if last and not last.islower() else None
    name = last[: shouted.start()] if shouted else ""
    if shouted and re.search(r"[a-zà-ÿ]", name) and is_town(shouted.group("town")):
        parts[-1] = name  # "Web Maniac LILLE": the firm, then its town in capitals
        places.append(shouted.group("town") + shouted.group("more"))
    out = OrgParts(places=places, others=people)
    if not parts:
        return out
    # a school known by its own name is where the post or degree was, unless its university is
    # named too ("Rice University, Jesse H. Jones Graduate School of Business")
    tops = [i for i, p in enumerate(parts) if INSTITUTION_RE.search(p) and not UNIT_RE.search(p)]
    tops = tops or [i for i, p in enumerate(parts) if is_named_school(p)]
    if tops:
        top = tops[-1]
        universities = [i for i in tops[:-1] if _UNIVERSITY_WORD_RE.search(parts[i])]
        if universities and _SCHOOL_WORD_RE.search(parts[top]) and not _UNIVERSITY_WORD_RE.search(parts[top]):
            # "HES-SO University of Applied Sciences and Arts, Haute école de gestion de Genève": a
            # school of the university named before it
            top = universities[-1]
    else:
        plain = [i for i, p in enumerate(parts) if not UNIT_RE.search(p)]
        # "IDC Adriatics d.o.o., podružnica Ljubljana": a part led by a word in lower case says
        # what the name before it is (a branch), and is no name itself
        led = [i for i in plain if re.match(r"[^\W\d_]+\s", parts[i]) and parts[i].split()[0].islower()]
        if (
            led
            and led[-1] - 1 in plain
            and re.search(rf"\s{CORPORATE_SUFFIX_RE.pattern}$", parts[led[-1] - 1])
        ):
            plain = [i for i in plain if i < led[-1]]
        top = plain[-1] if plain else len(parts) - 1
    out.organization = parts[top]
    for i, part in enumerate(parts):
        if i == top:
            continue
        (out.units if UNIT_RE.search(part) else out.others).append(part)
    return out


# a person by an academic title: "Prof. Hartmut Oschkinat", "Dr. Ada Example"
_HONORIFIC_NAME_RE = re.compile(r"(?:Prof(?:essor)?|Dr|PD\s+Dr)\.?\s+(?:[A-Z][\w'-]*\.?\s+){0,3}[A-Z][\w'-]+")


_UNIVERSITY_WORD_RE = re.compile(
    r"\b(?:University|Universit[éàä]t?|Universidad|Universidade|Università)\b", re.I
)
_SCHOOL_WORD_RE = re.compile(r"\b(?:[ée]cole|School|College|Hochschule|Escuela|Scuola)\b", re.I)


# "Meijo University Graduate School", "Drexel University Dept. of Computer Science"
_GRADUATE_SCHOOL_RE = re.compile(
    r"(?P<top>.*\bUniversity)\s+(?P<unit>(?:Graduate\s+School|(?:Dept\.?|Department|Faculty|Division)\s+of)\b.*)"
)
# "Fudan University Natural Language Processing Group": a university, then a named group of it
_UNIVERSITY_GROUP_RE = re.compile(
    r"(?P<top>.*\bUniversity)\s+(?P<unit>[A-Z][\w-]*(?:\s+(?:[A-Z][\w-]*|&|and))*\s+(?:Lab|Laboratory|Group))"
)
# "CMU's Institute for Software Research", "University of Calgary's Department of Computer Science"
_POSSESSIVE_UNIT_RE = re.compile(
    r"(?P<top>[A-Z][\w.&-]*(?:\s+(?:of\s+)?[A-Z][\w.&-]*){0,3})['’]s\s+(?P<unit>[A-Z].+)"
)
_UNIT_IN_RE = re.compile(r"(?P<unit>.+?)\s+in\s+(?:the\s+)?(?P<top>[A-Z].+)")
_ACRONYM_UNIT_RE = re.compile(r"(?P<top>[A-Z]{2,8})\s+(?P<unit>[A-Z].+)")
# acronyms of fields and functions, which name a lab's subject or a post's work, not an
# organisation ("NLP Research Group", "QA Manager")
FIELD_ACRONYMS = frozenset(
    """AI ML NLP CV HCI IR DB HPC IOT IT QA QC UX UI RL DL BI CS EE ECE VR AR HR PR SRE R&D ERP SEO CRM
    RF HW SW GIS""".split()
)
# a lab named by its acronym ("MiDAS", "CSAIL", two capitals or more in one word) of a university
_LAB_OF_RE = re.compile(
    r"(?P<unit>(?=\w*[A-Z]\w*[A-Z])[A-Z][A-Za-z]{1,9})\s+of\s+(?:the\s+)?(?P<top>[A-Z].+)"
)
_DEPARTMENT_OF_RE = re.compile(r"(?:the\s+)?(?P<unit>.+?\b[Dd]epartment)\s+of\s+(?:the\s+)?(?P<top>[A-Z].+)")


def joint_employers(company: str) -> list[str]:
    """``A University (X group) and B University (Y group)``, ``Princeton University and
    Geophysical Fluid Dynamics Laboratory``: one employer each, when every part names an
    institution or a laboratory and no comma makes it a list of units; else the company whole."""
    plural = _UNIVERSITIES_OF_RE.fullmatch(company.strip())
    if plural:  # "Universities of Bonn and Duesseldorf": a university each
        towns = [*re.split(r",\s*", plural.group("towns")), plural.group("last")]
        return [f"University of {town}" for town in towns]
    # "Massachusetts General Hospital/Harvard Medical School": a slash between two names too
    parts = re.split(r"\s+(?:and|&)\s+|(?<=[a-z])/(?=[A-Z])", company)
    if (
        len(parts) > 1
        and "," not in company  # no comma: "School of X and Y, University Z" is one
        and all(names_an_employer(part) for part in parts)
        # each name whole: not "Samsung Research & Development Institute"; "Universidad de Los
        # Andes and Universidad del Rosario": each led by the word
        and all(
            _EMPLOYER_HEAD_RE.search(re.sub(r"\s*\([^()]*\)$", "", part)) or _EMPLOYER_LED_RE.match(part)
            for part in parts[:-1]
        )
    ):
        return parts
    return [company]


_UNIVERSITIES_OF_RE = re.compile(
    r"Universities\s+of\s+(?P<towns>[A-Z][\w'-]*(?:,\s*[A-Z][\w'-]*)*),?\s+(?:and|&)\s+(?P<last>[A-Z][\w'-]*)"
)
_EMPLOYER_HEAD_RE = re.compile(
    r"\b(?:University|College|Institute|Laboratory|Lab|Hospital|Cent(?:er|re)|Foundation|Agency|Observatory|"
    r"Museum|School|Inc\.?|Ltd\.?|GmbH)$"
)
# a name the word leads ("Universidad de Los Andes", "University of Eastport")
_EMPLOYER_LED_RE = re.compile(
    r"(?:Universi\w+|Institut\w*|École|Escuela|Scuola|Hochschule)\s+(?:of|de|del|di|do|da|des|du|für)\s"
)


def names_an_employer(part: str) -> bool:
    # (a name ending in "Laboratory" or "Lab" is one by its last word)
    named = part.strip()
    return bool(
        INSTITUTION_RE.search(part) or _NAMED_BODY_RE.search(named) or _EMPLOYER_HEAD_RE.search(named)
    )


def unit_in_institution(part: str) -> list[str]:
    """``School of Computer Science in Carnegie Mellon University`` and ``the X department of
    Northwestern University`` -> the unit, the institution; ``Meijo University Graduate School``
    and ``HKUST NLP Group`` -> the institution, the unit. Anything else whole."""
    text = part.strip()
    owned = _POSSESSIVE_UNIT_RE.fullmatch(text)
    if (
        owned
        and (INSTITUTION_RE.search(owned.group("top")) or re.fullmatch(r"[A-Z]{2,6}", owned.group("top")))
        and (UNIT_RE.match(owned.group("unit")) or re.match(r"Institute\s+(?:for|of)\b", owned.group("unit")))
    ):
        return [owned.group("unit"), owned.group("top")]  # "CMU's Institute for Software Research"
    school = _GRADUATE_SCHOOL_RE.fullmatch(text) or _UNIVERSITY_GROUP_RE.fullmatch(text)
    if school and not UNIT_RE.search(school.group("top")):
        return [school.group("top"), school.group("unit")]
    inside = _UNIT_IN_RE.fullmatch(text)
    if inside:
        unit, top = inside.group("unit"), inside.group("top")
        if UNIT_RE.search(unit) and not INSTITUTION_RE.search(unit) and _top_level(top):
            return [unit, top]
        if INSTITUTION_RE.search(unit) and is_region(top.strip(" .")):
            # "University of Freiburg in Germany": the institution, then its country (a city may be
            # part of the name: "Czech Technical University in Prague")
            return [unit, top]
        return [part]
    department = _DEPARTMENT_OF_RE.fullmatch(text)
    if department and _top_level(department.group("top")):
        return [department.group("unit"), department.group("top")]
    lab = _LAB_OF_RE.fullmatch(text)
    if lab and _top_level(lab.group("top")) and INSTITUTION_RE.search(lab.group("top")):
        return [lab.group("unit"), lab.group("top")]  # "MiDAS of Boston University": its lab
    named = _ACRONYM_UNIT_RE.fullmatch(text)
    if (
        named
        and (
            INSTITUTION_RE.fullmatch(named.group("top"))
            # "UCF Intelligent Systems Lab": an acronym before a named lab is the lab's university
            # or firm, unless it names a field ("NLP Research Group")
            or (
                len(named.group("unit").split()) >= 2
                and re.search(r"\b(?:Lab|Laboratory|Group)$", named.group("unit"), re.I)
                and named.group("top") not in FIELD_ACRONYMS
                and not is_region(named.group("top"))  # "US Naval Research Laboratory" is one name
            )
        )
        and UNIT_RE.search(named.group("unit"))
        and not is_named_school(text)  # "NYU Grossman School of Medicine" is where people work
    ):
        return [named.group("top"), named.group("unit")]  # "HKUST NLP Group": the university, its group
    return [part]


def _top_level(name: str) -> bool:
    return bool(INSTITUTION_RE.search(name)) and not UNIT_RE.search(name)


def split_at(text: str) -> list[str]:
    """Split ``X at Y`` phrases, but keep ``University of Texas at Austin`` (a campus) whole."""
    pieces = re.split(r"\s+at\s+(?:the\s+)?", text)
    out: list[str] = []
    for piece in pieces:
        head, comma, tail = piece.partition(",")
        if (
            out
            and INSTITUTION_RE.search(out[-1])
            and not UNIT_RE.search(out[-1])
            and re.fullmatch(r"[A-Z][\w'-]*(?:[ -][A-Z][\w'-]*){0,2}", head.strip(" ."))
            and not INSTITUTION_RE.search(head)
            and not is_region(head.strip(" ."))  # a campus is a city: "at Austin", not "at Texas"
        ):
            out[-1] = f"{out[-1]} at {head.strip()}{comma}{tail}"
        else:
            out.append(piece)
    return out
