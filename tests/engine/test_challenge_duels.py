"""Challenge cards, duels and choices (R12.1-R12.3, R12.7, R12.9, R12.11, R12.12)."""

from __future__ import annotations

import json
from collections import Counter
from typing import Any

import pytest

from svintus.engine import Game, Rules
from svintus.engine import events as ev
from svintus.engine.actions import Act
from svintus.engine.cards import FACE_COLOUR, GREY, card_name
from svintus.engine.errors import BadRecord, IllegalAction
from svintus.engine.notation import format_action, parse_action
from svintus.engine.record import from_position, to_position

from .helpers import a, act, card, hand, legal, make_game, names, of_type, snapshot

DECK = (
    ("number", 2),
    ("khapyozh", 2),
    ("polisvin", 2),
    ("perekhryuk", 2),
    ("russian_roulette", 2),
    ("razborka", 2),
    ("neither_nor", 2),
    ("chip_in", 2),
    ("dont_darken", 2),
    ("awl_for_soap", 2),
)


def rules(players: int = 4, **options: object) -> Rules:
    return Rules(players=players, custom_deck=DECK, **options)  # type: ignore[arg-type]


def game(players: int = 4, **kw: object) -> Game:
    return make_game(players, rules=rules(players), **kw)  # type: ignore[arg-type]


# With real Courage cards in courage areas (R11.2): they stay in the hands and are listed
# in ``game.parts["courage"].areas``.
COURAGE_DECK = (*DECK, ("reyting", 2), ("antrakt", 2))


def courage_game(areas: dict[int, list[str]], **kw: Any) -> Game:
    g = make_game(4, rules=Rules(players=4, custom_deck=COURAGE_DECK), **kw)
    for p, cards in areas.items():
        for name in cards:
            assert card(name) in g.hands[p]
            g.parts["courage"].areas[p].append(card(name))
            g.parts["courage"].givers[p].append((p + 1) % 4)
            g.parts["courage"].genres[p].append(-1)
    return g


def duels(g: Game) -> dict[str, object]:
    v = g.view(0)["challenge"]["duels"]
    assert isinstance(v, dict)
    return v


def zones_ok(g: Game) -> bool:
    """R1.7 with the box and the temporary pile: a position reads back."""
    pos = to_position(g)
    return to_position(from_position(json.loads(json.dumps(pos)))) == pos


def step_kinds(g: Game, p: int) -> set[Act]:
    return {x.kind for x in g.legal_actions(p)} - {Act.SPEAK, Act.CATCH}


# ----------------------------------------------------------------- R12.1


def test_r12_1_card_goes_to_the_box_and_the_top_and_named_colour_stay() -> None:
    g = game(
        hands={0: ["R:russian_roulette", "G1", "G2"]},
        pile=("polisvin",),
        named="red",
        deck_top=("B1",),
    )
    events = act(g, "p1 play R:russian_roulette")
    assert of_type(events, ev.Boxed) == [ev.Boxed(0, card("R:russian_roulette"))]
    assert names(g.pile)[-1] == "polisvin" and g.named == 0 and not g.window
    assert duels(g)["boxed"] == ["R:russian_roulette"]
    assert zones_ok(g)


def test_r12_1_only_onto_the_same_colour() -> None:
    g = game(hands={0: ["R:razborka", "G1", "B3"]}, pile=("G5",))
    with pytest.raises(IllegalAction, match="does not go onto"):
        g.apply(a(g, "p1 play R:razborka"))
    g = game(hands={0: ["R:razborka", "G1", "B3"]}, pile=("polisvin",), named="red")
    assert a(g, "p1 play R:razborka") in legal(g, 0)


