"""scholarkg: researchers' profiles (YAML) -> a linked-data knowledge graph (RDF).

One package or module per stage, each importing only from the stages before it:
:mod:`.profiles` (YAML -> records) -> :mod:`.resolve` -> :mod:`.mapping` (-> RDF) ->
:mod:`.pipeline` (the data folder streamed profile by profile) -> :mod:`.validate`,
:mod:`.query`, :mod:`.store` and :mod:`.export`, which consume the pipeline; :mod:`.cli` on top;
:mod:`.extract` beside, drafting profiles from homepages. :func:`build_graph` gives the whole
graph of a data folder in memory as an rdflib Dataset.
"""

from __future__ import annotations

from .errors import DataError, EnvironmentProblem, ScholarKGError, UsageError
from .export.writers import serialize
from .files import write_atomically
from .mapping import build_dataset, map_graphs
from .pipeline.build import Build, build, build_graph
from .profiles.corpus import Corpus, Profile, load_profiles
from .resolve.resolution import Resolution, resolve
from .version import __version__
from .vocab import DEFAULT_BASE_IRI

__all__ = [
    "DEFAULT_BASE_IRI",
    "Build",
    "__version__",
    "Corpus",
    "DataError",
    "EnvironmentProblem",
    "Profile",
    "Resolution",
    "ScholarKGError",
    "UsageError",
    "build",
    "build_dataset",
    "build_graph",
    "load_profiles",
    "map_graphs",
    "resolve",
    "serialize",
    "write_atomically",
]
