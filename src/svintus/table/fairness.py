"""Fair races over a real network (R14.3 "Decision (network delay)", R14.8).

The table judges every race (the slap race, One for All, Slippers, Hands, Clothes, each
step of one) and every contest between an out-of-turn action (an interception, a catch,
a slap, an Etiquette or Courage reaction, a Shmotrun notice) and the next turn action by
*compensated time*: the time the table received the action less the seat's measured
round trip (:class:`~svintus.table.feats.Delays`: the smallest of its last 8, at most
250 ms). Nothing a client claims is taken.

:class:`Judge` does it by holding back. Every action of a seat — a person's, a bot's —
and every action of the table's own clock (a timeout, a race or window closing) is
given its compensated time ``c`` and applied at ``c + window``, where ``window`` is the
largest compensation of any *other* seat: by then every action that is earlier in
compensated time has arrived, so actions are applied in the order of their compensated
times. The hold depends on the seats' measured delays alone, never on the cards: it is
the same whether or not anyone could intercept, catch or slap, so the timing of what a
seat is sent tells it nothing about the others' hands (docs/decisions.md, "Fair races
over a real network"). When nobody's delay is measured (or compensation is off, a test
and benchmark switch) the window is 0 and every action is applied at once, in the order
received, as before.

Bots sit inside the server: their answers arrive with no network delay and are
compensated by nothing, so a bot's reaction time and a person's compensated reaction
time are measured alike, from the moment the table sent the state.

Pings: the table pings every connected seat (the same ``ping``/``pong`` as for feats,
R12.6), so every seat's delay is measured during play: every :data:`PING_SECONDS` while a
connected seat has fewer than :data:`LEARNT` round trips measured (a new connection, a
reconnection), then every :data:`PING_STEADY_SECONDS` (the samples go on up to
:data:`~svintus.table.feats.SAMPLES`). A seat's delay is the smallest of its last
samples, so sparser pings change it no sooner; they spare a busy server a third of the
messages it receives (docs/performance.md).
"""

from __future__ import annotations

import asyncio
import bisect
import logging
from collections.abc import Callable, Iterable, Mapping
from typing import Any, NamedTuple, Protocol

from ..engine.actions import TABLE, Action
from ..engine.errors import GameOver, NotYourTurn, SvintusError, TooLate
from .feats import Delays
from .protocol import Message, Ping

log = logging.getLogger("svintus.table")

PING_SECONDS = 5.0  # how often the table measures a seat's round trip until it is known
PING_STEADY_SECONDS = 20.0  # ... and once every connected seat has LEARNT of them
# Round trips after which a seat's delay is known well enough for the sparse pings: its
# quickest of 4 taken 5 s apart (the smallest of the last SAMPLES is taken as they come).
# With all 8 at 5 s, 4,000 seats connecting at once (a restart) meant 800 pings and
# pongs a second for 40 s, a tenth of a busy server's work (docs/performance.md, "The
# thousand tables, a third time"); with 4, for 15 s.
LEARNT = 4
# A seat measured nearer than this counts as beside the server: nothing is taken off its
# times and nobody waits for it. The table's own queueing under load is measured as
# network delay, a few ms to a few tens seat by seat; below this it holds nobody's
# actions (docs/decisions.md, "Fair races over a real network": the resolution).
RESOLUTION = 0.02
Refused = Callable[[SvintusError], None]


class Sender(Protocol):
    seat: int

    def send(self, message: Message) -> None: ...


class Held(NamedTuple):
    at: float  # compensated time: received less the seat's compensation (loop seconds)
    order: int  # arrival order, for equal times
    due: float  # when it may be applied: ``at`` plus the other seats' largest compensation
    seat: int
    action: Action
    refused: Refused | None
    answered: float | None  # seconds from its move's first state to its arrival