def test_r12_1_play_goes_on_with_the_next_player_and_the_turn_clock_stops() -> None:
    g = game(hands={0: ["B:dont_darken", "G1", "G2"]}, pile=("B5",))
    act(g, "p1 play B:dont_darken")
    assert g.awaiting() == [0]
    clock = g.clock_actions()
    assert clock == [parse_action("lapse")]  # no turn timeout during the phase
    assert [t.seconds for t in g.timers()] == [g.rules.turn_seconds]
    act(g, "p1 call G", "p1 choose p3", "p1 pull")
    while g.awaiting() != [g.current] or duels(g)["phase"] is not None:
        g.apply(parse_action("lapse"))
    assert g.current == 1 and duels(g)["phase"] is None
    assert zones_ok(g)


# ----------------------------------------------------------------- R12.2 Russian Roulette


def test_r12_2_russian_roulette_others_flip_until_the_colour() -> None:
    g = game(
        hands={0: ["R:russian_roulette", "G1", "G2"]},
        pile=("R5",),
        deck_top=("B1", "G3", "O3", "R4", "G5", "B6"),
    )
    act(g, "p1 play R:russian_roulette")
    v = duels(g)
    assert v["phase"] == "russian_roulette" and v["colour"] == "blue"
    assert v["temporary_pile"] == ["B1"] and g.awaiting() == [1]
    assert step_kinds(g, 0) == set() and step_kinds(g, 1) == {Act.FLIP}
    act(g, "p2 flip", "p3 flip", "p4 flip")
    assert g.awaiting() == [1]  # round and round, the player left out (R12.2)
    act(g, "p2 flip")
    before = len(g.hands[2])
    events = act(g, "p3 flip")
    assert of_type(events, ev.TookPile) == [
        ev.TookPile(2, tuple(card(c) for c in ("B1", "G3", "O3", "R4", "G5", "B6")))
    ]
    assert len(g.hands[2]) == before + 6
    assert g.current == 1 and duels(g)["phase"] is None and zones_ok(g)


def test_r12_2_grey_is_a_colour() -> None:
    g = game(
        hands={0: ["R:russian_roulette", "G1", "G2"]},
        pile=("R5",),
        deck_top=("polisvin", "G3", "polisvin"),
    )
    act(g, "p1 play R:russian_roulette")
    assert duels(g)["colour"] == "grey"
    act(g, "p2 flip", "p3 flip")
    assert "polisvin" in hand(g, 2) and duels(g)["phase"] is None


def test_r12_2_two_players_the_opponent_takes_it() -> None:
    g = game(
        2,
        hands={0: ["R:russian_roulette", "G1", "G2"]},
        pile=("R5",),
        deck_top=("B1", "G3", "O3", "B2"),
    )
    act(g, "p1 play R:russian_roulette")
    for _ in range(3):
        assert g.awaiting() == [1]
        act(g, "p2 flip")
    assert duels(g)["phase"] is None and {"B1", "G3", "O3", "B2"} <= set(hand(g, 1))
    assert hand(g, 0) == ["G1", "G2"] and g.current == 1


def test_r12_2_empty_deck_reshuffles_the_pile_r3_5() -> None:
    g = game(
        hands={0: ["R:russian_roulette", "G1", "G2"]},
        pile=("G6", "B7", "O6", "R5"),
        deck_top=("B1", "G3"),
        leftover=3,  # all other cards to p4: the deck is just B1, G3
    )
    act(g, "p1 play R:russian_roulette", "p2 flip")  # G3: the deck is now empty
    assert not g.deck and duels(g)["phase"] == "russian_roulette"
    events = act(g, "p3 flip")  # R3.5: the pile but its top is the new deck
    assert of_type(events, ev.Reshuffled) == [ev.Reshuffled(3)]
    while duels(g)["phase"] is not None:
        act(g, f"p{g.awaiting()[0] + 1} flip")
    assert names(g.pile) == ["R5"] and zones_ok(g)
    taker = next(p for p in range(4) if "B7" in hand(g, p))
    assert "B1" in hand(g, taker) and taker != 0


