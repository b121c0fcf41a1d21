// The feed's sentences (docs/phrases.md), one per event, as parts (rich.js): a pure
// function of the events, the seats' names, this page's seat and the language. The
// sentences come from the catalogue phrases.json, shared with the terminal.
import { keyFor, newMemo, remember, sentence } from "./phrases.js";
import { CATALOGUE } from "./catalogue.js";
import { lang } from "./i18n.js";
import { richParts } from "./rich.js";

// The look of a line (CSS classes) by event kind, or by catalogue key when it differs.
const CLASS = {
  dealt: "deal", game_started: "deal", played: "play", played_intercept: "play intercept",
  declared: "svintus", penalty_pending: "penalty", race_opened: "penalty", caught: "penalty",
  silence_started: "penalty", spoke: "chat", chain_started: "r9", dark_card: "r9 dark",
  last_dark_card: "penalty", checked_lie: "penalty", checked_lie_yours: "penalty", dark_taken: "penalty",
  incorrect_move: "penalty", game_won: "won", match_over: "won", task_failed: "penalty",
  offended: "penalty", winked: "wink", noticed: "penalty", given: "penalty",
};

export function lineClass(key, e) {
  return CLASS[key] ?? CLASS[e.kind] ?? (e.kind === "took" && e.reason !== "draw" ? "penalty" : "");
}

// A reader of events in order: it remembers what the catalogue's conditions need, and
// «Svintus!» said before the play, which the play then reports again (left out).
export function lineReader(name, me) {
  const memo = newMemo();
  let prev = null;
  const early = new Set();
  const repeated = (e) => {
    const before = prev;
    prev = e;
    const ownCard = (x) => x && x.player === e.player && x.kind !== "declared" && x.kind !== "spoke";
    if (e.kind !== "declared") {
      if (before && before.kind !== "declared" && before.kind !== "spoke") early.delete(before.player);
      return false;
    }
    if (!ownCard(before)) {
      early.add(e.player); // said on its own, before the card
      return false;
    }
    const again = early.has(e.player);
    early.delete(e.player);
    return again;
  };
  // an event -> {cls, parts}, or null when this seat is told nothing of it
  return (e) => {
    if (repeated(e)) return null;
    const key = keyFor(CATALOGUE, e, me, memo);
    const parts = richParts((hooks) => sentence(CATALOGUE, e, lang(), hooks, memo), name, me);
    remember(CATALOGUE, e, memo);
    return parts.length ? { cls: `ev ev-${e.kind} ${lineClass(key, e)}`, parts } : null;
  };
}

// Every event's line, in order (events this seat is told nothing of left out).
export function feedLines(events, name, me) {
  const read = lineReader(name, me);
  const out = [];
  for (const e of events) {
    const line = read(e);
    if (line) out.push({ event: e, ...line });
  }
  return out;
}
