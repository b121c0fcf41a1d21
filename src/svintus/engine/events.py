"""Events: what an applied action caused, in order.

Each event is a small named tuple. Only :class:`Took`, :class:`DarkTaken` and
:class:`DarkCard` carry hidden information (the faces taken or put face down, R14.8);
:func:`redact` removes it for everyone but the taker, so a table can send
events to each player as they may see them (R14.8).
"""

from __future__ import annotations

from typing import NamedTuple


class Dealt(NamedTuple):
    dealer: int
    hand_size: int


class StartCard(NamedTuple):
    card: int


class StartCardReturned(NamedTuple):
    """The turned card cannot start the game; it went back into the deck (R2.3)."""

    card: int


class Played(NamedTuple):
    player: int
    card: int
    colour: int  # the colour named with it, or -1
    interception: bool


class Declared(NamedTuple):
    """The player declared "Svintus!" (R6.1)."""

    player: int


class PenaltyPending(NamedTuple):
    """A Khapyozh/Zakhrapin stack of ``size`` cards now targets ``target`` (R5)."""

    target: int
    kind: int  # kind code: KHAPYOZH or ZAKHRAPIN
    size: int
    transferred: bool  # the stack grew by a transfer or an interception


class PenaltyAccepted(NamedTuple):
    player: int
    kind: int
    size: int


class Took(NamedTuple):
    """``player`` took cards from the deck; ``cards`` is hidden from others."""

    player: int
    number: int
    reason: str  # one of the REASON_* strings below
    cards: tuple[int, ...]


class Reshuffled(NamedTuple):
    """The play pile but its top became the new deck (R3.5)."""

    cards: int


class Skipped(NamedTuple):
    player: int
    reason: str


class Reversed(NamedTuple):
    direction: int


class ColourNamed(NamedTuple):
    player: int
    colour: int


class SilenceStarted(NamedTuple):
    player: int


class SilenceEnded(NamedTuple):
    player: int  # the Tikhokhryun's owner


class Spoke(NamedTuple):
    player: int
    text: str
    broke_silence: bool


class RaceOpened(NamedTuple):
    player: int  # who played the Khlopkopyt


class Slapped(NamedTuple):
    player: int
    on_deck: bool


class RaceClosed(NamedTuple):
    losers: tuple[int, ...]


class Caught(NamedTuple):
    catcher: int
    target: int


class TimedOut(NamedTuple):
    player: int


class Passed(NamedTuple):
    player: int


class IncorrectMove(NamedTuple):
    """A penalised attempt at an illegal play (R5.4, ``strict_table``)."""

    player: int
    card: int
    reason: str


class ChainStarted(NamedTuple):
    """A Svinorost ("Svinorost!", R9.1) or Temnodel (R9.2) chain began."""

    player: int
    kind: int  # kind code: SVINOROST or TEMNODEL


class GaveUp(NamedTuple):
    """R9.1: ``player`` left the Svinorost chain at ``value``; the chain is over."""

    player: int
    value: int


class DarkCard(NamedTuple):
    """R9.2: a card face down on the Temnodel; ``card`` is hidden from others."""

    player: int
    declared: int  # the number card declared (public)
    card: int  # the real face, or -1 when redacted


class LastDarkCard(NamedTuple):
    """R9.2: ``player``'s dark card was their last; the others may check it in turn."""

    player: int


class Checked(NamedTuple):
    """R9.2: ``checker`` revealed the last dark card, placed by ``player``."""

    checker: int
    player: int
    card: int  # the revealed face (public)
    declared: int
    truthful: bool


class DarkTaken(NamedTuple):
    """R9.2: ``player`` took the dark cards into hand; ``cards`` is hidden from others."""

    player: int
    number: int
    cards: tuple[int, ...]


class GameWon(NamedTuple):
    player: int
    points: int  # R7.2 points, with any Temnodel bonus (R9.2) included


class Blocked(NamedTuple):
    """``player`` drew from an empty deck and pile while nobody could play: the game ends,
    the fewest cards win it (``GameWon`` follows; docs/decisions.md)."""

    player: int


