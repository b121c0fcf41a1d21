"""Svintus 2.0 actions in the full-screen game, through the generic moves list (Pilot).

A custom deck of number cards and Challenge races (One for All R12.4, Slippers R12.5,
Neither-nor R12.7): the bots play on a frozen clock (the person takes the 2.0 actions
that need no cards, a fist ...) until the person is offered a 2.0 action whose cards
they choose from their hand; the person takes it with the keys only (m, the list,
Enter, Space on the cards, Enter).
"""

from __future__ import annotations

import re

from textual.pilot import Pilot
from textual.widgets import OptionList, SelectionList, Static

from svintus.engine import Rules
from svintus.table.offers import Offer
from svintus.terminal.app import move_entries
from svintus.terminal.screen import STANDING
from svintus.terminal.screens import CardsScreen

from .helpers import local_app, wait_bots
from .test_tui_screens import run_app

DECK = (("number", 1), ("one_for_all", 2), ("slippers", 2), ("neither_nor", 2))


def test_r12_a_2_0_action_with_cards_chosen_from_the_hand_in_the_moves_list() -> None:
    rules = Rules(players=3, custom_deck=DECK, hand_size=5)
    app, source, clock = local_app(rules, seed=3)

    async def body(pilot: Pilot[int]) -> None:
        offer: Offer | None = None
        index = -1
        for _ in range(3000):
            snap = app.snap
            assert snap is not None
            others: list[Offer] = []
            for i, (_, move) in enumerate(move_entries(snap)):
                if isinstance(move, Offer) and move.choose:
                    offer, index = move, i
                    break
                if isinstance(move, Offer) and move.verb not in STANDING:
                    others.append(move)
            if offer is not None:
                break
            if others:  # a race's fist and the like: the person joins in
                app.take_offer(others[0])
                continue
            assert await wait_bots(app, source, clock), "the table waits for nobody"
        assert offer is not None, "no 2.0 action with cards to choose was offered"
        await pilot.pause()
        snap = app.snap
        assert snap is not None
        # the 2.0 panel tells the race or the duel in a sentence naming the card and a player
        panel = app.query_one("#families", Static)
        said = str(panel.render())
        assert panel.has_class("shown"), said
        kinds = ("One for All", "Whoever Is Quick Gets the Slippers", "Neither to Yourself")
        assert any(f"«{k}" in said for k in kinds) and "Bot " in said, said
        assert not re.search(r"\b(phase|progress|temporary_pile|opponent)\b|[()]\s*$", said), said
        # the moves list holds the offer once, labelled by its notation and help
        moves = app.query_one("#moves", OptionList)
        label = str(moves.get_option_at_index(index).prompt)
        assert f"+ choose {offer.choose} cards" in label and "p1" not in label
        await pilot.press("m")
        moves.highlighted = index
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, CardsScreen)
        # nothing marked is no legal choice: the screen stays and says so
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, CardsScreen)
        assert "not a legal choice" in str(app.screen.query_one("#cards-hint", Static).render())
        # mark the cards of one variant, by Space on each
        hand = list(snap.view["hand"])
        wanted = list(offer.choices[0])
        marks = []
        for card in wanted:
            i = next(j for j, c in enumerate(hand) if c == card and j not in marks)
            marks.append(i)
        cards = app.screen.query_one(SelectionList)
        for i in marks:
            cards.highlighted = i
            await pilot.press("space")
        before = len(source.table.record.actions)
        await pilot.press("enter")
        await pilot.pause()
        assert not isinstance(app.screen, CardsScreen)
        taken = [a for _, a in source.table.record.actions[before:] if a.player == 0]
        assert taken and taken[0]._replace(move=None) == offer.pick(wanted), taken

    run_app(app, body)
