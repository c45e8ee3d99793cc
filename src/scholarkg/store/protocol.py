"""Store: named graphs -> a triple store, over the SPARQL 1.1 protocols.

Each named graph is replaced as a whole, so loading twice leaves one copy and a changed profile
replaces its graph instead of merging into it:

- with the Graph Store HTTP Protocol: ``PUT`` the first batch of N-Triples, ``POST`` the rest;
- with SPARQL Update: ``DROP SILENT GRAPH <g> ; INSERT DATA { GRAPH <g> { ... } }`` in one
  request; graphs smaller than the batch share a request (one such pair of operations each),
  a graph larger than the batch is sent as that first request and then ``INSERT DATA`` requests.
  If the store refuses a request that holds several graphs, each of them is sent again on its
  own, so that only the graph at fault is reported.

Bodies are N-Triples lines built as strings and sent over plain HTTP (http.client) on one
kept-alive connection per host; updates are POSTed directly as ``application/sparql-update``.
Connection errors and 5xx answers are retried with backoff, 4xx never. Credentials come from
``SCHOLARKG_USER`` and ``SCHOLARKG_PASSWORD`` only, and never appear in messages; with HTTP
digest authentication, or when a proxy is configured for the store's URL, requests go through
urllib (which answers the digest challenge on each request, or uses the proxy).
"""

from __future__ import annotations

import base64
import http.client
import json
import os
import queue
import re
import socket
import threading
import time
import urllib.error
import urllib.parse
import urllib.request
from collections.abc import Callable, Generator, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any, TypeVar

from rdflib import URIRef
from rdflib.namespace import PROV

from ..errors import EnvironmentProblem, UsageError
from ..mapping import NamedGraph
from ..ntriples import drop_graph, term_nt, triple_line
from ..pipeline.stream import GraphBlock

USER_VARIABLE = "SCHOLARKG_USER"
PASSWORD_VARIABLE = "SCHOLARKG_PASSWORD"
AUTH_VARIABLE = "SCHOLARKG_AUTH"  # basic (default) or digest


@dataclass(frozen=True)
class Endpoints:
    """Where the store listens. ``update`` defaults to the one that goes with ``query``
    (:func:`derived_update_endpoint`); ``graph_store`` is optional."""

    query: str
    update: str | None = None
    graph_store: str | None = None

    def __post_init__(self) -> None:
        for name, url in (
            ("endpoint", self.query),
            ("update_endpoint", self.update),
            ("graph_store", self.graph_store),
        ):
            if url is not None:
                check_url(url, name)

    @property
    def update_url(self) -> str:
        return self.update or derived_update_endpoint(self.query)


def derived_update_endpoint(query_url: str) -> str:
    """The SPARQL Update endpoint that goes with a query endpoint, by the usual servers' layouts.

    Oxigraph and Fuseki answer queries at ``…/query`` and updates at ``…/update``; GraphDB takes
    updates at ``…/repositories/ID/statements``; Virtuoso (``/sparql``) and most others take
    both at one URL, which is then the answer."""
    parts = urllib.parse.urlsplit(query_url)
    path = parts.path
    if path.endswith("/query"):
        path = path[: -len("query")] + "update"
    elif re.fullmatch(r".*/repositories/[^/]+", path):
        path += "/statements"
    return urllib.parse.urlunsplit(parts._replace(path=path))


def check_url(url: str, option: str) -> None:
    """Accept absolute http(s) URLs without embedded credentials, with a valid host and port;
    ``option`` is the argument that gave the URL (``endpoint``)."""
    named = "{" + option + "}"
    try:
        parts = urllib.parse.urlsplit(url)
        parts.port  # noqa: B018 - raises for a port out of range or not a number
    except ValueError as error:  # "Port out of range 0-65535", "Invalid IPv6 URL"
        raise UsageError(
            f"{named} is not a valid URL ({error}): '{printable(redact(url))}'", options=[option]
        ) from None
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise UsageError(
            f"{named} must be an absolute http(s) URL, got '{printable(redact(url))}'", options=[option]
        )
    if parts.username or parts.password:
        raise UsageError(
            f"{named} must not carry credentials; set {USER_VARIABLE} and {PASSWORD_VARIABLE} instead",
            options=[option],
        )


