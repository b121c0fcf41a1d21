"""The terminal's language and the words it tells players: seat names, card names and
the feed's sentences from the phrase catalogue (svintus/phrases.py, docs/phrases.md).

The language is ``svintus play --lang ru|en``; by default the environment's locale
(``LC_ALL``, ``LC_MESSAGES``, ``LANG``: Russian if it starts with ``ru``).

>>> from svintus.engine import events as ev
>>> set_lang("ru")
>>> Teller(0, seat_names(3, 0)).lines([ev.Noticed(0, 2)])
['Игрок (вы) замечает подмигивание Бота 3!']
>>> set_lang("en")
>>> Teller(0, seat_names(3, 0)).lines([ev.Bowed(1, 0)])
['Bot 2 bows to Player (you)']
"""

from __future__ import annotations

import os
import re
from collections.abc import Mapping, Sequence
from typing import Any

from ..engine import actions as A
from ..engine import events as ev
from ..engine.actions import Act, Action
from ..engine.cards import COLOURS, card_name
from ..engine.families.courage.phrases import PARODIST_WORDS
from ..grammar_ru import it_ru
from ..phrases import LANGS, Feed, Hooks, card_label, decline, panel, plural_form

_lang = ""


def default_lang(env: Mapping[str, str] | None = None) -> str:
    """The language of the environment's locale: ``ru`` or ``en``."""
    env = os.environ if env is None else env
    for key in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(key, "")
        if value:
            return "ru" if value.lower().startswith("ru") else "en"
    return "en"


def set_lang(lang: str) -> None:
    if lang not in LANGS:
        raise ValueError(f"unknown language {lang!r}: ru or en")
    global _lang
    _lang = lang


def lang() -> str:
    return _lang or default_lang()


def ru() -> bool:
    return lang() == "ru"


def tr(en: str, ru_text: str) -> str:
    """The text in the current language."""
    return ru_text if ru() else en


def seat_names(n: int, person: int) -> tuple[str, ...]:
    """Names for a local table: the person is "Player", the bots "Bot 2" … by seat."""
    return tuple(
        tr("Player", "Игрок") if p == person else tr(f"Bot {p + 1}", f"Бот {p + 1}")
        for p in range(n)
    )


def card(notation: str, case: str = "nom") -> str:
    """A card by its printed name in the current language (in Russian in ``case``:
    ``card("R0", "acc")`` is «красную 0»)."""
    return card_label(notation, lang(), case)


def it(notation: str) -> str:
    """The word for a card as an object: ``it`` / «его» (a Temnodel), «её» (a number card)."""
    return it_ru(notation, "acc") if ru() else "it"


def player_in(name: str, case: str, you: bool = False) -> str:
    """A player in a Russian ``case`` (``loc``: «на Боте 3», «на игроке Аня», «на вас»);
    in English the name, or ``you``."""
    if not ru():
        return "you" if you else name
    return decline(name, case, "ru", you)


def match_to(n: int) -> str:
    """``match to 1 point`` / «матч до 21 очка», «матч до 10 очков» (after «до» the
    genitive: one «очка», many «очков»).

    >>> set_lang("ru")
    >>> match_to(21), match_to(11), match_to(40)
    ('матч до 21 очка', 'матч до 11 очков', 'матч до 40 очков')
    >>> set_lang("en")
    """
    if not ru():
        return f"match to {n} point{'' if n == 1 else 's'}"
    return f"матч до {n} {'очка' if n % 10 == 1 and n % 100 != 11 else 'очков'}"


def cards_n(n: int) -> str:
    """``3 cards`` / «3 карты» as an object (the accusative: «1 карту»)."""
    return counted(n, ("card", "cards"), ("карту", "карты", "карт"))


def points(n: int) -> str:
    """``14 points`` / «14 очков»: a score with its word in the right form."""
    return counted(n, ("point", "points"), ("очко", "очка", "очков"))


_COLOURS_RU = ("красный", "оранжевый", "зелёный", "синий")


def colour_word(colour: int) -> str:
    """A colour's name in the current language."""
    return _COLOURS_RU[colour] if ru() else COLOURS[colour]


