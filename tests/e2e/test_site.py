"""The site as a newcomer meets it (issue #13): its ends of the road, its first turn,
its history, replays, open tables and rules, in a real browser against `svintus serve`."""

from __future__ import annotations

import json
import random
import re
import time
import urllib.request
from typing import Any

from .driver import Player


def test_an_unknown_table_says_so_with_the_way_back(browser: Any, server: str) -> None:
    page = browser.new_page(locale="en-GB")
    answer = page.goto(server + "/t/NOPE12")
    assert answer is not None and answer.status == 404
    assert page.locator("#gone h1").inner_text() == "No such table"
    assert "NOPE12" in page.locator("#gone-text").inner_text()
    page.click("#lang")
    assert page.locator("#gone h1").inner_text() == "Такого стола нет"
    page.click("#gone a")
    page.wait_for_url(server + "/")
    page.close()


def test_a_refused_websocket_shows_the_reason_and_does_not_reconnect(
    browser: Any, server: str
) -> None:
    """A table page whose code the server does not know (as a page left open after its
    table went would be): the real server's refusal of the WebSocket is shown, once. The
    page is a real table's, renamed GONE42 before its script reads the address."""
    real = post(server, "/api/tables", {"players": 2, "bots": 1})["url"]
    page = browser.new_page(locale="en-GB")
    sockets: list[Any] = []
    page.on("websocket", lambda ws: sockets.append(ws))
    page.add_init_script("history.replaceState(null, '', '/t/GONE42')")
    page.goto(server + real)
    page.wait_for_selector("#gone:not([hidden])")
    assert "GONE42" in page.locator("#gone-text").inner_text()
    assert page.locator("#gone a").get_attribute("href") == "/"
    time.sleep(3)  # a reconnect loop would have opened more sockets by now
    assert len(sockets) == 1 and sockets[0].url.endswith("/ws/GONE42")
    assert page.locator("#conn").inner_text() == ""
    page.close()


def post(server: str, path: str, body: dict[str, Any]) -> dict[str, Any]:
    req = urllib.request.Request(
        server + path,
        data=json.dumps(body).encode(),
        headers={"content-type": "application/json"},
        method="POST",
    )
    with urllib.request.urlopen(req) as r:
        data: dict[str, Any] = json.loads(r.read())
        return data


def seat_page(
    browser: Any, server: str, body: dict[str, Any], lang: str = "en-US", viewport: Any = None
) -> tuple[Any, Any, list[dict[str, Any]], list[dict[str, Any]]]:
    """A person sat down at a new table made by ``body``: the context, the page, and the
    frames it sent and received."""
    ctx = browser.new_context(viewport=viewport or {"width": 1366, "height": 768}, locale=lang)
    page = ctx.new_page()
    sent: list[dict[str, Any]] = []
    got: list[dict[str, Any]] = []

    def on_socket(ws: Any) -> None:
        ws.on("framesent", lambda p: sent.append(json.loads(p)))
        ws.on("framereceived", lambda p: got.append(json.loads(p)))

    page.on("websocket", on_socket)
    table = post(server, "/api/tables", body)
    page.goto(server + table["url"])
    page.fill("#join-name", "Anna")
    page.click("#join-form button[type=submit]")
    page.wait_for_function(
        "window.svintus && window.svintus.seat >= 0 && window.svintus.view", timeout=15_000
    )
    return ctx, page, sent, got


def test_the_clock_starts_once_the_page_has_shown_the_deal(browser: Any, server: str) -> None:
    ctx, page, sent, got = seat_page(
        browser, server, {"players": 2, "bots": 1, "bot_level": "random", "pace": "relaxed"}
    )
    page.wait_for_function(
        "window.svintus.clock && window.svintus.clock.turn_ms_left !== null"
        " || window.svintus.clock?.race_ms_left != null",
        timeout=15_000,
    )
    shown = [m for m in sent if m.get("type") == "shown"]
    assert shown and shown[0]["game"] == 0
    states = [m for m in got if m.get("type") == "state" and m.get("view")]
    # the deal came with no clock running; the clock came after the page said "shown"
    assert states[0]["clock"]["turn_ms_left"] is None
    assert states[0]["clock"]["race_ms_left"] is None
    assert "seconds" not in page.locator("#timer-text").inner_text()
    ctx.close()


