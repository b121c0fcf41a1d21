"""Instructions a game costs, counted by Valgrind: a before/after figure a busy machine
cannot blur.

Not a test: ``python benchmarks/instructions.py [--recipe R] [--players N] [--games G]
[SRC ...]``, e.g. ``python benchmarks/instructions.py --players 8 ../before/src src``.

For each source tree (default: ``src``) it plays the same ``G`` games between random bots
through the scheduler (game ``i`` seeded as :func:`benchmarks.engine.bench_recipe` seeds
it) under ``valgrind --tool=callgrind`` twice, once with no game, and reports the
difference: the instructions of the games alone, without Python's start-up, and per
decision. Same trees, same games, same count, whatever else the machine runs; the price
is time (about 50 times slower than a plain run). CPU time (benchmarks/engine.py,
benchmarks/ab.py) stays the figure of record in docs/performance.md; this one says
whether a change helped when CPU time is too noisy to tell.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile

GAMES = """
import sys
from svintus.bots import make_bot
from svintus.engine import Game, Rules
from svintus.engine.match import derive_seed
from svintus.sim import play_game
recipe, n, games = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
rules = Rules(players=n, recipe=recipe)
decisions = 0
for i in range(games):
    seed = derive_seed(0, "game", i)
    game = Game.new(rules, seed, i % n)
    _, scheduler = play_game(game, [make_bot("random", p, seed) for p in range(n)])
    decisions += scheduler.decisions
print(decisions)
"""


def count(src: str, recipe: str, players: int, games: int) -> tuple[int, int]:
    """(instructions, decisions) of ``games`` games with the code of ``src``."""
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "callgrind.out")
        cmd = [
            "valgrind",
            "--tool=callgrind",
            f"--callgrind-out-file={out}",
            sys.executable,
            "-c",
            GAMES,
            recipe,
            str(players),
            str(games),
        ]
        env = {**os.environ, "PYTHONPATH": os.path.abspath(src), "PYTHONHASHSEED": "0"}
        done = subprocess.run(cmd, env=env, capture_output=True, text=True, check=True)
        found = re.search(r"Collected\s*:\s*(\d+)", done.stderr)
        if found is None:
            raise SystemExit(f"valgrind printed no count:\n{done.stderr[-500:]}")
        return int(found.group(1)), int(done.stdout.strip() or 0)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--recipe", default="full_box")
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--games", type=int, default=3)
    ap.add_argument("src", nargs="*", default=["src"], help="source trees to compare")
    args = ap.parse_args()
    if shutil.which("valgrind") is None:
        raise SystemExit("valgrind is not installed (Debian: apt-get install valgrind)")
    first = 0
    for src in args.src:
        idle, _ = count(src, args.recipe, args.players, 0)
        total, decisions = count(src, args.recipe, args.players, args.games)
        games = total - idle
        ratio = "" if not first else f"  (the first tree's ÷ this: {first / games:.2f}x)"
        first = first or games
        print(
            f"{src}: {args.recipe} {args.players} players, {args.games} games, "
            f"{decisions} decisions: {games / 1e6:,.0f}M instructions, "
            f"{games / max(decisions, 1) / 1e3:,.0f}k a decision{ratio}"
        )


if __name__ == "__main__":
    main()
