"""``svintus play --server URL --table CODE``: the full-screen app at a seat of a real
``svintus serve`` (a subprocess on 127.0.0.1), driven by keys through Pilot; and the
protocol's events read back into the engine's events for the feed."""

from __future__ import annotations

import asyncio
import json
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from textual.pilot import Pilot

from svintus.cli import main
from svintus.engine import events as ev
from svintus.engine.actions import Act
from svintus.engine.cards import KHAPYOZH, face_of
from svintus.table.messages import event_json
from svintus.terminal.app import SvintusApp
from svintus.terminal.online import OnlineSource, TokenStore, event_from_json, ws_url

from .helpers import SIZE

TIMEOUT = 30.0


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    folder = tmp_path_factory.mktemp("serve")
    port = free_port()
    log = (folder / "serve.log").open("wb")
    args = ["--port", str(port), "--db", f"sqlite:///{folder / 'svintus.db'}"]
    proc = subprocess.Popen(
        [sys.executable, "-m", "svintus", "serve", *args, "--log-level", "warning"],
        stdout=subprocess.DEVNULL,
        stderr=log,
    )
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + TIMEOUT
    while True:
        try:
            with urllib.request.urlopen(f"{url}/api/meta", timeout=2):
                break
        except OSError:
            if proc.poll() is not None or time.monotonic() > deadline:
                proc.kill()
                proc.wait()
                log.close()
                err = (folder / "serve.log").read_text("utf-8", "replace")
                pytest.fail(f"svintus serve did not start: {err[-2000:]}")
            time.sleep(0.1)
    yield url
    proc.terminate()
    try:
        proc.wait(timeout=10)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()
    log.close()


def create_table(url: str, **body: object) -> str:
    req = urllib.request.Request(
        f"{url}/api/tables",
        data=json.dumps(body).encode(),
        headers={"Content-Type": "application/json"},
        method="POST",
    )
    with urllib.request.urlopen(req, timeout=10) as r:
        code: str = json.load(r)["code"]
        return code


async def until(pilot: Pilot[int], check: Callable[[], bool], seconds: float = TIMEOUT) -> None:
    deadline = time.monotonic() + seconds
    while not check():
        if time.monotonic() > deadline:
            app = pilot.app
            feed = app.feed_lines if isinstance(app, SvintusApp) else []
            raise AssertionError(f"timed out waiting for the table; the feed: {feed[-12:]}")
        await pilot.pause(0.05)


def test_a_seat_at_an_online_table_by_keys(server: str, tmp_path: Path) -> None:
    """Join, wait for the turn, draw (d) and keep (p) or play, chat (t), get the
    engine's refusal as one feed line, leave (q y); a second run returns to the seat."""
    code = create_table(server, players=2, bots=1, bot_level="random")
    tokens = TokenStore(tmp_path / "seats.json")
    source = OnlineSource(server, code, "Tester", tokens=tokens)
    app = SvintusApp(source)

    def can_draw() -> bool:
        s = app.snap
        return s is not None and any(a.kind == Act.DRAW for a in s.legal)

    async def run() -> None:
        async with app.run_test(size=SIZE) as pilot:
            await until(pilot, can_draw)
            assert app.snap is not None and app.snap.seat == 0
            assert app.snap.names[0] == "Tester"  # the screen adds "(you)"
            # the screen told the server it shows the deal, and the clock then started
            assert source.shown == (0, 0)
            await until(pilot, lambda: (source.state or {})["clock"]["turn_ms_left"] is not None)
            move = app.snap.view["move"]
            await pilot.press("d")
            await until(
                pilot,
                lambda: any(line.startswith("Tester (you) draws ") for line, _ in app.feed_lines),
            )
            s = app.snap
            assert s is not None and s.view["move"] > move
            if s.view["current"] == 0 and s.view["has_drawn"]:
                await pilot.press("p")  # keep the drawn card
            await pilot.press("t", *"hello", "enter")
            await until(pilot, lambda: any("Tester (you): hello" in x for x, _ in app.feed_lines))
            before = len(app.feed_lines)
            await pilot.press("a")  # nothing to accept: the server says why, in one line
            await until(pilot, lambda: bool(source.errors))
            assert source.errors[-1]["code"] in ("illegal", "not_your_turn", "too_late")
            # the error's line (a bot's move may land after it)
            await until(pilot, lambda: any(k == "error" for _, k in app.feed_lines[before:]))
            await pilot.press("q")
            await pilot.pause()
            await pilot.press("y")
            await pilot.pause()

    asyncio.run(run())
    assert app.return_code == 0
    assert tokens.get(source.key) is not None

    again = OnlineSource(server, code, "Tester", tokens=tokens)
    app2 = SvintusApp(again)

    async def rerun() -> None:
        async with app2.run_test(size=SIZE) as pilot:
            await until(pilot, lambda: app2.snap is not None)
            assert again.seat == 0  # the stored token returned to the same seat
            await pilot.press("q")
            await pilot.pause()
            await pilot.press("y")
            await pilot.pause()

    asyncio.run(rerun())


