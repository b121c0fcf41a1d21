"""Whole games in the full-screen app, played by key presses through Textual's Pilot."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

from svintus.engine import Rules
from svintus.engine.record import Record

from .helpers import SIZE, local_app, play_match


def test_a_match_by_keys_to_its_threshold(tmp_path: Path) -> None:
    """R7.3: game after game by keys (play, draw, accept, keep, slap, catch, intercept,
    name a colour) until the match threshold; a scores screen after each game; every
    game's record replays (R14.1)."""
    rules = Rules(players=3, match_points=15, turn_seconds=8.0)
    app, source, clock = local_app(rules, seed=11, records=tmp_path)

    async def run() -> list[str]:
        async with app.run_test(size=SIZE) as pilot:
            return await play_match(pilot, app, source, clock, games=99)

    done = asyncio.run(run())
    match = source.table.match
    assert match.over and max(match.totals) >= 15
    assert any(d.startswith("play ") for d in done)
    assert {"draw", "accept", "slap", "catch", "intercept", "name"} <= set(done), set(done)
    files = sorted(tmp_path.glob("*.json"))
    assert len(files) == match.games
    for f in files:
        game = Record.from_json(json.loads(f.read_text()), str(f)).verify(str(f))
        assert game.over
    kinds = {line for line, _ in app.feed_lines}
    assert any(line.startswith("Player (you) plays ") for line in kinds)


def test_svinorost_and_temnodel_by_keys() -> None:
    """R9: a 2.0 recipe by keys: Svinorost chains (a number card or give up, u) and
    Temnodel chains (a dark card with its declaration, or check, k)."""
    rules = Rules(players=2, recipe="artistic", match_points=40)
    app, source, clock = local_app(rules, seed=6)

    async def run() -> list[str]:
        async with app.run_test(size=SIZE) as pilot:
            return await play_match(pilot, app, source, clock, games=1)

    done = asyncio.run(run())
    lines = [line for line, _ in app.feed_lines]
    assert {"dark", "check", "give up"} <= set(done), set(done)
    assert any("Temnodel by " in line for line in lines)
    assert any("«Svinorost!»" in line for line in lines)


def test_a_rematch_after_the_match_with_n(tmp_path: Path) -> None:
    """After the match, n on the scores screen starts a new match at the same table (the
    seats, the bots, the rules) with a new seed; the help lists the key."""
    from svintus.engine.match import derive_seed
    from svintus.terminal.screens import HelpScreen, ScoresScreen

    from .helpers import screen_text

    rules = Rules(players=2, match_points=5)
    app, source, clock = local_app(rules, seed=3, records=tmp_path)
    first = source.table

    async def run() -> None:
        async with app.run_test(size=SIZE) as pilot:
            await play_match(pilot, app, source, clock, games=99)
            assert first.match.over and isinstance(app.screen, ScoresScreen)
            assert "n: a rematch" in screen_text(app)
            await pilot.press("n")
            table = source.table
            assert table is not first and not isinstance(app.screen, ScoresScreen)
            assert table.seed == derive_seed(3, "rematch") != first.seed
            assert table.rules == rules and table.person == 0 and table.bot_name == "random"
            assert table.match.games == 0 and table.index == 1
            assert app.snap is not None and app.snap.totals == (0, 0) and app.snap.game == 1
            await pilot.press("question_mark")
            assert isinstance(app.screen, HelpScreen)
            assert "a rematch: the same seats" in screen_text(app)
            await pilot.press("escape")
            await play_match(pilot, app, source, clock, games=99)  # scores come again
            assert table.match.over and isinstance(app.screen, ScoresScreen)
            await pilot.press("enter")  # leaves
            for _ in range(100):
                if app.return_code is not None:
                    break
                await pilot.pause(0.01)

    asyncio.run(run())
    assert app.return_code == 0
    assert any("a rematch" in line for line, _ in app.feed_lines)
    names = {f.name for f in tmp_path.glob("*.json")}
    assert f"match-{derive_seed(3, 'rematch')}-game-001.json" in names
    assert "match-3-game-001.json" in names
