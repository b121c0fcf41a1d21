"""docs/notation.md stays true: every marked example in it is run here.

The doc marks its checked examples with an HTML comment on the line before a fenced
block: ``<!-- example: actions -->`` (action lines that format back unchanged),
``aliases`` (``input → canonical``), ``position``, ``position-errors``, ``record`` and
``replay`` (console sessions of ``svintus replay``).
"""

from __future__ import annotations

import copy
import json
import re
import shlex
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from svintus.cli import main
from svintus.engine import BadRecord, NotationError
from svintus.engine import actions as A
from svintus.engine.notation import VERBS, format_action, parse_action
from svintus.engine.record import Record, from_position, to_position

DOC = Path(__file__).resolve().parents[1] / "docs" / "notation.md"
TEXT = DOC.read_text(encoding="utf-8")
_BLOCK = re.compile(r"<!-- example: ([\w-]+) -->\n```\w*\n(.*?)\n```", re.DOTALL)


def blocks(kind: str) -> list[str]:
    found = [body for name, body in _BLOCK.findall(TEXT) if name == kind]
    assert found, f"docs/notation.md has no '<!-- example: {kind} -->' block"
    return found


def block(kind: str) -> str:
    (body,) = blocks(kind)
    return body


def flat(text: str) -> str:
    return " ".join(text.split())


# ----------------------------------------------------------------- actions


# The classic block and one block per 2.0 family section.
ACTION_LINES = [line for body in blocks("actions") for line in body.splitlines()]


@pytest.mark.parametrize("line", ACTION_LINES)
def test_action_example_parses_and_formats_back(line: str) -> None:
    action = parse_action(line)
    assert format_action(action) == line
    assert parse_action(format_action(action)) == action


def test_action_examples_cover_every_verb_and_the_table() -> None:
    used = {line.split()[1] for line in ACTION_LINES if line.startswith("p")}
    assert used == set(VERBS)
    kinds = {parse_action(line).kind for line in ACTION_LINES}
    assert kinds == set(A.Act)
    assert any("@" in line for line in ACTION_LINES)


def test_verb_table_examples_parse_and_format_back() -> None:
    section = TEXT[TEXT.index("## Actions") : TEXT.index("### `@N`")]
    examples = re.findall(r"^\| `[^`]+` \| `([^`]+)` \|", section, re.MULTILINE)
    assert len(examples) == 19
    for line in examples:
        assert format_action(parse_action(line)) == line


@pytest.mark.parametrize("pair", block("aliases").splitlines())
def test_alias_example_reads_as_the_canonical_line(pair: str) -> None:
    given, canonical = (part.strip() for part in pair.split("→"))
    assert format_action(parse_action(given)) == canonical
    assert parse_action(given) == parse_action(canonical)


@pytest.mark.parametrize(
    "text",
    ["p1 play G9", "p1 jump", "p1 catch", "p11 draw"],
)
def test_notation_error_messages_quoted_in_the_doc(text: str) -> None:
    with pytest.raises(NotationError) as err:
        parse_action(text)
    assert flat(str(err.value)) in flat(TEXT)


def test_say_keeps_the_text_verbatim_and_takes_no_move_number() -> None:
    action = parse_action("p1 say see you @3")
    assert action.text == "see you @3" and action.move is None
    assert parse_action("p1 say  two  blanks ").text == " two  blanks "
    assert parse_action("p1 say") == A.speak(0)


@pytest.mark.parametrize("text", ["p² draw", "p1 draw @²", "p1 draw @١", "p1 draw @" + "9" * 5000])
def test_only_ascii_digits_are_numbers(text: str) -> None:
    with pytest.raises(NotationError):
        parse_action(text)


# ----------------------------------------------------------------- position and record


def doc_position() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(block("position"))
    return data


def doc_record() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(block("record"))
    return data


def test_position_example_loads_and_writes_back() -> None:
    data = doc_position()
    game = from_position(data)
    assert to_position(game) == data
    assert game.pending_count == 2 and game.current == 1 and game.window


def test_position_example_is_the_record_after_its_intercept() -> None:
    record = Record.from_json(doc_record())
    game = record.start()
    for i, (_, action) in enumerate(record.actions):
        game.apply(action)
        if to_position(game) == doc_position():
            assert format_action(action) == "p1 intercept R:khapyozh @12"
            assert i == 14  # "the first 15 actions"
            return
    pytest.fail("no prefix of the example record reaches the example position")


def test_record_example_verifies_and_is_what_the_engine_writes() -> None:
    data = doc_record()
    record = Record.from_json(data)
    game = record.verify()
    assert record.to_json(game) == data
    assert data["result"] == {"winner": game.winner, "points": game.points}


def test_record_example_timeout_times_match_the_text() -> None:
    times = {a["a"]: a["t"] for a in doc_record()["actions"]}
    assert times["p1 play G1"] == 14893 and times["timeout p2"] - 8000 in times.values()
    assert "`p1 play G1` at 14893 ms and `timeout p2` comes at 22893 ms" in flat(TEXT)


_POSITION_TAMPERS: list[tuple[str, Any]] = [
    ("named", "B"),
    ("pending", {"kind": "polisvin", "count": 1}),
    ("drawn", "G6"),
    ("hands", [["B3", "B:khapyozh"], ["R1"], ["G3", "B1", "O:khapyozh"]]),
]


def test_position_error_examples() -> None:
    lines = block("position-errors").splitlines()
    assert len(lines) == len(_POSITION_TAMPERS)
    for (key, value), line in zip(_POSITION_TAMPERS, lines, strict=True):
        data = doc_position()
        data[key] = value
        with pytest.raises(BadRecord) as err:
            from_position(data)
        assert str(err.value) == line


# ----------------------------------------------------------------- svintus replay


def _set(path: tuple[Any, ...], value: Any) -> Callable[[dict[str, Any]], None]:
    def change(data: dict[str, Any]) -> None:
        for key in path[:-1]:
            data = data[key]
        data[path[-1]] = value

    return change


def _drop(key: str) -> Callable[[dict[str, Any]], None]:
    def change(data: dict[str, Any]) -> None:
        del data[key]

    return change


# The files of the doc's replay sessions: the example record with one thing changed.
TAMPERED: dict[str, Callable[[dict[str, Any]], None]] = {
    "game.json": lambda data: None,
    "bad-hand.json": _set(("final", "hands", 2, 0), "O1"),
    "bad-action.json": _set(("actions", 15, "a"), "p2 draw"),
    "late.json": _set(("actions", 10, "a"), "p2 catch p1 @8"),
    "no-seed.json": _drop("seed"),
    "bad-card.json": _set(("actions", 3, "a"), "p1 play G9"),
}


def test_replay_sessions(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.chdir(tmp_path)
    for name, change in TAMPERED.items():
        data = copy.deepcopy(doc_record())
        change(data)
        Path(name).write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    Path("notes.txt").write_text("p1 play G7\n", encoding="utf-8")
    sessions = "\n".join(blocks("replay"))
    commands = re.split(r"^\$ ", sessions, flags=re.MULTILINE)[1:]
    assert len(commands) == 10
    for session in commands:
        command, *expected = session.splitlines()
        argv = shlex.split(command)
        assert argv[0] == "svintus"
        status = main(argv[1:])
        out, err = capsys.readouterr()
        assert (out + err).splitlines() == expected, command
        assert status == (2 if err else 0), command
