"""The code keeps one style: ruff's formatter and line length on the whole tree, mypy on the package."""

from __future__ import annotations

import subprocess
import sys

from .conftest import REPO

TREE = ["src", "tests", "benchmarks"]


def _run(*argv: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", *argv], cwd=REPO, capture_output=True, text=True, timeout=300
    )


def test_the_whole_tree_is_as_ruff_formats_it() -> None:
    done = _run("ruff", "format", "--check", *TREE)
    assert done.returncode == 0, done.stdout + done.stderr


def test_no_line_is_longer_than_configured_and_no_name_is_undefined_or_unused() -> None:
    done = _run("ruff", "check", "--select", "E501,E9,F,I", *TREE)
    assert done.returncode == 0, done.stdout + done.stderr


def test_the_package_type_checks() -> None:
    done = _run("mypy", "src")
    assert done.returncode == 0, done.stdout + done.stderr
