"""The 2.0 block of the action layout: R9 chains and the families' actions (docs/rl.md).

A deck holding any card beyond the classic ones gets, after the classic block, one index
per *key* below. A key is an engine action with its seats made relative to the actor
(1..9, 0 for the actor where a seat may be oneself) and its free text replaced by what
the line is: speech is never free text here, only the concrete lines the game offers
(:meth:`Game.hints`) and the one generic line of :func:`svintus.engine.actions.speak`.
Several lines of one kind (two sums owed, a try that matches and one that falls short)
are told apart by their order among the offered actions with the same key: the
*ordinal*, up to :data:`SAY_SLOTS` (:data:`WHISPER_SLOTS` for whispers).

>>> from svintus.engine import Rules
>>> from svintus.rl.layout import Layout
>>> wide = Layout(Rules(players=4, recipe="full_box")).wide
>>> wide is not None and wide.names[0]
'declare'
"""

from __future__ import annotations

import re
from collections.abc import Callable

from ..engine import actions as A
from ..engine.actions import MAX_PLAYERS, Act, Action
from ..engine.cards import (
    COLOUR_LETTERS,
    FACE_KIND,
    FACES,
    KINDS_BY_ID,
    SVINOROST,
    TEMNODEL,
    Family,
    card_name,
)
from ..engine.families.challenge.feats import FEATS, ITEMS
from ..engine.families.courage import phrases

Key = tuple[object, ...]
ANTRAKT = KINDS_BY_ID["antrakt"].code  # R11.4: passes a Courage card on the table along
ZAPEVALA = KINDS_BY_ID["zapevala"].code  # R11.4: the giver names a genre
# Lines of one key offered at once, told apart by their order: a Suflyor's holder may
# owe an echo of each of several messages of the giver, all whispered (R11.4).
SAY_SLOTS = 6
WHISPER_SLOTS = 12
GENRES = len(phrases.GENRES)
RELS = range(1, MAX_PLAYERS)  # the other seats, relative to the actor
SEATS = range(MAX_PLAYERS)  # every seat, the actor (0) included
# Speech categories: (name, parameters, slots); parameters name the line's subject.
WORDS = tuple(words[0] for words in phrases.PARODIST_WORDS.values())
_NAME_LINE = re.compile(r"p(\d+), your move")
_VERSE = re.compile(r"(.*?)( \d+)?")
_PROVERBS = frozenset(x.lower() for x in phrases.PROVERBS)
_PRAISE = frozenset(x.lower() for x in (*phrases.COMPLIMENTS, *phrases.THREATS))
_ASK = "who has a seven?"
_NOT_ME = "not me"


def speech(text: str, p: int, n: int) -> tuple[str, int]:
    """(category, parameter) of a chat line ``p`` may send: the generic line (``free``),
    an Etiquette line naming the seat ``+r`` (``name``, R10.2 Shinkognito), the question
    and its answer (Shto?), a Parodist word (``word`` k), a Reyting sum, a compliment or
    threat (Pokloonnik), a song (Zapevala), a proverb (Folklorist), or ``other`` (an echo
    of the Suflyor's giver, R11.4)."""
    low = text.lower()
    if not text:
        return "free", 0
    m = _NAME_LINE.fullmatch(low)
    if m is not None and 1 <= int(m.group(1)) <= n:
        return "name", (int(m.group(1)) - 1 - p) % n
    if low == _ASK:
        return "question", 0
    if low == _NOT_ME:
        return "not me", 0
    for k, word in enumerate(WORDS):
        if low == word.lower():
            return "word", k
    if low.isdigit():
        return "sum", 0
    if " / " in low:
        return "song", 0
    stem = _VERSE.fullmatch(low)
    base = stem.group(1) if stem is not None else low
    if base in _PROVERBS:
        return "proverb", 0
    if base in _PRAISE:
        return "praise", 0
    return "other", 0


