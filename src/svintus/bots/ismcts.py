"""The search bot: information-set Monte Carlo tree search (single-observer ISMCTS).

**Worlds.** The search deals *worlds* consistent with what the seat has seen
(:class:`~svintus.bots.memory.Determinizer`): the unseen cards go into the opponents'
hands, the deck and any pile cards the seat never saw, respecting hand sizes, cards
played, cards taken, what players showed they lack (a draw, an accepted penalty, a copy
nobody intercepted) and, with probability ``trust`` (at most ``tries`` deals a world),
that each opponent's turn plays since they last took cards (or before takes of up to
``slack`` cards, off by default) are the ones the heuristic bot would have made with
that hand (:func:`faults`). A drawn card an opponent did not play is believed to fit
nothing (``kept_draw``).

**Tree.** One tree over the information sets, shared by all worlds: below the root, the
player to move picks among the actions legal in the world the one with the best upper
confidence bound (UCB1 with availability counts, Cowling, Powley & Whitehouse 2012); a
node first tries the heuristic policy's move and widens to others as its visits grow
(progressive widening), so opponents are modelled as the heuristic bots they usually
are. A rollout then plays the heuristic policy (:mod:`~svintus.bots.policy`) for at most
``horizon`` turn actions and scores the end: 1 to the winner, or shares that fall with
hand sizes when the horizon cut it short. Between turns the world moves as a table
would (R14.3): slap races close in a random order, and a player holding an exact copy of
the top card intercepts it (R4) with probability ``intercept_rate``; everyone declares
"Svintus!" (R6.1).

**Root.** Every world is played ``reuse`` times from every root action, each time with
one random stream shared by the actions (common random numbers), so two actions are
compared on the same hidden cards; the bot leaves its default move only for an action
whose paired advantage is more than ``confidence`` standard errors over at least
``least`` rollouts. The default move and the rollouts of the bot's own seat follow
:data:`SEARCH_WEIGHTS` (the heuristic's rules of thumb, but a Khapyozh or Zakhrapin is
kept for a transfer unless the next player is close to winning); the other seats are
modelled with the heuristic's own weights. Moves a good player never makes (leaving out
"Svintus!", accepting a penalty it could transfer, drawing while a card other than
Polisvin fits) are not searched (:func:`sane`) unless they are the default. Out of turn
the bot acts as :class:`~svintus.bots.heuristic.HeuristicBot`, and so it does on its
turns with a deck of Svinorost or Temnodel cards (R9), whose chains the worlds do not
model.

**Budget.** ``ms`` milliseconds of wall-clock time per decision, or ``iterations``
(rollouts: worlds times ``reuse`` times root actions); only an iteration budget makes decisions
reproducible with a seed. The search runs on the engine's fast paths: :meth:`Game.copy`,
:meth:`Game.turn_actions` and :meth:`Game.apply_unchecked`."""

from __future__ import annotations

import math
import random
import time
from collections.abc import Sequence
from typing import Any

from ..engine import actions as A
from ..engine.actions import Act, Action
from ..engine.cards import FACE_COLOUR, FACE_KIND, KHAPYOZH, POLISVIN
from ..engine.game import FITS, FITS_NAMED, Game
from .base import Seat
from .heuristic import (
    DEFAULT_WEIGHTS,
    KEEPING_WEIGHTS,
    HeuristicBot,
    Situation,
    Weights,
    plan_turn,
    score_action,
    score_play,
    situation_at,
    would_play,
)
from .memory import Determinizer, Memory, Turn
from .policy import Policy

SEARCH_WEIGHTS = KEEPING_WEIGHTS  # the bot's default move and its own seat's rollouts

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


def faults(memory: Memory, hands: list[list[int]], w: Weights = DEFAULT_WEIGHTS) -> int:
    """How many opponents' turn plays a player modelled by ``w`` would not have made with
    ``hands`` (:func:`~svintus.bots.heuristic.inconsistencies`), counting also plays made
    before they took ``k`` cards (``Memory.slack``): such a play is at fault when more than
    ``k`` of the cards they hold now or placed since would have scored better then."""
    bad = 0
    for p, turns in enumerate(memory.turns):
        if not turns or p == memory.seat:
            continue
        placed = memory.placed[p]
        taken = memory.taken[p]
        for turn in turns:
            k = taken - turn.took
            held = sorted([*hands[p], *placed[turn.at :]])
            if k == 0:
                bad += not would_play(turn, held, w)
            elif better_cards(turn, held, w) > k:
                bad += 1
    return bad


def better_cards(turn: Turn, held: list[int], w: Weights) -> int:
    """How many cards of ``held`` (the hand at ``turn`` and cards taken after it) fit and
    would have scored more than the card played, scored with all of ``held`` as the hand."""
    p = turn.player
    if turn.card not in held:
        return 0
    sit = situation_at(turn, held)
    actual = score_play(sit, A.play(p, turn.card, turn.colour), w)
    row = FITS_NAMED[turn.named] if turn.named >= 0 else FITS[turn.top]
    count = 0
    for f in held:
        if not row[f] or f == turn.card:
            continue
        colours = range(4) if FACE_KIND[f] == POLISVIN else (-1,)
        if any(score_play(sit, A.play(p, f, c), w) > actual + 1e-9 for c in colours):
            count += 1
    return count


