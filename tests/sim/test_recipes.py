"""Every recipe at every player count it allows (R13.1) plays to the end between random
bots through the scheduler (issue 3, point 6): R1.7 holds in positions along the way,
and the record replays to the same final position (R14.1).

The cases are every (recipe, players) that :class:`Rules` accepts now; a recipe whose
cards the engine does not play yet is refused by ``Rules`` and joins this test by itself
when its families land.
"""

from __future__ import annotations

import json

import pytest

from svintus.bots.random_bot import RandomBot
from svintus.engine import Game, Rules
from svintus.engine.errors import RulesError
from svintus.engine.match import derive_seed
from svintus.engine.record import Record, from_position, to_position
from svintus.engine.rules import MAX_PLAYERS, MIN_PLAYERS, RECIPES
from svintus.sim.scheduler import Scheduler

GAMES = 2
MAX_ACTIONS = 20_000  # a game longer than this is a bug (a loop in a family phase)
CHECK_EVERY = 37  # actions between two R1.7 checks of the position


def playable() -> list[tuple[str, int]]:
    out = []
    for recipe in RECIPES:
        for n in range(MIN_PLAYERS, MAX_PLAYERS + 1):
            try:
                Rules(players=n, recipe=recipe)
            except RulesError:
                continue
            out.append((recipe, n))
    return out


CASES = playable()


def test_the_classic_recipes_are_always_covered() -> None:
    assert {("classic", n) for n in range(2, 11)} <= set(CASES)
    assert ("simple", 2) in CASES and ("with_challenge", 2) not in CASES  # R13.2


def position_roundtrip(game: Game, where: str) -> None:
    """R1.7: ``from_position`` refuses a position whose cards do not make the deck."""
    pos = json.loads(json.dumps(to_position(game)))
    assert to_position(from_position(pos, where)) == pos, where


@pytest.mark.parametrize(("recipe", "players"), CASES, ids=[f"{r}-{n}" for r, n in CASES])
def test_recipe_plays_to_the_end(recipe: str, players: int) -> None:
    rules = Rules(players=players, recipe=recipe)
    for i in range(GAMES):
        seed = derive_seed(7, recipe, players, i)
        dealer = i % players
        game = Game.new(rules, seed, dealer)
        record = Record(rules, seed, dealer)
        bots = [RandomBot(p, seed) for p in range(players)]
        scheduler = Scheduler(game, bots, record)
        where = f"{recipe}, {players} players, game {i} (seed {seed})"
        while not game.over:
            if scheduler.actions >= MAX_ACTIONS:
                pytest.fail(f"{where}: no winner after {MAX_ACTIONS} actions")
            scheduler.step()
            if scheduler.actions % CHECK_EVERY == 0:
                position_roundtrip(game, f"{where}, action {scheduler.actions}")
        position_roundtrip(game, f"{where}, the end")
        assert game.hands[game.winner] == [], where  # R7.1
        final = to_position(game)
        assert to_position(record.replay()) == final, where  # R14.1
        again = Record.from_json(json.loads(json.dumps(record.to_json(game))))
        assert to_position(again.verify()) == final, where  # through the notation too
