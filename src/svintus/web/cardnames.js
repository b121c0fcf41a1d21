// Cards in notation ("G7", "R:khapyozh", "polisvin") parsed, named and explained (no markup:
// cardviews.js draws them).
import { KIND_BY_ID, KIND_IDS } from "./catalogue.js";
import { cardText, lang } from "./i18n.js";

export const COLOURS = ["red", "orange", "green", "blue"];
const LETTERS = { R: "red", O: "orange", G: "green", B: "blue" };
export const LETTER_OF = { red: "R", orange: "O", green: "G", blue: "B" };

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
