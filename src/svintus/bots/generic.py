"""A small generic fallback for the decisions of the 2.0 families (R10-R12).

A bot that knows nothing of a family's actions can still play it sensibly: the family
lists every choice in :meth:`Game.legal_actions` (and the answers a player owes in
:meth:`Game.hints`), so these functions work on whatever the families add, by the
shape of an action alone:

* an obligation (a new action of :meth:`Seat.hints`: a Courage task's chat answer, a
  bow, a clap; see :meth:`Seat.owed`) is always answered, quickly;
* among the family's own actions, prefer the one that gives more cards away
  (``len(action.cards)``: an Etiquette gift with its penalty cards, a card laid in a
  duel rather than giving up) and that names the opponent with the fewest cards (a
  gift, a Razborka, a Don't Darken: hurt the player closest to winning);
* ties are broken at random, so a bot stays unpredictable.

The heuristic bot defers to :func:`choose` and :func:`react` for 2.0 decisions
(:func:`needs_generic`), the random bot uses :func:`obligations` and
:func:`family_actions`.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from ..engine.actions import Act, Action
from .base import Reaction, Seat

# The action kinds of the classic game and of R9; every other kind belongs to a family.
CLASSIC_ACTS: frozenset[int] = frozenset(k for k in Act if k <= Act.GIVE_UP)


def is_family(action: Action) -> bool:
    """Whether ``action`` is one of a 2.0 family's own kinds (R10-R12)."""
    return action.kind not in CLASSIC_ACTS


def family_actions(actions: Sequence[Action]) -> list[Action]:
    return [a for a in actions if a.kind not in CLASSIC_ACTS]


def needs_generic(legal: Sequence[Action]) -> bool:
    """Whether a decision holds a family's action (so a classic planner should defer)."""
    return any(a.kind not in CLASSIC_ACTS for a in legal)


def obligations(seat: Seat, offered: Sequence[Action]) -> list[Action]:
    """The offered actions that answer what the player owes now (:meth:`Seat.owed`)."""
    return seat.owed(offered) if seat.families else []


def score(seat: Seat, action: Action) -> float:
    """How much a family action helps: cards given away, an opponent close to winning."""
    value = float(len(action.cards))
    sizes = seat.hand_sizes()
    target = action.target
    if is_family(action) and 0 <= target < len(sizes) and target != seat.seat:
        value += 1.0 + 1.0 / (1 + sizes[target])
    return value


def best(seat: Seat, actions: Sequence[Action], rng: random.Random) -> Action:
    """The best-scoring action (:func:`score`), ties at random; ``actions`` not empty."""
    scores = [score(seat, a) for a in actions]
    top = max(scores)
    tied = [a for a, s in zip(actions, scores, strict=True) if s == top]
    return tied[0] if len(tied) == 1 else rng.choice(tied)


def choose(seat: Seat, legal: Sequence[Action], rng: random.Random) -> Action:
    """A decision with family actions in ``legal`` (a turn, a duel, a race, a vote):
    the best family action; "Svintus!" is said whenever the action offers it."""
    actions = family_actions(legal) or list(legal)
    if any(a.svintus for a in actions):
        actions = [a for a in actions if a.svintus]
    return best(seat, actions, rng)


def react(seat: Seat, offered: Sequence[Action], rng: random.Random) -> Reaction | None:
    """Answer an obligation at once; take a family chance that gives cards away or
    names an opponent; otherwise ``None`` (the caller's own reactions decide)."""
    owed = obligations(seat, offered)
    if owed:
        seat.answering(owed[0])
        return Reaction(rng.uniform(0.3, 1.2), owed[0])
    chances = family_actions(offered)
    if not chances:
        return None
    action = best(seat, chances, rng)
    if score(seat, action) <= 0:
        return None
    return Reaction(rng.uniform(0.4, 1.5), action)
