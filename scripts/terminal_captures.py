"""Text captures of each Svintus 2.0 situation in the full-screen terminal game (issue 12.8).

Each situation is staged on a small custom deck where it comes up quickly: the app runs
headless under Textual's Pilot on a frozen clock, the bots play (the person too, by the
keys the tests use), and once the situation is on screen the screen is exported as plain
text. Every situation is captured at 80x24 (the smallest screen the game draws, issue 27),
and :data:`WIDE` ones at 120x40 too. The captures go into docs/play.md between the
markers below, in Russian and English, so rerunning the script refreshes them::

    PYTHONPATH=src python3 scripts/terminal_captures.py            # rewrite docs/play.md
    PYTHONPATH=src python3 scripts/terminal_captures.py --check en # stage each, write nothing
"""

from __future__ import annotations

import argparse
import asyncio
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "src"))

from tests.terminal.helpers import (  # noqa: E402
    local_app,
    play_turn,
    react,
    screen_text,
    wait_bots,
)

from svintus.engine import Rules  # noqa: E402
from svintus.terminal import words  # noqa: E402

DOC = ROOT / "docs" / "play.md"
BEGIN = "<!-- captures:begin -->"
END = "<!-- captures:end -->"
STEPS = 1500
SEEDS = range(1, 9)
SIZE = (80, 24)  # every situation
WIDE_SIZE = (120, 40)  # the situations of WIDE too
WIDE = ("turn", "etiquette")

View = dict[str, Any]


def _etiquette(v: View) -> bool:
    return bool((v.get("etiquette") or {}).get("windows"))


def _owed(v: View) -> bool:
    return bool((v.get("courage") or {}).get("owed"))


def _race(kind: str) -> Callable[[View], bool]:
    def seen(v: View) -> bool:
        races = (v.get("challenge") or {}).get("races") or {}
        return races.get("card") == kind and races.get("phase") is not None

    return seen


def _duel(v: View) -> bool:
    duels = (v.get("challenge") or {}).get("duels") or {}
    return bool(duels.get("temporary_pile")) and duels.get("opponent") is not None


def _feat(v: View) -> bool:
    races = (v.get("challenge") or {}).get("races") or {}
    return races.get("feat") is not None


@dataclass(frozen=True)
class Situation:
    key: str
    en: str
    ru: str
    deck: tuple[tuple[str, int], ...]
    seen: Callable[[View], bool]
    players: int = 4
    said: tuple[str, str] = ("", "")  # and the feed tells this (English, Russian), if set
    seed: int = 1  # the seed tried first: one where the situation comes up soon (a seed
    # where it never does plays all STEPS, which takes minutes)


def _deck(*kinds: str) -> tuple[tuple[str, int], ...]:
    return (("number", 1), *((k, 3) for k in kinds))


SITUATIONS = (
    Situation(
        "turn",
        "Your turn on a 2.0 deck: the seats, the top card, the clock, your hand, the moves.",
        "Ваш ход с колодой 2.0: места, верхняя карта, часы, рука, ходы.",
        _deck("tikhokhryun", "shalun", "zapevala", "parodist"),
        lambda v: v.get("current") == v.get("player") and v.get("move", 0) > 0 and not v["race"],
    ),
    Situation(
        "etiquette",
        "An Etiquette chance: a player broke etiquette, the others may answer.",
        "Шанс этикета: игрок нарушил этикет, остальные могут ответить.",
        _deck("shalun", "shevelis", "shtol"),
        _etiquette,
    ),
    Situation(
        "wink",
        "A wink and a notice: the winker's seat flickered, and a player noticed it.",
        "Подмигивание и «заметил»: место подмигнувшего мерцало, и игрок это заметил.",
        _deck("shalun", "shevelis"),
        lambda v: True,
        said=("noticed", "замечает подмигивание"),
    ),
    Situation(
        "courage",
        "A Courage task owed: what is owed, by whom, and how long is left.",
        "Долг Смелости: что и кто должен и сколько осталось времени.",
        _deck("parodist", "zapevala", "pokloonnik", "ovatsii"),
        _owed,
        seed=4,
    ),
    Situation(
        "one_for_all",
        "The race One for All.",
        "Гонка «Один за всех».",
        _deck("one_for_all"),
        _race("one_for_all"),
        seed=2,
    ),
    Situation(
        "slippers",
        "The race Whoever Is Quick Gets the Slippers.",
        "Гонка «Кто успел, того и тапки».",
        _deck("slippers"),
        _race("slippers"),
    ),
    Situation(
        "hands",
        "The race Where Do the Hands Grow From?",
        "Гонка «Откуда растут руки».",
        _deck("hands"),
        _race("hands"),
    ),
    Situation(
        "clothes",
        "The race Judged by Their Clothes.",
        "Гонка «Встречают по одёжке».",
        _deck("clothes"),
        _race("clothes"),
        seed=2,
    ),
    Situation(
        "razborka",
        "A duel (Razborka): the temporary pile between the two duellists.",
        "Дуэль («Разборка»): временная стопка между двумя дуэлянтами.",
        _deck("razborka"),
        _duel,
        seed=2,
    ),
    Situation("slabo", "A feat (Slabo?).", "Подвиг («Слабо?»).", _deck("slabo"), _feat, seed=4),
)


