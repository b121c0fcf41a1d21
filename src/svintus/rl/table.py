"""The decision model of a deck with R9 or 2.0 cards: agents at a table with a clock.

The classic decks keep the model of aec.py. Here the environment plays the table's part
(R14) as :mod:`svintus.sim.scheduler` does for bots, with agents deciding one at a time:

* **The clock.** The table keeps a time in seconds. Each decision of the player to move
  in their turn takes ``think_seconds`` (1 s by default); every other decision takes no
  time. Every window of the families (:meth:`Game.timers`), the turn time (R5.5, the
  Temnodel check time, R9.2) and the slap race (R8.6) is due ``seconds`` after it
  first appeared, as in the scheduler. Before anyone decides, every due clock action is
  applied, earliest first.
* **Rounds.** A round lasts until the next turn action (a new move number, R3.6) or
  clock action. In a round each seat is asked at most once for each distinct set of
  actions it may take (so a chance let go stays let go until something changes for it).
* **Who decides, in this order:** (1) *chances*: each seat but the awaited ones that has
  a chance of its own now (an interception, a catch, a gift, a reaction, an owed
  answer ...), in seat order in the current direction from the neighbour of the player
  of the last turn action; it takes one action or ``decline``. (2) The *awaited*
  players (:func:`~svintus.sim.scheduler.awaited_choices`): the chooser of a choice of
  cards (no decline), the players of a family phase or a slap race one at a time in an
  order drawn when it opens (each may ``decline``: let the clock run), or the player to
  move (no decline, except in the last-card check window of a Temnodel, where declining
  passes, R9.2, or when no turn choice is left).
* **Nobody to ask:** the table jumps to the earliest clock action and applies it.

A seat asked gets *every* action it may take now: its turn or phase choices, its
out-of-turn actions (:func:`~svintus.sim.scheduler.offered`: listed actions and the
concrete lines of :meth:`Game.hints`), "Svintus!" on its own when listed. Lines that
only provoke (Etiquette's suggestions), the generic chat line during a silence (R8.5),
"Svintus!", going away, coming back and touching the table are offered with a
decision but never open one.
"""

from __future__ import annotations

import random
from typing import NamedTuple

from ..engine import actions as A
from ..engine.actions import Act, Action
from ..engine.events import Event
from ..engine.families.chain import declared
from ..engine.game import Game
from ..engine.operations import finishing
from ..sim.scheduler import awaited_choices, decision_seconds, offered
from .layout import CHANCE, CHOICE, PHASE, RACE, TURN, Layout
from .wide import ORDINAL_KINDS

# Kinds that never open a decision by themselves (see the module docstring).
QUIET = frozenset((Act.SPEAK, Act.WHISPER, Act.DECLARE, Act.AWAY, Act.BACK, Act.TOUCH))


class Ask(NamedTuple):
    """A decision point: the seat, the decision kind, and index -> engine action
    (``None`` for ``decline``)."""

    seat: int
    decision: int
    options: dict[int, Action | None]


class Clock(NamedTuple):
    due: float
    order: int
    action: Action


