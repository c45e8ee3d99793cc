"""Dates and date ranges as CVs write them: ``September 2010``, ``10/2016``, ``2013.9``,
``Feb 2021``, ``Summer 2017``, ``2022 – present``, ``June 2021-Feb 2022``, ``26 Nov. 2024``.

A parsed date is a :class:`When` known to the year, the month or the day; it is written to the
draft in the profile format (``2019``, ``"2019-07"``, ``2019-07-01``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

MONTHS = {
    "jan": 1,
    "feb": 2,
    "mar": 3,
    "apr": 4,
    "may": 5,
    "jun": 6,
    "jul": 7,
    "aug": 8,
    "sep": 9,
    "oct": 10,
    "nov": 11,
    "dec": 12,
}
# the months in the other languages pages are written in, full and short, each with its number:
# French, Spanish, Portuguese, Italian, German, Dutch, Russian (both the nominative and the
# genitive, "июль" and "июля"); short forms English shares are left to the English pattern
_MONTHS_ABROAD = {
    month: number
    for number, words in enumerate(
        (
            "janvier janv enero ene janeiro gennaio gen januar jänner januari январь января янв",
            "février fevrier févr fevr fév febrero febbraio fevereiro fev februar februari "
            "февраль февраля фев",
            "mars marzo março marco märz maerz mär maart mrt март марта",
            "avril avr abril abr aprile апрель апреля апр",
            "mai mayo maio maggio mag mei май мая",
            "juin junio junho giugno giu juni июнь июня июн",
            "juillet juil julio julho luglio lug juli июль июля июл",
            "août aout agosto ago augustus август августа авг",
            "septembre septiembre setiembre setembro settembre set сентябрь сентября сент сен",
            "octobre octubre outubro out ottobre ott oktober okt октябрь октября окт",
            "novembre noviembre novembro ноябрь ноября ноя",
            "décembre decembre déc diciembre dic dezembro dez dicembre dezember декабрь декабря дек",
        ),
        start=1,
    )
    for month in words.split()
}


def _trie(words: list[str]) -> str:
    """An alternation of words as a tree of their common beginnings ("jan(?:vier|eiro)"): the
    engine tries each first letter once, where a flat list of 130 words made every date search
    of a page half as slow again."""
    tree: dict[str, dict] = {}
    for word in words:
        node = tree
        for char in word:
            node = node.setdefault(char, {})
        node[""] = {}

    def pattern(node: dict[str, dict]) -> str:
        branches = [re.escape(char) + pattern(child) for char, child in sorted(node.items()) if char]
        if not branches:
            return ""
        body = branches[0] if len(branches) == 1 else "(?:" + "|".join(branches) + ")"
        return f"(?:{body})?" if "" in node else body

    return pattern(tree)


_MONTHS_ENGLISH = (
    "january jan february feb march mar april apr may june jun july jul august aug september sept sep "
    "october oct november nov december dec"
    " janruary febuary feburary"  # misspelt as CVs misspell them
).split()
_MONTH = "(?:" + _trie(_MONTHS_ENGLISH + list(_MONTHS_ABROAD)) + r")\.?"
MONTH = _MONTH  # a month's name as the date patterns read it


def month_number(word: str) -> int:
    """The number of a month's name as :data:`DATE` finds it ("Sept.", "juillet", "июля")."""
    lowered = word.lower().rstrip(".")
    return _MONTHS_ABROAD.get(lowered) or MONTHS[lowered[:3]]


