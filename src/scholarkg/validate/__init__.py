"""Validate: graphs from the pipeline (or any RDF file) -> a :class:`Report` of SHACL results,
each traced back to the YAML file, line and field it came from.

- :mod:`.shapes`: the shapes, and the engines that run them: triples -> raw results;
- :mod:`.locate`: a raw result -> the file, line and field its node came from;
- :mod:`.report`: the located results, grouped by file, as text, JSON or Turtle;
- :mod:`.checks`: the ways to validate: a data folder profile by profile over all cores (what
  ``scholarkg validate --data`` and the export run), any graph or RDF file;
- :mod:`.reference`: a whole build in memory, the reference the tests compare with.
"""

from __future__ import annotations

from .checks import (
    GraphRefused,
    NotRdf,
    refuse_nonconforming,
    validate_data,
    validate_file,
    validate_graph,
    validate_path,
    validate_records,
)
from .reference import validate_build
from .report import Report, Result
from .shapes import load_shapes

__all__ = [
    "GraphRefused",
    "NotRdf",
    "Report",
    "Result",
    "load_shapes",
    "refuse_nonconforming",
    "validate_build",
    "validate_data",
    "validate_file",
    "validate_graph",
    "validate_path",
    "validate_records",
]
