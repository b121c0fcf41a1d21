"""Russian word forms: a card, a colour, a player in the case a sentence needs.

The forms are data in the one phrase catalogue (``web/phrases.json``, section
``forms.ru``, read the same way by ``web/i18n.js`` for the page); docs/russian.md
describes them. Cases are ``nom gen dat acc ins loc``; genders ``m f n`` and ``p``
(plural). A card counts as a thing: its accusative is its nominative when masculine.

>>> card_ru("R0", "acc")
'красную 0'
>>> card_ru("B:khapyozh", "ins")
'синим Хапёжем'
>>> card_ru("shto")
'«Што?»'
>>> player_ru("Бот 3", "loc"), player_ru("Аня", "dat"), player_ru("Аня", "dat", you=True)
('Боте 3', 'игроку Аня', 'вам')
>>> it_ru("O:temnodel", "acc"), it_ru("G5", "acc")
('его', 'её')
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

from .engine.cards import FACES, GREY, KINDS_BY_ID, NUMBER, face_of
from .engine.errors import NotationError

CASES = ("nom", "gen", "dat", "acc", "ins", "loc")
# a kind the catalogue has no forms for yet reads as a title: «Name», agreeing with «карта»
# (tests/phrases/test_agreement_ru.py asks for its forms)
_UNKNOWN: dict[str, Any] = {"g": "f", "title": True}
COLOUR_IDS = ("red", "orange", "green", "blue", "grey")


@lru_cache(maxsize=1)
def forms() -> dict[str, Any]:
    """The catalogue's ``forms.ru`` section."""
    from .phrases import catalogue

    data: dict[str, Any] = catalogue()["forms"]["ru"]
    return data


def _at(case: str) -> int:
    return CASES.index(case) if case in CASES else 0


def colour_ru(colour: int | str, gender: str = "f", case: str = "nom") -> str:
    """A colour adjective agreeing with a noun: ``colour_ru(0, "f", "acc")`` is «красную»."""
    cid = COLOUR_IDS[colour] if isinstance(colour, int) else colour
    row: list[str] = forms()["colour"][cid][gender]
    return row[_at(case)]


def kind_ru(kind_id: str, case: str = "nom") -> str:
    """A card kind's printed name in ``case``; a title («Шалун!», «Один за всех») in
    guillemets, as written: it does not decline."""
    entry = forms()["kinds"].get(kind_id, _UNKNOWN)
    name = KINDS_BY_ID[kind_id].ru
    if entry.get("title"):
        return f"«{name}»"
    return declined(name, entry, case)


def declined(name: str, entry: dict[str, Any], case: str) -> str:
    """A printed name in ``case`` by its catalogue entry: ``cut`` letters off the name, then
    the case's ending (the names themselves are the card catalogue's, engine/cards.py)."""
    stem = name[: len(name) - int(entry["cut"])]
    ending: str = entry["ends"][_at(case)]
    return stem + ending


def gender_ru(notation: str) -> str:
    """The gender of the noun that names a card (a number card, a title: «карта»)."""
    f = FACES[face_of(notation)]
    if f.kind.code == NUMBER:
        return "f"
    entry = forms()["kinds"].get(f.kind.id, _UNKNOWN)
    gender: str = forms()["card"]["g"] if entry.get("title") else entry["g"]
    return gender


def card_ru(notation: str, case: str = "nom") -> str:
    """A card by its printed name in ``case``: «зелёную 7», «синим Хапёжем», ««Шалун!»»."""
    try:
        f = FACES[face_of(notation)]
    except NotationError:
        return notation
    gender = gender_ru(notation)
    if f.kind.code == NUMBER:
        return f"{colour_ru(f.colour, gender, case)} {f.value}"
    name = kind_ru(f.kind.id, case)
    if f.colour == GREY:
        return name
    return f"{colour_ru(f.colour, gender, case)} {name}"


def it_ru(notation: str, case: str = "acc") -> str:
    """The pronoun for a card: «сыграйте его» (a Temnodel), «её» (a number card)."""
    row: list[str] = forms()["it"][gender_ru(notation)]
    return row[_at(case)]


def is_bot(name: str) -> bool:
    """A bot's name as the table gives it («Бот 3»): it declines."""
    return re.match(forms()["bot"]["pattern"], name) is not None


def player_ru(name: str, case: str = "nom", you: bool = False) -> str:
    """A player in ``case``: the viewer is «вы» (вас, вам, вами); a bot declines («Боту 3»);
    a person's name is typed by people and never declined: «игроку Аня»
    (docs/decisions.md, "Russian that agrees"). ``pos`` is a possessor («карта игрока Аня»):
    the genitive, and never a pronoun."""
    if case == "pos":
        case, you = "gen", False
    if case not in CASES or case == "nom":
        return name
    i = _at(case)
    if you:
        word: str = forms()["you"][i]
        return word
    m = re.match(forms()["bot"]["pattern"], name)
    if m:
        return f"{forms()['bot']['forms'][i]} {m[1]}"
    return f"{forms()['player'][i]} {name}"
