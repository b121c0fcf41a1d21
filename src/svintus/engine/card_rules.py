"""The card catalogue's texts for players: what each kind does, in English and Russian
(:data:`PLAYER_RULES`, re-exported by :mod:`.cards`). Adding a card adds its line here.
"""

from __future__ import annotations

# The rule of each kind for players, (English, Russian): what a player reads when they
# press or hover a card on the web page or ask the terminal's legend. No rule numbers,
# no notation: the law with its numbers is RULES.md, quoted by ``Kind.rule``.
PLAYER_RULES: dict[str, tuple[str, str]] = {
    "number": (
        "Goes onto a card of the same colour or the same value.",
        "Кладётся на карту того же цвета или того же достоинства.",
    ),
    "khapyozh": (
        "The next player takes 3 cards and skips a turn, unless they pass it on with "
        "their own Khapyozh.",
        "Следующий берёт 3 карты и пропускает ход, если не переведёт своим Хапёжем.",
    ),
    "zakhrapin": (
        "The next player skips a turn, unless they pass it on with their own Zakhrapin.",
        "Следующий пропускает ход, если не переведёт своим Захрапином.",
    ),
    "perekhryuk": (
        "Reverses the direction of play.",
        "Меняет направление игры.",
    ),
    "tikhokhryun": (
        "Silence until its player puts the next card on the pile: the first to speak "
        "takes 2 cards.",
        "Тишина, пока его игрок не положит следующую карту: кто заговорит первым, берёт 2 карты.",
    ),
    "khlopkopyt": (
        "Everyone slaps the deck: the last one takes 2 cards.",
        "Все хлопают по колоде: последний берёт 2 карты.",
    ),
    "polisvin": (
        "Goes onto any card; its player names the next colour.",
        "Кладётся на любую карту; его игрок называет следующий цвет.",
    ),
    "svinorost": (
        "Starts a rising chain: each next player lays a number card of the same value "
        "or one higher, or gives up and takes as many cards as the top value.",
        "Начинает растущую цепочку: следующий кладёт цифровую карту того же достоинства "
        "или на единицу больше, либо сдаётся и берёт столько карт, сколько на верхней.",
    ),
    "temnodel": (
        "Starts a chain of cards laid face down, each declared aloud; anyone next may "
        "check the last one: a liar, or a wrong checker, takes the dark cards.",
        "Начинает цепочку карт рубашкой вверх, каждую называют вслух; следующий может "
        "проверить последнюю: обманщик или ошибившийся проверяющий забирает тёмные карты.",
    ),
    "shtul": (
        "Etiquette: give it, with 2 cards of your choice, to a player who left their seat.",
        "Этикет: вручите её и 2 карты на выбор игроку, который отошёл от стола.",
    ),
    "shalun": (
        "Etiquette: give it, with 2 cards of your choice, to a player who broke a rule.",
        "Этикет: вручите её и 2 карты на выбор игроку, который нарушил правило.",
    ),
    "shevelis": (
        "Etiquette: give it, with 2 cards, to a player who thinks over their turn for "
        "more than 5 seconds.",
        "Этикет: вручите её и 2 карты игроку, который думает над своим ходом дольше 5 секунд.",
    ),
    "shtol": (
        "Etiquette: give it, with 2 cards, to a player who put a hand on the table "
        "(clicked the bare table).",
        "Этикет: вручите её и 2 карты игроку, который положил руку на стол (щёлкнул по "
        "пустому столу).",
    ),
    "shinkognito": (
        "Etiquette: give it, with 2 cards, to a player who named you in the chat.",
        "Этикет: вручите её и 2 карты игроку, который назвал вас в чате по имени.",
    ),
    "shmotrun": (
        "Etiquette: wink at a player; if nobody notices the wink, give them this card "
        "with 2 cards.",
        "Этикет: подмигните игроку; если подмигивание никто не заметил, вручите ему эту "
        "карту и 2 карты.",
    ),
    "shmunitet": (
        "Etiquette: when a card is played at you, give this back with 2 cards: that "
        "card is undone and the next move is yours.",
        "Этикет: когда картой метят в вас, верните её с этой картой и 2 картами: карта "
        "отменяется, следующий ход ваш.",
    ),
    "shto": (
        "Etiquette: give it, with 2 cards, to a player who answered your question in the chat.",
        "Этикет: вручите её и 2 карты игроку, который ответил в чате на ваш вопрос.",
    ),
    "shuriken": (
        "Etiquette: throw it at a player who intercepted; a hit gives them it and 2 "
        "cards, a miss costs you 2 cards of their choice.",
        "Этикет: бросьте в игрока, который перехватил ход; попали — он берёт её и 2 "
        "карты, промахнулись — вы берёте 2 карты на его выбор.",
    ),
    "parodist": (
        "Courage task: whenever anyone plays a special card, say its animal word at "
        "once: Oink, Sh-sh-sh, Piastres or Woof.",
        "Задание смелости: когда кто-то играет особую карту, сразу скажите её слово: "
        "Хрю, Ш-ш-ш, Пиастры или Гав.",
    ),
    "zapevala": (
        "Courage task: each turn, sing two lines of a song of the genre the giver named.",
        "Задание смелости: каждый ход пойте две строчки песни того жанра, что назвал даритель.",
    ),
    "folklorist": (
        "Courage task: each turn, say a proverb, a saying or a tongue-twister; no repeats.",
        "Задание смелости: каждый ход скажите пословицу, поговорку или скороговорку; без повторов.",
    ),
    "pokloonnik": (
        "Courage task: with each card you play, bow to the giver and pay them a "
        "compliment; no repeats.",
        "Задание смелости: с каждой сыгранной картой кланяйтесь дарителю и говорите ему "
        "комплимент; без повторов.",
    ),
    "suflyor": (
        "Courage task: speak only in a whisper, and repeat every chat message of the "
        "giver word for word.",
        "Задание смелости: говорите только шёпотом и повторяйте слово в слово каждое "
        "сообщение дарителя.",
    ),
    "ovatsii": (
        "Courage task: play standing, and clap whenever anyone plays a special card.",
        "Задание смелости: играйте стоя и хлопайте, когда кто-то играет особую карту.",
    ),
    "antrakt": (
        "Courage: pass it, with any Courage card lying on the table, to the victim.",
        "Смелость: передайте её вместе с любой картой смелости со стола жертве.",
    ),
    "reyting": (
        "Courage task: after every number card, announce the running sum of their "
        "values; a wrong sum starts it again.",
        "Задание смелости: после каждой цифровой карты называйте сумму их достоинств; "
        "ошибка — счёт заново.",
    ),
    "razborka": (
        "Duel: challenge an opponent; you lay number cards in turn on a temporary pile, "
        "by colour or value; who cannot lay takes the pile.",
        "Дуэль: вызовите соперника; по очереди кладёте цифровые карты во временную "
        "стопку по цвету или достоинству; кто не может положить, забирает стопку.",
    ),
    "russian_roulette": (
        "Turn the top card of the deck: the others turn cards in turn until its colour "
        "comes again; that player takes them all.",
        "Откройте верхнюю карту колоды: остальные по очереди открывают карты, пока не "
        "выпадет её цвет; тот, у кого выпал, забирает все.",
    ),
    "one_for_all": (
        "Race: everyone puts out both fists; the last one gets a card from each other player.",
        "Гонка: все выставляют оба кулака; последний получает по карте от каждого.",
    ),
    "slippers": (
        "Everyone else lays one card face up; on «Fas!» everyone grabs a card in front "
        "of an opponent; who is left without one gets a card from each.",
        "Остальные выкладывают по карте; по «Фас!» все хватают карту перед соперником; "
        "оставшийся без карты получает по карте от каждого.",
    ),
    "slabo": (
        "Set a score in a feat; each player who repeats it gives you 3 cards; if nobody "
        "does, you throw 3 cards into the box.",
        "Покажите подвиг и результат; каждый, кто повторит, отдаёт вам 3 карты; если "
        "никто, вы сбрасываете 3 карты в коробку.",
    ),
    "neither_nor": (
        "Take two cards from the deck and choose an opponent: everyone else gives them one card.",
        "Возьмите две карты из колоды и выберите соперника: все остальные дают ему по карте.",
    ),
    "hands": (
        "Race: everyone builds two huts of two cards; the last one gets a card from each.",
        "Гонка: все строят два домика из двух карт; последний получает по карте от каждого.",
    ),
    "chip_in": (
        "Name a colour: in turn everyone lays a number card of it; the first who cannot "
        "gets a card from each.",
        "Назовите цвет: по очереди все кладут цифровую карту этого цвета; первый, кто не "
        "может, получает по карте от каждого.",
    ),
    "clothes": (
        "Name an item a player wears: everyone touches it, you not first; the last one "
        "gets a card from each.",
        "Назовите вещь на ком-то из игроков: все её касаются, вы не первым; последний "
        "получает по карте от каждого.",
    ),
    "dont_darken": (
        "Name a colour and pull a card blind from an opponent: your colour or grey, and "
        "everyone gives you a card; if not, everyone gives them one.",
        "Назовите цвет и вытяните карту у соперника вслепую: ваш цвет или серая — все "
        "дают карту вам; иначе все дают по карте ему.",
    ),
    "awl_for_soap": (
        "Right after your interception: swap whole hands with the player it skipped.",
        "Сразу после вашего перехвата: поменяйтесь руками с игроком, чей ход пропущен.",
    ),
}
