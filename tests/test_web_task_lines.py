"""R11.4: a Courage task suggests a built-in line in each language; the page shows the
player the one in their language (a Russian page showed «Nobody shuffles a thought as
fast as you»), and keeps the chat baits and a sum's digits (web/prompts.js sayHints)."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

WEB = Path(__file__).resolve().parents[1] / "src" / "svintus" / "web"
NODE = shutil.which("node")

SCRIPT = """
globalThis.localStorage = { getItem: () => null, setItem: () => {}, removeItem: () => {} };
globalThis.document = { documentElement: {}, createTreeWalker: () => ({}),
  createComment: () => ({}) };
globalThis.navigator = { language: "en" };
const { setLang } = await import("%(web)s/i18n.js");
const { sayHints } = await import("%(web)s/prompts.js");
const S = { hints: ["say You play like a champion", "say Вы играете как настоящий мастер",
  "say p2, your move", "say 7"], table: { seats: [{ name: "Anna" }, { name: "Bob" }] } };
const out = {};
for (const l of ["ru", "en"]) { setLang(l); out[l] = sayHints(S).map((h) => h.text); }
console.log(JSON.stringify(out));
"""


def test_r11_4_the_page_shows_the_task_line_in_the_players_language() -> None:
    if NODE is None:
        pytest.fail("node is not installed: the page's modules are tested under node")
    done = subprocess.run(
        [NODE, "--input-type=module", "-e", SCRIPT % {"web": WEB.as_uri()}],
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    got = json.loads(done.stdout.strip().splitlines()[-1])
    assert got["ru"] == ["Вы играете как настоящий мастер", "Bob, твой ход", "7"]
    assert got["en"] == ["You play like a champion", "Bob, your move", "7"]
