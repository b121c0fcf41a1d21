// Svintus 2.0 as a picture (docs/web.md): what is open is drawn where it happens.
// - on the seats: a wink's flicker (click it to notice), the eye to wink, Courage tasks
//   owed with their countdown, cards in the courage area, a race's progress, the
//   Shevelis count, an Etiquette chance against that player, the wardrobe;
// - in the middle: a race or a duel with its temporary pile;
// - in front of the player (#offers): what they may do now, in sentences with buttons
//   and countdowns; a choice of cards of the hand for an action that needs them.
// Generic over the server's offers (offers.py): the verb says where an offer goes.
import { cardChip, cardHtml, escape, parseCard, ruleText } from "./cards.js";
import { kindName, lang, t } from "./i18n.js";
import { itemSymbol, itemWord, kindSymbol } from "./faces.js";
import { offerKind, offerLabel, offerPlace } from "./offerwords.js";
import { featsHtml, isFeatAction } from "./feats.js";
import { SCENE_STRINGS } from "./scene_strings.js";
import { CATALOGUE } from "./catalogue.js";
import { panelLine } from "./phrases.js";

const cardsN = (n) => (lang() === "ru" ? SCENE_STRINGS.cardsRu(n) : SCENE_STRINGS.cardsEn(n));

let nameOf = (i) => String(i);
export function setNames(fn) {
  nameOf = fn;
}

// ------------------------------------------------------------------ timers

// A countdown: a bar and the seconds left, found by the window's timer key in the
// state's `windows` (or "@family" for the clock's soonest window of that family).
function timerHtml(key, totalSeconds) {
  if (!key) return "";
  const total = Math.max(0.5, Number(totalSeconds) || 0) * 1000;
  return `<span class="tmr" data-timer="${escape(key)}" data-total="${total}"><i></i><b></b></span>`;
}

function msLeft(S, key) {
  const gone = performance.now() - (S.clockAt || performance.now());
  let w;
  if (key.startsWith("@")) w = (S.clock?.windows || []).find((x) => x.family === key.slice(1));
  else w = (S.windows || []).find((x) => x.key === key);
  return w ? Math.max(0, w.ms_left - gone) : null;
}

// Called a few times a second: every countdown on the page runs down.
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

// ------------------------------------------------------------------ offers as buttons

function offerButton(S, o, cls = "") {
  const i = S.offers.indexOf(o);
  const kind = offerKind(S, o);
  const rule = kind ? ruleText(kind) : "";
  const label = offerLabel(S, o, nameOf);
  const more = o.choose ? ` <span class="tag">${escape(t("a_with_cards", { n: o.choose }))}</span>` : "";
  const on = S.choosing && S.choosing.index === i ? " on" : "";
  const title = rule ? `${label}. ${kindName(kind)}: ${rule}` : label;
  return `<button type="button" class="act offer${on} ${cls}" data-offer="${i}" data-label="${escape(o.label)}"` +
    `${kind ? ` data-rule="${escape(kind)}"` : ""} title="${escape(title)}">${escape(label)}${more}</button>`;
}

function group(cls, head, buttons, extra = "") {
  if (!head && !buttons.length && !extra) return "";
  return `<div class="prompt ${cls}" role="group">${head ? `<div class="say">${head}</div>` : ""}${extra}` +
    `${buttons.length ? `<div class="btns">${buttons.join("")}</div>` : ""}</div>`;
}

const b = (name) => `<b>${escape(name)}</b>`;
const seatOfLabel = (o) => {
  const m = /\bp(\d+)\b/.exec(o.label);
  return m ? Number(m[1]) - 1 : -1;
};

// ------------------------------------------------------------------ in front of the player

