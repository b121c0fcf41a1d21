"""Notation of the Challenge races and feats (docs/notation.md, "Races and feats"):
the verbs of :mod:`.races` and how their actions are written."""

from __future__ import annotations

from collections.abc import Callable

from .... import actions as A
from ....actions import Act, Action
from ....cards import card_name, face_of
from ....errors import NotationError
from ...notation_util import Parse, no_args, player
from .. import feats as F

__all__ = ["FORMAT", "TABLE_VERBS", "VERBS", "VERB_OF", "written"]


def _cards(words: list[str], text: str, some: bool = True) -> tuple[int, ...]:
    """The cards named; none when ``some`` is false: a payment of two cards or more
    opens a choice whose cards follow one at a time (``give CARD``, choosing.py)."""
    if not words and some:
        raise NotationError(f"{text!r}: which cards?")
    return tuple(sorted(face_of(w) for w in words))


_SVINTUS = ("svintus", "svintus!", "свинтус", "свинтус!")


def _flag(words: list[str]) -> tuple[list[str], bool]:
    """The words without a final "svintus" flag (R6.1), and whether it was there."""
    if words and words[-1].lower() in _SVINTUS:
        return words[:-1], True
    return words, False


def _parse_pay(p: int, words: list[str], players: int | None, text: str) -> Action:
    words, svintus = _flag(words)
    if not words:
        raise NotationError(f"{text!r}: write pN pay pM [CARD ...] [svintus]")
    return A.pay(p, player(words[0], players), _cards(words[1:], text, False), svintus)


def _parse_box(p: int, words: list[str], players: int | None, text: str) -> Action:
    words, svintus = _flag(words)
    return A.pay(p, A.BOX, _cards(words, text, False), svintus)


def _parse_show(p: int, words: list[str], players: int | None, text: str) -> Action:
    words, svintus = _flag(words)
    if len(words) != 1:
        raise NotationError(f"{text!r}: write pN show CARD [svintus]")
    return A.pay(p, A.DISPLAY, _cards(words, text), svintus)


def _parse_grab(p: int, words: list[str], players: int | None, text: str) -> Action:
    if len(words) != 1:
        raise NotationError(f"{text!r}: write pN grab pM (the card in front of pM)")
    return A.grab(p, player(words[0], players))


def _feat_words(words: list[str], text: str, verb: str) -> tuple[int, str]:
    if not 1 <= len(words) <= 2 or words[0].lower() not in F.FEATS:
        raise NotationError(f"{text!r}: write pN {verb} FEAT [SCORE]; feats: {', '.join(F.FEATS)}")
    score = words[1] if len(words) == 2 else ""
    if score and F.parse_score(score) is None:
        raise NotationError(f"{text!r}: not a score: {score!r} (e.g. 250 or 7.5)")
    return F.FEATS.index(words[0].lower()), score


def _parse_feat(p: int, words: list[str], players: int | None, text: str) -> Action:
    return A.feat(p, *_feat_words(words, text, "feat"))


def _parse_try(p: int, words: list[str], players: int | None, text: str) -> Action:
    return A.attempt(p, *_feat_words(words, text, "try"))


HUT_SLOTS = ("a", "b")


def _parse_huts(p: int, words: list[str], players: int | None, text: str) -> Action:
    if not words:
        return A.huts(p)  # a record of law 1: both huts at once
    if len(words) != 2 or words[1].lower() not in HUT_SLOTS:
        raise NotationError(f"{text!r}: write pN huts CARD a|b (a card into hut a or b, R12.8)")
    return A.huts(p, face_of(words[0]), HUT_SLOTS.index(words[1].lower()))


def _parse_item(p: int, words: list[str], players: int | None, text: str) -> Action:
    if len(words) != 2 or words[1].lower() not in F.ITEMS:
        raise NotationError(f"{text!r}: write pN item pM ITEM; items: {', '.join(F.ITEMS)}")
    return A.item(p, player(words[0], players), F.ITEMS.index(words[1].lower()))


