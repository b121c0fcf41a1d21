// Markup as strings, kept ONLY for the pages not yet on templates (rules.js, replay.js:
// the `site` helper's, issue 26). The table page never imports this module; delete it
// once nothing does (tests/test_web_modules.py lists it until then).
import { cardAbout, parseCard } from "./cardnames.js";
import { cardText, kindName, lang, t } from "./i18n.js";
import { kindSymbol, shortName } from "./faces.js";
import { keyFor, newMemo, remember, sentence } from "./phrases.js";
import { CATALOGUE } from "./catalogue.js";
import { lineClass } from "./lines.js";

const SHAPES = {
  red: '<path d="M12 3 L22 20 H2 Z"/>',
  orange: '<circle cx="12" cy="12" r="9"/>',
  green: '<rect x="3.5" y="3.5" width="17" height="17"/>',
  blue: '<path d="M12 2 L22 12 L12 22 L2 12 Z"/>',
  grey: '<path d="M12 2 L14.6 9.2 L22 9.2 L16 13.8 L18.3 21 L12 16.6 L5.7 21 L8 13.8 L2 9.2 L9.4 9.2 Z"/>',
};

export function escape(text) {
  return String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function symbol(colour, cls = "sym") {
  return `<svg class="${cls}" viewBox="0 0 24 24" aria-hidden="true">${SHAPES[colour] || SHAPES.grey}</svg>`;
}

export function cardHtml(name, extra = "") {
  const card = parseCard(name);
  if (!card) return "";
  const title = escape(cardAbout(name));
  if (card.kind === "number") {
    return (
      `<span class="card c-${card.colour} k-number ${extra}" data-card="${escape(name)}" title="${title}">` +
      `${symbol(card.colour, "sym tl")}${symbol(card.colour, "sym br")}<span class="big">${card.value}</span></span>`
    );
  }
  const corner = card.value >= 0 ? `<span class="val">${card.value}</span>` : symbol(card.colour, "sym tl");
  const printed = shortName(card.kind, lang(), kindName(card.kind));
  return (
    `<span class="card c-${card.colour} k-${card.kind} special ${extra}" data-card="${escape(name)}" title="${title}">` +
    `${corner}${symbol(card.colour, "sym br")}${kindSymbol(card.kind)}` +
    `<span class="kind${printed.length > 9 && !printed.includes(" ") ? " long" : printed.length > 7 ? " l8" : ""}">${escape(printed)}</span></span>`
  );
}

export function cardChip(name, kase = "nom") {
  const card = parseCard(name);
  if (!card) return "?";
  return `<span class="chip c-${card.colour}" data-card="${escape(name)}" title="${escape(cardAbout(name))}">${symbol(card.colour)}${escape(cardText(card, kase))}</span>`;
}

export function colourChip(colour) {
  return `<span class="chip c-${colour}">${symbol(colour)}</span>`;
}

let memo = newMemo();
// A feed line as [classes, HTML] (replay.js); the table's feed is feed.js's feedLines.
export function eventLine(e, name, me) {
  const hooks = {
    name: (i) => name(i),
    me,
    seat: (i, shown) => `<b class="who s${i}">${shown}${i === me ? ` (${escape(t("you"))})` : ""}</b>`,
    card: (c, kase) => cardChip(c, kase),
    text: escape,
    kind: (id) => kindName(id),
  };
  const key = keyFor(CATALOGUE, e, me, memo);
  const html = sentence(CATALOGUE, e, lang(), hooks, memo);
  remember(CATALOGUE, e, memo);
  return [lineClass(key, e), html];
}

export function resetLines() {
  memo = newMemo();
}
