// The cards and feed lines the site's pages show (rules.js, replay.js) as lit-html
// template children. cards.js and feed.js hand them out as markup they escaped themselves
// (HTML strings) until the table page's rebuild on templates; `piece` puts such a string
// into a template. Strings come only from those modules' exported functions, never from
// data. Once cards.js and feed.js give templates, only this module changes.
import { guard } from "./vendor/lit-html/directives/guard.js";
import { cardChip, cardHtml, colourChip } from "./cards.js";
import { eventLine } from "./feed.js";

const range = document.createRange();

function piece(value) {
  if (typeof value !== "string") return value; // a lit template (or nothing)
  return range.createContextualFragment(value);
}

// A face-up card; `extra`: classes (mini ...).
export const face = (name, extra = "") => piece(cardHtml(name, extra));
// A card named in running text.
export const chipOf = (name) => piece(cardChip(name));
// A colour's mark.
export const colourMark = (colour) => piece(colourChip(colour));

// Every event's line in order, as {cls, line} (null for an event the feed leaves out);
// `name(i)`: a seat's name as plain text. The sentences depend on what was said before:
// give every event of the game, in order.
export function linesOf(events, name) {
  return events.map((e) => {
    const [cls, line] = eventLine(e, name, -1);
    return line ? { cls: `ev ev-${e.kind} ${cls}`, line } : null;
  });
}

// A line's words, drawn once while the line stays in the page.
export const lineView = (l) => guard([l], () => piece(l.line));
