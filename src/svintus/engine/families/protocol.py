"""How a card family plugs into :class:`~svintus.engine.game.Game`.

Every family joins the game through one door, ``registry.register``: its kinds (their
records in its ``kinds.toml``, ``cards.kinds_of(KEY)``) become playable and its
``EFFECTS`` apply them (:class:`CardFamily`: the classic family too). A family's state
lives in the game's ``parts`` (``game.parts[KEY]``; the chain families share
``game.parts["chain"]``), a structure the registry owns (``registry.PARTS``): no slot of
its own on the game; the game creates the parts (``start``) and copies them with
itself. A family never reaches another by name: it asks every family in the game
through a hook (``owes``, ``interrupts``; ``operations.chain_open``, ``finishing``,
``numbers_only`` ask the chain families).

Two shapes of family, both only through ``register``:

- :class:`ChainFamily` (Svinorost R9.1, Temnodel R9.2): a card that opens a chain which
  holds the turn while ordinary play goes on around it (interceptions, catches, the 2.0
  families' reactions). The turn asks these families (``Game.chains``: those in the
  deck; a classic deck has none, so its hot path pays one empty-tuple test). They share
  one part, the chain (:mod:`.chain`: one chain at a time).
- :class:`FamilyModule` (Etiquette R10, Courage R11, Challenge R12): a family with
  phases, windows or state of its own, a package of ``families/`` whose ``__init__``
  provides the hooks below; the game calls them only when its deck holds a card of that
  family (``Game.families``), so the classic hot path never pays for them. Its state is
  one object with a ``copy()`` method, ``game.parts[KEY]``.

Hooks of a :class:`FamilyModule` (every such module defines all of them):

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
- ``HOOKED_KINDS``: ``None`` when ``before``/``after`` act on any action; else the
  frozenset of the action kinds they act on, and the game calls them for those kinds
  alone (the checked path's penalised attempt still calls every family's).
- ``timers(game) -> list[Timer]``: the windows open now that the table's clock closes.
- ``quiet(game) -> bool``: True only when the family has nothing open now: ``awaiting``
  is ``None``, ``timers`` is empty, ``reactions_all`` and ``hints_all`` add nothing,
  ``owes`` is False for every player. A
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
- ``set_apart(game, player) -> list[int]``: the cards of ``player``'s hand the family
  keeps apart (R11.2 a Courage area: never pulled blind nor swapped); ``[]`` for most.
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
  ``TABLE_VERBS``: verb -> ``parse(words, players, text) -> Action`` for the family's
  table actions (R14.1), written with no player in front (``{}`` for none);
  ``CHAT_VERBS``: the verbs whose words are free text (an empty frozenset for none).
- ``carry(game, session)``: take from a match's ``session`` (``match.Session``) what
  earlier games used (R11.4 lines, R12.6 feats); ``kept(game) -> dict | None``: what
  the next game carries from this one (its fields of the session), ``None`` to leave
  what earlier games left. ``SESSION``: each of those fields -> (what it holds, in words
  for a refusal; a check of the value a record gives), for the record's reader.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, NamedTuple, Protocol, runtime_checkable

from ..actions import Act, Action
from ..choosing import Spec
from ..errors import IllegalAction

if TYPE_CHECKING:
    from ..game import Game
    from ..position import Reader


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
    HOOKED_KINDS: frozenset[Act] | None
    APPLY: dict[Act, Callable[[Game, Action], None]]
    CHOICES: dict[Act, Callable[[Game, Action], Spec]]
    VERBS: dict[str, tuple[str, Callable[[int, list[str], int | None, str], Action]]]
    FORMAT: dict[Act, Callable[[Action], list[str]]]
    TABLE_VERBS: dict[str, Callable[[list[str], int | None, str], Action]]
    CHAT_VERBS: frozenset[str]
    SESSION: dict[str, tuple[str, Callable[[Any], bool]]]

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
    def set_apart(self, game: Game, player: int) -> list[int]: ...
    def load(self, game: Game, data: Any) -> None: ...
    def carry(self, game: Game, session: dict[str, Any]) -> None: ...
    def kept(self, game: Game) -> dict[str, Any] | None: ...


@runtime_checkable
class ChainFamily(CardFamily, Protocol):
    """A family whose card opens a chain that holds the turn (R9: Svinorost, Temnodel).

    The chain families share one part, ``game.parts[PART]`` (:mod:`.chain`), so the
    part's hooks (``start``, ``view``, ``dump``, ``load``, ``zones``, ``chain_open``,
    ``numbers_only``, ``opening``, ``finishing``, ``won``) answer the same from any of
    them; the game asks the first in its deck, once.

    - ``APPLY``: action kind -> ``fn(game, action)`` for the family's own action kinds
      (a dark card, a check, a give-up), a whole turn action each.
    - ``PLACE``: kind -> ``fn(game, action)``: a card of the kind played in turn with a
      card on it (``Action.number``: R9.1 a Svinorost and its number card).
    - ``PLAYS``: kind -> ``fn(player, face, hand) -> list[Action]``: the plays in turn of
      a card of the kind that goes onto anything by a rule of its own (R9.1); a drawn
      one may be played when the list is not empty (R3.3).
    - ``holds(game)``: the family's chain is open: it holds the turn.
    - ``chain_plays(game, player, hand, out) -> bool``: while the chain is open, append
      the turn choices of ``player`` holding ``hand`` and say True; else False.
    - ``passes(game, player) -> bool``: a pass (or the timeout) of ``player`` now belongs
      to the family (R9.2 the last-card window, R14.2): apply it and say True.
    - ``leaves(game, player) -> bool``: the player to move timed out or moved incorrectly
      in the family's open chain (R5.4, R5.5): it leaves the chain (R9.1 the give-up);
      True if it did, and the caller ends the turn with the two cards.
    - ``no_interception(game) -> str | None``: why nobody may intercept now (R4.6 a
      Temnodel chain), or None.
    - ``why_illegal(game, action) -> IllegalAction | None``: why the family's action, or
      a play of the player to move in or about its chain, is illegal (None: not its).
    - ``chain_open(game)``: some chain holds the turn now.
    - ``numbers_only(game)``: no special card may be played now, in turn or out of it
      (R9.1 a Svinorost chain).
    - ``opening(game)``: the chain was just opened and its opener's turn goes on (R9.2:
      the first dark card on one's own Temnodel belongs to the turn that played it).
    - ``finishing(game) -> int``: the player whose win waits for the others (R9.2: their
      last card, face down, awaits the checks), or -1.
    - ``won(game)``: the game is won (R7.1): close what is open.
    - ``start``, ``view`` (under ``PART``, ``None`` while no chain is open), ``dump``
      (the position's fields), ``load(game, position)`` (a ``position.Reader`` of the
      whole position) and ``zones`` as for :class:`FamilyModule`.
    """

    PART: str
    APPLY: dict[Act, Callable[[Game, Action], None]]
    PLACE: dict[int, Callable[[Game, Action], None]]
    PLAYS: dict[int, Callable[[int, int, list[int]], list[Action]]]

    def holds(self, game: Game) -> bool: ...
    def chain_plays(self, game: Game, player: int, hand: list[int], out: list[Action]) -> bool: ...
    def passes(self, game: Game, player: int) -> bool: ...
    def leaves(self, game: Game, player: int) -> bool: ...
    def no_interception(self, game: Game) -> str | None: ...
    def why_illegal(self, game: Game, action: Action) -> IllegalAction | None: ...
    def chain_open(self, game: Game) -> bool: ...
    def numbers_only(self, game: Game) -> bool: ...
    def opening(self, game: Game) -> bool: ...
    def finishing(self, game: Game) -> int: ...
    def won(self, game: Game) -> None: ...
    def start(self, game: Game) -> Any: ...
    def view(self, game: Game, player: int) -> dict[str, Any] | None: ...
    def dump(self, game: Game) -> dict[str, Any]: ...
    def load(self, game: Game, position: Reader) -> None: ...
    def zones(self, game: Game) -> list[int]: ...
