"""The order of decision points (docs/rl.md), rewards, truncation and illegal actions."""

from __future__ import annotations

import pytest

from svintus import rl
from svintus.engine.cards import face_of
from svintus.rl import IllegalActionError
from svintus.rl.layout import CHANCE, RACE, TURN

from .helpers import finish, position, random_decisions


def legal_names(env: rl.SvintusEnv) -> list[str]:
    mask = env.observe(env.agent_selection)["action_mask"]
    return [env.layout.names[i] for i in range(len(mask)) if mask[i]]


def act(env: rl.SvintusEnv, name: str) -> None:
    env.step(env.layout.names.index(name))


def seat(env: rl.SvintusEnv) -> int:
    return int(env.agent_selection.split("_")[1])


def test_interception_chances_go_round_from_the_actors_neighbour_actor_last() -> None:
    """R4, R4.4: p0 plays a Polisvin; p2, p3 and p0 itself hold another; p1 is to move."""
    hands = {0: ["polisvin", "polisvin", "G1", "G2"], 2: ["polisvin", "R3"], 3: ["polisvin", "B4"]}
    env = rl.env(num_players=4)
    env.load(position(4, hands, top="G5", current=0))
    assert (seat(env), env.decision) == (0, TURN)
    act(env, "play polisvin R")
    order = []
    while env.decision == CHANCE:
        order.append(seat(env))
        assert "decline" in legal_names(env)
        assert "intercept polisvin G" in legal_names(env)
        act(env, "decline")
    assert order == [2, 3, 0]
    assert (seat(env), env.decision) == (1, TURN)


def test_the_first_interception_wins_and_opens_a_new_round() -> None:
    """R4.3: p2 intercepts; p3 is offered the next copy first, p1 and p0 lose their turn."""
    hands = {0: ["polisvin", "G1", "G2"], 2: ["polisvin", "R3", "R4"], 3: ["polisvin", "B4"]}
    env = rl.env(num_players=4)
    env.load(position(4, hands, top="G5", current=0))
    act(env, "play polisvin R")
    assert (seat(env), env.decision) == (2, CHANCE)
    act(env, "intercept polisvin B")
    game = env.game
    assert game is not None and game.named == 3 and game.current == 3
    # p3 is the player to move now, so p3 plays its copy in turn; nobody else holds one
    assert (seat(env), env.decision) == (3, TURN)
    assert "play polisvin O" in legal_names(env)


def test_catch_chances_then_the_turn_player_may_catch() -> None:
    """R6.2: p0 goes down to one card without "Svintus!"; p2 and p3 may catch, then p1."""
    hands = {0: ["G1", "G2"]}
    env = rl.env(num_players=4)
    env.load(position(4, hands, top="G5", current=0))
    assert "play G1 !" in legal_names(env)
    act(env, "play G1")
    offered = []
    while env.decision == CHANCE:
        offered.append(seat(env))
        assert legal_names(env) == ["catch +" + str((0 - seat(env)) % 4), "decline"]
        act(env, "decline")
    assert offered == [2, 3]
    assert (seat(env), env.decision) == (1, TURN)
    assert "catch +3" in legal_names(env)
    act(env, "catch +3")
    game = env.game
    assert game is not None and len(game.hands[0]) == 1 + 3  # R6.2: the caught take 3
    assert (seat(env), env.decision) == (1, TURN)  # a catch is not a turn action
    assert not any(n.startswith("catch") for n in legal_names(env))


def test_a_catch_ends_the_others_chances() -> None:
    env = rl.env(num_players=4)
    env.load(position(4, {0: ["G1", "G2"]}, top="G5", current=0))
    act(env, "play G1")
    assert seat(env) == 2
    act(env, "catch +2")
    assert (seat(env), env.decision) == (1, TURN)


def test_declared_svintus_offers_no_catch() -> None:
    env = rl.env(num_players=3)
    env.load(position(3, {0: ["G1", "G2"]}, top="G5", current=0))
    act(env, "play G1 !")
    assert (seat(env), env.decision) == (1, TURN)
    assert not any(n.startswith("catch") for n in legal_names(env))


