"""A choice of several cards made one card at a time (docs/decisions.md, "Choosing cards").

Some actions name several cards of the actor's hand: an Etiquette gift's two penalty
cards (R10.1), the two cards a Shmotrun notice or a Shurikén hit gives and the two a
missed thrower takes (R10.2), the three cards boxed or paid after a Slabo? (R12.6).
Listing every combination would list C(hand, k) actions for every seat at every step.
Instead the family lists such an action *without its cards* (the **opening**, e.g.
``p3 etiquette shalun p2``) whenever two or more cards are to be chosen; applying it
opens a :class:`Choice`, and the player then names the cards one at a time with
``give CARD`` (``p3 give R5``, ``p3 give G7``). When the last card is named the whole
action (``p3 etiquette shalun p2 G7 R5``) is applied at once, exactly as it always was:
the families' hooks see only that action, so the result is the same as before.

While a choice is open the table waits for the chooser (like a duel, R12.1): the
chooser may only name a card or chat, the others only chat, and no other window's clock
runs (:meth:`Game.timers` lists only the choice's); at the end of ``seconds`` the table
sends ``lapse`` and the choice is completed with the lowest cards left. The cards named
so far are the chooser's secret until the action is applied (R14.8): the others see
only how many are named.

A choice of one card (or none) is listed whole, one action per card: linear already.
The written-out form of an opening with its cards (a record made before choices
existed) is still accepted by the checked :meth:`Game.apply`, which carries it out as
its steps (:func:`steps_of`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, NamedTuple

from . import actions as A
from . import acts
from .actions import Act, Action
from .cards import card_name

if TYPE_CHECKING:
    from .game import Game


class Spec(NamedTuple):
    """What an opening asks for: ``need`` cards out of ``pool`` (sorted, with repeats)
    within ``seconds`` of table time."""

    need: int
    pool: tuple[int, ...]
    seconds: float


# A family's CHOICES hook: for an opening (an action of the kind, without cards), what
# is to be chosen; a need below 2 means the action is complete as it is.
ChoiceHook = Callable[["Game", Action], Spec]


class Choice(NamedTuple):
    """An open choice: the opening, how many cards, from which, the ones named so far."""

    action: Action  # the opening: the action without its cards
    need: int  # how many cards
    pool: tuple[int, ...]
    picked: tuple[int, ...]  # sorted
    seconds: float

    def left(self) -> list[int]:
        """The pool without the cards named so far (one copy each)."""
        rest = list(self.pool)
        for f in self.picked:
            rest.remove(f)
        return rest


def open_choice(game: Game, action: Action, spec: Spec) -> None:
    game.choice = Choice(action, spec.need, tuple(sorted(spec.pool)), (), spec.seconds)


def _open(game: Game) -> Choice:
    c = game.choice
    assert c is not None
    return c


def actions(game: Game, player: int) -> list[Action]:
    """The legal actions of ``player`` while a choice is open."""
    c = _open(game)
    out: list[Action] = []
    if player == c.action.player:
        prev = -1
        for f in c.left():
            if f != prev:
                out.append(A.give(player, f))
            prev = f
    out.append(A.speak(player))
    return out


def step(game: Game, action: Action) -> Action | None:
    """Apply one step of the open choice: ``give CARD`` by the chooser, or the table's
    ``lapse``. Returns the whole action once every card is named, else ``None``."""
    c = _open(game)
    if action.kind == acts.LAPSE:
        left = c.left()
        picked = tuple(sorted((*c.picked, *left[: c.need - len(c.picked)])))
    else:
        picked = tuple(sorted((*c.picked, action.cards[0])))
    if len(picked) < c.need:
        game.choice = c._replace(picked=picked)
        return None
    game.choice = None
    return c.action._replace(cards=picked)


def is_step(game: Game, action: Action) -> bool:
    """Whether ``action`` belongs to the open choice (not chat)."""
    return action.kind == acts.LAPSE or (
        action.kind == acts.GIVE and action.player == _open(game).action.player
    )


def steps_of(action: Action) -> list[Action]:
    """The written-out form of a choice as its steps: the opening, then ``give`` each
    card (a record made before choices existed names every card in one action)."""
    opening = action._replace(cards=())
    return [opening, *(A.give(action.player, f) for f in action.cards)]


def key(c: Choice) -> str:
    """The choice's timer key: the same for all its steps (R14.2)."""
    a = c.action
    card = -1 if a.card is None else a.card
    return f"choice:{a.player}:{int(a.kind)}:{card}:{_to(a)}:{c.need}:{len(c.pool)}"


