"""R5 Penalties and transfer: the pending penalty and its target's only choices (R5.1),
accepting and the ``stacked_skips`` option (R5.2), transfer and stacks of 6 and 9
(R5.3), the incorrect move on a ``strict_table`` in turn and out of turn (R5.4), and the
don't-dawdle timeout, with a pending penalty and after drawing (R5.5).
"""

from __future__ import annotations

import pytest

from svintus.engine import IllegalAction, NotYourTurn
from svintus.engine import actions as A
from svintus.engine import events as ev
from svintus.engine.actions import Act
from svintus.engine.cards import KHAPYOZH, ZAKHRAPIN, card_name

from .helpers import act, card, hand, kinds, make_game, of_type, snapshot, took, unchanged, zones_ok

KH1 = {"kind": "khapyozh", "count": 1}
ZA1 = {"kind": "zakhrapin", "count": 1}


# ----------------------------------------------------------------- R5.1 pending


def test_r5_1_khapyozh_leaves_a_pending_penalty_on_the_next_player() -> None:
    g = make_game(hands={0: ["R:khapyozh", "R1", "R2"]}, pile=["R5"])
    events = act(g, "p1 play R:khapyozh")
    assert of_type(events, ev.PenaltyPending) == [ev.PenaltyPending(1, KHAPYOZH, 1, False)]
    assert g.current == 1 and g.view(3)["pending"] == {
        "kind": "khapyozh",
        "count": 1,
        "target": 1,
    }


def test_r5_1_target_may_only_transfer_or_accept() -> None:
    g = make_game(
        hands={1: ["B:khapyozh", "R3", "R:zakhrapin", "polisvin"]},
        pile=["R5", "R:khapyozh"],
        current=1,
        pending=KH1,
    )
    turn = g.turn_actions()
    assert turn == [A.play(1, card("B:khapyozh")), A.accept(1)]
    assert Act.DRAW not in kinds(g, 1)


def test_r5_1_no_draw_while_pending() -> None:
    g = make_game(hands={1: ["R3", "G1"]}, pile=["R:khapyozh"], current=1, pending=KH1)
    before = snapshot(g)
    with pytest.raises(IllegalAction, match=r"p2 must transfer or accept the pending penalty"):
        act(g, "p2 draw")
    assert snapshot(g) == before


def test_r5_1_same_colour_card_does_not_transfer() -> None:
    g = make_game(hands={1: ["R3", "G1"]}, pile=["R:khapyozh"], current=1, pending=KH1)
    with pytest.raises(
        IllegalAction, match=r"p2 must transfer the Khapyozh with a Khapyozh or accept \(R5\.1\)"
    ):
        act(g, "p2 play R3")


def test_r5_1_zakhrapin_does_not_transfer_a_khapyozh() -> None:
    g = make_game(hands={1: ["R:zakhrapin", "G1"]}, pile=["R:khapyozh"], current=1, pending=KH1)
    with pytest.raises(IllegalAction, match="with a Khapyozh or accept"):
        act(g, "p2 play R:zakhrapin")


def test_r5_1_penalty_targets_the_next_player_who_gets_a_turn() -> None:
    """Decision (R5.1, R5.4): a player owing a skip is passed over, the skip served."""
    g = make_game(hands={0: ["R:khapyozh", "R1", "R2"]}, pile=["R5"], skips=[0, 1, 0, 0])
    events = act(g, "p1 play R:khapyozh")
    assert ev.Skipped(1, ev.REASON_OWED) in events
    assert g.current == 2 and g.skips == [0, 0, 0, 0]


# ----------------------------------------------------------------- R5.2 accepting


def test_r5_2_accept_khapyozh_take_three_and_skip() -> None:
    g = make_game(hands={1: ["R3", "G1"]}, pile=["R:khapyozh"], current=1, pending=KH1)
    events = act(g, "p2 accept")
    assert events[0] == ev.PenaltyAccepted(1, KHAPYOZH, 1)
    assert took(events, 1) == 3 and len(g.hands[1]) == 5
    assert ev.Skipped(1, ev.REASON_PENALTY) in events
    assert g.current == 2 and g.pending_kind == -1 and g.move == 1


def test_r5_2_accept_zakhrapin_skip_only() -> None:
    g = make_game(hands={1: ["R3", "G1"]}, pile=["R:zakhrapin"], current=1, pending=ZA1)
    events = act(g, "p2 accept")
    assert took(events) == 0 and g.current == 2 and len(g.hands[1]) == 2


