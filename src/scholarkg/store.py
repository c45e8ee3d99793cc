"""Stage 5, store: named graphs -> a triple store, over the SPARQL 1.1 protocols.

Each named graph is replaced as a whole, so loading twice leaves one copy and a changed profile
replaces its graph instead of merging into it:

- with the Graph Store HTTP Protocol: ``PUT`` the first batch of N-Triples, ``POST`` the rest;
- with SPARQL Update: ``DROP SILENT GRAPH <g> ; INSERT DATA { GRAPH <g> { ... } }`` in one
  request, then ``INSERT DATA`` for further batches.

Bulk bodies go over plain HTTP (urllib), which is ~3x faster than SPARQLWrapper for large
requests (FACTS.md); SPARQLWrapper is used for queries. Connection errors and 5xx answers are
retried with backoff, 4xx never. Credentials come from ``SCHOLARKG_USER`` and
``SCHOLARKG_PASSWORD`` only, and never appear in messages.
"""

from __future__ import annotations

import base64
import json
import os
import time
import urllib.error
import urllib.parse
import urllib.request
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from rdflib import URIRef

from .errors import EnvironmentProblem, UsageError
from .mapping import NamedGraph
from .ntriples import term_nt, triple_line

USER_VARIABLE = "SCHOLARKG_USER"
PASSWORD_VARIABLE = "SCHOLARKG_PASSWORD"
AUTH_VARIABLE = "SCHOLARKG_AUTH"  # basic (default) or digest


@dataclass(frozen=True)
class Endpoints:
    """Where the store listens. ``update`` defaults to ``query``; ``graph_store`` is optional."""

    query: str
    update: str | None = None
    graph_store: str | None = None

    def __post_init__(self) -> None:
        for name, url in (("--endpoint", self.query), ("--update-endpoint", self.update),
                          ("--graph-store", self.graph_store)):  # fmt: skip
            if url is not None:
                check_url(url, name)

    @property
    def update_url(self) -> str:
        return self.update or self.query


def check_url(url: str, option: str) -> None:
    """Accept absolute http(s) URLs without embedded credentials."""
    parts = urllib.parse.urlsplit(url)
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise UsageError(f"{option} must be an absolute http(s) URL, got '{redact(url)}'")
    if parts.username or parts.password:
        raise UsageError(
            f"{option} must not carry credentials; set {USER_VARIABLE} and {PASSWORD_VARIABLE} instead"
        )


def redact(url: str) -> str:
    """A URL safe to print: any user:password part replaced."""
    parts = urllib.parse.urlsplit(url)
    if parts.username or parts.password:
        netloc = "***@" + (parts.hostname or "") + (f":{parts.port}" if parts.port else "")
        return urllib.parse.urlunsplit(parts._replace(netloc=netloc))
    return url


@dataclass(frozen=True)
class Credentials:
    user: str
    password: str
    scheme: str = "basic"

    @classmethod
    def from_environment(cls, environ: dict[str, str] | None = None) -> Credentials | None:
        env = os.environ if environ is None else environ
        user, password = env.get(USER_VARIABLE), env.get(PASSWORD_VARIABLE)
        if not user:
            return None
        scheme = env.get(AUTH_VARIABLE, "basic").lower()
        if scheme not in ("basic", "digest"):
            raise UsageError(f"{AUTH_VARIABLE} must be basic or digest")
        return cls(user, password or "", scheme)

    def __repr__(self) -> str:  # never show the secret, even in a traceback
        return f"Credentials(user={self.user!r}, password='***', scheme={self.scheme!r})"


@dataclass(frozen=True)
class Settings:
    """Transport settings: request size, time limits and retries."""

    # None: 50,000 triples per Graph Store request, 1,000 per SPARQL Update request (Virtuoso
    # refuses an INSERT DATA whose generated SQL passes 10,000 lines, at about 2,000 triples)
    batch_triples: int | None = None
    timeout: float = 60.0
    retries: int = 3
    backoff: float = 0.5
    verify: bool = True


class StoreRejected(Exception):
    """The store answered a request with an error status (4xx after no retry, 5xx after retries)."""

    def __init__(self, status: int, detail: str) -> None:
        super().__init__(f"HTTP {status}: {detail}")
        self.status = status
        self.detail = detail


class StoreUnreachable(Exception):
    """No answer from the store after the retries."""


@dataclass(frozen=True)
class Request:
    """One HTTP request of a load, as it will be sent (the body is built lazily)."""

    method: str
    url: str
    content_type: str
    graph: str
    triples: int
    body: Callable[[], bytes] = field(repr=False, compare=False)

    def describe(self) -> str:
        return f"{self.method} {self.url}  ({self.content_type}, {self.triples} triples, graph {self.graph})"