_YEAR = r"(?:19[5-9]\d|20[0-4]\d)"
_DAY = r"(?:[0-3]?\d)(?:st|nd|rd|th)?"
_ORDINAL_DAY = r"(?:[0-3]?\d)(?:st|nd|rd|th)"  # "25th, April, 2019": a comma after it
_SEASON = r"(?:spring|summers?|fall|autumn|winter|early|mid|late)"  # "Summers 2017 & 2019", "early 2003"
DATE = (
    # 26 Nov. 2024, July 28th 2022, March 3, 2024, May of 2008
    # and "oct.2015", "Sep,2022": no space after a month cut short by a full stop, or a comma
    # and "31 de agosto de 2026" (Spanish, Portuguese)
    # and "Dec2014": the year glued to the month
    rf"(?:(?:{_DAY}\s+(?:de\s+)?|{_ORDINAL_DAY},\s+)?{_MONTH}(?:,?\s+|(?<=\.)|,|(?=(?:19|20)\d\d(?!\d)))"
    rf"(?:(?:of|de)\s+)?(?:{_DAY},?\s+)?{_YEAR}"
    rf"|{_MONTH}\s*['’‘]\d\d(?!\d)"  # January '14, February'12
    rf"|{_MONTH}/{_YEAR}"  # Apr/2018
    rf"|{_SEASON},?\s+{_YEAR}"  # Summer 2017
    rf"|(?:[0-3]?\d)/(?:[0-3]?\d)/{_YEAR}"  # 23/7/2018, 6/15/2019: a day, a month, a year
    rf"|(?:0?[1-9]|1[0-2])/{_YEAR}"  # 10/2016
    rf"|(?:0[1-9]|1[0-2])\.{_YEAR}"  # 08.2024
    rf"|(?<![\d.])[1-9]\.{_YEAR}(?![\d.])"  # 1.2015: the month without its zero, not "25.5.2011"
    rf"|(?<![\d./-])(?:0[1-9]|1[0-2])-{_YEAR}(?![\d-])"  # 02-2013 (not "2012-2013", nor "15-12-2013")
    rf"|{_YEAR}-(?:0[1-9]|1[0-2])-(?:[0-2]\d|3[01])(?!\d)"  # 2021-10-01
    rf"|{_YEAR}\s+{_MONTH}(?![a-z])"  # 2014 December
    rf"|{_YEAR}[./-](?:0?[1-9]|1[0-2])(?![\d/])"  # 2013.9, 2016-10
    rf"|{_YEAR}\.\s(?:0?[1-9]|1[0-2])\."  # 2012. 03., 2014. 3. (Korean)
    rf"|{_YEAR}\s*[年년](?:\s*(?:0?[1-9]|1[0-2])\s*[月월])?"  # 2010年4月, 2016년 9월
    rf"|(?:0?[1-9]|1[0-2])/\d{{3}}(?!\d)"  # 03/201: a year cut short by the PDF
    rf"|{_YEAR}(?![\d/]))"
)
# "11.2025 - *}" in a LaTeX entry: a star where the end would be
OPEN_END = (
    r"(?:(?:the\s+)?present|now|current(?:ly)?|cur\.|today|ongoing|continu(?:ed|ing)|(?:to\s+)?date|\*(?=\s|\}|$)|"
    r"\.{3,}(?=[\s:]|$)|…(?=[\s:]|$)|"  # "2005 - ...... :": the end left open, dotted
    # French, Italian, Spanish, German, Dutch: "en cours", "in corso", "actualidad", "heute", "heden"
    r"pres\b\.?|en\s+cours|aujourd['’]hui|présent|in\s+corso|oggi|actualidad|presente|hoy|heute|jetzt|heden|"
    # Portuguese, Spanish, Italian, Dutch, Russian: "atual", "actual", "attuale", "nu", "настоящее время"
    r"atual(?:mente)?|actual(?:mente)?|attuale|nu|(?:по\s+)?настоящее\s+время|по\s+сей\s+день|(?:по\s+)?наст\.\s*вр(?:емя|\.)|н\.\s?в\.?|сейчас|"
    r"至今|现在|現在|目前|현재)"  # Chinese, Japanese, Korean
)
# "Oct. 2014 / Present": a slash between spaces, not the one inside a date ("10/2014"); "Oct 2010 ?
# present": a question mark between spaces, a dash lost to a change of encoding; "2025.09 至今": no
# dash before "until now"
_SEPARATOR = (
    r"\s*(?:-{1,2}>?|–|—|−|~|[→⟶]|(?<=\s)[/?](?=\s)|(?=至今|现在|現在)|"
    r"\b(?:up\s+)?to\b|\buntil\b|\btill\b|\bà\b|\bal\b|\bbis\b)\s*"
)
# "2004-200?": a year the page does not know; the other end of the range stands alone
_UNKNOWN_YEAR = r"(?:19|20)\d\?"
# "2022 -- Est. 2027", "2020 – Expected 2024": an end to come, said so
EXPECTED_WORD = r"(?:est\.|exp\.|expected|anticipated)"
RANGE_RE = re.compile(
    rf"(?<![\w/.])(?P<start>{DATE}|{_UNKNOWN_YEAR}){_SEPARATOR}(?:{EXPECTED_WORD}\s*)?"
    rf"(?P<end>{DATE}|{OPEN_END}|{_UNKNOWN_YEAR})(?![\w/])",
    re.I,
)
DATE_RE = re.compile(rf"(?<![\w/.])(?P<date>{DATE})(?![\w/])", re.I)
# "2020-," "2020 –" at the end: a start whose end is left open, as CVs write a current position
_DASH = r"(?:-{1,2}|–|—|−)"
OPEN_RANGE_RE = re.compile(
    rf"(?<![\w/.])(?P<start>{DATE})(?:\s*{_DASH}(?=\s*(?:[,;:|)]|$)|\s{{2,}}\S)|{_DASH}(?=\s+[A-Z]))", re.I
)  # and "2019- Theory Fellow": the dash against the year, then the title
# "May 2017 Current": the open end after the start with no dash, as a page's tag beside it renders
_TAGGED_OPEN_RE = re.compile(
    rf"(?<![\w/.])(?P<start>{DATE})\s+(?-i:Present|Current|Now|Today)(?=\s*(?:[,;|·)\]]|$))", re.I
)
_OPEN_TAG_WORD_RE = re.compile(r"Present|Current|Now|Today")  # a cheap test before the pattern above
# "since 1.2015 · European Space Agency", "Seit 2019 | X": a date cell that gives the start of what is
# still so, the cell alone or the first of a line's fields
_SINCE_CELL_RE = re.compile(
    rf"(?:^|(?<=[·|]))\s*(?P<since>(?:since|seit|depuis|desde)\s+(?P<start>{DATE}))(?=\s*(?:[·|,;]|$))", re.I
)
# "2011--14", "2006–8": the end year cut to its last digits (not "2016-10", a month)
SHORT_END_RE = re.compile(
    rf"(?<![\w/.])(?P<start>{_YEAR})(?:\s*(?:--|–|—)\s*|\s+-\s+|-(?=(?:1[3-9]|[2-9]\d)(?!\d)))(?P<end>\d{{1,2}})(?![\w/.-])"
)
# "07/14 -- 12/16", "9/91--9/93": months with two-digit years, read as a range only
MONTH_YY_RANGE_RE = re.compile(
    r"(?<![\w/.])(?P<m1>0?[1-9]|1[0-2])/(?P<y1>\d{2})\s*(?:--|-|–|—|to)\s*"
    rf"(?:(?P<m2>0?[1-9]|1[0-2])/(?P<y2>\d{{2}})|(?P<open>{OPEN_END}))(?![\w/])",
    re.I,
)
# "Aug 05 — Jan 09", "Jan 09 — current": a month's name and a two-digit year, in a range only (a
# "May 05" alone could be the fifth of May)
MONTH_NAME_YY_RANGE_RE = re.compile(
    rf"(?<![\w/.])(?P<m1>{_MONTH})\s+(?P<y1>\d{{2}})\s*(?:--|-|–|—|to)\s*"
    rf"(?:(?P<m2>{_MONTH})\s+(?P<y2>\d{{2}})|(?P<open>{OPEN_END}))(?![\w/])",
    re.I,
)
# "03-16 - Now", "09-16 - 03-17": a month and a two-digit year joined by a hyphen, the range's
# dash between spaces (not "10-12", two years)
MONTH_YY_DASH_RANGE_RE = re.compile(
    r"(?<![\w/.-])(?P<m1>0[1-9]|1[0-2])-(?P<y1>\d{2})\s+(?:--|-|–|—|to)\s+"
    rf"(?:(?P<m2>0[1-9]|1[0-2])-(?P<y2>\d{{2}})|(?P<open>{OPEN_END}))(?![\w/-])",
    re.I,
)
# "[16-17] Consultant, ...", "[99-01]": two-digit years in brackets, as a plain-text CV dates its
# entries; only at the start, where a citation's "[16-17]" does not stand
BRACKET_YY_RANGE_RE = re.compile(r"^\[(?P<y1>\d{2})\s*(?:-|–|—)\s*(?P<y2>\d{2})\]")
# "('87-'91)": two-digit years, each marked by its apostrophe
APOSTROPHE_YY_RANGE_RE = re.compile(r"(?<![\w'’‘])['’‘](?P<y1>\d{2})\s*(?:-|–|—)\s*['’‘](?P<y2>\d{2})(?!\w)")
# "2015/2016", "2015/16": an academic year, two years in a row joined by a slash (any other
# pair of years is left alone)
ACADEMIC_YEAR_RE = re.compile(r"(?<![\w/.-])(?P<y1>(?:19|20)\d\d)/(?P<y2>(?:19|20)?\d\d)(?![\w/-]|\.\d)")
# "2013/2014–2016": the academic year begins a longer range, this its end
_RANGE_END_RE = re.compile(rf"{_SEPARATOR}(?P<end>{DATE}|{OPEN_END})(?![\w/])", re.I)
# "April-August 2012": two months of one year; "between Aug and Nov 2020"
MONTHS_RANGE_RE = re.compile(
    # "Aug 5 -- Aug 26, 2026": a day after each month, the year once
    rf"(?<![\w/.])(?:(?P<between>between)\s+)?(?P<first>{_MONTH})(?:\s+[0-3]?\d)?\s*"
    rf"(?:{_DASH}|\bto\b|(?(between)\band\b|(?!)))"
    rf"\s*(?P<second>{_MONTH})(?:\s+[0-3]?\d)?,?\s+(?:of\s+)?(?P<year>{_YEAR})(?![\w/])",
    re.I,
)


