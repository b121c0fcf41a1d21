"""What the full-screen game draws from: a :class:`Snapshot` of one seat's table.

A snapshot is built from the engine's view of the seat (R14.8) and the seat's legal
actions, plus what the table adds: names, scores, the clock. Two sources make them: a
:class:`LocalSource` (a match against bots on this computer, real time) and
:class:`~.online.OnlineSource` (a seat at an online table, docs/protocol.md). The app
never touches a game directly, so both look and play the same.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

from ..engine.actions import Action
from ..engine.match import derive_seed
from .driver import NEVER, Applied, LocalTable, Thinking
from .feats import FeatPort
from .words import Teller, points, seat_names, tr, ui

# Kinds of feed lines, for colouring.
EVENT, ERROR, INFO, CHAT = "event", "error", "info", "chat"

FeedHook = Callable[[str, str], None]  # (line, kind)


@dataclass(frozen=True, slots=True)
class Snapshot:
    """One seat's table at one moment: everything the screen shows."""

    seat: int  # the person's seat (0-based), -1 for a spectator
    view: dict[str, Any]  # the engine's view of the seat (svintus.engine.view)
    legal: tuple[Action, ...]  # the seat's legal actions now
    names: tuple[str, ...]  # a label per seat: "Player", "Bot 2", "Anna"
    totals: tuple[int, ...]  # match scores (R7.3)
    history: tuple[tuple[int, ...], ...]  # points of each finished game, by seat
    target: int  # the match threshold
    game: int  # the running game's number in the match
    turn_seconds: float
    turn_left: float | None  # seconds left for the player to move (R5.5)
    slap_seconds: float
    race_left: float | None  # seconds left in an open slap race (R8.6)
    match_over: bool = False
    winner: int = -1  # the match winner
    records: tuple[str, ...] = field(default=())  # game records saved so far
    status: str = ""  # a line about the connection or the table, if any
    hints: tuple[Action, ...] = ()  # the seat's 2.0 suggestions (Game.hints): chat answers ...
    windows: tuple[tuple[str, float], ...] = ()  # open 2.0 windows: (timer key, seconds left)
    kinds: tuple[str, ...] = ()  # the kinds of cards in the deck in play (details.py)
    stand_in: bool = False  # a bot plays the person's seat now (online: protocol ``stand_in``)

    @property
    def game_over(self) -> bool:
        return self.view.get("winner") is not None


class Source(Protocol):
    """A table the app can show and act at."""

    seat: int
    on_feed: FeedHook
    on_change: Callable[[], None]

    async def start(self) -> None: ...

    def snapshot(self) -> Snapshot | None: ...

    def tick(self) -> None: ...

    def act(self, action: Action) -> None: ...

    def chat(self, text: str) -> None: ...

    def feat_port(self, action: Action) -> FeatPort:
        """A Slabo? feat of the person's (R12.6) played at this table, which judges it."""
        ...

    def next_game(self) -> None: ...

    def pause(self) -> None: ...

    def resume(self) -> None: ...

    async def close(self) -> None: ...


def _ignore_feed(line: str, kind: str) -> None:
    pass


def _ignore() -> None:
    pass


