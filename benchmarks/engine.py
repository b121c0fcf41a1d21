"""Throughput of the svintus engine with random play, against RLCard's UNO.

Not a test: ``python benchmarks/engine.py [--games N] [--repeat R] [--json]``.
Figures and how to read them: docs/performance.md.

Measured, each the best of ``--repeat`` runs of ``--games`` games (runs interleaved):

* ``scheduler``: 4 players, classic recipe, random bots driven by the scheduler
  (``svintus.sim.play_game``), the way ``svintus simulate`` plays: turn decisions and
  reactions (interceptions, catches, slaps, speech) with their reaction times.
* ``engine``: the raw engine loop without the scheduler or bots: a uniform choice
  among ``Game.turn_actions()``, preferring plays (like the random bot), a slap race
  closed at once with ``Game.clock_actions()``. No reactions at all.
* ``rlcard_uno``: RLCard's UNO environment with uniform random agents
  (benchmarks/rlcard_uno.py), when ``rlcard`` is installed; RLCard's UNO is 2-player
  only. Each env step also encodes the observation (numpy planes) for the agent.
* ``rlcard_uno_game``: RLCard's bare ``UnoGame`` loop (``get_legal_actions`` and
  ``step``, no env and no observation encoding): the counterpart of ``engine``.
* ``memory``: bytes of one ``Game`` just after the deal, and ``Game.copy()`` in µs.
* ``recipes`` (``--recipes``, or alone with ``--recipes-only``): every recipe (R13.1) at
  4 and 8 players through the scheduler with random bots, as ``scheduler``; each figure is
  decisions per second of *CPU time* of this process (``time.process_time``), so a busy
  machine slows the figures less, and each recipe's ratio to classic at the same number of
  players in the same run. Rounds interleave the recipes; each keeps its best round.
"""

from __future__ import annotations

import argparse
import importlib
import json
import os
import platform
import random
import sys
import time
import timeit
from collections.abc import Callable
from typing import Any

from rlcard_uno import measure_rlcard_uno
from svintus.bots import make_bot
from svintus.engine import Act, Game, Rules
from svintus.engine.match import derive_seed
from svintus.engine.rules import RECIPES
from svintus.sim import play_game

PLAYERS = 4
RECIPE = "classic"


def bench_scheduler(games: int, seed: int = 0) -> dict[str, float]:
    """Random bots through the scheduler, seeded as ``svintus simulate`` seeds them."""
    rules = Rules(players=PLAYERS, recipe=RECIPE)
    decisions = actions = 0
    start = time.perf_counter()
    for i in range(games):
        game_seed = derive_seed(seed, "game", i)
        game = Game.new(rules, game_seed, i % PLAYERS)
        bots = [make_bot("random", p, game_seed) for p in range(PLAYERS)]
        _, scheduler = play_game(game, bots)
        decisions += scheduler.decisions
        actions += scheduler.actions
    seconds = time.perf_counter() - start
    return {
        "decisions_per_second": decisions / seconds,
        "games_per_second": games / seconds,
        "decisions_per_game": decisions / games,
        "actions_per_game": actions / games,
        "seconds": seconds,
    }


def bench_engine(games: int, seed: int = 0, max_steps: int = 100_000) -> dict[str, float]:
    """The bare engine: random turn actions, plays preferred; races closed by the clock."""
    rules = Rules(players=PLAYERS, recipe=RECIPE)
    rng = random.Random(seed)
    decisions = steps = 0
    start = time.perf_counter()
    for i in range(games):
        game = Game.new(rules, derive_seed(seed, "game", i), i % PLAYERS)
        for _ in range(max_steps):
            if game.winner >= 0:
                break
            legal = game.turn_actions()
            if not legal:  # a slap race: nobody slaps, the window closes
                game.apply_unchecked(game.clock_actions()[0])
                steps += 1
                continue
            plays = [a for a in legal if a.kind == Act.PLAY]
            choices = plays or legal
            game.apply_unchecked(choices[0] if len(choices) == 1 else rng.choice(choices))
            decisions += 1
            steps += 1
        else:
            raise RuntimeError(f"game {i} did not end in {max_steps} steps")
    seconds = time.perf_counter() - start
    return {
        "decisions_per_second": decisions / seconds,
        "games_per_second": games / seconds,
        "decisions_per_game": decisions / games,
        "actions_per_game": steps / games,
        "seconds": seconds,
    }


