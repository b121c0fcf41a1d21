"""Observation encoding: what one seat may see (R14.8), as a flat float32 vector.

:class:`Encoder` is the hot path. It reads the game's state directly (the environment is
the table's server side) but copies only what the seat may see: its own hand, the
drawn card on its own turn, and public counters. It builds each observation in a
preallocated ``array.array`` copied from a template (the seat-presence bits are set
once), writes the few non-zero entries, and wraps the buffer with
``numpy.frombuffer`` without a further copy, so every call returns a fresh array.

:func:`encode_view` computes the same vector from :meth:`Game.view`, the engine's own
cut of hidden information; the tests check that both agree, which proves that an
observation holds nothing a view does not.
"""

from __future__ import annotations

from array import array
from collections.abc import Sequence
from typing import Any

import numpy as np
import numpy.typing as npt

from ..engine.actions import MAX_PLAYERS
from ..engine.cards import COLOURS, FACE_COLOUR, KHAPYOZH, KINDS_BY_ID, face_of
from ..engine.events import Event, Played, Took
from ..engine.game import Game
from .layout import (
    HAND_SCALE,
    PENALTY_SCALE,
    R_CATCHABLE,
    R_CURRENT,
    R_HAND,
    R_PRESENT,
    R_SILENCE,
    R_SKIPS,
    R_SLAPPED_DECK,
    R_SLAPPED_PILE,
    RACE,
    S_CLOCKWISE,
    S_COLOURS,
    S_DECISION,
    S_DECK,
    S_HAS_DRAWN,
    S_NAMED,
    S_NAMING,
    S_PENDING,
    S_PENDING_SIZE,
    S_PILE,
    S_RACE,
    S_WINDOW,
    SKIP_SCALE,
    Layout,
)

Observation = npt.NDArray[np.float32]
_FLOAT32 = np.dtype(np.float32)  # a dtype object: numpy resolves it faster than a type


class Encoder:
    """Observations of the seats of one table size for one deck layout.

    Each seat's hand block is kept up to date from the game's events (:meth:`update`);
    :meth:`sync` rebuilds it from a game (after a deal, or for any other game).
    """

    def __init__(self, layout: Layout, players: int) -> None:
        self.layout = layout
        self.n = n = players
        template = array("f", bytes(4 * layout.obs_size))
        present = layout.seat_block(R_PRESENT)
        for r in range(players):
            template[present + r] = 1.0
        self._template = template
        # Per seat: the template with that seat's hand block filled in.
        self._base = [array("f", template) for _ in range(players)]
        self._hand_pos = {f: layout.hand + i for f, i in layout.pos.items()}
        self._top_pos = {f: layout.top + i for f, i in layout.pos.items()}
        self._drawn_pos = {f: layout.drawn + i for f, i in layout.pos.items()}
        self._inc = layout.hand_inc
        # Own cards of each colour per seat (grey cards count in slot GREY, not encoded).
        self._colours = [[0] * 5 for _ in range(players)]
        self._s = layout.scalars
        self._total = float(layout.deck_total)
        self._hand_sizes = tuple(
            min(size, HAND_SCALE) / HAND_SCALE for size in range(layout.deck_total + 1)
        )
        # _rel[p][q]: the relative seat of q seen from p; _order[p]: seats from p on.
        self._rel = [[(q - p) % n for q in range(n)] for p in range(n)]
        self._order = [[(p + r) % n for r in range(n)] for p in range(n)]
        seat = layout.seat_block
        self._current = seat(R_CURRENT)
        self._sizes = seat(R_HAND)
        self._catchable = seat(R_CATCHABLE)
        self._silence = seat(R_SILENCE)
        self._slapped_deck = seat(R_SLAPPED_DECK)
        self._slapped_pile = seat(R_SLAPPED_PILE)
        self._skips = seat(R_SKIPS)

    def sync(self, game: Game) -> None:
        """Rebuild every seat's hand block from ``game``."""
        hand_pos = self._hand_pos
        inc = self._inc
        for p in range(self.n):
            base = array("f", self._template)
            colours = [0] * 5
            for f in game.hands[p]:
                base[hand_pos[f]] += inc[f]
                colours[FACE_COLOUR[f]] += 1
            self._base[p] = base
            self._colours[p] = colours

    def update(self, events: Sequence[Event]) -> None:
        """Follow the cards that ``events`` moved into or out of hands."""
        hand_pos = self._hand_pos
        inc = self._inc
        bases = self._base
        colours = self._colours
        for e in events:
            t = type(e)
            if t is Played:
                card = e.card  # type: ignore[union-attr]
                bases[e.player][hand_pos[card]] -= inc[card]  # type: ignore[union-attr]
                colours[e.player][FACE_COLOUR[card]] -= 1  # type: ignore[union-attr]
            elif t is Took:
                base = bases[e.player]  # type: ignore[union-attr]
                mine = colours[e.player]  # type: ignore[union-attr]
                for f in e.cards:  # type: ignore[union-attr]
                    base[hand_pos[f]] += inc[f]
                    mine[FACE_COLOUR[f]] += 1

    def encode(self, game: Game, p: int, decision: int) -> Observation:
        """The observation of seat ``p`` facing ``decision`` (a layout decision kind)."""
        buf = array("f", self._base[p])
        s = self._s
        rel = self._rel[p]
        buf[self._top_pos[game.pile[-1]]] = 1.0
        drawn = game.drawn
        if drawn >= 0:
            buf[s + S_HAS_DRAWN] = 1.0
            if p == game.current:
                buf[self._drawn_pos[drawn]] = 1.0
        buf[s + S_DECISION + decision] = 1.0
        if game.named >= 0:
            buf[s + S_NAMED + game.named] = 1.0
        if game.direction > 0:
            buf[s + S_CLOCKWISE] = 1.0
        if game.pending_kind >= 0:
            buf[s + S_PENDING + (game.pending_kind != KHAPYOZH)] = 1.0
            buf[s + S_PENDING_SIZE] = min(game.pending_count, PENALTY_SCALE) / PENALTY_SCALE
        if game.naming:
            buf[s + S_NAMING] = 1.0
        if game.window:
            buf[s + S_WINDOW] = 1.0
        buf[s + S_DECK] = len(game.deck) / self._total
        buf[s + S_PILE] = len(game.pile) / self._total
        hs = self._hand_sizes
        red, orange, green, blue, _ = self._colours[p]
        buf[s + S_COLOURS] = hs[red]
        buf[s + S_COLOURS + 1] = hs[orange]
        buf[s + S_COLOURS + 2] = hs[green]
        buf[s + S_COLOURS + 3] = hs[blue]
        buf[self._current + rel[game.current]] = 1.0
        r = self._sizes
        hands = game.hands
        for q in self._order[p]:
            buf[r] = hs[len(hands[q])]
            r += 1
        for q in game.catchable:
            buf[self._catchable + rel[q]] = 1.0
        if game.silence >= 0:
            buf[self._silence + rel[game.silence]] = 1.0
        race = game.race
        if race is not None:
            buf[s + S_RACE] = 1.0
            for q, slapped in enumerate(race):
                if slapped:
                    block = self._slapped_deck if slapped == 1 else self._slapped_pile
                    buf[block + rel[q]] = 1.0
        if any(game.skips):
            for q, skips in enumerate(game.skips):
                if skips:
                    buf[self._skips + rel[q]] = min(skips, SKIP_SCALE) / SKIP_SCALE
        return np.frombuffer(buf, _FLOAT32)


