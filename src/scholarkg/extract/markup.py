"""Markup -> plain lines: front matter, HTML comments, Markdown/HTML inline markup, LaTeX debris.

Every :class:`Line` keeps its 1-based number in the source, so that every fact read from it can
say where it came from. Bold and italic spans and link targets are kept beside the plain text:
they carry structure (a bold title, an italic date, a linked institution).
"""

from __future__ import annotations

import html
import re
import tomllib
from dataclasses import dataclass, field
from typing import Any

from ..errors import DataError
from ..profiles.yamlio import PosDict, PosList, load_yaml_text
from .dates import two_digit_year_spans
from .source import Source

# "Ø" too: the arrow of Word's Wingdings bullets, as a page exported from Word keeps it
_BULLET_RE = re.compile(r"^(?P<indent>\s*)(?P<bullet>[-*+•·▪►Ø]|\d{1,3}[.)]|\(\d{1,3}\)|\[\d{1,3}\])\s+")
# a plain-text CV's section title between rules: "-- EXPERIENCE ------", "=== Education ==="
_RULE_PART = r"(?:-{2,}|={2,}|\*{2,}|~{2,})"
_BANNER_RE = re.compile(rf"^\s*{_RULE_PART}\s+(?P<title>[A-Za-z][\w &/,'-]{{1,40}}?)\s+{_RULE_PART}\s*$")
# "@@ research_experience": a section of a CV written as records of "key: value" lines
# "EMPLOYMENT ------------------": a plain-text CV's section title, a rule after it to the margin
_TITLE_THEN_RULE_RE = re.compile(r"^\s*(?P<title>[A-Za-z][\w &/,'-]{1,40}?)\s+(?:-{8,}|={8,})\s*$")
_RECORD_SECTION_RE = re.compile(r"^@@\s+(?P<name>[a-z][a-z_]{1,40})\s*$")
# "## Title", and "##EMPLOYMENT", "###Sopra Steria Ltd (...)" as pages write them without the space
_ATX_RE = re.compile(r"^\s{0,3}(#{1,6})(?:\s+|(?=[A-Z][^#]*$))(.*?)\s*#*\s*$")
_HTML_HEADING_RE = re.compile(r"^\s*<h([1-6])[^>]*>(.*?)</h\1>\s*$", re.IGNORECASE)
_SETEXT_RE = re.compile(r"^\s{0,3}(=+|-+)\s*$")
# not "___", a Markdown rule; "***" too is one, but not right under a line of text as long as it
_RST_ADORNMENT_RE = re.compile(r"^([~^+#:'\"`<>.*])\1+\s*$")
_COMMENT_RE = re.compile(r"<!--.*?(?:-->|\Z)", re.DOTALL)
_SCRIPT_RE = re.compile(r"<(script|style)\b[^>]*>.*?(?:</\1\s*>|\Z)", re.DOTALL | re.IGNORECASE)
_RULE_RE = re.compile(r"^\s{0,3}([-*_])(?:\s*\1){2,}\s*$")
_ESCAPED_STAR = "\ue000"
_LINK_WORDS = (
    r"pdf|link|code|slides?|video|arxiv|bib(?:tex)?|html|doi|project(?: page)?|website|poster|"
    r"paper|github|data(?:set)?|talk|abstract|preprint|google link|supplementary|demo|blog|url"
)
_LINK_WORD_RE = re.compile(r"\[(?:" + _LINK_WORDS + r")\]", re.IGNORECASE)
_LATEX = {r"\bullet": "•", r"\mu": "μ", r"\cdot": "·", r"\times": "×", r"\sim": "~", r"\{-\}": "-"}


@dataclass
class Line:
    """One source line, cleaned."""

    number: int
    text: str
    indent: int = 0
    bullet: str | None = None
    heading: int | None = None  # level of a Markdown or HTML heading
    bold: list[str] = field(default_factory=list)
    italic: list[str] = field(default_factory=list)
    links: list[tuple[str, str]] = field(default_factory=list)  # (anchor text, URL)
    raw: str = ""

    @property
    def blank(self) -> bool:
        return not self.text.strip()


@dataclass
class FrontMatter:
    """YAML front matter (Jekyll, Hugo): the parsed mapping; lines are numbered as in the file."""

    data: dict[str, Any]
    first_line: int
    last_line: int

    def line_of(self, key: str) -> int:
        lines = getattr(self.data, "key_lines", {})
        return int(lines.get(key, self.first_line))

    def items(self, key: str) -> list[Any]:
        """The list under ``key``; [] when the key is missing or holds something else (al-folio
        writes ``social: true`` where Hugo writes a list of links)."""
        value = self.data.get(key)
        return value if isinstance(value, list) else []


