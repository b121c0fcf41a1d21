"""Every seat's out-of-turn chances at once, for a scheduler's step (sim/scheduler.py).

A table asks each seat at every step what it may do besides the turn: its legal actions
less the turn choices, and the families' hints. :func:`chances` answers for all seats
together outside a choice, a phase and a slap race, where each family can say once that
nothing of its own is open (``reactions_all``, ``hints_all`` in families/protocol.py)
instead of once a seat. The answer is exactly what :meth:`Game.legal_actions` and
:meth:`Game.hints` give seat by seat (tests/sim/test_offers_all.py compares them).
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, Any

from . import actions as A
from .actions import Action
from .operations import live, naming_kinds, phase_open
from .turns import interceptions

if TYPE_CHECKING:
    from .game import Game


def chances(game: Game) -> tuple[list[list[Action]], list[list[Action]]] | None:
    """``(listed, hints)``: for each seat ``p``, ``listed[p]`` is
    ``game.legal_actions(p)`` without the turn choices of the player to move, without
    "Svintus!" and the chat placeholder at its end, in the same order; ``hints[p]`` is
    ``game.hints(p)``. ``None`` when the game is over or a choice of cards, a family's
    phase or a slap race is open: ask each seat then."""
    if game.winner >= 0 or game.choice is not None or game.race is not None:
        return None
    if phase_open(game):
        return None
    n, cur, hands = game.n, game.current, game.hands
    listed: list[list[Action]] = [[] for _ in range(n)]
    if game.window and not game.naming:  # R4
        top = game.pile[-1]
        naming = naming_kinds(game)
        for p in range(n):
            hand = hands[p]
            if p != cur and top in hand:
                interceptions(p, top, len(hand) == 2, listed[p], naming)
    catchable = game.catchable
    if catchable:  # R6.2
        for p in range(n):
            out = listed[p]
            for q in catchable:
                if q != p:
                    out.append(A.catch(p, q))
    for family in live(game):  # a quiet family lists nothing
        family.reactions_all(game, listed)
    return listed, hints_all(game)


OWED = "owed hints"  # the memo's key of what :func:`hints_all` leaves for Game.hints


def hints_all(game: Game) -> list[list[Action]]:
    """``game.hints(p)`` for every seat ``p``, each family asked once (``hints_all``).

    While the game remembers (:meth:`Game.remember`), where each seat's owed hints lie
    in these lists is remembered too (under :data:`OWED`: the lists and, for each run of
    families with ``HINTS_OWED``, where it starts and ends in each seat's list), so that
    ``game.hints(p, owed_only=True)`` (what a bot's :meth:`Seat.owed` asks for) slices
    them instead of asking the families again. The lists must not change afterwards."""
    n = game.n
    hints: list[list[Action]] = [[] for _ in range(n)]
    memo = game.memo
    if memo is None:
        for family in game.families:
            family.hints_all(game, hints)
        return hints
    runs: list[tuple[list[int], list[int]]] = []
    starts: list[int] | None = None  # where the current run of owed families starts
    for family in live(game):  # a quiet family hints nothing
        if family.HINTS_OWED:
            if starts is None:
                starts = _lengths(hints, n)
        elif starts is not None:
            _end_run(runs, starts, hints, n)
            starts = None
        family.hints_all(game, hints)
    if starts is not None:
        _end_run(runs, starts, hints, n)
    memo[OWED] = (hints, runs)
    return hints


def _lengths(hints: list[list[Action]], n: int) -> list[int]:
    """Each seat's list length; one shared list of zeros while every list is empty (the
    commonest: no family has given a hint yet)."""
    return [len(h) for h in hints] if any(hints) else _zeros(n)


def _end_run(
    runs: list[tuple[list[int], list[int]]], starts: list[int], hints: list[list[Action]], n: int
) -> None:
    """Close a run of owed families begun at ``starts``; a run that added nothing to any
    seat is left out (it would slice nothing)."""
    ends = _lengths(hints, n)
    if ends != starts:
        runs.append((starts, ends))


@lru_cache(maxsize=16)
def _zeros(n: int) -> list[int]:
    return [0] * n  # shared, never changed


def owed_hints(memo: dict[object, Any], player: int) -> list[Action]:
    """``game.hints(player, owed_only=True)`` from what :func:`hints_all` remembered."""
    hints, runs = memo[OWED]
    if not runs:  # no family hints an owed answer now (the commonest)
        return []
    h = hints[player]
    return [a for s, e in runs for a in h[s[player] : e[player]]]
