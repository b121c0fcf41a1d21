"""Numbers meet words on the web page (issue #13, point 7): Russian takes its three plural
forms (1 карта, 2 карты, 5 карт, 11-14 карт, 21 карта), English one or many, seconds are
"с" with a decimal comma in Russian. The page's own modules run under node (plain ESM)."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

WEB = Path(__file__).resolve().parents[1] / "src" / "svintus" / "web"
NUMBERS = [0, 1, 2, 4, 5, 11, 12, 21, 22, 25, 111]

SCRIPT = """
import { ru, STRINGS } from "%(web)s/strings.js";
import { SCENE_STRINGS } from "%(web)s/scene_strings.js";
import { pluralForm, newMemo, sentence } from "%(web)s/phrases.js";
import { readFileSync } from "node:fs";
const cat = JSON.parse(readFileSync(new URL("%(web)s/phrases.json"), "utf8"));
const names = ["Аня", "Anna"];
const hooks = { me: -1, name: (i) => names[i], seat: (i, s) => s, card: (c) => c, kind: (k) => k };
const took = (lang, n) => {
  const e = { kind: "took", player: lang === "ru" ? 0 : 1, number: n, reason: "other" };
  return sentence(cat, e, lang, hooks, newMemo());
};
const ns = %(numbers)s;
const fill = (s, p) =>
  typeof s === "function" ? s(p) : s.replace(/\\{(\\w+)\\}/g, (_, k) => p[k]);
const S = STRINGS, C = SCENE_STRINGS;
console.log(JSON.stringify({
  ru: ns.map((n) => ru(n, "карта", "карты", "карт")),
  form_ru: ns.map((n) => pluralForm(n, "ru")),
  form_en: ns.map((n) => pluralForm(n, "en")),
  cards_ru: ns.map((n) => S.ru.cards({ n })),
  cards_en: ns.map((n) => S.en.cards({ n })),
  took_ru: ns.map((n) => took("ru", n)),
  took_en: ns.map((n) => took("en", n)),
  free_ru: ns.map((n) => S.ru.seats_free({ free: n, n: 10 })),
  points_ru: ns.map((n) => S.ru.r_recent_line({ winner: "Аня", points: n, recipe: "classic" })),
  points_en: ns.map((n) => S.en.r_recent_line({ winner: "Anna", points: n, recipe: "classic" })),
  choose_ru: ns.map((n) => C.ru.s_choose({ n })),
  choose_en: ns.map((n) => C.en.s_choose({ n })),
  pace: [S.ru.pace_seconds({ n: 1.5 }), S.en.pace_seconds({ n: 1.5 }), S.ru.pace_seconds({ n: 8 })],
  shmunitet_en: fill(C.en.s_chance_shmunitet, { name: "Anna", n: C.cardsEn(2) }),
  shmunitet_ru: fill(C.ru.s_chance_shmunitet, { name: "Аня", n: C.cardsRu(2) }),
}));
"""


@pytest.fixture(scope="module")
def out() -> dict[str, Any]:
    node = shutil.which("node")
    assert node, "node runs the page's modules"
    script = SCRIPT % {"web": WEB.as_uri(), "numbers": json.dumps(NUMBERS)}
    r = subprocess.run(
        [node, "--input-type=module", "-e", script],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert r.returncode == 0, r.stderr
    data: dict[str, Any] = json.loads(r.stdout)
    return data


ONE, FEW, MANY = "карта", "карты", "карт"
RU = [MANY, ONE, FEW, FEW, MANY, MANY, MANY, ONE, FEW, MANY, MANY]


def test_the_russian_plural_helpers(out: dict[str, Any]) -> None:
    assert out["ru"] == RU
    assert out["form_ru"] == [{ONE: 0, FEW: 1, MANY: 2}[w] for w in RU]
    assert out["form_en"] == [0 if n == 1 else 1 for n in NUMBERS]


def test_cards_in_both_languages(out: dict[str, Any]) -> None:
    assert out["cards_ru"] == [f"{n} {w}" for n, w in zip(NUMBERS, RU, strict=True)]
    assert out["cards_en"] == [f"{n} card" if n == 1 else f"{n} cards" for n in NUMBERS]
    accusative = {ONE: "карту", FEW: "карты", MANY: "карт"}
    assert (
        out["took_ru"][1:]
        == [  # the feed's catalogue; 0 cards has a sentence of its own
            f"Аня берёт {n} {accusative[w]}" for n, w in zip(NUMBERS[1:], RU[1:], strict=True)
        ]
    )
    assert out["took_en"][1] == "Anna takes 1 card" and out["took_en"][2] == "Anna takes 2 cards"
    assert out["choose_ru"][1] == "Выберите 1 карту в руке"
    assert out["choose_ru"][7] == "Выберите 21 карту в руке"
    assert out["choose_ru"][5] == "Выберите 11 карт в руке"
    assert out["choose_en"][1] == "Choose 1 card in your hand"


def test_seats_and_points(out: dict[str, Any]) -> None:
    seat = {ONE: "место", FEW: "места", MANY: "мест"}
    assert out["free_ru"] == [
        f"свободно {n} {seat[w]} из 10" for n, w in zip(NUMBERS, RU, strict=True)
    ]
    point = {ONE: "очко", FEW: "очка", MANY: "очков"}
    assert out["points_ru"] == [
        f"Аня: {n} {point[w]} · classic" for n, w in zip(NUMBERS, RU, strict=True)
    ]
    assert out["points_en"][1] == "Anna won 1 point · classic"
    assert out["points_en"][7] == "Anna won 21 points · classic"


def test_seconds_and_a_count_said_once(out: dict[str, Any]) -> None:
    assert out["pace"] == ["1,5 с на ход", "1.5 s a turn", "8 с на ход"]
    # the count comes with its noun already: never "2 cards cards"
    assert out["shmunitet_en"] == "Anna played a card at you: answer with Shmunitet and 2 cards"
    assert out["shmunitet_ru"] == "Аня играет карту против вас: ответьте Шмунитетом и 2 карты"
