"""The search bot and its worlds: determinization from what the seat saw, budgets, seeds."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from svintus.bots import IsmctsBot, Seat, UnknownBot, make_bot
from svintus.bots.ismcts import choices, sane, settle
from svintus.bots.memory import CATS, Determinizer, Memory
from svintus.bots.policy import heuristic_move
from svintus.engine import Game, Rules
from svintus.engine import actions as A
from svintus.engine import events as ev
from svintus.engine.cards import COLOURS, face_of
from svintus.engine.record import to_position
from svintus.sim import play_game

from ..engine.helpers import make_game
from .twins import twin


def remembering(game: Game, seat: int) -> Memory:
    m = Memory(seat)
    m.sync(game.view(seat))
    return m


def test_a_world_keeps_what_the_seat_knows_and_deals_the_rest() -> None:
    game = Game.new(Rules(players=4), seed=2)
    memory = remembering(game, 1)
    det = Determinizer(memory, game.view(1), game.hands[1])
    rng = random.Random(0)
    worlds = [det.sample(rng) for _ in range(20)]
    for w in worlds:
        assert w.hands[1] == game.hands[1]
        assert [len(h) for h in w.hands] == [len(h) for h in game.hands]
        assert w.pile == game.pile and len(w.deck) == len(game.deck)
        cards = w.deck + w.pile + [f for h in w.hands for f in h]
        assert Counter(cards) == Counter(game.rules.deck)  # R1.7
        assert w.view(1) == game.view(1)
    assert len({tuple(w.hands[0]) for w in worlds}) > 15  # the hidden hands vary


def test_a_player_who_drew_is_dealt_no_card_of_the_colour_they_could_not_follow() -> None:
    # p2 draws on a named green: in every world p2 holds no green card but the new one.
    g = make_game(hands={0: ["B1", "B2", "B3"]}, pile=["G5"], current=1, named="green")
    memory = remembering(g, 0)
    memory.kept_draw = True  # the search bot's belief
    memory.observe(g.apply(A.draw(1)))
    memory.sync(g.view(0))
    if g.drawn >= 0:  # the drawn card fits: it may still be played
        assert memory.caps[1][COLOURS.index("green")] == 1
        memory.observe(g.apply(A.pass_(1)))
    memory.sync(g.view(0))
    # R3.3: the turn ended without the drawn card: it does not fit either.
    assert memory.lacks(1, COLOURS.index("green")) is True
    det = Determinizer(memory, g.view(0), g.hands[0])
    rng = random.Random(1)
    for _ in range(30):
        w = det.sample(rng)
        assert not any(2 in CATS[f] for f in w.hands[1])


def test_a_player_who_named_a_colour_with_polisvin_and_then_drew_on_it_holds_none() -> None:
    # p2 asks for green with a Polisvin, and on their next turn, green still asked for,
    # draws and keeps the drawn card: no world gives p2 a green card (with the
    # belief off, a drawn card that may fit, many do).
    g = make_game(
        hands={0: ["B1", "B2", "B3"], 1: ["polisvin", "R1", "R2", "R3"]},
        pile=["O5"],
        current=1,
        deck_top=["O1"],
    )
    green = COLOURS.index("green")
    greens = {}
    for kept in (True, False):
        game = g.copy()
        memory = remembering(game, 0)
        memory.kept_draw = kept
        for action in (
            A.play(1, face_of("polisvin"), green),
            A.draw(2),
            A.draw(3),
            A.draw(0),
            A.draw(1),
        ):
            if game.current != action.player:  # a drawn card that fits is kept
                memory.observe(game.apply(A.pass_(game.current)))
                memory.sync(game.view(0))
            memory.observe(game.apply(action))
            memory.sync(game.view(0))
        while game.current == 1:
            memory.observe(game.apply(A.pass_(1)))
            memory.sync(game.view(0))
        det = Determinizer(memory, game.view(0), game.hands[0])
        rng = random.Random(3)
        worlds = [det.sample(rng) for _ in range(40)]
        greens[kept] = sum(1 for w in worlds for f in w.hands[1] if green in CATS[f])
    assert greens[True] == 0
    assert greens[False] > 0


def test_accepting_a_penalty_shows_there_was_none_to_transfer() -> None:  # R5.1
    g = make_game(
        hands={0: ["B1", "B2", "B3"]},
        pile=["G:khapyozh"],
        current=1,
        pending={"kind": "khapyozh", "count": 1},
    )
    memory = remembering(g, 0)
    memory.observe(g.apply(A.accept(1)))
    kh = face_of("R:khapyozh")
    assert memory.caps[1][CATS[kh][1]] == 3  # none then, three cards taken since


def test_memory_follows_the_pile_through_a_reshuffle() -> None:  # R3.5
    g = make_game(hands={0: ["B1", "B2"]}, pile=["G5", "G6", "G7"], current=1, leftover="pile")
    assert g.deck == []
    memory = remembering(g, 0)
    assert memory.pile_unseen == len(g.pile) - 1
    memory.observe(g.apply(A.draw(1)))
    assert memory.deck_pool is None  # the reshuffled cards were not all seen


def test_memory_restarts_when_it_lost_track() -> None:
    g = make_game(hands={0: ["B1", "B2"]}, pile=["G5", "G6"])
    m = Memory(0)
    m.sync(g.view(0))
    m.pile.append(face_of("R1"))  # a wrong belief
    m.sync(g.view(0))
    assert len(m.pile) + m.pile_unseen == 2


def test_search_chooses_legal_actions_reproducibly_with_an_iteration_budget() -> None:
    game = Game.new(Rules(players=3), seed=11)
    bots = [make_bot("ismcts:40it", p, 5) for p in range(3)]
    play_game(game, bots)
    again = Game.new(Rules(players=3), seed=11)
    play_game(again, [make_bot("ismcts:40it", p, 5) for p in range(3)])
    assert to_position(again) == to_position(game)
    searcher = bots[0]
    assert isinstance(searcher, IsmctsBot)
    assert searcher.searches > 0
    assert searcher.total_iterations >= 40 * searcher.searches * 0.5


def test_the_same_decision_on_twin_positions() -> None:
    g = make_game(hands={0: ["G3", "G:khapyozh", "B5", "polisvin", "R2"]}, pile=["G5"])
    for seed in range(3):
        other = twin(g, 0, seed=seed + 50)
        a = make_bot("ismcts:60it", 0, seed).choose(Seat(g, 0), g.turn_actions())
        b = make_bot("ismcts:60it", 0, seed).choose(Seat(other, 0), other.turn_actions())
        assert a == b and a in g.turn_actions()


def test_a_time_budget_also_returns_a_legal_action() -> None:  # never asserted on time
    g = make_game(hands={0: ["G3", "G4", "B5", "R2"]}, pile=["G5"])
    bot = make_bot("ismcts:5ms", 0, 1)
    assert bot.choose(Seat(g, 0), g.turn_actions()) in g.turn_actions()


def test_sane_choices_never_accept_draw_or_pass_when_a_card_would_do() -> None:
    g = make_game(
        hands={0: ["R:khapyozh", "G5"]},
        pile=["G:khapyozh"],
        pending={"kind": "khapyozh", "count": 1},
    )
    assert choices(g) == [A.play(0, face_of("R:khapyozh"), None, True)]
    g = make_game(hands={0: ["polisvin", "B1", "B2"]}, pile=["G5"])
    assert A.draw(0) in choices(g)  # only a Polisvin fits: drawing is a real choice
    g = make_game(hands={0: ["G1", "B1", "B2"]}, pile=["G5"])
    assert choices(g) == [A.play(0, face_of("G1"))]
    assert sane([A.accept(0)]) == [A.accept(0)]


def test_rollouts_and_the_table_model_play_legal_actions_to_the_end() -> None:
    rng = random.Random(3)
    for seed in range(15):
        g = Game.new(Rules(players=4), seed=seed)
        settle(g, rng, 0.8)
        steps = 0
        while not g.over and steps < 5000:
            a = heuristic_move(g, rng)
            assert a in g.legal_actions(g.current), a
            g.apply(a)
            settle(g, rng, 0.8)
            steps += 1
        assert g.over


@pytest.mark.parametrize(
    ("spec", "ms", "iterations"),
    [("ismcts", 200.0, None), ("ismcts:50ms", 50.0, None), ("ismcts:300it", None, 300)],
)
def test_budgets(spec: str, ms: float | None, iterations: int | None) -> None:
    bot = make_bot(spec, 0, 0)
    assert isinstance(bot, IsmctsBot)
    assert (bot.ms, bot.iterations) == (ms, iterations)


@pytest.mark.parametrize(
    "spec", ["ismcts:fast", "ismcts:0it", "ismcts:-5ms", "heuristic:5it", "hard:5it", "x"]
)
def test_bad_specs(spec: str) -> None:
    with pytest.raises(UnknownBot):
        make_bot(spec, 0, 0)


def test_observed_events_are_only_what_the_seat_may_see() -> None:
    g = make_game(hands={0: ["B1", "B2", "B3"]}, pile=["G5"], current=1)
    events = g.apply(A.draw(1))
    seen = Seat(g, 0).redact(events)
    took = [e for e in seen if isinstance(e, ev.Took)]
    assert took and took[0].cards == ()


def test_after_a_reshuffle_the_deck_is_dealt_from_the_reshuffled_cards() -> None:  # R3.5
    g = make_game(hands={0: ["B1", "B2"]}, pile=["G5", "G6", "G7"], current=1, leftover="pile")
    memory = remembering(g, 0)
    memory.pile, memory.pile_unseen = list(g.pile), 0  # as if it had watched every play
    reshuffled = Counter(g.pile[:-1])
    memory.observe(g.apply(A.draw(1)))
    assert memory.deck_pool == reshuffled
    det = Determinizer(memory, g.view(0), g.hands[0])
    rng = random.Random(2)
    for _ in range(10):
        w = det.sample(rng)
        assert not Counter(w.deck) - reshuffled


def test_the_rollout_policy_plays_like_the_heuristic_bot() -> None:
    from svintus.bots.heuristic import Situation, plan_turn

    rng = random.Random(4)
    agree = total = 0
    for seed in range(30):
        g = Game.new(Rules(players=4), seed=seed)
        settle(g, rng, 0.8)
        while not g.over:
            a = heuristic_move(g, rng)
            assert a in g.legal_actions(g.current), a
            sit = Situation.of(g.view(g.current), list(g.hands[g.current]), None)
            agree += plan_turn(sit, g.turn_actions()) == a
            total += 1
            g.apply(a)
            settle(g, rng, 0.8)
    assert agree > 0.85 * total  # ties may go either way


def test_a_copy_nobody_intercepted_is_believed_out_of_their_hands() -> None:  # R4.2
    g = make_game(hands={0: ["B1", "B2", "B3"], 1: ["G6", "R1", "R2"]}, pile=["G5"], current=1)
    memory = remembering(g, 0)
    g6 = face_of("G6")
    memory.observe(g.apply(A.play(1, g6)))
    memory.sync(g.view(0))
    assert memory.window == g6 and memory.window_current == 2
    memory.observe(g.apply(A.draw(2)))  # the next turn action closes the window
    face_cat = CATS[g6][-1]
    assert [memory.caps[p][face_cat] for p in (1, 3)] == [0, 0]
    # p3 was to move and could not intercept; but they drew, so held no G6 either.
    assert memory.caps[2][face_cat] == 1


def test_worlds_where_an_opponent_would_have_played_otherwise_are_flagged() -> None:
    from svintus.bots.heuristic import inconsistencies

    g = make_game(hands={0: ["B1", "B2", "B3"], 1: ["G3", "G:khapyozh", "B4"]}, current=1)
    memory = remembering(g, 0)
    memory.observe(g.apply(A.play(1, face_of("G3"))))  # the heuristic bot would attack
    memory.sync(g.view(0))
    hands = [list(h) for h in g.hands]
    assert inconsistencies(memory, hands) == 1  # the truth: p2 was not a heuristic bot
    hands[1] = [face_of("R1"), face_of("B4")]
    assert inconsistencies(memory, hands) == 0
    det = Determinizer(memory, g.view(0), g.hands[0], lambda h: inconsistencies(memory, h), 1.0)
    rng = random.Random(5)
    for _ in range(20):
        assert face_of("G:khapyozh") not in det.sample(rng).hands[1]


def test_plays_before_a_take_still_count_for_all_but_the_cards_taken() -> None:
    from svintus.bots.ismcts import faults

    g = make_game(hands={0: ["B1", "B2", "B3"], 1: ["G3", "G:khapyozh", "B4"]}, current=1)
    memory = remembering(g, 0)
    memory.slack = 2
    memory.observe(g.apply(A.play(1, face_of("G3"))))  # a heuristic bot would attack
    memory.sync(g.view(0))
    memory.observe([ev.Took(1, 1, ev.REASON_SLAP, ())])  # p2 takes a card (hidden)
    hands = [list(h) for h in g.hands]
    khapyozh, b4, r1 = face_of("G:khapyozh"), face_of("B4"), face_of("R1")
    hands[1] = [khapyozh, b4, r1]
    assert faults(memory, hands) == 0  # the Khapyozh may be the card taken
    hands[1] = [khapyozh, khapyozh, b4]
    assert faults(memory, hands) == 1  # two better cards, one taken: one was held
    memory.slack = 0
    memory.observe([ev.Took(1, 1, ev.REASON_SLAP, ())])
    assert faults(memory, hands) == 0  # without slack the play is forgotten


def test_the_search_bot_keeps_a_khapyozh_for_a_transfer_unless_the_next_player_is_close() -> None:
    from svintus.bots.ismcts import SEARCH_WEIGHTS
    from svintus.bots.policy import Policy

    keep = Policy(SEARCH_WEIGHTS).move
    rng = random.Random(1)
    hand = ["G:khapyozh", "G3", "B7", "R1"]
    g = make_game(hands={0: hand, 1: ["B1", "B2", "B3", "B4", "B5"]}, pile=["G5"])
    assert keep(g, rng) == A.play(0, face_of("G3"))
    assert heuristic_move(g, rng) == A.play(0, face_of("G:khapyozh"))  # the heuristic's
    g = make_game(hands={0: hand, 1: ["B1"]}, pile=["G5"])  # about to win: attack
    assert keep(g, rng) == A.play(0, face_of("G:khapyozh"))


def test_the_search_bot_rolls_its_own_seat_out_with_its_own_rules_of_thumb() -> None:
    from svintus.bots.heuristic import Situation, plan_turn
    from svintus.bots.ismcts import SEARCH_WEIGHTS

    bot = IsmctsBot(2, 7, iterations=10)
    rng = random.Random(5)
    agree = total = 0
    for seed in range(20):
        g = Game.new(Rules(players=4), seed=seed)
        settle(g, rng, 0.8)
        while not g.over:
            p = g.current
            a = bot.policy(g, rng)
            assert a in g.legal_actions(p), a
            w = SEARCH_WEIGHTS if p == 2 else bot.opponents
            sit = Situation.of(g.view(p), list(g.hands[p]), None)
            agree += plan_turn(sit, g.turn_actions(), w) == a
            total += 1
            g.apply(a)
            settle(g, rng, 0.8)
    assert agree > 0.85 * total
