"""The Shurikén throw (R10.2, R14.6) is judged by the table, never by the thrower.

A throw carries its result (hit or miss, :func:`~svintus.engine.actions.throw`) because
the engine has no clock. At a table the result is the table's: the target of the aiming
mini-game moves back and forth with a period of :data:`PERIOD_MS`, and a throw hits when
the table *receives* it while the target is in the middle :data:`HIT_SHARE` of its path
(table time, R14.3). Whatever result a client or a bot claims is replaced by the judged
one, so the result cannot be chosen. A hit gives the Shurikén and two penalty cards: the
ones the thrower chose with the throw, else the two lowest they may give.
"""

from __future__ import annotations

from ..engine import actions as A
from ..engine.actions import Act, Action
from ..engine.effects.family import givable
from ..engine.game import Game

PERIOD_MS = 1200  # one sweep of the target there and back
HIT_SHARE = 0.3  # the share of the sweep in which the target is in the sights


def hits(t_ms: int) -> bool:
    """Whether a throw received at table time ``t_ms`` hits (R14.6)."""
    phase = (t_ms % PERIOD_MS) / PERIOD_MS
    return abs(phase - 0.5) < HIT_SHARE / 2


def judged(game: Game, action: Action, t_ms: int) -> Action:
    """``action`` with the table's result if it is a throw; any other action unchanged.

    The judged throw is one of the legal variants; if none fits (no legal throw of that
    result), the action is returned as sent and the engine refuses or applies it."""
    if action.kind != Act.THROW:
        return action
    hit = hits(t_ms)
    if bool(action.colour) == hit:
        return action
    p = action.player
    if hit:
        chosen = action.cards or tuple(sorted(c for c in givable(game, p) if c != action.card)[:2])
        want = A.throw(p, action.card, action.target, True, chosen)
    else:
        want = A.throw(p, action.card, action.target, False)
    legal = game.legal_actions(p)
    if want.bare() in legal:
        return want._replace(move=action.move)
    same = [a for a in legal if a.kind == Act.THROW and a.target == action.target]
    fitting = [a for a in same if bool(a.colour) == hit]
    return fitting[0]._replace(move=action.move) if fitting else action
