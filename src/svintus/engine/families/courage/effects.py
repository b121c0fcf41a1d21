"""Courage cards (R11): a Svintus 2.0 family; the hooks are described in
:mod:`~svintus.engine.families.protocol`.

A Courage card is played in turn like a number card of its value (R11.1; the game's
value fit does it), or given **out of turn** (``gift``) to an opponent who just placed a
coloured number card of the same value face up on the play pile, before the next turn
action (not in a Svinorost or Temnodel chain, nor while a Challenge phase is open). The
receiver puts it in their *courage area* and does its task (R11.4, :mod:`.tasks`)
until they get rid of it; play goes on with the receiver's neighbour.

Areas (R11.2, R11.3): the cards stay in ``game.hands`` (they count as hand everywhere)
and are also listed, oldest first, in ``state.areas[p]`` with their giver and genre. A
card leaving a hand takes its area entry with it (the area copy goes first). At most two,
all different: a duplicated kind boxes the older copy; while more than two remain, the
receiver boxes one of the older ones (``box``; the table's clock boxes the oldest).

Repeats are forbidden across the table session: ``state.used`` holds the lines used so
far; :class:`~svintus.engine.match.Match` carries them into its next game (:func:`carry`).
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import TYPE_CHECKING, TypeVar

from ... import actions as A
from ... import acts
from ... import events as ev
from ...actions import Act, Action
from ...cards import FACE_KIND, FACE_VALUE, FACES, NUMBER, describe
from ...errors import IllegalAction
from ...operations import chain_open, give, left_with, said_svintus, speak, svintus_flags, win
from ..protocol import Timer
from . import phrases, tasks
from .state import CHANSON, GENRES, KEY, KINDS_OF_FAMILY, gift_open
from .tasks import ANTRAKT, OVATSII, POKLOONNIK, REYTING, SUFLYOR, ZAPEVALA

if TYPE_CHECKING:
    from collections.abc import Callable

    from ...choosing import Spec
    from ...game import Game


# ----------------------------------------------------------------- gifts (R11.1)


def _moves(game: Game, p: int, target: int) -> list[tuple[int, int]]:
    """What an Antrakt given by ``p`` to ``target`` may take along (R11.4)."""
    out = []
    for owner, area in enumerate(game.parts[KEY].areas):
        if owner == target:
            continue
        for face in area:
            if not (owner == p and face == ANTRAKT):
                out.append((owner, face))
    return out


def _genres(game: Game) -> range | tuple[int, ...]:
    """R11.4: any of the six genres; the "With Challenge" recipe sings chanson only (R13.1)."""
    if game.law < 2:  # a record of law 1: the genres were inverted
        if game.rules.recipe == "with_challenge":
            return range(len(GENRES))
        return tuple(i for i in range(len(GENRES)) if i != CHANSON)
    if game.rules.recipe == "with_challenge":
        return (CHANSON,)
    return range(len(GENRES))


def _gifts(game: Game, p: int, out: list[Action]) -> None:
    opened = gift_open(game)
    if opened is None:
        return
    _gifts_open(game, p, opened, out)


def _gifts_open(game: Game, p: int, opened: tuple[int, int], out: list[Action]) -> None:
    """:func:`_gifts` while a gift is open (``opened``: :func:`gift_open`)."""
    target, value = opened
    if p == target:
        return
    hand = game.hands[p]
    if _COURAGE_FACES.isdisjoint(hand):
        return
    for face in _FACES_OF_VALUE.get(value, ()):  # in order
        if face not in hand:
            continue
        options: list[tuple[int | None, tuple[int, int] | None]] = []
        if face == ANTRAKT:
            moves: list[tuple[int, int] | None] = [*_moves(game, p, target)] or [None]
            for mv in moves:
                if mv is not None and mv[1] == ZAPEVALA:
                    options.extend((g, mv) for g in _genres(game))
                else:
                    options.append((None, mv))
        elif face == ZAPEVALA:
            options.extend((g, None) for g in _genres(game))
        else:
            options.append((None, None))
        for genre, mv in options:
            leaving = 1 + (mv is not None and mv[0] == p)
            for s in svintus_flags(len(hand) - leaving):  # R6.1
                out.append(A.gift(p, face, target, genre, s, mv))


KINDS_OF_FAMILY_FACES = tuple(f for f in range(len(FACES)) if FACE_KIND[f] in KINDS_OF_FAMILY)
_COURAGE_FACES = frozenset(KINDS_OF_FAMILY_FACES)
# the Courage faces of each value, in order
_FACES_OF_VALUE = {
    v: tuple(f for f in KINDS_OF_FAMILY_FACES if FACE_VALUE[f] == v)
    for v in {FACE_VALUE[f] for f in KINDS_OF_FAMILY_FACES}
}
_FACE_SET_OF_VALUE = {v: frozenset(faces) for v, faces in _FACES_OF_VALUE.items()}
_NO_FACES: frozenset[int] = frozenset()


def _apply_gift(game: Game, a: Action) -> None:
    st = game.parts[KEY]
    p, face, target = a.player, a.card, a.aimed
    genre = -1 if a.genre is None else a.genre  # the state's and events' "no genre"
    assert face is not None and target is not None
    said = said_svintus(game, p, a.svintus)
    st.gift = None
    game.emit(ev.Targeted(p, face, target))
    if said:
        game.emit(ev.Declared(p))
    give(game, p, target, (face,), "courage")
    _drop(game, p, face)
    arrived = [(face, genre if face == ZAPEVALA else -1)]
    if a.moved is not None:
        owner, moved = a.moved
        give(game, owner, target, (moved,), "antrakt")
        _drop(game, owner, moved)
        arrived.append((moved, genre if moved == ZAPEVALA else -1))
    if left_with(game, p, said):  # R7.1 an empty hand wins; R6.1 one card left
        return
    if a.moved is not None and not game.hands[a.moved[0]]:
        win(game, a.moved[0])  # R7.1: emptied by the Antrakt (first to empty wins)
        return
    for f, g in arrived:
        _enter(game, target, f, p, g)
    _settle(game, target, len(arrived))
    game.drawn = -1
    game.current = game.next_player(target)  # R11.1: play goes on with the neighbour


def _drop(game: Game, p: int, face: int) -> None:
    st = game.parts[KEY]
    area = st.areas[p]
    if face in area:
        i = area.index(face)
        del area[i], st.givers[p][i], st.genres[p][i]
        if face in st.done[p]:
            st.done[p].remove(face)
        st.owed = [o for o in st.owed if not (o[1] == p and o[2] == face)]
        st.choices = [c for c in st.choices if c[1] != p or len(area) > 2]


def _enter(game: Game, p: int, face: int, giver: int, genre: int) -> None:
    """R11.1, R11.3: ``face`` (already in ``p``'s hand) goes into the area."""
    st = game.parts[KEY]
    if face in st.areas[p]:  # R11.3: a duplicated kind loses its older copy to the box
        _box(game, p, face)
    st.areas[p].append(face)
    st.givers[p].append(giver)
    st.genres[p].append(genre)
    if face == REYTING:
        st.sums[p] = 0
    game.emit(ev.EnteredArea(p, face, giver, genre))


def _box(game: Game, p: int, face: int) -> None:
    st = game.parts[KEY]
    _drop(game, p, face)
    game.hands[p].remove(face)
    st.boxed.append(face)
    game.emit(ev.Boxed(p, face))


def _settle(game: Game, p: int, new: int) -> None:
    """R11.3: while more than two remain, the older ones go to the box; the receiver
    chooses when there is a choice."""
    st = game.parts[KEY]
    st.choices = [c for c in st.choices if c[1] != p]
    area = st.areas[p]
    extra = len(area) - 2
    if extra <= 0:
        return
    older = len(area) - new
    if older <= extra:
        for face in area[:extra]:
            _box(game, p, face)
    else:
        st.serial += 1
        st.choices.append((st.serial, p))


def _apply_box(game: Game, a: Action) -> None:
    st = game.parts[KEY]
    p = a.aimed if a.player == A.TABLE else a.player
    assert p is not None
    face = st.areas[p][0] if a.player == A.TABLE else a.card
    assert face is not None
    _box(game, p, face)
    st.choices = [c for c in st.choices if c[1] != p]


# ----------------------------------------------------------------- other actions


def _apply_whisper(game: Game, a: Action) -> None:
    speak(game, a.player, a.text.lower())
    game.emit(ev.Whispered(a.player))


def _apply_stand(game: Game, a: Action) -> None:
    game.parts[KEY].standing[a.player] = bool(a.standing)
    game.emit(ev.Stood(a.player, bool(a.standing)))


def _performer(a: Action) -> tuple[int, int]:
    """The performer an objection vote is on and the Courage card of their task."""
    assert a.aimed is not None and a.card is not None
    return a.aimed, a.card


def _apply_vote(game: Game, a: Action) -> None:
    tasks.object_vote(game, a.player, *_performer(a), a.kind == acts.UPHOLD)


def _apply_end_vote(game: Game, a: Action) -> None:
    i = tasks.vote_index(game, *_performer(a))
    tasks.close_vote(game, game.parts[KEY].votes[i][0])


EFFECTS: dict[int, Callable[[Game, int, int], None]] = {}
APPLY: dict[Act, Callable[[Game, Action], None]] = {
    acts.GIFT: _apply_gift,
    acts.BOX: _apply_box,
    acts.BOW: lambda game, a: tasks.bow(game, a.player),
    acts.WHISPER: _apply_whisper,
    acts.CLAP: lambda game, a: tasks.clap(game, a.player),
    acts.STAND: _apply_stand,
    acts.OBJECT: _apply_vote,
    acts.UPHOLD: _apply_vote,
    acts.UNANSWERED: lambda game, a: tasks.unanswered(game, *_performer(a)),
    acts.END_VOTE: _apply_end_vote,
}
# Courage actions name no cards of the hand to choose (choosing.py)
CHOICES: dict[Act, Callable[[Game, Action], Spec]] = {}


# ----------------------------------------------------------------- hooks


def interrupts(game: Game, player: int) -> list[Action]:
    return []  # no Courage action cuts into another family's phase


def trim_plays(game: Game, player: int, out: list[Action]) -> None:
    """Every Courage card listed as a turn play may be played (R11.1)."""


def exclusive(game: Game, player: int) -> list[Action] | None:
    return None


def quiet(game: Game) -> bool:
    """No Courage card in front of anyone, nobody standing, nothing owed, no card to box,
    no vote, no gift open: no reaction, hint or timer (see reactions_all, timers)."""
    st = game.parts[KEY]
    return not (
        st.votes or st.gift is not None or st.owed or st.choices or any(st.areas)
    ) and not any(st.standing)


def awaiting(game: Game) -> list[int] | None:
    return None


def reactions(game: Game, player: int, out: list[Action]) -> None:
    st = game.parts[KEY]
    if st.gift is not None:
        _gifts(game, player, out)
    for _, p in st.choices:
        if p == player:
            out.extend(A.box(p, f) for f in st.areas[p][:-1])
            break
    area = st.areas[player]
    if st.owed:
        mine = [o for o in st.owed if o[1] == player]
        if any(o[3] == "bow" and "b" in o[4] for o in mine):
            out.append(A.bow(player, tasks.giver_of(game, player, POKLOONNIK)))
        if any(o[3] == "clap" for o in mine):
            out.append(A.clap(player))
    if st.standing[player]:
        out.append(A.stand(player, False))
    elif OVATSII in area:
        out.append(A.stand(player, True))
    if SUFLYOR in area:
        out.append(A.whisper(player))
    for _, performer, face, objector, upholders, _ in st.votes:
        if performer == player:
            continue
        if objector < 0:
            out.append(A.object_(player, performer, face))
        elif player not in upholders:
            out.append(A.uphold(player, performer, face))


def reactions_all(game: Game, outs: list[list[Action]]) -> None:
    st = game.parts[KEY]
    if st.votes:  # every player but the performer may object or uphold
        for p, out in enumerate(outs):
            reactions(game, p, out)
        return
    # The seats with anything to do: a Courage card in front, standing, an answer owed,
    # an older card to box; or only a Courage card to give while a gift is open.
    owed, choices, areas, standing = st.owed, st.choices, st.areas, st.standing
    opened = gift_open(game) if st.gift is not None else None
    # the Courage faces of the open gift's value: only their holders may give
    giving = _FACE_SET_OF_VALUE.get(opened[1], _NO_FACES) if opened is not None else _NO_FACES
    if not (giving or owed or choices or any(areas) or any(standing)):
        return  # nobody has anything to do
    some = {o[1] for o in owed}
    if choices:
        some.update(p for _, p in choices)
    hands = game.hands
    for p, out in enumerate(outs):
        if areas[p] or standing[p] or p in some:
            reactions(game, p, out)
        elif opened is not None and not giving.isdisjoint(hands[p]):
            _gifts_open(game, p, opened, out)  # all that reactions() lists for p then


def why_illegal(game: Game, action: Action) -> IllegalAction | None:
    kind = action.kind
    if kind not in APPLY:
        return None
    who = f"p{action.player + 1}"
    st = game.parts[KEY]
    if kind == acts.GIFT:
        opened = gift_open(game)
        if opened is None:
            return IllegalAction(
                f"{who} may give a Courage card only right after an opponent placed a number "
                "card of its value, before the next turn action (R11.1)"
            )
        if action.card is None or action.card not in game.hands[action.player]:
            return IllegalAction(f"{who} has no {describe(action.card)}")
        if FACE_VALUE[action.card] != opened[1] or FACE_KIND[action.card] not in KINDS_OF_FAMILY:
            return IllegalAction(
                f"only the Courage card of value {opened[1]} goes to p{opened[0] + 1} now (R11.1)"
            )
        if action.aimed != opened[0]:
            return IllegalAction(f"the gift goes to p{opened[0] + 1}, who placed the card (R11.1)")
        moved = action.moved
        if (action.card == ZAPEVALA or (moved is not None and moved[1] == ZAPEVALA)) and (
            action.genre not in _genres(game)
        ):
            return IllegalAction(
                "a Zapevala goes with the genre chanson in the With Challenge recipe (R13.1)"
                if game.rules.recipe == "with_challenge"
                else "a Zapevala goes with a genre: " + ", ".join(GENRES) + " (R11.4)"
            )
        if action.card == ANTRAKT and _moves(game, action.player, opened[0]):
            return IllegalAction(
                "an Antrakt takes along a Courage card on the table: add pN:CARD (R11.4)"
            )
        return IllegalAction(f"{action!r} is not legal now (R11.1, R6.1)")
    if kind == acts.BOX:
        return IllegalAction(f"{who} has no older Courage card to box now (R11.3)")
    if kind == acts.BOW:
        return IllegalAction(f"{who} owes no bow now (R11.4 Pokloonnik)")
    if kind == acts.CLAP:
        return IllegalAction(f"{who} owes no clap now (R11.4 Ovatsii)")
    if kind == acts.WHISPER:
        return IllegalAction("only a player with a Suflyor in front whispers (R11.4)")
    if kind == acts.STAND:
        return IllegalAction(
            f"{who} is already {'standing' if st.standing[action.player] else 'sitting'}"
            if action.standing == st.standing[action.player]
            else f"{who} stands only with an Ovatsii in front (R11.4)"
        )
    return IllegalAction(f"no such objection vote is open for {who} now (R14.7)")


def before(game: Game, action: Action) -> None:
    st = game.parts[KEY]
    # the areas before the action; none at all: no task is triggered (after)
    st.prev = [tuple(a) for a in st.areas] if any(st.areas) else []
    if st.prev and action.player >= 0 and st.areas[action.player]:
        tasks.before_turn(game, action)


def after(game: Game, action: Action) -> None:
    st = game.parts[KEY]
    if any(st.areas):  # else no Courage card in front of anyone
        _sync(game)
    if game.winner >= 0:
        st.owed = []
        st.votes = []
        st.choices = []
        st.gift = None
        return
    kind = action.kind
    if kind in (acts.SPEAK, acts.WHISPER):
        tasks.answer(game, action.player, action.text, kind == acts.WHISPER)
    if st.prev:  # built only while a card was in front of someone (before)
        tasks.triggers(game, st.prev)
    if kind in (acts.PLAY, acts.INTERCEPT):
        _open_gift(game)


def _open_gift(game: Game) -> None:
    """R11.1: a coloured number card placed face up, in turn or by interception."""
    st = game.parts[KEY]
    last = None
    for e in game.events:
        if isinstance(e, ev.Played):
            last = e
    if last is None or FACE_KIND[last.card] != NUMBER or chain_open(game):
        st.gift = None
        return
    for family in game.families:  # no gift while a Challenge phase is open
        if family.awaiting(game) is not None:
            st.gift = None
            return
    st.gift = (game.move, last.player, FACE_VALUE[last.card])


def _sync(game: Game) -> None:
    """R11.2: an area card that left the hand (played, given, swapped ...) leaves the area."""
    st = game.parts[KEY]
    if not any(st.areas):
        return  # no Courage card in front of anyone
    left: list[tuple[int, int]] = []
    for e in game.events:
        if isinstance(e, ev.Played | ev.DarkCard):
            left.append((e.player, e.card))
        elif isinstance(e, ev.Given):
            left.extend((e.giver, f) for f in e.cards)
    for p, face in left:
        if face in st.areas[p]:
            _drop(game, p, face)
    for p, area in enumerate(st.areas):
        for face in [f for f in area if f not in game.hands[p]]:
            _drop(game, p, face)


def timers(game: Game) -> list[Timer]:
    st = game.parts[KEY]
    if game.winner >= 0:
        return []
    out: list[Timer] = []
    if not (st.owed or st.choices or st.votes):
        return out
    rules = game.rules
    for serial, p, face, what, _ in st.owed:
        seconds = rules.song_seconds if what == "bow" else rules.answer_seconds
        out.append(_owed_timer(serial, seconds, p, face))
    for serial, p in st.choices:
        out.append(_choice_timer(serial, rules.answer_seconds, p))
    for serial, performer, face, objector, _, _ in st.votes:
        out.append(_vote_timer(serial, objector >= 0, rules.vote_seconds, performer, face))
    return out


# The timers are built once each: the clock asks for them at every step.
@lru_cache(maxsize=1024)
def _owed_timer(serial: int, seconds: float, p: int, face: int) -> Timer:
    return Timer(f"courage:{serial}", seconds, A.unanswered(p, face))


@lru_cache(maxsize=1024)
def _choice_timer(serial: int, seconds: float, p: int) -> Timer:
    return Timer(f"courage:{serial}", seconds, A.box_default(p))


@lru_cache(maxsize=1024)
def _vote_timer(serial: int, objected: bool, seconds: float, performer: int, face: int) -> Timer:
    key = f"courage:{serial}" + (":objected" if objected else "")
    return Timer(key, seconds, A.end_vote(performer, face))


# ----------------------------------------------------------------- view and position


# ----------------------------------------------------------------- hints for bots


def _chat(game: Game, p: int, text: str) -> Action:
    if SUFLYOR in game.parts[KEY].areas[p]:
        return A.whisper(p, text.lower())
    return A.speak(p, text)


def _unused(game: Game, category: str, options: tuple[str, ...]) -> str | None:
    """The first line of ``options`` not used in the session; when all are, a numbered
    verse of one (R11.4 forbids repeats: a long game must not leave a bot no answer)."""
    used = game.parts[KEY].used.get(category, ())
    for k in range(1, 1000):
        for line in options:
            fresh = line if k == 1 else f"{line} {k}"
            if tasks.norm(fresh) not in used:
                return fresh
    return None


def _unused_each(game: Game, category: str, options: tuple[str, ...]) -> list[str]:
    """:func:`_unused` of each language's lines, English first: the page and the
    terminal show the player the one in their language (a Russian player meets no
    English compliment); a bot says the first."""
    found = (_unused(game, category, part) for part in _by_language(options))
    return [line for line in found if line is not None]


def _by_language(options: tuple[T, ...]) -> list[tuple[T, ...]]:
    """``options`` (lines, or songs' pairs of lines) in English, then in Russian; a
    language with none left out."""
    russian = tuple(o for o in options if _CYRILLIC.search(str(o)))
    english = tuple(o for o in options if not _CYRILLIC.search(str(o)))
    return [part for part in (english, russian) if part]


_CYRILLIC = re.compile("[А-Яа-яЁё]")
T = TypeVar("T")


def hints(game: Game, player: int) -> list[Action]:
    """Concrete chat answers (and bows, claps) for every obligation of ``player``."""
    st = game.parts[KEY]
    if game.winner >= 0 or st is None:
        return []
    if not st.areas[player] and all(o[1] != player for o in st.owed):
        return []  # no card in front and nothing owed
    out: list[Action] = []
    for _, p, _face, what, expect in st.owed:
        if p != player:
            continue
        if what == "word":
            out.append(_chat(game, p, phrases.PARODIST_WORDS[expect][0]))
        elif what == "sum":
            out.append(_chat(game, p, expect))
        elif what == "echo":
            out.append(A.whisper(p, expect.lower()))
        elif what == "clap":
            out.append(A.clap(p))
        elif what == "bow":
            if "b" in expect:
                out.append(A.bow(p, tasks.giver_of(game, p, POKLOONNIK)))
            if "c" in expect:
                lines = (
                    phrases.THREATS
                    if game.rules.recipe == "with_challenge"
                    else phrases.COMPLIMENTS
                )
                out.extend(_chat(game, p, line) for line in _unused_each(game, "pokloonnik", lines))
    if OVATSII in st.areas[player] and not st.standing[player]:
        out.append(A.stand(player, True))
    for face in tasks.turn_owed(game, player):
        if face == ZAPEVALA:
            genre = st.genres[player][st.areas[player].index(ZAPEVALA)]
            used = set(st.used.get("zapevala", ()))
            every = phrases.SONGS[GENRES[max(genre, 0)]]
            for songs in _by_language(every):  # a song of each language, English first
                for first, second in (
                    (f"{a} {k}" if k > 1 else a, f"{b} {k}" if k > 1 else b)
                    for k in range(1, 1000)  # all sung: a numbered verse (no repeat, R11.4)
                    for a, b in songs
                ):
                    if not {tasks.norm(first), tasks.norm(second)} & used:
                        out.append(_chat(game, player, f"{first} / {second}"))
                        break
        else:
            said = _unused_each(game, "folklorist", phrases.PROVERBS)
            out.extend(_chat(game, player, line) for line in said)
    if out:  # only what is legal now (no whisper in a slap race, say)
        legal = set(game.legal_actions(player))
        out = [a for a in out if a.bare() in legal]
    return out


def hints_all(game: Game, outs: list[list[Action]]) -> None:
    st = game.parts[KEY]
    if game.winner >= 0 or st is None:
        return
    owed, areas = st.owed, st.areas
    if not owed and not any(areas):
        return
    owing = {o[1] for o in owed}  # only what is owed or a card in front asks for
    for p, out in enumerate(outs):
        if areas[p] or p in owing:
            out.extend(hints(game, p))


# ----------------------------------------------------------------- notation
