"""R2 Setup: the deal (R2.1, ``hand_size``), the start card and its effect for every
classic kind as if the dealer played it (R2.2, including the Polisvin colour the dealer
names and its timeout), the start cards that are put back (R2.3), the option
``start_card_effects`` (R2.2) and the first player and dealer (R2.4).
"""

from __future__ import annotations

from functools import cache

import pytest

from svintus.engine import Game, IllegalAction, Rules
from svintus.engine import actions as A
from svintus.engine import events as ev
from svintus.engine.actions import Act
from svintus.engine.cards import FACE_KIND, FACES, KINDS_BY_ID, NUMBER

from .helpers import act, kinds, of_type, took, zones_ok

CLASSIC_KINDS = ("number", "khapyozh", "zakhrapin", "perekhryuk", "tikhokhryun", "khlopkopyt")


@cache
def _seed_starting_with(kind: str, players: int, dealer: int, effects: bool = True) -> int:
    code = KINDS_BY_ID[kind].code
    rules = Rules(players=players, start_card_effects=effects)
    for seed in range(5000):
        if FACE_KIND[Game.new(rules, seed, dealer).pile[0]] == code:
            return seed
    raise AssertionError(f"no seed starts with {kind}")  # pragma: no cover


def start_with(kind: str, players: int = 4, dealer: int = 1, **options: object) -> Game:
    """A real deal whose start card is of ``kind``."""
    seed = _seed_starting_with(kind, players, dealer)
    return Game.new(Rules(players=players, **options), seed, dealer)  # type: ignore[arg-type]


# ----------------------------------------------------------------- R2.1 the deal


@pytest.mark.parametrize("players", [2, 4, 7, 10])
def test_r2_1_deal_eight_each_from_the_full_deck(players: int) -> None:
    g = Game.new(Rules(players=players, start_card_effects=False), seed=3)
    assert [len(h) for h in g.hands] == [8] * players
    assert len(g.pile) == 1
    assert len(g.deck) == 112 - 8 * players - 1
    assert zones_ok(g)
    assert g.events[0] == ev.Dealt(0, 8)
    assert g.move == 0


def test_r2_1_hand_size_option() -> None:
    g = Game.new(Rules(players=3, hand_size=5, start_card_effects=False), seed=3)
    assert [len(h) for h in g.hands] == [5, 5, 5]


def test_r2_1_hand_size_that_empties_the_deck_is_refused() -> None:
    from svintus.engine import RulesError

    with pytest.raises(RulesError, match="cannot deal 12 to 10"):
        Rules(players=10, hand_size=12)


def test_r2_1_same_seed_same_deal_other_seed_other_deal() -> None:
    rules = Rules(players=4)
    a, b, c = Game.new(rules, 11), Game.new(rules, 11), Game.new(rules, 12)
    assert a.hands == b.hands and a.deck == b.deck and a.pile == b.pile
    assert a.hands != c.hands


# ----------------------------------------------------------------- R2.2 start card effects


def test_r2_2_number_start_card_first_player_is_dealers_left() -> None:
    g = start_with("number", dealer=2)
    assert g.current == 3
    assert g.pending_kind == -1 and g.named == -1 and g.silence == -1 and g.race is None
    assert g.direction == 1


def test_r2_2_start_card_opens_no_interception_window() -> None:
    """R4.2: the start card opens no interception window, even for an exact copy."""
    g = start_with("number", dealer=0)
    assert g.window is False
    for p in range(g.n):
        assert Act.INTERCEPT not in kinds(g, p)


def test_r2_2_start_khapyozh_targets_dealers_left_who_transfers_or_accepts() -> None:
    g = start_with("khapyozh", dealer=1)
    assert g.current == 2
    assert (g.pending_kind, g.pending_count) == (KINDS_BY_ID["khapyozh"].code, 1)
    assert of_type(g.events, ev.PenaltyPending) == [
        ev.PenaltyPending(2, KINDS_BY_ID["khapyozh"].code, 1, False)
    ]
    choices = g.legal_actions(2)
    assert A.accept(2) in choices and A.draw(2) not in choices
    assert all(FACES[x.card].kind.id == "khapyozh" for x in choices if x.kind == Act.PLAY)
    before = len(g.hands[2])
    events = g.apply(A.accept(2))
    assert len(g.hands[2]) == before + 3 and took(events, 2) == 3
    assert g.current == 3


