"""The local table: one person (or nobody) and bots, a match, its clock and its records.

One driver for both terminal front ends: the plain line-by-line mode and the full-screen
game. It plays the table's part of R14 the way :class:`~svintus.sim.Scheduler` does,
with the scheduler's own functions for the bots' reactions and slap races
(:func:`~svintus.sim.scheduler.best_reaction`, :func:`~svintus.sim.scheduler.race_slaps`),
but around a clock that a front end moves:

- after every change of the game the driver *plans* the next action it will take by
  itself: a bot's turn decision or dawdle (R5.5), the earliest bot reaction that beats
  it (R4, R6.2, R8.5), the person's timeout when the person has a turn timer, or in a
  slap race the bots' slaps in order of reaction time and the close of the window
  (R8.6). :meth:`LocalTable.next_due` says when that is, in table seconds;
- a front end either jumps to it (:meth:`LocalTable.step`: simulated time, the plain
  mode) or applies whatever is due by the wall clock (:meth:`LocalTable.advance`: real
  time, the full-screen game);
- the person's actions come in with the table time they were made at
  (:meth:`LocalTable.act`); whatever the bots had planned before that moment is applied
  first, so a race between the person and a bot is won by the earlier one (R4.2).

With ``aside`` (the full-screen game) a bot's turn decision is not computed by the
table: when it is due the table waits, hands out a :class:`Thinking` (the bot, a seat on
a *copy* of the game, the legal actions) for a worker thread, and applies the answer
(:meth:`LocalTable.thought`) only if the turn has not moved on meanwhile, as an online
table does (table/robots.py). While a bot thinks, what it observes waits and it is
offered no out-of-turn chance (its state belongs to the thread); if its turn's time runs
out first the table times it out (R5.5). The plain mode decides inline.

A turn's clock starts when the player to move, the move number, the naming of a start
colour or a slap race changes, as at an online table; drawing a card does not restart
it (R5.5), and neither do speech, a catch or a "Svintus!" in the middle of a turn.
"""

from __future__ import annotations

import json
import math
import random
import secrets
from collections.abc import Callable
from pathlib import Path
from typing import NamedTuple

from ..bots import Bot, Seat, make_bot
from ..engine import actions as A
from ..engine.actions import OUT_OF_TURN_ACTS, Act, Action
from ..engine.errors import IllegalAction, SvintusError
from ..engine.events import Event
from ..engine.game import Game
from ..engine.match import Match, derive_seed
from ..engine.record import Record
from ..engine.rules import Rules
from ..sim.scheduler import (
    awaited_choices,
    best_reaction,
    decision_seconds,
    offered,
    order,
    race_slaps,
)
from ..table.throws import judged
from ..table.timers import Windows
from .feats import LocalFeat
from .words import lang

MAX_ACTIONS = 50_000  # a game that does not end is a bug
NEVER = math.inf

# What a planned action is: a bot's reaction, a bot's turn decision (chosen when it is
# applied), a timeout, a slap of the race queue, the close of the race.
REACTION, DECISION, TIMEOUT, SLAP, CLOSE = "reaction", "decision", "timeout", "slap", "close"
# In a game with 2.0 families (R10-R12): a window the table's clock closes (Game.timers),
# and the choice of a bot a family phase awaits (Game.awaiting: a duel, a race ...).
WINDOW, AWAITED = "window", "awaited"


class Planned(NamedTuple):
    due: float  # table seconds
    what: str
    action: Action | None  # None for a DECISION: the bot chooses when it is due
    seat: int = -1  # the bot of a REACTION or an AWAITED choice in a 2.0 game


class _Answer(NamedTuple):
    """A bot's answer in a 2.0 game to what it was offered (asked again only when the
    offer changes, so an answer keeps its arrival time while others act)."""

    offer: tuple[Action, ...]
    due: float
    action: Action | None  # None: it lets the chance go


class Applied(NamedTuple):
    """One applied action, for the front ends: who did what, when, and what followed."""

    action: Action
    events: list[Event]
    time: float  # table seconds since the deal
    by_person: bool


