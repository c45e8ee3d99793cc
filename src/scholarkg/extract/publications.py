"""Publication lists -> publications: title, ordered authors with flags, year, venue, kind.

Three shapes cover the documents seen so far, whatever the site generator:

- **one entry per list item or paragraph**, with an optional label (``[TPDS 2024]``,
  ``NSDI 2022``, ``**TECS**``), the authors, the title (quoted, bold, or simply the first part
  that is not a name), then the venue and date;
- **APA** ``Authors (2021). Title. *Venue*, 37(4), 512-519.``;
- **blocks** on scraped pages: a title line, an author line, a venue line (``In Proceedings of
  ... (VENUE), Month Year.``) and optional award lines, under year headings.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field, replace

from ..names import name_key, title_key
from .dates import find_dates, years_in
from .draft import Node, Seq
from .layout import Layout, Text, Unit, heading_hints
from .markup import Line
from .people import Author, Legend, looks_like_name, split_author_list, take_authors

_QUOTED_RE = re.compile(r"[\"“”„]([^\"“”„]{8,}?)[\"“”]|``(.{8,}?)''")
_VENUE_CUE_RE = re.compile(
    # after a comma or full stop
    r"[.,]\s*(?=In:?\s|in\s+(?:the\s+)?(?:Proc|\d|[A-Z*])|Proceedings\b|Proc\.|"
    r"(?:IEEE|ACM|USENIX|SIAM|AAAI|Springer|Elsevier|Nature|Science|PLOS|PLoS)\b|"
    r"(?:The\s+)?\d+(?:st|nd|rd|th)\s+[A-Z]|Journal\b|Transactions\b|Technical Report|Tech\.\s*Rep|"
    r"U\.?S\.?\s+Patent|US\s+\d{4}\s*/|Patent\b|Preprint|preprint|arXiv|https?://|Book\b|"
    r"Ph\.?\s?D\.?\s+(?:Thesis|Dissertation)|Master'?s\s+Thesis|Dissertation\b|Thesis\b|"
    r"[A-Z][\w.&-]*(?:\s+[A-Z\w.&-]+)*\s+(?:Theses|Letters|Review|Magazine|Press|Companion|Abstracts)\b|"
    r"Frontiers\b|Annals\b|Advances\s+in\b|Bulletin\b|Communications\s+of\b|[A-Z][\w&-]+\s*'\s*\d{2}\b)"
    # or only a space before strong cues
    r"|\s+(?=In\s+Proc|In\s+the\s+\d|Proceedings\s+of|arXiv\b|https?://|Technical\s+Report|US\s+\d{4}\s*/)"
)
_AWARD_RE = re.compile(
    r"\b(?:award|prize|best\b|honou?rable mention|oral\b|spotlight|distinguished|nominee|finalist)", re.I
)
_LEGEND_RE = re.compile(
    r"\(?\s*[*#†‡\\]+\s*(?:denotes\s+|indicates\s+)?"
    r"(?:equal(?:ly)?[ -]contribut\w*|co-?first[\w ]*|corresponding[\w ]*)[^)]*\)?\.?",
    re.I,
)
_ACRONYM_RE = re.compile(r"\(([A-Z][\w\-/&]*[A-Z][\w\-/&]*(?:\s+[A-Z][\w\-]*)?)(?:\s*['’]?\s*\d{2,4})?\)")
_ARXIV_RE = re.compile(r"arxiv(?:\.org/(?:abs|pdf)/|:\s*|\s+)(\d{2})(\d{2})\.\d{4,5}", re.I)
_PATENT_RE = re.compile(r"\bUS\s*(\d{4})\s*/\s*(\d{6,8})\s*([AB]\d)\b")
_URL_RE = re.compile(r"https?://[^\s<>\"\]),]+")


@dataclass
class Parsed:
    """One publication as read, before it becomes a draft node."""

    title: str
    authors: list[Author]
    line: int
    year: int | None = None
    kind: str = "conference"
    venue: str | None = None
    venue_name: str | None = None
    url: str | None = None
    doi: str | None = None
    number: str | None = None
    awards: list[str] = field(default_factory=list)
    review: list[str] = field(default_factory=list)
    author_review: list[str] = field(default_factory=list)
    confident: bool = False  # title set off by quotes, bold or its own line

    def node(self) -> Node:
        node = Node(self.line)
        node.put("title", self.title)
        authors = Seq()
        for author in self.authors:
            authors.add(author.value(), self.line)
        node.put("authors", authors, review="; ".join(self.author_review) or None)
        node.put("year", self.year)
        node.put("kind", self.kind)
        node.put("venue", self.venue)
        node.put("venue_name", self.venue_name)
        node.put("url", self.url)
        node.put("doi", self.doi)
        node.put("number", self.number)
        node.put("awards", self.awards or None)
        for reason in self.review:
            node.flag("", reason)
        return node


@dataclass
class PublicationContext:
    legend: Legend
    known: set[str]  # name keys of people seen as authors elsewhere in the document
    owner: str | None = None  # the page's owner, when the page names them


def publication_units(layout: Layout) -> list[tuple[Unit, set[str]]]:
    """The units of every publication section with the hints of their (sub)headings."""
    out = []
    for section in layout.of_kind("publications"):
        for unit in section.units:
            if unit.heading or unit.depth > 0 and unit.parent is not None and not unit.parent.heading:
                continue
            hints = set(section.hints)
            if unit.subheading:
                hints |= heading_hints(unit.subheading)
            out.append((unit, hints))
    return out


def extract_publications(
    layout: Layout, self_names: set[str], owner: str | None = None
) -> tuple[list[Parsed], list[tuple[int, str]]]:
    """All publications of a document, and the entries that could not be read (line, text)."""
    units = publication_units(layout)
    legend_text = " ".join(u.text().value for u, _ in units if _LEGEND_RE.search(u.text().value))
    context = PublicationContext(Legend.from_text(legend_text), set(self_names), owner)
    # first pass: names from entries whose title is set off (quotes, bold, own line) are known
    first, _ = _parse_all(units, context)
    counts = Counter(name_key(a.name) for p in first if p.confident for a in p.authors)
    context.known |= {key for key, n in counts.items() if n >= 1}
    counts_all = Counter(name_key(a.name) for p in first for a in p.authors)
    context.known |= {key for key, n in counts_all.items() if n >= 2}
    return _parse_all(units, context)


def _parse_all(
    units: list[tuple[Unit, set[str]]], context: PublicationContext
) -> tuple[list[Parsed], list[tuple[int, str]]]:
    parsed: list[Parsed] = []
    failed: list[tuple[int, str]] = []
    for unit, hints in units:
        text = unit.text()
        if not text.value or _is_legend_only(text.value):
            continue
        year_hint = _heading_year(unit.subheading)
        record = _field_record(unit, hints, year_hint, context)
        if record is not None:
            parsed.append(record)
            continue
        if (not unit.bullet or _hard_breaks(unit)) and _is_block(unit, context):
            parsed.extend(_parse_blocks(unit, hints, year_hint, context))
            continue
        rows = _cell_rows(unit)
        if rows and all(_is_block(row, context) for row, _ in rows):
            for row, row_year in rows:
                parsed.extend(_parse_blocks(row, hints, row_year or year_hint, context))
            continue
        pieces = [text]
        lines = [line for line in unit.lines if not line.blank]
        if not unit.bullet and len(lines) > 1 and all(_whole_entry(line.text) for line in lines):
            pieces = [Text.single(line.text, line.number) for line in lines]  # one entry per line
        for piece in pieces:
            entry = parse_citation(piece, unit, hints, context, year_hint)
            if entry is None:
                failed.append((piece.line_at(0), piece.value[:120]))
            else:
                parsed.append(entry)
    return parsed, failed


_FIELD_RE = re.compile(r"^:(?P<key>[A-Za-z][\w ]{0,24}):(?:\s+(?P<value>.*))?$")
_VENUE_FIELDS = ("venue", "journal", "conference", "booktitle", "published in", "in", "proceedings")


def _field_record(
    unit: Unit, hints: set[str], year_hint: int | None, context: PublicationContext
) -> Parsed | None:
    """A publication written as a field list under its title (a reStructuredText ``topic``
    block: the title, then ``:Authors: A, B``, ``:Venue: ...``, ``:Year: ...``), read field by
    field; None when the entry has no ``:Authors:`` field."""
    lines = [line for line in unit.lines if not line.blank]
    fields: dict[str, tuple[str, int]] = {}
    title: tuple[str, int] | None = None
    for line in lines:
        field_match = _FIELD_RE.match(line.text.strip())
        if field_match:
            fields.setdefault(
                field_match.group("key").strip().lower(), (field_match.group("value") or "", line.number)
            )
        elif title is None and not fields:
            title = (line.text.strip(), line.number)
        else:
            return None  # running text among the fields: not a record
    authors_field = fields.get("authors") or fields.get("author")
    title = (fields["title"][0], fields["title"][1]) if "title" in fields else title
    if authors_field is None or title is None or not title[0]:
        return None
    authors, notes = _authors_of(authors_field[0], context)
    if not authors:
        return None
    parsed = Parsed(_clean_title(title[0]), authors, title[1], confident=True)
    parsed.author_review.extend(notes)
    venue = next((fields[key][0] for key in _VENUE_FIELDS if key in fields), "")
    year = fields.get("year") or fields.get("date")
    _read_venue(
        parsed,
        " ".join(part for part in (venue, year[0] if year else "") if part),
        None,
        None,
        hints,
        year_hint,
        unit,
    )
    for key in ("url", "link", "pdf"):
        if key in fields and parsed.url is None and _URL_RE.match(fields[key][0]):
            parsed.url = fields[key][0]
    if "doi" in fields and parsed.doi is None:
        parsed.doi = fields["doi"][0].strip()
    return parsed


_CELL_SEPARATOR = " · "  # between the cells of an HTML table row or row of <div> cells (htmlpage)
_TABLE_ROW_RE = re.compile(r"^\|(.*\|.*\|.*)\|$")  # a Markdown table row of three cells or more


def _cell_rows(unit: Unit) -> list[tuple[Unit, int | None]]:
    """An entry made of rows of cells (a table of title, authors and venue columns; an HTML row
    of such cells) as blocks, one a row, each cell a line with its own marks, and the year of a
    cell that holds only a year; no rows for any other entry."""
    lines = [line for line in unit.lines if not line.blank]
    rows: list[tuple[Unit, int | None]] = []
    for line in lines:
        table_row = _TABLE_ROW_RE.match(line.text.strip())
        if table_row:
            cells = [cell.strip() for cell in table_row.group(1).split("|")]
        elif len(lines) == 1 and line.text.count(_CELL_SEPARATOR) >= 2:
            cells = [cell.strip() for cell in line.text.split(_CELL_SEPARATOR)]
        else:
            return []
        years = [int(cell) for cell in cells if re.fullmatch(r"(?:19|20)\d\d", cell)]
        cell_lines = [
            replace(
                line,
                text=cell,
                bold=[span for span in line.bold if span in cell],
                italic=[span for span in line.italic if span in cell],
                links=[link for link in line.links if link[0] in cell],
            )
            for cell in cells
            if cell and not re.fullmatch(r"(?:19|20)\d\d", cell)
        ]
        rows.append((replace(unit, lines=cell_lines), years[0] if len(years) == 1 else None))
    return rows


def _whole_entry(text: str) -> bool:
    """A line that is a citation of its own: long enough, with a year, ending a sentence."""
    return (
        len(text) >= 40
        and bool(re.search(r"(?:19|20)\d\d", text))
        and text.rstrip().endswith((".", ")", "]"))
    )


def _is_legend_only(text: str) -> bool:
    return bool(
        _LEGEND_RE.fullmatch(text.strip())
        or (len(text) < 80 and _LEGEND_RE.search(text) and not re.search(r"\d{4}", text))
    )


def _heading_year(subheading: str) -> int | None:
    match = re.fullmatch(r"((?:19|20)\d\d)", subheading.strip())
    return int(match.group(1)) if match else None


# -- blocks -------------------------------------------------------------------------------------


def _is_author_line(text: str, context: PublicationContext) -> bool:
    text = text.strip()
    if not text or _QUOTED_RE.search(text) or len(text) > 600:
        return False
    authors, _ = split_author_list(text, context.legend)
    return bool(authors) and all(looks_like_name(a.name, context.known) for a in authors)


_BLOCK_VENUE_RE = re.compile(
    r"^(?:In\s|Proc(?:eedings|\.)|Ph\.?\s?D\.?|Master'?s|Journal|IEEE|ACM|USENIX|arXiv|Preprint|"
    r"Technical Report|To appear|Under review|Accepted)",
    re.I,
)


def _block_lines(unit: Unit) -> list[Line]:
    """The unit's lines, each without the ``\\`` of a Markdown line break at its end."""
    return [
        replace(line, text=re.sub(r"\s*\\$", "", line.text.rstrip())) for line in unit.lines if not line.blank
    ]


