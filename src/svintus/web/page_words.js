// The table page's own words for the live region and the keys' help panel («?»), in both
// languages (issue 26). A phone's words (touch) never name a key: its «?» panel says what
// the table's parts are and how to play with taps.
import { wordOf } from "./i18n.js";

const WORDS = {
  en: {
    help_button: "Keys",
    help_title: "Playing with the keyboard",
    help_intro: "Tab moves between the cards you can play and the buttons; Enter or Space plays the focused card or presses the button.",
    help_close: "Close",
    help_button_touch: "Help",
    help_title_touch: "How to play",
    ph_table: "The table",
    ph_table_lines: [
      "At the bottom: your cards, and above them your seat with how many cards and points (★) you have.",
      "At the top: the other players. The seat lit in yellow is the one whose turn it is.",
      "In the middle: the deck (tap it to draw a card) and the pile, whose top card you play on.",
      "The bar under your seat is the turn's clock; under it, the newest lines of what happened: tap them for the whole log and the chat.",
      "At the very top: the link to invite friends, the scores, the rules, the language.",
    ],
    ph_play: "Playing",
    ph_play_lines: [
      "Tap a card to play it; the cards you cannot play now are dimmed.",
      "Press and hold any card (in your hand, on the pile, on a seat) to read its rule.",
      "The buttons above your cards are your other choices now: take a penalty's cards, keep a drawn card, and the like. When something is asked of you, its question and buttons appear there too, with their time.",
      "Down to two cards? Tap «Svintus!» before you play the second-to-last, or you may be caught and take 3 cards.",
      "Someone forgot «Svintus!»? A «Catch …!» button appears on that player's seat.",
      "A slap race: tap the deck quickly; the last to slap takes 2 cards.",
    ],
    k_slap: "slap the deck (a slap race)",
    k_draw: "draw a card",
    k_pass: "keep the drawn card (or let a last dark card go)",
    k_accept: "accept a penalty",
    k_check: "check a dark card",
    k_giveup: "give up a Svinorost chain",
    k_svintus: "say «Svintus!»",
    k_catch: "catch a player who forgot «Svintus!»",
    k_colour: "name a colour: red, orange, green, blue",
    k_hand: "go to your first playable card",
    k_escape: "close a dialog, cancel a choice",
    k_help: "this list",
    space: "Space",
    esc: "Esc",
    live_label: "What happens at the table",
    feed_label: "What happened",
    may_now: "You may now: {what}",
    race_on: "A race: {what}",
  },
  ru: {
    help_button: "Клавиши",
    help_title: "Игра с клавиатуры",
    help_intro: "Tab переходит между картами, которыми можно сходить, и кнопками; Enter или пробел играет выбранную карту или нажимает кнопку.",
    help_close: "Закрыть",
    help_button_touch: "Помощь",
    help_title_touch: "Как играть",
    ph_table: "Стол",
    ph_table_lines: [
      "Внизу — ваши карты, над ними ваше место: сколько у вас карт и очков (★).",
      "Наверху — другие игроки. Жёлтым подсвечено место того, чей сейчас ход.",
      "В середине — колода (нажмите на неё, чтобы взять карту) и стопка: ходят на её верхнюю карту.",
      "Полоса под вашим местом — время хода; под ней последние строки журнала: нажмите на них, чтобы открыть весь журнал и чат.",
      "Совсем наверху — ссылка, чтобы позвать друзей, счёт, правила и язык.",
    ],
    ph_play: "Как ходить",
    ph_play_lines: [
      "Нажмите на карту, чтобы сыграть её; карты, которыми сейчас ходить нельзя, притушены.",
      "Нажмите и подержите любую карту — в руке, в стопке, на месте игрока, — чтобы прочитать её правило.",
      "Кнопки над вашими картами — другие ходы, доступные сейчас: взять штрафные карты, оставить взятую карту и другие. Когда что-то спрашивают у вас, вопрос и кнопки тоже появляются там, со своим временем.",
      "Осталось две карты? Нажмите «Свинтус!», прежде чем сыграть предпоследнюю, иначе вас могут поймать, и вы возьмёте 3 карты.",
      "Кто-то забыл сказать «Свинтус!»? На месте этого игрока появится кнопка «Поймать: …!».",
      "Гонка хлопков: скорее нажмите на колоду — последний, кто хлопнет, берёт 2 карты.",
    ],
    k_slap: "хлопнуть по колоде (гонка хлопков)",
    k_draw: "взять карту",
    k_pass: "оставить взятую карту (или отпустить последнюю тёмную)",
    k_accept: "принять штраф",
    k_check: "проверить тёмную карту",
    k_giveup: "сдаться в цепочке Свинороста",
    k_svintus: "сказать «Свинтус!»",
    k_catch: "поймать того, кто забыл «Свинтус!»",
    k_colour: "назвать цвет: красный, оранжевый, зелёный, синий",
    k_hand: "перейти к первой карте, которой можно сходить",
    k_escape: "закрыть окно, отменить выбор",
    k_help: "этот список",
    space: "Пробел",
    esc: "Esc",
    live_label: "Что происходит за столом",
    feed_label: "Что было",
    may_now: "Сейчас можно: {what}",
    race_on: "Гонка: {what}",
  },
};

// A list of lines (the phone's help panel), in the current language.
export function pwLines(key) {
  const lines = wordOf(WORDS, key);
  return Array.isArray(lines) ? lines : [];
}

export function pw(key, params = {}) {
  const s = wordOf(WORDS, key) ?? key;
  return s.replace(/\{(\w+)\}/g, (_, k) => (k in params ? String(params[k]) : `{${k}}`));
}

// The keys of the table (input.js), as [key, words key], for the help panel.
export const KEYS = [
  ["space", "k_slap"], ["D", "k_draw"], ["P", "k_pass"], ["A", "k_accept"], ["K", "k_check"],
  ["U", "k_giveup"], ["S", "k_svintus"], ["C", "k_catch"], ["1–4", "k_colour"], ["H", "k_hand"],
  ["esc", "k_escape"], ["?", "k_help"],
];