@dataclass(frozen=True, order=True)
class When:
    year: int
    month: int | None = None
    day: int | None = None
    truncated: str = ""  # the source text when the year was cut short and completed

    def value(self) -> int | str:
        """The date as the profile format writes it."""
        if self.month is None:
            return self.year
        if self.day is None:
            return f"{self.year:04d}-{self.month:02d}"
        return f"{self.year:04d}-{self.month:02d}-{self.day:02d}"


@dataclass(frozen=True)
class Range:
    start: When | None
    end: When | None
    open_end: bool  # "- present"
    begin: int  # offsets of the match in the text it was found in
    finish: int
    text: str


def parse_date(text: str) -> When | None:
    """One date; None when the text is not a date."""
    text = text.strip().rstrip(".,")
    lowered = text.lower()
    match = re.fullmatch(
        rf"(?:({_DAY})\s+(?:de\s+)?|({_ORDINAL_DAY}),\s+)?({_MONTH})(?:,?\s+|(?<=\.)|,|(?=(?:19|20)\d\d(?!\d)))"
        rf"(?:(?:of|de)\s+)?(?:({_DAY}),?\s+)?({_YEAR})",
        lowered,
    )
    if match:
        day_text = match.group(1) or match.group(2) or match.group(4)
        day = int(re.sub(r"\D", "", day_text)) if day_text else None
        month = month_number(match.group(3))
        return When(int(match.group(5)), month, day if day and 1 <= day <= 31 else None)
    match = re.fullmatch(rf"({_MONTH})/({_YEAR})", lowered)
    if match:  # "Apr/2018"
        return When(int(match.group(2)), month_number(match.group(1)))
    match = re.fullmatch(rf"({_MONTH})\s*['’‘](\d\d)", lowered)
    if match:  # "January '14": a year cut to two digits, in this century up to 2049
        short = int(match.group(2))
        return When(2000 + short if short < 50 else 1900 + short, month_number(match.group(1)))
    match = re.fullmatch(rf"{_SEASON},?\s+({_YEAR})", lowered)
    if match:
        return When(int(match.group(1)))
    match = re.fullmatch(rf"([0-3]?\d)/([0-3]?\d)/({_YEAR})", lowered)
    if match:  # "23/7/2018" day first, "6/15/2019" month first; "1/7/2019" could be either: the year
        first, second = int(match.group(1)), int(match.group(2))
        told: int | None = (
            second
            if first > 12 and 1 <= second <= 12
            else first
            if second > 12 and 1 <= first <= 12
            else None
        )
        return When(int(match.group(3)), told)
    match = re.fullmatch(rf"(0?[1-9]|1[0-2])/({_YEAR})|(0[1-9]|1[0-2]|[1-9](?=\.))[.-]({_YEAR})", lowered)
    if match and match.group(3):
        return When(int(match.group(4)), int(match.group(3)))
    if match:
        return When(int(match.group(2)), int(match.group(1)))
    match = re.fullmatch(rf"({_YEAR})\s+({_MONTH})", lowered)
    if match:  # "2014 December"
        return When(int(match.group(1)), month_number(match.group(2)))
    match = re.fullmatch(rf"({_YEAR})-(0[1-9]|1[0-2])-([0-2]\d|3[01])", lowered)
    if match:
        return When(int(match.group(1)), int(match.group(2)), int(match.group(3)))
    match = re.fullmatch(rf"({_YEAR})[./-](0?[1-9]|1[0-2])", lowered)
    if match:
        return When(int(match.group(1)), int(match.group(2)))
    match = re.fullmatch(
        rf"({_YEAR})(?:\.\s(0?[1-9]|1[0-2])\.?|\s*[年년](?:\s*(0?[1-9]|1[0-2])\s*[月월])?)", lowered
    )
    if match:  # "2012. 03.", "2010年4月", "2016년"
        month_text = match.group(2) or match.group(3)
        return When(int(match.group(1)), int(month_text) if month_text else None)
    match = re.fullmatch(rf"{_YEAR}", lowered)
    if match:
        return When(int(lowered))
    return None


