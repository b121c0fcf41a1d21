"""Notation, positions and records (R14.1): every action round-trips through its text
notation, positions round-trip exactly through JSON, a record replays to the same
position, and a malformed record or position gives one :class:`BadRecord` line naming
the field (Architecture principle 10).
"""

from __future__ import annotations

import copy
import json
import random
from collections.abc import Callable
from typing import Any

import pytest

from svintus.engine import BadRecord, Game, NotationError, Rules
from svintus.engine import actions as A
from svintus.engine.actions import Act
from svintus.engine.cards import FACE_KIND, NUMBER, face_of
from svintus.engine.notation import format_action, parse_action
from svintus.engine.record import Record, from_position, to_position
from svintus.engine.rules import LAW

from .helpers import all_legal, choose


def played(seed: int, players: int = 4, steps: int = 120, **options: Any) -> tuple[Game, Record]:
    rules = Rules(players=players, **options)
    g = Game.new(rules, seed, dealer=seed % players)
    record = Record(rules, seed, dealer=seed % players)
    rng = random.Random(seed)
    t = 0
    for _ in range(steps):
        if g.over:
            break
        x = choose(g, rng)
        g.apply(x)
        t += rng.randrange(50, 3000)
        record.add(t, x)
    return g, record


# ----------------------------------------------------------------- notation


def test_every_legal_action_round_trips_through_notation() -> None:
    seen: set[Act] = set()
    for seed in range(6):
        g, _ = played(seed, players=2 + seed, steps=60)
        for x in all_legal(g):
            text = format_action(x)
            assert parse_action(text, g.n) == x, text
            seen.add(x.kind)
            if x.kind in (Act.SPEAK, Act.TIMEOUT, Act.CLOSE_RACE):
                continue  # speech never needs a move (R4.2); the clock answers "now"
            with_move = x._replace(move=g.move)
            assert parse_action(format_action(with_move), g.n) == with_move
    assert {Act.PLAY, Act.DRAW, Act.SPEAK, Act.TIMEOUT} <= seen


@pytest.mark.parametrize(
    "action",
    [
        A.play(1, face_of("G7"), svintus=True),
        A.play(0, face_of("polisvin"), 3),
        A.intercept(9, face_of("R:khapyozh")),
        A.intercept(2, face_of("polisvin"), 0, True),
        A.draw(0),
        A.pass_(1),
        A.accept(2),
        A.declare(3),
        A.name_colour(0, 2),
        A.catch(1, 0),
        A.slap(2, A.DECK),
        A.slap(2, A.PILE),
        A.speak(4, "Хрю! twice  spaced"),
        A.speak(4),
        A.timeout(5),
        A.close_race(),
        A.draw(0)._replace(move=17),
    ],
)
def test_action_notation_round_trip(action: A.Action) -> None:
    assert parse_action(format_action(action)) == action


def test_notation_examples() -> None:
    assert format_action(A.play(1, face_of("G7"), svintus=True)) == "p2 play G7 svintus"
    assert parse_action("p3 intercept G7 @12") == A.intercept(2, face_of("G7"))._replace(move=12)
    assert parse_action("p1 play Полисвин синий") == A.play(0, face_of("polisvin"), 3)
    assert parse_action("p1 play b:хапёж") == A.play(0, face_of("B:khapyozh"))
    assert parse_action("P2 SLAP PILE") == A.slap(1, A.PILE)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "empty action"),
        ("x1 draw", "not a player"),
        ("p11 draw", "no player"),
        ("p1", "a verb must follow the player"),
        ("p1 dance", "unknown verb 'dance'"),
        ("p1 play", "which card"),
        ("p1 play G9", "not a card: 'G9'"),
        ("p1 play polisvin purple", "not a colour: 'purple'"),
        ("p1 play G7 R B", "unexpected 'B'"),
        ("p1 draw now", "draw takes nothing after it"),
        ("p1 draw @x", "not a move number"),
        ("p1 catch", "catch"),
        ("p1 slap table", "slap"),
        ("timeout", "timeout pN"),
        ("close door", "close race"),
    ],
)
def test_bad_notation_says_why(text: str, message: str) -> None:
    with pytest.raises(NotationError, match=message) as info:
        parse_action(text)
    assert "\n" not in str(info.value)


def test_player_number_checked_against_the_table() -> None:
    with pytest.raises(NotationError, match="no player 'p5' at a table of 4"):
        parse_action("p5 draw", 4)


# ----------------------------------------------------------------- positions


@pytest.mark.parametrize("seed", range(8))
def test_position_round_trips_exactly_through_json(seed: int) -> None:
    g, _ = played(seed, players=2 + seed, steps=40 * seed, stacked_skips=seed % 2 == 0)
    pos = to_position(g)
    again = from_position(json.loads(json.dumps(pos)))
    assert to_position(again) == pos
    for p in range(g.n):
        assert again.legal_actions(p) == g.legal_actions(p)
    assert again.clock_actions() == g.clock_actions()
    # and both go on the same way, chance included
    rng1, rng2 = random.Random(seed), random.Random(seed)
    for _ in range(50):
        if g.over:
            break
        x = choose(g, rng1)
        assert choose(again, rng2) == x
        assert g.apply(x) == again.apply(x)
    assert to_position(g) == to_position(again)


