// The words of the site's pages besides the table (lobby, rules, replay, 404) that the
// table page does not share, in both languages (strings.js holds the shared ones).
import { t, wordOf } from "./i18n.js";

const WORDS = {
    en: {
    pace_of_table: (p) => `pace: ${p.pace}`,
    level_others: "Other bots",
    level_random_line: "plays any card that fits, by chance.",
    level_uniform_line: "decides every choice as if by tossing a coin, with no habits.",
    level_heuristic_line: "plays well by tried rules of thumb, at an even pace.",
    level_ismcts_line: "thinks each move through, trying out how the game may go.",
    level_easy_line: "slow to react and often misses a chance: good for a first game.",
    level_normal_line: "plays sensibly and reacts about as fast as most people.",
    level_hard_line: "quick and careful; keeps cards to pass a penalty on.",
    pace_newcomer: "Your first match here: the relaxed pace, with more time to read and answer. Your choice is remembered.",
    r_recent_game: (p) => `Match ${p.match}, game ${p.n} · table ${p.code}`,
    r_controls: "Replay controls",
    r_slider: "Step of the game",
    r_table: "The table at this step",
    r_feed: "What happened",
    r_title_none: "Replay",
    missing_title: "No such page",
    missing_text: "There is nothing at this address. Check the link, or go back to the lobby.",
  },
    ru: {
    pace_of_table: (p) => `темп: ${p.pace}`,
    level_others: "Другие боты",
    level_random_line: "кладёт наугад любую подходящую карту.",
    level_uniform_line: "каждый выбор решает будто подброшенной монеткой, без привычек.",
    level_heuristic_line: "играет проверенными приёмами, в ровном темпе.",
    level_ismcts_line: "обдумывает каждый ход, прикидывая, как может пойти игра.",
    level_easy_line: "реагирует медленно и часто упускает шанс: то, что надо для первой игры.",
    level_normal_line: "играет разумно и реагирует примерно как большинство людей.",
    level_hard_line: "быстрый и внимательный; бережёт карты, чтобы передать штраф.",
    pace_newcomer: "Ваш первый матч здесь: спокойный темп, больше времени прочесть и ответить. Ваш выбор запоминается.",
    r_recent_game: (p) => `Матч ${p.match}, партия ${p.n} · стол ${p.code}`,
    r_controls: "Управление повтором",
    r_slider: "Шаг партии",
    r_table: "Стол на этом шаге",
    r_feed: "Что происходило",
    r_title_none: "Повтор",
    missing_title: "Такой страницы нет",
    missing_text: "По этому адресу ничего нет. Проверьте ссылку или вернитесь в лобби.",
  },
};

// A word of this module, else of strings.js; functions get `params`.
export function w(key, params = {}) {
  const word = wordOf(WORDS, key);
  if (word === undefined) return t(key, params);
  return typeof word === "function" ? word(params) : word;
}
