"""Etiquette cards (R10): a Svintus 2.0 family; the hooks are described in
:mod:`~svintus.engine.families.protocol`.

In turn an Etiquette card is a grey value card that names a colour (R10.1: the game's
value-card path, nothing here). Out of turn it is a *gift*: when its trigger happens
(R10.2) a reaction *window* opens for the players who may react, and one of them gives
the card plus two other cards of their choice (``Action.cards``) to the offender. Every
window is numbered (``EtiquetteState.next``) and closed by the table's clock
(:func:`timers`: ``expire N`` after ``etiquette_seconds``, R14.2).

Triggers and their windows (reactors in brackets):

- Shtul!: ``away`` (the player, or the table for them), Ovatsii's ``Stood`` (everyone else);
- Shalun!: any rule break the table detects: ``IncorrectMove``, a timeout that costs
  dawdle cards (their ``Took``; R5.5), a player
  entering ``catchable`` (an undeclared "Svintus!"), speech in silence, ``TaskFailed``,
  a slap on the pile (everyone else);
- Shevelis!: ``dawdle pN`` from the table's clock, ``shevelis_seconds`` into a turn; the
  window also closes when that turn ends (everyone else);
- Shtol!: ``touch`` (everyone else);
- Shinkognito: a chat message naming a player as a whole word (that player);
- Shmotrun: an unnoticed wink (R14.5; the winker, towards the addressee; private);
- Shmunitet: ``Targeted`` (the named player): the gift undoes the card by restoring the
  state saved just before it (docs/decisions.md);
- Shto?: a chat message right after a question of another player (that player);
- Shurikén: an interception (everyone else): ``throw`` with the table's hit or miss
  (R14.6); a miss owes the thrower two cards of the target's choice (``pick``).
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from ... import actions as A
from ... import acts
from ... import events as ev
from ...actions import Act, Action
from ...cards import FACE_KIND, FACES, card_name
from ...choosing import Spec
from ...errors import IllegalAction, TooLate
from ...operations import (
    finishing,
    give,
    left_with,
    numbers_only,
    owes_answer,
    phase_open,
    said_svintus,
    turn_action,
    win,
)
from ..protocol import Timer
from .notation import FORMAT
from .offers import free_hand as _free
from .offers import gift_hand as _gift_hand
from .offers import penalty_count as _count
from .state import (
    KEY,
    KINDS_OF_FAMILY,
    SHMOTRUN,
    SHURIKEN,
    EtiquetteState,
    Window,
)
from .state import name_of as _name
from .state import state_of as _st
from .state import who as _who
from .triggers import open_window

# Etiquette suggests chat lines that provoke a trigger (a name, a question): never owed.
HINTS_OWED = False
HOOKED_KINDS = None  # before/after read every action's events (R10.2 triggers)

if TYPE_CHECKING:
    from collections.abc import Callable

    from ...game import Game

EFFECTS: dict[int, Callable[[Game, int, int], None]] = {}  # in turn: a value card (R10.1)


# ----------------------------------------------------------------- choices


def _holds(hand: list[int], cards: tuple[int, ...], without: int = -1) -> bool:
    rest = hand.copy()
    for f in (without, *cards) if without >= 0 else cards:
        if f not in rest:
            return False
        rest.remove(f)
    return True


def owes(game: Game, player: int) -> bool:
    return False  # an Etiquette window waits for nobody's answer


def trim_plays(game: Game, player: int, out: list[Action]) -> None:
    """Every Etiquette card listed as a turn play may be played (R10.1)."""


def _window(st: EtiquetteState, kind: int, offender: int, reactor: int) -> Window | None:
    """The latest open window of ``kind`` on ``offender`` that ``reactor`` may answer."""
    for w in reversed(st.windows):
        if w.kind == kind and w.offender == offender and reactor in w.reactors:
            return w
    return None


# ----------------------------------------------------------------- legal actions


def exclusive(game: Game, player: int) -> list[Action] | None:
    return None  # no Etiquette phase stops ordinary play


def awaiting(game: Game) -> list[int] | None:
    return None


def quiet(game: Game) -> bool:
    return False  # every seat always has its standing actions and chat lines


def why_illegal(game: Game, a: Action) -> IllegalAction | None:
    kind = a.kind
    if kind not in APPLY:
        return None
    st = _st(game)
    p = a.player
    who = _who(p)
    if kind in (acts.DAWDLE, acts.EXPIRE):
        return IllegalAction(f"only the table's clock sends {FORMAT[kind](a)[0]}")
    if a.svintus and a._replace(svintus=False) in game.legal_actions(p):
        return IllegalAction(f"{who}: 'Svintus!' goes only with a gift that leaves one card (R6.1)")
    if kind == acts.AWAY:
        return IllegalAction(f"{who} is already away")
    if kind == acts.BACK:
        return IllegalAction(f"{who} is not away")
    if kind == acts.TOUCH:
        return IllegalAction(f"{who} cannot touch the table now")
    to = a.aimed
    if to is None:
        return IllegalAction(f"{who}: name the player it is aimed at")
    if not 0 <= to < game.n:
        return IllegalAction(f"{who}: there is no player {_who(to)} at this table")
    if kind == acts.WINK:
        if to == p:
            return IllegalAction(f"{who} cannot wink at themselves (R14.5)")
        return IllegalAction(f"{who} has a wink in flight already; wait for it (R14.5)")
    if to == finishing(game) and kind in (acts.NOTICE, acts.ETIQUETTE, acts.THROW):
        return IllegalAction(
            f"{_who(to)} waits for the check of their last dark card (R9.2): "
            "nothing can be given to them"
        )
    if kind == acts.NOTICE:
        flicker = [w for w in st.winks if w[1] == to]
        if not flicker or to == p:
            return TooLate(f"too late or false: {_who(to)} is not flickering (R14.5)")
        if flicker[0][2] == p:
            return IllegalAction(f"{who} was winked at: only the others notice (R14.5)")
        hand = _free(game, p)
        return _cards_error(game, p, a.cards, min(2, len(hand)), -1, "the winker", hand)
    if kind == acts.PICK:
        if not any(c == p and t == to for _, c, t in st.picks):
            return IllegalAction(f"{who} owes {_who(to)} no pick (R10.2 Shurikén)")
        hand = _free(game, p)
        return _cards_error(game, p, a.cards, min(2, len(hand)), -1, "the thrower", hand)
    # ETIQUETTE, THROW: a gift
    face = a.card
    if face is None or not 0 <= face < len(FACES) or FACE_KIND[face] not in KINDS_OF_FAMILY:
        return IllegalAction(
            f"{who}: {card_name(face) if face is not None and face >= 0 else '?'} "
            "is no Etiquette card"
        )
    ekind = FACE_KIND[face]
    if kind == acts.THROW and ekind != SHURIKEN:
        return IllegalAction(f"{who}: only a Shurikén is thrown (R10.2)")
    if kind == acts.ETIQUETTE and ekind == SHURIKEN:
        return IllegalAction(f"{who}: a Shurikén is thrown: throw {_who(to)} hit|miss")
    name = _name(ekind)
    if face not in game.hands[p]:
        return IllegalAction(f"{who} has no {name}")
    if numbers_only(game):
        return IllegalAction("no special card out of turn during a Svinorost chain (R9.1)")
    w = _window(st, ekind, to, p)
    if w is None:
        return TooLate(f"too late or no trigger: no {name} window for {who} on {_who(to)}")
    have = _gift_hand(game, w, p)
    if face not in have:
        return IllegalAction(f"{who} held no {name} before the card it would undo")
    if kind == acts.THROW and not a.hit:
        return IllegalAction(f"{who}: a missed throw gives no cards (R10.2)") if a.cards else None
    return _cards_error(game, p, a.cards, _count(game, len(have)), face, _who(to), have)


def _cards_error(
    game: Game,
    p: int,
    cards: tuple[int, ...],
    count: int,
    without: int,
    to: str,
    hand: list[int] | None = None,
) -> IllegalAction:
    have = game.hands[p] if hand is None else hand
    if len(cards) != count:
        return IllegalAction(
            f"{_who(p)} must give {count} card(s) to {to}, not {len(cards)} (R10.1)"
        )
    if not _holds(have, cards, without):
        names = " ".join(card_name(f) if 0 <= f < len(FACES) else "?" for f in cards)
        return IllegalAction(f"{_who(p)} does not hold {names} besides the card given")
    return IllegalAction(f"{_who(p)}: that choice of cards is not legal now")


# ----------------------------------------------------------------- apply


def _give(
    game: Game,
    giver: int,
    receiver: int,
    faces: tuple[int, ...],
    reason: str,
    svintus: bool = False,
) -> None:
    """R10.1: the cards change hands; an emptied hand wins (R7.1, R7.2). Since law 4 a
    gift (a hit, a pick, a notice) that leaves its giver one card is a last-card moment
    as any own action is: with "Svintus!" (``svintus``) or catchable (R6.1, R6.2)."""
    said = game.law >= 4 and said_svintus(game, giver, svintus)
    if said:
        game.emit(ev.Declared(giver))
    if faces:
        give(game, giver, receiver, faces, reason)
    if receiver in game.catchable and len(game.hands[receiver]) != 1:
        game.catchable.remove(receiver)
    if giver in game.catchable and len(game.hands[giver]) != 1:
        game.catchable.remove(giver)
    if game.law >= 4:
        left_with(game, giver, said)
    elif not game.hands[giver]:
        win(game, giver)


def _at(a: Action) -> int:
    """The player an Etiquette action is aimed at (set on every legal one but AWAY, BACK,
    TOUCH)."""
    assert a.aimed is not None
    return a.aimed


def _face(a: Action) -> int:
    """The Etiquette card given or thrown (set on every legal gift and throw)."""
    assert a.card is not None
    return a.card


def _gift(game: Game, a: Action) -> None:
    st = _st(game)
    p, face, to = a.player, _face(a), _at(a)
    kind = FACE_KIND[face]
    w = _window(st, kind, to, p)
    assert w is not None
    st.windows.remove(w)
    if w.snap is not None:
        _undo(game, w, p)
    # Named before the cards move, as a Courage gift is: the last gift wins the game
    # (R10.1), and the win is the last thing said of the action.
    game.emit(ev.Targeted(p, face, to))
    _give(game, p, to, (face, *a.cards), _name(kind), a.svintus)


# Game slots a Shmunitet does not restore: the game's identity, the move counter, the end;
# of the families' parts, all but Etiquette's own come back (its windows go on).
_KEPT = frozenset(("rules", "n", "seed", "dealer", "events", "families", "parts", "names")) | (
    frozenset(("move", "winner", "points", "choice"))
)


def _undo(game: Game, w: Window, reactor: int) -> None:
    """R10.2 Shmunitet: the state before the card comes back (the card and any cards it
    moved return); the move counter goes on, and the next move is the reactor's."""
    assert w.snap is not None
    snap = w.snap.copy()
    for slot in type(game).__slots__:
        if slot not in _KEPT:
            setattr(game, slot, getattr(snap, slot))
    game.parts = {**snap.parts, KEY: game.parts[KEY]}
    game.emit(ev.Undone(w.offender, w.card, reactor))
    turn_action(game, reactor)
    game.current = reactor
    game.drawn = -1


