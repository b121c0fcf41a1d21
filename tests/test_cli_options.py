"""``--option NAME=VALUE`` and ``--etiquette-keeps-two`` set any rules option (R10.1,
R14.2) in every command that deals games; a bad one is one error line, nothing runs."""

from __future__ import annotations

import json

import pytest

from svintus.cli import main


def test_simulate_takes_the_2_0_options(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["simulate", "--recipe", "paranoid", "--players", "3", "--games", "2", "--json"]
    assert main([*args, "--etiquette-keeps-two", "--option", "etiquette_seconds=6"]) == 0
    rules = json.loads(capsys.readouterr().out)["rules"]
    assert rules["etiquette_keeps_two"] is True and rules["etiquette_seconds"] == 6.0
    assert rules["song_seconds"] == 20.0  # the others keep their defaults (R14.2)


def test_tournament_takes_an_option(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["tournament", "--players", "2", "--games", "2", "--lineup", "random,random"]
    assert main([*args, "--option", "stacked_skips=true", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["games"] == 2


@pytest.mark.parametrize(
    ("option", "error"),
    [
        ("bogus=1", "unknown rules option 'bogus'"),
        ("song_seconds=999", "song_seconds must be 0.5..60, not 999.0"),
        ("song_seconds", "--option wants NAME=VALUE, not 'song_seconds'"),
        ("stacked_skips=yes", "an option has the wrong type: stacked_skips = 'yes'"),
        ("players=3", "--option players: use the command's own flag for that"),
    ],
)
@pytest.mark.parametrize("command", ["simulate", "play", "tournament"])
def test_a_bad_option_is_one_error_line(
    capsys: pytest.CaptureFixture[str], command: str, option: str, error: str
) -> None:
    extra = ["--lineup", "random,random,random,random"] if command == "tournament" else []
    assert main([command, *extra, "--option", option]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err.startswith(f"svintus: error: {error}") and err.count("\n") == 1