class HttpClient:
    """Plain HTTP with retries; credentials from the environment."""

    def __init__(self, settings: Settings, credentials: Credentials | None = None) -> None:
        self.settings = settings
        self.credentials = credentials
        handlers: list[Any] = []
        self._passwords = urllib.request.HTTPPasswordMgrWithDefaultRealm()
        if credentials is not None and credentials.scheme == "digest":
            handlers.append(urllib.request.HTTPDigestAuthHandler(self._passwords))
        self._opener = urllib.request.build_opener(*handlers)

    def _register_site(self, url: str) -> None:
        """Digest answers a challenge from a site the password manager knows: tell it this one."""
        if self.credentials is not None and self.credentials.scheme == "digest":
            parts = urllib.parse.urlsplit(url)
            site = f"{parts.scheme}://{parts.netloc}/"
            self._passwords.add_password(None, site, self.credentials.user, self.credentials.password)  # type: ignore[arg-type]

    def _headers(self, content_type: str | None, accept: str | None) -> dict[str, str]:
        headers = {"User-Agent": "scholarkg"}
        if content_type:
            headers["Content-Type"] = content_type
        if accept:
            headers["Accept"] = accept
        if self.credentials is not None and self.credentials.scheme == "basic":
            token = f"{self.credentials.user}:{self.credentials.password}".encode()
            headers["Authorization"] = "Basic " + base64.b64encode(token).decode("ascii")
        return headers

    def send(self, method: str, url: str, body: bytes | None = None, content_type: str | None = None,
             accept: str | None = None) -> bytes:  # fmt: skip
        """Send one request; retry connection errors and 5xx with backoff; never retry 4xx."""
        attempts = self.settings.retries + 1
        self._register_site(url)
        for attempt in range(attempts):
            request = urllib.request.Request(url, data=body, method=method,
                                             headers=self._headers(content_type, accept))  # fmt: skip
            try:
                with self._opener.open(request, timeout=self.settings.timeout) as response:
                    return response.read()
            except urllib.error.HTTPError as error:
                detail = _error_detail(error)
                if error.code < 500 or attempt == attempts - 1:
                    raise StoreRejected(error.code, detail) from None
            except (urllib.error.URLError, ConnectionError, TimeoutError, OSError) as error:
                if attempt == attempts - 1:
                    reason = getattr(error, "reason", error)
                    raise StoreUnreachable(f"{redact(url)}: {reason}") from None
            time.sleep(self.settings.backoff * (2**attempt))
        raise AssertionError("unreachable")  # pragma: no cover

    def select(self, endpoint: str, query: str) -> list[dict[str, Any]]:
        """Run a SELECT with the SPARQL 1.1 protocol (POST form) and return the JSON bindings."""
        body = urllib.parse.urlencode({"query": query}).encode()
        raw = self.send("POST", endpoint, body, "application/x-www-form-urlencoded",
                        "application/sparql-results+json")  # fmt: skip
        return list(json.loads(raw)["results"]["bindings"])


def _error_detail(error: urllib.error.HTTPError) -> str:
    try:
        text = error.read().decode("utf-8", "replace")
    except Exception:  # noqa: BLE001 - the body is only a hint
        text = ""
    text = " ".join(text.split())
    return (text[:300] + "…") if len(text) > 300 else (text or str(error.reason))


def _batches(triples: Sequence[Any], size: int) -> Iterator[Sequence[Any]]:
    for start in range(0, max(len(triples), 1), size):
        yield triples[start : start + size]


def _nt_body(triples: Sequence[Any]) -> bytes:
    return "".join(triple_line(*t) for t in triples).encode("utf-8")


def plan(graph: NamedGraph, endpoints: Endpoints, settings: Settings) -> list[Request]:
    """The requests that replace one named graph in the store."""
    triples = sorted(set(graph.triples), key=lambda t: (t[0], t[1], t[2]))
    name = term_nt(graph.iri)
    requests = []
    size = settings.batch_triples or (50_000 if endpoints.graph_store else 1_000)
    for index, batch in enumerate(_batches(triples, size)):
        if endpoints.graph_store:
            separator = "&" if "?" in endpoints.graph_store else "?"
            url = f"{endpoints.graph_store}{separator}{urllib.parse.urlencode({'graph': str(graph.iri)})}"
            requests.append(Request("PUT" if index == 0 else "POST", url, "application/n-triples",
                                    str(graph.iri), len(batch), lambda b=batch: _nt_body(b)))  # fmt: skip
        else:
            def update(b: Sequence[Any] = batch, first: bool = index == 0) -> bytes:
                drop = f"DROP SILENT GRAPH {name} ;\n" if first else ""
                text = f"{drop}INSERT DATA {{ GRAPH {name} {{\n" + _nt_body(b).decode() + "} }"
                return urllib.parse.urlencode({"update": text}).encode()

            requests.append(Request("POST", endpoints.update_url, "application/x-www-form-urlencoded",
                                    str(graph.iri), len(batch), update))  # fmt: skip
    return requests


