"""Difficulty levels: how fast a bot reacts and which human slips it makes (R14.3).

A :class:`Profile` is data: the time a bot takes for a turn, its reaction times for the
races of the table (interceptions R4, catches R6.2, slaps R8.6) and the chance of each
human-like slip: not noticing an interception or a catch, forgetting "Svintus!" (R6.1),
slapping the wrong pile, letting the turn time run out (R5.5), a careless play.

Times are seconds after the chance opened, drawn from a triangular distribution between
``low`` and ``high`` with its mode near ``low`` (most reactions are quick, a few slow).
A person at a web table needs about 1-2 s to spot a card and click its copy and about
0.5-1 s to slap: ``easy`` is slower than that, ``normal`` about as fast, ``hard``
faster and without slips.
"""

from __future__ import annotations

import random
from dataclasses import dataclass


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
    wrong_pile: float = 0.0  # slaps the play pile instead of the deck
    forget_svintus: float = 0.0  # leaves out "Svintus!" on the second-to-last card
    dawdle: float = 0.0  # lets the turn time run out (R5.5)
    careless: float = 0.0  # plays a random fitting card instead of the considered one

    def turn_delay(self, rng: random.Random, turn_seconds: float) -> float:
        if self.dawdle and rng.random() < self.dawdle:
            return turn_seconds
        return min(self.turn.time(rng), turn_seconds * 0.9)


EASY = Profile(
    name="easy",
    turn=Reflex(1.2, 4.5),
    intercept=Reflex(1.2, 3.0, miss=0.5),
    catch=Reflex(1.5, 4.0, miss=0.5),
    slap=Reflex(0.7, 2.2, miss=0.03),
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
    slap=Reflex(0.22, 0.55),
)

PROFILES: dict[str, Profile] = {p.name: p for p in (EASY, NORMAL, HARD)}
