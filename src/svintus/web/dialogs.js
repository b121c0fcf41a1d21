// The table's dialogs and notes, drawn from the store: the colour to name, a picker (a
// Svinorost's numbers, a dark card's declarations), the match's end and scores, a card's
// rule, the keys' help panel, a first-game tip.
import { html, nothing } from "./vendor/lit-html/lit-html.js";
import { COLOURS, parseCard, ruleText } from "./cardnames.js";
import { cardFace, cardLabel, colourMark, symbol } from "./cardviews.js";
import { cardText, kindName, t } from "./i18n.js";
import { legalOf, pickOptions, seatName } from "./select.js";
import { scoreChart, scoreTable } from "./chart.js";
import { KEYS, pw, pwLines } from "./page_words.js";

// ------------------------------------------------------------------ a colour, a picker

export const colourOpen = (S) => !!S.pendingColour || legalOf(S).names.length > 0;

export function colourButtons() {
  return COLOURS.map((c, i) => html`<button class="colour c-${c}" data-colour=${c} aria-keyshortcuts=${String(i + 1)}><span class="key" aria-hidden="true">${i + 1}</span>${symbol(c, "sym big")}<span>${t(c)}</span></button>`);
}

export function pickTitle(S) {
  const p = S.pendingPick;
  if (!p) return "";
  return p.type === "svinorost" ? t("sv_title") : t("dark_title", { card: cardText(parseCard(p.name)) });
}

// The picker's options: a Svinorost's number cards (`play svinorost G1`), or the
// declarations a dark card may carry (`dark B3 as R2`) grouped by colour; only what
// `legal` allows.
export function pickChoices(S) {
  const p = S.pendingPick;
  if (!p) return nothing;
  const options = pickOptions(S);
  const button = (action, card, extra = nothing) => html`<button class="pick" data-pick=${action} aria-label=${cardLabel(card)}>${cardFace(card, "mini")}${extra}</button>`;
  if (p.type === "svinorost") {
    return html`<div class="pick-row">${options.map((a) => button(a, a.split(/\s+/)[2]))}</div>`;
  }
  const rows = { red: [], orange: [], green: [], blue: [] };
  for (const a of options) {
    const said = a.split(/\s+/)[3];
    const truth = said === p.name ? html`<span class="truth">${t("dark_truth")}</span>` : nothing;
    rows[parseCard(said).colour].push(button(a, said, truth));
  }
  return Object.entries(rows)
    .filter(([, items]) => items.length)
    .map(([colour, items]) => html`<div class="pick-row">${colourMark(colour)}<span class="pick-colour">${t(colour)}</span>${items}</div>`);
}

// ------------------------------------------------------------------ the end of a match

export const endOpen = (S) => (!!S.table?.match_over && !S.endDismissed) || S.showScores;

export function endParts(S) {
  const tab = S.table;
  const over = !!tab?.match_over;
  const n = S.view?.players || tab?.seats?.length || 0;
  const names = Array.from({ length: n }, (_, i) => seatName(S, i));
  const history = tab?.history || [];
  const totals = tab?.scores || names.map(() => 0);
  const target = tab?.target || S.rules?.match_points || null;
  const m = Number(tab?.match ?? 0);
  return {
    title: over ? t("match_over") : t("scores"),
    winner: over && tab.winner !== null && tab.winner !== undefined ? t("match_winner", { name: names[tab.winner] }) : "",
    table: scoreTable(totals, history, names, over ? tab.winner : -1),
    chart: html`<h3>${t("chart_title")}</h3>${scoreChart(history, names, target)}`,
    // every finished game of the match can be watched again, every hand open
    replays: history.map((_, i) => html`<li><a href="/replay/${encodeURIComponent(S.code)}/${m}/${i}">${t("r_replay_game", { n: i + 1 })}</a></li>`),
    rematch: over && S.seat >= 0,
  };
}

// ------------------------------------------------------------------ a card's rule

// The rule popover of a card or kind (`S.rule`), as {card, name, text}, or null.
export function ruleParts(S) {
  const name = S.rule;
  if (!name) return null;
  const card = parseCard(name) || { kind: name, colour: "grey", value: -1 };
  const cardName = parseCard(name)?.name || name;
  const face = /^[ROGB]/.test(cardName) || kindName(card.kind) !== card.kind ? cardFace(cardName) : nothing;
  return { face, name: cardText(card), text: ruleText(card.kind) };
}

// Whether a card or kind has anything to show in the rule popover.
export function hasRule(name) {
  const card = parseCard(name) || { kind: name, colour: "grey", value: -1 };
  return !!(ruleText(card.kind) || cardText(card));
}

// ------------------------------------------------------------------ keys, tips

// On a touch screen (a phone) no key is listed: what the table's parts are, and how to
// play with taps. The box scrolls under its title row, whose Close button stays in
// sight (and takes the focus without scrolling the box to its end).
const onTouch = () => globalThis.matchMedia?.("(pointer: coarse)")?.matches === true;

function phoneHelp() {
  const list = (key) => html`<ul>${pwLines(key).map((line) => html`<li>${line}</li>`)}</ul>`;
  return html`<div class="box phone-help" role="dialog" aria-modal="true" aria-labelledby="help-title">
    <div class="help-head"><h2 id="help-title">${pw("help_title")}</h2><button type="button" id="help-close" class="primary">${pw("help_close")}</button></div>
    <h3>${pw("ph_table")}</h3>${list("ph_table_lines")}
    <h3>${pw("ph_play")}</h3>${list("ph_play_lines")}</div>`;
}

export function helpPanel() {
  if (onTouch()) return phoneHelp();
  const name = (k) => (k === "space" ? pw("space") : k === "esc" ? pw("esc") : k);
  return html`<div class="box" role="dialog" aria-modal="true" aria-labelledby="help-title">
    <h2 id="help-title">${pw("help_title")}</h2>
    <p>${pw("help_intro")}</p>
    <dl class="keys">${KEYS.map(([k, words]) => html`<dt><kbd>${name(k)}</kbd></dt><dd>${pw(words)}</dd>`)}</dl>
    <button type="button" id="help-close" class="primary">${pw("help_close")}</button></div>`;
}

export function tipBox(tip) {
  if (!tip) return nothing;
  // on a phone the tip's text scrolls in its box when the room is short: a Tab stop, so
  // a keyboard can scroll it too (axe-core's scrollable-region-focusable)
  return html`<p tabindex="0"><b>${t("tip_title")}</b> ${t(`tip_${tip.id}`)}</p><div class="row"><button type="button" data-tip="ok" class="primary">${t("tip_ok")}</button><button type="button" data-tip="off">${t("tip_off")}</button></div>`;
}
