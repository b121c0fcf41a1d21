// The table page: one WebSocket to /ws/{code}; draws each `state`, sends the actions
// the player clicks. The `legal` list of each state is the only source of what to offer.
import { dropToken, getName, getToken, joinTable, langButton, setName, api } from "./api.js";
import { scoreChart, scoreTable } from "./chart.js";
import { appendFeed, renderFeed, renderTicker, FEED_MAX } from "./feed.js";
import { colourChip, escape, cardHtml, ruleText } from "./cards.js";
import { cardText, kindName, lang, t } from "./i18n.js";
import {
  colourButtons, legalIndex, parseCard, renderCentre, renderControls, renderHand, renderSeats,
  renderStatus, seatName,
} from "./render.js";
import { startTimer } from "./timer.js";
import { linkRules } from "./rulelinks.js";
import { fitLabels } from "./fit.js";
import { animate } from "./anim.js";
import { checkTips, wireTips } from "./hints.js";
import { canPick, checkChoosing, chosenAction, myChoice } from "./actions.js";
import { renderPrompts, renderSayHints, setNames, tickTimers } from "./scene.js";
import { checkFeat, featRefused, onFeat, startFeat } from "./feats.js";
import { renderHuts } from "./huts.js";

const $ = (id) => document.getElementById(id);
const code = decodeURIComponent(location.pathname.split("/").filter(Boolean).pop() || "");
const watchOnly = new URLSearchParams(location.search).has("watch");

// Everything the page knows; tests read it as window.svintus.
const S = {
  code, seat: -1, token: getToken(code), table: null, view: null, legal: [], clock: null,
  events: [], armed: -1, ws: null, sent: 0, retry: 0, closedForGood: false, pendingColour: null,
  pendingPick: null, // {type: "svinorost" | "dark", name}: the picker of a Svinorost or a dark card
  offers: [], hints: [], // this seat's 2.0 actions, grouped, and suggestions (docs/protocol.md)
  actions: [], // the latest actions at the table in notation (each state's `action`)
  choosing: null, // {index, label, picked: [hand indexes]}: cards chosen for an offer
};
window.svintus = S;
S.chosenAction = chosenAction;
let L = legalIndex([]);
setNames((i) => seatName(S, i));
const timer = startTimer($("timer"), $("timer-fill"), $("timer-text"));

function render() {
  L = legalIndex(S.legal);
  S.L = L;
  checkChoosing(S);
  renderSeats(S, L);
  renderCentre(S, L);
  renderStatus(S);
  renderControls(S, L);
  renderPrompts(S, $("offers"));
  renderHuts(S, $("huts"), act);
  renderSayHints(S, $("say-hints"));
  checkFeat();
  renderHand(S, L);
  fitHand();
  tickTimers(S);
  renderJoin();
  renderEnd();
  renderColourDialog();
  renderPick();
  $("chat-text").placeholder = t(S.view?.silence != null ? "chat_silence_ph" : "chat_ph");
  $("chat").hidden = S.seat < 0;
  $("code").textContent = code;
  if (S.conn) $("conn").textContent = t(S.conn); // in the language just chosen
  timer.set(S, seatName);
  checkTips(S, $("tip"), ["end", "colours", "pick"].some((id) => !$(id).hidden));
  roomForTip();
  fitLabels(document.getElementById("table"));
  linkRules(document.getElementById("table"));
  linkRules(document.getElementById("side"));
}

// ------------------------------------------------------------------ connection

function connect() {
  const proto = location.protocol === "https:" ? "wss" : "ws";
  const ws = new WebSocket(`${proto}://${location.host}/ws/${encodeURIComponent(code)}`);
  S.ws = ws;
  setConn("connecting");
  ws.onopen = () => {
    ws.send(JSON.stringify({ type: "hello", v: 1, token: S.token }));
  };
  ws.onmessage = (m) => {
    let msg;
    try {
      msg = JSON.parse(m.data);
    } catch (_) {
      return;
    }
    onMessage(msg);
  };
  ws.onclose = (e) => {
    if (S.ws !== ws) return;
    if (e.code === 1008 && e.reason === "no such table") S.gone = S.gone || "no_table";
    if (S.gone) return showGone(e.reason);
    setConn("offline");
    if (e.code === 1008 && S.token && S.badToken) {
      // The token was refused: forget it and come back as a spectator.
      dropToken(code);
      S.token = null;
    }
    if (S.closedForGood) return;
    const delay = Math.min(10000, 500 * 2 ** S.retry++);
    setTimeout(connect, delay);
  };
}

