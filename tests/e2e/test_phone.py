"""The table on a phone (390x844): a first-game tip never lies over the hand, the buttons,
the pile or the timer (nor on a phone held sideways, 844x390, nor at 1366x768 and
1920x1080), and neither do a toast or a card's rule; held sideways, the seats, the piles
and the hand stand apart and in sight; a ticker under the table shows the newest sentences
of the feed, which is below the fold there, and a tap on it scrolls to the feed."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from .test_table import post

PHONE = {"width": 390, "height": 844}
SIZES = [(390, 844), (844, 390), (1366, 768), (1920, 1080)]  # and a phone held sideways

# The boxes of what must stay in sight while the player plays: [left, top, right, bottom].
BOXES = """
(what) => {
  const shown = (el) => el && !el.closest('[hidden]') && el.getClientRects().length > 0;
  const box = (el) => {
    const r = el.getBoundingClientRect();
    return [r.left, r.top, r.right, r.bottom];
  };
  const one = (sel) => {
    const el = document.querySelector(sel);
    return shown(el) ? box(el) : null;
  };
  return {
    over: one(what),
    hand: one('[data-testid="hand"]'),
    pile: one('[data-testid="pile"]'),
    timer: one('#timer'),
    buttons: [...document.querySelectorAll('#asks button, #asks .prompt')].filter(shown).map(box),
  };
}
"""


def overlap(a: list[float] | None, b: list[float] | None) -> bool:
    if a is None or b is None:
        return False
    return min(a[2], b[2]) - max(a[0], b[0]) > 0.5 and min(a[3], b[3]) - max(a[1], b[1]) > 0.5


def covered(page: Any, what: str) -> list[str]:
    """What of the hand, the pile, the timer and the buttons the element ``what`` covers."""
    b = page.evaluate(BOXES, what)
    assert b["over"] is not None, f"{what} is not shown"
    assert b["hand"] is not None
    hits = [k for k in ("hand", "pile", "timer") if overlap(b["over"], b[k])]
    hits += [f"button {x}" for x in b["buttons"] if overlap(b["over"], x)]
    return hits


# The table's pieces held sideways: each seat, the deck, the pile, one's own seat, the hand.
PIECES = """
() => {
  const box = (el) => {
    const r = el.getBoundingClientRect();
    return [r.left, r.top, r.right, r.bottom];
  };
  const els = [...document.querySelectorAll('#seats .seat'), ...['#deck', '#pile', '#me', '#hand']
    .map((s) => document.querySelector(s))];
  return { boxes: els.map((el) => [el.id || el.className, box(el)]), height: innerHeight };
}
"""


def apart(page: Any) -> list[str]:
    """The pairs of the table's pieces that overlap, and a hand below the screen's edge."""
    got = page.evaluate(PIECES)
    boxes = got["boxes"]
    bad = [
        f"{a} / {b}" for i, (a, x) in enumerate(boxes) for b, y in boxes[i + 1 :] if overlap(x, y)
    ]
    hand = dict(boxes)["hand"]
    if hand[3] > got["height"] + 0.5:
        bad.append(f"the hand ends at {hand[3]:.0f}, below the screen's {got['height']}")
    return bad


# The lines of the feed and the 2.0 panel in sight (inside the feed's visible box) that
# the tip lies over, on a computer.
SIDE = """
() => {
  const tip = document.getElementById('tip').getBoundingClientRect();
  const feed = document.getElementById('feed').getBoundingClientRect();
  const over = (r) => Math.min(r.right, tip.right) - Math.max(r.left, tip.left) > 0.5
    && Math.min(r.bottom, tip.bottom) - Math.max(r.top, tip.top) > 0.5;
  const lines = [...document.querySelectorAll('#feed li')].filter((li) => {
    const r = li.getBoundingClientRect();
    return r.bottom > feed.top + 0.5 && r.top < feed.bottom - 0.5 && over(r);
  }).map((li) => li.textContent);
  const panel = document.getElementById('families');
  if (!panel.hidden && over(panel.getBoundingClientRect())) lines.push('the 2.0 panel');
  return lines;
}
"""


def over_the_side(page: Any) -> list[str]:
    """The feed's lines in sight (and the 2.0 panel) that the tip covers."""
    return list(page.evaluate(SIDE))


def seated(
    browser: Any, server: str, body: dict[str, Any], locale: str, tips: bool
) -> tuple[Any, list[str]]:
    """A person at a new table on a phone; the page and its script errors."""
    ctx = browser.new_context(viewport=PHONE, locale=locale, is_mobile=True, has_touch=True)
    if not tips:
        ctx.add_init_script("localStorage.setItem('svintus.tips', 'off')")
    page = ctx.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    table = post(server, "/api/tables", body)
    page.goto(server + table["url"])
    page.fill("#join-name", "Аня" if locale.startswith("ru") else "Anna")
    page.click("#join-form button[type=submit]")
    page.wait_for_function(
        "window.svintus && window.svintus.seat >= 0 && window.svintus.view", timeout=15_000
    )
    return page, errors


