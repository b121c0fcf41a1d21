"""Challenge cards, part one (R12): Russian Roulette, Razborka, Neither to Yourself Nor to
People, We Should Chip In, Don't Darken, Awl for Soap (hooks: families/protocol.py).

A coloured Challenge card is played in turn like any card of its colour (R12.1): it goes
at once to the box (``Boxed``; the box is a zone, R1.7), the card below it is the top
again with the colour named on it, if any, and no interception window opens. Then its
action runs as a *phase* that stops ordinary play (``exclusive`` + ``awaiting``): each
step is an action of the player concerned (``choose pN``, ``call COLOUR``, ``flip``,
``lay CARD``, ``yield``, ``give CARD``, ``pull``). Every step has the turn time
(``turn_seconds``): when it runs out the table's clock (``lapse``) takes the
default for everyone awaited (the next opponent, the card's own colour, a flip, a
Razborka yield, the lowest fitting card, the lowest card to give, a pull). When the phase
ends, play goes on with the player after the one who played the card (R12.1, R12.9).
Steps are not turn actions (R3.6).

Awl for Soap (grey, R12.12) is a reaction (``awl``) of a player who has just intercepted
(R4.3) when the interception skipped the player due to move; it stays open until the next
turn action.

"Svintus!" (R6): ``lay`` and ``give`` carry the flag as plays do; a player left with one
card by their own lay or give without it becomes catchable. Cards taken or received
(a temporary pile, gifts, a swap) never make anyone catchable. A player whose hand and
courage area are empty wins at once (R7.1).
"""

from __future__ import annotations

from bisect import insort
from collections.abc import Callable
from functools import lru_cache
from typing import TYPE_CHECKING

from .... import actions as A
from .... import acts
from .... import events as ev
from ....actions import Act, Action
from ....cards import (
    FACE_COLOUR,
    FACE_KIND,
    FACE_VALUE,
    GREY,
    KINDS,
    NUMBER,
    SVINOROST,
)
from ....operations import (
    cards_out,
    chance,
    givable,
    give,
    hand_only,
    received,
    reshuffle,
    take,
    win,
)
from ...protocol import Timer
from .explain import no_number
from .state import (
    AWL_FACE,
    CHIP_IN,
    DARKEN,
    NEITHER,
    PLAYED_KINDS,
    RAZBORKA,
    ROULETTE,
    DuelsState,
    state_of,
)

if TYPE_CHECKING:
    from ....choosing import Spec
    from ....game import Game


# ----------------------------------------------------------------- helpers

_RAZBORKAS = frozenset(f for f, k in enumerate(FACE_KIND) if k == RAZBORKA)


def _after(game: Game, p: int) -> int:
    return (p + game.direction) % game.n


def _order(game: Game, first: int) -> list[int]:
    """Every seat once, in the current direction from ``first``."""
    return [(first + i * game.direction) % game.n for i in range(game.n)]


def _box(game: Game, st: DuelsState, p: int, face: int) -> None:
    st.boxed.append(face)
    game.emit(ev.Boxed(p, face))


def _step(st: DuelsState, step: str, turn: int) -> None:
    st.step = step
    st.turn = turn
    st.seq += 1


def _end(game: Game, st: DuelsState) -> None:
    """The phase is over; play goes on after the card's player (R12.1, R12.9)."""
    owner = st.owner
    st.phase = -1
    st.step = ""
    st.owner = st.card = st.colour = st.target = st.turn = st.receiver = -1
    st.givers = []
    st.seq += 1
    game.window = False
    game.current = game.next_player(owner)


def _gifts(game: Game, st: DuelsState, receiver: int, givers: list[int]) -> None:
    """Each of ``givers`` (in order) gives ``receiver`` one card of their choice."""
    st.receiver = receiver
    st.givers = [q for q in givers if q != receiver and givable(game, q)]
    if st.givers:
        _step(st, "give", -1)
    else:
        _end(game, st)


def _take_pile(game: Game, st: DuelsState, p: int) -> None:
    cards = tuple(st.temp)
    st.temp = []
    hand = game.hands[p]
    for f in cards:
        insort(hand, f)
    game.emit(ev.TookPile(p, cards))
    received(game, p)


# ----------------------------------------------------------------- the cards in turn


def _played(game: Game, p: int, face: int) -> None:
    """R12.1: the card goes to the box, the previous top is the top again, the action runs."""
    st = state_of(game)
    assert st is not None
    game.pile.pop()
    _box(game, st, p, face)
    game.named = st.named
    game.window = False
    st.phase = kind = FACE_KIND[face]
    st.owner, st.card = p, face
    st.colour = st.target = st.receiver = -1
    st.givers = []
    game.current = p
    if kind == ROULETTE:
        _roulette(game, st, p)
    elif kind in (RAZBORKA, NEITHER):
        if kind == NEITHER:  # R12.7: first two cards from the deck (R3.5 inside)
            take(game, p, 2, "neither_nor")
        _step(st, "opponent", p)
    else:  # CHIP_IN, DARKEN: a colour first
        _step(st, "colour", p)