class WideActions:
    """Index of every key of the 2.0 block, from ``base`` on, for a deck's ``faces``."""

    def __init__(self, faces: tuple[int, ...], base: int) -> None:
        kinds = {FACE_KIND[f] for f in faces}
        families = {FACES[f].kind.family for f in faces}
        etiquette = Family.ETIQUETTE in families
        courage = Family.COURAGE in families
        challenge = Family.CHALLENGE in families
        any_family = etiquette or courage or challenge
        numbers = [f for f in faces if FACES[f].kind.family == Family.NUMBER]
        self.keys: list[Key] = []
        self.names: list[str] = []
        self.base = base

        def add(key: Key, name: str) -> None:
            self.keys.append(key)
            self.names.append(name)

        def bang(sv: int) -> str:
            return " !" if sv else ""

        def rel(r: int) -> str:
            return f"+{r}"

        add(("declare",), "declare")
        speak_kinds = ("say", "whisper") if courage else ("say",)
        for verb in speak_kinds:
            add((verb, "free", 0, 0), f"{verb} (any line)")
            slots = range(WHISPER_SLOTS if verb == "whisper" else SAY_SLOTS)
            if etiquette:
                for r in SEATS if verb == "whisper" else RELS:  # an echo may name oneself
                    for j in slots if verb == "whisper" else (0,):
                        add((verb, "name", r, j), f"{verb} 'p{rel(r)}, your move' #{j}")
                for j in slots:
                    add((verb, "question", 0, j), f"{verb} question #{j}")
                    add((verb, "not me", 0, j), f"{verb} 'not me' #{j}")
            if courage:
                for k, word in enumerate(WORDS):
                    for j in slots:
                        add((verb, "word", k, j), f"{verb} {word} #{j}")
                for cat in ("sum", "praise", "song", "proverb", "other"):
                    for j in slots:
                        add((verb, cat, 0, j), f"{verb} {cat} #{j}")
        if SVINOROST in kinds:  # R9.1
            for d in numbers:
                if FACES[d].value <= 2:
                    for sv in (0, 1):
                        add(("svinorost", d, sv), f"play svinorost {card_name(d)}{bang(sv)}")
            add(("give_up",), "give up")
        if TEMNODEL in kinds:  # R9.2: the declaration relative to the one it answers
            for f in faces:
                for v in range(8):
                    for sv in (0, 1):
                        add(("dark", f, "value", v, sv), f"dark {card_name(f)} as {v}{bang(sv)}")
                for c in range(4):
                    letter = COLOUR_LETTERS[c]
                    for sv in (0, 1):
                        add(
                            ("dark", f, "colour", c, sv),
                            f"dark {card_name(f)} as {letter}{bang(sv)}",
                        )
            add(("check",), "check")
        if etiquette:  # R10, R14.5, R14.6
            for f in faces:
                if FACES[f].kind.family == Family.ETIQUETTE:
                    for r in RELS:
                        for sv in (0, 1):  # "Svintus!" when the gift leaves one (R6.1)
                            add(
                                ("etiquette", f, r, sv),
                                f"etiquette {card_name(f)} {rel(r)}{bang(sv)}",
                            )
            for simple in ("away", "back", "touch"):
                add((simple,), simple)
            for r in RELS:
                add(("wink", r), f"wink {rel(r)}")
                for sv in (0, 1):
                    add(("notice", r, sv), f"notice {rel(r)}{bang(sv)}")
                    add(("pick", r, sv), f"pick for {rel(r)}{bang(sv)}")
                add(("throw", 0, r, 0), f"throw miss {rel(r)}")
                for sv in (0, 1):
                    add(("throw", 1, r, sv), f"throw hit {rel(r)}{bang(sv)}")
        if courage:  # R11
            courage_faces = [f for f in faces if FACES[f].kind.family == Family.COURAGE]
            for f in courage_faces:
                kind = FACE_KIND[f]
                # (genre, moved card): a Zapevala's giver names a genre; an Antrakt
                # passes a card on the table along, naming a genre if it is a Zapevala.
                variants: list[tuple[int, tuple[int, int] | None]] = [(-1, None)]
                if kind == ZAPEVALA:
                    variants += [(genre, None) for genre in range(GENRES)]
                if kind == ANTRAKT:
                    for q in SEATS:
                        for g in courage_faces:
                            top = GENRES if FACE_KIND[g] == ZAPEVALA else 0
                            variants += [(genre, (q, g)) for genre in range(-1, top)]
                for r in RELS:
                    for genre, m in variants:
                        for sv in (0, 1):
                            what = f" genre {genre}" if genre >= 0 else ""
                            if m is not None:
                                what += f" moving {card_name(m[1])} of +{m[0]}"
                            add(
                                ("gift", f, r, genre, m, sv),
                                f"gift {card_name(f)} {rel(r)}{what}{bang(sv)}",
                            )
            for f in courage_faces:
                add(("box", f), f"box {card_name(f)}")
                for r in RELS:
                    add(("object", f, r), f"object {card_name(f)} {rel(r)}")
                    add(("uphold", f, r), f"uphold {card_name(f)} {rel(r)}")
            for r in RELS:
                add(("bow", r), f"bow {rel(r)}")
            add(("clap",), "clap")
            add(("stand", 1), "stand up")
            add(("stand", 0), "sit down")
        if any_family:  # a card named in a choice (choosing.py), a Challenge give (R12)
            for f in faces:
                for sv in (0, 1):
                    add(("give", f, sv), f"give {card_name(f)}{bang(sv)}")
        if challenge:  # R12
            for r in RELS:
                add(("choose", r), f"choose {rel(r)}")
                add(("grab", r), f"grab {rel(r)}")
            for c in range(4):
                add(("call", c), f"call {COLOUR_LETTERS[c]}")
            for simple in ("flip", "yield", "pull", "awl", "fist", "fas", "tap"):
                add((simple,), simple)
            for d in numbers:
                for sv in (0, 1):
                    add(("lay", d, sv), f"lay {card_name(d)}{bang(sv)}")
            for t in (A.BOX, A.DISPLAY, *RELS):
                where = {A.BOX: "box", A.DISPLAY: "display"}.get(t, rel(t))
                for sv in (0, 1):
                    add(("pay", t, -1, sv), f"pay {where} (choose){bang(sv)}")
                    for f in faces:
                        add(("pay", t, f, sv), f"pay {where} {card_name(f)}{bang(sv)}")
            for k, feat in enumerate(FEATS):
                for j in range(2):
                    add(("feat", k, j), f"feat {feat} #{j}")
                for j in range(3):
                    add(("attempt", k, j), f"attempt {feat} #{j}")
            for f in faces:
                for slot in (0, 1):
                    add(("huts", f, slot), f"huts {card_name(f)} in hut {slot + 1}")
            for i, item in enumerate(ITEMS):
                for q in SEATS:
                    add(("item", i, q), f"item {item} of +{q}")
        self.index: dict[Key, int] = {k: base + i for i, k in enumerate(self.keys)}

    def key(self, a: Action, p: int, n: int, said: int = -1) -> Key | None:
        """The key of ``a`` (an action of seat ``p`` of ``n``) without its ordinal, or
        None for a kind the block does not hold. ``said``: the declaration a dark card
        answers (R9.2; -1 for the first dark card, which matches the Temnodel's colour)."""
        kind = a.kind
        if kind == Act.DARK:
            return dark_key(a, said)
        make = _KEYS.get(kind)
        if make is None:
            return None
        return make(a, p, n)


