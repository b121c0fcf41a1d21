"""Etiquette in a player's view (R14.8): open windows, winks and who is away, each
window's private part for its reactors only."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .state import SHMOTRUN, Window, name_of, state_of

if TYPE_CHECKING:
    from ...game import Game


def _private(w: Window) -> bool:
    return w.kind == SHMOTRUN


def view(game: Game, player: int) -> dict[str, Any]:
    """Open windows, flickers, the viewer's own winks, picks, the dawdler, away seats
    (R14.8: a wink and its Shmotrun window only for the winker and the addressee)."""
    st = state_of(game)
    windows = [
        {
            "window": w.wid,
            "card": name_of(w.kind),
            "offender": w.offender,
            "reactors": list(w.reactors),
            "timer": f"etiquette:{w.wid}",
        }
        for w in st.windows
        if not _private(w) or player == w.offender or player in w.reactors
    ]
    return {
        "windows": windows,
        "flickers": [winker for _, winker, _ in st.winks],
        "winks": [
            {"from": winker, "to": to, "timer": f"wink:{wid}"}
            for wid, winker, to in st.winks
            if player in (winker, to)
        ],
        "picks": [{"chooser": c, "thrower": t, "timer": f"pick:{wid}"} for wid, c, t in st.picks],
        "dawdling": st.dawdled[1] if st.dawdled is not None else None,
        "away": list(st.away),
    }
