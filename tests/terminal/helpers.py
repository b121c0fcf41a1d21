"""Drive the full-screen game with Textual's Pilot on a frozen clock.

The app runs headless with ``autotick=False``; the test moves a :class:`FakeClock` to
the table's next planned action and calls ``app.tick()``, so a whole game runs in
milliseconds of wall time and every run is the same. A bot's turn decision is computed
in a worker thread: :func:`wait_bots` waits for it to land before it returns.
"""

from __future__ import annotations

import io
from pathlib import Path
from typing import Any

from rich.console import Console
from textual.pilot import Pilot

from svintus.engine import Rules
from svintus.engine.actions import Act
from svintus.engine.cards import card_name
from svintus.terminal.app import SvintusApp
from svintus.terminal.driver import NEVER, LocalTable
from svintus.terminal.screens import ChoiceScreen, ColourScreen, ScoresScreen
from svintus.terminal.source import LocalSource

SIZE = (100, 32)


class FakeClock:
    def __init__(self, t: float = 1000.0) -> None:
        self.t = t

    def __call__(self) -> float:
        return self.t


def local_app(
    rules: Rules, seed: int, bots: str = "random", records: Path | None = None, person: int = 0
) -> tuple[SvintusApp, LocalSource, FakeClock]:
    clock = FakeClock()
    table = LocalTable(rules, seed, bots, person, records)
    source = LocalSource(table, clock)
    return SvintusApp(source, autotick=False), source, clock


async def wait_bots(app: SvintusApp, source: LocalSource, clock: FakeClock) -> bool:
    """Move the clock to the next planned bot or clock action and apply it; False: none."""
    due = source.next_due()
    if due == NEVER:
        return False
    clock.t += max(due - source.now(), 0.0) + 1e-6
    app.tick()
    await source.settle()  # a bot's decision thought in a worker thread lands
    return True


def screen_text(app: SvintusApp) -> str:
    """The screen as plain text, one line per row (what the SVG screenshot shows)."""
    width, height = app.size
    console = Console(
        width=width,
        height=height,
        file=io.StringIO(),
        force_terminal=True,
        color_system="truecolor",
        record=True,
        legacy_windows=False,
        safe_box=False,
    )
    update = app.screen._compositor.render_update(full=True, screen_stack=app._background_screens)
    console.print(update)
    return "\n".join(line.rstrip() for line in console.export_text().splitlines())


async def choose_card(pilot: Pilot[int], app: SvintusApp, card: str) -> None:
    """Select a card of the hand by keys: its digit (1-9), else End and Left as needed."""
    hand = list(app.snap.view["hand"]) if app.snap else []
    i = hand.index(card)
    if i < 9:
        await pilot.press(str(i + 1))
    else:
        await pilot.press("end", *(["left"] * (len(hand) - 1 - i)))


async def play_turn(pilot: Pilot[int], app: SvintusApp) -> str:
    """The person's turn by keys: the first playable card, else accept, keep or draw."""
    snap = app.snap
    assert snap is not None
    legal = snap.legal
    kinds = {a.kind for a in legal}
    if Act.NAME_COLOUR in kinds:
        if not isinstance(app.screen, ColourScreen):
            await pilot.press("n")
        await pilot.press("g")
        return "name"
    plays = [a for a in legal if a.kind in (Act.PLAY, Act.DARK)]
    if plays:
        hand = list(snap.view["hand"])
        if len(hand) == 2 and Act.DECLARE in kinds:
            await pilot.press("s")  # R6.1: "Svintus!" before the second-to-last card
        card = card_name(plays[0].card)
        await choose_card(pilot, app, card)
        await pilot.press("enter")
        if isinstance(app.screen, ColourScreen):
            await pilot.press("b")
        elif isinstance(app.screen, ChoiceScreen):  # a Svinorost's number, a declaration
            await pilot.press("1")
        return "dark" if plays[0].kind == Act.DARK else f"play {card}"
    if Act.CHECK in kinds:
        await pilot.press("k")
        return "check"
    if Act.GIVE_UP in kinds:
        await pilot.press("u")
        return "give up"
    if Act.ACCEPT in kinds:
        await pilot.press("a")
        return "accept"
    if Act.PASS in kinds:
        await pilot.press("p")
        return "keep"
    await pilot.press("d")
    return "draw"


async def react(pilot: Pilot[int], app: SvintusApp) -> str | None:
    """Out of turn: slap in a race, catch, intercept; None when there is nothing to do."""
    snap = app.snap
    assert snap is not None
    kinds = {a.kind for a in snap.legal}
    if Act.SLAP in kinds:
        await pilot.press("space")
        return "slap"
    if Act.CATCH in kinds:
        await pilot.press("c")
        if isinstance(app.screen, ChoiceScreen):
            await pilot.press("1")
        return "catch"
    intercepts = [a for a in snap.legal if a.kind == Act.INTERCEPT and not a.svintus]
    if intercepts:
        await choose_card(pilot, app, card_name(intercepts[0].card))
        await pilot.press("enter")
        if isinstance(app.screen, ColourScreen):
            await pilot.press("r")
        return "intercept"
    return None


async def play_match(
    pilot: Pilot[int], app: SvintusApp, source: LocalSource, clock: FakeClock, games: int
) -> list[str]:
    """Play by keys until ``games`` games are over (or the match); what the person did."""
    done: list[str] = []
    for _ in range(20_000):
        if isinstance(app.screen, ScoresScreen):
            if source.table.match.over or source.table.match.games >= games:
                return done
            await pilot.press("enter")
            continue
        snap = app.snap
        assert snap is not None
        if snap.game_over:
            await pilot.pause()  # the scores screen comes up
            continue
        me = snap.seat
        if snap.view["current"] == me and snap.view["race"] is None:
            done.append(await play_turn(pilot, app))
            continue
        did = await react(pilot, app)
        if did is not None and len(done) < 10_000:
            done.append(did)
            continue
        await wait_bots(app, source, clock)
    raise AssertionError("the match did not end")


def set_feat_by_mini_game(app: Any, source: Any, clock: Any, action: Any) -> None:
    """The person sets a Slabo? feat (R12.6) through its mini-game: any answer, a press,
    ten seconds on the table's clock, a press; the measured score is sent if judged."""
    port = source.feat_port(action)
    port.start()
    port.answer("x")
    port.press()
    clock.t += 10
    port.poll()
    port.press()
    if port.judged is not None:
        app.send(port.judged)
