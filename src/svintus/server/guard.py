"""A server that cannot be filled (issue #14): limits per client address.

Rates (the ``limits`` package's moving windows, in this process's memory) on creating
tables, looking tables up (``GET /api/tables/CODE`` and opening ``/ws/CODE``: a private
table's code is its only secret) and joining; and a cap on the WebSockets one address
holds open at once. A refused request gets HTTP 429 with ``Retry-After``; a refused
socket is closed with 1008 and a reason. ``svintus serve`` flags set each limit
(docs/online.md, "Security"); ``--no-limits`` turns them off for load tests.
"""

from __future__ import annotations

import math
import time
from collections import Counter
from dataclasses import dataclass

from limits import RateLimitItem, parse
from limits.storage import MemoryStorage
from limits.strategies import MovingWindowRateLimiter

from ..engine.errors import SvintusError

CREATE, LOOKUP, JOIN = "create", "lookup", "join"


class LimitError(SvintusError, ValueError):
    """A limit written wrongly (``--limit-create 5/fortnight``)."""


@dataclass(frozen=True, slots=True)
class GuardConfig:
    """The limits of one server process; a rate is ``N/second|minute|hour`` or None."""

    create: str | None = "30/minute"
    lookup: str | None = "300/minute"
    join: str | None = "60/minute"
    connections: int = 64  # WebSockets one address may hold open; 0: no cap
    # a table nobody has joined within this many seconds is closed (its record stays)
    waiting_seconds: float = 3600.0
    sweep_seconds: float = 30.0  # how often finished, abandoned and paused tables go

    @classmethod
    def off(cls) -> GuardConfig:
        return cls(create=None, lookup=None, join=None, connections=0)


def rate(text: str, flag: str) -> RateLimitItem:
    """A rate such as ``30/minute``; raise :class:`LimitError` naming ``flag``."""
    try:
        item = parse(text)
    except ValueError:
        item = None
    if item is None or item.amount < 1:
        raise LimitError(f"{flag}: expected a rate such as 30/minute or 5/second, not {text!r}")
    return item


class Guard:
    """The rate limits and the open-connection counts of one process."""

    def __init__(self, config: GuardConfig) -> None:
        self.config = config
        self.limiter = MovingWindowRateLimiter(MemoryStorage())
        self.items: dict[str, RateLimitItem] = {}
        for what, text in ((CREATE, config.create), (LOOKUP, config.lookup), (JOIN, config.join)):
            if text is not None:
                self.items[what] = rate(text, f"--limit-{what}")
        self.open: Counter[str] = Counter()

    def hit(self, what: str, address: str) -> float | None:
        """Count one request ``what`` from ``address``: None if allowed, else the
        seconds until it would be."""
        item = self.items.get(what)
        if item is None or self.limiter.hit(item, what, address):
            return None
        stats = self.limiter.get_window_stats(item, what, address)
        return max(1.0, math.ceil(stats.reset_time - time.time()))

    def describe(self, what: str) -> str:
        return str(self.items[what])  # "30 per 1 minute"

    def connect(self, address: str) -> bool:
        """One more open WebSocket from ``address``, if the cap allows it."""
        cap = self.config.connections
        if cap and self.open[address] >= cap:
            return False
        self.open[address] += 1
        return True

    def disconnect(self, address: str) -> None:
        self.open[address] -= 1
        if self.open[address] <= 0:
            del self.open[address]
