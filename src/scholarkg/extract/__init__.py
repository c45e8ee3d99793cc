"""Stage 0, extract: a homepage or CV (text) -> a draft profile a person only has to review.

``read_source`` checks and decodes a document, ``extract`` reads it into a :class:`Draft`
(every fact with its source line; doubtful facts marked for review), ``to_yaml`` / ``to_json``
write the draft, ``compare`` diffs it against a curated profile, and ``run`` does all of it for
the ``scholarkg extract`` command. See docs/extraction.md.
"""

from __future__ import annotations

from .command import run
from .compare import compare
from .core import extract
from .draft import Draft, to_json, to_yaml
from .linking import Registry
from .source import MAX_BYTES, Source, read_source, source_from_bytes

__all__ = [
    "MAX_BYTES",
    "Draft",
    "Registry",
    "Source",
    "compare",
    "extract",
    "read_source",
    "run",
    "source_from_bytes",
    "to_json",
    "to_yaml",
]
