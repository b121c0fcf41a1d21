// The page's one store (docs/web.md "The page's state"): what the server sent and what
// the person is doing, in one object replaced (never changed in place) by `dispatch`;
// renderers subscribe and draw it. Tests and tools read a frozen snapshot of it as
// `window.svintus`.
import { legalOf, pickOptions, settledChoosing } from "./select.js";
import { announce } from "./announce.js";

export const FEED_MAX = 250;
const SAID_MAX = 30;

export function initialState(code = "", token = null, watchOnly = false) {
  return {
    code, watchOnly, token, badToken: false,
    // from the server
    seat: -1, table: null, rules: null, view: null, legal: [], offers: [], hints: [],
    windows: [], clock: null, clockAt: 0, events: [], actions: [], fresh: 0,
    conn: "connecting", gone: null, goneReason: "",
    // the person
    armed: -1, declaredAt: -1, pendingColour: null, pendingPick: null, choosing: null,
    showScores: false, endDismissed: false, rule: null, ruleNote: null, help: false, toast: null,
    tip: null, feat: null, animations: 0, handing: null,
    // what the live region has said (announce.js): [{n, text}]
    said: [], saidCount: 0,
  };
}

const freeze = (x) => {
  if (x && typeof x === "object" && !Object.isFrozen(x)) {
    Object.freeze(x);
    for (const v of Object.values(x)) freeze(v);
  }
  return x;
};

function onWelcome(S, msg) {
  return {
    ...S, seat: typeof msg.seat === "number" ? msg.seat : -1,
    table: freeze({ ...(S.table || {}), ...(msg.table || {}) }),
    rules: msg.table?.rules || S.rules, conn: "online",
  };
}

function onState(S, msg, now) {
  // A `passed` while a Temnodel last-card window was open lets the card go (R9.2);
  // otherwise it keeps a drawn card (R3.3). The feed words it by this mark.
  const lastCard = S.view?.chain?.last_card;
  const inWindow = lastCard !== null && lastCard !== undefined;
  const given = (msg.events || []).map((e) => (e.kind === "passed" ? { ...e, last_card_window: inWindow } : e));
  // A new game's table event first, then the deal it caused.
  const events = given.sort((a, b) => (b.kind === "game_started") - (a.kind === "game_started"));
  // On (re)connecting the server sends the whole game so far (`history`): it replaces the
  // feed, so a reload, a second tab or a phone shows the same log.
  const feed = [...(msg.history ? [] : S.events), ...events].slice(-FEED_MAX);
  const actions = msg.action ? [...S.actions, msg.action].slice(-200) : S.actions;
  // Protocol 2: `table` comes only when it changed (kept from before otherwise), and the
  // view has no rules (the welcome's table has them).
  const view = msg.view || null;
  const next = {
    ...S, view, legal: msg.legal || [], offers: Array.isArray(msg.offers) ? msg.offers : [],
    hints: Array.isArray(msg.hints) ? msg.hints : [],
    windows: Array.isArray(msg.windows) ? msg.windows : [], actions,
    table: { ...(S.table || {}), ...(msg.table || {}) }, clock: msg.clock || null, clockAt: now,
    rules: view?.rules || S.rules, events: feed,
    // the events just come, for animations and the live region; none for a history
    fresh: msg.history || !S.view ? 0 : events.length,
  };
  if (view && next.armed >= 0 && next.armed !== view.move) next.armed = -1;
  freeze(next.view);
  freeze(next.table);
  freeze(next.events);
  const lines = msg.history || !S.view ? [] : announce(S, next, events);
  if (lines.length) {
    const said = lines.map((text, k) => ({ n: S.saidCount + k + 1, text }));
    next.said = [...S.said, ...said].slice(-SAID_MAX);
    next.saidCount = S.saidCount + lines.length;
  }
  return next;
}

// What the person was doing that the new state ended: a choice whose offer is gone, a
// colour or a picker for a card no longer playable.
function settle(S) {
  const choosing = settledChoosing(S);
  const L = legalOf(S);
  const pendingColour = S.pendingColour && L.cards.has(S.pendingColour.name) ? S.pendingColour : null;
  const pendingPick = S.pendingPick && pickOptions(S).length ? S.pendingPick : null;
  if (choosing === S.choosing && pendingColour === S.pendingColour && pendingPick === S.pendingPick) return S;
  return { ...S, choosing, pendingColour, pendingPick };
}

// The reducer: (state, action) -> state. Actions are plain objects with a `type`.
export function reduce(S, a) {
  switch (a.type) {
    case "welcome":
      return settle(onWelcome(S, a.msg));
    case "state":
      return settle(onState(S, a.msg, a.now ?? 0));
    case "info": // the table as the lobby API describes it, before the socket says more
      return { ...S, table: freeze({ ...(a.info || {}), ...(S.table || {}) }), rules: S.rules || a.info?.rules || null };
    case "conn":
      return { ...S, conn: a.conn };
    case "gone":
      return { ...S, gone: a.gone || S.gone || "closed", goneReason: a.reason || "", conn: "offline" };
    case "token":
      return { ...S, token: a.token, badToken: false };
    case "bad-token":
      return { ...S, badToken: true };
    case "arm": // «Svintus!» armed for this move, and said already when `declared`
      return { ...S, armed: a.move, declaredAt: a.declared ? a.move : S.declaredAt };
    case "ui": // what the person opened or closed: a picker, a dialog, the help panel ...
      return settle({ ...S, ...a.patch });
    case "toast":
      return { ...S, toast: a.text ? { text: a.text, n: (S.toast?.n || 0) + 1 } : null };
    case "tip":
      return { ...S, tip: a.tip };
    case "feat":
      return { ...S, feat: a.feat === null ? null : { ...(S.feat || {}), ...a.feat } };
    case "animated":
      return { ...S, animations: S.animations + 1 };
    case "redraw": // the language changed: the same state, drawn again
      return { ...S };
    default:
      return S;
  }
}

// A store: getState, dispatch, subscribe. An action dispatched by a subscriber runs after
// the current one has reached every subscriber.
export function createStore(reducer, state) {
  const listeners = [];
  const queue = [];
  let busy = false;
  return {
    getState: () => state,
    subscribe(fn) {
      listeners.push(fn);
      return () => listeners.splice(listeners.indexOf(fn), 1);
    },
    dispatch(action) {
      queue.push(action);
      if (busy) return;
      busy = true;
      try {
        while (queue.length) {
          const prev = state;
          state = reducer(state, queue.shift());
          if (state !== prev) for (const fn of [...listeners]) fn(state, prev);
        }
      } finally {
        busy = false;
      }
    },
  };
}

// The snapshot tests and tools read (docs/web.md): the state, frozen, and `table` as this
// seat sees it — the server's table with this seat's rules, view, legal, offers and seat.
export function snapshot(S, ws = null) {
  const f = S.feat;
  return Object.freeze({
    ...S,
    table: S.table && Object.freeze({ ...S.table, rules: S.rules, view: S.view, legal: S.legal, offers: S.offers, seat: S.seat }),
    feat: f && Object.freeze({ action: f.action, feat: f.feat, stage: f.stage, score: f.score ?? null, sequence: f.sequence ?? null }),
    announcements: S.said.map((x) => x.text),
    ws,
  });
}