def _throw(game: Game, a: Action) -> None:
    st = _st(game)
    p, face, to = a.player, _face(a), _at(a)
    w = _window(st, SHURIKEN, to, p)
    assert w is not None
    st.windows.remove(w)
    hit = bool(a.hit)
    game.emit(ev.Thrown(p, to, hit))
    if hit:
        game.emit(ev.Targeted(p, face, to))
        _give(game, p, to, (face, *a.cards), "shuriken", a.svintus)
    else:  # R10.2: the thrower keeps it and takes two cards chosen by the target
        st.picks.append((st.next, to, p))
        st.next += 1


def _pick(game: Game, a: Action) -> None:
    st = _st(game)
    thrower = _at(a)
    entry = next(e for e in st.picks if e[1] == a.player and e[2] == thrower)
    st.picks.remove(entry)
    _give(game, a.player, thrower, a.cards, "shuriken", a.svintus)


def _wink(game: Game, a: Action) -> None:
    st = _st(game)
    st.winks.append((st.next, a.player, _at(a)))
    game.emit(ev.Winked(st.next, a.player, _at(a)))
    st.next += 1


def _notice(game: Game, a: Action) -> None:
    st = _st(game)
    winker = _at(a)
    wink = next(w for w in st.winks if w[1] == winker)
    st.winks.remove(wink)
    game.emit(ev.Noticed(a.player, winker))
    _give(game, a.player, winker, a.cards, "shmotrun", a.svintus)  # R14.5


def _away(game: Game, a: Action) -> None:
    st = _st(game)
    st.away = sorted((*st.away, a.player))
    game.emit(ev.Away(a.player, True))


def _back(game: Game, a: Action) -> None:
    st = _st(game)
    st.away = [q for q in st.away if q != a.player]
    game.emit(ev.Away(a.player, False))


def _touch(game: Game, a: Action) -> None:
    game.emit(ev.Touched(a.player))


def _dawdle(game: Game, a: Action) -> None:
    _st(game).dawdled = (game.move, _at(a))
    game.emit(ev.Dawdling(_at(a)))


def _expire(game: Game, a: Action) -> None:
    st = _st(game)
    wid = a.window
    assert wid is not None
    for w in st.windows:
        if w.wid == wid:
            st.windows.remove(w)
            game.emit(ev.WindowClosed(wid))
            return
    for wink in st.winks:
        if wink[0] == wid:  # R14.5: unnoticed; the winker may give Shmotrun
            st.winks.remove(wink)
            open_window(game, st, SHMOTRUN, wink[2], (wink[1],), wid)
            return
    for entry in st.picks:
        if entry[0] == wid:  # the table picks for the target: their two highest cards
            st.picks.remove(entry)
            hand = _free(game, entry[1])
            _give(game, entry[1], entry[2], tuple(hand[-2:]), "shuriken")
            return


