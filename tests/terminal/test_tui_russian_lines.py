"""The full-screen game's own feed lines in Russian too: a Russian player read
«=== a rematch: a new match, seed … ===» after pressing n; the old notation feed
(terminal/feed.py, «p2 caught p3 without 'Svintus!'») is gone: the feed's sentences come
from the phrase catalogue in both languages (svintus/phrases.py, web/phrases.json)."""

from __future__ import annotations

import asyncio
import importlib.util

from svintus.engine import Rules
from svintus.terminal.words import set_lang

from .helpers import local_app, play_match

SMALL = (80, 24)


def test_a_rematch_is_told_in_russian_at_80x24() -> None:
    set_lang("ru")
    app, source, clock = local_app(Rules(players=2, match_points=5), seed=3, records=None)

    async def run() -> None:
        async with app.run_test(size=SMALL) as pilot:
            await play_match(pilot, app, source, clock, games=99)
            await pilot.press("n")
            await pilot.pause(0.01)

    asyncio.run(run())
    lines = [line for line, _ in app.feed_lines]
    assert any(line.startswith("=== реванш: новый матч") for line in lines), lines[-5:]
    assert not any("rematch" in line for line in lines)


def test_the_notation_feed_with_english_lines_is_gone() -> None:
    """Nothing on the screens used terminal/feed.py since the catalogue's feed came."""
    assert importlib.util.find_spec("svintus.terminal.feed") is None
