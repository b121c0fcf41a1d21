"""Data of the Slabo? feats (R12.6) and of the Clothes wardrobes (R12.10).

A feat's score is measured by the client or the table and sent as text (``try reaction
250``); the engine only compares. "Beating" is per feat: ``reaction`` is a reaction-time
test in milliseconds (lower is better), ``memory`` the length of a remembered sequence,
``twister`` a tongue-twister typed fast in characters per second, ``clicks`` clicks in
five seconds (higher is better). Matching the score counts as repeating.

Every seat's avatar wears three items of :data:`ITEMS`, derived from the game's seed and
the seat alone (public, R14.8): :func:`wardrobe`.
"""

from __future__ import annotations

import random
import re
from functools import lru_cache

FEATS = ("reaction", "memory", "twister", "clicks")
LOWER_IS_BETTER = frozenset((0,))  # reaction: milliseconds
DEFAULT_SCORE = ("300", "7", "8", "30")  # the challenger's score when none is sent
ITEMS = ("hat", "scarf", "glasses", "boots", "tie", "cap", "mittens", "belt", "watch", "earrings")
WORN = 3

_SCORE = re.compile(r"\d{1,6}(\.\d{1,3})?")


def parse_score(text: str) -> float | None:
    """A score written as digits with an optional decimal part, or None."""
    if not text.isascii() or _SCORE.fullmatch(text) is None:
        return None
    return float(text)


def repeats(feat: int, text: str, score: str) -> bool:
    """Whether the try ``text`` matches or beats the challenger's ``score`` (R12.6); a
    try without a score is a try given up."""
    mine, theirs = parse_score(text), parse_score(score)
    if mine is None or theirs is None:
        return False
    return mine <= theirs if feat in LOWER_IS_BETTER else mine >= theirs


def worse(feat: int, score: str) -> str:
    """A score that just falls short of ``score`` (for bot hints)."""
    value = parse_score(score) or 0.0
    if feat in LOWER_IS_BETTER:
        return str(int(value) + 1)
    return str(max(0, int(value) - 1)) if value >= 1 else "0"


@lru_cache(maxsize=1024)
def wardrobe(seed: int, seat: int) -> tuple[int, ...]:
    """The items seat ``seat`` wears in the game of ``seed`` (indices into ITEMS)."""
    rng = random.Random(f"svintus-wardrobe/{seed}/{seat}")
    return tuple(sorted(rng.sample(range(len(ITEMS)), WORN)))
