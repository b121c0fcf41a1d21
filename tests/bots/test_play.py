"""Every bot plays only legal actions, whole games, reproducibly with a seed."""

from __future__ import annotations

import pytest

from svintus.bots import BOTS, make_bot
from svintus.engine import Game, Rules
from svintus.engine.record import Record, to_position
from svintus.sim import play_game

SPECS = [name for name in BOTS if name != "ismcts"] + ["ismcts:25it"]


def played(spec: str, players: int, seed: int) -> tuple[Game, Record]:
    rules = Rules(players=players)
    game = Game.new(rules, seed)
    record = Record(rules, seed)
    bots = [make_bot(spec if p % 2 == 0 else "random", p, seed + p) for p in range(players)]
    play_game(game, bots, record)
    return game, record


@pytest.mark.parametrize("spec", SPECS)
@pytest.mark.parametrize("players", [2, 4])
def test_only_legal_actions_and_reproducible(spec: str, players: int) -> None:
    game, record = played(spec, players, seed=players * 7)
    assert game.over
    # The record replays through the checked path: every action was legal (R14.1).
    assert to_position(record.replay()) == to_position(game)
    again, record2 = played(spec, players, seed=players * 7)
    assert record2.actions == record.actions
    assert to_position(again) == to_position(game)


def test_a_different_seed_gives_a_different_game() -> None:
    a = played("heuristic", 3, seed=1)[1].actions
    b = Record(Rules(players=3), 1)
    game = Game.new(Rules(players=3), 1)
    play_game(
        game, [make_bot("heuristic" if p % 2 == 0 else "random", p, 99 + p) for p in range(3)], b
    )
    assert b.actions != a


def test_heuristic_beats_random_bots_more_often_than_not() -> None:
    """A smoke check of strength (docs/bots.md has the measured figures)."""
    wins = 0
    for i in range(60):
        game = Game.new(Rules(players=4), seed=i, dealer=i % 4)
        bots = [make_bot("heuristic" if p == i % 4 else "random", p, i) for p in range(4)]
        play_game(game, bots)
        wins += game.winner == i % 4
    assert wins > 60 * 0.3


@pytest.mark.parametrize("spec", ["heuristic", "normal", "ismcts:10it"])
def test_decks_with_svinorost_and_temnodel_are_played_legally(spec: str) -> None:  # R9
    rules = Rules(players=2, recipe="artistic")
    for seed in range(3):
        game = Game.new(rules, seed)
        record = Record(rules, seed)
        play_game(game, [make_bot(spec, p, seed) for p in range(2)], record)
        assert to_position(record.replay()) == to_position(game)
