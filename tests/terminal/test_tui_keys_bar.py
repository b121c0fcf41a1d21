"""The footer's keys all fit: at 80 columns Textual's one-line footer cut everything after
"? hel", so "q quit" (and in Russian "m ходы", "t чат" and the rest) could not be read.
The keys bar wraps instead; these tests read the screen at 80x24, 100x32 and 120x40, in
English and Russian, on the classic deck and a Svintus 2.0 one, and fail on the old
footer."""

from __future__ import annotations

import asyncio
import re

import pytest

from svintus.engine import Rules
from svintus.terminal.app import KEYS, SvintusApp, footer_keys
from svintus.terminal.driver import LocalTable
from svintus.terminal.source import LocalSource
from svintus.terminal.widgets import KeysBar
from svintus.terminal.words import set_lang

from .helpers import FakeClock, screen_text


def _app(recipe: str) -> SvintusApp:
    source = LocalSource(
        LocalTable(Rules(players=4, recipe=recipe), 5, "random", 0, None), FakeClock()
    )
    return SvintusApp(source, autotick=False)


def _footer(text: str, lines: int) -> list[str]:
    return text.splitlines()[-lines:]


def test_the_bar_wraps_between_keys_never_inside_one() -> None:
    bar = KeysBar([("a", "a", "one"), ("b", "b", "two"), ("c", "Space", "three")])
    # "a one b two" is 11 cells, the third key would make it 23
    assert bar.lines(11) == [[0, 1], [2]]
    assert bar.lines(23) == [[0, 1, 2]]
    assert bar.lines(3) == [[0], [1], [2]]  # narrower than a key: one a line, still whole


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("recipe", ["classic", "full_box"])
@pytest.mark.parametrize(("size", "most"), [((80, 24), 2), ((100, 32), 2), ((120, 40), 2)])
def test_every_footer_key_can_be_read(
    lang: str, recipe: str, size: tuple[int, int], most: int
) -> None:
    set_lang(lang)
    app = _app(recipe)
    keys = footer_keys()
    assert len(keys) == sum(1 for k in KEYS if k.footer) >= 10

    async def run() -> None:
        async with app.run_test(size=size) as pilot:
            for _ in range(3):
                await pilot.pause()
            bar = app.query_one(KeysBar)
            lines = bar.region.height
            assert 1 <= lines <= most, lines
            footer = " ".join(_footer(screen_text(app), lines))
            for _, shown, word in keys:
                assert f"{shown} {word}" in footer, (shown, word, footer)
            if lang == "ru":
                assert "Пробел хлопнуть" in footer and "все клавиши" in footer, footer
                assert not re.search(r"\b(play|draw|keep|moves|quit|space|help)\b", footer)
            else:
                assert "Space slap" in footer and "? all keys" in footer, footer

    asyncio.run(run())


@pytest.mark.parametrize(("lang", "width"), [("en", 100), ("ru", 120)])
def test_one_line_when_it_fits(lang: str, width: int) -> None:
    set_lang(lang)
    app = _app("classic")

    async def run() -> None:
        async with app.run_test(size=(width, 30)) as pilot:
            await pilot.pause()
            assert app.query_one(KeysBar).region.height == 1, lang

    asyncio.run(run())


def test_a_click_on_a_key_presses_it() -> None:
    app = _app("classic")

    async def run() -> None:
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            bar = app.query_one(KeysBar)
            rows = bar.lines(bar.content_region.width)
            y = next(n for n, row in enumerate(rows) if any(bar.keys[i][0] == "m" for i in row))
            x = next(x for x in range(bar.content_region.width) if bar.key_at(x, y) == "m")
            assert bar.key_at(x, y) == "m" and bar.key_at(-1, y) is None
            await pilot.click(KeysBar, offset=(x + 1, y))  # + the bar's left padding
            await pilot.pause()
            assert app.focused is not None and app.focused.id == "moves", app.focused

    asyncio.run(run())
