// A finished game again, step by step or at speed, with every hand open (docs/web.md,
// "Replays"). The server builds every step from the game's record; this page only draws,
// with lit-html templates (escaping by default, the DOM patched in place).
import { html, nothing, render } from "./vendor/lit-html/lit-html.js";
import { api } from "./api.js";
import { lang } from "./i18n.js";
import { w } from "./site_words.js";
import { fitLabels } from "./fit.js";
import { chipOf, colourMark, face, lineView, linesOf } from "./sitemarkup.js";
import { bar, everyLanguage } from "./sitebar.js";

const [, , code, match, game] = location.pathname.split("/").map(decodeURIComponent);
const R = { data: null, at: 0, playing: false, timer: 0, speed: 1, gone: "", lines: null };
window.svintusReplay = R; // for tests and tools: a read-only look at the replay

// A seat's name as the table page shows it: the person's name, or "Bot 3" (plain text).
function name(i) {
  const d = R.data;
  if (d?.bots?.[i]) return w("bot_n", { n: i + 1 });
  return d?.names?.[i] ?? w("seat", { n: i + 1 });
}

// The feed's lines of every step, made once per language in order (the feed's sentences
// depend on what was said before): lines[k] are step k's. Every hand is open: the cards
// anyone took are named.
function feedLines() {
  if (R.lines?.lang === lang()) return R.lines.steps;
  const steps = R.data.steps.map((s) => s.events);
  const lines = linesOf(steps.flat(), name);
  let k = 0;
  R.lines = {
    lang: lang(),
    steps: steps.map((events) =>
      events
        .map((e) => {
          const line = lines[k++];
          // (a take's sentence names its cards itself; a gift's does not)
          const took = Array.isArray(e.cards) && e.cards.length && e.kind === "given";
          return line && { ...line, took: took ? e.cards : null };
        })
        .filter(Boolean),
    ),
  };
  return R.lines.steps;
}

function feed() {
  const shown = feedLines().slice(0, R.at + 1).flat();
  return shown.map(
    (l) => html`<li class=${l.cls}>${lineView(l)}${l.took
      ? html` <span class="mine">(${l.took.map((c, k) => html`${k ? " " : ""}${chipOf(c)}`)})</span>`
      : nothing}</li>`,
  );
}

function centre(v) {
  return html`<div class="r-pile">${face(v.top)}<span class="lbl">${w("pile")} · ${v.pile_size}</span></div>
    <div class="r-deck"><span class="card back-card"><span class="big">${v.deck_size}</span></span><span
      class="lbl">${w("deck")}</span></div>
    <div class="r-info">${v.direction === -1 ? "↺" : "↻"} ${w("move", { n: v.move })}
      ${v.named_colour ? html`${colourMark(v.named_colour)} ${w(v.named_colour)}` : nothing}</div>`;
}

function seat(v, hand, i) {
  const cls = { current: i === v.current && v.winner == null, won: i === v.winner };
  const classes = ["r-seat", ...Object.keys(cls).filter((k) => cls[k])].join(" ");
  return html`<li class=${classes}><div class="r-name"><b class=${`who s${i}`}>${name(i)}</b> ·
    ${w("cards_n", { n: hand.length })}${i === v.winner ? html` <span class="badge">${w("r_won")}</span>` : nothing}</div>
    <div class="r-hand">${hand.map((c) => face(c, "mini"))}</div></li>`;
}

