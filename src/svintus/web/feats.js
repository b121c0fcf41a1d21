// Slabo? (R12.6) feats as mini-games (docs/web.md). The table judges them: the page asks
// it to start a feat ({type: "feat", do: "start", feat}), shows what the table sends for
// this seat only ({type: "feat", stage, ...}: the wait before GO! and GO! itself, the
// digits to remember and when they are hidden, the tongue-twister, the clicks window,
// the score) and sends back presses and typed answers ({do: "press"}, {do: "answer",
// text}). The page measures nothing and never sends a score: the table makes the
// content, checks the answers and times them on its own clock, less this seat's round
// trip, which it measures with pings the page answers at once (table.js).
import { escape } from "./cards.js";
import { wordOf } from "./i18n.js";

export const FEATS = ["reaction", "memory", "twister", "clicks"];

const WORDS = {
  en: {
    reaction: "Reaction: click (or press Space) as soon as GO! appears — lower is better",
    memory: "Memory: remember the digits, then type them back — longer is better",
    twister: "Tongue-twister: type it fast — characters per second",
    clicks: "Clicks: click (or press Space) as many times as you can in 5 s",
    reaction_touch: "Reaction: tap as soon as GO! appears — lower is better",
    clicks_touch: "Clicks: tap as many times as you can in 5 s", start_touch: "Tap to start",
    name_reaction: "reaction", name_memory: "memory", name_twister: "tongue-twister", name_clicks: "clicks",
    wait: "Wait…", go: "GO!", early: "Too early: a false start!", ok: "OK", start: "Click to start",
    score: "The table's score", play: "Play", try_: "Try", give_up: "Give up", beat: "to beat",
    title: "Slabo? — feats", close: "Close", remember: "Remember:", type: "Type the digits you saw:",
    asking: "The table is preparing the feat…", wrong: "Wrong: it was", left: "s left",
    judged: "The table judges: it measures the time and checks the answer.",
  },
  ru: {
    reaction: "Реакция: щёлкните (или пробел), как только появится «ЖМИ!» — чем меньше, тем лучше",
    memory: "Память: запомните цифры и наберите их — чем длиннее, тем лучше",
    twister: "Скороговорка: наберите её быстро — знаков в секунду",
    clicks: "Щелчки: щёлкайте (или пробел) как можно чаще 5 с",
    reaction_touch: "Реакция: нажмите, как только появится «ЖМИ!» — чем меньше, тем лучше",
    clicks_touch: "Щелчки: нажимайте как можно чаще 5 с", start_touch: "Нажмите, чтобы начать",
    name_reaction: "реакция", name_memory: "память", name_twister: "скороговорка", name_clicks: "щелчки",
    wait: "Ждите…", go: "ЖМИ!", early: "Рано: фальстарт!", ok: "OK", start: "Щёлкните, чтобы начать",
    score: "Счёт стола", play: "Сыграть", try_: "Попробовать", give_up: "Сдаться", beat: "побить",
    title: "Слабо? — подвиги", close: "Закрыть", remember: "Запомните:", type: "Наберите цифры:",
    asking: "Стол готовит подвиг…", wrong: "Неверно, было", left: "с осталось",
    judged: "Судит стол: он сам засекает время и проверяет ответ.",
  },
};
const w = (key) => wordOf(WORDS, key); // a phone's words say "tap"
export const featName = (feat) => w(`name_${feat}`);

// ------------------------------------------------------------------ the offers

// The seat's feats to set or try, from `legal`: [{action, feat, verb}] (no score).
export function featOffers(S) {
  const out = [];
  for (const a of S.legal || []) {
    const m = /^(feat|try) (\w+)$/.exec(a);
    if (m && FEATS.includes(m[2])) out.push({ action: a, verb: m[1], feat: m[2] });
  }
  return out;
}

export function isFeatAction(a) {
  return /^(feat|try) \w+( \S+)?$/.test(a);
}

// The "Slabo?" box of the actions panel: a Play button per feat, and Give up for a try.
export function featsHtml(S) {
  const offers = featOffers(S);
  if (!offers.length) return "";
  const races = S.view?.challenge?.races || {};
  const items = offers.map((o) => {
    const beat = o.verb === "try" && races.score ? ` <small>(${escape(w("beat"))} ${escape(races.score)})</small>` : "";
    const play = `<button type="button" class="act primary feat-play" data-feat="${escape(o.action)}" title="${escape(w(o.feat))}">▶ ${escape(o.verb === "try" ? w("try_") : w("play"))}: ${escape(featName(o.feat))}${beat}</button>`;
    const give = o.verb === "try" ? `<button type="button" class="act feat-giveup" data-action="${escape(o.action)}">${escape(w("give_up"))}</button>` : "";
    return play + give;
  });
  return `<div class="offer-list feats"><span class="lbl">${escape(w("title"))}</span>${items.join("")}</div>`;
}

// ------------------------------------------------------------------ the mini-game

let current = null; // the feat being played: {action, feat, send, stillLegal, box, ...}

export function playing() {
  return current;
}

function el(id) {
  return document.getElementById(id);
}

function expose(g) {
  if (!window.svintus) return;
  window.svintus.feat = { action: g.action, feat: g.feat, stage: g.stage, score: g.score ?? null, sequence: g.sequence ?? null };
}

