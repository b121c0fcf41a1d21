"""The rules for players, in Russian and English: one source for the ``/rules`` page of
``svintus serve`` and for docs/rules.md and docs/rules.ru.md (``python -m
svintus.rulebook`` writes them; a test checks they are current).

Each section says which chapters of the developers' law (RULES.md) it tells, so a rule
number the game shows can link to the section that explains it in words. The cards'
own rules are the catalogue's (``engine.cards.PLAYER_RULES``), so a card reads the same
everywhere; the house-rule options are every field of ``engine.rules.Rules``.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass, fields
from pathlib import Path
from typing import Any

from .engine.cards import COLOURS, GREY, KINDS, PLAYER_RULES, Kind
from .engine.rules import Rules

LANGS = ("en", "ru")


@dataclass(frozen=True)
class Section:
    id: str
    chapters: tuple[int, ...]  # the chapters of RULES.md it tells (R4: interception)
    title: tuple[str, str]  # (en, ru)
    text: tuple[tuple[str, ...], tuple[str, ...]]  # paragraphs (en, ru)
    example: tuple[str, str] = ("", "")  # a worked example (en, ru)
    cards: tuple[str, ...] = ()  # card pictures of the example, in notation


SECTIONS: tuple[Section, ...] = (
    Section(
        "goal",
        (1, 2, 13),
        ("The aim and the deal", "Цель и раздача"),
        (
            (
                "Be the first to get rid of all your cards. Each player is dealt 8 cards; "
                "the top card of the deck is turned face up and starts the pile, as if the "
                "dealer had played it. The player after the dealer moves first, and play "
                "goes clockwise.",
                "The box has number cards in four colours (0 to 7) and special cards. "
                "The classic game uses the classic box; the 2.0 decks add the cards of "
                "the second box, described below.",
            ),
            (
                "Избавьтесь от всех карт первым. Каждому сдают по 8 карт; верхнюю карту "
                "колоды открывают — она начинает стопку, как будто её сыграл раздающий. "
                "Первым ходит игрок после раздающего, ход идёт по часовой стрелке.",
                "В коробке — цифровые карты четырёх цветов (от 0 до 7) и особые карты. "
                "Классическая игра идёт классической колодой; колоды 2.0 добавляют карты "
                "второй коробки, они описаны ниже.",
            ),
        ),
    ),
    Section(
        "turn",
        (3,),
        ("Your turn", "Ваш ход"),
        (
            (
                "Put one card on the pile: a card of the same colour or the same value as "
                "the top card, or a special card of the same colour or the same kind.",
                "If you cannot or do not want to play, take one card from the deck. If it "
                "fits, you may play it at once; otherwise your turn ends. When the deck "
                "runs out, the pile under the top card is shuffled into a new deck.",
            ),
            (
                "Положите одну карту в стопку: того же цвета или того же достоинства, "
                "что верхняя, или особую карту того же цвета или того же вида.",
                "Если ходить нечем или не хочется, возьмите одну карту из колоды. Если она "
                "подходит, её можно сразу сыграть; иначе ход окончен. Когда колода "
                "кончается, стопку под верхней картой перемешивают в новую колоду.",
            ),
        ),
        (
            "On a green 7 you may play any green card or any 7: the blue 7 fits.",
            "На зелёную 7 можно положить любую зелёную карту или любую 7: синяя 7 подходит.",
        ),
        ("G7", "B7"),
    ),
    Section(
        "interception",
        (4,),
        ("Interception", "Перехват"),
        (
            (
                "When a card has just been played, anyone holding an exact copy of it — "
                "same kind, colour and value — may play it at once, out of turn. Play "
                "then goes on from the interceptor; the players in between lose their "
                "turn. The chance ends with the next move. The first one wins; the others "
                "are simply too late.",
            ),
            (
                "Когда карту только что сыграли, любой, у кого есть точно такая же — того "
                "же вида, цвета и достоинства, — может сразу выложить её вне очереди. "
                "Дальше ход идёт от перехватившего; игроки между ними теряют ход. "
                "Возможность пропадает со следующим ходом. Успевает первый, остальные "
                "просто опоздали.",
            ),
        ),
        (
            "Anna plays a red 5; Boris holds a red 5 too and plays it at once: the next "
            "turn is the player after Boris.",
            "Анна кладёт красную 5; у Бориса тоже красная 5, и он сразу кладёт её: "
            "следующим ходит игрок после Бориса.",
        ),
        ("R5", "R5"),
    ),
    Section(
        "penalties",
        (5,),
        ("Penalties: Khapyozh, Zakhrapin, dawdling", "Штрафы: Хапёж, Захрапин, медлительность"),
        (
            (
                "A Khapyozh makes the next player take 3 cards and skip the turn; a "
                "Zakhrapin makes them skip it. The target may instead pass the penalty "
                "on with their own Khapyozh (on a Khapyozh) or Zakhrapin (on a "
                "Zakhrapin), of any colour: it grows and goes to the next player. Two "
                "Khapyozh are 6 cards, three are 9. A target may not draw instead.",
                "Don't dawdle: a player who does not move within the turn time skips the "
                "turn and takes 2 cards. The last two seconds of your turn are shown in "
                "red.",
            ),
            (
                "Хапёж заставляет следующего взять 3 карты и пропустить ход, Захрапин — "
                "пропустить ход. Вместо этого можно перевести штраф своим Хапёжем (на "
                "Хапёж) или Захрапином (на Захрапин) любого цвета: он растёт и уходит "
                "следующему. Два Хапёжа — 6 карт, три — 9. Брать из колоды вместо этого "
                "нельзя.",
                "Не медлите: кто не походил за время хода, пропускает ход и берёт 2 карты. "
                "Последние две секунды вашего хода подсвечены красным.",
            ),
        ),
        (
            "Anna plays a blue Khapyozh on Boris; Boris passes it on with a red Khapyozh: "
            "now Vera takes 6 cards unless she passes it on too.",
            "Анна кладёт синий Хапёж на Бориса; Борис переводит красным Хапёжем: теперь "
            "Вера берёт 6 карт, если тоже не переведёт.",
        ),
        ("B:khapyozh", "R:khapyozh"),
    ),
    Section(
        "svintus",
        (6,),
        ("«Svintus!»", "«Свинтус!»"),
        (
            (
                "Say «Svintus!» just before the move that leaves you with one card (the "
                "button or the key S). If you forget, any opponent may catch you while "
                "you hold that one card, until the next player moves: you take 3 cards.",
            ),
            (
                "Скажите «Свинтус!» прямо перед ходом, после которого у вас останется одна "
                "карта (кнопка или клавиша S). Если забыли, любой соперник может поймать "
                "вас, пока у вас одна карта и пока не походил следующий: вы берёте 3 карты.",
            ),
        ),
    ),
    Section(
        "scoring",
        (7,),
        ("Scores and the match", "Очки и матч"),
        (
            (
                "The game ends when someone has no cards left. The winner scores one "
                "point for every card left in the opponents' hands. Games add up to a "
                "match: the first to 30 points wins with two players, 40 with three or "
                "four, 50 with five to seven, 60 with eight to ten.",
            ),
            (
                "Партия кончается, когда у кого-то не осталось карт. Победитель получает "
                "по очку за каждую карту в руках соперников. Партии складываются в матч: "
                "побеждает набравший первым 30 очков вдвоём, 40 — втроём и вчетвером, "
                "50 — от пяти до семи, 60 — от восьми до десяти.",
            ),
        ),
        (
            "Anna goes out while the others hold 2, 5 and 4 cards: she scores 11 points.",
            "Анна избавилась от карт, у остальных 2, 5 и 4 карты: она получает 11 очков.",
        ),
    ),
    Section(
        "classic_cards",
        (8,),
        ("The cards of the classic box", "Карты классической коробки"),
        (
            (
                "Special cards in the four colours: Khapyozh, Zakhrapin, Perekhryuk "
                "(reverse), Tikhokhryun (silence: whoever speaks before its player's next "
                "card takes 2), Khlopkopyt (everyone slaps the deck; the last one takes "
                "2); and the grey Polisvin, which goes on anything and names a colour.",
            ),
            (
                "Особые карты четырёх цветов: Хапёж, Захрапин, Перехрюк (разворот), "
                "Тихохрюн (тишина: кто заговорит до следующей карты её хозяина, берёт 2), "
                "Хлопкопыт (все хлопают по колоде, последний берёт 2); и серый Полисвин — "
                "кладётся на что угодно и называет цвет.",
            ),
        ),
    ),
    Section(
        "box2_cards",
        (9, 10, 11, 12),
        ("The cards of the second box (2.0)", "Карты второй коробки (2.0)"),
        (
            (
                "Svinorost and Temnodel start chains. Etiquette cards (grey, values 0–7) "
                "punish manners: give one, with 2 cards, to whoever broke the manner. "
                "Courage cards give a player a task to keep until the end of the game. "
                "Challenge cards start a duel, a race or a vote, then leave the game. A "
                "grey value card may also be played as a number card: it fits the same "
                "value, and you name a colour.",
            ),
            (
                "Свинорост и Темнодел начинают цепочки. Карты этикета (серые, 0–7) "
                "наказывают за манеры: отдайте такую, с 2 картами, тому, кто их нарушил. "
                "Карты смелости дают игроку задание до конца партии. Карты вызова "
                "начинают дуэль, гонку или голосование и уходят из игры. Серую карту с "
                "числом можно сыграть и как цифровую: она подходит к тому же достоинству, "
                "и вы называете цвет.",
            ),
        ),
    ),
    Section(
        "table",
        (14,),
        ("At the digital table", "За цифровым столом"),
        (
            (
                "The table keeps the time: every turn, race and answer has its clock, and "
                "a move that comes too late is refused with the reason, at no cost. After "
                "each deal no clock runs and no bot moves until everyone's screen shows the "
                "cards. Chat is speech: it breaks a silence.",
            ),
            (
                "Время ведёт стол: у каждого хода, гонки и ответа свои часы, а опоздавший "
                "ход отклоняется с объяснением, без штрафа. После раздачи часы не идут и "
                "боты не ходят, пока карты не появились у всех на экране. Чат — это речь: "
                "он нарушает тишину.",
            ),
        ),
    ),
)


# Every house-rule option of Rules, for players: (en, ru).
OPTIONS: dict[str, tuple[str, str]] = {
    "players": ("Players at the table: 2 to 10.", "Игроков за столом: от 2 до 10."),
    "recipe": (
        "The deck: classic, simple, paranoid, artistic, with challenge, or the full box.",
        "Колода: классическая, простая, параноидальная, артистичная, с вызовом или вся коробка.",
    ),
    "hand_size": ("Cards dealt to each player (8).", "Сколько карт сдают каждому (8)."),
    "start_card_effects": (
        "The start card acts as if the dealer had played it (on).",
        "Стартовая карта действует, как будто её сыграл раздающий (вкл.).",
    ),
    "stacked_skips": (
        "A stack of several Khapyozh or Zakhrapin costs that many skipped turns (off).",
        "Стопка из нескольких Хапёжей или Захрапинов стоит столько же пропусков хода (выкл.).",
    ),
    "strict_table": (
        "Strict table: a wrong move is not just refused but costs 2 cards and a turn (off).",
        "Строгий стол: неверный ход не просто отклоняется, а стоит 2 карт и хода (выкл.).",
    ),
    "turn_seconds": (
        "The turn time: blitz 3 s, publisher 5 s, normal 8 s, relaxed 15 s. At the relaxed "
        "pace, a newcomer's, everything a player reads and answers gets half as long again.",
        "Время хода: блиц 3 с, как у издателя 5 с, обычное 8 с, спокойное 15 с. При спокойном "
        "темпе, темпе новичка, на всё, что нужно прочесть и ответить, времени в полтора раза "
        "больше.",
    ),
    "svintus_penalty": (
        "Cards for a forgotten «Svintus!» when caught (3).",
        "Сколько карт берёт пойманный без «Свинтус!» (3).",
    ),
    "match_points": (
        "Points that win the match (empty: by the number of players).",
        "Очки для победы в матче (пусто — по числу игроков).",
    ),
    "match_minutes": (
        "A match in minutes: when time is up, the highest total after the running game "
        "wins (empty: no limit).",
        "Матч на время: когда оно вышло, после текущей партии побеждает больший счёт "
        "(пусто — без ограничения).",
    ),
    "two_player_reverse_skips": (
        "With two players a Perekhryuk also skips the other player (off).",
        "Вдвоём Перехрюк ещё и пропускает соперника (выкл.).",
    ),
    "slap_seconds": ("The time of a slap race (3 s).", "Время гонки хлопков (3 с)."),
    "dark_check_seconds": (
        "The time to decide whether to check a last card laid face down (4 s).",
        "Время решить, проверять ли последнюю карту, положенную рубашкой вверх (4 с).",
    ),
    "etiquette_keeps_two": (
        "An Etiquette gift leaves at least two cards with the giver (off).",
        "Подарок этикета оставляет дарящему не меньше двух карт (выкл.).",
    ),
    "etiquette_seconds": (
        "The time to react with an Etiquette card (4 s).",
        "Время ответить картой этикета (4 с).",
    ),
    "shevelis_seconds": (
        "How long a player may think before Shevelis! may be given (5/8 of the turn time: "
        "5 s at the normal pace).",
        "Сколько можно думать, пока не подарили Шевелись! (5/8 времени хода: 5 с при обычном "
        "темпе).",
    ),
    "answer_seconds": (
        "The time to answer a Courage task (4 s).",
        "Время выполнить задание смелости (4 с).",
    ),
    "song_seconds": ("The time to sing for Zapevala (20 s).", "Время спеть для Запевалы (20 с)."),
    "race_seconds": ("The time of a Challenge race (8 s).", "Время гонки вызова (8 с)."),
    "vote_seconds": ("The time of a vote (8 s).", "Время голосования (8 с)."),
    "wink_seconds": (
        "How long a wink can be noticed (1.5 s).",
        "Сколько времени можно заметить подмигивание (1,5 с).",
    ),
    "honour_feats": (
        "Slabo? feats are told by the players themselves, on their honour (off).",
        "В Слабо? игроки сами сообщают свой результат, на честное слово (выкл.).",
    ),
    "custom_deck": (
        "A deck of your own: which cards, how many of each.",
        "Своя колода: какие карты и сколько каждой.",
    ),
}


def sample_face(kind: Kind) -> str:
    """A card of ``kind`` in the page's notation, for its picture: ``G7``, ``R:khapyozh``,
    ``polisvin``."""
    if kind.id == "number":
        return "G7"
    if kind.colours == (GREY,):
        return kind.id
    return f"{COLOURS[kind.colours[0]][0].upper()}:{kind.id}"


def cards(family: str | None = None) -> list[dict[str, Any]]:
    """Every kind of both boxes, with its names, rule and a picture's face."""
    classic = {
        "number",
        "khapyozh",
        "zakhrapin",
        "perekhryuk",
        "tikhokhryun",
        "khlopkopyt",
        "polisvin",
    }
    out = []
    for k in KINDS:
        box = "classic" if k.id in classic else "2.0"
        out.append(
            {
                "id": k.id,
                "box": box,
                "en": k.en,
                "ru": k.ru,
                "face": sample_face(k),
                "rule_en": PLAYER_RULES[k.id][0],
                "rule_ru": PLAYER_RULES[k.id][1],
            }
        )
    return out


