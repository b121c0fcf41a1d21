"""The WebSocket end of the protocol (docs/protocol.md): hello, messages, errors, limits.

Each connection has a writer task draining its queue, so the table never waits on a
socket; a client that stops reading is closed. A message is checked in this order: size,
JSON object, ``type``, fields, notation; any failure is one ``error`` naming the problem
and changes nothing at the table.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import json
import logging
import time
from collections import deque
from collections.abc import Awaitable, Callable, Coroutine, Generator, Mapping
from dataclasses import dataclass
from typing import Any, TypeVar

from starlette.websockets import WebSocket, WebSocketDisconnect

from ..engine.actions import Act
from ..engine.errors import (
    GameOver,
    IllegalAction,
    NotationError,
    NotYourTurn,
    SvintusError,
    TooLate,
)
from ..engine.game import pname
from ..engine.notation import parse_action
from ..table import SPECTATOR, Listener, Table
from ..table.fairness import error_code
from ..table.protocol import PROTOCOL_VERSION as PROTOCOL_VERSION
from ..table.protocol import Error, Message, Pong, Welcome
from .registry import Registry
from .text import text_problem

log = logging.getLogger("svintus.server")
T = TypeVar("T")

MAX_MESSAGE = 4096  # bytes of one client message
MAX_FRAME = 65536  # larger frames are refused by the WebSocket layer (close 1009)
HELLO_SECONDS = 10.0
RATE = 20.0  # messages a second ...
BURST = 40.0  # ... with bursts of this many
WARNINGS = 3  # rate-limit errors within WARNING_WINDOW seconds close the connection
WARNING_WINDOW = 10.0
MAX_QUEUE = 500  # unsent messages before a client is deemed not reading
MAX_ACTION = 120
MAX_CHAT = 300
MAX_ID = 32
POLICY = 1008
# The engine's errors a client's message may cause, by their code (engine/errors.py), and
# the code each gets on the wire (docs/protocol.md, "Errors"); any other error is a bug.
WIRE_CODES: dict[str, str] = {
    error.code: error.code
    for error in (IllegalAction, NotYourTurn, TooLate, GameOver, NotationError)
}
SERVER_ERROR = 1011


class Closing(Exception):
    """The connection must be closed with ``code`` after its queued messages."""

    def __init__(self, code: int, reason: str) -> None:
        super().__init__(reason)
        self.code = code
        self.reason = reason


class ProtocolError(Exception):
    """A message that gets an ``error`` with ``code``; nothing changes."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


def error_message(code: str, message: str, ident: str | None = None) -> Error:
    """The ``error`` a client is sent (docs/protocol.md, "Errors")."""
    return Error(code=code, message=message, id=ident)


@dataclass(frozen=True, slots=True)
class Limits:
    """Per-connection flood control (docs/protocol.md, ``rate_limited``)."""

    rate: float = RATE
    burst: float = BURST


class _Rest:
    """The rest of a send that could not finish at once (the socket's buffer is full,
    the client reads slowly): the writer task awaits it, before anything queued after."""

    __slots__ = ("message", "sending", "waiting")

    def __init__(self, sending: Coroutine[Any, Any, None], waiting: Any, message: Message):
        self.sending = sending
        self.waiting = waiting  # what the send is waiting for (a future of the event loop)
        self.message = message

    def __await__(self) -> Generator[Any, Any, None]:
        sending, value = self.sending, self.waiting
        while True:
            try:
                sent = yield value
            except BaseException as e:  # a cancellation: passed on to the send
                try:
                    value = sending.throw(e)
                except StopIteration:
                    return
            else:
                try:
                    value = sending.send(sent)
                except StopIteration:
                    return


