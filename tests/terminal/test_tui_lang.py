"""Issue 12, point 6: the full-screen game's own words in Russian (``svintus play --lang
ru``) and the hand's heading on one line at 80x24. Each test fails on the old English
text (or the old wrapped heading)."""

from __future__ import annotations

import asyncio
import dataclasses
import re
from pathlib import Path

from textual.widgets import Static

from svintus.engine import Rules
from svintus.terminal.app import SvintusApp
from svintus.terminal.details import card_rule
from svintus.terminal.driver import LocalTable
from svintus.terminal.screens import StartScreen
from svintus.terminal.source import LocalSource
from svintus.terminal.widgets import HandView
from svintus.terminal.words import fit, seconds, set_lang

from .helpers import FakeClock, screen_text


def _app(players: int = 2, recipe: str = "classic", wait: bool = True) -> SvintusApp:
    source = LocalSource(
        LocalTable(Rules(players=players, recipe=recipe), 5, "random", 0, None), FakeClock()
    )
    return SvintusApp(source, autotick=False, wait_for_key=wait)


def test_fit_cuts_with_an_ellipsis_and_seconds_have_a_russian_unit() -> None:
    assert fit("abc", 5) == "abc" and fit("abcdef", 4) == "abc…"
    set_lang("ru")
    assert seconds(6.25) == "6,2 с" and seconds(8.0, -1) == "8 с"
    set_lang("en")
    assert seconds(6.25) == "6.2 s"


def test_hand_heading_never_wraps_nor_cuts_a_rule_at_80x24_in_russian() -> None:
    """Issue 27 point 1: the hand's line holds the chosen card's whole rule, or names the
    key (i) that opens it whole; never a rule cut short, never a second line."""
    from svintus.terminal.details import DetailsScreen

    set_lang("ru")
    app = _app(players=4, recipe="full_box", wait=False)

    async def run() -> None:
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            hand = app.query_one(HandView)
            keyed = 0
            for i in range(len(hand.cards)):
                hand.select(i)
                await pilot.pause()
                heading = hand.heading()
                lines = screen_text(app).splitlines()
                row = next(x for x in lines if x.strip().startswith("ваши карты"))
                assert heading in row and "…" not in row, (heading, row)
                keyed += "i — всё правило" in row
                below = lines[lines.index(row) + 1].strip()
                assert not heading.endswith(below.split(" ")[-1] if below else "\0"), below
                if "i — всё правило" in row:
                    await pilot.press("i")
                    assert isinstance(app.screen, DetailsScreen)
                    whole = card_rule(hand.cards[i])
                    said = [str(w.render()) for w in app.screen.query(Static)]
                    assert whole in said, (whole, said)  # a Static wraps it whole
                    await pilot.press("escape")
            assert keyed, "no chosen card had a rule longer than the screen"

    asyncio.run(run())


def test_pace_and_timer_in_russian() -> None:
    set_lang("ru")
    app = _app(wait=False)

    async def run() -> None:
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            text = screen_text(app)
            assert "темп обычный" in text and "normal" not in text, text
            assert re.search(r"\d,\d с\b", text) and not re.search(r"\d\.\d s\b", text), text

    asyncio.run(run())


def test_start_screen_and_goodbye_in_russian() -> None:
    set_lang("ru")
    app = _app()

    async def run() -> None:
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            assert isinstance(app.screen, StartScreen)
            text = screen_text(app)
            assert "матч до 30 очков против 1 бота" in text, text
            assert "нажмите любую клавишу" in text and "press any key" not in text, text
            assert "a match to" not in text and "a turn" not in text, text
            await pilot.press("x")
            await pilot.pause()
            assert app.snap is not None
            app.snap = dataclasses.replace(app.snap, history=((0, 7),))
            await app.leave()
            last = app.feed_lines[-1][0]
            assert last.startswith("до встречи! счёт после 1 партии: "), last

    asyncio.run(run())


def test_footer_keys_and_dialogs_in_russian() -> None:
    from svintus.terminal.screens import HelpScreen, QuitScreen

    set_lang("ru")
    app = _app(wait=False)

    async def run() -> None:
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            await pilot.pause()  # the footer draws after the first frame
            text = screen_text(app)
            footer = next(x for x in text.splitlines() if "⏎" in x)
            assert "сыграть" in footer and "взять" in footer, footer
            assert not re.search(r"\b(play|draw|keep|moves|quit)\b", footer), footer
            assert "t: чат" in text and "Enter sends" not in text, text
            await pilot.press("q")
            await pilot.pause()
            assert isinstance(app.screen, QuitScreen)
            text = screen_text(app)
            assert "Выйти из матча?" in text and "Leave the match" not in text, text
            await pilot.press("n")
            await pilot.pause()
            await pilot.press("question_mark")
            await pilot.pause()
            assert isinstance(app.screen, HelpScreen)
            text = screen_text(app)
            assert "свинтус: клавиши" in text and "сыграть выбранную карту" in text, text
            assert "play the chosen card" not in text and "this help" not in text, text

    asyncio.run(run())


def test_help_rules_cards_and_tips_in_russian(tmp_path: Path) -> None:
    from svintus.terminal.screens import HelpScreen
    from svintus.terminal.tips import TIPS, Tips

    set_lang("ru")
    app = _app(wait=False)

    async def run() -> None:
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            await pilot.press("question_mark")
            await pilot.pause()
            assert isinstance(app.screen, HelpScreen)
            text = screen_text(app)
            assert "В свой ход положите" in text and "On your turn" not in text, text
            body = "\n".join(str(w.render()) for w in app.screen.query("Static"))
            assert "Карты этой колоды" in body and "Хапёж:" in body, body
            assert "The cards" not in body and "KHAP" not in body, body

    asyncio.run(run())
    shown: list[str] = []
    tips = Tips(True, tmp_path / "seen")
    tips.check({"race": {"kind": "deck"}}, (), 0, shown.append)
    assert shown and shown[0].startswith("гонка хлопков") and shown[0] != TIPS["race"], shown


def test_seat_marks_and_colour_dialog_in_russian() -> None:
    from svintus.terminal.screens import ColourScreen
    from svintus.terminal.widgets import SeatsView

    set_lang("ru")
    seats = SeatsView()
    seats.view = {"player": 0, "hand_sizes": [2, 3], "catchable": [1], "skips": [0, 1]}
    seats.names = ("Игрок", "Бот 2")
    marks = str(seats.seat_lines(1)[1])
    assert "ЛОВИ!" in marks and "CATCH" not in marks, marks
    app = _app(wait=False)

    async def run() -> None:
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            app.push_screen(ColourScreen("Полисвин: назовите цвет"))
            await pilot.pause()
            text = screen_text(app)
            assert "красный" in text and "orange" not in text, text

    asyncio.run(run())


def test_a_catch_with_nobody_to_catch_says_so_in_russian() -> None:
    set_lang("ru")
    app = _app(wait=False)

    async def run() -> None:
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            await pilot.press("c")
            await pilot.pause()
            lines = [line for line, _ in app.feed_lines]
            assert "сейчас некого поймать" in lines, lines
            assert not any("nobody can be caught" in line for line in lines), lines

    asyncio.run(run())
