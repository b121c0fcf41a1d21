"""Engine events and actions as protocol JSON (docs/protocol.md, "Events").

An event becomes ``{"kind": "played", "player": 1, "card": "G7", ...}``: its class name
in snake case and its fields, cards in notation, seats as 0-based ints. Events are
redacted for their viewer first (:func:`svintus.engine.events.redact`), and a ``took``
event of another player has no ``cards`` key at all (R14.8).
"""

from __future__ import annotations

import functools
from typing import Any

from ..engine import events as ev
from ..engine.actions import Act, Action
from ..engine.cards import COLOURS, KINDS, card_name
from ..engine.notation import format_action


def kind_name(event: ev.Event) -> str:
    """The event's class name in snake case: ``PenaltyPending`` is ``penalty_pending``."""
    kind = type(event)
    name = _KIND_NAMES.get(kind)
    if name is None:
        title = kind.__name__
        name = _KIND_NAMES[kind] = "".join(
            f"_{c}" if c.isupper() and i else c for i, c in enumerate(title)
        ).lower()
    return name


_KIND_NAMES: dict[type, str] = {}  # each event class's, made once


# the event field ``kind`` (a card kind code) goes under another name: "kind" names the event
_KIND_FIELD = {
    "penalty_pending": "penalty",
    "penalty_accepted": "penalty",
    "chain_started": "chain",
}
_FACE_FIELDS = ("card", "declared")  # a face index: sent in notation, -1 as null
_HIDDEN = (ev.Took, ev.DarkTaken)  # their ``cards`` are sent to their player only


def event_json(event: ev.Event, viewer: int, t: int) -> dict[str, Any]:
    """One event as ``viewer`` may see it (``-1``: a spectator)."""
    e = ev.redact(event, viewer)
    kind = kind_name(e)
    out: dict[str, Any] = {"kind": kind}
    value: Any
    for key, value in zip(e._fields, e, strict=True):
        if key in _FACE_FIELDS and isinstance(value, int):
            out[key] = card_name(value) if value >= 0 else None
        elif key == "cards":
            if isinstance(e, _HIDDEN) and e.player != viewer:
                continue  # never sent, not even empty (R14.8)
            # faces in notation; a count stays a number (Reshuffled: cards in the new deck)
            out["cards"] = [card_name(f) for f in value] if isinstance(value, tuple) else value
        elif key == "kind":
            out[_KIND_FIELD.get(kind, "card_kind")] = KINDS[value].id
        elif key == "colour":
            out["colour"] = COLOURS[value] if 0 <= value < 4 else None
        elif key == "losers":
            out["losers"] = list(value)
        else:
            out[key] = value
    out["t"] = t
    return out


def secret(event: ev.Event) -> bool:
    """Whether some seat may see ``event`` otherwise than a spectator does (R14.8): its
    own cards, a wink at it, a gift to it. An event a spectator sees whole is the same
    for every seat (redaction only hides), so :func:`personal` need not ask."""
    return isinstance(event, _HIDDEN) or ev.redact(event, -1) != event


def personal(event: ev.Event, viewer: int) -> bool:
    """Whether ``viewer`` gets ``event`` otherwise than a spectator does: its own cards
    (its own ``took`` carries ``cards``, even none), a wink at it, a gift to it (R14.8)."""
    if viewer < 0:
        return False
    if isinstance(event, _HIDDEN):  # anyone else reads it as a spectator does
        return bool(event.player == viewer)
    return ev.redact(event, viewer) != ev.redact(event, -1)


@functools.lru_cache(maxsize=8192)
def action_text(action: Action) -> str:
    """The notation of an action without its player: what a client sends. Kept for the
    actions met lately: every state lists each seat's legal actions, mostly the same
    few from one state to the next (docs/performance.md, "The thousand tables, again")."""
    text = format_action(action)
    if action.kind in (Act.TIMEOUT, Act.CLOSE_RACE):
        return text
    return text.split(" ", 1)[1]


def legal_texts(actions: list[Action]) -> list[str]:
    """Legal actions in notation, speech left out (chat is its own message)."""
    return [action_text(a) for a in actions if a.kind != Act.SPEAK]
