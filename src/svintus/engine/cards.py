"""The card catalogue as data (R1): kinds, colours, values, copies, Russian and English names.

A *kind* is a card design (``khapyozh``); a *face* is a kind in one colour with one value
(``R:khapyozh``, ``G7``). The engine stores cards as small integer face indexes; the
tuples below map an index to its kind, colour and value, so hot paths never build
objects.

>>> FACES[face_of("G7")].value
7
>>> card_name(face_of("B:khapyozh"))
'B:khapyozh'
>>> KINDS_BY_ID["khapyozh"].ru
'Хапёж'
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from .card_rules import PLAYER_RULES as PLAYER_RULES
from .errors import NotationError

# R1.1 Colours. Index order is the notation order; grey is "no colour".
RED, ORANGE, GREEN, BLUE, GREY = 0, 1, 2, 3, 4
COLOURS: tuple[str, ...] = ("red", "orange", "green", "blue")
COLOUR_LETTERS = "ROGB"
COLOUR_NAMES_RU: tuple[str, ...] = ("красный", "оранжевый", "зелёный", "синий")
NO_VALUE = -1


class Family(StrEnum):
    NUMBER = "number"
    PRESCRIPTION = "prescription"
    ETIQUETTE = "etiquette"
    COURAGE = "courage"
    CHALLENGE = "challenge"


@dataclass(frozen=True, slots=True)
class Kind:
    """One card design of the catalogue."""

    code: int
    id: str
    ru: str
    en: str
    family: Family
    colours: tuple[int, ...]  # the colours it is printed in; (GREY,) for grey cards
    values: tuple[int, ...]  # printed values; (NO_VALUE,) when it has none
    copies: int  # copies of each (colour, value) face in the 2.0 box
    rule: str  # one line

    @property
    def total(self) -> int:
        return self.copies * len(self.colours) * len(self.values)


def _kinds() -> tuple[Kind, ...]:
    p, e, c, ch = Family.PRESCRIPTION, Family.ETIQUETTE, Family.COURAGE, Family.CHALLENGE
    four = (RED, ORANGE, GREEN, BLUE)
    grey = (GREY,)
    nv = (NO_VALUE,)
    rows: list[tuple[str, str, str, Family, tuple[int, ...], tuple[int, ...], int, str]] = [
        (
            "number",
            "Цифровая",
            "Number",
            Family.NUMBER,
            four,
            tuple(range(8)),
            2,
            "Goes onto the same colour or the same value (R3.1).",
        ),
        (
            "khapyozh",
            "Хапёж",
            "Khapyozh",
            p,
            four,
            nv,
            2,
            "The next player takes 3 cards and skips a turn unless they transfer it (R8.1).",
        ),
        (
            "zakhrapin",
            "Захрапин",
            "Zakhrapin",
            p,
            four,
            nv,
            2,
            "The next player skips a turn unless they transfer it (R8.2).",
        ),
        (
            "perekhryuk",
            "Перехрюк",
            "Perekhryuk",
            p,
            four,
            nv,
            2,
            "Reverses the direction of play (R8.3).",
        ),
        (
            "tikhokhryun",
            "Тихохрюн",
            "Tikhokhryun",
            p,
            four,
            nv,
            2,
            "Silence until its player next puts a card on the pile; first to speak takes 2 (R8.5).",
        ),
        (
            "khlopkopyt",
            "Хлопкопыт",
            "Khlopkopyt",
            p,
            four,
            nv,
            2,
            "Everyone slaps the deck; the last takes 2 cards (R8.6).",
        ),
        (
            "polisvin",
            "Полисвин",
            "Polisvin",
            p,
            grey,
            nv,
            8,
            "Goes onto anything; its player names a colour (R8.4).",
        ),
        (
            "svinorost",
            "Свинорост",
            "Svinorost",
            p,
            grey,
            nv,
            8,
            "Starts a rising chain of number cards from 0-2 (R9.1).",
        ),
        (
            "temnodel",
            "Темнодел",
            "Temnodel",
            p,
            four,
            nv,
            1,
            "Starts a chain of face-down cards with declarations that may be checked (R9.2).",
        ),
        (
            "shtul",
            "Штуль!",
            "Shtul!",
            e,
            grey,
            (0,),
            2,
            "Given to a player who left their seat (R10.2).",
        ),
        (
            "shalun",
            "Шалун!",
            "Shalun!",
            e,
            grey,
            (1,),
            2,
            "Given to a player who broke a rule (R10.2).",
        ),
        (
            "shevelis",
            "Шевелись!",
            "Shevelis!",
            e,
            grey,
            (2,),
            2,
            "Given to a player thinking over 5 seconds on their turn (R10.2).",
        ),
        (
            "shtol",
            "Штоль!",
            "Shtol!",
            e,
            grey,
            (3,),
            2,
            "Given to a player who touched the table (R10.2).",
        ),
        (
            "shinkognito",
            "Шинкогнито",
            "Shinkognito",
            e,
            grey,
            (4,),
            2,
            "Given to a player who named you in chat (R10.2).",
        ),
        (
            "shmotrun",
            "Шмотрун",
            "Shmotrun",
            e,
            grey,
            (5,),
            2,
            "Given to a player you winked at unnoticed (R10.2).",
        ),
        (
            "shmunitet",
            "Шмунитет",
            "Shmunitet",
            e,
            grey,
            (6,),
            2,
            "Cancels a card played at you (R10.2).",
        ),
        (
            "shto",
            "Што?",
            "Shto?",
            e,
            grey,
            (7,),
            2,
            "Given to a player who answered your question (R10.2).",
        ),
        (
            "shuriken",
            "Шурикен",
            "Shuriken",
            e,
            grey,
            (7,),
            2,
            "Thrown at a player who intercepted (R10.2).",
        ),
        (
            "parodist",
            "Пародист",
            "Parodist",
            c,
            grey,
            (0,),
            2,
            "Task: answer every special card with its animal word (R11.4).",
        ),
        (
            "zapevala",
            "Запевала",
            "Zapevala",
            c,
            grey,
            (1,),
            2,
            "Task: sing two lines of a song each turn (R11.4).",
        ),
        (
            "folklorist",
            "Фольклорист",
            "Folklorist",
            c,
            grey,
            (2,),
            2,
            "Task: a proverb or tongue-twister each turn (R11.4).",
        ),
        (
            "pokloonnik",
            "Поклонник",
            "Pokloonnik",
            c,
            grey,
            (3,),
            2,
            "Task: bow and compliment the giver on each card played (R11.4).",
        ),
        (
            "suflyor",
            "Суфлёр",
            "Suflyor",
            c,
            grey,
            (4,),
            2,
            "Task: whisper and echo every chat message of the giver (R11.4).",
        ),
        (
            "ovatsii",
            "Овации",
            "Ovatsii",
            c,
            grey,
            (5,),
            2,
            "Task: play standing and clap at every special card (R11.4).",
        ),
        (
            "antrakt",
            "Антракт",
            "Antrakt",
            c,
            grey,
            (6,),
            2,
            "Passes any Courage card on the table to the victim (R11.4).",
        ),
        (
            "reyting",
            "Рейтинг",
            "Reyting",
            c,
            grey,
            (7,),
            2,
            "Task: announce the running sum of number cards (R11.4).",
        ),
        (
            "razborka",
            "Разборка",
            "Razborka",
            ch,
            (RED,),
            nv,
            2,
            "A duel of number cards on a temporary pile (R12.3).",
        ),
        (
            "russian_roulette",
            "Русская рулетка",
            "Russian Roulette",
            ch,
            (RED,),
            nv,
            2,
            "Others turn cards until the first card's colour appears (R12.2).",
        ),
        (
            "one_for_all",
            "Один за всех",
            "One for All",
            ch,
            (GREEN,),
            nv,
            2,
            "A race; the last receives a card from everyone (R12.4).",
        ),
        (
            "slippers",
            "Кто успел, того и тапки",
            "Whoever Is Quick Gets the Slippers",
            ch,
            (BLUE,),
            nv,
            2,
            "Grab a card laid out by an opponent (R12.5).",
        ),
        ("slabo", "Слабо?", "Slabo?", ch, (ORANGE,), nv, 2, "A feat others must repeat (R12.6)."),
        (
            "neither_nor",
            "Ни себе, ни людям",
            "Neither to Yourself Nor to People",
            ch,
            (ORANGE,),
            nv,
            2,
            "Take two cards; everyone gives one to a chosen opponent (R12.7).",
        ),
        (
            "hands",
            "Откуда растут руки",
            "Where Do the Hands Grow From?",
            ch,
            (ORANGE,),
            nv,
            2,
            "Build two huts of cards; the last receives cards (R12.8).",
        ),
        (
            "chip_in",
            "Надо бы скинуться",
            "We Should Chip In",
            ch,
            (ORANGE,),
            nv,
            2,
            "Everyone lays a number card of a named colour (R12.9).",
        ),
        (
            "clothes",
            "Встречают по одёжке",
            "Judged by Their Clothes",
            ch,
            (RED,),
            nv,
            2,
            "Touch a named clothing item; the last receives cards (R12.10).",
        ),
        (
            "dont_darken",
            "Не темни",
            "Don't Darken",
            ch,
            (BLUE,),
            nv,
            2,
            "Pull a card blind from an opponent (R12.11).",
        ),
        (
            "awl_for_soap",
            "Шило на мыло",
            "Awl for Soap",
            ch,
            grey,
            nv,
            2,
            "After your interception, swap hands with the skipped player (R12.12).",
        ),
    ]
    return tuple(Kind(i, *row) for i, row in enumerate(rows))


KINDS: tuple[Kind, ...] = _kinds()
KINDS_BY_ID: dict[str, Kind] = {k.id: k for k in KINDS}
# Kind codes used by the engine's hot paths.
NUMBER = KINDS_BY_ID["number"].code
KHAPYOZH = KINDS_BY_ID["khapyozh"].code
ZAKHRAPIN = KINDS_BY_ID["zakhrapin"].code
PEREKHRYUK = KINDS_BY_ID["perekhryuk"].code
TIKHOKHRYUN = KINDS_BY_ID["tikhokhryun"].code
KHLOPKOPYT = KINDS_BY_ID["khlopkopyt"].code
POLISVIN = KINDS_BY_ID["polisvin"].code
SVINOROST = KINDS_BY_ID["svinorost"].code
TEMNODEL = KINDS_BY_ID["temnodel"].code

AWL_FOR_SOAP = KINDS_BY_ID["awl_for_soap"].code
# Kinds played in turn as value cards (R3.1, R10.1, R11.1), and kinds that name a colour
# when played (R3.1, R3.2, R8.4, R10.1, R11.1: a Polisvin and every grey value card).
VALUE_KINDS: frozenset[int] = frozenset(
    k.code for k in KINDS if k.family in (Family.NUMBER, Family.ETIQUETTE, Family.COURAGE)
)
NAMING_KINDS: frozenset[int] = frozenset(
    k.code for k in KINDS if k.id == "polisvin" or k.family in (Family.ETIQUETTE, Family.COURAGE)
)
# Records of laws 1 and 2 were played with a Courage card that named no colour.
NAMING_KINDS_LAW2: frozenset[int] = frozenset(
    k.code for k in KINDS if k.id == "polisvin" or k.family == Family.ETIQUETTE
)


CLASSIC_PRESCRIPTIONS: tuple[str, ...] = (
    "khapyozh",
    "zakhrapin",
    "perekhryuk",
    "tikhokhryun",
    "khlopkopyt",
    "polisvin",
)


@dataclass(frozen=True, slots=True)
class Face:
    """One printed face: a kind in one colour with one value. ``index`` is its id."""

    index: int
    kind: Kind
    colour: int
    value: int

    @property
    def name(self) -> str:
        return card_name(self.index)


def _faces() -> tuple[Face, ...]:
    out: list[Face] = []
    for kind in KINDS:
        for colour in kind.colours:
            for value in kind.values:
                out.append(Face(len(out), kind, colour, value))
    return tuple(out)


FACES: tuple[Face, ...] = _faces()
FACE_KIND: tuple[int, ...] = tuple(f.kind.code for f in FACES)
FACE_COLOUR: tuple[int, ...] = tuple(f.colour for f in FACES)
FACE_VALUE: tuple[int, ...] = tuple(f.value for f in FACES)
FACE_COPIES: tuple[int, ...] = tuple(f.kind.copies for f in FACES)


def _name(face: Face) -> str:
    if face.kind.code == NUMBER:
        return f"{COLOUR_LETTERS[face.colour]}{face.value}"
    if face.colour == GREY:
        return face.kind.id
    return f"{COLOUR_LETTERS[face.colour]}:{face.kind.id}"


_NAMES: tuple[str, ...] = tuple(_name(f) for f in FACES)
_BY_NAME: dict[str, int] = {}
for _f in FACES:
    _BY_NAME[_NAMES[_f.index].lower()] = _f.index
    if _f.kind.code != NUMBER:
        ru = _f.kind.ru.lower().rstrip("!?")
        prefix = "" if _f.colour == GREY else f"{COLOUR_LETTERS[_f.colour].lower()}:"
        _BY_NAME.setdefault(prefix + ru, _f.index)
        _BY_NAME.setdefault(prefix + ru.replace("ё", "е"), _f.index)


def card_name(face: int) -> str:
    """The notation of a face: ``G7``, ``R:khapyozh``, ``polisvin``."""
    return _NAMES[face]


def describe(face: int) -> str:
    """:func:`card_name`, or ``card #N`` for an index that is no face (in error messages)."""
    return _NAMES[face] if 0 <= face < len(_NAMES) else f"card #{face}"