// The end of the road (docs/web.md): the server refused this table code; the page says
// so, with the server's reason and the way back to the lobby, and stops reconnecting.
function showGone(reason) {
  S.closedForGood = true;
  S.goneReason = reason;
  setConn("offline");
  $("conn").textContent = "";
  $("gone").hidden = false;
  $("gone-text").textContent = S.gone === "no_table"
    ? t("no_table_text", { code: code.slice(0, 16) })
    : `${t("gone_reason")}: ${reason || ""}`;
}

function setConn(state) {
  S.conn = state;
  $("conn").textContent = t(state);
  $("conn").className = `conn ${state}`;
}

function send(msg) {
  if (S.ws && S.ws.readyState === WebSocket.OPEN) S.ws.send(JSON.stringify(msg));
}

function onMessage(msg) {
  switch (msg.type) {
    case "welcome":
      S.retry = 0;
      S.shown = null; // a new connection says it again
      S.seat = typeof msg.seat === "number" ? msg.seat : -1;
      S.table = { ...(S.table || {}), ...(msg.table || {}) };
      S.rules = msg.table?.rules || S.rules;
      setConn("online");
      render();
      break;
    case "state":
      onState(msg);
      break;
    case "error":
      onError(msg);
      break;
    case "ping": // the table measures this seat's round trip (R12.6): answer at once
      if (typeof msg.n === "string") send({ type: "pong", n: msg.n });
      break;
    case "feat":
      onFeat(msg);
      break;
    default:
      break;
  }
}

function onState(msg) {
  const fresh = !S.view;
  // A `passed` while a Temnodel last-card window was open lets the card go (R9.2);
  // otherwise it keeps a drawn card (R3.3). The feed words it by this mark.
  const lastCard = S.view?.chain?.last_card;
  const inWindow = lastCard !== null && lastCard !== undefined;
  for (const e of msg.events || []) if (e.kind === "passed") e.last_card_window = inWindow;
  S.view = msg.view || null;
  S.legal = msg.legal || [];
  S.offers = Array.isArray(msg.offers) ? msg.offers : [];
  S.hints = Array.isArray(msg.hints) ? msg.hints : [];
  S.windows = Array.isArray(msg.windows) ? msg.windows : [];
  if (msg.action) {
    S.actions.push(msg.action);
    if (S.actions.length > 200) S.actions.splice(0, S.actions.length - 200);
  }
  S.table = { ...(S.table || {}), ...(msg.table || {}) };
  S.clock = msg.clock || null;
  S.clockAt = performance.now();
  if (S.view && S.view.rules) S.rules = S.view.rules;
  // A new game's table event first, then the deal it caused.
  const events = [...(msg.events || [])].sort(
    (a, b) => (b.kind === "game_started") - (a.kind === "game_started"),
  );
  // On (re)connecting the server sends the whole game so far (`history`): it replaces
  // the feed, so a reload, a second tab or a phone shows the same log.
  if (msg.history) S.events = [];
  S.events.push(...events);
  if (S.events.length > FEED_MAX) S.events.splice(0, S.events.length - FEED_MAX);
  if (fresh || msg.history) renderFeed($("feed"), S.events, (i) => seatName(S, i), S.seat);
  else appendFeed($("feed"), events, (i) => seatName(S, i), S.seat);
  renderTicker($("feed"), $("ticker"));
  if (S.view && S.armed >= 0 && S.armed !== S.view.move) S.armed = -1;
  render();
  if (!msg.history && !fresh) animate(S, events);
  sayShown();
}

