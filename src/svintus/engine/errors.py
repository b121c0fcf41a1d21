"""Errors a caller can cause. Each message says what was wrong, with the bad input."""


class SvintusError(Exception):
    """Base class of every error the engine raises on purpose."""


class RulesError(SvintusError, ValueError):
    """A rules configuration is invalid (unknown recipe, option out of range, ...)."""


class IllegalAction(SvintusError):
    """The action breaks a rule of play; the state is unchanged."""


class NotYourTurn(IllegalAction):
    """A turn action from a player whose turn it is not."""


class TooLate(IllegalAction):
    """The action answers a window or race that has closed, or names an earlier move."""


class GameOver(IllegalAction):
    """The game has ended; no action is possible."""


class NotationError(SvintusError, ValueError):
    """Text that is not valid card or action notation."""


class BadRecord(SvintusError, ValueError):
    """A game record or position that cannot be read; names the field."""
