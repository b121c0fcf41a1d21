"""Svinorost (R9.1): a rising chain of number cards.

A Svinorost goes onto any card, only for a player who also holds a number card of value
0-2; "Svinorost!" is automatic and the player at once places such a number card on it:
one action, ``play svinorost G1`` (``Action.number`` is the number card). While the
chain is open (``Game.chain == SVINOROST``) the player to move plays a number card of
the top card's value or one higher, any colour (an exact copy may intercept, which does
not end the chain), or gives up: takes the top value in cards and skips the turn; the
chain ends and play goes on by the usual rules on the last number card. No drawing, no
special card. A timeout is a give-up plus the two dawdle cards (R5.5).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import actions as A
from .. import acts
from .. import events as ev
from ..actions import Action
from ..cards import FACE_KIND, FACE_VALUE, NUMBER, SVINOROST, card_name, describe, kinds_of
from ..errors import IllegalAction
from ..operations import Attempt, flag_error, said_svintus, svintus_flags, take, turn_action, win

if TYPE_CHECKING:
    from collections.abc import Callable

    from ..game import Game

KEY = "svinorost"  # its kind: svinorost.toml
KINDS_OF_FAMILY = kinds_of(KEY)
# A Svinorost played in turn opens its chain in the turn logic (turns.py, place below).
EFFECTS: dict[int, Callable[[Game, int, int], None]] = {}

HIGHEST_START = 2  # the number card on a Svinorost has a value of at most 2


def starters(hand: list[int]) -> list[int]:
    """The distinct number cards of value 0-2 in a (sorted) hand."""
    out: list[int] = []
    for f in hand:
        if FACE_KIND[f] == NUMBER and FACE_VALUE[f] <= HIGHEST_START and f not in out:
            out.append(f)
    return out


def plays(p: int, face: int, hand: list[int]) -> list[Action]:
    """The listed plays of the Svinorost ``face``: one per number card to place on it.

    "Svintus!" variants when the play leaves one card (it moves two, R6.1).
    """
    flags = svintus_flags(len(hand) - 2)
    return [A.svinorost(p, face, n, s) for n in starters(hand) for s in flags]


def chain_actions(game: Game, p: int, hand: list[int], out: list[Action]) -> None:
    """R9.1: in the chain, a number card of the same value or one higher, or give up."""
    value = FACE_VALUE[game.pile[-1]]
    last = len(hand) == 2
    prev = -1
    for f in hand:
        if f != prev and FACE_KIND[f] == NUMBER and value <= FACE_VALUE[f] <= value + 1:
            out.append(A.play(p, f))
            if last:
                out.append(A.play(p, f, None, True))
        prev = f
    out.append(A.give_up(p))


def place(game: Game, p: int, face: int, number: int, svintus: bool) -> None:
    """The Svinorost, "Svinorost!", and the number card on it (R9.1)."""
    hand = game.hands[p]
    hand.remove(face)
    hand.remove(number)
    turn_action(game, p)
    game.drawn = -1
    game.named = -1
    said = said_svintus(game, p, svintus)
    game.pile.append(face)
    game.emit(ev.Played(p, face, -1, False))
    if said:
        game.emit(ev.Declared(p))
    game.emit(ev.ChainStarted(p, SVINOROST))
    game.pile.append(number)
    game.emit(ev.Played(p, number, -1, False))
    if game.silence == p:
        game.silence = -1
        game.emit(ev.SilenceEnded(p))
    if not hand:
        win(game, p)
        return
    if len(hand) == 1 and not said:
        game.catchable.append(p)
    game.chain = SVINOROST
    game.window = True  # an exact copy of the number card may intercept (R4.6)
    game.current = game.next_player(p)


def give_up(game: Game, p: int) -> None:
    """R9.1: take as many cards as the last number card's value, skip; the chain ends.

    The caller has counted the turn action and ends the turn.
    """
    value = FACE_VALUE[game.pile[-1]]
    game.chain = -1
    game.emit(ev.GaveUp(p, value))
    take(game, p, value, ev.REASON_SVINOROST)
    game.emit(ev.Skipped(p, ev.REASON_SVINOROST))


def why_illegal(game: Game, a: Action) -> IllegalAction | None:
    """Why the player to move may not do ``a`` in, or to start, a chain (None: not ours)."""
    from ..players import pname

    p = a.player
    who = pname(p)
    hand = game.hands[p]
    kind = a.kind
    if game.chain == SVINOROST:
        value = FACE_VALUE[game.pile[-1]]
        wanted = f"play a number card of value {value} or {value + 1} (any colour), or give up"
        if kind == acts.DRAW:
            return IllegalAction(f"no drawing in a Svinorost chain: {wanted} (R9.1)")
        if kind in (acts.ACCEPT, acts.PASS, acts.DARK, acts.CHECK):
            return IllegalAction(f"{who} is in a Svinorost chain: {wanted} (R9.1)")
        if kind == acts.PLAY:
            if a.card is None or not 0 <= a.card < len(FACE_KIND) or a.card not in hand:
                return IllegalAction(f"{who} has no {describe(a.card)}")
            # R5.4: a held card that may not go on the chain is an attempt (strict_table)
            if FACE_KIND[a.card] != NUMBER or a.number is not None:
                return Attempt(
                    f"no special card in a Svinorost chain ({card_name(a.card)}): {wanted} (R9.1)"
                )
            if not value <= FACE_VALUE[a.card] <= value + 1:
                return Attempt(
                    f"{card_name(a.card)} does not continue the Svinorost chain at "
                    f"{value}: {wanted} (R9.1)"
                )
            return flag_error(game, a)
        return None
    if kind == acts.GIVE_UP:
        return IllegalAction(f"there is no Svinorost chain for {who} to give up (R9.1)")
    if kind != acts.PLAY or a.card is None or not 0 <= a.card < len(FACE_KIND):
        return None
    if a.card not in hand:
        return None
    if FACE_KIND[a.card] != SVINOROST:
        if a.number is not None:
            return IllegalAction(
                f"only a Svinorost takes a card on it, not {card_name(a.card)} (R9.1)"
            )
        return None
    if game.pending_kind >= 0 or (game.drawn >= 0 and game.drawn != a.card):
        return None  # the usual message: transfer or accept, or only the drawn card
    if not starters(hand):
        return Attempt("a Svinorost needs a number card of value 0-2 in hand as well (R9.1)")
    if a.number is None:
        return IllegalAction(
            "a Svinorost takes the number card placed on it: e.g. play svinorost G1 (R9.1)"
        )
    n = a.number
    if not 0 <= n < len(FACE_KIND) or FACE_KIND[n] != NUMBER or FACE_VALUE[n] > HIGHEST_START:
        return IllegalAction(
            f"{describe(n)} cannot go on a Svinorost: a number card of value 0-2 (R9.1)"
        )
    if n not in hand:
        return IllegalAction(f"{who} has no {card_name(n)} to place on the Svinorost")
    if a.colour is not None:
        return IllegalAction("a Svinorost names no colour (R9.1)")
    left = len(hand) - 2
    return IllegalAction(
        f"'Svintus!' goes only with the play that leaves one card, not {left} (R6.1)"
    )
