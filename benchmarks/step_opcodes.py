"""Python bytecodes a step, function by function: a profile no load can blur.

Not a test: ``python benchmarks/step_opcodes.py [--recipe R] [--players N] [--games G]
[--top K]``. Figures and how to read them: docs/performance.md ("Eighth pass").

The same seeded games as ``benchmarks/step_parts.py`` and ``svintus simulate`` (random
bots through the scheduler) are played under ``sys.settrace`` with opcode events, and
every bytecode executed is counted against the function it ran in. The count is exact
and the same whatever else the machine runs; it weighs every bytecode alike (a call
into C, such as a set's hashing, counts as one), so it says where the interpreter
loops and dispatches rather than how long each step takes: ``benchmarks/instructions.py``
gives the whole cost, CPU instructions included, and ``step_parts.py`` the time.
Tracing makes the games about 30 times slower.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from types import FrameType
from typing import Any

from svintus.bots import make_bot
from svintus.engine import Game, Rules
from svintus.engine.match import derive_seed
from svintus.sim import play_game


def count(recipe: str, players: int, games: int) -> tuple[Counter[tuple[str, str]], int]:
    """Bytecodes executed per ``(file, function)`` in ``games`` games, and their steps."""
    ops: Counter[tuple[str, str]] = Counter()

    def tracer(frame: FrameType, event: str, arg: Any) -> Any:
        if event == "call":
            frame.f_trace_opcodes = True
            frame.f_trace_lines = False
        elif event == "opcode":
            code = frame.f_code
            ops[(code.co_filename, code.co_name)] += 1
        return tracer

    rules = Rules(players=players, recipe=recipe)
    steps = 0
    for i in range(games):
        seed = derive_seed(0, "game", i)
        game = Game.new(rules, seed, i % players)
        bots = [make_bot("random", p, seed) for p in range(players)]
        sys.settrace(tracer)
        try:
            _, scheduler = play_game(game, bots)
        finally:
            sys.settrace(None)
        steps += scheduler.actions
    return ops, steps


def short(path: str) -> str:
    """A source path from the package (or the standard library) on."""
    for root in ("svintus/", "python3."):
        if root in path:
            return path.split(root, 1)[1]
    return path


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description="bytecodes a step, by function")
    parser.add_argument("--recipe", default="full_box")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--top", type=int, default=25)
    args = parser.parse_args(argv)
    ops, steps = count(args.recipe, args.players, args.games)
    total = sum(ops.values())
    print(f"{args.recipe}, {args.players} players, {args.games} games: {steps:,} steps")
    print(f"{total / steps:,.0f} bytecodes a step")
    print("bytecodes a step   share  function")
    for (path, name), n in ops.most_common(args.top):
        print(f"{n / steps:16,.1f}  {n / total:6.1%}  {short(path)} {name}")


if __name__ == "__main__":
    main()
