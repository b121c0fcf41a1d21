"""The site's pages besides the table are accessible (issue 26): axe-core, vendored at
tests/e2e/vendor/axe.min.js, finds no violation on the lobby, /rules, a replay and the 404
pages (an unknown table, an unknown path), in Russian and in English."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from .test_site import finished_game

AXE = Path(__file__).parent / "vendor" / "axe.min.js"
VIOLATIONS = """() => axe.run().then((r) => r.violations.map((v) =>
  `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`))"""

# page -> (path, the selector that says it has drawn what it loaded)
PAGES = {
    "lobby": ("/", "#bot-level option"),
    "rules": ("/rules", "#rules-text .rule-section"),
    "replay": ("/replay/{code}/0/0", ".r-seat"),
    "missing-table": ("/t/NOPE12", "#gone h1"),
    "missing-page": ("/no/such/page", "#gone h1"),
}


@pytest.fixture(scope="module")
def replay_code(server: str) -> str:
    return finished_game(server)


@pytest.fixture(scope="module")
def context(browser: Any) -> Iterator[Any]:
    ctx = browser.new_context(viewport={"width": 1366, "height": 768})
    yield ctx
    ctx.close()


@pytest.mark.parametrize("lang", ["ru", "en"])
@pytest.mark.parametrize("name", list(PAGES))
def test_axe_finds_no_violation(
    context: Any, server: str, replay_code: str, name: str, lang: str
) -> None:
    path, ready = PAGES[name]
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.add_init_script(f"localStorage.setItem('svintus.lang', '{lang}')")
    page.goto(server + path.format(code=replay_code))
    page.wait_for_selector(ready, state="attached", timeout=15_000)
    assert page.evaluate("document.documentElement.lang") == lang
    page.add_script_tag(path=str(AXE))
    assert page.evaluate(VIOLATIONS) == []
    assert not errors
    page.close()


def test_rule_numbers_in_a_template_become_links(context: Any, server: str) -> None:
    page = context.new_page()
    page.goto(server + "/rules")
    links = page.evaluate(
        """async () => {
          const { html, render } = await import('/static/vendor/lit-html/lit-html.js');
          const { ruleLinked } = await import('/static/rulelinks.js');
          const box = document.createElement('p');
          render(html`${ruleLinked('Given <b>twice</b> (R10.2), see R14.')}`, box);
          const hrefs = [...box.querySelectorAll('a')].map((a) => a.getAttribute('href'));
          return [box.textContent, hrefs];
        }"""
    )
    assert links[1] == ["/rules#r10", "/rules#r14"]
    assert "<b>twice</b>" in links[0] and "R10" not in links[0]
    page.close()
