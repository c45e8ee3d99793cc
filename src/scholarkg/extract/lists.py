"""Short lists: awards (with their years) and research interests."""

from __future__ import annotations

import re

from .dates import only_dates
from .draft import Node, Seq
from .layout import Layout

_YEAR = r"(?:19|20)\d\d"


def awards(layout: Layout) -> Seq:
    """One entry per award and year: ``X in 2010, 2011`` is two entries."""
    seq = Seq()
    for section in layout.of_kind("awards"):
        for unit in section.units:
            if unit.heading:
                continue
            items = (
                [(unit.text().value, unit.line)]
                if unit.bullet
                else [(ln.text, ln.number) for ln in unit.lines if not ln.blank]
            )
            for text, line in _with_detail_lines(items):
                for name, year in _award(text):
                    node = Node(line)
                    node.put("name", name)
                    node.put("year", year)
                    seq.add(node, line)
    return seq


def _with_detail_lines(items: list[tuple[str, int]]) -> list[tuple[str, int]]:
    """An award's name over a line of who gave it and when ("McPherson Award" over "X College ·
    May 2018"): one award of that year, the giver left out as the other lines leave it."""
    out: list[tuple[str, int]] = []
    for text, line in items:
        detail = text.rsplit("·", 1)
        when = detail[1] if len(detail) == 2 and only_dates(detail[1]) else None
        if when is not None and out and not re.search(_YEAR, out[-1][0]) and re.search(_YEAR, when):
            out[-1] = (f"{out[-1][0]}, {re.findall(_YEAR, when)[-1]}", out[-1][1])
            continue
        out.append((text, line))
    return out


def _award(text: str) -> list[tuple[str, int | None]]:
    text = re.sub(r"^\s*(?:\d{1,3}[.)]\s+)", "", text).strip(" .;")
    text = re.sub(r"^(?:Awarded|Received|Won|Recipient of)\s+(?:the\s+)?", "", text, flags=re.I)
    if not text or len(text) > 200:
        return []
    lead = re.match(rf"^({_YEAR})(?:\s*[-–]\s*(?:{_YEAR}|present))?\s*[:|,]?\s+(.+)$", text)
    if lead:
        return [(lead.group(2).strip(" ,."), int(lead.group(1)))]
    many = re.search(rf"\b(?:in|for)\s+({_YEAR}(?:\s*(?:,|and)\s*{_YEAR})*)(?:\s+for\b.*)?\s*$", text)
    if many:
        years = [int(y) for y in re.findall(_YEAR, many.group(1))]
        name = " ".join((text[: many.start()] + text[many.end(1) :]).split()).strip(" ,")
        last_word = text[: many.start()].split()[-1] if text[: many.start()].split() else ""
        if len(years) > 1 or sum(1 for ch in last_word if ch.isupper()) < 2:
            return [(name, y) for y in years]
    tail = re.search(rf"(?:,\s*|\s+in\s+|\s*\(|\s+)({_YEAR})\)?\s*$", text)
    if tail:
        before = text[: tail.start()].strip()
        last_word = before.split()[-1] if before.split() else ""
        venue_like = sum(1 for ch in last_word if ch.isupper()) >= 2 and not tail.group(
            0
        ).lstrip().startswith((",", "("))
        if venue_like:
            return [(text, int(tail.group(1)))]
        return [(before.rstrip(" ,"), int(tail.group(1)))]
    years = re.findall(_YEAR, text)
    return [(text, int(years[-1]) if years else None)]


def interests(layout: Layout) -> Seq:
    """List items of interest sections; a one-sentence list ``A, B, and C.`` is split."""
    seq = Seq()
    for section in layout.of_kind("interests"):
        for unit in section.units:
            if unit.heading:
                continue
            text = unit.text().value.strip()
            if unit.bullet:
                value = text.rstrip(".").strip()
                if 0 < len(value) <= 120:
                    seq.add(value, unit.line)
            elif (
                len(text) <= 200
                and text.count(".") <= 1
                and "," in text
                and not re.search(r"\bI\b", text)
                and not re.search(r"\b(?:my|we|our|including)\b", text, re.I)
            ):
                for part in re.split(r",\s*(?:and\s+)?|\s+and\s+", text.rstrip(".")):
                    if part.strip():
                        seq.add(part.strip(), unit.line)
    return seq
