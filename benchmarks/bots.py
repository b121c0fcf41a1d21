"""Strength of the bots, measured (docs/bots.md); never asserted, never timed in tests.

Four players, classic recipe, seats rotating over shared deals (``svintus tournament``):

1. ``heuristic`` against three ``random`` bots (baseline 25%), and the search bot's own
   rules of thumb without search (``ismcts-prior``: its default move and the rollout
   policy of its seat) against three ``heuristic`` bots;
2. the difficulty levels: a ``normal`` bot (a stand-in for a person: reaction times of a
   person at a web table, a few slips) against three ``easy`` and three ``hard`` bots;
3. the search bot against three ``heuristic`` bots, at each budget asked for: a time
   budget (``200ms``) as the issue states it, and iteration budgets, which do not
   depend on the machine's load.

    python benchmarks/bots.py --workers 2 > bots.json
    python benchmarks/bots.py --search-games 300 --budgets 200ms,50it,200it,800it
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from typing import Any

from svintus.bots import BOTS, HeuristicBot
from svintus.bots.ismcts import SEARCH_WEIGHTS
from svintus.commands.tournament import tournament
from svintus.engine.rules import Rules


class SearchPriorBot(HeuristicBot):
    """The search bot's rules of thumb (its weights) without any search."""

    name = "ismcts-prior"
    weights = SEARCH_WEIGHTS


# At import, so the spawned tournament workers (which import this module) know it too.
BOTS.setdefault(SearchPriorBot.name, SearchPriorBot)


def measure(lineup: list[str], games: int, seed: int, workers: int) -> dict[str, Any]:
    rules = Rules(players=len(lineup))
    start = time.perf_counter()
    standings = tournament(rules, lineup, games, seed, workers)
    data = standings.to_json()
    data["wall_seconds"] = round(time.perf_counter() - start, 1)
    return data


def row(label: str, data: dict[str, Any], bot: str) -> str:
    b = data["by_bot"][bot]
    low, high = b["ci95"]
    its = f"{b['mean_iterations']:.0f}" if "mean_iterations" in b else "-"
    return (
        f"| {label} | {data['games']} | {b['win_rate']:.1%} | [{low:.1%}, {high:.1%}] "
        f"| {b['mean_points']:.2f} | {its} | {data['wall_seconds']:.0f} s |"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--heuristic-games", type=int, default=4000)
    parser.add_argument("--prior-games", type=int, default=4000)
    parser.add_argument("--level-games", type=int, default=2000)
    parser.add_argument("--search-games", type=int, default=300)
    parser.add_argument("--budgets", default="200ms,50it,200it,800it")
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--json", action="store_true", help="one JSON object, no table")
    args = parser.parse_args(argv)
    results: dict[str, Any] = {}
    lines = [
        "| lineup (first bot measured) | games | win rate | 95% CI | mean points "
        "| iterations / decision | wall time |",
        "|---|---|---|---|---|---|---|",
    ]
    if args.heuristic_games:
        lineup = ["heuristic", "random", "random", "random"]
        data = measure(lineup, args.heuristic_games, args.seed, args.workers)
        results["heuristic_vs_random"] = data
        lines.append(row("heuristic vs 3 random", data, "heuristic"))
        print(lines[-1], file=sys.stderr, flush=True)
    if args.prior_games:
        lineup = [SearchPriorBot.name, "heuristic", "heuristic", "heuristic"]
        data = measure(lineup, args.prior_games, args.seed, args.workers)
        results["prior_vs_heuristic"] = data
        lines.append(row("ismcts-prior (no search) vs 3 heuristic", data, SearchPriorBot.name))
        print(lines[-1], file=sys.stderr, flush=True)
    if args.level_games:
        for level in ("easy", "hard"):
            lineup = ["normal", level, level, level]
            data = measure(lineup, args.level_games, args.seed, args.workers)
            results[f"normal_vs_{level}"] = data
            lines.append(row(f"normal vs 3 {level}", data, "normal"))
            print(lines[-1], file=sys.stderr, flush=True)
    for budget in filter(None, args.budgets.split(",")):
        spec = f"ismcts:{budget}"
        lineup = [spec, "heuristic", "heuristic", "heuristic"]
        data = measure(lineup, args.search_games, args.seed, args.workers)
        results[f"search_{budget}_vs_heuristic"] = data
        lines.append(row(f"{spec} vs 3 heuristic", data, spec))
        print(lines[-1], file=sys.stderr, flush=True)
    if args.json:
        print(json.dumps(results))
    else:
        print("\n".join(lines))
    return 0


if __name__ == "__main__":
    sys.exit(main())
