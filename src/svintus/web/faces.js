// The drawn faces of the special cards (docs/web.md): one symbol per kind as inline
// SVG (lines in currentColor, no font glyphs, no emoji), and the short name printed on
// the face where the full name is too long for a card. Both are the kind's record's, in
// the card catalogue (/api/cards: `symbol`, `label_en`, `label_ru`); wardrobe items here.
import { KIND_BY_ID } from "./catalogue.js";

const P = (d) => `<path d="${d}"/>`;
const C = (x, y, r) => `<circle cx="${x}" cy="${y}" r="${r}"/>`;

// Wardrobe items (R12.10), drawn the same way.
const ITEMS = {
  hat: P("M8 4h8v11H8zM3 15h18"),
  scarf: P("M5 7c4 3 10 3 14 0M7 9v11h4V10M5 7c0-2 14-2 14 0"),
  glasses: C(7, 14, 3.5) + C(17, 14, 3.5) + P("M10.5 14h3M3.5 14L2 9M20.5 14L22 9"),
  boots: P("M7 3h5v11l7 3v4H7zM7 17h12"),
  tie: P("M10 3h4l-1 3 3 12-4 4-4-4 3-12z"),
  cap: P("M4 15a8 8 0 0 1 16 0zM12 15h10"),
  mittens: P("M8 21h8v-4l3-3-2-2-1 1V7a4 4 0 0 0-8 0v10z"),
  belt: P("M2 9h20v6H2z") + `<rect x="9" y="8" width="6" height="8"/>`,
  watch: C(12, 12, 5) + P("M12 10v2l1.5 1.5M9 7l1-4h4l1 4M9 17l1 4h4l1-4"),
  earrings: C(7, 15, 3) + C(17, 15, 3) + P("M7 4v8M17 4v8"),
};

export function kindSymbol(kind, cls = "face") {
  const body = KIND_BY_ID[kind]?.symbol;
  if (!body) return "";
  return `<svg class="${cls}" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${body}</svg>`;
}

export function itemSymbol(item, cls = "isym") {
  const body = ITEMS[item];
  if (!body) return "";
  return `<svg class="${cls}" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${body}</svg>`;
}

export const HAS_SYMBOL = (kind) => Boolean(KIND_BY_ID[kind]?.symbol);

// The name printed on a face: the kind's label where its full name is too long for a card.
export function shortName(kind, lang, full) {
  const k = KIND_BY_ID[kind];
  return (k && (lang === "ru" ? k.label_ru : k.label_en)) || full;
}

// Wardrobe items in words.
const ITEM_WORDS = {
  ru: {
    hat: "шляпа", scarf: "шарф", glasses: "очки", boots: "сапоги", tie: "галстук", cap: "кепка",
    mittens: "варежки", belt: "ремень", watch: "часы", earrings: "серьги",
  },
  en: {
    hat: "hat", scarf: "scarf", glasses: "glasses", boots: "boots", tie: "tie", cap: "cap",
    mittens: "mittens", belt: "belt", watch: "watch", earrings: "earrings",
  },
};

export function itemWord(item, lang) {
  return (ITEM_WORDS[lang] || ITEM_WORDS.en)[item] || "";
}
