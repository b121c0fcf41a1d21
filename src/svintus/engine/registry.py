"""The card families wired into the game through one door, :func:`register`: which
family applies each card played in turn (``EFFECTS``), which family owns each of its
action kinds (``OWNER``, ``CHAIN_OWNER``), the chain families (``CHAINS``, R9) and the
2.0 families (``FAMILIES``, R10-R12) in the order their hooks run, the game's parts they
keep their state in (``PARTS``), and the kinds some family plays (``cards.PLAYED``, the
implemented set). Nothing else names a family: Svinorost and Temnodel join here as the
others do.

Adding a family: its package under ``families/`` (its ``kinds.toml`` records, and the
hooks of :mod:`.families.protocol` if it has a chain or phases of its own) and one
:func:`register` call below.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from .actions import Act, Action
from .cards import CLASSIC_PRESCRIPTIONS, FACE_KIND, KINDS, KINDS_BY_ID, PLAYED, VALUE_KINDS
from .families import challenge, classic, courage, etiquette, svinorost, temnodel
from .families.protocol import CardFamily, ChainFamily, FamilyModule

if TYPE_CHECKING:
    from collections.abc import Callable

    from .choosing import Spec
    from .game import Game
    from .rules import Rules

# The 2.0 families (R10-R12), in the order their hooks run: Etiquette last, so that it
# sees what the others' ``after`` hooks emitted (a failed Courage task is a Shalun! trigger).
FAMILIES: tuple[FamilyModule, ...] = ()
# kind code -> the effect of that card played in turn (R8, R9, and the 2.0 families')
EFFECTS: dict[int, Callable[[Game, int, int], None]] = {}
# The family that owns each 2.0 action kind, and how it applies it.
OWNER: dict[Act, FamilyModule] = {}
# Action kinds whose cards are chosen one at a time when there are two or more (choosing.py)
CHOICES: dict[Act, Callable[[Game, Action], Spec]] = {}
# The chain families (R9), in the order they registered, and the family of each of their
# action kinds (a dark card, a check, a give-up).
CHAINS: tuple[ChainFamily, ...] = ()
CHAIN_OWNER: dict[Act, ChainFamily] = {}
# kind -> how a card of it played in turn with a card on it is placed (R9.1 Svinorost)
PLACE: dict[int, Callable[[Game, Action], None]] = {}
# kind -> its plays in turn, for a card that goes onto anything by a rule of its own (R9.1)
PLAYS: dict[int, Callable[[int, int, list[int]], list[Action]]] = {}
# The keys of the game's parts, one per 2.0 family and one the chain families share.
PARTS: tuple[str, ...] = ()


def _hooks(shape: type) -> frozenset[str]:
    """Every member a family of that shape provides (families/protocol.py)."""
    return frozenset(n for n in dir(shape) if not n.startswith("_")) | frozenset(
        shape.__annotations__
    )


def register(family: CardFamily) -> None:
    """Plug a family into the game: its kinds become playable (``cards.PLAYED``), its
    effects apply its cards played in turn; a chain family
    (:class:`~.families.protocol.ChainFamily`) is asked by the turn, and a family with
    hooks (:class:`~.families.protocol.FamilyModule`) runs them after those registered
    before. Each keeps its state in its part of the game (``game.parts``)."""
    global FAMILIES, CHAINS, PARTS
    for shape, marker in ((ChainFamily, "PART"), (FamilyModule, "APPLY")):
        if hasattr(family, marker) and not isinstance(family, shape):
            missing = sorted(n for n in _hooks(shape) if not hasattr(family, n))
            raise TypeError(f"family {family.KEY!r} lacks the hooks {', '.join(missing)}")
        if hasattr(family, marker):
            break
    PLAYED.update(KINDS[k].id for k in family.KINDS_OF_FAMILY)
    EFFECTS.update(family.EFFECTS)
    for kind in family.KINDS_OF_FAMILY & VALUE_KINDS:  # value cards (R10.1, R11.1)
        EFFECTS.setdefault(kind, classic.number)
    if isinstance(family, ChainFamily):
        CHAINS = (*CHAINS, family)
        CHAIN_OWNER.update({kind: family for kind in family.APPLY})
        PLACE.update(family.PLACE)
        PLAYS.update(family.PLAYS)
        if family.PART not in PARTS:
            PARTS = (*PARTS, family.PART)
    elif isinstance(family, FamilyModule):
        FAMILIES = (*FAMILIES, family)
        OWNER.update({kind: family for kind in family.APPLY})
        CHOICES.update(family.CHOICES)
        PARTS = (*PARTS, family.KEY)


register(classic)
register(svinorost)
register(temnodel)
register(challenge)
register(courage)
register(etiquette)

# The classic prescriptions that may start a game with their effect (R2.2).
CLASSIC_START = frozenset(KINDS_BY_ID[k].code for k in CLASSIC_PRESCRIPTIONS)


@lru_cache(maxsize=64)
def deck_kinds(rules: Rules) -> frozenset[int]:
    """The kind codes in the rules' deck."""
    return frozenset(FACE_KIND[f] for f in set(rules.deck))