export function promptsHtml(S) {
  const v = S.view;
  if (!v) return "";
  const me = S.seat;
  const used = new Set();
  const take = (pred) => {
    const out = [];
    S.offers.forEach((o, i) => {
      if (!used.has(i) && pred(o)) {
        used.add(i);
        out.push(o);
      }
    });
    return out;
  };
  let html = "";
  // cards being chosen for an action
  const c = S.choosing;
  if (c && S.offers[c.index]) {
    const offer = S.offers[c.index];
    const mine = S.view?.choice && S.view.choice.player === S.seat ? S.view.choice : null;
    // the cards named so far: a choice's are in the view (this seat's own only, R14.8)
    const names = (mine ? mine.cards || [] : c.picked.map((i) => v.hand[i])).map((x) => cardChip(x)).join(" ");
    // naming the cards of an action one at a time: how many are left, and for what
    const opening = mine && mine.action.split(" ").slice(1).join(" ");
    const what = escape(offerLabel(S, opening ? { label: opening, verb: opening.split(" ")[0] } : offer, nameOf));
    const n = mine ? mine.count - mine.named : offer.choose;
    // naming a choice's cards: each click gives one, and the table waits (no Done, no Cancel)
    const buttons = mine
      ? ""
      : `<button type="button" class="act primary" id="choose-send" ${chosenReady(S) ? "" : "disabled"}>${escape(t("b_send_cards"))}</button>` +
        `<button type="button" class="act" id="choose-cancel">${escape(t("b_cancel"))}</button>`;
    html += `<div class="prompt choosing" role="group"><div class="say">${escape(t("s_choose", { n }))} — ${what}</div>` +
      `<div class="btns">${names}${buttons}</div></div>`;
    if (mine) take((o) => o.verb === "give"); // its one offer is the hand itself
  }
  // Etiquette chances (R10.2): one prompt per open window this player may react in
  const et = v.etiquette;
  for (const w of et?.windows || []) {
    if (!w.reactors?.includes(me)) continue;
    const kind = w.card;
    const mine = take((o) => (o.verb === "etiquette" && o.label.split(/\s+/)[1] === kind && seatOfLabel(o) === w.offender) ||
      (kind === "shuriken" && o.verb === "throw" && seatOfLabel(o) === w.offender));
    const name = nameOf(w.offender);
    let head;
    if (kind === "shuriken") head = t("s_chance_shuriken", { name: b(name) });
    else if (kind === "shmunitet") head = t("s_chance_shmunitet", { name: b(name), n: cardsN(2) });
    else head = t("s_chance", { name: b(name), why: escape(t(`w_${kind}`)), card: cardChip(`${kind}`, "acc"), n: cardsN(2) });
    if (!mine.length) continue; // not holding that card: the chance shows on the seat only
    html += group("etiquette", `${head} ${timerHtml(w.timer, S.rules?.etiquette_seconds || 4)}`, mine.map((o) => offerButton(S, o, "primary")));
  }
  for (const p of et?.picks || []) {
    if (p.chooser !== me) continue;
    const mine = take((o) => o.verb === "pick" && seatOfLabel(o) === p.thrower);
    html += group("etiquette", `${t("s_pick", { thrower: b(nameOf(p.thrower)) })} ${timerHtml(p.timer, S.rules?.etiquette_seconds || 4)}`, mine.map((o) => offerButton(S, o, "primary")));
  }
  const etc = take((o) => offerPlace(o) === "etiquette");
  if (etc.length) html += group("etiquette", "", etc.map((o) => offerButton(S, o)));
  // Courage (R11): the tasks this player owes, votes, a gift, the rest
  const co = v.courage;
  const says = sayHints(S).filter((h) => !h.bait).map((h) => h.text);
  const sayBtns = says.map((text) => `<button type="button" class="act say" data-say="${escape(text)}" title="${escape(t("x_say_hint"))}">«${escape(text)}»</button>`);
  let sayUsed = false;
  for (const o of co?.owed || []) {
    if (o.player !== me) continue;
    const mine = take((x) => x.verb === (o.task === "bow" ? "bow" : o.task === "clap" ? "clap" : "-"));
    const extra = sayUsed || ["bow", "clap"].includes(o.task) ? [] : sayBtns;
    sayUsed = sayUsed || extra.length > 0;
    const head = `${cardChip(o.card)} ${t("s_owe_you", { task: escape(t(`task_${o.task}`)) })} ${timerHtml(o.key, o.seconds)}`;
    html += group("courage", head, [...mine.map((x) => offerButton(S, x, "primary")), ...extra]);
  }
  for (const vote of co?.votes || []) {
    if (vote.performer === me) continue;
    const mine = take((o) => ["object", "uphold"].includes(o.verb) && seatOfLabel(o) === vote.performer);
    if (!mine.length) continue;
    const said = vote.text ? ` <q class="speech">${escape(vote.text)}</q>` : "";
    html += group("courage", `${t("s_vote", { name: b(nameOf(vote.performer)) })}${said} ${timerHtml(vote.key, vote.seconds)}`, mine.map((o) => offerButton(S, o)));
  }
  const gifts = take((o) => o.verb === "gift");
  if (gifts.length) {
    const to = co?.gift ? nameOf(co.gift.receiver) : nameOf(seatOfLabel(gifts[0]));
    html += group("courage", t("s_gift", { name: b(to) }), gifts.map((o) => offerButton(S, o, "primary")));
  }
  const cou = take((o) => offerPlace(o) === "courage");
  const looseSays = sayUsed ? [] : sayBtns;

  if (cou.length || looseSays.length) html += group("courage", "", [...cou.map((o) => offerButton(S, o)), ...looseSays]);
  // Slabo?'s feats (feats.js), Challenge actions (R12), coming back to the seat
  html += featsHtml(S);
  take((o) => o.verb === "huts"); // Hands (R12.8): built in the huts box (huts.js)
  const ch = take((o) => offerPlace(o) === "challenge");
  if (ch.length) {
    const cardId = v.challenge?.races?.card || v.challenge?.duels?.phase || "";
    const head = cardId ? `${kindSymbol(cardId, "mini-sym")} <b>${escape(kindName(cardId))}</b>` : "";
    html += group("challenge", head, ch.map((o) => offerButton(S, o, "primary")));
  }
  const self = take((o) => o.verb === "back");
  if (self.length) html += group("self", "", self.map((o) => offerButton(S, o)));
  return html;
}

