"""The tasks of the Courage cards (R11.4) and the objection votes (R14.7).

Part of the Courage family (:mod:`.state` holds its state, :mod:`.effects` the hooks). Here: what
triggers an owed answer, how a chat message is matched to what a player owes, failing a
task, and the votes on creative answers.

Owed answers with a window (``state.owed``, each ``(serial, player, face, what,
expect)``; the table's clock closes them, ``unanswered``): a Parodist ``word`` (expect:
the family of the special card), an Ovatsii ``clap``, a Reyting ``sum`` (one at a time,
the latest number card), a Suflyor ``echo`` (expect: the giver's text), a Pokloonnik
``bow`` (expect: the parts still owed, ``b`` the bow and ``c`` the compliment). Tasks owed
"each turn" (Zapevala, Folklorist) have no window of their own: they are owed during the
player's own turn and checked at the play or draw (R11.4); the table extends the turn.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import TYPE_CHECKING

from ... import acts
from ... import events as ev
from ...actions import Action
from ...cards import FACE_KIND, FACE_VALUE, FACES, KINDS, NUMBER, VALUE_KINDS, Family
from ...operations import chain_opening, finishing, take
from . import phrases

if TYPE_CHECKING:
    from ...game import Game
    from .state import CourageState

KEY = "courage"  # the family's part of ``game.parts`` (registry.register)

# The face of each Courage kind (grey, one value: one face a kind), from the records.
_FACE = {f.kind.id: f.index for f in FACES if f.kind.family == Family.COURAGE}
PARODIST, ZAPEVALA, FOLKLORIST = _FACE["parodist"], _FACE["zapevala"], _FACE["folklorist"]
POKLOONNIK, SUFLYOR, OVATSII = _FACE["pokloonnik"], _FACE["suflyor"], _FACE["ovatsii"]
ANTRAKT, REYTING = _FACE["antrakt"], _FACE["reyting"]
EACH_TURN = (ZAPEVALA, FOLKLORIST)
REASON = "courage"  # the reason of the two cards taken (ev.Took)
CATEGORY = {ZAPEVALA: "zapevala", FOLKLORIST: "folklorist", POKLOONNIK: "pokloonnik"}

# Kinds given out of turn as a card put into play (their gift emits Targeted, no Played).
GIFTED = frozenset(k.code for k in KINDS if k.family in (Family.ETIQUETTE, Family.COURAGE))
_NOT_WORD = re.compile(r"[\W_]+")
_WORD_OF = {
    _NOT_WORD.sub("", w.lower()): fam for fam, ws in phrases.PARODIST_WORDS.items() for w in ws
}
_SUM = re.compile(r"\s*(\d{1,4})\W*")
_LINE_BREAK = re.compile(r"\s*(?:/|\n|\r)\s*")


@lru_cache(maxsize=4096)
def norm(text: str) -> str:
    """A line as compared for repeats and echoes: lower case, words only, ё as е.
    (Remembered: the bots' hints compare the same song lines at every step.)"""
    return " ".join(_NOT_WORD.sub(" ", text.lower().replace("ё", "е")).split())


def song_lines(text: str) -> list[str]:
    """The lines of a Zapevala answer: separated by ``/`` or a line break."""
    return [n for n in (norm(x) for x in _LINE_BREAK.split(text)) if n]


def holds(game: Game, p: int, face: int) -> bool:
    return face in game.parts[KEY].areas[p]


def giver_of(game: Game, p: int, face: int) -> int:
    st = game.parts[KEY]
    return int(st.givers[p][st.areas[p].index(face)])


def fail(game: Game, p: int, face: int, reason: str) -> None:
    """R11.4: a mistake or a forbidden repeat costs two cards at once."""
    game.emit(ev.TaskFailed(p, face, reason))
    take(game, p, 2, REASON)


def owe(game: Game, p: int, face: int, what: str, expect: str) -> None:
    st = game.parts[KEY]
    st.serial += 1
    st.owed.append((st.serial, p, face, what, expect))


def _special_family(face: int) -> str:
    return str(FACES[face].kind.family)


# ----------------------------------------------------------------- triggers (after)


def before_turn(game: Game, action: Action) -> None:
    """R11.4: "each turn" tasks are checked at the play or draw of one's own turn;
    Ovatsii: a card played while sitting is a mistake."""
    st = game.parts[KEY]
    p = action.player
    kind = action.kind
    area = st.areas[p]
    if not area:
        return
    if kind in (acts.PLAY, acts.DRAW, acts.DARK) and p == game.current and not game.naming:
        same_turn = game.drawn >= 0 or (kind == acts.DARK and chain_opening(game))
        if not same_turn:
            done = st.done[p]
            for face in EACH_TURN:
                if face in area:
                    if face in done:
                        done.remove(face)
                    else:
                        fail(game, p, face, "no answer this turn")
    if (
        OVATSII in area
        and not st.standing[p]
        and kind in (acts.PLAY, acts.INTERCEPT, acts.DARK, acts.GIFT)
    ):
        fail(game, p, OVATSII, "played sitting")


def triggers(game: Game, prev: list[tuple[int, ...]]) -> None:
    """Open the answers owed for what the action just did (R11.4). Only players who held
    the task card before the action and still hold it owe anything."""
    st = game.parts[KEY]
    specials: list[int] = []
    values: list[int] = []
    players: list[int] = []
    played: set[int] = set()
    spoke: list[tuple[int, str]] = []
    for e in game.events:
        if isinstance(e, ev.Played):
            played.add(e.card)
            players.append(e.player)
            kind = FACE_KIND[e.card]
            if kind in VALUE_KINDS:
                values.append(max(FACE_VALUE[e.card], 0))
            if kind != NUMBER:
                specials.append(e.card)
        elif isinstance(e, ev.Targeted) and e.card not in played and FACE_KIND[e.card] in GIFTED:
            specials.append(e.card)  # an Etiquette or Courage gift out of turn
            players.append(e.player)
        elif isinstance(e, ev.DarkCard):
            players.append(e.player)
        elif isinstance(e, ev.Spoke):
            spoke.append((e.player, e.text))
    if not (specials or values or players or spoke):
        return
    n = game.n
    for q in range(n):
        before = prev[q]
        if not before:
            continue
        area = st.areas[q]
        if PARODIST in before and PARODIST in area:
            for s in specials:
                owe(game, q, PARODIST, "word", _special_family(s))
        if OVATSII in before and OVATSII in area:
            for _ in specials:
                owe(game, q, OVATSII, "clap", "")
        if values and REYTING in before and REYTING in area:
            st.sums[q] += sum(values)
            st.owed = [o for o in st.owed if not (o[1] == q and o[2] == REYTING)]
            owe(game, q, REYTING, "sum", str(st.sums[q]))
        if q in players and POKLOONNIK in before and POKLOONNIK in area:
            owe(game, q, POKLOONNIK, "bow", "bc")  # one per action (a Svinorost's two cards)
        if spoke and SUFLYOR in before and SUFLYOR in area:
            giver = giver_of(game, q, SUFLYOR)
            for who, text in spoke:
                if who == giver:
                    owe(game, q, SUFLYOR, "echo", text)


# ----------------------------------------------------------------- answers


def _first(game: Game, p: int, what: str) -> int:
    for i, o in enumerate(game.parts[KEY].owed):
        if o[1] == p and o[3] == what:
            return i
    return -1


def _done(game: Game, i: int) -> None:
    o = game.parts[KEY].owed.pop(i)
    game.emit(ev.TaskDone(o[1], o[2]))


def turn_owed(game: Game, p: int) -> list[int]:
    """The "each turn" tasks ``p`` still owes in this own turn (R11.4)."""
    if p != game.current or game.naming or game.winner >= 0:
        return []
    area = game.parts[KEY].areas[p]
    if not area:
        return []
    done = game.parts[KEY].done[p]
    return [f for f in EACH_TURN if f in area and f not in done]


def answer(game: Game, p: int, text: str, whisper: bool) -> None:
    """Match a chat message of ``p`` to what they owe (R11.4, R14.4)."""
    st = game.parts[KEY]
    if not st.areas[p] and not any(o[1] == p for o in st.owed):
        return
    if SUFLYOR in st.areas[p] and not whisper:
        fail(game, p, SUFLYOR, "spoke aloud")
    word = _WORD_OF.get(_NOT_WORD.sub("", text.lower()))
    m = _SUM.fullmatch(text)
    said = norm(text)
    for i, o in enumerate(st.owed):
        if o[1] != p:
            continue
        what = o[3]
        if (
            (what == "word" and word == o[4])
            or (what == "sum" and m is not None and int(m.group(1)) == int(o[4]))
            or (what == "echo" and said == norm(o[4]))
        ):
            _done(game, i)
            return
    if word is not None and (i := _first(game, p, "word")) >= 0:
        o = st.owed.pop(i)
        fail(game, p, o[2], "wrong word")
        return
    if m is not None and (i := _first(game, p, "sum")) >= 0:
        st.owed.pop(i)
        st.sums[p] = 0  # R11.4: the count starts again
        fail(game, p, REYTING, "wrong sum")
        return
    i = _bow_owed(st, p, "c")
    if i >= 0:
        _bow_paid(st, i, "c")
        creative(game, p, POKLOONNIK, text, [said])
        return
    owed = turn_owed(game, p)
    if owed:
        lines = song_lines(text)
        face = ZAPEVALA if ZAPEVALA in owed and (len(lines) >= 2 or len(owed) == 1) else owed[-1]
        st.done[p].append(face)
        if face == ZAPEVALA and len(lines) < 2:
            fail(game, p, ZAPEVALA, "not two lines of a song")
        else:
            creative(game, p, face, text, lines if face == ZAPEVALA else [said])
        return
    if (i := _first(game, p, "echo")) >= 0:
        st.owed.pop(i)
        fail(game, p, SUFLYOR, "not word for word")


def creative(game: Game, p: int, face: int, text: str, lines: list[str]) -> None:
    """A creative answer: a repeat in the session costs two (R11.4); else it is used up
    and the others may object (R14.7)."""
    st = game.parts[KEY]
    category = CATEGORY[face]
    used = st.used.get(category, ())
    if not any(lines) or any(line in used for line in lines):
        fail(game, p, face, "repeat" if any(lines) else "empty answer")
        return
    st.used[category] = (*used, *lines)
    game.emit(ev.TaskDone(p, face))
    for v in list(st.votes):
        if v[1] == p and v[2] == face:  # one vote per answer kind at a time: close the older
            close_vote(game, v[0])
    st.serial += 1
    st.votes.append((st.serial, p, face, -1, (), text))


def bow(game: Game, p: int) -> None:
    st = game.parts[KEY]
    giver = giver_of(game, p, POKLOONNIK)
    game.emit(ev.Bowed(p, giver))
    i = _bow_owed(st, p, "b")
    assert i >= 0, "bow is legal only while one is owed"
    _bow_paid(st, i, "b")
    game.emit(ev.TaskDone(p, POKLOONNIK))


def _bow_owed(st: CourageState, p: int, part: str) -> int:
    """Where ``p``'s Pokloonnik debt with ``part`` still owed ("b": the bow, "c": the
    compliment) is in ``st.owed``; -1 if there is none."""
    return next(
        (k for k, o in enumerate(st.owed) if o[1] == p and o[3] == "bow" and part in o[4]), -1
    )


def _bow_paid(st: CourageState, i: int, part: str) -> None:
    """``part`` of the Pokloonnik debt ``st.owed[i]`` is done; with nothing left it goes."""
    o = st.owed[i]
    rest = o[4].replace(part, "")
    if rest:
        st.owed[i] = (o[0], o[1], o[2], o[3], rest)
    else:
        st.owed.pop(i)


def clap(game: Game, p: int) -> None:
    game.emit(ev.Clapped(p))
    _done(game, _first(game, p, "clap"))


def unanswered(game: Game, p: int, face: int) -> None:
    """The table's clock closed the oldest window of ``p`` for ``face`` (R11.4, R14.2)."""
    st = game.parts[KEY]
    i = next(k for k, o in enumerate(st.owed) if o[1] == p and o[2] == face)
    st.owed.pop(i)
    if face == REYTING:
        st.sums[p] = 0
    fail(game, p, face, "no answer in time")


# ----------------------------------------------------------------- votes (R14.7)


def vote_index(game: Game, performer: int, face: int) -> int:
    for i, v in enumerate(game.parts[KEY].votes):
        if v[1] == performer and v[2] == face:
            return i
    return -1


def _upheld(game: Game, upholders: tuple[int, ...]) -> bool:
    return 2 * len(upholders) > game.n - 1


def object_vote(game: Game, q: int, performer: int, face: int, uphold: bool) -> None:
    st = game.parts[KEY]
    i = vote_index(game, performer, face)
    serial, _, _, objector, upholders, text = st.votes[i]
    if not uphold:
        objector = q
    upholders = (*upholders, q)
    st.votes[i] = (serial, performer, face, objector, upholders, text)
    game.emit(ev.Objected(q, performer, face, uphold))
    if _upheld(game, upholders):
        close_vote(game, serial)


def close_vote(game: Game, serial: int) -> None:
    st = game.parts[KEY]
    i = next(k for k, v in enumerate(st.votes) if v[0] == serial)
    _, performer, face, _, upholders, _ = st.votes.pop(i)
    upheld = _upheld(game, upholders)
    game.emit(ev.VoteClosed(performer, face, upheld))
    if upheld and finishing(game) != performer:  # finished, awaiting the R9.2 checks
        fail(game, performer, face, "objection upheld")


def special_family_name(face: int) -> str:
    """For docs and views: the Parodist family of a card, or '' for a number card."""
    family = FACES[face].kind.family
    return "" if family == Family.NUMBER else str(family)
