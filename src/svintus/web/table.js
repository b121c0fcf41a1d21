// The table page (docs/web.md): one store (store.js) fed by the table's WebSocket
// (connection.js) and by what the person does (input.js); on every change the renderers
// draw the store into the page with lit-html templates, which patch the DOM in place.
import { html, nothing, render } from "./vendor/lit-html/lit-html.js";
import { repeat } from "./vendor/lit-html/directives/repeat.js";
import { api, getName, getToken, langButton } from "./api.js";
import { t } from "./i18n.js";
import { createStore, initialState, reduce, snapshot } from "./store.js";
import { connect } from "./connection.js";
import { wireInput } from "./input.js";
import { botPlaysMine, legalOf } from "./select.js";
import { statusText } from "./status.js";
import { seatsRound, mySeat } from "./seats.js";
import { chainBox, controls, darkPile, deckFace, direction, namedColour, pileFace } from "./centre.js";
import { arena, tickTimers } from "./scene.js";
import { answerDue, prompts, sayHintButtons } from "./prompts.js";
import { hutsBox } from "./huts.js";
import { fitHand, hand } from "./hand.js";
import { drawFeed } from "./feed.js";
import { featAfter, featDialog, tickFeat } from "./feats.js";
import { nextTip } from "./hints.js";
import {
  colourButtons, colourOpen, endOpen, endParts, helpPanel, pickChoices, pickTitle, ruleParts, tipBox,
} from "./dialogs.js";
import { startTimer } from "./timer.js";
import { fitLabels } from "./fit.js";
import { keepReachable } from "./scrollers.js";
import { animate } from "./anim.js";
import { pw } from "./page_words.js";
import { handDialog, wireStandIn } from "./standin.js";
import { keepInView } from "./inview.js";
import { startAlerts } from "./alerts.js";

const $ = (id) => document.getElementById(id);
const code = decodeURIComponent(location.pathname.split("/").filter(Boolean).pop() || "");
const watchOnly = new URLSearchParams(location.search).has("watch");

const store = createStore(reduce, initialState(code, getToken(code), watchOnly));
const conn = connect(store, {
  error(msg) {
    if (msg.code === "bad_hello") store.dispatch({ type: "bad-token" });
    if (msg.code === "not_found") return store.dispatch({ type: "gone", gone: "no_table", reason: msg.message });
    const key = `e_${msg.code}`;
    const title = t(key) === key ? t("e_other") : t(key);
    // The server's message is for developers (English, with rule numbers and notation):
    // the player reads its code in their language; the message goes to the console.
    if (msg.message) console.info(`svintus: ${msg.code}: ${msg.message}`);
    const f = store.getState().feat;
    if (f && f.stage === "asking") store.dispatch({ type: "feat", feat: { refused: title } });
    store.dispatch({ type: "toast", text: title });
  },
  feat(msg) {
    const f = store.getState().feat;
    const next = featAfter(f, msg);
    if (next === f) return;
    store.dispatch({ type: "feat", feat: next });
    const done = store.getState().feat;
    if (next.stage === "done") setTimeout(() => store.getState().feat === done && store.dispatch({ type: "feat", feat: { stage: "closed" } }), 1800);
  },
});
const timer = startTimer($("timer"), $("timer-fill"), $("timer-text"));

// ------------------------------------------------------------------ drawing

function part(el, content, hidden = content === nothing || content === null || (Array.isArray(content) && !content.length)) {
  el.hidden = hidden;
  render(hidden ? nothing : content, el);
}

// The deck and the pile are buttons only while they do something (draw, slap): else they
// are out of the Tab order, and say so.
function pileButton(el, active) {
  el.classList.toggle("active", active);
  if (active) {
    el.removeAttribute("tabindex");
    el.removeAttribute("aria-disabled");
  } else {
    el.tabIndex = -1;
    el.setAttribute("aria-disabled", "true");
  }
}

