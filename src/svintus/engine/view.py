"""What one player may see of a game (R14.8), as plain JSON-ready data.

A view holds the player's own hand, the sizes of the other hands, the face-up cards and
every public counter; never another hand, the deck order or the chance streams.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .cards import COLOURS, KINDS, card_name

if TYPE_CHECKING:
    from .game import Game

SPECTATOR = -1


def make_view(game: Game, player: int, rules: bool = True) -> dict[str, Any]:
    """The view of ``player`` (0-based), or of a spectator (``-1``), who sees no hand;
    without the key ``rules`` when ``rules`` is false (a table adds its own, made once)."""
    seated = 0 <= player < game.n
    own_turn = seated and player == game.current
    view: dict[str, Any] = {"player": player, "players": game.n}
    if rules:
        view["rules"] = game.rules.to_json()
    view |= {
        "dealer": game.dealer,
        "hand": [card_name(f) for f in game.hands[player]] if seated else None,
        "hand_sizes": [len(h) for h in game.hands],
        "top": card_name(game.pile[-1]),
        "pile_size": len(game.pile),
        "deck_size": len(game.deck),
        "named_colour": COLOURS[game.named] if game.named >= 0 else None,
        "direction": game.direction,
        "current": game.current,
        "naming": game.naming,
        "move": game.move,
        "interception_open": game.window,
        "pending": (
            {
                "kind": KINDS[game.pending_kind].id,
                "count": game.pending_count,
                "target": game.current,
            }
            if game.pending_kind >= 0
            else None
        ),
        # Whether the player to move has drawn is public; which card, only they see.
        "has_drawn": game.drawn >= 0,
        "drawn": card_name(game.drawn) if own_turn and game.drawn >= 0 else None,
        "declared": [m == game.move for m in game.declared],
        "catchable": list(game.catchable),
        "silence": game.silence if game.silence >= 0 else None,
        "race": (
            {
                "slapped_deck": list(game.race_order),
                "slapped_pile": [p for p, r in enumerate(game.race) if r == 2],
            }
            if game.race is not None
            else None
        ),
        "skips": list(game.skips),
        "winner": game.winner if game.winner >= 0 else None,
        "points": game.points if game.winner >= 0 else None,
    }
    chains = game.chains
    if chains:  # an open chain (R9), None while none is: the chain families' shared part
        view[chains[0].PART] = chains[0].view(game, player)
    for family in game.families:  # the 2.0 families' public parts (R10-R12, R14.8)
        part = family.view(game, player)
        if part is not None:
            view[family.KEY] = part
    if game.choice is not None:  # cards named one at a time; which ones, only the chooser
        from .choosing import view as choice_view
        from .notation import format_action

        view["choice"] = choice_view(game, player, format_action)
    return view
