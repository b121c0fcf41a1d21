"""The fixed action and observation layouts of a deck (docs/rl.md).

Both layouts depend only on the distinct faces of the deck (the recipe's row), never
on the table size: seats are *relative* (0 = the observer, 1 = the next seat
clockwise, ...) and every per-seat block has room for :data:`MAX_PLAYERS` seats. The
classic recipe has 53 faces, so 141 actions and 261 observation floats at every table
size from 2 to 10.

>>> from svintus.engine import Rules
>>> layout = Layout(Rules(players=4))
>>> layout.n_actions, layout.obs_size
(141, 261)
>>> layout.names[layout.draw], layout.names[layout.catch + 1]
('draw', 'catch +2')
"""

from __future__ import annotations

from ..engine import actions as A
from ..engine.actions import MAX_PLAYERS, Action
from ..engine.cards import (
    AWL_FOR_SOAP,
    CLASSIC_PRESCRIPTIONS,
    COLOUR_LETTERS,
    FACE_KIND,
    FACES,
    NAMING_KINDS,
    POLISVIN,
    SVINOROST,
    card_name,
)
from ..engine.rules import RECIPES, Rules
from .wide import ORDINAL_KINDS, WideActions, svinorost_key
from .wide_obs import WideObs

# The kinds of card the classic layouts cover (R1-R8); a deck with any other gets the
# 2.0 blocks of actions (wide.py) and observation (wide_obs.py).
CLASSIC_KINDS = frozenset({"number", *CLASSIC_PRESCRIPTIONS})

# Decision kinds: the classic observation block encodes the first four; a deck with R9
# or 2.0 cards adds the last two in its own block (docs/rl.md, "Recipes").
NONE, TURN, CHANCE, RACE, PHASE, CHOICE = 0, 1, 2, 3, 4, 5
DECISIONS = ("none", "turn", "chance", "race", "phase", "choice")
# Faces never played onto the pile by a plain ``play``: a Svinorost always carries its
# number card (R9.1, the 2.0 block), Awl for Soap is not a turn play (R12.12).
NOT_PLAYED = frozenset((SVINOROST, AWL_FOR_SOAP))


def names_colour(face: int) -> bool:
    """Whether playing ``face`` names a colour: a Polisvin (R8.4) or an Etiquette card
    played as a number card (R10.1), as the engine's ``NAMING_KINDS`` say."""
    return FACE_KIND[face] in NAMING_KINDS


HAND_SCALE = 20  # hand sizes are encoded as min(size, 20) / 20
PENALTY_SCALE = 8  # a pending stack as min(cards, 8) / 8
SKIP_SCALE = 4  # owed skips as min(skips, 4) / 4

# Scalar block offsets, relative to Layout.scalars.
S_DECISION = 0  # 4: one-hot NONE, TURN, CHANCE, RACE
S_NAMED = 4  # 4: the named colour, one-hot (R3.2)
S_CLOCKWISE = 8  # 1: direction is clockwise (R3.4)
S_PENDING = 9  # 2: a pending Khapyozh / Zakhrapin (R5.1)
S_PENDING_SIZE = 11  # 1: cards in the pending stack / 8
S_NAMING = 12  # 1: the dealer must name the colour of a start Polisvin (R2.2)
S_HAS_DRAWN = 13  # 1: the player to move has drawn and may play the drawn card (R3.3)
S_WINDOW = 14  # 1: the top card may be intercepted (R4.2)
S_RACE = 15  # 1: a slap race is open (R8.6)
S_DECK = 16  # 1: deck size / deck total
S_PILE = 17  # 1: play pile size / deck total
S_COLOURS = 18  # 4: own cards of each colour, min(n, 20) / 20 (derived from the hand)
S_SEATS = 22  # then blocks of MAX_PLAYERS relative seats:
R_CURRENT = 0  # the player to move, one-hot
R_HAND = 1  # hand sizes / 20
R_CATCHABLE = 2  # may be caught for not declaring "Svintus!" (R6.2)
R_SILENCE = 3  # owner of a Tikhokhryun silence, one-hot (R8.5)
R_SLAPPED_DECK = 4  # slapped the deck in the open race
R_SLAPPED_PILE = 5  # slapped the play pile in the open race
R_SKIPS = 6  # owed skips / 4 (R5.2)
R_PRESENT = 7  # the seat exists at this table
SEAT_BLOCKS: tuple[str, ...] = (
    "current",
    "hand_size",
    "catchable",
    "silence",
    "slapped_deck",
    "slapped_pile",
    "skips",
    "present",
)
N_SCALARS = S_SEATS + len(SEAT_BLOCKS) * MAX_PLAYERS


