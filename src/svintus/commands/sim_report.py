"""The report ``svintus simulate`` prints for a person (without ``--json``), in the
player's language: counted words that agree («1 партия», «2 партии», «5 партий»),
numbers as they are written in it, every rule by what it counts (count_words.py), and
lines wrapped at the terminal's width (docs/simulation.md)."""

from __future__ import annotations

import shutil
import textwrap
from typing import Any

from ..sim.stats import R9_KEYS
from .count_words import by_card, card_word, label, split
from .speech import _ru, catalogue, counted, number, say

GAMES = ("game", "games")
# the decks by the names the site gives them (web/strings_en.js; Russian: speech_ru.json)
DECKS = {
    "classic": "Classic",
    "simple": "Simple",
    "paranoid": "Paranoid",
    "artistic": "Artistic",
    "with_challenge": "With Challenge",
    "full_box": "Full box",
}


def deck_name(recipe: str) -> str:
    """A recipe (``full_box``) by its name in the current language: «Вся коробка»; a
    recipe with no name yet as it is."""
    names = catalogue()["recipes"] if _ru() else DECKS
    return str(names.get(recipe, recipe))


def width() -> int:
    """The terminal's width (80 when it is not a terminal)."""
    return shutil.get_terminal_size((80, 24)).columns


def fitted(lines: list[str], columns: int) -> list[str]:
    """``lines`` wrapped at ``columns`` (at least 40), a long line's rest indented."""
    return [
        part
        for line in lines
        for part in textwrap.wrap(
            line,
            max(columns, 40),
            subsequent_indent="  ",
            break_long_words=False,
            break_on_hyphens=False,
        )
    ]


def _head(d: dict[str, Any]) -> list[str]:
    games = counted(d["games"], "games", GAMES)
    players = counted(d["players"], "players", ("player", "players"))
    seconds = number(d["seconds"], 2)
    rate = counted(d["games_per_second"], "games", GAMES)
    decisions = counted(d["decisions_per_second"], "decisions", ("decision", "decisions"))
    actions = counted(d["mean_actions_per_game"], "actions", ("action", "actions"), 1)
    made = counted(d["mean_decisions_per_game"], "decisions", ("decision", "decisions"), 1)
    points = counted(d["mean_points_per_game"], "points", ("point", "points"), 1)
    table = number(d["mean_table_seconds_per_game"])
    recipe, seed = deck_name(d["recipe"]), d["seed"]
    return [
        say(
            "sim_head",
            f"{games}, {players}, deck “{recipe}”, seed {seed}: {seconds} s, {rate}/s, "
            f"{decisions}/s",
            games=games,
            players=players,
            recipe=recipe,
            seed=str(seed),
            seconds=seconds,
            games_rate=rate,
            decisions_rate=decisions,
        ),
        say(
            "sim_per_game",
            f"per game: {actions}, {made}, {points} to the winner, {table} s of table time",
            actions=actions,
            decisions=made,
            points=points,
            table=table,
        ),
    ]


def _wins(d: dict[str, Any]) -> str:
    seats = ", ".join(
        say("sim_seat", f"seat {p + 1} — {number(w)}", seat=str(p + 1), wins=number(w))
        for p, w in enumerate(d["wins_by_seat"])
    )
    return say("sim_wins", f"wins by seat: {seats}", wins=seats)


def _counts(counts: dict[str, int]) -> list[str]:
    """The rules that fired (those told by card grouped under their phrase, one line
    each), then the ones that never did."""
    fired: list[str] = []
    groups: dict[str, list[str]] = {}
    never: list[str] = []
    # R9 keys only count with Svinorost or Temnodel in the deck: unmentioned when all zero
    r9 = () if any(counts.get(k) for k in R9_KEYS) else R9_KEYS
    for key, n in counts.items():
        base, kind = split(key)
        if not n:
            if key not in r9:
                never.append(label(base) + (f" {card_word(kind)}" if kind else ""))
        elif kind is None:
            fired.append(f"{label(key)}:\u00a0{number(n)}")
        else:
            groups.setdefault(base, []).append(f"{card_word(kind)}\u00a0{number(n)}")
    said = "; ".join(fired) or say("sim_none", "none")
    lines = [say("sim_fired", f"rules fired: {said}", counts=said)]
    lines += [f"{label(base)}{by_card()}: {', '.join(items)}" for base, items in groups.items()]
    if never:
        nothing = "; ".join(never)
        lines.append(say("sim_never", f"rules never fired: {nothing}", counts=nothing))
    else:
        lines.append(say("sim_all_fired", "every rule fired at least once"))
    return lines


def human(data: dict[str, Any], columns: int | None = None) -> str:
    """The summary printed without ``--json``, wrapped at ``columns`` (the terminal's)."""
    lines = [*_head(data), _wins(data), *_counts(data["rule_counts"])]
    columns = width() if columns is None else columns
    return "\n".join(fitted(lines, columns))


def progress_line(done: int, total: int, rate: float) -> str:
    """The progress bar's words: ``20/100 games 20% 908/s``."""
    pct = done * 100 // total
    games = counted(total, "games", GAMES).split("\u00a0", 1)[1]
    r = number(rate)
    return say(
        "sim_progress",
        f"{done}/{total} {games} {pct:3d}% {r}/s",
        done=str(done),
        total=str(total),
        games=games,
        percent=f"{pct:3d}",
        rate=r,
    )
