// Cards in notation ("G7", "R:khapyozh", "polisvin") parsed and drawn; colour symbols.
import { KIND_BY_ID, KIND_IDS } from "./catalogue.js";
import { cardText, kindName, lang } from "./i18n.js";
import { kindSymbol, shortName } from "./faces.js";

export const COLOURS = ["red", "orange", "green", "blue"];
const LETTERS = { R: "red", O: "orange", G: "green", B: "blue" };
export const LETTER_OF = { red: "R", orange: "O", green: "G", blue: "B" };

// Each colour also has its own shape, for colour-blind players (docs/web.md).
const SHAPES = {
  red: '<path d="M12 3 L22 20 H2 Z"/>',
  orange: '<circle cx="12" cy="12" r="9"/>',
  green: '<rect x="3.5" y="3.5" width="17" height="17"/>',
  blue: '<path d="M12 2 L22 12 L12 22 L2 12 Z"/>',
  grey: '<path d="M12 2 L14.6 9.2 L22 9.2 L16 13.8 L18.3 21 L12 16.6 L5.7 21 L8 13.8 L2 9.2 L9.4 9.2 Z"/>',
};

export function symbol(colour, cls = "sym") {
  const shape = SHAPES[colour] || SHAPES.grey;
  return `<svg class="${cls}" viewBox="0 0 24 24" aria-hidden="true">${shape}</svg>`;
}

// The rule of each kind for players in the player's language, from the card catalogue.
export function ruleText(kind) {
  const row = KIND_BY_ID[kind];
  return (row && (lang() === "ru" ? row.rule_ru : row.rule_en)) || "";
}

// The value printed on a special kind (Shalun! 1), or -1 (none, or a number card's many).
function kindValue(kind) {
  const values = KIND_BY_ID[kind]?.values || [];
  return values.length === 1 ? values[0] : -1;
}

// A card's name and rule, for a hover title or the rule popover.
export function cardAbout(name) {
  const card = parseCard(name);
  if (!card) return "";
  const rule = ruleText(card.kind);
  return rule ? `${cardText(card)}. ${rule}` : cardText(card);
}

export function colourOf(value) {
  if (value === null || value === undefined || value === -1) return null;
  if (typeof value === "number") return COLOURS[value] ?? null;
  const s = String(value);
  if (LETTERS[s.toUpperCase()] && s.length === 1) return LETTERS[s.toUpperCase()];
  return COLOURS.includes(s.toLowerCase()) ? s.toLowerCase() : null;
}

export function kindOf(value) {
  if (typeof value === "number") return KIND_IDS[value] ?? String(value);
  return String(value);
}

export function parseCard(name) {
  if (!name) return null;
  let m = /^([ROGB])([0-7])$/.exec(name);
  if (m) return { name, kind: "number", colour: LETTERS[m[1]], value: Number(m[2]) };
  m = /^([ROGB]):([a-z_]+)$/.exec(name);
  if (m) return { name, kind: m[2], colour: LETTERS[m[1]], value: -1 };
  return { name, kind: name, colour: "grey", value: kindValue(name) };
}

function escape(text) {
  return String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
export { escape };

// The HTML of a face-up card. `extra` adds classes (playable, drawn ...).
// Special cards: the kind's drawn symbol in the middle, its value in the corner where it
// has one, its (short) name in the player's language at the bottom (faces.js).
export function cardHtml(name, extra = "") {
  const card = parseCard(name);
  if (!card) return "";
  const title = escape(cardAbout(name));
  if (card.kind === "number") {
    return (
      `<span class="card c-${card.colour} k-number ${extra}" data-card="${escape(name)}" title="${title}">` +
      `${symbol(card.colour, "sym tl")}${symbol(card.colour, "sym br")}` +
      `<span class="big">${card.value}</span></span>`
    );
  }
  const corner = card.value >= 0 ? `<span class="val">${card.value}</span>` : symbol(card.colour, "sym tl");
  const full = kindName(card.kind);
  const printed = shortName(card.kind, lang(), full);
  return (
    `<span class="card c-${card.colour} k-${card.kind} special ${extra}" data-card="${escape(name)}" title="${title}">` +
    `${corner}${symbol(card.colour, "sym br")}${kindSymbol(card.kind)}` +
    `<span class="kind${printed.length > 9 && !printed.includes(" ") ? " long" : printed.length > 7 ? " l8" : ""}">${escape(printed)}</span></span>`
  );
}

// A small inline mention of a card in running text (the feed).
export function cardChip(name, kase = "nom") {
  const card = parseCard(name);
  if (!card) return "?";
  return `<span class="chip c-${card.colour}" data-card="${escape(name)}" title="${escape(cardAbout(name))}">${symbol(card.colour)}${escape(cardText(card, kase))}</span>`;
}

export function colourChip(colour) {
  return `<span class="chip c-${colour}">${symbol(colour)}</span>`;
}
