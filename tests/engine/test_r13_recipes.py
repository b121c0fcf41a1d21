"""R13 Decks: the recipes this engine plays (classic, simple) and their decks (R13.1),
player counts a recipe has no row for (R13.2), the 2.0 recipes refused with a clear
message while their cards are not implemented, and custom decks (R13.3).
"""

from __future__ import annotations

from collections import Counter

import pytest

from svintus.engine import RECIPES, Game, Rules, RulesError
from svintus.engine.cards import FACES
from svintus.engine.rules import recipe_kinds

from .helpers import zones_ok


def kinds_of(rules: Rules) -> Counter[str]:
    return Counter(FACES[f].kind.id for f in rules.deck)


def test_r13_1_default_recipe_is_classic() -> None:
    assert Rules().recipe == "classic" and Rules().players == 4


@pytest.mark.parametrize("players", range(2, 11))
def test_r13_1_classic_is_112_at_every_table_size(players: int) -> None:
    rules = Rules(players=players)
    assert rules.deck_size == 112
    assert zones_ok(Game.new(rules, seed=players))


def test_r13_1_simple_two_players() -> None:
    assert kinds_of(Rules(players=2, recipe="simple")) == Counter(
        number=64, khapyozh=8, zakhrapin=8, polisvin=8
    )


@pytest.mark.parametrize("players", [3, 6, 10])
def test_r13_1_simple_three_to_ten_all_prescriptions_but_temnodel_svinorost(
    players: int,
) -> None:
    kinds = kinds_of(Rules(players=players, recipe="simple"))
    assert "temnodel" not in kinds and "svinorost" not in kinds
    assert kinds == kinds_of(Rules(players=players))


def test_r13_2_with_challenge_has_no_row_for_two_players() -> None:
    with pytest.raises(RulesError, match=r"recipe 'with_challenge' has no deck for 2 players"):
        recipe_kinds("with_challenge", 2)
    with pytest.raises(RulesError, match=r"has no deck for 2 players \(it has: 3-4, 5-10\)"):
        Rules(players=2, recipe="with_challenge")


def test_r13_2_every_recipe_row_covers_its_counts() -> None:
    for recipe, rows in RECIPES.items():
        covered = sorted(p for low, high, _ in rows for p in range(low, high + 1))
        assert covered == sorted(set(covered)), recipe  # rows do not overlap
        for p in covered:
            assert recipe_kinds(recipe, p)[0] == "number"


@pytest.mark.parametrize(
    ("recipe", "players", "cards"),
    [
        ("with_challenge", 3, "razborka"),
        ("with_challenge", 6, "one_for_all"),
        ("full_box", 4, "slabo"),
    ],
)
def test_r13_2_0_recipes_with_challenge_cards_are_played(
    recipe: str, players: int, cards: str
) -> None:
    """R13.2, R12: every Challenge card is played now (duels and races)."""
    rules = Rules(players=players, recipe=recipe)
    assert cards in kinds_of(rules)
    game = Game.new(rules, seed=2)
    assert game.parts["challenge"] is not None and zones_ok(game)


def test_r13_1_artistic_two_players_is_played() -> None:
    """R13.1, R9: numbers + all Prescriptions but Tikhokhryun, Perekhryuk, Khlopkopyt."""
    rules = Rules(players=2, recipe="artistic")
    assert kinds_of(rules) == Counter(
        number=64, khapyozh=8, zakhrapin=8, polisvin=8, svinorost=8, temnodel=4
    )
    assert zones_ok(Game.new(rules, seed=3))


def test_r13_3_custom_deck_with_svinorost_and_temnodel() -> None:
    rules = Rules(players=3, custom_deck=(("number", 2), ("svinorost", 2), ("temnodel", 1)))
    assert kinds_of(rules) == Counter(number=64, svinorost=2, temnodel=4)
    assert {f.KEY for f in Game.new(rules, 1).chains} == {"svinorost", "temnodel"}


def test_r13_unknown_recipe() -> None:
    with pytest.raises(RulesError, match=r"unknown recipe 'uno'; known: classic, simple"):
        Rules(recipe="uno")


def test_r13_3_custom_deck() -> None:
    rules = Rules(players=3, custom_deck=(("number", 1), ("khapyozh", 3), ("temnodel", 0)))
    assert kinds_of(rules) == Counter(number=32, khapyozh=12)
    g = Game.new(rules, 5)
    assert zones_ok(g) and len(g.deck) + len(g.pile) == 44 - 24


@pytest.mark.parametrize(
    ("deck", "message"),
    [
        ((("joker", 2),), "custom deck: unknown card kind 'joker'"),
        ((("number", 21),), r"custom deck: copies of 'number' must be 0\.\.20, not 21"),
        ((("number", 1),), "a deck of 32 cards cannot deal 8 to 4"),
    ],
)
def test_r13_3_bad_custom_decks_are_refused(
    deck: tuple[tuple[str, int], ...], message: str
) -> None:
    with pytest.raises(RulesError, match=message):
        Rules(players=4, custom_deck=deck)


def test_r13_3_custom_deck_round_trips_through_json() -> None:
    rules = Rules(players=2, custom_deck=(("number", 2), ("polisvin", 4)))
    data = rules.to_json()
    assert data["custom_deck"] == {"number": 2, "polisvin": 4}
    again = Rules.from_json(data)
    assert again.deck == rules.deck and again.to_json() == data
