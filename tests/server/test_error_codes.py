"""Engine errors carry their code, and the server sends it on the wire from one table
(issue 25 point 4; docs/protocol.md, "Errors")."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from svintus.engine import Game, Rules, card_name
from svintus.engine.errors import (
    BadRecord,
    GameOver,
    IllegalAction,
    NotationError,
    NotYourTurn,
    RulesError,
    SvintusError,
    TooLate,
)
from svintus.engine.notation import parse_action
from svintus.server.ws import WIRE_CODES

PROTOCOL = Path(__file__).parents[2] / "docs" / "protocol.md"


@pytest.mark.parametrize(
    ("error", "code"),
    [
        (IllegalAction, "illegal"),
        (NotYourTurn, "not_your_turn"),
        (TooLate, "too_late"),
        (GameOver, "game_over"),
        (NotationError, "bad_notation"),
        (RulesError, "bad_rules"),
        (BadRecord, "bad_record"),
    ],
)
def test_each_error_has_a_stable_code(error: type[SvintusError], code: str) -> None:
    assert error("x").code == code


def test_every_wire_code_is_documented() -> None:
    documented = set(re.findall(r"^\| `([a-z_]+)` \|", PROTOCOL.read_text(), re.M))
    assert set(WIRE_CODES.values()) <= documented
    assert {"illegal", "not_your_turn", "too_late", "game_over", "bad_notation"} <= set(
        WIRE_CODES.values()
    )


def test_an_engine_refusal_is_found_by_its_code() -> None:
    """R4.1: a turn play out of turn is refused with ``not_your_turn``."""
    game = Game.new(Rules(players=3), seed=1)
    other = (game.current + 1) % 3
    card = next(c for c in game.hands[other] if c != game.top)  # no interception (R4.1)
    with pytest.raises(SvintusError) as refused:
        game.apply(parse_action(f"P{other + 1} play {card_name(card)}", 3))
    assert WIRE_CODES[refused.value.code] == "not_your_turn"
