"""`scholarkg extract` on the shapes real pages take: each test is a short excerpt in the style of
a kind of page (al-folio and academicpages, Hugo, LaTeX, Markdown, reStructuredText and HTML CVs,
plain text) and what a curator reads from it.
"""

from __future__ import annotations

import datetime as dt
import textwrap

from scholarkg.extract import Draft, extract, source_from_bytes

PINNED = dt.date(2026, 1, 1)


def draft_of(text: str, name: str = "page.md") -> Draft:
    return extract(source_from_bytes(textwrap.dedent(text).encode("utf-8"), name), None, PINNED)


# -- front matter ----------------------------------------------------------------------------------


def test_an_al_folio_switch_where_hugo_has_a_list_is_not_a_list_of_links() -> None:
    draft = draft_of("""\
        ---
        layout: about
        title: about
        social: true
        ---
        I am a research engineer at Example Labs. Write to me at ada@example.org.
        """)
    assert draft.plain()["emails"] == ["ada@example.org"]