def _roulette(game: Game, st: DuelsState, p: int) -> None:
    """R12.2: the player turns the first card; its colour (grey too) is noted."""
    face = _turn_over(game, st, p)
    if face < 0:  # nothing left to turn over anywhere
        _end(game, st)
        return
    st.colour = FACE_COLOUR[face]
    first = _after(game, p)
    _step(st, "flip", first)
    if not _can_appear(game, st.colour):
        _take_pile(game, st, first)
        _end(game, st)


def _turn_over(game: Game, st: DuelsState, p: int) -> int:
    if not game.deck and not reshuffle(game):
        return -1
    face = game.deck.pop()
    st.temp.append(face)
    game.emit(ev.Flipped(p, face))
    return face


def _can_appear(game: Game, colour: int) -> bool:
    """Whether a card of ``colour`` is still in the deck or under the pile's top (R3.5)."""
    return any(FACE_COLOUR[f] == colour for f in game.deck) or any(
        FACE_COLOUR[f] == colour for f in game.pile[:-1]
    )


def _next_flipper(game: Game, st: DuelsState, p: int) -> int:
    q = _after(game, p)
    return _after(game, q) if q == st.owner else q


# ----------------------------------------------------------------- the steps


def _choose(game: Game, a: Action) -> None:
    st = state_of(game)
    assert st is not None
    p, q = a.player, a.aimed
    assert q is not None
    st.target = q
    game.emit(ev.Targeted(p, st.card, q))
    if st.phase == RAZBORKA:
        _step(st, "lay", p)
    elif st.phase == NEITHER:  # R12.7: all but the player and the opponent give
        _gifts(game, st, q, [r for r in _order(game, p) if r != p])
    else:
        _step(st, "pull", p)


def _call(game: Game, a: Action) -> None:
    st = state_of(game)
    assert st is not None
    p, colour = a.player, a.colour
    assert colour is not None
    st.colour = colour
    game.emit(ev.ColourNamed(p, colour))
    if st.phase == CHIP_IN:
        _step(st, "chip", p)
        _chip_check(game, st)
    else:
        _step(st, "opponent", p)


def _flip(game: Game, a: Action) -> None:
    st = state_of(game)
    assert st is not None
    p = a.player
    face = _turn_over(game, st, p)
    if face < 0 or FACE_COLOUR[face] == st.colour or not _can_appear(game, st.colour):
        _take_pile(game, st, p)
        _end(game, st)
    else:
        _step(st, "flip", _next_flipper(game, st, p))


def _lay(game: Game, a: Action) -> None:
    st = state_of(game)
    assert st is not None
    p, face = a.player, a.card
    assert face is not None
    game.hands[p].remove(face)
    if st.step == "lay":  # R12.3: onto the temporary pile
        st.temp.append(face)
    else:  # R12.9: onto the play pile
        game.pile.append(face)
        game.named = -1
    game.emit(ev.Laid(p, face))
    if game.silence == p:  # a card laid face up ends one's silence, as a play does (R8.5)
        game.silence = -1
        game.emit(ev.SilenceEnded(p))
    if cards_out(game, p, a.svintus):
        return
    if st.step == "lay":
        _step(st, "lay", st.target if p == st.owner else st.owner)
        return
    nxt = _after(game, p)
    if nxt == st.owner:  # everyone has chipped in: nobody receives
        _end(game, st)
        return
    _step(st, "chip", nxt)
    _chip_check(game, st)


def _chip_check(game: Game, st: DuelsState) -> None:
    """R12.9: the first who cannot lay a number card of the colour receives a card from
    each other player; the round stops there."""
    p = st.turn
    if _chip_cards(game, st, p):
        return
    game.emit(ev.CouldNotLay(p, st.colour))
    _gifts(game, st, p, _order(game, st.owner))


def _chip_cards(game: Game, st: DuelsState, p: int) -> list[int]:
    c = st.colour
    return [f for f in givable(game, p) if FACE_KIND[f] == NUMBER and FACE_COLOUR[f] == c]


def _duel_cards(game: Game, st: DuelsState, p: int) -> list[int]:
    """R12.3: any number card first, then one matching the last (colour or value)."""
    cards = [f for f in givable(game, p) if FACE_KIND[f] == NUMBER]
    if not st.temp:
        return cards
    top = st.temp[-1]
    return [
        f for f in cards if FACE_COLOUR[f] == FACE_COLOUR[top] or FACE_VALUE[f] == FACE_VALUE[top]
    ]


