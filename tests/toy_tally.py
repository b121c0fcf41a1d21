"""A toy card family with state of its own, as a family's folder would hold it: one kind's
record, its effect, and every hook of ``families/protocol.py``'s ``FamilyModule``. Its
state is its part of the game, ``game.parts[KEY]``: the test registers it
(tests/test_toy_kind.py) and edits nothing else of the project.

Khryuschet, four colours: played in turn, it counts itself on the table's tally (public,
in every view and in a position); the next player moves.
"""

from __future__ import annotations

import tomllib
from typing import TYPE_CHECKING, Any

from svintus.engine.cards import add_kinds

if TYPE_CHECKING:
    from collections.abc import Callable

    from svintus.engine.actions import Act, Action
    from svintus.engine.choosing import Spec
    from svintus.engine.errors import IllegalAction
    from svintus.engine.families.protocol import Timer
    from svintus.engine.game import Game

RECORD = """
[[kind]]
id = "khryuschet"
ru = "Хрюсчёт"
en = "Khryuschet"
family = "toy"
colours = ["red", "orange", "green", "blue"]
values = []
copies = 2
rule = "Counts itself on the table's tally (a toy kind of the tests)."
rule_en = "Adds one to the table's tally."
rule_ru = "Добавляет единицу к общему счёту стола."
short = ["Schet", "Счёт"]
symbol = '<path d="M4 12h16M12 4v16"/>'
"""

KEY = "tally"
(KHRYUSCHET,) = add_kinds(KEY, tomllib.loads(RECORD)["kind"])
KINDS_OF_FAMILY = frozenset({KHRYUSCHET.code})


class Tally:
    """The family's state: how many Khryuschets were played."""

    def __init__(self, count: int = 0) -> None:
        self.count = count

    def copy(self) -> Tally:
        return Tally(self.count)


def counted(game: Game, player: int, face: int) -> None:
    game.parts[KEY].count += 1
    game.current = game.next_player(player)


EFFECTS: dict[int, Callable[[Game, int, int], None]] = {KHRYUSCHET.code: counted}
HINTS_OWED = True
HOOKED_KINDS = None
APPLY: dict[Act, Callable[[Game, Action], None]] = {}
CHOICES: dict[Act, Callable[[Game, Action], Spec]] = {}
VERBS: dict[str, tuple[str, Callable[[int, list[str], int | None, str], Action]]] = {}
FORMAT: dict[Act, Callable[[Action], list[str]]] = {}
TABLE_VERBS: dict[str, Callable[[list[str], int | None, str], Action]] = {}
CHAT_VERBS: frozenset[str] = frozenset()
SESSION: dict[str, tuple[str, Callable[[Any], bool]]] = {}


def start(game: Game) -> Tally:
    return Tally()


def exclusive(game: Game, player: int) -> list[Action] | None:
    return None


def awaiting(game: Game) -> list[int] | None:
    return None


def reactions(game: Game, player: int, out: list[Action]) -> None:
    return None


def reactions_all(game: Game, outs: list[list[Action]]) -> None:
    return None


def hints_all(game: Game, outs: list[list[Action]]) -> None:
    return None


def interrupts(game: Game, player: int) -> list[Action]:
    return []


def trim_plays(game: Game, player: int, out: list[Action]) -> None:
    return None


def owes(game: Game, player: int) -> bool:
    return False


def why_illegal(game: Game, action: Action) -> IllegalAction | None:
    return None


def before(game: Game, action: Action) -> None:
    return None


def after(game: Game, action: Action) -> None:
    return None


def timers(game: Game) -> list[Timer]:
    return []


def quiet(game: Game) -> bool:
    return True


def view(game: Game, player: int) -> dict[str, Any] | None:
    return {"count": game.parts[KEY].count}


def dump(game: Game) -> Any:
    return game.parts[KEY].count


def load(game: Game, data: Any) -> None:
    if not isinstance(data, int) or isinstance(data, bool) or data < 0:
        raise ValueError(f"a tally is a count, not {data!r}")
    game.parts[KEY].count = data


def zones(game: Game) -> list[int]:
    return []


def hints(game: Game, player: int) -> list[Action]:
    return []


def set_apart(game: Game, player: int) -> list[int]:
    return []


def carry(game: Game, session: dict[str, Any]) -> None:
    return None


def kept(game: Game) -> dict[str, Any] | None:
    return None
