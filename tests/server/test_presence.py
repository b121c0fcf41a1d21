"""Presence (issue 24 point 6): an absent person shows offline, a bot of the table's
level plays their seat after two timeouts in a row (or when the creator hands it over),
the record notes the bot's actions, and the person takes the seat back on return.
Through real WebSocket clients."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

from svintus.phrases import Feed
from svintus.server import ServerConfig
from svintus.table import TableConfig

from .conftest import Client, LiveServer, start_server


def _events(c: Client, kind: str) -> list[dict[str, Any]]:
    return [e for m in c.received if m["type"] == "state" for e in m["events"] if e["kind"] == kind]


def _wait_event(c: Client, kind: str, player: int, seconds: float = 30) -> dict[str, Any]:
    deadline = time.monotonic() + seconds
    while True:
        found = [e for e in _events(c, kind) if e["player"] == player]
        if found:
            return found[-1]
        left = deadline - time.monotonic()
        assert left > 0, f"no {kind} event for seat {player}: {c.received[-3:]}"
        c.drain(min(0.2, left))


def _with_event(c: Client, kind: str, player: int) -> dict[str, Any]:
    """The state message that told ``kind`` of ``player`` first."""
    return next(
        m
        for m in c.received
        if m["type"] == "state"
        and any(e["kind"] == kind and e["player"] == player for e in m["events"])
    )


def _seat(c: Client, i: int) -> dict[str, Any]:
    assert c.state is not None
    seat: dict[str, Any] = c.state["table"]["seats"][i]
    return seat


def _table(live: LiveServer) -> tuple[str, Client, int, str]:
    """Anna (the creator) and Boris at a table with a bot; Boris's seat and token."""
    code = live.create(
        players=3, bots=1, bot_level="easy", options={"turn_seconds": 1.0, "hand_size": 7}
    )
    _, token_a = live.join(code, "Anna")
    seat_b, token_b = live.join(code, "Boris")
    anna = live.client(code, token_a)
    boris = live.client(code, token_b)
    boris.drain(0.5)
    boris.close()
    return code, anna, seat_b, token_b


def test_an_absent_person_is_offline_then_a_bot_plays_then_they_take_it_back(
    live: LiveServer,
) -> None:
    code, anna, b, token_b = _table(live)
    _wait_event(anna, "offline", b, 15)  # within seconds of the drop
    seats = _with_event(anna, "offline", b)["table"]["seats"]
    assert seats[b]["offline"] is True and seats[b]["stand_in"] is False
    stand_in = _wait_event(anna, "stand_in", b, 60)  # two timeouts in a row (1 s turns)
    assert stand_in["reason"] == "timeouts"
    assert _with_event(anna, "stand_in", b)["table"]["seats"][b]["stand_in"] is True
    # the bot plays Boris's turns: actions of his seat other than timeouts
    mine = f"p{b + 1} "
    deadline = time.monotonic() + 60
    played: list[str] = []
    while not played and time.monotonic() < deadline:
        anna.drain(0.2)
        since = False
        for m in anna.received:
            if m["type"] != "state":
                continue
            if any(e["kind"] == "stand_in" for e in m["events"]):
                since = True
            action = m.get("action") or ""
            if since and action.startswith(mine) and "timeout" not in action:
                played.append(action)
    assert played, "the stand-in bot made no action for the absent seat"
    stored = live.call(lambda: _stand_in_rows(live, code))
    assert stored and set(stored.values()) == {"easy"}
    # Boris comes back: online, and the seat is his again
    boris = live.client(code, token_b)
    _wait_event(anna, "online", b, 15)
    _wait_event(anna, "took_back", b, 15)
    anna.drain(0.3)
    assert _seat(anna, b)["offline"] is False and _seat(anna, b)["stand_in"] is False
    assert _events(boris, "took_back")  # his own page's history tells him too
    boris.close()


def _stand_in_rows(live: LiveServer, code: str) -> dict[int, str]:
    table = live.registry.get(code)
    assert table is not None
    return live.storage.stand_in_actions(table.game_id)


