"""``svintus tournament``: rotating seats, per-bot win rates with 95% intervals, records."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from svintus.cli import main
from svintus.commands.tournament import seat_names, wilson

TIMINGS = ("seconds", "mean_game_seconds")


def tournament_json(capsys: pytest.CaptureFixture[str], *args: str) -> dict[str, Any]:
    assert main(["tournament", "--json", *args]) == 0
    out, err = capsys.readouterr()
    assert err == ""
    assert out.count("\n") == 1
    data: dict[str, Any] = json.loads(out)
    return data


def test_json_has_games_and_per_bot_rates(capsys: pytest.CaptureFixture[str]) -> None:
    d = tournament_json(
        capsys,
        "--players",
        "4",
        "--games",
        "16",
        "--lineup",
        "heuristic,random,random,random",
        "--seed",
        "3",
    )
    assert d["games"] == 16 and d["players"] == 4 and d["seed"] == 3
    assert set(d["by_bot"]) == {"heuristic", "random"}
    h, r = d["by_bot"]["heuristic"], d["by_bot"]["random"]
    assert (h["seats"], h["seat_games"], r["seats"], r["seat_games"]) == (1, 16, 3, 48)
    assert h["wins"] + r["wins"] == 16 == sum(d["wins_by_seat"])
    for b in (h, r):
        low, high = b["ci95"]
        assert 0 <= low <= b["win_rate"] <= high <= 1
        assert b["win_rate"] == round(b["wins"] / b["seat_games"], 4)
        assert b["mean_points"] >= 0
    assert d["baseline_win_rate"] == 0.25


def test_seats_rotate_and_each_deal_is_played_once_per_rotation() -> None:
    lineup = ["a", "b", "c"]
    assert [seat_names(lineup, i) for i in range(4)] == [
        ["a", "b", "c"],
        ["c", "a", "b"],
        ["b", "c", "a"],
        ["a", "b", "c"],
    ]


def test_workers_do_not_change_results(capsys: pytest.CaptureFixture[str]) -> None:
    args = (
        "--players",
        "3",
        "--games",
        "9",
        "--lineup",
        "heuristic,easy,ismcts:10it",
        "--seed",
        "5",
    )
    one = tournament_json(capsys, *args)
    two = tournament_json(capsys, *args, "--workers", "2")
    for d in (one, two):
        for key in TIMINGS:
            d.pop(key)
    assert one == two
    assert one["by_bot"]["ismcts:10it"]["searches"] > 0


def test_records_replay_and_name_the_bots(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "recs"
    tournament_json(
        capsys,
        "--players",
        "2",
        "--games",
        "4",
        "--lineup",
        "heuristic,random",
        "--records",
        str(out),
    )
    files = sorted(p.name for p in out.iterdir())
    assert files == [f"game-0000{i}.json" for i in range(1, 5)]
    first = json.loads((out / "game-00001.json").read_text())
    second = json.loads((out / "game-00002.json").read_text())
    assert first["players"] == ["heuristic-p1", "random-p2"]
    assert second["players"] == ["random-p1", "heuristic-p2"]
    assert first["seed"] == second["seed"]  # the same deal, seats swapped
    for f in files:
        assert main(["replay", "--verify", str(out / f)]) == 0
    capsys.readouterr()


def test_human_output(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["tournament", "-n", "2", "-g", "4", "-l", "heuristic,random"]) == 0
    out = capsys.readouterr().out
    assert "4\u00a0games, 2\u00a0players" in out and "heuristic" in out and "95% CI" in out


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["-n", "4", "-l", "random,random"], "--lineup names 2 bots for 4 players"),
        (["-n", "2", "-l", "random,wizard"], "unknown bot 'wizard'; known: random"),
        (["-n", "2", "-l", "random,ismcts:soon"], "bad budget in 'ismcts:soon'"),
        (["-n", "2", "-l", "random,"], "an empty bot name"),
        (["-n", "2", "-l", "random,random", "-g", "0"], "--games must be 1.."),
        (["-n", "2", "-l", "random,random", "-j", "0"], "--workers must be 1.."),
        (["-n", "11", "-l", "random"], "--players must be 2..10"),
        (["-n", "2", "-l", "random,random", "-r", "nope"], "unknown recipe 'nope'"),
        (["-n", "2"], "the following arguments are required: --lineup"),
    ],
)
def test_user_errors_are_one_line(
    args: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["tournament", *args]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err.startswith("svintus: error: ") and err.count("\n") == 1
    assert message in err


def test_records_path_that_is_a_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    f = tmp_path / "file"
    f.write_text("x")
    assert main(["tournament", "-n", "2", "-l", "random,random", "--records", str(f)]) == 2
    assert "exists and is not a directory" in capsys.readouterr().err


def test_wilson_interval() -> None:
    low, high = wilson(50, 100)
    assert (round(low, 3), round(high, 3)) == (0.404, 0.596)
    assert wilson(0, 10)[0] == 0.0 and wilson(10, 10)[1] == 1.0
    assert wilson(0, 0) == (0.0, 1.0)
