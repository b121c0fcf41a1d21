"""Russian that agrees (issue 27 point 7): every sentence template of the terminal and the
page, rendered with every card kind in every colour it is printed in and every kind of
player (the viewer «вы», a person whose name is typed by people, a bot), is checked by an
independent checker built on pymorphy3 (tests/phrases/russian.py): a word's case as its
preposition or verb governs it, a colour agreeing with its card, a pronoun with the card it
stands for, a count with its noun, a past-tense verb with its subject, a title in «».

The templates' slots declare the case they need (``{declared:acc}``, ``{player:dat}``,
docs/russian.md); the checker does not read those declarations: it reads the sentence."""

from __future__ import annotations

import itertools
import json
import re
from collections.abc import Iterator
from typing import Any

import pytest

from svintus.engine.actions import Act, Action
from svintus.engine.cards import FACES, face_of
from svintus.grammar_ru import card_ru, declined, forms
from svintus.phrases import _PLACEHOLDER, Hooks, catalogue, render
from svintus.terminal import words

from ..test_web_words import NODE, WEB, run
from .russian import Values, kind_faces, problems

NAMES = ["Аня", "Ксения", "Бот 3", "Бот 4", "Бот 5", "Бот 6"]
VIEWER = 0
PLAYERS = {"you": 0, "person": 1, "bot": 2}
OTHERS = (3, 4, 5)
NUMBERS = (1, 2, 5, 14, 21)
FACES_ALL = kind_faces()


def _values(face: str | None) -> Values:
    out: Values = [("you", NAMES[0]), ("person", NAMES[1])]
    out += [("bot", NAMES[i]) for i in (2, *OTHERS)]
    return out + ([("card", face)] if face else [])


def _table_value(table: str) -> Any:
    if table == "kind":
        return "shalun"
    rows = catalogue()["tables"][table]["ru"]
    return 0 if isinstance(rows, list) else next(iter(rows))


Json = dict[str, Any]


def _put(path: str, value: Any, e: Json, windows: dict[int, Any], last: Json) -> None:
    parts = path.split(".")
    if parts[0] == "opener":
        e["window"] = 1
        windows.setdefault(1, {})[parts[1]] = value
    elif parts[0] == "last":
        last.setdefault(parts[1], {})[parts[2]] = value
    else:
        e[parts[0]] = value


def cases(template: str) -> Iterator[tuple[Json, dict[int, Any], Json, str | None]]:
    """Data for ``template``: each seat slot in turn the viewer, a person, a bot (the others
    bots); each card slot every kind in every colour."""
    cat = catalogue()
    seats: list[str] = []
    lists: list[str] = []
    cards: list[str] = []
    fixed: dict[str, Any] = {}
    numbers = itertools.cycle(NUMBERS)
    for m in _PLACEHOLDER.finditer(template):
        path, op, _num, _case, word, table = m.groups()
        name = path.rsplit(".", 1)[-1]
        if table:
            fixed[path] = _table_value(table)
        elif word or op:
            fixed[path] = next(numbers)
        elif name in cat["seat_lists"]:
            lists.append(path)
        elif name in cat["seats"]:
            seats.append(path)
        elif name in cat["cards"]:
            cards.append(path)
        else:
            fixed.setdefault(path, "5")
    slots = list(dict.fromkeys(seats + lists))
    faces: list[str | None] = list(FACES_ALL) if cards else [None]
    if re.search(r"«\{card\}»", template):  # a Courage card's task, named in «» already
        faces = [f for f in FACES_ALL if FACES[face_of(f)].kind.family == "courage"]
    for face in faces:
        for who, j in itertools.product(PLAYERS, range(max(len(slots), 1))):
            e: dict[str, Any] = {}
            windows: dict[int, Any] = {}
            last: dict[str, Any] = {}
            others = iter(OTHERS)
            for k, path in enumerate(slots):
                seat = PLAYERS[who] if k == j else next(others)
                _put(path, [seat] if path in lists else seat, e, windows, last)
            for path in cards:
                _put(path, [face] if path.rsplit(".", 1)[-1] == "cards" else face, e, windows, last)
            for path, value in fixed.items():
                _put(path, value, e, windows, last)
            yield e, windows, last, face
            if not slots:
                break


