"""Every command block of README.md and docs/*.md runs as written, from the repository root.

- ```sh blocks run line by line in a copy of the repository, each line with ``bash``, and must
  exit 0. A line ending in ``&`` starts a server in the background (waited for, and stopped
  after the block). A block that talks to an Oxigraph server at 127.0.0.1:7878 without starting
  one gets one; the port is moved to a free one, in the block's text, for both.
- ```console blocks show ``$ command`` and what it prints: the output must be what the command
  prints today (a table cut with "… (N rows in all; the first K are shown)" is compared on its
  first K rows and its count).
- ```text blocks are synopses and other machines' commands, not run.

Blocks that cannot run here (another triple store, an install, the whole suite) are listed in
NOT_RUN with the reason, which the skip prints.
"""

from __future__ import annotations

import functools
import json
import os
import re
import shlex
import shutil
import signal
import subprocess
import sys
import time
import urllib.request
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from .conftest import REPO
from .stores import free_port, oxigraph_command

DOCUMENTS = [REPO / "README.md", *sorted((REPO / "docs").glob("*.md"))]
BIN = Path(sys.executable).parent

# (document, text the block starts with) -> why it is not run here
NOT_RUN = {
    ("README.md", "pip install -q . &&"): "installs the package; .ci/run does the same in a fresh venv",
    ("README.md", "pip install -q '.[test]'"): "the test suite itself (.ci/run runs it)",
    (
        "performance.md",
        "python benchmarks/run.py",
    ): "takes over 20 minutes; tests/test_benchmarks.py runs it small",
    (
        "triple-stores.md",
        "scholarkg load --endpoint http://127.0.0.1:8890",
    ): "needs Virtuoso on port 8890 with its grants; tests/test_store.py loads Virtuoso the same way",
    ("triple-stores.md", "scholarkg load --endpoint http://localhost:3030"): "needs Apache Jena Fuseki",
    ("triple-stores.md", "scholarkg load --endpoint http://localhost:7200"): "needs GraphDB",
}


@dataclass(frozen=True)
class Block:
    document: Path
    line: int
    language: str
    text: str

    @property
    def id(self) -> str:
        return f"{self.document.name}:{self.line}"


def blocks(language: str) -> list[Block]:
    found = []
    for document in DOCUMENTS:
        text = document.read_text(encoding="utf-8")
        for match in re.finditer(r"^```(\w*)\n(.*?)^```", text, re.DOTALL | re.MULTILINE):
            if match.group(1) == language:
                line = text.count("\n", 0, match.start()) + 1
                found.append(Block(document, line, language, match.group(2)))
    return found


@pytest.fixture
def checkout(tmp_path: Path) -> Path:
    """A copy of the repository's files that the documented commands read or write."""
    root = tmp_path / "repo"
    left_out = (".git", ".ci-venv", "*.egg-info", "__pycache__", ".*cache", "store", "build")
    shutil.copytree(REPO, root, ignore=shutil.ignore_patterns(*left_out))
    return root


def commands(text: str) -> list[str]:
    """The block's command lines: continuations joined, comment lines left out."""
    joined = re.sub(r"\\\n\s*", " ", text)
    return [line for line in joined.splitlines() if line.strip() and not line.lstrip().startswith("#")]


def wait_for(port: int, process: subprocess.Popen[bytes], seconds: float = 30) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        assert process.poll() is None, "the server ended before it answered"
        try:
            with urllib.request.urlopen(f"http://127.0.0.1:{port}/query?query=ASK%7B%7D", timeout=2):
                return
        except OSError:
            time.sleep(0.1)
    raise AssertionError(f"no server on port {port} within {seconds} s")


def environment() -> dict[str, str]:
    return {**os.environ, "PATH": f"{BIN}:{Path(oxigraph_command()).parent}:{os.environ.get('PATH', '')}"}


def ignored(path: Path) -> bool:
    """Whether the repository's .gitignore covers ``path`` (a file or folder of the copy)."""
    if not shutil.which("git"):
        pytest.skip("git is not installed: cannot check .gitignore")
    name = path.name + ("/" if path.is_dir() else "")
    done = subprocess.run(["git", "-C", str(REPO), "check-ignore", "--no-index", "-q", name], check=False)
    assert done.returncode in (0, 1), f"git check-ignore failed on {name}"
    return done.returncode == 0


