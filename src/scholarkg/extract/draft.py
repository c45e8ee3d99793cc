"""A draft profile: values that remember their source line and the doubts about them.

:class:`Node` (a mapping) and :class:`Seq` (a list) hold the draft while it is built; every
value can carry the line of the document it was read from and review marks. :func:`to_yaml`
writes the draft as a profile with the line and the marks as YAML comments, so the draft loads
with the project's own loader unchanged; :func:`to_json` writes them as side tables.
"""

from __future__ import annotations

import datetime as dt
import json
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

import yaml

from ..errors import DataError, DataErrors
from ..profiles.corpus import check_document
from ..profiles.schema import PROFILE, ListOf, OneOf, Record, Spec


class Node(dict[str, Any]):
    """A mapping of the draft; ``line`` is where the item starts in the document."""

    def __init__(self, line: int | None = None) -> None:
        super().__init__()
        self.line = line
        self.lines: dict[str, int] = {}
        self.review: dict[str, list[str]] = {}

    def put(self, key: str, value: Any, line: int | None = None, review: str | None = None) -> None:
        if value is None or value == "" or value == []:
            return
        self[key] = value
        if line is not None:
            self.lines[key] = line
        if review:
            self.flag(key, review)

    def flag(self, key: str, reason: str) -> None:
        """Mark a field ('' for the whole item) for review."""
        reasons = self.review.setdefault(key, [])
        if reason not in reasons:
            reasons.append(reason)


class Seq(list[Any]):
    """A list of the draft; each item may have a line and review marks."""

    def __init__(self) -> None:
        super().__init__()
        self.lines: list[int | None] = []
        self.review: list[list[str]] = []

    def add(self, value: Any, line: int | None = None, review: str | None = None) -> None:
        self.append(value)
        self.lines.append(line if line is not None else getattr(value, "line", None))
        self.review.append([review] if review else [])

    def remove_at(self, index: int) -> None:
        del self[index]
        del self.lines[index]
        del self.review[index]


@dataclass
class Draft:
    """The result of extracting one document."""

    profile: Node
    source_name: str
    style: str
    proposed: dict[str, list[dict[str, Any]]] = field(default_factory=dict)
    linked: list[str] = field(default_factory=list)  # "organisation 'Tsinghua' -> tsinghua-university"

    def plain(self) -> dict[str, Any]:
        """The draft as plain profile data (no lines, no marks)."""
        return _plain(self.profile)

    def reviews(self) -> list[tuple[str, int | None, str]]:
        """Every review mark: (field path, line, reason)."""
        return [
            (path, line, reason)
            for path, line, reasons in _walk_marks(self.profile, "")
            for reason in reasons
        ]

    def source_lines(self) -> dict[str, int]:
        return {
            path: line for path, line, _ in _walk_marks(self.profile, "", with_lines=True) if line is not None
        }


def _plain(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_plain(v) for v in value]
    return value


def _walk_marks(
    value: Any, path: str, with_lines: bool = False
) -> Iterator[tuple[str, int | None, list[str]]]:
    if isinstance(value, Node):
        if path and (value.review.get("") or (with_lines and value.line)):
            yield path, value.line, value.review.get("", [])
        for key, item in value.items():
            sub = f"{path}.{key}" if path else key
            reasons = value.review.get(key, [])
            line = value.lines.get(key)
            if reasons or (with_lines and line is not None and not isinstance(item, (Node, Seq))):
                yield sub, line if line is not None else value.line, reasons
            yield from _walk_marks(item, sub, with_lines)
    elif isinstance(value, Seq):
        for index, item in enumerate(value):
            sub = f"{path}[{index}]"
            reasons = value.review[index]
            line = value.lines[index]
            if not isinstance(item, Node) and (reasons or (with_lines and line is not None)):
                yield sub, line, reasons
            elif isinstance(item, Node) and reasons:
                yield sub, line, reasons
            yield from _walk_marks(item, sub, with_lines)


# -- checking -----------------------------------------------------------------------------------


def check(draft: Draft) -> None:
    """Check the draft against the profile format; drop (with a note) any value it rejects.

    A value the extractor could not put into the format is a bug in the extractor, but the
    reviewer should still get the rest of the draft, with a note saying what was left out.
    """
    for _ in range(50):
        try:
            check_document(draft.plain(), PROFILE, draft.source_name)
            return
        except DataErrors as many:
            errors = many.errors
        except DataError as one:
            errors = [one]
        for error in errors:
            _drop(draft.profile, error.field or "", str(error.message))


