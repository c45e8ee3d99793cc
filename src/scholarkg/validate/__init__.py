"""Validate: graphs from the pipeline (or any RDF file) -> a :class:`Report` of SHACL results,
each traced back to the YAML file, line and field it came from.

- :mod:`.checks`: the shapes, the engines that run them, and the ways to validate (a data
  folder profile by profile over all cores, a build, any graph or file), with locating.
"""

from __future__ import annotations

from .checks import (
    NotRdf,
    Report,
    Result,
    load_shapes,
    refuse_nonconforming,
    validate_build,
    validate_data,
    validate_file,
    validate_graph,
    validate_path,
    validate_records,
)

__all__ = [
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
