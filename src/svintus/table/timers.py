"""The 2.0 windows the table's clock closes (R14.1, R14.2): bookkeeping of ``timers()``.

:meth:`~svintus.engine.game.Game.timers` lists the windows open now, each a
:class:`~svintus.engine.families.protocol.Timer` ``(key, seconds, action)``. A window is
due ``seconds`` after the table first saw its ``key``; a key that is gone from the list
cancels its window. :class:`Windows` remembers when each key was first seen, in the
table's own seconds (a loop clock, or a local table's simulated time), and says which
window is due next. Both the online table (table/table.py) and the terminal's local
table (terminal/driver.py) use it, so the two close windows alike.
"""

from __future__ import annotations

import asyncio
import logging
import math
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, NamedTuple

from ..engine.errors import SvintusError

if TYPE_CHECKING:
    from ..engine.actions import Action
    from ..engine.families.protocol import Timer
    from ..engine.game import Game

NEVER = math.inf
log = logging.getLogger("svintus.table")


class Due(NamedTuple):
    at: float  # table seconds
    key: str
    action: Action


class Windows:
    """First-seen times of the open windows of one game.

    While a choice of cards is open (``hold``, engine/choosing.py) only the choice's
    window runs: the others are kept, not dropped, and when the choice closes each one
    still open resumes with the time it had left (issue 24: a gift's cards chosen by its
    giver never restart the receiver's Shevelis! threshold)."""

    __slots__ = ("held", "seen")

    def __init__(self) -> None:
        self.seen: dict[str, float] = {}
        self.held: float | None = None  # when the windows were held, if they are

    def clear(self) -> None:
        self.seen.clear()
        self.held = None

    def update(self, timers: list[Timer], now: float, hold: bool = False) -> None:
        """Note the windows open at ``now``: new keys start, vanished keys are dropped
        (kept while ``hold``; shifted by the time held when it ends)."""
        open_keys = {t.key for t in timers}
        if hold:
            if self.held is None:
                self.held = now
            for t in timers:
                self.seen.setdefault(t.key, now)
            return
        if self.held is not None:
            held, self.held = self.held, None
            for key, start in self.seen.items():
                if start < held and key in open_keys:
                    self.seen[key] = start + (now - held)
        for key in [k for k in self.seen if k not in open_keys]:
            del self.seen[key]
        for t in timers:
            self.seen.setdefault(t.key, now)

    def next(self, timers: list[Timer]) -> Due | None:
        """The window due first (ties: the engine's order), or None."""
        best: Due | None = None
        for t in timers:
            start = self.seen.get(t.key)
            if start is None:
                continue
            at = start + max(0.0, float(t.seconds))
            if best is None or at < best.at:
                best = Due(at, t.key, t.action)
        return best

    def poll(self, game: Game, now: float) -> Due | None:
        """Update from ``game`` at ``now``; the window due at or before ``now``, if any."""
        if game.winner >= 0:
            self.clear()
            return None
        timers = game.timers()
        self.update(timers, now, game.choice is not None)
        due = self.next(timers)
        return due if due is not None and due.at <= now else None

    def left(self, timers: list[Timer], now: float) -> list[tuple[str, float]]:
        """Each open window's key and its seconds left at ``now``, soonest first."""
        out = []
        for t in timers:
            start = self.seen.get(t.key)
            if start is not None:
                out.append((t.key, max(0.0, start + float(t.seconds) - now)))
        return sorted(out, key=lambda kv: kv[1])


class WindowClock:
    """The online table's alarm for the 2.0 windows, on its event loop.

    :meth:`arm` after every change of the game (and after a pause, with a fresh start
    for every window); when the first window is due, ``apply`` gets its action (the
    table checks it with the engine, stores it and broadcasts, as any action).
    """

    def __init__(self, loop: asyncio.AbstractEventLoop, apply: Callable[[Action], None]) -> None:
        self.loop = loop
        self.apply = apply
        self.windows = Windows()
        self.game: Game | None = None
        self._handle: asyncio.TimerHandle | None = None

    def cancel(self, forget: bool = False) -> None:
        """Stop the alarm (a pause, the end of a game); ``forget``: the windows restart."""
        if self._handle is not None:
            self._handle.cancel()
            self._handle = None
        if forget:
            self.windows.clear()

    def arm(self, game: Game) -> None:
        if game is not self.game:
            self.game = game
            self.windows.clear()
        self.cancel()
        if game.winner >= 0 or not game.families:
            self.windows.clear()
            return
        now = self.loop.time()
        timers = game.timers()
        self.windows.update(timers, now, game.choice is not None)
        due = self.windows.next(timers)
        if due is not None:
            self._handle = self.loop.call_at(due.at, self._fire)

    def _fire(self) -> None:
        self._handle = None
        game = self.game
        if game is None:
            return
        due = self.windows.poll(game, self.loop.time())
        if due is None:
            self.arm(game)  # moved or gone meanwhile
            return
        try:
            self.apply(due.action)
        except SvintusError as e:  # the engine disagrees: the window stays shut, logged
            log.warning("window %s: %s", due.key, e)
            self.windows.seen.pop(due.key, None)

    def left_ms(self) -> list[dict[str, Any]]:
        """The open windows, soonest first: the family that opened each (the part of the
        key before ':') and the milliseconds left; no more of the key (R14.8)."""
        return [
            {"family": w["key"].split(":", 1)[0], "ms_left": w["ms_left"]} for w in self.keyed_ms()
        ]

    def keyed_ms(self) -> list[dict[str, Any]]:
        """The open windows with their whole keys and milliseconds left, soonest first."""
        game = self.game
        if game is None or game.winner >= 0 or not game.families:
            return []
        now = self.loop.time()
        return [
            {"key": key, "ms_left": int(left * 1000)}
            for key, left in self.windows.left(game.timers(), now)
        ]

    def named_in(self, view: dict[str, Any]) -> list[dict[str, Any]]:
        """The windows whose key the seat's view names (a family shows the ``timer`` or
        the ``key`` of a window it lets the seat see): sent to that seat only (R14.8)."""
        keyed = self.keyed_ms()
        if not keyed:
            return keyed
        named = strings_in(view, set())
        return [w for w in keyed if w["key"] in named]


def strings_in(data: dict[str, Any], into: set[str]) -> set[str]:
    """Every string anywhere in ``data`` (a view, or a part of one), keys and values."""
    stack: list[Any] = [data]
    while stack:
        part = stack.pop()
        if isinstance(part, dict):
            into.update(part)
            part = part.values()
        for value in part:
            if isinstance(value, str):
                into.add(value)
            elif isinstance(value, (dict, list)):
                stack.append(value)
    return into