// A fair first turn (docs/protocol.md): once this seat's page has drawn a dealt game,
// and is visible, it tells the server, whose clock waits for it.
function sayShown() {
  const tab = S.table;
  if (S.seat < 0 || !S.view || !tab || tab.status !== "playing" || document.hidden) return;
  const key = `${tab.match}/${tab.game}`;
  if (S.shown === key) return;
  requestAnimationFrame(() => requestAnimationFrame(() => {
    if (S.ws?.readyState !== WebSocket.OPEN || document.hidden) return;
    S.shown = key;
    send({ type: "shown", game: tab.game });
  }));
}

function onError(msg) {
  if (msg.code === "bad_hello") S.badToken = true;
  if (msg.code === "not_found") {
    S.gone = "no_table";
    return showGone(msg.message);
  }
  const key = `e_${msg.code}`;
  const title = t(key) === key ? t("e_other") : t(key);
  // The server's message is for developers (English, with rule numbers and notation):
  // the player reads its code in their language; the message goes to the console.
  if (msg.message) console.info(`svintus: ${msg.code}: ${msg.message}`);
  featRefused(title);
  toast(title);
}

let toastTimer = 0;
function toast(text) {
  const el = $("toast");
  el.textContent = text;
  el.hidden = false;
  clearTimeout(toastTimer);
  toastTimer = setTimeout(() => (el.hidden = true), 2600);
}

// ------------------------------------------------------------------ actions

function act(action) {
  if (!action) return;
  S.sent += 1;
  send({ type: "action", action, move: S.view ? S.view.move : undefined, id: String(S.sent) });
}

// A click on a card of the hand: the legal play or interception of that card; a
// Svinorost offers its number cards, a card in a Temnodel chain its declarations (R9).
function playCard(name, index) {
  if (S.choosing) return pickCard(index);
  if (L.darks.has(name)) {
    S.pendingPick = { type: "dark", name };
    return renderPick();
  }
  const options = L.cards.get(name);
  if (!options) return;
  if (options.some((a) => a.startsWith("play svinorost "))) {
    S.pendingPick = { type: "svinorost", name };
    return renderPick();
  }
  const colours = options.filter((a) => /\s[ROGB](\s|$)/.test(a.replace(/^\S+\s+\S+/, "")));
  if (colours.length) {
    S.pendingColour = { name };
    renderColourDialog();
    return;
  }
  act(pick(options, options.filter((a) => !a.endsWith(" svintus"))[0] || options[0]));
}

// With "Svintus!" armed, the variant that declares it, when there is one.
function pick(options, plain) {
  if (S.armed === S.view?.move && S.declaredAt !== S.view?.move) {
    const said = options.find((a) => a === `${plain} svintus`);
    if (said) return said;
  }
  return plain;
}

function chooseColour(colour) {
  const letter = { red: "R", orange: "O", green: "G", blue: "B" }[colour];
  if (S.pendingColour) {
    const options = L.cards.get(S.pendingColour.name) || [];
    const plain = options.find((a) => a.split(/\s+/)[2] === letter && !a.endsWith(" svintus"));
    S.pendingColour = null;
    act(pick(options, plain));
  } else if (L.names.includes(letter)) {
    act(`name ${letter}`);
  }
  renderColourDialog();
}

function renderColourDialog() {
  // The card may have stopped being playable (the turn moved on) while the choice was open.
  if (S.pendingColour && !L.cards.has(S.pendingColour.name)) S.pendingColour = null;
  const open = !!S.pendingColour || L.names.length > 0;
  const dlg = $("colours");
  dlg.hidden = !open;
  if (open && !dlg.dataset.filled) {
    $("colour-buttons").innerHTML = colourButtons();
    dlg.dataset.filled = "1";
  }
  $("colour-cancel").hidden = !S.pendingColour;
}

// The actions the open picker offers (without the "svintus" variants), or [].
function pickOptions() {
  const p = S.pendingPick;
  if (!p) return [];
  const all = (p.type === "dark" ? L.darks.get(p.name) : L.cards.get(p.name)) || [];
  return all.filter((a) => !a.endsWith(" svintus") && (p.type === "dark" || a.startsWith("play svinorost ")));
}

