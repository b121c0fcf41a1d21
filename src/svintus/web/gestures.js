// What each 2.0 button does, in one line (issue 24 point 4): shown on hover (its title)
// and on a long press (above its card's rule), for every verb the server offers
// (offers.py; offerwords.js places them). And the wink's risk, which the eye on a seat
// shows under its word until this browser has winked once.
import { wordOf } from "./i18n.js";

const WORDS = {
  en: {
    wink: "Wink at this player: if nobody notices, you may hand them a Shmotrun; if someone notices, you take 2 cards",
    notice: "Notice the wink: the winker takes 2 cards of your choice",
    away: "Leave the seat for a while: the others may hand you a Shtul!",
    back: "Come back to the seat",
    etiquette: "Hand over this Etiquette card with 2 cards of your choice: 3 cards fewer for you",
    throw: "Throw the Shuriken: a hit hands it over with 2 cards, a miss costs you 2 cards",
    pick: "Choose the 2 cards the thrower takes for the miss",
    gift: "Give this Courage card: the player who gets it must do its task",
    retire: "Put one of your Courage cards back in the box: you may keep two at most",
    bow: "Bow to the player who gave you the Pokloonnik, as its task asks",
    whisper: "Suflyor's task: everything you write in the chat goes as a whisper; type it in the field",
    clap: "Clap, as Ovatsii asks whenever someone plays a special card",
    stand: "Stand up: Ovatsii asks you to play standing",
    sit: "Sit down again",
    object: "Object to this answer: if most of the others uphold it, the player takes 2 cards",
    uphold: "Uphold the objection: if most of the others do too, the player takes 2 cards",
    choose: "Challenge this player to the duel",
    call: "Name the colour for the duel",
    flip: "Turn over the next card of the deck",
    lay: "Lay this card on the temporary pile",
    yield: "Give up the duel and take the temporary pile",
    give: "Give this card",
    pull: "Pull a card from the hand blind",
    awl: "Swap your whole hand with this player's",
    fist: "Put out a fist: the last to put out both takes cards",
    pay: "Give the cards you owe",
    box: "Throw 3 cards of your hand into the box",
    show: "Lay out a card in front of you: the others may grab it",
    fas: "Fas!: everyone grabs a card lying in front of an opponent",
    grab: "Grab the card lying in front of this player before anyone else",
    huts: "Put your cards into the two huts",
    item: "Name this item: everyone must touch it",
    tap: "Touch the named item before the others",
    feat: "Set the feat the others must repeat",
    try: "Try to repeat the feat",
    wink_word: "Wink",
    wink_risk: "if noticed: 2 cards",
  },
  ru: {
    wink: "Подмигнуть этому игроку: если никто не заметит, можно вручить ему Шмотрун; если заметят, вы берёте 2 карты",
    notice: "Заметить подмигивание: подмигнувший возьмёт 2 карты на ваш выбор",
    away: "Отойти от стола: другие могут вручить вам Штул!",
    back: "Вернуться за стол",
    etiquette: "Отдать эту карту этикета и 2 карты на ваш выбор: у вас станет на 3 карты меньше",
    throw: "Бросить Шурикен: при попадании он уходит с 2 картами, при промахе вы берёте 2 карты",
    pick: "Выбрать 2 карты, которые бросивший возьмёт за промах",
    gift: "Подарить карту смелости: получивший её должен выполнять её задание",
    retire: "Убрать одну из ваших карт смелости в коробку: держать можно не больше двух",
    bow: "Поклониться игроку, который подарил вам Поклонника, как требует задание",
    whisper: "Задание Суфлёра: всё, что вы пишете в чат, уходит шёпотом; напишите в поле",
    clap: "Хлопнуть: Овации требуют хлопать, когда кто-то играет особую карту",
    stand: "Встать: Овации требуют играть стоя",
    sit: "Снова сесть",
    object: "Возразить против ответа: если большинство остальных поддержит, игрок возьмёт 2 карты",
    uphold: "Поддержать возражение: если большинство остальных тоже поддержит, игрок возьмёт 2 карты",
    choose: "Вызвать этого игрока на разборку",
    call: "Назвать цвет для разборки",
    flip: "Открыть следующую карту колоды",
    lay: "Положить эту карту на временную стопку",
    yield: "Сдаться и забрать временную стопку",
    give: "Отдать эту карту",
    pull: "Вытянуть карту из руки вслепую",
    awl: "Поменяться с этим игроком всеми картами руки",
    fist: "Выставить кулак: последний, кто выставит оба, возьмёт карты",
    pay: "Отдать карты, которые вы должны",
    box: "Сбросить 3 карты из руки в коробку",
    show: "Выложить карту перед собой: другие могут её схватить",
    fas: "Фас!: все хватают карту, лежащую перед соперником",
    grab: "Схватить карту, лежащую перед этим игроком, раньше других",
    huts: "Разложить карты по двум домикам",
    item: "Назвать этот предмет: все должны его коснуться",
    tap: "Коснуться названного предмета раньше других",
    feat: "Показать подвиг, который остальные должны повторить",
    try: "Попробовать повторить подвиг",
    wink_word: "Подмигнуть",
    wink_risk: "если заметят — 2 карты",
  },
};

// The verbs the page offers as buttons (offerwords.js), each explained in both languages.
export const VERBS = Object.keys(WORDS.en).filter((k) => !k.startsWith("wink_"));

// One line: what the button of `verb` does ("" for a verb with no line).
export function explain(verb) {
  return verb in WORDS.en ? wordOf(WORDS, verb) : "";
}

export const winkWord = () => wordOf(WORDS, "wink_word");
export const winkRisk = () => wordOf(WORDS, "wink_risk");

// The eye shows the risk under its word until this browser has winked once.
const WINKED = "svintus.winked";
export function hasWinked() {
  try {
    return localStorage.getItem(WINKED) === "1";
  } catch (_) {
    return false;
  }
}
export function markWinked() {
  try {
    localStorage.setItem(WINKED, "1");
  } catch (_) {
    /* private mode: the risk stays shown */
  }
}
