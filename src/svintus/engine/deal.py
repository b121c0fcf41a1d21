"""A new game: the shuffle from the seed, the deal (R2.1) and the start card (R2.2,
R2.3); :meth:`Game.new` calls :func:`deal` on a blank game.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from . import events as ev
from .cards import (
    FACE_KIND,
    NUMBER,
    VALUE_KINDS,
)
from .errors import IllegalAction
from .operations import (
    chance,
    naming_kinds,
)
from .players import pname
from .registry import CLASSIC_START, EFFECTS
from .rules import LAW, Rules

if TYPE_CHECKING:
    from .game import Game


def deal(
    g: Game,
    rules: Rules,
    seed: int,
    dealer: int,
    names: tuple[str, ...] | None,
    law: int = LAW,
) -> None:
    """Fill the blank game ``g``: shuffle, deal (R2.1) and turn the start card (R2.2,
    R2.3). ``names``: the seats' display names, if any (R10.2); ``law``: the law it is
    played by."""
    if not 0 <= dealer < rules.players:
        raise IllegalAction(f"dealer {pname(dealer)} is not at a table of {rules.players}")
    if names is not None and len(names) != rules.players:
        raise IllegalAction(f"expected {rules.players} display names, not {len(names)}")
    g.memo = None
    g.names = None if names is None else tuple(names)
    g.rules = rules
    g.n = n = rules.players
    g.seed = seed
    g.law = law
    g.chance = 0
    g.dealer = dealer
    rng = chance(g)
    deck = list(rules.deck)
    rng.shuffle(deck)
    g.hands = [[] for _ in range(n)]
    for _ in range(rules.hand_size):
        for i in range(1, n + 1):
            g.hands[(dealer + i) % n].append(deck.pop())
    for hand in g.hands:
        hand.sort()
    g.deck = deck
    g.pile = []
    g.direction = 1
    g.current = dealer
    g.naming = False
    g.named = -1
    g.pending_kind = -1
    g.pending_count = 0
    g.drawn = -1
    g.move = 0
    g.window = False
    g.declared = [-1] * n
    g.catchable = []
    g.silence = -1
    g.race = None
    g.race_order = []
    g.race_by = -1
    g.skips = [0] * n
    g.init_families()
    g.winner = -1
    g.points = 0
    g.events = [ev.Dealt(dealer, rules.hand_size)]
    turn_start_card(g, rng)


def can_start(game: Game, face: int) -> bool:
    """Whether ``face`` may start the play pile (R2.2, R2.3): a number card; with
    ``start_card_effects`` a classic Prescription, and since law 4 a grey value card
    (Etiquette, Courage), whose colour the dealer names as for a Polisvin. Put back:
    Svinorost, Temnodel, Challenge cards (and, with the option off, every card with a
    start effect, the grey value cards' naming included: docs/decisions.md)."""
    kind = FACE_KIND[face]
    if kind == NUMBER:
        return True
    if not game.rules.start_card_effects:
        return False
    return kind in CLASSIC_START or (game.law >= 4 and kind in VALUE_KINDS)


def turn_start_card(game: Game, rng: random.Random) -> None:
    if not any(can_start(game, f) for f in game.deck):
        raise IllegalAction("the deck has no card that can start a game")
    while True:
        face = game.deck.pop()
        if can_start(game, face):
            break
        # R2.3: anywhere but the top, so that the *next* card is turned. The deck is
        # not empty: it still holds the card that can start (checked above).
        game.deck.insert(rng.randrange(len(game.deck)), face)
        game.emit(ev.StartCardReturned(face))
    game.pile.append(face)
    game.emit(ev.StartCard(face))
    if FACE_KIND[face] in naming_kinds(game):  # a Polisvin, a grey value card (law 4)
        game.naming = True  # the dealer names the colour before the first turn
        game.current = game.dealer
    else:
        EFFECTS[FACE_KIND[face]](game, game.dealer, face)