def test_r2_2_start_zakhrapin_skips_dealers_left() -> None:
    g = start_with("zakhrapin", dealer=0)
    assert g.current == 1 and g.pending_kind == KINDS_BY_ID["zakhrapin"].code
    before = len(g.hands[1])
    g.apply(A.accept(1))
    assert len(g.hands[1]) == before
    assert g.current == 2


def test_r2_2_start_perekhryuk_dealers_right_moves_first() -> None:
    g = start_with("perekhryuk", dealer=1)
    assert g.direction == -1
    assert g.current == 0
    assert of_type(g.events, ev.Reversed) == [ev.Reversed(-1)]


def test_r2_2_start_perekhryuk_two_players_opponent_moves_first() -> None:
    g = start_with("perekhryuk", players=2, dealer=0)
    assert g.current == 1


def test_r2_2_start_perekhryuk_two_players_reverse_skips_dealer_moves_first() -> None:
    """Decision (R2.2, R8.3): the start card counts as the dealer's Perekhryuk."""
    g = start_with("perekhryuk", players=2, dealer=0, two_player_reverse_skips=True)
    assert g.current == 0 and g.direction == -1


def test_r2_2_start_tikhokhryun_silence_bound_to_dealer() -> None:
    g = start_with("tikhokhryun", dealer=3)
    assert g.silence == 3 and g.current == 0
    before = len(g.hands[2])
    events = act(g, "p3 say hello")
    assert took(events, 2) == 2 and len(g.hands[2]) == before + 2
    assert g.silence == -1


def test_r2_2_start_khlopkopyt_slap_race_then_no_interception() -> None:
    g = start_with("khlopkopyt", dealer=0)
    assert g.race == [0, 0, 0, 0] and g.current == 1
    assert g.clock_actions() == [A.close_race()]
    assert g.turn_actions() == []
    for p in range(4):
        assert kinds(g, p) == {Act.SLAP, Act.SPEAK}
    act(g, "p1 slap", "p2 slap", "p3 slap")
    events = act(g, "p4 slap")
    assert of_type(events, ev.RaceClosed) == [ev.RaceClosed((3,))]
    assert took(events, 3) == 2
    assert g.window is False
    assert all(Act.INTERCEPT not in kinds(g, p) for p in range(4))


def test_r2_2_start_polisvin_dealer_names_the_colour() -> None:
    g = start_with("polisvin", dealer=2, start_card_effects=True)
    assert g.naming and g.current == 2 and g.named == -1
    assert g.legal_actions(2)[:4] == [A.name_colour(2, c) for c in range(4)]
    assert g.turn_actions() == [A.name_colour(2, c) for c in range(4)]
    for p in (0, 1, 3):
        assert Act.NAME_COLOUR not in kinds(g, p)
        assert Act.PLAY not in kinds(g, p) and Act.INTERCEPT not in kinds(g, p)
    events = act(g, "p3 name blue")
    assert of_type(events, ev.ColourNamed) == [ev.ColourNamed(2, 3)]
    assert not g.naming and g.named == 3 and g.current == 3
    assert g.move == 0  # naming a colour is not a turn action (R3.6)


def test_r2_2_start_polisvin_timeout_dealer_takes_two_and_table_names_colour() -> None:
    g = start_with("polisvin", dealer=0)
    before = len(g.hands[0])
    events = g.apply(A.timeout(0))
    assert took(events, 0) == 2 and len(g.hands[0]) == before + 2
    named = of_type(events, ev.ColourNamed)
    assert len(named) == 1 and 0 <= named[0].colour < 4
    assert g.named == named[0].colour and not g.naming and g.current == 1
    assert g.move == 0  # before the first turn: not a turn action (R3.6)
    # the random colour comes from the seed: the same deal names the same colour
    again = start_with("polisvin", dealer=0)
    again.apply(A.timeout(0))
    assert again.named == g.named


