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
# when played (R8.4, R10.1).
VALUE_KINDS: frozenset[int] = frozenset(
    k.code for k in KINDS if k.family in (Family.NUMBER, Family.ETIQUETTE, Family.COURAGE)
)
NAMING_KINDS: frozenset[int] = frozenset(
    k.code for k in KINDS if k.id == "polisvin" or k.family == Family.ETIQUETTE
)


# The rule of each kind for players, (English, Russian): what a player reads when they
# press or hover a card on the web page or ask the terminal's legend. No rule numbers,
# no notation: the law with its numbers is RULES.md, quoted by ``Kind.rule``.
PLAYER_RULES: dict[str, tuple[str, str]] = {
    "number": (
        "Goes onto a card of the same colour or the same value.",
        "Кладётся на карту того же цвета или того же достоинства.",
    ),
    "khapyozh": (
        "The next player takes 3 cards and skips a turn, unless they pass it on with "
        "their own Khapyozh.",
        "Следующий берёт 3 карты и пропускает ход, если не переведёт своим Хапёжем.",
    ),
    "zakhrapin": (
        "The next player skips a turn, unless they pass it on with their own Zakhrapin.",
        "Следующий пропускает ход, если не переведёт своим Захрапином.",
    ),
    "perekhryuk": (
        "Reverses the direction of play.",
        "Меняет направление игры.",
    ),
    "tikhokhryun": (
        "Silence until its player puts the next card on the pile: the first to speak "
        "takes 2 cards.",
        "Тишина, пока его игрок не положит следующую карту: кто заговорит первым, берёт 2 карты.",
    ),
    "khlopkopyt": (
        "Everyone slaps the deck: the last one takes 2 cards.",
        "Все хлопают по колоде: последний берёт 2 карты.",
    ),
    "polisvin": (
        "Goes onto any card; its player names the next colour.",
        "Кладётся на любую карту; его игрок называет следующий цвет.",
    ),
    "svinorost": (
        "Starts a rising chain: each next player lays a number card of the same value "
        "or one higher, or gives up and takes as many cards as the top value.",
        "Начинает растущую цепочку: следующий кладёт цифровую карту того же достоинства "
        "или на единицу больше, либо сдаётся и берёт столько карт, сколько на верхней.",
    ),
    "temnodel": (
        "Starts a chain of cards laid face down, each declared aloud; anyone next may "
        "check the last one: a liar, or a wrong checker, takes the dark cards.",
        "Начинает цепочку карт рубашкой вверх, каждую называют вслух; следующий может "
        "проверить последнюю: обманщик или ошибившийся проверяющий забирает тёмные карты.",
    ),
    "shtul": (
        "Etiquette: give it, with 2 cards of your choice, to a player who left their seat.",
        "Этикет: вручите её и 2 карты на выбор игроку, который отошёл от стола.",
    ),
    "shalun": (
        "Etiquette: give it, with 2 cards of your choice, to a player who broke a rule.",
        "Этикет: вручите её и 2 карты на выбор игроку, который нарушил правило.",
    ),
    "shevelis": (
        "Etiquette: give it, with 2 cards, to a player who thinks over their turn for "
        "more than 5 seconds.",
        "Этикет: вручите её и 2 карты игроку, который думает над своим ходом дольше 5 секунд.",
    ),
    "shtol": (
        "Etiquette: give it, with 2 cards, to a player who put a hand on the table "
        "(clicked the bare table).",
        "Этикет: вручите её и 2 карты игроку, который положил руку на стол (щёлкнул по "
        "пустому столу).",
    ),
    "shinkognito": (
        "Etiquette: give it, with 2 cards, to a player who named you in the chat.",
        "Этикет: вручите её и 2 карты игроку, который назвал вас в чате по имени.",
    ),
    "shmotrun": (
        "Etiquette: wink at a player; if nobody notices the wink, give them this card "
        "with 2 cards.",
        "Этикет: подмигните игроку; если подмигивание никто не заметил, вручите ему эту "
        "карту и 2 карты.",
    ),
    "shmunitet": (
        "Etiquette: when a card is played at you, give this back with 2 cards: that "
        "card is undone and the next move is yours.",
        "Этикет: когда картой метят в вас, верните её с этой картой и 2 картами: карта "
        "отменяется, следующий ход ваш.",
    ),
    "shto": (
        "Etiquette: give it, with 2 cards, to a player who answered your question in the chat.",
        "Этикет: вручите её и 2 карты игроку, который ответил в чате на ваш вопрос.",
    ),
    "shuriken": (
        "Etiquette: throw it at a player who intercepted; a hit gives them it and 2 "
        "cards, a miss costs you 2 cards of their choice.",
        "Этикет: бросьте в игрока, который перехватил ход; попали — он берёт её и 2 "
        "карты, промахнулись — вы берёте 2 карты на его выбор.",
    ),
    "parodist": (
        "Courage task: whenever anyone plays a special card, say its animal word at "
        "once: Oink, Sh-sh-sh, Piastres or Woof.",
        "Задание смелости: когда кто-то играет особую карту, сразу скажите её слово: "
        "Хрю, Ш-ш-ш, Пиастры или Гав.",
    ),
    "zapevala": (
        "Courage task: each turn, sing two lines of a song of the genre the giver named.",
        "Задание смелости: каждый ход пойте две строчки песни того жанра, что назвал даритель.",
    ),
    "folklorist": (
        "Courage task: each turn, say a proverb, a saying or a tongue-twister; no repeats.",
        "Задание смелости: каждый ход скажите пословицу, поговорку или скороговорку; без повторов.",
    ),
    "pokloonnik": (
        "Courage task: with each card you play, bow to the giver and pay them a "
        "compliment; no repeats.",
        "Задание смелости: с каждой сыгранной картой кланяйтесь дарителю и говорите ему "
        "комплимент; без повторов.",
    ),
    "suflyor": (
        "Courage task: speak only in a whisper, and repeat every chat message of the "
        "giver word for word.",
        "Задание смелости: говорите только шёпотом и повторяйте слово в слово каждое "
        "сообщение дарителя.",
    ),
    "ovatsii": (
        "Courage task: play standing, and clap whenever anyone plays a special card.",
        "Задание смелости: играйте стоя и хлопайте, когда кто-то играет особую карту.",
    ),
    "antrakt": (
        "Courage: pass it, with any Courage card lying on the table, to the victim.",
        "Смелость: передайте её вместе с любой картой смелости со стола жертве.",
    ),
    "reyting": (
        "Courage task: after every number card, announce the running sum of their "
        "values; a wrong sum starts it again.",
        "Задание смелости: после каждой цифровой карты называйте сумму их достоинств; "
        "ошибка — счёт заново.",
    ),
    "razborka": (
        "Duel: challenge an opponent; you lay number cards in turn on a temporary pile, "
        "by colour or value; who cannot lay takes the pile.",
        "Дуэль: вызовите соперника; по очереди кладёте цифровые карты во временную "
        "стопку по цвету или достоинству; кто не может положить, забирает стопку.",
    ),
    "russian_roulette": (
        "Turn the top card of the deck: the others turn cards in turn until its colour "
        "comes again; that player takes them all.",
        "Откройте верхнюю карту колоды: остальные по очереди открывают карты, пока не "
        "выпадет её цвет; тот, у кого выпал, забирает все.",
    ),
    "one_for_all": (
        "Race: everyone puts out both fists; the last one gets a card from each other player.",
        "Гонка: все выставляют оба кулака; последний получает по карте от каждого.",
    ),
    "slippers": (
        "Everyone else lays one card face up; on «Fas!» everyone grabs a card in front "
        "of an opponent; who is left without one gets a card from each.",
        "Остальные выкладывают по карте; по «Фас!» все хватают карту перед соперником; "
        "оставшийся без карты получает по карте от каждого.",
    ),
    "slabo": (
        "Set a score in a feat; each player who repeats it gives you 3 cards; if nobody "
        "does, you throw 3 cards into the box.",
        "Покажите подвиг и результат; каждый, кто повторит, отдаёт вам 3 карты; если "
        "никто, вы сбрасываете 3 карты в коробку.",
    ),
    "neither_nor": (
        "Take two cards from the deck and choose an opponent: everyone else gives them one card.",
        "Возьмите две карты из колоды и выберите соперника: все остальные дают ему по карте.",
    ),
    "hands": (
        "Race: everyone builds two huts of two cards; the last one gets a card from each.",
        "Гонка: все строят два домика из двух карт; последний получает по карте от каждого.",
    ),
    "chip_in": (
        "Name a colour: in turn everyone lays a number card of it; the first who cannot "
        "gets a card from each.",
        "Назовите цвет: по очереди все кладут цифровую карту этого цвета; первый, кто не "
        "может, получает по карте от каждого.",
    ),
    "clothes": (
        "Name an item a player wears: everyone touches it, you not first; the last one "
        "gets a card from each.",
        "Назовите вещь на ком-то из игроков: все её касаются, вы не первым; последний "
        "получает по карте от каждого.",
    ),
    "dont_darken": (
        "Name a colour and pull a card blind from an opponent: your colour or grey, and "
        "everyone gives you a card; if not, everyone gives them one.",
        "Назовите цвет и вытяните карту у соперника вслепую: ваш цвет или серая — все "
        "дают карту вам; иначе все дают по карте ему.",
    ),
    "awl_for_soap": (
        "Right after your interception: swap whole hands with the player it skipped.",
        "Сразу после вашего перехвата: поменяйтесь руками с игроком, чей ход пропущен.",
    ),
}


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
