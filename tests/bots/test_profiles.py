"""Difficulty levels: reaction times and human slips (profiles.py, R14.3)."""

from __future__ import annotations

import random
from statistics import mean

import pytest

from svintus.bots import BOTS, EasyBot, HardBot, HeuristicBot, NormalBot, Seat
from svintus.bots.profiles import EASY, HARD, NORMAL, PROFILES, Profile
from svintus.engine import actions as A
from svintus.engine.actions import Act
from svintus.engine.cards import face_of

from ..engine.helpers import make_game


def test_levels_are_registered_with_their_profiles() -> None:
    assert {"easy", "normal", "hard"} <= set(BOTS)
    assert (EasyBot.profile, NormalBot.profile, HardBot.profile) == (EASY, NORMAL, HARD)
    assert list(PROFILES) == ["easy", "normal", "hard"]


@pytest.mark.parametrize("field", ["turn", "intercept", "catch", "slap"])
def test_easier_levels_react_slower(field: str) -> None:
    rng = random.Random(1)

    def avg(p: Profile) -> float:
        return mean(getattr(p, field).time(rng) for _ in range(2000))

    assert avg(EASY) > avg(NORMAL) > avg(HARD)


def test_only_easier_levels_slip() -> None:
    for p in (EASY, NORMAL):
        assert p.forget_svintus > 0 and p.intercept.miss > 0 and p.catch.miss > 0
    assert EASY.forget_svintus > NORMAL.forget_svintus
    assert EASY.intercept.miss > NORMAL.intercept.miss
    assert HARD.forget_svintus == HARD.intercept.miss == HARD.catch.miss == 0
    assert HARD.wrong_pile == HARD.dawdle == HARD.careless == 0


def declarations(cls: type[HeuristicBot], tries: int = 300) -> int:
    g = make_game(hands={0: ["G3", "B7"]}, pile=["G5"])
    bot = cls(0, 7)
    legal = g.turn_actions()
    return sum(bot.choose(Seat(g, 0), legal).svintus for _ in range(tries))


def test_easy_forgets_svintus_sometimes_hard_never() -> None:  # R6.1
    assert declarations(HeuristicBot) == 300
    easy = declarations(EasyBot)
    assert 150 < easy < 290
    assert easy < declarations(NormalBot)


def test_easy_misses_interceptions_and_catches() -> None:  # R4, R6.2
    g = make_game(hands={2: ["G5", "B1", "B2", "R4"]}, pile=["G5"], window=True, current=1)
    offered = [a for a in g.legal_actions(2) if a.kind == Act.INTERCEPT]
    easy, hard = EasyBot(2, 3), HeuristicBot(2, 3)
    seat = Seat(g, 2)
    took = sum(easy.react(seat, offered) is not None for _ in range(200))
    assert 50 < took < 150
    assert all(hard.react(seat, offered) is not None for _ in range(50))
    catch = [A.catch(2, 1)]
    caught = sum(easy.react(seat, catch) is not None for _ in range(200))
    assert 50 < caught < 150


def test_turn_delays_stay_inside_the_turn_time_except_a_rare_dawdle() -> None:  # R5.5
    g = make_game(hands={0: ["G3", "B7", "R1"]}, pile=["G5"])
    seat = Seat(g, 0)
    for cls in (HeuristicBot, NormalBot):
        bot = cls(0, 5)
        delays = [bot.turn_delay(seat, 8.0) for _ in range(500)]
        assert sum(d >= 8.0 for d in delays) <= 10
    hard = HeuristicBot(0, 5)
    assert all(0.5 < hard.turn_delay(seat, 8.0) < 2.0 for _ in range(200))


def test_easy_is_sometimes_careless() -> None:
    g = make_game(hands={0: ["G3", "G4", "B5", "B1", "B2", "B6"]}, pile=["G5"])
    legal = g.turn_actions()
    plays = {EasyBot(0, s).choose(Seat(g, 0), legal) for s in range(60)}
    assert A.play(0, face_of("B5")) in plays and len(plays) > 1
    assert {HeuristicBot(0, s).choose(Seat(g, 0), legal) for s in range(20)} == {
        A.play(0, face_of("B5"))
    }
