"""Events of the Svintus 2.0 families (R10-R12): what their cards and actions caused.

Part of :mod:`.events`, which re-exports every one of them (``events.Offended`` ...)
and holds the union :data:`~.events.Event` of all events.
"""

from __future__ import annotations

from typing import NamedTuple

# ---- Etiquette events (R10)


class Offended(NamedTuple):
    """R10.2: an Etiquette reaction window opened: ``reactors`` may give a ``kind`` card
    (kind code) to ``offender``; ``window`` numbers it (its timer closes it, R14.2). A
    Shmotrun window is seen by the winker and the addressee only."""

    window: int
    kind: int
    offender: int
    reactors: tuple[int, ...]


class Winked(NamedTuple):
    """R14.5: ``winker`` winked; ``addressee`` is seen by the two of them only (-1)."""

    window: int
    winker: int
    addressee: int


class Noticed(NamedTuple):
    """R14.5: ``noticer`` clicked ``winker``'s flicker in time."""

    noticer: int
    winker: int


class Away(NamedTuple):
    """``player`` left their seat (``away``) or came back (R10.2 Shtul!)."""

    player: int
    away: bool


class Touched(NamedTuple):
    """``player`` put a hand on the table (R10.2 Shtol!)."""

    player: int


class Dawdling(NamedTuple):
    """``player`` is over their turn longer than ``shevelis_seconds`` (R10.2)."""

    player: int


class Thrown(NamedTuple):
    """R10.2, R14.6: ``thrower`` threw a Shurikén at ``target``."""

    thrower: int
    target: int
    hit: bool


class Undone(NamedTuple):
    """R10.2 Shmunitet: ``player``'s ``card`` that named ``reactor`` was undone."""

    player: int
    card: int
    reactor: int


class WindowClosed(NamedTuple):
    """An Etiquette window, a flicker or a pick ended unused (R14.2)."""

    window: int


# ---- Courage events (R11)


class TaskFailed(NamedTuple):
    """``player`` made a mistake in, or repeated, the task of Courage ``card`` (R11.4);
    they take two cards (a separate :class:`Took`). Etiquette's Shalun! sees it."""

    player: int
    card: int
    reason: str


class Stood(NamedTuple):
    """``player`` switched their "standing" toggle (R11 Ovatsii; R10.2 Shtul!)."""

    player: int
    standing: bool


class EnteredArea(NamedTuple):
    """R11.1: ``card`` went face up into ``player``'s courage area from ``giver``; a
    Zapevala carries the ``genre`` its giver named (an index of ``courage.GENRES``, or -1)."""

    player: int
    card: int
    giver: int
    genre: int


class TaskDone(NamedTuple):
    """``player`` answered (part of) what the task of Courage ``card`` asked (R11.4)."""

    player: int
    card: int


class Whispered(NamedTuple):
    """R11.4 Suflyor: the :class:`Spoke` just before is ``player``'s whisper."""

    player: int


class Bowed(NamedTuple):
    """R11.4 Pokloonnik: ``player`` bowed to ``target``."""

    player: int
    target: int


class Clapped(NamedTuple):
    """R11.4 Ovatsii: ``player`` clapped."""

    player: int


class Objected(NamedTuple):
    """R14.7: ``player`` objects to ``performer``'s answer to Courage ``card``;
    ``uphold``: False for the objection itself, True for a later upholding vote."""

    player: int
    performer: int
    card: int
    uphold: bool


class VoteClosed(NamedTuple):
    """R14.7: the objection vote on ``performer``'s answer closed; ``upheld``: more
    than half of the other players upheld it (then a :class:`TaskFailed` follows)."""

    performer: int
    card: int
    upheld: bool


# ---- Challenge events (R12)
# duels and choices (families/challenge/duels/)


class Flipped(NamedTuple):
    """R12.2: ``player`` turned the deck's top ``card`` face up onto the temporary pile."""

    player: int
    card: int


class TookPile(NamedTuple):
    """R12.2, R12.3: ``player`` took the temporary pile (face up: public) into hand."""

    player: int
    cards: tuple[int, ...]


class Laid(NamedTuple):
    """R12.3, R12.9: ``player`` laid a number card face up on the temporary pile
    (a Razborka) or on the play pile (a Chip In)."""

    player: int
    card: int


class CouldNotLay(NamedTuple):
    """R12.9: ``player`` had no number card of the named colour; the round stops."""

    player: int
    colour: int


class Pulled(NamedTuple):
    """R12.11: ``player`` pulled ``card`` blind from ``target``; the face is seen by the
    two of them only, ``hit`` (named colour or grey) by all."""

    player: int
    target: int
    card: int  # -1 when redacted
    hit: bool


class Swapped(NamedTuple):
    """R12.12: ``player`` and ``target`` swapped hands (courage areas stay)."""

    player: int
    target: int


# races and feats (families/challenge/races/)


class ChallengeRun(NamedTuple):
    """R12.1: ``player``'s Challenge ``card`` went to the box; its action starts."""

    player: int
    card: int


class ChallengeDone(NamedTuple):
    """The action of ``player``'s Challenge card is over; play goes on (R12.1)."""

    player: int


class RaceStepped(NamedTuple):
    """R14.3: ``player`` made a race step (``phase``: fists, huts, taps); ``done``:
    finished."""

    player: int
    phase: str
    done: bool


class LastToFinish(NamedTuple):
    """The players who receive one card from each other player (R12.4, 5, 8, 10)."""

    players: tuple[int, ...]


class Shown(NamedTuple):
    """R12.5: ``player`` laid ``card`` face up in their display (public)."""

    player: int
    card: int


class FasSaid(NamedTuple):
    """R12.5: "Fas!": the grab starts."""

    player: int


class Grabbed(NamedTuple):
    """R12.5: ``player`` grabbed ``card`` from ``owner``'s display into hand."""

    player: int
    owner: int
    card: int


class DisplayReturned(NamedTuple):
    """R12.5: nobody grabbed ``card``; it went back to ``player``'s hand."""

    player: int
    card: int


class FeatSet(NamedTuple):
    """R12.6: ``player`` did the ``feat`` with ``score``."""

    player: int
    feat: str
    score: str


class FeatTried(NamedTuple):
    """R12.6: ``player`` tried the ``feat``: ``score`` (empty: gave up)."""

    player: int
    feat: str
    score: str
    repeated: bool


class ItemNamed(NamedTuple):
    """R12.10: ``player`` named ``item``, worn by ``wearer``."""

    player: int
    wearer: int
    item: str


class TimeUp(NamedTuple):
    """R14.2: the table's clock closed the ``phase`` of a race or feat; defaults taken."""

    phase: str
