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
from svintus.engine.families.courage.phrases import GENRES
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
        "  (S.ru[k] || '').replace(/\\{\\w+(?::\\w+)?\\}/g, '')));"
        "console.log(JSON.stringify({ missing, latin }));"
    )
    assert got == {"missing": [], "latin": []}


# The page's words that are the catalogue's too (phrases.json): the page reads them from
# there (web/catalogue.js), so they are written once. Each with what the page showed
# before they moved, which must not change.
SHARED = {
    "wait_turn": ("Your turn waits: {what}", "Ваш ход ждёт: {what}"),
    "s_pick": (
        "The Shuriken missed: choose the cards {thrower} takes from you",
        "Шурикен промахнулся: выберите карты, которые {thrower} возьмёт у вас",
    ),
    "feat_reaction": ("reaction", "реакция"),
    "feat_memory": ("memory", "память"),
    "feat_twister": ("tongue-twister", "скороговорка"),
    "feat_clicks": ("clicks", "щелчки"),
    "genre_children": ("children's song", "детская песня"),
    "genre_chanson": ("chanson", "шансон"),
    "genre_love": ("love song", "песня о любви"),
    "genre_english": ("song in English", "песня на английском"),
    "genre_patriotic": ("patriotic song", "патриотическая песня"),
    "genre_folk": ("folk song", "народная песня"),
}


@pytest.mark.skipif(NODE is None, reason="node is not installed")
def test_the_words_shared_with_the_catalogue_are_read_from_it_and_unchanged() -> None:
    got = run(
        f'import {{ STRINGS }} from "{(WEB / "strings.js").as_uri()}";'
        f'import {{ SCENE_STRINGS as S }} from "{(WEB / "scene_strings.js").as_uri()}";'
        f'await import("{(WEB / "i18n.js").as_uri()}");'
        f'const {{ GENRES }} = await import("{(WEB / "catalogue.js").as_uri()}");'
        f"const keys = {json.dumps(sorted(SHARED))};"
        "const out = { copies: [], page: {}, genres: GENRES };"
        "for (const l of ['en', 'ru']) for (const k of keys) {"
        "  if (k in S[l]) out.copies.push(l + ' ' + k);"
        "  out.page[l + ' ' + k] = STRINGS[l][k];"
        "}"
        "console.log(JSON.stringify(out));"
    )
    assert isinstance(got, dict)
    assert got["copies"] == []  # no second copy in scene_strings.js
    want = {f"{lang} {k}": v[i] for k, v in SHARED.items() for i, lang in enumerate(("en", "ru"))}
    assert got["page"] == want
    catalogue = json.loads((WEB / "phrases.json").read_text("utf-8"))
    genres = GENRES
    assert tuple(got["genres"]) == GENRES  # the catalogue's list is in the engine's order
    for i, lang in enumerate(("en", "ru")):
        assert catalogue["panels"][lang]["wait_turn"] == SHARED["wait_turn"][i]
        assert catalogue["panels"][lang]["pick_you"] == SHARED["s_pick"][i]
        for n, g in enumerate(genres):
            assert catalogue["tables"]["genre"][lang][n] == SHARED[f"genre_{g}"][i]
        for f, word in catalogue["tables"]["feat"][lang].items():
            assert SHARED[f"feat_{f}"][i] == word
