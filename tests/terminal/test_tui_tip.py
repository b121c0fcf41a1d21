"""A first-game tip at 80x24 (terminal): how to close it stood at its end and broke across
two lines («Esc — закрыть» / «совет»); it now comes first, whole, whatever the tip's length,
in Russian and in English."""

from __future__ import annotations

import asyncio

import pytest

from svintus.engine import Rules
from svintus.terminal.app import SvintusApp
from svintus.terminal.words import set_lang

from .helpers import local_app, screen_text


@pytest.mark.parametrize(
    ("lang", "hint"), [("ru", "совет (Esc — закрыть):"), ("en", "tip (Esc closes it):")]
)
def test_the_tip_says_how_to_close_it_on_one_line(lang: str, hint: str) -> None:
    set_lang(lang)
    try:
        app, _source, _clock = local_app(Rules(players=2), seed=1)

        async def run(app: SvintusApp) -> None:
            async with app.run_test(size=(80, 24)) as pilot:
                await pilot.pause()
                for n in range(40, 80):  # tips of every length that ends near the right edge
                    app.show_tip("слово " * (n // 6) + "x" * (n % 6))
                    await pilot.pause()
                    assert any(hint in line for line in screen_text(app).splitlines()), n

        asyncio.run(run(app))
    finally:
        set_lang("en")