class Teller:
    """The feed's sentences for one seat, in order (the catalogue looks back at the
    window an event opened)."""

    def __init__(self, viewer: int, names: Sequence[str]) -> None:
        you = tr("you", "вы")
        hooks = Hooks(seat=lambda i, name: f"{name} ({you})" if i == viewer >= 0 else name)
        self.names = list(names)
        self.viewer = viewer
        self.feed = Feed(lang(), self.names, viewer, hooks)
        self._prev: ev.Event | None = None
        self._early: set[int] = set()  # players who said «Svintus!» before their card

    def lines(self, events: Sequence[ev.Event]) -> list[str]:
        out = [self.feed.event(self._said(e)) for e in events if not self._repeated(e)]
        return [line for line in out if line]

    def _told_race(self, e: ev.Event) -> bool:
        """A loser's cards of a slap race (R8.6) right after the race's close, which
        named them already: told again only to the loser, with the cards they took."""
        prev = self._prev
        if not (isinstance(e, ev.Took) and e.reason == ev.REASON_SLAP):
            return False
        told = isinstance(prev, ev.RaceClosed) and e.player in prev.losers
        return told and e.player != self.viewer

    def _said(self, e: ev.Event) -> ev.Event:
        """A chat line as the viewer reads it (:func:`said_text`)."""
        if isinstance(e, ev.Spoke):
            return e._replace(text=said_text(e.text, self.names))
        return e

    def _repeated(self, e: ev.Event) -> bool:
        """A «Svintus!» said on its own is told once: the card that follows reports the
        same declaration again, right after itself (docs/decisions.md, issue #13)."""
        if self._told_race(e):
            return True  # self._prev stays the close: the next loser's cards follow it
        prev, self._prev = self._prev, e
        card = prev is not None and not isinstance(prev, (ev.Declared, ev.Spoke))
        if not isinstance(e, ev.Declared):
            if card:
                self._early.discard(getattr(prev, "player", -1))
            return False
        if not (card and getattr(prev, "player", -1) == e.player):
            self._early.add(e.player)
            return False
        repeated = e.player in self._early
        self._early.discard(e.player)
        return repeated

    def json(self, data: Mapping[str, Any]) -> str:
        return self.feed.json(data)


# ---- the engine's chat suggestions (Game.hints) in the player's language

_YOUR_MOVE = re.compile(r"^(.+), your move$")
_SAY_KEYS = {"who has a seven?": "say_seven", "not me": "say_not_me"}
# R11.4 Parodist: the word for each family, English -> Russian (both are accepted)
_PARODIST = {en: ru_word for en, ru_word in PARODIST_WORDS.values()}


def suggested(text: str) -> str:
    """A line the engine suggests saying (an Etiquette bait that names a player or asks a
    question, an answer, a Parodist word), in the current language; what it provokes or
    answers stays the same (the name, the question mark). Other lines (a proverb, a sum,
    a song) are the player's own words and stay as they are."""
    if not ru():
        return text
    m = _YOUR_MOVE.match(text)
    if m:
        return panel("say_your_move", lang(), (), {"name": m[1]})
    if text in _SAY_KEYS:
        return panel(_SAY_KEYS[text], lang(), (), {})
    return _PARODIST.get(text, text)


def said_text(text: str, names: Sequence[str]) -> str:
    """What a player said, as the others read it: a seat in the engine's notation
    (``p2``, a table without display names) by its name, an Etiquette bait or a Parodist
    word in the current language (:func:`suggested`)."""

    def seat(m: re.Match[str]) -> str:
        p = int(m[1]) - 1
        return names[p] if 0 <= p < len(names) else m[0]

    return re.sub(r"\bp(\d+)\b", seat, suggested(text))


# ---- the moves list: each action in words (no notation), grouped like the page's panel

