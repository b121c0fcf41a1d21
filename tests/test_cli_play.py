"""``svintus play``: the terminal match through a real process and pipes, the feed's wording,
the human's input and the slap race timing (R8.6).

Bots never wait in real time, so a whole match takes a fraction of a second.
"""

from __future__ import annotations

import io
import json
import os
import re
import select
import shlex
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pytest

from svintus.cli import main
from svintus.engine import Rules, face_of
from svintus.engine import actions as A
from svintus.engine.record import Record
from svintus.terminal.screen import BadMove, parse_move
from svintus.terminal.table import TerminalTable
from svintus.terminal.words import seat_names

TIMEOUT = 30
# the person's records and a kept match go to a folder of the tests', not the home's
DATA = {**os.environ, "XDG_DATA_HOME": tempfile.mkdtemp(prefix="svintus-test-data-")}
DOC = Path(__file__).resolve().parents[1] / "docs" / "play.md"
_SESSION = re.compile(r"<!-- example: session -->\n```console\n\$ (.*?)\n(.*?)\n```", re.DOTALL)


def play(*args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "svintus", "play", "--lang", "en", *args],
        input=stdin,
        capture_output=True,
        text=True,
        timeout=TIMEOUT,
        env=DATA,
    )


def clean(r: subprocess.CompletedProcess[str]) -> None:
    assert r.returncode == 0, r.stderr
    assert r.stderr == ""
    assert "Traceback" not in r.stdout


# ----------------------------------------------------------------- the command


def test_bots_only_plays_a_whole_match_to_its_winner() -> None:
    """R7.3: --bots-only plays game after game until one total reaches 40 (3 players)."""
    r = play("--bots-only", "--players", "3", "--seed", "1")
    clean(r)
    lines = r.stdout.splitlines()
    won = re.fullmatch(r"Bot ([123]) wins the match with (\d+) points", lines[-1])  # R7.3
    assert won, lines[-1]
    assert int(won[2]) >= 40
    totals = re.fullmatch(r"Match — Bot 1: (\d+), Bot 2: (\d+), Bot 3: (\d+) \(to 40\)", lines[-2])
    assert totals and int(totals[int(won[1])]) == int(won[2])
    assert "> " not in r.stdout  # no prompt, no input
    assert re.search(r"^  Bot \d plays ", r.stdout, re.M)  # the feed is printed


def test_bots_only_records_replay(tmp_path: Path) -> None:
    args = ("--players", "2", "--seed", "3", "--match-points", "10", "--records", str(tmp_path))
    r = play("--bots-only", *args)
    clean(r)
    files = sorted(tmp_path.glob("*.json"))
    assert files and len(files) == r.stdout.count("record saved: ")
    assert re.search(
        r"^Game 1: Bot [12] wins, \d+ points? \(cards left — Bot [12]: \d+\)$", r.stdout, re.M
    )
    for f in files:
        game = Record.from_json(json.loads(f.read_text()), str(f)).verify(str(f))
        assert game.over


def test_human_answering_1_plays_on_and_eof_quits_cleanly() -> None:
    """Always the first listed move, in and out of turn and in slap races; then EOF."""
    r = play("--seed", "5", stdin="1\n" * 150)
    clean(r)
    out = r.stdout
    assert out.count("your turn ---") >= 20
    assert "you may react ---" in out  # an interception or catch was offered (R4, R6.2)
    assert "slap! 1" in out and "Player (you) slaps the deck" in out  # R8.6
    assert re.search(r"^  Player \(you\) (plays|draws|takes)|^  Interception! Player", out, re.M)
    assert out.rstrip().splitlines()[-1].startswith("bye. scores after ")
    assert "Moves: 1) " in out and "Your hand (" in out


def test_quit_says_bye_with_the_scores() -> None:
    r = play("--seed", "5", "--players", "3", stdin="quit\n")
    clean(r)
    assert r.stdout.splitlines()[-1] == (
        "bye. scores after 0 games: Player: 0, Bot 2: 0, Bot 3: 0 (to 40)"
    )


