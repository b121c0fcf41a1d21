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

4. with ``--probe-games N``, the world-quality probe (:class:`ProbeBot`): how close the
   worlds the search deals are to the true hands, per variant of the inference.

``--search-bot`` measures a variant of the search instead (``ismcts-top3``,
``ismcts-reuse8``, ``ismcts-slack2``, and the benchmark-only ceilings ``ismcts-cheat``
and ``ismcts-cheat-hands``, which read the true hidden cards).

    python benchmarks/bots.py --workers 2 > bots.json
    python benchmarks/bots.py --search-games 300 --budgets 200ms,50it,200it,800it
    python benchmarks/bots.py --probe-games 150 --heuristic-games 0 --prior-games 0 \
        --level-games 0 --budgets ''
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections import Counter
from collections.abc import Callable, Sequence
from typing import Any

from svintus.bots import BOTS, HeuristicBot, IsmctsBot, Seat
from svintus.bots.heuristic import DEFAULT_WEIGHTS
from svintus.bots.ismcts import SEARCH_WEIGHTS, faults
from svintus.bots.memory import Determinizer, Memory
from svintus.commands.tournament import tournament
from svintus.engine.actions import Action
from svintus.engine.cards import FACE_KIND, POLISVIN
from svintus.engine.events import Event
from svintus.engine.game import FITS, FITS_NAMED, Game
from svintus.engine.match import derive_seed
from svintus.engine.rules import Rules
from svintus.sim.scheduler import play_game


class SearchPriorBot(HeuristicBot):
    """The search bot's rules of thumb (its weights) without any search."""

    name = "ismcts-prior"
    weights = SEARCH_WEIGHTS


class PriorKeptDrawBot(SearchPriorBot):
    """``ismcts-prior`` with the search bot's belief that a drawn card not played fits
    nothing (what it knows of the next player's colours moves its attacks)."""

    name = "ismcts-prior-kept"

    def __init__(self, seat: int, seed: int) -> None:
        super().__init__(seat, seed)
        self.memory.kept_draw = True


class NarrowSearchBot(IsmctsBot):
    """The search bot choosing among the three best root actions by its rules only."""

    name = "ismcts-top3"
    root_width = 3


class DeepSearchBot(IsmctsBot):
    """The search bot playing each world 8 times from each root action (fewer worlds)."""

    name = "ismcts-reuse8"
    reuse = 8


class SlackSearchBot(IsmctsBot):
    """The search bot checking opponents' plays across takes of up to 2 cards."""

    name = "ismcts-slack2"
    slack = 2


class TrueWorlds(Determinizer):
    """Worlds that are the true game (``deck=True``) or its true hands with the unseen
    rest shuffled: the search's ceiling with perfect inference. BENCHMARK only."""

    def __init__(self, det: Determinizer, truth: Game, deck: bool) -> None:
        self.__dict__.update(det.__dict__)
        self.truth = truth
        self.deck = deck

    def sample(self, rng: random.Random) -> Game:
        g = self.truth.copy()
        if not self.deck:
            g.deck = sorted(g.deck, key=lambda _: rng.random())
        return g


class CheatSearchBot(IsmctsBot):
    """The search bot on the true hands and deck order (reads the game: BENCHMARK only)."""

    name = "ismcts-cheat"
    true_deck = True

    def worlds(self, seat: Seat, view: dict[str, Any], hand: list[int]) -> Determinizer:
        truth: Game = seat._Seat__game  # type: ignore[attr-defined]  # benchmark only
        return TrueWorlds(super().worlds(seat, view, hand), truth, self.true_deck)


class CheatHandsSearchBot(CheatSearchBot):
    """The search bot on the true hands, the deck in a random order (BENCHMARK only)."""

    name = "ismcts-cheat-hands"
    true_deck = False


# At import, so the spawned tournament workers (which import this module) know it too.
for _cls in (
    SearchPriorBot,
    PriorKeptDrawBot,
    NarrowSearchBot,
    DeepSearchBot,
    SlackSearchBot,
    CheatSearchBot,
    CheatHandsSearchBot,
):
    BOTS.setdefault(_cls.name, _cls)


# World-quality probe: how close the worlds a seat deals are to the true hidden hands.
# Each variant: (memory keeps a drawn card not played as "fits nothing", judge or not).
# Each variant: (bounds, a drawn card not played fits nothing, trust, tries, slack)
# (memory.py, ismcts.faults).
PROBE_VARIANTS: dict[str, tuple[bool, bool, float, int, int]] = {
    "uniform (no inference)": (False, False, 0.0, 1, 0),
    "bounds, drawn card may fit": (True, False, 0.0, 1, 0),
    "bounds + plays checked (before)": (True, False, 0.9, 8, 0),
    "bounds, drawn card kept fits nothing": (True, True, 0.0, 1, 0),
    "bounds + kept draw + plays checked": (True, True, 0.9, 8, 0),
    "... trust 1, 40 tries": (True, True, 1.0, 40, 0),
    "... plays before takes of 2 cards": (True, True, 0.9, 8, 2),
}


