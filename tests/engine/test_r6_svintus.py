"""R6 "Svintus!": the declaration as a flag on the action or as a separate ``declare``
action that counts only for the player's next action with no other turn action between
(R6.1); the catch, its window until the next turn action by another player, the option
``svintus_penalty``, and late, false or second catches that are too late and change
nothing (R6.2, R4.2).
"""

from __future__ import annotations

import pytest

from svintus.engine import IllegalAction, TooLate
from svintus.engine import actions as A
from svintus.engine import events as ev
from svintus.engine.actions import Act

from .helpers import act, card, kinds, make_game, of_type, snapshot, took

# ----------------------------------------------------------------- R6.1 declaring


def test_r6_1_declare_by_flag_on_the_play() -> None:
    g = make_game(hands={0: ["G1", "R1"]}, pile=["G5"])
    assert A.play(0, card("G1"), None, True) in g.legal_actions(0)
    events = act(g, "p1 play G1 svintus")
    assert ev.Declared(0) in events
    assert g.catchable == [] and Act.CATCH not in kinds(g, 2)


def test_r6_1_declare_by_a_separate_action_then_play() -> None:
    g = make_game(hands={0: ["G1", "R1"]}, pile=["G5"])
    assert A.declare(0) in g.legal_actions(0)
    assert act(g, "p1 svintus") == [ev.Declared(0)]
    assert g.move == 0  # not a turn action
    assert A.declare(0) not in g.legal_actions(0)  # once is enough
    events = act(g, "p1 play G1")
    assert ev.Declared(0) in events and g.catchable == []


def test_r6_1_declaration_lapses_if_another_turn_action_comes_between() -> None:
    g = make_game(hands={0: ["G1", "R3", "B4"], 1: ["G2", "R2"]}, pile=["G5"])
    act(g, "p2 svintus", "p1 play G1")
    events = act(g, "p2 play G2")
    assert ev.Declared(1) not in events and g.catchable == [1]


def test_r6_1_declaration_lapses_at_the_players_own_draw() -> None:
    g = make_game(hands={0: ["G1", "R1"]}, pile=["G5"], deck_top=["G0"])
    act(g, "p1 svintus", "p1 draw")
    assert g.declared[0] == -1
    act(g, "p1 play G0")  # three cards in hand before, two left: nothing to catch
    assert g.catchable == []


def test_r6_1_declaration_by_flag_on_an_interception() -> None:
    g = make_game(hands={0: ["G7", "R1", "R2"], 2: ["G7", "B2"]}, pile=["G5"])
    act(g, "p1 play G7")
    events = act(g, "p3 intercept G7 svintus")
    assert ev.Declared(2) in events and g.catchable == []


def test_r6_1_declare_only_holding_two_cards() -> None:
    g = make_game(hands={0: ["G1", "R1", "B1"]}, pile=["G5"])
    before = snapshot(g)
    with pytest.raises(IllegalAction, match=r"declares 'Svintus!' only when holding two cards"):
        act(g, "p1 svintus")
    assert snapshot(g) == before


def test_r6_1_flag_on_the_wrong_card_count_is_refused() -> None:
    g = make_game(hands={0: ["G1", "R1", "B1"]}, pile=["G5"])
    with pytest.raises(IllegalAction, match=r"'Svintus!' goes only with the second-to-last card"):
        act(g, "p1 play G1 svintus")


def test_r6_1_declaration_is_not_speech() -> None:
    """R8.5: the declaration does not break a silence."""
    g = make_game(hands={0: ["G1", "R1"]}, pile=["G5"], silence=3)
    events = act(g, "p1 svintus", "p1 play G1")
    assert g.silence == 3 and took(events) == 0


# ----------------------------------------------------------------- R6.2 catching


def test_r6_2_catch_an_undeclared_last_card() -> None:
    g = make_game(hands={0: ["G1", "R1"]}, pile=["G5"])
    act(g, "p1 play G1")
    assert g.catchable == [0]
    for p in (1, 2, 3):
        assert A.catch(p, 0) in g.legal_actions(p)
    assert A.catch(0, 0) not in g.legal_actions(0)
    events = act(g, "p3 catch p1")
    assert events[0] == ev.Caught(2, 0)
    assert took(events, 0) == 3 and len(g.hands[0]) == 4
    assert g.move == 1 and g.current == 1  # a catch is not a turn action