def redact(url: str) -> str:
    """A URL safe to print: any user:password part replaced."""
    return _USERINFO_RE.sub(r"\1***@", url)


_USERINFO_RE = re.compile(r"(\b[A-Za-z][A-Za-z0-9+.-]*://)[^/?#@\s]*@")
# what a server may echo of a request: the credentials, however the header is spelled
_AUTHORIZATION_RE = re.compile(r"(?i)(\b(?:proxy-)?authorization\b[\"']?\s*[:=]\s*[\"']?\s*)[^\r\n\"'<>]*")
_SCHEME_TOKEN_RE = re.compile(r"(?i)\b(basic|digest|bearer)\s+[A-Za-z0-9+/=._~-]{8,}")


def printable(text: str, limit: int = 300) -> str:
    """Text from outside (a server's answer, a URL) safe for a terminal on one line: control
    characters escaped, whitespace runs made one space, at most ``limit`` characters."""
    text = "".join(
        ch if ch.isprintable() or ch == " " else ch.encode("unicode_escape").decode("ascii")
        for ch in " ".join(text.split())
    )
    return text if len(text) <= limit else text[:limit] + "…"


def redact_text(text: str, credentials: Credentials | None = None) -> str:
    """Text with every trace of credentials replaced: Authorization header values, scheme
    tokens, user:password in URLs, and the secret itself where it shows up as it is."""
    text = _AUTHORIZATION_RE.sub(r"\1***", text)
    text = _SCHEME_TOKEN_RE.sub(r"\1 ***", text)
    text = _USERINFO_RE.sub(r"\1***@", text)
    if credentials is not None:
        token = base64.b64encode(f"{credentials.user}:{credentials.password}".encode()).decode("ascii")
        for secret in (token, credentials.password):
            if len(secret) >= 4:  # a one-letter password would blank out the message
                text = text.replace(secret, "***")
    return text


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
    """No usable answer from the store after the retries."""


class UnreadableAnswer(StoreUnreachable):
    """The store answered, but not with what the protocol asks (HTML for results JSON, say):
    as good as no answer, and not something to retry."""


class _CrossOriginRedirect(urllib.error.URLError):
    """A redirect to another scheme, host or port while credentials are set: not followed."""


@dataclass(frozen=True)
class Request:
    """One HTTP request of a load, as it will be sent (the body is built lazily)."""

    method: str
    url: str
    content_type: str
    graphs: tuple[str, ...]
    triples: int
    body: Callable[[], bytes] = field(repr=False, compare=False)

    def describe(self) -> str:
        if len(self.graphs) == 1:
            what = f"graph {self.graphs[0]}"
        else:
            what = f"{len(self.graphs)} graphs: {', '.join(self.graphs)}"
        return f"{self.method} {self.url}  ({self.content_type}, {self.triples} triples, {what})"


_RECONNECT = (http.client.RemoteDisconnected, ConnectionResetError, ConnectionAbortedError, BrokenPipeError)


