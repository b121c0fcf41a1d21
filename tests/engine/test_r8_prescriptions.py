"""R8 Classic Prescription cards: Khapyozh (R8.1), Zakhrapin (R8.2), Perekhryuk and the
option ``two_player_reverse_skips`` (R8.3), Polisvin (R8.4), Tikhokhryun's silence broken
by ``speak`` (R8.5) and Khlopkopyt's slap race with its close, the wrong-pile slap and
the Decision on who takes the cards (R8.6).
"""

from __future__ import annotations

import pytest

from svintus.engine import Game, IllegalAction, TooLate
from svintus.engine import actions as A
from svintus.engine import events as ev
from svintus.engine.actions import Act
from svintus.engine.cards import KHAPYOZH, ZAKHRAPIN, card_name
from svintus.engine.record import from_position, to_position

from .helpers import act, card, kinds, make_game, of_type, snapshot, took

# ----------------------------------------------------------------- R8.1, R8.2


def test_r8_1_khapyozh_next_takes_three_and_skips() -> None:
    g = make_game(hands={0: ["O:khapyozh", "R1", "R2"], 1: ["G2", "B2"]}, pile=["O5"])
    act(g, "p1 play O:khapyozh")
    assert g.pending_kind == KHAPYOZH and g.current == 1
    events = act(g, "p2 accept")
    assert took(events, 1) == 3 and g.current == 2


def test_r8_2_zakhrapin_next_skips() -> None:
    g = make_game(hands={0: ["O:zakhrapin", "R1", "R2"], 1: ["G2", "B2"]}, pile=["O5"])
    act(g, "p1 play O:zakhrapin")
    assert g.pending_kind == ZAKHRAPIN and g.current == 1
    events = act(g, "p2 accept")
    assert took(events) == 0 and g.current == 2 and len(g.hands[1]) == 2


# ----------------------------------------------------------------- R8.3 Perekhryuk


def test_r8_3_perekhryuk_reverses() -> None:
    g = make_game(hands={1: ["G:perekhryuk", "R1", "R2"], 0: ["G3", "R3"]}, pile=["G5"], current=1)
    events = act(g, "p2 play G:perekhryuk")
    assert of_type(events, ev.Reversed) == [ev.Reversed(-1)]
    assert g.direction == -1 and g.current == 0
    act(g, "p1 play G3")
    assert g.current == 3


def test_r8_3_two_players_the_opponent_still_moves() -> None:
    g = make_game(players=2, hands={0: ["G:perekhryuk", "R1", "R2"]}, pile=["G5"])
    act(g, "p1 play G:perekhryuk")
    assert g.current == 1 and g.direction == -1


def test_r8_3_two_player_reverse_skips_option() -> None:
    g = make_game(
        players=2,
        hands={0: ["G:perekhryuk", "G1", "R2"]},
        pile=["G5"],
        two_player_reverse_skips=True,
    )
    act(g, "p1 play G:perekhryuk")
    assert g.current == 0
    act(g, "p1 play G1")
    assert g.current == 1


def test_r8_3_two_player_reverse_skips_has_no_effect_with_three() -> None:
    g = make_game(
        players=3,
        hands={0: ["G:perekhryuk", "G1", "R2"]},
        pile=["G5"],
        two_player_reverse_skips=True,
    )
    act(g, "p1 play G:perekhryuk")
    assert g.current == 2


# ----------------------------------------------------------------- R8.4 Polisvin


def test_r8_4_polisvin_even_while_holding_matches_names_any_colour() -> None:
    g = make_game(hands={0: ["polisvin", "G1", "R1"]}, pile=["G5"])
    plays = [x for x in g.legal_actions(0) if x.kind == Act.PLAY and x.card == card("polisvin")]
    assert {x.colour for x in plays} == {0, 1, 2, 3}
    events = act(g, "p1 play polisvin G")  # the current colour is allowed too
    assert ev.ColourNamed(0, 2) in events and g.named == 2 and g.current == 1


def test_r8_4_polisvin_needs_a_colour_and_nothing_else_names_one() -> None:
    g = make_game(hands={0: ["polisvin", "G1", "R1"]}, pile=["G5"])
    before = snapshot(g)
    with pytest.raises(IllegalAction, match=r"a Polisvin needs a colour: add R, O, G or B"):
        act(g, "p1 play polisvin")
    only = "only a Polisvin or a grey value card names a colour, not G1"
    with pytest.raises(IllegalAction, match=only):
        act(g, "p1 play G1 R")
    assert snapshot(g) == before


def test_r8_4_polisvin_onto_polisvin() -> None:
    g = make_game(hands={0: ["polisvin", "B1", "R1"]}, pile=["polisvin"], named="green")
    act(g, "p1 play polisvin B")
    assert g.named == 3


