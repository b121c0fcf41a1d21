"""R12.6 Slabo?: the feats panel's «Сдаться» said nothing of what giving up means. A
repeat hands the challenger three of the player's cards, giving up keeps them in hand,
and if nobody repeats, the challenger throws three into the box: the button and the line
under it say so, in Russian and English (web/feats.js, web/strings_*.js)."""

from __future__ import annotations

from typing import Any

import pytest

from .web_node import FLAT, PAGE_GLOBALS, run_page_script

SCRIPT = (
    PAGE_GLOBALS
    + FLAT
    + """const { setLang } = await import("%(web)s/i18n.js");
const { featsPanel } = await import("%(web)s/feats.js");
const S = (player) => ({
  seat: 0, legal: ["try reaction", "draw"],
  table: { seats: [{ name: "Аня" }, { name: "Бот 2", bot: "normal" }, { name: "Bob" }] },
  view: { challenge: { races: { player, score: "250" } } },
});
const setter = { seat: 1, legal: ["feat reaction"], table: S(1).table, view: {} };
const out = {};
for (const l of ["ru", "en"]) {
  setLang(l);
  out[l] = flat(featsPanel(S(1)));
  out[`${l}_bob`] = flat(featsPanel(S(2)));
  out[`${l}_setter`] = flat(featsPanel(setter));
}
console.log(JSON.stringify(out));
"""
)


@pytest.fixture(scope="module")
def got() -> dict[str, Any]:
    result: dict[str, Any] = run_page_script(SCRIPT)
    return result


def test_r12_6_giving_up_says_the_cards_stay_in_russian(got: dict[str, Any]) -> None:
    assert "Сдаться: карты останутся у вас" in got["ru"]
    assert (
        "Повторите — и Бот 2 получит от вас 3 карты; сдадитесь — они останутся у вас в руке."
        in (got["ru"])
    )
    assert "Если никто не повторит, Бот 2 выбросит 3 карты в коробку." in got["ru"]
    assert "Повторите — и Bob получит от вас 3 карты;" in got["ru_bob"]


def test_r12_6_giving_up_says_the_cards_stay_in_english(got: dict[str, Any]) -> None:
    assert "Give up: keep your cards" in got["en"]
    assert (
        "Repeat it and Бот 2 gets 3 cards from you; give up and they stay in your hand."
        in (got["en"])
    )
    assert "If nobody repeats it, Bob throws 3 cards into the box." in got["en_bob"]


def test_r12_6_the_challenger_setting_a_feat_reads_no_stakes_line(got: dict[str, Any]) -> None:
    for lang in ("ru", "en"):
        assert "feat-stakes" not in got[f"{lang}_setter"]
        assert "feat-giveup" not in got[f"{lang}_setter"]
