"""The state of the Challenge races (R12.4-R12.10): the open card's action, its phase
and the feats used in the session."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ....cards import FACE_KIND, KINDS_BY_ID
from ..feats import FEATS

if TYPE_CHECKING:
    from collections.abc import Callable

    from ....game import Game


KEY = "races"


ONE_FOR_ALL, SLIPPERS, SLABO, HANDS, CLOTHES = (
    KINDS_BY_ID[k].code for k in ("one_for_all", "slippers", "slabo", "hands", "clothes")
)


KINDS_OF_FAMILY = frozenset((ONE_FOR_ALL, SLIPPERS, SLABO, HANDS, CLOTHES))


KIND_IDS = {
    ONE_FOR_ALL: "one_for_all",
    SLIPPERS: "slippers",
    SLABO: "slabo",
    HANDS: "hands",
    CLOTHES: "clothes",
}


CODES = {v: k for k, v in KIND_IDS.items()}


# Phases of the open card's action.
FISTS, HUTS, TAPS = "fists", "huts", "taps"  # races (R12.4, R12.8, R12.10)


SHOW, FAS, GRAB = "show", "fas", "grab"  # Slippers (R12.5)


FEAT, TRY, BOX = "feat", "try", "box"  # Slabo? (R12.6)


ITEM = "item"  # Clothes: the player names an item (R12.10)


PAY = "pay"  # players receive cards from the others


PHASES = (FISTS, HUTS, TAPS, SHOW, FAS, GRAB, FEAT, TRY, BOX, ITEM, PAY)


STEPS = {FISTS: 2, HUTS: 1, TAPS: 1}  # actions that finish a race


RULE = {
    ONE_FOR_ALL: "R12.4",
    SLIPPERS: "R12.5",
    SLABO: "R12.6",
    HANDS: "R12.8",
    CLOTHES: "R12.10",
}


class RacesState:
    """The open card's action (``kind`` -1: none) and the feats used in the session."""

    __slots__ = (
        "box",
        "cache",
        "debts",
        "display",
        "feat",
        "got",
        "huts",
        "item",
        "kind",
        "order",
        "phase",
        "player",
        "progress",
        "score",
        "serial",
        "used",
        "wearer",
    )

    def __init__(self, n: int) -> None:
        self.used: list[int] = []  # feats used in the session (R12.6), in order
        self.box: list[int] = []  # cards this part put in the box (R1.7)
        self.serial = 0  # numbers the windows: each phase's timer key is unique
        self.kind = -1
        self.player = -1
        self.phase = ""
        self.progress = [0] * n  # race steps done; Slabo?: 1 once tried
        self.order: list[int] = []  # finished, in order; Slabo?: who repeated
        self.display = [-1] * n  # Slippers: the card face up in front of each player
        self.got = [-1] * n  # Slippers: the card each player grabbed
        self.feat = -1
        self.score = ""
        self.wearer = -1
        self.item = -1
        self.debts: list[tuple[int, int, int]] = []  # (giver, receiver or BOX, cards)
        # Hands: the cards each player placed in their two huts (R12.8), per hut
        self.huts: list[list[list[int]]] = [[[], []] for _ in range(n)]
        # Answers kept from step to step (legal.py): per seat, its phase actions under
        # a key of exactly their inputs
        self.cache: list[Any] = [None] * n

    def copy(self) -> RacesState:
        s = RacesState.__new__(RacesState)
        s.used = self.used.copy()
        s.box = self.box.copy()
        s.serial = self.serial
        s.kind = self.kind
        s.player = self.player
        s.phase = self.phase
        s.feat = self.feat
        s.score = self.score
        s.wearer = self.wearer
        s.item = self.item
        # The lists below change in place only while a card's action runs (the displays
        # and grabs only the Slippers', the huts only the Hands'), and each card's action
        # starts with new ones (reset): outside that, a copy shares them
        kind = self.kind
        if kind < 0:
            s.progress = self.progress
            s.order = self.order
            s.debts = self.debts
        else:
            s.progress = self.progress.copy()
            s.order = self.order.copy()
            s.debts = self.debts.copy()
        if kind == SLIPPERS:
            s.display = self.display.copy()
            s.got = self.got.copy()
        else:
            s.display = self.display
            s.got = self.got
        if kind == HANDS:
            s.huts = [[a.copy(), b.copy()] for a, b in self.huts]
        else:
            s.huts = self.huts
        s.cache = self.cache.copy()  # exact under their keys in any state: shared safely
        return s

    def reset(self, n: int) -> None:
        self.kind = -1
        self.player = -1
        self.phase = ""
        self.progress = [0] * n
        self.order = []
        self.display = [-1] * n
        self.got = [-1] * n
        self.feat = -1
        self.score = ""
        self.wearer = -1
        self.item = -1
        self.debts = []
        self.huts = [[[], []] for _ in range(n)]


def start(game: Game) -> RacesState | None:
    kinds = {FACE_KIND[f] for f in set(game.rules.deck)}
    return RacesState(game.n) if kinds & KINDS_OF_FAMILY else None


def state_of(game: Game) -> RacesState | None:
    ch = game.parts["challenge"]
    return None if ch is None else ch.races


def open_state(game: Game) -> RacesState | None:
    """The state while a card's action is open and the game goes on."""
    st = state_of(game)
    if st is None or st.kind < 0 or game.winner >= 0:
        return None
    return st


def turn_order(game: Game, first: int) -> list[int]:
    return [(first + i) % game.n for i in range(game.n)]


# ----------------------------------------------------------------- the session (match)


def feats_used(game: Game) -> list[str]:
    """The Slabo? feats used so far in the session (R12.6), for the next game."""
    st = state_of(game)
    return [] if st is None else [FEATS[i] for i in st.used]


def carry_feats(game: Game, used: list[str]) -> None:
    """Start a game of a match with the feats used in its earlier games (R12.6)."""
    st = state_of(game)
    if st is not None:
        st.used = [FEATS.index(f) for f in used if f in FEATS]


def _feat_names(value: Any) -> bool:
    return isinstance(value, list) and all(isinstance(f, str) for f in value)


# The session's field (R12.6) and what it holds (record.py reads it).
SESSION: dict[str, tuple[str, Callable[[Any], bool]]] = {
    "feats": ("a list of feat names", _feat_names)
}


def set_apart(game: Game, player: int) -> list[int]:
    """A Challenge keeps no card of a hand apart."""
    return []


def carry(game: Game, session: dict[str, Any]) -> None:
    """The session's feats (R12.6): a match's earlier games used them."""
    carry_feats(game, list(session.get("feats", ())))


def kept(game: Game) -> dict[str, Any] | None:
    """The session's feats for the next game, if this one knows any (R12.6)."""
    used = feats_used(game)
    return {"feats": used} if used else None
