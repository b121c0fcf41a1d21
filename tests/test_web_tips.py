"""First-game tips (docs/web.md) under node: every situation the table page watches for
has its tip in Russian and English, the 2.0 ones come up in their moments, and on a touch
screen no word of the page asks to click or to press a key."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

WEB = Path(__file__).resolve().parents[1] / "src" / "svintus" / "web"
NODE = shutil.which("node")
pytestmark = pytest.mark.skipif(NODE is None, reason="node is not installed")

# A page's globals under node; `coarse` says whether the main pointer is a finger.
PRELUDE = """
const store = {};
globalThis.localStorage = {
  getItem: (k) => store[k] ?? null, setItem: (k, v) => (store[k] = v),
  removeItem: (k) => delete store[k],
};
globalThis.document = { documentElement: {} };
globalThis.matchMedia = (q) => ({ matches: q === "(pointer: coarse)" && %(coarse)s });
const web = "%(web)s";
"""


def run(script: str, coarse: bool = False) -> Any:
    prelude = PRELUDE % {"coarse": "true" if coarse else "false", "web": WEB.as_uri()}
    out = subprocess.run(
        [str(NODE), "--input-type=module", "-e", prelude + script],
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    return json.loads(out.stdout)


# One moment of each situation, as the page's state S has it (seat 0 is the person).
MOMENTS = {
    "race_ahead": {"view": {"current": 1, "hand": ["R5", "G:khlopkopyt"]}},
    "svinorost": {"view": {"current": 0, "chain": {"kind": "svinorost", "values": [2, 3]}}},
    "dark": {"view": {"current": 0, "chain": {"kind": "temnodel", "dark": []}}},
    "etiquette_chance": {
        "view": {"current": 2, "etiquette": {"windows": [{"offender": 2, "reactors": [0, 1]}]}},
        "legal": ["etiquette 3:shtol p3"],
    },
    "etiquette_chance_no_card": {
        "view": {"current": 2, "etiquette": {"windows": [{"offender": 2, "reactors": [0, 1]}]}}
    },
    "etiquette_broken": {
        "view": {"current": 1, "etiquette": {"windows": [{"offender": 0, "reactors": [1]}]}}
    },
    "wink": {"view": {"current": 1, "etiquette": {"windows": [], "flickers": [2]}}},
    "courage": {"view": {"current": 0, "courage": {"owed": [{"player": 0, "task": "bow"}]}}},
    "challenge": {"view": {"current": 1, "challenge": {"races": {"card": "one_for_all"}}}},
}

SHOW = """
const { nextTip, SITUATIONS } = await import(`${web}/hints.js`);
const { setLang, t } = await import(`${web}/i18n.js`);
const moments = %s;
const out = { ids: SITUATIONS.map(([id]) => id), shown: {}, words: {} };
for (const [name, m] of Object.entries(moments)) {
  store["svintus.tips.seen"] = "[]";
  const view = { silence: null, hand: [1, 2, 3], ...m.view };
  const S = { seat: 0, legal: m.legal || [], view };
  setLang("ru");
  const tip = nextTip(S, null);
  out.shown[name] = tip ? t(`tip_${tip.id}`) : null;
}
for (const [id] of SITUATIONS) {
  out.words[id] = {};
  for (const l of ["ru", "en"]) { setLang(l); out.words[id][l] = t(`tip_${id}`); }
}
console.log(JSON.stringify(out));
"""


def test_every_situation_has_its_tip_and_each_2_0_moment_shows_its_own() -> None:
    got = run(SHOW % json.dumps(MOMENTS))
    assert set(MOMENTS) - {"etiquette_chance_no_card"} <= set(got["ids"])
    for id_, words in got["words"].items():
        assert words["ru"] != f"tip_{id_}" and words["en"] != f"tip_{id_}", id_
        assert re.search("[а-яё]", words["ru"]) and not re.search("[а-яё]", words["en"]), id_
    for name, text in got["shown"].items():
        if name == "etiquette_chance_no_card":
            assert text is None, "an Etiquette chance told to a player without the card"
            continue
        assert text is not None, f"no tip in the moment {name}"
        assert got["words"][name]["ru"] == text, (name, text)


WORDS = """
const { STRINGS } = await import(`${web}/strings.js`);
const { SCENE_STRINGS } = await import(`${web}/scene_strings.js`);
const { setLang, t } = await import(`${web}/i18n.js`);
const out = {};
for (const l of ["ru", "en"]) {
  setLang(l);
  for (const key of new Set([...Object.keys(STRINGS.en), ...Object.keys(SCENE_STRINGS.en)])) {
    const s = t(key, { name: "Аня" });
    if (typeof s === "string") out[`${l}:${key}`] = s;
  }
}
console.log(JSON.stringify(out));
"""

MOUSE = re.compile(r"click|Space|\(or [A-Z]\)|щёлк|щелч|пробел|\(или [A-Z]\)", re.IGNORECASE)


def test_on_a_touch_screen_no_word_asks_for_a_click_or_a_key() -> None:
    """On a phone the tips and the table's words say "tap": the same keys with a mouse
    name a click (the check would see them)."""
    touch, mouse = run(WORDS, coarse=True), run(WORDS)
    # a clicks feat's score counts clicks («12 щелчков»): a measure, not an instruction
    asks = [k for k, s in touch.items() if MOUSE.search(s) and not k.endswith(":feat_clicks")]
    assert asks == []
    assert {k for k, s in mouse.items() if MOUSE.search(s)} >= {
        "ru:tip_race",
        "en:tip_race",
        "ru:tip_wink",
        "en:s_flicker",
        "en:tip_last_card",
    }


LINGER = """
const { nextTip, TIP_LINGER_MS } = await import(`${web}/hints.js`);
const { setLang } = await import(`${web}/i18n.js`);
setLang("en");
let now = 1000;
let tip = null;
const checkTips = (S) => (tip = nextTip(S, tip, false, now));
const S = (view) => ({
  seat: 0, legal: [], view: { silence: null, hand: [], current: 1, ...view },
});
const race = { race: { slapped: [] } };
const out = [];
checkTips(S(race));
out.push(tip?.id ?? null);
now += 1000;
checkTips(S({})); // the race is over a second later: the tip stays to be read
out.push(tip?.id ?? null);
now += TIP_LINGER_MS;
checkTips(S(race)); // another race, its moment here: it waits for "Got it"
out.push(tip?.id ?? null);
checkTips(S({ silence: 2 })); // its moment over and read: the next moment's tip
out.push(tip?.id ?? null);
tip = { id: "race", at: now };
now += 1000;
checkTips(S({ current: 0 })); // the race over and the player's turn: it gives way at once
out.push(tip?.id ?? null);
tip = { id: "race", at: now };
checkTips({ ...S({}), offers: [{ verb: "give" }] }); // or a prompt asks something else
out.push(tip?.id ?? null);
console.log(JSON.stringify(out));
"""


def test_a_tip_whose_moment_has_passed_closes_by_itself_once_read() -> None:
    """A race's tip stood over the table long after the race (a phone's banner between the
    timer and the buttons): it closes by itself once it has stood a while and its moment
    is over, and the next moment's tip may come. A race's «slap the deck» stood over a
    Chip In's «give a card» on a phone: once something else asks the player (their turn,
    a prompt), a tip whose moment is over gives way at once."""
    assert run(LINGER) == ["race", "race", "race", "silence", None, None]
