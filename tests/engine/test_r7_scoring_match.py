"""R7 End of a game, scoring and the match: the game ends the moment a hand is empty,
with no reaction and no further effect (R7.1); one point per card left with the
opponents (R7.2); the match threshold by player count and the options ``match_points``
and ``match_minutes`` (R7.3); the first dealer drawn at random and the dealer rotating
(R2.4); each game dealt from the full deck (R7.4, R2.1).
"""

from __future__ import annotations

import pytest

from svintus.engine import Game, GameOver, IllegalAction, Rules
from svintus.engine import actions as A
from svintus.engine import events as ev
from svintus.engine.match import Match, derive_seed
from svintus.engine.rules import match_threshold

from .helpers import act, make_game, of_type, snapshot, zones_ok


def won_game(players: int, winner: int, others: list[int]) -> Game:
    """A finished game: ``winner`` played their last card; opponents hold ``others``."""
    sizes = iter(others)
    hands: dict[int, list[str]] = {winner: ["G1"]}
    pool = ["R0", "R1", "R2", "R3", "R4", "R5", "R6", "R7", "O0", "O1", "O2", "O3", "O4"] * 2
    for p in range(players):
        if p != winner:
            k = next(sizes)
            hands[p], pool = pool[:k], pool[k:]
    g = make_game(players=players, hands=hands, pile=["G5"], current=winner)
    act(g, f"p{winner + 1} play G1")
    assert g.over
    return g


# ----------------------------------------------------------------- R7.1 end of a game


def test_r7_1_the_game_ends_the_moment_the_hand_is_empty() -> None:
    g = make_game(hands={0: ["G1"], 1: ["G2", "B2"]}, pile=["G5"])
    events = act(g, "p1 play G1")
    assert events[-1] == ev.GameWon(0, g.points)
    assert g.over and g.winner == 0
    assert all(g.legal_actions(p) == [] for p in range(4))
    assert g.turn_actions() == [] and g.clock_actions() == []
    assert zones_ok(g)


def test_r7_1_no_effect_follows_a_last_khapyozh() -> None:
    g = make_game(hands={0: ["R:khapyozh"]}, pile=["R5"])
    events = act(g, "p1 play R:khapyozh")
    assert g.over and g.pending_kind == -1
    assert not of_type(events, ev.PenaltyPending)


def test_r7_1_no_effect_follows_a_last_khlopkopyt_or_perekhryuk() -> None:
    g = make_game(hands={0: ["R:khlopkopyt"]}, pile=["R5"])
    act(g, "p1 play R:khlopkopyt")
    assert g.over and g.race is None
    g = make_game(hands={0: ["R:perekhryuk"]}, pile=["R5"])
    act(g, "p1 play R:perekhryuk")
    assert g.over and g.direction == 1


def test_r7_1_an_interception_can_end_the_game() -> None:
    g = make_game(hands={0: ["G7", "R1", "R2"], 2: ["G7"]}, pile=["G5"])
    events = act(g, "p1 play G7", "p3 intercept G7")
    assert g.winner == 2 and of_type(events, ev.GameWon)


def test_r7_1_a_transfer_can_end_the_game() -> None:
    g = make_game(
        hands={1: ["B:khapyozh"]},
        pile=["R:khapyozh"],
        current=1,
        pending={"kind": "khapyozh", "count": 1},
    )
    act(g, "p2 play B:khapyozh")
    assert g.winner == 1 and g.pending_kind == -1


def test_r7_1_no_action_after_the_end() -> None:
    g = make_game(hands={0: ["G1"]}, pile=["G5"])
    act(g, "p1 play G1")
    before = snapshot(g)
    for text in ("p2 draw", "p2 say hi", "timeout p2", "p3 catch p1", "p2 svintus"):
        with pytest.raises(GameOver, match="the game is over: p1 won"):
            act(g, text)
    assert snapshot(g) == before


# ----------------------------------------------------------------- R7.2 points


def test_r7_2_one_point_per_card_left_with_opponents() -> None:
    """R15 example 4: opponents with 2, 5 and 4 cards give 11 points."""
    g = won_game(4, 0, [2, 5, 4])
    assert g.points == 11 and g.view(2)["points"] == 11


def test_r7_2_printed_numbers_do_not_matter() -> None:
    g = make_game(players=2, hands={0: ["G1"], 1: ["R7", "O7", "B7"]}, pile=["G5"])
    act(g, "p1 play G1")
    assert g.points == 3


# ----------------------------------------------------------------- R7.3 match


@pytest.mark.parametrize(
    ("players", "points"),
    [(2, 30), (3, 40), (4, 40), (5, 50), (6, 50), (7, 50), (8, 60), (9, 60), (10, 60)],
)
def test_r7_3_threshold_by_player_count(players: int, points: int) -> None:
    assert match_threshold(players) == points
    assert Rules(players=players).target_points == points
    assert Match(Rules(players=players), seed=1).target == points


def test_r7_3_match_points_option() -> None:
    assert Rules(players=8, match_points=30).target_points == 30
    assert Match(Rules(players=2, match_points=5), seed=1).target == 5


def test_r7_3_scores_add_up_and_the_first_to_the_threshold_wins() -> None:
    m = Match(Rules(players=4, match_points=20), seed=3)
    m.finish_game(won_game(4, 1, [2, 3, 4]))  # 9
    assert m.totals == [0, 9, 0, 0] and not m.over and m.history == [[0, 9, 0, 0]]
    m.finish_game(won_game(4, 2, [5, 5, 5]))  # 15
    assert m.totals == [0, 9, 15, 0] and not m.over
    m.finish_game(won_game(4, 1, [4, 4, 4]))  # 12: 21
    assert m.totals == [0, 21, 15, 0] and m.over and m.winner == 1
    assert m.games == 3
    with pytest.raises(IllegalAction, match="the match is over: p2 won"):
        m.new_game()


