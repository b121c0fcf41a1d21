// Cards drawn as lit-html templates: a face-up card, a chip in running text, a colour's
// mark. Every value is escaped by lit-html; the drawn faces come from faces.js (markup.js).
import { html, nothing, svg } from "./vendor/lit-html/lit-html.js";
import { cardAbout, parseCard } from "./cardnames.js";
import { cardText, kindName, lang } from "./i18n.js";
import { kindSymbol, shortName } from "./faces.js";
import { drawn } from "./markup.js";

// Each colour also has its own shape, for colour-blind players (docs/web.md).
const SHAPES = {
  red: svg`<path d="M12 3 L22 20 H2 Z"/>`,
  orange: svg`<circle cx="12" cy="12" r="9"/>`,
  green: svg`<rect x="3.5" y="3.5" width="17" height="17"/>`,
  blue: svg`<path d="M12 2 L22 12 L12 22 L2 12 Z"/>`,
  grey: svg`<path d="M12 2 L14.6 9.2 L22 9.2 L16 13.8 L18.3 21 L12 16.6 L5.7 21 L8 13.8 L2 9.2 L9.4 9.2 Z"/>`,
};

// A colour's shape (templates: lit-html escapes every value).
export function symbol(colour, cls = "sym") {
  return html`<svg class=${cls} viewBox="0 0 24 24" aria-hidden="true">${SHAPES[colour] || SHAPES.grey}</svg>`;
}

// A special kind's drawn symbol (faces.js), as SVG elements.
export function kindFace(kind, cls = "face") {
  return drawn(kindSymbol(kind, cls));
}

// A face-up card. `extra` adds classes (playable, drawn ...).
// Special cards: the kind's drawn symbol in the middle, its value in the corner where it
// has one, its (short) name in the player's language at the bottom (faces.js).
export function cardFace(name, extra = "") {
  const card = parseCard(name);
  if (!card) return nothing;
  const title = cardAbout(name);
  if (card.kind === "number") {
    return html`<span class="card c-${card.colour} k-number ${extra}" data-card=${name} title=${title}>${symbol(card.colour, "sym tl")}${symbol(card.colour, "sym br")}<span class="big">${card.value}</span></span>`;
  }
  // the value is drawn by style.css from data-val: a label, not words to read (the card's
  // name says it), so a button named by the card matches what it shows
  const corner = card.value >= 0 ? html`<span class="val" data-val=${card.value}></span>` : symbol(card.colour, "sym tl");
  const printed = shortName(card.kind, lang(), kindName(card.kind));
  const size = printed.length > 9 && !printed.includes(" ") ? "long" : printed.length > 7 ? "l8" : "";
  return html`<span class="card c-${card.colour} k-${card.kind} special ${extra}" data-card=${name} title=${title}>${corner}${symbol(card.colour, "sym br")}${kindFace(card.kind)}<span class="kind ${size}">${printed}</span></span>`;
}

// A small inline mention of a card in running text (the feed).
// `kase`: the grammatical case its sentence asks for (the catalogue's {card:acc}).
export function chip(name, kase = "nom") {
  const card = parseCard(name);
  if (!card) return "?";
  return html`<span class="chip c-${card.colour}" data-card=${name} title=${cardAbout(name)}>${symbol(card.colour)}${cardText(card, kase)}</span>`;
}

export function colourMark(colour) {
  return html`<span class="chip c-${colour}">${symbol(colour)}</span>`;
}

// A card's name for a button that shows the card: its name in words, and the shorter
// name printed on its face when that is not already in it ("orange Neither to Yourself
// Nor to People, Neither-nor"), so the button's name holds what it shows (after a comma:
// axe-core's label-in-name check does not find a label in brackets).
export function cardLabel(name) {
  const card = parseCard(name);
  if (!card) return "";
  const words = cardText(card);
  if (card.kind === "number") return words;
  const printed = shortName(card.kind, lang(), kindName(card.kind));
  const bare = (x) => x.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");
  return bare(words).includes(bare(printed)) ? words : `${words}, ${printed}`;
}
