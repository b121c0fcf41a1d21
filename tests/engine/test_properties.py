"""Properties of random games (hypothesis), 2-10 players, random option combinations:

- R1.7: every card is in exactly one zone in every state;
- principle 5: every applied action was listed by ``legal_actions`` of its player (or is
  a clock action), every listed action applies without error, and every action that is
  not listed is refused with a :class:`SvintusError` that leaves the state unchanged —
  except a strict table's penalised attempt (R5.4);
- games end (bounded);
- R14.1: replays are deterministic (same seed + actions -> same position) and positions
  round-trip through JSON exactly;
- R14.8: a view never holds another player's hand or the deck order.

The tables are every recipe that :class:`Rules` accepts for the player count (R13.1), so
each 2.0 recipe — ``full_box`` with 2-10 players included — joins as soon as the engine
plays its cards (issue 3, point 8). In a game with a 2.0 family the random actor is
:func:`choose_any`: the awaited players' choices, everyone's out-of-turn actions and
hints, and the table's clock (family windows included).
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from svintus.engine import Game, Rules, SvintusError
from svintus.engine import actions as A
from svintus.engine import events as ev
from svintus.engine.actions import Act, Action
from svintus.engine.cards import FACE_KIND, FACES, POLISVIN, card_name
from svintus.engine.errors import RulesError
from svintus.engine.record import Record, from_position, to_position
from svintus.engine.rules import RECIPES
from svintus.sim.scheduler import offered

from .helpers import choose as choose_classic
from .helpers import dark_count, snapshot, zones_ok

CARD_NAMES = frozenset(card_name(f.index) for f in FACES)


def recipes_for(players: int) -> list[str]:
    """The recipes with a deck for ``players`` whose cards the engine plays (R13)."""
    out = []
    for recipe in RECIPES:
        try:
            Rules(players=players, recipe=recipe)
        except RulesError:
            continue
        out.append(recipe)
    return out


RECIPES_FOR = {n: recipes_for(n) for n in range(2, 11)}


def choose(g: Game, rng: random.Random, react: float = 0.3, play_bias: float = 0.85) -> Action:
    """:func:`helpers.choose` for the classic game and R9; :func:`choose_any` with 2.0."""
    if g.families:
        return choose_any(g, rng, react, play_bias)
    return choose_classic(g, rng, react, play_bias)


def choose_any(g: Game, rng: random.Random, react: float, play_bias: float) -> Action:
    """A random actor for a game with 2.0 families, through the generic API only."""
    awaited = g.awaiting()
    phase = g.choice is not None or any(f.awaiting(g) is not None for f in g.families)

    def choices(p: int) -> list[Action]:
        if p not in awaited:
            return []
        if g.race is None and not phase:
            return g.turn_actions()
        return [x for x in g.legal_actions(p) if x.kind != Act.SPEAK]

    clock = g.clock_actions()
    if clock and (not awaited or rng.random() < 0.03):
        return rng.choice(clock)
    if rng.random() < react:
        chances = [x for p in range(g.n) for x in offered(g, p, choices(p))]
        if chances:
            return rng.choice(chances)
    p = rng.choice(awaited)
    legal = choices(p)
    if not legal:
        return rng.choice(clock or [A.speak(p)])
    plays = [x for x in legal if x.kind == Act.PLAY]
    if plays and rng.random() < play_bias:
        return rng.choice(plays)
    return rng.choice(legal)


@st.composite
def tables(draw: st.DrawFn) -> tuple[Rules, int, int]:
    players = draw(st.integers(2, 10))
    recipe = draw(st.sampled_from(RECIPES_FOR[players]))
    deck = len(Rules(players=players, recipe=recipe).deck)
    hand_size = draw(st.integers(1, min(8, (deck - 1) // players - 1)))
    rules = Rules(
        players=players,
        recipe=recipe,
        hand_size=hand_size,
        start_card_effects=draw(st.booleans()),
        stacked_skips=draw(st.booleans()),
        strict_table=draw(st.booleans()),
        svintus_penalty=draw(st.integers(0, 4)),
        two_player_reverse_skips=draw(st.booleans()),
    )
    seed = draw(st.integers(0, 2**40))
    dealer = draw(st.integers(0, players - 1))
    return rules, seed, dealer


def candidates(g: Game) -> list[Action]:
    """Actions worth trying now, legal or not: everything a client could send."""
    out: list[Action] = [A.close_race()]
    for p in range(g.n):
        out += [A.draw(p), A.pass_(p), A.accept(p), A.declare(p), A.timeout(p)]
        out += [A.slap(p, A.DECK), A.slap(p, A.PILE), A.speak(p, "hi")]
        out += [A.catch(p, q) for q in range(g.n)]
        out += [A.name_colour(p, c) for c in range(4)]
        for f in sorted(set(g.hands[p])):
            colours = range(-1, 4) if FACE_KIND[f] == POLISVIN else (-1, 0)
            for c in colours:
                for s in (False, True):
                    out += [A.play(p, f, c, s), A.intercept(p, f, c, s)]
            out.append(A.give(p, f))  # a card of a choice (choosing.py), or a duel's
        out += written_out(g, p)
    return out


def written_out(g: Game, p: int) -> list[Action]:
    """Each listed opening of a choice (an action without its cards, choosing.py) with
    cards written out as one action: the lowest cards, which a record made before
    choices may hold, and cards the player does not hold."""
    out: list[Action] = []
    absent = [f for f in range(len(FACES)) if f not in g.hands[p]][:2]
    for x in g.legal_actions(p):
        if x.kind in WRITTEN_OUT and not x.cards:
            out.append(x._replace(cards=tuple(g.hands[p][:2])))
            out.append(x._replace(cards=tuple(g.hands[p][:3])))
            out.append(x._replace(cards=tuple(absent)))
    return out


WRITTEN_OUT = frozenset((Act.ETIQUETTE, Act.THROW, Act.NOTICE, Act.PICK, Act.PAY))


def carried_out_as_steps(g: Game, x: Action) -> bool:
    """Whether ``x`` is a choice written out in one action whose steps are legal: the
    opening, then ``give`` each card; the checked apply carries it out so (choosing.py)."""
    if x.kind not in WRITTEN_OUT or not x.cards or g.choice is not None:
        return False
    c = g.copy()
    for step in [x._replace(cards=()), *(A.give(x.player, f) for f in x.cards)]:
        if step.bare() not in c.legal_actions(x.player):
            return False
        c.apply_unchecked(step)
    return c.choice is None


def check_view(g: Game, player: int) -> None:
    """R14.8: own hand, sizes of the others, public counters; never others' cards."""
    view = g.view(player)
    text = json.dumps(view)  # JSON-ready
    assert not {"deck", "hands", "seed", "chance"} & set(view)
    own = view["hand"] or []
    allowed = set(own) | {card_name(g.top)}
    assert view["hand_sizes"] == [len(h) for h in g.hands]
    assert view["deck_size"] == len(g.deck)
    seen: list[str] = []

    chain = view.get("chain") or {}
    allowed |= {d["card"] for d in chain.get("dark", ()) if d["card"] is not None}
    for d in chain.get("dark", ()):  # R14.8: only one's own dark cards show a face
        assert (d["card"] is not None) == (d["by"] == player)

    families = {f.KEY for f in g.families}  # their public parts are their own tests' (R14.8)

    def walk(x: Any, key: str = "") -> None:
        if key in ("rules", "declared", "kind") or key in families:  # claims, kind ids (R9.2)
            return
        if isinstance(x, dict):
            for k, v in x.items():
                walk(v, k)
        elif isinstance(x, list):
            names = [v for v in x if isinstance(v, str) and v in CARD_NAMES]
            assert len(names) <= len(own), f"a list of {len(names)} cards in {key}"
            for v in x:
                walk(v, key)
        elif isinstance(x, str) and x in CARD_NAMES:
            seen.append(x)

    walk(view)
    assert set(seen) <= allowed, (set(seen) - allowed, text[:200])
    if 0 <= player < g.n:
        assert view["hand"] == [card_name(f) for f in g.hands[player]]
    else:
        assert view["hand"] is None


