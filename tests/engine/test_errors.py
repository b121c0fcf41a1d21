"""Errors a player can cause (Architecture principle 10; R4.2, R5.1, R5.4, R6, R8.6):
every rejected action raises a specific :class:`IllegalAction` whose one-line message
says why — not your turn, not an exact copy, the window closed, must transfer or accept,
... — and leaves the game exactly as it was (the ``to_position`` snapshot before and
after are equal), on a default table and on a ``strict_table`` alike when the action is
not a penalised attempt (R5.4).
"""

from __future__ import annotations

import gc
from collections.abc import Callable

import pytest

from svintus.engine import GameOver, IllegalAction, NotYourTurn, SvintusError, TooLate
from svintus.engine.actions import Act, Action
from svintus.engine.game import Game

from .helpers import a, act, make_game, snapshot

KH1 = {"kind": "khapyozh", "count": 1}


def simple(**kw: object) -> Game:
    return make_game(hands={0: ["G2", "R1", "B6"], 2: ["B7", "G1", "O6"]}, pile=["G7"], **kw)  # type: ignore[arg-type]


def after_g7(**kw: object) -> Game:
    g = make_game(
        hands={0: ["G7", "R1", "R2"], 2: ["G7", "B7", "O6"], 1: ["O1", "O2", "O3"]},
        pile=["G5"],
        deck_top=["B1"],
        **kw,  # type: ignore[arg-type]
    )
    act(g, "p1 play G7")
    return g


def window_closed(**kw: object) -> Game:
    g = make_game(
        hands={0: ["G7", "R1", "R2"], 3: ["G7", "B7", "O6"]},
        pile=["G5"],
        deck_top=["B1"],
        **kw,  # type: ignore[arg-type]
    )
    act(g, "p1 play G7", "p2 draw")
    return g


def pending(**kw: object) -> Game:
    return make_game(
        hands={1: ["R3", "G1", "B:khapyozh"]},
        pile=["R:khapyozh"],
        current=1,
        pending=KH1,
        **kw,  # type: ignore[arg-type]
    )


def drawn(**kw: object) -> Game:
    g = make_game(hands={0: ["G2", "R1"]}, pile=["G7"], deck_top=["B7"], **kw)  # type: ignore[arg-type]
    act(g, "p1 draw")
    return g


def named(**kw: object) -> Game:
    return make_game(hands={0: ["R2", "G1"]}, pile=["polisvin"], named="green", **kw)  # type: ignore[arg-type]


def naming(**kw: object) -> Game:
    return make_game(hands={0: ["R2", "G1"]}, pile=["polisvin"], naming=True, **kw)  # type: ignore[arg-type]


def polisvin(**kw: object) -> Game:
    return make_game(hands={0: ["polisvin", "R1", "B6"]}, pile=["G7"], **kw)  # type: ignore[arg-type]


def race(**kw: object) -> Game:
    g = make_game(hands={0: ["G:khlopkopyt", "G1", "R1"]}, pile=["G5"], **kw)  # type: ignore[arg-type]
    act(g, "p1 play G:khlopkopyt", "p2 slap")
    return g


def over(**kw: object) -> Game:
    g = make_game(hands={0: ["G1"]}, pile=["G5"], **kw)  # type: ignore[arg-type]
    act(g, "p1 play G1")
    return g


