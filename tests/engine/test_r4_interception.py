"""R4 Interception: exact copies only (R4.1), the window that closes at the next turn
action and the race for it, with ``move=`` naming the move answered (R4.2), the
interceptor's neighbour moving next (R4.3), one's own card and the player to move (R4.4),
the full effect of an intercepting card — stacking penalties, a new Polisvin colour,
silence rebound, another Perekhryuk, another slap race (R4.5) — and no interception of
the start card (R4.2) or during a slap race (R8.6).
"""

from __future__ import annotations

import pytest

from svintus.engine import Game, IllegalAction, TooLate
from svintus.engine import actions as A
from svintus.engine import events as ev
from svintus.engine.actions import Act
from svintus.engine.cards import KHAPYOZH, ZAKHRAPIN, card_name

from .helpers import a, act, card, kinds, make_game, of_type, snapshot, took


def intercepts(game: Game, player: int) -> set[str]:
    return {
        card_name(x.card) + (f"/{x.colour}" if x.colour is not None else "")
        for x in game.legal_actions(player)
        if x.kind == Act.INTERCEPT and not x.svintus
    }


# ----------------------------------------------------------------- R4.1 exact copies


def test_r4_1_only_an_exact_copy_intercepts() -> None:
    g = make_game(
        hands={0: ["G7", "R1", "R2"], 2: ["G7", "B7", "G3", "G:khapyozh"]},
        pile=["G5"],
    )
    act(g, "p1 play G7")
    assert intercepts(g, 2) == {"G7"}
    assert intercepts(g, 3) == set()
    with pytest.raises(IllegalAction, match=r"B7 is not an exact copy of G7 \(R4\.1\)"):
        act(g, "p3 intercept B7")
    events = act(g, "p3 intercept G7")
    assert events[0] == ev.Played(2, card("G7"), -1, True)


def test_r4_1_same_value_other_colour_is_an_ordinary_move() -> None:
    """R4.1, R15 example 2: a blue four on a green four is no interception."""
    g = make_game(hands={0: ["G4", "R1"], 1: ["B4", "R2"], 2: ["B4", "O5"]}, pile=["G5"])
    act(g, "p1 play G4")
    assert intercepts(g, 2) == set()
    events = act(g, "p2 play B4")
    assert events[0] == ev.Played(1, card("B4"), -1, False)


def test_r4_1_interception_of_a_prescription_needs_same_colour() -> None:
    g = make_game(
        hands={0: ["G:perekhryuk", "R1"], 2: ["B:perekhryuk", "G:perekhryuk", "O1"]},
        pile=["G5"],
        players=5,
    )
    act(g, "p1 play G:perekhryuk")
    assert intercepts(g, 2) == {"G:perekhryuk"}


# ----------------------------------------------------------------- R4.2 the window


def test_r4_2_window_stays_open_through_non_turn_actions() -> None:
    g = make_game(hands={0: ["G7", "R1", "R2"], 1: ["O1", "O2"], 2: ["G7", "B2"]}, pile=["G5"])
    act(g, "p1 play G7", "p2 say hello", "p2 svintus", "p4 say hi")
    assert g.window and intercepts(g, 2) == {"G7"}


def test_r4_2_window_closes_at_the_next_turn_action() -> None:
    g = make_game(
        hands={0: ["G7", "R1", "R2"], 1: ["G1", "O2"], 2: ["G7", "B2"]},
        pile=["G5"],
    )
    act(g, "p1 play G7", "p2 play G1")
    assert intercepts(g, 2) == set()  # the window is G1's now
    g = make_game(hands={0: ["G7", "R1", "R2"], 3: ["G7", "B2"]}, pile=["G5"], deck_top=["B1"])
    act(g, "p1 play G7", "p2 draw")
    assert card_name(g.top) == "G7" and not g.window
    before = snapshot(g)
    with pytest.raises(TooLate, match=r"window to intercept G7 has closed \(R4\.2\)"):
        act(g, "p4 intercept G7")
    assert snapshot(g) == before


def test_r4_2_timeout_closes_the_window() -> None:
    g = make_game(hands={0: ["G7", "R1", "R2"], 3: ["G7", "B2"]}, pile=["G5"])
    act(g, "p1 play G7", "timeout p2")
    with pytest.raises(TooLate, match="has closed"):
        act(g, "p4 intercept G7")