def split_front_matter(source: Source) -> tuple[FrontMatter | None, list[str]]:
    """The front matter (when the document opens with ``---``) and the lines after it.

    Returned lines keep their positions: the front matter lines are blanked, not removed.
    """
    lines = source.lines
    first = next((i for i, line in enumerate(lines) if line.strip()), None)
    if first is None or lines[first].strip() not in ("---", "+++"):
        return None, lines
    fence = lines[first].strip()
    end = next((i for i in range(first + 1, min(len(lines), first + 400)) if lines[i].strip() == fence), None)
    if end is None:
        return None, lines
    body = ["" for _ in range(end + 1)] + lines[end + 1 :]
    if fence == "+++":  # TOML front matter (Hugo): read with the standard library's parser
        toml_data = _toml_front_matter(lines[first + 1 : end], first + 2)
        return (FrontMatter(toml_data, first + 1, end + 1) if toml_data else None), body
    # parse with blank lines in front so that every recorded line is a line of the file
    text = "\n" * (first + 1) + "\n".join(lines[first + 1 : end])
    try:
        data = load_yaml_text(text, source.name)
    except DataError:
        try:
            data = load_yaml_text(_item_keys_aligned(text), source.name)
        except DataError:
            data = _yaml_without_unreadable_lines(text, source.name)
    if not isinstance(data, dict):
        return None, body
    return FrontMatter(data, first + 1, end + 1), body


_ITEM_FIRST_KEY_RE = re.compile(r"^(?P<dash>[ \t]*- +)[\w-]+:(?:[ \t]|$)")
_KEY_LINE_RE = re.compile(r"^(?P<indent> *)[\w-]+:(?:[ \t]|$)")


def _item_keys_aligned(text: str) -> str:
    """YAML whose list items' later keys stand one or two columns off their first key (hand-
    edited front matter: ``  - title: X`` over ``   company: Y``), each moved to that key's column,
    and whose item stands one column off the items before it (``   - title: Z``), moved to theirs.
    A key left of the dash, or right of the first key, is left where it is."""
    out: list[str] = []
    dash_column = key_column = first_dash = first_key = -1
    lines = text.split("\n")
    for number, line in enumerate(lines):
        item = _ITEM_FIRST_KEY_RE.match(line)
        key = _KEY_LINE_RE.match(line)
        if item:
            dash_column = item.group("dash").index("-")
            if first_dash < 0:
                first_dash, first_key = dash_column, len(item.group("dash"))
            elif 0 < abs(dash_column - first_dash) <= 3 and (
                (following := next((_KEY_LINE_RE.match(n) for n in lines[number + 1 :] if n.strip()), None))
                and len(following.group("indent")) == first_key
            ):
                # the item's dash off the column of the items before it, its keys under theirs
                line = " " * first_dash + line.lstrip(" ")
                dash_column = first_dash
            key_column = dash_column + len(item.group("dash").lstrip(" "))
        elif key and dash_column < len(key.group("indent")) < key_column:
            line = " " * key_column + line.lstrip(" ")
        elif key and len(key.group("indent")) < dash_column:
            dash_column = key_column = first_dash = first_key = -1
        out.append(line)
    return "\n".join(out)


_OPEN_STRING_RE = re.compile(r'(=[ \t]*)"((?:[^"\\\n]|\\.)*\n(?:(?:[^"\\]|\\.)*?))"(?=[ \t]*(?:#.*)?$)', re.M)


def _closed_before_tables(lines: list[str]) -> str:
    """The TOML with a triple-quoted string left open (a description whose closing quotes were
    forgotten) closed before the next table header, where the page meant it to end."""
    out: list[str] = []
    open_string = False
    for line in lines:
        if open_string and re.match(r"\s*\[\[?[\w.-]+\]\]?\s*$", line):
            out.append('"""')
            open_string = False
        out.append(line)
        if (open_string or not line.lstrip().startswith("#")) and line.count('"""') % 2:
            open_string = not open_string
    return "\n".join(out + (['"""'] if open_string else []))


def _yaml_without_unreadable_lines(text: str, name: str, tries: int = 10) -> Any:
    """YAML front matter read without the lines YAML cannot read (a description's bullets
    indented less than its block: "   * Development of ..."), each blanked where the parser
    reports it, up to ``tries`` of them; None when that does not make it readable."""
    lines = text.split("\n")
    for _ in range(tries):
        try:
            return load_yaml_text("\n".join(lines), name)
        except DataError as error:
            if error.line is None or not 0 < error.line <= len(lines) or not lines[error.line - 1].strip():
                return None
            lines[error.line - 1] = ""
    return None


def _without_unreadable_lines(lines: list[str], tries: int = 10) -> dict[str, Any] | None:
    """TOML front matter read without the lines TOML cannot read (a stray ``Responsibilities
    include: ""`` among an experience's keys), each blanked where the parser reports it, up to
    ``tries`` of them."""
    lines = list(lines)
    for _ in range(tries):
        try:
            return tomllib.loads("\n".join(lines))
        except tomllib.TOMLDecodeError as error:
            at = re.search(r"\(at line (\d+),", str(error))
            if (
                at is None
                or not 0 < int(at.group(1)) <= len(lines)
                or not lines[int(at.group(1)) - 1].strip()
            ):
                return None
            lines[int(at.group(1)) - 1] = ""
        except ValueError:
            return None
    return None


