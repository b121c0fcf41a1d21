"""Bots at a live table: sim/scheduler.py's rules, played on the event loop's clock.

After every change the table calls :meth:`Robots.changed`. The bot to move gets a
thinking time (:meth:`Bot.turn_delay`; at or past the turn time — in a Temnodel
last-card window, the check time — it dawdles and the table's clock times it out, R5.5,
R9.2) and chooses when that time is up. Each new
out-of-turn chance — a slap race (R8.6), an interception (R4), a catch (R6.2), speech in
silence (R8.5) — is offered once to every bot that has it; an answer is sent after its
reaction time, stamped with the move it answers, so one that arrives after the window
has closed is refused as too late (R4.2) exactly like a person's.

A bot thinks in a worker thread on a copy of the game (a searching bot takes tens of
milliseconds a decision), so other tables are not held up; meanwhile what it observes
waits, and it is offered no out-of-turn chance.

In a deck with 2.0 families (R10-R12) every bot a family phase awaits chooses too, not
only the one to move (a race: each after its race time, R14.3), and each bot is offered
every out-of-turn action listed for it and its hints (:func:`~svintus.sim.scheduler.offered`).
A bot is asked again at every round of a repeated phase (each flip of a Russian
Roulette, R12.2: the round's window is part of the question), so a table never waits
out a bot's turn to flip on the clock; an answer to an earlier question that has not
been sent yet is dropped.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from ..bots import Bot, Seat, make_bot
from ..engine import actions as A
from ..engine.actions import Act, Action
from ..engine.errors import SvintusError
from ..engine.events import Event
from ..engine.match import derive_seed
from ..sim.scheduler import awaited_choices, decision_seconds, offered

if TYPE_CHECKING:
    from ..engine.game import Game

log = logging.getLogger("svintus.table")


class Robots:
    """The bot seats of one table during one game."""

    def __init__(
        self,
        game: Game,
        bots: dict[int, str],
        seed: int,
        submit: Callable[[int, Action], None],
        turn_key: Callable[[], int],
        pace: float = 1.0,
        language: str = "en",
    ) -> None:
        self.pace = pace
        self.game = game
        self.language = language  # the table's: the bots answer a task in it (R11.4)
        self.bots: dict[int, Bot] = {
            p: make_bot(name, p, derive_seed(seed, "bot", p)) for p, name in bots.items()
        }
        self.seats = {p: Seat(game, p, language) for p in self.bots}
        self._submit = submit
        self._turn_key = turn_key
        self._handles: set[asyncio.TimerHandle] = set()
        self._turn_asked: tuple[int, int, int] | None = None
        self._offered: dict[int, tuple[int, tuple[Action, ...]]] = {}
        # 2.0: each awaited bot's question (the move, its choices and the windows open:
        # a repeated phase's round has a window of its own, so each round is asked anew)
        # and the answer it will send
        self._asked: dict[int, tuple[int, tuple[Action, ...], tuple[str, ...]]] = {}
        self._answering: dict[int, asyncio.TimerHandle] = {}
        self._observers = [b for b in self.bots.values() if type(b).observe is not Bot.observe]
        self._thinking: dict[int, asyncio.Future[Action]] = {}  # searching bots, by seat
        self._held: dict[int, list[Event]] = {}  # events a thinking bot will observe after
        self.closed = False

    def stand_in(self, p: int, name: str, seed: int) -> None:
        """A bot ``name`` plays seat ``p`` for its absent person (table/presence.py); the
        table then calls :meth:`changed` when its clock runs."""
        if p in self.bots:
            return
        bot = self.bots[p] = make_bot(name, p, derive_seed(seed, "stand-in", p))
        self.seats[p] = Seat(self.game, p, self.language)
        if type(bot).observe is not Bot.observe:
            self._observers.append(bot)

    def stand_down(self, p: int) -> None:
        """The person of seat ``p`` is back: their stand-in bot stops at once."""
        bot = self.bots.pop(p, None)
        if bot is None:
            return
        self.seats.pop(p, None)
        self._observers = [b for b in self._observers if b is not bot]
        self._offered.pop(p, None)
        self._asked.pop(p, None)
        self._held.pop(p, None)
        answer = self._answering.pop(p, None)
        if answer is not None:
            answer.cancel()
            self._handles.discard(answer)

    def cancel(self, final: bool = False) -> None:
        """Forget every pending decision (a pause; ``final``: a new game, a closed table).

        A search already running in its thread finishes; its answer is then checked
        against the state like any late answer.
        """
        for h in self._handles:
            h.cancel()
        self._handles.clear()
        self._turn_asked = None
        self._offered.clear()
        self._asked.clear()
        self._answering.clear()
        self.closed = self.closed or final

    def observe(self, events: Sequence[Event]) -> None:
        for bot in self._observers:
            seat = self.seats[bot.seat]
            if bot.seat in self._thinking:
                self._held.setdefault(bot.seat, []).extend(events)
            else:
                bot.observe(seat, seat.redact(events))

    def _release(self, p: int) -> None:
        held = self._held.pop(p, None)
        if held:
            seat = self.seats[p]
            self.bots[p].observe(seat, seat.redact(held))

    def _later(self, delay: float, callback: Callable[[], None]) -> asyncio.TimerHandle:
        loop = asyncio.get_running_loop()
        handle: asyncio.TimerHandle

        def run() -> None:
            self._handles.discard(handle)
            callback()

        handle = loop.call_later(max(0.0, delay * self.pace), run)
        self._handles.add(handle)
        return handle

    def changed(self) -> None:
        game = self.game
        if game.winner >= 0 or not self.bots:
            return
        if game.race is not None:
            for p in self.bots:
                if not game.race[p]:
                    self._offer(p, [a for a in game.legal_actions(p) if a.kind == Act.SLAP])
            return
        cur = game.current
        bot = self.bots.get(cur)
        key = (self._turn_key(), game.move, game.drawn)
        if bot is not None and self._turn_asked != key:
            self._turn_asked = key
            seconds = decision_seconds(game)  # the check time in a last-card window (R9.2)
            delay = bot.turn_delay(self.seats[cur], seconds)
            if delay < seconds:
                self._later(delay, lambda: self._turn(cur, key))
        if game.families:
            self._families()
            return
        self._reactions()

    def _families(self) -> None:
        """2.0 decks: the awaited bots other than the one to move choose (a duel's
        opponent, a race's runners; the one to move too when naming the cards of a
        choice, engine/choosing.py), and every bot is offered its 2.0 chances."""
        game = self.game
        awaited = awaited_choices(game) or {}
        choices: dict[int, list[Action]] = {}
        timers = game.timers() if awaited else []
        windows = tuple(t.key for t in timers)
        # one awaited bot decides within the phase's window (a giver naming a gift's
        # cards has etiquette_seconds, not a turn): a decision, not a lapse
        limit = min([game.rules.turn_seconds, *(float(t.seconds) for t in timers)])
        for p, legal in awaited.items():
            if p in self.bots and (p != game.current or game.choice is not None):
                choices[p] = legal
                key = (game.move, tuple(legal), windows)
                if legal and self._asked.get(p) != key and p not in self._thinking:
                    self._asked[p] = key
                    earlier = self._answering.pop(p, None)
                    if earlier is not None:  # an answer to an earlier question: dropped
                        earlier.cancel()
                        self._handles.discard(earlier)
                    bot, seat = self.bots[p], self.seats[p]
                    action = legal[0] if len(legal) == 1 else bot.choose(seat, legal)
                    delay = (
                        bot.race_delay(seat) if len(awaited) > 1 else bot.turn_delay(seat, limit)
                    )
                    self._answering[p] = self._later(delay, self._sender(p, action))
        for p in self.bots:
            chances = list(offered(game, p, choices.get(p, ())))
            if chances:
                self._offer(p, chances)

    def _sender(self, p: int, action: Action) -> Callable[[], None]:
        return lambda: self._send(p, action)

    def _turn(self, p: int, key: tuple[int, int, int]) -> None:
        game = self.game
        if game.winner >= 0 or game.race is not None or game.current != p or p not in self.bots:
            return
        if game.choice is not None:  # the cards of a choice are named in _families
            return
        if (self._turn_key(), game.move, game.drawn) != key:
            return
        legal = game.turn_actions()
        if not legal:
            return
        if len(legal) == 1:
            self._send(p, legal[0])
        elif p in self._thinking:  # still thinking about an earlier state: ask again soon
            self._later(0.05 / self.pace, lambda: self._turn(p, key))
        else:
            loop = asyncio.get_running_loop()
            future = loop.run_in_executor(
                None, self.bots[p].choose, Seat(game.copy(), p, self.language), legal
            )
            self._thinking[p] = future
            future.add_done_callback(lambda f: self._chosen(p, key, f))

    def _chosen(self, p: int, key: tuple[int, int, int], future: asyncio.Future[Action]) -> None:
        self._thinking.pop(p, None)
        if p not in self.bots:  # a stand-in whose person came back meanwhile
            return
        self._release(p)
        if future.cancelled() or self.closed:
            return
        error = future.exception()
        if error is not None:
            log.error("bot %s at seat %d failed: %r", self.bots[p].name, p, error)
            return
        game = self.game
        live = game.winner < 0 and game.current == p
        if live and (self._turn_key(), game.move, game.drawn) == key:
            self._send(p, future.result())

    def _reactions(self) -> None:
        game = self.game
        interceptors = game.interceptors()
        catchable = game.catchable
        silence = game.silence >= 0
        for p in self.bots:
            offered: list[Action] = []
            if p in interceptors:
                offered = [a for a in game.legal_actions(p) if a.kind == Act.INTERCEPT]
            offered.extend(A.catch(p, q) for q in catchable if q != p)
            if silence:
                offered.append(A.speak(p))
            if offered:
                self._offer(p, offered)

    def _offer(self, p: int, offered: list[Action]) -> None:
        """Ask bot ``p`` once about this set of chances at this move."""
        game = self.game
        key = (game.move, tuple(offered))
        if self._offered.get(p) == key or p in self._thinking:
            return
        self._offered[p] = key
        reaction = self.bots[p].react(self.seats[p], offered)
        if reaction is not None:
            action = reaction.action._replace(move=game.move)
            self._later(reaction.delay, lambda: self._send(p, action))

    def _send(self, p: int, action: Action) -> None:
        if self.closed or p not in self.bots:  # a stand-in whose person is back says nothing
            return
        with contextlib.suppress(SvintusError):  # too late, or gone: a bot is told nothing
            self._submit(p, action)
