"""The files shipped beside the code (ontology/, shapes/, queries/), read through importlib.resources.

The top-level folders of the repository are the only copy; pyproject.toml maps them into the
package as ``scholarkg.ontology``, ``scholarkg.shapes`` and ``scholarkg.queries``. Run from the
source tree (the tests import ``src/``), the package has no such subpackages and the folders
are read where they are, beside ``src/``.
"""

from __future__ import annotations

from importlib import resources
from importlib.resources.abc import Traversable
from pathlib import Path

_REPOSITORY = Path(__file__).resolve().parents[2]

FOLDERS = {"ontology": ".ttl", "shapes": ".ttl", "queries": ".rq"}


def folder(name: str) -> Traversable:
    """The shipped folder ``ontology``, ``shapes`` or ``queries``."""
    if name not in FOLDERS:
        raise KeyError(name)
    try:
        return resources.files(f"scholarkg.{name}")
    except ModuleNotFoundError:  # the source tree: the folder beside src/
        return _REPOSITORY / name


def files(name: str) -> list[Traversable]:
    """The data files of a shipped folder, sorted by name."""
    suffix = FOLDERS[name]
    return sorted((f for f in folder(name).iterdir() if f.name.endswith(suffix)), key=lambda f: f.name)


def read_text(name: str, file_name: str) -> str:
    return folder(name).joinpath(file_name).read_text(encoding="utf-8")


def ontology_turtle() -> str:
    """All ontology files, concatenated (each is standalone Turtle)."""
    return "\n".join(f.read_text(encoding="utf-8") for f in files("ontology"))
