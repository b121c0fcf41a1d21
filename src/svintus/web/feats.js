// Slabo? (R12.6) feats as mini-games (docs/web.md): the page measures the score and
// sends it with the `feat NAME SCORE` or `try NAME SCORE` action. The scoring mirrors
// svintus/terminal/feats.py: reaction in ms (a click before GO! is a false start,
// 9999), memory the longest digit sequence typed back, twister correct characters per
// second (0 beyond a few typos), clicks the clicks in 5 s.
import { escape } from "./cards.js";
import { lang } from "./i18n.js";

export const FEATS = ["reaction", "memory", "twister", "clicks"];
export const FALSE_START = 9999;
export const CLICK_SECONDS = 5;
export const MAX_TYPOS = 3;
export const MEMORY_FIRST = 3;
export const MEMORY_MOST = 12;
export const TWISTERS = [
  "Шла Саша по шоссе и сосала сушку",
  "Карл у Клары украл кораллы",
  "На дворе трава, на траве дрова",
  "She sells sea shells by the sea shore",
  "Peter Piper picked a peck of pickled peppers",
];

const WORDS = {
  en: {
    reaction: "Reaction: click (or press Space) as soon as GO! appears — lower is better",
    memory: "Memory: remember the digits, then type them back — longer is better",
    twister: "Tongue-twister: type it fast — characters per second",
    clicks: "Clicks: click (or press Space) as many times as you can in 5 s",
    wait: "Wait…", go: "GO!", early: "Too early: a false start!", ok: "OK", start: "Click to start",
    score: "Your score", play: "Play", try_: "Try", give_up: "Give up", beat: "to beat",
    title: "Slabo? — feats", cancel: "Cancel", remember: "Remember:", type: "Type the digits you saw:",
  },
  ru: {
    reaction: "Реакция: щёлкните (или пробел), как только появится «ЖМИ!» — чем меньше, тем лучше",
    memory: "Память: запомните цифры и наберите их — чем длиннее, тем лучше",
    twister: "Скороговорка: наберите её быстро — знаков в секунду",
    clicks: "Щелчки: щёлкайте (или пробел) как можно чаще 5 с",
    wait: "Ждите…", go: "ЖМИ!", early: "Рано: фальстарт!", ok: "OK", start: "Щёлкните, чтобы начать",
    score: "Ваш счёт", play: "Сыграть", try_: "Попробовать", give_up: "Сдаться", beat: "побить",
    title: "Слабо? — подвиги", cancel: "Отмена", remember: "Запомните:", type: "Наберите цифры:",
  },
};
const w = (key) => (WORDS[lang()] || WORDS.en)[key] || WORDS.en[key];

// ------------------------------------------------------------------ scoring (pure)

export function scoreText(value) {
  const v = Math.max(0, Math.min(Number(value) || 0, 999999));
  return String(Math.round(v * 100) / 100);
}

export function reactionMs(goAt, pressedAt) {
  if (pressedAt === null || pressedAt === undefined || goAt === null || pressedAt < goAt) return FALSE_START;
  return Math.min(FALSE_START, Math.round(pressedAt - goAt));
}

const fold = (s) => String(s).trim().toLocaleLowerCase();

export function typos(target, typed) {
  const a = [...fold(target)], b = [...fold(typed)];
  let wrong = Math.abs(a.length - b.length);
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) wrong++;
  return wrong;
}

export function twisterScore(target, typed, seconds) {
  if (seconds <= 0 || typos(target, typed) > MAX_TYPOS) return 0;
  const a = [...fold(target)], b = [...fold(typed)];
  let right = 0;
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] === b[i]) right++;
  return Math.round((right / seconds) * 100) / 100;
}

export const memoryOk = (shown, typed) => String(typed).replace(/\s+/g, "") === String(shown).replace(/\s+/g, "");

// ------------------------------------------------------------------ the offers

// The seat's feats to set or try, from `legal`: [{action, feat, verb}] (no score yet).
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
    const play = `<button type="button" class="act primary feat-play" data-feat="${escape(o.action)}" title="${escape(w(o.feat))}">▶ ${escape(o.verb === "try" ? w("try_") : w("play"))}: ${escape(o.feat)}${beat}</button>`;
    const give = o.verb === "try" ? `<button type="button" class="act feat-giveup" data-action="${escape(o.action)}">${escape(w("give_up"))}</button>` : "";
    return play + give;
  });
  return `<div class="offer-list feats"><span class="lbl">${escape(w("title"))}</span>${items.join("")}</div>`;
}

// ------------------------------------------------------------------ the mini-game

let current = null; // the game being played: {action, feat, ...}

export function playing() {
  return current;
}

function el(id) {
  return document.getElementById(id);
}

