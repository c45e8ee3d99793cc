"""Query, binding: parameter values -> RDF terms -> the query text with one ``VALUES`` block.

Values never become query text. Each one is first made an RDF term — a person's IRI (looked up
by name, alias or IRI), a typed literal, a checked IRI — and the terms are joined in as one
``VALUES`` block written with ``term.n3()``, right after the opening brace of the query's WHERE
clause (:func:`bind`). The stored text is standard SPARQL 1.1 over the default graph, so the same
bound text runs on the embedded graph (:class:`LocalGraph`: rdflib, default graph = union of the
named graphs) and on any SPARQL 1.1 store whose default graph is the union of its named graphs.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from rdflib import Literal, URIRef
from rdflib.term import Identifier

from ..errors import UsageError
from .stored import Parameter, StoredQuery

if TYPE_CHECKING:
    from .engines import QueryGraph

Terms = Mapping[str, Sequence[Identifier]]  # parameter name -> its values as RDF terms


# -- parameters -> RDF terms -> VALUES ----------------------------------------------------------


def check_params(query: StoredQuery, values: Mapping[str, Sequence[str]]) -> None:
    """Usage errors for unknown, missing or repeated parameters, before any data is read."""
    known = ", ".join(p.signature for p in query.parameters) or "none"
    for name, given in values.items():
        parameter = query.parameter(name)
        if parameter is None:
            raise UsageError(f"query '{query.name}' has no parameter '{name}'; its parameters: {known}")
        if len(given) > 1 and not parameter.many:
            raise UsageError(f"parameter '{name}' of query '{query.name}' takes one value, got {len(given)}")
    missing = [p for p in query.parameters if not p.optional and p.name not in values]
    if missing:
        wanted = " ".join(f"{{param}} {p.name}={_shell_example(p)}" for p in missing)
        raise UsageError(
            f"query '{query.name}' needs {', '.join(p.name for p in missing)}: e.g. {wanted}; "
            f"its parameters: {known}",
            options=["param"],
        )


def _shell_example(parameter: Parameter) -> str:
    example = parameter.example.split(";")[0].strip() or parameter.kind.upper()
    return f"'{example}'" if " " in example else example


def parse_iri(value: str) -> URIRef:
    """An IRI given on the command line (``<...>`` or bare); a usage error if it is not one."""
    text = value[1:-1] if value.startswith("<") and value.endswith(">") else value
    if not re.fullmatch(r"[A-Za-z][A-Za-z0-9+.-]*:[^<>\"{}|^`\\\x00-\x20]+", text):
        raise UsageError(f"not an IRI: {value!r}")
    return URIRef(text)


def looks_like_iri(value: str) -> bool:
    return value.startswith("<") or bool(re.match(r"^[A-Za-z][A-Za-z0-9+.-]*://", value))


def to_terms(
    query: StoredQuery, values: Mapping[str, Sequence[str]], graph: QueryGraph
) -> dict[str, list[Identifier]]:
    """Each given value as the RDF term its parameter's kind calls for."""
    check_params(query, values)
    terms: dict[str, list[Identifier]] = {}
    for parameter in query.parameters:
        for value in values.get(parameter.name, []):
            terms.setdefault(parameter.name, []).append(_term(parameter, value, graph))
    return terms


def _term(parameter: Parameter, value: str, graph: QueryGraph) -> Identifier:
    where, options = f"{{param}} {parameter.name}", ["param"]
    if parameter.kind == "person":
        try:
            return graph.person(value)
        except UsageError as error:
            raise UsageError(error.message, field=where, options=options) from None
    if parameter.kind == "integer":
        if not re.fullmatch(r"[+-]?\d{1,18}", value):
            raise UsageError(f"expected a whole number, got {value!r}", field=where, options=options)
        return Literal(int(value))
    if parameter.kind == "iri":
        try:
            return parse_iri(value)
        except UsageError as error:
            raise UsageError(error.message, field=where, options=options) from None
    return Literal(value)


def bind(query: StoredQuery, terms: Terms) -> str:
    """The query text with the parameters' values joined in as one VALUES block.

    The block goes right after the opening brace of the WHERE clause, on the same line, so line
    numbers stay those of the file. It has a row for every combination of the values given, and
    the terms are written by ``n3()``, which escapes literals and refuses IRIs that are not
    IRIs: a value cannot end the block or add to the query. One block rather than one per
    parameter keeps rdflib's join with the first pattern lazy (bindings pushed into it).

    Where the work happens in a subquery, SPARQL evaluates the subquery for everyone before the
    outer VALUES block picks the rows wanted. A group may therefore ask for the parameters too,
    with a ``# values: ?person`` comment right after its opening brace (on the same line): it
    gets a VALUES block of its own, with the values of the variables it names (those given),
    so that the work is done only for them. The outer block stays, so the answer is the same as
    without these extra blocks, as long as the group binds those variables in every row and is
    joined with the rest (not in an OPTIONAL or NOT EXISTS; in a MINUS only when its other side
    binds them too) — the query's author sees to that. A branch of a UNION may ask likewise.
    """
    given = {name: list(values) for name, values in terms.items() if values}
    if not given:
        return query.text
    text = query.text
    inner = []
    for match in _VALUES_MARK_RE.finditer(text):
        names = [name for name in re.findall(r"\?([A-Za-z_][A-Za-z0-9_]*)", match["names"]) if name in given]
        if names:
            inner.append((match.start("brace"), _values_block({name: given[name] for name in names})))
    where = where_brace(text)
    for offset, block in sorted([(where, _values_block(given)), *inner], reverse=True):
        text = f"{text[: offset + 1]} {block} {text[offset + 1 :]}"
    return text


_VALUES_MARK_RE = re.compile(r"(?P<brace>\{)[ \t]*\#[ \t]*values:(?P<names>[^\n]*)")


def _values_block(given: Mapping[str, Sequence[Identifier]]) -> str:
    """``VALUES (?a ?b) { (...) (...) }``: a row for every combination of the values given."""
    rows = " ".join(f"({' '.join(term.n3() for term in row)})" for row in itertools.product(*given.values()))
    return f"VALUES ({' '.join('?' + name for name in given)}) {{ {rows} }}"


_TOKEN_RE = re.compile(
    r"""(?P<skip>\#[^\n]*
           |\"\"\"(?:[^"\\]|\\.|"(?!""))*\"\"\" | '''(?:[^'\\]|\\.|'(?!''))*'''
           |"(?:[^"\\\n]|\\.)*" | '(?:[^'\\\n]|\\.)*'
           |<[^<>"{}|^`\\\x00-\x20]*>)
      |(?P<open>[({])|(?P<close>[)}])""",
    re.VERBOSE,
)


def where_brace(text: str) -> int:
    """Offset of the ``{`` that opens the WHERE clause of a SELECT query.

    It is the first brace outside comments, strings, IRIs and parentheses (the SELECT clause
    may hold ``EXISTS { }`` only inside parentheses).
    """
    depth = 0
    for match in _TOKEN_RE.finditer(text):
        if match["open"]:
            if match["open"] == "{" and depth == 0:
                return match.start()
            depth += 1
        elif match["close"]:
            depth -= 1
    raise ValueError("no WHERE clause")  # check_sparql accepted the query, so this is a bug