def _yield(game: Game, a: Action) -> None:
    st = state_of(game)
    assert st is not None
    _take_pile(game, st, a.player)
    _end(game, st)


def _pull(game: Game, a: Action) -> None:
    """R12.11: one card blind (chance) from the opponent's hand, never from their area."""
    st = state_of(game)
    assert st is not None
    p, q = a.player, st.target
    cards = hand_only(game, q)
    if not cards:
        _end(game, st)
        return
    face = cards[chance(game).randrange(len(cards))]
    hit = FACE_COLOUR[face] in (st.colour, GREY)
    game.emit(ev.Pulled(p, q, face, hit))
    if hit:
        give(game, q, p, (face,), "dont_darken")
        received(game, p)
        if not game.hands[q]:
            win(game, q)
            return
        _gifts(game, st, p, [r for r in _order(game, p) if r != p])
    else:
        _gifts(game, st, q, _order(game, p))


def _give(game: Game, a: Action) -> None:
    st = state_of(game)
    assert st is not None
    p = a.player
    give(game, p, st.receiver, a.cards, KINDS[st.phase].id)
    received(game, st.receiver)
    st.givers.remove(p)
    if cards_out(game, p, a.svintus):
        return
    if not st.givers:
        _end(game, st)


def _awl(game: Game, a: Action) -> None:
    """R12.12: the Awl to the box; whole hands swapped, courage areas stay."""
    st = state_of(game)
    assert st is not None
    p, q = a.player, st.awl[1]
    st.awl = (-1, -1, -1)
    game.hands[p].remove(AWL_FACE)
    _box(game, st, p, AWL_FACE)
    if game.law >= 4 and not game.hands[p]:
        win(game, p)  # R7.1: the last card wins at once; no swap follows (issue 25)
        return
    mine, theirs = tuple(hand_only(game, p)), tuple(hand_only(game, q))
    give(game, p, q, mine, "awl_for_soap")
    give(game, q, p, theirs, "awl_for_soap")
    game.emit(ev.Swapped(p, q))
    for r in (p, q):
        received(game, r)
    for r in (p, q):
        if not game.hands[r]:
            win(game, r)
            return


def _lapse(game: Game, a: Action) -> None:
    """The step's time ran out: the table takes each awaited player's default."""
    st = state_of(game)
    assert st is not None
    for default in _defaults(game, st):
        if game.winner >= 0 or st.phase < 0:
            return
        APPLY[default.kind](game, default)


def _defaults(game: Game, st: DuelsState) -> list[Action]:
    p = st.turn
    step = st.step
    if step == "opponent":
        return [A.choose(p, _after(game, p))]
    if step == "colour":
        return [A.call(p, FACE_COLOUR[st.card])]
    if step == "flip":
        return [A.flip(p)]
    if step == "lay":
        return [A.yield_(p)]
    if step == "chip":
        return [A.lay(p, _chip_cards(game, st, p)[0])]
    if step == "pull":
        return [A.pull(p)]
    return [A.give(q, givable(game, q)[0]) for q in st.givers]


EFFECTS: dict[int, Callable[[Game, int, int], None]] = {
    k: _played for k in (ROULETTE, RAZBORKA, NEITHER, CHIP_IN, DARKEN)
}
APPLY: dict[Act, Callable[[Game, Action], None]] = {
    acts.CHOOSE: _choose,
    acts.CALL: _call,
    acts.FLIP: _flip,
    acts.LAY: _lay,
    acts.YIELD: _yield,
    acts.GIVE: _give,
    acts.PULL: _pull,
    acts.AWL: _awl,
    acts.LAPSE: _lapse,
}
CHOICES: dict[Act, Callable[[Game, Action], Spec]] = {}  # a duel gives one card at a time


# ----------------------------------------------------------------- hooks


def _cards_actions(
    p: int, cards: list[int], last: bool, make: Callable[[int, int, bool], Action]
) -> list[Action]:
    out: list[Action] = []
    prev = -1
    for f in cards:
        if f != prev:
            out.append(make(p, f, False))
            if last:
                out.append(make(p, f, True))
        prev = f
    return out


def _step_actions(game: Game, st: DuelsState, p: int) -> list[Action]:
    step = st.step
    if step == "give":
        if p not in st.givers:
            return []
        return _cards_actions(p, givable(game, p), len(game.hands[p]) == 2, A.give)
    if p != st.turn:
        return []
    if step == "opponent":
        return [A.choose(p, q) for q in _order(game, _after(game, p)) if q != p]
    if step == "colour":
        return [A.call(p, c) for c in range(4)]
    if step == "flip":
        return [A.flip(p)]
    if step == "pull":
        return [A.pull(p)]
    last = len(game.hands[p]) == 2
    if step == "chip":
        return _cards_actions(p, _chip_cards(game, st, p), last, A.lay)
    out = _cards_actions(p, _duel_cards(game, st, p), last, A.lay)
    out.append(A.yield_(p))
    return out


