// What this seat may do now, in front of it (#offers, docs/web.md): the server's offers
// (offers.py) in sentences with buttons and countdowns, grouped by what asks — an
// Etiquette chance, a Courage task, vote or gift, Slabo?'s feats, a Challenge card — and
// the choice of cards of the hand for an action that needs them. Chat ideas (#say-hints).
import { html, nothing } from "./vendor/lit-html/lit-html.js";
import { repeat } from "./vendor/lit-html/directives/repeat.js";
import { parseCard, ruleText } from "./cardnames.js";
import { chip, kindFace } from "./cardviews.js";
import { kindName, lang, t } from "./i18n.js";
import { offerKind, offerLabel, offerPlace } from "./offerwords.js";
import { featsPanel } from "./feats.js";
import { SCENE_STRINGS } from "./scene_strings.js";
import { chosenAction, seatName, seatOfLabel } from "./select.js";
import { timer } from "./scene.js";
import { tx } from "./richview.js";
import { explain } from "./gestures.js";
import { drawn } from "./markup.js";

const cardsN = (n) => (lang() === "ru" ? SCENE_STRINGS.cardsRu(n) : SCENE_STRINGS.cardsEn(n));
const b = (name) => html`<b>${name}</b>`;

function offerButton(S, o, cls = "") {
  const i = S.offers.indexOf(o);
  const kind = offerKind(S, o);
  const rule = kind ? ruleText(kind) : "";
  const label = offerLabel(S, o, (k) => seatName(S, k));
  const more = o.choose ? html` <span class="tag">${t("a_with_cards", { n: o.choose })}</span>` : nothing;
  const on = S.choosing && S.choosing.index === i ? "on" : "";
  // what it does in one line (gestures.js): on hover, and on a long press above the rule
  const line = explain(o.verb);
  const title = line || (rule ? `${label}. ${kindName(kind)}: ${rule}` : label);
  return html`<button type="button" class="act offer ${on} ${cls}" data-offer=${i} data-label=${o.label} data-rule=${kind || nothing} data-explain=${line || nothing} title=${title}>${label}${more}</button>`;
}

// The hint of what counts as the answer to a task owed in words (a placeholder).
export function answerHint(S, o) {
  const kind = parseCard(o.card)?.kind;
  const co = S.view.courage;
  const at = (co?.areas?.[S.seat] || []).findIndex((c) => parseCard(c)?.kind === kind);
  if (o.task === "turn" && kind !== "zapevala") return t("hint_folklorist");
  if (o.task === "turn") {
    const genre = co?.genres?.[S.seat]?.[at];
    return genre ? t("hint_zapevala", { genre: t(`genre_${genre}`) }) : t("hint_zapevala_any");
  }
  const giver = at >= 0 ? co?.givers?.[S.seat]?.[at] : undefined;
  const named = Number.isInteger(giver) && giver >= 0 && ["echo", "bow"].includes(o.task);
  return named ? t(`hint_${o.task}`, { name: seatName(S, giver) }) : t(`hint_${o.task}${["echo", "bow"].includes(o.task) ? "_any" : ""}`);
}

// What a task owed asks, in the page's words: a Zapevala's and a Folklorist's own.
function taskWords(o) {
  const key = `task_${o.task}_${parseCard(o.card)?.kind}`;
  return t(key) === key ? t(`task_${o.task}`) : t(key);
}

const ARROW = '<svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"><path d="M4 12h15M13 6l6 6-6 6"/></svg>';

// A chat field in the task's prompt, with the hint of what counts: it opens focused when
// the task comes (table.js), and what is typed goes to the chat (a whisper for Suflyor).
function answerField(S, o) {
  return wordsField(answerHint(S, o));
}

function wordsField(hint) {
  return html`<form class="answer" id="answer"><input id="answer-text" maxlength="300" autocomplete="off" placeholder=${hint} aria-label=${hint}><button type="submit" class="act">${drawn(ARROW)}<span class="sw">${t("b_send")}</span></button></form>`;
}

// Whether a task owed in words came with this change: its field takes the focus.
export function answerDue(prev, S) {
  const words = (x) => (x?.view?.courage?.owed || []).filter((o) => o.player === x.seat && o.task !== "clap").map((o) => o.key);
  const before = new Set(words(prev));
  return words(S).some((k) => !before.has(k));
}

function group(cls, head, buttons, extra = nothing) {
  if (!head && !buttons.length && extra === nothing) return nothing;
  return html`<div class="prompt ${cls}" role="group">${head ? html`<div class="say">${head}</div>` : nothing}${extra}${buttons.length ? html`<div class="btns">${buttons}</div>` : nothing}</div>`;
}

