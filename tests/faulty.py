"""Misbehaving HTTP servers on loopback, for the store-fault tests: each answers in one bad way
(a redirect elsewhere, an error page that echoes the request, HTML for results, bytes that are
not HTTP, an answer that drips in a byte at a time) and records the requests it got.

They stand in for a broken or hostile server, not for a triple store: what a real store does
is tested against Oxigraph and Virtuoso. Every server runs in a daemon thread, serves a bounded
number of seconds at most, and is shut down by the code that started it.
"""

from __future__ import annotations

import socket
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

MAX_SECONDS = 30  # no server here lives longer, whatever the test does


@dataclass
class Recorded:
    """The requests a server got: method, path and headers of each."""

    requests: list[tuple[str, str, dict[str, str]]] = field(default_factory=list)

    def header_seen(self, name: str) -> bool:
        return any(name.lower() in (key.lower() for key in headers) for _, _, headers in self.requests)


Answer = Callable[[BaseHTTPRequestHandler, bytes], None]


@contextmanager
def http_server(answer: Answer) -> Iterator[tuple[str, Recorded]]:
    """An HTTP server on 127.0.0.1 and a free port whose every request gets ``answer``; yields
    its base URL and what it recorded."""
    recorded = Recorded()

    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def _handle(self) -> None:
            length = int(self.headers.get("Content-Length") or 0)
            body = self.rfile.read(length) if length else b""
            recorded.requests.append((self.command, self.path, dict(self.headers.items())))
            answer(self, body)

        do_GET = do_POST = do_PUT = do_DELETE = _handle

        def log_message(self, format: str, *args: object) -> None:  # quiet
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}", recorded
    finally:
        server.shutdown()
        server.server_close()


def reply(
    status: int,
    body: bytes,
    content_type: str = "application/sparql-results+json",
    headers: dict[str, str] | None = None,
) -> Answer:
    def answer(handler: BaseHTTPRequestHandler, _: bytes) -> None:
        handler.send_response(status)
        handler.send_header("Content-Type", content_type)
        handler.send_header("Content-Length", str(len(body)))
        for name, value in (headers or {}).items():
            handler.send_header(name, value)
        handler.end_headers()
        handler.wfile.write(body)

    return answer


def echo_request(status: int = 400) -> Answer:
    """An error page that repeats the request line and headers, as some proxies' pages do."""

    def answer(handler: BaseHTTPRequestHandler, _: bytes) -> None:
        lines = [handler.requestline, *(f"{k}: {v}" for k, v in handler.headers.items())]
        reply(
            status, ("<html><body><pre>" + "\n".join(lines) + "</pre></body></html>").encode(), "text/html"
        )(handler, b"")

    return answer


EMPTY_RESULTS = b'{"head": {"vars": ["person"]}, "results": {"bindings": []}, "boolean": false}'


@contextmanager
def raw_server(respond: Callable[[socket.socket], None]) -> Iterator[str]:
    """A TCP server on 127.0.0.1 that reads a request and then calls ``respond`` with the
    connection (to send bytes that are not HTTP, or HTTP very slowly); yields its base URL."""
    listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    listener.bind(("127.0.0.1", 0))
    listener.listen(8)
    listener.settimeout(0.1)
    stop = threading.Event()
    started = time.monotonic()

    def serve() -> None:
        while not stop.is_set() and time.monotonic() - started < MAX_SECONDS:
            try:
                connection, _ = listener.accept()
            except TimeoutError:
                continue
            except OSError:
                return
            with connection:
                connection.settimeout(2)
                try:
                    connection.recv(65536)
                    respond(connection)
                except OSError:
                    pass  # the client gave up: what the test wants to see

    thread = threading.Thread(target=serve, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{listener.getsockname()[1]}"
    finally:
        stop.set()
        thread.join(timeout=5)
        listener.close()


def drip(head: bytes, every: float = 1.0, count: int = 20) -> Callable[[socket.socket], None]:
    """Send an HTTP head, then a byte every ``every`` seconds, ``count`` times at most."""

    def respond(connection: socket.socket) -> None:
        connection.sendall(head)
        for _ in range(count):
            time.sleep(every)
            connection.sendall(b" ")

    return respond