def _drop(root: Node, path: str, message: str) -> None:
    parts = [p for p in path.replace("]", "").replace("[", ".").split(".") if p]
    if not parts:
        return
    parent: Any = root
    for part in parts[:-1]:
        parent = parent[int(part)] if isinstance(parent, list) else parent.get(part)
        if parent is None:
            return
    last = parts[-1]
    notes = root.get("notes")
    if not isinstance(notes, Seq):
        notes = Seq()
        root["notes"] = notes
    if isinstance(parent, Seq) and last.isdigit():
        index = int(last)
        if index < len(parent):
            notes.add(f"left out {path} (line {parent.lines[index]}): {message}", parent.lines[index])
            parent.remove_at(index)
    elif isinstance(parent, dict) and last in parent:
        notes.add(f"left out {path}: {message}", getattr(parent, "lines", {}).get(last))
        del parent[last]
    else:  # a required field is missing: drop the item that lacks it
        _drop(root, path.rsplit(".", 1)[0] if "." in path else "", message)


# -- YAML ---------------------------------------------------------------------------------------

HEADER = """\
# Draft profile extracted by `scholarkg extract` from {source} ({style}).
# "# line N" after a value: the line of {source} it was read from.
# "# REVIEW: ..." marks a value the extractor is unsure of: check it, fix it, delete the mark.
# Nothing here has been checked by a person yet: set `curated` when you have.
"""


def to_yaml(draft: Draft) -> str:
    """The draft as a profile in YAML, facts annotated with their source lines."""
    out = [HEADER.format(source=draft.source_name, style=draft.style)]
    if draft.linked:
        out.append("# Matched to the registries:\n")
        out.extend(f"#   {text}\n" for text in draft.linked)
    _emit_mapping(draft.profile, PROFILE, 0, out, parent_line=None)
    if any(draft.proposed.values()):
        out.append(
            "\n# Not in the registries; proposed new entries (add them, or correct the names above):\n"
        )
        for registry, entries in draft.proposed.items():
            if not entries:
                continue
            out.append(f"# {registry}:\n")
            for entry in entries:
                body = ", ".join(f"{k}: {_scalar(v)}" for k, v in entry.items() if k != "line")
                out.append(f"#   - {{{body}}}  # line {entry.get('line')}\n")
    return "".join(out)


def _scalar(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, dt.date):
        return value.isoformat()
    text = yaml.safe_dump(value, allow_unicode=True, width=10**9, default_flow_style=True)
    text = text.rstrip("\n")
    if text.endswith("\n..."):
        text = text[: -len("\n...")]
    if text.startswith("2") and len(text) == 7 and text[4] == "-":  # "2019-07": quoted as in the docs
        text = f'"{text}"'
    return text


def _comment(lines: list[int | None], parent_line: int | None, reasons: list[str]) -> str:
    shown = [line for line in dict.fromkeys(lines) if line is not None and line != parent_line]
    parts = []
    if shown:
        parts.append("line " + ", ".join(map(str, shown)))
    if reasons:
        parts.append("REVIEW: " + "; ".join(reasons))
    return ("  # " + "  # ".join(parts)) if parts else ""


def _field_order(spec: Spec | None, keys: list[str]) -> list[str]:
    if isinstance(spec, Record):
        known = [k for k in spec.fields if k in keys]
        return known + [k for k in keys if k not in known]
    return keys


def _item_spec(spec: Spec | None) -> Spec | None:
    if isinstance(spec, ListOf):
        return spec.item
    return None


def _field_spec(spec: Spec | None, key: str) -> Spec | None:
    if isinstance(spec, Record) and key in spec.fields:
        return spec.fields[key].spec
    return None


def _is_flow(value: Any) -> bool:
    return (
        isinstance(value, dict)
        and all(not isinstance(v, (dict, list)) for v in value.values())
        and (not isinstance(value, Node) or (not value.lines and not value.review))
    )


