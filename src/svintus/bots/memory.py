"""What a seat has seen, and worlds consistent with it (determinization for search).

:class:`Memory` is fed only from a :class:`~svintus.bots.base.Seat`: the view and the
redacted events. It remembers the cards on the play pile (each was played face up, R3.1),
the faces that went into the deck at the last reshuffle (R3.5), how many cards each
player took face down (never which, R14.8), and what a player showed they do not hold:

* a player who **draws** (R3.3) held no card that fits the top except perhaps a
  Polisvin (the bots here never draw while holding another fitting card; a person
  might, so this is a belief, not a certainty);
* a player who **accepts** a pending Khapyozh or Zakhrapin (R5.2) held none to transfer.

Each such fact is an upper bound per *category* (a colour, a number value, a
Prescription kind) on how many cards of it the player holds: zero when shown, plus one
for every card they take afterwards, minus one for every card of it they play.

:class:`Determinizer` deals the unseen cards into the opponents' hands, the deck and any
play-pile cards the seat never saw, respecting hand sizes, these bounds and the deck's
content after a reshuffle, and returns a full :class:`~svintus.engine.game.Game` that a
search may play out. The first world goes through
:func:`~svintus.engine.record.from_position`, which checks it card by card (R1.7).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from typing import Any

from ..engine import events as ev
from ..engine.cards import (
    COLOURS,
    FACE_COLOUR,
    FACE_KIND,
    FACE_VALUE,
    FACES,
    GREY,
    KINDS_BY_ID,
    NUMBER,
    POLISVIN,
    card_name,
    face_of,
)
from ..engine.game import Game
from ..engine.record import POSITION_FORMAT, VERSION, from_position
from ..engine.rules import Rules

UNBOUNDED = 1 << 20

# Categories of a face: its colour (0-3), a number's value (4-11), a coloured
# Prescription's kind (12 + kind code). Polisvin belongs to none: it fits anything.
_N_CATS = 12 + len(KINDS_BY_ID)


def _cats(face: int) -> tuple[int, ...]:
    kind = FACE_KIND[face]
    if kind == POLISVIN:
        return ()
    out = []
    if FACE_COLOUR[face] != GREY:
        out.append(FACE_COLOUR[face])
    if kind == NUMBER:
        out.append(4 + FACE_VALUE[face])
    else:
        out.append(12 + kind)
    return tuple(out)


CATS: tuple[tuple[int, ...], ...] = tuple(_cats(f) for f in range(len(FACES)))


def fitting_cats(top: int, named: int) -> tuple[int, ...]:
    """The categories of every card (but Polisvin) that fits ``top`` (R3.1, R3.2)."""
    if named >= 0:
        return (named,)
    return CATS[top]


class Memory:
    """A seat's memory of the game, built from its view and redacted events only."""

    def __init__(self, seat: int) -> None:
        self.seat = seat
        self.started = False
        self.rules: Rules | None = None
        self.n = 0
        self.pile: list[int] = []  # faces known on the play pile, bottom to top
        self.pile_unseen = 0  # cards under them the seat never saw (it joined late)
        self.deck_pool: Counter[int] | None = None  # faces reshuffled into the deck
        self.top = -1
        self.named = -1
        self.taken: list[int] = []  # cards each player took face down
        self.caps: list[list[int]] = []  # per player, per category: most they can hold

    # ----------------------------------------------------------------- feeding

    def sync(self, view: dict[str, Any]) -> None:
        """Start from ``view`` on first sight, or restart if the memory lost track."""
        if self.started and len(self.pile) + self.pile_unseen == view["pile_size"]:
            return
        if self.rules is None:
            self.rules = Rules.from_json(view["rules"])
            self.n = view["players"]
            self.taken = [0] * self.n
            self.caps = [[UNBOUNDED] * _N_CATS for _ in range(self.n)]
        self.top = face_of(view["top"])
        self.pile = [self.top]
        self.pile_unseen = view["pile_size"] - 1
        self.deck_pool = None
        named = view["named_colour"]
        self.named = COLOURS.index(named) if named is not None else -1
        self.started = True

    def observe(self, events: Sequence[ev.Event]) -> None:
        """Take in the (redacted) events of one applied action."""
        timed_out = -1
        for e in events:
            if isinstance(e, ev.Played):
                self.pile.append(e.card)
                self.top = e.card
                self.named = e.colour
                caps = self.caps[e.player]
                for c in CATS[e.card]:
                    if 0 < caps[c] < UNBOUNDED:
                        caps[c] -= 1
            elif isinstance(e, ev.ColourNamed):
                self.named = e.colour
            elif isinstance(e, ev.Took):
                self._took(e, timed_out)
            elif isinstance(e, ev.Reshuffled):
                self._reshuffled()
            elif isinstance(e, ev.PenaltyAccepted):
                if e.player != timed_out:
                    self.caps[e.player][12 + e.kind] = 0
            elif isinstance(e, ev.TimedOut):
                timed_out = e.player
            elif isinstance(e, ev.StartCard):
                self.pile = [e.card]
                self.pile_unseen = 0
                self.top = e.card

    def _took(self, e: ev.Took, timed_out: int) -> None:
        p = e.player
        self.taken[p] += e.number
        caps = self.caps[p]
        if e.reason == ev.REASON_DRAW and p != timed_out:
            for c in fitting_cats(self.top, self.named):
                caps[c] = 0
        if e.number:
            for c in range(_N_CATS):
                if caps[c] < UNBOUNDED:
                    caps[c] += e.number

    def _reshuffled(self) -> None:
        """R3.5: all but the top of the pile became the deck; the rest of it is gone."""
        # Unseen cards under the pile went into the deck too: then its content is open.
        self.deck_pool = Counter(self.pile[:-1]) if not self.pile_unseen else None
        self.pile = self.pile[-1:]
        self.pile_unseen = 0

    # ----------------------------------------------------------------- beliefs

    def lacks(self, player: int, colour: int) -> bool:
        """Whether ``player`` is believed to hold no card of ``colour`` right now."""
        return bool(self.caps) and self.caps[player][colour] == 0