def templates() -> Iterator[tuple[str, str]]:
    cat = catalogue()
    for key, text in cat["ru"].items():
        if text:
            yield f"feed {key}", text
    for key, text in cat["panels"]["ru"].items():
        yield f"panel {key}", text


def you(i: int, shown: str) -> str:
    """The hosts' way: the viewer's own name is marked «(вы)» (terminal and page)."""
    return f"{shown} (вы)" if i == VIEWER else shown


def test_the_checker_catches_what_players_read_before() -> None:
    """The checker can fail: the sentences issue 27 quotes, and each put right."""
    bad = [
        ("Бот 2 кладёт карту рубашкой вверх и объявляет красная 0", [("card", "R0")]),
        ("вы взяли красная 6: сыграйте её или оставьте (p)", [("card", "R6")]),
        ("Темнодел: положите карту рубашкой вверх, назвав карту под красная 0", [("card", "R0")]),
        ("вы взяли красный Темнодел: сыграйте её или оставьте (p)", [("card", "R:temnodel")]),
        ("Захрапин ×1 на игроке вы: пропустить ход или перевести", [("you", "Аня")]),
        ("Хапёж на игроке Бот 3: 3 карты, если не переведёт", [("bot", "Бот 3")]),
        ("Ксения положил(а) последнюю карту рубашкой вверх", [("person", "Ксения")]),
        ("партия окончена: Бот 3 получает 14 очк.", [("bot", "Бот 3")]),
        ("Свинорост! Положите цифровую карту 0 или 1 или сдайтесь (взять 0 карт)", []),
        ("Никто не вручил Игроку (вы) «Шалун!»", [("you", "Игрок")]),
        ("Бот 3 ходит: Што?", [("card", "shto"), ("bot", "Бот 3")]),
        ("Бот 4 подмигивает Ксении — никто не заметил", [("person", "Ксения")]),
        ("Ксения перехватил ход: можно бросить Шурикен", [("person", "Ксения")]),
    ]
    good = [
        "Бот 2 кладёт карту рубашкой вверх и объявляет красную 0",
        "вы взяли красную 6: сыграйте её или оставьте (p)",
        "Темнодел: последнее объявление — красная 0",
        "вы взяли красный Темнодел: сыграйте его или оставьте (p)",
        "Захрапин на вас: пропустить ход или перевести",
        "Хапёж на Боте 3: 3 карты, если не переведёт",
        "Ксения: последняя карта лежит рубашкой вверх",
        "партия окончена: Бот 3 получает 14 очков",
        "Свинорост! Положите цифровую карту 0 или 1 или сдайтесь (брать карты не придётся)",
        "Никто не вручил вам «Шалун!»",
        "Бот 3 ходит: «Што?»",
        "Бот 4 подмигивает игроку Ксения — никто не заметил",
        "Ксения перехватывает ход: можно бросить Шурикен",
    ]
    for (text, values), right in zip(bad, good, strict=True):
        assert problems(text, values), text
        assert not problems(right, values), (right, problems(right, values))


def test_every_catalogue_sentence_agrees_for_every_card_and_player() -> None:
    """The feed's and the panels' sentences (terminal and page: one catalogue)."""
    hooks = Hooks(seat=you)
    wrong: dict[str, list[str]] = {}
    seen = 0
    for key, template in templates():
        for e, windows, last, face in cases(template):
            text = render(template, e, "ru", NAMES, hooks, windows, last, viewer=VIEWER)
            seen += 1
            found = problems(text, _values(face))
            if found:
                wrong.setdefault(key, []).append(f"{text}: {found}")
    assert seen > 5000
    assert not wrong, "\n".join(f"{k}: {v[0]} (+{len(v) - 1})" for k, v in sorted(wrong.items()))


