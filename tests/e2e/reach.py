"""What is asked of this seat is in view and can be pressed (issue 24 point 3).

`unreachable(page)` runs REACH in the page and returns what fails, one sentence each:

- every enabled, shown control that asks something of this seat — the buttons in front
  of the player (#asks: the turn's controls and the 2.0 prompts), the huts of a Hands
  race, a catch on a seat, the deck or the pile while it does something, the cards of the
  hand that may be played or chosen, an open dialog's buttons (a colour, a declaration,
  a feat) — lies wholly inside the viewport, as the page left it (it may scroll by itself;
  the checker never scrolls), and is the element at its own centre
  (`document.elementFromPoint`): no hand, tip, panel or toast lies over it;
- every other enabled button whose centre is on screen is the element at its centre too.

While a modal dialog is open (a colour to name, a declaration, the end of the match, the
scores, the keys' help, a feat) only its own buttons count: the veil covers the table on
purpose. A card's rule that the player opened is left out the same way. Cards in flight
(anim.js) take no pointer events and cover nothing.
"""

from __future__ import annotations

from typing import Any

REACH = """
() => {
  const shown = (el) => !!el && !el.closest('[hidden]') && el.getClientRects().length > 0
    && getComputedStyle(el).visibility !== 'hidden';
  const enabled = (el) => !el.disabled && el.getAttribute('aria-disabled') !== 'true';
  const name = (el) => {
    const t = (el.getAttribute('aria-label') || el.textContent || el.id || el.className || '')
      .replace(/\\s+/g, ' ').trim();
    return `${el.tagName.toLowerCase()}${el.id ? '#' + el.id : ''} «${t.slice(0, 50)}»`;
  };
  const what = (el) => el ? name(el.closest('button') || el) : 'nothing';
  const vw = document.documentElement.clientWidth;
  const vh = window.innerHeight;
  const modal = [...document.querySelectorAll('.modal')].find(shown);
  const rule = document.getElementById('rule');
  const ruleOpen = shown(rule);
  const CONTROLS = [
    '#asks button', '#huts button', '#huts .slot', '#seats .seat button.catch',
    '#me button', '#hand .slot',
  ].join(', ');
  const asked = modal
    ? [...modal.querySelectorAll('button, input')]
    : [...document.querySelectorAll(CONTROLS)];
  const out = [];
  // the part of a box its scrolling or clipping ancestors let show
  const clipped = (el) => {
    const r = el.getBoundingClientRect();
    let [l, t, rt, b] = [r.left, r.top, r.right, r.bottom];
    let by = null;
    const root = [document.body, document.documentElement];
    for (let a = el.parentElement; a && !root.includes(a); a = a.parentElement) {
      const cs = getComputedStyle(a);
      if (cs.overflowX === 'visible' && cs.overflowY === 'visible') continue;
      const c = a.getBoundingClientRect(); // its inside: no border, no scrollbar
      const cl = c.left + a.clientLeft;
      const ct = c.top + a.clientTop;
      const n = [
        Math.max(l, cl), Math.max(t, ct),
        Math.min(rt, cl + a.clientWidth), Math.min(b, ct + a.clientHeight),
      ];
      if (!by && (n[0] > l + 1 || n[1] > t + 1 || n[2] < rt - 1 || n[3] < b - 1)) by = a;
      [l, t, rt, b] = n;
    }
    return { box: [l, t, rt, b], by };
  };
  const top = (el, x, y) => {
    const at = document.elementFromPoint(x, y);
    return !!at && (at === el || el.contains(at));
  };
  const covered = (el, x, y) => `${name(el)} is covered by ${what(document.elementFromPoint(x,y))}`;
  const seen = new Set();
  for (const el of asked) {
    if (seen.has(el) || !shown(el) || !enabled(el)) continue;
    seen.add(el);
    if (ruleOpen && !modal) continue;
    const r = el.getBoundingClientRect();
    if (r.width < 1 || r.height < 1) continue;
    if (r.left < -0.5 || r.top < -0.5 || r.right > vw + 0.5 || r.bottom > vh + 0.5) {
      const at = [r.left, r.top, r.right, r.bottom].map(Math.round);
      out.push(`${name(el)} is out of view: [${at}] in ${vw}x${vh}`);
      continue;
    }
    const cut = clipped(el);
    if (cut.by) {
      out.push(`${name(el)} is cut off by the scrolling box ${what(cut.by)}`);
      continue;
    }
    const x = r.left + r.width / 2;
    const y = r.top + r.height / 2;
    if (!top(el, x, y)) out.push(covered(el, x, y));
  }
  if (!modal && !ruleOpen) {
    for (const el of document.querySelectorAll('button, [role=button], .button')) {
      if (seen.has(el) || !shown(el) || !enabled(el)) continue;
      const r = el.getBoundingClientRect();
      const x = r.left + r.width / 2;
      const y = r.top + r.height / 2;
      if (r.width < 1 || x < 0 || y < 0 || x > vw || y > vh) continue;
      const [l, t, rt, b] = clipped(el).box; // scrolled out of its box: not on screen
      if (x < l || x > rt || y < t || y > b) continue;
      if (!top(el, x, y)) out.push(covered(el, x, y));
    }
  }
  return out;
}
"""

