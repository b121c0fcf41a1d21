"""Why an action of the Challenge duels is not legal now (checked path only: the
engine asks for an unlisted action), and R12.3's Razborka condition."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....actions import Act, Action
from ....cards import COLOURS, FACE_KIND, KINDS, NUMBER, SVINOROST, card_name, describe
from ....errors import IllegalAction
from ....operations import Attempt, givable
from .state import (
    AWL_FACE,
    OWN_ACTS,
    RAZBORKA,
    STEP_ACT,
    STEP_TEXT,
    DuelsState,
    awaiting,
    state_of,
    who_is,
)

if TYPE_CHECKING:
    from ....game import Game


def no_number(game: Game, player: int) -> bool:
    """R12.3: a Razborka is unplayable without a number card, unless it is the last card
    (then it ends the game at once, R7.1)."""
    hand = game.hands[player]
    last = len(hand) == 1 and game.law >= 2
    return not last and not any(FACE_KIND[f] == NUMBER for f in hand)


def why_illegal(game: Game, action: Action) -> IllegalAction | None:
    st = state_of(game)
    if st is None:
        return None
    kind, p = action.kind, action.player
    who = who_is(p)
    if st.phase >= 0:
        name = KINDS[st.phase].en
        waits = awaiting(game) or []
        if kind not in OWN_ACTS or kind in (Act.AWL, Act.LAPSE):
            return IllegalAction(
                f"wait: the {name} is being carried out (R12.1); it waits for "
                f"{STEP_TEXT[st.step]} from {', '.join(map(who_is, waits))}"
            )
        if p not in waits:
            return IllegalAction(
                f"{who} has nothing to do in the {name} now: it waits for "
                f"{STEP_TEXT[st.step]} from {', '.join(map(who_is, waits))}"
            )
        if kind != STEP_ACT[st.step] and not (kind == Act.YIELD and st.step == "lay"):
            return IllegalAction(f"the {name} waits for {STEP_TEXT[st.step]} from {who} now")
        return _why_not_step(game, st, action)
    if kind == Act.PLAY and action.card is not None and 0 <= action.card < len(FACE_KIND):
        face = action.card
        if (
            FACE_KIND[face] == RAZBORKA
            and face in game.hands[p]
            and p == game.current
            and no_number(game, p)
            and game.fits(face)
        ):
            # a penalised attempt at a strict table (R5.4)
            return Attempt(
                "a Razborka is played only by a player who also holds a number card, "
                "or as the last card (R12.3)"
            )
        return None
    if kind == Act.AWL:
        if AWL_FACE not in game.hands[p]:
            return IllegalAction(f"{who} has no Awl for Soap")
        if st.awl[0] != p or st.awl[2] != game.move:
            return IllegalAction(
                "Awl for Soap is played only right after one's own interception (R12.12)"
            )
        if st.awl[1] < 0:
            return IllegalAction("Awl for Soap: that interception skipped nobody (R12.12)")
        if game.chain == SVINOROST:
            return IllegalAction("no special card while a Svinorost chain is open (R9.1)")
        return IllegalAction(f"{action!r} is not legal now")
    if kind == Act.LAPSE:
        return IllegalAction("only the table's clock ends a Challenge step, when one is open")
    if kind in OWN_ACTS:
        return IllegalAction(
            f"no Challenge card is being carried out now (R12): {who} cannot do that"
        )
    return None


def _why_not_step(game: Game, st: DuelsState, a: Action) -> IllegalAction:
    p = a.player
    kind = a.kind
    if kind == Act.CHOOSE:
        if a.aimed is None:
            return IllegalAction(f"{who_is(p)} must choose an opponent: choose PLAYER")
        if a.aimed == p:
            return IllegalAction(f"{who_is(p)} must choose an opponent, not themselves")
        return IllegalAction(f"there is no player {who_is(a.aimed)} to choose")
    if kind == Act.CALL:
        return IllegalAction(f"not a colour: {a.colour!r} (R, O, G or B)")
    if kind in (Act.LAY, Act.GIVE):
        face = a.card if kind == Act.LAY else (a.cards[0] if len(a.cards) == 1 else None)
        if kind == Act.GIVE and len(a.cards) != 1:
            return IllegalAction("give exactly one card")
        if face is None or face not in givable(game, p):
            return IllegalAction(
                f"{who_is(p)} has no {describe(face) if face is not None else 'such card'} "
                "to give or lay"
            )
        if kind == Act.LAY and FACE_KIND[face] != NUMBER:
            return IllegalAction("only number cards are laid; no special cards (R12.3, R12.9)")
        if kind == Act.LAY and st.step == "chip":
            return IllegalAction(f"{card_name(face)} is not {COLOURS[st.colour]} (R12.9)")
        if kind == Act.LAY:
            return IllegalAction(
                f"{card_name(face)} does not match {card_name(st.temp[-1])}: same colour or value"
                " (R12.3); or yield"
            )
        if a.svintus:
            return IllegalAction("'Svintus!' goes only with the second-to-last card (R6.1)")
    return IllegalAction(f"{a!r} is not legal now")
