"""Stage 2, resolve: profiles -> one entity per person and organisation, every reference mapped to it.

- :mod:`.matching`: the name matcher: which ids a written name may mean (case, accents and
  punctuation ignored), used by resolution, the query's find-person and extract's linking,
  with the loose rules that only drafts get;
- :mod:`.resolution`: the corpus's people, organisations and publications, and the conflicts
  between the sources.
"""

from __future__ import annotations

from .matching import NameIndex, Registry
from .resolution import ProfileSummary, Resolution, resolve, summarize

__all__ = ["NameIndex", "ProfileSummary", "Registry", "Resolution", "resolve", "summarize"]
