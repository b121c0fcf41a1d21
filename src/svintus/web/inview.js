// What is asked of this seat stays in view (docs/web.md, "On a phone"). On a phone the
// table's column is one screen high and the feed is below it: when something new asks the
// player (a prompt of the 2.0 families, a dialog, their own turn) while they have scrolled
// down to the feed, the page scrolls back so the whole column — the prompt, its buttons and
// the hand — is on screen. On a computer the page does not scroll; the band of buttons
// (#asks) scrolls inside its box, and a new prompt is brought into it.

import { botPlaysMine } from "./select.js";

// What asks now: the offers' labels, and whether it is this seat's turn (nothing while a
// bot plays the seat: the page does not scroll its person back to the table for it).
export function askedKey(S) {
  const v = S.view;
  if (!v || S.seat < 0 || botPlaysMine(S)) return "";
  const turn = v.current === S.seat && v.winner === null ? "turn" : "";
  return [turn, ...S.offers.map((o) => o.label)].filter(Boolean).join("|");
}

function outOfView(el) {
  const r = el.getBoundingClientRect();
  return r.top < 0 || r.bottom > window.innerHeight;
}

export function keepInView(S, prev, table, asks) {
  const now = askedKey(S);
  if (!now || now === (prev ? askedKey(prev) : "")) return;
  if (window.scrollY > 0 && outOfView(asks)) table.scrollIntoView({ block: "end" });
  // the newest prompt inside a band of buttons that scrolls (a computer's #asks)
  if (asks.scrollHeight > asks.clientHeight + 1) {
    const last = asks.querySelector("#offers .prompt:last-child");
    const a = asks.getBoundingClientRect();
    const r = last?.getBoundingClientRect();
    if (r && (r.bottom > a.bottom || r.top < a.top)) asks.scrollTop += r.bottom - a.bottom;
  }
}