_VERBS: dict[int, tuple[str, str]] = {
    Act.PLAY: ("Play", "Сыграть"),
    Act.INTERCEPT: ("Intercept with", "Перехватить:"),
    Act.DRAW: ("Draw a card", "Взять карту"),
    Act.PASS: ("Keep the drawn card", "Оставить взятую карту"),
    Act.ACCEPT: ("Accept the penalty", "Принять штраф"),
    Act.NAME_COLOUR: ("Name the colour", "Назвать цвет"),
    Act.DECLARE: ("Say «Svintus!»", "Сказать «Свинтус!»"),
    Act.CATCH: ("Catch without «Svintus!»", "Поймать без «Свинтус!»"),
    Act.SLAP: ("Slap", "Хлопнуть"),
    Act.SPEAK: ("Say something (chat: t)", "Сказать (чат: t)"),
    Act.DARK: ("Face down", "Рубашкой вверх"),
    Act.CHECK: ("Check the last card", "Проверить последнюю карту"),
    Act.GIVE_UP: ("Give up the Svinorost", "Сдаться в Свиноросте"),
    Act.ETIQUETTE: ("Hand over", "Вручить"),
    Act.AWAY: ("Leave the seat", "Встать из-за стола"),
    Act.BACK: ("Back to the seat", "Вернуться за стол"),
    Act.TOUCH: ("Put a hand on the table", "Положить руку на стол"),
    Act.WINK: ("Wink at", "Подмигнуть"),
    Act.NOTICE: ("Noticed the wink of", "Заметить подмигивание"),
    Act.THROW: ("Throw a Shuriken at", "Бросить Шурикен в"),
    Act.PICK: ("Choose the cards for", "Выбрать карты для"),
    Act.GIFT: ("Give", "Подарить"),
    Act.BOX: ("Put into the box", "Убрать в коробку"),
    Act.BOW: ("Bow to", "Поклониться"),
    Act.WHISPER: ("Whisper", "Шепнуть"),
    Act.CLAP: ("Clap", "Хлопнуть в ладоши"),
    Act.STAND: ("Stand up / sit down", "Встать / сесть"),
    Act.OBJECT: ("Object to the answer of", "Возразить против ответа"),
    Act.UPHOLD: ("Uphold the objection", "Поддержать возражение"),
    Act.CHOOSE: ("Choose the opponent", "Выбрать соперника"),
    Act.CALL: ("Name the colour", "Назвать цвет"),
    Act.FLIP: ("Turn over the next card", "Открыть следующую карту"),
    Act.LAY: ("Lay", "Положить"),
    Act.YIELD: ("Take the temporary pile", "Забрать временную стопку"),
    Act.GIVE: ("Give", "Отдать"),
    Act.PULL: ("Pull a card from", "Вытянуть карту у"),
    Act.AWL: ("Awl for Soap: swap hands", "Шило на мыло: обменяться руками"),
    Act.FIST: ("Put out a fist!", "Выставить кулак!"),
    Act.PAY: ("Give the cards", "Отдать карты"),
    Act.FAS: ("Say «Fas!»", "Сказать «Фас!»"),
    Act.GRAB: ("Grab the card of", "Схватить карту у"),
    Act.FEAT: ("Set a feat", "Поставить рекорд"),
    Act.ATTEMPT: ("Try the feat", "Попробовать повторить"),
    Act.HUTS: ("Put into a hut", "Поставить в домик"),
    Act.ITEM: ("Name an item of", "Назвать вещь игрока"),
    Act.TAP: ("Touch the named item", "Коснуться названной вещи"),  # no seat: R12.10
}
# kinds whose ``target`` is a seat
_AIMED_KINDS = frozenset(
    (
        Act.CATCH, Act.ETIQUETTE, Act.WINK, Act.NOTICE, Act.THROW, Act.PICK, Act.GIFT,
        Act.BOW, Act.OBJECT, Act.CHOOSE, Act.PULL, Act.GRAB, Act.ITEM, Act.GIVE,
    )
)  # fmt: skip
# the Russian case of the seat after each verb (the others: "→ Name")
_CASE = {
    Act.WINK: "dat",
    Act.NOTICE: "gen",
    Act.THROW: "acc",
    Act.PICK: "gen",
    Act.GIFT: "dat",
    Act.BOW: "dat",
    Act.OBJECT: "gen",
    Act.PULL: "gen",
    Act.GRAB: "gen",
    Act.ITEM: "gen",
    Act.GIVE: "dat",
}
# the verbs whose card is the Russian object in the accusative: «Сыграть красную 3»
_ACCUSATIVE = frozenset(
    (Act.PLAY, Act.BOX, Act.LAY, Act.GIVE, Act.HUTS, Act.DARK, Act.ETIQUETTE, Act.GIFT)
)


