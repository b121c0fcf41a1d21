"""How far behind the event loop runs: the server's own queueing, told from the network's.

A table measures each seat's round trip with a ping and the pong that echoes it (R12.6,
R14.3). On a busy server the pong may wait in the socket while the loop finishes what it
is doing (other tables' broadcasts, a commit, a garbage collection); that wait is the
server's, not the seat's distance, and counted as network delay it would make every
table hold its actions for nothing. :class:`Lag` measures it: a callback every
:data:`PERIOD` seconds notes how late it ran. :func:`probe` gives every table of one
loop the same probe, started with the first table and stopped with the last.

What it says is an estimate, and only ever taken off a round trip (never below 0): an
estimate too large makes a seat look nearer than it is, which gives a seat that delays
its pongs nothing (docs/decisions.md, "Fair races over a real network").
"""

from __future__ import annotations

import asyncio
import weakref

PERIOD = 0.01  # seconds between the probe's callbacks
SLACK = 0.002  # lateness under this is the timer's resolution (uvloop's is 1 ms), not lag


class Lag:
    """The lateness of one event loop, measured by a callback every ``period`` seconds
    while anyone uses it (:meth:`use`, :meth:`release`)."""

    def __init__(self, loop: asyncio.AbstractEventLoop, period: float = PERIOD) -> None:
        self._loop = weakref.ref(loop)  # kept by the probes' registry: it must not keep the loop
        self.period = period
        self.users = 0
        self.due = 0.0  # when the next callback is due (loop seconds)
        self.ran = 0.0  # when the last one ran ...
        self.last = 0.0  # ... and how late
        self._handle: asyncio.TimerHandle | None = None

    @property
    def loop(self) -> asyncio.AbstractEventLoop:
        loop = self._loop()
        assert loop is not None, "the probe's loop has gone"
        return loop

    def use(self) -> None:
        """One more user (a table); the first starts the probe."""
        self.users += 1
        if self._handle is None:
            now = self.loop.time()
            self.ran, self.last, self.due = now, 0.0, now + self.period
            self._handle = self.loop.call_at(self.due, self._tick)

    def release(self) -> None:
        """One user fewer; the last stops the probe."""
        self.users = max(0, self.users - 1)
        if not self.users and self._handle is not None:
            self._handle.cancel()
            self._handle = None

    def _tick(self) -> None:
        now = self.loop.time()
        self.last = max(0.0, now - self.due)
        self.ran = now
        self.due = now + self.period
        self._handle = self.loop.call_at(self.due, self._tick)

    def now(self) -> float:
        """Seconds the loop is behind at this moment: the larger of how late its next
        callback already is and how late the last one ran, if that was within a period;
        0 below :data:`SLACK`, and 0 while nobody uses the probe."""
        if self._handle is None:
            return 0.0
        t = self.loop.time()
        recent = self.last if t - self.ran <= self.period else 0.0
        behind = max(t - self.due, recent)
        return behind if behind >= SLACK else 0.0


_PROBES: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, Lag] = weakref.WeakKeyDictionary()


def probe(loop: asyncio.AbstractEventLoop) -> Lag:
    """The probe of ``loop``, shared by every table on it."""
    lag = _PROBES.get(loop)
    if lag is None:
        lag = _PROBES[loop] = Lag(loop)
    return lag