class HttpClient:
    """Plain HTTP with retries and kept-alive connections; credentials from the environment."""

    def __init__(self, settings: Settings, credentials: Credentials | None = None) -> None:
        self.settings = settings
        self.credentials = credentials
        handlers: list[Any] = []
        self._passwords = urllib.request.HTTPPasswordMgrWithDefaultRealm()
        if credentials is not None and credentials.scheme == "digest":
            handlers.append(urllib.request.HTTPDigestAuthHandler(self._passwords))
        handlers.append(_SameOriginRedirects(with_credentials=credentials is not None))
        self._opener = urllib.request.build_opener(*handlers)
        self._connections: dict[tuple[str, str, int | None], http.client.HTTPConnection] = {}

    def close(self) -> None:
        """Close the kept-alive connections."""
        for connection in self._connections.values():
            connection.close()
        self._connections.clear()

    def __enter__(self) -> HttpClient:  # noqa: PYI034 - final in practice
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def _register_site(self, url: str) -> None:
        """Digest answers a challenge from a site the password manager knows: tell it this one."""
        if self.credentials is not None and self.credentials.scheme == "digest":
            parts = urllib.parse.urlsplit(url)
            site = f"{parts.scheme}://{parts.netloc}/"
            self._passwords.add_password(None, site, self.credentials.user, self.credentials.password)

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

    def _direct(self, url: str) -> bool:
        """Whether a kept-alive http.client connection can carry this URL (else urllib does)."""
        if self.credentials is not None and self.credentials.scheme == "digest":
            return False
        parts = urllib.parse.urlsplit(url)
        proxies = urllib.request.getproxies()
        return parts.scheme not in proxies or bool(urllib.request.proxy_bypass(parts.hostname or ""))

    def send(
        self,
        method: str,
        url: str,
        body: bytes | Iterator[bytes] | None = None,
        content_type: str | None = None,
        accept: str | None = None,
    ) -> bytes:
        """Send one request; retry connection errors and 5xx with backoff; never retry 4xx.

        A body given as an iterator of pieces is sent as they come (chunked), and only once."""
        attempts = self.settings.retries + 1 if body is None or isinstance(body, bytes) else 1
        self._register_site(url)
        headers = self._headers(content_type, accept)
        direct = self._direct(url)
        for attempt in range(attempts):
            try:
                status, reason, data = (self._send_direct if direct else self._send_urllib)(
                    method, url, body, headers
                )
                if 300 <= status < 400:  # a redirect: let urllib follow it
                    status, reason, data = self._send_urllib(method, url, body, headers)
            except _CrossOriginRedirect as refused:
                raise StoreRejected(302, str(refused.reason)) from None
            except (OSError, http.client.HTTPException) as error:
                if attempt == attempts - 1:
                    reason_text = self._safe(str(getattr(error, "reason", None) or error))
                    raise StoreUnreachable(f"{redact(url)}: {reason_text}") from None
            else:
                if status < 300:
                    return data
                if status < 500 or attempt == attempts - 1:
                    raise StoreRejected(status, self._safe(data.decode("utf-8", "replace")) or reason)
            time.sleep(self.settings.backoff * (2**attempt))
        raise AssertionError("unreachable")  # pragma: no cover

    def _safe(self, text: str) -> str:
        """A server's words, fit to print: no credentials, no control characters, short."""
        return printable(redact_text(text, self.credentials))

    def _send_urllib(
        self, method: str, url: str, body: bytes | Iterator[bytes] | None, headers: dict[str, str]
    ) -> tuple[int, str, bytes]:
        request = urllib.request.Request(url, data=body, method=method, headers=headers)
        try:
            with self._opener.open(request, timeout=self.settings.timeout) as response:
                return response.status, response.reason, _read_within(response, self.settings.timeout)
        except urllib.error.HTTPError as error:
            try:
                data = error.read()
            except Exception:  # noqa: BLE001 - the body is only a hint
                data = b""
            return error.code, str(error.reason), data

    def _send_direct(
        self, method: str, url: str, body: bytes | Iterator[bytes] | None, headers: dict[str, str]
    ) -> tuple[int, str, bytes]:
        parts = urllib.parse.urlsplit(url)
        key = (parts.scheme, parts.hostname or "", parts.port)
        target = (parts.path or "/") + (f"?{parts.query}" if parts.query else "")
        if body is not None and not isinstance(body, bytes):
            # A streamed body can be sent only once, so it never goes over a kept-alive connection
            # that the store may have closed while idle: sending again afresh would skip the
            # pieces already taken (found at 100k profiles, after the export's first pass of 6 min).
            self._drop(key)
        while True:
            connection = self._connections.get(key)
            reused = connection is not None
            if connection is None:
                kind = http.client.HTTPSConnection if parts.scheme == "https" else http.client.HTTPConnection
                connection = kind(parts.hostname or "", parts.port, timeout=self.settings.timeout)
                self._connections[key] = connection
            try:
                connection.request(method, target, body=body, headers=headers)
                # the whole answer within the time limit, not each read: a server that sends a
                # byte every few seconds must not hold the command for ever
                with _Deadline(connection, self.settings.timeout) as deadline:
                    response = connection.getresponse()
                    data = response.read()
                deadline.check()
            except _RECONNECT:
                self._drop(key)
                if reused:  # the store closed an idle kept-alive connection: once more, afresh
                    continue
                raise
            except BaseException:
                self._drop(key)
                raise
            if response.will_close:
                self._drop(key)
            return response.status, response.reason, data

    def _drop(self, key: tuple[str, str, int | None]) -> None:
        connection = self._connections.pop(key, None)
        if connection is not None:
            connection.close()

    def select(self, endpoint: str, query: str) -> list[dict[str, Any]]:
        """Run a SELECT with the SPARQL 1.1 protocol (POST form) and return the JSON bindings."""
        return list(self.query(endpoint, query)["results"]["bindings"])

    def query(self, endpoint: str, query: str, parameters: Sequence[tuple[str, str]] = ()) -> dict[str, Any]:
        """Run a SELECT or ASK query with the SPARQL 1.1 protocol (POST form, with any further
        protocol parameters, e.g. ``default-graph-uri``) and return the results JSON."""
        body = urllib.parse.urlencode([("query", query), *parameters]).encode()
        raw = self.send(
            "POST", endpoint, body, "application/x-www-form-urlencoded", "application/sparql-results+json"
        )
        try:
            answer = json.loads(raw)
            if not isinstance(answer, dict) or not ("boolean" in answer or "bindings" in answer["results"]):
                raise ValueError("no results")
        except (ValueError, KeyError, TypeError):
            raise UnreadableAnswer(
                f"{redact(endpoint)} did not answer with SPARQL results JSON, but with "
                f"'{self._safe(raw.decode('utf-8', 'replace'))}'"
            ) from None
        return answer


