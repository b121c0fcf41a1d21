"""Every 2.0 button says what it does (issue 24 point 4; web/gestures.js): each verb the
page labels as a button (scene_strings.js `a_VERB`) has a one-line explanation in English
and in Russian, one line each, and the wink's word and risk exist in both languages."""

from __future__ import annotations

import re
from typing import Any

import pytest

from .web_node import run_page_script

SCRIPT = """
let lang = "en";
globalThis.localStorage = { getItem: () => lang, setItem: () => {}, removeItem: () => {} };
globalThis.document = { documentElement: {} };
globalThis.navigator = { language: "en" };
const { explain, winkRisk, winkWord } = await import("%(web)s/gestures.js");
const { setLang } = await import("%(web)s/i18n.js");
const { SCENE_STRINGS } = await import("%(web)s/scene_strings.js");
// the verbs labelled as buttons: a_VERB, a_VERB_any, a_throw_hit (not the words' helpers)
const helpers = new Set(["other", "with_cards", "and_svintus"]);
const verbs = [...new Set(Object.keys(SCENE_STRINGS.en).filter((k) => k.startsWith("a_"))
  .map((k) => k.slice(2).replace(/_(any|hit|miss)$/, "")).filter((v) => !helpers.has(v)))];
const out = { verbs };
for (const l of ["en", "ru"]) {
  setLang(l);
  const lines = Object.fromEntries(verbs.map((v) => [v, explain(v)]));
  out[l] = { lines, word: winkWord(), risk: winkRisk() };
}
console.log(JSON.stringify(out));
"""


@pytest.fixture(scope="module")
def got() -> dict[str, Any]:
    result: dict[str, Any] = run_page_script(SCRIPT)
    return result


def test_every_button_verb_has_one_line_in_both_languages(got: dict[str, Any]) -> None:
    verbs = got["verbs"]
    assert {"wink", "whisper", "bow", "clap", "fist", "grab", "notice"} <= set(verbs)
    for lang in ("en", "ru"):
        lines = got[lang]["lines"]
        missing = [v for v in verbs if v != "touch" and not lines[v]]  # Shtol!: no button
        assert not missing, (lang, missing)
        assert all("\n" not in line and len(line) <= 120 for line in lines.values())
    assert got["en"]["lines"] != got["ru"]["lines"]
    assert got["ru"]["lines"]["whisper"].startswith("Задание Суфлёра")
    cyrillic = re.compile("[а-яё]", re.I)
    assert not any(cyrillic.search(line) for line in got["en"]["lines"].values())
    assert all(cyrillic.search(line) for line in got["ru"]["lines"].values() if line)


def test_the_wink_says_its_word_and_risk(got: dict[str, Any]) -> None:
    assert (got["en"]["word"], got["en"]["risk"]) == ("Wink", "if noticed: 2 cards")
    assert (got["ru"]["word"], got["ru"]["risk"]) == ("Подмигнуть", "если заметят — 2 карты")