def test_a_tip_a_toast_and_a_rule_leave_the_hand_the_buttons_and_the_pile_in_sight(
    browser: Any, server: str, artifacts: Path
) -> None:
    """A first turn must not punish: on a phone the silence tip stood over the hand while
    the player's clock ran (a fixed box at the bottom of the screen)."""
    body = {
        "players": 4,
        "bots": 3,
        "bot_level": "random",
        "pace": "relaxed",
        # Tikhokhryuns everywhere: a silence, and its first-game tip, within seconds
        "options": {"custom_deck": {"number": 1, "tikhokhryun": 10}, "match_points": 500},
    }
    page, errors = seated(browser, server, body, "ru-RU", tips=True)
    page.wait_for_selector("#tip:not([hidden])", timeout=45_000)  # seconds, on a loaded machine
    for w, h in SIZES:
        page.set_viewport_size({"width": w, "height": h})
        page.wait_for_timeout(250)
        assert covered(page, "#tip") == [], f"the tip covers them at {w}x{h}"
        if w > 760 and h >= 500:  # a computer: the tip over the side column hides no line
            assert over_the_side(page) == [], f"the tip covers the feed at {w}x{h}"
        if h < 500:  # sideways: nothing on the table lies over another, the hand in sight
            assert apart(page) == [], f"pieces overlap at {w}x{h}"
            page.screenshot(path=str(artifacts / "table-phone-sideways.png"))
        if w == 390:
            page.screenshot(path=str(artifacts / "table-phone-tip.png"))
    page.set_viewport_size(PHONE)
    # a refused action's toast
    page.evaluate(
        "window.svintus.ws.send(JSON.stringify({type: 'action', action: 'play Z9', id: 'x'}))"
    )
    page.wait_for_selector("#toast:not([hidden])", timeout=5_000)
    assert covered(page, "#toast") == []
    # a card's rule (a long press on a phone; a right click here)
    page.locator("#hand .slot .card").first.click(button="right", force=True)
    page.wait_for_selector("#rule:not([hidden])", timeout=5_000)
    # asked for by the player, the rule may lie over the pile for a moment, not the hand
    assert [x for x in covered(page, "#rule .box") if x != "pile"] == []
    page.mouse.click(5, 300)  # a tap outside the box closes it, and does nothing else
    page.wait_for_selector("#rule", state="hidden", timeout=5_000)
    assert not errors, errors
    page.context.close()


# The ticker and the feed: the newest sentence of each, how many, where the ticker is.
TICKER = """
() => {
  const ticker = document.getElementById('ticker');
  const feed = [...document.querySelectorAll('#feed li')];
  const r = ticker.getBoundingClientRect();
  return {
    shown: !ticker.hidden && ticker.getClientRects().length > 0,
    box: [r.left, r.top, r.right, r.bottom],
    vw: window.innerWidth,
    vh: window.innerHeight,
    newest: ticker.lastElementChild?.textContent ?? null,
    feed: feed.length,
    feed_newest: feed.length ? feed[feed.length - 1].textContent : null,
  };
}
"""


def test_a_ticker_on_a_phone_shows_the_newest_sentences_of_the_feed(
    browser: Any, server: str, artifacts: Path
) -> None:
    """On a phone the feed is below the fold: the ticker under the table shows its newest
    sentence, the same text, as events come; a tap on it scrolls to the feed."""
    body = {"players": 4, "bots": 3, "bot_level": "random", "pace": "blitz"}
    page, errors = seated(browser, server, body, "en-US", tips=False)
    page.wait_for_function("document.querySelectorAll('#feed li').length >= 3", timeout=15_000)
    first = page.evaluate(TICKER)
    for _ in range(2):  # now, and after more events came
        t = page.evaluate(TICKER)
        assert t["shown"], t
        b, vw, vh = t["box"], t["vw"], t["vh"]
        assert b[0] >= -0.5 and b[1] >= -0.5 and b[2] <= vw + 0.5 and b[3] <= vh + 0.5, t
        assert t["newest"] and t["newest"] == t["feed_newest"], t
        assert covered(page, "#ticker") == []
        page.wait_for_function(
            f"document.querySelectorAll('#feed li').length > {t['feed']}", timeout=20_000
        )
    assert page.evaluate(TICKER)["newest"] != first["newest"] or first["feed"] >= 250
    page.screenshot(path=str(artifacts / "table-phone-ticker.png"))
    page.click("#ticker")
    page.wait_for_function(
        "window.scrollY > 0"
        " && document.getElementById('feed').getBoundingClientRect().top < window.innerHeight - 60",
        timeout=5_000,
    )
    page.set_viewport_size({"width": 1366, "height": 768})  # the feed is beside the table
    assert page.locator("#ticker").is_hidden()
    assert not errors, errors
    page.context.close()
