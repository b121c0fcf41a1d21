"""Challenge (R12): the family of Svintus 2.0 duels and races.

The package is the family module the game plugs in (hooks: families/protocol.py);
its parts: effects (the cards in play), state, notation, position and view."""

from __future__ import annotations

from .effects import (
    APPLY,
    CHOICES,
    EFFECTS,
    HINTS_OWED,
    HOOKED_KINDS,
    KEY,
    KINDS_OF_FAMILY,
    after,
    awaiting,
    before,
    exclusive,
    hints,
    hints_all,
    interrupts,
    owes,
    quiet,
    reactions,
    reactions_all,
    timers,
    trim_plays,
    why_illegal,
)
from .notation import CHAT_VERBS, FORMAT, TABLE_VERBS, VERBS
from .position import dump, load, zones
from .races import SESSION, carry, carry_feats, feats_used, kept, set_apart
from .state import PARTS, ChallengeState, start
from .view import view

__all__ = [
    "APPLY",
    "CHAT_VERBS",
    "CHOICES",
    "EFFECTS",
    "FORMAT",
    "HINTS_OWED",
    "HOOKED_KINDS",
    "KEY",
    "KINDS_OF_FAMILY",
    "PARTS",
    "SESSION",
    "TABLE_VERBS",
    "VERBS",
    "ChallengeState",
    "after",
    "awaiting",
    "before",
    "carry",
    "carry_feats",
    "dump",
    "exclusive",
    "feats_used",
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
    "view",
    "why_illegal",
    "zones",
]