def _key(game: Game, st: DuelsState, p: int) -> tuple[object, ...] | None:
    """Everything :func:`_step_actions` reads for ``p``; ``None`` (not kept) in a record
    of law 1, whose gifts leave the Courage area out (:func:`givable`)."""
    if game.law < 2:
        return None
    step = st.step
    if step == "give":
        if p not in st.givers:
            return (step, False)
        return (step, True, tuple(game.hands[p]))
    if p != st.turn:
        return (step, False)
    if step == "opponent":
        return (step, True, game.direction, game.n)
    if step in ("colour", "flip", "pull"):
        return (step, True)
    if step == "chip":
        return (step, True, st.colour, tuple(game.hands[p]))
    return (step, True, st.temp[-1] if st.temp else -1, tuple(game.hands[p]))


def exclusive(game: Game, player: int) -> list[Action] | None:
    st = state_of(game)
    if st is None or st.phase < 0:
        return None
    key = _key(game, st, player)
    catchable = game.catchable
    if key is not None:  # (key, catchable, the list) kept from an earlier step
        hit = st.cache.get(player)
        if hit is not None and hit[0] == key and hit[1] == catchable:
            return list(hit[2])
    out = _step_actions(game, st, player)
    out.extend(A.catch(player, q) for q in catchable if q != player)
    out.append(A.speak(player))
    if key is not None:
        st.cache[player] = (key, catchable.copy(), tuple(out))
    return out


def _awl_open(game: Game, st: DuelsState, player: int) -> bool:
    by, skipped, move = st.awl
    return (
        by == player
        and skipped >= 0
        and move == game.move
        and st.phase < 0
        and game.chain != SVINOROST
        and game.winner < 0
    )


def drop_unplayable(game: Game, player: int, out: list[Action]) -> None:
    """R12.3: a Razborka is playable only by a player who also holds a number card, or
    as the last card."""
    if _RAZBORKAS.isdisjoint(game.hands[player]):
        return  # plays are of cards held: no Razborka to drop
    if any(a.kind == acts.PLAY and a.card in _RAZBORKAS for a in out) and no_number(game, player):
        out[:] = [a for a in out if not (a.kind == acts.PLAY and a.card in _RAZBORKAS)]


def reactions(game: Game, player: int, out: list[Action]) -> None:
    st = state_of(game)
    if st is None:
        return
    if player == game.current:
        drop_unplayable(game, player, out)
    if st.awl[0] == player and AWL_FACE in game.hands[player] and _awl_open(game, st, player):
        out.append(A.awl(player, AWL_FACE))


def reactions_all(game: Game, outs: list[list[Action]]) -> None:
    """Only the interceptor of an Awl for Soap chance has a reaction; ``outs`` hold no
    turn plays, so there is no Razborka to drop."""
    st = state_of(game)
    if st is not None and st.awl[0] >= 0:
        reactions(game, st.awl[0], outs[st.awl[0]])


def before(game: Game, action: Action) -> None:
    st = state_of(game)
    if st is None:
        return
    kind = action.kind
    if kind == acts.PLAY and action.card is not None and FACE_KIND[action.card] in PLAYED_KINDS:
        st.named = game.named
    elif kind == acts.INTERCEPT:
        st.due = game.current
        st.due_dir = game.direction


def after(game: Game, action: Action) -> None:
    st = state_of(game)
    if st is None or action.kind != acts.INTERCEPT or st.due < 0:
        return
    p, due = action.player, st.due
    st.due = -1
    if not any(isinstance(e, ev.Played) and e.interception for e in game.events):
        return
    # R4.3: the players between the card's player and the interceptor get no turn; the one
    # due to move was skipped unless the interceptor was right before them (R4.4).
    skipped = -1 if (p + st.due_dir) % game.n == due or due == p else due
    st.awl = (p, skipped, game.move)


def timers(game: Game) -> list[Timer]:
    st = state_of(game)
    if st is None or st.phase < 0 or game.winner >= 0:
        return []
    return [_timer(st.seq, game.rules.turn_seconds)]


@lru_cache(maxsize=256)
def _timer(seq: int, seconds: float) -> Timer:
    """The timer of duel step ``seq``, built once (the clock asks every step)."""
    return Timer(f"duels:{seq}", seconds, A.lapse())


def zones(game: Game) -> list[int]:
    """Cards of the game held in the family's own zones (R1.7): the temporary pile and
    the box."""
    st = state_of(game)
    if st is None:
        return []
    return st.temp + st.boxed


def hints(game: Game, player: int) -> list[Action]:
    """Every choice is listed concretely by ``exclusive``: no hints needed."""
    return []
