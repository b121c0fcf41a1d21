"""The state of the Challenge family (R12): one state per part (duels, races) and the
gift in a Challenge step."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import duels, races

if TYPE_CHECKING:
    from ...game import Game

PARTS = (duels, races)  # each part keeps its own state, view and position


class ChallengeState:
    """One state object per part; a part whose cards are not in the deck keeps ``None``."""

    __slots__ = ("duels", "races")

    def __init__(self, duels_state: Any, races_state: Any) -> None:
        self.duels = duels_state
        self.races = races_state

    def copy(self) -> ChallengeState:
        return ChallengeState(
            None if self.duels is None else self.duels.copy(),
            None if self.races is None else self.races.copy(),
        )


def start(game: Game) -> ChallengeState:
    return ChallengeState(duels.start(game), races.start(game))
