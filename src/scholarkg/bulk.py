"""Stage 5, store, the bulk way: named graphs -> an Oxigraph server at its bulk loader's speed.

The SPARQL 1.1 protocols replace a graph inside a transaction, and Oxigraph then writes every
quad through RocksDB's write buffers: ~10k triples/s at 10k profiles here (docs/performance.md).
Oxigraph's server also takes a whole dataset in one non-standard request, ``POST /store?no_transaction``
with N-Quads, which goes to its bulk loader (sorted files, parsing and writing in parallel):
~100k triples/s. That request is not atomic, so idempotence is kept another way:

1. ask which of the graphs the store holds, and the content digest each one carries;
2. a graph whose digest equals the digest of what would be sent is complete and current: skipped;
3. the other graphs the store holds are dropped (ordinary transactional updates), then all the
   graphs to send go out in the one bulk request, the new ones made while it streams;
4. their triple counts are checked, and only then does each confirmed graph get its digest, as one
   more triple in it: ``<g> skg:contentDigest "sha256:…"`` (ordinary ``INSERT DATA``).

A load that stops half-way leaves graphs without a digest, which the next load drops and sends
again: a re-run converges, as with the other ways. Replacing a graph by any other way removes its
digest with the rest of it, so a stale digest cannot make the bulk way skip a graph.
"""

from __future__ import annotations

import bisect
import hashlib
import io
import re
import tempfile
import time
from collections.abc import Iterator, Sequence
from typing import BinaryIO

from rdflib import URIRef

from .errors import UsageError
from .export import graph_block
from .mapping import NamedGraph
from .ntriples import term_nt
from .store import (
    Credentials,
    Endpoints,
    GraphResult,
    HttpClient,
    LoadReport,
    Progress,
    Settings,
    StoreRejected,
    StoreUnreachable,
    graph_lines,
    probe,
    verify,
)
from .vocab import SKG

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
        raise UsageError("--bulk needs --graph-store and --update-endpoint: the Oxigraph server's /store and /update URLs")
    separator = "&" if "?" in endpoints.graph_store else "?"
    return endpoints.graph_store + separator + "no_transaction"


def stored_digests(client: HttpClient, endpoint: str, graphs: Sequence[str]) -> dict[str, str | None]:
    """Of these graphs, those the store holds, each with its content digest (None: it has none,
    or more than one, so it cannot be trusted).

    Two queries over the whole store, whatever else it holds: listing the graphs of a store of
    10k profiles took 0.07 s, and the digests are one triple pattern."""
    wanted = set(graphs)
    held: dict[str, str | None] = {}
    for row in client.select(endpoint, "SELECT ?g WHERE { GRAPH ?g { } }"):
        if row["g"]["value"] in wanted:
            held[row["g"]["value"]] = None
    seen: set[str] = set()
    query = f"SELECT ?g ?d WHERE {{ GRAPH ?g {{ ?g {term_nt(CONTENT_DIGEST)} ?d }} }}"
    for row in client.select(endpoint, query):
        graph = row["g"]["value"]
        if graph in held:
            held[graph] = None if graph in seen else row["d"]["value"]
            seen.add(graph)
    return held


def plan_bulk(graphs: Sequence[NamedGraph], endpoints: Endpoints, settings: Settings | None = None) -> list[str]:
    """What a bulk load would send at most (without asking the store what it holds), one line.
    Called as :func:`scholarkg.store.dry_run` is; the one request does not depend on ``settings``."""
    triples = sum(len(graph_lines(g)) for g in graphs)
    return [f"POST {bulk_url(endpoints)}  (application/n-quads, up to {triples} triples, {len(graphs)} graphs; "
            "graphs the store holds with the same content digest are not sent)"]  # fmt: skip


def bulk_load(graphs: Sequence[NamedGraph], endpoints: Endpoints, settings: Settings = Settings(),
              credentials: Credentials | None = None, progress: Progress | None = None) -> LoadReport:  # fmt: skip
    """Replace each named graph that changed, through Oxigraph's bulk loader; skip the others.

    The one bulk request is not retried (a partial load is put right by dropping and sending
    again, which is what the next run does); the smaller requests around it are."""
    url = bulk_url(endpoints)
    if credentials is not None and credentials.scheme == "digest":
        # urllib answers the digest challenge by sending the request again, and a streamed body
        # can only be sent once
        raise UsageError("--bulk does not work with SCHOLARKG_AUTH=digest; use basic authentication")
    with HttpClient(settings, credentials) as client:
        probe(client, endpoints)
        started = time.perf_counter()
        results = [GraphResult(str(graph.iri), 0) for graph in graphs]
        try:
            held = stored_digests(client, endpoints.query, [r.graph for r in results])
        except (StoreRejected, StoreUnreachable) as error:
            return _ended(results, started, f"could not ask the store what it holds: {error}")
        body = _Body(held)
        with tempfile.TemporaryFile(prefix="scholarkg-bulk-") as changed:
            # the graphs the store holds are hashed first: a changed one must go before the bulk request
            for graph, result in zip(graphs, results):
                if result.graph in held:
                    body.prepare(graph, result, changed)
            sending = [r for r in results if not r.unchanged]
            try:
                _drop(client, endpoints, [r.graph for r in sending if r.graph in held])
            except (StoreRejected, StoreUnreachable) as error:
                return _ended(results, started, f"could not drop the old graphs: {error}")
            new = [(g, r) for g, r in zip(graphs, results) if r.graph not in held]
            try:
                if sending:
                    client.send("POST", url, body.pieces(changed, new), "application/n-quads")
            except StoreUnreachable as error:
                return _ended(results, started, f"store unreachable ({error})")
            except StoreRejected as rejected:
                body.blame(rejected, sending)
        for result in sending:
            if result.graph not in body.digests:  # the body was cut off before this graph was made
                result.error = result.error or "not sent: the bulk request ended before it"
        sent = [r for r in sending if r.graph in body.digests]
        verifying = time.perf_counter()
        unreachable = None
        try:
            if settings.verify or any(r.error for r in sent):
                _confirm(client, endpoints, sent)  # a refused bulk load may still have loaded some
            _write_digests(client, endpoints, [(r.graph, body.digests[r.graph]) for r in sent if r.error is None])
        except StoreUnreachable as error:
            unreachable = str(error)
        except StoreRejected as rejected:
            for result in sent:
                result.error = result.error or f"could not record its digest: HTTP {rejected.status}: {rejected.detail}"
        if progress is not None:
            for done, result in enumerate(results, 1):
                progress(done, len(results), result.graph)
        ended = time.perf_counter()
        return LoadReport(results, ended - started, unreachable, 1 if sent else 0, ended - verifying)


