"""Store, the bulk way: named graphs -> an Oxigraph server at its bulk loader's speed.

The SPARQL 1.1 protocols replace a graph inside a transaction, and Oxigraph then writes every
quad through RocksDB's write buffers: ~10k triples/s at 10k profiles here (docs/performance.md).
Oxigraph's server also takes a whole dataset in one non-standard request, ``POST /store?no_transaction``
with N-Quads, which goes to its bulk loader (sorted files, parsing and writing in parallel):
~100k triples/s. That request is not atomic, so idempotence is kept another way:

1. ask which graphs the store holds, and the content digest each one carries;
2. a graph whose digest equals the digest of what would be sent is complete and current: skipped;
3. graphs the store does not hold go out in one bulk request, streamed while they are made;
4. graphs it holds in another version are put aside, dropped (ordinary transactional updates)
   once that request is answered, and sent in a second bulk request;
5. the triple counts are checked, and only then does each confirmed graph get its digest, as one
   more triple in it: ``<g> skg:contentDigest "sha256:…"`` (ordinary ``INSERT DATA``).

A load that stops half-way leaves graphs without a digest, which the next load drops and sends
again: a re-run converges, as with the other ways. Replacing a graph by any other way removes its
digest with the rest of it, so a stale digest cannot make the bulk way skip a graph.
"""

from __future__ import annotations

import bisect
import hashlib
import io
import itertools
import re
import tempfile
import time
from collections.abc import Generator, Iterable, Iterator
from typing import BinaryIO

from rdflib import URIRef

from ..errors import UsageError
from ..mapping import NamedGraph
from ..ntriples import graph_block, term_nt
from ..pipeline.stream import GraphBlock
from ..vocab import SKG
from .protocol import (
    Credentials,
    Endpoints,
    GraphResult,
    HttpClient,
    LoadReport,
    Progress,
    Settings,
    StoreRejected,
    StoreUnreachable,
    probe,
    verify,
)

CONTENT_DIGEST = SKG.contentDigest
_DROPS_A_REQUEST = 100
_DIGESTS_A_REQUEST = 1_000
_PIECE = 1 << 22


def content_digest(nquads: bytes) -> str:
    """The digest a bulk-loaded graph carries: of its sorted N-Quads lines, as sent."""
    return "sha256:" + hashlib.sha256(nquads).hexdigest()


def bulk_url(endpoints: Endpoints) -> str:
    """Oxigraph's bulk-loading request: its Graph Store URL, no graph named, ``no_transaction``.

    The update endpoint must be named too (the old graphs are dropped, the digests written
    there): Oxigraph's query endpoint, the default, refuses updates."""
    if endpoints.graph_store is None or endpoints.update is None:
        raise UsageError(
            "{bulk} needs {graph_store} and {update_endpoint}: the Oxigraph server's /store and /update URLs",
            options=["bulk", "graph_store", "update_endpoint"],
        )
    separator = "&" if "?" in endpoints.graph_store else "?"
    return endpoints.graph_store + separator + "no_transaction"


def stored_digests(client: HttpClient, endpoint: str) -> dict[str, str | None]:
    """The graphs the store holds, each with its content digest (None: it has none, or more
    than one, so it cannot be trusted).

    Two queries over the whole store, whatever else it holds: listing the graphs of a store of
    10k profiles took 0.07 s, and the digests are one triple pattern."""
    held: dict[str, str | None] = {
        row["g"]["value"]: None for row in client.select(endpoint, "SELECT ?g WHERE { GRAPH ?g { } }")
    }
    seen: set[str] = set()
    query = f"SELECT ?g ?d WHERE {{ GRAPH ?g {{ ?g {term_nt(CONTENT_DIGEST)} ?d }} }}"
    for row in client.select(endpoint, query):
        graph = row["g"]["value"]
        if graph in held:
            held[graph] = None if graph in seen else row["d"]["value"]
            seen.add(graph)
    return held


def plan_bulk(graphs: Iterable[GraphBlock], endpoints: Endpoints) -> list[str]:
    """What a bulk load would send at most (without asking the store what it holds), one line."""
    count = triples = 0
    for graph in graphs:
        count += 1
        triples += graph.nquads.count(b"\n")
    return [
        f"POST {bulk_url(endpoints)}  (application/n-quads, up to {triples} triples, {count} graphs; "
        "graphs the store holds with the same content digest are not sent)"
    ]


def _blocks(graphs: Iterable[NamedGraph] | Iterable[GraphBlock]) -> Iterator[GraphBlock]:
    """Mapped graphs as the export writes them, one at a time; the export's blocks as they come."""
    for graph in graphs:
        yield (
            graph
            if isinstance(graph, GraphBlock)
            else GraphBlock(str(graph.iri), "", graph_block(graph.iri, graph.triples))
        )


