"""A toy card family, as a family's folder would hold it: one kind's record (the same
TOML as ``families/classic.toml``), its effect, and the family's key. Nothing else of
the project is edited to play it: the test registers it (tests/test_toy_kind.py).

Khryundel, four colours: the player after the next moves (the next one is skipped).
"""

from __future__ import annotations

import tomllib
from typing import TYPE_CHECKING

from svintus.engine.cards import add_kinds

if TYPE_CHECKING:
    from collections.abc import Callable

    from svintus.engine.game import Game

RECORD = """
[[kind]]
id = "khryundel"
ru = "Хрюндель"
en = "Khryundel"
family = "toy"
colours = ["red", "orange", "green", "blue"]
values = []
copies = 2
rule = "The player after the next moves (a toy kind of the tests)."
rule_en = "The next player is skipped."
rule_ru = "Следующий игрок пропускает ход."
short = ["Khryun", "Хрюнд"]
symbol = '<path d="M4 12h16"/>'
"""

KEY = "toy"
(KHRYUNDEL,) = add_kinds(KEY, tomllib.loads(RECORD)["kind"])
KINDS_OF_FAMILY = frozenset({KHRYUNDEL.code})


def skip_next(game: Game, player: int, face: int) -> None:
    game.current = game.next_player(game.next_player(player))


EFFECTS: dict[int, Callable[[Game, int, int], None]] = {KHRYUNDEL.code: skip_next}