// The picker: a Svinorost's number cards (`play svinorost G1`), or the declarations
// a dark card may carry (`dark B3 as R2`) grouped by colour; only what `legal` allows.
function renderPick() {
  const dlg = $("pick");
  const options = pickOptions();
  if (S.pendingPick && !options.length) S.pendingPick = null; // the turn moved on
  const p = S.pendingPick;
  dlg.hidden = !p;
  if (!p) {
    dlg.dataset.key = "";
    return;
  }
  const key = `${p.type} ${p.name} ${options.join(",")} ${lang()}`;
  if (dlg.dataset.key === key) return;
  dlg.dataset.key = key;
  const button = (action, card, extra = "") =>
    `<button class="pick" data-pick="${escape(action)}" aria-label="${escape(cardText(parseCard(card)))}">${cardHtml(card, "mini")}${extra}</button>`;
  if (p.type === "svinorost") {
    $("pick-title").textContent = t("sv_title");
    const numbers = options.map((a) => a.split(/\s+/)[2]);
    $("pick-options").innerHTML = `<div class="pick-row">${numbers.map((c, i) => button(options[i], c)).join("")}</div>`;
    return;
  }
  $("pick-title").textContent = t("dark_title", { card: cardText(parseCard(p.name)) });
  const rows = { red: [], orange: [], green: [], blue: [] };
  for (const a of options) {
    const said = a.split(/\s+/)[3];
    const c = parseCard(said);
    const truth = said === p.name ? `<span class="truth">${escape(t("dark_truth"))}</span>` : "";
    rows[c.colour].push(button(a, said, truth));
  }
  $("pick-options").innerHTML = Object.entries(rows)
    .filter(([, items]) => items.length)
    .map(([colour, items]) => `<div class="pick-row">${colourChip(colour)}<span class="pick-colour">${escape(t(colour))}</span>${items.join("")}</div>`)
    .join("");
}

function choosePick(action) {
  const p = S.pendingPick;
  if (!p) return;
  const all = (p.type === "dark" ? L.darks.get(p.name) : L.cards.get(p.name)) || [];
  S.pendingPick = null;
  if (all.includes(action)) act(pick(all, action));
  renderPick();
}

function doAction(action) {
  if (action === "svintus") {
    S.armed = S.view ? S.view.move : -1;
    // declared now as its own action: the play that follows must not declare it again,
    // or the feed says «Svintus!» twice (issue #13)
    if (L.other.has("svintus")) {
      act(L.other.get("svintus"));
      S.declaredAt = S.armed;
    }
    render();
    return;
  }
  act(action);
}

// ------------------------------------------------------------------ join and end

function renderJoin() {
  const box = $("join");
  const seats = S.table?.seats || [];
  const free = seats.filter((x) => !x.bot && !x.name).length;
  const waiting = !!S.table && (S.table.status === "waiting" || !S.view);
  const canJoin = S.seat < 0 && !watchOnly && free > 0;
  box.hidden = !canJoin && !waiting;
  $("join-form").hidden = !canJoin;
  $("waiting").hidden = !waiting;
  $("share-link").textContent = location.origin + location.pathname;
}

function renderEnd() {
  const tab = S.table;
  const over = !!(tab && tab.match_over);
  if (!over) S.endDismissed = false;
  const dlg = $("end");
  if ((!over || S.endDismissed) && !S.showScores) {
    dlg.hidden = true;
    return;
  }
  dlg.hidden = false;
  const n = S.view?.players || tab?.seats?.length || 0;
  const names = Array.from({ length: n }, (_, i) => seatName(S, i));
  const history = tab?.history || [];
  const totals = tab?.scores || names.map(() => 0);
  const target = S.table?.target || S.rules?.match_points || null;
  $("end-title").textContent = over ? t("match_over") : t("scores");
  $("end-winner").textContent =
    over && tab.winner !== null && tab.winner !== undefined ? t("match_winner", { name: names[tab.winner] }) : "";
  $("end-table").innerHTML = scoreTable(totals, history, names, over ? tab.winner : -1);
  $("end-chart").innerHTML = `<h3>${t("chart_title")}</h3>${scoreChart(history, names, target)}`;
  $("rematch").hidden = !over || S.seat < 0;
  // every finished game of the match can be watched again, every hand open
  const m = Number(tab?.match ?? 0);
  $("end-replays").innerHTML = history
    .map((_, i) => `<li><a href="/replay/${encodeURIComponent(code)}/${m}/${i}">${escape(t("r_replay_game", { n: i + 1 }))}</a></li>`)
    .join("");
}

