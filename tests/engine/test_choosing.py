"""Cards chosen one at a time (engine/choosing.py, docs/decisions.md "Choosing cards"):
an Etiquette gift's penalty cards (R10.1), a notice's and a pick's cards (R10.2, R14.5),
a Slabo? box or payment of three (R12.6). The legal list of a seat grows at most
linearly with its hand; the table waits for the chooser; the cards named stay the
chooser's secret (R14.8); a choice written out in one action (a record made before
choices existed) is carried out as its steps, with the same result.
"""

from __future__ import annotations

import itertools
import json
from pathlib import Path
from typing import Any

import pytest

from svintus.engine import Game, IllegalAction, Rules
from svintus.engine import actions as A
from svintus.engine import events as ev
from svintus.engine.actions import Act
from svintus.engine.record import Record, from_position, to_position

from .helpers import act, card, hand, legal, make_game, of_type, snapshot, unchanged

COLOURS = "ROGB"
NUMBERS = [f"{c}{v}" for v in range(8) for c in COLOURS]  # 32 faces, two copies each
ETIQUETTE_DECK = (("number", 2), ("polisvin", 2), ("shalun", 2), ("shmotrun", 2))
RACES_DECK = (("number", 2), ("polisvin", 2), ("slabo", 2))
SIZES = (5, 10, 20, 40)


def numbers(count: int, skip: tuple[str, ...] = ()) -> list[str]:
    """``count`` number cards (each face at most twice), none of ``skip``."""
    faces = [n for n in NUMBERS if n not in skip]
    return (faces + faces)[:count]


def gift_point(size: int) -> Game:
    """p2 holds a Shalun! and ``size - 1`` number cards; p1 timed out: a Shalun! window."""
    rules = Rules(players=4, custom_deck=ETIQUETTE_DECK)
    hands = {0: ["R1", "R2"], 1: ["shalun", *numbers(size - 1, ("R1", "R2"))]}
    g = make_game(4, hands=hands, rules=rules, others=2)
    act(g, "timeout p1")
    return g


def box_point(size: int) -> Game:
    """A Slabo? nobody repeated: the challenger p1 boxes three of ``size`` cards (R12.6)."""
    rules = Rules(players=4, custom_deck=RACES_DECK)
    hands = {0: ["O:slabo", *numbers(size, ("O3",))]}
    g = make_game(4, hands=hands, rules=rules, pile=["O3"], others=3)
    act(g, "p1 play O:slabo", "p1 feat reaction 250")
    act(g, "p2 try reaction 900", "p3 try reaction 900", "p4 try reaction 900")
    assert g.parts["challenge"].races.phase == "box"
    return g


def count_everyone(g: Game) -> int:
    return sum(len(g.legal_actions(p)) for p in range(g.n))


def complete(g: Game) -> list[ev.Event]:
    """Name the chooser's lowest cards until the choice is made."""
    out: list[ev.Event] = []
    while g.choice is not None:
        p = g.choice.action.player
        out += g.apply(next(x for x in g.legal_actions(p) if x.kind == Act.GIVE))
    return out


# ----------------------------------------------------------------- linear growth


@pytest.mark.parametrize("point", [gift_point, box_point])
def test_legal_actions_grow_at_most_linearly_with_the_hand(point: Any) -> None:
    """At a gift and at a payment, the legal actions of every seat together (and of the
    chooser, at each step of the choice) are at most the hand size plus a constant;
    listing every pair (gift) or triple (box) would be 741 or 9,880 at 40 cards."""
    counts, steps = {}, {}
    for size in SIZES:
        g = point(size)
        chooser = 1 if point is gift_point else 0
        counts[size] = count_everyone(g)
        assert counts[size] <= size + 40, (size, counts[size])
        opening = next(x for x in g.legal_actions(chooser) if x.kind in (Act.ETIQUETTE, Act.PAY))
        assert opening.cards == ()
        g.apply(opening)
        steps[size] = []
        while g.choice is not None:
            steps[size].append(count_everyone(g))
            assert count_everyone(g) <= size + g.n, (size, steps[size])
            g.apply(next(x for x in g.legal_actions(chooser) if x.kind == Act.GIVE))
    # doubling the hand adds at most as many actions as the hand grew: linear, not more
    for small, big in itertools.pairwise(SIZES):
        assert counts[big] - counts[small] <= big - small
        assert max(steps[big]) - max(steps[small]) <= big - small


