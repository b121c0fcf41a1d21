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

from typing import TYPE_CHECKING, Any

from ... import actions as A
from ... import events as ev
from ...actions import Act, Action
from ...cards import FACE_KIND, FACE_VALUE, KINDS, NUMBER, Family, card_name, face_of
from ...errors import IllegalAction, NotationError
from ...operations import give, said_svintus, speak, win
from ..notation_util import Parse, no_args, player
from ..protocol import Timer
from . import phrases, tasks
from .tasks import ANTRAKT, OVATSII, POKLOONNIK, REYTING, SUFLYOR, ZAPEVALA

if TYPE_CHECKING:
    from collections.abc import Callable

    from ...choosing import Spec
    from ...game import Game

KEY = "courage"
HINTS_OWED = True  # every hint answers a task the player owes (R11.4)
KINDS_OF_FAMILY = frozenset(k.code for k in KINDS if k.family == Family.COURAGE)
GENRES = phrases.GENRES
CHANSON = GENRES.index("chanson")


class CourageState:
    """The family's state; lists of small ints and tuples, copied cheaply."""

    __slots__ = (
        "areas",
        "boxed",
        "choices",
        "done",
        "genres",
        "gift",
        "givers",
        "owed",
        "prev",
        "serial",
        "standing",
        "sums",
        "used",
        "votes",
    )

    def __init__(self, n: int) -> None:
        self.areas: list[list[int]] = [[] for _ in range(n)]  # faces, oldest first
        self.givers: list[list[int]] = [[] for _ in range(n)]
        self.genres: list[list[int]] = [[] for _ in range(n)]  # a Zapevala's genre, else -1
        self.standing = [False] * n  # Ovatsii's toggle (R11.4)
        self.sums = [0] * n  # Reyting's running sum (R11.4)
        self.done: list[list[int]] = [[] for _ in range(n)]  # "each turn" tasks answered
        self.owed: list[tuple[int, int, int, str, str]] = []  # see tasks.py
        self.votes: list[tuple[int, int, int, int, tuple[int, ...], str]] = []
        self.used: dict[str, tuple[str, ...]] = {}  # lines used in the session
        self.boxed: list[int] = []  # faces gone to the box (R1.7 zone)
        self.choices: list[tuple[int, int]] = []  # (serial, player) owing a box choice
        self.gift: tuple[int, int, int] | None = None  # (move, receiver, value) R11.1
        self.serial = 0  # numbers every window
        self.prev: list[tuple[int, ...]] = []  # the areas before the action being applied

    def copy(self) -> CourageState:
        c = CourageState.__new__(CourageState)
        c.areas = [a.copy() for a in self.areas]
        c.givers = [a.copy() for a in self.givers]
        c.genres = [a.copy() for a in self.genres]
        c.standing = self.standing.copy()
        c.sums = self.sums.copy()
        c.done = [a.copy() for a in self.done]
        c.owed = self.owed.copy()
        c.votes = self.votes.copy()
        c.used = self.used.copy()
        c.boxed = self.boxed.copy()
        c.choices = self.choices.copy()
        c.gift = self.gift
        c.serial = self.serial
        c.prev = []
        return c


def start(game: Game) -> CourageState:
    return CourageState(game.n)


def carry(game: Game, used: dict[str, tuple[str, ...]]) -> None:
    """R11.4: the lines already used at this table session (a Match's earlier games)."""
    if game.courage is not None:
        game.courage.used = {k: tuple(v) for k, v in used.items()}


def turn_extension(game: Game) -> float:
    """Seconds the turn of the player to move is extended by (R11.4: "the turn time is
    extended by the answer window"): the answer window of an "each turn" task (Zapevala,
    Folklorist) they still owe this turn, else 0."""
    if game.courage is None or not tasks.turn_owed(game, game.current):
        return 0.0
    return game.rules.song_seconds


def owes(game: Game, player: int) -> bool:
    """Whether ``player`` owes a Courage answer now (R10.2 Shevelis! waits)."""
    st = game.courage
    return st is not None and (
        any(o[1] == player for o in st.owed) or bool(tasks.turn_owed(game, player))
    )


