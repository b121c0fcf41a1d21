"""Slabo? (R12.6) feats as mini-games and Clothes (R12.10) avatars on the table page
(Chromium): the table makes each feat's content and judges it; the page shows what the
table sends and sends back presses and answers, never a score.

A 3-player table, a person and two random bots, with a deck of number cards and Slabo?
cards. The person plays the classic turns and the generic panel by clicks
(test_2_0.CHOOSE), and every feat offered to set or try as its mini-game: ``reaction``
(click the pad at GO!), ``twister`` (type the shown line), ``memory`` (type the digits
back), ``clicks`` (click the pad). The scores the table recorded are checked to be
numbers in range, never exact (timings are not asserted); the page's messages are
watched: no feat or try it sends carries a score.
"""

from __future__ import annotations

import random
import re
import time
from pathlib import Path
from typing import Any

from playwright.sync_api import Error as PlaywrightError

from .driver import click
from .test_2_0 import CHOOSE, STANDING, seated

FEAT = """
() => {
  const shown = (el) => el && !el.closest('[hidden]') && el.getClientRects().length > 0;
  const g = window.svintus.feat;
  const box = document.getElementById('feat-game');
  const open = shown(box) && g && g.stage !== 'done';
  const buttons = [...document.querySelectorAll('#offers [data-feat]')].filter(shown);
  return {
    open, feat: g ? g.feat : null, stage: g ? g.stage : null, sequence: g ? g.sequence : null,
    twister: document.getElementById('feat-twister')?.textContent || '',
    offered: buttons.map((b) => b.dataset.feat),
  };
}
"""
# A debt of cards (a repeated feat gives the challenger three, R12.6) is named one card at
# a time, a click each: the first card that can be given, or "" (else the table gives
# them itself when the race's 30 s run out, and the match waits that long).
NAMING = """
() => {
  const shown = (el) => el && !el.closest('[hidden]') && el.getClientRects().length > 0;
  if (![...document.querySelectorAll('.prompt.choosing')].some(shown)) return '';
  const card = [...document.querySelectorAll('#hand .slot .card.pickable')].find(shown);
  return card ? `#hand .slot[data-index="${card.closest('.slot').dataset.index}"]` : '';
}
"""
SENT = re.compile(r"^p(\d) (feat|try) (\w+) (\S+)$")


def play_feat(page: Any, state: dict[str, Any], rounds: dict[str, int]) -> None:
    """One step of the open mini-game."""
    feat, stage = state["feat"], state["stage"]
    if feat == "reaction" and stage == "go":
        press(page)
    elif feat == "twister" and stage == "typing":
        page.fill("#feat-input", "")
        page.locator("#feat-input").press_sequentially(state["twister"], delay=15)
        page.press("#feat-input", "Enter")
    elif feat == "memory" and stage == "recall":
        rounds["memory"] = rounds.get("memory", 0) + 1
        answer = state["sequence"] if rounds["memory"] <= 2 else "x"
        page.fill("#feat-input", answer)
        page.press("#feat-input", "Enter")
    elif feat == "clicks" and stage in ("ready", "clicking"):
        for _ in range(5):
            if not press(page):
                break
    page.wait_for_timeout(40)


def press(page: Any) -> bool:
    """Press the mini-game's pad; False when it went away under the pointer (the table
    ended the mini-game, or the page redrew it): the next step reads the state again."""
    try:
        page.locator("#feat-pad").click(timeout=1500)
    except PlaywrightError:
        return False
    return True


def test_r12_6_slabo_feats_are_played_as_mini_games_with_measured_scores(
    server: str, browser: Any, artifacts: Path
) -> None:
    rng = random.Random(5)
    options = {
        "custom_deck": {"number": 1, "slabo": 3},
        "hand_size": 5,
        "match_points": 200,
        "race_seconds": 30,
    }
    ctx, page, errors = seated(server, browser, options)
    me = page.evaluate("window.svintus.seat") + 1

    sent: list[str] = []  # every frame the page sent
    page.on("websocket", lambda ws: ws.on("framesent", lambda f: sent.append(str(f))))
    page.reload()
    page.wait_for_function("window.svintus && window.svintus.view", timeout=15_000)

    scores: dict[str, float] = {}  # feat -> the score the table recorded for the person
    rounds: dict[str, int] = {}
    shot = False
    deadline = time.monotonic() + 420
    while time.monotonic() < deadline:
        state = page.evaluate(FEAT)
        if state["open"]:
            if not shot:
                page.screenshot(path=str(artifacts / "table-slabo-feat.png"))
                shot = True
            play_feat(page, state, rounds)
        elif state["offered"]:
            # the generic panel shows no raw score buttons for the feats
            raw = page.evaluate(
                "[...document.querySelectorAll('#offers [data-offer],#offers [data-hint]')]"
                ".map((b) => b.dataset.label || b.dataset.hint)"
            )
            assert not [r for r in raw if r.split()[0] in ("feat", "try")], raw
            offered = state["offered"]
            first = next((a for a in offered if a.endswith(" reaction")), offered[0])
            page.locator(f'#offers [data-feat="{first}"]').click(timeout=1500)
        elif naming := page.evaluate(NAMING):
            click(page, naming, "pick", rng)
        else:
            what, kind = page.evaluate(CHOOSE, list(STANDING))
            if what:
                click(page, what, kind, rng)
            page.wait_for_timeout(60)
        for a in page.evaluate("window.svintus.actions"):
            m = SENT.match(a)
            if m and int(m.group(1)) == me:
                scores[m.group(3)] = float(m.group(4))
        if "reaction" in scores and len(scores) >= 2:
            break
        used = page.evaluate("window.svintus.view?.challenge?.races?.used_feats?.length")
        if used == 4 and not page.evaluate(FEAT)["open"]:
            break  # every feat of the session is used
    assert "reaction" in scores, f"the reaction mini-game sent no score: {scores}"
    assert len(scores) >= 2, f"only one mini-game was played: {scores}"
    assert 0 <= scores["reaction"] <= 9999
    for feat, score in scores.items():
        top = {"reaction": 9999, "memory": 12, "twister": 200, "clicks": 400}[feat]
        assert 0 <= score <= top, (feat, score)
    # the page never claimed a score: it asked for feats and sent presses and answers
    claimed = [f for f in sent if re.search(r'"action": ?"(feat|try) \w+ \S', f)]
    assert not claimed, claimed
    assert any('"do":"start"' in f.replace(" ", "") for f in sent), sent[-20:]
    assert any('"type":"pong"' in f.replace(" ", "") for f in sent)  # its round trip measured
    assert not errors, errors
    ctx.close()