def test_r12_2_no_card_of_the_colour_can_appear_the_flipper_takes_it() -> None:
    g = game(
        hands={0: ["R:russian_roulette", "G1", "G2"]},
        pile=("R5",),
        deck_top=("B1", "G3", "O4"),
        leftover=3,
    )
    act(g, "p1 play R:russian_roulette")  # no other blue card in the deck or the pile
    assert duels(g)["phase"] is None and hand(g, 1).count("B1") == 1 and g.current == 1
    assert "G3" not in hand(g, 1)
    # nothing at all to turn: the Roulette ends at once
    g = game(hands={0: ["R:russian_roulette", "G1", "G2"]}, pile=("R5",), leftover=3)
    act(g, "p1 play R:russian_roulette")
    assert duels(g)["phase"] is None and g.current == 1 and zones_ok(g)


# ----------------------------------------------------------------- R12.3 Razborka


def test_r12_3_razborka_duel_on_a_temporary_pile() -> None:
    g = game(
        hands={0: ["R:razborka", "R3", "G4", "B0"], 1: ["R6", "G3", "O1"]},
        pile=("R5",),
    )
    act(g, "p1 play R:razborka")
    assert step_kinds(g, 0) == {Act.CHOOSE}
    events = act(g, "p1 choose p2")
    assert of_type(events, ev.Targeted) == [ev.Targeted(0, card("R:razborka"), 1)]
    act(g, "p1 lay R3")
    assert {format_action(x) for x in g.legal_actions(1)} >= {"p2 lay R6", "p2 lay G3", "p2 yield"}
    assert a(g, "p2 lay O1") not in legal(g, 1)
    with pytest.raises(IllegalAction, match="does not match R3"):
        g.apply(a(g, "p2 lay O1"))
    act(g, "p2 lay G3", "p1 lay G4")
    # R12.3 "with no matching card": only the yield is left
    assert {x.kind for x in g.legal_actions(1)} - {Act.SPEAK, Act.CATCH} == {Act.YIELD}
    act(g, "p2 yield")
    assert hand(g, 1) == ["R6", "O1", "R3", "G3", "G4"] or set(hand(g, 1)) == {
        "R6",
        "O1",
        "R3",
        "G3",
        "G4",
    }
    assert g.current == 1 and names(g.pile) == ["R5"] and zones_ok(g)


def test_r12_3_razborka_needs_a_number_card() -> None:
    g = game(hands={0: ["R:razborka", "R:khapyozh", "polisvin"]}, pile=("R5",))
    assert a(g, "p1 play R:razborka") not in legal(g, 0)
    assert a(g, "p1 play R:razborka") not in g.turn_actions()
    before = snapshot(g)
    with pytest.raises(IllegalAction, match=r"number card, or as the last card \(R12.3\)"):
        g.apply(a(g, "p1 play R:razborka"))
    assert snapshot(g) == before


def test_r12_3_a_lone_razborka_is_playable_as_the_last_card_and_ends_the_game() -> None:
    """R12.3 as amended: "except as the last card, which ends the game at once" (R7.1)."""
    g = game(hands={0: ["R:razborka"], 1: ["B1", "B2"], 2: ["G1"], 3: ["O1", "O2", "O3"]})
    g.pile[-1] = card("R5")
    assert a(g, "p1 play R:razborka") in legal(g, 0)
    assert a(g, "p1 play R:razborka") in g.turn_actions()
    events = act(g, "p1 play R:razborka")
    assert of_type(events, ev.GameWon) == [ev.GameWon(0, 6)]
    assert g.winner == 0 and duels(g)["phase"] is None


def test_r12_3_a_razborka_with_a_courage_card_left_is_not_the_last_card() -> None:
    """The courage area counts as hand (R11.2): a Razborka beside a Courage card is not
    the last card, and without a number card it stays unplayable."""
    g = courage_game({0: ["reyting"]}, hands={0: ["R:razborka", "reyting"]}, pile=("R5",))
    assert a(g, "p1 play R:razborka") not in legal(g, 0)


