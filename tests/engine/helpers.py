"""Helpers for the engine tests: build a game in an exact situation, act in notation.

:func:`make_game` deals a real game, then rewrites its position (hands, pile, deck top,
counters) as card names, keeping every card of the rules' deck in exactly one zone
(R1.7), and reads it back with :func:`from_position`, which checks that.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from collections.abc import Iterable, Sequence
from typing import Any

import pytest

from svintus.engine import Game, IllegalAction, Rules
from svintus.engine import actions as A
from svintus.engine import events as ev
from svintus.engine.actions import Act, Action
from svintus.engine.cards import card_name, face_of
from svintus.engine.families.chain import KEY as CHAIN
from svintus.engine.families.chain import Chain
from svintus.engine.notation import parse_action
from svintus.engine.record import from_position, to_position


def card(name: str) -> int:
    return face_of(name)


def names(faces: Iterable[int]) -> list[str]:
    return [card_name(f) for f in faces]


def hand(game: Game, player: int) -> list[str]:
    return names(game.hands[player])


def make_game(
    players: int = 4,
    *,
    hands: dict[int, Sequence[str]] | Sequence[Sequence[str]] | None = None,
    pile: Sequence[str] = ("G5",),
    deck_top: Sequence[str] = (),
    others: int = 5,
    leftover: str | int = "deck",
    current: int = 0,
    dealer: int | None = None,
    seed: int = 1,
    rules: Rules | None = None,
    **state: Any,
) -> Game:
    """A game in an exact situation.

    ``hands`` gives some players' hands exactly (a dict by seat, or a list of all);
    every other player gets ``others`` cards from what is left. ``pile`` is the play pile
    bottom to top; ``deck_top`` are the next cards to be drawn, the first drawn first.
    The rest of the cards (``leftover``) form the deck below them, or go under the pile
    (``"pile"``), or into one player's hand (a seat number). ``state`` overrides any other field
    of the position (``named="green"``, ``pending={"kind": "khapyozh", "count": 1}``,
    ``window=True``, ``move=3`` ...). Options go to :class:`Rules` when ``rules`` is None.
    """
    options = {k: state.pop(k) for k in list(state) if k in _RULE_OPTIONS}
    if rules is None:
        rules = Rules(players=players, **options)
    n = rules.players
    if dealer is None:
        dealer = (current - 1) % n
    pos = to_position(Game.new(rules, seed, dealer))
    pool = Counter(card_name(f) for f in rules.deck)

    def take(name: str) -> str:
        canonical = card_name(face_of(name))
        if pool[canonical] <= 0:
            raise ValueError(f"no {canonical} left in the deck for this scenario")
        pool[canonical] -= 1
        return canonical

    given: dict[int, list[str]] = {}
    if hands is not None:
        items = hands.items() if isinstance(hands, dict) else enumerate(hands)
        for p, cards in items:
            if not 0 <= p < n:
                raise ValueError(f"no seat {p} at a table of {n}")
            given[p] = [take(c) for c in cards]
    pile_cards = [take(c) for c in pile]
    top_cards = [take(c) for c in deck_top]
    rest = sorted(pool.elements())
    random.Random(seed).shuffle(rest)
    all_hands = []
    for p in range(n):
        if p in given:
            all_hands.append(given[p])
        else:
            all_hands.append(rest[:others])
            del rest[:others]
    if leftover == "pile":
        pile_cards = rest + pile_cards
        rest = []
    elif isinstance(leftover, int):
        all_hands[leftover] = all_hands[leftover] + rest
        rest = []
    pos.update(
        hands=all_hands,
        pile=pile_cards,
        deck=rest + list(reversed(top_cards)),
        current=current,
        dealer=dealer,
        naming=False,
        named=None,
        pending=None,
        drawn=None,
        move=0,
        window=False,
        declared=[-1] * n,
        catchable=[],
        silence=None,
        race=None,
        skips=[0] * n,
        winner=None,
        points=0,
        direction=1,
    )
    pos.update(state)
    return from_position(json.loads(json.dumps(pos)))


_RULE_OPTIONS = {
    "recipe",
    "hand_size",
    "start_card_effects",
    "stacked_skips",
    "strict_table",
    "turn_seconds",
    "svintus_penalty",
    "match_points",
    "match_minutes",
    "two_player_reverse_skips",
    "slap_seconds",
    "custom_deck",
}


def act(game: Game, *texts: str) -> list[ev.Event]:
    """Apply actions written in notation (``"p1 play G7"``); return all their events."""
    out: list[ev.Event] = []
    for text in texts:
        out.extend(game.apply(parse_action(text, game.n)))
    return out


def a(game: Game, text: str) -> Action:
    """An action in notation, for the game's table size."""
    return parse_action(text, game.n)


