"""Each field of an action means one thing, None when absent (issue 25, point 4).

An :class:`~svintus.engine.actions.Action` once had a field ``target`` that held a player
aimed at, a slapped place, a number card, a window or an index, ``card`` that held an
item, ``colour`` that held a hit or a genre, ``cards`` that held an Antrakt's moved card,
and ``-1`` for "none". Now every field has one meaning: for every constructor, exactly
the fields of its kind are set, each reads back what was given, and nothing in the
package reads a ``target`` of an action.
"""

from __future__ import annotations

import ast
from pathlib import Path
from typing import Any

import pytest

import svintus
from svintus.engine import actions as A
from svintus.engine.actions import Act, Action

# The fields as designed, each of one meaning (see the field comments in actions.py).
FIELDS = (
    "kind",
    "player",
    "card",  # the card acted with
    "colour",  # a colour named (R2.2, R5.4, R12.9)
    "svintus",  # "Svintus!" said with it (R6.1)
    "move",  # the move it answers (R4.2)
    "text",  # the words said: chat, a whisper, a feat's score
    "cards",  # cards chosen from the hand with it
    "aimed",  # the player it is aimed at
    "place",  # a place on the table: DECK, PILE, BOX, DISPLAY
    "number",  # the number card on a Svinorost or declared for a dark card (R9)
    "window",  # the Etiquette window that timed out (R14.2)
    "feat",  # the Slabo? feat (R12.6)
    "hut",  # the hut a card goes into (R12.8)
    "item",  # the item named (R12.10)
    "standing",  # Ovatsii: stand up or sit down (R11.4)
    "hit",  # a Shurikén hit or missed (R10.2)
    "genre",  # a Zapevala's genre (R11.4)
    "moved",  # an Antrakt's card passed along (R11.4)
)
# what a field holds when the kind has none of it
ABSENT: dict[str, Any] = {"svintus": False, "move": None, "text": "", "cards": ()}

CASES: list[tuple[str, Action, dict[str, Any]]] = [
    ("play", A.play(0, 5), {"card": 5}),
    ("play a Polisvin (R5.4)", A.play(1, 40, 2), {"card": 40, "colour": 2}),
    ("intercept (R4)", A.intercept(2, 7, svintus=True), {"card": 7, "svintus": True}),
    ("svinorost (R9.1)", A.svinorost(0, 60, 3), {"card": 60, "number": 3}),
    ("dark (R9.2)", A.dark(0, 9, 4), {"card": 9, "number": 4}),
    ("name (R2.2)", A.name_colour(0, 1), {"colour": 1}),
    ("call (R12.9)", A.call(1, 3), {"colour": 3}),
    ("catch (R6.2)", A.catch(0, 2), {"aimed": 2}),
    ("catch beyond the built ones", A.catch(0, 12), {"aimed": 12}),
    ("slap the deck (R8.6)", A.slap(1), {"place": A.DECK}),
    ("slap the pile (R8.6)", A.slap(1, A.PILE), {"place": A.PILE}),
    ("draw", A.draw(0), {}),
    ("timeout", A.timeout(0), {}),
    ("say (R14.4)", A.speak(0, "hi"), {"text": "hi"}),
    ("choose (R12.3)", A.choose(0, 3), {"aimed": 3}),
    ("lay (R12.3)", A.lay(0, 11), {"card": 11}),
    ("give (R12.7)", A.give(0, 11), {"cards": (11,)}),
    ("awl (R12.12)", A.awl(0, 12), {"card": 12}),
    (
        "etiquette (R10.1)",
        A.etiquette(0, 80, 2, (4, 3)),
        {"card": 80, "aimed": 2, "cards": (3, 4)},
    ),
    ("wink (R14.5)", A.wink(0, 1), {"aimed": 1}),
    ("notice (R14.5)", A.notice(1, 0), {"aimed": 0}),
    ("throw, a hit (R10.2)", A.throw(0, 81, 2, True), {"card": 81, "aimed": 2, "hit": True}),
    ("throw, a miss", A.throw(0, 81, 2, False), {"card": 81, "aimed": 2, "hit": False}),
    ("pick (R10.2)", A.pick(2, 0, (5,)), {"aimed": 0, "cards": (5,)}),
    ("dawdle (R10.2)", A.dawdle(3), {"player": A.TABLE, "aimed": 3}),
    ("expire (R14.2)", A.expire(17), {"player": A.TABLE, "window": 17}),
    ("pay a player", A.pay(0, 2, (5,)), {"aimed": 2, "cards": (5,)}),
    ("pay into the box (R12.6)", A.pay(0, A.BOX, (5,)), {"place": A.BOX, "cards": (5,)}),
    ("pay onto the display", A.pay(0, A.DISPLAY, (5,)), {"place": A.DISPLAY, "cards": (5,)}),
    ("grab (R12.5)", A.grab(0, 1), {"aimed": 1}),
    ("feat (R12.6)", A.feat(0, 2, "300"), {"feat": 2, "text": "300"}),
    ("attempt (R12.6)", A.attempt(1, 0), {"feat": 0}),
    ("huts, a card (R12.8)", A.huts(0, 14, 1), {"card": 14, "hut": 1}),
    ("huts of law 1", A.huts(0), {}),
    ("item (R12.10)", A.item(0, 2, 3), {"aimed": 2, "item": 3}),
    ("gift (R11.1)", A.gift(0, 70, 1), {"card": 70, "aimed": 1}),
    ("gift of a Zapevala", A.gift(0, 70, 1, 2), {"card": 70, "aimed": 1, "genre": 2}),
    (
        "gift of an Antrakt (R11.4)",
        A.gift(0, 71, 1, moved=(2, 72)),
        {"card": 71, "aimed": 1, "moved": (2, 72)},
    ),
    ("box (R11.3)", A.box(0, 71), {"card": 71}),
    ("box by the table", A.box_default(2), {"player": A.TABLE, "aimed": 2}),
    ("bow (R11.4)", A.bow(0, 1), {"aimed": 1}),
    ("stand up (R11.4)", A.stand(0), {"standing": True}),
    ("sit down", A.stand(0, False), {"standing": False}),
    ("object (R14.7)", A.object_(0, 1, 72), {"card": 72, "aimed": 1}),
    ("uphold (R14.7)", A.uphold(0, 1, 72), {"card": 72, "aimed": 1}),
    ("unanswered (R11.4)", A.unanswered(1, 72), {"player": A.TABLE, "card": 72, "aimed": 1}),
    ("end vote (R14.7)", A.end_vote(1, 72), {"player": A.TABLE, "card": 72, "aimed": 1}),
]


