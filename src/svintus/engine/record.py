"""Game records (rules + seed + actions) and JSON positions (a full snapshot of a game).

Both are plain JSON-ready dicts, documented in docs/notation.md. Reading either checks
every field and raises :class:`~errors.BadRecord` with one line naming the field.
Seats are 0-based integers in JSON (seat 0 is ``p1`` in the text notation). Positions
are written and read by :mod:`.position`; this module gives them their public names.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from . import registry
from .actions import Action
from .errors import BadRecord, NotationError, SvintusError
from .game import Game
from .match import start_game
from .notation import format_action, parse_action
from .position import POSITION_FORMAT, VERSION, Reader, read_position, to_position
from .rules import LAW, Rules

__all__ = [
    "POSITION_FORMAT",
    "RECORD_FORMAT",
    "VERSION",
    "Record",
    "from_position",
    "to_position",
]

RECORD_FORMAT = "svintus-record"
# Records: the version is the law a record was played by (``Game.law``): 1 before issue
# #17 (the move numbers of R3.6, the slap-race takes of R8.6 ...), 2 until a Courage card
# played in turn named a colour (R3.1), 3 until issue 25 (R2.2, R6.1, R7.1 ...), 4 since;
# each replays by its own law.
RECORD_VERSION = 4
RECORD_VERSIONS = (1, 2, 3, 4)


def from_position(data: Any, where: str = "position") -> Game:
    """Restore a game from :func:`to_position` output; check every field (R1.7 too)."""
    return read_position(data, where, Game.__new__(Game))


@dataclass
class Record:
    """A game record: rules, seed, dealer and every action with its table time (R14.1)."""

    rules: Rules
    seed: int
    dealer: int = 0
    actions: list[tuple[int, Action]] = field(default_factory=list)  # (time in ms, action)
    players: list[str] | None = None  # display names, optional
    final: dict[str, Any] | None = None  # the position after the last action
    # the game's own display names (Game.names: a chat naming a player, R10.2), if set
    names: list[str] | None = None
    # what the game carries from earlier games of its session (match.Session), if any
    session: dict[str, Any] | None = None
    # the law it is played by: LAW, or an earlier one for a record written before (1, 2, 3)
    law: int = LAW

    def start(self, where: str = "record") -> Game:
        try:
            names = None if self.names is None else tuple(self.names)
            game = start_game(self.rules, self.seed, self.dealer, names, self.session, law=self.law)
        except SvintusError as e:
            raise BadRecord(
                f"{where}: field 'rules': {e}", words="record_rules", path=where, cause=e
            ) from None
        return game

    def add(self, time_ms: int, action: Action) -> None:
        self.actions.append((time_ms, action))

    def replay(self, where: str = "record") -> Game:
        """Apply every action to a fresh deal; a rejected action names its index."""
        game = self.start(where)
        for i, (_, action) in enumerate(self.actions):
            try:
                game.apply(action)
            except SvintusError as e:
                raise BadRecord(
                    f"{where}: field 'actions[{i}]': {e}",
                    words="record_action",
                    path=where,
                    number=i + 1,
                ) from None
        return game

    def to_json(self, game: Game | None = None) -> dict[str, Any]:
        final = to_position(game) if game is not None else self.final
        out: dict[str, Any] = {
            "format": RECORD_FORMAT,
            "version": min(self.law, RECORD_VERSION),
            "rules": self.rules.to_json(),
            "seed": self.seed,
            "dealer": self.dealer,
            "actions": [{"t": t, "a": format_action(a)} for t, a in self.actions],
        }
        if self.players is not None:
            out["players"] = list(self.players)
        if self.names is not None:
            out["names"] = list(self.names)
        if self.session is not None:
            out["session"] = self.session
        if final is not None:
            out["final"] = final
            result = _result(final)
            if result is not None:
                out["result"] = result
        return out

    @classmethod
    def from_json(cls, data: Any, where: str = "record") -> Record:
        """Read a record; any wrong field raises :class:`BadRecord` naming it."""
        r = Reader(data, where)
        if r.get("format") != RECORD_FORMAT:
            raise r.fail("format", f"expected {RECORD_FORMAT!r}")
        law = r.version(RECORD_VERSIONS)  # the version is the law it was played by
        for key in data:
            if key not in _RECORD_FIELDS:
                raise r.fail(key, f"unknown field (known: {', '.join(_RECORD_FIELDS)})")
        rules = r.rules()
        seed = r.integer("seed", -(2**63), 2**63)
        dealer = r.integer("dealer", 0, rules.players - 1)
        raw = r.get("actions")
        if not isinstance(raw, list):
            raise r.fail("actions", "expected a list")
        actions: list[tuple[int, Action]] = []
        last = 0
        for i, item in enumerate(raw):
            key = f"actions[{i}]"
            if not isinstance(item, dict):
                raise r.fail(key, 'expected {"t": milliseconds, "a": "action"}')
            if not isinstance(item.get("a"), str):
                raise r.fail(key, f"'a' must be an action in notation, got {item.get('a')!r}")
            if "t" not in item:
                raise r.fail(key, "'t' is missing (milliseconds of table time, R14.1)")
            t = item["t"]
            if isinstance(t, bool) or not isinstance(t, int) or t < 0:
                raise r.fail(key, f"'t' must be milliseconds >= 0, got {t!r}")
            if t < last:  # R14.1: one table clock stamps every action in order
                raise r.fail(key, f"'t' goes back in time: {t} after {last}")
            last = t
            try:
                actions.append((t, parse_action(item["a"], rules.players)))
            except NotationError as e:
                raise r.fail(key, str(e)) from None
        players = r.texts("players", rules.players, "names")
        names = r.texts("names", rules.players, "display names")
        final = data.get("final")
        if final is not None and not isinstance(final, dict):
            raise r.fail("final", "expected a position object")
        if "result" in data:
            rr = Reader(data["result"], f"{where}: field 'result'")
            rr.integer("winner", 0, rules.players - 1)
            rr.integer("points", 0, 10_000)
            if final is not None and data["result"] != _result(final):
                raise r.fail("result", f"{_short(data['result'])} does not agree with 'final'")
        session = _session(r)
        return cls(rules, seed, dealer, actions, players, final, names, session, law)

    def verify(self, where: str = "record") -> Game:
        """Replay and confirm the recorded final position; return the replayed game.

        Every field of the position must be there and equal the replay's (so the
        record's ``result``, which must agree with ``final``, is confirmed too).
        """
        if self.final is None:
            raise BadRecord(
                f"{where}: field 'final': missing; nothing to verify against",
                words="record_no_final",
                path=where,
            )
        game = self.replay(where)
        got = to_position(game)
        for key in self.final:
            if key not in got:
                raise BadRecord(
                    f"{where}: field 'final.{key}': not a field of a position",
                    words="record_field",
                    path=where,
                    field=f"final.{key}",
                )
        for key, value in got.items():
            if key not in self.final:
                raise BadRecord(
                    f"{where}: field 'final.{key}': missing",
                    words="record_field",
                    path=where,
                    field=f"final.{key}",
                )
            diff = _difference(value, self.final[key], f"final.{key}")
            if diff is not None:
                path, mine, theirs = diff
                raise BadRecord(
                    f"{where}: field {path!r}: replay gives {_short(mine)}, "
                    f"the record says {_short(theirs)}",
                    words="record_differs",
                    path=where,
                    field=path,
                )
        return game


_RECORD_FIELDS = (
    "format",
    "version",
    "rules",
    "seed",
    "dealer",
    "actions",
    "players",
    "names",
    "session",
    "final",
    "result",
)


def _session(r: Reader) -> dict[str, Any] | None:
    """The optional ``session`` of a record: the families' fields (their ``SESSION``:
    ``{"feats": [str], "courage": {str: [str]}}``)."""
    data = r.data.get("session")
    if data is None:
        return None
    sr = Reader(data, f"{r.where}: field 'session'")
    fields = {k: v for family in registry.FAMILIES for k, v in family.SESSION.items()}
    for key in data:
        if key not in fields:
            raise sr.fail(key, f"unknown field (known: {', '.join(fields)})")
    for key, (what, ok) in fields.items():
        if key in data and not ok(data[key]):
            raise sr.fail(key, f"expected {what}")
    return dict(data)


def _result(final: dict[str, Any]) -> dict[str, Any] | None:
    """The ``result`` a record with this final position carries (none before the end)."""
    if final.get("winner") is None:
        return None
    return {"winner": final["winner"], "points": final.get("points")}


def _difference(got: Any, want: Any, path: str) -> tuple[str, Any, Any] | None:
    """The deepest path where ``got`` and ``want`` differ, with both values there.

    ``true`` is not ``1`` here, though Python's ``==`` says it is.
    """
    if isinstance(got, dict) and isinstance(want, dict) and got.keys() == want.keys():
        pairs = [(got[k], want[k], f"{path}.{k}") for k in got]
    elif isinstance(got, list) and isinstance(want, list) and len(got) == len(want):
        pairs = [(a, b, f"{path}[{i}]") for i, (a, b) in enumerate(zip(got, want, strict=True))]
    elif got == want and isinstance(got, bool) == isinstance(want, bool):
        return None
    else:
        return path, got, want
    for a, b, where in pairs:
        diff = _difference(a, b, where)
        if diff is not None:
            return diff
    return None


def _short(v: Any) -> str:
    s = repr(v)
    if len(s) <= 80:
        return s
    size = f"{len(v)} items " if isinstance(v, list | dict) else ""
    return f"{size}{s[: 77 - len(size)]}..."
