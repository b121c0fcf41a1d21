"""R14.6: the table judges a Shurikén throw (R10.2) by its own clock; the result a client
or a bot claims is replaced, so nobody chooses to hit."""

from __future__ import annotations

from svintus.engine import actions as A
from svintus.engine.actions import Act
from svintus.engine.notation import format_action, parse_action
from svintus.table.throws import HIT_SHARE, PERIOD_MS, hits, judged

from ..engine.test_etiquette import game


def thrown_at() -> object:
    g = game(
        hands={0: ["R3", "B1"], 1: ["shuriken", "G4", "R7", "O6"], 2: ["G5", "O1"]},
        pile=["G5"],
        window=True,
        current=3,
    )
    g.apply(parse_action("p3 intercept G5", 4))  # R10.2: an interception opens Shurikén
    return g


def test_the_sights_cover_the_middle_of_the_sweep() -> None:
    inside = sum(hits(t) for t in range(PERIOD_MS))
    assert inside == round(PERIOD_MS * HIT_SHARE) or abs(inside - PERIOD_MS * HIT_SHARE) <= 1
    assert hits(PERIOD_MS // 2) and not hits(0) and not hits(PERIOD_MS - 1)
    assert hits(5 * PERIOD_MS + PERIOD_MS // 2)  # every sweep alike


def test_a_claimed_hit_received_off_target_is_a_miss() -> None:
    g = thrown_at()
    claimed = parse_action("p2 throw p3 hit G4 R7", 4)
    got = judged(g, claimed, 0)  # table time 0: the target is at the end of its path
    assert format_action(got) == "p2 throw p3 miss"
    assert got.bare() in g.legal_actions(1)


def test_a_claimed_miss_received_on_target_is_a_hit_with_the_lowest_cards() -> None:
    g = thrown_at()
    claimed = parse_action("p2 throw p3 miss", 4)
    got = judged(g, claimed, PERIOD_MS // 2)
    assert got.kind == Act.THROW and got.colour == 1  # hit
    assert got.bare() in g.legal_actions(1)
    assert len(got.cards) == 2 and A.throw(1, got.card, 2, True, got.cards) == got


def test_a_throw_with_the_table_result_and_other_actions_pass_unchanged() -> None:
    g = thrown_at()
    claimed = parse_action("p2 throw p3 hit G4 R7", 4)
    assert judged(g, claimed, PERIOD_MS // 2) == claimed
    draw = parse_action("p4 draw", 4)
    assert judged(g, draw, 0) is draw