def _toml_front_matter(lines: list[str], first_number: int) -> PosDict | None:
    """TOML front matter as the YAML reader gives it: mappings and lists that know their lines
    (a table's keys by their ``key =`` lines, an array of tables' items by their ``[[name]]``)."""
    text = "\n".join(lines)
    try:
        data = tomllib.loads(text)
    except (tomllib.TOMLDecodeError, ValueError):
        # Hugo sites often let a "..." string run over several lines, which TOML forbids: read
        # it as the multi-line string it was meant to be (the lines stay where they are)
        try:
            data = tomllib.loads(_OPEN_STRING_RE.sub(r'\1"""\2"""', text))
        except (tomllib.TOMLDecodeError, ValueError):
            try:
                data = tomllib.loads(_closed_before_tables(lines))
            except (tomllib.TOMLDecodeError, ValueError):
                read = _without_unreadable_lines(lines)
                if read is None:
                    return None
                data = read
    where: dict[tuple[object, ...], int] = {}
    path: tuple[object, ...] = ()
    counts: dict[tuple[object, ...], int] = {}
    for number, raw in enumerate(lines, start=first_number):
        text = raw.strip()
        header = re.match(r"^\[(\[)?\s*([\w.-]+)\s*\]\]?", text)
        if header:
            name = tuple(header.group(2).split("."))
            where.setdefault(name, number)
            if header.group(1):  # [[name]]: the next item of an array of tables
                counts[name] = counts.get(name, -1) + 1
                path = (*name, counts[name])
            else:
                path = name
            where.setdefault(path, number)
            continue
        key = re.match(r'^["\']?([\w-]+)["\']?\s*=', text)
        if key:
            where.setdefault((*path, key.group(1)), number)
    value = _positioned(data, (), where, first_number)
    return value if isinstance(value, PosDict) else None


def _positioned(value: Any, path: tuple[object, ...], where: dict[tuple[object, ...], int], line: int) -> Any:
    if isinstance(value, dict):
        mapping = PosDict()
        mapping.line, mapping.key_lines = where.get(path, line), {}
        for key, item in value.items():
            mapping.key_lines[key] = where.get((*path, key), mapping.line)
            mapping[key] = _positioned(item, (*path, key), where, mapping.key_lines[key])
        return mapping
    if isinstance(value, list):
        sequence = PosList()
        sequence.line, sequence.item_lines = where.get(path, line), []
        for index, item in enumerate(value):
            sequence.item_lines.append(where.get((*path, index), sequence.line))
            sequence.append(_positioned(item, (*path, index), where, sequence.item_lines[-1]))
        return sequence
    return value


def remove_comments(lines: list[str]) -> list[str]:
    """Blank out HTML comments, scripts, styles and template tags (not content), keeping every line
    where it was."""
    if not lines:
        return []  # no line ("".split() would make one, and a rendered page number none for it)
    text = "\n".join(lines)
    text = _COMMENT_RE.sub(lambda m: "\n" * m.group(0).count("\n"), text)
    text = _SCRIPT_RE.sub(lambda m: "\n" * m.group(0).count("\n"), text)
    # a tag broken over lines ('<a\nhref="...">'): whole on the line where it ends, the line
    # breaks before it, so that every other line keeps its number
    text = re.sub(
        r"<[a-zA-Z][\w-]*(?:\s[^<>]*)?>",
        lambda m: (
            "\n" * m.group(0).count("\n") + " ".join(m.group(0).split()) if "\n" in m.group(0) else m.group(0)
        ),
        text,
    )
    # Liquid and Hugo template tags ("{% include cv.html %}", "{{< figure >}}") are the site's code
    text = re.sub(r"\{%.*?%\}|\{\{.*?\}\}", "", text)
    # an HTML list item is a list item
    text = re.sub(r"(?im)^(\s*)<li[^>]*>", r"\1- ", text)
    return text.split("\n")


