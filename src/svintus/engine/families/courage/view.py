"""Courage in a player's view (R14.8): the areas, owed answers, votes and the gift."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...cards import card_name
from . import tasks
from .state import GENRES, KEY, gift_open

if TYPE_CHECKING:
    from ...game import Game


def view(game: Game, player: int) -> dict[str, Any] | None:
    """Areas, givers, genres and standing are public (R14.8); so are the windows."""
    st = game.parts[KEY]
    rules = game.rules
    owed: list[dict[str, Any]] = [
        {
            "player": p,
            "card": card_name(face),
            "task": what,
            "key": f"courage:{serial}",
            "seconds": rules.song_seconds if what == "bow" else rules.answer_seconds,
        }
        for serial, p, face, what, _ in st.owed
    ]
    if game.winner < 0:
        for face in tasks.turn_owed(game, game.current):
            owed.append(
                {
                    "player": game.current,
                    "card": card_name(face),
                    "task": "turn",
                    "key": f"courage:turn:{game.current}:{game.move}",
                    "seconds": rules.song_seconds,
                }
            )
    gift = gift_open(game)
    return {
        "areas": [[card_name(f) for f in a] for a in st.areas],
        "givers": [list(g) for g in st.givers],
        "genres": [[GENRES[g] if g >= 0 else None for g in gs] for gs in st.genres],
        "standing": list(st.standing),
        "owed": owed,
        "votes": [
            {
                "performer": performer,
                "card": card_name(face),
                "text": text,
                "objector": objector if objector >= 0 else None,
                "upholders": list(upholders),
                "key": f"courage:{serial}" + (":objected" if objector >= 0 else ""),
                "seconds": rules.vote_seconds,
            }
            for serial, performer, face, objector, upholders, text in st.votes
        ],
        "choices": [
            {"player": p, "options": [card_name(f) for f in st.areas[p][:-1]]}
            for _, p in st.choices
        ],
        "gift": None if gift is None else {"receiver": gift[0], "value": gift[1]},
        "boxed": [card_name(f) for f in st.boxed],
    }
