"""Courage (R11): the family of Svintus 2.0 cards that set tasks.

The package is the family module the game plugs in (hooks: families/protocol.py);
its parts: effects (the cards in play), state, notation, position and view."""

from __future__ import annotations

from .effects import (
    APPLY,
    CHOICES,
    EFFECTS,
    KINDS_OF_FAMILY_FACES,
    after,
    awaiting,
    before,
    exclusive,
    hints,
    hints_all,
    interrupts,
    quiet,
    reactions,
    reactions_all,
    timers,
    trim_plays,
    why_illegal,
)
from .notation import CHAT_VERBS, FORMAT, TABLE_VERBS, VERBS
from .position import dump, load, zones
from .state import (
    CHANSON,
    GENRES,
    HINTS_OWED,
    HOOKED_KINDS,
    KEY,
    KINDS_OF_FAMILY,
    SESSION,
    CourageState,
    carry,
    kept,
    owes,
    set_apart,
    start,
    turn_extension,
)
from .view import view

__all__ = [
    "APPLY",
    "CHANSON",
    "CHAT_VERBS",
    "CHOICES",
    "EFFECTS",
    "FORMAT",
    "GENRES",
    "HINTS_OWED",
    "HOOKED_KINDS",
    "KEY",
    "KINDS_OF_FAMILY",
    "KINDS_OF_FAMILY_FACES",
    "SESSION",
    "TABLE_VERBS",
    "VERBS",
    "CourageState",
    "after",
    "awaiting",
    "before",
    "carry",
    "dump",
    "exclusive",
    "hints",
    "hints_all",
    "interrupts",
    "kept",
    "load",
    "owes",
    "quiet",
    "reactions",
    "reactions_all",
    "set_apart",
    "start",
    "timers",
    "trim_plays",
    "turn_extension",
    "view",
    "why_illegal",
    "zones",
]