def test_r12_3_razborka_without_a_number_card_at_a_strict_table_is_an_incorrect_move() -> None:
    g = make_game(
        4,
        rules=Rules(players=4, custom_deck=DECK, strict_table=True),
        hands={0: ["R:razborka", "R:khapyozh", "polisvin"]},
        pile=("R5",),
    )
    events = act(g, "p1 play R:razborka")  # R5.4: two cards, the turn is lost
    assert of_type(events, ev.IncorrectMove) and len(g.hands[0]) == 5 and g.current == 1


def test_r5_4_strict_table_an_attempt_during_a_challenge_phase_is_penalised() -> None:
    """R5.4: with strict_table an attempt is penalised in every phase but a slap race; a
    Challenge phase has nobody in turn, so the offence costs the next own turn, and the
    duel goes on as it was."""
    g = make_game(
        4,
        rules=Rules(players=4, custom_deck=DECK, strict_table=True),
        hands={0: ["R:razborka", "R3", "G4"], 1: ["G1", "G2", "B7"]},
        pile=("R5",),
    )
    act(g, "p1 play R:razborka", "p1 choose p2")
    waits = g.awaiting()
    events = act(g, "p2 play G1")
    assert of_type(events, ev.IncorrectMove) and len(g.hands[1]) == 5
    assert g.skips == [0, 1, 0, 0] and g.awaiting() == waits and "G1" in hand(g, 1)
    events = act(g, "p1 play G4")  # the challenger too: out of turn as well
    assert of_type(events, ev.IncorrectMove) and g.skips == [1, 1, 0, 0]
    assert g.awaiting() == waits and zones_ok(g)


def test_r12_1_a_lapse_takes_the_defaults() -> None:
    g = game(hands={0: ["O:chip_in", "G3", "G1", "B1"], 1: ["G6", "G2", "R1"]}, pile=("O5",))
    act(g, "p1 play O:chip_in", "lapse")  # the card's own colour: orange
    assert duels(g)["colour"] == "orange"
    g = game(hands={0: ["O:chip_in", "G3", "G1", "B1"], 1: ["G6", "G2", "R1"]}, pile=("O5",))
    act(g, "p1 play O:chip_in", "p1 call G", "lapse", "lapse")  # the lowest fitting cards
    assert names(g.pile)[-2:] == ["G1", "G2"]
    g = game(hands={0: ["R:razborka", "R3", "G4"]}, pile=("R5",))
    act(g, "p1 play R:razborka", "lapse")  # the next opponent
    assert duels(g)["opponent"] == 1
    act(g, "lapse")  # the challenger yields an empty temporary pile
    assert duels(g)["phase"] is None and g.current == 1


def test_r12_3_no_special_cards_in_the_duel() -> None:
    g = game(hands={0: ["R:razborka", "R3", "R:khapyozh"]}, pile=("R5",))
    act(g, "p1 play R:razborka", "p1 choose p3")
    with pytest.raises(IllegalAction, match="only number cards"):
        g.apply(a(g, "p1 lay R:khapyozh"))


# ----------------------------------------------------------------- R12.7 Neither-nor


def test_r12_7_neither_nor() -> None:
    g = game(
        hands={0: ["O:neither_nor", "G1", "G2"], 1: ["B1", "B2"], 3: ["R1", "R2"]},
        pile=("O5",),
        deck_top=("B3", "B4"),
    )
    act(g, "p1 play O:neither_nor")
    assert hand(g, 0) == ["G1", "G2", "B3", "B4"] or set(hand(g, 0)) == {"G1", "G2", "B3", "B4"}
    events = act(g, "p1 choose p3")
    assert of_type(events, ev.Targeted) == [ev.Targeted(0, card("O:neither_nor"), 2)]
    assert sorted(g.awaiting()) == [1, 3]
    size = len(g.hands[2])
    events = act(g, "p4 give R2")
    given = of_type(events, ev.Given)[0]
    assert ev.redact(given, 0).cards == () and ev.redact(given, 2).cards == (card("R2"),)
    act(g, "p2 give B1")
    assert len(g.hands[2]) == size + 2 and g.current == 1 and zones_ok(g)


