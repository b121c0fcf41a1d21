"""Bots: one interface (:class:`Bot`) for simulation, tables, the terminal game and RL."""

from __future__ import annotations

from ..engine.errors import SvintusError
from .base import Bot, Reaction, Seat
from .random_bot import RandomBot


class UnknownBot(SvintusError, ValueError):
    """A bot name that is not in :data:`BOTS`."""


BOTS: dict[str, type[Bot]] = {"random": RandomBot}


def make_bot(name: str, seat: int, seed: int) -> Bot:
    """A bot by name; an unknown name raises :class:`UnknownBot` listing the known ones."""
    cls = BOTS.get(name)
    if cls is None:
        raise UnknownBot(f"unknown bot {name!r}; known: {', '.join(BOTS)}")
    return cls(seat, seed)


__all__ = ["BOTS", "Bot", "RandomBot", "Reaction", "Seat", "UnknownBot", "make_bot"]