# ----------------------------------------------------------------- gifts (R11.1)


def _gift_open(game: Game) -> tuple[int, int] | None:
    """(receiver, value) while a gift may be made (R11.1)."""
    st = game.courage
    g = st.gift
    if g is None or g[0] != game.move or game.chain >= 0 or game.winner >= 0:
        return None
    return g[1], g[2]


def _moves(game: Game, p: int, target: int) -> list[tuple[int, int]]:
    """What an Antrakt given by ``p`` to ``target`` may take along (R11.4)."""
    out = []
    for owner, area in enumerate(game.courage.areas):
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
    opened = _gift_open(game)
    if opened is None:
        return
    target, value = opened
    if p == target:
        return
    hand = game.hands[p]
    for face in sorted(KINDS_OF_FAMILY_FACES):
        if FACE_VALUE[face] != value or face not in hand:
            continue
        options: list[tuple[int, tuple[int, int] | None]] = []
        if face == ANTRAKT:
            moves: list[tuple[int, int] | None] = [*_moves(game, p, target)] or [None]
            for mv in moves:
                if mv is not None and mv[1] == ZAPEVALA:
                    options.extend((g, mv) for g in _genres(game))
                else:
                    options.append((-1, mv))
        elif face == ZAPEVALA:
            options.extend((g, None) for g in _genres(game))
        else:
            options.append((-1, None))
        for genre, mv in options:
            leaving = 1 + (mv is not None and mv[0] == p)
            flags = (False, True) if len(hand) - leaving == 1 else (False,)
            for s in flags:
                out.append(A.gift(p, face, target, genre, s, mv))


KINDS_OF_FAMILY_FACES = tuple(range(tasks.PARODIST, tasks.REYTING + 1))


def _apply_gift(game: Game, a: Action) -> None:
    st = game.courage
    p, face, target, genre = a.player, a.card, a.target, a.colour
    said = said_svintus(game, p, a.svintus)
    st.gift = None
    game.emit(ev.Targeted(p, face, target))
    if said:
        game.emit(ev.Declared(p))
    give(game, p, target, (face,), "courage")
    _drop(game, p, face)
    arrived = [(face, genre if face == ZAPEVALA else -1)]
    if a.cards:
        owner, moved = a.cards
        give(game, owner, target, (moved,), "antrakt")
        _drop(game, owner, moved)
        arrived.append((moved, genre if moved == ZAPEVALA else -1))
    if not game.hands[p]:
        win(game, p)
        return
    if a.cards and not game.hands[a.cards[0]]:
        win(game, a.cards[0])  # R7.1: emptied by the Antrakt (first to empty wins)
        return
    if len(game.hands[p]) == 1 and not said:
        game.catchable.append(p)
    for f, g in arrived:
        _enter(game, target, f, p, g)
    _settle(game, target, len(arrived))
    game.drawn = -1
    game.current = game.next_player(target)  # R11.1: play goes on with the neighbour


def _drop(game: Game, p: int, face: int) -> None:
    st = game.courage
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
    st = game.courage
    if face in st.areas[p]:  # R11.3: a duplicated kind loses its older copy to the box
        _box(game, p, face)
    st.areas[p].append(face)
    st.givers[p].append(giver)
    st.genres[p].append(genre)
    if face == REYTING:
        st.sums[p] = 0
    game.emit(ev.EnteredArea(p, face, giver, genre))


def _box(game: Game, p: int, face: int) -> None:
    st = game.courage
    _drop(game, p, face)
    game.hands[p].remove(face)
    st.boxed.append(face)
    game.emit(ev.Boxed(p, face))


def _settle(game: Game, p: int, new: int) -> None:
    """R11.3: while more than two remain, the older ones go to the box; the receiver
    chooses when there is a choice."""
    st = game.courage
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
    st = game.courage
    p = a.target if a.player == A.TABLE else a.player
    face = st.areas[p][0] if a.player == A.TABLE else a.card
    _box(game, p, face)
    st.choices = [c for c in st.choices if c[1] != p]


