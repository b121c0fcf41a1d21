"""Bots decide from what their seat may see (R14.8), never from hidden cards.

Every decision of a bot during a real game is repeated by an exact copy of the bot (its
memory and random state included) on a *twin* game: the same view for its seat, but the
other hands, the deck order and the chance seed dealt anew. A bot that read anything
hidden would, sooner or later, decide differently.
"""

from __future__ import annotations

import copy
from collections.abc import Sequence

import pytest

from svintus.bots import Bot, Reaction, Seat, make_bot
from svintus.engine import Game, Rules
from svintus.engine.actions import Act, Action
from svintus.engine.events import Event, Took
from svintus.sim import play_game

from .twins import twin

BOTS = ("random", "heuristic", "easy", "normal", "hard", "ismcts:30it")


class TwinCheck(Bot):
    """Wraps a bot; asks a copy of it the same question on a twin game each time."""

    name = "twin-check"

    def __init__(self, inner: Bot, game: Game) -> None:
        super().__init__(inner.seat, 0)
        self.inner = inner
        self.game = game
        self.checked = 0

    def _copy_on_twin(self) -> tuple[Bot, Seat]:
        other = twin(self.game, self.seat, seed=1000 + self.checked)
        self.checked += 1
        return copy.deepcopy(self.inner), Seat(other, self.seat)

    def choose(self, seat: Seat, legal: Sequence[Action]) -> Action:
        clone, twin_seat = self._copy_on_twin()
        got = self.inner.choose(seat, legal)
        assert clone.choose(twin_seat, legal) == got
        assert got in legal
        return got

    def turn_delay(self, seat: Seat, turn_seconds: float) -> float:
        clone, twin_seat = self._copy_on_twin()
        got = self.inner.turn_delay(seat, turn_seconds)
        assert clone.turn_delay(twin_seat, turn_seconds) == got
        return got

    def react(self, seat: Seat, offered: Sequence[Action]) -> Reaction | None:
        clone, twin_seat = self._copy_on_twin()
        got = self.inner.react(seat, offered)
        assert clone.react(twin_seat, offered) == got
        assert got is None or got.action in offered
        return got

    def observe(self, seat: Seat, events: Sequence[Event]) -> None:
        for e in events:  # the scheduler hands over only what the seat may see
            assert not (isinstance(e, Took) and e.player != self.seat and e.cards)
        self.inner.observe(seat, events)


@pytest.mark.parametrize("name", BOTS)
def test_decisions_do_not_depend_on_hidden_cards(name: str) -> None:
    game = Game.new(Rules(players=4), seed=3, dealer=1)
    bots: list[Bot] = [make_bot("random", p, 9) for p in range(4)]
    check = TwinCheck(make_bot(name, 2, 5), game)
    bots[2] = check
    play_game(game, bots)
    assert check.checked > 20


def test_seat_shows_the_same_on_twin_games() -> None:
    game = Game.new(Rules(players=3), seed=8)
    other = twin(game, 1, seed=4)
    assert other.hands != game.hands and other.deck != game.deck  # hidden parts differ
    a, b = Seat(game, 1), Seat(other, 1)
    assert a.view() == b.view()
    assert a.hand() == b.hand() and a.hand_sizes() == b.hand_sizes() and a.top() == b.top()
    public = {n for n in dir(a) if not n.startswith("_")}
    # hints: what the seat owes or may answer (Game.hints(seat)); families: a deck flag;
    # owed / answering / forget_hints: which of the seat's own hints are still owed;
    # owed_hints / suggestions: the seat's own hints that are a debt, and the others;
    # language: the table's, that the bot answers a task in (R11.4)
    assert public == {
        "answering",
        "families",
        "forget_hints",
        "hand",
        "hand_sizes",
        "hints",
        "language",
        "owed",
        "owed_hints",
        "redact",
        "seat",
        "suggestions",
        "top",
        "view",
    }


def test_seat_redacts_what_others_take() -> None:
    game = next(
        g
        for g in (Game.new(Rules(players=3), seed=s) for s in range(100))
        if g.turn_actions() and g.turn_actions()[-1].kind == Act.DRAW
    )
    events = game.apply(game.turn_actions()[-1])  # the player to move draws
    taker = next(e for e in events if isinstance(e, Took))
    assert taker.cards
    for p in range(3):
        seen = next(e for e in Seat(game, p).redact(events) if isinstance(e, Took))
        assert seen.number == 1
        assert seen.cards == (taker.cards if p == taker.player else ())
