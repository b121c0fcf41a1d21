// The middle of the table: the deck, the pile, an open chain (R9), a 2.0 race or duel
// (scene.js), the named colour, the direction, the status line; and the buttons of every
// non-card action in `legal` (#controls).
import { html, nothing } from "./vendor/lit-html/lit-html.js";
import { kindOf, parseCard } from "./cardnames.js";
import { cardFace, chip, colourMark } from "./cardviews.js";
import { cardText, kindName, t } from "./i18n.js";
import { legalOf, seatName } from "./select.js";

export const deckFace = (v) => html`<span class="card back-card"><span class="big">${v.deck_size}</span></span><span class="lbl">${t("deck")}</span>`;
export const pileFace = (v) => html`${cardFace(v.top)}<span class="lbl">${t("pile")} · ${v.pile_size}</span>`;

// The open chain's dark pile (a Temnodel, R9.2), or nothing.
export function darkPile(S) {
  const chain = S.view?.chain;
  const dark = chain && chain.kind === "temnodel" ? chain.dark || [] : null;
  if (!dark) return nothing;
  return html`<span class="card back-card dark-card"><span class="big">${dark.length}</span></span><span class="lbl">${t("dark_pile")} · ${dark.length}</span>`;
}

// The open chain (R9): a Temnodel's declarations (whose, and what), a Svinorost's values.
export function chainBox(S) {
  const chain = S.view?.chain;
  const dark = chain && chain.kind === "temnodel" ? chain.dark || [] : null;
  if (dark && dark.length) {
    const items = dark.map((d, i) => {
      const mine = d.card ? html` <span class="real">(${cardText(parseCard(d.card))})</span>` : nothing;
      return html`<li class="said ${i === dark.length - 1 ? "last" : ""}"><b>${seatName(S, d.by)}</b> ${chip(d.declared)}${mine}</li>`;
    });
    return html`<span class="lbl">${t("dark_said")}:</span><ol class="declared">${items.slice(-6)}</ol>`;
  }
  if (chain && chain.kind === "svinorost") {
    const values = chain.values.map((x, i) => html`${i ? " / " : ""}<b class="val">${x}</b>`);
    return html`<span class="lbl">${kindName("svinorost")}:</span> ${values}`;
  }
  return null;
}

export function namedColour(v) {
  const named = v?.named_colour;
  return named ? html`${t("named")} ${colourMark(named)} ${t(named)}` : nothing;
}

export function direction(v) {
  if (!v) return nothing;
  const dir = v.direction === -1 ? "counterclockwise" : "clockwise";
  return html`<span class="arrow" aria-hidden="true">${v.direction === -1 ? "↺" : "↻"}</span> ${t(dir)} · ${t("move", { n: v.move })}`;
}

// A button per non-card action, with its key (docs/web.md): shown by style.css from
// data-key (not a word of the button's text), announced by aria-keyshortcuts.
export function controls(S) {
  const v = S.view;
  const L = legalOf(S);
  const out = [];
  const btn = (key, label, cls = "", shortcut = "") =>
    out.push(html`<button class="act ${cls}" data-action=${L.other.get(key) || key} aria-keyshortcuts=${shortcut || nothing} data-key=${shortcut ? (shortcut === "Space" ? "␣" : shortcut) : nothing}>${label}</button>`);
  if (L.other.has("slap deck")) btn("slap deck", t("b_slap"), "slap big", "Space");
  if (L.other.has("draw")) btn("draw", t("b_draw"), "", "D");
  const lastCard = v?.chain?.last_card;
  const inWindow = lastCard !== null && lastCard !== undefined;
  if (L.other.has("check")) btn("check", inWindow ? t("b_check_last", { name: seatName(S, lastCard) }) : t("b_check"), "dark-check", "K");
  if (L.other.has("pass")) btn("pass", t(inWindow ? "b_pass_check" : "b_pass"), "", "P");
  if (L.other.has("giveup")) btn("giveup", t("b_giveup", { n: parseCard(v?.top)?.value ?? 0 }), "warn", "U");
  if (L.other.has("accept") && v?.pending) {
    const label = kindOf(v.pending.kind) === "khapyozh" ? t("b_accept_khapyozh", { n: v.pending.count }) : t("b_accept_zakhrapin");
    btn("accept", label, "warn", "A");
  } else if (L.other.has("accept")) btn("accept", t("b_accept"), "warn", "A");
  const armed = S.armed === v?.move;
  const canSay = armed || L.other.has("svintus") || [...L.cards.values(), ...L.darks.values()].some((as) => as.some((a) => a.endsWith(" svintus")));
  if (canSay) btn("svintus", t(armed ? "b_svintus_armed" : "b_svintus"), armed ? "svintus armed" : "svintus", "S");
  L.catches.forEach((q, k) => btn(`catch p${q + 1}`, t("b_catch", { name: seatName(S, q) }), "catch", k ? "" : "C"));
  const known = ["slap deck", "slap pile", "draw", "pass", "accept", "svintus", "check", "giveup"];
  const offered = new Set((S.offers || []).flatMap((o) => o.actions)); // the 2.0 panel's
  for (const a of L.other.keys()) {
    // anything new the engine offers stays reachable
    if (!known.includes(a) && !offered.has(a)) btn(a, t("a_other"));
  }
  return out;
}
