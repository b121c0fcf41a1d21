"""Why an action is illegal (R3-R9): the checked path of :meth:`Game.apply`.

:func:`check` accepts a listed action, refuses any other with a specific
:class:`~errors.IllegalAction` that says why, and under ``strict_table`` returns the
reason of a penalised attempt (R5.4) instead. The families explain their own kinds
(their ``why_illegal`` hook); Svinorost and Temnodel explain their chains.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import actions as A
from . import choosing
from . import events as ev
from .actions import Act, Action
from .cards import (
    COLOURS,
    FACE_KIND,
    FACES,
    KINDS,
    TEMNODEL,
    card_name,
    describe,
)
from .errors import GameOver, IllegalAction, NotYourTurn, TooLate
from .families import svinorost, temnodel
from .operations import (
    Attempt,
    flag_error,
    naming_kinds,
    phase_open,
)
from .players import pname
from .registry import CHAIN_ACTS, OWNER

if TYPE_CHECKING:
    from .game import Game


def check(game: Game, action: Action) -> str | None:
    """Raise why ``action`` is illegal; a strict table's penalised attempt returns why."""
    if game.winner >= 0:
        raise GameOver(f"the game is over: {pname(game.winner)} won")
    if not isinstance(action, Action):
        raise IllegalAction(f"not an action: {action!r}")
    p = action.player
    kind = action.kind
    if kind in (Act.TIMEOUT, Act.CLOSE_RACE) or (p == A.TABLE and kind in OWNER):
        if action.bare() not in game.clock_actions():
            raise IllegalAction(clock_error(game, action))
        return None
    if not 0 <= p < game.n:
        raise IllegalAction(f"there is no player {pname(p)} at a table of {game.n}")
    move = action.move
    if move is not None and move > game.move:
        raise IllegalAction(f"{pname(p)} names move {move}; the game is at {game.move}")
    if move is not None and 0 <= move < game.move:
        raise TooLate(f"too late: {pname(p)} answers move {move}, the game is at move {game.move}")
    if action.bare() in game.legal_actions(p):
        return None
    reason = why_illegal(game, action)
    if (
        game.rules.strict_table
        and kind in (Act.PLAY, Act.INTERCEPT)
        and action.card in game.hands[p]
        and (isinstance(reason, Attempt) or phase_open(game))
    ):
        return str(reason)  # R5.4: penalised in every phase but a slap race
    try:
        raise reason
    finally:
        # this frame, kept by the error's traceback, would hold the error itself: a
        # cycle only the garbage collector frees (a server refusing 500 late answers a
        # second made 70-160 ms collections of them; docs/performance.md)
        del reason


def started_named(game: Game, p: int) -> bool:
    """Whether ``p`` dealt a start Polisvin (or, since law 4, a grey value card) whose
    colour is named already (by them, or by the table when their time ran out, R2.2,
    R5.5), before any turn was played on it: a ``name`` from them now lost the race
    against the clock (R4.2)."""
    return (
        p == game.dealer
        and game.named >= 0
        and len(game.pile) == 1
        and FACE_KIND[game.pile[0]] in naming_kinds(game)
        and game.move <= (0 if game.law >= 2 else 1)
    )


def clock_error(game: Game, action: Action) -> str:
    if action.kind in OWNER:
        return f"no such window is open now: {action!r}"
    if game.race is not None:
        return "only the close of the slap race can be timed now"
    if action.kind == Act.CLOSE_RACE:
        return "there is no slap race to close"
    return f"only the player to move ({pname(game.current)}) can time out"