function controls(last) {
  const button = (id, key, label, action) =>
    html`<button id=${id} type="button" title=${w(key)} aria-label=${w(key)} @click=${() => (stop(), action())}>${label}</button>`;
  return html`<div class="replay-controls" role="toolbar" aria-label=${w("r_controls")}>
    ${button("r-first", "r_first", "«", () => go(0))}${button("r-prev", "r_prev", "◀", () => go(R.at - 1))}
    <button id="r-play" type="button" class="primary" @click=${play}>${R.playing ? `⏸ ${w("r_pause")}` : `▶ ${w("r_play")}`}</button>
    ${button("r-next", "r_next", "▶", () => go(R.at + 1))}${button("r-last", "r_last", "»", () => go(Infinity))}
    <label class="speed"><span>${w("r_speed")}</span><select id="r-speed"
      @change=${(e) => (R.speed = Number(e.target.value) || 1)}>${[0.5, 1, 2, 4, 8].map(
        (s) => html`<option value=${s} ?selected=${s === R.speed}>${s}×</option>`,
      )}</select></label>
    <input id="r-slider" type="range" min="0" max=${last} .value=${String(R.at)} aria-label=${w("r_slider")}
      aria-valuetext=${w("r_step", { n: R.at, of: last })} @input=${(e) => (stop(), go(Number(e.target.value)))}>
    <span id="r-step" class="r-step">${w("r_step", { n: R.at, of: last })}</span>
  </div>`;
}

function main() {
  if (R.gone) {
    return html`<section id="gone" class="notice gone" role="alert"><span id="gone-text">${w(R.gone)}</span>
      <a href="/" class="button primary">${w("b_to_lobby")}</a></section>`;
  }
  const d = R.data;
  if (!d) return nothing;
  const steps = d.steps;
  const v = steps[R.at].view;
  return html`<div id="replay" class="replay">
    ${controls(steps.length - 1)}
    <div class="replay-body">
      <section class="replay-table" aria-label=${w("r_table")}>
        <div id="r-centre" class="r-centre">${centre(v)}</div>
        <ol id="r-seats" class="r-seats">${v.hands.map((hand, i) => seat(v, hand, i))}</ol>
      </section>
      <aside class="replay-feed" aria-label=${w("r_feed")}><ol id="feed" class="feed">${feed()}</ol></aside>
    </div>
  </div>`;
}

function draw() {
  const d = R.data;
  const title = d ? w("r_title", { code: d.code, n: d.game + 1 }) : w("r_title_none");
  document.title = `${w("title")} · ${title}`;
  render(bar({ heading: title, id: "replay-title", cls: "code" }), document.getElementById("bar"));
  render(main(), document.getElementById("main"));
  const list = document.getElementById("feed");
  if (list) list.scrollTop = list.scrollHeight;
  if (d) fitLabels(document.getElementById("replay"));
}

function go(at) {
  if (!R.data) return;
  R.at = Math.max(0, Math.min(R.data.steps.length - 1, at));
  if (R.at === R.data.steps.length - 1) stop();
  draw();
}

function stop() {
  R.playing = false;
  clearTimeout(R.timer);
}

// At speed: the recorded time between steps, divided by the speed, 0.15-2.5 s.
function tick() {
  if (!R.playing || !R.data) return;
  const steps = R.data.steps;
  if (R.at >= steps.length - 1) return stop(), draw();
  const gap = (steps[R.at + 1].t - steps[R.at].t) / R.speed;
  R.timer = setTimeout(() => {
    go(R.at + 1);
    tick();
  }, Math.max(150, Math.min(2500, gap)));
}

function play() {
  if (!R.data) return;
  if (R.playing) stop();
  else {
    if (R.at >= R.data.steps.length - 1) R.at = 0;
    R.playing = true;
    tick();
  }
  draw();
}

document.addEventListener("keydown", (e) => {
  if (e.target.closest("input,select,textarea")) return;
  if (e.key === "ArrowRight") (stop(), go(R.at + 1));
  else if (e.key === "ArrowLeft") (stop(), go(R.at - 1));
  else if (e.key === "Home") (stop(), go(0));
  else if (e.key === "End") (stop(), go(Infinity));
  else if (e.key === " ") {
    e.preventDefault();
    play();
  }
});

everyLanguage(draw);
api("GET", `/api/replays/${encodeURIComponent(code)}/${Number(match)}/${Number(game)}`)
  .then((data) => {
    R.data = data;
    draw();
  })
  .catch((err) => {
    R.gone = err.status === 409 ? "r_not_finished" : "r_no_game";
    draw();
  });