// Opens the mini-game of `action` ("feat reaction", "try twister") and asks the table to
// start it; `send(msg)` sends a protocol message; `stillLegal()` tells whether the feat
// is still offered (else the dialog closes: its window closed).
export function startFeat(action, send, stillLegal) {
  const feat = action.split(" ")[1];
  if (!FEATS.includes(feat) || current) return;
  let box = el("feat-game");
  if (!box) {
    box = document.createElement("div");
    box.id = "feat-game";
    box.className = "modal";
    document.body.appendChild(box);
  }
  box.hidden = false;
  box.innerHTML = `<div class="box feat-box" role="dialog" aria-label="${escape(featName(feat))}"><h2>${escape(w(feat))}</h2><p class="feat-judged">${escape(w("judged"))}</p><div id="feat-body"><p class="feat-label">${escape(w("asking"))}</p></div><div id="feat-note" class="feat-note"></div><button type="button" id="feat-cancel" class="act">${escape(w("close"))}</button></div>`;
  current = { action, feat, send, stillLegal, box, stage: "asking", keys: null, timers: [] };
  const g = current;
  el("feat-cancel").addEventListener("click", () => hide(g));
  expose(g);
  send({ type: "feat", do: "start", feat });
}

// Closes the dialog. The table goes on judging a feat under way: when the feat's window
// closes, it counts as far as it got (docs/web.md).
function hide(g) {
  if (current !== g) return;
  for (const t of g.timers) clearTimeout(t);
  if (g.keys) document.removeEventListener("keydown", g.keys, true);
  g.box.hidden = true;
  current = null;
  if (window.svintus?.feat) window.svintus.feat.stage = "closed";
}

// Called on each state: a dialog whose feat is no longer offered, and not yet answered
// by the table, closes (the window closed).
export function checkFeat() {
  if (current && current.stage === "asking" && !current.stillLegal()) hide(current);
}

// An error from the table while asking to start: the dialog says it and can be closed.
export function featRefused(message) {
  if (current && current.stage === "asking") el("feat-note").textContent = message;
}

function press() {
  const g = current;
  if (!g) return;
  g.send({ type: "feat", do: "press" });
  if (g.stage === "ready") {
    g.stage = "clicking";
    g.count = 0;
    expose(g);
  }
  if (g.stage === "clicking") {
    g.count += 1;
    const pad = el("feat-pad");
    if (pad) pad.textContent = String(g.count);
  }
}

function pad(g, label, go = false) {
  el("feat-body").innerHTML = `<button type="button" id="feat-pad" class="feat-pad${go ? " go" : ""}">${escape(label)}</button>`;
  el("feat-pad").addEventListener("mousedown", (e) => {
    e.preventDefault();
    press();
  });
  if (!g.keys) {
    g.keys = (e) => {
      if ((e.key === " " || e.key === "Enter") && el("feat-pad")) {
        e.preventDefault();
        e.stopPropagation();
        if (!e.repeat) press();
      }
    };
    document.addEventListener("keydown", g.keys, true);
  }
}

function input(g, prompt, shown = "") {
  el("feat-body").innerHTML = `${shown}<p class="feat-label">${escape(prompt)}</p><form id="feat-form" class="feat-form"><input id="feat-input" autocomplete="off" spellcheck="false" maxlength="200"><button type="submit" class="act">${escape(w("ok"))}</button></form>`;
  el("feat-form").addEventListener("submit", (e) => {
    e.preventDefault();
    g.send({ type: "feat", do: "answer", text: el("feat-input").value.slice(0, 200) });
  });
  el("feat-input").focus();
}

// A `feat` message of the table, for this seat: show its stage.
export function onFeat(msg) {
  const g = current;
  if (!g || msg.feat !== g.feat) return;
  g.stage = msg.stage;
  g.box.dataset.stage = msg.stage;
  if (g.keys && !["wait", "go", "ready", "clicking"].includes(msg.stage)) {
    document.removeEventListener("keydown", g.keys, true);
    g.keys = null;
  }
  switch (msg.stage) {
    case "wait":
      pad(g, w("wait"));
      break;
    case "go":
      pad(g, w("go"), true);
      break;
    case "ready":
      pad(g, w("start"));
      break;
    case "clicking": {
      const end = performance.now() + (msg.ms || 5000);
      const tick = () => {
        if (current !== g || g.stage !== "clicking") return;
        const left = Math.max(0, (end - performance.now()) / 1000);
        const n = left.toFixed(1);
        el("feat-note").textContent = `${lang() === "ru" ? n.replace(".", ",") : n} ${w("left")}`;
        if (left > 0) g.timers.push(setTimeout(tick, 100));
      };
      tick();
      break;
    }
    case "show":
      g.sequence = msg.sequence;
      el("feat-body").innerHTML = `<p class="feat-label">${escape(w("remember"))}</p><p id="feat-sequence" class="feat-sequence">${escape(String(msg.sequence).split("").join(" "))}</p>`;
      break;
    case "recall":
      input(g, w("type"));
      break;
    case "typing":
      input(g, w("twister"), `<p id="feat-twister" class="feat-twister">${escape(msg.twister)}</p>`);
      break;
    case "done": {
      g.score = msg.score;
      for (const t of g.timers) clearTimeout(t);
      const notes = { early: w("early"), wrong: `${w("wrong")} ${String(msg.sequence || "").split("").join(" ")}.` };
      el("feat-body").innerHTML = "";
      el("feat-note").textContent = `${notes[msg.note] ? notes[msg.note] + " " : ""}${w("score")}: ${msg.score}`;
      setTimeout(() => current === g && hide(g), 1800);
      break;
    }
    default:
      break;
  }
  expose(g);
}
