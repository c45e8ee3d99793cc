"""Validate, locating: a raw result about a node -> the YAML file, line and field the node
came from, through the mapping's origins and the profiles' records."""

from __future__ import annotations

import re
from typing import Any
from urllib.parse import quote

from rdflib import URIRef
from rdflib.term import Node

from ..mapping import Mapper, Origin
from ..profiles.corpus import Corpus, Profile
from ..profiles.schema import ORGANIZATIONS_FILE, PEOPLE_FILE, PROFILE, Record, property_sources
from ..resolve.resolution import Resolution, person_refs
from ..vocab import FOAF, SDO, SKG
from .report import SH, Result
from .shapes import Raw

# -- from a result to the YAML ------------------------------------------------------------------

_NAMESPACES = {"schema": SDO, "foaf": FOAF, "skg": SKG}


def _expand(curie: str) -> URIRef:
    prefix, local = curie.split(":", 1)
    return URIRef(str(_NAMESPACES[prefix]) + local)


class LocatingTables:
    """The schema's tables as the locator reads them: ``keys`` gives the YAML key a property
    comes from, by the list (section) that holds the node's record (``""``: a profile);
    ``person_lists`` the lists in which a person-valued property's value is named; ``profile``
    the record whose person references are searched for a person's field. All read off the
    schema's ``maps_to``, so a new field of the table is located without an edit here."""

    def __init__(self, profile: Record = PROFILE) -> None:
        sources = property_sources((profile, ORGANIZATIONS_FILE, PEOPLE_FILE))
        self.profile = profile
        self.keys: dict[Node, dict[str, str]] = {_expand(p): keys for p, keys in sources.keys.items()}
        self.person_lists: dict[Node, tuple[str, ...]] = {
            _expand(p): lists for p, lists in sources.person_lists.items()
        }


SHIPPED_TABLES = LocatingTables()


def _section(field_path: str) -> str:
    """``publications[3].authors[1]`` -> ``authors``; a profile's root -> ``""``."""
    last = field_path.rsplit(".", 1)[-1]
    return last.split("[", 1)[0]


def _record(data: Any, field_path: str) -> Any:
    for part in re.findall(r"[^.\[\]]+", field_path):
        data = data[int(part)] if part.isdigit() else data.get(part) if isinstance(data, dict) else None
        if data is None:
            return None
    return data


class _Locator:
    """Finds the YAML file, line and field of a result about a graph built from profiles."""

    def __init__(
        self,
        corpus: Corpus,
        resolution: Resolution,
        base_iri: str,
        origins: dict[URIRef, list[Origin]],
        graph_iris: list[URIRef],
        tables: LocatingTables = SHIPPED_TABLES,
    ) -> None:
        """``graph_iris``: the registry graph's, then one a profile of ``corpus``, in its order."""
        self.corpus, self.origins, self.tables = corpus, origins, tables
        self.mapper = Mapper(resolution, base_iri)
        self.profile_of: dict[URIRef, Profile | None] = dict(zip(graph_iris, [None, *corpus.profiles]))
        self.by_path = {p.path: p for p in corpus.profiles}
        self.entries = {(e.path, e.field_path): e for e in (*corpus.organizations, *corpus.people)}
        self._refs: dict[str, list[tuple[str, URIRef]]] = {}

    def refs(self, profile: Profile) -> list[tuple[str, URIRef]]:
        """Every person reference of a profile: (field path, person IRI)."""
        if profile.path not in self._refs:
            self._refs[profile.path] = [
                (w, self.mapper.person(ref)) for w, ref in person_refs(profile.data, self.tables.profile)
            ]
        return self._refs[profile.path]

    def locate(self, raw: Raw, graph: URIRef | None) -> Result:
        """The result with its file, line and field; ``graph`` is the graph it came from, if one."""
        result = Result(*raw)
        profile = self.profile_of.get(graph) if graph is not None else None
        origins = self.origins.get(result.focus, [])  # type: ignore[call-overload]
        origin = next((o for o in origins if profile is None or o.path == profile.path), None)
        if origin is not None:
            profile = profile or self.by_path.get(origin.path)
            if profile is not None:
                field_path = self._field(origin.field, profile, result)
                return _with(result, profile.path, profile.line_of(field_path), field_path)
            entry = self.entries.get((origin.path, origin.field))
            data = entry.data if entry is not None else {}
            key = self._key(data, _section(origin.field), result)
            return _with(result, origin.path, origin.line, _join(origin.field, key))
        # a node without a record of its own (a person named by a plain name): where it is named
        for candidate in [profile] if profile else self.corpus.profiles:
            for where, person in self.refs(candidate):
                if person == result.focus:
                    return _with(result, candidate.path, candidate.line_of(where), where)
        return _with(result, profile.path, None, "") if profile else result

    def _field(self, base: str, profile: Profile, result: Result) -> str:
        """The field of a result's value, at or below the field of its focus node's record."""
        if result.path in self.tables.person_lists and isinstance(result.value, URIRef):
            lists = self.tables.person_lists[result.path]
            for where, person in self.refs(profile):
                if person == result.value and where.startswith(base) and any(f"{k}[" in where for k in lists):
                    return where
        record = _record(profile.data, base) if base else profile.data
        return _join(base, self._key(record, _section(base), result))

    def _key(self, record: Any, section: str, result: Result) -> str:
        """The key (and list index) inside a record that a result's path and value come from."""
        predicate, value = result.path, result.value
        if predicate is None or not isinstance(record, dict):
            return ""
        if predicate in (SDO.name, FOAF.name) and (
            result.constraint == SH.UniqueLangConstraintComponent or getattr(value, "language", None)
        ):
            return _native_name(record, value)
        key = self.tables.keys.get(predicate, {}).get(section, "")
        if predicate == SDO.sameAs and key == "links":
            for scheme, identifier in record.get("identifiers", {}).items():
                if str(value).endswith(quote(identifier, safe="/:-._~")):
                    return f"identifiers.{scheme}"
            if "links" not in record and "identifiers" in record:
                return "identifiers"
        items = record.get(key) if key else None
        if isinstance(items, list) and value is not None:
            for index, item in enumerate(items):
                if str(value) in (str(item), f"mailto:{item}"):
                    return f"{key}[{index}]"
        return key


def _join(base: str, key: str) -> str:
    return f"{base}.{key}" if base and key else base or key


def _native_name(record: Any, value: Node | None) -> str:
    """The native_names entry a language-tagged name comes from, or the second of a repeated tag."""
    natives = record.get("native_names", []) if isinstance(record, dict) else []
    seen: set[str] = set()
    for index, native in enumerate(natives):
        if (
            value is not None
            and native["name"] == str(value)
            and native["lang"] == getattr(value, "language", None)
        ):
            return f"native_names[{index}]"
        if value is None and native["lang"] in seen:
            return f"native_names[{index}]"
        seen.add(native["lang"])
    return "native_names"


def _with(result: Result, file: str, line: int | None, field_path: str) -> Result:
    return Result(
        result.severity,
        result.message,
        result.focus,
        result.path,
        result.value,
        result.shape,
        result.constraint,
        file,
        line,
        field_path or None,
    )