def ends_before(end: When, start: When) -> bool:
    """Whether a range's end is before its start, to what both say: "Sept 2013 - 2013" is not
    (a year and a month-less year compare by their years only)."""
    if end.year != start.year or end.month is None or start.month is None:
        return end.year < start.year
    if end.month != start.month or end.day is None or start.day is None:
        return end.month < start.month
    return end.day < start.day


def _truncated(text: str, after: When | None) -> When | None:
    """``03/201`` after a start in 2010: the earliest completion that is not before the start."""
    match = re.fullmatch(r"(0?[1-9]|1[0-2])/(\d{3})", text.strip())
    if not match or after is None:
        return None
    month, prefix = int(match.group(1)), match.group(2)
    for digit in range(10):
        year = int(prefix + str(digit))
        if (year, month) >= (after.year, after.month or 1):
            return When(year, month, truncated=text.strip())
    return None


def find_ranges(text: str) -> list[Range]:
    """Every ``start - end`` range in a text, in order."""
    found = []
    for match in RANGE_RE.finditer(text):
        start = parse_date(match.group("start"))
        end_text = match.group("end")
        open_end = bool(re.fullmatch(OPEN_END, end_text, re.I))
        end = None if open_end else parse_date(end_text) or _truncated(end_text, start)
        if start is None and end is None:
            continue
        if start and end and ends_before(end, start):
            continue
        found.append(Range(start, end, open_end, match.start(), match.end(), match.group(0)))
    for match in MONTHS_RANGE_RE.finditer(text):
        if not any(r.begin <= match.start() < r.finish for r in found):
            year = int(match.group("year"))
            first, second = (
                month_number(match.group("first")),
                month_number(match.group("second")),
            )
            if first <= second:
                found.append(
                    Range(
                        When(year, first),
                        When(year, second),
                        False,
                        match.start(),
                        match.end(),
                        match.group(0),
                    )
                )
    for match in [
        *MONTH_YY_RANGE_RE.finditer(text),
        *MONTH_YY_DASH_RANGE_RE.finditer(text),
        *MONTH_NAME_YY_RANGE_RE.finditer(text),
    ]:
        if any(r.begin <= match.start() < r.finish for r in found):
            continue
        # each date as written ("03/16", "03-16", "Jan 09")
        start = _two_digit(
            match.group("y1"), _month_of(match.group("m1")), text[match.start("m1") : match.end("y1")]
        )
        end = (
            _two_digit(
                match.group("y2"), _month_of(match.group("m2")), text[match.start("m2") : match.end("y2")]
            )
            if match.group("y2")
            else None
        )
        if end is None or end >= start:
            found.append(
                Range(start, end, bool(match.group("open")), match.start(), match.end(), match.group(0))
            )
    for match in [*BRACKET_YY_RANGE_RE.finditer(text), *APOSTROPHE_YY_RANGE_RE.finditer(text)]:
        began, ended = (_two_digit(match.group(y), None, match.group(y)) for y in ("y1", "y2"))
        if began <= ended and ended.year - began.year <= 20:
            found.append(Range(began, ended, False, match.start(), match.end(), match.group(0)))
    for match in ACADEMIC_YEAR_RE.finditer(text):
        autumn, spring = int(match.group("y1")), match.group("y2")
        if str(autumn + 1)[-len(spring) :] != spring or any(
            r.begin <= match.start() < r.finish for r in found
        ):
            continue
        longer = _RANGE_END_RE.match(text, match.end())
        end = parse_date(longer.group("end")) if longer else When(autumn + 1)
        open_end = bool(longer and re.fullmatch(OPEN_END, longer.group("end"), re.I))
        finish = longer.end() if longer else match.end()
        # "Summer 2012/2013": the summer of the southern hemisphere, across the turn of the year
        season = re.search(rf"(?<![\w-]){_SEASON}\s+$", text[: match.start()], re.I)
        begin = season.start() if season else match.start()
        found.append(Range(When(autumn), end, open_end, begin, finish, text[begin:finish]))
    for match in SHORT_END_RE.finditer(text):
        start_year, digits = int(match.group("start")), match.group("end")
        end_year = next(
            (y for y in range(start_year, start_year + 100) if str(y).endswith(digits) and y > start_year),
            None,
        )
        if (
            end_year is not None
            and end_year - start_year <= 20
            and not any(r.begin <= match.start() < r.finish for r in found)
        ):
            end = When(end_year, truncated=match.group(0)[len(match.group("start")) :].strip(" -–—"))
            found.append(Range(When(start_year), end, False, match.start(), match.end(), match.group(0)))
    tagged = _TAGGED_OPEN_RE.finditer(text) if _OPEN_TAG_WORD_RE.search(text) else ()
    for match in [*OPEN_RANGE_RE.finditer(text), *tagged]:
        start = parse_date(match.group("start"))
        if start is not None and not any(r.begin <= match.start() < r.finish for r in found):
            found.append(Range(start, None, True, match.start(), match.end(), match.group(0)))
    for match in _SINCE_CELL_RE.finditer(text):
        start = parse_date(match.group("start"))
        if start is not None and not any(r.begin <= match.start("since") < r.finish for r in found):
            found.append(Range(start, None, True, match.start("since"), match.end(), match.group("since")))
    for match in _END_FIRST_RE.finditer(text) if "·" in text or "•" in text else ():
        if not any(r.begin <= match.start() < r.finish for r in found):
            reversed_pair = _end_first(match)
            if reversed_pair is not None:
                found.append(reversed_pair)
    return sorted(found, key=lambda r: r.begin)


