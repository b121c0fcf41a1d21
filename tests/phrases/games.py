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
            new = g.apply(choose(g, rng, 0.5 if i % 2 else 0.1))
            log += new
            if any(isinstance(e, ev.Played) and e.interception for e in new):
                # R12.12: Awl for Soap is playable only now, right after the interception
                awl = [x for p in range(g.n) for x in g.legal_actions(p) if x.kind == Act.AWL]
                if awl:
                    log += g.apply(awl[0])
        yield g, log


def staged() -> list[tuple[Game, list[ev.Event]]]:
    """Moments random full_box games almost never reach, staged as the engine's own
    tests stage them: a blocked game (R3.5, R7.2) and Awl for Soap (R12.12)."""
    from tests.engine.helpers import act
    from tests.engine.test_challenge_duels import awl_game

    g = awl_game()
    return [blocked(), (g, [*g.events, *act(g, "p1 play G5", "p3 intercept G5", "p3 awl")])]


def blocked() -> tuple[Game, list[ev.Event]]:
    """A game nobody can go on with (R3.5, R7.2): full_box games almost never end so,
    so it is staged as tests/engine/test_r7_scoring_match.py stages it."""
    from svintus.engine import actions as A
    from tests.engine.test_r7_scoring_match import LOW, blocked_game

    g = blocked_game({0: LOW[:4], 1: LOW[4:8], 2: LOW[8:]}, players=3)
    return g, g.apply(A.draw(0))
