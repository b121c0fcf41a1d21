// The feed: what happened, one sentence per event (lines.js), in the current language;
// on a phone the last two also stand in the table's column (the ticker).
import { html, render } from "./vendor/lit-html/lit-html.js";
import { repeat } from "./vendor/lit-html/directives/repeat.js";
import { lang } from "./i18n.js";
import { lineReader } from "./lines.js";
import { rich } from "./richview.js";
import { seatName } from "./select.js";

export { FEED_MAX } from "./store.js";

// The lines are a pure function of the events, the names, the seat and the language; they
// are worked out once per event while those stay the same (a reader goes on from the last).
let cache = { key: "", reader: null, lines: new Map(), last: null };

export function linesOf(S) {
  const names = (S.table?.seats || []).map((_, i) => seatName(S, i)).join("\u0001");
  const key = `${lang()}|${S.seat}|${names}`;
  const events = S.events;
  let from = cache.last ? events.lastIndexOf(cache.last) : -1;
  if (key !== cache.key || from < 0) {
    cache = { key, reader: lineReader((i) => seatName(S, i), S.seat), lines: new Map(), last: null };
    from = -1;
  }
  const lines = new Map();
  for (const e of events.slice(0, from + 1)) if (cache.lines.has(e)) lines.set(e, cache.lines.get(e));
  for (const e of events.slice(from + 1)) {
    const line = cache.reader(e);
    lines.set(e, line && { event: e, ...line });
  }
  cache.lines = lines;
  cache.last = events.length ? events[events.length - 1] : null;
  return events.map((e) => lines.get(e)).filter(Boolean);
}

const ids = new WeakMap();
let nextId = 0;
const idOf = (line) => {
  if (!ids.has(line.event)) ids.set(line.event, ++nextId);
  return ids.get(line.event);
};

export function drawFeed(S, list, ticker) {
  const atBottom = list.scrollHeight - list.scrollTop - list.clientHeight < 40;
  const lines = linesOf(S);
  const newest = list.lastElementChild;
  render(repeat(lines, idOf, (l) => html`<li class=${l.cls}>${rich(l.parts)}</li>`), list);
  if (atBottom || list.lastElementChild !== newest) list.scrollTop = list.scrollHeight;
  const last = lines.slice(-2);
  render(repeat(last, idOf, (l) => html`<span class=${l.cls}>${rich(l.parts)}</span>`), ticker);
  ticker.hidden = !last.length;
}