def encode_view(layout: Layout, view: dict[str, Any], decision: int) -> Observation:
    """The observation from a seat's :meth:`Game.view` alone (the reference encoding)."""
    out = np.zeros(layout.obs_size, dtype=np.float32)
    p = int(view["player"])
    n = int(view["players"])
    s = layout.scalars
    for name in view["hand"]:
        f = face_of(name)
        out[layout.hand + layout.pos[f]] += layout.hand_inc[f]
    out[layout.top + layout.pos[face_of(view["top"])]] = 1.0
    if view["has_drawn"]:
        out[s + S_HAS_DRAWN] = 1.0
    if view["drawn"] is not None:
        out[layout.drawn + layout.pos[face_of(view["drawn"])]] = 1.0
    if decision <= RACE:  # a phase or a choice is told in the 2.0 block only
        out[s + S_DECISION + decision] = 1.0
    if view["named_colour"] is not None:
        out[s + S_NAMED + COLOURS.index(view["named_colour"])] = 1.0
    out[s + S_CLOCKWISE] = float(view["direction"] > 0)
    pending = view["pending"]
    if pending is not None:
        out[s + S_PENDING + (KINDS_BY_ID[pending["kind"]].code != KHAPYOZH)] = 1.0
        out[s + S_PENDING_SIZE] = min(pending["count"], PENALTY_SCALE) / PENALTY_SCALE
    out[s + S_NAMING] = float(view["naming"])
    out[s + S_WINDOW] = float(view["interception_open"])
    out[s + S_DECK] = view["deck_size"] / layout.deck_total
    out[s + S_PILE] = view["pile_size"] / layout.deck_total
    for name in view["hand"]:
        colour = FACE_COLOUR[face_of(name)]
        if colour < 4:
            out[s + S_COLOURS + colour] += 1
    for c in range(4):
        out[s + S_COLOURS + c] = min(out[s + S_COLOURS + c], HAND_SCALE) / HAND_SCALE

    def rel(q: int) -> int:
        return (q - p) % n

    seat = layout.seat_block
    out[seat(R_CURRENT) + rel(view["current"])] = 1.0
    for q, size in enumerate(view["hand_sizes"]):
        out[seat(R_HAND) + rel(q)] = min(size, HAND_SCALE) / HAND_SCALE
    for q in view["catchable"]:
        out[seat(R_CATCHABLE) + rel(q)] = 1.0
    if view["silence"] is not None:
        out[seat(R_SILENCE) + rel(view["silence"])] = 1.0
    race = view["race"]
    if race is not None:
        out[s + S_RACE] = 1.0
        for q in race["slapped_deck"]:
            out[seat(R_SLAPPED_DECK) + rel(q)] = 1.0
        for q in race["slapped_pile"]:
            out[seat(R_SLAPPED_PILE) + rel(q)] = 1.0
    for q, skips in enumerate(view["skips"]):
        out[seat(R_SKIPS) + rel(q)] = min(skips, SKIP_SCALE) / SKIP_SCALE
    for r in range(min(n, MAX_PLAYERS)):
        out[seat(R_PRESENT) + r] = 1.0
    if layout.extra is not None:  # a deck with R9 or 2.0 cards (wide_obs.py)
        layout.extra.encode(out, view, decision)
    return out
