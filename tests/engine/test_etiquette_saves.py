"""Etiquette's per-step shortcuts (issue 17, speed) keep their promise: the state before
an action is saved only for the kinds that can name a player (R10.2 Shmunitet), and an
action of another kind that named one would stop the game loudly, not open no window;
the seats a chat line names, remembered, are those :func:`names_player` finds."""

from __future__ import annotations

import pytest

from svintus.bots import make_bot
from svintus.engine import Game, Rules
from svintus.engine.families.etiquette import names_player, triggers
from svintus.engine.match import derive_seed
from svintus.sim import play_game


def _play(recipe: str, n: int, games: int) -> None:
    rules = Rules(players=n, recipe=recipe)
    for i in range(games):
        seed = derive_seed(0, "game", i)
        game = Game.new(rules, seed, i % n)
        play_game(game, [make_bot("random", p, seed) for p in range(n)])


def test_an_unsaved_action_that_names_a_player_stops_the_game(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(triggers, "_NAMING", frozenset())  # as if no kind could name one
    with pytest.raises(AssertionError, match="_NAMING"):
        _play("full_box", 8, 25)  # a gift names its offender within a few games


@pytest.mark.parametrize(("recipe", "n"), [("full_box", 4), ("with_challenge", 6)])
def test_the_kinds_not_saved_name_nobody(recipe: str, n: int) -> None:
    _play(recipe, n, 6)  # the check in after() raises if one did


@pytest.mark.parametrize(
    "names", [None, ("Ann", "Bob", "", "a.b", "Ann"), ("p2", " Zoë ", "c++", "x", "(y)")]
)
def test_the_seats_named_are_those_names_player_finds(names: tuple[str, ...] | None) -> None:
    game = Game.new(Rules(players=5, recipe="full_box"), 3, names=names)
    texts = ["p1, your move", "ANN and bob?", "a.b c++ (y)", "zoë!", "p22 p2x", "xp3 p4", ""]
    for text in texts:
        for p in range(5):
            want = tuple(q for q in range(5) if q != p and names_player(game, text, q))
            assert triggers._named(text, p, 5, game.names) == want