def clean_inline(
    text: str, targets: dict[str, str] | None = None
) -> tuple[str, list[str], list[str], list[tuple[str, str]]]:
    """Plain text of one line of Markdown/HTML/reStructuredText, with its bold spans, italic spans
    and links (``targets``: the document's reStructuredText link targets, by :func:`_target_key`)."""
    links: list[tuple[str, str]] = []
    text = text.replace("\\*", _ESCAPED_STAR)
    # reStructuredText's escaped space ("`Senseye <url>`__\ *- 2017*"): inline markup joined to
    # what follows, no text of its own
    text = re.sub(r"(?<!\\)\\ ", " ", text)
    text = re.sub(r"\$\\\$\s*", " · ", text)  # "$\$" is how PDF-to-Markdown writes a separator
    text = re.sub(r"\$([^$\n]{1,40})\$", lambda m: _latex(m.group(1)), text)
    text = re.sub(r"<br\s*/?>", " ", text, flags=re.IGNORECASE)
    # kramdown's attribute list after a span ("[LUT University](url){: .btn--research}"): its look
    text = re.sub(r"\{:\s*[^{}\n]*\}", "", text)
    text = re.sub(r"<su[pb]>(.*?)</su[pb]>", r"\1", text, flags=re.IGNORECASE)
    text = re.sub(r"</?(?:b|strong)>", "**", text, flags=re.IGNORECASE)
    text = re.sub(r"</?(?:i|em)>", "*", text, flags=re.IGNORECASE)

    def anchor(match: re.Match[str]) -> str:
        links.append((_strip_tags(match.group(2)).strip(), match.group(1)))
        return match.group(2)

    text = re.sub(r"<a\s[^>]*?href=[\"']([^\"']+)[\"'][^>]*>(.*?)</a>", anchor, text, flags=re.IGNORECASE)

    def rst_link(match: re.Match[str]) -> str:
        anchor_text = match.group(1).strip()
        url = match.group(2) if match.re.groups > 1 and match.group(2) else ""
        url = url or (targets or {}).get(_target_key(anchor_text), "")
        links.append((anchor_text, url))
        return anchor_text

    # reStructuredText: `Text <url>`_, `Name`_ (a target defined elsewhere), :role:`text`, ``literal``;
    # before autolinks, which would take the "<url>" out of "`Text <url>`_"
    text = re.sub(r"`([^`<>]+?)\s*(?:<([^<>`\s]+)>)?`__?(?![\w])", rst_link, text)

    def autolink(match: re.Match[str]) -> str:
        links.append(("", match.group(1)))
        return match.group(1)

    text = re.sub(r"<((?:https?://|mailto:)[^>\s]+)>", autolink, text)
    text = re.sub(r"!\[[^\]]*\]\([^)]*\)", "", text)
    if targets:  # a reStructuredText document: "Funcom_ AS", a reference by a simple name
        text = _RST_SIMPLE_REFERENCE_RE.sub(rst_link, text)
    text = re.sub(r":[a-z][\w-]*:`([^`]+)`", r"\1", text)
    text = re.sub(r"``([^`]+)``", r"\1", text)
    text = re.sub(r"(?<![`\w])`([^`]+)`(?![`_\w])", r"\1", text)  # a code span: "`2018.9 -`"

    def md_link(match: re.Match[str]) -> str:
        anchor_text, url = match.group(1), match.group(2).strip().split(" ")[0]
        links.append((anchor_text.strip("*_ "), url))
        return anchor_text

    text = re.sub(r"\[([^\[\]]*)\]\(([^()\s]*(?:\([^()\s]*\)[^()\s]*)*(?:\s+\"[^\"]*\")?)\)", md_link, text)
    text = _strip_tags(text)
    text = _LINK_WORD_RE.sub("", text)
    text = re.sub(r"\\([\[\]()#_`!.{}+&-])", r"\1", text)
    text = html.unescape(text).replace("\u00a0", " ")  # "&mdash;", "&nbsp;", "&#8211;"
    text = text.replace("｜", " | ")  # the full-width bar of Chinese pages ("深圳大学｜硕士")
    # "大学&emsp;&emsp;&emsp;统计系": a run of em spaces sets two columns apart, as a wide gap does
    if "\u2003" in text or "\u2002" in text:
        text = re.sub(r"\s*[\u2002\u2003]{2,}\s*", " | ", text)
    bold: list[str] = []

    def strong(match: re.Match[str]) -> str:
        inner = match.group(2)
        bold.append(_plain(inner))
        return inner

    text = re.sub(r"(\*\*|__)(?=\S)(.+?)(?<=\S)\1", strong, text)
    italic: list[str] = []

    def emphasis(match: re.Match[str]) -> str:
        inner = match.group(2)
        italic.append(_plain(inner))
        return inner

    text = re.sub(r"(?<![\w*\\])(\*)(?=[^\s*])(.+?)(?<=[^\s*])\*(?![\w*])", emphasis, text)
    text = re.sub(r"(?<![\w])(_)(?=[^\s_])(.+?)(?<=[^\s_])_(?![\w])", emphasis, text)
    text = text.replace("**", "")
    text = _plain(text)
    return text, bold, italic, links


_RST_TARGET_RE = re.compile(r"^\s*\.\.\s+__?(?:`([^`]+)`|([^:`]+)):\s*(\S*)\s*$")
_RST_EXPLICIT_RE = re.compile(r"^\s*\.\.(?:\s|$)")
# a comment (".. 2007 – 2009" over an indented body left out of the page): no target, substitution,
# footnote or directive
_RST_COMMENT_RE = re.compile(r"^(?P<indent>\s*)\.\.\s+(?![_|\[]|[\w-]+::)\S")
# a titled block (".. topic:: Fast Graph Joins" over its indented body): the title is kept
_RST_TOPIC_RE = re.compile(r"^\s*\.\.\s+(?:topic|admonition)::\s+(?P<title>\S.*)$")


def _target_key(name: str) -> str:
    return " ".join(name.lower().split())


_RST_SIMPLE_REFERENCE_RE = re.compile(
    r"(?<![\w`/])([A-Za-z0-9](?:[\w.+-]*[A-Za-z0-9])?)__?(?=[\s,;:)]|\.(?:\s|$)|$)"
)


_RST_SUBSTITUTION_RE = re.compile(
    r"^\s*\.\.\s+\|(?P<name>[^|\s](?:[^|]*[^|\s])?)\|\s+replace::\s+(?P<text>\S.*?)\s*$"
)


