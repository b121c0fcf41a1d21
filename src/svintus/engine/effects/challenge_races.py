"""Challenge cards, part two (R12): One for All, Whoever Is Quick Gets the Slippers,
Slabo?, Where Do the Hands Grow From?, Judged by Their Clothes (hooks: :mod:`.family`).

R12.1: the card is played in turn onto a card of its colour (a named colour counts), goes
to the box (a zone of this module, :func:`zones`), and the next player is chosen at once;
the top card of the play pile is unchanged (a colour named on it stays named). Then the
card's action runs as a phase that stops ordinary play (``exclusive``, ``awaiting``), and
each of its windows is closed by the table's clock (``table timeup``, :func:`timers`).

Races (R14.3): the table delivers race actions in the order it received them, and the
engine takes them in that order; the last to finish loses. When the window closes with
players unfinished, every unfinished player counts as last and each of them receives
(docs/decisions.md). Debts ("receives one card from each other player") are paid with
``pay`` actions of the givers' choice; the window's close pays what is left with each
giver's lowest cards, one at a time in turn order from the acting player (R7.1).

The Slippers, Slabo? and Clothes details are in the docstrings of their phases below;
the feats and the wardrobes are data in :mod:`.challenge_feats`.
"""

from __future__ import annotations

from bisect import insort
from itertools import combinations
from typing import TYPE_CHECKING, Any

from .. import actions as A
from .. import events as ev
from ..actions import Act, Action
from ..cards import FACE_COLOUR, FACE_KIND, KINDS_BY_ID, NAMING_KINDS, card_name, face_of
from ..errors import IllegalAction, NotationError
from . import challenge_feats as F
from .family import Timer, give

if TYPE_CHECKING:
    from collections.abc import Callable

    from ..game import Game

KEY = "races"
ONE_FOR_ALL, SLIPPERS, SLABO, HANDS, CLOTHES = (
    KINDS_BY_ID[k].code for k in ("one_for_all", "slippers", "slabo", "hands", "clothes")
)
KINDS_OF_FAMILY = frozenset((ONE_FOR_ALL, SLIPPERS, SLABO, HANDS, CLOTHES))
KIND_IDS = {
    ONE_FOR_ALL: "one_for_all",
    SLIPPERS: "slippers",
    SLABO: "slabo",
    HANDS: "hands",
    CLOTHES: "clothes",
}
_CODES = {v: k for k, v in KIND_IDS.items()}

# Phases of the open card's action.
FISTS, HUTS, TAPS = "fists", "huts", "taps"  # races (R12.4, R12.8, R12.10)
SHOW, FAS, GRAB = "show", "fas", "grab"  # Slippers (R12.5)
FEAT, TRY, BOX = "feat", "try", "box"  # Slabo? (R12.6)
ITEM = "item"  # Clothes: the player names an item (R12.10)
PAY = "pay"  # players receive cards from the others
PHASES = (FISTS, HUTS, TAPS, SHOW, FAS, GRAB, FEAT, TRY, BOX, ITEM, PAY)
_STEPS = {FISTS: 2, HUTS: 1, TAPS: 1}  # actions that finish a race
_RULE = {
    ONE_FOR_ALL: "R12.4",
    SLIPPERS: "R12.5",
    SLABO: "R12.6",
    HANDS: "R12.8",
    CLOTHES: "R12.10",
}