def test_r5_2_accept_only_when_pending() -> None:
    g = make_game(hands={0: ["R3", "G1"]}, pile=["R5"])
    with pytest.raises(IllegalAction, match="p1 has no pending penalty to accept"):
        act(g, "p1 accept")


@pytest.mark.parametrize("kind", ["khapyozh", "zakhrapin"])
def test_r5_2_stacked_skips_a_stack_of_three_costs_three_turns(kind: str) -> None:
    g = make_game(
        hands={0: ["R1", "R2", "G3", "G4"], 1: ["B3", "G5"], 2: ["R6", "R7", "B1", "B2"]},
        pile=[f"R:{kind}"],
        current=1,
        pending={"kind": kind, "count": 3},
        stacked_skips=True,
        players=3,
    )
    act(g, "p2 accept")
    assert g.skips == [0, 2, 0] and g.current == 2
    act(g, "p3 play R6")
    events = act(g, "p1 play R1")  # p2's second skip
    assert ev.Skipped(1, ev.REASON_OWED) in events and g.current == 2
    act(g, "p3 play R7")
    events = act(g, "p1 play R2")  # p2's third skip
    assert ev.Skipped(1, ev.REASON_OWED) in events and g.current == 2
    assert g.skips == [0, 0, 0]
    events = act(g, "p3 play B2")
    assert g.current == 0 and not of_type(events, ev.Skipped)


def test_r5_2_without_stacked_skips_a_stack_costs_one_turn() -> None:
    g = make_game(hands={1: ["R3", "G5"]}, pile=["R:zakhrapin"], current=1, pending=ZA1)
    g.pending_count = 3
    act(g, "p2 accept")
    assert g.skips == [0, 0, 0, 0] and g.current == 2


def test_r5_2_stacked_skips_single_card_costs_one_turn() -> None:
    g = make_game(
        hands={1: ["R3", "G5"]}, pile=["R:zakhrapin"], current=1, pending=ZA1, stacked_skips=True
    )
    act(g, "p2 accept")
    assert g.skips == [0, 0, 0, 0]


# ----------------------------------------------------------------- R5.3 transfer


def test_r5_3_transfer_any_colour_moves_the_stack_on() -> None:
    g = make_game(
        hands={0: ["R:khapyozh", "R1", "R2"], 1: ["B:khapyozh", "G2"], 2: ["O:khapyozh", "O1"]},
        pile=["R5"],
    )
    act(g, "p1 play R:khapyozh")
    events = act(g, "p2 play B:khapyozh")
    assert of_type(events, ev.PenaltyPending) == [ev.PenaltyPending(2, KHAPYOZH, 2, True)]
    assert g.current == 2
    act(g, "p3 play O:khapyozh")
    assert (g.pending_count, g.current) == (3, 3)
    before = len(g.hands[3])
    events = act(g, "p4 accept")
    assert took(events, 3) == 9 and len(g.hands[3]) == before + 9
    assert g.current == 0


def test_r5_3_two_khapyozh_cost_six() -> None:
    g = make_game(hands={2: ["R3", "G5"]}, pile=["R:khapyozh"], current=2, pending=KH1)
    g.pending_count = 2
    assert took(act(g, "p3 accept"), 2) == 6


def test_r5_3_transfer_of_zakhrapin() -> None:
    g = make_game(hands={1: ["G:zakhrapin", "R3"]}, pile=["R:zakhrapin"], current=1, pending=ZA1)
    events = act(g, "p2 play G:zakhrapin")
    assert of_type(events, ev.PenaltyPending) == [ev.PenaltyPending(2, ZAKHRAPIN, 2, True)]


def test_r5_3_transfer_counter_clockwise() -> None:
    g = make_game(
        hands={1: ["G:khapyozh", "R3"]},
        pile=["R:khapyozh"],
        current=1,
        pending=KH1,
        direction=-1,
    )
    act(g, "p2 play G:khapyozh")
    assert g.current == 0 and g.pending_count == 2


# ----------------------------------------------------------------- R5.4 incorrect move


def test_r5_4_illegal_play_is_rejected_without_penalty_by_default() -> None:
    g = make_game(hands={0: ["B3", "G2"]}, pile=["R7"])
    before = snapshot(g)
    with pytest.raises(IllegalAction, match="B3 does not go onto R7"):
        act(g, "p1 play B3")
    assert snapshot(g) == before


