"""Every message of the command line follows ``--lang`` (issue 27, point 6): the help of
``svintus`` and of each command, the usage line's words, a wrong flag or value, the rules'
errors and a record's errors read in Russian with ``--lang ru`` — one line, no traceback,
exit 2 — and the Russian comes from one catalogue (commands/speech_ru.json) by each
error's ``words``, never by its English text."""

from __future__ import annotations

import ast
import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from svintus.cli import COMMANDS, main
from svintus.commands.speech import catalogue

SRC = Path(__file__).resolve().parents[1] / "src" / "svintus"

# two English words in a row, once flags, {choices}, paths, addresses and the values a
# person types (ismcts:200ms, N/minute) are set aside
_TYPED = re.compile(r"\bsvintus(?: [a-z]+)?|--?[\w-]+|\{[^}]*\}|\S*[/=@]\S*|\S+:\S+|'[^']*'")
_ENGLISH = re.compile(r"\b[A-Za-z]{2,} [A-Za-z]{2,}\b")


def english_sentences(text: str) -> list[str]:
    return _ENGLISH.findall(_TYPED.sub(" ", text))


def test_the_english_detector_sees_what_it_should() -> None:
    assert english_sentences("  --players N   the deck: classic (default 4)")
    assert english_sentences("usage: play the match")
    assert not english_sentences("  --recipe ИМЯ  колода: classic, simple (по умолчанию classic)")
    assert not english_sentences("сервер svintus, http://адрес:порт; ismcts:200ms или N/minute")


def _help(capsys: pytest.CaptureFixture[str], *args: str) -> str:
    with pytest.raises(SystemExit) as stop:
        main([*args, "--help", "--lang", "ru"])
    assert stop.value.code == 0
    return capsys.readouterr().out


@pytest.mark.parametrize("command", ["", *COMMANDS])
def test_every_help_reads_in_russian_with_lang_ru(
    capsys: pytest.CaptureFixture[str], command: str
) -> None:
    text = _help(capsys, *([command] if command else []))
    assert text.startswith("использование: svintus"), text[:80]
    left = english_sentences(text)
    assert not left, (left, text)
    for heading in ("options:", "positional arguments:"):
        assert heading not in text


@pytest.mark.parametrize("command", ["", *COMMANDS])
def test_every_help_stays_english_with_lang_en(
    capsys: pytest.CaptureFixture[str], command: str
) -> None:
    with pytest.raises(SystemExit):
        main([*([command] if command else []), "--help", "--lang", "en"])
    text = capsys.readouterr().out
    assert text.startswith("usage: svintus")
    assert not re.search("[а-яё]", text, re.I), text


def _run(*args: str, lang: str = "ru") -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(SRC.parent), "LANG": "C.UTF-8"}
    env.pop("LC_ALL", None)
    env.pop("LC_MESSAGES", None)
    return subprocess.run(
        [sys.executable, "-m", "svintus", *args, "--lang", lang],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
        stdin=subprocess.DEVNULL,
    )


WRONG = {
    "replay": ["replay", "/no/such/record.json"],
    "simulate": ["simulate", "--games", "0"],
    "play": ["play", "--players", "11"],
    "serve": ["serve", "--port", "99999"],
    "loadtest": ["loadtest", "--tables", "0"],
    "tournament": ["tournament", "--lineup", "normal,easy"],
    "cards": ["cards", "--colour"],
    "recipes": ["recipes", "--deck", "x"],
}


@pytest.mark.parametrize("command", COMMANDS)
def test_a_wrong_flag_or_value_is_one_russian_line(command: str) -> None:
    done = _run(*WRONG[command])
    assert done.returncode == 2, done
    assert done.stdout == ""
    lines = done.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("svintus: ошибка: "), done.stderr
    assert not english_sentences(lines[0]), lines[0]
    english = _run(*WRONG[command], lang="en")
    assert english.returncode == 2 and english.stderr.startswith("svintus: error: ")