// ------------------------------------------------------------------ wiring

// ------------------------------------------------------------------ the 2.0 panel

// An offer clicked: sent at once, or (cards to choose) the hand becomes a picker.
function chooseOffer(index, label) {
  const offer = S.offers[index];
  if (!offer || offer.label !== label) return;
  if (!offer.choose) {
    S.choosing = null;
    act(offer.actions[0]);
  } else {
    S.choosing = S.choosing?.index === index ? null : { index, label, picked: [] };
  }
  render();
}

function pickCard(index) {
  const c = S.choosing;
  if (!c || !Number.isInteger(index)) return;
  const at = c.picked.indexOf(index);
  if (at >= 0) c.picked.splice(at, 1);
  else if (canPick(S, index)) c.picked.push(index);
  if (myChoice(S) && chosenAction(S)) return sendChosen(); // one card, one click
  render();
}

function sendChosen() {
  const action = chosenAction(S);
  if (!action) return;
  S.choosing = null;
  act(action);
  render();
}

// A hand on the table (R10.2 Shtol!): a click on the bare table surface, when the
// engine lists it; clicks on cards, piles, seats and buttons are not touches.
$("board").addEventListener("click", (e) => {
  if (e.target.closest("button,a,input,.card,.seat,.pilebtn,.chain,.arena,#hand")) return;
  const touch = S.offers.find((o) => o.verb === "touch" && !o.choose);
  if (touch) act(touch.actions[0]);
});

// Leaving the seat (R10.2 Shtul!): a hidden page is "away", a visible one "back",
// when the engine lists them.
document.addEventListener("visibilitychange", () => {
  sayShown();
  const verb = document.hidden ? "away" : "back";
  const offer = S.offers.find((o) => o.verb === verb && !o.choose);
  if (offer) act(offer.actions[0]);
});

setInterval(() => tickTimers(S), 200);

// The phone's layout (style.css): a narrow screen, or a short one held sideways.
const PHONE = "(max-width: 760px), (max-height: 500px) and (orientation: landscape)";

// The hand stays whole on screen (docs/web.md): its cards shrink, step by step, until
// the hand takes at most three rows and about a third of the table's height.
const CARD_SIZES = [[66, 96], [58, 84], [50, 73], [44, 64], [40, 58], [36, 52]];
function fitHand() {
  const hand = $("hand");
  const n = S.view?.hand?.length || 0;
  const width = hand.clientWidth - 8;
  if (!n || width <= 0) return;
  const phone = window.matchMedia(PHONE).matches;
  const budget = Math.max(120, 0.36 * $("table").clientHeight);
  let size = CARD_SIZES[CARD_SIZES.length - 1];
  for (const s of CARD_SIZES.slice(phone ? 2 : 0)) {
    const perRow = Math.max(1, Math.floor((width + 5) / (s[0] + 5)));
    const rows = Math.ceil(n / perRow);
    if (rows <= 3 && rows * (s[1] + 5) <= budget) {
      size = s;
      break;
    }
  }
  hand.style.setProperty("--card-w", `${size[0]}px`);
  hand.style.setProperty("--card-h", `${size[1]}px`);
  hand.classList.toggle("small", size[0] <= 50);
}
window.addEventListener("resize", () => fitHand());

