"""The order in which the workers take the test files (tests/conftest.py): the browser
files first, then the others by their number of tests, most first; pyproject.toml keeps
pytest-xdist from reordering them (docs/decisions.md, "Browser files first")."""

from __future__ import annotations

import subprocess
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_the_browser_files_come_first_then_the_files_with_most_tests() -> None:
    files = ["tests/test_web_words.py", "tests/e2e/test_faces.py", "tests/test_web_plurals.py"]
    out = subprocess.run(
        [sys.executable, "-m", "pytest", "--collect-only", "-p", "no:cacheprovider", *files],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    ).stdout
    # one test id a line, in the order the run takes them; the files in order of first test
    order = list(dict.fromkeys(line.split("::")[0] for line in out.splitlines() if "::" in line))
    assert order == ["tests/e2e/test_faces.py", "tests/test_web_plurals.py", files[0]], out


def test_xdist_keeps_that_order() -> None:
    options = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["pytest"]
    addopts = options["ini_options"]["addopts"].split()
    assert "--dist" in addopts and addopts[addopts.index("--dist") + 1] == "loadfile"
    assert "--no-loadscope-reorder" in addopts
