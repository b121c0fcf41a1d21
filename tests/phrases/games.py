"""Full-box games whose events cover every event kind the engine emits (issue 12)."""

from __future__ import annotations

import random
import typing
from collections.abc import Iterator

from svintus.engine import Game, Rules
from svintus.engine import events as ev
from svintus.engine.actions import Act, Action
from tests.engine.test_properties import choose_any

ALL_KINDS = frozenset(typing.get_args(ev.Event))

# Actions the random actor rarely reaches through the turn: the social and Courage ones
RARE = frozenset(
    (
        Act.BOW, Act.WHISPER, Act.CLAP, Act.STAND, Act.AWL, Act.OBJECT, Act.UPHOLD,
        Act.GIFT, Act.AWAY, Act.BACK, Act.TOUCH, Act.WINK, Act.NOTICE, Act.THROW,
        Act.ETIQUETTE,
    )
)  # fmt: skip


# Actions taken whenever they are legal: Courage gifts (tasks to answer) and Awl for Soap
EAGER = frozenset((Act.GIFT, Act.AWL))


def choose(g: Game, rng: random.Random, react: float) -> Action:
    """:func:`choose_any`, now and then one of the rare actions any player may take."""
    if rng.random() < 0.25:
        eager = [x for p in range(g.n) for x in g.legal_actions(p) if x.kind in EAGER]
        if eager:
            return rng.choice(eager)
    if rng.random() < 0.2:
        owed = [x for p in range(g.n) for x in g.hints(p, owed_only=True)]
        if owed and rng.random() < 0.7:
            return rng.choice(owed)
        rare = [x for p in range(g.n) for x in g.legal_actions(p) if x.kind in RARE]
        if rare:
            return rng.choice(rare)
    return choose_any(g, rng, react, 0.85)


def games(count: int, steps: int = 2500) -> Iterator[tuple[Game, list[ev.Event]]]:
    """``count`` full_box games, 2-10 players in turn, with every event they emitted."""
    for i in range(count):
        n = 2 + i % 9
        rules = Rules(players=n, recipe="full_box", strict_table=i % 3 == 0)
        g = Game.new(rules, 1000 + i, i % n)
        log = list(g.events)
        rng = random.Random(i)
        for _ in range(steps):
            if g.over:
                break
            log += g.apply(choose(g, rng, 0.5 if i % 2 else 0.1))
        yield g, log
