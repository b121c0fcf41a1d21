"""Write the golden game records of ``tests/engine/test_golden.py``.

Each record is a game between random bots, played by the same scheduler as
``svintus simulate`` (R14), with its final position and result, stored gzipped. The
test replays every record and compares the final position field by field
(:meth:`Record.verify`), so a refactoring of the engine that changes any outcome fails.

Run only when a rule change is *meant* to change outcomes (say which in the commit)::

    PYTHONPATH=src python tests/engine/golden/make_golden.py
"""

from __future__ import annotations

import gzip
import json
from pathlib import Path

from svintus.bots import make_bot
from svintus.engine import Game, Rules, pname
from svintus.engine.match import derive_seed
from svintus.engine.record import Record
from svintus.sim.scheduler import play_game

HERE = Path(__file__).parent
SEED = 17
GAMES = 2

# (name, rules options): every recipe of R13.1 at 2, 4 and 8 players where it has a
# deck (with_challenge starts at 3), then house rules (R2.1, R2.2, R5.2, R5.4, R6.2,
# R8.3, R10.1, R14.2).
PLAIN = [
    (f"{recipe}-{n}p", {"recipe": recipe, "players": n})
    for recipe in ("classic", "simple", "paranoid", "artistic", "with_challenge", "full_box")
    for n in ((3, 4, 8) if recipe == "with_challenge" else (2, 4, 8))
]
HOUSE = [
    (
        "classic-4p-house",
        {
            "recipe": "classic",
            "players": 4,
            "stacked_skips": True,
            "start_card_effects": False,
            "svintus_penalty": 2,
            "hand_size": 5,
        },
    ),
    (
        "classic-2p-reverse-skips",
        {"recipe": "classic", "players": 2, "two_player_reverse_skips": True},
    ),
    (
        "simple-5p-strict",
        {"recipe": "simple", "players": 5, "strict_table": True, "stacked_skips": True},
    ),
    (
        "paranoid-4p-keeps-two",
        {"recipe": "paranoid", "players": 4, "etiquette_keeps_two": True, "hand_size": 6},
    ),
    ("artistic-3p-slow-songs", {"recipe": "artistic", "players": 3, "song_seconds": 30.0}),
    (
        "full_box-4p-house",
        {
            "recipe": "full_box",
            "players": 4,
            "strict_table": True,
            "stacked_skips": True,
            "hand_size": 6,
        },
    ),
]
CONFIGS = PLAIN + HOUSE


def record_of(rules: Rules, index: int) -> dict[str, object]:
    """Game ``index`` of a ``svintus simulate --seed SEED`` run with these rules."""
    n = rules.players
    game_seed = derive_seed(SEED, "game", index)
    dealer = index % n
    game = Game.new(rules, game_seed, dealer)
    bots = [make_bot("random", p, game_seed) for p in range(n)]
    record = Record(rules, game_seed, dealer, players=[f"random-{pname(p)}" for p in range(n)])
    game, _ = play_game(game, bots, record)
    return record.to_json(game)


def main() -> None:
    for old in HERE.glob("*.json.gz"):
        old.unlink()
    total = 0
    for name, options in CONFIGS:
        rules = Rules.from_json({**Rules().to_json(), **options})
        for i in range(GAMES):
            data = json.dumps(record_of(rules, i), separators=(",", ":")).encode()
            path = HERE / f"{name}-{i + 1}.json.gz"
            path.write_bytes(gzip.compress(data, 9, mtime=0))
            total += path.stat().st_size
    print(f"{len(CONFIGS) * GAMES} records, {total // 1024} KB")


if __name__ == "__main__":
    main()
