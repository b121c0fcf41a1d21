"""The turn flow besides playing a card (R2.2, R3.3-R3.5, R5, R6.2, R8.6): draw, pass,
accept, timeout, naming the start colour, catching, the slap race, the R5.4 penalty,
and the end of a blocked game. Each function applies one checked action to the game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import actions as A
from . import acts
from . import events as ev
from .actions import Action
from .cards import FACE_KIND, NAMING_KINDS, SVINOROST, TEMNODEL
from .families import svinorost, temnodel
from .fits import FITS, FITS_NAMED_ON, PLAY_VARIANTS, PLAY_VARIANTS_LAW2
from .operations import (
    accept_penalty,
    chance,
    end_turn,
    phase_open,
    take,
    turn_action,
    win,
)

if TYPE_CHECKING:
    from .game import Game


def draw(game: Game, p: int) -> None:
    """R3.3: take one card; a fitting one may be played at once."""
    turn_action(game, p)
    game.declared[p] = -1
    got = take(game, p, 1, ev.REASON_DRAW)
    if got and (
        game.fits(got[0])
        or (game.v2 and FACE_KIND[got[0]] == SVINOROST and svinorost.starters(game.hands[p]))
    ):
        game.drawn = got[0]
    elif not got and game.law >= 2 and blocked(game):
        end_blocked(game, p)
    else:
        end_turn(game, p)


def blocked(game: Game) -> bool:
    """Nobody can play onto the top card, and there is nothing to draw (R3.5): the
    game could never end (docs/decisions.md)."""
    if game.deck or len(game.pile) > 1:
        return False
    for q in range(game.n):
        out: list[Action] = []
        turn_plays(game, q, game.hands[q], out)
        for family in game.families:  # R12.3: a Razborka needs a number card too
            family.trim_plays(game, q, out)
        if any(a.kind == acts.PLAY for a in out):
            return False
    return True


def end_blocked(game: Game, p: int) -> None:
    """A blocked game ends: the fewest cards win it, scored as R7.2; a tie goes to the
    first of them in turn order from the player after ``p``, whose draw found it."""
    order = [(p + i * game.direction) % game.n for i in range(1, game.n + 1)]
    winner = min(order, key=lambda q: len(game.hands[q]))
    game.events.append(ev.Blocked(p))
    win(game, winner)


def pass_turn(game: Game, p: int) -> None:
    if game.last_dark >= 0:  # R9.2: no check of the last dark card
        temnodel.pass_check(game, p)
        return
    game.events.append(ev.Passed(p))
    end_turn(game, p)


def accept(game: Game, p: int) -> None:
    """R5.2: take 3 per Khapyozh, skip the turn (n turns in all with stacked_skips)."""
    turn_action(game, p)
    game.declared[p] = -1
    accept_penalty(game, p)
    end_turn(game, p)


def timeout(game: Game, p: int) -> None:
    """R5.5: the player to move dawdled."""
    game.events.append(ev.TimedOut(p))
    game.declared[p] = -1
    if game.drawn >= 0:  # after drawing: the turn just ends, not a turn action
        end_turn(game, p)
        return
    if game.last_dark >= 0:  # R9.2, R14.2: no check in time passes, no penalty
        temnodel.pass_check(game, p)
        return
    if game.naming:  # R2.2: two dawdle cards, the table names a colour at random;
        # before the first turn, so not a turn action and no move (R3.6)
        if game.law < 2:
            turn_action(game, p)  # law 1 counted it as move 1
        take(game, p, 2, ev.REASON_DAWDLE)
        name_colour(game, p, chance(game).randrange(4))
        return
    turn_action(game, p)
    if game.pending_kind >= 0:
        accept_penalty(game, p)
    elif game.chain == SVINOROST:  # R9.1: giving up, plus the dawdle cards
        svinorost.give_up(game, p)
    else:
        game.events.append(ev.Skipped(p, ev.REASON_DAWDLE))
    take(game, p, 2, ev.REASON_DAWDLE)
    end_turn(game, p)


def name_colour(game: Game, p: int, colour: int) -> None:
    game.naming = False
    game.named = colour
    game.events.append(ev.ColourNamed(p, colour))
    game.current = game.next_player(p)


def catch(game: Game, catcher: int, target: int) -> None:
    """R6.2: the target takes svintus_penalty cards; only the first catch counts."""
    game.catchable.remove(target)
    game.events.append(ev.Caught(catcher, target))
    take(game, target, game.rules.svintus_penalty, ev.REASON_SVINTUS)


def slap(game: Game, p: int, on_deck: bool) -> None:
    """R8.6: a slap is final; the race closes when everyone has slapped."""
    race = game.race
    assert race is not None
    race[p] = 1 if on_deck else 2
    if on_deck:
        game.race_order.append(p)
    game.events.append(ev.Slapped(p, on_deck))
    if all(race):
        close_race(game)


def close_race(game: Game) -> None:
    """R8.6: those who never slapped the deck take 2 each, one at a time in turn order
    from the Khlopkopyt's player (docs/decisions.md); else the last slapper."""
    race = game.race
    assert race is not None
    n, d = game.n, game.direction
    first = game.race_by if game.race_by >= 0 and game.law >= 2 else 0
    order = [(first + i * d) % n for i in range(n)] if game.law >= 2 else range(n)
    losers = tuple(p for p in order if race[p] != 1)
    if not losers and game.race_order:
        losers = (game.race_order[-1],)
    game.race = None
    game.race_order = []
    game.race_by = -1
    game.events.append(ev.RaceClosed(losers))
    for p in losers:
        take(game, p, 2, ev.REASON_SLAP)


