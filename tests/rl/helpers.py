"""Helpers for the RL tests: exact positions and random masked play."""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from typing import Any

import numpy as np

from svintus.engine import Game, Rules
from svintus.engine.cards import face_of
from svintus.rl import SvintusEnv


def position(
    players: int,
    hands: dict[int, Sequence[str]],
    top: str,
    current: int = 0,
    others: int = 5,
    seed: int = 1,
    **fields: Any,
) -> Game:
    """A classic game with the given hands and top card; every other card is dealt
    (``others`` to each unnamed player) or in the deck, so no card is lost (R1.7).
    ``fields`` set any other state attribute (``window=True``, ``catchable=[0]`` ...)."""
    rules = Rules(players=players)
    game = Game.new(rules, seed, dealer=(current - 1) % players)
    pool = list(rules.deck)

    def take(name: str) -> int:
        face = face_of(name)
        pool.remove(face)
        return face

    game.pile = [take(top)]
    given = {p: sorted(take(c) for c in cards) for p, cards in hands.items()}
    random.Random(seed).shuffle(pool)
    for p in range(players):
        game.hands[p] = given[p] if p in given else sorted(pool.pop() for _ in range(others))
    game.deck = pool
    game.current = current
    game.direction = 1
    game.named = -1
    game.naming = False
    game.pending_kind = -1
    game.pending_count = 0
    game.drawn = -1
    game.window = False
    game.catchable = []
    game.race = None
    game.race_order = []
    game.silence = -1
    game.skips = [0] * players
    game.declared = [-1] * players
    game.events = []
    for name, value in fields.items():
        setattr(game, name, value)
    return game


def random_decisions(env: SvintusEnv, seed: int, limit: int = 100_000) -> Iterator[int]:
    """Play uniformly random masked actions; yield the seat before each decision."""
    rng = random.Random(seed)
    for _ in range(limit):
        agent = env.agent_selection
        obs, _reward, terminated, truncated, _info = env.last()
        if terminated or truncated:
            return
        yield int(agent.split("_")[1])
        env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))


def finish(env: SvintusEnv) -> None:
    """Step every agent of an ended game with None until none is left."""
    while env.agents:
        env.step(None)
