"""Difficulty levels: how fast a bot reacts and which human slips it makes (R14.3).

A :class:`Profile` is data: the time a bot takes for a turn, its reaction time for each
kind of out-of-turn chance (:data:`REACTIONS`: interceptions R4, catches R6.2, slaps
R8.6, noticing a wink's flicker R14.5, Etiquette gifts R10, Courage objections R14.7,
the steps of a 2.0 race R14.3, answers owed, any other 2.0 chance) and the chance of
each human-like slip: missing a chance, forgetting "Svintus!" (R6.1), slapping the
wrong pile, letting the turn time run out (R5.5), a careless play.

Every reaction is a person's (issue 24): none comes sooner than :data:`HUMAN_FLOOR`
(a person's simple reaction time is about 0.25 s at best), an ``easy`` bot is slow and
lets many chances go, a ``hard`` one is quick but still misses a wink's flicker now
and then, so a newcomer has a real chance to notice a bot's wink and to be first to a
gift (``benchmarks/bot_reactions.py`` prints the times and the shares taken).

Times are seconds after the chance opened, drawn from a triangular distribution between
``low`` and ``high`` with its mode near ``low`` (most reactions are quick, a few slow).
A person at a web table needs about 1-2 s to spot a card and click its copy and about
0.5-1 s to slap: ``easy`` is slower than that, ``normal`` about as fast, ``hard``
faster and without slips in the classic game.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..engine import acts
from ..engine.actions import Act

HUMAN_FLOOR = 0.25  # seconds: no reaction of any level comes sooner (R14.3)


@dataclass(frozen=True, slots=True)
class Reflex:
    """A reaction time: triangular between ``low`` and ``high``, and a miss chance."""

    low: float
    high: float
    miss: float = 0.0  # probability of not reacting at all to one offer

    def time(self, rng: random.Random) -> float:
        return rng.triangular(self.low, self.high, self.low + (self.high - self.low) * 0.25)


@dataclass(frozen=True, slots=True)
class Profile:
    name: str
    turn: Reflex  # thinking time for a turn decision
    intercept: Reflex  # playing an exact copy out of turn (R4)
    catch: Reflex  # catching an undeclared "Svintus!" (R6.2)
    slap: Reflex  # palm on the deck in a Khlopkopyt race (R8.6); miss = never slaps
    notice: Reflex  # a click on a wink's flicker (R14.5): it lasts wink_seconds
    gift: Reflex  # an Etiquette card given to an offender (R10.1)
    objection: Reflex  # objecting to a Courage answer, upholding one (R14.7)
    race: Reflex  # a step of a 2.0 race or contest (R12, R14.3); never missed
    answer: Reflex  # an answer owed (a Courage task, a bow, a clap: R11.4)
    chance: Reflex  # any other out-of-turn 2.0 chance (a Courage gift, a throw ...)
    wrong_pile: float = 0.0  # slaps the play pile instead of the deck
    forget_svintus: float = 0.0  # leaves out "Svintus!" on the second-to-last card
    dawdle: float = 0.0  # lets the turn time run out (R5.5)
    careless: float = 0.0  # plays a random fitting card instead of the considered one

    def turn_delay(self, rng: random.Random, turn_seconds: float) -> float:
        if self.dawdle and rng.random() < self.dawdle:
            return turn_seconds
        return min(self.turn.time(rng), turn_seconds * 0.9)

    def reflex(self, kind: Act) -> Reflex:
        """The reaction of this profile to an out-of-turn action of ``kind``."""
        return getattr(self, REACTION_OF.get(kind, "chance"))  # type: ignore[no-any-return]

    def react(self, kind: Act, rng: random.Random) -> float | None:
        """Seconds until the bot takes a chance of ``kind``, or None: it misses it."""
        reflex = self.reflex(kind)
        if reflex.miss and rng.random() < reflex.miss:
            return None
        return reflex.time(rng)


# The reaction kinds a profile times, and the out-of-turn actions each one answers.
REACTIONS = (
    "notice",
    "gift",
    "objection",
    "catch",
    "intercept",
    "slap",
    "race",
    "answer",
    "chance",
)
REACTION_OF: dict[Act, str] = {
    acts.NOTICE: "notice",
    acts.ETIQUETTE: "gift",
    acts.OBJECT: "objection",
    acts.UPHOLD: "objection",
    acts.CATCH: "catch",
    acts.INTERCEPT: "intercept",
    acts.SLAP: "slap",
}


EASY = Profile(
    name="easy",
    turn=Reflex(1.2, 4.5),
    intercept=Reflex(1.2, 3.0, miss=0.5),
    catch=Reflex(1.5, 4.0, miss=0.5),
    slap=Reflex(0.7, 2.2, miss=0.03),
    notice=Reflex(1.0, 2.4, miss=0.6),
    gift=Reflex(1.6, 4.0, miss=0.45),
    objection=Reflex(2.0, 6.0),
    race=Reflex(0.8, 2.5),
    answer=Reflex(1.2, 3.5, miss=0.1),
    chance=Reflex(1.2, 3.5, miss=0.4),
    wrong_pile=0.04,
    forget_svintus=0.25,
    dawdle=0.02,
    careless=0.25,
)
NORMAL = Profile(
    name="normal",
    turn=Reflex(0.9, 3.0),
    intercept=Reflex(0.7, 1.8, miss=0.2),
    catch=Reflex(0.8, 2.2, miss=0.2),
    slap=Reflex(0.45, 1.2),
    notice=Reflex(0.7, 1.8, miss=0.45),
    gift=Reflex(1.1, 3.0, miss=0.2),
    objection=Reflex(1.5, 4.5),
    race=Reflex(0.5, 1.6),
    answer=Reflex(0.9, 2.5, miss=0.03),
    chance=Reflex(0.8, 2.5, miss=0.2),
    wrong_pile=0.01,
    forget_svintus=0.07,
    dawdle=0.005,
    careless=0.05,
)
HARD = Profile(
    name="hard",
    turn=Reflex(0.6, 1.6),
    intercept=Reflex(0.3, 0.7),
    catch=Reflex(0.35, 0.8),
    slap=Reflex(0.25, 0.6),
    notice=Reflex(0.45, 1.3, miss=0.3),
    gift=Reflex(0.6, 1.8, miss=0.05),
    objection=Reflex(1.0, 3.0),
    race=Reflex(0.3, 0.9),
    answer=Reflex(0.5, 1.5),
    chance=Reflex(0.4, 1.2, miss=0.05),
)

PROFILES: dict[str, Profile] = {p.name: p for p in (EASY, NORMAL, HARD)}
