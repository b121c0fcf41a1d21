"""Temnodel (R9.2): a chain of face-down cards with declarations that may be checked.

A Temnodel is played like a coloured Prescription; its player then (next action, ``dark
CARD as DECL``) puts a card from hand face down on it and declares a number card that
matches the Temnodel's colour, or for later dark cards the previous *declaration* (same
colour or value). The declaration may be a lie. The next player either does the same or
checks the previous dark card: truthful, the checker takes all the dark cards and the
checker's neighbour moves; a lie, its player takes them and the checker moves. Then play
goes on by the usual rules on the Temnodel. No drawing, no interception (R4.6).

A dark card that was its player's last opens the last-card window: the others, from the
next one round the circle, each ``check`` or ``pass`` (a timeout passes, R14.2). A lie
found: the liar takes the dark cards and the checker moves. Truth, or nobody checks: the
player has won, with one bonus point per dark card; the dark cards stay on the
Temnodel, counted for nobody else.

State (``Game``): ``chain == TEMNODEL``; ``dark`` the face-down cards (a zone, R1.7),
``said`` their declarations and ``dark_by`` their players, all tuples (copied by
reference); ``last_dark`` the player whose last card is being checked, or -1.
"""

from __future__ import annotations

from bisect import insort
from functools import lru_cache
from typing import TYPE_CHECKING

from .. import actions as A
from .. import acts
from .. import events as ev
from ..actions import Action
from ..cards import (
    COLOURS,
    FACE_COLOUR,
    FACE_KIND,
    NUMBER,
    TEMNODEL,
    card_name,
    describe,
    kinds_of,
)
from ..errors import IllegalAction
from ..operations import Attempt, said_svintus, turn_action, win
from ..players import pname

if TYPE_CHECKING:
    from collections.abc import Callable

    from ..game import Game

