"""R12 Challenge races and feats: R12.1 (a Challenge card goes to the box, its action runs,
the next player moves, the top card stays), R12.4 One for All, R12.5 Whoever Is Quick
Gets the Slippers, R12.6 Slabo?, R12.8 Where Do the Hands Grow From?, R12.10 Judged by
Their Clothes, with the R14.2 windows and R14.3 races (receive order decides).
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from svintus.engine import Game, IllegalAction, Rules
from svintus.engine import actions as A
from svintus.engine import events as ev
from svintus.engine.actions import Act
from svintus.engine.families.challenge import feats as F
from svintus.engine.families.challenge import races
from svintus.engine.match import Match
from svintus.engine.notation import format_action, format_action_for, parse_action
from svintus.engine.record import from_position, to_position

from .helpers import act, card, hand, make_game, of_type, snapshot, zones_ok

DECK = (
    ("number", 2),
    ("polisvin", 2),
    ("one_for_all", 2),
    ("slippers", 2),
    ("slabo", 2),
    ("hands", 2),
    ("clothes", 2),
)


def game(players: int = 4, **kw: Any) -> Game:
    return make_game(players, custom_deck=DECK, **kw)


def st(g: Game) -> Any:
    return g.parts["challenge"].races


def roundtrip(g: Game) -> None:
    pos = to_position(g)
    again = from_position(json.loads(json.dumps(pos)))
    assert to_position(again) == pos


def verbs(g: Game, p: int) -> list[str]:
    return [format_action(x) for x in g.legal_actions(p) if x.kind != Act.SPEAK]


FOUR = {
    0: ["G:one_for_all", "B:slippers", "O:slabo", "R:clothes", "O:hands", "G1"],
    1: ["G2", "R3", "B4", "O5"],
    2: ["G3", "R4", "B5", "O6"],
    3: ["G4", "R5", "B6", "O7"],
}


# ================================================================= R12.1


def test_r12_1_challenge_goes_to_the_box_and_the_top_stays() -> None:
    g = game(hands=FOUR, pile=["G5"])
    events = act(g, "p1 play G:one_for_all")
    assert ev.Boxed(0, card("G:one_for_all")) in events
    assert g.pile[-1] == card("G5") and g.current == 1 and not g.window
    assert st(g).box == [card("G:one_for_all")] and zones_ok(g)
    assert g.awaiting() == [0, 1, 2, 3]


def test_r12_1_only_onto_its_colour_a_named_colour_counts() -> None:
    g = game(hands=FOUR, pile=["R5"])
    assert "p1 play G:one_for_all" not in verbs(g, 0)
    assert "p1 play R:clothes" in verbs(g, 0)
    g = game(hands=FOUR, pile=["polisvin"], named="green")
    assert "p1 play G:one_for_all" in verbs(g, 0)
    act(g, "p1 play G:one_for_all")
    assert g.pile[-1] == card("polisvin") and g.named == 2  # green stays named


def test_r12_1_during_the_action_ordinary_play_waits() -> None:
    g = game(hands=FOUR, pile=["G5"])
    act(g, "p1 play G:one_for_all")
    with pytest.raises(IllegalAction, match=r"One for All is under way \(R12\.4\).*fist"):
        g.apply(A.draw(1))
    before = snapshot(g)
    with pytest.raises(IllegalAction, match="p2 cannot do that now"):
        g.apply(A.tap(1))
    assert snapshot(g) == before
    assert [t.action for t in g.timers()] == [A.timeup()]
    assert A.timeout(1) not in g.clock_actions()


# ================================================================= R12.4 One for All


def test_r12_4_one_for_all_last_to_put_out_both_fists_receives() -> None:
    g = game(hands=FOUR, pile=["G5"])
    act(g, "p1 play G:one_for_all")
    act(g, "p2 fist", "p3 fist", "p2 fist", "p1 fist", "p4 fist", "p4 fist", "p1 fist")
    assert st(g).order == [1, 3, 0]
    with pytest.raises(IllegalAction, match="p2: has already finished"):
        g.apply(A.fist(1))  # both fists are out already
    events = act(g, "p3 fist")
    assert ev.LastToFinish((2,)) in events
    assert g.awaiting() == [0, 1, 3]
    assert "p2 pay p3 G2" in verbs(g, 1)
    roundtrip(g)
    act(g, "p2 pay p3 G2", "p4 pay p3 R5", "p1 pay p3 G1")
    assert card("G2") in g.hands[2] and card("R5") in g.hands[2] and len(g.hands[2]) == 7
    assert st(g).kind == -1 and g.awaiting() == [1] and g.current == 1
    assert zones_ok(g)


def test_r12_4_race_timer_with_several_unfinished_all_receive() -> None:
    """R14.3 Decision: at the window's close every unfinished player is last."""
    g = game(hands=FOUR, pile=["G5"])
    act(g, "p1 play G:one_for_all", "p2 fist", "p2 fist", "p3 fist")
    events = g.apply(A.timeup())
    assert ev.LastToFinish((0, 2, 3)) in events  # turn order from the player
    # each of them receives one card from every other player, givers from p1 on (R7.1)
    assert st(g).debts == [(g_, r, 1) for g_ in (0, 1, 2, 3) for r in (0, 2, 3) if r != g_]
    sizes = [len(h) for h in g.hands]
    roundtrip(g)
    g.apply(A.timeup())  # the givers' time is up too: their lowest cards go
    assert [len(h) for h in g.hands] == [sizes[0] + 1, sizes[1] - 3, sizes[2] + 1, sizes[3] + 1]
    assert st(g).kind == -1 and zones_ok(g)


