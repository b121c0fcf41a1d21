"""R11.4: a player with a Suflyor in front speaks only in whispers. The page's prompt
(web/prompts.js) said only «Шепнуть», a button with no words, whose click scrolled a
phone's table away to the chat below the fold: the prompt now says what the task asks
and has its own field to whisper in, in Russian and in English."""

from __future__ import annotations

from typing import Any

import pytest

from .web_node import run_page_script

SCRIPT = """
globalThis.localStorage = { getItem: () => null, setItem: () => {}, removeItem: () => {} };
globalThis.document = { documentElement: {}, createTreeWalker: () => ({}),
  createComment: () => ({}) };
globalThis.navigator = { language: "en" };
const { setLang } = await import("%(web)s/i18n.js");
const { prompts } = await import("%(web)s/prompts.js");
// a template's text with its values in place (attributes' values included)
const flat = (x) => {
  if (Array.isArray(x)) return x.map(flat).join("");
  if (x && typeof x === "object" && Array.isArray(x.strings)) {
    return x.strings.map((s, i) => s + (i < x.values.length ? flat(x.values[i]) : "")).join("");
  }
  return typeof x === "string" || typeof x === "number" ? String(x) : "";
};
const S = () => ({
  seat: 0, hints: [], legal: ["whisper", "draw"], choosing: null,
  offers: [{ verb: "whisper", label: "whisper" }],
  table: { seats: [{ name: "Аня" }, { name: "Bot 2" }] },
  view: { hand: [], current: 1, courage: { owed: [], votes: [], areas: [["suflyor"], []] } },
});
const out = {};
for (const l of ["ru", "en"]) { setLang(l); out[l] = prompts(S()).map(flat).join("\\n"); }
console.log(JSON.stringify(out));
"""


@pytest.fixture(scope="module")
def got() -> dict[str, Any]:
    result: dict[str, Any] = run_page_script(SCRIPT)
    return result


@pytest.mark.parametrize(
    ("lang", "says", "field"),
    [
        ("ru", "Задание Суфлёра: всё, что вы пишете в чат, уходит шёпотом", "Шёпотом (Суфлёр)"),
        ("en", "Suflyor's task: everything you write in the chat goes as a whisper", "A whisper"),
    ],
)
def test_r11_4_the_whisper_prompt_says_what_to_do_and_has_its_field(
    got: dict[str, Any], lang: str, says: str, field: str
) -> None:
    text = got[lang]
    head = text.split('<div class="say">')[1].split("</div>")[0]
    assert head.startswith(says)
    assert f'<input id="answer-text" maxlength="300" autocomplete="off" placeholder={field}' in text
    assert "data-offer=0" in text  # the button stays: it puts the cursor in the field
