"""The table page for every person (issue 26 point 4, issue 24 point 8): axe-core finds
no violation on a classic table and on a full_box table with a 2.0 window open, in both
languages, at 1366x768 and on a phone (390x844, touch); a classic match is played to its
end with the keyboard alone; the live region tells a person of a full_box game what
happens to them, in their words; a player's name or chat line is shown as text, never as
markup."""

from __future__ import annotations

import re
import time
from pathlib import Path
from typing import Any

import pytest

from .test_table import post

AXE = Path(__file__).resolve().parent / "vendor" / "axe.min.js"
WIDE = {"width": 1366, "height": 768}
PHONE = {"width": 390, "height": 844}
LOCALES = {"en": "en-US", "ru": "ru-RU"}

# One step of a keyboard player: which key to press now (or "" to wait), read from what
# the page shows. Only keys: H focuses the first playable card, Enter plays it.
NEXT_KEY = """
() => {
  const shown = (el) => el && !el.closest('[hidden]') && el.getClientRects().length > 0;
  const S = window.svintus;
  if (S.table?.match_over) return 'end';
  if (document.activeElement?.id === 'answer-text') return 'Escape'; // a task's field: back
  if (shown(document.getElementById('colours'))) return '1';
  if (shown(document.getElementById('pick'))) return 'pick';
  const L = S.legal || [];
  if (L.some((a) => a.startsWith('slap'))) return ' ';
  if (L.some((a) => a.startsWith('catch'))) return 'c';
  if (L.includes('svintus') && !document.querySelector('#controls .svintus.armed')) return 's';
  if (document.querySelector('#hand .slot:not([aria-disabled])')) return 'card';
  for (const [a, k] of [['accept', 'a'], ['pass', 'p'], ['draw', 'd'], ['giveup', 'u']]) {
    if (L.includes(a)) return k;
  }
  return '';
}
"""


def seat_person(
    browser: Any, server: str, lang: str, body: dict[str, Any], phone: bool = False
) -> tuple[Any, Any]:
    """A person seated at a new table: at 1366x768, or on a phone (390x844, touch)."""
    if phone:
        ctx = browser.new_context(
            viewport=PHONE, locale=LOCALES[lang], is_mobile=True, has_touch=True
        )
    else:
        ctx = browser.new_context(viewport=WIDE, locale=LOCALES[lang])
    page = ctx.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.errors = errors  # type: ignore[attr-defined]
    table = post(server, "/api/tables", body)
    page.goto(server + table["url"])
    page.fill("#join-name", "Аня" if lang == "ru" else "Anna")
    page.press("#join-name", "Enter")
    page.wait_for_function("window.svintus?.seat >= 0 && window.svintus.view", timeout=20_000)
    return ctx, page


def keyboard_step(page: Any) -> str:
    """Press the key the moment asks for; returns what was done."""
    what = page.evaluate(NEXT_KEY)
    if what in ("", "end"):
        return what
    if what == "card":
        page.keyboard.press("h")
        focused = page.evaluate(
            "document.activeElement?.matches('#hand .slot:not([aria-disabled])') || false"
        )
        assert focused, "H did not focus a playable card"
        page.keyboard.press("Enter")
    elif what == "pick":
        page.keyboard.press("Tab")
        page.keyboard.press("Enter")
    else:
        page.keyboard.press("Space" if what == " " else what)
    return what


def axe_violations(page: Any) -> list[str]:
    page.add_script_tag(path=str(AXE))
    found: list[str] = page.evaluate(
        """async () => {
          const rules = { 'label-content-name-mismatch': { enabled: true } };
          const r = await axe.run(document, { rules });
          return r.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
        }"""
    )
    return found


