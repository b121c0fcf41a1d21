"""Why an action of the Challenge races is not legal now (the checked path only: the
engine asks for an unlisted action), with a precise reason for the common mistakes."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .... import actions as A
from ....actions import Act, Action
from ....cards import KINDS_BY_ID, card_name
from ....errors import IllegalAction
from ....players import pname
from .. import feats as F
from .effects import APPLY
from .legal import HUT_CARDS, actions_of, paid_to
from .notation import VERB_OF, written
from .state import (
    BOX,
    FEAT,
    GRAB,
    HUTS,
    ITEM,
    KIND_IDS,
    PAY,
    RULE,
    SHOW,
    STEPS,
    TRY,
    RacesState,
    open_state,
)

if TYPE_CHECKING:
    from ....game import Game


def why_illegal(game: Game, action: Action) -> IllegalAction | None:
    st = open_state(game)
    kind = action.kind
    mine = kind in APPLY
    if st is None:
        if mine:
            return IllegalAction(
                f"no One for All, Slippers, Slabo?, Hands or Clothes is under way for "
                f"'{_written(action)}'"
            )
        return None
    p = action.player
    who = pname(p)
    name = KINDS_BY_ID[KIND_IDS[st.kind]].en
    rule = RULE[st.kind]
    waits = f"{name} is under way ({rule}), phase {st.phase}"
    if not mine:
        if kind in (Act.SPEAK, Act.CATCH):
            return None
        return IllegalAction(f"wait: {waits}; {who} may only {_what(st, game, p)}")
    why = _specific(game, st, action)
    if why:
        return IllegalAction(f"{who}: {why}")
    return IllegalAction(f"{who} cannot do that now: {waits}; {who} may only {_what(st, game, p)}")


def _specific(game: Game, st: RacesState, a: Action) -> str:
    """A precise reason for the common mistakes, or ''."""
    p, kind, phase = a.player, a.kind, st.phase
    if phase in STEPS and kind in (Act.FIST, Act.HUTS, Act.TAP):
        if p in st.order:
            return "has already finished this race (R14.3)"
        if kind == Act.HUTS and phase == HUTS:
            return _why_not_hut(game, st, a)
    if phase == FEAT and kind == Act.FEAT and p == st.player and a.feat in st.used:
        assert a.feat is not None
        return f"the feat {F.FEATS[a.feat]} was already done in this session (R12.6)"
    if phase == TRY and kind == Act.ATTEMPT and p != st.player:
        if st.progress[p]:
            return "each player may try the feat once (R12.6)"
        return f"the feat to repeat is {F.FEATS[st.feat]} (R12.6)"
    if (
        phase == ITEM
        and kind == Act.ITEM
        and p == st.player
        and a.aimed is not None
        and 0 <= a.aimed < game.n
        and a.item not in F.wardrobe(game.seed, a.aimed)
    ):
        worn = ", ".join(F.ITEMS[i] for i in F.wardrobe(game.seed, a.aimed))
        return f"p{a.aimed + 1} wears {worn} only (R12.10)"
    if phase == GRAB and kind == Act.GRAB:
        if st.got[p] >= 0:
            return "has already grabbed a card (R12.5)"
        if a.aimed == p:
            return "grabs only in front of an opponent (R12.5)"
        return "nothing lies there to grab (R12.5)"
    if kind == Act.PAY and phase in (PAY, BOX, SHOW):
        for g, r, c in st.debts:
            if g == p and r == paid_to(a):
                return f"owes {c} card(s) of one's own (hand or courage area, R11.2, R12.1)"
        if phase == SHOW and a.place == A.DISPLAY and p != st.player:
            return "shows one card of one's own (hand or courage area, R11.2, R12.5)"
    return ""


def _why_not_hut(game: Game, st: RacesState, a: Action) -> str:
    if game.law < 2:
        return "write just 'huts' (a record of law 1)"
    if a.card is None:
        return "place one card at a time: huts CARD a|b (R12.8)"
    if a.hut not in (0, 1):
        return "there are two huts, a and b (R12.8)"
    assert a.hut is not None
    if len(st.huts[a.player][a.hut]) >= HUT_CARDS:
        return f"hut {'ab'[a.hut]} already holds two cards (R12.8)"
    placed = st.huts[a.player][0] + st.huts[a.player][1]
    if game.hands[a.player].count(a.card) <= placed.count(a.card):
        return f"has no {card_name(a.card)} left to place (R12.8)"
    return ""


def _written(a: Action) -> str:
    try:
        return written(a)
    except (IndexError, KeyError, ValueError):
        return repr(a)


def _what(st: RacesState, game: Game, p: int) -> str:
    acts = actions_of(game, st, p)
    if not acts:
        return "chat: nothing is awaited from them"
    kinds = sorted({a.kind for a in acts})
    sample = written(acts[0])
    verbs = ", ".join(VERB_OF[k] for k in kinds)
    return f"{verbs} (e.g. {sample}) or chat"