TURN_KINDS = frozenset((Act.PLAY, Act.DRAW, Act.PASS, Act.ACCEPT, Act.NAME_COLOUR))


def action_label(action: Action, names: Sequence[str]) -> str:
    """An action in words: verb, the card by its name, the seat by its name, a colour."""
    en, ru_text = _VERBS.get(action.kind, ("Act", "Действие"))
    parts = [tr(en, ru_text)]
    if action.kind == Act.SLAP:
        parts = [tr("Slap the deck", "Хлопнуть по колоде")]
        if action.place != A.DECK:
            parts = [tr("Slap the pile (wrong!)", "Хлопнуть по стопке (не туда!)")]
    elif action.kind == Act.SPEAK and action.text:
        parts = [tr("Say", "Сказать")]
    elif action.kind == Act.STAND:
        parts = [tr("Stand up", "Встать") if action.standing else tr("Sit down", "Сесть")]
    elif action.kind == Act.HUTS:
        slot = str(action.hut + 1) if action.hut is not None else ""
        parts = [tr(f"Put into hut {slot}", f"Поставить в домик {slot}")]
    if action.card is not None:
        parts.append(card(card_name(action.card), "acc" if action.kind in _ACCUSATIVE else "nom"))
        if action.kind == Act.BOX:  # «Убрать красную 0 в коробку»
            parts = [tr("Put", "Убрать"), parts[-1], tr("into the box", "в коробку")]
    if action.kind == Act.DARK and action.number is not None:
        parts.append(tr("as", "как") + " «" + card(card_name(action.number)) + "»")
    aimed = action.aimed
    if action.kind in _AIMED_KINDS and aimed is not None and 0 <= aimed < len(names):
        case = _CASE.get(action.kind, "nom") if action.card is None else "nom"
        who = decline(names[aimed], case, lang())
        parts.append(("→ " if action.card is not None or case == "nom" else "") + who)
    if action.colour is not None:
        if action.card is not None:  # a Polisvin names its colour: "Play Polisvin, naming red"
            parts[-1] += ","
            parts.append(tr("naming", "назвав"))
        parts.append(colour_word(action.colour))
    if action.svintus:
        parts.append(tr("+ «Svintus!»", "+ «Свинтус!»"))
    return " ".join(parts)


def group_of(action: Action) -> str:
    """The moves list's group of an action, as a heading."""
    if action.kind in TURN_KINDS or action.kind in (Act.DARK, Act.CHECK, Act.GIVE_UP):
        return tr("Your turn", "Ваш ход")
    if action.kind in (Act.INTERCEPT, Act.DECLARE, Act.CATCH, Act.SLAP, Act.SPEAK):
        return tr("Any time", "В любой момент")
    return tr("Svintus 2.0", "Свинтус 2.0")


# ---- the screen's own words: fitting a line, seconds, the pace, the start and the end


def fit(text: str, width: int) -> str:
    """One line of at most ``width`` characters: cut with an ellipsis when longer (a line
    never wraps a rule's words onto a line of their own)."""
    if width <= 0 or len(text) <= width:
        return text
    return text[: max(width - 1, 0)].rstrip() + "…"


def seconds(value: float, digits: int = 1) -> str:
    """``6.2 s`` / ``6,2 с``: a time with the unit, a decimal comma in Russian."""
    number = f"{value:.{digits}f}" if digits >= 0 else f"{value:g}"
    return f"{number.replace('.', ',')} с" if ru() else f"{number} s"


_PACES = {
    "blitz": "блиц",
    "publisher": "как в правилах",
    "normal": "обычный",
    "relaxed": "спокойный",
}


def pace_name(name: str) -> str:
    """A turn-time preset's name in the current language."""
    return _PACES.get(name, name) if ru() else name


def counted(n: int, en: tuple[str, str], ru_forms: tuple[str, str, str]) -> str:
    """``3 bots`` / ``3 ботов``: a number with its noun in the right form (the Russian
    forms are given in the case the sentence needs)."""
    forms = ru_forms if ru() else en
    return f"{n} {forms[plural_form(n, lang())]}"


