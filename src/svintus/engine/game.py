"""One game of Svintus in progress: state, legal actions, apply, view.

A game is ``Rules + seed + actions``: :meth:`Game.new` deals from the seed, and applying
the same actions always reaches the same state. Chance (the deal, each reshuffle, a
colour the table names at random) draws from ``random.Random`` streams derived from the
seed and a counter, so the state stays small, copies are cheap and a position is exact.

>>> from svintus.engine import Game, Rules
>>> g = Game.new(Rules(players=3), seed=7)
>>> a = g.legal_actions(g.current)[0]
>>> events = g.apply(a)
>>> g.move
1
"""

from __future__ import annotations

import random
from functools import lru_cache
from typing import Any

from . import actions as A
from . import choosing
from . import events as ev
from .actions import Act, Action
from .cards import (
    AWL_FOR_SOAP,
    CLASSIC_PRESCRIPTIONS,
    COLOURS,
    FACE_COLOUR,
    FACE_KIND,
    FACE_VALUE,
    FACES,
    GREY,
    KHAPYOZH,
    KINDS_BY_ID,
    NAMING_KINDS,
    NUMBER,
    POLISVIN,
    SVINOROST,
    TEMNODEL,
    VALUE_KINDS,
    ZAKHRAPIN,
    card_name,
    describe,
)
from .errors import GameOver, IllegalAction, NotYourTurn, TooLate
from .families import challenge, classic, courage, etiquette, svinorost, temnodel
from .families.challenge import duels as challenge_duels
from .families.protocol import FamilyModule, Timer
from .operations import (
    Attempt,
    accept_penalty,
    chance,
    end_turn,
    flag_error,
    speak,
    take,
    turn_action,
    win,
)
from .players import pname as pname
from .rules import LAW as LAW
from .rules import Rules

_N = len(FACES)
# The 2.0 families (R10-R12), in the order their hooks run: Etiquette last, so that it
# sees what the others' ``after`` hooks emitted (a failed Courage task is a Shalun! trigger).
FAMILIES: tuple[FamilyModule, ...] = (challenge, courage, etiquette)
EFFECTS = {**classic.EFFECTS, **temnodel.EFFECTS}
for _family in FAMILIES:
    EFFECTS.update(_family.EFFECTS)
for _kind in VALUE_KINDS:  # Etiquette and Courage played in turn as value cards (R10.1, R11.1)
    EFFECTS.setdefault(_kind, classic.number)
# The family that owns each 2.0 action kind, and how it applies it.
_OWNER = {kind: family for family in FAMILIES for kind in family.APPLY}
# Action kinds whose cards are chosen one at a time when there are two or more (choosing.py)
_CHOICES = {kind: hook for family in FAMILIES for kind, hook in family.CHOICES.items()}
# Kinds with their own turn logic (R9): a deck holding any of them plays the slower path.
_V2_KINDS = frozenset(("svinorost", "temnodel"))
_CHAIN_ACTS = frozenset((Act.DARK, Act.CHECK, Act.GIVE_UP))


@lru_cache(maxsize=64)
def _deck_kinds(rules: Rules) -> frozenset[int]:
    return frozenset(FACE_KIND[f] for f in set(rules.deck))


@lru_cache(maxsize=64)
def _has_v2(rules: Rules) -> bool:
    """Whether a deck holds Svinorost or Temnodel cards (R9)."""
    return any(FACES[f].kind.id in _V2_KINDS for f in set(rules.deck))


_CLASSIC_START = frozenset(KINDS_BY_ID[k].code for k in CLASSIC_PRESCRIPTIONS)


def _same_value(face: int, top: int) -> bool:
    """Number cards, and Etiquette/Courage cards played as value cards, match by value."""
    value = FACE_VALUE[face]
    return FACE_KIND[face] in VALUE_KINDS and value >= 0 and value == FACE_VALUE[top]


def _fits(face: int, top: int) -> bool:
    """R3.1 without a named colour: may ``face`` go onto ``top``?"""
    kind = FACE_KIND[face]
    if kind == POLISVIN:
        return True
    if kind == AWL_FOR_SOAP:  # never a turn play (R12.12)
        return False
    colour = FACE_COLOUR[face]
    if colour != GREY and colour == FACE_COLOUR[top]:
        return True
    if _same_value(face, top):
        return True
    return kind not in VALUE_KINDS and kind == FACE_KIND[top]


def _fits_named(face: int, top: int, colour: int) -> bool:
    """R3.2: with a colour named on ``top`` (a Polisvin, an Etiquette card), that colour
    or a Polisvin fits; onto an Etiquette card its value fits too (R10.1)."""
    kind = FACE_KIND[face]
    if kind == POLISVIN:
        return True
    if kind == AWL_FOR_SOAP:
        return False
    return FACE_COLOUR[face] == colour or _same_value(face, top)


