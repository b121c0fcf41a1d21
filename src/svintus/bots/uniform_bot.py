"""The uniform bot: every choice uniform among what it is offered, and no habits.

Turn: a uniformly chosen legal action (a play, a draw, a pass, a colour ...), each with the
same chance, whatever fits best. Out of turn: each offered chance (an interception, a catch,
a slap of either pile, a family's chance) and "do nothing" are equally likely; speech is never
chosen (it has no words to say and only costs cards in a silence, R8.5). Reactions come after
a uniform 0.2-1.5 s. It is the opponent a uniformly random masked learner meets as an equal:
two uniform bots win half their two-player games each (tests/bots/test_uniform.py).
"""

from __future__ import annotations

from collections.abc import Sequence

from ..engine.actions import Act, Action
from .base import Bot, Reaction, Seat


class UniformBot(Bot):
    name = "uniform"

    def choose(self, seat: Seat, legal: Sequence[Action]) -> Action:
        return legal[0] if len(legal) == 1 else self.rng.choice(legal)

    def react(self, seat: Seat, offered: Sequence[Action]) -> Reaction | None:
        options = [a for a in offered if a.kind != Act.SPEAK]
        k = self.rng.randrange(len(options) + 1)  # the last one: no reaction
        if k == len(options):
            return None
        return Reaction(self.rng.uniform(0.2, 1.5), options[k])