def bulk_load(
    graphs: Iterable[NamedGraph] | Iterable[GraphBlock],
    endpoints: Endpoints,
    settings: Settings = Settings(),
    credentials: Credentials | None = None,
    progress: Progress | None = None,
) -> LoadReport:
    """Replace each named graph that changed, through Oxigraph's bulk loader; skip the others.

    ``graphs``: mapped graphs, or the streamed export's blocks
    (:func:`scholarkg.pipeline.stream.stream_graphs`),
    which are made while the store loads the ones before. The bulk requests are not retried (a
    partial load is put right by dropping and sending again, which is what the next run does);
    the smaller requests around them are."""
    url = bulk_url(endpoints)
    if credentials is not None and credentials.scheme == "digest":
        # urllib answers the digest challenge by sending the request again, and a streamed body
        # can only be sent once
        raise UsageError(
            "{bulk} does not work with SCHOLARKG_AUTH=digest; use basic authentication", options=["bulk"]
        )
    with HttpClient(settings, credentials) as client:
        probe(client, endpoints)
        started = time.perf_counter()
        try:
            held = stored_digests(client, endpoints.query)
        except (StoreRejected, StoreUnreachable) as error:
            return LoadReport(
                [], time.perf_counter() - started, f"could not ask the store what it holds: {error}"
            )
        run = _BulkRun(client, endpoints, url, held)
        unreachable = run.send(_blocks(graphs))
        verifying = time.perf_counter()
        sent = [r for body in run.bodies if body.posted for r in body.results]
        try:
            if settings.verify or any(r.error for r in sent):
                _confirm(client, endpoints, sent)  # a refused bulk load may still have loaded some
            _write_digests(
                client, endpoints, [(r.graph, run.digests[r.graph]) for r in sent if r.error is None]
            )
        except StoreUnreachable as error:
            unreachable = unreachable or str(error)
        except StoreRejected as rejected:
            for result in sent:
                result.error = (
                    result.error or f"could not record its digest: HTTP {rejected.status}: {rejected.detail}"
                )
        if progress is not None:
            for done, result in enumerate(run.results, 1):
                progress(done, len(run.results), result.graph)
        ended = time.perf_counter()
        return LoadReport(run.results, ended - started, unreachable, run.requests, ended - verifying)


class _BulkRun:
    """One bulk load: the graphs sorted into unchanged, new (sent as they come) and changed
    (put aside until the new ones are loaded and their old versions dropped)."""

    def __init__(
        self, client: HttpClient, endpoints: Endpoints, url: str, held: dict[str, str | None]
    ) -> None:
        self.client, self.endpoints, self.url, self.held = client, endpoints, url, held
        self.results: list[GraphResult] = []
        self.digests: dict[str, str] = {}
        self.new, self.changed = _Body(), _Body()
        self.bodies = (self.new, self.changed)
        self.requests = 0
        self._refused: str | None = (
            None  # what to report for graphs not sent because a bulk request was refused
        )

    def send(self, blocks: Iterator[GraphBlock]) -> str | None:
        """Send what must be sent; the reason if the store stopped answering, else None."""
        with tempfile.TemporaryFile(prefix="scholarkg-bulk-") as aside:
            pieces = self._new_pieces(blocks, aside)
            try:
                first = next(pieces, None)
                if first is not None:
                    self._post(self.new, itertools.chain([first], pieces))
                for _ in pieces:  # after a refusal: the rest are still sorted, and reported
                    pass
            except StoreUnreachable as error:
                pieces.close()  # nothing more can be sent; the stream's maker closes it (its workers stop)
                self._not_loaded(f"not loaded: store unreachable ({error})", self.bodies)
                return f"store unreachable ({error})"
            if not self.changed.results:
                return None
            if self._refused is not None:  # the old versions stay, with their digests
                self._not_loaded(self._refused, (self.changed,))
                return None
            try:
                _drop(self.client, self.endpoints, [r.graph for r in self.changed.results])
            except (StoreRejected, StoreUnreachable) as error:
                self._not_loaded(f"not loaded: could not drop the old graphs: {error}", (self.changed,))
                return str(error) if isinstance(error, StoreUnreachable) else None
            aside.seek(0)
            try:
                self._post(self.changed, iter(lambda: aside.read(_PIECE), b""))
            except StoreUnreachable as error:
                self._not_loaded(f"not loaded: store unreachable ({error})", (self.changed,))
                return f"store unreachable ({error})"
        return None

    def _new_pieces(self, blocks: Iterable[GraphBlock], aside: BinaryIO) -> Generator[bytes, None, None]:
        """The first request's body in pieces of about 4 MB; the other graphs are sorted on the way."""
        pending = io.BytesIO()
        for block in blocks:
            result = GraphResult(block.iri, block.nquads.count(b"\n"), source=block.source)
            self.results.append(result)
            self.digests[block.iri] = digest = content_digest(block.nquads)
            if block.iri not in self.held:
                if self._refused is None:
                    self.new.add(result, block.nquads, pending)
                else:
                    result.error = self._refused
            elif self.held[block.iri] == digest:
                result.unchanged = True
            else:
                self.changed.add(result, block.nquads, aside)
            if pending.tell() >= _PIECE:
                yield pending.getvalue()
                pending = io.BytesIO()
        if pending.tell():
            yield pending.getvalue()

    def _post(self, body: _Body, pieces: Iterator[bytes]) -> None:
        self.requests += 1
        body.posted = True
        try:
            self.client.send("POST", self.url, pieces, "application/n-quads")
        except StoreRejected as rejected:
            culprit = body.blame(rejected)
            self._refused = "not loaded: the store refused the bulk load" + (
                f" for graph <{culprit}>" if culprit else ""
            )

    def _not_loaded(self, reason: str, bodies: tuple[_Body, ...]) -> None:
        for body in bodies:
            for result in body.results:
                result.error = result.error or reason