// Opens the mini-game of `action` ("feat reaction", "try twister"); `send(text)` gets
// the action with its measured score; `stillLegal()` tells whether to send it.
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
  box.innerHTML = `<div class="box feat-box" role="dialog" aria-label="${escape(feat)}"><h2>${escape(w(feat))}</h2><div id="feat-body"></div><div id="feat-note" class="feat-note"></div><button type="button" id="feat-cancel" class="act">${escape(w("cancel"))}</button></div>`;
  current = { action, feat, send, stillLegal, timers: [], box };
  const g = current;
  el("feat-cancel").addEventListener("click", () => abort(g));
  window.svintus && (window.svintus.feat = { action, feat, stage: "start", score: null });
  ({ reaction, memory, twister, clicks })[feat](current);
}

// Closes the game without sending anything (Cancel, or the feat is no longer legal).
function abort(g) {
  if (current !== g) return;
  for (const t of g.timers) clearTimeout(t);
  if (g.keys) document.removeEventListener("keydown", g.keys, true);
  g.box.hidden = true;
  current = null;
  if (window.svintus?.feat) window.svintus.feat.stage = "cancelled";
}

// Called on each state: a game whose feat or try is no longer legal (the window
// closed) is closed.
export function checkFeat() {
  if (current && current.stage !== "done" && !current.stillLegal()) abort(current);
}

function stage(g, name) {
  g.stage = name;
  g.box.dataset.stage = name;
  if (window.svintus?.feat) window.svintus.feat.stage = name;
}

function later(g, ms, f) {
  g.timers.push(setTimeout(() => current === g && f(), ms));
}

function finish(g, value, note = "") {
  if (current !== g) return;
  const score = scoreText(value);
  stage(g, "done");
  for (const t of g.timers) clearTimeout(t);
  el("feat-note").textContent = `${note ? note + " " : ""}${w("score")}: ${score}`;
  if (window.svintus?.feat) window.svintus.feat.score = score;
  const text = `${g.action} ${score}`;
  if (g.stillLegal()) g.send(text);
  if (g.keys) document.removeEventListener("keydown", g.keys, true);
  setTimeout(() => {
    if (current === g) {
      g.box.hidden = true;
      current = null;
    }
  }, 1200);
}

function pad(g, label, onPress) {
  el("feat-body").innerHTML = `<button type="button" id="feat-pad" class="feat-pad">${escape(label)}</button>`;
  el("feat-pad").addEventListener("mousedown", (e) => {
    e.preventDefault();
    onPress(performance.now());
  });
  g.keys = (e) => {
    if (e.key === " " || e.key === "Enter") {
      e.preventDefault();
      e.stopPropagation();
      if (!e.repeat) onPress(performance.now());
    }
  };
  document.addEventListener("keydown", g.keys, true);
}

function reaction(g) {
  stage(g, "wait");
  g.goAt = null;
  pad(g, w("wait"), (now) => {
    if (g.stage === "wait") finish(g, FALSE_START, w("early"));
    else if (g.stage === "go") finish(g, reactionMs(g.goAt, now));
  });
  later(g, 1000 + Math.random() * 2000, () => {
    g.goAt = performance.now();
    stage(g, "go");
    const p = el("feat-pad");
    p.textContent = w("go");
    p.classList.add("go");
  });
}

function clicks(g) {
  stage(g, "ready");
  g.count = 0;
  pad(g, w("start"), () => {
    if (g.stage === "ready") {
      stage(g, "clicking");
      later(g, CLICK_SECONDS * 1000, () => finish(g, g.count));
    }
    if (g.stage !== "clicking") return;
    g.count += 1;
    el("feat-pad").textContent = String(g.count);
  });
}

function input(g, onEnter) {
  const body = el("feat-body");
  body.insertAdjacentHTML("beforeend", `<form id="feat-form" class="feat-form"><input id="feat-input" autocomplete="off" spellcheck="false"><button type="submit" class="act">${escape(w("ok"))}</button></form>`);
  el("feat-form").addEventListener("submit", (e) => {
    e.preventDefault();
    onEnter(el("feat-input").value, performance.now());
  });
  el("feat-input").focus();
}

function twister(g) {
  const line = TWISTERS[Math.floor(Math.random() * TWISTERS.length)];
  stage(g, "typing");
  el("feat-body").innerHTML = `<p id="feat-twister" class="feat-twister">${escape(line)}</p>`;
  const at = performance.now();
  input(g, (typed, now) => finish(g, twisterScore(line, typed, (now - at) / 1000)));
}

function memory(g) {
  g.best = 0;
  const round = (n) => {
    const seq = Array.from({ length: n }, () => String(Math.floor(Math.random() * 10))).join("");
    stage(g, "showing");
    el("feat-body").innerHTML = `<p class="feat-label">${escape(w("remember"))}</p><p id="feat-sequence" class="feat-sequence">${seq.split("").join(" ")}</p>`;
    later(g, 1000 + 500 * n, () => {
      stage(g, "recall");
      el("feat-body").innerHTML = `<p class="feat-label">${escape(w("type"))}</p>`;
      input(g, (typed) => {
        if (!memoryOk(seq, typed)) return finish(g, g.best, seq);
        g.best = n;
        if (n >= MEMORY_MOST) return finish(g, g.best);
        round(n + 1);
      });
    });
    if (window.svintus?.feat) window.svintus.feat.sequence = seq;
  };
  round(MEMORY_FIRST);
}
