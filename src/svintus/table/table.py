"""The real-time referee of one online table (ARCHITECTURE.md: "the table owns time").

A :class:`Table` owns a :class:`~svintus.engine.match.Match`, the current
:class:`~svintus.engine.game.Game` and the stored record of it. Actions come in from
connections and bots, in the order the event loop receives them; the table's clock
turns time into explicit actions (a ``timeout`` after ``turn_seconds``, R5.5, or after
``dark_check_seconds`` for a player asked whether to check a last dark card, R9.2,
R14.2; ``close race`` after ``slap_seconds``, R8.6). Each action is checked by the
engine, appended to the database, and only then shown: every listener gets
``view(seat)`` (spectators ``view(-1)``), its legal actions and the events redacted for
it (R14.8).

A table is rebuilt from the database by replaying its stored actions
(:meth:`Table.load`), so a server restart resumes it in the same state.
"""

from __future__ import annotations

import asyncio
import functools
import hashlib
import hmac
import logging
import secrets
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, NamedTuple, Protocol

from ..engine import actions as A
from ..engine.actions import TABLE, Act, Action
from ..engine.errors import (
    BadRecord,
    GameOver,
    IllegalAction,
    NotationError,
    SvintusError,
    TooLate,
)
from ..engine.events import Event
from ..engine.game import Game
from ..engine.match import Match
from ..engine.notation import HIDDEN, format_action, format_action_for, parse_action
from ..engine.record import Record
from ..engine.rules import Rules
from ..sim.scheduler import decision_seconds
from ..storage import Storage, StorageError, TableRow
from .fairness import Judge, Refused
from .feat_desk import FeatDesk
from .feats import Delays
from .lag import probe
from .messages import event_json, legal_texts, personal, secret
from .offers import hint_texts, offers_json
from .pause import TurnPause
from .presence import Presence
from .protocol import Message, State
from .robots import Robots
from .throws import judged
from .timers import WindowClock

log = logging.getLogger("svintus.table")
_SECRET = secrets.SystemRandom()  # the tables' secret random source (R14.6, R12.6)

SPECTATOR = -1


class Listener(Protocol):
    """A connection watching the table: a seat (0-based) or a spectator (-1); it is
    handed the messages built for its seat (table/protocol.py)."""

    seat: int

    def send(self, message: Message) -> None: ...


@dataclass(frozen=True, slots=True)
class TableConfig:
    game_pause: float = 5.0  # seconds between the games of a match
    idle_seconds: float = 120.0  # no person connected this long: the clock stops
    bot_pace: float = 1.0  # bots' thinking and reaction times are multiplied by this
    shown_seconds: float = 10.0  # a new game's clock waits this long at most for "shown"
    offline_seconds: float = 3.0  # a seat without a connection shows offline after this
    stand_in_seconds: float = 60.0  # a bot plays an absent person's seat after this
    compensate: bool = True  # R14.3 network delay; False: receive time alone (tests, loadtest)


@dataclass(slots=True)
class SeatState:
    name: str | None
    bot: str | None
    token_hash: str | None


class _Before(NamedTuple):
    current: int
    move: int
    drawn: int
    naming: bool
    race: bool
    waiting: tuple[int, ...] = ()  # a 2.0 phase's awaited players (its end: a fresh turn)


def _waiting(game: Game) -> tuple[int, ...]:
    return tuple(game.awaiting()) if game.families else ()


