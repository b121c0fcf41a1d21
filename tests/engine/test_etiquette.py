"""Etiquette cards (R10): in turn (R10.1), the nine triggers and gifts (R10.2), winks
(R14.5), throws (R14.6), windows (R14.2) and what views hide (R14.8)."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from svintus.engine import Game, Rules
from svintus.engine import actions as A
from svintus.engine import events as ev
from svintus.engine.actions import Act
from svintus.engine.cards import KINDS, SVINOROST
from svintus.engine.errors import TooLate
from svintus.engine.families import etiquette
from svintus.engine.families.protocol import Timer
from svintus.engine.notation import format_action, parse_action
from svintus.engine.operations import give
from svintus.engine.record import Record, from_position, to_position

from .helpers import a, act, card, hand, legal, make_game, names, of_type, unchanged

ETIQUETTE = (
    "shtul",
    "shalun",
    "shevelis",
    "shtol",
    "shinkognito",
    "shmotrun",
    "shmunitet",
    "shto",
    "shuriken",
)
DECK = (("number", 2), ("khapyozh", 2), ("polisvin", 2), *((k, 2) for k in ETIQUETTE))


def rules(players: int = 4, **options: Any) -> Rules:
    return Rules(players=players, custom_deck=DECK, **options)


def game(players: int = 4, hands: Any = None, **state: Any) -> Game:
    opts = {k: state.pop(k) for k in list(state) if k in ("etiquette_keeps_two", "strict_table")}
    return make_game(players, hands=hands, rules=rules(players, **opts), **state)


def windows(g: Game) -> list[tuple[str, int, tuple[int, ...]]]:
    return [(KINDS[w.kind].id, w.offender, w.reactors) for w in g.parts["etiquette"].windows]


def round_trips(g: Game) -> None:
    pos = to_position(g)
    assert to_position(from_position(json.loads(json.dumps(pos)))) == pos


# ----------------------------------------------------------------- R10.1 in turn


def test_r10_1_played_in_turn_by_value_naming_a_colour() -> None:
    g = game(hands={0: ["shalun", "R3", "B4"]}, pile=["G1"])
    plays = [x for x in g.legal_actions(0) if x.card == card("shalun")]
    assert {x.colour for x in plays} == {0, 1, 2, 3}  # grey value 1 onto G1, names a colour
    assert "names a colour" in unchanged(g, "p1 play shalun")
    events = act(g, "p1 play shalun B")
    assert ev.ColourNamed(0, 3) in events and g.named == 3
    assert g.fits(card("B7")) and g.fits(card("R1")) and not g.fits(card("G7"))


def test_r10_1_not_onto_another_value() -> None:
    g = game(hands={0: ["shalun", "R3"]}, pile=["G2"])
    assert not any(x.card == card("shalun") for x in g.legal_actions(0))


# ----------------------------------------------------------------- gifts (R10.1)


def test_r10_2_shalun_after_a_timeout_gift_of_the_card_and_two_others() -> None:
    g = game(hands={0: ["R1", "R2"], 1: ["shalun", "G4", "R7", "B5"]}, current=0)
    act(g, "timeout p1")
    assert windows(g) == [("shalun", 0, (1, 2, 3))]
    gifts = [x for x in g.legal_actions(1) if x.kind == Act.ETIQUETTE]
    # the two cards are named one by one; the gift leaves one card: "Svintus!" (R6.1)
    assert gifts == [a(g, "p2 etiquette shalun p1"), a(g, "p2 etiquette shalun p1 svintus")]
    current = g.current
    assert act(g, "p2 etiquette shalun p1 svintus") == []
    assert g.awaiting() == [1] and legal(g, 0) == {A.speak(0)}  # the table waits
    assert legal(g, 1) == {A.speak(1), *(A.give(1, card(c)) for c in ("G4", "R7", "B5"))}
    assert act(g, "p2 give R7") == []
    assert g.view(1)["choice"]["cards"] == ["R7"] and "cards" not in g.view(0)["choice"]
    assert legal(g, 1) == {A.speak(1), A.give(1, card("G4")), A.give(1, card("B5"))}
    events = act(g, "p2 give G4")
    (given,) = of_type(events, ev.Given)
    assert given == ev.Given(1, 0, 3, "shalun", (card("shalun"), card("R7"), card("G4")))
    assert ev.Targeted(1, card("shalun"), 0) in events
    assert hand(g, 1) == ["B5"] and "shalun" in hand(g, 0)
    assert g.current == current  # play goes on in the usual order
    assert windows(g) == [("shmunitet", 1, (0,))]  # the gift named p1 (R10.2 Shmunitet)
    assert "has no shalun" in unchanged(g, "p2 etiquette shalun p1 B5")


def test_r10_1_all_cards_if_fewer_and_an_emptied_hand_wins() -> None:
    g = game(hands={0: ["R1", "R2"], 1: ["shalun", "G4"]}, current=0)
    act(g, "timeout p1")
    assert [x for x in g.legal_actions(1) if x.kind == Act.ETIQUETTE] == [
        A.etiquette(1, card("shalun"), 0, (card("G4"),))
    ]
    assert "must give 1" in unchanged(g, "p2 etiquette shalun p1")
    events = act(g, "p2 etiquette shalun p1 G4")
    assert g.winner == 1
    assert g.points == sum(len(h) for h in g.hands)  # R7.2
    assert of_type(events, ev.GameWon) == [ev.GameWon(1, g.points)]
    assert type(events[-1]) is ev.GameWon  # the win is told last, after the gift's lines
    assert g.timers() == [] and g.clock_actions() == []


@pytest.mark.parametrize(("size", "given"), [(5, 2), (4, 1), (3, 0), (2, 0)])
def test_r10_1_etiquette_keeps_two(size: int, given: int) -> None:
    others = ["G4", "R7", "B5", "O6"][: size - 1]
    g = game(hands={0: ["R1", "R2"], 1: ["shalun", *others]}, etiquette_keeps_two=True)
    act(g, "timeout p1")
    gifts = [x for x in g.legal_actions(1) if x.kind == Act.ETIQUETTE]
    assert gifts and all(len(x.cards) == (0 if given >= 2 else given) for x in gifts)
    g.apply(gifts[0])
    while g.choice is not None:  # two cards: named one at a time
        g.apply(g.turn_actions()[0] if g.current == 1 else g.legal_actions(1)[0])
    assert len(g.hands[1]) == size - 1 - given and g.winner < 0


def test_r10_2_a_gift_needs_an_open_window_and_the_card() -> None:
    g = game(hands={0: ["R1", "R2"], 1: ["shalun", "G4", "R7"], 2: ["G5", "G6"]})
    assert "no shalun window" in unchanged(g, "p2 etiquette shalun p1 R7 G4", TooLate)
    act(g, "timeout p1")
    assert "has no shalun" in unchanged(g, "p3 etiquette shalun p1 G5 G6")
    assert "does not hold" in unchanged(g, "p2 etiquette shalun p1 G4 B7")
    assert "is thrown" in unchanged(g, "p2 etiquette shuriken p1 G4 R7")


def test_r14_2_window_closed_by_the_clock() -> None:
    g = game(hands={0: ["R1", "R2"], 1: ["shalun", "G4", "R7"]})
    act(g, "timeout p1")
    (w,) = g.parts["etiquette"].windows
    timers = {t.key: t for t in g.timers()}
    t = timers[f"etiquette:{w.wid}"]
    assert t.seconds == g.rules.etiquette_seconds and t.action == A.expire(w.wid)
    assert A.expire(w.wid) in g.clock_actions()
    assert ev.WindowClosed(w.wid) in act(g, f"expire {w.wid}")
    assert windows(g) == []
    assert "no such window" in unchanged(g, f"expire {w.wid}")


def test_r9_1_no_gift_during_a_svinorost_chain() -> None:
    g = game(hands={0: ["R1", "R2"], 1: ["shalun", "G4", "R7"]})
    act(g, "timeout p1")
    g.chain = SVINOROST
    assert not [x for x in g.legal_actions(1) if x.kind == Act.ETIQUETTE]


# ----------------------------------------------------------------- triggers


def test_r10_2_shtul_away_back_and_standing() -> None:
    g = game(hands={1: ["shtul", "G4", "R7"]})
    assert A.away(2) in g.legal_actions(2)
    act(g, "p3 away")
    assert windows(g) == [("shtul", 2, (0, 1, 3))]
    assert g.view(0)["etiquette"]["away"] == [2]
    assert A.back(2) in g.legal_actions(2) and A.away(2) not in g.legal_actions(2)
    act(g, "p3 back")
    assert g.view(0)["etiquette"]["away"] == []
    # Ovatsii's "standing" toggle (R11), as the Courage module emits it
    g.events = [ev.Stood(3, True)]
    etiquette.after(g, A.speak(3))
    assert windows(g)[-1] == ("shtul", 3, (0, 1, 2))
    act(g, "p2 etiquette shtul p4 R7 G4")
    assert hand(g, 1) == [] and g.winner == 1


@pytest.mark.parametrize("how", ["timeout", "undeclared", "silence", "slap", "incorrect", "task"])
def test_r10_2_shalun_triggers(how: str) -> None:
    hands = {0: ["R1", "G3", "R3"], 1: ["shalun", "G4", "R7"]}
    g = game(hands=hands, pile=["R2"], strict_table=how == "incorrect")
    if how == "timeout":
        act(g, "timeout p1")
    elif how == "undeclared":
        g = game(hands={0: ["R1", "G3"], 1: ["shalun", "G4", "R7"]}, pile=["R2"])
        act(g, "p1 play R1")  # one card left, no "Svintus!" (R6.2)
        assert g.catchable == [0]
    elif how == "silence":
        g.silence = 2
        act(g, "p1 say hello")
    elif how == "slap":
        g.race = [0] * g.n
        act(g, "p1 slap pile", "close race")  # no gift during the race itself (R8.6)
    elif how == "incorrect":
        act(g, "p1 play G3")  # does not fit R2: a penalised attempt (R5.4)
    else:
        g.events = [ev.TaskFailed(0, card("R1"), "repeat")]
        etiquette.after(g, A.speak(0))
    assert ("shalun", 0, (1, 2, 3)) in windows(g)
    assert any(x.kind == Act.ETIQUETTE for x in g.legal_actions(1))


def test_r10_2_shalun_not_after_a_timeout_that_ends_a_turn_after_a_draw() -> None:
    """R10.2 as amended: only a timeout that costs dawdle cards is a Shalun! trigger; a
    timeout after drawing just ends the turn (R5.5), nobody broke a rule."""
    g = game(hands={0: ["R1", "G3"], 1: ["shalun", "G4", "R7"]}, pile=["R2"], deck_top=["R5"])
    act(g, "p1 draw")
    assert g.drawn == card("R5")
    events = act(g, "timeout p1")
    assert ev.TimedOut(0) in events and not of_type(events, ev.Took)
    assert windows(g) == [] and not any(x.kind == Act.ETIQUETTE for x in g.legal_actions(1))


def test_r10_2_shalun_not_after_a_timeout_in_the_temnodel_last_card_window() -> None:
    """R10.2: a timeout in the Temnodel last-card window passes the check, no penalty."""
    deck = (*DECK, ("temnodel", 1))
    g = make_game(
        4,
        custom_deck=deck,
        hands={0: ["R:temnodel", "R3"], 1: ["R2", "G2"], 2: ["shalun", "G4", "R7"]},
        pile=["R6"],
    )
    act(g, "p1 play R:temnodel svintus", "p1 dark R3 as R3", "p2 pass")
    assert g.last_dark == 0 and g.current == 2
    events = act(g, "timeout p3")
    assert ev.TimedOut(2) in events and not of_type(events, ev.Took)
    assert windows(g) == [] and g.current == 3


def test_r10_2_shalun_after_a_timeout_in_a_temnodel_chain_that_costs_dawdle_cards() -> None:
    deck = (*DECK, ("temnodel", 1))
    g = make_game(
        4,
        custom_deck=deck,
        hands={0: ["R:temnodel", "R3", "B1"], 1: ["R2", "G2"], 2: ["shalun", "G4", "R7"]},
        pile=["R6"],
    )
    act(g, "p1 play R:temnodel", "p1 dark R3 as R3", "timeout p2")
    assert ("shalun", 1, (0, 2, 3)) in windows(g)


def test_r10_2_shevelis_dawdle_timer_window_and_turn_end() -> None:
    g = game(hands={0: ["R1", "R2", "B2"], 1: ["shevelis", "G4", "R7"]}, pile=["R5"])
    (t,) = [t for t in g.timers() if t.key.startswith("shevelis:")]
    assert t == Timer("shevelis:0:0", g.rules.shevelis_seconds, A.dawdle(0))
    act(g, "dawdle p1")
    assert windows(g) == [("shevelis", 0, (1, 2, 3))]
    assert g.view(2)["etiquette"]["dawdling"] == 0
    assert not [t for t in g.timers() if t.key.startswith("shevelis:")]
    round_trips(g)
    events = act(g, "p1 play R1")  # the turn ends: the window closes (R14.2)
    assert of_type(events, ev.WindowClosed) and windows(g) == []
    assert g.view(2)["etiquette"]["dawdling"] is None
    assert "too late" in unchanged(g, "p2 etiquette shevelis p1 R7 G4", TooLate)
    assert [t.key for t in g.timers() if t.key.startswith("shevelis:")] == ["shevelis:1:1"]


def test_r10_2_shevelis_gift_while_the_turn_is_theirs() -> None:
    g = game(hands={0: ["R1", "R2"], 1: ["shevelis", "G4", "R7", "B5"]}, pile=["R5"])
    act(g, "dawdle p1", "p2 etiquette shevelis p1 R7 G4")
    assert len(g.hands[0]) == 5 and g.current == 0


def test_r10_2_no_shevelis_while_a_courage_answer_is_owed(monkeypatch: Any) -> None:
    g = game(hands={0: ["R1", "R2"]})
    monkeypatch.setattr(etiquette.effects, "owes_answer", lambda game, p: True)
    assert not [t for t in g.timers() if t.key.startswith("shevelis:")]


def test_r10_2_shtol_touch() -> None:
    g = game(hands={1: ["shtol", "G4", "R7"]})
    act(g, "p1 touch")
    assert windows(g) == [("shtol", 0, (1, 2, 3))]
    act(g, "p2 etiquette shtol p1 R7 G4")
    assert "shtol" in hand(g, 0)


def test_r10_2_shinkognito_seat_and_display_names_whole_words() -> None:
    g = game(hands={2: ["shinkognito", "G4", "R7"]})
    act(g, "p1 say hey P3!")
    assert windows(g) == [("shinkognito", 0, (2,))]
    act(g, "p2 say p30 and p3x are no names")
    assert len(windows(g)) == 1
    named = Game.new(rules(), 5, names=("Ann", "Bob", "Vasya", "Li"))
    act(named, "p1 say vasya, your move", "p2 say Vasyas")
    assert windows(named) == [("shinkognito", 0, (2,))]
    pos = to_position(named)
    assert pos["names"] == ["Ann", "Bob", "Vasya", "Li"]
    assert from_position(pos).names == named.names
    assert "names" not in to_position(g)
    assert any("Vasya" in h.text for h in named.hints(0))


def test_r10_2_shto_answer_right_after_a_question() -> None:
    g = game(hands={1: ["shto", "G4", "R7", "B5"]})
    act(g, "p2 say who has G7?", "p3 say me")
    assert windows(g) == [("shto", 2, (1,))]
    act(g, "p4 say and me")  # not right after the question
    assert len(windows(g)) == 1
    act(g, "p2 etiquette shto p3 R7 G4")
    assert "shto" in hand(g, 2)
    act(g, "p1 say ok?")
    assert A.speak(1, "not me") in g.hints(1)


# ----------------------------------------------------------------- Shmotrun, winks (R14.5)


def test_r14_5_wink_unnoticed_then_shmotrun_and_views_hide_it() -> None:
    g = game(hands={0: ["shmotrun", "G4", "R7", "B5"]})
    events = act(g, "p1 wink p3")
    (wink,) = of_type(events, ev.Winked)
    assert ev.redact(wink, 2) == wink and ev.redact(wink, 1).addressee == -1
    assert g.view(1)["etiquette"]["flickers"] == [0]
    assert g.view(1)["etiquette"]["winks"] == []
    assert g.view(2)["etiquette"]["winks"][0]["from"] == 0
    assert A.wink(0, 1) not in g.legal_actions(0)  # one wink in flight
    assert not [x for x in g.legal_actions(2) if x.kind == Act.NOTICE]  # the addressee
    round_trips(g)
    (t,) = [t for t in g.timers() if t.key.startswith("wink:")]
    assert t.seconds == g.rules.wink_seconds
    events = g.apply(t.action)
    (opened,) = of_type(events, ev.Offended)
    assert ev.redact(opened, 1).offender == -1 and ev.redact(opened, 2) == opened
    assert g.view(1)["etiquette"]["windows"] == [] and g.view(1)["etiquette"]["flickers"] == []
    assert g.view(2)["etiquette"]["windows"][0]["card"] == "shmotrun"
    act(g, "p1 etiquette shmotrun p3 R7 G4")
    assert hand(g, 0) == ["B5"] and "shmotrun" in hand(g, 2)


def test_r14_5_wink_noticed_the_winker_takes_two_cards_of_the_noticer() -> None:
    g = game(hands={0: ["shmotrun", "G4"], 1: ["R7", "B5", "O6"]})
    assert "not flickering" in unchanged(g, "p2 notice p1 R7 B5", TooLate)
    act(g, "p1 wink p3")
    assert "must give 2" in unchanged(g, "p2 notice p1 R7")
    events = act(g, "p2 notice p1 R7 B5 svintus")  # one card left (R6.1)
    assert ev.Noticed(1, 0) in events
    assert hand(g, 0) == ["R7", "G4", "B5", "shmotrun"] and hand(g, 1) == ["O6"]
    assert g.parts["etiquette"].winks == [] and windows(g) == []
    assert "not flickering" in unchanged(g, "p4 notice p1", TooLate)


# ----------------------------------------------------------------- Shmunitet


def test_r10_2_shmunitet_undoes_an_etiquette_gift() -> None:
    g = game(
        hands={0: ["shmunitet", "O1", "O2", "O3"], 1: ["shtol", "G4", "R7", "B5"]},
        current=2,
    )
    before = {p: hand(g, p) for p in (0, 1)}
    act(g, "p1 touch", "p2 etiquette shtol p1 R7 G4 svintus")  # one card left (R6.1)
    assert windows(g) == [("shmunitet", 1, (0,))]
    options = [x for x in g.legal_actions(0) if x.kind == Act.ETIQUETTE]
    assert options and all(x.card == card("shmunitet") for x in options)
    round_trips(g)  # the saved state is in the position
    move = g.move
    events = act(g, "p1 etiquette shmunitet p2 O1 O2 svintus")
    assert ev.Undone(1, card("shtol"), 0) in events
    assert hand(g, 1) == sorted(before[1] + ["shmunitet", "O1", "O2"], key=card)
    assert hand(g, 0) == ["O3"]
    assert g.current == 0 and g.move == move + 1  # the next move is the reactor's
    assert windows(g) == [("shmunitet", 0, (1,))]  # a Shmunitet names p2 in turn


def test_r10_2_shmunitet_closes_when_anything_else_moves() -> None:
    g = game(hands={0: ["shmunitet", "O1", "O2"], 1: ["shtol", "G4", "R7", "B5"]}, current=2)
    act(g, "p1 touch", "p2 etiquette shtol p1 R7 G4 svintus")
    act(g, "p3 say hi")  # talk moves nothing: still open
    assert windows(g)[-1][0] == "shmunitet"
    act(g, "p3 draw")
    assert not [w for w in windows(g) if w[0] == "shmunitet"]


def test_r10_2_shmunitet_undoes_a_courage_gift_fake_sequence() -> None:
    """A card named p1 (a Courage gift as its module applies it: Targeted + Given)."""
    g = game(hands={0: ["shmunitet", "O1", "O2"], 1: ["G4", "R7", "B5"]}, current=1)
    fake = A.Action(A.Act(30), 1, card("G4"), aimed=0)
    etiquette.before(g, fake)
    g.events = []
    give(g, 1, 0, (card("G4"),), "courage")
    g.emit(ev.Targeted(1, card("G4"), 0))
    etiquette.after(g, fake)
    assert windows(g) == [("shmunitet", 1, (0,))]
    act(g, "p1 etiquette shmunitet p2 O1 O2")
    assert hand(g, 1) == sorted(["O1", "O2", "R7", "G4", "B5", "shmunitet"], key=card)
    assert hand(g, 0) == []
    assert g.winner == 0  # the reactor emptied their hand


# ----------------------------------------------------------------- Shurikén (R14.6)


def test_r10_2_shuriken_hit_after_an_interception() -> None:
    g = game(
        hands={0: ["R3", "B1"], 1: ["shuriken", "G4", "R7"], 2: ["G5", "O1"]},
        pile=["G5"],
        window=True,
        current=3,
    )
    act(g, "p3 intercept G5")
    assert windows(g) == [("shuriken", 2, (0, 1, 3)), ("shalun", 2, (0, 1, 3))]
    throws = {x for x in g.legal_actions(1) if x.kind == Act.THROW}
    assert throws == {A.throw(1, card("shuriken"), 2, False), a(g, "p2 throw p3 hit")}
    events = act(g, "p2 throw p3 hit R7 G4")  # written out: carried out as its steps
    assert ev.Thrown(1, 2, True) in events and hand(g, 1) == []
    assert g.winner == 1


def test_r10_2_shuriken_miss_the_target_picks_or_the_clock_picks() -> None:
    hands = {0: ["R3", "B1"], 1: ["shuriken", "G4", "R7"], 2: ["G5", "O1", "O2", "O3"]}
    g = game(hands=hands, pile=["G5"], window=True, current=3)
    act(g, "p3 intercept G5", "p2 throw p3 miss")
    assert "shuriken" in hand(g, 1) and g.view(0)["etiquette"]["picks"][0]["chooser"] == 2
    round_trips(g)
    twin = from_position(to_position(g))
    act(g, "p3 pick p2 O1 O2")
    assert hand(g, 2) == ["O3"] and {"O1", "O2"} <= set(hand(g, 1))
    (t,) = [t for t in twin.timers() if t.key.startswith("pick:")]
    twin.apply(t.action)  # the table picks: the target's two highest cards
    assert hand(twin, 2) == ["O1"]
    assert "owes" in unchanged(twin, "p3 pick p2 O1")


# ----------------------------------------------------------------- positions, views


def test_positions_round_trip_in_every_phase() -> None:
    g = game(hands={0: ["shmunitet", "O1", "O2"], 1: ["shtol", "G4", "R7", "B5"]}, current=2)
    for text in ("p1 touch", "p4 away", "p3 wink p1", "dawdle p3", "p2 say p1?"):
        act(g, text)
        round_trips(g)
    view = g.view(3)["etiquette"]
    assert view["away"] == [3] and view["flickers"] == [2] and view["dawdling"] == 2
    assert {w["card"] for w in view["windows"]} == {"shtol", "shtul", "shevelis", "shinkognito"}
    assert all(w["timer"] == f"etiquette:{w['window']}" for w in view["windows"])


def test_r14_8_views_hold_no_hand_of_others() -> None:
    g = game(hands={0: ["shmotrun", "G4", "R7"]})
    act(g, "p1 wink p2")
    view = g.view(2)
    assert view["etiquette"]["winks"] == [] and view["hand_sizes"][0] == 3
    assert "shmotrun" not in json.dumps(view["hand"])


def test_r13_1_paranoid_two_players_is_played() -> None:
    r = Rules(players=2, recipe="paranoid")
    g = Game.new(r, 3)
    assert g.parts["etiquette"] is not None and g.families == (etiquette,)


# ----------------------------------------------------------------- random playouts


def _playout(n: int, seed: int, deck: Any, cap: int = 300) -> tuple[Game, Record]:
    """Awaited and reacting players pick uniformly among legal actions and hints; the
    clock acts now and then. Every action round-trips through notation; the record
    replays to the same position; R1.7 holds all along (from_position checks it)."""
    rng = random.Random(seed)
    r = Rules(players=n, custom_deck=deck, hand_size=5, strict_table=seed % 3 == 0)
    names = [f"Name{p}" for p in range(n)] if seed % 2 else None
    record = Record(r, seed, seed % n, names=names)
    g = record.start()
    for i in range(cap):
        if g.over:
            break
        roll = rng.random()
        if roll < 0.1:
            choices = g.clock_actions()
        elif roll < 0.4:
            p = rng.randrange(n)
            choices = [x for x in g.legal_actions(p) + g.hints(p) if x.kind != Act.SPEAK or x.text]
        else:
            choices = [x for p in g.awaiting() for x in g.legal_actions(p) if x.kind != Act.SPEAK]
        if not choices:
            continue
        action = rng.choice(choices)
        assert parse_action(format_action(action), n) == action
        g.apply(action)
        record.add(i, action)
        if i % 10 == 0:
            round_trips(g)
    assert to_position(record.replay()) == to_position(g)
    return g, record


@pytest.mark.parametrize("n", range(2, 11))
def test_random_playouts_keep_every_card_and_replay(n: int) -> None:
    ended = 0
    for seed in range(3):
        g, _ = _playout(n, seed, DECK)
        round_trips(g)
        ended += g.over
    assert ended >= 1


def test_random_playout_of_paranoid_two_players() -> None:
    for seed in range(3):
        rng = random.Random(seed)
        g = Game.new(Rules(players=2, recipe="paranoid"), seed)
        for _ in range(400):
            if g.over:
                break
            p = rng.choice([*g.awaiting(), 0, 1])
            choices = [x for x in g.legal_actions(p) if x.kind != Act.SPEAK]
            if rng.random() < 0.1 or not choices:  # nothing but chat while another chooses
                choices = g.clock_actions()
            g.apply(rng.choice(choices))
        round_trips(g)


def test_r10_2_shmunitet_undoes_a_razborka_choosing_the_reactor() -> None:
    """R10.2, R12.3: the whole duel is undone: the Razborka back in its owner's hand."""
    deck = (*DECK, ("razborka", 2))
    r = Rules(players=3, custom_deck=deck)
    g = make_game(
        3,
        hands={0: ["R:razborka", "R3", "G4", "B0"], 1: ["shmunitet", "O1", "O2", "O3"]},
        pile=("R5",),
        rules=r,
    )
    before = {p: hand(g, p) for p in range(3)}
    act(g, "p1 play R:razborka", "p1 choose p2")
    assert windows(g)[-1] == ("shmunitet", 0, (1,))
    offer = a(g, "p2 etiquette shmunitet p1")
    assert offer in g.legal_actions(1)  # offered even in the duel (an exclusive phase)
    act(g, "p1 lay R3")  # the duel goes on: the window stays open while it runs
    round_trips(g)
    events = act(g, "p2 etiquette shmunitet p1 O1 O2")
    assert ev.Undone(0, card("R:razborka"), 1) in events
    assert hand(g, 0) == sorted([*before[0], "O1", "O2", "shmunitet"], key=card)
    assert hand(g, 1) == ["O3"] and hand(g, 2) == before[2]
    assert names(g.pile) == ["R5"] and g.current == 1
    assert g.parts["challenge"].duels is None or g.awaiting() == [1]