def test_the_forms_catalogue_names_every_kind_as_the_card_catalogue() -> None:
    """One name per kind: the forms are endings on the card catalogue's printed name."""
    from svintus.engine.cards import KINDS

    kinds = forms()["kinds"]
    assert set(kinds) == {k.id for k in KINDS}
    for k in KINDS:
        entry = kinds[k.id]
        assert entry.get("title") or declined(k.ru, entry, "nom") == k.ru, k.id
        assert entry.get("title") or len(entry["ends"]) == 6


# ---- the terminal's own sentences (terminal/words.py)

_SEAT_ACTS = (
    Act.WINK, Act.NOTICE, Act.THROW, Act.PICK, Act.BOW, Act.OBJECT, Act.CHOOSE, Act.PULL,
    Act.GRAB, Act.CATCH,
)  # fmt: skip
_CARD_ACTS = (
    Act.PLAY, Act.INTERCEPT, Act.BOX, Act.LAY, Act.GIVE, Act.DARK, Act.ETIQUETTE, Act.GIFT,
)  # fmt: skip


def test_the_terminal_moves_list_agrees() -> None:
    words.set_lang("ru")
    wrong: list[str] = []
    for kind in _SEAT_ACTS:
        for seat in (1, 2):
            text = words.action_label(Action(kind, 0, aimed=seat), NAMES)
            wrong += [f"{text}: {p}" for p in problems(text, _values(None))]
    for kind, face in itertools.product(_CARD_ACTS, FACES_ALL):
        text = words.action_label(Action(kind, 0, card=face_of(face), aimed=2), NAMES)
        wrong += [f"{text}: {p}" for p in problems(text, _values(face))]
    assert not wrong, "\n".join(wrong[:20])


def test_the_terminal_counts_points_and_names_a_card_by_its_gender() -> None:
    words.set_lang("ru")
    for n in (0, 1, 2, 5, 11, 14, 21, 22, 25):
        text = f"Бот 3 получает {words.points(n)}"
        assert not problems(text, [("bot", "Бот 3")]), text
        text = f"вы берёте {words.cards_n(n)}"
        assert not problems(text, []), text
    for face in FACES_ALL:
        text = f"вы взяли {words.card(face, 'acc')}: сыграйте {words.it(face)} или оставьте (p)"
        assert not problems(text, [("card", face)]), text
    hand = [("you", "Аня"), ("person", "Ксения"), ("bot", "Бот 3")]
    for kind, name in hand:
        on = words.player_in(name, "loc", kind == "you")
        text = f"Хапёж ×2 на {on}: взять 6 карт или перевести"
        assert not problems(text, hand), text
    words.set_lang("en")


# ---- the page's own sentences (web/strings.js, web/scene_strings.js) under node

