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
from .heuristic import DEFAULT_WEIGHTS

_W = DEFAULT_WEIGHTS
_THREAT = tuple(_W.threat[s] if s < len(_W.threat) else 0.0 for s in range(200))
# What the kind of a face adds to its play, before threats (heuristic.score_play).
_KIND_BONUS = {
    KHAPYOZH: _W.khapyozh,
    ZAKHRAPIN: _W.zakhrapin,
    PEREKHRYUK: _W.reverse,
    KHLOPKOPYT: _W.slap_card,
}
_BONUS = tuple(_KIND_BONUS.get(FACE_KIND[f], 0.0) for f in range(len(FACES)))


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


def _score(g: Game, p: int, hand: list[int], f: int, counts: list[int]) -> tuple[float, int]:
    """The score of playing ``f`` and the colour to name with it (heuristic.score_play)."""
    size = len(hand)
    kind = FACE_KIND[f]
    if size == 1:
        return 10_000.0, (0 if kind == POLISVIN else -1)  # the last card wins (R7.1)
    colour = FACE_COLOUR[f]
    counts[colour] -= 1  # the hand after the play
    nxt = _neighbour(g, p, g.direction)
    threat = _THREAT[len(g.hands[nxt])] if nxt != p else 0.0
    s = 100.0 + _BONUS[f]
    if kind == POLISVIN:
        colour = _colour_of_most(counts)
        s -= _W.keep_polisvin
        if size <= 3:
            s += _W.polisvin_small_hand
        s += threat * 0.4
    elif kind == KHAPYOZH:
        s += threat
    elif kind == ZAKHRAPIN:
        s += threat * 0.7
    elif kind == PEREKHRYUK and g.n > 2:
        s += threat - _THREAT[len(g.hands[_neighbour(g, p, -g.direction)])]
    if colour != GREY:
        s += _W.same_colour * counts[colour]
    if kind == NUMBER:
        v = FACE_VALUE[f]
        same = sum(1 for h in hand if FACE_KIND[h] == NUMBER and FACE_VALUE[h] == v) - 1
        s += _W.same_value * same
    if size == 2:
        last = hand[1] if hand[0] == f else hand[0]
        if FACE_KIND[last] == POLISVIN:
            s += _W.last_polisvin
        elif colour != GREY and FACE_COLOUR[last] == colour:
            s += _W.last_same_colour
        elif kind == NUMBER and FACE_KIND[last] == NUMBER and FACE_VALUE[last] == FACE_VALUE[f]:
            s += _W.last_same_value
    counts[FACE_COLOUR[f]] += 1
    return s, (colour if kind == POLISVIN else -1)


def heuristic_move(g: Game, rng: random.Random) -> Action:
    """The heuristic bot's turn action for the player to move (always with "Svintus!")."""
    p = g.current
    hand = g.hands[p]
    last = len(hand) == 2
    counts = [0, 0, 0, 0, 0]
    for f in hand:
        counts[FACE_COLOUR[f]] += 1
    if g.naming:
        return A.name_colour(p, _colour_of_most(counts))
    if g.pending_kind >= 0:
        k = g.pending_kind
        best, best_s = -1, -1e9
        for f in hand:
            if FACE_KIND[f] == k:
                s = _score(g, p, hand, f, counts)[0]
                if s > best_s:
                    best, best_s = f, s
        return A.play(p, best, -1, last) if best >= 0 else A.accept(p)
    if g.drawn >= 0:
        s, colour = _score(g, p, hand, g.drawn, counts)
        return A.play(p, g.drawn, colour, last) if s >= _W.draw else A.pass_(p)
    row = FITS_NAMED[g.named] if g.named >= 0 else FITS[g.pile[-1]]
    best, best_s, best_c = -1, _W.draw, -1
    prev = -1
    for f in hand:
        if f == prev or not row[f]:
            continue
        prev = f
        s, colour = _score(g, p, hand, f, counts)
        s += rng.random() * 0.01  # ties: either
        if s > best_s:
            best, best_s, best_c = f, s, colour
    if best < 0:
        return A.draw(p)
    return A.play(p, best, best_c, last)
