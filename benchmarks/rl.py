"""Steps per second of the svintus RL environment against RLCard's UNO, in one run.

Both sides play uniformly random *legal* actions: for svintus a uniform choice among the
indexes the action mask allows (every decision point counts as one step, out-of-turn
chances and slaps included), for RLCard a uniform choice among ``legal_actions``
(``benchmarks/rlcard_uno.py``). Rounds alternate between the two so that a busy machine
slows both alike; the figures are the medians of the rounds. Measured, never asserted.

    python benchmarks/rl.py                 # 2 and 4 players, 5 rounds of 2 s
    python benchmarks/rl.py --players 2 --rounds 3 --seconds 1
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from rlcard_uno import measure_rlcard_uno
from svintus import rl


def measure_svintus(
    players: int, seconds: float, seed: int = 0, recipe: str = "classic"
) -> dict[str, float]:
    """Play random masked games of ``recipe`` for about ``seconds``; return throughput
    figures (benchmarks/rl_env.py measures every recipe with it)."""
    env = rl.env(num_players=players, recipe=recipe)
    env.reset(seed=seed)
    rng = random.Random(seed)
    steps = games = turns = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        env.reset()
        for _agent in env.agent_iter():
            obs, _reward, terminated, truncated, _info = env.last()
            if terminated or truncated:
                env.step(None)
                continue
            action = rng.choice(obs["action_mask"].nonzero()[0])
            turns += env.decision == 1
            env.step(action)
            steps += 1
        games += 1
    elapsed = time.perf_counter() - start
    return {
        "steps_per_second": steps / elapsed,
        "games_per_second": games / elapsed,
        "steps_per_game": steps / games,
        "turn_share": turns / steps,
        "players": float(players),
        "games": float(games),
        "seconds": elapsed,
    }


def run(players: list[int], rounds: int, seconds: float) -> dict[str, Any]:
    rlcard: list[dict[str, float]] = []
    ours: dict[int, list[dict[str, float]]] = {n: [] for n in players}
    for r in range(rounds):
        for n in players:
            ours[n].append(measure_svintus(n, seconds, seed=r))
        uno = _rlcard_for(seconds, seed=r)
        if uno is not None:
            rlcard.append(uno)
    out: dict[str, Any] = {"rounds": rounds, "seconds_per_round": seconds}
    uno_sps = statistics.median(u["steps_per_second"] for u in rlcard) if rlcard else None
    if rlcard:
        out["rlcard_uno"] = {
            "steps_per_second": round(uno_sps or 0.0),
            "steps_per_game": round(statistics.median(u["steps_per_game"] for u in rlcard), 1),
            "players": int(rlcard[0]["players"]),
            "version": rlcard[0]["rlcard_version"],
        }
    for n in players:
        sps = statistics.median(m["steps_per_second"] for m in ours[n])
        entry: dict[str, Any] = {
            "steps_per_second": round(sps),
            "steps_per_game": round(statistics.median(m["steps_per_game"] for m in ours[n]), 1),
            "turn_share": round(statistics.median(m["turn_share"] for m in ours[n]), 3),
        }
        if uno_sps:
            entry["ratio_to_rlcard_uno"] = round(sps / uno_sps, 2)
        out[f"svintus_{n}p"] = entry
    return out


def _rlcard_for(seconds: float, seed: int) -> dict[str, float] | None:
    """RLCard UNO for about ``seconds``: a short probe sizes the number of games."""
    probe = measure_rlcard_uno(20, seed)
    if probe is None:
        return None
    games = max(20, int(seconds * probe["games_per_second"]))
    return measure_rlcard_uno(games, seed)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--players", type=int, nargs="+", default=[2, 4])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--seconds", type=float, default=2.0)
    args = parser.parse_args(argv)
    print(json.dumps(run(args.players, args.rounds, args.seconds), indent=2))


if __name__ == "__main__":
    main()