@dataclass
class GraphResult:
    graph: str
    triples: int
    error: str | None = None
    stored: int | None = None


@dataclass
class LoadReport:
    """What a load did: per graph, triples sent and found, and any error."""

    results: list[GraphResult]
    seconds: float
    unreachable: str | None = None

    @property
    def failed(self) -> list[GraphResult]:
        return [r for r in self.results if r.error is not None]

    @property
    def loaded(self) -> list[GraphResult]:
        return [r for r in self.results if r.error is None]

    @property
    def triples(self) -> int:
        return sum(r.triples for r in self.loaded)

    def summary(self) -> str:
        rate = self.triples / self.seconds if self.seconds else 0.0
        text = (f"loaded {len(self.loaded)} of {len(self.results)} graphs, {self.triples} triples "
                f"in {self.seconds:.2f} s ({rate:,.0f} triples/s)")  # fmt: skip
        if self.unreachable:
            text += f"; store unreachable: {self.unreachable}"
        return text


Progress = Callable[[int, int, str], None]


def load_graphs(graphs: Sequence[NamedGraph], endpoints: Endpoints, settings: Settings = Settings(),
                credentials: Credentials | None = None, progress: Progress | None = None) -> LoadReport:  # fmt: skip
    """Replace each named graph in the store, then check its triple count.

    A graph the store rejects is reported and the others go on; if the store stops answering,
    the load ends there (what was not confirmed is reported as not loaded) — a re-run converges.
    """
    client = HttpClient(settings, credentials)
    probe(client, endpoints)
    started = time.perf_counter()
    results: list[GraphResult] = []
    unreachable = None
    for done, graph in enumerate(graphs):
        result = GraphResult(str(graph.iri), len(set(graph.triples)))
        results.append(result)
        if unreachable is None:
            try:
                for request in plan(graph, endpoints, settings):
                    client.send(request.method, request.url, request.body(), request.content_type)
            except StoreRejected as rejected:
                result.error = f"the store refused it: HTTP {rejected.status}: {rejected.detail}"
            except StoreUnreachable as error:
                unreachable = str(error)
                result.error = f"not loaded: store unreachable ({error})"
        else:
            result.error = "not loaded: store unreachable"
        if progress is not None:
            progress(done + 1, len(graphs), str(graph.iri))
    if settings.verify and unreachable is None:
        try:
            verify(client, endpoints, [r for r in results if r.error is None])
        except StoreUnreachable as error:
            unreachable = str(error)
    return LoadReport(results, time.perf_counter() - started, unreachable)


def probe(client: HttpClient, endpoints: Endpoints) -> None:
    """Fail early, and clearly, when the store is not there or refuses our credentials."""
    try:
        client.select(endpoints.query, "SELECT * WHERE { ?s ?p ?o } LIMIT 1")
    except StoreUnreachable as error:
        raise EnvironmentProblem(f"cannot reach the SPARQL endpoint {error}") from None
    except StoreRejected as rejected:
        if rejected.status in (401, 403):
            raise EnvironmentProblem(
                f"the store at {redact(endpoints.query)} refused the credentials (HTTP {rejected.status}); "
                f"check {USER_VARIABLE} and {PASSWORD_VARIABLE}"
            ) from None
        raise EnvironmentProblem(
            f"the SPARQL endpoint {redact(endpoints.query)} answered HTTP {rejected.status}: {rejected.detail}"
        ) from None


def count_graphs(client: HttpClient, endpoint: str, graphs: Sequence[str], chunk: int = 500) -> dict[str, int]:
    """Triples per named graph in the store (graphs that are absent count 0)."""
    counts = {g: 0 for g in graphs}
    for start in range(0, len(graphs), chunk):
        values = " ".join(term_nt(URIRef(g)) for g in graphs[start : start + chunk])
        query = ("SELECT ?g (COUNT(*) AS ?n) WHERE { VALUES ?g { " + values + " } "
                 "GRAPH ?g { ?s ?p ?o } } GROUP BY ?g")  # fmt: skip
        for row in client.select(endpoint, query):
            counts[row["g"]["value"]] = int(row["n"]["value"])
    return counts


def verify(client: HttpClient, endpoints: Endpoints, results: list[GraphResult]) -> None:
    """Mark graphs whose stored triple count differs from what was sent."""
    try:
        counts = count_graphs(client, endpoints.query, [r.graph for r in results])
    except StoreRejected as rejected:
        for result in results:
            result.error = f"could not verify: HTTP {rejected.status}: {rejected.detail}"
        return
    for result in results:
        result.stored = counts.get(result.graph, 0)
        if result.stored != result.triples:
            result.error = f"the store holds {result.stored} triples, {result.triples} were sent"


def dry_run(graphs: Sequence[NamedGraph], endpoints: Endpoints, settings: Settings = Settings()) -> list[str]:
    """The requests a load would send, one line each."""
    return [request.describe() for graph in graphs for request in plan(graph, endpoints, settings)]
