// Svintus 2.0 as a picture (docs/web.md): what is open is drawn where it happens.
// - on the seats: a wink's flicker (click it to notice), the eye to wink, Courage tasks
//   owed with their countdown, cards in the courage area, a race's progress, the
//   Shevelis count, an Etiquette chance against that player, the wardrobe;
// - in the middle: a race or a duel with its temporary pile.
// What this seat may do now stands in front of it (prompts.js). Generic over the
// server's offers (offers.py): the verb says where an offer goes.
import { html, nothing } from "./vendor/lit-html/lit-html.js";
import { parseCard } from "./cardnames.js";
import { cardFace, kindFace } from "./cardviews.js";
import { drawn } from "./markup.js";
import { kindName, lang, t } from "./i18n.js";
import { itemSymbol, itemWord } from "./faces.js";
import { seatName, seatOfLabel } from "./select.js";
import { duelStep } from "./duelwords.js";
import { rich, tx } from "./richview.js";
import { explain, hasWinked, winkRisk, winkWord } from "./gestures.js";

// ------------------------------------------------------------------ timers

// A countdown: a bar and the seconds left, found by the window's timer key in the
// state's `windows` (or "@family" for the clock's soonest window of that family).
export function timer(key, totalSeconds) {
  if (!key) return nothing;
  const total = Math.max(0.5, Number(totalSeconds) || 0) * 1000;
  return html`<span class="tmr" data-timer=${key} data-total=${total}><i></i><b></b></span>`;
}

function msLeft(S, key) {
  const gone = performance.now() - (S.clockAt || performance.now());
  let w;
  if (key.startsWith("@")) w = (S.clock?.windows || []).find((x) => x.family === key.slice(1));
  else w = (S.windows || []).find((x) => x.key === key);
  return w ? Math.max(0, w.ms_left - gone) : null;
}

// Called a few times a second: every countdown on the page runs down (a clock's hands,
// moved in place; the templates leave the inside of a countdown alone).
export function tickTimers(S) {
  for (const el of document.querySelectorAll("[data-timer]")) {
    const left = msLeft(S, el.dataset.timer);
    el.hidden = left === null;
    if (left === null) continue;
    const total = Number(el.dataset.total) || 1;
    el.querySelector("i").style.width = `${Math.min(100, (100 * left) / total).toFixed(1)}%`;
    el.querySelector("b").textContent = t("s_left", { n: Math.ceil(left / 1000) });
    el.classList.toggle("low", left < 1500);
  }
}

const b = (name) => html`<b>${name}</b>`;

// ------------------------------------------------------------------ on the seats

// Whether this player can use an open Etiquette window now (a prompt in front of them).
function mayGive(S, w) {
  if (!w.reactors?.includes(S.seat)) return false;
  return S.offers.some((o) => (o.verb === "etiquette" && o.label.split(/\s+/)[1] === w.card && seatOfLabel(o) === w.offender) ||
    (w.card === "shuriken" && o.verb === "throw" && seatOfLabel(o) === w.offender));
}

// Classes and data of a seat: a flicker to notice (its offer index), a wink to send.
export function seatState(S, i) {
  const v = S.view;
  const cls = [];
  const data = {};
  if (v?.etiquette?.flickers?.includes(i)) cls.push("flicker");
  const notice = S.offers.findIndex((o) => o.verb === "notice" && seatOfLabel(o) === i);
  if (notice >= 0) {
    cls.push("noticeable");
    data.notice = notice;
  }
  if (v?.etiquette?.away?.includes(i)) cls.push("away");
  return { cls, data };
}

const EYE = '<svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"><path d="M2 12c4-6 16-6 20 0c-4 6-16 6-20 0z"/><circle cx="12" cy="12" r="3"/></svg>';

export function seatDecor(S, i) {
  const v = S.view;
  if (!v) return nothing;
  const parts = [];
  const wink = S.offers.findIndex((o) => o.verb === "wink" && seatOfLabel(o) === i);
  if (wink >= 0) {
    // the eye says its word, and its risk until this browser has winked once (issue 24)
    const first = !hasWinked();
    // the button's name is the whole «Подмигнуть Боту 2»; its first word is shown
    const word = winkWord();
    const full = t("s_wink_eye", { name: seatName(S, i) });
    const whom = html`<span class="visually-hidden">${full.startsWith(word) ? full.slice(word.length) : ` ${full}`}:</span>`;
    const risk = html`<small class=${first ? "risk" : "visually-hidden"}> ${winkRisk()}</small>`;
    parts.push(html`<button type="button" class="eye ${first ? "first" : ""}" data-offer=${wink} data-label=${S.offers[wink].label} data-rule="shmotrun" data-explain=${explain("wink")} title=${explain("wink")}>${drawn(EYE)}<span class="ew">${word}</span>${whom}${risk}</button>`);
  }
  const badges = [];
  const et = v.etiquette;
  if (et?.dawdling === i) badges.push(html`<span class="badge bad" title=${kindName("shevelis")}>${kindFace("shevelis", "bsym")}</span>`);
  for (const w of et?.windows || []) {
    if (w.offender !== i || mayGive(S, w)) continue;
    const text = `${kindName(w.card)}: ${t(`w_${w.card}`)}`;
    badges.push(html`<span class="badge chance" title=${text} data-rule=${w.card}>${kindFace(w.card, "bsym")} ${kindName(w.card)} ${timer(w.timer, S.rules?.etiquette_seconds || 4)}</span>`);
  }
  const co = v.courage;
  for (const o of co?.owed || []) {
    if (o.player !== i) continue;
    const kind = parseCard(o.card)?.kind;
    const text = t(i === S.seat ? "s_owe_you" : "s_owe", { name: seatName(S, i), task: t(`task_${o.task}`) });
    badges.push(html`<span class="badge owed" title=${text} data-rule=${kind || ""}>${kindFace(kind, "bsym")} ${t(`owes_${o.task}`)} ${timer(o.key, o.seconds)}</span>`);
  }
  if (co?.standing?.[i]) badges.push(html`<span class="badge ok">${t("s_standing")}</span>`);
  const races = v.challenge?.races;
  if (races && races.card) {
    if ((races.finished || []).includes(i)) badges.push(html`<span class="badge ok">✓ ${t("s_done")}</span>`);
    else if (races.progress && races.progress[i]) badges.push(html`<span class="badge">${String(races.progress[i])}</span>`);
  }
  const area = co?.areas?.[i] || [];
  const display = races?.displays?.[i];
  const cards = [...area, ...(display ? [display] : [])];
  if (cards.length) parts.push(html`<div class="area">${cards.map((n) => cardFace(n, "mini"))}</div>`);
  if (badges.length) parts.push(html`<div class="marks">${badges}</div>`);
  parts.push(wardrobe(S, i));
  return parts;
}

