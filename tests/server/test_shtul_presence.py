"""R10.2 Shtul!: at a digital table a player whose connection dropped has left their
seat. The table applies ``away`` for them when their last connection closes and ``back``
when they return, so the Shtul! window opens and the record says why."""

from __future__ import annotations

from typing import Any

from .conftest import LiveServer

DECK = {"number": 2, "shtul": 2, "polisvin": 2}  # R10: an Etiquette deck


def away(state: dict[str, Any]) -> list[int]:
    part = state["view"].get("etiquette") or {}
    return list(part.get("away", []))


def test_a_dropped_connection_leaves_the_seat_and_a_return_comes_back(live: LiveServer) -> None:
    code = live.create(players=2, options={"custom_deck": DECK, "turn_seconds": 30})
    _, t0 = live.join(code, "Anna")
    _, t1 = live.join(code, "Boris")
    anna = live.client(code, t0)
    boris = live.client(code, t1)
    anna.wait(lambda m: m["type"] == "state" and m["table"]["status"] == "playing")
    state = anna.wait(lambda m: m["type"] == "state" and m["view"] is not None)
    assert away(state) == []
    boris.close()
    state = anna.wait(lambda m: m["type"] == "state" and m["view"] is not None and away(m) == [1])
    assert any(e.get("kind") == "away" and e.get("player") == 1 for e in state["events"])
    boris = live.client(code, t1)
    state = boris.wait(lambda m: m["type"] == "state" and m["view"] is not None and away(m) == [])
    anna.wait(lambda m: m["type"] == "state" and m["view"] is not None and away(m) == [])
    # the record holds both actions: a restart replays the same presence
    game_id = live.call(lambda: live.registry.live[code].game_id)
    texts = [text for _, text in live.call(lambda: live.storage.actions(game_id))]
    assert "p2 away" in texts and texts.index("p2 away") < texts.index("p2 back")
    anna.close()
    boris.close()


def test_a_classic_table_applies_no_presence_actions(live: LiveServer) -> None:
    code = live.create(players=2)
    _, t0 = live.join(code, "Anna")
    _, t1 = live.join(code, "Boris")
    anna = live.client(code, t0)
    boris = live.client(code, t1)
    anna.wait(lambda m: m["type"] == "state" and m["view"] is not None)
    boris.close()
    state = anna.wait(lambda m: m["type"] == "state" and m["view"] is not None)
    anna.drain(0.3)
    assert all(
        e.get("kind") not in ("away", "back")
        for m in anna.received
        if m["type"] == "state"
        for e in m.get("events", [])
    )
    assert "etiquette" not in state["view"]
    anna.close()