def test_a_dropped_connection_comes_back_to_the_seat(server: str, tmp_path: Path) -> None:
    code = create_table(server, players=2, bots=1, bot_level="random")
    source = OnlineSource(server, code, "Tester", tokens=TokenStore(tmp_path / "seats.json"))
    app = SvintusApp(source)

    async def run() -> None:
        async with app.run_test(size=SIZE) as pilot:
            await until(pilot, lambda: app.snap is not None)
            first = source._ws
            await first.close()  # as if the network dropped it
            await until(pilot, lambda: source._ws is not first and source.status == "online")
            seen = source.state
            await until(pilot, lambda: source.state is not seen)  # states flow again
            assert source.seat == 0
            assert any("reconnecting" in x for x, _ in app.feed_lines)
            await pilot.press("q")
            await pilot.pause()
            await pilot.press("y")
            await pilot.pause()

    asyncio.run(run())


def test_a_full_table_and_a_missing_one_are_one_line(
    server: str, tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    assert main(["play", "--server", server, "--table", "NOSUCH"]) == 2
    err = capsys.readouterr().err
    assert err == f"svintus: error: there is no table NOSUCH at {server}\n"
    code = create_table(server, players=2, bots=1, bot_level="random")
    OnlineSource(server, code, "A")  # no token kept: joins below take the seat
    from svintus.terminal.online import join

    join(server, code, "A")
    assert main(["play", "--server", server, "--table", code]) == 2
    assert "is full (watch it with --watch)" in capsys.readouterr().err
    assert main(["play", "--server", server]) == 2
    assert "--server and --table go together" in capsys.readouterr().err


def test_protocol_events_read_back_as_engine_events() -> None:
    """Every event the server sends (table/messages.py) becomes the engine's event again,
    as its viewer may see it, so the feed words online games as local ones."""
    g7 = face_of("G7")
    events: list[ev.Event] = [
        ev.Dealt(1, 8),
        ev.StartCard(g7),
        ev.Played(2, face_of("polisvin"), 3, True),
        ev.PenaltyPending(3, KHAPYOZH, 2, True),
        ev.PenaltyAccepted(3, KHAPYOZH, 2),
        ev.Took(0, 2, ev.REASON_DRAW, (g7, g7)),
        ev.Skipped(1, ev.REASON_OWED),
        ev.Reversed(-1),
        ev.ColourNamed(0, 2),
        ev.Spoke(1, "hi", True),
        ev.RaceClosed((1, 2)),
        ev.Caught(0, 3),
        ev.GameWon(2, 17),
    ]
    for viewer in (0, 1):
        for e in events:
            back = event_from_json(event_json(e, viewer, 5))
            assert back == ev.redact(e, viewer), e
    assert event_from_json({"kind": "game_started", "game": 0}) is None
    assert event_from_json({"kind": "played", "player": 1}) is None  # fields missing


def test_websocket_urls() -> None:
    assert ws_url("http://127.0.0.1:8000", "K7QX2M") == "ws://127.0.0.1:8000/ws/K7QX2M"
    assert ws_url("https://svintus.example/base/", "AB") == "wss://svintus.example/base/ws/AB"


def test_the_servers_refusals_are_told_in_the_players_words(server: str, tmp_path: Path) -> None:
    """``--lang ru`` at a real table: a move the server refuses, a chat line too long, a
    message type it does not know, and a spectator's move each come back as the table's
    ``error``, and the feed says it in Russian by its code — after the refused move in
    words, a chat line's own — never the server's English message or the code."""
    from svintus.engine import actions as A
    from svintus.terminal.refusals import SENTENCES
    from svintus.terminal.words import set_lang

    code = create_table(server, players=2, bots=1, bot_level="random")
    seated = OnlineSource(server, code, "Тестер", tokens=TokenStore(tmp_path / "seats.json"))
    watcher = OnlineSource(server, code, watch=True)
    lines: list[str] = []
    for source in (seated, watcher):
        source.on_feed = lambda line, kind: lines.append(line) if kind == "error" else None

    async def wait(check: Callable[[], bool]) -> None:
        deadline = time.monotonic() + TIMEOUT
        while not check():
            assert time.monotonic() < deadline, lines
            await asyncio.sleep(0.05)

    async def run() -> None:
        await seated.start()
        await watcher.start()
        await wait(lambda: seated.state is not None and watcher.state is not None)
        # never legal as a game starts: nothing drawn to keep (an accept could be:
        # a start Khapyozh leaves the first player a penalty to accept, R2.2)
        seated.act(A.pass_(0))
        await wait(lambda: len(lines) == 1)
        seated.chat("а" * 301)
        await wait(lambda: len(lines) == 2)
        seated._send({"type": "wave"})
        await wait(lambda: len(lines) == 3)
        watcher.act(A.draw(0))
        await wait(lambda: len(lines) == 4)
        await seated.close()
        await watcher.close()

    set_lang("ru")
    try:
        asyncio.run(run())
    finally:
        set_lang("en")
    codes = [e["code"] for e in (*seated.errors, *watcher.errors)]
    assert codes[0] in ("illegal", "not_your_turn", "too_late")
    assert codes[1:] == ["bad_message", "unknown_type", "spectator"]
    move = lines[0].removeprefix("«Оставить взятую карту»: ")
    assert move != lines[0], lines  # the refused move, in words
    assert move == SENTENCES[codes[0]][1]
    assert lines[1] == "Реплика не отправлена: она длиннее 300 символов"
    assert lines[2] == "Сервер не знает сообщения этой игры (svintus старее сервера?)"
    assert lines[3] == "Зрители только смотрят"
    for line in lines:
        assert not any(c in line for c in codes), line


class CountingBells(SvintusApp):
    """The app, counting the times it rings the terminal's bell."""

    bells = 0

    def bell(self) -> None:
        self.bells += 1
        super().bell()


def test_a_seat_a_bot_plays_asks_nothing_of_its_person(server: str, tmp_path: Path) -> None:
    """The table's creator (a person on a raw connection, seated first) hands the
    terminal's seat to a bot (docs/play.md, docs/protocol.md "Presence"): in Russian, the
    status line says a bot plays for you and how to come back, the turn's bar says «за вас
    играет бот» instead of «ВАШ ХОД», and the bell rings for none of the bot's turns."""
    import websockets

    from svintus.terminal.online import join
    from svintus.terminal.widgets import TimerBar
    from svintus.terminal.words import set_lang

    code = create_table(
        server, players=3, bots=1, bot_level="random", options={"turn_seconds": 4.0}
    )
    _, anna_token = join(server, code, "Аня")  # the first seat taken: the creator
    source = OnlineSource(server, code, "Боря", tokens=TokenStore(tmp_path / "seats.json"))
    app = CountingBells(source)
    labels: list[str] = []

    async def anna_plays_nothing(ws: Any) -> None:
        """Anna's page: it shows each game (the clock waits for that) and answers pings."""
        async for raw in ws:
            msg = json.loads(raw)
            if msg.get("type") == "state" and msg.get("view") is not None:
                await ws.send(json.dumps({"type": "shown", "game": int(msg["table"]["game"])}))
            elif msg.get("type") == "ping":
                await ws.send(json.dumps({"type": "pong", "n": msg["n"]}))

    async def run() -> None:
        async with websockets.connect(ws_url(server, code)) as anna:
            await anna.send(json.dumps({"type": "hello", "v": 2, "token": anna_token}))
            assert json.loads(await anna.recv())["type"] == "welcome"
            reader = asyncio.create_task(anna_plays_nothing(anna))
            async with app.run_test(size=SIZE) as pilot:
                await until(pilot, lambda: app.snap is not None)
                await anna.send(json.dumps({"type": "stand_in", "seat": source.seat}))
                await until(pilot, lambda: app.snap is not None and app.snap.stand_in)
                rung = app.bells
                move = app.snap.view["move"]

                def bot_played_for_me() -> bool:
                    snap = app.snap
                    if snap is None:
                        return False
                    if snap.view["current"] == source.seat:
                        labels.append(app.query_one(TimerBar).label)
                    return bool(labels) and snap.view["move"] > move + 2

                await until(pilot, bot_played_for_me, seconds=90)
                assert app.bells == rung  # no bell for a turn the bot plays
                snap = source.snapshot()
                assert snap is not None
                assert "за вас играет бот: ваш ход вернёт вам место" in snap.status
                await pilot.press("q")
                await pilot.pause()
                await pilot.press("y")
                await pilot.pause()
            reader.cancel()

    set_lang("ru")
    try:
        asyncio.run(run())
    finally:
        set_lang("en")
    assert labels and set(labels) == {"за вас играет бот"}