// The engine's suggestions in English with their accepted Russian forms (R11.4).
const RU_WORDS = { Oink: "Хрю", "Sh-sh-sh": "Ш-ш-ш", Piastres: "Пиастры", Woof: "Гав", "not me": "не я" };

// The seat's chat suggestions (`say ...` hints) in the player's language: a seat as its
// name; the Etiquette baits (a message naming a player, a question) marked `bait`, as
// they are chat ideas, not something owed.
export function sayHints(S) {
  const out = [];
  for (const h of S.hints || []) {
    if (!h.startsWith("say ")) continue;
    let text = h.slice(4).replace(/\bp(\d+)\b/g, (_, n) => nameOf(Number(n) - 1));
    let bait = false;
    const m = /^(.+), your move$/.exec(text);
    if (m) {
      bait = true;
      if (lang() === "ru") text = `${m[1]}, твой ход`;
    } else if (text === "who has a seven?") {
      bait = true;
      if (lang() === "ru") text = "у кого семёрка?";
    } else if (lang() === "ru" && RU_WORDS[text]) text = RU_WORDS[text];
    out.push({ text, bait });
  }
  return out;
}

export function renderSayHints(S, el) {
  const baits = sayHints(S).filter((h) => h.bait);
  const html = baits.map((h) => `<button type="button" class="hint say" data-say="${escape(h.text)}" title="${escape(t("x_say_hint"))}">${escape(h.text)}</button>`).join("");
  el.hidden = !html;
  if (el.dataset.html !== html) {
    el.innerHTML = html;
    el.dataset.html = html;
  }
}

function chosenReady(S) {
  return !!S.chosenAction?.(S);
}

export function renderPrompts(S, el) {
  const html = promptsHtml(S);
  el.hidden = !html;
  if (el.dataset.html !== html) {
    el.innerHTML = html;
    el.dataset.html = html;
  }
}

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

