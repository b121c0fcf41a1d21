"""Where a 2.0 decision's time goes, part by part, and the ratio to classic each part bounds.

Not a test: ``python benchmarks/step_parts.py [--players 4 8] [--games N] [--recipe R]``.
Figures and how to read them: docs/performance.md ("Fifth pass").

The scheduler's generic step (``Scheduler._step_generic``, sim/scheduler.py) is played
with random bots as ``svintus simulate`` plays it, with a CPU-time stopwatch around each
thing the step asks for:

* ``timers``: the families' windows (``Game.timers``);
* ``phase``: whether a family phase awaits someone (``awaited_choices``);
* ``turn``: the turn choices of the player to move (``Game.turn_actions``);
* ``offers``: every seat's out-of-turn chances and hints (``offered_all``);
* ``bots``: the bots' answers (``react``, ``choose``, ``turn_delay``, ``race_delay``);
* ``apply``: applying the chosen action (``Game.apply_unchecked``), the families' hooks
  included;
* ``glue``: the rest of the step (the clock's arithmetic, the kept answers, the
  stopwatch itself).

The same games are played without stopwatches first, and classic in the same run, so the
report gives each recipe's decisions per CPU second, its share of classic, and three
bounds: the share of classic a decision would reach if ``offers``, ``timers`` and
``phase`` cost nothing, if only ``apply`` and ``bots`` were left, and if a step
recomputed only what changed (issue 25 point 5): the games are played once more, each
answer of ``timers``, ``phase``, ``turn`` and each seat's offer compared with the same
question's answer at the step before, and the unchanged share of each part counted as
free (the offers prorated by seat). The stopwatches and the comparisons change no game
(each wrapper returns what it wraps).
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from svintus.bots import make_bot
from svintus.bots.random_bot import RandomBot
from svintus.engine import Game, Rules
from svintus.engine.match import derive_seed
from svintus.engine.operations import finishing, live, numbers_only  # R9: chain families ask
from svintus.sim import play_game
from svintus.sim import scheduler as S

PARTS = ("timers", "phase", "turn", "offers", "bots", "apply")


def play(recipe: str, players: int, games: int) -> tuple[int, float]:
    """``(decisions, CPU seconds)`` of ``games`` seeded games with random bots."""
    rules = Rules(players=players, recipe=recipe)
    decisions = 0
    start = time.process_time()
    for i in range(games):
        seed = derive_seed(0, "game", i)
        game = Game.new(rules, seed, i % players)
        _, sch = play_game(game, [make_bot("random", p, seed) for p in range(players)])
        decisions += sch.decisions
    return decisions, time.process_time() - start


@contextmanager
def stopwatches() -> Iterator[dict[str, float]]:
    """Wrap each part's functions with a CPU-time stopwatch for the ``with`` block."""
    spent = dict.fromkeys(PARTS, 0.0)
    depth = [0]  # a part called inside another (apply asks timers) is the outer's
    clock = time.process_time
    undo: list[tuple[Any, str, Any]] = []

    def watch(owner: Any, name: str, part: str) -> None:
        inner: Callable[..., Any] = getattr(owner, name)

        def timed(*args: Any, **kw: Any) -> Any:
            if depth[0]:
                return inner(*args, **kw)
            depth[0] = 1
            t = clock()
            try:
                return inner(*args, **kw)
            finally:
                spent[part] += clock() - t
                depth[0] = 0

        undo.append((owner, name, inner))
        setattr(owner, name, timed)

    watch(Game, "timers", "timers")
    watch(Game, "turn_actions", "turn")
    watch(Game, "apply_unchecked", "apply")
    watch(S, "awaited_choices", "phase")
    watch(S, "offered_all", "offers")
    for name in ("react", "choose", "turn_delay", "race_delay"):
        watch(RandomBot, name, "bots")
    try:
        yield spent
    finally:
        for owner, name, inner in reversed(undo):
            setattr(owner, name, inner)


@contextmanager
def comparisons() -> Iterator[dict[str, list[int]]]:
    """For the ``with`` block: per part, ``[unchanged, asked]``: how often ``timers``,
    ``phase`` and ``turn`` answered as at the step before, and each seat's offer was the
    one it had at the step before (``offers``, counted by seat)."""
    same = {part: [0, 0] for part in ("timers", "phase", "turn", "offers")}
    last: dict[str, Any] = {}
    undo: list[tuple[Any, str, Any]] = []

    def keyed(owner: Any, name: str, part: str, key: Callable[[Any, Any], Any]) -> None:
        inner: Callable[..., Any] = getattr(owner, name)

        def compared(*args: Any) -> Any:
            got = inner(*args)
            k = key(args[0], got)
            counts = same[part]
            counts[0] += part in last and last[part] == k
            counts[1] += 1
            last[part] = k
            return got

        undo.append((owner, name, inner))
        setattr(owner, name, compared)

    keyed(Game, "timers", "timers", lambda g, got: tuple(got))
    keyed(Game, "turn_actions", "turn", lambda g, got: (g.current, tuple(got)))
    keyed(S, "awaited_choices", "phase", lambda g, got: got)
    inner_offers = S.offered_all

    def offers(game: Game, choices: Any, kept: Any = None) -> Any:
        got = inner_offers(game, choices, kept)
        before = last.get("offers")
        if got is not None:
            counts = same["offers"]
            if before is not None:
                counts[0] += sum(a == b for a, b in zip(before, got, strict=True))
            counts[1] += game.n
        last["offers"] = got
        return got

    S.offered_all = offers
    undo.append((S, "offered_all", inner_offers))
    try:
        yield same
    finally:
        for owner, name, inner in reversed(undo):
            setattr(owner, name, inner)