def rst_substitutions(lines: list[str]) -> dict[str, str]:
    """The text substitutions of a reStructuredText document (``.. |RICE| replace:: Rice University``)."""
    return {m.group("name"): m.group("text") for m in map(_RST_SUBSTITUTION_RE.match, lines) if m}


def _substitute(line: str, substitutions: dict[str, str]) -> str:
    """``|RICE|_, Houston`` -> ``Rice University, Houston``: a reference, with or without a link,
    becomes its text; names without a definition stay as they are (a table's bars)."""
    if not substitutions or "|" not in line:
        return line
    return re.sub(
        r"\|([^|\s](?:[^|]*[^|\s])?)\|(?:__?)?(?![\w|])",
        lambda m: substitutions.get(m.group(1), m.group(0)),
        line,
    )


def rst_targets(lines: list[str]) -> dict[str, str]:
    """The named link targets of a reStructuredText document (``.. _`Name`: URL``)."""
    out = {}
    for line in lines:
        match = _RST_TARGET_RE.match(line)
        if match:
            out[_target_key(match.group(1) or match.group(2))] = match.group(3)
    return out


def _plain(text: str) -> str:
    text = text.replace(_ESCAPED_STAR, "*").replace("\u00a0", " ").replace("\u200b", "")
    return " ".join(text.split())


def _strip_tags(text: str) -> str:
    return re.sub(r"</?[a-zA-Z][a-zA-Z0-9]*(?:\s[^<>]*)?/?>", "", text)


def _latex(inner: str) -> str:
    for command, replacement in _LATEX.items():
        inner = inner.replace(command, replacement)
    inner = re.sub(r"\\[a-zA-Z]+", "", inner)
    return inner.replace("{", "").replace("}", "")


_DATED_FIELD_RE = re.compile(
    r"^(?P<indent>\s*):(?P<dates>(?:19|20)\d\d(?:\s*[-–]\s*(?:(?:19|20)\d\d|now|present))?):(?=\s)"
)


_FENCE_RE = re.compile(r"^\s{0,3}(?:```|~~~)[\w-]*\s*$")


_ITEM_HEADING_RE = re.compile(r"#{1,6}\s")  # a heading inside a list item needs its space
_TODO_RE = re.compile(r"\s*(?:[-*+]\s+)?[*_]*(?:TODO|FIXME)\b[*_]*\s*:")


def parse_lines(body: list[str], numbers: list[int] | None = None) -> list[Line]:
    """Clean every line; mark headings (ATX, setext, HTML) and list bullets. Line ``i`` of the
    body is line ``i + 1`` of the document, or ``numbers[i]`` when the body was rendered from it
    (an HTML page)."""
    body = _rst_links_joined(_emphasis_closed_per_line(grid_table_rows(remove_comments(body))))
    body = two_digit_year_spans(body)
    body = _reference_links_inline(body)
    targets, substitutions = rst_targets(body), rst_substitutions(body)
    column_names = _table_headers(body)
    out: list[Line] = []
    comment: int | None = None  # the indentation of the reStructuredText comment we are in
    for index, raw in enumerate(body):
        number = numbers[index] if numbers is not None else index + 1
        heading = None
        content = _substitute(raw.rstrip(), substitutions)
        if comment is not None and (not content.strip() or len(content) - len(content.lstrip()) > comment):
            content = ""  # the comment's indented body
        else:
            opened = _RST_COMMENT_RE.match(content)
            comment = len(opened.group("indent")) if opened else None
        match = _ATX_RE.match(content)
        html = _HTML_HEADING_RE.match(content)
        bullet = None
        if re.match(r"\|\s", content) and not content.rstrip().endswith("|"):
            content = content[2:]  # a reStructuredText line block ("| **Name**: ..."), not a table
        # ":2014-2015: Aprill Group, leading webdev": a reStructuredText field named by its years is
        # a dated entry, as "2014-2015: ..." is
        content = _DATED_FIELD_RE.sub(r"\g<indent>\g<dates>:", content)
        indent = len(content) - len(content.lstrip(" \t"))
        if index in column_names:
            content = ""  # a table's header and delimiter rows: its rows are the entries
        if _RULE_RE.match(content) and not (index and body[index - 1].strip()):
            content = ""  # a thematic break; a setext underline is recognised below
        if _FENCE_RE.match(content):
            content = ""  # a code fence (markdown-cv sets an entry's place in one): its text stays
        if _TODO_RE.match(content):
            content = ""  # "- **TODO:** Add undergraduate education": the owner's note to self
        if content.strip() == ".":
            content = ""  # a full stop alone on its line: a plain-text CV's break between entries
        topic = _RST_TOPIC_RE.match(content)
        if topic:
            content = topic.group("title")
        elif _RST_EXPLICIT_RE.match(content):
            content = ""  # reStructuredText explicit markup: a link target, directive or comment
        banner = _BANNER_RE.match(content) or _TITLE_THEN_RULE_RE.match(content)
        if match:
            heading, content = len(match.group(1)), match.group(2)
        elif html:
            heading, content = int(html.group(1)), html.group(2)
        elif banner:
            heading, content = 2, banner.group("title")
        elif record := _RECORD_SECTION_RE.match(content):
            heading, content = 2, record.group("name").replace("_", " ")
        else:
            bullet_match = _BULLET_RE.match(content)
            item = content[bullet_match.end() :] if bullet_match else ""
            item_heading = _ATX_RE.match(item) if _ITEM_HEADING_RE.match(item) else None
            if bullet_match and item_heading:
                # "- ##### Jan 2023 – Present": a list item that is a heading (each entry of a
                # markdown CV an item whose dates, employer and title are headings)
                heading, content = len(item_heading.group(1)), item_heading.group(2)
            elif bullet_match and not _is_emphasis_start(content, bullet_match):
                bullet = bullet_match.group("bullet")
                content = content[bullet_match.end() :]
                if re.fullmatch(r"_(?=\w)[^_]*?\S", content):
                    content += "_"  # "- _Developer": an emphasis left open, which ends with the item
        # a gap of three spaces or a tab between words separates columns (plain-text CVs); the
        # indentation that starts a line is no gap
        content = _COLUMN_GAP_RE.sub(" | ", content)
        # "**Title**<br>Authors<br>*Venue*": each piece a line of its own, with the same number
        pieces = _BREAK_RE.split(content) if heading is None else [content]
        for index, piece in enumerate(pieces):
            text, bold, italic, links = clean_inline(piece, targets)
            if heading is not None:
                text = _heading_text(text)
            elif bullet and index == 0:
                # PDF converters write a second bullet glyph ("- * Worked on", "- • Lab") and
                # numbered lists inside lists ("- 3. ICML 2022")
                text = re.sub(r"^(?:[•·▪►*-]\s+|\d{1,3}[.)]\s+)+", "", text)
            if index and not text:
                continue
            where = indent if not index else indent + 2  # inside the item or paragraph it breaks
            out.append(
                Line(number, text, where, bullet if not index else None, heading, bold, italic, links, raw)
            )
    _mark_setext(out)
    _numbered_titles(out)
    for line in out:
        if _COPYRIGHT_RE.match(line.text) and not re.search(r"\b(?:updated|modified)\b", line.text, re.I):
            # a page's footer, no content (but "Last updated on Mar 16, 2022" dates the page)
            line.text, line.bullet, line.heading = "", None, None
    _join_topics(out)
    return out


