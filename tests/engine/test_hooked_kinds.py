"""A family's ``before``/``after`` hooks are called only for the action kinds its
``HOOKED_KINDS`` names (families/protocol.py; issue 25 point 5). The hooks left out
would have changed nothing: every action of random games of the 2.0 recipes is applied
both ways, and the positions and events after it are the same."""

from __future__ import annotations

from typing import Any

import pytest

from svintus.bots import make_bot
from svintus.engine import Game, Rules, acts
from svintus.engine import game as game_module
from svintus.engine.actions import Action
from svintus.engine.events import Event
from svintus.engine.families import challenge
from svintus.engine.match import derive_seed
from svintus.engine.position import to_position
from svintus.engine.registry import CHOICES
from svintus.sim.scheduler import Scheduler


def with_every_hook(g: Game, action: Action) -> list[Event]:
    """``apply_unchecked`` as it was before ``HOOKED_KINDS``: every family's hooks."""
    g.events = []
    g.memo = None
    for family in g.families:
        family.before(g, action)
    g._apply(action, action.kind, action.player)
    for family in g.families:
        family.after(g, action)
    return g.events


class Checking(Scheduler):
    """Plays as the scheduler does, and before each action whose kind some family's
    hooks skip, applies it to a copy with every hook, to compare."""

    def __init__(self, *args: Any) -> None:
        super().__init__(*args)
        self.compared = 0
        self.differences: list[str] = []

    def _apply(self, action: Action, delay: float, reaction: bool = False) -> None:
        g = self.game
        skipped = [
            f.KEY
            for f in g.families
            if f.HOOKED_KINDS is not None and action.kind not in f.HOOKED_KINDS
        ]
        whole = g.choice is None and not (action.kind in CHOICES and not action.cards)
        if not (skipped and whole):
            super()._apply(action, delay, reaction)
            return
        old = g.copy()
        expected = with_every_hook(old, action)
        start = len(self.log)
        super()._apply(action, delay, reaction)
        self.compared += 1
        if self.log[start:] != expected or to_position(g) != to_position(old):
            self.differences.append(f"{action!r} at move {g.move} (skipped: {skipped})")


def play(recipe: str, n: int, games: int) -> tuple[int, list[str]]:
    """(actions compared, differences) over ``games`` seeded games."""
    compared, differences = 0, []
    for i in range(games):
        seed = derive_seed(25, recipe, n, i)
        game = Game.new(Rules(players=n, recipe=recipe), seed, i % n)
        s = Checking(game, [make_bot("random", p, seed) for p in range(n)])
        s.run()
        compared += s.compared
        differences += s.differences
    return compared, differences


@pytest.mark.parametrize(("recipe", "n"), [("with_challenge", 4), ("full_box", 4), ("full_box", 8)])
def test_the_hooks_left_out_would_change_nothing(recipe: str, n: int) -> None:
    compared, differences = play(recipe, n, games=4)
    assert compared > 100
    assert differences == []


def test_the_check_sees_a_kind_left_out(monkeypatch: pytest.MonkeyPatch) -> None:
    """Challenge's duels read an interception (R4.3, the Awl for Soap chance, R12):
    naming the play alone changes the games, and the check above says so."""
    monkeypatch.setattr(challenge, "HOOKED_KINDS", frozenset((acts.PLAY,)))
    game_module._hooked.cache_clear()
    try:
        _, differences = play("with_challenge", 4, games=6)
    finally:
        game_module._hooked.cache_clear()
    assert differences