def test_r5_4_strict_table_incorrect_attempt_in_turn() -> None:
    g = make_game(hands={0: ["B3", "G2"]}, pile=["R7"], strict_table=True, deck_top=["O1", "O2"])
    events = act(g, "p1 play B3")
    assert events[0] == ev.IncorrectMove(
        0, card("B3"), "B3 does not go onto R7 (same colour or value, R3.1)"
    )
    assert ev.Skipped(0, ev.REASON_INCORRECT) in events
    assert sorted(hand(g, 0)) == ["B3", "G2", "O1", "O2"]
    assert card_name(g.top) == "R7"  # the card went back to the hand
    assert g.current == 1 and g.move == 1 and zones_ok(g)


def test_r5_4_strict_table_attempt_facing_a_penalty_accepts_it_plus_two() -> None:
    """Decision (R5.4, R5.5): like a timeout, the attempt accepts the penalty, plus 2."""
    g = make_game(
        hands={1: ["R3", "G5"]},
        pile=["R:khapyozh"],
        current=1,
        pending=KH1,
        strict_table=True,
    )
    events = act(g, "p2 play R3")
    assert of_type(events, ev.IncorrectMove)
    assert ev.PenaltyAccepted(1, KHAPYOZH, 1) in events
    assert took(events, 1) == 5 and g.pending_kind == -1 and g.current == 2
    assert ev.Skipped(1, ev.REASON_INCORRECT) not in events


def test_r5_4_strict_table_wrong_interception_out_of_turn_costs_next_own_turn() -> None:
    g = make_game(
        hands={0: ["G7", "R1", "R2"], 1: ["G1", "G2", "G3"], 2: ["B7", "B2"], 3: ["G4", "R4"]},
        pile=["G5"],
        strict_table=True,
    )
    act(g, "p1 play G7")
    events = act(g, "p3 intercept B7")
    assert events[0] == ev.IncorrectMove(2, card("B7"), "B7 is not an exact copy of G7 (R4.1)")
    assert took(events, 2) == 2 and "B7" in hand(g, 2)
    assert g.skips == [0, 0, 1, 0] and g.current == 1 and g.move == 2
    events = act(g, "p2 play G1")
    assert ev.Skipped(2, ev.REASON_OWED) in events
    assert g.current == 3 and g.skips == [0, 0, 0, 0]


def test_r5_4_strict_table_attempt_while_the_dealer_names_a_start_colour_is_penalised() -> None:
    """R5.4 (settled): with strict_table an attempt is penalised in every phase, the
    naming of a start colour included; the dealer still names the colour afterwards."""
    g = make_game(
        hands={0: ["R1", "R2"], 2: ["B7", "B2"]},
        pile=["polisvin"],
        naming=True,
        current=0,
        dealer=0,
        strict_table=True,
    )
    events = act(g, "p3 intercept B7")
    assert events[0] == ev.IncorrectMove(
        2, card("B7"), "B7 is not an exact copy of polisvin (R4.1)"
    )
    assert took(events, 2) == 2 and "B7" in hand(g, 2) and g.skips == [0, 0, 1, 0]
    assert g.naming and g.current == 0 and g.move == 1  # a penalised attempt counts (R3.6)
    act(g, "p1 name blue")
    assert g.named == 3 and g.current == 1


@pytest.mark.parametrize("naming", [True, False])
def test_r5_4_strict_table_an_exact_copy_of_the_start_polisvin_is_a_penalised_attempt(
    naming: bool,
) -> None:
    """R5.4, R4.2 (issue 25): the start card opens no interception window, so an exact
    copy sent against it, while the dealer names its colour or after, before the first
    turn, is an illegal attempt: penalised on a strict table, not "too late"."""
    g = make_game(
        hands={0: ["R1", "R2"], 2: ["polisvin", "B2"]},
        pile=["polisvin"],
        naming=naming,
        named=None if naming else "green",
        current=0 if naming else 1,
        dealer=0,
        strict_table=True,
    )
    events = act(g, "p3 intercept polisvin B")
    assert events[0] == ev.IncorrectMove(
        2, card("polisvin"), "the start card opens no interception window (R4.2)"
    )
    assert took(events, 2) == 2 and "polisvin" in hand(g, 2) and g.skips == [0, 0, 1, 0]
    assert g.naming == naming and g.move == 1  # a penalised attempt counts (R3.6)


def test_r4_2_without_strict_table_an_exact_copy_of_the_start_card_is_refused() -> None:
    g = make_game(
        hands={0: ["R1", "R2"], 2: ["polisvin", "B2"]},
        pile=["polisvin"],
        naming=True,
        current=0,
        dealer=0,
    )
    assert "opens no interception window" in unchanged(g, "p3 intercept polisvin B")


