"""rule_counts of the 2.0 families: derived from the shared events by kind id, and any
family event by its name, flags and card kind (docs/simulation.md)."""

from __future__ import annotations

from typing import NamedTuple

from svintus.engine import Rules
from svintus.engine import events as ev
from svintus.engine.cards import face_for
from svintus.sim.stats import RULE_KEYS, rule_counts, rule_keys


class VoteClosed(NamedTuple):  # a family event the stats module does not know by name
    performer: int
    card: int
    upheld: bool


def test_shared_events_count_by_kind() -> None:
    razborka = face_for("razborka", 0)
    shalun = face_for("shalun", value=1)
    zapevala = face_for("zapevala", value=1)
    events = [
        ev.Played(0, razborka, -1, False),
        ev.Targeted(0, razborka, 2),
        ev.Boxed(0, razborka),
        ev.Given(1, 3, 3, "shalun", (shalun, 1, 2)),
        ev.TaskFailed(2, zapevala, "repeat"),
        ev.Took(2, 2, "courage", (4, 5)),
        ev.Stood(1, True),
        VoteClosed(2, zapevala, True),  # type: ignore[list-item]
        VoteClosed(2, zapevala, False),  # type: ignore[list-item]
    ]
    c = rule_counts(events)  # type: ignore[arg-type]
    assert c["played_razborka"] == c["targeted_razborka"] == c["boxed_razborka"] == 1
    assert c["plays"] == 1
    assert (c["given_shalun"], c["given_cards"]) == (1, 3)
    assert c["tasks_failed"] == c["tasks_failed_zapevala"] == 1
    assert c["took_courage"] == 2 and c["stood"] == 1
    assert c["vote_closed"] == 2 and c["vote_closed_upheld"] == 1
    assert c["vote_closed_zapevala"] == 2


def test_classic_events_add_no_keys() -> None:
    c = rule_counts([ev.Dealt(0, 8), ev.Passed(1), ev.GameWon(1, 5), ev.Took(0, 1, "draw", (3,))])
    assert set(c) == {"draws"}
    assert rule_keys(Rules(players=3)) == RULE_KEYS


def test_rule_keys_list_every_2_0_kind_in_the_deck() -> None:
    rules = Rules(players=3, custom_deck=(("number", 1), ("razborka", 1)))
    keys = rule_keys(rules, rule_counts([ev.Boxed(0, face_for("razborka", 0))]))
    assert keys[: len(RULE_KEYS)] == RULE_KEYS
    assert keys[len(RULE_KEYS) :] == ("played_razborka", "boxed_razborka")