def _hard_breaks(unit: Unit) -> bool:
    """A list item written as lines joined by Markdown line breaks (title \\ authors \\ venue),
    or by ``<br>`` (its pieces are lines with the number of the line they come from)."""
    lines = [line for line in unit.lines if not line.blank]
    return len(lines) >= 2 and all(
        line.text.rstrip().endswith("\\") or line.number == after.number
        for line, after in zip(lines, lines[1:])
    )


def _is_block(unit: Unit, context: PublicationContext) -> bool:
    lines = _block_lines(unit)
    if len(lines) < 2 or not _is_author_line(lines[1].text, context):
        return False
    return not _is_author_line(lines[0].text, context) or (
        len(lines) >= 3 and bool(_BLOCK_VENUE_RE.match(lines[2].text.strip()))
    )


def _parse_blocks(
    unit: Unit, hints: set[str], year_hint: int | None, context: PublicationContext
) -> list[Parsed]:
    lines = _block_lines(unit)
    out: list[Parsed] = []
    i = 0
    while i + 1 < len(lines):
        if not _is_author_line(lines[i + 1].text, context) or (
            _is_author_line(lines[i].text, context)
            and not (i + 2 < len(lines) and _BLOCK_VENUE_RE.match(lines[i + 2].text.strip()))
        ):
            i += 1
            continue
        title_line, author_line = lines[i], lines[i + 1]
        j = i + 2
        rest: list[str] = []
        while j < len(lines) and not (j + 1 < len(lines) and _is_author_line(lines[j + 1].text, context)):
            rest.append(lines[j].text)
            j += 1
        venue_text = rest[0] if rest else ""
        extras = rest[1:]
        authors, truncated = split_author_list(author_line.text, context.legend)
        # "2020, Title." -- a CV that lists by year puts it first
        year_first = re.match(r"\s*((?:19|20)\d\d)\s*[,.:]\s+(?=\S)", title_line.text)
        title = title_line.text[year_first.end() :] if year_first else title_line.text
        title, label_venue, label_year = _title_label(title)
        entry = Parsed(_clean_title(title), authors, title_line.number, confident=True)
        if truncated:
            entry.author_review.append("author list cut short ('et al.') in the source")
        _read_venue(
            entry,
            venue_text,
            label_venue,
            label_year,
            hints,
            int(year_first.group(1)) if year_first else year_hint,
        )
        for extra in extras:
            extra_clean = re.sub(r"\([^)]*\)", "", extra).strip(" .")
            if _AWARD_RE.search(extra_clean):
                entry.awards.append(extra_clean)
        out.append(entry)
        i = j
    return out


