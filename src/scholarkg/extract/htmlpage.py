"""An HTML page -> Markdown-like lines, each with the number of the source line it starts on.

A saved or hand-written HTML page (a CV, a faculty or Google Sites page) puts its structure in
elements, not in lines: a heading's words may be spread over three lines of spans, a list item
over several, and one source line may hold a whole section. The page is parsed with
BeautifulSoup (the standard library's parser, which records where each element starts) and
written out as the lines the other readers know: ``#`` headings, ``-`` list items, ``**bold**``,
``*italic*`` and ``[text](url)`` inline, one line per block element or ``<br>``, a blank line
between paragraphs, and the cells of a table row, or a row of ``<div>`` cells, on one line.
"""

from __future__ import annotations

import re
import textwrap
from dataclasses import dataclass, field
from itertools import zip_longest

from bs4 import BeautifulSoup, NavigableString, Tag
from bs4.element import Comment, Declaration, Doctype, ProcessingInstruction

from .dates import date_only_range
from .source import repair_mojibake

_SKIP = {"script", "style", "noscript", "template", "svg", "button", "form", "select", "iframe", "head"}
# markup that holds no text of the page: comments, the doctype, and Word's conditional markers
# ("<![if !supportLists]>" ... "<![endif]>"), which the parser reads as declarations
_NOT_TEXT = (Comment, Declaration, Doctype, ProcessingInstruction)
_BLOCK = {
    "address", "article", "aside", "blockquote", "body", "dd", "div", "dl", "dt", "fieldset",
    "figcaption", "figure", "footer", "header", "hr", "html", "li", "main", "nav", "ol", "p",
    "pre", "section", "table", "tbody", "td", "tfoot", "th", "thead", "tr", "ul",
    "h1", "h2", "h3", "h4", "h5", "h6",
}  # fmt: skip
_CELL_ROW = {"tr"}
_HEADINGS = {"h1": 1, "h2": 2, "h3": 3, "h4": 4, "h5": 5, "h6": 6}
_BREAK = "\u2028"  # a <br>, apart from the line ends of the source
_DOCUMENT_RE = re.compile(
    r"\A\s*(?:<\?xml[^>]*\?>\s*)?(?:<!--(?:(?!-->).)*-->\s*)*"
    r"(?:<!doctype\s+html|<html\b|<(?:body|section|div|main|article)\b)",
    re.I | re.S,
)  # XHTML pages open with an XML declaration; some pages with a comment ("<!--HTML file-->")


def is_html_page(text: str) -> bool:
    """Whether the whole document is HTML (not Markdown with some tags in it): it opens with a
    doctype, ``<html>`` or a block element, and most of its non-blank lines are markup."""
    opening = _DOCUMENT_RE.match(text)
    if not opening:
        return False
    if re.search(r"<!doctype\s+html|<html\b", opening.group(0), re.I) and re.search(
        r"</html\s*>|<body\b", text, re.I
    ):
        return True  # a whole page, however its editor broke its lines (tags over several lines)
    lines = [line.strip() for line in text.splitlines() if line.strip()]
    tagged = sum(1 for line in lines if line.startswith("<") or line.endswith(">"))
    return tagged * 2 >= len(lines)


@dataclass
class _Out:
    lines: list[tuple[int, str]] = field(default_factory=list)
    parts: list[str] = field(default_factory=list)  # the inline text of the block being read
    starts: list[int | None] = field(default_factory=list)  # the source line of each of its lines
    closed: bool = False  # an inline element has just ended

    def text(self, piece: str, line: int | None) -> None:
        if not piece:
            return
        if self.closed and piece[:1].isupper() and self.parts and self.parts[-1][-1:].islower():
            piece = " " + piece  # "<span>Ada</span>Lovelace": two words, as the page shows them
        self.closed = False
        if not self.starts:
            self.starts.append(None)
        for index, chunk in enumerate(piece.split(_BREAK)):
            if index:
                self.starts.append(None)
            if self.starts[-1] is None and chunk.strip():
                self.starts[-1] = line
        self.parts.append(piece)

    @property
    def has_text(self) -> bool:
        """Whether the block being read has text so far (not only spaces or breaks)."""
        return any(part.strip() for part in self.parts)  # a break is white space too

    def flush(self, prefix: str = "") -> None:
        """End the line; a ``<br>`` inside it continues it on the next line (indented under a
        list item's bullet, as in Markdown), each numbered by the source line it starts on, and
        two ``<br>`` in a row leave a blank line, as the page shows a gap between paragraphs."""
        line = self.last_line
        pieces = "".join(self.parts).split(_BREAK)
        in_item = bool(prefix.strip())
        written = gap = False
        for piece, start in zip_longest(pieces, self.starts):  # no start read: no text yet
            text = " ".join(piece.split())
            if not text:
                gap = written and not in_item
                continue
            if gap:
                self.lines.append((line, ""))
            written, gap = True, False
            line = start or line
            self.lines.append((line, prefix + text))
            prefix = " " * len(prefix)
        self.parts, self.starts = [], []

    @property
    def last_line(self) -> int:
        """The source line of the last line written (1 before any)."""
        return self.lines[-1][0] if self.lines else 1

    def blank(self) -> None:
        if self.lines and self.lines[-1][1]:
            self.lines.append((self.lines[-1][0], ""))


