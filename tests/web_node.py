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

# What the page's modules expect of a browser, for a script run under node.
PAGE_GLOBALS = """
globalThis.localStorage = { getItem: () => null, setItem: () => {}, removeItem: () => {} };
globalThis.document = { documentElement: {}, createTreeWalker: () => ({}),
  createComment: () => ({}) };
globalThis.navigator = { language: "en" };
"""

# `flat(x)`: a lit-html template's text with its values in place, arrays and lit-html's
# repeat(items, key, template) through their templates.
FLAT = """
const flat = (x) => {
  if (Array.isArray(x)) return x.map(flat).join("");
  if (x && typeof x === "object" && x._$litDirective$ && Array.isArray(x.values[0])) {
    const [items, , make] = x.values;
    return items.map((it, i) => flat(make(it, i))).join("\\n");
  }
  if (x && typeof x === "object" && Array.isArray(x.strings)) {
    return x.strings.map((s, i) => s + (i < x.values.length ? flat(x.values[i]) : "")).join("");
  }
  return typeof x === "string" || typeof x === "number" ? String(x) : "";
};
"""


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
