"""Snapshots of the main screens, and the real-time parts of the full-screen game.

Snapshots are the screen as text (``snapshots/*.txt``, always compared) and as SVG
(``snapshots/*.svg``, compared when the installed Textual is the one that made them,
``snapshots/textual-version.txt``), on a seeded table and a frozen clock. After a
deliberate change of the screens, rewrite them with ``SVINTUS_UPDATE_SNAPSHOTS=1 pytest
tests/terminal`` and look at the difference before committing it.
"""

from __future__ import annotations

import asyncio
import json
import os
from collections.abc import Awaitable, Callable
from pathlib import Path

import pytest
import textual
from textual.pilot import Pilot

from svintus.engine import Rules
from svintus.engine.actions import Act
from svintus.engine.cards import card_name
from svintus.engine.record import Record
from svintus.phrases import card_label
from svintus.terminal.app import KEYS, SvintusApp
from svintus.terminal.look import spoken
from svintus.terminal.screens import ColourScreen, HelpScreen, ScoresScreen
from svintus.terminal.source import LocalSource
from svintus.terminal.widgets import HandView, TableView

from .helpers import SIZE, FakeClock, local_app, play_match, screen_text, wait_bots

SNAPSHOTS = Path(__file__).parent / "snapshots"
UPDATE = os.environ.get("SVINTUS_UPDATE_SNAPSHOTS") == "1"


async def settle(pilot: Pilot[int]) -> None:
    """Let every widget (the footer's keys too) draw before the picture is taken."""
    for _ in range(3):
        await pilot.pause(0.05)


def check_snapshot(app: SvintusApp, name: str) -> None:
    text = screen_text(app) + "\n"
    svg = app.export_screenshot(title="svintus play")
    version = textual.__version__
    text_file, svg_file = SNAPSHOTS / f"{name}.txt", SNAPSHOTS / f"{name}.svg"
    version_file = SNAPSHOTS / "textual-version.txt"
    if UPDATE:
        SNAPSHOTS.mkdir(exist_ok=True)
        text_file.write_text(text, "utf-8")
        svg_file.write_text(svg, "utf-8")
        version_file.write_text(version + "\n", "utf-8")
        return
    assert text == text_file.read_text("utf-8"), f"{name}: the screen changed:\n{text}"
    if version_file.read_text("utf-8").strip() == version:
        assert svg == svg_file.read_text("utf-8"), f"{name}: the colours or styles changed"


async def until_my_turn(
    app: SvintusApp, source: LocalSource, clock: FakeClock, plays: bool = True
) -> None:
    """Let the bots play until the person is to move (and can play a card)."""
    for _ in range(500):
        snap = app.snap
        assert snap is not None
        v = snap.view
        if v["current"] == 0 and v["race"] is None and not v["naming"]:
            if not plays or any(a.kind == Act.PLAY for a in snap.legal):
                return
            if any(a.kind == Act.DRAW for a in snap.legal):
                source.act(snap.legal[-2])  # draw; the turn goes on
                app.refresh_table()
                continue
        await wait_bots(app, source, clock)
    raise AssertionError("no turn for the person")


def run_app(app: SvintusApp, body: Callable[[Pilot[int]], Awaitable[None]]) -> None:
    async def run() -> None:
        async with app.run_test(size=SIZE) as pilot:
            await body(pilot)

    asyncio.run(run())


# ----------------------------------------------------------------- snapshots


def test_snapshot_main_screen_on_your_turn() -> None:
    app, source, clock = local_app(Rules(players=4), seed=5)

    async def body(pilot: Pilot[int]) -> None:
        await until_my_turn(app, source, clock)
        await pilot.press("right")
        await pilot.pause()
        await settle(pilot)
        check_snapshot(app, "main")

    run_app(app, body)


def test_snapshot_help_screen_lists_every_key() -> None:
    app, _, _ = local_app(Rules(players=3), seed=2)

    async def body(pilot: Pilot[int]) -> None:
        await pilot.press("question_mark")
        await settle(pilot)
        assert isinstance(app.screen, HelpScreen)
        text = screen_text(app)
        for key in KEYS:
            if key.help:
                assert spoken(key.help)[:40] in text, key  # without rule numbers
        await settle(pilot)
        check_snapshot(app, "help")
        await pilot.press("escape")
        assert not isinstance(app.screen, HelpScreen)

    run_app(app, body)


def test_snapshot_scores_after_a_game(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)  # the record's path on the screen is the same every run
    (tmp_path / "records").mkdir()
    rules = Rules(players=3, match_points=200)
    app, source, clock = local_app(rules, seed=7, records=Path("records"))

    async def body(pilot: Pilot[int]) -> None:
        await play_match(pilot, app, source, clock, games=1)
        await settle(pilot)
        assert isinstance(app.screen, ScoresScreen)
        text = screen_text(app)
        assert "Game 1:" in text and "match to 200 points" in text
        assert "record saved: records/match-7-game-001.json" in text
        await settle(pilot)
        check_snapshot(app, "scores")
        await pilot.press("enter")  # the next game is dealt
        assert not isinstance(app.screen, ScoresScreen)
        assert source.table.index == 2

    run_app(app, body)


def test_snapshot_naming_a_colour_for_a_polisvin() -> None:
    app, source, clock = local_app(Rules(players=2), seed=3)

    async def body(pilot: Pilot[int]) -> None:
        for _ in range(300):
            await until_my_turn(app, source, clock)
            snap = app.snap
            assert snap is not None
            polisvin = [a for a in snap.legal if a.kind == Act.PLAY and a.colour is not None]
            if polisvin:
                hand = list(snap.view["hand"])
                await pilot.press(str(hand.index("polisvin") + 1), "enter")
                await pilot.pause()
                assert isinstance(app.screen, ColourScreen)
                await settle(pilot)
                check_snapshot(app, "colour")
                await pilot.press("g")
                assert any("Polisvin, colour: green" in x for x, _ in app.feed_lines)
                return
            source.act(snap.legal[0])
            app.refresh_table()
        raise AssertionError("no Polisvin came")

    run_app(app, body)


