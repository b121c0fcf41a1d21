"""Where Do the Hands Grow From? (R12.8) in the full-screen game: the person builds two
huts of two cards with the keys (Pilot): ``[`` puts the chosen card into hut 1, ``]``
into hut 2, Enter into the first hut with room; the status notes show the huts."""

from __future__ import annotations

from textual.pilot import Pilot

from svintus.engine import Rules
from svintus.engine.actions import Act
from svintus.engine.cards import card_name, face_of
from svintus.terminal.words import card

from .helpers import local_app, screen_text, wait_bots
from .test_tui_screens import run_app

DECK = (("number", 1), ("hands", 4))
# what the person never needs to do to get the game on
QUIET = (Act.SPEAK, Act.CATCH, Act.DECLARE)


def test_r12_8_huts_are_built_with_the_keys() -> None:
    rules = Rules(players=3, custom_deck=DECK, hand_size=5, race_seconds=60.0)
    app, source, clock = local_app(rules, seed=4)

    async def body(pilot: Pilot[int]) -> None:
        for _ in range(3000):
            snap = app.snap
            assert snap is not None
            if any(a.kind == Act.HUTS for a in snap.legal):
                break
            if not await wait_bots(app, source, clock):  # the table waits for the person
                mine = [a for a in snap.legal if a.kind not in QUIET]
                assert mine, "the table waits for nobody"
                app.send(mine[0])
                await pilot.pause()
        else:
            raise AssertionError("no Hands race came")
        await pilot.pause()
        assert "HANDS! build two huts" in screen_text(app)
        await pilot.press("home", "left_square_bracket")  # the first card into hut 1
        await pilot.pause()
        first = card_name(face_of(app.snap.view["hand"][0])) if app.snap else ""
        await pilot.press("left_square_bracket", "enter")  # the same card again: said in words
        await pilot.pause()
        said = [line for line, _ in app.feed_lines[-2:]]
        assert said == [
            f"hut 1 is full, or {card(first)} is in a hut",
            f"{card(first)} is already in a hut: choose another card",
        ], said
        await pilot.press("right", "right_square_bracket")  # the second into hut 2
        await pilot.pause()
        await pilot.press("right", "enter", "right", "enter")  # into the first with room
        await pilot.pause()
        snap = app.snap
        assert snap is not None
        races = snap.view["challenge"]["races"]
        hand = snap.view["hand"]
        a, b = races["huts"][snap.seat]
        assert a == [hand[0], hand[2]] and b == [hand[1], hand[3]], (a, b, hand)
        assert snap.seat in races["finished"] or races["phase"] != "huts"
        assert not any(x.kind == Act.HUTS for x in snap.legal)

    run_app(app, body)


def test_the_huts_note_speaks_the_players_language_and_names_cards_in_words() -> None:
    from svintus.terminal.widgets import hut_note
    from svintus.terminal.words import set_lang

    view = {
        "player": 0,
        "challenge": {"races": {"phase": "huts", "huts": [[["R5"], []]], "finished": []}},
    }
    for lang, word in (("en", "HANDS!"), ("ru", "РУКИ!")):
        set_lang(lang)
        note = hut_note(view)
        assert note is not None and word in note.plain, note
        assert f"1: {card('R5')} | 2: -" in note.plain and "R5" not in note.plain, note
    done = {**view, "challenge": {"races": {**view["challenge"]["races"], "finished": [0]}}}
    note = hut_note(done)
    assert note is not None and note.plain.startswith("РУКИ: ваши домики стоят"), note
