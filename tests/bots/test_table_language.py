"""Bots speak their table's language (R11.4): a task whose answer is a word or a line
("Oink" or «Хрю», a proverb, two lines of a song) is answered in it. A Russian table
read «Бот 4: Oink», «Piastres», «Woof»: the engine offers the Parodist's word in English
and a line of each language for the other tasks, English first, and every bot said the
first line offered. The simulation's
bots still speak English (benchmarks/same_games.py: the same games as before)."""

from __future__ import annotations

import asyncio

import pytest

from svintus.bots import Seat, make_bot
from svintus.engine import Game
from svintus.engine import actions as A
from svintus.engine import events as ev
from svintus.engine.actions import Act, Action
from svintus.engine.families.courage.phrases import language_of
from svintus.engine.rules import Rules
from svintus.table.robots import Robots
from svintus.terminal.driver import LocalTable

from ..engine.helpers import act, card
from ..engine.test_courage import game


def _parodist_owed() -> Game:
    """p2 holds a Parodist and p1 has just played a Prescription card: p2 owes «Хрю»."""
    g = game(
        hands={0: ["polisvin", "G:khapyozh", "B1"], 1: ["parodist", "R1"]}, areas={1: ["parodist"]}
    )
    act(g, "p1 play polisvin G")
    return g


def test_r11_4_a_russian_bots_word_does_the_task() -> None:
    """The engine accepts «Хрю» as it does "Oink" (R11 Parodist: Russian forms accepted)."""
    g = _parodist_owed()
    (answer,) = Seat(g, 1, "ru").owed(g.hints(1))
    assert answer == A.speak(1, "Хрю")
    events = g.apply(answer)
    assert ev.TaskDone(1, card("parodist")) in events and not g.parts["courage"].owed


def test_r11_4_a_russian_suflyor_whispers_the_word_in_russian() -> None:
    """A bot with a Suflyor too whispers, in lower case (R11.4): «хрю»."""
    g = game(
        hands={0: ["polisvin", "G:khapyozh", "B1"], 1: ["parodist", "suflyor", "R1"]},
        areas={1: ["parodist", "suflyor"]},
    )
    act(g, "p1 play polisvin G")
    owed = Seat(g, 1, "ru").owed(g.hints(1))
    assert A.whisper(1, "хрю") in owed and all(a.text != "oink" for a in owed)


@pytest.mark.parametrize(("language", "word"), [("ru", "Хрю"), ("en", "Oink")])
@pytest.mark.parametrize("bot", ["random", "easy", "normal", "hard"])
def test_r11_4_a_bot_answers_the_parodist_in_its_language(
    bot: str, language: str, word: str
) -> None:
    said: list[str] = []
    for seed in range(20):  # a bot with a person's reflexes misses a chance now and then
        g = _parodist_owed()
        seat = Seat(g, 1, language)
        offered = [a for a in g.legal_actions(1) if a.kind != Act.SPEAK] + g.hints(1)
        reaction = make_bot(bot, 1, seed).react(seat, offered)
        if reaction is not None and reaction.action.kind == Act.SPEAK:
            said.append(reaction.action.text)
    assert said and set(said) == {word}


def test_r11_4_a_russian_bot_says_a_russian_proverb_and_an_english_song_if_asked_one() -> None:
    g = game(hands={0: ["folklorist", "B1", "B2"]}, areas={0: ["folklorist"]}, current=0)
    owed = Seat(g, 0, "ru").owed(g.hints(0))
    assert language_of(owed[0].text) == "ru"  # what a bot says: the first it owes
    assert language_of(Seat(g, 0).owed(g.hints(0))[0].text) == "en"  # the simulation's
    # the giver named "a song in English": the only lines there are, sung
    g = game(hands={0: ["zapevala", "B1"]}, areas={0: [("zapevala", 1, 3)]}, current=0)
    owed = Seat(g, 0, "ru").owed(g.hints(0))
    assert owed and {language_of(a.text) for a in owed} == {"en"}


def test_r11_4_the_live_tables_bots_speak_the_tables_language() -> None:
    """table/robots.py: a table opened in Russian (its lobby language) gets «Хрю»."""
    sent: dict[str, list[Action]] = {"ru": [], "en": []}

    async def run(language: str) -> None:
        for seed in range(10):
            g = _parodist_owed()
            robots = Robots(
                g,
                {1: "random"},
                seed,
                lambda p, a: sent[language].append(a),
                lambda: 0,
                pace=0.0,
                language=language,
            )
            robots.changed()
            for _ in range(5):
                await asyncio.sleep(0)
            robots.cancel(final=True)

    for language in sent:
        asyncio.run(run(language))
    assert {a.text for a in sent["ru"] if a.kind == Act.SPEAK} == {"Хрю"}
    assert {a.text for a in sent["en"] if a.kind == Act.SPEAK} == {"Oink"}


def test_r11_4_the_terminals_bots_speak_the_persons_language() -> None:
    """terminal/driver.py: the local table's bots speak the screen's language."""
    table = LocalTable(Rules(players=4, recipe="full_box"), 1, "normal", 0, language="ru")
    table.new_game()
    assert {s.language for s in table.seats} == {"ru"}