# ================================================================= R12.5 Slippers


def test_r12_5_slippers_grab_and_the_one_left_without_receives() -> None:
    g = game(hands=FOUR, pile=["B3"])
    act(g, "p1 play B:slippers")
    assert g.awaiting() == [1, 2, 3]
    act(g, "p2 show G2", "p3 show R4")
    assert g.view(0)["challenge"]["races"]["displays"] == [None, "G2", "R4", None]
    act(g, "p4 show O7")
    assert g.awaiting() == [0]
    act(g, "p1 fas")
    assert "p2 grab p2" not in verbs(g, 1) and "p2 grab p3" in verbs(g, 1)
    act(g, "p2 grab p3", "p1 grab p2", "p3 grab p4")
    assert card("R4") in g.hands[1] and card("G2") in g.hands[0]
    # p4 is left without a card (nothing lies before others): the others owe p4 one each
    assert g.awaiting() == [0, 1, 2]
    roundtrip(g)
    assert ev.LastToFinish((3,)) in g.events
    act(g, "p1 pay p4 G1", "p2 pay p4 R4", "p3 pay p4 O7")
    assert st(g).kind == -1 and zones_ok(g) and len(g.hands[3]) == 6


def test_r12_5_two_left_without_a_card_both_receive() -> None:
    g = game(hands=FOUR, pile=["B3"])
    act(g, "p1 play B:slippers", "p2 show G2", "p3 show R4", "p4 show O7", "p1 fas")
    act(g, "p1 grab p2")
    events = g.apply(A.timeup())
    assert ev.DisplayReturned(2, card("R4")) in events
    assert ev.DisplayReturned(3, card("O7")) in events
    assert ev.LastToFinish((1, 2, 3)) in events
    assert (0, 1, 1) in st(g).debts and (2, 3, 1) in st(g).debts
    assert zones_ok(g)


def test_r12_5_the_window_lays_and_says_fas_by_default() -> None:
    g = game(hands=FOUR, pile=["B3"])
    act(g, "p1 play B:slippers", "p2 show O5")
    lowest = [g.hands[2][0], g.hands[3][0]]
    g.apply(A.timeup())
    assert st(g).display == [-1, card("O5"), *lowest]
    g.apply(A.timeup())
    assert st(g).phase == "grab"


# ================================================================= R12.6 Slabo?