def test_r11_2_courage_area_cards_are_given_in_challenge_payments() -> None:
    """R11.2: a Courage card in front of a player is given like a card in hand, in a
    Challenge payment too (as in an Etiquette gift); it leaves the area, and the
    receiver gets it in hand with no task."""
    g = courage_game(
        {1: ["reyting"]},
        hands={0: ["O:neither_nor", "G1", "G2"], 1: ["reyting", "B1", "B2"], 3: ["R1", "R2"]},
        pile=("O5",),
    )
    act(g, "p1 play O:neither_nor", "p1 choose p3")
    gives = {format_action(x) for x in g.legal_actions(1) if x.kind == Act.GIVE}
    assert gives == {"p2 give B1", "p2 give B2", "p2 give reyting"}
    act(g, "p2 give reyting")
    assert g.parts["courage"].areas[1] == [] and "reyting" not in hand(g, 1)
    assert "reyting" in hand(g, 2) and g.parts["courage"].areas[2] == []
    assert zones_ok(g)


def test_r11_2_only_a_courage_area_card_left_is_given_too() -> None:
    g = courage_game(
        {1: ["reyting"]},
        hands={0: ["O:neither_nor", "G1", "G2"], 1: ["reyting"], 3: ["R1", "R2"]},
        pile=("O5",),
    )
    act(g, "p1 play O:neither_nor", "p1 choose p3")
    assert 1 in g.awaiting()
    events = act(g, "p2 give reyting")  # the last card: p2 has won (R7.1)
    assert g.winner == 1 and of_type(events, ev.GameWon)


def test_r12_7_two_players_nobody_gives() -> None:
    g = game(2, hands={0: ["O:neither_nor", "G1", "G2"]}, pile=("O5",))
    act(g, "p1 play O:neither_nor", "p1 choose p2")
    assert duels(g)["phase"] is None and g.current == 1


# ----------------------------------------------------------------- R12.9 Chip In


def test_r12_9_chip_in_the_first_who_cannot_receives() -> None:
    g = game(
        hands={
            0: ["O:chip_in", "G1", "B1", "B2"],
            1: ["G2", "R2", "R3"],
            2: ["R4", "O3"],
            3: ["G4", "B4"],
        },
        pile=("O5",),
    )
    act(g, "p1 play O:chip_in", "p1 call G", "p1 lay G1")
    assert names(g.pile)[-1] == "G1" and g.awaiting() == [1]
    assert step_kinds(g, 1) == {Act.LAY}
    events = act(g, "p2 lay G2")
    assert of_type(events, ev.CouldNotLay) == [ev.CouldNotLay(2, 2)]
    assert sorted(g.awaiting()) == [0, 1, 3]
    act(g, "p1 give B1", "p2 give R2", "p4 give B4")
    assert set(hand(g, 2)) == {"R4", "O3", "B1", "R2", "B4"}
    assert g.current == 1 and names(g.pile)[-1] == "G2" and g.named == -1 and zones_ok(g)


def test_r12_9_chip_in_where_the_first_player_cannot() -> None:
    g = game(hands={0: ["O:chip_in", "G1", "R1"]}, pile=("O5",))
    events = act(g, "p1 play O:chip_in", "p1 call B")
    assert of_type(events, ev.CouldNotLay) == [ev.CouldNotLay(0, 3)]
    assert sorted(g.awaiting()) == [1, 2, 3] and duels(g)["receiver"] == 0


def test_r12_9_chip_in_everyone_lays() -> None:
    g = game(
        3,
        hands={0: ["O:chip_in", "G1", "B1"], 1: ["G2", "R2"], 2: ["G3", "O3"]},
        pile=("O5",),
    )
    act(g, "p1 play O:chip_in", "p1 call G", "p1 lay G1", "p2 lay G2", "p3 lay G3")
    assert duels(g)["phase"] is None and g.current == 1 and names(g.pile)[-3:] == ["G1", "G2", "G3"]


