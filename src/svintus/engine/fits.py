"""Which card may go onto which (R3.1, R3.2), as tables built once at import: the hot
path of the classic game looks a play up instead of computing it.

``FITS[top][face]``; ``FITS_NAMED_ON[top][colour][face]`` when a colour is named on the
top card (a Polisvin, an Etiquette or Courage card played in turn);
``PLAY_VARIANTS[leaves one card][player][face]``: the listed plays of a face.
"""

from __future__ import annotations

from . import actions as A
from .actions import Action
from .cards import (
    AWL_FOR_SOAP,
    FACE_COLOUR,
    FACE_KIND,
    FACE_VALUE,
    FACES,
    GREY,
    KHAPYOZH,
    NAMING_KINDS,
    NAMING_KINDS_LAW2,
    POLISVIN,
    VALUE_KINDS,
    ZAKHRAPIN,
)

N = len(FACES)  # faces of the card catalogue (cards.py)


def _same_value(face: int, top: int) -> bool:
    """Number cards, and Etiquette/Courage cards played as value cards, match by value."""
    value = FACE_VALUE[face]
    return FACE_KIND[face] in VALUE_KINDS and value >= 0 and value == FACE_VALUE[top]


def _fits(face: int, top: int) -> bool:
    """R3.1 without a named colour: may ``face`` go onto ``top``?"""
    kind = FACE_KIND[face]
    if kind == POLISVIN:
        return True
    if kind == AWL_FOR_SOAP:  # never a turn play (R12.12)
        return False
    colour = FACE_COLOUR[face]
    if colour != GREY and colour == FACE_COLOUR[top]:
        return True
    if _same_value(face, top):
        return True
    return kind not in VALUE_KINDS and kind == FACE_KIND[top]


def _fits_named(face: int, top: int, colour: int) -> bool:
    """R3.2: with a colour named on ``top`` (a Polisvin, a grey value card), that colour
    or a Polisvin fits; onto a grey value card its value fits too (R10.1, R11.1)."""
    kind = FACE_KIND[face]
    if kind == POLISVIN:
        return True
    if kind == AWL_FOR_SOAP:
        return False
    return FACE_COLOUR[face] == colour or _same_value(face, top)


# FITS[top][face], and FITS_NAMED[colour][face] when a colour is named on a Polisvin
# (R3.2); FITS_NAMED_ON[top][colour][face] for any top with a named colour.
FITS: tuple[tuple[bool, ...], ...] = tuple(tuple(_fits(f, t) for f in range(N)) for t in range(N))
FITS_NAMED_ON: tuple[tuple[tuple[bool, ...], ...], ...] = tuple(
    tuple(tuple(_fits_named(f, t, c) for f in range(N)) for c in range(4)) for t in range(N)
)
FITS_NAMED: tuple[tuple[bool, ...], ...] = FITS_NAMED_ON[FACE_KIND.index(POLISVIN)]
PENALTY_KINDS = (KHAPYOZH, ZAKHRAPIN)


def _play_variants(
    p: int, f: int, last: bool, naming: frozenset[int] = NAMING_KINDS
) -> tuple[Action, ...]:
    """The listed plays of face ``f``: a colour for a card that names one, "Svintus!" or
    not."""
    colours = range(4) if FACE_KIND[f] in naming else (-1,)
    flags = (False, True) if last else (False,)
    return tuple(A.play(p, f, c, s) for c in colours for s in flags)


# PLAY_VARIANTS[leaves one card][player][face], built once: listing plays allocates nothing.
PLAY_VARIANTS = tuple(
    tuple(tuple(_play_variants(p, f, last) for f in range(N)) for p in range(A.MAX_PLAYERS))
    for last in (False, True)
)
# The same for a record of law 1 or 2, whose Courage cards named no colour (Game.law).
PLAY_VARIANTS_LAW2 = tuple(
    tuple(
        tuple(_play_variants(p, f, last, NAMING_KINDS_LAW2) for f in range(N))
        for p in range(A.MAX_PLAYERS)
    )
    for last in (False, True)
)
