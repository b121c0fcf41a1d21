"""The Temnodel last-card window (R9.2) is timed with ``dark_check_seconds`` (R14.2).

A dark card that was its player's last lets the others, one by one, check it or pass;
each decision has ``dark_check_seconds``, not the turn time, and a timeout passes. The
online table, the simulation scheduler and the terminal's local table all time it so.
The situation is reached by play: a search over the engine's turn actions from the
table's own deal finds moves that end in a last dark card, and the players send them.
"""

from __future__ import annotations

import asyncio
import random
import time
from collections.abc import Callable, Sequence
from functools import partial
from typing import Any

import pytest

from svintus.bots.base import Bot, Seat
from svintus.engine import Game, Rules
from svintus.engine.actions import Act, Action
from svintus.engine.errors import RulesError
from svintus.engine.operations import finishing
from svintus.engine.record import Record
from svintus.sim.scheduler import Scheduler, decision_seconds
from svintus.table.messages import action_text
from svintus.table.robots import Robots
from svintus.terminal.driver import TIMEOUT as PLANNED_TIMEOUT
from svintus.terminal.driver import LocalTable

from .conftest import TIMEOUT, Client, LiveServer, play_until

ARTISTIC_2 = {"players": 2, "recipe": "artistic"}


def last_dark_moves(game: Game, seed: int, tries: int = 3000) -> list[Action] | None:
    """Turn actions from ``game`` (untouched) that end with a last card put face down."""
    rng = random.Random(seed)
    for _ in range(tries):
        g = game.copy()
        moves: list[Action] = []
        while not g.over and len(moves) < 60:
            acts = [a for a in g.turn_actions() if a.kind != Act.TIMEOUT]
            darks = [a for a in acts if a.kind == Act.DARK]
            a = rng.choice(darks if darks and rng.random() < 0.9 else acts)
            g.apply(a)
            moves.append(a)
            if finishing(g) >= 0 and not g.over:
                return moves
    return None


def test_rules_option_dark_check_seconds() -> None:
    assert Rules().dark_check_seconds == 4.0  # R14.2
    rules = Rules.from_json({**ARTISTIC_2, "dark_check_seconds": 2})
    assert rules.dark_check_seconds == 2.0 and isinstance(rules.dark_check_seconds, float)
    assert rules.to_json()["dark_check_seconds"] == 2.0
    assert Rules.from_json(rules.to_json()) == rules
    with pytest.raises(RulesError, match=r"dark_check_seconds must be 0.5..60, not 0.1"):
        Rules(dark_check_seconds=0.1)
    with pytest.raises(RulesError, match=r"wrong type: dark_check_seconds = '4'"):
        Rules.from_json({"dark_check_seconds": "4"})


def _later_than(live: LiveServer, now: Callable[[], tuple[int, int, Any]], index: int) -> bool:
    return bool(live.call(now)[0] > index)


def reach_last_dark(
    live: LiveServer, code: str, clients: dict[int, Client]
) -> tuple[int, dict[str, Any]]:
    """Play the table's games until a last dark card is down: its player's seat, and the
    state that shows it to the other player."""
    table = live.registry.live[code]

    def now() -> tuple[int, int, Game | None]:  # game index, actions stored, the game
        game = table.game
        playing = table.status == "playing" and game is not None and not game.over
        return table.match.games, table.seq, game.copy() if game and playing else None

    def at(index: int, seq: int) -> Any:
        return lambda m: (
            m["type"] == "error"
            or (m["type"] == "state" and m["table"]["game"] == index and m["seq"] >= seq)
        )

    for attempt in range(5):
        deadline = time.monotonic() + TIMEOUT
        while (got := live.call(now))[2] is None:
            assert time.monotonic() < deadline, "no game is being played"
            time.sleep(0.05)
        index, seq, game = got
        assert game is not None
        moves = last_dark_moves(game, attempt)
        if moves is None:  # not in this deal: finish the game, try the next one
            play_until(list(clients.values()), partial(_later_than, live, now, index))
            continue
        for i, a in enumerate(moves, start=seq + 1):
            c = clients[a.player]
            c.send({"type": "action", "action": action_text(a)})
            answer = c.wait(at(index, i))
            assert answer["type"] == "state", (action_text(a), answer)
        liar = moves[-1].player
        state = clients[1 - liar].wait(at(index, seq + len(moves)))
        assert state["type"] == "state", state
        return liar, state
    raise AssertionError("no deal in five gave a last dark card")


