"""Issue 27: a moves entry says all it means. An action whose seat is not part of it
(touching the named item of R12.10 is one action, whoever wears the item) has a verb
that needs no name: «Touch the item of» with nothing after it was cut short."""

from __future__ import annotations

import pytest

from svintus.engine.actions import Action, tap
from svintus.terminal.words import _AIMED_KINDS, _VERBS, action_label, set_lang

DANGLING = (" of", " to", " at", " игрока", " игроку", " у")


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_r12_10_touching_the_named_item_reads_whole(lang: str) -> None:
    set_lang(lang)
    label = action_label(tap(0), ("Player", "Bot 2"))
    assert label == ("Touch the named item" if lang == "en" else "Коснуться названной вещи")


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_no_verb_without_a_seat_ends_waiting_for_a_name(lang: str) -> None:
    set_lang(lang)
    for kind, words in _VERBS.items():
        if kind in _AIMED_KINDS:
            continue
        said = words[1 if lang == "ru" else 0]
        assert not said.endswith(DANGLING), (kind, said)
        assert action_label(Action(kind, 0), ("Player", "Bot 2")).strip()
