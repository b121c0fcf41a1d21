"""The Etiquette actions a seat is offered out of turn (R10.1, R10.2, R14.5): the gifts in
the open windows, notices of winks, an owed pick, and the standing ones (wink, touch,
away, back); with the card choices listed with them (choosing.py). Part of the Etiquette
family (:mod:`.effects` holds the hooks that check and apply them).

The scheduler asks for every seat's list at every step (:func:`reactions_all`): what
depends on the state alone is built once for the same winks, picks and away seats, and
each gift once per kind, giver and offender (functions of small immutable arguments)."""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations
from typing import TYPE_CHECKING

from ... import actions as A
from ... import acts
from ...actions import Action
from ...cards import SVINOROST
from ...operations import svintus_flags
from .state import FACE, SHURIKEN, EtiquetteState, Window
from .state import state_of as _st

if TYPE_CHECKING:
    from collections.abc import Sequence

    from ...game import Game


def penalty_count(game: Game, hand_size: int) -> int:
    """Penalty cards given with an Etiquette card (R10.1): two, all if fewer; with
    ``etiquette_keeps_two`` the giver keeps at least two cards."""
    count = min(2, hand_size - 1)
    if game.rules.etiquette_keeps_two:
        count = min(count, hand_size - 3)
    return max(0, count)


def _choices(hand: list[int], without: int, count: int) -> tuple[tuple[int, ...], ...]:
    """Every choice of ``count`` cards of ``hand`` (sorted) besides one copy of
    ``without``; each choice is sorted, as an action's ``cards`` are."""
    return _choices_of(tuple(hand), without, count)


@lru_cache(maxsize=8192)
def _choices_of(hand: tuple[int, ...], without: int, count: int) -> tuple[tuple[int, ...], ...]:
    rest = list(hand)
    if without >= 0:
        rest.remove(without)
    return tuple(sorted(set(combinations(rest, count))))


_OPENING: tuple[tuple[int, ...], ...] = ((),)


def _listed(hand: list[int], without: int, count: int) -> tuple[tuple[int, ...], ...]:
    """The card choices listed with an action: each choice of one card (or none); with
    two or more to choose, one action without cards whose cards are then named one at a
    time (choosing.py), so that a seat's list grows linearly with its hand."""
    return _OPENING if count >= 2 else _choices(hand, without, count)


def free_hand(game: Game, p: int) -> list[int]:
    """The cards ``p`` may give: the hand, but the card just drawn by the player to move,
    which they must play or keep (R3.3)."""
    hand = game.hands[p]
    if p == game.current and game.drawn >= 0 and game.drawn in hand:
        hand = hand.copy()
        hand.remove(game.drawn)
    return hand


def gift_hand(game: Game, w: Window, p: int) -> list[int]:
    """The hand ``p`` gives from: for Shmunitet, the hand before the undone card."""
    return w.snap.hands[p] if w.snap is not None else free_hand(game, p)


# ----------------------------------------------------------------- legal actions


def _gifts(
    game: Game, st: EtiquetteState, p: int, hand: list[int], out: list[Action], undo: bool
) -> None:
    """The gifts ``p`` may make in the open windows (only Shmunitet's when ``undo``);
    ``hand``: the free hand of ``p`` (:func:`free_hand`)."""
    seen: set[tuple[int, int]] = set()
    last_dark = game.last_dark
    # two penalty cards or more to give (:func:`penalty_count`): named one at a time
    named = penalty_count(game, len(hand)) >= 2
    for w in reversed(st.windows):
        kind = w.kind
        face = FACE[kind]
        if p not in w.reactors or face not in hand:
            continue
        offender = w.offender
        if (kind, offender) in seen or (undo and w.snap is None) or offender == last_dark:
            continue  # nothing is given to a player whose last dark card waits (R9.2)
        seen.add((kind, offender))
        if w.snap is None:
            if named:  # one action without cards, named then (:func:`_listed`)
                out.extend(_gift_block(kind, p, offender, _last(game, len(hand))))
                continue
            have = hand
        else:
            have = w.snap.hands[p]
            if face not in have:
                continue
        # the choices are sorted already: the actions are built without sorting again
        act, hit = (acts.THROW, True) if kind == SHURIKEN else (acts.ETIQUETTE, None)
        flags = svintus_flags(
            -1 if game.law < 4 else len(have) - 1 - penalty_count(game, len(have))
        )
        for cards in _listed(have, face, penalty_count(game, len(have))):
            for said in flags:
                out.append(Action(act, p, face, None, said, cards=cards, aimed=offender, hit=hit))
        if kind == SHURIKEN:
            out.append(A.throw(p, face, offender, False))


