"""JSON positions: a full snapshot of a game, written and read exactly (docs/notation.md).

A position is a plain JSON-ready dict; reading one checks every field and raises
:class:`~errors.BadRecord` with one line naming the field. Seats are 0-based integers.
This module sits below the game and its families (a family's position holds whole
positions, e.g. Etiquette's saved states): it never imports :mod:`.game`; the reader
fills a blank game it is given."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any

from . import choosing
from .cards import COLOURS, KINDS, KINDS_BY_ID, card_name, face_of
from .errors import BadRecord, NotationError, RulesError
from .rules import LAW, Rules

if TYPE_CHECKING:
    from .game import Game

POSITION_FORMAT = "svintus-position"
VERSION = 1  # of positions


def to_position(game: Game) -> dict[str, Any]:
    """A full snapshot of ``game``; :func:`~record.from_position` restores it exactly.

    A deck with chain cards adds the chain families' fields (R9: ``chain`` and ``dark``),
    a deck with 2.0 cards each family's under its key (R10-R12).
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
    if game.chains:  # the chain's part, shared by the chain families (R9)
        pos.update(game.chains[0].dump(game))
    for family in game.families:  # each 2.0 family's state (R10-R12), exactly
        pos[family.KEY] = family.dump(game)
    if game.names is not None:  # display names, only when the table gave them (R10.2)
        pos["names"] = list(game.names)
    if game.choice is not None:  # only while cards are named one at a time (choosing.py)
        pos["choice"] = choosing.dump(game.choice)
    return pos


class Reader:
    """Typed access to a JSON object that names the offending field on error."""

    def __init__(self, data: Any, where: str) -> None:
        if not isinstance(data, dict):
            raise BadRecord(f"{where}: expected a JSON object")
        self.data = data
        self.where = where

    def fail(self, key: str, why: str) -> BadRecord:
        return BadRecord(
            f"{self.where}: field {key!r}: {why}", words="record_field", path=self.where, field=key
        )

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
            want = (
                " or ".join(map(str, known))
                if len(known) < 3
                else (", ".join(map(str, known[:-1])) + f" or {known[-1]}")
            )
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


def read_position(data: Any, where: str, g: Game) -> Game:
    """Restore a game from :func:`to_position` output into ``g``, a blank game
    (``Game.__new__(Game)``), and return it; check every field (R1.7 too)."""
    r = Reader(data, where)
    if r.get("format") != POSITION_FORMAT:
        raise r.fail("format", f"expected {POSITION_FORMAT!r}")
    r.version()
    rules = r.rules()
    n = rules.players
    g.law = LAW
    g.memo = None
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
        pr = Reader(pending, f"{where}: field 'pending'")
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
        rr = Reader(race, f"{where}: field 'race'")
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
    g.init_families()
    if g.chains:  # the chain's fields (R9), read by the chain families' part
        g.chains[0].load(g, r)
    for family in g.families:
        try:
            family.load(g, r.get(family.KEY))
        except (KeyError, TypeError, ValueError, IndexError, NotationError) as e:
            raise r.fail(family.KEY, f"not a valid {family.KEY} state ({e})") from None
    if r.data.get("choice") is not None:
        if not g.families:
            raise r.fail("choice", "only a deck with 2.0 cards has choices")
        try:
            g.choice = choosing.load(r.data["choice"], n, lambda v: r.cards("choice", v))
        except (KeyError, TypeError, ValueError, NotationError) as e:
            raise r.fail("choice", f"not a valid choice ({e})") from None
        if any(f not in g.hands[g.choice.action.player] for f in g.choice.pool):
            raise r.fail("choice", "the cards to choose from are not in the chooser's hand")
    _check_cards(g, where)
    return g


def _check_cards(g: Game, where: str) -> None:
    """R1.7: every card of the deck is in exactly one zone."""
    have = Counter(g.deck) + Counter(g.pile)
    if g.chains:
        have.update(g.chains[0].zones(g))
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
        zones = "'deck', 'pile', 'hands', 'dark'" if g.chains else "'deck', 'pile', 'hands'"
        raise BadRecord(
            f"{where}: fields {zones}: the cards do not make the rules' deck "
            f"(R1.7): {'; '.join(parts)}"
        )