# FITS[top][face], and FITS_NAMED[colour][face] when a colour is named on a Polisvin
# (R3.2); FITS_NAMED_ON[top][colour][face] for any top with a named colour.
FITS: tuple[tuple[bool, ...], ...] = tuple(tuple(_fits(f, t) for f in range(_N)) for t in range(_N))
FITS_NAMED_ON: tuple[tuple[tuple[bool, ...], ...], ...] = tuple(
    tuple(tuple(_fits_named(f, t, c) for f in range(_N)) for c in range(4)) for t in range(_N)
)
FITS_NAMED: tuple[tuple[bool, ...], ...] = FITS_NAMED_ON[FACE_KIND.index(POLISVIN)]
PENALTY_KINDS = (KHAPYOZH, ZAKHRAPIN)


def _play_variants(p: int, f: int, last: bool) -> tuple[Action, ...]:
    """The listed plays of face ``f``: a colour for a Polisvin, "Svintus!" or not."""
    colours = range(4) if FACE_KIND[f] in NAMING_KINDS else (-1,)
    flags = (False, True) if last else (False,)
    return tuple(A.play(p, f, c, s) for c in colours for s in flags)


# _PLAY_VARIANTS[leaves one card][player][face], built once: listing plays allocates nothing.
_PLAY_VARIANTS = tuple(
    tuple(tuple(_play_variants(p, f, last) for f in range(_N)) for p in range(A.MAX_PLAYERS))
    for last in (False, True)
)


