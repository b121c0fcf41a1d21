"""The table never stalls (issue 24 point 7, R14.1, R14.2, R12.2): bots answer every
round of a repeated phase, so a Russian Roulette with bots and a person who never flips,
at the relaxed pace (a 15 s turn), ends on the bots' flips, not on the clock's lapses."""

from __future__ import annotations

import time
from typing import Any

from .conftest import Client, LiveServer

ROULETTES = {"number": 1, "russian_roulette": 6}  # Russian Roulette (R12.2), many of them


def _roulette(view: Any) -> dict[str, Any] | None:
    """The duel part of a view while a Russian Roulette is under way."""
    if isinstance(view, dict):
        if view.get("phase") == "russian_roulette" and "awaiting" in view:
            return view
        for value in view.values():
            found = _roulette(value)
            if found is not None:
                return found
    return None


def _my_turn_play(state: dict[str, Any], seat: int) -> str | None:
    """On the person's own turn outside a roulette: a Russian Roulette card if one fits
    (the person owns the roulette; the bots flip), else a draw, then a pass."""
    view = state.get("view") or {}
    if view.get("current") != seat or _roulette(view) is not None:
        return None
    legal = state.get("legal") or []
    roulettes = [a for a in legal if a.startswith("play ") and "russian_roulette" in a]
    for choice in (roulettes[:1], [a for a in legal if a in ("draw", "pass")]):
        if choice:
            return choice[0]
    return None


def test_r12_2_bots_flip_every_round_of_a_roulette_at_the_relaxed_pace(
    live: LiveServer,
) -> None:
    """A person plays their own Russian Roulettes (and draws otherwise) and never flips;
    two bots flip in turn (R12.2) at a 15 s turn: every flip of a bot is the bot's own,
    none is the clock's lapse, also in a bot's second and later rounds."""
    code = live.create(
        players=3,
        bots=2,
        bot_level="normal",
        options={"custom_deck": ROULETTES, "hand_size": 5, "turn_seconds": 15.0},
    )
    _, token = live.join(code, "Anna")
    c: Client = live.client(code, token)
    person = c.seat
    assert person is not None
    deadline = time.monotonic() + 420  # 2 s to a minute alone; a loaded machine, minutes
    awaited: list[int] | None = None  # who the roulette waits for, in the last state
    flips: dict[str, int] = {}  # the bots' flips in the roulette under way, by player
    lapses_on_bots: list[list[int]] = []
    repeated = False  # a roulette ended in which a bot flipped in two of its rounds
    sent: set[int] = set()
    while not repeated and time.monotonic() < deadline:
        msg = c.recv()
        if msg["type"] != "state":
            continue
        action = msg.get("action") or ""
        if action.startswith("lapse") and awaited is not None and person not in awaited:
            lapses_on_bots.append(awaited)
        who, _, verb = action.partition(" ")
        if verb == "flip" and who != f"p{person + 1}":
            flips[who] = flips.get(who, 0) + 1
        roulette = _roulette(msg["view"])
        if roulette is None and awaited is not None:  # a roulette is over
            repeated = max(flips.values(), default=0) >= 2
            flips = {}
        awaited = None if roulette is None else list(roulette["awaiting"] or [])
        assert not lapses_on_bots, f"the table waited out bots' flips: {lapses_on_bots}"
        play = _my_turn_play(msg, person)
        if play is not None and msg["seq"] not in sent:
            sent.add(msg["seq"])
            c.send({"type": "action", "action": play})
    assert repeated, "no Russian Roulette in which a bot flipped twice was played in time"


GIFTS = {"number": 1, "shevelis": 8}  # Shevelis! (R10.2), one in most hands


def _giver_ready(c: Client) -> str | None:
    """The opening of a Shevelis! gift this seat may give now (its cards are then chosen
    one at a time, engine/choosing.py), if any."""
    state = c.state
    if state is None:
        return None
    return next((a for a in state["legal"] if "etiquette shevelis" in a), None)


def test_r14_2_a_gifts_cards_chosen_by_the_giver_hold_the_receivers_turn_not_restart_it(
    live: LiveServer,
) -> None:
    """While the giver of a Shevelis! names its two penalty cards the receiver's turn
    waits (the law: only the choice's clock runs); its time is held and given back, not
    restarted: the turn then has at most what it had left (8 s turn, Shevelis! at 5 s)."""
    code = live.create(
        players=2, bots=0, options={"custom_deck": GIFTS, "hand_size": 6, "turn_seconds": 8.0}
    )
    _, token_a = live.join(code, "Anna")
    _, token_b = live.join(code, "Boris")
    clients = [live.client(code, token_a), live.client(code, token_b)]
    deadline = time.monotonic() + 120
    opening: str | None = None
    giver: Client | None = None
    while opening is None and time.monotonic() < deadline:
        for c in clients:
            c.drain(0.05)
            found = _giver_ready(c)
            if found is not None:
                opening, giver = found, c
                break
    assert opening is not None and giver is not None, "no Shevelis! gift was offered"
    giver.send({"type": "action", "action": opening})
    held = giver.wait(lambda m: m["type"] == "state" and m["view"].get("choice") is not None)
    clock = held["clock"]
    assert clock["turn_ms_left"] is None
    assert clock["turn_ms_held"] is not None and clock["turn_ms_held"] <= 3200
    for _ in range(2):  # the giver names the two cards, one at a time
        state = giver.state
        assert state is not None
        give = next(a for a in state["legal"] if "give" in a.split()[:2])
        giver.send({"type": "action", "action": give})
        seq = state["seq"]
        giver.wait(lambda m, seq=seq: m["type"] == "state" and m["seq"] > seq)
    after = giver.state
    assert after is not None and after["view"].get("choice") is None
    assert after["view"]["current"] == held["view"]["current"]  # the same turn goes on
    left = after["clock"]["turn_ms_left"]
    assert left is not None and left <= clock["turn_ms_held"] + 50, (left, clock)
