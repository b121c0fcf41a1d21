"""Challenge cards, part two (R12): One for All, Slippers, Slabo?, Where Do the Hands Grow
From?, Judged by Their Clothes (hooks: :mod:`.family`).

Not implemented yet: ``start`` returns no state and every hook is empty, so a deck with
these cards is still refused by :class:`~svintus.engine.rules.Rules`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..cards import KINDS_BY_ID
from .family import Timer

if TYPE_CHECKING:
    from collections.abc import Callable

    from ..actions import Act, Action
    from ..errors import IllegalAction
    from ..game import Game

KEY = "races"
KINDS_OF_FAMILY = frozenset(
    KINDS_BY_ID[k].code for k in ("one_for_all", "slippers", "slabo", "hands", "clothes")
)
EFFECTS: dict[int, Callable[[Game, int, int], None]] = {}
APPLY: dict[Act, Callable[[Game, Action], None]] = {}
VERBS: dict[str, tuple[str, Callable[[int, list[str], int | None, str], Action]]] = {}
FORMAT: dict[Act, Callable[[Action], list[str]]] = {}


def start(game: Game) -> Any:
    return None


def exclusive(game: Game, player: int) -> list[Action] | None:
    return None


def awaiting(game: Game) -> list[int] | None:
    return None


def reactions(game: Game, player: int, out: list[Action]) -> None:
    return None


def why_illegal(game: Game, action: Action) -> IllegalAction | None:
    return None


def before(game: Game, action: Action) -> None:
    return None


def after(game: Game, action: Action) -> None:
    return None


def timers(game: Game) -> list[Timer]:
    return []


def view(game: Game, player: int) -> dict[str, Any] | None:
    return None


def dump(game: Game) -> Any:
    return None


def load(game: Game, data: Any) -> None:
    return None


def zones(game: Game) -> list[int]:
    """Cards of the game held in the family's own zones (R1.7)."""
    return []


def hints(game: Game, player: int) -> list[Action]:
    """Concrete actions a bot may send that :meth:`Game.legal_actions` lists only in a
    generic form (a chat answer with its text: a Parodist word, a Reyting sum ...)."""
    return []
