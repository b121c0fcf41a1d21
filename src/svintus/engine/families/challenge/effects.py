"""Challenge cards (R12): a Svintus 2.0 family; the hooks are described in
:mod:`~svintus.engine.families.protocol`.

The family is written in two parts, each a module with the same hooks:
:mod:`.duels` (Russian Roulette, Razborka, Neither to Yourself Nor to People,
We Should Chip In, Don't Darken, Awl for Soap) and :mod:`.races` (One for All,
Whoever Is Quick Gets the Slippers, Slabo?, Where Do the Hands Grow From?, Judged by
Their Clothes). This module joins them: ``game.challenge`` holds one state per part
(``.duels``, ``.races``) and every hook asks both parts.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..protocol import Timer
from . import duels, races

if TYPE_CHECKING:
    from collections.abc import Callable

    from ...actions import Act, Action
    from ...choosing import Spec
    from ...errors import IllegalAction
    from ...game import Game

KEY = "challenge"
HINTS_OWED = True  # a Slabo? try is owed (R12.6)
PARTS = (duels, races)
KINDS_OF_FAMILY = duels.KINDS_OF_FAMILY | races.KINDS_OF_FAMILY
EFFECTS: dict[int, Callable[[Game, int, int], None]] = {**duels.EFFECTS, **races.EFFECTS}
APPLY: dict[Act, Callable[[Game, Action], None]] = {**duels.APPLY, **races.APPLY}
CHOICES: dict[Act, Callable[[Game, Action], Spec]] = {**duels.CHOICES, **races.CHOICES}
VERBS: dict[str, tuple[str, Callable[[int, list[str], int | None, str], Action]]] = {
    **duels.VERBS,
    **races.VERBS,
}
FORMAT: dict[Act, Callable[[Action], list[str]]] = {**duels.FORMAT, **races.FORMAT}
TABLE_VERBS: dict[str, Callable[[list[str], int | None, str], Action]] = {
    **getattr(duels, "TABLE_VERBS", {}),
    **getattr(races, "TABLE_VERBS", {}),
}


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


def exclusive(game: Game, player: int) -> list[Action] | None:
    only = duels.exclusive(game, player)
    return only if only is not None else races.exclusive(game, player)


def awaiting(game: Game) -> list[int] | None:
    waiting = duels.awaiting(game)
    return waiting if waiting is not None else races.awaiting(game)


def reactions(game: Game, player: int, out: list[Action]) -> None:
    duels.reactions(game, player, out)
    races.reactions(game, player, out)


def why_illegal(game: Game, action: Action) -> IllegalAction | None:
    err = duels.why_illegal(game, action)
    return err if err is not None else races.why_illegal(game, action)


def before(game: Game, action: Action) -> None:
    duels.before(game, action)
    races.before(game, action)


def after(game: Game, action: Action) -> None:
    duels.after(game, action)
    races.after(game, action)


def timers(game: Game) -> list[Timer]:
    return duels.timers(game) + races.timers(game)


def view(game: Game, player: int) -> dict[str, Any] | None:
    parts = {part.KEY: part.view(game, player) for part in PARTS}
    shown = {key: value for key, value in parts.items() if value is not None}
    return shown or None


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


def hints(game: Game, player: int) -> list[Action]:
    return duels.hints(game, player) + races.hints(game, player)