# -- one-entry citations -----------------------------------------------------------------------


_PDF_LABEL_RE = re.compile(
    r"\s*(?P<venue>(?:[A-Za-z][\w'’/&+.-]*\s+){0,2}?[A-Za-z][\w'’/&+.-]*?)\s*['’]?\s*"
    r"(?P<year>(?:19|20)\d\d)\b\s*(?P<extra>(?:Companion|Workshop|Poster|Demo|Short)\s+)?"
)
# a venue's label at the end of a title: "Dependent Type Systems as Macros (POPL 2020)."
_TITLE_LABEL_RE = re.compile(r"\s*\(([A-Z][A-Za-z&-]*[A-Z][A-Za-z&-]*\s*['’]?\s*(?:19|20)?\d{2})\)[.,]?\s*$")


def _title_label(title: str) -> tuple[str, str | None, int | None]:
    """``Title (POPL 2020)`` -> (``Title``, ``POPL``, 2020); a title without a label as it is."""
    trailing = _TITLE_LABEL_RE.search(title)
    if trailing is None:
        return title, None, None
    venue, year = _split_label(trailing.group(1))
    return title[: trailing.start()], venue, year


_ACRONYM_LABEL_RE = re.compile(r"\s*(?P<venue>[A-Z][A-Za-z]*[A-Z][A-Za-z\-]*)\s+(?=[A-Z])")
# a year in a column of its own before the citation: "2020   A. Author, B. Author. Title. Venue.",
# or set off by punctuation: "2020, Title. Authors. In: Venue."
_YEAR_LABEL_RE = re.compile(r"\s*\(?(?P<year>(?:19|20)\d\d)\)?[a-z]?\s*(?P<mark>[,.:·|–—-]?)\s+(?=\S)")


