"""The Challenge duels part in a player's view (R14.8)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ....cards import KINDS, card_name
from .position import colour_name
from .state import awaiting, state_of

if TYPE_CHECKING:
    from ....game import Game


def view(game: Game, player: int) -> dict[str, Any] | None:
    st = state_of(game)
    if st is None:
        return None
    out: dict[str, Any] = {
        "phase": KINDS[st.phase].id if st.phase >= 0 else None,
        "step": st.step or None,
        "player": st.owner if st.owner >= 0 else None,
        "turn": st.turn if st.turn >= 0 else None,
        "awaiting": awaiting(game) if st.phase >= 0 else None,
        "colour": colour_name(st.colour),
        "opponent": st.target if st.target >= 0 else None,
        "receiver": st.receiver if st.receiver >= 0 else None,
        "temporary_pile": [card_name(f) for f in st.temp],
        "boxed": [card_name(f) for f in st.boxed],
    }
    if st.awl[0] >= 0 and st.awl[2] == game.move and st.awl[1] >= 0:
        out["skipped_by_interception"] = {"interceptor": st.awl[0], "skipped": st.awl[1]}
    return out
