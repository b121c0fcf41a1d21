"""Golden records (issue #17): games recorded before the engine was reshaped replay to the
same final position, field by field (R14.1: a game is rules + seed + actions).

Every recipe of R13.1 at 2, 4 and 8 players (with_challenge from 3) and a few house
rules; ``tests/engine/golden/make_golden.py`` wrote them and says when to rewrite them.
"""

from __future__ import annotations

import gzip
import json
from pathlib import Path

import pytest

from svintus.engine import Rules
from svintus.engine.errors import BadRecord
from svintus.engine.record import Record

GOLDEN = Path(__file__).parent / "golden"
FILES = sorted(GOLDEN.glob("*.json.gz"))


def _load(path: Path) -> Record:
    return _read(json.loads(gzip.decompress(path.read_bytes())), path.name)


def _read(data: object, name: str) -> Record:
    record = Record.from_json(data, name)
    if record.final is not None:
        # a rules option added since has its default in the replay's position (R13.2)
        record.final["rules"] = Rules.from_json(record.final["rules"]).to_json()
    return record


def test_golden_records_cover_every_recipe() -> None:
    recipes = {_load(p).rules.recipe for p in FILES}
    assert recipes == {"classic", "simple", "paranoid", "artistic", "with_challenge", "full_box"}
    assert {_load(p).rules.players for p in FILES} >= {2, 3, 4, 8}


@pytest.mark.parametrize("path", FILES, ids=[p.name.removesuffix(".json.gz") for p in FILES])
def test_golden_record_replays_to_its_final_position(path: Path) -> None:
    record = _load(path)
    assert record.final is not None and record.final["winner"] is not None
    game = record.verify(path.name)
    assert game.winner == record.final["winner"]
    assert game.points == record.final["points"]


def test_a_changed_golden_record_is_caught() -> None:
    """The check can fail: one point more in the recorded result is refused."""
    data = json.loads(gzip.decompress(FILES[0].read_bytes()))
    data["final"]["points"] += 1
    data["result"]["points"] += 1
    with pytest.raises(BadRecord, match=r"final\.points"):
        _read(data, "changed").verify("changed")
