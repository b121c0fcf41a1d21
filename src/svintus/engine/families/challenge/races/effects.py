"""Challenge cards, part two (R12): One for All, Whoever Is Quick Gets the Slippers,
Slabo?, Where Do the Hands Grow From?, Judged by Their Clothes (hooks: families/protocol.py).

R12.1: the card is played in turn onto a card of its colour (a named colour counts), goes
to the box (a zone of this module, :func:`zones`), and the next player is chosen at once;
the top card of the play pile is unchanged (a colour named on it stays named). Then the
card's action runs as a phase that stops ordinary play (``exclusive``, ``awaiting``), and
each of its windows is closed by the table's clock (``table timeup``, :func:`timers`).

Races (R14.3): the table delivers race actions in the order it received them, and the
engine takes them in that order; the last to finish loses. When the window closes with
players unfinished, every unfinished player counts as last and each of them receives
(docs/decisions.md). Debts ("receives one card from each other player") are paid with
``pay`` actions of the givers' choice; the window's close pays what is left with each
giver's lowest cards, one at a time in turn order from the acting player (R7.1).

The Slippers, Slabo? and Clothes details are in the docstrings of their phases below;
the feats and the wardrobes are data in :mod:`..feats`.
"""

from __future__ import annotations

from bisect import insort
from typing import TYPE_CHECKING

from .... import actions as A
from .... import acts
from .... import events as ev
from ....actions import Act, Action
from ....cards import FACE_COLOUR, FACE_KIND
from ....choosing import Spec
from ....operations import cards_out, givable, give, naming_kinds, received, take
from .. import feats as F
from .legal import HUT_CARDS, grabbable, owed, paid_to
from .state import (
    BOX,
    CLOTHES,
    FAS,
    FEAT,
    FISTS,
    GRAB,
    HANDS,
    HUTS,
    ITEM,
    KIND_IDS,
    KINDS_OF_FAMILY,
    ONE_FOR_ALL,
    PAY,
    SHOW,
    SLABO,
    SLIPPERS,
    STEPS,
    TAPS,
    TRY,
    RacesState,
    open_state,
    state_of,
    turn_order,
)

if TYPE_CHECKING:
    from collections.abc import Callable

    from ....game import Game


# ----------------------------------------------------------------- effects (R12.1)


def _played(game: Game, p: int, face: int) -> None:
    """R12.1: to the box, next player chosen, the top card (and a named colour) stays."""
    st = state_of(game)
    assert st is not None
    game.pile.pop()
    st.box.append(face)
    game.emit(ev.Boxed(p, face))
    game.window = False  # the top card is again the one under it, already played
    if FACE_KIND[game.pile[-1]] in naming_kinds(game):
        game.named = FACE_COLOUR[face]  # it was played on that named colour (R3.2)
    game.current = game.next_player(p)
    st.reset(game.n)
    st.kind = FACE_KIND[face]
    st.player = p
    game.emit(ev.ChallengeRun(p, face))
    kind = st.kind
    if kind == ONE_FOR_ALL:
        _phase(game, st, FISTS)
    elif kind == HANDS:
        for q in turn_order(game, p):  # R12.8: draw up to four and keep them
            short = 4 - len(game.hands[q])
            if short > 0:
                take(game, q, short, "hands")
        _phase(game, st, HUTS)
    elif kind == SLIPPERS:
        _phase(game, st, SHOW)
        _shown(game, st)
    elif kind == SLABO:
        if len(st.used) == len(F.FEATS):  # every feat used in the session: no action
            game.emit(ev.ChallengeDone(p))
            st.reset(game.n)
            return
        _phase(game, st, FEAT)
    else:
        _phase(game, st, ITEM)


EFFECTS: dict[int, Callable[[Game, int, int], None]] = {k: _played for k in KINDS_OF_FAMILY}


def _phase(game: Game, st: RacesState, phase: str) -> None:
    st.phase = phase
    st.serial += 1
    if phase in STEPS or phase == TRY:
        st.progress = [0] * game.n
        st.order = []


def _close(game: Game, st: RacesState) -> None:
    game.emit(ev.ChallengeDone(st.player))
    st.reset(game.n)


# ----------------------------------------------------------------- debts


def _owe(game: Game, st: RacesState, receivers: list[int], count: int) -> None:
    """Each receiver gets ``count`` cards from every other player: a PAY phase whose
    debts are listed by giver in turn order from the acting player (R7.1)."""
    debts: list[tuple[int, int, int]] = []
    for g in turn_order(game, st.player):
        for r in receivers:
            if r != g:
                debts.append((g, r, count))
    st.debts = debts
    _phase(game, st, PAY)
    _settled(game, st)


def _settled(game: Game, st: RacesState) -> None:
    """Drop debts nobody can pay (no card left); close when none is left."""
    st.debts = [d for d in st.debts if owed(game, d)]
    if not st.debts:
        _close(game, st)


