"""Validate, the ways to validate: profiles, graphs or RDF files -> a :class:`Report`.

The shapes in ``shapes/`` are run by :mod:`.shapes`; each result about a graph made from
profiles is traced back by :mod:`.locate`, through the mapping's origins, to the YAML file, line
and field the offending node came from::

    data/profiles/jiarui-fang.yaml:56: education[1].end: 2014 is before start (2015)

- :func:`validate_data` (``scholarkg validate --data``, and the export through
  :func:`refuse_nonconforming`) checks a data folder from the pipeline's records, runs of
  profiles in forked workers, without the whole graph in memory. Each named graph -- the
  registry graph and one graph per profile -- is checked on its own,
  so that every result is about one source and points into its file; graphs are packed into
  chunks validated in one go, two graphs sharing a chunk only if they describe no common node
  that a class-targeted shape counts (a publication both list), so packing never changes a
  result (:mod:`.reference` does the same for a whole build in memory, for the tests);
- :func:`validate_graph` / :func:`validate_file` check any RDF graph as a whole, e.g. an export
  or a store's dump; results then name IRIs. Only here do the shapes of ``conflicts.ttl`` run.
"""

from __future__ import annotations

import functools
from collections import defaultdict
from collections.abc import Callable, Collection, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from rdflib import Dataset, Graph, URIRef
from rdflib.term import Node

from ..errors import DataError, GraphRefused, UsageError
from ..export.formats import format_for_path
from ..mapping import PERSON_TYPES, Mapper, NamedGraph
from ..profiles.corpus import (
    ORGANIZATIONS_FILE_NAME,
    PEOPLE_FILE_NAME,
    PROFILES_DIR,
    Corpus,
    Profile,
    RegistryEntry,
)
from ..resolve.resolution import Resolution
from ..vocab import DEFAULT_BASE_IRI, RDF, SDO
from .locate import _Locator
from .report import SH, Report, Result
from .screen import load_screen
from .shapes import Raw, Triple, Types, _check, _is_rdf_type, _parsed_once, _types_of, load_shapes

if TYPE_CHECKING:
    from ..pipeline.stream import ProfileRecords

# Profiles per pySHACL call: large enough that the fixed cost of a call (about 1 ms per shape)
# vanishes, small enough to spread the work over the cores.
CHUNK_SIZE = 100
REGISTRY_SLICE = 50_000  # triples of the registry graph validated at a time


# -- whole graphs ---------------------------------------------------------------------------------


def validate_graph(graph: Graph, *, strict: bool = False) -> Report:
    """Validate any RDF graph as a whole (a Dataset as the union of its graphs); results name IRIs."""
    triples = list(graph.quads((None, None, None, None))) if isinstance(graph, Dataset) else list(graph)
    triples = [t[:3] for t in triples]
    with _parsed_once():
        raw = _check(triples, _types_of(triples), whole=True)
    return Report([Result(*r) for r in raw], 1, strict)


class NotRdf(UsageError):
    """A folder, or a data folder's YAML, given where an RDF file is checked; ``data_folder`` is
    the data folder it belongs to, when its place tells."""

    def __init__(self, message: str, data_folder: Path | None) -> None:
        super().__init__(message)
        self.data_folder = data_folder


def _not_rdf(path: str | Path) -> NotRdf | None:
    """Why ``path`` is no RDF file when it is a folder or YAML (what :func:`validate_data` reads)."""
    given = Path(path)
    if given.is_dir():
        return NotRdf(f"'{path}' is a folder", given.parent if given.name == PROFILES_DIR else given)
    if given.suffix.lower() not in (".yaml", ".yml"):
        return None
    if given.parent.name == PROFILES_DIR:
        folder: Path | None = given.parent.parent
    elif given.name in (ORGANIZATIONS_FILE_NAME, PEOPLE_FILE_NAME):
        folder = given.parent
    else:
        folder = None
    return NotRdf(f"'{path}' is YAML, not RDF", folder)


