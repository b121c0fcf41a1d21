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
    assert any(line.startswith("p1 plays ") for line in kinds)


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
    assert any("Temnodel chain" in line for line in lines)
    assert any('"Svinorost!"' in line for line in lines)