def test_r12_6_slabo_nobody_repeats_challenger_throws_three_into_the_box() -> None:
    g = game(hands=FOUR, pile=["O3"])
    act(g, "p1 play O:slabo", "p1 feat reaction 250")
    assert g.awaiting() == [1, 2, 3]
    assert A.attempt(1, 0, "250") in g.hints(1)
    assert g.view(2)["challenge"]["races"]["may_try"] == [1, 2, 3]
    act(g, "p2 try reaction 251", "p3 try reaction")
    part = g.view(2)["challenge"]["races"]
    assert part["may_try"] == [3] and (part["feat"], part["score"]) == ("reaction", "250")
    roundtrip(g)
    act(g, "p4 try reaction 900")
    assert g.awaiting() == [0] and st(g).phase == "box"
    act(g, "p1 box G1 B:slippers R:clothes")
    thrown = ("O:slabo", "B:slippers", "R:clothes", "G1")
    assert sorted(st(g).box) == sorted(card(c) for c in thrown)
    assert zones_ok(g) and len(g.hands[0]) == 2


def test_r12_6_slabo_two_repeat_each_gives_three() -> None:
    g = game(hands=FOUR, pile=["O3"])
    act(g, "p1 play O:slabo", "p1 feat twister 7.5")
    act(g, "p2 try twister 7.5", "p3 try twister 9", "p4 try twister 7")
    assert st(g).order == [1, 2]
    assert st(g).debts == [(1, 0, 3), (2, 0, 3)]
    act(g, "p3 pay p1 G3 R4 B5", "p2 pay p1 G2 R3 B4")
    assert len(g.hands[0]) == 5 + 6 and st(g).kind == -1


def test_r12_6_a_feat_used_twice_in_a_match_is_refused() -> None:
    g = game(hands=FOUR, pile=["O3"])
    act(g, "p1 play O:slabo", "p1 feat memory 9")
    g2 = game(hands=FOUR, pile=["O3"])
    races.carry_feats(g2, races.feats_used(g))
    act(g2, "p1 play O:slabo")
    assert "p1 feat memory" not in verbs(g2, 0)
    with pytest.raises(IllegalAction, match="memory was already done in this session"):
        g2.apply(parse_action("p1 feat memory 9"))
    m = Match(Rules(players=3, custom_deck=DECK), seed=5)
    first = m.new_game()
    races.carry_feats(first, ["reaction"])
    first.winner = 0
    m.finish_game(first)
    assert m.session() == {"feats": ["reaction"]}
    assert races.feats_used(m.new_game()) == ["reaction"]


# ================================================================= R12.8 Hands


def build(g: Game, p: int, cards: list[str]) -> list[ev.Event]:
    """``p`` places ``cards`` one at a time: the first two into hut a, the rest into b."""
    events: list[ev.Event] = []
    for i, name in enumerate(cards):
        events += act(g, f"p{p + 1} huts {name} {'ab'[i // 2]}")
    return events


def test_r12_8_hands_fewer_than_four_draw_first_last_receives() -> None:
    hands = dict(FOUR)
    hands[1] = ["G2", "R3"]
    g = game(hands=hands, pile=["O3"], deck_top=["B7", "R6"])
    events = act(g, "p1 play O:hands")
    assert ev.Took(1, 2, "hands", (card("B7"), card("R6"))) in events
    assert sorted(hand(g, 1)) == ["B7", "G2", "R3", "R6"]
    build(g, 1, ["G2", "R3", "B7", "R6"])
    build(g, 0, ["G:one_for_all", "B:slippers", "O:slabo", "R:clothes"])
    build(g, 3, ["G4", "R5", "B6", "O7"])
    assert st(g).order == [1, 0, 3]
    events = build(g, 2, ["G3", "R4", "B5", "O6"])
    assert ev.LastToFinish((2,)) in events
    assert len(g.hands[1]) == 4  # the huts' cards stay in hand