class Connection:
    """One client: a seat or a spectator, with its outgoing queue.

    A message is written at once when nothing is queued before it and the socket takes
    it without waiting — nearly always: no task switch and no new future a message (at
    1,000 tables, 7,000 messages a second, and a young object the garbage collector
    walked for each idle writer; docs/performance.md, "The thousand tables, again").
    Otherwise it is queued, and the writer task sends the queue in order."""

    def __init__(self, ws: WebSocket, limits: Limits = Limits()) -> None:
        self.ws = ws
        self.limits = limits
        self.seat = SPECTATOR
        # the outgoing queue: a deque and the writer's wake-up (an asyncio.Queue's
        # bookkeeping cost a few per cent of the server's CPU, docs/performance.md)
        self.queue: deque[Message | Closing | _Rest] = deque()
        self._wake: asyncio.Future[None] | None = None
        self._writing = False  # the writer task is sending something
        self.closing = False
        self.writer = asyncio.create_task(self._write())
        self.tokens = limits.burst
        self.stamp = time.monotonic()
        self.warnings: deque[float] = deque()
        # the view's move number of the last state written to this client: an action
        # sent without a move answers it (docs/protocol.md), never a state it was not sent
        self.seen_move: int | None = None

    def send(self, message: Message) -> None:
        if self.closing:
            return
        if self.queue or self._writing:  # after what is queued, by the writer
            if len(self.queue) >= MAX_QUEUE:
                self.close(POLICY, "too many unread messages")
                return
            self._put(message)
            return
        self._write_now(message)

    def _write_now(self, message: Message) -> None:
        """Write ``message`` now; if the socket makes the send wait, the writer task
        finishes it (:class:`_Rest`). A failure closes the connection as the writer's
        would."""
        sending = self.ws.send_text(message.text)
        try:
            waiting = sending.send(None)
        except StopIteration:
            self._wrote(message)
            return
        except (WebSocketDisconnect, OSError, RuntimeError):
            self._fail(Closing(SERVER_ERROR, "gone"))  # the client has gone
            return
        except Exception:
            log.exception("a connection's writer failed; closing the connection")
            self._fail(Closing(SERVER_ERROR, "server error"))
            return
        self._put(_Rest(sending, waiting, message))

    def _wrote(self, message: Message) -> None:
        message.written()  # a ping's round trip starts now (table/fairness.py)
        move = message.move
        if move is not None:  # a state showing a view: its move is answered now
            self.seen_move = move

    def _fail(self, closing: Closing) -> None:
        if not self.closing:
            self.closing = True
            self._put(closing)

    def close(self, code: int, reason: str) -> None:
        if not self.closing:
            self.closing = True
            self._put(Closing(code, reason))

    def _put(self, item: Message | Closing | _Rest) -> None:
        self.queue.append(item)
        wake, self._wake = self._wake, None
        if wake is not None and not wake.done():
            wake.set_result(None)

    async def _write(self) -> None:
        """Send the queue in order. A client that has gone ends it quietly; any other
        failure is logged once and closes the socket (1011), so the client reconnects
        and no connection is left open and deaf."""
        queue = self.queue
        try:
            while True:
                if not queue:
                    self._writing = False
                    self._wake = asyncio.get_running_loop().create_future()
                    await self._wake
                    continue
                self._writing = True
                item = queue.popleft()
                if isinstance(item, Closing):
                    await self.ws.close(item.code, item.reason)
                    return
                if isinstance(item, _Rest):
                    await item
                    self._wrote(item.message)
                else:
                    await self.ws.send_text(item.text)
                    self._wrote(item)
                # written: let it go now, not when the next one comes (a state's view and
                # lists, kept by 4,000 idle writers, were the young collections' walk)
                del item
        except (WebSocketDisconnect, OSError, RuntimeError):
            self.closing = True  # the client has gone (or the socket is closed already)
            with contextlib.suppress(Exception):
                await self.ws.close(SERVER_ERROR, "gone")
        except asyncio.CancelledError:
            self.closing = True
            raise
        except Exception:
            self.closing = True
            log.exception("a connection's writer failed; closing the connection")
            with contextlib.suppress(Exception):
                await self.ws.close(SERVER_ERROR, "server error")

    def allow(self) -> bool:
        """A token bucket: RATE a second, BURST at most (docs/protocol.md)."""
        now = time.monotonic()
        self.tokens = min(self.limits.burst, self.tokens + (now - self.stamp) * self.limits.rate)
        self.stamp = now
        if self.tokens >= 1.0:
            self.tokens -= 1.0
            return True
        while self.warnings and now - self.warnings[0] > WARNING_WINDOW:
            self.warnings.popleft()
        self.warnings.append(now)
        return False


