"""The R9 chain, the part of the game the chain families (Svinorost R9.1, Temnodel R9.2)
share: one chain is open at a time, so they keep one state, ``game.parts[KEY]``, which
the registry creates, the game copies with itself, and which this module shows in a view
and writes and reads in a position. No family of its own: a module both chain families
use (families/protocol.py, :class:`~.protocol.ChainFamily`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..cards import (
    FACE_KIND,
    FACE_VALUE,
    KINDS,
    KINDS_BY_ID,
    NUMBER,
    SVINOROST,
    TEMNODEL,
    card_name,
)
from ..position import Reader

if TYPE_CHECKING:
    from ..game import Game

KEY = "chain"  # the part's key: in ``game.parts``, a view and a position


class Chain:
    """The R9 chain: ``kind`` is SVINOROST or TEMNODEL while that chain is open, else -1;
    ``dark`` the face-down cards on the Temnodel, a zone (R9.2, R1.7), ``said`` the
    number card declared for each and ``by`` who put each (tuples, shared by copies);
    ``last`` whose last card is the top dark card, being checked, or -1."""

    __slots__ = ("by", "dark", "kind", "last", "said")

    def __init__(self) -> None:
        self.kind = -1
        self.dark: tuple[int, ...] = ()
        self.said: tuple[int, ...] = ()
        self.by: tuple[int, ...] = ()
        self.last = -1

    def copy(self) -> Chain:
        c = Chain.__new__(Chain)
        c.kind = self.kind
        c.dark = self.dark
        c.said = self.said
        c.by = self.by
        c.last = self.last
        return c


def of(game: Game) -> Chain:
    """The game's chain (a deck with a chain card only)."""
    chain: Chain = game.parts[KEY]
    return chain


def open_kind(game: Game) -> int:
    """The kind of the open chain, or -1 (also in a game without chain cards)."""
    chain: Chain | None = game.parts.get(KEY)
    return -1 if chain is None else chain.kind


def start(game: Game) -> Chain:
    """No chain, no dark cards."""
    return Chain()


def chain_open(game: Game) -> bool:
    """A chain holds the turn now (R9)."""
    kind: int = game.parts[KEY].kind
    return kind >= 0


def numbers_only(game: Game) -> bool:
    """No special card may be played now, in turn or out of it: a Svinorost chain is
    open (R9.1)."""
    kind: int = game.parts[KEY].kind
    return kind == SVINOROST


def opening(game: Game) -> bool:
    """The Temnodel's player has yet to put the first dark card on it: the turn that
    played it goes on (R9.2)."""
    c = of(game)
    return c.kind == TEMNODEL and not c.dark


def finishing(game: Game) -> int:
    """The player whose last card, put face down, awaits the others' checks (R9.2), or -1."""
    last: int = game.parts[KEY].last
    return last


def declared(game: Game) -> int:
    """The number card declared for the top dark card, or -1 (none, or no chain cards)."""
    chain: Chain | None = game.parts.get(KEY)
    return chain.said[-1] if chain is not None and chain.said else -1


def won(game: Game) -> None:
    """The game is won (R7.1): the chain closes; the dark cards stay, counted for nobody."""
    chain = of(game)
    chain.kind = -1
    chain.last = -1


def zones(game: Game) -> list[int]:
    """The dark cards: a zone besides hands, deck and pile (R1.7)."""
    return list(of(game).dark)


def view(game: Game, player: int) -> dict[str, Any] | None:
    """An open Svinorost or Temnodel chain (R9) as ``player`` may see it, else None.

    Dark cards show who put them and what they declared; the face only to the player who
    put it (R14.8). A check reveals the checked card in its event.
    """
    chain = of(game)
    if chain.kind < 0:
        return None
    out: dict[str, Any] = {"kind": KINDS[chain.kind].id}
    if chain.kind == SVINOROST:
        value = FACE_VALUE[game.pile[-1]]
        # what the player to move may play (nothing is higher than 7)
        out["values"] = [value, value + 1] if value < 7 else [value]
        return out
    out["dark"] = [
        {
            "by": by,
            "declared": card_name(said),
            "card": card_name(face) if by == player else None,
        }
        for face, said, by in zip(chain.dark, chain.said, chain.by, strict=True)
    ]
    out["last_card"] = chain.last if chain.last >= 0 else None
    return out


def dump(game: Game) -> dict[str, Any]:
    """The position's fields ``chain`` and ``dark`` (docs/notation.md)."""
    chain = of(game)
    return {
        "chain": KINDS[chain.kind].id if chain.kind >= 0 else None,
        "dark": {
            "cards": [card_name(f) for f in chain.dark],
            "said": [card_name(f) for f in chain.said],
            "by": list(chain.by),
            "last": chain.last if chain.last >= 0 else None,
        },
    }


def load(game: Game, r: Reader) -> None:
    """Read the fields ``chain`` and ``dark`` of the position ``r`` (R9); raise
    :class:`~..errors.BadRecord` naming the field."""
    c = of(game)
    kind = r.get("chain")
    if kind not in (None, "svinorost", "temnodel"):
        raise r.fail("chain", f"expected svinorost, temnodel or null, got {kind!r}")
    c.kind = KINDS_BY_ID[kind].code if kind is not None else -1
    dr = Reader(r.get("dark"), f"{r.where}: field 'dark'")
    dark = dr.cards("cards")
    said = dr.cards("said")
    by = dr.ints("by", len(dark), 0, game.n - 1)
    if len(said) != len(dark):
        raise dr.fail("said", f"expected one declaration per dark card ({len(dark)})")
    if any(FACE_KIND[f] != NUMBER for f in said):
        raise dr.fail("said", "a declaration is a number card (R9.2)")
    c.dark, c.said, c.by = tuple(dark), tuple(said), tuple(by)
    c.last = dr.integer("last", 0, game.n - 1, none=True)
    top = FACE_KIND[game.pile[-1]]
    if c.kind == SVINOROST and top != NUMBER:
        raise r.fail("chain", "a Svinorost chain needs a number card on top (R9.1)")
    if c.kind == TEMNODEL and top != TEMNODEL:
        raise r.fail("chain", "a Temnodel chain needs the Temnodel on top (R9.2)")
    if dark and c.kind != TEMNODEL and game.winner < 0:
        raise dr.fail("cards", "dark cards lie only on a Temnodel during its chain (R9.2)")
    if c.last >= 0 and (not dark or by[-1] != c.last or game.hands[c.last]):
        raise dr.fail("last", "must be the empty-handed player of the top dark card (R9.2)")
