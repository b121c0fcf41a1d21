"""``svintus simulate``: JSON report, determinism across workers, records, rule coverage."""

from __future__ import annotations

import io
import json
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from svintus.cli import main
from svintus.engine import rules as rules_module
from svintus.engine.cards import KINDS
from svintus.sim.stats import R9_KEYS, RULE_KEYS

TIMINGS = ("seconds", "games_per_second", "decisions_per_second", "actions_per_second")


def simulate_json(capsys: pytest.CaptureFixture[str], *args: str) -> dict[str, Any]:
    assert main(["simulate", "--json", *args]) == 0
    out, err = capsys.readouterr()
    assert err == ""  # no progress bar when stderr is not a terminal
    assert out.count("\n") == 1  # one JSON object on one line
    data: dict[str, Any] = json.loads(out)
    return data


def without_timings(data: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in data.items() if k not in TIMINGS}


def test_json_keys_and_types(capsys: pytest.CaptureFixture[str]) -> None:
    d = simulate_json(capsys, "--players", "3", "--games", "12", "--seed", "4")
    ints = ("games", "players", "seed", "total_actions", "total_decisions")
    floats = (
        "seconds",
        "games_per_second",
        "decisions_per_second",
        "mean_actions_per_game",
        "mean_decisions_per_game",
        "mean_points_per_game",
    )
    for key in ints:
        assert type(d[key]) is int, key
    for key in floats:
        assert isinstance(d[key], int | float) and not isinstance(d[key], bool), key
        assert d[key] > 0, key
    assert (d["games"], d["players"], d["seed"], d["recipe"]) == (12, 3, 4, "classic")
    assert d["rules"]["players"] == 3
    assert len(d["wins_by_seat"]) == 3 and sum(d["wins_by_seat"]) == 12
    assert all(type(w) is int for w in d["wins_by_seat"])
    assert list(d["rule_counts"]) == list(RULE_KEYS)  # every key, zeros included
    assert all(type(v) is int and v >= 0 for v in d["rule_counts"].values())
    assert d["rule_counts"]["incorrect_moves"] == 0  # random bots only play legal actions
    assert d["mean_decisions_per_game"] <= d["mean_actions_per_game"]
    assert d["total_decisions"] == round(d["mean_decisions_per_game"] * 12)
    assert d["mean_points_per_game"] == sum(d["points_by_seat"]) / 12


def test_same_seed_same_output_whatever_the_workers(capsys: pytest.CaptureFixture[str]) -> None:
    args = ("--players", "4", "--games", "40", "--seed", "11")
    one = simulate_json(capsys, *args, "--workers", "1")
    two = simulate_json(capsys, *args, "--workers", "2")
    again = simulate_json(capsys, *args)
    assert without_timings(one) == without_timings(two) == without_timings(again)
    other = simulate_json(capsys, "--players", "4", "--games", "40", "--seed", "12")
    assert without_timings(other) != without_timings(one)


