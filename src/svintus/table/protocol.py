"""Every message the server sends, typed, and the one encoder that turns them into JSON
(docs/protocol.md, "Server to client"; "For developers").

The table builds each message for one seat from what that seat may see (R14.8) and
hands it to the seat's connections (:class:`~svintus.table.table.Listener`); a message is
encoded once, when it is built, however many connections receive it, so it shows the
game as it was then. A :class:`State` carries its view's move number (:attr:`Message.move`):
a connection remembers the move of the last state it wrote, and an action sent without
one answers that move (R4.2) — nothing reads the server's own output back.

Fields go on the wire in the order the class declares them, after ``type``; a field
named in ``OPTIONAL`` is left out while it is None. Nothing here splices text: the
encoder is :func:`dumps`, applied to the whole message.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, fields
from typing import Any, ClassVar

import orjson

# 2: a state's view has no rules (the welcome's table has them) and its ``table`` is
# left out when it has not changed since the state before (docs/protocol.md)
PROTOCOL_VERSION = 2


class Message:
    """A message to a client; its JSON text is made once, by :func:`encode`."""

    __slots__ = ("_text",)
    TYPE: ClassVar[str]
    OPTIONAL: ClassVar[frozenset[str]] = frozenset()

    def __post_init__(self) -> None:
        self._text = encode(self)

    @property
    def text(self) -> str:
        """The message as it goes on the wire."""
        return self._text

    @property
    def move(self) -> int | None:
        """The move number of the view this message shows, if it shows one."""
        return None

    def written(self) -> None:
        """A connection has just written this message to its socket (a ping notes it)."""


@dataclass(slots=True, eq=False)
class State(Message):
    """The table as one seat may see it, after every change (docs/protocol.md, "state")."""

    TYPE: ClassVar[str] = "state"
    OPTIONAL: ClassVar[frozenset[str]] = frozenset({"history", "table"})

    seq: int
    action: str | None  # the last action's notation as this seat may read it
    view: dict[str, Any] | None  # the engine's view of this seat, without the rules
    legal: list[str]
    offers: list[dict[str, Any]]
    hints: list[str]
    windows: list[dict[str, Any]]  # the open windows this seat's view names
    events: list[dict[str, Any]]
    history: bool | None  # True: ``events`` are the whole game so far (a (re)connection)
    table: dict[str, Any] | None  # None (left out): as in the state before
    clock: dict[str, Any]

    @property
    def move(self) -> int | None:
        view = self.view
        return None if view is None else int(view["move"])


@dataclass(slots=True, eq=False)
class Welcome(Message):
    """The answer to a hello: the protocol version, the seat (None: a spectator) and the
    table's public information."""

    TYPE: ClassVar[str] = "welcome"

    v: int
    seat: int | None
    table: dict[str, Any]


@dataclass(slots=True, eq=False)
class Error(Message):
    """A message refused, or a connection refused: its code, one line, the message's id."""

    TYPE: ClassVar[str] = "error"
    OPTIONAL: ClassVar[frozenset[str]] = frozenset({"id"})

    code: str
    message: str
    id: str | None = None


@dataclass(slots=True, eq=False)
class Pong(Message):
    """The answer to a client's ping."""

    TYPE: ClassVar[str] = "pong"
    OPTIONAL: ClassVar[frozenset[str]] = frozenset({"id"})

    id: str | None = None


class _Timed(Message):
    """A message whose writing is noted (:meth:`when_written`): the first connection
    that writes it to its socket says so."""

    __slots__ = ("_noted",)

    def when_written(self, noted: Callable[[], None]) -> None:
        """Call ``noted`` when a connection first writes this message."""
        self._noted: Callable[[], None] | None = noted

    def written(self) -> None:
        noted = getattr(self, "_noted", None)
        if noted is not None:
            self._noted = None
            noted()


@dataclass(slots=True, eq=False)
class Ping(_Timed):
    """The table's ping to one seat: a fresh secret nonce to echo (R12.6, R14.3). Its
    round trip is timed from when it is written (table/fairness.py, :func:`ping`)."""

    TYPE: ClassVar[str] = "ping"

    n: str


@dataclass(slots=True, eq=False)
class Feat(Message):
    """A stage of one seat's Slabo? feat, to that seat only (R12.6); never anything of a
    stage to come. The fields a stage has not are left out."""

    TYPE: ClassVar[str] = "feat"
    OPTIONAL: ClassVar[frozenset[str]] = frozenset(
        {"score", "note", "sequence", "twister", "count", "digits", "ms", "best"}
    )

    feat: str
    verb: str
    stage: str
    score: int | None = None
    note: str | None = None
    sequence: str | None = None
    twister: str | None = None
    count: int | None = None
    digits: int | None = None
    ms: int | None = None
    best: int | None = None


class Relayed(Message):
    """A message encoded by the table's owner in a cluster, relayed by another process
    (server/cluster.py) with the move number it carries."""

    __slots__ = ("_move",)

    def __init__(self, text: str, move: int | None) -> None:
        self._text, self._move = text, move

    @property
    def move(self) -> int | None:
        return self._move


_FIELDS: dict[type, tuple[str, ...]] = {}  # each message class's field names, in order


def encode(message: Message) -> str:
    """The JSON text of ``message``: ``type``, then its fields in order."""
    kind = type(message)
    names = _FIELDS.get(kind)
    if names is None:
        names = _FIELDS[kind] = tuple(f.name for f in fields(message))  # type: ignore[arg-type]
    out: dict[str, Any] = {"type": message.TYPE}
    optional = message.OPTIONAL
    for name in names:
        value = getattr(message, name)
        if value is not None or name not in optional:
            out[name] = value
    return dumps(out)


def dumps(data: Any) -> str:
    """Compact JSON text: orjson (several times faster than the standard encoder, the
    same text for the plain data of a message); the standard encoder for what orjson
    refuses (a lone surrogate, an integer over 64 bits)."""
    try:
        return orjson.dumps(data, option=orjson.OPT_NON_STR_KEYS).decode()
    except TypeError:
        return json.dumps(data, separators=(",", ":"), ensure_ascii=False)
