"""The legal actions of the open Challenge race phase (R12.4-R12.10): what each seat
may do (``exclusive``, ``awaiting``), the window's timer and the hints; a part of
:mod:`.effects`, which applies them.

A seat's phase actions are kept from step to step under a key of exactly what they are
made of (:func:`_key`: the phase, the seat's hand, its huts, its debts ...), so a race
of many players rebuilds only the lists of the players who acted; within one step the
entries of every seat are asked once (``Game.memo``, see :meth:`Game.remember`).
"""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations
from typing import TYPE_CHECKING

from .... import actions as A
from .... import acts
from ....actions import Action
from ....operations import givable, svintus_flags
from ...protocol import Timer
from .. import feats as F
from .state import (
    FAS,
    FEAT,
    FISTS,
    GRAB,
    HUTS,
    ITEM,
    SHOW,
    STEPS,
    TAPS,
    TRY,
    RacesState,
    open_state,
)

if TYPE_CHECKING:
    from ....game import Game


HUT_CARDS = 2  # cards in each of the two huts (R12.8)


def paid_to(a: Action) -> int | None:
    """Where a PAY's cards go: the player it is aimed at, or a place (BOX, DISPLAY), as
    a debt names its receiver."""
    return a.aimed if a.aimed is not None else a.place


def owed(game: Game, debt: tuple[int, int, int]) -> int:
    return min(debt[2], len(givable(game, debt[0])))


def grabbable(st: RacesState, q: int) -> list[int]:
    """The owners of the cards ``q`` may still grab (none once ``q`` has one)."""
    if st.got[q] >= 0:
        return []
    return [o for o, face in enumerate(st.display) if face >= 0 and o != q]


# The actions a phase lists, made once: equal values, shared (as actions.speak's)
_hut = lru_cache(maxsize=4096)(A.huts)
_pay = lru_cache(maxsize=8192)(A.pay)
_grab = lru_cache(maxsize=1024)(A.grab)


def _hut_choices(game: Game, st: RacesState, p: int) -> list[Action]:
    """R12.8: each card of the hand not yet placed, into each hut with room (one card at a
    time, so the list grows with the hand only linearly)."""
    first, second = st.huts[p]
    slots = [s for s, hut in enumerate((first, second)) if len(hut) < HUT_CARDS]
    hand = game.hands[p]
    placed = first + second
    out: list[Action] = []
    prev = -1
    for f in hand:
        if f != prev and (not placed or hand.count(f) > placed.count(f)):
            for s in slots:
                out.append(_hut(p, f, s))
        prev = f
    return out


def combos(hand: list[int], k: int) -> list[tuple[int, ...]]:
    """The distinct choices of ``k`` cards of a sorted hand."""
    if k == 1:
        return [(f,) for f in dict.fromkeys(hand)]
    return list(dict.fromkeys(combinations(hand, k)))


class _Seat:
    """A seat's phase actions kept under ``key``, exactly their inputs (:func:`_key`),
    with the lists made of them: :func:`exclusive`'s (built for the catchable players
    ``catch``) and the :func:`hints`. An entry is exact in any state with its key, so
    copies of a game may share it."""

    __slots__ = ("acts", "catch", "excl", "hints", "key")

    def __init__(self, key: tuple[object, ...] | None, acts: tuple[Action, ...]) -> None:
        self.key = key
        self.acts = acts
        self.catch: list[int] | None = None
        self.excl: tuple[Action, ...] = ()
        self.hints: tuple[Action, ...] | None = None


def _key(game: Game, st: RacesState, p: int) -> tuple[object, ...] | None:
    """Everything :func:`_actions_of` (and :func:`hints`) read for ``p`` in the open
    phase; ``None`` (not kept) in a record of law 1, whose payments leave the Courage
    area out (:func:`givable`)."""
    if game.law < 2:
        return None
    phase = st.phase
    if phase in STEPS:
        if p in st.order:
            return (phase, True)
        if phase != HUTS:
            return (phase, False)
        huts = st.huts[p]
        return (phase, False, tuple(game.hands[p]), tuple(huts[0]), tuple(huts[1]))
    if phase == SHOW:
        return (phase, st.player, st.display[p], tuple(game.hands[p]))
    if phase == FAS:
        return (phase, st.player)
    if phase == GRAB:
        return (phase, st.got[p], tuple(st.display))
    if phase == FEAT:
        return (phase, st.player, tuple(st.used))
    if phase == TRY:
        return (phase, st.player, st.progress[p], st.feat, st.score)
    if phase == ITEM:
        return (phase, st.player, game.n, game.seed)
    return (phase, tuple(d for d in st.debts if d[0] == p), tuple(game.hands[p]))


