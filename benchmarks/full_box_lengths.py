"""How long a full_box game runs between bots: the tail a browser test must allow for.

Not a test: ``python benchmarks/full_box_lengths.py [--games N] [--hand H ...] [--bots B ...]``,
e.g. ``python benchmarks/full_box_lengths.py --games 300 --hand 2 4``.

Four players, the full_box deck, blitz turns (3 s); each seat's bot is named in ``--bots``
(four names joined by commas; the first seat plays as the browser test's person does, at
random). For each pair of hand size and seats it plays ``--games`` games with the
simulated table clock (sim/scheduler.py) and prints the median, the 90th and the 99th
percentile and the longest, in actions and in table seconds. Game i is dealt from a seed
derived from 7 and i, so the figures depend only on the options
(tests/e2e/test_2_0_people.py, docs/decisions.md "A full_box match in a browser test").
"""

from __future__ import annotations

import argparse

from svintus.bots import make_bot
from svintus.engine.game import Game
from svintus.engine.match import derive_seed
from svintus.engine.rules import Rules
from svintus.sim.scheduler import play_game


def lengths(seats: list[str], hand: int, games: int) -> tuple[list[int], list[float]]:
    """The actions and the table seconds of ``games`` games."""
    rules = Rules(players=4, recipe="full_box", hand_size=hand, turn_seconds=3.0)
    actions, seconds = [], []
    for i in range(games):
        seed = derive_seed(7, "game", i)
        game = Game.new(rules, seed, i % 4)
        bots = [make_bot(name, p, derive_seed(seed, "bot", p)) for p, name in enumerate(seats)]
        _, scheduler = play_game(game, bots)
        actions.append(scheduler.actions)
        seconds.append(scheduler.time)
    return actions, seconds


def quantiles(xs: list[float]) -> str:
    s = sorted(xs)
    at = [s[min(len(s) - 1, int(q * len(s)))] for q in (0.5, 0.9, 0.99)]
    return " ".join(f"{x:.0f}" for x in [*at, s[-1]])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--hand", type=int, nargs="+", default=[2, 4])
    parser.add_argument(
        "--bots",
        nargs="+",
        default=["random,heuristic,heuristic,heuristic", "random,random,random,random"],
    )
    args = parser.parse_args()
    print("hand  seats                               actions p50 p90 p99 max | seconds")
    for seats in args.bots:
        for hand in args.hand:
            actions, seconds = lengths(seats.split(","), hand, args.games)
            row = f"{hand:>4}  {seats:<34}  {quantiles([float(a) for a in actions])}"
            print(f"{row} | {quantiles(seconds)}", flush=True)


if __name__ == "__main__":
    main()
