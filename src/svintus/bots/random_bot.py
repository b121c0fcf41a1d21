"""The random bot: uniform among its choices, with fixed habits (docs/performance.md).

Turn: plays a uniformly chosen fitting card when it has one (draws only when it has
none, as RLCard's UNO agents do); with a pending penalty it transfers when it can;
after drawing a card that fits it plays it; it declares "Svintus!" 90% of the time and
dawdles past the turn time 1% of the time. Out of turn it intercepts half the time it
can, catches 70%, slaps the deck 95% (the wrong pile 3%), and speaks during silence
now and then.

In a Svinorost chain (R9.1) it plays a number card when it can and gives up otherwise.
In a Temnodel chain (R9.2) it checks the previous dark card 30% of the time it may, or
else puts a uniformly chosen card face down with a uniformly chosen declaration; in the
last-card window it checks or passes, 50:50.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..engine.actions import Act, Action
from .base import Bot, Reaction, Seat


class RandomBot(Bot):
    name = "random"
    declare_rate = 0.9
    dawdle_rate = 0.01
    check_rate = 0.3

    def choose(self, seat: Seat, legal: Sequence[Action]) -> Action:
        rng = self.rng
        plays = [a for a in legal if a.kind == Act.PLAY]
        if not plays:
            if legal[0].kind == Act.DARK:
                return self._dark(legal)
            return legal[0] if len(legal) == 1 else rng.choice(legal)
        if any(a.svintus for a in plays):
            said = rng.random() < self.declare_rate
            plays = [a for a in plays if a.svintus == said]
        return plays[0] if len(plays) == 1 else rng.choice(plays)

    def _dark(self, legal: Sequence[Action]) -> Action:
        """R9.2: check now and then, else a dark card with a declaration, uniformly."""
        rng = self.rng
        if legal[-1].kind == Act.CHECK and rng.random() < self.check_rate:
            return legal[-1]
        darks = [a for a in legal if a.kind == Act.DARK]
        if any(a.svintus for a in darks):
            said = rng.random() < self.declare_rate
            darks = [a for a in darks if a.svintus == said]
        return darks[0] if len(darks) == 1 else rng.choice(darks)

    def turn_delay(self, seat: Seat, turn_seconds: float) -> float:
        if self.rng.random() < self.dawdle_rate:
            return turn_seconds
        return self.rng.uniform(0.4, min(3.0, turn_seconds * 0.9))

    def react(self, seat: Seat, offered: Sequence[Action]) -> Reaction | None:
        rng = self.rng
        for a in offered:
            kind = a.kind
            if kind == Act.SLAP:
                roll = rng.random()
                if a.target == 0 and roll < 0.95:
                    return Reaction(rng.uniform(0.15, 1.5), a)
                if a.target == 1 and roll < 0.03:
                    return Reaction(rng.uniform(0.15, 1.5), a)
            elif kind == Act.INTERCEPT:
                if rng.random() < 0.5:
                    return Reaction(rng.uniform(0.3, 2.0), self._flagged(offered, a))
                return None
            elif kind == Act.CATCH:
                if rng.random() < 0.7:
                    return Reaction(rng.uniform(0.3, 2.0), a)
            elif kind == Act.SPEAK and rng.random() < 0.05:
                return Reaction(rng.uniform(0.5, 5.0), a._replace(text="..."))
        return None

    def _flagged(self, offered: Sequence[Action], a: Action) -> Action:
        """Pick among the interception variants (colour, "Svintus!") of the same card."""
        same = [b for b in offered if b.kind == Act.INTERCEPT and b.card == a.card]
        if any(b.svintus for b in same):
            said = self.rng.random() < self.declare_rate
            same = [b for b in same if b.svintus == said]
        return same[0] if len(same) == 1 else self.rng.choice(same)
