"""The Slabo? feats (R12.6) as mini-games in the full-screen game (Textual Pilot)."""

from __future__ import annotations

import asyncio
import random

from textual.app import App, ComposeResult
from textual.pilot import Pilot
from textual.widgets import Input, OptionList, Static

from svintus.engine import Rules
from svintus.engine.actions import Act
from svintus.terminal import feats as F
from svintus.terminal.app import FeatPlay, move_entries
from svintus.terminal.driver import Applied
from svintus.terminal.screens import MODAL_CSS, FeatScreen, ScoresScreen

from .helpers import local_app, play_turn, wait_bots
from .test_tui_screens import run_app

SLABO = (("number", 1), ("slabo", 4))


class Host(App[None]):
    CSS = MODAL_CSS

    def __init__(self) -> None:
        super().__init__()
        self.scores: list[str | None] = []

    def compose(self) -> ComposeResult:
        yield Static("host")


class Clock:
    def __init__(self) -> None:
        self.t = 50.0

    def __call__(self) -> float:
        return self.t


def test_feat_screen_twister_and_memory_with_typed_input() -> None:
    host = Host()
    clock = Clock()

    async def run() -> None:
        async with host.run_test() as pilot:
            screen = FeatScreen("twister", clock, random.Random(4))
            host.push_screen(screen, host.scores.append)
            await pilot.pause()
            text = str(screen.query_one("#feat-text", Static).render())
            assert screen.game.twister in text
            clock.t += 4.0
            screen.query_one("#feat-input", Input).value = screen.game.twister
            await pilot.press("enter")
            await pilot.pause()
            score = host.scores[-1]
            assert score is not None and 0 < float(score) < 100

            mem = FeatScreen("memory", clock, random.Random(4))
            host.push_screen(mem, host.scores.append)
            await pilot.pause()
            for _ in range(2):  # two rounds right, then a miss
                mem.tick()  # the digits are hidden (the timer's work, done at once)
                await pilot.pause()
                assert mem.game.sequence not in str(mem.query_one("#feat-text", Static).render())
                mem.query_one("#feat-input", Input).value = mem.game.sequence
                await pilot.press("enter")
                await pilot.pause()
            mem.tick()
            await pilot.press("x", "enter")
            await pilot.pause()
            assert host.scores[-1] == str(F.MEMORY_FIRST + 1)

            early = FeatScreen("reaction", clock, random.Random(4))
            host.push_screen(early, host.scores.append)
            await pilot.pause()
            await pilot.press("enter")  # before GO!
            await pilot.pause()
            assert host.scores[-1] == str(F.FALSE_START)

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
            mine = [(i, m) for i, m in plays if m.action.target == F.FEATS.index("reaction")]
            if mine:
                index = mine[0][0]
                await pilot.press("m")
                app.query_one("#moves", OptionList).highlighted = index
                await pilot.press("enter")
                await pilot.pause()
                screen = app.screen
                assert isinstance(screen, FeatScreen)
                screen.tick()  # GO! (the random 1-3 s timer's work, done at once)
                await pilot.pause()
                assert "GO!" in str(screen.query_one("#feat-text", Static).render())
                await pilot.press("enter")
                await pilot.pause()
                played = True
                break
            if plays:  # another feat: set or give up without playing it
                app.send(plays[0][1].action)
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
            if x.by_person and x.action.kind in (Act.FEAT, Act.ATTEMPT) and x.action.target == 0
        ]
        assert sent, "the reaction's feat or try was not sent"
        assert 0 <= float(sent[-1].text) < F.FALSE_START

    run_app(app, body)