def decode(message: Mapping[str, Any]) -> dict[str, Any]:
    """The JSON object of a received frame, or a :class:`ProtocolError`."""
    text = message.get("text")
    if text is None:
        raise ProtocolError("bad_json", "expected a text frame holding a JSON object")
    if len(text) > MAX_MESSAGE or len(text.encode("utf-8", "surrogatepass")) > MAX_MESSAGE:
        raise ProtocolError("too_large", f"a message may have at most {MAX_MESSAGE} bytes")
    try:
        data = json.loads(text)
    except (ValueError, RecursionError) as e:
        raise ProtocolError("bad_json", f"not JSON: {e}") from None
    if not isinstance(data, dict):
        raise ProtocolError("bad_json", "a message must be a JSON object")
    kind = data.get("type")
    if not isinstance(kind, str):
        raise ProtocolError("bad_message", "field 'type' must be a string")
    return data


_FIELDS: dict[str, tuple[str, ...]] = {
    "hello": ("type", "v", "token"),
    "action": ("type", "action", "move", "id"),
    "chat": ("type", "text", "id"),
    "rematch": ("type", "id"),
    "shown": ("type", "game", "id"),
    "ping": ("type", "id"),
    "pong": ("type", "n"),
    "feat": ("type", "do", "feat", "text", "id"),
    "stand_in": ("type", "seat", "id"),
    "take_back": ("type", "id"),
}
FEAT_DOINGS = ("start", "press", "answer")
MAX_ANSWER = 200  # characters of a feat's typed answer


def check_fields(data: dict[str, Any]) -> str | None:
    """Check the fields of a known message type; return its ``id`` (echoed in errors)."""
    kind = data["type"]
    known = _FIELDS.get(kind)
    if known is None:
        raise ProtocolError(
            "unknown_type", f"unknown message type {kind[:40]!r}; known: {', '.join(_FIELDS)}"
        )
    for key in data:
        if key not in known:
            raise ProtocolError("bad_message", f"{kind}: unknown field {key[:40]!r}")
    ident = data.get("id")
    if ident is not None and (not isinstance(ident, str) or len(ident) > MAX_ID):
        raise ProtocolError("bad_message", f"field 'id' must be a string of at most {MAX_ID}")
    for key, value in data.items():  # text that cannot hurt (server/text.py)
        problem = text_problem(value) if isinstance(value, str) else None
        if problem is not None:
            raise ProtocolError("bad_text", f"{kind}: field {key!r}: {problem}")
    return ident


def _text_field(data: dict[str, Any], key: str, most: int) -> str:
    value = data.get(key)
    if not isinstance(value, str):
        raise ProtocolError("bad_message", f"{data['type']}: field {key!r} must be a string")
    if len(value) > most:
        raise ProtocolError("bad_message", f"field {key!r} is longer than {most} characters")
    if not value.strip():
        raise ProtocolError("bad_message", f"field {key!r} is empty")
    return value


def _feat_fields(data: dict[str, Any]) -> tuple[str, str, str]:
    """A feat message's (do, feat, text), checked (docs/protocol.md)."""
    do = data.get("do")
    if do not in FEAT_DOINGS:
        raise ProtocolError(
            "bad_message", f"feat: field 'do' must be one of {', '.join(FEAT_DOINGS)}"
        )
    name, text = data.get("feat", ""), data.get("text", "")
    if do == "start" and (not isinstance(name, str) or not name or len(name) > 20):
        raise ProtocolError("bad_message", "feat: 'start' needs the field 'feat' (its name)")
    if do == "answer" and (not isinstance(text, str) or len(text) > MAX_ANSWER):
        raise ProtocolError(
            "bad_message", f"feat: 'answer' needs the field 'text' (at most {MAX_ANSWER})"
        )
    return str(do), str(name), str(text)


def hello_seat(table: Table, data: dict[str, Any]) -> int:
    """The seat a hello asks for (-1: spectator); raise ProtocolError('bad_hello')."""
    token = hello_token(data)
    if token is None:
        return SPECTATOR
    seat = table.seat_for_token(token)
    if seat is None:
        raise ProtocolError("bad_hello", f"this token holds no seat at table {table.code}")
    return seat


