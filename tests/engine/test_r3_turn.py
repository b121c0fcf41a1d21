"""R3 A turn: the matching table (R3.1), the named colour (R3.2), drawing and then
playing the drawn card or passing (R3.3), the direction of play (R3.4), the reshuffle
and the exhausted deck (R3.5) and the move number counted in turn actions (R3.6).
"""

from __future__ import annotations

import pytest

from svintus.engine import Game, IllegalAction, NotYourTurn, Rules
from svintus.engine import actions as A
from svintus.engine import events as ev
from svintus.engine.actions import Act
from svintus.engine.cards import FACES, card_name

from .helpers import act, card, hand, make_game, names, of_type, took, zones_ok


def playable(game: Game, player: int) -> set[str]:
    return {
        card_name(x.card)
        for x in game.legal_actions(player)
        if x.kind == Act.PLAY and not x.svintus
    }


# ----------------------------------------------------------------- R3.1 matching


def test_r3_1_number_card_same_colour_or_same_value() -> None:
    g = make_game(hands={0: ["G2", "R7", "B3", "O6", "R:khapyozh", "B:khapyozh"]}, pile=["G7"])
    assert playable(g, 0) == {"G2", "R7"}


def test_r3_1_coloured_prescription_same_colour_or_same_kind() -> None:
    g = make_game(
        hands={0: ["G:zakhrapin", "B:zakhrapin", "R:perekhryuk", "G:khlopkopyt", "B1"]},
        pile=["G7"],
    )
    assert playable(g, 0) == {"G:zakhrapin", "G:khlopkopyt"}
    g = make_game(
        hands={0: ["B:perekhryuk", "R3", "G3", "B:zakhrapin", "R:tikhokhryun"]},
        pile=["R:perekhryuk"],
    )
    assert playable(g, 0) == {"B:perekhryuk", "R3", "R:tikhokhryun"}


def test_r3_1_number_onto_a_prescription_by_colour_only() -> None:
    g = make_game(hands={0: ["O0", "O7", "R0", "B5"]}, pile=["O:khlopkopyt"])
    assert playable(g, 0) == {"O0", "O7"}


def test_r3_1_polisvin_goes_onto_anything() -> None:
    g = make_game(hands={0: ["polisvin", "B3", "R2"]}, pile=["G7"])
    assert playable(g, 0) == {"polisvin"}
    assert {x.colour for x in g.legal_actions(0) if x.kind == Act.PLAY} == {0, 1, 2, 3}


def test_r3_1_play_moves_the_card_to_the_pile_and_turn_passes() -> None:
    g = make_game(hands={0: ["G2", "R7", "B3"]}, pile=["G7"])
    events = act(g, "p1 play R7")
    assert events[0] == ev.Played(0, card("R7"), -1, False)
    assert hand(g, 0) == ["G2", "B3"]
    assert card_name(g.top) == "R7" and g.current == 1
    assert zones_ok(g)


def test_r3_1_card_that_does_not_match_is_refused() -> None:
    g = make_game(hands={0: ["B3", "G2"]}, pile=["R7"])
    with pytest.raises(IllegalAction, match=r"B3 does not go onto R7 \(same colour or value"):
        act(g, "p1 play B3")


# ----------------------------------------------------------------- R3.2 named colour


def test_r3_2_named_colour_decides_the_next_card() -> None:
    g = make_game(
        hands={0: ["G1", "R1", "B:khapyozh", "G:perekhryuk", "polisvin", "O5"]},
        pile=["O5", "polisvin"],
        named="green",
    )
    assert playable(g, 0) == {"G1", "G:perekhryuk", "polisvin"}


def test_r3_2_naming_ends_when_the_next_card_covers_it() -> None:
    g = make_game(
        hands={0: ["polisvin", "R3"], 1: ["B2", "G1", "G4"], 2: ["G2", "R5"]},
        pile=["R3"],
    )
    act(g, "p1 play polisvin G")
    assert g.named == 2 and g.current == 1
    assert playable(g, 1) == {"G1", "G4"}
    act(g, "p2 play G1")
    assert g.named == -1
    assert playable(g, 2) == {"G2"}