def _venue_like(label: str) -> bool:
    first = label.split()[0] if label.split() else ""
    return sum(1 for ch in first if ch.isupper()) >= 2 or first.isupper()


def parse_citation(
    text: Text, unit: Unit, hints: set[str], context: PublicationContext, year_hint: int | None
) -> Parsed | None:
    """One citation in running text -> a publication, or None when no title and authors are found."""
    s = text.value
    label_venue: str | None = None
    label_year: int | None = None
    start = 0
    bracket = re.match(r"\s*\[([^\]]{1,40})\]\s*", s)
    if bracket and re.search(r"[A-Za-z]", bracket.group(1)):
        label_venue, label_year = _split_label(bracket.group(1))
        start = bracket.end()
    else:
        pdf = _PDF_LABEL_RE.match(s)
        if pdf and _venue_like(pdf.group("venue")) and not looks_like_name(pdf.group("venue"), context.known):
            rest = s[pdf.end() :]
            names, _ = take_authors(rest, context.known)
            if names or _known_prefix_name(rest, context.known):
                label_venue = (
                    pdf.group("venue") + (" " + pdf.group("extra").strip() if pdf.group("extra") else "")
                ).strip()
                label_year, start = int(pdf.group("year")), pdf.end()
        if start == 0:
            acronym = _ACRONYM_LABEL_RE.match(s)
            if (
                acronym
                and (acronym.group("venue") in unit.bold or acronym.group("venue").isupper())
                and take_authors(s[acronym.end() :], context.known)[0]
            ):
                label_venue, start = acronym.group("venue"), acronym.end()
        if start == 0:
            year = _YEAR_LABEL_RE.match(s)
            if year and (year.group("mark") or take_authors(s[year.end() :], context.known)[0]):
                label_year, start = int(year.group("year")), year.end()
    body = s[start:]
    offset = start
    # "SPLASH 2015 Companion Minjia Zhang, ...": words of the label before a known name
    body, moved = _move_label_words(body, context.known)
    if moved and label_venue:
        label_venue = f"{label_venue} {moved}"
    offset += len(s[start:]) - len(body)
    entry = (
        _by_quotes(body, context)
        or _by_bold(body, unit, context)
        or _by_apa(body, unit, context)
        or _by_names(body, context)
        or _by_sentences(body, context)
    )
    if entry is None:
        entry = _owners_own(body, context)
    if entry is None:
        return None
    title, authors, venue_text, confident, notes = entry
    if not title or not authors:
        return None
    if label_venue is None and label_year is None:
        title, label_venue, label_year = _title_label(title)
    line = text.line_at(offset)
    parsed = Parsed(_clean_title(title), authors, line, confident=confident)
    parsed.author_review.extend(n for n in notes if "order of the sentences" not in n)
    parsed.review.extend(n for n in notes if "order of the sentences" in n)
    _read_venue(parsed, venue_text, label_venue, label_year, hints, year_hint, unit)
    return parsed