def _read_within(response: Any, seconds: float) -> bytes:
    """A response's body, read piece by piece, given up past ``seconds`` in all."""
    deadline = time.monotonic() + seconds
    pieces = []
    while piece := response.read1(65536):
        pieces.append(piece)
        if time.monotonic() > deadline:
            raise TimeoutError(f"no complete answer within {seconds:g} s")
    return b"".join(pieces)


class _Deadline:
    """Shut a connection's socket when the time is up, which ends any read blocked on it."""

    def __init__(self, connection: http.client.HTTPConnection, seconds: float) -> None:
        self.connection, self.seconds = connection, seconds
        self.expired = threading.Event()
        self._timer = threading.Timer(seconds, self._expire)
        self._timer.daemon = True

    def _expire(self) -> None:
        self.expired.set()
        sock = self.connection.sock
        if sock is not None:
            try:
                sock.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass  # closed meanwhile

    def __enter__(self) -> _Deadline:  # noqa: PYI034 - final in practice
        self._timer.start()
        return self

    def __exit__(self, kind: object, error: object, traceback: object) -> None:
        self._timer.cancel()
        if error is not None and self.expired.is_set():
            raise TimeoutError(f"no complete answer within {self.seconds:g} s") from None

    def check(self) -> None:
        if self.expired.is_set():  # the read ended at the shutdown as if the answer were whole
            raise TimeoutError(f"no complete answer within {self.seconds:g} s")


def _origin(url: str) -> tuple[str, str, int | None]:
    parts = urllib.parse.urlsplit(url)
    default = {"http": 80, "https": 443}.get(parts.scheme)
    return parts.scheme, (parts.hostname or "").lower(), parts.port or default


class _SameOriginRedirects(urllib.request.HTTPRedirectHandler):
    """Follows redirects, but never carries credentials to another origin (scheme, host, port):
    with credentials set, such a redirect is refused and named."""

    def __init__(self, with_credentials: bool) -> None:
        self.with_credentials = with_credentials

    def redirect_request(
        self, req: urllib.request.Request, fp: Any, code: int, msg: str, headers: Any, newurl: str
    ) -> urllib.request.Request | None:
        if self.with_credentials and _origin(newurl) != _origin(req.full_url):
            raise _CrossOriginRedirect(
                f"the store redirected to another origin, {printable(redact(newurl), 120)}; credentials are "
                "never sent there (give that URL instead, if it is the store)"
            )
        return super().redirect_request(req, fp, code, msg, headers, newurl)


def graph_lines(graph: NamedGraph) -> list[str]:
    """A graph's distinct triples as sorted N-Triples lines (what is sent, and what is counted)."""
    return sorted({triple_line(s, p, o) for s, p, o in graph.triples})