CASES: list[tuple[str, Callable[..., Game], str | Action, type[IllegalAction], str]] = [
    (
        "play out of turn",
        simple,
        "p3 play B7",
        NotYourTurn,
        r"not your turn: it is p1's turn \(play an exact copy with 'intercept'\)",
    ),
    ("draw out of turn", simple, "p2 draw", NotYourTurn, r"not your turn: it is p1's turn$"),
    ("accept out of turn", pending, "p1 accept", NotYourTurn, "not your turn: it is p2's turn"),
    ("card not held", simple, "p1 play G5", IllegalAction, "p1 has no G5"),
    ("card out of range", simple, Action(Act.PLAY, 0, 200), IllegalAction, r"p1 has no card #200"),
    (
        "does not fit",
        simple,
        "p1 play B6",
        IllegalAction,
        r"B6 does not go onto G7 \(same colour or value, R3\.1\)",
    ),
    (
        "named colour",
        named,
        "p1 play R2",
        IllegalAction,
        "R2 does not fit: the named colour is green",
    ),
    (
        "not an exact copy",
        after_g7,
        "p3 intercept B7",
        IllegalAction,
        r"B7 is not an exact copy of G7 \(R4\.1\)",
    ),
    ("intercept not held", after_g7, "p4 intercept G7", IllegalAction, "p4 has no G7"),
    (
        "intercept own turn",
        after_g7,
        "p2 intercept O1",
        IllegalAction,
        r"it is your turn: play the card instead of intercepting \(R4\.4\)",
    ),
    (
        "window closed",
        window_closed,
        "p4 intercept G7",
        TooLate,
        r"too late: the window to intercept G7 has closed \(R4\.2\)",
    ),
    (
        "answers an earlier move",
        after_g7,
        "p3 intercept G7 @0",
        TooLate,
        "too late: p3 answers move 0, the game is at move 1",
    ),
    (
        "names a future move",
        after_g7,
        "p3 intercept G7 @2",
        IllegalAction,
        "p3 names move 2; the game is at 1",
    ),
    (
        "draw facing a penalty",
        pending,
        "p2 draw",
        IllegalAction,
        r"p2 must transfer or accept the pending penalty \(R5\.1\)",
    ),
    (
        "wrong card facing a penalty",
        pending,
        "p2 play R3",
        IllegalAction,
        r"p2 must transfer the Khapyozh with a Khapyozh or accept \(R5\.1\)",
    ),
    (
        "accept without a penalty",
        simple,
        "p1 accept",
        IllegalAction,
        "p1 has no pending penalty to accept",
    ),
    ("draw twice", drawn, "p1 draw", IllegalAction, r"p1 has already drawn this turn \(R3\.3\)"),
    (
        "other card after drawing",
        drawn,
        "p1 play G2",
        IllegalAction,
        r"only the drawn card B7 may be played \(R3\.3\)",
    ),
    (
        "pass without drawing",
        simple,
        "p1 pass",
        IllegalAction,
        r"p1 may pass only after drawing a card that fits \(R3\.3\)",
    ),
    ("name colour now", simple, "p1 name R", IllegalAction, "p1 has no colour to name now"),
    (
        "play while naming",
        naming,
        "p1 play G1",
        IllegalAction,
        r"p1 must first name the colour of the start card \(R2\.2\)",
    ),
    ("others name", naming, "p2 name R", IllegalAction, "p2 has no colour to name now"),
    ("bad colour", naming, Action(Act.NAME_COLOUR, 0, colour=7), IllegalAction, "not a colour: 7"),
    (
        "polisvin without colour",
        polisvin,
        "p1 play polisvin",
        IllegalAction,
        r"a Polisvin needs a colour: add R, O, G or B \(R8\.4\)",
    ),
    (
        "colour on a number",
        simple,
        "p1 play G2 R",
        IllegalAction,
        "only a Polisvin or a grey value card names a colour, not G2",
    ),
    (
        "svintus with three",
        simple,
        "p1 play G2 svintus",
        IllegalAction,
        r"'Svintus!' goes only with the second-to-last card, not with 2 left \(R6\.1\)",
    ),
    (
        "declare with three",
        simple,
        "p1 svintus",
        IllegalAction,
        r"p1 declares 'Svintus!' only when holding two cards \(R6\.1\)",
    ),
    (
        "false catch",
        simple,
        "p2 catch p1",
        TooLate,
        r"too late or false: p1 cannot be caught now \(R6\.2\)",
    ),
    ("catch oneself", simple, "p2 catch p2", TooLate, "p2 cannot catch themselves"),
    (
        "turn action in a race",
        race,
        "p2 draw",
        IllegalAction,
        r"wait: the slap race is on; only slaps and speech now \(R8\.6\)",
    ),
    (
        "slap twice",
        race,
        "p2 slap pile",
        TooLate,
        r"p2 has already slapped; a slap is final \(R8\.6\)",
    ),
    (
        "timeout in a race",
        race,
        "timeout p2",
        IllegalAction,
        "only the close of the slap race can be timed now",
    ),
    (
        "slap without a race",
        simple,
        "p2 slap",
        TooLate,
        "too late: p2 slaps but there is no slap race now",
    ),
    ("close without a race", simple, "close race", IllegalAction, "there is no slap race to close"),
    (
        "timeout of another",
        simple,
        "timeout p2",
        IllegalAction,
        r"only the player to move \(p1\) can time out",
    ),
    (
        "no such player",
        simple,
        Action(Act.DRAW, 7),
        IllegalAction,
        "there is no player p8 at a table of 4",
    ),
    ("game over", over, "p2 draw", GameOver, "the game is over: p1 won"),
    ("speech after the end", over, "p2 say gg", GameOver, "the game is over: p1 won"),
]


# On a strict table these plays are penalised attempts (R5.4), tested in test_r5_penalties.
PENALISED_WHEN_STRICT = ("p1 play B6", "p1 play R2", "p2 play R3", "p1 play G2", "p3 intercept B7")