@pytest.mark.parametrize("block", blocks("sh"), ids=lambda b: b.id)
def test_every_sh_block_runs_as_written(block: Block, checkout: Path) -> None:
    for (document, start), reason in NOT_RUN.items():
        if block.document.name == document and block.text.startswith(start):
            pytest.skip(f"{block.id}: not run here: {reason}")
    port = free_port()
    text = block.text.replace("127.0.0.1:7878", f"127.0.0.1:{port}")
    background: list[subprocess.Popen[bytes]] = []
    try:
        if f"127.0.0.1:{port}" in text and "oxigraph serve" not in text:  # the block expects a server
            background.append(
                subprocess.Popen(
                    [
                        oxigraph_command(),
                        "serve",
                        "--location",
                        str(checkout / "store"),
                        "--bind",
                        f"127.0.0.1:{port}",
                    ],
                    stdout=subprocess.DEVNULL,
                    stderr=subprocess.DEVNULL,
                    start_new_session=True,
                )
            )
            wait_for(port, background[-1])
        before = set(os.listdir(checkout))
        for command in commands(text):
            if command.rstrip().endswith("&"):
                background.append(
                    subprocess.Popen(
                        ["bash", "-c", command.rstrip()[:-1]],
                        cwd=checkout,
                        env=environment(),
                        stdout=subprocess.DEVNULL,
                        stderr=subprocess.DEVNULL,
                        start_new_session=True,
                    )
                )
                wait_for(port, background[-1])
                continue
            done = subprocess.run(
                ["bash", "-o", "pipefail", "-c", command],
                cwd=checkout,
                env=environment(),
                capture_output=True,
                text=True,
                timeout=300,
                check=False,
            )
            assert done.returncode == 0, (
                f"{block.id}: `{command}` exited {done.returncode}:\n{done.stderr[-2000:]}"
            )
        written = sorted(set(os.listdir(checkout)) - before)
        assert [name for name in written if not ignored(checkout / name)] == [], (
            f"{block.id} writes into the repository root what .gitignore does not list"
        )
    finally:
        for process in background:
            os.killpg(process.pid, signal.SIGTERM)
            process.wait(timeout=15)


@dataclass(frozen=True)
class Shown:
    command: str
    output: list[str]


def shown(block: Block) -> list[Shown]:
    """The ``$ command`` lines of a console block, each with the lines it shows printed."""
    found: list[Shown] = []
    for line in block.text.splitlines():
        if line.startswith("$ "):
            found.append(Shown(line[2:], []))
        elif found:
            found[-1].output.append(line)
    return found


CUT_RE = re.compile(r"^… \((\d+) rows in all; the first (\d+) are shown\)$")
UPDATE = "SCHOLARKG_UPDATE_DOCS"  # set to 1 to rewrite the console blocks with what is printed today


