"""Site, pages: facts and pictures -> HTML, one page per person, organisation and publication.

Plain HTML that works without JavaScript (scripts only filter the index and run the map), with
one ``h1`` per page and a heading per section, a skip link, alt text for every picture, links
that show as links, and a layout that fits a phone. Every page carries its entity's schema.org
JSON-LD and links its Turtle and JSON-LD files beside it. Paths are relative, so the site works
from any folder or host, and from the file system.
"""

from __future__ import annotations

import html
import json
from collections.abc import Iterable
from dataclasses import dataclass

from .facts import Facts, Person, Publication, Role, Source

SITE_NAME = "scholarkg"


def h(text: object) -> str:
    return html.escape(str(text), quote=True)


def section(anchor: str, heading: str, inner: str) -> str:
    """A section of a page, labelled by its heading."""
    return f'<section aria-labelledby="{anchor}"><h2 id="{anchor}">{heading}</h2>\n{inner}</section>'


@dataclass(frozen=True)
class Place:
    """Where a page sits in the site: its folder (``person/zhihao-jia``, ``""`` for the root)."""

    folder: str

    def to(self, folder: str, file: str = "index.html") -> str:
        """A relative link from this page to ``file`` in ``folder``: up to the site's root, then
        down (posixpath.relpath took a third of the build at 1,000 profiles)."""
        up = "../" * (self.folder.count("/") + 1) if self.folder else ""
        return f"{up}{folder}/{file}" if folder else up + file


@dataclass(frozen=True)
class Alternates:
    """The entity's own data, embedded and beside the page."""

    jsonld: str  # the JSON-LD document
    turtle_file: str = "index.ttl"
    jsonld_file: str = "index.jsonld"


def page(
    place: Place,
    title: str,
    body: str,
    description: str,
    alternates: Alternates | None = None,
    scripts: Iterable[str] = (),
) -> str:
    """A whole HTML document."""
    head = [
        '<meta charset="utf-8">',
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        '<link rel="icon" href="data:,">',  # no icon: browsers would ask the host for /favicon.ico
        f"<title>{h(title)} · {SITE_NAME}</title>",
        f'<meta name="description" content="{h(description)}">',
        f'<link rel="stylesheet" href="{h(place.to("assets", "site.css"))}">',
    ]
    if alternates is not None:
        head.append(f'<link rel="alternate" type="text/turtle" href="{alternates.turtle_file}">')
        head.append(f'<link rel="alternate" type="application/ld+json" href="{alternates.jsonld_file}">')
        # "</" may not appear inside a script element: JSON allows "<\/" for it
        embedded = alternates.jsonld.replace("</", "<\\/")
        head.append(f'<script type="application/ld+json">\n{embedded}</script>')
    head.extend(f'<script src="{h(place.to("assets", script))}" defer></script>' for script in scripts)
    nav = [
        ("", "People"),
        ("organizations", "Organisations"),
        ("publications", "Publications"),
        ("map", "Co-author map"),
    ]
    links = "".join(f'<li><a href="{h(place.to(folder))}">{label}</a></li>' for folder, label in nav)
    return (
        '<!DOCTYPE html>\n<html lang="en">\n<head>\n'
        + "\n".join(head)
        + '\n</head>\n<body>\n<a class="skip" href="#main">Skip to the content</a>\n'
        + f'<header><nav aria-label="Site"><ul>{links}</ul></nav></header>\n'
        + f'<main id="main">\n{body}</main>\n'
        + f"<footer><p>Made by {SITE_NAME} from researchers' profiles; "
        + "every fact names its source.</p></footer>\n"
        + "</body>\n</html>\n"
    )


def figure(figure_id: str, svg: str, caption: str) -> str:
    """A picture with its caption, which says what it shows (the picture's alternative text)."""
    return (
        f'<figure class="picture" id="{figure_id}" role="group" aria-labelledby="{figure_id}-caption">'
        f'{svg}<figcaption id="{figure_id}-caption">{caption}</figcaption></figure>'
    )