async def _stage(
    situation: Situation, seed: int, lang: str, size: tuple[int, int] = SIZE
) -> str | None:
    """The screen once the situation shows in a game of ``seed``; None if it never does."""
    words.set_lang(lang)
    rules = Rules(players=situation.players, custom_deck=situation.deck, hand_size=5)
    app, source, clock = local_app(rules, seed)
    async with app.run_test(size=size) as pilot:
        for _ in range(STEPS):
            await pilot.pause()
            snap = app.snap
            if snap is None or snap.game_over:
                return None
            told = situation.said[1 if lang == "ru" else 0]
            if situation.seen(snap.view) and (
                not told or any(told in line for line, _ in app.feed_lines[-12:])
            ):
                await pilot.pause()
                return screen_text(app)
            if app.screen is not app.screen_stack[0]:
                await pilot.press("escape")
                continue
            if told and await _notice(pilot, app):  # the person notices the wink (R14.5)
                continue
            if snap.view["current"] == snap.seat and snap.view["race"] is None:
                await play_turn(pilot, app)
                continue
            if await react(pilot, app) is not None:
                continue
            if not await wait_bots(app, source, clock):
                return None
    return None


def _is_notice(move: Any) -> bool:
    from svintus.engine.actions import Act

    return getattr(move, "kind", None) == Act.NOTICE or getattr(move, "verb", "") == "notice"


async def _notice(pilot: Any, app: Any) -> bool:
    """Notice a flickering seat by the keys: m, the move in the list, Enter."""
    from textual.widgets import OptionList

    from svintus.terminal.app import move_entries

    entries = move_entries(app.snap)
    index = next((i for i, (_, m) in enumerate(entries) if _is_notice(m)), -1)
    if index < 0:
        return False
    await pilot.press("m")
    app.query_one("#moves", OptionList).highlighted = index
    await pilot.press("enter")
    await pilot.pause()
    return True


def capture(situation: Situation, lang: str, size: tuple[int, int] = SIZE) -> str:
    for seed in (situation.seed, *(s for s in SEEDS if s != situation.seed)):
        text = asyncio.run(_stage(situation, seed, lang, size))
        if text is not None:
            return text
    raise SystemExit(f"{situation.key}: not staged in seeds {SEEDS.start}-{SEEDS.stop - 1}")


def caption(situation: Situation, lang: str, size: tuple[int, int] = SIZE) -> str:
    """The capture's caption: the situation, and the screen's size when it is wide."""
    words = situation.ru if lang == "ru" else situation.en
    return words if size == SIZE else f"{words} ({size[0]}x{size[1]})"


def block(situation: Situation, lang: str, text: str, size: tuple[int, int] = SIZE) -> str:
    return f"**{caption(situation, lang, size)}**\n\n```text\n{text.rstrip()}\n```\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", metavar="LANG", choices=("ru", "en"), help="stage only")
    parser.add_argument("--only", help="one situation's key")
    args = parser.parse_args(argv)
    chosen = [s for s in SITUATIONS if args.only in (None, s.key)]
    if args.check:
        for s in chosen:
            capture(s, args.check)
            print(f"{s.key}: staged")
        return 0
    parts = [BEGIN, ""]
    for lang in ("en", "ru"):
        parts.append("### " + ("English" if lang == "en" else "По-русски") + "\n")
        for s in chosen:
            parts.append(block(s, lang, capture(s, lang)))
        for s in chosen:
            if s.key in WIDE:
                parts.append(block(s, lang, capture(s, lang, WIDE_SIZE), WIDE_SIZE))
    parts.append(END)
    doc = DOC.read_text()
    new = "\n".join(parts)
    if BEGIN in doc and END in doc:
        head, rest = doc.split(BEGIN, 1)
        doc = head + new + rest.split(END, 1)[1]
    else:
        doc = doc.rstrip() + "\n\n## Svintus 2.0 on screen\n\n" + new + "\n"
    DOC.write_text(doc)
    print(f"wrote {len(chosen)} situations x 2 languages into {DOC.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