@dataclass
class _Lines:
    iri: str
    lines: list[str]
    source: str = ""


Graphs = Iterable[NamedGraph] | Iterable[GraphBlock]


def _prepared(graph: NamedGraph | GraphBlock) -> _Lines:
    """A graph's N-Triples lines, sorted: of mapped triples, or the streamed export's block
    without its graph terms (the same lines in the same order)."""
    if isinstance(graph, GraphBlock):
        lines = drop_graph(graph.nquads, URIRef(graph.iri)).decode("utf-8").splitlines(keepends=True)
        return _Lines(graph.iri, lines, graph.source)
    return _Lines(str(graph.iri), graph_lines(graph))


def _chunks(lines: list[str], size: int) -> Iterator[list[str]]:
    for start in range(0, max(len(lines), 1), size):
        yield lines[start : start + size]


def batch_size(endpoints: Endpoints, settings: Settings) -> int:
    return settings.batch_triples or (50_000 if endpoints.graph_store else 1_000)


def _nt_body(lines: list[str]) -> Callable[[], bytes]:
    return lambda: "".join(lines).encode("utf-8")


def _gsp_requests(graph: _Lines, endpoints: Endpoints, size: int) -> list[Request]:
    assert endpoints.graph_store is not None
    separator = "&" if "?" in endpoints.graph_store else "?"
    url = f"{endpoints.graph_store}{separator}{urllib.parse.urlencode({'graph': graph.iri})}"
    requests = []
    for index, chunk in enumerate(_chunks(graph.lines, size)):
        method = "PUT" if index == 0 else "POST"
        requests.append(
            Request(method, url, "application/n-triples", (graph.iri,), len(chunk), _nt_body(chunk))
        )
    return requests


_UPDATE_TYPE = "application/sparql-update"


def _update_operations(graph: _Lines, lines: list[str], drop: bool) -> str:
    name = f"<{graph.iri}>"
    text = f"DROP SILENT GRAPH {name}" if drop else ""
    if lines:
        text += (" ;\n" if drop else "") + f"INSERT DATA {{ GRAPH {name} {{\n" + "".join(lines) + "} }"
    return text


def _update_requests(batch: list[_Lines], endpoints: Endpoints, size: int) -> list[Request]:
    """One request for graphs that fit the batch together; a larger graph in several requests."""
    url = endpoints.update_url
    if len(batch) == 1 and len(batch[0].lines) > size:
        graph = batch[0]

        def part(chunk: list[str], first: bool) -> Callable[[], bytes]:
            return lambda: _update_operations(graph, chunk, first).encode("utf-8")

        return [
            Request("POST", url, _UPDATE_TYPE, (graph.iri,), len(chunk), part(chunk, index == 0))
            for index, chunk in enumerate(_chunks(graph.lines, size))
        ]

    def body() -> bytes:
        return " ;\n".join(_update_operations(graph, graph.lines, True) for graph in batch).encode("utf-8")

    return [
        Request(
            "POST", url, _UPDATE_TYPE, tuple(g.iri for g in batch), sum(len(g.lines) for g in batch), body
        )
    ]


def _units(graphs: Graphs, endpoints: Endpoints, size: int) -> Generator[list[_Lines], None, None]:
    """Graphs in the groups that are sent together: one each for the Graph Store Protocol; for
    SPARQL Update as many as fit the batch (a graph larger than the batch alone)."""
    pending: list[_Lines] = []
    held = 0
    for graph in graphs:
        prepared = _prepared(graph)
        weight = max(len(prepared.lines), 1)
        if endpoints.graph_store or weight > size:
            if pending:
                yield pending
                pending, held = [], 0
            yield [prepared]
            continue
        if held + weight > size:
            yield pending
            pending, held = [], 0
        pending.append(prepared)
        held += weight
    if pending:
        yield pending


T = TypeVar("T")