def _gift_choice(game: Game, a: Action) -> Spec:
    """A gift's penalty cards (R10.1): chosen one at a time when two (choosing.py)."""
    if a.kind == acts.THROW and not a.hit:
        return _NONE  # a miss gives nothing
    face = _face(a)
    w = _window(_st(game), FACE_KIND[face], _at(a), a.player)
    if w is None:
        return _NONE
    have = list(_gift_hand(game, w, a.player))
    have.remove(face)
    return Spec(_count(game, len(have) + 1), tuple(have), game.rules.etiquette_seconds)


def _hand_choice(game: Game, a: Action) -> Spec:
    """The two cards a notice gives the winker, or a missed thrower takes (R10.2, R14.5)."""
    hand = _free(game, a.player)
    return Spec(min(2, len(hand)), tuple(hand), game.rules.etiquette_seconds)


_NONE = Spec(0, (), 0.0)
CHOICES: dict[Act, Callable[[Game, Action], Spec]] = {
    acts.ETIQUETTE: _gift_choice,
    acts.THROW: _gift_choice,
    acts.NOTICE: _hand_choice,
    acts.PICK: _hand_choice,
}

APPLY: dict[Act, Callable[[Game, Action], None]] = {
    acts.ETIQUETTE: _gift,
    acts.AWAY: _away,
    acts.BACK: _back,
    acts.TOUCH: _touch,
    acts.WINK: _wink,
    acts.NOTICE: _notice,
    acts.THROW: _throw,
    acts.PICK: _pick,
    acts.DAWDLE: _dawdle,
    acts.EXPIRE: _expire,
}