def html_lines(text: str) -> tuple[list[tuple[int, str]], str | None]:
    """The page as (source line, Markdown-like text) pairs, and the text of its ``<title>``."""
    soup = BeautifulSoup(text, "html.parser")
    head, body = soup.find("head"), soup.find("body")
    if isinstance(head, Tag) and isinstance(body, Tag) and head in body.parents:
        # "<head>... <body>" with no "</head>": the parser keeps the body inside the head, whose
        # content is no text; the body is read where a browser puts it, after the head
        head.insert_after(body.extract())
    title = soup.find("title")
    out = _Out()
    _block(soup, out, 0)
    out.flush()
    title_text = " ".join(title.get_text(" ").split()) if isinstance(title, Tag) else None
    # mojibake written as entities ("&acirc;&euro;&ldquo;" for a dash): repaired once they are text
    lines = [(number, repair_mojibake(line)[0]) for number, line in out.lines]
    return lines, title_text or None


def _line(node: Tag | NavigableString) -> int | None:
    line = getattr(node, "sourceline", None)
    if line is None and isinstance(node, NavigableString):
        # text has no line of its own: after a <br>, count the line ends from it ("<br>\nText")
        before = node.previous_sibling
        if isinstance(before, Tag) and before.name == "br" and before.sourceline is not None:
            text = str(node)
            return before.sourceline + text[: len(text) - len(text.lstrip())].count("\n")
    if line is None and node.parent is not None:
        return _line(node.parent)
    return line


def _is_leaf(tag: Tag) -> bool:
    return not any(isinstance(c, Tag) and c.name in _BLOCK for c in tag.descendants)


def _block(tag: Tag, out: _Out, depth: int) -> None:
    """Write the children of a block element: inline content gathers into one line, each block
    child starts a new one."""
    for child in tag.children:
        if isinstance(child, _NOT_TEXT):
            continue
        if isinstance(child, NavigableString):
            out.text(str(child), _line(child))
            continue
        if not isinstance(child, Tag) or child.name in _SKIP:
            continue
        name = child.name
        if name == "br":
            out.text(_BREAK, _line(child))
            continue
        if name not in _BLOCK and _is_leaf(child):
            _inline(child, out)
            continue
        out.flush()
        if name not in _BLOCK:  # a <span> around the page's tables and paragraphs: theirs are the lines
            _block(child, out, depth)
            out.flush()
            continue
        if name == "pre":
            _preformatted(child, out)
            out.blank()
        elif name in _HEADINGS and (parts := _heading_paragraphs(child)):
            # "<h4><p>Employer</p><p><strong>Title</strong></p></h4>": the heading is the first
            # paragraph; those after it are lines under it, as the page shows them
            _inline(parts[0], out, plain=True)
            out.flush("#" * _HEADINGS[name] + " ")
            out.blank()
            for part in parts[1:]:
                _inline(part, out)
                out.flush()
                out.blank()
        elif name in _HEADINGS:
            _inline(child, out, plain=True)
            if name == "h1":  # "<h1>Guillaume<br>Mehats</h1>": the page's title, broken for its look
                out.parts = [part.replace(_BREAK, " ") for part in out.parts]
                out.starts = out.starts[:1]
            out.flush("#" * _HEADINGS[name] + " ")
            out.blank()
        elif name == "li":
            _item(child, out, depth)
        elif name in ("ul", "ol"):
            _block(child, out, depth + 1 if tag.name == "li" else depth)
            out.blank()
        elif name in _CELL_ROW or _is_cell_row(child):
            _row(child, out)
        elif (head := _entry_head(child)) is not None:
            _write_entry_head(head, out)
        else:
            if name == "dt":
                out.blank()  # a term starts an entry: with the definitions under it, apart from the one above
            elif name == "p" and tag.name == "p":
                # "<p>A<p>B" with no "</p>": the standard library's parser puts B inside A, where the
                # browser starts a paragraph of its own
                out.blank()
            _block(child, out, depth)
            out.flush()
            if name not in ("td", "th", "dt", "dd", "span"):
                out.blank()


