// Where Do the Hands Grow From? (R12.8): a dexterity race, every player builds two huts
// of two cards each. The page shows the two huts and the cards of the hand that may
// still go in: a click on a card puts it into the first hut with room, a drag puts it
// into the hut it is dropped on. Each placed card is one
// `huts CARD a|b` action; the table orders the finishers by the time it receives the
// fourth card (R14.3). Only the engine's `legal` list says what may be placed.
// input.js sends the clicks and drops.
import { html, nothing } from "./vendor/lit-html/lit-html.js";
import { cardFace, cardLabel } from "./cardviews.js";
import { wordOf } from "./i18n.js";

const WORDS = {
  en: {
    title: "Where Do the Hands Grow From? Build two huts of two cards, fast!",
    help: "Click a card to put it into the first hut with room, or drag it onto a hut.",
    help_touch: "Tap a card: it goes into the first hut with room.",
    hut: "Hut",
    done: "Your huts stand. Waiting for the others…",
    finished: "Finished",
  },
  ru: {
    title: "Откуда растут руки? Постройте два домика по две карты, быстрее всех!",
    help: "Щёлкните карту — она ляжет в первый домик со свободным местом, или перетащите её на домик.",
    help_touch: "Нажмите на карту — она ляжет в первый домик со свободным местом.",
    hut: "Домик",
    done: "Ваши домики стоят. Ждём остальных…",
    finished: "Готовы",
  },
};
const w = (key) => wordOf(WORDS, key); // a phone's words say "tap"
const SLOTS = ["a", "b"];

// ------------------------------------------------------------------ pure selectors

// The `huts CARD a|b` actions of this seat: card name -> the huts it may go into.
export function hutMoves(legal) {
  const out = new Map();
  for (const raw of legal || []) {
    const m = /^huts (\S+) ([ab])(?:\s+@\d+)?$/.exec(raw.trim());
    if (!m) continue;
    if (!out.has(m[1])) out.set(m[1], []);
    out.get(m[1]).push(m[2]);
  }
  return out;
}

// The action that puts `card` into `slot` (or into the first hut with room), or null.
export function hutAction(legal, card, slot = null) {
  const slots = hutMoves(legal).get(card) || [];
  const chosen = slot === null ? slots[0] : slots.includes(slot) ? slot : null;
  return chosen ? `huts ${card} ${chosen}` : null;
}

// Whether the huts race is on for this page's seat (placing, or done and waiting).
export function hutsOn(S) {
  const races = S.view?.challenge?.races;
  return !!races && races.phase === "huts" && S.seat >= 0;
}

// ------------------------------------------------------------------ drawing

// The huts box (#huts), or nothing when the race is not on for this seat.
export function hutsBox(S) {
  if (!hutsOn(S)) return nothing;
  const races = S.view.challenge.races;
  const mine = races.huts?.[S.seat] || [[], []];
  const moves = hutMoves(S.legal);
  const done = races.finished?.includes(S.seat);
  const slot = (i) => {
    const cards = mine[i] || [];
    const places = [0, 1].map((k) => (cards[k] ? cardFace(cards[k]) : html`<span class="hut-place"></span>`));
    const open = cards.length < 2 && !done;
    const name = `${w("hut")} ${i + 1}`;
    return html`<button class="hut ${open ? "open" : ""}" data-hut=${SLOTS[i]} aria-disabled=${open ? nothing : "true"} aria-label=${name}><span class="hut-name">${name}</span>${places}</button>`;
  };
  // the hand's cards not placed yet, in hand order (two copies of a card: both shown)
  const left = [...(S.view.hand || [])];
  for (const card of [...mine[0], ...mine[1]]) {
    const at = left.indexOf(card);
    if (at >= 0) left.splice(at, 1);
  }
  const cards = left.map((name) => {
    const live = moves.has(name);
    return html`<button class="slot hut-card" draggable=${live ? "true" : "false"} data-hut-card=${name} aria-label=${cardLabel(name)} tabindex=${live ? nothing : "-1"} aria-disabled=${live ? nothing : "true"}>${cardFace(name, live ? "playable" : "")}</button>`;
  });
  const finished = (races.finished || []).length;
  return html`<div class="huts-title">${w("title")}</div>
    <div class="huts-help">${done ? w("done") : w("help")}</div>
    <div class="huts-row">${slot(0)}${slot(1)}</div>
    ${done ? nothing : html`<div class="huts-hand">${cards}</div>`}
    <div class="huts-help">${w("finished")}: ${finished}/${S.view.players}</div>`;
}
