"""How often each rule fired, counted from events (``rule_counts`` of ``svintus simulate``).

The classic and R9 rules have fixed keys (:data:`RULE_KEYS`). The 2.0 families (R10-R12)
are counted generically, from the shared events, by the card's kind id (cards.KINDS), so
a family's cards count as soon as they are played (docs/simulation.md):

- ``played_<kind>``: a card of that kind played onto the play pile (in turn, intercepted);
- ``given_<reason>``: cards handed from one hand to another (:class:`~ev.Given`; the
  reason is the kind id of the card that caused it, e.g. an Etiquette gift), and
  ``given_cards`` in all;
- ``targeted_<kind>``: a card that named a player (a Courage card received, a Razborka);
- ``boxed_<kind>``: a card gone into the box (a Challenge resolved, an Awl for Soap swap);
- ``tasks_failed`` and ``tasks_failed_<kind>``: a Courage task missed or repeated;
- ``stood``: a "standing" toggle; ``took_<reason>``: cards taken from the deck for a
  reason of a family;
- any other event a family defines, by its class name in snake case (``VoteClosed`` is
  ``vote_closed``), and with it ``<name>_<field>`` for each of its flags that is true
  (``vote_closed_upheld``) and ``<name>_<kind>`` for its ``card`` field
  (``challenge_run_razborka``).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable

from ..engine import events as ev
from ..engine.cards import FACE_KIND, FACES, KINDS, SVINOROST, Family
from ..engine.rules import Rules

RULE_KEYS: tuple[str, ...] = (
    "plays",
    "interceptions",
    "draws",
    "drawn_cards_played",
    "transfers",
    "stacked_penalties",
    "penalties_accepted",
    "khapyozh_cards_taken",
    "skips",
    "owed_skips_served",
    "reversals",
    "colours_named",
    "declarations",
    "catches",
    "silences",
    "silences_broken",
    "speeches",
    "slap_races",
    "slaps",
    "wrong_pile_slaps",
    "slap_losers",
    "reshuffles",
    "timeouts",
    "incorrect_moves",
    "start_cards_returned",
    # R9: only decks with Svinorost or Temnodel (R9_KEYS)
    "svinorost_chains",
    "svinorost_give_ups",
    "temnodel_chains",
    "dark_cards",
    "dark_checks",
    "dark_lies_caught",
    "last_dark_cards",
    "dark_bonus_points",
)

R9_KEYS: tuple[str, ...] = RULE_KEYS[RULE_KEYS.index("svinorost_chains") :]

_V2_FAMILIES = (Family.ETIQUETTE, Family.COURAGE, Family.CHALLENGE)
_KIND_ID = tuple(k.id for k in KINDS)
# played_<kind> per face for the 2.0 families' cards, None for the others
_PLAYED_KEY: tuple[str | None, ...] = tuple(
    f"played_{f.kind.id}" if f.kind.family in _V2_FAMILIES else None for f in FACES
)
_CLASSIC_REASONS = frozenset(
    (
        ev.REASON_DRAW,
        ev.REASON_KHAPYOZH,
        ev.REASON_DAWDLE,
        ev.REASON_SVINTUS,
        ev.REASON_SLAP,
        ev.REASON_SILENCE,
        ev.REASON_INCORRECT,
        ev.REASON_SVINOROST,
        "temnodel",
    )
)
# Events of the classic game and R9 that count nothing of their own.
_QUIET: frozenset[type] = frozenset(
    (ev.Dealt, ev.StartCard, ev.SilenceEnded, ev.Passed, ev.GameWon, ev.DarkTaken)
)
_SNAKE: dict[type, str] = {}


def _snake(cls: type) -> str:
    key = _SNAKE.get(cls)
    if key is None:
        key = _SNAKE[cls] = re.sub(r"(?<!^)(?=[A-Z])", "_", cls.__name__).lower()
    return key


def rule_keys(rules: Rules, counts: Counter[str] | None = None) -> tuple[str, ...]:
    """The keys a run reports: :data:`RULE_KEYS`, then ``played_<kind>`` for every 2.0
    family kind in the deck (zeros included), then every other key that fired, sorted."""
    kinds = {FACE_KIND[f] for f in set(rules.deck)}
    played = tuple(f"played_{k.id}" for k in KINDS if k.family in _V2_FAMILIES and k.code in kinds)
    known = set(RULE_KEYS) | set(played)
    extra = sorted(k for k, v in (counts or {}).items() if v and k not in known)
    return (*RULE_KEYS, *played, *extra)


def rule_counts(events: Iterable[ev.Event], counts: Counter[str] | None = None) -> Counter[str]:
    """Add the rules fired by ``events`` to ``counts`` (a new Counter by default)."""
    c: Counter[str] = Counter() if counts is None else counts
    drew: set[int] = set()
    dark = 0  # dark cards on the Temnodel now
    for e in events:
        if isinstance(e, ev.Played):
            c["interceptions" if e.interception else "plays"] += 1
            if e.player in drew:
                c["drawn_cards_played"] += 1
            drew.clear()
            key = _PLAYED_KEY[e.card]
            if key is not None:
                c[key] += 1
        elif isinstance(e, ev.Took):
            if e.reason == ev.REASON_DRAW:
                c["draws"] += 1
                drew = {e.player}
            elif e.reason == ev.REASON_KHAPYOZH:
                c["khapyozh_cards_taken"] += e.number
            elif e.reason not in _CLASSIC_REASONS:
                c[f"took_{e.reason}"] += e.number
        elif isinstance(e, ev.PenaltyPending):
            if e.transferred:
                c["transfers"] += 1
        elif isinstance(e, ev.PenaltyAccepted):
            c["penalties_accepted"] += 1
            if e.size > 1:
                c["stacked_penalties"] += 1
        elif isinstance(e, ev.Skipped):
            c["owed_skips_served" if e.reason == ev.REASON_OWED else "skips"] += 1
        elif isinstance(e, ev.Reversed):
            c["reversals"] += 1
        elif isinstance(e, ev.ColourNamed):
            c["colours_named"] += 1
        elif isinstance(e, ev.Declared):
            c["declarations"] += 1
        elif isinstance(e, ev.Caught):
            c["catches"] += 1
        elif isinstance(e, ev.SilenceStarted):
            c["silences"] += 1
        elif isinstance(e, ev.Spoke):
            c["speeches"] += 1
            if e.broke_silence:
                c["silences_broken"] += 1
        elif isinstance(e, ev.RaceOpened):
            c["slap_races"] += 1
        elif isinstance(e, ev.Slapped):
            c["slaps" if e.on_deck else "wrong_pile_slaps"] += 1
        elif isinstance(e, ev.RaceClosed):
            c["slap_losers"] += len(e.losers)
        elif isinstance(e, ev.Reshuffled):
            c["reshuffles"] += 1
        elif isinstance(e, ev.TimedOut):
            c["timeouts"] += 1
        elif isinstance(e, ev.IncorrectMove):
            c["incorrect_moves"] += 1
        elif isinstance(e, ev.StartCardReturned):
            c["start_cards_returned"] += 1
        elif isinstance(e, ev.ChainStarted):  # R9.1, R9.2
            c["svinorost_chains" if e.kind == SVINOROST else "temnodel_chains"] += 1
        elif isinstance(e, ev.GaveUp):
            c["svinorost_give_ups"] += 1
        elif isinstance(e, ev.DarkCard):
            c["dark_cards"] += 1
            dark += 1
        elif isinstance(e, ev.Checked):
            c["dark_checks"] += 1
            if not e.truthful:
                c["dark_lies_caught"] += 1
        elif isinstance(e, ev.DarkTaken):
            dark = 0
        elif isinstance(e, ev.LastDarkCard):
            c["last_dark_cards"] += 1
        elif isinstance(e, ev.GameWon):
            if dark:
                c["dark_bonus_points"] += dark  # a win on a last dark card (R9.2)
        elif type(e) in _QUIET:
            pass
        # ---- the 2.0 families (R10-R12), by the kind id of the card concerned
        elif isinstance(e, ev.Given):
            c[f"given_{e.reason}"] += 1
            c["given_cards"] += e.number
        elif isinstance(e, ev.Targeted):
            c[f"targeted_{_KIND_ID[FACE_KIND[e.card]]}"] += 1
        elif isinstance(e, ev.Boxed):
            c[f"boxed_{_KIND_ID[FACE_KIND[e.card]]}"] += 1
        elif isinstance(e, ev.TaskFailed):
            c["tasks_failed"] += 1
            if 0 <= e.card < len(FACE_KIND):
                c[f"tasks_failed_{_KIND_ID[FACE_KIND[e.card]]}"] += 1
        elif isinstance(e, ev.Stood):
            c["stood"] += 1
        else:  # a family's own event: by its class name, its card's kind, its flags
            name = _snake(type(e))
            c[name] += 1
            for field, value in zip(e._fields, e, strict=True):
                if value is True:
                    c[f"{name}_{field}"] += 1
                elif field == "card" and type(value) is int and 0 <= value < len(FACE_KIND):
                    c[f"{name}_{_KIND_ID[FACE_KIND[value]]}"] += 1
    return c
