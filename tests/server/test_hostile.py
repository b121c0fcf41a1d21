"""Issue #14, points 2 and 5: text that cannot hurt, writers that cannot go deaf, a failed
store that hands out no fresh clock, and actions that answer the last state sent.

Hypothesis sends arbitrary Unicode (lone surrogates and control characters included) in
every field of every message type and of the lobby's bodies over a real server: each
bad string is refused with one error naming the field, nothing at the table changes,
and every connection keeps getting its messages.
"""

from __future__ import annotations

import asyncio
import json
import time
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from sqlalchemy import text

from svintus.server.text import json_problem, text_problem
from svintus.server.ws import Connection
from svintus.table.protocol import Relayed

from .conftest import Client, LiveServer

BAD = ["\ud800", "a\udfffb", "\x00", "line\nbreak", "\x1b[31m", "\x7f", "\x9b"]
GOOD = ["Привет", "🐷‍🔥 хрю", "Oink!", "ñ", "中文", "\u200d"]


@pytest.mark.parametrize("value", BAD)
def test_bad_text_is_named(value: str) -> None:
    problem = text_problem(value)
    assert problem is not None and "U+" in problem
    assert json_problem({"options": {"recipe": value}}) is not None
    assert "options.recipe" in (json_problem({"options": {"recipe": value}}) or "")


@pytest.mark.parametrize("value", GOOD)
def test_good_text_passes(value: str) -> None:
    assert text_problem(value) is None
    assert json_problem({"name": value, "list": [value, 1, None]}) is None


@given(st.text())
def test_text_problem_is_exactly_surrogates_and_controls(value: str) -> None:
    bad = any(0xD800 <= ord(c) <= 0xDFFF or ord(c) < 0x20 or 0x7F <= ord(c) <= 0x9F for c in value)
    assert (text_problem(value) is not None) == bad
    if not bad:
        value.encode("utf-8")  # clean text always encodes


def table_with_two(live: LiveServer, **options: Any) -> tuple[str, Client, Client, Client]:
    code = live.create(players=2, options={"turn_seconds": 600, **options})
    _, t0 = live.join(code, "Anna")
    _, t1 = live.join(code, "Boris")
    a, b = live.client(code, t0), live.client(code, t1)
    watcher = live.client(code, None)
    return code, a, b, watcher


FIELDS = [
    ("chat", "text"),
    ("chat", "id"),
    ("ping", "id"),
    ("rematch", "id"),
    ("action", "action"),
    ("action", "id"),
    ("shown", "id"),
    ("pong", "n"),
    ("feat", "do"),
    ("feat", "feat"),
    ("feat", "text"),
    ("feat", "id"),
    ("oink\ud800", "type"),
]


@pytest.mark.parametrize("value", ["\ud800", "\x07", "x\ud83dy"])
def test_bad_text_in_any_field_is_refused_and_nobody_goes_deaf(
    live: LiveServer, value: str
) -> None:
    code, a, b, watcher = table_with_two(live)
    seq = a.state["seq"] if a.state else 0
    for kind, field in FIELDS:
        msg: dict[str, Any] = {"type": kind if field != "type" else value}
        if kind == "action" and field != "action":
            msg["action"] = "draw"
        if kind == "chat" and field != "text":
            msg["text"] = "hi"
        if kind == "feat" and field != "do":
            msg["do"] = "answer"
        msg[field] = value
        a.send_raw(json.dumps(msg, ensure_ascii=True))
        err = a.error()
        assert err["code"] in ("bad_text", "unknown_type"), err
        assert "id" not in err, err  # a bad id is never echoed
    # nothing changed, and every connection still hears the table
    a.send({"type": "chat", "text": "still here"})
    for c in (a, b, watcher):
        got = c.wait(lambda m: m["type"] == "state" and m["action"] == "p1 say still here")
        assert got["seq"] == seq + 1
    stored = [t for g in live.storage.games(code, 0) for _, t in live.storage.actions(g.id)]
    assert stored == ["p1 say still here"]
    for c in (a, b, watcher):
        c.close()


def test_a_bad_token_in_hello_is_refused(live: LiveServer) -> None:
    code = live.create(players=2)
    from .conftest import raw_connect

    ws = raw_connect(f"{live.ws_url}/ws/{code}")
    ws.send(json.dumps({"type": "hello", "v": 2, "token": "\ud800"}, ensure_ascii=True))
    reply = json.loads(ws.recv(timeout=10))
    assert reply["type"] == "error" and reply["code"] == "bad_hello"
    assert "U+D800" in reply["message"]
    ws.close()


