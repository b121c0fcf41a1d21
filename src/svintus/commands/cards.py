"""``svintus cards [--json]``: the card catalogue (R1), one line per kind.

Each kind with its id, Russian and English names, family, colours, values, copies of
each face and in all (the 2.0 box), its one-line rule, and whether this engine plays it;
in JSON (what ``/api/cards`` serves) also its short name on the terminal's card
(``short_en``, ``short_ru``), its printed name on the page's card (``label_en``,
``label_ru``; null where the full name fits) and its drawing (``symbol``: SVG content
on a 24x24 grid), from its record.
"""

from __future__ import annotations

import argparse
import json
from typing import Any

from ..engine.cards import COLOURS, KINDS, NO_VALUE, PLAYED, Kind


def add_parser(sub: Any) -> None:
    p = sub.add_parser("cards", help="list every card with its rule and what this version plays")
    p.add_argument("--json", action="store_true", help="print JSON instead of a table")


def colours(kind: Kind) -> list[str]:
    return [COLOURS[c] if c < len(COLOURS) else "grey" for c in kind.colours]


def values(kind: Kind) -> list[int]:
    return [v for v in kind.values if v != NO_VALUE]


def catalogue() -> list[dict[str, Any]]:
    """The catalogue as JSON-ready rows, in catalogue order."""
    return [
        {
            "id": k.id,
            "ru": k.ru,
            "en": k.en,
            "family": str(k.family),
            "colours": colours(k),
            "values": values(k),
            "copies": k.copies,
            "total": k.total,
            "rule": k.rule,
            "rule_en": k.rule_en,
            "rule_ru": k.rule_ru,
            "played": k.id in PLAYED,
            "short_en": None if k.short is None else k.short[0],
            "short_ru": None if k.short is None else k.short[1],
            "label_en": None if k.label is None else k.label[0],
            "label_ru": None if k.label is None else k.label[1],
            "symbol": k.symbol,
        }
        for k in KINDS
    ]


def _span(vs: list[int]) -> str:
    if not vs:
        return "-"
    return str(vs[0]) if len(vs) == 1 else f"{vs[0]}-{vs[-1]}"


def _colours(names: list[str]) -> str:
    """``R/O/G/B`` or ``grey`` (in Russian «К/О/З/С», «серая»)."""
    from .speech import say

    if names == ["grey"]:
        return say("cards_grey", "grey")
    return "/".join(say(f"cards_{c}", c[0].upper()) for c in names)


def table(rows: list[dict[str, Any]]) -> list[str]:
    """The listing in the command line's language (``--lang``)."""
    from ..terminal.words import ru
    from .speech import say

    head = tuple(
        say(f"cards_{word}", word)
        for word in ("id", "Russian", "English", "family", "colours", "values", "copies", "rule")
    )
    body = [
        (
            r["id"],
            r["ru"],
            r["en"],
            say(f"cards_{r['family']}", r["family"]),
            _colours(r["colours"]),
            _span(r["values"]),
            f"{r['copies']}x = {r['total']}",
            ("" if r["played"] else say("cards_not_played", "[not played yet] "))
            + r["rule_ru" if ru() else "rule_en"],
        )
        for r in rows
    ]
    widths = [max(len(str(x[i])) for x in (head, *body)) for i in range(len(head) - 1)]
    lines = []
    for row in (head, *body):
        cells = [str(c).ljust(w) for c, w in zip(row, widths, strict=False)]
        lines.append("  ".join([*cells, row[-1]]).rstrip())
    total = sum(r["total"] for r in rows)
    played = sum(1 for r in rows if r["played"])
    lines.append(
        say(
            "cards_total",
            f"{len(rows)} kinds, {total} cards in the 2.0 box; this version plays {played}",
            kinds=len(rows),
            total=total,
            played=played,
        )
    )
    return lines


def run(args: argparse.Namespace) -> int:
    rows = catalogue()
    if args.json:
        print(json.dumps(rows, ensure_ascii=False, indent=1))
    else:
        print("\n".join(table(rows)))
    return 0
