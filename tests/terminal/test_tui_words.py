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

from textual.pilot import Pilot
from textual.widgets import OptionList, SelectionList

from svintus.engine import Rules
from svintus.engine.actions import Act
from svintus.terminal.app import CHAIN_KINDS, SvintusApp, move_entries
from svintus.terminal.screens import CardsScreen, ScoresScreen
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
    seen.append(text)


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


def test_r12_7_a_whole_full_box_match_in_russian_by_keys_shows_no_raw_token() -> None:
    set_lang("ru")
    rules = Rules(players=4, recipe="full_box", match_points=10, hand_size=5)
    app, source, clock = local_app(rules, seed=5)
    seen: list[str] = []
    scores: list[str] = []

    async def run() -> None:
        async with app.run_test(size=(120, 40)) as pilot:
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
                    await pilot.press("enter")
                    continue
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
                    app.query_one("#moves", OptionList).highlighted = offers[0]
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