def test_slap_race_offers_each_player_once_and_the_slowest_takes_two() -> None:
    """R8.6: a Khlopkopyt; everyone is offered the slaps, one at a time."""
    env = rl.env(num_players=4)
    game = position(4, {0: ["G:khlopkopyt", "G1", "G2"]}, top="G5", current=0)
    env.load(game)
    act(env, "play G:khlopkopyt")
    sizes = [len(h) for h in game.hands]
    order = []
    while env.decision == RACE:
        order.append(seat(env))
        assert legal_names(env) == ["slap deck", "slap pile", "decline"]
        act(env, "slap deck")
    assert sorted(order) == [0, 1, 2, 3]
    assert game.race is None
    slowest = order[-1]
    assert [len(h) - s for h, s in zip(game.hands, sizes, strict=True)] == [
        2 if p == slowest else 0 for p in range(4)
    ]
    assert (seat(env), env.decision) == (1, TURN)


def test_declining_a_slap_is_never_slapping() -> None:
    env = rl.env(num_players=3)
    game = position(3, {0: ["G:khlopkopyt", "G1", "G2"]}, top="G5", current=0)
    env.load(game)
    act(env, "play G:khlopkopyt")
    sizes = [len(h) for h in game.hands]
    decliner = seat(env)
    act(env, "decline")
    while env.decision == RACE:
        act(env, "slap deck")
    assert [len(h) - s for h, s in zip(game.hands, sizes, strict=True)] == [
        2 if p == decliner else 0 for p in range(3)
    ]


def test_race_order_is_drawn_from_the_seed() -> None:
    orders = set()
    for seed in range(12):
        env = rl.env(num_players=4)
        env.reset(seed=seed)
        env.load(position(4, {0: ["G:khlopkopyt", "G1", "G2"]}, top="G5", current=0))
        act(env, "play G:khlopkopyt")
        order = []
        while env.decision == RACE:
            order.append(seat(env))
            act(env, "slap deck")
        orders.add(tuple(order))
    assert len(orders) > 3


@pytest.mark.parametrize("players", [2, 4])
def test_points_reward_is_the_winners_score_and_sums_to_zero(players: int) -> None:
    env = rl.env(num_players=players, hand_size=3)
    for seed in range(5):
        env.reset(seed=seed)
        for _ in random_decisions(env, seed):
            pass
        game = env.game
        assert game is not None and game.winner >= 0
        rewards = {a: env._cumulative_rewards[a] for a in env.agents}
        assert sum(rewards.values()) == 0
        assert rewards[f"player_{game.winner}"] == game.points  # R7.2
        assert all(env.terminations.values())
        finish(env)
        assert env.agents == []


def test_win_reward() -> None:
    env = rl.env(num_players=3, hand_size=3, reward="win")
    env.reset(seed=3)
    for _ in random_decisions(env, 3):
        pass
    game = env.game
    assert game is not None
    assert sorted(env._cumulative_rewards.values()) == [-1.0, -1.0, 1.0]
    assert env._cumulative_rewards[f"player_{game.winner}"] == 1.0


def test_max_steps_truncates() -> None:
    env = rl.env(num_players=2, max_steps=5)
    env.reset(seed=0)
    steps = sum(1 for _ in random_decisions(env, 0))
    assert steps == 5
    assert all(env.truncations.values()) and not any(env.terminations.values())
    assert set(env.rewards.values()) == {0.0}
    finish(env)


def test_an_illegal_action_raises_and_changes_nothing() -> None:
    env = rl.env(num_players=2)
    env.load(position(2, {0: ["G1", "R2"]}, top="G5", current=0))
    before = env.observe("player_0")["observation"]
    with pytest.raises(IllegalActionError, match="play R2"):
        act(env, "play R2")
    assert (env.observe("player_0")["observation"] == before).all()


def test_unknown_options_are_refused() -> None:
    with pytest.raises(ValueError, match="reward"):
        rl.env(reward="money")
    with pytest.raises(ValueError, match="option"):
        rl.env(colour_blind=True)
    with pytest.raises(ValueError, match="players"):
        rl.env(num_players=11)


def test_start_polisvin_is_named_by_the_dealer() -> None:
    """R2.2: the dealer names the colour of a start Polisvin before the first turn."""
    game = position(3, {}, top="polisvin", current=2, naming=True)
    env = rl.env(num_players=3)
    env.load(game)
    assert (seat(env), env.decision) == (2, TURN)
    assert legal_names(env) == ["name R", "name O", "name G", "name B"]
    act(env, "name B")
    assert game.named == 3 and seat(env) == 0


def test_render_ansi_and_human(capsys: pytest.CaptureFixture[str]) -> None:
    env = rl.env(num_players=2, render_mode="ansi")
    env.reset(seed=1)
    text = env.render()
    assert isinstance(text, str) and "top" in text
    human = rl.env(num_players=2, render_mode="human")
    human.reset(seed=1)
    assert "top" in capsys.readouterr().out
    assert face_of("G1") >= 0
