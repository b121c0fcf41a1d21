// The table page's own words for the live region and the keys' help panel («?»), in both
// languages (issue 26). A phone's words (touch) never name a key.
import { wordOf } from "./i18n.js";

const WORDS = {
  en: {
    help_button: "Keys",
    help_title: "Playing with the keyboard",
    help_intro: "Tab moves between the cards you can play and the buttons; Enter or Space plays the focused card or presses the button.",
    help_close: "Close",
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