def _split_label(label: str) -> tuple[str | None, int | None]:
    label = label.strip()
    year_match = re.search(r"['’]?\s*((?:19|20)\d\d)\s*$", label)
    if year_match:
        venue = label[: year_match.start()].strip(" '’")
        return (venue or None), int(year_match.group(1))
    short = re.search(r"['’]\s*(\d{2})\s*$", label)
    if short:
        return label[: short.start()].strip(" '’") or None, 2000 + int(short.group(1))
    return label.strip(" '’") or None, None


def _known_prefix_name(text: str, known: set[str]) -> bool:
    words = text.split()
    return any(name_key(" ".join(words[i:j])) in known for i in range(0, 3) for j in range(i + 2, i + 5))


def _move_label_words(body: str, known: set[str]) -> tuple[str, str]:
    """Strip label words (``Companion``) that stand before a known author's name."""
    first = re.split(r"\s*[,;]\s*", body, maxsplit=1)[0]
    words = first.split()
    if len(words) < 3 or looks_like_name(first, known):
        return body, ""
    for cut in range(1, min(3, len(words) - 1)):
        rest = " ".join(words[cut:])
        if name_key(rest.rstrip("*#†‡")) in known:
            moved = " ".join(words[:cut])
            return body[body.index(words[cut], len(moved)) :], moved
    return body, ""


Entry = tuple[str, list[Author], str, bool, list[str]]


def _authors_of(text: str, context: PublicationContext) -> tuple[list[Author], list[str]]:
    text = text.strip().strip(",;:").strip()
    authors, truncated = split_author_list(text, context.legend)
    notes = []
    if truncated:
        notes.append("author list cut short ('et al.') in the source")
    odd = [a.name for a in authors if not looks_like_name(a.name, context.known) and len(a.name.split()) != 1]
    if odd:
        notes.append("check the author names: " + ", ".join(f"'{n}'" for n in odd))
    return authors, notes


