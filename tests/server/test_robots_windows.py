"""The live table's bots decide within a phase's own window (issue 24 point 7, R14.2):
a bot that gave a gift names its penalty cards within the choice's time, not within a
relaxed turn's, so its choice ends by its answer rather than on the clock's lapse."""

from __future__ import annotations

import asyncio
from collections.abc import Callable

from svintus.engine.actions import Action
from svintus.engine.rules import Rules
from svintus.table.robots import Robots

from ..engine.helpers import act, make_game

DECK = (("number", 2), ("khapyozh", 2), ("polisvin", 2), ("shevelis", 4), ("shalun", 2))


class _Timed(Robots):
    """The table's robots, noting each delay they ask the loop for."""

    delays: list[float]

    def _later(self, delay: float, callback: Callable[[], None]) -> asyncio.TimerHandle:
        self.delays.append(delay)
        return super()._later(delay, callback)


def _nothing(p: int, action: Action) -> None:
    """The bots' answers are not sent anywhere: only their delays are looked at."""


def test_r14_2_a_bot_names_a_gifts_cards_within_the_choices_window() -> None:
    rules = Rules(players=4, custom_deck=DECK, turn_seconds=15.0)  # the relaxed pace
    delays: list[float] = []

    async def run() -> None:
        for seed in range(200):
            g = make_game(
                hands={0: ["R1", "R2"], 1: ["shevelis", "G4", "R7", "B5"]},
                pile=["R5"],
                rules=rules,
            )
            act(g, "dawdle p1", "p2 etiquette shevelis p1")  # two cards to name: a choice
            assert g.choice is not None
            robots = _Timed(g, {1: "easy"}, seed, _nothing, lambda: 0)
            robots.delays = delays
            robots.changed()
            robots.cancel(final=True)

    asyncio.run(run())
    assert len(delays) >= 200
    # an easy bot thinks up to 4.5 s for a turn (and a dawdle lasts the whole turn, 15 s):
    # within the 4 s choice it is quicker; a rare dawdle lets the choice lapse, no later
    assert max(delays) <= rules.etiquette_seconds
    assert sum(d < rules.etiquette_seconds for d in delays) > 0.9 * len(delays)