export function seatDecor(S, i) {
  const v = S.view;
  if (!v) return "";
  const parts = [];
  const wink = S.offers.findIndex((o) => o.verb === "wink" && seatOfLabel(o) === i);
  if (wink >= 0) {
    const label = t("s_wink_eye", { name: nameOf(i) });
    parts.push(`<button type="button" class="eye" data-offer="${wink}" data-label="${escape(S.offers[wink].label)}" data-rule="shmotrun" title="${escape(`${label}. ${kindName("shmotrun")}: ${ruleText("shmotrun")}`)}" aria-label="${escape(label)}">` +
      `<svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"><path d="M2 12c4-6 16-6 20 0c-4 6-16 6-20 0z"/><circle cx="12" cy="12" r="3"/></svg></button>`);
  }
  const badges = [];
  const et = v.etiquette;
  if (et?.dawdling === i) badges.push(`<span class="badge bad" title="${escape(kindName("shevelis"))}">${kindSymbol("shevelis", "bsym")}</span>`);
  for (const w of et?.windows || []) {
    if (w.offender !== i || mayGive(S, w)) continue;
    const text = `${kindName(w.card)}: ${t(`w_${w.card}`)}`;
    badges.push(`<span class="badge chance" title="${escape(text)}" data-rule="${escape(w.card)}">${kindSymbol(w.card, "bsym")} ${escape(kindName(w.card))} ${timerHtml(w.timer, S.rules?.etiquette_seconds || 4)}</span>`);
  }
  const co = v.courage;
  for (const o of co?.owed || []) {
    if (o.player !== i) continue;
    const kind = parseCard(o.card)?.kind;
    const text = t(i === S.seat ? "s_owe_you" : "s_owe", { name: nameOf(i), task: t(`task_${o.task}`) });
    badges.push(`<span class="badge owed" title="${escape(text)}" data-rule="${escape(kind || "")}">${kindSymbol(kind, "bsym")} ${escape(t(`owes_${o.task}`))} ${timerHtml(o.key, o.seconds)}</span>`);
  }
  if (co?.standing?.[i]) badges.push(`<span class="badge ok">${escape(t("s_standing"))}</span>`);
  const races = v.challenge?.races;
  if (races && races.card) {
    if ((races.finished || []).includes(i)) badges.push(`<span class="badge ok">✓ ${escape(t("s_done"))}</span>`);
    else if (races.progress && races.progress[i]) badges.push(`<span class="badge">${escape(String(races.progress[i]))}</span>`);
  }
  const area = co?.areas?.[i] || [];
  const display = races?.displays?.[i];
  const cards = [...area, ...(display ? [display] : [])];
  if (cards.length) parts.push(`<div class="area">${cards.map((n) => cardHtml(n, "mini")).join("")}</div>`);
  if (badges.length) parts.push(`<div class="marks">${badges.join("")}</div>`);
  parts.push(wardrobeHtml(S, i));
  return parts.join("");
}

// Judged by Their Clothes (R12.10): the items the avatar wears, drawn, with their name
// as text beside or under them; the named one lit; a click names or touches one when
// the engine lists that action.
export function wardrobeHtml(S, i) {
  const races = S.view?.challenge?.races;
  const worn = races?.wardrobes?.[i];
  if (!worn || !worn.length) return "";
  const legal = S.legal || [];
  const named = races.item && races.item.wearer === i ? races.item.item : null;
  const items = worn.map((item) => {
    const word = itemWord(item, lang());
    const cls = `item${item === named ? " named" : ""}`;
    const action = legal.includes(`item p${i + 1} ${item}`) ? `item p${i + 1} ${item}` : item === named && legal.includes("tap") ? "tap" : "";
    const inner = `${itemSymbol(item)}<span class="iw">${escape(word)}</span>`;
    if (action) {
      return `<button type="button" class="${cls} act" data-action="${escape(action)}" data-item="${escape(item)}" data-rule="clothes" title="${escape(`${word}. ${ruleText("clothes")}`)}">${inner}</button>`;
    }
    return `<span class="${cls}" data-item="${escape(item)}" title="${escape(word)}">${inner}</span>`;
  });
  return `<div class="wardrobe" data-wardrobe="${i}">${items.join("")}</div>`;
}

// ------------------------------------------------------------------ in the middle

// What the duel's step waits for, in the catalogue's words (the terminal's panel says the
// same): "Anna gives Bot 4 a card", "Bot 2 names a colour" ... ; "" when nobody moves.
export function duelStep(d, me = -1) {
  const awaiting = Array.isArray(d.awaiting) ? d.awaiting : Number.isInteger(d.awaiting) ? [d.awaiting] : [];
  const mover = Number.isInteger(d.turn) ? d.turn : awaiting.length ? awaiting[0] : null;
  if (mover === null && !awaiting.length) return "";
  const seats = ["opponent", "colour", "flip", "lay", "chip", "pull"];
  let key = d.step === "give" ? (awaiting.length === 1 ? "step_give_one" : "step_give") : seats.includes(d.step) ? `step_${d.step}` : "step_other";
  if (["step_flip", "step_chip", "step_pull"].includes(key) && !d.colour) key = key === "step_chip" ? "step_lay" : "step_other";
  const data = { mover, opponent: d.opponent ?? null, colour: d.colour ?? null, receiver: d.receiver ?? null, awaiting };
  const hooks = {
    name: (i) => nameOf(i),
    seat: (i, shown) => `<b>${shown}${i === me ? ` (${escape(t("you"))})` : ""}</b>`,
    card: (c) => cardChip(c),
    text: escape,
    kind: (id) => kindName(id),
  };
  return panelLine(CATALOGUE, key, data, lang(), hooks);
}

