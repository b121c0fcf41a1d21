// The seats round the table (#seats) and this page's own (#me): name, cards in hand,
// score, badges, and what 2.0 draws on a seat (scene.js). One seat, one template: a
// presence mark (a seat away, «не в сети») goes into `seat` below.
import { html, nothing } from "./vendor/lit-html/lit-html.js";
import { kindOf } from "./cardnames.js";
import { t } from "./i18n.js";
import { legalOf, seatName } from "./select.js";
import { seatDecor, seatState } from "./scene.js";
import { playsFor, standInControl } from "./standin.js";

// Presence (docs/protocol.md, "Presence"): «не в сети», a bot playing for an absent person.
function presence(S, i, info) {
  const out = [];
  if (info.offline) out.push(html`<span class="badge offline">${t("seat_offline")}</span>`);
  if (info.stand_in) out.push(html`<span class="badge stand-in" title=${playsFor(S, i)}>${t("seat_stand_in")}</span>`);
  return out;
}

function badges(S, i) {
  const v = S.view;
  if (!v) return [];
  const out = [];
  if (v.dealer === i) out.push(html`<span class="badge dealer" title=${t("dealer")}>${t("dealer_badge")}</span>`);
  if (v.declared && v.declared[i]) out.push(html`<span class="badge svintus">!</span>`);
  if (v.silence === i) out.push(html`<span class="badge" title=${t("silence")}>…</span>`);
  if (v.skips && v.skips[i]) out.push(html`<span class="badge">⤼${v.skips[i]}</span>`);
  if (v.race) {
    if (v.race.slapped_deck.includes(i)) out.push(html`<span class="badge ok">✓</span>`);
    if (v.race.slapped_pile.includes(i)) out.push(html`<span class="badge bad">✗</span>`);
  }
  if (v.pending && v.pending.target === i) {
    out.push(html`<span class="badge bad">${kindOf(v.pending.kind) === "khapyozh" ? "+" + 3 * v.pending.count : "Zz"}</span>`);
  }
  return out;
}

// One seat. `catchable`: this page may catch that player (a button on the seat).
export function seat(S, i, catchable) {
  const v = S.view;
  const info = S.table?.seats?.[i] || {};
  const scene = seatState(S, i);
  const cls = ["seat", ...scene.cls];
  if (v && v.current === i && v.winner === null) cls.push("turn");
  if (v && v.winner === i) cls.push("winner");
  if (info.bot) cls.push("bot");
  if (info.connected === false && !info.bot) cls.push("away");
  if (info.offline) cls.push("offline");
  if (info.stand_in) cls.push("stand-in");
  if (catchable) cls.push("catchable");
  const count = v ? v.hand_sizes[i] : "";
  const score = S.table?.scores ? S.table.scores[i] : 0;
  const free = !info.bot && !info.name && S.table?.seats;
  const name = seatName(S, i);
  const notice = scene.data.notice;
  return html`<div class=${cls.join(" ")} data-seat=${i} data-notice=${notice ?? nothing} title=${notice !== undefined ? t("s_flicker", { name }) : nothing}>
    <div class="name">${info.bot ? html`<span class="tag">${t("bot")}</span> ` : nothing}${name}${i === S.seat ? ` (${t("you")})` : ""}${free ? html` <span class="tag">${t("free")}</span>` : nothing}</div>
    <div class="meta"><span class="count" title=${t("cards", { n: count })}><span class="back"></span>${count}</span><span class="score" title=${t("total")}>${score}</span>${presence(S, i, info)}${badges(S, i)}</div>${seatDecor(S, i)}${catchable ? html`<button class="catch" data-action=${`catch p${i + 1}`}>${t("b_catch", { name })}</button>` : nothing}${standInControl(S, i)}</div>`;
}

// Opponents round the table: the next seat clockwise sits on the left.
export function seatsRound(S) {
  const n = S.view?.players || S.table?.seats?.length || 0;
  const me = S.seat >= 0 ? S.seat : 0;
  const L = legalOf(S);
  const out = [];
  for (let k = 1; k < n; k++) {
    const i = (me + k) % n; // you (or, for a spectator, the first seat) sit at the bottom
    const angle = Math.PI / 2 + (k * 2 * Math.PI) / n;
    const cx = Math.cos(angle);
    const cy = Math.sin(angle);
    // the seats on the edges lean inwards, so none is cut off by the board's border
    const at = [cy < -0.7 ? "at-top" : "", cx < -0.5 ? "at-left" : cx > 0.5 ? "at-right" : ""].join(" ");
    const x = cx < -0.5 ? 0.5 : cx > 0.5 ? 99.5 : 50 + 48 * cx;
    const y = cy < -0.7 ? 0 : Math.min(70, 42 + 46 * cy);
    out.push(html`<div class="pos ${at}" style="--x:${x.toFixed(1)}%;--y:${y.toFixed(1)}%;--k:${k}">${seat(S, i, L.catches.includes(i))}</div>`);
  }
  return out;
}

export function mySeat(S) {
  const n = S.view?.players || S.table?.seats?.length || 0;
  const watching = S.seat >= 0 ? nothing : html`<div class="watcher">${t("watching")}</div>`;
  if (!n) return html`<div class="watcher">${t("watching")}</div>`;
  const me = S.seat >= 0 ? S.seat : 0;
  return html`${seat(S, me, S.seat < 0 && legalOf(S).catches.includes(me))}${watching}`;
}
