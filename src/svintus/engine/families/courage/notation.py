"""The Courage verbs in notation (docs/notation.md): gift, box, bow, whisper, votes."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ... import actions as A
from ...actions import Act, Action
from ...cards import card_name, face_of
from ...errors import NotationError
from ..notation_util import Parse, no_args, player
from .state import GENRES

if TYPE_CHECKING:
    from collections.abc import Callable


_GIFT_USAGE = "pN gift CARD pM [GENRE] [pK:CARD] [svintus]"


def _parse_gift(p: int, words: list[str], players: int | None, text: str) -> Action:
    if len(words) < 2:
        raise NotationError(f"{text!r}: write {_GIFT_USAGE}")
    face = face_of(words[0])
    target = player(words[1], players)
    genre: int | None = None
    svintus = False
    moved: tuple[int, int] | None = None
    for w in words[2:]:
        low = w.lower()
        if low in ("svintus", "svintus!", "свинтус", "свинтус!"):
            svintus = True
        elif low in GENRES:
            genre = GENRES.index(low)
        elif ":" in low and low.startswith("p"):
            who, _, name = low.partition(":")
            moved = (player(who, players), face_of(name))
        else:
            raise NotationError(f"{text!r}: unexpected {w!r}; write {_GIFT_USAGE}")
    return A.gift(p, face, target, genre, svintus, moved)


def _at(a: Action) -> str:
    """The player ``a`` is aimed at, as the notation writes a player."""
    assert a.aimed is not None
    return f"p{a.aimed + 1}"


def _card(a: Action) -> str:
    assert a.card is not None
    return card_name(a.card)


def _format_gift(a: Action) -> list[str]:
    parts = ["gift", _card(a), _at(a)]
    if a.moved is not None:
        parts.append(f"p{a.moved[0] + 1}:{card_name(a.moved[1])}")
    if a.genre is not None:
        parts.append(GENRES[a.genre])
    if a.svintus:
        parts.append("svintus")
    return parts


def _one(usage: str, words: list[str], text: str) -> None:
    if len(words) != usage.count(" ") + 1 - 2:
        raise NotationError(f"{text!r}: write {usage}")


def _parse_box(p: int, words: list[str], players: int | None, text: str) -> Action:
    _one("pN retire CARD", words, text)
    return A.box(p, face_of(words[0]))


def _parse_bow(p: int, words: list[str], players: int | None, text: str) -> Action:
    _one("pN bow pM", words, text)
    return A.bow(p, player(words[0], players))


def _parse_whisper(p: int, words: list[str], players: int | None, text: str) -> Action:
    return A.whisper(p, text)  # the text after "whisper ", verbatim (notation.py)


def _parse_vote(uphold: bool) -> Any:
    usage = f"pN {'uphold' if uphold else 'object'} pM CARD"

    def parse(p: int, words: list[str], players: int | None, text: str) -> Action:
        _one(usage, words, text)
        make = A.uphold if uphold else A.object_
        return make(p, player(words[0], players), face_of(words[1]))

    return parse


VERBS: dict[str, tuple[str, Parse]] = {
    "gift": (
        "give a Courage card out of turn to who placed its value: gift CARD pM [GENRE] "
        "[pK:CARD for an Antrakt] [svintus]",
        _parse_gift,
    ),
    "retire": ("box one of the older Courage cards of one's area: retire CARD", _parse_box),
    "bow": ("Pokloonnik: bow to the giver: bow pM", _parse_bow),
    "whisper": ("Suflyor: chat as a whisper: whisper TEXT", _parse_whisper),
    "clap": ("Ovatsii: clap at a special card", no_args(A.clap, "clap")),
    "stand": ("Ovatsii: stand up", no_args(lambda p: A.stand(p, True), "stand")),
    "sit": ("Ovatsii: sit down", no_args(lambda p: A.stand(p, False), "sit")),
    "object": ("object to a creative Courage answer: object pM CARD", _parse_vote(False)),
    "uphold": ("uphold an objection: uphold pM CARD", _parse_vote(True)),
}


# Chat verbs: the notation reads the text after them verbatim, like ``say``.
CHAT_VERBS = frozenset({"whisper"})


def _table(make: Callable[[int, int], Action], verb: str, card: bool) -> Any:
    usage = f"{verb} pN CARD" if card else f"{verb} pN"

    def parse(words: list[str], players: int | None, text: str) -> Action:
        if len(words) != (2 if card else 1):
            raise NotationError(f"{text!r}: write {usage}")
        return make(player(words[0], players), face_of(words[1]) if card else -1)

    return parse


TABLE_VERBS: dict[str, Callable[[list[str], int | None, str], Action]] = {
    "unanswered": _table(A.unanswered, "unanswered", True),
    "endvote": _table(A.end_vote, "endvote", True),
    "autobox": _table(lambda p, _: A.box_default(p), "autobox", False),
}


def _format_box(a: Action) -> list[str]:
    if a.player == A.TABLE:
        return ["autobox", _at(a)]
    return ["retire", _card(a)]


FORMAT: dict[Act, Callable[[Action], list[str]]] = {
    Act.GIFT: _format_gift,
    Act.BOX: _format_box,
    Act.BOW: lambda a: ["bow", _at(a)],
    Act.WHISPER: lambda a: ["whisper", a.text] if a.text else ["whisper"],
    Act.CLAP: lambda a: ["clap"],
    Act.STAND: lambda a: ["stand" if a.standing else "sit"],
    Act.OBJECT: lambda a: ["object", _at(a), _card(a)],
    Act.UPHOLD: lambda a: ["uphold", _at(a), _card(a)],
    Act.UNANSWERED: lambda a: ["unanswered", _at(a), _card(a)],
    Act.END_VOTE: lambda a: ["endvote", _at(a), _card(a)],
}