function drawTable(S) {
  const v = S.view;
  const L = legalOf(S);
  render(seatsRound(S), $("seats"));
  render(mySeat(S), $("me"));
  render(v ? deckFace(v) : nothing, $("deck"));
  pileButton($("deck"), L.other.has("slap deck") || L.other.has("draw"));
  render(v ? pileFace(v) : nothing, $("pile"));
  pileButton($("pile"), L.other.has("slap pile"));
  part($("dark"), darkPile(S));
  part($("chain"), chainBox(S));
  part($("arena"), arena(S));
  render(namedColour(v), $("named"));
  $("named").className = v?.named_colour ? `named c-${v.named_colour}` : "named";
  render(direction(v), $("direction"));
  $("direction").title = v ? t(v.direction === -1 ? "counterclockwise" : "clockwise") : "";
  const status = $("status");
  status.textContent = statusText(S);
  status.classList.toggle("won", !!(v && v.winner !== null && v.winner !== undefined));
  // "mine" marks what asks this person; a seat a bot plays asks nothing (standin.js)
  const asked = !!v && !botPlaysMine(S);
  status.classList.toggle("mine", asked && ((v.current === S.seat && v.winner === null) || (!!v.race && S.seat >= 0)));
  $("silence").hidden = !(v && v.silence !== null && v.silence !== undefined);
  $("silence").textContent = t("silence");
  render(controls(S), $("controls"));
  part($("offers"), prompts(S));
  part($("huts"), hutsBox(S));
  part($("say-hints"), sayHintButtons(S));
  const box = $("hand");
  box.hidden = !v?.hand;
  render(hand(S), box);
  box.classList.toggle("myturn", asked && v.current === S.seat && v.winner === null);
  box.classList.toggle("choosing", !!S.choosing);
  fitHand(box, $("table"), v?.hand?.length || 0);
}

function drawDialogs(S) {
  // join, or wait for players
  const seats = S.table?.seats || [];
  const free = seats.filter((x) => !x.bot && !x.name).length;
  const waiting = !!S.table && (S.table.status === "waiting" || !S.view);
  const canJoin = S.seat < 0 && !S.watchOnly && free > 0;
  $("join").hidden = !canJoin && !waiting;
  $("join-form").hidden = !canJoin;
  $("waiting").hidden = !waiting;
  $("share-link").textContent = location.origin + location.pathname;
  // the end of the match, the scores
  const end = endOpen(S);
  $("end").hidden = !end;
  if (end) {
    const e = endParts(S);
    $("end-title").textContent = e.title;
    $("end-winner").textContent = e.winner;
    render(e.table, $("end-table"));
    render(e.chart, $("end-chart"));
    render(e.replays, $("end-replays"));
    $("rematch").hidden = !e.rematch;
  }
  $("colours").hidden = !colourOpen(S);
  render(colourButtons(), $("colour-buttons"));
  $("colour-cancel").hidden = !S.pendingColour;
  $("pick").hidden = !S.pendingPick;
  $("pick-title").textContent = pickTitle(S);
  render(pickChoices(S), $("pick-options"));
  const rule = ruleParts(S);
  $("rule").hidden = !rule;
  if (rule) {
    render(rule.face, $("rule-card"));
    $("rule-name").textContent = rule.name;
    $("rule-text").textContent = rule.text;
    $("rule-note").textContent = S.ruleNote || "";
    $("rule-note").hidden = !S.ruleNote;
  }
  part($("help"), S.help ? helpPanel() : nothing);
  part($("hand-seat"), handDialog(S));
  part($("feat-game"), featDialog(S));
  const busy = ["end", "colours", "pick"].some((id) => !$(id).hidden);
  part($("tip"), busy ? nothing : tipBox(S.tip));
  $("tip").dataset.tip = S.tip?.id || ""; // style.css: on a phone a tip steps aside for a prompt
  roomForTip();
  // the connection, a table gone
  $("conn").textContent = S.gone ? "" : t(S.conn);
  $("conn").className = `conn ${S.conn}`;
  $("gone").hidden = !S.gone;
  $("gone-text").textContent = S.gone === "no_table" ? t("no_table_text", { code: code.slice(0, 16) }) : S.gone ? `${t("gone_reason")}: ${S.goneReason || ""}` : "";
  const whisper = S.legal.includes("whisper"); // a Suflyor's chat goes as a whisper (R11.4)
  $("chat-text").placeholder = t(S.view?.silence != null ? "chat_silence_ph" : whisper ? "chat_whisper_ph" : "chat_ph");
  $("chat-text").setAttribute("aria-label", $("chat-text").placeholder);
  $("chat").hidden = S.seat < 0;
  $("code").textContent = code;
  $("feed").setAttribute("aria-label", pw("feed_label"));
  $("announce").setAttribute("aria-label", pw("live_label"));
  $("help-btn").setAttribute("aria-label", `? ${pw("help_button")}`);
  $("help-btn").title = pw("help_title");
  // what the live region says: the newest sentences, each once — keyed, so a new one is
  // added and the older ones stay as they are (drawn by position, every line's text was
  // rewritten, and a screen reader said the older ones again)
  render(repeat(S.said.slice(-3), (x) => x.n, (x) => html`<p data-n=${x.n}>${x.text}</p>`), $("announce"));
}