FEED = "[...document.querySelectorAll('#feed li')].map((li) => li.textContent)"


def test_a_reload_and_a_second_tab_show_the_same_feed(browser: Any, server: str) -> None:
    ctx, page, _, _ = seat_page(
        browser, server, {"players": 3, "bots": 2, "bot_level": "random", "pace": "blitz"}
    )
    page.wait_for_function("document.querySelectorAll('#feed li').length >= 6", timeout=30_000)
    page.reload()
    page.wait_for_function("window.svintus && window.svintus.view", timeout=15_000)
    after = page.evaluate(FEED)
    assert after[0].startswith("Game 1") or "1" in after[0]
    assert len(after) >= 6
    tab = ctx.new_page()
    tab.goto(page.url)
    tab.wait_for_function("window.svintus && window.svintus.view", timeout=15_000)
    second = tab.evaluate(FEED)
    now = page.evaluate(FEED)
    # the same log in both tabs (the later one may have a line or two more)
    common = min(len(second), len(now))
    assert common >= 6 and second[:common] == now[:common]
    ctx.close()


def finished_game(server: str) -> str:
    """A 2-seat table whose first game two protocol clients played to its end: its code."""
    from tests.server.conftest import Client, play_until

    table = post(
        server, "/api/tables", {"players": 2, "options": {"turn_seconds": 600, "hand_size": 3}}
    )
    code = table["code"]
    ws = server.replace("http", "ws", 1)
    a = Client.open(ws, code, post(server, f"/api/tables/{code}/join", {"name": "Anna"})["token"])
    b = Client.open(ws, code, post(server, f"/api/tables/{code}/join", {"name": "Boris"})["token"])
    play_until([a, b], lambda: bool((a.state or {}).get("table", {}).get("history")), 180)
    a.close()
    b.close()
    return str(code)


def test_a_finished_game_replays_in_the_browser(browser: Any, server: str) -> None:
    code = finished_game(server)
    page = browser.new_page(locale="en-US", viewport={"width": 1366, "height": 768})
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(server + "/")
    link = page.locator(f'#recent-list a[href="/replay/{code}/0/0"]')
    link.wait_for()
    # each game once, by match and game (issue 24 point 8: not «Replay game 1» again and again)
    assert link.inner_text() == f"Match 1, game 1 · table {code}"
    link.click()
    page.wait_for_selector("#replay:not([hidden]) .r-seat")
    total = page.evaluate("window.svintusReplay.data.steps.length - 1")
    assert page.locator("#r-step").inner_text() == f"step 0 of {total}"
    hands = page.locator(".r-seat .r-hand")
    assert hands.count() == 2
    assert [hands.nth(i).locator(".card").count() for i in range(2)] == [3, 3]  # open
    page.click("#r-next")
    assert page.locator("#r-step").inner_text() == f"step 1 of {total}"
    page.select_option("#r-speed", "8")
    page.click("#r-play")
    page.wait_for_function(
        "window.svintusReplay.at === window.svintusReplay.data.steps.length - 1", timeout=120_000
    )
    assert page.locator(".r-seat.won").count() == 1
    assert page.locator("#feed li").count() > total // 2
    page.keyboard.press("Home")
    assert page.locator("#r-step").inner_text() == f"step 0 of {total}"
    # on a phone, in Russian, the bar keeps its links and the title is whole (it pushed the
    # language button off the screen)
    page.set_viewport_size({"width": 390, "height": 844})
    page.click("#lang")
    page.wait_for_function("document.getElementById('replay-title').textContent.includes('Повтор')")
    bar = page.evaluate(
        """() => ['#lang', '.rules-link', '#replay-title'].map((s) => {
          const el = document.querySelector(s), r = el.getBoundingClientRect();
          return [s, r.left >= 0 && r.right <= innerWidth && el.scrollWidth <= el.clientWidth];
        })"""
    )
    assert [s for s, whole in bar if not whole] == [], bar
    assert not errors
    page.close()


