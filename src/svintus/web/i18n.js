// Strings of the page in Russian and English; card names from the card catalogue
// (engine/cards.py, loaded by catalogue.js), colour words from phrases.json.
import { STRINGS } from "./strings.js";
import { SCENE_STRINGS } from "./scene_strings.js";
import { CATALOGUE, KIND_BY_ID, sharedStrings } from "./catalogue.js";
import { cardRu, itRu, playerRu } from "./phrases.js";

for (const l of ["en", "ru"]) {
  const scene = { ...SCENE_STRINGS[l], ...sharedStrings(l) };
  for (const [k, v] of Object.entries(scene)) if (!(k in STRINGS[l])) STRINGS[l][k] = v;
}

const KEY = "svintus.lang";

// Colour words: the catalogue's table (phrases.json `tables.colour`).
const COLOUR_WORDS = CATALOGUE.tables.colour;

let current = null;
const listeners = [];

export function lang() {
  if (current) return current;
  let saved = null;
  try {
    saved = localStorage.getItem(KEY);
  } catch (_) {
    saved = null;
  }
  if (saved === "ru" || saved === "en") current = saved;
  else current = (navigator.language || "en").toLowerCase().startsWith("ru") ? "ru" : "en";
  return current;
}

export function setLang(value) {
  current = value === "ru" ? "ru" : "en";
  try {
    localStorage.setItem(KEY, current);
  } catch (_) {
    /* private mode: the choice lasts for this page only */
  }
  document.documentElement.lang = current;
  for (const fn of listeners) fn(current);
}

export function onLang(fn) {
  listeners.push(fn);
}

// A touch screen is the main pointer (a phone, a tablet): words say "tap", not "click",
// and no key is offered. A laptop with a touch screen keeps its mouse words.
function touch() {
  return globalThis.matchMedia?.("(pointer: coarse)")?.matches === true;
}

// The word `key` of a table of words by language ({en: {...}, ru: {...}}) in the current
// language, else in English; on a touch screen the key's `_touch` wording when it has one.
export function wordOf(tables, key) {
  const table = tables[lang()] || tables.en;
  const touchKey = `${key}_touch`;
  if (touch() && (touchKey in table || touchKey in tables.en)) key = touchKey;
  return table[key] ?? tables.en[key];
}

// t("key", {name: "Anna"}): the page's string (wordOf), {placeholders} filled. In Russian
// `{name:dat}` puts a player in a case (playerText) and `{card:acc}` a card given parsed
// ({kind, colour, value}: cardText); docs/russian.md.
export function t(key, params = {}) {
  let s = wordOf(STRINGS, key) ?? key;
  if (typeof s === "function") return s(params);
  return s.replace(/\{(\w+)(?::(\w+))?\}/g, (whole, k, kase) => {
    if (!(k in params)) return whole;
    const v = params[k];
    if (v && typeof v === "object" && "kind" in v) return cardText(v, kase || "nom");
    // a card given as text (a chip) is already in its case; anything else is a player
    return kase && k !== "card" ? playerText(String(v), kase) : String(v);
  });
}

// A player named `name` in a Russian case (phrases.js playerRu): «Боту 3», «игроку Аня»,
// and the page's «вы» (t("you")) as «вам», «вас»; in English the name as is.
export function playerText(name, kase = "nom") {
  if (lang() !== "ru") return name;
  return playerRu(CATALOGUE, name, kase, name === STRINGS.ru.you);
}

// The pronoun that stands for a card in Russian: «сыграйте его» (a Temnodel), «её».
export function cardPronoun(card, kase = "acc") {
  return lang() === "ru" && card ? itRu(CATALOGUE, card, kase) : "it";
}

export function colourWord(colour) {
  return (COLOUR_WORDS[lang()] || COLOUR_WORDS.en)[colour] || colour;
}

export function kindName(id) {
  const row = KIND_BY_ID[id];
  if (!row) return id;
  return lang() === "ru" ? row.ru : row.en;
}

// A card's name for text: "green 7" / "зелёная 7", "blue Khapyozh" / "синий Хапёж"; in
// Russian in a case (`kase`: nom gen dat acc ins loc), «красную 7», a title in «»:
// «Шалун!» (phrases.js cardRu, the catalogue's forms.ru).
export function cardText(card, kase = "nom") {
  if (!card) return "?";
  if (lang() === "ru") return cardRu(CATALOGUE, card, kindName(card.kind), kase);
  if (card.kind === "number") return `${colourWord(card.colour)} ${card.value}`;
  const name = kindName(card.kind);
  return card.colour === "grey" ? name : `${colourWord(card.colour)} ${name}`;
}

// Fill every [data-i18n] element's text, [data-i18n-ph] placeholder and [data-i18n-title]
// (a title that is also the element's name); a [data-i18n-hint] is a title only, for an
// element named by the words it shows (the ticker: its name holds its visible text).
export function translatePage(root = document) {
  document.documentElement.lang = lang();
  for (const el of root.querySelectorAll("[data-i18n]")) el.textContent = t(el.dataset.i18n);
  for (const el of root.querySelectorAll("[data-i18n-ph]")) el.placeholder = t(el.dataset.i18nPh);
  for (const el of root.querySelectorAll("[data-i18n-title]")) {
    el.title = t(el.dataset.i18nTitle);
    el.setAttribute("aria-label", el.title);
  }
  for (const el of root.querySelectorAll("[data-i18n-hint]")) el.title = t(el.dataset.i18nHint);
}
