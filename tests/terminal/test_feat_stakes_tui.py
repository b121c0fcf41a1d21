"""R12.6 Slabo?: a player who may try the feat reads what giving up means, at 80x24 and
in Russian: «Отказаться повторять рекорд (карты останутся у вас)» in the moves list, and
on the 2.0 panel (in full with i) that a repeat hands the challenger three cards (the
page's «Сдаться» says the same, web/feats.js). The moves list no longer suggests trying
«with the record's score», which the table refuses: it measures the score itself."""

from __future__ import annotations

import asyncio

from textual.pilot import Pilot

from svintus.engine import Rules
from svintus.engine.actions import Act
from svintus.terminal.app import FeatPlay, move_entries
from svintus.terminal.families import family_lines
from svintus.terminal.screens import ScoresScreen
from svintus.terminal.words import set_lang

from .helpers import local_app, play_turn, screen_text, set_feat_by_mini_game, wait_bots

SLABO = (("number", 1), ("slabo", 4))


def test_r12_6_the_panel_says_what_a_try_is_worth_at_80x24_in_russian() -> None:
    set_lang("ru")
    rules = Rules(players=3, custom_deck=SLABO, hand_size=4)
    app, source, clock = local_app(rules, seed=3)
    seen: list[str] = []
    labels: list[str] = []

    async def body(pilot: Pilot[int]) -> None:
        for _ in range(3000):
            snap = app.snap
            assert snap is not None
            tries = [
                m
                for _, m in move_entries(snap)
                if isinstance(m, FeatPlay) and m.action.kind == Act.ATTEMPT
            ]
            if tries:
                await pilot.pause()
                seen.append(screen_text(app))
                labels.extend(label for label, _ in move_entries(snap))
                return
            feats = [m for _, m in move_entries(snap) if isinstance(m, FeatPlay)]
            if feats:  # the person sets a feat: a score the table measures, any
                set_feat_by_mini_game(app, source, clock, feats[0].action)
                await pilot.pause()
                continue
            if isinstance(app.screen, ScoresScreen):
                await pilot.press("enter")
                await pilot.pause()
                continue
            if await wait_bots(app, source, clock):
                continue
            if snap.view.get("current") == 0 and any(a.kind == Act.DRAW for a in snap.legal):
                await play_turn(pilot, app)
            else:
                rest = [a for a in snap.legal if a.kind != Act.SPEAK]
                if rest:
                    app.send(rest[0])
            await pilot.pause()

    async def run() -> None:
        async with app.run_test(size=(80, 24)) as pilot:
            await body(pilot)

    asyncio.run(run())
    assert seen, "no feat to try was offered to the person"
    # the moves list: giving up says the cards stay; no "try with the record's score"
    # suggestion, which the table would refuse (it measures the score itself)
    assert "Отказаться повторять рекорд (карты останутся у вас)" in labels, labels
    assert not any("подсказка" in label and "Попробовать" in label for label in labels), labels
    assert "Отказаться повторять" in seen[0]


def test_r12_6_the_panel_line_of_the_stakes_in_both_languages() -> None:
    view = {
        "player": 2,
        "challenge": {
            "races": {
                "card": "slabo",
                "phase": "try",
                "player": 0,
                "feat": "reaction",
                "score": "250",
                "may_try": [1, 2],
            }
        },
    }
    names = ["Аня", "Бот 2", "Бот 3"]
    set_lang("ru")
    assert "Повторите — Аня получит от вас 3 карты; нет — карты останутся у вас" in (
        family_lines(view, names)
    )
    set_lang("en")
    stakes = "Repeat it: Аня gets 3 cards from you; if not, you keep them"
    assert stakes in family_lines(view, names)
    assert not any("Repeat it" in line for line in family_lines({**view, "player": 0}, names))
