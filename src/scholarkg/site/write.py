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
import json
import os
import shutil
import tempfile
import time
from collections import defaultdict
from dataclasses import dataclass
from importlib import resources
from pathlib import Path

import pyoxigraph

from ..errors import EnvironmentProblem, UsageError
from ..query.engines import OxigraphGraph
from ..vocab import DEFAULT_BASE_IRI, PREFIXES
from .facts import Facts, Person, Publication, gather
from .pages import Alternates, Place, Writer, map_data
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
) -> SiteReport:
    """Write the static site of ``data_dir`` into the folder ``output``."""
    started = time.perf_counter()
    target = Path(output)
    if target.exists() and not target.is_dir():
        raise UsageError(f"{target}: not a folder", options=["output"])
    if target.is_dir() and any(target.iterdir()) and not (target / ".scholarkg-site").exists():
        raise UsageError(
            f"{target} holds files that are not a site made by scholarkg; choose an empty or new folder"
        )
    graph = OxigraphGraph.of_folder(data_dir, base_iri, named_graphs=True, cache_dir=cache_dir)
    facts = gather(graph.store)
    folders = _page_folders(facts, base_iri)
    writer = Writer(facts, folders)
    files: dict[str, bytes] = {}

    profiled = sorted((p for p in facts.people.values() if p.profile), key=lambda p: (p.name, p.iri))
    pictures = _pictures(facts, profiled, folders)
    for person in facts.people.values():
        folder = folders[person.iri]
        place = Place(folder)
        tree, coauthors = pictures.get(person.iri, (None, None))
        alternates = _alternates(graph.store, person.iri, base_iri)
        files[f"{folder}/index.html"] = writer.person_page(
            person, place, tree, coauthors, alternates[0]
        ).encode()
        files.update(_alternate_files(folder, alternates))
    for iri, publication in facts.publications.items():
        folder = folders[iri]
        alternates = _alternates(graph.store, iri, base_iri)
        files[f"{folder}/index.html"] = writer.publication_page(
            publication, Place(folder), alternates[0]
        ).encode()
        files.update(_alternate_files(folder, alternates))
    for iri in facts.organizations:
        folder = folders[iri]
        alternates = _alternates(graph.store, iri, base_iri)
        files[f"{folder}/index.html"] = writer.organization_page(iri, Place(folder), alternates[0]).encode()
        files.update(_alternate_files(folder, alternates))
    years: dict[str, list[Publication]] = defaultdict(list)
    for publication in sorted(facts.publications.values(), key=lambda p: (p.title, p.iri)):
        years[(publication.year or "")[:4]].append(publication)
    files["index.html"] = writer.index_page(profiled).encode()
    files["organizations/index.html"] = writer.organizations_page().encode()
    files["publications/index.html"] = writer.publications_page(years).encode()
    files["map/index.html"] = writer.map_page(
        map_data(facts, {i: "../" + f + "/index.html" for i, f in folders.items()})
    ).encode()
    files.update(_assets())
    files[".scholarkg-site"] = b"This folder was written by scholarkg site; it is rewritten on every build.\n"
    written = _replace_folder(target, files)
    pages = sum(1 for name in files if name.endswith(".html"))
    picture_count = sum(1 for pair in pictures.values() for svg in pair if svg is not None)
    return SiteReport(pages, written, picture_count, time.perf_counter() - started, target)


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


def _alternates(store: pyoxigraph.Store, iri: str, base_iri: str) -> tuple[Alternates, bytes]:
    """An entity's own triples (and its parts': roles, degrees, author slots, address) as
    JSON-LD and Turtle, from the union of the named graphs."""
    subject = pyoxigraph.NamedNode(iri)
    union = pyoxigraph.DefaultGraph()
    triples = {
        pyoxigraph.Triple(q.subject, q.predicate, q.object)
        for q in store.quads_for_pattern(subject, None, None, union)
    }
    parts = {
        t.object
        for t in triples
        if isinstance(t.object, pyoxigraph.NamedNode) and t.object.value.startswith(iri + "/")
    }
    for part in parts:
        triples |= {
            pyoxigraph.Triple(q.subject, q.predicate, q.object)
            for q in store.quads_for_pattern(part, None, None, union)
        }
    ordered = sorted(triples, key=lambda t: (str(t.subject), str(t.predicate), str(t.object)))
    prefixes = {prefix: str(namespace) for prefix, namespace in PREFIXES.items()}
    jsonld = pyoxigraph.serialize(ordered, format=pyoxigraph.RdfFormat.JSON_LD, prefixes=prefixes)
    turtle = pyoxigraph.serialize(ordered, format=pyoxigraph.RdfFormat.TURTLE, prefixes=prefixes)
    document = (
        json.dumps(json.loads(bytes(jsonld or b"{}")), indent=1, ensure_ascii=False, sort_keys=True) + "\n"
    )
    return Alternates(document), bytes(turtle or b"")


def _alternate_files(folder: str, alternates: tuple[Alternates, bytes]) -> dict[str, bytes]:
    return {f"{folder}/index.jsonld": alternates[0].jsonld.encode(), f"{folder}/index.ttl": alternates[1]}


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


def _replace_folder(target: Path, files: dict[str, bytes]) -> int:
    """Make ``target`` hold exactly ``files``: built in a scratch folder beside it, where files
    whose bytes did not change are hard links to the old ones (times kept), then swapped in."""
    parent = target.resolve().parent
    parent.mkdir(parents=True, exist_ok=True)
    written = 0
    scratch = Path(tempfile.mkdtemp(prefix=f".{target.name}-", dir=parent))
    try:
        for name, content in sorted(files.items()):
            path = scratch / name
            path.parent.mkdir(parents=True, exist_ok=True)
            old = target / name
            if (
                old.is_file()
                and not old.is_symlink()
                and old.stat().st_size == len(content)
                and old.read_bytes() == content
            ):
                with contextlib.suppress(OSError):
                    os.link(old, path)
                    continue
            path.write_bytes(content)
            written += 1
        os.chmod(scratch, 0o777 & ~_umask())
        if target.exists():
            retired = Path(tempfile.mkdtemp(prefix=f".{target.name}-old-", dir=parent))
            os.replace(target, retired / "site")
            os.replace(scratch, target)
            shutil.rmtree(retired, ignore_errors=True)
        else:
            os.replace(scratch, target)
    except OSError as error:
        shutil.rmtree(scratch, ignore_errors=True)
        raise EnvironmentProblem(f"cannot write the site: {error.strerror}", path=target) from None
    except BaseException:
        shutil.rmtree(scratch, ignore_errors=True)
        raise
    return written


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask
