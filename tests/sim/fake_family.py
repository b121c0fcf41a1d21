"""A stand-in 2.0 family for the scheduler tests: every hook of families/protocol.py used.

The real families are being written; this one exercises the scheduler's generic path
(R14) through the same hooks, whatever they will do:

* **a race** (R14.3): a One for All face played in turn makes every player put out two
  fists (an ``exclusive`` phase; ``awaiting`` lists those not done); the last to finish
  takes two cards; the race window (``race_seconds``) closes it, and then every player
  still racing takes two;
* **an obligation** (R11.4-like): when a race ends every player owes the word "Woof"
  (``hints``) within four seconds (a ``Timer``); a missing word is a ``TaskFailed``
  and two cards;
* **a gift** (R10.1-like): after a race the first finisher may give one card to the
  last (a ``reactions`` entry) until the next turn action.

Its action kinds are numbers outside :class:`Act` (90-93), owned through
``registry.OWNER``; :func:`install` patches the engine's registry for one test.
"""

from __future__ import annotations

from typing import Any, cast

import pytest

from svintus.engine import actions as A
from svintus.engine import events as ev
from svintus.engine import registry
from svintus.engine import rules as rules_module
from svintus.engine.actions import Act, Action
from svintus.engine.cards import FACE_KIND, KINDS_BY_ID
from svintus.engine.families import classic
from svintus.engine.families.protocol import Timer
from svintus.engine.operations import give, take, win

KEY = "challenge"  # a part of the game (Game.parts) the registry knows
HINTS_OWED = True
HOOKED_KINDS = None
KIND = KINDS_BY_ID["one_for_all"].code
KINDS_OF_FAMILY = frozenset({KIND})
FIST, CLOSE, WOOF_CLOSE, GIFT = (cast(Act, k) for k in (90, 91, 92, 93))
WORD = "Woof"


class State:
    def __init__(self) -> None:
        self.racing: list[int] | None = None  # fists per player
        self.done: list[int] = []  # finish order
        self.owed: list[int] = []  # players who owe the word
        self.gift: tuple[int, int] | None = None  # (giver, receiver)
        self.serial = 0  # windows opened so far: their timer keys

    def copy(self) -> State:
        s = State()
        s.racing = None if self.racing is None else self.racing.copy()
        s.done, s.owed = self.done.copy(), self.owed.copy()
        s.gift, s.serial = self.gift, self.serial
        return s


def st(game: Any) -> State:
    return cast(State, game.parts["challenge"])


def start(game: Any) -> State:
    return State()


def _one_for_all(game: Any, player: int, face: int) -> None:
    classic.number(game, player, face)
    s = st(game)
    s.racing = [0] * game.n
    s.done = []
    s.gift = None
    s.serial += 1


EFFECTS = {KIND: _one_for_all}


def exclusive(game: Any, player: int) -> list[Action] | None:
    s = st(game)
    if s.racing is None:
        return None
    out = [Action(FIST, player)] if s.racing[player] < 2 else []
    return [*out, A.speak(player)]


def awaiting(game: Any) -> list[int] | None:
    s = st(game)
    if s.racing is None:
        return None
    return [p for p in range(game.n) if s.racing[p] < 2]


def reactions(game: Any, player: int, out: list[Action]) -> None:
    s = st(game)
    if s.gift is not None and s.gift[0] == player:
        to = s.gift[1]
        faces = sorted(set(game.hands[player]))
        out.extend(Action(GIFT, player, aimed=to, cards=(f,)) for f in faces)


def _fist(game: Any, action: Action) -> None:
    s = st(game)
    assert s.racing is not None
    p = action.player
    s.racing[p] += 1
    if s.racing[p] == 2:
        s.done.append(p)
    if len(s.done) == game.n:
        _finish(game, [s.done[-1]])


def _close(game: Any, action: Action) -> None:
    s = st(game)
    assert s.racing is not None
    _finish(game, [p for p in range(game.n) if s.racing[p] < 2], "race_timeout")


def _finish(game: Any, losers: list[int], reason: str = "one_for_all") -> None:
    s = st(game)
    s.racing = None
    for p in losers:
        take(game, p, 2, reason)
    if s.done and losers and s.done[0] not in losers and game.hands[s.done[0]]:
        s.gift = (s.done[0], losers[0])
    s.owed = list(range(game.n))


def _woof_close(game: Any, action: Action) -> None:
    s = st(game)
    for p in s.owed:
        game.emit(ev.TaskFailed(p, -1, "no word"))
        take(game, p, 2, "task")
    s.owed = []


def _gift(game: Any, action: Action) -> None:
    s = st(game)
    s.gift = None
    give(game, action.player, action.aimed, action.cards, "one_for_all")
    if not game.hands[action.player]:
        win(game, action.player)


APPLY = {FIST: _fist, CLOSE: _close, WOOF_CLOSE: _woof_close, GIFT: _gift}
VERBS: dict[str, Any] = {}
FORMAT: dict[Act, Any] = {}


def why_illegal(game: Any, action: Action) -> None:
    return None


def before(game: Any, action: Action) -> None:
    if action.kind in A.TURN_ACTS:
        st(game).gift = None


def after(game: Any, action: Action) -> None:
    s = st(game)
    if action.kind == Act.SPEAK and action.text == WORD and action.player in s.owed:
        s.owed.remove(action.player)


def timers(game: Any) -> list[Timer]:
    s = st(game)
    out = []
    if s.racing is not None:
        out.append(Timer(f"race:{s.serial}", game.rules.race_seconds, Action(CLOSE, A.TABLE)))
    if s.owed:
        out.append(Timer(f"woof:{s.serial}", 4.0, Action(WOOF_CLOSE, A.TABLE)))
    return out


def quiet(game: Any) -> bool:
    return False  # always asked (the scheduler's generic path is what is tested)


def hints(game: Any, player: int) -> list[Action]:
    return [A.speak(player, WORD)] if player in st(game).owed else []


def reactions_all(game: Any, outs: list[list[Action]]) -> None:
    for p, out in enumerate(outs):  # the protocol's meaning, seat by seat
        reactions(game, p, out)


def hints_all(game: Any, outs: list[list[Action]]) -> None:
    for p, out in enumerate(outs):
        out.extend(hints(game, p))


def view(game: Any, player: int) -> None:
    return None


def dump(game: Any) -> None:
    return None


def load(game: Any, data: Any) -> None:
    return None


def zones(game: Any) -> list[int]:
    return []


def interrupts(game: Any, player: int) -> list[Action]:
    return []


def trim_plays(game: Any, player: int, out: list[Action]) -> None:
    return None


def owes(game: Any, player: int) -> bool:
    return False


def install(monkeypatch: pytest.MonkeyPatch) -> None:
    """Make this module the only 2.0 family of the engine, for one test."""
    import sys

    me = sys.modules[__name__]
    monkeypatch.setattr(registry, "FAMILIES", (me,))
    for kind in APPLY:
        monkeypatch.setitem(registry.OWNER, kind, me)
    monkeypatch.setitem(registry.EFFECTS, KIND, _one_for_all)
    monkeypatch.setattr(
        rules_module, "IMPLEMENTED_KINDS", rules_module.IMPLEMENTED_KINDS | {"one_for_all"}
    )


def is_race_card(face: int) -> bool:
    return FACE_KIND[face] == KIND