def hello_token(data: dict[str, Any]) -> str | None:
    """The seat token of a checked hello (None: a spectator); raise ProtocolError('bad_hello')."""
    try:
        if data.get("type") != "hello":
            raise ProtocolError("bad_hello", "the first message must be a hello")
        check_fields(data)
    except ProtocolError as e:
        raise ProtocolError("bad_hello", e.message) from None
    v = data.get("v")
    if v != PROTOCOL_VERSION or isinstance(v, bool):
        spoken = f"this server: {PROTOCOL_VERSION}"
        raise ProtocolError("bad_hello", f"protocol version {v!r} is not spoken here ({spoken})")
    token = data.get("token")
    if token is not None and (not isinstance(token, str) or len(token) > 200):
        raise ProtocolError("bad_hello", "field 'token' must be a seat token or null")
    return token


def answer_here(data: dict[str, Any]) -> Message | None:
    """What any process answers without the table: the pong to a ping; a second hello
    is an error. None for every other message."""
    kind = data["type"]
    if kind == "ping":
        return Pong(id=data.get("id"))
    if kind == "hello":
        raise ProtocolError("bad_message", "hello was already received")
    return None


def welcome_message(table: Table, seat: int) -> Welcome:
    """The ``welcome`` of a connection at ``seat`` (a spectator: ``-1``)."""
    return Welcome(v=PROTOCOL_VERSION, seat=None if seat == SPECTATOR else seat, table=table.info())


def act(
    table: Table,
    conn: Listener,
    data: dict[str, Any],
    logger: logging.Logger = log,
    run: Callable[[Table, Listener, dict[str, Any]], Message | None] | None = None,
) -> None:
    """Carry out one checked message at the table (``run``, :func:`handle` by default);
    its answer or its error goes to ``conn``."""
    ident = data.get("id")
    try:
        answer = (run or handle)(table, conn, data)
    except ProtocolError as e:  # sent after what it may reflect (a window closed) is stored
        table.answer(conn, error_message(e.code, e.message, ident))
        return
    except Exception:
        logger.exception("table %s: error handling a message", table.code)
        failed = error_message("server_error", "the server failed on this message", ident)
        table.answer(conn, failed)
        return
    if table.storage.pending:  # grouped commits: the answer waits for the action's commit
        table.answer(conn, answer, functools.partial(_refused, ident))  # refused: an error
    elif answer is not None:
        conn.send(answer)


def _refused(ident: str | None) -> Error:
    return error_message("server_error", "the server could not store this action", ident)


def _late(table: Table, conn: Listener, ident: str | None) -> Callable[[SvintusError], None]:
    """The error for an action held for an earlier one (R14.3) and refused when its turn
    came: a lost race, told as an immediate refusal is."""
    return lambda e: table.answer(conn, error_message(error_code(e), str(e), ident))


def handle(table: Table, conn: Listener, data: dict[str, Any]) -> Message | None:
    """Carry out one checked message; return a direct answer, if any."""
    here = answer_here(data)
    if here is not None:
        return here
    kind = data["type"]
    if conn.seat == SPECTATOR:
        raise ProtocolError("spectator", "a spectator can only watch (and ping)")
    seat = conn.seat
    try:
        if kind == "action":
            text = _text_field(data, "action", MAX_ACTION)
            move = data.get("move")
            if move is not None and (
                isinstance(move, bool) or not isinstance(move, int) or not 0 <= move < 2**31
            ):
                raise ProtocolError("bad_message", "field 'move' must be a move number >= 0")
            action = parse_action(f"{pname(seat)} {text}", table.rules.players)
            if action.kind == Act.SPEAK:
                raise ProtocolError("bad_notation", "speech goes in a 'chat' message")
            if move is not None:
                action = action._replace(move=move)
            # compensated only when the client said which move it answers (R14.3)
            answers = "stamped" not in data
            table.act(seat, action, _late(table, conn, data.get("id")), answers)
        elif kind == "chat":
            table.chat(seat, _text_field(data, "text", MAX_CHAT))
        elif kind == "rematch":
            table.rematch(seat)
        elif kind == "shown":
            game = data.get("game")
            if game is not None and (
                isinstance(game, bool) or not isinstance(game, int) or not 0 <= game < 2**31
            ):
                raise ProtocolError("bad_message", "field 'game' must be a game number >= 0")
            table.shown(seat, game)
        elif kind == "pong":
            nonce = data.get("n")
            if not isinstance(nonce, str) or len(nonce) > MAX_ID:
                raise ProtocolError("bad_message", "pong: field 'n' must echo the ping's 'n'")
            table.pong(seat, nonce)
        elif kind == "feat":
            table.feat(seat, *_feat_fields(data))
        elif kind == "stand_in":
            target = data.get("seat")
            if isinstance(target, bool) or not isinstance(target, int):
                raise ProtocolError("bad_message", "stand_in: field 'seat' must be a seat number")
            table.hand_to_bot(seat, target)
        elif kind == "take_back":
            table.take_back(seat)
    except SvintusError as e:  # the engine's refusal, under its code on the wire
        wire = WIRE_CODES.get(e.code)
        if wire is None:
            raise
        raise ProtocolError(wire, str(e)) from None
    return None