# The number cards a declaration may name: onto a Temnodel of a colour, onto a declaration.
ON_COLOUR: tuple[tuple[int, ...], ...] = tuple(tuple(c * 8 + v for v in range(8)) for c in range(4))
# Number faces are colour * 8 + value (cards.number_face): 32 of them.
ON_NUMBER: tuple[tuple[int, ...], ...] = tuple(
    tuple(f for f in range(32) if f // 8 == d // 8 or f % 8 == d % 8) for d in range(32)
)


def opened(game: Game, player: int, face: int) -> None:
    """The Temnodel is on the pile: its player now puts the first dark card on it."""
    game.chain = TEMNODEL
    game.dark = game.said = game.dark_by = ()
    game.last_dark = -1
    game.window = False  # no interception during the chain (R4.6)
    game.emit(ev.ChainStarted(player, TEMNODEL))
    game.current = player


def declarable(game: Game) -> tuple[int, ...]:
    """The number cards the next declaration may name (R9.2)."""
    if game.said:
        return ON_NUMBER[game.said[-1]]
    return ON_COLOUR[FACE_COLOUR[game.pile[-1]]]


def chain_actions(game: Game, p: int, hand: list[int], out: list[Action]) -> None:
    """Dark cards (each distinct card x each declaration), then the check; or, in the
    last-card window, check or pass."""
    if game.last_dark >= 0:
        out.append(A.check(p))
        out.append(A.pass_(p))
        return
    last = len(hand) == 2
    said = declarable(game)
    prev = -1
    for f in hand:
        if f != prev:
            out.extend(_darks(p, f, said, last))
        prev = f
    if game.dark:
        out.append(A.check(p))


@lru_cache(maxsize=8192)
def _darks(p: int, face: int, said: tuple[int, ...], last: bool) -> tuple[Action, ...]:
    """``face`` put face down by ``p`` with each declaration (and "Svintus!" if ``last``),
    built once (a chain lists them at every step)."""
    flags = (False, True) if last else (False,)
    return tuple(A.dark(p, face, d, s) for d in said for s in flags)


def place_dark(game: Game, p: int, face: int, declared: int, svintus: bool) -> None:
    """A card face down with its declaration; the last one opens the checks (R9.2)."""
    hand = game.hands[p]
    hand.remove(face)
    turn_action(game, p)
    said = said_svintus(game, p, svintus)
    game.dark += (face,)
    game.said += (declared,)
    game.dark_by += (p,)
    game.emit(ev.DarkCard(p, declared, face))
    if said:
        game.emit(ev.Declared(p))
    if game.silence == p:  # a card put on the play pile, face down (R8.5)
        game.silence = -1
        game.emit(ev.SilenceEnded(p))
    if not hand:
        if p in game.catchable and game.law >= 2:  # R6.2: only one holding one card
            game.catchable.remove(p)
        game.last_dark = p
        game.emit(ev.LastDarkCard(p))
        game.current = (p + game.direction) % game.n
        return
    if len(hand) == 1 and not said:
        game.catchable.append(p)
    game.current = game.next_player(p)


def check(game: Game, p: int) -> None:
    """R9.2: reveal the last dark card; the caller has counted the turn action."""
    face, declared, liar = game.dark[-1], game.said[-1], game.dark_by[-1]
    truthful = face == declared
    game.emit(ev.Checked(p, liar, face, declared, truthful))
    if game.last_dark >= 0 and truthful:
        _dark_win(game)
        return
    _take_dark(game, p if truthful else liar)
    game.current = game.next_player(p) if truthful else p


def pass_check(game: Game, p: int) -> None:
    """The last-card window: ``p`` lets the card go; after the last of them, the win."""
    game.emit(ev.Passed(p))
    q = (p + game.direction) % game.n
    if q == game.last_dark:
        _dark_win(game)
    else:
        game.current = q


def _take_dark(game: Game, taker: int) -> None:
    cards = game.dark
    hand = game.hands[taker]
    for f in cards:
        insort(hand, f)
    game.dark = game.said = game.dark_by = ()
    game.chain = -1
    game.last_dark = -1
    if game.catchable and taker in game.catchable and len(hand) != 1:
        game.catchable.remove(taker)
    game.emit(ev.DarkTaken(taker, len(cards), cards))


def _dark_win(game: Game) -> None:
    """R9.2, R7.2: the player wins, one bonus point per dark card."""
    win(game, game.last_dark, len(game.dark))


def why_illegal(game: Game, a: Action) -> IllegalAction | None:
    """Why the player to move may not do ``a`` in, or about, a Temnodel chain."""
    p = a.player
    who = pname(p)
    kind = a.kind
    if game.chain != TEMNODEL:
        if kind in (acts.DARK, acts.CHECK):
            return IllegalAction(f"there is no Temnodel chain now for {who} (R9.2)")
        return None
    # R5.4: a play of a held card here is an attempt (penalised with strict_table)
    face = a.card
    held = kind == acts.PLAY and face is not None and 0 <= face < len(FACE_KIND)
    held = held and face in game.hands[p]
    error = Attempt if held else IllegalAction
    if game.last_dark >= 0:
        if kind in (acts.CHECK, acts.PASS):
            return None
        return error(
            f"{pname(game.last_dark)} put their last card face down: {who} may check it "
            "or pass (R9.2)"
        )
    wanted = "put a card face down with a declaration (dark CARD as DECL), or check"
    if not game.dark:
        wanted = "put the first card face down on the Temnodel (dark CARD as DECL)"
    if kind == acts.DRAW:
        return IllegalAction(f"no drawing in a Temnodel chain: {wanted} (R9.2)")
    if kind == acts.CHECK:
        return IllegalAction(f"no dark card to check yet: {wanted} (R9.2)")
    if kind != acts.DARK:
        return error(f"{who} is in a Temnodel chain: {wanted} (R9.2)")
    hand = game.hands[p]
    if a.card is None or not 0 <= a.card < len(FACE_KIND) or a.card not in hand:
        return IllegalAction(f"{who} has no {describe(a.card)}")
    d = a.number
    if d is None or not 0 <= d < len(FACE_KIND) or FACE_KIND[d] != NUMBER:
        return IllegalAction(
            f"declare a number card (colour and value), not {describe(d)}: "
            "e.g. dark B3 as R5 (R9.2)"
        )
    if d not in declarable(game):
        if game.said:
            onto = f"the previous declaration {card_name(game.said[-1])} (same colour or value)"
        else:
            onto = f"the Temnodel's colour, {COLOURS[FACE_COLOUR[game.pile[-1]]]}"
        return IllegalAction(f"the declaration {card_name(d)} must match {onto} (R9.2)")
    if a.colour is not None:
        return IllegalAction("a dark card names no colour (R9.2)")
    left = len(hand) - 1
    return IllegalAction(
        f"'Svintus!' goes only with the second-to-last card, not with {left} left (R6.1)"
    )


KEY = "temnodel"  # its kind: temnodel.toml
KINDS_OF_FAMILY = kinds_of(KEY)
EFFECTS: dict[int, Callable[[Game, int, int], None]] = {TEMNODEL: opened}
