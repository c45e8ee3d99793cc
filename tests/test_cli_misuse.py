"""Command lines that cannot work: a one-line usage error, exit 2, before anything is read or sent."""

from __future__ import annotations

import pytest

from .conftest import BUNDLED_DATA
from .conftest import cli as run

BASE_IRI_ERROR = (
    "error: argument --base-iri: must be an absolute IRI such as https://example.org/kg/ "
    "(a scheme, and no spaces or <>\"{}|^`\\) (see 'scholarkg COMMAND --help')\n"
)
ENDPOINT = "http://127.0.0.1:9/query"


@pytest.mark.parametrize(
    "base_iri",
    [
        "notaniri",
        "https://example.org/a b/",
        "https://example.org/>",
        "",
        'https://example.org/"',
        "https://example.org/{x}",
    ],
)
@pytest.mark.parametrize("command", [["export"], ["load", "--endpoint", ENDPOINT, "--dry-run"]])
def test_a_base_iri_that_is_not_an_absolute_iri_is_a_usage_error(command: list[str], base_iri: str) -> None:
    code, out, err = run(*command, "--data", str(BUNDLED_DATA), "--base-iri", base_iri)
    assert (code, out, err) == (2, "", BASE_IRI_ERROR.replace("COMMAND", command[0]))


def test_a_base_iri_that_is_an_iri_is_taken() -> None:
    code, out, _ = run(
        "export", "--data", str(BUNDLED_DATA), "--base-iri", "https://example.org/kg/", "--format", "nt"
    )
    assert code == 0
    assert "<https://example.org/kg/person/jiarui-fang>" in out


@pytest.mark.parametrize(
    ("option", "value", "message"),
    [
        ("--retries", "-1", "must be 0 or more"),
        ("--timeout", "0", "must be a number of seconds above 0"),
        ("--timeout", "-5", "must be a number of seconds above 0"),
        ("--timeout", "nan", "must be a number of seconds above 0"),
        ("--timeout", "soon", "must be a number of seconds, not 'soon'"),
        ("--retries", "two", "must be a whole number, not 'two'"),
        ("--jobs", "abc", "must be a whole number, not 'abc'"),
        ("--batch-size", "0", "must be at least 1"),
        ("--jobs", "0", "must be at least 1"),
        ("--jobs", "-3", "must be at least 1"),
    ],
)
def test_load_settings_out_of_range_are_usage_errors(option: str, value: str, message: str) -> None:
    code, out, err = run("load", "--endpoint", ENDPOINT, "--data", str(BUNDLED_DATA), option, value)
    assert (code, out) == (2, "")
    assert err == f"error: argument {option}: {message} (see 'scholarkg load --help')\n"


@pytest.mark.parametrize(
    ("url", "why"),
    [
        ("http://127.0.0.1:99999/query", "Port out of range 0-65535"),
        ("http://[::1/query", "Invalid IPv6 URL"),
        ("http://127.0.0.1:port/query", "Port could not be cast to integer value as 'port'"),
    ],
)
@pytest.mark.parametrize("command", ["load", "query"])
def test_an_endpoint_that_is_not_a_url_is_a_usage_error(url: str, why: str, command: str) -> None:
    args = ["--data", str(BUNDLED_DATA)] if command == "load" else ["coauthors"]
    code, out, err = run(command, *args, "--endpoint", url)
    assert (code, out) == (2, "")
    assert err == f"error: --endpoint is not a valid URL ({why}): '{url}'\n"


@pytest.mark.parametrize("command", [["export", "--format", "nquads"], ["validate", "--data"]])
def test_jobs_below_one_is_a_usage_error(command: list[str]) -> None:
    code, _, err = (
        run(*command, str(BUNDLED_DATA), "--jobs", "0")
        if command[-1] == "--data"
        else run(*command, "--data", str(BUNDLED_DATA), "--jobs", "0")
    )
    assert code == 2
    assert err.startswith("error: argument --jobs: must be at least 1")
