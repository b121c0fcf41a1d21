"""The words of the page's prompts (web/prompts.js), in Russian and in English.

R11.4: a player with a Suflyor in front speaks only in whispers. The prompt said only
«Шепнуть», a button with no words, whose click scrolled a phone's table away to the chat
below the fold: it now says what the task asks and has its own field to whisper in.

R10.2: an Etiquette chance read «Бот 3: кладёт руку на стол — можно вручить…», a name,
a colon and a verb; it is one sentence now, as in English."""

from __future__ import annotations

from typing import Any

import pytest

from .web_node import FLAT, PAGE_GLOBALS, run_page_script

SCRIPT = (
    PAGE_GLOBALS
    + FLAT
    + """const { setLang } = await import("%(web)s/i18n.js");
const { prompts } = await import("%(web)s/prompts.js");
const S = () => ({
  seat: 0, hints: [], legal: ["whisper", "draw"], choosing: null,
  offers: [{ verb: "whisper", label: "whisper" }],
  table: { seats: [{ name: "Аня" }, { name: "Bot 2" }] },
  view: { hand: [], current: 1, courage: { owed: [], votes: [], areas: [["suflyor"], []] } },
});
const chance = () => ({
  seat: 0, hints: [], legal: [], choosing: null,
  offers: [{ verb: "etiquette", label: "etiquette shtol p3" }],
  table: { seats: [{ name: "Аня" }, { name: "Бот 2" }, { name: "Бот 3" }] },
  view: { hand: ["shtol"], current: 1, etiquette: { windows: [
    { card: "shtol", offender: 2, reactors: [0], timer: "w1" }] } },
});
const out = {};
for (const l of ["ru", "en"]) {
  setLang(l);
  out[l] = flat(prompts(S()));
  out[`${l}_chance`] = flat(prompts(chance()));
}
console.log(JSON.stringify(out));
"""
)


@pytest.fixture(scope="module")
def got() -> dict[str, Any]:
    result: dict[str, Any] = run_page_script(SCRIPT)
    return result


@pytest.mark.parametrize(
    ("lang", "says", "field"),
    [
        (
            "ru",
            "Задание Суфлёра: всё, что вы пишете в чат, уходит шёпотом",
            "Шёпот: уйдёт строчными буквами",
        ),
        (
            "en",
            "Suflyor's task: everything you write in the chat goes as a whisper",
            "A whisper: sent in lower case",
        ),
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


@pytest.mark.parametrize(
    ("lang", "says"),
    [
        ("ru", "<b>Бот 3</b> кладёт руку на стол — можно вручить"),
        ("en", "<b>Бот 3</b> put a hand on the table: you may give"),
    ],
)
def test_r10_2_an_etiquette_chance_is_one_sentence(
    got: dict[str, Any], lang: str, says: str
) -> None:
    assert says in got[f"{lang}_chance"], got[f"{lang}_chance"]


NO_GENDER = """
const { SCENE_STRINGS } = await import("%(web)s/scene_strings.js");
const ru = Object.entries(SCENE_STRINGS.ru)
  .filter(([k, v]) => k.startsWith("a_") && typeof v === "string");
const gendered = (v) => /(^|\\s)Я\\s/.test(v) || /(лся|лась)(\\s|$)/.test(v);
console.log(JSON.stringify(ru.filter(([, v]) => gendered(v))));
"""


def test_a_russian_button_never_guesses_the_players_gender() -> None:
    """«Я вернулся» (Shtul, R10.2) read as a man's words on every player's button."""
    assert run_page_script(NO_GENDER) == []