def check_unlisted(g: Game, tries: Callable[[Game], list[Action]] | None = None) -> None:
    """Principle 5: listed actions apply; unlisted ones are refused and change nothing."""
    listed = {x for p in range(g.n) for x in g.legal_actions(p)} | set(g.clock_actions())
    before = snapshot(g)
    for x in (tries or candidates)(g):
        c = g.copy()
        if x.bare() in listed:
            c.apply(x)
            assert zones_ok(c)
            continue
        try:
            events = c.apply(x)
        except SvintusError:
            assert snapshot(c) == before, x
            assert not carried_out_as_steps(g, x), x
        else:
            if carried_out_as_steps(g, x):  # a choice written out (a record before choices)
                steps = g.copy()
                for step in [x._replace(cards=()), *(A.give(x.player, f) for f in x.cards)]:
                    steps.apply(step)
                assert snapshot(c) == snapshot(steps), x
                continue
            # only a strict table's attempt (R5.4) is accepted without being listed
            assert g.rules.strict_table and x.kind in (Act.PLAY, Act.INTERCEPT), x
            # (a Courage task owed before a play fails first: R11.4, then the attempt)
            assert any(isinstance(e, ev.IncorrectMove) for e in events), x
            assert x.card in g.hands[x.player]
            assert zones_ok(c)
    assert snapshot(g) == before  # the copies shared nothing with the original


