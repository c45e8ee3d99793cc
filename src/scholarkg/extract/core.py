"""The extraction pipeline: a :class:`Source` -> a :class:`Draft` profile.

source (decode, repair) -> markup (front matter, comments, inline markup) -> layout (sections,
units) -> one reader per kind of fact -> merge what several places say -> link names to the
registries -> check against the profile format.
"""

from __future__ import annotations

import datetime as dt
import re
from collections import Counter
from dataclasses import replace
from pathlib import Path

from ..names import name_key, slugify
from . import contact as contact_mod
from . import education as education_mod
from . import hugo, lists
from . import positions as positions_mod
from . import students as students_mod
from .cvdata import cv_data, is_data_file, kirby_content
from .dates import find_ranges
from .draft import Draft, Node, Seq, check
from .education import Value
from .htmlpage import html_lines, is_html_page
from .latexdoc import is_latex_document, latex_lines
from .layout import Layout, build_layout
from .linking import Registry, link
from .markup import FrontMatter, parse_lines, split_front_matter
from .orgs import INSTITUTION_RE, has_cjk
from .people import harmonise_typos, looks_like_name, strip_person_title, titlecase_name
from .publications import Parsed, extract_publications, publications_node
from .source import Source

STYLES = {
    "hugo": "homepage",
    "jekyll": "homepage",
    "faculty-page": "faculty-page",
    "pdf-cv": "cv",
    "markdown-cv": "cv",
    "plain-text": "cv",
    "cv-data": "cv",
}


def detect_style(source: Source, front: FrontMatter | None, layout: Layout) -> str:
    """Which kind of document this is; it only decides ``source.kind`` and is shown in the draft."""
    if front is not None and is_data_file(source):
        return "cv-data"
    if hugo.is_hugo(front):
        return "hugo"
    if front is not None:
        return "jekyll"
    if any(key in layout.header for key in ("professor", "faculty", "university", "institution")):
        return "faculty-page"
    headings = [line for line in layout.lines if line.heading and line.raw.lstrip().startswith("#")]
    if (
        "$\\$" in source.text
        or "$\\bullet$" in source.text
        or (sum(1 for line in headings if line.text.isupper()) >= 3)
    ):
        return "pdf-cv"
    if len(headings) >= 2:
        return "markdown-cv"
    return "plain-text"


def _structural_name(layout: Layout, front: FrontMatter | None, page_title: str | None = None) -> str | None:
    candidates = []
    if front is not None:
        for key in ("name", "title"):
            value = front.data.get(key)
            if isinstance(value, str):
                candidates += [value] if key == "name" else contact_mod.title_parts(value)
    if page_title:
        candidates += contact_mod.title_parts(page_title)
    for key in ("name", "professor", "faculty"):
        if key in layout.header:
            candidates.append(layout.header[key][0])
    preamble = layout.sections[0] if layout.sections else None
    if preamble is not None:
        candidates += [contact_mod.header_name(unit.lines[0].text) for unit in preamble.units[:3]]
        candidates += [
            contact_mod.header_name(unit.lines[0].text) for unit in contact_mod.top_headings(preamble)[:1]
        ]
    candidates += [name for name, _ in contact_mod.cv_headings(layout)]
    for text in candidates:
        name, _ = contact_mod._split_native(text)
        name = strip_person_title(titlecase_name(name))
        if looks_like_name(name) and not contact_mod.is_document_title(name):
            return name
    return None


# Organisations of the entries a site theme ships as an example, which sites built from it
# often leave in place: academicpages' example CV ("Github University", and "Max Plank Institute
# for" with the name cut short, as the theme writes it), and Hugo Academic's "Professor" at
# "University X".
THEME_DEMO_ORGANIZATIONS = frozenset({"github university", "max plank institute for", "university x"})
# markdown-cv's example person, Isaac Newton, whose posts are at real places: told by title too
THEME_DEMO_POSTS = frozenset({("lucasian professor of mathematics", "cambridge university")})


