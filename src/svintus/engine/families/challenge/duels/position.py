"""The Challenge duels part (:mod:`.duels`) in a view (R14.8) and a position
(``challenge.duels``, docs/notation.md)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ....cards import (
    COLOUR_LETTERS,
    COLOURS,
    GREY,
    KINDS,
    KINDS_BY_ID,
    card_name,
    colour_of,
    face_of,
)
from .state import PLAYED_KINDS, STEPS, DuelsState, start, state_of

if TYPE_CHECKING:
    from ....game import Game


def colour_name(c: int) -> str | None:
    if c < 0:
        return None
    return "grey" if c == GREY else COLOURS[c]


def _colour_word(c: int) -> str | None:
    return None if c < 0 else ("grey" if c == GREY else COLOUR_LETTERS[c])


def dump(game: Game) -> Any:
    st = state_of(game)
    if st is None:
        return None
    return {
        "phase": KINDS[st.phase].id if st.phase >= 0 else None,
        "step": st.step or None,
        "player": _opt(st.owner),
        "card": card_name(st.card) if st.card >= 0 else None,
        "colour": _colour_word(st.colour),
        "opponent": _opt(st.target),
        "turn": _opt(st.turn),
        "temporary_pile": [card_name(f) for f in st.temp],
        "givers": list(st.givers),
        "receiver": _opt(st.receiver),
        "seq": st.seq,
        "boxed": [card_name(f) for f in st.boxed],
        "named": _colour_word(st.named),
        "awl": list(st.awl),
    }


def _opt(v: int) -> int | None:
    return v if v >= 0 else None


def load(game: Game, data: Any) -> None:
    if data is None:
        game.parts["challenge"].duels = start(game)
        return
    if not isinstance(data, dict):
        raise TypeError("expected an object")
    st = DuelsState()
    n = game.n

    def seat(key: str) -> int:
        v = data.get(key)
        if v is None:
            return -1
        if not isinstance(v, int) or isinstance(v, bool) or not 0 <= v < n:
            raise ValueError(f"{key}: not a seat: {v!r}")
        return v

    def colour(key: str) -> int:
        v = data.get(key)
        if v is None:
            return -1
        if v == "grey":
            return GREY
        if not isinstance(v, str):
            raise TypeError(f"{key}: not a colour: {v!r}")
        return colour_of(v)

    def cards(key: str) -> list[int]:
        v = data.get(key, [])
        if not isinstance(v, list):
            raise TypeError(f"{key}: expected a list of cards")
        return [face_of(x) for x in v]

    phase = data.get("phase")
    if phase is not None:
        if phase not in KINDS_BY_ID or KINDS_BY_ID[phase].code not in PLAYED_KINDS:
            raise ValueError(f"phase: not a Challenge of this part: {phase!r}")
        st.phase = KINDS_BY_ID[phase].code
        step = data.get("step")
        if step not in STEPS:
            raise ValueError(f"step: one of {', '.join(STEPS)}, not {step!r}")
        st.step = step
        card = data.get("card")
        if not isinstance(card, str):
            raise TypeError("card: the Challenge card being carried out")
        st.card = face_of(card)
    st.owner = seat("player")
    st.colour = colour("colour")
    st.target = seat("opponent")
    st.turn = seat("turn")
    st.temp = cards("temporary_pile")
    givers = data.get("givers", [])
    if not isinstance(givers, list):
        raise TypeError("givers: expected a list of seats")
    for g in givers:
        if not isinstance(g, int) or isinstance(g, bool) or not 0 <= g < n:
            raise ValueError(f"givers: not a seat: {g!r}")
    st.givers = list(givers)
    st.receiver = seat("receiver")
    seq = data.get("seq", 0)
    if not isinstance(seq, int) or isinstance(seq, bool) or seq < 0:
        raise ValueError(f"seq: not a count: {seq!r}")
    st.seq = seq
    st.boxed = cards("boxed")
    st.named = colour("named")
    awl = data.get("awl", [-1, -1, -1])
    if (
        not isinstance(awl, list)
        or len(awl) != 3
        or not all(isinstance(x, int) and not isinstance(x, bool) for x in awl)
    ):
        raise TypeError("awl: expected [interceptor, skipped, move]")
    st.awl = (awl[0], awl[1], awl[2])
    game.parts["challenge"].duels = st