def test_r6_2_only_the_first_catch_counts() -> None:
    g = make_game(hands={0: ["G1", "R1"]}, pile=["G5"])
    act(g, "p1 play G1", "p3 catch p1")
    before = snapshot(g)
    with pytest.raises(TooLate, match=r"p1 cannot be caught now \(R6\.2\)"):
        act(g, "p4 catch p1")
    assert snapshot(g) == before


def test_r6_2_late_catch_after_the_next_turn_action_is_void() -> None:
    g = make_game(hands={0: ["G1", "R1"], 1: ["G2", "B2", "B3"]}, pile=["G5"])
    act(g, "p1 play G1", "p2 play G2")
    before = snapshot(g)
    with pytest.raises(TooLate, match="too late or false"):
        act(g, "p3 catch p1")
    assert snapshot(g) == before


def test_r6_2_catch_naming_an_earlier_move_is_too_late() -> None:
    g = make_game(hands={0: ["G1", "R1"], 1: ["G2", "B2", "B3"]}, pile=["G5"])
    act(g, "p1 play G1")
    assert g.move == 1
    act(g, "p3 catch p1 @1")  # answers the current move: counts
    g = make_game(hands={0: ["G1", "R1"], 1: ["G2", "B2", "B3"]}, pile=["G5"])
    act(g, "p1 play G1")
    g.apply(A.draw(1))
    before = snapshot(g)
    with pytest.raises(TooLate):
        act(g, "p3 catch p1 @1")
    assert snapshot(g) == before


def test_r6_2_false_catch_changes_nothing() -> None:
    g = make_game(hands={0: ["G1", "R1"]}, pile=["G5"])
    act(g, "p1 play G1 svintus")
    before = snapshot(g)
    with pytest.raises(TooLate, match="too late or false"):
        act(g, "p2 catch p1")
    assert snapshot(g) == before
    with pytest.raises(TooLate, match="too late or false"):
        act(g, "p2 catch p4")  # holds 5 cards
    assert snapshot(g) == before


def test_r6_2_cannot_catch_oneself() -> None:
    g = make_game(hands={0: ["G1", "R1"]}, pile=["G5"])
    act(g, "p1 play G1")
    with pytest.raises(IllegalAction, match="p1 cannot catch themselves"):
        act(g, "p1 catch p1")


@pytest.mark.parametrize("penalty", [0, 2, 5])
def test_r6_2_svintus_penalty_option(penalty: int) -> None:
    g = make_game(hands={0: ["G1", "R1"]}, pile=["G5"], svintus_penalty=penalty)
    events = act(g, "p1 play G1", "p2 catch p1")
    assert took(events, 0) == penalty


def test_r6_2_the_player_may_still_be_caught_during_own_turn_window() -> None:
    """The catch window stays open through speech, declarations and other catches."""
    g = make_game(hands={0: ["G1", "R1"], 1: ["B1", "B2"]}, pile=["G5"])
    act(g, "p1 play G1", "p2 say oops", "p2 svintus")
    assert g.catchable == [0]


def test_r6_2_taking_cards_ends_the_catch() -> None:
    """Once the player no longer holds exactly one card there is nothing to catch."""
    g = make_game(hands={0: ["G1", "R1"]}, pile=["G5"], silence=2)
    act(g, "p1 play G1")
    assert g.catchable == [0]
    act(g, "p1 say hi")  # speaking in silence: takes 2
    assert g.catchable == []


def test_r6_2_catch_by_several_players_in_one_move() -> None:
    g = make_game(
        hands={0: ["G7", "R1"], 2: ["G7", "B2"], 3: ["G3", "O3", "O4"]}, pile=["G5"], players=5
    )
    act(g, "p1 play G7", "p3 intercept G7")
    assert g.catchable == [2]  # p1's window closed with p3's interception
    events = act(g, "p4 catch p3")
    assert of_type(events, ev.Caught) == [ev.Caught(3, 2)]
