"""The table's line under the pile (terminal): with no colour named it read «цвет: любой»
(«colour: none» in English) over a red card, as if any colour could be played; it says a
colour only when a Polisvin named one (R8.4), in both languages."""

from __future__ import annotations

import pytest

from svintus.terminal.widgets import TableView
from svintus.terminal.words import set_lang


@pytest.mark.parametrize(
    ("lang", "named", "first"),
    [
        ("ru", None, "↻ по часовой  ход 3"),
        ("en", None, "↻ clockwise  move 3"),
        ("ru", "red", "цвет:  красный   ↻ по часовой  ход 3"),
        ("en", "red", "colour:  red   ↻ clockwise  move 3"),
    ],
)
def test_r8_4_the_colour_is_said_only_when_named(lang: str, named: str | None, first: str) -> None:
    set_lang(lang)
    try:
        table = TableView()
        table.view = {"player": 0, "named_colour": named, "direction": 1, "move": 3}
        assert table.notes()[0].plain == first
    finally:
        set_lang("en")
