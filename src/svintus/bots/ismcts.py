"""The search bot: information-set Monte Carlo tree search (single-observer ISMCTS).

Each iteration deals one *world* consistent with what the seat has seen
(:class:`~svintus.bots.memory.Determinizer`: hidden cards into the opponents' hands and
the deck, respecting hand sizes, cards played, cards taken and what players showed they
lack), then walks one tree shared by all worlds: at each turn the player to move picks,
among the actions legal in this world, the one with the best upper confidence bound
(UCB1 with availability counts, Cowling, Powley & Whitehouse 2012), adds one new node,
plays on with a cheap rollout policy for at most ``horizon`` turn actions, and scores the
end: 1 to the winner, or a share by hand sizes when the horizon cut it short.

Between turns the world moves as a table would (R14.3): slap races close in a random
order, and a player holding an exact copy of the top card intercepts it (R4) with
probability ``intercept_rate``. Everyone declares "Svintus!" (R6.1) in the search.
Out of turn the bot acts as :class:`~svintus.bots.heuristic.HeuristicBot`.

The budget is ``ms`` milliseconds of wall-clock time per decision or a fixed number of
``iterations``; only an iteration budget makes decisions reproducible with a seed.
The search uses the engine's fast paths: :meth:`Game.copy`, :meth:`Game.turn_actions`
and :meth:`Game.apply_unchecked`.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Sequence

from ..engine import actions as A
from ..engine.actions import Act, Action
from ..engine.cards import FACE_COLOUR, FACE_KIND, KHAPYOZH, POLISVIN, ZAKHRAPIN
from ..engine.game import FITS, FITS_NAMED, Game
from .base import Seat
from .heuristic import HeuristicBot, Situation, plan_turn
from .memory import Determinizer

_EXP = tuple(math.exp(-0.45 * s) for s in range(400))


class Node:
    """One decision in the shared tree; ``reward`` is from the view of ``player``."""

    __slots__ = ("avail", "children", "player", "reward", "visits")

    def __init__(self, player: int) -> None:
        self.player = player
        self.children: dict[Action, Node] = {}
        self.visits = 0
        self.avail = 1
        self.reward = 0.0


def sane(acts: list[Action]) -> list[Action]:
    """Drop what a good player never does: leave out "Svintus!" (R6.1), accept a penalty
    they could transfer (R5.3), draw or pass while a card other than Polisvin fits."""
    if len(acts) <= 1:
        return acts
    if any(a.svintus for a in acts):
        acts = [a for a in acts if a.kind != Act.PLAY or a.svintus]
    if any(a.kind == Act.PLAY and FACE_KIND[a.card] != POLISVIN for a in acts):
        acts = [a for a in acts if a.kind == Act.PLAY or a.kind == Act.NAME_COLOUR]
    return acts


def choices(game: Game) -> list[Action]:
    """The sane turn actions of the player to move."""
    return sane(game.turn_actions())


def _top_colour(hand: Sequence[int], skip: int = -1) -> int:
    counts = [0, 0, 0, 0, 0]
    for f in hand:
        counts[FACE_COLOUR[f]] += 1
    if skip >= 0:
        counts[FACE_COLOUR[skip]] -= 1
    best = 0
    for c in (1, 2, 3):
        if counts[c] > counts[best]:
            best = c
    return best


def rollout_move(g: Game, rng: random.Random) -> Action:
    """A cheap policy close to the heuristic bot's: transfer, attack, follow, keep Polisvin."""
    p = g.current
    hand = g.hands[p]
    last = len(hand) == 2
    if g.naming:
        return A.name_colour(p, _top_colour(hand))
    if g.pending_kind >= 0:
        k = g.pending_kind
        for f in hand:
            if FACE_KIND[f] == k:
                return A.play(p, f, -1, last)
        return A.accept(p)
    if g.drawn >= 0:
        f = g.drawn
        if FACE_KIND[f] == POLISVIN:
            return A.play(p, f, _top_colour(hand, f), last)
        return A.play(p, f, -1, last)
    row = FITS_NAMED[g.named] if g.named >= 0 else FITS[g.pile[-1]]
    counts = [0, 0, 0, 0, 0]
    polisvin = -1
    best = -1
    best_score = -1.0
    for f in hand:
        counts[FACE_COLOUR[f]] += 1
    nxt = (p + g.direction) % g.n
    attack = len(g.hands[nxt]) <= 3
    for f in hand:
        if not row[f]:
            continue
        kind = FACE_KIND[f]
        if kind == POLISVIN:
            polisvin = f
            continue
        score = counts[FACE_COLOUR[f]] + rng.random()
        if attack and kind in (KHAPYOZH, ZAKHRAPIN):
            score += 20.0
        if score > best_score:
            best, best_score = f, score
    if best >= 0:
        return A.play(p, best, -1, last)
    if polisvin >= 0 and (len(hand) <= 3 or attack):
        return A.play(p, polisvin, _top_colour(hand, polisvin), last)
    return A.draw(p)


