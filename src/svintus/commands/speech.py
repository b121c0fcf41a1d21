"""The command line in the player's language (issue 27): ``--lang ru|en`` (or the
locale) chooses it before the arguments are read, so a wrong flag is answered in it too.

argparse words its errors through its module's ``_``; with Russian they come from
:data:`ARGPARSE_RU`, the rest of argparse's words (the help's headings) stay its own.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable, Sequence

ARGPARSE_RU = {
    "argument %(argument_name)s: %(message)s": "аргумент %(argument_name)s: %(message)s",
    "invalid choice: %(value)r (choose from %(choices)s)": (
        "нет такого значения: %(value)r (можно: %(choices)s)"
    ),
    "invalid %(type)s value: %(value)r": "неверное значение: %(value)r",
    "expected one argument": "нужно одно значение",
    "expected at least one argument": "нужно хотя бы одно значение",
    "expected at most one argument": "нужно не больше одного значения",
    "unrecognized arguments: %s": "неизвестные аргументы: %s",
    "the following arguments are required: %s": "не хватает аргументов: %s",
    "ambiguous option: %(option)s could match %(matches)s": (
        "неоднозначный флаг: %(option)s — это может быть %(matches)s"
    ),
    "not allowed with argument %s": "нельзя вместе с %s",
    "one of the arguments %s is required": "нужен один из аргументов: %s",
}
_ENGLISH: Callable[[str], str] = argparse._  # type: ignore[attr-defined]


def lang_of(argv: Sequence[str]) -> str:
    """The language ``argv`` asks for (``--lang ru``, ``--lang=en``), else the locale's."""
    from ..terminal.words import default_lang

    args = list(argv)
    for i, arg in enumerate(args):
        if arg == "--lang" and i + 1 < len(args) and args[i + 1] in ("ru", "en"):
            return args[i + 1]
        if arg in ("--lang=ru", "--lang=en"):
            return arg.split("=", 1)[1]
    return default_lang()


def speak(argv: Sequence[str]) -> str:
    """Set the language of the terminal's words and of argparse's errors; which one."""
    from ..terminal.words import set_lang

    lang = lang_of(argv)
    set_lang(lang)

    def words(text: str) -> str:
        return ARGPARSE_RU.get(text, _ENGLISH(text)) if lang == "ru" else _ENGLISH(text)

    argparse._ = words  # type: ignore[attr-defined]
    return lang


def error_line(message: str) -> str:
    """``svintus: error: ...`` (``svintus: ошибка: ...``)."""
    from ..terminal.words import tr

    return tr(f"svintus: error: {message}", f"svintus: ошибка: {message}")