class _TurnKey(NamedTuple):
    current: int
    move: int
    drawn: bool
    naming: bool
    race: bool
    waiting: tuple[int, ...] = ()  # a 2.0 phase's awaited players (its end: a fresh turn)


Listener = Callable[[Applied], None]


class Thinking(NamedTuple):
    """A bot's turn decision to make away from the table: on a copy of the game."""

    key: tuple[int, _TurnKey]  # the game of the match and the turn it answers
    bot: Bot
    seat: Seat  # the bot's seat at a copy of the game
    legal: list[Action]

    def choose(self) -> Action:
        return self.bot.choose(self.seat, self.legal)


class LocalTable:
    """A match at one local table; ``person`` is the person's seat, or ``-1`` for none.

    ``person_timer``: the person has the turn timer (R5.5) and times out like anyone;
    without it the table waits for them on their turn (the plain mode).
    """

    def __init__(
        self,
        rules: Rules,
        seed: int,
        bot: str,
        person: int,
        records: Path | None = None,
        person_timer: bool = True,
        aside: bool = False,
        secret: random.Random | None = None,
        language: str | None = None,
    ) -> None:
        self.rules = rules
        # the bots speak the person's language (R11.4's words and lines): the screen's
        # unless told; the simulation's bots speak English (sim/scheduler.py)
        self.language = language or lang()
        # the table's secret random source: Shurikén targets (R14.6), feats (R12.6)
        self.secret = secret or secrets.SystemRandom()
        self.seed = seed
        self.bot_name = bot
        self.person = person
        self.records = records
        self.person_timer = person_timer
        self.aside = aside  # bots' turn decisions are made in a worker thread (Thinking)
        self.match = Match(rules, seed)
        bot_seed = derive_seed(seed, "bots")
        self.bots: list[Bot | None] = [
            None if p == person else make_bot(bot, p, bot_seed) for p in range(rules.players)
        ]
        self._observers = [
            b for b in self.bots if b is not None and type(b).observe is not Bot.observe
        ]
        self.game: Game | None = None  # the running game, until the next one is dealt
        self.index = 0  # the running game's number in the match (1, 2, ...)
        self.record = Record(rules, 0)
        self.seats: list[Seat] = []
        self.time = 0.0  # table seconds since the deal of the running game
        self.actions = 0
        self.listeners: list[Listener] = []
        self.saved: list[Path] = []  # records written, in order
        self.finished_records: list[dict[str, object]] = []  # the match's games so far
        self._plan: Planned | None = None
        self._turn_key: _TurnKey | None = None
        self.turn_start = 0.0  # table time the running turn's clock started
        self._think_start = 0.0  # table time the bot to move started thinking
        self._turn_delay: float | None = None  # the bot to move: its thinking time
        self._race_queue: list[tuple[float, int, Action]] | None = None
        self.race_start = 0.0
        self.races = 0  # slap races opened in the match so far
        self.busy = -1  # aside: the seat of the bot thinking in a worker thread, or -1
        self._held: list[Event] = []  # what the thinking bot will observe after
        self._chosen: tuple[tuple[int, _TurnKey], Action] | None = None  # its answer
        self.windows = Windows()  # the 2.0 windows' first-seen times (table/timers.py)
        self._answers: dict[tuple[int, bool], _Answer] = {}  # 2.0: (seat, awaited) -> answer
        self.feat: LocalFeat | None = None  # the person's Slabo? feat the table judges

    # ------------------------------------------------------------------ the match

    @property
    def players(self) -> list[str]:
        """Who sits where, for records and screens: ``you`` or ``normal bot``."""
        return [f"{self.bot_name} bot" if b is not None else "person" for b in self.bots]

    def new_game(self) -> Game:
        """Deal the next game of the match (R2); its clock starts at 0."""
        session = self.match.session()  # what earlier games used (R11.4, R12.6)
        game = self.match.new_game()
        self.game = game
        self.index = self.match.games + 1
        self.seats = [Seat(game, p, self.language) for p in range(game.n)]
        self.record = Record(
            self.rules, game.seed, game.dealer, players=self.players, session=session
        )
        self.time = 0.0
        self.actions = 0
        self._plan = None
        self._turn_key = None
        self._turn_delay = None
        self._race_queue = None
        self._chosen = None
        self.windows.clear()
        self._answers = {}
        return game

    def finish_game(self) -> Path | None:
        """Score the finished game (R7.2, R7.3) and save its record; the record's path."""
        game = self.running
        self.match.finish_game(game)
        self.finished_records.append(self.record.to_json(game))
        return self.save_record()

    def save_record(self) -> Path | None:
        """Write the running (or just finished) game's record to the records folder."""
        if self.records is None or self.game is None:
            return None
        path = self.records / f"match-{self.seed}-game-{self.index:03d}.json"
        with path.open("w", encoding="utf-8") as f:
            json.dump(self.record.to_json(self.game), f, indent=1)
            f.write("\n")
        self.saved.append(path)
        return path

    @property
    def running(self) -> Game:
        if self.game is None:
            raise RuntimeError("no game has been dealt")
        return self.game

    # ------------------------------------------------------------------ the clock

    def turn_deadline(self) -> float:
        """Table time at which the player to move runs out of time (R5.5)."""
        self._update_turn()
        return self.turn_start + decision_seconds(self.running)

    def race_deadline(self) -> float:
        """Table time at which the open slap race closes (R8.6), or NEVER."""
        if self.game is None or self.game.race is None:
            return NEVER
        self.plan()
        return self.race_start + self.rules.slap_seconds

    def next_due(self) -> float:
        """Table time of the next action the table or a bot will take; NEVER: it waits."""
        plan = self.plan()
        return NEVER if plan is None else plan.due

    def step(self) -> Applied | None:
        """Apply the next planned action at its due time (simulated time jumps to it)."""
        plan = self.plan()
        if plan is None:
            return None
        return self._apply_plan(plan)

    def advance(self, now: float) -> list[Applied]:
        """Apply, in order, every planned action due at or before table time ``now``."""
        done: list[Applied] = []
        while self.game is not None and not self.game.over:
            plan = self.plan()
            if plan is None or plan.due > now:
                break
            if self.waiting(plan):
                deadline = self.turn_deadline()
                if now < deadline:
                    break  # the bot is still thinking (aside): its answer comes later
                plan = Planned(deadline, TIMEOUT, A.timeout(self.running.current))
            applied = self._apply_plan(plan)
            if applied is not None:
                done.append(applied)
        return done

    def act(self, action: Action, at: float) -> Applied:
        """The person's action at table time ``at``: what was due before it goes first.

        Raises the engine's error (and changes nothing more) if the action is illegal by
        then. An out-of-turn action without a move number answers the current move.
        """
        game = self.running
        if action.kind in (Act.FEAT, Act.ATTEMPT) and not self.rules.honour_feats:
            if action.kind == Act.FEAT or action.text:  # R12.6: the score is the table's
                feat = self.feat
                if feat is None or feat.judged != action._replace(move=None):
                    raise IllegalAction(
                        "the table measures Slabo? feats itself (R12.6): play the feat's "
                        "mini-game; a score typed with the action is not taken"
                    )
            self.feat = None
        while not game.over:
            plan = self.plan()
            if plan is None or plan.due >= at or self.waiting(plan):
                break  # a bot still thinking (aside) answers after the person's action
            self._apply_plan(plan)
        if action.kind in OUT_OF_TURN_ACTS and action.kind != Act.SPEAK and action.move is None:
            action = action._replace(move=game.move)
        return self._apply(action, max(at, self.time), by_person=True)

    def feat_port(self, action: Action, clock: Callable[[], float]) -> LocalFeat:
        """The person's Slabo? feat (R12.6), judged by this table: its content from the
        table's secret source, its time on ``clock``; when it is over, its ``judged``
        action (with the table's score) is the one :meth:`act` accepts."""
        bare = action._replace(text="", move=None)
        if bare.kind not in (Act.FEAT, Act.ATTEMPT) or bare not in self.running.legal_actions(
            bare.player
        ):
            raise IllegalAction("no such Slabo? feat to set or try now (R12.6)")
        self.feat = LocalFeat(bare, clock, self.secret)
        return self.feat

    def _close_feat(self, at: float) -> Applied | None:
        """A feat's window closes while the person's feat is under way: it counts as far
        as it got, before the window's action (as at an online table)."""
        feat, self.feat = self.feat, None
        judged_feat = feat.close() if feat is not None else None
        game = self.running
        if judged_feat is None or judged_feat.bare() not in game.legal_actions(judged_feat.player):
            return None
        return self._apply(judged_feat, at, by_person=True)

    # ------------------------------------------------------------------ thinking aside

    def _key(self) -> tuple[int, _TurnKey] | None:
        return None if self._turn_key is None else (self.index, self._turn_key)

    def waiting(self, plan: Planned) -> bool:
        """``aside``: a due bot decision whose answer has not come yet."""
        if not self.aside or plan.what != DECISION:
            return False
        legal = self.running.turn_actions()
        return len(legal) > 1 and self._answer(legal) is None  # one needs no thought

    def _answer(self, legal: list[Action]) -> Action | None:
        """The answer thought aside for this turn, if it is still legal."""
        chosen = self._chosen
        if chosen is None or chosen[0] != self._key():
            return None
        action = chosen[1]
        return action if action in legal or action.kind == Act.TIMEOUT else None

    def think(self, now: float) -> Thinking | None:
        """``aside``: the bot decision due by ``now`` to compute in a worker thread.

        None if there is none or a bot is thinking already (one at a time). The bot is
        busy until :meth:`thought` gets the answer (or ``None``: it failed).
        """
        plan = self.plan()
        if plan is None or plan.due > now or self.busy >= 0 or not self.waiting(plan):
            return None
        game = self.running
        p = game.current
        bot = self.bots[p]
        key = self._key()
        assert bot is not None and key is not None
        self.busy = p
        return Thinking(key, bot, Seat(game.copy(), p, self.language), game.turn_actions())

    def thought(self, thinking: Thinking, action: Action | None) -> bool:
        """The answer of a :meth:`think`; kept if its turn is still on. True: kept.

        ``None`` (the bot failed) times the bot out when its decision is applied.
        """
        p = thinking.seat.seat
        if self.busy == p:
            self.busy = -1
            held, self._held = self._held, []
            bot = self.bots[p]
            if held and bot in self._observers and bot is not None:
                seat = self.seats[p]
                bot.observe(seat, seat.redact(held))
        game = self.game
        if game is None or game.over or thinking.key != self._key():
            return False
        self._chosen = (thinking.key, A.timeout(p) if action is None else action)
        return True

    def _free_bots(self) -> list[Bot | None]:
        """The bots that may be offered a chance: not one thinking in a thread."""
        if self.busy < 0:
            return self.bots
        return [None if p == self.busy else b for p, b in enumerate(self.bots)]

    # ------------------------------------------------------------------ planning

    def _update_turn(self) -> None:
        """Start the turn's clock when a new turn (or race) begins; drawing keeps it (R5.5).

        A bot's thinking time starts again after every change of the turn, a draw too.
        """
        game = self.running
        waiting = tuple(game.awaiting()) if game.families else ()
        key = _TurnKey(
            game.current, game.move, game.drawn >= 0, game.naming, game.race is not None, waiting
        )
        if key == self._turn_key:
            return
        old = self._turn_key
        drew = old is not None and key.drawn and old.current == key.current and not key.race
        self._turn_key = key
        if not drew:
            self.turn_start = self.time
        self._think_start = self.time
        self._turn_delay = None

    def plan(self) -> Planned | None:
        """The next action the table or a bot will take by itself, planned once per state."""
        if self._plan is not None:
            return self._plan
        game = self.game
        if game is None or game.over:
            return None
        self._update_turn()
        if game.families:
            self._plan = self._plan_families(game)
        elif game.race is not None:
            self._plan = self._plan_race(game)
        else:
            self._plan = self._plan_turn(game)
        return self._plan

    def _plan_race(self, game: Game) -> Planned:
        if self._race_queue is None:
            self.race_start = self.time
            self.races += 1
            window = self.rules.slap_seconds
            self._race_queue = race_slaps(game, self._free_bots(), self.seats, window)
        if self._race_queue:
            delay, _, slap = self._race_queue[0]
            return Planned(self.race_start + delay, SLAP, slap._replace(move=game.move))
        return Planned(self.race_start + self.rules.slap_seconds, CLOSE, A.close_race())

    def _plan_families(self, game: Game) -> Planned | None:
        """The next action of a game with 2.0 families (R10-R14), the earliest of:

        - the close of a window (:meth:`Game.timers`): ``seconds`` after its key was
          first seen; the clock wins a tie;
        - in a family phase (:meth:`Game.awaiting`: a duel, a roulette, a race), each
          awaited bot's choice among its legal actions: one alone with a thinking time,
          several (a race) each with a race time, in arrival order (R14.3); a person
          awaited is waited for (or the phase's own windows close);
        - otherwise the turn (or the slap race) as in a classic game;
        - the bots' reactions to every out-of-turn action they are offered and to
          their :meth:`Game.hints` (gifts, answers, bows, claps ...), as the simulation
          scheduler offers them (sim/scheduler.py).
        """
        now = self.time
        timers = game.timers()
        self.windows.update(timers, now, game.choice is not None)
        best: tuple[float, int, int, Planned] | None = None
        due = self.windows.next(timers)
        if due is not None:
            best = (due.at, 0, 0, Planned(due.at, WINDOW, due.action))
        awaited = awaited_choices(game)
        choices: dict[int, list[Action]] = {}
        answers: dict[tuple[int, bool], _Answer] = {}
        bots = self._free_bots()
        if awaited is not None:
            choices = awaited
            for p, legal in choices.items():
                bot = bots[p]
                if bot is None or not legal:
                    continue
                offer = tuple(legal)
                ans = self._answers.get((p, True))
                if ans is None or ans.offer != offer:
                    seat = self.seats[p]
                    if len(awaited) == 1:  # within the phase's own window (a choice's)
                        limit = min([self.rules.turn_seconds, *(float(t.seconds) for t in timers)])
                        delay = bot.turn_delay(seat, limit)
                    else:
                        delay = bot.race_delay(seat)
                    action = legal[0] if len(legal) == 1 else bot.choose(seat, legal)
                    ans = _Answer(offer, now + delay, action)
                answers[(p, True)] = ans
                if ans.action is not None:
                    plan = Planned(ans.due, AWAITED, ans.action, p)
                    cand = (ans.due, 1, order(game, p), plan)
                    if best is None or cand[:3] < best[:3]:
                        best = cand
        else:
            turn = self._plan_race(game) if game.race is not None else self._plan_turn(game, False)
            if turn is not None:
                who = game.current if turn.what == DECISION else -1
                cand = (turn.due, 1 if turn.what == DECISION else 0, 0, turn._replace(seat=who))
                if best is None or cand[:3] < best[:3]:
                    best = cand
        if game.race is None:
            for p, bot in enumerate(bots):
                if bot is None:
                    continue
                offer = offered(game, p, choices.get(p, ()))
                if not offer:
                    continue
                ans = self._answers.get((p, False))
                if ans is None or ans.offer != offer:
                    r = bot.react(self.seats[p], offer)
                    ans = _Answer(
                        offer,
                        NEVER if r is None else now + r.delay,
                        None if r is None else r.action,
                    )
                answers[(p, False)] = ans
                if ans.action is not None:
                    plan = Planned(ans.due, REACTION, ans.action, p)
                    cand = (ans.due, 1, order(game, p), plan)
                    if best is None or cand[:3] < best[:3]:
                        best = cand
        self._answers = answers
        if best is None:
            return None
        plan = best[3]
        if plan.what in (REACTION, AWAITED) and plan.action is not None:
            plan = plan._replace(action=plan.action._replace(move=game.move))
        return plan._replace(due=max(plan.due, now))

    def _plan_turn(self, game: Game, reactions: bool = True) -> Planned | None:
        turn_seconds = decision_seconds(game)  # a last-card check window: R9.2, R14.2
        p = game.current
        bot = self.bots[p]
        turn: Planned | None
        if bot is not None:
            if self._turn_delay is None:
                self._turn_delay = bot.turn_delay(self.seats[p], turn_seconds)
            deadline = self.turn_start + turn_seconds
            due = self._think_start + self._turn_delay
            if self._turn_delay >= turn_seconds or due >= deadline:
                turn = Planned(deadline, TIMEOUT, A.timeout(p))
            else:
                turn = Planned(due, DECISION, None)
            limit = turn.due
        else:
            limit = self.turn_start + turn_seconds
            turn = Planned(limit, TIMEOUT, A.timeout(p)) if self.person_timer else None
        if not reactions:
            return turn
        best = best_reaction(game, self._free_bots(), self.seats, limit - self.time)
        if best is not None:
            return Planned(self.time + best.delay, REACTION, best.action._replace(move=game.move))
        return turn

    # ------------------------------------------------------------------ applying

    def _apply_plan(self, plan: Planned) -> Applied | None:
        """Apply a planned action; None if the engine refused a 2.0 bot answer or window
        (that answer is dropped and the table plans again)."""
        if plan.what in (REACTION, AWAITED, WINDOW) and self.running.families:
            try:
                applied = self._apply_planned(plan)
                self._answers.pop((plan.seat, plan.what == AWAITED), None)  # asked afresh
                return applied
            except SvintusError:
                if plan.what == WINDOW:
                    raise  # the engine listed the window: a bug, loudly
                key = (plan.seat, plan.what == AWAITED)
                old = self._answers.get(key)
                if old is not None:
                    self._answers[key] = old._replace(due=NEVER, action=None)
                self._plan = None
                return None
        return self._apply_planned(plan)

    def _apply_planned(self, plan: Planned) -> Applied:
        game = self.running
        action = plan.action
        if plan.what == DECISION:
            p = game.current
            bot = self.bots[p]
            assert bot is not None
            legal = game.turn_actions()
            if len(legal) == 1:
                action = legal[0]
            else:
                action = self._answer(legal) or bot.choose(self.seats[p], legal)
        elif plan.what == SLAP and self._race_queue:
            self._race_queue.pop(0)
        assert action is not None
        return self._apply(action, plan.due, by_person=False)

    def replay(self, action: Action, at: float) -> None:
        """Apply a recorded action of this game again (resuming a match left mid-way,
        resume.py): as it was judged then, told to the bots, told to no listener; the
        running turn's clock starts afresh."""
        game = self.running
        events = game.apply(action)
        self.time = max(self.time, at)
        self.actions += 1
        self._plan = None
        self._turn_key = None
        if game.race is None:
            self._race_queue = None
        self.record.add(round(at * 1000), action)
        for bot in self._observers:
            seat = self.seats[bot.seat]
            bot.observe(seat, seat.redact(events))

    def _apply(self, action: Action, at: float, by_person: bool) -> Applied:
        game = self.running
        if self.actions >= MAX_ACTIONS:
            raise RuntimeError(f"game did not end in {MAX_ACTIONS} actions")
        if action.kind == Act.TIMEUP and self.feat is not None and not self.feat.over:
            windows = [t.key for t in game.timers()]
            closed = self._close_feat(at)
            if closed is not None and windows != [t.key for t in game.timers()]:
                return closed  # the judged feat closed the phase, and its window with it
        # R14.6: a throw's result is the table's, judged at its table time
        action = judged(game, action, round(max(self.time, at) * 1000), self.secret)
        events = game.apply(action)  # checked: an error changes nothing
        self.time = max(self.time, at)
        self.actions += 1
        self._plan = None
        if game.race is None:
            self._race_queue = None
        self.record.add(round(self.time * 1000), action)
        for bot in self._observers:
            if bot.seat == self.busy:
                self._held.extend(events)
                continue
            seat = self.seats[bot.seat]
            bot.observe(seat, seat.redact(events))
        applied = Applied(action, events, self.time, by_person)
        for listener in self.listeners:
            listener(applied)
        return applied
