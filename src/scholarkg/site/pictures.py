"""Site, pictures: advisor trees and co-author graphs -> SVG, laid out by Graphviz at build time.

The pages show them without JavaScript. Each picture is written as DOT text here and laid out
by Graphviz's ``dot`` program (Debian's ``graphviz``), many pictures per run of the program:
one run per picture cost more than the layout itself at thousands of profiles. The same DOT
gives the same SVG, so pages are byte-identical from run to run.
"""

from __future__ import annotations

import math
import re
import shutil
import subprocess
from collections.abc import Callable, Sequence

from ..errors import EnvironmentProblem
from .facts import LINEAGE, Facts

GENERATIONS = 3  # advisor tree: generations shown above and below the person
ROW = 8  # advisor tree: students side by side under one advisor; more go to the rows below
COAUTHORS = 30  # co-author graph: the most frequent co-authors shown (all are in the publications)
FONT = 'fontname="DejaVu Sans,Helvetica,Arial,sans-serif"'


def _quoted(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", " ") + '"'


def _node(node_id: str, label: str, href: str | None, css: str, tooltip: str) -> str:
    attributes = [f"id={_quoted(node_id)}", f"label={_quoted(label)}", f"class={_quoted(css)}"]
    attributes.append(f"tooltip={_quoted(tooltip)}")
    if href is not None:
        attributes.append(f"URL={_quoted(href)}")
        attributes.append('target="_top"')
    if "focus" in css:
        attributes.append('style="filled,bold" fillcolor="#fff3c4"')
    return f"  {_quoted(node_id)} [{', '.join(attributes)}];"


def advisor_tree(
    facts: Facts, person: str, href: Callable[[str], str | None], slug: Callable[[str], str]
) -> str | None:
    """DOT for a person's academic genealogy: advisors and co-advisors for up to
    :data:`GENERATIONS` generations above, students below, a generation per row. None when
    the person has neither advisors nor students."""
    above = _generations(
        facts, person, lambda p: [l.person for l in facts.people[p].advisors if l.relation in LINEAGE]
    )
    below = _generations(
        facts, person, lambda p: [l.person for l in facts.people[p].students if l.relation in LINEAGE]
    )
    if not above and not below:
        return None
    shown = {person, *above, *below}
    lines = [
        f"digraph {_quoted('advisor tree of ' + facts.people[person].name)} {{",
        '  graph [id="advisor-tree-graph", layout=dot, rankdir=TB, nodesep=0.25, ranksep=0.45,',
        f'    bgcolor="transparent", {FONT}];',
        f'  node [shape=box, style="rounded", color="#1f3a5f", fontcolor="#111111", fontsize=11, {FONT}];',
        '  edge [color="#4a5a6a", arrowsize=0.6];',
    ]
    for other in sorted(shown):
        css = "person focus" if other == person else "person advisor" if other in above else "person student"
        name = facts.people[other].name
        lines.append(_node(f"tree-{slug(other)}", name, href(other), css, name))
    edges = sorted(
        (link.person, student, link.relation)
        for student in shown
        for link in facts.people[student].advisors
        if link.relation in LINEAGE and link.person in shown
    )
    placed: dict[str, int] = {}  # students placed under each advisor so far
    for advisor, student, relation in edges:
        # an advisor's students in rows of ROW, one row under the other, so a large group stays readable
        row = placed.get(advisor, 0) // ROW if student not in above else 0
        placed[advisor] = placed.get(advisor, 0) + 1
        style = ', style="dashed"' if relation == "co-advisor" else ""
        edge_id = _quoted(f"tree-{slug(advisor)}-{slug(student)}")
        lines.append(
            f"  {_quoted('tree-' + slug(advisor))} -> {_quoted('tree-' + slug(student))} "
            f"[id={edge_id}, tooltip={_quoted(relation)}, minlen={1 + row}{style}];"
        )
    lines.append("}")
    return "\n".join(lines) + "\n"


def _generations(facts: Facts, start: str, step: Callable[[str], Sequence[str]]) -> set[str]:
    """Everyone reached from ``start`` in at most :data:`GENERATIONS` steps (not ``start``)."""
    reached: set[str] = set()
    frontier = [start]
    for _ in range(GENERATIONS):
        frontier = [other for p in frontier for other in step(p) if other not in reached and other != start]
        reached.update(frontier)
    return reached


def coauthor_graph(
    facts: Facts, person: str, href: Callable[[str], str | None], slug: Callable[[str], str]
) -> str | None:
    """DOT for a person and their co-authors around them -- the :data:`COAUTHORS` most
    frequent, and those with a profile -- an edge's width the number of joint papers. None
    without co-authors."""
    counted = facts.coauthors(person)
    if not counted:
        return None
    frequent = sorted(counted, key=lambda other: (-counted[other], facts.people[other].name, other))[
        :COAUTHORS
    ]
    # and every co-author with a profile of their own: the site's researchers, whom readers follow
    shown = set(frequent) | {other for other in counted if facts.people[other].profile is not None}
    centre = f"co-{slug(person)}"
    lines = [
        f"graph {_quoted('co-authors of ' + facts.people[person].name)} {{",
        f'  graph [id="coauthor-graph-graph", layout=twopi, root={_quoted(centre)}, overlap=false,',
        f'    ranksep=1.6, bgcolor="transparent", {FONT}];',
        f'  node [shape=box, style="rounded", color="#1f3a5f", fontcolor="#111111", fontsize=10, {FONT}];',
        '  edge [color="#4a5a6a"];',
        _node(centre, facts.people[person].name, href(person), "person focus", facts.people[person].name),
    ]
    for other in sorted(shown):
        name = facts.people[other].name
        lines.append(_node(f"co-{slug(other)}", name, href(other), "person coauthor", name))
    for other in sorted(shown):
        joint = counted[other]
        width = f"{min(1 + math.log2(joint) * 1.5, 6):.2f}"
        papers = f"{joint} joint paper{'s' if joint != 1 else ''}"
        edge_id = f"co-{slug(person)}-{slug(other)}"
        lines.append(
            f"  {_quoted(centre)} -- {_quoted('co-' + slug(other))} [id={_quoted(edge_id)}, "
            f"penwidth={width}, tooltip={_quoted(papers)}, class={_quoted('joint-' + str(joint))}];"
        )
    lines.append("}")
    return "\n".join(lines) + "\n"


_SVG_START = re.compile(r"<svg\b")


def render(sources: Sequence[str], batch: int = 200) -> list[str]:
    """Each DOT source laid out as an SVG element (no XML prolog: it goes inline in a page).

    Every source names its layout engine: in one run of dot, a graph without one is laid out
    by the engine the graph before it named."""
    dot = shutil.which("dot")
    if dot is None:
        raise EnvironmentProblem(
            "Graphviz's dot program is not installed; the pictures need it (Debian: apt install graphviz)"
        )
    rendered: list[str] = []
    for begin in range(0, len(sources), batch):
        part = sources[begin : begin + batch]
        done = subprocess.run(
            [dot, "-Tsvg"], input="".join(part).encode("utf-8"), capture_output=True, timeout=600, check=False
        )
        if done.returncode != 0:
            reason = done.stderr.decode("utf-8", "replace").strip().splitlines()
            raise EnvironmentProblem(f"Graphviz failed: {reason[-1] if reason else done.returncode}")
        text = done.stdout.decode("utf-8")
        svgs = [
            text[m.start() : text.index("</svg>", m.start()) + len("</svg>")]
            for m in _SVG_START.finditer(text)
        ]
        if len(svgs) != len(part):
            raise EnvironmentProblem(f"Graphviz gave {len(svgs)} pictures for {len(part)}")
        rendered.extend(_tidy(svg) for svg in svgs)
    return rendered


def _tidy(svg: str) -> str:
    """Graphviz's SVG without its generator comments, sized to fit a phone's width."""
    svg = re.sub(r"<!--.*?-->\n?", "", svg, flags=re.S)
    # several graphs in one run of dot: version 2.42 numbers the pages in each root group's id
    svg = re.sub(r'<g id="page\d+,\d+_', '<g id="', svg)
    return re.sub(
        r'<svg width="([\d.]+)pt" height="([\d.]+)pt"',
        r'<svg class="picture" width="\1pt" height="\2pt"',
        svg,
        count=1,
    )
