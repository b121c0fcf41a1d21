"""Adding a card kind touches its family's folder and its drawing, nothing else (issue 25
point 2): a toy family (tests/toy_family.py: one record, one effect) is registered
through the one door, ``registry.register``, then dealt through a custom deck (R13.3),
played in turn, listed by ``/api/cards`` with its short name and symbol, and drawn by
the terminal. It runs in a fresh interpreter: the catalogue it grows is the process's.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import types
from pathlib import Path

import pytest

from svintus.engine import cards, registry

TESTS = Path(__file__).resolve().parent

SCRIPT = r"""
import json, sys
sys.path.insert(0, sys.argv[1])
import toy_family
from starlette.testclient import TestClient
from svintus.engine import Game, Rules, card_name, face_of
from svintus.engine.registry import register
from svintus.engine.rules import IMPLEMENTED_KINDS
from svintus.server import ServerConfig, create_app
from svintus.storage import Storage
from svintus.terminal.look import legend, short_label

out = {"played_before": "khryundel" in IMPLEMENTED_KINDS}
register(toy_family)
out["played_after"] = "khryundel" in IMPLEMENTED_KINDS
rules = Rules(players=3, custom_deck=(("number", 2), ("khryundel", 2)))
kind = toy_family.KHRYUNDEL.code
for seed in range(200):
    game = Game.new(rules, seed=seed)
    p = game.current
    plays = [a for a in game.legal_actions(p) if a.kind.name == "PLAY"
             and game.kind_of(a.card) == kind]
    if plays:
        break
play = plays[0]
out["card"] = card_name(play.card)
out["parsed"] = face_of(out["card"]) == play.card
out["seed"] = seed
copy = game.copy()
game.apply(play)
out["skipped"] = [p, game.current]
out["copy_unchanged"] = copy.current == p
out["seen"] = all(game.view(q) for q in range(3))
out["short"] = short_label(play.card)
out["legend"] = ["Khryun", "Khryundel"] in [list(x) for x in legend()]
client = TestClient(create_app(Storage(f"sqlite:///{sys.argv[2]}"), ServerConfig()))
rows = client.get("/api/cards").json()
out["api"] = next(r for r in rows if r["id"] == "khryundel")
print(json.dumps(out))
"""


def test_a_toy_kind_joins_through_its_familys_record(tmp_path: Path) -> None:
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)}
    done = subprocess.run(
        [sys.executable, "-c", SCRIPT, str(TESTS), str(tmp_path / "db.sqlite")],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    out = json.loads(done.stdout.splitlines()[-1])
    assert (out["played_before"], out["played_after"]) == (False, True)
    assert out["card"].endswith(":khryundel") and out["parsed"]
    p, now = out["skipped"]
    assert now == (p + 2) % 3  # its effect: the next player is skipped
    assert out["copy_unchanged"] and out["seen"]
    assert out["short"] == "Khryun" and out["legend"]
    api = out["api"]
    assert (api["ru"], api["en"], api["family"], api["played"]) == (
        "Хрюндель",
        "Khryundel",
        "toy",
        True,
    )
    assert (api["short_en"], api["short_ru"]) == ("Khryun", "Хрюнд")
    assert api["symbol"] == '<path d="M4 12h16"/>'
    assert api["colours"] == ["red", "orange", "green", "blue"] and api["total"] == 8


def test_a_family_with_some_hooks_but_not_all_is_refused_unregistered() -> None:
    """A family with actions of its own (``APPLY``) provides every hook of
    families/protocol.py; ``register`` names those it lacks, and changes nothing."""
    half = types.ModuleType("half")
    half.KEY, half.KINDS_OF_FAMILY, half.EFFECTS, half.APPLY = "half", frozenset(), {}, {}
    half.owes = lambda game, player: False
    before = registry.FAMILIES
    with pytest.raises(TypeError, match=r"lacks the hooks .*trim_plays"):
        registry.register(half)
    assert registry.FAMILIES is before


def test_a_record_without_a_field_is_refused_by_name() -> None:
    """A kind's record names what it lacks; the catalogue is unchanged."""
    before = len(cards.KINDS)
    with pytest.raises(ValueError, match="'zz' has no 'en'"):
        cards.add_kinds("toy", [{"id": "zz", "ru": "Зз"}])
    with pytest.raises(ValueError, match="has a kind 'khapyozh' already"):
        cards.add_kinds("toy", [{"id": "khapyozh"}])
    assert len(cards.KINDS) == before
