"""JSON positions (a full snapshot of a game) and game records (rules + seed + actions).

Both are plain JSON-ready dicts, documented in docs/notation.md. Reading either checks
every field and raises :class:`~errors.BadRecord` with one line naming the field.
Seats are 0-based integers in JSON (seat 0 is ``p1`` in the text notation).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from .actions import Action
from .cards import (
    COLOURS,
    FACE_KIND,
    KINDS,
    KINDS_BY_ID,
    NUMBER,
    SVINOROST,
    TEMNODEL,
    card_name,
    face_of,
)
from .errors import BadRecord, NotationError, RulesError, SvintusError
from .game import LAW, Game
from .match import start_game
from .notation import format_action, parse_action
from .rules import Rules

POSITION_FORMAT = "svintus-position"
RECORD_FORMAT = "svintus-record"
VERSION = 1  # of positions
# Records: version 2 since issue #17; a version 1 record replays by the law it was played
# by (``Game.law`` 1: the move numbers of R3.6, the slap-race takes of R8.6 ...).
RECORD_VERSION = 2
RECORD_VERSIONS = (1, 2)


def to_position(game: Game) -> dict[str, Any]:
    """A full snapshot of ``game``; :func:`from_position` restores it exactly.

    A deck with Svinorost or Temnodel cards adds the fields ``chain`` and ``dark`` (R9).
    """
    pos = {
        "format": POSITION_FORMAT,
        "version": VERSION,
        "rules": game.rules.to_json(),
        "seed": game.seed,
        "chance": game.chance,
        "dealer": game.dealer,
        "deck": [card_name(f) for f in game.deck],
        "pile": [card_name(f) for f in game.pile],
        "hands": [[card_name(f) for f in h] for h in game.hands],
        "direction": game.direction,
        "current": game.current,
        "naming": game.naming,
        "named": COLOURS[game.named] if game.named >= 0 else None,
        "pending": (
            {"kind": KINDS[game.pending_kind].id, "count": game.pending_count}
            if game.pending_kind >= 0
            else None
        ),
        "drawn": card_name(game.drawn) if game.drawn >= 0 else None,
        "move": game.move,
        "window": game.window,
        "declared": list(game.declared),
        "catchable": list(game.catchable),
        "silence": game.silence if game.silence >= 0 else None,
        "race": (
            {"state": list(game.race), "order": list(game.race_order), "by": game.race_by}
            if game.race is not None
            else None
        ),
        "skips": list(game.skips),
        "winner": game.winner if game.winner >= 0 else None,
        "points": game.points,
    }
    if game.v2:
        pos["chain"] = KINDS[game.chain].id if game.chain >= 0 else None
        pos["dark"] = {
            "cards": [card_name(f) for f in game.dark],
            "said": [card_name(f) for f in game.said],
            "by": list(game.dark_by),
            "last": game.last_dark if game.last_dark >= 0 else None,
        }
    for family in game.families:  # each 2.0 family's state (R10-R12), exactly
        pos[family.KEY] = family.dump(game)
    if game.names is not None:  # display names, only when the table gave them (R10.2)
        pos["names"] = list(game.names)
    return pos


class _Reader:
    """Typed access to a JSON object that names the offending field on error."""

    def __init__(self, data: Any, where: str) -> None:
        if not isinstance(data, dict):
            raise BadRecord(f"{where}: expected a JSON object")
        self.data = data
        self.where = where

    def fail(self, key: str, why: str) -> BadRecord:
        return BadRecord(f"{self.where}: field {key!r}: {why}")

    def get(self, key: str) -> Any:
        if key not in self.data:
            raise self.fail(key, "missing")
        return self.data[key]

    def integer(self, key: str, low: int, high: int, none: bool = False) -> int:
        v = self.get(key)
        if v is None and none:
            return -1
        if isinstance(v, bool) or not isinstance(v, int) or not low <= v <= high:
            raise self.fail(key, f"expected an integer {low}..{high}, got {v!r}")
        return v

    def texts(self, key: str, n: int, what: str) -> Any:
        """An optional field: ``n`` strings (``what``, for the error), or None if absent."""
        v = self.data.get(key)
        if v is not None and (
            not isinstance(v, list) or len(v) != n or not all(isinstance(x, str) for x in v)
        ):
            raise self.fail(key, f"expected a list of {n} {what}")
        return v

    def boolean(self, key: str) -> bool:
        v = self.get(key)
        if not isinstance(v, bool):
            raise self.fail(key, f"expected true or false, got {v!r}")
        return v

    def cards(self, key: str, value: Any = None) -> list[int]:
        v = self.get(key) if value is None else value
        if not isinstance(v, list):
            raise self.fail(key, "expected a list of cards")
        out = []
        for c in v:
            if not isinstance(c, str):
                raise self.fail(key, f"not a card: {c!r}")
            try:
                out.append(face_of(c))
            except NotationError as e:
                raise self.fail(key, str(e)) from None
        return out

    def ints(self, key: str, n: int, low: int, high: int) -> list[int]:
        v = self.get(key)
        ok = isinstance(v, list) and (n < 0 or len(v) == n)
        if not ok or not all(
            isinstance(x, int) and not isinstance(x, bool) and low <= x <= high for x in v
        ):
            size = f"{n} " if n >= 0 else ""
            raise self.fail(key, f"expected a list of {size}integers {low}..{high}")
        return list(v)

    def version(self, known: tuple[int, ...] = (VERSION,)) -> int:
        v = self.get("version")
        if isinstance(v, bool) or not isinstance(v, int) or v not in known:
            want = " or ".join(map(str, known))
            raise self.fail("version", f"expected {want}, got {v!r}")
        return v

    def rules(self, key: str = "rules") -> Rules:
        value = self.get(key)
        try:
            return Rules.from_json(value)
        except RulesError as e:
            raise self.fail(key, str(e)) from None
        except (TypeError, ValueError) as e:  # an option Rules does not type-check
            raise self.fail(key, f"an option has the wrong type ({e})") from None


def from_position(data: Any, where: str = "position") -> Game:
    """Restore a game from :func:`to_position` output; check every field (R1.7 too)."""
    r = _Reader(data, where)
    if r.get("format") != POSITION_FORMAT:
        raise r.fail("format", f"expected {POSITION_FORMAT!r}")
    r.version()
    rules = r.rules()
    n = rules.players
    g = Game.__new__(Game)
    g.law = LAW
    g.rules = rules
    g.n = n
    names = r.data.get("names")
    if names is not None and (
        not isinstance(names, list) or len(names) != n or not all(isinstance(x, str) for x in names)
    ):
        raise r.fail("names", f"expected a list of {n} display names")
    g.names = None if names is None else tuple(names)
    g.seed = r.integer("seed", -(2**63), 2**63)
    g.chance = r.integer("chance", 0, 2**31)
    g.dealer = r.integer("dealer", 0, n - 1)
    g.deck = r.cards("deck")
    g.pile = r.cards("pile")
    if not g.pile:
        raise r.fail("pile", "the play pile cannot be empty")
    hands = r.get("hands")
    if not isinstance(hands, list) or len(hands) != n:
        raise r.fail("hands", f"expected {n} hands")
    g.hands = [sorted(r.cards("hands", h)) for h in hands]
    direction = r.get("direction")
    if isinstance(direction, bool) or not isinstance(direction, int) or direction not in (1, -1):
        raise r.fail("direction", f"expected 1 or -1, got {direction!r}")
    g.direction = direction
    g.current = r.integer("current", 0, n - 1)
    g.naming = r.boolean("naming")
    named = r.get("named")
    if named is not None and named not in COLOURS:
        raise r.fail("named", f"expected a colour name or null, got {named!r}")
    g.named = COLOURS.index(named) if named is not None else -1
    pending = r.get("pending")
    if pending is None:
        g.pending_kind, g.pending_count = -1, 0
    else:
        pr = _Reader(pending, f"{where}: field 'pending'")
        kind = pr.get("kind")
        if kind not in ("khapyozh", "zakhrapin"):
            raise pr.fail("kind", f"expected khapyozh or zakhrapin, got {kind!r}")
        g.pending_kind = KINDS_BY_ID[kind].code
        g.pending_count = pr.integer("count", 1, 1000)
    drawn = r.get("drawn")
    g.drawn = r.cards("drawn", [drawn])[0] if drawn is not None else -1
    if g.drawn >= 0 and g.drawn not in g.hands[g.current]:
        raise r.fail("drawn", f"{drawn} is not in the hand of the player to move")
    g.move = r.integer("move", 0, 2**31)
    g.window = r.boolean("window")
    g.declared = r.ints("declared", n, -1, 2**31)
    g.catchable = r.ints("catchable", -1, 0, n - 1)
    g.silence = r.integer("silence", 0, n - 1, none=True)
    race = r.get("race")
    if race is None:
        g.race, g.race_order, g.race_by = None, [], -1
    else:
        rr = _Reader(race, f"{where}: field 'race'")
        g.race = rr.ints("state", n, 0, 2)
        g.race_order = rr.ints("order", -1, 0, n - 1)
        # the Khlopkopyt's player (R8.6); positions written before it was kept: the
        # player before the one to move, who is who placed it unless a skip was served
        by = race.get("by") if isinstance(race, dict) else None
        g.race_by = rr.integer("by", 0, n - 1) if by is not None else (g.current - g.direction) % n
    g.skips = r.ints("skips", n, 0, 1000)
    g.winner = r.integer("winner", 0, n - 1, none=True)
    g.points = r.integer("points", 0, 10_000)
    g.events = []
    _read_chain(g, r, where)
    g._init_families()
    for family in g.families:
        try:
            family.load(g, r.get(family.KEY))
        except (KeyError, TypeError, ValueError, IndexError, NotationError) as e:
            raise r.fail(family.KEY, f"not a valid {family.KEY} state ({e})") from None
    _check_cards(g, where)
    return g


def _read_chain(g: Game, r: _Reader, where: str) -> None:
    """The R9 fields: ``chain`` and ``dark``, present exactly when the deck has 2.0 cards."""
    g._init_v2()
    for key in ("chain", "dark"):
        if (key in r.data) != g.v2:
            why = "missing" if g.v2 else "only a deck with Svinorost or Temnodel has it"
            raise r.fail(key, why)
    if not g.v2:
        return
    chain = r.get("chain")
    if chain not in (None, "svinorost", "temnodel"):
        raise r.fail("chain", f"expected svinorost, temnodel or null, got {chain!r}")
    g.chain = KINDS_BY_ID[chain].code if chain is not None else -1
    dr = _Reader(r.get("dark"), f"{where}: field 'dark'")
    dark = dr.cards("cards")
    said = dr.cards("said")
    by = dr.ints("by", len(dark), 0, g.n - 1)
    if len(said) != len(dark):
        raise dr.fail("said", f"expected one declaration per dark card ({len(dark)})")
    if any(FACE_KIND[f] != NUMBER for f in said):
        raise dr.fail("said", "a declaration is a number card (R9.2)")
    g.dark, g.said, g.dark_by = tuple(dark), tuple(said), tuple(by)
    g.last_dark = dr.integer("last", 0, g.n - 1, none=True)
    top = FACE_KIND[g.pile[-1]]
    if g.chain == SVINOROST and top != NUMBER:
        raise r.fail("chain", "a Svinorost chain needs a number card on top (R9.1)")
    if g.chain == TEMNODEL and top != TEMNODEL:
        raise r.fail("chain", "a Temnodel chain needs the Temnodel on top (R9.2)")
    if dark and g.chain != TEMNODEL and g.winner < 0:
        raise dr.fail("cards", "dark cards lie only on a Temnodel during its chain (R9.2)")
    if g.last_dark >= 0 and (not dark or by[-1] != g.last_dark or g.hands[g.last_dark]):
        raise dr.fail("last", "must be the empty-handed player of the top dark card (R9.2)")


def _check_cards(g: Game, where: str) -> None:
    """R1.7: every card of the deck is in exactly one zone."""
    have = Counter(g.deck) + Counter(g.pile) + Counter(g.dark)
    for family in g.families:
        have.update(family.zones(g))
    for h in g.hands:
        have.update(h)
    want = Counter(g.rules.deck)
    if have != want:
        extra = sorted((have - want).elements())
        missing = sorted((want - have).elements())
        parts = []
        if extra:
            parts.append("extra " + ", ".join(card_name(f) for f in extra[:5]))
        if missing:
            parts.append("missing " + ", ".join(card_name(f) for f in missing[:5]))
        zones = "'deck', 'pile', 'hands', 'dark'" if g.v2 else "'deck', 'pile', 'hands'"
        raise BadRecord(
            f"{where}: fields {zones}: the cards do not make the rules' deck "
            f"(R1.7): {'; '.join(parts)}"
        )


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
    # the law it is played by: LAW, or 1 for a record written before issue #17
    law: int = LAW

    def start(self, where: str = "record") -> Game:
        try:
            names = None if self.names is None else tuple(self.names)
            game = start_game(self.rules, self.seed, self.dealer, names, self.session)
        except SvintusError as e:
            raise BadRecord(f"{where}: field 'rules': {e}") from None
        game.law = self.law
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
                raise BadRecord(f"{where}: field 'actions[{i}]': {e}") from None
        return game

    def to_json(self, game: Game | None = None) -> dict[str, Any]:
        final = to_position(game) if game is not None else self.final
        out: dict[str, Any] = {
            "format": RECORD_FORMAT,
            "version": RECORD_VERSION if self.law >= LAW else 1,
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
        r = _Reader(data, where)
        if r.get("format") != RECORD_FORMAT:
            raise r.fail("format", f"expected {RECORD_FORMAT!r}")
        law = LAW if r.version(RECORD_VERSIONS) >= RECORD_VERSION else 1
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
            rr = _Reader(data["result"], f"{where}: field 'result'")
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
            raise BadRecord(f"{where}: field 'final': missing; nothing to verify against")
        game = self.replay(where)
        got = to_position(game)
        for key in self.final:
            if key not in got:
                raise BadRecord(f"{where}: field 'final.{key}': not a field of a position")
        for key, value in got.items():
            if key not in self.final:
                raise BadRecord(f"{where}: field 'final.{key}': missing")
            diff = _difference(value, self.final[key], f"final.{key}")
            if diff is not None:
                path, mine, theirs = diff
                raise BadRecord(
                    f"{where}: field {path!r}: replay gives {_short(mine)}, "
                    f"the record says {_short(theirs)}"
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


def _session(r: _Reader) -> dict[str, Any] | None:
    """The optional ``session`` of a record: ``{"feats": [str], "courage": {str: [str]}}``."""
    data = r.data.get("session")
    if data is None:
        return None
    sr = _Reader(data, f"{r.where}: field 'session'")
    for key in data:
        if key not in ("feats", "courage"):
            raise sr.fail(key, "unknown field (known: feats, courage)")
    feats = data.get("feats", [])
    if not isinstance(feats, list) or not all(isinstance(f, str) for f in feats):
        raise sr.fail("feats", "expected a list of feat names")
    lines = data.get("courage", {})
    if not isinstance(lines, dict) or not all(
        isinstance(k, str) and isinstance(v, list) and all(isinstance(x, str) for x in v)
        for k, v in lines.items()
    ):
        raise sr.fail("courage", "expected an object of lists of lines")
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
