"""One game of Svintus in progress: state, legal actions, apply, view.

A game is ``Rules + seed + actions``: :meth:`Game.new` deals from the seed, and applying
the same actions always reaches the same state. Chance (the deal, each reshuffle, a
colour the table names at random) draws from ``random.Random`` streams derived from the
seed and a counter, so the state stays small, copies are cheap and a position is exact.

The game's parts, one idea per module: :mod:`.deal` (a new game), :mod:`.fits` (what
goes onto what, as tables), :mod:`.turns` (draw, pass, timeout, penalties, the slap
race), :mod:`.explain` (why an action is illegal), :mod:`.operations` (take, give,
win ...: the documented operations the card families use), :mod:`.registry` (which
family applies what) and :mod:`.families` (each family's package).

>>> from svintus.engine import Game, Rules
>>> g = Game.new(Rules(players=3), seed=7)
>>> a = g.legal_actions(g.current)[0]
>>> events = g.apply(a)
>>> g.move
1
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import Any

from . import actions as A
from . import acts, choosing, registry
from . import events as ev
from .actions import Act, Action, known
from .cards import FACE_KIND
from .chances import OWED, owed_hints
from .deal import deal
from .errors import IllegalAction
from .explain import check, written_out
from .families.protocol import ChainFamily, FamilyModule, Timer
from .fits import FITS as FITS
from .fits import FITS_NAMED as FITS_NAMED
from .fits import FITS_NAMED_ON
from .operations import live, naming_kinds, phase_open, speak, turn_action, win
from .players import pname as pname
from .registry import CHAIN_OWNER, CHOICES, EFFECTS, OWNER, PLACE, deck_kinds
from .rules import LAW as LAW
from .rules import Rules
from .turns import (
    accept,
    catch,
    close_race,
    draw,
    interceptions,
    name_colour,
    pass_turn,
    slap,
    timeout,
    turn_plays,
)
from .turns import incorrect as penalise

Names = tuple[str, ...] | None  # the seats' display names, if any


@lru_cache(maxsize=1024)
def _hooked(families: tuple[FamilyModule, ...], kind: Act) -> tuple[FamilyModule, ...]:
    """The families (in their order) whose ``before``/``after`` act on an action of
    ``kind``: those whose ``HOOKED_KINDS`` is None (every kind) or names it
    (families/protocol.py), so an action does not call hooks that would do nothing."""
    return tuple(f for f in families if f.HOOKED_KINDS is None or kind in f.HOOKED_KINDS)


class Game:
    """The state of one game and the only checked way to change it, :meth:`apply`."""

    __slots__ = (
        "catchable",
        "chains",
        "chance",
        "choice",
        "current",
        "dealer",
        "deck",
        "declared",
        "direction",
        "drawn",
        "events",
        "families",
        "hands",
        "law",
        "memo",
        "move",
        "n",
        "named",
        "names",
        "naming",
        "parts",
        "pending_count",
        "pending_kind",
        "pile",
        "points",
        "race",
        "race_by",
        "race_order",
        "rules",
        "seed",
        "silence",
        "skips",
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
    naming: bool  # the dealer must name the colour of a start Polisvin, grey value card (R2.2)
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
    # The chain families in the deck (R9: their turn logic; () for a classic deck, which
    # then never asks them), the 2.0 families in the deck (R10-R12), and the state of
    # each registered family by the key of its part (registry.register, PARTS): None for
    # a family whose cards are not in the deck. A game with no family never writes its
    # parts, so copies share them.
    chains: tuple[ChainFamily, ...]
    families: tuple[FamilyModule, ...]
    parts: dict[str, Any]
    # An open choice of several cards, named one at a time (choosing.py), or None
    choice: choosing.Choice | None
    winner: int
    points: int
    events: list[ev.Event]
    law: int  # LAW, or 1 for a record written before issue #17 (see LAW)
    # Display names of the seats, if the table gave them (R10.2 Shinkognito); shared by copies
    names: tuple[str, ...] | None
    # Answers to queries of this unchanged state, or None: see :meth:`remember`
    memo: dict[object, Any] | None

    # ----------------------------------------------------------------- creation

    @classmethod
    def new(
        cls, rules: Rules, seed: int, dealer: int = 0, names: Names = None, law: int = LAW
    ) -> Game:
        """Shuffle, deal (R2.1) and turn the start card (R2.2, R2.3). ``names``: the seats'
        display names, if any (a chat naming a player, R10.2); ``law``: an older record's."""
        g = cls.__new__(cls)
        deal(g, rules, seed, dealer, names, law)
        return g

    def init_families(self) -> None:
        """The state of each family whose cards are in the deck (R9-R12), in its part."""
        kinds = deck_kinds(self.rules)
        parts: dict[str, Any] = dict.fromkeys(registry.PARTS)
        self.parts = parts
        self.choice = None
        chains = tuple(f for f in registry.CHAINS if kinds & f.KINDS_OF_FAMILY)
        for chain in chains:
            if parts[chain.PART] is None:  # one part the chain families share
                parts[chain.PART] = chain.start(self)
        self.chains = chains
        active: list[FamilyModule] = []
        for family in registry.FAMILIES:
            if kinds & family.KINDS_OF_FAMILY:
                parts[family.KEY] = family.start(self)
                active.append(family)
        self.families = tuple(active)

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
        g.chains = self.chains
        g.families = self.families
        if self.families or self.chains:  # each part copied; a family not in the deck: None
            g.parts = parts = self.parts.copy()
            for key, part in parts.items():
                if part is not None:
                    parts[key] = part.copy()
        else:
            g.parts = self.parts  # never written in a game without families
        g.choice = self.choice
        g.winner = self.winner
        g.points = self.points
        g.events = []
        g.memo = None
        return g

    def remember(self, on: bool = True) -> None:
        """Answer repeated queries (legal actions, hints, timers, the phase ...) from a
        memo while the state stays unchanged (a scheduler's step asks each several
        times); the memo is dropped by any action applied and by ``remember(False)``.
        The caller must not change the state by hand while it is on."""
        self.memo = {} if on else None

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
        if self.families and phase_open(self):
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
        for family in live(self):  # a quiet family has no timer
            out.extend(family.timers(self))
        return out

    def hints(self, player: int, owed_only: bool = False) -> list[Action]:
        """Concrete chat answers and the like for bots (see families/protocol.py).

        ``owed_only``: only the answers of what the player owes (a Courage task, a
        Slabo? try), not a family's suggestions (Etiquette's chat lines that provoke a
        trigger, whose family sets ``HINTS_OWED = False``)."""
        memo = self.memo
        if memo is not None:
            if owed_only and OWED in memo and 0 <= player < self.n:
                return owed_hints(memo, player)  # sliced from this step's hints_all
            return self._recall(("hints", player, owed_only), self._hints, player, owed_only)
        return self._hints(player, owed_only)

    def _recall(self, key: object, query: Any, *args: Any) -> list[Action]:
        return list(self._remembered(key, query, *args))

    def _remembered(self, key: object, query: Any, *args: Any) -> tuple[Action, ...]:
        """The remembered answer of ``query(*args)`` under ``key`` (the memo is on)."""
        memo = self.memo
        assert memo is not None
        hit: tuple[Action, ...] | None = memo.get(key)
        if hit is None:
            hit = memo[key] = tuple(query(*args))
        return hit

    def _hints(self, player: int, owed_only: bool) -> list[Action]:
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
        if self.memo is not None:
            return self._recall(("legal", player), self._legal_actions, player)
        return self._legal_actions(player)

    def listed(self, player: int) -> Sequence[Action]:
        """:meth:`legal_actions` for a caller that only reads the list: while the game
        remembers (:meth:`remember`) the remembered tuple itself, not a copy."""
        if self.memo is None:
            return self._legal_actions(player)
        return self._remembered(("legal", player), self._legal_actions, player)

    def _legal_actions(self, player: int) -> list[Action]:
        if self.winner >= 0 or not 0 <= player < self.n:
            return []
        if self.choice is not None:  # a choice of cards stops the table (choosing.py)
            return choosing.actions(self, player)
        for family in self.families:
            only = family.exclusive(self, player)
            if only is not None:
                extra: list[Action] = []
                for other in self.families:  # R10.2 Shmunitet in a phase
                    if other is not family:
                        extra += other.interrupts(self, player)
                return only + extra if extra else only
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
                turn_plays(self, player, hand, out)
        elif self.window and self.pile[-1] in hand and not self.naming:
            interceptions(player, self.pile[-1], len(hand) == 2, out, naming_kinds(self))
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
            return [a for a in choosing.actions(self, self.current) if a.kind != acts.SPEAK]
        if self.families and phase_open(self):
            for family in self.families:
                if family.awaiting(self) is not None:
                    only = family.exclusive(self, self.current)
                    return [a for a in only or () if a.kind != acts.SPEAK]
        if self.race is not None:
            return out
        p = self.current
        if self.naming:
            out.extend(A.name_colour(p, c) for c in range(4))
        else:
            turn_plays(self, p, self.hands[p], out)
            for family in self.families:  # R12.3: a Razborka needs a number card too
                family.trim_plays(self, p, out)
        return out

    def turn_plays(self, p: int, hand: list[int], out: list[Action]) -> None:
        """Append the turn choices of ``p`` holding ``hand`` (:func:`.turns.turn_plays`)."""
        turn_plays(self, p, hand, out)

    # ----------------------------------------------------------------- apply

    def apply(self, action: Action) -> list[ev.Event]:
        """Check ``action`` (actor, timing, legality) and apply it; return its events.

        Raises a specific :class:`~errors.IllegalAction` that says why, and then the
        state is unchanged. With ``strict_table`` an illegal play of a held card is
        accepted as a penalised attempt instead (R5.4).
        """
        try:
            attempt = check(self, action)
        except IllegalAction:
            if isinstance(action, Action) and action.cards and action.kind in CHOICES:
                events = written_out(self, action)
                if events is not None:
                    return events
            raise
        if attempt is not None:
            self.events = []
            self.memo = None
            for family in self.families:  # a penalised attempt is a Shalun! trigger (R10.2)
                family.before(self, action)
            self.incorrect(action.player, -1 if action.card is None else action.card, attempt)
            for family in self.families:
                family.after(self, action)
            return self.events
        return self.apply_unchecked(action)

    def apply_unchecked(self, action: Action) -> list[ev.Event]:
        """Apply an action known to be legal (from :meth:`legal_actions`), unchecked.

        The fast path for search and simulation; an illegal action corrupts the game.
        """
        out: list[ev.Event] = []
        self.events = out
        kind = action.kind
        p = action.player
        if self.families:
            self.memo = None  # the state changes: forget the answers (remember)
            if self.choice is not None and choosing.is_step(self, action):
                whole = choosing.step(self, action)
                if whole is None:
                    return out
                action, kind, p = whole, whole.kind, whole.player
            elif kind in CHOICES and not action.cards:
                spec = CHOICES[kind](self, action)
                if spec.need >= 2:
                    choosing.open_choice(self, action, spec)
                    return out
            hooked = _hooked(self.families, kind)  # only the hooks that act on this kind
            for family in hooked:
                family.before(self, action)
            owner = OWNER.get(kind)  # a family's own kind goes straight to its family,
            if owner is None:  # not through the tests of the classic kinds (_apply)
                self._apply(action, kind, p)
            else:
                owner.APPLY[kind](self, action)
            for family in hooked:
                family.after(self, action)
            return self.events
        if self.memo is not None:  # a deck without families that remembers (an R9 deck)
            self.memo = None
        self._apply(action, kind, p)
        return out

    def _apply(self, action: Action, kind: Act, p: int) -> None:
        out = self.events
        if kind == acts.PLAY:
            if action.number is None:
                self._place(p, known(action.card), action.colour, action.svintus, False)
            else:  # a card with a card on it (R9.1): its chain family places both
                PLACE[FACE_KIND[known(action.card)]](self, action)
        elif kind == acts.DRAW:
            draw(self, p)
        elif kind == acts.INTERCEPT:
            self._place(p, known(action.card), action.colour, action.svintus, True)
        elif kind == acts.ACCEPT:
            accept(self, p)
        elif kind == acts.PASS:
            pass_turn(self, p)
        elif kind == acts.SLAP:
            slap(self, p, action.place == A.DECK)
        elif kind == acts.CLOSE_RACE:
            close_race(self)
        elif kind == acts.CATCH:
            catch(self, p, known(action.aimed))
        elif kind == acts.SPEAK:
            speak(self, p, action.text)
        elif kind == acts.DECLARE:
            self.declared[p] = self.move
            out.append(ev.Declared(p))
        elif kind == acts.TIMEOUT:
            timeout(self, p)
        elif kind == acts.NAME_COLOUR:
            name_colour(self, p, known(action.colour))
        elif kind in CHAIN_OWNER:  # a dark card, a check, a give-up (R9)
            CHAIN_OWNER[kind].APPLY[kind](self, action)
        elif kind in OWNER:
            OWNER[kind].APPLY[kind](self, action)
        else:  # pragma: no cover - Act is closed
            raise IllegalAction(f"unknown action kind {kind!r}")

    def emit(self, event: ev.Event) -> None:
        self.events.append(event)

    # ----------------------------------------------------------------- the moves

    def _place(self, p: int, face: int, colour: int | None, svintus: bool, intercept: bool) -> None:
        """A card from hand onto the play pile, in turn or by intercept (R3.1, R4)."""
        hand = self.hands[p]
        hand.remove(face)
        turn_action(self, p)
        self.pile.append(face)
        self.drawn = -1
        self.named = colour = -1 if colour is None else colour
        if svintus or self.declared[p] >= 0:
            said = svintus or self.declared[p] == self.move - 1
            self.declared[p] = -1
        else:
            said = False
        self.events.append(ev.Played(p, face, colour, intercept))
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

    def incorrect(self, p: int, face: int, reason: str) -> None:
        """R5.4 (strict_table): two cards and a skipped turn (:func:`.turns.incorrect`).

        Public for the families: a race's incorrect move (R12.10) is penalised so too."""
        penalise(self, p, face, reason)

    # ----------------------------------------------------------------- view

    def view(self, player: int, rules: bool = True) -> dict[str, Any]:
        """What ``player`` may see (R14.8); ``-1`` for a spectator, who sees no hand.
        ``rules=False``: without ``rules`` (the caller has them already)."""
        from .view import make_view

        return make_view(self, player, rules)
