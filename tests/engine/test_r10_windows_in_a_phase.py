"""R10.2, R12.1, R14.4 (issue 25): chat during a Challenge phase is speech and may name a
player (Shinkognito) or answer a question (Shto?), but nobody can give a card out of turn
while the phase stops the table. Decision (docs/decisions.md): an Etiquette window then
waits: its clock stops while the phase is open and runs again, in full, when play
resumes, and only then may its reactor give the card. Shmunitet, which may interrupt a
phase, keeps its clock.
"""

from __future__ import annotations

from svintus.engine import Game, Rules
from svintus.engine.actions import Act
from svintus.engine.cards import KINDS
from svintus.engine.operations import phase_open

from .helpers import act, card, make_game

DECK = (("number", 2), ("razborka", 2), ("shinkognito", 2), ("shto", 2), ("shtol", 2))


def duel() -> Game:
    """p1 plays a Razborka against p2; p3 holds a Shinkognito and a Shto?."""
    g = make_game(
        4,
        rules=Rules(players=4, custom_deck=DECK),
        hands={
            0: ["R:razborka", "R3", "G4", "B0"],
            1: ["R6", "G3", "O1"],
            2: ["shinkognito", "shto", "B1", "B2", "B3"],
        },
        pile=("R5",),
    )
    act(g, "p1 play R:razborka", "p1 choose p2")
    assert phase_open(g)  # the duel stops the table (R12.1)
    return g


def windows(g: Game) -> list[tuple[str, int]]:
    return [(KINDS[w.kind].id, w.offender) for w in g.parts["etiquette"].windows]


def test_r10_2_a_window_opened_by_chat_in_a_challenge_phase_waits_for_play_to_resume() -> None:
    g = duel()
    act(g, "p2 say p3, watch this")  # names p3: Shinkognito on p2
    assert windows(g) == [("shinkognito", 1)]
    assert not any(x.kind == Act.ETIQUETTE for x in g.legal_actions(2))  # the duel goes on
    assert not [t for t in g.timers() if t.key.startswith("etiquette:")]  # no clock runs
    act(g, "p1 lay R3", "p2 yield")  # the duel ends; play resumes
    assert not phase_open(g) and windows(g) == [("shinkognito", 1)]
    assert [t.key for t in g.timers() if t.key.startswith("etiquette:")] == ["etiquette:0"]
    offered = [x for x in g.legal_actions(2) if x.kind == Act.ETIQUETTE]
    assert offered and {x.card for x in offered} == {card("shinkognito")}
    act(g, "p3 etiquette shinkognito p2")
    act(g, "p3 give B1", "p3 give B2")
    assert card("shinkognito") in g.hands[1] and windows(g) == []


def test_r10_2_a_shto_answer_in_a_challenge_phase_waits_too() -> None:
    g = duel()
    act(g, "p3 say who has a seven?", "p2 say not me")  # p2 answers p3's question
    assert windows(g) == [("shto", 1)]
    assert not [t for t in g.timers() if t.key.startswith("etiquette:")]
    act(g, "p1 lay R3", "p2 yield")
    assert [x.card for x in g.legal_actions(2) if x.kind == Act.ETIQUETTE] == [card("shto")]


def test_r10_2_a_window_open_before_the_phase_waits_through_it() -> None:
    g = make_game(
        4,
        rules=Rules(players=4, custom_deck=DECK),
        hands={
            0: ["R:razborka", "R3", "G4", "B0"],
            1: ["R6", "G3", "O1"],
            2: ["shtol", "B1", "B2", "B3", "B4"],
        },
        pile=("R5",),
    )
    act(g, "p2 touch")  # Shtol! on p2, before the duel
    assert [t.key for t in g.timers() if t.key.startswith("etiquette:")] == ["etiquette:0"]
    act(g, "p1 play R:razborka", "p1 choose p2")
    assert not [t for t in g.timers() if t.key.startswith("etiquette:")]
    act(g, "p1 lay R3", "p2 yield")
    assert [t.key for t in g.timers() if t.key.startswith("etiquette:")] == ["etiquette:0"]
