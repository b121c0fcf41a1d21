"""The page's modules run under node (no browser): a script that imports them from
``%(web)s`` and prints one JSON line, and what it printed."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

WEB = Path(__file__).resolve().parents[1] / "src" / "svintus" / "web"
NODE = shutil.which("node")


def run_page_script(script: str, timeout: float = 60) -> Any:
    """Run ``script`` (``%(web)s`` stands for the page's folder) as an ES module under
    node; its last printed line, read as JSON. Node is needed: no node, no test."""
    if NODE is None:
        pytest.fail("node is not installed: the page's modules are tested under node")
    done = subprocess.run(
        [NODE, "--input-type=module", "-e", script % {"web": WEB.as_uri()}],
        capture_output=True,
        text=True,
        timeout=timeout,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.strip().splitlines()[-1])