def legal(game: Game, player: int) -> set[Action]:
    return set(game.legal_actions(player))


def kinds(game: Game, player: int) -> set[Act]:
    return {x.kind for x in game.legal_actions(player)}


def took(events: Iterable[ev.Event], player: int | None = None) -> int:
    """How many cards ``player`` (anyone when None) took in ``events``."""
    return sum(e.number for e in events if isinstance(e, ev.Took) and player in (None, e.player))


def of_type(events: Iterable[ev.Event], cls: type[Any]) -> list[Any]:
    return [e for e in events if isinstance(e, cls)]


def zones_ok(game: Game) -> bool:
    """R1.7: the cards of deck, pile, hands, dark cards and the 2.0 families' own zones
    (a temporary pile, the box ...) make the rules' deck exactly."""
    have = Counter(game.deck) + Counter(game.pile)
    for chain in game.chains[:1]:  # the chain families share one part (R9)
        have.update(chain.zones(game))
    for family in game.families:
        have.update(family.zones(game))
    for h in game.hands:
        have.update(h)
    return have == Counter(game.rules.deck)


def snapshot(game: Game) -> str:
    return json.dumps(to_position(game), sort_keys=True)


def all_legal(game: Game) -> list[Action]:
    """Every player's legal actions and the clock's, in a stable order."""
    out: list[Action] = []
    for p in range(game.n):
        out.extend(game.legal_actions(p))
    out.extend(game.clock_actions())
    return out


def choose(game: Game, rng: random.Random, react: float = 0.3, play_bias: float = 0.85) -> Action:
    """A random but purposeful action: reactions now and then, plays preferred to draws.

    The table's clock is one of the actors: a timeout or the close of a slap race.
    """
    if game.race is not None:
        slaps = [x for p in range(game.n) for x in game.legal_actions(p) if x.kind == Act.SLAP]
        if slaps and rng.random() < 0.9:
            return rng.choice(slaps)
        return A.close_race()
    if rng.random() < react:
        reactions = [
            x
            for p in range(game.n)
            if p != game.current
            for x in game.legal_actions(p)
            if x.kind in (Act.INTERCEPT, Act.CATCH, Act.DECLARE, Act.SPEAK)
        ]
        if reactions:
            return rng.choice(reactions)
    if rng.random() < 0.03:
        return game.clock_actions()[0]
    turn = game.turn_actions()
    plays = [x for x in turn if x.kind == Act.PLAY]
    if plays and rng.random() < play_bias:
        return rng.choice(plays)
    return rng.choice(turn)


def unchanged(game: Game, text: str, error: type[Exception] = IllegalAction) -> str:
    """Applying ``text`` raises ``error`` with a one-line message and changes nothing;
    returns the message."""
    before = snapshot(game)
    with pytest.raises(error) as info:
        game.apply(a(game, text))
    assert snapshot(game) == before
    message = str(info.value)
    assert "\n" not in message
    return message


def chain_of(game: Game) -> Chain:
    """The game's R9 chain: the part the chain families share (registry.register)."""
    part: Chain = game.parts[CHAIN]
    return part


def dark_count(game: Game) -> int:
    """The dark cards on a Temnodel (R9.2): 0 in a game without chain cards."""
    return len(game.chains[0].zones(game)) if game.chains else 0