class Determinizer:
    """Worlds consistent with a seat's view and memory, for one decision."""

    def __init__(self, memory: Memory, view: dict[str, Any], hand: Sequence[int]) -> None:
        rules = memory.rules
        assert rules is not None and memory.started
        self.me = me = memory.seat
        self.n = n = memory.n
        self.sizes = list(view["hand_sizes"])
        self.deck_size = view["deck_size"]
        self.known_pile = list(memory.pile)
        self.pile_unseen = memory.pile_unseen
        unseen = Counter(rules.deck)
        unseen.subtract(hand)
        unseen.subtract(memory.pile)
        self.pool = sorted(unseen.elements())  # sorted: a world depends on the rng only
        slots = sum(s for p, s in enumerate(self.sizes) if p != me)
        slots += self.deck_size + self.pile_unseen
        if len(self.pool) != slots or any(v < 0 for v in unseen.values()):
            raise ValueError(f"memory of seat {me} does not add up: {len(self.pool)} != {slots}")
        self.deck_pool = memory.deck_pool
        self.caps = [list(c) for c in memory.caps]
        self.opponents = sorted(
            (p for p in range(n) if p != me),
            key=lambda p: -sum(1 for c in self.caps[p] if c < UNBOUNDED),
        )
        self.bounded = [any(c < UNBOUNDED for c in caps) for caps in self.caps]
        self.hand = list(hand)
        self.view = view
        self.template: Game | None = None

    def _deal(self, rng: random.Random) -> tuple[list[list[int]], list[int], list[int]]:
        rnd = rng.random
        pool = sorted(self.pool, key=lambda _: rnd())  # a shuffle, cheaper than shuffle()
        deck: list[int] = []
        if self.deck_pool is not None and self.deck_size:
            wanted = self.deck_pool.copy()
            rest = []
            for f in pool:
                if len(deck) < self.deck_size and wanted[f] > 0:
                    wanted[f] -= 1
                    deck.append(f)
                else:
                    rest.append(f)
            pool = rest
        hands: list[list[int]] = [[] for _ in range(self.n)]
        hands[self.me] = self.hand.copy()
        for p in self.opponents:
            need = self.sizes[p]
            if not self.bounded[p]:
                hands[p] = pool[:need]
                pool = pool[need:]
                continue
            caps = self.caps[p].copy()
            hand = hands[p]
            skipped = []
            i = 0
            size = len(pool)
            while len(hand) < need and i < size:
                f = pool[i]
                i += 1
                cats = CATS[f]
                if all(caps[c] > 0 for c in cats):
                    for c in cats:
                        caps[c] -= 1
                    hand.append(f)
                else:
                    skipped.append(f)
            if len(hand) < need:  # the bounds cannot all hold: relax them
                missing = need - len(hand)
                hand.extend(skipped[:missing])
                skipped = skipped[missing:]
            pool = skipped + pool[i:]
        bottom = pool[: self.pile_unseen]
        deck.extend(pool[self.pile_unseen :])
        return hands, deck, bottom

    def sample(self, rng: random.Random) -> Game:
        """One world: a full game that agrees with everything the seat has seen."""
        hands, deck, bottom = self._deal(rng)
        if self.template is None:
            self.template = from_position(self._position(hands, deck, bottom, rng), "world")
            return self.template.copy()
        g = self.template.copy()
        g.hands = [sorted(h) for h in hands]
        g.deck = deck
        g.pile = bottom + self.known_pile
        return g

    def _position(
        self, hands: list[list[int]], deck: list[int], bottom: list[int], rng: random.Random
    ) -> dict[str, Any]:
        v = self.view
        race = v["race"]
        state = None
        if race is not None:
            marks = [0] * self.n
            for p in race["slapped_deck"]:
                marks[p] = 1
            for p in race["slapped_pile"]:
                marks[p] = 2
            state = {"state": marks, "order": list(race["slapped_deck"])}
        pending = v["pending"]
        return {
            "format": POSITION_FORMAT,
            "version": VERSION,
            "rules": v["rules"],
            "seed": rng.getrandbits(62),  # the real seed is hidden (R14.8)
            "chance": 1,
            "dealer": v["dealer"],
            "deck": [card_name(f) for f in deck],
            "pile": [card_name(f) for f in bottom + self.known_pile],
            "hands": [[card_name(f) for f in h] for h in hands],
            "direction": v["direction"],
            "current": v["current"],
            "naming": v["naming"],
            "named": v["named_colour"],
            "pending": ({"kind": pending["kind"], "count": pending["count"]} if pending else None),
            "drawn": v["drawn"] if v["current"] == self.me else None,
            "move": v["move"],
            "window": v["interception_open"],
            "declared": [v["move"] if d else -1 for d in v["declared"]],
            "catchable": list(v["catchable"]),
            "silence": v["silence"],
            "race": state,
            "skips": list(v["skips"]),
            "winner": None,
            "points": 0,
        }