# Something is asked of this seat now: a prompt, a dialog, a race's huts, its own turn.
ASKED = """
() => {
  const S = window.svintus;
  if (!S || S.seat < 0 || !S.view) return false;
  const shown = (el) => !!el && !el.closest('[hidden]') && el.getClientRects().length > 0;
  return S.offers.length > 0 || S.view.current === S.seat
    || [...document.querySelectorAll('.modal, #huts')].some(shown);
}
"""


def unreachable(page: Any) -> list[str]:
    """What asked of this seat is out of view or covered, and which buttons are covered."""
    return list(page.evaluate(REACH))


def asked(page: Any) -> bool:
    """Whether the page asks something of this seat now."""
    return bool(page.evaluate(ASKED))


# A person who answers what is shown, for looking around by hand (`main` below): the
# colour, a declaration, a feat's dialog closed, the cards of a choice, a prompt's primary
# button, and on its own turn a card or the turn's button.
ANSWER = """
() => {
  const shown = (el) => !!el && !el.closest('[hidden]') && el.getClientRects().length > 0;
  const all = (s) => [...document.querySelectorAll(s)].filter((e) => shown(e) && !e.disabled);
  const S = window.svintus;
  for (const s of ['#colour-buttons button', '#pick-options button', '#feat-cancel']) {
    if (all(s).length) return s;
  }
  const pickable = '#hand .slot:has(.card.pickable)';
  if (all('#choose-send').length) return all(pickable).length ? pickable : '#choose-send';
  if (S.view?.choice?.player === S.seat) return pickable;
  if (all('#offers .act.primary').length) return '#offers .act.primary:not([disabled])';
  if (S.view?.current !== S.seat) return '';
  const turn = [
    '#hand .slot:not([aria-disabled]):has(.card.playable)', '#controls [data-action="accept"]',
    '#controls [data-action="pass"]', '#controls [data-action="draw"]',
  ];
  return turn.find((s) => all(s).length) || '';
}
"""


def main() -> None:
    """Sit at full_box tables of a running `svintus serve` and print, once each, what
    fails the check (with a screenshot in artifacts/):

        python -m tests.e2e.reach http://127.0.0.1:8000 --size 1366x768 --lang en
    """
    import argparse
    import contextlib
    import time
    from pathlib import Path

    from playwright.sync_api import sync_playwright

    from .conftest import ARTIFACTS, CHROMIUM_ARGS, chromium_path
    from .test_table import post

    ap = argparse.ArgumentParser(description=main.__doc__)
    ap.add_argument("url")
    ap.add_argument("--size", default="390x844")
    ap.add_argument("--lang", default="ru", choices=["ru", "en"])
    ap.add_argument("--seconds", type=float, default=180)
    args = ap.parse_args()
    w, h = (int(x) for x in args.size.split("x"))
    phone = w < 700
    ARTIFACTS.mkdir(exist_ok=True)
    seen: set[str] = set()
    end = time.monotonic() + args.seconds
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=chromium_path(), args=CHROMIUM_ARGS)
        while time.monotonic() < end:
            ctx = browser.new_context(
                viewport={"width": w, "height": h},
                locale="ru-RU" if args.lang == "ru" else "en-US",
                is_mobile=phone,
                has_touch=phone,
            )
            page = ctx.new_page()
            body = {"players": 4, "bots": 3, "recipe": "full_box", "pace": "relaxed"}
            page.goto(args.url + post(args.url, "/api/tables", body)["url"])
            page.fill("#join-name", "Аня")
            page.click("#join-form button[type=submit]")
            page.wait_for_function("window.svintus?.seat >= 0 && window.svintus.view")
            last = 0.0
            while time.monotonic() < end and not page.evaluate("window.svintus.table?.match_over"):
                for problem in unreachable(page) if asked(page) else []:
                    if problem not in seen:
                        seen.add(problem)
                        shot = Path(ARTIFACTS) / f"reach-{len(seen)}.png"
                        page.screenshot(path=str(shot))
                        print(f"{problem} ({shot.name})", flush=True)
                what = page.evaluate(ANSWER) if time.monotonic() - last > 1.5 else ""
                if what:
                    last = time.monotonic()
                    with contextlib.suppress(Exception):  # the moment passed
                        page.locator(what).first.click(timeout=1500)
                page.wait_for_timeout(150)
            ctx.close()
        browser.close()
    print(f"{len(seen)} problems")


if __name__ == "__main__":
    main()