def why_illegal(game: Game, a: Action) -> IllegalAction:
    p = a.player
    who = pname(p)
    hand = game.hands[p]
    kind = a.kind
    if game.choice is not None:
        return IllegalAction(choosing.why_illegal(game, a))
    for family in game.families:
        err = family.why_illegal(game, a)
        if err is not None:
            return err
    if kind in OWNER:
        return IllegalAction(f"{a!r} is not legal now")
    if game.race is not None and kind not in (Act.SLAP, Act.SPEAK):
        return IllegalAction("wait: the slap race is on; only slaps and speech now (R8.6)")
    if kind == Act.SLAP:
        if game.race is None:
            return TooLate(f"too late: {who} slaps but there is no slap race now")
        return TooLate(f"{who} has already slapped; a slap is final (R8.6)")
    if kind == Act.CATCH:
        if a.aimed is None:
            return IllegalAction(f"{who} catches nobody: catch PLAYER (R6.2)")
        return TooLate(
            f"too late or false: {pname(a.aimed)} cannot be caught now (R6.2)"
            if a.aimed != p
            else f"{who} cannot catch themselves"
        )
    if kind == Act.DECLARE:
        return IllegalAction(f"{who} declares 'Svintus!' only when holding two cards (R6.1)")
    if kind == Act.NAME_COLOUR:
        if not game.naming and started_named(game, p):
            return TooLate(
                f"too late: the colour of the start card is already named, "
                f"{COLOURS[game.named]} (R2.2, R4.2)"
            )
        if not game.naming or p != game.current:
            return IllegalAction(f"{who} has no colour to name now")
        return IllegalAction(f"not a colour: {a.colour!r}")
    if kind == Act.INTERCEPT:
        return why_not_intercept(game, a)
    if p != game.current:
        return NotYourTurn(
            f"not your turn: it is {pname(game.current)}'s turn"
            + (" (play an exact copy with 'intercept')" if kind == Act.PLAY else "")
        )
    if game.naming:
        return IllegalAction(f"{who} must first name the colour of the start card (R2.2)")
    if game.v2 or game.chain >= 0 or kind in CHAIN_ACTS or a.number is not None:
        dark = game.chain == TEMNODEL or kind in (Act.DARK, Act.CHECK)
        err = temnodel.why_illegal(game, a) if dark else svinorost.why_illegal(game, a)
        if err is not None:
            return err
    if kind == Act.ACCEPT:
        return IllegalAction(f"{who} has no pending penalty to accept")
    if kind == Act.PASS:
        return IllegalAction(f"{who} may pass only after drawing a card that fits (R3.3)")
    if kind == Act.DRAW:
        if game.pending_kind >= 0:
            return IllegalAction(f"{who} must transfer or accept the pending penalty (R5.1)")
        return IllegalAction(f"{who} has already drawn this turn (R3.3)")
    # PLAY by the player to move
    if a.card is None or not 0 <= a.card < len(FACES) or a.card not in hand:
        return IllegalAction(f"{who} has no {describe(a.card)}")
    err = why_not_fits(game, a)
    if err is not None:
        return err
    return flag_error(game, a)


def why_not_fits(game: Game, a: Action) -> IllegalAction | None:
    face = a.card
    assert face is not None
    name = card_name(face)
    if game.pending_kind >= 0:
        if FACE_KIND[face] != game.pending_kind:
            what = KINDS[game.pending_kind].en
            return Attempt(
                f"{pname(a.player)} must transfer the {what} with a {what} or accept (R5.1)"
            )
        return None
    if game.drawn >= 0:
        if face != game.drawn:
            return Attempt(f"only the drawn card {card_name(game.drawn)} may be played (R3.3)")
        return None
    if not game.fits(face):
        if game.named >= 0:
            return Attempt(f"{name} does not fit: the named colour is {COLOURS[game.named]}")
        return Attempt(
            f"{name} does not go onto {card_name(game.pile[-1])} (same colour or value, R3.1)"
        )
    return None


def why_not_intercept(game: Game, a: Action) -> IllegalAction:
    p = a.player
    if game.chain == TEMNODEL:
        why = "no interception during a Temnodel chain (R4.6, R9.2)"
        held = a.card is not None and 0 <= a.card < len(FACES) and a.card in game.hands[p]
        return Attempt(why) if held else IllegalAction(why)  # R5.4: penalised
    if p == game.current and not game.naming:
        return IllegalAction("it is your turn: play the card instead of intercepting (R4.4)")
    if a.card is None or not 0 <= a.card < len(FACES) or a.card not in game.hands[p]:
        return IllegalAction(f"{pname(p)} has no {describe(a.card)}")
    top = game.pile[-1]
    if a.card != top:
        return Attempt(f"{card_name(a.card)} is not an exact copy of {card_name(top)} (R4.1)")
    if game.law >= 4 and game.move == 0 and len(game.pile) == 1:
        # R4.2: the start card opens no window at all, while the dealer names its colour
        # or after: an illegal attempt, not a late one (R5.4, issue 25)
        return Attempt("the start card opens no interception window (R4.2)")
    if not game.window:
        return TooLate(f"too late: the window to intercept {card_name(top)} has closed (R4.2)")
    return flag_error(game, a)


def written_out(game: Game, action: Action) -> list[ev.Event] | None:
    """A choice written out in one action (a record made before choices existed,
    ``p3 etiquette shalun p2 G7 R5``): its steps, if each is legal in turn and they
    complete the choice; else None, and nothing changed (choosing.py)."""
    steps = choosing.steps_of(action)
    trial = game.copy()
    try:
        for s in steps:
            if check(trial, s) is not None:
                return None
            trial.apply_unchecked(s)
    except IllegalAction:
        return None
    if trial.choice is not None:
        return None
    out: list[ev.Event] = []
    for s in steps:
        out.extend(game.apply_unchecked(s))
    game.events = out
    return out
