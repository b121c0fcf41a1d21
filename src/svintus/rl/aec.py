"""The PettingZoo AEC environment of Svintus (docs/rl.md).

Decision points, in this deterministic order after every applied action:

1. **A slap race is open** (R8.6): the players who have not slapped are offered
   ``slap deck``, ``slap pile`` or ``decline``, one at a time, in an order drawn from the
   environment's seeded generator when the race opens (reaction speed is modelled as
   random). The last player to slap the deck is the slowest; when everyone has been
   offered, the table closes the race and whoever never slapped takes two (R8.6).
2. **Out-of-turn chances**: once per move number (R3.6), the players other than the
   player to move who can intercept the top card (R4) or catch a player who did not
   declare "Svintus!" (R6.2) are offered their chances, one decision each (all their
   interceptions and catches, plus ``decline``), in seat order in the current
   direction from the neighbour of the player of the last turn action, that player
   last. The first interception wins the window (a new move, so a new round of
   chances follows); after a catch the catcher is asked again while they still have a
   chance. A player who declined is not asked again in the same move.
3. **The player to move** decides: a play, draw, pass, accept or colour name (R3, R5,
   R2.2), or a catch of their own (the catch is not a turn action, so they decide again).

There are no timeouts (no clock), no speech (it only ever costs cards, R8.5) and no
separate "Svintus!" declaration: the declaration is the ``!`` flag of a play (R6.1).

A deck with R9 or 2.0 cards (every recipe but ``classic`` and ``simple``) is played by
the table model of :mod:`svintus.rl.table` instead: a clock, windows, phases and races.
"""

from __future__ import annotations

import random
from array import array
from typing import Any, ClassVar

import gymnasium
import numpy as np
import numpy.typing as npt
from gymnasium.utils import seeding
from pettingzoo import AECEnv

from ..engine import actions as A
from ..engine.actions import Act, Action
from ..engine.cards import COLOURS, FACE_KIND, FACES, POLISVIN, card_name
from ..engine.errors import RulesError
from ..engine.events import Event
from ..engine.game import FITS, FITS_NAMED, Game, pname
from ..engine.rules import Rules
from . import picture
from .encoding import Encoder, Observation, encode_view
from .layout import CHANCE, NONE, RACE, TURN, Layout
from .picture import Picture
from .table import Ask, Table

Mask = npt.NDArray[np.int8]
RESET_TRIES = 1000  # deals tried for one reset that leaves a decision to make
REWARDS = ("points", "win")
_INT8 = np.dtype(np.int8)  # a dtype object: numpy resolves it faster than a type


class IllegalActionError(ValueError):
    """An action outside the current action mask."""


