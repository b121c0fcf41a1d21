"""A card's chip in the feed (docs/web.md "The feed"): a long one that wraps flows as words
do, so the comma after it stays beside it. As an inline-flex box it took the line's whole
width once it wrapped, and «, Рейтинг» went to a line of its own (a penalty's line at
1366x768: «берёт 2 карты: оранжевая «Ни себе, ни людям» / , Рейтинг»)."""

from __future__ import annotations

from typing import Any

LINE = """
() => {
  const feed = document.createElement('ol');
  feed.className = 'feed';
  feed.style.cssText = 'width: 270px; position: absolute; left: 0; top: 0; z-index: 99';
  feed.innerHTML = '<li class="ev">Аня (вы) не успевает: берёт 2 карты: '
    + '<span class="chip c-orange"><svg class="sym" viewBox="0 0 10 10"></svg>'
    + 'оранжевая «Ни себе, ни людям»</span>, <span class="chip c-grey">Рейтинг</span></li>';
  document.body.append(feed);
  const chip = feed.querySelector('.chip');
  const comma = document.createRange();
  comma.setStart(chip.nextSibling, 0);
  comma.setEnd(chip.nextSibling, 1);
  const last = [...chip.getClientRects()].pop();
  const at = comma.getBoundingClientRect();
  return { chipLines: chip.getClientRects().length, chipBottom: last.bottom, commaTop: at.top,
    commaLeft: at.left, chipRight: last.right };
}
"""


def test_a_comma_after_a_wrapped_chip_stays_beside_it(browser: Any, server: str) -> None:
    ctx = browser.new_context(viewport={"width": 1366, "height": 768})
    page = ctx.new_page()
    try:
        page.goto(server + "/t/NOSUCH")
        page.wait_for_load_state("load")
        got = page.evaluate(LINE)
        assert got["commaTop"] < got["chipBottom"], got  # on the chip's last line
        assert got["commaLeft"] >= got["chipRight"] - 0.5, got
    finally:
        ctx.close()