def test_garbage_and_illegal_lines_get_one_error_line_each() -> None:
    """A bad line prints one '!' line with the reason and asks again; nothing changes."""
    r = play("--seed", "5", "--bots", "random", stdin="xyzzy\ndraw\np2 draw\n99\n\n1\n")
    clean(r)
    lines = r.stdout.splitlines()
    i = lines.index("> xyzzy")
    assert lines[i + 1] == "  ! not a move: «xyzzy»; type a move's number ('help' explains)"
    assert lines[i + 2] == "> draw"
    assert lines[i + 3] == "  ! not your turn: Bot 2 moves"  # the engine's reason, in words
    assert lines[i + 4] == "> p2 draw"
    assert lines[i + 5] == "  ! you move only for yourself"
    assert lines[i + 6] == "> 99"
    assert re.fullmatch(r"  ! there is no move 99: choose 1 to \d", lines[i + 7])
    assert lines[i + 8] == "> "  # Enter lets the interception go
    went_on = "  Bot 2 plays blue 2"
    assert went_on in lines[i + 9 :]  # the game went on


def test_eleven_players_is_one_usage_line() -> None:
    r = play("--players", "11")
    assert (r.returncode, r.stdout) == (2, "")
    assert r.stderr == (
        "svintus: error: argument --players: 11 players: a table has 2..10 (you and 1-9 bots)"
        " (see 'svintus play --help')\n"
    )