def face_of(text: str) -> int:
    """Parse a card's notation (case-insensitive; Russian kind names accepted).

    >>> card_name(face_of("b:Хапёж"))
    'B:khapyozh'
    """
    key = text.strip().lower().rstrip("!?")
    face = _BY_NAME.get(key)
    if face is None:
        raise NotationError(f"not a card: {text!r} (write e.g. G7, R:khapyozh, polisvin)")
    return face


def colour_of(text: str) -> int:
    """Parse a colour: a letter R/O/G/B or a name in English or Russian."""
    key = text.strip().lower()
    for i, (letter, en, ru) in enumerate(
        zip(COLOUR_LETTERS.lower(), COLOURS, COLOUR_NAMES_RU, strict=True)
    ):
        if key in (letter, en, ru):
            return i
    raise NotationError(f"not a colour: {text!r} (write R, O, G or B)")


def number_face(colour: int, value: int) -> int:
    """The face index of a number card (number faces come first, colour-major)."""
    return colour * 8 + value


def face_for(kind_id: str, colour: int = GREY, value: int = NO_VALUE) -> int:
    """The face of ``kind_id`` in ``colour`` with ``value``."""
    for f in FACES:
        if f.kind.id == kind_id and f.colour == colour and f.value in (value, NO_VALUE):
            return f.index
    raise NotationError(f"no card {kind_id!r} in colour {colour} with value {value}")
