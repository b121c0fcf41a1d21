"""A seat a bot plays for its person (issue 24 point 6; docs/web.md "Presence"), as the
page's pure functions run under node: while the table says `stand_in` for this page's own
seat, the page never tells its person «Ваш ход» / "Your turn" nor fires a turn, window,
task or race alert (sound, vibration, the tab's title), and does not scroll them back to
the table or show a first-time tip; the status line says, in the page's language, that a
bot plays their seat and how to play again. Once they take it back, all of it is theirs
again."""

from __future__ import annotations

from typing import Any

import pytest

from .web_node import run_page_script

SCRIPT = """
globalThis.localStorage = { getItem: () => null, setItem: () => {}, removeItem: () => {} };
globalThis.document = { documentElement: {} };
globalThis.navigator = { language: "en" };
const { alertOf, moment, titleOf } = await import("%(web)s/moments.js");
const { statusText } = await import("%(web)s/status.js");
const { announce } = await import("%(web)s/announce.js");
const { askedKey } = await import("%(web)s/inview.js");
const { nextTip } = await import("%(web)s/hints.js");
const { setLang } = await import("%(web)s/i18n.js");
const seats = (standIn) => [
  { name: "Anna", stand_in: standIn }, { bot: "normal" }, { name: "Boris", stand_in: false },
];
const view = (over) => ({
  move: 4, current: 1, winner: null, players: 3, hand: ["G3", "K:khapyozh"], hand_sizes: [2, 5, 5],
  top: "G5", deck_size: 40, pile_size: 3, direction: 1, pending: null, chain: null, ...over,
});
const state = (standIn, v, legal = [], offers = []) => ({
  seat: 0, view: v, legal, offers, table: { seats: seats(standIn), status: "playing" },
  rules: {}, hints: [], windows: [], events: [],
});
const label = "etiquette shalun p2";
const gift = { verb: "etiquette", label, actions: [label] };
const owed = { player: 0, card: "folklorist", task: "turn", key: "courage:turn:0:6", seconds: 9 };
const out = {};
for (const lang of ["en", "ru"]) {
  setLang(lang);
  const row = {};
  for (const standIn of [true, false]) {
    const theirs = state(standIn, view({}));
    const mine = state(standIn, view({ move: 5, current: 0 }), ["draw", "play G3"]);
    const open = { slapped_deck: [], slapped_pile: [] };
    const race = state(standIn, view({ move: 5, current: 0, race: open }), ["slap deck"]);
    const task = state(standIn, view({ move: 6, current: 0, courage: { owed: [owed] } }), ["draw"]);
    const chance = state(standIn, view({ move: 7, current: 1 }), [label], [gift]);
    const khapyozh = { kind: "khapyozh", count: 3, target: 0 };
    const pending = state(standIn, view({ move: 8, current: 0, pending: khapyozh }), ["accept"]);
    row[standIn ? "bot" : "person"] = {
      alerts: [alertOf(theirs, mine), alertOf(mine, race), alertOf(theirs, task),
        alertOf(theirs, chance)],
      moments: [moment(mine), moment(race), moment(task), moment(chance)],
      title: titleOf(moment(mine)),
      status: [statusText(mine), statusText(pending), statusText(theirs)],
      said: announce(theirs, mine, []),
      asked: askedKey(mine),
      tip: nextTip(pending, null, false, 0),
    };
  }
  // the moment a bot starts to play the seat is said once; then nothing while it plays
  const before = state(false, view({}));
  const handed = state(true, view({}));
  row.handed = [announce(before, handed, []), announce(handed, { ...handed }, [])];
  out[lang] = row;
}
console.log(JSON.stringify(out));
"""

SAYS = {
    "en": "A bot is playing your seat. To play again, press “Back in the game” or make a move",
    "ru": "За вас играет бот. Чтобы играть снова, нажмите «Вернуться в игру» или сделайте ход",
}
TURN = {"en": "Your turn", "ru": "Ваш ход"}


@pytest.fixture(scope="module")
def got() -> dict[str, Any]:
    result: dict[str, Any] = run_page_script(SCRIPT)
    return result


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_seat_a_bot_plays_fires_no_alert_and_is_in_no_moment(
    got: dict[str, Any], lang: str
) -> None:
    bot = got[lang]["bot"]
    assert bot["alerts"] == [None, None, None, None]
    assert bot["moments"] == [None, None, None, None]
    assert TURN[lang] not in bot["title"] and not bot["title"].startswith("•")
    assert bot["asked"] == "" and bot["tip"] is None
    # the person playing the seat again: every alert and moment is theirs, as before
    person = got[lang]["person"]
    assert [a["kind"] for a in person["alerts"]] == ["turn", "race", "task", "window"]
    assert person["moments"] == ["turn", "race", "task", "window"]
    assert person["title"].startswith(f"• {TURN[lang]}")
    assert person["asked"] != "" and person["tip"] is not None


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_status_says_a_bot_plays_the_seat_and_how_to_come_back(
    got: dict[str, Any], lang: str
) -> None:
    bot = got[lang]["bot"]
    # on its turn, with a penalty on it, on another's turn: the same plain sentence
    assert bot["status"] == [SAYS[lang]] * 3
    assert bot["said"] == [] or bot["said"] == [SAYS[lang]]
    assert all(TURN[lang] not in line for line in bot["said"])
    assert got[lang]["person"]["status"][0] == TURN[lang]
    assert got[lang]["person"]["said"] == [TURN[lang]]
    # a screen reader hears it once, when the bot starts to play the seat
    assert got[lang]["handed"] == [[SAYS[lang]], []]