def _heading_paragraphs(tag: Tag) -> list[Tag]:
    """The paragraphs of a heading (not the page's title) that holds two or more and nothing else."""
    children = [c for c in tag.children if not (isinstance(c, NavigableString) and not c.strip())]
    paragraphs = [c for c in children if isinstance(c, Tag) and c.name in ("p", "div") and _is_leaf(c)]
    return paragraphs if tag.name != "h1" and len(children) >= 2 and len(paragraphs) == len(children) else []


def _preformatted(tag: Tag, out: _Out) -> None:
    """A ``<pre>`` block keeps its lines and their indentation: a plain-text CV put in a page
    ("09/2022 - heute         IT-Teamleiter" over the employer, aligned under the title)."""
    text = tag.get_text()
    first = _line(tag) or out.last_line
    if text.startswith("\n"):  # a line end right after <pre> is no part of the text
        text, first = text[1:], first + 1
    for offset, line in enumerate(textwrap.dedent(text.expandtabs()).split("\n")):
        if line.strip():
            out.lines.append((first + offset, line.rstrip()))
        else:
            out.blank()


def _is_cell_row(tag: Tag) -> bool:
    """A row of a grid laid out with ``<div>`` cells (``<div><div>2020–2022</div><div>Engineer,
    Company</div></div>``): two to four children, all ``<div>`` elements without blocks inside."""
    children = [c for c in tag.children if isinstance(c, Tag) and c.name not in _SKIP]
    loose = "".join(str(c) for c in tag.children if isinstance(c, NavigableString)).strip()
    return (
        tag.name == "div"
        and not loose
        and 2 <= len(children) <= 4
        and all(c.name == "div" and _is_leaf(c) for c in children)
    )


def _entry_head(tag: Tag) -> list[Tag] | None:
    """The parts of an entry's head set in nested ``<div>`` blocks, as the Orbit resume template
    sets it (``<div class="meta"><div class="upper-row"><h3 class="job-title">Bartender</h3><div
    class="time">2012 - 2014</div></div><div class="company">Caulfields Hotel, Dublin.</div></div>``):
    two to four short leaf blocks, one of them the entry's dates alone beside a heading, and no
    text between them; None for any other block."""
    if tag.name != "div":
        return None
    blocks: list[Tag] = []
    for descendant in tag.descendants:  # few blocks inside, counted without walking a big one whole
        if isinstance(descendant, Tag) and descendant.name in _BLOCK:
            blocks.append(descendant)
            if len(blocks) > 6:
                return None
    leaves = [block for block in blocks if _is_leaf(block)]
    if not 2 <= len(leaves) <= 4 or not all(leaf.name == "div" or leaf.name in _HEADINGS for leaf in leaves):
        return None  # a paragraph is no part of a head
    if all(leaf.parent is tag for leaf in leaves):
        return None  # one level: a row of cells
    inside = {id(leaf) for leaf in leaves}
    for text in tag.find_all(string=True):
        if isinstance(text, _NOT_TEXT) or not text.strip():
            continue
        holder = next(parent for parent in text.parents if parent is tag or parent.name in _BLOCK)
        if id(holder) not in inside:
            return None  # text of its own between the blocks
    texts = [" ".join(leaf.get_text().split()) for leaf in leaves]
    if not all(0 < len(text) <= 100 for text in texts):
        return None
    dated = [leaf for leaf, text in zip(leaves, texts) if date_only_range(text) is not None]
    # the dates beside the title's heading, in one block ("upper-row")
    if len(dated) != 1 or not any(
        other.name in _HEADINGS and other.parent is dated[0].parent for other in leaves
    ):
        return None
    return leaves


def _write_entry_head(leaves: list[Tag], out: _Out) -> None:
    """An entry's head (see :func:`_entry_head`) on one line, its parts apart as a row's cells."""
    for index, leaf in enumerate(leaves):
        if index:
            out.text(" · ", _line(leaf))
        _inline(leaf, out)
    out.flush()
    out.blank()