# ----------------------------------------------------------------- real time


def test_the_turn_timer_runs_out_on_the_person() -> None:
    """R5.5: no action within turn_seconds: the table times the person out (skip, 2)."""
    app, source, clock = local_app(Rules(players=3, turn_seconds=5.0), seed=4)

    async def body(pilot: Pilot[int]) -> None:
        await until_my_turn(app, source, clock, plays=False)
        snap = app.snap
        assert snap is not None and snap.turn_left == pytest.approx(5.0, abs=1e-3)
        clock.t += 4.0
        app.tick()
        assert app.snap is not None and app.snap.turn_left == pytest.approx(1.0, abs=1e-3)
        assert not any("Player (you): time is up" in x for x, _ in app.feed_lines)
        clock.t += 1.01
        app.tick()
        assert [x for x, _ in app.feed_lines[-3:-1]] == [
            "Player (you): time is up",
            "Player (you) loses the turn",
        ]
        assert app.feed_lines[-1][0].startswith("Player (you) is too slow: takes 2 cards: ")

    run_app(app, body)


def test_help_pauses_the_local_table() -> None:
    app, source, clock = local_app(Rules(players=3), seed=4)

    async def body(pilot: Pilot[int]) -> None:
        await until_my_turn(app, source, clock, plays=False)
        move = source.table.running.move
        await pilot.press("f1")
        clock.t += 100.0
        app.tick()
        assert source.table.running.move == move  # nothing happened while help was open
        await pilot.press("escape")
        assert app.snap is not None and app.snap.turn_left == pytest.approx(8.0, abs=1e-3)

    run_app(app, body)


def slap_race(slap: bool) -> str:
    """Play seed 11 up to its first Khlopkopyt; Space at once or never; how it ended."""
    app, source, clock = local_app(Rules(players=3), seed=11)
    result: list[str] = []

    async def body(pilot: Pilot[int]) -> None:
        for _ in range(3000):
            snap = app.snap
            assert snap is not None
            if snap.view["race"] is not None:
                break
            if snap.view["current"] == 0:
                source.act(snap.legal[0] if snap.legal[0].kind != Act.SPEAK else snap.legal[-1])
                app.refresh_table()
                continue
            await wait_bots(app, source, clock)
        else:
            raise AssertionError("no Khlopkopyt")
        if slap:
            await pilot.press("space")
        while app.snap is not None and app.snap.view["race"] is not None:
            await wait_bots(app, source, clock)
        result.append(next(x for x, _ in app.feed_lines[::-1] if "race is over" in x))

    run_app(app, body)
    return result[0]


def test_slap_race_by_space_bar_against_the_bots() -> None:
    """R8.6: Space at once beats the bots' reaction times; not slapping loses the race."""
    assert "Player (you)" not in slap_race(True)
    assert "Player (you)" in slap_race(False)


def test_mouse_click_on_a_card_and_on_the_deck() -> None:
    app, source, clock = local_app(Rules(players=3), seed=5)

    async def body(pilot: Pilot[int]) -> None:
        await until_my_turn(app, source, clock)
        snap = app.snap
        assert snap is not None
        card = next(a for a in snap.legal if a.kind == Act.PLAY and a.colour is None)
        hand = list(snap.view["hand"])
        index = hand.index(card_name(card.card))
        per_row = app.query_one(HandView).per_row()
        x = 1 + (index % per_row) * 7 + 2
        y = 1 + (index // per_row) * 4 + 2
        await pilot.click(HandView, offset=(x, y))
        played = f"Player (you) plays {card_label(card_name(card.card), 'en')}"
        assert any(x.startswith(played) for x, _ in app.feed_lines)
        await until_my_turn(app, source, clock, plays=False)
        if any(a.kind == Act.DRAW for a in app.snap.legal):  # type: ignore[union-attr]
            await pilot.click(TableView, offset=(4, 2))
            assert any(x.startswith("Player (you) draws ") for x, _ in app.feed_lines)

    run_app(app, body)


def test_every_legal_move_from_the_moves_list() -> None:
    """m goes to the list of every legal move; Down and Enter play the chosen one."""
    app, source, clock = local_app(Rules(players=3), seed=5)

    async def body(pilot: Pilot[int]) -> None:
        await until_my_turn(app, source, clock)
        snap = app.snap
        assert snap is not None
        moves = [a for a in snap.legal]
        await pilot.press("m", "down", "enter")
        chosen = moves[1]
        assert chosen.kind in (Act.PLAY, Act.DRAW)
        assert source.table.running.move == snap.view["move"] + 1

    run_app(app, body)


def test_quitting_saves_the_running_game(tmp_path: Path) -> None:
    app, source, clock = local_app(Rules(players=3), seed=5, records=tmp_path)

    async def body(pilot: Pilot[int]) -> None:
        await until_my_turn(app, source, clock)
        await pilot.press("d")  # one action of the person's, then leave mid-game
        await pilot.press("q")
        await pilot.pause()
        await pilot.press("y")
        for _ in range(100):
            if app.return_code is not None:
                break
            await pilot.pause(0.01)

    run_app(app, body)
    assert app.return_code == 0
    (path,) = tmp_path.glob("*.json")
    record = json.loads(path.read_text())
    assert any(" draw" in a for a in map(str, record["actions"])), record["actions"]
    Record.from_json(record, str(path)).verify(str(path))
