"""Courage cards (R11): in turn (R11.1), gifts out of turn (R11.1), the area (R11.2,
R11.3), the eight tasks (R11.4), objection votes (R14.7), windows (R14.2), positions."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from svintus.engine import Game, Rules
from svintus.engine import actions as A
from svintus.engine import events as ev
from svintus.engine.actions import Act
from svintus.engine.cards import card_name
from svintus.engine.families import courage
from svintus.engine.families.courage import tasks
from svintus.engine.match import Match
from svintus.engine.notation import format_action, parse_action
from svintus.engine.record import from_position, to_position

from .helpers import a, act, card, make_game, of_type, took, unchanged

COURAGE = (
    "parodist",
    "zapevala",
    "folklorist",
    "pokloonnik",
    "suflyor",
    "ovatsii",
    "antrakt",
    "reyting",
)
DECK = (
    ("number", 2),
    ("khapyozh", 2),
    ("polisvin", 2),
    ("shuriken", 2),
    *((k, 2) for k in COURAGE),
)


def rules(players: int = 4, **options: Any) -> Rules:
    return Rules(players=players, custom_deck=DECK, **options)


def game(players: int = 4, hands: Any = None, areas: Any = None, **state: Any) -> Game:
    """A game in an exact situation; ``areas``: seat -> [(card, giver, genre) or card]."""
    opts = {k: state.pop(k) for k in list(state) if k in ("strict_table", "recipe")}
    r = Rules(players=players, **opts) if "recipe" in opts else rules(players, **opts)
    g = make_game(players, hands=hands, rules=r, **state)
    for p, entries in (areas or {}).items():
        for entry in entries:
            name, giver, genre = (
                entry if isinstance(entry, tuple) else (entry, (p + 1) % players, -1)
            )
            face = card(name)
            assert face in g.hands[p]
            in_area(g, p, face, giver, genre)
    return g


def in_area(g: Game, p: int, face: int, giver: int, genre: int = -1) -> None:
    """``face`` (in ``p``'s hand) counts as a Courage card in ``p``'s area from ``giver``."""
    g.parts["courage"].areas[p].append(face)
    g.parts["courage"].givers[p].append(giver)
    g.parts["courage"].genres[p].append(genre)


def round_trips(g: Game) -> None:
    pos = to_position(g)
    again = from_position(json.loads(json.dumps(pos)))
    assert to_position(again) == pos
    assert again.legal_actions(0) == g.legal_actions(0)
    assert again.timers() == g.timers()


def failed(events: list[Any], player: int, name: str) -> bool:
    return any(e.player == player and e.card == card(name) for e in of_type(events, ev.TaskFailed))


def area(g: Game, p: int) -> list[str]:
    return [card_name(f) for f in g.parts["courage"].areas[p]]


def clock(g: Game, kind: Act) -> Action:
    (action,) = [t.action for t in g.timers() if t.action.kind == kind]
    return action


Action = A.Action


# ----------------------------------------------------------------- R11.1 in turn, gifts


def test_r11_1_a_courage_card_is_played_in_turn_like_a_number_card_of_its_value() -> None:
    g = game(hands={0: ["reyting", "B1", "B2"]}, pile=("G7",))
    assert a(g, "p1 play reyting B") in g.legal_actions(0)
    act(g, "p1 play reyting B")
    assert g.top == card("reyting")
    g = game(hands={0: ["reyting", "B1", "B2"]}, pile=("G5",))
    assert a(g, "p1 play reyting B") not in g.legal_actions(0)


def test_r3_1_r3_2_a_courage_card_played_as_a_number_card_names_a_colour() -> None:
    """R3.1, R3.2, R11.1: a grey Courage card played in turn names a colour, as an
    Etiquette card does; the next card is of that colour or of the Courage card's value."""
    g = game(hands={0: ["reyting", "B1", "B2"], 1: ["G3", "R7", "B5"]}, pile=("G7",))
    plays = [x for x in g.legal_actions(0) if x.card == card("reyting")]
    assert sorted(x.colour for x in plays) == [0, 1, 2, 3]  # one play per colour
    assert "names a colour" in unchanged(g, "p1 play reyting")
    act(g, "p1 play reyting B")
    assert g.named == 3  # blue
    fits = {card_name(x.card) for x in g.legal_actions(1) if x.kind == Act.PLAY}
    assert fits == {"R7", "B5"}  # blue, or the value 7; not the green 3
    g.law = 2  # a record of law 2 replays as it was played: no colour named
    g2 = game(hands={0: ["reyting", "B1", "B2"]}, pile=("G7",))
    g2.law = 2
    assert [x.colour for x in g2.legal_actions(0) if x.card == card("reyting")] == [None]


def test_r11_1_gift_right_after_a_number_card_of_its_value_then_the_receivers_neighbour() -> None:
    g = game(hands={0: ["G3", "B1", "B2"], 1: ["pokloonnik", "R1", "R2"]})
    act(g, "p1 play G3")
    assert a(g, "p2 gift pokloonnik p1") in g.legal_actions(1)
    assert a(g, "p3 gift pokloonnik p1") not in g.legal_actions(2)  # p3 has none
    round_trips(g)
    events = act(g, "p2 gift pokloonnik p1")
    assert ev.Targeted(1, card("pokloonnik"), 0) in events
    assert ev.EnteredArea(0, card("pokloonnik"), 1, -1) in events
    assert area(g, 0) == ["pokloonnik"] and card("pokloonnik") in g.hands[0]
    assert g.current == 1  # the neighbour of the receiver
    assert g.move == 1  # not a turn action (R3.6)
    assert "right after" in unchanged(g, "p2 gift pokloonnik p1")


def test_r11_1_no_gift_after_the_next_turn_action_or_on_a_special_card() -> None:
    g = game(hands={0: ["G3", "B1", "B2"], 1: ["pokloonnik", "G4", "R2"]})
    act(g, "p1 play G3", "p2 draw")
    assert "right after" in unchanged(g, "p2 gift pokloonnik p1")
    g = game(hands={0: ["G:khapyozh", "B1"], 1: ["pokloonnik", "R3", "R2"]})
    act(g, "p1 play G:khapyozh")
    assert not [x for x in g.legal_actions(1) if x.kind == Act.GIFT]
    # a gift of the wrong value is refused with the value it needs
    g = game(hands={0: ["G3", "B1", "B2"], 1: ["pokloonnik", "reyting", "R2"]})
    act(g, "p1 play G3")
    assert "value 3" in unchanged(g, "p2 gift reyting p1")


def test_r11_1_gift_to_an_interceptor() -> None:
    g = game(hands={0: ["G3", "B1", "B2"], 2: ["G3", "R4"], 3: ["suflyor", "R1", "B4"]})
    act(g, "p1 play G3")
    act(g, "p3 intercept G3")
    assert a(g, "p4 gift pokloonnik p1") not in g.legal_actions(3)
    g2 = game(hands={0: ["G4", "B1", "B2"], 2: ["G4", "R4"], 3: ["suflyor", "R1", "B5"]})
    act(g2, "p1 play G4", "p3 intercept G4", "p4 gift suflyor p3")
    assert area(g2, 2) == ["suflyor"] and g2.current == 3


# ----------------------------------------------------------------- R11.2, R11.3 the area


def test_r11_2_area_cards_count_as_hand_for_svintus_and_win() -> None:
    g = game(hands={0: ["G4", "B1"], 1: ["reyting", "G6"]}, areas={1: ["reyting"]})
    assert g.hand_count(1) == 2
    act(g, "p1 play G4")
    assert a(g, "p2 svintus") in g.legal_actions(1)
    act(g, "p2 play G6")  # undeclared: one card left, the area one
    assert 1 in g.catchable
    act(g, "p3 catch p2")
    assert len(g.hands[1]) == 1 + g.rules.svintus_penalty
    # the last card is an area card: playing it wins (R7.1)
    g = game(hands={1: ["reyting"]}, areas={1: ["reyting"]}, pile=("B7",), current=1)
    act(g, "p2 play reyting R")
    assert g.winner == 1 and area(g, 1) == []


def test_r11_3_a_third_courage_card_the_receiver_boxes_an_older_one_of_their_choice() -> None:
    g = game(
        hands={0: ["G7", "parodist", "folklorist", "B1"], 1: ["reyting", "R2"]},
        areas={0: ["parodist", "folklorist"]},
    )
    act(g, "p1 play G7", "p2 gift reyting p1")
    assert area(g, 0) == ["parodist", "folklorist", "reyting"]
    assert {x for x in g.legal_actions(0) if x.kind == Act.BOX} == {
        A.box(0, card("parodist")),
        A.box(0, card("folklorist")),
    }
    assert g.view(2)["courage"]["choices"] == [{"player": 0, "options": ["parodist", "folklorist"]}]
    round_trips(g)
    events = act(g, "p1 retire folklorist")
    assert ev.Boxed(0, card("folklorist")) in events
    assert area(g, 0) == ["parodist", "reyting"] and card("folklorist") not in g.hands[0]
    assert g.view(1)["courage"]["boxed"] == ["folklorist"]
    round_trips(g)  # the boxed card is a zone (R1.7)


def test_r11_3_the_clock_boxes_the_oldest_when_the_receiver_does_not_choose() -> None:
    g = game(
        hands={0: ["G7", "parodist", "folklorist", "B1"], 1: ["reyting", "R2"]},
        areas={0: ["parodist", "folklorist"]},
    )
    act(g, "p1 play G7", "p2 gift reyting p1")
    default = clock(g, Act.BOX)
    assert format_action(default) == "autobox p1"
    g.apply(default)
    assert area(g, 0) == ["folklorist", "reyting"]


def test_r11_3_a_duplicated_kind_loses_its_older_copy_to_the_box() -> None:
    g = game(hands={0: ["G7", "reyting", "B1"], 1: ["reyting", "R2"]}, areas={0: ["reyting"]})
    events = act(g, "p1 play G7", "p2 gift reyting p1")
    assert ev.Boxed(0, card("reyting")) in events
    assert area(g, 0) == ["reyting"] and g.parts["courage"].givers[0] == [1]
    assert g.hands[0].count(card("reyting")) == 1
    round_trips(g)


def test_r11_2_a_courage_card_received_any_other_way_goes_to_the_hand_without_a_task() -> None:
    g = game(hands={0: ["B1", "B2"]}, deck_top=("parodist",))
    act(g, "p1 draw")
    assert card("parodist") in g.hands[0] and area(g, 0) == []


# ----------------------------------------------------------------- R11.4 the tasks


def test_r11_4_parodist_answers_each_special_card_with_its_word() -> None:
    g = game(
        hands={0: ["polisvin", "G:khapyozh", "B1"], 1: ["parodist", "R1"]}, areas={1: ["parodist"]}
    )
    act(g, "p1 play polisvin G")
    assert [o[3:] for o in g.parts["courage"].owed] == [("word", "prescription")]
    assert g.view(1)["courage"]["owed"][0]["task"] == "word"
    round_trips(g)
    assert A.speak(1, "Oink") in courage.hints(g, 1)
    events = act(g, "p2 say Хрю!")
    assert ev.TaskDone(1, card("parodist")) in events and not g.parts["courage"].owed
    # a wrong word is a mistake: two cards at once
    g = game(hands={0: ["polisvin", "B1"], 1: ["parodist", "R1"]}, areas={1: ["parodist"]})
    act(g, "p1 play polisvin G")
    events = act(g, "p2 say Woof")
    assert failed(events, 1, "parodist") and took(events, 1) == 2
    # the clock closes the window: no answer in time
    g = game(hands={0: ["polisvin", "B1"], 1: ["parodist", "R1"]}, areas={1: ["parodist"]})
    act(g, "p1 play polisvin G")
    (timer,) = courage.timers(g)
    assert timer.seconds == g.rules.answer_seconds
    assert format_action(timer.action) == "unanswered p2 parodist"
    events = g.apply(timer.action)
    assert failed(events, 1, "parodist") and took(events, 1) == 2


def test_r11_4_parodist_word_for_a_courage_gift_out_of_turn() -> None:
    g = game(
        hands={0: ["G3", "B1"], 1: ["pokloonnik", "R2"], 2: ["parodist", "O1"]},
        areas={2: ["parodist"]},
    )
    act(g, "p1 play G3", "p2 gift pokloonnik p1")
    assert [o[3:] for o in g.parts["courage"].owed if o[1] == 2] == [("word", "courage")]
    act(g, "p3 say Piastres")
    assert not [o for o in g.parts["courage"].owed if o[1] == 2]


def test_r11_4_zapevala_the_giver_names_a_genre_and_two_lines_each_turn() -> None:
    g = game(hands={0: ["G1", "B1", "B2", "B3"], 3: ["zapevala", "R4"]})
    act(g, "p1 play G1")
    gifts = {format_action(x) for x in g.legal_actions(3) if x.kind == Act.GIFT}
    assert "p4 gift zapevala p1 folk" in gifts and "p4 gift zapevala p1 chanson" in gifts
    assert "genre" in unchanged(g, "p4 gift zapevala p1")
    act(g, "p4 gift zapevala p1 folk")
    assert g.view(0)["courage"]["genres"][0] == ["folk"]
    # p2, p3, p4 play on; p1's turn: the song is owed before the play or draw
    g.current = 0
    owed = g.view(0)["courage"]["owed"]
    assert [(o["player"], o["card"], o["task"]) for o in owed] == [(0, "zapevala", "turn")]
    assert owed[0]["seconds"] == g.rules.song_seconds
    # a line of each language, English first: each player is shown theirs
    song, song_ru = [h for h in courage.hints(g, 0) if h.kind == Act.SPEAK]
    assert is_russian(song_ru.text) and not is_russian(song.text)
    events = g.apply(song)
    assert ev.TaskDone(0, card("zapevala")) in events
    assert g.view(1)["courage"]["votes"][0]["performer"] == 0
    events = act(g, "p1 draw")
    assert not failed(events, 0, "zapevala")
    # the next own turn without a song: a mistake at the draw
    g.current = 0
    g.drawn = -1
    events = act(g, "p1 draw")
    assert failed(events, 0, "zapevala") and took(events, 0) == 3
    # a song already sung in the session is a repeat
    g.current = 0
    g.drawn = -1
    events = g.apply(song)
    assert failed(events, 0, "zapevala")


def test_r11_4_zapevala_any_of_the_six_genres_outside_with_challenge() -> None:
    """R11.4 lists six genres, chanson included; only "With Challenge" narrows them."""
    for recipe in ("artistic", "full_box"):
        g = game(recipe=recipe, hands={0: ["G1", "B2", "B3"], 3: ["zapevala", "R4", "R5"]})
        act(g, "p1 play G1")
        gifts = {format_action(x) for x in g.legal_actions(3) if x.kind == Act.GIFT}
        assert gifts == {f"p4 gift zapevala p1 {genre}" for genre in courage.GENRES}, recipe
        act(g, "p4 gift zapevala p1 chanson")
        assert g.view(0)["courage"]["genres"][0] == ["chanson"]


def test_r11_4_zapevala_chanson_only_with_challenge() -> None:
    """R13.1: the "With Challenge" recipe's Zapevala sings chanson only."""
    g = game(recipe="with_challenge", hands={0: ["G1", "B2", "B3"], 3: ["zapevala", "R4", "R5"]})
    act(g, "p1 play G1")
    gifts = [format_action(x) for x in g.legal_actions(3) if x.kind == Act.GIFT]
    assert gifts == ["p4 gift zapevala p1 chanson"]
    assert "chanson" in unchanged(g, "p4 gift zapevala p1 folk")
    act(g, "p4 gift zapevala p1 chanson")
    assert g.view(0)["courage"]["genres"][0] == ["chanson"]


def test_r11_4_zapevala_one_line_is_a_mistake() -> None:
    g = game(hands={0: ["zapevala", "B1"]}, areas={0: [("zapevala", 1, 0)]}, current=0)
    events = act(g, "p1 say la la la")
    assert failed(events, 0, "zapevala")


def test_r11_4_folklorist_a_proverb_each_turn_no_repeats_never_on_skipped_turns() -> None:
    g = game(hands={0: ["folklorist", "B1", "B2"]}, areas={0: ["folklorist"]}, current=0)
    events = act(g, "p1 say Still waters run deep")
    assert ev.TaskDone(0, card("folklorist")) in events
    act(g, "p1 draw")
    # a skipped turn owes nothing: a pending Khapyozh accepted
    g.current = 0
    g.drawn = -1
    g.pending_kind, g.pending_count = card("R:khapyozh") and g.kind_of(card("R:khapyozh")), 1
    events = act(g, "p1 accept")
    assert not of_type(events, ev.TaskFailed)
    g.current = 0
    events = act(g, "p1 say still waters, run deep!")
    assert failed(events, 0, "folklorist")  # a repeat, however written


def test_r11_4_pokloonnik_bows_to_the_giver_and_compliments_on_each_card() -> None:
    g = game(hands={0: ["G6", "pokloonnik", "B1"]}, areas={0: [("pokloonnik", 2, -1)]})
    act(g, "p1 play G6")
    assert A.bow(0, 2) in g.legal_actions(0)
    assert courage.timers(g)[0].seconds == g.rules.song_seconds
    hints = courage.hints(g, 0)
    assert A.bow(0, 2) in hints
    compliment, compliment_ru = [h for h in hints if h.kind == Act.SPEAK]
    assert compliment.text in courage.phrases.COMPLIMENTS
    assert compliment_ru.text in courage.phrases.COMPLIMENTS and is_russian(compliment_ru.text)
    events = act(g, "p1 bow p3")
    assert ev.Bowed(0, 2) in events
    g.apply(compliment)
    assert not g.parts["courage"].owed and g.parts["courage"].votes
    assert "no bow" in unchanged(g, "p1 bow p3")
    # no bow in time: a mistake
    g = game(hands={0: ["G6", "pokloonnik", "B1"]}, areas={0: [("pokloonnik", 2, -1)]})
    act(g, "p1 play G6", "p1 bow p3")
    events = g.apply(courage.timers(g)[0].action)
    assert failed(events, 0, "pokloonnik")


def test_r11_4_pokloonnik_threatens_in_the_with_challenge_recipe() -> None:
    g = game(
        recipe="with_challenge",
        hands={0: ["G6", "G2", "pokloonnik", "B1"]},
        areas={0: [("pokloonnik", 2, -1)]},
    )
    act(g, "p1 play G6", "p1 bow p3")
    threat, _ = [h for h in courage.hints(g, 0) if h.kind == Act.SPEAK]  # English, Russian
    assert threat.text in courage.phrases.THREATS
    g.apply(threat)
    g.current = 0
    act(g, "p1 play G2", "p1 bow p3")
    events = g.apply(threat)
    assert failed(events, 0, "pokloonnik")  # no repeats


def test_r11_4_suflyor_whispers_only_and_echoes_the_giver_word_for_word() -> None:
    g = game(hands={1: ["suflyor", "B1"]}, areas={1: [("suflyor", 3, -1)]})
    events = act(g, "p2 say hi all")
    assert failed(events, 1, "suflyor")  # spoke aloud
    events = act(g, "p2 whisper Hi All")
    assert events[:2] == [ev.Spoke(1, "hi all", False), ev.Whispered(1)]
    act(g, "p4 say Hello, World!")
    assert courage.hints(g, 1) == [A.whisper(1, "hello, world!")]
    round_trips(g)
    events = act(g, "p2 whisper hello world")
    assert ev.TaskDone(1, card("suflyor")) in events and not of_type(events, ev.TaskFailed)
    act(g, "p4 say Good morning")
    events = act(g, "p2 whisper good evening")
    assert failed(events, 1, "suflyor") and took(events, 1) == 2
    assert "Suflyor" in unchanged(g, "p1 whisper hello")


def test_r11_4_ovatsii_plays_standing_and_claps_at_each_special_card() -> None:
    g = game(hands={0: ["G6", "ovatsii", "B1"], 1: ["polisvin", "R1"]}, areas={0: ["ovatsii"]})
    assert A.stand(0) in courage.hints(g, 0)
    events = act(g, "p1 play G6")
    assert failed(events, 0, "ovatsii")  # played sitting
    events = act(g, "p1 stand")
    assert ev.Stood(0, True) in events and g.view(3)["courage"]["standing"][0]
    act(g, "p2 play polisvin R")
    assert A.clap(0) in g.legal_actions(0)
    events = act(g, "p1 clap")
    assert ev.Clapped(0) in events and not g.parts["courage"].owed
    assert "no clap" in unchanged(g, "p1 clap")
    act(g, "p1 sit")
    assert not g.parts["courage"].standing[0]


def test_r11_4_antrakt_passes_another_players_card_and_its_giver_becomes_the_giver() -> None:
    g = game(
        hands={0: ["G6", "B1"], 1: ["antrakt", "R2", "R3"], 2: ["zapevala", "O1", "O2"]},
        areas={2: [("zapevala", 3, 0)]},
    )
    act(g, "p1 play G6")
    gifts = {format_action(x) for x in g.legal_actions(1) if x.kind == Act.GIFT}
    assert "p2 gift antrakt p1 p3:zapevala love" in gifts
    assert "p2 gift antrakt p1" not in gifts  # a card on the table goes along
    assert "takes along" in unchanged(g, "p2 gift antrakt p1")
    events = act(g, "p2 gift antrakt p1 p3:zapevala love")
    assert area(g, 0) == ["antrakt", "zapevala"] and area(g, 2) == []
    assert g.parts["courage"].givers[0] == [1, 1] and g.view(0)["courage"]["genres"][0] == [
        None,
        "love",
    ]
    assert card("zapevala") not in g.hands[2] and card("zapevala") in g.hands[0]
    assert ev.Targeted(1, card("antrakt"), 0) in events
    round_trips(g)


def test_r11_4_reyting_running_sum_with_an_etiquette_card_played_as_value() -> None:
    g = game(
        hands={
            0: ["G7", "B1", "B2"],
            1: ["shuriken", "R1", "R2"],
            2: ["O:khapyozh", "O3"],
            3: ["reyting", "B6"],
        },
        areas={3: ["reyting"]},
    )
    act(g, "p1 play G7")
    assert courage.hints(g, 3) == [A.speak(3, "7")]
    act(g, "p4 say 7")
    act(g, "p2 play shuriken O")  # an Etiquette card as a 7: counts its value
    assert courage.hints(g, 3) == [A.speak(3, "14")]
    act(g, "p3 play O:khapyozh")  # other special cards count 0, nothing owed
    assert courage.hints(g, 3) == [A.speak(3, "14")]
    events = act(g, "p4 say 15")
    assert failed(events, 3, "reyting") and took(events, 3) == 2
    assert g.parts["courage"].sums[3] == 0  # the count starts again


# ----------------------------------------------------------------- R14.7 objection votes


def _voted(players: int) -> Game:
    g = game(players, hands={0: ["folklorist", "B1", "B2"]}, areas={0: ["folklorist"]}, current=0)
    act(g, "p1 say Better late than never")
    return g


def test_r14_7_an_objection_upheld_by_more_than_half_costs_two_cards() -> None:
    g = _voted(4)
    assert a(g, "p2 object p1 folklorist") in g.legal_actions(1)
    assert a(g, "p1 object p1 folklorist") not in g.legal_actions(0)
    act(g, "p2 object p1 folklorist")
    vote = g.view(2)["courage"]["votes"][0]
    assert vote["objector"] == 1 and vote["key"].endswith(":objected")
    round_trips(g)
    events = act(g, "p3 uphold p1 folklorist")
    assert ev.VoteClosed(0, card("folklorist"), True) in events
    assert failed(events, 0, "folklorist") and took(events, 0) == 2
    assert not g.parts["courage"].votes


def test_r14_7_not_voting_is_not_upholding_the_clock_closes_the_vote() -> None:
    g = _voted(4)
    act(g, "p2 object p1 folklorist")
    (timer,) = courage.timers(g)
    assert timer.seconds == g.rules.vote_seconds
    assert format_action(timer.action) == "endvote p1 folklorist"
    events = g.apply(timer.action)
    assert ev.VoteClosed(0, card("folklorist"), False) in events and not took(events)
    g = _voted(4)
    events = g.apply(courage.timers(g)[0].action)  # nobody objected
    assert ev.VoteClosed(0, card("folklorist"), False) in events


# ----------------------------------------------------------------- sessions (R11.4)


def test_r11_4_repeats_are_forbidden_across_the_games_of_a_match() -> None:
    m = Match(rules(3), seed=5)
    g = m.new_game()
    face = card("folklorist")
    p = g.current
    g.hands[p].append(face)
    g.hands[p].sort()
    in_area(g, p, face, (p + 1) % 3)
    act(g, f"p{p + 1} say Better late than never")
    g.winner, g.points = p, 0
    m.finish_game(g)
    g2 = m.new_game()
    assert "better late than never" in g2.parts["courage"].used["folklorist"]
    q = g2.current
    g2.hands[q].append(face)
    g2.hands[q].sort()
    in_area(g2, q, face, (q + 1) % 3)
    events = act(g2, f"p{q + 1} say better late than NEVER")
    assert failed(events, q, "folklorist")
    assert all(h.text != "Better late than never" for h in courage.hints(g2, q))


# ----------------------------------------------------------------- notation, errors, playouts


def test_r11_notation_of_every_courage_action_round_trips() -> None:
    lines = [
        "p2 gift pokloonnik p1",
        "p2 gift zapevala p1 folk svintus",
        "p2 gift antrakt p1 p3:zapevala love",
        "p1 retire parodist",
        "p1 bow p3",
        "p2 whisper hello @3 world",
        "p1 clap",
        "p1 stand",
        "p1 sit",
        "p2 object p1 folklorist",
        "p3 uphold p1 folklorist",
        "unanswered p2 parodist",
        "endvote p1 folklorist",
        "autobox p1",
    ]
    for line in lines:
        action = parse_action(line)
        assert format_action(action) == line
    assert parse_action("p2 whisper hello @3 world").text == "hello @3 world"


def _playout(r: Rules, seed: int, cap: int = 1500) -> None:
    g = Game.new(r, seed)
    rng = random.Random(seed)
    done: list[Action] = []
    for i in range(cap):
        if g.over:
            break
        options = [x for p in g.awaiting() for x in g.legal_actions(p)]
        for p in range(g.n):
            options += courage.hints(g, p)
            if rng.random() < 0.3:
                options += g.legal_actions(p)
        if rng.random() < 0.1:
            options += g.clock_actions()
        action = rng.choice(options)
        g.apply(action)
        done.append(action)
        if i % 97 == 0:
            round_trips(g)  # R1.7 is checked by from_position, boxed cards included
    round_trips(g)
    again = Game.new(r, seed)
    for action in done:
        again.apply(action)
    assert to_position(again) == to_position(g)


@pytest.mark.parametrize("players", [2, 3, 5])
def test_r11_random_playouts_with_courage_cards_keep_every_card_in_one_zone(players: int) -> None:
    for seed in range(3):
        _playout(rules(players), seed)


@pytest.mark.parametrize("players", [3, 6, 10])
def test_r13_1_the_artistic_recipe_is_playable_for_3_to_10_players(players: int) -> None:
    _playout(Rules(players=players, recipe="artistic"), players)


def test_r11_classic_games_have_no_courage_state() -> None:
    g = Game.new(Rules(players=3), 1)
    assert g.parts["courage"] is None and "courage" not in g.view(0)
    assert tasks.norm("Ёлочка, гори!") == "елочка гори"


def test_r11_illegal_courage_actions_name_the_problem_and_change_nothing() -> None:
    g = game(hands={0: ["G6", "B1"], 1: ["R1", "R2"]})
    assert "Suflyor" in unchanged(g, "p2 whisper hi")
    assert "no bow" in unchanged(g, "p2 bow p1")
    assert "no clap" in unchanged(g, "p2 clap")
    assert "Ovatsii" in unchanged(g, "p2 stand")
    assert "sitting" in unchanged(g, "p2 sit")
    assert "R11.3" in unchanged(g, "p2 retire parodist")
    assert "R14.7" in unchanged(g, "p2 object p1 folklorist")
    assert "R14.7" in unchanged(g, "p2 uphold p1 folklorist")
    assert "no such window" in unchanged(g, "unanswered p2 parodist")
    assert "no such window" in unchanged(g, "endvote p1 folklorist")


def test_r11_4_a_svinorost_play_owes_one_bow() -> None:
    deck = (*DECK, ("svinorost", 2))
    r = Rules(players=4, custom_deck=deck)
    g = make_game(4, hands={0: ["svinorost", "G1", "pokloonnik", "B4"]}, rules=r)
    in_area(g, 0, card("pokloonnik"), 2)
    act(g, "p1 play svinorost G1")
    assert [o[3] for o in g.parts["courage"].owed] == ["bow"]


def test_r14_8_the_courage_view_shows_areas_and_windows_never_the_expected_answers() -> None:
    g = game(
        hands={0: ["G7", "B1"], 2: ["reyting", "O6"], 3: ["suflyor", "B6"]},
        areas={2: ["reyting"], 3: [("suflyor", 0, -1)]},
    )
    act(g, "p1 play G7", "p1 say Secret plan")
    for viewer in (-1, 0, 1, 2, 3):
        part = g.view(viewer)["courage"]
        assert part["areas"][2] == ["reyting"] and part["areas"][3] == ["suflyor"]
        assert {(o["player"], o["task"]) for o in part["owed"]} == {(2, "sum"), (3, "echo")}
        text = json.dumps(part)
        assert "sums" not in part and '"7"' not in text and "Secret" not in text


def test_r11_a_bad_courage_position_field_is_refused() -> None:
    g = game(hands={2: ["reyting", "O6"]}, areas={2: ["reyting"]})
    pos = to_position(g)
    pos["courage"]["gift"] = [1]
    with pytest.raises(Exception, match="courage"):
        from_position(pos)
    pos = to_position(g)
    pos["courage"]["areas"][1] = ["reyting"]
    with pytest.raises(Exception, match="courage"):
        from_position(pos)


def test_a_chat_verb_drops_its_move_in_notation_and_reads_back_verbatim() -> None:
    """R14.4: like ``say``, a whisper's text runs to the end of the line; no ``@N``."""
    from svintus.engine.actions import Act, Action
    from svintus.engine.notation import format_action, parse_action

    a = Action(Act.WHISPER, 2, text="hello", move=12)
    line = format_action(a)
    assert line == "p3 whisper hello"
    assert parse_action(line, 3) == a._replace(move=None)


def test_r11_4_an_owed_each_turn_answer_extends_the_turn() -> None:
    """R11.4: "the turn time is extended by the answer window" — the table's turn time
    (sim.scheduler.decision_seconds, used by every table) grows by song_seconds while the
    player to move owes a Folklorist proverb this turn, and not once it is said."""
    from svintus.sim.scheduler import decision_seconds

    g = game(hands={0: ["folklorist", "B1", "B2"]}, areas={0: ["folklorist"]}, current=0)
    rules = g.rules
    assert decision_seconds(g) == rules.turn_seconds + rules.song_seconds
    act(g, "p1 say Still waters run deep")
    assert decision_seconds(g) == rules.turn_seconds
    g.current = 1  # another player, with no task, has the plain turn time
    assert decision_seconds(g) == rules.turn_seconds


def test_r11_4_a_bot_with_every_listed_line_used_gets_a_new_numbered_verse() -> None:
    """A long game used every proverb and song of the lists: the hints (what bots say)
    make up a numbered verse rather than repeat (R11.4) or say nothing, which left a
    Folklorist or Zapevala failing every turn and some games without end."""
    from svintus.engine.families.courage import effects as courage
    from svintus.engine.families.courage import phrases
    from svintus.engine.families.courage.tasks import norm

    g = Game.new(Rules(players=2, recipe="full_box"), 5)
    g.parts["courage"].used["folklorist"] = tuple(norm(x) for x in phrases.PROVERBS)
    line = courage._unused(g, "folklorist", phrases.PROVERBS)
    assert (
        line == f"{phrases.PROVERBS[0]} 2"
        and norm(line) not in g.parts["courage"].used["folklorist"]
    )


def is_russian(text: str) -> bool:
    return any("а" <= ch.lower() <= "я" or ch in "ёЁ" for ch in text)