def _owners_own(body: str, context: PublicationContext) -> Entry | None:
    """A quoted title with no author list (``2013 · "Title." Journal``, a sole author's CV): the
    page's owner wrote it, marked for review."""
    match = _QUOTED_RE.match(body.strip())
    if context.owner is None or match is None:
        return None
    title = match.group(1) or match.group(2)
    after = body.strip()[match.end() :]
    if _names_before_venue(after, context):
        return None  # "Title", A. Author, B. Author: an author list after the title, not read
    note = "no author list: read as the page owner's own work"
    return title, [Author(context.owner)], after, True, [note]


def _names_before_venue(text: str, context: PublicationContext) -> bool:
    return bool(take_authors(text.lstrip(' ,.;:”"'), context.known)[0])


def _by_quotes(body: str, context: PublicationContext) -> Entry | None:
    match = _QUOTED_RE.search(body)
    if not match:
        return None
    if not body[: match.start()].strip(' "“'):
        return _title_first(match.group(1) or match.group(2), body[match.end() :], context)
    title = match.group(1) or match.group(2)
    before = body[: match.start()]
    # "Authors. (2024). "Title."", the Harvard "Authors, 2024. "Title."" and the Chicago
    # "Authors. 2024. "Title.""
    year = re.search(
        r"\(((?:19|20)\d\d)[a-z]?\)[.,:]?\s*$|[,.]\s*((?:19|20)\d\d)[a-z]?[.:]?\s*[-–—:]?\s*$", before
    )
    if year:
        before = before[: year.start()]
    authors, notes = _authors_of(before, context)
    if not authors:
        return None
    venue = body[match.end() :] + (f" ({year.group(1) or year.group(2)})" if year else "")
    return title, authors, venue, True, notes


def _title_first(title: str, after: str, context: PublicationContext) -> Entry | None:
    """``**Title.** Authors. *Venue*, 2017`` / ``"Title", Authors, Venue``."""
    after = after.lstrip(" .,:;|")
    names, position = take_authors(after, context.known)
    if not names:
        return None
    authors, _ = split_author_list(", ".join(names), context.legend)
    return title, authors, after[position:], True, []


def _by_bold(body: str, unit: Unit, context: PublicationContext) -> Entry | None:
    for span in unit.bold:
        span = span.strip()
        if (
            len(span.split()) < 3
            or looks_like_name(span, context.known)
            or re.match(r"^\[?\w+\s*'?\s*\d{4}\]?$", span)
        ):
            continue
        if _is_author_line(span, context):
            continue
        position = body.find(span)
        if position == 0:
            entry = _title_first(span, body[len(span) :], context)
            if entry:
                return entry
            continue
        if position < 0:
            continue
        authors, notes = _authors_of(body[:position], context)
        if authors:
            return span, authors, body[position + len(span) :], True, notes
    return None


def _by_apa(body: str, unit: Unit, context: PublicationContext) -> Entry | None:
    match = re.match(r"(?P<a>.+?)\s*\((?P<y>(?:19|20)\d\d)[a-z]?\)\.?\s+(?P<rest>.+)$", body)
    if not match:
        return None
    authors, notes = _authors_of(match.group("a"), context)
    if not authors or not all(looks_like_name(a.name, context.known) for a in authors):
        return None
    rest = match.group("rest")
    venue_start = None
    for span in unit.italic:
        position = rest.find(span)
        if position > 0:
            venue_start = position
            break
    if venue_start is None:
        cut = re.search(r"[.?!]\s+(?=[A-Z])", rest)
        venue_start = cut.end() if cut else len(rest)
    title = rest[:venue_start].strip().rstrip(".")
    return title, authors, f"{rest[venue_start:]} ({match.group('y')})", True, notes


def _by_names(body: str, context: PublicationContext) -> Entry | None:
    names, position = take_authors(body, context.known)
    if not names:
        return None
    authors, notes = split_author_list(", ".join(names), context.legend)[0], []
    rest = body[position:].lstrip(" ,;:.")
    cut = re.match(r"(?:et\.?\s*al\.?|etc\.?|and others)[,.;]?\s*", rest, re.I)
    if cut:
        rest = rest[cut.end() :]
        notes.append("author list cut short ('et al.') in the source")
    year = re.match(r"\(?((?:19|20)\d\d)[a-z]?\)?[.,:]\s*", rest)  # ACM: "Authors. 2015. Title. In ..."
    if year:
        rest = rest[year.end() :]
    if not rest:
        return None
    cue = _VENUE_CUE_RE.search(rest, 10)
    if cue:
        title, venue = rest[: cue.start()], rest[cue.start() :]
    else:
        end = re.search(r"(?<![A-Z])[.?!](?:\s+|$)", rest)
        title, venue = (rest[: end.end()], rest[end.end() :]) if end else (rest, "")
    if year:
        venue = f"{venue} ({year.group(1)})"
    return title.strip(" ,.;"), authors, venue, False, notes