class Judge:
    """The order in which a table applies what it receives (R14.3, network delay).

    ``apply`` carries an action out (it raises the engine's error and changes nothing);
    ``compensate`` False judges by receive time alone (a test and benchmark switch)."""

    def __init__(
        self,
        loop: asyncio.AbstractEventLoop,
        delays: Delays,
        apply: Callable[[Action], None],
        compensate: bool = True,
    ) -> None:
        self.loop = loop
        self.delays = delays
        self.apply = apply
        self.compensate = compensate
        self.held: list[Held] = []
        self._order = 0
        self._last: dict[int, float] = {}  # each seat's latest compensated time
        self._timer: asyncio.TimerHandle | None = None
        self._pinger: asyncio.TimerHandle | None = None
        self.listeners: Mapping[int, Any] = {}  # the table's connections by seat
        self._moves: dict[int, float] = {}  # when the table first sent each move
        self._game: object = None  # ... of this game

    # ----------------------------------------------------------------- measures

    def compensation(self, seat: int) -> float:
        """Seconds taken off ``seat``'s receive times (0 for the table's clock, a bot, a
        seat not measured yet)."""
        if not self.compensate or seat == TABLE:
            return 0.0
        delay = self.delays.of(seat)
        return delay if delay >= RESOLUTION else 0.0

    def window(self, seat: int) -> float:
        """How long after its compensated time an action of ``seat`` is held: the
        largest compensation of any other connected seat (any, for the table's clock)."""
        if not self.compensate:
            return 0.0
        delays, listeners = self.delays, self.listeners
        largest = max(
            (delays.of(s) for s in delays.samples if s != seat and listeners.get(s)), default=0.0
        )
        return largest if largest >= RESOLUTION else 0.0

    # ----------------------------------------------------------------- judging

    def shown(self, game: object, move: int) -> None:
        """The table sends a state of ``game`` at ``move`` now."""
        if game is not self._game:
            self._game, self._moves = game, {}
        if move not in self._moves:
            self._moves[move] = self.loop.time()
            if len(self._moves) > 64:
                del self._moves[next(iter(self._moves))]

    def offer(
        self, seat: int, action: Action, refused: Refused | None = None, answers: bool = True
    ) -> None:
        """``action`` of ``seat`` (TABLE: the clock's) received now. Applied at once when
        nothing may still come before it (the engine's error is then raised here);
        else held, and a refusal when its turn comes goes to ``refused``. ``answers``:
        the client said which move it answers (``action.move``); an action that did
        not is judged by its receive time alone."""
        now = self.loop.time()
        move = action.move if answers and seat != TABLE else None
        first = None if move is None else self._moves.get(move)
        answered = None if first is None else now - first
        compensation = self.compensation(seat) if answers else 0.0
        if answered is not None:  # it cannot have answered sooner than one round trip
            compensation = min(compensation, answered)
        at = max(now - compensation, self._last.get(seat, -1e18))
        self._last[seat] = at
        due = at + self.window(seat)
        if not self.held and due <= now:
            self._apply(Held(at, 0, due, seat, action, refused, answered), raises=True)
            return
        self._order += 1
        bisect.insort(self.held, Held(at, self._order, due, seat, action, refused, answered))
        self._release()

    def _apply(self, held: Held, raises: bool = False) -> None:
        """Carry ``held`` out; once it is shown, how soon it answered its move bounds its
        seat's delay from now on (an action refused, never shown, bounds nothing)."""
        try:
            self.apply(held.action)
        except SvintusError as e:
            if raises:
                raise
            if held.refused is not None:  # lost the race: the seat is told so
                held.refused(e)
            elif held.seat == TABLE:
                log.debug("a held clock action was refused: %s", e)
            return
        if held.answered is not None:
            self.delays.answered(held.seat, held.answered)

    def _release(self) -> None:
        """Apply the held actions whose windows have passed, earliest first; re-arm."""
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        now = self.loop.time()
        while self.held and self.held[0].due <= now:
            self._apply(self.held.pop(0))
        if self.held:
            self._timer = self.loop.call_at(self.held[0].due, self._release)

    def clear(self, why: str = "the game moved on") -> None:
        """Drop every held action (a new game, a pause, a reload); each seat is told."""
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        held, self.held = self.held, []
        self._last.clear()
        for h in held:
            if h.refused is not None:
                h.refused(TooLate(why))

    # ----------------------------------------------------------------- pings

    def ping(self, seat: int, listeners: Iterable[Sender]) -> None:
        """Send ``seat``'s connections a ping with a fresh secret nonce (R12.6), at once:
        a ping waits for no commit."""
        message = ping(self.delays, seat, self.loop)
        for listener in listeners:
            listener.send(message)

    def welcome(self, listener: Sender) -> None:
        """A seat's connection arrived: a ping before its first state, and every
        :data:`PING_SECONDS` one to every connected seat while any is."""
        self.delays.forget(listener.seat)  # a new connection may come by another network
        self.ping(listener.seat, (listener,))
        soon = self.loop.time() + PING_SECONDS
        if self._pinger is not None and self._pinger.when() > soon:
            self._pinger.cancel()  # the sparse round is too far off for a seat being learnt
            self._pinger = None
        if self._pinger is None:
            self._pinger = self.loop.call_at(soon, self._tick)

    def _tick(self) -> None:
        self._pinger = None
        seats = [(s, g) for s, g in self.listeners.items() if s >= 0 and g]
        for seat, group in seats:
            self.ping(seat, group)
        if seats:
            self._pinger = self.loop.call_later(self.ping_interval(), self._tick)

    def ping_interval(self) -> float:
        """Seconds to the next round of pings: frequent while any connected seat's
        delay is still being learnt, sparse once every one has its samples."""
        samples = self.delays.samples
        learning = any(
            len(samples.get(s, ())) < LEARNT for s, g in self.listeners.items() if s >= 0 and g
        )
        return PING_SECONDS if learning else PING_STEADY_SECONDS

    def stop(self) -> None:
        """No more pings, nothing held (the table closes)."""
        if self._pinger is not None:
            self._pinger.cancel()
            self._pinger = None
        self.clear("the table closed")


def ping(delays: Delays, seat: int, loop: asyncio.AbstractEventLoop) -> Ping:
    """A ping to ``seat`` with a fresh secret nonce, timed from when a connection writes
    it to its socket (server/ws.py), not from when it was queued behind the messages
    before it: that wait is the server's, not the seat's distance (R14.3)."""
    nonce = delays.probe(seat, loop.time())
    message = Ping(n=nonce)
    message.when_written(lambda: delays.written(nonce, loop.time()))
    return message


def error_code(error: SvintusError) -> str:
    """The protocol's code of a refused action (docs/protocol.md, "error")."""
    if isinstance(error, TooLate):
        return "too_late"
    if isinstance(error, NotYourTurn):
        return "not_your_turn"
    if isinstance(error, GameOver):
        return "game_over"
    return "illegal"