let toastTimer = 0;
let shownToast = 0;
function drawToast(S) {
  if (!S.toast || S.toast.n === shownToast) return;
  shownToast = S.toast.n;
  const el = $("toast");
  el.textContent = S.toast.text;
  el.hidden = false;
  clearTimeout(toastTimer);
  toastTimer = setTimeout(() => (el.hidden = true), 2600);
}

// On a computer a first-game tip stands over the top of the side column (docs/web.md):
// the 2.0 panel and the feed start below it while it is up, so it hides none of their
// lines. On a phone it is a banner in the table's column and takes its own room.
function roomForTip() {
  const tip = $("tip");
  const side = $("side");
  side.style.paddingTop = "";
  if (tip.hidden || getComputedStyle(tip).position !== "fixed") return;
  const below = tip.getBoundingClientRect().bottom - side.getBoundingClientRect().top;
  if (below > 0) side.style.paddingTop = `${Math.ceil(below + 6)}px`;
}

// A dialog that opens takes the focus (its first button); when it closes, the focus goes
// back where it was, else to the hand's first playable card — so a keyboard is never
// left behind a dialog or on the page's top.
const DIALOGS = ["colours", "pick", "end", "help", "feat-game", "rule", "hand-seat"];
const open = new Set();
let focusBack = null;
function moveFocus() {
  for (const id of DIALOGS) {
    const box = $(id);
    if (!box.hidden && !open.has(id)) {
      open.add(id);
      if (!box.contains(document.activeElement)) focusBack = document.activeElement;
      box.querySelector("button:not([disabled]):not([hidden]),a[href],input")?.focus();
    } else if (box.hidden && open.has(id)) {
      open.delete(id);
      if (box.contains(document.activeElement) || document.activeElement === document.body) {
        const back = focusBack && document.contains(focusBack) && !focusBack.closest("[hidden]") ? focusBack : null;
        (back || document.querySelector("#hand .slot:not([aria-disabled])"))?.focus();
      }
    }
  }
}

const reachable = keepReachable([$("asks"), $("huts")]);

function draw(S, prev) {
  drawTable(S);
  drawFeed(S, $("feed"), $("ticker"));
  drawDialogs(S);
  moveFocus();
  drawToast(S);
  timer.set(S);
  tickTimers(S);
  fitLabels($("table"));
  keepInView(S, prev, $("table"), $("asks"));
  reachable();
  window.svintus = snapshot(S, conn.socket());
  // what follows a change: the tip of a new situation, a feat whose window closed,
  // cards that move (never for a history: that is the past, not a move)
  const tip = nextTip(S, S.tip, ["end", "colours", "pick"].some((id) => !$(id).hidden));
  if (tip !== S.tip) store.dispatch({ type: "tip", tip });
  if (S.feat?.stage === "asking" && !S.legal.includes(S.feat.action) && S.view !== prev?.view) {
    store.dispatch({ type: "feat", feat: { stage: "closed" } });
  }
  // a feat's dialog left open when Slabo? is over would stand over what asks next
  const slabo = (x) => x?.view?.challenge?.races?.card === "slabo";
  if (S.feat && S.feat.stage !== "closed" && slabo(prev) && !slabo(S)) store.dispatch({ type: "feat", feat: { stage: "closed" } });
  if (S.feat && ["recall", "typing"].includes(S.feat.stage) && S.feat.stage !== prev?.feat?.stage) $("feat-input")?.focus();
  // a Courage task in words: its field, focused and in view (unless the person is typing)
  if (prev && answerDue(prev, S) && document.activeElement?.tagName !== "INPUT") {
    $("answer-text")?.focus({ preventScroll: true });
    $("answer-text")?.scrollIntoView({ block: "nearest" });
  }
  if (prev && S.view !== prev.view && S.fresh && prev.view) animate(S, S.events.slice(-S.fresh), () => store.dispatch({ type: "animated" }));
}

store.subscribe(draw);
startAlerts(store, $("alerts"));
wireInput(store, conn);
wireStandIn(store, conn);
setInterval(() => {
  tickTimers(store.getState());
  tickFeat();
}, 200);
window.addEventListener("resize", () => {
  fitHand($("hand"), $("table"), store.getState().view?.hand?.length || 0);
  roomForTip();
});
$("tip").addEventListener("click", () => roomForTip()); // after the tip's own buttons
langButton($("lang"), () => store.dispatch({ type: "redraw" }));
$("join-name").value = getName();
api("GET", `/api/tables/${encodeURIComponent(code)}`)
  .then((info) => store.dispatch({ type: "info", info }))
  .catch((err) => store.dispatch({ type: "toast", text: err.message }));
draw(store.getState(), null);