def wait_for(page: Any, test: str, seconds: float) -> bool:
    """Plays by keyboard until `test` (a JS expression) holds, at most `seconds`."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if page.evaluate(test):
            return True
        keyboard_step(page)
        page.wait_for_timeout(150)
    return False


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_axe_finds_nothing_on_a_classic_table(browser: Any, server: str, lang: str) -> None:
    ctx, page = seat_person(browser, server, lang, {"players": 3, "bots": 2})
    try:
        assert wait_for(page, "!!document.querySelector('#hand .slot')", 20)
        assert axe_violations(page) == []
        page.keyboard.press("?")  # the keys' panel, open, is clean too
        assert page.locator("#help").is_visible()
        assert axe_violations(page) == []
        assert page.errors == []  # type: ignore[attr-defined]
    finally:
        ctx.close()


EVERY_CARD = """async () => {
  const lit = await import('/static/vendor/lit-html/lit-html.js');
  const { cardFace, cardLabel } = await import('/static/cardviews.js');
  const { CARDS } = await import('/static/catalogue.js');
  const names = CARDS.flatMap((k) => k.id === 'number'
    ? ['R5'] : k.colours.length ? k.colours.map((c) => `${c[0].toUpperCase()}:${k.id}`) : [k.id]);
  const host = document.createElement('section');
  host.id = 'every-card';
  document.body.append(host);
  const slot = (n) =>
    lit.html`<button class="slot" aria-label=${cardLabel(n)}>${cardFace(n, '')}</button>`;
  lit.render(lit.html`${names.map(slot)}`, host);
  return names.length;
}"""


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_every_card_of_the_hand_is_named_as_it_is_printed(
    browser: Any, server: str, lang: str
) -> None:
    """A hand's card button, for every kind and colour: axe-core finds its name holds the
    words printed on the card (label-content-name-mismatch), whatever the deal brings."""
    ctx = browser.new_context(viewport=WIDE, locale=LOCALES[lang])
    page = ctx.new_page()
    try:
        page.goto(server + "/")
        page.wait_for_function("document.querySelector('h1')")
        assert page.evaluate(EVERY_CARD) > 30
        page.add_script_tag(path=str(AXE))
        found = page.evaluate(
            """async () => {
              const rules = { 'label-content-name-mismatch': { enabled: true } };
              const r = await axe.run('#every-card', { rules });
              return r.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
            }"""
        )
        assert found == []
    finally:
        ctx.close()


WINDOW = "!!document.querySelector('#offers:not([hidden]) .prompt, #arena:not([hidden])')"


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_axe_finds_nothing_on_a_full_box_table_with_a_window_open(
    browser: Any, server: str, lang: str, artifacts: Path
) -> None:
    body = {"players": 4, "bots": 3, "recipe": "full_box", "pace": "relaxed"}
    deadline = time.monotonic() + 240
    ctx, page = seat_person(browser, server, lang, body)
    # a bot may win a whole match in one game (R7.3) before a window opened for the
    # person: then the person sits down at a new table
    while not wait_for(page, f"{WINDOW} || !!window.svintus.table?.match_over", 180) or (
        page.evaluate("!!window.svintus.table?.match_over") and time.monotonic() < deadline
    ):
        ctx.close()
        assert time.monotonic() < deadline, "no 2.0 window opened for the person"
        ctx, page = seat_person(browser, server, lang, body)
    try:
        assert page.evaluate(WINDOW), "no 2.0 window opened for the person"
        page.screenshot(path=str(artifacts / f"access-full-box-{lang}.png"))
        assert axe_violations(page) == []
        assert page.errors == []  # type: ignore[attr-defined]
    finally:
        ctx.close()


# #asks squeezed to a few pixels and scrolling (as it may on a phone held sideways or at
# 1366x768 under a long hand), then let go: whether its content overflowed it, and
# whether it was a Tab stop, each time
SQUEEZE = """async () => {
  const box = document.getElementById('asks');
  const frames = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  const seen = () => [box.scrollHeight > box.clientHeight + 1, box.tabIndex === 0];
  box.style.cssText = 'flex: none; max-height: 6px; overflow-y: auto';
  await frames();
  const squeezed = seen();
  box.style.cssText = '';
  await frames();
  return [squeezed, seen()];
}"""

# the ticker's older sentence holds a card's chip (it was dimmed, the chip with it)
OLDER_CHIP = "!!document.querySelector('#ticker:not([hidden]) .ev:not(:last-child) .chip')"


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_axe_finds_nothing_on_a_phone(
    browser: Any, server: str, lang: str, artifacts: Path
) -> None:
    """On a phone (390x844, touch): a classic table once the ticker's older sentence shows
    a card's chip (and its buttons' box squeezed: a Tab stop while it scrolls), then a
    full_box table with a 2.0 window open. A bot may end the match
    before a window opened for the person (R7.3): a new table then, for at most 150 s."""
    ctx, page = seat_person(browser, server, lang, {"players": 3, "bots": 2}, phone=True)
    try:
        assert wait_for(page, OLDER_CHIP, 60), "no card's chip in the ticker's older line"
        page.screenshot(path=str(artifacts / f"access-phone-classic-{lang}.png"))
        assert axe_violations(page) == []
        # the buttons' box, when it scrolls, is reachable by keyboard
        # (scrollable-region-focusable), and only then
        assert wait_for(page, "!!document.querySelector('#asks button')", 30)
        assert page.evaluate(SQUEEZE) == [[True, True], [False, False]]
        assert page.errors == []  # type: ignore[attr-defined]
    finally:
        ctx.close()
    body = {"players": 4, "bots": 3, "recipe": "full_box", "pace": "relaxed"}
    deadline = time.monotonic() + 150
    while True:
        ctx, page = seat_person(browser, server, lang, body, phone=True)
        left = deadline - time.monotonic()
        over = "!!window.svintus.table?.match_over"
        if wait_for(page, f"{WINDOW} || {over}", left) and not page.evaluate(over):
            break
        ctx.close()
        assert time.monotonic() < deadline, "no 2.0 window opened for the person"
    try:
        page.screenshot(path=str(artifacts / f"access-phone-full-box-{lang}.png"))
        assert axe_violations(page) == []
        assert page.errors == []  # type: ignore[attr-defined]
    finally:
        ctx.close()


def test_a_classic_match_played_to_its_end_with_the_keyboard_alone(
    browser: Any, server: str
) -> None:
    """No click: the seat is taken with Enter, every card played with H and Enter,
    every draw, keep, penalty, slap, «Svintus!» and colour with its key."""
    body = {"players": 2, "bots": 1, "options": {"hand_size": 4, "match_points": 1}}
    ctx, page = seat_person(browser, server, "en", body)
    try:
        # cards that cannot be played are out of the Tab order, the others in it
        page.wait_for_function("document.querySelector('#hand .slot')")
        order = page.evaluate(
            """() => [...document.querySelectorAll('#hand .slot')].map((b) =>
                 [b.getAttribute('aria-disabled') === 'true', b.tabIndex])"""
        )
        assert all((t == -1) == off for off, t in order), order
        # the DOM is patched in place: a card keeps the focus while the state changes
        # around it (here the turn's clock runs out)
        page.wait_for_function(
            "document.querySelector('#hand .slot:not([aria-disabled])')", timeout=30_000
        )
        page.keyboard.press("h")
        move = page.evaluate("window.__focused = document.activeElement; window.svintus.view.move")
        page.wait_for_function(f"window.svintus.view.move !== {move}", timeout=30_000)
        kept = "document.activeElement === window.__focused && window.__focused.isConnected"
        assert page.evaluate(kept), "the focused card was redrawn"
        done: set[str] = set()
        deadline = time.monotonic() + 240
        while time.monotonic() < deadline:
            what = keyboard_step(page)
            if what == "end":
                break
            done.add(what)
            page.wait_for_timeout(120)
        assert page.evaluate("window.svintus.table.match_over"), "the match did not end"
        assert "card" in done
        # the end of the match took the focus: its dialog is reachable by keyboard
        assert page.evaluate("document.getElementById('end').contains(document.activeElement)")
        assert page.errors == []  # type: ignore[attr-defined]
    finally:
        ctx.close()


CYRILLIC = re.compile("[а-яё]", re.IGNORECASE)
RAW = re.compile(r"\bp\d\b|\b[ROGB]\d\b|[ROGB]:[a-z]|-1\b|\btrue\b|\bfalse\b|undefined|\{")


# What is aimed at the person (a card played at them, a wink, a window or task, a race):
# a line, other than their turn's, that speaks to them (вы, вас, вам, вами: «Бот 2
# подмигивает вам», «Вы должны: …»), names them «Аня (вы)», offers a chance or says a race.
AIMED = ("Сейчас можно", "Гонка", "Хлопкопыт", "(вы)")
YOU = r"(?<![а-яё])(вы|вас|вам|вами)(?![а-яё])"

# Each new line of the live region, kept in window.__said as {text, turn}: `turn` when it
# is the status line said as the person's turn begins («Ваш ход», «Назовите цвет», a
# penalty or a chain on them ... whatever the status says then, announce.js).
# A line once shown is never rewritten in place: a screen reader would say it again
# (window.__rewritten counts such lines).
LISTEN = """() => {
  window.__said = [];
  window.__rewritten = 0;
  const seen = new Set();
  const shown = new WeakMap();
  new MutationObserver(() => {
    const S = window.svintus;
    const v = S.view;
    const mine = !!v && v.current === S.seat && (v.winner === null || v.winner === undefined);
    const status = document.getElementById('status').textContent;
    for (const p of document.querySelectorAll('#announce p')) {
      const line = p.dataset.n + p.textContent;
      if (shown.has(p) && shown.get(p) !== line) window.__rewritten += 1;
      shown.set(p, line);
      if (seen.has(p.dataset.n)) continue;
      seen.add(p.dataset.n);
      window.__said.push({ text: p.textContent, turn: mine && p.textContent === status });
    }
  }).observe(document.getElementById('announce'), {
    childList: true, subtree: true, characterData: true, attributes: true,
  });
}"""

HEARD = """([aimed, you]) => {
  const atMe = (s) => !s.turn
    && (aimed.some((w) => s.text.includes(w)) || new RegExp(you, "i").test(s.text));
  // and more lines than the region holds (3): the oldest has made way for a new one
  return window.__said.some((s) => s.turn) && window.__said.some(atMe) && window.__said.length > 3;
}"""

# What the page shows when the person heard too little, for the failure's message.
STATE = """() => {
  const S = window.svintus;
  return { move: S.view?.move, current: S.view?.current, seat: S.seat,
           status: document.getElementById('status').textContent,
           conn: document.getElementById('conn').className,
           stand_in: !!S.table?.seats?.[S.seat]?.stand_in, paused: !!S.table?.paused };
}"""


def heard(said: list[dict[str, Any]]) -> bool:
    """The person's turn and something aimed at them were said (HEARD, in Python)."""

    def at_me(line: dict[str, Any]) -> bool:
        text = line["text"]
        you = re.search(YOU, text, re.IGNORECASE)
        return not line["turn"] and (any(w in text for w in AIMED) or bool(you))

    return any(line["turn"] for line in said) and any(at_me(line) for line in said)


