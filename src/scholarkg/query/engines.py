"""Query, where queries run: the pipeline's graph in an embedded pyoxigraph store (or rdflib,
the reference), or a SPARQL 1.1 endpoint; finding a person; time limits; offline by default."""

from __future__ import annotations

import difflib
import io
import tempfile
import threading
import urllib.parse
import warnings
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol, TypeVar, cast

import pyoxigraph
from rdflib import BNode, Dataset, Literal, URIRef
from rdflib.plugins.sparql import prepareQuery
from rdflib.plugins.sparql.parserutils import CompValue
from rdflib.query import ResultRow
from rdflib.term import Node

from ..errors import DataError, EnvironmentProblem, UsageError
from ..mapping import Mapper
from ..ntriples import TriplesOfQuads, drop_graph_terms
from ..resolve.matching import NameIndex
from ..resolve.resolution import Resolution
from ..vocab import DEFAULT_BASE_IRI, RDF, SDO, XSD
from .binding import Terms, bind, looks_like_iri, parse_iri, to_terms
from .results import Table
from .stored import StoredQuery, check_sparql, load_query

if TYPE_CHECKING:
    pass

# -- where queries run --------------------------------------------------------------------------


class QueryGraph(Protocol):
    """Where queries run: the embedded graph, or a SPARQL endpoint.

    ``select`` runs a query with its parameters bound to RDF terms; a remote graph sends
    ``bind(query, terms)``, the text with VALUES blocks.
    """

    def select(self, query: StoredQuery, terms: Terms) -> Table: ...

    def person(self, value: str) -> URIRef: ...


class LocalGraph:
    """The embedded rdflib graph of a build, queried with the union of its named graphs as default."""

    def __init__(
        self, dataset: Dataset, resolution: Resolution | None = None, base_iri: str = DEFAULT_BASE_IRI
    ) -> None:
        self.dataset = dataset
        self.union = Dataset(store=dataset.store, default_union=True)
        self.resolution = resolution
        self.base_iri = base_iri

    @classmethod
    def of_folder(cls, data_dir: str | Path, base_iri: str = DEFAULT_BASE_IRI) -> LocalGraph:
        """The data folder's streamed N-Quads export, parsed by rdflib: the reference engine gets
        its graph from the same pipeline as every other command."""
        from ..pipeline.stream import export_nquads

        with tempfile.TemporaryDirectory(prefix="scholarkg-") as scratch:
            export = Path(scratch) / "export.nq"
            with open(export, "wb") as out:
                report = export_nquads(data_dir, out, base_iri)
            dataset = Dataset()
            with warnings.catch_warnings():  # rdflib's N-Quads parser calls what rdflib deprecates
                warnings.simplefilter("ignore", DeprecationWarning)
                dataset.parse(str(export), format="nquads")
        return cls(dataset, report.resolution, base_iri)

    def select(self, query: StoredQuery, terms: Terms) -> Table:
        text = bind(query, terms)
        prepared = query.algebra if text is query.text and query.algebra is not None else prepareQuery(text)
        with warnings.catch_warnings():
            # rdflib's SPARQL engine calls Dataset methods that rdflib itself deprecates
            warnings.simplefilter("ignore", DeprecationWarning)
            try:
                result = self.union.query(prepared)
                rows = [tuple(cast(ResultRow, row)) for row in result]  # evaluated while iterating
            except OSError as error:  # a SERVICE call that failed
                from ..store.protocol import printable

                reason = str(getattr(error, "reason", error))
                raise EnvironmentProblem(f"the query failed: {printable(reason)}", path=query.path) from None
        return Table([str(v) for v in result.vars or []], rows)  # type: ignore[arg-type]

    def person(self, value: str) -> URIRef:
        """A person's IRI from an IRI, an id, or a name or alias matched like the profiles match names."""
        return person_in(self, value, self.resolution, self.base_iri)

    def has_person(self, iri: URIRef) -> bool:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", DeprecationWarning)  # as in select()
            return (iri, RDF.type, SDO.Person) in self.union


