// The drawn faces of the special cards (docs/web.md): one symbol per kind as inline
// SVG (lines in currentColor, no font glyphs, no emoji), and the short name printed on
// the face where the full name is too long for a card. Wardrobe items too.

const P = (d) => `<path d="${d}"/>`;
const C = (x, y, r) => `<circle cx="${x}" cy="${y}" r="${r}"/>`;

// kind id -> the SVG content on a 24x24 grid, drawn with a 2px stroke.
const SYMBOLS = {
  khapyozh: P("M5 12h8M9 8v8") + P("M15 7h4l-3 4a3 3 0 1 1-2 5"),
  zakhrapin: P("M4 7h7l-7 9h7") + P("M14 11h6l-6 7h6"),
  perekhryuk: P("M5 9a7 7 0 0 1 13-2") + P("M18 3v4h-4") + P("M19 15a7 7 0 0 1-13 2") + P("M6 21v-4h4"),
  tikhokhryun: P("M4 13c3 3 13 3 16 0c-3-3-13-3-16 0z") + P("M12 4v16"),
  khlopkopyt: P("M7 21v-8a2 2 0 0 1 4 0v-6a2 2 0 0 1 4 0v8a2 2 0 0 1 4 0v2a4 4 0 0 1-4 4z") + P("M3 5l2 2M3 11h2M9 1v2"),
  polisvin: P("M12 2l2.6 7.2H22l-6 4.6 2.3 7.2-6.3-4.4-6.3 4.4L8 13.8 2 9.2h7.4z"),
  svinorost: P("M3 20h5v-5h5v-5h5V5h3") + P("M16 3h5v5"),
  temnodel: P("M20 15A8 8 0 1 1 9 4a6.5 6.5 0 0 0 11 11z"),
  shtul: P("M7 3v18M7 13h10v8M7 3h3"),
  shalun: C(12, 14, 7) + P("M7 9L5 3l5 4M17 9l2-6-5 4") + P("M9 16c2 2 4 2 6 0"),
  shevelis: P("M6 3h12M6 21h12M7 3c0 6 10 5 10 9s-10 3-10 9M17 3c0 6-10 5-10 9s10 3 10 9"),
  shtol: P("M3 21h18M7 18V10a1.5 1.5 0 0 1 3 0v-4a1.5 1.5 0 0 1 3 0v4a1.5 1.5 0 0 1 3 0v3l2-1a1.5 1.5 0 0 1 1 2.5L16 18z"),
  shinkognito: P("M3 11h18M6 11l2-6h8l2 6") + C(7.5, 16, 3) + C(16.5, 16, 3) + P("M10.5 16h3"),
  shmotrun: P("M3 12c4-5 14-5 18 0") + P("M6 14l-1.5 2.5M12 15v3M18 14l1.5 2.5"),
  shmunitet: P("M12 3l8 3v6c0 5-4 8-8 9-4-1-8-4-8-9V6z") + P("M8.5 12l2.5 2.5 4.5-5"),
  shto: P("M8 8a4 4 0 1 1 5.5 3.7c-1 .5-1.5 1.3-1.5 2.8") + P("M12 19v1"),
  shuriken: P("M12 2l3 7 7 3-7 3-3 7-3-7-7-3 7-3z") + C(12, 12, 1.6),
  parodist: P("M4 5h16v10H10l-5 4v-4H4z") + P("M8 10h1M12 10h1M16 10h1"),
  zapevala: P("M9 18V5l10-2v13") + C(7, 18, 2.5) + C(17, 16, 2.5),
  folklorist: P("M3 5h7a2 2 0 0 1 2 2v13a2 2 0 0 0-2-2H3zM21 5h-7a2 2 0 0 0-2 2v13a2 2 0 0 1 2-2h7z"),
  pokloonnik: P("M12 20s-8-5-8-11a4 4 0 0 1 8-1 4 4 0 0 1 8 1c0 6-8 11-8 11z"),
  suflyor: P("M7 9a5 5 0 1 1 10 0c0 3-3 4-3 7a3 3 0 0 1-6 1") + P("M10 9a2 2 0 1 1 4 0"),
  ovatsii: P("M12 2v4M4.5 5l2.5 2.5M19.5 5L17 7.5M2 12h4M18 12h4") + P("M7 21a5 5 0 0 1 10 0") + C(12, 12, 2.5),
  antrakt: P("M2 3h20M4 3c0 8 2 13 6 18M20 3c0 8-2 13-6 18M9 3c0 5 1 7 2 9M15 3c0 5-1 7-2 9"),
  reyting: P("M3 21h18M6 21v-5M11 21V9M16 21v-8M20 21V4"),
  razborka: P("M4 4l16 16M20 4L4 20M15 20l5-5M4 15l5 5"),
  russian_roulette: C(12, 12, 9) + C(12, 7, 1.8) + C(16.3, 9.5, 1.8) + C(16.3, 14.5, 1.8) + C(12, 17, 1.8) + C(7.7, 14.5, 1.8) + C(7.7, 9.5, 1.8),
  one_for_all: P("M5 10a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2v6a5 5 0 0 1-5 5h-4a5 5 0 0 1-5-5z") + P("M9 8v4M13 8v4M5 13h6"),
  slippers: P("M3 16c0-4 3-7 8-7h3c4 0 7 2 7 5v2c0 2-1 3-3 3H6c-2 0-3-1-3-3z") + P("M11 9v6"),
  slabo: P("M3 9v6M6.5 6v12M17.5 6v12M21 9v6M6.5 12h11"),
  neither_nor: C(12, 12, 8) + P("M6 18L18 6"),
  hands: P("M2 20l5-11 5 11M12 20l5-11 5 11M1 20h22"),
  chip_in: `<ellipse cx="12" cy="6" rx="7" ry="3"/>` + P("M5 6v6c0 1.7 3 3 7 3s7-1.3 7-3V6M5 12v6c0 1.7 3 3 7 3s7-1.3 7-3v-6"),
  clothes: P("M8 3h8v12H8zM3 15h18M8 11h8"),
  dont_darken: C(12, 12, 4) + P("M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M4.9 19.1L7 17M17 7l2.1-2.1"),
  awl_for_soap: P("M4 8h15l-4-4M20 16H5l4 4"),
};

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
  const body = SYMBOLS[kind];
  if (!body) return "";
  return `<svg class="${cls}" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${body}</svg>`;
}

export function itemSymbol(item, cls = "isym") {
  const body = ITEMS[item];
  if (!body) return "";
  return `<svg class="${cls}" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${body}</svg>`;
}

export const HAS_SYMBOL = (kind) => kind in SYMBOLS;

// The name printed on a face when the catalogue's name is too long for a card (a short
// name only: the full names are the card catalogue's, engine/cards.py).
const SHORT = {
  ru: {
    russian_roulette: "Рулетка", slippers: "Тапки", neither_nor: "Ни себе ни людям",
    hands: "Руки", chip_in: "Скинуться", clothes: "По одёжке",
  },
  en: {
    russian_roulette: "Roulette", slippers: "Slippers", neither_nor: "Neither-nor",
    hands: "Hands", chip_in: "Chip In", clothes: "Clothes",
  },
};

export function shortName(kind, lang, full) {
  return (SHORT[lang] || SHORT.en)[kind] || full;
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
