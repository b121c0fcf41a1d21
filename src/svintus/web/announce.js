// The live region's sentences (docs/web.md): what a screen reader says when a state
// arrives, in the player's words — their turn, a card played at them, a window or task
// for them, a race. Pure: the state before and after, and the new events, in; lines out.
import { feedLines } from "./lines.js";
import { plain } from "./rich.js";
import { botPlaysMine, seatName, seatOfLabel } from "./select.js";
import { statusText } from "./status.js";
import { offerLabel } from "./offerwords.js";
import { kindName, t } from "./i18n.js";
import { pw } from "./page_words.js";

// The seats an event is aimed at (a card played at them, a penalty on them ...).
const AT = ["target", "receiver", "addressee", "offender", "loser"];
// The offers that ask something of this seat now (a window, a task, a vote, a gift).
const ASKS = new Set(["etiquette", "throw", "pick", "gift", "bow", "clap", "object", "uphold", "notice", "fist", "show", "grab", "flip", "feat", "try"]);

const myTurn = (S) => !!S.view && S.view.current === S.seat && (S.view.winner === null || S.view.winner === undefined);

export function announce(prev, next, events) {
  const me = next.seat;
  if (me < 0 || !next.view) return [];
  // a bot plays this seat: said once when it starts, then nothing is asked of its person
  if (botPlaysMine(next)) return botPlaysMine(prev) ? [] : [statusText(next)];
  const out = [];
  const name = (i) => seatName(next, i);
  // events aimed at this seat, in the feed's words
  const fresh = new Set(events.filter((e) => e.player !== me && AT.some((k) => e[k] === me)));
  if (fresh.size) {
    for (const line of feedLines(next.events, name, me)) if (fresh.has(line.event)) out.push(plain(line.parts));
  }
  // a race starts
  const race = next.view.race && !prev.view?.race;
  const card = next.view.challenge?.races?.card;
  if (race) out.push(t("race"));
  else if (card && card !== prev.view?.challenge?.races?.card) out.push(pw("race_on", { what: kindName(card) }));
  // a window or task for this seat: each offer not there before, once
  const before = new Set((prev.offers || []).map((o) => o.label));
  const asks = next.offers.filter((o) => ASKS.has(o.verb) && !before.has(o.label));
  const said = new Set();
  for (const o of asks) {
    const text = offerLabel(next, o, name);
    if (!said.has(text) && seatOfLabel(o) !== me) out.push(pw("may_now", { what: text }));
    said.add(text);
  }
  for (const o of next.view.courage?.owed || []) {
    const known = (prev.view?.courage?.owed || []).some((x) => x.player === o.player && x.key === o.key);
    if (o.player === me && !known) out.push(t("s_owe_you", { task: t(`task_${o.task}`) }));
  }
  // this seat's turn begins
  if (myTurn(next) && !myTurn(prev)) {
    const text = statusText(next);
    if (!out.includes(text)) out.push(text);
  }
  return out;
}
