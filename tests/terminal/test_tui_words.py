"""Issue 12, point 7 (the terminal part): a person plays a whole full_box match at the
full-screen table in Russian, at a table with three bots, with keys only (digits, Enter,
d, the moves list with m and Enter, Enter in a dialog; nothing typed in notation), and no
screen of it at any moment shows a raw token: an id (snake_case), seat notation (p2), a
card in notation (R:khapyozh), -1, True/False, None, a window number or an R-number; nor
an English word outside what players said (quoted speech) and the keys' names. The scores
after each game and the match's end screen are read too."""

from __future__ import annotations

import asyncio
import re
from itertools import combinations
from pathlib import Path

import pytest
from textual.pilot import Pilot
from textual.widgets import OptionList, SelectionList

from svintus.engine import Rules
from svintus.engine.actions import Act
from svintus.engine.cards import face_of
from svintus.terminal.app import CHAIN_KINDS, SvintusApp, move_entries
from svintus.terminal.look import big_card
from svintus.terminal.screens import CardsScreen, FeatScreen, ScoresScreen
from svintus.terminal.tips import Tips
from svintus.terminal.widgets import HandView, KeysBar, SeatsView, TableView, TimerBar
from svintus.terminal.words import TURN_KINDS, set_lang

from .helpers import local_app, play_turn, react, screen_text, wait_bots

RAW = re.compile(
    r"\b[a-z]+_[a-z_]+\b|\bp\d+\b|\b[ROGB]:[a-z]+|(?<![\w+×-])-1\b|\bTrue\b|\bFalse\b"
    r"|\bNone\b|\bwindow \d|\(R\d+(\.\d+)?\)|\bR\d+\.\d+\b"
)
# What a Russian screen may show in Latin letters: the keys, the command, "Svintus 2.0"
# is written in Cyrillic. Quoted speech (a bot's proverb, a song) is the player's own.
KEYS_OK = frozenset(  # X: a marked card of a choice (SelectionList)
    {"d", "p", "a", "s", "c", "m", "t", "q", "u", "k", "n", "x", "r", "o", "g", "b", "y", "i"}
    | {"Enter", "Esc", "Space", "space", "Home", "End", "F1", "svintus", "play", "pace", "X"}
)
SPEECH = re.compile(r"«[^»]*»?|\"[^\"]*\"")
LATIN = re.compile(r"[A-Za-z][A-Za-z']*")


def raw_tokens(app: SvintusApp) -> list[str]:
    return [m.group(0) for m in RAW.finditer(screen_text(app))]


def english_words(text: str) -> list[str]:
    """Latin words of a Russian screen outside quoted speech and key names."""
    return [w for w in LATIN.findall(SPEECH.sub("", text)) if w not in KEYS_OK]


def check(app: SvintusApp, seen: list[str]) -> None:
    text = screen_text(app)
    bad = [m.group(0) for m in RAW.finditer(text)]
    lines = [x for x in text.splitlines() if RAW.search(x)]
    assert not bad, (bad, lines)
    english = english_words(text)
    lines = [x for x in text.splitlines() if english_words(x)]
    assert not english, (english, lines)
    if len(app.screen_stack) == 1:
        readable(app, text)
    seen.append(text)


def readable(app: SvintusApp, text: str) -> None:
    """Issue 27: the table's screen holds what a player needs. No line cut short unless
    it names the key that opens it whole (i); the seats, the top card, the timer, the
    hand, the moves and the keys all on screen; a tip in a row of its own (never over the
    feed, the hand or the moves), one at a time, and no pop-up note over anything."""
    cut = [x for x in text.splitlines() if x.rstrip(" │").endswith("…")]
    assert not cut, cut
    height = app.size.height
    for part in (SeatsView, TableView, TimerBar, HandView, KeysBar, "#moves", "#log"):
        region = app.query_one(part).region  # type: ignore[call-overload]
        assert region.height > 0 and region.bottom <= height, (part, region, text)
    assert app.query_one("#moves").region.height >= 3, text
    snap = app.snap
    assert snap is not None and snap.view.get("top")
    top = big_card(face_of(snap.view["top"]))[2].plain.strip()
    assert top in text, (top, text)  # the top card's name
    timer = app.query_one(TimerBar)
    assert timer.label and timer.label[:10] in text, (timer.label, text)
    tip = app.query_one("#tip")
    if tip.display and tip.region.height:
        for part in (HandView, "#moves", "#log", "#families"):
            other = app.query_one(part).region  # type: ignore[call-overload]
            assert not tip.region.overlaps(other), (part, text)
    assert not list(app.query("Toast")), text


async def choose_cards(pilot: Pilot[int], screen: CardsScreen) -> None:
    """Mark the first set of cards the screen accepts (its own ``fits``) and send it, as a
    person marks cards with Space; Escape when none fits."""
    picks = [list(c) for k in (1, 2, 3) for c in combinations(range(len(screen.cards)), k)]
    fitting = next((c for c in picks if screen.fits(c)), None)
    if fitting is None:
        await pilot.press("escape")
        return
    cards = screen.query_one(SelectionList)
    cards.deselect_all()
    for i in fitting:
        cards.select(i)
    await pilot.press("enter")