class RacesState:
    """The open card's action (``kind`` -1: none) and the feats used in the session."""

    __slots__ = (
        "box",
        "debts",
        "display",
        "feat",
        "got",
        "item",
        "kind",
        "order",
        "phase",
        "player",
        "progress",
        "score",
        "serial",
        "used",
        "wearer",
    )

    def __init__(self, n: int) -> None:
        self.used: list[int] = []  # feats used in the session (R12.6), in order
        self.box: list[int] = []  # cards this part put in the box (R1.7)
        self.serial = 0  # numbers the windows: each phase's timer key is unique
        self.kind = -1
        self.player = -1
        self.phase = ""
        self.progress = [0] * n  # race steps done; Slabo?: 1 once tried
        self.order: list[int] = []  # finished, in order; Slabo?: who repeated
        self.display = [-1] * n  # Slippers: the card face up in front of each player
        self.got = [-1] * n  # Slippers: the card each player grabbed
        self.feat = -1
        self.score = ""
        self.wearer = -1
        self.item = -1
        self.debts: list[tuple[int, int, int]] = []  # (giver, receiver or BOX, cards)

    def copy(self) -> RacesState:
        s = RacesState.__new__(RacesState)
        s.used = self.used.copy()
        s.box = self.box.copy()
        s.serial = self.serial
        s.kind = self.kind
        s.player = self.player
        s.phase = self.phase
        s.progress = self.progress.copy()
        s.order = self.order.copy()
        s.display = self.display.copy()
        s.got = self.got.copy()
        s.feat = self.feat
        s.score = self.score
        s.wearer = self.wearer
        s.item = self.item
        s.debts = self.debts.copy()
        return s

    def reset(self, n: int) -> None:
        self.kind = -1
        self.player = -1
        self.phase = ""
        self.progress = [0] * n
        self.order = []
        self.display = [-1] * n
        self.got = [-1] * n
        self.feat = -1
        self.score = ""
        self.wearer = -1
        self.item = -1
        self.debts = []


def start(game: Game) -> RacesState | None:
    kinds = {FACE_KIND[f] for f in set(game.rules.deck)}
    return RacesState(game.n) if kinds & KINDS_OF_FAMILY else None


def _state(game: Game) -> RacesState | None:
    ch = game.challenge
    return None if ch is None else ch.races


def _open(game: Game) -> RacesState | None:
    """The state while a card's action is open and the game goes on."""
    st = _state(game)
    if st is None or st.kind < 0 or game.winner >= 0:
        return None
    return st


def _turn_order(game: Game, first: int) -> list[int]:
    return [(first + i) % game.n for i in range(game.n)]


# ----------------------------------------------------------------- effects (R12.1)


def _played(game: Game, p: int, face: int) -> None:
    """R12.1: to the box, next player chosen, the top card (and a named colour) stays."""
    st = _state(game)
    assert st is not None
    game.pile.pop()
    st.box.append(face)
    game.emit(ev.Boxed(p, face))
    game.window = False  # the top card is again the one under it, already played
    if FACE_KIND[game.pile[-1]] in NAMING_KINDS:
        game.named = FACE_COLOUR[face]  # it was played on that named colour (R3.2)
    game.current = game.next_player(p)
    st.reset(game.n)
    st.kind = FACE_KIND[face]
    st.player = p
    game.emit(ev.ChallengeRun(p, face))
    kind = st.kind
    if kind == ONE_FOR_ALL:
        _phase(game, st, FISTS)
    elif kind == HANDS:
        for q in _turn_order(game, p):  # R12.8: draw up to four and keep them
            short = 4 - len(game.hands[q])
            if short > 0:
                game._take(q, short, "hands")
        _phase(game, st, HUTS)
    elif kind == SLIPPERS:
        _phase(game, st, SHOW)
    elif kind == SLABO:
        if len(st.used) == len(F.FEATS):  # every feat used in the session: no action
            game.emit(ev.ChallengeDone(p))
            st.reset(game.n)
            return
        _phase(game, st, FEAT)
    else:
        _phase(game, st, ITEM)


EFFECTS: dict[int, Callable[[Game, int, int], None]] = {k: _played for k in KINDS_OF_FAMILY}


def _phase(game: Game, st: RacesState, phase: str) -> None:
    st.phase = phase
    st.serial += 1
    if phase in _STEPS or phase == TRY:
        st.progress = [0] * game.n
        st.order = []


def _close(game: Game, st: RacesState) -> None:
    game.emit(ev.ChallengeDone(st.player))
    st.reset(game.n)


# ----------------------------------------------------------------- debts


def _owe(game: Game, st: RacesState, receivers: list[int], count: int) -> None:
    """Each receiver gets ``count`` cards from every other player: a PAY phase whose
    debts are listed by giver in turn order from the acting player (R7.1)."""
    debts: list[tuple[int, int, int]] = []
    for g in _turn_order(game, st.player):
        for r in receivers:
            if r != g:
                debts.append((g, r, count))
    st.debts = debts
    if debts:
        _phase(game, st, PAY)
    else:
        _close(game, st)


