"""The Challenge family in a player's view (R14.8): each part's view."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .state import PARTS

if TYPE_CHECKING:
    from ...game import Game


def view(game: Game, player: int) -> dict[str, Any] | None:
    parts = {part.KEY: part.view(game, player) for part in PARTS}
    shown = {key: value for key, value in parts.items() if value is not None}
    return shown or None
