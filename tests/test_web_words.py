"""The table page's 2.0 words and faces (issue #12), checked under node: every card kind
has a drawn face, every wardrobe item a drawing and a word, every 2.0 verb the server
may offer an action label in Russian and English."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

from svintus.engine.cards import KINDS
from svintus.engine.families.challenge.feats import ITEMS
from svintus.engine.notation import VERBS

# The verbs of the classic game and the chains (R3-R9): drawn with their own controls.
CLASSIC = {"play", "intercept", "draw", "pass", "accept", "name", "svintus", "catch", "slap"}
CLASSIC |= {"say", "dark", "check", "giveup"}

WEB = Path(__file__).resolve().parents[1] / "src" / "svintus" / "web"
NODE = shutil.which("node")


def run(script: str) -> object:
    out = subprocess.run(
        [str(NODE), "--input-type=module", "-e", script],
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    return json.loads(out.stdout)


@pytest.mark.skipif(NODE is None, reason="node is not installed")
def test_every_special_kind_has_a_drawn_face_and_every_item_a_drawing_and_words() -> None:
    kinds = [k.id for k in KINDS if k.id != "number"]
    got = run(
        f'import * as f from "{(WEB / "faces.js").as_uri()}";'
        f"const kinds = {json.dumps(kinds)}; const items = {json.dumps(list(ITEMS))};"
        "console.log(JSON.stringify({"
        "  faces: kinds.filter((k) => !f.HAS_SYMBOL(k) || !f.kindSymbol(k).includes('<path')"
        "    && !f.kindSymbol(k).includes('<circle')),"
        "  items: items.filter((i) => !f.itemSymbol(i) || !f.itemWord(i, 'ru')"
        "    || !f.itemWord(i, 'en') || /[a-z]/i.test(f.itemWord(i, 'ru'))),"
        "}));"
    )
    assert got == {"faces": [], "items": []}


@pytest.mark.skipif(NODE is None, reason="node is not installed")
def test_every_2_0_verb_has_an_action_label_in_russian_and_english() -> None:
    verbs = sorted(set(VERBS) - CLASSIC)
    got = run(
        f'import {{ SCENE_STRINGS as S }} from "{(WEB / "scene_strings.js").as_uri()}";'
        f"const verbs = {json.dumps(verbs)};"
        "const keys = (v) => v === 'throw' ? ['a_throw_hit', 'a_throw_miss'] : [`a_${v}`];"
        "const missing = [];"
        "for (const v of verbs) for (const k of keys(v)) for (const l of ['en', 'ru'])"
        "  if (typeof S[l][k] !== 'string' || !S[l][k].trim()) missing.push(`${l} ${k}`);"
        "const latin = verbs.flatMap(keys).filter((k) => /[A-Za-z]{3,}/.test("
        "  (S.ru[k] || '').replace(/\\{\\w+\\}/g, '')));"
        "console.log(JSON.stringify({ missing, latin }));"
    )
    assert got == {"missing": [], "latin": []}
