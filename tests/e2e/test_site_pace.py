"""A newcomer's pace on the site (issue 24 point 1, RULES.md R14.2 "Decision (pace)"): a
browser that never finished a match here gets the relaxed pace for Play now and as the
create form's default; a returning player keeps the pace they chose, and one whose match
is over gets the normal pace; the lobby says which pace each open table has."""

from __future__ import annotations

import json
import urllib.request
from typing import Any

from .test_site import post


def info(server: str, code: str) -> dict[str, Any]:
    with urllib.request.urlopen(f"{server}/api/tables/{code}") as r:
        data: dict[str, Any] = json.loads(r.read())
    return data


def checked_pace(page: Any) -> str:
    return str(page.evaluate("document.querySelector('input[name=pace]:checked')?.value"))


def lobby(ctx: Any, server: str) -> Any:
    page = ctx.new_page()
    page.goto(server + "/")
    page.wait_for_function("window.svintusLobby && window.svintusLobby.meta.paces?.relaxed")
    return page


def test_r14_2_a_first_visit_plays_now_at_the_relaxed_pace(browser: Any, server: str) -> None:
    ctx = browser.new_context(locale="ru-RU", viewport={"width": 390, "height": 844})
    page = lobby(ctx, server)
    assert checked_pace(page) == "15"
    assert "спокойный" in page.locator("#play-now-hint").inner_text()
    assert "Ваш первый матч здесь" in page.locator("#create").inner_text()
    page.fill("#name", "Аня")
    page.click("#play-now")
    page.wait_for_url("**/t/*")
    code = page.url.rstrip("/").split("/")[-1]
    rules = info(server, code)["rules"]
    assert rules["turn_seconds"] == 15 and rules["shevelis_seconds"] == 9.375
    assert rules["etiquette_seconds"] == 6 and rules["race_seconds"] == 8
    ctx.close()


def test_r14_2_a_returning_player_keeps_the_pace_they_chose(browser: Any, server: str) -> None:
    ctx = browser.new_context(locale="en-US", viewport={"width": 1366, "height": 768})
    page = lobby(ctx, server)
    assert checked_pace(page) == "15"
    page.locator("label.preset", has_text="blitz").click()
    page.reload()
    page.wait_for_function("window.svintusLobby && window.svintusLobby.meta.paces?.relaxed")
    assert checked_pace(page) == "3"
    assert "first match here" not in page.locator("#create").inner_text()
    assert "blitz pace" in page.locator("#play-now-hint").inner_text()
    page.click("#play-now")
    page.wait_for_url("**/t/*")
    code = page.url.rstrip("/").split("/")[-1]
    assert info(server, code)["rules"]["turn_seconds"] == 3
    # the table says its pace
    page.wait_for_function("document.getElementById('pace')?.textContent.includes('blitz')")
    assert page.locator("#pace").inner_text() == "pace: blitz (3 s a turn)"
    ctx.close()


def test_r14_2_a_player_whose_match_is_over_gets_the_normal_pace(browser: Any, server: str) -> None:
    from tests.server.conftest import Client, play_until

    options = {"turn_seconds": 600, "hand_size": 3, "match_points": 1}
    code = post(server, "/api/tables", {"players": 2, "options": options})["code"]
    ws = server.replace("http", "ws", 1)
    tokens = [post(server, f"/api/tables/{code}/join", {"name": n})["token"] for n in "AB"]
    clients = [Client.open(ws, code, token) for token in tokens]
    play_until(clients, lambda: info(server, code)["status"] == "over", 180)
    for c in clients:
        c.close()
    ctx = browser.new_context(locale="en-US", viewport={"width": 1366, "height": 768})
    ctx.add_init_script(f"localStorage.setItem('svintus.seat.{code}', '{tokens[0]}')")
    page = lobby(ctx, server)
    page.wait_for_function("localStorage.getItem('svintus.finished') === '1'")
    page.wait_for_function("document.querySelector('input[name=pace]:checked')?.value === '8'")
    assert "first match here" not in page.locator("#create").inner_text()
    ctx.close()


def test_the_lobby_says_the_pace_of_each_open_table(browser: Any, server: str) -> None:
    ctx = browser.new_context(locale="ru-RU", viewport={"width": 1366, "height": 768})
    code = post(server, "/api/tables", {"players": 3, "bots": 1, "pace": "relaxed"})["code"]
    page = lobby(ctx, server)
    row = page.locator(f'#open-list li:has([data-sit="{code}"])')
    row.wait_for(timeout=10_000)
    assert "спокойный (15 с на ход)" in row.inner_text()
    ctx.close()
