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
turn that ran out and cost cards (``timeout``; a Temnodel check window's lapse is a
pass, no charge: the newcomer answers those after 3 s anyway) and a Shevelis! moment
(``dawdle``: 5/8 of the turn passed) — the cards they played, and how long the game
took. The bar holds when no newcomer was charged for slowness and each played cards;
exit status 0 if it does.
Figures: docs/performance.md ("A newcomer's first game").
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import random
import sys
import time
from dataclasses import dataclass, field
from typing import Any

from svintus.commands.loadtest import choose, http_json, own_server

GAME_CAP_SECONDS = 900.0  # a first game that lasts longer is reported unfinished
CHECK_THINK = 3.0  # s: reading a dark card's declaration, then believing it
FOLLOW_UP = 2.0  # s: a later decision of the same turn (after a draw, a colour to name)
# what a newcomer does not do on their own turn: gestures, out-of-turn moves, feats
GESTURES = {"wink", "touch", "away", "back", "catch", "intercept", "slap", "feat", "try"}
PREFERRED = ("play", "dark", "accept", "name", "giveup", "pay", "box", "show", "flip")


def decide(legal: list[str], rng: random.Random) -> str | None:
    """A newcomer's choice on their own turn: a card when one fits, else what the
    moment asks (a colour, a penalty to accept, a phase's step), else draw, then pass."""
    moves = [a for a in legal if a.split()[0] not in GESTURES]
    if not moves:
        return None
    for verb in PREFERRED:
        chosen = choose([a for a in moves if a.split()[0] == verb], rng) if verb == "play" else None
        options = [a for a in moves if a.split()[0] == verb]
        if chosen or options:
            return chosen or rng.choice(options)
    for verb in ("draw", "pass"):
        if verb in moves:
            return verb
    return rng.choice(sorted(moves))


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
    refused: list[str] = field(default_factory=list)  # what the table refused, and why
    charged: list[str] = field(default_factory=list)  # what was on screen when charged


async def play_first_game(
    url: str, index: int, think: float, rng: random.Random, pace: str
) -> Newcomer:
    from websockets.asyncio.client import connect
    from websockets.exceptions import ConnectionClosed

    body = {"players": 4, "bots": 3, "recipe": "full_box", "pace": pace}
    code = http_json(f"{url}/api/tables", body)["code"]
    joined = http_json(f"{url}/api/tables/{code}/join", {"name": f"Newcomer {index + 1}"})
    me = Newcomer(seat=joined["seat"])
    who = f"p{me.seat + 1}"
    started = time.monotonic()
    pending: asyncio.Task[None] | None = None
    ws_url = url.replace("http", "ws", 1) + f"/ws/{code}"
    async with connect(ws_url, max_size=2**22, open_timeout=60) as ws:
        await ws.send(json.dumps({"type": "hello", "v": 2, "token": joined["token"]}))
        shown = False
        hand = last_hand = 0  # the newcomer's cards now, and in the state before
        last_sent = [""]
        last_legal: list[str] = []
        turn_began: float | None = None  # when the newcomer's turn was first shown
        decided: float | None = None  # their last move of this turn shown (or refused)

        async def act(at: float, text: str, move: int) -> None:
            await asyncio.sleep(max(0.0, at - time.monotonic()))
            last_sent[0] = text
            with contextlib.suppress(ConnectionClosed):  # the game ended meanwhile
                await ws.send(json.dumps({"type": "action", "action": text, "move": move}))

        table: dict[str, Any] = {}
        while time.monotonic() - started < GAME_CAP_SECONDS:
            try:
                raw = await asyncio.wait_for(ws.recv(), timeout=30)
            except TimeoutError:
                continue
            msg = json.loads(raw)
            if msg["type"] == "ping":
                await ws.send(json.dumps({"type": "pong", "n": msg["n"]}))
                continue
            if msg["type"] == "error":
                me.refused.append(f"{last_sent[0]}: {msg['code']} {msg.get('message', '')}")
                decided = time.monotonic()  # refused (someone chose cards): try again soon
                continue
            if msg["type"] != "state":
                continue
            table = msg.get("table") or table  # sent when it changed (protocol 2)
            if (table["match"], table["game"]) != (0, 0) or table.get("status") == "over":
                me.finished = True
                break
            action = msg.get("action") or ""
            said = f"{action} after {last_sent[0]!r}; legal {last_legal[:6]}"
            view = msg["view"]
            hand = len(view["hand"] or ()) if view else hand
            if action == f"timeout {who}" and hand > last_hand:  # a lapse that cost cards
                me.timeouts += 1
                me.charged.append(said)
            elif action.startswith("dawdle") and action.split()[-1] == who:
                me.dawdles += 1
                me.charged.append(said)
            elif action.startswith(f"{who} play"):
                me.played += 1
            last_hand = hand
            if view is None:
                continue
            if not shown:  # as the page does once it has drawn the deal
                shown = True
                await ws.send(json.dumps({"type": "shown", "game": table["game"]}))
            legal = last_legal = msg["legal"]
            now = time.monotonic()
            if pending is not None and not pending.done():
                pending.cancel()  # what is shown changed: decide on the new state
                pending = None
            if view.get("race") is not None and "slap" in legal:
                pending = asyncio.create_task(act(now + 1.5, "slap", view["move"]))
                continue
            if view["current"] != me.seat:
                turn_began = decided = None
                if "check" in legal and "pass" in legal:  # a dark card to believe (R9.2)
                    pending = asyncio.create_task(act(now + CHECK_THINK, "pass", view["move"]))
                continue
            text = decide(legal, rng)
            if text is None:  # nothing to do now (someone chooses cards): wait, thinking
                continue
            if turn_began is None:
                turn_began = now
                me.turns += 1
            if action.startswith(f"{who} "):
                decided = now  # their own move is shown: the next decision is a quick one
            # the turn's first decision takes THINK seconds from the turn's first state; a
            # later one (after a draw, a colour to name, a refused try) FOLLOW_UP seconds
            at = turn_began + think if decided is None else decided + FOLLOW_UP
            pending = asyncio.create_task(act(at, text, view["move"]))
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
            "refused": r.refused[:5],
            "charged": r.charged[:5],
        }
        for r in results
    ]
    held = all(r.timeouts == 0 and r.dawdles == 0 and r.played > 0 for r in results)
    report = {"pace": args.pace, "think_seconds": args.think, "newcomers": rows}
    print(json.dumps({**report, "bar_holds": held}, indent=1))
    return 0 if held else 1


if __name__ == "__main__":
    sys.exit(main())
