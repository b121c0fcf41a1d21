"""The operations every part of the engine uses to change a game: the game's documented
API for its card families (take, give, win, reshuffle, chance ...). The R5.4 penalty,
which needs the chains' turn logic, is the game's public method :meth:`Game.incorrect`.

They sit below both :mod:`~svintus.engine.game` and the families
(:mod:`~svintus.engine.families`): this module imports neither at run time, and each
function works on the :class:`~svintus.engine.game.Game` it is given. Each one keeps the
invariants of the state (hands sorted, a catch dropped when it no longer applies, every
change reported as an event in ``game.events``).
"""

from __future__ import annotations

import random
from bisect import insort
from typing import TYPE_CHECKING

from . import events as ev
from .actions import Action
from .cards import FACE_KIND, KHAPYOZH, NAMING_KINDS, NAMING_KINDS_LAW2, POLISVIN, card_name
from .errors import IllegalAction

if TYPE_CHECKING:
    from .families.protocol import ChainFamily, FamilyModule
    from .game import Game

# ----------------------------------------------------------------- chance


def chance(game: Game) -> random.Random:
    """The next chance stream of the game (the deal is stream 0, then each reshuffle and
    each colour the table names at random), derived from the seed: replays are exact."""
    rng = random.Random(f"svintus/{game.seed}/{game.chance}")
    game.chance += 1
    return rng


# ----------------------------------------------------------------- cards moving


def reshuffle(game: Game) -> bool:
    """R3.5: the play pile but its top card, shuffled, becomes the deck (under what is
    left of it). Returns False when there is nothing to reshuffle."""
    pile = game.pile
    if len(pile) <= 1:
        return False
    cards = pile[:-1]
    del pile[:-1]
    chance(game).shuffle(cards)
    game.deck[:0] = cards
    game.events.append(ev.Reshuffled(len(cards)))
    return True


def take(game: Game, p: int, count: int, reason: str) -> tuple[int, ...]:
    """``p`` takes ``count`` cards from the deck, reshuffling the pile when needed (R3.5);
    returns the cards taken (fewer when deck and pile run dry: the shortfall is forgiven).
    ``reason`` is one of the ``events.REASON_*`` codes."""
    deck = game.deck
    got: list[int] = []
    hand = game.hands[p]
    for _ in range(count):
        if not deck and not reshuffle(game):
            break  # R3.5 Decision: the shortfall is forgiven
        face = deck.pop()
        insort(hand, face)
        got.append(face)
    if game.catchable and p in game.catchable and len(hand) != 1:
        game.catchable.remove(p)
    cards = tuple(got)
    game.events.append(ev.Took(p, len(cards), reason, cards))
    return cards


def give(game: Game, giver: int, receiver: int, faces: tuple[int, ...], reason: str) -> None:
    """Move ``faces`` from ``giver``'s hand to ``receiver``'s (both kept sorted)."""
    src = game.hands[giver]
    dst = game.hands[receiver]
    for face in faces:
        src.remove(face)
        insort(dst, face)
    game.emit(ev.Given(giver, receiver, len(faces), reason, tuple(faces)))


def givable(game: Game, p: int) -> list[int]:
    """The cards ``p`` may give, pay, show or throw in a Challenge: the whole hand, the
    Courage cards in their area included (R11.2: given like cards in hand)."""
    if game.law < 2:  # a record of law 1 kept the area out
        return hand_only(game, p)
    return game.hands[p]


def hand_only(game: Game, p: int) -> list[int]:
    """``p``'s hand without the Courage cards in their area, which are never pulled
    blind (Don't Darken) nor swapped (Awl for Soap) (R11.2)."""
    hand = game.hands[p]
    out = None
    for family in game.families:  # each says which cards it keeps apart (R11.2)
        for f in family.set_apart(game, p):
            if out is None:
                out = list(hand)
            if f in out:
                out.remove(f)
    return hand if out is None else out


def received(game: Game, p: int) -> None:
    """Cards came into ``p``'s hand: a catch for one card no longer applies (R6.2)."""
    if p in game.catchable and len(game.hands[p]) != 1:
        game.catchable.remove(p)


