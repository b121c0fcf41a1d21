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
* ties are broken at random, so a bot stays unpredictable;
* a wink (R14.5) is a bluff that costs two cards when noticed and pays only with a
  Shmotrun to give (R10.2): the bot winks only while it holds one, and now and then
  (:data:`WINK_RATE` of the times it is offered), as a person would, never at every
  chance; noticing somebody else's flicker costs nothing, so it always tries (and,
  given a reaction :class:`~.profiles.Profile`, sees it as often and as fast as its
  level's person would);
* a bot cannot judge a creative Courage answer (R14.7), so it objects seldom
  (:data:`OBJECT_RATE`) and upholds another's objection at the toss of a coin
  (:data:`UPHOLD_RATE`): a person who does their task is not made to take two cards
  at every answer by bots that object and uphold every time.

The heuristic bot defers to :func:`choose` and :func:`react` for 2.0 decisions
(:func:`needs_generic`), the random bot uses :func:`obligations` and
:func:`family_actions`.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from ..engine import acts
from ..engine.actions import Act, Action
from ..engine.cards import FACES
from .base import Reaction, Seat
from .profiles import Profile

# The action kinds of the classic game and of R9; every other kind belongs to a family.
CLASSIC_ACTS: frozenset[int] = frozenset(k for k in Act if k <= acts.GIVE_UP)

# A bot holding a Shmotrun winks at this share of the chances it is offered (R14.5).
WINK_RATE = 0.1
# A creative answer is objected to, and an objection upheld, this often (R14.7).
OBJECT_RATE = 0.08
UPHOLD_RATE = 0.5
_SHMOTRUN = frozenset(f for f, face in enumerate(FACES) if face.kind.id == "shmotrun")


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
    aimed = action.aimed
    if is_family(action) and aimed is not None and 0 <= aimed < len(sizes) and aimed != seat.seat:
        value += 1.0 + 1.0 / (1 + sizes[aimed])
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


def _held_back(seat: Seat, chances: Sequence[Action], rng: random.Random) -> set[int]:
    """The kinds among ``chances`` the bot lets go this time: winks (:func:`winks`),
    objections and upholdings but now and then (R14.7)."""
    kinds = {a.kind for a in chances}
    out: set[int] = set()
    if acts.WINK in kinds and not winks(seat, rng):
        out.add(acts.WINK)
    if acts.OBJECT in kinds and rng.random() >= OBJECT_RATE:
        out.add(acts.OBJECT)
    if acts.UPHOLD in kinds and rng.random() >= UPHOLD_RATE:
        out.add(acts.UPHOLD)
    return out


def winks(seat: Seat, rng: random.Random) -> bool:
    """Whether the bot winks now (R14.5): only with a Shmotrun in hand, which an unnoticed
    wink lets it give (R10.2), and only now and then (:data:`WINK_RATE`)."""
    return any(f in _SHMOTRUN for f in seat.hand()) and rng.random() < WINK_RATE


def react(
    seat: Seat, offered: Sequence[Action], rng: random.Random, profile: Profile | None = None
) -> Reaction | None:
    """Answer an obligation at once; take a family chance that gives cards away or
    names an opponent; otherwise ``None`` (the caller's own reactions decide).

    With a ``profile`` the answer comes after that level's human reaction time for its
    kind, and a chance may be missed as a person misses one (:meth:`Profile.react`;
    then ``None``: the caller keeps it let go until it is offered anew)."""
    owed = obligations(seat, offered)
    if owed:
        if profile is None:
            delay: float | None = rng.uniform(0.3, 1.2)
        else:
            reflex = profile.answer
            delay = None if reflex.miss and rng.random() < reflex.miss else reflex.time(rng)
        if delay is None:
            return None
        seat.answering(owed[0])
        return Reaction(delay, owed[0])
    chances = family_actions(offered)
    if chances:
        held = _held_back(seat, chances, rng)
        if held:
            chances = [a for a in chances if a.kind not in held]
    if not chances:
        return None
    action = best(seat, chances, rng)
    if score(seat, action) <= 0:
        return None
    if profile is None:
        return Reaction(rng.uniform(0.4, 1.5), action)
    delay = profile.react(action.kind, rng)
    return None if delay is None else Reaction(delay, action)
