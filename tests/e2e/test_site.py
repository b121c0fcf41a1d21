"""The site as a newcomer meets it (issue #13): its ends of the road, its first turn,
its history, replays, open tables and rules, in a real browser against `svintus serve`."""

from __future__ import annotations

import time
import urllib.request
from typing import Any


def test_an_unknown_table_says_so_with_the_way_back(browser: Any, server: str) -> None:
    page = browser.new_page(locale="en-GB")
    answer = page.goto(server + "/t/NOPE12")
    assert answer is not None and answer.status == 404
    assert page.locator("#gone h2").inner_text() == "No such table"
    assert "NOPE12" in page.locator("#gone-text").inner_text()
    page.click("#lang")
    assert page.locator("#gone h2").inner_text() == "Такого стола нет"
    page.click("#gone a")
    page.wait_for_url(server + "/")
    page.close()


def test_a_refused_websocket_shows_the_reason_and_does_not_reconnect(
    browser: Any, server: str
) -> None:
    """The table page served for a code the server does not know (as a table page left
    open after its table went would be): the WebSocket's refusal is shown, once."""
    with urllib.request.urlopen(server + "/static/table.html") as r:
        html = r.read().decode()
    page = browser.new_page(locale="en-GB")
    sockets: list[Any] = []
    page.on("websocket", sockets.append)
    page.route("**/t/GONE42", lambda route: route.fulfill(body=html, content_type="text/html"))
    page.goto(server + "/t/GONE42")
    page.wait_for_selector("#gone:not([hidden])")
    assert "GONE42" in page.locator("#gone-text").inner_text()
    assert page.locator("#gone a").get_attribute("href") == "/"
    time.sleep(3)  # a reconnect loop would have opened more sockets by now
    assert len(sockets) == 1
    assert page.locator("#conn").inner_text() == ""
    page.close()