def measure_rlcard_uno_game(games: int, seed: int = 0) -> dict[str, float] | None:
    """RLCard's bare UNO game with uniform random actions; None without rlcard."""
    try:
        uno: Any = importlib.import_module("rlcard.games.uno.game")  # untyped, optional
        numpy: Any = importlib.import_module("numpy")
    except ImportError:
        return None
    game: Any = uno.UnoGame(num_players=2)
    game.np_random = numpy.random.RandomState(seed)
    rng = random.Random(seed)
    steps = 0
    start = time.perf_counter()
    for _ in range(games):
        game.init_game()
        while not game.is_over():
            game.step(rng.choice(game.get_legal_actions()))
            steps += 1
    seconds = time.perf_counter() - start
    return {
        "steps_per_second": steps / seconds,
        "games_per_second": games / seconds,
        "steps_per_game": steps / games,
        "players": 2.0,
        "seconds": seconds,
    }


def deep_size(obj: object, seen: set[int] | None = None) -> int:
    """Bytes of ``obj`` and everything it owns (lists, tuples, big ints), each counted once.

    The shared ``Rules`` is left out (one per table, not per game) and so are the small
    ints Python keeps as singletons (-5..256: every face index).
    """
    if seen is None:
        seen = set()
    if id(obj) in seen or isinstance(obj, Rules) or obj is None or isinstance(obj, bool):
        return 0
    if isinstance(obj, int) and -5 <= obj <= 256:
        return 0
    seen.add(id(obj))
    size = sys.getsizeof(obj)
    if isinstance(obj, list | tuple | set | frozenset):
        size += sum(deep_size(x, seen) for x in obj)
    elif isinstance(obj, dict):
        size += sum(deep_size(k, seen) + deep_size(v, seen) for k, v in obj.items())
    for name in getattr(type(obj), "__slots__", ()):
        if hasattr(obj, name):
            size += deep_size(getattr(obj, name), seen)
    return size


def bench_memory(seed: int = 0) -> dict[str, float]:
    """Size of a freshly dealt game and the cost of copying it (for search)."""
    game = Game.new(Rules(players=PLAYERS, recipe=RECIPE), derive_seed(seed, "game", 0))
    game.events = []  # the deal's events belong to the caller, not to the position
    timer = timeit.Timer(game.copy)
    loops, _ = timer.autorange()
    best = min(timer.repeat(repeat=5, number=loops)) / loops
    return {"game_bytes": float(deep_size(game)), "copy_microseconds": best * 1e6}


def bench_recipe(recipe: str, players: int, seconds: float, seed: int = 0) -> dict[str, float]:
    """Random bots through the scheduler for ``recipe`` until ``seconds`` of CPU time
    have passed (whole games); the figures per CPU second."""
    rules = Rules(players=players, recipe=recipe)
    decisions = actions = games = 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        game_seed = derive_seed(seed, "game", games)
        game = Game.new(rules, game_seed, games % players)
        bots = [make_bot("random", p, game_seed) for p in range(players)]
        _, scheduler = play_game(game, bots)
        decisions += scheduler.decisions
        actions += scheduler.actions
        games += 1
    cpu = time.process_time() - start
    return {
        "decisions_per_second": decisions / cpu,
        "games_per_second": games / cpu,
        "decisions_per_game": decisions / games,
        "actions_per_game": actions / games,
        "games": float(games),
        "cpu_seconds": cpu,
    }


def measure_recipes(
    players: tuple[int, ...], seconds: float, repeat: int, seed: int
) -> dict[str, Any]:
    """Every recipe at each player count, interleaved rounds, best round kept; with each
    recipe's decisions/s as a share of classic's at the same count."""
    benches: dict[str, tuple[Bench, str]] = {}
    for n in players:
        for recipe in RECIPES:
            benches[f"{recipe}/{n}"] = (
                lambda r=recipe, k=n: bench_recipe(r, k, seconds, seed),
                "decisions_per_second",
            )
    best = interleaved_best(repeat, benches)
    out: dict[str, Any] = {}
    for name, run in best.items():
        recipe, n = name.split("/")
        assert run is not None
        base = best[f"classic/{n}"]
        assert base is not None
        run["share_of_classic"] = run["decisions_per_second"] / base["decisions_per_second"]
        out[name] = run
    return out


def recipes_report(rows: dict[str, Any], seconds: float, repeat: int) -> str:
    lines = [
        f"every recipe, scheduler + random bots; decisions per CPU second, best of {repeat} "
        f"rounds of {seconds:g} CPU s",
        f"{'recipe':<16}{'players':>8}{'decisions/s':>13}{'of classic':>12}"
        f"{'games/s':>9}{'decisions/game':>16}",
    ]
    for name, r in rows.items():
        recipe, n = name.split("/")
        lines.append(
            f"{recipe:<16}{n:>8}{r['decisions_per_second']:>13,.0f}"
            f"{r['share_of_classic']:>11.0%} {r['games_per_second']:>8,.1f}"
            f"{r['decisions_per_game']:>16.1f}"
        )
    return "\n".join(lines)


Bench = Callable[[], dict[str, float] | None]


