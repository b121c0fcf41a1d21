"""The card families wired into the game through one door, :func:`register`: which
family applies each card played in turn (``EFFECTS``), which 2.0 family owns each of its
action kinds (``OWNER``), the 2.0 families in the order their hooks run (``FAMILIES``),
and the kinds some family plays (``cards.PLAYED``, the implemented set).

Adding a family: its package under ``families/`` (its ``kinds.toml`` records, and the
hooks of :mod:`.families.protocol` if it has phases of its own) and one :func:`register`
call below.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from .actions import Act, Action
from .cards import CLASSIC_PRESCRIPTIONS, FACE_KIND, FACES, KINDS, KINDS_BY_ID, PLAYED, VALUE_KINDS
from .families import challenge, classic, courage, etiquette, svinorost, temnodel
from .families.protocol import CardFamily, FamilyModule

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


# Every member a family with hooks provides (families/protocol.py).
_HOOKS = frozenset(n for n in dir(FamilyModule) if not n.startswith("_")) | frozenset(
    FamilyModule.__annotations__
)


def register(family: CardFamily) -> None:
    """Plug a family into the game: its kinds become playable (``cards.PLAYED``), its
    effects apply its cards played in turn, and a family with hooks
    (:class:`~.families.protocol.FamilyModule`) runs them after those registered before."""
    global FAMILIES
    if hasattr(family, "APPLY") and not isinstance(family, FamilyModule):
        missing = sorted(n for n in _HOOKS if not hasattr(family, n))
        raise TypeError(f"family {family.KEY!r} lacks the hooks {', '.join(missing)}")
    PLAYED.update(KINDS[k].id for k in family.KINDS_OF_FAMILY)
    EFFECTS.update(family.EFFECTS)
    for kind in family.KINDS_OF_FAMILY & VALUE_KINDS:  # value cards (R10.1, R11.1)
        EFFECTS.setdefault(kind, classic.number)
    if isinstance(family, FamilyModule):
        FAMILIES = (*FAMILIES, family)
        OWNER.update({kind: family for kind in family.APPLY})
        CHOICES.update(family.CHOICES)


register(classic)
register(svinorost)
register(temnodel)
register(challenge)
register(courage)
register(etiquette)

# Kinds with their own turn logic (R9): a deck holding any of them plays the slower path.
V2_KINDS = frozenset(KINDS[k].id for k in svinorost.KINDS_OF_FAMILY | temnodel.KINDS_OF_FAMILY)
# The R9 chain actions (Temnodel's dark and check, Svinorost's give up).
CHAIN_ACTS = frozenset((Act.DARK, Act.CHECK, Act.GIVE_UP))
# The classic prescriptions that may start a game with their effect (R2.2).
CLASSIC_START = frozenset(KINDS_BY_ID[k].code for k in CLASSIC_PRESCRIPTIONS)


@lru_cache(maxsize=64)
def deck_kinds(rules: Rules) -> frozenset[int]:
    """The kind codes in the rules' deck."""
    return frozenset(FACE_KIND[f] for f in set(rules.deck))


@lru_cache(maxsize=64)
def has_v2(rules: Rules) -> bool:
    """Whether a deck holds Svinorost or Temnodel cards (R9)."""
    return any(FACES[f].kind.id in V2_KINDS for f in set(rules.deck))