def validate_file(path: str | Path, *, strict: bool = False) -> Report:
    """Validate an RDF file (any format of formats.FORMATS, told by its extension)."""
    not_rdf = _not_rdf(path)
    if not_rdf is not None:
        raise not_rdf
    rdf_format = format_for_path(str(path))
    if rdf_format is None:
        raise UsageError(
            f"cannot tell the RDF format of '{path}' from its extension "
            "(use .ttl, .nt, .nq, .trig, .jsonld or .rdf)"
        )
    if not Path(path).is_file():
        raise UsageError(f"file '{path}' not found")
    graph = Dataset() if rdf_format.quads else Graph()
    try:
        graph.parse(str(path), format=rdf_format.rdflib)
    except Exception as exc:  # noqa: BLE001 - rdflib's parsers raise many types: all mean bad RDF
        raise DataError(f"not valid {rdf_format.name}: {exc}".splitlines()[0], path=path) from None
    return validate_graph(graph, strict=strict)


def validate_path(
    file: str | Path | None = None,
    data: str | Path | None = None,
    *,
    jobs: int | None = None,
    strict: bool = False,
) -> Report:
    """What ``scholarkg validate`` checks: an RDF file, or else a data folder (default ``data``)."""
    if file is not None and data is not None:
        raise UsageError("give an RDF file or a data folder, not both")
    if file is not None:
        return validate_file(file, strict=strict)
    return validate_data(data if data is not None else "data", jobs=jobs, strict=strict)


# -- graphs, packed into chunks -------------------------------------------------------------------


@dataclass
class _Source:
    """One named graph of a build, with the nodes it describes that some graph gives a class a
    shape targets (``sh:targetClass``), whether or not this graph states that class."""

    iri: URIRef
    triples: list[Triple]
    claims: frozenset[Node] = field(default_factory=frozenset)

    @classmethod
    def of(cls, iri: URIRef, triples: list[Triple], types: Types) -> _Source:
        counted = load_shapes().counted_classes
        described = {s for s, _, _ in triples}
        return cls(iri, triples, frozenset(s for s in described if not counted.isdisjoint(types.get(s, ()))))


def _pack(sources: Sequence[_Source], size: int) -> list[list[int]]:
    """Consecutive graphs in chunks of at most ``size``; a graph whose claims clash waits for the
    next. Then what a chunk says about a node of a targeted class comes from one graph, and the
    chunk gives exactly the results of its graphs validated one by one: a registry entry's names
    for a person with a profile, validated with the profile, could break the rule of one name per
    language that neither breaks alone."""
    chunks: list[list[int]] = []
    pending = list(range(len(sources)))
    while pending:
        chunk: list[int] = []
        claimed: set[Node] = set()
        deferred: list[int] = []
        for position, index in enumerate(pending):
            if len(chunk) == size:
                deferred.extend(pending[position:])
                break
            if claimed.isdisjoint(sources[index].claims):
                chunk.append(index)
                claimed |= sources[index].claims
            else:
                deferred.append(index)
        chunks.append(chunk)
        pending = deferred
    return chunks


def _check_members(sources: Sequence[_Source], types: Types, members: list[int]) -> list[tuple[int, Raw]]:
    """Validate graphs together; each result comes with the index of every graph that it concerns."""
    raw = _check([t for i in members for t in sources[i].triples], types)
    if len(members) == 1 or not raw:
        return [(members[0], r) for r in raw]
    subjects: dict[Node, list[int]] = defaultdict(list)
    for i in members:
        for s in {t[0] for t in sources[i].triples}:
            subjects[s].append(i)
    located: list[tuple[int, Raw]] = []
    for r in raw:
        owners = subjects.get(r[2]) or members[:1]
        if len(owners) > 1:  # a node several graphs describe (a venue): find the graphs the result is about
            owners = _concerned(owners, r, sources)
        located.extend((i, r) for i in owners)
    return located


def _concerned(candidates: list[int], raw: Raw, sources: Sequence[_Source]) -> list[int]:
    """The graphs that assert the offending triple, or else make the node a focus of the shape."""
    focus, path, value, shape = raw[2], raw[3], raw[4], raw[5]
    if path is not None and value is not None:
        asserting = [i for i in candidates if (focus, path, value) in set(sources[i].triples)]
        if asserting:
            return asserting
    targets = load_shapes().targets.get(shape, frozenset())

    def targets_focus(triple: Triple) -> bool:
        s, p, o = triple
        return any(
            (kind == SH.targetClass and s == focus and p == RDF.type and o == node)
            or (kind == SH.targetSubjectsOf and s == focus and p == node)
            or (kind == SH.targetObjectsOf and o == focus and p == node)
            for kind, node in targets
        )

    targeting = [i for i in candidates if any(targets_focus(t) for t in sources[i].triples)]
    return targeting or candidates