def _without_theme_demo(
    positions: list[positions_mod.Position], education: list[education_mod.Education]
) -> tuple[list[positions_mod.Position], list[education_mod.Education], list[tuple[int, str]]]:
    """Positions and degrees at a theme's example organisation are left out, with a note each."""

    def demo(value: object) -> bool:
        return value is not None and name_key(str(getattr(value, "value", ""))) in THEME_DEMO_ORGANIZATIONS

    kept_positions, notes = _posts_left_out(
        positions, THEME_DEMO_ORGANIZATIONS, "the site theme's example entry"
    )
    demo_posts = [
        post
        for post in kept_positions
        if post.title is not None
        and post.organization is not None
        and (name_key(str(post.title.value)), name_key(str(post.organization.value))) in THEME_DEMO_POSTS
    ]
    notes += [
        (post.line, f"line {post.line}: '{post.title.value}' left out: the site theme's example entry")
        for post in demo_posts
        if post.title is not None
    ]
    kept_positions = [post for post in kept_positions if post not in demo_posts]
    notes += [
        (
            e.line,
            f"line {e.line}: {e.degree} at '{e.institution.value}' left out: the site theme's example entry",
        )
        for e in education
        if demo(e.institution) and e.institution is not None
    ]
    kept_education = [e for e in education if not demo(e.institution)]
    return kept_positions, kept_education, notes


def _posts_left_out(
    positions: list[positions_mod.Position], organizations: frozenset[str], why: str
) -> tuple[list[positions_mod.Position], list[tuple[int, str]]]:
    """Posts at one of ``organizations`` (by name key) are left out, each with a note saying why."""
    kept, notes = [], []
    for position in positions:
        organization = position.organization
        if organization is not None and name_key(str(organization.value)) in organizations:
            title = position.title.value if position.title else ""
            notes.append(
                (position.line, f"line {position.line}: '{title}' at '{organization.value}' left out: {why}")
            )
        else:
            kept.append(position)
    return kept, notes


def _one_language(
    positions: list[positions_mod.Position], education: list[education_mod.Education]
) -> tuple[list[positions_mod.Position], list[education_mod.Education]]:
    """A page in two languages lists each post and degree twice ("Research Intern, Max Planck
    Institute" and "实习研究员, 马克斯普朗克信息学研究所", with the same dates): the entry written in
    Chinese, Japanese or Korean is left out where one in Latin letters has its dates."""

    def cjk(value: Value | None) -> bool:
        return value is not None and has_cjk(str(value.value))

    def year(value: Value | None) -> str | None:
        return str(value.value)[:4] if value is not None else None

    # the translation may date less finely ("Summer 2011" and "2011 夏"): the years, first of a
    # post, last of a degree
    latin_posts = {year(p.start) for p in positions if not cjk(p.title) and not cjk(p.organization)}
    latin_degrees = {year(e.end or e.start) for e in education if not cjk(e.institution)}
    kept_positions = [
        p
        for p in positions
        if not (
            (cjk(p.title) or cjk(p.organization)) and p.start is not None and year(p.start) in latin_posts
        )
    ]
    latin_levels = {e.level for e in education if not cjk(e.institution)}
    kept_education = [
        e
        for e in education
        if not (
            cjk(e.institution)
            and (
                year(e.end or e.start) in latin_degrees
                if (e.end or e.start) is not None
                else e.level in latin_levels  # undated: the degree of its kind in Latin letters
            )
        )
    ]
    return kept_positions, kept_education


_CJK_THEN_LATIN_RE = re.compile(r"(?P<native>[^A-Za-z]+?)\s+(?P<latin>[A-Z][A-Za-z&.'’ -]+)")