def _last(game: Game, hand_size: int) -> bool:
    """Whether a gift from a hand of ``hand_size`` leaves its giver one card: then it is
    offered with "Svintus!" too (R6.1; law 4)."""
    return game.law >= 4 and hand_size - 1 - penalty_count(game, hand_size) == 1


@lru_cache(maxsize=4096)
def _gift_block(kind: int, p: int, offender: int, last: bool = False) -> tuple[Action, ...]:
    """The gift of ``p`` to ``offender`` in a window of ``kind`` whose cards are named
    one at a time (:func:`_listed`), with "Svintus!" too when it leaves one card
    (``last``, R6.1); with a Shurikén, the miss too."""
    face = FACE[kind]
    act, hit = (acts.THROW, True) if kind == SHURIKEN else (acts.ETIQUETTE, None)
    flags = svintus_flags(2 - last)
    out = [Action(act, p, face, None, said, aimed=offender, hit=hit) for said in flags]
    if kind == SHURIKEN:
        out.append(A.throw(p, face, offender, False))
    return tuple(out)


def interrupts(game: Game, player: int) -> list[Action]:
    """Shmunitet gifts offered even during another family's phase (a Razborka's duel,
    R10.2, R12): :meth:`Game.legal_actions` adds them to that phase's list."""
    st = _st(game)
    for w in st.windows:
        if w.snap is not None and player in w.reactors:
            out: list[Action] = []
            _gifts(game, st, player, free_hand(game, player), out, True)
            return out
    return []


def reactions(game: Game, player: int, out: list[Action]) -> None:
    st = _st(game)
    p = player
    hand = free_hand(game, p)
    if st.windows and game.chain != SVINOROST:  # no special card in a Svinorost (R9.1)
        _gifts(game, st, p, hand, out, False)
    _others(game, st, p, hand, out)


def _others(game: Game, st: EtiquetteState, p: int, hand: list[int], out: list[Action]) -> None:
    """The reactions of ``p`` but gifts: notices of winks, an owed pick, standing ones."""
    count = min(2, len(hand))
    listed = _listed(hand, -1, count)
    last = game.law >= 4 and len(hand) - count == 1  # R6.1: one card left
    _others_of(p, game.n, st.winks, st.picks, st.away, game.last_dark, listed, out, last)


def _others_of(
    p: int,
    n: int,
    winks: Sequence[tuple[int, int, int]],
    picks: Sequence[tuple[int, int, int]],
    away: Sequence[int],
    last_dark: int,
    listed: tuple[tuple[int, ...], ...],
    out: list[Action],
    last: bool = False,
) -> None:
    """:func:`_others` from its inputs; ``listed``: the card choices of a notice or a pick
    (:func:`_listed` of the seat's free hand); ``last``: they leave the seat one card,
    so each comes with "Svintus!" too (R6.1)."""
    opening = listed is _OPENING and not last  # without cards: built once (_NOTICES ...)
    flags = svintus_flags(2 - last)
    winking = False  # a wink of p's own in flight: no other wink (R14.5)
    for _, winker, addressee in winks:
        if winker == p:
            winking = True
        elif addressee != p and winker != last_dark:
            if opening:
                out.append(_NOTICES[p][winker])
                continue
            for cards in listed:
                for said in flags:
                    out.append(Action(acts.NOTICE, p, svintus=said, cards=cards, aimed=winker))
    for _, chooser, thrower in picks:
        if chooser == p:
            if opening:
                out.append(_PICKS[p][thrower])
                break
            for cards in listed:
                for said in flags:
                    out.append(Action(acts.PICK, p, svintus=said, cards=cards, aimed=thrower))
            break
    standing = _standing(p, n)  # the winks at each other seat, touch, away, back
    if not winking:
        out.extend(standing[0])
    out.append(standing[1])
    out.append(standing[3] if p in away else standing[2])