def interleaved_best(repeat: int, benches: dict[str, tuple[Bench, str]]) -> dict[str, Any]:
    """Run every bench once per round, ``repeat`` rounds; keep each one's best run.

    Rounds interleave the benches, so a busy spell of the machine hits them alike and
    the ratios stay fair; the best run is the least disturbed one.
    """
    best: dict[str, dict[str, float] | None] = {}
    for _ in range(repeat):
        for name, (bench, key) in benches.items():
            run, old = bench(), best.get(name)
            if old is None or (run is not None and run[key] > old[key]):
                best[name] = run
    return best


def measure(games: int, repeat: int, seed: int) -> dict[str, Any]:
    out: dict[str, Any] = {
        "python": platform.python_version(),
        "machine": platform.machine(),
        "cpus": os.cpu_count(),
        "players": PLAYERS,
        "recipe": RECIPE,
        "games": games,
        "repeat": repeat,
    }
    dps, sps = "decisions_per_second", "steps_per_second"
    benches: dict[str, tuple[Bench, str]] = {
        "scheduler": (lambda: bench_scheduler(games, seed), dps),
        "engine": (lambda: bench_engine(games, seed), dps),
        "rlcard_uno": (lambda: measure_rlcard_uno(games, seed), sps),
        "rlcard_uno_game": (lambda: measure_rlcard_uno_game(games, seed), sps),
    }
    out.update(interleaved_best(repeat, benches))
    uno, bare = out["rlcard_uno"], out["rlcard_uno_game"]
    if uno is not None and bare is not None:
        out["ratio_scheduler_to_rlcard"] = out["scheduler"][dps] / uno[sps]
        out["ratio_engine_to_rlcard"] = out["engine"][dps] / uno[sps]
        out["ratio_engine_to_rlcard_game"] = out["engine"][dps] / bare[sps]
    out["memory"] = bench_memory(seed)
    return out


def report(r: dict[str, Any]) -> str:
    def line(name: str, d: dict[str, float]) -> str:
        return (
            f"{name:<24} {d['decisions_per_second']:>10,.0f} decisions/s "
            f"{d['games_per_second']:>8,.0f} games/s "
            f"{d['decisions_per_game']:>6.1f} decisions/game"
        )

    def uno_line(name: str, d: dict[str, float]) -> str:
        return (
            f"{name:<24} {d['steps_per_second']:>10,.0f} steps/s     "
            f"{d['games_per_second']:>8,.0f} games/s "
            f"{d['steps_per_game']:>6.1f} steps/game"
        )

    lines = [
        f"svintus engine, {r['players']} players, {r['recipe']} recipe, random play; "
        f"Python {r['python']}, {r['games']} games, best of {r['repeat']}",
        line("scheduler + bots", r["scheduler"]),
        line("raw engine loop", r["engine"]),
    ]
    uno = r["rlcard_uno"]
    if uno is None or r["rlcard_uno_game"] is None:
        lines.append("rlcard UNO               not installed (pip install rlcard==1.2.0)")
    else:
        bare = r["rlcard_uno_game"]
        lines.append(uno_line(f"rlcard {uno['rlcard_version']} UNO env (2p)", uno))
        lines.append(uno_line("rlcard UnoGame, no env", bare))
        lines.append(
            f"decisions/s : RLCard env steps/s   scheduler {r['ratio_scheduler_to_rlcard']:.2f}x"
            f", raw engine {r['ratio_engine_to_rlcard']:.2f}x; "
            f"raw engine : bare UnoGame {r['ratio_engine_to_rlcard_game']:.2f}x"
        )
    m = r["memory"]
    lines.append(
        f"one Game after the deal: {m['game_bytes']:,.0f} bytes; "
        f"Game.copy(): {m['copy_microseconds']:.2f} µs"
    )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description="svintus engine throughput vs RLCard UNO")
    parser.add_argument("--games", type=int, default=2000, help="games per run (default 2000)")
    parser.add_argument("--repeat", type=int, default=3, help="runs of each, best kept")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument(
        "--recipes", action="store_true", help="also every recipe at 4 and 8 players"
    )
    parser.add_argument("--recipes-only", action="store_true", help="only the every-recipe table")
    parser.add_argument(
        "--seconds", type=float, default=3.0, help="CPU seconds per recipe and round"
    )
    args = parser.parse_args(argv)
    if args.games < 1 or args.repeat < 1 or args.seconds <= 0:
        parser.error("--games and --repeat must be at least 1, --seconds above 0")
    result: dict[str, Any] = {}
    text: list[str] = []
    if not args.recipes_only:
        result = measure(args.games, args.repeat, args.seed)
        text.append(report(result))
    if args.recipes or args.recipes_only:
        rows = measure_recipes((4, 8), args.seconds, args.repeat, args.seed)
        result["recipes"] = rows
        text.append(recipes_report(rows, args.seconds, args.repeat))
    print(json.dumps(result) if args.json else "\n\n".join(text))


if __name__ == "__main__":
    main()