class Table:
    """The table of one game of a deck with R9 or 2.0 cards (see the module docstring)."""

    def __init__(self, layout: Layout, n: int, think_seconds: float) -> None:
        self.layout = layout
        self.n = n
        self.think = think_seconds

    def start(self, game: Game, actor: int, rng: random.Random) -> None:
        self.game = game
        self.rng = rng
        self.time = 0.0
        self.seen: dict[object, float] = {}  # clock key -> time it first appeared
        self.actor = actor  # the player of the last turn action
        self.asked: list[set[tuple[Action, ...]]] = [set() for _ in range(self.n)]
        self.move = game.move
        self.orders: dict[object, list[int]] = {}  # a phase's drawn order of its players
        self.dropped: list[Action] = []  # lines beyond the layout's slots, not offered

    # ------------------------------------------------------------ the clock

    def clocks(self) -> list[Clock]:
        """The clock actions open now with their due times, earliest first."""
        game = self.game
        now = self.time
        live: dict[object, float] = {}
        out: list[Clock] = []
        for k, t in enumerate(game.timers()):
            first = live[t.key] = self.seen.get(t.key, now)
            out.append(Clock(first + t.seconds, k, t.action))
        if game.choice is None and awaited_choices(game) is None:
            if game.race is not None:
                key: object = ("slap race", game.move)
                seconds = game.rules.slap_seconds
                action = A.close_race()
            else:
                key = ("turn", game.current, game.move)
                seconds = decision_seconds(game)
                action = A.timeout(game.current)
            first = live[key] = self.seen.get(key, now)
            out.append(Clock(first + seconds, len(out), action))
        self.seen = live
        out.sort()
        return out

    def tick(self, jump: bool) -> list[Event] | None:
        """Apply the earliest clock action if it is due (or, with ``jump``, whenever it
        is); its events, or None when nothing was applied."""
        clocks = self.clocks()
        if not clocks or (not jump and clocks[0].due > self.time):
            if jump:
                raise RuntimeError(
                    f"the game waits for nobody and no window is open (move "
                    f"{self.game.move}): an engine bug"
                )
            return None
        due, _, action = clocks[0]
        self.time = max(self.time, due)
        move = self.game.move
        events = self.game.apply_unchecked(action)
        if action.kind == Act.TIMEOUT and self.game.move != move:
            self.actor = action.player  # a timeout is a turn action (R3.6, R5.5)
        self.new_round()
        return events

    def new_round(self) -> None:
        for asked in self.asked:
            asked.clear()
        self.move = self.game.move

    # ------------------------------------------------------------ decisions

    def next(self) -> tuple[Ask | None, list[Event]]:
        """The next decision point (None: the game is over) and the events of the clock
        actions applied on the way."""
        game = self.game
        events: list[Event] = []
        while game.winner < 0:
            # The clock and the search ask the same questions of one state: remembered
            # until an action is applied (Game.remember; apply drops the memo).
            game.remember()
            ticked = self.tick(jump=False)
            if ticked is not None:
                events.extend(ticked)
                continue
            ask = self._find(game)
            if ask is not None:
                game.remember(False)
                return ask, events
            events.extend(self.tick(jump=True) or ())
        game.remember(False)
        return None, events

    def applied(self, ask: Ask, action: Action) -> None:
        """Account for ``action`` just applied at decision ``ask`` (time, rounds)."""
        if ask.decision == TURN:
            self.time += self.think
        if self.game.move != self.move:
            if action.kind in A.TURN_ACTS:
                self.actor = ask.seat
            self.new_round()

    def _find(self, game: Game) -> Ask | None:
        n = self.n
        phase = awaited_choices(game)
        kind = PHASE
        if game.choice is not None:
            kind = CHOICE
        if phase is not None:
            awaited = phase
        elif game.race is not None:
            kind = RACE
            race = game.race
            awaited = {p: [A.slap(p, A.DECK), A.slap(p, A.PILE)] for p in range(n) if not race[p]}
        else:
            kind = TURN
            awaited = {game.current: game.turn_actions()}
        # (1) chances of the seats the game does not wait for
        d = game.direction
        for k in range(1, n + 1):
            p = (self.actor + d * k) % n
            if p in awaited:
                continue
            extra = list(offered(game, p))
            if not extra:
                continue
            owed = set(game.hints(p, owed_only=True))
            if not any(a.kind not in QUIET or a in owed for a in extra):
                continue
            options = [*extra, *self._declare(game, p, extra)]
            ask = self._gated(p, CHANCE, options, decline=True)
            if ask is not None:
                return ask
        # (2) the awaited players
        seats = list(awaited)
        if kind in (PHASE, RACE) and len(seats) > 1:
            key = (kind, game.move, tuple(sorted(seats)))
            order = self.orders.get(key)
            if order is None:
                order = self.orders[key] = sorted(seats)
                self.rng.shuffle(order)
                self.orders = {key: order}  # only the open phase's order is kept
            seats = [p for p in order if p in awaited]
        for p in seats:
            choices = awaited[p]
            options = [*choices, *offered(game, p, choices)]
            options += self._declare(game, p, options)
            if kind == CHOICE:
                return self._make(p, kind, options, decline=False)
            if kind == TURN:
                decline = finishing(game) >= 0 or not choices
                if options:
                    return self._make(p, kind, options, decline)
                continue
            ask = self._gated(p, kind, options, decline=True)
            if ask is not None:
                return ask
        return None

    def _declare(self, game: Game, p: int, options: list[Action]) -> list[Action]:
        """ "Svintus!" on its own (R6.1), when listed and not offered already."""
        if len(game.hands[p]) != 2:
            return []
        declare = A.declare(p)
        if declare in options or declare not in game.listed(p):
            return []
        return [declare]

    def _gated(self, p: int, kind: int, options: list[Action], decline: bool) -> Ask | None:
        """Ask ``p`` unless it was asked this round with the same actions."""
        if not options:
            return None
        signature = tuple(options)
        asked = self.asked[p]
        if signature in asked:
            return None
        asked.add(signature)
        return self._make(p, kind, options, decline)

    def _make(self, p: int, kind: int, options: list[Action], decline: bool) -> Ask:
        said = declared(self.game)
        options_of = indexed(self.layout, p, self.n, options, decline, self.dropped, said)
        return Ask(p, kind, options_of)


def indexed(
    layout: Layout,
    p: int,
    n: int,
    options: list[Action],
    decline: bool,
    dropped: list[Action] | None = None,
    said: int = -1,
) -> dict[int, Action | None]:
    """index -> action for ``options`` of seat ``p`` (``said``: the declaration a dark
    card answers, R9.2). A collision, or an action without an index, is a bug (raises).
    Only more lines of one kind than the layout has slots for (wide.py) are left out,
    into ``dropped`` when given (else it raises too)."""
    out: dict[int, Action | None] = {}
    counts: dict[object, int] = {}
    wide = layout.wide
    for a in options:
        ordinal = 0
        if a.kind in ORDINAL_KINDS and wide is not None:
            key = wide.key(a, p, n)
            ordinal = counts.get(key, 0)
            counts[key] = ordinal + 1
            if ordinal and dropped is not None and (*(key or ()), ordinal) not in wide.index:
                dropped.append(a)
                continue
        i = layout.index(a, p, n, ordinal, said)
        if i in out:
            raise RuntimeError(f"two actions of seat {p} share index {i}: {out[i]} and {a}")
        out[i] = a
    if decline:
        out[layout.decline] = None
    return out
