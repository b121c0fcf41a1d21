"""The heuristic bot's rules of thumb, each in a situation built for it (R3-R8)."""

from __future__ import annotations

from svintus.bots import HeuristicBot, Seat
from svintus.engine import Game
from svintus.engine import actions as A
from svintus.engine.actions import Act, Action
from svintus.engine.cards import face_of

from ..engine.helpers import make_game


def decide(game: Game, seat: int = 0, name: type[HeuristicBot] = HeuristicBot) -> Action:
    bot = name(seat, 1)
    legal = game.turn_actions()
    got = bot.choose(Seat(game, seat), legal)
    assert got in legal
    return got


def test_transfers_a_pending_khapyozh() -> None:  # R5.3
    g = make_game(
        hands={0: ["R:khapyozh", "G5", "B3"]},
        pile=["G:khapyozh"],
        pending={"kind": "khapyozh", "count": 1},
    )
    assert decide(g) == A.play(0, face_of("R:khapyozh"))


def test_transfers_a_pending_zakhrapin() -> None:  # R5.3
    g = make_game(
        hands={0: ["B:zakhrapin", "G5", "B3"]},
        pile=["G:zakhrapin"],
        pending={"kind": "zakhrapin", "count": 2},
    )
    assert decide(g) == A.play(0, face_of("B:zakhrapin"))


def test_keeps_polisvin_while_another_card_fits() -> None:  # R8.4
    g = make_game(hands={0: ["polisvin", "G3", "B7", "R1"]}, pile=["G5"])
    assert decide(g) == A.play(0, face_of("G3"))


def test_keeps_polisvin_as_the_last_card_and_declares() -> None:  # R6.1
    g = make_game(hands={0: ["polisvin", "G3"]}, pile=["G5"])
    assert decide(g) == A.play(0, face_of("G3"), None, True)


def test_always_declares_svintus_with_the_second_to_last_card() -> None:  # R6.1
    g = make_game(hands={0: ["G3", "B7"]}, pile=["G5"])
    got = decide(g)
    assert got.svintus and got.card == face_of("G3")


def test_plays_polisvin_naming_the_colour_it_holds_most_when_nothing_else_fits() -> None:
    g = make_game(hands={0: ["polisvin", "B1", "B2"]}, pile=["G5"])
    assert decide(g) == A.play(0, face_of("polisvin"), 3)  # blue


def test_draws_rather_than_spend_polisvin_early() -> None:
    g = make_game(hands={0: ["polisvin", "B1", "R2", "O6", "B4", "R7"]}, pile=["G5"])
    assert decide(g) == A.draw(0)


def test_follows_the_colour_it_holds_most() -> None:  # colour management, R3.1
    g = make_game(hands={0: ["G3", "B5", "B1", "B2", "R7"]}, pile=["G5"])
    assert decide(g) == A.play(0, face_of("B5"))  # switch to blue, its long colour


def test_attacks_a_next_player_close_to_winning() -> None:  # R8.1
    g = make_game(
        hands={0: ["G:khapyozh", "G3", "G4", "G6", "B1"], 1: ["R2"]},
        pile=["G5"],
    )
    assert decide(g) == A.play(0, face_of("G:khapyozh"))


def test_turns_play_away_from_a_player_about_to_win() -> None:  # R8.3
    g = make_game(
        hands={0: ["G:perekhryuk", "G3", "G4", "B1"], 1: ["R2"]},
        pile=["G5"],
    )
    assert decide(g) == A.play(0, face_of("G:perekhryuk"))
    g = make_game(
        hands={0: ["G:perekhryuk", "G3", "B1", "B2"], 3: ["R2"]},
        pile=["G5"],
    )
    assert decide(g) == A.play(0, face_of("G3"))  # a reversal would hand p4 the turn


def test_names_its_longest_colour_for_a_start_polisvin() -> None:  # R2.2
    g = make_game(hands={0: ["O1", "O2", "R3"]}, pile=["polisvin"], naming=True)
    assert decide(g) == A.name_colour(0, 1)


def test_catches_slaps_and_keeps_silent() -> None:  # R6.2, R8.6, R8.5
    g = make_game(hands={1: ["G3"]}, pile=["G5"], catchable=[1], silence=2)
    bot = HeuristicBot(0, 1)
    seat = Seat(g, 0)
    got = bot.react(seat, [A.catch(0, 1), A.speak(0)])
    assert got is not None and got.action == A.catch(0, 1) and got.delay < 1.0
    assert bot.react(seat, [A.speak(0)]) is None
    for _ in range(50):
        slap = bot.react(seat, [A.slap(0, A.DECK), A.slap(0, A.PILE)])
        assert slap is not None and slap.action == A.slap(0, A.DECK) and slap.delay < 0.6


def test_intercepts_when_it_pays() -> None:  # R4
    g = make_game(hands={2: ["G5", "B1", "B2", "R4"]}, pile=["G5"], window=True, current=1)
    bot = HeuristicBot(2, 1)
    got = bot.react(Seat(g, 2), [a for a in g.legal_actions(2) if a.kind == Act.INTERCEPT])
    assert got is not None and got.action == A.intercept(2, face_of("G5"))


def test_keeps_a_polisvin_rather_than_intercept_with_it_early() -> None:  # R4, R8.4
    hand = ["polisvin", "B1", "B2", "R4", "R5", "O3"]
    g = make_game(hands={2: hand}, pile=["polisvin"], named="green", window=True, current=1)
    offered = [a for a in g.legal_actions(2) if a.kind == Act.INTERCEPT]
    assert offered
    assert HeuristicBot(2, 1).react(Seat(g, 2), offered) is None
    g = make_game(hands={2: ["polisvin", "B1"]}, pile=["polisvin"], named="green", window=True)
    offered = [a for a in g.legal_actions(2) if a.kind == Act.INTERCEPT]
    got = HeuristicBot(2, 1).react(Seat(g, 2), offered)
    assert got is not None and got.action == A.intercept(2, face_of("polisvin"), 3, True)


def test_hard_keeps_a_khapyozh_for_a_transfer_the_heuristic_plays_it() -> None:  # R5.3
    from svintus.bots import HardBot, HeuristicBot, Seat
    from svintus.engine import actions as A
    from svintus.engine.cards import face_of

    g = make_game(hands={0: ["G:khapyozh", "G3", "B7", "R1"], 1: ["B1", "B2", "B3", "B4"]})
    seat, legal = Seat(g, 0), g.turn_actions()
    assert HardBot(0, 1).choose(seat, legal) == A.play(0, face_of("G3"))
    assert HeuristicBot(0, 1).choose(seat, legal) == A.play(0, face_of("G:khapyozh"))
