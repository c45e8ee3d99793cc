"""Store: the pipeline's named graphs -> a SPARQL 1.1 triple store, and back.

- :mod:`.protocol`: HTTP with credentials, deadlines and redaction; loading over the Graph
  Store Protocol or SPARQL Update, verifying, listing and pruning graphs;
- :mod:`.bulk`: the Oxigraph server's bulk loader, with content digests for idempotence.
"""

from __future__ import annotations

from .bulk import bulk_load
from .protocol import Credentials, Endpoints, HttpClient, LoadReport, Settings, load_graphs

__all__ = ["Credentials", "Endpoints", "HttpClient", "LoadReport", "Settings", "bulk_load", "load_graphs"]
