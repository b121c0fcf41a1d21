"""The public view of the Challenge races (R14.8)."""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, Any

from ....cards import FACE_KIND, card_name
from .. import feats as F
from .state import CLOTHES, KIND_IDS, TRY, state_of

if TYPE_CHECKING:
    from ....game import Game


@lru_cache(maxsize=16)
def _kinds(deck: tuple[int, ...]) -> frozenset[int]:
    """The kinds in a deck, once a deck (every view of every seat asks)."""
    return frozenset(FACE_KIND[f] for f in deck)


def view(game: Game, player: int) -> dict[str, Any] | None:
    """Public (R14.8): phase, who finished, displays, wardrobes, named item, feat and
    score, who may still try, debts; used feats."""
    st = state_of(game)
    if st is None:
        return None
    out: dict[str, Any] = {
        "card": KIND_IDS[st.kind] if st.kind >= 0 else None,
        "player": st.player if st.kind >= 0 else None,
        "phase": st.phase or None,
        "progress": list(st.progress),
        "finished": list(st.order),
        "displays": [card_name(f) if f >= 0 else None for f in st.display],
        "grabbed": [card_name(f) if f >= 0 else None for f in st.got],
        "feat": F.FEATS[st.feat] if st.feat >= 0 else None,
        "score": st.score or None,
        "may_try": (
            [q for q in range(game.n) if q != st.player and not st.progress[q]]
            if st.phase == TRY
            else []
        ),
        "used_feats": [F.FEATS[i] for i in st.used],
        "debts": [[g, r, c] for g, r, c in st.debts],
        "boxed": len(st.box),
        # Hands (R12.8): the cards in each player's two huts; others' faces are hidden
        "huts": [
            [[card_name(f) if q == player else None for f in hut] for hut in huts]
            for q, huts in enumerate(st.huts)
        ],
    }
    if CLOTHES in _kinds(game.rules.deck):
        out["wardrobes"] = [[F.ITEMS[i] for i in F.wardrobe(game.seed, q)] for q in range(game.n)]
        out["item"] = {"wearer": st.wearer, "item": F.ITEMS[st.item]} if st.item >= 0 else None
    return out