def _pay(game: Game, st: RacesState, giver: int, target: int, cards: tuple[int, ...]) -> None:
    """Settle the giver's debt to ``target`` with ``cards``; an empty hand wins (R7.1)."""
    for i, (g, r, _) in enumerate(st.debts):
        if g == giver and r == target:
            del st.debts[i]
            break
    if cards:
        if target == A.BOX:
            hand = game.hands[giver]
            for face in cards:
                hand.remove(face)
                st.box.append(face)
                game.emit(ev.Boxed(giver, face))
        else:
            give(game, giver, target, cards, KIND_IDS[st.kind])
    if not game.hands[giver]:
        game._win(giver)
        return
    if not st.debts:
        _close(game, st)


def _owed(game: Game, debt: tuple[int, int, int]) -> int:
    return min(debt[2], len(game.hands[debt[0]]))


def _lowest(game: Game, giver: int, count: int) -> tuple[int, ...]:
    return tuple(game.hands[giver][:count])


# ----------------------------------------------------------------- races


def _finish_race(game: Game, st: RacesState, unfinished: list[int]) -> None:
    """The last to finish, or every unfinished player at the window's close, receives
    one card from each other player (R12.4, R12.8, R12.10, R14.3)."""
    last = unfinished if unfinished else st.order[-1:]
    game.emit(ev.LastToFinish(tuple(last)))
    _owe(game, st, last, 1)


def _step(game: Game, st: RacesState, p: int) -> None:
    st.progress[p] += 1
    done = st.progress[p] == _STEPS[st.phase]
    if done:
        st.order.append(p)
    game.emit(ev.RaceStepped(p, st.phase, done))
    if done and st.phase == TAPS and p == st.player and len(st.order) == 1:
        # R12.10: the player must not touch first: an incorrect move (R5.4)
        game._incorrect(p, -1, "the Clothes player touched the item first (R12.10)")
        if game.winner >= 0:
            return
    if len(st.order) == game.n:
        _finish_race(game, st, [])


def _apply_fist(game: Game, a: Action) -> None:
    st = _open(game)
    assert st is not None
    _step(game, st, a.player)


def _apply_huts(game: Game, a: Action) -> None:
    st = _open(game)
    assert st is not None
    _step(game, st, a.player)


def _apply_tap(game: Game, a: Action) -> None:
    st = _open(game)
    assert st is not None
    _step(game, st, a.player)


# ----------------------------------------------------------------- Slippers (R12.5)


def _apply_pay(game: Game, a: Action) -> None:
    st = _open(game)
    assert st is not None
    p = a.player
    if st.phase == SHOW:
        face = a.cards[0]
        game.hands[p].remove(face)
        st.display[p] = face
        game.emit(ev.Shown(p, face))
        if not game.hands[p]:
            game._win(p)
            return
        if all(st.display[q] >= 0 for q in range(game.n) if q != st.player):
            _phase(game, st, FAS)
        return
    _pay(game, st, p, a.target, a.cards)


def _apply_fas(game: Game, a: Action) -> None:
    st = _open(game)
    assert st is not None
    game.emit(ev.FasSaid(a.player))
    _phase(game, st, GRAB)
    st.got = [-1] * game.n
    _grab_done(game, st)


def _grabbable(st: RacesState, q: int) -> list[int]:
    """The owners of the cards ``q`` may still grab (none once ``q`` has one)."""
    if st.got[q] >= 0:
        return []
    return [o for o, face in enumerate(st.display) if face >= 0 and o != q]


def _apply_grab(game: Game, a: Action) -> None:
    st = _open(game)
    assert st is not None
    p, owner = a.player, a.target
    face = st.display[owner]
    st.display[owner] = -1
    st.got[p] = face
    insort(game.hands[p], face)
    game.emit(ev.Grabbed(p, owner, face))
    _grab_done(game, st)


def _grab_done(game: Game, st: RacesState) -> None:
    if not any(_grabbable(st, q) for q in range(game.n)):
        _end_grab(game, st)


