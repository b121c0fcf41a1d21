"""The one bot interface used by every consumer: simulation, tables, terminal, RL.

A bot sees only its seat: :class:`Seat` gives its player's view (R14.8) and the events
as that player may see them. It never receives the game itself.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, NamedTuple

from ..engine.actions import Action
from ..engine.events import Event, redact

if TYPE_CHECKING:
    from ..engine.game import Game


class Reaction(NamedTuple):
    """An out-of-turn action and how long after the chance the bot would send it."""

    delay: float  # seconds
    action: Action


class Seat:
    """A bot's window on a game: its own view, computed on demand, and nothing else."""

    __slots__ = ("__game", "_hints_known", "_tries", "families", "seat")

    def __init__(self, game: Game, seat: int) -> None:
        self.__game = game
        self.seat = seat
        self.families = bool(game.families)  # the deck holds 2.0 family cards (R10-R12)
        self._hints_known: frozenset[Action] = frozenset()
        self._tries: dict[Action, int] = {}

    def view(self) -> dict[str, Any]:
        return self.__game.view(self.seat)

    def hand(self) -> list[int]:
        """The bot's own hand as face indexes (a copy)."""
        return self.__game.hands[self.seat].copy()

    def hand_sizes(self) -> list[int]:
        return [len(h) for h in self.__game.hands]

    def top(self) -> int:
        return self.__game.pile[-1]

    def hints(self) -> list[Action]:
        """What the bot's player owes or may answer now, made concrete (a Courage task's
        chat answer, a bow, a clap: :meth:`Game.hints`); empty in decks without them."""
        return self.__game.hints(self.seat) if self.families else []

    def owed(self, offered: Sequence[Action]) -> list[Action]:
        """The ``offered`` answers the player owes now: the hints (:meth:`hints`) that
        appeared since the last look, each until it is answered (a second try if the
        first was overtaken). A hint that stays listed after its answers — a chat line a
        family always suggests — is a suggestion, not a debt. Call :meth:`answering`
        with the answer chosen."""
        hints = self.__game.hints(self.seat, owed_only=True) if self.families else []
        if not hints:
            if self._tries:
                self._hints_known, self._tries = frozenset(), {}
            return []
        now = frozenset(hints)
        tries = {h: t for h, t in self._tries.items() if h in now}
        for h in now - self._hints_known:
            tries[h] = 0
        self._tries = tries
        self._hints_known = now
        return [a for a in offered if tries.get(a, 2) < 2]

    def forget_hints(self) -> None:
        """Nothing is offered to the player now: forget the hints seen (so a hint that
        comes back later is new again)."""
        if self._tries or self._hints_known:
            self.owed(())

    def answering(self, action: Action) -> None:
        """The bot sends ``action``, one of :meth:`owed`."""
        if action in self._tries:
            self._tries[action] += 1

    def redact(self, events: Sequence[Event]) -> list[Event]:
        return [redact(e, self.seat) for e in events]


class Bot(ABC):
    """A player's decisions. Subclasses set ``name`` and implement :meth:`choose`."""

    name = "bot"

    def __init__(self, seat: int, seed: int) -> None:
        self.seat = seat
        self.rng = random.Random(f"bot/{self.name}/{seed}/{seat}")

    @abstractmethod
    def choose(self, seat: Seat, legal: Sequence[Action]) -> Action:
        """A turn decision of the player to move, one of ``legal`` (never empty)."""

    def turn_delay(self, seat: Seat, turn_seconds: float) -> float:
        """Seconds the bot takes for a turn decision; ``>= turn_seconds`` means it dawdles."""
        return self.rng.uniform(0.4, 3.0)

    def race_delay(self, seat: Seat) -> float:
        """Seconds the bot takes to answer in a race of a 2.0 phase (R14.3)."""
        return self.rng.uniform(0.3, 2.0)

    def react(self, seat: Seat, offered: Sequence[Action]) -> Reaction | None:
        """Out-of-turn chances (interceptions, catches, slaps, speech; in 2.0 decks every
        out-of-turn action listed and the answers of :meth:`Seat.hints`): one or none."""
        return None

    def observe(self, seat: Seat, events: Sequence[Event]) -> None:  # noqa: B027
        """Events since the bot's last call, as its player may see them (redacted)."""