@pytest.mark.parametrize(
    ("args", "error"),
    [
        (["--players", "1"], "argument --players: 1 players: a table has 2..10"),
        (["--players", "many"], "argument --players: not a number: 'many'"),
        (
            ["--recipe", "with_challenge", "--players", "2"],
            "recipe 'with_challenge' has no deck for 2 players",
        ),
        (["--bots", "nobody"], "unknown bot 'nobody'"),
        (["--hand-size", "30"], "hand_size must be 1..20, not 30"),
    ],
)
def test_bad_options_are_one_error_line(
    capsys: pytest.CaptureFixture[str], args: list[str], error: str
) -> None:
    assert main(["play", *args]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err.startswith(f"svintus: error: {error}") and err.count("\n") == 1


@pytest.mark.skipif(sys.platform == "win32", reason="SIGINT to a child process")
def test_ctrl_c_at_a_prompt_says_bye() -> None:
    proc = subprocess.Popen(
        [sys.executable, "-m", "svintus", "play", "--seed", "5"],
        env=DATA,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    assert proc.stdout is not None
    seen = b""
    deadline = time.monotonic() + TIMEOUT
    while not seen.endswith(b"> ") and time.monotonic() < deadline:
        ready, _, _ = select.select([proc.stdout], [], [], 1.0)
        if ready:
            seen += os.read(proc.stdout.fileno(), 4096)
    assert seen.endswith(b"> ")
    proc.send_signal(signal.SIGINT)
    out, err = proc.communicate(timeout=TIMEOUT)
    assert proc.returncode == 0, err
    assert err == b""
    assert out.decode().splitlines()[-1].startswith("bye. scores after 0 games")


# ----------------------------------------------------------------- the slap race (R8.6)


def test_a_slap_after_the_window_is_no_slap() -> None:
    """The human's reaction is measured from the prompt; 10 s is past the 3 s window."""
    ticks = iter(range(0, 10**6, 10))
    out = io.StringIO()
    answers = io.StringIO("1\n" * 200)
    clock = lambda: float(next(ticks))  # noqa: E731
    table = TerminalTable(Rules(players=3), 5, "random", 0, out, answers, clock=clock)
    assert table.run() == 0
    text = out.getvalue()
    assert "  ! too late: 10.0 s; the race lasts 3 s" in text
    assert "Player (you) slaps" not in text
    assert re.search(r"The slap race is over: .*Player \(you\)", text)


# ----------------------------------------------------------------- typed moves


def test_typed_moves_take_a_number_or_notation_with_an_optional_p1() -> None:
    menu = [A.play(0, face_of("G7")), A.draw(0)]
    names = seat_names(4, 0)
    assert parse_move("2", menu, 0, names) == A.draw(0)
    assert parse_move("play g7", menu, 0, names) == A.play(0, face_of("G7"))
    assert parse_move("p1 catch p3", menu, 0, names) == A.catch(0, 2)
    for bad, why in [
        ("3", "there is no move 3: choose 1 to 2"),
        ("p2 draw", "you move only for yourself"),
        ("", "type a move's number"),
        ("zzz", "not a move: «zzz»"),
    ]:
        with pytest.raises(BadMove, match=re.escape(why)):
            parse_move(bad, menu, 0, names)


# ----------------------------------------------------------------- docs/play.md stays true


@pytest.mark.skipif(shutil.which("bash") is None, reason="the sessions are bash pipelines")
@pytest.mark.parametrize(
    ("command", "output"),
    _SESSION.findall(DOC.read_text("utf-8")),
    ids=lambda v: v.split(" | ")[-1][:40] if v.startswith(("printf", "svintus")) else "",
)
def test_docs_sessions_print_what_the_doc_shows(command: str, output: str) -> None:
    svintus = f"{shlex.quote(sys.executable)} -m svintus "
    shell = re.sub(r"(^|\| )svintus ", lambda m: m[1] + svintus, command)
    r = subprocess.run(
        ["bash", "-c", f"set -o pipefail; {shell}"],
        capture_output=True,
        text=True,
        timeout=TIMEOUT,
    )
    assert r.returncode == 0, r.stderr
    assert r.stdout.rstrip("\n") == output


def test_docs_list_every_option(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["play", "--help"])
    options = set(re.findall(r"--[a-z][a-z-]+", capsys.readouterr().out)) - {"--help"}
    assert len(options) >= 13
    doc = DOC.read_text("utf-8")
    assert sorted(o for o in options if f"`{o}" not in doc) == []


def test_docs_list_every_key_of_the_full_screen_game() -> None:
    from svintus.terminal.app import help_keys

    doc = DOC.read_text("utf-8")
    missing = [f"| {k} | {h} |" for k, h in help_keys() if f"| {k} | {h} |" not in doc]
    assert missing == []


def test_an_unknown_flag_points_to_the_subcommands_help(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Issue #13: `svintus play --bogus` used to point to `svintus --help`."""
    assert main(["play", "--bogus"]) == 2
    err = capsys.readouterr().err
    assert err == "svintus: error: unrecognized arguments: --bogus (see 'svintus play --help')\n"
    assert main(["--bogus"]) == 2
    assert "(see 'svintus --help')" in capsys.readouterr().err


# ----------------------------------------------------------------- issue 27 point 5, 6


def test_eleven_players_under_lang_ru_is_one_russian_line() -> None:
    r = subprocess.run(
        [sys.executable, "-m", "svintus", "play", "--players", "11", "--lang", "ru"],
        capture_output=True,
        text=True,
        timeout=TIMEOUT,
        env=DATA,
    )
    assert (r.returncode, r.stdout) == (2, "")
    assert r.stderr == (
        "svintus: ошибка: аргумент --players: игроков: 11; за столом от 2 до 10 "
        "(вы и от 1 до 9 ботов) (см. 'svintus play --help')\n"
    )


@pytest.mark.skipif(shutil.which("bash") is None, reason="a bash pipeline")
def test_a_closed_pipe_ends_quietly() -> None:
    """``svintus play --plain | head``: the reader has gone; no «Broken pipe» error."""
    svintus = f"{shlex.quote(sys.executable)} -m svintus"
    r = subprocess.run(
        ["bash", "-c", f"{svintus} play --plain --bots-only --seed 3 --lang en | head -n 2"],
        capture_output=True,
        text=True,
        timeout=TIMEOUT,
        env=DATA,
    )
    assert r.returncode == 0 and r.stderr == "", r.stderr
    assert len(r.stdout.splitlines()) == 2


def test_slap_race_losers_are_told_once() -> None:
    """«Bot 3 takes 2 cards» (the race's close) is not followed by «Bot 3 slapped too late:
    takes 2 cards» for the same cards."""
    r = play("--plain", "--bots-only", "--seed", "3", "--players", "4")
    clean(r)
    lines = r.stdout.splitlines()
    closes = [i for i, x in enumerate(lines) if "The slap race is over:" in x]
    assert closes, "no slap race in this match"
    assert "slapped too late" not in r.stdout


def test_plain_mode_saves_a_persons_records_and_names_the_folder(tmp_path: Path) -> None:
    env = {**os.environ, "XDG_DATA_HOME": str(tmp_path)}
    r = subprocess.run(
        [sys.executable, "-m", "svintus", "play", "--lang", "ru", "--seed", "5"],
        input="quit\n",
        capture_output=True,
        text=True,
        timeout=TIMEOUT,
        env=env,
    )
    clean(r)
    folder = tmp_path / "svintus" / "records"
    assert f"записи партий: {folder}" in r.stdout
    assert f"запись сохранена: {folder}" in r.stdout
    assert sorted(p.name for p in folder.iterdir()) == ["match-5-game-001.json"]