def _pay(
    game: Game,
    st: RacesState,
    giver: int,
    target: int,
    cards: tuple[int, ...],
    svintus: bool = False,
) -> None:
    """Settle the giver's debt to ``target`` with ``cards``; an empty hand wins (R7.1),
    one card left without "Svintus!" is catchable (R6.1)."""
    for i, (g, r, _) in enumerate(st.debts):
        if g == giver and r == target:
            del st.debts[i]
            break
    if cards:
        if target == A.BOX:
            hand = game.hands[giver]
            for face in cards:
                hand.remove(face)
                st.box.append(face)
                game.emit(ev.Boxed(giver, face))
        else:
            give(game, giver, target, cards, KIND_IDS[st.kind])
            received(game, target)
    if cards_out(game, giver, svintus):
        return
    _settled(game, st)


def _lowest(game: Game, giver: int, count: int) -> tuple[int, ...]:
    return tuple(givable(game, giver)[:count])


# ----------------------------------------------------------------- races


def _finish_race(game: Game, st: RacesState, unfinished: list[int]) -> None:
    """The last to finish, or every unfinished player at the window's close, receives
    one card from each other player (R12.4, R12.8, R12.10, R14.3)."""
    last = unfinished if unfinished else st.order[-1:]
    game.emit(ev.LastToFinish(tuple(last)))
    _owe(game, st, last, 1)


def _steps(game: Game, st: RacesState, p: int) -> int:
    """The steps that finish ``p``'s race: two fists, one tap; four cards into the huts
    (all one holds if fewer, R12.8), or one ``huts`` in a record of law 1."""
    if st.phase == HUTS and game.law >= 2:
        return min(2 * HUT_CARDS, len(game.hands[p]))
    return STEPS[st.phase]


def _step(game: Game, st: RacesState, p: int) -> None:
    st.progress[p] += 1
    done = st.progress[p] >= _steps(game, st, p)
    if done:
        st.order.append(p)
    game.emit(ev.RaceStepped(p, st.phase, done))
    if done and st.phase == TAPS and p == st.player and len(st.order) == 1:
        # R12.10: the player must not touch first: an incorrect move (R5.4)
        face = FACE_KIND.index(CLOTHES)
        game.incorrect(p, face, "the Clothes player touched the item first (R12.10)")
        if game.winner >= 0:
            return
    if len(st.order) == game.n:
        _finish_race(game, st, [])


def _apply_step(game: Game, a: Action) -> None:
    """A fist (One for All), a card into a hut or a tap on the item: one race step."""
    st = open_state(game)
    assert st is not None
    if a.kind == acts.HUTS and a.card is not None:
        assert a.hut is not None
        st.huts[a.player][a.hut].append(a.card)
    _step(game, st, a.player)


# ----------------------------------------------------------------- Slippers (R12.5)


def _apply_pay(game: Game, a: Action) -> None:
    st = open_state(game)
    assert st is not None
    p = a.player
    if st.phase == SHOW:
        face = a.cards[0]
        game.hands[p].remove(face)
        st.display[p] = face
        game.emit(ev.Shown(p, face))
        if cards_out(game, p, a.svintus):
            return
        _shown(game, st)
        return
    to = paid_to(a)
    assert to is not None
    _pay(game, st, p, to, a.cards, a.svintus)


def _shown(game: Game, st: RacesState) -> None:
    """Everyone who can has laid a card (an empty hand shows nothing): "Fas!"."""
    if st.phase == SHOW and all(
        st.display[q] >= 0 or not givable(game, q) for q in range(game.n) if q != st.player
    ):
        _phase(game, st, FAS)


def _apply_fas(game: Game, a: Action) -> None:
    st = open_state(game)
    assert st is not None
    game.emit(ev.FasSaid(a.player))
    _phase(game, st, GRAB)
    st.got = [-1] * game.n
    _grab_done(game, st)


def _apply_grab(game: Game, a: Action) -> None:
    st = open_state(game)
    assert st is not None
    p, owner = a.player, a.aimed
    assert owner is not None
    face = st.display[owner]
    st.display[owner] = -1
    st.got[p] = face
    insort(game.hands[p], face)
    received(game, p)
    game.emit(ev.Grabbed(p, owner, face))
    _grab_done(game, st)


def _grab_done(game: Game, st: RacesState) -> None:
    if not any(grabbable(st, q) for q in range(game.n)):
        _end_grab(game, st)


def _end_grab(game: Game, st: RacesState) -> None:
    """Cards nobody grabbed go back; who is left without one receives (R12.5)."""
    for owner, face in enumerate(st.display):
        if face >= 0:
            st.display[owner] = -1
            insort(game.hands[owner], face)
            received(game, owner)
            game.emit(ev.DisplayReturned(owner, face))
    without = [q for q in turn_order(game, st.player) if st.got[q] < 0]
    game.emit(ev.LastToFinish(tuple(without)))
    _owe(game, st, without, 1)


