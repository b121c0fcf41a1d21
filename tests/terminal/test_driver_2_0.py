"""The local table with Svintus 2.0 families: windows closed on its clock (R14.1, R14.2),
phases that await several players (R14.3), and the plain mode's 2.0 menus."""

from __future__ import annotations

import io
import re

import pytest

from svintus.engine import Rules
from svintus.engine import actions as A
from svintus.engine.families.protocol import Timer
from svintus.table.timers import Windows
from svintus.terminal.driver import AWAITED, WINDOW, LocalTable
from svintus.terminal.table import TerminalTable

RACES = (("number", 1), ("one_for_all", 3))  # One for All (R12.4): a race of every player


def test_a_window_is_due_seconds_after_its_key_first_appeared_and_vanishes_with_it() -> None:
    w = Windows()
    a = Timer("etiquette:1", 4.0, A.close_race())
    b = Timer("courage:2", 1.0, A.close_race())
    w.update([a], 10.0)
    w.update([a, b], 12.0)  # a keeps its first-seen time
    due = w.next([a, b])
    assert due is not None and due.key == "courage:2" and due.at == pytest.approx(13.0)
    w.update([a], 12.5)  # b is gone: cancelled
    due = w.next([a])
    assert due is not None and due.key == "etiquette:1" and due.at == pytest.approx(14.0)
    w.update([b], 20.0)  # b again: a new window
    due = w.next([b])
    assert due is not None and due.at == pytest.approx(21.0)
    assert w.left([b], 20.5) == [("courage:2", pytest.approx(0.5))]


def test_r14_the_local_table_closes_windows_and_every_awaited_bot_races() -> None:
    rules = Rules(players=3, custom_deck=RACES, hand_size=5, match_points=1000)
    table = LocalTable(rules, 2, "random", 0)  # a person who never answers: races time up
    game = table.new_game()
    windows = 0
    racers: set[int] = set()
    for _ in range(5000):
        if windows and len(racers) >= 2:
            break
        if game.over:
            table.finish_game()
            game = table.new_game()
        plan = table.plan()
        assert plan is not None
        if plan.what == WINDOW:
            key = next(t.key for t in game.timers() if t.action == plan.action)
            seconds = next(t.seconds for t in game.timers() if t.key == key)
            assert plan.due == pytest.approx(table.windows.seen[key] + seconds)
            windows += 1
        if plan.what == AWAITED and plan.seat != game.current:
            racers.add(plan.seat)
        table.step()
    assert windows, "no 2.0 window was closed by the local table's clock"
    assert len(racers) >= 2, "awaited players other than the one to move did not act"


def test_plain_mode_offers_2_0_actions_and_plays_a_race_game_to_its_end() -> None:
    lines = iter(["1"] * 1500)

    class Person(io.StringIO):
        def readline(self, size: int | None = -1) -> str:
            return next(lines, "quit") + "\n"

    out = io.StringIO()
    rules = Rules(players=3, custom_deck=RACES, hand_size=4, match_points=10)
    TerminalTable(rules, 3, "random", 0, out, Person()).run()
    text = out.getvalue()
    assert "«One for All» by" in text or "put out both fists" in text  # the 2.0 panel
    assert "Put out a fist!" in text  # a race's action in the menu, in words
    assert re.search(r"^(You win|Bot \d wins) the match with \d+ points", text, re.M)