@settings(max_examples=60, deadline=None)
@given(tables(), st.integers(0, 2**32))
def test_random_games_keep_the_invariants(table: tuple[Rules, int, int], walk: int) -> None:
    rules, seed, dealer = table
    g = Game.new(rules, seed, dealer)
    rng = random.Random(walk)
    record = Record(rules, seed, dealer)
    assert zones_ok(g)
    for step in range(160):
        if g.over:
            break
        x = choose(g, rng)
        assert x.bare() in g.legal_actions(x.player) or x in g.clock_actions(), x
        if step % 4 == 0:
            for y in [y for p in range(g.n) for y in g.legal_actions(p)] + g.clock_actions():
                g.copy().apply(y)  # every listed action applies without error
        if step % 16 == 5:
            check_unlisted(g)
        if step % 10 == 0:
            pos = to_position(g)
            assert to_position(from_position(json.loads(json.dumps(pos)))) == pos
            for p in range(-1, g.n):
                check_view(g, p)
        g.apply(x)
        record.add(step, x)
        assert zones_ok(g)  # R1.7
    # R14.1: the same seed and actions give the same position, through JSON too
    assert to_position(record.replay()) == to_position(g)
    again = Record.from_json(json.loads(json.dumps(record.to_json(g))))
    assert to_position(again.verify()) == to_position(g)


@settings(max_examples=100, deadline=None)
@given(tables(), st.integers(0, 2**32))
def test_games_end(table: tuple[Rules, int, int], walk: int) -> None:
    """Played with purpose (plays before draws, few reactions), every game ends."""
    rules, seed, dealer = table
    g = Game.new(rules, seed, dealer)
    rng = random.Random(walk)
    for _ in range(4000):
        if g.over:
            break
        g.apply_unchecked(choose(g, rng, react=0.05, play_bias=1.0))
    assert g.over
    # R7.2: the winner's hand is empty; plus one point per dark card on a dark win (R9.2)
    assert g.points == sum(len(h) for h in g.hands) + dark_count(g)
    assert g.hands[g.winner] == []


