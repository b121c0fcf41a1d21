"""Sentences for people: every event the engine emits, in Russian and English.

The sentences live in one catalogue, ``svintus/web/phrases.json``, read here (the terminal)
and by ``web/phrases.js`` (the page) the same way; docs/phrases.md describes its format.
An event is rendered from its protocol form (:func:`svintus.table.messages.event_json`,
redacted for the viewer), so the terminal and the page see the same fields:

>>> from svintus.engine import events as ev
>>> from svintus.engine.cards import face_of
>>> feed = Feed("ru", ["Аня", "Бот 2", "Бот 3", "Бот 4"], viewer=0)
>>> feed.event(ev.Winked(7, 3, 0))
'Бот 4 подмигивает вам'
>>> feed.event(ev.WindowClosed(7))
'Бот 4 подмигивает вам — никто не заметил'
>>> Feed("ru", ["Аня", "Бот 2"], viewer=1).event(ev.Winked(7, 1, 0))
'Бот 2 подмигивает игроку Аня'
>>> feed.event(ev.Noticed(2, 1))
'Бот 3 замечает подмигивание Бота 2!'
>>> feed.event(ev.Given(2, 1, 2, "shmotrun", ()))
'Бот 3 выбирает Боту 2 2 карты за замеченное подмигивание'
>>> Feed("en", ["Anya", "Bot 2"]).event(ev.Played(1, face_of("G7"), -1, False))
'Bot 2 plays green 7'
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from importlib import resources
from typing import Any

from .engine import events as ev
from .engine.cards import COLOURS, GREY, KINDS, KINDS_BY_ID, NUMBER, face_of
from .engine.errors import NotationError
from .grammar_ru import card_ru, player_ru

LANGS = ("ru", "en")
_PLACEHOLDER = re.compile(
    r"\{([a-z_.]+)(?:([*+])(\d+))?(?::(nom|gen|dat|acc|ins|loc|pos))?(?:#(\w+))?(?:@(\w+))?\}"
)

Json = dict[str, Any]


@lru_cache(maxsize=1)
def catalogue() -> Json:
    """The catalogue, as the page reads it too."""
    text = resources.files("svintus").joinpath("web", "phrases.json").read_text("utf-8")
    data: Json = json.loads(text)
    return data


def kind_names(lang: str) -> dict[str, str]:
    """Each card kind's printed name (engine/cards.py) in ``lang``."""
    return {k.id: (k.ru if lang == "ru" else k.en) for k in KINDS}


# ---- cards by their printed names, players in cases (svintus.grammar_ru)


def card_label(notation: str, lang: str, case: str = "nom") -> str:
    """A card by its printed name in ``lang`` (in Russian in ``case``): ``зелёная 7``,
    ``red Khapyozh``, ``«Шалун!»``, ``синего Хапёжа``."""
    if lang == "ru":
        return card_ru(notation, case)
    try:
        face = face_of(notation)
    except NotationError:
        return notation
    from .engine.cards import FACES

    f = FACES[face]
    if f.kind.code == NUMBER:
        return f"{COLOURS[f.colour]} {f.value}"
    if f.colour == GREY:
        return f.kind.en
    return f"{COLOURS[f.colour]} {f.kind.en}"


def decline(name: str, case: str, lang: str, you: bool = False) -> str:
    """A player named ``name`` in a Russian grammatical ``case`` (:func:`player_ru`: a bot
    declines, a person's name does not: «игроку Аня»; ``you``: «вам»); else as is."""
    if lang != "ru":
        return name
    return player_ru(name, case, you)


def plural_form(n: float, lang: str) -> int:
    """The index of the plural form for ``n``: en one/other; ru one/few/many."""
    if lang != "ru":
        return 0 if n == 1 else 1
    if n != int(n):
        return 1
    i = abs(int(n))
    if i % 10 == 1 and i % 100 != 11:
        return 0
    if 2 <= i % 10 <= 4 and not 12 <= i % 100 <= 14:
        return 1
    return 2


# ---- rendering