def test_r4_2_racing_interceptors_first_wins_rest_too_late() -> None:
    g = make_game(
        players=5,
        hands={0: ["polisvin", "R1", "R2"], 2: ["polisvin", "B2", "B3"], 3: ["polisvin", "O4"]},
        pile=["G5"],
    )
    act(g, "p1 play polisvin G")
    assert g.move == 1
    act(g, "p3 intercept polisvin B @1")
    before = snapshot(g)
    with pytest.raises(TooLate, match="too late: p4 answers move 1, the game is at move 2"):
        act(g, "p4 intercept polisvin R @1")
    assert snapshot(g) == before  # no penalty, nothing changed
    assert g.named == 3 and g.current == 3


def test_r4_2_without_a_move_number_a_copy_intercepts_the_interceptor() -> None:
    g = make_game(
        players=5,
        hands={0: ["polisvin", "R1", "R2"], 2: ["polisvin", "B2", "B3"], 4: ["polisvin", "O4"]},
        pile=["G5"],
    )
    act(g, "p1 play polisvin G", "p3 intercept polisvin B", "p5 intercept polisvin R")
    assert g.named == 0 and g.current == 0 and g.move == 3


def test_r4_2_too_late_with_move_changes_nothing_even_on_a_strict_table() -> None:
    g = make_game(
        hands={0: ["G7", "R1", "R2"], 1: ["G1", "O2"], 2: ["G7", "B2"]},
        pile=["G5"],
        strict_table=True,
    )
    act(g, "p1 play G7", "p2 play G1")
    before = snapshot(g)
    with pytest.raises(TooLate, match="answers move 1"):
        act(g, "p3 intercept G7 @1")
    assert snapshot(g) == before


def test_r4_2_a_future_move_number_is_refused() -> None:
    g = make_game(hands={0: ["G7", "R1", "R2"], 2: ["G7", "B2"]}, pile=["G5"])
    act(g, "p1 play G7")
    with pytest.raises(IllegalAction, match="p3 names move 5; the game is at 1"):
        act(g, "p3 intercept G7 @5")


def test_r4_2_the_start_card_opens_no_window() -> None:
    g = make_game(hands={2: ["G5", "B2"]}, pile=["G5"], window=False)
    assert Act.INTERCEPT not in kinds(g, 2)
    with pytest.raises(IllegalAction, match="the start card opens no interception window"):
        act(g, "p3 intercept G5")  # never open, so not "too late" (issue 25, R5.4)


# ----------------------------------------------------------------- R4.3 who moves next


def test_r4_3_interceptor_neighbour_moves_next() -> None:
    g = make_game(players=6, hands={0: ["G7", "R1", "R2"], 3: ["G7", "B2", "B3"]}, pile=["G5"])
    act(g, "p1 play G7")
    assert g.current == 1
    act(g, "p4 intercept G7")
    assert g.current == 4


def test_r4_3_interceptor_neighbour_counter_clockwise() -> None:
    g = make_game(
        players=6,
        hands={0: ["G7", "R1", "R2"], 3: ["G7", "B2", "B3"]},
        pile=["G5"],
        direction=-1,
    )
    act(g, "p1 play G7")
    assert g.current == 5
    act(g, "p4 intercept G7")
    assert g.current == 2


# ----------------------------------------------------------------- R4.4 own card, player to move


def test_r4_4_intercepting_ones_own_card() -> None:
    g = make_game(hands={0: ["G7", "G7", "R1"]}, pile=["G5"])
    act(g, "p1 play G7")
    assert intercepts(g, 0) == {"G7"}
    events = act(g, "p1 intercept G7")
    assert events[0] == ev.Played(0, card("G7"), -1, True)
    assert g.current == 1


def test_r4_4_player_to_move_plays_the_copy_as_an_ordinary_play() -> None:
    g = make_game(hands={0: ["G7", "R1", "R3"], 1: ["G7", "R2"]}, pile=["G5"])
    act(g, "p1 play G7")
    assert intercepts(g, 1) == set()
    with pytest.raises(IllegalAction, match=r"it is your turn: play the card instead"):
        act(g, "p2 intercept G7")
    events = act(g, "p2 play G7")
    assert events[0] == ev.Played(1, card("G7"), -1, False)
    assert g.current == 2


def test_r4_4_two_players_copy_of_the_opponent_is_ordinary_own_copy_intercepts() -> None:
    g = make_game(players=2, hands={0: ["G7", "G7", "R1"], 1: ["B2", "B3"]}, pile=["G5"])
    act(g, "p1 play G7")
    assert g.current == 1
    events = act(g, "p1 intercept G7")
    assert events[0].interception and g.current == 1


# ----------------------------------------------------------------- R4.5 full effect


