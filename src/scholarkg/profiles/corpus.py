"""Stage 1, profiles: a data folder of YAML -> a :class:`Corpus` of checked records.

Every record keeps the file it came from and the line of every field, so that later stages
(resolution, SHACL validation) can point a person back to the YAML they wrote.
"""

from __future__ import annotations

import hashlib
import os
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..errors import DataError, DataErrors, EnvironmentProblem, NoDataFolder, ScholarKGError, UsageError
from .schema import (
    ORGANIZATIONS_FILE,
    PEOPLE_FILE,
    PROFILE,
    CheckContext,
    Record,
)
from .yamlio import NotPlain, decode_yaml, load_plain_yaml, load_yaml_text, read_bytes, read_yaml_file

PROFILES_DIR = "profiles"
ORGANIZATIONS_FILE_NAME = "organizations.yaml"
PEOPLE_FILE_NAME = "people.yaml"


@dataclass
class Located:
    """A checked YAML document: its values, the file it came from and field -> line."""

    path: str
    data: dict[str, Any]
    positions: Mapping[str, int | None] = field(default_factory=dict)

    def line_of(self, field_path: str) -> int | None:
        """Line of a field path such as ``education[1].end``, or of its nearest parent (None
        when the lines were to be read from a file that has changed since)."""
        candidate = field_path
        while candidate:
            if candidate in self.positions:
                return self.positions[candidate]
            cut = max(candidate.rfind("."), candidate.rfind("["))
            candidate = candidate[:cut] if cut > 0 else ""
        if isinstance(self.positions, LazyPositions) and self.positions.stale:
            return None
        return 1


def file_key(raw: bytes) -> str:
    """What a profile file's content is known by (caches, and the lines read later)."""
    return hashlib.sha256(raw).hexdigest()


class LazyPositions(Mapping[str, int | None]):
    """A profile's field -> line, read from its file the first time a line is asked for.

    A profile read the fast way (:func:`~.yamlio.load_plain_yaml`) has no lines; most runs never
    point at one, and those that do read the file again with the marks-keeping loader. Should
    the file have changed meanwhile, its lines are not this record's: ``stale``, and none is
    given. Pickled without the lines read."""

    def __init__(self, file: str, content_key: str) -> None:
        self.file, self.content_key = file, content_key
        self.stale = False
        self._read: dict[str, int | None] | None = None

    def _positions(self) -> dict[str, int | None]:
        if self._read is None:
            self._read = {}
            try:
                raw = Path(self.file).read_bytes()
                if file_key(raw) != self.content_key:
                    self.stale = True
                else:
                    text = decode_yaml(raw, self.file)
                    self._read = dict(check_document(load_yaml_text(text, self.file), PROFILE, "").positions)
            except (OSError, ScholarKGError):
                self.stale = True
        return self._read

    def __getitem__(self, field_path: str) -> int | None:
        return self._positions()[field_path]

    def __contains__(self, field_path: object) -> bool:
        return field_path in self._positions()

    def __iter__(self) -> Iterator[str]:
        return iter(self._positions())

    def __len__(self) -> int:
        return len(self._positions())

    def __getstate__(self) -> tuple[str, str]:
        return self.file, self.content_key

    def __setstate__(self, state: tuple[str, str]) -> None:
        self.file, self.content_key = state
        self.stale, self._read = False, None


@dataclass
class Profile(Located):
    """One person's profile; ``id`` is the file stem."""

    id: str = ""


@dataclass
class RegistryEntry:
    """One organisation or person of a registry file, with its place in that file."""

    id: str
    data: dict[str, Any]
    path: str
    field_path: str
    line: int | None


@dataclass
class Corpus:
    """Everything in a data folder, checked but not yet resolved."""

    root: Path
    profiles: list[Profile]
    organizations: list[RegistryEntry]
    people: list[RegistryEntry]

    def profile(self, profile_id: str) -> Profile:
        for candidate in self.profiles:
            if candidate.id == profile_id:
                return candidate
        raise KeyError(profile_id)


def display_path(path: Path, root: Path) -> str:
    """Path as shown in messages, one the user can open from where they stand: relative to the
    current folder when the file is below it (``data/profiles/ada.yaml``), else as the data
    folder was given (``../data2/profiles/ada.yaml``, or an absolute path)."""
    try:
        absolute, here = os.path.abspath(path), os.getcwd()
        inside = here.rstrip(os.sep) + os.sep
        # named as the data folder holds it, even when that is a link to a file elsewhere (as
        # text: this runs once per profile, and pathlib cost more than the rest of it)
        if absolute.startswith(inside):
            return absolute[len(inside) :]
        # the current folder reached through a link, by its other name
        return str(path.resolve().relative_to(Path(here).resolve()))
    except (ValueError, OSError):
        return os.path.normpath(path)


def check_document(value: Any, record: Record, shown_path: str) -> Located:
    """Check a parsed YAML document against a record spec; raise all problems at once."""
    ctx = CheckContext(shown_path)
    if value is None:
        ctx.fail("", 1, "file is empty")
        data: dict[str, Any] = {}
    else:
        data = record.check(value, "", getattr(value, "line", 1), ctx) or {}
    if ctx.errors:
        raise DataErrors(list(ctx.errors)) if len(ctx.errors) > 1 else ctx.errors[0]
    return Located(shown_path, data, ctx.positions)


