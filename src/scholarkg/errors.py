"""One exception root for scholarkg; each subclass maps to one exit code.

``str()`` of every error is one greppable line: ``path:line: field: message``.

A message that says how to mend the problem by an option names the option as ``{name}`` (its
Python argument name) and lists it in ``options``: ``str()`` shows the argument name, and the
command line shows its flag (:meth:`ScholarKGError.worded`). Only the CLI knows flags.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .validate.report import Report

EXIT_OK = 0
EXIT_DATA = 1
EXIT_USAGE = 2
EXIT_ENVIRONMENT = 3


class ScholarKGError(Exception):
    """Base of all errors that scholarkg reports to a user instead of a traceback."""

    exit_code = EXIT_DATA

    def __init__(
        self,
        message: str,
        *,
        path: str | Path | None = None,
        line: int | None = None,
        field: str | None = None,
        options: Sequence[str] = (),
    ) -> None:
        super().__init__(message)
        self.message = message
        self.path = str(path) if path is not None else None
        self.line = line
        self.field = field
        self.options = tuple(options)

    def worded(self, option_name: Callable[[str], str] = str) -> str:
        """The error's line, each ``{option}`` named by ``option_name`` (by default, as is)."""
        where = ""
        if self.path:
            where = self.path + (f":{self.line}" if self.line else "") + ": "
        if self.field:
            where += f"{self.field}: "
        return _name_options(where + self.message, self.options, option_name)

    def __str__(self) -> str:
        return self.worded()


def _name_options(text: str, options: tuple[str, ...], option_name: Callable[[str], str]) -> str:
    if not options:
        return text
    pattern = re.compile(r"\{(" + "|".join(map(re.escape, options)) + r")\}")
    return pattern.sub(lambda found: option_name(found.group(1)), text)


class DataError(ScholarKGError):
    """The profiles, registries, queries or RDF given to scholarkg are wrong (exit 1)."""

    exit_code = EXIT_DATA


class DataErrors(DataError):
    """Several data errors found in one pass, reported together."""

    def __init__(self, errors: Sequence[ScholarKGError]) -> None:
        super().__init__(f"{len(errors)} errors")
        self.errors = list(errors)

    def worded(self, option_name: Callable[[str], str] = str) -> str:
        return "\n".join(error.worded(option_name) for error in self.errors)


class GraphRefused(DataError):
    """The graph breaks the SHACL shapes, so nothing was written; ``report`` says where."""

    def __init__(self, report: Report) -> None:
        super().__init__("nothing written: the graph breaks the SHACL shapes")
        self.report = report


class UsageError(ScholarKGError):
    """The command line asks for something that cannot be done as asked (exit 2)."""

    exit_code = EXIT_USAGE


class NoDataFolder(UsageError):
    """The data folder to read does not exist (the command line says which option names it)."""

    def __init__(self, folder: str | Path) -> None:
        super().__init__(
            f"data folder '{folder}' not found (a folder with profiles/, organizations.yaml and people.yaml)"
        )
        self.folder = str(folder)


class EnvironmentProblem(ScholarKGError):
    """Something outside the data is wrong: unwritable output, unreachable store (exit 3)."""

    exit_code = EXIT_ENVIRONMENT