VERBS: dict[str, tuple[str, Parse]] = {
    "fist": ("One for All: put out one fist; two finish (R12.4)", no_args(A.fist, "fist")),
    "pay": (
        "give the cards owed: pay pM CARD, or pay pM then give CARD for each (R12.4-R12.10)",
        _parse_pay,
    ),
    "box": (
        "Slabo?: three cards into the box: box, then give CARD three times (R12.6)",
        _parse_box,
    ),
    "show": ("Slippers: lay a card face up in one's display: show CARD (R12.5)", _parse_show),
    "fas": ("Slippers: 'Fas!', the grab starts (R12.5)", no_args(A.fas, "fas")),
    "grab": ("Slippers: grab the card in front of an opponent: grab pM (R12.5)", _parse_grab),
    "feat": ("Slabo?: pick a feat and set the score: feat FEAT [SCORE] (R12.6)", _parse_feat),
    "try": ("Slabo?: one try at the feat: try FEAT [SCORE] (R12.6)", _parse_try),
    "huts": ("Hands: a card of my hand into hut a or b: huts CARD a|b (R12.8)", _parse_huts),
    "item": ("Clothes: name an item a player wears: item pM ITEM (R12.10)", _parse_item),
    "tap": ("Clothes: touch the named item (R12.10)", no_args(A.tap, "tap")),
}


def _parse_timeup(words: list[str], players: int | None, text: str) -> Action:
    if words:
        raise NotationError("write: timeup")
    return A.timeup()


TABLE_VERBS: dict[str, Callable[[list[str], int | None, str], Action]] = {"timeup": _parse_timeup}


def _format_pay(a: Action) -> list[str]:
    faces = [card_name(f) for f in a.cards] + (["svintus"] if a.svintus else [])
    if a.place == A.BOX:
        return ["box", *faces]
    if a.place == A.DISPLAY:
        return ["show", *faces]
    return ["pay", _at(a), *faces]


def _at(a: Action) -> str:
    """The player ``a`` is aimed at, as the notation writes a player."""
    assert a.aimed is not None
    return f"p{a.aimed + 1}"


def _format_huts(a: Action) -> list[str]:
    if a.card is None:  # a record of law 1: both huts built at once
        return ["huts"]
    assert a.hut is not None
    return ["huts", card_name(a.card), HUT_SLOTS[a.hut]]


def _item(a: Action) -> str:
    assert a.item is not None
    return F.ITEMS[a.item]


def _format_feat(verb: str) -> Callable[[Action], list[str]]:
    def fmt(a: Action) -> list[str]:
        assert a.feat is not None
        return [verb, F.FEATS[a.feat], *([a.text] if a.text else [])]

    return fmt


FORMAT: dict[Act, Callable[[Action], list[str]]] = {
    Act.FIST: lambda a: ["fist"],
    Act.PAY: _format_pay,
    Act.FAS: lambda a: ["fas"],
    Act.GRAB: lambda a: ["grab", _at(a)],
    Act.FEAT: _format_feat("feat"),
    Act.ATTEMPT: _format_feat("try"),
    Act.HUTS: lambda a: _format_huts(a),
    Act.ITEM: lambda a: ["item", _at(a), _item(a)],
    Act.TAP: lambda a: ["tap"],
    Act.TIMEUP: lambda a: ["timeup"],
}
VERB_OF = {
    Act.FIST: "fist",
    Act.PAY: "pay/box/show",
    Act.FAS: "fas",
    Act.GRAB: "grab",
    Act.FEAT: "feat",
    Act.ATTEMPT: "try",
    Act.HUTS: "huts",
    Act.ITEM: "item",
    Act.TAP: "tap",
    Act.TIMEUP: "timeup",
}


def written(a: Action) -> str:
    """One of the races' actions in notation, as :func:`~svintus.engine.notation.format_action`
    writes it (for error messages); the races' verbs are not chat verbs, so a move number
    is written."""
    words = FORMAT[a.kind](a)
    if a.player == A.TABLE:
        return " ".join(words)
    parts = [f"p{a.player + 1}", *words]
    if a.move is not None:
        parts.append(f"@{a.move}")
    return " ".join(parts)
