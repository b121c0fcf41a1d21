"""What the human sees at a prompt, and how their typed line becomes an action.

Plain text only, in the game's language (words.py): a few lines of state, the numbered
moves in words, one line of error. Players are named as the feed names them
(:func:`~.words.seat_names`: «Игрок (вы)», «Бот 3»), cards by their printed names
(:func:`~.words.card`: «красный Хапёж»); no seat id, notation or field ever shows. An
expert may still type a move in notation (``play G7``); that is an input form only.

>>> from svintus.engine import Rules
>>> from svintus.terminal.words import set_lang
>>> set_lang("ru")
>>> pending_line("khapyozh", 2, 0, 0, ("Игрок", "Бот 2"))
'На вас Хапёж ×2: возьмите 6 карт или переведите его'
>>> set_lang("en")
>>> pending_line("khapyozh", 1, 1, 0, ("Player", "Bot 2"))
'A Khapyozh on Bot 2: they take 3 cards or transfer it'
"""

from __future__ import annotations

import textwrap
from collections.abc import Sequence

from ..engine.actions import Act, Action
from ..engine.cards import KHAPYOZH, KINDS_BY_ID, card_name
from ..engine.errors import GameOver, NotationError, NotYourTurn, SvintusError, TooLate
from ..engine.families.courage.phrases import language_of
from ..engine.game import Game
from ..engine.notation import VERBS, parse_action
from ..phrases import decline
from ..table.feats import FEATS
from ..table.offers import Offer, offers, words
from .words import (
    action_label,
    card,
    colour_word,
    counted,
    lang,
    ru,
    said_text,
    suggested,
    tr,
)

WIDTH = 80  # a phone-width terminal
LET_GO = frozenset({"", "0", "no", "n", "let go", "-", "нет", "пропустить"})
QUIT = frozenset({"quit", "exit", "q", "bye", "выход", "выйти"})
HELP = frozenset({"help", "h", "?", "помощь"})
# 2.0 actions that are open all the time (leaving the seat, a hand on the table, a wink):
# listed in the menus, but never a reason to stop and ask the person (plain mode).
STANDING = frozenset({"away", "back", "touch", "wink"})

TURN_RULES = {
    "en": """\
On your turn play one card onto the top card: same colour or same value; a Prescription
also goes onto the same Prescription of any colour; a Polisvin goes onto anything and
names a colour. Or draw one card: if it fits you may play it, else the turn ends.

Facing a Khapyozh (take 3) or a Zakhrapin (skip a turn) you must transfer it with a card
of the same kind or accept it. Say "Svintus!" with the play that leaves you one card,
or anyone may catch you until the next move: you take {penalty}.

Out of turn: intercept with an exact copy of the top card, catch a player who forgot
"Svintus!", and slap the deck fast when a Khlopkopyt is played (the last one takes 2).

Type a move's number; Enter lets an out-of-turn chance go; 'help' shows this; 'quit'
(or Ctrl-D) ends the match. There is no turn timer for you in this mode; the bots can
still dawdle.""",
    "ru": """\
В свой ход положите на верхнюю карту одну карту того же цвета или достоинства;
Предписание кладётся и на такое же Предписание любого цвета; Полисвин кладётся на
любую карту и назначает цвет. Или возьмите одну карту: если подходит, её можно сыграть,
иначе ход окончен.

Хапёж (взять 3) или Захрапин (пропустить ход) нужно перевести картой
того же вида или принять. Скажите «Свинтус!» вместе с ходом, после которого у вас
останется одна карта, иначе любой может поймать вас до следующего хода: вы возьмёте {penalty}.

Не в свой ход: перехватите точной копией верхней карты, поймайте забывшего «Свинтус!»,
а на Хлопкопыт быстро хлопните по колоде (последний берёт 2 карты).

Наберите номер хода; Enter — пропустить возможность не в свой ход; help — эта помощь;
quit (или Ctrl-D) — выйти из матча. В этом режиме у вас нет таймера хода; боты могут
медлить.""",
}

_BOT_KINDS = {
    "random": ("random", "случайные"),
    "uniform": ("uniform", "равномерные"),
    "heuristic": ("heuristic", "эвристические"),
    "ismcts": ("search", "с перебором"),
    "easy": ("easy", "лёгкие"),
    "normal": ("normal", "обычные"),
    "hard": ("hard", "сильные"),
}


def bot_kind(spec: str) -> str:
    """A bot spec (``normal``, ``ismcts:200ms``) as a word for players."""
    en, ru_word = _BOT_KINDS.get(spec.partition(":")[0], ("", ""))
    return tr(en, ru_word)


