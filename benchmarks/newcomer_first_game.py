"""Bar ``first-game-newcomer`` over real WebSockets (issue 24, R14.2 "Decision (pace)").

Not a test: ``python benchmarks/newcomer_first_game.py [--newcomers N] [--think S]
[--pace P]`` (``--pace normal``: the pace a first visit had before, for comparison).

Starts its own ``svintus serve`` (as ``svintus loadtest`` does) and seats N newcomers,
each at a table of their own as a first visit to the site makes it: "Вся коробка"
(full_box), three bots of the default level, the relaxed pace. Each newcomer acts only
on their own turn, THINK seconds after the turn's state reached them (6 s: a person who
reads the cards first), slaps a race 1.5 s after it starts, and answers nothing else
(no window, no gift, no task). The first game of each table is played to its end.

Printed per newcomer, and in all: the times the table charged them for slowness — a
turn that ran out (``timeout``) and a Shevelis! moment (``dawdle``: 5/8 of the turn
passed) — the cards they played, and how long the game took. The bar holds when no
newcomer was charged for slowness and each played cards; exit status 0 if it does.
Figures: docs/performance.md ("A newcomer's first game").
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import sys
import time
from dataclasses import dataclass, field

from svintus.commands.loadtest import choose, http_json, own_server

GAME_CAP_SECONDS = 900.0  # a first game that lasts longer is reported unfinished


@dataclass
class Newcomer:
    seat: int = -1
    timeouts: int = 0
    dawdles: int = 0
    played: int = 0
    turns: int = 0
    seconds: float = 0.0
    finished: bool = False
    winner: str = ""
    seen: set[str] = field(default_factory=set)


async def play_first_game(
    url: str, index: int, think: float, rng: random.Random, pace: str
) -> Newcomer:
    from websockets.asyncio.client import connect

    body = {"players": 4, "bots": 3, "recipe": "full_box", "pace": pace}
    code = http_json(f"{url}/api/tables", body)["code"]
    joined = http_json(f"{url}/api/tables/{code}/join", {"name": f"Newcomer {index + 1}"})
    me = Newcomer(seat=joined["seat"])
    who = f"p{me.seat + 1}"
    started = time.monotonic()
    pending: asyncio.Task[None] | None = None
    acted: tuple[int, int] | None = None
    ws_url = url.replace("http", "ws", 1) + f"/ws/{code}"
    async with connect(ws_url, max_size=2**22, open_timeout=60) as ws:
        await ws.send(json.dumps({"type": "hello", "v": 1, "token": joined["token"]}))
        shown = False

        async def act(delay: float, text: str, move: int) -> None:
            await asyncio.sleep(delay)
            await ws.send(json.dumps({"type": "action", "action": text, "move": move}))

        while time.monotonic() - started < GAME_CAP_SECONDS:
            try:
                raw = await asyncio.wait_for(ws.recv(), timeout=30)
            except TimeoutError:
                continue
            msg = json.loads(raw)
            if msg["type"] == "ping":
                await ws.send(json.dumps({"type": "pong", "n": msg["n"]}))
                continue
            if msg["type"] != "state":
                continue
            table = msg["table"]
            if (table["match"], table["game"]) != (0, 0) or table.get("status") == "over":
                me.finished = True
                break
            action = msg.get("action") or ""
            if action and f"{msg['seq']}" not in me.seen:
                me.seen.add(f"{msg['seq']}")
                if action == f"timeout {who}":
                    me.timeouts += 1
                elif action.startswith("dawdle") and action.split()[-1] == who:
                    me.dawdles += 1
                elif action.startswith(f"{who} play"):
                    me.played += 1
            view = msg["view"]
            if view is None:
                continue
            if not shown:  # as the page does once it has drawn the deal
                shown = True
                await ws.send(json.dumps({"type": "shown", "game": table["game"]}))
            legal = msg["legal"]
            key = (view["move"], view["current"])
            if pending is not None and not pending.done():
                if acted == key:
                    continue
                pending.cancel()  # the moment passed (a race, a window): think anew
            if view.get("race") is not None and "slap" in legal:
                acted, pending = key, asyncio.create_task(act(1.5, "slap", view["move"]))
            elif view["current"] == me.seat and legal:
                text = choose(legal, rng) or rng.choice(sorted(legal))
                me.turns += 1
                acted, pending = key, asyncio.create_task(act(think, text, view["move"]))
            if "winner" in view and view["winner"] is not None:
                me.winner = str(view["winner"])
    me.seconds = time.monotonic() - started
    return me


async def run_all(url: str, n: int, think: float, seed: int, pace: str) -> list[Newcomer]:
    rngs = [random.Random(seed + i) for i in range(n)]
    games = (play_first_game(url, i, think, rngs[i], pace) for i in range(n))
    return await asyncio.gather(*games)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="bar first-game-newcomer")
    parser.add_argument("--newcomers", type=int, default=8)
    parser.add_argument("--think", type=float, default=6.0, help="seconds a decision")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--pace", default="relaxed", help="the tables' pace (a first visit gets relaxed)"
    )
    args = parser.parse_args(argv)
    pids: list[int] = []
    with own_server(pids) as url:
        results = asyncio.run(run_all(url, args.newcomers, args.think, args.seed, args.pace))
    rows = [
        {
            "timeouts": r.timeouts,
            "dawdles": r.dawdles,
            "cards_played": r.played,
            "own_turns": r.turns,
            "game_seconds": round(r.seconds, 1),
            "finished": r.finished,
        }
        for r in results
    ]
    held = all(r.timeouts == 0 and r.dawdles == 0 and r.played > 0 for r in results)
    report = {"pace": args.pace, "think_seconds": args.think, "newcomers": rows}
    print(json.dumps({**report, "bar_holds": held}, indent=1))
    return 0 if held else 1


if __name__ == "__main__":
    sys.exit(main())