def test_copy_is_independent_and_equal() -> None:
    g, _ = played(3, steps=30)
    c = g.copy()
    assert to_position(c) == to_position(g)
    x = g.turn_actions()[0]
    c.apply(x)
    assert to_position(c) != to_position(g)


# ----------------------------------------------------------------- records


@pytest.mark.parametrize("seed", range(4))
def test_record_replays_to_the_same_position(seed: int) -> None:
    g, record = played(seed, players=3 + seed, steps=150, strict_table=seed % 2 == 1)
    data = json.loads(json.dumps(record.to_json(g)))
    back = Record.from_json(data)
    assert to_position(back.replay()) == to_position(g)
    assert to_position(back.verify()) == to_position(g)
    if g.over:
        assert data["result"] == {"winner": g.winner, "points": g.points}


def test_record_replay_names_the_rejected_action() -> None:
    _, record = played(1, steps=10)
    record.actions.insert(3, (record.actions[2][0], A.draw(7)))
    with pytest.raises(BadRecord, match=r"record: field 'actions\[3\]': there is no player p8"):
        record.replay()


def test_record_verify_names_the_field_that_disagrees() -> None:
    g, record = played(2, steps=20)
    data = record.to_json(g)
    data["final"]["move"] += 1
    with pytest.raises(BadRecord, match=r"field 'final\.move'"):
        Record.from_json(data).verify()


Mutator = Callable[[dict[str, Any]], None]


def setter(path: tuple[str | int, ...], value: Any) -> Mutator:
    def mutate(data: dict[str, Any]) -> None:
        target: Any = data
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = value

    return mutate


def deleter(key: str) -> Mutator:
    def mutate(data: dict[str, Any]) -> None:
        del data[key]

    return mutate


def _move_card(data: dict[str, Any]) -> None:
    data["hands"][0].append(data["deck"].pop())
    data["hands"][1].append(data["hands"][1][0])


POSITION_CASES: list[tuple[str, Mutator, str]] = [
    ("format", setter(("format",), "chess"), "format"),
    ("version", setter(("version",), 99), "version"),
    ("missing deck", deleter("deck"), "deck"),
    ("rules unknown option", setter(("rules", "speed"), 3), "rules"),
    ("rules ill-typed minutes", setter(("rules", "match_minutes"), "x"), "rules"),
    ("rules ill-typed deck", setter(("rules", "custom_deck"), [1]), "rules"),
    ("rules bool points", setter(("rules", "match_points"), True), "rules"),
    ("rules bad players", setter(("rules", "players"), 40), "rules"),
    ("seed", setter(("seed",), "abc"), "seed"),
    ("dealer", setter(("dealer",), 9), "dealer"),
    ("deck not a list", setter(("deck",), "G7"), "deck"),
    ("bad card", setter(("pile",), ["G9"]), "pile"),
    ("card not a string", setter(("pile",), [7]), "pile"),
    ("empty pile", setter(("pile",), []), "pile"),
    ("hands count", setter(("hands",), [[], []]), "hands"),
    ("direction", setter(("direction",), 0), "direction"),
    ("current", setter(("current",), -1), "current"),
    ("naming", setter(("naming",), "yes"), "naming"),
    ("named", setter(("named",), "purple"), "named"),
    ("pending kind", setter(("pending",), {"kind": "polisvin", "count": 1}), "kind"),
    ("pending count", setter(("pending",), {"kind": "khapyozh", "count": 0}), "count"),
    ("drawn", setter(("drawn",), "Z1"), "drawn"),
    ("move", setter(("move",), -3), "move"),
    ("window", setter(("window",), None), "window"),
    ("declared", setter(("declared",), [0]), "declared"),
    ("catchable", setter(("catchable",), [12]), "catchable"),
    ("silence", setter(("silence",), 12), "silence"),
    ("race", setter(("race",), {"state": [3, 0, 0, 0], "order": []}), "state"),
    ("skips", setter(("skips",), [0, 0, -1, 0]), "skips"),
    ("winner", setter(("winner",), 7), "winner"),
    ("points", setter(("points",), "many"), "points"),
    ("cards do not make the deck", _move_card, "hands"),
]


@pytest.mark.parametrize(
    ("mutate", "field"), [c[1:] for c in POSITION_CASES], ids=[c[0] for c in POSITION_CASES]
)
def test_malformed_position_gives_one_line_naming_the_field(mutate: Mutator, field: str) -> None:
    g, _ = played(5, steps=15)
    data = copy.deepcopy(to_position(g))
    mutate(data)
    with pytest.raises(BadRecord) as info:
        from_position(data)
    message = str(info.value)
    assert "\n" not in message
    assert f"'{field}'" in message, message
    assert message.startswith("position: ")


