"""``svintus simulate``: play many games between random bots; throughput and rule counts.

Game ``i`` (0-based) of a run is dealt from ``derive_seed(seed, "game", i)`` by dealer
``i % players``, as the games of a :class:`~svintus.engine.match.Match` derive theirs,
and its bots are seeded from that game seed. So every game is fixed by the run's seed
and its index alone, and ``--workers K`` (K processes, each playing whole games) changes
nothing but the timings: results are merged in game order. See docs/simulation.md.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from collections import Counter
from dataclasses import dataclass, field
from typing import Any, TextIO

from ..bots import make_bot
from ..engine.errors import SvintusError
from ..engine.game import Game, pname
from ..engine.match import derive_seed
from ..engine.record import Record
from ..engine.rules import RECIPES, Rules
from ..sim.parallel import prepare_records_dir, run_chunks
from ..sim.scheduler import play_game
from ..sim.stats import rule_counts, rule_keys
from . import sim_report
from .options import add_option_flags, check_flag_range, with_options

BOT = "random"
MAX_GAMES = 10_000_000
MAX_WORKERS = 256


class SimulationError(SvintusError, ValueError):
    """A bad ``svintus simulate`` request (game count, workers, records directory)."""


def add_parser(sub: Any) -> None:
    p = sub.add_parser(
        "simulate",
        help="play many games between random bots; print throughput and rule counts",
        description=(
            "Play GAMES games between random bots and report throughput and how often "
            "each rule fired. Game i uses a seed derived from SEED and i, and dealer "
            "i mod PLAYERS, so the output depends only on the options, not on --workers."
        ),
    )
    p.add_argument("--players", "-n", type=int, default=4, metavar="N", help="2..10 (default 4)")
    p.add_argument("--games", "-g", type=int, default=1000, metavar="G", help="default 1000")
    p.add_argument(
        "--recipe",
        "-r",
        default="classic",
        metavar="R",
        help=f"the deck: {', '.join(RECIPES)} (default classic)",
    )
    p.add_argument("--seed", "-s", type=int, default=0, metavar="S", help="default 0")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument("--records", metavar="DIR", help="write DIR/game-00001.json ... (records)")
    p.add_argument("--workers", "-j", type=int, default=1, metavar="K", help="processes")
    house = p.add_argument_group("house rules (docs/rules.md)")
    house.add_argument(
        "--hand-size",
        type=int,
        default=8,
        metavar="H",
        help="cards dealt to each player (default 8)",
    )
    house.add_argument(
        "--no-start-card-effects",
        dest="start_card_effects",
        action="store_false",
        help="the start card does nothing (a special one is put back)",
    )
    house.add_argument(
        "--stacked-skips",
        action="store_true",
        help="a stack of n Khapyozh or Zakhrapin skips n turns",
    )
    house.add_argument(
        "--strict-table",
        action="store_true",
        help="a wrong move costs 2 cards and a turn (bots make none)",
    )
    house.add_argument(
        "--turn-seconds",
        type=float,
        default=8.0,
        metavar="T",
        help="the turn time in seconds (default 8)",
    )
    house.add_argument(
        "--svintus-penalty",
        type=int,
        default=3,
        metavar="C",
        help="cards for a forgotten Svintus! (default 3)",
    )
    house.add_argument(
        "--two-player-reverse-skips",
        action="store_true",
        help="with two players a Perekhryuk also skips",
    )
    add_option_flags(house)


def rules_from_args(args: argparse.Namespace) -> Rules:
    """The game rules the options ask for; invalid ones raise RulesError."""
    rules = Rules(
        players=args.players,
        recipe=args.recipe,
        hand_size=args.hand_size,
        start_card_effects=args.start_card_effects,
        stacked_skips=args.stacked_skips,
        strict_table=args.strict_table,
        turn_seconds=args.turn_seconds,
        svintus_penalty=args.svintus_penalty,
        two_player_reverse_skips=args.two_player_reverse_skips,
    )
    return with_options(rules, args)


# ---------------------------------------------------------------------- one game


@dataclass
class GameResult:
    """What a run keeps of one game (picklable: it crosses process boundaries)."""

    index: int
    winner: int
    points: int
    actions: int
    decisions: int
    table_ms: int
    counts: dict[str, int]


def play_one(rules: Rules, seed: int, index: int, records: str | None) -> GameResult:
    """Play game ``index`` of a run; write its record into ``records`` if given."""
    n = rules.players
    game_seed = derive_seed(seed, "game", index)
    dealer = index % n
    game = Game.new(rules, game_seed, dealer)
    bots = [make_bot(BOT, p, game_seed) for p in range(n)]
    record = Record(rules, game_seed, dealer, players=[f"{BOT}-{pname(p)}" for p in range(n)])
    record_or_none = record if records is not None else None
    game, scheduler = play_game(game, bots, record_or_none)
    if records is not None:
        path = os.path.join(records, record_name(index))
        with open(path, "w", encoding="utf-8") as f:
            json.dump(record.to_json(game), f, separators=(",", ":"))
            f.write("\n")
    return GameResult(
        index=index,
        winner=game.winner,
        points=game.points,
        actions=scheduler.actions,
        decisions=scheduler.decisions,
        table_ms=round(scheduler.time * 1000),
        counts=dict(rule_counts(scheduler.log)),
    )


def record_name(index: int) -> str:
    """File name of game ``index`` (0-based): game-00001.json for the first."""
    return f"game-{index + 1:05d}.json"


def _play_chunk(task: tuple[dict[str, Any], int, int, int, str | None]) -> list[GameResult]:
    """Worker entry point (top level, so spawn can import it): games [start, stop)."""
    rules_json, seed, start, stop, records = task
    rules = Rules.from_json(rules_json)
    return [play_one(rules, seed, i, records) for i in range(start, stop)]


# ---------------------------------------------------------------------- a run


@dataclass
class Summary:
    """Totals of a run, merged in game order."""

    rules: Rules
    seed: int
    games: int = 0
    actions: int = 0
    decisions: int = 0
    points: int = 0
    table_ms: int = 0
    wins: list[int] = field(default_factory=list)
    points_by_seat: list[int] = field(default_factory=list)
    counts: Counter[str] = field(default_factory=Counter)
    seconds: float = 0.0

    def __post_init__(self) -> None:
        n = self.rules.players
        self.wins = [0] * n
        self.points_by_seat = [0] * n

    def add(self, r: GameResult) -> None:
        if r.index != self.games:  # pragma: no cover - merging is in order by construction
            raise RuntimeError(f"game {r.index} merged out of order (expected {self.games})")
        self.games += 1
        self.actions += r.actions
        self.decisions += r.decisions
        self.points += r.points
        self.table_ms += r.table_ms
        self.wins[r.winner] += 1
        self.points_by_seat[r.winner] += r.points
        self.counts.update(r.counts)

    def to_json(self) -> dict[str, Any]:
        g = max(self.games, 1)
        s = self.seconds
        return {
            "games": self.games,
            "players": self.rules.players,
            "recipe": self.rules.recipe,
            "seed": self.seed,
            "bot": BOT,
            "rules": self.rules.to_json(),
            "seconds": round(self.seconds, 6),
            "games_per_second": _rate(self.games, s),
            "decisions_per_second": _rate(self.decisions, s),
            "actions_per_second": _rate(self.actions, s),
            "total_actions": self.actions,
            "total_decisions": self.decisions,
            "mean_actions_per_game": self.actions / g,
            "mean_decisions_per_game": self.decisions / g,
            "mean_points_per_game": self.points / g,
            "mean_table_seconds_per_game": self.table_ms / 1000 / g,
            "wins_by_seat": list(self.wins),
            "points_by_seat": list(self.points_by_seat),
            "rule_counts": {k: self.counts.get(k, 0) for k in rule_keys(self.rules, self.counts)},
        }


def _rate(count: int, seconds: float) -> float:
    return round(count / seconds, 1) if seconds > 0 else 0.0


def chunks(games: int, workers: int) -> list[tuple[int, int]]:
    """Split [0, games) into contiguous ranges, several per worker for load balance."""
    size = 50 if workers <= 1 else max(1, min(200, games // (workers * 8)))
    return [(a, min(a + size, games)) for a in range(0, games, size)]


def simulate(
    rules: Rules,
    games: int,
    seed: int,
    workers: int = 1,
    records: str | None = None,
    progress: TextIO | None = None,
) -> Summary:
    """Play ``games`` games; the result is the same for any number of ``workers``."""
    check_flag_range(SimulationError, "--games", games, 1, MAX_GAMES)
    check_flag_range(SimulationError, "--workers", workers, 1, MAX_WORKERS)
    if records is not None:
        prepare_records_dir(records, SimulationError)
    summary = Summary(rules, seed)
    bar = Progress(games, progress) if progress is not None else None
    ranges = chunks(games, workers)
    workers = min(workers, len(ranges))
    start = time.perf_counter()
    tasks = [(rules.to_json(), seed, a, b, records) for a, b in ranges]
    for results in run_chunks(_play_chunk, tasks, workers):
        for r in results:
            summary.add(r)
        if bar is not None:
            bar.update(summary.games)
    summary.seconds = time.perf_counter() - start
    if bar is not None:
        bar.close()
    return summary


class Progress:
    """A one-line progress bar, redrawn in place on a terminal."""

    def __init__(self, total: int, out: TextIO, width: int = 30) -> None:
        self.total = total
        self.out = out
        self.width = width
        self.start = time.perf_counter()
        self.shown = -1

    def update(self, done: int) -> None:
        pct = done * 100 // self.total
        if pct == self.shown and done != self.total:
            return
        self.shown = pct
        fill = done * self.width // self.total
        rate = done / max(time.perf_counter() - self.start, 1e-9)
        bar = "#" * fill + "-" * (self.width - fill)
        self.out.write(f"\r[{bar}] {sim_report.progress_line(done, self.total, rate)}")
        self.out.flush()

    def close(self) -> None:
        self.out.write("\n")
        self.out.flush()


# ---------------------------------------------------------------------- output

# the summary for a person, in the player's language (sim_report.py)
human = sim_report.human


def run(args: argparse.Namespace) -> int:
    rules = rules_from_args(args)
    progress = sys.stderr if sys.stderr.isatty() else None
    summary = simulate(rules, args.games, args.seed, args.workers, args.records, progress)
    data = summary.to_json()
    print(json.dumps(data) if args.json else human(data))
    return 0
