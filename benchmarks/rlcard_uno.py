"""Throughput of RLCard's UNO environment with uniform random agents.

Baseline for comparison with svintus's own engine. RLCard is optional:
``measure_rlcard_uno`` returns None when it is not installed
(``pip install rlcard==1.2.0``; it needs numpy, not torch).

RLCard 1.2.0 silently ignores ``game_num_players`` for UNO (only blackjack and
the hold'em envs honour it), so UNO is 2-player; we ask for 4 and report the
number the env actually has.
"""

from __future__ import annotations

import argparse
import importlib
import importlib.metadata
import json
import random
import time
from typing import Any


def measure_rlcard_uno(games: int, seed: int = 0) -> dict[str, float] | None:
    """Play ``games`` full UNO games with random agents; return throughput figures."""
    try:
        rlcard: Any = importlib.import_module("rlcard")  # untyped, optional
    except ImportError:
        return None
    env: Any = rlcard.make("uno", config={"seed": seed, "game_num_players": 4})
    rng = random.Random(seed)
    steps = 0
    start = time.perf_counter()
    for _ in range(games):
        state: Any
        state, _player = env.reset()
        while not env.is_over():
            # Uniform choice among legal action ids (same policy as RandomAgent).
            action: int = rng.choice(list(state["legal_actions"]))
            state, _player = env.step(action)
            steps += 1
    seconds = time.perf_counter() - start
    return {
        "steps_per_second": steps / seconds,
        "games_per_second": games / seconds,
        "steps_per_game": steps / games,
        "players": float(env.num_players),
        "games": float(games),
        "seconds": seconds,
        "rlcard_version": _version(),
    }


def _version() -> float:
    """RLCard's version as major.minor (e.g. 1.2), to fit the dict's float values."""
    major, minor = importlib.metadata.version("rlcard").split(".")[:2]
    return float(f"{major}.{minor}")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    print(json.dumps(measure_rlcard_uno(args.games, args.seed), indent=2))


if __name__ == "__main__":
    main()
