"""The card catalogue (R1): kinds, colours, values, copies, names, rules and looks.

A *kind* is a card design (``khapyozh``); a *face* is a kind in one colour with one value
(``R:khapyozh``, ``G7``). The engine stores cards as small integer face indexes; the
tables below map an index to its kind, colour and value, so hot paths never build
objects.

Each kind is one record in its family's folder (``families/classic.toml``,
``families/courage/kinds.toml``, ...): its names in Russian and English, its family, its
colours, values and copies, its rule (the law's line and the players' lines), its short
name (the terminal's card) and its symbol (the page's card). Everything else is derived
from the records: the tables here, the kinds a registered family plays (:data:`PLAYED`,
``registry.register``), ``svintus cards`` and ``/api/cards``. :func:`add_kinds` is the one
way a kind joins the catalogue (the package docstring shows how to add one).

>>> FACES[face_of("G7")].value
7
>>> card_name(face_of("B:khapyozh"))
'B:khapyozh'
>>> KINDS_BY_ID["khapyozh"].ru
'Хапёж'
>>> KINDS_BY_ID["khapyozh"].short
('Khap', 'Хапёж')
"""

from __future__ import annotations

import tomllib
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from enum import StrEnum
from importlib import resources
from typing import Any

from .errors import NotationError

# R1.1 Colours. Index order is the notation order; grey is "no colour".
RED, ORANGE, GREEN, BLUE, GREY = 0, 1, 2, 3, 4
COLOURS: tuple[str, ...] = ("red", "orange", "green", "blue")
COLOUR_LETTERS = "ROGB"
COLOUR_NAMES_RU: tuple[str, ...] = ("красный", "оранжевый", "зелёный", "синий")
NO_VALUE = -1


class Family(StrEnum):
    """The families of the printed catalogue (what a player reads on a card)."""

    NUMBER = "number"
    PRESCRIPTION = "prescription"
    ETIQUETTE = "etiquette"
    COURAGE = "courage"
    CHALLENGE = "challenge"


@dataclass(frozen=True, slots=True)
class Kind:
    """One card design of the catalogue: one record of a family's ``kinds`` file."""

    code: int  # its index in KINDS
    id: str
    ru: str
    en: str
    family: str  # a Family, or a family of the catalogue's own (a toy in a test)
    colours: tuple[int, ...]  # the colours it is printed in; (GREY,) for grey cards
    values: tuple[int, ...]  # printed values; (NO_VALUE,) when it has none
    copies: int  # copies of each (colour, value) face in the 2.0 box
    rule: str  # the law's line, with its rule number
    rule_en: str  # what a player reads: no rule numbers, no notation
    rule_ru: str
    owner: str  # the key of the engine family that plays it (registry.register)
    short: tuple[str, str] | None = None  # (English, Russian): the terminal's card, 6 wide
    label: tuple[str, str] | None = None  # the page's printed name where the full is long
    symbol: str = ""  # the page's drawing: SVG content on a 24x24 grid, 2px strokes

    @property
    def total(self) -> int:
        return self.copies * len(self.colours) * len(self.values)


KINDS: list[Kind] = []
KINDS_BY_ID: dict[str, Kind] = {}
# The rule of each kind for players, (English, Russian), by kind id.
PLAYER_RULES: dict[str, tuple[str, str]] = {}
# Kinds played in turn as value cards (R3.1, R10.1, R11.1), and kinds that name a colour
# when played (R3.1, R3.2, R8.4, R10.1, R11.1: a Polisvin and every grey value card).
VALUE_KINDS: set[int] = set()
NAMING_KINDS: set[int] = set()
# Records of laws 1 and 2 were played with a Courage card that named no colour.
NAMING_KINDS_LAW2: set[int] = set()
# The kinds some registered family plays (registry.register); a deck with another is refused.
PLAYED: set[str] = set()
_VALUE_FAMILIES = (Family.NUMBER, Family.ETIQUETTE, Family.COURAGE)
_COLOUR_IDS = {**{c: i for i, c in enumerate(COLOURS)}, "grey": GREY}
_HOOKS: list[Callable[[], None]] = []


def _kind(code: int, owner: str, r: Mapping[str, Any]) -> Kind:
    def pair(key: str) -> tuple[str, str] | None:
        v = r.get(key)
        return None if v is None else (str(v[0]), str(v[1]))

    return Kind(
        code=code,
        id=r["id"],
        ru=r["ru"],
        en=r["en"],
        family=r["family"],
        colours=tuple(_COLOUR_IDS[c] for c in r["colours"]),
        values=tuple(r["values"]) or (NO_VALUE,),
        copies=r["copies"],
        rule=r["rule"],
        rule_en=r["rule_en"],
        rule_ru=r["rule_ru"],
        owner=owner,
        short=pair("short"),
        label=pair("label"),
        symbol=r.get("symbol", ""),
    )


