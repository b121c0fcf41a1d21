"""``svintus replay RECORD [--verify]`` on records of random games, and on broken ones.

A record is produced by playing with the engine: each step is an action drawn uniformly
from ``legal_actions`` of the player to move, now and then an out-of-turn action of a
random player (interception, catch, declaration, slap, chat) or the table's clock
(``timeout`` / ``close race``, R14.1). Every user error must give exit status 2 and
exactly one stderr line ``svintus: error: FILE: field ...`` with no traceback.
"""

from __future__ import annotations

import copy
import json
import random
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from svintus.cli import main
from svintus.engine import Act, Game, IllegalAction, Rules
from svintus.engine import actions as A
from svintus.engine.record import Record

CHAT = ("хрю", "ну ты даёшь", "who has G7?")


def random_game(
    seed: int, players: int = 3, hand_size: int = 4, limit: int = 150, plays_first: bool = False
) -> tuple[Record, Game]:
    """Play a random game with the engine; ``plays_first`` makes it end sooner."""
    rng = random.Random(seed)
    record = Record(Rules(players=players, hand_size=hand_size), seed, dealer=seed % players)
    record.players = [f"bot{p + 1}" for p in range(players)]
    game = record.start()
    t = 0
    while not game.over and len(record.actions) < limit:
        t += rng.randrange(50, 4000)
        roll = rng.random()
        if roll < 0.03:
            action = game.clock_actions()[0]
        elif roll < 0.2:
            action = rng.choice(game.legal_actions(rng.randrange(game.n)))
        else:
            choices = game.legal_actions(game.current)
            plays = [a for a in choices if a.kind in (Act.PLAY, Act.NAME_COLOUR, Act.ACCEPT)]
            action = rng.choice(plays if plays_first and plays else choices)
        if action.kind == Act.SPEAK:
            action = A.speak(action.player, rng.choice(CHAT))
        game.apply(action)
        record.add(t, action)
    return record, game


@pytest.fixture(scope="module")
def record_data() -> dict[str, Any]:
    """A random game cut after 150 actions: a record of an unfinished game."""
    record, game = random_game(seed=11)
    assert not game.over and len(record.actions) == 150
    return record.to_json(game)


@pytest.fixture(scope="module")
def finished_data() -> dict[str, Any]:
    """A random game played to its end, so the record has a ``result``."""
    for seed in range(100):
        record, game = random_game(seed, players=4, limit=3000, plays_first=True)
        if game.over:
            return record.to_json(game)
    raise AssertionError("no random game ended")  # pragma: no cover


def write(path: Path, data: Any) -> str:
    path.write_text(json.dumps(data, ensure_ascii=False, indent=1), encoding="utf-8")
    return str(path)


