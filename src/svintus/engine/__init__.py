"""The pure rules engine: no I/O, no clock, no global random.

A game is ``Rules + seed + actions``; :class:`Game` is the only checked way to change one.
"""

from .actions import Act, Action
from .cards import FACES, KINDS, card_name, face_of
from .errors import (
    BadRecord,
    GameOver,
    IllegalAction,
    NotationError,
    NotYourTurn,
    RulesError,
    SvintusError,
    TooLate,
)
from .game import Game
from .players import pname
from .rules import RECIPES, Rules

__all__ = [
    "FACES",
    "KINDS",
    "RECIPES",
    "Act",
    "Action",
    "BadRecord",
    "Game",
    "GameOver",
    "IllegalAction",
    "NotYourTurn",
    "NotationError",
    "Rules",
    "RulesError",
    "SvintusError",
    "TooLate",
    "card_name",
    "face_of",
    "pname",
]
