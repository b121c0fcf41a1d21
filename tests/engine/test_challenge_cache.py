"""The Challenge family keeps its answers from step to step (races/legal.py, the duels'
``exclusive`` and both parts' timers): the lists, hints, awaited players and timers must
be exactly those built afresh, in every state random games reach, with the step memo
(``Game.remember``) on or off, on a game and on its copies.
"""

from __future__ import annotations

import random
from bisect import insort

import pytest

from svintus.engine import Game, Rules
from svintus.engine.actions import Act, Action

from .helpers import snapshot


def fresh(game: Game) -> Game:
    """A copy with nothing kept: every answer is built anew."""
    g = game.copy()
    ch = g.parts["challenge"]
    assert ch is not None
    if ch.races is not None:
        ch.races.cache = [None] * g.n
    if ch.duels is not None:
        ch.duels.cache = {}
    return g


def answers(game: Game) -> tuple[object, ...]:
    n = game.n
    return (
        game.awaiting(),
        [game.legal_actions(p) for p in range(n)],
        [game.hints(p) for p in range(n)],
        [game.hints(p, owed_only=True) for p in range(n)],
        game.timers(),
        game.clock_actions(),
        game.turn_actions(),
    )


def pick(game: Game, rng: random.Random) -> Action:
    """Any seat's legal action but chat, a hint now and then, or the clock's."""
    if rng.random() < 0.08:
        clock = game.clock_actions()
        if clock:
            return rng.choice(clock)
    waiting = game.awaiting()
    if rng.random() < 0.15:
        seats: list[int] = list(range(game.n))
    else:
        seats = waiting
    acts = [a for p in seats for a in game.legal_actions(p) if a.kind != Act.SPEAK]
    hints = [h for p in seats for h in game.hints(p)]
    if hints and rng.random() < 0.5:
        return rng.choice(hints)
    if not acts:
        return rng.choice(game.clock_actions())
    return rng.choice(acts)


TABLES = [("full_box", 4), ("full_box", 8), ("with_challenge", 4)]


@pytest.mark.parametrize(("recipe", "players"), TABLES)
def test_kept_answers_are_the_fresh_ones(recipe: str, players: int) -> None:
    rules = Rules(players=players, recipe=recipe)
    phases = 0
    for seed in range(4):
        game = Game.new(rules, seed, seed % players)
        rng = random.Random(seed)
        copies: list[Game] = []
        for _ in range(500):
            if game.over:
                break
            ch = game.parts["challenge"]
            assert ch is not None
            opened = (ch.duels is not None and ch.duels.phase >= 0) or (
                ch.races is not None and ch.races.kind >= 0
            )
            phases += opened
            want = answers(fresh(game))
            assert answers(game) == want
            game.remember()
            assert answers(game) == want
            assert answers(game) == want  # from the memo
            game.remember(False)
            if rng.random() < (0.1 if opened else 0.02):
                copy = game.copy()  # shares the kept answers (and unchanging lists) ...
                copies.append((copy, snapshot(copy)))
            game.apply(pick(game, rng))
            if game.deck and rng.random() < 0.2:  # a hand changes alone: what is kept sees it
                insort(game.hands[rng.randrange(players)], game.deck.pop())
        for c, was in copies:
            assert snapshot(c) == was  # ... then each goes its own way
            for _ in range(40):
                if c.over:
                    break
                assert answers(c) == answers(fresh(c))
                c.apply(pick(c, rng))
    assert phases > 50  # the games did reach races and duels
