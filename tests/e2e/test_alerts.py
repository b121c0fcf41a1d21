"""Alerts at the table (issue 24 point 5; docs/web.md "Alerts"): in a real Chromium, the
tab's title says «• Your turn — Svintus» on the person's turn and is the game's name
again after it; a tone is started by the Web Audio API on the turn (counted by wrapping
`OscillatorNode.prototype.start` before the page loads: what the page really does); the
sound button mutes it, and the choice holds over a reload; a spectator is never alerted."""

from __future__ import annotations

from typing import Any

from .test_site import post

# Counts the tones the page starts (each oscillator's frequency), before any page script.
COUNT_TONES = """
window.__tones = [];
const start = OscillatorNode.prototype.start;
OscillatorNode.prototype.start = function (...args) {
  window.__tones.push(this.frequency.value);
  return start.apply(this, args);
};
"""
MY_TURN = "window.svintus?.view && window.svintus.view.current === window.svintus.seat"
NOT_MY_TURN = "window.svintus?.view && window.svintus.view.current !== window.svintus.seat"


def page_at(browser: Any, url: str) -> tuple[Any, Any]:
    ctx = browser.new_context(viewport={"width": 1366, "height": 768}, locale="en-US")
    ctx.add_init_script(COUNT_TONES)
    ctx.add_init_script("localStorage.setItem('svintus.tips', 'off')")
    page = ctx.new_page()
    page.goto(url)
    return ctx, page


def test_the_turn_changes_the_title_and_sounds_and_mute_holds_over_a_reload(
    browser: Any, server: str
) -> None:
    # number cards only: no race or window comes before the person's turn
    body = {"players": 2, "bots": 1, "bot_level": "random", "pace": "blitz"}
    body["options"] = {"custom_deck": {"number": 1}, "hand_size": 7, "match_points": 500}
    table = post(server, "/api/tables", body)
    ctx, page = page_at(browser, server + table["url"])
    watch_ctx, watcher = page_at(browser, server + table["url"] + "?watch")
    try:
        page.fill("#join-name", "Anna")
        page.click("#join-form button[type=submit]")
        page.wait_for_function("window.svintus?.seat >= 0 && window.svintus.view", timeout=15_000)
        assert page.locator("#sound").inner_text() == "Sound: on"
        page.wait_for_function(MY_TURN, timeout=30_000)
        page.wait_for_function("document.title === '• Your turn — Svintus'", timeout=5_000)
        page.wait_for_function("window.__tones.length > 0", timeout=5_000)
        # the turn passes (played by the table on time out, or drawn): the name again
        page.wait_for_function(NOT_MY_TURN, timeout=30_000)
        page.wait_for_function("document.title === 'Svintus'", timeout=5_000)

        page.click("#sound")
        assert page.locator("#sound").inner_text() == "Sound: off"
        page.reload()
        page.wait_for_function("window.svintus?.seat >= 0 && window.svintus.view", timeout=15_000)
        assert page.locator("#sound").inner_text() == "Sound: off"
        assert page.evaluate("localStorage.getItem('svintus.sound')") == "off"
        # a whole turn of the person's after the reload: the title changes, no tone
        page.wait_for_function(NOT_MY_TURN, timeout=30_000)
        page.wait_for_function(MY_TURN, timeout=30_000)
        page.wait_for_function("document.title === '• Your turn — Svintus'", timeout=5_000)
        page.wait_for_function(NOT_MY_TURN, timeout=30_000)
        assert page.evaluate("window.__tones.length") == 0

        # the spectator saw all of it: no tone, its title the game's name
        assert watcher.evaluate("window.svintus.seat") == -1
        assert watcher.evaluate("window.svintus.view.move") > 0
        assert watcher.evaluate("window.__tones.length") == 0
        assert watcher.title() == "Svintus"
    finally:
        ctx.close()
        watch_ctx.close()
