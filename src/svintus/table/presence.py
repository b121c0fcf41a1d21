"""Who is at the table (issue 24 point 6): «не в сети» and a bot standing in.

A person whose last connection to the table closes is shown *offline* after
:data:`OFFLINE_AFTER` seconds (a page that reloads comes back sooner and nobody is told).
A bot of the table's level then plays the seat — a *stand-in* — once the person has
been away :data:`STAND_IN_AFTER` seconds or has timed out :data:`STAND_IN_TIMEOUTS`
times in a row while away, or as soon as the table's creator hands the seat to a bot
(here or not: a person who left the page open and walked off times everyone out too);
the person takes the seat back by coming back, or, if they never left, by acting
themselves or saying so (``take_back``). Every change is a table event in the
feed (``offline``, ``online``, ``stand_in``, ``took_back``, docs/protocol.md) and the
seats' list says who is offline and who is played by a bot.

:class:`Presence` keeps the facts and the timers; the table (table/table.py) applies
what it reports: it tells the feed, and adds or removes the stand-in bot
(:meth:`~svintus.table.robots.Robots.stand_in`).
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any

OFFLINE_AFTER = 3.0  # seconds without a connection before the seat shows offline
STAND_IN_AFTER = 60.0  # seconds away before a bot plays the seat
STAND_IN_TIMEOUTS = 2  # timeouts in a row of an absent person before a bot plays the seat

# why a bot plays a seat (the ``reason`` of a ``stand_in`` event)
AWAY, TIMEOUTS, HANDED = "away", "timeouts", "handed"


class Presence:
    """The offline seats, the seats a bot plays, and the timers that change them.

    ``report(seat, event)`` is called with each table event (``kind`` and ``player``
    set, ``reason`` for a stand-in) as it happens: from a timer, or from the calls below.
    """

    def __init__(
        self,
        loop: asyncio.AbstractEventLoop,
        report: Callable[[int, dict[str, Any]], None],
        offline_after: float = OFFLINE_AFTER,
        stand_in_after: float = STAND_IN_AFTER,
    ) -> None:
        self._loop = loop
        self._report = report
        self.offline_after = offline_after
        self.stand_in_after = stand_in_after
        self.away: set[int] = set()  # no connection now (offline shown or not yet)
        self.offline: set[int] = set()  # shown offline
        self.stand_ins: dict[int, str] = {}  # seat -> why a bot plays it
        self._timeouts: dict[int, int] = {}  # timeouts in a row, by seat
        self._timers: dict[int, list[asyncio.TimerHandle]] = {}

    def close(self) -> None:
        for seat in list(self._timers):
            self._cancel(seat)

    def left(self, seat: int) -> None:
        """The last connection of ``seat`` closed."""
        if seat in self.away:
            return
        self.away.add(seat)
        self._cancel(seat)
        self._timers[seat] = [
            self._loop.call_later(self.offline_after, self._gone, seat),
            self._loop.call_later(self.stand_in_after, self._stand_in, seat, AWAY),
        ]

    def returned(self, seat: int) -> None:
        """``seat`` has a connection again: online, and their seat is theirs."""
        self._cancel(seat)
        self.away.discard(seat)
        self._timeouts.pop(seat, None)
        if seat in self.offline:
            self.offline.discard(seat)
            self._report(seat, {"kind": "online", "player": seat})
        if self.stand_ins.pop(seat, None) is not None:
            self._report(seat, {"kind": "took_back", "player": seat})

    def timed_out(self, seat: int) -> None:
        """The table timed ``seat`` out (R5.5)."""
        n = self._timeouts[seat] = self._timeouts.get(seat, 0) + 1
        if n >= STAND_IN_TIMEOUTS and seat in self.away:
            self._stand_in(seat, TIMEOUTS)

    def acted(self, seat: int) -> None:
        """The person of ``seat`` acted themselves: no timeouts in a row."""
        self._timeouts.pop(seat, None)

    def hand(self, seat: int) -> None:
        """The creator hands ``seat`` to a bot, whether its person is here or away."""
        if seat in self.stand_ins:
            return
        if seat in self.away:
            self._gone(seat)
        self.stand_ins[seat] = HANDED
        self._report(seat, {"kind": "stand_in", "player": seat, "reason": HANDED})

    def take_back(self, seat: int) -> None:
        """The person of ``seat``, here, plays again themselves: the bot stops."""
        if self.stand_ins.pop(seat, None) is not None:
            self._report(seat, {"kind": "took_back", "player": seat})

    def _gone(self, seat: int) -> None:
        if seat in self.away and seat not in self.offline:
            self.offline.add(seat)
            self._report(seat, {"kind": "offline", "player": seat})

    def _stand_in(self, seat: int, reason: str) -> None:
        if seat not in self.away or seat in self.stand_ins:
            return
        self._gone(seat)
        self.stand_ins[seat] = reason
        self._report(seat, {"kind": "stand_in", "player": seat, "reason": reason})

    def _cancel(self, seat: int) -> None:
        for handle in self._timers.pop(seat, ()):
            handle.cancel()