def person_in(
    graph: LocalGraph | OxigraphGraph, value: str, resolution: Resolution | None, base_iri: str
) -> URIRef:
    """A person's IRI in an embedded graph: from an IRI, an id, or a name or alias, matched like
    the profiles match names where the build's resolution is at hand (by SPARQL where not)."""
    value = value.strip()
    if looks_like_iri(value):
        iri = parse_iri(value)
        if not graph.has_person(iri):
            raise UsageError(f"no person <{iri}> in the graph")
        return iri
    if resolution is None:
        return find_person(graph, value)
    people = resolution.people
    try:
        person_id = resolution.person(value)
    except KeyError:  # an id-like value that is no profile or registry id: maybe a plain name's id
        person_id = value
    if person_id not in people:
        names = sorted({person.name for person in people.values()})
        close = difflib.get_close_matches(value, names, n=1, cutoff=0.7)
        suggestion = f" (did you mean '{close[0]}'?)" if close else ""
        raise UsageError(f"no person named '{value}'{suggestion}")
    return Mapper(resolution, base_iri).person_id(person_id)


def from_oxigraph(term: Any) -> Node | None:
    """A pyoxigraph term as the rdflib term it stands for."""
    if term is None:
        return None
    if isinstance(term, pyoxigraph.NamedNode):
        return URIRef(term.value)
    if isinstance(term, pyoxigraph.BlankNode):
        return BNode(term.value)
    if term.language:
        return Literal(term.value, lang=term.language)
    datatype = term.datatype.value
    return Literal(term.value, datatype=None if datatype == str(XSD.string) else URIRef(datatype))


def oxigraph_store(
    nquads: bytes | Path, named_graphs: bool = True, folder: Path | None = None
) -> pyoxigraph.Store:
    """A pyoxigraph store of an N-Quads export, in memory (or on disk in ``folder``): its named
    graphs, and their union as the default graph, which the stored queries read. With
    ``named_graphs=False``, the union only, for queries that read nothing else. At 10k profiles
    that store loads in 58 s from N-Quads (26 s from N-Triples, as :meth:`OxigraphGraph.of_folder`
    does) instead of ~120 s, holds a third of the memory, and scans the default graph up to twice
    as fast: an in-memory store walks the named graphs' copies of a statement too.

    The union is stored, deduplicated, rather than asked for with ``use_default_graph_as_union``:
    Oxigraph's union matches a triple once for every graph that states it. A venue's name is
    stated in every profile graph with a paper there (9,000 times in 10k profiles), so joins on
    shared nodes were that much slower, and queries without DISTINCT gave repeated rows.

    The union is bulk-loaded a second time from the same lines without their graph terms (a
    store holds each triple once). ``INSERT { ?s ?p ?o } WHERE { GRAPH ?g { ?s ?p ?o } }`` did
    the same but held every triple of the update in memory first.
    """
    store = pyoxigraph.Store(None if folder is None else str(folder))
    if isinstance(nquads, Path):
        if named_graphs:
            store.bulk_load(path=str(nquads), format=pyoxigraph.RdfFormat.N_QUADS)
        with io.BufferedReader(TriplesOfQuads(nquads), 1 << 22) as triples:
            store.bulk_load(triples, format=pyoxigraph.RdfFormat.N_TRIPLES)
    else:
        if named_graphs:
            store.bulk_load(nquads, format=pyoxigraph.RdfFormat.N_QUADS)
        store.bulk_load(drop_graph_terms(nquads), format=pyoxigraph.RdfFormat.N_TRIPLES)
    return store


