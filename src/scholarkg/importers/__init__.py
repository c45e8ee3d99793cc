"""Beside the pipeline, importers: structured publication lists -> a profile's publications.

Researchers keep BibTeX files, reference managers export CSL-JSON, DBLP and ORCID publish a
record per person; all already hold what extraction from a homepage has to guess (titles,
authors in order, venues, years, DOIs), and the person records their identifiers.

- :mod:`.records`: the publication record every format is read into, and its profile entry;
- :mod:`.bibtex`, :mod:`.csl`, :mod:`.dblp`, :mod:`.orcid`: the readers (BibTeX through
  pybtex, LaTeX decoded);
- :mod:`.merge`: records -> a profile's publications, each paper once (same DOI, or same title
  and year), with what was added and what was there already.
"""

from __future__ import annotations

from .merge import Merged, merge_publications
from .records import PublicationRecord, read_records

__all__ = ["Merged", "PublicationRecord", "merge_publications", "read_records"]
