"""scholarkg: researchers' profiles (YAML) -> a linked-data knowledge graph (RDF).

The pipeline, one module per stage: :mod:`profiles` (load) -> :mod:`resolve` -> :mod:`mapping`
-> :mod:`export`. :func:`build_graph` runs them all on a data folder.
"""

from __future__ import annotations

from .errors import DataError, EnvironmentProblem, ScholarKGError, UsageError
from .export import serialize, write_atomically
from .mapping import build_dataset, map_graphs
from .pipeline import Build, build, build_graph
from .profiles import Corpus, Profile, load_profiles
from .resolve import Resolution, resolve
from .vocab import DEFAULT_BASE_IRI

__version__ = "0.1.0"

__all__ = [
    "DEFAULT_BASE_IRI", "Build", "Corpus", "DataError", "EnvironmentProblem", "Profile",
    "Resolution", "ScholarKGError", "UsageError", "build", "build_dataset", "build_graph",
    "load_profiles", "map_graphs", "resolve", "serialize", "write_atomically",
]  # fmt: skip