def test_r3_6_the_dealers_naming_timeout_is_not_a_turn_action() -> None:
    """R3.6: the naming of a start colour and its timeout come before the first turn, so
    the first turn action is move 1 either way and move numbers do not shift."""
    timed, named = start_with("polisvin", dealer=0), start_with("polisvin", dealer=0)
    timed.apply(A.timeout(0))
    named.apply(A.name_colour(0, timed.named))
    for g in (timed, named):
        assert g.move == 0 and g.current == 1
        g.apply(A.draw(1)._replace(move=0))  # answers move 0: in time
        assert g.move == 1


def test_r2_2_start_polisvin_only_the_dealer_can_time_out() -> None:
    g = start_with("polisvin", dealer=0)
    with pytest.raises(IllegalAction, match="only the player to move"):
        g.apply(A.timeout(1))


@pytest.mark.parametrize("kind", [*CLASSIC_KINDS, "polisvin"])
def test_r2_2_start_card_effects_off_starts_with_a_number(kind: str) -> None:
    """R2.2 option: with start_card_effects off, any Prescription is put back (R2.3)."""
    seed = _seed_starting_with(kind, 4, 1)  # the same shuffle as with effects on
    g = Game.new(Rules(players=4, start_card_effects=False), seed, 1)
    assert FACE_KIND[g.pile[0]] == NUMBER
    assert g.current == 2 and g.pending_kind == -1 and g.race is None and not g.naming
    returned = of_type(g.events, ev.StartCardReturned)
    assert (len(returned) > 0) == (kind != "number")
    assert all(FACE_KIND[e.card] != NUMBER for e in returned)
    assert zones_ok(g)


# ----------------------------------------------------------------- R2.3 put back


def test_r2_3_put_back_card_goes_below_and_the_next_card_is_turned() -> None:
    """R2.3: a card put back is never turned again at once: the *next* card is turned.

    With a single Polisvin in the deck, two returns in one deal would be that card twice.
    """
    rules = Rules(
        players=2,
        hand_size=1,
        start_card_effects=False,
        custom_deck=(("number", 1), ("polisvin", 1)),
    )
    returns = 0
    for seed in range(3000):
        g = Game.new(rules, seed)
        n = len(of_type(g.events, ev.StartCardReturned))
        assert n <= 1, f"seed {seed}: the put-back Polisvin was turned again"
        returns += n
        assert FACE_KIND[g.pile[0]] == NUMBER
    assert returns > 0


def test_r2_3_deck_without_a_possible_start_card_is_refused() -> None:
    rules = Rules(
        players=2,
        hand_size=1,
        start_card_effects=False,
        custom_deck=(("polisvin", 1), ("khapyozh", 1)),
    )
    with pytest.raises(IllegalAction, match="no card that can start"):
        Game.new(rules, 1)


def test_r2_3_events_order_deal_returns_start() -> None:
    seed = _seed_starting_with("polisvin", 4, 1)
    g = Game.new(Rules(players=4, start_card_effects=False), seed, 1)
    types = [type(e) for e in g.events]
    assert types[0] is ev.Dealt
    assert types[-1] is ev.StartCard
    assert set(types[1:-1]) == {ev.StartCardReturned}


# ----------------------------------------------------------------- R2.4 first player, dealer


@pytest.mark.parametrize(("players", "dealer", "first"), [(2, 1, 0), (4, 3, 0), (10, 4, 5)])
def test_r2_4_first_player_is_dealers_left(players: int, dealer: int, first: int) -> None:
    g = Game.new(Rules(players=players, start_card_effects=False), seed=5, dealer=dealer)
    assert g.dealer == dealer and g.current == first