def _rel(q: int, p: int, n: int) -> int:
    return (q - p) % n if q >= 0 else q


def _at(a: Action, p: int, n: int) -> int:
    """The player ``a`` is aimed at, relative to ``p``."""
    assert a.aimed is not None
    return (a.aimed - p) % n


def _int(v: int | None) -> int:
    """A field of a key: -1 for none, as the layout's keys were written."""
    return -1 if v is None else v


def _speech(verb: str) -> Callable[[Action, int, int], Key]:
    def make(a: Action, p: int, n: int) -> Key:
        cat, param = speech(a.text, p, n)
        return (verb, cat, param)

    return make


def _gift(a: Action, p: int, n: int) -> Key:
    moved = (_rel(a.moved[0], p, n), a.moved[1]) if a.moved is not None else None
    return ("gift", a.card, _at(a, p, n), _int(a.genre), moved, int(a.svintus))


def _pay(a: Action, p: int, n: int) -> Key:
    face = a.cards[0] if len(a.cards) == 1 else -1
    to = _at(a, p, n) if a.aimed is not None else _int(a.place)  # a player, BOX, DISPLAY
    return ("pay", to, face, int(a.svintus))


def _plain(tag: str) -> Callable[[Action, int, int], Key]:
    key = (tag,)
    return lambda a, p, n: key