def help_text(svintus_penalty: int = 3) -> str:
    """The rules of a turn in the game's language, and how a move can be typed."""
    penalty = counted(svintus_penalty, ("card", "cards"), ("карту", "карты", "карт"))
    text = TURN_RULES[lang()].format(penalty=penalty)
    rules = [line for part in text.split("\n\n") for line in fold(" ".join(part.split()), "", 0)]
    if ru():
        typed = "Опытные могут набрать ход записью (play G7, draw, accept; docs/notation.md):"
        verbs = "\n".join(wrap(list(VERBS), "  ", ", "))
        return "\n".join([*rules, typed, verbs])
    listed = [line for verb, what in VERBS.items() for line in fold(f"{verb:<11}{what}", "  ", 13)]
    typed = "An expert may type a move in notation (docs/notation.md) instead of its number:"
    return "\n".join([*rules, typed, *listed])


def fold(text: str, lead: str = "", indent: int = 2) -> list[str]:
    """A sentence in lines of at most WIDTH characters, the next lines indented."""
    return textwrap.wrap(
        text,
        WIDTH,
        initial_indent=lead,
        subsequent_indent=" " * indent,
        break_long_words=False,
        break_on_hyphens=False,
    )


# ---------------------------------------------------------------- names


def who(p: int, names: Sequence[str], viewer: int) -> str:
    """A seat by its name, the viewer's marked ``(you)``."""
    if not 0 <= p < len(names):
        return tr("someone", "кто-то")
    return names[p] + (tr(" (you)", " (вы)") if p == viewer else "")


def scores(totals: Sequence[int], target: int, names: Sequence[str]) -> str:
    """Match totals: ``Player: 12, Bot 2: 0, Bot 3: 5 (to 40)``."""
    each = ", ".join(f"{names[p]}: {t}" for p, t in enumerate(totals))
    return each + tr(f" (to {target})", f" (до {target})")


def pending_line(kind: str, n: int, target: int, viewer: int, names: Sequence[str]) -> str:
    """A pending Khapyozh or Zakhrapin stack (R5.1-R5.3) in a sentence."""
    khap = kind == "khapyozh"
    printed = KINDS_BY_ID["khapyozh" if khap else "zakhrapin"]
    name = tr(printed.en, printed.ru)
    times = f" ×{n}" if n > 1 else ""
    cards = counted(3 * n, ("card", "cards"), ("карту", "карты", "карт"))
    if target == viewer:
        what = (
            tr(f"take {cards}", f"возьмите {cards}")
            if khap
            else tr("skip a turn", "пропустите ход")
        )
        return tr(
            f"A {name}{times} on you: {what} or transfer it",
            f"На вас {name}{times}: {what} или переведите его",
        )
    other = who(target, names, viewer)
    if ru():
        what = f"взять {cards}" if khap else "пропустить ход"
        return f"{name}{times} ждёт {decline(other, 'acc', 'ru')}: {what} или перевести"
    what = f"take {cards}" if khap else "skip a turn"
    return f"A {name}{times} on {other}: they {what} or transfer it"


# ---------------------------------------------------------------- the state


def status_lines(
    game: Game, viewer: int, totals: Sequence[int], target: int, names: Sequence[str]
) -> list[str]:
    """Top card, direction, hands, the match, a pending penalty or a silence (only when
    there is one) and the viewer's hand."""
    top = tr("Top: ", "Сверху: ") + card(card_name(game.top))
    if game.named >= 0:
        top += tr(", colour: ", ", цвет: ") + colour_word(game.named)
    way = (
        tr("clockwise", "по часовой")
        if game.direction > 0
        else tr("counter-clockwise", "против часовой")
    )
    deck = tr(f"deck {len(game.deck)}", f"в колоде {len(game.deck)}")
    lines = [f"{top} · {way} · {deck} · " + tr(f"move {game.move}", f"ход {game.move}")]
    sizes = [f"{who(p, names, viewer)}: {len(hand)}" for p, hand in enumerate(game.hands)]
    lines.extend(wrap(sizes, tr("Cards — ", "Карты — "), ", "))
    lines.extend(wrap(scores(totals, target, names).split(", "), tr("Match — ", "Счёт — "), ", "))
    if game.pending_kind >= 0:
        kind = "khapyozh" if game.pending_kind == KHAPYOZH else "zakhrapin"
        lines.append(pending_line(kind, game.pending_count, game.current, viewer, names))
    if game.silence >= 0:
        owner = who(game.silence, names, viewer)
        lines.append(
            tr(
                f"Silence (Tikhokhryun of {owner}): whoever speaks takes 2 cards",
                f"Тишина (Тихохрюн: {owner}): кто заговорит, берёт 2 карты",
            )
        )
    if 0 <= viewer < game.n:
        hand = game.hands[viewer]
        lead = tr(f"Your hand ({len(hand)}): ", f"Ваши карты ({len(hand)}): ")
        lines.extend(wrap([card(card_name(f)) for f in hand], lead, ", "))
    return lines


