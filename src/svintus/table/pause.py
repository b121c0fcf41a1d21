"""A turn's time held while cards are chosen, then resumed (issue 24 point 7, R14.2).

While a choice of cards is open (an Etiquette gift's penalty cards named one at a time,
engine/choosing.py) the game waits for the chooser alone and no other clock runs. The
turn of the player to move is then *suspended*, not lost: :class:`TurnPause` keeps the
time it had left and, when the choice closes on the same turn (the same player to move,
move, draw and naming), gives it back, so the receiver of a gift is never handed a
fresh turn nor robbed of theirs. The 2.0 windows pause alike (:class:`~.timers.Windows`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

if TYPE_CHECKING:
    from ..engine.game import Game


class _Held(NamedTuple):
    left: float  # seconds the turn had left
    current: int
    move: int
    drawn: int
    naming: bool


def _turn_of(game: Game) -> tuple[int, int, int, bool]:
    return game.current, game.move, game.drawn, game.naming


class TurnPause:
    """The turn time held during a choice of cards, if any."""

    __slots__ = ("held",)

    def __init__(self) -> None:
        self.held: _Held | None = None

    def hold(self, game: Game, left: float) -> None:
        """A choice opened with ``left`` seconds of the turn to go: keep them."""
        if self.held is None:
            self.held = _Held(max(0.0, left), *_turn_of(game))

    def resume(self, game: Game) -> float | None:
        """The choice closed: the seconds left of the same turn, or None when play has
        moved on (then the turn is a new one)."""
        held, self.held = self.held, None
        if held is None or game.race is not None or _turn_of(game) != held[1:]:
            return None
        return held.left

    def left_ms(self) -> int | None:
        """The held time in milliseconds while a choice is open (the page says the
        turn's clock waits), else None."""
        return None if self.held is None else int(self.held.left * 1000)

    def clear(self) -> None:
        self.held = None