# ----------------------------------------------------------------- "Svintus!" and the end


def said_svintus(game: Game, p: int, svintus: bool) -> bool:
    """Whether ``p`` declared "Svintus!" for the action being applied (R6.1): with it
    (``svintus``) or just before it; a standing declaration is used up either way."""
    if svintus or game.declared[p] >= 0:
        out = svintus or game.declared[p] == game.move - 1
        game.declared[p] = -1
        return out
    return False


def win(game: Game, p: int, bonus: int = 0) -> None:
    """R7.1, R7.2: the game ends at once; one point per card left with opponents.

    ``bonus``: one point per dark card when the last card was a dark one (R9.2).
    """
    game.winner = p
    game.points = sum(len(h) for q, h in enumerate(game.hands) if q != p) + bonus
    game.race = None
    game.race_by = -1
    game.window = False
    game.catchable = []
    game.pending_kind = -1
    game.pending_count = 0
    game.silence = -1
    for chain in game.chains:  # an open chain closes (R9)
        chain.won(game)
    game.events.append(ev.GameWon(p, game.points))


_PLAIN = (False,)
_EITHER = (False, True)


def svintus_flags(left: int) -> tuple[bool, ...]:
    """The "Svintus!" flags offered with an own action that leaves its maker ``left``
    cards in hand and courage area (R6.1): with and without when one is left, else none.
    Every action that moves one's own cards out offers them so (a play, a gift, a give,
    a pay, a pick, a notice)."""
    return _EITHER if left == 1 else _PLAIN


def cards_out(game: Game, p: int, svintus: bool) -> bool:
    """Cards left ``p``'s hand by their own step (a Challenge's give, an Etiquette gift
    ...): the win (R7.1) or a catchable last card (R6.1). Returns whether the game is
    over. A declaration is told (``Declared``), as with a play."""
    said = said_svintus(game, p, svintus)
    if said:
        game.events.append(ev.Declared(p))
    return left_with(game, p, said)


def left_with(game: Game, p: int, said: bool) -> bool:
    """After ``p``'s own action moved cards out of their hand (``said``: with "Svintus!",
    :func:`said_svintus`): an empty hand wins at once (R7.1); one card left without the
    declaration can be caught (R6.1, R6.2). Returns whether the game is over."""
    hand = game.hands[p]
    if not hand:
        win(game, p)
        return True
    if len(hand) == 1 and not said and p not in game.catchable:
        game.catchable.append(p)
    return False


# ----------------------------------------------------------------- turns


def turn_action(game: Game, p: int) -> None:
    """R3.6: count the move; close the interception window and others' catch windows."""
    game.move += 1
    game.window = False
    if game.catchable:
        game.catchable = [q for q in game.catchable if q == p]


def end_turn(game: Game, p: int) -> None:
    """The turn of ``p`` is over: the next player in the direction of play who does not
    skip moves; a card drawn and kept is no longer playable."""
    game.drawn = -1
    game.current = game.next_player(p)


def accept_penalty(game: Game, p: int) -> None:
    """R5.2: ``p`` takes 3 per pending Khapyozh and skips (n turns with stacked_skips)."""
    kind, count = game.pending_kind, game.pending_count
    game.pending_kind = -1
    game.pending_count = 0
    game.events.append(ev.PenaltyAccepted(p, kind, count))
    if kind == KHAPYOZH:
        take(game, p, 3 * count, ev.REASON_KHAPYOZH)
    game.events.append(ev.Skipped(p, ev.REASON_PENALTY))
    if game.rules.stacked_skips and count > 1:
        game.skips[p] += count - 1


def speak(game: Game, p: int, text: str) -> None:
    """R8.5: ``p`` speaks; the first to speak in silence takes 2 and ends it."""
    broke = game.silence >= 0
    game.events.append(ev.Spoke(p, text, broke))
    if broke:
        owner = game.silence
        game.silence = -1
        game.events.append(ev.SilenceEnded(owner))
        take(game, p, 2, ev.REASON_SILENCE)


