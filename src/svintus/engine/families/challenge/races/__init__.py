"""Challenge races (R12.5-R12.10): one part of the Challenge family.

The package is the family module the game plugs in (hooks: families/protocol.py);
its parts: effects (the cards in play), state, notation, position and view."""

from __future__ import annotations

from .effects import APPLY, CHOICES, EFFECTS, after, before, reactions
from .explain import why_illegal
from .legal import HINTED, awaiting, exclusive, hints, timers
from .notation import FORMAT, TABLE_VERBS, VERBS
from .position import dump, load, zones
from .state import (
    BOX,
    CLOTHES,
    FAS,
    FEAT,
    FISTS,
    GRAB,
    HANDS,
    HUTS,
    ITEM,
    KEY,
    KIND_IDS,
    KINDS_OF_FAMILY,
    ONE_FOR_ALL,
    PAY,
    PHASES,
    SESSION,
    SHOW,
    SLABO,
    SLIPPERS,
    TAPS,
    TRY,
    RacesState,
    carry,
    carry_feats,
    feats_used,
    kept,
    open_state,
    start,
)
from .view import view

__all__ = [
    "APPLY",
    "BOX",
    "CHOICES",
    "CLOTHES",
    "EFFECTS",
    "FAS",
    "FEAT",
    "FISTS",
    "FORMAT",
    "GRAB",
    "HANDS",
    "HINTED",
    "HUTS",
    "ITEM",
    "KEY",
    "KINDS_OF_FAMILY",
    "KIND_IDS",
    "ONE_FOR_ALL",
    "PAY",
    "PHASES",
    "SESSION",
    "SHOW",
    "SLABO",
    "SLIPPERS",
    "TABLE_VERBS",
    "TAPS",
    "TRY",
    "VERBS",
    "RacesState",
    "after",
    "awaiting",
    "before",
    "carry",
    "carry_feats",
    "dump",
    "exclusive",
    "feats_used",
    "hints",
    "kept",
    "load",
    "open_state",
    "reactions",
    "start",
    "timers",
    "view",
    "why_illegal",
    "zones",
]