def book() -> dict[str, Any]:
    """The whole rulebook as data (the ``/rules`` page draws it)."""
    return {
        "sections": [
            {
                "id": s.id,
                "chapters": list(s.chapters),
                "title": {"en": s.title[0], "ru": s.title[1]},
                "text": {"en": list(s.text[0]), "ru": list(s.text[1])},
                "example": {"en": s.example[0], "ru": s.example[1]},
                "cards": list(s.cards),
            }
            for s in SECTIONS
        ],
        "cards": cards(),
        "options": [
            {"id": f.name, "en": OPTIONS[f.name][0], "ru": OPTIONS[f.name][1]}
            for f in fields(Rules)
            if f.init
        ],
    }


HEAD = {
    "en": (
        "# Svintus: the rules for players\n\n"
        "The same text is the page `/rules` of `svintus serve` (with card pictures). "
        "[Русский](rules.ru.md)\n"
    ),
    "ru": (
        "# Свинтус: правила для игроков\n\n"
        "Тот же текст — страница `/rules` в `svintus serve` (с картинками карт). "
        "[English](rules.md)\n"
    ),
}
WORDS = {
    "en": ("Example", "Every card", "House rules", "classic box", "second box (2.0)"),
    "ru": (
        "Пример",
        "Все карты",
        "Домашние правила",
        "классическая коробка",
        "вторая коробка (2.0)",
    ),
}


