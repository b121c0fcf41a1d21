"""Steps per second of the RL environment for every recipe, and its sizes per recipe.

Each round plays uniformly random masked actions on ``svintus.rl.env`` for a few
seconds, recipe after recipe, so a busy machine slows all of them alike; the figures are
the medians of the rounds. Every decision point is one step (a turn, a chance, a race,
a phase, a choice), each with a full observation and mask. Measured, never asserted.

    python benchmarks/rl_env.py                          # 2 and 4 players, 3 rounds of 2 s
    python benchmarks/rl_env.py --players 4 --rounds 1 --seconds 1
    python benchmarks/rl_env.py --sizes                  # the table of docs/rl.md
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from rl import measure_svintus
from svintus.engine.errors import RulesError
from svintus.engine.rules import RECIPES, Rules
from svintus.rl.layout import sizes_table


def measure(recipe: str, players: int, seconds: float, seed: int = 0) -> tuple[float, float]:
    """(steps per second, steps a game) of random masked play for about ``seconds``."""
    got = measure_svintus(players, seconds, seed, recipe)
    return got["steps_per_second"], got["steps_per_game"]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--players", type=int, nargs="*", default=[2, 4])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--seconds", type=float, default=2.0)
    parser.add_argument("--sizes", action="store_true", help="print the sizes and stop")
    args = parser.parse_args()
    if args.sizes:
        print(sizes_table())
        return
    cases = []
    for recipe in RECIPES:
        for players in args.players:
            size = players
            try:
                Rules(players=size, recipe=recipe)
            except RulesError:
                size += 1  # With Challenge has no two-player deck (R13.2)
            cases.append((recipe, size))
    runs: dict[tuple[str, int], list[tuple[float, float]]] = {c: [] for c in cases}
    for _ in range(args.rounds):
        for recipe, players in cases:
            runs[(recipe, players)].append(measure(recipe, players, args.seconds))
    print("| recipe | players | steps/s | steps a game |")
    print("|---|---|---|---|")
    for (recipe, players), got in runs.items():
        rate = statistics.median(r for r, _ in got)
        length = statistics.median(g for _, g in got)
        print(f"| {recipe} | {players} | {rate:,.0f} | {length:,.0f} |")


if __name__ == "__main__":
    main()
