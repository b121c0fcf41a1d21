"""Parsing helpers shared by the 2.0 families' notation (docs/notation.md).

A family's verb parser is called with the player, the words after the verb, the
player count (``None``: any) and the whole text, for error messages (:data:`Parse`).
"""

from __future__ import annotations

from collections.abc import Callable

from ..actions import Action
from ..errors import NotationError

Parse = Callable[[int, list[str], int | None, str], Action]


def no_args(make: Callable[[int], Action], verb: str) -> Parse:
    """The parser of a verb that takes nothing after it: ``pN VERB``."""

    def parse(p: int, words: list[str], players: int | None, text: str) -> Action:
        if words:
            raise NotationError(f"{text!r}: {verb} takes nothing after it")
        return make(p)

    return parse


def player(word: str, players: int | None) -> int:
    """``pN`` as a seat number (checked against ``players`` when known)."""
    from ..players import parse_player

    return parse_player(word, players)


SVINTUS_WORDS = ("svintus", "svintus!", "свинтус", "свинтус!")


def svintus_flag(words: list[str]) -> tuple[list[str], bool]:
    """The words without a final "svintus" flag (R6.1), and whether it was there."""
    if words and words[-1].lower() in SVINTUS_WORDS:
        return words[:-1], True
    return words, False
