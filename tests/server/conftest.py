"""A real uvicorn server on 127.0.0.1 in a background thread, and protocol clients."""

from __future__ import annotations

import json
import socket
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx
import pytest
import uvicorn
from websockets.sync.client import ClientConnection, connect

from svintus.server import ServerConfig, create_app
from svintus.server.registry import Registry
from svintus.server.ws import MAX_FRAME
from svintus.storage import Storage
from svintus.table import TableConfig

TIMEOUT = 30.0  # generous: the machine may be loaded


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


@dataclass
class LiveServer:
    url: str
    ws_url: str
    storage: Storage
    server: uvicorn.Server
    app: Any

    @property
    def registry(self) -> Registry:
        reg: Registry = self.app.state.registry
        return reg

    def http(self) -> httpx.Client:
        return httpx.Client(base_url=self.url, timeout=TIMEOUT)

    def create(self, **body: Any) -> str:
        with self.http() as c:
            r = c.post("/api/tables", json=body)
            assert r.status_code == 201, r.text
            code: str = r.json()["code"]
            return code

    def join(self, code: str, name: str) -> tuple[int, str]:
        with self.http() as c:
            r = c.post(f"/api/tables/{code}/join", json={"name": name})
            assert r.status_code == 200, r.text
            data = r.json()
            return data["seat"], data["token"]

    def client(self, code: str, token: str | None) -> Client:
        return Client.open(self.ws_url, code, token)

    def call(self, fn: Callable[[], Any]) -> Any:
        """Run ``fn`` on the server's event loop thread and return its result."""
        loop = self.server_loop
        done = threading.Event()
        box: list[Any] = []

        def run() -> None:
            try:
                box.append(fn())
            except BaseException as e:  # pragma: no cover - shown by the test
                box.append(e)
            done.set()

        loop.call_soon_threadsafe(run)
        assert done.wait(TIMEOUT)
        if isinstance(box[0], BaseException):
            raise box[0]
        return box[0]

    server_loop: Any = None


def start_server(db: Path, config: ServerConfig) -> tuple[LiveServer, threading.Thread]:
    storage = Storage(f"sqlite:///{db}")
    app = create_app(storage, config)
    port = free_port()
    server = uvicorn.Server(
        uvicorn.Config(
            app,
            host="127.0.0.1",
            port=port,
            log_level="warning",
            ws="websockets-sansio",
            ws_max_size=MAX_FRAME,
            # as `svintus serve` runs it (commands/serve.py): no permessage-deflate; with it,
            # a state now and then came to a client garbled under load ('{"ype":"state"…')
            ws_per_message_deflate=False,
            lifespan="on",
        )
    )
    live = LiveServer(f"http://127.0.0.1:{port}", f"ws://127.0.0.1:{port}", storage, server, app)

    def serve() -> None:
        import asyncio

        async def main() -> None:
            live.server_loop = asyncio.get_running_loop()
            await server.serve()

        asyncio.run(main())

    thread = threading.Thread(target=serve, daemon=True)
    thread.start()
    deadline = time.monotonic() + TIMEOUT
    while not server.started:
        assert thread.is_alive(), "the server did not start"
        assert time.monotonic() < deadline, "the server did not start in time"
        time.sleep(0.02)
    return live, thread


@pytest.fixture
def live(tmp_path: Path) -> Iterator[LiveServer]:
    config = ServerConfig(TableConfig(game_pause=0.2, idle_seconds=600, bot_pace=0.05))
    server, thread = start_server(tmp_path / "live.db", config)
    yield server
    server.server.should_exit = True
    thread.join(TIMEOUT)
    server.storage.close()


def raw_connect(url: str, close_timeout: float = 10) -> ClientConnection:
    """A connection used without ``with`` (websockets >= 17.1 wants the context form)."""
    ws = connect(url, open_timeout=TIMEOUT, max_size=2**22, close_timeout=close_timeout)
    return ws.__enter__()


