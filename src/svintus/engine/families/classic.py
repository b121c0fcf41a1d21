"""Effects of the classic Prescription cards (R8) and of number cards.

Each effect runs after its card is on the play pile and decides who acts next. It is
called for cards played in turn, by interception (R4.5) and for the start card, which
counts as played by the dealer (R2.2). ``player`` is whoever placed the card.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import events as ev
from ..cards import (
    KHAPYOZH,
    KHLOPKOPYT,
    NUMBER,
    PEREKHRYUK,
    POLISVIN,
    TIKHOKHRYUN,
    ZAKHRAPIN,
    kinds_of,
)

if TYPE_CHECKING:
    from collections.abc import Callable

    from ..game import Game

    Effect = Callable[[Game, int, int], None]

KEY = "classic"  # its kinds: classic.toml
KINDS_OF_FAMILY = kinds_of(KEY)


def number(game: Game, player: int, face: int) -> None:
    game.current = game.next_player(player)


def polisvin(game: Game, player: int, face: int) -> None:
    """R8.4: the colour was named with the play; the next player moves."""
    game.current = game.next_player(player)


def penalty(game: Game, player: int, face: int) -> None:
    """R5.1, R5.3, R4.5: Khapyozh and Zakhrapin leave, or grow, a pending penalty."""
    kind = game.kind_of(face)
    transferred = game.pending_kind == kind
    if transferred:
        game.pending_count += 1
    else:
        game.pending_kind = kind
        game.pending_count = 1
    target = game.next_player(player)
    game.current = target
    game.emit(ev.PenaltyPending(target, kind, game.pending_count, transferred))


def perekhryuk(game: Game, player: int, face: int) -> None:
    """R8.3: reverse; with two players the opponent still moves unless the option says."""
    game.direction = -game.direction
    game.emit(ev.Reversed(game.direction))
    if game.n == 2 and game.rules.two_player_reverse_skips:
        # the turn comes back to the player, who first serves any skip they owe (R5.4)
        game.current = game.next_player((player - game.direction) % 2)
    else:
        game.current = game.next_player(player)


def tikhokhryun(game: Game, player: int, face: int) -> None:
    """R8.5: silence bound to whoever placed the card (the interceptor rebinds it)."""
    game.silence = player
    game.emit(ev.SilenceStarted(player))
    game.current = game.next_player(player)


def khlopkopyt(game: Game, player: int, face: int) -> None:
    """R8.6: a slap race; the game waits for it, the next player moves after it."""
    game.race = [0] * game.n
    game.race_order = []
    game.race_by = player  # the losers take their cards in turn order from them
    game.emit(ev.RaceOpened(player))
    game.current = game.next_player(player)


EFFECTS: dict[int, Effect] = {
    NUMBER: number,
    POLISVIN: polisvin,
    KHAPYOZH: penalty,
    ZAKHRAPIN: penalty,
    PEREKHRYUK: perekhryuk,
    TIKHOKHRYUN: tikhokhryun,
    KHLOPKOPYT: khlopkopyt,
}
