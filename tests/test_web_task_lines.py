"""R11.4: a Courage task suggests a built-in line in each language; the page shows the
player the one in their language (a Russian page showed «Nobody shuffles a thought as
fast as you»), and keeps the chat baits and a sum's digits (web/prompts.js sayHints)."""

from __future__ import annotations

from .web_node import PAGE_GLOBALS, run_page_script

SCRIPT = (
    PAGE_GLOBALS
    + """const { setLang } = await import("%(web)s/i18n.js");
const { sayHints } = await import("%(web)s/prompts.js");
const S = { hints: ["say You play like a champion", "say Вы играете как настоящий мастер",
  "say p2, your move", "say 7"], table: { seats: [{ name: "Anna" }, { name: "Bob" }] } };
const out = {};
for (const l of ["ru", "en"]) { setLang(l); out[l] = sayHints(S).map((h) => h.text); }
console.log(JSON.stringify(out));
"""
)


def test_r11_4_the_page_shows_the_task_line_in_the_players_language() -> None:
    got = run_page_script(SCRIPT)
    assert got["ru"] == ["Вы играете как настоящий мастер", "Bob, твой ход", "7"]
    assert got["en"] == ["You play like a champion", "Bob, your move", "7"]
