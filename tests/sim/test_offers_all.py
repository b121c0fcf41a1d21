"""The scheduler's fast offers (issue 17, speed) answer exactly what the seat-by-seat
functions answer: :func:`svintus.engine.chances.chances` against
:meth:`Game.legal_actions` and :meth:`Game.hints`, :func:`offered_all` against
:func:`offered`, the step memo (:meth:`Game.remember`) against fresh queries, in states
of whole games of every recipe at 2, 4 and 8 players; and a game played with the fast
path is the game played without it, action by action."""

from __future__ import annotations

import pytest

from svintus.bots import make_bot
from svintus.engine import Game, Rules
from svintus.engine import actions as A
from svintus.engine.actions import Act, Action
from svintus.engine.chances import OWED, chances
from svintus.engine.match import derive_seed
from svintus.engine.record import Record
from svintus.engine.rules import RECIPES
from svintus.sim import scheduler as sched
from svintus.sim.scheduler import Scheduler, awaited_choices, offered, offered_all

FAMILY_RECIPES = [r for r in RECIPES if Game.new(Rules(players=4, recipe=r), 1).families]


class Recording(Scheduler):
    """A scheduler that keeps a copy of every state it decided in."""

    def __init__(self, game: Game, bots: list[object]) -> None:
        super().__init__(game, bots)  # type: ignore[arg-type]
        self.states: list[Game] = []

    def _apply(self, action: Action, delay: float, reaction: bool = False) -> None:
        self.states.append(self.game.copy())
        super()._apply(action, delay, reaction)


def states(recipe: str, n: int, games: int = 2) -> list[Game]:
    out: list[Game] = []
    for i in range(games):
        seed = derive_seed(17, recipe, n, i)
        game = Game.new(Rules(players=n, recipe=recipe), seed, i % n)
        s = Recording(game, [make_bot("random", p, seed) for p in range(n)])
        s.run()
        out.extend(s.states)
    return out


def expected_listed(g: Game, p: int) -> list[Action]:
    legal = g.legal_actions(p)
    assert legal[-1] == Action(Act.SPEAK, p)  # the chat placeholder ends every list
    turn = set(g.turn_actions()) if p == g.current else set()
    return [a for a in legal[:-1] if a.kind != Act.DECLARE and a not in turn]


@pytest.mark.parametrize("n", [3, 4, 8])
@pytest.mark.parametrize("recipe", FAMILY_RECIPES)
def test_every_seat_at_once_is_every_seat_one_by_one(recipe: str, n: int) -> None:
    fast = phase = 0
    for g in states(recipe, n):
        choices = waited(g)
        slow = [offered(g, p, choices.get(p, ())) for p in range(n)]
        every = offered_all(g, choices)
        if g.choice is not None:
            assert every is None
            continue
        assert every == slow, g.move
        last: list[object] = [None] * n
        assert offered_all(g, choices, last) == slow  # first call: built
        assert offered_all(g, choices, last) == slow  # second: the parts are unchanged
        got = chances(g)
        if got is None:
            phase += 1
            continue
        fast += 1
        listed, hints = got
        for p in range(n):
            assert listed[p] == expected_listed(g, p), (p, g.move)
            assert hints[p] == g.hints(p), (p, g.move)
    assert fast > 0
    assert phase > 0 or recipe not in ("with_challenge", "full_box")


def waited(g: Game) -> dict[int, list[Action]]:
    """The choices the scheduler gives its awaited players (Scheduler._step_generic)."""
    awaited = awaited_choices(g)
    if awaited is not None:
        return awaited
    if g.race is not None:
        return {p: [A.slap(p, A.DECK), A.slap(p, A.PILE)] for p in range(g.n) if not g.race[p]}
    return {g.current: g.turn_actions()}


@pytest.mark.parametrize("recipe", FAMILY_RECIPES)
def test_the_step_memo_answers_as_fresh_queries(recipe: str) -> None:
    for g in states(recipe, 4, games=1)[::3]:
        fresh = g.copy()
        g.remember()
        for _ in range(2):  # asked twice: the second answers come from the memo
            for p in range(g.n):
                assert g.legal_actions(p) == fresh.legal_actions(p)
                assert g.hints(p) == fresh.hints(p)
                assert g.hints(p, owed_only=True) == fresh.hints(p, owed_only=True)
            assert g.timers() == fresh.timers()
            assert g.turn_actions() == fresh.turn_actions()
            assert awaited_choices(g) == awaited_choices(fresh)
        copy = g.copy()
        assert copy.memo is None  # a copy (a search bot's) starts without answers
        g.remember(False)