# -- data folders, profile by profile --------------------------------------------------------------


class _Layers(Mapping[Node, Collection[Node]]):
    """The classes of a node in any of several tables, together."""

    def __init__(self, *layers: Types) -> None:
        self.layers = layers

    def __getitem__(self, node: Node) -> Collection[Node]:
        found = self.get(node)
        if found is None:
            raise KeyError(node)
        return found

    def get(self, node: Node, default: Any = None) -> Any:  # Mapping's get goes through KeyError
        found = [kinds for layer in self.layers if (kinds := layer.get(node)) is not None]
        if not found:
            return default
        return found[0] if len(found) == 1 else set().union(*found)

    def __iter__(self) -> Iterator[Node]:
        return iter({node for layer in self.layers for node in layer})

    def __len__(self) -> int:
        return sum(1 for _ in self)


@dataclass
class _Folder:
    """What the workers validating a data folder inherit: set before they are forked."""

    root: Path
    resolution: Resolution
    base_iri: str
    organizations: list[RegistryEntry]
    people: list[RegistryEntry]
    known: Types  # the classes the registry graph gives, and every profile's person's
    chunk_size: int = CHUNK_SIZE  # profiles in a run, and graphs in a chunk
    found: Types = field(default_factory=dict)  # the classes of ``suspects`` in every graph
    suspects: frozenset[Node] = frozenset()  # the nodes of provisional link results
    unplaced: list[Raw] = field(default_factory=list)  # registry results no registry entry locates
    screen: bool = True  # pySHACL only on the graphs the screen flags (False: on every graph)


_FOLDER: _Folder | None = None


def validate_data(
    data_dir: str | Path = "data",
    *,
    jobs: int | None = None,
    strict: bool = False,
    base_iri: str = DEFAULT_BASE_IRI,
    cache_dir: str | Path | None = None,
    chunk_size: int = CHUNK_SIZE,
    registry_slice: int = REGISTRY_SLICE,
    screen: bool = True,
) -> Report:
    """The report :func:`validate_build` gives for the build of ``data_dir``, without building it.

    The streamed export's first pass and resolution, then runs of profiles that forked workers
    map, validate and locate, so that memory holds the resolution and a run per worker rather
    than every graph (``validate_build`` holds them all: 4.9 GB in one process at 10k profiles).

    A graph's links are checked against the classes its own triples, the registry graph and every
    profile's person give. Another profile's graph could give a linked node its class too, so a
    link result (``links.ttl``) is provisional: a second look at every graph gathers the classes
    of its nodes, and the runs with such results are validated again. The same second look finds
    the profile that makes or names the node of a registry result no registry entry accounts for.

    The registry graph, which holds every person known by name only, is validated in the
    parent in slices of about ``registry_slice`` triples (932k triples at 100k profiles: 1.9 GB
    in one piece); each node's statements stay in one slice, and every organisation's in the
    first, where a chain of parent organisations is checked whole.

    ``cache_dir``: the streamed export's cache; its checked records spare reading the YAML again.

    ``screen``: pySHACL runs only on the graphs :mod:`.screen` says may break a rule (mapped a
    second time, recording origins, to locate the results); False runs it on every graph, the
    reference the tests compare with.
    """
    from ..pipeline.stream import profile_records

    with profile_records(data_dir, base_iri, jobs, cache_dir) as records:
        return validate_records(
            records,
            data_dir,
            strict=strict,
            base_iri=base_iri,
            chunk_size=chunk_size,
            registry_slice=registry_slice,
            screen=screen,
        )


def refuse_nonconforming(
    data_dir: str | Path, base_iri: str = DEFAULT_BASE_IRI
) -> Callable[[ProfileRecords], None]:
    """The check a validated export hands the pipeline: it validates the records after
    resolution and raises :class:`GraphRefused` before anything is written."""

    def check(records: ProfileRecords) -> None:
        report = validate_records(records, data_dir, base_iri=base_iri)
        if not report.conforms:
            raise GraphRefused(report)

    return check


