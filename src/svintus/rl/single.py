"""A Gymnasium single-agent environment: one learner against bots (docs/rl.md).

The learner sits at ``seat`` (or a seat drawn at random each game) of the AEC
environment; every other decision point is answered by a bot of the chosen level
(:data:`svintus.bots.BOTS`) through the bot interface: ``choose`` for turn decisions,
``react`` for out-of-turn chances (a catch during a bot's own turn is offered to
``react`` first). Bots get no clock here: reaction delays are ignored, except that a
slap at or past the slap window counts as no slap (R8.6), and bots never dawdle.

Actions outside the mask do not raise (Gymnasium's checker samples unmasked actions):
the environment takes the *fallback* action instead — ``decline`` for an out-of-turn
chance, else ``draw``, ``accept`` or ``pass`` when legal, else the first legal action —
and reports ``info["illegal"] = True`` with ``illegal_reward`` added to the reward.
Masking (``obs["action_mask"]`` or :meth:`action_masks`) avoids this.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import gymnasium
import numpy as np

from ..bots import Bot, Seat, make_bot
from ..engine.actions import Act
from . import picture
from .aec import RESET_TRIES, REWARDS, Mask, SvintusEnv
from .encoding import Observation
from .layout import CHANCE, CHOICE, NONE, PHASE, RACE, TURN
from .picture import Picture

BotFactory = Callable[[int, int], Bot]  # (seat, seed) -> bot
Obs = dict[str, Observation | Mask]


class SvintusSingleEnv(gymnasium.Env[Obs, np.int64]):
    """One learner against ``num_players - 1`` bots; reward as in :class:`SvintusEnv`."""

    # A plain attribute: gymnasium.Env declares ``metadata`` an instance variable.
    metadata = {"render_modes": ["human", "ansi", "rgb_array"], "render_fps": 2}  # noqa: RUF012

    def __init__(
        self,
        num_players: int = 2,
        recipe: str = "classic",
        opponents: str | BotFactory | Sequence[str | BotFactory] = "random",
        seat: int | None = None,
        reward: str = "win",
        illegal_reward: float = 0.0,
        render_mode: str | None = None,
        **options: Any,
    ) -> None:
        if reward not in REWARDS:
            raise ValueError(f"reward must be one of {REWARDS}, not {reward!r}")
        self.aec = SvintusEnv(num_players, recipe, None, reward=reward, **options)
        if seat is not None and not 0 <= seat < num_players:
            raise ValueError(f"seat must be 0..{num_players - 1} or None, not {seat!r}")
        if isinstance(opponents, str) or callable(opponents):
            self._factories = [_factory(opponents)] * num_players
        else:
            if len(opponents) != num_players - 1:
                raise ValueError(f"{len(opponents)} opponents for {num_players} players")
            self._factories = [_factory(o) for o in opponents]
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(
                f"render_mode must be None, 'human', 'ansi' or 'rgb_array', not {render_mode!r}"
            )
        self.render_mode = render_mode
        self.fixed_seat = seat
        self.illegal_reward = illegal_reward
        agent = self.aec.possible_agents[0]
        self.observation_space = self.aec.observation_space(agent)
        self.action_space = gymnasium.spaces.Discrete(self.aec.layout.n_actions)
        self.seat = 0 if seat is None else seat
        self.agent = agent
        self.bots: list[Bot | None] = []
        self._seats: list[Seat] = []
        self._observers: list[Bot] = []

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[Obs, dict[str, Any]]:
        """A new game in which the learner has a decision to make.

        A game that ends before the learner's first decision (the bots' moves, or a deal with
        tiny hands) is dealt again from the same seeded generator.
        """
        super().reset(seed=seed)
        rng = self.np_random
        n = self.aec.n
        for _ in range(RESET_TRIES):
            self.seat = int(rng.integers(n)) if self.fixed_seat is None else self.fixed_seat
            self.agent = self.aec.possible_agents[self.seat]
            self.aec.reset(seed=int(rng.integers(2**62)))
            game = self.aec.game
            assert game is not None
            bot_seed = int(rng.integers(2**62))
            others = [q for q in range(n) if q != self.seat]
            self.bots = [None] * n
            for k, q in enumerate(others):
                factory = self._factories[k]
                self.bots[q] = factory(q, bot_seed)
            self._seats = [Seat(game, q) for q in range(n)]
            self._observers = [
                b for b in self.bots if b is not None and type(b).observe is not Bot.observe
            ]
            self._tell(self.aec.events)
            self._play_bots()
            if self.aec.decision != NONE:
                obs, _, _, _, info = self._last()
                return obs, info
        raise RuntimeError(f"no game of {RESET_TRIES} left the learner a decision to make")

    def step(self, action: Any) -> tuple[Obs, float, bool, bool, dict[str, Any]]:
        aec = self.aec
        aec._started("step()")
        if aec.agent_selection != self.agent or aec.terminations[self.agent]:
            raise RuntimeError("the game is over: call reset()")
        i = int(action)
        illegal = i not in aec.legal
        if illegal:
            i = self._fallback()
        aec.step(i)
        self._tell(aec.events)
        self._play_bots()
        obs, reward, terminated, truncated, info = self._last()
        if illegal:
            info["illegal"] = True
            reward += self.illegal_reward
        if self.render_mode == "human":
            self.render()
        return obs, reward, terminated, truncated, info

    def action_masks(self) -> Mask:
        """The learner's current action mask (the name sb3-contrib's MaskablePPO uses)."""
        self.aec._started("action_masks()")
        return self.aec.action_mask()

    def _fallback(self) -> int:
        legal = self.aec.legal
        lay = self.aec.layout
        for i in (lay.decline, lay.draw, lay.accept, lay.pass_):
            if i in legal:
                return i
        return legal[0]

    def _last(self) -> tuple[Obs, float, bool, bool, dict[str, Any]]:
        aec = self.aec
        agent = self.agent
        obs = aec.observe(agent)
        reward = float(aec._cumulative_rewards.get(agent, 0.0))
        if agent in aec._cumulative_rewards:
            aec._cumulative_rewards[agent] = 0.0
        terminated = bool(aec.terminations.get(agent, False))
        truncated = bool(aec.truncations.get(agent, False))
        game = aec.game
        assert game is not None
        info: dict[str, Any] = {}
        if terminated or truncated:
            info["winner"] = game.winner
            info["won"] = game.winner == self.seat
            info["points"] = game.points
        return obs, reward, terminated, truncated, info

    def _tell(self, events: Sequence[Any]) -> None:
        for bot in self._observers:
            seat = self._seats[bot.seat]
            bot.observe(seat, seat.redact(events))

    def _play_bots(self) -> None:
        """Let the bots decide until the learner has a decision or the game ends."""
        aec = self.aec
        game = aec.game
        assert game is not None
        slap_seconds = aec.rules.slap_seconds
        while aec.decision and aec.agent_selection != self.agent:
            p = aec._seat_of[aec.agent_selection]
            bot = self.bots[p]
            assert bot is not None
            seat = self._seats[p]
            legal = aec.legal
            decision = aec.decision
            choice = -1
            if aec.table is not None:
                choice = self._table_choice(bot, seat, decision)
            elif decision == TURN:
                catches = [
                    a for a in (aec.engine_action(i) for i in legal) if a and a.kind == Act.CATCH
                ]
                if catches:
                    r = bot.react(seat, catches)
                    if r is not None:
                        choice = aec.index_of(r.action)
                if choice < 0:
                    acts = game.turn_actions()
                    action = acts[0] if len(acts) == 1 else bot.choose(seat, acts)
                    choice = aec.index_of(action)
            else:
                offered = [a for a in (aec.engine_action(i) for i in legal) if a is not None]
                r = bot.react(seat, offered)
                if r is None or (decision == RACE and r.delay >= slap_seconds):
                    choice = aec.layout.decline
                else:
                    choice = aec.index_of(r.action)
                assert decision in (CHANCE, RACE)
            if choice not in legal:
                raise RuntimeError(f"bot {bot.name} at seat {p} chose an illegal action")
            aec.step(choice)
            self._tell(aec.events)

    def _table_choice(self, bot: Bot, seat: Seat, decision: int) -> int:
        """A bot's answer at a decision of the table model (a deck with R9 or 2.0 cards):
        ``choose`` among the turn, phase or choice actions (after ``react`` to the
        chances offered with a turn), ``react`` to an out-of-turn chance or a race (no
        reaction, or a slap past the slap window: ``decline``)."""
        aec = self.aec
        ask = aec._ask
        game = aec.game
        assert ask is not None and game is not None
        offer = [a for a in ask.options.values() if a is not None]
        if decision in (TURN, PHASE, CHOICE):
            own = set(game.turn_actions()) if decision == TURN else set(offer)
            chances = [a for a in offer if a not in own]
            if decision == TURN and chances:
                r = bot.react(seat, chances)
                if r is not None and r.action in offer:
                    return aec.index_of(r.action)
            mine = [a for a in offer if a in own] or offer
            if not mine:
                return aec.layout.decline
            action = mine[0] if len(mine) == 1 else bot.choose(seat, mine)
            return aec.index_of(action)
        r = bot.react(seat, offer)
        if r is None or (decision == RACE and r.delay >= aec.rules.slap_seconds):
            return aec.layout.decline
        try:
            return aec.index_of(r.action)
        except KeyError:  # a line of the bot's own that the table does not offer
            return aec.layout.decline

    def render(self) -> str | Picture | None:
        if self.render_mode is None:
            gymnasium.logger.warn("render() called without a render_mode")
            return None
        if self.render_mode == "rgb_array":
            return picture.draw(self.aec._started("render()"))
        text = self.aec.describe()
        if self.render_mode == "human":
            print(text)
            return None
        return text


def _factory(spec: str | BotFactory) -> BotFactory:
    if isinstance(spec, str):
        name = spec

        def make(seat: int, seed: int) -> Bot:
            return make_bot(name, seat, seed)

        make_bot(name, 0, 0)  # an unknown name fails now, not at the first reset
        return make
    return spec
