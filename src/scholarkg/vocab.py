"""Namespaces and the default base IRI, in one place."""

from __future__ import annotations

from rdflib import Namespace
from rdflib.namespace import DCTERMS, FOAF, OWL, PROV, RDF, RDFS, XSD

SDO = Namespace("https://schema.org/")
SKG = Namespace("https://w3id.org/scholarkg/ontology#")
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

__all__ = ["DCTERMS", "DEFAULT_BASE_IRI", "FOAF", "OWL", "PREFIXES", "PROV", "RDF", "RDFS", "SDO", "SKG", "XSD"]
