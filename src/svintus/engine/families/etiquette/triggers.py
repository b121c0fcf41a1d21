"""What opens an Etiquette window (R10.2): the hooks ``before``/``after`` read every
action's events and open a window on the offender (:func:`open_window`)."""

from __future__ import annotations

import re
from functools import lru_cache
from typing import TYPE_CHECKING

from ... import acts
from ... import events as ev
from ...actions import Action
from ...cards import FACE_KIND, KINDS_BY_ID
from .state import (
    KEY,
    SHALUN,
    SHEVELIS,
    SHINKOGNITO,
    SHMUNITET,
    SHTO,
    SHTOL,
    SHTUL,
    SHURIKEN,
    EtiquetteState,
    Window,
)
from .state import state_of as _st
from .state import who as _who

if TYPE_CHECKING:
    from ...game import Game


_TARGETING = frozenset(KINDS_BY_ID[k].code for k in ("razborka", "neither_nor", "dont_darken"))


_HARMLESS = (ev.Declared, ev.Offended, ev.Winked, ev.Away, ev.Touched, ev.Dawdling)

# The actions after which a saved state may be needed (the gifts, Courage and Challenge
# actions, R10.2 Shmunitet) that can name a player (a ``Targeted`` event on someone
# else): an Etiquette gift or a Shurikén's hit, a Courage gift, a duel's opponent chosen
# (also by the table's default at a lapse). The others are not saved before: nothing
# would read the copy (:func:`after` checks that no such action names a player).
_NAMING = frozenset((acts.ETIQUETTE, acts.THROW, acts.GIFT, acts.CHOOSE, acts.LAPSE))


def open_window(
    game: Game,
    st: EtiquetteState,
    kind: int,
    offender: int,
    reactors: tuple[int, ...] | None = None,
    wid: int = -1,
    card: int = -1,
    snap: Game | None = None,
) -> None:
    if reactors is None:
        reactors = _others_than(game.n, offender)
    if wid < 0:
        wid = st.next
        st.next += 1
    st.windows.append(Window(wid, kind, offender, reactors, game.move, card, snap))
    game.emit(ev.Offended(wid, kind, offender, reactors))


@lru_cache(maxsize=128)
def _others_than(n: int, offender: int) -> tuple[int, ...]:
    """Every seat but ``offender``: the reactors of most windows."""
    return tuple(q for q in range(n) if q != offender)


def display_names(game: Game, q: int) -> tuple[str, ...]:
    return _display(q, game.names)


def _display(q: int, names: tuple[str, ...] | None) -> tuple[str, ...]:
    seat = _who(q)
    if names is None or not names[q].strip():
        return (seat,)
    return seat, names[q].strip()


def names_player(game: Game, text: str, q: int) -> bool:
    """R10.2 Shinkognito: ``text`` names seat ``q`` (``pN`` or the display name) as a
    whole word, case-insensitive."""
    return _names(text, display_names(game, q))


def _names(text: str, shown: tuple[str, ...]) -> bool:
    return any(re.search(rf"(?<!\w){re.escape(x)}(?!\w)", text, re.IGNORECASE) for x in shown)


@lru_cache(maxsize=4096)
def _named(text: str, p: int, n: int, names: tuple[str, ...] | None) -> tuple[int, ...]:
    """The seats but ``p`` that ``text`` names (:func:`names_player`), in seat order;
    remembered: the bots say the same lines again and again."""
    return tuple(q for q in range(n) if q != p and _names(text, _display(q, names)))


def _any_saved(windows: list[Window]) -> bool:
    """Whether a window holds a saved state (a Shmunitet's); a plain loop, cheaper here
    than any() over a generator (asked before and after every action)."""
    for w in windows:  # noqa: SIM110
        if w.snap is not None:
            return True
    return False


def before(game: Game, action: Action) -> None:
    st = _st(game)
    st.pre = tuple(game.catchable)
    st.unsaved = False
    if not st.shmunitet:
        return
    if st.windows and _any_saved(st.windows):
        st.phase = _phase(game)
    kind = action.kind
    if kind in (acts.PLAY, acts.INTERCEPT):
        face = action.card
        assert face is not None
        if FACE_KIND[face] in _TARGETING:  # names its player in a later step (R12)
            st.played = (face, _save(game))
    elif kind in (acts.ETIQUETTE, acts.THROW) or kind >= 30:  # gifts, Courage, Challenge
        if kind in _NAMING:
            st.snap = _save(game)
        else:
            st.unsaved = True


def _save(game: Game) -> Game:
    snap = game.copy()
    snap.parts[KEY] = None  # saved states never nest (docs/decisions.md)
    return snap


