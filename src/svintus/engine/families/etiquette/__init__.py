"""Etiquette (R10): the family of Svintus 2.0 cards that punish bad manners.

The package is the family module the game plugs in (hooks: families/protocol.py);
its parts: effects (the cards in play), offers (the actions out of turn), state, triggers
(what opens a window), notation, position and view."""

from __future__ import annotations

from .effects import (
    APPLY,
    CHOICES,
    EFFECTS,
    HINTS_OWED,
    HOOKED_KINDS,
    awaiting,
    exclusive,
    hints,
    hints_all,
    owes,
    quiet,
    timers,
    trim_plays,
    why_illegal,
    zones,
)
from .notation import CHAT_VERBS, FORMAT, TABLE_VERBS, VERBS
from .offers import interrupts, reactions, reactions_all
from .position import dump, load
from .state import (
    FACE,
    KEY,
    KINDS_OF_FAMILY,
    SESSION,
    SHALUN,
    SHEVELIS,
    SHINKOGNITO,
    SHMOTRUN,
    SHMUNITET,
    SHTO,
    SHTOL,
    SHTUL,
    SHURIKEN,
    EtiquetteState,
    Window,
    carry,
    kept,
    set_apart,
    start,
)
from .triggers import after, before, names_player
from .view import view

__all__ = [
    "APPLY",
    "CHAT_VERBS",
    "CHOICES",
    "EFFECTS",
    "FACE",
    "FORMAT",
    "HINTS_OWED",
    "HOOKED_KINDS",
    "KEY",
    "KINDS_OF_FAMILY",
    "SESSION",
    "SHALUN",
    "SHEVELIS",
    "SHINKOGNITO",
    "SHMOTRUN",
    "SHMUNITET",
    "SHTO",
    "SHTOL",
    "SHTUL",
    "SHURIKEN",
    "TABLE_VERBS",
    "VERBS",
    "EtiquetteState",
    "Window",
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
    "names_player",
    "owes",
    "quiet",
    "reactions",
    "reactions_all",
    "set_apart",
    "start",
    "timers",
    "trim_plays",
    "view",
    "why_illegal",
    "zones",
]