def incorrect(game: Game, p: int, face: int, reason: str) -> None:
    """R5.4 (strict_table): two cards and a skipped turn; the card stays in hand.

    Public for the families: a race's incorrect move (R12.10) is penalised so too.
    While a 2.0 phase stops play (a Challenge's duel or race) nobody is in turn: the
    offence costs the offender their next own turn (docs/decisions.md)."""
    in_turn = p == game.current and not game.naming and not phase_open(game)
    turn_action(game, p)
    game.declared[p] = -1
    game.events.append(ev.IncorrectMove(p, face, reason))
    if in_turn:
        if game.last_dark >= 0:  # R9.2: as a timeout there, the check is passed
            take(game, p, 2, ev.REASON_INCORRECT)
            temnodel.pass_check(game, p)
            return
        if game.pending_kind >= 0:
            accept_penalty(game, p)
        elif game.chain == SVINOROST:  # R5.4, R9.1: the chain is given up, as on timeout
            svinorost.give_up(game, p)
        else:  # a Temnodel chain goes on with the next player (R5.4, R9.2)
            game.events.append(ev.Skipped(p, ev.REASON_INCORRECT))
        take(game, p, 2, ev.REASON_INCORRECT)
        end_turn(game, p)
    else:
        game.skips[p] += 1
        take(game, p, 2, ev.REASON_INCORRECT)


def turn_plays(game: Game, p: int, hand: list[int], out: list[Action]) -> None:
    """Append the turn choices of ``p`` holding ``hand``: plays that fit (R3.1, R3.2),
    transfers or accept of a pending stack (R5.1), the card just drawn or pass (R3.3),
    draw; in an R9 chain its own choices."""
    if game.chain == SVINOROST:  # R9.1
        svinorost.chain_actions(game, p, hand, out)
        return
    if game.chain == TEMNODEL:  # R9.2
        temnodel.chain_actions(game, p, hand, out)
        return
    variants = (PLAY_VARIANTS if game.law >= 3 else PLAY_VARIANTS_LAW2)[len(hand) == 2][p]
    if game.pending_kind >= 0:
        kind = game.pending_kind
        prev = -1
        for f in hand:
            if f != prev and FACE_KIND[f] == kind:
                out.extend(variants[f])
            prev = f
        out.append(A.accept(p))
        return
    if game.drawn >= 0:
        d = game.drawn
        out.extend(svinorost.plays(p, d, hand) if FACE_KIND[d] == SVINOROST else variants[d])
        out.append(A.pass_(p))
        return
    row = FITS_NAMED_ON[game.pile[-1]][game.named] if game.named >= 0 else FITS[game.pile[-1]]
    prev = -1
    if game.v2:  # a Svinorost goes onto anything with a number card 0-2 (R9.1)
        for f in hand:
            if f != prev:
                if FACE_KIND[f] == SVINOROST:
                    out.extend(svinorost.plays(p, f, hand))
                elif row[f]:
                    out.extend(variants[f])
            prev = f
    else:
        for f in hand:
            if f != prev and row[f]:
                out.extend(variants[f])
            prev = f
    out.append(A.draw(p))


def interceptions(
    p: int, top: int, last: bool, out: list[Action], naming: set[int] = NAMING_KINDS
) -> None:
    """Append the interceptions of the top card ``top`` by ``p``, who holds it (R4): with
    each colour for a card that names one (``naming``: :func:`naming_kinds` of the game);
    also saying "Svintus!" when ``last``."""
    if FACE_KIND[top] in naming:
        for c in range(4):
            out.append(A.intercept(p, top, c))
            if last:
                out.append(A.intercept(p, top, c, True))
    else:
        out.append(A.intercept(p, top))
        if last:
            out.append(A.intercept(p, top, None, True))