def hash_token(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8", "surrogatepass")).hexdigest()


class Table:
    """One table: seats, the match and its current game, the clock and the listeners."""

    def __init__(self, storage: Storage, row: TableRow, config: TableConfig) -> None:
        self.storage = storage
        self.config = config
        self.code = row.code
        self.created = row.created  # epoch seconds (a table nobody joins is closed, #14)
        self.rules = Rules.from_json(row.rules)
        self.bot_level = row.bot_level
        # the language the table was opened in (the lobby shows it): its bots speak it
        self.lang = row.lang or "en"
        self.seats = [SeatState(s.name, s.bot, s.token_hash) for s in row.seats]
        self.status = row.status  # waiting, playing, between, over
        self.match: Match = Match(self.rules, 0)
        self.match_idx = 0
        self.match_started = 0.0
        self.game: Game | None = None
        self.game_id = -1
        self.seq = 0  # actions stored for the current game
        self.listeners: dict[int, set[Listener]] = {}
        self.paused = False
        self.closed = False
        self.robots: Robots | None = None
        self._loop = asyncio.get_running_loop()
        self._t_base = 0  # table ms of the game at the anchor (R14.1)
        self._t_anchor = self._loop.time()
        self._turn_id = 0
        self._timing_out = 0  # the turn of the last timeout the clock handed the judge
        self._deadline = 0.0
        self._deadline_kind = ""  # "turn", "race" or ""
        self._timer: asyncio.TimerHandle | None = None
        self._next_game: asyncio.TimerHandle | None = None
        self._idle: asyncio.TimerHandle | None = None
        # the table part of the last state broadcast: a state carries ``table`` only when
        # it differs (protocol v2; a connection's first state always carries it)
        self._table_sent: dict[str, Any] | None = None
        self._delays = Delays(_SECRET)  # each seat's measured round trip (R12.6, R14.3)
        self._lag = probe(self._loop)  # the loop's own lateness, not counted as network
        self._lag.use()
        self._lag_used = True
        # every action is applied in the order of its compensated time (fairness.py)
        self._judge = Judge(self._loop, self._delays, self._carry, config.compensate)
        self._judge.listeners = self.listeners  # pinged every few seconds while connected
        self._windows = WindowClock(self._loop, self._clock_act)  # the 2.0 windows (R14.2)
        self._held_turn = TurnPause()  # the turn's time while cards are chosen (pause.py)
        # who is offline, and the seats a bot plays for their absent person (presence.py)
        self._presence = Presence(
            self._loop, self._presence_changed, config.offline_seconds, config.stand_in_seconds
        )
        self._stand_in_sent: set[Action] = set()  # stand-in bots' actions not yet applied
        # A fair first turn: a new game's clock waits until the connected people's pages
        # have shown it (their "shown"), shown_seconds at most (docs/protocol.md).
        self._holding = False
        self._hold_until = 0.0
        self._shown: set[int] = set()
        # The feed of the current (or just finished) game: each state's events with its
        # table time and table events, so a page that (re)connects gets the whole game
        # as its seat may see it (docs/protocol.md, "history").
        self._log: list[_Entry] = []
        self._feats = FeatDesk(  # Slabo? feats under way (R12.6)
            self._loop, self._delays, _SECRET, self._running, self._apply, self._to_seat
        )

    # ----------------------------------------------------------------- loading

    @classmethod
    def load(cls, storage: Storage, code: str, config: TableConfig) -> Table | None:
        """The table ``code`` as stored: the current game is replayed action by action."""
        row = storage.load_table(code)
        if row is None:
            return None
        table = cls(storage, row, config)
        for i, s in enumerate(table.seats):  # nobody is connected yet (presence.py)
            if s.bot is None and s.token_hash is not None:
                table._presence.left(i)
        table._restore()
        return table

    def _restore(self) -> None:
        matches = self.storage.matches(self.code)
        if not matches:
            raise StorageError(f"table {self.code}: no match stored")
        m = matches[-1]
        self.match_idx, self.match_started = m.idx, m.started
        self.match = Match(self.rules, m.seed, names=self._names())
        self.game = None
        for g in self.storage.games(self.code, m.idx):
            if g.seed != self.match.game_seed(g.idx) or g.dealer != self.match.dealer:
                raise StorageError(f"table {self.code}: game {g.idx} does not follow its match")
            stored = self.storage.actions(g.id)
            # the session's display names and what earlier games used (R10.2, R11.4, R12.6)
            names = self.match.names
            record = Record(
                self.rules,
                g.seed,
                g.dealer,
                names=None if names is None else list(names),
                session=self.match.session(),
                law=g.law,  # a game stored under an earlier law replays by it
            )
            for t, text in stored:
                try:
                    record.add(t, parse_action(text, self.rules.players))
                except NotationError as e:
                    raise StorageError(f"table {self.code}: game {g.idx}: {e}") from None
            try:
                game, log = _replayed(record, f"table {self.code} game {g.idx}")
            except BadRecord as e:
                raise StorageError(str(e)) from None
            started = _started(g.idx, m.idx, g.dealer)
            self._log = [_Entry(log[0].events, 0, (started,)), *log[1:]]
            if game.over:
                ended = g.ended if g.ended is not None else time.time()
                if g.winner is None:  # stopped between the last action and this row
                    self.storage.finish_game(g.id, game.winner, game.points, ended)
                self._finish_match_game(game, ended)
            else:
                self.game, self.game_id, self.seq = game, g.id, len(stored)
                self._t_base = stored[-1][0] if stored else 0
                self._t_anchor = self._loop.time()
        if self.game is not None:
            self.status = "playing"
            self._new_robots()
            self._resume_clock()
        elif self.match.over:
            self.status = "over"
        elif self.match.games:
            self.status = "between"
            self._next_game = self._loop.call_later(self.config.game_pause, self._start_game)
        elif all(s.bot is not None or s.token_hash is not None for s in self.seats):
            self._start_game()
        if not self._humans_connected():
            self._arm_idle()

    # ----------------------------------------------------------------- public

    def human_seats(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.bot is None]

    def seat_for_token(self, token: str) -> int | None:
        return self.seat_for_hash(hash_token(token))

    def seat_for_hash(self, digest: str) -> int | None:
        """The seat whose token has the SHA-256 ``digest`` (a cluster relays only that)."""
        for i, s in enumerate(self.seats):
            if s.token_hash is not None and hmac.compare_digest(s.token_hash, digest):
                return i
        return None

    def join(self, name: str) -> tuple[int, str] | None:
        """Seat ``name`` at the first free human seat: (seat, token), or None if full."""
        for i, s in enumerate(self.seats):
            if s.bot is None and s.token_hash is None:
                token = secrets.token_urlsafe(32)
                digest = hash_token(token)
                if not self.storage.take_seat(self.code, i, name, digest):
                    continue
                s.name, s.token_hash = name, digest
                if self.status == "waiting" and all(
                    x.bot is not None or x.token_hash is not None for x in self.seats
                ):
                    self._start_game()
                else:
                    self._broadcast()
                return i, token
        return None

    def info(self) -> dict[str, Any]:
        """Public information: what the lobby shows (no tokens)."""
        return {
            "code": self.code,
            "status": self.status,
            "rules": self.rules.to_json(),
            "bot_level": self.bot_level,
            "seats": self._seats_json(),
            "free": sum(1 for s in self.seats if s.bot is None and s.token_hash is None),
        }

    def attach(self, listener: Listener) -> None:
        """Start sending ``listener`` states; it gets the current one at once."""
        seat = listener.seat
        group = self.listeners.setdefault(seat, set())
        arrived = seat >= 0 and not group
        resumed = False
        if seat >= 0:
            if self._idle is not None:
                self._idle.cancel()
                self._idle = None
            if self.paused:  # a player is back: the clock and the bots go on
                resumed, self.paused = True, False
                self._resume_clock()
        if arrived:  # online again, and a stand-in gives the seat back (presence.py)
            self._presence.returned(seat)
        group.add(listener)
        if seat >= 0:
            self._judge.welcome(listener)  # its round trip measured from now on (R14.3)
        if arrived and self._seat_presence(seat, A.back(seat)):
            # back in the seat (R10.2 Shtul!): the state went to everyone; the history too
            state = self._state(seat, self._shared((), 0, None, ()), self._history(seat))
            self._deliver([(listener, state)])
            return
        state = self._state(seat, self._shared((), 0, None, ()), self._history(seat))
        self._deliver([(listener, state)])
        if arrived or resumed:
            self._broadcast(skip=listener)

    def detach(self, listener: Listener) -> None:
        group = self.listeners.get(listener.seat)
        if group is None or listener not in group:
            return
        group.discard(listener)
        if listener.seat >= 0 and not group and not self.closed:
            self._presence.left(listener.seat)  # offline in a few seconds (presence.py)
            # R10.2 Shtul!: a dropped connection has left the seat; the table says so
            if not self._seat_presence(listener.seat, A.away(listener.seat)):
                self._broadcast()
            if not self._humans_connected():
                self._arm_idle()

    def creator(self) -> int | None:
        """The seat of the table's creator: the first seat a person took (the lobby
        creates a table and seats its creator at once); None while nobody sits."""
        taken = [i for i, s in enumerate(self.seats) if s.bot is None and s.token_hash]
        return taken[0] if taken else None

    def hand_to_bot(self, by: int, seat: int) -> None:
        """The creator hands the seat of another person, here or away, to a bot of the
        table's level until that person plays again (docs/protocol.md, ``stand_in``).
        Raises and changes nothing for anyone else or any other seat."""
        if by != self.creator():
            raise IllegalAction("only the table's creator may hand a seat to a bot")
        if not 0 <= seat < len(self.seats) or self.seats[seat].bot is not None:
            raise IllegalAction("that seat is not a person's")
        if self.seats[seat].token_hash is None:
            raise IllegalAction("nobody sits in that seat yet")
        if seat == by:
            raise IllegalAction("that is your own seat: you play it yourself")
        if seat in self._presence.stand_ins:
            raise IllegalAction("a bot already plays that seat")
        self._presence.hand(seat)

    def take_back(self, seat: int) -> None:
        """The person of ``seat`` plays again themselves: the stand-in bot stops
        (docs/protocol.md, ``take_back``)."""
        if seat not in self._presence.stand_ins:
            raise IllegalAction("no bot plays your seat: it is yours already")
        self._presence.take_back(seat)

    def _presence_changed(self, seat: int, event: dict[str, Any]) -> None:
        """A presence change (presence.py): the stand-in bot starts or stops, and the
        feed says so."""
        if self.closed:
            return
        robots, game = self.robots, self.game
        if robots is not None and game is not None and not game.over:
            if event["kind"] == "stand_in":
                robots.stand_in(seat, self.bot_level, game.seed)
                if self.status == "playing" and not self.paused and not self._holding:
                    robots.changed()
            elif event["kind"] == "took_back":
                robots.stand_down(seat)
        t = self._now_ms()
        said = {**event, "t": t}
        self._remember((), t, (said,))
        self._broadcast(table_events=(said,))

    def _names(self) -> tuple[str, ...] | None:
        """The seats' display names for the engine (R10.2 Shinkognito), once all are taken."""
        if any(s.name is None and s.bot is None for s in self.seats):
            return None
        return tuple(s.name or f"p{i + 1}" for i, s in enumerate(self.seats))

    def _seat_presence(self, seat: int, action: Action) -> bool:
        """Apply ``away``/``back`` for a seat whose connection dropped or returned (R10.2
        Shtul!), when the game has Etiquette cards and the action is legal; whether it did."""
        game = self.game
        if (
            game is None
            or game.parts.get("etiquette") is None
            or self.status != "playing"
            or game.over
        ):
            return False
        if action not in game.legal_actions(seat):
            return False
        self._apply(action)
        return True

    def act(
        self, seat: int, action: Action, refused: Refused | None = None, answers: bool = True
    ) -> None:
        """A player's action, checked by the engine; raises its error and changes nothing.
        Judged in the order of compensated time (R14.3): when it must wait for an earlier
        one that may still arrive, it is held, and a refusal then goes to ``refused``."""
        if self.game is None or self.status == "waiting":
            raise IllegalAction("the game has not started: waiting for players to join")
        if self.status == "over":
            raise GameOver(f"the match is over: p{self.match.winner + 1} won")
        self._presence.acted(seat)
        if seat in self._presence.stand_ins:  # a person handed to a bot plays again
            self._presence.take_back(seat)
        if action.kind in (Act.FEAT, Act.ATTEMPT) and not self.rules.honour_feats:
            if action.kind == Act.FEAT or action.text:  # R12.6: a claimed score is not taken
                raise IllegalAction(
                    "the table measures Slabo? feats itself (R12.6): play the feat's "
                    "mini-game; a score sent with the action is not taken"
                )
            self._apply(action)  # a try given up
            self._feats.drop(seat)
            return
        self._judge.offer(seat, action, refused, answers)

    # ----------------------------------------------------------------- feats (R12.6)

    def pong(self, seat: int, nonce: str) -> None:
        """A seat's answer to the table's ping: one more round trip measured."""
        self._delays.echoed(seat, nonce, self._loop.time(), self._lag.now())

    def feat(self, seat: int, do: str, name: str = "", text: str = "") -> None:
        """A Slabo? feat played at the table (R12.6, feat_desk.py): ``start`` the feat
        ``name``, ``press``, or ``answer`` with ``text``; the table judges it."""
        self._feats.play(seat, do, name, text)

    def _running(self) -> Game | None:
        game = self.game
        running = game is not None and not game.over and self.status == "playing"
        return game if running and not self.paused else None

    def _to_seat(self, seat: int, message: Message) -> None:
        self._deliver([(listener, message) for listener in self.listeners.get(seat, ())])

    def _deliver(self, sends: list[tuple[Listener, Message]]) -> None:
        """Send each message to its listener once every action it may show is committed
        (storage.after_commit: at once when nothing waits)."""
        if not sends:
            return
        if self.storage.pending:
            self.storage.after_commit(functools.partial(_send_all, sends), self)
        else:
            _send_all(sends)

    def answer(
        self,
        listener: Listener,
        message: Message | None,
        failed: Callable[[], Message] | None = None,
    ) -> None:
        """A direct answer to ``listener`` (an error, say): sent after the actions it may
        reflect are committed; ``failed()`` instead if this table's action was refused."""
        if not self.storage.pending:
            if message is not None:
                listener.send(message)
            return
        done = _nothing if message is None else functools.partial(listener.send, message)
        undone = None if failed is None else (lambda: listener.send(failed()))
        self.storage.after_commit(done, self, undone)

    def chat(self, seat: int, text: str) -> None:
        """Speech (R14.4): a game action during a game (it may break a silence, R8.5)."""
        game = self.game
        if game is not None and not game.over and self.status == "playing":
            self._apply(A.speak(seat, text))
            return
        t = self._now_ms()
        said = {"kind": "spoke", "player": seat, "text": text, "broke_silence": False, "t": t}
        self._remember((), t, (said,))
        self._broadcast(table_events=(said,))

    def rematch(self, seat: int) -> None:
        """After the match: a new one with the same seats (docs/protocol.md)."""
        if self.status != "over":
            raise IllegalAction("a rematch can start only when the match is over")
        seed = secrets.randbits(62)
        self.match_idx += 1
        self.match_started = self.storage.new_match(self.code, self.match_idx, seed)
        self.match = Match(self.rules, seed, names=self._names())
        self._start_game()

    def shown(self, seat: int, game: int | None = None) -> None:
        """The page of ``seat`` shows the current game (the client's ``shown``): once every
        connected person's page does, the game's clock starts. ``game`` is the game number
        the page shows; a "shown" of an earlier game changes nothing."""
        if not self._holding or (game is not None and game != self.match.games):
            return
        self._shown.add(seat)
        self._release_if_seen()

    def _unseen(self) -> set[int]:
        """The seated people whose pages have not shown the current game yet (one who
        joined a moment ago may not be connected yet: they are waited for too)."""
        seated = {i for i, s in enumerate(self.seats) if s.bot is None and s.token_hash}
        return seated - self._shown - self._presence.offline  # nobody waits for the absent

    def _release_if_seen(self, waited: bool = False) -> None:
        if self._holding and (waited or not self._unseen()):
            self._holding = False
            if self.status == "playing" and not self.paused:
                self._resume_clock()
                self._broadcast()

    def idle(self) -> bool:
        """Nobody is connected and nothing runs on the table's own: the match is over,
        it waits for players, or its clock is paused; it may leave memory (issue #14)."""
        if any(self.listeners.values()):
            return False
        return self.status in ("over", "waiting", "closed") or self.paused

    def close(self) -> None:
        """Stop every timer (server shutdown); the database already has everything."""
        if self._lag_used:
            self._lag.release()
            self._lag_used = False
        self.closed = True
        self._stop_clock()
        self._presence.close()
        self._judge.stop()
        if self.robots is not None:
            self.robots.cancel(final=True)
        for h in (self._next_game, self._idle):
            if h is not None:
                h.cancel()

    # ----------------------------------------------------------------- the game

    def _start_game(self) -> None:
        self._next_game = None
        if self.closed:
            return
        if not self.match.games:  # the seats are all taken now: their names are fixed
            self.match.names = self._names()
        game = self.match.new_game()
        index = self.match.games
        self.game_id = self.storage.start_game(
            self.code, self.match_idx, index, game.seed, game.dealer
        )
        self.game, self.seq, self.status = game, 0, "playing"
        self._t_base, self._t_anchor = 0, self._loop.time()
        self._holding, self._shown = True, set()
        self._log = []
        self._hold_until = self._loop.time() + self.config.shown_seconds
        self._new_robots()
        started = _started(index, self.match_idx, game.dealer)
        self._after(None, list(game.events), None, 0, [started])

    def _new_robots(self) -> None:
        assert self.game is not None
        if self.robots is not None:
            self.robots.cancel(final=True)
        bots = {i: s.bot for i, s in enumerate(self.seats) if s.bot is not None}
        bots.update((i, self.bot_level) for i in self._presence.stand_ins)
        self.robots = Robots(
            self.game,
            bots,
            self.game.seed,
            self._bot_act,
            lambda: self._turn_id,
            self.config.bot_pace,
            self.lang,
        )

    def _bot_act(self, seat: int, action: Action) -> None:
        # judged as a person's, with nothing taken off: it answered inside the server
        # (even for a person's seat it plays, R14.3)
        if self.status == "playing" and not self.paused:
            if seat in self._presence.stand_ins:  # noted with the game once applied
                self._stand_in_sent.add(action)
            self._judge.offer(seat, action, answers=False)

    def _clock_act(self, action: Action) -> None:
        """A timeout or a window closing: judged after every action earlier than it."""
        self._timing_out = self._turn_id  # the turn it times out
        self._judge.offer(TABLE, action)

    def _carry(self, action: Action) -> None:
        """A judged action, now its turn has come (fairness.py)."""
        game = self.game
        if game is None or game.over:  # it ended meanwhile: as the engine would say
            raise GameOver("the game is over: wait for the next one")
        if action.kind == Act.TIMEOUT and self._timing_out != self._turn_id:
            raise TooLate("the turn it timed out ended in time")  # a new turn has its own
        self._apply(action)

    def _apply(self, action: Action) -> None:
        game = self.game
        assert game is not None
        if action.kind == Act.TIMEUP and action.player == TABLE and self._feats.runs:
            windows = [t.key for t in game.timers()]
            self._feats.close()  # R12.6: the feats under way count first, as far as they got
            if self.game is not game or windows != [t.key for t in game.timers()]:
                return  # the judged feats closed the phase, and its window with it
        before = _Before(
            game.current, game.move, game.drawn, game.naming, game.race is not None, _waiting(game)
        )
        by_bot = action in self._stand_in_sent  # a stand-in bot's, for an absent person
        self._stand_in_sent.discard(action)
        # R14.6: a throw's result is the table's, against a target phase drawn for it
        action = judged(game, action, self._now_ms(), _SECRET)
        events = game.apply(action)  # raises, and then nothing has changed
        t = self._now_ms()
        try:
            self.storage.add_action(
                self.game_id, self.seq, t, format_action(action), self, self._store_failed
            )
            if by_bot:  # noted with the game (docs/protocol.md, "Presence")
                self.storage.add_stand_in_action(
                    self.game_id, self.seq, self.bot_level, self, self._store_failed
                )
        except Exception:
            log.exception(
                "table %s: cannot store an action; reloading from the database", self.code
            )
            self._reload()
            raise
        self.seq += 1
        self._after(before, events, action, t, [])

    def _after(
        self,
        before: _Before | None,
        events: list[Event],
        action: Action | None,
        t: int,
        table_events: list[dict[str, Any]],
    ) -> None:
        game = self.game
        assert game is not None
        if game.over:
            self._stop_clock()
            ended = time.time()
            self.storage.finish_game(
                self.game_id, game.winner, game.points, ended, self, self._store_failed
            )
            self._finish_match_game(game, ended)
            if self.match.over:
                self.storage.set_status(self.code, "over", self, self._store_failed)
                self.status = "over"
                table_events.append(
                    {
                        "kind": "match_over",
                        "winner": self.match.winner,
                        "scores": list(self.match.totals),
                        "t": t,
                    }
                )
            else:
                self.status = "between"
                self._next_game = self._loop.call_later(self.config.game_pause, self._start_game)
        elif not self.paused:
            self._update_clock(before)
            self._windows.arm(game)
        self._remember(events, t, table_events)
        self._judge.shown(game, game.move)  # an answer to it is no sooner than a round trip
        self._broadcast(events, t, action, table_events)
        if self.robots is not None and not game.over:
            self.robots.observe(events)
            if not self.paused and not self._holding:  # bots see the deal with the people
                self.robots.changed()
        if action is not None and action.kind == Act.TIMEOUT and action.player >= 0:
            self._presence.timed_out(action.player)  # two in a row away: a bot plays

    def _finish_match_game(self, game: Game, ended: float) -> None:
        minutes = self.rules.match_minutes
        if minutes is not None:
            self.match.time_up = ended - self.match_started >= minutes * 60
        self.match.finish_game(game)

    def _store_failed(self) -> None:
        """The database refused a row of this table after it was applied (grouped
        commits): nobody was shown it; the table reloads what is stored and shows that."""
        log.error("table %s: an action was not stored; reloading from the database", self.code)
        self._reload()
        self._table_sent = None  # the states not sent may have carried a change: all again
        if not self.closed:
            self._broadcast()

    def _reload(self) -> None:
        """The table as stored, after an action could not be stored. The clock goes on
        where it was: the turn's deadline, the windows' start times and the table time
        are kept, so a failed store never hands anyone a fresh turn (issue #14)."""
        deadline, kind = self._deadline, self._deadline_kind
        windows = dict(self._windows.windows.seen)
        now_ms = self._now_ms()
        self._stop_clock()
        if self._next_game is not None:
            self._next_game.cancel()
        try:
            self._restore()
        except Exception:
            log.exception("table %s: cannot reload", self.code)
            self.closed = True
            return
        game = self.game
        if game is None or game.over or self.status != "playing":
            return
        self._t_base, self._t_anchor = now_ms, self._loop.time()
        if kind and self._deadline_kind == kind:
            self._set_deadline(kind, deadline)
        if not self.paused:
            self._windows.windows.seen.update(windows)
            self._windows.arm(game)

    # ----------------------------------------------------------------- the clock

    def _now_ms(self) -> int:
        return self._t_base + int((self._loop.time() - self._t_anchor) * 1000)

    def _update_clock(self, before: _Before | None) -> None:
        """Start the race window or a new turn's time when the state calls for one."""
        game = self.game
        assert game is not None
        now = self._loop.time()
        if self._holding:  # nobody's clock runs before their page has shown the deal
            if self._unseen() and now < self._hold_until:
                self._set_deadline("shown", self._hold_until)
                return
            self._holding = False
        if game.race is not None:
            if before is None or not before.race:
                self._set_deadline("race", now + game.rules.slap_seconds)
            return
        if game.choice is not None:  # cards being chosen: the turn's time is held
            if self._deadline_kind == "turn":
                self._held_turn.hold(game, self._deadline - now)
                self._cancel_deadline()
            return
        left = self._held_turn.resume(game)
        if left is not None:  # the same turn goes on with the time it had (issue 24)
            self._turn_id += 1  # a bot to move decides afresh
            self._set_deadline("turn", now + left)
            return
        new_turn = (
            before is None
            or before.race
            or game.current != before.current
            or game.naming != before.naming
            or (game.move != before.move and game.drawn < 0)
            or (before.drawn >= 0 and game.drawn < 0)
            or before.waiting != _waiting(game)
        )
        if new_turn:  # in the Temnodel last-card window: each player's check time (R9.2)
            self._turn_id += 1
            self._set_deadline("turn", now + decision_seconds(game))

    def _set_deadline(self, kind: str, when: float) -> None:
        if self._timer is not None:
            self._timer.cancel()
        self._deadline, self._deadline_kind = when, kind
        self._timer = self._loop.call_at(when, self._on_deadline)

    def _cancel_deadline(self) -> None:
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        self._deadline_kind = ""

    def _on_deadline(self) -> None:
        self._timer = None
        kind, self._deadline_kind = self._deadline_kind, ""
        if kind == "shown":  # a page that never says "shown" cannot stall the table
            self._release_if_seen(waited=True)
            return
        game = self.game
        if game is None or game.over or self.paused or self.status != "playing":
            return
        # a timeout (R5.5) or the close of a slap race (R8.6); a 2.0 phase or a choice has
        # its own windows (R14.2), closed by self._windows when due, not by the turn's time
        clock = [a for a in game.clock_actions() if a.kind in (Act.TIMEOUT, Act.CLOSE_RACE)]
        if clock:
            self._clock_act(clock[0])

    def _stop_clock(self) -> None:
        self._feats.drop_all()
        self._judge.clear()
        self._held_turn.clear()
        self._stand_in_sent.clear()
        self._windows.cancel(forget=True)
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        self._deadline_kind = ""
        if self.robots is not None:
            self.robots.cancel()

    def _resume_clock(self) -> None:
        """A fresh turn (or race window) for the state as it is: after a load or a pause."""
        game = self.game
        if game is None or game.over or self.status != "playing":
            return
        self._update_clock(None)
        self._windows.arm(game)
        if self.robots is not None and not self._holding:
            self.robots.changed()

    def _humans_connected(self) -> bool:
        return any(self.listeners.get(i) for i in self.human_seats())

    def _arm_idle(self) -> None:
        if self._idle is None and not self.closed:
            self._idle = self._loop.call_later(self.config.idle_seconds, self._pause)

    def _pause(self) -> None:
        """Nobody is here: stop the clock and the bots until a player comes back."""
        self._idle = None
        if self._humans_connected() or self.closed:
            return
        self.paused = True
        self._stop_clock()
        self._broadcast()

    # ----------------------------------------------------------------- messages

    def _seats_json(self) -> list[dict[str, Any]]:
        return [
            {
                "seat": i,
                "name": s.name,
                "bot": s.bot,
                "connected": s.bot is not None or bool(self.listeners.get(i)),
                "offline": i in self._presence.offline,  # «не в сети» (presence.py)
                "stand_in": i in self._presence.stand_ins,  # a bot plays for them
            }
            for i, s in enumerate(self.seats)
        ]

    def _table_json(self) -> dict[str, Any]:
        m = self.match
        return {
            "code": self.code,
            "status": self.status,
            "paused": self.paused,
            "seats": self._seats_json(),
            "scores": list(m.totals),
            "history": [list(h) for h in m.history],
            "target": m.target,
            "match": self.match_idx,
            "game": max(0, m.games - 1) if self.status in ("between", "over") else m.games,
            "match_over": m.over,
            "winner": m.winner if m.winner >= 0 else None,
            "creator": self.creator(),  # who may hand a seat to a bot (``stand_in``)
        }

    def _clock_json(self) -> dict[str, Any]:
        now = self._loop.time()
        left = max(0, int((self._deadline - now) * 1000))
        return {
            "turn_ms": int(self.rules.turn_seconds * 1000),
            "turn_ms_left": left if self._deadline_kind == "turn" else None,
            "race_ms_left": left if self._deadline_kind == "race" else None,
            "turn_ms_held": self._held_turn.left_ms(),
            "windows": self._windows.left_ms(),
        }

    def _shared(
        self,
        events: list[Event] | tuple[()],
        t: int,
        action: Action | None,
        table_events: list[dict[str, Any]] | tuple[dict[str, Any], ...],
    ) -> _Shared:
        """The parts of a state that are the same for every seat, made once."""
        public = [event_json(e, SPECTATOR, t) for e in events] + list(table_events)
        shown = None if action is None else _moveless(action)
        text = None if shown is None else format_action_for(shown, SPECTATOR, events)
        return _Shared(
            seq=self.seq,
            action=shown,
            # the action as a spectator reads it; when it hides nothing, every seat
            # reads the same (format_action_for only hides), so it is made once
            action_text=text,
            action_hides=text is not None and HIDDEN in text.split(" "),
            events=list(events),
            secret=[e for e in events if secret(e)],
            table_events=list(table_events),
            public_events=public,
            t=t,
            table=self._table_json(),
            clock=self._clock_json(),
        )

    def _remember(
        self,
        events: list[Event] | tuple[()],
        t: int,
        table_events: list[dict[str, Any]] | tuple[dict[str, Any], ...],
    ) -> None:
        if events or table_events:
            self._log.append(_Entry(tuple(events), t, tuple(table_events)))
            if len(self._log) > MAX_LOG:
                del self._log[: len(self._log) - MAX_LOG]

    def _history(self, seat: int) -> list[dict[str, Any]]:
        """The feed of the current game so far as ``seat`` may see it (R14.8): every
        event redacted for that seat, in order, with its table time."""
        out: list[dict[str, Any]] = []
        for entry in self._log:
            out.extend(entry.table_events)
            out.extend(event_json(e, seat, entry.t) for e in entry.events)
        return out

    def _state(
        self, seat: int, shared: _Shared, history: list[dict[str, Any]] | None = None
    ) -> State:
        """The state ``seat`` is sent (a spectator's: ``-1``), built from what it may see
        (R14.8); ``history``: the whole feed so far, for a (re)connection."""
        game = self.game
        # without its rules: a table's never change, and its welcome carries them
        view = None if game is None else game.view(seat, rules=False)
        legal: list[str] = []
        offers: list[dict[str, Any]] = []
        hints: list[str] = []
        if game is not None and seat >= 0 and self.status == "playing" and not self.paused:
            mine = game.legal_actions(seat)  # this seat's only (R14.8)
            legal = legal_texts(mine)
            if game.families:
                hinted = game.hints(seat)
                if not self.rules.honour_feats:  # R12.6: a scored feat is the table's to make
                    hinted = [h for h in hinted if h.kind not in (Act.FEAT, Act.ATTEMPT)]
                offers, hints = offers_json(mine), hint_texts(hinted, seat)
        if history is not None:  # a (re)connection: the whole game so far, in order
            events = history
        elif any(personal(e, seat) for e in shared.secret):
            # this seat sees some event otherwise than everyone (its own cards, a wink at it)
            events = [event_json(e, seat, shared.t) for e in shared.events] + shared.table_events
        else:
            events = shared.public_events
        # the last action as this seat may read it: a dark card's face, a wink's addressee,
        # cards chosen for a gift are the actor's and the receiver's only (R14.8)
        action = shared.action
        read = shared.action_text
        if action is not None and shared.action_hides:
            read = format_action_for(action, seat, shared.events)
        return State(
            seq=shared.seq,
            action=read,
            view=view,
            legal=legal,
            offers=offers,
            hints=hints,
            windows=[] if view is None else self._windows.named_in(view),
            events=events,
            history=True if history is not None else None,
            # a connection's first state carries the table part; later ones if it changed
            table=shared.table if history is not None or shared.table_changed else None,
            clock=shared.clock,
        )

    def _broadcast(
        self,
        events: list[Event] | tuple[()] = (),
        t: int = 0,
        action: Action | None = None,
        table_events: list[dict[str, Any]] | tuple[dict[str, Any], ...] = (),
        skip: Listener | None = None,
    ) -> None:
        """Send every listener its state; each seat's state is built and encoded once."""
        shared: _Shared | None = None
        sends: list[tuple[Listener, Message]] = []
        for seat, group in self.listeners.items():
            if group and (skip is None or len(group) > 1 or skip not in group):
                if shared is None:
                    shared = self._shared(events, t, action, table_events)
                    # every listener got the last broadcast, or its first state since
                    shared.table_changed = shared.table != self._table_sent
                    self._table_sent = shared.table
                state = self._state(seat, shared)
                sends.extend((listener, state) for listener in group if listener is not skip)
        self._deliver(sends)


MAX_LOG = 2000  # states of one game kept for a (re)connecting page


class _Entry(NamedTuple):
    events: tuple[Event, ...]
    t: int
    table_events: tuple[dict[str, Any], ...]


def _started(game: int, match: int, dealer: int) -> dict[str, Any]:
    return {"kind": "game_started", "game": game, "match": match, "dealer": dealer, "t": 0}


def _replayed(record: Record, where: str) -> tuple[Game, list[_Entry]]:
    """The record's game replayed, with the events of its deal and of each action."""
    game = record.start(where)
    log = [_Entry(tuple(game.events), 0, ())]
    for i, (t, action) in enumerate(record.actions):
        try:
            events = game.apply(action)
        except SvintusError as e:
            raise BadRecord(f"{where}: field 'actions[{i}]': {e}") from None
        log.append(_Entry(tuple(events), t, ()))
    return game, log


@dataclass(slots=True)
class _Shared:
    seq: int
    action: Action | None
    action_text: str | None  # the action as a spectator reads it
    action_hides: bool  # ... with something hidden that a seat may see
    events: list[Event]
    secret: list[Event]  # the events some seat sees otherwise than a spectator
    table_events: list[dict[str, Any]]
    public_events: list[dict[str, Any]]  # the events as a spectator sees them
    t: int
    table: dict[str, Any]
    clock: dict[str, Any]
    table_changed: bool = True  # ``table`` differs from the last broadcast's


_MOVE = Action._fields.index("move")


def _moveless(action: Action) -> Action:
    """``action`` without its move number (as ``_replace(move=None)``, for less)."""
    if action.move is None:
        return action
    return Action._make((*action[:_MOVE], None, *action[_MOVE + 1 :]))


def _nothing() -> None:
    pass


def _send_all(sends: list[tuple[Listener, Message]]) -> None:
    for listener, message in sends:
        listener.send(message)
