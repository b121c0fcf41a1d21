"""Notation of the Etiquette actions (R10, docs/notation.md ``### Etiquette``): the verbs
players write and the table's own ``dawdle pN`` and ``expire N``."""

from __future__ import annotations

from collections.abc import Callable

from ... import actions as A
from ...actions import Act, Action
from ...cards import KINDS_BY_ID, card_name, face_of
from ...errors import NotationError
from ..notation_util import Parse, no_args, player, svintus_flag

SHURIKEN_FACE = face_of("shuriken")
assert KINDS_BY_ID["shuriken"].family == "etiquette"


def _who(p: int) -> str:
    return f"p{p + 1}"


def _cards(words: list[str]) -> tuple[int, ...]:
    return tuple(sorted(face_of(w) for w in words))


def _player(words: list[str], i: int, players: int | None, text: str, usage: str) -> int:
    if len(words) <= i:
        raise NotationError(f"{text!r}: write {usage}")
    return player(words[i], players)


def _parse_etiquette(p: int, words: list[str], players: int | None, text: str) -> Action:
    usage = "pN etiquette CARD pM [CARD CARD] [svintus]"
    words, said = svintus_flag(words)
    if not words:
        raise NotationError(f"{text!r}: write {usage}")
    face = face_of(words[0])
    target = _player(words, 1, players, text, usage)
    return A.etiquette(p, face, target, _cards(words[2:]), said)


def _parse_throw(p: int, words: list[str], players: int | None, text: str) -> Action:
    usage = "pN throw pM hit [CARD CARD] [svintus] | pN throw pM miss"
    words, said = svintus_flag(words)
    target = _player(words, 0, players, text, usage)
    if len(words) < 2 or words[1].lower() not in ("hit", "miss"):
        raise NotationError(f"{text!r}: write {usage}")
    hit = words[1].lower() == "hit"
    return A.throw(p, SHURIKEN_FACE, target, hit, _cards(words[2:]), said)


def _parse_with_cards(
    make: Callable[[int, int, tuple[int, ...], bool], Action], usage: str
) -> Parse:
    def parse(p: int, words: list[str], players: int | None, text: str) -> Action:
        words, said = svintus_flag(words)
        return make(p, _player(words, 0, players, text, usage), _cards(words[1:]), said)

    return parse


def _parse_wink(p: int, words: list[str], players: int | None, text: str) -> Action:
    target = _player(words, 0, players, text, "pN wink pM")
    if len(words) != 1:
        raise NotationError(f"{text!r}: write pN wink pM")
    return A.wink(p, target)


VERBS: dict[str, tuple[str, Parse]] = {
    "etiquette": (
        "give an Etiquette card to an offender: etiquette CARD pM, then give CARD for each "
        "penalty card (R10.1)",
        _parse_etiquette,
    ),
    "away": ("leave your seat, for Shtul! (R10.2)", no_args(A.away, "away")),
    "back": ("come back to your seat", no_args(A.back, "back")),
    "touch": ("put a hand on the table, for Shtol! (R10.2)", no_args(A.touch, "touch")),
    "wink": ("wink at a player: wink pM (R14.5)", _parse_wink),
    "notice": (
        "click a flickering seat: notice pM, then give CARD twice to the winker (R14.5)",
        _parse_with_cards(A.notice, "pN notice pM [CARD CARD] [svintus]"),
    ),
    "throw": (
        "throw a Shurikén: throw pM hit (then give CARD twice) | throw pM miss (R14.6)",
        _parse_throw,
    ),
    "pick": (
        "the cards a missed thrower takes from you: pick pM, then give CARD twice (R10.2)",
        _parse_with_cards(A.pick, "pN pick pM [CARD CARD] [svintus]"),
    ),
}


def _parse_dawdle(words: list[str], players: int | None, text: str) -> Action:
    if len(words) != 1:
        raise NotationError(f"{text!r}: write dawdle pN")
    return A.dawdle(player(words[0], players))


def _parse_expire(words: list[str], players: int | None, text: str) -> Action:
    if len(words) != 1 or not words[0].isascii() or not words[0].isdigit() or len(words[0]) > 9:
        raise NotationError(f"{text!r}: write expire N (the window's number)")
    return A.expire(int(words[0]))


TABLE_VERBS: dict[str, Callable[[list[str], int | None, str], Action]] = {
    "dawdle": _parse_dawdle,
    "expire": _parse_expire,
}


def _at(a: Action) -> str:
    """The player ``a`` is aimed at, as the notation writes a player."""
    assert a.aimed is not None
    return _who(a.aimed)


def _card(a: Action) -> str:
    assert a.card is not None
    return card_name(a.card)


def _names_of(a: Action) -> list[str]:
    """The cards of ``a``, then its "Svintus!" flag (R6.1)."""
    out = [card_name(f) for f in a.cards]
    if a.svintus:
        out.append("svintus")
    return out


FORMAT: dict[Act, Callable[[Action], list[str]]] = {
    Act.ETIQUETTE: lambda a: [
        "etiquette",
        _card(a),
        _at(a),
        *_names_of(a),
    ],
    Act.AWAY: lambda a: ["away"],
    Act.BACK: lambda a: ["back"],
    Act.TOUCH: lambda a: ["touch"],
    Act.WINK: lambda a: ["wink", _at(a)],
    Act.NOTICE: lambda a: ["notice", _at(a), *_names_of(a)],
    Act.THROW: lambda a: [
        "throw",
        _at(a),
        "hit" if a.hit else "miss",
        *_names_of(a),
    ],
    Act.PICK: lambda a: ["pick", _at(a), *_names_of(a)],
    Act.DAWDLE: lambda a: ["dawdle", _at(a)],
    Act.EXPIRE: lambda a: ["expire", str(a.window)],
}