@settings(max_examples=60, deadline=None)
@given(tables(), st.integers(0, 2**32))
def test_apply_unchecked_agrees_with_apply(table: tuple[Rules, int, int], walk: int) -> None:
    """The fast path gives the same states and events as the checked one on legal input."""
    rules, seed, dealer = table
    checked, fast = Game.new(rules, seed, dealer), Game.new(rules, seed, dealer)
    rng = random.Random(walk)
    for _ in range(150):
        if checked.over:
            break
        x = choose(checked, rng)
        assert checked.apply(x) == fast.apply_unchecked(x)
    assert to_position(checked) == to_position(fast)


# ----------------------------------------------------------------- 2.0: the artistic deck


@st.composite
def artistic_tables(draw: st.DrawFn) -> tuple[Rules, int, int]:
    """R13.1 artistic for 2 players: Svinorost and Temnodel chains (R9)."""
    rules = Rules(
        players=2,
        recipe="artistic",
        hand_size=draw(st.integers(1, 8)),
        stacked_skips=draw(st.booleans()),
        strict_table=draw(st.booleans()),
        svintus_penalty=draw(st.integers(0, 4)),
    )
    return rules, draw(st.integers(0, 2**40)), draw(st.integers(0, 1))


def candidates_v2(g: Game) -> list[Action]:
    """:func:`candidates` and the R9 actions: Svinorost plays, dark cards, checks."""
    out = candidates(g)
    for p in range(g.n):
        out += [A.check(p), A.give_up(p)]
        for f in sorted(set(g.hands[p])):
            out += [A.svinorost(p, f, n) for n in (0, 9, 17, 20, 30)]
            out += [A.dark(p, f, d, s) for d in (0, 5, 13, 29) for s in (False, True)]
    return out


@settings(max_examples=40, deadline=None)
@given(artistic_tables(), st.integers(0, 2**32))
def test_artistic_games_keep_the_invariants(table: tuple[Rules, int, int], walk: int) -> None:
    """R1.7 with the dark cards, principle 5, R14.1 and R14.8 over Svinorost/Temnodel."""
    rules, seed, dealer = table
    g = Game.new(rules, seed, dealer)
    rng = random.Random(walk)
    record = Record(rules, seed, dealer)
    for step in range(200):
        if g.over:
            break
        x = choose(g, rng)
        assert x in g.legal_actions(x.player) or x in g.clock_actions(), x
        if step % 3 == 0:
            for y in [y for p in range(g.n) for y in g.legal_actions(p)] + g.clock_actions():
                g.copy().apply(y)
        if step % 7 == 2:
            check_unlisted(g, candidates_v2)
        if step % 5 == 0:
            pos = to_position(g)
            assert to_position(from_position(json.loads(json.dumps(pos)))) == pos
            for p in range(-1, g.n):
                check_view(g, p)
        g.apply(x)
        record.add(step, x)
        assert zones_ok(g)  # R1.7, the dark cards included
    assert to_position(record.replay()) == to_position(g)
    again = Record.from_json(json.loads(json.dumps(record.to_json(g))))
    assert to_position(again.verify()) == to_position(g)


@settings(max_examples=60, deadline=None)
@given(artistic_tables(), st.integers(0, 2**32))
def test_artistic_games_end_and_score(table: tuple[Rules, int, int], walk: int) -> None:
    """Every artistic game ends; R7.2 points plus one per dark card on a dark win (R9.2)."""
    rules, seed, dealer = table
    checked, fast = Game.new(rules, seed, dealer), Game.new(rules, seed, dealer)
    rng = random.Random(walk)
    for _ in range(4000):
        if checked.over:
            break
        x = choose(checked, rng, react=0.05, play_bias=1.0)
        assert checked.apply(x) == fast.apply_unchecked(x)
    assert checked.over and to_position(checked) == to_position(fast)
    g = checked
    assert g.hands[g.winner] == []
    assert g.points == sum(len(h) for h in g.hands) + dark_count(g)