@pytest.mark.parametrize(
    ("path", "body"),
    [
        ("/api/tables", '{"recipe": "\\ud800"}'),
        ("/api/tables", '{"options": {"bad\\u0000": 1}}'),
        ("/api/tables/ABCDEF/join", '{"name": "Anna\\ud800"}'),
        ("/api/tables/ABCDEF/join", '{"name": "An\\u001bna"}'),
    ],
)
def test_lobby_bodies_with_bad_text_are_refused(live: LiveServer, path: str, body: str) -> None:
    code = live.create(players=2)
    with live.http() as http:
        r = http.post(path.replace("ABCDEF", code), content=body.encode())
    assert r.status_code == 400, r.text
    assert r.json()["error"]["code"] == "bad_request"
    assert "U+" in r.json()["error"]["message"]
    assert live.storage.load_table(code) is not None
    assert all(s.name is None for s in live.storage.load_table(code).seats)  # type: ignore[union-attr]


@settings(
    max_examples=90,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(
    kind=st.sampled_from(
        ["hello", "action", "chat", "rematch", "shown", "ping", "pong", "feat", "oink"]
    ),
    fields=st.dictionaries(
        st.sampled_from(
            ["text", "id", "action", "move", "token", "v", "game", "n", "do", "feat", "x"]
        ),
        st.one_of(
            st.text(max_size=40),
            st.integers(),
            st.none(),
            st.booleans(),
            st.lists(st.text(max_size=5), max_size=3),
        ),
        max_size=4,
    ),
)
def test_fuzzed_messages_change_nothing_and_deafen_no_one(
    fuzz_table: tuple[LiveServer, str, Client, Client], kind: str, fields: dict[str, Any]
) -> None:
    live, code, a, watcher = fuzz_table
    before = [t for g in live.storage.games(code, 0) for _, t in live.storage.actions(g.id)]
    msg = {"type": kind, **fields}
    if kind == "chat" or (kind == "action" and isinstance(fields.get("action"), str)):
        msg["id"] = "fuzz"  # a valid chat or action may change the table: not here
        msg["type"] = "rematch"
    a.send_raw(json.dumps(msg, ensure_ascii=True))
    a.ping()  # answered after whatever the message caused: the writer is alive
    watcher.ping()
    after = [t for g in live.storage.games(code, 0) for _, t in live.storage.actions(g.id)]
    assert after == before


@pytest.fixture(scope="module")
def fuzz_table(
    tmp_path_factory: pytest.TempPathFactory,
) -> Any:
    from svintus.server import ServerConfig
    from svintus.server.ws import Limits
    from svintus.table import TableConfig

    from .conftest import TIMEOUT, start_server

    config = ServerConfig(
        TableConfig(game_pause=0.2, idle_seconds=600, bot_pace=0.05),
        limits=Limits(rate=1000.0, burst=1000.0),
    )
    live, thread = start_server(tmp_path_factory.mktemp("fuzz") / "fuzz.db", config)
    code, a, _, watcher = table_with_two(live)
    yield live, code, a, watcher
    live.server.should_exit = True
    thread.join(TIMEOUT)
    live.storage.close()


# ----------------------------------------------------------------- the writer


class Deaf:
    """A socket whose sending fails as no client ever made it fail before."""

    def __init__(self) -> None:
        self.closed: tuple[int, str] | None = None

    async def send_text(self, text: str) -> None:
        text.encode("utf-8")  # a lone surrogate: UnicodeEncodeError, as a real socket

    async def close(self, code: int = 1000, reason: str = "") -> None:
        self.closed = (code, reason)


def test_a_failing_writer_closes_its_socket_and_says_so_once(
    caplog: pytest.LogCaptureFixture,
) -> None:
    async def main() -> tuple[Connection, Deaf]:
        ws = Deaf()
        conn = Connection(ws)  # type: ignore[arg-type]
        conn.send(Relayed("\ud800", None))
        conn.send(Relayed("after", None))
        await asyncio.wait_for(conn.writer, 5)
        conn.send(Relayed("more", None))
        return conn, ws

    conn, ws = asyncio.run(main())
    assert ws.closed == (1011, "server error")
    assert conn.closing
    failures = [r for r in caplog.records if "writer failed" in r.getMessage()]
    assert len(failures) == 1


# ----------------------------------------------------------------- a failed store


def test_a_failed_store_hands_out_no_fresh_clock(live: LiveServer) -> None:
    """The database refuses an action (a trigger): the table reloads from it, and the
    player to move keeps the deadline they had; the stored game is unchanged."""
    code, a, b, watcher = table_with_two(live, turn_seconds=30)
    with live.storage.engine.begin() as conn:
        conn.execute(
            text(
                "CREATE TRIGGER refuse BEFORE INSERT ON actions WHEN NEW.action LIKE '%boom%' "
                "BEGIN SELECT RAISE(ABORT, 'the disk is full'); END"
            )
        )
    table = live.registry.get(code)
    assert table is not None
    until = time.monotonic() + 20  # a start card may open a race first (R8.6)
    while live.call(lambda: table._deadline_kind) != "turn":
        assert time.monotonic() < until
        time.sleep(0.1)
    deadline = live.call(lambda: (table._deadline, table._deadline_kind))
    seq = live.call(lambda: table.seq)
    for _ in range(3):
        time.sleep(0.3)
        b.send({"type": "chat", "text": "boom", "id": "x"})
        assert b.error()["code"] == "server_error"
    after = live.call(lambda: (table._deadline, table._deadline_kind))
    assert after == deadline
    assert live.registry.get(code) is table
    stored = [t for g in live.storage.games(code, 0) for _, t in live.storage.actions(g.id)]
    assert len(stored) == seq and not any("boom" in t for t in stored)
    b.send({"type": "chat", "text": "fine"})
    a.wait(lambda m: m["type"] == "state" and m["action"] == "p2 say fine")
    for c in (a, b, watcher):
        c.close()


# ----------------------------------------------------------------- stale actions


def turn_action(state: dict[str, Any]) -> str:
    verbs = ("draw", "accept", "play", "pass", "name")
    turn = [x for x in state["legal"] if x.split()[0] in verbs]
    assert turn, state["legal"]
    return "draw" if "draw" in turn else turn[0]


def test_an_action_without_a_move_answers_the_last_state_sent(live: LiveServer) -> None:
    """R4.2: the connection remembers the move of the last state it wrote; an action
    without ``move`` carries it (the store shows ``@N``). A connection whose writer has
    not yet sent the newer state still holds the older move: its action is too late."""
    # no start card effects: a Khlopkopyt dealt face up would open a slap race first
    code, a, b, watcher = table_with_two(live, start_card_effects=False)
    assert a.state is not None
    move = a.state["view"]["move"]
    seq = a.state["seq"]
    state = a.state
    while state["view"]["move"] == move:  # turn actions without a move, until one moves
        now = a if state["view"]["current"] == a.seat else b
        mine = now.seen(lambda m, s=seq: m["type"] == "state" and m["seq"] == s)
        now.send({"type": "action", "action": turn_action(mine)})
        seq += 1
        state = now.wait(lambda m, s=seq: m["type"] == "error" or m.get("seq") == s)
        assert state["type"] == "state", state
    stored = [t for g in live.storage.games(code, 0) for _, t in live.storage.actions(g.id)]
    assert stored and all(t.endswith(f"@{move}") for t in stored), stored
    now = a if state["view"]["current"] == a.seat else b
    mine = now.seen(lambda m, s=seq: m["type"] == "state" and m["seq"] == s)
    table = live.registry.get(code)
    assert table is not None
    conns = live.call(lambda: list(table.listeners.get(now.seat, ())))
    assert len(conns) == 1 and isinstance(conns[0], Connection)
    assert live.call(lambda: conns[0].seen_move) == state["view"]["move"]
    # a slow writer: the newer state not yet sent, the older move still remembered; an
    # action legal now then answers the older move: too late, and nothing changes
    live.call(lambda: setattr(conns[0], "seen_move", move))
    now.send({"type": "action", "action": turn_action(mine), "id": "slow"})
    err = now.error()
    assert err["code"] == "too_late" and err.get("id") == "slow", err
    again = [t for g in live.storage.games(code, 0) for _, t in live.storage.actions(g.id)]
    assert again == stored
    # with the move it was sent, the same action is taken
    live.call(lambda: setattr(conns[0], "seen_move", state["view"]["move"]))
    now.send({"type": "action", "action": turn_action(mine)})
    now.wait(lambda m: m["type"] == "state" and m["seq"] == seq + 1)
    for c in (a, b, watcher):
        c.close()
