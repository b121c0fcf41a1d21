"""The heuristic bot's turn policy on a full :class:`Game`, fast, for search rollouts.

:func:`heuristic_move` scores the same rules of thumb as
:func:`~svintus.bots.heuristic.score_play` with the default weights, but reads the game
directly and builds nothing per card, so a rollout can call it at every turn. In a
world of the search every player is modelled as this policy (what a player showed they
lack is not used here: every card of the world is known).
"""

from __future__ import annotations

import random

from ..engine import actions as A
from ..engine.actions import Action
from ..engine.cards import (
    FACE_COLOUR,
    FACE_KIND,
    FACE_VALUE,
    FACES,
    GREY,
    KHAPYOZH,
    KHLOPKOPYT,
    NUMBER,
    PEREKHRYUK,
    POLISVIN,
    ZAKHRAPIN,
)
from ..engine.game import FITS, FITS_NAMED, Game
from .heuristic import DEFAULT_WEIGHTS, Weights


class Policy:
    """The heuristic's turn policy with one set of :class:`Weights`, on a full game."""

    __slots__ = ("bonus", "threat", "w")

    def __init__(self, weights: Weights = DEFAULT_WEIGHTS) -> None:
        w = self.w = weights
        self.threat = tuple(w.threat[s] if s < len(w.threat) else 0.0 for s in range(200))
        # What the kind of a face adds to its play, before threats (heuristic.score_play).
        bonus = {
            KHAPYOZH: w.khapyozh,
            ZAKHRAPIN: w.zakhrapin,
            PEREKHRYUK: w.reverse,
            KHLOPKOPYT: w.slap_card,
        }
        self.bonus = tuple(bonus.get(FACE_KIND[f], 0.0) for f in range(len(FACES)))

    def score(
        self, g: Game, p: int, hand: list[int], f: int, counts: list[int]
    ) -> tuple[float, int]:
        """The score of playing ``f`` and the colour to name with it (heuristic.score_play)."""
        size = len(hand)
        kind = FACE_KIND[f]
        if size == 1:
            return 10_000.0, (0 if kind == POLISVIN else -1)  # the last card wins (R7.1)
        w = self.w
        threats = self.threat
        colour = FACE_COLOUR[f]
        counts[colour] -= 1  # the hand after the play
        nxt = _neighbour(g, p, g.direction)
        threat = threats[len(g.hands[nxt])] if nxt != p else 0.0
        s = 100.0 + self.bonus[f]
        if kind == POLISVIN:
            colour = _colour_of_most(counts)
            s -= w.keep_polisvin
            if size <= 3:
                s += w.polisvin_small_hand
            s += threat * 0.4
        elif kind == KHAPYOZH:
            s += threat
        elif kind == ZAKHRAPIN:
            s += threat * 0.7
        elif kind == PEREKHRYUK and g.n > 2:
            s += threat - threats[len(g.hands[_neighbour(g, p, -g.direction)])]
        if colour != GREY:
            s += w.same_colour * counts[colour]
        if kind == NUMBER:
            v = FACE_VALUE[f]
            same = sum(1 for h in hand if FACE_KIND[h] == NUMBER and FACE_VALUE[h] == v) - 1
            s += w.same_value * same
        if w.pair and hand.count(f) > 1:
            s += w.pair
        if size == 2:
            last = hand[1] if hand[0] == f else hand[0]
            if FACE_KIND[last] == POLISVIN:
                s += w.last_polisvin
            elif colour != GREY and FACE_COLOUR[last] == colour:
                s += w.last_same_colour
            elif kind == NUMBER and FACE_KIND[last] == NUMBER and FACE_VALUE[last] == FACE_VALUE[f]:
                s += w.last_same_value
        counts[FACE_COLOUR[f]] += 1
        return s, (colour if kind == POLISVIN else -1)

    def move(self, g: Game, rng: random.Random) -> Action:
        """The heuristic's turn action for the player to move (always with "Svintus!")."""
        p = g.current
        hand = g.hands[p]
        last = len(hand) == 2
        counts = [0, 0, 0, 0, 0]
        for f in hand:
            counts[FACE_COLOUR[f]] += 1
        if g.naming:
            return A.name_colour(p, _colour_of_most(counts))
        score = self.score
        if g.pending_kind >= 0:
            k = g.pending_kind
            best, best_s = -1, -1e9
            for f in hand:
                if FACE_KIND[f] == k:
                    s = score(g, p, hand, f, counts)[0]
                    if s > best_s:
                        best, best_s = f, s
            return A.play(p, best, None, last) if best >= 0 else A.accept(p)
        draw = self.w.draw
        if g.drawn >= 0:
            s, colour = score(g, p, hand, g.drawn, counts)
            return A.play(p, g.drawn, colour, last) if s >= draw else A.pass_(p)
        row = FITS_NAMED[g.named] if g.named >= 0 else FITS[g.pile[-1]]
        best, best_s, best_c = -1, draw, -1
        prev = -1
        for f in hand:
            if f == prev or not row[f]:
                continue
            prev = f
            s, colour = score(g, p, hand, f, counts)
            s += rng.random() * 0.01  # ties: either
            if s > best_s:
                best, best_s, best_c = f, s, colour
        if best < 0:
            return A.draw(p)
        return A.play(p, best, best_c, last)


def _neighbour(g: Game, p: int, direction: int) -> int:
    n = g.n
    q = (p + direction) % n
    skips = g.skips
    for _ in range(n):
        if not skips[q] or q == p:
            return q
        q = (q + direction) % n
    return q


def _colour_of_most(counts: list[int]) -> int:
    best = 0
    for c in (1, 2, 3):
        if counts[c] > counts[best]:
            best = c
    return best


_DEFAULT = Policy()


def heuristic_move(g: Game, rng: random.Random) -> Action:
    """The heuristic bot's turn action for the player to move (always with "Svintus!")."""
    return _DEFAULT.move(g, rng)