def test_r3_2_named_colour_survives_a_draw() -> None:
    g = make_game(
        hands={0: ["R4", "R5"], 1: ["G6", "O6"]},
        pile=["polisvin"],
        named="green",
        deck_top=["O1"],
    )
    act(g, "p1 draw")
    assert g.named == 2 and g.current == 1
    assert playable(g, 1) == {"G6"}


# ----------------------------------------------------------------- R3.3 drawing


def test_r3_3_draw_allowed_while_holding_a_match() -> None:
    g = make_game(hands={0: ["G2", "R1"]}, pile=["G7"], deck_top=["B4"])
    assert A.draw(0) in g.legal_actions(0)
    events = act(g, "p1 draw")
    assert took(events, 0) == 1 and hand(g, 0) == ["R1", "G2", "B4"]
    # the drawn B4 does not fit: the turn ends at once
    assert g.current == 1 and g.drawn == -1


def test_r3_3_drawn_card_that_fits_may_be_played_at_once_only_that_card() -> None:
    g = make_game(hands={0: ["G2", "R1"]}, pile=["G7"], deck_top=["B7"])
    act(g, "p1 draw")
    assert g.current == 0 and card_name(g.drawn) == "B7"
    assert g.turn_actions() == [A.play(0, card("B7")), A.pass_(0)]
    with pytest.raises(IllegalAction, match=r"only the drawn card B7 may be played \(R3\.3\)"):
        act(g, "p1 play G2")
    with pytest.raises(IllegalAction, match="already drawn"):
        act(g, "p1 draw")
    act(g, "p1 play B7")
    assert card_name(g.top) == "B7" and g.current == 1 and g.drawn == -1


def test_r3_3_pass_after_drawing_ends_the_turn() -> None:
    g = make_game(hands={0: ["G2", "R1"]}, pile=["G7"], deck_top=["G0"])
    act(g, "p1 draw")
    move = g.move
    events = act(g, "p1 pass")
    assert events == [ev.Passed(0)]
    assert g.current == 1 and g.move == move  # declining is not a turn action (R3.6)
    assert "G0" in hand(g, 0)


def test_r3_3_pass_without_drawing_is_refused() -> None:
    g = make_game(hands={0: ["G2", "R1"]}, pile=["G7"])
    with pytest.raises(IllegalAction, match=r"may pass only after drawing a card that fits"):
        act(g, "p1 pass")


def test_r3_3_drawing_is_a_turn_action_only_for_the_player_to_move() -> None:
    g = make_game(hands={0: ["G2", "R1"]}, pile=["G7"])
    with pytest.raises(NotYourTurn, match="not your turn: it is p1's turn"):
        act(g, "p2 draw")


# ----------------------------------------------------------------- R3.4 direction


def test_r3_4_turns_pass_clockwise() -> None:
    g = make_game(
        hands={0: ["G1", "R6"], 1: ["G2", "R0"], 2: ["G3", "R1"], 3: ["G4", "R2"]},
        pile=["G7"],
    )
    order = []
    for text in ("p1 play G1", "p2 play G2", "p3 play G3", "p4 play G4"):
        order.append(g.current)
        act(g, text)
    assert order == [0, 1, 2, 3] and g.current == 0 and g.direction == 1


def test_r3_4_after_a_perekhryuk_turns_pass_counter_clockwise() -> None:
    g = make_game(
        hands={0: ["G:perekhryuk", "R0"], 3: ["G3", "R1"], 2: ["G4", "R2"]},
        pile=["G7"],
    )
    act(g, "p1 play G:perekhryuk")
    assert g.direction == -1 and g.current == 3
    act(g, "p4 play G3")
    assert g.current == 2


# ----------------------------------------------------------------- R3.5 the deck runs out


def test_r3_5_empty_deck_reshuffles_the_pile_but_its_top() -> None:
    g = make_game(
        players=2,
        hands={0: ["B1", "B2"]},
        pile=["R1", "R2", "R3", "G5"],
        leftover=1,
    )
    assert g.deck == []
    events = act(g, "p1 draw")
    assert of_type(events, ev.Reshuffled) == [ev.Reshuffled(3)]
    assert names(g.pile) == ["G5"]
    assert len(g.deck) == 2 and len(g.hands[0]) == 3
    assert sorted(names(g.deck) + hand(g, 0)) == ["B1", "B2", "R1", "R2", "R3"]
    assert zones_ok(g)