def wrap(items: Sequence[str], lead: str, sep: str = "   ") -> list[str]:
    """Items in lines of at most WIDTH characters, the first line led by ``lead``."""
    lines: list[str] = []
    line = lead
    indent = " " * min(len(lead), 8)
    for i, item in enumerate(items):
        last = i == len(items) - 1
        tail = "" if last else sep.rstrip()
        if len(line) + len(item) + len(tail) > WIDTH and line.strip():
            lines.append(line.rstrip())
            line = indent
        line += item + ("" if last else sep)
    lines.append(line.rstrip())
    return lines


# ---------------------------------------------------------------- the moves

# An entry of a menu: an action, or a 2.0 offer whose cards the person picks (R10-R12).
Entry = Action | Offer


def turn_menu(game: Game, player: int) -> list[Entry]:
    """The player's numbered moves on their turn: turn choices, then "Svintus!" and catches
    (and, in a 2.0 game, the 2.0 actions and suggestions of :func:`family_menu`)."""
    extra = [a for a in game.legal_actions(player) if a.kind in (Act.DECLARE, Act.CATCH)]
    turn = game.turn_actions()
    if game.families:
        turn = [a for a in turn if a.kind not in _FAMILY_ACTS or a.cards == ()]
        return [*turn, *extra, *[a for a in family_menu(game, player) if a not in turn]]
    return [*turn, *extra]


def chance_menu(game: Game, player: int) -> list[Entry]:
    """The player's out-of-turn chances now: interceptions (R4) and catches (R6.2), and in a
    2.0 game the 2.0 actions and suggestions of :func:`family_menu`."""
    out: list[Entry] = [
        a for a in game.legal_actions(player) if a.kind in (Act.INTERCEPT, Act.CATCH)
    ]
    if game.families:
        out.extend(family_menu(game, player))
    return out


_FAMILY_ACTS = frozenset(k for k in Act if k >= 20)


def family_offers(game: Game, player: int) -> list[Offer]:
    return offers(game.legal_actions(player))


def family_menu(game: Game, player: int) -> list[Entry]:
    """The 2.0 actions that need no choice of cards (R10-R12), then :meth:`Game.hints`,
    then the 2.0 actions given with cards the person picks from their hand."""
    every = family_offers(game, player)
    out: list[Entry] = [o.sources[0] for o in every if not o.choose]
    hints = [h for h in game.hints(player) if h.player == player and h not in out]
    out.extend(in_my_language(hints))
    out.extend(o for o in every if o.choose)
    return out


def in_my_language(hints: Sequence[Action]) -> list[Action]:
    """The hints without the built-in lines of the other language: a task suggests a
    line in each (R11.4), the player is shown theirs."""
    other = "en" if lang() == "ru" else "ru"
    return [h for h in hints if h.kind != Act.SPEAK or language_of(h.text) != other]


def pressing(game: Game, player: int, menu: Sequence[Entry]) -> bool:
    """Whether the menu holds a chance worth stopping for: anything but the standing
    2.0 actions (:data:`STANDING`), or a 2.0 action with cards to choose."""
    return any(isinstance(a, Offer) or words(a).split(" ", 1)[0] not in STANDING for a in menu)


FEAT_WORDS = {
    "reaction": ("reaction (a mini-game)", "реакция (мини-игра)"),
    "memory": ("memory (a mini-game)", "память (мини-игра)"),
    "twister": ("a tongue-twister (a mini-game)", "скороговорка (мини-игра)"),
    "clicks": ("clicks (a mini-game)", "щелчки (мини-игра)"),
}


