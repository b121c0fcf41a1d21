// Where Do the Hands Grow From? (R12.8): a dexterity race, every player builds two huts
// of two cards each. The page shows the two huts and the cards of the hand that may
// still go in: a click on a card puts it into the first hut with room, a drag puts it
// into the hut it is dropped on. Each placed card is one
// `huts CARD a|b` action; the table orders the finishers by the time it receives the
// fourth card (R14.3). Only the engine's `legal` list says what may be placed.
import { cardHtml, escape, parseCard } from "./cards.js";
import { cardText, wordOf } from "./i18n.js";

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

export function renderHuts(S, box, act) {
  if (!hutsOn(S)) {
    box.hidden = true;
    box.innerHTML = "";
    return;
  }
  const races = S.view.challenge.races;
  const mine = races.huts?.[S.seat] || [[], []];
  const moves = hutMoves(S.legal);
  const done = races.finished?.includes(S.seat);
  const slotHtml = (i) => {
    const cards = mine[i] || [];
    const places = [0, 1].map((k) => (cards[k] ? cardHtml(cards[k]) : `<span class="hut-place"></span>`)).join("");
    const open = cards.length < 2 && !done;
    return `<button class="hut${open ? " open" : ""}" data-hut="${SLOTS[i]}" ${open ? "" : 'aria-disabled="true"'}
      aria-label="${escape(w("hut"))} ${i + 1}"><span class="hut-name">${escape(w("hut"))} ${i + 1}</span>${places}</button>`;
  };
  // the hand's cards not placed yet, in hand order (two copies of a card: both shown)
  const left = [...(S.view.hand || [])];
  for (const card of [...mine[0], ...mine[1]]) {
    const at = left.indexOf(card);
    if (at >= 0) left.splice(at, 1);
  }
  const cards = left
    .map((name) => {
      const live = moves.has(name);
      const cls = live ? "playable" : "";
      const label = escape(cardText(parseCard(name)));
      return `<button class="slot hut-card" draggable="${live}" data-hut-card="${escape(name)}" aria-label="${label}"
        ${live ? "" : 'aria-disabled="true"'}>${cardHtml(name, cls)}</button>`;
    })
    .join("");
  const finished = (races.finished || []).length;
  box.hidden = false;
  box.innerHTML = `<div class="huts-title">${escape(w("title"))}</div>
    <div class="huts-help">${escape(done ? w("done") : w("help"))}</div>
    <div class="huts-row">${slotHtml(0)}${slotHtml(1)}</div>
    ${done ? "" : `<div class="huts-hand">${cards}</div>`}
    <div class="huts-help">${escape(w("finished"))}: ${finished}/${S.view.players}</div>`;
  if (!box.dataset.wired) wire(box, S, act);
}

function wire(box, S, act) {
  box.dataset.wired = "1";
  box.addEventListener("click", (e) => {
    const card = e.target.closest("[data-hut-card]");
    const action = card && hutAction(S.legal, card.dataset.hutCard);
    if (action) act(action);
  });
  box.addEventListener("dragstart", (e) => {
    const card = e.target.closest("[data-hut-card]");
    if (!card || !e.dataTransfer) return;
    e.dataTransfer.setData("text/plain", card.dataset.hutCard);
    e.dataTransfer.effectAllowed = "move";
  });
  box.addEventListener("dragover", (e) => {
    if (e.target.closest("[data-hut]")) e.preventDefault();
  });
  box.addEventListener("drop", (e) => {
    const hut = e.target.closest("[data-hut]");
    if (!hut || !e.dataTransfer) return;
    e.preventDefault();
    const action = hutAction(S.legal, e.dataTransfer.getData("text/plain"), hut.dataset.hut);
    if (action) act(action);
  });
}