def _none(v: Any) -> bool:
    return v is None or v == -1 or v == "" or (isinstance(v, list | tuple) and not v)


@dataclass
class Hooks:
    """How the host shows a seat (its declined name given), a card (its notation and the
    Russian case it takes) and plain text."""

    seat: Callable[[int, str], str] = lambda i, name: name
    card: Callable[[str, str], str] | None = None
    text: Callable[[str], str] = lambda s: s


@dataclass
class Feed:
    """Renders the events of one feed for one viewer: remembers what the catalogue's
    conditions look back at (the window an event opened, the last event of a kind)."""

    lang: str
    names: Sequence[str]
    viewer: int = -1
    hooks: Hooks = field(default_factory=Hooks)
    windows: dict[int, Json] = field(default_factory=dict)
    last: dict[str, Json] = field(default_factory=dict)

    def event(self, event: ev.Event) -> str:
        """One engine event as the viewer may see it (redacted), as a sentence."""
        from .table.messages import event_json

        return self.json(event_json(event, self.viewer, 0))

    def json(self, e: Mapping[str, Any]) -> str:
        """One protocol event as a sentence ("" when there is nothing to tell)."""
        text = sentence(e, self.lang, self.names, self.viewer, self.hooks, self.windows, self.last)
        remember(e, self.windows, self.last)
        return text


def remember(e: Mapping[str, Any], windows: dict[int, Json], last: dict[str, Json]) -> None:
    """What later conditions look back at, after ``e`` (catalogue ``forget``)."""
    kind = str(e.get("kind"))
    for rule in catalogue()["forget"]:
        if rule["kind"] == kind and _matches(rule.get("when", {}), e, -1, windows, last):
            for memo in rule["memo"]:
                last.pop(memo, None)
    if kind != "window_closed" and isinstance(e.get("window"), int):
        windows[e["window"]] = dict(e)
    last[kind] = dict(e)


def _get(
    path: str, e: Mapping[str, Any], windows: Mapping[int, Json], last: Mapping[str, Json]
) -> Any:
    parts = path.split(".")
    root: Any = e
    if parts[0] == "opener":
        root, parts = windows.get(e.get("window", -1)), parts[1:]
    elif parts[0] == "last" and len(parts) > 1:
        root, parts = last.get(parts[1]), parts[2:]
    for p in parts:
        if not isinstance(root, Mapping):
            return None
        root = root.get(p)
    return root


def _matches(
    when: Mapping[str, Any],
    e: Mapping[str, Any],
    viewer: int,
    windows: Mapping[int, Json],
    last: Mapping[str, Json],
) -> bool:
    for path, want in when.items():
        v = _get(path, e, windows, last)
        if want == "$none":
            ok = _none(v)
        elif want == "$some":
            ok = not _none(v)
        elif want == "$one":
            ok = isinstance(v, list | tuple) and len(v) == 1
        elif want == "$me":
            ok = viewer >= 0 and v == viewer
        elif isinstance(want, str) and want.startswith("="):
            ok = not _none(v) and v == _get(want[1:], e, windows, last)
        elif isinstance(want, list):
            ok = v in want
        else:
            ok = v == want and type(v) is type(want)
        if not ok:
            return False
    return True


def key_for(
    e: Mapping[str, Any],
    viewer: int = -1,
    windows: Mapping[int, Json] | None = None,
    last: Mapping[str, Json] | None = None,
) -> str:
    """The catalogue key of the sentence for ``e``."""
    kind = str(e.get("kind"))
    for rule in catalogue()["rules"].get(kind, ()):
        if _matches(rule.get("when", {}), e, viewer, windows or {}, last or {}):
            key: str = rule["key"]
            return re.sub(r"\{(\w+)\}", lambda m: str(e.get(m.group(1))), key)
    return kind