def validate_records(
    records: ProfileRecords,
    data_dir: str | Path,
    *,
    strict: bool = False,
    base_iri: str = DEFAULT_BASE_IRI,
    chunk_size: int = CHUNK_SIZE,
    registry_slice: int = REGISTRY_SLICE,
    screen: bool = True,
) -> Report:
    """:func:`validate_data` on a folder's records after pass 1 and the resolution: what the
    streamed export hands its ``check`` before it writes."""
    global _FOLDER
    links = _link_shapes()
    with _parsed_once():
        corpus = records.resolution.corpus
        mapper = Mapper(records.resolution, base_iri)  # the registry entries' origins
        registry_triples = list(mapper.registry_triples())
        known = _types_of(registry_triples)
        for profile_id in records.profile_ids:
            known[mapper.person_id(profile_id)].update(PERSON_TYPES)
        registry = _Source(mapper.registry_graph, registry_triples)  # checked alone: no claims needed
        _FOLDER = folder = _Folder(
            Path(data_dir),
            records.resolution,
            base_iri,
            corpus.organizations,
            corpus.people,
            known,
            chunk_size,
            screen=screen,
        )
        try:
            registry_raw = _check_registry(registry.triples, known, registry_slice, screen)
            runs: dict[int, list[Result]] = dict(records.runs(_validate_run, chunk_size, spread=True))
            suspects = {n for r in registry_raw if r[5] in links for n in (r[2], r[4])} | {
                n for found in runs.values() for r in found if r.shape in links for n in (r.focus, r.value)
            }
            folder.suspects = frozenset(n for n in suspects if isinstance(n, URIRef))
            folder.unplaced = [r for r in registry_raw if r[2] not in mapper.origins]
            placed: dict[Raw, Result] = {}
            if folder.suspects or folder.unplaced:
                found_types: dict[Node, set[Node]] = defaultdict(set)
                by_origin: dict[Raw, Result] = {}
                by_name: dict[Raw, Result] = {}
                for _, (types, origin_hits, name_hits) in records.runs(_second_look, chunk_size):
                    for node, kinds in types.items():
                        found_types[node] |= kinds
                    for hits, into in ((origin_hits, by_origin), (name_hits, by_name)):
                        for raw, result in hits.items():
                            into.setdefault(raw, result)  # the first profile, in file order
                placed = {**by_name, **by_origin}  # where a profile's record makes the node, else names it
                if folder.suspects:
                    folder.found = found_types
                    registry_raw = _check_registry(
                        registry.triples, _Layers(known, found_types), registry_slice, screen
                    )
                    again = {n for n, found in runs.items() if any(r.shape in links for r in found)}
                    runs.update(records.runs(_validate_run, chunk_size, only=again, spread=True))
        finally:
            _FOLDER = None
        located = _locator(folder, mapper, [], [NamedGraph(registry.iri, registry.triples)])
        results = [placed[r] if r in placed else located.locate(r, registry.iri) for r in registry_raw]
        return Report(
            results + [r for found in runs.values() for r in found], len(records.profile_ids) + 1, strict
        )


def _check_registry(triples: list[Triple], types: Types, size: int, screen: bool) -> list[Raw]:
    """The registry graph checked in slices of about ``size`` triples: each node's statements in
    one slice, and every organisation's in the first (a chain of parents is checked whole);
    ``screen``: only the slices the screen flags."""
    by_subject: dict[Node, list[Triple]] = defaultdict(list)
    for triple in triples:
        by_subject[triple[0]].append(triple)
    organizations = [s for s in by_subject if SDO.Organization in types.get(s, ())]  # in the graph's order
    pieces: list[list[Triple]] = [[t for s in organizations for t in by_subject.pop(s)]]
    for statements in by_subject.values():
        if len(pieces[-1]) >= size:
            pieces.append([])
        pieces[-1] += statements
    flagged = load_screen().may_fail if screen else lambda *_: True
    return [raw for piece in pieces if flagged(piece, types) for raw in _check(piece, types)]


@functools.cache
def _link_shapes() -> frozenset[Node]:
    shapes = load_shapes()
    return frozenset(
        s
        for g in (shapes.link_core, shapes.link_queries)
        for kind in (SH.NodeShape, SH.PropertyShape)
        for s in g.subjects(RDF.type, kind)
    )


