"""The Challenge family in a position (docs/notation.md): each part's, exactly; the
cards its parts hold (``zones``, R1.7)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import duels, races
from .state import PARTS

if TYPE_CHECKING:
    from ...game import Game


def dump(game: Game) -> Any:
    return {part.KEY: part.dump(game) for part in PARTS}


def load(game: Game, data: Any) -> None:
    if data is None:
        data = {}
    if not isinstance(data, dict):
        raise TypeError("expected an object with 'duels' and 'races'")
    for part in PARTS:
        part.load(game, data.get(part.KEY))


def zones(game: Game) -> list[int]:
    return duels.zones(game) + races.zones(game)
