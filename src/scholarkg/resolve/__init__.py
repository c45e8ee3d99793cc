"""Stage 2, resolve: profiles -> one entity per person and organisation, every reference mapped to it.

- :mod:`.resolution`: the corpus's people, organisations and publications, and the conflicts
  between the sources. Names are compared by the keys of :mod:`scholarkg.names` (case,
  accents and punctuation ignored), as extract's linking and ``find-person`` compare them.
"""

from __future__ import annotations

from .resolution import ProfileSummary, Resolution, resolve, summarize

__all__ = ["ProfileSummary", "Resolution", "resolve", "summarize"]