def end_first(text: str) -> Range | None:
    """The range a text is made of when it shows the end first ("present · 2017"), else None."""
    match = _END_FIRST_RE.fullmatch(text.strip())
    return _end_first(match) if match else None


def _end_first(match: re.Match[str]) -> Range | None:
    """ "present · 2017", "2016 · 2015": a timeline that shows a post's end before its start, with a
    dot between; not two dates in order ("2015 · 2016"), whose dot says nothing of a range, but the
    same year twice ("2017 · 2017"), a post of one year."""
    start = parse_date(match.group("start"))
    if start is None:
        return None
    if re.fullmatch(OPEN_END, match.group("end"), re.I):
        return Range(start, None, True, match.start(), match.end(), match.group(0))
    end = parse_date(match.group("end"))
    later = end is not None and ends_before(start, end)
    same = end is not None and match.group("end") == match.group("start")
    return Range(start, end, False, match.start(), match.end(), match.group(0)) if later or same else None


def _month_of(written: str) -> int:
    """A month as a range of two-digit years writes it: its number ("03") or its name ("Jan")."""
    return int(written) if written.isdigit() else month_number(written)


def _two_digit(year: str, month: int | None, written: str) -> When:
    """A two-digit year (and its month): 1950-2049, marked as completed."""
    value = int(year)
    return When(value + (1900 if value >= 50 else 2000), month, truncated=written)