def _latin_institution(entry: education_mod.Education) -> education_mod.Education:
    """ "浙江大学 ZheJiang University": an institution named in Chinese, Japanese or Korean and then in
    Latin letters is recorded by its Latin name, as the pages that give one name do."""
    if entry.institution is None:
        return entry
    named = _CJK_THEN_LATIN_RE.fullmatch(str(entry.institution.value))
    if named and has_cjk(named.group("native")) and INSTITUTION_RE.search(named.group("latin")):
        entry.institution = Value(named.group("latin").strip(), entry.institution.line)
    return entry


def _cjk_university_apart(entry: education_mod.Education) -> education_mod.Education:
    """ "武汉大学测绘遥感信息工程国家重点实验室摄影测量与遥感专业": a university named in Chinese, then
    its laboratory and the major, written without a break: the university, and the rest its unit."""
    if entry.institution is None:
        return entry
    unit = _CJK_UNIVERSITY_THEN_UNIT_RE.fullmatch(str(entry.institution.value))
    if unit:
        entry.institution = Value(unit.group("university"), entry.institution.line)
        if entry.department is None:
            entry.department = Value(unit.group("unit") or unit.group("spaced"), entry.institution.line)
    return entry


_CJK_UNIVERSITY_THEN_UNIT_RE = re.compile(
    r"(?P<university>[^\x00-\x7f\s]{2,12}?(?:大学|大學)(?:（[^）]{1,6}）)?)"
    r"(?:(?P<unit>[^\x00-\x7f\s]{2,40}(?:实验室|實驗室|学院|學院|系|专业|專業|研究所|研究院|研究生院|中心))"
    # "厦门大学 化学化工学院 物理化学", "厦门大学，化学化工学院": the same, its parts apart by spaces
    # or full-width commas
    r"|(?:\s+|\s*[，、]\s*)(?P<spaced>[^\x00-\x7f\s]{2,40}(?:(?:\s+|[，、])[^\x00-\x7f\s]{1,40}){0,3}))"
)


# what a page writes where the employer goes when there is none: the person worked for themselves
_NO_EMPLOYER = frozenset(
    name_key(words)
    for words in (
        "Freelance", "Freelancer", "Freelancing", "Self-employed", "Self", "Independent",
        "Independent contractor", "Own business", "Autónomo", "Indépendant", "Selbstständig",
    )
)  # fmt: skip
# what a page writes where the employer goes when it may not say which: no employer is named
_WITHHELD_EMPLOYER = frozenset(
    name_key(words)
    for words in (
        "NDA",
        "Under NDA",
        "Confidential",
        "Confidential client",
        "Undisclosed",
        "Undisclosed client",
    )
)


# a post titled as a student of a degree, the degree and its level: "PhD Student", "Doctoral
# Candidate", "Undergrad Student" (a field after "in" allowed) are degrees under way, listed among
# the posts; "Doctoral Researcher" and "PhD Fellow" stay posts
_STUDENT_POSTS = (
    (
        re.compile(
            r"(?:Ph\.?\s?D\.?|Doctoral|Doctorate)\s+(?:Research\s+)?(?:Student|Candidate)(?:\s+(?:in|of)\s+\S.*)?",
            re.I,
        ),
        "PhD",
        3,
    ),
    (re.compile(r"(?:Master(?:['’]?s)?|M\.?\s?Sc\.?)\s+Student(?:\s+(?:in|of)\s+\S.*)?", re.I), "MSc", 2),
    (
        re.compile(
            r"(?:Undergrad(?:uate)?|Bachelor(?:['’]?s)?|B\.?\s?Sc\.?)\s+Student(?:\s+(?:in|of)\s+\S.*)?", re.I
        ),
        "BSc",
        1,
    ),
)


