"""The package's layout is its pipeline: each stage imports only from the stages before it."""

from __future__ import annotations

import ast
import re
from pathlib import Path

SRC = Path(__file__).resolve().parents[1] / "src" / "scholarkg"

# what each part of the package may import; shared leaves (errors, vocab, names, ntriples,
# resources, files) import nothing of scholarkg's but each other's errors
LEAVES = {"errors", "vocab", "names", "ntriples", "resources", "files", "version"}
ALLOWED = {leaf: LEAVES for leaf in LEAVES} | {
    "profiles": LEAVES,
    "resolve": LEAVES | {"profiles"},
    "mapping": LEAVES | {"profiles", "resolve"},
    "pipeline": LEAVES | {"profiles", "resolve", "mapping"},
    "export": LEAVES | {"profiles", "resolve", "mapping", "pipeline"},
    "validate": LEAVES | {"profiles", "resolve", "mapping", "pipeline", "export"},
    "query": LEAVES | {"profiles", "resolve", "mapping", "pipeline", "store"},
    "store": LEAVES | {"profiles", "resolve", "mapping", "pipeline"},
    "extract": LEAVES | {"profiles", "resolve"},
    "site": LEAVES | {"profiles", "resolve", "mapping", "pipeline", "query", "export"},
    "importers": LEAVES | {"profiles", "resolve"},
}
TOP = {"cli", "__init__", "__main__"}  # may import anything


def _part(module: str) -> str:
    """The part of the package a dotted module name (``scholarkg.x.y``) belongs to."""
    return module.split(".")[1] if module.count(".") else "__init__"


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(SRC.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _is_module(name: str) -> bool:
    path = SRC.parent.joinpath(*name.split("."))
    return path.with_suffix(".py").is_file() or (path / "__init__.py").is_file()


def _imports(path: Path, for_types_too: bool = False) -> set[str]:
    """The scholarkg modules a file imports at run time (and, ``for_types_too``, in
    ``if TYPE_CHECKING:`` blocks)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    package = _module_name(path) if path.name == "__init__.py" else _module_name(path).rsplit(".", 1)[0]
    type_only = {
        id(node)
        for block in ast.walk(tree)
        if isinstance(block, ast.If) and ast.unparse(block.test) == "TYPE_CHECKING"
        for node in ast.walk(block)
    }
    found = set()
    for node in ast.walk(tree):
        if id(node) in type_only and not for_types_too:
            continue
        if isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - node.level + 1]
                module = ".".join(base + ([node.module] if node.module else []))
            else:
                module = node.module or ""
            if module.startswith("scholarkg"):  # ``from . import resources`` imports a module
                found |= {
                    f"{module}.{alias.name}" if _is_module(f"{module}.{alias.name}") else module
                    for alias in node.names
                }
        elif isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names if alias.name.startswith("scholarkg")}
    return found


def _arrows() -> set[tuple[str, str]]:
    """(importing part, imported part) for every import between two parts of the package."""
    arrows = set()
    for path in SRC.rglob("*.py"):
        here = _part(_module_name(path))
        arrows |= {(here, _part(module)) for module in _imports(path) if _part(module) != here}
    return arrows


def test_every_stage_imports_only_from_the_stages_before_it() -> None:
    wrong = sorted(
        (here, there)
        for here, there in _arrows()
        if here not in TOP and there not in ALLOWED.get(here, set())
    )
    assert wrong == [], "imports against the pipeline's direction: " + ", ".join(
        f"{a} -> {b}" for a, b in wrong
    )


def test_the_parts_of_the_package_import_each_other_without_cycles() -> None:
    arrows = _arrows()
    parts = {part for arrow in arrows for part in arrow}
    reach = {part: {there for here, there in arrows if here == part} for part in parts}
    for _ in parts:  # transitive closure, bounded by the number of parts
        reach = {part: targets.union(*(reach[t] for t in targets)) for part, targets in reach.items()}
    assert sorted(part for part, targets in reach.items() if part in targets) == []


def test_each_stage_package_says_what_goes_in_and_what_comes_out() -> None:
    for package in (
        "profiles",
        "resolve",
        "pipeline",
        "validate",
        "query",
        "store",
        "export",
        "extract",
        "site",
    ):
        docstring = ast.get_docstring(ast.parse((SRC / package / "__init__.py").read_text(encoding="utf-8")))
        assert docstring and "->" in docstring.split("\n\n")[0], package


def test_the_whole_graph_is_built_in_one_place() -> None:
    builders = [
        str(path.relative_to(SRC))
        for path in SRC.rglob("*.py")
        if "\ndef build(" in path.read_text(encoding="utf-8")
    ]
    assert builders == ["pipeline/build.py"]


def test_no_module_but_the_reference_itself_builds_the_whole_graph_at_run_time() -> None:
    """Every command reads the data folder through the pipeline's stream; the whole graph in
    memory (``pipeline.build``) is for the package's top-level API and the tests."""
    users = sorted(
        _module_name(path)
        for path in SRC.rglob("*.py")
        if "scholarkg.pipeline.build" in _imports(path) and _part(_module_name(path)) not in TOP
    )
    assert users == []


def test_no_module_reads_the_data_both_as_a_whole_build_and_as_the_stream() -> None:
    both = sorted(
        _module_name(path)
        for path in SRC.rglob("*.py")
        if {"scholarkg.pipeline.build", "scholarkg.pipeline.stream"} <= _imports(path, for_types_too=True)
    )
    assert both == []


def test_extract_uses_nothing_of_resolve_but_its_name_matcher() -> None:
    used = {
        module
        for path in (SRC / "extract").rglob("*.py")
        for module in _imports(path, for_types_too=True)
        if _part(module) == "resolve"
    }
    assert used == {"scholarkg.resolve.matching"}


FLAG_RE = re.compile(r"(?<![\w-])--[a-z][a-z-]+|(?<![\w-])-o [A-Z]")


def test_only_the_command_line_names_flags() -> None:
    """Library functions raise errors that name their arguments as ``{option}``; the CLI words
    them with its flags (``errors.ScholarKGError.worded``), so no message elsewhere names one
    (docstrings may say which command calls a function)."""
    naming = []
    for path in sorted(SRC.rglob("*.py")):
        if path.name in ("cli.py", "__main__.py"):
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        docstrings = {id(node.value) for node in ast.walk(tree) if isinstance(node, ast.Expr)}
        for node in ast.walk(tree):
            if (
                isinstance(node, ast.Constant)
                and isinstance(node.value, str)
                and id(node) not in docstrings
                and (found := FLAG_RE.search(node.value))
            ):
                naming.append(f"{path.relative_to(SRC)}:{node.lineno}: {found.group()}")
    assert naming == []