def test_r12_10_clothes_wardrobes_on_the_seats_and_the_named_item_touched_by_click(
    server: str, browser: Any, artifacts: Path
) -> None:
    rng = random.Random(7)
    # as many Clothes as number cards: a named item comes within a few turns (with 12 in 44
    # a run once waited 135 s for the person's chance to touch one)
    options = {"custom_deck": {"number": 1, "clothes": 8}, "hand_size": 5, "match_points": 200}
    ctx, page, errors = seated(server, browser, options)
    me = f"p{page.evaluate('window.svintus.seat') + 1} "
    # every seat wears its three items (public, R14.8)
    page.wait_for_function("document.querySelectorAll('.wardrobe').length === 3", timeout=5_000)
    worn = page.evaluate(
        "[...document.querySelectorAll('.wardrobe')].map((w) => w.querySelectorAll('.item').length)"
    )
    assert worn == [3, 3, 3], worn
    taken: set[str] = set()
    deadline = time.monotonic() + 300
    while time.monotonic() < deadline and "tap" not in taken:
        items = page.locator(".wardrobe button.item")
        if items.count():
            page.screenshot(path=str(artifacts / "table-clothes.png"))
            click(page, ".wardrobe button.item", "item", rng)
        else:
            # the panel's own item and tap buttons are left alone: the seats' badges only
            what, kind = page.evaluate(CHOOSE, [*STANDING, "item", "tap"])
            if what:
                click(page, what, kind, rng)
        page.wait_for_timeout(60)
        for a in page.evaluate("window.svintus.actions"):
            if a.startswith(me) and a.split()[1] in ("item", "tap"):
                taken.add(a.split()[1])
    assert "tap" in taken, f"the named item was not touched by a click: {taken}"
    assert not errors, errors
    ctx.close()


HUTS = """
() => {
  const shown = (el) => el && !el.closest('[hidden]') && el.getClientRects().length > 0;
  const box = document.getElementById('huts');
  const live = [...document.querySelectorAll('#huts [data-hut-card]:not([aria-disabled])')]
    .filter(shown).map((b) => b.dataset.hutCard);
  const huts = window.svintus.view?.challenge?.races?.huts?.[window.svintus.seat] || null;
  return {open: shown(box), live, huts};
}
"""


def test_r12_8_hands_huts_are_built_by_click_and_drag(
    server: str, browser: Any, artifacts: Path
) -> None:
    """R12.8: the person builds two huts of two cards on the page: the first card dragged
    onto hut b, the others clicked (each into the first hut with room); each placement is
    one ``huts CARD a|b`` action, and the view shows the person's huts face up."""
    rng = random.Random(11)
    options = {
        "custom_deck": {"number": 1, "hands": 3},
        "hand_size": 5,
        "match_points": 200,
        "race_seconds": 30,
    }
    ctx, page, errors = seated(server, browser, options)
    me = f"p{page.evaluate('window.svintus.seat') + 1} "
    pure = page.evaluate(
        """async () => {
          const h = await import('/static/huts.js');
          return [h.hutAction(['huts R3 a', 'huts R3 b'], 'R3'),
                  h.hutAction(['huts R3 a', 'huts R3 b'], 'R3', 'b'),
                  h.hutAction(['huts R3 a'], 'R3', 'b')];
        }"""
    )
    assert pure == ["huts R3 a", "huts R3 b", None]
    placed: list[str] = []
    dragged = shot = False
    deadline = time.monotonic() + 300
    while time.monotonic() < deadline and len(placed) < 4:
        state = page.evaluate(HUTS)
        if state["open"] and state["live"]:
            if not shot:
                page.screenshot(path=str(artifacts / "table-hands-huts.png"))
                shot = True
            card = state["live"][0]
            source = page.locator(f'#huts [data-hut-card="{card}"]').first
            if not dragged:
                source.drag_to(page.locator('#huts [data-hut="b"]'), timeout=3000)
                dragged = True
            else:
                source.click(timeout=1500)
            page.wait_for_timeout(150)
        else:
            # the panel never lists the huts as raw buttons
            raw = page.evaluate(
                "[...document.querySelectorAll('#offers [data-offer]')].map((b) => b.dataset.label)"
            )
            assert not [r for r in raw if r.split()[0] == "huts"], raw
            what, kind = page.evaluate(CHOOSE, list(STANDING))
            if what:
                click(page, what, kind, rng)
            page.wait_for_timeout(60)
        placed = [
            a for a in page.evaluate("window.svintus.actions") if a.startswith(me + "huts ")
        ] or placed
    assert len(placed) >= 4, f"the huts were not built on the page: {placed}"
    first = placed[0].split()
    assert first[3] == "b", f"the dragged card went to hut b: {placed}"
    assert all(re.fullmatch(r"p\d huts \S+ [ab]", a) for a in placed), placed
    assert not errors, errors
    ctx.close()
