"""The table page's store (issue 26; web/store.js) as pure functions under node: a
state message replaces the state (never changes it in place), the snapshot tools read as
`window.svintus` is frozen and holds `table` with this seat's rules, view, legal, offers
and seat; what the person was doing ends with the moment; the live region says this
seat's turn and a card played at it, in its language."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

WEB = Path(__file__).resolve().parents[1] / "src" / "svintus" / "web"
NODE = shutil.which("node")

SCRIPT = """
globalThis.localStorage = { getItem: () => null, setItem: () => {}, removeItem: () => {} };
globalThis.document = { documentElement: {} };
globalThis.navigator = { language: "en" };
const { createStore, initialState, reduce, snapshot } = await import("%(web)s/store.js");
const { setLang } = await import("%(web)s/i18n.js");
const out = {};
const FIVE = ["rules", "view", "legal", "offers", "seat"];
const seats = [{ name: "Anna" }, { bot: "normal" }];
const view = (over) => ({
  move: 4, current: 1, winner: null, players: 2, hand: ["G3", "R:khapyozh"], hand_sizes: [2, 5],
  top: "G5", deck_size: 40, pile_size: 3, direction: 1, pending: null, chain: null, ...over,
});
for (const lang of ["en", "ru"]) {
  setLang(lang);
  const store = createStore(reduce, initialState("ABC", "tok"));
  const seen = [];
  store.subscribe((s, prev) => seen.push(s !== prev));
  store.dispatch({ type: "welcome", msg: { seat: 0, table: { seats, rules: { players: 2 } } } });
  store.dispatch({ type: "state", msg: { view: view({}), legal: [], events: [], history: true } });
  const before = store.getState();
  store.dispatch({ type: "ui", patch: { pendingColour: { name: "G3" } } });
  const cleared = store.getState().pendingColour; // G3 is not playable: nothing to colour
  // Bot 2 plays a Khapyozh at Anna; her turn comes, to take it or pass it on
  store.dispatch({ type: "state", msg: {
    view: view({ move: 5, current: 0, pending: { kind: "khapyozh", count: 1, target: 0 } }),
    legal: ["accept", "intercept R:khapyozh"],
    events: [{ kind: "penalty_pending", player: 1, target: 0, penalty: "khapyozh", size: 1,
      transferred: false }],
  } });
  const S = store.getState();
  const snap = snapshot(S, null);
  let threw = false;
  try { snap.view.move = 99; } catch (_) { threw = true; }
  out[lang] = {
    changed: seen, sameBefore: before.view.move, cleared, said: S.said.map((x) => x.text),
    frozen: Object.isFrozen(snap) && Object.isFrozen(snap.view) && threw,
    table: Object.keys(snap.table).filter((k) => FIVE.includes(k)),
    seats: snap.table.seats.length, seat: snap.table.seat, legal: snap.table.legal,
  };
}
console.log(JSON.stringify(out));
"""


@pytest.mark.skipif(NODE is None, reason="node is not installed")
def test_the_store_replaces_its_state_and_the_snapshot_is_frozen() -> None:
    done = subprocess.run(
        [str(NODE), "--input-type=module", "-e", SCRIPT % {"web": WEB.as_uri()}],
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    got: dict[str, Any] = json.loads(done.stdout)
    for lang in ("en", "ru"):
        g = got[lang]
        assert all(g["changed"]), g["changed"]
        assert g["sameBefore"] == 4  # the earlier state is left as it was
        assert g["cleared"] is None
        assert g["frozen"]
        assert sorted(g["table"]) == ["legal", "offers", "rules", "seat", "view"]
        assert g["seats"] == 2 and g["seat"] == 0
        assert g["legal"] == ["accept", "intercept R:khapyozh"]
    en, ru = got["en"]["said"], got["ru"]["said"]
    assert any("Anna (you)" in s and "Khapyozh" in s for s in en), en
    assert any(s.startswith("Khapyozh on you") for s in en), en
    assert any("Аня" in s or "Anna" in s for s in ru) and all("Khapyozh" not in s for s in ru), ru