# ----------------------------------------------------------------- R8.5 Tikhokhryun


def silent_game() -> Game:
    return make_game(
        hands={
            0: ["G:tikhokhryun", "G1", "R1", "R2"],
            1: ["G2", "O1", "O2"],
            2: ["G3", "B2", "B3"],
            3: ["G4", "O3", "O4"],
        },
        pile=["G5"],
        deck_top=["B6", "B7", "R6", "R7", "O6", "O7"],
    )


def test_r8_5_silence_first_speaker_takes_two_and_silence_ends() -> None:
    g = silent_game()
    events = act(g, "p1 play G:tikhokhryun")
    assert ev.SilenceStarted(0) in events and g.silence == 0
    events = act(g, "p3 say psst")
    assert events[0] == ev.Spoke(2, "psst", True)
    assert ev.SilenceEnded(0) in events and took(events, 2) == 2
    events = act(g, "p4 say now I may")
    assert events == [ev.Spoke(3, "now I may", False)]


def test_r8_5_silence_holds_for_the_player_who_played_it() -> None:
    g = silent_game()
    act(g, "p1 play G:tikhokhryun")
    events = act(g, "p1 say oops")
    assert took(events, 0) == 2


def test_r8_5_game_actions_are_not_speech() -> None:
    g = make_game(hands={0: ["G1", "R1"], 1: ["G2", "B2", "B3"]}, pile=["G5"], silence=3)
    events = act(g, "p1 play G1", "p2 catch p1", "p2 draw")
    assert g.silence == 3
    assert not [e for e in events if isinstance(e, ev.Took) and e.reason == ev.REASON_SILENCE]


def test_r8_5_silence_ends_when_its_player_next_puts_a_card() -> None:
    g = silent_game()
    act(g, "p1 play G:tikhokhryun", "p2 play G2", "p3 play G3", "p4 play G4")
    assert g.silence == 0
    events = act(g, "p1 play G1")
    assert ev.SilenceEnded(0) in events and g.silence == -1


def test_r8_5_drawing_or_being_skipped_does_not_end_silence() -> None:
    g = make_game(
        hands={0: ["G:tikhokhryun", "G1", "R1"], 1: ["G:zakhrapin", "O1"], 2: ["B2", "B3"]},
        pile=["G5"],
        deck_top=["B6", "B7"],
    )
    act(g, "p1 play G:tikhokhryun", "p2 play G:zakhrapin", "p3 accept", "p4 draw")
    assert g.silence == 0
    act(g, "p1 draw")
    assert g.silence == 0


def test_r8_5_speech_without_silence_costs_nothing() -> None:
    g = make_game(hands={0: ["G1", "R1"]}, pile=["G5"])
    assert act(g, "p2 say hello all") == [ev.Spoke(1, "hello all", False)]
    assert A.speak(1) in g.legal_actions(1)


# ----------------------------------------------------------------- R8.6 Khlopkopyt


def slap_game(players: int = 4) -> Game:
    g = make_game(
        players=players,
        hands={0: ["G:khlopkopyt", "G1", "R1"], players - 1: ["G:khlopkopyt", "B2", "B3"]},
        pile=["G5"],
    )
    act(g, "p1 play G:khlopkopyt")
    return g


def test_r8_6_race_opens_and_only_slaps_and_speech_are_possible() -> None:
    g = slap_game()
    assert g.race == [0, 0, 0, 0] and g.current == 1
    for p in range(4):
        assert kinds(g, p) == {Act.SLAP, Act.SPEAK}
    assert g.turn_actions() == []
    assert g.clock_actions() == [A.close_race()]
    before = snapshot(g)
    for text in ("p2 draw", "p2 play G1", "timeout p2"):
        with pytest.raises(IllegalAction):
            act(g, text)
    assert snapshot(g) == before


def test_r8_6_everyone_slaps_the_deck_last_one_takes_two() -> None:
    g = slap_game()
    act(g, "p3 slap", "p1 slap", "p4 slap")
    assert g.race is not None
    events = act(g, "p2 slap deck")
    assert of_type(events, ev.RaceClosed) == [ev.RaceClosed((1,))]
    assert took(events, 1) == 2 and took(events) == 2
    assert g.race is None and g.current == 1


def test_r8_6_wrong_pile_slap_counts_as_not_slapped() -> None:
    g = slap_game()
    act(g, "p1 slap", "p2 slap pile", "p3 slap")
    events = act(g, "p4 slap")
    assert of_type(events, ev.RaceClosed) == [ev.RaceClosed((1,))]
    assert took(events, 1) == 2 and took(events, 3) == 0


