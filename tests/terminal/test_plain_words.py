"""The plain (line-by-line) game reads in the game's language: player and card names, no
seat id, notation, field or "-1", and in Russian no English line (issue: plain words).

The game is played through a real process and pipes, classic and 2.0 (``full_box``), with
answers of every sort: menu numbers, 0, Enter, garbage, another player's move, help.
"""

from __future__ import annotations

import random
import re
import subprocess
import sys

import pytest

from svintus.engine import Rules
from svintus.engine.cards import KHAPYOZH
from svintus.engine.match import Match
from svintus.terminal.screen import pending_line, status_lines
from svintus.terminal.words import seat_names, set_lang

TIMEOUT = 90
ANSWERS = ["1", "1", "1", "2", "0", "", "zzz", "p2 play R3", "99", "3", "1 2", "help"]
# what a player must never read: a seat id, a card in notation (colours R O G B), a
# kind's id, a field's "none"
SEAT = re.compile(r"\bp[0-9]+\b")
NOTATION = re.compile(r"\b[ROGB]:[a-z]|\b[ROGB][0-9]\b|\b[a-z]+_[a-z_]+\b")
FIELDS = re.compile(r"(?<![\w-])-1\b|\bTrue\b|\bFalse\b|\bNone\b|\bpending:|\bsilence: no\b")
# an expert's notation the help mentions, and the commands typed at the prompt
TYPED = re.compile(r"docs/notation\.md|\bhelp\b|\bquit\b|\bplay\b|--seed|Enter|Ctrl-D")


def transcript(
    lang: str, recipe: str, seed: int = 5, answers: str = "", bots: str = "normal"
) -> list[str]:
    """The game's lines for 400 random answers (or ``answers``) against ``bots``."""
    rng = random.Random(seed)
    answers = answers or "".join(rng.choice(ANSWERS) + "\n" for _ in range(400))
    options = ["--lang", lang, "--recipe", recipe, "--seed", str(seed), "--bots", bots]
    r = subprocess.run(
        [sys.executable, "-m", "svintus", "play", "--plain", "--no-records", *options],
        input=answers,
        capture_output=True,
        text=True,
        timeout=TIMEOUT,
    )
    assert r.returncode == 0, r.stderr
    assert r.stderr == "" and "Traceback" not in r.stdout
    return r.stdout.splitlines()


def shown(line: str) -> str:
    """A line without what the person typed: the echo after a prompt, a quoted answer."""
    if line.startswith(("> ", "slap! ", "хлоп! ")) or line in (">", "slap!", "хлоп!"):
        return ""
    return re.sub(r"«[^»]*»", "«»", line) if line.startswith("  ! ") else line


@pytest.mark.parametrize("recipe", ["classic", "full_box"])
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_no_line_shows_an_id_notation_or_field(lang: str, recipe: str) -> None:
    out = transcript(lang, recipe)
    assert sum(line.startswith("> ") for line in out) >= 100  # the game was played
    for raw in out:
        line = shown(raw)
        assert not SEAT.search(line), raw
        if "docs/notation.md" not in line:  # the help's line of examples in notation
            assert not NOTATION.search(TYPED.sub("", line)), raw
        assert not FIELDS.search(line), raw
        assert len(line) <= 80, raw


@pytest.mark.parametrize("recipe", ["classic", "full_box"])
def test_russian_lines_have_no_english(recipe: str) -> None:
    # Suggested chat lines are quoted speech, and may wrap: a Courage task asking for a
    # song in English (R11.4 Zapevala) offers one, «Alas, my love, …», on two lines.
    said = re.sub(r"«[^»]*»", "«»", "\n".join(transcript("ru", recipe)))
    out = said.split("\n")
    notation_help = False
    for raw in out:
        line = shown(raw)
        if line.startswith("Опытные могут набрать ход записью"):
            notation_help = True  # the verbs of the notation follow, on indented lines
            continue
        if notation_help and line.startswith("  ") and not re.search("[А-Яа-яЁё]", line):
            continue
        notation_help = False
        words = re.findall(r"[A-Za-z]{2,}", TYPED.sub("", line))
        assert not words, raw


def test_known_lines_in_both_languages() -> None:
    ru = transcript("ru", "classic", seed=3, answers="1\n1\n1\n", bots="random")
    assert ru[0] == "Свинтус: матч до 40 очков; вы — Игрок, против вас 3 бота (случайные)"
    assert ru[1] == "наберите номер хода; help — правила; quit — выйти; повтор: --seed 3"
    assert "=== партия 1 ===" in ru
    assert "ХЛОПАЙТЕ! Enter — по колоде, 2 — по стопке; у вас 3 с" in ru
    assert "--- партия 1, ход 1: ваш ход ---" in ru
    assert "Сверху: оранжевая 1 · по часовой · в колоде 77 · ход 1" in ru
    assert "Карты — Игрок (вы): 8, Бот 2: 8, Бот 3: 8, Бот 4: 9" in ru
    assert "Счёт — Игрок: 0, Бот 2: 0, Бот 3: 0, Бот 4: 0 (до 40)" in ru
    assert "Ходы: 1) Сыграть оранжевую 5   2) Сыграть оранжевый Захрапин   3) Взять карту" in ru
    assert (
        ru[-1] == "до встречи! счёт после 0 партий: Игрок: 0, Бот 2: 0, Бот 3: 0, Бот 4: 0 (до 40)"
    )
    en = transcript("en", "classic", seed=3, answers="1\n1\n1\n", bots="random")
    assert en[0] == "Svintus: a match to 40 points; you are Player, against 3 bots (random)"
    assert "SLAP! Enter = the deck, 2 = the play pile; you have 3 s" in en
    assert "Top: orange 1 · clockwise · deck 77 · move 1" in en
    assert "Cards — Player (you): 8, Bot 2: 8, Bot 3: 8, Bot 4: 9" in en
    assert "Moves: 1) Play orange 5   2) Play orange Zakhrapin   3) Draw a card" in en
    assert "Moves: 1) Intercept with red 3   0) let it go (Enter)" in en
    assert en[-1] == "bye. scores after 0 games: Player: 0, Bot 2: 0, Bot 3: 0, Bot 4: 0 (to 40)"


def test_a_pending_penalty_is_a_sentence_and_nothing_is_said_of_none() -> None:
    set_lang("ru")
    names = seat_names(3, 0)
    assert pending_line("khapyozh", 2, 0, 0, names) == (
        "На вас Хапёж ×2: возьмите 6 карт или переведите его"
    )
    assert pending_line("zakhrapin", 1, 2, 0, names) == (
        "Захрапин ждёт Бота 3: пропустить ход или перевести"
    )
    set_lang("en")
    assert pending_line("khapyozh", 1, 0, 0, seat_names(3, 0)) == (
        "A Khapyozh on you: take 3 cards or transfer it"
    )
    game = Match(Rules(players=3), 1).new_game()
    lines = status_lines(game, 0, [0, 0, 0], 40, seat_names(3, 0))
    assert not any("Khapyozh" in line and " on " in line for line in lines)
    assert not any(line.startswith(("Silence", "pending")) for line in lines)
    game.pending_kind, game.pending_count = KHAPYOZH, 2
    lines = status_lines(game, 0, [0, 0, 0], 40, seat_names(3, 0))
    assert any(line.startswith("A Khapyozh ×2 on ") for line in lines), lines
