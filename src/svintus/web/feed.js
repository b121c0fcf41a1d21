// The feed: what happened, one sentence per event, in the current language. The
// sentences come from the catalogue phrases.json, shared with the terminal
// (svintus/phrases.py); phrases.js renders them (docs/phrases.md).
import { cardChip, escape } from "./cards.js";
import { kindName, lang, t } from "./i18n.js";
import { keyFor, newMemo, remember, sentence } from "./phrases.js";
import { CATALOGUE } from "./catalogue.js";

const MAX = 250;

// The look of a line (CSS classes) by event kind, or by catalogue key when it differs.
const CLASS = {
  dealt: "deal", game_started: "deal", played: "play", played_intercept: "play intercept",
  declared: "svintus", penalty_pending: "penalty", race_opened: "penalty", caught: "penalty",
  silence_started: "penalty", spoke: "chat", chain_started: "r9", dark_card: "r9 dark",
  last_dark_card: "penalty", checked_lie: "penalty", checked_lie_yours: "penalty", dark_taken: "penalty",
  incorrect_move: "penalty", game_won: "won", match_over: "won", task_failed: "penalty",
  offended: "penalty", winked: "wink", noticed: "penalty", given: "penalty",
};

let memo = newMemo();
// «Svintus!» said before the play is said once: the play then reports the same
// declaration again (a Declared right after the player's card), which the feed leaves out.
let said = { prev: null, early: new Set() };

function repeatedDeclaration(e) {
  const { prev, early } = said;
  said.prev = e;
  const ownCard = (x) => x && x.player === e.player && x.kind !== "declared" && x.kind !== "spoke";
  if (e.kind !== "declared") {
    // a player's card with no declaration after it: an early one has lapsed
    if (prev && prev.kind !== "declared" && prev.kind !== "spoke") early.delete(prev.player);
    return false;
  }
  if (!ownCard(prev)) {
    early.add(e.player); // said on its own, before the card
    return false;
  }
  const repeated = early.has(e.player);
  early.delete(e.player);
  return repeated;
}

// `name(i)` gives a seat's display name (plain text); `me` is this page's seat or -1.
export function eventLine(e, name, me) {
  const hooks = {
    name: (i) => name(i),
    me,
    seat: (i, shown) => `<b class="who s${i}">${shown}${i === me ? ` (${escape(t("you"))})` : ""}</b>`,
    card: (c, kase) => cardChip(c, kase),
    text: escape,
    kind: (id) => kindName(id),
  };
  if (repeatedDeclaration(e)) return ["", ""];
  const key = keyFor(CATALOGUE, e, me, memo);
  const html = sentence(CATALOGUE, e, lang(), hooks, memo);
  remember(CATALOGUE, e, memo);
  return [CLASS[key] ?? CLASS[e.kind] ?? (e.kind === "took" && e.reason !== "draw" ? "penalty" : ""), html];
}

// Draws the whole feed again (a new state, the language changed).
export function renderFeed(list, events, name, me) {
  list.innerHTML = "";
  memo = newMemo();
  said = { prev: null, early: new Set() };
  appendFeed(list, events, name, me);
}

// Appends new events to the list element, keeping at most MAX lines.
export function appendFeed(list, events, name, me) {
  const atBottom = list.scrollHeight - list.scrollTop - list.clientHeight < 40;
  for (const e of events) {
    const [cls, html] = eventLine(e, name, me);
    if (!html) continue; // nothing this seat may be told
    const li = document.createElement("li");
    li.className = `ev ev-${e.kind} ${cls}`;
    li.innerHTML = html;
    list.appendChild(li);
  }
  while (list.children.length > MAX) list.removeChild(list.firstChild);
  if (atBottom || events.length) list.scrollTop = list.scrollHeight;
}

// The ticker (docs/web.md): on a phone the feed is below the table, so the last sentences
// of the feed, the very same lines, also stand in the table's column.
export function renderTicker(list, box, n = 2) {
  const last = [...list.children].slice(-n);
  box.innerHTML = last.map((li) => `<span class="${li.className}">${li.innerHTML}</span>`).join("");
  box.hidden = !last.length;
}

export { MAX as FEED_MAX };
