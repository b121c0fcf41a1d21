"""A bot for a person's seat from the page (issue 24 point 6): the table's creator hands a
friend's seat to a bot after a confirmation that says what happens; both pages show it,
the bot plays the friend's turns, and the friend takes the seat back with one button. A
person who is not the creator has no such control. Two people in two browser contexts
at one table with a bot."""

from __future__ import annotations

import os
from typing import Any

import pytest

from .test_access import axe_violations
from .test_table import post

WIDE = {"width": 1366, "height": 768}
PHONE = {"width": 390, "height": 844}
NAMES = {"en": ("Anna", "Boris"), "ru": ("Аня", "Боря")}
WORDS = {
    "en": ("Let a bot play", "A bot plays for you", "Back in the game"),
    "ru": ("Отдать место боту", "Бот играет за вас", "Вернуться в игру"),
}


def sit(browser: Any, server: str, url: str, name: str, lang: str, phone: bool) -> Any:
    ctx = browser.new_context(
        viewport=PHONE if phone else WIDE,
        locale="ru-RU" if lang == "ru" else "en-US",
        is_mobile=phone,
        has_touch=phone,
    )
    ctx.add_init_script("localStorage.setItem('svintus.tips', 'off')")
    page = ctx.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.errors = errors  # type: ignore[attr-defined]
    page.goto(server + url)
    page.fill("#join-name", name)
    page.click("#join-form button[type=submit]")
    page.wait_for_function("window.svintus?.seat >= 0", timeout=15_000)
    return page


STATUS = {
    "en": "A bot is playing your seat. To play again, press “Back in the game” or make a move",
    "ru": "За вас играет бот. Чтобы играть снова, нажмите «Вернуться в игру» или сделайте ход",
}


def shoot(page: Any, name: str) -> None:
    """A screenshot into $SVINTUS_SHOTS, when it is set (to look at the pages)."""
    folder = os.environ.get("SVINTUS_SHOTS")
    if folder:
        page.screenshot(path=f"{folder}/{name}.png")


# The seats on which this page shows the control to hand a seat to a bot.
HANDABLE = "[...document.querySelectorAll('[data-hand-seat]')].map((b) => +b.dataset.handSeat)"

# Whether seat `b` played, drew or kept a card after the stand-in event (a timeout's
# cards are taken for `dawdle`, not `draw`).
BOT_PLAYED = """(b) => {
  const S = window.svintus;
  const at = S.events.findIndex((e) => e.kind === 'stand_in' && e.player === b);
  if (at < 0) return false;
  const mine = S.events.slice(at).filter((e) => e.player === b && e.kind !== 'took_back');
  return mine.some((e) => e.kind === 'played' || e.kind === 'passed'
    || (e.kind === 'took' && e.reason === 'draw'));
}"""


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_creator_hands_a_friends_seat_to_a_bot_and_the_friend_takes_it_back(
    browser: Any, server: str, lang: str
) -> None:
    hand, plays_for_you, take_back = WORDS[lang]
    table = post(
        server,
        "/api/tables",
        {"players": 3, "bots": 1, "bot_level": "easy", "options": {"turn_seconds": 4.0}},
    )
    anna = sit(browser, server, table["url"], NAMES[lang][0], lang, phone=False)
    boris = sit(browser, server, table["url"], NAMES[lang][1], lang, phone=True)
    try:
        for page in (anna, boris):
            page.wait_for_function("window.svintus.table?.status === 'playing'", timeout=15_000)
        a, b = anna.evaluate("window.svintus.seat"), boris.evaluate("window.svintus.seat")
        assert anna.evaluate("window.svintus.table.creator") == a
        # only the creator, only on the other person's seat (not a bot's, not her own)
        anna.wait_for_function(f"{HANDABLE}.length > 0", timeout=10_000)
        assert anna.evaluate(HANDABLE) == [b]
        assert boris.evaluate(HANDABLE) == []
        button = anna.locator(f"[data-hand-seat='{b}']")
        assert button.inner_text().replace("\n", " ") == hand
        button.click()
        dialog = anna.locator("#hand-seat [role=dialog]")
        dialog.wait_for(state="visible")
        said = dialog.inner_text()
        assert NAMES[lang][1] in said  # whose seat, what happens, how it comes back
        assert take_back in said
        anna.wait_for_function("document.activeElement?.id === 'hand-confirm'")
        assert axe_violations(anna) == []  # the confirmation, open, is clean (issue 26)
        anna.click("#hand-confirm")
        assert anna.locator("#hand-seat").is_hidden()
        # both pages show it: the friend's own seat, the creator's badge on that seat
        boris.locator(".stand-in-mine").wait_for(state="visible", timeout=10_000)
        assert plays_for_you in boris.locator(".stand-in-mine").inner_text()
        badge = anna.locator(f".seat[data-seat='{b}'] .badge.stand-in")
        badge.wait_for(state="visible", timeout=10_000)
        assert NAMES[lang][1] in (badge.get_attribute("title") or "")
        assert anna.evaluate(HANDABLE) == []  # handed already
        # the bot plays the friend's turns, while the friend's page does nothing
        anna.wait_for_function(BOT_PLAYED, arg=b, timeout=60_000)
        boris.wait_for_function(BOT_PLAYED, arg=b, timeout=10_000)
        assert boris.evaluate(f"window.svintus.table.seats[{b}].offline") is False
        # the friend is told a bot plays their seat and how to come back, never "your
        # turn"; the tab's title calls nobody (web/moments.js, test_web_stand_in.py)
        status = boris.locator("#status")
        assert status.inner_text() == STATUS[lang]
        assert not boris.title().startswith("•")
        assert "myturn" not in (boris.locator("#hand").get_attribute("class") or "")
        shoot(boris, f"stand-in-{lang}-phone")
        shoot(anna, f"stand-in-{lang}-wide")
        # the friend takes the seat back with one tap
        boris.locator(".stand-in-mine .take-back").click()
        anna.wait_for_function(
            f"window.svintus.table.seats[{b}].stand_in === false", timeout=10_000
        )
        boris.locator(".stand-in-mine").wait_for(state="detached", timeout=10_000)
        assert anna.evaluate(HANDABLE) == [b]  # and may be handed again
        assert anna.errors == [] and boris.errors == []  # type: ignore[attr-defined]
    finally:
        anna.context.close()
        boris.context.close()