# ----------------------------------------------------------------- other actions


def _apply_whisper(game: Game, a: Action) -> None:
    speak(game, a.player, a.text.lower())
    game.emit(ev.Whispered(a.player))


def _apply_stand(game: Game, a: Action) -> None:
    game.courage.standing[a.player] = bool(a.target)
    game.emit(ev.Stood(a.player, bool(a.target)))


def _apply_vote(game: Game, a: Action) -> None:
    tasks.object_vote(game, a.player, a.target, a.card, a.kind == Act.UPHOLD)


def _apply_end_vote(game: Game, a: Action) -> None:
    i = tasks.vote_index(game, a.target, a.card)
    tasks.close_vote(game, game.courage.votes[i][0])


EFFECTS: dict[int, Callable[[Game, int, int], None]] = {}
APPLY: dict[Act, Callable[[Game, Action], None]] = {
    Act.GIFT: _apply_gift,
    Act.BOX: _apply_box,
    Act.BOW: lambda game, a: tasks.bow(game, a.player),
    Act.WHISPER: _apply_whisper,
    Act.CLAP: lambda game, a: tasks.clap(game, a.player),
    Act.STAND: _apply_stand,
    Act.OBJECT: _apply_vote,
    Act.UPHOLD: _apply_vote,
    Act.UNANSWERED: lambda game, a: tasks.unanswered(game, a.target, a.card),
    Act.END_VOTE: _apply_end_vote,
}
# Courage actions name no cards of the hand to choose (choosing.py)
CHOICES: dict[Act, Callable[[Game, Action], Spec]] = {}


# ----------------------------------------------------------------- hooks


def exclusive(game: Game, player: int) -> list[Action] | None:
    return None


def awaiting(game: Game) -> list[int] | None:
    return None


def reactions(game: Game, player: int, out: list[Action]) -> None:
    st = game.courage
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


def why_illegal(game: Game, action: Action) -> IllegalAction | None:
    kind = action.kind
    if kind not in APPLY:
        return None
    who = f"p{action.player + 1}"
    st = game.courage
    if kind == Act.GIFT:
        opened = _gift_open(game)
        if opened is None:
            return IllegalAction(
                f"{who} may give a Courage card only right after an opponent placed a number "
                "card of its value, before the next turn action (R11.1)"
            )
        if action.card not in game.hands[action.player]:
            return IllegalAction(f"{who} has no {card_name(action.card)}")
        if FACE_VALUE[action.card] != opened[1] or FACE_KIND[action.card] not in KINDS_OF_FAMILY:
            return IllegalAction(
                f"only the Courage card of value {opened[1]} goes to p{opened[0] + 1} now (R11.1)"
            )
        if action.target != opened[0]:
            return IllegalAction(f"the gift goes to p{opened[0] + 1}, who placed the card (R11.1)")
        if (action.card == ZAPEVALA or action.cards[1:] == (ZAPEVALA,)) and (
            action.colour not in _genres(game)
        ):
            return IllegalAction(
                "a Zapevala goes with the genre chanson in the With Challenge recipe (R13.1)"
                if game.rules.recipe == "with_challenge"
                else "a Zapevala goes with a genre: " + ", ".join(GENRES) + " (R11.4)"
            )
        if action.card == ANTRAKT and _moves(game, action.player, action.target):
            return IllegalAction(
                "an Antrakt takes along a Courage card on the table: add pN:CARD (R11.4)"
            )
        return IllegalAction(f"{action!r} is not legal now (R11.1, R6.1)")
    if kind == Act.BOX:
        return IllegalAction(f"{who} has no older Courage card to box now (R11.3)")
    if kind == Act.BOW:
        return IllegalAction(f"{who} owes no bow now (R11.4 Pokloonnik)")
    if kind == Act.CLAP:
        return IllegalAction(f"{who} owes no clap now (R11.4 Ovatsii)")
    if kind == Act.WHISPER:
        return IllegalAction("only a player with a Suflyor in front whispers (R11.4)")
    if kind == Act.STAND:
        return IllegalAction(
            f"{who} is already {'standing' if st.standing[action.player] else 'sitting'}"
            if action.target == int(st.standing[action.player])
            else f"{who} stands only with an Ovatsii in front (R11.4)"
        )
    return IllegalAction(f"no such objection vote is open for {who} now (R14.7)")


