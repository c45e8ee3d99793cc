"""Beside the pipeline, importers: structured publication lists -> a profile's publications.

Researchers keep BibTeX files and reference managers export CSL-JSON; both already hold what
extraction from a homepage has to guess (titles, authors in order, venues, years, DOIs).

- :mod:`.records`: the publication record every format is read into, and its profile entry;
- :mod:`.bibtex`, :mod:`.csl`: the readers (BibTeX through pybtex, LaTeX decoded);
- :mod:`.merge`: records -> a profile's publications, each paper once (same DOI, or same title
  and year), with what was added and what was there already.
"""

from __future__ import annotations

from .merge import Merged, merge_publications
from .records import PublicationRecord, read_records

__all__ = ["Merged", "PublicationRecord", "merge_publications", "read_records"]
