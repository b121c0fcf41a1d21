// Strings of the page in Russian and English; card names from the card catalogue
// (engine/cards.py, loaded by catalogue.js), colour words from phrases.json.
import { STRINGS } from "./strings.js";
import { SCENE_STRINGS } from "./scene_strings.js";
import { CATALOGUE, KIND_BY_ID, sharedStrings } from "./catalogue.js";

for (const l of ["en", "ru"]) {
  const scene = { ...SCENE_STRINGS[l], ...sharedStrings(l) };
  for (const [k, v] of Object.entries(scene)) if (!(k in STRINGS[l])) STRINGS[l][k] = v;
}

const KEY = "svintus.lang";

// Colour words: the catalogue's table (phrases.json `tables.colour`).
const COLOUR_WORDS = CATALOGUE.tables.colour;

// A number card's colour in Russian agrees with «карта»: «зелёная 7».
const COLOUR_CARD_RU = {
  red: "красная", orange: "оранжевая", green: "зелёная", blue: "синяя", grey: "серая",
};

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

// t("key", {name: "Anna"}): the page's string (wordOf), {placeholders} filled.
export function t(key, params = {}) {
  let s = wordOf(STRINGS, key) ?? key;
  if (typeof s === "function") return s(params);
  return s.replace(/\{(\w+)\}/g, (_, k) => (k in params ? String(params[k]) : `{${k}}`));
}

export function colourWord(colour) {
  return (COLOUR_WORDS[lang()] || COLOUR_WORDS.en)[colour] || colour;
}

export function kindName(id) {
  const row = KIND_BY_ID[id];
  if (!row) return id;
  return lang() === "ru" ? row.ru : row.en;
}

// A card's name for text: "green 7" / "зелёная 7", "blue Khapyozh" / "синий Хапёж".
export function cardText(card) {
  if (!card) return "?";
  if (card.kind === "number") {
    const c = lang() === "ru" ? COLOUR_CARD_RU[card.colour] : colourWord(card.colour);
    return `${c} ${card.value}`;
  }
  const name = kindName(card.kind);
  return card.colour === "grey" ? name : `${colourWord(card.colour)} ${name}`;
}

// Fill every [data-i18n] element's text, [data-i18n-ph] placeholder and [data-i18n-title].
export function translatePage(root = document) {
  document.documentElement.lang = lang();
  for (const el of root.querySelectorAll("[data-i18n]")) el.textContent = t(el.dataset.i18n);
  for (const el of root.querySelectorAll("[data-i18n-ph]")) el.placeholder = t(el.dataset.i18nPh);
  for (const el of root.querySelectorAll("[data-i18n-title]")) {
    el.title = t(el.dataset.i18nTitle);
    el.setAttribute("aria-label", el.title);
  }
}