class LocalSource:
    """A match against bots on this computer, on the wall clock (or a test's clock).

    The table's time of the running game is ``clock() - epoch``; it stands still while
    the source is paused (the help screen, the scores between games).

    A bot's turn decision is computed in a worker thread on a copy of the game (the
    table is put ``aside``), so a searching bot does not freeze the screen; its answer
    lands on the event loop's thread, once the table is not paused, if the turn is
    still on (see :class:`~.driver.LocalTable`).
    """

    def __init__(
        self,
        table: LocalTable,
        clock: Callable[[], float] = time.monotonic,
        keep: Path | None = None,
    ) -> None:
        self.table = table
        # where a match left mid-way is kept to be resumed (resume.py); None: nowhere
        self.keep = keep
        self.kept = False  # the match was left unfinished and kept
        table.aside = True
        self._task: asyncio.Task[None] | None = None  # the bot thinking in a thread
        self.closed = False
        self.seat = table.person
        self.clock = clock
        self.epoch = clock()
        self.paused_at: float | None = None
        self.on_feed: FeedHook = _ignore_feed
        self.on_change: Callable[[], None] = _ignore
        self.finished = 0  # games scored so far
        self._deck: tuple[object, tuple[str, ...]] | None = None  # (rules, their kinds)
        self.teller = Teller(self.seat, self.names())  # the feed's sentences (words.py)
        table.listeners.append(self._applied)

    # ------------------------------------------------------------------ the clock

    def now(self) -> float:
        t = self.paused_at if self.paused_at is not None else self.clock()
        return t - self.epoch

    def pause(self) -> None:
        if self.paused_at is None:
            self.paused_at = self.clock()

    def resume(self) -> None:
        if self.paused_at is not None:
            self.epoch += self.clock() - self.paused_at
            self.paused_at = None

    # ------------------------------------------------------------------ the match

    async def start(self) -> None:
        table = self.table
        if table.records is not None:
            folder = table.records
            self.on_feed(tr(f"game records go to {folder}", f"записи партий: {folder}"), INFO)
        if table.game is None:
            self.deal()
            return
        # a match resumed (resume.py): its running game stands where it was left
        self.epoch = self.clock() - table.time
        if self.paused_at is not None:
            self.paused_at = self.clock()
        self.finished = table.match.games
        n = table.index
        self.on_feed(
            tr(f"--- game {n}, resumed at move {table.running.move} ---",
               f"--- партия {n}, продолжение с хода {table.running.move} ---"),
            INFO,
        )  # fmt: skip
        self.teller = Teller(self.seat, self.names())
        self.on_change()

    def deal(self) -> None:
        game = self.table.new_game()
        self.epoch = self.clock()
        if self.paused_at is not None:
            self.paused_at = self.epoch
        n = self.table.index
        self.on_feed(tr(f"--- game {n} ---", f"--- партия {n} ---"), INFO)
        self.teller = Teller(self.seat, self.names())
        for line in self.teller.lines(game.events):
            self.on_feed(line, EVENT)
        self.on_change()

    def next_game(self) -> None:
        if self.table.game is not None and self.table.game.over and not self.table.match.over:
            self.deal()

    def rematch(self) -> int:
        """After the match: a new match at the same table (seats, bots, options) and a
        new seed, derived from the last one (so a seeded match's rematch is too)."""
        old = self.table
        seed = derive_seed(old.seed, "rematch")
        table = LocalTable(
            old.rules, seed, old.bot_name, old.person, old.records, old.person_timer, aside=True
        )
        table.listeners = old.listeners
        self.table = table
        self.finished = 0
        self.on_feed(
            tr(
                f"=== a rematch: a new match, seed {seed} ===",
                f"=== реванш: новый матч, зерно {seed} ===",
            ),
            INFO,
        )
        self.deal()
        return seed

    def tick(self) -> None:
        game = self.table.game
        if game is None or game.over or self.paused_at is not None:
            return
        self.table.advance(self.now())
        self._think()

    def _think(self) -> None:
        """Start the due bot decision in a worker thread, one at a time."""
        if self._task is not None or self.closed or self.paused_at is not None:
            return
        thinking = self.table.think(self.now())
        if thinking is not None:
            self._task = asyncio.get_running_loop().create_task(self._search(thinking))

    async def _search(self, thinking: Thinking) -> None:
        table = self.table
        action: Action | None = None
        try:
            action = await asyncio.to_thread(thinking.choose)
        except Exception as e:  # a bot's bug: the table times it out, the game goes on
            name = self.names()[thinking.seat.seat]
            self.on_feed(
                tr(
                    f"{name}: the bot failed and is timed out ({e!r})",
                    f"{name}: бот сломался, его время выйдет ({e!r})",
                ),
                ERROR,
            )
        finally:
            self._task = None
        if table is not self.table or self.closed:
            return  # a rematch or the end came meanwhile
        if table.thought(thinking, action):
            self.tick()  # applied now unless the table is paused; then on resume
        self._think()  # the turn moved on meanwhile: the next decision may be due
        self.on_change()

    async def settle(self) -> None:
        """Wait for the bot decisions due by now to be thought and applied (tests)."""
        while self._task is not None and self.next_due() <= self.now():
            await self._task

    def act(self, action: Action) -> None:
        """The person's action now; raises the engine's error if it is not legal."""
        game = self.table.game
        if game is None or game.over:
            return
        self.table.advance(self.now())
        if game.over:
            return
        try:
            self.table.act(action, self.now())
        finally:
            self._think()

    def chat(self, text: str) -> None:
        from ..engine import actions as A

        self.act(A.speak(self.seat, text))

    def feat_port(self, action: Action) -> FeatPort:
        return self.table.feat_port(action, self.clock)

    async def close(self) -> None:
        """Save the running game's record if it is unfinished (quitting)."""
        self.closed = True
        if self._task is not None:
            self._task.cancel()  # the thread finishes on its own; its answer is dropped
        game = self.table.game
        if game is not None and not game.over:
            self.table.save_record()
        if self.keep is not None:
            from .resume import save

            self.kept = save(self.table, self.keep)

    def _applied(self, applied: Applied) -> None:
        for line in self.teller.lines(applied.events):
            self.on_feed(line, EVENT)
        game = self.table.game
        if game is not None and game.over and self.finished < self.table.index:
            self.finished = self.table.index
            path = self.table.finish_game()
            m = self.table.match
            who = self.names()[game.winner]
            self.on_feed(
                tr(
                    f"game {self.table.index}: {who} wins {game.points} points",
                    f"партия {self.table.index}: {who} получает {points(game.points)}",
                ),
                INFO,
            )
            if path is not None:
                self.on_feed(f"{ui('record saved: ')}{path}", INFO)
            if m.over:
                if self.keep is not None:
                    from .resume import forget

                    forget(self.keep)  # a match played to its end is not to be resumed
                who = self.names()[m.winner]
                self.on_feed(
                    tr(
                        f"{who} wins the match with {m.totals[m.winner]} points",
                        f"{who} выигрывает матч: {points(m.totals[m.winner])}",
                    ),
                    INFO,
                )
        self.on_change()

    # ------------------------------------------------------------------ the picture

    def names(self) -> tuple[str, ...]:
        return seat_names(self.table.rules.players, self.seat)

    def snapshot(self) -> Snapshot | None:
        table = self.table
        game = table.game
        if game is None:
            return None
        rules = table.rules
        m = table.match
        now = self.now()
        turn_left: float | None = None
        race_left: float | None = None
        if not game.over:
            if game.race is not None:
                race_left = max(table.race_deadline() - now, 0.0)
            else:
                turn_left = max(table.turn_deadline() - now, 0.0)
        seat = self.seat
        legal = tuple(game.legal_actions(seat)) if seat >= 0 else ()
        hints: tuple[Action, ...] = ()
        windows: tuple[tuple[str, float], ...] = ()
        if game.families and not game.over:
            if seat >= 0:
                hints = tuple(a for a in game.hints(seat) if a.player == seat)  # R14.8
            table.plan()  # the windows open now are noted with their first-seen time
            windows = tuple(table.windows.left(game.timers(), now))
        return Snapshot(
            seat=seat,
            view=game.view(seat),
            legal=legal,
            names=self.names(),
            totals=tuple(m.totals),
            history=tuple(tuple(h) for h in m.history),
            target=m.target,
            game=table.index,
            turn_seconds=rules.turn_seconds,
            turn_left=turn_left,
            slap_seconds=rules.slap_seconds,
            race_left=race_left,
            match_over=m.over,
            winner=m.winner,
            records=tuple(str(p) for p in table.saved),
            hints=hints,
            windows=windows,
            kinds=self._kinds(),
        )

    def _kinds(self) -> tuple[str, ...]:
        from .details import deck_kinds

        rules = self.table.rules
        if self._deck is None or self._deck[0] is not rules:
            self._deck = (rules, deck_kinds(rules))
        return self._deck[1]

    def next_due(self) -> float:
        """Table time of the next bot or clock action (for tests)."""
        game = self.table.game
        if game is None or game.over:
            return NEVER
        return self.table.next_due()