def _end_grab(game: Game, st: RacesState) -> None:
    """Cards nobody grabbed go back; who is left without one receives (R12.5)."""
    for owner, face in enumerate(st.display):
        if face >= 0:
            st.display[owner] = -1
            insort(game.hands[owner], face)
            game.emit(ev.DisplayReturned(owner, face))
    without = [q for q in _turn_order(game, st.player) if st.got[q] < 0]
    game.emit(ev.LastToFinish(tuple(without)))
    _owe(game, st, without, 1)


# ----------------------------------------------------------------- Slabo? (R12.6)


def _apply_feat(game: Game, a: Action) -> None:
    st = _open(game)
    assert st is not None
    st.feat = a.target
    score = F.parse_score(a.text)
    st.score = a.text if score is not None else F.DEFAULT_SCORE[a.target]
    st.used.append(a.target)
    game.emit(ev.FeatSet(a.player, F.FEATS[a.target], st.score))
    _phase(game, st, TRY)


def _apply_attempt(game: Game, a: Action) -> None:
    st = _open(game)
    assert st is not None
    p = a.player
    st.progress[p] = 1
    repeated = F.repeats(st.feat, a.text, st.score)
    if repeated:
        st.order.append(p)
    game.emit(ev.FeatTried(p, F.FEATS[st.feat], a.text, repeated))
    if all(st.progress[q] for q in range(game.n) if q != st.player):
        _end_tries(game, st)


def _end_tries(game: Game, st: RacesState) -> None:
    """Nobody repeated: the challenger throws three cards into the box; else each who
    repeated gives the challenger three cards (R12.6)."""
    if not st.order:
        st.debts = [(st.player, A.BOX, 3)]
        _phase(game, st, BOX)
        return
    st.debts = [(q, st.player, 3) for q in _turn_order(game, st.player) if q in st.order]
    _phase(game, st, PAY)


# ----------------------------------------------------------------- Clothes (R12.10)


def _apply_item(game: Game, a: Action) -> None:
    st = _open(game)
    assert st is not None
    st.wearer = a.target
    st.item = a.card
    game.emit(ev.ItemNamed(a.player, a.target, F.ITEMS[a.card]))
    _phase(game, st, TAPS)


# ----------------------------------------------------------------- the table's clock


def _apply_timeup(game: Game, a: Action) -> None:
    """The window of the open phase closed (R14.2): defaults are taken."""
    st = _open(game)
    assert st is not None
    phase = st.phase
    game.emit(ev.TimeUp(phase))
    if phase in _STEPS:
        unfinished = [q for q in _turn_order(game, st.player) if q not in st.order]
        _finish_race(game, st, unfinished)
    elif phase == SHOW:
        for q in _turn_order(game, st.player):
            if q != st.player and st.display[q] < 0:
                _apply_pay(game, A.pay(q, A.DISPLAY, _lowest(game, q, 1)))
                if game.winner >= 0 or st.phase != SHOW:
                    return
    elif phase == FAS:
        _apply_fas(game, A.fas(st.player))
    elif phase == GRAB:
        _end_grab(game, st)
    elif phase == FEAT:  # no feat in time: the Slabo? does nothing (docs/decisions.md)
        _close(game, st)
    elif phase == TRY:
        _end_tries(game, st)
    elif phase == ITEM:  # the first item of the next player's wardrobe
        wearer = (st.player + 1) % game.n
        _apply_item(game, A.item(st.player, wearer, F.wardrobe(game.seed, wearer)[0]))
    else:  # PAY, BOX: the lowest cards, one debt at a time in order (R7.1)
        while st.debts and game.winner < 0 and st.kind >= 0:
            g, r, _ = debt = st.debts[0]
            _pay(game, st, g, r, _lowest(game, g, _owed(game, debt)))


APPLY: dict[Act, Callable[[Game, Action], None]] = {
    Act.FIST: _apply_fist,
    Act.PAY: _apply_pay,
    Act.FAS: _apply_fas,
    Act.GRAB: _apply_grab,
    Act.FEAT: _apply_feat,
    Act.ATTEMPT: _apply_attempt,
    Act.HUTS: _apply_huts,
    Act.ITEM: _apply_item,
    Act.TAP: _apply_tap,
    Act.TIMEUP: _apply_timeup,
}


# ----------------------------------------------------------------- legal actions


def _combos(hand: list[int], k: int) -> list[tuple[int, ...]]:
    """The distinct choices of ``k`` cards of a sorted hand."""
    return list(dict.fromkeys(combinations(hand, k)))


