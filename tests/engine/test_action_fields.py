"""Each meaning of an action under its own name, None when absent (issue 25, point 4).

An :class:`~svintus.engine.actions.Action`'s fields are shared by several meanings
(``target`` holds a player aimed at, a slapped place, a number card, a window or an
index, with -1 for none); each meaning has a name of its own. For every constructor,
exactly the meanings it was given are not None, and each reads back what was given.
"""

from __future__ import annotations

from typing import Any

import pytest

from svintus.engine import actions as A
from svintus.engine.actions import Act, Action

MEANINGS = (
    "face",
    "named_colour",
    "player_aimed_at",
    "number_card",
    "slapped",
    "paid_into",
    "window",
    "feat_index",
    "hut_slot",
    "item_index",
    "standing",
    "hit",
    "genre",
)

CASES: list[tuple[str, Action, dict[str, Any]]] = [
    ("play", A.play(0, 5), {"face": 5}),
    ("play a Polisvin (R5.4)", A.play(1, 40, 2), {"face": 40, "named_colour": 2}),
    ("intercept (R4)", A.intercept(2, 7, -1, True), {"face": 7}),
    ("svinorost (R9.1)", A.svinorost(0, 60, 3), {"face": 60, "number_card": 3}),
    ("dark (R9.2)", A.dark(0, 9, 4), {"face": 9, "number_card": 4}),
    ("name (R2.2)", A.name_colour(0, 1), {"named_colour": 1}),
    ("call (R12.9)", A.call(1, 3), {"named_colour": 3}),
    ("catch (R6.2)", A.catch(0, 2), {"player_aimed_at": 2}),
    ("slap the deck (R8.6)", A.slap(1), {"slapped": A.DECK}),
    ("slap the pile (R8.6)", A.slap(1, A.PILE), {"slapped": A.PILE}),
    ("draw", A.draw(0), {}),
    ("timeout", A.timeout(0), {}),
    ("choose (R12.3)", A.choose(0, 3), {"player_aimed_at": 3}),
    ("lay (R12.3)", A.lay(0, 11), {"face": 11}),
    ("give (R12.7)", A.give(0, 11), {}),
    ("awl (R12.12)", A.awl(0, 12), {"face": 12}),
    ("etiquette (R10.1)", A.etiquette(0, 80, 2, (3, 4)), {"face": 80, "player_aimed_at": 2}),
    ("wink (R14.5)", A.wink(0, 1), {"player_aimed_at": 1}),
    ("notice (R14.5)", A.notice(1, 0), {"player_aimed_at": 0}),
    (
        "throw, a hit (R10.2)",
        A.throw(0, 81, 2, True),
        {"face": 81, "player_aimed_at": 2, "hit": True},
    ),
    ("throw, a miss", A.throw(0, 81, 2, False), {"face": 81, "player_aimed_at": 2, "hit": False}),
    ("pick (R10.2)", A.pick(2, 0, (5,)), {"player_aimed_at": 0}),
    ("dawdle (R10.2)", A.dawdle(3), {"player_aimed_at": 3}),
    ("expire (R14.2)", A.expire(17), {"window": 17}),
    ("pay a player", A.pay(0, 2, (5,)), {"player_aimed_at": 2}),
    ("pay into the box (R12.6)", A.pay(0, A.BOX, (5,)), {"paid_into": A.BOX}),
    ("pay onto the display", A.pay(0, A.DISPLAY, (5,)), {"paid_into": A.DISPLAY}),
    ("grab (R12.5)", A.grab(0, 1), {"player_aimed_at": 1}),
    ("feat (R12.6)", A.feat(0, 2, "300"), {"feat_index": 2}),
    ("attempt (R12.6)", A.attempt(1, 0), {"feat_index": 0}),
    ("huts, a card (R12.8)", A.huts(0, 14, 1), {"face": 14, "hut_slot": 1}),
    ("huts of law 1", A.huts(0), {}),
    ("item (R12.10)", A.item(0, 2, 3), {"player_aimed_at": 2, "item_index": 3}),
    ("gift (R11.1)", A.gift(0, 70, 1), {"face": 70, "player_aimed_at": 1}),
    ("gift of a Zapevala", A.gift(0, 70, 1, 2), {"face": 70, "player_aimed_at": 1, "genre": 2}),
    ("box (R11.3)", A.box(0, 71), {"face": 71}),
    ("box by the table", A.box_default(2), {"player_aimed_at": 2}),
    ("bow (R11.4)", A.bow(0, 1), {"player_aimed_at": 1}),
    ("stand up (R11.4)", A.stand(0), {"standing": True}),
    ("sit down", A.stand(0, False), {"standing": False}),
    ("object (R14.7)", A.object_(0, 1, 72), {"face": 72, "player_aimed_at": 1}),
    ("uphold (R14.7)", A.uphold(0, 1, 72), {"face": 72, "player_aimed_at": 1}),
    ("unanswered (R11.4)", A.unanswered(1, 72), {"face": 72, "player_aimed_at": 1}),
    ("end vote (R14.7)", A.end_vote(1, 72), {"face": 72, "player_aimed_at": 1}),
]


def test_r4_2_an_action_answers_a_move_or_none() -> None:
    assert A.draw(0).move is None and A.play(1, 5).move is None
    assert A.draw(0)._replace(move=9).bare() == A.draw(0)


@pytest.mark.parametrize(("name", "action", "meant"), CASES, ids=[c[0] for c in CASES])
def test_each_meaning_is_read_under_its_own_name(
    name: str, action: Action, meant: dict[str, Any]
) -> None:
    read = {m: getattr(action, m) for m in MEANINGS}
    assert {m: v for m, v in read.items() if v is not None} == meant


def test_every_kind_a_constructor_makes_is_covered() -> None:
    covered = {action.kind for _, action, _ in CASES}
    made_by_hand = {Act.DECLARE, Act.SPEAK, Act.PASS, Act.ACCEPT, Act.CHECK, Act.GIVE_UP}
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
