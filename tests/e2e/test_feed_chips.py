"""A card's chip in the feed (docs/web.md "The feed"): a long one that wraps leaves room for
the comma after it, which stays beside it. It took the line's whole width once it wrapped,
and «, Рейтинг» went to a line of its own (a penalty's line at 1366x768: «берёт 2 карты:
оранжевая «Ни себе, ни людям» / , Рейтинг»). And it stays one box: its colour's mark
never ends a line without its name."""

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
  return { chipBoxes: chip.getClientRects().length, chipBottom: last.bottom, commaTop: at.top,
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
        assert got["chipBoxes"] == 1, got  # one box: the mark and the name together
    finally:
        ctx.close()