def settle(g: Game, rng: random.Random, intercept_rate: float) -> None:
    """Play the table's part between turns: close slap races, let copies intercept."""
    while g.winner < 0:
        if g.race is not None:
            rnd = rng.random
            for q in sorted(range(g.n), key=lambda _: rnd()):
                g.apply_unchecked(A.slap(q, A.DECK))
                if g.race is None:
                    break
            continue
        if not g.window:
            return
        who = g.interceptors()
        if not who or rng.random() >= intercept_rate:
            return
        q = who[0] if len(who) == 1 else rng.choice(who)
        hand = g.hands[q]
        f = g.pile[-1]
        colour = _top_colour(hand, f) if FACE_KIND[f] == POLISVIN else -1
        g.apply_unchecked(A.intercept(q, f, colour, len(hand) == 2))


def evaluate(g: Game) -> list[float]:
    """1 to the winner; before the end, shares that fall with each hand's size."""
    n = g.n
    if g.winner >= 0:
        out = [0.0] * n
        out[g.winner] = 1.0
        return out
    sizes = [len(h) for h in g.hands]
    if g.pending_kind == KHAPYOZH:
        sizes[g.current] += 3 * g.pending_count
    weights = [_EXP[min(s, 399)] for s in sizes]
    total = sum(weights)
    return [w / total for w in weights]


class IsmctsBot(HeuristicBot):
    """ISMCTS for turn decisions within a budget; heuristic reactions out of turn."""

    name = "ismcts"
    default_ms = 200.0
    exploration = 0.7
    horizon = 40  # turn actions of a rollout before it is scored by hand sizes
    intercept_rate = 0.8
    confidence = 1.0  # standard errors an action must gain to overrule the heuristic

    def __init__(
        self, seat: int, seed: int, ms: float | None = None, iterations: int | None = None
    ) -> None:
        super().__init__(seat, seed)
        if ms is None and iterations is None:
            ms = self.default_ms
        self.ms = ms
        self.iterations = iterations
        self.searches = 0  # decisions searched, and their iterations, for benchmarks
        self.total_iterations = 0

    def choose(self, seat: Seat, legal: Sequence[Action]) -> Action:
        acts = sane(list(legal))
        if len(acts) == 1:
            return self.slip(acts[0], legal)
        view = seat.view()
        self.memory.sync(view)
        hand = seat.hand()
        det = Determinizer(self.memory, view, hand)
        default = plan_turn(Situation.of(view, hand, self.memory), acts, self.weights)
        return self.slip(self.search(det, acts, default), legal)

    def search(self, det: Determinizer, acts: list[Action], default: Action) -> Action:
        """The root action with the best mean reward, if it beats ``default`` clearly.

        Every world is played from every root action with the same random stream
        (common random numbers), so the comparison of two actions sees the same hidden
        cards and deck order; the bot leaves the heuristic's ``default`` only for an
        action whose paired advantage is more than ``confidence`` standard errors.
        """
        rng = self.rng
        me = det.me
        root = Node(-1)
        samples: dict[Action, list[float]] = {}
        for a in acts:
            root.children[a] = Node(me)
            samples[a] = []
        k = len(acts)
        worlds = None if self.iterations is None else max(1, self.iterations // k)
        deadline = math.inf if self.ms is None else time.perf_counter() + self.ms / 1000
        done = 0
        while (worlds is None or done < worlds) and (done == 0 or time.perf_counter() < deadline):
            done += 1
            world = det.sample(rng)
            seed = rng.getrandbits(52)
            for i, a in enumerate(acts):
                g = world if i == k - 1 else world.copy()
                reward = self.iterate(root.children[a], a, g, random.Random(seed))
                samples[a].append(reward[me])
        self.searches += 1
        self.total_iterations += done * k
        means = {a: sum(x) / done for a, x in samples.items()}
        best = max(acts, key=lambda a: means[a])
        if best == default or default not in samples:
            return best
        diffs = [x - y for x, y in zip(samples[best], samples[default], strict=True)]
        mean = sum(diffs) / done
        var = sum((d - mean) ** 2 for d in diffs) / max(done - 1, 1)
        return best if mean > self.confidence * math.sqrt(var / done) else default

    def iterate(self, node: Node, action: Action, g: Game, rng: random.Random) -> list[float]:
        """One ISMCTS iteration below the root: select, expand one node, roll out, back up."""
        c = self.exploration
        rate = self.intercept_rate
        path = [node]
        g.apply_unchecked(action)
        settle(g, rng, rate)
        while g.winner < 0:
            options = choices(g)
            if not options:  # pragma: no cover - settle closes every race
                break
            children = node.children
            for a in options:
                child = children.get(a)
                if child is not None:
                    child.avail += 1
            untried = [a for a in options if a not in children]
            if untried:
                a = untried[0] if len(untried) == 1 else rng.choice(untried)
                node = children[a] = Node(g.current)
                path.append(node)
                g.apply_unchecked(a)
                settle(g, rng, rate)
                break
            best_a = options[0]
            best_v = -1.0
            for a in options:
                ch = children[a]
                v = ch.reward / ch.visits + c * math.sqrt(math.log(ch.avail) / ch.visits)
                if v > best_v:
                    best_a, best_v = a, v
            node = children[best_a]
            path.append(node)
            g.apply_unchecked(best_a)
            settle(g, rng, rate)
        reward = self.rollout(g, rng)
        for nd in path:
            nd.visits += 1
            nd.reward += reward[nd.player]
        return reward

    def rollout(self, g: Game, rng: random.Random) -> list[float]:
        rate = self.intercept_rate
        for _ in range(self.horizon):
            if g.winner >= 0:
                break
            g.apply_unchecked(rollout_move(g, rng))
            settle(g, rng, rate)
        return evaluate(g)
