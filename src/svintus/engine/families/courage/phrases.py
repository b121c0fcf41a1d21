"""Built-in lines for the creative Courage tasks (R11.4), in Russian and English.

Small lists, so that a bot (``courage.hints``) can answer every obligation: the Parodist
words, proverbs and sayings (Folklorist), compliments and threats (Pokloonnik) and two
lines of songs per genre (Zapevala). Songs are traditional or old enough to be public.
"""

from __future__ import annotations

# R11.4 Parodist: the family of the special card -> accepted words (English first).
PARODIST_WORDS: dict[str, tuple[str, ...]] = {
    "prescription": ("Oink", "Хрю"),
    "etiquette": ("Sh-sh-sh", "Ш-ш-ш"),
    "courage": ("Piastres", "Пиастры"),
    "challenge": ("Woof", "Гав"),
}

# R11.4 Zapevala: the genres a giver may name, in this order (With Challenge: chanson, R13.1).
GENRES: tuple[str, ...] = ("children", "chanson", "love", "english", "patriotic", "folk")
GENRES_RU: tuple[str, ...] = (
    "детская",
    "шансон",
    "о любви",
    "на английском",
    "патриотическая",
    "народная",
)

SONGS: dict[str, tuple[tuple[str, str], ...]] = {
    "children": (
        ("Twinkle, twinkle, little star", "How I wonder what you are"),
        ("Row, row, row your boat", "Gently down the stream"),
        ("Mary had a little lamb", "Its fleece was white as snow"),
        ("Baa, baa, black sheep", "Have you any wool"),
        ("В лесу родилась ёлочка", "В лесу она росла"),
        ("Жили у бабуси", "Два весёлых гуся"),
        ("Андрей-воробей", "Не гоняй голубей"),
    ),
    "chanson": (
        ("Plaisir d'amour ne dure qu'un moment", "Chagrin d'amour dure toute la vie"),
        ("Sous le pont Mirabeau coule la Seine", "Et nos amours"),
        ("Раз пошли на дело", "Я и Рабинович"),
        ("Гоп со смыком — это буду я", "Граждане, послушайте меня"),
        ("Цыплёнок жареный, цыплёнок пареный", "Пошёл по улицам гулять"),
    ),
    "love": (
        ("Alas, my love, you do me wrong", "To cast me off discourteously"),
        ("Drink to me only with thine eyes", "And I will pledge with mine"),
        ("Я встретил вас — и всё былое", "В отжившем сердце ожило"),
        ("Очи чёрные, очи страстные", "Очи жгучие и прекрасные"),
        ("Не уходи, побудь со мною", "Здесь так отрадно, так светло"),
    ),
    "english": (
        ("Oh my darling, oh my darling", "Oh my darling Clementine"),
        ("Should auld acquaintance be forgot", "And never brought to mind"),
        ("Amazing grace, how sweet the sound", "That saved a wretch like me"),
        ("Are you going to Scarborough Fair", "Parsley, sage, rosemary and thyme"),
        ("My Bonnie lies over the ocean", "My Bonnie lies over the sea"),
    ),
    "patriotic": (
        ("Rule, Britannia! Britannia, rule the waves", "Britons never will be slaves"),
        ("O beautiful for spacious skies", "For amber waves of grain"),
        ("Mine eyes have seen the glory", "Of the coming of the Lord"),
        ("Славное море, священный Байкал", "Славный корабль — омулёвая бочка"),
        ("Соловей, соловей, пташечка", "Канареечка жалобно поёт"),
    ),
    "folk": (
        ("Калинка, калинка, калинка моя", "В саду ягода малинка, малинка моя"),
        ("Ой, мороз, мороз, не морозь меня", "Не морозь меня, моего коня"),
        ("Во поле берёза стояла", "Во поле кудрявая стояла"),
        ("Oh Shenandoah, I long to see you", "Away, you rolling river"),
        ("What shall we do with the drunken sailor", "Early in the morning"),
    ),
}

PROVERBS: tuple[str, ...] = (
    "A stitch in time saves nine",
    "Still waters run deep",
    "Every cloud has a silver lining",
    "Don't count your chickens before they hatch",
    "Peter Piper picked a peck of pickled peppers",
    "She sells seashells by the seashore",
    "Better late than never",
    "Без труда не выловишь и рыбку из пруда",
    "Тише едешь — дальше будешь",
    "Не плюй в колодец — пригодится воды напиться",
    "Шла Саша по шоссе и сосала сушку",
    "На дворе трава, на траве дрова",
    "Семь раз отмерь — один раз отрежь",
    "Цыплят по осени считают",
)

COMPLIMENTS: tuple[str, ...] = (
    "You play like a champion",
    "Your smile lights up the table",
    "Nobody shuffles a thought as fast as you",
    "You are the kindest pig at this table",
    "Your taste in cards is impeccable",
    "Вы играете как настоящий мастер",
    "У вас обворожительная улыбка",
    "С вами за одним столом — честь",
    "Вы самый благородный свин за этим столом",
    "Ваша выдержка достойна восхищения",
)

THREATS: tuple[str, ...] = (
    "I will bury you in Khapyozh cards",
    "Your last card is already mine",
    "Sleep lightly: the Zakhrapin is coming",
    "You will draw until dawn",
    "Next round, no mercy",
    "Я завалю вас хапежами",
    "Ваша последняя карта уже моя",
    "Спите чутко: Захрапин близко",
    "Будете тянуть до рассвета",
    "В следующем круге пощады не ждите",
)


def _known() -> dict[str, str]:
    """Every built-in line, lower-cased, with its language ("en" or "ru")."""
    lines = [*PROVERBS, *COMPLIMENTS, *THREATS]
    lines += [f"{a} / {b}" for songs in SONGS.values() for a, b in songs]
    return {
        line.lower(): "ru" if any("а" <= c <= "я" or c == "ё" for c in line.lower()) else "en"
        for line in lines
    }


_LANGUAGE = _known()


def language_of(text: str) -> str | None:
    """The language of a built-in line a task suggests ("en", "ru"; a numbered verse,
    "... 2", too), None for any other text (a chat bait, a word to echo)."""
    line = text.lower()
    head, _, tail = line.rpartition(" ")
    if head and tail.isdigit() and line not in _LANGUAGE:
        line = " / ".join(part.rpartition(" ")[0] or part for part in line.split(" / "))
    return _LANGUAGE.get(line)