def find_dates(text: str) -> list[tuple[When, int, int]]:
    """Every single date in a text (inside ranges too), with its offsets."""
    out = []
    for match in DATE_RE.finditer(text):
        when = parse_date(match.group("date"))
        if when is not None:
            out.append((when, match.start(), match.end()))
    return out


def beside_dates(text: str) -> str | None:
    """The text with its date ranges (or, without one, its dates) blanked; None when it has none."""
    spans = [(r.begin, r.finish) for r in find_ranges(text)] or [(a, b) for _, a, b in find_dates(text)]
    if not spans:
        return None
    return "".join(" " if any(a <= i < b for a, b in spans) else c for i, c in enumerate(text))


def only_dates(text: str) -> bool:
    """Whether a text holds dates and nothing else but separators and words like "present" or
    "expected": "(2015 – 2020)", "(June 2020)", "**2007**"; not "(Honored 2013 cohort)"."""
    rest = beside_dates(text)
    if rest is None:
        return False
    # "since 05/2021", "seit 2019": the start of what is still so
    rest = re.sub(
        rf"{OPEN_END}|expected|anticipated|est\.|^\W*(?:since|seit|depuis|desde)\b", "", rest, flags=re.I
    )
    return not re.search(r"[^\W\d_]{2,}", rest)


