"""Query, as the command runs it: a query name or file and ``NAME=VALUE`` options -> text."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from rdflib import Literal
from rdflib.term import Node

from .. import resources
from ..errors import UsageError
from .binding import check_params
from .engines import DEFAULT_TIMEOUT, ENGINES, QueryGraph, RemoteGraph, check_offline, run
from .results import Table, render_table
from .stored import _parse_header, load_query, stored_query_names

if TYPE_CHECKING:
    pass

# -- what the command line calls ------------------------------------------------------------------


def describe_stored_queries() -> str:
    """Each stored query's name, title and parameters (from the headers only), as text."""
    rows: list[tuple[Node | None, ...]] = []
    for name in stored_query_names():
        path = f"queries/{name}.rq"
        title, _, parameters, _ = _parse_header(resources.read_text("queries", name + ".rq"), path)
        rows.append(
            (Literal(name), Literal(title), Literal(", ".join(p.signature for p in parameters) or "-"))
        )
    return render_table(Table(["query", "title", "parameters"], rows), row_count=False, max_width=None)


def run_query(
    name_or_path: str,
    values: Mapping[str, Sequence[str]],
    data_dir: str | Path = "data",
    engine: str = "oxigraph",
    endpoint: str | None = None,
    cache_dir: str | Path | None = None,
    timeout: float = DEFAULT_TIMEOUT,
    allow_service: bool = False,
) -> Table:
    """``scholarkg query``: load the query, check the values, open the graph, run: the table.

    The graph is the embedded one of ``data_dir`` (engine ``oxigraph`` or ``rdflib``), or the
    store behind ``endpoint``. ``cache_dir`` keeps the oxigraph engine's mapped profiles between
    runs, as ``export --cache`` does. The query runs for at most ``timeout`` seconds; on the
    embedded graph it calls no ``SERVICE`` unless ``allow_service``."""
    if cache_dir is not None and (endpoint or engine != "oxigraph"):
        raise UsageError("a cache serves the embedded graph of the oxigraph engine only")
    query = load_query(name_or_path)
    check_params(query, values)
    if not endpoint:
        check_offline(query, allow_service)
    graph: QueryGraph = (
        RemoteGraph(endpoint, timeout) if endpoint else ENGINES[engine](data_dir, query, cache_dir)
    )
    return run(query, values, graph, timeout)