class _Body:
    """The bulk request's body: the graphs' N-Quads, their digests, and which lines each one took."""

    def __init__(self, held: dict[str, str | None]) -> None:
        self.held = held
        self.digests: dict[str, str] = {}
        self._last_lines: list[int] = []  # the body's line number of each written graph's last line
        self._written: list[str] = []

    def prepare(self, graph: NamedGraph, result: GraphResult, out: BinaryIO) -> None:
        """Hash a graph; write its N-Quads to ``out`` unless the store holds it unchanged."""
        block = graph_block(graph.iri, graph.triples)  # as the export writes it: ~1.6x faster than graph_lines
        result.triples = block.count(b"\n")
        self.digests[result.graph] = content_digest(block)
        if self.held.get(result.graph, "absent") == self.digests[result.graph]:
            result.unchanged = True
            return
        out.write(block)
        self._last_lines.append((self._last_lines[-1] if self._last_lines else 0) + result.triples)
        self._written.append(result.graph)

    def pieces(self, changed: BinaryIO, new: list[tuple[NamedGraph, GraphResult]]) -> Iterator[bytes]:
        """The body in pieces of about 4 MB: the changed graphs the store held (already written
        to ``changed``), then the new graphs, each made while the server loads what came before."""
        changed.seek(0)
        while piece := changed.read(_PIECE):
            yield piece
        pending = io.BytesIO()
        for graph, result in new:
            self.prepare(graph, result, pending)
            if pending.tell() >= _PIECE:
                yield pending.getvalue()
                pending = io.BytesIO()
        if pending.tell():
            yield pending.getvalue()

    def graph_at(self, line: int) -> str | None:
        """The graph whose lines include the body's line ``line`` (counted from 1)."""
        index = bisect.bisect_left(self._last_lines, line)
        return self._written[index] if 0 < line and index < len(self._written) else None

    def blame(self, rejected: StoreRejected, sending: list[GraphResult]) -> None:
        """Mark the graphs of a refused bulk request: the graph at the line the store names
        (Oxigraph: "Parser error at line N ...") with the store's answer, the others as held
        back by it."""
        refused = f"the store refused the bulk load: HTTP {rejected.status}: {rejected.detail}"
        named = re.search(r"\bline (\d+)", rejected.detail)
        culprit = self.graph_at(int(named.group(1))) if named else None
        for result in sending:
            if culprit is None or result.graph == culprit:
                result.error = refused
            else:
                result.error = f"not loaded: the store refused the bulk load for graph <{culprit}>"


def _drop(client: HttpClient, endpoints: Endpoints, graphs: list[str]) -> None:
    """Drop the old copies first: the bulk loader only adds."""
    for start in range(0, len(graphs), _DROPS_A_REQUEST):
        update = " ;\n".join(f"DROP SILENT GRAPH {term_nt(URIRef(g))}" for g in graphs[start : start + _DROPS_A_REQUEST])
        client.send("POST", endpoints.update_url, update.encode("utf-8"), "application/sparql-update")


def _confirm(client: HttpClient, endpoints: Endpoints, sent: list[GraphResult]) -> None:
    """Count what arrived. After a refused bulk load, a graph found whole counts as loaded
    (it was dropped before, so its full count can only be the new content)."""
    refused = {r.graph: r.error for r in sent if r.error is not None}
    for result in sent:
        result.error = None
    verify(client, endpoints, sent)
    for result in sent:
        if result.error is not None and result.graph in refused:
            result.error = refused[result.graph]


def _write_digests(client: HttpClient, endpoints: Endpoints, confirmed: list[tuple[str, str]]) -> None:
    predicate = term_nt(CONTENT_DIGEST)
    for start in range(0, len(confirmed), _DIGESTS_A_REQUEST):
        graphs = " ".join(f"GRAPH {term_nt(URIRef(g))} {{ {term_nt(URIRef(g))} {predicate} \"{d}\" }}"
                          for g, d in confirmed[start : start + _DIGESTS_A_REQUEST])  # fmt: skip
        client.send("POST", endpoints.update_url, f"INSERT DATA {{ {graphs} }}".encode(), "application/sparql-update")


def _ended(results: list[GraphResult], started: float, reason: str) -> LoadReport:
    """The load stopped before the bulk request was answered: nothing sent counts as loaded."""
    for result in results:
        if result.error is None and not result.unchanged:
            result.error = f"not loaded: {reason}"
    return LoadReport(results, time.perf_counter() - started, reason)

