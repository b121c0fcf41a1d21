"""Observations hold only what the seat may see (R14.8), and the mask is the engine's truth."""

from __future__ import annotations

import random

import numpy as np
import pytest

from svintus import rl
from svintus.engine import actions as A
from svintus.engine.actions import Act
from svintus.engine.cards import face_of
from svintus.engine.game import Game
from svintus.rl.encoding import encode_view
from svintus.rl.layout import CHANCE, NONE, RACE, S_HAS_DRAWN, TURN, Layout

from .helpers import position, random_decisions


def test_layout_is_fixed_for_the_classic_recipe_at_every_table_size() -> None:
    layouts = [Layout(rl.env(num_players=n).rules) for n in range(2, 11)]
    assert {(lay.n_actions, lay.obs_size) for lay in layouts} == {(141, 261)}
    names = layouts[0].names
    assert len(set(names)) == len(names)
    assert names[layouts[0].decline] == "decline"
    assert {lay.names for lay in layouts} == {names}


def test_a_recipe_with_fewer_faces_has_a_smaller_fixed_layout() -> None:
    env = rl.env(num_players=2, recipe="simple")  # numbers, Khapyozh, Zakhrapin, Polisvin
    assert env.layout.n_faces == 41
    assert env.layout.n_actions == 2 * 40 + 8 + 10 + 3 + 4 + 9 + 2 + 1


@pytest.mark.parametrize(("players", "hand_size"), [(2, 8), (3, 4), (5, 3), (10, 2)])
def test_observation_equals_the_encoding_of_the_public_view(players: int, hand_size: int) -> None:
    """R14.8: the fast encoder reads the game directly; it must agree, for every seat at
    every decision, with an encoding computed from ``Game.view`` alone."""
    env = rl.env(num_players=players, hand_size=hand_size, max_steps=3000)
    for seed in range(3):
        env.reset(seed=seed)
        for seat in random_decisions(env, seed):
            game = env.game
            assert game is not None
            for p in range(players):
                agent = env.possible_agents[p]
                decision = env.decision if p == seat else NONE
                got = env.observe(agent)["observation"]
                want = encode_view(env.layout, game.view(p), decision)
                np.testing.assert_array_equal(got, want, err_msg=f"seat {p}, move {game.move}")


def _scramble_hidden(game: Game, viewer: int, seed: int) -> Game:
    """The same position as ``viewer`` sees it, with every hidden card moved: opponents'
    hands exchanged with the deck (sizes kept) and the deck reshuffled."""
    other = game.copy()
    hidden = list(other.deck)
    for q in range(other.n):
        if q != viewer:
            hidden += other.hands[q]
    rng = random.Random(seed)
    rng.shuffle(hidden)
    for q in range(other.n):
        if q != viewer:
            size = len(other.hands[q])
            other.hands[q] = sorted(hidden[:size])
            del hidden[:size]
    other.deck = hidden
    other.seed = seed  # the chance streams are hidden too
    return other


@pytest.mark.parametrize("players", [2, 4])
def test_observation_and_mask_do_not_depend_on_hidden_cards(players: int) -> None:
    env = rl.env(num_players=players)
    twin = rl.env(num_players=players)
    checked = 0
    for seed in range(4):
        env.reset(seed=seed)
        for seat in random_decisions(env, seed, limit=300):
            game = env.game
            assert game is not None
            if game.drawn >= 0 and seat != game.current:
                continue  # the drawn card is in the mover's hand: a scramble may move it
            twin.load(_scramble_hidden(game, seat, seed))
            if twin.agent_selection != env.agent_selection or twin.decision != env.decision:
                # what other seats hold decides who has an out-of-turn chance, so only
                # decisions whose order the scramble kept are comparable
                continue
            agent = env.possible_agents[seat]
            mine, theirs = env.observe(agent), twin.observe(agent)
            np.testing.assert_array_equal(mine["observation"], theirs["observation"])
            np.testing.assert_array_equal(mine["action_mask"], theirs["action_mask"])
            checked += 1
    assert checked > 100


def _expected(game: Game, seat: int, decision: int) -> set[object]:
    """The engine's legal actions the decision offers (None stands for ``decline``)."""
    catches = {A.catch(seat, q) for q in game.catchable if q != seat}
    if decision == TURN:
        return set(game.turn_actions()) | catches
    if decision == RACE:
        return {A.slap(seat, A.DECK), A.slap(seat, A.PILE), None}
    kinds = (Act.INTERCEPT, Act.CATCH)
    return {a for a in game.legal_actions(seat) if a.kind in kinds} | {None}


@pytest.mark.parametrize("players", [2, 3, 6])
def test_mask_is_exactly_the_engine_legal_actions(players: int) -> None:
    env = rl.env(num_players=players, hand_size=5, max_steps=5000)
    seen: set[int] = set()
    for seed in range(4):
        env.reset(seed=seed)
        for seat in random_decisions(env, seed):
            game = env.game
            assert game is not None
            mask = env.observe(env.agent_selection)["action_mask"]
            got = {env.engine_action(int(i)) for i in np.flatnonzero(mask)}
            assert got == _expected(game, seat, env.decision), env.describe()
            seen.add(env.decision)
    assert seen == {TURN, CHANCE, RACE}


def test_drawn_card_is_seen_only_by_the_drawer() -> None:
    game = position(3, {0: ["R1", "R2"]}, top="G5", current=0)
    g3 = face_of("G3")
    game.deck.remove(g3)
    game.deck.append(g3)  # the next draw fits the top card, so it may be played (R3.3)
    env = rl.env(num_players=3)
    env.load(game)
    env.step(env.layout.draw)
    assert game.drawn == g3 and env.agent_selection == "player_0"
    lay = env.layout
    mine = env.observe("player_0")["observation"]
    assert mine[lay.drawn + lay.pos[g3]] == 1.0
    for agent in ("player_1", "player_2"):
        theirs = env.observe(agent)["observation"]
        assert not theirs[lay.drawn : lay.drawn + lay.n_faces].any()
        assert theirs[lay.scalars + S_HAS_DRAWN] == 1.0  # that a card was drawn is public
