"""The heuristic bot: plays the classic game well by rules of thumb (R3-R8).

Turn decisions score every legal action (:func:`plan_turn`):

* **colour management** — prefer a card whose colour (or value) the bot still holds
  after playing it, and name the colour it holds most of (R3.2, R8.4);
* **keep Polisvin for when it matters** — never play it while another card fits; play
  it rather than draw only when the hand is small or the next player is close to
  winning; keep it as the last card, which then goes onto anything;
* **transfer penalties** — always pass on a pending Khapyozh or Zakhrapin (R5.3);
* **attack a player close to winning** — Khapyozh and Zakhrapin on a next player with
  few cards, a Perekhryuk that turns play away from them, a colour they showed they
  lack (they drew on it, see :class:`~svintus.bots.memory.Memory`);
* **always declare "Svintus!"** (R6.1) — unless the difficulty profile slips.

Out of turn (:meth:`HeuristicBot.react`) it catches every undeclared "Svintus!" it sees
(R6.2), intercepts when it pays (R4: always but with a Polisvin it would rather keep),
slaps the deck at once (R8.6) and never speaks during a silence (R8.5). How fast it does
each, and which slips it makes, is its :class:`~svintus.bots.profiles.Profile`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from ..engine import actions as A
from ..engine.actions import Act, Action
from ..engine.cards import (
    COLOURS,
    FACE_COLOUR,
    FACE_KIND,
    FACE_VALUE,
    GREY,
    KHAPYOZH,
    KHLOPKOPYT,
    NUMBER,
    PEREKHRYUK,
    POLISVIN,
    ZAKHRAPIN,
    face_of,
)
from ..engine.events import Event
from ..engine.game import FITS, FITS_NAMED
from . import generic
from .base import Bot, Reaction, Seat
from .memory import Memory, Turn
from .profiles import HARD, Profile


@dataclass(frozen=True, slots=True)
class Weights:
    """The rules of thumb as numbers; a play scores about 100, a draw ``draw``."""

    draw: float = 60.0
    keep_polisvin: float = 48.0  # a Polisvin play scores this much less
    polisvin_small_hand: float = 20.0  # ... and this much more with 3 cards or fewer
    same_colour: float = 3.0  # per card of the played colour kept
    same_value: float = 1.5  # per number card of the played value kept
    khapyozh: float = 8.0
    zakhrapin: float = 4.0
    reverse: float = 1.0
    slap_card: float = 3.0
    lacks_colour: float = 6.0  # the next player showed they lack the colour
    last_polisvin: float = 40.0  # two cards: keep a Polisvin as the last
    last_same_colour: float = 12.0
    last_same_value: float = 8.0
    threat: tuple[float, ...] = (0.0, 60.0, 25.0, 10.0, 4.0, 1.0)  # by hand size
    pair: float = 0.0  # the bot keeps the exact copy: it can intercept its own card (R4.4)


DEFAULT_WEIGHTS = Weights()
# The same rules, but a Khapyozh or Zakhrapin is kept to transfer a penalty (R5.3)
# unless the next player is close to winning: 27.5% [26.1%, 28.8%] of 4000 games against
# three bots with the default weights (docs/bots.md). The ``hard`` level and the search
# bot's own seat play them; ``heuristic`` keeps the default, the benchmarks' baseline.
KEEPING_WEIGHTS = replace(DEFAULT_WEIGHTS, khapyozh=-20.0, zakhrapin=-20.0)


@dataclass(slots=True)
class Situation:
    """What one seat knows when it decides: its view, in face indexes, and beliefs."""

    me: int
    n: int
    hand: list[int]
    top: int
    named: int
    sizes: list[int]
    direction: int
    skips: list[int]
    lacks: list[int]  # per player: bit c set when they are believed to lack colour c

    @classmethod
    def of(cls, view: dict[str, Any], hand: list[int], memory: Memory | None) -> Situation:
        named = view["named_colour"]
        n = view["players"]
        lacks = [0] * n
        if memory is not None and memory.caps:
            for p in range(n):
                caps = memory.caps[p]
                lacks[p] = sum(1 << c for c in range(4) if caps[c] == 0)
        return cls(
            me=view["player"],
            n=n,
            hand=hand,
            top=face_of(view["top"]),
            named=COLOURS.index(named) if named is not None else -1,
            sizes=list(view["hand_sizes"]),
            direction=view["direction"],
            skips=list(view["skips"]),
            lacks=lacks,
        )

    def neighbour(self, direction: int) -> int:
        """The next seat from the bot in ``direction`` that will get a turn."""
        q = (self.me + direction) % self.n
        for _ in range(self.n):
            if not self.skips[q] or q == self.me:
                return q
            q = (q + direction) % self.n
        return q


def colour_counts(hand: Sequence[int]) -> list[int]:
    counts = [0, 0, 0, 0, 0]
    for f in hand:
        counts[FACE_COLOUR[f]] += 1
    return counts


def best_colour(hand: Sequence[int], lacks: int = 0, bonus: float = 0.0) -> int:
    """The colour to name: the one held most, then one the next player lacks (R3.2)."""
    counts = colour_counts(hand)
    best, best_score = 0, -1.0
    for c in range(4):
        score = counts[c] * 3.0 + (bonus if lacks >> c & 1 else 0.0) - c * 0.001
        if score > best_score:
            best, best_score = c, score
    return best


def _threat(w: Weights, size: int) -> float:
    return w.threat[size] if size < len(w.threat) else 0.0


def score_play(sit: Situation, a: Action, w: Weights = DEFAULT_WEIGHTS) -> float:
    """How good playing ``a`` (a PLAY of the player to move) looks; about 100."""
    f = a.card
    assert f is not None
    kind = FACE_KIND[f]
    after = sit.hand.copy()
    after.remove(f)
    if not after:
        return 10_000.0  # the last card wins (R7.1)
    nxt = sit.neighbour(sit.direction)
    threat = _threat(w, sit.sizes[nxt]) if nxt != sit.me else 0.0
    lacks = sit.lacks[nxt]
    counts = colour_counts(after)
    colour = a.colour if kind == POLISVIN and a.colour is not None else FACE_COLOUR[f]
    s = 100.0
    if kind == POLISVIN:
        s -= w.keep_polisvin
        if len(sit.hand) <= 3:
            s += w.polisvin_small_hand
        s += threat * 0.4
    elif kind == KHAPYOZH:
        s += w.khapyozh + threat
    elif kind == ZAKHRAPIN:
        s += w.zakhrapin + threat * 0.7
    elif kind == PEREKHRYUK and sit.n > 2:
        prv = sit.neighbour(-sit.direction)
        s += w.reverse + threat - _threat(w, sit.sizes[prv])
    elif kind == KHLOPKOPYT:
        s += w.slap_card
    if colour != GREY:
        s += w.same_colour * counts[colour]
        if lacks >> colour & 1:
            s += w.lacks_colour + threat * 0.5
    if kind == NUMBER:
        v = FACE_VALUE[f]
        s += w.same_value * sum(1 for g in after if FACE_KIND[g] == NUMBER and FACE_VALUE[g] == v)
    if w.pair and f in after:
        s += w.pair
    if len(after) == 1:
        last = after[0]
        if FACE_KIND[last] == POLISVIN:
            s += w.last_polisvin
        elif colour != GREY and FACE_COLOUR[last] == colour:
            s += w.last_same_colour
        elif kind == NUMBER and FACE_KIND[last] == NUMBER and FACE_VALUE[last] == FACE_VALUE[f]:
            s += w.last_same_value
    if a.svintus:
        s += 1_000.0  # always declare (R6.1)
    return s


def score_action(sit: Situation, a: Action, w: Weights = DEFAULT_WEIGHTS) -> float:
    """The score of any turn action of the player to move."""
    kind = a.kind
    if kind == Act.PLAY:
        return score_play(sit, a, w)
    if kind == Act.NAME_COLOUR:
        return 100.0 if a.colour == best_colour(sit.hand) else 0.0
    if kind in (Act.DRAW, Act.PASS):
        return w.draw
    return 0.0  # ACCEPT: the last resort (R5.1)


def plan_turn(sit: Situation, legal: Sequence[Action], w: Weights = DEFAULT_WEIGHTS) -> Action:
    """The best-scoring turn action among ``legal`` (from ``Game.turn_actions``)."""
    best = legal[0]
    best_score = -1e9
    for a in legal:
        s = score_action(sit, a, w)
        if s > best_score:
            best, best_score = a, s
    return best


def situation_at(turn: Turn, hand: list[int]) -> Situation:
    """The situation of ``turn``'s player as it was, with ``hand`` as their hand."""
    return Situation(
        me=turn.player,
        n=len(turn.sizes),
        hand=hand,
        top=turn.top,
        named=turn.named,
        sizes=list(turn.sizes),
        direction=turn.direction,
        skips=list(turn.skips),
        lacks=list(turn.lacks),
    )