# ----------------------------------------------------------------- R12.11 Don't Darken


def test_r12_11_dont_darken_grey_hit() -> None:
    g = game(
        hands={0: ["B:dont_darken", "G1", "G2"], 2: ["polisvin", "polisvin", "awl_for_soap"]},
        pile=("B5",),
    )
    act(g, "p1 play B:dont_darken", "p1 call R", "p1 choose p3")
    events = act(g, "p1 pull")
    (pulled,) = of_type(events, ev.Pulled)
    assert pulled.hit and FACE_COLOUR[pulled.card] == GREY  # all grey: a hit (R12.11)
    assert ev.redact(pulled, 1).card == -1 and ev.redact(pulled, 2).card == pulled.card
    assert card_name(pulled.card) in hand(g, 0)
    assert sorted(g.awaiting()) == [1, 2, 3] and duels(g)["receiver"] == 0
    for p in (1, 2, 3):
        g.apply(next(x for x in g.legal_actions(p) if x.kind == Act.GIVE))
    assert len(g.hands[0]) == 2 + 1 + 3 and g.current == 1 and zones_ok(g)


def test_r12_11_dont_darken_miss_everyone_gives_the_opponent() -> None:
    g = game(hands={0: ["B:dont_darken", "G1", "G2"], 1: ["R1", "R2"]}, pile=("B5",))
    act(g, "p1 play B:dont_darken", "p1 call G", "p1 choose p2", "p1 pull")
    assert sorted(g.awaiting()) == [0, 2, 3] and duels(g)["receiver"] == 1
    g.apply(parse_action("lapse"))
    assert len(g.hands[1]) == 5 and g.current == 1


def test_r12_11_never_a_courage_area_card() -> None:
    g = courage_game(
        {1: ["reyting"]},
        hands={0: ["B:dont_darken", "G1", "G2"], 1: ["reyting", "R1"]},
        pile=("B5",),
    )
    act(g, "p1 play B:dont_darken", "p1 call G", "p1 choose p2")
    (pulled,) = of_type(act(g, "p1 pull"), ev.Pulled)
    assert pulled.card == card("R1") and not pulled.hit
    assert g.parts["courage"].areas[1] == [card("reyting")] and "reyting" in hand(g, 1)
    assert zones_ok(g)


# ----------------------------------------------------------------- R12.12 Awl for Soap


def awl_game() -> Game:
    return game(
        hands={
            0: ["G5", "R1", "R2"],
            1: ["B1", "B2", "B3"],
            2: ["G5", "awl_for_soap", "O1"],
            3: ["O2", "O3"],
        },
        pile=("G4",),
    )


def test_r12_12_awl_for_soap_after_an_interception_swaps_hands() -> None:
    g = awl_game()
    act(g, "p1 play G5", "p3 intercept G5")  # p2 was due to move: skipped (R4.3)
    assert a(g, "p3 awl") in legal(g, 2)
    assert duels(g)["skipped_by_interception"] == {"interceptor": 2, "skipped": 1}
    events = act(g, "p3 awl")
    assert of_type(events, ev.Boxed) == [ev.Boxed(2, card("awl_for_soap"))]
    assert of_type(events, ev.Swapped) == [ev.Swapped(2, 1)]
    assert hand(g, 2) == ["B1", "B2", "B3"] and hand(g, 1) == ["O1"]
    assert g.current == 3 and zones_ok(g)