export function arenaHtml(S) {
  const v = S.view;
  const ch = v?.challenge;
  if (!ch) return "";
  let html = "";
  const d = ch.duels;
  if (d && d.phase) {
    const title = `${kindSymbol(d.phase, "mini-sym")} <b>${escape(kindName(d.phase))}</b>`;
    const vs = d.player !== null && d.opponent !== null && d.opponent !== undefined
      ? ` · ${t("s_duel", { a: b(nameOf(d.player)), b: b(nameOf(d.opponent)) })}` : d.player !== null && d.player !== undefined ? ` · ${b(nameOf(d.player))}` : "";
    const pile = d.temporary_pile || [];
    const cards = pile.slice(-5).map((n) => cardHtml(n, "mini")).join("");
    const step = duelStep(d, S.seat);
    const turn = step ? `<div class="who">${step}</div>` : "";
    const tp = pile.length ? `<div class="temp" title="${escape(t("s_temp_pile"))}">${cards}<span class="n">${escape(t("s_temp_pile"))} · ${pile.length}</span></div>` : "";
    html += `<div class="duel" data-rule="${escape(d.phase)}">${title}${vs} ${timerHtml("@duels", S.rules?.turn_seconds || 8)}${tp}${turn}</div>`;
  }
  const r = ch.races;
  if (r && r.card) {
    const title = `${kindSymbol(r.card, "mini-sym")} <b>${escape(kindName(r.card))}</b>${r.player !== null && r.player !== undefined ? ` · ${b(nameOf(r.player))}` : ""}`;
    const n = v.players || 0;
    const rows = [];
    for (let i = 0; i < n; i++) {
      const done = (r.finished || []).includes(i);
      const steps = r.phase === "huts" ? 4 : 2; // four cards into the huts (R12.8), two fists
      const pct = done ? 100 : Math.min(100, (100 / steps) * (Number(r.progress?.[i]) || 0));
      rows.push(`<li class="${done ? "done" : ""}"><span class="nm">${escape(nameOf(i))}</span><span class="bar"><i style="width:${pct}%"></i></span>${done ? "✓" : ""}</li>`);
    }
    let extra = "";
    if (r.feat) extra += `<div class="who">${escape(t("s_feat", { feat: t(`feat_${r.feat}`), score: r.score ?? "" }))}</div>`;
    if (r.item) extra += `<div class="who">${escape(t("s_item", { name: nameOf(r.item.wearer), item: itemWord(r.item.item, lang()) }))}</div>`;
    html += `<div class="race" data-rule="${escape(r.card)}">${title} ${timerHtml("@races", S.rules?.race_seconds || 8)}<ul>${rows.join("")}</ul>${extra}</div>`;
  }
  return html;
}

// ------------------------------------------------------------------ what the turn waits for

// When it is this player's turn but they have nothing of the turn to do (no card to
// play, no draw): what the turn waits for, in words; null when nothing is in the way.
export function waitingFor(S, L) {
  const v = S.view;
  if (!v || v.current !== S.seat || v.winner !== null) return null;
  if (L.cards.size || L.darks.size || L.other.has("draw") || L.other.has("pass") || L.other.has("accept") || L.other.has("check") || L.other.has("giveup")) return null;
  if (L.names.length) return null;
  let what;
  const ch = v.challenge;
  const owing = (v.courage?.owed || []).find((o) => o.player !== S.seat);
  if (ch?.races?.card) what = t("wait_race");
  else if (ch?.duels?.phase) what = t("wait_duel");
  else if (v.etiquette?.windows?.length || v.etiquette?.picks?.length) what = t("wait_window");
  else if (owing) what = t("wait_task", { name: nameOf(owing.player) });
  else if (v.chain) what = t("wait_chain");
  else if (S.offers.length) return t("s_your_move");
  else what = t("wait_other");
  return t("wait_turn", { what });
}

export { isFeatAction };
