"""A fair first turn in the terminal (issue #13, point 1): the clock starts at the first
key, the header shows the pace, a first match is relaxed, the last two seconds ring."""

from __future__ import annotations

import asyncio
import re
from pathlib import Path

import pytest
from textual.widgets import Input

from svintus.cli import build_parser
from svintus.commands import play
from svintus.engine import Rules
from svintus.engine.rules import TURN_PRESETS
from svintus.terminal.app import SvintusApp
from svintus.terminal.driver import LocalTable
from svintus.terminal.screens import StartScreen
from svintus.terminal.source import LocalSource

from .helpers import SIZE, FakeClock, screen_text


def test_the_clock_waits_for_the_first_key_and_the_header_shows_the_pace() -> None:
    clock = FakeClock()
    rules = Rules(players=2, turn_seconds=TURN_PRESETS["relaxed"])
    source = LocalSource(LocalTable(rules, 5, "random", 0, None), clock)
    app = SvintusApp(source, autotick=False, wait_for_key=True)

    async def run() -> None:
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            assert isinstance(app.screen, StartScreen)
            text = screen_text(app)
            assert "press any key to start" in text
            assert "pace: relaxed (15 s a turn)" in text
            assert "pace relaxed" in text.splitlines()[0]
            clock.t += 60  # a minute reading the screen: no time passes at the table
            app.tick()
            assert source.now() == 0.0
            assert not any("out of time" in line for line, _ in app.feed_lines)
            await pilot.press("x")
            await pilot.pause()
            assert not isinstance(app.screen, StartScreen)
            clock.t += 1
            app.tick()
            assert source.now() == pytest.approx(1.0)

    asyncio.run(run())


def test_my_turn_and_its_last_two_seconds_ring_the_bell() -> None:
    """Issue 24 point 5: the bell rings once when the turn becomes mine, and once more
    in its last two seconds."""
    clock = FakeClock()
    rules = Rules(players=2, turn_seconds=8)
    source = LocalSource(LocalTable(rules, 5, "random", 0, None), clock)
    app = SvintusApp(source, autotick=False)
    rings: list[int] = []
    app.bell = lambda: rings.append(1)  # type: ignore[method-assign]

    async def run() -> None:
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            snap = app.snap
            assert snap is not None
            assert snap.view["current"] == 0 and snap.race_left is None  # seed 5: p1 starts
            assert rings == [1]  # my turn
            clock.t += 5.0
            app.tick()
            assert rings == [1] and "now!" not in screen_text(app)
            clock.t += 1.6  # 1.4 s left
            app.tick()
            await pilot.pause()
            assert rings == [1, 1]
            assert "YOUR TURN: 1 s!" in screen_text(app)
            clock.t += 0.2
            app.tick()
            assert rings == [1, 1]  # once a turn

    asyncio.run(run())


def test_no_bell_keeps_the_terminal_quiet() -> None:
    """``svintus play --no-bell``: no bell on my turn, nor in its last seconds."""
    clock = FakeClock()
    rules = Rules(players=2, turn_seconds=8)
    source = LocalSource(LocalTable(rules, 5, "random", 0, None), clock)
    app = SvintusApp(source, autotick=False, bell=False)
    rings: list[int] = []
    app.bell = lambda: rings.append(1)  # type: ignore[method-assign]

    async def run() -> None:
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            clock.t += 6.6
            app.tick()
            await pilot.pause()
            assert "YOUR TURN: 1 s!" in screen_text(app)
            assert rings == []

    asyncio.run(run())


def test_a_first_full_screen_match_is_relaxed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    args = build_parser().parse_args(["play"])
    assert play.first_match()
    assert play.rules_of(args, first=True).turn_seconds == TURN_PRESETS["relaxed"]
    play.mark_played()
    assert not play.first_match()
    assert play.rules_of(args, first=False).turn_seconds == TURN_PRESETS["normal"]
    fast = build_parser().parse_args(["play", "--pace", "blitz"])
    assert play.rules_of(fast, first=True).turn_seconds == TURN_PRESETS["blitz"]


def test_the_moves_list_plays_with_m_enter_and_has_no_say_entry() -> None:
    """Issue #13: the moves list needed Down before Enter, and its "say ..." entry turned
    the next keys into chat."""
    clock = FakeClock()
    rules = Rules(players=2, turn_seconds=8)
    source = LocalSource(LocalTable(rules, 5, "random", 0, None), clock)
    app = SvintusApp(source, autotick=False)

    async def run() -> None:
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            assert not any(label.startswith("Say") for label, _ in app._moves)
            snap = app.snap
            assert snap is not None and snap.view["current"] == 0
            move = snap.view["move"]
            first = app._moves[0][1]
            await pilot.press("m", "enter")
            await pilot.pause()
            await source.settle()
            app.tick()
            assert app.snap is not None and app.snap.view["move"] > move, first
            assert not isinstance(app.focused, Input)

    asyncio.run(run())