class Writer:
    """Renders the pages of one site: knows where every entity's page is."""

    def __init__(self, facts: Facts, folders: dict[str, str]) -> None:
        """``folders``: the page folder of every entity that has a page, by IRI."""
        self.facts = facts
        self.folders = folders

    # -- small pieces ------------------------------------------------------------------------

    def link(self, place: Place, iri: str, text: str | None = None) -> str:
        label = text if text is not None else self.label(iri)
        folder = self.folders.get(iri)
        if folder is None:
            return h(label)
        return f'<a href="{h(place.to(folder))}">{h(label)}</a>'

    def top(self, iri: str) -> str:
        """The top-level organisation an organisation belongs to (itself if it has no parent)."""
        seen = {iri}
        while (
            parent := self.facts.organizations[iri].parent if iri in self.facts.organizations else None
        ) and parent not in seen:
            seen.add(parent)
            iri = parent
        return iri

    def org_link(self, place: Place, iri: str) -> str:
        """A unit with the organisation it belongs to: "Computer Science Department, Carnegie
        Mellon University" (each a link)."""
        link = self.link(place, iri)
        top = self.top(iri)
        return link if top == iri else f"{link}, {self.link(place, top)}"

    def label(self, iri: str) -> str:
        for table in (self.facts.people, self.facts.organizations, self.facts.publications):
            if iri in table:
                entity = table[iri]
                return entity.title if isinstance(entity, Publication) else entity.name
        return iri

    def source_mark(self, graph: str, sources: list[str]) -> str:
        """A numbered link to the page's list of sources, for a fact from ``graph``."""
        if graph not in sources:
            sources.append(graph)
        number = sources.index(graph) + 1
        said = self._source(graph)
        label = f"source {number}: {h(said.file)}"
        return f'<a class="source" href="#source-{number}" aria-label="{label}">[{number}]</a>'

    def _source(self, graph: str) -> Source:
        known = self.facts.sources.get(graph)
        if known is not None:
            return known
        return Source(graph, "organizations.yaml, people.yaml", "the registries", None)

    def sources_section(self, sources: list[str]) -> str:
        if not sources:
            return ""
        items = []
        for number, graph in enumerate(sources, 1):
            source = self._source(graph)
            document = h(source.document)
            if source.url:
                document = f'<a href="{h(source.url)}">{document}</a>'
            items.append(f'<li id="source-{number}"><code>{h(source.file)}</code>, from {document}</li>')
        return section("sources", "Sources", f"<ol>{''.join(items)}</ol>") + "\n"

    def role_item(self, place: Place, role: Role, what: str, sources: list[str]) -> str:
        """A position or an education entry on the timeline."""
        return (
            f'<li><span class="when">{self.years(role)}</span> <span class="what">{h(what)}, '
            f"{self.org_link(place, role.organization)}</span> {self.source_mark(role.graph, sources)}</li>"
        )

    @staticmethod
    def years(role: Role) -> str:
        start = (role.start or "")[:4]
        end = (role.end or "")[:4] or ("present" if role.current else "")
        if start and end:
            return start if start == end else f"{start}–{end}"
        return start or end or "undated"

    def publication_item(
        self, place: Place, publication: Publication, sources: list[str] | None = None
    ) -> str:
        authors = ", ".join(self.link(place, author) for author in publication.authors)
        details = [f"<cite>{self.link(place, publication.iri)}</cite>"]
        if authors:
            details.append(f'<span class="authors">{authors}</span>')
        where = ", ".join(h(x) for x in (publication.venue, publication.year) if x)
        if where:
            details.append(f'<span class="venue">{where}</span>')
        if publication.conflicts:
            facts = ", ".join(sorted({c.fact for c in publication.conflicts}))
            details.append(f'<span class="conflict">sources differ on: {h(facts)}</span>')
        marks = (
            "".join(self.source_mark(g, sources) for g in publication.graphs) if sources is not None else ""
        )
        return f"<li>{'. '.join(details)} {marks}</li>"

    # -- pages -------------------------------------------------------------------------------

    def person_page(
        self,
        person: Person,
        place: Place,
        tree_svg: str | None,
        coauthor_svg: str | None,
        alternates: Alternates,
    ) -> str:
        sources: list[str] = []
        body = [f"<h1>{h(person.name)}</h1>"]
        intro = []
        if person.native_names:
            intro.append(
                " · ".join(f'<span lang="{_lang_guess(n)}">{h(n)}</span>' for n in person.native_names)
            )
        current = [r for r in person.positions if r.current]
        if current:
            intro.append(h(current[0].title) + ", " + self.org_link(place, current[0].organization))
        if person.homepage:
            intro.append(f'<a href="{h(person.homepage)}">Homepage</a>')
        if intro:
            body.append(f'<p class="intro">{" · ".join(intro)}</p>')
        if person.interests:
            body.append(f'<p class="interests">Research interests: {h(", ".join(person.interests))}</p>')
        if person.positions:
            items = "".join(self.role_item(place, r, r.title, sources) for r in person.positions)
            body.append(section("positions", "Positions", f'<ol class="timeline">{items}</ol>'))
        if person.education or person.advisors:
            parts = []
            if person.education:
                items = "".join(
                    self.role_item(place, r, r.detail or r.title, sources) for r in person.education
                )
                parts.append(f'<ol class="timeline">{items}</ol>')
            if person.advisors:
                items = "".join(
                    f"<li>{h(link.relation.capitalize())}: {self.link(place, link.person)} "
                    f"{self.source_mark(link.graph, sources)}</li>"
                    for link in person.advisors
                )
                parts.append(f'<ul class="advisors">{items}</ul>')
            body.append(section("education", "Education and advisors", "\n".join(parts)))
        if tree_svg is not None:
            caption = (
                f"Academic genealogy of {h(person.name)}: advisors and co-advisors (dashed) above, "
                "students below, a generation per row (many students take several)."
            )
            body.append(section("genealogy", "Advisor tree", figure("advisor-tree", tree_svg, caption)))
        if person.students:
            items = "".join(
                f"<li>{self.link(place, link.person)} ({h(link.relation)}) "
                f"{self.source_mark(link.graph, sources)}</li>"
                for link in sorted(person.students, key=lambda link: self.label(link.person))
            )
            body.append(section("students", "Students and mentees", f"<ul>{items}</ul>"))
        if coauthor_svg is not None:
            caption = (
                f"{h(person.name)} and their most frequent co-authors, and those with a profile here; "
                "the wider a line, the more joint papers."
            )
            body.append(section("coauthors", "Co-authors", figure("coauthor-graph", coauthor_svg, caption)))
        if person.publications:
            items = "".join(
                self.publication_item(place, self.facts.publications[iri], sources)
                for iri in person.publications
            )
            heading = f"Publications ({len(person.publications)})"
            body.append(section("publications", heading, f'<ol class="publications">{items}</ol>'))
        if person.awards:
            items = "".join(f"<li>{h(text)} {self.source_mark(g, sources)}</li>" for text, g in person.awards)
            body.append(section("awards", "Awards", f"<ul>{items}</ul>"))
        conflicts = [
            self.facts.publications[iri]
            for iri in person.publications
            if self.facts.publications[iri].conflicts
        ]
        if conflicts:
            body.append(self._conflicts_section(place, conflicts, sources))
        body.append(self.sources_section(sources))
        description = f"{person.name}: positions, education, advisors, students and publications."
        return page(place, person.name, "\n".join(body) + "\n", description, alternates)

    def _conflicts_section(self, place: Place, publications: list[Publication], sources: list[str]) -> str:
        items = []
        for publication in publications:
            for conflict in publication.conflicts:
                said = "; ".join(f"{h(value)} {self.source_mark(g, sources)}" for value, g in conflict.values)
                items.append(
                    f"<li>{self.link(place, publication.iri)}: {h(conflict.fact)} differs: {said}</li>"
                )
        return (
            '<section aria-labelledby="conflicts"><h2 id="conflicts">Where the sources disagree</h2>\n'
            f'<ul class="conflicts">{"".join(items)}</ul></section>'
        )

    def publication_page(self, publication: Publication, place: Place, alternates: Alternates) -> str:
        sources: list[str] = []
        body = [f"<h1>{h(publication.title)}</h1>"]
        facts = []
        if publication.venue:
            facts.append(f"<dt>Venue</dt><dd>{h(publication.venue)}</dd>")
        if publication.year:
            facts.append(f"<dt>Year</dt><dd>{h(publication.year)}</dd>")
        if publication.kind:
            facts.append(f"<dt>Kind</dt><dd>{h(publication.kind)}</dd>")
        listed = " ".join(self.source_mark(g, sources) for g in publication.graphs)
        facts.append(f"<dt>Listed by</dt><dd>{listed}</dd>")
        body.append(f'<dl class="facts">{"".join(facts)}</dl>')
        authors = "".join(f"<li>{self.link(place, a)}</li>" for a in publication.authors)
        body.append(section("authors", "Authors, in order", f"<ol>{authors}</ol>"))
        if publication.conflicts:
            body.append(self._conflicts_section(place, [publication], sources))
        body.append(self.sources_section(sources))
        description = f"{publication.title}, with its authors in order."
        return page(place, publication.title, "\n".join(body) + "\n", description, alternates)

    def organization_page(self, iri: str, place: Place, alternates: Alternates) -> str:
        org = self.facts.organizations[iri]
        units = {iri, *org.units}
        body = [f"<h1>{h(org.name)}</h1>"]
        if org.parent:
            body.append(f"<p>Part of {self.link(place, org.parent)}.</p>")
        if org.units:
            items = "".join(f"<li>{self.link(place, u)}</li>" for u in sorted(org.units, key=self.label))
            body.append(section("units", "Units", f"<ul>{items}</ul>"))
        groups: dict[str, list[tuple[str, str]]] = {"Current members": [], "Former members": [], "Alumni": []}
        for person in sorted(self.facts.people.values(), key=lambda p: (p.name, p.iri)):
            for role in person.positions:
                if role.organization in units:
                    key = "Current members" if role.current else "Former members"
                    groups[key].append((person.iri, f"{role.title} ({self.years(role)})"))
            for role in person.education:
                if role.organization in units:
                    groups["Alumni"].append((person.iri, f"{role.detail or role.title} ({self.years(role)})"))
        for heading, members in groups.items():
            if members:
                anchor = heading.split()[0].lower()
                items = "".join(f"<li>{self.link(place, p)}, {h(what)}</li>" for p, what in members)
                body.append(section(anchor, f"{heading}", f"<ul>{items}</ul>"))
        return page(place, org.name, "\n".join(body) + "\n", f"{org.name}: its people.", alternates)

    def index_page(self, people: list[Person]) -> str:
        place = Place("")
        # filtered by top-level organisation: a department counts for its university
        tops = {
            p.iri: {self.top(o) for o in p.organizations() if o in self.facts.organizations} for p in people
        }
        orgs = sorted(set().union(*tops.values()), key=lambda o: (self.label(o), o))
        options = "".join(
            f'<option value="{h(self.folders.get(o, o))}">{h(self.label(o))}</option>' for o in orgs
        )
        items = []
        for person in people:
            current = [r for r in person.positions if r.current]
            what = (
                f", {h(current[0].title)}, {h(self.label(self.top(current[0].organization)))}"
                if current
                else ""
            )
            org_keys = " ".join(sorted(self.folders.get(o, o) for o in tops[person.iri]))
            items.append(f'<li data-orgs="{h(org_keys)}">{self.link(place, person.iri)}{what}</li>')
        body = (
            "<h1>Researchers</h1>\n"
            f"<p>{len(people)} researchers with a profile. Each page lists positions, education, advisors, "
            "students and publications, with the source of every fact.</p>\n"
            '<form class="filters" id="filters" hidden role="search" aria-label="Filter the list">'
            '<label for="search">Name</label> <input type="search" id="search" autocomplete="off"> '
            '<label for="organization">Organisation</label> '
            f'<select id="organization"><option value="">any</option>{options}</select>'
            '<p id="shown" aria-live="polite"></p></form>\n'
            f'<ul class="people" id="people">{"".join(items)}</ul>\n'
        )
        return page(
            place,
            "Researchers",
            body,
            "Researchers, their careers and their publications.",
            scripts=["index.js"],
        )

    def organizations_page(self) -> str:
        place = Place("organizations")
        tops = sorted(
            (o for o in self.facts.organizations.values() if not o.parent), key=lambda o: (o.name, o.iri)
        )

        def tree(iri: str) -> str:
            units = sorted(self.facts.organizations[iri].units, key=self.label)
            inner = f"<ul>{''.join(f'<li>{tree(u)}</li>' for u in units)}</ul>" if units else ""
            return self.link(place, iri) + inner

        items = "".join(f"<li>{tree(o.iri)}</li>" for o in tops)
        body = f'<h1>Organisations</h1>\n<ul class="organizations">{items}</ul>\n'
        return page(place, "Organisations", body, "Organisations, with their units.")

    def publications_page(self, years: dict[str, list[Publication]]) -> str:
        """The years, each with the number of its publications, linking to its own page (one
        page of them all was 100 MB at 10,000 profiles)."""
        place = Place("publications")
        items = "".join(
            f'<li><a href="{h(place.to(year_folder(year)))}">{h(year or "Undated")}</a>: '
            f"{len(years[year])} publications</li>"
            for year in sorted(years, reverse=True)
        )
        total = sum(len(v) for v in years.values())
        body = (
            f'<h1>Publications</h1>\n<p>{total} publications, by year.</p>\n<ul class="years">{items}</ul>\n'
        )
        return page(place, "Publications", body, "Publications by year, with their authors in order.")

    def year_page(self, year: str, publications: list[Publication]) -> str:
        place = Place(year_folder(year))
        label = year or "Undated"
        items = "".join(self.publication_item(place, p) for p in publications)
        body = (
            f"<h1>Publications: {h(label)}</h1>\n"
            f"<p>{len(publications)} publications. "
            f'<a href="{h(place.to("publications"))}">All years</a></p>\n'
            f'<ol class="publications">{items}</ol>\n'
        )
        return page(
            place, f"Publications, {label}", body, f"Publications of {label}, with their authors in order."
        )

    def map_page(self, data: str) -> str:
        place = Place("map")
        embedded = data.replace("</", "<\\/")  # "</" may not appear inside a script element
        body = (
            "<h1>Co-author map</h1>\n"
            "<p>Researchers with a profile and their co-authors; a line joins two people who wrote together, "
            "the wider the more papers. Drag to move, scroll or use the buttons to zoom, and find a person "
            "by name.</p>\n"
            '<form class="filters" id="find" role="search" aria-label="Find a person on the map">'
            '<label for="who">Name</label> <input id="who" list="names" autocomplete="off"> '
            '<button type="submit">Find</button><datalist id="names"></datalist>'
            '<p id="found" aria-live="polite"></p></form>\n'
            '<div id="network" class="network" role="img" aria-label="Interactive co-author network"></div>\n'
            "<noscript><p>The map needs JavaScript. Every person page shows their co-authors as a picture."
            "</p></noscript>\n"
            f'<script type="application/json" id="map-data">{embedded}</script>\n'
        )
        return page(
            place,
            "Co-author map",
            body,
            "An interactive map of who wrote with whom.",
            scripts=["vis-network.min.js", "map.js"],
        )


