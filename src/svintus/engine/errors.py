"""Errors a caller can cause. Each message says what was wrong, with the bad input.

Each class carries a stable ``code`` (as Starlette's HTTP exceptions carry their status):
the server sends it on the wire as the ``error`` message's code (docs/protocol.md), so a
subclass keeps its parent's code unless the protocol tells it apart.

>>> TooLate("the window has closed").code
'too_late'
"""

from typing import ClassVar


class SvintusError(Exception):
    """Base class of every error the engine raises on purpose."""

    code: ClassVar[str] = "error"


class RulesError(SvintusError, ValueError):
    """A rules configuration is invalid (unknown recipe, option out of range, ...)."""

    code = "bad_rules"


class IllegalAction(SvintusError):
    """The action breaks a rule of play; the state is unchanged."""

    code = "illegal"


class NotYourTurn(IllegalAction):
    """A turn action from a player whose turn it is not."""

    code = "not_your_turn"


class TooLate(IllegalAction):
    """The action answers a window or race that has closed, or names an earlier move."""

    code = "too_late"


class GameOver(IllegalAction):
    """The game has ended; no action is possible."""

    code = "game_over"


class NotationError(SvintusError, ValueError):
    """Text that is not valid card or action notation."""

    code = "bad_notation"


class BadRecord(SvintusError, ValueError):
    """A game record or position that cannot be read; names the field."""

    code = "bad_record"
