"""The state of the Courage family (R11): the courage areas, the owed answers and
votes, the gift under way; what a game of a match carries to the next."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...cards import KINDS, Family
from ...operations import chain_open
from . import phrases, tasks
from .tasks import KEY as KEY

if TYPE_CHECKING:
    from collections.abc import Callable

    from ...game import Game


HINTS_OWED = True  # every hint answers a task the player owes (R11.4)
HOOKED_KINDS = None  # before/after read every action (a task's answer, a card leaving an area)


KINDS_OF_FAMILY = frozenset(k.code for k in KINDS if k.family == Family.COURAGE)


GENRES = phrases.GENRES


CHANSON = GENRES.index("chanson")


class CourageState:
    """The family's state; lists of small ints and tuples, copied cheaply."""

    __slots__ = (
        "areas",
        "boxed",
        "choices",
        "done",
        "genres",
        "gift",
        "givers",
        "owed",
        "prev",
        "serial",
        "standing",
        "sums",
        "used",
        "votes",
    )

    def __init__(self, n: int) -> None:
        self.areas: list[list[int]] = [[] for _ in range(n)]  # faces, oldest first
        self.givers: list[list[int]] = [[] for _ in range(n)]
        self.genres: list[list[int]] = [[] for _ in range(n)]  # a Zapevala's genre, else -1
        self.standing = [False] * n  # Ovatsii's toggle (R11.4)
        self.sums = [0] * n  # Reyting's running sum (R11.4)
        self.done: list[list[int]] = [[] for _ in range(n)]  # "each turn" tasks answered
        self.owed: list[tuple[int, int, int, str, str]] = []  # see tasks.py
        self.votes: list[tuple[int, int, int, int, tuple[int, ...], str]] = []
        self.used: dict[str, tuple[str, ...]] = {}  # lines used in the session
        self.boxed: list[int] = []  # faces gone to the box (R1.7 zone)
        self.choices: list[tuple[int, int]] = []  # (serial, player) owing a box choice
        self.gift: tuple[int, int, int] | None = None  # (move, receiver, value) R11.1
        self.serial = 0  # numbers every window
        self.prev: list[tuple[int, ...]] = []  # the areas before the action being applied

    def copy(self) -> CourageState:
        c = CourageState.__new__(CourageState)
        c.areas = [a.copy() for a in self.areas]
        c.givers = [a.copy() for a in self.givers]
        c.genres = [a.copy() for a in self.genres]
        c.standing = self.standing.copy()
        c.sums = self.sums.copy()
        c.done = [a.copy() for a in self.done]
        c.owed = self.owed.copy()
        c.votes = self.votes.copy()
        c.used = self.used.copy()
        c.boxed = self.boxed.copy()
        c.choices = self.choices.copy()
        c.gift = self.gift
        c.serial = self.serial
        c.prev = []
        return c


def start(game: Game) -> CourageState:
    return CourageState(game.n)


def _lines(value: Any) -> bool:
    return isinstance(value, dict) and all(
        isinstance(k, str) and isinstance(v, list) and all(isinstance(x, str) for x in v)
        for k, v in value.items()
    )


# The session's field (R11.4): task -> lines used, and what it holds (record.py reads it).
SESSION: dict[str, tuple[str, Callable[[Any], bool]]] = {
    "courage": ("an object of lists of lines", _lines)
}


def set_apart(game: Game, player: int) -> list[int]:
    """The Courage cards in ``player``'s area: in hand, but never pulled blind nor
    swapped (R11.2)."""
    area: list[int] = game.parts[KEY].areas[player]
    return area


def carry(game: Game, session: dict[str, Any]) -> None:
    """R11.4: the lines already used at this table session (a Match's earlier games),
    the session's field ``courage``: task -> lines."""
    if game.parts[KEY] is not None:
        used = session.get("courage", {})
        game.parts[KEY].used = {k: tuple(v) for k, v in used.items()}


def kept(game: Game) -> dict[str, Any] | None:
    """R11.4: the lines used so far, for the next game (none used: none carried)."""
    part = game.parts[KEY]
    if part is None:
        return None
    return {"courage": {k: list(v) for k, v in part.used.items()}} if part.used else {}


def turn_extension(game: Game) -> float:
    """Seconds the turn of the player to move is extended by (R11.4: "the turn time is
    extended by the answer window"): the answer window of an "each turn" task (Zapevala,
    Folklorist) they still owe this turn, else 0."""
    if game.parts[KEY] is None or not tasks.turn_owed(game, game.current):
        return 0.0
    return game.rules.song_seconds


def owes(game: Game, player: int) -> bool:
    """Whether ``player`` owes a Courage answer now (R10.2 Shevelis! waits)."""
    st = game.parts[KEY]
    if st is None:
        return False
    for o in st.owed:
        if o[1] == player:
            return True
    return bool(tasks.turn_owed(game, player))


def gift_open(game: Game) -> tuple[int, int] | None:
    """(receiver, value) while a gift may be made (R11.1)."""
    st = game.parts[KEY]
    g = st.gift
    if g is None or g[0] != game.move or chain_open(game) or game.winner >= 0:
        return None
    return g[1], g[2]