def _actions(game: Game, st: RacesState, p: int) -> list[Action]:
    """The open phase's actions of ``p`` (without chat)."""
    phase = st.phase
    hand = game.hands[p]
    if phase in _STEPS:
        if st.progress[p] >= _STEPS[phase]:
            return []
        if phase == FISTS:
            return [A.fist(p)]
        if phase == TAPS:
            return [A.tap(p)]
        return [A.huts(p, c) for c in _combos(hand, min(4, len(hand)))]
    if phase == SHOW:
        if p == st.player or st.display[p] >= 0:
            return []
        return [A.pay(p, A.DISPLAY, (f,)) for f in dict.fromkeys(hand)]
    if phase == FAS:
        return [A.fas(p)] if p == st.player else []
    if phase == GRAB:
        return [A.grab(p, o) for o in _grabbable(st, p)]
    if phase == FEAT:
        if p != st.player:
            return []
        return [A.feat(p, i) for i in range(len(F.FEATS)) if i not in st.used]
    if phase == TRY:
        if p == st.player or st.progress[p]:
            return []
        return [A.attempt(p, st.feat)]
    if phase == ITEM:
        if p != st.player:
            return []
        return [A.item(p, w, i) for w in range(game.n) for i in F.wardrobe(game.seed, w)]
    out: list[Action] = []  # PAY, BOX
    for debt in st.debts:
        if debt[0] == p:
            out.extend(A.pay(p, debt[1], c) for c in _combos(hand, _owed(game, debt)))
    return out


def exclusive(game: Game, player: int) -> list[Action] | None:
    st = _open(game)
    if st is None:
        return None
    out = _actions(game, st, player)
    out.append(A.speak(player))
    return out


def awaiting(game: Game) -> list[int] | None:
    st = _open(game)
    if st is None:
        return None
    return [p for p in range(game.n) if _actions(game, st, p)]


def reactions(game: Game, player: int, out: list[Action]) -> None:
    return None


def timers(game: Game) -> list[Timer]:
    st = _open(game)
    if st is None:
        return []
    return [Timer(f"races:{st.serial}", game.rules.race_seconds, A.timeup())]


def hints(game: Game, player: int) -> list[Action]:
    """Concrete feats and tries with a score (R12.6): the challenger's default scores; a
    try that just matches, and one that falls short."""
    st = _open(game)
    if st is None:
        return []
    out: list[Action] = []
    for a in _actions(game, st, player):
        if a.kind == Act.FEAT:
            out.append(a._replace(text=F.DEFAULT_SCORE[a.target]))
        elif a.kind == Act.ATTEMPT:
            out.append(a._replace(text=st.score))
            out.append(a._replace(text=F.worse(st.feat, st.score)))
    return out


# ----------------------------------------------------------------- errors


def why_illegal(game: Game, action: Action) -> IllegalAction | None:
    st = _open(game)
    kind = action.kind
    mine = kind in APPLY
    if st is None:
        if mine:
            return IllegalAction(
                f"no One for All, Slippers, Slabo?, Hands or Clothes is under way for {action!r}"
            )
        return None
    from ..game import pname

    p = action.player
    who = pname(p)
    name = KINDS_BY_ID[KIND_IDS[st.kind]].en
    rule = _RULE[st.kind]
    waits = f"{name} is under way ({rule}), phase {st.phase}"
    if not mine:
        if kind == Act.SPEAK:
            return None
        return IllegalAction(f"wait: {waits}; {who} may only {_what(st, game, p)}")
    return IllegalAction(f"{who} cannot do that now: {waits}; {who} may only {_what(st, game, p)}")


def _what(st: RacesState, game: Game, p: int) -> str:
    acts = _actions(game, st, p)
    if not acts:
        return "chat: nothing is awaited from them"
    from ..notation import format_action

    kinds = sorted({a.kind for a in acts})
    sample = format_action(acts[0])
    verbs = ", ".join(_VERB_OF[k] for k in kinds)
    return f"{verbs} (e.g. {sample}) or chat"


# ----------------------------------------------------------------- view