class _Body:
    """A bulk request's body: which graphs it holds, and which of its lines each one took."""

    def __init__(self) -> None:
        self.results: list[GraphResult] = []
        self.posted = False  # whether a request with this body went out (its graphs may be in the store)
        self._last_lines: list[int] = []  # the body's line number of each graph's last line

    def add(self, result: GraphResult, nquads: bytes, out: BinaryIO) -> None:
        out.write(nquads)
        self._last_lines.append((self._last_lines[-1] if self._last_lines else 0) + result.triples)
        self.results.append(result)

    def graph_at(self, line: int) -> str | None:
        """The graph whose lines include the body's line ``line`` (counted from 1)."""
        index = bisect.bisect_left(self._last_lines, line)
        return self.results[index].graph if 0 < line and index < len(self.results) else None

    def blame(self, rejected: StoreRejected) -> str | None:
        """Mark the graphs of a refused bulk request: the graph at the line the store names
        (Oxigraph: "Parser error at line N ...") with the store's answer, the others as held
        back by it. Returns the graph at fault, when the store named a line."""
        refused = f"the store refused the bulk load: HTTP {rejected.status}: {rejected.detail}"
        named = re.search(r"\bline (\d+)", rejected.detail)
        culprit = self.graph_at(int(named.group(1))) if named else None
        for result in self.results:
            if culprit is None or result.graph == culprit:
                result.error = refused
            else:
                result.error = f"not loaded: the store refused the bulk load for graph <{culprit}>"
        return culprit


def _drop(client: HttpClient, endpoints: Endpoints, graphs: list[str]) -> None:
    """Drop the old copies first: the bulk loader only adds."""
    for start in range(0, len(graphs), _DROPS_A_REQUEST):
        update = " ;\n".join(
            f"DROP SILENT GRAPH {term_nt(URIRef(g))}" for g in graphs[start : start + _DROPS_A_REQUEST]
        )
        client.send("POST", endpoints.update_url, update.encode("utf-8"), "application/sparql-update")


def _confirm(client: HttpClient, endpoints: Endpoints, sent: list[GraphResult]) -> None:
    """Count what arrived. After a refused bulk load, a graph found whole counts as loaded
    (it was dropped before, so its full count can only be the new content)."""
    checked = [GraphResult(r.graph, r.triples) for r in sent]
    verify(client, endpoints, checked)  # if the store is gone, this raises and the errors stay as they are
    for result, count in zip(sent, checked, strict=True):
        result.stored = count.stored
        if count.error is None:
            result.error = None
        elif result.error is None:
            result.error = count.error


def _write_digests(client: HttpClient, endpoints: Endpoints, confirmed: list[tuple[str, str]]) -> None:
    predicate = term_nt(CONTENT_DIGEST)
    for start in range(0, len(confirmed), _DIGESTS_A_REQUEST):
        graphs = " ".join(
            f'GRAPH {term_nt(URIRef(g))} {{ {term_nt(URIRef(g))} {predicate} "{d}" }}'
            for g, d in confirmed[start : start + _DIGESTS_A_REQUEST]
        )
        client.send(
            "POST", endpoints.update_url, f"INSERT DATA {{ {graphs} }}".encode(), "application/sparql-update"
        )
