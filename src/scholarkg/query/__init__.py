"""Query: a stored or given SPARQL query and parameter values -> a table, on the pipeline's
graph in an embedded store, or on a SPARQL 1.1 endpoint.

- :mod:`.queries`: stored query files and their headers, binding values as terms, the engines
  (embedded pyoxigraph filled from the pipeline, rdflib as the reference, remote endpoints),
  time limits, and rendering tables;
- :mod:`.paths`: the shortest chain of co-authors and advisors between two people.
"""

from __future__ import annotations

from .paths import run_path, shortest_path
from .queries import (
    LocalGraph,
    OxigraphGraph,
    RemoteGraph,
    StoredQuery,
    Table,
    load_query,
    render,
    run,
    run_query,
    stored_queries,
)

__all__ = [
    "LocalGraph",
    "OxigraphGraph",
    "RemoteGraph",
    "StoredQuery",
    "Table",
    "load_query",
    "render",
    "run",
    "run_path",
    "run_query",
    "shortest_path",
    "stored_queries",
]
