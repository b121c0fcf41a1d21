"""The duel panel of the table page says what its step waits for in the catalogue's
words (R12.3, R12.7, R12.11), as the terminal's panel does: a Neither-nor giver gives,
it does not "lay" (the page once said «кладёт Аня» to a player asked to give a card)."""

from __future__ import annotations

import pytest

from .test_web_words import NODE, WEB, run

SCRIPT = """
globalThis.document = { documentElement: {} };
globalThis.localStorage = { getItem: () => null, setItem: () => {} };
globalThis.navigator = { language: "en" };
const i18n = await import("%(i18n)s");
const { duelStep } = await import("%(scene)s");
const { plain } = await import("%(rich)s");
const out = {};
const NAMES = {
  en: ["Anna", "Bot 2", "Bot 3", "Bot 4"],
  ru: ["Аня", "Бот 2", "Бот 3", "Бот 4"],
};
const give = (awaiting) => ({ phase: "neither_nor", step: "give", awaiting, receiver: 3 });
for (const [l, names] of Object.entries(NAMES)) {
  i18n.setLang(l);
  const name = (i) => names[i];
  out[l] = [
    duelStep(give([0]), -1, name),
    duelStep(give([0, 2]), -1, name),
    duelStep({ phase: "razborka", step: "lay", turn: 1, opponent: 3 }, -1, name),
    duelStep({ phase: "dont_darken", step: "pull", turn: 1, opponent: 3, colour: "red" }, -1, name),
    duelStep({ phase: "razborka", step: null, turn: null, awaiting: null }, -1, name),
    duelStep(give([0, 2]), 0, name),
  ].map(plain);
}
console.log(JSON.stringify(out));
"""


@pytest.mark.skipif(NODE is None, reason="node is not installed")
def test_the_duel_panel_says_each_step_in_the_catalogue_words() -> None:
    got = run(
        SCRIPT
        % {
            "i18n": (WEB / "i18n.js").as_uri(),
            "scene": (WEB / "duelwords.js").as_uri(),
            "rich": (WEB / "rich.js").as_uri(),
        }
    )
    assert isinstance(got, dict)
    assert got["en"] == [
        "Anna gives Bot 4 a card",
        "Anna and Bot 3 give Bot 4 a card each",
        "Bot 2 lays a matching number card",
        "the colour is red; Bot 2 pulls a card blind from Bot 4",
        "",
        "Anna (you) and Bot 3 give Bot 4 a card each",
    ]
    assert got["ru"] == [
        "Аня отдаёт Боту 4 карту",
        "Аня и Бот 3 отдают Боту 4 по карте",
        "Бот 2 кладёт подходящую цифровую карту",
        "цвет красный; Бот 2 тянет карту вслепую у Бота 4",
        "",
        "Аня (вы) и Бот 3 отдают Боту 4 по карте",
    ]


@pytest.mark.parametrize(
    ("lang", "one", "two"),
    [
        ("en", "Anna gives Bot 4 a card", "Anna and Bot 3 give Bot 4 a card each"),
        ("ru", "Аня отдаёт Боту 4 карту", "Аня и Бот 3 отдают Боту 4 по карте"),
    ],
)
def test_the_terminal_panel_gives_one_giver_a_singular_verb(lang: str, one: str, two: str) -> None:
    from svintus.terminal import words
    from svintus.terminal.families import family_lines

    names = (
        ["Anna", "Bot 2", "Bot 3", "Bot 4"] if lang == "en" else ["Аня", "Бот 2", "Бот 3", "Бот 4"]
    )
    before = words.lang()
    words.set_lang(lang)
    try:
        for awaiting, want in (([0], one), ([0, 2], two)):
            duels = {"phase": "neither_nor", "step": "give", "player": 1, "opponent": 3}
            duels |= {"receiver": 3, "awaiting": awaiting, "turn": None}
            view = {"player": 1, "challenge": {"duels": duels}}  # a bot looks on
            lines = family_lines(view, names)
            assert any(want in line for line in lines), lines
    finally:
        words.set_lang(before)