def start_lines(target: int, bots: int, pace: str) -> list[str]:
    """The start screen: the match, the pace, where the keys are."""
    against = counted(bots, ("bot", "bots"), ("бота", "ботов", "ботов"))
    return [
        tr(
            f"svintus: a {match_to(target)} against {against}",
            f"свинтус: {match_to(target)} против {against}",
        ),
        tr(
            f"pace: {pace}; svintus play --pace changes it",
            f"темп: {pace}; его меняет svintus play --pace",
        ),
        tr("? shows the keys and the rules of a turn", "? — клавиши и правила хода"),
    ]


def press_to_start() -> str:
    return tr("press any key to start", "нажмите любую клавишу, чтобы начать")


def goodbye(games: int, scores: str) -> str:
    """The last line: the match's scores so far."""
    done = counted(games, ("game", "games"), ("партии", "партий", "партий"))
    return tr(f"bye. scores after {done}: {scores}", f"до встречи! счёт после {done}: {scores}")


# ---- the keys, the footer and the dialogs: the English text is the key of its Russian

_UI_RU: dict[str, str] = {
    # the footer
    "play": "сыграть",
    "draw": "взять",
    "keep": "оставить",
    "accept": "принять",
    "Svintus!": "Свинтус!",
    "catch": "поймать",
    "slap": "хлопнуть",
    "moves": "ходы",
    "chat": "чат",
    "all keys": "все клавиши",
    "quit": "выйти",
    # the help screen's keys
    "← →": "← →",
    "Enter, click": "Enter, щелчок",
    "d, click deck": "d, щелчок по колоде",
    "c, click seat": "c, щелчок по игроку",
    "x, click pile": "x, щелчок по стопке",
    "n, match over": "n, после матча",
    "Space": "Пробел",
    "choose a card of your hand": "выбрать карту в руке",
    "the first / the last card": "первая / последняя карта",
    "choose card 1-9, 10": "выбрать карту 1–9, 10",
    "play the chosen card; out of turn, intercept it": (
        "сыграть выбранную карту; не в свой ход — перехватить ею"
    ),
    "draw a card": "взять карту",
    "keep the card you drew and end the turn": "оставить взятую карту и закончить ход",
    "accept a pending Khapyozh or Zakhrapin": "принять Хапёж или Захрапин",
    'say "Svintus!" before your second-to-last card': (
        "сказать «Свинтус!» перед предпоследней картой"
    ),
    'catch a player who did not say "Svintus!"': "поймать игрока, не сказавшего «Свинтус!»",
    "slap the deck in a Khlopkopyt race": "хлопнуть по колоде в гонке Хлопкопыта",
    "slap the play pile (wrong: no slap, R8.6)": "хлопнуть по стопке (ошибка: хлопок не засчитан)",
    "name the colour of a start Polisvin you dealt": (
        "назвать цвет Полисвина, открытого при раздаче"
    ),
    "give up a Svinorost chain": "сдаться в цепочке Свинороста",
    "check the previous dark card of a Temnodel chain": (
        "проверить прошлую тёмную карту в цепочке Темнодела"
    ),
    "Hands: the chosen card into hut 1 / 2": "Руки: выбранную карту в домик 1 / 2",
    "the list of every legal move (Enter plays one, Esc back)": (
        "список всех ходов (Enter — сделать, Esc — назад)"
    ),
    "chat (Enter sends, Esc back); in silence it costs 2": (
        "чат (Enter — отправить, Esc — назад); в тишине стоит 2 карты"
    ),
    "this help": "эта помощь",
    "leave the match (asks first)": "выйти из матча (с вопросом)",
    "a rematch: the same seats and options, a new seed": (
        "реванш: те же места и правила, новая раздача"
    ),
    "t: chat  (Enter sends, Esc back)": "t: чат  (Enter — отправить, Esc — назад)",
    # the dialogs
    "r o g b or Enter to name it; Esc: back": "r o g b или Enter — назвать; Esc — назад",
    "a number or Enter to choose; Esc: back": "цифра или Enter — выбрать; Esc — назад",
    "Leave the match? (y / n)": "Выйти из матча? (y / n)",
    "The running game's record is saved if records are on.": (
        "Запись идущей партии сохранится, если записи включены."
    ),
    "game": "партия",
    "total": "итого",
    "Space or a click: mark a card; Enter: send; Esc: back": (
        "Пробел или щелчок — отметить карту; Enter — отдать; Esc — назад"
    ),
    "these cards are not a legal choice: mark others": "эти карты выбрать нельзя: отметьте другие",
    "svintus: keys": "свинтус: клавиши",
    "Esc, ? or Enter: back to the table": "Esc, ? или Enter — назад к столу",
    "the table is paused; ": "стол на паузе; ",
    "n: a rematch (a new seed) · ": "n — реванш (новая раздача) · ",
    "Enter or q: leave": "Enter или q — выйти",
    "Enter: the next game · q: leave": "Enter — следующая партия · q — выйти",
    "record saved: ": "запись сохранена: ",
}