def test_records_verify(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "new" / "records"  # created, parents included
    d = simulate_json(capsys, "-n", "3", "-g", "5", "-s", "2", "--records", str(out), "-j", "2")
    names = sorted(p.name for p in out.iterdir())
    assert names == [f"game-0000{i}.json" for i in range(1, 6)]
    wins = [0, 0, 0]
    for name in names:
        assert main(["replay", "--verify", str(out / name)]) == 0
        record = json.loads((out / name).read_text(encoding="utf-8"))
        wins[record["result"]["winner"]] += 1
        assert record["dealer"] == (int(name[5:10]) - 1) % 3
    capsys.readouterr()
    assert wins == d["wins_by_seat"]


def test_every_rule_fires(capsys: pytest.CaptureFixture[str]) -> None:
    """Simulated games exercise every rule the engine counts (issue point 7).

    Owed skips need ``stacked_skips`` and returned start cards need start card effects
    off. Random bots never make an incorrect move: they choose among legal actions.
    """
    d = simulate_json(
        capsys,
        *("--games", "200", "--seed", "1", "--stacked-skips", "--no-start-card-effects"),
    )
    counts = d["rule_counts"]
    never = [k for k in RULE_KEYS if counts[k] == 0 and k != "incorrect_moves"]
    assert never == list(R9_KEYS)  # the classic deck has no Svinorost, no Temnodel
    for key in (
        "interceptions",
        "transfers",
        "stacked_penalties",
        "catches",
        "slaps",
        "silences_broken",
        "reshuffles",
        "timeouts",
    ):
        assert counts[key] > 0, key


def test_default_rules_need_no_flags(capsys: pytest.CaptureFixture[str]) -> None:
    d = simulate_json(capsys, "--games", "200", "--seed", "1")
    counts = d["rule_counts"]
    never = {k for k in RULE_KEYS if counts[k] == 0}
    assert never <= {"owed_skips_served", "start_cards_returned", "incorrect_moves", *R9_KEYS}


def test_artistic_two_players_fires_every_r9_rule(capsys: pytest.CaptureFixture[str]) -> None:
    """R9 with random bots: Svinorost chains and give-ups, Temnodel chains, checks, lies,
    last dark cards and their bonus points (R13.1 artistic, 2 players)."""
    d = simulate_json(
        capsys, "--games", "60", "--seed", "2", "--players", "2", "--recipe", "artistic"
    )
    counts = d["rule_counts"]
    assert [k for k in R9_KEYS if counts[k] == 0] == []
    assert counts["incorrect_moves"] == 0


def test_human_summary(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--players", "2", "--games", "3", "--recipe", "simple"]) == 0
    out, err = capsys.readouterr()
    assert err == ""
    # numbers and their nouns are held together by a no-break space (wrapped at the width)
    assert out.startswith("3\u00a0games, 2\u00a0players, deck “Simple”, seed 0:")
    assert "decisions/s" in out and "wins by seat: seat 1 — " in out
    columns = max(shutil.get_terminal_size().columns, 40)
    assert max(len(line) for line in out.splitlines()) <= columns


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--players", "1"], "players must be 2..10"),
        (["--players", "11"], "players must be 2..10"),
        (["--players", "two"], "invalid int value"),
        (["--players", "2", "--recipe", "with_challenge"], "no deck for 2 players"),
        (["--recipe", "nope"], "unknown recipe 'nope'"),
        (["--games", "0"], "--games must be 1.."),
        (["--games", "-5"], "--games must be 1.."),
        (["--workers", "0"], "--workers must be 1.."),
        (["--hand-size", "30"], "hand_size must be 1..20"),
        (["--seed", "x"], "invalid int value"),
        (["--bogus"], "unrecognized arguments"),
    ],
)
def test_user_errors_are_one_line(
    capsys: pytest.CaptureFixture[str], args: list[str], message: str
) -> None:
    assert main(["simulate", "--games", "2", *args]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err.startswith("svintus: error: ") and message in err
    assert err.count("\n") == 1


def test_a_recipe_with_cards_not_played_yet_is_one_line(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """R13.1: a recipe whose cards the engine does not play is refused, naming them."""
    monkeypatch.setattr(
        rules_module, "IMPLEMENTED_KINDS", rules_module.IMPLEMENTED_KINDS - {"shalun"}
    )
    assert main(["simulate", "--games", "2", "--recipe", "paranoid"]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1
    assert err == (
        "svintus: error: recipe 'paranoid' needs cards this engine does not play yet: shalun\n"
    )


def test_full_box_counts_every_family(capsys: pytest.CaptureFixture[str]) -> None:
    """Every 2.0 card of the box played by random bots is counted by kind (issue 3, 6)."""
    d = simulate_json(capsys, "--games", "12", "--seed", "1", "--recipe", "full_box")
    counts = d["rule_counts"]
    keys = list(counts)
    assert keys[: len(RULE_KEYS)] == list(RULE_KEYS)
    families = ("etiquette", "courage", "challenge")
    played = [f"played_{k.id}" for k in KINDS if k.family in families]
    assert keys[len(RULE_KEYS) : len(RULE_KEYS) + len(played)] == played
    assert sum(counts[k] > 0 for k in played) > len(played) // 2
    assert any(k.startswith("given_") and counts[k] for k in keys)
    assert any(k.startswith("boxed_") and counts[k] for k in keys)


def test_unwritable_records_dir(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    afile = tmp_path / "afile"
    afile.write_text("x", encoding="utf-8")
    for target in (afile, afile / "sub"):
        assert main(["simulate", "--games", "2", "--records", str(target)]) == 2
        out, err = capsys.readouterr()
        assert out == "" and err.count("\n") == 1
        assert err.startswith(f"svintus: error: --records {target}: ")


def test_exit_status_from_the_command_line() -> None:
    cmd = [sys.executable, "-m", "svintus", "simulate", "--games", "0"]
    done = subprocess.run(cmd, capture_output=True, text=True, timeout=60, check=False)
    assert done.returncode == 2
    assert done.stdout == ""
    assert done.stderr.splitlines() == ["svintus: error: --games must be 1..10000000, not 0"]


class FakeTerminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_progress_bar_only_on_a_terminal(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    term = FakeTerminal()
    monkeypatch.setattr(sys, "stderr", term)
    assert main(["simulate", "--games", "20", "--json"]) == 0
    bar = term.getvalue()
    assert bar.startswith("\r[") and "20/20 games 100%" in bar and bar.endswith("\n")
    assert json.loads(capsys.readouterr().out)["games"] == 20  # stdout stays clean
