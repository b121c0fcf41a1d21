"""House-rule options that every command dealing games takes the same way.

Besides each command's own flags, ``--option NAME=VALUE`` (repeatable) sets any option of
:class:`~svintus.engine.rules.Rules` by name — the 2.0 windows of R14.2 included
(``--option etiquette_seconds=6``) — and ``--etiquette-keeps-two`` sets R10.1's option.
A value is read as JSON when it can be (``true``, ``4.5``), else as text.
"""

from __future__ import annotations

import argparse
import json
from typing import Any

from ..engine.errors import RulesError, SvintusError
from ..engine.rules import Rules


def add_option_flags(group: argparse._ArgumentGroup) -> None:
    group.add_argument(
        "--etiquette-keeps-two",
        action="store_true",
        help="an Etiquette giver keeps at least two cards",
    )
    group.add_argument(
        "--option",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="any house rule by name, e.g. --option song_seconds=30 (docs/rules.md, House rules)",
    )


def _value(text: str) -> Any:
    try:
        return json.loads(text)
    except ValueError:
        return text


def with_options(rules: Rules, args: argparse.Namespace) -> Rules:
    """``rules`` with ``--etiquette-keeps-two`` and every ``--option``; a bad one raises
    :class:`RulesError` naming it."""
    data = rules.to_json()
    if getattr(args, "etiquette_keeps_two", False):
        data["etiquette_keeps_two"] = True
    for item in getattr(args, "option", []) or []:
        name, sep, value = item.partition("=")
        name = name.strip()
        if not sep or not name:
            raise RulesError(
                f"--option wants NAME=VALUE, not {item!r}", words="option_form", flag=item
            )
        if name in ("players", "recipe", "custom_deck"):
            raise RulesError(
                f"--option {name}: use the command's own flag for that",
                words="option_flag",
                flag=name,
            )
        data[name] = _value(value.strip())
    return Rules.from_json(data)


def check_flag_range(
    error: type[SvintusError], flag: str, value: float, low: float, high: float
) -> None:
    """Raise ``error`` (one line, in the player's language) unless ``low <= value <= high``."""
    if not low <= value <= high:
        raise error(
            f"{flag} must be {low}..{high}, not {value}",
            words="flag_range",
            flag=flag,
            low=low,
            high=high,
            value=value,
        )