def _row(tag: Tag, out: _Out) -> None:
    cells = [c for c in tag.children if isinstance(c, Tag) and c.name not in _SKIP]
    if cells and all(cell.name == "th" for cell in cells) and len(cells) > 1:
        return  # a table's header row names its columns: no entry
    for index, cell in enumerate(cells):
        if index and out.has_text and cell.get_text().strip():
            # cells set apart on one line; not before an empty cell, nor at the start of a line
            # (a cell of paragraphs ends its own lines): no "·" left alone on a line
            out.text(" · ", _line(cell))
        if _is_leaf(cell):
            _inline(cell, out)
        else:
            _block(cell, out, 0)
    out.flush()
    out.blank()


def _item(tag: Tag, out: _Out, depth: int) -> None:
    prefix = "  " * depth + "- "
    children = list(tag.children)
    for index, child in enumerate(children):
        if isinstance(child, Tag) and child.name in ("ul", "ol"):
            out.flush(prefix)
            prefix = "  " * depth + "  "  # text after a nested list continues the item
            _block(child, out, depth + 1)
            continue
        if isinstance(child, Tag) and child.name in _BLOCK and child.name not in _HEADINGS:
            out.text(_BREAK if out.has_text else " ", _line(child))
            _inline(child, out)
            continue
        if isinstance(child, Tag) and child.name == "br":
            out.text(_BREAK, _line(child))
            continue
        if isinstance(child, NavigableString) and not isinstance(child, _NOT_TEXT):
            out.text(str(child), _line(child))
        elif isinstance(child, Tag) and child.name not in _SKIP:
            _inline(child, out)
    out.flush(prefix)


_ARROW_ICON_RE = re.compile(r"\b(?:fa|bi|icon|glyphicon)-(?:[a-z-]*-)?(?:arrow|chevron|caret)-right\b")


def _inline(tag: Tag, out: _Out, plain: bool = False) -> None:
    """Inline content as Markdown: ``**bold**``, ``*italic*``, ``[text](url)``; a block inside
    (a ``<p>`` in a cell) is read inline."""
    name = tag.name
    if name in _SKIP:
        return
    if name == "br":
        out.text(_BREAK, _line(tag))
        return
    if name == "img":
        return
    if name == "div" and "line" in (tag.get("class") or []) and out.parts:
        # docutils' line block (Sphinx: "| 11/2016 - 02/2020" / "| Ph.D. in X"): each line its own,
        # as "<br>" would set it
        out.text(_BREAK, _line(tag))
    if name == "i" and not tag.get_text().strip() and _ARROW_ICON_RE.search(" ".join(tag.get("class") or [])):
        # "07/2018 <i class="fa-solid fa-arrow-right"></i> 08/2018": an arrow drawn between two dates
        out.text(" – ", _line(tag))
        return
    marks = {"strong": "**", "b": "**", "em": "*", "i": "*"}
    mark = "" if plain or not tag.get_text().strip() else marks.get(name, "")
    if (
        name in ("span", "small")
        and out.parts
        and (
            (tag.get("class") and out.parts[-1][-1:].islower() and tag.get_text()[:1].isupper())
            or (out.closed and out.parts[-1][-1:].isalnum() and tag.get_text()[:1].isalnum())
        )
    ):
        # "Osaka University<span class="sub">Ishiguro Laboratory</span>", "<span>present</span>
        # <span>2017</span>" with no space between: the page's style sets each apart (a line or a
        # cell of its own), so each is a field of its own
        out.text(" · ", _line(tag))
    href = tag.get("href") if name == "a" and not plain else None
    if href:
        out.text("[", _line(tag))
    elif mark:
        out.text(mark, _line(tag))
    for child in tag.children:
        if isinstance(child, _NOT_TEXT):
            continue
        if isinstance(child, NavigableString):
            out.text(str(child), _line(child))
        elif isinstance(child, Tag):
            if child.name in _BLOCK or child.name in _HEADINGS:
                out.text(_BREAK if out.has_text else " ", _line(child))
            _inline(child, out, plain)
    if href:
        out.text(f"]({str(href).strip().replace(' ', '%20')})", _line(tag))  # a link's spaces would end it
    elif mark:
        out.text(mark, _line(tag))
    out.closed = True
