// The cards and feed lines the site's pages show (rules.js, replay.js) as lit-html
// template children. With the table page's templates (cardviews.js, lines.js,
// richview.js: issue 26's rebuild) they are those templates, every value escaped by
// lit-html. Without them (a tree from before the rebuild) they are the markup cards.js
// and feed.js escaped themselves, as HTML strings put into a template here; such strings
// come only from those modules' exported functions, never from data. Once the rebuild is
// in, the second way can go.
import { guard } from "./vendor/lit-html/directives/guard.js";

const views = await Promise.all(["./cardviews.js", "./lines.js", "./richview.js"].map((m) => import(m))).catch(
  () => null,
);
const strings = views ? null : await Promise.all([import("./cards.js"), import("./feed.js")]);
const range = document.createRange();
const piece = (markup) => range.createContextualFragment(markup);

// A face-up card; `extra`: classes (mini ...).
export const face = (name, extra = "") =>
  views ? views[0].cardFace(name, extra) : piece(strings[0].cardHtml(name, extra));
// A card named in running text.
export const chipOf = (name) => (views ? views[0].chip(name) : piece(strings[0].cardChip(name)));
// A colour's mark.
export const colourMark = (colour) =>
  views ? views[0].colourMark(colour) : piece(strings[0].colourChip(colour));

// Every event's line in order, as {cls, ...} (null for an event the feed leaves out);
// `name(i)`: a seat's name as plain text. The sentences depend on what was said before:
// give every event of the game, in order.
export function linesOf(events, name) {
  if (views) {
    const byEvent = new Map(views[1].feedLines(events, name, -1).map((l) => [l.event, l]));
    return events.map((e) => byEvent.get(e) || null);
  }
  return events.map((e) => {
    const [cls, line] = strings[1].eventLine(e, name, -1);
    return line ? { cls: `ev ev-${e.kind} ${cls}`, line } : null;
  });
}

// A line's words, drawn once while the line stays in the page.
export const lineView = (l) => (views ? views[2].rich(l.parts) : guard([l], () => piece(l.line)));