def sane(acts: list[Action]) -> list[Action]:
    """Drop what a good player never does: leave out "Svintus!" (R6.1), accept a penalty
    they could transfer (R5.3), draw or pass while a card other than Polisvin fits."""
    if len(acts) <= 1:
        return acts
    if any(a.svintus for a in acts):
        acts = [a for a in acts if a.kind != Act.PLAY or a.svintus]
    if any(
        a.kind == Act.PLAY and a.card is not None and FACE_KIND[a.card] != POLISVIN for a in acts
    ):
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
    horizon = 16  # turn actions of a rollout before it is scored by hand sizes
    intercept_rate = 0.8
    weights: Weights = SEARCH_WEIGHTS
    opponents: Weights = DEFAULT_WEIGHTS  # how the other players are modelled
    widening = 0.5  # a node tries a new action when its visits allow (progressive widening)
    trust = 0.9  # belief that opponents play as the heuristic bot (see Determinizer)
    confidence = 1.5  # standard errors an action must gain to overrule the heuristic
    least = 8  # ... and the rollouts of each action it takes at least
    reuse = 2  # rollouts from each root action per world (a world costs more to deal)
    root_width = 0  # search only this many root actions, the best by the rules (0: all)
    kept_draw = True  # a drawn card an opponent did not play fits nothing (Memory)
    slack = 0  # opponents' plays checked across takes of up to this many cards (Memory)

    def __init__(
        self, seat: int, seed: int, ms: float | None = None, iterations: int | None = None
    ) -> None:
        super().__init__(seat, seed)
        if ms is None and iterations is None:
            ms = self.default_ms
        self.ms = ms
        self.iterations = iterations
        self.memory.slack = self.slack
        self.memory.kept_draw = self.kept_draw
        self.searches = 0  # decisions searched, and their iterations, for benchmarks
        self.total_iterations = 0
        mine = Policy(self.weights).move
        theirs = mine if self.opponents == self.weights else Policy(self.opponents).move
        me = seat

        def policy(g: Game, rng: random.Random) -> Action:
            return mine(g, rng) if g.current == me else theirs(g, rng)

        self.policy = policy  # the rollout policy: each seat as the bot models it

    def choose(self, seat: Seat, legal: Sequence[Action]) -> Action:
        view = seat.view()
        self.memory.sync(view)
        hand = seat.hand()
        if "chain" in view:  # Svinorost/Temnodel (R9) are not modelled: decide as the heuristic
            sit = Situation.of(view, hand, self.memory)
            return self.slip(plan_turn(sit, legal, self.weights), legal)
        default = plan_turn(Situation.of(view, hand, self.memory), legal, self.weights)
        acts = sane(list(legal))
        if default not in acts:  # the bot's own rules of thumb may keep a card (weights)
            acts.append(default)
        if self.root_width and len(acts) > self.root_width:  # a narrower root
            sit = Situation.of(view, hand, self.memory)
            acts.sort(key=lambda a: -score_action(sit, a, self.weights))
            acts = acts[: self.root_width]
            if default not in acts:
                acts[-1] = default
        if len(acts) == 1:
            return self.slip(acts[0], legal)
        return self.slip(self.search(self.worlds(seat, view, hand), acts, default), legal)

    def worlds(self, seat: Seat, view: dict[str, Any], hand: list[int]) -> Determinizer:
        """The worlds of this decision: from the seat's memory only (benchmarks override
        it to measure the search on the true hidden cards)."""
        memory = self.memory
        weights = self.opponents

        def judge(hands: list[list[int]]) -> int:
            return faults(memory, hands, weights)

        return Determinizer(memory, view, hand, judge, self.trust)

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
        worlds = None if self.iterations is None else max(1, self.iterations // k)  # rows
        deadline = math.inf if self.ms is None else time.perf_counter() + self.ms / 1000
        done = 0
        reuse = self.reuse
        world = det.sample(rng)
        while (worlds is None or done < worlds) and (done == 0 or time.perf_counter() < deadline):
            if done and done % reuse == 0:
                world = det.sample(rng)
            done += 1
            seed = rng.getrandbits(52)
            last = done % reuse == 0
            for i, a in enumerate(acts):
                g = world if last and i == k - 1 else world.copy()
                reward = self.iterate(root.children[a], a, g, random.Random(seed))
                samples[a].append(reward[me])
        self.searches += 1
        self.total_iterations += done * k
        means = {a: sum(x) / done for a, x in samples.items()}
        best = max(acts, key=lambda a: means[a])
        if best == default or default not in samples:
            return best
        if done < self.least:
            return default
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
        policy = self.policy
        widening = self.widening
        while g.winner < 0:
            options = choices(g)
            if not options:  # pragma: no cover - settle closes every race
                break
            modelled = policy(g, rng)  # the move the policy makes: always an option
            if modelled not in options:
                options.append(modelled)
            children = node.children
            tried = []
            for a in options:
                child = children.get(a)
                if child is not None:
                    child.avail += 1
                    tried.append(a)
            room = len(children) < 1 + int(math.sqrt(node.visits) * widening)
            if not tried or (room and len(tried) < len(options)):
                a = modelled  # the policy's move first, then others (widening)
                if a in children:
                    untried = [x for x in options if x not in children]
                    a = untried[0] if len(untried) == 1 else rng.choice(untried)
                node = children[a] = Node(g.current)
                path.append(node)
                g.apply_unchecked(a)
                settle(g, rng, rate)
                break
            best_a = tried[0]
            best_v = -1.0
            for a in tried:
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
        policy = self.policy
        for _ in range(self.horizon):
            if g.winner >= 0:
                break
            g.apply_unchecked(policy(g, rng))
            settle(g, rng, rate)
        return evaluate(g)