def test_r14_5_notice_and_r10_2_pick_are_chosen_one_card_at_a_time() -> None:
    rules = Rules(players=4, custom_deck=ETIQUETTE_DECK)
    hands = {0: ["R1", "R2", "R3"], 1: numbers(20, ("R1", "R2", "R3")), 2: ["B1", "B2"]}
    g = make_game(4, hands=hands, rules=rules, others=2)
    act(g, "p1 wink p3")
    notices = [x for x in g.legal_actions(1) if x.kind == Act.NOTICE]
    assert notices == [A.notice(1, 0)]  # one action, not C(20, 2) = 190
    act(g, "p2 notice p1")
    assert g.awaiting() == [1] and len(legal(g, 1)) <= 21
    before = len(g.hands[0])
    act(g, f"p2 give {hand(g, 1)[-1]}", f"p2 give {hand(g, 1)[0]}")
    assert len(g.hands[0]) == before + 2 and g.choice is None


# ----------------------------------------------------------------- the steps


def test_r10_1_gift_steps_the_table_waits_and_others_see_only_how_many() -> None:
    g = gift_point(6)
    others = hand(g, 1)[1:]
    act(g, "p2 etiquette shalun p1")
    assert g.awaiting() == [1] and g.clock_actions() == [A.lapse()]
    (t,) = g.timers()  # only the choice's clock runs (R14.2): the Shalun! window waits
    assert t.action == A.lapse() and t.seconds == g.rules.etiquette_seconds
    for p in (0, 2, 3):
        assert legal(g, p) == {A.speak(p)}
        assert "wait: p2 is choosing 2 card(s)" in unchanged(g, f"p{p + 1} draw")
    act(g, f"p2 give {others[2]}")
    assert "cards" not in g.view(0)["choice"] and g.view(0)["choice"]["named"] == 1
    assert g.view(1)["choice"]["cards"] == [others[2]]
    assert g.view(1)["choice"]["action"] == "p2 etiquette shalun p1"
    assert others[2] not in json.dumps(g.view(3)["choice"])
    pos = to_position(g)  # a position mid-choice round-trips exactly
    assert to_position(from_position(json.loads(json.dumps(pos)))) == pos
    assert "no such card" in unchanged(g, "p2 give shalun")
    events = act(g, f"p2 give {others[0]}")
    (given,) = of_type(events, ev.Given)
    assert sorted(given.cards) == sorted(card(c) for c in ("shalun", others[0], others[2]))
    assert g.choice is None and "choice" not in g.view(1)


def test_r14_2_the_clock_completes_a_choice_with_the_lowest_cards_left() -> None:
    g = box_point(6)
    act(g, "p1 box")
    top = hand(g, 0)[-1]
    act(g, f"p1 give {top}")
    lowest = sorted(hand(g, 0), key=card)[:2]
    act(g, "lapse")
    thrown = sorted(card(c) for c in ("O:slabo", top, *lowest))
    assert sorted(g.parts["challenge"].races.box) == thrown


def test_a_choice_written_out_in_one_action_is_carried_out_as_its_steps() -> None:
    """A record made before choices existed names the cards in the action itself."""
    written, stepped = gift_point(6), gift_point(6)
    cards = hand(written, 1)[1:3]
    events = act(written, f"p2 etiquette shalun p1 {cards[1]} {cards[0]}")
    act(stepped, "p2 etiquette shalun p1", f"p2 give {cards[1]}", f"p2 give {cards[0]}")
    assert to_position(written) == to_position(stepped)
    assert of_type(events, ev.Given)
    g = gift_point(6)
    before = snapshot(g)
    with pytest.raises(IllegalAction):  # three cards where two are given: refused whole
        g.apply(A.etiquette(1, card("shalun"), 0, tuple(card(c) for c in hand(g, 1)[1:4])))
    assert snapshot(g) == before
    box = box_point(6)
    three = hand(box, 0)[:3]
    act(box, f"p1 box {' '.join(three)}")
    assert box.choice is None and len(box.parts["challenge"].races.box) == 4


OLD_RECORD = Path(__file__).with_name("data") / "full_box_before_choices.json"


def test_a_full_box_record_made_before_choices_replays_exactly() -> None:
    """Recorded by the engine before choices (gifts, notices, picks and payments with
    all their cards in one action): it replays to the recorded final position."""
    data = json.loads(OLD_RECORD.read_text())
    texts = [x["a"] for x in data["actions"]]
    assert any(" etiquette " in t and len(t.split()) >= 6 for t in texts)
    assert any((" pay " in t or " box " in t) and len(t.split()) >= 5 for t in texts)
    game = Record.from_json(data).verify()
    assert game.over
