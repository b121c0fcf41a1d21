"""The live tables of one server, loaded from storage on demand and resumed at start."""

from __future__ import annotations

import logging
import re
import secrets
import time
from dataclasses import dataclass
from typing import Any

from ..bots import BOTS
from ..engine.errors import RulesError, SvintusError
from ..engine.rules import RECIPES, TURN_PRESETS, Rules, pace_windows, shevelis_for
from ..storage import Storage
from ..table import Table, TableConfig

log = logging.getLogger("svintus.server")

CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"  # no 0/O, 1/I/L
CODE_LENGTH = 6
CODE_RE = re.compile(f"^[{CODE_ALPHABET}]{{{CODE_LENGTH}}}$")
MAX_LIVE_TABLES = 5000


class BadRequest(SvintusError, ValueError):
    """A lobby request that cannot be honoured; the message names the field."""


@dataclass(frozen=True, slots=True)
class TableRequest:
    rules: Rules
    bots: int
    bot_level: str
    private: bool = False  # reachable by its link only: not in the lobby's lists
    lang: str | None = None  # the creator's page language, shown in the lobby


def default_bot_level() -> str:
    return "normal" if "normal" in BOTS else next(iter(BOTS))


def playable_recipes() -> dict[str, list[int]]:
    """Recipe -> the player counts this engine can deal it for (R13.1)."""
    out: dict[str, list[int]] = {}
    for recipe in RECIPES:
        counts = []
        for n in range(2, 11):
            try:
                Rules(players=n, recipe=recipe)
            except RulesError:
                continue
            counts.append(n)
        if counts:
            out[recipe] = counts
    return out


_CREATE_FIELDS = ("players", "recipe", "bots", "bot_level", "options", "pace", "private", "lang")
LANGS = ("ru", "en")


def _is_seconds(value: Any) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool) and 0 < value <= 600


def parse_table_request(body: Any) -> TableRequest:
    """Check a create-table body (docs/protocol.md); raise :class:`BadRequest`."""
    if not isinstance(body, dict):
        raise BadRequest("the body must be a JSON object")
    for key in body:
        if key not in _CREATE_FIELDS:
            raise BadRequest(f"unknown field {key!r} (known: {', '.join(_CREATE_FIELDS)})")
    players = body.get("players", 4)
    if isinstance(players, bool) or not isinstance(players, int) or not 2 <= players <= 10:
        raise BadRequest(f"field 'players': expected an integer 2..10, got {players!r}")
    recipe = body.get("recipe", "classic")
    if not isinstance(recipe, str):
        raise BadRequest(f"field 'recipe': expected a recipe name, got {recipe!r}")
    bots = body.get("bots", 0)
    if isinstance(bots, bool) or not isinstance(bots, int) or not 0 <= bots < players:
        raise BadRequest(
            f"field 'bots': expected an integer 0..{players - 1} (one seat at least is a "
            f"person's), got {bots!r}"
        )
    level = body.get("bot_level", default_bot_level())
    if not isinstance(level, str) or level not in BOTS:
        raise BadRequest(f"field 'bot_level': expected one of {', '.join(BOTS)}, got {level!r}")
    options = body.get("options", {})
    if not isinstance(options, dict):
        raise BadRequest("field 'options': expected a JSON object of rules options")
    for key in ("players", "recipe"):
        if key in options:
            raise BadRequest(f"field 'options.{key}': give {key!r} at the top level")
    data: dict[str, Any] = {"players": players, "recipe": recipe}
    pace = body.get("pace")
    if pace is not None:
        if not isinstance(pace, str) or pace not in TURN_PRESETS:
            raise BadRequest(f"field 'pace': expected one of {', '.join(TURN_PRESETS)}")
        data.update(pace_windows(pace))  # R14.2 "Decision (pace)"
    else:
        turn = options.get("turn_seconds")
        named = [k for k, v in TURN_PRESETS.items() if v == turn]
        if named:
            data.update(pace_windows(named[0]))
        elif isinstance(turn, int | float) and _is_seconds(turn):
            data["shevelis_seconds"] = shevelis_for(float(turn))  # R14.2: 5/8 of a turn
    data.update(options)
    try:
        rules = Rules.from_json(data)
    except RulesError as e:
        raise BadRequest(f"field 'options' or 'recipe': {e}") from None
    except (TypeError, ValueError) as e:
        raise BadRequest(f"field 'options': an option has the wrong type ({e})") from None
    private = body.get("private", False)
    if not isinstance(private, bool):
        raise BadRequest(f"field 'private': expected true or false, got {private!r}")
    lang = body.get("lang")
    if lang is not None and lang not in LANGS:
        raise BadRequest(f"field 'lang': expected one of {', '.join(LANGS)}, got {lang!r}")
    return TableRequest(rules, bots, level, private, lang)


class Registry:
    """Tables by code: in memory while live, in the database always."""

    def __init__(self, storage: Storage, config: TableConfig) -> None:
        self.storage = storage
        self.config = config
        self.live: dict[str, Table] = {}

    def get(self, code: str) -> Table | None:
        table = self.live.get(code)
        if table is not None:
            return table
        if not CODE_RE.match(code):
            return None
        table = Table.load(self.storage, code, self.config)
        if table is None:
            return None
        if table.status == "closed":  # nobody joined in time (issue #14): no such table
            table.close()
            return None
        self.live[code] = table
        return table

    def create(self, request: TableRequest) -> Table:
        if len(self.live) >= MAX_LIVE_TABLES:
            raise BadRequest("the server has too many tables open; try again later")
        code = self._new_code()
        n = request.rules.players
        bots: list[str | None] = [None] * (n - request.bots) + [request.bot_level] * request.bots
        self.storage.create_table(
            code,
            request.rules.to_json(),
            request.bot_level,
            secrets.randbits(62),
            bots,
            request.private,
            request.lang,
        )
        table = self.get(code)
        assert table is not None
        return table

    def _new_code(self) -> str:
        while True:
            code = "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))
            if code not in self.live and not self.storage.code_exists(code):
                return code

    def sweep(self, waiting_seconds: float) -> int:
        """Close the tables nobody joined within ``waiting_seconds`` (in the database),
        and take out of memory every table that is idle (:meth:`Table.idle`: finished,
        waiting or paused, nobody connected); a later request loads it again from the
        database. How many left memory."""
        self.storage.close_abandoned(time.time() - waiting_seconds)
        evicted = 0
        for code, table in list(self.live.items()):
            if table.idle():
                table.close()
                del self.live[code]
                evicted += 1
        return evicted

    def resume_all(self) -> int:
        """Load every table in play, so their clocks and bots run again; a table waiting
        for players has no clock: it is loaded when someone asks for it."""
        count = 0
        for code in self.storage.codes_with_status("playing"):
            try:
                if self.get(code) is not None:
                    count += 1
            except SvintusError as e:
                log.error("table %s cannot be resumed: %s", code, e)
        return count

    def close(self) -> None:
        for table in self.live.values():
            table.close()
