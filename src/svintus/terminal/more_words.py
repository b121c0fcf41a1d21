"""The screen's words added for issue 27 (details, quitting and resuming, the hand's
scrolling, tips that close with a key), in Russian; words.py's :func:`ui` reads them with
its own (kept apart so the sentence catalogue there stays one file of its own)."""

from __future__ import annotations

UI_RU: dict[str, str] = {
    "details": "подробно",
    "the chosen card's whole rule and everything the panel says, in full": (
        "всё правило выбранной карты и всё, что сказано на панели, целиком"
    ),
    "leave the match (asks first; the match is kept to resume)": (
        "выйти из матча (с вопросом; матч сохраняется, его можно продолжить)"
    ),
    "The match is kept: svintus play offers to resume it.": (
        "Матч сохранится: svintus play предложит его продолжить."
    ),
    "the table is paused": "стол на паузе",
    "Esc, i or Enter: back to the table": "Esc, i или Enter — назад к столу",
    "Up, Down, PageUp, PageDown: scroll": "Вверх, Вниз, PageUp, PageDown — прокрутка",
    "Esc closes it": "Esc — закрыть",
    "The cards of this deck": "Карты этой колоды",
    "What is open now": "Что сейчас открыто",
    "The chosen card": "Выбранная карта",
    "i: the whole rule": "i — всё правило",
    "i: in full": "i — целиком",
    "The table plays on; the same command takes you back to your seat.": (
        "Стол играет дальше; та же команда вернёт вас на ваше место."
    ),
}
