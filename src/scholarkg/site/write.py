"""Site, writing: a data folder -> a static site in a folder, through the pipeline's graph.

The graph comes from the streamed export, bulk-loaded into an embedded Oxigraph store (as
``scholarkg query`` gets it); the facts are read from it in a few queries, the pictures laid out
in batches, and every page written beside its entity's Turtle and JSON-LD. A page whose bytes
did not change is not rewritten, so a rebuild touches only what changed (and a static host
uploads only that). The site is built in a scratch folder next to the target and then takes
its place: an interrupted build leaves the old site as it was.
"""

from __future__ import annotations

import contextlib
import importlib.util
import os
import shutil
import tempfile
import time
from collections import defaultdict
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from typing import Any

import pyoxigraph

from ..errors import EnvironmentProblem, UsageError
from ..files import current_umask, holds_bytes
from ..pipeline.workers import ordered_map, worker_count
from ..query.engines import OxigraphGraph
from ..vocab import DEFAULT_BASE_IRI, PREFIXES
from .facts import Facts, Person, Publication, gather
from .pages import Alternates, Place, Writer, map_data, year_folder
from .pictures import advisor_tree, coauthor_graph, render

VIS_NETWORK = "vis-9.1.2"  # the vis-network build that pyvis ships


@dataclass(frozen=True)
class SiteReport:
    pages: int
    written: int  # files whose bytes changed
    pictures: int
    seconds: float
    output: Path


def write_site(
    data_dir: str | Path,
    output: str | Path,
    base_iri: str = DEFAULT_BASE_IRI,
    cache_dir: str | Path | None = None,
    jobs: int | None = None,
) -> SiteReport:
    """Write the static site of ``data_dir`` into the folder ``output``, the pages over ``jobs``
    forked processes (default: one per core)."""
    started = time.perf_counter()
    target = Path(output)
    if target.exists() and not target.is_dir():
        raise UsageError(f"{target}: not a folder", options=["output"])
    if target.is_dir() and any(target.iterdir()) and not (target / MARKER).exists():
        raise UsageError(
            f"{target} holds files that are not a site made by scholarkg; choose an empty or new folder"
        )
    assets = _assets()  # before the long part: a missing pyvis is found at once
    graph = OxigraphGraph.of_folder(data_dir, base_iri, named_graphs=True, cache_dir=cache_dir)
    facts = gather(graph.store, base_iri)
    folders = _page_folders(facts, base_iri)
    parent = target.resolve().parent
    parent.mkdir(parents=True, exist_ok=True)
    scratch = Path(tempfile.mkdtemp(prefix=f".{target.name}-", dir=parent))
    try:
        _WORK.update(store=graph.store, facts=facts, folders=folders, target=target, scratch=scratch)
        entities = sorted(folders)
        # the people with a profile first, in runs of their own: their pictures are the slow part
        runs = [entities[i : i + RUN] for i in range(0, len(entities), RUN)]
        written = pictures = 0
        for run_written, run_pictures in ordered_map(_write_run, runs, worker_count(jobs), chunksize=1):
            written += run_written
            pictures += run_pictures
        writer = Writer(facts, folders)
        profiled = sorted((p for p in facts.people.values() if p.profile), key=lambda p: (p.name, p.iri))
        years: dict[str, list[Publication]] = defaultdict(list)
        for publication in sorted(facts.publications.values(), key=lambda p: (p.title, p.iri)):
            years[(publication.year or "")[:4]].append(publication)
        links = {iri: f"../{folder}/index.html" for iri, folder in folders.items()}
        listings = {
            "index.html": writer.index_page(profiled).encode(),
            "organizations/index.html": writer.organizations_page().encode(),
            "publications/index.html": writer.publications_page(years).encode(),
            **{
                f"{year_folder(year)}/index.html": writer.year_page(year, publications).encode()
                for year, publications in years.items()
            },
            "map/index.html": writer.map_page(map_data(facts, links)).encode(),
            MARKER: b"This folder was written by scholarkg site; it is replaced on every build.\n",
            **assets,
        }
        written += sum(_put(name, content) for name, content in listings.items())
        _swap(scratch, target)
    except BaseException:
        shutil.rmtree(scratch, ignore_errors=True)
        raise
    finally:
        _WORK.clear()
    pages = len(folders) + 4 + len(years)
    return SiteReport(pages, written, pictures, time.perf_counter() - started, target)


MARKER = ".scholarkg-site"
RUN = 200  # entities whose pages one task writes

# what the forked workers inherit: the store, the facts, the page folders, and where to write
_WORK: dict[str, Any] = {}


def _write_run(entities: list[str]) -> tuple[int, int]:
    """Write the pages (and Turtle and JSON-LD) of some entities; (files written, pictures)."""
    store: pyoxigraph.Store = _WORK["store"]
    facts: Facts = _WORK["facts"]
    folders: dict[str, str] = _WORK["folders"]
    writer = Writer(facts, folders)
    people = [facts.people[iri] for iri in entities if iri in facts.people]
    pictures = _pictures(facts, [p for p in people if p.profile], folders)
    written = 0
    for iri in entities:
        folder = folders[iri]
        place = Place(folder)
        alternates, turtle = _alternates(store, iri)
        if iri in facts.people:
            tree, coauthors = pictures.get(iri, (None, None))
            page = writer.person_page(facts.people[iri], place, tree, coauthors, alternates)
        elif iri in facts.publications:
            page = writer.publication_page(facts.publications[iri], place, alternates)
        else:
            page = writer.organization_page(iri, place, alternates)
        written += _put(f"{folder}/index.html", page.encode())
        written += _put(f"{folder}/index.jsonld", alternates.jsonld.encode())
        written += _put(f"{folder}/index.ttl", turtle)
    return written, sum(1 for pair in pictures.values() for svg in pair if svg is not None)


