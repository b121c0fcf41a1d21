"""Difficulty levels for tables: ``easy``, ``normal``, ``hard`` (profiles.py).

All three think like the heuristic bot; they differ in how fast they react in races and
interceptions and in the human slips they make. ``hard`` reacts fast, never slips and
keeps a Khapyozh or Zakhrapin to transfer a penalty (:data:`KEEPING_WEIGHTS`, measured
stronger than the heuristic's default weights). The search bot (``ismcts``) is measured
no stronger than these rules of thumb alone (docs/bots.md), so ``hard`` does not spend a
search per decision.
"""

from __future__ import annotations

from .heuristic import KEEPING_WEIGHTS, HeuristicBot
from .profiles import EASY, HARD, NORMAL


class EasyBot(HeuristicBot):
    name = "easy"
    profile = EASY


class NormalBot(HeuristicBot):
    name = "normal"
    profile = NORMAL


class HardBot(HeuristicBot):
    name = "hard"
    profile = HARD
    weights = KEEPING_WEIGHTS
