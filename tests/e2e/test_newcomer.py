"""A newcomer's first full_box game on a phone, in Russian, at a person's pace (issue 24).

A browser new to the site (390x844, touch, Russian) opens the lobby, picks «Вся коробка»
in the create form and keeps every default: three bots, the relaxed pace a first visit
gets. Then it plays as a person does: it acts only on what the page shows — a card on its
own turn, a colour when asked, a gift, a race's button, a Courage task's answer — each a
couple of seconds after it appeared. On every screen it checks:

- point 1: the lobby and the table say the relaxed pace;
- point 3 (the bar `table-phone-reachable`): everything asked of this seat is inside the
  viewport and is the element at its own centre, no enabled button is covered (reach.py);
- point 4 where present: every button asking something says in Russian words what it
  does, and a 2.0 button explains itself on a long press (its title).

The game is capped (a few of its own turns, or a few minutes); a bot may end the match
first (R7.3: one game can end a four-player match): then the newcomer sits at a new table
of the same kind and goes on.
"""

from __future__ import annotations

import random
import time
from pathlib import Path
from typing import Any

from .reach import REACH
from .test_table import post

PHONE = {"width": 390, "height": 844}
OWN_TURNS = 6  # the newcomer's own turns played, then the test has seen enough
PLAY_SECONDS = 150  # at most, for all its tables
TABLE = {"players": 4, "bots": 3, "recipe": "full_box", "pace": "relaxed"}

# One look at the screen: what is asked, what fails point 3, the pace the table says,
# and the asking buttons that do not say what they do in Russian words (point 4).
LOOK = """
(reach) => {
  const S = window.svintus;
  const shown = (el) => !!el && !el.closest('[hidden]') && el.getClientRects().length > 0;
  const ru = /[а-яё]/i;
  const raw = /\\bp\\d\\b|\\b[ROGB]\\d\\b|[ROGB]:[a-z]|\\btrue\\b|\\bfalse\\b|undefined/;
  const modal = [...document.querySelectorAll('.modal')].some(shown);
  const asked = !!S?.view && S.seat >= 0 && (S.offers.length > 0 || S.view.current === S.seat
    || modal || shown(document.getElementById('huts')));
  const mute = [];
  for (const el of document.querySelectorAll('#asks button, #seats button, #me button')) {
    if (!shown(el) || el.disabled) continue;
    const words = `${el.textContent} ${el.getAttribute('aria-label') || ''}`;
    const label = el.textContent.trim() || el.getAttribute('aria-label') || el.title;
    if (!ru.test(words) && !/^[«»\\d\\s+−-]+$/.test(el.textContent.trim())) mute.push(label);
    else if (raw.test(words)) mute.push(label);
    else if (el.dataset.offer !== undefined && !ru.test(el.title || '')) {
      mute.push(`${label} (no title)`);
    }
  }
  const pace = document.getElementById('pace-line');
  return {
    asked,
    reach: asked ? reach() : [],
    pace: shown(pace) ? pace.textContent : null,
    mute,
    over: !!S?.table?.match_over,
    turn: !!S?.view && S.view.current === S.seat && S.view.winner === null,
    move: S?.view ? S.view.move : -1,
  };
}
"""

# What a person does now, from what is shown: [selector, index, kind] or ['', 0, ''].
# A slap is quick; the rest is decided. Only on its own turn does it play or draw.
CHOOSE = """
() => {
  const S = window.svintus;
  const shown = (el) => !!el && !el.closest('[hidden]') && el.getClientRects().length > 0;
  const all = (sel) => [...document.querySelectorAll(sel)].filter((e) => shown(e) && !e.disabled);
  const at = (sel, kind, i = 0) => [sel, i, kind];
  if (!S?.view || S.seat < 0) return ['', 0, ''];
  const colours = all('#colour-buttons button');
  const any = Math.floor(Math.random() * colours.length);
  if (colours.length) return at('#colour-buttons button', 'colour', any);
  if (all('#pick-options button').length) return at('#pick-options button', 'pick');
  if (all('#feat-pad').length) return at('#feat-pad', 'feat'); // Slabo?'s feat: have a go
  if (all('#feat-cancel').length) return at('#feat-cancel', 'feat');
  if (all('#controls button.slap').length) return at('#controls button.slap', 'slap');
  const mine = S.view.choice && S.view.choice.player === S.seat;
  const send = all('#choose-send');
  if (mine || send.length) {
    const slots = [...document.querySelectorAll('#hand .slot')];
    const i = slots.findIndex((s) => shown(s) && s.querySelector('.card.pickable'));
    if (send.length) return at('#choose-send', 'send');
    if (i >= 0) return at('#hand .slot', 'choose', i);
    return ['', 0, ''];
  }
  const PROMPTS = '#offers button.act.primary, #offers button.act.say';
  const p = [...document.querySelectorAll(PROMPTS)].findIndex((b) => shown(b) && !b.disabled);
  if (p >= 0) return at(PROMPTS, 'prompt', p);
  if (S.view.current !== S.seat) return ['', 0, ''];
  const slots = [...document.querySelectorAll('#hand .slot')];
  const c = slots.findIndex((s) => shown(s) && !s.getAttribute('aria-disabled')
    && s.querySelector('.card.playable'));
  if (c >= 0) return at('#hand .slot', 'play', c);
  for (const a of ['accept', 'pass', 'draw']) {
    const sel = `#controls button[data-action="${a}"]`;
    if (all(sel).length) return at(sel, a);
  }
  return ['', 0, ''];
}
"""


