"""Sentences of the feed (web/phrases.json, the page's and the terminal's).

The deck made anew from the pile (R3.5): «1 карта из стопки стали новой колодой» and «1
card from the pile make a new deck» did not agree; the sentence has no verb to agree with
the count now, in either language.

The English feed tells what happens in the present, as «Bot 2 plays», «Bot 3 takes»: a few
sentences said «dawdled», «caught», «chose», «touched», «gave cause» among them."""

from __future__ import annotations

import re

import pytest

from svintus.phrases import catalogue, sentence


@pytest.mark.parametrize(
    ("lang", "n", "said"),
    [
        ("ru", 1, "Колода кончилась: из стопки новая колода — 1 карта"),
        ("ru", 5, "Колода кончилась: из стопки новая колода — 5 карт"),
        ("ru", 21, "Колода кончилась: из стопки новая колода — 21 карта"),
        ("en", 1, "The deck ran out: the pile gives a new deck of 1 card"),
        ("en", 5, "The deck ran out: the pile gives a new deck of 5 cards"),
    ],
)
def test_r3_5_the_new_deck_agrees_with_its_count(lang: str, n: int, said: str) -> None:
    assert sentence({"kind": "reshuffled", "cards": n}, lang, ["Аня", "Бот 2"]) == said


PAST = re.compile(r"\b(dawdled|caught (?!winking)|chose|touched|gave)\b")


def test_the_english_feed_tells_what_happens_in_the_present() -> None:
    past = {k: v for k, v in catalogue()["en"].items() if isinstance(v, str) and PAST.search(v)}
    assert not past, past