def would_play(turn: Turn, hand: list[int], w: Weights = DEFAULT_WEIGHTS) -> bool:
    """Whether this bot, holding ``hand`` before ``turn``, would have played as they did."""
    p = turn.player
    if len(hand) != turn.sizes[p] or turn.card not in hand:
        return True  # the hand cannot be rebuilt: no evidence
    sit = situation_at(turn, hand)
    actual = score_play(sit, A.play(p, turn.card, turn.colour), w)
    row = FITS_NAMED[turn.named] if turn.named >= 0 else FITS[turn.top]
    prev = -1
    for f in hand:
        if f == prev or not row[f]:
            continue
        prev = f
        colours = range(4) if FACE_KIND[f] == POLISVIN else (-1,)
        for c in colours:
            if score_play(sit, A.play(p, f, c), w) > actual + 1e-9:
                return False
    return actual >= w.draw - 1e-9


def inconsistencies(memory: Memory, hands: list[list[int]], w: Weights = DEFAULT_WEIGHTS) -> int:
    """How many opponents' turn plays (since they last took cards, when their hand then
    is ``hands`` plus what they placed since) this bot would not have made."""
    bad = 0
    for p, turns in enumerate(memory.turns):
        if not turns or p == memory.seat:
            continue
        placed = memory.placed[p]
        for turn in turns:
            if not would_play(turn, sorted([*hands[p], *placed[turn.at :]]), w):
                bad += 1
    return bad


