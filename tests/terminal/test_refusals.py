"""Every ``code`` the server may send in an ``error`` (docs/protocol.md, "Errors"; and the
HTTP refusals of joining) has a sentence for the terminal in both languages
(terminal/refusals.py). The codes are read from the server's own source, so a code
added there without words fails here."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from svintus.engine.errors import GameOver, IllegalAction, NotationError, NotYourTurn, TooLate
from svintus.server.ws import WIRE_CODES
from svintus.table.fairness import error_code
from svintus.terminal.refusals import MOVES, SENTENCES, refusal
from svintus.terminal.words import set_lang

SRC = Path(__file__).resolve().parents[2] / "src" / "svintus"
# ProtocolError("code", ...), error_message("code", ...), error(404, "code", ...)
SENT = re.compile(r"(?:ProtocolError|error_message|error)\(\s*(?:\d+,\s*)?\"([a-z_]+)\"")
CYRILLIC = re.compile(r"[А-Яа-яЁё]")


def server_codes() -> set[str]:
    codes = set(WIRE_CODES.values())
    for e in (TooLate("x"), NotYourTurn("x"), GameOver("x"), IllegalAction("x")):
        codes.add(error_code(e))
    for folder in ("server", "table"):
        for path in (SRC / folder).glob("*.py"):
            codes.update(SENT.findall(path.read_text("utf-8")))
    return codes


def test_the_codes_are_found() -> None:
    codes = server_codes()
    # a sample of each source: the engine's, the WebSocket's, the HTTP's, the cluster's
    assert {"illegal", "too_late", "bad_message", "bad_hello", "full", "unavailable"} <= codes
    assert NotationError.code in codes


@pytest.mark.parametrize("code", sorted(server_codes()))
def test_every_code_has_a_sentence_in_both_languages(code: str) -> None:
    assert code in SENTENCES, f"no words for the server's code {code!r}"
    en, ru = SENTENCES[code]
    assert not CYRILLIC.search(en) and CYRILLIC.search(ru)
    assert not re.search(r"[A-Za-z]", ru.replace("svintus", "")), ru
    try:
        for lang, words in (("en", en), ("ru", ru)):
            set_lang(lang)
            told = refusal(code, "the server's own English", what="X")
            quoted = "“X”" if lang == "en" else "«X»"
            assert told == (f"{quoted}: {words}" if code in MOVES else words[0].upper() + words[1:])
            assert "English" not in told and ("_" not in code or code not in told)
    finally:
        set_lang("en")


def test_an_unknown_code_falls_back_to_the_servers_message() -> None:
    set_lang("ru")
    try:
        assert refusal("brand_new", "a new refusal") == "a new refusal"
        assert refusal("brand_new", "") == "Сервер отказал"
    finally:
        set_lang("en")
