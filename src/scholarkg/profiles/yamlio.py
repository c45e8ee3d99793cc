"""YAML text -> Python values that remember where they came from.

Mappings become :class:`PosDict` and sequences :class:`PosList`; both know the line of every
key or item, so that any later error (a schema check, a SHACL result) can name the file,
line and field. Duplicate keys are rejected. Only safe loaders are used (PyYAML's SafeLoader
family, and a parser that builds plain values only).

:func:`load_plain_yaml` is the fast way in: a parser written in Rust, without lines, for a
file whose values it reads exactly as :func:`load_yaml_text` would; the lines are read with
the marks-keeping loader only when something has to be pointed at.
"""

from __future__ import annotations

import datetime
import re
from collections import Counter
from pathlib import Path
from typing import Any

import yaml

from ..errors import DataError, EnvironmentProblem

try:  # YAML 1.2 in Rust (serde_yaml), ~5x faster than CSafeLoader here; see load_plain_yaml
    import ryaml
except ImportError:  # a platform without its wheel: every file takes the marks-keeping loader
    ryaml = None  # type: ignore[assignment]

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


# -- the fast way in -------------------------------------------------------------------------------
#
# ryaml reads YAML 1.2, PositionLoader YAML 1.1 (PyYAML). On the block mappings, lists and
# (quoted) strings of a profile they agree, escapes included; where they might not, the text or
# the values show it, and the file goes the slow way: tags (ryaml drops what PyYAML refuses),
# anchors (aliases are refused with their line), directives, tabs, 0o17 (an int in YAML 1.2
# only), floats (1e3 is a float in 1.2 only), keys that are not text, and any string that PyYAML
# would read as something else were it unquoted (yes, 017, 1_000, 1:20, 2026-01-01, <<): such a
# string is kept only when every place the text holds it is between quotes, at least once for
# each time it occurs; a date may also be unquoted everywhere (see _DATE_RE). Whatever ryaml
# refuses (a duplicate key, bad syntax) goes the slow way too, which words the error. ryaml
# builds dicts, lists and scalars only, and no tag reaches it.
#
# What makes a text need the slow way: tabs and what only YAML 1.1 takes for a line break; an
# anchor (an alias needs one: without, ryaml refuses the alias, so no alias bomb is expanded), a
# tag or a directive, looked for with a regex only where the character occurs at all (one regex
# for all cost 0.8 ms a profile). A node starts after a space, a line start, [ { , or : (JSON).
_NOT_PLAIN_CHARS = ("\t", "\x85", "\u2028", "\u2029")
_MAYBE_NOT_PLAIN_RE = {
    "&": re.compile(r"(?:^|[\s\[{,:])&[^\s,\[\]{}]", re.M),
    "!": re.compile(r"(?:^|[\s\[{,:])!", re.M),
    "%": re.compile(r"^%", re.M),
}
_MOST_FLOW_OPENINGS = 5_000  # nested that deep, ryaml takes 0.05 s
_OCTAL_RE = re.compile(r"\b0[oO][0-7]")
_NON_PRINTABLE_RE = yaml.reader.Reader.NON_PRINTABLE  # what PyYAML's reader refuses


class NotPlain(Exception):
    """The fast parser cannot say what the marks-keeping loader would: take the slow way."""


def load_plain_yaml(text: str) -> Any:
    """The values :func:`load_yaml_text` gives for ``text``, as plain dicts and lists (no lines).

    Raises :class:`NotPlain` where that cannot be had fast and for sure (see above); the caller
    then reads the text with :func:`load_yaml_text`, which also words any error."""
    if (
        ryaml is None
        or any(char in text for char in _NOT_PLAIN_CHARS)
        or any(char in text and regexp.search(text) for char, regexp in _MAYBE_NOT_PLAIN_RE.items())
        or (("0o" in text or "0O" in text) and _OCTAL_RE.search(text))
        or text.find("\ufeff", 1) >= 0
        or _NON_PRINTABLE_RE.search(text)
        # ryaml takes time quadratic in the depth of nested [ and { before refusing them (100,000
        # deep: 18 s); PyYAML refuses beyond its depth limit at once
        or text.count("[") + text.count("{") > _MOST_FLOW_OPENINGS
    ):
        raise NotPlain
    try:
        value = ryaml.loads(text)
    except Exception:  # noqa: BLE001 - any refusal: the slow way says what is wrong
        raise NotPlain from None
    candidates: list[str] = []  # strings whose first character some YAML 1.1 type starts with
    _walk(value, candidates)
    typed = Counter(string for string in candidates if _typed(string))
    dates: dict[str, Any] = {}
    for string, count in typed.items():
        if _only_quoted(text, string, count):
            continue
        if not (_DATE_RE.fullmatch(string) and "\\" not in text and _only_plain(text, string)):
            raise NotPlain
        dates[string] = _date(string)
    return _with_dates(value, dates) if dates else value


