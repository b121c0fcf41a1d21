"""The command line in the player's language (issue 27): ``--lang ru|en`` (or the
locale) chooses it before the arguments are read, so the help and a wrong flag are
answered in it too.

English is the commands' own language: their help texts and messages are written in
English where they are made. The Russian of every one lives in one catalogue,
``speech_ru.json`` next to this module:

- ``argparse``: argparse's own words (its errors, ``usage:``, its headings), which it
  looks up through its module's ``_``;
- ``help``: each help text, description and group title by its English text (a
  ``{name}`` in a key stands for a part made at run time, a list of recipes or a folder,
  kept as it is);
- ``metavars``: the words that stand for a flag's value in the usage line (``NAME``);
- ``messages``: each error that carries ``words`` (:class:`~svintus.engine.errors.SvintusError`)
  by that key, told with its ``params`` — never by its English text — and the command
  line's own messages (:func:`say`);
- ``options``: the house rules' names (``hand_size``) in words, for those sentences;
- ``values``: ``true``, ``false`` and ``null`` in words, and the answers that say yes.

>>> set_speech("ru")
>>> from svintus.engine.errors import RulesError
>>> told(RulesError("x", words="range", option="hand_size", low=1, high=20, value=30))
'карт на руку при раздаче (--hand-size): можно от 1 до 20, а не 30'
>>> set_speech("en")
>>> told(RulesError("hand_size must be 1..20, not 30", words="range"))
'hand_size must be 1..20, not 30'
"""

from __future__ import annotations

import argparse
import json
import re
from collections.abc import Callable, Mapping, Sequence
from functools import lru_cache
from importlib import resources
from typing import Any

_ENGLISH: Callable[[str], str] = argparse._  # type: ignore[attr-defined]


def _ru() -> bool:
    """Whether the command line speaks Russian now: the terminal's language
    (:func:`svintus.terminal.words.set_lang`), one for the game and its command line."""
    from ..terminal.words import ru

    return ru()


@lru_cache(maxsize=1)
def catalogue() -> dict[str, dict[str, str]]:
    """The Russian of the command line (``speech_ru.json``)."""
    text = resources.files("svintus.commands").joinpath("speech_ru.json").read_text("utf-8")
    data: dict[str, dict[str, str]] = json.loads(text)
    return data


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


def set_speech(lang: str) -> None:
    """Speak ``lang`` from now on: the terminal's words and argparse's own."""
    from ..terminal.words import set_lang

    set_lang(lang)
    own = catalogue()["argparse"]

    def words(text: str) -> str:
        return own.get(text, _ENGLISH(text)) if lang == "ru" else _ENGLISH(text)

    argparse._ = words  # type: ignore[attr-defined]


def speak(argv: Sequence[str]) -> str:
    """Set the language ``argv`` asks for (or the locale's); which one."""
    lang = lang_of(argv)
    set_speech(lang)
    return lang


# ---- help texts


@lru_cache(maxsize=1)
def _patterns() -> tuple[tuple[re.Pattern[str], str], ...]:
    """The ``help`` keys with a ``{name}`` part, as patterns that catch that part."""
    out = []
    for key, ru in catalogue()["help"].items():
        if "{" in key:
            parts = re.split(r"(\{\w+\})", key)
            body = "".join(
                f"(?P<{p[1:-1]}>.+?)" if p.startswith("{") else re.escape(p) for p in parts
            )
            out.append((re.compile(f"^{body}$", re.S), ru))
    return tuple(out)


def help_words(text: str) -> str:
    """A help text in the current language (it stays English when no Russian is kept;
    tests/test_cli_speech.py makes sure every one is)."""
    if not text or not _ru():
        return text
    ru = catalogue()["help"].get(text)
    if ru is not None:
        return ru
    for pattern, ru in _patterns():
        hit = pattern.match(text)
        if hit:
            return ru.format(**hit.groupdict())
    return text


def translate(parser: argparse.ArgumentParser) -> None:
    """Put ``parser``'s help, descriptions, group titles and value words (its
    subcommands' too) in the current language."""
    if not _ru():
        return
    metavars = catalogue()["metavars"]
    parser.description = help_words(parser.description or "") or None
    for group in parser._action_groups:
        group.title = help_words(group.title or "") or None
        group.description = help_words(group.description or "") or None
    for action in parser._actions:
        if action.help and action.help != argparse.SUPPRESS:
            action.help = help_words(action.help)
        if action.option_strings and action.nargs != 0 and action.choices is None:
            metavar = action.metavar or action.dest.upper()
            if isinstance(metavar, str):
                action.metavar = metavars.get(metavar, metavar)
        elif isinstance(action.metavar, str):
            action.metavar = metavars.get(action.metavar, action.metavar)
        if isinstance(action, argparse._SubParsersAction):
            for choice in action._choices_actions:
                choice.help = help_words(choice.help or "")
            for sub in set(action.choices.values()):
                translate(sub)