# "© 2020 Aymeric Mainvis | Powered by Jekyll", "Copyright (c) 2019 X": the page's footer
_COPYRIGHT_RE = re.compile(r"\s*(?:©|\(c\)\s|copyright\s+(?:©|\(c\)|(?:19|20)\d\d))", re.I)
_NUMBERED_TITLE_RE = re.compile(r"(?P<number>\d{1,2}\.(?:\d{1,2}\.)?)\s+(?=\S)")


def _numbered_titles(lines: list[Line]) -> None:
    """ "3. Education", "3.1. University of Helsinki": a numbered line of a few words at the
    margin, alone between blank lines, titles a section (a plain-text CV made from DocBook); not
    an item of a list, whose items follow one another."""
    for index, line in enumerate(lines):
        numbered = _NUMBERED_TITLE_RE.match(line.raw.strip())
        if (
            numbered is None
            or line.indent > 0
            or line.raw[:1].isspace()
            or not 1 <= len(line.text.split()) <= 6
            or re.search(r"[.;:,!?]$", line.text.strip())
            or (index and not lines[index - 1].blank)
            or (index + 1 < len(lines) and not lines[index + 1].blank)
        ):
            continue
        line.bullet = None
        line.heading = 3 if numbered.group("number").count(".") > 1 else 2
        number = _NUMBERED_TITLE_RE.match(line.text)  # gone already where read as an item's
        line.text = _heading_text(line.text[number.end() :] if number else line.text)


# an emphasis opened on a line and left open ("... and *Principal"), closed on the next ("Scientist*
# at ..."): Markdown emphasises across the line break, and lines are cleaned one at a time
_OPEN_AT_END_RE = re.compile(r"(?<![\w*\\])(\*{1,2})(?=[^\s*])[^*]*$")
_CLOSE_AT_START_RE = re.compile(r"^(\s*)([^*\s][^*]*?[^\s*\\]|[^*\s])(\*{1,2})(?![\w*])")


def _emphasis_closed_per_line(body: list[str]) -> list[str]:
    """Emphasis that runs over a line break, closed at the end of its first line and opened again
    at the start of the next, so that each line is whole in itself (the line numbers kept)."""
    out = list(body)
    for index in range(len(out) - 1):
        opened = _OPEN_AT_END_RE.search(out[index])
        closed = _CLOSE_AT_START_RE.match(out[index + 1]) if opened else None
        if opened and closed and closed.group(3) == opened.group(1):
            marker = opened.group(1)
            out[index] = out[index].rstrip() + marker
            out[index + 1] = closed.group(1) + marker + out[index + 1][len(closed.group(1)) :]
    return out