def before(game: Game, action: Action) -> None:
    st = game.courage
    st.prev = [tuple(a) for a in st.areas]
    if action.player >= 0 and st.areas[action.player]:
        tasks.before_turn(game, action)


def after(game: Game, action: Action) -> None:
    st = game.courage
    _sync(game)
    if game.winner >= 0:
        st.owed = []
        st.votes = []
        st.choices = []
        st.gift = None
        return
    kind = action.kind
    if kind in (Act.SPEAK, Act.WHISPER):
        tasks.answer(game, action.player, action.text, kind == Act.WHISPER)
    if any(st.prev):
        tasks.triggers(game, st.prev)
    if kind in (Act.PLAY, Act.INTERCEPT):
        _open_gift(game)


def _open_gift(game: Game) -> None:
    """R11.1: a coloured number card placed face up, in turn or by interception."""
    st = game.courage
    last = None
    for e in game.events:
        if isinstance(e, ev.Played):
            last = e
    if last is None or FACE_KIND[last.card] != NUMBER or game.chain >= 0:
        st.gift = None
        return
    for family in game.families:  # no gift while a Challenge phase is open
        if family.awaiting(game) is not None:
            st.gift = None
            return
    st.gift = (game.move, last.player, FACE_VALUE[last.card])


def _sync(game: Game) -> None:
    """R11.2: an area card that left the hand (played, given, swapped ...) leaves the area."""
    st = game.courage
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
    st = game.courage
    if game.winner >= 0:
        return []
    out: list[Timer] = []
    rules = game.rules
    for serial, p, face, what, _ in st.owed:
        seconds = rules.song_seconds if what == "bow" else rules.answer_seconds
        out.append(Timer(f"courage:{serial}", seconds, A.unanswered(p, face)))
    for serial, p in st.choices:
        out.append(Timer(f"courage:{serial}", rules.answer_seconds, A.box_default(p)))
    for serial, performer, face, objector, _, _ in st.votes:
        key = f"courage:{serial}" + (":objected" if objector >= 0 else "")
        out.append(Timer(key, rules.vote_seconds, A.end_vote(performer, face)))
    return out


# ----------------------------------------------------------------- view and position


def view(game: Game, player: int) -> dict[str, Any] | None:
    """Areas, givers, genres and standing are public (R14.8); so are the windows."""
    st = game.courage
    rules = game.rules
    owed: list[dict[str, Any]] = [
        {
            "player": p,
            "card": card_name(face),
            "task": what,
            "key": f"courage:{serial}",
            "seconds": rules.song_seconds if what == "bow" else rules.answer_seconds,
        }
        for serial, p, face, what, _ in st.owed
    ]
    if game.winner < 0:
        for face in tasks.turn_owed(game, game.current):
            owed.append(
                {
                    "player": game.current,
                    "card": card_name(face),
                    "task": "turn",
                    "key": f"courage:turn:{game.current}:{game.move}",
                    "seconds": rules.song_seconds,
                }
            )
    gift = _gift_open(game)
    return {
        "areas": [[card_name(f) for f in a] for a in st.areas],
        "givers": [list(g) for g in st.givers],
        "genres": [[GENRES[g] if g >= 0 else None for g in gs] for gs in st.genres],
        "standing": list(st.standing),
        "owed": owed,
        "votes": [
            {
                "performer": performer,
                "card": card_name(face),
                "text": text,
                "objector": objector if objector >= 0 else None,
                "upholders": list(upholders),
                "key": f"courage:{serial}" + (":objected" if objector >= 0 else ""),
                "seconds": rules.vote_seconds,
            }
            for serial, performer, face, objector, upholders, text in st.votes
        ],
        "choices": [
            {"player": p, "options": [card_name(f) for f in st.areas[p][:-1]]}
            for _, p in st.choices
        ],
        "gift": None if gift is None else {"receiver": gift[0], "value": gift[1]},
        "boxed": [card_name(f) for f in st.boxed],
    }