def test_r7_3_unfinished_game_cannot_be_scored() -> None:
    m = Match(Rules(players=3), seed=3)
    with pytest.raises(IllegalAction, match="the game is not over yet"):
        m.finish_game(m.new_game())


def test_r7_3_match_minutes_time_up_highest_total_wins() -> None:
    m = Match(Rules(players=3, match_minutes=30), seed=3)
    m.finish_game(won_game(3, 0, [3, 4]))
    m.time_up = True  # the table's clock says so
    m.finish_game(won_game(3, 2, [2, 2]))
    assert m.over and m.winner == 0 and m.totals == [7, 0, 4]


def test_r7_3_match_minutes_tie_is_settled_by_one_more_game() -> None:
    m = Match(Rules(players=3, match_minutes=30), seed=3)
    m.finish_game(won_game(3, 0, [2, 3]))
    m.time_up = True
    m.finish_game(won_game(3, 1, [3, 2]))
    assert m.totals == [5, 5, 0] and not m.over
    m.finish_game(won_game(3, 1, [1, 1]))
    assert m.over and m.winner == 1


# ----------------------------------------------------------------- R2.4 dealers of a match


def test_r2_4_first_dealer_drawn_from_the_seed_then_rotates() -> None:
    dealers = {Match(Rules(players=5), seed=s).dealer for s in range(40)}
    assert dealers == set(range(5))  # drawn at random
    m = Match(Rules(players=5), seed=11)
    assert Match(Rules(players=5), seed=11).dealer == m.dealer  # from the seed
    first = m.dealer
    g = m.new_game()
    assert g.dealer == first
    m.finish_game(won_game(5, 0, [1, 1, 1, 1]))
    assert m.dealer == (first + 1) % 5
    assert m.new_game().dealer == (first + 1) % 5


def test_r7_4_each_game_is_dealt_from_the_full_deck_with_its_own_seed() -> None:
    m = Match(Rules(players=4), seed=2)
    g1 = m.new_game()
    assert g1.seed == m.game_seed(0) == derive_seed(2, "game", 0)
    m.finish_game(won_game(4, 0, [1, 1, 1]))
    g2 = m.new_game()
    assert g2.seed == m.game_seed(1) != g1.seed
    assert zones_ok(g2) and sum(len(h) for h in g2.hands) == 32


def test_r7_points_are_none_in_the_view_until_the_end() -> None:
    g = make_game(hands={0: ["G1", "R1"]}, pile=["G5"])
    assert g.view(0)["points"] is None and g.view(0)["winner"] is None
    act(g, "p1 play G1")
    g.apply(A.draw(1))
    assert g.view(0)["winner"] is None


# ----------------------------------------------------------------- a blocked game


def blocked_game(hands: dict[int, list[str]], players: int = 2) -> Game:
    """A tiny custom deck (one of each number card, two Slabo?) where the top is B5, the
    deck and the pile below it are empty, and every other blue card and 5 lies in the box
    (Slabo? throws): nobody can play and nothing can be drawn."""
    g = make_game(
        players,
        custom_deck=(("number", 1), ("slabo", 1)),
        hands=hands,
        pile=["B5"],
        others=0,
    )
    box = g.parts["challenge"].races.box
    box.extend(g.deck)
    g.deck.clear()
    assert zones_ok(g)
    return g


LOW = ["R1", "R2", "R3", "R4", "O1", "O2", "O3", "G1", "G2", "G3", "G4"]


def test_r7_2_a_blocked_game_ends_and_the_fewest_cards_win_it() -> None:
    """Decision (R3.5, R7.2): when nobody can play and deck and pile are empty, the draw
    that finds nothing ends the game; the player with the fewest cards wins, scored as
    R7.2 (one point per card left with the opponents)."""
    g = blocked_game({0: LOW[:6], 1: LOW[6:]})  # p1 holds 6, p2 holds 5
    assert A.draw(0) in g.legal_actions(0)
    events = act(g, "p1 draw")
    assert ev.Blocked(0) in events
    assert g.winner == 1 and g.points == 6
    assert of_type(events, ev.GameWon) == [ev.GameWon(1, 6)]
    assert g.legal_actions(0) == [] and g.clock_actions() == []


def test_r7_2_a_blocked_tie_goes_to_the_next_in_turn_order() -> None:
    g = blocked_game({0: LOW[:4], 1: LOW[4:8], 2: LOW[8:]}, players=3)  # 4, 4, 3
    events = act(g, "p1 draw")
    assert ev.Blocked(0) in events and g.winner == 2 and g.points == 8
    g = blocked_game({0: LOW[:3], 1: LOW[3:7], 2: LOW[7:10]}, players=3)  # 3, 4, 3
    act(g, "p1 draw")
    assert g.winner == 2  # after p1: p2, p3, then p1 last
    g = blocked_game({0: LOW[:3], 1: LOW[3:6], 2: LOW[6:10]}, players=3)  # 3, 3, 4
    act(g, "p1 draw")
    assert g.winner == 1  # p2 comes first after p1


def test_r3_5_a_draw_from_nothing_while_someone_can_play_just_ends_the_turn() -> None:
    g = blocked_game({0: LOW[:5], 1: [*LOW[5:], "B7"]})  # p2 can play B7 on B5
    events = act(g, "p1 draw")
    assert not of_type(events, ev.Blocked) and g.winner == -1 and g.current == 1