@pytest.mark.parametrize("size", [(80, 24), (120, 40)], ids=["80x24", "120x40"])
def test_r12_7_a_whole_full_box_match_in_russian_by_keys_shows_no_raw_token(
    size: tuple[int, int], tmp_path: Path
) -> None:
    """Issue 27 too: every screen readable (:func:`readable`), and the open moves list
    never changes an entry under the cursor while the table goes on."""
    set_lang("ru")
    rules = Rules(players=4, recipe="full_box", match_points=10, hand_size=5)
    app, source, clock = local_app(rules, seed=5)
    app.tips = Tips(True, tmp_path / "tips-seen")  # a newcomer's tips, all of them
    seen: list[str] = []
    scores: list[str] = []
    held = 0  # the times the list stayed open while the table moved on
    stuck = 0  # steps in one dialog

    async def run() -> None:
        nonlocal held, stuck
        async with app.run_test(size=size) as pilot:
            for step in range(30_000):
                await pilot.pause()
                check(app, seen)
                if isinstance(app.screen, ScoresScreen):
                    scores.append(screen_text(app))
                    if source.table.match.over:
                        await pilot.press("enter")  # the match's end: Enter leaves
                        await pilot.pause()
                        return
                    await pilot.press("enter")  # the next game
                    continue
                snap = app.snap
                assert snap is not None
                if snap.game_over:
                    continue  # the scores come up
                if isinstance(app.screen, CardsScreen):  # cards to give: the first legal set
                    await choose_cards(pilot, app.screen)
                    continue
                if len(app.screen_stack) > 1:  # a dialog: its first choice
                    stuck += 1
                    assert stuck < 200, (type(app.screen).__name__, screen_text(app))
                    if isinstance(app.screen, FeatScreen):  # a mini-game: let it be
                        await pilot.press("escape")
                        continue
                    await pilot.press("enter")
                    continue
                stuck = 0
                me = snap.seat
                turn = any(a.kind in TURN_KINDS or a.kind in CHAIN_KINDS for a in snap.legal)
                if snap.view["current"] == me and snap.view["race"] is None and turn:
                    await play_turn(pilot, app)
                    await source.settle()
                    continue
                if await react(pilot, app) is not None:
                    continue
                # a 2.0 move of the moves list now and then (a fist, a wink, a gift ...)
                entries = move_entries(snap)
                offers = [
                    i
                    for i, (_, m) in enumerate(entries)
                    if not (hasattr(m, "kind") and m.kind in (Act.SPEAK, Act.AWAY, Act.WINK))
                ]
                if offers and step % 3 == 0:
                    await pilot.press("m")
                    moves = app.query_one("#moves", OptionList)
                    moves.highlighted = offers[0]
                    under = app._moves[offers[0]]
                    if step % 2 == 0:  # the table goes on while the list is open
                        await wait_bots(app, source, clock)
                        await pilot.pause()
                        check(app, seen)
                        held += 1
                        assert moves.highlighted == offers[0]
                        assert app._moves[offers[0]][0] == under[0], (under, app._moves)
                        if offers[0] in app._gone:
                            await pilot.press("enter")  # refused with a sentence
                            assert "это уже невозможно" in app.feed_lines[-1][0]
                            await pilot.press("escape")
                            continue
                    await pilot.press("enter")
                    await source.settle()
                    continue
                await wait_bots(app, source, clock)
            raise AssertionError("the match did not end")

    asyncio.run(run())
    text = "\n".join(seen)
    assert source.table.match.over, source.table.match.games
    assert "ВАШ ХОД" in text and "Свинтус 2.0" in text
    assert len(scores) == source.table.match.games
    assert "матч до 10 очков" in scores[-1] and "итого" in scores[-1]
    assert held, "the moves list was never held open while the table went on"
    assert app.tips_shown, "no tip came up"


def test_r9_1_two_svinorost_plays_say_which_number_card_goes_on_it() -> None:
    """Issue 27 point 3: choices that differ say how; the choice's title is no id."""
    from svintus.engine import actions as A
    from svintus.engine.cards import face_of
    from svintus.terminal.app import move_label

    set_lang("ru")
    grow = face_of("svinorost")
    a = move_label(A.svinorost(0, grow, face_of("R3")), {}, ("Игрок", "Бот 2"))
    b = move_label(A.svinorost(0, grow, face_of("R5")), {}, ("Игрок", "Бот 2"))
    assert a != b
    assert a.endswith("положив на него: красная 3") and "Свинорост" in a, a
    assert not RAW.search(a + b), (a, b)
    set_lang("en")
    assert move_label(A.svinorost(0, grow, face_of("R3")), {}, ()).endswith("with red 3 on it")
