"""The local-table driver (terminal/driver.py): planning, the clock, the person's actions."""

from __future__ import annotations

import pytest

from svintus.engine import Rules, TooLate
from svintus.engine import actions as A
from svintus.terminal.driver import CLOSE, DECISION, NEVER, REACTION, SLAP, TIMEOUT, LocalTable


def person_turn(table: LocalTable) -> None:
    """Let the bots play until the person (p1) is to move, outside a slap race."""
    game = table.running
    for _ in range(1000):
        if game.current == 0 and game.race is None and not game.naming:
            return
        table.step()
    raise AssertionError("no turn for p1")


def test_the_person_times_out_at_the_turn_deadline_and_drawing_keeps_the_clock() -> None:
    """R5.5: the timer starts with the turn; a draw does not restart it."""
    table = LocalTable(Rules(players=3, turn_seconds=6.0), 4, "random", 0)
    table.new_game()
    person_turn(table)
    deadline = table.turn_deadline()
    start = table.turn_start
    assert deadline == pytest.approx(start + 6.0)
    game = table.running
    table.act(A.draw(0), start + 2.0)
    assert game.current == 0 and game.drawn >= 0  # seed 4: the drawn card fits
    assert table.turn_deadline() == pytest.approx(start + 6.0)  # the same turn
    plan = table.plan()
    assert plan is not None and plan.what == TIMEOUT
    assert plan.due == pytest.approx(start + 6.0)
    assert table.advance(start + 5.9) == []
    applied = table.advance(start + 6.0)
    assert applied[0].action == A.timeout(0)
    assert game.current != 0


def test_without_the_person_timer_the_table_waits() -> None:
    table = LocalTable(Rules(players=3), 4, "random", 0, person_timer=False)
    table.new_game()
    person_turn(table)
    while table.next_due() != NEVER:  # bots' reactions on the person's turn come first
        plan = table.plan()
        assert plan is not None and plan.what == REACTION
        table.step()
        person_turn(table)
    assert table.step() is None


def test_what_was_due_before_the_persons_action_happens_first() -> None:
    """A bot's planned action due before the person's key press is applied before it;
    the person's stale action is then too late (R4.2)."""
    table = LocalTable(Rules(players=3), 9, "random", 0)
    game = table.new_game()
    for _ in range(1000):
        plan = table.plan()
        if game.current != 0 and plan is not None and plan.what == DECISION:
            break
        table.step()
    assert plan is not None
    move = game.move
    with pytest.raises(TooLate):  # a catch answering the old move, after the bot moved
        table.act(A.catch(0, 1)._replace(move=move), plan.due + 0.5)
    assert game.move == move + 1 or game.over
    assert table.time == pytest.approx(plan.due)


def test_a_slap_race_plans_bot_slaps_in_order_then_the_close() -> None:
    """R8.6: the bots' slaps are planned once per race, in reaction order, then the close."""
    table = LocalTable(Rules(players=4), 11, "random", -1)
    game = table.new_game()
    for _ in range(5000):
        if game.race is not None:
            break
        table.step()
    assert game.race is not None
    races = table.races
    table.plan()
    assert table.races == races + 1
    dues = []
    while game.race is not None:
        plan = table.plan()
        assert plan is not None and plan.what in (SLAP, CLOSE)
        dues.append(plan.due)
        table.step()
    assert dues == sorted(dues)
    assert dues[-1] <= table.race_start + table.rules.slap_seconds + 1e-9
    assert table.races == races + 1  # one race: planned once


def test_bots_only_plays_a_match_and_records_every_action(tmp_path: object) -> None:
    from pathlib import Path

    records = Path(str(tmp_path))
    table = LocalTable(Rules(players=3, match_points=20), 2, "random", -1, records)
    while not table.match.over:
        game = table.new_game()
        while not game.over:
            table.step()
        assert table.finish_game() is not None
        assert len(table.record.actions) == table.actions
    assert len(table.saved) == table.match.games
    assert [t for t, _ in table.record.actions] == sorted(t for t, _ in table.record.actions)


def _record(aside: bool) -> list[object]:
    """A bots-only game; ``aside``: every decision thought away from the table."""
    table = LocalTable(Rules(players=3), 8, "normal", -1, aside=aside)
    game = table.new_game()
    thought = 0
    while not game.over:
        due = table.next_due()
        table.advance(due)
        thinking = table.think(due)
        if thinking is not None:
            assert table.busy == game.current and table.think(due) is None  # one at a time
            assert table.advance(due) == []  # the table waits for the answer
            assert table.thought(thinking, thinking.choose())
            assert table.busy == -1
            thought += 1
    assert (thought > 0) == aside
    return list(table.record.actions)


def test_decisions_thought_aside_play_the_same_game_as_inline() -> None:
    """A decision made on a copy of the game and handed back is the one made inline."""
    assert _record(aside=True) == _record(aside=False)


def test_a_bot_still_thinking_at_its_deadline_times_out_and_its_answer_is_dropped() -> None:
    """R5.5: the turn's clock runs while a bot thinks aside; a late answer is stale."""
    table = LocalTable(Rules(players=3), 9, "random", 0, aside=True)
    game = table.new_game()
    for _ in range(1000):
        plan = table.plan()
        if plan is not None and table.waiting(plan):
            break
        table.step()
    assert plan is not None and plan.what == DECISION
    thinking = table.think(plan.due)
    assert thinking is not None
    p = game.current
    assert table.advance(table.turn_deadline() - 0.01) == []
    applied = table.advance(table.turn_deadline())
    assert applied[0].action == A.timeout(p)
    assert not table.thought(thinking, thinking.choose())  # the turn moved on
    assert table.busy == -1
