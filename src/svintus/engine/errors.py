"""Errors a caller can cause. Each message says what was wrong, with the bad input.

Each class carries a stable ``code`` (as Starlette's HTTP exceptions carry their status):
the server sends it on the wire as the ``error`` message's code (docs/protocol.md), so a
subclass keeps its parent's code unless the protocol tells it apart.

>>> TooLate("the window has closed").code
'too_late'
"""

from collections.abc import Mapping
from types import MappingProxyType
from typing import ClassVar

_NONE: Mapping[str, object] = MappingProxyType({})


class SvintusError(Exception):
    """Base class of every error the engine raises on purpose.

    ``words`` (optional) names the error's sentence for people in the command line's
    catalogue (svintus/commands/speech_ru.json), ``params`` the values it is told with:
    the message stays the English one, the translation maps ``words`` and ``params``
    (never the English text) to the player's language.

    >>> e = RulesError("hand_size must be 1..20, not 30", words="range", option="hand_size")
    >>> e.code, e.words, dict(e.params), str(e)
    ('bad_rules', 'range', {'option': 'hand_size'}, 'hand_size must be 1..20, not 30')
    """

    code: ClassVar[str] = "error"
    words: str = ""
    params: Mapping[str, object] = _NONE

    def __init__(self, *args: object, words: str = "", **params: object) -> None:
        super().__init__(*args)
        if words:
            self.words = words
            self.params = params


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
