"""The one bot interface used by every consumer: simulation, tables, terminal, RL.

A bot sees only its seat: :class:`Seat` gives its player's view (R14.8) and the events
as that player may see them. It never receives the game itself.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, NamedTuple

from ..engine.actions import Act, Action
from ..engine.events import Event, redact
from ..engine.families.courage.phrases import PARODIST_WORDS, language_of

if TYPE_CHECKING:
    from ..engine.game import Game

# R11 Parodist: the word for each family in Russian, by its English form lower-cased (the
# engine offers the English one; «Хрю» is as good an answer as "Oink")
_RUSSIAN_WORD = {en.lower(): ru for en, ru in PARODIST_WORDS.values()}


class Reaction(NamedTuple):
    """An out-of-turn action and how long after the chance the bot would send it."""

    delay: float  # seconds
    action: Action


class Seat:
    """A bot's window on a game: its own view, computed on demand, and nothing else.

    ``language`` ("en" or "ru"): the language the bot speaks, its table's. A task whose
    answer is a word or a line (R11.4: "Oink" or «Хрю», a proverb, a song) is answered
    in it where the task allows (:meth:`owed`). The simulation's bots speak English."""

    __slots__ = ("__game", "_tries", "families", "language", "seat")

    def __init__(self, game: Game, seat: int, language: str = "en") -> None:
        self.__game = game
        self.seat = seat
        self.language = language
        self.families = bool(game.families)  # the deck holds 2.0 family cards (R10-R12)
        self._tries: dict[tuple[Action, int], int] = {}  # answers sent at one move

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

    def owed_hints(self) -> list[Action]:
        """The hints that answer what the player owes (``Game.hints(seat, owed_only=True)``)."""
        return self.__game.hints(self.seat, owed_only=True) if self.families else []

    def suggestions(self) -> list[Action]:
        """Hints that are no answer owed: a family's suggested lines (Etiquette's chat
        that provokes a trigger, R10.2)."""
        if not self.families:
            return []
        owed = set(self.owed_hints())
        return [h for h in self.hints() if h not in owed]

    def owed(self, offered: Sequence[Action]) -> list[Action]:
        """The ``offered`` answers the player owes now: the owed hints
        (``Game.hints(seat, owed_only=True)``: a Courage answer, a Slabo? try), each
        at most twice at one move (a second try if the first was overtaken), so that a
        family that keeps listing an answer cannot make a bot repeat it without end.
        Call :meth:`answering` with the answer chosen."""
        hints = self.owed_hints()
        if not hints:
            return []
        move = self.__game.move
        if self._tries and next(iter(self._tries))[1] != move:
            self._tries = {}
        listed = set(hints)
        out = [a for a in offered if a in listed]
        if self.language == "ru":
            out = self._in_russian(out)
        return [a for a in out if self._tries.get((a, move), 0) < 2]

    @staticmethod
    def _in_russian(answers: list[Action]) -> list[Action]:
        """``answers`` as a Russian bot says them: the Parodist's word in Russian, and
        where a task offers a line in each language (the engine lists English first:
        a proverb, a compliment, a song) the Russian one first. A task with English lines
        only (a song in English, R11.4 Zapevala) is still answered in English."""
        out: list[Action] = []
        for a in answers:
            if a.kind == Act.SPEAK or a.kind == Act.WHISPER:
                word = _RUSSIAN_WORD.get(a.text.lower())
                if word is not None:
                    a = a._replace(text=word.lower() if a.kind == Act.WHISPER else word)
            out.append(a)
        out.sort(key=lambda a: a.kind in (Act.SPEAK, Act.WHISPER) and language_of(a.text) == "en")
        return out

    def forget_hints(self) -> None:
        """Nothing is offered to the player now (kept for the callers; tries are counted
        per move, so there is nothing to forget)."""

    def answering(self, action: Action) -> None:
        """The bot sends ``action``, one of :meth:`owed`."""
        key = (action, self.__game.move)
        if self._tries and next(iter(self._tries))[1] != key[1]:
            self._tries = {}
        self._tries[key] = self._tries.get(key, 0) + 1

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