class OxigraphGraph:
    """The graph in an embedded pyoxigraph store: 10-30x faster SPARQL than rdflib (FACTS.md),
    same answers (tested on every stored query). :meth:`of_folder` fills it from the streamed
    export, so no rdflib graph is ever built: a large corpus costs the store's memory only."""

    def __init__(
        self,
        store: pyoxigraph.Store,
        resolution: Resolution | None = None,
        base_iri: str = DEFAULT_BASE_IRI,
        named_graphs: bool = True,
    ) -> None:
        self.store = store
        self.resolution = resolution
        self.base_iri = base_iri
        self.named_graphs = named_graphs  # False: the store holds only their union

    @classmethod
    def of_folder(
        cls,
        data_dir: str | Path,
        base_iri: str = DEFAULT_BASE_IRI,
        named_graphs: bool = True,
        cache_dir: str | Path | None = None,
        keep_store: bool = False,
    ) -> OxigraphGraph:
        """The data folder's export, streamed to a scratch file and bulk-loaded: N-Quads, or
        N-Triples when only the union is wanted (less than half the bytes to write and read).

        With ``cache_dir``, the export reuses the graphs an earlier export, load or query left
        there (see :func:`scholarkg.pipeline.stream.export_nquads`). With ``keep_store`` too, the
        store is kept there on disk: while the export would be the same, the next call opens it,
        read-only, and nothing is mapped nor loaded (:mod:`.kept`). Not for a store that forked
        processes will share, as the site's workers do: one in memory is safe to share, one on
        disk (RocksDB, with threads of its own) is not."""
        from ..pipeline.stream import planned_export
        from .kept import KeptStores

        kept = None if cache_dir is None or not keep_store else KeptStores(cache_dir)
        with planned_export(data_dir, base_iri, cache_dir=cache_dir, quads=named_graphs) as plan:
            store = None if kept is None else kept.open(plan.digest, named_graphs)
            if store is None:
                with tempfile.TemporaryDirectory(prefix="scholarkg-") as scratch:
                    export = Path(scratch) / "export"
                    with open(export, "wb") as out:
                        plan.write(out)

                    def fill(folder: Path | None) -> pyoxigraph.Store:
                        if named_graphs:
                            return oxigraph_store(export, folder=folder)
                        # the N-Triples export is the union already (a store keeps each triple once)
                        union = pyoxigraph.Store(None if folder is None else str(folder))
                        union.bulk_load(path=str(export), format=pyoxigraph.RdfFormat.N_TRIPLES)
                        return union

                    store = None if kept is None else kept.build(plan.digest, named_graphs, fill)
                    if store is None:
                        store = fill(None)
        return cls(store, plan.resolution, base_iri, named_graphs)

    def select(self, query: StoredQuery, terms: Terms) -> Table:
        if not self.named_graphs and query.reads_named_graphs:
            raise ValueError(f"{query.name} reads named graphs, and this store holds only their union")
        try:
            solutions = self.store.query(bind(query, terms))
        except SyntaxError as error:
            raise DataError(f"SPARQL syntax error: {error}", path=query.path) from None
        assert isinstance(solutions, pyoxigraph.QuerySolutions), "parse_query_file admits SELECT queries only"
        failure = None
        try:
            names = [variable.value for variable in solutions.variables]
            rows = [tuple(from_oxigraph(solution[name]) for name in names) for solution in solutions]
        except OSError as error:  # a SERVICE call that failed, or the store's own reading
            failure = str(error)
        # pyoxigraph's results must be dropped by the thread that made them (queries run in one
        # of their own, see within): nothing may keep them alive, an exception's frames included
        del solutions
        if failure is not None:
            from ..store.protocol import printable

            raise EnvironmentProblem(f"the query failed: {printable(failure)}", path=query.path)
        return Table(names, rows)

    def person(self, value: str) -> URIRef:
        """A person's IRI from an IRI, an id, or a name or alias matched like the profiles match names."""
        return person_in(self, value, self.resolution, self.base_iri)

    def has_person(self, iri: URIRef) -> bool:
        typed = self.store.quads_for_pattern(
            pyoxigraph.NamedNode(str(iri)),
            pyoxigraph.NamedNode(str(RDF.type)),
            pyoxigraph.NamedNode(str(SDO.Person)),
        )
        return next(typed, None) is not None


