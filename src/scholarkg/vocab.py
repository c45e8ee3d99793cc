"""Namespaces and the default base IRI, in one place."""

from __future__ import annotations

from typing import Any

from rdflib import Namespace, URIRef
from rdflib.namespace import DCTERMS as _DCTERMS
from rdflib.namespace import FOAF as _FOAF
from rdflib.namespace import OWL as _OWL
from rdflib.namespace import PROV as _PROV
from rdflib.namespace import RDF as _RDF
from rdflib.namespace import RDFS as _RDFS
from rdflib.namespace import XSD as _XSD


class CachedNamespace(Namespace):
    """A Namespace that makes each term once: rdflib builds a new URIRef on every attribute
    access, which was a tenth of the mapping time on large corpora."""

    def __getattr__(self, name: str) -> Any:
        if name.startswith("__"):
            raise AttributeError(name)
        term = URIRef(str(self) + name)
        object.__setattr__(self, name, term)
        return term


SDO = CachedNamespace("https://schema.org/")
SKG = CachedNamespace("https://w3id.org/scholarkg/ontology#")
FOAF = CachedNamespace(str(_FOAF))
RDF = CachedNamespace(str(_RDF))
RDFS = CachedNamespace(str(_RDFS))
OWL = CachedNamespace(str(_OWL))
PROV = CachedNamespace(str(_PROV))
DCTERMS = CachedNamespace(str(_DCTERMS))
XSD = CachedNamespace(str(_XSD))
DEFAULT_BASE_IRI = "https://w3id.org/scholarkg/id/"

PREFIXES: dict[str, Namespace] = {
    "schema": SDO,
    "foaf": Namespace(str(FOAF)),
    "skg": SKG,
    "prov": Namespace(str(PROV)),
    "dcterms": Namespace(str(DCTERMS)),
    "xsd": Namespace(str(XSD)),
    "rdf": Namespace(str(RDF)),
    "rdfs": Namespace(str(RDFS)),
    "owl": Namespace(str(OWL)),
}

__all__ = [
    "DCTERMS",
    "DEFAULT_BASE_IRI",
    "FOAF",
    "OWL",
    "PREFIXES",
    "PROV",
    "RDF",
    "RDFS",
    "SDO",
    "SKG",
    "XSD",
]