def add_kinds(owner: str, records: Iterable[Mapping[str, Any]]) -> tuple[Kind, ...]:
    """Add kinds to the catalogue, each after the last: their faces get the next indexes,
    and every table derived from the catalogue grows (the tables here, then each table
    registered with :func:`when_kinds_added`, such as ``fits``). ``owner`` is the key of
    the family that plays them. A record is a mapping with the keys of a ``kinds`` file."""
    added: list[Kind] = []
    for r in records:
        if r["id"] in KINDS_BY_ID:
            raise ValueError(f"the catalogue has a kind {r['id']!r} already")
        try:
            kind = _kind(len(KINDS), owner, r)
        except KeyError as e:
            raise ValueError(f"the record of kind {r.get('id')!r} has no {e.args[0]!r}") from None
        KINDS.append(kind)
        KINDS_BY_ID[kind.id] = kind
        PLAYER_RULES[kind.id] = (kind.rule_en, kind.rule_ru)
        if kind.family in _VALUE_FAMILIES:
            VALUE_KINDS.add(kind.code)
        if kind.id == "polisvin" or kind.family in (Family.ETIQUETTE, Family.COURAGE):
            NAMING_KINDS.add(kind.code)
        if kind.id == "polisvin" or kind.family == Family.ETIQUETTE:
            NAMING_KINDS_LAW2.add(kind.code)
        _add_faces(kind)
        added.append(kind)
    for hook in _HOOKS:
        hook()
    return tuple(added)


def when_kinds_added(hook: Callable[[], None]) -> None:
    """Call ``hook()`` after each :func:`add_kinds`: a module whose tables are made from
    the catalogue makes them again (in place: others hold them by name)."""
    _HOOKS.append(hook)


def kinds_of(owner: str) -> frozenset[int]:
    """The codes of the kinds a family plays (its ``KINDS_OF_FAMILY``)."""
    return frozenset(k.code for k in KINDS if k.owner == owner)


def _books() -> list[tuple[int, str, list[dict[str, Any]]]]:
    """Every ``kinds`` file of ``families/`` (``families/classic.toml``, a family package's
    ``kinds.toml``): (its place, the key of the family that plays it, its records). They
    are the package's own data, read once at import: the same bytes give the same
    catalogue, as a module's constants would."""
    out = []
    for entry in resources.files(__package__).joinpath("families").iterdir():
        book = entry.joinpath("kinds.toml") if entry.is_dir() else entry
        if book.name.endswith(".toml") and book.is_file():
            data = tomllib.loads(book.read_text("utf-8"))
            owner = entry.name.removesuffix(".toml")
            out.append((data["place"], owner, data["kind"]))
    return sorted(out, key=lambda book: book[0])


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


FACES: list[Face] = []
FACE_KIND: list[int] = []
FACE_COLOUR: list[int] = []
FACE_VALUE: list[int] = []
FACE_COPIES: list[int] = []
_NAMES: list[str] = []
_BY_NAME: dict[str, int] = {}


def _name(face: Face) -> str:
    if face.kind.id == "number":
        return f"{COLOUR_LETTERS[face.colour]}{face.value}"
    if face.colour == GREY:
        return face.kind.id
    return f"{COLOUR_LETTERS[face.colour]}:{face.kind.id}"


def _add_faces(kind: Kind) -> None:
    for colour in kind.colours:
        for value in kind.values:
            face = Face(len(FACES), kind, colour, value)
            FACES.append(face)
            FACE_KIND.append(kind.code)
            FACE_COLOUR.append(colour)
            FACE_VALUE.append(value)
            FACE_COPIES.append(kind.copies)
            name = _name(face)
            _NAMES.append(name)
            _BY_NAME[name.lower()] = face.index
            if kind.id != "number":
                ru = kind.ru.lower().rstrip("!?")
                prefix = "" if colour == GREY else f"{COLOUR_LETTERS[colour].lower()}:"
                _BY_NAME.setdefault(prefix + ru, face.index)
                _BY_NAME.setdefault(prefix + ru.replace("ё", "е"), face.index)


for _place, _owner, _records in _books():
    add_kinds(_owner, _records)

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
# The classic prescriptions (R1.2, R8), in catalogue order.
CLASSIC_PRESCRIPTIONS: tuple[str, ...] = tuple(
    k.id for k in KINDS if k.owner == "classic" and k.family == Family.PRESCRIPTION
)


def card_name(face: int) -> str:
    """The notation of a face: ``G7``, ``R:khapyozh``, ``polisvin``."""
    return _NAMES[face]


def describe(face: int | None) -> str:
    """:func:`card_name`, or ``card #N`` for an index that is no face (in error messages);
    ``card`` for none."""
    if face is None:
        return "card"
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
