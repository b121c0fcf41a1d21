"""A simple player for a browser page: it clicks what the page offers, as a person would.

Each step reads the page (the buttons and cards the page drew from `legal`) and picks
one thing to click: a colour when asked, the deck when a slap race is on, a catch, the
first playable card, accept, keep or draw. Sometimes it does nothing, so the table's
clock plays for it (R5.5).
"""

from __future__ import annotations

import contextlib
import json
import random
from dataclasses import dataclass, field
from typing import Any

# Returns what to click next (a selector) or a word for the test: "end" or "".
CHOOSE = """
(quiet) => {
  const shown = (el) => el && !el.closest('[hidden]') && el.getClientRects().length > 0;
  const first = (sel) => [...document.querySelectorAll(sel)].find(shown);
  const S = window.svintus;
  const move = S.view ? S.view.move : -1;
  if (!document.getElementById('end').hidden && S.table?.match_over) return ['end', move];
  if (shown(document.getElementById('colours'))) return ['#colour-buttons [data-colour]', move];
  const picks = [
    '#controls button.slap', '#controls button.catch', '#controls button.svintus:not(.armed)',
    '#hand .slot:not([aria-disabled]) .card.playable', '#controls button[data-action="accept"]',
    '#controls button[data-action="pass"]', '#controls button[data-action="draw"]',
  ];
  for (const sel of picks) {
    if (first(sel) && !(quiet === move && sel.includes('svintus'))) return [sel, move];
  }
  return ['', move];
}
"""

# What the page shows of other players' hands, checked against the view (R14.8).
SECRETS = """
() => {
  const S = window.svintus;
  const v = S.view;
  const seats = document.querySelectorAll('#seats [data-card], #me [data-card]').length;
  const hand = [...document.querySelectorAll('#hand [data-play]')].map((el) => el.dataset.play);
  return {
    seat: S.seat,
    faces_at_seats: seats,
    hand,
    view_hand: v ? v.hand : null,
    hand_sizes: v ? v.hand_sizes : null,
  };
}
"""


@dataclass
class Player:
    page: Any
    name: str
    rng: random.Random
    idle: float = 0.12  # chance to let the clock play a turn
    clicks: int = 0
    misses: int = 0  # clicks that found the state moved on under the pointer
    lazy_move: int = -2  # the move this player decided to sit out
    quiet_move: int = -2  # the move in which this player forgets to say "Svintus!"
    frames: list[dict[str, Any]] = field(default_factory=list)

    def listen(self) -> None:
        """Keep every message the page receives, to check what it was sent."""

        def on_socket(ws: Any) -> None:
            ws.on("framereceived", self._frame)

        self.page.on("websocket", on_socket)

    def _frame(self, payload: Any) -> None:
        if isinstance(payload, bytes):
            payload = payload.decode()
        with contextlib.suppress(ValueError):
            self.frames.append(json.loads(payload))

    def step(self) -> str:
        """Click one thing if there is something to click; 'end' once the match is over."""
        what, move = self.page.evaluate(CHOOSE, self.quiet_move)
        if what in ("", "end") or move == self.lazy_move:
            return what
        lazy = self.rng.random()
        if "svintus" in what and lazy < 0.3:
            self.quiet_move = move  # forgets to say it, sometimes: a catch may follow (R6.2)
            return ""
        if (what.endswith(".playable") or "draw" in what) and lazy < self.idle:
            self.lazy_move = move
            return ""
        target = self.page.locator(what)
        if what.startswith("#colour-buttons"):
            target = target.nth(self.rng.randrange(4))
        else:
            target = target.first
        try:
            target.click(timeout=1500, force="slap" in what)
            self.clicks += 1
        except Exception:  # the state moved on under the pointer: try again next step
            self.misses += 1
            return ""
        return "clicked"


def click(page: Any, what: str, kind: str, rng: random.Random) -> None:
    """Click the first element ``what`` selects (one of the four colours at random
    for ``kind`` "colour"; forced for a "slap"). A click that misses, because the
    state moved on under the pointer, is let go."""
    try:
        target = page.locator(what)
        if kind == "colour":
            target = target.nth(rng.randrange(4))
        target.first.click(timeout=1500, force=kind == "slap")
    except Exception:  # the state moved on under the pointer
        pass
