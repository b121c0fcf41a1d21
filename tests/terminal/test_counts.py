"""Numbers meet nouns in the terminal (issue #13, point 7): "1 game", "1 random bot",
never "after 1 games" or "against 1 random bots"."""

from __future__ import annotations

import asyncio
import dataclasses
import re
import subprocess
import sys

from svintus.engine import Rules
from svintus.terminal.app import SvintusApp
from svintus.terminal.driver import LocalTable
from svintus.terminal.look import count
from svintus.terminal.screens import StartScreen
from svintus.terminal.source import LocalSource

from .helpers import SIZE, FakeClock, screen_text

WRONG = re.compile(r"\b1 (\w+ )*(games|bots)\b")


def test_count_says_one_noun_or_many() -> None:
    assert count(0, "game") == "0 games"
    assert count(1, "game") == "1 game"
    assert count(2, "game") == "2 games"
    assert count(1, "random bot") == "1 random bot"
    assert count(3, "random bot") == "3 random bots"
    assert count(11, "bot") == "11 bots" and count(21, "bot") == "21 bots"


def test_plain_play_against_one_bot_says_one_normal_bot() -> None:
    """The default bots are the web's Play now bots: normal (docs/decisions.md)."""
    r = subprocess.run(
        [sys.executable, "-m", "svintus", "play", "--plain", "--players", "2", "--no-records"],
        input="quit\n",
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert r.returncode == 0, r.stderr
    first = r.stdout.splitlines()[0]
    against = r"Svintus: a match to \d+ points; you are Player, against 1 bot \(normal\)"
    assert re.fullmatch(against, first), first
    assert not WRONG.search(r.stdout), r.stdout


def test_full_screen_one_bot_and_bye_after_one_game() -> None:
    clock = FakeClock()
    source = LocalSource(LocalTable(Rules(players=2), 5, "random", 0, None), clock)
    app = SvintusApp(source, autotick=False, wait_for_key=True)

    async def run() -> None:
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            assert isinstance(app.screen, StartScreen)
            text = screen_text(app)
            assert "against 1 bot" in text and not WRONG.search(text), text
            await pilot.press("x")
            await pilot.pause()
            assert app.snap is not None
            # one finished game behind us (its points by seat), then the person leaves
            app.snap = dataclasses.replace(app.snap, history=((0, 7),))
            await app.leave()
            bye = [line for line, _ in app.feed_lines if line.startswith("bye.")]
            assert bye and bye[0].startswith("bye. scores after 1 game: "), bye
            assert not any(WRONG.search(line) for line, _ in app.feed_lines)

    asyncio.run(run())


def test_svintus_said_before_the_card_is_told_once() -> None:
    """Issue #13: «Svintus!» twice in the feed. Said on its own, then the card: the engine
    reports the declaration again after the card; the feed tells it once."""
    from svintus.engine.actions import Act
    from svintus.engine.game import Game
    from svintus.terminal.words import Teller

    def said(lines: list[str]) -> int:
        return sum("Svintus!" in line or "Свинтус!" in line for line in lines)

    for early in (True, False):
        game = Game.new(Rules(players=2, hand_size=2), 1)
        p = game.current
        teller = Teller(p, ["Anna", "Bot"])
        lines: list[str] = []
        legal = game.legal_actions(p)
        if early:
            lines += teller.lines(game.apply(next(a for a in legal if a.kind == Act.DECLARE)))
            legal = game.legal_actions(p)
        play = next(a for a in legal if a.kind == Act.PLAY and a.svintus is not early)
        events = game.apply(play)
        assert sum(type(e).__name__ == "Declared" for e in events) == 1  # the engine repeats it
        lines += teller.lines(events)
        assert said(lines) == 1, lines


PLAIN = [sys.executable, "-m", "svintus", "play", "--plain", "--players", "3", "--no-records"]


def test_plain_play_shows_no_rule_numbers() -> None:
    """The plain mode's help and lines say the rules in words, as the full screen does."""
    r = subprocess.run(
        # a fixed seed whose deal opens no slap race (a Khlopkopyt face up would take the
        # first line as a slap, R8.6, and the help would not be shown)
        [*PLAIN, "--seed", "1"],
        input="help\nquit\n",
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert r.returncode == 0, r.stderr
    assert "leave your seat, for Shtul!" in r.stdout
    assert not re.search(r"\bR\d+\.\d|\(R\d", r.stdout), r.stdout