def test_r2_4_deal_starts_at_dealers_left() -> None:
    """R2.1, R2.4: the deal goes round from the dealer's left, the dealer last."""
    rules = Rules(players=3, start_card_effects=False)
    a = Game.new(rules, seed=9, dealer=0)
    b = Game.new(rules, seed=9, dealer=1)
    assert a.hands[1] == b.hands[2] and a.hands[2] == b.hands[0] and a.hands[0] == b.hands[1]


def test_r2_4_dealer_must_sit_at_the_table() -> None:
    with pytest.raises(IllegalAction, match="dealer p5 is not at a table of 4"):
        Game.new(Rules(players=4), 1, dealer=4)


# ----------------------------------------------------------------- 2.0 start cards (issue 25)


@cache
def _seed_full_box(kind: str, players: int = 4, dealer: int = 1) -> int:
    """A full_box deal whose first turned card (before any put back) is of ``kind``."""
    code = KINDS_BY_ID[kind].code
    rules = Rules(players=players, recipe="full_box")
    for seed in range(20000):
        g = Game.new(rules, seed, dealer)
        first = of_type(g.events, ev.StartCardReturned)
        face = first[0].card if first else g.pile[0]
        if FACE_KIND[face] == code:
            return seed
    raise AssertionError(f"no seed turns {kind} first")  # pragma: no cover


GREY_VALUE_KINDS = ("shalun", "shuriken", "parodist", "reyting")


@pytest.mark.parametrize("kind", GREY_VALUE_KINDS)
def test_r2_2_a_grey_value_start_card_gets_a_colour_named_by_the_dealer(kind: str) -> None:
    """R2.2: an Etiquette or Courage card turned up starts the pile, and the dealer names
    its colour as for a Polisvin; the next card is of that colour or of its value."""
    g = Game.new(Rules(players=4, recipe="full_box"), _seed_full_box(kind), 1)
    assert FACE_KIND[g.pile[0]] == KINDS_BY_ID[kind].code
    assert not of_type(g.events, ev.StartCardReturned)
    assert g.naming and g.current == 1
    assert g.legal_actions(1)[:4] == [A.name_colour(1, c) for c in range(4)]
    act(g, "p2 name green")
    assert g.named == 2 and g.current == 2 and g.move == 0
    value = FACES[g.pile[0]].value
    numbers = [f for f, face in enumerate(FACES) if face.kind.code == NUMBER]
    for f in numbers:  # R3.2: the named colour (green, 2) or the grey card's value
        assert g.fits(f) == (FACES[f].value == value or FACES[f].colour == 2), f


@pytest.mark.parametrize("kind", ["svinorost", "temnodel", "razborka", "awl_for_soap"])
def test_r2_3_only_svinorost_temnodel_and_challenge_start_cards_are_put_back(kind: str) -> None:
    g = Game.new(Rules(players=4, recipe="full_box"), _seed_full_box(kind), 1)
    returned = of_type(g.events, ev.StartCardReturned)
    assert returned and FACE_KIND[returned[0].card] == KINDS_BY_ID[kind].code
    assert zones_ok(g)


@pytest.mark.parametrize("kind", GREY_VALUE_KINDS)
def test_r2_2_a_grey_value_start_card_is_put_back_with_start_card_effects_off(kind: str) -> None:
    """Decision: with the option off its naming is a start effect, as a Polisvin's."""
    seed = _seed_full_box(kind)
    g = Game.new(Rules(players=4, recipe="full_box", start_card_effects=False), seed, 1)
    assert FACE_KIND[g.pile[0]] == NUMBER and not g.naming
    assert FACE_KIND[of_type(g.events, ev.StartCardReturned)[0].card] == KINDS_BY_ID[kind].code


def test_r2_2_a_record_of_law_3_puts_a_grey_value_start_card_back() -> None:
    """A game dealt by law 3 replays as it was dealt: the grey card went back (R2.3 then)."""
    from svintus.engine.record import Record

    seed = _seed_full_box("shalun")
    old = Record(Rules(players=4, recipe="full_box"), seed, 1, law=3).replay()
    assert FACE_KIND[old.pile[0]] != KINDS_BY_ID["shalun"].code and not old.naming
