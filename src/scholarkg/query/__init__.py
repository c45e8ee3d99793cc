"""Query: a stored or given SPARQL query and parameter values -> a table, on the pipeline's
graph in an embedded store, or on a SPARQL 1.1 endpoint.

- :mod:`.stored`: the stored query files and their comment headers;
- :mod:`.binding`: parameter values as RDF terms, bound into the query text;
- :mod:`.engines`: where queries run (embedded pyoxigraph filled from the pipeline, rdflib as
  the reference, remote endpoints), finding a person, time limits, no SERVICE unless allowed;
- :mod:`.kept`: embedded stores kept on disk in the export's cache, opened while unchanged;
- :mod:`.results`: tables and their text forms;
- :mod:`.paths`: the shortest chain of co-authors and advisors between two people;
- :mod:`.queries`: what ``scholarkg query`` calls.
"""

from __future__ import annotations

from .engines import LocalGraph, OxigraphGraph, RemoteGraph, run
from .paths import run_path, shortest_path
from .queries import run_query
from .results import Table, render
from .stored import StoredQuery, load_query, stored_queries

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
