"""Nothing lost: a killed server resumes every unfinished table from its database.

``svintus serve`` runs as a real subprocess; part of a game is played over WebSockets;
the process is killed with SIGKILL and started again on the same database; the players
reconnect with their tokens and see the same position, then play on.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import httpx

from .conftest import TIMEOUT, Client, free_port, pick

# what a view shows of the position (the clock and connection flags aside)
POSITION = (
    "hand", "hand_sizes", "top", "pile_size", "deck_size", "named_colour", "direction",
    "current", "naming", "move", "pending", "has_drawn", "drawn", "declared", "catchable",
    "silence", "race", "skips", "winner",
)  # fmt: skip


@contextmanager
def serve(db: Path, port: int) -> Iterator[subprocess.Popen[bytes]]:
    cmd = [sys.executable, "-m", "svintus", "serve", "--port", str(port), "--db", f"sqlite:///{db}"]
    proc = subprocess.Popen([*cmd, "--log-level", "warning"], cwd=db.parent)
    try:
        deadline = time.monotonic() + TIMEOUT
        while True:
            assert proc.poll() is None, "svintus serve exited"
            try:
                if httpx.get(f"http://127.0.0.1:{port}/api/meta", timeout=2).status_code == 200:
                    break
            except httpx.HTTPError:
                pass
            assert time.monotonic() < deadline, "svintus serve did not answer"
            time.sleep(0.1)
        yield proc
    finally:
        if proc.poll() is None:
            proc.send_signal(signal.SIGKILL)
        proc.wait(TIMEOUT)


def position(state: dict[str, Any]) -> dict[str, Any]:
    return {k: state["view"][k] for k in POSITION}


def step(mover: Client, others: list[Client]) -> None:
    """The player to move makes one move; everyone sees it."""
    assert mover.state is not None
    seq = mover.state["seq"]
    action = pick(mover.state)
    assert action is not None, mover.state["legal"]
    mover.send({"type": "action", "action": action, "move": mover.state["view"]["move"]})
    for c in (mover, *others):
        c.wait(lambda m: m["type"] == "state" and m["seq"] > seq)


def mover_of(clients: list[Client]) -> Client:
    """The client to move, once any slap race (R8.6) has been slapped closed."""
    for c in clients:
        c.drain(0.1)
        assert c.state is not None
        if c.state["view"]["race"] is not None and "slap" in c.state["legal"]:
            c.send({"type": "action", "action": "slap"})
    for c in clients:
        while c.state is not None and c.state["view"]["race"] is not None:
            c.recv()
    state = clients[0].state
    assert state is not None
    return next(c for c in clients if c.seat == state["view"]["current"])


def test_killed_server_resumes_the_table(tmp_path: Path) -> None:
    db = tmp_path / "svintus.db"
    port = free_port()
    url = f"http://127.0.0.1:{port}"
    ws = f"ws://127.0.0.1:{port}"
    with serve(db, port) as proc:
        r = httpx.post(
            f"{url}/api/tables",
            json={"players": 3, "options": {"turn_seconds": 600}},
            timeout=TIMEOUT,
        )
        code = r.json()["code"]
        tokens = [
            httpx.post(f"{url}/api/tables/{code}/join", json={"name": n}, timeout=TIMEOUT).json()[
                "token"
            ]
            for n in ("Anna", "Boris", "Vera")
        ]
        clients = [Client.open(ws, code, t) for t in tokens]
        for _ in range(6):
            mover = mover_of(clients)
            step(mover, [c for c in clients if c is not mover])
        before = [position(c.state) for c in clients if c.state is not None]
        seq = clients[0].state["seq"] if clients[0].state else 0
        proc.send_signal(signal.SIGKILL)
        proc.wait(TIMEOUT)
    assert os.path.exists(db)

    with serve(db, port):
        info = httpx.get(f"{url}/api/tables/{code}", timeout=TIMEOUT).json()
        assert info["status"] == "playing"
        again = [Client.open(ws, code, t) for t in tokens]
        assert [c.seat for c in again] == [0, 1, 2]
        assert [position(c.state) for c in again if c.state is not None] == before
        assert again[0].state is not None and again[0].state["seq"] == seq
        for _ in range(3):  # and the game goes on
            mover = mover_of(again)
            step(mover, [c for c in again if c is not mover])
        assert again[0].state is not None and again[0].state["seq"] >= seq + 3
        for c in again:
            c.close()