def _by_sentences(body: str, context: PublicationContext) -> Entry | None:
    """``Title. Authors. Venue 2023.``: the title first, the author list as the second sentence."""
    cut = re.search(r"(?<=[a-z0-9?!)])[.?!]\s+(?=[A-Z])", body)
    if not cut or cut.start() < 10:
        return None
    title = body[: cut.start() + 1].rstrip(".")
    rest = body[cut.end() :]
    names, position = take_authors(rest, context.known)
    if not names:
        return None
    authors, _ = split_author_list(", ".join(names), context.legend)
    return title, authors, rest[position:], False, ["title and authors read from the order of the sentences"]


def _clean_title(title: str) -> str:
    title = re.sub(r"\s*\((?:[^()]*\b(?:award|prize)\b[^()]*)\)", "", title, flags=re.I)
    title = re.sub(r"^(?:POSTER|Poster|DEMO|Demo|Short Paper|Invited Paper)\s*:\s*", "", title)
    title = re.sub(r":(?=[A-Za-z])", ": ", title)
    title = " ".join(title.split()).strip(' ,.;"“”')
    return title


def _read_venue(
    entry: Parsed,
    venue_text: str,
    label_venue: str | None,
    label_year: int | None,
    hints: set[str],
    year_hint: int | None,
    unit: Unit | None = None,
) -> None:
    raw = venue_text
    text = _LEGEND_RE.sub(" ", venue_text)
    text = re.sub(r"\((?:acceptance|accept)[^)]*\)", " ", text, flags=re.I)
    original_title = entry.title
    for award in re.findall(
        r"\(([^()]*\b(?:award|prize)\b[^()]*)\)", original_title + " " + text, flags=re.I
    ):
        entry.awards.extend(a.strip() for a in award.split(",") if a.strip())
    text = re.sub(r"\([^()]*\b(?:award|prize)\b[^()]*\)", " ", text, flags=re.I)
    trailing = re.search(r"(?:^|[.;]\s+)((?:[A-Z][\w-]*\s+){0,4}(?:Award|Prize)[^.]*)\.?\s*$", text)
    if trailing and _AWARD_RE.search(trailing.group(1)):
        entry.awards.append(trailing.group(1).strip(" ."))
        text = text[: trailing.start(1)]
    # year
    month_dates = [(w, s) for w, s, _ in find_dates(text) if w.month is not None]
    years = years_in(text)
    arxiv = _ARXIV_RE.search(raw) or (_ARXIV_RE.search(" ".join(u for _, u in unit.links)) if unit else None)
    patent = _PATENT_RE.search(raw)
    if label_year is not None:
        entry.year = label_year
        stated = [w.year for w, _ in month_dates]
        if stated and stated[-1] != label_year:
            entry.year = stated[-1]
            entry.review.append(f"year: the label says {label_year}, the entry's date says {stated[-1]}")
    elif month_dates:
        entry.year = month_dates[-1][0].year
    elif years:
        entry.year = years[-1][0]
    elif arxiv:
        entry.year = 2000 + int(arxiv.group(1))
        entry.review.append("year read from the arXiv identifier")
    elif patent:
        entry.year = int(patent.group(1))
        entry.review.append("year read from the patent publication number")
    elif year_hint is not None:
        entry.year = year_hint
    # kind
    entry.kind = _kind(original_title, text, hints)
    if re.match(r"\s*(?:POSTER|Poster)\s*:", original_title):
        entry.kind = "poster"
    # venue
    if label_venue:
        entry.venue = re.sub(r"\s+", " ", label_venue).strip(" '’")
    else:
        acronyms = [m.group(1) for m in _ACRONYM_RE.finditer(text) if len(m.group(1)) > 1]
        if acronyms:
            entry.venue = acronyms[-1]
        elif entry.kind == "preprint" and re.search(r"arxiv", raw, re.I):
            entry.venue = "arXiv"
        else:
            labelled = re.search(
                r"(?:^|[.,]\s+)([A-Z][A-Za-z]*[A-Z][A-Za-z-]*)\s*['’]?\s*(?:19|20)?\d\d\.?\s*$", text.strip()
            )
            if labelled and not re.fullmatch(r"[A-Z]{1}", labelled.group(1)):
                entry.venue = labelled.group(1)
            elif re.fullmatch(r"[A-Z][A-Za-z]*[A-Z][A-Za-z-]*", text.strip()):
                entry.venue = text.strip()  # a venue column's cell: "SIGMOD"
    italic = [span for span in (unit.italic if unit else []) if span in venue_text and len(span) > 3]
    if italic:
        entry.venue_name = italic[0].strip(" ,.")
    else:
        proceedings = re.search(r"Proceedings of (?:the )?(.+?)\s*(?:\(|,|\.\s|\.$|$)", text)
        if proceedings:
            entry.venue_name = proceedings.group(1).strip(" ,.")
    if entry.venue_name is None and entry.venue is None:
        named = re.match(r"\s*In\s*:\s*([A-Z][^,.(]{3,80})", text)  # "In: Journal of Statistics, 2020"
        if named:
            entry.venue_name = named.group(1).strip()
    if entry.venue_name and entry.venue and title_key(entry.venue_name) == title_key(entry.venue):
        entry.venue_name = None
    # identifiers
    url = _URL_RE.search(raw)
    if url:
        entry.url = url.group(0).rstrip(".")
    elif unit:
        for _, link in unit.links:
            if re.search(r"arxiv\.org|doi\.org|dl\.acm\.org|ieeexplore|usenix\.org/conference", link):
                entry.url = link
                break
    doi = re.search(r"\b(10\.\d{4,9}/[^\s,;]+)", raw)
    if doi:
        entry.doi = doi.group(1).rstrip(".")
    report = re.search(r"Technical Report\s*#?\s*([A-Z][\w/.-]*\d[\w/.-]*)", raw)
    if report:
        entry.number = report.group(1).rstrip(".")
    if patent:
        entry.number = f"US {patent.group(1)}/{patent.group(2)} {patent.group(3)}"