def _flow(value: Any) -> str:
    """A mapping or list in flow style; YAML quotes what a flow context needs (commas, colons)."""
    return yaml.safe_dump(
        _plain(value), default_flow_style=True, allow_unicode=True, width=10**9, sort_keys=False
    ).strip()


def _emit_mapping(
    node: dict[str, Any],
    spec: Spec | None,
    indent: int,
    out: list[str],
    parent_line: int | None,
    first_prefix: str | None = None,
    item_line: int | None = None,
    item_reasons: list[str] | None = None,
) -> None:
    """Write a mapping; as a list item (``first_prefix``) its own line and marks go on its first row."""
    pad = " " * indent
    lines = getattr(node, "lines", {})
    review = getattr(node, "review", {})
    for position, key in enumerate(_field_order(spec, list(node))):
        value = node[key]
        first = first_prefix is not None and position == 0
        prefix = first_prefix if first else pad
        line = lines.get(key)
        own_lines = [item_line, line] if first else [line]
        reasons = ((item_reasons or []) + review.get("", []) if first else []) + review.get(key, [])
        comment = _comment(own_lines, None if first else parent_line, reasons)
        if (
            isinstance(value, list)
            and value
            and not all(_is_flow(v) or not isinstance(v, (dict, list)) for v in value)
        ):
            out.append(f"{prefix}{key}:{comment}\n")
            _emit_sequence(value, _field_spec(spec, key), indent + 2, out, parent_line=line or parent_line)
        elif isinstance(value, list):
            if _short_flow_list(value, key):
                out.append(f"{prefix}{key}: {_flow(list(value))}{comment}\n")
            else:
                out.append(f"{prefix}{key}:{comment}\n")
                _emit_sequence(
                    value, _field_spec(spec, key), indent + 2, out, parent_line=line or parent_line
                )
        elif isinstance(value, dict):
            if _is_flow(value) and len(value) <= 4:
                out.append(f"{prefix}{key}: {_flow(value)}{comment}\n")
            else:
                out.append(f"{prefix}{key}:{comment}\n")
                _emit_mapping(value, _field_spec(spec, key), indent + 2, out, parent_line=line or parent_line)
        else:
            out.append(f"{prefix}{key}: {_scalar(value)}{comment}\n")


def _short_flow_list(value: list[Any], key: str) -> bool:
    marks = getattr(value, "review", [])
    lines = getattr(value, "lines", [])
    if any(marks) or len({ln for ln in lines if ln is not None}) > 1:
        return False
    return key in ("authors", "advisors", "co_advisors", "committee", "mentors", "awards") or len(value) <= 1


def _emit_sequence(
    seq: list[Any], spec: Spec | None, indent: int, out: list[str], parent_line: int | None
) -> None:
    pad = " " * indent
    item_spec = _item_spec(spec)
    if isinstance(item_spec, OneOf):
        item_spec = item_spec.record
    lines = getattr(seq, "lines", [None] * len(seq))
    marks = getattr(seq, "review", [[]] * len(seq))
    for index, item in enumerate(seq):
        line = lines[index] if index < len(lines) else None
        reasons = marks[index] if index < len(marks) else []
        if isinstance(item, dict) and not _is_flow(item):
            node_line = getattr(item, "line", None) or line
            _emit_mapping(
                item,
                item_spec,
                indent + 2,
                out,
                parent_line=node_line,
                first_prefix=f"{pad}- ",
                item_line=node_line,
                item_reasons=reasons,
            )
        elif isinstance(item, dict):
            out.append(f"{pad}- {_flow(item)}{_comment([line], parent_line, reasons)}\n")
        else:
            out.append(f"{pad}- {_scalar(item)}{_comment([line], parent_line, reasons)}\n")


# -- JSON ---------------------------------------------------------------------------------------


def to_json(draft: Draft) -> str:
    """The draft as JSON: the profile, and beside it the source line and marks of each field."""
    document = {
        "profile": _jsonable(draft.plain()),
        "source_lines": draft.source_lines(),
        "review": [{"field": path, "line": line, "reason": reason} for path, line, reason in draft.reviews()],
        "proposed": draft.proposed,
        "linked": draft.linked,
    }
    return json.dumps(document, ensure_ascii=False, indent=2) + "\n"


def _jsonable(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _jsonable(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_jsonable(v) for v in value]
    if isinstance(value, dt.date):
        return value.isoformat()
    return value
