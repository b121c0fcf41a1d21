"""R9 Svintus 2.0 Prescription cards: Svinorost's rising chain (R9.1) and Temnodel's
chain of face-down cards with checks (R9.2), with the interception rules of R4.6, the
last-card exception of R7.1, the bonus of R7.2, and the secrecy of dark cards (R14.8).
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from svintus.engine import Game, IllegalAction, NotYourTurn, Rules
from svintus.engine import actions as A
from svintus.engine import events as ev
from svintus.engine.actions import Act
from svintus.engine.cards import SVINOROST, TEMNODEL
from svintus.engine.errors import BadRecord
from svintus.engine.record import Record, from_position, to_position

from .helpers import a, act, card, hand, kinds, legal, make_game, of_type, snapshot, took

# Four players with every card R9 needs; two players with the artistic recipe (R13.1).
DECK4 = (("number", 2), ("khapyozh", 2), ("polisvin", 8), ("svinorost", 8), ("temnodel", 1))
TWO_TEMNODELS = (("number", 2), ("temnodel", 2))


def game4(**kw: Any) -> Game:
    return make_game(4, custom_deck=DECK4, **kw)


def plays_of(g: Game, p: int) -> list[str]:
    from svintus.engine.notation import format_action

    return [format_action(x) for x in g.legal_actions(p) if x.kind in (Act.PLAY, Act.GIVE_UP)]


# ================================================================= R9.1 Svinorost


def test_r9_1_svinorost_goes_onto_anything_with_a_low_number_card() -> None:
    g = game4(hands={0: ["svinorost", "G1", "B2", "R5"]}, pile=["O:khapyozh"])
    assert plays_of(g, 0) == ["p1 play svinorost G1", "p1 play svinorost B2"]
    events = act(g, "p1 play svinorost B2")
    assert [e.card for e in of_type(events, ev.Played)] == [card("svinorost"), card("B2")]
    assert ev.ChainStarted(0, SVINOROST) in events  # "Svinorost!" is automatic
    assert g.pile[-2:] == [card("svinorost"), card("B2")]
    assert g.chain == SVINOROST and g.current == 1 and g.move == 1  # one action, one move
    assert hand(g, 0) == ["R5", "G1"]


def test_r9_1_svinorost_onto_a_named_colour() -> None:
    g = game4(hands={0: ["svinorost", "O0", "R5"]}, pile=["polisvin"], named="green")
    act(g, "p1 play svinorost O0")
    assert g.named == -1 and g.chain == SVINOROST


def test_r9_1_svinorost_needs_a_number_card_of_value_0_to_2() -> None:
    g = game4(hands={0: ["svinorost", "G3", "R5"]}, pile=["G5"])
    assert not [x for x in g.legal_actions(0) if x.card == card("svinorost")]
    before = snapshot(g)
    with pytest.raises(IllegalAction, match=r"a Svinorost needs a number card of value 0-2"):
        act(g, "p1 play svinorost G3")
    assert snapshot(g) == before


@pytest.mark.parametrize(
    ("line", "message"),
    [
        ("p1 play svinorost", r"a Svinorost takes the number card placed on it"),
        ("p1 play svinorost G5", r"G5 cannot go on a Svinorost: a number card of value 0-2"),
        ("p1 play svinorost B1", r"p1 has no B1 to place on the Svinorost"),
        ("p1 play G5 G1", r"only a Svinorost takes a card on it, not G5"),
        ("p1 play svinorost G1 svintus", r"'Svintus!' goes only with the play that leaves one"),
        ("p1 giveup", r"there is no Svinorost chain for p1 to give up"),
    ],
)
def test_r9_1_svinorost_errors_say_why(line: str, message: str) -> None:
    g = game4(hands={0: ["svinorost", "G1", "G5", "R5"]}, pile=["G6"])
    before = snapshot(g)
    with pytest.raises(IllegalAction, match=message):
        act(g, line)
    assert snapshot(g) == before


def chain_game(top: str = "G1", **kw: Any) -> Game:
    hands = kw.pop(
        "hands",
        {
            0: ["R5", "B6"],
            1: ["R1", "B2", "O3", "G:khapyozh", "polisvin"],
            2: ["G1", "O2", "R7"],
            3: ["B1", "B3", "O6"],
        },
    )
    return game4(
        hands=hands,
        pile=["svinorost", top],
        chain="svinorost",
        window=True,
        current=1,
        deck_top=["R0", "O0", "B0", "G0", "R2", "O1"],
        **kw,
    )


def test_r9_1_chain_same_value_or_one_higher_any_colour_or_give_up() -> None:
    g = chain_game()
    assert plays_of(g, 1) == ["p2 play R1", "p2 play B2", "p2 giveup"]
    assert Act.DRAW not in kinds(g, 1)  # no drawing (R3.3)
    act(g, "p2 play B2")
    assert g.chain == SVINOROST and g.current == 2
    assert plays_of(g, 2) == ["p3 play O2", "p3 giveup"]  # 2 or 3; G1 is too low
    assert g.view(0)["chain"] == {"kind": "svinorost", "values": [2, 3]}


@pytest.mark.parametrize(
    ("line", "message"),
    [
        ("p2 draw", r"no drawing in a Svinorost chain: play a number card of value 1 or 2"),
        ("p2 play polisvin B", r"no special card in a Svinorost chain \(polisvin\)"),
        ("p2 play G:khapyozh", r"no special card in a Svinorost chain"),
        ("p2 play O3", r"O3 does not continue the Svinorost chain at 1: play a number card"),
        ("p2 accept", r"p2 is in a Svinorost chain"),
        ("p1 play R5", r"not your turn"),
    ],
)
def test_r9_1_no_drawing_and_no_special_card_in_the_chain(line: str, message: str) -> None:
    g = chain_game()
    before = snapshot(g)
    with pytest.raises(IllegalAction, match=message):
        act(g, line)
    assert snapshot(g) == before


def test_r5_4_chain_errors_are_penalised_attempts_on_a_strict_table() -> None:
    """R5.4 as amended (until issue #17 they were refused unpenalised)."""
    g = chain_game(strict_table=True)
    events = act(g, "p2 play O3")
    (wrong,) = of_type(events, ev.IncorrectMove)
    assert "does not continue the Svinorost chain" in wrong.reason and g.chain == -1


def test_r9_1_give_up_takes_the_value_skips_and_play_goes_on_on_the_last_card() -> None:
    g = chain_game(top="B2", hands={1: ["O3", "R5", "G6"], 2: ["B4", "G2", "O0"]})
    events = act(g, "p2 giveup")
    assert ev.GaveUp(1, 2) in events and took(events, 1) == 2
    assert ev.Skipped(1, ev.REASON_SVINOROST) in events
    assert g.chain == -1 and g.current == 2 and g.top == card("B2")
    # the usual rules on B2: blue or a 2, and drawing is back
    assert plays_of(g, 2) == ["p3 play G2", "p3 play B4"]
    assert Act.DRAW in kinds(g, 2)


def test_r9_1_give_up_at_zero_takes_nothing() -> None:
    g = chain_game(top="G0", hands={1: ["O3", "R5", "G6"]})
    events = act(g, "p2 giveup")
    assert took(events, 1) == 0 and g.chain == -1 and g.current == 2


def test_r9_1_interception_of_an_exact_copy_does_not_end_the_chain() -> None:
    g = chain_game()  # G1 on top; p3 holds the other G1
    assert A.intercept(2, card("G1")) in legal(g, 2)
    events = act(g, "p3 intercept G1")
    assert of_type(events, ev.Played)[0].interception
    assert g.chain == SVINOROST and g.current == 3  # the interceptor's neighbour (R4.3)
    assert plays_of(g, 3) == ["p4 play B1", "p4 giveup"]


def test_r9_1_timeout_is_giving_up_plus_two_dawdle_cards() -> None:
    g = chain_game(top="B2")
    events = act(g, "timeout p2")
    assert took(events, 1) == 4 and ev.GaveUp(1, 2) in events
    assert g.chain == -1 and g.current == 2 and g.move == 1


def test_r9_1_a_player_may_get_rid_of_their_last_card_in_the_chain() -> None:
    g = chain_game(top="B2", hands={1: ["B3"]})
    events = act(g, "p2 play B3")
    assert ev.GameWon(1, g.points) in events and g.winner == 1 and g.chain == -1


def test_r9_1_svinorost_with_its_number_card_as_the_last_two_wins() -> None:
    g = game4(hands={0: ["svinorost", "G1"]}, pile=["B6"])
    act(g, "p1 play svinorost G1")
    assert g.winner == 0


def test_r9_1_svintus_with_a_svinorost_that_leaves_one_card() -> None:
    g = game4(hands={0: ["svinorost", "G1", "R5"]}, pile=["B6"])
    assert plays_of(g, 0) == ["p1 play svinorost G1", "p1 play svinorost G1 svintus"]
    act(g, "p1 play svinorost G1")
    assert g.catchable == [0]  # R6.2: not declared


def test_r9_1_value_seven_only_sevens_go_on() -> None:
    g = chain_game(top="G7", hands={1: ["R7", "B6", "G0", "polisvin"]})
    assert plays_of(g, 1) == ["p2 play R7", "p2 giveup"]
    assert g.view(1)["chain"] == {"kind": "svinorost", "values": [7]}
    act(g, "p2 play R7")
    assert g.chain == SVINOROST and g.current == 2


def test_r9_1_a_drawn_svinorost_may_be_played_at_once() -> None:
    g = game4(hands={0: ["G1", "R5"]}, pile=["B6"], deck_top=["svinorost"])
    act(g, "p1 draw")
    assert g.drawn == card("svinorost")
    assert plays_of(g, 0) == ["p1 play svinorost G1", "p1 play svinorost G1 svintus"]
    act(g, "p1 play svinorost G1 svintus")
    assert g.chain == SVINOROST


def test_r9_1_a_drawn_svinorost_without_a_low_card_ends_the_turn() -> None:
    g = game4(hands={0: ["G4", "R5"]}, pile=["B6"], deck_top=["svinorost"])
    act(g, "p1 draw")
    assert g.drawn == -1 and g.current == 1


def test_r9_1_chain_position_round_trips() -> None:
    g = chain_game()
    pos = to_position(g)
    assert pos["chain"] == "svinorost"
    assert to_position(from_position(json.loads(json.dumps(pos)))) == pos


# ================================================================= R9.2 Temnodel


def temnodel_game(**kw: Any) -> Game:
    hands = {
        0: ["R:temnodel", "B3", "G5", "O1"],
        1: ["R2", "R4", "G2"],
        2: ["O5", "B5", "B6"],
        3: ["G6", "O6", "O7"],
    }
    hands.update(kw.pop("hands", {}))
    return game4(hands=hands, pile=kw.pop("pile", ["R6"]), **kw)


def test_r9_2_temnodel_is_played_like_a_coloured_prescription() -> None:
    g = temnodel_game()
    assert A.play(0, card("R:temnodel")) in legal(g, 0)
    g2 = temnodel_game(pile=["B6"])
    assert A.play(0, card("R:temnodel")) not in legal(g2, 0)


def test_r9_2_first_dark_card_declares_a_number_of_the_temnodel_colour() -> None:
    g = temnodel_game()
    events = act(g, "p1 play R:temnodel")
    assert ev.ChainStarted(0, TEMNODEL) in events
    assert g.chain == TEMNODEL and g.current == 0 and not g.window
    darks = [x for x in g.legal_actions(0) if x.kind == Act.DARK]
    assert len(darks) == 3 * 8  # 3 cards x R0..R7
    assert {x.number for x in darks} == {card(f"R{v}") for v in range(8)}
    assert kinds(g, 0) == {Act.DARK, Act.SPEAK}  # no check yet, no draw, no play
    with pytest.raises(IllegalAction, match=r"the declaration B3 must match the Temnodel's colour"):
        act(g, "p1 dark B3 as B3")
    with pytest.raises(IllegalAction, match=r"no dark card to check yet"):
        act(g, "p1 check")
    act(g, "p1 dark B3 as R3")  # a lie
    assert g.dark == (card("B3"),) and g.said == (card("R3"),) and g.current == 1


def test_r9_2_next_declaration_matches_the_previous_declaration_or_checks() -> None:
    g = temnodel_game()
    act(g, "p1 play R:temnodel", "p1 dark B3 as R3")
    darks = [x for x in g.legal_actions(1) if x.kind == Act.DARK]
    wanted = {card(f"R{v}") for v in range(8)} | {card(c + "3") for c in "OGB"}
    assert {x.number for x in darks} == wanted  # the declared R3, not the real B3
    assert A.check(1) in legal(g, 1)
    with pytest.raises(IllegalAction, match=r"the declaration G4 must match the previous"):
        act(g, "p2 dark R2 as G4")
    with pytest.raises(IllegalAction, match=r"declare a number card"):
        act(g, "p2 dark R2 as polisvin")
    act(g, "p2 dark G2 as G3")
    assert g.current == 2 and g.dark_by == (0, 1)


def test_r9_2_check_truthful_checker_takes_all_and_their_neighbour_moves() -> None:
    g = temnodel_game()
    act(g, "p1 play R:temnodel", "p1 dark B3 as R3", "p2 dark R2 as R2")
    events = act(g, "p3 check")
    assert ev.Checked(2, 1, card("R2"), card("R2"), True) in events  # revealed to all
    assert of_type(events, ev.DarkTaken) == [ev.DarkTaken(2, 2, (card("B3"), card("R2")))]
    assert sorted(hand(g, 2)) == sorted(["O5", "B5", "B6", "B3", "R2"])
    assert g.chain == -1 and g.dark == () and g.current == 3
    assert g.top == card("R:temnodel")  # play goes on on the Temnodel
    assert Act.DRAW in kinds(g, 3)


def test_r9_2_check_lie_the_liar_takes_all_and_the_checker_moves() -> None:
    g = temnodel_game()
    act(g, "p1 play R:temnodel", "p1 dark B3 as R3", "p2 dark G2 as R2")
    events = act(g, "p3 check")
    assert ev.Checked(2, 1, card("G2"), card("R2"), False) in events
    assert took(events) == 0 and of_type(events, ev.DarkTaken)[0].player == 1
    assert sorted(hand(g, 1)) == sorted(["R2", "R4", "B3", "G2"])  # B3 and G2 taken
    assert g.current == 2 and g.chain == -1


def test_r9_2_no_drawing_and_no_interception_during_the_chain() -> None:
    g = make_game(
        4,
        custom_deck=TWO_TEMNODELS,
        hands={0: ["R:temnodel", "B3", "G5"], 2: ["R:temnodel", "B5", "B6"]},
        pile=["R6"],
    )
    act(g, "p1 play R:temnodel")
    assert Act.INTERCEPT not in kinds(g, 2)  # an exact copy, but not during Temnodel (R4.6)
    with pytest.raises(IllegalAction, match=r"no interception during a Temnodel chain \(R4.6"):
        act(g, "p3 intercept R:temnodel")
    act(g, "p1 dark B3 as R3")
    with pytest.raises(IllegalAction, match=r"no drawing in a Temnodel chain"):
        act(g, "p2 draw")
    with pytest.raises(IllegalAction, match=r"p2 is in a Temnodel chain"):
        act(g, "p2 play " + (hand(g, 1)[0]))


def test_r9_2_timeout_in_the_chain_skips_with_two_cards_and_the_chain_goes_on() -> None:
    g = temnodel_game()
    act(g, "p1 play R:temnodel", "p1 dark B3 as R3")
    events = act(g, "timeout p2")
    assert took(events, 1) == 2 and g.chain == TEMNODEL and g.current == 2
    assert A.check(2) in legal(g, 2)  # p3 may check p1's card


def last_card_game() -> Game:
    """p1 has put a Temnodel and then their last card face down, declared R3."""
    g = temnodel_game(hands={0: ["R:temnodel", "R3", "B3"]})
    act(g, "p1 play R:temnodel", "p1 dark B3 as R4 svintus", "p2 dark R2 as R2")
    act(g, "p3 dark O5 as O2", "p4 dark O6 as O3", "p1 dark R3 as R3")
    return g


def test_r9_2_a_last_dark_card_opens_checks_round_the_circle() -> None:
    g = last_card_game()
    assert g.winner == -1 and g.last_dark == 0 and hand(g, 0) == []  # R7.1 exception
    assert g.current == 1
    assert {x for x in g.turn_actions()} == {A.check(1), A.pass_(1)}
    with pytest.raises(NotYourTurn):
        act(g, "p3 check")
    with pytest.raises(IllegalAction, match=r"p1 put their last card face down: p2 may check"):
        act(g, "p2 dark R4 as R3")
    assert g.view(1)["chain"]["last_card"] == 0


def test_r9_2_nobody_checks_the_truth_wins_with_a_bonus_per_dark_card() -> None:
    g = last_card_game()
    act(g, "p2 pass", "timeout p3")  # a timeout passes, with no penalty
    assert g.current == 3 and g.move == 6
    events = act(g, "p4 pass")
    assert g.winner == 0
    others = sum(len(h) for h in g.hands[1:])
    assert g.points == others + 5  # R7.2 plus one point per dark card (R9.2)
    assert ev.GameWon(0, others + 5) in events
    assert len(g.dark) == 5  # counted for nobody else


def test_r9_2_truthful_last_card_checked_still_wins_and_the_checker_takes_nothing() -> None:
    g = last_card_game()
    before = [len(h) for h in g.hands]
    events = act(g, "p2 pass", "p3 check")
    assert ev.Checked(2, 0, card("R3"), card("R3"), True) in events
    assert g.winner == 0 and [len(h) for h in g.hands] == before
    assert g.points == sum(before) + 5


def test_r9_2_a_lie_on_the_last_card_the_liar_takes_them_and_the_checker_moves() -> None:
    g = temnodel_game(hands={0: ["R:temnodel", "B3", "O1"]})
    act(g, "p1 play R:temnodel", "p1 dark O1 as R1 svintus", "p2 dark R2 as R2")
    act(g, "p3 dark O5 as R5", "p4 dark O6 as R6", "p1 dark B3 as R3")
    events = act(g, "p2 check")
    assert ev.Checked(1, 0, card("B3"), card("R3"), False) in events
    assert g.winner == -1 and len(g.hands[0]) == 5 and g.current == 1
    assert g.chain == -1 and g.last_dark == -1


def test_r6_2_no_catch_of_a_player_whose_last_card_went_face_down() -> None:
    """R6.2 catches only a player holding exactly one card: an undeclared Temnodel leaves
    p1 catchable with one card, but once that card is dark p1 holds none."""
    g = temnodel_game(hands={0: ["R:temnodel", "B3"]})
    act(g, "p1 play R:temnodel")  # one card left, no "Svintus!"
    assert g.catchable == [0] and A.catch(1, 0) in legal(g, 1)
    act(g, "p1 dark B3 as R3")
    assert g.last_dark == 0 and hand(g, 0) == []
    assert g.catchable == []
    for q in (1, 2, 3):
        assert A.catch(q, 0) not in legal(g, q)
    before = snapshot(g)
    with pytest.raises(IllegalAction, match="cannot be caught now"):
        act(g, "p2 catch p1")
    assert snapshot(g) == before
    act(g, "p2 pass", "p3 pass", "p4 pass")
    assert g.winner == 0


def test_r9_2_views_show_declarations_never_others_faces() -> None:
    g = temnodel_game()
    act(g, "p1 play R:temnodel")
    events = act(g, "p1 dark B3 as R3")
    assert ev.redact(events[0], 1) == ev.DarkCard(0, card("R3"), -1)
    assert ev.redact(events[0], 0) == ev.DarkCard(0, card("R3"), card("B3"))
    mine = g.view(0)["chain"]
    assert mine == {
        "kind": "temnodel",
        "dark": [{"by": 0, "declared": "R3", "card": "B3"}],
        "last_card": None,
    }
    for viewer in (1, 2, -1):
        seen = g.view(viewer)["chain"]
        assert seen["dark"] == [{"by": 0, "declared": "R3", "card": None}]
        assert "B3" not in json.dumps(g.view(viewer))
    taken = act(g, "p2 dark R2 as R2", "p3 check")
    dark_taken = of_type(taken, ev.DarkTaken)[0]
    assert ev.redact(dark_taken, 0) == ev.DarkTaken(2, 2, ())  # p3 took them face down


def test_r9_2_chain_position_round_trips_and_dark_cards_are_a_zone() -> None:
    g = temnodel_game()
    act(g, "p1 play R:temnodel", "p1 dark B3 as R3")
    pos = to_position(g)
    assert pos["dark"] == {"cards": ["B3"], "said": ["R3"], "by": [0], "last": None}
    assert to_position(from_position(json.loads(json.dumps(pos)))) == pos
    bad = json.loads(json.dumps(pos))
    bad["dark"]["cards"] = []
    bad["dark"]["said"] = []
    bad["dark"]["by"] = []
    with pytest.raises(BadRecord, match=r"'hands', 'dark': the cards do not make .* missing B3"):
        from_position(bad)
    bad = json.loads(json.dumps(pos))
    bad["dark"]["said"] = ["polisvin"]
    with pytest.raises(BadRecord, match=r"a declaration is a number card"):
        from_position(bad)
    classic = to_position(make_game())
    assert "dark" not in classic and "chain" not in classic  # classic positions unchanged


def test_r9_2_copy_keeps_the_chain_apart() -> None:
    g = temnodel_game()
    act(g, "p1 play R:temnodel", "p1 dark B3 as R3")
    c = g.copy()
    c.apply(a(c, "p2 check"))
    assert g.dark == (card("B3"),) and g.chain == TEMNODEL and c.chain == -1


def test_r9_a_record_with_both_chains_replays_and_verifies() -> None:
    rules = Rules(players=2, recipe="artistic")
    for seed in range(40):
        g = Game.new(rules, seed)
        record = Record(rules, seed)
        step = 0
        while not g.over and step < 2000:
            x = g.turn_actions()[step * 7919 % len(g.turn_actions())]
            g.apply(x)
            record.add(step, x)
            step += 1
        data = json.loads(json.dumps(record.to_json(g)))
        assert to_position(Record.from_json(data).verify()) == to_position(g)


def test_r9_2_a_temnodel_as_the_last_card_wins_at_once() -> None:
    """R7.1: the game ends when the hand is empty; no dark card is owed."""
    g = temnodel_game(hands={0: ["R:temnodel"]})
    act(g, "p1 play R:temnodel")
    assert g.winner == 0 and g.chain == -1 and g.dark == ()


def test_r9_2_temnodel_onto_a_temnodel_of_another_colour() -> None:
    g = temnodel_game(hands={0: ["R:temnodel", "B3", "G5"]}, pile=["G:temnodel"])
    assert A.play(0, card("R:temnodel")) in legal(g, 0)


def test_r2_3_svinorost_and_temnodel_never_start_a_game() -> None:
    rules = Rules(players=2, recipe="artistic")
    for seed in range(60):
        g = Game.new(rules, seed)
        assert g.pile[-1] not in (card("svinorost"), *(card(c + ":temnodel") for c in "ROGB"))


def test_r9_2_speaking_in_silence_while_waiting_for_the_checks() -> None:
    """Decision: the player whose last card is dark has finished (R7.1) pending the
    check; a silence penalty taken meanwhile (R8.5) does not change the verdict."""
    g = make_game(
        3,
        custom_deck=(("number", 2), ("tikhokhryun", 2), ("temnodel", 1)),
        hands={0: ["R:temnodel", "R3"], 1: ["B1", "B2"], 2: ["G1", "G2"]},
        pile=["R6"],
        silence=1,
    )
    act(g, "p1 play R:temnodel svintus", "p1 dark R3 as R3")
    assert g.last_dark == 0
    act(g, "p1 say hi")
    assert len(g.hands[0]) == 2 and g.silence == -1
    act(g, "p2 pass", "p3 pass")
    assert g.winner == 0 and g.points == 4 + 1  # p2 and p3 hold 4; one dark card


# ================================================================= R5.4 in the chains


def test_r5_4_strict_table_an_interception_attempt_in_a_temnodel_chain_is_penalised() -> None:
    """R5.4 as amended: inside a chain an illegal attempt (an interception included) is
    penalised; out of turn it costs the offender their next own turn."""
    g = temnodel_game(hands={2: ["R5", "B5", "B6"]}, strict_table=True)
    act(g, "p1 play R:temnodel", "p1 dark B3 as R3")
    move = g.move
    events = act(g, "p3 intercept R5")
    assert of_type(events, ev.IncorrectMove)[0].player == 2
    assert took(events, 2) == 2 and g.skips == [0, 0, 1, 0] and g.move == move + 1
    assert g.chain == TEMNODEL and g.current == 1 and len(g.dark) == 1
    act(g, "p2 dark R2 as R2")  # p3 serves the skip: p4 answers
    assert g.current == 3 and g.skips == [0, 0, 0, 0]


def test_r5_4_strict_table_an_in_turn_attempt_in_a_temnodel_chain_goes_on_as_a_timeout() -> None:
    g = temnodel_game(strict_table=True)
    act(g, "p1 play R:temnodel", "p1 dark B3 as R3")
    events = act(g, "p2 play R4")
    assert of_type(events, ev.IncorrectMove)[0].player == 1 and took(events, 1) == 2
    assert ev.Skipped(1, ev.REASON_INCORRECT) in events
    assert g.chain == TEMNODEL and g.current == 2 and "R4" in hand(g, 1)
    assert A.check(2) in legal(g, 2)  # p3 answers the last declaration


def test_r5_4_strict_table_an_attempt_in_the_last_card_window_passes_the_check() -> None:
    g = temnodel_game(hands={0: ["R:temnodel", "B3"]}, strict_table=True)
    act(g, "p1 play R:temnodel svintus", "p1 dark B3 as R3")
    events = act(g, "p2 play R4")
    assert took(events, 1) == 2 and ev.Passed(1) in events and g.current == 2
    act(g, "p3 pass", "p4 pass")
    assert g.winner == 0


def test_r5_4_default_table_chain_attempts_are_refused_unchanged() -> None:
    g = temnodel_game(hands={2: ["R5", "B5", "B6"]})
    act(g, "p1 play R:temnodel", "p1 dark B3 as R3")
    before = snapshot(g)
    for line in ("p3 intercept R5", "p2 play R4"):
        with pytest.raises(IllegalAction):
            act(g, line)
    assert snapshot(g) == before


def test_r5_4_strict_table_an_in_turn_attempt_in_a_svinorost_chain_gives_it_up() -> None:
    g = game4(
        hands={0: ["svinorost", "G1", "B5", "R5"], 1: ["O:khapyozh", "G6", "R7"]},
        pile=["G6"],
        strict_table=True,
    )
    act(g, "p1 play svinorost G1")
    events = act(g, "p2 play G6")  # does not continue at 1
    assert of_type(events, ev.IncorrectMove)[0].player == 1
    assert ev.GaveUp(1, 1) in events and took(events, 1) == 3  # 1 for the chain, 2 penalty
    assert g.chain == -1 and g.current == 2 and "G6" in hand(g, 1)
    g2 = game4(
        hands={0: ["svinorost", "G1", "B5", "R5"], 1: ["O:khapyozh", "G6", "R7"]},
        pile=["G6"],
        strict_table=True,
    )
    act(g2, "p1 play svinorost G1")
    events = act(g2, "p2 play O:khapyozh")  # no special card in the chain
    assert of_type(events, ev.IncorrectMove) and g2.chain == -1


@pytest.mark.parametrize(
    ("hand0", "state", "penalised"),
    [
        (["svinorost", "G3", "R5"], {}, True),  # no number card 0-2: no Svinorost play
        (["svinorost", "G1", "R5"], {"pending": {"kind": "khapyozh", "count": 1}}, True),
        (["svinorost", "G1", "R5"], {}, False),  # a Svinorost play exists: incomplete
    ],
)
def test_r5_4_strict_table_a_svinorost_sent_without_its_number_card(
    hand0: list[str], state: dict[str, Any], penalised: bool
) -> None:
    g = game4(hands={0: hand0}, pile=["G5"], strict_table=True, **state)
    if penalised:
        events = act(g, "p1 play svinorost")
        assert of_type(events, ev.IncorrectMove)[0].player == 0 and took(events, 0) >= 2
    else:
        before = snapshot(g)
        with pytest.raises(IllegalAction, match="takes the number card placed on it"):
            act(g, "p1 play svinorost")
        assert snapshot(g) == before