def _kind(title: str, venue: str, hints: set[str]) -> str:
    lowered = venue.lower()
    if (
        re.search(r"\bpatent\b|\bUS\s*\d{4}\s*/", venue, re.I)
        or "patent" in hints
        and not re.search(r"\bproceedings\b", lowered)
    ):
        return "patent"
    if re.search(
        r"\b(?:ph\.?\s?d\.?|doctoral|master'?s)\s+(?:thesis|dissertation)|\bdissertation\b|\btheses\b|\bthesis\b",
        lowered,
    ):
        return "thesis"
    if re.search(r"technical report|tech\.\s*rep", lowered):
        return "report"
    if re.search(r"arxiv|preprint|under review|submitted|manuscript|corr\b", lowered):
        return "preprint"
    if re.search(r"\bbook\b|\bpress\b|\bpublisher\b", lowered) and not re.search(
        r"proceedings|journal|transactions", lowered
    ):
        return "book"
    if re.search(r"\bchapter\b", lowered):
        return "chapter"
    for hint in ("journal", "workshop", "conference", "thesis", "report", "preprint", "book", "poster"):
        if hint in hints and not (
            hint == "conference" and re.search(r"\bjournal\b|\btransactions\b", lowered)
        ):
            if hint == "journal" and re.search(r"\bproceedings of the\b.*\bconference\b", lowered):
                continue
            return hint
    if re.search(r"\bworkshop\b", lowered):
        return "workshop"
    if re.search(
        r"\bjournal\b|\btransactions\b|\btrans\.|\bletters\b|\bmagazine\b|\breview\b|\bfrontiers\b|\bbioinformatics\b|"
        r"\bnature\b|\bscience\b|\bplos\b|\belife\b|\bcell\b|,\s*\d+\s*,\s*\d+\s*[-–]\s*\d+|"
        r"\bproceedings of the (?:vldb|acm on|ieee)\b|\bvol\.|\bvolume\b|\d+\s*\(\d+\)",
        lowered,
    ):
        return "journal"
    return "conference"


def publications_node(parsed: list[Parsed]) -> Seq:
    """The publications as draft nodes, in the listed order; same-titled entries flagged."""
    seq = Seq()
    seen: dict[str, int] = {}
    for entry in parsed:
        node = entry.node()
        key = title_key(entry.title)
        if key in seen:
            node.flag(
                "title",
                f"same title as the entry on line {seen[key]}: the same work listed twice, "
                "or two works (then give each an `id`)",
            )
        seen.setdefault(key, entry.line)
        seq.add(node, entry.line)
    return seq