def test_r4_5_intercepting_khapyozh_stacks_and_targets_interceptor_neighbour() -> None:
    g = make_game(
        hands={0: ["R:khapyozh", "R1", "R2"], 2: ["R:khapyozh", "B2", "B3"], 3: ["O1", "O2"]},
        pile=["R5"],
    )
    act(g, "p1 play R:khapyozh")
    assert (g.pending_count, g.current) == (1, 1)
    events = act(g, "p3 intercept R:khapyozh")
    assert of_type(events, ev.PenaltyPending) == [ev.PenaltyPending(3, KHAPYOZH, 2, True)]
    assert (g.pending_kind, g.pending_count, g.current) == (KHAPYOZH, 2, 3)
    events = act(g, "p4 accept")
    assert took(events, 3) == 6
    assert g.current == 0  # p2 was passed over by the interception, p4 skipped


def test_r4_5_intercepting_zakhrapin_stacks() -> None:
    g = make_game(
        hands={0: ["B:zakhrapin", "R1", "R2"], 1: ["B:zakhrapin", "B2", "B3"]},
        pile=["B5"],
    )
    act(g, "p1 play B:zakhrapin")
    act(g, "p2 play B:zakhrapin")  # p2 is the target: a transfer (R5.3)
    assert (g.pending_kind, g.pending_count, g.current) == (ZAKHRAPIN, 2, 2)


def test_r4_5_intercepting_polisvin_names_a_new_colour() -> None:
    g = make_game(
        players=5,
        hands={0: ["polisvin", "R1", "R2"], 2: ["polisvin", "B2", "B3"]},
        pile=["G5"],
    )
    act(g, "p1 play polisvin G")
    assert intercepts(g, 2) == {f"polisvin/{c}" for c in range(4)}
    with pytest.raises(IllegalAction, match=r"a Polisvin needs a colour"):
        act(g, "p3 intercept polisvin")
    events = act(g, "p3 intercept polisvin O")
    assert ev.ColourNamed(2, 1) in events
    assert g.named == 1 and g.current == 3


def test_r4_5_intercepting_tikhokhryun_rebinds_silence() -> None:
    g = make_game(
        hands={
            0: ["G:tikhokhryun", "G1", "R1", "R2"],
            1: ["G2", "O1"],
            2: ["G:tikhokhryun", "G3", "B2"],
            3: ["G4", "O3", "O4"],
        },
        pile=["G5"],
    )
    act(g, "p1 play G:tikhokhryun")
    assert g.silence == 0
    events = act(g, "p3 intercept G:tikhokhryun")
    assert g.silence == 2 and ev.SilenceStarted(2) in events
    act(g, "p4 play G4")
    act(g, "p1 play G1")  # the first player's own play no longer ends the silence
    assert g.silence == 2
    act(g, "p2 play G2", "p3 play G3")
    assert g.silence == -1


def test_r4_5_intercepting_perekhryuk_reverses_again() -> None:
    g = make_game(
        players=5,
        hands={0: ["G:perekhryuk", "R1", "R2"], 2: ["G:perekhryuk", "B2", "B3"]},
        pile=["G5"],
    )
    act(g, "p1 play G:perekhryuk")
    assert g.direction == -1 and g.current == 4
    act(g, "p3 intercept G:perekhryuk")
    assert g.direction == 1 and g.current == 3


def test_r4_5_intercepting_khlopkopyt_after_the_race_starts_a_new_race() -> None:
    g = make_game(
        players=3,
        hands={0: ["G:khlopkopyt", "R1", "R2"], 2: ["G:khlopkopyt", "B2", "B3"]},
        pile=["G5"],
    )
    act(g, "p1 play G:khlopkopyt")
    assert g.race is not None
    assert Act.INTERCEPT not in kinds(g, 2)  # only slaps and speech during the race (R8.6)
    with pytest.raises(IllegalAction, match="slap race is on"):
        act(g, "p3 intercept G:khlopkopyt")
    act(g, "p1 slap", "p2 slap", "p3 slap")
    assert g.race is None and g.window
    events = act(g, "p3 intercept G:khlopkopyt")
    assert ev.RaceOpened(2) in events and g.race == [0, 0, 0]
    assert g.current == 0


def test_r4_interception_listed_with_svintus_flag_when_it_leaves_one_card() -> None:
    g = make_game(hands={0: ["G7", "R1", "R2"], 2: ["G7", "B2"]}, pile=["G5"])
    act(g, "p1 play G7")
    assert a(g, "p3 intercept G7 svintus") in g.legal_actions(2)
    assert A.intercept(2, card("G7")) in g.legal_actions(2)
