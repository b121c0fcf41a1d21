"""The Shurikén throw (R10.2, R14.6) is judged by the table, never by the thrower.

A throw carries its result (hit or miss, :func:`~svintus.engine.actions.throw`) because
the engine has no clock. At a table the result is the table's: the target moves back and
forth with a period of :data:`PERIOD_MS`, and a throw hits when the table *receives* it
while the target is in the middle :data:`HIT_SHARE` of its path. Where the target is on
its path is the table's secret: a fresh phase for each throw, drawn from the table's own
secret random source (:func:`target_phase`) and never sent, so no time a client sees
(event times, timers) tells when to throw, and every throw hits with the chance
:data:`HIT_SHARE` whenever it is made. Whatever result a client or a bot claims is
replaced by the judged one. A hit gives the Shurikén and two penalty cards: the ones the
thrower chose with the throw, else the two lowest they may give.
"""

from __future__ import annotations

import random

from ..engine import actions as A
from ..engine.actions import Act, Action
from ..engine.game import Game

PERIOD_MS = 1200  # one sweep of the target there and back
HIT_SHARE = 0.3  # the share of the sweep in which the target is in the sights


def target_phase(secret: random.Random) -> int:
    """A fresh secret phase of the target for one throw, in ms of its sweep (R14.6)."""
    return secret.randrange(PERIOD_MS)


def hits(t_ms: int, phase_ms: int = 0) -> bool:
    """Whether a throw received at table time ``t_ms`` hits a target whose sweep is
    shifted by ``phase_ms`` (R14.6)."""
    phase = ((t_ms + phase_ms) % PERIOD_MS) / PERIOD_MS
    return abs(phase - 0.5) < HIT_SHARE / 2


def judged(game: Game, action: Action, t_ms: int, secret: random.Random) -> Action:
    """``action`` with the table's result if it is a throw; any other action unchanged.
    ``secret`` is the table's secret random source: the target's phase is drawn from it
    afresh for this throw.

    The judged throw is one of the legal variants; if none fits (no legal throw of that
    result), the action is returned as sent and the engine refuses or applies it."""
    face, at = action.card, action.aimed
    if action.kind != Act.THROW or face is None or at is None:
        return action  # the engine refuses a throw without its card or player
    hit = hits(t_ms, target_phase(secret))
    if action.hit == hit:
        return action
    p = action.player
    if hit:  # two cards are then named one at a time (engine/choosing.py); one is listed
        # a hit keeps the thrower's "Svintus!" when it leaves them one card (R6.1)
        want = A.throw(p, face, at, True, action.cards, action.svintus)
    else:
        want = A.throw(p, face, at, False)
    legal = game.legal_actions(p)
    if want.bare() in legal:
        return want._replace(move=action.move)
    same = [a for a in legal if a.kind == Act.THROW and a.aimed == at]
    fitting = [a for a in same if a.hit == hit]
    return fitting[0]._replace(move=action.move) if fitting else action
