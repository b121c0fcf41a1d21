"""The ticker on a phone (docs/web.md "On a phone"): each sentence in it is whole or out of
sight, however little room the table leaves it. Squeezed, an older sentence shrank to a
sliver of half-letters at the ticker's top (a 360x640 phone in Russian)."""

from __future__ import annotations

from typing import Any

from .test_table import post

# Each sentence's [top, bottom, shown height] against the ticker's box.
LINES = """
() => {
  const t = document.getElementById('ticker').getBoundingClientRect();
  return [...document.querySelectorAll('#ticker .ev')].map((e) => {
    const r = e.getBoundingClientRect();
    const inside = r.left < t.right && r.right > t.left;
    const shown = inside ? Math.max(0, Math.min(r.bottom, t.bottom) - Math.max(r.top, t.top)) : 0;
    return [r.height, shown, e.textContent.slice(0, 30)];
  });
}
"""


def test_a_sentence_in_the_ticker_is_whole_or_out_of_sight(browser: Any, server: str) -> None:
    ctx = browser.new_context(
        viewport={"width": 360, "height": 844}, locale="ru-RU", is_mobile=True, has_touch=True
    )
    ctx.add_init_script("localStorage.setItem('svintus.tips', 'off')")
    page = ctx.new_page()
    try:
        body = {"players": 4, "bots": 3, "bot_level": "random", "recipe": "full_box"}
        body["pace"] = "relaxed"
        page.goto(server + post(server, "/api/tables", body)["url"])
        page.fill("#join-name", "Аня")
        page.click("#join-form button[type=submit]")
        page.wait_for_function("document.querySelectorAll('#ticker .ev').length >= 2")
        page.evaluate("window.svintus.ws.onmessage = null")  # the same sentences throughout
        cut: list[str] = []
        newest_seen = 0
        for height in range(844, 399, -16):
            page.set_viewport_size({"width": 360, "height": height})
            page.wait_for_timeout(80)
            lines = page.evaluate(LINES)
            newest_seen += lines[-1][1] > 0
            for full, shown, text in lines:
                if 0.5 < shown < full - 0.5:
                    cut.append(f"{height}: {shown:.0f} of {full:.0f} px of «{text}»")
        assert not cut, cut
        assert newest_seen > 0  # the newest sentence is in sight
    finally:
        ctx.close()