def intercept_pays(sit: Situation, card: int) -> bool:
    """R4: an interception skips players and sheds a card; keep a Polisvin if it matters."""
    if FACE_KIND[card] != POLISVIN:
        return True
    return len(sit.hand) <= 3 or min(sit.sizes) <= 2


class HeuristicBot(Bot):
    """Rules of thumb for turns; out of turn it catches, intercepts and slaps fast."""

    name = "heuristic"
    profile: Profile = HARD
    weights: Weights = DEFAULT_WEIGHTS

    def __init__(self, seat: int, seed: int) -> None:
        super().__init__(seat, seed)
        self.memory = Memory(seat)

    def situation(self, seat: Seat) -> Situation:
        view = seat.view()
        self.memory.sync(view)
        return Situation.of(view, seat.hand(), self.memory)

    def choose(self, seat: Seat, legal: Sequence[Action]) -> Action:
        if generic.needs_generic(legal):  # a 2.0 family's decision (R10-R12)
            return generic.choose(seat, legal, self.rng)
        sit = self.situation(seat)
        return self.slip(plan_turn(sit, legal, self.weights), legal)

    def slip(self, action: Action, legal: Sequence[Action]) -> Action:
        """The profile's human slips: a careless play, a forgotten "Svintus!"."""
        rng = self.rng
        prof = self.profile
        if prof.careless and action.kind == Act.PLAY and rng.random() < prof.careless:
            plays = [a for a in legal if a.kind == Act.PLAY and a.svintus == action.svintus]
            action = rng.choice(plays)
        if action.svintus and prof.forget_svintus and rng.random() < prof.forget_svintus:
            action = action._replace(svintus=False)
        return action

    def turn_delay(self, seat: Seat, turn_seconds: float) -> float:
        return self.profile.turn_delay(self.rng, turn_seconds)

    def race_delay(self, seat: Seat) -> float:
        return self.profile.race.time(self.rng)

    def react(self, seat: Seat, offered: Sequence[Action]) -> Reaction | None:
        if seat.families:  # obligations and chances of the 2.0 families first (R10-R12)
            chance = generic.react(seat, offered, self.rng, self.profile)
            if chance is not None:
                return chance
        rng = self.rng
        prof = self.profile
        kinds = {a.kind for a in offered}
        if Act.SLAP in kinds:
            if rng.random() < prof.slap.miss:
                return None
            target = A.PILE if prof.wrong_pile and rng.random() < prof.wrong_pile else A.DECK
            for a in offered:
                if a.place == target:
                    return Reaction(prof.slap.time(rng), a)
            return None
        if Act.CATCH in kinds and rng.random() >= prof.catch.miss:
            a = next(a for a in offered if a.kind == Act.CATCH)
            return Reaction(prof.catch.time(rng), a)
        if Act.INTERCEPT in kinds and rng.random() >= prof.intercept.miss:
            sit = self.situation(seat)
            a = next(a for a in offered if a.kind == Act.INTERCEPT)
            assert a.card is not None
            if not intercept_pays(sit, a.card):
                return None
            return Reaction(prof.intercept.time(rng), self._variant(sit, offered, a.card))
        return None

    def _variant(self, sit: Situation, offered: Sequence[Action], card: int) -> Action:
        """The interception with "Svintus!" when it leaves one card, naming a good colour."""
        after = sit.hand.copy()
        after.remove(card)
        colour = best_colour(after) if FACE_KIND[card] == POLISVIN else None
        forget = self.profile.forget_svintus
        svintus = len(after) == 1 and not (forget and self.rng.random() < forget)
        want = A.intercept(sit.me, card, colour, svintus)
        return want if want in offered else next(a for a in offered if a.kind == Act.INTERCEPT)

    def observe(self, seat: Seat, events: Sequence[Event]) -> None:
        if self.memory.started:
            self.memory.observe(events)
        self.memory.sync(seat.view())