def test_the_lobby_lists_open_tables_live_and_play_now_seats_you(browser: Any, server: str) -> None:
    ctx = browser.new_context(locale="en-US", viewport={"width": 1366, "height": 768})
    page = ctx.new_page()
    page.goto(server + "/")
    code = post(server, "/api/tables", {"players": 3, "bots": 1, "lang": "ru", "pace": "relaxed"})[
        "code"
    ]
    hidden = post(server, "/api/tables", {"players": 3, "bots": 1, "private": True})["code"]
    row = page.locator(f'#open-list [data-sit="{code}"]')
    row.wait_for(timeout=10_000)  # it appears without a reload
    text = page.locator(f'#open-list li:has([data-sit="{code}"])').inner_text()
    assert "2 of 3 seats free" in text and "relaxed (15 s a turn)" in text and "RU" in text
    assert page.locator(f'#open-list [data-sit="{hidden}"]').count() == 0
    page.fill("#name", "Newcomer")
    page.click("#play-now")
    page.wait_for_url("**/t/*")
    page.wait_for_function(
        "window.svintus && window.svintus.seat >= 0 && window.svintus.view", timeout=15_000
    )
    assert page.locator("#waiting").is_hidden()
    bots = page.evaluate("window.svintus.table.seats.filter((s) => s.bot === 'normal').length")
    assert bots == 3
    ctx.close()


def test_rules_page_rule_links_and_first_game_tips(browser: Any, server: str) -> None:
    ctx, page, _, _ = seat_page(
        browser,
        server,
        {
            "players": 3,
            "bots": 2,
            "bot_level": "random",
            "pace": "relaxed",
            "options": {"hand_size": 2},
        },
    )
    # a rule number the page shows becomes a link to the section in words
    href = page.evaluate(
        """async () => {
          const { linkRules } = await import('/static/rulelinks.js');
          const p = document.createElement('p');
          p.textContent = 'One for All: put out one fist (R12.4)';
          document.getElementById('side').append(p);
          linkRules(p);
          const a = p.querySelector('a.rule-ref');
          return [a.getAttribute('href'), p.textContent];
        }"""
    )
    assert href == ["/rules#r12", "One for All: put out one fist (rules)"]
    # a first-game tip comes with the first situation, and can be turned off. Anna plays
    # (never idle), so her situations come in seconds: a passive seat on a loaded machine
    # could sit out 90 s of timeouts and draws with none of them (a CI failure).
    anna = Player(page, "Anna", random.Random(1), idle=0.0)
    deadline = time.monotonic() + 90
    while not page.locator("#tip:not([hidden])").is_visible() and time.monotonic() < deadline:
        if anna.step() == "end":
            break
        page.wait_for_timeout(100)
    page.wait_for_selector("#tip:not([hidden])", timeout=5_000)
    assert page.locator("#tip p").inner_text().startswith("Tip:")
    page.click('#tip [data-tip="off"]')
    assert page.locator("#tip").is_hidden()
    assert page.evaluate("localStorage.getItem('svintus.tips')") == "off"
    rules = ctx.new_page()
    rules.goto(server + "/rules#r12")
    rules.wait_for_selector("#card-slabo")
    assert rules.locator("#part-box2_cards #r12").count() == 1
    assert rules.locator(".card-list li").count() == 37
    ctx.close()


