"""Notation of the Challenge duels actions (docs/notation.md, "Duels and choices")."""

from __future__ import annotations

from collections.abc import Callable

from .... import actions as A
from ....actions import Act, Action
from ....cards import COLOUR_LETTERS, card_name, colour_of, face_of
from ....errors import NotationError
from ...notation_util import Parse, no_args, player
from .state import AWL_FACE

# ----------------------------------------------------------------- notation


def _parse_choose(p: int, rest: list[str], players: int | None, text: str) -> Action:
    if len(rest) != 1:
        raise NotationError(f"{text!r}: write pN choose pM")
    return A.choose(p, player(rest[0], players))


def _parse_call(p: int, rest: list[str], players: int | None, text: str) -> Action:
    if len(rest) != 1:
        raise NotationError(f"{text!r}: write pN call COLOUR")
    return A.call(p, colour_of(rest[0]))


def _card_and_flag(verb: str, make: Callable[[int, int, bool], Action]) -> Parse:
    def parse(p: int, rest: list[str], players: int | None, text: str) -> Action:
        flags = [w for w in rest[1:] if w.lower() in ("svintus", "svintus!", "свинтус", "свинтус!")]
        if not rest or len(rest) - 1 != len(flags) or len(flags) > 1:
            raise NotationError(f"{text!r}: write pN {verb} CARD [svintus]")
        return make(p, face_of(rest[0]), bool(flags))

    return parse


def _parse_awl(p: int, rest: list[str], players: int | None, text: str) -> Action:
    if rest:
        raise NotationError(f"{text!r}: awl takes nothing after it")
    return A.awl(p, AWL_FACE)


def _parse_lapse(rest: list[str], players: int | None, text: str) -> Action:
    if rest:
        raise NotationError(f"{text!r}: write lapse")
    return A.lapse()


VERBS: dict[str, tuple[str, Parse]] = {
    "choose": (
        "choose the opponent of a Challenge card: choose pN (R12.3, R12.7, R12.11)",
        _parse_choose,
    ),
    "call": (
        "name the colour of a Chip In or Don't Darken: call COLOUR (R12.9, R12.11)",
        _parse_call,
    ),
    "flip": ("turn over one more card in a Russian Roulette (R12.2)", no_args(A.flip, "flip")),
    "lay": (
        "lay a number card in a Razborka or Chip In: lay CARD [svintus]",
        _card_and_flag("lay", A.lay),
    ),
    "yield": ("give up a Razborka: take the temporary pile (R12.3)", no_args(A.yield_, "yield")),
    "give": (
        "give one card: in a Challenge, or the next card of a choice: give CARD [svintus]",
        _card_and_flag("give", A.give),
    ),
    "pull": ("pull one card blind from the opponent (R12.11)", no_args(A.pull, "pull")),
    "awl": ("Awl for Soap after one's interception: swap hands (R12.12)", _parse_awl),
}


def _at(a: Action) -> str:
    """The player ``a`` is aimed at, as the notation writes a player."""
    assert a.aimed is not None
    return f"p{a.aimed + 1}"


def _colour(a: Action) -> str:
    assert a.colour is not None
    return COLOUR_LETTERS[a.colour]


def _card(a: Action) -> str:
    assert a.card is not None
    return card_name(a.card)


def _svintus(a: Action) -> list[str]:
    return ["svintus"] if a.svintus else []


FORMAT: dict[Act, Callable[[Action], list[str]]] = {
    Act.CHOOSE: lambda a: ["choose", _at(a)],
    Act.CALL: lambda a: ["call", _colour(a)],
    Act.FLIP: lambda a: ["flip"],
    Act.LAY: lambda a: ["lay", _card(a), *_svintus(a)],
    Act.YIELD: lambda a: ["yield"],
    Act.GIVE: lambda a: ["give", *(card_name(f) for f in a.cards), *_svintus(a)],
    Act.PULL: lambda a: ["pull"],
    Act.AWL: lambda a: ["awl"],
    Act.LAPSE: lambda a: ["lapse"],  # a table action: the whole line
}
# The table's clock ends a step (R14.1): the line "lapse".
TABLE_VERBS: dict[str, Callable[[list[str], int | None, str], Action]] = {"lapse": _parse_lapse}
