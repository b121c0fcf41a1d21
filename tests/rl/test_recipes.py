"""Every recipe in the environments (issue 17): R9 and 2.0 decks on the table model.

For each recipe of R13.1: PettingZoo's ``api_test`` and ``seed_test``; a soak of whole
games by a uniform masked-random agent at 2, 4 and 8 players (3 for With Challenge,
which has no two-player deck, R13.2) that checks at every decision that the mask is not
empty and is exactly what the engine lists for the seat (``Game.legal_actions`` and
``Game.hints``), that every legal action of every seat has an index, and that the
rewards sum as documented; Gymnasium's ``check_env`` on a 2.0 single-agent env.
"""

from __future__ import annotations

import random

import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env
from pettingzoo.test import api_test, seed_test

from svintus import rl
from svintus.engine import Game, Rules
from svintus.engine import actions as A
from svintus.engine.actions import Action
from svintus.engine.errors import RulesError
from svintus.engine.families.chain import declared
from svintus.engine.operations import finishing
from svintus.engine.rules import RECIPES
from svintus.rl.layout import CHANCE, CHOICE, PHASE, RACE, TURN, Layout
from svintus.rl.table import indexed

from .test_conformance import DICT_OBSERVATION_WARNINGS

TWO_POINT_O = sorted(r for r in RECIPES if r not in ("classic", "simple"))


def tables(recipe: str) -> list[int]:
    """2, 4 and 8 players, or the nearest size the recipe has a deck for (R13.2)."""
    out = []
    for n in (2, 4, 8):
        for size in (n, n + 1):
            try:
                Rules(players=size, recipe=recipe)
            except RulesError:
                continue
            out.append(size)
            break
    return out


def expected(game: Game, p: int) -> set[Action]:
    """What seat ``p`` may do now, from the engine alone: its legal actions (the chat
    placeholder only during a silence, R8.5) and the concrete lines of its hints."""
    legal = set(game.legal_actions(p))
    speak = A.speak(p)
    if game.silence < 0:
        legal.discard(speak)
    return legal | set(game.hints(p))


def every_action_has_an_index(layout: Layout, game: Game) -> None:
    for q in range(game.n):
        listed = list(dict.fromkeys([*game.legal_actions(q), *game.hints(q)]))
        said = declared(game)
        indexed(layout, q, game.n, listed, decline=False, said=said)  # raises if one is missing


def soak(recipe: str, players: int, seed: int, reward: str = "points") -> int:
    env = rl.env(num_players=players, recipe=recipe, reward=reward, max_steps=20_000)
    env.reset(seed=seed)
    rng = random.Random(seed)
    layout = env.layout
    steps = 0
    while True:
        agent = env.agent_selection
        obs, _r, terminated, truncated, _i = env.last()
        if terminated or truncated:
            break
        game = env.game
        assert game is not None
        p = int(agent.split("_")[1])
        mask = obs["action_mask"]
        legal = np.flatnonzero(mask)
        assert legal.size > 0, (recipe, players, seed, steps)
        assert obs["observation"].shape == (layout.obs_size,)
        assert obs["observation"].min() >= 0.0 and obs["observation"].max() <= 1.0
        options = {i: env.engine_action(int(i)) for i in legal}
        offered = {a for a in options.values() if a is not None}
        assert offered == expected(game, p), (recipe, players, seed, steps)
        declines = [i for i, a in options.items() if a is None]
        assert declines in ([], [layout.decline])
        if env.decision in (CHANCE, PHASE, RACE):
            assert declines
        if env.decision == CHOICE:
            assert not declines
        if env.decision == TURN:
            assert bool(declines) == (finishing(game) >= 0 or not game.turn_actions())
        if steps % 7 == 0:
            every_action_has_an_index(layout, game)
        env.step(int(rng.choice(legal)))
        steps += 1
    assert terminated, (recipe, players, seed, "truncated")
    assert env.table is not None and not env.table.dropped  # every line had an index
    game = env.game
    assert game is not None and game.winner >= 0
    rewards = [env._cumulative_rewards[a] for a in env.possible_agents]
    if reward == "points":
        # zero-sum but for the Temnodel bonus of a winning last dark card (R9.2, R7.2)
        others = sum(len(h) for q, h in enumerate(game.hands) if q != game.winner)
        assert sum(rewards) == game.points - others >= 0
        assert rewards[game.winner] == game.points
    else:
        assert sorted(rewards) == [-1.0] * (players - 1) + [1.0]
    return steps


@pytest.mark.parametrize("recipe", TWO_POINT_O)
def test_r13_1_random_play_soak_every_recipe(recipe: str) -> None:
    """Whole games end at every table size; masks are exact at every decision."""
    for players in tables(recipe):
        for seed in range(3):
            soak(recipe, players, seed, reward="win" if seed == 2 else "points")


