"""The rule counts of ``svintus simulate`` in a person's words (docs/simulation.md).

A count's key (``rule_counts`` of sim/stats.py: ``plays``, ``flipped``,
``flipped_khapyozh``) is for programs (``--json``); a person reads what was counted: a
phrase per key (English here, Russian in the catalogue's ``counts``, speech_ru.json),
and a key that ends in a card kind (or ``courage``, the Courage task's reason) is told
by its card, grouped under the phrase of what comes before it: «открытых карт колоды,
по картам: «Хапёж» 3, «Полисвин» 6». The phrases are plural nouns (Russian ones in the
genitive), so both ``phrase: N`` and "none of: phrase, phrase" read as sentences.

>>> from .speech import set_speech
>>> set_speech("ru")
>>> label("interceptions"), card_word("shalun"), card_word("number")
('перехватов', '«Шалун!»', 'цифровая')
>>> set_speech("en")
>>> split("flipped_russian_roulette"), label("flipped")
(('flipped', 'russian_roulette'), 'deck cards turned face up')
"""

from __future__ import annotations

from collections.abc import Mapping

from ..engine.cards import KINDS_BY_ID
from .speech import _ru, catalogue

# the reasons of given and taken cards that are not a card kind (families' ``take``)
REASONS = {"courage": "a Courage card"}

ENGLISH: dict[str, str] = {
    # the classic rules and R9 (sim/stats.py RULE_KEYS)
    "plays": "cards played in turn",
    "interceptions": "interceptions",
    "draws": "cards drawn from the deck",
    "drawn_cards_played": "drawn cards played at once",
    "transfers": "penalties passed on",
    "stacked_penalties": "stacked penalties taken",
    "penalties_accepted": "penalties taken",
    "khapyozh_cards_taken": "cards taken for a Khapyozh",
    "skips": "turns skipped",
    "owed_skips_served": "owed skips served",
    "reversals": "reversals",
    "colours_named": "colours named",
    "declarations": "“Svintus!” calls",
    "catches": "players caught without “Svintus!”",
    "silences": "silences",
    "silences_broken": "silences broken",
    "speeches": "words spoken",
    "slap_races": "slap races",
    "slaps": "slaps on the deck",
    "wrong_pile_slaps": "slaps on the wrong pile",
    "slap_losers": "players too late to slap",
    "reshuffles": "deck reshuffles",
    "timeouts": "turns timed out",
    "incorrect_moves": "incorrect moves",
    "start_cards_returned": "start cards put back",
    "svinorost_chains": "Svinorost chains",
    "svinorost_give_ups": "Svinorost chains given up",
    "temnodel_chains": "Temnodel chains",
    "dark_cards": "dark cards",
    "dark_checks": "dark cards checked",
    "dark_lies_caught": "dark lies caught",
    "last_dark_cards": "last dark cards",
    "dark_bonus_points": "bonus points for a last dark card",
    "blocked": "games blocked",
    # the 2.0 families (R10-R12)
    "played": "2.0 cards played",
    "given": "handings of cards",
    "given_cards": "cards handed over",
    "targeted": "cards aimed at a player",
    "boxed": "cards gone into the box",
    "tasks_failed": "Courage tasks failed",
    "took": "cards taken for a 2.0 card",
    "stood": "stand-ups and sit-downs",
    "away": "seats left and returned to",
    "away_away": "seats left",
    "bowed": "bows",
    "challenge_done": "Challenges finished",
    "challenge_run": "Challenges started",
    "clapped": "claps",
    "could_not_lay": "rounds stopped for want of a colour",
    "dawdling": "slow turns",
    "display_returned": "displayed cards returned",
    "entered_area": "Courage cards received",
    "fas_said": "“Fas!” calls",
    "feat_set": "feats done",
    "feat_tried": "feats tried",
    "feat_tried_repeated": "feats repeated",
    "flipped": "deck cards turned face up",
    "grabbed": "cards grabbed",
    "item_named": "clothes named",
    "laid": "number cards laid",
    "last_to_finish": "players last to finish",
    "noticed": "winks noticed",
    "objected": "objections",
    "objected_uphold": "votes for an objection",
    "offended": "Etiquette windows",
    "pulled": "cards pulled blind",
    "pulled_hit": "blind pulls that hit",
    "race_stepped": "race steps",
    "race_stepped_done": "races run to the end",
    "shown": "cards put on show",
    "swapped": "hands swapped",
    "task_done": "Courage tasks done",
    "thrown": "Shurikens thrown",
    "thrown_hit": "Shurikens that hit",
    "time_up": "phases closed by the clock",
    "took_pile": "temporary piles taken",
    "touched": "hands on the table",
    "undone": "cards undone",
    "vote_closed": "objection votes",
    "vote_closed_upheld": "objections upheld",
    "whispered": "whispers",
    "window_closed": "windows closed unused",
    "winked": "winks",
}


def _words() -> Mapping[str, str]:
    return catalogue()["counts"] if _ru() else ENGLISH


def split(key: str) -> tuple[str, str | None]:
    """A key as (what was counted, the card kind or reason it ends in, else None)."""
    if key in ENGLISH:
        return key, None
    for kind in (*KINDS_BY_ID, *REASONS):
        if key.endswith(f"_{kind}") and key[: -len(kind) - 1] in ENGLISH:
            return key[: -len(kind) - 1], kind
    return key, None


def label(key: str) -> str:
    """What ``key`` counts, in the current language (a key nobody has words for yet
    reads as its words: tests/test_cli_simulate_words.py keeps that from happening)."""
    return _words().get(key) or ENGLISH.get(key) or key.replace("_", " ")


def card_word(kind: str) -> str:
    """A card kind (or a reason) as a group's entry: its printed name in quotes (its
    words held together by no-break spaces: a name is never parted by a line's end)."""
    return _card_word(kind).replace(" ", "\u00a0")


def _card_word(kind: str) -> str:
    if kind in REASONS:
        return catalogue()["counts"][f"reason_{kind}"] if _ru() else REASONS[kind]
    if kind == "number":
        return catalogue()["counts"]["number"] if _ru() else "number card"
    k = KINDS_BY_ID[kind]
    return f"«{k.ru}»" if _ru() else k.en


def by_card() -> str:
    """The words after a group's phrase: ", by card"."""
    return str(catalogue()["counts"]["by_card"]) if _ru() else ", by card"
