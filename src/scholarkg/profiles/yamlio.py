"""YAML text -> Python values that remember where they came from.

Mappings become :class:`PosDict` and sequences :class:`PosList`; both know the line of every
key or item, so that any later error (a schema check, a SHACL result) can name the file,
line and field. Duplicate keys are rejected. Only safe loaders are used.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import yaml

from ..errors import DataError, EnvironmentProblem

# The C parser is ~7x faster (see FACTS.md); the constructor stays Python, so positions work.
_BaseLoader: type[yaml.SafeLoader] = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


class PosDict(dict[str, Any]):
    """A mapping read from YAML, with the 1-based line of itself and of each key."""

    line: int
    key_lines: dict[str, int]


class PosList(list[Any]):
    """A sequence read from YAML, with the 1-based line of itself and of each item."""

    line: int
    item_lines: list[int]


class _DuplicateKey(Exception):
    def __init__(self, key: str, line: int, first_line: int) -> None:
        self.key, self.line, self.first_line = key, line, first_line


_STR_TAG = "tag:yaml.org,2002:str"


class PositionLoader(_BaseLoader):  # type: ignore[misc,valid-type]
    """Safe loader that records positions and refuses duplicate keys."""

    def resolve(self, kind: type[yaml.Node], value: Any, implicit: tuple[bool, bool]) -> str:
        # The parser asks this for every scalar. Most are names and titles whose first character
        # starts no implicit type (int, bool, date ...): those are text, without the resolver's
        # lookups (a sixth of this loader's Python time). Everything else goes the usual way.
        if kind is yaml.ScalarNode and (not implicit[0] or (value and value[0] not in _TYPED_STARTS)):
            return _STR_TAG
        return str(super().resolve(kind, value, implicit))


# first characters that some implicit resolver looks at; a resolver for any first character
# (key None) would make every plain scalar a candidate, so there must be none
_TYPED_STARTS = frozenset(key for key in PositionLoader.yaml_implicit_resolvers if key)
if None in PositionLoader.yaml_implicit_resolvers or PositionLoader.yaml_path_resolvers:
    raise ImportError("PositionLoader.resolve assumes no wildcard or path resolvers")


def _construct(loader: yaml.SafeLoader, node: yaml.Node) -> Any:
    # most nodes are plain strings, whose value is the text the parser already holds; going
    # through construct_object for them cost a sixth of the parse (300 profiles: 1.05 s -> 0.88 s)
    if node.tag == _STR_TAG and type(node) is yaml.ScalarNode:
        return node.value
    return loader.construct_object(node, deep=True)


def _construct_mapping(loader: yaml.SafeLoader, node: yaml.MappingNode) -> PosDict:
    loader.flatten_mapping(node)
    result = PosDict()
    result.line = node.start_mark.line + 1
    result.key_lines = {}
    for key_node, value_node in node.value:
        key = _construct(loader, key_node)
        if not isinstance(key, str):
            key = str(key)
        line = key_node.start_mark.line + 1
        if key in result:
            raise _DuplicateKey(key, line, result.key_lines[key])
        result[key] = _construct(loader, value_node)
        result.key_lines[key] = line
    return result


def _construct_sequence(loader: yaml.SafeLoader, node: yaml.SequenceNode) -> PosList:
    result = PosList(_construct(loader, child) for child in node.value)
    result.line = node.start_mark.line + 1
    result.item_lines = [child.start_mark.line + 1 for child in node.value]
    return result


def _construct_timestamp(loader: yaml.SafeLoader, node: yaml.ScalarNode) -> Any:
    # 2019-02-30 looks like a date to YAML and crashes its constructor; keep the text so that
    # the schema check can say which field holds an impossible date
    try:
        return yaml.constructor.SafeConstructor.construct_yaml_timestamp(loader, node)
    except ValueError:
        return loader.construct_scalar(node)


PositionLoader.add_constructor("tag:yaml.org,2002:timestamp", _construct_timestamp)
PositionLoader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, _construct_mapping)
PositionLoader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_SEQUENCE_TAG, _construct_sequence)


def load_yaml_text(text: str, path: str | Path) -> Any:
    """Parse one YAML document, raising :class:`DataError` with file and line on any problem."""
    if "*" in text:  # no alias without an asterisk: most files need no second look
        _refuse_aliases(text, path)
    try:
        return yaml.load(text, Loader=PositionLoader)  # noqa: S506 - PositionLoader is a SafeLoader
    except _DuplicateKey as dup:
        raise DataError(
            f"duplicate key '{dup.key}' (first at line {dup.first_line})", path=path, line=dup.line
        ) from None
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line = mark.line + 1 if mark else None
        problem = exc.problem or exc.context or "malformed YAML"
        raise DataError(f"malformed YAML: {problem}", path=path, line=line) from None
    except yaml.reader.ReaderError as exc:  # a character YAML does not allow, e.g. a control character
        line = text[: exc.position].count("\n") + 1
        problem = (
            f"character U+{exc.character:04X} is not allowed in YAML"
            if isinstance(exc.character, int)
            else exc.reason
        )
        raise DataError(
            f"malformed YAML: {problem} (remove it)", path=path, line=line, field=_key_on_line(text, line)
        ) from None
    except yaml.YAMLError as exc:
        raise DataError(f"malformed YAML: {' '.join(str(exc).split())}", path=path) from None


def _key_on_line(text: str, line: int) -> str | None:
    """The mapping key a line starts with, if any (to name the field of an error on it)."""
    lines = text.splitlines()
    match = re.match(r"\s*(?:-\s+)*([A-Za-z_][\w-]*)\s*:", lines[line - 1]) if line <= len(lines) else None
    return match.group(1) if match else None


# Aliases let a few lines stand for an exponential amount of data (nested anchors: 9 levels of
# 9 aliases are 9^9 copies), and a profile needs none: they are refused before anything is built.
def _refuse_aliases(text: str, path: str | Path) -> None:
    """Raise :class:`DataError` at the first alias (``*name``), naming its line and field.

    Reads the parser's events only, which never expand an alias, so a hostile file costs what
    its text costs. Malformed YAML is left for the loader to report."""
    # per open collection: ["map", key or None, waiting for a key] / ["seq", index]
    stack: list[list[Any]] = []

    def field() -> str:
        parts: list[str] = []
        for frame in stack:
            if frame[0] == "map":
                parts.append(("." if parts else "") + str(frame[1]))
            else:
                parts.append(f"[{frame[1]}]")
        return "".join(parts)

    def done() -> None:  # a whole node was read where the innermost collection expects one
        if stack:
            frame = stack[-1]
            if frame[0] == "seq":
                frame[1] += 1
            else:
                frame[2] = not frame[2]

    try:
        for event in yaml.parse(text, Loader=_BaseLoader):
            is_key = bool(stack) and stack[-1][0] == "map" and stack[-1][2]
            if isinstance(event, yaml.AliasEvent):
                where = field() if not is_key else field().rsplit(".", 1)[0]
                raise DataError(
                    f"YAML alias '*{event.anchor}' refused: profiles and registries take no "
                    "aliases; write the value out",
                    path=path,
                    line=event.start_mark.line + 1 if event.start_mark else None,
                    field=where or None,
                )
            if isinstance(event, yaml.ScalarEvent):
                if is_key:
                    stack[-1][1] = event.value
                done()
            elif isinstance(event, yaml.MappingStartEvent | yaml.SequenceStartEvent):
                stack.append(["map", None, True] if isinstance(event, yaml.MappingStartEvent) else ["seq", 0])
            elif isinstance(event, yaml.MappingEndEvent | yaml.SequenceEndEvent):
                stack.pop()
                done()
    except yaml.YAMLError:
        return


def read_yaml_file(path: Path, shown_as: str | Path | None = None) -> Any:
    """Read and parse a YAML file; ``shown_as`` is the path used in error messages."""
    shown = shown_as if shown_as is not None else path
    try:
        raw = path.read_bytes()
    except OSError as exc:  # not the data's fault: permissions, a folder where a file should be
        raise EnvironmentProblem(f"cannot read: {(exc.strerror or str(exc)).lower()}", path=shown) from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = raw[: exc.start].count(b"\n") + 1
        raise DataError("file is not valid UTF-8", path=shown, line=line) from None
    return load_yaml_text(text, shown)
