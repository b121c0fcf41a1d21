"""What a seat has seen, and worlds consistent with it (determinization for search).

:class:`Memory` is fed only from a :class:`~svintus.bots.base.Seat`: the view and the
redacted events. It remembers the cards on the play pile (each was played face up, R3.1),
the faces that went into the deck at the last reshuffle (R3.5), how many cards each
player took face down (never which, R14.8), and what a player showed they do not hold:

* a player who **draws** (R3.3) held no card that fits the top except perhaps a
  Polisvin (the bots here never draw while holding another fitting card; a person
  might, so this is a belief, not a certainty); with ``kept_draw`` (the search bot's
  memory) one whose turn then ends without playing the drawn card still holds none;
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
from collections.abc import Callable, Sequence
from typing import Any, NamedTuple

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
# Prescription's kind (12 + kind code), the face itself (_FACE_CAT + face). Polisvin
# belongs to none: it fits anything, and a bot may keep it rather than intercept.
_FACE_CAT = 12 + len(KINDS_BY_ID)
_N_CATS = _FACE_CAT + len(FACES)


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
    out.append(_FACE_CAT + face)
    return tuple(out)


CATS: tuple[tuple[int, ...], ...] = tuple(_cats(f) for f in range(len(FACES)))
CAT_SETS: tuple[frozenset[int], ...] = tuple(frozenset(c) for c in CATS)


def fitting_cats(top: int, named: int) -> tuple[int, ...]:
    """The categories of every card (but Polisvin) that fits ``top`` (R3.1, R3.2)."""
    if named >= 0:
        return (named,)
    return CATS[top]


class Turn(NamedTuple):
    """A player's own-turn play onto a plain top (no penalty, no drawn card, R3.1), with
    the public state just before it: what a model of the player can be checked against."""

    player: int
    card: int
    colour: int
    top: int
    named: int
    sizes: tuple[int, ...]
    direction: int
    skips: tuple[int, ...]
    lacks: tuple[int, ...]  # per player: bit c set when believed to lack colour c
    at: int = 0  # how many cards the player had placed since taking any, before it
    took: int = 0  # how many cards the player had taken in all, before it


class Memory:
    """A seat's memory of the game, built from its view and redacted events only."""

    kept_draw = False  # a drawn card not played fits nothing either (the search bot's belief)
    slack = 0  # turns are kept across takes of up to this many cards in all (0: cleared)

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
        self.window = -1  # the face that could be intercepted at the last sight (R4)
        self.window_current = -1  # ... and the player to move then, who cannot
        self.before: Turn | None = None  # the public state at the last sight (card -1)
        self.turns: list[list[Turn]] = []  # each player's plain turn plays since ...
        self.placed: list[list[int]] = []  # ... and every card placed since they last took
        self.drew = -1  # the player whose drawn card may still be played (R3.3) ...
        self.drew_cats: tuple[int, ...] = ()  # ... and the categories that fitted then

    # ----------------------------------------------------------------- feeding

    def sync(self, view: dict[str, Any]) -> None:
        """Start from ``view`` on first sight, or restart if the memory lost track."""
        if view["interception_open"] and view["race"] is None:
            self.window = face_of(view["top"])
            self.window_current = view["current"]
        else:
            self.window = -1
        if not self.started or len(self.pile) + self.pile_unseen != view["pile_size"]:
            self._start(view)
        if self.drew >= 0 and not (view["has_drawn"] and view["current"] == self.drew):
            self._kept_drawn()
        plain = not (view["naming"] or view["pending"] or view["has_drawn"] or view["race"])
        self.before = None
        if plain:
            named = view["named_colour"]
            self.before = Turn(
                player=view["current"],
                card=-1,
                colour=-1,
                top=face_of(view["top"]),
                named=COLOURS.index(named) if named is not None else -1,
                sizes=tuple(view["hand_sizes"]),
                direction=view["direction"],
                skips=tuple(view["skips"]),
                lacks=tuple(sum(1 << c for c in range(4) if caps[c] == 0) for caps in self.caps),
            )

    def _start(self, view: dict[str, Any]) -> None:
        if self.rules is None:
            self.rules = Rules.from_json(view["rules"])
            self.n = view["players"]
            self.taken = [0] * self.n
            self.caps = [[UNBOUNDED] * _N_CATS for _ in range(self.n)]
            self.turns = [[] for _ in range(self.n)]
            self.placed = [[] for _ in range(self.n)]
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
        if self.window >= 0:
            self._window_closed(events)
        before = self.before
        self.before = None
        for e in events:
            if isinstance(e, ev.Played):
                p = e.player
                if p == self.drew and not e.interception:
                    self.drew = -1  # the drawn card was played: its categories go down below
                if before is not None and p == before.player and not e.interception:
                    turn = before._replace(
                        card=e.card, colour=e.colour, at=len(self.placed[p]), took=self.taken[p]
                    )
                    self.turns[p].append(turn)
                self.placed[p].append(e.card)
                before = None
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
                if e.player == self.drew:
                    self.drew = -1
            elif isinstance(e, ev.Passed):
                if e.player == self.drew:
                    self._kept_drawn()
            elif isinstance(e, ev.StartCard):
                self.pile = [e.card]
                self.pile_unseen = 0
                self.top = e.card

    def _window_closed(self, events: Sequence[ev.Event]) -> None:
        """R4.2: a copy nobody intercepted before the next turn action is, most likely,
        with nobody who could have (the bots here always intercept but with Polisvin)."""
        for e in events:
            if isinstance(e, ev.Played) and e.interception:
                return
            if isinstance(e, ev.Played | ev.PenaltyAccepted | ev.TimedOut) or (
                isinstance(e, ev.Took) and e.reason == ev.REASON_DRAW
            ):
                face = self.window
                if FACE_KIND[face] != POLISVIN:
                    for p in range(self.n):
                        if p != self.window_current:
                            self.caps[p][_FACE_CAT + face] = 0
                self.window = -1
                return

    def _took(self, e: ev.Took, timed_out: int) -> None:
        p = e.player
        self.taken[p] += e.number
        if e.number:  # the hands before cannot be rebuilt any more (but for ``slack``)
            turns = [t for t in self.turns[p] if self.taken[p] - t.took <= self.slack]
            if not turns:
                self.placed[p] = []
            self.turns[p] = turns
        caps = self.caps[p]
        if e.reason == ev.REASON_DRAW and p != timed_out:
            self.drew_cats = fitting_cats(self.top, self.named)
            for c in self.drew_cats:
                caps[c] = 0
            self.drew = p if self.kept_draw else -1
        if e.number:
            for c in range(_N_CATS):
                if caps[c] < UNBOUNDED:
                    caps[c] += e.number

    def _kept_drawn(self) -> None:
        """R3.3: a player whose turn ended after a draw without playing the drawn card
        drew none that fits (or kept a Polisvin): still no fitting card but Polisvin."""
        caps = self.caps[self.drew]
        for c in self.drew_cats:
            caps[c] = 0
        self.drew = -1

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

    def __init__(
        self,
        memory: Memory,
        view: dict[str, Any],
        hand: Sequence[int],
        judge: Callable[[list[list[int]]], int] | None = None,
        trust: float = 0.0,
        tries: int = 8,
    ) -> None:
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
        self.bounds = [{c: k for c, k in enumerate(caps) if k < UNBOUNDED} for caps in self.caps]
        self.blocked = [frozenset(c for c, k in b.items() if k <= 0) for b in self.bounds]
        self.hand = list(hand)
        self.view = view
        self.judge = judge
        self.trust = trust
        self.tries = tries
        self.template: Game | None = None

    def _deal(self, rng: random.Random) -> tuple[list[list[int]], list[int], list[int]]:
        """Place the unseen cards one by one, each into a place it may be, picked with a
        probability proportional to the room left there: without bounds this is a
        uniformly random deal, and the bounds only move a card where it can be."""
        rnd = rng.random
        pool = sorted(self.pool, key=lambda _: rnd())  # a shuffle, cheaper than shuffle()
        n = self.n
        me = self.me
        room = [0 if p == me else self.sizes[p] for p in range(n)]
        deck_room = self.deck_size
        bottom_room = self.pile_unseen
        forced = 0  # the first ``forced`` cards of the pool cannot be in the deck
        if self.deck_pool is not None:  # after a reshuffle the deck holds only its cards
            wanted = self.deck_pool.copy()
            out, rest = [], []
            for f in pool:
                if wanted[f] > 0:
                    wanted[f] -= 1
                    rest.append(f)
                else:
                    out.append(f)
            pool = out + rest
            forced = len(out)
        hands: list[list[int]] = [[] for _ in range(n)]
        deck: list[int] = []
        bottom: list[int] = []
        players = self.opponents
        # Only the bounded categories are tracked: how many more each player may take
        # (``left``) and those they may take no more of (``blocked``).
        left = [dict(b) for b in self.bounds]
        blocked = [set(b) for b in self.blocked]
        cats_of = CAT_SETS
        for i, f in enumerate(pool):
            cats = cats_of[f]
            total = 0
            weights = []
            for p in players:
                r = room[p]
                if r and blocked[p].isdisjoint(cats):
                    weights.append(r)
                    total += r
                else:
                    weights.append(0)
            in_deck = deck_room if i >= forced else 0
            total += in_deck + bottom_room
            if total == 0 and i >= forced and self._swap(f, deck, hands, room, blocked):
                continue  # a deck card that may go to a hand went there, this card to the deck
            if total == 0:  # the bounds cannot all hold: relax them for this card
                weights = [room[p] for p in players]
                in_deck = deck_room
                total = sum(weights) + in_deck + bottom_room
            x = rnd() * total
            for j, p in enumerate(players):
                x -= weights[j]
                if x < 0 and weights[j]:
                    hands[p].append(f)
                    room[p] -= 1
                    lp = left[p]
                    if lp:
                        for c in cats:
                            k = lp.get(c)
                            if k is not None:
                                lp[c] = k - 1
                                if k <= 1:
                                    blocked[p].add(c)
                    break
            else:
                if x < in_deck or not bottom_room:
                    deck.append(f)
                    deck_room -= 1
                else:
                    bottom.append(f)
                    bottom_room -= 1
        hands[me] = self.hand.copy()
        return hands, deck, bottom

    def _swap(
        self,
        f: int,
        deck: list[int],
        hands: list[list[int]],
        room: list[int],
        blocked: list[set[int]],
    ) -> bool:
        """Only hands bounded against ``f`` have room left and the deck is full: put ``f``
        in the deck in place of a deck card one of those hands may take (late in a deal;
        ``left`` is not updated, the card taken being one of no bounded category)."""
        for p in self.opponents:
            if not room[p]:
                continue
            for j, g in enumerate(deck):
                cats = CAT_SETS[g]
                if blocked[p].isdisjoint(cats) and all(c not in self.bounds[p] for c in cats):
                    deck[j] = f
                    hands[p].append(g)
                    room[p] -= 1
                    return True
        return False

    def sample(self, rng: random.Random) -> Game:
        """One world: a full game that agrees with everything the seat has seen.

        With a ``judge`` (how many players would not have played as they did with these
        hands), a world it finds k faults with is kept with probability
        ``(1 - trust) ** k``; after ``tries`` the least faulty one is kept.
        """
        dealt = self._deal(rng)
        judge = self.judge
        if judge is not None and self.trust > 0:
            keep = 1 - self.trust
            faults = judge(dealt[0])
            best, fewest = dealt, faults
            tries = 1
            while faults and rng.random() >= keep**faults:  # rejected
                if tries >= self.tries:
                    dealt = best
                    break
                dealt = self._deal(rng)
                faults = judge(dealt[0])
                tries += 1
                if faults < fewest:
                    best, fewest = dealt, faults
        hands, deck, bottom = dealt
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
