"""``svintus simulate`` and ``svintus tournament`` speak the player's language (issue 27
point 6): every line a person reads of their report is in Russian under ``--lang ru``,
a number agrees with its noun (checked by pymorphy3's morphology, not by the project's
catalogue), every rule count is told by what it counts (never its key), and the report
fits the terminal's width. ``--json`` stays the same for programs."""

from __future__ import annotations

import inspect
import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any, get_origin, get_type_hints

import pymorphy3
import pytest

from svintus.cli import main
from svintus.commands import count_words
from svintus.commands.sim_report import DECKS, human
from svintus.commands.speech import catalogue, set_speech
from svintus.engine import events as ev
from svintus.engine.cards import FACES, KINDS_BY_ID
from svintus.engine.rules import RECIPES
from svintus.sim.stats import RULE_KEYS, rule_counts

LATIN = re.compile(r"[A-Za-z]")
# a number (thousands parted by a no-break space, a decimal comma) and the word after it
COUNT = re.compile(r"(\d{1,3}(?:\u00a0\d{3})*)(,\d+)?\u00a0([а-яё]+)")
MORPH = pymorphy3.MorphAnalyzer()


@pytest.fixture(autouse=True)
def _english_after() -> Iterator[None]:
    yield
    set_speech("en")


def run(capsys: pytest.CaptureFixture[str], *args: str) -> str:
    assert main(list(args)) == 0
    out, err = capsys.readouterr()
    assert err == ""
    return out


def agreement_problems(text: str) -> list[str]:
    """Each «N noun» whose noun is not in the form N asks for: one (nominative singular),
    a few (genitive singular), many (genitive plural); a fraction: genitive singular."""
    out = []
    for m in COUNT.finditer(text):
        n = int(m.group(1).replace("\u00a0", ""))
        word = m.group(3)
        nouns = [p for p in MORPH.parse(word) if p.tag.POS == "NOUN"]
        if not nouns:
            out.append(f"«{m.group(0)}»: not a noun")
            continue
        if m.group(2) or (2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14):
            want = ("sing", "gent")
        elif n % 10 == 1 and n % 100 != 11:
            want = ("sing", "nomn")
        else:
            want = ("plur", "gent")
        if not any((p.tag.number, p.tag.case) == want for p in nouns):
            out.append(f"«{m.group(0)}»: the noun does not agree with the number")
    return out


@pytest.mark.parametrize("games", [1, 2, 5, 11, 21, 22])
def test_simulate_speaks_russian_that_agrees(
    capsys: pytest.CaptureFixture[str], games: int
) -> None:
    out = run(capsys, "simulate", "--lang", "ru", "-n", "3", "-g", str(games), "-s", "3")
    assert LATIN.findall(out) == [], out
    assert agreement_problems(out) == [], out
    head = out.splitlines()[0]
    forms = {1: "партия", 2: "партии", 5: "партий", 11: "партий", 21: "партия", 22: "партии"}
    assert head.startswith(f"{games}\u00a0{forms[games]}, 3\u00a0игрока, колода «Классика»")
    assert "победы по местам: место 1 — " in out and "сработали правила: " in out
    assert "перехватов" in out  # fired or not, by its words


def test_a_2_0_report_is_russian_at_80_and_120_columns(capsys: pytest.CaptureFixture[str]) -> None:
    d = json.loads(run(capsys, "simulate", "-g", "6", "-s", "1", "-r", "full_box", "--json"))
    set_speech("ru")
    for columns in (80, 120):
        text = human(d, columns)
        assert max(len(line) for line in text.splitlines()) <= columns
        assert LATIN.findall(text) == [], text
        assert agreement_problems(text) == [], text
        assert "_" not in text and "колода «Вся коробка»" in text
    # a card kind's count is told by its printed name, under what was counted
    assert "сыгранных карт 2.0, по картам: «" in text


def _one_of_each() -> list[Any]:
    """One event of every class the engine has, with every flag true and each card or
    reason of every kind: whatever ``rule_counts`` makes of them are the keys a run can
    report (a family's new event is counted by its name, so it is here at once)."""
    out: list[Any] = []
    for cls in vars(ev).values():
        if not (inspect.isclass(cls) and hasattr(cls, "_fields")):
            continue
        hints = get_type_hints(cls)
        for face in range(len(FACES)):
            values = {
                int: face if "card" in hints else 0,
                bool: True,
                str: "x",
                tuple: (0,),
            }
            fields = {name: values.get(get_origin(t) or t, 0) for name, t in hints.items()}
            if "reason" in fields:
                for reason in (*KINDS_BY_ID, *count_words.REASONS):
                    out.append(cls(**{**fields, "reason": reason}))
            else:
                out.append(cls(**fields))
    return out


def test_every_count_a_run_can_report_has_words_in_both_languages() -> None:
    keys = set(rule_counts(_one_of_each())) | set(RULE_KEYS)
    assert len(keys) > 100
    ru = catalogue()["counts"]
    for key in sorted(keys):
        base, kind = count_words.split(key)
        assert base in count_words.ENGLISH, key
        assert base in ru, key
        assert not LATIN.search(ru[base]), key
        assert kind is None or kind in KINDS_BY_ID or kind in count_words.REASONS, key
    # and no Russian phrase waits for a key that is gone
    assert set(ru) - set(count_words.ENGLISH) == {"reason_courage", "number", "by_card"}


def test_the_english_report_reads_as_words(capsys: pytest.CaptureFixture[str]) -> None:
    out = run(capsys, "simulate", "--lang", "en", "-n", "2", "-g", "1", "-r", "simple")
    assert out.startswith("1\u00a0game, 2\u00a0players, deck “Simple”, seed 0:")
    assert "wins by seat: seat 1 — " in out and "cards played in turn:\u00a0" in out
    assert "_" not in out and " p1 " not in out


def test_tournament_speaks_russian(capsys: pytest.CaptureFixture[str]) -> None:
    out = run(capsys, "tournament", "--lang", "ru", "-n", "2", "-g", "2", "-l", "heuristic,random")
    assert out.startswith("2\u00a0партии, 2\u00a0игрока, колода «Классика»")
    assert "\nбот " in out and " мест побед доля побед " in out
    bots = out.replace("heuristic", "").replace("random", "")
    assert LATIN.findall(bots) == [], out
    assert agreement_problems(out) == [], out


def test_json_stays_for_programs(capsys: pytest.CaptureFixture[str]) -> None:
    ru = json.loads(run(capsys, "simulate", "--lang", "ru", "-g", "3", "--json"))
    en = json.loads(run(capsys, "simulate", "--lang", "en", "-g", "3", "--json"))
    for d in (ru, en):
        d.pop("seconds")
        for k in [k for k in d if k.endswith("_per_second")]:
            d.pop(k)
    assert ru == en and "plays" in ru["rule_counts"]


def test_the_decks_are_named_as_the_site_names_them() -> None:
    """The report's deck names are the lobby's (web/strings_*.js), in both languages."""
    web = Path(__file__).resolve().parents[1] / "src" / "svintus" / "web"
    for lang, names in (("en", DECKS), ("ru", catalogue()["recipes"])):
        page = (web / f"strings_{lang}.js").read_text("utf-8")
        site = dict(re.findall(r'recipe_(\w+): "([^"]+)"', page))
        assert names == {r: site[r] for r in RECIPES}, lang