@pytest.mark.parametrize(
    ("build", "action", "error", "message", "strict"),
    [
        (*case[1:], strict)
        for case in CASES
        for strict in (False, True)
        if not (strict and case[2] in PENALISED_WHEN_STRICT)
    ],
    ids=[
        f"{case[0]}-{'strict_table' if strict else 'default'}"
        for case in CASES
        for strict in (False, True)
        if not (strict and case[2] in PENALISED_WHEN_STRICT)
    ],
)
def test_error_says_why_and_changes_nothing(
    build: Callable[..., Game],
    action: str | Action,
    error: type[IllegalAction],
    message: str,
    strict: bool,
) -> None:
    g = build(strict_table=strict)
    x = a(g, action) if isinstance(action, str) else action
    before = snapshot(g)
    with pytest.raises(error, match=message) as info:
        g.apply(x)
    assert isinstance(info.value, SvintusError)
    assert "\n" not in str(info.value)
    assert snapshot(g) == before


def test_not_an_action() -> None:
    g = simple()
    before = snapshot(g)
    with pytest.raises(IllegalAction, match="not an action: 'p1 draw'"):
        g.apply("p1 draw")  # type: ignore[arg-type]
    assert snapshot(g) == before


def test_every_listed_error_case_is_not_listed_as_legal() -> None:
    """Principle 5: an action is valid exactly when it is listed."""
    for _, build, action, _, _ in CASES:
        g = build()
        x = a(g, action) if isinstance(action, str) else action
        if 0 <= x.player < g.n and x.move is None:
            assert x not in g.legal_actions(x.player)
        assert x not in g.clock_actions() or x.kind not in (Act.TIMEOUT, Act.CLOSE_RACE)


def test_strict_table_attempts_are_the_only_errors_that_change_the_state() -> None:
    """R5.4: with ``strict_table`` an illegal play of a held card is penalised instead."""
    g = simple(strict_table=True)
    before = snapshot(g)
    g.apply(a(g, "p1 play B6"))
    assert snapshot(g) != before and g.move == 1


def start_polisvin(**kw: object) -> Game:
    """A start Polisvin whose colour p1 (the dealer) names before the first turn (R2.2)."""
    return make_game(hands={0: ["R2", "G1"]}, pile=["polisvin"], naming=True, dealer=0, **kw)  # type: ignore[arg-type]


@pytest.mark.parametrize("answers_move", [False, True])
def test_r4_2_a_colour_named_after_the_timeout_named_it_is_too_late(answers_move: bool) -> None:
    """R4.2 (with R2.2, R5.5): the dealer's time ran out and the table named the start
    colour; their own ``name`` arriving after that lost the race against the clock: it
    is too late (no penalty, nothing changes), not an illegal action, whether it names
    the move it answers or not."""
    g = start_polisvin()
    late = a(g, "p1 name R")
    if answers_move:
        late = late._replace(move=g.move)
    g.apply(Action(Act.TIMEOUT, 0))
    assert not g.naming and g.named >= 0
    before = snapshot(g)
    with pytest.raises(TooLate, match=r"already named, \w+ \(R2\.2, R4\.2\)"):
        g.apply(late)
    assert snapshot(g) == before


def test_r4_2_a_second_name_of_the_start_colour_is_too_late() -> None:
    """R4.2: the dealer named the colour, so a second copy of their ``name`` is too late;
    another player's ``name`` stays illegal (the colour was never theirs to name, R2.2),
    and so does the dealer's once a turn was played on the start card."""
    g = start_polisvin()
    act(g, "p1 name G")
    with pytest.raises(TooLate):
        g.apply(a(g, "p1 name R"))
    with pytest.raises(IllegalAction, match="p2 has no colour to name now") as e:
        g.apply(a(g, "p2 name R"))
    assert not isinstance(e.value, TooLate)
    act(g, "p2 draw")
    g.apply(g.legal_actions(1)[0])
    assert g.move >= 1
    with pytest.raises(IllegalAction) as e:
        g.apply(a(g, "p1 name R"))
    assert not isinstance(e.value, TooLate)


def test_a_refused_action_leaves_nothing_for_the_garbage_collector() -> None:
    """A refused action's error (a late answer, an illegal play, not your turn, R4.2) is
    freed as soon as its catcher drops it, by reference counting alone: no reference
    cycle is left for the garbage collector (a server refusing hundreds of late answers a
    second paused 70-160 ms collecting such cycles; docs/performance.md)."""
    g = after_g7()
    refused = [a(g, "p2 play R1"), a(g, "p3 play O6"), a(g, "p1 play G2")]
    refused.append(a(g, "p3 intercept G7")._replace(move=0))  # answers an old move: TooLate
    gc.collect()
    gc.disable()
    try:
        for action in refused:
            try:
                g.apply(action)
            except SvintusError:
                pass
            else:
                raise AssertionError(f"{action} was applied")
        found = gc.collect()
    finally:
        gc.enable()
    assert found == 0, f"{found} objects were only reachable through reference cycles"
