"""R15 Worked examples 1-8, literally: matching (R3.1), value-only is no interception
(R4.1), three Khapyozh and ``stacked_skips`` (R5.3, R5.2), scoring (R7.2), match
thresholds (R7.3), interception skipping players (R4.3), silence through a draw (R8.5)
and the Svintus catch and its void (R6.2).

Players A, B, C, ... are seats 0, 1, 2, ... (p1, p2, p3, ... in notation).
"""

from __future__ import annotations

import pytest

from svintus.engine import Game, Rules, TooLate
from svintus.engine import events as ev
from svintus.engine.actions import Act
from svintus.engine.cards import FACE_COLOUR, FACE_VALUE, FACES, GREEN, card_name

from .helpers import act, card, make_game, of_type, took


def test_r15_example_1_green_7_takes_any_green_or_any_7() -> None:
    """Top card green 7: any green card or any 7 may be played (R3.1)."""
    every = [f.index for f in FACES if f.kind.id in ("number", "khapyozh", "perekhryuk")]
    hand = [card_name(f) for f in every if card_name(f) != "G7"]
    g = make_game(players=2, hands={0: hand}, pile=["G7"])
    plays = {x.card for x in g.legal_actions(0) if x.kind == Act.PLAY}
    for f in g.hands[0]:
        expected = FACE_COLOUR[f] == GREEN or FACE_VALUE[f] == 7
        assert (f in plays) == expected, card_name(f)
    assert plays  # the example has cards on both sides


def test_r15_example_2_blue_4_on_green_4_is_an_ordinary_move() -> None:
    """Green 4 on top, a player plays blue 4: an ordinary move, not an interception (R4.1)."""
    g = make_game(hands={0: ["G4", "R1"], 2: ["B4", "R2"]}, pile=["G5"])
    act(g, "p1 play G4")
    assert not any(x.kind == Act.INTERCEPT for x in g.legal_actions(2))
    g2 = make_game(hands={1: ["B4", "R2"]}, pile=["G4"], current=1, window=True)
    events = act(g2, "p2 play B4")
    assert events[0] == ev.Played(1, card("B4"), -1, False)


def three_khapyozh(stacked: bool) -> Game:
    g = make_game(
        hands={
            0: ["R:khapyozh", "B5", "B6", "B7", "O4"],
            1: ["G:khapyozh", "B1", "B3", "O7", "R6"],
            2: ["B:khapyozh", "B2", "B4", "O6", "R0"],
            3: ["O1", "O2", "O3"],
        },
        pile=["R5"],
        stacked_skips=stacked,
    )
    act(g, "p1 play R:khapyozh", "p2 play G:khapyozh", "p3 play B:khapyozh")
    assert g.current == 3 and g.pending_count == 3
    return g


def test_r15_example_3_three_khapyozh_take_nine_skip_one() -> None:
    """Three Khapyozh in a row (two transfers): the target takes 9 cards and skips a turn
    (R5.3)."""
    g = three_khapyozh(stacked=False)
    events = act(g, "p4 accept")
    assert took(events, 3) == 9 and len(g.hands[3]) == 12
    assert g.current == 0 and g.skips == [0, 0, 0, 0]
    act(g, "p1 play B5", "p2 play B1", "p3 play B2")
    assert g.current == 3


def test_r15_example_3_with_stacked_skips_three_turns_in_all() -> None:
    """With ``stacked_skips`` on, they skip 3 turns in all instead of 1 (R5.2)."""
    g = three_khapyozh(stacked=True)
    events = act(g, "p4 accept")  # the first skipped turn
    assert took(events, 3) == 9 and g.skips == [0, 0, 0, 2]
    events = act(g, "p1 play B5", "p2 play B1", "p3 play B2")  # the second
    events += act(g, "p1 play B6", "p2 play B3", "p3 play B4")  # the third
    assert events.count(ev.Skipped(3, ev.REASON_OWED)) == 2
    assert g.current == 0 and g.skips == [0, 0, 0, 0]
    act(g, "p1 play B7", "p2 play O7", "p3 play O6")
    assert g.current == 3  # p4 moves again


def test_r15_example_4_scores_eleven() -> None:
    """A wins with opponents holding 2, 5 and 4 cards: A scores 11 (R7.2)."""
    g = make_game(
        hands={
            0: ["G1"],
            1: ["R1", "R2"],
            2: ["O1", "O2", "O3", "O4", "O5"],
            3: ["B1", "B2", "B3", "B4"],
        },
        pile=["G5"],
    )
    events = act(g, "p1 play G1")
    assert events[-1] == ev.GameWon(0, 11) and g.points == 11


def test_r15_example_5_thresholds() -> None:
    """Two players, 30 points; four players, 40; eight, 60 (R7.3)."""
    assert Rules(players=2).target_points == 30
    assert Rules(players=4).target_points == 40
    assert Rules(players=8).target_points == 60


def test_r15_example_6_d_intercepts_then_e_moves() -> None:
    """A plays green 7 while B, C, D are next; D holds the other green 7 and intercepts
    before B moves; then E (D's neighbour) moves; B and C get no turn (R4.3)."""
    g = make_game(
        players=5,
        hands={0: ["G7", "R1", "R2"], 3: ["G7", "O1", "O2"]},
        pile=["G5"],
    )
    act(g, "p1 play G7")
    assert g.current == 1  # B is next
    events = act(g, "p4 intercept G7")
    assert events[0] == ev.Played(3, card("G7"), -1, True)
    assert g.current == 4  # E moves; B and C get no turn


def test_r15_example_7_silence_goes_on_through_a_draw() -> None:
    """A plays Tikhokhryun, then draws on their next turn without playing: silence goes
    on (R8.5)."""
    g = make_game(
        players=2,
        hands={0: ["G:tikhokhryun", "R1", "R2"], 1: ["G1", "B3"]},
        pile=["G5"],
        deck_top=["O6"],
    )
    act(g, "p1 play G:tikhokhryun", "p2 play G1", "p1 draw")
    assert g.silence == 0 and g.current == 1
    events = act(g, "p2 say hey")
    assert took(events, 1) == 2


def test_r15_example_8_catch_then_void_catch() -> None:
    """A holds 2 cards and plays one without declaring; before the next player moves, C
    catches A: A takes 3 (R6.2). If the next player moves first, the catch is void."""
    g = make_game(hands={0: ["G1", "R1"], 1: ["G2", "B2", "B3"]}, pile=["G5"])
    act(g, "p1 play G1")
    events = act(g, "p3 catch p1")
    assert of_type(events, ev.Caught) == [ev.Caught(2, 0)] and took(events, 0) == 3
    g = make_game(hands={0: ["G1", "R1"], 1: ["G2", "B2", "B3"]}, pile=["G5"])
    act(g, "p1 play G1", "p2 play G2")
    with pytest.raises(TooLate):
        act(g, "p3 catch p1")
    assert len(g.hands[0]) == 1
