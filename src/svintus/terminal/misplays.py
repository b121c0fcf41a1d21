"""The line for a card the rules refuse (Enter on a card that does not fit): which cards
fit now, or why none may be played out of turn — instead of «так сейчас ходить нельзя по
правилам», which left a newcomer pressing Enter on the same card.

>>> from .words import set_lang
>>> from ..engine.cards import face_of
>>> from ..engine import actions as A
>>> set_lang("ru")
>>> misplay(A.play(0, face_of("R0")), [A.play(0, face_of("B4")), A.draw(0)], 0, 0, ("Аня", "Бот 2"))
'Красную 0 сейчас не сыграть; подходит: синяя 4 (← → — выбрать карту)'
>>> set_lang("en")
>>> misplay(A.intercept(0, face_of("R0")), [], 1, 0, ("Ann", "Bot 2"))
'Bot 2 moves now: out of turn only an exact copy of the top card may be played'
"""

from __future__ import annotations

from collections.abc import Sequence

from ..engine.actions import Act, Action
from ..engine.cards import card_name
from .words import card, tr


def misplay(
    action: Action, legal: Sequence[Action], current: int, seat: int, names: Sequence[str]
) -> str:
    """The line for ``action`` (a card played in turn or out of turn) that the rules
    refused; "" for any other action (its refusal is said elsewhere)."""
    if action.kind not in (Act.PLAY, Act.INTERCEPT) or action.card is None:
        return ""
    if current != seat:
        mover = names[current] if 0 <= current < len(names) else tr("someone", "кто-то")
        return tr(
            f"{mover} moves now: out of turn only an exact copy of the top card may be played",
            f"Сейчас ходит {mover}: вне очереди можно положить только точно такую же карту,"
            " как верхняя",
        )
    name = card(card_name(action.card), "acc")
    name = name[:1].upper() + name[1:]
    fits = list(
        dict.fromkeys(
            card(card_name(a.card))
            for a in legal
            if a.kind == Act.PLAY and a.card is not None and not a.svintus
        )
    )
    if fits:
        shown = ", ".join(fits[:4]) + (" …" if len(fits) > 4 else "")
        return tr(
            f"{name} cannot be played now; {'fits' if len(fits) == 1 else 'fit'}: {shown}"
            " (← → choose a card)",
            f"{name} сейчас не сыграть; {'подходит' if len(fits) == 1 else 'подходят'}: {shown}"
            " (← → — выбрать карту)",
        )
    return tr(
        f"{name} cannot be played now, and no card of yours fits: m shows the moves",
        f"{name} сейчас не сыграть, и подходящих карт у вас нет: m — ходы",
    )
