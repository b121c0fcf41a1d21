"""Train a Svintus policy with PPO (PyTorch, CPU) against the random bot, then evaluate it.

Two players, classic recipe, the Gymnasium single-agent environment of svintus.rl with
``reward="win"`` (+1 win, -1 loss). The learner's seat is drawn at random each game.
Invalid actions are masked out of the policy's logits. The evaluation plays
``--eval-games`` games (seeds disjoint from training) with the greedy policy against
``svintus.bots.RandomBot`` and prints the win rate.

    pip install -e ".[rl,train]"
    python examples/train_ppo.py                # 18 minutes: the figures in docs/rl.md
    python examples/train_ppo.py --minutes 0.2 --eval-games 20   # a quick try

Needs ``torch`` (the ``train`` extra); one CPU thread.
"""

from __future__ import annotations

import argparse
import time
from dataclasses import dataclass

import numpy as np
import torch
from torch import nn

from svintus.rl import SvintusSingleEnv

EVAL_SEED = 1_000_000_000  # evaluation games use seeds from here on, training below


class Policy(nn.Module):
    """An MLP with a masked categorical policy head and a value head; its input is the
    observation and the action mask (what is legal is useful to know)."""

    def __init__(self, obs_size: int, n_actions: int, hidden: int = 256) -> None:
        super().__init__()
        self.body = nn.Sequential(
            nn.Linear(obs_size + n_actions, hidden),
            nn.ReLU(),
            nn.Linear(hidden, hidden),
            nn.ReLU(),
        )
        self.pi = nn.Linear(hidden, n_actions)
        self.v = nn.Linear(hidden, 1)

    def forward(self, obs: torch.Tensor, mask: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
        h = self.body(torch.cat((obs, mask.to(obs.dtype)), dim=-1))
        logits = self.pi(h).masked_fill(~mask, -1e9)
        return logits, self.v(h).squeeze(-1)


@dataclass
class Config:
    minutes: float = 18.0
    envs: int = 32
    rollout: int = 128
    epochs: int = 4
    minibatch: int = 1024
    lr: float = 3e-4
    gamma: float = 0.995
    lam: float = 0.95
    clip: float = 0.2
    entropy: float = 0.01
    reward: str = "win"  # or "points" (scaled by 1/10)
    anneal: bool = False  # decay the learning rate linearly to 0 over the time budget
    eval_games: int = 1000
    seed: int = 0
    max_updates: int = 0  # 0: until the time budget ends


class VecEnv:
    """``count`` single-agent environments stepped in lockstep, reset when a game ends."""

    def __init__(
        self, count: int, seed: int, opponents: str = "random", reward: str = "win"
    ) -> None:
        self.envs = [
            SvintusSingleEnv(num_players=2, opponents=opponents, reward=reward)
            for _ in range(count)
        ]
        self.scale = 0.1 if reward == "points" else 1.0
        self.next_seed = seed
        obs = [self._reset(e) for e in self.envs]
        self.obs = np.stack([o["observation"] for o in obs])
        self.mask = np.stack([o["action_mask"] for o in obs]).astype(bool)

    def _reset(self, env: SvintusSingleEnv) -> dict[str, np.ndarray]:
        obs, _ = env.reset(seed=self.next_seed)
        self.next_seed += 1
        return obs

    def step(self, actions: np.ndarray) -> tuple[np.ndarray, np.ndarray, list[bool]]:
        """Step every env; return rewards, done flags and the won flags of ended games."""
        rewards = np.zeros(len(self.envs), dtype=np.float32)
        dones = np.zeros(len(self.envs), dtype=np.float32)
        won: list[bool] = []
        for k, env in enumerate(self.envs):
            obs, reward, terminated, truncated, info = env.step(int(actions[k]))
            rewards[k] = reward * self.scale
            if terminated or truncated:
                dones[k] = 1.0
                won.append(bool(info.get("won", False)))
                obs = self._reset(env)
            self.obs[k] = obs["observation"]
            self.mask[k] = obs["action_mask"]
        return rewards, dones, won


def train(cfg: Config) -> tuple[Policy, dict[str, float]]:
    torch.manual_seed(cfg.seed)
    vec = VecEnv(cfg.envs, seed=cfg.seed * 10_000_000, reward=cfg.reward)
    layout = vec.envs[0].aec.layout
    net = Policy(layout.obs_size, layout.n_actions)
    opt = torch.optim.Adam(net.parameters(), lr=cfg.lr, eps=1e-5)
    t_steps, k_envs = cfg.rollout, cfg.envs
    obs_buf = torch.zeros((t_steps, k_envs, layout.obs_size))
    mask_buf = torch.zeros((t_steps, k_envs, layout.n_actions), dtype=torch.bool)
    act_buf = torch.zeros((t_steps, k_envs), dtype=torch.long)
    logp_buf = torch.zeros((t_steps, k_envs))
    val_buf = torch.zeros((t_steps, k_envs))
    rew_buf = torch.zeros((t_steps, k_envs))
    done_buf = torch.zeros((t_steps, k_envs))
    start = time.perf_counter()
    budget = cfg.minutes * 60
    steps = games = wins = updates = 0
    recent: list[bool] = []
    while time.perf_counter() - start < budget:
        if cfg.max_updates and updates >= cfg.max_updates:
            break
        if cfg.anneal:
            left = max(0.0, 1.0 - (time.perf_counter() - start) / budget)
            for group in opt.param_groups:
                group["lr"] = cfg.lr * left
        for t in range(t_steps):
            obs = torch.from_numpy(vec.obs)
            mask = torch.from_numpy(vec.mask)
            with torch.no_grad():
                logits, value = net(obs, mask)
                dist = torch.distributions.Categorical(logits=logits)
                action = dist.sample()
            obs_buf[t] = obs
            mask_buf[t] = mask
            act_buf[t] = action
            logp_buf[t] = dist.log_prob(action)
            val_buf[t] = value
            rewards, dones, won = vec.step(action.numpy())
            rew_buf[t] = torch.from_numpy(rewards)
            done_buf[t] = torch.from_numpy(dones)
            games += len(won)
            wins += sum(won)
            recent = (recent + won)[-2000:]
        steps += t_steps * k_envs
        with torch.no_grad():
            _, next_value = net(torch.from_numpy(vec.obs), torch.from_numpy(vec.mask))
        adv = torch.zeros((t_steps, k_envs))
        last = torch.zeros(k_envs)
        for t in reversed(range(t_steps)):
            nv = next_value if t == t_steps - 1 else val_buf[t + 1]
            live = 1.0 - done_buf[t]
            delta = rew_buf[t] + cfg.gamma * nv * live - val_buf[t]
            last = delta + cfg.gamma * cfg.lam * live * last
            adv[t] = last
        ret = adv + val_buf
        b_obs = obs_buf.reshape(-1, layout.obs_size)
        b_mask = mask_buf.reshape(-1, layout.n_actions)
        b_act, b_logp = act_buf.reshape(-1), logp_buf.reshape(-1)
        b_adv, b_ret = adv.reshape(-1), ret.reshape(-1)
        n = b_obs.shape[0]
        for _ in range(cfg.epochs):
            perm = torch.randperm(n)
            for i in range(0, n, cfg.minibatch):
                idx = perm[i : i + cfg.minibatch]
                logits, value = net(b_obs[idx], b_mask[idx])
                dist = torch.distributions.Categorical(logits=logits)
                logp = dist.log_prob(b_act[idx])
                ratio = torch.exp(logp - b_logp[idx])
                a = b_adv[idx]
                a = (a - a.mean()) / (a.std() + 1e-8)
                pg = -torch.min(ratio * a, ratio.clamp(1 - cfg.clip, 1 + cfg.clip) * a).mean()
                vloss = 0.5 * ((value - b_ret[idx]) ** 2).mean()
                loss = pg + 0.5 * vloss - cfg.entropy * dist.entropy().mean()
                opt.zero_grad()
                loss.backward()
                nn.utils.clip_grad_norm_(net.parameters(), 0.5)
                opt.step()
        updates += 1
        if updates % 10 == 0:
            rate = sum(recent) / max(1, len(recent))
            minutes = (time.perf_counter() - start) / 60
            print(
                f"{minutes:6.1f} min  update {updates:5d}  steps {steps:9d}  games {games:7d}"
                f"  win rate (last {len(recent)} training games) {rate:.3f}",
                flush=True,
            )
    elapsed = time.perf_counter() - start
    stats = {"minutes": elapsed / 60, "steps": float(steps), "games": float(games)}
    return net, stats


def evaluate(net: Policy, games: int, envs: int = 50) -> float:
    """Win rate of the greedy policy over ``games`` games against the random bot."""
    envs = min(envs, games)
    pool = [SvintusSingleEnv(num_players=2, opponents="random", reward="win") for _ in range(envs)]
    next_game = 0
    active: list[int] = []
    obs_list: list[dict[str, np.ndarray]] = []
    for k, env in enumerate(pool):
        o, _ = env.reset(seed=EVAL_SEED + next_game)
        next_game += 1
        active.append(k)
        obs_list.append(o)
    wins = played = 0
    while active:
        obs = torch.from_numpy(np.stack([obs_list[k]["observation"] for k in active]))
        mask = torch.from_numpy(np.stack([obs_list[k]["action_mask"] for k in active]).astype(bool))
        with torch.no_grad():
            logits, _ = net(obs, mask)
        choice = logits.argmax(-1).numpy()
        still: list[int] = []
        for j, k in enumerate(active):
            o, _, terminated, truncated, info = pool[k].step(int(choice[j]))
            if terminated or truncated:
                played += 1
                wins += bool(info.get("won", False))
                if next_game < games:
                    o, _ = pool[k].reset(seed=EVAL_SEED + next_game)
                    next_game += 1
                else:
                    continue
            obs_list[k] = o
            still.append(k)
        active = still
    return wins / played


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawTextHelpFormatter
    )
    parser.add_argument(
        "--minutes", type=float, default=Config.minutes, help="training time budget"
    )
    parser.add_argument("--envs", type=int, default=Config.envs)
    parser.add_argument("--rollout", type=int, default=Config.rollout)
    parser.add_argument("--eval-games", type=int, default=Config.eval_games)
    parser.add_argument("--seed", type=int, default=Config.seed)
    parser.add_argument("--entropy", type=float, default=Config.entropy)
    parser.add_argument("--minibatch", type=int, default=Config.minibatch)
    parser.add_argument("--reward", choices=["win", "points"], default=Config.reward)
    parser.add_argument("--anneal", action="store_true", help="decay the learning rate to 0")
    parser.add_argument("--max-updates", type=int, default=0, help="stop after this many updates")
    parser.add_argument("--save", help="save the trained weights to this file")
    args = parser.parse_args(argv)
    torch.set_num_threads(1)
    began = time.perf_counter()
    cfg = Config(
        minutes=args.minutes,
        envs=args.envs,
        rollout=args.rollout,
        eval_games=args.eval_games,
        seed=args.seed,
        max_updates=args.max_updates,
        minibatch=min(args.minibatch, args.envs * args.rollout),
        entropy=args.entropy,
        reward=args.reward,
        anneal=args.anneal,
    )
    net, stats = train(cfg)
    print(
        f"trained {stats['minutes']:.1f} min: {stats['steps']:.0f} steps,"
        f" {stats['games']:.0f} games",
        flush=True,
    )
    if args.save:
        torch.save(net.state_dict(), args.save)
    start = time.perf_counter()
    rate = evaluate(net, cfg.eval_games)
    print(
        f"evaluation: won {rate:.1%} of {cfg.eval_games} games against the random bot"
        f" ({time.perf_counter() - start:.0f} s)",
        flush=True,
    )
    print(f"total {(time.perf_counter() - began) / 60:.1f} min (training and evaluation)")


if __name__ == "__main__":
    main()
