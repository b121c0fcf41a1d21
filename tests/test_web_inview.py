"""What is asked of you in view (issue 24 point 3) under node: a tip about a race to come
is not given on the player's own turn nor while a prompt asks them, and the page's idea of
"something new asks" (inview.js) changes with a new offer or the turn, not with the clock.
"""

from __future__ import annotations

import json
from typing import Any

from .test_web_tips import run

TIPS = """
const { nextTip } = await import(`${web}/hints.js`);
const out = {};
for (const [name, S] of Object.entries(%s)) {
  store["svintus.tips.seen"] = "[]";
  out[name] = nextTip({ seat: 0, legal: [], offers: [], ...S }, null)?.id ?? null;
}
console.log(JSON.stringify(out));
"""

HAND = ["R5", "G:khlopkopyt"]
TIP_MOMENTS: dict[str, Any] = {
    "quiet": {"view": {"current": 1, "hand": HAND, "silence": None}},
    "own_turn": {"view": {"current": 0, "hand": HAND, "silence": None}},
    "asked": {
        "view": {"current": 1, "hand": HAND, "silence": None},
        "offers": [{"label": "fist", "verb": "fist"}],
    },
}


def test_a_tip_about_a_race_to_come_waits_for_a_quiet_moment() -> None:
    got = run(TIPS % json.dumps(TIP_MOMENTS))
    assert got == {"quiet": "race_ahead", "own_turn": None, "asked": None}


ASKED = """
const { askedKey } = await import(`${web}/inview.js`);
const S = (current, offers, move) => ({ seat: 0, offers, view: { current, winner: null, move } });
console.log(JSON.stringify([
  askedKey(S(1, [], 3)),
  askedKey(S(0, [], 3)),
  askedKey(S(0, [], 4)) === askedKey(S(0, [], 3)),
  askedKey(S(1, [{ label: "etiquette shtol p2" }], 3)),
  askedKey({ seat: -1, offers: [], view: { current: 0, winner: null } }),
]));
"""


def test_something_new_asks_with_a_new_offer_or_the_turn() -> None:
    quiet, turn, same, offer, watcher = run(ASKED)
    assert quiet == "" and watcher == ""
    assert turn and same  # the same turn asks nothing new while its clock runs
    assert offer and offer != turn