PAGE = """
globalThis.document = { documentElement: {} };
globalThis.localStorage = { getItem: () => "ru", setItem: () => {} };
globalThis.navigator = { language: "ru" };
const i18n = await import("%(web)s/i18n.js");
const { STRINGS } = await import("%(web)s/strings.js");
const { SCENE_STRINGS } = await import("%(web)s/scene_strings.js");
const { parseCard } = await import("%(web)s/cardnames.js");
const { CATALOGUE } = await import("%(web)s/catalogue.js");
const phrases = await import("%(web)s/phrases.js");
i18n.setLang("ru");
const { readFileSync } = await import("node:fs");
const input = JSON.parse(readFileSync(%(input)s, "utf8"));
const out = { strings: [], feed: [] };
const keys = Object.keys({ ...STRINGS.ru, ...SCENE_STRINGS.ru });
for (const key of keys) {
  const s = STRINGS.ru[key] ?? SCENE_STRINGS.ru[key];
  if (typeof s === "string" && !s.includes("{")) continue;
  // a count of 0 only where the page may say it: a Svinorost give-up of a 0 (R9.1)
  const numbers = /^(sv_you|b_giveup)$/.test(key) ? input.numbers : input.numbers.filter(Boolean);
  for (const name of input.names) for (const face of input.faces) for (const n of numbers) {
    const card = parseCard(face);
    const p = {
      name, liar: name, who: name, winner: name, a: name, b: "Бот 6", thrower: name,
      card: typeof s === "string" && /\\{card:/.test(s) ? card : i18n.cardText(card),
      n, points: n, free: n, of: 9, values: "1 или 2", colour: "красный", what: "хлопок",
      item: "шляпа", task: "хлопок", feat: "реакция", score: 5, code: "ABCD", recipe: "Классика",
      why: i18n.t("w_shalun"), step: n, slot: 1,
    };
    out.strings.push([key, face, name, typeof s === "function" ? s(p) : i18n.t(key, p)]);
  }
}
const hooks = {
  me: input.viewer,
  name: (i) => input.all[i],
  seat: (i, s) => (i === input.viewer ? `${s} (вы)` : s),
  card: (c, kase) => i18n.cardText(parseCard(c), kase),
  text: (s) => s,
  kind: (k) => i18n.kindName(k),
};
for (const [template, data] of input.feed) {
  const cat = { ...CATALOGUE, panels: { ru: { x: template } } };
  out.feed.push(phrases.panelLine(cat, "x", data, "ru", hooks));
}
console.log(JSON.stringify(out));
"""


@pytest.fixture(scope="module")
def page(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    feed: list[tuple[str, dict[str, Any]]] = []
    for _key, template in templates():
        if "opener." in template or "last." in template:
            continue
        for e, _w, _l, face in cases(template):
            if face is None or face in FACES_ALL[::7]:
                feed.append((template, e))
    data = {
        "names": ["Ксения", "Бот 3"],
        "faces": FACES_ALL,
        "numbers": [0, 1, 2, 5, 14],
        "viewer": VIEWER,
        "all": NAMES,
        "feed": feed,
    }
    where = tmp_path_factory.mktemp("agreement") / "input.json"
    where.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    got = run(PAGE % {"web": WEB.as_uri(), "input": json.dumps(str(where))})
    assert isinstance(got, dict)
    got["input"] = data
    return got


@pytest.mark.skipif(NODE is None, reason="node is not installed")
def test_every_page_sentence_agrees_for_every_card_and_player(page: dict[str, Any]) -> None:
    wrong: dict[str, list[str]] = {}
    for key, face, name, text in page["strings"]:
        kind = "bot" if name.startswith("Бот") else "person"
        values: Values = [(kind, name), ("bot", "Бот 6"), ("card", face)]
        found = problems(re.sub(r"<[^>]+>", "", text), values)
        if found:
            wrong.setdefault(key, []).append(f"{text}: {found}")
    assert len(page["strings"]) > 1000
    assert not wrong, "\n".join(f"{k}: {v[0]} (+{len(v) - 1})" for k, v in sorted(wrong.items()))


@pytest.mark.skipif(NODE is None, reason="node is not installed")
def test_the_page_feed_takes_the_same_forms_as_the_terminal(page: dict[str, Any]) -> None:
    """The page's renderer (web/phrases.js) fills the catalogue's templates with the same
    forms as the terminal's: the agreement checked above holds on the page too."""
    hooks = Hooks(seat=you)
    feed = page["input"]["feed"]
    expected = [render(template, e, "ru", NAMES, hooks, viewer=VIEWER) for template, e in feed]
    assert len(expected) > 500
    assert page["feed"] == expected


def test_a_card_in_every_case() -> None:
    assert [card_ru("B3", c) for c in ("nom", "gen", "dat", "acc", "ins", "loc")] == [
        "синяя 3", "синей 3", "синей 3", "синюю 3", "синей 3", "синей 3",
    ]  # fmt: skip
    assert card_ru("G:khapyozh", "gen") == "зелёного Хапёжа"
    assert card_ru("R:russian_roulette", "acc") == "красную «Русская рулетка»"
    assert FACES[face_of("shto")].kind.ru == "Што?" and card_ru("shto", "dat") == "«Што?»"
