"""The 2.0 part of a seat's state: ``offers``, ``hints`` and ``windows`` (docs/protocol.md).

Each seat is sent its own legal 2.0 actions grouped for a generic panel, its own hints
and the windows its own view names, nothing of another seat (R14.8); a bad 2.0 action
from a client gets one error and changes nothing; the table's clock closes the windows
(R14.1, R14.2), so a game with races goes on while nobody answers.
"""

from __future__ import annotations

import json
import time
from typing import Any

from svintus.engine import Rules
from svintus.engine.game import Game
from svintus.engine.notation import parse_action
from svintus.table.offers import hint_texts, offers, offers_json

from .conftest import Client, LiveServer, pick

DECK = {"number": 1, "one_for_all": 2, "slippers": 2, "neither_nor": 2}
RACES = {"number": 2, "one_for_all": 6}  # One for All (R12.4), six of each colour
STANDING = ("away", "back", "touch", "wink")


def test_offers_group_the_variants_that_differ_only_in_chosen_cards() -> None:
    legal = [parse_action(t, 3) for t in ("p1 pay p2 G3", "p1 pay p2 R5", "p1 fist", "p1 draw")]
    got = offers(legal)
    assert [o.label for o in got] == ["pay p2", "fist"]  # draw has its own control
    pay, fist = got
    assert pay.choose == 1 and pay.actions == ("pay p2 G3", "pay p2 R5")
    assert pay.pick(["R5"]) == legal[1] and pay.pick(["B1"]) is None
    assert fist.choose == 0 and fist.to_json() == {
        "label": "fist",
        "verb": "fist",
        "help": fist.help,
        "actions": ["fist"],
    }
    assert "One for All" in fist.help
    assert offers_json(legal)[0]["cards"] == [["G3"], ["R5"]]


def test_hints_of_another_seat_are_never_sent() -> None:
    said = [parse_action("p1 say Oink", 3), parse_action("p2 say Woof", 3)]
    assert hint_texts(said, 0) == ["say Oink"]
    assert hint_texts(said, 1) == ["say Woof"]


def test_a_classic_game_has_no_offers() -> None:
    game = Game.new(Rules(players=3), 1)
    assert all(offers(game.legal_actions(p)) == [] for p in range(3))


def own_only(state: dict[str, Any], seat: int | None) -> int:
    """Check one state's 2.0 part against its own seat; the number of offers in it."""
    if seat is None:  # a spectator: nothing to do, nothing to suggest
        assert state.get("offers") == [] and state.get("hints") == []
        assert state.get("windows") == []
        return 0
    view = state["view"]
    legal = state["legal"]
    n = int(view["players"])
    for text in [*legal, *state["hints"]]:
        assert parse_action(f"p{seat + 1} {text}", n).player == seat
    for offer in state["offers"]:
        assert set(offer["actions"]) <= set(legal), offer
        for cards in offer.get("cards", []):
            rest = list(view["hand"])
            for card in cards:
                assert card in rest, (card, view["hand"])
                rest.remove(card)
    for window in state["windows"]:
        assert json.dumps(window["key"]) in json.dumps(view), window
    return len(state["offers"])


def test_each_seat_gets_its_own_2_0_actions_and_bad_ones_change_nothing(
    live: LiveServer,
) -> None:
    code = live.create(
        players=3,
        bots=1,
        bot_level="random",
        options={"custom_deck": DECK, "hand_size": 5, "turn_seconds": 1.5, "race_seconds": 1.0},
    )
    _, t0 = live.join(code, "Anna")
    _, t1 = live.join(code, "Boris")
    clients = [live.client(code, t0), live.client(code, t1)]
    watcher = live.client(code, None)
    offered = 0
    taken: list[str] = []
    acted: dict[int | None, tuple[int, int]] = {}
    deadline = time.monotonic() + 60
    while (offered < 3 or len(taken) < 2) and time.monotonic() < deadline:
        for c in clients:
            c.drain()
            state = c.state
            if state is None or state["view"] is None or state["table"]["status"] != "playing":
                continue
            key = (state["table"]["game"], state["seq"])
            if acted.get(c.seat) == key:
                continue
            mine = [o for o in state["offers"] if o["verb"] not in STANDING]
            offered += len(mine)
            action = mine[0]["actions"][0] if mine else None
            if action is None and state["view"]["current"] == c.seat:
                action = pick(state)
            if action is not None:
                c.send({"type": "action", "action": action})
                acted[c.seat] = key
                if mine:
                    taken.append(action)
    assert offered >= 3 and len(taken) >= 2, (offered, taken)
    for c in (*clients, watcher):
        c.drain(0.2)
        checked = [own_only(m, c.seat) for m in c.received if m["type"] == "state" and m["view"]]
        assert checked
    # a 2.0 action that is not this seat's to take: one error, nothing changes
    c = clients[0]
    c.ping()
    before = c.state
    assert before is not None
    c.send({"type": "action", "action": "pay p3 G9 G9 G9", "id": "bad"})
    error = c.error()
    assert error["code"] in ("illegal", "bad_notation", "not_your_turn", "too_late")
    assert error.get("id") == "bad" and error["message"]
    c.send({"type": "action", "action": "fist fist"})
    assert c.error()["code"] in ("illegal", "bad_notation")
    c.ping()
    assert not [m for m in c.received if m["type"] == "state" and "G9" in (m["action"] or "")]


def test_the_table_clock_closes_2_0_windows_and_every_awaited_bot_races(
    live: LiveServer,
) -> None:
    """R14.1/R14.2: a race the person never joins is closed by the table and the game
    goes on; R14.3: both bots put out their fists in a One for All, not only the one
    whose turn it was. The race window (5 s) is longer than two fists of a random bot
    (two delays of at most 2 s, Bot.race_delay), so both bots finish while the person
    never does and the clock closes the race."""
    code = live.create(
        players=3,
        bots=2,
        bot_level="random",
        options={"custom_deck": RACES, "hand_size": 5, "turn_seconds": 0.5, "race_seconds": 5.0},
    )
    _, token = live.join(code, "Anna")
    c: Client = live.client(code, token)
    # it ends as soon as both are seen (10-30 s here); a live deal from secrets can hold few
    # One for All cards early, and a loaded machine plays slowly: room for a long game
    deadline = time.monotonic() + 180
    closed = False
    fists: set[str] = set()
    played: set[int] = set()
    while not (closed and len(fists) == 2) and time.monotonic() < deadline:
        c.drain(0.1)
        # The person times out on every turn and so gathers the deck, One for All cards
        # too (CI once saw 60 moves of number cards): they play one when they can, and
        # then never put out a fist, so the race is still the clock's to close.
        state = c.state
        if state and state["view"] and state["view"]["current"] == c.seat:
            races = [a for a in state["legal"] if a.startswith("play ") and "one_for_all" in a]
            if races and state["seq"] not in played:
                played.add(state["seq"])
                c.send({"type": "action", "action": races[0]})
        done = [m["action"] for m in c.received if m["type"] == "state" and m.get("action")]
        closed = any(a.split()[0] in ("timeup", "lapse", "expire") for a in done)
        fists = {a.split()[0] for a in done if a.split()[1:2] == ["fist"]}
    assert closed, f"no 2.0 window was closed by the table's clock: {done[-60:]}"
    assert fists == {"p2", "p3"}, fists
