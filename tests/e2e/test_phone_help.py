"""The «?» help panel on a phone (issue 26's gap): on a touch screen the bar's «?» button
is there, and opens a panel made for a phone — what the table's parts are and how to play
with taps, no keyboard keys — inside a 390x844 screen, scrolling within itself, closed by
its button; axe-core finds no violation in it. Both languages."""

from __future__ import annotations

from typing import Any

import pytest

from .test_access import AXE
from .test_table import post

PHONE = {"width": 390, "height": 844}
LOCALES = {"en": "en-US", "ru": "ru-RU"}
WORDS = {
    "en": ("How to play", "Press and hold", "Close"),
    "ru": ("Как играть", "Нажмите и подержите", "Закрыть"),
}

BOX = """() => {
  const box = document.querySelector('#help [role=dialog]');
  const r = box.getBoundingClientRect();
  const close = document.getElementById('help-close').getBoundingClientRect();
  return {
    box: [r.left, r.top, r.right, r.bottom], vw: innerWidth, vh: innerHeight,
    close: [close.left, close.top, close.right, close.bottom],
    scrolls: box.scrollHeight > box.clientHeight && getComputedStyle(box).overflowY === 'auto',
    keys: box.querySelectorAll('kbd, .keys').length,
  };
}"""


def axe_in_help(page: Any) -> list[str]:
    """axe-core's violations inside the open panel (the page behind it is another test's)."""
    page.add_script_tag(path=str(AXE))
    found: list[str] = page.evaluate(
        """async () => {
          const rules = { 'label-content-name-mismatch': { enabled: true } };
          const r = await axe.run('#help', { rules });
          return r.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
        }"""
    )
    return found


def inside(b: list[float], vw: int, vh: int) -> bool:
    return b[0] >= -0.5 and b[1] >= -0.5 and b[2] <= vw + 0.5 and b[3] <= vh + 0.5


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_phone_has_a_help_panel_that_fits_and_closes(
    browser: Any, server: str, lang: str
) -> None:
    title, tap_words, close = WORDS[lang]
    ctx = browser.new_context(viewport=PHONE, locale=LOCALES[lang], is_mobile=True, has_touch=True)
    ctx.add_init_script("localStorage.setItem('svintus.tips', 'off')")
    page = ctx.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    try:
        table = post(server, "/api/tables", {"players": 3, "bots": 2})
        page.goto(server + table["url"])
        page.fill("#join-name", "Аня" if lang == "ru" else "Anna")
        page.click("#join-form button[type=submit]")
        page.wait_for_function("window.svintus?.seat >= 0 && window.svintus.view")
        button = page.locator("#help-btn")
        assert button.is_visible()
        assert inside(list(button.bounding_box().values())[:2] * 2, 390, 844)
        button.tap()
        page.locator("#help [role=dialog]").wait_for(state="visible")
        text = page.locator("#help").inner_text()
        assert title in text and tap_words in text
        assert page.locator("#help-close").inner_text() == close
        shown = page.evaluate(BOX)
        assert inside(shown["box"], shown["vw"], shown["vh"]), shown
        assert inside(shown["close"], shown["vw"], shown["vh"]), shown
        assert shown["keys"] == 0  # no keyboard keys on a phone
        assert shown["scrolls"]  # taller than the screen: it scrolls inside itself
        page.evaluate("document.querySelector('#help [role=dialog]').scrollTop = 10000")
        assert inside(page.evaluate(BOX)["close"], 390, 844)  # Close stays in sight
        assert axe_in_help(page) == []
        page.locator("#help-close").tap()
        page.locator("#help").wait_for(state="hidden")
        assert page.locator("#help-close").count() == 0
        assert errors == []
    finally:
        ctx.close()