def printed(example: Shown, checkout: Path) -> list[str]:
    """What the example's command prints today, cut as the document cuts it: a long table shows
    its first rows (aligned among themselves) and says how many there are in all."""
    argv = shlex.split(example.command, comments=True)
    assert argv[0] == "scholarkg", example.command
    cut = CUT_RE.match(example.output[-1]) if example.output else None
    extra = ["--format", "json"] if cut else []
    done = subprocess.run(
        [str(BIN / "scholarkg"), *argv[1:], *extra],
        cwd=checkout,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert done.returncode == 0, f"`{example.command}`:\n{done.stderr[-2000:]}"
    if not cut:
        return done.stdout.rstrip("\n").splitlines()
    from scholarkg.query.engines import _from_json
    from scholarkg.query.results import Table, render_table

    answer = json.loads(done.stdout)
    names = answer["head"]["vars"]
    rows = [tuple(_from_json(b.get(name)) for name in names) for b in answer["results"]["bindings"]]
    first = int(cut[2])
    table = render_table(Table(names, rows[:first]), row_count=False).rstrip("\n").splitlines()
    return [*table, f"… ({len(rows)} rows in all; the first {first} are shown)"]


@pytest.mark.parametrize("block", blocks("console"), ids=lambda b: b.id)
def test_every_console_block_shows_what_the_command_prints(block: Block, checkout: Path) -> None:
    """Rewrite them all with ``SCHOLARKG_UPDATE_DOCS=1 python -m pytest tests/test_doc_commands.py``."""
    lines = []
    for example in shown(block):
        now = printed(example, checkout)
        lines += [f"$ {example.command}", *(now if example.output else [])]
        assert not example.output or now == example.output or os.environ.get(UPDATE) == "1", (
            f"{block.id}: `{example.command}` prints today:\n" + "\n".join(now)
        )
    if os.environ.get(UPDATE) == "1":
        text = block.document.read_text(encoding="utf-8")
        block.document.write_text(text.replace(block.text, "\n".join(lines) + "\n", 1), encoding="utf-8")


SEEDS = REPO.parent / "shared" / "seeds"
EXTRACTION = REPO / "docs" / "extraction.md"
Seeds = tuple[dict[str, str], Any, Any]  # each case's seed number; reports with and without registries


@functools.cache
def seed_reports() -> Seeds:
    """The evaluation of the seeds, as ``python benchmarks/extraction_eval.py`` runs it: each
    case's seed number, and the reports with and without the registries of ``data/``."""
    from scholarkg.extract.evaluate import evaluate, seed_cases
    from scholarkg.extract.linking import Registry

    data = REPO / "data"
    cases = seed_cases(SEEDS, data)
    numbers = {case.name: case.document.name.split("_")[0] for case in cases}
    registry = Registry.load(data)
    return numbers, evaluate(cases, registry, "seeds"), evaluate(cases, None, "seeds, no registries")


@pytest.fixture
def seeds() -> Seeds:
    if not SEEDS.is_dir():
        pytest.skip(f"no seed documents at {SEEDS} (the evaluation needs ../shared/seeds)")
    return seed_reports()


def test_the_extraction_table_is_what_the_evaluation_prints_today(seeds: Seeds) -> None:
    """docs/extraction.md's table of the seeds (names linked to the registries) is the one
    ``python benchmarks/extraction_eval.py`` prints, row for row."""
    from scholarkg.extract.evaluate import table

    printed = table(seeds[1]).splitlines()
    text = EXTRACTION.read_text(encoding="utf-8")
    documented = text.split("Seeds, names linked to the registries (`data/`):\n\n", 1)[1].split("\n\n")[0]
    documented = documented.splitlines()
    assert documented[0].startswith("| field | matched |")
    for row in documented:
        assert row in printed, f"docs/extraction.md shows {row!r}; the evaluation prints otherwise"


def test_the_extraction_scores_without_registries_are_those_of_today(seeds: Seeds) -> None:
    from scholarkg.extract.matching import FIELDS

    text = " ".join(EXTRACTION.read_text(encoding="utf-8").split())
    sentence = re.search(r"Seeds without registries: ([^.]*\.\d\d(?:, [^.]*\.\d\d)*)\.", text)
    assert sentence, "docs/extraction.md lacks the sentence 'Seeds without registries: field F1, ...'"
    documented = dict(pair.rsplit(" ", 1) for pair in sentence[1].split(", "))
    today = {name: f"{seeds[2].total(name).f1:.2f}" for name in FIELDS}
    assert documented == today, f"docs/extraction.md says {documented}; the evaluation gives {today}"


def test_every_miss_on_a_seed_is_explained_in_the_extraction_doc(seeds: Seeds) -> None:
    """Each document and field the extractor gets wrong (F1 below 1 with the registries) has its
    item under "Per-document details", with the F1 the evaluation gives today, and no other."""
    numbers, linked, _ = seeds
    misses = {
        (numbers[case], name, f"{score.f1:.2f}")
        for case, scores in linked.scores.items()
        for name, score in scores.items()
        if score.f1 is not None and score.f1 < 1
    }
    details = EXTRACTION.read_text(encoding="utf-8").split("Per-document details", 1)[1].split("\n## ", 1)[0]
    documented = set(re.findall(r"^- seed (\d+), (\w+) (\d\.\d\d):", details, re.MULTILINE))
    assert documented == misses, f"explained: {sorted(documented)}; missed today: {sorted(misses)}"
