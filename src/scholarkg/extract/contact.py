"""Who the page is about and how to reach them: name, native name, e-mails, links, identifiers.

E-mail addresses are read only where a page speaks about its owner (the opening lines, a bio or
contact section, front matter): the referees' and students' addresses further down are theirs.
Obfuscated forms (``name [at] host [dot] edu``, ``name (at) host (dot) edu``) are decoded.
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from ..names import name_key
from .dates import DATE_RE, parse_date
from .layout import Layout, Section, Unit
from .markup import FrontMatter
from .people import looks_like_name, strip_person_title, titlecase_name
from .prose import prose_texts
from .publications import Parsed

OWN_SECTIONS = ("preamble", "bio", "contact", "other")
_EMAIL_RE = re.compile(
    r"(?<![\w.+-])([A-Za-z0-9][\w.+'-]*@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,})(?![\w-])"
)
_AT = r"\s*(?:\[\s*at\s*\]|\(\s*at\s*\)|\{\s*at\s*\}|<\s*at\s*>|\s+at\s+|\s+AT\s+|@)\s*"
_DOT = r"\s*(?:\[\s*dot\s*\]|\(\s*dot\s*\)|\{\s*dot\s*\}|<\s*dot\s*>|\s+dot\s+|\s+DOT\s+|\.)\s*"
_OBFUSCATED_RE = re.compile(
    rf"(?<![\w.])([A-Za-z0-9][\w.+-]*){_AT}([A-Za-z0-9-]+(?:{_DOT}[A-Za-z0-9-]+)*{_DOT}[A-Za-z]{{2,6}})\b"
)
_ADDRESS_LINE_RE = re.compile(
    r"(?:e-?mail\s*:?\s*)?[A-Za-z0-9][\w.+-]*\s+at\s+[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+", re.I
)
_URL_RE = re.compile(r"(?<![\w@])(https?://[^\s<>\"')\]]+)")
_BARE_DOMAIN_RE = re.compile(
    r"(?<![\w@./-])((?:[a-z0-9-]+\.)+(?:me|io|com|org|net|dev|info|site|page|ai|edu)(?:/[\w~./-]*)?)(?![\w@-])"
)
_SITE_LABEL_RE = re.compile(
    r"^(?:github|google scholar|scholar|dblp|orcid|linkedin|twitter|x|homepage|home ?page|website|web|"
    r"personal (?:page|website)|blog|cv|researchgate|semantic scholar|mastodon|bluesky)$",
    re.IGNORECASE,
)
_SOCIAL_RE = re.compile(
    r"twitter\.com|//x\.com|linkedin\.com|facebook\.com|youtube\.com|researchgate\.net|"
    r"medium\.com|instagram\.com|mastodon|bsky\.app|semanticscholar\.org|dblp\.|acm\.org|ieee\.org"
)
_SCRIPTS = (
    ("HANGUL", "ko"),
    ("HIRAGANA", "ja"),
    ("KATAKANA", "ja"),
    ("CJK", "zh"),
    ("CYRILLIC", "ru"),
    ("ARABIC", "ar"),
    ("DEVANAGARI", "hi"),
    ("GREEK", "el"),
    ("HEBREW", "he"),
    ("THAI", "th"),
    ("BENGALI", "bn"),
    ("TAMIL", "ta"),
    ("ARMENIAN", "hy"),
    ("GEORGIAN", "ka"),
)


@dataclass
class Found:
    value: Any
    line: int | None
    review: str | None = None


@dataclass
class Contact:
    name: Found | None = None
    aliases: list[Found] = field(default_factory=list)
    native_names: list[Found] = field(default_factory=list)  # value: {"name", "lang"}
    emails: list[Found] = field(default_factory=list)
    homepage: Found | None = None
    links: list[Found] = field(default_factory=list)
    identifiers: dict[str, Found] = field(default_factory=dict)
    source_url: Found | None = None
    source_date: Found | None = None


def script_language(text: str) -> str | None:
    """The BCP 47 language most written in the script of a name (Han -> zh, Hangul -> ko)."""
    for char in text:
        if char.isalpha() and ord(char) > 0x2FF:
            name = unicodedata.name(char, "")
            for script, lang in _SCRIPTS:
                if name.startswith(script):
                    return lang
    return None


def _split_native(text: str) -> tuple[str, str | None]:
    match = re.match(r"^(.*?)\s*[(（]\s*([^)）]+)\s*[)）]\s*$", text.strip())
    if match and script_language(match.group(2)):
        return match.group(1).strip(), match.group(2).strip()
    match = re.match(r"^([^\W\d_]+(?:[ -][^\W\d_]+)*)\s+([^\x00-\u02ff]+)$", text.strip())
    if match and script_language(match.group(2)) and not script_language(match.group(1)):
        return match.group(1).strip(), match.group(2).strip()
    return text.strip(), None


_DOCUMENT_TITLE_RE = re.compile(
    r"(?:my\s+)?(?:curriculum\s+vitae|r[ée]sum[ée]|cv|about(?:\s+me)?|home(?:\s*page)?|portfolio)",
    re.IGNORECASE,
)


def is_document_title(text: str) -> bool:
    """``Curriculum Vitae``, ``Resume``, ``About Me``: what the document is, not whose."""
    return bool(_DOCUMENT_TITLE_RE.fullmatch(text.strip(" .:")))


_CV_WORDS = r"(?:curriculum\s+vit(?:ae|æ)|cv|r[ée]sum[ée])"
# the words that name a CV before a name ("Curriculum Vitae of X", "CV: X") or after it ("X - CV")
_CV_LEAD_RE = re.compile(rf"^{_CV_WORDS}\s*(?:of\b|:|[-–—])\s*", re.IGNORECASE)
_CV_TAIL_RE = re.compile(rf"\s*(?:[-–—:|,]\s*|\s)\(?{_CV_WORDS}\)?$", re.IGNORECASE)


def names_the_document(text: str) -> bool:
    """``Curriculum Vitae``, ``CV of Prof. K.K. Jain``, ``Ada Example - Resume``: a heading that
    names the document, no entry of it."""
    text = text.strip()
    return is_document_title(text) or bool(_CV_LEAD_RE.match(text) or _CV_TAIL_RE.search(text))


def header_name(text: str) -> str:
    """The part of a header line that may be the owner's name: ``Ada Example · ada@example.org``,
    ``Curriculum Vitae of Ada Example``, ``Ada Example - CV``."""
    text = re.split(r"\s+[·|•]\s+", text.strip())[0]
    text = _CV_LEAD_RE.sub("", text)
    return _CV_TAIL_RE.sub("", text) or text


def cv_headings(layout: Layout) -> list[tuple[str, int]]:
    """Names in the first section titles that name the CV as well ("J. Mara Quint - CV" opens a
    section of its own, the words "CV" being a section's)."""
    return [
        (header_name(section.title), section.line)
        for section in layout.sections[:2]
        if section.title and header_name(section.title) != section.title.strip()
    ]


def top_headings(preamble: Section) -> list[Unit]:
    """The top-level headings above the first section: a page's ``<h1>`` below its menu of links
    is its owner's name as often as not."""
    return [unit for unit in preamble.units if unit.heading and unit.lines[0].heading == 1]


def title_parts(title: str) -> list[str]:
    """The parts of a page title that may name its owner: ``Ada Example · CV``, ``Ada Example -
    Home``, ``Ada Example's personal website``."""
    possessive = re.match(
        r"\s*(.+?)['’]s?\s+(?:personal\s+|academic\s+|professional\s+)*"
        r"(?:home\s*page|web\s*site|site|page|blog|cv|resume|portfolio)\b",
        title,
        re.IGNORECASE,
    )
    parts = [possessive.group(1)] if possessive else []
    return parts + [part for part in re.split(r"\s+[·|–—:-]\s+|\s*\|\s*", title) if part.strip()]


def find_contact(
    layout: Layout, front: FrontMatter | None, publications: list[Parsed], page_title: str | None = None
) -> Contact:
    """The owner's name, e-mails and links; ``page_title`` is an HTML page's ``<title>``."""
    contact = Contact()
    _name(contact, layout, front, publications, page_title)
    _emails(contact, layout, front)
    _name_from_email(contact)
    _links(contact, layout, front)
    _source_date(contact, layout)
    return contact


_CONTACT_LINE_RE = re.compile(r"@|\b(?:e-?mail|phone|tel|mobile)\b", re.IGNORECASE)
_NAME_LABEL_RE = re.compile(r"(?:full\s+)?(?:name|nom|nombre|nome|naam)\s*:\s*(\S.{2,60})$", re.IGNORECASE)
# "Naam Cirilo Wortel": the label, then the name, a tab stop (now a space) between them
_BARE_NAME_LABEL_RE = re.compile(r"(?:Name|Naam|Nom|Nombre|Nome)\s+(\S.{2,60})$")
_PERSONAL_DETAILS_RE = re.compile(r"\bpersonal(?:ia|\s+(?:details|data|information))\b|\bpersonalien\b", re.I)


def _name(
    contact: Contact,
    layout: Layout,
    front: FrontMatter | None,
    publications: list[Parsed],
    page_title: str | None,
) -> None:
    candidates: list[tuple[str, int]] = []
    if front is not None:
        for key in ("name", "author", "title"):  # pandoc: "title: CV", "author: Jun Oda"
            value = front.data.get(key)
            if not isinstance(value, str):
                continue
            for part in [value] if key != "title" else title_parts(value):
                # "Jack R. Crewse III, Ph.D.": a degree after the name, stripped as the name is below
                named = strip_person_title(_split_native(part)[0].strip())
                if looks_like_name(named) and not is_document_title(part):
                    candidates.append((part, front.line_of(key)))
                    break
        first, last = front.data.get("first_name"), front.data.get("last_name")
        if isinstance(first, str) and isinstance(last, str) and not candidates:
            candidates.append((f"{first} {last}", front.line_of("first_name")))
    for key in ("name", "professor", "faculty"):
        if key in layout.header:
            candidates.append(layout.header[key])
    for part in title_parts(page_title or ""):
        if looks_like_name(strip_person_title(part.strip())) and not is_document_title(part):
            candidates.append((part.strip(), 1))
            break
    preamble = layout.preamble()
    if preamble:
        # the first lines, and a heading further down over contact details ("My Resume", its
        # metadata and a note, then "Jesse Moore" underlined over "Phone: ...")
        later = [
            unit
            for index, unit in enumerate(preamble.units[3:], 3)
            if unit.heading
            and any(_CONTACT_LINE_RE.search(u.text().value) for u in preamble.units[index + 1 : index + 3])
        ]
        for unit in preamble.units[:3] + later + top_headings(preamble)[:1]:
            # "Ada Example · ada@example.org": a name leads its header line
            text = header_name(unit.lines[0].text)
            name, _ = _split_native(text)
            if is_document_title(name):
                continue
            nickname = _nicknamed(name)
            if nickname is not None:
                text = name = _NICKNAME_RE.sub(" ", name)  # "Zhi(Tom) Tan": the nickname an alias below
            if looks_like_name(strip_person_title(titlecase_name(name))) and len(name) <= 60:
                candidates.append((text, unit.line))
                if nickname is not None:
                    contact.aliases.append(Found(f"{nickname} {name.split()[-1]}", unit.line))
                break
    candidates += cv_headings(layout)
    if not candidates:
        # "Name:   Christoph Zeitler" among the personal details at the top, past the first lines,
        # or under a heading of their own ("PERSONALIA" / "Naam Cirilo Wortel")
        personal = [preamble] if preamble else []
        personal += [
            s for s in layout.sections if s.kind == "contact" or _PERSONAL_DETAILS_RE.search(s.title)
        ]
        candidates += [
            (label.group(1), line.number)
            for section in personal
            for unit in section.units
            for line in unit.lines
            if (label := _NAME_LABEL_RE.match(line.text.strip()))
            or ((label := _BARE_NAME_LABEL_RE.match(line.text.strip())) and looks_like_name(label.group(1)))
        ][:1]
    if not candidates:
        candidates += _introduced(layout)
    counts: Counter[str] = Counter()
    spelled: dict[str, tuple[str, int]] = {}
    for pub in publications:
        for author in pub.authors:
            key = name_key(author.name)
            counts[key] += 1
            spelled.setdefault(key, (author.name, pub.line))
    frequent = [k for k, n in counts.most_common(3) if n >= max(2, 0.5 * len(publications))]
    if candidates:
        text, line = candidates[0]
        name, native = _split_native(text)
        name = strip_person_title(titlecase_name(name))
        contact.name = Found(name, line)
        if native:
            contact.native_names.append(Found({"name": native, "lang": script_language(native)}, line))
        for key in frequent[:1]:
            written, pub_line = spelled[key]
            if key != name_key(name) and _compatible(written, name):
                contact.aliases.append(Found(written, pub_line))
        return
    if frequent:
        written, line = spelled[frequent[0]]
        contact.name = Found(
            written,
            line,
            f"{_FROM_PUBLICATIONS} in {counts[frequent[0]]} of {len(publications)} publications",
        )
        return
    if preamble:
        _native_name_only(contact, preamble)


# a nickname in brackets between the given and the family name ("Zhi(Tom) Tan", "Robert (Bob) Smith")
_NICKNAME_RE = re.compile(r"\s*\((?P<nickname>[A-Z][a-z]{1,15})\)\s*")


def _nicknamed(text: str) -> str | None:
    """The nickname of a name written with one, or None."""
    match = _NICKNAME_RE.search(text)
    if match is None or match.start() == 0 or match.end() == len(text):
        return None
    return match.group("nickname") if looks_like_name(_NICKNAME_RE.sub(" ", text).strip()) else None


def _native_name_only(contact: Contact, preamble: Section) -> None:
    """A page that writes its owner's name only in another script ("# 김민수", "Алексеев Андрей
    Николаевич" as its title): the name is kept as a native name, for a person to spell in Latin
    letters; the profile's name stays to be written."""
    for unit in (top_headings(preamble) or preamble.units)[:1]:
        text = unit.lines[0].text.strip()
        language = script_language(text)
        # one to four words of letters, none of them Latin, 40 letters at most
        if (
            language
            and re.fullmatch(r"[^\W\d_]+(?:[ ·][^\W\d_]+){0,3}", text)
            and not re.search(r"[A-Za-z]", text)
            and len(text) <= 40
        ):
            contact.native_names.append(Found({"name": text, "lang": language}, unit.line))


_NOT_PEOPLE = frozenset(
    "info contact office admin webmaster hello mail support noreply no reply secretary dept department "
    "help enquiries inquiries lab group team news press jobs".split()
)
# the review of a name read from the papers' authors, which an address may then make longer
_FROM_PUBLICATIONS = "name not stated on the page: read from the author"


def _name_from_email(contact: Contact) -> None:
    """The name an address spells (``jane.roe@``: Jane Roe) when the page states none: instead of
    nothing, or of the publications' author when that is the same person written shorter
    (``J. Roe``, kept as an alias)."""
    if contact.name is not None and not str(contact.name.review or "").startswith(_FROM_PUBLICATIONS):
        return
    for email in contact.emails:
        local = str(email.value).split("@")[0]
        parts = re.split(r"[._-]", local)
        if len(parts) != 2 or not all(re.fullmatch(r"[A-Za-z]{2,}", p) for p in parts):
            continue
        if any(p.lower() in _NOT_PEOPLE for p in parts):
            continue
        name = " ".join(p.capitalize() for p in parts)
        if not looks_like_name(name):
            continue
        review = f"name not stated on the page: read from the e-mail address '{email.value}'"
        if contact.name is None:
            contact.name = Found(name, email.line, review)
        elif _compatible(str(contact.name.value), name) and len(name) > len(str(contact.name.value)):
            contact.aliases.append(Found(contact.name.value, contact.name.line))
            contact.name = Found(name, email.line, f"{review}; the publications write '{contact.name.value}'")
        return


# "Hi! I'm **Elena Petrova**, a PhD student ...", "My name is Ana Souza and I ...": the owner
# introducing themselves (capitalised words, then the sentence goes on)
# a name of two to four words, with the particles names take ("van", "de")
_INTRODUCED_NAME = (
    r"(?P<name>[A-Z][\w'’.-]*(?:\s+(?:[A-Z][\w'’.-]*|van|von|de|da|das|do|dos|del|der|di|du|le|la)){1,4}?)"
)
_INTRODUCED_RE = re.compile(
    r"\b(?:I\s+am|I['’]m|[Mm]y\s+name\s+is)\s+(?:Dr\.?\s+|Prof\.?\s+)?"
    + _INTRODUCED_NAME
    + r"(?=\s*(?:[,.;!(—–]|\s-\s|\s+and\b|$))"
)


# "Zahra Example is a postdoctoral fellow at ...": a biography in the third person opens with the name
_INTRODUCED_THIRD_RE = re.compile(
    r"^\s*(?:Dr\.?\s+|Prof\.?\s+)?"
    + _INTRODUCED_NAME
    + r"\s+(?:is|was)\s+(?:currently\s+|now\s+)?(?:an?|the)\s"
)


def _introduced(layout: Layout) -> list[tuple[str, int]]:
    """The name the page's first paragraphs of running text introduce its owner by."""
    for paragraph in prose_texts(layout)[:3]:
        match = _INTRODUCED_RE.search(paragraph.value) or _INTRODUCED_THIRD_RE.match(paragraph.value)
        if match and looks_like_name(match.group("name")) and not is_document_title(match.group("name")):
            return [(match.group("name"), paragraph.line_at(match.start("name")))]
    return []


def _compatible(short: str, full: str) -> bool:
    """``D. K. Mwangi`` and ``Rafael Lima`` are forms of ``Daniel K. Mwangi`` / ``Rafael Duarte Lima``."""
    a, b = name_key(short).split(), name_key(full).split()
    if not a or not b or a[-1] != b[-1]:
        return False
    return a[0][0] == b[0][0]


def _own_lines(layout: Layout) -> list[tuple[str, int, list[tuple[str, str]]]]:
    out = []
    for section in layout.sections:
        if section.kind not in OWN_SECTIONS:
            continue
        for unit in section.units:
            for line in unit.lines:
                out.append((line.text, line.number, line.links))
    return out


def _emails(contact: Contact, layout: Layout, front: FrontMatter | None) -> None:
    seen: set[str] = set()

    def add(address: str, line: int | None, review: str | None = None) -> None:
        address = address.strip().strip(".").removeprefix("mailto:")
        if address.lower() in seen or not _EMAIL_RE.fullmatch(address):
            return
        seen.add(address.lower())
        contact.emails.append(Found(address, line, review))

    if front is not None:
        value = front.data.get("email")
        if isinstance(value, str) and value.strip():
            add(value, front.line_of("email"))
        for item in front.items("social"):
            if isinstance(item, dict) and str(item.get("link", "")).startswith("mailto:"):
                add(str(item["link"]), front.line_of("social"))
    for text, number, links in _own_lines(layout):
        for _, url in links:
            if url.startswith("mailto:"):
                add(url, number)
        for match in _EMAIL_RE.finditer(text):
            add(match.group(1), number)
        for match in _OBFUSCATED_RE.finditer(text):
            if "@" in match.group(0):
                continue
            if not (
                re.search(r"[\[({<]\s*at\s*[\])}>]|\bAT\b|\s+at\s+\S+\s+dot\s+", match.group(0))
                or _ADDRESS_LINE_RE.fullmatch(text.strip())  # "mq12 at dunmore.ac.uk" on a line of its own
            ):
                continue
            host = re.sub(_DOT, ".", match.group(2))
            add(f"{match.group(1)}@{host}", number)


def classify_link(url: str) -> tuple[str, str | None]:
    """('github', user) / ('google_scholar', id) / ('orcid', id) / ('dblp', pid) / ('link', None)."""
    match = re.match(r"https?://(?:www\.)?github\.com/([A-Za-z0-9-]+)/?$", url)
    if match:
        return "github", match.group(1)
    match = re.search(r"scholar\.google\.[a-z.]+/citations\?(?:.*&)?user=([\w-]+)", url)
    if match:
        return "google_scholar", match.group(1)
    match = re.search(r"orcid\.org/(\d{4}-\d{4}-\d{4}-\d{3}[\dX])", url)
    if match:
        return "orcid", match.group(1)
    match = re.search(r"dblp\.(?:org|uni-trier\.de)/pid/([\w/-]+?)(?:\.html)?$", url)
    if match:
        return "dblp", match.group(1)
    if re.search(r"\.github\.io\b|homepage|~\w", url):
        return "homepage", None
    return "link", None


def _links(contact: Contact, layout: Layout, front: FrontMatter | None) -> None:
    seen: set[str] = set()

    def add(url: str, line: int | None, homepage: bool = False) -> None:
        url = url.strip().rstrip(".,;")
        if not re.match(r"https?://[^\s/?#]+\.[^\s/?#]+", url) or url in seen:
            return
        seen.add(url)
        kind, value = classify_link(url)
        if homepage or (kind == "homepage" and contact.homepage is None):
            if contact.homepage is None:
                contact.homepage = Found(url, line)
            return
        if kind in ("github", "google_scholar", "orcid", "dblp") and value:
            contact.identifiers.setdefault(kind, Found(value, line))
        contact.links.append(Found(url, line))

    for key in ("url", "homepage", "website", "web"):
        if key in layout.header:
            value, line = layout.header[key]
            add(value, line, homepage=True)
            if contact.source_url is None and key == "url":
                contact.source_url = Found(value, line)
    if front is not None:
        for item in front.items("social"):
            if (
                isinstance(item, dict)
                and isinstance(item.get("link"), str)
                and item["link"].startswith("http")
            ):
                add(item["link"], front.line_of("social"))
        for key in ("website", "homepage", "url"):
            if isinstance(front.data.get(key), str):
                add(front.data[key], front.line_of(key), homepage=True)
    preamble_lines = {
        n
        for s in layout.sections
        if s.kind in ("preamble", "contact")
        for u in s.units
        for n in [line.number for line in u.lines]
    }
    for text, number, links in _own_lines(layout):
        labelled = re.match(r"^\W*(?:web(?:site)?|homepage|home page|url)\s*:\s*(\S+)", text, re.I)
        if labelled:
            target = labelled.group(1)
            add(
                target if target.startswith("http") else f"https://{target.rstrip('/')}/",
                number,
                homepage=True,
            )
        for anchor, url in links:
            if url.startswith("mailto:"):
                continue
            if not anchor or anchor == url or _SITE_LABEL_RE.match(anchor.strip()):
                add(url, number)
        if number not in preamble_lines:
            continue
        for match in _URL_RE.finditer(text):
            url = match.group(1)
            if any(
                url == target and anchor and anchor != url and not _SITE_LABEL_RE.match(anchor)
                for anchor, target in links
            ):
                continue  # a link on a name ("[Example University](...)") is not the person's page
            personal = classify_link(url)[0] == "link" and not _SOCIAL_RE.search(url)
            add(url, number, homepage=personal and contact.homepage is None)
        if "@" in text or "·" in text or "|" in text:
            for match in _BARE_DOMAIN_RE.finditer(text):
                if "@" + match.group(1) in text or match.group(1).endswith(".edu"):
                    continue
                add(f"https://{match.group(1).rstrip('/')}/", number, homepage=True)


def _source_date(contact: Contact, layout: Layout) -> None:
    lines = layout.lines
    for line in lines[:25] + lines[-15:]:
        match = re.search(r"\b(?:last\s+)?updated?(?:\s+date)?\s*(?:on|by|:)?\s*:?\s*", line.text, re.I)
        if not match:
            continue
        date = DATE_RE.match(line.text, match.end())
        if date:
            when = parse_date(date.group("date"))
            if when:
                contact.source_date = Found(when.value(), line.number)
                return
