"""The Challenge verbs in notation: the duels' and the races' (docs/notation.md)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import duels, races

if TYPE_CHECKING:
    from collections.abc import Callable

    from ...actions import Act, Action


VERBS: dict[str, tuple[str, Callable[[int, list[str], int | None, str], Action]]] = {
    **duels.VERBS,
    **races.VERBS,
}


FORMAT: dict[Act, Callable[[Action], list[str]]] = {**duels.FORMAT, **races.FORMAT}


TABLE_VERBS: dict[str, Callable[[list[str], int | None, str], Action]] = {
    **duels.TABLE_VERBS,
    **races.TABLE_VERBS,
}
CHAT_VERBS: frozenset[str] = frozenset()  # no verb of free text
