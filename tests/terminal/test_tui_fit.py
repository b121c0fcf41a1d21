"""Issue 27 point 4: any hand at 80x24. With 25 cards the seats, the top card, the timer,
the keys and the moves stay on screen (the hand is one row that scrolls with the chosen
card); below 80x24 the game says which size it needs instead of a broken table."""

from __future__ import annotations

import asyncio

from textual.pilot import Pilot

from svintus.engine import Rules
from svintus.engine.cards import face_of
from svintus.terminal.app import SvintusApp, footer_keys
from svintus.terminal.look import big_card
from svintus.terminal.screens import TooSmallScreen
from svintus.terminal.widgets import HandView, KeysBar, SeatsView, TableView, TimerBar
from svintus.terminal.words import set_lang

from .helpers import local_app, screen_text


def on_screen(app: SvintusApp) -> str:
    """The screen's text after checking every part of the table is inside it."""
    text = screen_text(app)
    width, height = app.size
    for part in (SeatsView, TableView, TimerBar, HandView, KeysBar, "#moves", "#log"):
        region = app.query_one(part).region  # type: ignore[call-overload]
        assert region.height > 0 and region.bottom <= height, (part, region, text)
        assert region.right <= width, (part, region, text)
    return text


def test_25_cards_at_80x24_in_russian_keep_the_table_on_screen() -> None:
    set_lang("ru")
    rules = Rules(players=4, recipe="full_box", hand_size=20)
    app, source, _clock = local_app(rules, seed=3)

    async def body(pilot: Pilot[int]) -> None:
        await pilot.pause()
        game = source.table.running
        while len(game.hands[0]) < 25:  # five more from the deck: 25 in hand
            game.hands[0].append(game.deck.pop())
        game.hands[0].sort()
        app.refresh_table()
        await pilot.pause()
        text = on_screen(app)
        snap = app.snap
        assert snap is not None and len(snap.view["hand"]) == 25
        for name in snap.names:  # every seat
            assert name in text, (name, text)
        assert big_card(face_of(snap.view["top"]))[2].plain.strip() in text, text
        assert app.query_one(TimerBar).label[:7] in text, text
        for _, shown, word in footer_keys():
            assert f"{shown} {word}" in text, (word, text)
        hand = app.query_one(HandView)
        lines = text.splitlines()
        row = next(x for x in lines if x.strip().startswith("ваши карты: 25"))
        assert "видны 1–" in row and "…" not in row, row
        assert sum(x.count("›") for x in lines) == 1 and "‹" not in text, text
        await pilot.press("end")  # the row scrolls to the last card
        text = on_screen(app)
        assert hand.selected == 24 and "25" in text.split("ваши карты")[1], text
        assert "‹" in text and "–25" in text, text
        moves = app.query_one("#moves").region
        assert moves.height >= 3, moves

    async def run() -> None:
        async with app.run_test(size=(80, 24)) as pilot:
            await body(pilot)

    asyncio.run(run())


def test_below_80x24_the_game_says_the_size_it_needs_and_waits() -> None:
    set_lang("ru")
    app, source, _clock = local_app(Rules(players=4, recipe="full_box"), seed=3)

    async def run() -> None:
        async with app.run_test(size=(60, 15)) as pilot:
            await pilot.pause()
            assert isinstance(app.screen, TooSmallScreen)
            text = screen_text(app)
            assert "не меньше 80x24" in text and "60x15" in text, text
            assert "ваши карты" not in text, text  # no broken table under it
            assert source.paused_at is not None  # the table waits
            await pilot.resize_terminal(80, 24)
            await pilot.pause()
            await pilot.pause()
            assert not isinstance(app.screen, TooSmallScreen)
            assert source.paused_at is None
            on_screen(app)

    asyncio.run(run())


