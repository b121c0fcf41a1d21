"""Issue 27 point 5: quitting keeps the match. Ctrl-C asks in the player's language with
the clock paused; leaving mid-way keeps the match, and the kept match resumes where it
stood (the same deal, the same hands, the same move; R14.1: a record replays)."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from svintus.cli import main
from svintus.engine import Rules
from svintus.terminal import resume
from svintus.terminal.app import SvintusApp
from svintus.terminal.screens import QuitScreen
from svintus.terminal.source import LocalSource
from svintus.terminal.words import set_lang

from .helpers import FakeClock, local_app, play_turn, react, screen_text, wait_bots


def test_quit_mid_match_keeps_it_and_it_resumes_where_it_stood(tmp_path: Path) -> None:
    set_lang("ru")
    keep = tmp_path / "unfinished.json"
    records = tmp_path / "records"
    records.mkdir()
    rules = Rules(players=3, recipe="full_box", hand_size=6)
    app, source, clock = local_app(rules, seed=11, records=records)
    source.keep = keep
    left: dict[str, object] = {}

    async def run() -> None:
        async with app.run_test(size=(80, 24)) as pilot:
            for _ in range(400):  # a few turns by keys, then leave on my turn
                await pilot.pause()
                snap = app.snap
                assert snap is not None
                if len(app.screen_stack) > 1:
                    await pilot.press("escape")
                    continue
                mine = snap.view["current"] == snap.seat and snap.view["race"] is None
                if mine and snap.view["move"] >= 6 and snap.legal:
                    break
                if mine:
                    await play_turn(pilot, app)
                    await source.settle()
                elif await react(pilot, app) is None:
                    await wait_bots(app, source, clock)
            snap = app.snap
            assert snap is not None and not snap.game_over
            left.update(move=snap.view["move"], hand=list(snap.view["hand"]))
            await pilot.press("ctrl+c")
            assert isinstance(app.screen, QuitScreen)
            text = screen_text(app)
            assert "Выйти из матча?" in text and "svintus play предложит" in text, text
            assert "Do you want to quit" not in text
            paused = source.now()
            clock.t += 30.0  # the clock stands while the question is up
            assert source.now() == paused
            await pilot.press("n")
            assert not isinstance(app.screen, QuitScreen) and source.paused_at is None
            await pilot.press("ctrl+c")
            await pilot.press("y")
            await pilot.pause()

    asyncio.run(run())
    assert keep.exists(), "the match left mid-way was not kept"
    assert any("матч сохранён" in line for line in app.farewell), app.farewell
    assert any(str(records) in line for line in app.farewell), app.farewell
    kept = resume.load(keep)
    assert kept is not None
    table = resume.restore(kept, records)
    assert table.running.move == left["move"]
    clock2 = FakeClock()
    source2 = LocalSource(table, clock2, keep=keep)
    app2 = SvintusApp(source2, autotick=False)

    async def again() -> None:
        async with app2.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            snap = app2.snap
            assert snap is not None
            assert list(snap.view["hand"]) == left["hand"]
            assert snap.view["move"] == left["move"] and snap.view["current"] == snap.seat
            assert snap.turn_left == pytest.approx(rules.turn_seconds)  # a fresh turn clock
            text = screen_text(app2)
            assert "продолжение с хода" in text, text
            await play_turn(pilot, app2)  # the game goes on
            await source2.settle()
            assert table.running.move > int(left["move"])  # type: ignore[call-overload]

    asyncio.run(again())


def test_resume_without_a_kept_match_is_one_line_in_russian(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    monkeypatch.setattr("svintus.commands.play.full_screen", lambda args: True)
    assert main(["play", "--resume", "--lang", "ru"]) == 2
    out, err = capsys.readouterr()
    assert (out, err) == ("", "svintus: ошибка: нет оставленного матча\n")
