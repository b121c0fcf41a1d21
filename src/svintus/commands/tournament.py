"""``svintus tournament``: bots against each other, seats rotating; win rates with 95% CIs.

Games come in blocks of ``players``: the games of block ``d`` are all dealt from the same
seed, ``derive_seed(seed, "deal", d)`` by dealer ``d mod players``, and in game ``i`` the
lineup is rotated by ``i mod players`` seats, so each bot plays each hand of each deal
once (as duplicate bridge does) and no bot profits from a seat or a lucky deal. Bots are
seeded from ``derive_seed(seed, "bot", i, seat)``. A game is thus fixed by the options
and its index alone, and ``--workers K`` changes nothing but the timings (unless a bot
searches against the clock, ``ismcts:200ms``: then its depth depends on the machine).

A bot that sits in several seats (``heuristic`` three times) is scored per seat: its
``win_rate`` is its wins over its seat-games, comparable with ``1/players``.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import sys
import time
from dataclasses import dataclass, field
from typing import Any, TextIO

from ..bots import make_bot
from ..bots.ismcts import IsmctsBot
from ..engine.errors import SvintusError
from ..engine.game import Game, pname
from ..engine.match import derive_seed
from ..engine.record import Record
from ..engine.rules import RECIPES, Rules
from ..sim.parallel import prepare_records_dir, run_chunks
from ..sim.scheduler import play_game
from .options import add_option_flags, check_flag_range, with_options
from .sim_report import deck_name, fitted, width
from .speech import counted, number, say

MAX_GAMES = 10_000_000
MAX_WORKERS = 256


class TournamentError(SvintusError, ValueError):
    """A bad ``svintus tournament`` request (lineup, game count, workers, records)."""


def add_parser(sub: Any) -> None:
    p = sub.add_parser(
        "tournament",
        help="play bots against each other with rotating seats; win rates with 95%% CIs",
        description=(
            "Play GAMES games between the bots of LINEUP (one per seat, e.g. "
            "ismcts,heuristic,heuristic,heuristic; the search bot takes a budget: "
            "ismcts:200ms or ismcts:500it). Seats rotate every game and each deal is "
            "played once per rotation; results depend only on the options, not on "
            "--workers."
        ),
    )
    p.add_argument("--players", "-n", type=int, default=4, metavar="N", help="2..10 (default 4)")
    p.add_argument("--games", "-g", type=int, default=100, metavar="G", help="default 100")
    p.add_argument(
        "--lineup",
        "-l",
        required=True,
        metavar="A,B,...",
        help="N bot names: random, heuristic, ismcts[:200ms|:500it], easy, normal, hard",
    )
    p.add_argument("--seed", "-s", type=int, default=0, metavar="S", help="default 0")
    p.add_argument(
        "--recipe",
        "-r",
        default="classic",
        metavar="R",
        help=f"the deck: {', '.join(RECIPES)} (default classic)",
    )
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument("--records", metavar="DIR", help="write DIR/game-00001.json ... (records)")
    p.add_argument("--workers", "-j", type=int, default=1, metavar="K", help="processes")
    add_option_flags(p.add_argument_group("house rules (docs/rules.md)"))


def parse_lineup(text: str, players: int) -> list[str]:
    """The bot specs of ``--lineup``, one per seat; each is checked by building it."""
    names = [x.strip() for x in text.split(",")]
    if any(not x for x in names):
        raise TournamentError(
            f"--lineup {text!r}: an empty bot name", words="lineup_empty", value=text
        )
    if len(names) != players:
        raise TournamentError(
            f"--lineup names {len(names)} bot{'s' if len(names) != 1 else ''} "
            f"for {players} players; give one per seat",
            words="lineup_count",
            bots=len(names),
            players=players,
        )
    for x in names:
        make_bot(x, 0, 0)  # raises UnknownBot with the known names
    return names


def seat_names(lineup: list[str], index: int) -> list[str]:
    """Who sits where in game ``index``: the lineup rotated by ``index`` seats."""
    n = len(lineup)
    r = index % n
    return [lineup[(s - r) % n] for s in range(n)]


# ---------------------------------------------------------------------- one game


@dataclass
class GameResult:
    """What a tournament keeps of one game (picklable)."""

    index: int
    names: list[str]
    winner: int
    points: int
    searches: list[int]  # per seat: decisions searched, for search bots
    iterations: list[int]
    seconds: float


def play_one(
    rules: Rules, lineup: list[str], seed: int, index: int, records: str | None
) -> GameResult:
    n = rules.players
    names = seat_names(lineup, index)
    block = index // n
    game_seed = derive_seed(seed, "deal", block)
    dealer = block % n
    game = Game.new(rules, game_seed, dealer)
    bots = [make_bot(names[s], s, derive_seed(seed, "bot", index, s)) for s in range(n)]
    record = Record(
        rules, game_seed, dealer, players=[f"{x}-{pname(s)}" for s, x in enumerate(names)]
    )
    start = time.perf_counter()
    game, _ = play_game(game, bots, record if records is not None else None)
    seconds = time.perf_counter() - start
    if records is not None:
        with open(os.path.join(records, record_name(index)), "w", encoding="utf-8") as f:
            json.dump(record.to_json(game), f, separators=(",", ":"))
            f.write("\n")
    return GameResult(
        index=index,
        names=names,
        winner=game.winner,
        points=game.points,
        searches=[b.searches if isinstance(b, IsmctsBot) else 0 for b in bots],
        iterations=[b.total_iterations if isinstance(b, IsmctsBot) else 0 for b in bots],
        seconds=seconds,
    )


def record_name(index: int) -> str:
    """File name of game ``index`` (0-based): game-00001.json for the first."""
    return f"game-{index + 1:05d}.json"


def _play_chunk(
    task: tuple[dict[str, Any], list[str], int, int, int, str | None],
) -> list[GameResult]:
    """Worker entry point (top level, so spawn can import it): games [start, stop)."""
    rules_json, lineup, seed, start, stop, records = task
    rules = Rules.from_json(rules_json)
    return [play_one(rules, lineup, seed, i, records) for i in range(start, stop)]


# ---------------------------------------------------------------------- statistics


def wilson(wins: int, n: int, z: float = 1.959964) -> tuple[float, float]:
    """The Wilson score interval of a proportion (95% by default)."""
    if n <= 0:
        return (0.0, 1.0)
    p = wins / n
    d = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / d
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    low = 0.0 if wins <= 0 else max(0.0, centre - half)
    high = 1.0 if wins >= n else min(1.0, centre + half)
    return (low, high)


@dataclass
class BotTotals:
    seat_games: int = 0
    wins: int = 0
    points: int = 0
    searches: int = 0
    iterations: int = 0


@dataclass
class Standings:
    rules: Rules
    lineup: list[str]
    seed: int
    games: int = 0
    seconds: float = 0.0
    game_seconds: float = 0.0
    bots: dict[str, BotTotals] = field(default_factory=dict)
    wins_by_seat: list[int] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.wins_by_seat = [0] * self.rules.players
        for name in self.lineup:
            self.bots.setdefault(name, BotTotals())

    def add(self, r: GameResult) -> None:
        if r.index != self.games:  # pragma: no cover - merged in order by construction
            raise RuntimeError(f"game {r.index} merged out of order (expected {self.games})")
        self.games += 1
        self.game_seconds += r.seconds
        self.wins_by_seat[r.winner] += 1
        for s, name in enumerate(r.names):
            t = self.bots[name]
            t.seat_games += 1
            t.searches += r.searches[s]
            t.iterations += r.iterations[s]
            if s == r.winner:
                t.wins += 1
                t.points += r.points

    def to_json(self) -> dict[str, Any]:
        by_bot: dict[str, Any] = {}
        for name, t in self.bots.items():
            n = max(t.seat_games, 1)
            low, high = wilson(t.wins, t.seat_games)
            entry: dict[str, Any] = {
                "seats": self.lineup.count(name),
                "seat_games": t.seat_games,
                "wins": t.wins,
                "win_rate": round(t.wins / n, 4),
                "ci95": [round(low, 4), round(high, 4)],
                "mean_points": round(t.points / n, 3),
            }
            if t.searches:
                entry["searches"] = t.searches
                entry["mean_iterations"] = round(t.iterations / t.searches, 1)
            by_bot[name] = entry
        return {
            "games": self.games,
            "players": self.rules.players,
            "recipe": self.rules.recipe,
            "lineup": list(self.lineup),
            "seed": self.seed,
            "baseline_win_rate": round(1 / self.rules.players, 4),
            "by_bot": by_bot,
            "wins_by_seat": list(self.wins_by_seat),
            "seconds": round(self.seconds, 3),
            "mean_game_seconds": round(self.game_seconds / max(self.games, 1), 4),
        }


# ---------------------------------------------------------------------- a run


def chunks(games: int, workers: int) -> list[tuple[int, int]]:
    """Split [0, games) into contiguous ranges, several per worker for load balance."""
    size = 50 if workers <= 1 else max(1, min(20, games // (workers * 6)))
    return [(a, min(a + size, games)) for a in range(0, games, size)]


def tournament(
    rules: Rules,
    lineup: list[str],
    games: int,
    seed: int,
    workers: int = 1,
    records: str | None = None,
    progress: TextIO | None = None,
) -> Standings:
    """Play ``games`` games; the standings are the same for any number of ``workers``."""
    check_flag_range(TournamentError, "--games", games, 1, MAX_GAMES)
    check_flag_range(TournamentError, "--workers", workers, 1, MAX_WORKERS)
    if records is not None:
        prepare_records_dir(records, TournamentError)
    standings = Standings(rules, lineup, seed)
    ranges = chunks(games, workers)
    workers = min(workers, len(ranges))
    start = time.perf_counter()
    tasks = [(rules.to_json(), lineup, seed, a, b, records) for a, b in ranges]
    for results in run_chunks(_play_chunk, tasks, workers):
        for r in results:
            standings.add(r)
        if progress is not None:
            told = counted(games, "games", ("game", "games")).split("\u00a0", 1)[1]
            progress.write(f"\r{standings.games}/{games} {told}")
            progress.flush()
    if progress is not None:
        progress.write("\n")
    standings.seconds = time.perf_counter() - start
    return standings


# ---------------------------------------------------------------------- output


COLUMNS = ("bot", "seats", "wins", "win rate", "95% CI", "points a game")


def human(data: dict[str, Any]) -> str:
    """The standings for a person, in the player's language (numbers as it writes them)."""
    games = counted(data["games"], "games", ("game", "games"))
    players = counted(data["players"], "players", ("player", "players"))
    seconds, base = number(data["seconds"], 1), _pct(data["baseline_win_rate"])
    recipe, seed = deck_name(data["recipe"]), data["seed"]
    head = say(
        "tournament_head",
        f"{games}, {players}, deck “{recipe}”, seed {seed}, {seconds} s; baseline win rate {base}",
        games=games,
        players=players,
        recipe=recipe,
        seed=str(seed),
        seconds=seconds,
        baseline=base,
    )
    rows = [tuple(say("tournament_columns", "|".join(COLUMNS)).split("|"))]
    for name, b in data["by_bot"].items():
        low, high = b["ci95"]
        ci = say("tournament_ci", f"[{_pct(low)}, {_pct(high)}]", low=_pct(low), high=_pct(high))
        cells = (number(b["seats"]), number(b["wins"]), _pct(b["win_rate"]), ci)
        rows.append((name, *cells, number(b["mean_points"], 2)))
    wide = [max(len(row[i]) for row in rows) for i in range(len(COLUMNS))]
    lines = fitted([head], width())
    for row in rows:
        left = [row[0].ljust(wide[0]), *(row[i].rjust(wide[i]) for i in (1, 2, 3))]
        lines.append(" ".join(left) + f"  {row[4].ljust(wide[4])} {row[5].rjust(wide[5])}")
    return "\n".join(line.rstrip() for line in lines)


def _pct(x: float) -> str:
    """A share as a percentage with one decimal: ``16.7%`` (``16,7%`` in Russian)."""
    return f"{number(x * 100, 1)}%"


def run(args: argparse.Namespace) -> int:
    check_flag_range(TournamentError, "--players", args.players, 2, 10)
    rules = with_options(Rules(players=args.players, recipe=args.recipe), args)
    lineup = parse_lineup(args.lineup, args.players)
    progress = sys.stderr if sys.stderr.isatty() else None
    standings = tournament(
        rules, lineup, args.games, args.seed, args.workers, args.records, progress
    )
    data = standings.to_json()
    print(json.dumps(data) if args.json else human(data))
    return 0