def _prefetched(items: Iterator[T], depth: int = 2) -> Generator[T, None, None]:
    """The items, made up to ``depth`` ahead in a background thread: the next request's body is
    built while the store works on the current one (waiting for the answer releases the GIL)."""
    ready: queue.Queue[tuple[bool, Any]] = queue.Queue(maxsize=depth)
    stop = threading.Event()

    def put(entry: tuple[bool, Any]) -> bool:
        while not stop.is_set():
            try:
                ready.put(entry, timeout=0.05)
                return True
            except queue.Full:
                continue
        return False

    def produce() -> None:
        try:
            for item in items:
                if not put((False, item)):
                    return
            put((True, None))
        except BaseException as error:  # noqa: BLE001 - handed to the consumer, raised there
            put((True, error))

    thread = threading.Thread(target=produce, name="scholarkg-prefetch", daemon=True)
    thread.start()
    try:
        while True:
            finished, value = ready.get()
            if finished:
                if value is not None:
                    raise value
                return
            yield value
    finally:
        stop.set()
        thread.join()


def _requests(unit: list[_Lines], endpoints: Endpoints, size: int) -> list[Request]:
    if endpoints.graph_store:
        return [r for graph in unit for r in _gsp_requests(graph, endpoints, size)]
    return _update_requests(unit, endpoints, size)


def plan(graphs: Graphs, endpoints: Endpoints, settings: Settings) -> Iterator[Request]:
    """The requests that replace these named graphs in the store, in order."""
    size = batch_size(endpoints, settings)
    for unit in _units(graphs, endpoints, size):
        yield from _requests(unit, endpoints, size)


@dataclass
class GraphResult:
    graph: str
    triples: int
    error: str | None = None
    stored: int | None = None
    unchanged: bool = False  # the bulk way found it in the store as it is, and did not send it
    source: str = ""  # the file(s) its statements come from, where the load knows them


@dataclass
class LoadReport:
    """What a load did: per graph, triples sent and found, and any error."""

    results: list[GraphResult]
    seconds: float
    unreachable: str | None = None
    requests: int = 0
    verify_seconds: float = 0.0
    # graphs the load was to send, where known beyond those it reached (a streamed load stops
    # making graphs when the store stops answering)
    expected: int | None = None

    @property
    def failed(self) -> list[GraphResult]:
        return [r for r in self.results if r.error is not None]

    @property
    def loaded(self) -> list[GraphResult]:
        return [r for r in self.results if r.error is None]

    @property
    def triples(self) -> int:
        """Triples sent and confirmed (graphs found unchanged were not sent)."""
        return sum(r.triples for r in self.loaded if not r.unchanged)

    @property
    def unchanged(self) -> list[GraphResult]:
        return [r for r in self.results if r.unchanged]

    def summary(self) -> str:
        rate = self.triples / self.seconds if self.seconds else 0.0
        skipped = f" ({len(self.unchanged)} unchanged, not sent)" if self.unchanged else ""
        total = max(self.expected or 0, len(self.results))
        text = (
            f"loaded {len(self.loaded)} of {total} graphs{skipped}, {self.triples} triples "
            f"in {self.seconds:.2f} s ({rate:,.0f} triples/s)"
        )
        if total > len(self.results):
            text += f"; {total - len(self.results)} not sent"
        if self.unreachable:
            text += f"; store unreachable: {self.unreachable}"
        return text


Progress = Callable[[int, int, str], None]


def load_graphs(
    graphs: Graphs,
    endpoints: Endpoints,
    settings: Settings = Settings(),
    credentials: Credentials | None = None,
    progress: Progress | None = None,
) -> LoadReport:
    """Replace each named graph in the store, then check its triple count.

    A graph the store rejects is reported and the others go on (a refused request that held
    several graphs is sent again graph by graph, so that only the graph at fault fails); if the
    store stops answering, the load ends there (what was not confirmed is reported as not
    loaded) — a re-run converges.

    ``graphs``: mapped graphs, or the streamed export's blocks
    (:func:`scholarkg.pipeline.stream.stream_graphs`),
    whose workers make them ahead of the store. Without the stream, the next request's body is made
    in a background thread instead (not both: the stream forks its workers from the thread that
    reads it, which should be the main one).
    """
    with HttpClient(settings, credentials) as client:
        probe(client, endpoints)
        if not endpoints.graph_store:
            probe_update(client, endpoints)
        started = time.perf_counter()
        known = graphs if isinstance(graphs, Sequence) else None  # a stream's length is not known ahead
        loader = _Loader(
            client, endpoints, batch_size(endpoints, settings), len(known) if known else 0, progress
        )
        units = _units(graphs, endpoints, loader.size)
        if known is not None:
            units = _prefetched(units)
        try:
            for unit in units:
                if loader.unreachable is not None:
                    break
                loader.send(unit)
        finally:
            units.close()  # stops the background thread
        # graphs not reached: the store stopped answering before them (a stream's are not even made)
        for graph in (known or [])[len(loader.results) :]:
            prepared = _prepared(graph)
            loader.results.append(
                GraphResult(prepared.iri, len(prepared.lines), "not loaded: store unreachable")
            )
        verifying = time.perf_counter()
        if settings.verify and loader.unreachable is None:
            try:
                verify(client, endpoints, [r for r in loader.results if r.error is None])
            except StoreUnreachable as error:
                loader.unreachable = str(error)
        ended = time.perf_counter()
        return LoadReport(
            loader.results, ended - started, loader.unreachable, loader.requests, ended - verifying
        )