def test_r7_1_an_awl_for_soap_played_as_the_last_card_wins_at_once() -> None:
    """R7.1 (seed 000; issue 25): the player who plays their last card wins, even when the
    card would do more: the Awl swaps no hands, the victim does not win the empty one."""
    g = game(
        hands={0: ["G5", "R1", "R2"], 1: ["B1", "B2", "B3"], 2: ["G5", "awl_for_soap"]},
        pile=("G4",),
    )
    act(g, "p1 play G5", "p3 intercept G5 svintus")
    events = act(g, "p3 awl")
    assert g.winner == 2 and g.points == 3 + 2 + len(g.hands[3])
    assert not of_type(events, ev.Swapped) and hand(g, 1) == ["B1", "B2", "B3"]
    assert of_type(events, ev.Boxed) == [ev.Boxed(2, card("awl_for_soap"))]
    assert type(events[-1]) is ev.GameWon and zones_ok(g)


def test_r12_12_courage_areas_stay_with_their_owners() -> None:
    g = courage_game(
        {1: ["reyting"], 2: ["antrakt"]},
        hands={
            0: ["G5", "R1", "R2"],
            1: ["B1", "B2", "reyting"],
            2: ["G5", "awl_for_soap", "O1", "antrakt"],
            3: ["O2", "O3"],
        },
        pile=("G4",),
    )
    act(g, "p1 play G5", "p3 intercept G5", "p3 awl")
    assert hand(g, 2) == ["B1", "B2", "antrakt"] and hand(g, 1) == ["O1", "reyting"]
    assert g.parts["courage"].areas[1] == [card("reyting")] and g.parts["courage"].areas[2] == [
        card("antrakt")
    ]
    assert zones_ok(g)


def test_r12_12_nobody_skipped_is_refused() -> None:
    g = game(hands={0: ["G5", "G5", "awl_for_soap", "R1"]}, pile=("G4",))
    act(g, "p1 play G5", "p1 intercept G5")  # R4.4: p2 is still due to move
    assert a(g, "p1 awl") not in legal(g, 0)
    before = snapshot(g)
    with pytest.raises(IllegalAction, match=r"skipped nobody \(R12.12\)"):
        g.apply(a(g, "p1 awl"))
    assert snapshot(g) == before


def test_r12_12_only_until_the_next_turn_action_and_never_in_turn() -> None:
    g = awl_game()
    act(g, "p1 play G5", "p3 intercept G5", "p4 draw")
    with pytest.raises(IllegalAction, match="right after one's own interception"):
        g.apply(a(g, "p3 awl"))
    g = game(hands={0: ["awl_for_soap", "G1"]}, pile=("G4",))
    assert not any(
        x.kind in (Act.PLAY, Act.AWL) and x.card == card("awl_for_soap") for x in g.legal_actions(0)
    )


# ----------------------------------------------------------------- R6, R7 in the phases


def test_r6_a_lay_leaving_one_card_without_svintus_is_catchable() -> None:
    g = game(hands={0: ["R:razborka", "R3", "G4"], 1: ["R6", "G3", "O1"]}, pile=("R5",))
    act(g, "p1 play R:razborka", "p1 choose p2")
    assert a(g, "p1 lay R3 svintus") in legal(g, 0)
    act(g, "p1 lay R3")
    assert g.catchable == [0] and a(g, "p2 catch p1") in legal(g, 1)
    act(g, "p2 catch p1")
    assert len(g.hands[0]) == 1 + g.rules.svintus_penalty


def test_r7_1_emptying_the_hand_in_a_phase_wins() -> None:
    g = game(hands={0: ["O:chip_in", "G1", "G2"], 1: ["G3"]}, pile=("O5",))
    act(g, "p1 play O:chip_in", "p1 call G", "p1 lay G1")
    events = act(g, "p2 lay G3")
    assert of_type(events, ev.GameWon) and g.winner == 1
    assert g.timers() == [] and g.clock_actions() == [] and zones_ok(g)


# ----------------------------------------------------------------- positions, notation, errors


