"""A table session carries what its earlier games used into the next game: Courage lines
may not be repeated (R11.4) and each Slabo? feat is done once (R12.6). A record of a later
game stores that ``session``, so it replays alone to the same position."""

from __future__ import annotations

import pytest

from svintus.engine import Rules
from svintus.engine.errors import BadRecord
from svintus.engine.match import Match, start_game
from svintus.engine.record import Record, to_position

RULES = Rules(players=3, recipe="full_box")


def later_match() -> Match:
    m = Match(RULES, seed=5, names=("Anna", "Boris", "Vera"))
    m.carried = {  # what earlier games left, by family (their ``kept`` hooks)
        "challenge": {"feats": ["reaction"]},
        "courage": {"courage": {"folklorist": ["Без труда не выловишь и рыбку из пруда"]}},
    }
    return m


def test_the_next_game_of_a_match_carries_the_session() -> None:
    m = later_match()
    game = m.new_game()
    assert game.names == ("Anna", "Boris", "Vera")
    session = m.session()
    assert session == {
        "feats": ["reaction"],
        "courage": {"folklorist": ["Без труда не выловишь и рыбку из пруда"]},
    }
    alone = start_game(RULES, game.seed, game.dealer, game.names)
    assert to_position(alone) != to_position(game)  # without the session it differs
    again = start_game(RULES, game.seed, game.dealer, game.names, session)
    assert to_position(again) == to_position(game)


def test_a_record_keeps_the_session_and_replays_alone() -> None:
    m = later_match()
    session = m.session()
    game = m.new_game()
    record = Record(RULES, game.seed, game.dealer, names=list(m.names or ()), session=session)
    data = record.to_json(game)
    assert data["session"] == session
    back = Record.from_json(data)
    assert back.session == session
    assert to_position(back.verify()) == to_position(game)


@pytest.mark.parametrize(
    ("session", "why"),
    [
        ({"feats": "reaction"}, "field 'feats': expected a list of feat names"),
        ({"courage": {"zapevala": "la"}}, "field 'courage': expected an object of lists"),
        ({"songs": []}, "field 'songs': unknown field"),
        ([1], "expected a JSON object"),
    ],
)
def test_a_bad_session_names_the_field(session: object, why: str) -> None:
    game = start_game(RULES, 1)
    data = Record(RULES, 1).to_json(game)
    data["session"] = session
    with pytest.raises(BadRecord, match=why):
        Record.from_json(data)
