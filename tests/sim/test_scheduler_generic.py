"""The scheduler's generic path for 2.0 decks (R14), driven through a stand-in family
(tests/sim/fake_family.py) that uses every hook: an exclusive race with several awaited
players, windows closed by the table clock, obligations listed by ``hints``, and an
out-of-turn gift among ``legal_actions``."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

import pytest

from svintus.bots.base import Bot, Reaction, Seat
from svintus.bots.random_bot import RandomBot
from svintus.engine import Game, Rules
from svintus.engine import events as ev
from svintus.engine.actions import Action
from svintus.engine.record import Record
from svintus.sim.scheduler import Scheduler, best_reaction
from svintus.sim.stats import rule_counts

from . import fake_family as fake

DECK = (("number", 2), ("khapyozh", 1), ("polisvin", 1), ("tikhokhryun", 1), ("one_for_all", 2))


@pytest.fixture(autouse=True)
def _family(monkeypatch: pytest.MonkeyPatch) -> None:
    fake.install(monkeypatch)


def rules(n: int) -> Rules:
    return Rules(players=n, custom_deck=DECK, hand_size=5)


def zones_ok(g: Game) -> bool:
    have = Counter(g.deck) + Counter(g.pile)
    for h in g.hands:
        have.update(h)
    return have == Counter(g.rules.deck)


def run(n: int, seed: int, bots: Sequence[Bot]) -> tuple[Scheduler, Record]:
    g = Game.new(rules(n), seed, seed % n)
    assert g.families == (fake,)
    record = Record(g.rules, seed, seed % n)
    s = Scheduler(g, bots, record, max_actions=20_000)
    s.run()
    assert zones_ok(g)  # R1.7
    return s, record


def test_random_bots_race_answer_every_obligation_and_give(monkeypatch: pytest.MonkeyPatch) -> None:
    races = gifts = 0
    for n in (2, 3, 5, 10):
        for seed in range(4):
            s, record = run(n, seed, [RandomBot(p, seed) for p in range(n)])
            log = s.log
            assert not [e for e in log if isinstance(e, ev.TaskFailed)]  # R11.4: all answered
            races += sum(isinstance(e, ev.Took) and e.reason == "one_for_all" for e in log)
            gifts += sum(isinstance(e, ev.Given) for e in log)
            times = [t for t, _ in record.actions]
            assert times == sorted(times)  # the table clock only moves forward (R14.1)
            counts = rule_counts(log)
            assert counts["given_one_for_all"] == sum(isinstance(e, ev.Given) for e in log)
            assert counts["played_one_for_all"] == sum(
                isinstance(e, ev.Played) and fake.is_race_card(e.card) for e in log
            )
    assert races > 3 and gifts > 0


class Silent(Bot):
    """Decides uniformly, never reacts: it owes words it never says."""

    name = "silent"

    def choose(self, seat: Seat, legal: Sequence[Action]) -> Action:
        return self.rng.choice(legal)


class Slow(Silent):
    """Races slower than the race window (R14.2), so the clock closes every race."""

    def race_delay(self, seat: Seat) -> float:
        return 100.0


def test_windows_close_on_the_table_clock() -> None:
    failed = closed = 0
    for seed in range(6):
        s, record = run(3, seed, [Slow(p, seed) for p in range(3)])
        failed += sum(isinstance(e, ev.TaskFailed) for e in s.log)
        timeouts = [e for e in s.log if isinstance(e, ev.Took) and e.reason == "race_timeout"]
        closed += len(timeouts)
        assert not [e for e in s.log if isinstance(e, ev.Took) and e.reason == "one_for_all"]
        for t, a in record.actions:  # each close came race_seconds after its race opened
            if a.kind == fake.CLOSE:
                assert t > 0
    assert failed > 0 and closed > 0


def test_a_race_is_decided_in_arrival_order() -> None:
    """R14.3: the answers of several awaited players apply in order of their times; each
    step of a race is a new answer with its own time (two fists, two answers)."""

    class Timed(Silent):
        def race_delay(self, seat: Seat) -> float:
            return 0.5 * (seat.seat + 1)  # p1 done at 1.0 s, p2 at 2.0 s ... p4 at 4.0 s

    n = 4
    races = 0
    for seed in range(6):
        g = Game.new(rules(n), seed, 0)
        s = Scheduler(g, [Timed(p, seed) for p in range(n)])
        while not g.over:
            racing = g.parts["challenge"].racing is not None
            start = s.time
            s.step()
            if racing and g.parts["challenge"].racing is None:
                races += 1
                assert g.parts["challenge"].done == list(range(n))
                assert s.time - start <= 4.0
    assert races > 0


def test_classic_decks_never_take_the_generic_path() -> None:
    g = Game.new(Rules(players=3), 1)
    assert not Scheduler(g, [RandomBot(p, 1) for p in range(3)])._generic


class Eager(Silent):
    """Takes every family chance at once (0.1 s)."""

    def react(self, seat: Seat, offered: Sequence[Action]) -> Reaction | None:
        for a in offered:
            if a.kind == fake.GIFT:
                return Reaction(0.1, a)
        return None


def test_best_reaction_offers_every_out_of_turn_action_of_a_family() -> None:
    """The terminal's helper offers a family's reactions too (here: the gift)."""
    seen = 0
    for seed in range(8):
        g = Game.new(rules(3), seed, 0)
        bots = [Silent(p, seed) for p in range(3)]
        s = Scheduler(g, bots)
        while not g.over and seen < 3:
            gift = g.parts["challenge"].gift
            if gift is not None:
                eager = [Eager(p, seed) for p in range(3)]
                r = best_reaction(g, eager, s.seats, 5.0)
                assert r is not None and r.action.kind == fake.GIFT
                assert (r.action.player, r.action.aimed) == gift
                assert best_reaction(g, bots, s.seats, 5.0) is None
                seen += 1
            s.step()
    assert seen > 0