def test_the_table_times_the_check_with_dark_check_seconds(live: LiveServer) -> None:
    # a turn time of a minute, a check time of one second
    options = {"hand_size": 3, "turn_seconds": 60, "dark_check_seconds": 1, "match_points": 500}
    code = live.create(**ARTISTIC_2, options=options)
    _, t0 = live.join(code, "Anna")
    _, t1 = live.join(code, "Boris")
    a, b = live.client(code, t0), live.client(code, t1)
    liar, state = reach_last_dark(live, code, {0: a, 1: b})
    asked = 1 - liar
    chain: dict[str, Any] = state["view"]["chain"]
    assert chain["kind"] == "temnodel" and chain["last_card"] == liar
    assert state["view"]["current"] == asked
    assert {"check", "pass"} <= set(state["legal"])
    clock = state["clock"]
    assert clock["turn_ms"] == 60_000  # the turn time is unchanged ...
    assert 0 < clock["turn_ms_left"] <= 1000  # ... the check has its own second
    t = time.monotonic()
    # nobody answers: the table's timeout passes and the liar wins (R9.2, R14.2)
    watcher = b if asked == 0 else a
    won = watcher.wait(
        lambda m: m["type"] == "state" and any(e["kind"] == "game_won" for e in m["events"])
    )
    assert time.monotonic() - t < 20  # far less than the turn time on a busy machine
    assert won["action"] == f"timeout p{asked + 1}"
    kinds = [e["kind"] for e in won["events"]]
    assert kinds[:2] == ["timed_out", "passed"] and "took" not in kinds  # no dawdle cards
    assert won["view"]["winner"] == liar
    table = live.registry.live[code]
    games = live.storage.games(code, 0)
    texts = [text for _, text in live.storage.actions(games[-1].id)]
    assert texts[-1] == f"timeout p{asked + 1}"
    assert live.call(lambda: table.match.games) >= 1
    a.close()
    b.close()


def test_a_player_asked_may_check_in_time(live: LiveServer) -> None:
    options = {"hand_size": 3, "turn_seconds": 60, "dark_check_seconds": 30, "match_points": 500}
    code = live.create(**ARTISTIC_2, options=options)
    _, t0 = live.join(code, "Anna")
    _, t1 = live.join(code, "Boris")
    clients = {0: live.client(code, t0), 1: live.client(code, t1)}
    liar, state = reach_last_dark(live, code, clients)
    asked = clients[1 - liar]
    assert {"check", "pass"} <= set(state["legal"])
    assert 1000 < state["clock"]["turn_ms_left"] <= 30_000
    asked.send({"type": "action", "action": "check"})
    got = asked.wait(
        lambda m: m["type"] == "state" and any(e["kind"] == "checked" for e in m["events"])
    )
    checked = next(e for e in got["events"] if e["kind"] == "checked")
    assert checked["checker"] == asked.seat and checked["player"] == liar
    assert checked["card"] is not None  # revealed to everyone (R9.2)
    for c in clients.values():
        c.close()


class Dawdler(Bot):
    """Plays the first turn action quickly; in the last-card window, never answers."""

    name = "dawdler"

    def __init__(self, seat: int) -> None:
        super().__init__(seat, 0)
        self.limits: list[float] = []

    def turn_delay(self, seat: Seat, turn_seconds: float) -> float:
        self.limits.append(turn_seconds)
        chain = seat.view().get("chain") or {}
        return turn_seconds if chain.get("last_card") is not None else 0.5

    def choose(self, seat: Seat, legal: Sequence[Action]) -> Action:
        return legal[0]


def window_game() -> Game:
    rules = Rules(**ARTISTIC_2, hand_size=3, dark_check_seconds=1.5)  # type: ignore[arg-type]
    for seed in range(50):
        game = Game.new(rules, seed, 0)
        moves = last_dark_moves(game, seed, tries=300)
        if moves is not None:
            for m in moves:
                game.apply(m)
            return game
    raise AssertionError("no seed gave a last dark card")


def test_the_scheduler_and_the_local_table_use_the_check_time() -> None:
    game = window_game()
    assert decision_seconds(game) == 1.5
    asked = game.current
    bots = [Dawdler(p) for p in range(2)]
    record = Record(game.rules, game.seed, game.dealer)
    scheduler = Scheduler(game, bots, record)
    scheduler.step()
    assert bots[asked].limits == [1.5]
    assert record.actions[-1][0] == 1500  # table ms: the check time, not the turn time
    assert game.over and game.winner == 1 - asked

    # the terminal's local table: a check decision gets the check time too
    rules = Rules(**ARTISTIC_2, hand_size=3, dark_check_seconds=1.5)  # type: ignore[arg-type]
    for seed in range(20):
        table = LocalTable(rules, seed, "random", -1)
        moves = last_dark_moves(table.new_game(), seed, tries=300)
        if moves is not None:
            break
    assert moves is not None
    for m in moves:
        table.act(m, table.time)
    assert finishing(table.running) >= 0
    assert table.turn_deadline() - table.time == pytest.approx(1.5)
    plan = table.plan()
    assert plan is not None and plan.due - table.time <= 1.5
    if plan.what == PLANNED_TIMEOUT:
        assert plan.due - table.time == pytest.approx(1.5)


def test_a_bot_at_a_live_table_is_given_the_check_time() -> None:
    game = window_game()
    asked = game.current
    sent: list[Action] = []

    async def main() -> list[float]:
        robots = Robots(game, {asked: "random"}, 0, lambda p, a: sent.append(a), lambda: 1)
        dawdler = Dawdler(asked)
        robots.bots[asked] = dawdler
        robots.changed()
        robots.cancel(final=True)
        return dawdler.limits

    assert asyncio.run(main()) == [1.5]  # dark_check_seconds, not turn_seconds
    assert sent == []  # at the limit it dawdles: the table's clock will pass for it
