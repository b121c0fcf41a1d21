"""How a Svintus 2.0 card family (Etiquette R10, Courage R11, Challenge R12) plugs into
:class:`~svintus.engine.game.Game`.

Every family joins the game through one door, ``registry.register``: its kinds (their
records in its ``kinds.toml``, ``cards.kinds_of(KEY)``) become playable and its
``EFFECTS`` apply them (:class:`CardFamily`: the classic family, Svinorost, Temnodel).
A family with phases, windows or state of its own (Etiquette R10, Courage R11,
Challenge R12) is a package of ``families/`` whose ``__init__`` provides the hooks below
(:class:`FamilyModule`); the game calls them only when its deck holds a card of that
family (``Game.families``), so the classic hot path never pays for them. Such a family
keeps its state in one object with a ``copy()`` method, its part of the game's
``parts`` (``game.parts[KEY]``, owned by the registry's structure: no slot of its own on
the game); the game copies the parts with itself. A family never reaches another by
name: it asks every family in the game through a hook (``owes``, ``interrupts``).

Hooks (every module defines all of them):

- ``KINDS_OF_FAMILY``: the kind codes of the family's cards.
- ``start(game) -> state | None``: the family's state for a new game.
- ``EFFECTS``: kind code -> effect of the card played in turn (as in ``classic``).
- ``APPLY``: action kind -> ``fn(game, action)`` for the family's own action kinds.
- ``exclusive(game, player) -> list[Action] | None``: while the family runs a phase that
  stops ordinary play (a duel, a race, a roulette), every action of ``player`` is in
  this list (chat included, as :func:`~svintus.engine.actions.speak`); ``None`` when no
  such phase is open.
- ``awaiting(game) -> list[int] | None``: in such a phase, the players the game waits
  for (a race: all who have not finished; a duel: the one to lay).
- ``reactions(game, player, out)``: append the family's optional actions of ``player``
  now (out-of-turn gifts, answers, bows ...).
- ``reactions_all(game, outs)``: outside a phase, for every seat ``p``, what
  ``reactions(game, p, outs[p])`` appends, where ``outs[p]`` holds no turn plays (a
  scheduler's step offers every seat its chances at once: a family with nothing open
  says so once rather than once a seat).
- ``hints_all(game, outs)``: ``outs[p].extend(hints(game, p))`` for every seat, as
  cheaply as the family can (asked in any state but an open choice of cards).
- ``interrupts(game, player) -> list[Action]``: the family's actions of ``player``
  offered even while another family's phase stops play (Etiquette's Shmunitet in a
  duel, R10.2); ``[]`` for most.
- ``trim_plays(game, player, out)``: drop from ``out`` (the turn plays of ``player``)
  the plays of the family's cards that may not be made now (R12.3 Razborka).
- ``owes(game, player) -> bool``: whether ``player`` owes the family an answer now (a
  Courage task); another family asks every one (``operations.owes_answer``).
- ``why_illegal(game, action) -> IllegalAction | None``: why one of the family's action
  kinds is not legal now (the checked path calls it only for an unlisted action).
- ``before(game, action)`` / ``after(game, action)``: called around every applied action;
  ``game.events`` holds the events of the action during ``after``. This is where one
  family sees another: Shalun! reads :class:`~svintus.engine.events.TaskFailed`, Parodist
  reads every ``Played`` special card, Shmunitet! reads
  :class:`~svintus.engine.events.Targeted`.
- ``timers(game) -> list[Timer]``: the windows open now that the table's clock closes.
- ``quiet(game) -> bool``: True only when the family has nothing open now: ``awaiting``
  is ``None``, ``timers`` is empty, ``reactions_all`` and ``hints_all`` add nothing. A
  scheduler's step then skips those hooks (:func:`~svintus.engine.operations.live`);
  ``False`` is always safe. It must be much cheaper than the hooks it spares
  (tests/sim/test_offers_all.py checks it at every step).
- ``view(game, player) -> dict | None``: the family's public part of ``player``'s view
  (R14.8), under the key ``KEY``.
- ``dump(game) -> JSON`` and ``load(game, data)``: the family's state in a position
  (``record.to_position``), exactly; ``load`` raises ``ValueError``/``KeyError``/
  ``TypeError``/``NotationError`` on a bad field, and the reader names the family's key.
  Cards held elsewhere than hands, deck and pile (a temporary pile, a display) must be
  listed by ``zones(game)`` so that the R1.7 check counts them.
- ``hints(game, player) -> list[Action]``: concrete actions for bots where the legal list
  is generic (chat answers with their text); :meth:`Game.hints` gathers them. A family
  whose hints are suggestions rather than answers owed sets ``HINTS_OWED = False``.
- ``CHOICES``: action kind -> ``fn(game, action) -> choosing.Spec`` for the family's
  actions that name cards of the actor's hand (``Action.cards``): given the action
  without its cards, how many are to be chosen and from which. The family lists such an
  action without cards when two or more are to be chosen, and the game then takes them
  one at a time (:mod:`..choosing`); with fewer it lists each whole action.
- ``VERBS``: notation verb -> (help, ``parse(player, words, players, text) -> Action``);
  ``FORMAT``: action kind -> ``fn(action) -> list[str]`` the words after the player.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, NamedTuple, Protocol, runtime_checkable

from ..actions import Act, Action
from ..choosing import Spec
from ..errors import IllegalAction

if TYPE_CHECKING:
    from ..game import Game


class Timer(NamedTuple):
    """A window the table's clock closes: after ``seconds`` from when a timer with this
    ``key`` first appeared in :meth:`Game.timers`, the table applies ``action`` (R14.1).
    A timer that disappears before then is cancelled. ``key`` names the window uniquely
    (e.g. ``"etiquette:12"``), so the table can tell a new window from the same one."""

    key: str
    seconds: float
    action: Action


@runtime_checkable
class CardFamily(Protocol):
    """What every family provides, the classic one too: its key, the codes of its kinds
    (``cards.kinds_of(KEY)``: the kinds whose records name it as their owner), and the
    effect of each card of it played in turn (R8, R9, R10.1, R11.1, R12)."""

    KEY: str
    KINDS_OF_FAMILY: frozenset[int]
    EFFECTS: dict[int, Callable[[Game, int, int], None]]


@runtime_checkable
class FamilyModule(CardFamily, Protocol):
    """What a family with phases, windows or state of its own provides (the 2.0 families:
    a module satisfies it; mypy checks)."""

    HINTS_OWED: bool
    APPLY: dict[Act, Callable[[Game, Action], None]]
    CHOICES: dict[Act, Callable[[Game, Action], Spec]]
    VERBS: dict[str, tuple[str, Callable[[int, list[str], int | None, str], Action]]]
    FORMAT: dict[Act, Callable[[Action], list[str]]]

    def start(self, game: Game) -> Any: ...
    def exclusive(self, game: Game, player: int) -> list[Action] | None: ...
    def awaiting(self, game: Game) -> list[int] | None: ...
    def reactions(self, game: Game, player: int, out: list[Action]) -> None: ...
    def reactions_all(self, game: Game, outs: list[list[Action]]) -> None: ...
    def hints_all(self, game: Game, outs: list[list[Action]]) -> None: ...
    def interrupts(self, game: Game, player: int) -> list[Action]: ...
    def trim_plays(self, game: Game, player: int, out: list[Action]) -> None: ...
    def owes(self, game: Game, player: int) -> bool: ...
    def why_illegal(self, game: Game, action: Action) -> IllegalAction | None: ...
    def before(self, game: Game, action: Action) -> None: ...
    def after(self, game: Game, action: Action) -> None: ...
    def timers(self, game: Game) -> list[Timer]: ...
    def quiet(self, game: Game) -> bool: ...
    def view(self, game: Game, player: int) -> dict[str, Any] | None: ...
    def dump(self, game: Game) -> Any: ...
    def zones(self, game: Game) -> list[int]: ...
    def hints(self, game: Game, player: int) -> list[Action]: ...
    def load(self, game: Game, data: Any) -> None: ...