def sentence(
    e: Mapping[str, Any],
    lang: str,
    names: Sequence[str],
    viewer: int = -1,
    hooks: Hooks | None = None,
    windows: Mapping[int, Json] | None = None,
    last: Mapping[str, Json] | None = None,
) -> str:
    """The sentence for protocol event ``e`` in ``lang`` ("" when nothing to tell)."""
    windows, last = windows or {}, last or {}
    template: str = catalogue()[lang][key_for(e, viewer, windows, last)]
    return render(template, e, lang, names, hooks, windows, last, viewer)


def panel(
    key: str,
    lang: str,
    names: Sequence[str],
    data: Mapping[str, Any],
    hooks: Hooks | None = None,
    viewer: int = -1,
) -> str:
    """A sentence of the catalogue's ``panels`` (what is open now, not an event: an
    Etiquette chance, a task owed, a race) with the fields of ``data``; ``viewer``'s seat
    reads «вы» in the cases that take it («вам», «вас»)."""
    template: str = catalogue()["panels"][lang][key]
    return render(template, data, lang, names, hooks, viewer=viewer)


def render(
    template: str,
    e: Mapping[str, Any],
    lang: str,
    names: Sequence[str],
    hooks: Hooks | None = None,
    windows: Mapping[int, Json] | None = None,
    last: Mapping[str, Json] | None = None,
    viewer: int = -1,
) -> str:
    """``template`` with its placeholders filled from ``e`` (docs/phrases.md)."""
    cat = catalogue()
    h = hooks or Hooks()
    windows, last = windows or {}, last or {}
    misc = cat["misc"][lang]
    seats, seat_lists, cards = set(cat["seats"]), set(cat["seat_lists"]), set(cat["cards"])

    def seat(i: Any, case: str) -> str:
        if not isinstance(i, int) or not 0 <= i < len(names):
            return h.text(misc["someone"])
        if lang != "ru" or case == "nom":
            return h.seat(i, h.text(names[i]))
        if i == viewer and case != "pos":  # «вам», «вас»: the pronoun, no name
            return h.text(player_ru(names[i], case, you=True))
        shown = player_ru(names[i], case)
        head = shown[: len(shown) - len(names[i])] if shown.endswith(names[i]) else ""
        return h.text(head) + h.seat(i, h.text(shown[len(head) :]))

    def card(c: Any, case: str) -> str:
        if not isinstance(c, str):
            return h.text(misc["a_card"])
        return h.card(c, case) if h.card else h.text(card_label(c, lang, case))

    def fill(m: re.Match[str]) -> str:
        path, op, num, case, word, table = m.groups()
        v = _get(path, e, windows, last)
        name = path.rsplit(".", 1)[-1]
        if op:
            v = (v or 0) * int(num) if op == "*" else (v or 0) + int(num)
        if word:
            n = float(v) if isinstance(v, int | float | str) and str(v) else 0.0
            shown = str(v).replace(".", ",") if lang == "ru" else str(v)
            return h.text(f"{shown} {cat['words'][lang][word][plural_form(n, lang)]}")
        if table:
            return h.text(_lookup(table, v, lang))
        if name in seat_lists:
            parts = [seat(i, case or "nom") for i in (v or ())]
            if len(parts) > 1:
                return ", ".join(parts[:-1]) + h.text(misc["and"]) + parts[-1]
            return parts[0] if parts else h.text(misc["someone"])
        if name in seats:
            return seat(v, case or "nom")
        if name in cards:
            if isinstance(v, list | tuple):
                return ", ".join(card(c, case or "nom") for c in v)
            return card(v, case or "nom")
        return h.text(str(v))

    out: list[str] = []
    at = 0
    for m in _PLACEHOLDER.finditer(template):
        out.append(h.text(template[at : m.start()]))
        out.append(fill(m))
        at = m.end()
    out.append(h.text(template[at:]))
    return "".join(out)


def _lookup(table: str, value: Any, lang: str) -> str:
    if table == "kind":
        kind = KINDS_BY_ID.get(str(value))
        if kind is None:
            raise KeyError(f"no card kind {value!r}")
        return kind.ru if lang == "ru" else kind.en
    rows = catalogue()["tables"][table][lang]
    if isinstance(rows, list):
        return str(rows[int(value)])
    return str(rows[str(value)])
