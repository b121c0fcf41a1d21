"""Bots: one interface (:class:`Bot`) for simulation, tables, the terminal game and RL.

:data:`BOTS` names every bot; :func:`make_bot` builds one from a *spec*: a name, and for
the search bot an optional budget, ``ismcts:200ms`` or ``ismcts:500it``.
"""

from __future__ import annotations

from ..engine.errors import SvintusError
from .base import Bot, Reaction, Seat
from .heuristic import HeuristicBot
from .ismcts import IsmctsBot
from .levels import EasyBot, HardBot, NormalBot
from .random_bot import RandomBot
from .uniform_bot import UniformBot


class UnknownBot(SvintusError, ValueError):
    """A bot name that is not in :data:`BOTS`, or a budget it does not understand."""


BOTS: dict[str, type[Bot]] = {
    "random": RandomBot,
    "uniform": UniformBot,
    "heuristic": HeuristicBot,
    "ismcts": IsmctsBot,
    "easy": EasyBot,
    "normal": NormalBot,
    "hard": HardBot,
}


def make_bot(name: str, seat: int, seed: int) -> Bot:
    """A bot from a spec; an unknown one raises :class:`UnknownBot` naming the known ones."""
    base, _, option = name.partition(":")
    cls = BOTS.get(base)
    if cls is None:
        raise UnknownBot(
            f"unknown bot {name!r}; known: {', '.join(BOTS)}",
            words="unknown_bot",
            value=name,
            known=", ".join(BOTS),
        )
    if not option:
        return cls(seat, seed)
    if not issubclass(cls, IsmctsBot):
        raise UnknownBot(
            f"bot {base!r} takes no options, got {name!r}", words="bot_options", value=name
        )
    try:
        ms, iterations = parse_budget(option)
    except ValueError:
        raise UnknownBot(
            f"bad budget in {name!r}: write e.g. {base}:200ms or {base}:500it",
            words="bot_budget",
            value=name,
            bot=base,
        ) from None
    return cls(seat, seed, ms=ms, iterations=iterations)


def parse_budget(text: str) -> tuple[float | None, int | None]:
    """``200ms`` -> (200.0, None); ``500it`` -> (None, 500). Raises ValueError."""
    text = text.strip().lower()
    if text.endswith("ms"):
        ms = float(text[:-2])
        if not 0 < ms <= 600_000:
            raise ValueError(text)
        return ms, None
    if text.endswith("it"):
        iterations = int(text[:-2])
        if not 0 < iterations <= 10_000_000:
            raise ValueError(text)
        return None, iterations
    raise ValueError(text)


def check_bot(name: str) -> None:
    """Raise :class:`UnknownBot` if ``name`` is not a bot spec :func:`make_bot` accepts."""
    make_bot(name, 0, 0)


__all__ = [
    "BOTS",
    "Bot",
    "EasyBot",
    "HardBot",
    "HeuristicBot",
    "IsmctsBot",
    "NormalBot",
    "RandomBot",
    "Reaction",
    "Seat",
    "UniformBot",
    "UnknownBot",
    "check_bot",
    "make_bot",
    "parse_budget",
]