def test_r5_4_strict_table_a_play_during_a_slap_race_is_refused_unpenalised() -> None:
    """R5.4: a slap race allows only slaps and speech (R8.6): a play is refused."""
    g = make_game(
        hands={0: ["G:khlopkopyt", "G1", "R1"], 1: ["G2", "B2"]}, pile=["G5"], strict_table=True
    )
    act(g, "p1 play G:khlopkopyt")
    before = snapshot(g)
    for line in ("p2 play G2", "p2 intercept B2", "p1 play R1"):
        with pytest.raises(IllegalAction, match="slap race is on"):
            act(g, line)
    assert snapshot(g) == before


def test_r5_4_strict_table_play_out_of_turn_is_refused_not_penalised() -> None:
    """Decision (R5.4): a ``play`` out of turn is refused as not-your-turn."""
    g = make_game(hands={2: ["B7", "B2"]}, pile=["G5"], strict_table=True)
    before = snapshot(g)
    with pytest.raises(NotYourTurn, match="not your turn: it is p1's turn"):
        act(g, "p3 play B7")
    assert snapshot(g) == before


def test_r5_4_strict_table_card_not_held_is_refused_not_penalised() -> None:
    g = make_game(hands={0: ["B3", "G2"]}, pile=["R7"], strict_table=True)
    before = snapshot(g)
    with pytest.raises(IllegalAction, match="p1 has no R1"):
        act(g, "p1 play R1")
    assert snapshot(g) == before


def test_r5_4_strict_table_only_plays_are_attempts() -> None:
    g = make_game(hands={0: ["B3", "G2"]}, pile=["R7"], strict_table=True)
    before = snapshot(g)
    with pytest.raises(IllegalAction, match="no pending penalty"):
        act(g, "p1 accept")
    assert snapshot(g) == before


def test_r5_4_strict_table_wrong_drawn_card_attempt() -> None:
    g = make_game(
        hands={0: ["G2", "R1"]}, pile=["G7"], deck_top=["B7", "O1", "O2"], strict_table=True
    )
    act(g, "p1 draw")
    events = act(g, "p1 play G2")
    assert of_type(events, ev.IncorrectMove)[0].reason.startswith("only the drawn card B7")
    assert took(events, 0) == 2 and g.current == 1 and g.drawn == -1


# ----------------------------------------------------------------- R5.5 don't dawdle


def test_r5_5_timeout_skips_and_takes_two() -> None:
    g = make_game(hands={0: ["G2", "R1"]}, pile=["G7"])
    events = act(g, "timeout p1")
    assert events[0] == ev.TimedOut(0)
    assert ev.Skipped(0, ev.REASON_DAWDLE) in events
    assert took(events, 0) == 2 and g.current == 1 and g.move == 1


def test_r5_5_timeout_facing_khapyozh_accepts_plus_two_no_further_skip() -> None:
    g = make_game(hands={1: ["R3", "G5"]}, pile=["R:khapyozh"], current=1, pending=KH1)
    events = act(g, "timeout p2")
    assert ev.PenaltyAccepted(1, KHAPYOZH, 1) in events
    assert took(events, 1) == 5
    assert [e for e in events if isinstance(e, ev.Skipped)] == [ev.Skipped(1, ev.REASON_PENALTY)]
    assert g.current == 2 and g.skips == [0, 0, 0, 0]


def test_r5_5_timeout_facing_a_stack_with_stacked_skips() -> None:
    g = make_game(
        hands={1: ["R3", "G5"]},
        pile=["R:zakhrapin"],
        current=1,
        pending={"kind": "zakhrapin", "count": 2},
        stacked_skips=True,
    )
    events = act(g, "timeout p2")
    assert took(events, 1) == 2 and g.skips == [0, 1, 0, 0]


def test_r5_5_timeout_after_drawing_just_ends_the_turn() -> None:
    g = make_game(hands={0: ["G2", "R1"]}, pile=["G7"], deck_top=["G0"])
    act(g, "p1 draw")
    events = act(g, "timeout p1")
    assert took(events) == 0 and not of_type(events, ev.Skipped)
    assert g.current == 1 and "G0" in hand(g, 0)


def test_r5_5_timeout_only_for_the_player_to_move() -> None:
    g = make_game(hands={0: ["G2", "R1"]}, pile=["G7"])
    before = snapshot(g)
    with pytest.raises(IllegalAction, match=r"only the player to move \(p1\) can time out"):
        act(g, "timeout p3")
    assert snapshot(g) == before
    assert g.clock_actions() == [A.timeout(0)]