def _put(name: str, content: bytes) -> int:
    """Write one file of the new site into the scratch folder: a hard link to the old site's
    file when the bytes are the same (so its time is kept, and nothing is written), else the
    bytes. 1 if bytes were written."""
    path = _WORK["scratch"] / name
    path.parent.mkdir(parents=True, exist_ok=True)
    old = _WORK["target"] / name
    if not old.is_symlink() and holds_bytes(old, content):
        with contextlib.suppress(OSError):
            os.link(old, path)
            return 0
    try:
        path.write_bytes(content)
    except OSError as error:
        raise EnvironmentProblem(f"cannot write the site: {error.strerror}", path=path) from None
    return 1


def _page_folders(facts: Facts, base_iri: str) -> dict[str, str]:
    """The folder of each entity's page: its IRI's path under the base IRI."""
    folders = {}
    for iri in (*facts.people, *facts.publications, *facts.organizations):
        if iri.startswith(base_iri):
            folders[iri] = iri[len(base_iri) :].strip("/")
    return folders


def _pictures(
    facts: Facts, people: list[Person], folders: dict[str, str]
) -> dict[str, tuple[str | None, str | None]]:
    """Each profiled person's advisor tree and co-author graph as inline SVG (or None)."""

    def slug(iri: str) -> str:  # the last part of a page's folder: unique among people
        return folders.get(iri, iri).rsplit("/", 1)[-1]

    sources: list[str] = []
    slots: list[tuple[str, int]] = []
    for person in people:
        place = Place(folders[person.iri])

        def href(iri: str, place: Place = place) -> str | None:
            return place.to(folders[iri]) if iri in folders else None

        for kind, dot in enumerate(
            (advisor_tree(facts, person.iri, href, slug), coauthor_graph(facts, person.iri, href, slug))
        ):
            if dot is not None:
                sources.append(dot)
                slots.append((person.iri, kind))
    found: dict[str, list[str | None]] = {p.iri: [None, None] for p in people}
    for (iri, kind), svg in zip(slots, render(sources)):
        found[iri][kind] = svg
    return {iri: (pair[0], pair[1]) for iri, pair in found.items()}


def _alternates(store: pyoxigraph.Store, iri: str) -> tuple[Alternates, bytes]:
    """An entity's own triples (and its parts': roles, degrees, author slots, address) as
    JSON-LD and Turtle, from the union of the named graphs, sorted (so the same bytes each run)."""
    subject = pyoxigraph.NamedNode(iri)
    union = pyoxigraph.DefaultGraph()
    found = {
        pyoxigraph.Triple(q.subject, q.predicate, q.object)
        for q in store.quads_for_pattern(subject, None, None, union)
    }
    inside = iri + "/"
    parts = {
        t.object
        for t in found
        if isinstance(t.object, pyoxigraph.NamedNode) and t.object.value.startswith(inside)
    }
    for part in parts:
        found.update(
            pyoxigraph.Triple(q.subject, q.predicate, q.object)
            for q in store.quads_for_pattern(part, None, None, union)
        )
    ordered = sorted(found, key=str)
    jsonld = pyoxigraph.serialize(ordered, format=pyoxigraph.RdfFormat.JSON_LD, prefixes=_PREFIXES)
    turtle = pyoxigraph.serialize(ordered, format=pyoxigraph.RdfFormat.TURTLE, prefixes=_PREFIXES)
    return Alternates(bytes(jsonld or b"").decode("utf-8")), bytes(turtle or b"")


_PREFIXES = {prefix: str(namespace) for prefix, namespace in PREFIXES.items()}


def _assets() -> dict[str, bytes]:
    shipped = resources.files("scholarkg.site").joinpath("assets")
    files = {
        f"assets/{item.name}": item.read_bytes()
        for item in shipped.iterdir()
        if item.name.endswith((".css", ".js"))
    }
    spec = importlib.util.find_spec("pyvis")  # found, not imported: only its files are wanted
    if spec is None or not spec.submodule_search_locations:
        raise EnvironmentProblem("the co-author map needs vis-network, which pyvis ships: pip install pyvis")
    library = Path(list(spec.submodule_search_locations)[0]) / "lib" / VIS_NETWORK
    files["assets/vis-network.min.js"] = (library / "vis-network.min.js").read_bytes()
    files["assets/vis-network.min.css"] = (library / "vis-network.css").read_bytes()
    return files


def _swap(scratch: Path, target: Path) -> None:
    """The new site takes the old one's place (the old one is removed after)."""
    try:
        os.chmod(scratch, 0o777 & ~current_umask())
        if target.exists():
            retired = Path(tempfile.mkdtemp(prefix=f".{target.name}-old-", dir=scratch.parent))
            os.replace(target, retired / "site")
            os.replace(scratch, target)
            shutil.rmtree(retired, ignore_errors=True)
        else:
            os.replace(scratch, target)
    except OSError as error:
        raise EnvironmentProblem(f"cannot write the site: {error.strerror}", path=target) from None