def test_r8_6_slap_is_final() -> None:
    g = slap_game()
    act(g, "p2 slap pile")
    before = snapshot(g)
    with pytest.raises(TooLate, match=r"p2 has already slapped; a slap is final \(R8\.6\)"):
        act(g, "p2 slap deck")
    assert snapshot(g) == before


def test_r8_6_window_closes_with_players_who_never_slapped_each_takes_two() -> None:
    """Decision (R8.6): those who did not slap the deck take 2 each, nobody else."""
    g = slap_game(players=5)
    act(g, "p1 slap", "p3 slap pile", "p4 slap")
    events = act(g, "close race")
    assert of_type(events, ev.RaceClosed) == [ev.RaceClosed((1, 2, 4))]
    assert took(events, 1) == took(events, 2) == took(events, 4) == 2
    assert took(events, 0) == took(events, 3) == 0
    assert g.race is None and g.current == 1


def test_r8_6_nobody_slapped_everyone_takes_two() -> None:
    g = slap_game(players=3)
    events = act(g, "close race")
    assert of_type(events, ev.RaceClosed) == [ev.RaceClosed((0, 1, 2))]
    assert took(events) == 6


def test_r8_6_losers_take_in_turn_order_from_the_khlopkopyt_player() -> None:
    """Decision (R8.6): one loser at a time, 2 cards each, in turn order from the player
    of the Khlopkopyt; when the deck runs dry (R3.5) the later ones are short."""
    g = make_game(
        5,
        hands={2: ["G:khlopkopyt", "G1", "R1"]},
        others=2,
        current=2,
        pile=["G5"],
        deck_top=["B1", "B2", "B3"],
        leftover=0,
    )
    act(g, "p3 play G:khlopkopyt")
    assert g.race_by == 2
    events = act(g, "close race")
    assert of_type(events, ev.RaceClosed) == [ev.RaceClosed((2, 3, 4, 0, 1))]
    takes = [(e.player, e.number) for e in of_type(events, ev.Took)]
    assert takes == [(2, 2), (3, 2), (4, 0), (0, 0), (1, 0)]  # 3 in the deck, 1 reshuffled


def test_r8_6_losers_order_follows_the_direction_of_play() -> None:
    g = make_game(4, hands={1: ["G:khlopkopyt", "G1", "R1"]}, current=1, direction=-1)
    act(g, "p2 play G:khlopkopyt")
    events = act(g, "close race")
    assert of_type(events, ev.RaceClosed) == [ev.RaceClosed((1, 0, 3, 2))]


def test_r8_6_the_khlopkopyt_player_round_trips_in_a_position() -> None:
    g = make_game(4, hands={1: ["G:khlopkopyt", "G1", "R1"]}, current=1)
    act(g, "p2 play G:khlopkopyt")
    pos = to_position(g)
    assert pos["race"]["by"] == 1
    assert from_position(pos).race_by == 1
    del pos["race"]["by"]  # a position written before the field: the player before current
    assert from_position(pos).race_by == 1


def test_r8_6_slap_without_a_race_is_too_late() -> None:
    g = make_game(hands={0: ["G1", "R1"]}, pile=["G5"])
    with pytest.raises(TooLate, match="there is no slap race now"):
        act(g, "p2 slap")
    with pytest.raises(IllegalAction, match="there is no slap race to close"):
        act(g, "close race")


def test_r8_6_the_player_who_played_it_slaps_too() -> None:
    g = slap_game(players=2)
    events = act(g, "p2 slap", "p1 slap")
    assert took(events, 0) == 2


def test_r8_6_interception_window_runs_after_the_race_closes() -> None:
    g = slap_game()
    act(g, "close race")
    assert g.window
    assert Act.INTERCEPT in kinds(g, 3)
    act(g, "p2 draw")
    assert Act.INTERCEPT not in kinds(g, 3)


def test_r8_6_speech_during_the_race() -> None:
    g = slap_game()
    assert act(g, "p4 say go") == [ev.Spoke(3, "go", False)]
    assert card_name(g.top) == "G:khlopkopyt"


def test_r8_3_two_player_reverse_skips_serves_an_owed_skip() -> None:
    """Decision (R5.4, R8.3): the turn comes back to the interceptor, who owes a skip."""
    g = make_game(
        players=2,
        hands={0: ["G:perekhryuk", "R1", "R2"], 1: ["G:perekhryuk", "B2", "B3"]},
        pile=["G5"],
        current=1,
        skips=[1, 0],
        two_player_reverse_skips=True,
    )
    act(g, "p2 play G:perekhryuk")  # p1 is skipped (the option); p1 still owes one
    assert g.current == 1 and g.skips == [1, 0]
    events = act(g, "p1 intercept G:perekhryuk")
    assert ev.Skipped(0, ev.REASON_OWED) in events
    assert g.current == 1 and g.skips == [0, 0]