def _degree_title(title: str) -> tuple[str, int] | None:
    """A post's title that is only a degree and its field ("MSc in Astrophysics", a Hugo
    experience block for the years of study): the degree and its level, else None."""
    programme = re.search(r"\(([^()]*\bProgram(?:me)?)\)\s*$", title)
    if programme:  # "Graduate Research Assistant (Ph.D. Program)": a post held within the degree
        within = education_mod.find_degree(programme.group(1))
        return (within[0], within[1]) if within and not within[2] and within[1] >= 1 else None
    found = education_mod.find_degree(title)
    if found is None or found[2] or found[3] > 0 or found[1] < 1:  # not "Visiting Scholar"
        return None
    if not re.fullmatch(r"(?:\s+(?:in|of)\s+[A-Z][\w&,' -]*)?", title[found[4] :]):
        return None
    return found[0], found[1]


def _degrees_among_posts(
    positions: list[positions_mod.Position], education: list[education_mod.Education]
) -> tuple[list[positions_mod.Position], list[education_mod.Education], list[tuple[int, str]]]:
    """A post titled as a student of a degree ("PhD Student", "Undergrad Student") is the degree:
    the post is left out (with a note), and the degree is listed at its organisation unless the
    degrees list one of its level already. A post titled as the degree itself ("MSc in
    Astrophysics") stays as the page lists it, and gives the degree on the same terms."""
    kept, notes = [], []
    education = list(education)
    for position in positions:
        title, organization = position.title, position.organization
        both = (
            re.fullmatch(r"(?P<a>[^/]+?)\s+/\s+(?P<b>[^/]+)", str(title.value)) if title is not None else None
        )
        studied = next(
            (
                (side, other)
                for side, other in (("a", "b"), ("b", "a"))
                if both and any(pattern.fullmatch(both.group(side)) for pattern, _, _ in _STUDENT_POSTS)
            ),
            None,
        )
        if both and studied and title is not None and organization is not None:
            # "PhD Student / Research Assistant": the doctorate, and the post beside it
            post = replace(position, title=Value(both.group(studied[1]), title.line, title.review))
            degree_side = replace(position, title=Value(both.group(studied[0]), title.line))
            kept_post, education, _ = _degrees_among_posts([post], education)
            _, education, _ = _degrees_among_posts([degree_side], education)
            kept += kept_post
            continue
        student = next(
            (
                (degree, level)
                for pattern, degree, level in _STUDENT_POSTS
                if title is not None and pattern.fullmatch(str(title.value))
            ),
            None,
        )
        named = _degree_title(str(title.value)) if title is not None and student is None else None
        read = student or named
        if title is None or organization is None or read is None:
            kept.append(position)
            continue
        degree_name, level = read
        if named is not None:
            kept.append(position)
        else:
            read_as = "the doctorate" if level == 3 else f"a {degree_name}"
            notes.append(
                (
                    position.line,
                    f"line {position.line}: '{title.value}' at '{organization.value}' read as {read_as}",
                )
            )
        if any(entry.level == level for entry in education):
            continue
        degree = education_mod.Education(degree_name, level, False, position.line, institution=organization)
        degree.start = position.start
        degree.end = None if position.current or position.open_end else position.end
        education.append(degree)
    return kept, education, notes


def _subtitle_layout(front: FrontMatter | None) -> Layout | None:
    """al-folio's ``subtitle`` ("Postdoctoral Researcher at <a>X</a>", "PhD Student @ X"), read
    as the sentence "I am a ..." at its line; None without one."""
    if front is None or not isinstance(front.data.get("subtitle"), str):
        return None
    text = " ".join(re.sub(r"<[^>]+>", " ", front.data["subtitle"]).split())
    parts = [part.strip() for part in text.split("|")]
    if len(parts) > 1 and positions_mod.take_title(parts[0]) is not None:
        # "Principal Research Engineer | X Laboratory | Y Ltd.": the title, then where
        text = f"{parts[0]} at {', '.join(part for part in parts[1:] if part)}"
    return build_layout(parse_lines([f"I am a {text}"], [front.line_of("subtitle")])) if text else None


