"""Players in text: seats are 0-based in the engine and ``p1`` .. ``p10`` in text."""

from __future__ import annotations

from .actions import MAX_PLAYERS
from .errors import NotationError


def pname(player: int) -> str:
    """Players are 0-based in the engine and ``p1``.. ``p10`` in text."""
    return f"p{player + 1}"


def digits(text: str, most: int) -> bool:
    """ASCII digits only, at most ``most`` of them (``int`` would take '²' or '١' too)."""
    return 0 < len(text) <= most and text.isascii() and text.isdigit()


def parse_player(text: str, players: int | None = None) -> int:
    """``pN`` as a seat number, checked against ``players`` when known."""
    t = text.strip().lower()
    if len(t) < 2 or t[0] != "p" or not digits(t[1:], 3):
        raise NotationError(f"not a player: {text!r} (write p1, p2, ...)")
    p = int(t[1:]) - 1
    limit = players if players is not None else MAX_PLAYERS
    if not 0 <= p < limit:
        raise NotationError(f"no player {text!r} at a table of {limit}")
    return p