def view(game: Game, player: int) -> dict[str, Any] | None:
    """Public (R14.8): phase, who finished, displays, wardrobes, named item, feat and
    score, who may still try, debts; used feats."""
    st = _state(game)
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
    }
    if CLOTHES in {FACE_KIND[f] for f in set(game.rules.deck)}:
        out["wardrobes"] = [[F.ITEMS[i] for i in F.wardrobe(game.seed, q)] for q in range(game.n)]
        out["item"] = {"wearer": st.wearer, "item": F.ITEMS[st.item]} if st.item >= 0 else None
    return out


# ----------------------------------------------------------------- positions


def dump(game: Game) -> Any:
    st = _state(game)
    if st is None:
        return None
    return {
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
    st = _state(game)
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
    if kind is not None and kind not in _CODES:
        raise ValueError(f"'card' must be one of {', '.join(_CODES)} or null, got {kind!r}")
    st.kind = -1 if kind is None else _CODES[kind]
    st.player = _int(data, "player", -1, n - 1)
    phase = data["phase"]
    if phase not in ("", *PHASES):
        raise ValueError(f"'phase' must be one of {', '.join(PHASES)} or '', got {phase!r}")
    if (phase == "") != (st.kind < 0) or (st.kind >= 0) != (st.player >= 0):
        raise ValueError("'card', 'player' and 'phase' are all set or all empty")
    st.phase = phase
    st.progress = _ints(data, "progress", n, 0, 2)
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


def zones(game: Game) -> list[int]:
    """Cards of the game held in this part's zones (R1.7): the box and the displays."""
    st = _state(game)
    if st is None:
        return []
    return st.box + [f for f in st.display if f >= 0]


# ----------------------------------------------------------------- notation


def _cards(words: list[str], text: str) -> tuple[int, ...]:
    if not words:
        raise NotationError(f"{text!r}: which cards?")
    return tuple(sorted(face_of(w) for w in words))


def _player(word: str, players: int | None) -> int:
    from ..notation import parse_player

    return parse_player(word, players)


def _bare(make: Callable[[int], Action], verb: str) -> Callable[..., Action]:
    def parse(p: int, words: list[str], players: int | None, text: str) -> Action:
        if words:
            raise NotationError(f"{text!r}: {verb} takes nothing after it")
        return make(p)

    return parse


def _parse_pay(p: int, words: list[str], players: int | None, text: str) -> Action:
    if len(words) < 2:
        raise NotationError(f"{text!r}: write pN pay pM CARD ...")
    return A.pay(p, _player(words[0], players), _cards(words[1:], text))


def _parse_box(p: int, words: list[str], players: int | None, text: str) -> Action:
    return A.pay(p, A.BOX, _cards(words, text))


def _parse_show(p: int, words: list[str], players: int | None, text: str) -> Action:
    if len(words) != 1:
        raise NotationError(f"{text!r}: write pN show CARD")
    return A.pay(p, A.DISPLAY, _cards(words, text))


def _parse_grab(p: int, words: list[str], players: int | None, text: str) -> Action:
    if len(words) != 1:
        raise NotationError(f"{text!r}: write pN grab pM (the card in front of pM)")
    return A.grab(p, _player(words[0], players))


def _feat_words(words: list[str], text: str, verb: str) -> tuple[int, str]:
    if not 1 <= len(words) <= 2 or words[0].lower() not in F.FEATS:
        raise NotationError(f"{text!r}: write pN {verb} FEAT [SCORE]; feats: {', '.join(F.FEATS)}")
    score = words[1] if len(words) == 2 else ""
    if score and F.parse_score(score) is None:
        raise NotationError(f"{text!r}: not a score: {score!r} (e.g. 250 or 7.5)")
    return F.FEATS.index(words[0].lower()), score


def _parse_feat(p: int, words: list[str], players: int | None, text: str) -> Action:
    return A.feat(p, *_feat_words(words, text, "feat"))


def _parse_try(p: int, words: list[str], players: int | None, text: str) -> Action:
    return A.attempt(p, *_feat_words(words, text, "try"))


def _parse_huts(p: int, words: list[str], players: int | None, text: str) -> Action:
    if not 1 <= len(words) <= 4:
        raise NotationError(f"{text!r}: write pN huts CARD CARD CARD CARD")
    return A.huts(p, _cards(words, text))


def _parse_item(p: int, words: list[str], players: int | None, text: str) -> Action:
    if len(words) != 2 or words[1].lower() not in F.ITEMS:
        raise NotationError(f"{text!r}: write pN item pM ITEM; items: {', '.join(F.ITEMS)}")
    return A.item(p, _player(words[0], players), F.ITEMS.index(words[1].lower()))


VERBS: dict[str, tuple[str, Callable[[int, list[str], int | None, str], Action]]] = {
    "fist": ("One for All: put out one fist; two finish (R12.4)", _bare(A.fist, "fist")),
    "pay": ("give the cards owed: pay pM CARD ... (R12.4-R12.10)", _parse_pay),
    "box": ("Slabo?: throw three cards into the box: box CARD CARD CARD (R12.6)", _parse_box),
    "show": ("Slippers: lay a card face up in one's display: show CARD (R12.5)", _parse_show),
    "fas": ("Slippers: 'Fas!', the grab starts (R12.5)", _bare(A.fas, "fas")),
    "grab": ("Slippers: grab the card in front of an opponent: grab pM (R12.5)", _parse_grab),
    "feat": ("Slabo?: pick a feat and set the score: feat FEAT [SCORE] (R12.6)", _parse_feat),
    "try": ("Slabo?: one try at the feat: try FEAT [SCORE] (R12.6)", _parse_try),
    "huts": ("Hands: two huts of two cards: huts CARD CARD CARD CARD (R12.8)", _parse_huts),
    "item": ("Clothes: name an item a player wears: item pM ITEM (R12.10)", _parse_item),
    "tap": ("Clothes: touch the named item (R12.10)", _bare(A.tap, "tap")),
}


def _parse_timeup(words: list[str], players: int | None, text: str) -> Action:
    if words:
        raise NotationError("write: timeup")
    return A.timeup()


TABLE_VERBS: dict[str, Callable[[list[str], int | None, str], Action]] = {"timeup": _parse_timeup}


def _format_pay(a: Action) -> list[str]:
    faces = [card_name(f) for f in a.cards]
    if a.target == A.BOX:
        return ["box", *faces]
    if a.target == A.DISPLAY:
        return ["show", *faces]
    return ["pay", f"p{a.target + 1}", *faces]


def _format_feat(verb: str) -> Callable[[Action], list[str]]:
    def fmt(a: Action) -> list[str]:
        return [verb, F.FEATS[a.target], *([a.text] if a.text else [])]

    return fmt


FORMAT: dict[Act, Callable[[Action], list[str]]] = {
    Act.FIST: lambda a: ["fist"],
    Act.PAY: _format_pay,
    Act.FAS: lambda a: ["fas"],
    Act.GRAB: lambda a: ["grab", f"p{a.target + 1}"],
    Act.FEAT: _format_feat("feat"),
    Act.ATTEMPT: _format_feat("try"),
    Act.HUTS: lambda a: ["huts", *(card_name(f) for f in a.cards)],
    Act.ITEM: lambda a: ["item", f"p{a.target + 1}", F.ITEMS[a.card]],
    Act.TAP: lambda a: ["tap"],
    Act.TIMEUP: lambda a: ["timeup"],
}
_VERB_OF = {
    Act.FIST: "fist",
    Act.PAY: "pay/box/show",
    Act.FAS: "fas",
    Act.GRAB: "grab",
    Act.FEAT: "feat",
    Act.ATTEMPT: "try",
    Act.HUTS: "huts",
    Act.ITEM: "item",
    Act.TAP: "tap",
    Act.TIMEUP: "timeup",
}


# ----------------------------------------------------------------- the session (match)


def feats_used(game: Game) -> list[str]:
    """The Slabo? feats used so far in the session (R12.6), for the next game."""
    st = _state(game)
    return [] if st is None else [F.FEATS[i] for i in st.used]


def carry_feats(game: Game, used: list[str]) -> None:
    """Start a game of a match with the feats used in its earlier games (R12.6)."""
    st = _state(game)
    if st is not None:
        st.used = [F.FEATS.index(f) for f in used if f in F.FEATS]


def before(game: Game, action: Action) -> None:
    return None


def after(game: Game, action: Action) -> None:
    return None