@pytest.mark.parametrize("recipe", TWO_POINT_O)
@DICT_OBSERVATION_WARNINGS[0]
@DICT_OBSERVATION_WARNINGS[1]
def test_pettingzoo_api_every_recipe(recipe: str) -> None:
    players = tables(recipe)[1]
    api_test(rl.env(num_players=players, recipe=recipe), num_cycles=300)


@pytest.mark.parametrize("recipe", TWO_POINT_O)
def test_pettingzoo_seed_every_recipe(recipe: str) -> None:
    players = tables(recipe)[0]
    seed_test(lambda: rl.env(num_players=players, recipe=recipe), num_cycles=200)


def test_gymnasium_check_env_full_box() -> None:
    check_env(rl.SvintusSingleEnv(num_players=3, recipe="full_box"), skip_render_check=True)


@pytest.mark.parametrize("recipe", sorted(RECIPES))
def test_layout_is_fixed_per_deck(recipe: str) -> None:
    """The action space and observation depend on the deck, never on the table size."""
    sizes: dict[tuple[int, ...], tuple[int, int]] = {}
    for players in range(2, 11):
        try:
            env = rl.env(num_players=players, recipe=recipe)
        except RulesError:
            continue
        deck = tuple(sorted(set(env.rules.deck)))
        got = (env.layout.n_actions, env.layout.obs_size)
        assert sizes.setdefault(deck, got) == got


def test_a_custom_deck_with_2_0_cards_is_played() -> None:
    deck = (("number", 1), ("svinorost", 2), ("temnodel", 1), ("shuriken", 2), ("slabo", 2))
    env = rl.env(num_players=3, custom_deck=deck)
    assert env.layout.wide is not None
    for seed in range(3):
        env.reset(seed=seed)
        rng = random.Random(seed)
        for agent in env.agent_iter(max_iter=20_000):
            obs, _r, terminated, truncated, _i = env.last()
            mask = obs["action_mask"]
            assert terminated or truncated or mask.sum() > 0, agent
            env.step(None if terminated or truncated else int(rng.choice(np.flatnonzero(mask))))


def test_etiquette_keeps_two_is_refused_clearly() -> None:
    with pytest.raises(RulesError, match="etiquette_keeps_two"):
        rl.env(num_players=4, recipe="paranoid", etiquette_keeps_two=True)


def test_max_steps_truncates_a_2_0_game() -> None:
    env = rl.env(num_players=4, recipe="full_box", max_steps=15)
    env.reset(seed=1)
    rng = random.Random(1)
    for _agent in env.agent_iter(max_iter=1000):
        obs, _r, terminated, truncated, _i = env.last()
        mask = obs["action_mask"]
        env.step(None if terminated or truncated else int(rng.choice(np.flatnonzero(mask))))
    assert (env.steps == 15 and all(env.truncations.values())) or env.game.winner >= 0


@pytest.mark.parametrize("recipe", ["paranoid", "full_box"])
def test_r14_8_observation_hides_the_deck_order_and_the_seed(recipe: str) -> None:
    """The 2.0 observation comes from Game.view: reshuffling the deck, or another seed,
    changes nothing any seat observes."""
    env = rl.env(num_players=4, recipe=recipe)
    env.reset(seed=5)
    rng = random.Random(5)
    for step in range(120):
        agent = env.agent_selection
        obs, _r, terminated, truncated, _i = env.last()
        if terminated or truncated:
            break
        game = env.game
        assert game is not None
        if step % 10 == 0:
            before = [env.observe(a)["observation"].copy() for a in env.possible_agents]
            deck, seed = game.deck[:], game.seed
            random.Random(step).shuffle(game.deck)
            game.seed = seed + 1
            after = [env.observe(a)["observation"] for a in env.possible_agents]
            game.deck, game.seed = deck, seed
            for b, c in zip(before, after, strict=True):
                assert (b == c).all(), (agent, step)
        env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))


def test_the_recipe_table_of_the_docs_is_the_layouts() -> None:
    from pathlib import Path

    from svintus.rl.layout import sizes_table

    docs = Path(__file__).resolve().parents[2] / "docs" / "rl.md"
    assert sizes_table() in docs.read_text(encoding="utf-8")


@pytest.mark.parametrize("recipe", TWO_POINT_O)
def test_every_legal_action_and_hint_has_an_index(recipe: str) -> None:
    """Games of the simulation's random bots (other states than the environment's
    agents reach): at every step every seat's legal actions and hints have an index."""
    from svintus.bots import make_bot
    from svintus.sim.scheduler import Scheduler

    for players in tables(recipe):
        layout = Layout(Rules(players=players, recipe=recipe))
        for seed in range(2):
            game = Game.new(Rules(players=players, recipe=recipe), seed)
            scheduler = Scheduler(game, [make_bot("random", p, seed) for p in range(players)])
            while game.winner < 0 and scheduler.actions < 3000:
                every_action_has_an_index(layout, game)
                scheduler.step()
