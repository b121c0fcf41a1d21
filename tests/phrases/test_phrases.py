"""Issue 12, point 1: every event the engine emits has a sentence for people, in Russian
and English, from one catalogue (svintus/web/phrases.json) read by the terminal (Python)
and the page (JavaScript, checked here under node to give the very same sentences).

Many full_box games (every player count 2-10) must show every event kind; every event is
rendered for three seats (redacted for each, R14.8) and a spectator in both languages, and
no sentence may show an id, a field name, a seat index, -1, true/false, a window number or
an R-number.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
from functools import lru_cache
from pathlib import Path

import pytest

from svintus.engine import events as ev
from svintus.engine.cards import KINDS
from svintus.phrases import LANGS, Feed, Hooks, catalogue, key_for
from svintus.table.messages import event_json

from .games import ALL_KINDS, games, staged

NAMES = ["Аня", "Бот 2", "Бот 3", "Бот 4", "Olga", "Бот 6", "Маша", "Игорь", "Бот 9", "Бот 10"]
WEB = Path(__file__).resolve().parents[2] / "src" / "svintus" / "web"

# What a player must never read: snake_case ids, field names, -1, booleans, None,
# a placeholder left over, seat notation, a window number, an R-number.
FIELDS = sorted(
    {f for cls in ALL_KINDS for f in cls._fields} | {"card_kind", "penalty", "chain"},
    key=len,
    reverse=True,
)
RAW = re.compile(
    r"\b[a-z]+_[a-z_]+\b|(?<![\w+×])-1\b|\btrue\b|\bfalse\b|\bTrue\b|\bFalse\b|\bNone\b|\bnull\b"
    r"|\bundefined\b|[{}]|\bp\d+\b|\bwindow \d|\bR\d+(\.\d+)?\b|\bNaN\b"
)
# Field names that are also plain English words a sentence may use
WORDS_OK = {
    "player", "card", "cards", "colour", "number", "reason", "target", "size", "text",
    "value", "points", "window", "kind", "phase", "done", "feat", "score", "item", "away",
    "hit", "genre", "giver", "owner", "standing", "direction", "declared", "repeated",
    "uphold", "upheld", "penalty", "chain", "players", "losers", "performer", "receiver",
    "dealer", "wearer", "catcher", "checker", "thrower", "winker", "noticer", "reactor",
    "reactors", "offender", "addressee", "truthful", "transferred", "interception",
}  # fmt: skip


def raw_tokens(line: str, event: dict[str, object]) -> list[str]:
    """The raw tokens in ``line`` (chat text, the player's own words, left out)."""
    if event.get("kind") == "spoke":
        line = line.replace(str(event.get("text", "")), "")
    found = [m.group(0) for m in RAW.finditer(line)]
    words = set(re.findall(r"[A-Za-z_]+", line))
    found += [f for f in FIELDS if f in words and f not in WORDS_OK]
    return found


@lru_cache(maxsize=1)
def played() -> list[tuple[int, list[ev.Event]]]:
    """Games until every event kind has been seen (at least 27: each count 3 times; at
    most PHRASES_GAMES), after the staged moments (games.staged)."""
    most = int(os.environ.get("PHRASES_GAMES", "150"))
    out: list[tuple[int, list[ev.Event]]] = [(g.n, log) for g, log in staged()]
    seen: set[type] = {type(e) for _, log in out for e in log}
    if os.environ.get("PHRASES_UNSTAGED"):  # to see what the random games alone reach
        out, seen = [], set()
    for i, (g, log) in enumerate(games(most)):
        out.append((g.n, log))
        seen |= {type(e) for e in log}
        if i >= 26 and seen >= ALL_KINDS:
            break
    return out


def test_every_key_exists_in_both_languages() -> None:
    cat = catalogue()
    assert set(cat["ru"]) == set(cat["en"]), set(cat["ru"]) ^ set(cat["en"])
    for key in cat["ru"]:  # nothing to tell in one language is nothing in the other
        assert bool(cat["ru"][key]) == bool(cat["en"][key]), key
    for lang in LANGS:
        assert set(cat["words"][lang]) >= {"card", "point"}
        for table in cat["tables"].values():
            assert len(table[lang]) == len(table["en"])
        for key, text in cat[lang].items():  # placeholders name fields, never words
            assert "{" not in re.sub(r"\{[a-z_.]+([*+]\d+)?(:\w+)?(#\w+)?(@\w+)?\}", "", text), key


def test_every_panel_line_exists_in_both_languages() -> None:
    """The terminal's 2.0 panel (the catalogue's panels section): the same keys in Russian
    and English, each a sentence in both, with no stray braces around its placeholders."""
    panels = catalogue()["panels"]
    assert set(panels["ru"]) == set(panels["en"]), set(panels["ru"]) ^ set(panels["en"])
    for key in panels["en"]:
        for lang in LANGS:
            text = panels[lang][key]
            assert isinstance(text, str) and text.strip(), (lang, key)
            assert "{" not in re.sub(r"\{[a-z_.]+([*+]\d+)?(:\w+)?(#\w+)?(@\w+)?\}", "", text), (
                lang,
                key,
            )


def test_the_games_show_every_event_kind() -> None:
    seen = {type(e) for _, log in played() for e in log}
    assert {c.__name__ for c in ALL_KINDS - seen} == set()
    assert {n for n, _ in played()} == set(range(2, 11))


def test_every_event_renders_in_both_languages_without_raw_tokens() -> None:
    cat = catalogue()
    for n, log in played():
        for lang in LANGS:
            for viewer in sorted({-1, 0, 1, n - 1}):  # a spectator, the first, the last
                feed = Feed(lang, NAMES[:n], viewer)
                for event in log:
                    data = event_json(event, viewer, 0)
                    key = key_for(data, viewer, feed.windows, feed.last)
                    assert key in cat[lang], (key, data)
                    line = feed.json(data)
                    if not cat[lang][key]:
                        continue  # nothing this viewer may be told (a hidden Shmotrun)
                    assert line.strip(), (lang, data)
                    bad = raw_tokens(line, data)
                    assert not bad, (lang, viewer, line, data, bad)


def test_names_take_russian_cases() -> None:
    """A bot's name declines, a person's never does («игроку Аня»), the viewer is «вам»
    (docs/russian.md; the agreement test is test_agreement_ru.py)."""
    feed = Feed("ru", ["Аня", "Бот 2", "Бот 3", "Бот 4"], viewer=1)
    assert feed.event(ev.Winked(3, 3, 0)) == "Мерцание у Бота 4: кто-то подмигивает!"
    assert feed.event(ev.WindowClosed(3)) == "Мерцание у Бота 4 погасло"
    mine = Feed("ru", ["Аня", "Бот 2", "Бот 3", "Бот 4"], viewer=3)
    mine.event(ev.Winked(3, 3, 0))
    assert mine.event(ev.WindowClosed(3)) == "Бот 4 подмигивает игроку Аня — никто не заметил"
    seen = Feed("ru", ["Аня", "Бот 2", "Бот 3", "Бот 4"], viewer=0)
    seen.event(ev.Winked(3, 3, 0))
    assert seen.event(ev.WindowClosed(3)) == "Бот 4 подмигивает вам — никто не заметил"
    assert seen.event(ev.Noticed(2, 1)) == "Бот 3 замечает подмигивание Бота 2!"
    assert seen.event(ev.Given(2, 1, 2, "shmotrun", ())) == (
        "Бот 3 выбирает Боту 2 2 карты за замеченное подмигивание"
    )
    en = Feed("en", ["Anya", "Bot 2"], viewer=0)
    assert en.event(ev.Took(1, 5, ev.REASON_KHAPYOZH, (1, 2, 3, 4, 5))) == (
        "Bot 2 takes 5 cards for the Khapyozh"
    )
    ru = Feed("ru", ["Аня", "Бот 2"], viewer=0)
    assert ru.event(ev.Took(1, 5, ev.REASON_KHAPYOZH, ())) == "Бот 2 берёт 5 карт за Хапёж"
    assert ru.event(ev.Took(1, 2, ev.REASON_SLAP, ())) == "Бот 2 хлопает последним: берёт 2 карты"
    assert ru.event(ev.Took(1, 21, "courage", ())).endswith("берёт 21 карту")


def test_a_hidden_field_never_shows() -> None:
    """R14.8: a Pulled card and a wink's addressee stay hidden for the others."""
    from svintus.engine.cards import face_of

    pulled = ev.Pulled(0, 1, face_of("G5"), False)
    for lang in LANGS:
        assert "5" not in Feed(lang, NAMES[:3], viewer=2).event(pulled)
        assert Feed(lang, NAMES[:3], viewer=1).event(pulled) != Feed(lang, NAMES[:3], 2).event(
            pulled
        )
    assert "Маша" not in Feed("ru", ["Аня", "Бот 2", "Маша"], viewer=1).event(ev.Winked(1, 0, 2))


# ---- the page's renderer (web/phrases.js) gives the same sentences

NODE = shutil.which("node")


@pytest.mark.skipif(NODE is None, reason="node is not installed")
def test_the_page_renders_the_same_sentences(tmp_path: Path) -> None:
    samples: list[dict[str, object]] = []
    for n, log in played()[:18]:
        for viewer in (-1, 0):
            samples.append(
                {
                    "names": NAMES[:n],
                    "me": viewer,
                    "events": [event_json(e, viewer, 0) for e in log],
                }
            )
    hooks = Hooks(card=lambda c, case: f"<{c}:{case}>")
    expected: dict[str, list[list[str]]] = {lang: [] for lang in LANGS}
    for lang in LANGS:
        for s in samples:
            feed = Feed(lang, s["names"], s["me"], hooks)  # type: ignore[arg-type]
            expected[lang].append([feed.json(e) for e in s["events"]])  # type: ignore[attr-defined]
    (tmp_path / "samples.json").write_text(json.dumps(samples, ensure_ascii=False), "utf-8")
    kinds = {k.id: {"ru": k.ru, "en": k.en} for k in KINDS}
    (tmp_path / "kinds.json").write_text(json.dumps(kinds, ensure_ascii=False), "utf-8")
    script = tmp_path / "run.mjs"
    script.write_text(
        f"""
import {{ readFileSync }} from "node:fs";
import {{ feedOf }} from {json.dumps((WEB / "phrases.js").as_uri())};
const cat = JSON.parse(readFileSync({json.dumps(str(WEB / "phrases.json"))}, "utf-8"));
const samples = JSON.parse(readFileSync({json.dumps(str(tmp_path / "samples.json"))}, "utf-8"));
const kinds = JSON.parse(readFileSync({json.dumps(str(tmp_path / "kinds.json"))}, "utf-8"));
const COLOUR = {{R: "red", O: "orange", G: "green", B: "blue"}};
const out = {{}};
for (const lang of ["ru", "en"]) {{
  out[lang] = samples.map((s) => {{
    const line = feedOf(cat, lang, {{
      name: (i) => s.names[i] ?? null, me: s.me, seat: (i, name) => name, text: (x) => x,
      card: (c, kase) => "<" + c + ":" + kase + ">", kind: (id) => kinds[id][lang],
    }});
    return s.events.map(line);
  }});
}}
process.stdout.write(JSON.stringify(out));
""",
        "utf-8",
    )
    run = subprocess.run([NODE, str(script)], capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stderr
    got = json.loads(run.stdout)
    for lang in LANGS:
        for s, want, have in zip(samples, expected[lang], got[lang], strict=True):
            assert want == have, (
                lang,
                [x for x in zip(s["events"], want, have, strict=True) if x[1] != x[2]][:3],  # type: ignore[call-overload]
            )