// On a computer a first-game tip stands over the top of the side column (docs/web.md):
// the 2.0 panel and the feed start below it while it is up, so it hides none of their
// lines (at a game's start the newest lines are the top ones). On a phone it is a banner
// in the table's column and takes its own room.
function roomForTip() {
  const tip = $("tip");
  const side = $("side");
  side.style.paddingTop = "";
  if (tip.hidden || getComputedStyle(tip).position !== "fixed") return;
  const below = tip.getBoundingClientRect().bottom - side.getBoundingClientRect().top;
  if (below > 0) side.style.paddingTop = `${Math.ceil(below + 6)}px`;
}

// ------------------------------------------------------------------ a card's rule

// Any card shows its name and rule: a long press (touch or mouse), a right click, or a
// click on a card that does nothing else (the pile, a seat's cards, chips, a card that
// cannot be played now); action buttons show the rule of their card on hover.
function showRule(name) {
  const card = parseCard(name) || { kind: name, colour: "grey", value: -1 };
  const kind = card.kind;
  const cardName = parseCard(name)?.name || (kind === name ? kind : name);
  const rule = ruleText(kind);
  if (!rule && !cardText(card)) return;
  $("rule-card").innerHTML = /^[ROGB]/.test(cardName) || kindName(kind) !== kind ? cardHtml(cardName) : "";
  $("rule-name").textContent = cardText(card);
  $("rule-text").textContent = rule;
  $("rule").hidden = false;
  S.ruleShown = kind;
}
function hideRule() {
  $("rule").hidden = true;
  S.ruleShown = null;
}
let press = null;
document.addEventListener("pointerdown", (e) => {
  const el = e.target.closest("[data-card],[data-rule]");
  if (!el || e.button > 0) return;
  clearTimeout(press?.timer);
  press = { el, timer: setTimeout(() => {
    press.fired = true;
    showRule(el.dataset.card || el.dataset.rule);
  }, 550) };
});
for (const ev of ["pointerup", "pointercancel", "pointerleave"]) {
  document.addEventListener(ev, () => clearTimeout(press?.timer), true);
}
document.addEventListener("click", (e) => {
  if (press?.fired) {
    press = null;
    e.stopPropagation();
    e.preventDefault();
    return;
  }
  press = null;
  if (!$("rule").hidden && !e.target.closest("#rule .box")) {
    // the box has no veil now: a tap elsewhere only closes it, as the veil's tap did
    e.stopPropagation();
    e.preventDefault();
    return hideRule();
  }
  if (e.target.closest("#rule-close")) return hideRule();
  const el = e.target.closest("[data-card]");
  if (!el || e.target.closest("button:not([aria-disabled='true']),.slot:not([aria-disabled='true'])")) return;
  if (el.closest("#deck")) return;
  showRule(el.dataset.card);
}, true);
document.addEventListener("contextmenu", (e) => {
  const el = e.target.closest("[data-card],[data-rule]");
  if (!el) return;
  e.preventDefault();
  showRule(el.dataset.card || el.dataset.rule);
});

// A flickering seat: a click notices the wink (R14.5), with cards chosen if it needs them.
$("board").addEventListener("click", (e) => {
  const seat = e.target.closest(".seat[data-notice]");
  if (!seat || e.target.closest("button")) return;
  const i = Number(seat.dataset.notice);
  const offer = S.offers[i];
  if (offer) chooseOffer(i, offer.label);
});

document.addEventListener("click", (e) => {
  const el = e.target.closest("[data-action],[data-play],[data-colour],[data-pick],[data-offer],[data-hint],[data-say],[data-feat],#choose-send,#choose-cancel");
  if (!el) return;
  if (el.dataset.feat) {
    const action = el.dataset.feat;
    startFeat(action, send, () => S.legal.includes(action));
  } else if (el.id === "choose-send") sendChosen();
  else if (el.id === "choose-cancel") {
    S.choosing = null;
    render();
  } else if (el.dataset.offer !== undefined) chooseOffer(Number(el.dataset.offer), el.dataset.label);
  else if (el.dataset.hint) act(el.dataset.hint);
  else if (el.dataset.say !== undefined) send({ type: "chat", text: el.dataset.say.slice(0, 300) });
  else if (el.dataset.pick) choosePick(el.dataset.pick);
  else if (el.dataset.play) playCard(el.dataset.play, Number(el.dataset.index));
  else if (el.dataset.colour) chooseColour(el.dataset.colour);
  else doAction(el.dataset.action);
});