_REFERENCE_DEFINITION_RE = re.compile(
    r"^ {0,3}\[(?P<label>[^\]]+)\]:\s*<?(?P<url>[^\s>]+)>?(?:\s+[\"'(].*)?\s*$"
)
_REFERENCE_LINK_RE = re.compile(r"\[(?P<text>[^\[\]]+)\]\[(?P<label>[^\[\]]*)\]")


def _reference_links_inline(body: list[str]) -> list[str]:
    """Markdown's reference links: "[Digital Humanities Lab][dhlab]" with "[dhlab]: https://..."
    on a line of its own is the link "[Digital Humanities Lab](https://...)"; the definitions are
    no text of the page (blank lines, the numbers of the others kept)."""
    definitions = {
        index: defined for index, line in enumerate(body) if (defined := _REFERENCE_DEFINITION_RE.match(line))
    }
    if not definitions:
        return body
    urls = {defined.group("label").strip().lower(): defined.group("url") for defined in definitions.values()}

    def inline(match: re.Match[str]) -> str:
        url = urls.get((match.group("label") or match.group("text")).strip().lower())
        return f"[{match.group('text')}]({url})" if url else match.group(0)

    return [
        "" if index in definitions else _REFERENCE_LINK_RE.sub(inline, line)
        for index, line in enumerate(body)
    ]


_LINK_OPEN_AT_END_RE = re.compile(r"(?<![`\w])`[^`<>]+$")
_LINK_TARGET_AT_START_RE = re.compile(r"^(\s*)([^`<>]{0,60}?<[^<>`\s]+>`__?)(?![\w])")


def _rst_links_joined(body: list[str]) -> list[str]:
    """A reStructuredText link whose target is on the next line ("`Acme Foundation" / "<url>`_",
    "`Academic" / "Benchmarks <url>`__"): the rest of the link moved up to close it, so that each
    line is whole in itself (the line numbers kept)."""
    out = list(body)
    for index in range(len(out) - 1):
        closed = _LINK_TARGET_AT_START_RE.match(out[index + 1])
        if closed and _LINK_OPEN_AT_END_RE.search(out[index]):
            out[index] = f"{out[index].rstrip()} {closed.group(2)}"
            out[index + 1] = closed.group(1) + out[index + 1][closed.end() :].lstrip()
    return out


_GRID_BORDER_RE = re.compile(r"^\s*\+(?:[-=]+\+)+\s*$")


def grid_table_rows(body: list[str]) -> list[str]:
    """A reStructuredText grid table, one line per row: its cells' paragraphs as fields
    (``2011 - Present | Postdoctoral Research Associate | CNRS``) on the row's first line, the
    table's other lines blank, so that every line keeps its number."""
    out = list(body)
    index = 0
    while index < len(body):
        if not _GRID_BORDER_RE.match(body[index]):
            index += 1
            continue
        cuts: list[int] = []
        cells: list[list[str]] = []  # per column, its paragraphs ("" closes one)
        first: int | None = None
        while index < len(body) and (
            _GRID_BORDER_RE.match(body[index]) or body[index].lstrip().startswith("|")
        ):
            line = body[index]
            out[index] = ""
            if _GRID_BORDER_RE.match(line):
                if first is not None:
                    out[first] = _grid_row_text(cells)
                cuts, cells, first = [i for i, c in enumerate(line) if c == "+"], [], None
            else:
                if first is None:
                    first, cells = index, [[] for _ in cuts[1:]]
                # a cell spans the columns between the bars its row draws: "| Professional
                # Experience |" across the table is one cell, though the border above has a "+"
                bars = [cut for cut in cuts if cut < len(line) and line[cut] == "|"] or cuts
                for a, b in zip(bars, bars[1:]):
                    column = cuts.index(a)
                    cell = line[a + 1 : b].strip()
                    if cell and cells[column] and cells[column][-1]:
                        cells[column][-1] += " " + cell
                    else:
                        cells[column].append(cell)
            index += 1
        if first is not None:
            out[first] = _grid_row_text(cells)
    return out


def _grid_row_text(cells: list[list[str]]) -> str:
    return " | ".join(paragraph for paragraphs in cells for paragraph in paragraphs if paragraph)


def _join_topics(lines: list[Line]) -> None:
    """Put each topic's title line right over its body (past the blank lines between), so that
    the two are one entry; the title keeps its own line number."""
    for index in range(len(lines) - 1, -1, -1):
        if not _RST_TOPIC_RE.match(lines[index].raw):
            continue
        body = next((j for j in range(index + 1, len(lines)) if not lines[j].blank), None)
        if body is not None and body > index + 1 and lines[body].indent > lines[index].indent:
            lines.insert(body - 1, lines.pop(index))


_BREAK_RE = re.compile(r"\s*<br\s*/?>\s*", re.IGNORECASE)
# three spaces, or a run of blanks with a tab in it ("University \t      Accredited by ...")
# (not beside a colon: "Email:     x@y" and "Role     : X" are one field each)
_COLUMN_GAP_RE = re.compile(r"(?<=[^\s:])(?: {3,}|[ ]*\t[ \t]*)(?=[^\s:])")
_TABLE_DELIMITER_RE = re.compile(r"^\s*\|?\s*:?-{3,}:?\s*(?:\|\s*:?-{3,}:?\s*)+\|?\s*$")