@pytest.mark.parametrize("recipe", ["classic", "artistic"])
def test_an_applied_action_drops_the_memo_in_a_deck_without_families(recipe: str) -> None:
    """Game.remember: the memo is dropped by any action applied, also in a deck without
    2.0 families (the research environment remembers in R9 decks too)."""
    g = Game.new(Rules(players=2, recipe=recipe), 7, 0)
    for _ in range(30):
        if g.winner >= 0:
            break
        g.remember()
        listed = [g.legal_actions(p) for p in range(g.n)]
        action = (g.turn_actions() or g.clock_actions())[0]
        g.apply(action)
        assert g.memo is None
        fresh = g.copy()
        assert [g.legal_actions(p) for p in range(g.n)] == [
            fresh.legal_actions(p) for p in range(g.n)
        ]
        assert listed  # asked before the action, from the memo


@pytest.mark.parametrize("recipe", FAMILY_RECIPES)
def test_the_owed_hints_a_step_remembers_are_the_fresh_ones(recipe: str) -> None:
    """offered_all fills the memo with each seat's owed hints (what Seat.owed asks)."""
    owed = 0
    for g in states(recipe, 4, games=1):
        if g.choice is not None or g.winner >= 0:
            continue
        fresh = g.copy()
        g.remember()
        offered_all(g, waited(g))
        for p in range(g.n):
            assert OWED in (g.memo or {})
            got = g.hints(p, owed_only=True)
            assert got == fresh.hints(p, owed_only=True), (p, g.move)
            owed += bool(got)
        g.remember(False)
    assert owed > 0 or recipe not in ("with_challenge", "full_box")


@pytest.mark.parametrize("recipe", FAMILY_RECIPES)
def test_a_phase_is_open_exactly_when_a_family_lists_its_actions_alone(recipe: str) -> None:
    """chances() relies on it: ``awaiting`` is None exactly when ``exclusive`` is."""
    for g in states(recipe, 4, games=1):
        for family in g.families:
            waiting = family.awaiting(g)
            for p in range(g.n):
                assert (waiting is None) == (family.exclusive(g, p) is None)


@pytest.mark.parametrize("n", [3, 4, 8])
@pytest.mark.parametrize("recipe", FAMILY_RECIPES)
def test_a_quiet_family_has_nothing_open(recipe: str, n: int) -> None:
    """A step skips a ``quiet`` family's phase, timers, reactions, hints and answers
    owed (operations.live): in every state, such a family answers none of them."""
    quiet = 0
    for g in states(recipe, n, games=6):
        if g.choice is not None:
            continue
        for family in g.families:
            if not family.quiet(g):
                continue
            quiet += 1
            assert family.awaiting(g) is None, (family.KEY, g.move)
            assert family.timers(g) == [], (family.KEY, g.move)
            outs: list[list[Action]] = [[] for _ in range(n)]
            if family.exclusive(g, 0) is None:
                family.reactions_all(g, outs)
            family.hints_all(g, outs)
            assert outs == [[] for _ in range(n)], (family.KEY, g.move)
            for p in range(n):
                assert family.exclusive(g, p) is None
                assert family.hints(g, p) == [], (family.KEY, p, g.move)
                assert not family.owes(g, p), (family.KEY, p, g.move)
    assert quiet > 0 or recipe in ("paranoid", "artistic")


def play(recipe: str, n: int, seed: int) -> dict[str, object]:
    rules = Rules(players=n, recipe=recipe)
    game = Game.new(rules, seed)
    record = Record(rules, seed, 0)
    Scheduler(game, [make_bot("random", p, seed) for p in range(n)], record).run()
    return record.to_json(game)


@pytest.mark.parametrize("recipe", FAMILY_RECIPES)
def test_a_game_with_the_fast_offers_is_the_game_without(
    recipe: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    fast = [play(recipe, 4, seed) for seed in (3, 4)]
    monkeypatch.setattr(sched, "offered_all", lambda game, choices, last=None: None)
    monkeypatch.setattr(Game, "remember", lambda self, on=True: None)
    slow = [play(recipe, 4, seed) for seed in (3, 4)]
    assert fast == slow
