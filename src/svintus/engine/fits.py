"""Which card may go onto which (R3.1, R3.2), as tables built at import (and again, in
place, when a kind joins the catalogue: ``cards.add_kinds``): the hot path of the classic
game looks a play up instead of computing it.

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
    when_kinds_added,
)


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


PENALTY_KINDS = (KHAPYOZH, ZAKHRAPIN)


def _play_variants(
    p: int, f: int, last: bool, naming: set[int] = NAMING_KINDS
) -> tuple[Action, ...]:
    """The listed plays of face ``f``: a colour for a card that names one, "Svintus!" or
    not."""
    colours: range | tuple[None] = range(4) if FACE_KIND[f] in naming else (None,)
    flags = (False, True) if last else (False,)
    return tuple(A.play(p, f, c, s) for c in colours for s in flags)


# FITS[top][face], and FITS_NAMED[colour][face] when a colour is named on a Polisvin
# (R3.2); FITS_NAMED_ON[top][colour][face] for any top with a named colour.
FITS: list[tuple[bool, ...]] = []
FITS_NAMED_ON: list[tuple[tuple[bool, ...], ...]] = []
FITS_NAMED: list[tuple[bool, ...]] = []
# PLAY_VARIANTS[leaves one card][player][face], built once: listing plays allocates
# nothing; PLAY_VARIANTS_LAW2 the same for a record of law 1 or 2, whose Courage cards
# named no colour (Game.law).
PLAY_VARIANTS: list[tuple[tuple[tuple[Action, ...], ...], ...]] = []
PLAY_VARIANTS_LAW2: list[tuple[tuple[tuple[Action, ...], ...], ...]] = []


def _build() -> None:
    """Make the tables for every face of the catalogue, in place."""
    n = len(FACES)
    FITS[:] = [tuple(_fits(f, t) for f in range(n)) for t in range(n)]
    FITS_NAMED_ON[:] = [
        tuple(tuple(_fits_named(f, t, c) for f in range(n)) for c in range(4)) for t in range(n)
    ]
    FITS_NAMED[:] = FITS_NAMED_ON[FACE_KIND.index(POLISVIN)]
    for table, naming in ((PLAY_VARIANTS, NAMING_KINDS), (PLAY_VARIANTS_LAW2, NAMING_KINDS_LAW2)):
        table[:] = [
            tuple(
                tuple(_play_variants(p, f, last, naming) for f in range(n))
                for p in range(A.MAX_PLAYERS)
            )
            for last in (False, True)
        ]


_build()
when_kinds_added(_build)
