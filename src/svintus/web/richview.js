// Sentence parts (rich.js) drawn: a player's name in bold ("(you)" after this seat's),
// a card as a chip; plain text as text (escaped by lit-html).
import { html } from "./vendor/lit-html/lit-html.js";
import { chip } from "./cardviews.js";
import { t } from "./i18n.js";

export function rich(parts) {
  return parts.map((p) => {
    if (typeof p === "string") return p;
    if (p.card) return chip(p.card, p.kase);
    return html`<b class="who s${p.seat}">${p.shown}${p.me ? ` (${t("you")})` : ""}</b>`;
  });
}

// t(key, params) whose params may be templates (a name in bold, a card's chip): the
// sentence's words as text, the templates where their placeholders stand.
export function tx(key, params = {}) {
  const marks = [];
  const given = {};
  for (const [k, v] of Object.entries(params)) {
    if (v && typeof v === "object") {
      marks.push(v);
      given[k] = `\u0002${marks.length - 1}\u0003`;
    } else given[k] = v;
  }
  return t(key, given)
    .split(/\u0002(\d+)\u0003/)
    .map((s, i) => (i % 2 ? marks[Number(s)] : s));
}
