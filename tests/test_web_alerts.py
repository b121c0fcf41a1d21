"""The table page's alerts (issue 24 point 5; web/moments.js) as pure functions under node:
each moment — this seat's turn, a window or Courage task for it, a race — alerts once, on
the change that starts it (not on a redraw of the same state), never for a spectator; the
tab's title names the moment in the page's language and is the game's name again when
the moment is over."""

from __future__ import annotations

from typing import Any

import pytest

from .web_node import run_page_script

SCRIPT = """
globalThis.localStorage = { getItem: () => null, setItem: () => {}, removeItem: () => {} };
globalThis.document = { documentElement: {} };
globalThis.navigator = { language: "en" };
const { alertOf, moment, titleOf } = await import("%(web)s/moments.js");
const { setLang } = await import("%(web)s/i18n.js");
const seats = [{ name: "Anna" }, { bot: "normal" }, { bot: "normal" }];
const view = (over) => ({
  move: 4, current: 1, winner: null, players: 3, hand: ["G3"], hand_sizes: [1, 5, 5],
  top: "G5", deck_size: 40, pile_size: 3, direction: 1, pending: null, chain: null, ...over,
});
const state = (seat, v, legal = [], offers = []) => ({
  seat, view: v, legal, offers, table: { seats }, rules: {}, hints: [], windows: [],
});
const out = {};
for (const lang of ["en", "ru"]) {
  setLang(lang);
  const theirs = state(0, view({}));
  const mine = state(0, view({ move: 5, current: 0 }), ["draw"]);
  const mineAgain = { ...mine }; // a redraw: the same moment
  const race = state(0, view({ move: 5, current: 0, race: { slapped_deck: [], slapped_pile: [] } }),
    ["slap deck", "slap pile"]);
  const done = { slapped_deck: [0], slapped_pile: [] };
  const slapped = state(0, view({ move: 5, current: 0, race: done }));
  const owed = { player: 0, card: "folklorist", task: "turn", key: "courage:turn:0:6", seconds: 9 };
  const task = state(0, view({ move: 6, current: 0, courage: { owed: [owed] } }), ["draw"]);
  const label = "etiquette shalun p2";
  const gift = { verb: "etiquette", label, actions: [label] };
  const chance = state(0, view({ move: 7, current: 1 }), [], [gift]);
  const watcher = (S) => ({ ...S, seat: -1 });
  out[lang] = {
    turn: alertOf(theirs, mine), redraw: alertOf(mine, mineAgain), after: alertOf(mine, theirs),
    race: alertOf(mine, race), raceAgain: alertOf(race, { ...race }), slapped: moment(slapped),
    task: alertOf(theirs, task), chance: alertOf(theirs, chance),
    chanceAgain: alertOf(chance, { ...chance }),
    watcher: [alertOf(watcher(theirs), watcher(mine)), alertOf(watcher(mine), watcher(race)),
      alertOf(watcher(theirs), watcher(chance)), moment(watcher(mine)), moment(watcher(race))],
    moments: [moment(theirs), moment(mine), moment(race), moment(task), moment(chance)],
    titles: [titleOf(moment(mine)), titleOf(moment(race)), titleOf(moment(chance)),
      titleOf(moment(task)), titleOf(moment(theirs))],
  };
}
console.log(JSON.stringify(out));
"""


@pytest.fixture(scope="module")
def got() -> dict[str, Any]:
    result: dict[str, Any] = run_page_script(SCRIPT)
    return result


def test_each_moment_alerts_once_on_the_change_that_starts_it(got: dict[str, Any]) -> None:
    for lang in ("en", "ru"):
        g = got[lang]
        assert g["turn"]["kind"] == "turn"
        assert g["race"]["kind"] == "race"
        assert g["task"]["kind"] == "task"
        assert g["chance"]["kind"] == "window"
        # the same moment drawn again, or a moment that ends, alerts nothing
        assert g["redraw"] is None and g["raceAgain"] is None and g["chanceAgain"] is None
        assert g["after"] is None
        # a slap race this seat has slapped in is no longer its moment: its turn is
        assert g["slapped"] == "turn"
    assert got["en"]["turn"]["text"] == "Your turn"
    assert got["ru"]["turn"]["text"] == "Ваш ход"
    assert "Give" in got["en"]["chance"]["text"]
    assert "Вручить" in got["ru"]["chance"]["text"]


def test_a_spectator_is_never_alerted(got: dict[str, Any]) -> None:
    for lang in ("en", "ru"):
        assert got[lang]["watcher"] == [None, None, None, None, None]


def test_the_title_names_the_moment_and_is_the_name_again_after(got: dict[str, Any]) -> None:
    assert got["en"]["moments"] == [None, "turn", "race", "task", "window"]
    assert got["en"]["titles"] == [
        "• Your turn — Svintus",
        "• A race! — Svintus",
        "• Your chance — Svintus",
        "• Your task — Svintus",
        "Svintus",
    ]
    assert got["ru"]["titles"] == [
        "• Ваш ход — Свинтус",
        "• Гонка! — Свинтус",
        "• Ваш шанс — Свинтус",
        "• Ваше задание — Свинтус",
        "Свинтус",
    ]