def markdown(lang: str) -> str:
    """docs/rules.md (``en``) or docs/rules.ru.md (``ru``)."""
    i = LANGS.index(lang)
    example, every, house, classic, second = WORDS[lang]
    out = [HEAD[lang]]
    for s in SECTIONS:
        out.append(f'\n<a id="{s.id}"></a>\n\n## {s.title[i]}\n')
        for para in s.text[i]:
            out.append(f"\n{para}\n")
        if s.example[i]:
            out.append(f"\n*{example}:* {s.example[i]}\n")
    out.append(f'\n<a id="cards"></a>\n\n## {every}\n')
    for box, label in (("classic", classic), ("2.0", second)):
        out.append(f"\n### {label[0].upper()}{label[1:]}\n\n")
        for c in cards():
            if c["box"] == box:
                out.append(f"- **{c[lang]}**: {c[f'rule_{lang}']}\n")
    out.append(f'\n<a id="options"></a>\n\n## {house}\n\n')
    for f in fields(Rules):
        if f.init:
            out.append(f"- `{f.name}`: {OPTIONS[f.name][i]}\n")
    return "".join(out)


def write_docs(docs: Path) -> None:
    (docs / "rules.md").write_text(markdown("en"), encoding="utf-8")
    (docs / "rules.ru.md").write_text(markdown("ru"), encoding="utf-8")


if __name__ == "__main__":  # python -m svintus.rulebook [DOCS_DIR]
    write_docs(Path(sys.argv[1] if len(sys.argv) > 1 else "docs"))
