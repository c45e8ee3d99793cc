"""Stage 1, profiles: a data folder of YAML files -> checked :class:`Profile` records (a :class:`Corpus`).

- :mod:`.schema`: the table of profile fields (types, required, what they reference);
- :mod:`.yamlio`: YAML read with line marks, safely (no tags, no aliases);
- :mod:`.corpus`: the data folder's layout, the registries and the profiles.
"""

from __future__ import annotations

from .corpus import (
    Corpus,
    Profile,
    RegistryEntry,
    display_path,
    load_profile_file,
    load_profiles,
    profile_paths,
)

__all__ = [
    "Corpus",
    "Profile",
    "RegistryEntry",
    "display_path",
    "load_profile_file",
    "load_profiles",
    "profile_paths",
]