def newcomer(browser: Any) -> tuple[Any, Any, list[str]]:
    ctx = browser.new_context(viewport=PHONE, locale="ru-RU", is_mobile=True, has_touch=True)
    page = ctx.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    return ctx, page, errors


def at_the_table(page: Any) -> None:
    page.wait_for_function(
        "window.svintus && window.svintus.seat >= 0 && window.svintus.view"
        " && !!document.getElementById('pace-line')?.textContent",
        timeout=20_000,
    )


def create_in_lobby(page: Any, server: str) -> None:
    """The lobby as a first visit sees it: the relaxed pace; «Вся коробка», defaults."""
    page.goto(server + "/")
    page.wait_for_function("window.svintusLobby && window.svintusLobby.meta.paces?.relaxed")
    assert page.evaluate("document.querySelector('input[name=pace]:checked')?.value") == "15"
    assert "спокойный" in page.locator("#play-now-hint").inner_text()
    page.fill("#name", "Аня")
    page.select_option("#recipe", "full_box")
    page.click("#create-btn")
    page.wait_for_url("**/t/*")
    at_the_table(page)


def sit_again(page: Any, server: str) -> None:
    """A bot ended the match: the same kind of table again, the seat taken on the page."""
    table = post(server, "/api/tables", TABLE)
    page.goto(server + table["url"])
    page.fill("#join-name", "Аня")
    page.click("#join-form button[type=submit]")
    at_the_table(page)


def test_table_phone_reachable_a_newcomers_first_full_box_game_in_russian(
    browser: Any, server: str, artifacts: Path
) -> None:
    rng = random.Random(24)
    ctx, page, errors = newcomer(browser)
    create_in_lobby(page, server)
    rules = page.evaluate("window.svintus.table.rules")
    assert rules["turn_seconds"] == 15, rules  # R14.2: a newcomer's relaxed pace
    own_turns: set[tuple[int, int]] = set()  # (table, move) of the turns it played in
    asked_looks = 0
    kinds: dict[str, int] = {}
    tables = 1
    seen_at: dict[tuple[str, int, str, int], float] = {}  # a choice -> when it was first shown
    deadline = time.monotonic() + PLAY_SECONDS
    shot = False
    while time.monotonic() < deadline and len(own_turns) < OWN_TURNS:
        look = page.evaluate(f"({LOOK})({REACH})")
        if look["reach"] and not shot:
            page.screenshot(path=str(artifacts / "newcomer-unreachable.png"))
            shot = True
        assert look["reach"] == [], look["reach"]  # point 3, the bar table-phone-reachable
        assert look["pace"] and "спокойный" in look["pace"], look["pace"]  # point 1
        assert look["mute"] == [], look["mute"]  # point 4
        asked_looks += look["asked"]
        if look["over"]:
            tables += 1
            assert tables <= 6, "six matches ended before the newcomer played its turns"
            sit_again(page, server)
            continue
        what, index, kind = page.evaluate(CHOOSE)
        if what:
            key = (what, index, kind, look["move"])
            first = seen_at.setdefault(key, time.monotonic())
            # a person's pace: a slap at once, anything else after a couple of seconds
            wait = 0.4 if kind == "slap" else rng.uniform(1.5, 2.5)
            if time.monotonic() - first >= wait:
                try:
                    page.locator(what).nth(index).click(timeout=1500)
                    kinds[kind] = kinds.get(kind, 0) + 1
                    if look["turn"] and kind in ("play", "accept", "pass", "draw"):
                        own_turns.add((tables, look["move"]))
                except Exception:  # the moment passed under the finger
                    kinds["missed"] = kinds.get("missed", 0) + 1
                seen_at.clear()
        page.wait_for_timeout(250)
    page.screenshot(path=str(artifacts / "newcomer-last.png"))
    assert len(own_turns) >= 3, f"the newcomer played {len(own_turns)} turns; clicks: {kinds}"
    assert asked_looks > 0
    assert not errors, errors
    ctx.close()