LABELS = """() => [...document.querySelectorAll('.card .kind')].filter((el) => el.offsetParent)
  .map((el) => {
    const style = getComputedStyle(el);
    const lh = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.1;
    const lines = Math.round(el.getBoundingClientRect().height / lh);
    const words = el.textContent.trim().split(/[\\s-]+/).length;
    return [el.textContent, lines, words, el.scrollWidth > el.clientWidth + 1];
  })
  .filter(([, lines, words, over]) => lines > words || over)"""


def test_card_names_are_never_cut_or_broken_mid_word(browser: Any, server: str) -> None:
    """Issue #13: "Tikhokhryu/n". Every card of both boxes, on a phone and a desktop."""
    for locale in ("en-US", "ru-RU"):
        for viewport in ({"width": 390, "height": 844}, {"width": 1366, "height": 768}):
            ctx = browser.new_context(locale=locale, viewport=viewport)
            page = ctx.new_page()
            page.goto(server + "/rules")
            page.wait_for_selector(".card-list li")
            assert page.evaluate(LABELS) == [], (locale, viewport)
            ctx.close()


def test_the_russian_clock_and_the_chart_labels(browser: Any, server: str) -> None:
    """Issue #13: "14.2 s" on a Russian page; chart labels of equal scores on each other."""
    page = browser.new_page(locale="ru-RU")
    page.goto(server + "/rules")
    out = page.evaluate(
        """async () => {
          const { seconds } = await import('/static/timer.js');
          const { scoreChart } = await import('/static/chart.js');
          const box = document.createElement('div');
          const names = ['Анна', 'Борис', 'Вера', 'Гоша'];
          const { render } = await import('/static/vendor/lit-html/lit-html.js');
          render(scoreChart([[3, 3, 3, 0], [0, 0, 0, 2]], names, 40), box);
          document.body.append(box);
          const ys = [...box.querySelectorAll('text.label')].map((t) => t.getBBox())
            .sort((a, b) => a.y - b.y);
          const overlaps = ys.slice(1).filter((b, i) => b.y < ys[i].y + ys[i].height - 0.5).length;
          const { startTimer } = await import('/static/timer.js');
          const bar = document.createElement('div');
          bar.innerHTML = '<div id="tf"></div><span id="tt"></span>';
          document.body.append(bar);
          const timer = startTimer(bar, bar.querySelector('#tf'), bar.querySelector('#tt'));
          const S = { seat: 0, legal: [], clockAt: performance.now(),
            table: { status: 'playing', seats: [{ name: 'Анна' }] },
            clock: { turn_ms: 8000, turn_ms_left: 1500, race_ms_left: null },
            view: { current: 0, winner: null } };
          timer.set(S);
          await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
          const last = bar.classList.contains('last');
          S.clock = { ...S.clock, turn_ms_left: 5000 };
          S.clockAt = performance.now();
          await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
          return [seconds(14.24), overlaps, last, bar.classList.contains('last'),
                  bar.querySelector('#tt').textContent];
        }"""
    )
    assert out[:4] == ["14,2 с", 0, True, False]  # the last two seconds are marked
    assert re.fullmatch(r"Анна · [45],\d с", out[4]), out[4]
    page.close()


def test_cards_move_unless_the_system_asks_for_reduced_motion(browser: Any, server: str) -> None:
    body = {"players": 3, "bots": 2, "bot_level": "random", "pace": "blitz"}
    ctx, page, _, _ = seat_page(browser, server, body)
    page.wait_for_function("(window.svintus.animations || 0) >= 2", timeout=60_000)
    ctx.close()
    still = browser.new_context(reduced_motion="reduce", viewport={"width": 1366, "height": 768})
    page = still.new_page()
    table = post(server, "/api/tables", body)
    page.goto(server + table["url"])
    page.fill("#join-name", "Anna")
    page.click("#join-form button[type=submit]")
    page.wait_for_function(
        "window.svintus.events.filter((e) => e.kind === 'played').length >= 4", timeout=60_000
    )
    assert page.evaluate("window.svintus.animations || 0") == 0
    assert page.locator(".card.flying").count() == 0
    still.close()
