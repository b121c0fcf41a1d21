"""The Slabo? feats under way at one online table (R12.6): played, timed and judged.

The table hands :class:`FeatDesk` a seat's ``feat`` messages; the desk keeps each seat's
:class:`~svintus.table.feats.FeatRun`, shows its stages to that seat only (each with a
ping: the seat's round trip is measured as it plays), arms the run's next change on the
table's loop, and applies the judged ``feat``/``try`` through the table's own door once
it is over — or, when the feats' window closes first, as far as it got.
"""

from __future__ import annotations

import asyncio
import logging
import random
from collections.abc import Callable
from typing import TYPE_CHECKING

from ..engine import actions as A
from ..engine.actions import Action
from ..engine.errors import IllegalAction, SvintusError
from .fairness import ping
from .feats import DONE, FEATS, Delays, FeatRun
from .protocol import Feat, Message

if TYPE_CHECKING:
    from ..engine.game import Game

log = logging.getLogger("svintus.table")


class FeatDesk:
    """The feats of one table. ``running()`` is the game while it runs (None when no
    game runs, the match is between games or the clock is paused); ``apply`` the
    table's door for a judged action; ``to_seat`` sends a message to one seat."""

    def __init__(
        self,
        loop: asyncio.AbstractEventLoop,
        delays: Delays,
        secret: random.Random,
        running: Callable[[], Game | None],
        apply: Callable[[Action], None],
        to_seat: Callable[[int, Message], None],
    ) -> None:
        self.loop = loop
        self.delays = delays
        self.secret = secret
        self.running = running
        self.apply = apply
        self.to_seat = to_seat
        self.runs: dict[int, FeatRun] = {}  # feats under way, by seat
        self.timers: dict[int, asyncio.TimerHandle] = {}

    def play(self, seat: int, do: str, name: str = "", text: str = "") -> None:
        """``start`` the feat ``name`` (the seat's unscored ``feat`` or ``try`` must be
        legal), ``press``, or ``answer`` with ``text``; raises IllegalAction when it
        cannot be done now, and then nothing has changed."""
        game = self.running()
        if game is None:
            raise IllegalAction("no Slabo? feat can be played now: no game is running")
        now = self.loop.time()
        run = self.runs.get(seat)
        if do == "start":
            if run is not None:
                raise IllegalAction(f"your {run.feat} is under way: finish it first")
            index = FEATS.index(name) if name in FEATS else -1
            wanted = [A.feat(seat, index), A.attempt(seat, index)]
            legal = [a for a in wanted if a in game.legal_actions(seat)]
            if index < 0 or not legal:
                raise IllegalAction(f"no Slabo? feat {name[:20]!r} to set or try now (R12.6)")
            run = self.runs[seat] = FeatRun(legal[0], now, self.secret)
            self._changed(seat, run)
            return
        if run is None:
            raise IllegalAction("no Slabo? feat of yours is under way: start one first")
        stage = run.stage
        delay = self.delays.of(seat)
        taken = run.press(now, delay) if do == "press" else run.answer(text, now, delay)
        if not taken:
            raise IllegalAction(f"your {run.feat} does not wait for a {do} now")
        if run.stage != stage:
            self._changed(seat, run)

    def _changed(self, seat: int, run: FeatRun) -> None:
        """Show ``seat`` its feat's new stage (with a ping), arm the next change, and
        apply the judged action once it is over."""
        timer = self.timers.pop(seat, None)
        if timer is not None:
            timer.cancel()
        self.to_seat(seat, ping(self.delays, seat, self.loop))
        self.to_seat(seat, stage_message(run))
        if run.stage == DONE:
            self.runs.pop(seat, None)
            self._judged(run)
        elif run.due is not None:
            self.timers[seat] = self.loop.call_at(run.due, self._due, seat)

    def _due(self, seat: int) -> None:
        self.timers.pop(seat, None)
        run = self.runs.get(seat)
        if run is None or self.running() is None:
            return
        if run.tick(self.loop.time(), self.delays.of(seat)):
            self._changed(seat, run)
        elif run.due is not None:
            self.timers[seat] = self.loop.call_at(run.due, self._due, seat)

    def _judged(self, run: FeatRun, score: str | None = None) -> None:
        game = self.running()
        if game is None or game.over:
            return
        action = run.judged(score)
        if action.bare() not in game.legal_actions(action.player):
            return  # the feat's window closed meanwhile: nothing to apply
        try:
            self.apply(action)
        except SvintusError as e:
            log.warning("a judged feat was refused: %s", e)

    def close(self) -> None:
        """The feats' window closes: every feat under way counts with its score so far."""
        for seat in sorted(self.runs):
            run = self.runs.pop(seat)
            self.drop(seat)
            self._judged(run, run.score_now())

    def drop(self, seat: int) -> None:
        self.runs.pop(seat, None)
        timer = self.timers.pop(seat, None)
        if timer is not None:
            timer.cancel()

    def drop_all(self) -> None:
        for seat in list(self.runs):
            self.drop(seat)


def stage_message(run: FeatRun) -> Feat:
    """The message of a feat's stage: what its player's client shows now (R12.6)."""
    shown = run.shown()
    return Feat(**{key: value for key, value in shown.items() if key != "type"})
