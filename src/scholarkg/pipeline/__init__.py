"""Stage 4, pipeline: a data folder -> its named graphs as N-Quads, profile by profile.

Loads, resolves and maps (stages 1-3) in two passes over all cores in flat memory, with a
content-keyed cache; every command consumes this one stream:

- :mod:`.stream`: the passes, the cache, and what they give: N-Quads lines
  (:func:`.stream.export_nquads`), one graph at a time (:func:`.stream.stream_graphs`), or the
  resolved records for validation (:func:`.stream.profile_records`);
- :mod:`.workers`: the process pool (ordered answers, a dead worker ends the run);
- :mod:`.build`: the whole graph in memory, kept as the reference the tests compare with.
"""

from __future__ import annotations

from .stream import GraphBlock, ProfileRecords, StreamReport, export_nquads, profile_records, stream_graphs

__all__ = [
    "GraphBlock",
    "ProfileRecords",
    "StreamReport",
    "export_nquads",
    "profile_records",
    "stream_graphs",
]