def _table_headers(body: list[str]) -> set[int]:
    """The indexes of a Markdown table's header and delimiter rows (``| Year | Position |`` over
    ``|---|---|``): column names, not an entry."""
    out = set()
    for index, line in enumerate(body):
        if index and _TABLE_DELIMITER_RE.match(line) and "|" in body[index - 1]:
            out |= {index - 1, index}
        elif _column_names(line):
            out.add(index)
    return out


# the names of a table's columns of degrees, as a plain-text résumé writes them over its rows
_COLUMN_NAME_RE = re.compile(
    r"(?:course|degree|qualifications?|examination|exam|institution|institute|college|school|"
    r"board|university|board\s*/\s*university|university\s*/\s*board|year(?:\s+of\s+(?:passing|completion))?|"
    r"percentage|marks|cgpa|gpa|grade|score|stream|specialization|specialisation|branch)",
    re.IGNORECASE,
)


_COLUMN_HINT_RE = re.compile(r"(?i)institut|universit|college|school|board")


def _column_names(line: str) -> bool:
    """ "Course	Institution	Board/University	Year of Passing	Percentage": a row of column
    names, cells apart by tabs or wide gaps, each the name of one."""
    if not ("\t" in line or "   " in line or "|" in line) or not _COLUMN_HINT_RE.search(line):
        return False  # most lines: no columns, or no column that names an institution
    cells = [cell.strip() for cell in re.split(r"\t+|\s{3,}|\s*\|\s*", line.strip()) if cell.strip()]
    return len(cells) >= 3 and all(_COLUMN_NAME_RE.fullmatch(cell) for cell in cells)


def _is_emphasis_start(content: str, match: re.Match[str]) -> bool:
    return match.group("bullet") == "*" and content.lstrip().startswith("**")


# a dash closing a heading is decoration ("Research —"), unless a date is right before it
# ("Northfield University `2018.9 -`": an open end)
_TRAILING_DASH_RE = re.compile(r"(?<![\d.\s])[\s:：]*[-–—]+[\s:：]*$")


def _heading_text(text: str) -> str:
    # "🏫 Education", "• Chair", "1. Introduction:" -> the words
    text = re.sub(r"^[^\w(\[]+", "", text)
    return _TRAILING_DASH_RE.sub("", text.rstrip(" :：")).rstrip(" :：")


def _mark_setext(lines: list[Line]) -> None:
    underlined: list[tuple[Line, str]] = []  # each title, and the character that underlines it
    for i in range(len(lines)):
        line = lines[i]
        if not (_SETEXT_RE.match(line.raw) or _RULE_RE.match(line.raw)):
            continue
        line.text, line.bullet = "", None
        previous = lines[i - 1] if i else None
        if previous is None or previous.blank or previous.heading or previous.bullet:
            continue
        if not _SETEXT_RE.match(line.raw) or len(line.raw.strip()) < 2:
            continue
        previous.heading = 1 if line.raw.strip().startswith("=") else 2
        previous.text = _heading_text(previous.text)
        above = lines[i - 2] if i >= 2 else None
        if (
            above is not None
            and not above.blank
            and above.heading is None
            and above.bullet is None
            and (i < 3 or lines[i - 3].blank)
            and re.fullmatch(r"[A-Z][a-z]+", above.text.strip())
        ):
            # "Professional" / "Activities" / "=====": a title broken over two lines, one word above
            previous.text = f"{above.text.strip()} {previous.text}"
            above.text = ""
        char = line.raw.strip()[0]
        # reStructuredText: "=====" / "Experience" / "=====", a title over- and underlined, is of
        # another level than one underlined with the same character alone
        overlined = above is not None and above.raw.strip()[:1] == char and _SETEXT_RE.match(above.raw)
        underlined.append((previous, f"over {char}" if overlined else char))
    for i in range(1, len(lines)):
        line, previous = lines[i], lines[i - 1]
        adornment = line.raw.strip()
        if (
            _RST_ADORNMENT_RE.match(line.raw)
            and len(adornment) >= max(3, len(previous.raw.strip()))
            and not previous.blank
            and previous.heading is None
            and previous.bullet is None
        ):
            # a reStructuredText section title underlined with another character ("~~~", "+++")
            line.text = ""
            previous.heading = 3
            previous.text = _heading_text(previous.text)
            underlined.append((previous, adornment[0]))
    chars = [char for _, char in underlined]
    if any(char not in "=-" for char in chars) or (chars[:1] == ["-"] and "=" in chars):
        # reStructuredText: a title's level is the order in which its underline first appears
        # ("####" over "----" over "===="), not the character; and "----" sections with "===="
        # titles under them (Markdown's "====" titles come first, over its "----" sections)
        order = list(dict.fromkeys(chars))
        for heading, char in underlined:
            heading.heading = min(order.index(char) + 1, 6)
