"""Svintus 2.0 actions on the table page through the generic actions panel (Chromium).

A 3-player table, a person and two random bots, with a custom deck of number cards and
Challenge races (One for All R12.4, Slippers R12.5, Neither-nor R12.7). The person plays
by clicks only: the classic controls on their turn, and every 2.0 action from the
panel — a fist at once, and an action whose cards are chosen by clicking cards of the
hand, then «Done». Nothing on the server is special for the test.
"""

from __future__ import annotations

import random
import time
from pathlib import Path
from typing import Any

from .driver import click
from .test_table import DESKTOP, post

DECK = {"number": 1, "one_for_all": 2, "slippers": 2, "neither_nor": 2}
STANDING = ("away", "back", "touch", "wink")

# What to click next: [selector, kind]; the 2.0 panel first, then the classic controls.
CHOOSE = """
(standing) => {
  const shown = (el) => el && !el.closest('[hidden]') && el.getClientRects().length > 0;
  const all = (sel) => [...document.querySelectorAll(sel)].filter(shown);
  const send = document.getElementById('choose-send');
  if (shown(send)) {
    if (!send.disabled) return ['#choose-send', 'send'];
    const cards = all('#hand .slot .card.pickable');
    if (cards.length) {
      const slot = cards[0].closest('.slot');
      return [`#hand .slot[data-index="${slot.dataset.index}"]`, 'pick'];
    }
    return ['#choose-cancel', 'cancel'];
  }
  const verb = (b) => b.dataset.label.split(' ')[0];
  const offers = all('#offers [data-offer]').filter((b) => !standing.includes(verb(b)));
  const withCards = offers.filter((b) => b.querySelector('.tag'));
  const offer = withCards[0] || offers[0];
  const kind = withCards.length ? 'offer-cards' : 'offer';
  if (offer) return [`#offers [data-offer="${offer.dataset.offer}"]`, kind];
  if (shown(document.getElementById('colours'))) return ['#colour-buttons [data-colour]', 'colour'];
  const order = [
    ['#controls button.slap', 'slap'],
    ['#hand .slot:not([aria-disabled]) .card.playable', 'play'],
    ['#controls button[data-action="accept"]', 'accept'],
    ['#controls button[data-action="pass"]', 'pass'],
    ['#controls button[data-action="draw"]', 'draw'],
  ];
  for (const [sel, kind] of order) if (all(sel).length) return [sel, kind];
  return ['', ''];
}
"""

# The page holds only its own seat's offers: every action of an offer is in its legal
# list, and every card chosen with one is in its own hand (R14.8).
OWN_ONLY = """
() => {
  const S = window.svintus;
  const hand = [...(S.view?.hand || [])];
  for (const o of S.offers) {
    for (const a of o.actions) if (!S.legal.includes(a)) return `not legal: ${a}`;
    for (const cards of o.cards || []) {
      const rest = [...hand];
      for (const c of cards) {
        const i = rest.indexOf(c);
        if (i < 0) return `not in the hand: ${c} of ${o.label}`;
        rest.splice(i, 1);
      }
    }
  }
  return '';
}
"""


def seated(server: str, browser: Any, options: dict[str, Any]) -> tuple[Any, Any, list[str]]:
    """A person (Anna) seated at a new 3-seat table with two random bots and ``options``:
    the browser context, its page and the page errors collected so far."""
    errors: list[str] = []
    ctx = browser.new_context(viewport=DESKTOP, locale="en-US")
    page = ctx.new_page()
    page.on("pageerror", lambda e: errors.append(str(e)))
    table = post(
        server,
        "/api/tables",
        {"players": 3, "bots": 2, "bot_level": "random", "pace": "relaxed", "options": options},
    )
    page.goto(server + table["url"])
    page.fill("#join-name", "Anna")
    page.click("#join-form button[type=submit]")
    page.wait_for_function(
        "window.svintus && window.svintus.seat >= 0 && window.svintus.view", timeout=15_000
    )
    return ctx, page, errors


