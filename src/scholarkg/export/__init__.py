"""Export: the pipeline's N-Quads -> a file in any RDF format.

- :mod:`.formats`: the format registry, one row per format (name, aliases, extension, media
  type, whether it streams, its pyoxigraph writer);
- :mod:`.writers`: writing N-Quads lines or graphs in memory in a format, and atomic output files;
- :mod:`.streamed`: :func:`export`, the data folder in any format from the one pipeline.
"""

from __future__ import annotations

from .formats import FORMATS, RdfFormat, format_for_path, format_named
from .streamed import export
from .writers import from_graphs, serialize

__all__ = ["FORMATS", "RdfFormat", "export", "format_for_path", "format_named", "from_graphs", "serialize"]
