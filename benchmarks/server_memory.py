"""The memory of one ``svintus serve`` over many tables played to the end (issue #14).

Starts ``svintus serve`` (SQLite in a temporary folder, ``--no-limits``, a short sweep,
fast bots) and plays tables of two seats, one ``normal`` bot and one person: a
WebSocket client that plays the first legal card as soon as it may (else draws or
passes), a match to one point with one card a hand. When a match is over the person
leaves; finished tables nobody watches leave memory at the next sweep. The server's
resident memory (VmRSS) is read after every ``--step`` tables.

    python3 benchmarks/server_memory.py --tables 10000 --step 1000

Figures go into docs/performance.md ("Memory over many tables"); nothing is asserted.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import httpx

OPTIONS = {"hand_size": 1, "match_points": 1, "turn_seconds": 0.5}


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def rss_kib(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    raise RuntimeError("no VmRSS")


def pick(state: dict[str, Any]) -> str | None:
    """The first play, else name, accept, draw or pass (a slap in a race)."""
    view = state.get("view")
    legal: list[str] = state.get("legal") or []
    if view is None or not legal:
        return None
    if view.get("race") is not None:
        return "slap" if "slap" in legal else None
    for verbs in (("play",), ("name",), ("accept", "draw", "pass", "check", "giveup")):
        for action in legal:
            if action.split()[0] in verbs:
                return action
    return None


async def play_one(http: httpx.AsyncClient, ws_url: str) -> None:
    """Create a table, take the person's seat and play until the match is over."""
    import websockets

    body = {"players": 2, "bots": 1, "bot_level": "normal", "options": OPTIONS}
    r = await http.post("/api/tables", json=body)
    r.raise_for_status()
    code = r.json()["code"]
    j = await http.post(f"/api/tables/{code}/join", json={"name": "Bench"})
    j.raise_for_status()
    token = j.json()["token"]
    async with websockets.connect(f"{ws_url}/ws/{code}", max_size=2**22, open_timeout=120) as ws:
        await ws.send(json.dumps({"type": "hello", "v": 2, "token": token}))
        acted = None
        table: dict[str, Any] = {}
        async for raw in ws:
            msg = json.loads(raw)
            if msg.get("type") != "state":
                continue
            table = msg.get("table") or table  # sent when it changed (protocol 2)
            if table["match_over"]:
                return
            key = (table["game"], msg["seq"])
            action = pick(msg) if key != acted else None
            if action is not None:
                acted = key
                move = msg["view"]["move"]
                await ws.send(json.dumps({"type": "action", "action": action, "move": move}))


async def run(proc: subprocess.Popen[bytes], url: str, ws_url: str, args: Any) -> None:
    async with httpx.AsyncClient(base_url=url, timeout=120) as http:
        deadline = time.monotonic() + 30
        while True:
            try:
                (await http.get("/api/meta")).raise_for_status()
                break
            except httpx.HTTPError:
                assert time.monotonic() < deadline, "the server did not start"
                await asyncio.sleep(0.2)
        print(f"{'tables':>7} {'RSS MiB':>8} {'peak':>6} {'seconds':>8}", flush=True)
        print(f"{0:>7} {rss_kib(proc.pid) / 1024:>8.1f} {0:>6} {0:>8.1f}", flush=True)
        start = time.monotonic()
        done = 0
        peak = 0
        gate = asyncio.Semaphore(args.in_flight)

        async def one() -> None:
            nonlocal done, peak
            async with gate:
                await play_one(http, ws_url)
            done += 1
            peak = max(peak, rss_kib(proc.pid))
            if done % args.step == 0:
                mib = rss_kib(proc.pid) / 1024
                took = time.monotonic() - start
                print(f"{done:>7} {mib:>8.1f} {peak / 1024:>6.1f} {took:>8.1f}", flush=True)

        await asyncio.gather(*(one() for _ in range(args.tables)))
        await asyncio.sleep(6)  # the last tables are swept
        rss = rss_kib(proc.pid) / 1024
        print(f"after the last sweep: {rss:.1f} MiB; peak {peak / 1024:.1f} MiB", flush=True)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--tables", type=int, default=10000)
    ap.add_argument("--step", type=int, default=1000)
    ap.add_argument("--in-flight", type=int, default=100, help="matches playing at once")
    args = ap.parse_args()
    folder = Path(tempfile.mkdtemp(prefix="svintus-mem-"))
    port = free_port()
    cmd = [sys.executable, "-m", "svintus", "serve", "--port", str(port), "--no-limits"]
    cmd += ["--db", f"sqlite:///{folder / 'mem.db'}", "--game-pause", "0"]
    cmd += ["--sweep-seconds", "2", "--idle-seconds", "600", "--bot-pace", "0.05"]
    cmd += ["--log-level", "warning"]
    proc = subprocess.Popen(cmd, stderr=(folder / "serve.log").open("wb"))
    try:
        asyncio.run(run(proc, f"http://127.0.0.1:{port}", f"ws://127.0.0.1:{port}", args))
    finally:
        proc.terminate()
        proc.wait(30)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
