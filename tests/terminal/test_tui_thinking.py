"""The full-screen game stays responsive while a bot thinks: its decision is computed
in a worker thread on a copy of the game and lands on the UI thread afterwards."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Sequence

from textual.pilot import Pilot

from svintus.bots import Seat
from svintus.bots.random_bot import RandomBot
from svintus.engine import Rules
from svintus.engine.actions import Act, Action
from svintus.terminal.driver import DECISION
from svintus.terminal.widgets import HandView

from .helpers import SIZE, local_app, wait_bots


class GatedBot(RandomBot):
    """A slow bot: its turn decision waits until the test opens the gate."""

    def __init__(self, seat: int, seed: int) -> None:
        super().__init__(seat, seed)
        self.gate = threading.Event()
        self.gate.set()
        self.inside = threading.Event()  # choose() has started (and is waiting)
        self.threads: set[str] = set()

    def choose(self, seat: Seat, legal: Sequence[Action]) -> Action:
        self.threads.add(threading.current_thread().name)
        self.inside.set()
        assert self.gate.wait(10.0), "the test never opened the gate"
        return super().choose(seat, legal)


def test_keys_are_handled_while_a_slow_bot_thinks() -> None:
    app, source, clock = local_app(Rules(players=2), seed=5)
    table = source.table
    bot = GatedBot(1, 99)
    table.bots[1] = bot

    async def run() -> None:
        async with app.run_test(size=SIZE) as pilot:
            await until_the_bot_must_think(pilot)
            game = table.running
            move = game.move
            bot.gate.clear()
            bot.inside.clear()
            plan = table.plan()
            assert plan is not None
            clock.t += plan.due - source.now() + 1e-6
            app.tick()  # the decision is due: the bot starts thinking in a thread
            assert await asyncio.to_thread(bot.inside.wait, 10.0)
            assert table.busy == 1
            hand = app.query_one(HandView)
            selected = hand.selected
            await pilot.press("right")  # handled at once
            assert hand.selected == selected + 1
            await pilot.press("t", "h", "i", "enter")  # the chat goes out at once too
            lines = [line for line, _ in app.feed_lines]
            said = next(
                i for i, line in enumerate(lines) if "hi" in line and "Player (you)" in line
            )
            assert game.move == move and bot.inside.is_set() and not bot.gate.is_set()
            bot.gate.set()  # the bot makes up its mind: its move lands after the keys
            await source.settle()
            assert game.move > move or game.over
            later = [line for line, _ in app.feed_lines[said + 1 :]]
            assert any(line.startswith("Bot 2 ") for line in later), later
            assert threading.main_thread().name not in bot.threads

    async def until_the_bot_must_think(pilot: Pilot[int]) -> None:
        for _ in range(500):
            snap = app.snap
            assert snap is not None
            plan = table.plan()
            game = table.running
            if game.current == 0 and game.race is None:
                if not game.naming:
                    source.act(next(a for a in snap.legal if a.kind != Act.SPEAK))
                else:
                    await pilot.press("g")
                app.refresh_table()
                continue
            if plan is not None and plan.what == DECISION and len(game.turn_actions()) > 1:
                return
            await wait_bots(app, source, clock)
        raise AssertionError("the bot never had a choice to make")

    asyncio.run(run())
