"""The Gymnasium single-agent environment: one learner against bots."""

from __future__ import annotations

import importlib.util
import random
import sys
from pathlib import Path
from types import ModuleType

import numpy as np
import pytest

from svintus import rl
from svintus.bots import Bot, RandomBot
from svintus.rl.layout import CHANCE, RACE

ROOT = Path(__file__).resolve().parents[2]


def play(env: rl.SvintusSingleEnv, seed: int) -> tuple[dict[str, object], list[int]]:
    rng = random.Random(seed)
    obs, info = env.reset(seed=seed)
    decisions = []
    while True:
        decisions.append(env.aec.decision)
        action = rng.choice(np.flatnonzero(obs["action_mask"]))
        obs, _reward, terminated, truncated, info = env.step(action)
        if terminated or truncated:
            return info, decisions


@pytest.mark.parametrize("players", [2, 3, 5])
def test_games_against_random_bots_end_with_a_winner(players: int) -> None:
    env = rl.SvintusSingleEnv(num_players=players, hand_size=4)
    seats = set()
    kinds: set[int] = set()
    for seed in range(12):
        info, decisions = play(env, seed)
        seats.add(env.seat)
        kinds.update(decisions)
        assert info["won"] == (info["winner"] == env.seat)
        assert info["points"] == sum(
            len(h) for q, h in enumerate(env.aec.game.hands) if q != info["winner"]
        )
    assert len(seats) > 1  # the learner's seat is drawn each game
    assert CHANCE in kinds or RACE in kinds  # out-of-turn chances reach the learner


def test_reward_is_win_or_lose_by_default_and_points_on_request() -> None:
    env = rl.SvintusSingleEnv(num_players=2, hand_size=3, seat=0)
    rng = random.Random(0)
    obs, _ = env.reset(seed=0)
    total = 0.0
    done = False
    while not done:
        obs, reward, terminated, truncated, info = env.step(
            rng.choice(np.flatnonzero(obs["action_mask"]))
        )
        total += reward
        done = terminated or truncated
    assert total == (1.0 if info["won"] else -1.0)
    env = rl.SvintusSingleEnv(num_players=2, hand_size=3, seat=1, reward="points")
    info, _ = play(env, 1)
    assert env.aec.game is not None


def test_an_illegal_action_takes_the_fallback_and_says_so() -> None:
    env = rl.SvintusSingleEnv(num_players=2, illegal_reward=-0.5)
    obs, _ = env.reset(seed=4)
    illegal = int(np.flatnonzero(obs["action_mask"] == 0)[0])
    _, reward, _, _, info = env.step(illegal)
    assert info["illegal"] is True
    assert reward == -0.5


def test_masks_and_same_seed_same_game() -> None:
    a = rl.SvintusSingleEnv(num_players=3)
    b = rl.SvintusSingleEnv(num_players=3)
    info_a, dec_a = play(a, 11)
    info_b, dec_b = play(b, 11)
    assert (info_a, dec_a) == (info_b, dec_b)
    assert a.action_masks().sum() == 0  # the game is over


def test_opponents_by_factory_and_observers_see_redacted_events() -> None:
    class Watcher(RandomBot):
        name = "watcher"
        seen = 0

        def observe(self, seat: object, events: object) -> None:
            Watcher.seen += 1

    def factory(seat: int, seed: int) -> Bot:
        return Watcher(seat, seed)

    env = rl.SvintusSingleEnv(num_players=3, opponents=[factory, "random"], hand_size=4)
    play(env, 2)
    assert Watcher.seen > 0
    with pytest.raises(ValueError, match="opponents"):
        rl.SvintusSingleEnv(num_players=3, opponents=["random"])
    with pytest.raises(ValueError, match="unknown bot"):
        rl.SvintusSingleEnv(num_players=2, opponents="grandmaster")


def load(path: Path, name: str) -> ModuleType:
    """Import a script by path (benchmarks and examples are not packages)."""
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module  # dataclasses look their module up
    sys.path.insert(0, str(path.parent))
    try:
        spec.loader.exec_module(module)
    finally:
        sys.path.pop(0)
    return module


def test_benchmark_runs() -> None:
    bench = load(ROOT / "benchmarks" / "rl.py", "svintus_benchmark_rl")
    figures = bench.measure_svintus(2, seconds=0.05)
    assert figures["steps_per_second"] > 0


def test_training_example_smoke(capsys: pytest.CaptureFixture[str]) -> None:
    """One tiny PPO update and a 4-game evaluation: the code path, not the learning."""
    module = load(ROOT / "examples" / "train_ppo.py", "svintus_example_train_ppo")
    module.main(["--max-updates", "1", "--envs", "2", "--rollout", "16", "--eval-games", "4"])
    out = capsys.readouterr().out
    assert "evaluation: won" in out and "of 4 games" in out
