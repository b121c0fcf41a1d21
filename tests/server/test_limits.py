"""Issue #14, point 3: a server that cannot be filled.

Real limits hit for real over HTTP and WebSockets (429 with ``Retry-After``, close 1008
with a reason), and tables leaving memory: finished ones, ones nobody joined in time
(closed in the database, never resumed), paused ones (loaded again on demand).
"""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from websockets.exceptions import ConnectionClosed

from svintus.cli import main
from svintus.server import ServerConfig
from svintus.server.guard import GuardConfig
from svintus.table import TableConfig

from .conftest import TIMEOUT, LiveServer, play_until, raw_connect, start_server


def serve(tmp: Path, guard: GuardConfig, idle: float = 600) -> Iterator[LiveServer]:
    config = ServerConfig(
        TableConfig(game_pause=0.2, idle_seconds=idle, bot_pace=0.05), guard=guard
    )
    live, thread = start_server(tmp / "limits.db", config)
    yield live
    live.server.should_exit = True
    thread.join(TIMEOUT)
    live.storage.close()


@pytest.fixture
def strict(tmp_path: Path) -> Iterator[LiveServer]:
    yield from serve(
        tmp_path, GuardConfig(create="3/minute", lookup="5/minute", join="2/minute", connections=3)
    )


def count_tables(live: LiveServer) -> int:
    return len(live.storage.codes_with_status("waiting", "playing", "over", "closed"))


def test_table_creation_is_limited_per_address(strict: LiveServer) -> None:
    for _ in range(3):
        strict.create(players=2)
    with strict.http() as http:
        r = http.post("/api/tables", json={"players": 2})
    assert r.status_code == 429, r.text
    assert r.json()["error"]["code"] == "rate_limited"
    assert "3 per 1 minute" in r.json()["error"]["message"]
    assert 1 <= int(r.headers["Retry-After"]) <= 60
    assert count_tables(strict) == 3


def test_lookups_by_http_and_by_socket_share_one_limit(strict: LiveServer) -> None:
    code = strict.create(players=2)
    with strict.http() as http:
        answers = [http.get(f"/api/tables/{code}").status_code for _ in range(4)]
        assert answers == [200] * 4
        guess = http.get("/api/tables/ZZZZZZ")
        assert guess.status_code == 404  # the fifth lookup: a wrong guess still counts
        r = http.get(f"/api/tables/{code}")
        assert r.status_code == 429 and r.json()["error"]["code"] == "rate_limited"
    ws = raw_connect(f"{strict.ws_url}/ws/{code}")
    refusal = json.loads(ws.recv(timeout=TIMEOUT))
    assert refusal["type"] == "error" and refusal["code"] == "rate_limited"
    with pytest.raises(ConnectionClosed) as closed:
        ws.recv(timeout=TIMEOUT)
    assert closed.value.rcvd is not None and closed.value.rcvd.code == 1008
    assert "lookups" in closed.value.rcvd.reason


def test_joins_are_limited(strict: LiveServer) -> None:
    code = strict.create(players=4)
    strict.join(code, "Anna")
    strict.join(code, "Boris")
    with strict.http() as http:
        r = http.post(f"/api/tables/{code}/join", json={"name": "Vera"})
    assert r.status_code == 429
    seats = strict.storage.load_table(code)
    assert seats is not None and [s.name for s in seats.seats].count(None) == 2


def test_open_sockets_per_address_are_capped(strict: LiveServer) -> None:
    code = strict.create(players=2)
    held = [raw_connect(f"{strict.ws_url}/ws/{code}") for _ in range(3)]
    extra = raw_connect(f"{strict.ws_url}/ws/{code}")
    with pytest.raises(ConnectionClosed) as closed:
        while True:
            extra.recv(timeout=TIMEOUT)
    assert closed.value.rcvd is not None and closed.value.rcvd.code == 1008
    assert "connections from your address" in closed.value.rcvd.reason
    held[0].close()
    time.sleep(0.3)
    again = raw_connect(f"{strict.ws_url}/ws/{code}")  # one was freed: the fifth lookup
    again.send('{"type": "hello", "v": 2, "token": null}')
    assert json.loads(again.recv(timeout=TIMEOUT))["type"] == "welcome"
    for ws in (*held[1:], again):
        ws.close()


@pytest.fixture
def sweeping(tmp_path: Path) -> Iterator[LiveServer]:
    guard = GuardConfig(
        create=None,
        lookup=None,
        join=None,
        connections=0,
        waiting_seconds=1.0,
        sweep_seconds=0.2,
    )
    yield from serve(tmp_path, guard, idle=0.5)


def wait_for(check: object, seconds: float = 10.0) -> None:
    deadline = time.monotonic() + seconds
    while not check():  # type: ignore[operator]
        assert time.monotonic() < deadline, "it did not happen in time"
        time.sleep(0.1)


def test_a_table_nobody_joins_is_closed_and_forgotten(sweeping: LiveServer) -> None:
    code = sweeping.create(players=2)
    wait_for(lambda: code not in sweeping.registry.live)
    wait_for(lambda: sweeping.storage.load_table(code).status == "closed")  # type: ignore[union-attr]
    with sweeping.http() as http:
        assert http.get(f"/api/tables/{code}").status_code == 404
        assert http.post(f"/api/tables/{code}/join", json={"name": "Anna"}).status_code == 404
    assert code not in sweeping.registry.live


def test_finished_and_paused_tables_leave_memory_and_come_back(sweeping: LiveServer) -> None:
    code = sweeping.create(
        players=2,
        bots=1,
        bot_level="random",
        options={"hand_size": 3, "match_points": 1, "turn_seconds": 1.0},
    )
    _, token = sweeping.join(code, "Anna")
    a = sweeping.client(code, token)
    play_until([a], lambda: a.state is not None and a.state["table"]["match_over"], 120)
    a.close()
    wait_for(lambda: code not in sweeping.registry.live)  # over and nobody watching
    with sweeping.http() as http:
        info = http.get(f"/api/tables/{code}").json()
    assert info["status"] == "over"  # loaded again on demand: the records stayed
    assert sweeping.storage.games(code, 0)[-1].winner is not None

    # a table in play whose player left pauses, leaves memory and returns on demand
    code = sweeping.create(players=2, bots=1, bot_level="random", options={"turn_seconds": 600})
    _, token = sweeping.join(code, "Boris")
    b = sweeping.client(code, token)
    seq = b.state["seq"] if b.state else 0
    b.close()
    wait_for(lambda: code not in sweeping.registry.live)
    assert sweeping.storage.load_table(code).status == "playing"  # type: ignore[union-attr]
    b = sweeping.client(code, token)
    assert b.state is not None and b.state["seq"] >= seq and b.state["view"] is not None
    assert not b.state["table"]["paused"]
    assert code in sweeping.registry.live
    b.close()


def test_serve_refuses_a_wrong_limit_in_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["serve", "--limit-create", "5/fortnight"]) == 2
    assert "--limit-create" in capsys.readouterr().err
    assert main(["serve", "--max-connections", "-1"]) == 2
