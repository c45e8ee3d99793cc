"""Stage, site: the pipeline's graph -> a static site of pages, pictures and Linked Data files.

- :mod:`.facts`: the graph in an embedded store -> the facts of every person, organisation and
  publication, each with the named graph (profile file, source document) that states it;
- :mod:`.pictures`: advisor trees and co-author graphs -> SVG, laid out by Graphviz;
- :mod:`.pages`: facts and pictures -> HTML pages, with the entity's JSON-LD embedded;
- :mod:`.write`: a data folder -> the whole site in a folder, replaced in one step.
"""

from __future__ import annotations

from .write import SiteReport, write_site

__all__ = ["SiteReport", "write_site"]