class SvintusEnv(AECEnv):  # type: ignore[misc]  # pettingzoo is untyped
    """Svintus for 2-10 agents ``player_0`` .. ``player_9`` (seat = agent number).

    ``reward="points"``: at the end the winner gets the game's points (R7.2: one per card
    left with the opponents) and every other player minus their own cards left, so the
    rewards sum to zero; ``reward="win"``: +1 for the winner, -1 for everyone else.
    ``max_steps`` truncates a game after that many decisions (a safeguard: random play
    ends games long before). Other keyword options are :class:`Rules` options
    (``hand_size``, ``stacked_skips``, ``svintus_penalty`` ...).
    """

    metadata: ClassVar[dict[str, Any]] = {
        "name": "svintus_v0",
        "render_modes": ["human", "ansi", "rgb_array"],
        "is_parallelizable": False,
        "render_fps": 2,
    }

    def __init__(
        self,
        num_players: int = 4,
        recipe: str = "classic",
        render_mode: str | None = None,
        reward: str = "points",
        max_steps: int = 100_000,
        think_seconds: float = 1.0,
        **options: Any,
    ) -> None:
        super().__init__()
        try:
            self.rules = Rules(players=num_players, recipe=recipe, **options)
        except TypeError as e:
            raise RulesError(f"unknown option for svintus.rl.env: {e}") from e
        if self.rules.etiquette_keeps_two:
            raise RulesError(
                "svintus.rl cannot play with etiquette_keeps_two: the layout has no index for "
                "a choice of one penalty card among several (docs/rl.md, Recipes)"
            )
        if think_seconds <= 0:
            raise ValueError(f"think_seconds must be positive, not {think_seconds!r}")
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(
                f"render_mode must be None, 'human', 'ansi' or 'rgb_array', not {render_mode!r}"
            )
        if reward not in REWARDS:
            raise ValueError(f"reward must be one of {REWARDS}, not {reward!r}")
        if max_steps < 1:
            raise ValueError(f"max_steps must be positive, not {max_steps!r}")
        self.render_mode = render_mode
        self.reward_mode = reward
        self.max_steps = max_steps
        n = self.n = num_players
        self.layout = layout = Layout(self.rules)
        self.encoder = Encoder(layout, n)
        # A deck with R9 or 2.0 cards: the table model (table.py); else the classic one.
        self.table = None if layout.classic else Table(layout, n, think_seconds)
        self._ask: Ask | None = None
        self.possible_agents: list[str] = [f"player_{p}" for p in range(n)]
        self.agents: list[str] = []
        self._seat_of = {a: p for p, a in enumerate(self.possible_agents)}
        obs_box = gymnasium.spaces.Box(0.0, 1.0, (layout.obs_size,), np.float32)
        mask_box = gymnasium.spaces.Box(0, 1, (layout.n_actions,), np.int8)
        self.observation_spaces = {
            a: gymnasium.spaces.Dict({"observation": obs_box, "action_mask": mask_box})
            for a in self.possible_agents
        }
        self.action_spaces = {
            a: gymnasium.spaces.Discrete(layout.n_actions) for a in self.possible_agents
        }
        self._index = [layout.index_table(p, n) for p in range(n)]
        self._actions = [
            [layout.action(p, i, n) for i in range(layout.n_actions)] for p in range(n)
        ]
        self._zero_mask = array("b", bytes(layout.n_actions))
        # Play indexes by face; a Polisvin's is stored as -1 - base (it has 8 variants).
        self._play_base = [
            (-1 - b if FACE_KIND[f] == POLISVIN else b)
            if (b := layout.play_base.get(f)) is not None
            else 0
            for f in range(len(FACES))
        ]
        self._polisvin_variants = ((0, 2, 4, 6), tuple(range(8)))
        self._np_random: np.random.Generator | None = None
        self._np_random_seed: int | None = None
        self.game: Game | None = None
        self.events: list[Event] = []  # events of the last step, for renderers and bots
        self.decision = NONE
        self.legal: list[int] = []  # legal action indexes of the selected agent
        self.steps = 0

    # ----------------------------------------------------------------- spaces

    def observation_space(self, agent: str) -> gymnasium.spaces.Space[Any]:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> gymnasium.spaces.Space[Any]:
        return self.action_spaces[agent]

    @property
    def np_random(self) -> np.random.Generator:
        if self._np_random is None:
            self._np_random, self._np_random_seed = seeding.np_random()
        return self._np_random

    # ----------------------------------------------------------------- reset

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """Deal a new game; the first dealer is drawn at random (R2.4).

        A reset always leaves a decision to make: a deal that ends the game before anyone
        decides (possible with tiny hands, ``hand_size=1``) is dealt again, from the same
        seeded generator, so a seed still gives one exact sequence of games.
        """
        if seed is not None:
            self._np_random, self._np_random_seed = seeding.np_random(seed)
        rng = self.np_random
        for _ in range(RESET_TRIES):
            self._rng = random.Random(int(rng.integers(2**62)))
            dealer = int(rng.integers(self.n))
            game = Game.new(self.rules, int(rng.integers(2**62)), dealer)
            self._start(game, dealer)  # the start card counts as played by the dealer (R2.2)
            if self.decision != NONE:
                return
        raise RuntimeError(f"no deal of {RESET_TRIES} left a decision to make: {self.rules}")

    def _started(self, what: str) -> Game:
        """The game in progress; before the first reset, a clear error naming ``what``."""
        if self.game is None:
            raise RuntimeError(f"call reset() before {what}")
        return self.game

    def last(self, observe: bool = True) -> tuple[Any, float, bool, bool, dict[str, Any]]:
        self._started("last()")
        return super().last(observe)  # type: ignore[no-any-return]

    def load(self, game: Game, actor: int | None = None) -> None:
        """Go on from ``game`` (a position built elsewhere, same rules), as after a reset.

        ``actor`` is the player of the last turn action, from whose neighbour the
        out-of-turn chances are offered (default: the seat before the player to move).
        """
        if game.rules != self.rules:
            raise ValueError("the game's rules differ from this environment's")
        if self._np_random is None:
            self.reset()
        self._rng = random.Random(int(self.np_random.integers(2**62)))
        self._start(game, (game.current - game.direction) % self.n if actor is None else actor)

    def _start(self, game: Game, actor: int) -> None:
        self.game = game
        self.events = list(game.events)
        self.encoder.sync(game)
        self.agents = self.possible_agents[:]
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        self._skip_agent_selection = None
        self.steps = 0
        self._actor = actor
        self._queue: list[int] = []
        self._queue_move = -1
        self._race_queue: list[int] | None = None
        if self.table is not None:
            self.table.start(game, actor, self._rng)
        self._advance()
        if self.render_mode == "human":
            self.render()

    # ----------------------------------------------------------------- observe

    def observe(self, agent: str) -> dict[str, Observation | Mask]:
        p = self._seat_of[agent]
        game = self._started("observe()")
        selected = agent == self.agent_selection and self.decision != NONE
        decision = self.decision if selected else NONE
        if self.table is not None:  # from the seat's view alone (R14.8)
            obs = encode_view(self.layout, game.view(p, rules=False), decision)
        else:
            obs = self.encoder.encode(game, p, decision)
        return {"observation": obs, "action_mask": self._mask(p if selected else -1)}

    def _mask(self, p: int) -> Mask:
        buf = array("b", self._zero_mask)
        if p >= 0:
            for i in self.legal:
                buf[i] = 1
        return np.frombuffer(buf, _INT8)

    def action_mask(self) -> Mask:
        """The action mask of the selected agent (all zeros once the game is over)."""
        self._started("action_mask()")
        return self._mask(self._seat_of[self.agent_selection] if self.decision else -1)

    def engine_action(self, index: int) -> Action | None:
        """The engine action that ``index`` means for the selected agent (None: decline)."""
        p = self._seat_of[self.agent_selection]
        game = self.game
        assert game is not None
        if self.table is not None:
            return self._ask.options.get(index) if self._ask is not None else None
        if self.layout.intercept <= index < self.layout.draw:
            return self.layout.action(p, index, self.n, game.pile[-1])
        return self._actions[p][index]

    def index_of(self, action: Action) -> int:
        """The index of an engine action of the selected agent (its move number ignored)."""
        if self.table is not None:  # the offered action itself, else its generic line
            ask = self._ask
            options = ask.options.items() if ask is not None else ()
            found = [i for i, a in options if a == action]
            found += [i for i, a in options if a is not None and a == action._replace(text="")]
            if not found:
                raise KeyError(action)
            return found[0]
        action = action.bare()
        if action.kind == Act.INTERCEPT:
            return self.layout.intercept_index(action)
        return self._index[action.player][action]

    # ----------------------------------------------------------------- step

    def step(self, action: Any) -> None:
        self._started("step()")
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        game = self.game
        assert game is not None
        i = int(action)
        if i not in self.legal:
            raise IllegalActionError(self._illegal(agent, i))
        p = self._seat_of[agent]
        decision = self.decision
        self.steps += 1
        if self.table is not None:
            self._step_table(i)
        elif i == self.layout.decline:
            self.events = []
            if decision == RACE:
                assert self._race_queue is not None
                self._race_queue.pop(0)
            else:
                self._queue.pop(0)
        else:
            move = game.move
            if decision == CHANCE and i < self.layout.draw:
                act: Action | None = A.intercept(p, game.pile[-1], *_flags(self, i))
            else:
                act = self._actions[p][i]
            assert act is not None
            self.events = events = game.apply_unchecked(act)
            self.encoder.update(events)
            if game.move != move:
                self._actor = p
        self._advance()
        if self.steps >= self.max_steps and self.game is not None and self.game.winner < 0:
            self._end(truncated=True)
        if self.render_mode == "human":
            self.render()

    def _step_table(self, i: int) -> None:
        """A decision of the table model (table.py): apply the chosen action, if any."""
        ask = self._ask
        game = self.game
        assert ask is not None and game is not None and self.table is not None
        act = ask.options[i]
        self.events = []
        if act is not None:
            self.events = game.apply_unchecked(act)
            self.table.applied(ask, act)

    def _illegal(self, agent: str, i: int) -> str:
        names = self.layout.names
        what = f"{i} ({names[i]})" if 0 <= i < len(names) else f"{i} (out of range)"
        legal = ", ".join(names[j] for j in self.legal)
        return f"{agent} cannot take action {what} now; legal: {legal}"

    def _advance(self) -> None:
        """Select the next decision point (see the module docstring for the order)."""
        game = self.game
        assert game is not None
        if self.table is not None:
            ask, events = self.table.next()
            if events:
                self.events = self.events + events
            self._ask = ask
            if ask is None:
                self._end(truncated=False)
            else:
                self._select(ask.seat, ask.decision, list(ask.options))
            return
        n = self.n
        while True:
            if game.winner >= 0:
                self._end(truncated=False)
                return
            race = game.race
            if race is not None:
                rq = self._race_queue
                if rq is None:
                    rq = self._race_queue = list(range(n))
                    self._rng.shuffle(rq)
                while rq:
                    p = rq[0]
                    if race[p]:
                        rq.pop(0)
                        continue
                    lay = self.layout
                    self._select(p, RACE, [lay.slap_deck, lay.slap_pile, lay.decline])
                    return
                events = game.apply_unchecked(A.close_race())
                self.encoder.update(events)
                self.events = self.events + events
                self._race_queue = None
                continue
            if self._queue_move != game.move:
                self._queue_move = game.move
                self._queue = self._chance_order(game)
            queue = self._queue
            while queue:
                legal = self._chances(game, queue[0])
                if legal:
                    self._select(queue[0], CHANCE, legal)
                    return
                queue.pop(0)
            self._select(game.current, TURN, self._turn(game))
            return

    def _chance_order(self, game: Game) -> list[int]:
        if not (game.catchable or game.interceptors()):
            return []
        n = self.n
        d = game.direction
        actor = self._actor
        cur = game.current
        return [q for q in ((actor + d * k) % n for k in range(1, n + 1)) if q != cur]

    def _chances(self, game: Game, p: int) -> list[int]:
        out: list[int] = []
        if game.window and game.pile[-1] in game.hands[p] and p != game.current:
            lay = self.layout
            for a in game.legal_actions(p):
                if a.kind == Act.INTERCEPT:
                    out.append(lay.intercept_index(a))
        if game.catchable:
            base = self.layout.catch - 1
            n = self.n
            out.extend(base + (q - p) % n for q in game.catchable if q != p)
        if out:
            out.append(self.layout.decline)
        return out

    def _turn(self, game: Game) -> list[int]:
        p = game.current
        if game.pending_kind < 0 and game.drawn < 0 and not game.naming:
            # The common case, as Game.turn_actions lists it (R3.1, R3.3), straight to
            # indexes with the engine's own fit tables; tests check both agree.
            hand = game.hands[p]
            row = FITS_NAMED[game.named] if game.named >= 0 else FITS[game.pile[-1]]
            base = self._play_base
            wide = self._polisvin_variants[len(hand) == 2]
            out: list[int] = []
            prev = -1
            for f in hand:
                if f != prev and row[f]:
                    b = base[f]
                    if b < 0:
                        out.extend([-b - 1 + k for k in wide])
                    else:
                        out.append(b)
                        if len(hand) == 2:
                            out.append(b + 1)
                prev = f
            out.append(self.layout.draw)
        else:
            index = self._index[p]
            out = [index[a] for a in game.turn_actions()]
        if game.catchable:
            catch = self.layout.catch - 1
            n = self.n
            out.extend(catch + (q - p) % n for q in game.catchable if q != p)
        return out

    def _select(self, p: int, decision: int, legal: list[int]) -> None:
        self.agent_selection = self.possible_agents[p]
        self.decision = decision
        self.legal = legal

    def _end(self, truncated: bool) -> None:
        game = self.game
        assert game is not None
        self.decision = NONE
        self.legal = []
        if truncated:
            self.truncations = dict.fromkeys(self.agents, True)
        else:
            self.terminations = dict.fromkeys(self.agents, True)
            w = game.winner
            for a in self.agents:
                q = self._seat_of[a]
                if self.reward_mode == "win":
                    r = 1.0 if q == w else -1.0
                else:
                    r = float(game.points if q == w else -len(game.hands[q]))
                self.rewards[a] = r
                self._cumulative_rewards[a] += r
        self.agent_selection = self.agents[0]

    # ----------------------------------------------------------------- render

    def render(self) -> str | Picture | None:
        """A text picture of the table; ``human`` prints it, ``ansi`` returns it;
        ``rgb_array`` returns the table as an RGB array (:mod:`svintus.rl.picture`)."""
        if self.render_mode is None:
            gymnasium.logger.warn("render() called without a render_mode")
            return None
        if self.render_mode == "rgb_array":
            return picture.draw(self._started("render()"))
        text = self.describe()
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def describe(self) -> str:
        game = self.game
        if game is None:
            return "(no game: call reset())"
        named = f" named {COLOURS[game.named]}" if game.named >= 0 else ""
        lines = [f"top {card_name(game.pile[-1])}{named}, deck {len(game.deck)}, move {game.move}"]
        for p in range(self.n):
            mark = ">" if p == game.current else " "
            hand = " ".join(card_name(f) for f in game.hands[p])
            lines.append(f"{mark} {pname(p)} ({len(game.hands[p])}): {hand}")
        if game.winner >= 0:
            lines.append(f"{pname(game.winner)} won {game.points} points")
        return "\n".join(lines)

    def close(self) -> None:
        pass


def _flags(env: SvintusEnv, i: int) -> tuple[int, bool]:
    """(colour, svintus) of an interception index."""
    lay = env.layout
    if lay.intercept_polisvin >= 0 and i >= lay.intercept_polisvin:
        k = i - lay.intercept_polisvin
        return k // 2, bool(k % 2)
    return -1, bool(i - lay.intercept)
