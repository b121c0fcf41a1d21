"""Whole games over real WebSockets against a real uvicorn server (docs/protocol.md)."""

from __future__ import annotations

import time
from pathlib import Path

from svintus.server import ServerConfig
from svintus.table import TableConfig

from .conftest import TIMEOUT, LiveServer, pick, play_until, start_server


def test_two_people_and_a_bot_play_a_match_then_a_rematch(live: LiveServer) -> None:
    code = live.create(
        players=3, bots=1, bot_level="random", options={"hand_size": 2, "match_points": 1}
    )
    s0, t0 = live.join(code, "Anna")
    s1, t1 = live.join(code, "Boris")
    assert (s0, s1) == (0, 1)
    a, b = live.client(code, t0), live.client(code, t1)
    spectator = live.client(code, None)
    assert spectator.seat is None
    play_until([a, b], lambda: a.state is not None and a.state["table"]["match_over"])
    over = a.state
    assert over is not None and over["table"]["status"] == "over"
    assert over["table"]["winner"] is not None
    assert sum(over["table"]["scores"]) >= 1
    spectator.wait(lambda m: m["type"] == "state" and m["table"]["match_over"])
    assert spectator.state is not None and spectator.state["view"]["hand"] is None
    assert spectator.state["legal"] == []
    # an action after the match is refused; a rematch starts a new match
    a.send({"type": "action", "action": "draw"})
    assert a.error()["code"] == "game_over"
    b.send({"type": "rematch"})
    started = a.wait(
        lambda m: m["type"] == "state" and any(e["kind"] == "game_started" for e in m["events"])
    )
    assert started["table"]["match"] == 1 and started["table"]["scores"] == [0, 0, 0]
    for c in (a, b, spectator):
        c.close()


def test_between_games_the_next_game_starts_by_itself(live: LiveServer) -> None:
    code = live.create(players=2, options={"hand_size": 1, "match_points": 500})
    _, t0 = live.join(code, "Anna")
    _, t1 = live.join(code, "Boris")
    a, b = live.client(code, t0), live.client(code, t1)
    play_until([a, b], lambda: a.state is not None and a.state["view"]["winner"] is not None)
    nxt = a.seen(
        lambda m: (
            m["type"] == "state"
            and any(e["kind"] == "game_started" and e["game"] == 1 for e in m["events"])
        )
    )
    assert nxt["table"]["status"] == "playing"
    assert len(nxt["table"]["history"]) == 1
    a.close()
    b.close()


def test_reconnect_with_the_token_returns_the_seat(live: LiveServer) -> None:
    code = live.create(players=2, options={"turn_seconds": 600})
    _, t0 = live.join(code, "Anna")
    _, t1 = live.join(code, "Boris")
    a = live.client(code, t0)
    assert a.state is not None
    hand = a.state["view"]["hand"]
    a.close()
    again = live.client(code, t0)
    assert again.seat == 0
    assert again.state is not None and again.state["view"]["hand"] == hand
    b = live.client(code, t1)
    assert b.seat == 1 and b.state is not None
    assert b.state["table"]["seats"][0]["connected"] is True
    again.close()
    b.wait(lambda m: m["type"] == "state" and m["table"]["seats"][0]["connected"] is False)
    b.close()


def test_stale_and_out_of_turn_actions(live: LiveServer) -> None:
    # no start card effects: no slap race or colour naming before the first turn
    code = live.create(players=2, options={"turn_seconds": 600, "start_card_effects": False})
    _, t0 = live.join(code, "Anna")
    _, t1 = live.join(code, "Boris")
    a, b = live.client(code, t0), live.client(code, t1)
    assert a.state is not None
    view = a.state["view"]
    mover, other = (a, b) if view["current"] == 0 else (b, a)
    other.send({"type": "action", "action": "draw", "id": "x1"})
    err = other.error()
    assert err["code"] == "not_your_turn" and err["id"] == "x1"
    move = view["move"]
    assert mover.state is not None
    action = pick(mover.state)
    assert action is not None
    mover.send({"type": "action", "action": action, "move": move})
    mover.wait(lambda m: m["type"] == "state" and m["seq"] == 1)
    # the same move number again is stale now
    mover.send({"type": "action", "action": "draw", "move": move})
    assert mover.error()["code"] in ("too_late", "not_your_turn")
    other.wait(lambda m: m["type"] == "state" and m["seq"] == 1)
    assert other.state is not None
    other.send({"type": "action", "action": "draw", "move": move})
    assert other.error()["code"] == "too_late"
    a.close()
    b.close()


def test_chat_is_speech_in_the_record(live: LiveServer) -> None:
    code = live.create(players=2, options={"turn_seconds": 600})
    _, t0 = live.join(code, "Anna")
    _, t1 = live.join(code, "Boris")
    a, b = live.client(code, t0), live.client(code, t1)
    a.send({"type": "chat", "text": "Привет, Boris?"})
    got = b.wait(lambda m: m["type"] == "state" and m["action"] is not None)
    assert got["action"] == "p1 say Привет, Boris?"
    spoke = [e for e in got["events"] if e["kind"] == "spoke"]
    assert spoke and spoke[0]["text"] == "Привет, Boris?" and spoke[0]["player"] == 0
    table = live.registry.live[code]
    game_id = table.game_id
    assert live.storage.actions(game_id)[-1][1] == "p1 say Привет, Boris?"
    a.close()
    b.close()


def test_a_table_of_bots_and_one_absent_person_times_out(live: LiveServer) -> None:
    """The clock supplies timeouts (R5.5) and the record keeps them (R14.1)."""
    code = live.create(players=2, bots=1, bot_level="random", options={"turn_seconds": 0.5})
    _, t0 = live.join(code, "Anna")
    a = live.client(code, t0)
    a.wait(
        lambda m: (
            m["type"] == "state"
            and any(e["kind"] == "timed_out" and e["player"] == 0 for e in m["events"])
        )
    )
    table = live.registry.live[code]
    texts = [t for _, t in live.storage.actions(table.game_id)]
    assert "timeout p1" in texts
    a.close()


def test_an_empty_table_pauses_and_resumes_when_a_player_returns(tmp_path: Path) -> None:
    config = ServerConfig(TableConfig(game_pause=0.2, idle_seconds=0.3, bot_pace=0.05))
    live, thread = start_server(tmp_path / "idle.db", config)
    try:
        code = live.create(players=2, bots=1, bot_level="random", options={"turn_seconds": 0.5})
        _, token = live.join(code, "Anna")
        table = live.registry.live[code]
        deadline = time.monotonic() + TIMEOUT
        while not live.call(lambda: table.paused):  # nobody connected: the clock stops
            assert time.monotonic() < deadline
            time.sleep(0.05)
        seq = live.call(lambda: table.seq)
        time.sleep(1.5)  # three turn times: no timeout, no bot move while paused
        assert live.call(lambda: table.seq) == seq
        a = live.client(code, token)
        assert a.state is not None and a.state["table"]["paused"] is False
        a.wait(lambda m: m["type"] == "state" and m["seq"] > seq)  # the clock runs again
        a.close()
    finally:
        live.server.should_exit = True
        thread.join(TIMEOUT)
        live.storage.close()