def _seat(tag: str) -> Callable[[Action, int, int], Key]:
    return lambda a, p, n: (tag, _at(a, p, n))


# Keys carrying an ordinal (several lines of one key offered at once).
ORDINAL_KINDS = frozenset((Act.SPEAK, Act.WHISPER, Act.FEAT, Act.ATTEMPT))

_KEYS: dict[Act, Callable[[Action, int, int], Key]] = {
    Act.DECLARE: _plain("declare"),
    Act.SPEAK: _speech("say"),
    Act.WHISPER: _speech("whisper"),
    Act.GIVE_UP: _plain("give_up"),
    Act.CHECK: _plain("check"),
    # R10: the one penalty card listed with a gift, a notice, a hit or a pick is the only
    # card left to give (two or more are chosen one at a time), so it adds no choice; the
    # "Svintus!" flag does (R6.1: a gift that leaves one card).
    Act.ETIQUETTE: lambda a, p, n: ("etiquette", a.card, _at(a, p, n), int(a.svintus)),
    Act.AWAY: _plain("away"),
    Act.BACK: _plain("back"),
    Act.TOUCH: _plain("touch"),
    Act.WINK: _seat("wink"),
    Act.NOTICE: lambda a, p, n: ("notice", _at(a, p, n), int(a.svintus)),
    Act.PICK: lambda a, p, n: ("pick", _at(a, p, n), int(a.svintus)),
    Act.THROW: lambda a, p, n: ("throw", int(bool(a.hit)), _at(a, p, n), int(a.svintus)),
    Act.GIFT: _gift,
    Act.BOX: lambda a, p, n: ("box", a.card),
    Act.OBJECT: lambda a, p, n: ("object", a.card, _at(a, p, n)),
    Act.UPHOLD: lambda a, p, n: ("uphold", a.card, _at(a, p, n)),
    Act.BOW: _seat("bow"),
    Act.CLAP: _plain("clap"),
    Act.STAND: lambda a, p, n: ("stand", int(bool(a.standing))),
    Act.GIVE: lambda a, p, n: ("give", a.cards[0], int(a.svintus)),
    Act.CHOOSE: _seat("choose"),
    Act.GRAB: _seat("grab"),
    Act.CALL: lambda a, p, n: ("call", a.colour),
    Act.FLIP: _plain("flip"),
    Act.YIELD: _plain("yield"),
    Act.PULL: _plain("pull"),
    Act.AWL: _plain("awl"),
    Act.FIST: _plain("fist"),
    Act.FAS: _plain("fas"),
    Act.TAP: _plain("tap"),
    Act.LAY: lambda a, p, n: ("lay", a.card, int(a.svintus)),
    Act.PAY: _pay,
    Act.FEAT: lambda a, p, n: ("feat", a.feat),
    Act.ATTEMPT: lambda a, p, n: ("attempt", a.feat),
    Act.HUTS: lambda a, p, n: ("huts", _int(a.card), _int(a.hut)),
    Act.ITEM: lambda a, p, n: ("item", a.item, _at(a, p, n)),
}


def dark_key(a: Action, said: int) -> Key:
    """R9.2: a dark card and its declaration, told as what changes from the declaration
    it answers: the same colour with value v (``value``), or the same value in colour c
    (``colour``); the first dark card declares the Temnodel's colour, so a value."""
    assert a.number is not None
    declared = FACES[a.number]
    if said < 0 or declared.colour == FACES[said].colour:
        return ("dark", a.card, "value", declared.value, int(a.svintus))
    return ("dark", a.card, "colour", declared.colour, int(a.svintus))


def svinorost_key(a: Action) -> Key:
    """R9.1: a Svinorost play carries its number card (``number``)."""
    return ("svinorost", a.number, int(a.svintus))
