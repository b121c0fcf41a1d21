"""R11.4: a table's bots speak the language the table was opened in (the lobby's), so a
Russian table's bots say «Хрю», not "Oink" (tests/bots/test_table_language.py)."""

from __future__ import annotations

from .conftest import LiveServer


def test_r11_4_a_table_opened_in_russian_seats_bots_that_speak_russian(live: LiveServer) -> None:
    """The server's table keeps the language it was opened in (the lobby's) and hands it
    to its bots; one opened without a language speaks English (docs/decisions.md)."""
    for lang, spoken in (("ru", "ru"), ("en", "en"), (None, "en")):
        body = {"players": 2, "bots": 1, "recipe": "full_box"}
        code = live.create(**body, **({"lang": lang} if lang else {}))
        live.join(code, "Аня")

        def languages(code: str = code) -> set[str]:
            table = live.registry.get(code)
            assert table is not None and table.robots is not None
            return {s.language for s in table.robots.seats.values()}

        assert live.call(languages) == {spoken}
