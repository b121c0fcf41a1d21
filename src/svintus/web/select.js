// Pure selectors of the page's state (store.js): what the legal list offers, by kind; a
// seat's name; the cards being chosen for a 2.0 action. No DOM, no markup.
import { t } from "./i18n.js";

// The legal list split by verb: plays by card, and the other actions.
// other: a short key ("draw", "slap deck", "slap pile" ...) -> the action as listed.
// darks: a card of the hand -> its "dark CARD as DECL" actions (a Temnodel chain, R9.2).
export function legalIndex(legal) {
  const out = { cards: new Map(), darks: new Map(), other: new Map(), catches: [], names: [] };
  for (const raw of legal || []) {
    const a = raw.replace(/\s+@\d+$/, "").trim();
    const w = a.split(/\s+/);
    if (w[0] === "dark") {
      if (!out.darks.has(w[1])) out.darks.set(w[1], []);
      out.darks.get(w[1]).push(a);
    } else if (w[0] === "play" || w[0] === "intercept") {
      if (!out.cards.has(w[1])) out.cards.set(w[1], []);
      out.cards.get(w[1]).push(a);
    } else if (w[0] === "catch") out.catches.push(Number(w[1].slice(1)) - 1);
    else if (w[0] === "name") out.names.push(w[1]);
    else if (w[0] === "slap") out.other.set(w.length > 1 ? `slap ${w[1]}` : "slap deck", a);
    else if (w[0] !== "say") out.other.set(a, a);
  }
  return out;
}

// The index of a state's legal list, made once per list.
const indexes = new WeakMap();
export function legalOf(S) {
  const legal = S.legal || [];
  if (!indexes.has(legal)) indexes.set(legal, legalIndex(legal));
  return indexes.get(legal);
}

export function seatName(S, i) {
  const seat = S.table?.seats?.[i];
  if (seat?.name) return seat.name;
  return t(seat?.bot ? "bot_n" : "seat", { n: i + 1 });
}

// Whether a bot plays this page's own seat now (the table's `stand_in`: the creator
// handed it, or its person was away; docs/protocol.md "Presence"). The page then asks
// nothing of its person: no "your turn", no alert; they may take the seat back.
export function botPlaysMine(S) {
  return !!S && S.seat >= 0 && !!S.table?.seats?.[S.seat]?.stand_in;
}

// The seat named in an offer's label ("notice p3" -> 2), or -1.
export function seatOfLabel(o) {
  const m = /\bp(\d+)\b/.exec(o.label);
  return m ? Number(m[1]) - 1 : -1;
}

// ------------------------------------------------------------------ choosing cards

// The cards of an action being named one at a time (the view's `choice`, this seat's):
// the hand picks at once, each card sent as its own `give` (docs/decisions.md).
export function myChoice(S) {
  const c = S.view?.choice;
  return c && c.player === S.seat ? c : null;
}

// The variant of the offer being chosen whose cards are exactly the selected ones.
export function chosenAction(S) {
  const c = S.choosing;
  if (!c || !S.view?.hand) return null;
  const offer = (S.offers || [])[c.index];
  if (!offer || offer.label !== c.label) return null;
  const picked = c.picked.map((i) => S.view.hand[i]).sort();
  const at = (offer.cards || []).findIndex((cards) => cards.length === picked.length && [...cards].sort().every((x, i) => x === picked[i]));
  return at >= 0 ? offer.actions[at] : null;
}

// Whether the card at `index` of the hand can still be added to the choice.
export function canPick(S, index) {
  const c = S.choosing;
  const offer = c && (S.offers || [])[c.index];
  if (!offer || !S.view?.hand) return false;
  if (c.picked.includes(index)) return true;
  const picked = [...c.picked, index].map((i) => S.view.hand[i]);
  return (offer.cards || []).some((cards) => {
    const rest = [...cards];
    return picked.every((x) => {
      const at = rest.indexOf(x);
      if (at < 0) return false;
      rest.splice(at, 1);
      return true;
    });
  });
}

// The choice as it stands after a new state: a choice of the view starts one, and it
// stops when its offer is gone (the moment passed). Returns the new `choosing`.
export function settledChoosing(S) {
  let c = S.choosing;
  const offers = S.offers || [];
  if (!c && myChoice(S)) {
    const index = offers.findIndex((o) => o.verb === "give" && o.choose);
    if (index >= 0) c = { index, label: offers[index].label, picked: [] };
  }
  if (!c) return null;
  const offer = offers[c.index];
  if (!offer || offer.label !== c.label) {
    const again = offers.findIndex((o) => o.label === c.label && o.choose);
    if (again < 0) return null;
    c = { ...c, index: again };
  }
  const n = S.view?.hand?.length ?? 0;
  return c.picked.every((i) => i < n) ? c : { ...c, picked: c.picked.filter((i) => i < n) };
}

// The actions the open picker offers (without the "svintus" variants), or [].
export function pickOptions(S) {
  const p = S.pendingPick;
  if (!p) return [];
  const L = legalOf(S);
  const all = (p.type === "dark" ? L.darks.get(p.name) : L.cards.get(p.name)) || [];
  return all.filter((a) => !a.endsWith(" svintus") && (p.type === "dark" || a.startsWith("play svinorost ")));
}

// With "Svintus!" armed, the variant of `plain` that declares it, when there is one.
export function withSvintus(S, options, plain) {
  if (S.armed === S.view?.move && S.declaredAt !== S.view?.move) {
    const said = options.find((a) => a === `${plain} svintus`);
    if (said) return said;
  }
  return plain;
}
