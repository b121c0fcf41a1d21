"""R1 Components: colours (R1.1), number cards (R1.2), the card families and their copies
(R1.3-R1.6), the box of 180, the classic deck of 112 and the simple 2-player deck of 88
(R13.1), zones (R1.7) and player counts (R1.8); names in Russian and English.
"""

from __future__ import annotations

from collections import Counter

import pytest

from svintus.engine import KINDS, Rules, RulesError, card_name, face_of
from svintus.engine.cards import (
    COLOURS,
    FACE_COLOUR,
    FACE_KIND,
    FACE_VALUE,
    FACES,
    GREY,
    KINDS_BY_ID,
    NUMBER,
    Family,
    colour_of,
    number_face,
)
from svintus.engine.errors import NotationError

from .helpers import zones_ok


def _family_total(family: Family) -> int:
    return sum(k.total for k in KINDS if k.family == family)


def test_r1_1_four_colours_and_grey() -> None:
    assert COLOURS == ("red", "orange", "green", "blue")
    assert {FACE_COLOUR[f.index] for f in FACES} == {0, 1, 2, 3, GREY}


def test_r1_2_sixty_four_number_cards() -> None:
    number = KINDS_BY_ID["number"]
    assert number.total == 64
    assert number.values == tuple(range(8))
    assert number.copies == 2
    for colour in range(4):
        for value in range(8):
            f = number_face(colour, value)
            assert (FACE_KIND[f], FACE_COLOUR[f], FACE_VALUE[f]) == (NUMBER, colour, value)


@pytest.mark.parametrize(
    ("kind", "copies", "grey"),
    [
        ("khapyozh", 8, False),
        ("zakhrapin", 8, False),
        ("perekhryuk", 8, False),
        ("tikhokhryun", 8, False),
        ("khlopkopyt", 8, False),
        ("polisvin", 8, True),
        ("svinorost", 8, True),
        ("temnodel", 4, False),
    ],
)
def test_r1_3_prescription_copies(kind: str, copies: int, grey: bool) -> None:
    k = KINDS_BY_ID[kind]
    assert k.family == Family.PRESCRIPTION
    assert k.total == copies
    assert (k.colours == (GREY,)) == grey
    if not grey:
        assert k.colours == (0, 1, 2, 3)


def test_r1_3_to_r1_6_box_totals() -> None:
    """R1.3 Decision: 64 + 60 + 18 + 16 + 22 = 180 cards in the 2.0 box."""
    assert _family_total(Family.NUMBER) == 64
    assert _family_total(Family.PRESCRIPTION) == 60
    assert _family_total(Family.ETIQUETTE) == 18
    assert _family_total(Family.COURAGE) == 16
    assert _family_total(Family.CHALLENGE) == 22
    assert sum(k.total for k in KINDS) == 180


def test_r1_4_etiquette_values_seven_has_two_kinds() -> None:
    values = Counter(k.values[0] for k in KINDS if k.family == Family.ETIQUETTE)
    assert values == Counter({0: 1, 1: 1, 2: 1, 3: 1, 4: 1, 5: 1, 6: 1, 7: 2})
    assert all(k.colours == (GREY,) for k in KINDS if k.family == Family.ETIQUETTE)


def test_r1_5_courage_values_zero_to_seven() -> None:
    kinds = [k for k in KINDS if k.family == Family.COURAGE]
    assert sorted(k.values[0] for k in kinds) == list(range(8))
    assert all(k.total == 2 for k in kinds)


def test_r1_6_challenge_colours() -> None:
    expect = {
        "razborka": "red",
        "russian_roulette": "red",
        "one_for_all": "green",
        "slippers": "blue",
        "slabo": "orange",
        "neither_nor": "orange",
        "hands": "orange",
        "chip_in": "orange",
        "clothes": "red",
        "dont_darken": "blue",
    }
    for kind, colour in expect.items():
        assert KINDS_BY_ID[kind].colours == (COLOURS.index(colour),)
        assert KINDS_BY_ID[kind].total == 2
    assert KINDS_BY_ID["awl_for_soap"].colours == (GREY,)


def test_r13_1_classic_deck_is_112() -> None:
    rules = Rules(players=4)
    assert rules.deck_size == 112
    kinds = Counter(FACES[f].kind.id for f in rules.deck)
    assert kinds == Counter(
        number=64,
        khapyozh=8,
        zakhrapin=8,
        perekhryuk=8,
        tikhokhryun=8,
        khlopkopyt=8,
        polisvin=8,
    )


def test_r13_1_simple_two_player_deck_is_88() -> None:
    rules = Rules(players=2, recipe="simple")
    assert rules.deck_size == 88
    assert {FACES[f].kind.id for f in rules.deck} == {"number", "khapyozh", "zakhrapin", "polisvin"}


def test_r1_names_russian_and_english() -> None:
    assert KINDS_BY_ID["khapyozh"].ru == "Хапёж"
    assert KINDS_BY_ID["khapyozh"].en == "Khapyozh"
    assert KINDS_BY_ID["polisvin"].ru == "Полисвин"
    assert KINDS_BY_ID["shuriken"].ru == "Шурикен"
    assert KINDS_BY_ID["slippers"].ru == "Кто успел, того и тапки"
    assert all(k.ru and k.en and k.rule for k in KINDS)


def test_r1_notation_names_round_trip() -> None:
    for f in FACES:
        assert face_of(card_name(f.index)) == f.index
    assert card_name(face_of("G7")) == "G7"
    assert card_name(face_of("r:khapyozh")) == "R:khapyozh"
    assert card_name(face_of("b:Хапёж")) == "B:khapyozh"
    assert card_name(face_of("g:хапеж")) == "G:khapyozh"
    assert card_name(face_of("Полисвин")) == "polisvin"
    assert card_name(face_of("Што?")) == "shto"
    assert colour_of("green") == colour_of("G") == colour_of("зелёный") == 2


@pytest.mark.parametrize("bad", ["G8", "X7", "khapyozh", "", "R:polisvin"])
def test_r1_bad_card_names_are_refused(bad: str) -> None:
    with pytest.raises(NotationError, match="not a card"):
        face_of(bad)


def test_r1_7_a_fresh_deal_holds_every_card_once() -> None:
    from svintus.engine import Game

    for players in (2, 5, 10):
        assert zones_ok(Game.new(Rules(players=players), seed=players))


@pytest.mark.parametrize("players", [0, 1, 11])
def test_r1_8_two_to_ten_players(players: int) -> None:
    with pytest.raises(RulesError, match=r"players must be 2\.\.10"):
        Rules(players=players)