# ---- errors


def _value(value: object) -> str:
    """A value inside a Russian sentence: text in «», numbers with a decimal comma."""
    if isinstance(value, bool) or value is None:
        return catalogue()["values"][json.dumps(value)]
    if isinstance(value, float):
        return f"{value:g}".replace(".", ",")
    if isinstance(value, int):
        return str(value)
    if isinstance(value, str):
        return f"«{value}»"
    if isinstance(value, (tuple, list)):
        return ", ".join(_value(v) for v in value)
    return f"«{json.dumps(value, ensure_ascii=False)}»"


def _param(name: str, value: object) -> str:
    from ..engine.cards import KINDS_BY_ID

    if name == "option" and isinstance(value, str):
        return catalogue()["options"].get(value, f"«{value}»")
    if name in ("kind", "kinds"):
        kinds = value if isinstance(value, (tuple, list)) else (value,)
        return ", ".join(
            KINDS_BY_ID[k].ru if isinstance(k, str) and k in KINDS_BY_ID else _value(k)
            for k in kinds
        )
    if name == "errno" and isinstance(value, int):
        import errno

        oserrors = catalogue()["oserrors"]
        return oserrors.get(errno.errorcode.get(value, ""), oserrors["other"])
    if isinstance(value, BaseException):
        return told(value)
    if isinstance(value, str) and name not in ("value", "recipe"):
        return value  # a flag, a file, a name, words already told: as they are
    return _value(value)


def told(error: BaseException) -> str:
    """What ``error`` tells a person, in the current language: by its ``words`` and
    ``params`` from the catalogue in Russian, else its own English message."""
    words = getattr(error, "words", "")
    if words and _ru():
        template = catalogue()["messages"].get(words)
        if template is not None:
            params: Mapping[str, Any] = getattr(error, "params", {})
            return template.format(**{k: _param(k, v) for k, v in params.items()})
    return str(error)


def say(words: str, english: str, **params: object) -> str:
    """A message of the command line itself: ``english`` (already told with
    ``params``), or in Russian the catalogue's ``messages[words]``."""
    if _ru():
        template = catalogue()["messages"].get(words)
        if template is not None:
            return template.format(**{k: _param(k, v) for k, v in params.items()})
    return english


def error_line(message: str) -> str:
    """``svintus: error: ...`` (in Russian ``svintus: ошибка: ...``)."""
    return say("line", f"svintus: error: {message}", message=message)


def yes(answer: str) -> bool:
    """Whether ``answer`` to a [Y/n] question says yes (Enter does; «д» typed on a Latin
    keyboard is ``l``)."""
    words = {"", "y", "yes", "l"}
    if _ru():
        words |= set(catalogue()["values"]["yes"].split())
    return answer.strip().lower() in words


# ---- numbers and counted words


def number(x: float, digits: int = 0) -> str:
    """``x`` as a person reads it in the current language: ``95,523`` and ``0.25`` in
    English, ``95 523`` (a no-break space) and ``0,25`` in Russian."""
    text = f"{x:,.{digits}f}"
    return text.replace(",", "\u00a0").replace(".", ",") if _ru() else text


def counted(n: float, noun: str, english: tuple[str, str], digits: int = 0) -> str:
    """``n`` with its noun (after a no-break space) in the form the number asks for:
    ``1 game``, ``5 games``; in Russian by the catalogue's ``counted[noun]`` (one, few,
    many): «1 партия», «2 партии», «5 партий», and a fraction that of «2,5 партии».

    >>> set_speech("ru")
    >>> counted(21, "games", ("game", "games")), counted(14.25, "points", ("", ""), 1)
    ('21\xa0партия', '14,2\xa0очка')
    >>> set_speech("en")
    >>> counted(1, "games", ("game", "games")), counted(1_000, "games", ("game", "games"))
    ('1\xa0game', '1,000\xa0games')
    """
    from ..phrases import plural_form

    lang = "ru" if _ru() else "en"
    forms = catalogue()["counted"][noun] if lang == "ru" else english
    # a number shown with a fraction reads as one: «1,0 очка», "1.0 points"
    form = plural_form(0.5 if digits else round(n), lang)
    return f"{number(n, digits)}\u00a0{forms[form]}"  # a line never parts them