def _phase(game: Game) -> bool:
    """Whether another family's phase that stops ordinary play is open (a duel ...)."""
    return any(f.awaiting(game) is not None for f in game.families if f.KEY != KEY)


def after(game: Game, action: Action) -> None:
    st = _st(game)
    snap, st.snap = st.snap, None
    unsaved, st.unsaved = st.unsaved, False
    if game.winner >= 0:
        st.windows.clear()
        st.winks.clear()
        st.picks.clear()
        st.dawdled = None
        st.played = None
        return
    events = list(game.events)
    first = st.next
    phase, st.phase = st.phase, False
    windows = st.windows
    if windows and not phase and _any_saved(windows) and any(map(_harmful, events)):
        for w in [w for w in windows if w.snap is not None and w.wid < first]:
            windows.remove(w)  # a Shmunitet undoes the card only while nothing else moved
            game.emit(ev.WindowClosed(w.wid))
    if st.dawdled is not None and st.dawdled != (game.move, game.current):
        st.dawdled = None
    for w in [w for w in windows if w.kind == SHEVELIS] if windows else ():
        if w.move != game.move or game.current != w.offender:  # the turn ended (R14.2)
            windows.remove(w)
            game.emit(ev.WindowClosed(w.wid))
    for e in events:
        if type(e) in _TRIGGERS:
            _trigger(game, st, e, snap, unsaved)
    for q in game.catchable:
        if q not in st.pre:  # an undeclared "Svintus!" (R6.2)
            open_window(game, st, SHALUN, q)
    if st.played is not None and not _phase(game):  # its phase is over, nobody named
        st.played = None


def _harmful(e: ev.Event) -> bool:
    if isinstance(e, ev.Spoke):
        return e.broke_silence
    return not isinstance(e, _HARMLESS)


# The event types :func:`_trigger` reads (events are plain named tuples, no subclasses).
_TRIGGERS = frozenset(
    (
        ev.IncorrectMove,
        ev.TaskFailed,
        ev.Took,
        ev.TimedOut,
        ev.Slapped,
        ev.Spoke,
        ev.Away,
        ev.Stood,
        ev.Touched,
        ev.Dawdling,
        ev.Played,
        ev.Targeted,
    )
)


def _trigger(
    game: Game, st: EtiquetteState, e: ev.Event, snap: Game | None, unsaved: bool = False
) -> None:
    # The types are tested commonest first (each event is of exactly one of them).
    if isinstance(e, ev.Played):
        if e.interception:
            open_window(game, st, SHURIKEN, e.player)
    elif isinstance(e, ev.Took):
        # R10.2: only a timeout that costs dawdle cards (R5.5) is a broken rule; a timeout
        # ending a turn after a draw, or passing a Temnodel check, takes none
        if e.reason == ev.REASON_DAWDLE and game.law >= 2:
            open_window(game, st, SHALUN, e.player)
    elif isinstance(e, ev.Spoke):
        _spoke(game, st, e)
    elif isinstance(e, ev.Away | ev.Stood):
        if e.away if isinstance(e, ev.Away) else e.standing:
            open_window(game, st, SHTUL, e.player)
    elif isinstance(e, ev.Touched):
        open_window(game, st, SHTOL, e.player)
    elif isinstance(e, ev.Slapped):
        if not e.on_deck:
            open_window(game, st, SHALUN, e.player)
    elif isinstance(e, ev.IncorrectMove | ev.TaskFailed):
        open_window(game, st, SHALUN, e.player)
    elif isinstance(e, ev.TimedOut):
        if game.law < 2:  # a record of law 1: every timeout was a trigger
            open_window(game, st, SHALUN, e.player)
    elif isinstance(e, ev.Dawdling):
        open_window(game, st, SHEVELIS, e.player)
    elif isinstance(e, ev.Targeted) and e.target not in (e.player, -1):
        if st.played is not None and st.played[0] == e.card:  # a Challenge card (R12)
            snap, st.played = st.played[1], None
        elif unsaved and snap is None:
            raise AssertionError(
                f"{e!r} came from an action whose state was not saved before it: "
                "add its kind to etiquette/triggers.py _NAMING"
            )
        if snap is not None:
            open_window(game, st, SHMUNITET, e.player, (e.target,), card=e.card, snap=snap)


def _spoke(game: Game, st: EtiquetteState, e: ev.Spoke) -> None:
    p = e.player
    if e.broke_silence:
        open_window(game, st, SHALUN, p)
    for q in _named(e.text, p, game.n, game.names):  # names_player of each other seat
        open_window(game, st, SHINKOGNITO, p, (q,))
    if st.chat is not None and st.chat[1] and st.chat[0] != p:
        open_window(game, st, SHTO, p, (st.chat[0],))
    st.chat = (p, e.text.rstrip().endswith("?"))