def test_only_the_creator_hands_a_seat_to_a_bot_and_a_refusal_changes_nothing(
    live: LiveServer,
) -> None:
    """Issue 24 point 6: anyone but the creator gets one clear ``illegal`` error and the
    table is as it was; the creator may hand an absent person's seat."""
    code = live.create(players=3, bots=0, options={"turn_seconds": 30.0})
    _, token_a = live.join(code, "Anna")
    _, token_b = live.join(code, "Boris")
    seat_c, token_c = live.join(code, "Vera")
    anna, boris, vera = (live.client(code, t) for t in (token_a, token_b, token_c))
    boris.drain(0.3)
    assert boris.state is not None and boris.state["table"]["creator"] == 0
    before = len(boris.received)
    boris.send({"type": "stand_in", "seat": seat_c})  # not the creator
    error = boris.error()
    assert error["code"] == "illegal" and "creator" in error["message"]
    boris.drain(0.3)
    assert not _events(boris, "stand_in")
    assert [m["type"] for m in boris.received[before:]] == ["error"]  # nothing else
    assert _seat(boris, seat_c)["stand_in"] is False
    anna.send({"type": "stand_in", "seat": 0})  # her own seat
    assert anna.error()["code"] == "illegal"
    anna.send({"type": "stand_in", "seat": "two"})
    assert anna.error()["code"] == "bad_message"
    anna.send({"type": "stand_in", "seat": 9})
    assert anna.error()["code"] == "illegal"
    vera.send({"type": "take_back"})  # no bot plays her seat
    assert vera.error()["code"] == "illegal"
    vera.close()
    time.sleep(0.3)
    anna.send({"type": "stand_in", "seat": seat_c})
    event = _wait_event(anna, "stand_in", seat_c, 15)
    assert event["reason"] == "handed"
    assert _seat(anna, seat_c)["stand_in"] is True
    anna.send({"type": "stand_in", "seat": seat_c})  # twice
    assert "already" in anna.error()["message"]
    boris.drain(0.3)
    assert _seat(boris, seat_c)["stand_in"] is True
    assert not _events(boris, "took_back")


def test_the_creator_hands_a_present_persons_seat_and_they_take_it_back(
    live: LiveServer,
) -> None:
    """A friend who left the page open and walked off: the creator hands the seat to a
    bot, which plays it; the friend takes it back by saying so (``take_back``), or by
    playing themselves."""
    code = live.create(
        players=3, bots=1, bot_level="easy", options={"turn_seconds": 1.0, "hand_size": 7}
    )
    _, token_a = live.join(code, "Anna")
    b, token_b = live.join(code, "Boris")
    anna, boris = live.client(code, token_a), live.client(code, token_b)
    anna.send({"type": "stand_in", "seat": b})
    event = _wait_event(boris, "stand_in", b, 15)
    assert event["reason"] == "handed"
    boris.drain(0.3)
    assert _seat(boris, b)["stand_in"] is True and _seat(boris, b)["offline"] is False
    deadline = time.monotonic() + 60
    mine = f"p{b + 1} "
    while time.monotonic() < deadline:  # the bot plays Boris's turns, not the clock
        boris.drain(0.2)
        acted = [m.get("action") or "" for m in boris.received if m["type"] == "state"]
        if any(a.startswith(mine) and "timeout" not in a for a in acted):
            break
    else:
        raise AssertionError("the bot made no action for the handed seat")
    boris.send({"type": "take_back"})
    _wait_event(anna, "took_back", b, 15)
    anna.drain(0.3)
    assert _seat(anna, b)["stand_in"] is False
    anna.send({"type": "stand_in", "seat": b})  # again; now Boris plays a card himself
    _wait_event(anna, "stand_in", b, 15)
    anna.received.clear()
    boris.drain(0.3)
    boris.send({"type": "chat", "text": "hi"})  # speech is not playing: the bot stays
    boris.drain(0.3)
    assert _seat(boris, b)["stand_in"] is True
    boris.send({"type": "action", "action": "draw"})  # his turn or not: he is back
    _wait_event(anna, "took_back", b, 15)
    anna.close()
    boris.close()


def test_a_bot_plays_a_seat_away_a_while_even_without_timeouts(tmp_path: Path) -> None:
    """60 s away (here 1.5 s, TableConfig.stand_in_seconds) is enough: no timeout needed."""
    config = ServerConfig(
        TableConfig(game_pause=0.2, idle_seconds=600, bot_pace=0.05, stand_in_seconds=1.5)
    )
    live, thread = start_server(tmp_path / "away.db", config)
    try:
        code = live.create(players=2, bots=0, options={"turn_seconds": 60.0})
        _, token_a = live.join(code, "Anna")
        _, token_b = live.join(code, "Boris")
        anna = live.client(code, token_a)
        boris = live.client(code, token_b)
        b = boris.seat
        assert b is not None
        boris.close()
        event = _wait_event(anna, "stand_in", b, 20)
        assert event["reason"] == "away"
        assert not [e for e in _events(anna, "timed_out") if e["player"] == b]
    finally:
        live.server.should_exit = True
        thread.join(30)
        live.storage.close()


def test_the_feed_tells_presence_in_both_languages_with_the_name_as_written() -> None:
    """The lines need no case of the name (any name, any gender, R14.8 words only)."""
    events = [
        {"kind": kind, "player": 1, "reason": "away", "t": 0}
        for kind in ("offline", "stand_in", "took_back", "online")
    ]
    for name in ("Аня", "Борис", "Zoë"):
        ru = [Feed("ru", ["Вера", name], 0).json(e) for e in events]
        en = [Feed("en", ["Vera", name], 0).json(e) for e in events]
        assert ru[0] == f"{name} не в сети"
        assert ru[1] == f"{name} не в сети: за этого игрока пока играет бот"
        assert all(name in line for line in ru + en)
        assert en[1] == f"{name} is away: a bot plays for them until they come back"
        assert not any(w in line for line in ru + en for w in ("stand_in", "reason", "True"))