class ProbeBot(HeuristicBot):
    """Plays as ``ismcts-prior``; at each turn decision deals worlds with every variant
    of :data:`PROBE_VARIANTS` and compares the opponents' hands in them with the true
    hands. A BENCHMARK probe: it reads the true hands, which no bot may do."""

    name = "probe"
    weights = SEARCH_WEIGHTS
    samples = 16

    def __init__(self, seat: int, seed: int) -> None:
        super().__init__(seat, seed)
        self.variants: dict[str, Memory] = {}
        for name, (_bounds, kept, _trust, _tries, slack) in PROBE_VARIANTS.items():
            m = Memory(seat)
            m.kept_draw = kept
            m.slack = slack
            self.variants[name] = m
        self.stats: dict[str, list[float]] = {k: [0.0] * 5 for k in PROBE_VARIANTS}
        self.probe_rng = random.Random(seed)

    def observe(self, seat: Seat, events: Sequence[Event]) -> None:
        super().observe(seat, events)
        view = seat.view()
        for m in self.variants.values():
            if m.started:
                m.observe(events)
            m.sync(view)

    def choose(self, seat: Seat, legal: Sequence[Action]) -> Action:
        view = seat.view()
        if "chain" not in view and not view["pending"] and not view["has_drawn"]:
            truth: Game = seat._Seat__game  # type: ignore[attr-defined]  # probe only
            hand = seat.hand()
            for name, m in self.variants.items():
                m.sync(view)
                bounds, _kept, trust, tries, _slack = PROBE_VARIANTS[name]
                judge: Callable[[list[list[int]]], int] | None = None
                if trust:
                    judge = self._judge(m)
                det = Determinizer(m, view, hand, judge, trust, tries)
                if not bounds:
                    det.bounds = [{} for _ in det.bounds]
                    det.blocked = [frozenset() for _ in det.blocked]
                st = self.stats[name]
                for _ in range(self.samples):
                    w = det.sample(self.probe_rng)
                    for p in range(truth.n):
                        if p == self.seat or not truth.hands[p]:
                            continue
                        common = Counter(w.hands[p]) & Counter(truth.hands[p])
                        st[0] += sum(common.values())
                        st[1] += len(truth.hands[p])
                        st[3] += can_follow(w, p) == can_follow(truth, p)
                        st[4] += 1
                st[2] += 1
        return super().choose(seat, legal)

    @staticmethod
    def _judge(m: Memory) -> Callable[[list[list[int]]], int]:
        return lambda hands: faults(m, hands, DEFAULT_WEIGHTS)


def probe(games: int, seed: int) -> dict[str, Any]:
    """Per variant: the mean share of the opponents' true cards a dealt world gives them
    (``overlap``) and how often it agrees with the truth on whether each could follow
    the top with a card but Polisvin (``follow``)."""
    totals: dict[str, list[float]] = {k: [0.0] * 5 for k in PROBE_VARIANTS}
    rules = Rules(players=4)
    for i in range(games):
        bot = ProbeBot(i % 4, derive_seed(seed, "probe-bot", i))
        bots: list[Any] = [BOTS["heuristic"](s, derive_seed(seed, "bot", i, s)) for s in range(4)]
        bots[i % 4] = bot
        play_game(Game.new(rules, seed=derive_seed(seed, "deal", i), dealer=i % 4), bots)
        for k, st in bot.stats.items():
            for j in range(5):
                totals[k][j] += st[j]
    return {
        k: {
            "overlap": t[0] / max(t[1], 1),
            "follow": t[3] / max(t[4], 1),
            "decisions": int(t[2]),
        }
        for k, t in totals.items()
    }


def can_follow(g: Game, p: int) -> bool:
    """Whether ``p`` holds a card but Polisvin that fits the top now (R3.1, R3.2)."""
    row = FITS_NAMED[g.named] if g.named >= 0 else FITS[g.pile[-1]]
    return any(row[f] and FACE_KIND[f] != POLISVIN for f in g.hands[p])


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
    parser.add_argument("--prior-bot", default=SearchPriorBot.name)
    parser.add_argument("--search-bot", default="ismcts", help="or a variant: ismcts-top3 ...")
    parser.add_argument("--probe-games", type=int, default=0, help="world-quality probe")
    parser.add_argument("--json", action="store_true", help="one JSON object, no table")
    args = parser.parse_args(argv)
    if args.probe_games:
        t0 = time.perf_counter()
        out = probe(args.probe_games, args.seed)
        for k, v in out.items():
            print(
                f"| {k} | {v['overlap']:.1%} | {v['follow']:.1%} | {v['decisions']} |",
                file=sys.stderr,
            )
        print(f"probe: {args.probe_games} games, {time.perf_counter() - t0:.0f} s", file=sys.stderr)
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
        lineup = [args.prior_bot, "heuristic", "heuristic", "heuristic"]
        data = measure(lineup, args.prior_games, args.seed, args.workers)
        results["prior_vs_heuristic"] = data
        lines.append(row(f"{args.prior_bot} (no search) vs 3 heuristic", data, args.prior_bot))
        print(lines[-1], file=sys.stderr, flush=True)
    if args.level_games:
        for level in ("easy", "hard"):
            lineup = ["normal", level, level, level]
            data = measure(lineup, args.level_games, args.seed, args.workers)
            results[f"normal_vs_{level}"] = data
            lines.append(row(f"normal vs 3 {level}", data, "normal"))
            print(lines[-1], file=sys.stderr, flush=True)
    for budget in filter(None, args.budgets.split(",")):
        spec = f"{args.search_bot}:{budget}"
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
