"""R14.8 over the wire: no message shows a card its receiver may not know.

Two people and two bots play whole games while every message to each person and to a
spectator is kept. Afterwards each game is replayed from the stored record: for a state
at ``seq`` k of game g, the cards under any ``hand``, ``cards`` or ``drawn`` key must be
exactly the receiver's own hand after the first k actions (``hand``), or a part of it.
"""

from __future__ import annotations

from typing import Any

import pytest

from svintus.engine.cards import card_name
from svintus.engine.game import Game
from svintus.engine.notation import parse_action
from svintus.engine.record import Record
from svintus.engine.rules import Rules

from .conftest import Client, LiveServer, play_until

SECRET_KEYS = ("hand", "cards", "drawn")


def secret_cards(node: Any, out: list[str]) -> None:
    """Every card name found under a secret key anywhere in ``node``."""
    if isinstance(node, dict):
        for key, value in node.items():
            if isinstance(value, int):  # a count (Reshuffled: cards in the new deck)
                continue
            if key in SECRET_KEYS and value is not None:
                out.extend([value] if isinstance(value, str) else value)
            else:
                secret_cards(value, out)
    elif isinstance(node, list):
        for item in node:
            secret_cards(item, out)


def hands_after(record: Record) -> list[list[list[str]]]:
    """hands_after(record)[k][seat]: the hands after the first k actions."""
    game = Game.new(record.rules, record.seed, record.dealer)
    out = [[[card_name(f) for f in h] for h in game.hands]]
    for _, action in record.actions:
        game.apply(action)
        out.append([[card_name(f) for f in h] for h in game.hands])
    return out


@pytest.mark.parametrize(
    ("players", "recipe", "bots", "points"),
    [(4, "classic", 2, 20), (2, "artistic", 0, 6)],  # artistic: Svinorost, Temnodel (R9)
)
def test_no_message_leaks_another_hand_or_the_deck(
    live: LiveServer, players: int, recipe: str, bots: int, points: int
) -> None:
    code = live.create(
        players=players,
        recipe=recipe,
        bots=bots,
        bot_level="random",
        options={"hand_size": 4, "match_points": points, "turn_seconds": 1.5, "slap_seconds": 0.5},
    )
    _, t0 = live.join(code, "Anna")
    _, t1 = live.join(code, "Boris")
    a, b = live.client(code, t0), live.client(code, t1)
    watcher = live.client(code, None)
    play_until([a, b], lambda: a.state is not None and a.state["table"]["match_over"], 240)
    for c in (a, b, watcher):
        c.drain(0.3)

    table = live.registry.live[code]
    rules = Rules.from_json(table.rules.to_json())
    games = live.storage.games(code, 0)
    assert games and games[-1].winner is not None
    replays = {}
    for g in games:
        actions = [(t, parse_action(x, rules.players)) for t, x in live.storage.actions(g.id)]
        replays[g.idx] = hands_after(Record(rules, g.seed, g.dealer, actions))

    checked = 0
    for client in (a, b, watcher):
        for msg in client.received:
            if msg["type"] != "state" or msg["view"] is None:
                assert msg["type"] == "welcome" or not _has_secret(msg), msg
                continue
            seen: list[str] = []
            secret_cards(msg, seen)
            hands = replays[msg["table"]["game"]][msg["seq"]]
            if client.seat is None:
                assert seen == [], f"a spectator was sent cards: {seen}"
                chain = msg["view"].get("chain") or {}
                assert all(d["card"] is None for d in chain.get("dark", []))
                continue
            own = hands[client.seat]
            assert msg["view"]["hand"] == own
            assert set(seen) <= set(own), (seen, own)
            for e in msg["events"]:
                if isinstance(e.get("cards"), list):  # a reshuffle's "cards" is a count
                    assert e["kind"] in ("took", "dark_taken") and e["player"] == client.seat
                if e["kind"] == "dark_card" and e["card"] is not None:
                    assert e["player"] == client.seat  # a face-down card: its owner's only
            chain = msg["view"].get("chain") or {}
            for dark in chain.get("dark", []):
                assert dark["card"] is None or dark["by"] == client.seat
            checked += 1
    # Both seated players got at least the deal and the match's end; how many states more
    # depends on how long the (random) match ran.
    assert checked >= 4


def _has_secret(msg: dict[str, Any]) -> bool:
    found: list[str] = []
    secret_cards(msg, found)
    return bool(found)


def test_a_client_cannot_act_for_another_seat(live: LiveServer) -> None:
    code = live.create(players=2, options={"turn_seconds": 600})
    _, t0 = live.join(code, "Anna")
    live.join(code, "Boris")
    a: Client = live.client(code, t0)
    a.send({"type": "action", "action": "p2 draw"})
    assert a.error()["code"] == "bad_notation"
    a.send({"type": "action", "action": "timeout p2"})
    assert a.error()["code"] == "bad_notation"
    a.send({"type": "action", "action": "close race"})
    assert a.error()["code"] == "bad_notation"
    a.send({"type": "action", "action": "say hello"})
    assert a.error()["code"] == "bad_notation"
    assert a.state is not None and a.state["seq"] == 0
    a.close()
