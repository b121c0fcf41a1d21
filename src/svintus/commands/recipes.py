"""``svintus recipes [--json]``: every deck recipe (R13.1) with its cards per player count.

For each recipe and each of its rows (a player bracket): the deck size, the copies of
each kind, and whether this version plays it (if not, which kinds it still lacks).
"""

from __future__ import annotations

import argparse
import json
from typing import Any

from ..engine.cards import KINDS_BY_ID
from ..engine.rules import IMPLEMENTED_KINDS, RECIPES


def add_parser(sub: Any) -> None:
    p = sub.add_parser("recipes", help="list the decks (recipes) and which this version plays")
    p.add_argument("--json", action="store_true", help="print JSON instead of text")


def recipes() -> list[dict[str, Any]]:
    """One JSON-ready entry per recipe row, in R13.1 order."""
    out: list[dict[str, Any]] = []
    for name, rows in RECIPES.items():
        for low, high, kinds in rows:
            cards = {k: KINDS_BY_ID[k].total for k in ("number", *kinds)}
            missing = [k for k in cards if k not in IMPLEMENTED_KINDS]
            out.append(
                {
                    "recipe": name,
                    "players": [low, high],
                    "size": sum(cards.values()),
                    "cards": cards,
                    "played": not missing,
                    "missing": missing,
                }
            )
    return out


def kind_words(kind: str) -> str:
    """A kind by its id, in Russian by its printed name (--lang ru)."""
    from ..terminal.words import ru

    return KINDS_BY_ID[kind].ru if ru() else kind


def text(entries: list[dict[str, Any]]) -> list[str]:
    """The listing in the command line's language (``--lang``)."""
    from .speech import say

    lines = []
    for e in entries:
        low, high = e["players"]
        players = f"{low}" if low == high else f"{low}-{high}"
        missing = ", ".join(e["missing"])
        if e["played"]:
            state = say("recipes_played", "played")
        else:
            state = say(
                "recipes_missing", f"not played yet, needs {missing}", kinds=tuple(e["missing"])
            )
        size = e["size"]
        line = f"{e['recipe']} ({players} players): {size} cards; {state}"
        lines.append(
            say("recipes_line", line, name=e["recipe"], players=players, size=size, state=state)
        )
        lines.append("  " + ", ".join(f"{kind_words(k)} {n}" for k, n in e["cards"].items()))
    return lines


def run(args: argparse.Namespace) -> int:
    entries = recipes()
    if args.json:
        print(json.dumps(entries, ensure_ascii=False, indent=1))
    else:
        print("\n".join(text(entries)))
    return 0
