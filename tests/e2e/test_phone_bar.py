"""The table's bar on a phone (docs/web.md "On a phone"): each of its buttons and links is
whole on the screen and apart from the others, in Russian and in English, from a small
phone (360 px wide) to a large one (430 px), and in a computer's window as narrow. On a
390 px phone in Russian the last button, «English», stood half outside the right edge."""

from __future__ import annotations

from itertools import pairwise
from typing import Any

import pytest

from .test_table import post

# The bar's pieces a person sees: [what it says, left, right].
PIECES = """
() => [...document.querySelectorAll('header.bar > *')]
  .filter((el) => el.getClientRects().length > 0 && !el.classList.contains('visually-hidden'))
  .map((el) => {
    const r = el.getBoundingClientRect();
    return [el.id || el.className, r.left, r.right];
  })
"""


@pytest.mark.parametrize("touch", [True, False], ids=["phone", "narrow-window"])
def test_every_piece_of_the_bar_is_whole_on_a_phone_in_both_languages(
    browser: Any, server: str, touch: bool
) -> None:
    """A phone, and a computer's window as narrow (there «Уведомлять» is offered too)."""
    ctx = browser.new_context(
        viewport={"width": 390, "height": 844}, locale="ru-RU", is_mobile=touch, has_touch=touch
    )
    ctx.add_init_script("localStorage.setItem('svintus.tips', 'off')")
    page = ctx.new_page()
    try:
        body = {"players": 4, "bots": 3, "bot_level": "random", "recipe": "full_box"}
        page.goto(server + post(server, "/api/tables", body)["url"])
        page.fill("#join-name", "Аня")
        page.click("#join-form button[type=submit]")
        page.wait_for_function("window.svintus?.seat >= 0 && !!window.svintus.view")
        page.wait_for_selector("#alerts .sound-btn", state="attached")
        bad: list[str] = []
        for lang in ("ru", "en"):
            if lang == "en":
                page.click("#lang")
                page.wait_for_function("document.documentElement.lang === 'en'")
            for width in (360, 390, 430):
                page.set_viewport_size({"width": width, "height": 844})
                page.wait_for_timeout(100)
                pieces = page.evaluate(PIECES)
                assert len(pieces) >= 6, pieces
                for name, left, right in pieces:
                    if left < 0 or right > width + 0.5:
                        bad.append(f"{lang} {width}: {name} at {left:.0f}-{right:.0f}")
                for (a, _, a_right), (b, b_left, _) in pairwise(pieces):
                    if b_left < a_right - 0.5:
                        bad.append(f"{lang} {width}: {a} and {b} overlap")
        assert not bad, bad
    finally:
        ctx.close()
