"""The whole graph in memory: data folder -> every profile loaded, resolved and mapped at once.

The reference the tests compare the streamed pipeline with (and the rdflib query engine's
input); every command reads the data folder through :mod:`.stream` instead."""

from __future__ import annotations

import functools
from dataclasses import dataclass
from pathlib import Path

from rdflib import Dataset, URIRef

from ..mapping import Mapper, NamedGraph, Origin, dataset_of
from ..profiles.corpus import Corpus, load_profiles
from ..resolve.resolution import Conflict, IdentityCandidate, Resolution, resolve
from ..vocab import DEFAULT_BASE_IRI


@dataclass(eq=False)
class Build:
    """The result of loading, resolving and mapping one data folder."""

    corpus: Corpus
    resolution: Resolution
    base_iri: str
    origins: dict[URIRef, list[Origin]]
    graphs: list[NamedGraph]

    @functools.cached_property
    def dataset(self) -> Dataset:
        """The graphs as an rdflib Dataset, built on first use (N-Quads export does not need it)."""
        return dataset_of(self.graphs)

    def conflicts(self) -> list[Conflict]:
        return self.resolution.conflicts()

    def identity_candidates(self) -> list[IdentityCandidate]:
        return self.resolution.identity_candidates()


def build(data_dir: str | Path = "data", base_iri: str = DEFAULT_BASE_IRI) -> Build:
    """Load, resolve and map a data folder."""
    corpus = load_profiles(data_dir, lines=True)  # the mapping records every field's origin
    resolution = resolve(corpus)
    mapper = Mapper(resolution, base_iri)
    graphs = mapper.graphs()
    return Build(corpus, resolution, base_iri, mapper.origins, graphs)


def build_graph(data_dir: str | Path = "data", base_iri: str = DEFAULT_BASE_IRI) -> Dataset:
    """The knowledge graph of a data folder as an rdflib Dataset (one named graph per profile)."""
    return build(data_dir, base_iri).dataset