$("deck").addEventListener("click", () => {
  act(L.other.get("slap deck") || L.other.get("draw"));
});
$("pile").addEventListener("click", () => act(L.other.get("slap pile")));
// the ticker (a phone): a tap goes down to the whole feed
$("ticker").addEventListener("click", () => {
  const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  $("side").scrollIntoView({ behavior: still ? "auto" : "smooth", block: "start" });
});
$("pick-cancel").addEventListener("click", () => {
  S.pendingPick = null;
  renderPick();
});
$("colour-cancel").addEventListener("click", () => {
  S.pendingColour = null;
  renderColourDialog();
});
$("chat").addEventListener("submit", (e) => {
  e.preventDefault();
  const text = $("chat-text").value.trim();
  if (!text) return;
  send({ type: "chat", text: text.slice(0, 300) });
  $("chat-text").value = "";
});
$("rematch").addEventListener("click", () => send({ type: "rematch" }));
$("scores-btn").addEventListener("click", () => {
  S.showScores = true;
  renderEnd();
});
$("end-close").addEventListener("click", () => {
  S.showScores = false;
  S.endDismissed = true;
  $("end").hidden = true;
});
$("share").addEventListener("click", async () => {
  try {
    await navigator.clipboard.writeText(location.origin + location.pathname);
    toast(t("copied"));
  } catch (_) {
    toast(location.origin + location.pathname);
  }
});
$("join-form").addEventListener("submit", async (e) => {
  e.preventDefault();
  const name = $("join-name").value.trim();
  if (!name) return toast(t("err_name"));
  setName(name);
  try {
    const data = await joinTable(code, name);
    S.token = data.token;
    S.ws?.close();
  } catch (err) {
    toast(err.status === 409 ? t("no_seat") : err.message);
  }
});

// Keys (docs/web.md): Space slap, D draw, P keep (or let a last dark card go), A accept,
// K check, U give up, S Svintus!, C catch, 1-4 colour.
document.addEventListener("keydown", (e) => {
  if (e.target.closest("input,textarea,select") || e.ctrlKey || e.metaKey || e.altKey) return;
  const k = e.key.toLowerCase();
  const colours = ["red", "orange", "green", "blue"];
  if (!$("colours").hidden && "1234".includes(k) && k) return chooseColour(colours[Number(k) - 1]);
  if (k === "escape" && !$("rule").hidden) return hideRule();
  if (k === "escape" && S.pendingColour) {
    S.pendingColour = null;
    return renderColourDialog();
  }
  if (k === "escape" && S.choosing) {
    S.choosing = null;
    return render();
  }
  if (k === "escape" && S.pendingPick) {
    S.pendingPick = null;
    return renderPick();
  }
  const map = { " ": "slap deck", d: "draw", p: "pass", a: "accept", k: "check", u: "giveup" };
  if (map[k] && L.other.has(map[k])) {
    e.preventDefault();
    return act(L.other.get(map[k]));
  }
  if (k === "s" && (L.other.has("svintus") || $("controls").querySelector(".svintus"))) return doAction("svintus");
  if (k === "c" && L.catches.length) return act(`catch p${L.catches[0] + 1}`);
});

langButton($("lang"), () => {
  $("colours").dataset.filled = "";
  if (S.gone) showGone(S.goneReason);
  renderFeed($("feed"), S.events, (i) => seatName(S, i), S.seat);
  renderTicker($("feed"), $("ticker"));
  render();
});
$("join-name").value = getName();
api("GET", `/api/tables/${encodeURIComponent(code)}`)
  .then((info) => {
    S.table = { ...(info || {}), ...(S.table || {}) };
    if (info?.rules) S.rules = S.rules || info.rules;
    render();
  })
  .catch((err) => toast(err.message));
wireTips($("tip"));
$("tip").addEventListener("click", () => roomForTip()); // after the tip's own buttons
window.addEventListener("resize", () => roomForTip());
setInterval(() => send({ type: "ping" }), 20000);
render();
connect();