class Client:
    """A protocol client: sends JSON, keeps every message received."""

    def __init__(self, ws: ClientConnection, shows: bool = True) -> None:
        self.ws = ws
        self.shows = shows  # say "shown" of each dealt game, as a page does
        self.shown_games: set[tuple[int, int]] = set()
        self.received: list[dict[str, Any]] = []
        self.raw: list[str] = []  # every message's text as it came
        self.state: dict[str, Any] | None = None
        self.seat: int | None = None
        self.pings = 0
        self.table: dict[str, Any] = {}  # the table part of the last state
        self.rules: dict[str, Any] = {}  # the welcome's

    @classmethod
    def open(
        cls,
        ws_url: str,
        code: str,
        token: str | None,
        close_timeout: float = 10,
        shows: bool = True,
    ) -> Client:
        c = cls(raw_connect(f"{ws_url}/ws/{code}", close_timeout), shows)
        c.send({"type": "hello", "v": 2, "token": token})
        welcome = c.recv()
        assert welcome["type"] == "welcome", welcome
        c.seat = welcome["seat"]
        c.wait(lambda m: m["type"] == "state")
        return c

    def send(self, data: dict[str, Any]) -> None:
        self.ws.send(json.dumps(data))

    def send_raw(self, text: str | bytes) -> None:
        self.ws.send(text)

    def recv(self, timeout: float = TIMEOUT) -> dict[str, Any]:
        raw = self.ws.recv(timeout=timeout)
        msg: dict[str, Any] = json.loads(raw)
        self.raw.append(str(raw))
        if msg["type"] == "welcome":
            self.rules = msg["table"]["rules"]
        if msg["type"] == "state":
            # as a page keeps it (protocol 2): the table part of the state before when
            # left out, the welcome's rules in the view
            self.table = msg["table"] = msg.get("table") or self.table
            if msg["view"] is not None:
                msg["view"] = {**msg["view"], "rules": self.rules}
        self.received.append(msg)
        if msg["type"] == "state":
            self.state = msg
            game = (msg["table"]["match"], msg["table"]["game"])
            seen = self.shows and self.seat is not None and msg["view"] is not None
            if seen and msg["table"]["status"] == "playing" and game not in self.shown_games:
                self.shown_games.add(game)
                self.send({"type": "shown", "game": game[1]})
        return msg

    def wait(
        self, pred: Callable[[dict[str, Any]], bool], timeout: float = TIMEOUT
    ) -> dict[str, Any]:
        deadline = time.monotonic() + timeout
        while True:
            left = deadline - time.monotonic()
            assert left > 0, f"timed out; last message: {self.received[-1:]}"
            msg = self.recv(left)
            if pred(msg):
                return msg

    def seen(
        self, pred: Callable[[dict[str, Any]], bool], timeout: float = TIMEOUT
    ) -> dict[str, Any]:
        """The first message received so far, or from now on, that satisfies ``pred``."""
        for msg in self.received:
            if pred(msg):
                return msg
        return self.wait(pred, timeout)

    def drain(self, timeout: float = 0.02) -> None:
        """Read whatever arrives within ``timeout``."""
        try:
            while True:
                self.recv(timeout)
        except TimeoutError:
            pass

    def error(self, timeout: float = TIMEOUT) -> dict[str, Any]:
        return self.wait(lambda m: m["type"] == "error", timeout)

    def ping(self) -> list[dict[str, Any]]:
        """Send a ping; return what came before the pong (but the table's own pings,
        which measure the round trip every few seconds, R14.3)."""
        self.pings += 1
        ident = f"sync-{self.pings}"
        start = len(self.received)
        self.send({"type": "ping", "id": ident})
        self.wait(lambda m: m["type"] == "pong" and m.get("id") == ident)
        return [m for m in self.received[start:-1] if m["type"] != "ping"]

    def close(self) -> None:
        self.ws.close()


def play_until(clients: list[Client], done: Callable[[], bool], seconds: float = 120) -> None:
    """Each client acts on its latest state (see :func:`pick`) until ``done()``."""
    acted: dict[int | None, tuple[int, int, int]] = {}
    deadline = time.monotonic() + seconds
    while not done():
        assert time.monotonic() < deadline, "the game did not get there in time"
        for c in clients:
            c.drain()
            state = c.state
            if state is None or state["view"] is None:
                continue
            key = (state["table"]["match"], state["table"]["game"], state["seq"])
            if acted.get(c.seat) == key:
                continue
            view = state["view"]
            action = pick(state) if view["current"] == c.seat or view["race"] else None
            if action is not None:
                c.send({"type": "action", "action": action, "move": view["move"]})
                acted[c.seat] = key


def pick(state: dict[str, Any]) -> str | None:
    """A simple player: the first play (declaring "Svintus!"), else draw/accept/pass."""
    legal: list[str] = state["legal"]
    view = state["view"]
    if view is None or not legal:
        return None
    if view.get("race") is not None:
        return "slap" if "slap" in legal else None
    verbs = ("play", "dark", "draw", "accept", "pass", "name", "check", "giveup")
    turn = [a for a in legal if a.split()[0] in verbs]
    plays = [a for a in turn if a.startswith(("play", "dark"))]
    said = [a for a in plays if a.endswith("svintus")]
    for group in (said, plays, turn):
        if group:
            return group[0]
    return None