def dump(game: Game) -> Any:
    st = game.courage
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
    game.courage = st
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
    return list(game.courage.boxed)


# ----------------------------------------------------------------- hints for bots


def _chat(game: Game, p: int, text: str) -> Action:
    if SUFLYOR in game.courage.areas[p]:
        return A.whisper(p, text.lower())
    return A.speak(p, text)


def _unused(game: Game, category: str, options: tuple[str, ...]) -> str | None:
    """The first line of ``options`` not used in the session; when all are, a numbered
    verse of one (R11.4 forbids repeats: a long game must not leave a bot no answer)."""
    used = game.courage.used.get(category, ())
    for k in range(1, 1000):
        for line in options:
            fresh = line if k == 1 else f"{line} {k}"
            if tasks.norm(fresh) not in used:
                return fresh
    return None


def hints(game: Game, player: int) -> list[Action]:
    """Concrete chat answers (and bows, claps) for every obligation of ``player``."""
    st = game.courage
    if game.winner >= 0 or st is None:
        return []
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
                line = _unused(game, "pokloonnik", lines)
                if line is not None:
                    out.append(_chat(game, p, line))
    if OVATSII in st.areas[player] and not st.standing[player]:
        out.append(A.stand(player, True))
    for face in tasks.turn_owed(game, player):
        if face == ZAPEVALA:
            genre = st.genres[player][st.areas[player].index(ZAPEVALA)]
            used = set(st.used.get("zapevala", ()))
            songs = phrases.SONGS[GENRES[max(genre, 0)]]
            for first, second in (
                (f"{a} {k}" if k > 1 else a, f"{b} {k}" if k > 1 else b)
                for k in range(1, 1000)  # all sung: a numbered verse (no repeat, R11.4)
                for a, b in songs
            ):
                if not {tasks.norm(first), tasks.norm(second)} & used:
                    out.append(_chat(game, player, f"{first} / {second}"))
                    break
        else:
            line = _unused(game, "folklorist", phrases.PROVERBS)
            if line is not None:
                out.append(_chat(game, player, line))
    if out:  # only what is legal now (no whisper in a slap race, say)
        legal = set(game.legal_actions(player))
        out = [a for a in out if a.bare() in legal]
    return out


# ----------------------------------------------------------------- notation

_GIFT_USAGE = "pN gift CARD pM [GENRE] [pK:CARD] [svintus]"


def _parse_gift(p: int, words: list[str], players: int | None, text: str) -> Action:
    if len(words) < 2:
        raise NotationError(f"{text!r}: write {_GIFT_USAGE}")
    face = face_of(words[0])
    target = player(words[1], players)
    genre = -1
    svintus = False
    moved: tuple[int, int] | None = None
    for w in words[2:]:
        low = w.lower()
        if low in ("svintus", "svintus!", "свинтус", "свинтус!"):
            svintus = True
        elif low in GENRES:
            genre = GENRES.index(low)
        elif ":" in low and low.startswith("p"):
            who, _, name = low.partition(":")
            moved = (player(who, players), face_of(name))
        else:
            raise NotationError(f"{text!r}: unexpected {w!r}; write {_GIFT_USAGE}")
    return A.gift(p, face, target, genre, svintus, moved)


def _format_gift(a: Action) -> list[str]:
    parts = ["gift", card_name(a.card), f"p{a.target + 1}"]
    if a.cards:
        parts.append(f"p{a.cards[0] + 1}:{card_name(a.cards[1])}")
    if a.colour >= 0:
        parts.append(GENRES[a.colour])
    if a.svintus:
        parts.append("svintus")
    return parts