class Given(NamedTuple):
    """``giver`` gave ``number`` cards from hand to ``receiver`` (R10-R12); ``cards`` is
    seen by the two of them only."""

    giver: int
    receiver: int
    number: int
    reason: str  # the kind id of the card that caused it, e.g. "shalun", "one_for_all"
    cards: tuple[int, ...]


class Targeted(NamedTuple):
    """A card ``player`` played names ``target`` (R10.2 Shmunitet): an Etiquette or
    Courage gift, a Razborka, Neither-nor or Don't Darken choosing them."""

    player: int
    card: int
    target: int


class Boxed(NamedTuple):
    """``card`` left the game into the box (R1.7): a Challenge card after its action
    (R12.1), an older Courage card (R11.3), Awl for Soap (R12.12)."""

    player: int  # whose card it was
    card: int


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


_SHMOTRUN = 14  # the Shmotrun kind code (cards.py; events import nothing)

REASON_DRAW = "draw"
REASON_KHAPYOZH = "khapyozh"
REASON_DAWDLE = "dawdle"
REASON_SVINTUS = "svintus"
REASON_SLAP = "slap"
REASON_SILENCE = "silence"
REASON_INCORRECT = "incorrect"
REASON_PENALTY = "penalty"  # a skip accepted for a pending penalty
REASON_OWED = "owed"  # a skip owed from earlier (stacked_skips, an offence out of turn)
REASON_SVINOROST = "svinorost"  # cards and skip of a player giving up a Svinorost chain

Event = (
    Dealt
    | StartCard
    | StartCardReturned
    | Played
    | Declared
    | PenaltyPending
    | PenaltyAccepted
    | Took
    | Reshuffled
    | Skipped
    | Reversed
    | ColourNamed
    | SilenceStarted
    | SilenceEnded
    | Spoke
    | RaceOpened
    | Slapped
    | RaceClosed
    | Caught
    | TimedOut
    | Passed
    | IncorrectMove
    | ChainStarted
    | GaveUp
    | DarkCard
    | LastDarkCard
    | Checked
    | DarkTaken
    | GameWon
    | Blocked
    | Given
    | Targeted
    | Boxed
    | TaskFailed
    | Stood
    | EnteredArea
    | TaskDone
    | Whispered
    | Bowed
    | Clapped
    | Objected
    | VoteClosed
    | Offended
    | Winked
    | Noticed
    | Away
    | Touched
    | Dawdling
    | Thrown
    | Undone
    | WindowClosed
    # ---- 2.0 family events: each family adds its own here
    | Flipped
    | TookPile
    | Laid
    | CouldNotLay
    | Pulled
    | Swapped
    | ChallengeRun
    | ChallengeDone
    | RaceStepped
    | LastToFinish
    | Shown
    | FasSaid
    | Grabbed
    | DisplayReturned
    | FeatSet
    | FeatTried
    | ItemNamed
    | TimeUp
)


def redact(event: Event, viewer: int) -> Event:
    """The event as ``viewer`` may see it: the faces others took or hid are removed."""
    if isinstance(event, Took | DarkTaken) and event.player != viewer and event.cards:
        return event._replace(cards=())
    if isinstance(event, DarkCard) and event.player != viewer and event.card >= 0:
        return event._replace(card=-1)
    if isinstance(event, Given) and viewer not in (event.giver, event.receiver) and event.cards:
        return event._replace(cards=())
    if isinstance(event, Winked) and viewer not in (event.winker, event.addressee):
        return event._replace(addressee=-1)  # R14.5, R14.8: only the flicker is public
    if (
        isinstance(event, Offended)
        and event.kind == _SHMOTRUN
        and viewer != event.offender
        and viewer not in event.reactors
    ):
        return event._replace(offender=-1, reactors=())
    # ---- 2.0 family events with hidden parts: each family adds its own here
    if isinstance(event, Pulled) and viewer not in (event.player, event.target) and event.card >= 0:
        return event._replace(card=-1)
    return event
