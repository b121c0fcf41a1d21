"""Twin games: identical in everything one seat can see, different in what it cannot."""

from __future__ import annotations

import random

from svintus.engine import Game
from svintus.engine.record import from_position, to_position


def twin(game: Game, seat: int, seed: int) -> Game:
    """``game`` with the other hands and the deck dealt anew from the same hidden cards.

    Hand sizes, the play pile and every public counter stay; so does the seat's own
    hand. The chance seed changes too (the RNG state is hidden, R14.8).
    """
    pos = to_position(game)
    others = [p for p in range(game.n) if p != seat]
    if game.drawn >= 0 and game.current != seat:
        others.remove(game.current)  # the drawn card must stay with the player to move
    hidden = [c for p in others for c in pos["hands"][p]] + list(pos["deck"])
    rng = random.Random(seed)
    rng.shuffle(hidden)
    for p in others:
        k = len(pos["hands"][p])
        pos["hands"][p], hidden = hidden[:k], hidden[k:]
    pos["deck"] = hidden
    pos["seed"] = seed
    out = from_position(pos)
    assert out.view(seat) == game.view(seat)
    return out
