"""The page draws each special card from its kind's record (issue 25 point 2): the
symbol `/api/cards` serves, the same characters as before the page kept a table."""

from __future__ import annotations

from typing import Any

from svintus.engine.cards import KINDS_BY_ID

from .test_2_0 import seated


def test_r1_the_page_draws_a_card_with_the_symbol_of_its_record(server: str, browser: Any) -> None:
    deck = {"number": 1, "shalun": 4, "parodist": 4, "khapyozh": 2}
    ctx, page, errors = seated(server, browser, {"custom_deck": deck, "hand_size": 6})
    try:
        page.wait_for_selector("#hand .card.special svg.face", timeout=15_000)
        symbols = {k: KINDS_BY_ID[k].symbol for k in deck}
        drawn = page.evaluate(
            """(symbols) => [...document.querySelectorAll('#hand .card.special')].map((c) => {
                 const kind = [...c.classList].find((n) => n.startsWith('k-')).slice(2);
                 const want = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
                 want.innerHTML = symbols[kind];  // the record's symbol, as the page parses it
                 return [kind, c.querySelector('svg.face')?.innerHTML ?? null, want.innerHTML];
               })""",
            symbols,
        )
        assert drawn and errors == []
        for kind, svg, want in drawn:
            assert svg == want and "<path" in svg, kind
    finally:
        ctx.close()
