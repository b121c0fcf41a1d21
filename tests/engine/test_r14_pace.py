"""R14.2 "Decision (pace)": a pace is one thing — the turn time, the Shevelis! threshold
at 5/8 of it, and at the relaxed pace every window a person reads and answers 1.5 times
its default (races keep theirs); the server's tables and `svintus play` use it."""

from __future__ import annotations

import argparse

import pytest

from svintus.engine.errors import RulesError
from svintus.engine.rules import READ_AND_ANSWER, TURN_PRESETS, Rules, pace_of, pace_windows

DEFAULT = Rules()


@pytest.mark.parametrize("pace", list(TURN_PRESETS))
def test_r14_2_shevelis_is_five_eighths_of_the_turn_at_every_pace(pace: str) -> None:
    rules = Rules.for_pace(pace)
    assert rules.turn_seconds == TURN_PRESETS[pace]
    assert rules.shevelis_seconds == pytest.approx(rules.turn_seconds * 5 / 8)
    assert rules.shevelis_seconds < rules.turn_seconds
    assert pace_of(rules) == pace


def test_r14_2_relaxed_pace_stretches_what_a_person_reads_and_answers() -> None:
    relaxed = Rules.for_pace("relaxed")
    assert relaxed.turn_seconds == 15.0
    for name in READ_AND_ANSWER:
        assert getattr(relaxed, name) == pytest.approx(1.5 * getattr(DEFAULT, name)), name
    assert relaxed.etiquette_seconds == 6.0 and relaxed.dark_check_seconds == 6.0
    assert relaxed.vote_seconds == 12.0 and relaxed.wink_seconds == 2.25
    # races keep theirs
    assert relaxed.race_seconds == DEFAULT.race_seconds
    assert relaxed.slap_seconds == DEFAULT.slap_seconds


@pytest.mark.parametrize("pace", ["blitz", "publisher", "normal"])
def test_r14_2_other_paces_keep_the_default_windows(pace: str) -> None:
    rules = Rules.for_pace(pace)
    for name in READ_AND_ANSWER:
        assert getattr(rules, name) == getattr(DEFAULT, name), name


def test_r14_2_the_normal_pace_is_the_default_rules() -> None:
    assert Rules.for_pace("normal") == Rules()


def test_r14_2_options_override_a_pace_and_unknown_paces_are_refused() -> None:
    assert Rules.for_pace("relaxed", etiquette_seconds=5.0).etiquette_seconds == 5.0
    assert Rules.for_pace("relaxed", players=3).players == 3
    with pytest.raises(RulesError, match="unknown pace"):
        pace_windows("warp")


def test_r14_2_a_table_created_at_a_pace_has_its_windows() -> None:
    from svintus.server.registry import parse_table_request

    relaxed = parse_table_request({"players": 3, "bots": 2, "pace": "relaxed"}).rules
    assert relaxed == Rules.for_pace("relaxed", players=3)
    # the lobby's form may name the pace by its turn time
    by_time = parse_table_request({"players": 3, "options": {"turn_seconds": 15}}).rules
    assert by_time == relaxed
    custom = parse_table_request({"players": 3, "options": {"turn_seconds": 12}}).rules
    assert custom.turn_seconds == 12.0 and custom.shevelis_seconds == 7.5
    kept = parse_table_request(
        {"players": 3, "pace": "relaxed", "options": {"vote_seconds": 9}}
    ).rules
    assert kept.vote_seconds == 9.0 and kept.etiquette_seconds == 6.0


def test_r14_2_a_first_terminal_match_is_the_relaxed_preset() -> None:
    from svintus.cli import build_parser
    from svintus.commands.play import rules_of

    parser = build_parser()
    args = parser.parse_args(["play"])
    assert isinstance(args, argparse.Namespace)
    assert rules_of(args, first=True) == Rules.for_pace("relaxed")
    assert rules_of(args, first=False) == Rules.for_pace("normal")
    blitz = rules_of(parser.parse_args(["play", "--pace", "blitz"]), first=True)
    assert blitz == Rules.for_pace("blitz")
