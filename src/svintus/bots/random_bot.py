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

With the 2.0 families (R10-R12) in the deck it plays every card it is dealt (a play is
a play, whatever its family); awaited in a family phase (a duel, a race, a roulette, a
vote) it picks uniformly among its choices; it answers every obligation the game
lists for it (:meth:`~svintus.bots.base.Seat.owed`: chat answers, bows, claps) and
takes any other out-of-turn chance of a family (a gift, an Awl for Soap, a wink ...)
30% of the times it is offered one: a uniformly chosen kind, then a uniformly chosen
variant.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..engine import acts
from ..engine.actions import DECK, PILE, Action
from .base import Bot, Reaction, Seat
from .generic import CLASSIC_ACTS

# The kinds the classic part of :meth:`RandomBot.react` answers; it passes over the rest.
_REACTING = frozenset((acts.SLAP, acts.INTERCEPT, acts.CATCH, acts.SPEAK))


class RandomBot(Bot):
    name = "random"
    declare_rate = 0.9
    dawdle_rate = 0.01
    check_rate = 0.3
    chance_rate = 0.3  # an out-of-turn chance of a 2.0 family is taken this often

    def choose(self, seat: Seat, legal: Sequence[Action]) -> Action:
        rng = self.rng
        plays = [a for a in legal if a.kind == acts.PLAY]
        if not plays:
            if legal[0].kind == acts.DARK:
                return self._dark(legal)
            return legal[0] if len(legal) == 1 else rng.choice(legal)
        if any(a.svintus for a in plays):
            said = rng.random() < self.declare_rate
            plays = [a for a in plays if a.svintus == said]
        return plays[0] if len(plays) == 1 else rng.choice(plays)

    def _dark(self, legal: Sequence[Action]) -> Action:
        """R9.2: check now and then, else a dark card with a declaration, uniformly."""
        rng = self.rng
        if legal[-1].kind == acts.CHECK and rng.random() < self.check_rate:
            return legal[-1]
        darks = [a for a in legal if a.kind == acts.DARK]
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
        if seat.families:
            r = self._react_families(seat, offered)
            if r is not None:
                return r
        for a in offered:
            kind = a.kind
            if kind not in _REACTING:
                continue
            if kind == acts.SPEAK:  # the commonest: chat lines in 2.0 decks
                if rng.random() < 0.05:
                    return Reaction(rng.uniform(0.5, 5.0), a._replace(text="..."))
            elif kind == acts.SLAP:
                roll = rng.random()
                if a.place == DECK and roll < 0.95:
                    return Reaction(rng.uniform(0.15, 1.5), a)
                if a.place == PILE and roll < 0.03:
                    return Reaction(rng.uniform(0.15, 1.5), a)
            elif kind == acts.INTERCEPT:
                if rng.random() < 0.5:
                    return Reaction(rng.uniform(0.3, 2.0), self._flagged(offered, a))
                return None
            elif rng.random() < 0.7:  # a catch
                return Reaction(rng.uniform(0.3, 2.0), a)
        return None

    def _react_families(self, seat: Seat, offered: Sequence[Action]) -> Reaction | None:
        """Obligations always, quickly; a family's chance now and then (R10-R12)."""
        rng = self.rng
        owed = seat.owed(offered)  # obligations(seat, offered): the seat has families
        if owed:
            seat.answering(owed[0])
            return Reaction(rng.uniform(0.3, 1.5), owed[0])
        if rng.random() < 0.02:  # now and then a suggested chat line (R10.2 triggers)
            lines = [h for h in seat.suggestions() if h.kind == acts.SPEAK]
            if lines:
                return Reaction(rng.uniform(0.5, 4.0), rng.choice(lines))
        if not _any_family(offered) or rng.random() >= self.chance_rate:
            return None  # the chances are listed only when one is taken (the same draws)
        chances = [a for a in offered if a.kind not in CLASSIC_ACTS]
        kinds = sorted({a.kind for a in chances})
        kind = kinds[0] if len(kinds) == 1 else rng.choice(kinds)
        same = [a for a in chances if a.kind == kind]
        if any(a.svintus for a in same):
            said = rng.random() < self.declare_rate
            same = [a for a in same if a.svintus == said] or same
        return Reaction(rng.uniform(0.3, 2.5), same[0] if len(same) == 1 else rng.choice(same))

    def _flagged(self, offered: Sequence[Action], a: Action) -> Action:
        """Pick among the interception variants (colour, "Svintus!") of the same card."""
        same = [b for b in offered if b.kind == acts.INTERCEPT and b.card == a.card]
        if any(b.svintus for b in same):
            said = self.rng.random() < self.declare_rate
            same = [b for b in same if b.svintus == said]
        return same[0] if len(same) == 1 else self.rng.choice(same)


def _any_family(offered: Sequence[Action]) -> bool:
    """Whether a family's action is offered (the first one usually is: Etiquette's
    standing actions); a plain loop, cheaper than listing them all."""
    for a in offered:  # noqa: SIM110
        if a.kind not in CLASSIC_ACTS:
            return True
    return False
