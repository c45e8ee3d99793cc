"""The one table of RDF formats: CLI name -> rdflib format, file extension, media type."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class RdfFormat:
    name: str
    rdflib: str
    extension: str
    media_type: str
    quads: bool  # carries named graphs

    @property
    def pyoxigraph_media_type(self) -> str:
        return self.media_type


FORMATS: dict[str, RdfFormat] = {
    f.name: f
    for f in (
        RdfFormat("turtle", "turtle", ".ttl", "text/turtle", False),
        RdfFormat("nt", "nt", ".nt", "application/n-triples", False),
        RdfFormat("nquads", "nquads", ".nq", "application/n-quads", True),
        RdfFormat("trig", "trig", ".trig", "application/trig", True),
        RdfFormat("jsonld", "json-ld", ".jsonld", "application/ld+json", True),
        RdfFormat("xml", "xml", ".rdf", "application/rdf+xml", False),
    )
}


def format_for_path(path: str) -> RdfFormat | None:
    """The format a file name's extension stands for, if any."""
    lowered = path.lower()
    for rdf_format in FORMATS.values():
        if lowered.endswith(rdf_format.extension):
            return rdf_format
    aliases = {".n3": "turtle", ".owl": "xml", ".json": "jsonld", ".nquads": "nquads"}
    for extension, name in aliases.items():
        if lowered.endswith(extension):
            return FORMATS[name]
    return None