def test_the_fields_are_the_designed_ones_each_of_one_meaning() -> None:
    assert Action._fields == FIELDS
    assert "target" not in Action._fields and not hasattr(A.catch(0, 1), "target")


def test_no_field_defaults_to_minus_one() -> None:
    """Absence is None (or empty): no -1 sentinel is a default of any field."""
    defaults = Action._field_defaults
    assert set(defaults) == set(FIELDS) - {"kind", "player"}
    assert all(v is None or k in ABSENT for k, v in defaults.items())
    assert {k: defaults[k] for k in ABSENT} == ABSENT


def test_r4_2_an_action_answers_a_move_or_none() -> None:
    assert A.draw(0).move is None and A.play(1, 5).move is None
    assert A.draw(0)._replace(move=9).bare() == A.draw(0)


@pytest.mark.parametrize(("name", "action", "meant"), CASES, ids=[c[0] for c in CASES])
def test_each_builder_sets_only_its_kinds_fields(
    name: str, action: Action, meant: dict[str, Any]
) -> None:
    values = action._asdict()
    del values["kind"]
    player = values.pop("player")
    assert player == meant.get("player", player)
    set_fields = {k: v for k, v in values.items() if v != ABSENT.get(k)}
    assert set_fields == {k: v for k, v in meant.items() if k != "player"}
    assert -1 not in [v for k, v in values.items() if k != "place"]  # BOX is a place


def test_no_colour_named_is_none_in_the_shared_plays() -> None:
    """The prebuilt plays and interceptions hold None, not -1, for no colour named."""
    assert A.play(0, 5).colour is None and A.intercept(0, 5).colour is None
    assert A.play(0, 5, None, True) == Action(Act.PLAY, 0, 5, svintus=True)
    assert A.intercept(3, 40, 1).colour == 1


def test_the_places_are_distinct() -> None:
    """A slap's DECK and PILE and a payment's BOX and DISPLAY are four places (R8.6, R12)."""
    assert len({A.DECK, A.PILE, A.BOX, A.DISPLAY}) == 4


def test_every_kind_a_constructor_makes_is_covered() -> None:
    covered = {action.kind for _, action, _ in CASES}
    made_by_hand = {Act.DECLARE, Act.PASS, Act.ACCEPT, Act.CHECK, Act.GIVE_UP}
    missing = set(Act) - covered - made_by_hand
    # these take nothing but their player (and the table's): no meaning to read
    bare = {
        Act.CLOSE_RACE,
        Act.AWAY,
        Act.BACK,
        Act.TOUCH,
        Act.FLIP,
        Act.YIELD,
        Act.PULL,
        Act.LAPSE,
        Act.FIST,
        Act.FAS,
        Act.TAP,
        Act.TIMEUP,
        Act.WHISPER,
        Act.CLAP,
    }
    assert missing == bare


# ``.target`` is still read of other things than actions: events (a Caught's or a
# Targeted's target), the match's target score, the Challenge duel's chosen opponent.
NOT_ACTIONS = {"e", "event", "m", "self.match", "snap", "self", "st", "s"}


def test_nothing_in_the_package_reads_a_target_of_an_action() -> None:
    root = Path(svintus.__file__).parent
    readers = []
    for path in sorted(root.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Attribute) and node.attr == "target":
                owner = ast.unparse(node.value)
                if owner not in NOT_ACTIONS:
                    readers.append(f"{path.relative_to(root)}:{node.lineno}: {owner}.target")
    assert readers == []