// The engine's suggestions in English with their accepted Russian forms (R11.4).
const RU_WORDS = { Oink: "Хрю", "Sh-sh-sh": "Ш-ш-ш", Piastres: "Пиастры", Woof: "Гав", "not me": "не я" };

// The seat's chat suggestions (`say ...` hints) in the player's language: a seat as its
// name; the Etiquette baits (a message naming a player, a question) marked `bait`, as
// they are chat ideas, not something owed.
export function sayHints(S) {
  const out = [];
  for (const h of S.hints || []) {
    // a Suflyor's echo comes as a whisper (input.js whispers it while one is asked)
    const said = /^(?:say|whisper) (.+)$/.exec(h);
    if (!said) continue;
    let text = said[1].replace(/\bp(\d+)\b/g, (_, n) => seatName(S, Number(n) - 1));
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
  // a task's built-in line comes in each language (R11.4): the player's only
  const ru = lang() === "ru";
  const theirs = (x) => (ru ? /[а-яё]/i : /[a-z]/i).test(x.text);
  const other = (x) => (ru ? /[a-z]/i : /[а-яё]/i).test(x.text) && !theirs(x);
  if (out.some((x) => !x.bait && theirs(x))) return out.filter((x) => x.bait || !other(x));
  return out;
}

export function sayHintButtons(S) {
  return sayHints(S)
    .filter((h) => h.bait)
    .map((h) => html`<button type="button" class="hint say" data-say=${h.text} title=${t("x_say_hint")}>${h.text}</button>`);
}

// The cards being chosen for an action: how many, for what, and Send / Cancel.
function choosingGroup(S, take) {
  const c = S.choosing;
  const v = S.view;
  const offer = S.offers[c.index];
  const mine = v.choice && v.choice.player === S.seat ? v.choice : null;
  // the cards named so far: a choice's are in the view (this seat's own only, R14.8)
  const names = (mine ? mine.cards || [] : c.picked.map((i) => v.hand[i])).map((x) => html`${chip(x)} `);
  // naming the cards of an action one at a time: how many are left, and for what
  const opening = mine && mine.action.split(" ").slice(1).join(" ");
  const what = offerLabel(S, opening ? { label: opening, verb: opening.split(" ")[0] } : offer, (k) => seatName(S, k));
  const n = mine ? mine.count - mine.named : offer.choose;
  // naming a choice's cards: each click gives one, and the table waits (no Done, no Cancel)
  const buttons = mine
    ? nothing
    : html`<button type="button" class="act primary" id="choose-send" ?disabled=${!chosenAction(S)}>${t("b_send_cards")}</button><button type="button" class="act" id="choose-cancel">${t("b_cancel")}</button>`;
  if (mine) take((o) => o.verb === "give"); // its one offer is the hand itself
  return html`<div class="prompt choosing" role="group"><div class="say">${t("s_choose", { n })} — ${what}</div><div class="btns">${names}${buttons}</div></div>`;
}

export function prompts(S) {
  const v = S.view;
  if (!v) return [];
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
  const out = [];
  if (S.choosing && S.offers[S.choosing.index]) out.push(["choosing", choosingGroup(S, take)]);
  // Etiquette chances (R10.2): one prompt per open window this player may react in
  const et = v.etiquette;
  const secs = S.rules?.etiquette_seconds || 4;
  for (const w of et?.windows || []) {
    if (!w.reactors?.includes(me)) continue;
    const kind = w.card;
    const mine = take((o) => (o.verb === "etiquette" && o.label.split(/\s+/)[1] === kind && seatOfLabel(o) === w.offender) ||
      (kind === "shuriken" && o.verb === "throw" && seatOfLabel(o) === w.offender));
    if (!mine.length) continue; // not holding that card: the chance shows on the seat only
    const name = b(seatName(S, w.offender));
    let head;
    if (kind === "shuriken") head = tx("s_chance_shuriken", { name });
    else if (kind === "shmunitet") head = tx("s_chance_shmunitet", { name, n: cardsN(2) });
    else head = tx("s_chance", { name, why: t(`w_${kind}`), card: chip(kind, "acc"), n: cardsN(2) });
    out.push([`chance ${kind} ${w.offender}`, group("etiquette", html`${head} ${timer(w.timer, secs)}`, mine.map((o) => offerButton(S, o, "primary")))]);
  }
  for (const p of et?.picks || []) {
    if (p.chooser !== me) continue;
    const mine = take((o) => o.verb === "pick" && seatOfLabel(o) === p.thrower);
    out.push([`pick ${p.thrower}`, group("etiquette", html`${tx("s_pick", { thrower: b(seatName(S, p.thrower)) })} ${timer(p.timer, secs)}`, mine.map((o) => offerButton(S, o, "primary")))]);
  }
  const etc = take((o) => offerPlace(o) === "etiquette");
  if (etc.length) out.push(["etiquette", group("etiquette", "", etc.map((o) => offerButton(S, o)))]);
  // Courage (R11): the tasks this player owes, votes, a gift, the rest
  const co = v.courage;
  const says = sayHints(S).filter((h) => !h.bait).map((h) => h.text);
  const sayBtns = says.map((text) => html`<button type="button" class="act say" data-say=${text} title=${t("x_say_hint")}>«${text}»</button>`);
  let sayUsed = false;
  let field = false; // one answer field, in the first task answered in words
  for (const o of co?.owed || []) {
    if (o.player !== me) continue;
    const mine = take((x) => x.verb === (o.task === "bow" ? "bow" : o.task === "clap" ? "clap" : "-"));
    const extra = sayUsed || ["bow", "clap"].includes(o.task) ? [] : sayBtns;
    sayUsed = sayUsed || extra.length > 0;
    // what to do and where (issue 24 point 4): the task, how, and the field to type it in
    const how = html`<div class="how">${t(`how_${o.task}`)}</div>`;
    const head = html`${chip(o.card)} ${t("s_owe_you", { task: taskWords(o) })} ${timer(o.key, o.seconds)}${how}`;
    const words = !field && o.task !== "clap" ? answerField(S, o) : nothing;
    field = field || words !== nothing;
    out.push([`owed ${o.key}`, group("courage", head, [...mine.map((x) => offerButton(S, x, "primary")), ...extra], words)]);
  }
  for (const vote of co?.votes || []) {
    if (vote.performer === me) continue;
    const mine = take((o) => ["object", "uphold"].includes(o.verb) && seatOfLabel(o) === vote.performer);
    if (!mine.length) continue;
    const said = vote.text ? html` <q class="speech">${vote.text}</q>` : nothing;
    out.push([`vote ${vote.key}`, group("courage", html`${tx("s_vote", { name: b(seatName(S, vote.performer)) })}${said} ${timer(vote.key, vote.seconds)}`, mine.map((o) => offerButton(S, o)))]);
  }
  const gifts = take((o) => o.verb === "gift");
  if (gifts.length) {
    const to = seatName(S, co?.gift ? co.gift.receiver : seatOfLabel(gifts[0]));
    out.push(["gift", group("courage", tx("s_gift", { name: b(to) }), gifts.map((o) => offerButton(S, o, "primary")))]);
  }
  const cou = take((o) => offerPlace(o) === "courage");
  const looseSays = sayUsed ? [] : sayBtns;
  // a Suflyor in front (R11.4): what it asks, in words, and a field to whisper in right
  // here (on a phone the chat is below the fold: «Шепнуть» alone scrolled the table away)
  const whisper = cou.some((o) => o.verb === "whisper");
  const whisperHead = whisper ? explain("whisper") : "";
  const whisperField = whisper && !field ? wordsField(t("whisper_field_ph")) : nothing;
  if (cou.length || looseSays.length) out.push(["courage", group("courage", whisperHead, [...cou.map((o) => offerButton(S, o)), ...looseSays], whisperField)]);
  // Slabo?'s feats (feats.js), Challenge actions (R12), coming back to the seat
  out.push(["feats", featsPanel(S)]);
  take((o) => o.verb === "huts"); // Hands (R12.8): built in the huts box (huts.js)
  const ch = take((o) => offerPlace(o) === "challenge");
  if (ch.length) {
    const cardId = v.challenge?.races?.card || v.challenge?.duels?.phase || "";
    const head = cardId ? html`${kindFace(cardId, "mini-sym")} <b>${kindName(cardId)}</b>` : "";
    out.push(["challenge", group("challenge", head, ch.map((o) => offerButton(S, o, "primary")))]);
  }
  const self = take((o) => o.verb === "back");
  if (self.length) out.push(["self", group("self", "", self.map((o) => offerButton(S, o)))]);
  // each prompt keyed by what asks: one that moves (a window opens above it, a task
  // before it is done) keeps its elements, so a field being typed in keeps the focus and
  // the text; rendered by position, it would be rebuilt under the person's cursor
  const shown = out.filter(([, x]) => x !== nothing);
  const seen = new Map();
  const keyOf = ([k]) => {
    const n = seen.get(k) || 0;
    seen.set(k, n + 1);
    return n ? `${k} ${n}` : k;
  };
  const keyed = shown.map((x) => [keyOf(x), x[1]]);
  return keyed.length ? repeat(keyed, ([k]) => k, ([, x]) => x) : [];
}