class RemoteGraph:
    """A SPARQL 1.1 query endpoint, over the protocol's POST form; credentials from the environment.

    The stored queries read the default graph as the union of the named graphs, which not every
    store makes it (Oxigraph does only when started with ``--union-default-graph``). Before the
    first query the store is probed once (:meth:`dataset`), and a store whose default graph is
    not that union is asked for it: with Oxigraph's ``union-default-graph`` request parameter,
    else with the SPARQL 1.1 protocol's ``default-graph-uri``/``named-graph-uri`` listing every
    named graph. A store that honours neither is an environment problem, never an empty answer.
    """

    def __init__(self, endpoint: str, timeout: float = 60.0, dataset: RemoteDataset | None = None) -> None:
        """``dataset``: how to ask for the union of the named graphs, if known (else probed)."""
        from ..store.protocol import Credentials, check_url

        check_url(endpoint, "endpoint")
        self.endpoint = endpoint
        self.timeout = timeout
        self.credentials = Credentials.from_environment()
        self._dataset = dataset

    def select(self, query: StoredQuery, terms: Terms) -> Table:
        # a query that names its own dataset (FROM, FROM NAMED) gets it, not ours
        own_dataset = query.algebra is not None and query.algebra.algebra.get("datasetClause") is not None
        parameters = () if own_dataset else self.dataset().parameters
        answer = self._send(bind(query, terms), "SELECT", parameters, query.path)
        names = list(answer["head"].get("vars", []))
        rows = [
            tuple(_from_json(binding.get(name)) for name in names)
            for binding in answer["results"]["bindings"]
        ]
        return Table(names, rows)

    def dataset(self) -> RemoteDataset:
        """How this store's queries see the union of its named graphs (probed once)."""
        if self._dataset is None:
            self._dataset = self._probe_dataset()
        return self._dataset

    def _probe_dataset(self) -> RemoteDataset:
        from ..errors import EnvironmentProblem

        if not self._ask(_PERSON_MISSING_FROM_DEFAULT, ()):
            if self._ask(_ANY_PERSON, ()):
                return RemoteDataset((), "the store's default graph")
            raise EnvironmentProblem(
                f"the store at {self.endpoint} holds no person in any graph: nothing for the queries to read "
                "(load the graph first: scholarkg load)"
            )
        for candidate in (lambda: OXIGRAPH_UNION, self._listed):  # the listing scans every quad: last
            try:
                dataset = candidate()
                if not self._ask(_PERSON_MISSING_FROM_DEFAULT, dataset.parameters):
                    return dataset
            except EnvironmentProblem:
                continue  # a store may refuse a parameter it does not know: try the next way
        raise EnvironmentProblem(
            f"the default graph of {self.endpoint} is not the union of its named graphs, and the store "
            "honours neither Oxigraph's union-default-graph parameter nor a dataset given with "
            "default-graph-uri, so the queries would answer from part of the data; make the default "
            "graph the union (Fuseki: tdb:unionDefaultGraph true; see docs/triple-stores.md)"
        )

    def _listed(self) -> RemoteDataset:
        answer = self._send(_NAMED_GRAPHS, "SELECT", (), "")
        return listed_dataset([row["g"]["value"] for row in answer["results"]["bindings"]])

    def _ask(self, text: str, parameters: Sequence[tuple[str, str]]) -> bool:
        return bool(self._send(text, "ASK", parameters, "")["boolean"])

    def _send(
        self, text: str, query_type: str, parameters: Sequence[tuple[str, str]], path: str
    ) -> dict[str, Any]:
        """POST the query by the SPARQL 1.1 protocol, with the store module's client: its rules on
        credentials (never to another origin), time limits and what of an answer is printed."""
        from ..errors import EnvironmentProblem
        from ..store.protocol import HttpClient, Settings, StoreRejected, StoreUnreachable, UnreadableAnswer

        try:
            with HttpClient(Settings(timeout=self.timeout, retries=1), self.credentials) as client:
                return client.query(self.endpoint, text, parameters)
        except StoreRejected as rejected:
            if rejected.status in (401, 403):
                raise EnvironmentProblem(
                    f"the store at {self.endpoint} refused the credentials "
                    "(check SCHOLARKG_USER and SCHOLARKG_PASSWORD)"
                ) from None
            if rejected.status == 400 and query_type == "SELECT" and path:
                raise DataError(f"the store rejected the query: {rejected.detail}", path=path) from None
            raise EnvironmentProblem(
                f"the SPARQL endpoint {self.endpoint} answered HTTP {rejected.status}: {rejected.detail}"
            ) from None
        except UnreadableAnswer as error:
            raise EnvironmentProblem(f"the SPARQL endpoint {error}") from None
        except StoreUnreachable as error:
            raise EnvironmentProblem(f"cannot reach the SPARQL endpoint {error}") from None

    def person(self, value: str) -> URIRef:
        value = value.strip()
        if looks_like_iri(value):
            return parse_iri(value)
        return find_person(self, value)


