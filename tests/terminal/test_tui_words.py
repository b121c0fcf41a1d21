"""Issue 12, point 7 (the terminal part, in part): a person plays a full_box game at the
full-screen table in Russian with keys only (m and Enter on the moves list, Enter in a
dialog; nothing typed in notation) for up to 1500 screens (not yet a whole match), and no
screen of it shows a raw token: an id
(snake_case), seat notation (p2), a card in notation (R:khapyozh), -1, True/False, None,
a window number or an R-number."""

from __future__ import annotations

import asyncio
import re

from textual.widgets import OptionList

from svintus.engine import Rules
from svintus.terminal.app import SvintusApp
from svintus.terminal.screens import ScoresScreen
from svintus.terminal.words import set_lang

from .helpers import local_app, screen_text, wait_bots

RAW = re.compile(
    r"\b[a-z]+_[a-z_]+\b|\bp\d+\b|\b[ROGB]:[a-z]+|(?<![\w+×-])-1\b|\bTrue\b|\bFalse\b"
    r"|\bNone\b|\bwindow \d|\(R\d+(\.\d+)?\)|\bR\d+\.\d+\b"
)


def raw_tokens(app: SvintusApp) -> list[str]:
    return [m.group(0) for m in RAW.finditer(screen_text(app))]


def test_a_full_box_game_in_russian_by_keys_shows_no_raw_token() -> None:
    set_lang("ru")
    app, source, clock = local_app(Rules(players=3, recipe="full_box"), seed=21)
    seen: list[str] = []

    async def run() -> None:
        async with app.run_test(size=(120, 40)) as pilot:
            for _ in range(1500):
                await pilot.pause()
                bad = raw_tokens(app)
                lines = [x for x in screen_text(app).splitlines() if RAW.search(x)]
                assert not bad, (bad, lines)
                seen.append(screen_text(app))
                if isinstance(app.screen, ScoresScreen) or app.snap is None or app.snap.game_over:
                    return
                if len(app.screen_stack) > 1:  # a dialog: its first choice
                    await pilot.press("enter")
                    continue
                snap = app.snap
                mine = [a for a in snap.legal if a.kind.name not in ("SPEAK",)]
                if mine and snap.view.get("current") == 0:
                    await pilot.press("m")
                    moves = app.query_one("#moves", OptionList)
                    moves.highlighted = 0
                    await pilot.press("enter")
                    await source.settle()
                    continue
                if not await wait_bots(app, source, clock):
                    await pilot.press("m", "enter")
            # not every game ends within the steps: the screens seen are what is checked

    asyncio.run(run())
    text = "\n".join(seen)
    assert len(seen) > 200 and "ВАШ ХОД" in text and "Свинтус 2.0" in text
