"""Real triple stores for the tests: an Oxigraph server and a Virtuoso server on loopback.

Each is started on 127.0.0.1 and a free port with its own temporary directory, waited for with
a bounded loop, and stopped by the code that started it.
"""

from __future__ import annotations

import shutil
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from dataclasses import dataclass
from pathlib import Path

STARTUP_SECONDS = 60


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def wait_until_answers(url: str, process: subprocess.Popen[bytes], seconds: float = STARTUP_SECONDS) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"server exited with status {process.returncode} before answering {url}")
        try:
            with urllib.request.urlopen(url, timeout=2):
                return
        except urllib.error.HTTPError:
            return  # it answers, even if not with 200
        except OSError:
            time.sleep(0.2)
    raise RuntimeError(f"no answer from {url} within {seconds} s")


def stop(process: subprocess.Popen[bytes]) -> None:
    if process.poll() is None:
        process.terminate()
        try:
            process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(timeout=15)


@dataclass
class Server:
    name: str
    base: str
    query: str
    update: str
    graph_store: str
    process: subprocess.Popen[bytes]
    location: Path
    port: int
    sql_port: int | None = None  # Virtuoso's isql port

    def kill(self) -> None:
        self.process.kill()
        self.process.wait(timeout=15)


def oxigraph_command() -> str:
    found = shutil.which("oxigraph") or str(Path(sys.executable).with_name("oxigraph"))
    if not Path(found).exists():
        raise RuntimeError("the oxigraph server is not installed (pip install oxigraph)")
    return found


def start_oxigraph(location: Path, port: int | None = None, union_default_graph: bool = False) -> Server:
    """An Oxigraph server, by default started the ordinary way: its default graph is then not
    the union of the named graphs, which the queries must cope with."""
    port = port or free_port()
    location.mkdir(parents=True, exist_ok=True)
    process = subprocess.Popen(
        [
            oxigraph_command(),
            "serve",
            "--location",
            str(location),
            "--bind",
            f"127.0.0.1:{port}",
            *(["--union-default-graph"] if union_default_graph else []),
        ],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    base = f"http://127.0.0.1:{port}"
    try:
        wait_until_answers(base + "/query?query=ASK%7B%7D", process)
    except Exception:
        stop(process)
        raise
    return Server(
        "oxigraph", base, base + "/query", base + "/update", base + "/store", process, location, port
    )


VIRTUOSO_INI = Path("/etc/virtuoso-opensource-7/virtuoso.ini")


def virtuoso_missing_reason() -> str | None:
    if not shutil.which("virtuoso-t") or not shutil.which("isql-vt") or not VIRTUOSO_INI.exists():
        return "Virtuoso is not installed (apt-get install virtuoso-opensource; .ci/run does this)"
    return None


def _virtuoso_ini(directory: Path, sql_port: int, http_port: int) -> Path:
    lines = []
    section = ""
    for line in VIRTUOSO_INI.read_text().splitlines():
        stripped = line.strip()
        if stripped.startswith("["):
            section = stripped
        key = stripped.split("=", 1)[0].strip() if "=" in stripped and not stripped.startswith(";") else ""
        files = {
            "DatabaseFile": "virtuoso.db",
            "ErrorLogFile": "virtuoso.log",
            "LockFile": "virtuoso.lck",
            "TransactionFile": "virtuoso.trx",
            "xa_persistent_file": "virtuoso.pxa",
        }
        if key in files:
            name = (
                files[key]
                if section != "[TempDatabase]"
                else files[key].replace("virtuoso.", "virtuoso-temp.")
            )
            line = f"{key} = {directory / name}"
        elif key == "ServerPort" and section == "[Parameters]":
            line = f"ServerPort = 127.0.0.1:{sql_port}"
        elif key == "ServerPort" and section == "[HTTPServer]":
            line = f"ServerPort = 127.0.0.1:{http_port}"
        lines.append(line)
    path = directory / "virtuoso.ini"
    path.write_text("\n".join(lines) + "\n")
    return path


def start_virtuoso(directory: Path) -> Server:
    directory.mkdir(parents=True, exist_ok=True)
    sql_port, http_port = free_port(), free_port()
    ini = _virtuoso_ini(directory, sql_port, http_port)
    process = subprocess.Popen(
        ["virtuoso-t", "+foreground", "+configfile", str(ini)],
        cwd=directory,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    base = f"http://127.0.0.1:{http_port}"
    try:
        wait_until_answers(base + "/sparql?query=ASK%7B%7D", process)
        grant = (
            'GRANT SPARQL_UPDATE TO "SPARQL"; GRANT EXECUTE ON DB.DBA.SPARQL_INSERT_DICT_CONTENT TO "SPARQL";'
        )
        subprocess.run(
            ["isql-vt", f"127.0.0.1:{sql_port}", "dba", "dba", f"exec={grant}"],
            check=True,
            capture_output=True,
            timeout=60,
        )
    except Exception:
        stop(process)
        raise
    return Server(
        "virtuoso",
        base,
        base + "/sparql",
        base + "/sparql",
        base + "/sparql-graph-crud",
        process,
        directory,
        http_port,
        sql_port,
    )