def _mapped(profiles: list[Profile], origins: bool = True) -> tuple[Mapper, Types, list[_Source]]:
    """A run of profiles mapped, by a mapper that records the origins of these alone (unless
    ``origins`` is False); the classes their graphs, the registry graph and the second look give."""
    assert _FOLDER is not None
    mapper = Mapper(_FOLDER.resolution, _FOLDER.base_iri, track_origins=origins)
    graphs = [(mapper.graph(p.id), list(mapper.profile_triples(p))) for p in profiles]
    types = _Layers(_types_of(t for _, triples in graphs for t in triples), _FOLDER.known, _FOLDER.found)
    return mapper, types, [_Source.of(iri, triples, types) for iri, triples in graphs]


def _flagged(profiles: list[Profile]) -> list[Profile]:
    """The profiles of a run whose graphs the screen flags.

    Each graph is screened with the classes it gives, the registry graph's and the second
    look's (not those of the run's other graphs: a link that only they make right is flagged, and
    pySHACL decides). Mapped without recording origins, which only a result needs: the flagged
    profiles are mapped again, with them (the triples are the same)."""
    assert _FOLDER is not None
    mapper = Mapper(_FOLDER.resolution, _FOLDER.base_iri, track_origins=False)
    screen, types = load_screen(), _Layers(_FOLDER.known, _FOLDER.found)
    return [p for p in profiles if screen.may_fail(list(mapper.profile_triples(p)), types)]


def _validate_run(profiles: list[Profile]) -> list[Result]:
    """A run of profiles validated graph by graph (in chunks), each result located in its file.

    The run's profiles come from all over the folder: neighbours often list the same papers, and
    graphs that describe one paper cannot share a chunk (at 1k profiles of the benchmark's corpus,
    runs of 100 neighbours made 61 chunks of ~16 graphs, spread runs 23, the whole build 13)."""
    assert _FOLDER is not None
    if _FOLDER.screen:
        profiles = _flagged(profiles)
        if not profiles:
            return []
    mapper, types, sources = _mapped(profiles)
    found = [
        pair
        for members in _pack(sources, _FOLDER.chunk_size)
        for pair in _check_members(sources, types, members)
    ]
    if not found:
        return []
    locator = _run_locator(profiles, mapper, sources)
    return [locator.locate(raw, sources[i].iri) for i, raw in found]


def _second_look(
    profiles: list[Profile],
) -> tuple[dict[Node, set[Node]], dict[Raw, Result], dict[Raw, Result]]:
    """In a run of profiles: the classes of the suspect nodes; and each unplaced registry result
    located in the run's first profile whose mapping makes its node, and in the first that names it."""
    assert _FOLDER is not None
    # origins (whose lines are read from each file) only to place registry results
    mapper, _, sources = _mapped(profiles, origins=bool(_FOLDER.unplaced))
    types: dict[Node, set[Node]] = defaultdict(set)
    for source in sources:
        for s, p, o in source.triples:
            if s in _FOLDER.suspects and _is_rdf_type(p):
                types[s].add(o)
    by_origin: dict[Raw, Result] = {}
    by_name: dict[Raw, Result] = {}
    if _FOLDER.unplaced:
        locator = _run_locator(profiles, mapper, sources)
        for raw in _FOLDER.unplaced:
            for profile, source in zip(profiles, sources):
                if any(o.path == profile.path for o in mapper.origins.get(raw[2], [])):  # type: ignore[call-overload]
                    by_origin.setdefault(raw, locator.locate(raw, source.iri))
                elif raw not in by_name and any(person == raw[2] for _, person in locator.refs(profile)):
                    by_name[raw] = locator.locate(raw, source.iri)
    return types, by_origin, by_name


def _run_locator(profiles: list[Profile], mapper: Mapper, sources: list[_Source]) -> _Locator:
    assert _FOLDER is not None
    graphs = [NamedGraph(mapper.registry_graph, []), *(NamedGraph(s.iri, s.triples) for s in sources)]
    return _locator(_FOLDER, mapper, profiles, graphs)


def _locator(folder: _Folder, mapper: Mapper, profiles: list[Profile], graphs: list[NamedGraph]) -> _Locator:
    """A locator over some profiles (and the registries), with the origins ``mapper`` recorded."""
    corpus = Corpus(folder.root, profiles, folder.organizations, folder.people)
    return _Locator(
        corpus, folder.resolution, folder.base_iri, mapper.origins, [named.iri for named in graphs]
    )