def test_the_live_region_says_what_happens_to_the_person_in_their_words(
    browser: Any, server: str
) -> None:
    """A full_box table in Russian: the polite live region says the person's turn, and
    what is aimed at them (a card played at them, a window or task, a race), in Russian
    sentences with no notation, each once: a new line is added, none said before is
    rewritten in place (a screen reader would say it again)."""
    body = {"players": 4, "bots": 3, "recipe": "full_box", "pace": "relaxed"}
    said: list[dict[str, Any]] = []
    states: list[dict[str, Any]] = []
    most = 0  # the most lines said at one table
    deadline = time.monotonic() + 300
    # a bot may win a whole match in one game (R7.3) before anything was aimed at the
    # person: then the person sits down at a new table, and what was said adds up
    while time.monotonic() < deadline and not (heard(said) and most > 3):
        ctx, page = seat_person(browser, server, "ru", body)
        try:
            assert page.locator("#announce").get_attribute("aria-live") == "polite"
            page.evaluate(LISTEN)
            while time.monotonic() < deadline and not page.evaluate(HEARD, [list(AIMED), YOU]):
                if keyboard_step(page) == "end":
                    break
                page.wait_for_timeout(150)
            here = page.evaluate("window.__said")
            said += here
            most = max(most, len(here))
            states.append(page.evaluate(STATE))
            assert page.evaluate("window.__rewritten") == 0, "a line said was rewritten"
            assert page.errors == []  # type: ignore[attr-defined]
        finally:
            ctx.close()
    assert said, "the live region said nothing"
    for line in said:
        assert CYRILLIC.search(line["text"]) and not RAW.search(line["text"]), line
    assert heard(said) and most > 3, f"said {said}; the page at the end of each table: {states}"


def test_a_name_and_a_chat_line_with_markup_are_shown_as_text(browser: Any, server: str) -> None:
    """A seat's name and a chat line are text in the page: no element, no script."""
    evil = '<img src=x onerror="window.__pwned=1">'
    table = post(server, "/api/tables", {"players": 2, "bots": 1})
    ctx = browser.new_context(viewport=WIDE, locale="en-US")
    page = ctx.new_page()
    try:
        page.goto(server + table["url"])
        page.fill("#join-name", evil[:24])
        page.press("#join-name", "Enter")
        page.wait_for_function("window.svintus?.seat >= 0 && window.svintus.view", timeout=20_000)
        page.fill("#chat-text", evil + "<script>window.__pwned=2</script>")
        page.press("#chat-text", "Enter")
        page.wait_for_function(
            "[...document.querySelectorAll('#feed li')]"
            ".some((li) => li.textContent.includes('<script>'))"
        )
        assert page.evaluate("window.__pwned") is None
        assert (
            page.evaluate("document.querySelectorAll('#table img, #side img, #side script').length")
            == 0
        )
        assert evil[:24] in page.locator("#me .name").inner_text()
    finally:
        ctx.close()
