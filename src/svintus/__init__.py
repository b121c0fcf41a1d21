"""Svintus (Свинтус): the Russian card game, classic and 2.0.

The rules engine lives in :mod:`svintus.engine`; it is pure (no I/O, no clock, no global
random) and every game is ``rules + seed + actions``.
"""

__version__ = "0.1.0"
