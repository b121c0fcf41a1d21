"""The Svintus 2.0 families' parts of a view (R10-R12), as short readable lines.

Generic: whatever a family puts under ``etiquette``, ``courage`` or ``challenge`` in a
view is listed key by key, empty values left out; seats are shown as ``p2`` (with the
player's label), per-seat lists as one entry per seat, and a window's ``timer`` key with
the seconds left on the table's clock. Used by the full-screen game (a panel) and the
plain mode (under the status lines).
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from ..engine.cards import KINDS_BY_ID
from ..phrases import card_label, catalogue
from .words import lang, tr

FAMILY_KEYS = ("etiquette", "courage", "challenge")
MOST = 6  # entries shown of a long list (the latest)
TITLES = {
    "etiquette": ("Etiquette", "Этикет"),
    "courage": ("Courage", "Смелость"),
    "challenge": ("Challenge", "Испытания"),
}
# The view's keys in words; a key not here is shown with spaces for underscores.
KEY_WORDS: dict[str, tuple[str, str]] = {
    "windows": ("open chances", "открытые возможности"),
    "flickers": ("flickering seats", "мерцают"),
    "winks": ("winks", "подмигивания"),
    "picks": ("cards to choose", "выбор карт"),
    "dawdling": ("dawdling", "медлит"),
    "away": ("away from the table", "вне стола"),
    "areas": ("Courage cards in front", "карты Смелости"),
    "givers": ("given by", "от кого"),
    "genres": ("song genres", "жанры песен"),
    "standing": ("standing", "стоят"),
    "owed": ("tasks owed", "задания"),
    "votes": ("objection votes", "голосования"),
    "choices": ("choices", "выбор"),
    "gift": ("a Courage gift", "подарок Смелости"),
    "boxed": ("in the box", "в коробке"),
    "duels": ("duel", "дуэль"),
    "races": ("race", "гонка"),
    "phase": ("stage", "этап"),
    "step": ("step", "шаг"),
    "player": ("player", "игрок"),
    "turn": ("to move", "ходит"),
    "awaiting": ("waiting for", "ждём"),
    "colour": ("colour", "цвет"),
    "opponent": ("opponent", "соперник"),
    "receiver": ("receives", "получает"),
    "temporary_pile": ("temporary pile", "временная стопка"),
    "card": ("card", "карта"),
    "progress": ("progress", "прогресс"),
    "finished": ("finished", "закончили"),
    "displays": ("laid out", "выложено"),
    "grabbed": ("grabbed", "схвачено"),
    "feat": ("feat", "рекорд"),
    "score": ("score", "результат"),
    "may_try": ("may try", "могут попробовать"),
    "used_feats": ("feats done", "были рекорды"),
    "debts": ("cards owed", "должны карты"),
    "huts": ("huts", "домики"),
    "wardrobes": ("wardrobes", "гардероб"),
    "item": ("named item", "названа вещь"),
    "kind": ("card", "карта"),
    "offender": ("offender", "нарушитель"),
    "reactors": ("may react", "могут ответить"),
    "winker": ("winks", "подмигивает"),
    "timer": ("time", "время"),
    "target": ("target", "цель"),
    "giver": ("from", "от"),
    "performer": ("answers", "отвечает"),
    "voters": ("voted", "проголосовали"),
}
_HIDDEN_KEYS = frozenset(("window", "id", "key"))  # numbers for the table, not for players


def _word(key: str) -> str:
    en, ru_text = KEY_WORDS.get(key, (key.replace("_", " "), key.replace("_", " ")))
    return tr(en, ru_text)


_SEAT_KEY = re.compile(
    r"^(player|seat|by|giver|receiver|target|offender|winner|loser|from|to|owner|challenger"
    r"|opponent|thrower|performer|winker|noticer|who|current|flipper|turn|awaiting)s?$"
)
_SEAT_LISTS = re.compile(r"^(reactors|finished|may_try|players|losers|order|away|voters)$")


def _empty(value: Any) -> bool:
    if value is None or value is False or value == "" or (type(value) is int and value == 0):
        return True
    if isinstance(value, (list, tuple)):
        return all(_empty(v) for v in value)
    if isinstance(value, Mapping):
        return all(_empty(v) for v in value.values())
    return False


def _seat(p: Any, names: Sequence[str]) -> str:
    if isinstance(p, int) and not isinstance(p, bool) and 0 <= p < len(names):
        return names[p]
    return _value(p)


def _value(v: Any) -> str:
    """A value as a player reads it: a card by its name, an item or a colour in words."""
    if isinstance(v, str):
        items = catalogue()["tables"]["item"][lang()]
        colours = catalogue()["tables"]["colour"][lang()]
        if v in items:
            return str(items[v])
        if v in colours:
            return str(colours[v])
        kind = KINDS_BY_ID.get(v)
        if kind is not None:  # a kind id (a duel's or a race's card)
            return kind.ru if lang() == "ru" else kind.en
        return card_label(v, lang())
    return str(v)


def _text(key: str, value: Any, names: Sequence[str], left: Mapping[str, float]) -> str:
    if isinstance(value, bool):
        return tr("yes", "да") if value else tr("no", "нет")
    if isinstance(value, int) and _SEAT_KEY.match(key):
        return _seat(value, names)
    if isinstance(value, str):
        if key == "timer":  # a window the table's clock closes (R14.2)
            if value in left:
                return tr(f"{left[value]:.1f} s left", f"осталось {left[value]:.1f} с")
            return tr("open", "открыто")
        return _value(value)
    if isinstance(value, (list, tuple)):
        if _SEAT_LISTS.match(key) or _SEAT_KEY.match(key):
            return ", ".join(_seat(v, names) for v in value)
        if (
            len(value) == len(names)
            and len(names) > 1
            and not all(isinstance(v, str) for v in value)
        ):
            parts = [
                f"{names[p]} {_text(key, v, names, left)}"
                for p, v in enumerate(value)
                if not _empty(v)
            ]
            return "; ".join(parts)
        return " ".join(_text(key, v, names, left) for v in value if not _empty(v))
    if isinstance(value, Mapping):
        parts = [
            f"{_word(str(k))} {_text(str(k), v, names, left)}"
            for k, v in value.items()
            if not _empty(v) and str(k) not in _HIDDEN_KEYS
        ]
        return "(" + ", ".join(parts) + ")"
    return str(value)


def family_lines(
    view: Mapping[str, Any], names: Sequence[str], left: Mapping[str, float] | None = None
) -> list[str]:
    """Lines for the families' parts of ``view``; ``left``: seconds left by timer key."""
    left = left or {}
    out: list[str] = []
    for family in FAMILY_KEYS:
        part = view.get(family)
        if part is None:
            continue
        lines = _lines(part, names, left, "  ")
        out.append(f"{tr(*TITLES[family])}:" + ("" if lines else " —"))
        out.extend(lines)
    return out


def _lines(part: Any, names: Sequence[str], left: Mapping[str, float], lead: str) -> list[str]:
    if not isinstance(part, Mapping):
        return [] if _empty(part) else [lead + _text("", part, names, left)]
    out: list[str] = []
    for key, value in part.items():
        if _empty(value) or str(key) in _HIDDEN_KEYS:
            continue
        if isinstance(value, Mapping) and lead == "  ":  # a part of a family (duels, races)
            sub = _lines(value, names, left, lead + "  ")
            if sub:
                out.append(f"{lead}{_word(str(key))}:")
                out.extend(sub)
            continue
        if (
            isinstance(value, (list, tuple))
            and value
            and all(isinstance(v, Mapping) for v in value)
        ):
            shown = [v for v in value if not _empty(v)]
            out.append(
                f"{lead}{_word(str(key))}:" + (f" ({len(shown)})" if len(shown) > MOST else "")
            )
            out.extend(f"{lead}  {_text(key, v, names, left)}" for v in shown[-MOST:])
            continue
        out.append(f"{lead}{_word(str(key))}: {_text(str(key), value, names, left)}")
    return out