def test_the_screen_shows_no_rule_numbers() -> None:
    """Players read the rules in words (docs/rules.md), never "R8.6" (issue #13)."""

    clock = FakeClock()
    rules = Rules(players=3, turn_seconds=8)
    source = LocalSource(LocalTable(rules, 3, "random", 0, None), clock)
    app = SvintusApp(source, autotick=False)

    async def run() -> None:
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            for _ in range(40):
                clock.t += 2
                app.tick()
                await source.settle()
                assert not re.search(r"\bR\d+\.\d", screen_text(app)), screen_text(app)
            assert not any(re.search(r"\(R\d", line) for line, _ in app.feed_lines)
            await pilot.press("question_mark")
            await pilot.pause()
            assert not re.search(r"\(R\d", screen_text(app))

    asyncio.run(run())


def test_first_game_tips_once_each_and_off(tmp_path: Path) -> None:
    from svintus.terminal.tips import TIPS, Tips

    clock = FakeClock()
    rules = Rules(players=2, turn_seconds=8, hand_size=2)
    tips = Tips(on=True, path=tmp_path / "tips-seen")
    source = LocalSource(LocalTable(rules, 14, "random", 0, None), clock)  # p1 to play
    app = SvintusApp(source, autotick=False, tips=tips)

    async def run() -> None:
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            # two cards and a play on my turn: the second-to-last card's tip
            assert app.tips_shown == [TIPS["last_card"]]
            app.refresh_table()
            assert app.tips_shown == [TIPS["last_card"]]  # once

    asyncio.run(run())
    assert (tmp_path / "tips-seen").read_text() == "last_card"
    again = Tips(on=True, path=tmp_path / "tips-seen")
    assert again.seen == {"last_card"}
    shown: list[str] = []
    view = {"race": {"slapped_deck": []}, "current": 1, "hand": ["G1"]}
    Tips(on=False, path=tmp_path / "other").check(view, (), 0, shown.append)
    assert shown == []  # --no-tips
    again.check(view, (), 0, shown.append)
    assert shown == [TIPS["race"]]


def test_first_game_tips_for_the_chains_and_the_2_0_moments(tmp_path: Path) -> None:
    """Each moment shows its own tip first, once, in the language of the screen."""
    from svintus.engine.actions import Act, Action
    from svintus.terminal.tips import TIPS, Tips, situations
    from svintus.terminal.words import set_lang

    gift = Action(Act.ETIQUETTE, 0)
    windows = {"windows": [{"offender": 2, "reactors": [0, 1]}]}
    moments: dict[str, tuple[dict[str, object], tuple[Action, ...]]] = {
        "race_ahead": ({"current": 1, "hand": ["R5", "G:khlopkopyt"]}, ()),
        "svinorost": ({"current": 0, "chain": {"kind": "svinorost", "values": [1, 2]}}, ()),
        "dark": ({"current": 0, "chain": {"kind": "temnodel", "dark": []}}, ()),
        "etiquette_chance": ({"current": 2, "etiquette": windows}, (gift,)),
        "etiquette_broken": (
            {"current": 1, "etiquette": {"windows": [{"offender": 0, "reactors": [1]}]}},
            (),
        ),
        "wink": ({"current": 1, "etiquette": {"windows": [], "flickers": [2]}}, ()),
        "courage": ({"current": 1, "courage": {"owed": [{"player": 0, "task": "bow"}]}}, ()),
        "challenge": ({"current": 1, "challenge": {"races": {"card": "hands"}}}, ()),
    }
    # an Etiquette chance without the card to hand over is not one
    assert "etiquette_chance" not in situations({"etiquette": windows}, (), 0)
    for lang in ("en", "ru"):
        set_lang(lang)
        for key, (view, legal) in moments.items():
            assert situations(view, legal, 0)[:1] == [key], key
            shown: list[str] = []
            tips = Tips(on=True, path=tmp_path / f"{lang}-{key}")
            tips.check(view, legal, 0, shown.append)
            tips.check(view, legal, 0, shown.append)
            assert len(shown) == 1, (key, shown)
            russian = re.search("[а-яё]", shown[0]) is not None
            assert russian == (lang == "ru"), shown
            assert (shown[0] == TIPS[key]) == (lang == "en"), shown
    set_lang("en")