def run_ok(argv: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    status = main(argv)
    out, err = capsys.readouterr()
    assert (status, err) == (0, "")
    return out


def run_error(argv: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    """Run the CLI expecting a user error; return its one stderr line."""
    status = main(argv)
    out, err = capsys.readouterr()
    assert status == 2
    assert out == ""
    assert "Traceback" not in err
    lines = err.splitlines()
    assert len(lines) == 1, err
    assert lines[0].startswith("svintus: error: ")
    return lines[0]


# ----------------------------------------------------------------- good records


def test_the_random_games_use_many_kinds_of_action(
    record_data: dict[str, Any], finished_data: dict[str, Any]
) -> None:
    kinds = {action.kind for _, action in Record.from_json(record_data).actions}
    assert {Act.PLAY, Act.DRAW, Act.SPEAK, Act.SLAP, Act.TIMEOUT, Act.CLOSE_RACE} <= kinds
    assert finished_data["result"]["winner"] == finished_data["final"]["winner"]


def test_verify_succeeds(
    tmp_path: Path, record_data: dict[str, Any], capsys: pytest.CaptureFixture[str]
) -> None:
    path = write(tmp_path / "game.json", record_data)
    out = run_ok(["replay", path, "--verify"], capsys)
    assert out == (
        f"{path}: 150 actions, verified: the replay reaches the recorded final state; "
        "game not finished\n"
    )
    assert run_ok(["replay", path], capsys) == f"{path}: 150 actions, game not finished\n"


def test_verify_succeeds_on_a_finished_game(
    tmp_path: Path, finished_data: dict[str, Any], capsys: pytest.CaptureFixture[str]
) -> None:
    path = write(tmp_path / "won.json", finished_data)
    out = run_ok(["replay", "--verify", path], capsys)
    result = finished_data["result"]
    assert out.endswith(f"p{result['winner'] + 1} won {result['points']} points\n")
    assert "verified" in out


def test_verify_through_python_m_svintus(tmp_path: Path, record_data: dict[str, Any]) -> None:
    write(tmp_path / "game.json", record_data)
    done = subprocess.run(
        [sys.executable, "-m", "svintus", "replay", "game.json", "--verify"],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert (done.returncode, done.stderr) == (0, "")
    assert done.stdout.startswith("game.json: 150 actions, verified")


def test_error_through_python_m_svintus(tmp_path: Path, record_data: dict[str, Any]) -> None:
    data = copy.deepcopy(record_data)
    data["final"]["move"] += 1
    write(tmp_path / "bad.json", data)
    done = subprocess.run(
        [sys.executable, "-m", "svintus", "replay", "bad.json", "--verify"],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert (done.returncode, done.stdout) == (2, "")
    assert done.stderr.splitlines() == [
        f"svintus: error: bad.json: field 'final.move': replay gives {data['final']['move'] - 1}, "
        f"the record says {data['final']['move']}"
    ]


# ----------------------------------------------------------------- broken records


def test_changed_final_hand(
    tmp_path: Path, record_data: dict[str, Any], capsys: pytest.CaptureFixture[str]
) -> None:
    data = copy.deepcopy(record_data)
    hand = data["final"]["hands"][1]
    hand[0] = "R7" if hand[0] != "R7" else "B7"
    path = write(tmp_path / "hand.json", data)
    line = run_error(["replay", path, "--verify"], capsys)
    assert line.startswith(f"svintus: error: {path}: field 'final.hands[1][0]': replay gives ")
    # without --verify the final position is not compared
    run_ok(["replay", path], capsys)


def test_illegal_action_in_the_middle(
    tmp_path: Path, record_data: dict[str, Any], capsys: pytest.CaptureFixture[str]
) -> None:
    record = Record.from_json(record_data)
    game = record.start()
    middle = len(record.actions) // 2
    for _, action in record.actions[:middle]:
        game.apply(action)
    other = (game.current + 1) % game.n
    bad = f"p{other + 1} draw"  # not their turn (or a slap race is on)
    with pytest.raises(IllegalAction):
        game.copy().apply(A.draw(other))
    data = copy.deepcopy(record_data)
    data["actions"][middle]["a"] = bad
    path = write(tmp_path / "illegal.json", data)
    for argv in (["replay", path], ["replay", path, "--verify"]):
        line = run_error(argv, capsys)
        assert line.startswith(f"svintus: error: {path}: field 'actions[{middle}]': ")


def _without(key: str) -> Callable[[dict[str, Any]], None]:
    return lambda data: data.pop(key)


def _setter(value: Any, *path: Any) -> Callable[[dict[str, Any]], None]:
    def change(data: dict[str, Any]) -> None:
        for key in path[:-1]:
            data = data[key]
        data[path[-1]] = value

    return change


BROKEN: list[tuple[str, Callable[[dict[str, Any]], None], str]] = [
    ("missing format", _without("format"), "field 'format': missing"),
    ("missing version", _without("version"), "field 'version': missing"),
    ("missing rules", _without("rules"), "field 'rules': missing"),
    ("missing seed", _without("seed"), "field 'seed': missing"),
    ("missing dealer", _without("dealer"), "field 'dealer': missing"),
    ("missing actions", _without("actions"), "field 'actions': missing"),
    ("missing final", _without("final"), "field 'final': missing"),
    ("missing final field", lambda d: d["final"].pop("hands"), "field 'final.hands': missing"),
    ("empty final", _setter({}, "final"), "field 'final.format': missing"),
    ("extra final field", _setter(1, "final", "extra"), "field 'final.extra': not a field"),
    ("missing t", lambda d: d["actions"][5].pop("t"), "field 'actions[5]': 't' is missing"),
    ("t goes back", _setter(0, "actions", 9, "t"), "field 'actions[9]': 't' goes back in time"),
    ("bad t", _setter(-1, "actions", 2, "t"), "field 'actions[2]': 't' must be milliseconds"),
    ("action not text", _setter(7, "actions", 3, "a"), "field 'actions[3]': 'a' must be"),
    ("bad notation", _setter("p1 jump", "actions", 4, "a"), "field 'actions[4]': unknown verb"),
    ("no such seat", _setter("p9 draw", "actions", 4, "a"), "field 'actions[4]': no player"),
    ("bad card", _setter("p1 play G9", "actions", 4, "a"), "field 'actions[4]': not a card"),
    ("wrong format", _setter("svintus-position", "format"), "field 'format': expected"),
    ("bool seed", _setter(True, "seed"), "field 'seed': expected an integer"),
    ("dealer off the table", _setter(3, "dealer"), "field 'dealer': expected an integer 0..2"),
    ("unknown field", _setter(1, "finale"), "field 'finale': unknown field"),
    ("short players", _setter(["a"], "players"), "field 'players': expected a list of 3"),
    ("unknown option", _setter(1, "rules", "speed"), "field 'rules': unknown rules option"),
    ("bad option", _setter(1, "rules", "players"), "field 'rules': players must be 2..10"),
    ("ill-typed option", _setter("x", "rules", "match_minutes"), "field 'rules': "),
    ("ill-typed deck", _setter([1], "rules", "custom_deck"), "field 'rules': "),
    ("direction true", _setter(True, "final", "direction"), "field 'final.direction'"),
    (
        "result disagrees",
        _setter({"winner": 0, "points": 1}, "result"),
        "field 'result': {'winner': 0, 'points': 1} does not agree with 'final'",
    ),
    ("result not an object", _setter(3, "result"), "field 'result': expected a JSON object"),
]


@pytest.mark.parametrize(("case", "change", "message"), BROKEN, ids=[b[0] for b in BROKEN])
def test_broken_record(
    tmp_path: Path,
    record_data: dict[str, Any],
    capsys: pytest.CaptureFixture[str],
    case: str,
    change: Callable[[dict[str, Any]], None],
    message: str,
) -> None:
    data = copy.deepcopy(record_data)
    change(data)
    path = write(tmp_path / "broken.json", data)
    line = run_error(["replay", path, "--verify"], capsys)
    assert line.startswith(f"svintus: error: {path}: {message}"), line


def test_finished_record_with_a_changed_result(
    tmp_path: Path, finished_data: dict[str, Any], capsys: pytest.CaptureFixture[str]
) -> None:
    data = copy.deepcopy(finished_data)
    data["result"]["points"] += 1
    path = write(tmp_path / "result.json", data)
    line = run_error(["replay", path], capsys)
    assert line.startswith(f"svintus: error: {path}: field 'result': ")
    data["final"]["points"] += 1  # now final and result agree, but the replay does not
    write(tmp_path / "result.json", data)
    line = run_error(["replay", path, "--verify"], capsys)
    assert line.startswith(f"svintus: error: {path}: field 'final.points': replay gives ")


# ----------------------------------------------------------------- not a record at all


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (b"p1 play G7\n", "not JSON: Expecting value at line 1 column 1"),
        (b'{"format": "svintus-record",', "not JSON: Expecting property name enclosed"),
        (b"", "not JSON: Expecting value at line 1 column 1"),
        (b"\xff\xfe\x00{", "not JSON: not a UTF-8 text file"),
        (b"[1, 2]", "expected a JSON object"),
        (b"[" * 100_000 + b"]" * 100_000, "not JSON that can be read"),
        (b'{"seed": ' + b"9" * 5000 + b"}", "not JSON that can be read"),
    ],
    ids=["text", "cut", "empty", "binary", "list", "deep", "huge number"],
)
def test_not_a_record(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], content: bytes, message: str
) -> None:
    path = tmp_path / "notes.txt"
    path.write_bytes(content)
    line = run_error(["replay", str(path)], capsys)
    assert line.startswith(f"svintus: error: {path}: {message}"), line


def test_byte_order_mark_is_fine(
    tmp_path: Path, record_data: dict[str, Any], capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "bom.json"
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps(record_data).encode())
    run_ok(["replay", str(path), "--verify"], capsys)


def test_missing_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "gone.json"
    line = run_error(["replay", str(path), "--verify"], capsys)
    assert line == f"svintus: error: {path}: cannot read the file: No such file or directory"


def test_directory(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    line = run_error(["replay", str(tmp_path)], capsys)
    assert line.startswith(f"svintus: error: {tmp_path}: cannot read the file: ")


@pytest.mark.parametrize(
    ("argv", "named"),
    [
        (["replay", "game.json", "--verfy"], "--verfy"),
        (["replay", "--verify"], "record"),
        (["replay", "a.json", "b.json"], "b.json"),
        (["replay", "game.json", "--verify=yes"], "--verify"),
    ],
)
def test_wrong_flag(
    tmp_path: Path,
    record_data: dict[str, Any],
    capsys: pytest.CaptureFixture[str],
    argv: list[str],
    named: str,
) -> None:
    write(tmp_path / "game.json", record_data)
    line = run_error(argv, capsys)
    assert named in line


@pytest.mark.parametrize(
    ("field", "value"),
    [("version", True), ("version", 1.0), ("version", 5)],
)
def test_version_must_be_exactly_one_two_three_or_four(
    tmp_path: Path,
    record_data: dict[str, Any],
    capsys: pytest.CaptureFixture[str],
    field: str,
    value: Any,
) -> None:
    data = copy.deepcopy(record_data)
    data[field] = value
    path = write(tmp_path / "v.json", data)
    line = run_error(["replay", path], capsys)
    assert line == f"svintus: error: {path}: field 'version': expected 1, 2, 3 or 4, got {value!r}"


# ----------------------------------------------------------------- --step (issue #13.3)


def test_step_prints_every_step_with_every_hand_open(
    tmp_path: Path, finished_data: dict[str, Any], capsys: pytest.CaptureFixture[str]
) -> None:
    path = write(tmp_path / "won.json", finished_data)
    out = run_ok(["replay", path, "--step", "--verify"], capsys)
    record = Record.from_json(finished_data)
    total = len(record.actions)
    steps = [line for line in out.splitlines() if line.startswith("step ")]
    assert len(steps) == total + 1
    assert steps[0].startswith(f"step 0/{total}: ") and "deals" in steps[0]
    assert steps[-1].startswith(f"step {total}/{total} ")
    game = record.start()
    hands = [line for line in out.splitlines()[:8] if line.lstrip("▶ ").startswith("p")]
    assert len(hands) == game.n  # every hand, open, after the deal
    for p, line in enumerate(hands):
        assert line.lstrip("▶ ").startswith(f"p{p + 1} ({len(game.hands[p])}): ")
    assert "game over" in out.splitlines()[-game.n - 2]
    assert out.rstrip().endswith("points")  # and --verify's line, as before


class Keys:
    """A terminal's input: these lines, then nothing."""

    def __init__(self, *lines: str) -> None:
        self.lines = list(lines)

    def isatty(self) -> bool:
        return True

    def readline(self) -> str:
        return self.lines.pop(0) + "\n" if self.lines else ""


def test_step_waits_for_enter_jumps_and_quits(finished_data: dict[str, Any]) -> None:
    import io

    from svintus.commands.replay import step_through

    record = Record.from_json(finished_data)
    out = io.StringIO()
    step_through(record, "won.json", Keys("", "", "7", "q"), out)  # type: ignore[arg-type]
    lines = [line.removeprefix("> ") for line in out.getvalue().splitlines()]
    shown = [line.split(":")[0].split(" (")[0] for line in lines if line.startswith("step ")]
    total = len(record.actions)
    assert shown == [f"step {i}/{total}" for i in (0, 1, 2, 7)]
    assert out.getvalue().count("> ") == 4