def _lookup(game: Game, st: RacesState, p: int) -> _Seat:
    """``p``'s entry: the one kept from an earlier step if its key still holds."""
    key = _key(game, st, p)
    if key is None:
        return _Seat(None, tuple(_actions_of(game, st, p)))
    hit: _Seat | None = st.cache[p]
    if hit is None or hit.key != key:
        hit = st.cache[p] = _Seat(key, tuple(_actions_of(game, st, p)))
    return hit


_SEATS = "races: seats"  # every seat's entry for this step, in Game.memo (Game.remember)


def _seats(game: Game, st: RacesState) -> list[_Seat]:
    """Every seat's entry; asked by awaiting, exclusive and hints in one step."""
    memo = game.memo
    if memo is None:
        return [_lookup(game, st, p) for p in range(game.n)]
    hit: list[_Seat] | None = memo.get(_SEATS)
    if hit is None:
        hit = memo[_SEATS] = [_lookup(game, st, p) for p in range(game.n)]
    return hit


def _seat(game: Game, st: RacesState, p: int) -> _Seat:
    if game.memo is None:
        return _lookup(game, st, p)
    return _seats(game, st)[p]


def actions_of(game: Game, st: RacesState, p: int) -> list[Action]:
    """The open phase's actions of ``p`` (without chat)."""
    return list(_seat(game, st, p).acts)


def _actions_of(game: Game, st: RacesState, p: int) -> list[Action]:
    phase = st.phase
    hand = game.hands[p]
    if phase in STEPS:
        if p in st.order:
            return []
        if phase == FISTS:
            return [A.fist(p)]
        if phase == TAPS:
            return [A.tap(p)]
        if game.law < 2:
            return [A.huts(p)]
        return _hut_choices(game, st, p)
    if phase == SHOW:
        if p == st.player or st.display[p] >= 0:
            return []
        return _pays(p, A.DISPLAY, len(hand) - 1, combos(givable(game, p), 1))
    if phase == FAS:
        return [A.fas(p)] if p == st.player else []
    if phase == GRAB:
        return [_grab(p, o) for o in grabbable(st, p)]
    if phase == FEAT:
        if p != st.player:
            return []
        return [A.feat(p, i) for i in range(len(F.FEATS)) if i not in st.used]
    if phase == TRY:
        if p == st.player or st.progress[p]:
            return []
        return [A.attempt(p, st.feat)]
    if phase == ITEM:
        if p != st.player:
            return []
        return [A.item(p, w, i) for w in range(game.n) for i in F.wardrobe(game.seed, w)]
    out: list[Action] = []  # PAY, BOX
    for debt in st.debts:
        if debt[0] == p:
            k = owed(game, debt)
            # two cards or more: the payment without cards, then one card at a time
            choices: list[tuple[int, ...]] = [()] if k >= 2 else combos(givable(game, p), k)
            out.extend(_pays(p, debt[1], len(hand) - k, choices))
    return out


def _pays(p: int, target: int, left: int, choices: list[tuple[int, ...]]) -> list[Action]:
    """The pay actions, with "Svintus!" variants when one card is ``left`` (R6.1)."""
    flags = svintus_flags(left)
    return [_pay(p, target, c, said) for c in choices for said in flags]


def exclusive(game: Game, player: int) -> list[Action] | None:
    st = open_state(game)
    if st is None:
        return None
    seat = _seat(game, st, player)
    catchable = game.catchable
    if seat.catch != catchable:
        out = list(seat.acts)
        out.extend(A.catch(player, q) for q in catchable if q != player)  # R6.2
        out.append(A.speak(player))
        seat.excl = tuple(out)
        seat.catch = catchable.copy()
        return out
    return list(seat.excl)


def awaiting(game: Game) -> list[int] | None:
    st = open_state(game)
    if st is None:
        return None
    return [p for p, seat in enumerate(_seats(game, st)) if seat.acts]


def timers(game: Game) -> list[Timer]:
    st = open_state(game)
    if st is None:
        return []
    return [_timer(st.serial, game.rules.race_seconds)]


@lru_cache(maxsize=256)
def _timer(serial: int, seconds: float) -> Timer:
    """The timer of race window ``serial``, built once (the clock asks every step)."""
    return Timer(f"races:{serial}", seconds, A.timeup())


HINTED = (FEAT, TRY)  # the phases with hints: in the others no action has any


def hints(game: Game, player: int) -> list[Action]:
    """Concrete feats and tries with a score (R12.6): the challenger's default scores; a
    try that just matches, and one that falls short."""
    st = open_state(game)
    if st is None or st.phase not in HINTED:
        return []
    seat = _seat(game, st, player)
    if seat.hints is None:
        out: list[Action] = []
        for a in seat.acts:
            if a.kind == acts.FEAT:
                assert a.feat is not None
                out.append(a._replace(text=F.DEFAULT_SCORE[a.feat]))
            elif a.kind == acts.ATTEMPT:
                out.append(a._replace(text=st.score))
                out.append(a._replace(text=F.worse(st.feat, st.score)))
        seat.hints = tuple(out)
    return list(seat.hints)
