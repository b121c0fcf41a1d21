"""A match left mid-way, kept to be resumed (docs/play.md, "Quitting and resuming").

Quitting the full-screen game before the match is over writes
``$XDG_DATA_HOME/svintus/unfinished.json``: the rules, the seed, the bots, the person's
seat and every game's record so far (the running one too). ``svintus play`` offers to
resume it and ``--resume`` does without asking: the table deals the same games again from
the seed and replays each recorded action (R14.1), so the match goes on where it stood,
with a fresh clock for the turn that was running. A match played to its end removes it.
"""

from __future__ import annotations

import contextlib
import json
import os
from pathlib import Path
from typing import Any

from ..engine.errors import SvintusError
from ..engine.record import Record
from ..engine.rules import Rules
from .driver import LocalTable

FORMAT = "svintus-unfinished-match"


def unfinished_file() -> Path:
    base = os.environ.get("XDG_DATA_HOME") or os.path.join("~", ".local", "share")
    return Path(base, "svintus", "unfinished.json").expanduser()


def save(table: LocalTable, path: Path) -> bool:
    """Keep the table's match at ``path`` if it is unfinished (else remove ``path``);
    whether it was kept."""
    game = table.game
    if table.person < 0 or game is None or table.match.over:
        forget(path)
        return False
    games = list(table.finished_records)
    if not game.over:  # a finished game is among them already
        games.append(table.record.to_json(game))
    data = {
        "format": FORMAT,
        "seed": table.seed,
        "bots": table.bot_name,
        "person": table.person,
        "rules": table.rules.to_json(),
        "games": games,
    }
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(data) + "\n", encoding="utf-8")
    except OSError:
        return False
    return True


def forget(path: Path) -> None:
    with contextlib.suppress(OSError):
        path.unlink()


def load(path: Path) -> dict[str, Any] | None:
    """The kept match at ``path``, or None (none, or a file this version cannot read)."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        return None
    if not isinstance(data.get("games"), list) or not data["games"]:
        return None
    return data


def restore(data: dict[str, Any], records: Path | None) -> LocalTable:
    """A table whose match stands where ``data`` left it: every game dealt again and
    its recorded actions applied in order. Raises :class:`SvintusError` if the records
    do not replay (a file from another version)."""
    rules = Rules.from_json(data["rules"])
    table = LocalTable(rules, int(data["seed"]), str(data["bots"]), int(data["person"]), records)
    for i, raw in enumerate(data["games"]):
        record = Record.from_json(raw, f"game {i + 1}")
        game = table.new_game()
        if record.seed != game.seed:
            raise SvintusError("the kept match does not match its seed")
        for t, action in record.actions:
            table.replay(action, t / 1000)
        if game.over:
            table.finish_game()
    if table.game is None or table.match.over:
        raise SvintusError("the kept match is over")
    if table.game.over:  # left between two games: the next one is dealt
        table.new_game()
    return table


def where_it_stands(data: dict[str, Any], names: tuple[str, ...]) -> tuple[int, str]:
    """The game it was left in and the scores: (game, ``Player 3, Bot 2 0 ...``)."""
    totals = [0] * len(names)
    for raw in data["games"]:
        result = raw.get("result") if isinstance(raw, dict) else None
        if isinstance(result, dict) and isinstance(result.get("winner"), int):
            w = result["winner"]
            if 0 <= w < len(totals):
                totals[w] += int(result.get("points") or 0)
    scores = ", ".join(f"{n} {t}" for n, t in zip(names, totals, strict=False))
    return len(data["games"]), scores
