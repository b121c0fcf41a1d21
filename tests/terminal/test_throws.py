"""R14.6: the table judges a Shurikén throw (R10.2) against a target whose phase is its
secret, fresh for each throw; the result a client or a bot claims is replaced, so nobody
chooses to hit, and no time a client sees tells when to throw."""

from __future__ import annotations

import random

from svintus.engine import actions as A
from svintus.engine.actions import Act
from svintus.engine.notation import format_action, parse_action
from svintus.table.throws import HIT_SHARE, PERIOD_MS, hits, judged, target_phase

from ..engine.test_etiquette import game


class Fixed(random.Random):
    """A "secret" source that always draws ``phase`` (to pin the target in a test)."""

    def __init__(self, phase: int) -> None:
        super().__init__(0)
        self.phase = phase

    def randrange(self, *args: object, **kwargs: object) -> int:  # type: ignore[override]
        return self.phase


def thrown_at() -> object:
    g = game(
        hands={0: ["R3", "B1"], 1: ["shuriken", "G4", "R7", "O6"], 2: ["G5", "O1"]},
        pile=["G5"],
        window=True,
        current=3,
    )
    g.apply(parse_action("p3 intercept G5", 4))  # R10.2: an interception opens Shurikén
    return g


def test_r14_6_the_sights_cover_the_middle_of_the_sweep() -> None:
    inside = sum(hits(t) for t in range(PERIOD_MS))
    assert inside == round(PERIOD_MS * HIT_SHARE) or abs(inside - PERIOD_MS * HIT_SHARE) <= 1
    assert hits(PERIOD_MS // 2) and not hits(0) and not hits(PERIOD_MS - 1)
    assert hits(5 * PERIOD_MS + PERIOD_MS // 2)  # every sweep alike
    assert hits(0, PERIOD_MS // 2) and not hits(PERIOD_MS // 2, PERIOD_MS // 2)  # shifted


def test_r14_6_a_claimed_hit_received_off_target_is_a_miss() -> None:
    g = thrown_at()
    claimed = parse_action("p2 throw p3 hit G4 R7", 4)
    got = judged(g, claimed, 0, Fixed(0))  # the target at the end of its path
    assert format_action(got) == "p2 throw p3 miss"
    assert got.bare() in g.legal_actions(1)


def test_r14_6_a_claimed_miss_received_on_target_is_a_hit_whose_cards_are_then_named() -> None:
    g = thrown_at()
    claimed = parse_action("p2 throw p3 miss", 4)
    got = judged(g, claimed, 0, Fixed(PERIOD_MS // 2))
    assert got.kind == Act.THROW and got.hit  # hit
    assert got.bare() in g.legal_actions(1)
    assert got == A.throw(1, got.card, 2, True)  # its two cards: one at a time (choosing.py)
    g.apply(got)
    assert g.awaiting() == [1] and {a.kind for a in g.legal_actions(1)} == {Act.GIVE, Act.SPEAK}


def test_r14_6_a_throw_with_the_table_result_and_other_actions_pass_unchanged() -> None:
    g = thrown_at()
    claimed = parse_action("p2 throw p3 hit G4 R7", 4)
    assert judged(g, claimed, PERIOD_MS // 2, Fixed(0)) == claimed
    draw = parse_action("p4 draw", 4)
    assert judged(g, draw, 0, Fixed(0)) is draw


def test_r14_6_the_table_time_of_a_throw_does_not_tell_whether_it_hits() -> None:
    """A thrower who times every throw into the middle of the sweep as table time shows
    it (what the current rule would reward) hits no more often than one throwing at any
    moment: both hit with the chance HIT_SHARE (2000 throws each, 5-sigma bound)."""
    g = thrown_at()
    secret = random.Random(2026)  # the table's source, unknown to the throwers
    claimed = parse_action("p2 throw p3 hit G4 R7", 4)
    n = 2000
    timed = sum(judged(g, claimed, k * PERIOD_MS + PERIOD_MS // 2, secret).hit for k in range(n))
    blind = sum(judged(g, claimed, secret.randrange(10**6), secret).hit for _ in range(n))
    sigma = (n * HIT_SHARE * (1 - HIT_SHARE)) ** 0.5
    for hits_ in (timed, blind):
        assert abs(hits_ - n * HIT_SHARE) < 5 * sigma, (timed, blind)
    phases = {target_phase(secret) for _ in range(200)}
    assert len(phases) > 150  # fresh for each throw, spread over the sweep