def phase_open(game: Game) -> bool:
    """A 2.0 family runs a phase that stops ordinary play (a duel, a race ...)."""
    memo = game.memo  # asked by several callers in one step (Game.remember)
    if memo is not None:
        hit: bool | None = memo.get(phase_open)
        if hit is not None:
            return hit
    hit = False
    for family in live(game):
        if family.awaiting(game) is not None:
            hit = True
            break
    if memo is not None:
        memo[phase_open] = hit
    return hit


def live(game: Game) -> tuple[FamilyModule, ...]:
    """The game's families that may have something open now, in their order: while the
    game remembers (a scheduler's step, :meth:`Game.remember`) those that are not
    ``quiet`` (families/protocol.py), asked once a step; otherwise all of them. A step
    asks only these for their phase, timers, reactions and hints: a quiet family would
    answer nothing."""
    memo = game.memo
    if memo is None:
        return game.families
    hit: tuple[FamilyModule, ...] | None = memo.get(live)
    if hit is None:
        loud = [f for f in game.families if not f.quiet(game)]  # no generator: once a step
        hit = memo[live] = tuple(loud)
    return hit


# ----------------------------------------------------------------- explanations


class Attempt(IllegalAction):
    """An illegal play of a held card: a penalised attempt under ``strict_table`` (R5.4)
    rather than a refusal."""


def naming_kinds(game: Game) -> set[int]:
    """The kinds that name a colour when played (R3.1, R3.2, R8.4) by the game's law: a
    Courage card names one since law 3 (``Game.law``; a record of law 1 or 2 keeps its
    colourless Courage plays)."""
    return NAMING_KINDS if game.law >= 3 else NAMING_KINDS_LAW2


def flag_error(game: Game, a: Action) -> IllegalAction:
    """Why a play of a card that fits is still wrong: its colour or "Svintus!" flag."""
    naming, face = naming_kinds(game), a.card
    assert face is not None
    if FACE_KIND[face] in naming and (a.colour is None or not 0 <= a.colour < 4):
        if FACE_KIND[face] == POLISVIN:
            return IllegalAction("a Polisvin needs a colour: add R, O, G or B (R8.4)")
        name = card_name(face)
        return IllegalAction(f"{name} played in turn names a colour: add R, O, G or B (R3.2)")
    if FACE_KIND[face] not in naming and a.colour is not None:
        return IllegalAction(
            f"only a Polisvin or a grey value card names a colour, not {card_name(face)}"
        )
    if a.svintus:
        left = len(game.hands[a.player]) - 1
        return IllegalAction(
            f"'Svintus!' goes only with the second-to-last card, not with {left} left (R6.1)"
        )
    return IllegalAction(f"{a!r} is not legal now")


def owes_answer(game: Game, player: int) -> bool:
    """Whether ``player`` owes some family an answer now (a Courage task): a family asks
    the others so, through their ``owes`` hook, never by name (R10.2 Shevelis! waits).
    A quiet family owes nothing (:func:`live`)."""
    for family in live(game):  # noqa: SIM110 - no generator on Etiquette's timers path
        if family.owes(game, player):
            return True
    return False


# ----------------------------------------------------------------- the chain families ask


# The chain families share one part (families/chain.py): the first of the deck answers.


def chain_open(game: Game) -> bool:
    """Whether a chain holds the turn now (R9), asked of the chain families."""
    chains: tuple[ChainFamily, ...] = game.chains
    return chains[0].chain_open(game) if chains else False


def numbers_only(game: Game) -> bool:
    """Whether no special card may be played now, in turn or out of it (R9.1 in a
    Svinorost chain), asked of the chain families, never by name."""
    chains: tuple[ChainFamily, ...] = game.chains
    return chains[0].numbers_only(game) if chains else False


def chain_opening(game: Game) -> bool:
    """Whether a chain was just opened and its opener's turn goes on (R9.2: the first
    dark card on one's own Temnodel), asked of the chain families."""
    chains: tuple[ChainFamily, ...] = game.chains
    return chains[0].opening(game) if chains else False


def finishing(game: Game) -> int:
    """The player whose win waits for the others (R9.2: their last card, face down,
    awaits the checks), or -1, asked of the chain families."""
    chains: tuple[ChainFamily, ...] = game.chains
    return chains[0].finishing(game) if chains else -1
