"""The one table of RDF formats: CLI name -> writer, rdflib name, file extensions, media type, aliases.

Everything that names a format reads this table: ``--format`` choices and aliases, the format a
file name stands for, which writer makes it (the streamed lines as they are, or pyoxigraph's
writer from them), Content-Type headers, and the tests that loop over every format.
"""

from __future__ import annotations

import difflib
from dataclasses import dataclass

import pyoxigraph


@dataclass(frozen=True)
class RdfFormat:
    name: str
    rdflib: str
    extension: str  # what an export of this format is called
    media_type: str
    quads: bool  # carries named graphs
    oxigraph: pyoxigraph.RdfFormat  # pyoxigraph's writer (and parser) of the format
    streams: bool = False  # the export's own lines, written profile by profile (N-Quads, N-Triples)
    aliases: tuple[str, ...] = ()  # other names for --format
    other_extensions: tuple[str, ...] = ()  # file names that also mean this format

    @property
    def pyoxigraph_media_type(self) -> str:
        return self.media_type

    @property
    def extensions(self) -> tuple[str, ...]:
        return (self.extension, *self.other_extensions)


_O = pyoxigraph.RdfFormat

FORMATS: dict[str, RdfFormat] = {
    f.name: f
    for f in (
        RdfFormat(
            "turtle",
            "turtle",
            ".ttl",
            "text/turtle",
            False,
            _O.TURTLE,
            aliases=("ttl",),
            other_extensions=(".n3",),
        ),
        RdfFormat(
            "nt",
            "nt",
            ".nt",
            "application/n-triples",
            False,
            _O.N_TRIPLES,
            streams=True,
            aliases=("n-triples", "ntriples"),
        ),
        RdfFormat(
            "nquads",
            "nquads",
            ".nq",
            "application/n-quads",
            True,
            _O.N_QUADS,
            streams=True,
            aliases=("nq", "n-quads"),
            other_extensions=(".nquads",),
        ),
        RdfFormat("trig", "trig", ".trig", "application/trig", True, _O.TRIG),
        RdfFormat(
            "jsonld",
            "json-ld",
            ".jsonld",
            "application/ld+json",
            True,
            _O.JSON_LD,
            aliases=("json-ld",),
            other_extensions=(".json",),
        ),
        RdfFormat(
            "xml",
            "xml",
            ".rdf",
            "application/rdf+xml",
            False,
            _O.RDF_XML,
            aliases=("rdf", "rdfxml", "rdf-xml", "rdf/xml"),
            other_extensions=(".owl", ".xml"),
        ),
    )
}

# every name --format takes -> the format's own name
FORMAT_NAMES: dict[str, str] = {name: f.name for f in FORMATS.values() for name in (f.name, *f.aliases)}

# the first alias of each format, for help texts that cannot list them all
COMMON_ALIASES: tuple[str, ...] = tuple(f.aliases[0] for f in FORMATS.values() if f.aliases)


class UnknownFormat(ValueError):
    """A format name that is in no row of the table; says the closest name, if one is close."""

    def __init__(self, name: str) -> None:
        close = difflib.get_close_matches(name.lower(), FORMAT_NAMES, n=1)
        hint = f" (did you mean '{FORMAT_NAMES[close[0]]}'?)" if close else ""
        super().__init__(f"unknown format '{name}'{hint}; choose from {', '.join(FORMATS)}")


def format_named(name: str) -> RdfFormat:
    """The format a name or alias stands for (case does not matter)."""
    try:
        return FORMATS[FORMAT_NAMES[name.lower()]]
    except KeyError:
        raise UnknownFormat(name) from None


def format_for_path(path: str) -> RdfFormat | None:
    """The format a file name's extension stands for, if any."""
    lowered = path.lower()
    for rdf_format in FORMATS.values():
        if any(lowered.endswith(extension) for extension in rdf_format.extensions):
            return rdf_format
    return None
