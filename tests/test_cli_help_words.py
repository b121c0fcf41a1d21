"""Every help text and listing a player can read from the command line speaks in words:
no rule number ("R10.1"), no "RULES.md", no "law of the game" (issue #13, point 5), and
none of the machine's own words: no seat id ("you are p1"), seat index, -1, true/false
or null."""

from __future__ import annotations

import re

import pytest

from svintus.cli import main

FORBIDDEN = re.compile(r"\bR\d+(\.\d+)?\b|RULES\.md|(?i:\blaws?\b)")

# the engine's words for a seat and its values, which a player never reads
MACHINE = re.compile(
    r"\bp\d+\b|\bseat (index|number|id)\b|(?<![\w-])-1\b|\b(true|false|null|None)\b"
)

COMMANDS = ["replay", "simulate", "play", "serve", "loadtest", "tournament", "cards", "recipes"]


def output(capsys: pytest.CaptureFixture[str], *args: str) -> str:
    try:
        code = main(list(args))
    except SystemExit as stop:  # --help exits 0 through argparse
        code = stop.code
    assert code in (0, None), args
    out, err = capsys.readouterr()
    return out + err


def test_the_forbidden_pattern_catches_what_it_should() -> None:
    for text in ("deck recipe (R13.1)", "R2.1 (default 8)", "see RULES.md", "the law of the game"):
        assert FORBIDDEN.search(text), text
    for text in (
        "--recipe R, -r R",
        "R/O/G/B",
        "--seeds RANGE",
        "seats 2-10",
        "lawn",
        "docs/rules.md",
    ):
        assert not FORBIDDEN.search(text), text


def test_the_machine_pattern_catches_what_it_should() -> None:
    for text in ("You are p1.", "seat index 0", "-1 for none", "true or false", "null"):
        assert MACHINE.search(text), text
    for text in ("2-10 (default 4)", "1-9 bots", "--pid PID", "Bot 2", "Player", "-j K"):
        assert not MACHINE.search(text), text


@pytest.mark.parametrize("args", [["--help"], *([c, "--help"] for c in COMMANDS)])
def test_every_help_has_no_seat_ids_or_machine_values(
    capsys: pytest.CaptureFixture[str], args: list[str]
) -> None:
    text = output(capsys, *args)
    hits = [m.group(0) for m in MACHINE.finditer(text)]
    assert not hits, (hits, text)


@pytest.mark.parametrize("args", [["--help"], *([c, "--help"] for c in COMMANDS)])
def test_every_help_has_no_rule_numbers(
    capsys: pytest.CaptureFixture[str], args: list[str]
) -> None:
    text = output(capsys, *args)
    assert "usage: svintus" in text
    hits = [m.group(0) for m in FORBIDDEN.finditer(text)]
    assert not hits, (hits, text)


@pytest.mark.parametrize("command", ["cards", "recipes"])
def test_the_card_and_deck_listings_have_no_rule_numbers(
    capsys: pytest.CaptureFixture[str], command: str
) -> None:
    text = output(capsys, command)
    assert len(text.splitlines()) > 5
    hits = [m.group(0) for m in FORBIDDEN.finditer(text)]
    hits += [m.group(0) for m in MACHINE.finditer(text)]
    assert not hits, (hits, text)


def test_the_cards_listing_gives_each_rule_in_words(capsys: pytest.CaptureFixture[str]) -> None:
    from svintus.engine.cards import PLAYER_RULES

    text = output(capsys, "cards")
    assert PLAYER_RULES["khapyozh"][0] in text and PLAYER_RULES["temnodel"][0] in text