class Game:
    """The state of one game and the only checked way to change it, :meth:`apply`."""

    __slots__ = (
        "catchable",
        "chain",
        "challenge",
        "chance",
        "choice",
        "courage",
        "current",
        "dark",
        "dark_by",
        "dealer",
        "deck",
        "declared",
        "direction",
        "drawn",
        "etiquette",
        "events",
        "families",
        "hands",
        "last_dark",
        "law",
        "move",
        "n",
        "named",
        "names",
        "naming",
        "pending_count",
        "pending_kind",
        "pile",
        "points",
        "race",
        "race_by",
        "race_order",
        "rules",
        "said",
        "seed",
        "silence",
        "skips",
        "v2",
        "window",
        "winner",
    )

    rules: Rules
    n: int
    seed: int
    chance: int  # chance streams used so far (deal = 0, then reshuffles, random colours)
    dealer: int
    deck: list[int]  # top is the last element
    pile: list[int]  # top is the last element
    hands: list[list[int]]  # each kept sorted
    direction: int  # +1 clockwise (increasing seat numbers), -1 after a Perekhryuk
    current: int  # who must act next: the player to move, or the dealer naming a colour
    naming: bool  # the dealer must name the colour of a start Polisvin (R2.2)
    named: int  # the named colour, or -1 (R3.2)
    pending_kind: int  # KHAPYOZH, ZAKHRAPIN or -1 (R5.1)
    pending_count: int  # cards in the pending stack
    drawn: int  # face just drawn that the player may play (R3.3), or -1
    move: int  # turn actions since the deal (R3.6)
    window: bool  # the top card may be intercepted (R4.2)
    declared: list[int]  # move of a standing "Svintus!" declaration per player, or -1
    catchable: list[int]  # players who may be caught for not declaring (R6.2)
    silence: int  # owner of a Tikhokhryun silence, or -1 (R8.5)
    race: list[int] | None  # slap race: per player 0 none yet, 1 deck, 2 play pile (R8.6)
    race_order: list[int]  # players in the order they slapped the deck
    race_by: int  # who placed the Khlopkopyt of the open slap race, or -1 (R8.6)
    skips: list[int]  # turns each player still has to skip (R5.2, R5.4)
    v2: bool  # the deck holds Svinorost or Temnodel: turns take the R9 path
    chain: int  # SVINOROST or TEMNODEL while that chain is open, else -1 (R9)
    dark: tuple[int, ...]  # face-down cards on the Temnodel, a zone (R9.2, R1.7)
    said: tuple[int, ...]  # the number card declared for each dark card
    dark_by: tuple[int, ...]  # who put each dark card
    last_dark: int  # whose last card is the top dark card, being checked; or -1
    # The 2.0 families in the deck (R10-R12) and each one's state, or None (families/protocol.py)
    families: tuple[FamilyModule, ...]
    etiquette: Any
    courage: Any  # its state has ``areas``: the Courage cards in front of each player
    challenge: Any
    # An open choice of several cards, named one at a time (choosing.py), or None
    choice: choosing.Choice | None
    winner: int
    points: int
    events: list[ev.Event]
    law: int  # LAW, or 1 for a record written before issue #17 (see LAW)
    # Display names of the seats, if the table gave them (R10.2 Shinkognito); shared by copies
    names: tuple[str, ...] | None

    # ----------------------------------------------------------------- creation

    @classmethod
    def new(
        cls, rules: Rules, seed: int, dealer: int = 0, names: tuple[str, ...] | None = None
    ) -> Game:
        """Shuffle, deal (R2.1) and turn the start card (R2.2, R2.3).

        ``names``: the seats' display names, if any (a chat message naming a player, R10.2).
        """
        if not 0 <= dealer < rules.players:
            raise IllegalAction(f"dealer {pname(dealer)} is not at a table of {rules.players}")
        if names is not None and len(names) != rules.players:
            raise IllegalAction(f"expected {rules.players} display names, not {len(names)}")
        g = cls.__new__(cls)
        g.names = None if names is None else tuple(names)
        g.rules = rules
        g.n = n = rules.players
        g.seed = seed
        g.law = LAW
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
        g.init_v2()
        g.init_families()
        g.winner = -1
        g.points = 0
        g.events = [ev.Dealt(dealer, rules.hand_size)]
        g._turn_start_card(rng)
        return g

    def init_v2(self) -> None:
        """The R9 state: no chain, no dark cards."""
        self.v2 = _has_v2(self.rules)
        self.chain = -1
        self.dark = self.said = self.dark_by = ()
        self.last_dark = -1

    def init_families(self) -> None:
        """The state of each 2.0 family whose cards are in the deck (R10-R12)."""
        kinds = _deck_kinds(self.rules)
        self.etiquette = self.courage = self.challenge = None
        self.choice = None
        active: list[FamilyModule] = []
        for family in FAMILIES:
            if kinds & family.KINDS_OF_FAMILY:
                setattr(self, family.KEY, family.start(self))
                active.append(family)
        self.families = tuple(active)

    def _can_start(self, face: int) -> bool:
        kind = FACE_KIND[face]
        if kind == NUMBER:
            return True
        return self.rules.start_card_effects and kind in _CLASSIC_START

    def _turn_start_card(self, rng: random.Random) -> None:
        if not any(self._can_start(f) for f in self.deck):
            raise IllegalAction("the deck has no card that can start a game")
        while True:
            face = self.deck.pop()
            if self._can_start(face):
                break
            # R2.3: anywhere but the top, so that the *next* card is turned. The deck is
            # not empty: it still holds the card that can start (checked above).
            self.deck.insert(rng.randrange(len(self.deck)), face)
            self.emit(ev.StartCardReturned(face))
        self.pile.append(face)
        self.emit(ev.StartCard(face))
        if FACE_KIND[face] == POLISVIN:
            self.naming = True  # the dealer names the colour before the first turn
            self.current = self.dealer
        else:
            EFFECTS[FACE_KIND[face]](self, self.dealer, face)

    def copy(self) -> Game:
        """An independent copy (cheap: lists of small ints), for search."""
        g = Game.__new__(Game)
        g.rules = self.rules
        g.names = self.names
        g.n = self.n
        g.seed = self.seed
        g.law = self.law
        g.chance = self.chance
        g.dealer = self.dealer
        g.deck = self.deck.copy()
        g.pile = self.pile.copy()
        g.hands = [h.copy() for h in self.hands]
        g.direction = self.direction
        g.current = self.current
        g.naming = self.naming
        g.named = self.named
        g.pending_kind = self.pending_kind
        g.pending_count = self.pending_count
        g.drawn = self.drawn
        g.move = self.move
        g.window = self.window
        g.declared = self.declared.copy()
        g.catchable = self.catchable.copy()
        g.silence = self.silence
        g.race = None if self.race is None else self.race.copy()
        g.race_order = self.race_order.copy()
        g.race_by = self.race_by
        g.skips = self.skips.copy()
        g.v2 = self.v2
        g.chain = self.chain
        g.dark = self.dark
        g.said = self.said
        g.dark_by = self.dark_by
        g.last_dark = self.last_dark
        g.families = self.families
        g.etiquette = None if self.etiquette is None else self.etiquette.copy()
        g.courage = None if self.courage is None else self.courage.copy()
        g.challenge = None if self.challenge is None else self.challenge.copy()
        g.choice = self.choice
        g.winner = self.winner
        g.points = self.points
        g.events = []
        return g

    # ----------------------------------------------------------------- queries

    @property
    def over(self) -> bool:
        return self.winner >= 0

    @property
    def top(self) -> int:
        return self.pile[-1]

    @property
    def race_open(self) -> bool:
        return self.race is not None

    def kind_of(self, face: int) -> int:
        return FACE_KIND[face]

    def next_player(self, player: int) -> int:
        """The neighbour in the current direction who gets a turn; owed skips are served."""
        q = (player + self.direction) % self.n
        skips = self.skips
        while skips[q]:
            skips[q] -= 1
            self.emit(ev.Skipped(q, ev.REASON_OWED))
            q = (q + self.direction) % self.n
        return q

    def fits(self, face: int) -> bool:
        """R3.1, R3.2: may ``face`` be played in turn onto the top card?"""
        if self.named >= 0:
            return FITS_NAMED_ON[self.pile[-1]][self.named][face]
        return FITS[self.pile[-1]][face]

    def hand_count(self, player: int) -> int:
        """Cards that count as the player's hand (R6.1, R7.1)."""
        return len(self.hands[player])

    def interceptors(self) -> list[int]:
        """Players who could intercept the top card right now (R4)."""
        if not self.window or self.race is not None or self.winner >= 0:
            return []
        top = self.pile[-1]
        cur = self.current
        return [p for p in range(self.n) if p != cur and top in self.hands[p]]

    def clock_actions(self) -> list[Action]:
        """Actions only the table's clock may supply now (R14.1): the turn timeout or the
        close of the slap race, then the close of each 2.0 window (:meth:`timers`)."""
        if self.winner >= 0:
            return []
        if self.choice is not None:  # only the choice's clock runs (choosing.py)
            return [A.lapse()]
        out = [A.close_race()] if self.race is not None else [A.timeout(self.current)]
        if self.families and any(f.awaiting(self) is not None for f in self.families):
            out = []  # a 2.0 phase stops play: its own timers time it, not the turn (R5.5)
        for family in self.families:
            out.extend(t.action for t in family.timers(self))
        return out

    def timers(self) -> list[Timer]:
        """The 2.0 windows open now (R14.2), each with the action that closes it; the turn
        time (R5.5) and the slap race (R8.6) are timed by the table as before."""
        c = self.choice
        if c is not None:  # the table waits for the chooser alone (choosing.py)
            return [] if self.winner >= 0 else [Timer(choosing.key(c), c.seconds, A.lapse())]
        out: list[Timer] = []
        for family in self.families:
            out.extend(family.timers(self))
        return out

    def hints(self, player: int, owed_only: bool = False) -> list[Action]:
        """Concrete chat answers and the like for bots (see families/protocol.py).

        ``owed_only``: only the answers of what the player owes (a Courage task, a
        Slabo? try), not a family's suggestions (Etiquette's chat lines that provoke a
        trigger, whose family sets ``HINTS_OWED = False``)."""
        out: list[Action] = []
        if self.choice is not None:  # nothing but the choice and chat now (choosing.py)
            return out
        for family in self.families:
            if owed_only and not family.HINTS_OWED:
                continue
            out.extend(family.hints(self, player))
        return out

    def awaiting(self) -> list[int]:
        """The players whose decision the game waits for now: the player to move, the
        slap race's players who have not slapped, or those a 2.0 phase waits for."""
        if self.winner >= 0:
            return []
        if self.choice is not None:
            return [self.choice.action.player]
        for family in self.families:
            waiting = family.awaiting(self)
            if waiting is not None:
                return waiting
        if self.race is not None:
            return [p for p in range(self.n) if not self.race[p]]
        return [self.current]

    # ----------------------------------------------------------------- legal actions

    def legal_actions(self, player: int) -> list[Action]:
        """Every action ``player`` may take now, in a stable order (R3-R8).

        Chat is always possible: the list holds one :func:`~actions.speak` with empty
        text standing for any message.
        """
        if self.winner >= 0 or not 0 <= player < self.n:
            return []
        if self.choice is not None:  # a choice of cards stops the table (choosing.py)
            return choosing.actions(self, player)
        for family in self.families:
            only = family.exclusive(self, player)
            if only is not None:
                if self.etiquette is not None and family is not etiquette:
                    extra = etiquette.interrupts(self, player)  # R10.2 Shmunitet in a phase
                    if extra:
                        return only + extra
                return only
        out: list[Action] = []
        hand = self.hands[player]
        if self.race is not None:
            if not self.race[player]:
                out.append(A.slap(player, A.DECK))
                out.append(A.slap(player, A.PILE))
            out.append(A.speak(player))
            return out
        if player == self.current:
            if self.naming:
                out.extend(A.name_colour(player, c) for c in range(4))
            else:
                self._turn_plays(player, hand, out)
        elif self.window and self.pile[-1] in hand and not self.naming:
            top = self.pile[-1]
            last = len(hand) == 2
            if FACE_KIND[top] in NAMING_KINDS:
                for c in range(4):
                    out.append(A.intercept(player, top, c))
                    if last:
                        out.append(A.intercept(player, top, c, True))
            else:
                out.append(A.intercept(player, top))
                if last:
                    out.append(A.intercept(player, top, -1, True))
        if len(hand) == 2 and self.declared[player] != self.move:
            out.append(A.declare(player))
        for q in self.catchable:
            if q != player:
                out.append(A.catch(player, q))
        for family in self.families:
            family.reactions(self, player, out)
        out.append(A.speak(player))
        return out

    def turn_actions(self) -> list[Action]:
        """The choices of the player to move (no reactions, no chat), for bots."""
        out: list[Action] = []
        if self.winner >= 0:
            return out
        if self.choice is not None:
            return [a for a in choosing.actions(self, self.current) if a.kind != Act.SPEAK]
        for family in self.families:
            if family.awaiting(self) is not None:
                only = family.exclusive(self, self.current)
                return [a for a in only or () if a.kind != Act.SPEAK]
        if self.race is not None:
            return out
        p = self.current
        if self.naming:
            out.extend(A.name_colour(p, c) for c in range(4))
        else:
            self._turn_plays(p, self.hands[p], out)
            if self.challenge is not None:  # R12.3: a Razborka needs a number card too
                challenge_duels.drop_unplayable(self, p, out)
        return out

    def _turn_plays(self, p: int, hand: list[int], out: list[Action]) -> None:
        if self.chain == SVINOROST:  # R9.1
            svinorost.chain_actions(self, p, hand, out)
            return
        if self.chain == TEMNODEL:  # R9.2
            temnodel.chain_actions(self, p, hand, out)
            return
        variants = _PLAY_VARIANTS[len(hand) == 2][p]
        if self.pending_kind >= 0:
            kind = self.pending_kind
            prev = -1
            for f in hand:
                if f != prev and FACE_KIND[f] == kind:
                    out.extend(variants[f])
                prev = f
            out.append(A.accept(p))
            return
        if self.drawn >= 0:
            d = self.drawn
            out.extend(svinorost.plays(p, d, hand) if FACE_KIND[d] == SVINOROST else variants[d])
            out.append(A.pass_(p))
            return
        row = FITS_NAMED_ON[self.pile[-1]][self.named] if self.named >= 0 else FITS[self.pile[-1]]
        prev = -1
        if self.v2:  # a Svinorost goes onto anything with a number card 0-2 (R9.1)
            for f in hand:
                if f != prev:
                    if FACE_KIND[f] == SVINOROST:
                        out.extend(svinorost.plays(p, f, hand))
                    elif row[f]:
                        out.extend(variants[f])
                prev = f
        else:
            for f in hand:
                if f != prev and row[f]:
                    out.extend(variants[f])
                prev = f
        out.append(A.draw(p))

    # ----------------------------------------------------------------- apply

    def apply(self, action: Action) -> list[ev.Event]:
        """Check ``action`` (actor, timing, legality) and apply it; return its events.

        Raises a specific :class:`~errors.IllegalAction` that says why, and then the
        state is unchanged. With ``strict_table`` an illegal play of a held card is
        accepted as a penalised attempt instead (R5.4).
        """
        try:
            attempt = self._check(action)
        except IllegalAction:
            if isinstance(action, Action) and action.cards and action.kind in _CHOICES:
                events = self._written_out(action)
                if events is not None:
                    return events
            raise
        if attempt is not None:
            self.events = []
            for family in self.families:  # a penalised attempt is a Shalun! trigger (R10.2)
                family.before(self, action)
            self.incorrect(action.player, action.card, attempt)
            for family in self.families:
                family.after(self, action)
            return self.events
        return self.apply_unchecked(action)

    def _written_out(self, action: Action) -> list[ev.Event] | None:
        """A choice written out in one action (a record made before choices existed,
        ``p3 etiquette shalun p2 G7 R5``): its steps, if each is legal in turn and they
        complete the choice; else None, and nothing changed (choosing.py)."""
        steps = choosing.steps_of(action)
        trial = self.copy()
        try:
            for s in steps:
                if trial._check(s) is not None:
                    return None
                trial.apply_unchecked(s)
        except IllegalAction:
            return None
        if trial.choice is not None:
            return None
        out: list[ev.Event] = []
        for s in steps:
            out.extend(self.apply_unchecked(s))
        self.events = out
        return out

    def apply_unchecked(self, action: Action) -> list[ev.Event]:
        """Apply an action known to be legal (from :meth:`legal_actions`), unchecked.

        The fast path for search and simulation; an illegal action corrupts the game.
        """
        out: list[ev.Event] = []
        self.events = out
        kind = action.kind
        p = action.player
        if self.families:
            if self.choice is not None and choosing.is_step(self, action):
                whole = choosing.step(self, action)
                if whole is None:
                    return out
                action, kind, p = whole, whole.kind, whole.player
            elif kind in _CHOICES and not action.cards:
                spec = _CHOICES[kind](self, action)
                if spec.need >= 2:
                    choosing.open_choice(self, action, spec)
                    return out
            for family in self.families:
                family.before(self, action)
            self._apply(action, kind, p)
            for family in self.families:
                family.after(self, action)
            return self.events
        self._apply(action, kind, p)
        return out

    def _apply(self, action: Action, kind: Act, p: int) -> None:
        out = self.events
        if kind == Act.PLAY:
            if action.target < 0:
                self._place(p, action.card, action.colour, action.svintus, False)
            else:
                svinorost.place(self, p, action.card, action.target, action.svintus)
        elif kind == Act.DRAW:
            self._draw(p)
        elif kind == Act.INTERCEPT:
            self._place(p, action.card, action.colour, action.svintus, True)
        elif kind == Act.ACCEPT:
            self._accept(p)
        elif kind == Act.PASS:
            self._pass(p)
        elif kind == Act.SLAP:
            self._slap(p, action.target == A.DECK)
        elif kind == Act.CLOSE_RACE:
            self._close_race()
        elif kind == Act.CATCH:
            self._catch(p, action.target)
        elif kind == Act.SPEAK:
            speak(self, p, action.text)
        elif kind == Act.DECLARE:
            self.declared[p] = self.move
            out.append(ev.Declared(p))
        elif kind == Act.TIMEOUT:
            self._timeout(p)
        elif kind == Act.NAME_COLOUR:
            self._name_colour(p, action.colour)
        elif kind == Act.DARK:
            temnodel.place_dark(self, p, action.card, action.target, action.svintus)
        elif kind == Act.CHECK:
            turn_action(self, p)
            self.declared[p] = -1
            temnodel.check(self, p)
        elif kind == Act.GIVE_UP:
            turn_action(self, p)
            self.declared[p] = -1
            svinorost.give_up(self, p)
            end_turn(self, p)
        elif kind in _OWNER:
            _OWNER[kind].APPLY[kind](self, action)
        else:  # pragma: no cover - Act is closed
            raise IllegalAction(f"unknown action kind {kind!r}")

    def emit(self, event: ev.Event) -> None:
        self.events.append(event)

    # ----------------------------------------------------------------- the moves

    def _place(self, p: int, face: int, colour: int, svintus: bool, interception: bool) -> None:
        """A card from hand onto the play pile, in turn or by interception (R3.1, R4)."""
        hand = self.hands[p]
        hand.remove(face)
        turn_action(self, p)
        self.pile.append(face)
        self.drawn = -1
        self.named = colour
        if svintus or self.declared[p] >= 0:
            said = svintus or self.declared[p] == self.move - 1
            self.declared[p] = -1
        else:
            said = False
        self.events.append(ev.Played(p, face, colour, interception))
        if said:
            self.events.append(ev.Declared(p))
        if self.silence == p:
            self.silence = -1
            self.events.append(ev.SilenceEnded(p))
        if not hand:
            win(self, p)
            return
        if len(hand) == 1 and not said:
            self.catchable.append(p)
        self.window = True
        kind = FACE_KIND[face]
        if colour >= 0:  # a Polisvin (R8.4), an Etiquette card played in turn (R10.1)
            self.events.append(ev.ColourNamed(p, colour))
        EFFECTS[kind](self, p, face)

    def _draw(self, p: int) -> None:
        """R3.3: take one card; a fitting one may be played at once."""
        turn_action(self, p)
        self.declared[p] = -1
        got = take(self, p, 1, ev.REASON_DRAW)
        if got and (
            self.fits(got[0])
            or (self.v2 and FACE_KIND[got[0]] == SVINOROST and svinorost.starters(self.hands[p]))
        ):
            self.drawn = got[0]
        elif not got and self.law >= 2 and self._blocked():
            self._end_blocked(p)
        else:
            end_turn(self, p)

    def _blocked(self) -> bool:
        """Nobody can play onto the top card, and there is nothing to draw (R3.5): the
        game could never end (docs/decisions.md)."""
        if self.deck or len(self.pile) > 1:
            return False
        for q in range(self.n):
            out: list[Action] = []
            self._turn_plays(q, self.hands[q], out)
            if self.challenge is not None:  # R12.3: a Razborka needs a number card too
                challenge_duels.drop_unplayable(self, q, out)
            if any(a.kind == Act.PLAY for a in out):
                return False
        return True

    def _end_blocked(self, p: int) -> None:
        """A blocked game ends: the fewest cards win it, scored as R7.2; a tie goes to the
        first of them in turn order from the player after ``p``, whose draw found it."""
        order = [(p + i * self.direction) % self.n for i in range(1, self.n + 1)]
        winner = min(order, key=lambda q: len(self.hands[q]))
        self.events.append(ev.Blocked(p))
        win(self, winner)

    def _pass(self, p: int) -> None:
        if self.last_dark >= 0:  # R9.2: no check of the last dark card
            temnodel.pass_check(self, p)
            return
        self.events.append(ev.Passed(p))
        end_turn(self, p)

    def _accept(self, p: int) -> None:
        """R5.2: take 3 per Khapyozh, skip the turn (n turns in all with stacked_skips)."""
        turn_action(self, p)
        self.declared[p] = -1
        accept_penalty(self, p)
        end_turn(self, p)

    def _timeout(self, p: int) -> None:
        """R5.5: the player to move dawdled."""
        self.events.append(ev.TimedOut(p))
        self.declared[p] = -1
        if self.drawn >= 0:  # after drawing: the turn just ends, not a turn action
            end_turn(self, p)
            return
        if self.last_dark >= 0:  # R9.2, R14.2: no check in time passes, no penalty
            temnodel.pass_check(self, p)
            return
        if self.naming:  # R2.2: two dawdle cards, the table names a colour at random;
            # before the first turn, so not a turn action and no move (R3.6)
            if self.law < 2:
                turn_action(self, p)  # law 1 counted it as move 1
            take(self, p, 2, ev.REASON_DAWDLE)
            self._name_colour(p, chance(self).randrange(4))
            return
        turn_action(self, p)
        if self.pending_kind >= 0:
            accept_penalty(self, p)
        elif self.chain == SVINOROST:  # R9.1: giving up, plus the dawdle cards
            svinorost.give_up(self, p)
        else:
            self.events.append(ev.Skipped(p, ev.REASON_DAWDLE))
        take(self, p, 2, ev.REASON_DAWDLE)
        end_turn(self, p)

    def _name_colour(self, p: int, colour: int) -> None:
        self.naming = False
        self.named = colour
        self.events.append(ev.ColourNamed(p, colour))
        self.current = self.next_player(p)

    def _catch(self, catcher: int, target: int) -> None:
        """R6.2: the target takes svintus_penalty cards; only the first catch counts."""
        self.catchable.remove(target)
        self.events.append(ev.Caught(catcher, target))
        take(self, target, self.rules.svintus_penalty, ev.REASON_SVINTUS)

    def _slap(self, p: int, on_deck: bool) -> None:
        """R8.6: a slap is final; the race closes when everyone has slapped."""
        race = self.race
        assert race is not None
        race[p] = 1 if on_deck else 2
        if on_deck:
            self.race_order.append(p)
        self.events.append(ev.Slapped(p, on_deck))
        if all(race):
            self._close_race()

    def _close_race(self) -> None:
        """R8.6: those who never slapped the deck take 2 each, one at a time in turn order
        from the Khlopkopyt's player (docs/decisions.md); else the last slapper."""
        race = self.race
        assert race is not None
        n, d = self.n, self.direction
        first = self.race_by if self.race_by >= 0 and self.law >= 2 else 0
        order = [(first + i * d) % n for i in range(n)] if self.law >= 2 else range(n)
        losers = tuple(p for p in order if race[p] != 1)
        if not losers and self.race_order:
            losers = (self.race_order[-1],)
        self.race = None
        self.race_order = []
        self.race_by = -1
        self.events.append(ev.RaceClosed(losers))
        for p in losers:
            take(self, p, 2, ev.REASON_SLAP)

    def incorrect(self, p: int, face: int, reason: str) -> None:
        """R5.4 (strict_table): two cards and a skipped turn; the card stays in hand.

        Public for the families: a race's incorrect move (R12.10) is penalised so too.
        While a 2.0 phase stops play (a Challenge's duel or race) nobody is in turn: the
        offence costs the offender their next own turn (docs/decisions.md)."""
        in_turn = p == self.current and not self.naming and not self._phase_open()
        turn_action(self, p)
        self.declared[p] = -1
        self.events.append(ev.IncorrectMove(p, face, reason))
        if in_turn:
            if self.last_dark >= 0:  # R9.2: as a timeout there, the check is passed
                take(self, p, 2, ev.REASON_INCORRECT)
                temnodel.pass_check(self, p)
                return
            if self.pending_kind >= 0:
                accept_penalty(self, p)
            elif self.chain == SVINOROST:  # R5.4, R9.1: the chain is given up, as on timeout
                svinorost.give_up(self, p)
            else:  # a Temnodel chain goes on with the next player (R5.4, R9.2)
                self.events.append(ev.Skipped(p, ev.REASON_INCORRECT))
            take(self, p, 2, ev.REASON_INCORRECT)
            end_turn(self, p)
        else:
            self.skips[p] += 1
            take(self, p, 2, ev.REASON_INCORRECT)

    # ----------------------------------------------------------------- checking

    def _check(self, action: Action) -> str | None:
        """Raise why ``action`` is illegal; a strict table's penalised attempt returns why."""
        if self.winner >= 0:
            raise GameOver(f"the game is over: {pname(self.winner)} won")
        if not isinstance(action, Action):
            raise IllegalAction(f"not an action: {action!r}")
        p = action.player
        kind = action.kind
        if kind in (Act.TIMEOUT, Act.CLOSE_RACE) or (p == A.TABLE and kind in _OWNER):
            if action.bare() not in self.clock_actions():
                raise IllegalAction(self._clock_error(action))
            return None
        if not 0 <= p < self.n:
            raise IllegalAction(f"there is no player {pname(p)} at a table of {self.n}")
        if action.move > self.move:
            raise IllegalAction(f"{pname(p)} names move {action.move}; the game is at {self.move}")
        if 0 <= action.move < self.move:
            raise TooLate(
                f"too late: {pname(p)} answers move {action.move}, the game is at move {self.move}"
            )
        if action.bare() in self.legal_actions(p):
            return None
        reason = self._why_illegal(action)
        if (
            self.rules.strict_table
            and kind in (Act.PLAY, Act.INTERCEPT)
            and action.card in self.hands[p]
            and (isinstance(reason, Attempt) or self._phase_open())
        ):
            return str(reason)  # R5.4: penalised in every phase but a slap race
        raise reason

    def _phase_open(self) -> bool:
        """A 2.0 family runs a phase that stops ordinary play (a duel, a race ...)."""
        return any(f.awaiting(self) is not None for f in self.families)

    def _clock_error(self, action: Action) -> str:
        if action.kind in _OWNER:
            return f"no such window is open now: {action!r}"
        if self.race is not None:
            return "only the close of the slap race can be timed now"
        if action.kind == Act.CLOSE_RACE:
            return "there is no slap race to close"
        return f"only the player to move ({pname(self.current)}) can time out"

    def _why_illegal(self, a: Action) -> IllegalAction:
        p = a.player
        who = pname(p)
        hand = self.hands[p]
        kind = a.kind
        if self.choice is not None:
            return IllegalAction(choosing.why_illegal(self, a))
        for family in self.families:
            err = family.why_illegal(self, a)
            if err is not None:
                return err
        if kind in _OWNER:
            return IllegalAction(f"{a!r} is not legal now")
        if self.race is not None and kind not in (Act.SLAP, Act.SPEAK):
            return IllegalAction("wait: the slap race is on; only slaps and speech now (R8.6)")
        if kind == Act.SLAP:
            if self.race is None:
                return TooLate(f"too late: {who} slaps but there is no slap race now")
            return TooLate(f"{who} has already slapped; a slap is final (R8.6)")
        if kind == Act.CATCH:
            return TooLate(
                f"too late or false: {pname(a.target)} cannot be caught now (R6.2)"
                if a.target != p
                else f"{who} cannot catch themselves"
            )
        if kind == Act.DECLARE:
            return IllegalAction(f"{who} declares 'Svintus!' only when holding two cards (R6.1)")
        if kind == Act.NAME_COLOUR:
            if not self.naming or p != self.current:
                return IllegalAction(f"{who} has no colour to name now")
            return IllegalAction(f"not a colour: {a.colour!r}")
        if kind == Act.INTERCEPT:
            return self._why_not_intercept(a)
        if p != self.current:
            return NotYourTurn(
                f"not your turn: it is {pname(self.current)}'s turn"
                + (" (play an exact copy with 'intercept')" if kind == Act.PLAY else "")
            )
        if self.naming:
            return IllegalAction(f"{who} must first name the colour of the start Polisvin (R2.2)")
        if self.v2 or self.chain >= 0 or kind in _CHAIN_ACTS or a.target >= 0:
            dark = self.chain == TEMNODEL or kind in (Act.DARK, Act.CHECK)
            err = temnodel.why_illegal(self, a) if dark else svinorost.why_illegal(self, a)
            if err is not None:
                return err
        if kind == Act.ACCEPT:
            return IllegalAction(f"{who} has no pending penalty to accept")
        if kind == Act.PASS:
            return IllegalAction(f"{who} may pass only after drawing a card that fits (R3.3)")
        if kind == Act.DRAW:
            if self.pending_kind >= 0:
                return IllegalAction(f"{who} must transfer or accept the pending penalty (R5.1)")
            return IllegalAction(f"{who} has already drawn this turn (R3.3)")
        # PLAY by the player to move
        if not 0 <= a.card < _N or a.card not in hand:
            return IllegalAction(f"{who} has no {describe(a.card)}")
        err = self._why_not_fits(a)
        if err is not None:
            return err
        return flag_error(self, a)

    def _why_not_fits(self, a: Action) -> IllegalAction | None:
        face = a.card
        name = card_name(face)
        if self.pending_kind >= 0:
            if FACE_KIND[face] != self.pending_kind:
                what = "Khapyozh" if self.pending_kind == KHAPYOZH else "Zakhrapin"
                return Attempt(
                    f"{pname(a.player)} must transfer the {what} with a {what} or accept (R5.1)"
                )
            return None
        if self.drawn >= 0:
            if face != self.drawn:
                return Attempt(f"only the drawn card {card_name(self.drawn)} may be played (R3.3)")
            return None
        if not self.fits(face):
            if self.named >= 0:
                return Attempt(f"{name} does not fit: the named colour is {COLOURS[self.named]}")
            return Attempt(
                f"{name} does not go onto {card_name(self.pile[-1])} (same colour or value, R3.1)"
            )
        return None

    def _why_not_intercept(self, a: Action) -> IllegalAction:
        p = a.player
        if self.chain == TEMNODEL:
            why = "no interception during a Temnodel chain (R4.6, R9.2)"
            held = 0 <= a.card < _N and a.card in self.hands[p]
            return Attempt(why) if held else IllegalAction(why)  # R5.4: penalised
        if p == self.current and not self.naming:
            return IllegalAction("it is your turn: play the card instead of intercepting (R4.4)")
        if not 0 <= a.card < _N or a.card not in self.hands[p]:
            return IllegalAction(f"{pname(p)} has no {describe(a.card)}")
        top = self.pile[-1]
        if a.card != top:
            return Attempt(f"{card_name(a.card)} is not an exact copy of {card_name(top)} (R4.1)")
        if not self.window:
            return TooLate(f"too late: the window to intercept {card_name(top)} has closed (R4.2)")
        return flag_error(self, a)

    # ----------------------------------------------------------------- view

    def view(self, player: int) -> dict[str, Any]:
        """What ``player`` may see (R14.8); ``-1`` for a spectator, who sees no hand."""
        from .view import make_view

        return make_view(self, player)
