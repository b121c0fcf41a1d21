"""Courage in a position (docs/notation.md): written and read exactly; the cards in
the areas and the box (``zones``, R1.7)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...cards import FACE_KIND, card_name, face_of
from .state import KEY, KINDS_OF_FAMILY, CourageState

if TYPE_CHECKING:
    from ...game import Game


def dump(game: Game) -> Any:
    st = game.parts[KEY]
    return {
        "areas": [[card_name(f) for f in a] for a in st.areas],
        "givers": [list(g) for g in st.givers],
        "genres": [list(g) for g in st.genres],
        "standing": list(st.standing),
        "sums": list(st.sums),
        "done": [[card_name(f) for f in d] for d in st.done],
        "owed": [[s, p, card_name(f), w, e] for s, p, f, w, e in st.owed],
        "votes": [[s, p, card_name(f), o, list(u), t] for s, p, f, o, u, t in st.votes],
        "used": {k: list(v) for k, v in st.used.items()},
        "boxed": [card_name(f) for f in st.boxed],
        "choices": [list(c) for c in st.choices],
        "gift": None if st.gift is None else list(st.gift),
        "serial": st.serial,
    }


def _ints(data: Any, n: int) -> list[int]:
    if not isinstance(data, list) or any(type(x) is not int for x in data):
        raise TypeError("expected a list of integers")
    if n >= 0 and len(data) != n:
        raise ValueError(f"expected {n} entries")
    return list(data)


def _faces(data: Any) -> list[int]:
    if not isinstance(data, list) or any(not isinstance(x, str) for x in data):
        raise TypeError("expected a list of card names")
    return [face_of(x) for x in data]


def load(game: Game, data: Any) -> None:
    n = game.n
    st = CourageState(n)
    game.parts[KEY] = st
    if data is None:
        return
    if not isinstance(data, dict):
        raise TypeError("expected an object")
    areas = data["areas"]
    if not isinstance(areas, list) or len(areas) != n:
        raise ValueError(f"'areas' needs {n} lists")
    st.areas = [_faces(a) for a in areas]
    st.givers = [_ints(g, len(a)) for g, a in zip(data["givers"], st.areas, strict=True)]
    st.genres = [_ints(g, len(a)) for g, a in zip(data["genres"], st.areas, strict=True)]
    for p, area in enumerate(st.areas):
        if any(FACE_KIND[f] not in KINDS_OF_FAMILY or f not in game.hands[p] for f in area):
            raise ValueError(f"the area of p{p + 1} holds a card not in that hand")
    standing = data["standing"]
    if not isinstance(standing, list) or any(not isinstance(x, bool) for x in standing):
        raise TypeError("'standing' needs booleans")
    st.standing = list(standing)
    st.sums = _ints(data["sums"], n)
    st.done = [_faces(d) for d in data["done"]]
    st.owed = [(int(s), int(p), face_of(f), str(w), str(e)) for s, p, f, w, e in data["owed"]]
    st.votes = [
        (int(s), int(p), face_of(f), int(o), tuple(_ints(u, -1)), str(t))
        for s, p, f, o, u, t in data["votes"]
    ]
    used = data["used"]
    if not isinstance(used, dict):
        raise TypeError("'used' needs an object")
    st.used = {str(k): tuple(str(x) for x in v) for k, v in used.items()}
    st.boxed = _faces(data["boxed"])
    st.choices = [(int(s), int(p)) for s, p in data["choices"]]
    gift = data["gift"]
    if gift is not None and (not isinstance(gift, list) or len(gift) != 3):
        raise ValueError("'gift' needs [move, receiver, value] or null")
    st.gift = None if gift is None else (int(gift[0]), int(gift[1]), int(gift[2]))
    st.serial = int(data["serial"])
    if len(st.done) != n or len(st.standing) != n:
        raise ValueError(f"'done' and 'standing' need {n} entries")


def zones(game: Game) -> list[int]:
    """Cards of the game held in the family's own zones (R1.7): the boxed ones."""
    return list(game.parts[KEY].boxed)