class Layout:
    """Action indexes and observation offsets for one deck.

    Actions, in index order:

    * ``play``: for each face of the deck, ``play F`` and ``play F !`` (with "Svintus!",
      R6.1); a Polisvin has ``play polisvin C`` and ``play polisvin C !`` per colour C;
    * ``intercept`` the top card (R4), plain and with "Svintus!", and, when the deck has
      Polisvins, ``intercept polisvin C`` with and without "Svintus!" per colour;
    * ``draw``, ``pass`` (keep the drawn card, R3.3), ``accept`` (a pending penalty);
    * ``name C`` for the four colours (a start Polisvin, R2.2);
    * ``catch +r`` for relative seats 1..9 (R6.2);
    * ``slap deck``, ``slap pile`` (R8.6);
    * ``decline``: let an out-of-turn chance go;
    * for a deck with R9 or 2.0 cards, the 2.0 block after ``decline``
      (:class:`~svintus.rl.wide.WideActions`, :attr:`wide`), and a 2.0 observation block
      after the classic observation (:class:`~svintus.rl.wide_obs.WideObs`, :attr:`extra`).
    """

    def __init__(self, rules: Rules) -> None:
        self.faces: tuple[int, ...] = tuple(sorted(set(rules.deck)))
        faces = self.faces
        self.n_faces = d = len(faces)
        self.deck_total = len(rules.deck)
        copies: dict[int, int] = {}
        for f in rules.deck:
            copies[f] = copies.get(f, 0) + 1
        self.pos: dict[int, int] = {f: i for i, f in enumerate(faces)}
        # Per face: its offset in the hand block and the hand increment (1 / copies).
        self.hand_inc: dict[int, float] = {f: 1.0 / copies[f] for f in faces}
        self.has_polisvin = any(names_colour(f) for f in faces)
        # Interceptions that name a colour: "polisvin" in a classic deck (the names of
        # the classic layouts), "naming" once grey value cards can be intercepted too.
        only_polisvin = all(FACE_KIND[f] == POLISVIN for f in faces if names_colour(f))
        naming = "polisvin" if only_polisvin else "naming"

        names: list[str] = []
        # (kind tag, face, colour, svintus, seat) per index; face/colour/seat -1 if unused
        specs: list[tuple[str, int, int, bool, int]] = []

        def add(name: str, spec: tuple[str, int, int, bool, int]) -> int:
            names.append(name)
            specs.append(spec)
            return len(names) - 1

        self.play_base: dict[int, int] = {}
        for f in faces:
            if FACE_KIND[f] in NOT_PLAYED:
                continue
            self.play_base[f] = len(names)
            if names_colour(f):
                for c in range(4):
                    add(f"play {card_name(f)} {COLOUR_LETTERS[c]}", ("play", f, c, False, -1))
                    add(f"play {card_name(f)} {COLOUR_LETTERS[c]} !", ("play", f, c, True, -1))
            else:
                add(f"play {card_name(f)}", ("play", f, -1, False, -1))
                add(f"play {card_name(f)} !", ("play", f, -1, True, -1))
        self.intercept = add("intercept", ("intercept", -1, -1, False, -1))
        add("intercept !", ("intercept", -1, -1, True, -1))
        self.intercept_polisvin = -1
        if self.has_polisvin:
            self.intercept_polisvin = len(names)
            for c in range(4):
                letter = COLOUR_LETTERS[c]
                add(f"intercept {naming} {letter}", ("intercept", -2, c, False, -1))
                add(f"intercept {naming} {letter} !", ("intercept", -2, c, True, -1))
        self.draw = add("draw", ("draw", -1, -1, False, -1))
        self.pass_ = add("pass", ("pass", -1, -1, False, -1))
        self.accept = add("accept", ("accept", -1, -1, False, -1))
        self.name_colour = len(names)
        for c in range(4):
            add(f"name {COLOUR_LETTERS[c]}", ("name", -1, c, False, -1))
        self.catch = len(names)
        for r in range(1, MAX_PLAYERS):
            add(f"catch +{r}", ("catch", -1, -1, False, r))
        self.slap_deck = add("slap deck", ("slap", -1, -1, False, A.DECK))
        self.slap_pile = add("slap pile", ("slap", -1, -1, False, A.PILE))
        self.decline = add("decline", ("decline", -1, -1, False, -1))
        self.classic = all(FACES[f].kind.id in CLASSIC_KINDS for f in faces)
        self.wide: WideActions | None = None
        if not self.classic:
            self.wide = WideActions(faces, len(names))
            for name in self.wide.names:
                add(name, ("wide", -1, -1, False, -1))
        self.names: tuple[str, ...] = tuple(names)
        self.n_actions = len(names)
        self._specs = tuple(specs)

        # Observation: hand counts, top card, drawn card (faces), then the scalars.
        self.hand = 0
        self.top = d
        self.drawn = 2 * d
        self.scalars = 3 * d
        self.seats = self.scalars + S_SEATS
        self.obs_size = self.scalars + N_SCALARS
        self.extra: WideObs | None = None
        if not self.classic:
            self.extra = WideObs(faces, self.obs_size, len(DECISIONS))
            self.obs_size += self.extra.size

    def seat_block(self, block: int) -> int:
        """Offset of a relative-seat block (``R_HAND`` ...) in the observation."""
        return self.seats + block * MAX_PLAYERS

    def action(self, player: int, index: int, players: int, top: int = -1) -> Action | None:
        """The engine action of ``index`` for ``player``; None for ``decline`` or a seat
        beyond the table. Interceptions need the ``top`` card they copy."""
        tag, face, colour, svintus, seat = self._specs[index]
        if tag == "play":
            return A.play(player, face, colour, svintus)
        if tag == "intercept":
            if top < 0 or (face == -2) != names_colour(top):
                return None
            return A.intercept(player, top, colour, svintus)
        if tag == "draw":
            return A.draw(player)
        if tag == "pass":
            return A.pass_(player)
        if tag == "accept":
            return A.accept(player)
        if tag == "name":
            return A.name_colour(player, colour)
        if tag == "catch":
            return A.catch(player, (player + seat) % players) if seat < players else None
        if tag == "slap":
            return A.slap(player, seat)
        return None

    def index_table(self, player: int, players: int) -> dict[Action, int]:
        """Engine action -> index for ``player``, for every action but interceptions."""
        out: dict[Action, int] = {}
        for i in range(self.n_actions):
            if self._specs[i][0] == "intercept":
                continue
            a = self.action(player, i, players)
            if a is not None:
                out[a] = i
        return out

    def intercept_index(self, action: Action) -> int:
        """The index of an interception (the card is always the top card)."""
        base, colour = self.intercept, action.colour
        if colour is not None:  # a colour is named exactly when the card names one
            base = self.intercept_polisvin + 2 * colour
        return base + action.svintus

    def index(self, a: Action, p: int, n: int, ordinal: int = 0, said: int = -1) -> int:
        """The index of engine action ``a`` of seat ``p`` at a table of ``n`` (any deck);
        ``ordinal``: its order among the offered actions of the same key; ``said``: the
        declaration a dark card answers (wide.py). Raises KeyError for an action the
        layout has no index for (a bug)."""
        kind = a.kind
        if kind == A.PLAY and a.number is None:
            face, colour = a.card, a.colour
            assert face is not None
            base = self.play_base[face]
            return base + (2 * colour if colour is not None else 0) + a.svintus
        if kind == A.INTERCEPT:
            return self.intercept_index(a)
        if kind == A.DRAW:
            return self.draw
        if kind == A.PASS:
            return self.pass_
        if kind == A.ACCEPT:
            return self.accept
        if kind == A.NAME_COLOUR:
            assert a.colour is not None
            return self.name_colour + a.colour
        if kind == A.CATCH:
            assert a.aimed is not None
            return self.catch - 1 + (a.aimed - p) % n
        if kind == A.SLAP:
            return self.slap_deck if a.place == A.DECK else self.slap_pile
        wide = self.wide
        if wide is None:
            raise KeyError(a)
        key = svinorost_key(a) if kind == A.PLAY else wide.key(a, p, n, said)
        if key is None:
            raise KeyError(a)
        if kind in ORDINAL_KINDS:
            key = (*key, ordinal)
        return wide.index[key]

    def describe(self) -> list[tuple[int, str]]:
        """(index, name) of every action, for docs and debugging."""
        return list(enumerate(self.names))


def face_names(layout: Layout) -> list[str]:
    """The names of the faces of the hand, top and drawn blocks, in order."""
    return [FACES[f].name for f in layout.faces]


def sizes_table() -> str:
    """A Markdown table of the layout of every recipe's deck (R13.1): faces, actions,
    actions of the 2.0 block and observation floats (docs/rl.md prints it)."""
    lines = [
        "| recipe | players | faces | actions | of them 2.0 | observation floats |",
        "|---|---|---|---|---|---|",
    ]
    for recipe, rows in RECIPES.items():
        for low, high, _kinds in rows:
            layout = Layout(Rules(players=low, recipe=recipe))
            wide = len(layout.wide.names) if layout.wide is not None else 0
            span = f"{low}" if low == high else f"{low}-{high}"
            lines.append(
                f"| {recipe} | {span} | {layout.n_faces} | {layout.n_actions} | {wide} "
                f"| {layout.obs_size} |"
            )
    return "\n".join(lines)