def test_r10_2_shmunitet_undoes_a_courage_gift() -> None:
    """R10.2, R11.1: the Courage card goes back to the giver, out of p1's area."""
    deck = (*DECK, ("parodist", 2))
    r = Rules(players=3, custom_deck=deck)
    g = make_game(
        3,
        hands={0: ["R0", "shmunitet", "O1", "O2"], 2: ["parodist", "G6", "G7", "B7"]},
        pile=("R5",),
        rules=r,
    )
    act(g, "p1 play R0")
    gift = a(g, "p3 gift parodist p1")
    assert gift in g.legal_actions(2)
    before = {p: hand(g, p) for p in range(3)}
    g.apply(gift)
    assert g.parts["courage"].areas[0] == [card("parodist")]
    assert windows(g)[-1] == ("shmunitet", 2, (0,))
    act(g, "p1 etiquette shmunitet p3 O1 O2")
    assert hand(g, 2) == sorted([*before[2], "O1", "O2", "shmunitet"], key=card)
    assert hand(g, 0) == [] and g.winner == 0


def test_r9_2_nothing_is_given_to_a_player_whose_last_dark_card_waits() -> None:
    g = game(hands={0: [], 1: ["shtol", "G4", "R7"], 2: ["O1", "O2"]})
    act(g, "p1 touch")
    g.last_dark = 0  # as if p1's last card were a dark card being checked (R9.2)
    assert not [x for x in g.legal_actions(1) if x.kind == Act.ETIQUETTE]
    assert "last dark card" in unchanged(g, "p2 etiquette shtol p1 R7 G4")
    g.parts["etiquette"].winks.append((99, 0, 2))
    assert not [x for x in g.legal_actions(1) if x.kind == Act.NOTICE]


def test_records_carry_display_names_only_when_set() -> None:
    r = rules()
    plain = Record(r, 3, 0)
    assert "names" not in plain.to_json()
    named = Record(r, 3, 0, names=["Ann", "Bob", "Vasya", "Li"])
    named.add(0, a(named.start(), "p1 say vasya?"))
    data = named.to_json(named.replay())
    assert data["names"] == ["Ann", "Bob", "Vasya", "Li"]
    back = Record.from_json(json.loads(json.dumps(data)))
    assert back.names == named.names
    assert windows(back.verify()) == [("shinkognito", 0, (2,))]
