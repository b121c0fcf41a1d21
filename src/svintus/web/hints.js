// First-game tips (docs/web.md): the first time a situation comes up for this player
// (an interception is possible, a Khapyozh is on them, a slap race, a silence, the last
// card; a Svinorost or Temnodel chain; in 2.0 decks an Etiquette chance or slip, a wink,
// a Courage task owed, a Challenge card), a short tip says what to do. Each is shown
// once; "No more tips" turns them off (also the lobby's setting). Kept in this browser
// (localStorage). The tip shown is the store's `tip` ({id, at}); dialogs.js draws it.
import { parseCard } from "./cardnames.js";
import { botPlaysMine } from "./select.js";

const SEEN = "svintus.tips.seen";
const OFF = "svintus.tips";

function store() {
  try {
    return window.localStorage;
  } catch (_) {
    return null;
  }
}

export function tipsOn() {
  return store()?.getItem(OFF) !== "off";
}

export function setTips(on) {
  if (on) store()?.removeItem(OFF);
  else store()?.setItem(OFF, "off");
}

function seen() {
  try {
    return new Set(JSON.parse(store()?.getItem(SEEN) || "[]"));
  } catch (_) {
    return new Set();
  }
}

function remember(id) {
  const s = seen();
  s.add(id);
  store()?.setItem(SEEN, JSON.stringify([...s]));
}

const windows = (S) => S.view?.etiquette?.windows || [];
const challenge = (S) => S.view?.challenge;

// The situations, in the order they are checked: [id, is it here now?]. The 2.0 ones come
// up only in decks with those families (R9 chains in the artistic deck, R10-R12).
export const SITUATIONS = [
  ["race", (S) => !!S.view?.race],
  // before the first race: a Khlopkopyt dealt to you (a race is lost in a second) — told
  // at a quiet moment, not on your own turn nor while something asks you (issue 24: a tip
  // says what to do now, and a tip about later would crowd the turn's choices)
  ["race_ahead", (S) => S.view?.current !== S.seat && !(S.offers || []).length &&
    (S.view?.hand || []).some((c) => parseCard(c)?.kind === "khlopkopyt")],
  ["khapyozh", (S) => !!S.view?.pending && S.view.current === S.seat],
  ["intercept", (S) => S.legal.some((a) => a.startsWith("intercept "))],
  ["silence", (S) => S.view?.silence !== null && S.view?.silence !== undefined],
  ["last_card", (S) => S.view?.current === S.seat && (S.view?.hand || []).length === 2 && S.legal.some((a) => a.startsWith("play "))],
  ["svinorost", (S) => S.view?.chain?.kind === "svinorost" && S.view.current === S.seat],
  ["dark", (S) => S.view?.chain?.kind === "temnodel" && S.view.current === S.seat],
  // a reactor holding the window's card: the engine offers the gift (`etiquette CARD pN`)
  ["etiquette_chance", (S) => windows(S).some((w) => w.reactors.includes(S.seat)) && S.legal.some((a) => a.startsWith("etiquette "))],
  ["etiquette_broken", (S) => windows(S).some((w) => w.offender === S.seat)],
  ["wink", (S) => (S.view?.etiquette?.flickers || []).some((p) => p !== S.seat)],
  ["courage", (S) => (S.view?.courage?.owed || []).some((o) => o.player === S.seat)],
  ["challenge", (S) => !!(challenge(S)?.races?.card || challenge(S)?.duels?.phase)],
];

// A tip whose moment has passed (the race is over, the chance gone) closes by itself once
// it has stood this long, or as soon as something else asks this player (their turn, a
// prompt: a race's «slap the deck» stood over a Chip In's «give a card»); a tip of a moment
// still here waits for "Got it".
export const TIP_LINGER_MS = 8000;
const asked = (S) => S.view?.current === S.seat || (S.offers || []).length > 0;

// The tip to show after a state: the one shown (`tip`, {id, at}) while it stands, else the
// tip of a situation met for the first time (remembered as seen at once), else null.
// `busy`: a dialog is open (scores, the end of the match), so no new tip comes; a tip not
// yet dismissed stays, and shows again when the dialog closes. `now`: Date.now().
export function nextTip(S, tip, busy = false, now = Date.now()) {
  if (S.seat < 0 || !tipsOn()) return null;
  if (tip) {
    const here = SITUATIONS.find(([id]) => id === tip.id)?.[1];
    if (busy || here?.(S) || (now - tip.at < TIP_LINGER_MS && !asked(S))) return tip;
  }
  // no first-time tip while a bot plays this seat: its person is not playing the moment
  if (busy || botPlaysMine(S)) return null;
  const done = seen();
  const found = SITUATIONS.find(([id, here]) => !done.has(id) && here(S));
  if (!found) return null;
  remember(found[0]); // shown once, even if the page goes away
  return { id: found[0], at: now };
}