def extract(source: Source, registry: Registry | None = None, curated: dt.date | None = None) -> Draft:
    """Read one document into a draft profile."""
    front, body = split_front_matter(source)
    data = cv_data(source) if front is None else None
    if data is not None:  # a CV data file: its keys are the front matter, and there is no text
        front, body = FrontMatter(data, 1, len(source.lines)), [""] * len(source.lines)
    kirby = kirby_content(source) if front is None else None
    if kirby is not None:  # a Kirby content file: its records as front matter, its text as a page
        front, body = FrontMatter(kirby[0], 1, len(source.lines)), kirby[1]
    page_title = None
    if front is None and is_html_page(source.text):
        rendered, page_title = html_lines(source.text)
        lines = parse_lines([text for _, text in rendered], [number for number, _ in rendered])
    elif front is not None and is_html_page((body_text := "\n".join(body)).lstrip()):
        # a Jekyll page whose body is a whole HTML document ("---" / "layout: page" / "---" over an
        # exported CV): read as HTML, its lines where they are in the file
        rendered, page_title = html_lines(body_text)
        lines = parse_lines([text for _, text in rendered], [number for number, _ in rendered])
    elif front is None and is_latex_document(source.text):
        rendered = latex_lines(source.text)
        lines = parse_lines([text for _, text in rendered], [number for number, _ in rendered])
    else:
        lines = parse_lines(body)
    titled = front.data.get("title") if front is not None else None
    layout = build_layout(lines, titled if isinstance(titled, str) else None)
    style = detect_style(source, front, layout) if kirby is None else "cv-data"
    structural = _structural_name(layout, front, page_title)
    self_keys = {name_key(structural)} if structural else set()
    parsed, unreadable = extract_publications(layout, self_keys, structural)
    contact = contact_mod.find_contact(layout, front, parsed, page_title)
    person = str(contact.name.value) if contact.name else None

    # education
    sections = education_mod.from_sections(layout)
    prose = education_mod.from_prose(layout)
    from_front = hugo.education(front) if front is not None else []
    education = education_mod.merge(
        education_mod.merge(sections or from_front, prose), from_front if sections else []
    )
    education = education_mod.merge(education, education_mod.from_card(layout))
    subtitle = _subtitle_layout(front)
    if subtitle is not None:
        education = education_mod.merge(education, education_mod.from_prose(subtitle))
    # positions
    positions, orphans = positions_mod.from_sections(layout)
    positions = positions_mod.without_repeats(positions)
    front_positions, front_notes = hugo.positions(front) if front is not None else ([], [])
    positions = positions_mod.merge(positions, front_positions)
    positions = positions_mod.merge(positions, positions_mod.from_prose(layout, person))
    if subtitle is not None:
        positions = positions_mod.merge(positions, positions_mod.from_prose(subtitle, person), shortened=True)
    positions = positions_mod.merge(positions, positions_mod.from_card(layout))
    positions_mod.news_starts(layout, positions)
    positions_mod.prose_starts(layout, positions)
    positions_mod.without_stray_departments(positions)
    positions, education, left_out = _without_theme_demo(positions, education)
    # "Freelance" or "Self-employed" where the employer goes names none: a post is held at one
    positions, self_employed = _posts_left_out(positions, _NO_EMPLOYER, "no employer")
    left_out += self_employed
    positions, withheld = _posts_left_out(positions, _WITHHELD_EMPLOYER, "the employer is not named")
    left_out += withheld
    before_translations = {post.line for post in positions} | {degree.line for degree in education}
    positions, education = _one_language(positions, education)
    # a translation left out was read: its section is no section of unread entries
    translations = before_translations - {post.line for post in positions} - {e.line for e in education}
    education = [_cjk_university_apart(_latin_institution(entry)) for entry in education]
    education, unfinished = education_mod.without_unfinished(education, layout)
    left_out += unfinished
    positions, education, read_as_degree = _degrees_among_posts(positions, education)
    left_out += read_as_degree
    education_mod.assign_orphan_dates(education, orphans)
    unread = _sections_read_empty(layout, positions, education, {line for line, _ in left_out} | translations)
    _thesis_from_publications(education, parsed, person)
    known = {name_key(a.name) for p in parsed for a in p.authors}
    students = students_mod.from_sections(layout, known)
    fixes = _harmonise(parsed)

    profile = Node(1)
    if contact.name:
        profile.put("id", slugify(str(contact.name.value)))
        profile.put("name", contact.name.value, contact.name.line, contact.name.review)
    aliases = Seq()
    for alias in contact.aliases:
        aliases.add(alias.value, alias.line)
    profile.put("aliases", aliases)
    natives = Seq()
    for native in contact.native_names:
        natives.add(native.value, native.line, "language read from the script; check it")
    profile.put("native_names", natives)
    emails = Seq()
    for email in contact.emails:
        emails.add(email.value, email.line, email.review)
    profile.put("emails", emails)
    if contact.homepage:
        profile.put("homepage", contact.homepage.value, contact.homepage.line)
    links = Seq()
    for found in contact.links:
        links.add(found.value, found.line)
    profile.put("links", links)
    if contact.identifiers:
        identifiers = Node(min(f.line or 1 for f in contact.identifiers.values()))
        for key, found in contact.identifiers.items():
            identifiers.put(key, found.value, found.line)
        profile.put("identifiers", identifiers)
    interests = lists.interests(layout)
    if front is not None:
        for value, line in hugo.interests(front):
            interests.add(value, line)
    profile.put("interests", interests)
    profile.put("positions", _seq(p.node() for p in positions if p.title and p.organization))
    profile.put("education", _seq(e.node() for e in education if e.degree and e.institution))
    publications = publications_node(parsed)
    _apply_fixes(publications, parsed, fixes)
    profile.put("publications", publications)
    profile.put("students", _seq(s.node() for s in students))
    profile.put("awards", lists.awards(layout))
    source_node = Node(1)
    source_node.put("document", Path(source.name).name if source.name != "<stdin>" else "stdin")
    if contact.source_url:
        source_node.put("url", contact.source_url.value, contact.source_url.line)
    source_node.put("kind", STYLES[style])
    if contact.source_date:
        source_node.put(
            "date",
            contact.source_date.value,
            contact.source_date.line,
            "the date the page states; check it is not stale",
        )
    profile.put("source", source_node)
    profile.put(
        "curated",
        curated or dt.date.today(),
        None,
        "set to the day you checked this draft against the source",
    )
    notes = Seq()
    if source.repaired:
        notes.add(f"broken text encoding (mojibake) repaired on lines {', '.join(map(str, source.repaired))}")
    for line, text in unreadable:
        notes.add(f"line {line}: publication not read, add it by hand: {text}", line)
    for line, text in left_out:
        notes.add(text, line)
    for line, text in unread:
        notes.add(text, line, "entries that were not read: add them by hand, or report the page")
    named = {name_key(str(p.organization.value)) for p in positions if p.organization}
    for note in front_notes:
        if not any(key and key in name_key(note) for key in named):
            notes.add(note)
    profile.put("notes", notes)
    expand_acronyms(profile)
    draft = Draft(profile, source.name, style)
    if registry is not None:
        result = link(profile, registry)
        draft.linked = result.linked
        draft.proposed = {"organizations": result.proposed_organizations, "people": result.proposed_people}
    if "name" not in profile:
        review = (
            "the page writes the name only in its own script (native_names): write it in Latin letters"
            if contact.native_names
            else "no name found on the page: write the person's name"
        )
        profile.put("name", "UNKNOWN", None, review)
    check(draft)
    return draft