# ----------------------------------------------------------------- Slabo? (R12.6)


def _apply_feat(game: Game, a: Action) -> None:
    st = open_state(game)
    assert st is not None
    feat = a.feat
    assert feat is not None
    st.feat = feat
    score = F.parse_score(a.text)
    st.score = a.text if score is not None else F.DEFAULT_SCORE[feat]
    st.used.append(feat)
    game.emit(ev.FeatSet(a.player, F.FEATS[feat], st.score))
    _phase(game, st, TRY)


def _apply_attempt(game: Game, a: Action) -> None:
    st = open_state(game)
    assert st is not None
    p = a.player
    st.progress[p] = 1
    repeated = F.repeats(st.feat, a.text, st.score)
    if repeated:
        st.order.append(p)
    game.emit(ev.FeatTried(p, F.FEATS[st.feat], a.text, repeated))
    if all(st.progress[q] for q in range(game.n) if q != st.player):
        _end_tries(game, st)


def _end_tries(game: Game, st: RacesState) -> None:
    """Nobody repeated: the challenger throws three cards into the box; else each who
    repeated gives the challenger three cards (R12.6)."""
    if not st.order:
        st.debts = [(st.player, A.BOX, 3)]
        _phase(game, st, BOX)
    else:
        st.debts = [(q, st.player, 3) for q in turn_order(game, st.player) if q in st.order]
        _phase(game, st, PAY)
    _settled(game, st)


# ----------------------------------------------------------------- Clothes (R12.10)


def _apply_item(game: Game, a: Action) -> None:
    st = open_state(game)
    assert st is not None
    wearer, item = a.aimed, a.item
    assert wearer is not None and item is not None
    st.wearer = wearer
    st.item = item
    game.emit(ev.ItemNamed(a.player, wearer, F.ITEMS[item]))
    _phase(game, st, TAPS)


# ----------------------------------------------------------------- the table's clock


def _apply_timeup(game: Game, a: Action) -> None:
    """The window of the open phase closed (R14.2): defaults are taken."""
    st = open_state(game)
    assert st is not None
    phase = st.phase
    game.emit(ev.TimeUp(phase))
    if phase in STEPS:
        unfinished = [q for q in turn_order(game, st.player) if q not in st.order]
        _finish_race(game, st, unfinished)
    elif phase == SHOW:
        for q in turn_order(game, st.player):
            if q != st.player and st.display[q] < 0 and givable(game, q):
                _apply_pay(game, A.pay(q, A.DISPLAY, _lowest(game, q, 1)))
                if game.winner >= 0 or st.phase != SHOW:
                    return
        _shown(game, st)
    elif phase == FAS:
        _apply_fas(game, A.fas(st.player))
    elif phase == GRAB:
        _end_grab(game, st)
    elif phase == FEAT:  # no feat in time: the Slabo? does nothing (docs/decisions.md)
        _close(game, st)
    elif phase == TRY:
        _end_tries(game, st)
    elif phase == ITEM:  # the first item of the next player's wardrobe
        wearer = (st.player + 1) % game.n
        _apply_item(game, A.item(st.player, wearer, F.wardrobe(game.seed, wearer)[0]))
    else:  # PAY, BOX: the lowest cards, one debt at a time in order (R7.1)
        while st.debts and game.winner < 0 and st.kind >= 0:
            g, r, _ = debt = st.debts[0]
            _pay(game, st, g, r, _lowest(game, g, owed(game, debt)))


APPLY: dict[Act, Callable[[Game, Action], None]] = {
    acts.FIST: _apply_step,
    acts.PAY: _apply_pay,
    acts.FAS: _apply_fas,
    acts.GRAB: _apply_grab,
    acts.FEAT: _apply_feat,
    acts.ATTEMPT: _apply_attempt,
    acts.HUTS: _apply_step,
    acts.ITEM: _apply_item,
    acts.TAP: _apply_step,
    acts.TIMEUP: _apply_timeup,
}


# ----------------------------------------------------------------- legal actions


def _choice(game: Game, a: Action) -> Spec:
    """A payment of two cards or more is chosen one card at a time (choosing.py)."""
    st = open_state(game)
    assert st is not None
    for debt in st.debts:
        if debt[0] == a.player and debt[1] == paid_to(a):
            k = owed(game, debt)
            return Spec(k, tuple(givable(game, a.player)), game.rules.race_seconds)
    return Spec(0, (), 0.0)


CHOICES: dict[Act, Callable[[Game, Action], Spec]] = {acts.PAY: _choice}


def reactions(game: Game, player: int, out: list[Action]) -> None:
    return None


# ----------------------------------------------------------------- errors


# ----------------------------------------------------------------- view


# ----------------------------------------------------------------- positions


def before(game: Game, action: Action) -> None:
    return None


def after(game: Game, action: Action) -> None:
    return None