class _Loader:
    """Sends groups of graphs and records one result per graph, in order."""

    def __init__(
        self, client: HttpClient, endpoints: Endpoints, size: int, total: int, progress: Progress | None
    ) -> None:
        self.client, self.endpoints, self.size, self.total, self.progress = (
            client,
            endpoints,
            size,
            total,
            progress,
        )
        self.results: list[GraphResult] = []
        self.unreachable: str | None = None
        self.requests = 0

    def _send_requests(self, unit: list[_Lines]) -> None:
        for request in _requests(unit, self.endpoints, self.size):
            self.requests += 1
            self.client.send(request.method, request.url, request.body(), request.content_type)

    def send(self, unit: list[_Lines]) -> None:
        errors: dict[str, str] = {}
        try:
            self._send_requests(unit)
        except StoreRejected as rejected:
            if len(unit) == 1:
                errors[unit[0].iri] = f"the store refused it: HTTP {rejected.status}: {rejected.detail}"
            else:  # find the graph at fault: each on its own
                for graph in unit:
                    if self.unreachable is not None:
                        errors[graph.iri] = f"not loaded: store unreachable ({self.unreachable})"
                        continue
                    try:
                        self._send_requests([graph])
                    except StoreRejected as alone:
                        errors[graph.iri] = f"the store refused it: HTTP {alone.status}: {alone.detail}"
                    except StoreUnreachable as error:
                        self.unreachable = str(error)
                        errors[graph.iri] = f"not loaded: store unreachable ({error})"
        except StoreUnreachable as error:
            self.unreachable = str(error)
            errors = {graph.iri: f"not loaded: store unreachable ({error})" for graph in unit}
        for graph in unit:
            self.results.append(
                GraphResult(graph.iri, len(graph.lines), errors.get(graph.iri), source=graph.source)
            )
            if self.progress is not None:
                self.progress(len(self.results), self.total, graph.iri)


def probe(client: HttpClient, endpoints: Endpoints) -> None:
    """Fail early, and clearly, when the store is not there or refuses our credentials."""
    try:
        client.select(endpoints.query, "SELECT * WHERE { ?s ?p ?o } LIMIT 1")
    except UnreadableAnswer as error:
        raise EnvironmentProblem(f"the SPARQL endpoint {error}") from None
    except StoreUnreachable as error:
        raise EnvironmentProblem(f"cannot reach the SPARQL endpoint {error}") from None
    except StoreRejected as rejected:
        if rejected.status in (401, 403):
            raise _credentials_refused(endpoints.query, rejected.status) from None
        raise EnvironmentProblem(
            f"the SPARQL endpoint {redact(endpoints.query)} answered HTTP {rejected.status}: "
            f"{rejected.detail}"
        ) from None


def _credentials_refused(url: str, status: int, doing: str = "") -> EnvironmentProblem:
    return EnvironmentProblem(
        f"the store at {redact(url)} refused the credentials{doing} (HTTP {status}); "
        f"check {USER_VARIABLE} and {PASSWORD_VARIABLE}"
    )


# an update that changes nothing, wherever it is sent: a graph no load ever writes
_HARMLESS_UPDATE = b"DROP SILENT GRAPH <urn:x-scholarkg:no-such-graph>"


