// Slabo? (R12.6) feats as mini-games (docs/web.md). The table judges them: the page asks
// it to start a feat ({type: "feat", do: "start", feat}), shows what the table sends for
// this seat only ({type: "feat", stage, ...}: the wait before GO! and GO! itself, the
// digits to remember and when they are hidden, the tongue-twister, the clicks window,
// the score) and sends back presses and typed answers ({do: "press"}, {do: "answer",
// text}). The page measures nothing and never sends a score: the table makes the
// content, checks the answers and times them on its own clock, less this seat's round
// trip, which it measures with pings the page answers at once (connection.js).
// The feat being played is the store's `feat` (store.js); input.js sends the presses.
import { html, nothing } from "./vendor/lit-html/lit-html.js";
import { lang, t, wordOf } from "./i18n.js";
import { seatName } from "./select.js";
import { cardsEn, cardsRu } from "./words_common.js";

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

// R12.6: what a repeat passes to the challenger, or the challenger boxes if nobody repeats.
export const FEAT_CARDS = 3;

// The "Slabo?" box of the actions panel: a Play button per feat, and Give up for a try,
// with a line that says what is at stake: a repeat gives the challenger three of your
// cards, giving up keeps them (R12.6).
export function featsPanel(S) {
  const offers = featOffers(S);
  if (!offers.length) return nothing;
  const races = S.view?.challenge?.races || {};
  const trying = offers.some((o) => o.verb === "try");
  const items = offers.map((o) => {
    const beat = o.verb === "try" && races.score ? html` <small>(${w("beat")} ${races.score})</small>` : nothing;
    const give = o.verb === "try" ? html`<button type="button" class="act feat-giveup" data-action=${o.action}>${t("feat_giveup")}</button>` : nothing;
    return html`<button type="button" class="act primary feat-play" data-feat=${o.action} title=${w(o.feat)}>▶ ${o.verb === "try" ? w("try_") : w("play")}: ${featName(o.feat)}${beat}</button>${give}`;
  });
  const stakes = trying ? html`<p class="feat-stakes">${featStakes(S, races.player)}</p>` : nothing;
  return html`<div class="offer-list feats"><span class="lbl">${w("title")}</span>${items}${stakes}</div>`;
}

// "Repeat it and Bot 2 gets 3 cards from you; give up and they stay in your hand …" (R12.6).
export function featStakes(S, challenger) {
  const cards = lang() === "ru" ? cardsRu(FEAT_CARDS) : cardsEn(FEAT_CARDS);
  const known = Number.isInteger(challenger) && challenger >= 0;
  return t(known ? "feat_stakes" : "feat_stakes_any", { name: known ? seatName(S, challenger) : "", cards });
}

// ------------------------------------------------------------------ the mini-game

// The store's `feat` when the dialog of `action` opens ("feat reaction", "try twister"),
// or null when that is no feat.
export function featStarted(action) {
  const feat = action.split(" ")[1];
  return FEATS.includes(feat) ? { action, feat, stage: "asking", count: 0, note: "" } : null;
}

// The stages whose pad takes presses (a click, Space or Enter).
export const PAD_STAGES = ["wait", "go", "ready", "clicking"];

// A `feat` message of the table, for this seat: the store's `feat` after it, or the same
// object when the message is for another feat.
export function featAfter(g, msg) {
  if (!g || msg.feat !== g.feat) return g;
  const next = { ...g, stage: msg.stage };
  if (msg.stage === "clicking") next.end = performance.now() + (msg.ms || 5000);
  if (msg.stage === "show") next.sequence = msg.sequence;
  if (msg.stage === "typing") next.twister = msg.twister;
  if (msg.stage === "done") {
    next.score = msg.score;
    const notes = { early: w("early"), wrong: `${w("wrong")} ${String(msg.sequence || "").split("").join(" ")}.` };
    next.note = `${notes[msg.note] ? notes[msg.note] + " " : ""}${w("score")}: ${msg.score}`;
  }
  return next;
}

// A press of the pad: the store's `feat` after it (the clicks counted as they go).
export function featPressed(g) {
  if (!g) return g;
  if (g.stage === "ready") return { ...g, stage: "clicking", count: 1 };
  if (g.stage === "clicking") return { ...g, count: (g.count || 0) + 1 };
  return g;
}

function featBody(g) {
  const pad = (label, go = false) => html`<button type="button" id="feat-pad" class="feat-pad ${go ? "go" : ""}">${label}</button>`;
  const form = (prompt, shown = nothing) => html`${shown}<p class="feat-label">${prompt}</p><form id="feat-form" class="feat-form"><input id="feat-input" autocomplete="off" spellcheck="false" maxlength="200" aria-label=${prompt}><button type="submit" class="act">${w("ok")}</button></form>`;
  switch (g.stage) {
    case "asking":
      return html`<p class="feat-label">${w("asking")}</p>`;
    case "wait":
      return pad(w("wait"));
    case "go":
      return pad(w("go"), true);
    case "ready":
      return pad(w("start"));
    case "clicking":
      return pad(String(g.count || 0));
    case "show":
      return html`<p class="feat-label">${w("remember")}</p><p id="feat-sequence" class="feat-sequence">${String(g.sequence).split("").join(" ")}</p>`;
    case "recall":
      return form(w("type"));
    case "typing":
      return form(w("twister"), html`<p id="feat-twister" class="feat-twister">${g.twister}</p>`);
    default:
      return nothing;
  }
}

// The mini-game's dialog (#feat-game), drawn from the store's `feat`.
export function featDialog(S) {
  const g = S.feat;
  if (!g || g.stage === "closed") return nothing;
  const left = g.stage === "clicking" ? html`<span class="feat-left" data-feat-end=${g.end}></span>` : nothing;
  return html`<div class="box feat-box" role="dialog" aria-modal="true" aria-label=${featName(g.feat)}><h2>${w(g.feat)}</h2><p class="feat-judged">${w("judged")}</p><div id="feat-body">${featBody(g)}</div><div id="feat-note" class="feat-note" aria-live="polite">${g.refused || g.note || ""}${left}</div><button type="button" id="feat-cancel" class="act">${w("close")}</button></div>`;
}

// Called a few times a second: the clicks' seconds left.
export function tickFeat() {
  const el = document.querySelector("[data-feat-end]");
  if (!el) return;
  const left = Math.max(0, (Number(el.dataset.featEnd) - performance.now()) / 1000);
  const n = left.toFixed(1);
  el.textContent = `${lang() === "ru" ? n.replace(".", ",") : n} ${w("left")}`;
}
