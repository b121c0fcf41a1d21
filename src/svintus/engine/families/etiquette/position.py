"""The Etiquette family's part of a player's view (R14.8) and of a position (exact)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...cards import KINDS_BY_ID, card_name, face_of
from ...position import read_position, to_position
from .state import KEY, KINDS_OF_FAMILY, EtiquetteState, Window, name_of, start

if TYPE_CHECKING:
    from ...game import Game


def dump(game: Game) -> Any:
    st: EtiquetteState | None = game.parts[KEY]
    if st is None:  # a saved state inside a Shmunitet window
        return None
    return {
        "next": st.next,
        "windows": [
            {
                "window": w.wid,
                "card": name_of(w.kind),
                "offender": w.offender,
                "reactors": list(w.reactors),
                "move": w.move,
                "named": card_name(w.card) if w.card >= 0 else None,
                "before": to_position(w.snap) if w.snap is not None else None,
            }
            for w in st.windows
        ],
        "winks": [list(w) for w in st.winks],
        "picks": [list(e) for e in st.picks],
        "away": list(st.away),
        "dawdled": list(st.dawdled) if st.dawdled is not None else None,
        "chat": [st.chat[0], st.chat[1]] if st.chat is not None else None,
        "played": (
            {"card": card_name(st.played[0]), "before": to_position(st.played[1])}
            if st.played is not None
            else None
        ),
    }


def _seat(game: Game, x: Any) -> int:
    if isinstance(x, bool) or not isinstance(x, int) or not 0 <= x < game.n:
        raise ValueError(f"not a seat: {x!r}")
    return x


def _int(x: Any) -> int:
    if isinstance(x, bool) or not isinstance(x, int) or x < 0:
        raise ValueError(f"not a number >= 0: {x!r}")
    return x


def load(game: Game, data: Any) -> None:
    if data is None:  # a saved state inside a Shmunitet window
        game.parts[KEY] = None
        return
    st = start(game)
    st.next = _int(data["next"])
    for d in data["windows"]:
        kind = KINDS_BY_ID[d["card"]].code
        if kind not in KINDS_OF_FAMILY:
            raise ValueError(f"not an Etiquette card: {d['card']!r}")
        snap = (
            read_position(d["before"], "before", _blank(game)) if d["before"] is not None else None
        )
        if snap is not None:
            snap.parts[KEY] = None
        named = d["named"]
        st.windows.append(
            Window(
                _int(d["window"]),
                kind,
                _seat(game, d["offender"]),
                tuple(_seat(game, q) for q in d["reactors"]),
                _int(d["move"]),
                face_of(named) if named is not None else -1,
                snap,
            )
        )
    st.winks = [(_int(w), _seat(game, a), _seat(game, b)) for w, a, b in data["winks"]]
    st.picks = [(_int(w), _seat(game, a), _seat(game, b)) for w, a, b in data["picks"]]
    st.away = sorted(_seat(game, q) for q in data["away"])
    dawdled = data["dawdled"]
    st.dawdled = None if dawdled is None else (_int(dawdled[0]), _seat(game, dawdled[1]))
    chat = data["chat"]
    if chat is not None and not isinstance(chat[1], bool):
        raise ValueError(f"chat: expected [seat, true|false], got {chat!r}")
    st.chat = None if chat is None else (_seat(game, chat[0]), chat[1])
    played = data["played"]
    if played is not None:
        snap = read_position(played["before"], "before", _blank(game))
        snap.parts[KEY] = None
        st.played = (face_of(played["card"]), snap)
    game.parts[KEY] = st


def _blank(game: Game) -> Game:
    """A blank game of the same class, for a saved state to be read into."""
    cls = type(game)
    return cls.__new__(cls)
