"""Adding a card kind touches its family's folder and its drawing, nothing else (issue 25
point 2): a toy family (tests/toy_family.py: one record, one effect) is registered
through the one door, ``registry.register``, then dealt through a custom deck (R13.3),
played in turn, listed by ``/api/cards`` with its short name and symbol, and drawn by
the terminal. A toy family with state (tests/toy_tally.py) keeps it in its part of the
game, through the same door (issue 25 point 3). Each runs in a fresh interpreter: the
catalogue it grows is the process's.
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


TALLY = r"""
import json, sys
sys.path.insert(0, sys.argv[1])
import toy_tally
from svintus.engine import Game, Rules
from svintus.engine.game import Game as G
from svintus.engine.record import from_position, to_position
from svintus.engine import registry

slots = set(G.__slots__)
out = {"part_before": "tally" in registry.PARTS}
registry.register(toy_tally)
out["part_after"] = "tally" in registry.PARTS
out["slots_unchanged"] = set(G.__slots__) == slots
rules = Rules(players=3, custom_deck=(("number", 2), ("khryuschet", 2)))
plain = Game.new(Rules(players=3), seed=1)
out["plain_part"] = plain.parts["tally"]
out["plain_families"] = [f.KEY for f in plain.families]
kind = toy_tally.KHRYUSCHET.code
for seed in range(200):
    game = Game.new(rules, seed=seed)
    plays = [a for a in game.legal_actions(game.current) if a.kind.name == "PLAY"
             and game.kind_of(a.card) == kind]
    if plays:
        break
out["families"] = [f.KEY for f in game.families]
copy = game.copy()
game.apply(plays[0])
out["count"] = game.parts["tally"].count
out["copy_count"] = copy.parts["tally"].count
out["view"] = game.view(0)["tally"]
pos = to_position(game)
out["position"] = pos["tally"]
back = from_position(pos)
out["back"] = [back.parts["tally"].count, to_position(back) == pos]
bad = dict(pos, tally=-1)
try:
    from_position(bad)
    out["refused"] = None
except ValueError as e:
    out["refused"] = str(e)
print(json.dumps(out))
"""


def test_a_toy_family_with_state_keeps_it_in_its_part_through_register(tmp_path: Path) -> None:
    """A family with state of its own (tests/toy_tally.py: every hook of ``FamilyModule``)
    joins through ``register`` alone: its state is its part of the game
    (``game.parts["tally"]``; None in a deck without its cards), copied with the game,
    shown in views and written and read in positions; the game gets no slot for it."""
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)}
    done = subprocess.run(
        [sys.executable, "-c", TALLY, str(TESTS)],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    out = json.loads(done.stdout.splitlines()[-1])
    assert (out["part_before"], out["part_after"], out["slots_unchanged"]) == (False, True, True)
    assert out["plain_part"] is None and out["plain_families"] == []
    assert out["families"] == ["tally"]
    assert (out["count"], out["copy_count"]) == (1, 0)
    assert out["view"] == {"count": 1} and out["position"] == 1
    assert out["back"] == [1, True]
    assert "field 'tally'" in out["refused"] and "a tally is a count" in out["refused"]


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
    # so does a chain family (R9: it has a part, ``PART``, and the turn's hooks)
    chain = types.ModuleType("chain")
    chain.KEY, chain.KINDS_OF_FAMILY, chain.EFFECTS, chain.PART = "c", frozenset(), {}, "c"
    chains = registry.CHAINS
    with pytest.raises(TypeError, match=r"lacks the hooks .*chain_plays"):
        registry.register(chain)
    assert registry.CHAINS is chains


def test_a_record_without_a_field_is_refused_by_name() -> None:
    """A kind's record names what it lacks; the catalogue is unchanged."""
    before = len(cards.KINDS)
    with pytest.raises(ValueError, match="'zz' has no 'en'"):
        cards.add_kinds("toy", [{"id": "zz", "ru": "Зз"}])
    with pytest.raises(ValueError, match="has a kind 'khapyozh' already"):
        cards.add_kinds("toy", [{"id": "khapyozh"}])
    assert len(cards.KINDS) == before
