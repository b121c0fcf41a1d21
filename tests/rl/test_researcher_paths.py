"""The paths a researcher takes with common libraries, as documented in docs/rl.md."""

from __future__ import annotations

import random

import gymnasium
import numpy as np
import pytest

from svintus import rl
from svintus.bots import make_bot
from svintus.bots.base import Seat
from svintus.engine import Game, Rules
from svintus.rl.layout import NONE


def test_gymnasium_make_gives_the_env_with_action_masks() -> None:
    """`gymnasium.make(rl.GYM_ID)` then `env.action_masks()`, as docs/rl.md writes it."""
    env = gymnasium.make(rl.GYM_ID, num_players=3)
    obs, _info = env.reset(seed=3)
    mask = env.action_masks()  # type: ignore[attr-defined]
    assert mask.sum() > 0
    assert (mask == obs["action_mask"]).all()
    # Through a wrapper, as a vectorised trainer reaches it:
    wrapped = gymnasium.wrappers.RecordEpisodeStatistics(env)
    assert (wrapped.get_wrapper_attr("action_masks")() == mask).all()


@pytest.mark.parametrize("mode", ["rgb_array", "rgb_array_list"])
def test_rgb_array_rendering_as_vector_trainers_ask_for_it(mode: str) -> None:
    """SB3's make_vec_env passes render_mode="rgb_array": a picture of a fixed size."""
    env = gymnasium.make(rl.GYM_ID, num_players=4, render_mode=mode)
    env.reset(seed=0)
    shapes = set()
    for _ in range(30):
        _o, _r, terminated, truncated, _i = env.step(int(np.flatnonzero(obs_mask(env))[0]))
        frame = env.render()
        frames = frame if mode == "rgb_array_list" else [frame]
        for f in frames:
            assert f.dtype == np.uint8 and f.ndim == 3 and f.shape[2] == 3
            shapes.add(f.shape)
        if terminated or truncated:
            env.reset()
    assert shapes == {(56 + 28 * 4, 480, 3)}


def obs_mask(env: gymnasium.Env) -> np.ndarray:  # type: ignore[type-arg]
    return env.unwrapped.action_masks()  # type: ignore[attr-defined, no-any-return]


def test_an_unknown_render_mode_is_refused() -> None:
    with pytest.raises(ValueError, match="render_mode must be"):
        rl.SvintusSingleEnv(render_mode="pixels")
    with pytest.raises(ValueError, match="render_mode must be"):
        rl.env(render_mode="pixels")


def test_r2_reset_with_tiny_hands_always_leaves_a_decision() -> None:
    """hand_size=1: a deal can end the game at once; reset deals again (docs/rl.md)."""
    single = rl.SvintusSingleEnv(num_players=3, hand_size=1)
    aec = rl.env(num_players=3, hand_size=1)
    for seed in range(300):
        obs, info = single.reset(seed=seed)
        assert obs["action_mask"].sum() > 0 and "winner" not in info
        single.step(int(np.flatnonzero(obs["action_mask"])[0]))  # never raises
        aec.reset(seed=seed)
        assert aec.decision != NONE and aec.action_mask().sum() > 0
    # A seed still gives one exact game:
    a = rl.SvintusSingleEnv(num_players=3, hand_size=1)
    b = rl.SvintusSingleEnv(num_players=3, hand_size=1)
    for seed in range(20):
        assert (a.reset(seed=seed)[0]["observation"] == b.reset(seed=seed)[0]["observation"]).all()


def test_calls_before_reset_are_clear_errors() -> None:
    single = rl.SvintusSingleEnv(render_mode="rgb_array")
    for call in (lambda: single.step(0), single.action_masks, single.render):
        with pytest.raises(RuntimeError, match=r"call reset\(\) before"):
            call()
    aec = rl.env()
    for call in (lambda: aec.step(0), aec.last, lambda: aec.observe("player_0"), aec.action_mask):
        with pytest.raises(RuntimeError, match=r"call reset\(\) before"):
            call()


def test_the_uniform_bot_chooses_uniformly() -> None:
    game = Game.new(Rules(players=2), seed=5)
    seat = Seat(game, game.current)
    legal = game.legal_actions(game.current)
    assert len(legal) >= 2
    bot = make_bot("uniform", game.current, 1)
    counts = {a: 0 for a in legal}
    n = 600 * len(legal)
    for _ in range(n):
        counts[bot.choose(seat, legal)] += 1
    for c in counts.values():
        assert abs(c / n - 1 / len(legal)) < 0.25 / len(legal)


def test_a_uniform_learner_against_the_uniform_bot_wins_about_half() -> None:
    """Two players choosing uniformly among legal actions are equals (docs/rl.md)."""
    env = rl.SvintusSingleEnv(num_players=2, opponents="uniform")
    rng = random.Random(7)
    games = 600
    wins = 0
    for seed in range(games):
        obs, info = env.reset(seed=seed)
        while True:
            obs, _r, terminated, truncated, info = env.step(
                rng.choice(list(np.flatnonzero(obs["action_mask"])))
            )
            if terminated or truncated:
                wins += bool(info.get("won"))
                break
    assert 0.4 < wins / games < 0.6, wins
