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

from ..engine.game import pname

FAMILY_KEYS = ("etiquette", "courage", "challenge")
MOST = 6  # entries shown of a long list (the latest)
TITLES = {"etiquette": "Etiquette", "courage": "Courage", "challenge": "Challenge"}
_SEAT_KEY = re.compile(
    r"^(player|seat|by|giver|receiver|target|offender|winner|loser|from|to|owner|challenger"
    r"|opponent|thrower|performer|winker|noticer|who|current|flipper|turn|awaiting)s?$"
)
_SEAT_LISTS = re.compile(r"^(reactors|finished|may_try|players|losers|order|away|voters)$")


def _empty(value: Any) -> bool:
    if value is None or value is False or value == "":
        return True
    if isinstance(value, (list, tuple)):
        return all(_empty(v) for v in value)
    if isinstance(value, Mapping):
        return all(_empty(v) for v in value.values())
    return False


def _seat(p: Any, names: Sequence[str]) -> str:
    if isinstance(p, int) and not isinstance(p, bool) and 0 <= p < len(names):
        return pname(p)
    return str(p)


def _text(key: str, value: Any, names: Sequence[str], left: Mapping[str, float]) -> str:
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, int) and _SEAT_KEY.match(key):
        return _seat(value, names)
    if isinstance(value, str):
        if key == "timer":  # a window the table's clock closes (R14.2)
            return f"{left[value]:.1f} s left" if value in left else "open"
        return value
    if isinstance(value, (list, tuple)):
        if _SEAT_LISTS.match(key) or _SEAT_KEY.match(key):
            return ", ".join(_seat(v, names) for v in value)
        if (
            len(value) == len(names)
            and len(names) > 1
            and not all(isinstance(v, str) for v in value)
        ):
            parts = [
                f"{pname(p)} {_text(key, v, names, left)}"
                for p, v in enumerate(value)
                if not _empty(v)
            ]
            return "; ".join(parts)
        return " ".join(_text(key, v, names, left) for v in value if not _empty(v))
    if isinstance(value, Mapping):
        parts = [f"{k} {_text(str(k), v, names, left)}" for k, v in value.items() if not _empty(v)]
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
        out.append(f"{TITLES[family]}:" + ("" if lines else " -"))
        out.extend(lines)
    return out


def _lines(part: Any, names: Sequence[str], left: Mapping[str, float], lead: str) -> list[str]:
    if not isinstance(part, Mapping):
        return [] if _empty(part) else [lead + _text("", part, names, left)]
    out: list[str] = []
    for key, value in part.items():
        if _empty(value):
            continue
        if isinstance(value, Mapping) and lead == "  ":  # a part of a family (duels, races)
            sub = _lines(value, names, left, lead + "  ")
            if sub:
                out.append(f"{lead}{key}:")
                out.extend(sub)
            continue
        if (
            isinstance(value, (list, tuple))
            and value
            and all(isinstance(v, Mapping) for v in value)
        ):
            shown = [v for v in value if not _empty(v)]
            out.append(f"{lead}{key}:" + (f" ({len(shown)})" if len(shown) > MOST else ""))
            out.extend(f"{lead}  {_text(key, v, names, left)}" for v in shown[-MOST:])
            continue
        out.append(f"{lead}{key}: {_text(str(key), value, names, left)}")
    return out
