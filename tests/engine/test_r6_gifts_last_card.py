"""R6.1, R6.2: a gift that leaves its giver one card is a last-card moment like a play
(issue 25): an Etiquette gift, a Shurikén's hit, the pick a missed thrower takes and a
Shmotrun notice carry "Svintus!", and without it the giver can be caught; as a Courage
gift and a Challenge give always could (seed 002: «при передаче предпоследней карты»).
"""

from __future__ import annotations

from typing import Any

import pytest

from svintus.engine import Game, Rules
from svintus.engine import actions as A
from svintus.engine import events as ev
from svintus.engine.actions import Act

from .helpers import a, act, hand, make_game, of_type, took

ETIQUETTE = ("shtul", "shalun", "shtol", "shmotrun", "shuriken")
DECK = (("number", 2), ("khapyozh", 2), *((k, 2) for k in ETIQUETTE))


def game(hands: Any, **state: Any) -> Game:
    return make_game(4, hands=hands, rules=Rules(players=4, custom_deck=DECK), **state)


def _shalun_window() -> Game:
    """p2 holds a Shalun! and three other cards when p1 times out: the gift leaves one."""
    g = game({0: ["R1", "R2"], 1: ["shalun", "G4", "R7", "B5"]}, current=0)
    act(g, "timeout p1")
    return g


def _shuriken_pick() -> Game:
    """p3 intercepted and p2 missed: p3 picks two of their three cards for p2."""
    g = game(
        {0: ["R3", "B1"], 1: ["shuriken", "G4", "R7"], 2: ["G5", "O1", "O2", "O3"]},
        pile=["G5"],
        window=True,
        current=3,
    )
    act(g, "p3 intercept G5", "p2 throw p3 miss")
    return g


def _notice() -> Game:
    """p1 winked at p3 and p2, holding three cards, noticed: two go to the winker."""
    g = game({0: ["shmotrun", "G4"], 1: ["R7", "B5", "O6"]})
    act(g, "p1 wink p3")
    return g


def _hit() -> Game:
    """p4 intercepted; p2 holds a Shurikén and three other cards: a hit leaves one."""
    g = game(
        {0: ["R3", "B1"], 1: ["shuriken", "G4", "R7", "O3"], 3: ["G5", "O1", "O2"]},
        pile=["G5"],
        window=True,
        current=1,
    )
    act(g, "p4 intercept G5")
    return g


# (situation, the action without its flag, the giver)
CASES = {
    "etiquette gift": (_shalun_window, "p2 etiquette shalun p1 G4 R7", 1),
    "shuriken hit": (_hit, "p2 throw p4 hit G4 R7", 1),
    "shuriken pick": (_shuriken_pick, "p3 pick p2 O1 O2", 2),
    "shmotrun notice": (_notice, "p2 notice p1 R7 B5", 1),
}


@pytest.mark.parametrize("case", CASES)
def test_r6_1_a_gift_that_leaves_one_card_is_offered_with_svintus(case: str) -> None:
    make, text, giver = CASES[case]
    g = make()
    whole = a(g, text)
    opening = whole._replace(cards=())  # two cards: named one at a time (choosing.py)
    legal = g.legal_actions(giver)
    assert opening in legal and opening._replace(svintus=True) in legal


@pytest.mark.parametrize("case", CASES)
def test_r6_2_a_gift_that_leaves_one_card_without_svintus_is_caught(case: str) -> None:
    make, text, giver = CASES[case]
    g = make()
    act(g, text)
    assert len(g.hands[giver]) == 1 and g.catchable == [giver]
    catcher = next(q for q in range(4) if q not in (giver, 0))
    assert A.catch(catcher, giver) in g.legal_actions(catcher)
    events = act(g, f"p{catcher + 1} catch p{giver + 1}")
    assert took(events, giver) == 3 and len(g.hands[giver]) == 4


@pytest.mark.parametrize("case", CASES)
def test_r6_1_a_gift_that_leaves_one_card_with_svintus_cannot_be_caught(case: str) -> None:
    make, text, giver = CASES[case]
    g = make()
    events = act(g, text + " svintus")
    assert ev.Declared(giver) in events
    assert len(g.hands[giver]) == 1 and giver not in g.catchable
    assert not any(x.kind == Act.CATCH for q in range(4) for x in g.legal_actions(q))


def test_r6_1_svintus_goes_only_with_a_gift_that_leaves_one_card() -> None:
    g = game({0: ["R1", "R2"], 1: ["shalun", "G4", "R7", "B5", "O6"]}, current=0)
    act(g, "timeout p1")
    assert not any(x.svintus for x in g.legal_actions(1))  # two cards would be left
    with pytest.raises(Exception, match="leaves one card"):
        act(g, "p2 etiquette shalun p1 svintus")


def test_r6_2_a_pick_the_clock_makes_for_the_target_leaves_them_catchable() -> None:
    g = _shuriken_pick()
    (t,) = [t for t in g.timers() if t.key.startswith("pick:")]
    g.apply(t.action)  # the table picks: nobody said "Svintus!" for p3
    assert hand(g, 2) == ["O1"] and g.catchable == [2]


def test_r6_1_the_flag_is_written_and_read_back() -> None:
    g = _shalun_window()
    whole = a(g, "p2 etiquette shalun p1 G4 R7 svintus")
    assert whole.svintus and whole.cards
    events = act(g, "p2 etiquette shalun p1 svintus", "p2 give G4", "p2 give R7")
    assert of_type(events, ev.Declared) == [ev.Declared(1)] and g.catchable == []
