"""Events: what an applied action caused, in order.

Each event is a small named tuple. Only :class:`Took`, :class:`DarkTaken` and
:class:`DarkCard` carry hidden information (the faces taken or put face down, R14.8);
:func:`redact` removes it for everyone but the taker, so a table can send
events to each player as they may see them (R14.8).
"""

from __future__ import annotations

from typing import NamedTuple

from .family_events import Away as Away
from .family_events import Bowed as Bowed
from .family_events import ChallengeDone as ChallengeDone
from .family_events import ChallengeRun as ChallengeRun
from .family_events import Clapped as Clapped
from .family_events import CouldNotLay as CouldNotLay
from .family_events import Dawdling as Dawdling
from .family_events import DisplayReturned as DisplayReturned
from .family_events import EnteredArea as EnteredArea
from .family_events import FasSaid as FasSaid
from .family_events import FeatSet as FeatSet
from .family_events import FeatTried as FeatTried
from .family_events import Flipped as Flipped
from .family_events import Grabbed as Grabbed
from .family_events import ItemNamed as ItemNamed
from .family_events import Laid as Laid
from .family_events import LastToFinish as LastToFinish
from .family_events import Noticed as Noticed
from .family_events import Objected as Objected
from .family_events import Offended as Offended
from .family_events import Pulled as Pulled
from .family_events import RaceStepped as RaceStepped
from .family_events import Shown as Shown
from .family_events import Stood as Stood
from .family_events import Swapped as Swapped
from .family_events import TaskDone as TaskDone
from .family_events import TaskFailed as TaskFailed
from .family_events import Thrown as Thrown
from .family_events import TimeUp as TimeUp
from .family_events import TookPile as TookPile
from .family_events import Touched as Touched
from .family_events import Undone as Undone
from .family_events import VoteClosed as VoteClosed
from .family_events import Whispered as Whispered
from .family_events import WindowClosed as WindowClosed
from .family_events import Winked as Winked


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
