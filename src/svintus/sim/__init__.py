"""Simulation: the deterministic scheduler of bots and the statistics of many games."""

from .scheduler import Scheduler, play_game
from .stats import rule_counts

__all__ = ["Scheduler", "play_game", "rule_counts"]
