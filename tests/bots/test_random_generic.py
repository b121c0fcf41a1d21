"""The random bot and the generic fallback with the 2.0 families (issue 3, point 6):
obligations from hints answered once each, family chances taken now and then, and the
fallback's preferences (cards given away, the opponent closest to winning)."""

from __future__ import annotations

import random

from svintus.bots import generic
from svintus.bots.base import Seat
from svintus.bots.random_bot import RandomBot
from svintus.engine import Game, Rules
from svintus.engine import actions as A
from svintus.engine.actions import Act, Action

FAMILY_ACT = next(a for a in Act if a > Act.GIVE_UP)  # any kind a family owns


class HintedSeat(Seat):
    """A seat whose hints the test sets (as a family's ``hints`` would list them)."""

    def __init__(self, game: Game, seat: int) -> None:
        super().__init__(game, seat)
        self.families = True
        self.listed: list[Action] = []

    def hints(self) -> list[Action]:
        return list(self.listed)

    def owed_hints(self) -> list[Action]:
        return list(self.listed)


def seat() -> HintedSeat:
    return HintedSeat(Game.new(Rules(players=3), 1), 0)


def test_an_owed_hint_is_answered_at_most_twice_a_move() -> None:
    s = seat()
    oink = A.speak(0, "Oink")
    s.listed = [oink]
    assert s.owed([oink]) == [oink]
    s.answering(oink)
    assert s.owed([oink]) == [oink]  # the first answer was overtaken: a second try
    s.answering(oink)
    assert s.owed([oink]) == []  # still listed after two answers at this move: no loop
    s.listed = []
    assert s.owed([]) == []
    game = s._Seat__game  # type: ignore[attr-defined]
    game.apply(game.turn_actions()[0])  # the game moves on
    s.listed = [oink]  # owed again when it comes back (a new special card, R11 Parodist)
    assert s.owed([oink]) == [oink]


def test_only_listed_hints_that_are_offered_are_owed() -> None:
    s = seat()
    oink, woof = A.speak(0, "Oink"), A.speak(0, "Woof")
    s.listed = [oink]
    assert s.owed([woof]) == []
    assert s.owed([oink, woof]) == [oink]


def test_random_bot_always_answers_an_obligation_first() -> None:
    bow = Action(FAMILY_ACT, 0, aimed=2)
    word = A.speak(0, "Piastres")
    for i in range(20):
        bot = RandomBot(0, i)
        s2 = seat()
        s2.listed = [word]
        r = bot.react(s2, (bow, A.catch(0, 1), word))
        assert r is not None and r.action == word and 0.3 <= r.delay <= 1.5


def test_random_bot_takes_family_chances_sometimes() -> None:
    s = seat()
    chances = (Action(FAMILY_ACT, 0, aimed=1), Action(FAMILY_ACT, 0, aimed=2))
    taken = [RandomBot(0, i).react(s, chances) for i in range(200)]
    rate = sum(r is not None for r in taken) / len(taken)
    assert 0.15 < rate < 0.45  # chance_rate 0.3
    assert {r.action for r in taken if r is not None} == set(chances)


def test_generic_choice_gives_cards_away_to_the_opponent_closest_to_winning() -> None:
    g = Game.new(Rules(players=3), 1)
    g.hands[2] = g.hands[2][:2]  # p3 is closest to winning
    s = Seat(g, 0)
    h = g.hands[0]
    to_p2 = Action(FAMILY_ACT, 0, aimed=1, cards=(h[0],))
    to_p3 = Action(FAMILY_ACT, 0, aimed=2, cards=(h[0],))
    more = Action(FAMILY_ACT, 0, aimed=1, cards=(h[0], h[1]))
    rng = random.Random(0)
    assert generic.choose(s, [to_p2, to_p3, A.draw(0)], rng) == to_p3
    assert generic.choose(s, [to_p2, to_p3, more], rng) == more
    assert generic.needs_generic([A.draw(0), to_p2]) and not generic.needs_generic([A.draw(0)])
    r = generic.react(s, [A.catch(0, 1), to_p2, to_p3], rng)
    assert r is not None and r.action == to_p3
    assert generic.react(s, [A.catch(0, 1)], rng) is None


def _hand_with(game: Game, seat_: int, kind: str | None) -> None:
    """Give ``seat_`` a hand of number cards, with one card of ``kind`` if named."""
    from svintus.engine.cards import FACES

    numbers = [f for f, face in enumerate(FACES) if face.kind.id == "number"][:5]
    extra = [next(f for f, face in enumerate(FACES) if face.kind.id == kind)] if kind else []
    game.hands[seat_] = sorted(numbers + extra)


def test_r14_5_a_bot_winks_only_with_a_shmotrun_and_now_and_then() -> None:
    g = Game.new(Rules(players=3), 1)
    s = Seat(g, 0)
    winks = (A.Action(Act.WINK, 0, aimed=1), A.Action(Act.WINK, 0, aimed=2))
    _hand_with(g, 0, None)
    assert all(generic.react(s, winks, random.Random(i)) is None for i in range(300))
    _hand_with(g, 0, "shmotrun")
    taken = [generic.react(s, winks, random.Random(i)) for i in range(600)]
    rate = sum(r is not None for r in taken) / len(taken)
    assert 0.04 < rate < 0.2  # WINK_RATE 0.1: a person's wink, not one at every chance
    notice = A.Action(Act.NOTICE, 0, aimed=1)  # noticing costs nothing: always tried
    assert all(generic.react(s, (notice,), random.Random(i)) is not None for i in range(50))


def test_r14_7_bots_object_seldom_and_uphold_half_the_time() -> None:
    g = Game.new(Rules(players=3), 1)
    s = Seat(g, 0)
    obj, uphold = A.Action(Act.OBJECT, 0, aimed=1), A.Action(Act.UPHOLD, 0, aimed=1)
    objected = sum(generic.react(s, (obj,), random.Random(i)) is not None for i in range(1000))
    upheld = sum(generic.react(s, (uphold,), random.Random(i)) is not None for i in range(1000))
    assert 30 < objected < 150  # OBJECT_RATE 0.08
    assert 400 < upheld < 600  # UPHOLD_RATE 0.5


def test_normal_bots_play_a_full_box_game_of_cards_not_of_winks() -> None:
    """A person at a full_box table saw the feed fill with winks: the normal bots winked
    at every chance (109 winks to 23 plays a game). Now a game is mostly cards."""
    from svintus.bots import make_bot
    from svintus.sim.scheduler import Scheduler

    winks = plays = 0
    for i in range(3):
        game = Game.new(Rules(players=4, recipe="full_box"), 100 + i, i % 4)
        sched = Scheduler(game, [make_bot("normal", p, 100 + i) for p in range(4)])
        sched.run()
        winks += sum(1 for e in sched.log if type(e).__name__ == "Winked")
        plays += game.move
    assert winks <= plays // 4
