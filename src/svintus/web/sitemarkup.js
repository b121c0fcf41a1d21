// The cards and feed lines the site's pages show (rules.js, replay.js), as lit-html
// template children: the table page's own templates (cardviews.js, lines.js, richview.js),
// every value escaped by lit-html.
import { cardFace, chip, colourMark as mark } from "./cardviews.js";
import { feedLines } from "./lines.js";
import { rich } from "./richview.js";

// A face-up card; `extra`: classes (mini ...).
export const face = (name, extra = "") => cardFace(name, extra);
// A card named in running text.
export const chipOf = (name) => chip(name);
// A colour's mark.
export const colourMark = (colour) => mark(colour);

// Every event's line in order, as {cls, parts} (null for an event the feed leaves out);
// `name(i)`: a seat's name as plain text. The sentences depend on what was said before:
// give every event of the game, in order.
export function linesOf(events, name) {
  const byEvent = new Map(feedLines(events, name, -1).map((l) => [l.event, l]));
  return events.map((e) => byEvent.get(e) || null);
}

// A line's words.
export const lineView = (l) => rich(l.parts);