def _sections_read_empty(
    layout: Layout,
    positions: list[positions_mod.Position],
    education: list[education_mod.Education],
    left_out: set[int],
) -> list[tuple[int, str]]:
    """Sections of posts or degrees that list dated entries of which nothing was read: a layout
    the readers do not know, which would otherwise leave a draft that looks complete. Entries
    read and left out (``left_out``, their lines) were read."""
    read = {post.line for post in positions} | {degree.line for degree in education} | left_out
    read |= {p.title.line for p in positions if p.title is not None and p.title.line is not None}
    read |= {e.institution.line for e in education if e.institution is not None and e.institution.line}
    out = []
    for section in layout.of_kind("positions", "education"):
        lines = {line.number for unit in section.units for line in unit.lines}
        dated = sum(1 for unit in section.units if find_ranges(unit.text().value))
        if dated >= 2 and not lines & read:
            what = "post" if section.kind == "positions" else "degree"
            out.append(
                (
                    section.line,
                    f'lines {min(lines)}-{max(lines)}: "{section.title}" lists {dated} dated entries;'
                    f" no {what} was read from them",
                )
            )
    return out


def _seq(nodes: object) -> Seq:
    seq = Seq()
    for node in nodes:  # type: ignore[attr-defined]
        seq.add(node, node.line)
    return seq