// Judged by Their Clothes (R12.10): the items the avatar wears, drawn, with their name
// as text beside or under them; the named one lit; a click names or touches one when
// the engine lists that action.
export function wardrobe(S, i) {
  const races = S.view?.challenge?.races;
  const worn = races?.wardrobes?.[i];
  if (!worn || !worn.length) return nothing;
  const legal = S.legal || [];
  const named = races.item && races.item.wearer === i ? races.item.item : null;
  const items = worn.map((item) => {
    const word = itemWord(item, lang());
    const cls = `item${item === named ? " named" : ""}`;
    const action = legal.includes(`item p${i + 1} ${item}`) ? `item p${i + 1} ${item}` : item === named && legal.includes("tap") ? "tap" : "";
    const inner = html`${drawn(itemSymbol(item))}<span class="iw">${word}</span>`;
    if (action) {
      const line = explain(action === "tap" ? "tap" : "item"); // what the press does (gestures.js)
      return html`<button type="button" class="${cls} act" data-action=${action} data-item=${item} data-rule="clothes" data-explain=${line} title=${`${word}. ${line}`}>${inner}</button>`;
    }
    return html`<span class=${cls} data-item=${item} title=${word}>${inner}</span>`;
  });
  return html`<div class="wardrobe" data-wardrobe=${i}>${items}</div>`;
}

// ------------------------------------------------------------------ in the middle

export function arena(S) {
  const v = S.view;
  const ch = v?.challenge;
  if (!ch) return null;
  const out = [];
  const name = (i) => seatName(S, i);
  const d = ch.duels;
  if (d && d.phase) {
    const title = html`${kindFace(d.phase, "mini-sym")} <b>${kindName(d.phase)}</b>`;
    const vs = d.player !== null && d.opponent !== null && d.opponent !== undefined
      ? html` · ${duelVs(S, d)}` : d.player !== null && d.player !== undefined ? html` · ${b(name(d.player))}` : nothing;
    const pile = d.temporary_pile || [];
    const step = duelStep(d, S.seat, name);
    const tp = pile.length
      ? html`<div class="temp" title=${t("s_temp_pile")}>${pile.slice(-5).map((n) => cardFace(n, "mini"))}<span class="n">${t("s_temp_pile")} · ${pile.length}</span></div>`
      : nothing;
    out.push(html`<div class="duel" data-rule=${d.phase}>${title}${vs} ${timer("@duels", S.rules?.turn_seconds || 8)}${tp}${step.length ? html`<div class="who">${rich(step)}</div>` : nothing}</div>`);
  }
  const r = ch.races;
  if (r && r.card) {
    const by = r.player !== null && r.player !== undefined ? html` · ${b(name(r.player))}` : nothing;
    const rows = [];
    for (let i = 0; i < (v.players || 0); i++) {
      const done = (r.finished || []).includes(i);
      const steps = r.phase === "huts" ? 4 : 2; // four cards into the huts (R12.8), two fists
      const pct = done ? 100 : Math.min(100, (100 / steps) * (Number(r.progress?.[i]) || 0));
      rows.push(html`<li class=${done ? "done" : ""}><span class="nm">${name(i)}</span><span class="bar"><i style="width:${pct}%"></i></span>${done ? "✓" : ""}</li>`);
    }
    const feat = r.feat ? html`<div class="who">${t("s_feat", { feat: t(`feat_${r.feat}`), score: r.score ?? "" })}</div>` : nothing;
    const item = r.item ? html`<div class="who">${t("s_item", { name: name(r.item.wearer), item: itemWord(r.item.item, lang()) })}</div>` : nothing;
    out.push(html`<div class="race" data-rule=${r.card}>${kindFace(r.card, "mini-sym")} <b>${kindName(r.card)}</b>${by} ${timer("@races", S.rules?.race_seconds || 8)}<ul>${rows}</ul>${feat}${item}</div>`);
  }
  return out.length ? out : null;
}

// "A against B" with both names in bold, in the words of `s_duel`.
function duelVs(S, d) {
  return tx("s_duel", { a: b(seatName(S, d.player)), b: b(seatName(S, d.opponent)) });
}