from .more_words import UI_RU as _MORE_RU  # noqa: E402  (issue 27's words)

_UI_RU.update(_MORE_RU)


def ui(en: str) -> str:
    """The screen's own word ``en`` in the current language."""
    return _UI_RU.get(en, en) if ru() else en


# ---- the help screen's rules of a turn and the first-game tips (tips.py)

HELP_RULES = {
    "en": [
        "On your turn play one card onto the top card: same colour or same value;",
        "a Prescription also goes onto the same Prescription of any colour.",
        "Or draw one card. Out of turn you may intercept an exact copy of",
        'the top card. Declare "Svintus!" before the play that leaves you one',
        "card, or anyone may catch you until the next move.",
    ],
    "ru": [
        "В свой ход положите на верхнюю карту одну карту того же цвета или",
        "достоинства; Предписание кладётся и на такое же Предписание любого цвета.",
        "Или возьмите одну карту. Не в свой ход можно перехватить точной копией",
        "верхней карты. Скажите «Свинтус!» перед ходом, после которого у вас",
        "останется одна карта, иначе любой может поймать вас до следующего хода.",
    ],
}

_TIPS_RU = {
    "race": "гонка хлопков: жмите пробел сейчас; хлопнувший последним берёт 2 карты",
    "penalty": ("на вас штраф: примите его (a) или переведите картой того же вида, любого цвета"),
    "intercept": (
        "у вас точная копия только что сыгранной карты: сыграйте её сейчас, не в свой "
        "ход, и игра пойдёт от вас"
    ),
    "silence": "тишина: кто заговорит до следующего хода игрока Тихохрюна, берёт 2 карты",
    "last_card": (
        "у вас предпоследняя карта: нажмите s («Свинтус!») до хода, иначе вас могут "
        "поймать и дать 3 карты"
    ),
    "race_ahead": (
        "у вас Хлопкопыт: когда его кто-нибудь сыграет, все сразу хлопают по колоде "
        "(пробел), и хлопнувший последним берёт 2 карты"
    ),
    "svinorost": (
        "цепочка Свинороста: положите цифровую карту показанного достоинства или на единицу "
        "больше — или сдайтесь (u) и возьмите столько карт, сколько на верхней"
    ),
    "dark": (
        "цепочка Темнодела: положите карту рубашкой вверх и объявите её, правду или нет; "
        "следующий может проверить последнюю (k): лгун или ошибившийся берёт тёмные карты"
    ),
    "etiquette_chance": (
        "этикет: игрок только что нарушил правило; вручите ему свою карту Этикета (m, "
        "список ходов) — он возьмёт её и ещё 2 карты на ваш выбор"
    ),
    "etiquette_broken": (
        "вы нарушили правило этикета (в ленте сказано, какое): несколько секунд вам могут "
        "вручить карту Этикета, и вы возьмёте её и ещё 2 карты"
    ),
    "wink": (
        "кто-то подмигивает (на панели сказано, кто): заметьте это (m, список ходов), пока "
        "не поздно, иначе подмигнувший вручит Шмотрун и 2 карты"
    ),
    "courage": (
        "у вас задание Смелости (на панели сказано, какое): успейте его выполнить (m, "
        "список ходов; t — написать) — за невыполненное задание 2 карты"
    ),
    "challenge": (
        "карта Вызова: участвует весь стол; панель говорит, что делать и сколько осталось "
        "времени (m, список ходов); кто не справится или окажется последним, берёт карты"
    ),
}


def tip_words(key: str, en: str) -> str:
    """A first-game tip in the current language."""
    return _TIPS_RU.get(key, en) if ru() else en