def test_r12_8_hands_a_dexterity_race_four_cards_one_at_a_time_into_two_huts() -> None:
    """R12.8: each racer places four cards of their hand into two hut slots, one card at
    a time (the list stays linear in the hand), and finishes with the fourth."""
    g = game(hands=FOUR, pile=["O3"])
    act(g, "p1 play O:hands")
    assert st(g).phase == races.HUTS and g.awaiting() == [0, 1, 2, 3]
    offered = [x for x in verbs(g, 1) if x.startswith("p2 huts")]
    assert offered == [f"p2 huts {c} {s}" for c in hand(g, 1) for s in "ab"]
    assert "p2 huts" not in verbs(g, 1)  # one click no longer builds a hut
    events = act(g, "p2 huts R3 a")
    assert ev.RaceStepped(1, races.HUTS, False) in events
    assert "p2 huts R3 a" not in verbs(g, 1) and "p2 huts G2 a" in verbs(g, 1)
    act(g, "p2 huts G2 a")
    assert sorted(x for x in verbs(g, 1) if x.startswith("p2 huts")) == [
        "p2 huts B4 b",
        "p2 huts O5 b",
    ]
    for line, why in [
        ("p2 huts B4 a", "hut a already holds two cards"),
        ("p2 huts R3 b", "has no R3 left to place"),
        ("p2 huts", "place one card at a time"),
    ]:
        before = snapshot(g)
        with pytest.raises(IllegalAction, match=why):
            act(g, line)
        assert snapshot(g) == before
    act(g, "p2 huts O5 b")
    events = act(g, "p2 huts B4 b")
    assert ev.RaceStepped(1, races.HUTS, True) in events and st(g).order == [1]
    assert verbs(g, 1) == []
    # the view: one's own huts face up, others' as hidden places
    assert g.view(1)["challenge"]["races"]["huts"][1] == [["R3", "G2"], ["O5", "B4"]]
    assert g.view(0)["challenge"]["races"]["huts"][1] == [[None, None], [None, None]]
    roundtrip(g)


def test_r12_8_a_player_with_fewer_than_four_cards_builds_with_all_of_them() -> None:
    hands = dict(FOUR)
    hands[2] = ["G3", "R4"]
    g = game(hands=hands, pile=["O3"], leftover=0)  # an empty deck: nothing to draw
    act(g, "p1 play O:hands")
    assert len(g.hands[2]) == 2
    events = act(g, "p3 huts G3 a", "p3 huts R4 b")
    assert ev.RaceStepped(2, races.HUTS, True) in events


def test_r12_8_the_finishing_order_is_the_order_received() -> None:
    """R14.3: the table delivers race actions in the order it received them."""
    g = game(hands=FOUR, pile=["O3"])
    act(g, "p1 play O:hands")
    for i in range(4):  # interleaved: p4 places each card just before p2
        act(g, f"p4 huts {hand(g, 3)[i]} {'ab'[i // 2]}", f"p2 huts {hand(g, 1)[i]} {'ab'[i // 2]}")
    assert st(g).order == [3, 1]


def test_r12_8_a_record_of_law_1_builds_both_huts_with_one_huts() -> None:
    g = game(hands=FOUR, pile=["O3"])
    g.law = 1
    act(g, "p1 play O:hands")
    assert [x for x in verbs(g, 1) if x.startswith("p2 huts")] == ["p2 huts"]
    events = act(g, "p2 huts")
    assert ev.RaceStepped(1, races.HUTS, True) in events


def test_r14_8_a_hut_card_is_hidden_from_the_others() -> None:
    a = parse_action("p2 huts R3 a", 4)
    assert format_action(a) == "p2 huts R3 a"
    assert format_action_for(a, 1) == "p2 huts R3 a"
    assert format_action_for(a, 0) == "p2 huts ? a"


# ================================================================= R12.10 Clothes


def test_r12_10_clothes_last_to_touch_receives() -> None:
    g = game(hands=FOUR, pile=["R3"])
    worn = F.ITEMS[F.wardrobe(g.seed, 2)[0]]
    act(g, "p1 play R:clothes", f"p1 item p3 {worn}")
    assert g.view(1)["challenge"]["races"]["item"] == {"wearer": 2, "item": worn}
    act(g, "p2 tap", "p1 tap", "p4 tap")
    events = act(g, "p3 tap")
    assert ev.LastToFinish((2,)) in events and not of_type(events, ev.IncorrectMove)