def _tikhokhryun_turn(lang: str, size: tuple[int, int]) -> str:
    """The screen at ``size`` on the person's turn with a Tikhokhryun of the top card's
    colour in hand and the moves list open."""
    from svintus.engine.cards import FACES

    from .helpers import wait_bots

    set_lang(lang)
    deck = (("number", 1), ("tikhokhryun", 4))
    app, source, clock = local_app(Rules(players=4, custom_deck=deck), seed=3)
    shown = ""

    async def run() -> None:
        nonlocal shown
        async with app.run_test(size=size) as pilot:
            await pilot.pause()
            for _ in range(200):
                snap = app.snap
                if snap is not None and snap.view["current"] == 0 and snap.view["race"] is None:
                    break
                assert await wait_bots(app, source, clock)
                await pilot.pause()
            game = source.table.running
            top = FACES[game.top]
            game.hands[0][0] = next(
                i
                for i, f in enumerate(FACES)
                if f.kind.id == "tikhokhryun" and f.colour == top.colour
            )
            app.refresh_table()
            await pilot.pause()
            await pilot.press("m")
            await pilot.pause()
            shown = on_screen(app)

    asyncio.run(run())
    return shown


def test_at_80x24_in_russian_a_play_reads_on_one_line_and_the_points_whole() -> None:
    """Issue 27: nothing a player must read is cut at 80x24 — a moves entry such as
    «Сыграть зелёный Тихохрюн» stands on one line (a cut one read «Сыграть зелёный»), and
    the match's points name every seat (the status row wraps them to a line of their own
    when the row is short)."""
    for lang, play, size in (
        ("ru", "Сыграть", (80, 24)),
        ("en", "Play", (80, 24)),
        ("ru", "Сыграть", (120, 40)),
    ):
        text = _tikhokhryun_turn(lang, size)
        lines = text.splitlines()
        card = "Тихохрюн" if lang == "ru" else "Tikhokhryun"
        played = [x for x in lines if f" {play} " in x and card in x]
        assert played, text
        assert all("…" not in x for x in lines[:2]), text
        points = "\n".join(lines[:2])
        names = (
            ("Игрок", "Бот 2", "Бот 3", "Бот 4")
            if lang == "ru"
            else ("Player", "Bot 2", "Bot 3", "Bot 4")
        )
        for name in names:
            assert f"{name} 0" in points, (name, text)


def test_at_80x24_every_moves_entry_is_read_whole_when_scrolled_to() -> None:
    """Issue 27: an entry of the moves list that wraps shows all its lines (one measured
    without the scrollbar's room lost its last word: «Play Shalun!, naming» with no
    colour); scrolled through by the keys, every entry reads whole, in both languages."""
    from svintus.terminal.app import move_entries
    from svintus.terminal.look import spoken

    from .helpers import wait_bots

    deck = (("number", 1), ("tikhokhryun", 3), ("shalun", 3), ("zapevala", 3), ("parodist", 3))
    for lang in ("en", "ru"):
        set_lang(lang)
        app, source, clock = local_app(Rules(players=4, custom_deck=deck, hand_size=5), seed=1)

        async def run() -> None:
            async with app.run_test(size=(80, 24)) as pilot:  # noqa: B023
                for _ in range(300):
                    await pilot.pause()
                    v = app.snap.view if app.snap else {}  # noqa: B023
                    if v.get("current") == v.get("player") and v["move"] > 0 and not v["race"]:
                        break
                    if app.screen is not app.screen_stack[0]:  # noqa: B023
                        await pilot.press("escape")
                        continue
                    assert await wait_bots(app, source, clock)  # noqa: B023
                assert app.snap is not None  # noqa: B023
                labels = [" ".join(spoken(x).split()) for x, _ in move_entries(app.snap)]  # noqa: B023
                assert any(len(x) > 26 for x in labels), labels  # some must wrap at 80
                await pilot.press("m")
                seen: list[str] = []
                for _ in labels:
                    await pilot.pause()
                    region = app.query_one("#moves").region  # noqa: B023
                    rows = screen_text(app).splitlines()[region.y : region.bottom]  # noqa: B023
                    seen.append(" ".join(r[region.x : region.right - 2].strip() for r in rows))
                    await pilot.press("down")
                bar = str.maketrans("", "", "▁▂▃▄▅▆▇█")  # the scrollbar's thumb
                read = " ".join(" ".join(seen).translate(bar).split())
                for label in labels:
                    assert label in read, (label, seen)

        asyncio.run(run())