def year_folder(year: str) -> str:
    return f"publications/{year or 'undated'}"


def _lang_guess(name: str) -> str:
    """A language tag for a native name from its script (the graph keeps the real tag)."""
    for character in name:
        code = ord(character)
        if 0x3040 <= code <= 0x30FF:
            return "ja"
        if 0xAC00 <= code <= 0xD7AF:
            return "ko"
        if 0x4E00 <= code <= 0x9FFF:
            return "zh"
    return "und"


def map_data(facts: Facts, folders: dict[str, str], limit: int = 1500) -> str:
    """The co-author network as JSON for the map page: people with a profile first, then their
    co-authors by joint papers, at most ``limit`` people (the browser lays out what it gets)."""
    profiled = sorted((p for p in facts.people.values() if p.profile), key=lambda p: (p.name, p.iri))
    chosen: dict[str, None] = dict.fromkeys(p.iri for p in profiled[:limit])
    weights: dict[tuple[str, str], int] = {}
    for person in profiled:
        for other, joint in facts.coauthors(person.iri).items():
            pair = (person.iri, other) if person.iri < other else (other, person.iri)
            weights[pair] = max(weights.get(pair, 0), joint)
    ranked = sorted(weights.items(), key=lambda kv: (-kv[1], kv[0]))
    for (a, b), _ in ranked:
        if len(chosen) >= limit:
            break
        chosen.setdefault(a)
        chosen.setdefault(b)
    ids = {iri: n for n, iri in enumerate(sorted(chosen))}
    nodes = [
        {
            "id": ids[iri],
            "label": facts.people[iri].name,
            "url": folders.get(iri),
            "profile": facts.people[iri].profile is not None,
        }
        for iri in sorted(chosen)
    ]
    edges = [
        {"from": ids[a], "to": ids[b], "value": w}
        for (a, b), w in sorted(weights.items())
        if a in ids and b in ids
    ]
    return json.dumps({"nodes": nodes, "edges": edges}, ensure_ascii=False, separators=(",", ":"))