async def endpoint(ws: WebSocket, registry: Registry, limits: Limits = Limits()) -> None:
    """``/ws/{code}``: the life of one connection."""
    await ws.accept()
    conn = Connection(ws, limits)
    table: Table | None = None

    async def run() -> None:
        nonlocal table
        code = str(ws.path_params.get("code", ""))
        table = found = registry.get(code)
        if found is None:
            conn.send(error_message("not_found", f"there is no table {code[:16]!r}"))
            raise Closing(POLICY, "no such table")
        conn.seat = await read_hello(conn, lambda data: hello_seat(found, data))
        conn.send(welcome_message(found, conn.seat))
        found.attach(conn)

        async def carry(data: dict[str, Any]) -> None:
            act(found, conn, data)

        await serve(conn, carry)

    def end() -> None:
        if table is not None:
            table.detach(conn)

    await life(conn, run, end)


async def life(
    conn: Connection, run: Callable[[], Awaitable[None]], end: Callable[[], None]
) -> None:
    """Run a connection: a :class:`Closing` closes it with its code, a disconnect ends it;
    either way ``end()``, then the queued messages are flushed (at most 5 seconds)."""
    try:
        await run()
    except Closing as c:
        conn.close(c.code, c.reason)
    except WebSocketDisconnect:
        pass
    finally:
        end()
        conn.close(1000, "bye")
        try:
            await asyncio.wait_for(conn.writer, 5.0)
        except (TimeoutError, asyncio.CancelledError, Exception):
            conn.writer.cancel()


async def read_hello(conn: Connection, read: Callable[[dict[str, Any]], T]) -> T:
    """The hello, within :data:`HELLO_SECONDS`, as ``read`` makes of it; a missing or bad
    hello is answered and closes the connection (:class:`Closing`)."""
    try:
        first = await asyncio.wait_for(conn.ws.receive(), HELLO_SECONDS)
    except TimeoutError:
        conn.send(error_message("bad_hello", f"no hello within {HELLO_SECONDS:g} seconds"))
        raise Closing(POLICY, "no hello") from None
    if first["type"] == "websocket.disconnect":
        raise WebSocketDisconnect(first.get("code", 1000))
    try:
        return read(decode(first))
    except ProtocolError as e:
        conn.send(error_message("bad_hello", e.message))
        raise Closing(POLICY, "bad hello") from None


async def serve(conn: Connection, carry: Callable[[dict[str, Any]], Awaitable[None]]) -> None:
    """The messages after the hello, until the client goes: each is rate-limited, decoded
    and checked here, then ``carry``-ied. A :class:`ProtocolError` (here or from
    ``carry``) is answered with an ``error``; nothing else is."""
    ws = conn.ws
    while not conn.closing:
        message = await ws.receive()
        if message["type"] == "websocket.disconnect":
            return
        if not conn.allow():
            rate = conn.limits.rate
            conn.send(error_message("rate_limited", f"more than {rate:g} messages a second"))
            if len(conn.warnings) >= WARNINGS:
                raise Closing(POLICY, "rate limit")
            continue
        ident: str | None = None
        try:
            data = decode(message)
            ident = check_fields(data)
            if data["type"] == "action" and data.get("move") is None and conn.seen_move is not None:
                data["move"] = conn.seen_move  # no move: the last this client was sent (R4.2)
                data["stamped"] = True
            await carry(data)
        except ProtocolError as e:
            conn.send(error_message(e.code, e.message, ident))