def test_r12_2_0_actions_by_click_through_the_generic_panel(
    server: str, browser: Any, artifacts: Path
) -> None:
    rng = random.Random(3)
    options = {"custom_deck": DECK, "hand_size": 5, "match_points": 200}
    ctx, page, errors = seated(server, browser, options)
    me = f"p{page.evaluate('window.svintus.seat') + 1} "

    taken: dict[str, str] = {}  # kind of click -> the person's 2.0 action that followed
    panel_shot = cards_shot = seen_race = False
    deadline = time.monotonic() + 300
    while time.monotonic() < deadline:
        assert page.evaluate(OWN_ONLY) == ""
        what, kind = page.evaluate(CHOOSE, list(STANDING))
        if kind.startswith("offer") and not panel_shot:
            page.screenshot(path=str(artifacts / "table-2-0-panel.png"))
            panel_shot = True
        if kind == "send" and not cards_shot:
            page.screenshot(path=str(artifacts / "table-2-0-cards.png"))
            cards_shot = True
        seen_race = seen_race or page.evaluate("!!document.querySelector('#arena .race li')")
        if what:
            click(page, what, kind, rng)
        mine = [
            a
            for a in page.evaluate("window.svintus.actions")
            if a.startswith(me) and a.split()[1] in ("fist", "show", "pay", "give", "grab")
        ]
        for a in mine:
            verb = a.split()[1]
            taken.setdefault("cards" if len(a.split()) > 2 and verb != "grab" else verb, a)
        if "cards" in taken and len(taken) >= 2:
            break
        page.wait_for_timeout(60)
    assert "cards" in taken, f"no 2.0 action with chosen cards was sent by click: {taken}"
    assert len(taken) >= 2, f"only one kind of 2.0 action by click: {taken}"
    # a race was drawn in the middle of the table, with each player's progress
    assert seen_race, "no race was drawn in the middle of the table"
    assert not errors, errors
    ctx.close()


# A person's Etiquette gift by clicks: the card's prompt, then one click per penalty card
# while the table waits (engine/choosing.py, docs/decisions.md "Choosing cards").
GIFT = """
(me) => {
  const S = window.svintus;
  const shown = (el) => el && !el.closest('[hidden]') && el.getClientRects().length > 0;
  const all = (sel) => [...document.querySelectorAll(sel)].filter(shown);
  if (S.view?.choice && S.view.choice.player === S.seat) {
    const cards = all('#hand .slot .card.pickable');
    const slot = cards.length && cards[0].closest('.slot');
    if (slot) return [`#hand .slot[data-index="${slot.dataset.index}"]`, 'pick'];
    return ['', 'wait'];
  }
  const gift = all('#offers [data-offer]').find((b) => b.dataset.label.startsWith('etiquette '));
  if (gift) return [`#offers [data-offer="${gift.dataset.offer}"]`, 'gift'];
  const order = [
    ['#hand .slot:not([aria-disabled]) .card.playable', 'play'],
    ['#controls button[data-action="accept"]', 'accept'],
    ['#controls button[data-action="pass"]', 'pass'],
    ['#controls button[data-action="draw"]', 'draw'],
  ];
  if (S.view && S.view.current === S.seat) {
    for (const [sel, kind] of order) if (all(sel).length) return [sel, kind];
  }
  return ['', ''];
}
"""


def test_r10_1_a_gift_gives_its_two_cards_one_click_each(
    server: str, browser: Any, artifacts: Path
) -> None:
    rng = random.Random(5)
    deck = {"number": 1, "shtol": 6, "shalun": 6}
    options = {
        "custom_deck": deck,
        "hand_size": 6,
        "match_points": 300,
        "turn_seconds": 4,
        "etiquette_seconds": 20,  # the choice's window: clicks on a busy machine are slow
    }
    ctx, page, errors = seated(server, browser, options)
    me = page.evaluate("window.svintus.seat")
    clicks: list[str] = []
    chose_shot = False
    deadline = time.monotonic() + 240
    done = False
    while time.monotonic() < deadline and not done:
        what, kind = page.evaluate(GIFT, me)
        if kind == "pick" and not chose_shot:
            page.screenshot(path=str(artifacts / "table-2-0-choice.png"))
            chose_shot = True
            choice = page.evaluate("window.svintus.view.choice")
            assert choice["player"] == me and choice["count"] == 2, choice
        if what:
            click(page, what, kind, rng)
            clicks.append(kind)
        actions = page.evaluate("window.svintus.actions")
        mine = [
            "lapse" if a == "lapse" else a.split()[1]
            for a in actions
            if a.startswith(f"p{me + 1} ") or a == "lapse"
        ]
        # a gift whose two cards were both named by this person's clicks, then given
        done = "etiquette give give" in " ".join(mine) and not page.evaluate(
            "window.svintus.view.choice"
        )
        page.wait_for_timeout(60)
    assert done, f"no gift with two cards named by click: {clicks[-20:]}"
    assert clicks.count("pick") >= 2 and chose_shot  # each card one click, no Done button
    assert not errors, errors
    ctx.close()
