"""R11.4: a Courage task suggests a built-in line in each language (English first, so a
bot says the same as before); the terminal shows the player the one in their language —
a Russian player meets no English compliment, proverb or song."""

from __future__ import annotations

from svintus.engine.actions import Act
from svintus.engine.families import courage
from svintus.engine.families.courage.phrases import language_of
from svintus.terminal.screen import in_my_language
from svintus.terminal.words import lang, set_lang

from ..engine.test_courage import act, game


def lines(lang_code: str) -> list[str]:
    g = game(hands={0: ["G6", "pokloonnik", "B1"]}, areas={0: [("pokloonnik", 2, -1)]})
    act(g, "p1 play G6")
    before = lang()
    set_lang(lang_code)
    try:
        shown = in_my_language(courage.hints(g, 0))
    finally:
        set_lang(before)
    return [h.text for h in shown if h.kind == Act.SPEAK]


def test_r11_4_a_russian_player_is_shown_the_russian_compliment() -> None:
    shown = lines("ru")
    assert len(shown) == 1 and language_of(shown[0]) == "ru", shown


def test_r11_4_an_english_player_is_shown_the_english_compliment() -> None:
    shown = lines("en")
    assert len(shown) == 1 and language_of(shown[0]) == "en", shown


def test_language_of_knows_numbered_verses_and_nothing_else() -> None:
    assert language_of("Цыплят по осени считают 2") == "ru"
    assert language_of("Still waters run deep") == "en"
    assert language_of("p2, your move") is None
