"""The Etiquette family's state (R10): open windows, winks, picks, away seats, the
dawdler and the last chat message; the kind codes and faces of the nine cards."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from ...cards import FACE_KIND, FACES, KINDS, KINDS_BY_ID, Family

if TYPE_CHECKING:
    from collections.abc import Callable

    from ...game import Game

KEY = "etiquette"
KINDS_OF_FAMILY = frozenset(k.code for k in KINDS if k.family == Family.ETIQUETTE)

_K = {k: KINDS_BY_ID[k].code for k in KINDS_BY_ID if KINDS_BY_ID[k].family == Family.ETIQUETTE}
SHTUL, SHALUN, SHEVELIS, SHTOL = _K["shtul"], _K["shalun"], _K["shevelis"], _K["shtol"]
SHINKOGNITO, SHMOTRUN, SHMUNITET = _K["shinkognito"], _K["shmotrun"], _K["shmunitet"]
SHTO, SHURIKEN = _K["shto"], _K["shuriken"]
# The one face of each Etiquette kind (grey, its value; copies are the same face).
FACE = {FACES[f].kind.code: f for f in range(len(FACES)) if FACE_KIND[f] in KINDS_OF_FAMILY}
# Cards played in turn that name a player (R10.2 Shmunitet): a Razborka, Neither-nor,
# Don't Darken; gifts (Etiquette, Courage) are family actions.


class Window(NamedTuple):
    """An open reaction window (R10.2, R14.2)."""

    wid: int
    kind: int  # the Etiquette kind code that answers it
    offender: int
    reactors: tuple[int, ...]
    move: int  # game.move when it opened (Shevelis! closes when the turn ends)
    card: int = -1  # Shmunitet: the card that named the reactor
    snap: Game | None = None  # Shmunitet: the game just before that card


class EtiquetteState:
    """Open windows, flickering winks, owed picks, away seats, the dawdler, the chat."""

    __slots__ = (
        "away",
        "chat",
        "dawdled",
        "next",
        "phase",
        "picks",
        "played",
        "pre",
        "shmunitet",
        "snap",
        "unsaved",
        "windows",
        "winks",
    )

    def __init__(self, shmunitet: bool) -> None:
        self.windows: list[Window] = []
        self.winks: list[tuple[int, int, int]] = []  # flickering: (wid, winker, addressee)
        self.picks: list[tuple[int, int, int]] = []  # (wid, chooser = target, thrower)
        self.away: list[int] = []  # seats away from the table, sorted
        self.dawdled: tuple[int, int] | None = None  # (move, player) marked dawdling
        self.chat: tuple[int, bool] | None = None  # last message: (speaker, a question?)
        self.next = 0  # the number of the next window
        self.shmunitet = shmunitet  # the deck has Shmunitet: save states before targeting
        self.snap: Game | None = None  # during one action: the state before it
        self.pre: tuple[int, ...] = ()  # during one action: catchable before it
        self.phase = False  # during one action: another family's phase was open before it
        self.unsaved = False  # during one action: not saved before it (triggers._NAMING)
        # a card that names a player in a later step (Razborka ...) and the game before it
        self.played: tuple[int, Game] | None = None

    def copy(self) -> EtiquetteState:
        s = EtiquetteState.__new__(EtiquetteState)
        s.windows = self.windows.copy()  # windows share their saved states (never changed)
        s.winks = self.winks.copy()
        s.picks = self.picks.copy()
        s.away = self.away.copy()
        s.dawdled = self.dawdled
        s.chat = self.chat
        s.next = self.next
        s.shmunitet = self.shmunitet
        s.snap = None
        s.pre = ()
        s.phase = False
        s.unsaved = False
        s.played = self.played
        return s


def start(game: Game) -> EtiquetteState:
    return EtiquetteState(FACE[SHMUNITET] in game.rules.deck)


def state_of(game: Game) -> EtiquetteState:
    st: EtiquetteState = game.parts[KEY]
    return st


def who(p: int) -> str:
    return f"p{p + 1}"


def name_of(kind: int) -> str:
    return KINDS[kind].id


SESSION: dict[str, tuple[str, Callable[[Any], bool]]] = {}  # nothing carried


def set_apart(game: Game, player: int) -> list[int]:
    """Etiquette keeps no card of a hand apart."""
    return []


def carry(game: Game, session: dict[str, Any]) -> None:
    """Etiquette carries nothing from a match's earlier games."""


def kept(game: Game) -> dict[str, Any] | None:
    """Nothing for the next game of a match."""
    return None
