"""Difficulty levels for tables: ``easy``, ``normal``, ``hard`` (profiles.py).

``easy`` and ``normal`` are the heuristic bot with slower reactions and human slips;
``hard`` searches (ISMCTS with a fixed iteration budget, so it is reproducible and
takes about the same time on any table) and reacts fast, without slips.
"""

from __future__ import annotations

from .heuristic import HeuristicBot
from .ismcts import IsmctsBot
from .profiles import EASY, HARD, NORMAL


class EasyBot(HeuristicBot):
    name = "easy"
    profile = EASY


class NormalBot(HeuristicBot):
    name = "normal"
    profile = NORMAL


class HardBot(IsmctsBot):
    name = "hard"
    profile = HARD
    default_iterations = 300

    def __init__(
        self, seat: int, seed: int, ms: float | None = None, iterations: int | None = None
    ) -> None:
        if ms is None and iterations is None:
            iterations = self.default_iterations
        super().__init__(seat, seed, ms=ms, iterations=iterations)
