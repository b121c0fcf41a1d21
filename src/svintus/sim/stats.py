"""How often each rule fired, counted from events (``rule_counts`` of ``svintus simulate``)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from ..engine import events as ev
from ..engine.cards import SVINOROST

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
        elif isinstance(e, ev.Took):
            if e.reason == ev.REASON_DRAW:
                c["draws"] += 1
                drew = {e.player}
            elif e.reason == ev.REASON_KHAPYOZH:
                c["khapyozh_cards_taken"] += e.number
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
        elif isinstance(e, ev.GameWon) and dark:
            c["dark_bonus_points"] += dark  # a win on a last dark card (R9.2)
    return c