def label(entry: Entry, game: Game, names: Sequence[str]) -> str:
    """A menu entry in words: the action, its card and seat by name, a note where it
    helps (a transfer, the drawn card, a suggested line, a mini-game, cards to pick)."""
    if isinstance(entry, Offer):
        text = action_label(entry.sources[0]._replace(cards=()), names)
        n = entry.choose
        return text + tr(f" (+ choose {n} card{'s' if n > 1 else ''})", f" (+ выбрать карт: {n})")
    action = entry
    text = action_label(action, names)
    if action.kind == Act.PLAY and game.pending_kind >= 0:
        text += tr(" (transfer)", " (перевести)")
    elif action.kind == Act.PLAY and action.card == game.drawn:
        text += tr(" (the drawn card)", " (взятая карта)")
    elif action.kind in (Act.FEAT, Act.ATTEMPT) and action.feat is not None:
        en, ru_text = FEAT_WORDS.get(FEATS[action.feat], ("", ""))
        text += ": " + tr(en, ru_text)
    elif action.kind == Act.SPEAK and action.text:
        text += f" «{said_text(suggested(action.text), names)}»"
    return text


def menu_lines(game: Game, menu: Sequence[Entry], let_go: bool, names: Sequence[str]) -> list[str]:
    items = [f"{i}) {label(a, game, names)}" for i, a in enumerate(menu, 1)]
    if let_go:
        items.append(tr("0) let it go (Enter)", "0) пропустить (Enter)"))
    return wrap(items, tr("Moves: ", "Ходы: "))


# ---------------------------------------------------------------- the person's line


class BadMove(SvintusError):
    """A typed line that is no move of the menu: one line for the person, in words."""


def parse_move(text: str, menu: Sequence[Entry], player: int, names: Sequence[str]) -> Entry:
    """A menu number, or a move in notation (its ``pN`` prefix, the player's, optional).

    Raises :class:`BadMove` with the reason in the game's language."""
    t = text.strip()
    if not t:
        raise BadMove(
            tr("type a move's number ('help' explains)", "наберите номер хода (help — помощь)")
        )
    if t.isdigit():
        i = int(t)
        if not 1 <= i <= len(menu):
            raise BadMove(
                tr(
                    f"there is no move {i}: choose 1 to {len(menu)}",
                    f"хода {i} нет: выберите от 1 до {len(menu)}",
                )
            )
        return menu[i - 1]
    head = t.split(None, 1)[0].lower()
    me = f"p{player + 1}"
    if len(head) > 1 and head[0] == "p" and head[1:].isdigit():
        if head != me:
            raise BadMove(tr("you move only for yourself", "ходить можно только за себя"))
    else:
        t = f"{me} {t}"
    try:
        return parse_action(t, len(names))
    except NotationError:
        shown = text.strip()
        raise BadMove(
            tr(
                f"not a move: «{shown}»; type a move's number ('help' explains)",
                f"это не ход: «{shown}»; наберите номер хода (help — помощь)",
            )
        ) from None


def refused(e: SvintusError, game: Game, viewer: int, names: Sequence[str]) -> str:
    """The one line for a move the game refused, in words (the engine's explanation, in
    notation, is for developers)."""
    if isinstance(e, BadMove):
        return str(e)
    if isinstance(e, GameOver) or game.over:
        return tr("the game is over", "партия окончена")
    if isinstance(e, NotYourTurn):
        mover = who(game.current, names, viewer)
        return tr(f"not your turn: {mover} moves", f"сейчас не ваш ход: ходит {mover}")
    if isinstance(e, TooLate):
        return tr("too late: that moment has passed", "поздно: этот момент прошёл")
    if game.families:
        from .families import refusal

        return refusal(game.view(viewer), names)
    return tr("that move is against the rules now", "так сейчас ходить нельзя по правилам")


def pick_lines(offer: Offer, hand: Sequence[str]) -> list[str]:
    """The hand numbered, for the cards of a 2.0 offer (names as in the hand)."""
    n = offer.choose
    items = [f"{i}) {card(c)}" for i, c in enumerate(hand, 1)]
    lead = tr(
        f"Choose {n} card{'s' if n > 1 else ''} (numbers): ", f"Выберите карт: {n} (номера): "
    )
    return wrap(items, lead)


def pick_cards(text: str, offer: Offer, hand: Sequence[str]) -> Action:
    """The variant of ``offer`` given with the hand's cards numbered in ``text``."""
    chosen: list[str] = []
    for word in text.replace(",", " ").split():
        if not word.isdigit() or not 1 <= int(word) <= len(hand):
            raise BadMove(
                tr(
                    f"not a card number: «{word}»; choose 1 to {len(hand)}",
                    f"нет карты с номером «{word}»: выберите от 1 до {len(hand)}",
                )
            )
        chosen.append(hand[int(word) - 1])
    action = offer.pick(chosen)
    if action is None:
        n = offer.choose
        raise BadMove(
            tr(
                f"these cards cannot be given: choose {n} others",
                f"эти карты отдать нельзя: выберите другие (нужно {n})",
            )
        )
    return action