def test_positions_round_trip_mid_phase() -> None:
    g = game(hands={0: ["R:razborka", "R3", "G4", "B0"], 1: ["R6", "G3", "O1"]}, pile=("R5",))
    act(g, "p1 play R:razborka", "p1 choose p2", "p1 lay R3")
    pos = to_position(g)
    h = from_position(json.loads(json.dumps(pos)))
    assert to_position(h) == pos and pos["challenge"]["duels"]["temporary_pile"] == ["R3"]
    for x in ("p2 lay G3", "p1 lay G4", "p2 yield"):
        assert g.apply(a(g, x)) == h.apply(a(h, x))
    assert to_position(g) == to_position(h)


def test_a_bad_duels_state_is_refused() -> None:
    pos = to_position(game(hands={0: ["R:razborka", "R3"]}, pile=("R5",)))
    pos["challenge"]["duels"]["phase"] = "razborka"
    pos["challenge"]["duels"]["step"] = "dance"
    with pytest.raises(BadRecord, match=r"'challenge'.*step"):
        from_position(pos)


@pytest.mark.parametrize(
    "line",
    [
        "p1 choose p3",
        "p2 call G",
        "p3 flip",
        "p1 lay R5",
        "p1 lay G2 svintus",
        "p2 yield",
        "p4 give B:khapyozh",
        "p4 give R1 svintus",
        "p1 pull",
        "p3 awl",
        "p3 awl @7",
        "lapse",
    ],
)
def test_notation_round_trip(line: str) -> None:
    action = parse_action(line)
    assert format_action(action) == line and parse_action(format_action(action)) == action


def test_illegal_steps_say_why_in_one_line_and_change_nothing() -> None:
    g = game(hands={0: ["O:chip_in", "G1", "B1"], 1: ["G2", "R2"]}, pile=("O5",))
    act(g, "p1 play O:chip_in")
    before = snapshot(g)
    for line, why in [
        ("p2 call G", "nothing to do"),
        ("p1 lay G1", "waits for a colour"),
        ("p1 draw", "being carried out"),
        ("p1 flip", "waits for a colour"),
    ]:
        with pytest.raises(IllegalAction, match=why) as info:
            g.apply(a(g, line))
        assert "\n" not in str(info.value)
        assert snapshot(g) == before
    g2 = game(hands={0: ["G1"]}, pile=("O5",))
    with pytest.raises(IllegalAction, match="no Challenge card is being carried out"):
        g2.apply(a(g2, "p1 flip"))
    with pytest.raises(IllegalAction):
        g2.apply(parse_action("lapse"))


def test_view_shows_the_phase() -> None:
    g = game(hands={0: ["R:razborka", "R3", "G4"]}, pile=("R5",))
    act(g, "p1 play R:razborka", "p1 choose p2", "p1 lay R3")
    v = g.view(3)["challenge"]["duels"]
    assert v["phase"] == "razborka" and v["step"] == "lay" and v["turn"] == 1
    assert v["opponent"] == 1 and v["temporary_pile"] == ["R3"] and v["player"] == 0


# ----------------------------------------------------------------- random playouts


@pytest.mark.parametrize("players", range(2, 11))
def test_random_playouts_terminate_keep_r1_7_and_replay(players: int) -> None:
    import random

    r = rules(players)
    for seed in range(4):
        g = Game.new(r, seed)
        rng = random.Random(seed * 31 + players)
        log = []
        for step in range(2500):
            if g.over:
                break
            choices = []
            for p in g.awaiting():
                choices.extend(x for x in g.legal_actions(p) if x.kind != Act.SPEAK)
                choices.extend(g.hints(p))
            for p in range(players):
                if p not in g.awaiting():
                    choices.extend(
                        x for x in g.legal_actions(p) if x.kind in (Act.AWL, Act.INTERCEPT)
                    )
            if not choices or rng.random() < 0.05:
                choices = g.clock_actions()
            x = rng.choice(choices)
            g.apply(x)
            log.append(x)
            if step % 40 == 0:
                assert zones_ok(g)
        assert zones_ok(g)
        h = Game.new(r, seed)
        for x in log:
            h.apply(x)
        assert snapshot(h) == snapshot(g)
        assert Counter(r.deck) == Counter(r.deck)
