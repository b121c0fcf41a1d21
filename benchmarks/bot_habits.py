"""What the bots do in a game, counted: the actions applied per game by kind (docs/bots.md).

Four bots of one level play seeded games through the scheduler (as ``svintus simulate``
does) and every applied action is counted by its kind; the table prints the mean per
game. It is how the winks of the 2.0 fallback were seen (about 109 winks to 23 card plays
a full_box game of ``normal`` bots before the fix, about one wink after).

    python benchmarks/bot_habits.py                       # normal bots, full_box, 12 games
    python benchmarks/bot_habits.py --bots hard --recipe with_challenge --games 20
"""

from __future__ import annotations

import argparse
from collections import Counter
from typing import Any

from svintus.bots import BOTS, make_bot
from svintus.engine.actions import Action
from svintus.engine.game import Game
from svintus.engine.match import derive_seed
from svintus.engine.rules import RECIPES, Rules
from svintus.sim.scheduler import Scheduler


def habits(bots: str, recipe: str, players: int, games: int, seed: int) -> Counter[str]:
    """The actions applied in ``games`` games, by kind, summed; ``_moves``: turn actions."""
    counts: Counter[str] = Counter()
    rules = Rules(players=players, recipe=recipe)
    for i in range(games):
        game_seed = derive_seed(seed, "game", i)
        game = Game.new(rules, game_seed, i % players)
        sched = Scheduler(game, [make_bot(bots, p, game_seed) for p in range(players)])

        def counted(
            action: Action, delay: float, reaction: bool = False, apply: Any = sched._apply
        ) -> None:
            counts[action.kind.name.lower()] += 1
            apply(action, delay, reaction)

        sched._apply = counted  # type: ignore[method-assign]
        sched.run()
        counts["_moves"] += game.move
    return counts


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--bots", default="normal", choices=sorted(BOTS))
    ap.add_argument("--recipe", default="full_box", choices=sorted(RECIPES))
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--games", type=int, default=12)
    ap.add_argument("--seed", type=int, default=7)
    args = ap.parse_args()
    counts = habits(args.bots, args.recipe, args.players, args.games, args.seed)
    print(f"{args.bots} bots, {args.recipe}, {args.players} players, {args.games} games")
    print("action          per game")
    for kind, n in counts.most_common():
        print(f"{kind:<14} {n / args.games:9.1f}")


if __name__ == "__main__":
    main()