@pytest.mark.parametrize(
    "args",
    [
        ["play", "--plain", "--hand-size", "30"],  # R2.1's deal, a rules range
        ["play", "--plain", "--players", "10", "--hand-size", "20"],  # a deck too small
        ["play", "--plain", "--option", "no_such_rule=1"],
        ["play", "--plain", "--option", "wink_seconds=99"],
        ["play", "--plain", "--option", "stacked_skips=3"],
        ["play", "--plain", "--option", "seed"],
        ["play", "--plain", "--bots", "nobody"],
        ["play", "--plain", "--bots", "normal:fast"],
        ["simulate", "--games", "1", "--option", "recipe=x"],
    ],
)
def test_the_rules_errors_read_in_russian(args: list[str]) -> None:
    done = _run(*args)
    assert done.returncode == 2, done
    line = done.stderr.strip()
    assert "\n" not in line and line.startswith("svintus: ошибка: "), done.stderr
    assert not english_sentences(line), line
    assert "must be" not in line and "unknown" not in line, line


def test_a_record_that_is_not_json_is_told_in_russian(tmp_path: Path) -> None:
    bad = tmp_path / "game.json"
    bad.write_text("{ not json", encoding="utf-8")
    done = _run("replay", str(bad))
    assert done.returncode == 2
    assert done.stderr.startswith("svintus: ошибка: ") and "строке 1" in done.stderr
    bad.write_text(json.dumps({"format": "svintus-record/1", "rules": {"players": 40}}))
    done = _run("replay", str(bad))
    assert done.returncode == 2 and not english_sentences(done.stderr), done.stderr


def test_every_error_with_words_has_its_russian() -> None:
    """Each ``words="..."`` an error or message is raised with (engine, bots, commands)
    has its sentence in the catalogue; each sentence of the catalogue is used."""
    said: set[str] = set()
    made: set[str] = set()  # the prefixes of keys made at run time
    for path in SRC.rglob("*.py"):
        text = path.read_text("utf-8")
        said |= set(
            re.findall(r'(?:Error|error|Bot|Record)\((?:[^()]|\([^()]*\))*?\bwords="(\w+)"', text)
        )
        said |= set(re.findall(r'(?<![.\w])say\(\s*"(\w+)"', text))
        made |= set(re.findall(r'(?<![.\w])say\(\s*f"(\w+)\{', text))  # say(f"cards_{word}")
    kept = set(catalogue()["messages"])
    assert said - kept == set()
    assert {k for k in kept - said if not k.startswith(tuple(made))} == set()


def test_no_literal_russian_in_the_command_modules() -> None:
    """The commands keep their Russian in the catalogue, not in their code."""
    for name in (
        "cli.py",
        "commands/speech.py",
        "commands/options.py",
        "commands/play.py",
        "commands/replay.py",
    ):
        tree = ast.parse((SRC / name).read_text("utf-8"))
        docs = {
            id(node.body[0].value)
            for node in ast.walk(tree)
            if isinstance(node, (ast.Module, ast.FunctionDef, ast.ClassDef))
            and node.body
            and isinstance(node.body[0], ast.Expr)
        }
        for node in ast.walk(tree):
            if (
                isinstance(node, ast.Constant)
                and isinstance(node.value, str)
                and id(node) not in docs
            ):
                assert not re.search("[а-яё]", node.value, re.I), (name, node.value)


def test_the_card_and_deck_listings_follow_lang(capsys: pytest.CaptureFixture[str]) -> None:
    """``svintus cards`` and ``svintus recipes`` with ``--lang ru``: headings, rules,
    families, colours and the decks' lines in Russian (the English names' column aside)."""
    from svintus.engine.cards import KINDS_BY_ID

    assert main(["cards", "--lang", "ru"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].split()[1:] == [
        "по-русски", "по-английски", "семейство", "цвета", "значения", "копии", "правило"
    ]  # fmt: skip
    assert KINDS_BY_ID["khapyozh"].rule_ru in "\n".join(lines)
    assert not english_sentences(lines[-1]), lines[-1]
    assert main(["recipes", "--lang", "ru"]) == 0
    text = capsys.readouterr().out
    assert "игроков: 2-10" in text and "Хапёж 8" in text
    assert not english_sentences(text), text
    assert main(["recipes", "--lang", "en"]) == 0
    assert "classic (2-10 players): 112 cards; played" in capsys.readouterr().out