def _one(usage: str, words: list[str], text: str) -> None:
    if len(words) != usage.count(" ") + 1 - 2:
        raise NotationError(f"{text!r}: write {usage}")


def _parse_box(p: int, words: list[str], players: int | None, text: str) -> Action:
    _one("pN retire CARD", words, text)
    return A.box(p, face_of(words[0]))


def _parse_bow(p: int, words: list[str], players: int | None, text: str) -> Action:
    _one("pN bow pM", words, text)
    return A.bow(p, player(words[0], players))


def _parse_whisper(p: int, words: list[str], players: int | None, text: str) -> Action:
    return A.whisper(p, text)  # the text after "whisper ", verbatim (notation.py)


def _parse_vote(uphold: bool) -> Any:
    usage = f"pN {'uphold' if uphold else 'object'} pM CARD"

    def parse(p: int, words: list[str], players: int | None, text: str) -> Action:
        _one(usage, words, text)
        make = A.uphold if uphold else A.object_
        return make(p, player(words[0], players), face_of(words[1]))

    return parse


VERBS: dict[str, tuple[str, Parse]] = {
    "gift": (
        "give a Courage card out of turn to who placed its value: gift CARD pM [GENRE] "
        "[pK:CARD for an Antrakt] [svintus]",
        _parse_gift,
    ),
    "retire": ("box one of the older Courage cards of one's area: retire CARD", _parse_box),
    "bow": ("Pokloonnik: bow to the giver: bow pM", _parse_bow),
    "whisper": ("Suflyor: chat as a whisper: whisper TEXT", _parse_whisper),
    "clap": ("Ovatsii: clap at a special card", no_args(A.clap, "clap")),
    "stand": ("Ovatsii: stand up", no_args(lambda p: A.stand(p, True), "stand")),
    "sit": ("Ovatsii: sit down", no_args(lambda p: A.stand(p, False), "sit")),
    "object": ("object to a creative Courage answer: object pM CARD", _parse_vote(False)),
    "uphold": ("uphold an objection: uphold pM CARD", _parse_vote(True)),
}
# Chat verbs: the notation reads the text after them verbatim, like ``say``.
CHAT_VERBS = frozenset({"whisper"})


def _table(make: Callable[[int, int], Action], verb: str, card: bool) -> Any:
    usage = f"{verb} pN CARD" if card else f"{verb} pN"

    def parse(words: list[str], players: int | None, text: str) -> Action:
        if len(words) != (2 if card else 1):
            raise NotationError(f"{text!r}: write {usage}")
        return make(player(words[0], players), face_of(words[1]) if card else -1)

    return parse


TABLE_VERBS: dict[str, Callable[[list[str], int | None, str], Action]] = {
    "unanswered": _table(A.unanswered, "unanswered", True),
    "endvote": _table(A.end_vote, "endvote", True),
    "autobox": _table(lambda p, _: A.box_default(p), "autobox", False),
}


def _format_box(a: Action) -> list[str]:
    if a.player == A.TABLE:
        return ["autobox", f"p{a.target + 1}"]
    return ["retire", card_name(a.card)]


FORMAT: dict[Act, Callable[[Action], list[str]]] = {
    Act.GIFT: _format_gift,
    Act.BOX: _format_box,
    Act.BOW: lambda a: ["bow", f"p{a.target + 1}"],
    Act.WHISPER: lambda a: ["whisper", a.text] if a.text else ["whisper"],
    Act.CLAP: lambda a: ["clap"],
    Act.STAND: lambda a: ["stand" if a.target else "sit"],
    Act.OBJECT: lambda a: ["object", f"p{a.target + 1}", card_name(a.card)],
    Act.UPHOLD: lambda a: ["uphold", f"p{a.target + 1}", card_name(a.card)],
    Act.UNANSWERED: lambda a: ["unanswered", f"p{a.target + 1}", card_name(a.card)],
    Act.END_VOTE: lambda a: ["endvote", f"p{a.target + 1}", card_name(a.card)],
}
