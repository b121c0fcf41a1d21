// Sentences with marks, for templates: phrases.js fills a catalogue sentence through
// hooks; here the hooks return marks, so a sentence comes back as parts — plain text
// (strings) and marks ({seat, shown, me} for a player's name, {card, kase} for a card) — which
// a template draws (lines.js, richview.js) and a test reads as text (`plain`). No markup.
import { kindName, t, cardText } from "./i18n.js";
import { parseCard } from "./cardnames.js";

const OPEN = "\u0002";
const CLOSE = "\u0003";
const MARK = /\u0002(\d+)\u0003/;

// Text as given, without the two characters that delimit marks.
export const clean = (s) => String(s ?? "").replace(/[\u0002\u0003]/g, "");

// `fill(hooks)` -> the parts of the sentence it returns. `name(i)`: a seat's name; `me`:
// this page's seat (marked "(you)").
export function richParts(fill, name, me = -1) {
  const marks = [];
  const mark = (m) => {
    marks.push(m);
    return `${OPEN}${marks.length - 1}${CLOSE}`;
  };
  const hooks = {
    name: (i) => name(i),
    me,
    seat: (i, shown) => mark({ seat: i, shown: clean(shown), me: i === me }),
    card: (c, kase) => mark({ card: c, kase }),
    text: clean,
    kind: (id) => clean(kindName(id)),
  };
  const out = [];
  String(fill(hooks)).split(MARK).forEach((piece, i) => {
    if (i % 2) out.push(marks[Number(piece)]);
    else if (piece) out.push(piece);
  });
  return out;
}

// The parts as plain text (tests, the live region).
export function plain(parts) {
  return parts
    .map((p) => {
      if (typeof p === "string") return p;
      if (p.card) return cardText(parseCard(p.card), p.kase);
      return p.me ? `${p.shown} (${t("you")})` : p.shown;
    })
    .join("");
}