def load_profile_file(
    path: Path, root: Path | None = None, raw: bytes | None = None, lines: bool = False
) -> Profile:
    """Read and check one profile file (``raw``: its bytes, when the caller has read them).

    The fast way first: parsed without lines, which are read only when one is asked for. A file
    the fast parser cannot read for sure, or with any error, is read with the marks-keeping
    loader, whose messages name the line of each problem; so is every file with ``lines``, for a
    caller that will ask for the lines of all its fields (reading the file once, not twice)."""
    shown = display_path(path, root) if root else str(path)
    if raw is None:
        raw = read_bytes(path, shown)
    text = decode_yaml(raw, shown)
    positions: Mapping[str, int | None]
    try:
        if lines:
            raise NotPlain
        located = check_document(load_plain_yaml(text), PROFILE, shown)
        positions = LazyPositions(os.path.abspath(path), file_key(raw))
    except (NotPlain, DataError):  # DataErrors is a DataError
        located = check_document(load_yaml_text(text, shown), PROFILE, shown)
        positions = located.positions
    profile = Profile(located.path, located.data, positions, id=path.stem)
    declared = profile.data.get("id")
    if declared is not None and declared != profile.id:
        raise DataError(
            f"id '{declared}' differs from the file name '{path.name}' (rename one of them)",
            path=shown,
            line=profile.line_of("id"),
            field="id",
        )
    return profile


def _load_registry(path: Path, root: Path, record: Record, key: str) -> list[RegistryEntry]:
    if not path.exists():
        return []
    shown = display_path(path, root)
    located = check_document(read_yaml_file(path, shown), record, shown)
    entries = []
    for index, item in enumerate(located.data.get(key, [])):
        field_path = f"{key}[{index}]"
        entries.append(
            RegistryEntry(item.get("id", ""), item, shown, field_path, located.line_of(field_path))
        )
    return entries


@dataclass
class Registries:
    organizations: list[RegistryEntry]
    people: list[RegistryEntry]
    content: bytes  # both files' bytes, for cache keys


def _data_folder(data_dir: str | Path) -> Path:
    root = Path(data_dir)
    if not root.is_dir():
        raise NoDataFolder(root)
    return root


def load_registries(data_dir: str | Path) -> Registries:
    """Load and check the two registry files of a data folder (either may be absent)."""
    root = _data_folder(data_dir)
    errors: list[DataError] = []
    loaded: list[list[RegistryEntry]] = []
    content = b""
    for name, record, key in (
        (ORGANIZATIONS_FILE_NAME, ORGANIZATIONS_FILE, "organizations"),
        (PEOPLE_FILE_NAME, PEOPLE_FILE, "people"),
    ):
        path = root / name
        try:
            if path.exists():
                try:
                    content += path.read_bytes()
                except OSError as exc:
                    problem = (exc.strerror or str(exc)).lower()
                    raise EnvironmentProblem(
                        f"cannot read: {problem}", path=display_path(path, root)
                    ) from None
            loaded.append(_load_registry(path, root, record, key))
        except DataErrors as many:
            errors.extend(many.errors)  # type: ignore[arg-type]
            loaded.append([])
        except DataError as one:
            errors.append(one)
            loaded.append([])
    _raise_all(errors)
    return Registries(loaded[0], loaded[1], content)


def profile_paths(root: Path) -> list[Path]:
    """The profile files of a data folder, in a stable order.

    A profile's id is its file's stem, so ``ada.yaml`` beside ``ada.yml`` would be two profiles
    with one id, of which one would silently win: that raises, naming both."""
    folder = root / PROFILES_DIR
    if not folder.is_dir():
        return []
    # scandir's entries know their type without a stat per file (10,000 files: 0.1 s less)
    with os.scandir(folder) as entries:
        names = [e.name for e in entries if os.path.splitext(e.name)[1] in (".yaml", ".yml") and e.is_file()]
    paths = [folder / name for name in sorted(names)]
    first: dict[str, Path] = {}
    clashes = []
    for path in paths:
        if path.stem in first:
            clashes.append(
                DataError(
                    f"profile id '{path.stem}' is also the id of {display_path(first[path.stem], root)}: "
                    "one file per person (remove or rename one)",
                    path=display_path(path, root),
                    field="id",
                )
            )
        first.setdefault(path.stem, path)
    _raise_all(clashes)
    return paths


def load_profiles(data_dir: str | Path, lines: bool = False) -> Corpus:
    """Load and check every profile and registry in ``data_dir`` (``lines``: read every field's
    line now, see :func:`load_profile_file`).

    Raises :class:`UsageError` when the folder is missing and :class:`DataError` (or
    :class:`DataErrors`, listing every problem in every file) when any file is wrong.
    """
    root = _data_folder(data_dir)
    errors: list[DataError] = []

    def collect(load: Any, *args: Any) -> Any:
        try:
            return load(*args)
        except DataErrors as many:
            errors.extend(many.errors)  # type: ignore[arg-type]
        except DataError as one:
            errors.append(one)
        return None

    paths = profile_paths(root)
    profiles = [p for p in (collect(load_profile_file, path, root, None, lines) for path in paths) if p]
    organizations = collect(
        _load_registry, root / ORGANIZATIONS_FILE_NAME, root, ORGANIZATIONS_FILE, "organizations"
    )
    people = collect(_load_registry, root / PEOPLE_FILE_NAME, root, PEOPLE_FILE, "people")
    if not paths and not errors:
        raise UsageError(f"no profiles found in '{root / PROFILES_DIR}' (expected *.yaml files)")
    _raise_all(errors)
    return Corpus(root, profiles, organizations or [], people or [])


def _raise_all(errors: Iterable[DataError]) -> None:
    errors = list(errors)
    if len(errors) == 1:
        raise errors[0]
    if errors:
        raise DataErrors(errors)