# A notice of each seat's wink, a pick of each thrower, without cards (_OPENING): [p][q]
_NOTICES = tuple(
    tuple(Action(acts.NOTICE, p, aimed=q) for q in range(A.MAX_PLAYERS))
    for p in range(A.MAX_PLAYERS)
)
_PICKS = tuple(
    tuple(Action(acts.PICK, p, aimed=q) for q in range(A.MAX_PLAYERS)) for p in range(A.MAX_PLAYERS)
)


@lru_cache(maxsize=8)  # the winks change often: the last few
def _others_all(
    n: int,
    winks: tuple[tuple[int, int, int], ...],
    picks: tuple[tuple[int, int, int], ...],
    away: tuple[int, ...],
    last_dark: int,
) -> tuple[tuple[Action, ...], ...]:
    """:func:`_others` of every seat holding two cards or more (whose notices and picks
    then list no cards: :func:`_listed`), built once for these winks, picks, away seats."""
    out: list[tuple[Action, ...]] = []
    for p in range(n):
        mine: list[Action] = []
        _others_of(p, n, winks, picks, away, last_dark, _OPENING, mine)
        out.append(tuple(mine))
    return tuple(out)


@lru_cache(maxsize=1024)
def _standing_all(n: int, away: tuple[int, ...]) -> tuple[tuple[Action, ...], ...]:
    """:func:`_others` of every seat without winks and picks, built once."""
    return tuple(_standing_block(p, n, p in away) for p in range(n))


def reactions_all(game: Game, outs: list[list[Action]]) -> None:
    st = _st(game)
    # Only a reactor of an open window who holds its card may give (a seat holding none
    # of the windows' cards has no gifts); the rest is built once per winks, picks and
    # away seats, for every seat with two cards or more.
    n = game.n
    winks, picks = st.winks, st.picks
    full = bool(winks or picks)
    if full:
        rest = _others_all(n, tuple(winks), tuple(picks), tuple(st.away), game.last_dark)
    else:
        rest = _standing_all(n, tuple(st.away))
    windows = st.windows
    if not windows or game.chain == SVINOROST:  # no gifts (R9.1 in a Svinorost)
        if not full:
            for p, out in enumerate(outs):
                out.extend(rest[p])
            return
        faces = None
    else:
        faces = {FACE[w.kind] for w in windows}
    hands = game.hands
    if game.drawn >= 0:  # the player to move gives from their free hand
        hands = hands.copy()
        hands[game.current] = free_hand(game, game.current)
    for p, out in enumerate(outs):
        hand = hands[p]
        if faces is not None and not faces.isdisjoint(hand):
            _gifts(game, st, p, hand, out, False)
        if full and (len(hand) < 2 or (len(hand) == 3 and game.law >= 4)):
            _others(game, st, p, hand, out)  # no cards, or one left: "Svintus!" (R6.1)
        else:
            out.extend(rest[p])


@lru_cache(maxsize=512)
def _standing_block(p: int, n: int, away: bool) -> tuple[Action, ...]:
    """What :func:`_others` lists for ``p`` without winks and picks, built once."""
    winks, touch, go, back = _standing(p, n)
    return (*winks, touch, back if away else go)


@lru_cache(maxsize=256)
def _standing(p: int, n: int) -> tuple[tuple[Action, ...], Action, Action, Action]:
    """The actions every seat always has, built once: winks, touch, away, back."""
    winks = tuple(A.wink(p, q) for q in range(n) if q != p)
    return winks, A.touch(p), A.away(p), A.back(p)
