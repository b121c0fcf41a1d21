"""Challenge cards (R12): a Svintus 2.0 family; the hooks are described in
:mod:`~svintus.engine.families.protocol`.

The family is written in two parts, each a module with the same hooks:
:mod:`.duels` (Russian Roulette, Razborka, Neither to Yourself Nor to People,
We Should Chip In, Don't Darken, Awl for Soap) and :mod:`.races` (One for All,
Whoever Is Quick Gets the Slippers, Slabo?, Where Do the Hands Grow From?, Judged by
Their Clothes). This module joins them: ``game.parts[KEY]`` holds one state per part
(``.duels``, ``.races``) and every hook asks both parts.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ... import acts
from ..protocol import Timer
from . import duels, races

if TYPE_CHECKING:
    from collections.abc import Callable

    from ...actions import Act, Action
    from ...choosing import Spec
    from ...errors import IllegalAction
    from ...game import Game

KEY = "challenge"
HINTS_OWED = True  # a Slabo? try is owed (R12.6)
# The action kinds whose ``before``/``after`` do anything (the duels read a play and an
# interception, R12.3, R4.3; the races have no hooks): the game calls them for no other.
HOOKED_KINDS = frozenset((acts.PLAY, acts.INTERCEPT))
KINDS_OF_FAMILY = duels.KINDS_OF_FAMILY | races.KINDS_OF_FAMILY
EFFECTS: dict[int, Callable[[Game, int, int], None]] = {**duels.EFFECTS, **races.EFFECTS}
APPLY: dict[Act, Callable[[Game, Action], None]] = {**duels.APPLY, **races.APPLY}
CHOICES: dict[Act, Callable[[Game, Action], Spec]] = {**duels.CHOICES, **races.CHOICES}


def _duel_open(game: Game) -> bool:
    """A duel's phase is open: the duels answer (``None`` from them otherwise)."""
    ch = game.parts[KEY]
    return ch is not None and ch.duels is not None and ch.duels.phase >= 0


def quiet(game: Game) -> bool:
    """No duel, no Awl for Soap chance, no race open: nothing awaited, listed, hinted or
    timed (the stale ``awl`` of an earlier move lists nothing, see duels._awl_open)."""
    ch = game.parts[KEY]
    d = ch.duels
    if d is not None and (d.phase >= 0 or (d.awl[1] >= 0 and d.awl[2] == game.move)):
        return False
    r = ch.races
    return r is None or r.kind < 0 or game.winner >= 0


def interrupts(game: Game, player: int) -> list[Action]:
    return []  # no Challenge action cuts into another family's phase


def trim_plays(game: Game, player: int, out: list[Action]) -> None:
    """R12.3: a Razborka is played only with a number card to follow, or as the last."""
    duels.drop_unplayable(game, player, out)


def owes(game: Game, player: int) -> bool:
    return False  # a Slabo? try is owed to the race, not an answer that stops Shevelis!


def exclusive(game: Game, player: int) -> list[Action] | None:
    if _duel_open(game):
        return duels.exclusive(game, player)
    return races.exclusive(game, player)


def awaiting(game: Game) -> list[int] | None:
    if _duel_open(game):
        return duels.awaiting(game)
    return races.awaiting(game)


def reactions(game: Game, player: int, out: list[Action]) -> None:
    duels.reactions(game, player, out)
    races.reactions(game, player, out)


def reactions_all(game: Game, outs: list[list[Action]]) -> None:
    duels.reactions_all(game, outs)  # the races list no reactions


def hints_all(game: Game, outs: list[list[Action]]) -> None:
    st = races.open_state(game)
    if st is None or st.phase not in races.HINTED:
        return  # the duels list every choice concretely; no feat or try open: no hints
    for p, out in enumerate(outs):
        out.extend(races.hints(game, p))  # the duels' hints are none


def why_illegal(game: Game, action: Action) -> IllegalAction | None:
    err = duels.why_illegal(game, action)
    return err if err is not None else races.why_illegal(game, action)


def before(game: Game, action: Action) -> None:
    duels.before(game, action)  # the races have no before and after (no-ops)


def after(game: Game, action: Action) -> None:
    duels.after(game, action)


def timers(game: Game) -> list[Timer]:
    out = duels.timers(game)  # a fresh list, as the races' is
    more = races.timers(game)
    if more:
        if not out:
            return more
        out.extend(more)
    return out


def hints(game: Game, player: int) -> list[Action]:
    return races.hints(game, player)  # the duels list every choice concretely: no hints