def test_position_that_is_not_an_object() -> None:
    with pytest.raises(BadRecord, match="position: expected a JSON object"):
        from_position([1, 2])


RECORD_CASES: list[tuple[str, Mutator, str]] = [
    ("format", setter(("format",), "svintus-position"), "format"),
    ("version", setter(("version",), "1"), "version"),
    ("rules", setter(("rules",), {"recipe": "no_such_recipe"}), "rules"),
    ("seed", setter(("seed",), 1.5), "seed"),
    ("dealer", setter(("dealer",), 4), "dealer"),
    ("actions not a list", setter(("actions",), {}), "actions"),
    ("action not notation", setter(("actions", 2), {"t": 5, "a": "p1 fly"}), "actions[2]"),
    ("action not a string", setter(("actions", 1), {"t": 5, "a": 7}), "actions[1]"),
    ("negative time", setter(("actions", 0), {"t": -1, "a": "p1 draw"}), "actions[0]"),
]


@pytest.mark.parametrize(
    ("mutate", "field"), [c[1:] for c in RECORD_CASES], ids=[c[0] for c in RECORD_CASES]
)
def test_malformed_record_gives_one_line_naming_the_field(mutate: Mutator, field: str) -> None:
    g, record = played(6, steps=15)
    data = copy.deepcopy(record.to_json(g))
    mutate(data)
    with pytest.raises(BadRecord) as info:
        Record.from_json(data).verify()
    message = str(info.value)
    assert "\n" not in message
    assert f"'{field}'" in message, message


# ----------------------------------------------------------------- the law of old records


def _polisvin_start_seed() -> int:
    rules = Rules(players=4)
    for seed in range(5000):
        if Game.new(rules, seed, 0).naming:
            return seed
    raise AssertionError("no seed starts with a Polisvin")  # pragma: no cover


def test_r3_6_a_record_of_version_1_replays_by_the_law_it_was_played_by() -> None:
    """Issue #17 changed R3.6 (the dealer's naming timeout no longer counts a move) and
    R8.6 (slap losers' order): a record written before (version 1) replays as it was
    played; a record written now is of the current law's version and plays it."""
    seed = _polisvin_start_seed()
    rules = Rules(players=4)
    old = Record(rules, seed, 0, [(0, A.timeout(0)), (10, A.draw(1)._replace(move=1))], law=1)
    data = old.to_json(old.replay())
    assert data["version"] == 1
    again = Record.from_json(json.loads(json.dumps(data)))
    assert again.law == 1 and again.verify().move == 2
    new = Record(rules, seed, 0, [(0, A.timeout(0)), (10, A.draw(1)._replace(move=0))])
    data = new.to_json(new.replay())
    assert data["version"] == LAW
    game = Record.from_json(json.loads(json.dumps(data))).verify()
    assert game.move == 1
    # the old numbering is refused by the new law, and the new by the old
    with pytest.raises(BadRecord, match=r"actions\[1\]"):
        Record(rules, seed, 0, old.actions).replay()
    with pytest.raises(BadRecord, match=r"actions\[1\]"):
        Record(rules, seed, 0, new.actions, law=1).replay()


def test_r3_1_a_record_of_law_2_keeps_its_colourless_courage_plays() -> None:
    """Law 3 (R3.1, R3.2): a Courage card played in turn names a colour. A record of
    version 2 was played when it named none: it replays by law 2, and its colourless play
    is refused by law 3 (so a record is never read by a law it was not played by)."""
    rules = Rules(players=2, custom_deck=(("number", 1), ("reyting", 4)))
    for seed in range(200):
        game = Game.new(rules, seed, 0)
        game.law = 2
        if game.naming or game.race is not None or game.winner >= 0:
            continue
        p = game.current
        plays = [x for x in game.legal_actions(p) if x.kind == Act.PLAY]
        courage = [x for x in plays if FACE_KIND[x.card] != NUMBER]
        if courage:
            break
    else:
        pytest.fail("no deal lets the first player play a Courage card")
    assert [x.colour for x in courage] == [None]  # law 2: no colour named
    old = Record(rules, seed, 0, [(0, courage[0])], law=2)
    data = old.to_json(old.replay())
    assert data["version"] == 2 and data["actions"][0]["a"] == f"p{p + 1} play reyting"
    assert Record.from_json(json.loads(json.dumps(data))).verify().named == -1
    with pytest.raises(BadRecord, match=r"actions\[0\].*names a colour"):
        Record(rules, seed, 0, old.actions).replay()


def test_a_record_of_an_unknown_version_is_refused() -> None:
    _, record = played(3, steps=5)
    data = record.to_json()
    data["version"] = 5
    with pytest.raises(BadRecord, match=r"field 'version': expected 1, 2, 3 or 4, got 5"):
        Record.from_json(data)
