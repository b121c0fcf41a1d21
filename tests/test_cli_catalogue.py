"""``svintus cards`` and ``svintus recipes``: the catalogue (R1) and recipes (R13.1)."""

from __future__ import annotations

import json

import pytest

from svintus.cli import main
from svintus.engine import KINDS, Rules, RulesError


def run(capsys: pytest.CaptureFixture[str], *args: str) -> str:
    assert main(list(args)) == 0
    out, err = capsys.readouterr()
    assert err == ""
    return out


def test_cards_json_lists_every_kind_with_its_rule(capsys: pytest.CaptureFixture[str]) -> None:
    rows = json.loads(run(capsys, "cards", "--json"))
    assert [r["id"] for r in rows] == [k.id for k in KINDS]
    assert sum(r["total"] for r in rows) == 180  # R1.3 Decision: the 2.0 box
    by_id = {r["id"]: r for r in rows}
    assert by_id["temnodel"] == {
        "id": "temnodel",
        "ru": "Темнодел",
        "en": "Temnodel",
        "family": "prescription",
        "colours": ["red", "orange", "green", "blue"],
        "values": [],
        "copies": 1,
        "total": 4,
        "rule": by_id["temnodel"]["rule"],
        "rule_en": by_id["temnodel"]["rule_en"],
        "rule_ru": by_id["temnodel"]["rule_ru"],
        "played": True,
        "short_en": "Dark",
        "short_ru": "Темно",
        "label_en": None,
        "label_ru": None,
        "symbol": '<path d="M20 15A8 8 0 1 1 9 4a6.5 6.5 0 0 0 11 11z"/>',
    }
    assert by_id["russian_roulette"]["label_ru"] == "Рулетка"
    assert by_id["number"]["short_en"] is None
    assert "(R9.2)" in by_id["temnodel"]["rule"]
    assert by_id["temnodel"]["rule_ru"].startswith("Начинает цепочку")
    assert by_id["svinorost"]["colours"] == ["grey"] and by_id["svinorost"]["total"] == 8
    assert by_id["number"]["values"] == list(range(8))
    assert by_id["shuriken"]["values"] == [7]
    assert all(r["played"] for r in rows)  # every card of both boxes (R8-R12)


def test_cards_table_one_line_per_kind(capsys: pytest.CaptureFixture[str]) -> None:
    lines = run(capsys, "cards").splitlines()
    assert lines[0].split()[:4] == ["id", "Russian", "English", "family"]
    assert len(lines) == 1 + len(KINDS) + 1
    svinorost = next(x for x in lines if x.startswith("svinorost "))
    assert "Свинорост" in svinorost and "grey" in svinorost and "8x = 8" in svinorost
    shtul = next(x for x in lines if x.startswith("shtul "))
    assert "Штуль!" in shtul and "[not played yet]" not in shtul
    assert lines[-1] == "37 kinds, 180 cards in the 2.0 box; this version plays 37"


def test_recipes_json_every_row_with_counts_and_whether_played(
    capsys: pytest.CaptureFixture[str],
) -> None:
    entries = json.loads(run(capsys, "recipes", "--json"))
    rows = {(e["recipe"], tuple(e["players"])): e for e in entries}
    assert rows[("classic", (2, 10))]["size"] == 112 and rows[("classic", (2, 10))]["played"]
    artistic2 = rows[("artistic", (2, 2))]
    assert artistic2["played"] and artistic2["missing"] == []
    assert artistic2["cards"] == {
        "number": 64,
        "khapyozh": 8,
        "zakhrapin": 8,
        "polisvin": 8,
        "svinorost": 8,
        "temnodel": 4,
    }
    assert rows[("full_box", (2, 10))]["size"] == 180
    assert rows[("full_box", (2, 10))]["played"]
    assert all(e["played"] and e["missing"] == [] for e in entries)
    # "played" says exactly whether Rules accepts the recipe (R13.2)
    for e in entries:
        players = e["players"][0]
        try:
            rules = Rules(players=players, recipe=e["recipe"])
        except RulesError as err:
            assert not e["played"] and "does not play yet" in str(err)
        else:
            assert e["played"] and rules.deck_size == e["size"]


def test_recipes_text(capsys: pytest.CaptureFixture[str]) -> None:
    lines = run(capsys, "recipes").splitlines()
    assert "artistic (2 players): 100 cards; played" in lines
    assert "full_box (2-10 players): 180 cards; played" in lines
    row = lines.index("with_challenge (3-4 players): 128 cards; played")
    assert "razborka 2" in lines[row + 1] and "neither_nor" not in lines[row + 1]  # R13.1


def test_every_kind_has_a_rule_for_players_in_russian_and_english() -> None:
    """Issue #12: a card's rule as a player reads it (web page, terminal): both
    languages, no rule number, no notation, Cyrillic in the Russian one."""
    import re

    from svintus.engine.cards import PLAYER_RULES

    assert set(PLAYER_RULES) == {k.id for k in KINDS}
    for kind, (en, ru) in PLAYER_RULES.items():
        for text in (en, ru):
            assert text.endswith("."), kind
            assert not re.search(r"\bR\d|\bp\d|\b[ROGB][0-7]\b|_", text), (kind, text)
        assert re.search("[а-яё]", ru, re.I) and not re.search("[a-z]{3,}", ru, re.I), (kind, ru)
        assert not re.search("[а-яё]", en, re.I), (kind, en)
