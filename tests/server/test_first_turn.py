"""A fair first turn (issue #13, point 1): after a deal no clock runs until the people's
pages have shown the game ("shown"), and a silent page cannot stall the table."""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from svintus.server import ServerConfig
from svintus.table import TableConfig

from .conftest import Client, LiveServer, start_server


def server(tmp_path: Path, shown_seconds: float) -> Iterator[LiveServer]:
    config = ServerConfig(
        TableConfig(game_pause=0.2, idle_seconds=600, bot_pace=0.05, shown_seconds=shown_seconds)
    )
    live, thread = start_server(tmp_path / "first.db", config)
    yield live
    live.server.should_exit = True
    thread.join(30)
    live.storage.close()


@pytest.fixture
def patient(tmp_path: Path) -> Iterator[LiveServer]:
    yield from server(tmp_path, 600.0)


@pytest.fixture
def hasty(tmp_path: Path) -> Iterator[LiveServer]:
    yield from server(tmp_path, 1.0)


def two_people(live: LiveServer) -> tuple[str, Client, Client]:
    code = live.create(players=2, options={"turn_seconds": 2})
    _, t0 = live.join(code, "Anna")
    _, t1 = live.join(code, "Boris")
    a = Client.open(live.ws_url, code, t0, shows=False)
    b = Client.open(live.ws_url, code, t1, shows=False)
    return code, a, b


def clock_of(c: Client) -> dict[str, object]:
    c.drain(0.2)
    assert c.state is not None
    clock: dict[str, object] = c.state["clock"]
    return clock


def test_no_clock_runs_until_every_page_has_shown_the_deal(patient: LiveServer) -> None:
    _, a, b = two_people(patient)
    time.sleep(2.5)  # longer than the turn time: nobody may be out of time yet
    for c in (a, b):
        assert clock_of(c)["turn_ms_left"] is None and clock_of(c)["race_ms_left"] is None
        assert not any(e["kind"] == "timed_out" for m in c.received for e in m.get("events", []))
    a.send({"type": "shown", "game": 0})
    time.sleep(0.3)
    assert clock_of(a)["turn_ms_left"] is None  # Boris's page has not shown it yet
    b.send({"type": "shown", "game": 0})
    state = b.wait(lambda m: m["type"] == "state" and m["clock"]["turn_ms_left"] is not None)
    assert 1000 < state["clock"]["turn_ms_left"] <= 2000  # a full turn time
    # and now the clock runs: the player to move is out of time
    b.wait(lambda m: any(e["kind"] == "timed_out" for e in m.get("events", [])), timeout=10)


def test_a_shown_of_another_game_or_a_spectator_changes_nothing(patient: LiveServer) -> None:
    code, a, b = two_people(patient)
    a.send({"type": "shown", "game": 5})
    b.send({"type": "shown", "game": 5})
    time.sleep(0.5)
    assert clock_of(a)["turn_ms_left"] is None
    watcher = Client.open(patient.ws_url, code, None)
    watcher.send({"type": "shown", "game": 0})
    assert watcher.error()["code"] == "spectator"
    a.send({"type": "shown", "game": "first"})
    assert a.error()["code"] == "bad_message"


def test_a_silent_page_cannot_stall_the_table(hasty: LiveServer) -> None:
    _, a, _b = two_people(hasty)
    start = time.monotonic()
    state = a.wait(lambda m: m["type"] == "state" and m["clock"]["turn_ms_left"] is not None)
    assert time.monotonic() - start < 5  # about shown_seconds (1 s) after the deal
    assert state["clock"]["turn_ms_left"] > 1000


def test_r2_2_r8_6_no_bot_acts_before_the_person_has_shown_the_deal(patient: LiveServer) -> None:
    """A start Khlopkopyt begins a slap race at the deal (R2.2, R8.6): bots that slapped
    before the person's page had even drawn the deal made them the last, two cards down
    before their first look. Bots see the deal when the people do: nothing happens until
    the person's "shown", and then the race is run."""
    deck = {"number": 1, "khlopkopyt": 20}  # 80 Khlopkopyts, 32 number cards
    for _ in range(8):
        code = patient.create(
            players=3, bots=2, bot_level="hard", options={"custom_deck": deck, "hand_size": 4}
        )
        _, token = patient.join(code, "Anna")
        anna = Client.open(patient.ws_url, code, token, shows=False)
        anna.drain(0.3)
        assert anna.state is not None
        if anna.state["view"]["race"] is not None:
            break
        anna.close()
    else:
        raise AssertionError("no start Khlopkopyt in eight deals")
    time.sleep(1.5)  # hard bots slap within 0.55 s (× bot_pace): none may have
    anna.drain(0.2)
    acted = [m["action"] for m in anna.received if m["type"] == "state" and m.get("action")]
    assert acted == [], acted
    assert anna.state["view"]["race"] is not None and anna.state["clock"]["race_ms_left"] is None
    anna.send({"type": "shown", "game": 0})
    anna.wait(lambda m: m["type"] == "state" and " slap" in str(m.get("action", "")))
    anna.close()