def probe_update(client: HttpClient, endpoints: Endpoints) -> None:
    """Fail early when the update endpoint does not take SPARQL Update: a wrong URL (e.g. a
    query endpoint) is a usage error, not one refused graph after another."""
    url = endpoints.update_url
    try:
        client.send("POST", url, _HARMLESS_UPDATE, _UPDATE_TYPE)
    except StoreUnreachable as error:
        raise EnvironmentProblem(f"cannot reach the SPARQL update endpoint {error}") from None
    except StoreRejected as rejected:
        if rejected.status in (401, 403):
            raise _credentials_refused(url, rejected.status, " for updates") from None
        derived = "" if endpoints.update else " (derived from {endpoint})"
        raise UsageError(
            f"{redact(url)}{derived} does not take SPARQL updates "
            f"(HTTP {rejected.status}: {rejected.detail}); "
            "give the store's update URL (Oxigraph, Fuseki: .../update), or {graph_store}",
            field="{update_endpoint}",
            options=["endpoint", "graph_store", "update_endpoint"],
        ) from None


def stale_graphs(
    endpoints: Endpoints,
    settings: Settings,
    credentials: Credentials | None,
    base_iri: str,
    present: Iterable[str],
) -> list[str]:
    """The profile graphs in the store that a load made (IRI under ``{base_iri}graph/``, and
    described in itself as a ``prov:Entity``, as every profile graph is) but that are not among
    ``present``: their profiles are gone from the folder. Sorted."""
    prefix = base_iri + "graph/"
    query = f"SELECT DISTINCT ?g WHERE {{ GRAPH ?g {{ ?g a {term_nt(PROV.Entity)} }} }}"
    with HttpClient(settings, credentials) as client:
        try:
            held = {row["g"]["value"] for row in client.select(endpoints.query, query)}
        except StoreUnreachable as error:
            raise EnvironmentProblem(f"cannot reach the SPARQL endpoint {error}") from None
        except StoreRejected as rejected:
            raise EnvironmentProblem(
                f"the SPARQL endpoint {redact(endpoints.query)} answered HTTP {rejected.status}: "
                f"{rejected.detail}"
            ) from None
    return sorted(g for g in held - set(present) if g.startswith(prefix))


def drop_graphs(
    endpoints: Endpoints, settings: Settings, credentials: Credentials | None, graphs: Sequence[str]
) -> None:
    """Delete these named graphs: with the Graph Store Protocol when it is given, else SPARQL Update."""
    with HttpClient(settings, credentials) as client:
        try:
            if endpoints.graph_store:
                separator = "&" if "?" in endpoints.graph_store else "?"
                for graph in graphs:
                    url = f"{endpoints.graph_store}{separator}{urllib.parse.urlencode({'graph': graph})}"
                    client.send("DELETE", url)
            else:
                for start in range(0, len(graphs), 100):
                    update = " ;\n".join(
                        f"DROP SILENT GRAPH {term_nt(URIRef(g))}" for g in graphs[start : start + 100]
                    )
                    client.send("POST", endpoints.update_url, update.encode("utf-8"), _UPDATE_TYPE)
        except StoreUnreachable as error:
            raise EnvironmentProblem(f"cannot reach the store to delete graphs: {error}") from None
        except StoreRejected as rejected:
            raise EnvironmentProblem(
                f"the store refused to delete a graph: HTTP {rejected.status}: {rejected.detail}"
            ) from None


def count_graphs(
    client: HttpClient, endpoint: str, graphs: Sequence[str], chunk: int = 500
) -> dict[str, int]:
    """Triples per named graph in the store (graphs that are absent count 0), one query per chunk."""
    counts = {g: 0 for g in graphs}
    for start in range(0, len(graphs), chunk):
        values = " ".join(term_nt(URIRef(g)) for g in graphs[start : start + chunk])
        query = (
            "SELECT ?g (COUNT(*) AS ?n) WHERE { VALUES ?g { " + values + " } "
            "GRAPH ?g { ?s ?p ?o } } GROUP BY ?g"
        )
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


def dry_run(graphs: Graphs, endpoints: Endpoints, settings: Settings = Settings()) -> list[str]:
    """The requests a load would send, one line each."""
    return [request.describe() for request in plan(graphs, endpoints, settings)]