# ----------------------------------------------------------------- triggers


# ----------------------------------------------------------------- clock


def timers(game: Game) -> list[Timer]:
    st = _st(game)
    if game.winner >= 0:
        return []
    rules = game.rules
    seconds = rules.etiquette_seconds
    stopped = game.race is not None or phase_open(game)  # a slap race or a phase
    if stopped and game.law >= 4:
        # R10.2, R12.1 (issue 25): while a Challenge or a slap race stops the table nobody
        # can give a card out of turn, so the windows, winks and picks wait; their clocks
        # start again, in full, when play resumes. Only Shmunitet, which may interrupt a
        # phase (offers.interrupts), keeps its clock (docs/decisions.md).
        return [_timer("etiquette", w.wid, seconds) for w in st.windows if w.snap is not None]
    out = [_timer("etiquette", w.wid, seconds) for w in st.windows] if st.windows else []
    if st.winks:
        out.extend(_timer("wink", w[0], rules.wink_seconds) for w in st.winks)
    if st.picks:
        out.extend(_timer("pick", e[0], seconds) for e in st.picks)
    p = game.current
    if (
        st.dawdled is None
        and not stopped  # no race, no phase (Etiquette itself never runs one)
        and not owes_answer(game, p)  # a Courage answer owed: never Shevelis! (R10.2)
    ):
        out.append(_shevelis(game.move, p, rules.shevelis_seconds))
    return out


@lru_cache(maxsize=64)
def _shevelis(move: int, p: int, seconds: float) -> Timer:
    """The Shevelis! timer of ``p``'s turn at ``move`` (built once a turn)."""
    return Timer(f"shevelis:{move}:{p}", seconds, A.dawdle(p))


@lru_cache(maxsize=4096)
def _timer(what: str, wid: int, seconds: float) -> Timer:
    """The timer that closes window ``wid`` (built once: the clock asks every step)."""
    return Timer(f"{what}:{wid}", seconds, A.expire(wid))


def zones(game: Game) -> list[int]:
    """Cards of the game held in the family's own zones (R1.7): none."""
    return []


def hints(game: Game, player: int) -> list[Action]:
    """Chat lines for bots: a message naming each other player (Shinkognito), a question
    (Shto?), and an answer when another player's question is the last message."""
    st = _st(game)
    p = player
    lines, not_me = _lines(p, game.n, game.names)
    out = list(lines)
    if st.chat is not None and st.chat[1] and st.chat[0] != p:
        out.append(not_me)
    return out


def hints_all(game: Game, outs: list[list[Action]]) -> None:
    chat = _st(game).chat
    asker = chat[0] if chat is not None and chat[1] else -1
    table = _lines_all(game.n, game.names)
    for p, out in enumerate(outs):
        lines, not_me = table[p]
        out.extend(lines)
        if asker >= 0 and asker != p:
            out.append(not_me)


@lru_cache(maxsize=64)
def _lines_all(
    n: int, names: tuple[str, ...] | None
) -> tuple[tuple[tuple[Action, ...], Action], ...]:
    """:func:`_lines` of every seat."""
    return tuple(_lines(p, n, names) for p in range(n))


@lru_cache(maxsize=256)
def _lines(p: int, n: int, names: tuple[str, ...] | None) -> tuple[tuple[Action, ...], Action]:
    """The chat lines of :func:`hints` for seat ``p``, built once per table."""
    seats = [q for q in range(n) if q != p]
    out = [A.speak(p, f"{_seat_name(q, names)}, your move") for q in seats]
    out.append(A.speak(p, "who has a seven?"))
    return tuple(out), A.speak(p, "not me")


def _seat_name(q: int, names: tuple[str, ...] | None) -> str:
    if names is None or not names[q].strip():
        return _who(q)
    return names[q].strip()
