"""Enter on a card that does not fit (terminal, 80x24): the feed says which cards fit, in
the player's language, instead of «Так сейчас ходить нельзя по правилам», which left a
newcomer pressing Enter on the same card (the moves list's first line is not the card
the hand has chosen). R3.1: a card fits by colour or by value."""

from __future__ import annotations

import asyncio

import pytest

from svintus.engine import Rules
from svintus.engine.actions import Act
from svintus.engine.cards import card_name
from svintus.terminal.app import SvintusApp
from svintus.terminal.words import card, set_lang

from .helpers import choose_card, local_app


@pytest.mark.parametrize(
    ("lang", "says"), [("ru", "сейчас не сыграть; подход"), ("en", "cannot be played now; fit")]
)
def test_r3_1_a_card_that_does_not_fit_says_which_cards_do(lang: str, says: str) -> None:
    set_lang(lang)
    try:
        for seed in range(40):  # a deal where the person starts with a card that does not fit
            app, _source, _clock = local_app(Rules(players=2), seed)

            async def run(app: SvintusApp) -> bool:
                async with app.run_test(size=(80, 24)) as pilot:
                    await pilot.pause()
                    snap = app.snap
                    assert snap is not None
                    if snap.view["current"] != snap.seat:
                        return False
                    plays = {a.card for a in snap.legal if a.kind == Act.PLAY}
                    hand = list(snap.view["hand"])
                    wrong = [c for c in hand if c not in {card_name(p) for p in plays}]
                    if not wrong or not plays:
                        return False
                    await choose_card(pilot, app, wrong[0])
                    await pilot.press("enter")
                    await pilot.pause()
                    line, _ = app.feed_lines[-1]
                    assert says in line, line
                    assert card(card_name(next(iter(plays)))) in line, line
                    assert "правилам" not in line and "against the rules" not in line
                    return True

            if asyncio.run(run(app)):
                return
        raise AssertionError("no deal in 40 seeds where the person holds a card that does not fit")
    finally:
        set_lang("en")
