"""The floor of a 2.0 decision: its cost with offers, hints and timers free (issue 25 point 5).

Not a test: ``python benchmarks/step_floor.py [--players 4 8] [--games N] [--rounds R]``.
Figures and how to read them: docs/performance.md ("Ninth pass").

The same seeded games of ``--recipe`` (full_box) are played three ways with random bots
through the scheduler, as ``svintus simulate`` plays them:

* ``as is``: the scheduler's step as it is;
* ``free answers``: the games are played once to record, in order, every answer of
  ``offered_all`` (each seat's offer), ``Game.hints`` and ``Game.timers``, then played
  again with those three replaced by a lookup of the recorded answer: what a step costs if
  offers, hints and timers cost nothing (a perfect, free "what changed");
* ``scheduler, apply, bots``: the phase (``awaited_choices``) and the turn choices
  (``Game.turn_actions``) are looked up too, so what is left is the scheduler's own
  work, applying the action with the families' hooks, and the bots' answers.

The recorded answers are the very objects of the first play, so the replay takes the
same decisions (the script checks each replayed game ends with the same winner after the
same number of decisions). Classic is timed in the same rounds; the report gives each
way's decisions per CPU second and its share of classic's. Rounds alternate the ways,
the best of each is kept.
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from svintus.bots import make_bot
from svintus.engine import Game, Rules
from svintus.engine.match import derive_seed
from svintus.sim import play_game
from svintus.sim import scheduler as S

FREE = ("offers", "hints", "timers")
ALSO = ("phase", "turn")


def _targets() -> dict[str, tuple[Any, str]]:
    """Each answer the step asks for: (owner, attribute)."""
    return {
        "offers": (S, "offered_all"),
        "hints": (Game, "hints"),
        "timers": (Game, "timers"),
        "phase": (S, "awaited_choices"),
        "turn": (Game, "turn_actions"),
    }


def games_of(recipe: str, players: int, games: int) -> list[tuple[Game, list[Any]]]:
    """The fresh games and their bots (made before the clock starts)."""
    rules = Rules(players=players, recipe=recipe)
    out = []
    for i in range(games):
        seed = derive_seed(0, "game", i)
        game = Game.new(rules, seed, i % players)
        out.append((game, [make_bot("random", p, seed) for p in range(players)]))
    return out


def play(recipe: str, players: int, games: int) -> tuple[int, float, list[tuple[int, int]]]:
    """``(decisions, CPU seconds, (winner, decisions) of each game)``."""
    tables = games_of(recipe, players, games)
    decisions = 0
    ends = []
    start = time.process_time()
    for game, bots in tables:
        _, sch = play_game(game, bots)
        decisions += sch.decisions
        ends.append((game.winner, sch.decisions))
    return decisions, time.process_time() - start, ends


@contextmanager
def patched(parts: tuple[str, ...], make: Callable[[str, Any], Any]) -> Iterator[None]:
    """Replace each part's function by ``make(part, original)`` for the ``with`` block."""
    undo = []
    for part in parts:
        owner, name = _targets()[part]
        original = owner.__dict__[name]
        undo.append((owner, name, original))
        setattr(owner, name, make(part, original))
    try:
        yield
    finally:
        for owner, name, original in undo:
            setattr(owner, name, original)


def record(recipe: str, players: int, games: int, parts: tuple[str, ...]) -> dict[str, list[Any]]:
    """Every answer of ``parts`` in the order the games ask for them."""
    answers: dict[str, list[Any]] = {p: [] for p in parts}

    def make(part: str, original: Any) -> Any:
        keep = answers[part].append

        def recorded(*args: Any, **kw: Any) -> Any:
            got = original(*args, **kw)
            keep(got)
            return got

        return recorded

    with patched(parts, make):
        play(recipe, players, games)
    return answers


def replay(
    recipe: str, players: int, games: int, answers: dict[str, list[Any]]
) -> tuple[int, float, list[tuple[int, int]]]:
    """The games again, each part answered by the next recorded answer."""

    def make(part: str, original: Any) -> Any:
        step = iter(answers[part]).__next__

        def looked_up(*args: Any, **kw: Any) -> Any:
            return step()

        return looked_up

    with patched(tuple(answers), make):
        return play(recipe, players, games)


def report(recipe: str, players: int, games: int, rounds: int) -> None:
    ways: dict[str, tuple[str, ...]] = {
        "as is": (),
        "free answers": FREE,
        "scheduler, apply, bots": FREE + ALSO,
    }
    _, _, ends = play(recipe, players, games)
    recorded = {way: record(recipe, players, games, parts) for way, parts in ways.items() if parts}
    classic_games = max(games * 10, 40)
    best: dict[str, float] = {}
    for _ in range(rounds):
        d, t, _ = play("classic", players, classic_games)
        best["classic"] = max(best.get("classic", 0.0), d / t)
        for way, parts in ways.items():
            if parts:
                d, t, got = replay(recipe, players, games, recorded[way])
                if got != ends:
                    raise SystemExit(f"{way}: the replayed games differ ({got} != {ends})")
            else:
                d, t, _ = play(recipe, players, games)
            best[way] = max(best.get(way, 0.0), d / t)
    classic = best["classic"]
    print(f"\n{players} players, {recipe} ({games} games), classic ({classic_games} games)")
    print(f"{'way':<26} {'decisions/s':>12} {'of classic':>11}")
    for way, rate in best.items():
        print(f"{way:<26} {rate:>12,.0f} {rate / classic:>10.1%}")


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--recipe", default="full_box")
    ap.add_argument("--players", type=int, nargs="+", default=[4, 8])
    ap.add_argument("--games", type=int, default=12)
    ap.add_argument("--rounds", type=int, default=3)
    args = ap.parse_args(argv)
    for n in args.players:
        report(args.recipe, n, args.games, args.rounds)


if __name__ == "__main__":
    main()