def test_r12_10_the_player_touching_first_is_an_incorrect_move() -> None:
    g = game(hands=FOUR, pile=["R3"])
    worn = F.ITEMS[F.wardrobe(g.seed, 1)[0]]
    act(g, "p1 play R:clothes", f"p1 item p2 {worn}")
    before = len(g.hands[0])
    events = act(g, "p1 tap")
    assert of_type(events, ev.IncorrectMove) and len(g.hands[0]) == before + 2
    assert g.skips[0] == 1  # R5.4: two cards and a skipped turn


def test_r12_10_an_item_nobody_wears_is_refused() -> None:
    g = game(hands=FOUR, pile=["R3"])
    act(g, "p1 play R:clothes")
    free = next(i for i in range(len(F.ITEMS)) if i not in F.wardrobe(g.seed, 1))
    before = snapshot(g)
    with pytest.raises(IllegalAction, match=r"p2 wears .* only \(R12\.10\)"):
        g.apply(A.item(0, 1, free))
    assert snapshot(g) == before


# ================================================================= notation, view, playouts


LINES = [
    "p2 fist",
    "p2 pay p3 G7",
    "p1 box R2 G1 B3",
    "p3 show G7",
    "p1 fas",
    "p2 grab p3",
    "p1 feat reaction 250",
    "p1 feat memory",
    "p2 try twister 7.5",
    "p2 try clicks",
    "p1 huts",
    "p1 huts R3 a",
    "p2 huts O:slabo b",
    "p1 item p3 hat",
    "p4 tap",
    "timeup",
]


@pytest.mark.parametrize("line", LINES)
def test_notation_round_trip(line: str) -> None:
    assert format_action(parse_action(line)) == line


def test_view_shows_wardrobes_and_hides_hands() -> None:
    g = game(hands=FOUR, pile=["B3"])
    act(g, "p1 play B:slippers", "p2 show G2")
    part = g.view(3)["challenge"]["races"]
    assert part["phase"] == "show" and part["card"] == "slippers"
    assert len(part["wardrobes"]) == 4 and all(len(w) == 3 for w in part["wardrobes"])
    assert "G3" not in json.dumps(part)


@pytest.mark.parametrize("players", range(2, 11))
def test_random_playouts_terminate_keep_r1_7_and_replay(players: int) -> None:
    deck = (
        ("number", 3),
        ("khapyozh", 1),
        ("polisvin", 1),
        ("one_for_all", 2),
        ("slippers", 2),
        ("slabo", 2),
        ("hands", 2),
        ("clothes", 2),
    )
    rules = Rules(players=players, custom_deck=deck)
    for seed in range(3):
        g = Game.new(rules, seed)
        rng = random.Random(seed * 31 + players)
        done: list[A.Action] = []
        for _ in range(1500):
            if g.over:
                break
            options = [x for p in g.awaiting() for x in g.legal_actions(p) if x.kind != Act.SPEAK]
            options += g.hints(rng.randrange(players))
            if rng.random() < 0.05 or not options:
                options = [t.action for t in g.timers()] or g.clock_actions()
            action = rng.choice(options)
            g.apply(action)
            done.append(action)
            assert zones_ok(g)
            if st(g).kind >= 0 and rng.random() < 0.2:
                roundtrip(g)
        again = Game.new(rules, seed)
        for action in done:
            again.apply(parse_action(format_action(action), players))
        assert to_position(again) == to_position(g)


def test_r6_1_a_pay_that_leaves_one_card_takes_svintus_or_is_catchable() -> None:
    hands = dict(FOUR)
    hands[1] = ["G2", "R3"]
    g = game(hands=hands, pile=["G5"])
    act(g, "p1 play G:one_for_all", "p1 fist", "p1 fist", "p2 fist", "p2 fist", "p3 fist")
    act(g, "p3 fist", "p4 fist", "p4 fist")
    assert "p2 pay p4 G2 svintus" in verbs(g, 1)
    act(g, "p2 pay p4 G2")
    assert 1 in g.catchable and "p1 catch p2" in verbs(g, 0)  # R6.2, during the phase
    act(g, "p1 catch p2")
    assert len(g.hands[1]) == 1 + g.rules.svintus_penalty
