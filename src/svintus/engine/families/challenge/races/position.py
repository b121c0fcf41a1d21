"""Positions of the Challenge races and feats (docs/notation.md): ``challenge.races``
written and read exactly (the family hooks ``dump``/``load``), and the cards this part
holds outside hands, deck and pile (``zones``, R1.7)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .... import actions as A
from ....cards import card_name, face_of
from .. import feats as F
from .state import CODES, KIND_IDS, PHASES, state_of

if TYPE_CHECKING:
    from ....game import Game


def dump(game: Game) -> Any:
    st = state_of(game)
    if st is None:
        return None
    out: dict[str, Any] = {
        "used": [F.FEATS[i] for i in st.used],
        "box": [card_name(f) for f in st.box],
        "serial": st.serial,
        "card": KIND_IDS[st.kind] if st.kind >= 0 else None,
        "player": st.player,
        "phase": st.phase,
        "progress": list(st.progress),
        "order": list(st.order),
        "display": [card_name(f) if f >= 0 else None for f in st.display],
        "got": [card_name(f) if f >= 0 else None for f in st.got],
        "feat": F.FEATS[st.feat] if st.feat >= 0 else None,
        "score": st.score,
        "wearer": st.wearer,
        "item": F.ITEMS[st.item] if st.item >= 0 else None,
        "debts": [[g, r, c] for g, r, c in st.debts],
    }
    if any(a or b for a, b in st.huts):  # Hands (R12.8): only while huts are being built
        out["huts"] = [[[card_name(f) for f in hut] for hut in huts] for huts in st.huts]
    return out


def _int(data: dict[str, Any], key: str, low: int, high: int) -> int:
    x = data[key]
    if isinstance(x, bool) or not isinstance(x, int) or not low <= x <= high:
        raise ValueError(f"'{key}' must be an integer {low}..{high}, got {x!r}")
    return x


def _ints(data: dict[str, Any], key: str, n: int, low: int, high: int) -> list[int]:
    xs = data[key]
    if not isinstance(xs, list) or (n >= 0 and len(xs) != n):
        raise ValueError(f"'{key}' must be a list" + (f" of {n}" if n >= 0 else ""))
    for x in xs:
        if isinstance(x, bool) or not isinstance(x, int) or not low <= x <= high:
            raise ValueError(f"'{key}' holds {x!r}, not an integer {low}..{high}")
    return list(xs)


def _faces(data: dict[str, Any], key: str, n: int) -> list[int]:
    xs = data[key]
    if not isinstance(xs, list) or (n >= 0 and len(xs) != n):
        raise ValueError(f"'{key}' must be a list" + (f" of {n}" if n >= 0 else ""))
    out = []
    for x in xs:
        if x is None and n >= 0:
            out.append(-1)
        elif isinstance(x, str):
            out.append(face_of(x))
        else:
            raise ValueError(f"'{key}' holds {x!r}, not a card")
    return out


def _name(data: dict[str, Any], key: str, names: tuple[str, ...]) -> int:
    x = data[key]
    if x is None:
        return -1
    if x not in names:
        raise ValueError(f"'{key}' must be one of {', '.join(names)} or null, got {x!r}")
    return names.index(x)


def load(game: Game, data: Any) -> None:
    st = state_of(game)
    if st is None:
        if data is not None:
            raise ValueError("the deck has none of these cards")
        return
    if data is None:
        st.__init__(game.n)  # type: ignore[misc]
        return
    if not isinstance(data, dict):
        raise TypeError("expected an object")
    n = game.n
    st.used = [F.FEATS.index(f) for f in data["used"] if isinstance(f, str) and f in F.FEATS]
    if len(st.used) != len(data["used"]) or len(set(st.used)) != len(st.used):
        raise ValueError(f"'used' must name distinct feats of {', '.join(F.FEATS)}")
    st.box = _faces(data, "box", -1)
    st.serial = _int(data, "serial", 0, 2**31)
    kind = data["card"]
    if kind is not None and kind not in CODES:
        raise ValueError(f"'card' must be one of {', '.join(CODES)} or null, got {kind!r}")
    st.kind = -1 if kind is None else CODES[kind]
    st.player = _int(data, "player", -1, n - 1)
    phase = data["phase"]
    if phase not in ("", *PHASES):
        raise ValueError(f"'phase' must be one of {', '.join(PHASES)} or '', got {phase!r}")
    if (phase == "") != (st.kind < 0) or (st.kind >= 0) != (st.player >= 0):
        raise ValueError("'card', 'player' and 'phase' are all set or all empty")
    st.phase = phase
    st.progress = _ints(data, "progress", n, 0, 4)
    st.order = _ints(data, "order", -1, 0, n - 1)
    st.display = _faces(data, "display", n)
    st.got = _faces(data, "got", n)
    st.feat = _name(data, "feat", F.FEATS)
    score = data["score"]
    if not isinstance(score, str) or (score and F.parse_score(score) is None):
        raise ValueError(f"'score' must be a number in a string or '', got {score!r}")
    st.score = score
    st.wearer = _int(data, "wearer", -1, n - 1)
    st.item = _name(data, "item", F.ITEMS)
    debts = data["debts"]
    if not isinstance(debts, list):
        raise ValueError("'debts' must be a list of [giver, receiver, count]")
    st.debts = []
    for d in debts:
        if (
            not isinstance(d, list)
            or len(d) != 3
            or not all(isinstance(x, int) and not isinstance(x, bool) for x in d)
            or not 0 <= d[0] < n
            or not A.BOX <= d[1] < n
            or not 1 <= d[2] <= 3
        ):
            raise ValueError(f"'debts' holds {d!r}, not [giver, receiver, count]")
        st.debts.append((d[0], d[1], d[2]))
    st.huts = _huts(data.get("huts"), n)


def _huts(data: Any, n: int) -> list[list[list[int]]]:
    """Hands (R12.8): per player, the cards in their two huts; absent: none placed."""
    if data is None:
        return [[[], []] for _ in range(n)]
    if not isinstance(data, list) or len(data) != n:
        raise ValueError(f"'huts' must be a list of {n} pairs of huts")
    out: list[list[list[int]]] = []
    for pair in data:
        if not isinstance(pair, list) or len(pair) != 2:
            raise ValueError(f"'huts' holds {pair!r}, not two huts")
        huts: list[list[int]] = []
        for hut in pair:
            if not isinstance(hut, list) or len(hut) > 2 or any(type(x) is not str for x in hut):
                raise ValueError(f"'huts' holds {hut!r}, not a hut of at most two cards")
            huts.append([face_of(x) for x in hut])
        out.append(huts)
    return out


def zones(game: Game) -> list[int]:
    """Cards of the game held in this part's zones (R1.7): the box and the displays."""
    st = state_of(game)
    if st is None:
        return []
    return st.box + [f for f in st.display if f >= 0]