@dataclass(frozen=True)
class RemoteDataset:
    """The protocol parameters that make a store's default graph the union of its named graphs."""

    parameters: tuple[tuple[str, str], ...]
    how: str


OXIGRAPH_UNION = RemoteDataset((("union-default-graph", ""),), "Oxigraph's union-default-graph parameter")


def listed_dataset(graphs: Sequence[str]) -> RemoteDataset:
    """The SPARQL 1.1 protocol's dataset of these graphs: their merge as the default graph, and
    each as a named graph (for queries with ``GRAPH``)."""
    listed = [("default-graph-uri", g) for g in graphs] + [("named-graph-uri", g) for g in graphs]
    return RemoteDataset(tuple(listed), f"the {len(graphs)} named graphs listed as the dataset")


# A sample of the people of the named graphs, of whom one is missing from the default graph:
# then the default graph is not the union (bounded, so that a large store answers at once)
_PERSON_MISSING_FROM_DEFAULT = """PREFIX schema: <https://schema.org/>
ASK { { SELECT ?person WHERE { GRAPH ?g { ?person a schema:Person } } LIMIT 1000 }
      FILTER NOT EXISTS { ?person a schema:Person } }"""
_ANY_PERSON = "PREFIX schema: <https://schema.org/>\nASK { ?person a schema:Person }"
_NAMED_GRAPHS = "SELECT DISTINCT ?g WHERE { GRAPH ?g { ?s ?p ?o } }"


def _from_json(value: dict[str, str] | None) -> Node | None:
    """A term of the SPARQL 1.1 results JSON as an rdflib term."""
    if value is None:
        return None
    if value["type"] == "uri":
        return URIRef(value["value"])
    if value["type"] == "bnode":
        return BNode(value["value"])
    if "xml:lang" in value:
        return Literal(value["value"], lang=value["xml:lang"])
    datatype = value.get("datatype")
    text = value["value"]
    if datatype == str(XSD.boolean) and text in ("1", "0"):
        text = "true" if text == "1" else "false"  # Virtuoso writes xsd:boolean values as 1 and 0
    return Literal(text, datatype=URIRef(datatype) if datatype and datatype != str(XSD.string) else None)


def _rdflib_graph(
    data_dir: str | Path, query: StoredQuery | None = None, cache_dir: str | Path | None = None
) -> LocalGraph:
    assert cache_dir is None, "a cache is for the oxigraph engine: this one builds every graph anew"
    return LocalGraph.of_folder(data_dir)  # every graph, whatever the query reads


def _oxigraph_graph(
    data_dir: str | Path, query: StoredQuery, cache_dir: str | Path | None = None
) -> OxigraphGraph:
    # the named graphs only for a query that reads them: the union alone loads ~4x faster
    return OxigraphGraph.of_folder(
        data_dir, named_graphs=query.reads_named_graphs, cache_dir=cache_dir, keep_store=True
    )


# engine -> how it opens a data folder for a query (with the export's cache, if it can use one)
ENGINES: dict[str, Callable[[str | Path, StoredQuery, str | Path | None], LocalGraph | OxigraphGraph]] = {
    "oxigraph": _oxigraph_graph,
    "rdflib": _rdflib_graph,
}


