// Strings of the page in Russian and English, and the card catalogue's names (cards.py).
import { STRINGS } from "./strings.js";
import { SCENE_STRINGS } from "./scene_strings.js";
import { sharedStrings } from "./catalogue.js";

for (const l of ["en", "ru"]) {
  const scene = { ...SCENE_STRINGS[l], ...sharedStrings(l) };
  for (const [k, v] of Object.entries(scene)) if (!(k in STRINGS[l])) STRINGS[l][k] = v;
}

const KEY = "svintus.lang";

export const KIND_IDS = [
  "number", "khapyozh", "zakhrapin", "perekhryuk", "tikhokhryun", "khlopkopyt", "polisvin",
  "svinorost", "temnodel", "shtul", "shalun", "shevelis", "shtol", "shinkognito", "shmotrun",
  "shmunitet", "shto", "shuriken", "parodist", "zapevala", "folklorist", "pokloonnik",
  "suflyor", "ovatsii", "antrakt", "reyting", "razborka", "russian_roulette", "one_for_all",
  "slippers", "slabo", "neither_nor", "hands", "chip_in", "clothes", "dont_darken",
  "awl_for_soap",
];

// kind id -> [ru, en, value or -1]
export const KINDS = {
  number: ["Цифровая", "Number", -1],
  khapyozh: ["Хапёж", "Khapyozh", -1],
  zakhrapin: ["Захрапин", "Zakhrapin", -1],
  perekhryuk: ["Перехрюк", "Perekhryuk", -1],
  tikhokhryun: ["Тихохрюн", "Tikhokhryun", -1],
  khlopkopyt: ["Хлопкопыт", "Khlopkopyt", -1],
  polisvin: ["Полисвин", "Polisvin", -1],
  svinorost: ["Свинорост", "Svinorost", -1],
  temnodel: ["Темнодел", "Temnodel", -1],
  shtul: ["Штуль!", "Shtul!", 0],
  shalun: ["Шалун!", "Shalun!", 1],
  shevelis: ["Шевелись!", "Shevelis!", 2],
  shtol: ["Штоль!", "Shtol!", 3],
  shinkognito: ["Шинкогнито", "Shinkognito", 4],
  shmotrun: ["Шмотрун", "Shmotrun", 5],
  shmunitet: ["Шмунитет", "Shmunitet", 6],
  shto: ["Што?", "Shto?", 7],
  shuriken: ["Шурикен", "Shuriken", 7],
  parodist: ["Пародист", "Parodist", 0],
  zapevala: ["Запевала", "Zapevala", 1],
  folklorist: ["Фольклорист", "Folklorist", 2],
  pokloonnik: ["Поклонник", "Pokloonnik", 3],
  suflyor: ["Суфлёр", "Suflyor", 4],
  ovatsii: ["Овации", "Ovatsii", 5],
  antrakt: ["Антракт", "Antrakt", 6],
  reyting: ["Рейтинг", "Reyting", 7],
  razborka: ["Разборка", "Razborka", -1],
  russian_roulette: ["Русская рулетка", "Russian Roulette", -1],
  one_for_all: ["Один за всех", "One for All", -1],
  slippers: ["Кто успел, того и тапки", "Whoever Is Quick Gets the Slippers", -1],
  slabo: ["Слабо?", "Slabo?", -1],
  neither_nor: ["Ни себе, ни людям", "Neither to Yourself Nor to People", -1],
  hands: ["Откуда растут руки", "Where Do the Hands Grow From?", -1],
  chip_in: ["Надо бы скинуться", "We Should Chip In", -1],
  clothes: ["Встречают по одёжке", "Judged by Their Clothes", -1],
  dont_darken: ["Не темни", "Don't Darken", -1],
  awl_for_soap: ["Шило на мыло", "Awl for Soap", -1],
};

const COLOUR_WORDS = {
  ru: { red: "красный", orange: "оранжевый", green: "зелёный", blue: "синий", grey: "серый" },
  en: { red: "red", orange: "orange", green: "green", blue: "blue", grey: "grey" },
};

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

// t("key", {name: "Anna"}): the string in the current language, {placeholders} filled.
export function t(key, params = {}) {
  const table = STRINGS[lang()] || STRINGS.en;
  let s = table[key] ?? STRINGS.en[key] ?? key;
  if (typeof s === "function") return s(params);
  return s.replace(/\{(\w+)\}/g, (_, k) => (k in params ? String(params[k]) : `{${k}}`));
}

export function colourWord(colour) {
  return (COLOUR_WORDS[lang()] || COLOUR_WORDS.en)[colour] || colour;
}

export function kindName(id) {
  const row = KINDS[id];
  if (!row) return id;
  return lang() === "ru" ? row[0] : row[1];
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
