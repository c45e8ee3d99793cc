"""The installed package: shipped folders are reachable, and the console script works anywhere."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from scholarkg import resources

from .conftest import BUNDLED_DATA, REPO


@pytest.mark.parametrize("folder", sorted(resources.FOLDERS))
def test_every_shipped_file_is_reachable_from_the_installed_package(folder: str) -> None:
    suffix = resources.FOLDERS[folder]
    in_repo = sorted(p.name for p in (REPO / folder).iterdir() if p.name.endswith(suffix))
    assert in_repo, f"{folder}/ has no {suffix} files"
    assert [f.name for f in resources.files(folder)] == in_repo


def scholarkg_script() -> str:
    beside = Path(sys.executable).with_name("scholarkg")
    found = str(beside) if beside.exists() else shutil.which("scholarkg")
    if not found:
        pytest.skip("the scholarkg console script is not installed (pip install .)")
    return found


def test_the_console_script_runs_from_outside_the_checkout(tmp_path: Path) -> None:
    script = scholarkg_script()
    version = subprocess.run([script, "--version"], capture_output=True, text=True, cwd=tmp_path, check=True)
    assert version.stdout.startswith("scholarkg ")
    export = subprocess.run(
        [script, "export", "--data", str(BUNDLED_DATA), "--format", "nt"],
        capture_output=True,
        cwd=tmp_path,
        check=False,
    )
    assert export.returncode == 0, export.stderr
    assert b"<https://w3id.org/scholarkg/id/person/zhihao-jia>" in export.stdout


def test_without_a_data_folder_the_script_says_what_to_pass(tmp_path: Path) -> None:
    done = subprocess.run(
        [scholarkg_script(), "export"], capture_output=True, text=True, cwd=tmp_path, check=False
    )
    assert done.returncode == 2
    assert "data folder 'data' not found: pass --data DIR" in done.stderr


def test_python_dash_m_scholarkg_is_the_same_command(tmp_path: Path) -> None:
    via_module = subprocess.run(
        [sys.executable, "-m", "scholarkg", "export", "--data", str(BUNDLED_DATA), "--format", "nt"],
        capture_output=True,
        cwd=tmp_path,
        check=False,
    )
    via_script = subprocess.run(
        [scholarkg_script(), "export", "--data", str(BUNDLED_DATA), "--format", "nt"],
        capture_output=True,
        cwd=tmp_path,
        check=False,
    )
    assert (via_module.returncode, via_module.stdout) == (0, via_script.stdout)
    usage = subprocess.run(
        [sys.executable, "-m", "scholarkg", "exprot"], capture_output=True, text=True, check=False
    )
    assert (usage.returncode, usage.stderr) == (
        2,
        "error: unknown command 'exprot' (did you mean 'export'?) (see 'scholarkg --help')\n",
    )
