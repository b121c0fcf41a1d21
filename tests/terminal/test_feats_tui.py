"""The Slabo? feats (R12.6) as mini-games in the full-screen game (Textual Pilot)."""

from __future__ import annotations

import asyncio
import random
from typing import Any

from textual.app import App, ComposeResult
from textual.pilot import Pilot
from textual.widgets import Input, OptionList, Static

from svintus.engine import Rules
from svintus.engine import actions as A
from svintus.engine.actions import Act
from svintus.table.feats import MEMORY_FIRST
from svintus.terminal import feats as F
from svintus.terminal.app import FeatPlay, move_entries
from svintus.terminal.driver import Applied
from svintus.terminal.screens import MODAL_CSS, FeatScreen, ScoresScreen

from .helpers import local_app, play_turn, set_feat_by_mini_game, wait_bots
from .test_tui_screens import run_app

SLABO = (("number", 1), ("slabo", 4))


class Host(App[None]):
    CSS = MODAL_CSS

    def __init__(self) -> None:
        super().__init__()
        self.scores: list[dict[str, Any] | None] = []

    def compose(self) -> ComposeResult:
        yield Static("host")


class Clock:
    def __init__(self) -> None:
        self.t = 50.0

    def __call__(self) -> float:
        return self.t


def screen_of(port: F.LocalFeat) -> FeatScreen:
    screen = FeatScreen(port)
    screen.LINGER = 0.01
    return screen


def test_r12_6_feat_screen_shows_the_tables_twister_memory_and_reaction() -> None:
    host = Host()
    clock = Clock()

    async def run() -> None:
        async with host.run_test() as pilot:
            port = F.LocalFeat(A.attempt(1, 2), clock, random.Random(4))
            host.push_screen(screen_of(port), host.scores.append)
            await pilot.pause()
            screen = host.screen
            assert isinstance(screen, FeatScreen) and port.run is not None
            text = str(screen.query_one("#feat-text", Static).render())
            assert port.run.twister in text
            clock.t += 4.0
            screen.query_one("#feat-input", Input).value = port.run.twister
            await pilot.press("enter")
            await pilot.pause(0.1)
            done = host.scores[-1]
            assert done is not None and 0 < float(done["score"]) <= 20
            assert port.judged == A.attempt(1, 2, done["score"])

            mem = F.LocalFeat(A.feat(0, 1), clock, random.Random(4))
            host.push_screen(screen_of(mem), host.scores.append)
            await pilot.pause()
            screen = host.screen
            assert isinstance(screen, FeatScreen) and mem.run is not None
            for _ in range(2):  # two rounds right, then a miss
                clock.t += 10  # the table hides the digits
                await pilot.pause(0.1)
                sequence = mem.run.sequence
                assert sequence not in str(screen.query_one("#feat-text", Static).render())
                screen.query_one("#feat-input", Input).value = sequence
                await pilot.press("enter")
                await pilot.pause()
            clock.t += 10
            await pilot.pause(0.1)
            await pilot.press("x", "enter")
            await pilot.pause(0.1)
            assert host.scores[-1] is not None
            assert host.scores[-1]["score"] == str(MEMORY_FIRST + 1)

            early = F.LocalFeat(A.attempt(1, 0), clock, random.Random(4))
            host.push_screen(screen_of(early), host.scores.append)
            await pilot.pause()
            await pilot.press("enter")  # before GO!
            await pilot.pause(0.1)
            assert host.scores[-1] is not None
            assert host.scores[-1]["score"] == str(F.FALSE_START)

    asyncio.run(run())


def test_r12_6_reaction_played_from_the_moves_list_sends_the_measured_score() -> None:
    rules = Rules(players=3, custom_deck=SLABO, hand_size=4)
    app, source, clock = local_app(rules, seed=3)

    applied: list[Applied] = []
    source.table.listeners.append(applied.append)

    async def body(pilot: Pilot[int]) -> None:
        played = False
        for _ in range(3000):
            snap = app.snap
            assert snap is not None
            plays = [
                (i, m) for i, (_, m) in enumerate(move_entries(snap)) if isinstance(m, FeatPlay)
            ]
            mine = [(i, m) for i, m in plays if m.action.feat == F.FEATS.index("reaction")]
            if mine:
                index = mine[0][0]
                await pilot.press("m")
                app.query_one("#moves", OptionList).highlighted = index
                await pilot.press("enter")
                await pilot.pause()
                screen = app.screen
                assert isinstance(screen, FeatScreen)
                port = screen.port
                assert isinstance(port, F.LocalFeat) and port.run is not None
                due = port.run.due
                assert due is not None
                clock.t = max(clock.t, due)  # the table's secret wait is over: GO!
                await pilot.pause(0.1)
                assert "GO!" in str(screen.query_one("#feat-text", Static).render())
                clock.t += 0.3
                await pilot.press("enter")
                await pilot.pause(1.5)
                played = True
                break
            if plays:  # another feat: give up a try; set a feat by its mini-game
                action = plays[0][1].action
                if action.kind == Act.ATTEMPT:
                    app.send(action)
                else:
                    set_feat_by_mini_game(app, source, clock, action)
                await pilot.pause()
                continue
            if isinstance(app.screen, ScoresScreen):  # a game over: the next one
                await pilot.press("enter")
                await pilot.pause()
                continue
            if await wait_bots(app, source, clock):
                continue
            if snap.view.get("current") == 0 and any(a.kind == Act.DRAW for a in snap.legal):
                await play_turn(pilot, app)
            else:  # a debt to pay and the like: the first legal action
                rest = [a for a in snap.legal if a.kind != Act.SPEAK]
                assert rest, (snap.view.get("winner"), snap.view.get("challenge"), app.screen)
                app.send(rest[0])
            await pilot.pause()
        assert played, "no reaction feat was offered to the person"
        sent = [
            x.action
            for x in applied
            if x.by_person and x.action.kind in (Act.FEAT, Act.ATTEMPT) and x.action.feat == 0
        ]
        assert sent, "the reaction's feat or try was not sent"
        assert float(sent[-1].text) == 300  # the table's measure: GO! to Enter

    run_app(app, body)
