"""How fast the bots of each level react, and how many chances they take (docs/bots.md).

Four bots of one level play seeded games through the scheduler (as ``svintus simulate``
does); every out-of-turn chance a bot is offered is counted by its reaction kind
(``bots/profiles.py``: noticing a wink's flicker, an Etiquette gift, a Courage
objection, a catch, an interception, a slap, a 2.0 race step, an answer owed, any other
2.0 chance), with the bot's answer: taken (after how long) or let go. For each level and
kind the table prints the chances, the share taken, and the median and 10th percentile
of the reaction times in seconds (R14.3: a person's, none under 0.25 s). A share below
100% for objections is mostly opinion (a bot objects to one answer in about twelve,
R14.7), for the others it is the level's misses.

    python benchmarks/bot_reactions.py                  # easy, normal, hard; full_box; 30 games
    python benchmarks/bot_reactions.py --games 60 --recipe with_etiquette
"""

from __future__ import annotations

import argparse
from collections import defaultdict
from collections.abc import Sequence
from statistics import median, quantiles

from svintus.bots import make_bot
from svintus.bots.base import Bot, Reaction, Seat
from svintus.bots.generic import is_family
from svintus.bots.profiles import REACTION_OF, REACTIONS
from svintus.engine.actions import Act, Action
from svintus.engine.game import Game
from svintus.engine.match import derive_seed
from svintus.engine.rules import RECIPES, Rules
from svintus.sim.scheduler import Scheduler

LEVELS = ("easy", "normal", "hard")
_SKIPPED = frozenset((Act.SPEAK, Act.WINK, Act.DECLARE))  # not reactions to a chance


def reaction_kind(action: Action, owed: Sequence[Action]) -> str | None:
    """The profile's reaction kind of an out-of-turn ``action`` (None: not a reaction)."""
    if action.kind in _SKIPPED:
        return None
    if action in owed:
        return "answer"
    if action.kind in REACTION_OF:
        return REACTION_OF[action.kind]
    return "chance" if is_family(action) else None


class Tally:
    """Chances offered and reaction times, by reaction kind."""

    def __init__(self) -> None:
        self.chances: dict[str, int] = defaultdict(int)
        self.times: dict[str, list[float]] = defaultdict(list)

    def watch(self, bot: Bot) -> None:
        react, race_delay = bot.react, bot.race_delay

        def watched_react(seat: Seat, offered: Sequence[Action]) -> Reaction | None:
            owed = seat.owed_hints()
            kinds = {reaction_kind(a, owed) for a in offered} - {None}
            r = react(seat, offered)
            for k in kinds:
                self.chances[str(k)] += 1
            if r is not None:
                k = reaction_kind(r.action, owed)
                if k is not None:
                    self.times[k].append(r.delay)
            return r

        def watched_race(seat: Seat) -> float:
            delay = race_delay(seat)
            self.chances["race"] += 1
            self.times["race"].append(delay)
            return delay

        bot.react = watched_react  # type: ignore[method-assign]
        bot.race_delay = watched_race  # type: ignore[method-assign]


def measure(level: str, recipe: str, players: int, games: int, seed: int) -> Tally:
    tally = Tally()
    rules = Rules(players=players, recipe=recipe)
    for i in range(games):
        game_seed = derive_seed(seed, "game", i)
        game = Game.new(rules, game_seed, i % players)
        bots = [make_bot(level, p, game_seed) for p in range(players)]
        for bot in bots:
            tally.watch(bot)
        Scheduler(game, bots).run()
    return tally


def rows(level: str, tally: Tally) -> list[str]:
    out = []
    for kind in REACTIONS:
        n = tally.chances.get(kind, 0)
        if not n:
            continue
        times = sorted(tally.times.get(kind, []))
        share = f"{100 * len(times) / n:5.0f}%"
        if len(times) >= 2:
            p10 = quantiles(times, n=10)[0]
            out.append(f"| {level} | {kind} | {n} | {share} | {median(times):.2f} | {p10:.2f} |")
        else:
            out.append(f"| {level} | {kind} | {n} | {share} | - | - |")
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--levels", default=",".join(LEVELS))
    ap.add_argument("--recipe", default="full_box", choices=sorted(RECIPES))
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--games", type=int, default=30)
    ap.add_argument("--seed", type=int, default=7)
    args = ap.parse_args()
    print(f"{args.recipe}, {args.players} bots of a level, {args.games} games a level")
    print("| level | reaction | chances | taken | median s | 10th pct s |")
    print("|---|---|---|---|---|---|")
    for level in args.levels.split(","):
        tally = measure(level, args.recipe, args.players, args.games, args.seed)
        print("\n".join(rows(level, tally)))


if __name__ == "__main__":
    main()
