"""How cards look in the full-screen game: colours, short labels, card blocks as Rich text.

A kind's short name is its record's (``Kind.short``, engine/cards.py): no table here.

>>> short_label(face_of("R:khapyozh")), short_label(face_of("G7")), short_label(face_of("shalun"))
('Grab', '7', 'Shalun')
"""

from __future__ import annotations

import re

from rich.style import Style
from rich.text import Text

from ..engine.cards import (
    COLOUR_LETTERS,
    COLOURS,
    FACE_COLOUR,
    FACE_KIND,
    FACE_VALUE,
    GREY,
    KINDS,
    NUMBER,
    face_of,
)

__all__ = ["face_of"]

# Background and text colour of a card of each colour (R1.1); grey last.
CARD_BG = ("#c62828", "#ef6c00", "#2e7d32", "#1565c0", "#9e9e9e")
CARD_FG = ("#ffffff", "#000000", "#ffffff", "#ffffff", "#000000")
CARD_BG_DIM = ("#5e1a1a", "#6b3a10", "#1d3b1f", "#15305a", "#4a4a4a")  # cannot be played now
CARD_FG_DIM = ("#d0a0a0", "#d8b48c", "#a0c8a0", "#a0b8e0", "#c8c8c8")
CARD_WIDTH = 6  # characters; cards are CARD_HEIGHT rows tall, one blank column apart
CARD_HEIGHT = 3
BACK = Style(color="#5d4037", bgcolor="#d7ccc8", bold=True)


def _ru() -> bool:
    from .words import ru

    return ru()


def short_label(face: int) -> str:
    """At most six letters: the value of a number card, else the kind's short name."""
    kind = FACE_KIND[face]
    if kind == NUMBER:
        return str(FACE_VALUE[face])
    short = KINDS[kind].short or (KINDS[kind].en, KINDS[kind].ru)
    return short[1 if _ru() else 0][:CARD_WIDTH]


def long_label(face: int) -> str:
    """The kind's printed name (shortened if long), or the number: ``Khapyozh``, ``7``."""
    kind = FACE_KIND[face]
    if kind == NUMBER:
        return str(FACE_VALUE[face])
    name = KINDS[kind].ru if _ru() else KINDS[kind].en
    return name if len(name) <= 12 else short_label(face)


def legend() -> list[tuple[str, str]]:
    """Each short name with the kind's full printed name (the help screen); the short
    names are the catalogue's (each kind's record, engine/cards.py)."""
    i = 1 if _ru() else 0
    return [(k.short[i], k.ru if i else k.en) for k in KINDS if k.short is not None]


def colour_letter(face: int) -> str:
    """The colour's letter (К О З С in Russian), and the value of a grey card that has one."""
    colour = FACE_COLOUR[face]
    if colour == GREY:
        value = FACE_VALUE[face]
        return "" if value < 0 or FACE_KIND[face] == NUMBER else str(value)
    return ("КОЗС" if _ru() else COLOUR_LETTERS)[colour]


def card_style(face: int, dim: bool = False) -> Style:
    colour = FACE_COLOUR[face]
    if dim:
        return Style(color=CARD_FG_DIM[colour], bgcolor=CARD_BG_DIM[colour])
    return Style(color=CARD_FG[colour], bgcolor=CARD_BG[colour], bold=True)


def card_rows(face: int, index: int | None = None, dim: bool = False) -> list[Text]:
    """A card as CARD_HEIGHT rows of CARD_WIDTH cells: colour letter, label, hand index."""
    style = card_style(face, dim)
    w = CARD_WIDTH
    top = colour_letter(face).ljust(w)
    mid = short_label(face).center(w)
    bottom = ("" if index is None else str(index)).rjust(w)
    return [Text(top, style), Text(mid, style), Text(bottom, style)]


def big_card(face: int, width: int = 12) -> list[Text]:
    """The top card of the play pile: five rows with the kind's full name."""
    style = card_style(face)
    letter = colour_letter(face)
    from .words import colour_word, tr

    colour = FACE_COLOUR[face]
    name = colour_word(colour) if colour != GREY else tr("grey", "серая")
    rows = [letter.ljust(width), "", long_label(face).center(width), "", name.rjust(width)]
    return [Text(r.ljust(width)[:width], style) for r in rows]


def back_rows(count: int, width: int = 8) -> list[Text]:
    """The draw pile: a card back with the number of cards left."""
    from .words import tr

    rows = ["", tr("DECK", "КОЛОДА").center(width), str(count).center(width), "", ""]
    return [Text(r.ljust(width), BACK) for r in rows]


def swatch(colour: int, text: str = "") -> Text:
    """A named colour as a coloured block with its name."""
    style = Style(color=CARD_FG[colour], bgcolor=CARD_BG[colour], bold=True)
    return Text(f" {text or COLOURS[colour]} ", style)


def count(n: int, word: str) -> str:
    """``1 game``, ``2 games``, ``1 random bot``: a number with its noun in the right
    number (the noun's last word takes the plural ``s``)."""
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


_RULE_NUMBER = re.compile(r"\s*\((?:see )?R\d+(?:\.\d+)?(?:\s*(?:,|and|-|–)\s*R?\d+(?:\.\d+)?)*\)")


def spoken(text: str) -> str:
    """``text`` without the developers' rule numbers: ``slap the deck (R8.6)`` becomes
    ``slap the deck``. Players read the rules in words (docs/rules.md), never a number."""
    return _RULE_NUMBER.sub("", text)
