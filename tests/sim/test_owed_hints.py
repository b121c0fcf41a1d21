"""Hints that are owed (a Courage answer, R11.4) against suggestions (Etiquette's chat
lines that would provoke a trigger, R10.2): a bot answers the first, never as a debt the
second — else bots would chat without end and every line would open a window."""

from __future__ import annotations

from svintus.bots.base import Seat
from svintus.engine import Game, Rules
from svintus.engine.actions import Act


def test_etiquette_suggestions_are_not_owed() -> None:
    game = Game.new(Rules(players=2, recipe="paranoid"), seed=3)  # R10 cards, no Courage
    hints = game.hints(0)
    assert hints and all(h.kind == Act.SPEAK for h in hints)
    assert game.hints(0, owed_only=True) == []
    assert Seat(game, 0).owed(hints) == []


def test_a_courage_answer_is_owed() -> None:
    rules = Rules(players=3, custom_deck=(("number", 2), ("reyting", 2), ("polisvin", 2)))
    for seed in range(200):
        game = Game.new(rules, seed)
        owed_before = game.hints(0, owed_only=True)
        assert owed_before == game.hints(0)  # a Courage deck suggests nothing else
        # play until someone owes an answer (a Reyting sum after a number card, R11.4)
        for _ in range(300):
            if game.over:
                break
            for p in range(game.n):
                owed = game.hints(p, owed_only=True)
                if owed:
                    assert Seat(game, p).owed(owed) == owed
                    return
            acts = game.turn_actions() or game.clock_actions()
            gifts = [a for p in range(game.n) for a in game.legal_actions(p) if a.kind == Act.GIFT]
            game.apply(gifts[0] if gifts else acts[0])
    raise AssertionError("no Courage answer was ever owed")
