"""Svintus 2.0 for people on the web page (issue #12): the layout holds.

A person (Аня) sits at a full_box table with three bots. The layout test deals 20 cards
and checks the boxes of the hand (data-testid="hand") and the play pile
(data-testid="pile") against the viewport at 1366x768, 1920x1080 and 390x844 while
the game runs.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from .test_table import post

SIZES = [(1366, 768), (1920, 1080), (390, 844)]


def seated_ru(
    server: str, browser: Any, options: dict[str, Any], size: tuple[int, int], pace: str
) -> tuple[Any, Any, list[str]]:
    errors: list[str] = []
    phone = size[0] < 700
    ctx = browser.new_context(
        viewport={"width": size[0], "height": size[1]},
        locale="ru-RU",
        is_mobile=phone,
        has_touch=phone,
    )
    page = ctx.new_page()
    page.on("pageerror", lambda e: errors.append(str(e)))
    body = {"players": 4, "bots": 3, "bot_level": "random", "recipe": "full_box", "pace": pace}
    table = post(server, "/api/tables", {**body, "options": options})
    page.goto(server + table["url"])
    page.fill("#join-name", "Аня")
    page.click("#join-form button[type=submit]")
    page.wait_for_function("window.svintus.seat >= 0 && window.svintus.view", timeout=15_000)
    return ctx, page, errors


# The boxes that must hold: the hand, each card in it, the pile, the actions above the hand.
BOXES = """
() => {
  const box = (el) => {
    const r = el.getBoundingClientRect();
    return [r.left, r.top, r.right, r.bottom];
  };
  const hand = document.querySelector('[data-testid="hand"]');
  const pile = document.querySelector('[data-testid="pile"]');
  const asks = document.getElementById('asks');
  return {
    vw: window.innerWidth, vh: window.innerHeight,
    hand: box(hand), pile: box(pile), asks: box(asks),
    cards: [...hand.querySelectorAll('.card')].map(box),
    n: window.svintus.view?.hand?.length || 0,
  };
}
"""


def inside(b: list[float], vw: int, vh: int) -> bool:
    return b[0] >= -0.5 and b[1] >= -0.5 and b[2] <= vw + 0.5 and b[3] <= vh + 0.5


def test_r14_layout_hand_and_pile_on_screen_at_three_sizes_on_a_full_box_table(
    server: str, browser: Any, artifacts: Path
) -> None:
    options = {"hand_size": 20, "match_points": 500}
    ctx, page, errors = seated_ru(server, browser, options, SIZES[0], "relaxed")
    checked = 0
    for w, h in SIZES:
        page.set_viewport_size({"width": w, "height": h})
        for _ in range(4):  # the game runs meanwhile: prompts come and go
            page.wait_for_timeout(700)
            b = page.evaluate(BOXES)
            assert b["n"] >= 15, b  # a big hand of a running 2.0 game
            assert inside(b["hand"], w, h), f"the hand is off screen at {w}x{h}: {b['hand']}"
            assert inside(b["pile"], w, h), f"the pile is off screen at {w}x{h}: {b['pile']}"
            for card in b["cards"]:
                assert inside(card, w, h), f"a card of the hand is cut off at {w}x{h}: {card}"
            assert b["asks"][3] <= b["hand"][1] + 0.5, f"the actions cover the hand at {w}x{h}"
            checked += 1
        page.screenshot(path=str(artifacts / f"table-2-0-layout-{w}.png"))
    assert checked == 12
    assert not errors, errors
    ctx.close()