# A date written unquoted (`curated: 2026-11-23`, as docs/profile-format.md writes them) is a
# date to YAML 1.1 and a string to ryaml. Where no place in the text holds it quoted, or at the
# start of a line (where a block scalar would hold it), or spelt with escapes, every node of
# that value is a plain scalar, and is made the date YAML 1.1 makes of it.
_DATE_RE = re.compile(r"([0-9]{4})-([0-9]{1,2})-([0-9]{1,2})")


def _date(string: str) -> Any:
    year, month, day = map(int, string.split("-"))
    try:
        return datetime.date(year, month, day)
    except ValueError:  # 2019-02-30: kept as text, as PositionLoader keeps it
        return string


def _only_plain(text: str, string: str) -> bool:
    """Whether no place in ``text`` holds ``string`` between quotes or at the start of a line."""
    at = text.find(string)
    while at >= 0:
        before = at - 1
        while before >= 0 and text[before] == " ":
            before -= 1
        after = text[at + len(string) : at + len(string) + 1]
        if before < 0 or text[before] in "'\"\n\r" or after in ("'", '"'):
            return False
        at = text.find(string, at + 1)
    return True


def _with_dates(value: Any, dates: dict[str, Any]) -> Any:
    """``value`` with each string that is a key of ``dates`` replaced (a key of a mapping too
    would be made text again by PositionLoader, in its own spelling: the slow way)."""
    if isinstance(value, dict):
        if any(key in dates for key in value):
            raise NotPlain
        return {key: _with_dates(item, dates) for key, item in value.items()}
    if isinstance(value, list):
        return [_with_dates(item, dates) for item in value]
    if isinstance(value, str):
        return dates.get(value, value)
    return value


def _walk(value: Any, candidates: list[str], starts: frozenset[str] = _TYPED_STARTS) -> None:
    """Collect the strings (keys too) that may be typed in YAML 1.1; refuse floats and keys
    that are not text. Written for speed: it sees every value of every file (0.12 ms a profile)."""
    kind = type(value)
    if kind is dict:
        for key in value:
            if type(key) is not str:
                raise NotPlain
            if key[:1] in starts:
                candidates.append(key)
        items = value.values()
    elif kind is list:
        items = value
    else:
        items = (value,)
    for item in items:
        item_kind = type(item)
        if item_kind is str:
            if item[:1] in starts:
                candidates.append(item)
        elif item_kind is dict or item_kind is list:
            _walk(item, candidates)
        elif not (item_kind is int or item_kind is bool or item is None):
            raise NotPlain


def _typed(string: str) -> bool:
    """Whether PyYAML reads ``string``, written unquoted, as other than a string."""
    return any(regexp.match(string) for _, regexp in PositionLoader.yaml_implicit_resolvers[string[0]])


def _only_quoted(text: str, string: str, count: int) -> bool:
    """Whether ``text`` holds ``string`` at least ``count`` times, each between like quotes."""
    found = 0
    at = text.find(string)
    while at >= 0:
        quote = text[at - 1 : at] if at else ""
        if quote not in ("'", '"') or text[at + len(string) : at + len(string) + 1] != quote:
            return False
        found += 1
        at = text.find(string, at + 1)
    return found >= count


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
    return load_yaml_text(decode_yaml(read_bytes(path, shown), shown), shown)


def read_bytes(path: Path, shown: str | Path) -> bytes:
    try:
        return path.read_bytes()
    except OSError as exc:  # not the data's fault: permissions, a folder where a file should be
        raise EnvironmentProblem(f"cannot read: {(exc.strerror or str(exc)).lower()}", path=shown) from None


def decode_yaml(raw: bytes, shown: str | Path) -> str:
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = raw[: exc.start].count(b"\n") + 1
        raise DataError("file is not valid UTF-8", path=shown, line=line) from None