def _thesis_from_publications(
    education: list[education_mod.Education], parsed: list[Parsed], person: str | None
) -> None:
    """A dissertation in the publication list, by the person alone, is the thesis of the degree."""
    if person is None:
        return
    for pub in parsed:
        if pub.kind != "thesis" or len(pub.authors) != 1 or name_key(pub.authors[0].name) != name_key(person):
            continue
        doctoral = not re.search(r"\bmaster", pub.venue_name or "", re.I)
        for entry in sorted(education, key=lambda e: -e.level):
            if entry.thesis is None and (entry.level == 3) == doctoral and entry.level >= 2:
                entry.thesis = education_mod.Value(
                    pub.title, pub.line, "thesis taken from the publication list"
                )
                break


def _harmonise(parsed: list[Parsed]) -> dict[int, list[tuple[str, str]]]:
    counts: Counter[str] = Counter()
    spellings: dict[str, str] = {}
    for pub in parsed:
        for author in pub.authors:
            key = name_key(author.name)
            counts[key] += 1
            spellings.setdefault(key, author.name)
    fixes = harmonise_typos(counts, spellings)
    out: dict[int, list[tuple[str, str]]] = {}
    for index, pub in enumerate(parsed):
        for author in pub.authors:
            common = fixes.get(name_key(author.name))
            if common:
                out.setdefault(index, []).append((author.name, common))
    return out


def _apply_fixes(publications: Seq, parsed: list[Parsed], fixes: dict[int, list[tuple[str, str]]]) -> None:
    for index, changes in fixes.items():
        node = publications[index]
        authors = node["authors"]
        for position, author in enumerate(authors):
            name = author["name"] if isinstance(author, dict) else author
            for rare, common in changes:
                if name == rare:
                    if isinstance(author, dict):
                        author["name"] = common
                    else:
                        authors[position] = common
        for rare, common in changes:
            node.flag("authors", f"'{rare}' written as '{common}', the spelling used elsewhere on the page")


def expand_acronyms(profile: Node) -> None:
    """``HUST`` where the same page spells out ``Huazhong University of Science and Technology``."""
    fields = [
        (node, key)
        for section, key in (
            ("positions", "organization"),
            ("education", "institution"),
            ("students", "organization"),
        )
        for node in profile.get(section, [])
        if isinstance(node, Node) and key in node
    ]
    names = {str(node[key]) for node, key in fields}
    for node, key in fields:
        short = str(node[key])
        if not re.fullmatch(r"[A-Z]{2,6}", short):
            continue
        longer = [
            n
            for n in names
            if len(n) > len(short)
            and "".join(
                w[0]
                for w in re.findall(r"[A-Za-z][\w'-]*", n)
                if w.lower() not in ("of", "and", "the", "at", "for", "in")
            ).upper()
            == short
        ]
        if len(longer) == 1:
            node[key] = longer[0]
            node.flag(key, f"'{short}' read as '{longer[0]}', spelled out elsewhere on the page")