def test_r3_5_reshuffle_comes_from_the_seed() -> None:
    def run() -> list[int]:
        g = make_game(
            players=2,
            hands={0: ["B1", "B2"]},
            pile=["R1", "R2", "R3", "R4", "R5", "R6", "G5"],
            leftover=1,
        )
        act(g, "p1 draw")
        return list(g.deck)

    assert run() == run()


def test_r3_5_draw_from_nothing_takes_nothing_and_ends_the_turn() -> None:
    g = make_game(players=2, hands={0: ["G2", "B1"]}, pile=["G5"], leftover=1)
    assert g.deck == [] and len(g.pile) == 1
    assert A.draw(0) in g.legal_actions(0)  # a player who can play may still draw
    events = act(g, "p1 draw")
    assert of_type(events, ev.Took) == [ev.Took(0, 0, ev.REASON_DRAW, ())]
    assert g.current == 1 and g.move == 1
    assert zones_ok(g)


def test_r3_5_shortfall_of_a_penalty_is_forgiven() -> None:
    g = make_game(
        players=3,
        hands={0: ["B1", "B2"]},
        pile=["R7", "R:khapyozh"],
        deck_top=["G1"],
        leftover=2,
        pending={"kind": "khapyozh", "count": 1},
    )
    events = act(g, "p1 accept")
    took_events = of_type(events, ev.Took)
    assert [e.number for e in took_events] == [2]  # 1 from the deck, 1 reshuffled, 1 short
    assert of_type(events, ev.Reshuffled) == [ev.Reshuffled(1)]
    assert g.current == 1 and zones_ok(g)


# ----------------------------------------------------------------- R3.6 move number


def test_r3_6_turn_actions_count_others_do_not() -> None:
    g = make_game(
        hands={0: ["G1", "B5", "B6"], 1: ["O2", "O3"], 2: ["G1", "R5"], 3: ["R3", "R4"]},
        pile=["G7"],
        deck_top=["O0", "B3", "B4", "R0"],
    )
    act(g, "p1 play G1")  # a play
    assert g.move == 1
    act(g, "p3 intercept G1")  # an interception (R4.3: p4 moves next)
    assert g.move == 2 and g.current == 3
    act(g, "p2 say hi", "p2 svintus", "p1 catch p3")  # speech, a declaration, a catch
    assert g.move == 2
    act(g, "p4 draw")  # a draw; O0 does not go onto G1
    assert g.move == 3 and g.current == 0
    act(g, "timeout p1")  # a timeout of the player to move
    assert g.move == 4 and g.current == 1
    act(g, "p2 draw")  # R0 does not fit either
    assert g.move == 5 and g.current == 2


def test_r3_6_timeout_after_drawing_is_not_a_turn_action() -> None:
    g = make_game(hands={0: ["G2", "R1"]}, pile=["G7"], deck_top=["G0"])
    act(g, "p1 draw")
    assert g.move == 1
    events = act(g, "timeout p1")
    assert g.move == 1 and g.current == 1 and took(events) == 0


def test_r3_6_move_number_is_public() -> None:
    g = make_game(hands={0: ["G2", "R1"]}, pile=["G7"])
    act(g, "p1 play G2")
    assert all(g.view(p)["move"] == 1 for p in range(4))


def _oracle(face: int, top: int, named: int) -> bool:
    """R3.1, R3.2, R8.4 written out independently of the engine's tables."""
    f, t = FACES[face], FACES[top]
    if f.kind.id == "polisvin":
        return True
    if named >= 0:
        return f.colour == named
    if f.colour == t.colour:
        return True
    if f.kind.id == "number":
        return t.kind.id == "number" and f.value == t.value
    return f.kind.id == t.kind.id


def test_r3_1_r3_2_matching_table_is_exhaustively_right() -> None:
    classic = sorted({f for f in Rules().deck})
    for top in classic:
        for named in [-1] if FACES[top].kind.id != "polisvin" else [0, 1, 2, 3]:
            g = make_game(players=2, hands={0: ["G0"]}, pile=[card_name(top)])
            g.named = named
            for face in classic:
                assert g.fits(face) == _oracle(face, top, named), (card_name(face), card_name(top))
