"""A server's refusal in the player's words (``svintus play --server``): the ``error``
message's ``code`` (docs/protocol.md, "Errors") chooses the sentence, in the terminal's
language; what the terminal knows of the refused message (the move it sent, a chat line,
the limit the server names) fills it in. The server's English ``message`` is shown only
for a code this table does not know yet (and never the code itself: it is for programs).

>>> from .words import set_lang
>>> set_lang("ru")
>>> refusal("not_your_turn", "not your turn", what="Взять карту")
'«Взять карту»: сейчас не ваш ход'
>>> refusal("bad_message", "field 'text' is longer than 300 characters", chat=True)
'Реплика не отправлена: она длиннее 300 символов'
>>> set_lang("en")
>>> refusal("too_late", "the window closed")
'Too late: the moment has passed'
>>> refusal("new_code", "something new")
'something new'
"""

from __future__ import annotations

import re

from .words import counted, tr

# code -> (English, Russian): a whole sentence, said as it is or after the move it refuses
SENTENCES: dict[str, tuple[str, str]] = {
    # the engine's refusals of a move (engine/errors.py, table/fairness.py)
    "illegal": ("not allowed by the rules now", "так сейчас нельзя по правилам"),
    "not_your_turn": ("it is not your turn", "сейчас не ваш ход"),
    "too_late": ("too late: the moment has passed", "поздно: момент упущен"),
    "game_over": ("the game is over", "партия уже окончена"),
    "bad_notation": ("the server did not understand this move", "сервер не понял этот ход"),
    # the table and the server
    "spectator": ("a spectator only watches", "зрители только смотрят"),
    "rate_limited": (
        "too many messages at once: slow down",
        "слишком много сообщений подряд: помедленнее",
    ),
    "unavailable": (
        "the server is busy with this table for a moment: nothing happened, try again",
        "сервер на миг занят этим столом: ничего не произошло, попробуйте ещё раз",
    ),
    "server_error": (
        "the server failed on this: nothing changed at the table",
        "на сервере сбой: за столом ничего не изменилось",
    ),
    "bad_hello": (
        "the server did not let this game sit at the table",
        "сервер не пустил эту игру за стол",
    ),
    "not_found": ("there is no such table on the server", "на сервере нет такого стола"),
    "full": ("the table is full", "за столом нет свободных мест"),
    "not_finished": ("the game is not finished yet", "партия ещё не окончена"),
    # a message the server could not take (this game's fault, or a chat line's)
    "bad_json": (
        "the server could not read a message from this game",
        "сервер не смог прочитать сообщение этой игры",
    ),
    "unknown_type": (
        "the server does not know a message of this game (is svintus older than the server?)",
        "сервер не знает сообщения этой игры (svintus старее сервера?)",
    ),
    "bad_message": (
        "the server refused a message of this game as malformed",
        "сервер отклонил сообщение этой игры как неверное",
    ),
    "too_large": (
        "the message is too long for the server",
        "сообщение слишком длинное для сервера",
    ),
    "bad_text": (
        "the message holds a character the server does not take",
        "в сообщении есть символ, который сервер не принимает",
    ),
    "bad_request": (
        "the server refused the request as malformed",
        "сервер отклонил запрос как неверный",
    ),
}

# the codes that refuse a move: the sentence comes after the move in words
MOVES = frozenset(("illegal", "not_your_turn", "too_late", "game_over", "bad_notation"))
LONGER = re.compile(r"longer than (\d+) characters")


def _chat(code: str, message: str) -> str | None:
    """A chat line's refusal, when the server's words say which (too long, empty, a
    character it does not take); None when they do not."""
    longer = LONGER.search(message)
    if code in ("bad_message", "too_large") and longer:
        forms = ("символа", "символов", "символов")  # «длиннее 1 символа, 2 символов»
        most = counted(int(longer[1]), ("character", "characters"), forms)
        return tr(
            f"Chat line not sent: it is longer than {most}",
            f"Реплика не отправлена: она длиннее {most}",
        )
    if code == "bad_message" and message.endswith("is empty"):
        return tr("Chat line not sent: it is empty", "Реплика не отправлена: она пустая")
    if code == "bad_text":
        return tr(
            "Chat line not sent: it holds a character the server does not take",
            "Реплика не отправлена: в ней есть символ, который сервер не принимает",
        )
    return None


def refusal(code: str, message: str, what: str = "", chat: bool = False) -> str:
    """The sentence a player reads for the server's ``error`` (``code``, ``message``):
    after ``what`` (the refused move in words) when it refuses a move; a chat line's own
    when ``chat``; the server's English ``message`` for a code not in :data:`SENTENCES`."""
    if chat:
        said = _chat(code, message)
        if said is not None:
            return said
    words = SENTENCES.get(code)
    if words is None:
        return message or tr("The server refused this", "Сервер отказал")
    sentence = tr(*words)
    if what and code in MOVES:
        return tr(f"“{what}”: {sentence}", f"«{what}»: {sentence}")
    return sentence[0].upper() + sentence[1:]
