"""The Slabo? feats (R12.6) as mini-games: the pure scoring helpers, the step machine,
and the plain mode playing ``reaction`` and ``twister`` with scripted input."""

from __future__ import annotations

import io
import random

import pytest

from svintus.engine import Rules
from svintus.engine.effects.challenge_feats import parse_score
from svintus.terminal import feats as F
from svintus.terminal.table import TerminalTable


class Ticking:
    """A clock that moves ``step`` seconds each time it is read."""

    def __init__(self, step: float) -> None:
        self.t = 100.0
        self.step = step

    def __call__(self) -> float:
        self.t += self.step
        return self.t


def test_reaction_ms_counts_from_go_and_a_press_before_go_is_a_false_start() -> None:
    assert F.reaction_ms(10.0, 10.25) == 250
    assert F.reaction_ms(10.0, 9.9) == F.FALSE_START
    assert F.reaction_ms(10.0, None) == F.FALSE_START
    assert F.reaction_ms(10.0, 30.0) == F.FALSE_START  # capped


def test_twister_score_is_correct_characters_per_second_and_zero_when_mistyped() -> None:
    line = "Карл у Клары украл кораллы"
    assert F.twister_score(line, line, 2.0) == pytest.approx(len(line) / 2)
    assert F.twister_score(line, line.upper(), 2.0) == pytest.approx(len(line) / 2)
    one_typo = line[:-1] + "ы" if line[-1] != "ы" else line[:-1] + "a"
    assert F.twister_score(line, one_typo, 2.0) == pytest.approx((len(line) - 1) / 2)
    assert F.twister_score(line, "Карл у Клары", 2.0) == 0.0
    assert F.twister_score(line, line, 0.0) == 0.0


def test_memory_score_is_the_longest_sequence_repeated_until_the_first_miss() -> None:
    assert F.memory_score([]) == 0
    assert F.memory_score([("123", "1 2 3"), ("1234", "1234"), ("12345", "12354")]) == 4
    assert F.memory_score([("123", "124"), ("1234", "1234")]) == 0
    assert F.memory_ok("5 0 1", "501")


def test_clicks_and_score_text_are_scores_the_notation_accepts() -> None:
    assert F.clicks_in("") == 1
    assert F.clicks_in("xxx") == 4
    for value in (0, 7, 12.345, 9999, 1e9, -3):
        text = F.score_text(value)
        assert parse_score(text) is not None, text
    assert F.score_text(12.5) == "12.5"
    assert F.score_text(30.0) == "30"


def test_feat_game_steps_for_each_feat() -> None:
    rng = random.Random(1)
    react = F.FeatGame("reaction", rng)
    step = react.start(0.0)
    assert 1.0 <= step.wait <= 3.0 and step.score is None
    assert react.answer("", 0.5).score == str(F.FALSE_START)  # Enter before GO!
    react = F.FeatGame("reaction", rng)
    react.start(0.0)
    assert react.tick(2.0).lines == ("GO!",)
    assert react.answer("", 2.3).score == "300"

    mem = F.FeatGame("memory", rng)
    step = mem.start(0.0)
    assert len(mem.sequence) == F.MEMORY_FIRST and step.wait > 0
    mem.tick(1.0)
    mem.answer(mem.sequence, 2.0)  # round 1 right: a longer sequence
    assert len(mem.sequence) == F.MEMORY_FIRST + 1
    mem.tick(3.0)
    assert mem.answer("x", 4.0).score == str(F.MEMORY_FIRST)

    clicks = F.FeatGame("clicks", rng)
    clicks.start(0.0)
    for k in range(5):
        clicks.answer("", 0.5 + k * 0.1)
    assert clicks.tick(5.0).score == "5"

    with pytest.raises(ValueError):
        F.FeatGame("juggling")


def test_run_plain_reaction_and_twister_with_scripted_input() -> None:
    said: list[str] = []
    twister = F.FeatGame("twister", random.Random(5)).twister
    answers = iter(["", twister])
    score = F.run_plain(
        "reaction", lambda _p: next(answers), said.append, Ticking(0.4), lambda _s: None
    )
    assert "GO!" in said
    assert 0 < float(score) < F.FALSE_START
    score = F.run_plain(
        "twister",
        lambda _p: next(answers),
        said.append,
        Ticking(0.5),
        lambda _s: None,
        random.Random(5),
    )
    assert twister in said
    assert float(score) > 0


SLABO = (("number", 1), ("slabo", 4))


def test_plain_mode_plays_slabo_feats_as_mini_games_and_sends_the_measured_score() -> None:
    out = io.StringIO()
    played: list[str] = []

    class Person(io.StringIO):
        """Answers by what the transcript last asked: a mini-game, else the first move."""

        def readline(self, size: int | None = -1) -> str:
            text = out.getvalue()
            tail = text[-600:]
            if len(played) > 400:
                return "quit\n"
            if tail.rstrip().endswith("GO!") or "Press Enter as many" in tail[-200:]:
                played.append("enter")
                return "\n"
            for line in F.TWISTERS:
                if tail.rstrip().endswith(line):
                    played.append("twister")
                    return line + "\n"
            menu = text[text.rfind("--- game") :]
            for feat in ("reaction", "twister", "clicks"):
                if f"  play {feat} - " in menu:
                    played.append(feat)
                    return f"play {feat}\n"
            played.append("1")
            return "1\n"

    rules = Rules(players=3, custom_deck=SLABO, hand_size=4, match_points=10)
    table = TerminalTable(
        rules,
        3,
        "random",
        0,
        out,
        Person(),
        clock=Ticking(0.3),
        sleep=lambda _s: None,
        feat_rng=random.Random(2),
    )
    table.run()
    text = out.getvalue()
    assert "Feat " in text, "no Slabo? mini-game was offered and played"
    sent = [w for w in played if w in ("reaction", "twister", "clicks")]
    assert sent, played[-20:]
    assert "Your score:" in text
