"""A LaTeX CV -> Markdown-like lines, each with the number of the source line it comes from.

Most LaTeX CVs are written with macros the document defines itself (``\\resumeSubheading{Org}
{City}{Title}{Dates}``, ``\\cventry``) or that its CV class defines (moderncv, Awesome-CV,
AltaCV): the facts are the macros' arguments and the layout is in their definitions. So the
document's own ``\\newcommand`` definitions, and the known classes' macros where the document
does not define them, are expanded first (a class's header, from the preamble's ``\\name`` and
``\\email``, where ``\\makecvtitle`` prints it), and the result is written out as the lines the
other readers know: ``\\section{X}`` as a ``##`` heading, ``\\item`` as a ``-`` list item,
``\\textbf``/``\\textit`` as ``**bold**``/``*italic*``, ``\\href{url}{text}`` as a link, ``\\\\`` as a
line break, ``&`` and ``\\hfill`` as a ``·`` separator. Layout commands (sizes, spacing, fonts,
environments) are dropped.

Line numbers survive the rewriting as markers put at the start of every source line: a line of
the output is numbered by the first marker in it (or the last one before it).
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter
from collections.abc import Callable

from .dates import OPEN_END, only_dates, parse_date
from .layout import HEADING_WORDS, classify_heading

_MARK = "\x01"  # \x01<number>\x02 starts each source line
_PARAGRAPH = "\x05"
_MARK_RE = re.compile(r"\x01(\d+)\x02")
_DEFINITION_RE = re.compile(
    r"\\(?:re)?newcommand\*?\s*\{?\\([A-Za-z]+)\}?\s*(?:\[(\d)\])?\s*(?:\[([^\]]*)\])?\s*"
)
# the commands whose structure the readers take as it is, whatever a document redefines them to
_STRUCTURE = frozenset({"section", "subsection", "subsubsection", "paragraph", "item"})
_SECTION_RE = re.compile(r"\\(section|subsection|subsubsection|paragraph)\*?\s*(?=\{)")
_INLINE = {
    "textbf": "**{}**",
    "bfseries": "{}",
    "textit": "*{}*",
    "emph": "*{}*",
    "textsl": "*{}*",
    "textsc": "{}",
    "texttt": "{}",
    "textrm": "{}",
    "textsf": "{}",
    "textup": "{}",
    "textmd": "{}",
    "underline": "{}",
    "uline": "{}",
    "mbox": "{}",
    "text": "{}",
    "textnormal": "{}",
    "small": "{}",
    "footnotesize": "{}",
    "scriptsize": "{}",
    "tiny": "{}",
    "normalsize": "{}",
    "large": "{}",
    "Large": "{}",
    "LARGE": "{}",
    "huge": "{}",
    "Huge": "{}",
    "name": "{}",
}
# layout commands dropped with their arguments; those with a count take that many, the rest
# every group that follows ("\\hspace{.5em} {Teaching Assistant}": one length, then the text)
_DROP_WITH_ARGUMENT = (
    "vskip", "hskip", "setlength", "addtolength", "titlespacing",
    "pagestyle", "thispagestyle", "fontsize", "usepackage", "documentclass", "geometry",
    "includegraphics", "label", "phantom", "vphantom", "hphantom", "rule", "definecolor", "setcounter",
    "raisebox",
    "fontfamily", "selectfont", "titleformat", "renewcommand", "newcommand", "fancyhead", "fancyfoot",
    "lhead", "chead", "rhead", "lfoot", "cfoot", "rfoot", "rowcolor", "cellcolor", "columncolor",
    "arrayrulecolor", "setcolumnwidth", "linespread",
)  # fmt: skip
_DROP_ONE_ARGUMENT = (
    "vspace",
    "hspace",
    "addvspace",
    "color",
)  # "\\color{Black}{2017-2021}": the colour only
_ACCENTS = {
    "'": "\u0301",
    "`": "\u0300",
    '"': "\u0308",
    "^": "\u0302",
    "~": "\u0303",
    "c": "\u0327",
    "v": "\u030c",
}


def is_latex_document(text: str) -> bool:
    """Whether the document is LaTeX source: it declares a class or begins a document body, or
    it is a part written to be ``\\input`` into one (no preamble): sections and environments
    opened and closed on lines of their own, at least twice each."""
    if re.search(r"^\s*\\(?:documentclass|begin\{document\})", text, re.MULTILINE):
        return True
    sections = re.findall(r"^\s*\\(?:sub)*section\*?\s*\{", text, re.MULTILINE)
    environments = re.findall(r"^\s*\\end\{[A-Za-z*]+\}", text, re.MULTILINE)
    if len(environments) >= 2 and len(sections) >= 2:
        return True
    # a CV class's own environments, one per section, of "\item[2014 -- 2016] ..." entries
    named = {
        name
        for name in re.findall(r"^\s*\\begin\{([A-Za-z]+)\}", text, re.MULTILINE)
        if classify_heading(name)
    }
    items = re.findall(r"^\s*\\item\b", text, re.MULTILINE)
    return len(named) >= 2 and len(environments) >= 2 and len(items) >= 2


def latex_lines(text: str) -> list[tuple[int, str]]:
    """The document body as (source line, Markdown-like text) pairs."""
    source = text.split("\n")
    lines = [_MARK + f"{n}\x02" + _uncomment(line) for n, line in enumerate(source, start=1)]
    # a line that is only a comment is no blank line: it ends no paragraph
    commented = {f"{n}" for n, line in enumerate(source, start=1) if line.lstrip().startswith("%")}
    marked = "\n".join(lines)
    cv_class = _cv_class(text)
    class_macros = _CV_CLASS_MACROS[cv_class] if cv_class is not None else {}
    macros = {**class_macros, **_definitions(marked)}  # the document's own win
    environments = _environment_definitions(marked)
    begin = marked.find("\\begin{document}")
    body = marked[begin + len("\\begin{document}") :] if begin >= 0 else marked
    if cv_class is not None and begin >= 0:
        body = _with_header(marked[:begin], body, cv_class)
    end = body.find("\\end{document}")
    body = body[:end] if end >= 0 else body

    # as LaTeX reads it: a line end is a space, a blank line ends a paragraph
    def joined(line: str) -> str:
        if _MARK_RE.sub("", line).strip():
            return " " + line
        # a comment's line is not there at all, not even its number
        return "" if set(_MARK_RE.findall(line)) & commented else _PARAGRAPH + line

    body = "".join(joined(line) for line in body.split("\n"))
    body = _expand(_with_environments(_without_definitions(body), environments), macros)
    body = _undefined_sections(body, macros)
    body = _date_cells_on_one_line(body)
    body = _entry_commands_apart(body)
    body = _convert(body).replace(_PARAGRAPH, "\n\n")
    out: list[tuple[int, str]] = []
    current = 1
    for line in body.split("\n"):
        # the line's number is that of the source line its first word is on
        before = _MARK_RE.findall(re.match(rf"(?:\s|{_MARK_RE.pattern})*", line).group(0))  # type: ignore[union-attr]
        number = int(before[-1]) if before else current
        marks = _MARK_RE.findall(line)
        if marks:
            current = int(marks[-1])
        clean = " ".join(_MARK_RE.sub(" ", line).split())
        clean = re.sub(r"(?:\s*·\s*){2,}", " · ", clean)
        clean = re.sub(r"\[\s+", "[", re.sub(r"\s+\]", "]", clean))
        clean = re.sub(r"\s*\(\s*\)", "", clean)  # a class macro's empty argument
        # "\textbf{#1 \vphantom{p}}": the space a dropped command left inside bold is no part of it
        clean = re.sub(r"\*\*(\S[^*]*?)\s+\*\*", r"**\1**", clean)
        clean = re.sub(r"(?<!\S)\*\*(?:\*\*)?(?!\S)", "", clean).strip()  # "\textbf{}": bold of nothing
        clean = re.sub(r"^(?:·\s*)+|(?:\s*·)+$", "", clean).strip()
        if out and out[-1][1] == "-" and clean:
            out[-1] = (out[-1][0], "- " + clean)  # "\\item" then a table: the item's text
        elif clean or (out and out[-1][1]):
            out.append((number, clean))
    return _label_column_apart(out)


def _label_column_apart(lines: list[tuple[int, str]]) -> list[tuple[int, str]]:
    """A section's title set in a column of its own beside its first entries, a word to a line,
    as CV classes set it (``Current · Associate Research Scholar · 2026 –`` over ``Position ·
    Princeton Gravity Initiative``): the title a heading of its own, the entries without it."""
    out: list[tuple[int, str]] = []
    index = 0
    while index < len(lines):
        number, text = lines[index]
        labels: list[str] = []
        if index == 0 or not lines[index - 1][1]:  # at a paragraph's start
            for _, ahead in lines[index : index + 2]:
                label = _LABEL_CELL_RE.match(ahead)
                if label is None:
                    break
                labels.append(label.group(1))
        # the title of two labels ("Research" / "Interests") before the first alone
        while labels and not _section_label(" ".join(labels)):
            labels.pop()
        if not labels:
            out.append((number, text))
            index += 1
            continue
        out += [(number, "## " + " ".join(labels)), (number, "")]
        out += [(n, _LABEL_CELL_RE.sub("", t, count=1)) for n, t in lines[index : index + len(labels)]]
        index += len(labels)
    return out


def _section_label(text: str) -> bool:
    """Words that name a kind of section and nothing else ("Current Position", "Awards &
    Honors"), not a name or a title ("HKUST NLP Group", "Research Intern")."""
    words = [w.lower() for w in re.findall(r"[A-Za-z]+", text)]
    return (
        bool(words)
        and all(w in HEADING_WORDS or w in _LABEL_WORDS for w in words)
        and classify_heading(text) not in (None, "other")
    )


_LABEL_WORDS = frozenset({"current", "previous", "position", "supervision"})
# "Current · ...", "& Honors · ...": a short label in a column of its own, then the entry
_LABEL_CELL_RE = re.compile(r"^[*_]*((?:&\s*)?[A-Z][A-Za-z/&-]*(?:\s+[A-Za-z/&-]+)?)[*_]*\s+·\s+(?=\S)")


# The macros of the CV classes most CVs on the web are written with, as the readers need them:
# an entry on a line of its own, its date first and the parts apart. Each class's manual gives
# the arguments' order (moderncv: years, title, employer, place, grade, description; Awesome-CV:
# title, organisation, place, dates, description; AltaCV: title, organisation, dates, place).
_CV_CLASS_MACROS: dict[str, dict[str, tuple[int, str]]] = {
    "moderncv": {
        # an entry without an employer names it where the place goes: "{Student research
        # assistant}{}{HZDR Institute of Radiation Physics}"
        "cventry": (6, "\\par \\datecell{#1} #2, \\ifx&#3& #4 \\else #3 (#4)\\fi \\par #5 #6 \\par "),
        "cvitem": (2, "\\par #1 #2 \\par "),
        "cvitemwithcomment": (3, "\\par #1 \\hfill #2 \\hfill #3 \\par "),
        "cvdoubleitem": (4, "\\par #1 \\hfill #2 \\par #3 \\hfill #4 \\par "),
        "cvlistitem": (1, "\\item #1 \\par "),
        "cvlistdoubleitem": (2, "\\item #1 \\item #2 \\par "),
    },
    "awesome-cv": {
        "cvsection": (1, "\\section{#1}"),
        "cvsubsection": (1, "\\subsection{#1}"),
        "cventry": (5, "\\par \\datecell{#4} #1, #2 (#3) \\par #5 \\par "),
        "cvhonor": (4, "\\par #4 \\hfill #1, #2, #3 \\par "),
        "cvskill": (2, "\\par #1 \\hfill #2 \\par "),
    },
    "altacv": {
        "cvsection": (1, "\\section{#1}"),
        "cvsubsection": (1, "\\subsection{#1}"),
        "cvevent": (4, "\\par \\datecell{#3} #1, #2 (#4) \\par "),
        "cvachievement": (3, "\\par #2 \\hfill #3 \\par "),
        "divider": (0, " "),
    },
}
# what each class's header is made of, given in the preamble and printed by \makecvtitle/header
_HEADER_COMMANDS = {
    "moderncv": {"name": 2, "title": 1, "email": 1, "homepage": 1},
    "awesome-cv": {"name": 2, "position": 1, "email": 1, "homepage": 1},
    "altacv": {"name": 1, "tagline": 1, "email": 1, "homepage": 1},
}


def _cv_class(text: str) -> str | None:
    """The CV class the document is written with, if one of those :data:`_CV_CLASS_MACROS` knows."""
    match = re.search(r"^[^%\n]*\\documentclass\s*(?:\[[^\]]*\])?\s*\{\s*([\w-]+)\s*\}", text, re.M)
    name = match.group(1).lower() if match else None
    return name if name in _CV_CLASS_MACROS else None


def _with_header(preamble: str, body: str, cv_class: str) -> str:
    """The body with the class's header written out where the class makes it (``\\makecvtitle``,
    ``\\makecvheader``, else first): the name as a heading, then title and contact lines, each
    with its own source line."""
    parts: list[str] = []
    for command, count in _HEADER_COMMANDS[cv_class].items():
        for match in re.finditer(r"\\" + command + r"(?![A-Za-z])\s*(?:\[[^\]]*\])?", preamble):
            at, words = match.end(), []
            for _ in range(count):
                group = _group(preamble, at)
                if group is None:
                    break
                words.append(" ".join(_MARK_RE.sub(" ", group[0]).split()))
                at = group[1]
            if len(words) < count or not any(words):
                continue
            marks = _MARK_RE.findall(preamble[: match.start()])
            line = f"{_MARK}{marks[-1]}\x02" if marks else ""
            text = " ".join(word for word in words if word)
            parts.append(f"{line}\\section*{{{text}}}" if command == "name" else f"{line}\\par {text}\\par ")
            break
    header = " ".join(sorted(parts, key=lambda part: "\\section*" not in part)) + "\\par "
    place = re.search(r"\\(?:makecvtitle|makecvheader)\b", body)
    if place is None:
        return header + body
    return body[: place.start()] + header + body[place.end() :]


def _uncomment(line: str) -> str:
    # "\%" is a per cent sign, "\\%" a line break and then a comment
    match = re.search(r"(?<!\\)(?:\\\\)*%", line)
    return line[: match.end() - 1] if match else line


def _group(text: str, at: int) -> tuple[str, int] | None:
    """The balanced ``{...}`` group starting at ``at`` (after blanks and line markers)."""
    i = at
    while i < len(text):
        if text[i] in " \t\n":
            i += 1
        elif text[i] == _MARK:
            i = text.index("\x02", i) + 1
        else:
            break
    if i >= len(text) or text[i] != "{":
        return None
    depth = 0
    j = i
    while j < len(text):
        if text[j] == "\\":
            j += 2  # an escaped character ("\\{") is no brace, and "\\\\" (a line break) no escape
            continue
        if text[j] == "{":
            depth += 1
        elif text[j] == "}":
            depth -= 1
            if depth == 0:
                return text[i + 1 : j], j + 1
        j += 1
    return None


def _optional(text: str, at: int) -> int:
    """Skip an optional ``[...]`` argument."""
    match = re.match(r"\s*\[[^\]]*\]", text[at:])
    return at + match.end() if match else at


def _definitions(text: str) -> dict[str, tuple[int, str]]:
    """``\\newcommand{\\name}[n]{body}`` -> {name: (n, body)}, for the document's own macros."""
    macros: dict[str, tuple[int, str]] = {}
    for match in _DEFINITION_RE.finditer(text):
        group = _group(text, match.end())
        if group is None:
            continue
        if match.group(1) in _STRUCTURE:
            continue
        body = " ".join(_MARK_RE.sub("", group[0]).split())  # inside a definition a line end is a space
        count, (body,) = _without_optional(int(match.group(2) or 0), match.group(3), body)
        macros[match.group(1)] = (count, body)
    return macros


def _without_optional(count: int, default: str | None, *bodies: str) -> tuple[int, tuple[str, ...]]:
    """A definition whose first argument is optional, as one of braced arguments only: in
    "[7][.20em]", #1 is optional, its default a length, and the six braced arguments are #2 to
    #7. The default stands in for #1 (a value given at a use is layout too)."""
    if default is None or not count:
        return count, bodies
    shifted = []
    for body in bodies:
        body = body.replace("#1", default)
        for k in range(2, count + 1):
            body = body.replace(f"#{k}", f"#{k - 1}")
        shifted.append(body)
    return count - 1, tuple(shifted)


_ENVIRONMENT_RE = re.compile(
    r"\\(?:re)?newenvironment\*?\s*\{([A-Za-z]+)\}\s*(?:\[(\d)\])?\s*(?:\[([^\]]*)\])?\s*"
)
# "\def\secondColumn{#2}" in an environment's begin, "\secondColumn" in its end: how an end shows
# an argument, which only the begin is given
_KEPT_ARGUMENT_RE = re.compile(r"\\def\s*\\([A-Za-z]+)\s*\{(#\d)\}")


def _environment_definitions(text: str) -> dict[str, tuple[int, str, str]]:
    """``\\newenvironment{name}[n]{begin}{end}`` -> {name: (n, begin, end)}: a CV's entries are
    often environments of its own (``\\begin{headitem}{Org}{Place} ... \\end{headitem}``)."""
    environments: dict[str, tuple[int, str, str]] = {}
    for match in _ENVIRONMENT_RE.finditer(text):
        begin = _group(text, match.end())
        end = _group(text, begin[1]) if begin is not None else None
        if begin is None or end is None:
            continue
        opening, closing = (" ".join(_MARK_RE.sub("", group[0]).split()) for group in (begin, end))
        for kept in _KEPT_ARGUMENT_RE.finditer(opening):
            closing = re.sub(rf"\\{kept.group(1)}(?![A-Za-z])", kept.group(2), closing)
        opening = _KEPT_ARGUMENT_RE.sub("", opening)
        count, (opening, closing) = _without_optional(
            int(match.group(2) or 0), match.group(3), opening, closing
        )
        if match.group(1) in _STRUCTURE:  # "\\begin{section}{Education}": a section all the same
            opening, closing = f"\\{match.group(1)}{{#1}}", ""
        environments[match.group(1)] = (count, opening, closing)
    return environments


def _with_environments(text: str, environments: dict[str, tuple[int, str, str]]) -> str:
    """Each ``\\begin``/``\\end`` of the document's own environments replaced by its definition."""
    if not environments:
        return text
    names = "|".join(sorted(map(re.escape, environments), key=len, reverse=True))
    out: list[str] = []
    opened: list[list[str]] = []  # the arguments of each environment begun and not yet ended
    at = 0
    for match in re.finditer(r"\\(begin|end)\{(" + names + r")\}", text):
        if match.start() < at:
            continue
        count, begin, end = environments[match.group(2)]
        out.append(text[at : match.start()])
        at = match.end()
        if match.group(1) == "end":
            out.append(" " + _put_in(end, opened.pop() if opened else []) + " ")
            continue
        arguments, at = _arguments(text, _optional(text, at), count)
        opened.append(arguments)
        out.append(" " + _put_in(begin, arguments) + " ")
    out.append(text[at:])
    return "".join(out)


def _without_definitions(text: str) -> str:
    """The text with every ``\\newcommand`` definition taken out, their line markers kept: a
    definition is layout, not content (``\\renewcommand{\\section}[2]{...}`` in a part of a CV)."""

    def markers(match: re.Match[str], group: str, end: int) -> str:
        return "".join(mark.group(0) for mark in _MARK_RE.finditer(text, match.start(), end))

    return _rewrite_groups(text, _DEFINITION_RE, markers)


def _rewrite_groups(
    text: str, pattern: re.Pattern[str], rewrite: Callable[[re.Match[str], str, int], str]
) -> str:
    """Each match of ``pattern`` with the braced group right after it, as ``rewrite(match,
    group's text, where the group ends)`` gives it; a match without a group is left as it is."""
    out: list[str] = []
    at = 0
    for match in pattern.finditer(text):
        group = _group(text, match.end())
        if group is None or match.start() < at:
            continue
        out.append(text[at : match.start()])
        out.append(rewrite(match, group[0], group[1]))
        at = group[1]
    out.append(text[at:])
    return "".join(out)


def _undefined_sections(text: str, macros: dict[str, tuple[int, str]]) -> str:
    """``\\CVSection{Experience}``, ``\\cvsection{...}``, ``\\mysection{...}``: a section command of
    a class or package the document does not hold, read as ``\\section`` (a command it defines is
    expanded as it says)."""

    def section(match: re.Match[str]) -> str:
        return match.group(0) if match.group(1) in macros else "\\section"

    # not Deedy's "\\runsubsection{Employer}" (an entry's name) nor "\\namesection" (the header)
    return re.sub(r"\\((?:cv|CV|Cv|res|Res|my|My|resume|Resume|custom)[Ss]ection)\*?(?=\s*\{)", section, text)


def _date_cells_on_one_line(text: str) -> str:
    """The dates cell of a CV class's entry (``\\datecell{...}`` in :data:`_CV_CLASS_MACROS`) as
    one line: "Depuis\\\\Décembre 2015", a line break the narrow column needs, is one date."""
    out: list[str] = []
    at = 0
    for match in re.finditer(r"\\datecell(?=\{)", text):
        if match.start() < at:
            continue
        group = _group(text, match.end())
        if group is None:
            continue
        # the cell as the argument was put in, in its braces, its line breaks spaces
        out += [text[at : match.start()], re.sub(r"\\\\(?:\[[^\]]*\])?", " ", group[0])]
        at = group[1]
    out.append(text[at:])
    return "".join(out)


def _arguments(text: str, at: int, count: int) -> tuple[list[str], int]:
    """Up to ``count`` braced arguments from ``at`` on, and where the last one ends."""
    arguments: list[str] = []
    for _ in range(count):
        group = _group(text, at)
        if group is None:
            break
        arguments.append(group[0])
        at = group[1]
    return arguments, at


def _put_in(body: str, arguments: list[str]) -> str:
    """A definition's body with ``#1``, ``#2``, ... replaced by the arguments, each kept in braces
    ("\\small#3": not one word)."""

    # "\ifx&#7&\else ... #7 ... \fi", the test whether an argument is empty: the branch it takes
    def branch(test: re.Match[str]) -> str:
        index = int(test.group(1)) - 1
        empty = index >= len(arguments) or not arguments[index].strip()
        return test.group(2) if empty else test.group(3)

    body = _IF_EMPTY_RE.sub(branch, body)
    for k, argument in enumerate(arguments, start=1):
        body = body.replace(f"#{k}", "{" + argument + "}")
    return body


_IF_EMPTY_RE = re.compile(r"\\ifx\s*&\s*#(\d)\s*&(.*?)\\else\b(.*?)\\fi\b", re.S)


def _expand(text: str, macros: dict[str, tuple[int, str]], rounds: int = 4) -> str:
    """Replace each use of the document's own macros by its definition, arguments put in."""
    if not macros:
        return text
    pattern = re.compile(
        r"\\(" + "|".join(sorted(map(re.escape, macros), key=len, reverse=True)) + r")(?![A-Za-z])"
    )
    for _ in range(rounds):
        out: list[str] = []
        at = 0
        changed = False
        for match in pattern.finditer(text):
            if match.start() < at:
                continue
            count, body = macros[match.group(1)]
            arguments, end = _arguments(text, _optional(text, match.end()), count)
            if len(arguments) < count:
                continue
            out.append(text[at : match.start()])
            out.append(" " + _put_in(body, arguments) + " ")
            at = end
            changed = True
        out.append(text[at:])
        text = "".join(out)
        if not changed or len(text) > 2_000_000:
            break
    return text


def _drop_environment_arguments(text: str) -> str:
    """``\\begin{tabular*}{\\textwidth}[t]{l@{\\extracolsep{\\fill}}r}``: the column layout is no content."""
    out: list[str] = []
    at = 0
    for match in re.finditer(
        r"\\begin\{(tabular\*?|tabularx|tabu|longtable|minipage|multicols|paracol|tcolorbox)\}", text
    ):
        if match.start() < at:
            continue
        out.append(text[at : match.start()] + "\n")
        end = match.end()
        spec = ""  # a tabular's column layout
        # as many as the environment takes: a "{\bfseries #4}" after "\begin{tabular}{@{}l}" is its text
        for _ in range(_ENVIRONMENT_ARGUMENTS.get(match.group(1), 1)):
            end = _optional(text, end)
            group = _group(text, end)
            if group is None or text[end : group[1]].count("\n") > 1:
                break
            spec = group[0] if match.group(1) == "tabular" else ""
            end = group[1]
        end = _optional(text, end)
        at = end
        if _DASH_COLUMN_RE.match(spec):
            # "{@{}l@{\enspace--\enspace}ll}": the table sets a dash after the first column, so
            # "2018 Feb. & 2020 Aug. & Android Developer" is "2018 Feb. – 2020 Aug."
            close = text.find("\\end{tabular}", at)
            if close > 0:
                rows = re.split(r"(\\\\)", text[at:close])
                out.append("".join(_dash_between_first_cells(row) for row in rows))
                at = close
    out.append(text[at:])
    # "\begin{datetabular}{6em}": an environment of the document's own whose argument is a
    # length (its date column's width) lays out, and says nothing
    joined = _LENGTH_ARGUMENT_RE.sub(r"\1", "".join(out))
    return _MARGINS_RE.sub("\n", joined)


_LENGTH_ARGUMENT_RE = re.compile(
    r"(\\begin\{[A-Za-z]+\*?\})[ \t]*"
    r"\{\s*(?:-?[\d.]+\s*(?:pt|em|ex|in|cm|mm|bp)|[\d.]*\\(?:text|line|column)width)\s*\}"
)


def _dash_between_first_cells(row: str) -> str:
    """``\textbf{2018 Feb.} & \textbf{2020 Aug.} & Android Developer`` -> ``2018 Feb. – 2020 Aug.
    & Android Developer``: the dates of the first two cells as one range, out of their bold."""
    cells = re.split(r"(?<!\\)&", row, maxsplit=2)
    if len(cells) < 2:
        return row
    first, second = (re.sub(r"\\textbf\s*\{([^{}]*)\}", r"\1", cell) for cell in cells[:2])
    return " & ".join([f"{first.rstrip()} – {second.lstrip()}", *cells[2:]])


# a table's column layout with a dash between the first two columns: "@{}l@{\enspace--\enspace}ll"
_DASH_COLUMN_RE = re.compile(r"^\{?\s*(?:@\{\s*\}\s*)?[lcr]\s*@\{[^{}]*(?:--|–|—)[^{}]*\}")


# the braced arguments of an environment that are layout: "\begin{tabular*}{\textwidth}[t]{lr}"
_ENVIRONMENT_ARGUMENTS = {"tabular*": 2, "tabularx": 2, "tcolorbox": 0}


# a margin's widths, as many as the environment takes: "\\begin{addmargin}[1em]{0em}"
_MARGINS_RE = re.compile(
    r"\\begin\{(?:addmargin\*?\}(?:\s*\[[^\]]*\])?\s*\{[^{}]*\}|adjustwidth\*?\}\s*\{[^{}]*\}\s*\{[^{}]*\})"
)


def _inline(match: re.Match[str]) -> str:
    """``\\textbf{X}`` -> ``**X**``, apart from a command right before it (``\\large\\bfseries{X}``)."""
    before = match.string[match.start() - 1] if match.start() else ""
    # "\\textit{\\small Kate Media}": a size or font declared inside is no part of the text
    inner = _DECLARATIONS_AT_START_RE.sub("", match.group(2))
    return (" " if before.isalpha() else "") + _INLINE[match.group(1)].format(inner)


_DECLARATIONS_AT_START_RE = re.compile(
    r"^(?:\s*\\(?:tiny|scriptsize|footnotesize|small|normalsize|large|Large|LARGE|huge|Huge|"
    r"bfseries|itshape|scshape|slshape|mdseries|upshape|rmfamily|sffamily|ttfamily)(?![A-Za-z])\s*)+"
)


_LETTERS = {
    "ss": "ß",
    "ae": "æ",
    "AE": "Æ",
    "oe": "œ",
    "OE": "Œ",
    "aa": "å",
    "AA": "Å",
    "o": "ø",
    "O": "Ø",
    "l": "ł",
    "L": "Ł",
}


def _letter(match: re.Match[str]) -> str:
    return _LETTERS[match.group(1) or match.group(2)]


def _accent(match: re.Match[str]) -> str:
    return (match.group(2) or match.group(3)) + _ACCENTS[match.group(1)]


_GROUP = r"\{(?:[^{}]|\{(?:[^{}]|\{[^{}]*\})*\})*\}"
# a command of the document's class that is not known here, with two groups or more
# ("\\entry{Title, Org}{2019--21}", "\\mainentry{MSc}{University}{2021-22}")
_NOT_ENTRIES = (
    *_INLINE,
    *_DROP_WITH_ARGUMENT,
    *_DROP_ONE_ARGUMENT,
    "begin",
    "end",
    "href",
    "url",
    "textcolor",
    "multicolumn",
    "multirow",
    "colorbox",
    "frac",
    "newenvironment",
)
_ENTRY_COMMAND_RE = re.compile(
    rf"(\x01\d+\x02[ \t]*)\\(?!(?:{'|'.join(sorted(_NOT_ENTRIES))})\b)"
    # the groups on the command's line, or, the command alone on its line or with its first group,
    # one to a line under it ("\\job" / "{May 2023 -}{Sep 2023}" / "{Accenture}" / ...;
    # "\\workposition{Oct 2023 -- Fev 2024}" / "{Temps plein}" / ...: the lines are joined by now,
    # each marked with its number)
    rf"[A-Za-z]+\*?((?:[ \t]*{_GROUP}){{2,}}"
    rf"|[ \t]*(?:{_GROUP}[ \t]*)?\x01\d+\x02(?:(?:[ \t]|\x01\d+\x02)*{_GROUP}){{2,}})"
)


_OPEN_RANGE_GROUP_RE = re.compile(r"[-–—]\s*\}$")


def _entry_commands_apart(text: str) -> str:
    """An entry command of a class not known here, one to a source line, is an entry of its own
    (a line), and its groups are fields apart: "\\entry{\\textbf{X}, Y}{2019}" -> "X, Y · 2019"."""

    return _ENTRY_COMMAND_RE.sub(lambda match: "\n" + match.group(1) + _fields(match.group(2)), text)


def _fields(groups: str) -> str:
    """Braced groups as fields apart ("{X}{2019}" -> "{X} · {2019}"), the empty ones left out; a
    range written over two groups ("{May 2023 -}{Sep 2023}") is one field."""
    fields = [_stacked_dates(group) for group in re.findall(_GROUP, groups) if group[1:-1].strip()]
    joined = "".join(group + (" " if _OPEN_RANGE_GROUP_RE.search(group) else " · ") for group in fields)
    return joined.removesuffix(" · ")


def _stacked_dates(group: str) -> str:
    """``{Actual\\\\Sep 2019}``, ``{Nov 2017\\\\Jun 2019}``: an entry's dates on two lines, the end
    perhaps above the start, as one range, the earlier first."""
    parts = re.split(r"\s*\\\\\s*", group[1:-1].strip())
    if len(parts) != 2 or not all(only_dates(part) or re.fullmatch(OPEN_END, part, re.I) for part in parts):
        return group
    first, second = parts
    if re.fullmatch(OPEN_END, first, re.I):
        first, second = second, first
    one, other = parse_date(first), parse_date(second)
    if one is not None and other is not None and other < one:
        first, second = second, first
    return f"{{{first} – {second}}}"


# the groups may go on over the next source lines ("\\begin{rSubsection}{Digital Natives Ltd.}" /
# "{2014 - Present}{Software engineer}{Budapest}"): each line's number mark comes between them
_ENTRY_ENVIRONMENT_RE = re.compile(rf"\\begin\{{[A-Za-z]+\*?\}}((?:(?:[ \t]|\x01\d+\x02)*{_GROUP}){{2,}})")
_HEADING_ENVIRONMENT_RE = re.compile(r"\\begin\{[A-Za-z]+\*?\}[ \t]*\{([^{}]{2,40})\}")


def _section_environment(match: re.Match[str], times: int) -> str:
    """The heading an environment opens; one opened more than once holds an entry, not a section
    (``\\begin{positions}`` around each post)."""
    name = match.group(1)
    if times > 1 or classify_heading(name) in (None, "other"):
        return match.group(0)
    return f"\n\n## {name[0].upper()}{name[1:]}\n\n"


def _convert(text: str) -> str:
    text = _drop_environment_arguments(text)
    # the end of a list ends its last item: what follows is no part of it
    # (and so does the end of a list of entries, "\end{entrylist}", before the next section's name)
    text = re.sub(
        r"\\end\{(?:itemize|enumerate|description|compactitem|cvitems|entrylist)\}", "\n" + _PARAGRAPH, text
    )
    # "\begin{education}", "\begin{career}": an environment a CV class names after its section
    # opens that section
    opened = Counter(re.findall(r"\\begin\{([A-Za-z]+)\}", text))
    text = re.sub(
        r"\\begin\{([A-Za-z]+)\}", lambda match: _section_environment(match, opened[match.group(1)]), text
    )
    # "\\begin{rSubsection}{Boston College}{September 2015 - December 2017}{Lecturer}{Boston, MA}":
    # an environment of the document's class whose arguments are an entry's fields
    text = _ENTRY_ENVIRONMENT_RE.sub(lambda match: "\n" + _fields(match.group(1)) + "\n", text)
    # "\\begin{rSection}{Education}": one argument that names a kind of section is its heading
    text = _HEADING_ENVIRONMENT_RE.sub(
        lambda match: (
            f"\n\n## {match.group(1).strip()}\n\n" if classify_heading(match.group(1)) else match.group(0)
        ),
        text,
    )
    text = re.sub(r"\\(?:begin|end)\{[^}]*\}(?:\[[^\]]*\])?", "\n", text)

    # a heading: "\section{X}" -> "## X" on its own line
    def heading(match: re.Match[str], title: str, end: int) -> str:
        level = {"section": 2, "subsection": 3, "subsubsection": 4, "paragraph": 4}[match.group(1)]
        return "\n\n" + "#" * level + " " + " ".join(title.split()) + "\n\n"

    text = _rewrite_groups(text, _SECTION_RE, heading)
    text = re.sub(r"\\item\s*\[([^\]]*)\]", r"\n- \1 ", text)
    text = re.sub(r"\\item\b", "\n- ", text)
    # "\\[8pt]" then "\textbf{TK Maxx, Newport.} \hfill Oct 2010 -- present": a gap, then a bold
    # line, is the next entry, even where the list's items were never closed
    text = re.sub(
        r"\\\\\s*\[\s*[1-9][\d.]*\s*(?:pt|em|ex|mm)\s*\](?=\s*(?:\x01\d+\x02)?\s*\\textbf\b)",
        "\n" + _PARAGRAPH,
        text,
    )
    text = re.sub(r"\\\\(?:\s*\[[^\]]*\])?", "\n", text)
    text = re.sub(r"\\(?:newline|linebreak|par)\b", "\n", text)
    text = re.sub(r"\\(?:hfill|quad|qquad)\b", " · ", text)
    text = re.sub(r"(?<!\\)&", " · ", text)
    # a table cell's span and column layout are no content: "\multicolumn{2}{l}{X}" is X
    text = re.sub(r"\\multi(?:column|row)\s*\{[^{}]*\}\s*\{(?:[^{}]|\{[^{}]*\})*\}", " ", text)
    text = re.sub(r"\\[,;:!](?![A-Za-z])", " ", text)  # thin and other small spaces
    text = re.sub(r"\$\s*\|\s*\$|\$\\(?:vert|mid)\$|\\textbar\b\s*(?:\{\})?", " | ", text)
    text = re.sub(r"\$\\(?:cdot|bullet|diamond|circ)\$", " · ", text)
    text = re.sub(r"\\(?:[vh]skip|kern)\s*-?[\d.]+\s*(?:pt|em|ex|in|cm|mm|bp)\b", " ", text)  # "\\vskip5pt"
    text = re.sub(
        # a group may hold one of its own: "\\vphantom{p\\^{E}}" is dropped whole
        r"\\(?:"
        + "|".join(_DROP_WITH_ARGUMENT)
        + r")(?![A-Za-z])\*?(?:\s*\[[^\]]*\])?(?:\s*\{(?:[^{}]|\{[^{}]*\})*\})*",
        " ",
        text,
    )  # "\color{Black}", not "\colorbox{White}{...}"
    # a box's width is no content, its text is: "\parbox{6em}{2017-2021}"
    text = re.sub(r"\\(?:parbox|makebox|framebox)\s*(?:\[[^\]]*\]\s*)*\{[^{}]*\}", " · ", text)
    text = re.sub(r"\\(?:" + "|".join(_DROP_ONE_ARGUMENT) + r")\*?\s*\{[^{}]*\}", " ", text)
    # "\textcolor{namecolor}{Name}": the colour is no content; "\parindent=15pt" neither
    text = re.sub(r"\\(?:textcolor|colorbox)\s*(?:\[[^\]]*\])?\s*\{[^{}]*\}", " ", text)
    text = re.sub(r"\\[A-Za-z]+\s*=\s*-?[\d.]+\s*(?:pt|em|ex|in|cm|mm|bp)\b", " ", text)
    text = re.sub(r"\\(?:hangafter|tolerance|looseness)\s*=\s*-?\d+", " ", text)  # a count, no length
    text = re.sub(r"\\href\s*\{([^{}]*)\}\s*\{", lambda m: "\x03" + m.group(1) + "\x04{", text)
    text = re.sub(r"\\url\s*\{([^{}]*)\}", r"\1", text)
    # an accent over one letter, braced or not ("\\'{e}", "{\\"u}"); a letter accent is a command of
    # one letter ("\\c c", "\\v{s}"), not the start of another ("\\centering")
    text = re.sub(r"\\([`'\"^~])\s*(?:\{([A-Za-z])\}|([A-Za-z]))", _accent, text)
    text = re.sub(r"\\([cv])(?:\s*\{([A-Za-z])\}|\s+([A-Za-z])(?![A-Za-z]))", _accent, text)
    # the letters LaTeX writes as commands: "K{\o}benhavns", "Stra\ss e", "{\aa}"
    text = re.sub(
        r"\{\\(ss|ae|AE|oe|OE|aa|AA|o|O|l|L)\}|\\(ss|ae|AE|oe|OE|aa|AA|o|O|l|L)(?![A-Za-z])\s?", _letter, text
    )
    for _ in range(40):
        before = text
        text = re.sub(
            r"\\([A-Za-z]+)\s*\{([^{}]*)\}",
            lambda m: _inline(m) if m.group(1) in _INLINE else m.group(0),
            text,
        )
        text = re.sub(r"\x03([^\x04]*)\x04\{([^{}]*)\}", r"[\2](\1)", text)
        if text == before:
            # innermost groups: a bare one, or the argument of a command not known (kept, as text)
            text = re.sub(
                r"(?<!\\)(\\[A-Za-z]+\*?\s*)?\{([^{}]*)\}",
                lambda m: " " + m.group(2) + " " if m.group(1) else m.group(2),
                text,
            )
            if text == before:
                break
    text = re.sub(r"(?<!\\)\\(?= )", "", text)  # a control space: "Aug.\ 2018", "B.\ Haskell"
    text = re.sub(r"\\([&%$#_{}])", r"\1", text)
    text = text.replace("---", "—").replace("--", "–").replace("~", " ").replace("``", "“").replace("''", "”")
    text = re.sub(r"\\[A-Za-z]+\*?", " ", text)  # layout commands: sizes, fonts, spacing
    text = re.sub(r"\$([^$]{0,40})\$", r"\1", text)
    text = text.replace("\x03", "").replace("\x04", "")
    return unicodedata.normalize("NFC", text)