@contextmanager
def change_record() -> Iterator[list[int]]:
    """For the ``with`` block: ``[seats asked, seats a change record spares]`` over every
    step's offers (``chances``), for a conservative record of what each action changed
    (issue 25 point 5, idea (a)), tried before building it. A seat's chances are kept
    from the step before unless one of these changed since:

    * anything every seat reads: the families that are not quiet (a step with any but
      Etiquette is not kept at all: their parts would need records of their own), the
      catchable players, the chain, the last dark card, Etiquette's winks, picks, away
      seats and last question;
    * the seat's hand; the player to move or the card just drawn (both players to
      move); the top card open to interception (its holders, before and after);
    * Etiquette's windows: the reactors of each window opened or closed.

    The seats it spares are checked: their chances must equal the step before's (an
    ``AssertionError`` otherwise), so the record measured is exact on these games."""
    counts = [0, 0]
    last: list[Any] = [None]
    inner = S.chances

    def recorded(game: Game) -> Any:
        got = inner(game)
        lives = live(game)
        if got is None or any(f.KEY != "etiquette" for f in lives):
            last[0] = None
            return got
        st = game.parts["etiquette"]
        chat = st.chat
        shared = (
            lives,
            tuple(game.catchable),
            numbers_only(game),
            finishing(game),
            tuple(st.winks),
            tuple(st.picks),
            tuple(st.away),
            chat[0] if chat is not None and chat[1] else -1,
        )
        top = game.pile[-1] if game.window and not game.naming else -1
        now = (
            shared,
            tuple(st.windows),
            [h.copy() for h in game.hands],
            game.current,
            game.drawn,
            top,
        )
        n = game.n
        counts[0] += n
        before = last[0]
        last[0] = (now, got)
        if before is None or before[0][0] != shared:
            return got
        (_, windows, hands, current, drawn, old_top), (listed, hints) = before
        dirty: set[int] = set()
        for w in set(windows).symmetric_difference(now[1]):
            dirty.update(w.reactors)
        dirty.update(p for p in range(n) if hands[p] != game.hands[p])
        if (current, drawn) != (game.current, game.drawn):
            dirty.update((current, game.current))
        if (old_top, current) != (top, game.current):
            dirty.update(p for p in range(n) for t in (old_top, top) if t >= 0 and t in hands[p])
            dirty.update(p for p in range(n) if top >= 0 and top in game.hands[p])
        for p in range(n):
            if p not in dirty:
                assert got[0][p] == listed[p] and got[1][p] == hints[p], (
                    "the record missed a change"
                )
                counts[1] += 1
        return got

    S.chances = recorded
    try:
        yield counts
    finally:
        S.chances = inner


def report(recipe: str, players: int, games: int) -> None:
    plain_d, classic_s = play("classic", players, games * 10)
    classic_us = classic_s / plain_d * 1e6
    decisions, seconds = play(recipe, players, games)
    us = seconds / decisions * 1e6
    with stopwatches() as spent:
        d2, watched = play(recipe, players, games)
    assert d2 == decisions, "the stopwatches changed the games"
    glue = watched - sum(spent.values())
    print(f"\n{recipe}, {players} players: {decisions:,} decisions in {games} games")
    print(f"  classic {classic_us:6.1f} µs a decision ({1e6 / classic_us:,.0f}/s)")
    share = classic_us / us
    print(f"  {recipe} {us:6.1f} µs a decision ({1e6 / us:,.0f}/s), {share:.1%} of classic")
    print("  part      µs/decision   share")
    for part in (*PARTS, "glue"):
        t = glue if part == "glue" else spent[part]
        print(f"  {part:8} {t / decisions * 1e6:10.1f}   {t / watched:6.1%}")
    free = sum(spent[p] for p in ("offers", "timers", "phase")) / watched * us
    left = (spent["apply"] + spent["bots"]) / watched * us
    print(f"  bound, offers + timers + phase free: {classic_us / (us - free):.1%} of classic")
    print(f"  bound, only apply + bots left:       {classic_us / left:.1%} of classic")
    with comparisons() as same:
        d3, _ = play(recipe, players, games)
    assert d3 == decisions, "the comparisons changed the games"
    spared = 0.0
    for part, (unchanged, asked) in same.items():
        share_same = unchanged / asked if asked else 0.0
        spared += spent[part] * share_same
        print(f"  unchanged from the step before: {part:7} {share_same:6.1%}")
    changed_only = us - spared / watched * us
    print(f"  bound, only what changed recomputed: {classic_us / changed_only:.1%} of classic")
    with change_record() as record:
        d4, _ = play(recipe, players, games)
    assert d4 == decisions, "the change record changed the games"
    kept = record[1] / same["offers"][1]
    print(f"  a change record keeps: offers {kept:6.1%} (of {same['offers'][1]:,} seat offers)")
    recorded = us - spent["offers"] * kept / watched * us
    print(f"  bound, offers kept by that record free: {classic_us / recorded:.1%} of classic")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description="a 2.0 decision's time, part by part")
    parser.add_argument("--players", type=int, nargs="+", default=[4, 8])
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--recipe", default="full_box")
    args = parser.parse_args(argv)
    for n in args.players:
        report(args.recipe, n, args.games)


if __name__ == "__main__":
    main()