def _to(a: Action) -> int:
    """Where the opening's cards go: the player aimed at, or a place (BOX, DISPLAY); -1
    for neither, as a position writes it."""
    if a.aimed is not None:
        return a.aimed
    return -1 if a.place is None else a.place


def view(game: Game, player: int, words: Callable[[Action], str]) -> dict[str, Any]:
    """The choice in ``player``'s view: what is chosen and how many named; which cards,
    only the chooser sees (R14.8)."""
    c = _open(game)
    out: dict[str, Any] = {
        "player": c.action.player,
        "action": words(c.action),
        "count": c.need,
        "named": len(c.picked),
    }
    if player == c.action.player:
        out["cards"] = [card_name(f) for f in c.picked]
    return out


def why_illegal(game: Game, action: Action) -> str:
    c = _open(game)
    who = f"p{c.action.player + 1}"
    if action.player != c.action.player:
        return (
            f"wait: {who} is choosing {c.need} card(s) ({len(c.picked)} named); "
            "only chat until the choice is made"
        )
    if action.kind == acts.GIVE:
        return f"{who} has no such card left to choose"
    return f"{who} is choosing {c.need} card(s) first: give CARD ({len(c.picked)} named)"


def dump(c: Choice) -> dict[str, Any]:
    """The choice in a position (exactly; the opening's fields by name)."""
    a = c.action
    return {
        "kind": a.kind.name.lower(),
        "player": a.player,
        "card": None if a.card is None else card_name(a.card),
        "colour": -1 if a.colour is None else a.colour,
        "target": _to(a),  # the position's format names it so (a player, BOX or DISPLAY)
        "svintus": a.svintus,
        "count": c.need,
        "pool": [card_name(f) for f in c.pool],
        "picked": [card_name(f) for f in c.picked],
        "seconds": c.seconds,
    }


def load(data: Any, n: int, cards: Callable[[Any], list[int]]) -> Choice:
    """The choice of a position; raises KeyError/TypeError/ValueError on a bad field."""
    if not isinstance(data, dict):
        raise TypeError("expected an object with kind, player, card, colour, target ...")
    kind = Act[str(data["kind"]).upper()]
    ints = {k: data[k] for k in ("player", "colour", "target", "count")}
    for k, v in ints.items():
        if isinstance(v, bool) or not isinstance(v, int):
            raise TypeError(f"{k} must be an integer, got {v!r}")
    if not 0 <= ints["player"] < n or ints["count"] < 2:
        raise ValueError("player must be a seat and count 2 or more")
    card = None if data["card"] is None else cards([data["card"]])[0]
    if not isinstance(data["svintus"], bool):
        raise TypeError("svintus must be true or false")
    seconds = data["seconds"]
    if isinstance(seconds, bool) or not isinstance(seconds, int | float) or seconds <= 0:
        raise ValueError(f"seconds must be positive, got {seconds!r}")
    colour, to = ints["colour"], ints["target"]
    paid = kind == Act.PAY and to in (A.BOX, A.DISPLAY)  # -1 is the box only for a payment
    aimed, place = (to if to >= 0 else None), (to if paid else None)
    action = Action(
        kind,
        ints["player"],
        card,
        None if colour < 0 else colour,
        data["svintus"],
        aimed=aimed,
        place=place,
    )
    pool = tuple(sorted(cards(data["pool"])))
    picked = tuple(sorted(cards(data["picked"])))
    c = Choice(action, ints["count"], pool, picked, float(seconds))
    if len(picked) >= c.need or len(pool) < c.need:
        raise ValueError("picked must be fewer than count, and the pool at least count")
    c.left()  # raises ValueError when a named card is not in the pool
    return c
