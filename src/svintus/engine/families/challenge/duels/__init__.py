"""Challenge duels (R12.2-R12.4, R12.11, R12.12): one part of the Challenge family.

The package is the family module the game plugs in (hooks: families/protocol.py);
its parts: effects (the cards in play), state, notation, position and view."""

from __future__ import annotations

from .effects import (
    APPLY,
    CHOICES,
    EFFECTS,
    after,
    before,
    drop_unplayable,
    exclusive,
    hints,
    reactions,
    reactions_all,
    timers,
    zones,
)
from .explain import why_illegal
from .notation import FORMAT, TABLE_VERBS, VERBS
from .position import dump, load
from .state import KEY, KINDS_OF_FAMILY, awaiting, start
from .view import view

__all__ = [
    "APPLY",
    "CHOICES",
    "EFFECTS",
    "FORMAT",
    "KEY",
    "KINDS_OF_FAMILY",
    "TABLE_VERBS",
    "VERBS",
    "after",
    "awaiting",
    "before",
    "drop_unplayable",
    "dump",
    "exclusive",
    "hints",
    "load",
    "reactions",
    "reactions_all",
    "start",
    "timers",
    "view",
    "why_illegal",
    "zones",
]