def years_in(text: str) -> list[tuple[int, int]]:
    """Plausible publication years (1950-2049) with their offsets, not page numbers or ids."""
    out = []
    for match in re.finditer(rf"(?<![\d/.:#-]){_YEAR}(?![\d/]|-\d)", text):
        before = text[max(0, match.start() - 6) : match.start()].lower()
        if re.search(r"(?:\bpp\.?|\bp\.|\bpages?|\bvol\.?|\bno\.)\s*$", before):
            continue
        out.append((int(match.group(0)), match.start()))
    return out


# a stated length of time: "2 yrs 3 mos", "1 год 7 месяцев"
_DURATION_UNIT = r"(?:years?|yrs?|months?|mos?|год(?:а|ов)?|лет|месяц(?:а|ев)?)\b\.?"
DURATION = rf"\d{{1,2}}\s+{_DURATION_UNIT}(?:\s+\d{{1,2}}\s+{_DURATION_UNIT})?"
# a duration written right after a range ("Mar 2023 — Sep 2024 1 год 7 месяцев", "... · 1 yr 3 mos")
DURATION_AFTER_RE = re.compile(rf"\s*(?:[·•]\s*)?\(?{DURATION}\)?(?=\s*(?:$|[|\n]))", re.IGNORECASE)
_DURATION_RE = re.compile(
    r"\(\s*(?:about\s+)?[\d.,½]+\+?\s*(?:years?|yrs?\.?|months?|mos?\.?|weeks?)\s*\)", re.I
)


# two dates with a dot between, the later first ("present · 2017")
_END_FIRST_RE = re.compile(rf"(?P<end>{DATE}|{OPEN_END})\s*[·•]\s*(?P<start>{DATE})", re.I)


def heading_dates(heading: str) -> tuple[When | None, When | None, bool] | None:
    """The dates a heading is made of, a duration beside them allowed ("2010 (6 months)",
    "2011 up to now", "2007-2009 (2.5 years)"): (start, end, open end); None for any other heading."""
    text = _DURATION_RE.sub(" ", heading)
    span = date_only_range(text)
    if span is not None:
        return span.start, span.end, span.open_end
    reversed_pair = end_first(text)
    if reversed_pair is not None:
        return reversed_pair.start, reversed_pair.end, reversed_pair.open_end
    if only_dates(text) and len(found := find_dates(text)) == 1:
        return found[0][0], found[0][0], False
    return None


def date_only_range(text: str) -> Range | None:
    """The date range a text is made of and no more (``2019 – 2022``), else None."""
    stripped = re.sub(r"[\s|•·,.]+", " ", text).strip()
    ranges = find_ranges(stripped)
    if not ranges or len(stripped) - len(ranges[0].text) > 2:
        return None
    # the range in the text itself where it is still one there, for its offsets
    return next(iter(find_ranges(re.sub(r"[|•·]", " ", text))), ranges[0])


# "2006-09": a year and two digits, which a page may write for a month or for the years of a span
_TWO_DIGIT_SPAN_RE = re.compile(r"(?<![\d./-])((?:19|20)\d\d)-(\d\d)(?![\d./-])")


def two_digit_year_spans(lines: list[str]) -> list[str]:
    """The lines with each "2006-09" written "2006–09" (a span of years) when the page writes such
    spans elsewhere in a way no month can be ("`2012-13`" over "`2006-09`"): its convention."""

    def span(first: int, last: int) -> bool:
        return 0 < (last - first % 100) % 100 <= 8

    pairs = [(int(m.group(1)), int(m.group(2))) for line in lines for m in _TWO_DIGIT_SPAN_RE.finditer(line)]
    if not any(last > 12 and span(first, last) for first, last in pairs):
        return lines
    return [
        _TWO_DIGIT_SPAN_RE.sub(
            lambda m: f"{m.group(1)}–{m.group(2)}" if span(int(m.group(1)), int(m.group(2))) else m.group(0),
            line,
        )
        for line in lines
    ]