FIND_PERSON = "find-person"


def find_person(graph: QueryGraph, value: str) -> URIRef:
    """A person's IRI by a SPARQL lookup of names and aliases (for graphs without a resolution).

    The query compares names ignoring case and punctuation; the match is then confirmed by
    resolve's name matcher (which also ignores accents), as the profiles' names are matched.
    """
    # typed xsd:string, the same RDF term as a plain literal (find-person compares STR(?name)):
    # Virtuoso 7.2 garbles characters beyond ASCII in a plain literal of a VALUES block
    found = graph.select(load_query(FIND_PERSON), {"name": [Literal(value, datatype=XSD.string)]})
    names = NameIndex()
    for person, known_as, _ in found.rows:
        if isinstance(person, URIRef):
            names.add(str(known_as), str(person))
    people = sorted(URIRef(iri) for iri in names.ids(value))
    if len(people) == 1:
        return people[0]
    if not people:
        raise UsageError(f"no person named '{value}'")
    raise UsageError(
        f"'{value}' names {len(people)} people: {', '.join(f'<{p}>' for p in people)} (give the IRI)"
    )


def run(
    query: StoredQuery, values: Mapping[str, Sequence[str]], graph: QueryGraph, timeout: float | None = None
) -> Table:
    """Bind the parameter values as RDF terms and run the query, for at most ``timeout`` seconds."""
    return within(timeout, lambda: graph.select(query, to_terms(query, values, graph)))


DEFAULT_TIMEOUT = 300.0  # seconds; the slowest stored query over 10k profiles takes about a minute


class QueryTimeout(EnvironmentProblem):
    """A query ran past its time limit."""


T = TypeVar("T")


def within(seconds: float | None, work: Callable[[], T]) -> T:
    """``work()``, given up after ``seconds``.

    The work runs in a daemon thread and this one waits: pyoxigraph lets go of the GIL while it
    evaluates, rdflib at every switch interval, so the wait ends on time and Ctrl-C stops it at
    once. The abandoned thread ends with the process."""
    if seconds is None:
        return work()
    outcome: dict[str, Any] = {}

    def target() -> None:
        try:
            outcome["value"] = work()
        except BaseException as error:  # noqa: BLE001 - handed to the waiting thread as it is
            outcome["error"] = error

    thread = threading.Thread(target=target, name="scholarkg-query", daemon=True)
    thread.start()
    thread.join(seconds)
    if thread.is_alive():
        raise QueryTimeout(f"the query did not finish within {seconds:g} s")
    if "error" in outcome:
        raise outcome["error"]
    return outcome["value"]


def service_calls(query: StoredQuery) -> list[Node]:
    """The services a query calls (``SERVICE <iri>`` or ``SERVICE ?var``), in order."""
    found: list[Node] = []

    def walk(node: Any) -> None:
        if isinstance(node, CompValue):
            if node.name == "ServiceGraphPattern":
                found.append(node["term"])
            for value in node.values():
                walk(value)
        elif isinstance(node, list | tuple):
            for value in node:
                walk(value)

    walk((query.algebra or check_sparql(query.text, query.path)).algebra)
    return found


def check_offline(query: StoredQuery, allow_service: bool) -> None:
    """Embedded queries run offline: a ``SERVICE`` call is refused unless the user allows it,
    and even then only an http(s) service named by an IRI (never ``file:``, never a variable)."""
    for term in service_calls(query):
        if not allow_service:
            raise UsageError(
                f"the query calls SERVICE {term.n3()}, and queries on a data folder run offline; "
                "allow it with {allow_service}",
                path=query.path,
                options=["allow_service"],
            )
        if not isinstance(term, URIRef) or urllib.parse.urlsplit(str(term)).scheme not in ("http", "https"):
            raise UsageError(
                f"SERVICE {term.n3()}: only http(s) services named by an IRI can be called", path=query.path
            )
