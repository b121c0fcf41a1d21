// A finished game again, step by step or at speed, with every hand open (docs/web.md,
// "Replays"). The server builds every step from the game's record; this page only draws.
import { api, langButton } from "./api.js";
import { cardChip, cardHtml, colourChip, escape } from "./cards.js";
import { eventLine } from "./feed.js";
import { t } from "./i18n.js";
import { fitLabels } from "./fit.js";

const $ = (id) => document.getElementById(id);
const [, , code, match, game] = location.pathname.split("/").map(decodeURIComponent);
const R = { data: null, at: 0, playing: false, timer: 0, speed: 1 };
window.svintusReplay = R;

// A seat's name as the table page shows it: the person's name, or "Bot 3".
function name(i) {
  const d = R.data;
  if (d?.bots?.[i]) return escape(t("bot_n", { n: i + 1 }));
  return escape(d?.names?.[i] ?? t("seat", { n: i + 1 }));
}

function draw() {
  const d = R.data;
  if (!d) return;
  const steps = d.steps;
  const step = steps[R.at];
  const v = step.view;
  $("replay-title").textContent = t("r_title", { code: d.code, n: d.game + 1 });
  document.title = `Svintus · ${t("r_title", { code: d.code, n: d.game + 1 })}`;
  $("r-step").textContent = t("r_step", { n: R.at, of: steps.length - 1 });
  $("r-slider").max = String(steps.length - 1);
  $("r-slider").value = String(R.at);
  $("r-play").textContent = R.playing ? `⏸ ${t("r_pause")}` : `▶ ${t("r_play")}`;
  const named = v.named_colour ? `${colourChip(v.named_colour)} ${escape(t(v.named_colour))}` : "";
  const dir = v.direction === -1 ? "↺" : "↻";
  $("r-centre").innerHTML =
    `<div class="r-pile">${cardHtml(v.top)}<span class="lbl">${escape(t("pile"))} · ${v.pile_size}</span></div>` +
    `<div class="r-deck"><span class="card back-card"><span class="big">${v.deck_size}</span></span><span class="lbl">${escape(t("deck"))}</span></div>` +
    `<div class="r-info">${dir} ${escape(t("move", { n: v.move }))} ${named}</div>`;
  $("r-seats").innerHTML = v.hands
    .map((hand, i) => {
      const cls = [i === v.current && v.winner == null ? "current" : "", i === v.winner ? "won" : ""].join(" ");
      const cards = hand.map((c) => cardHtml(c, "mini")).join("");
      const badge = i === v.winner ? ` <span class="badge">${escape(t("r_won"))}</span>` : "";
      return `<li class="r-seat ${cls}"><div class="r-name"><b class="who s${i}">${name(i)}</b> · ${escape(t("cards_n", { n: hand.length }))}${badge}</div><div class="r-hand">${cards}</div></li>`;
    })
    .join("");
  const feed = $("feed");
  feed.innerHTML = "";
  const who = (i) => name(i);
  for (const s of steps.slice(0, R.at + 1)) {
    for (const e of s.events) {
      const [cls, html] = eventLine(e, who, -1, d.rules);
      // every hand is open: the cards anyone took are named
      const took = Array.isArray(e.cards) && e.cards.length && ["took", "dark_taken", "given"].includes(e.kind);
      const li = document.createElement("li");
      li.className = `ev ev-${e.kind} ${cls}`;
      li.innerHTML = took ? `${html} <span class="mine">(${e.cards.map(cardChip).join(" ")})</span>` : html;
      feed.appendChild(li);
    }
  }
  feed.scrollTop = feed.scrollHeight;
  fitLabels($("replay"));
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
  if (R.playing) stop();
  else {
    if (R.at >= R.data.steps.length - 1) R.at = 0;
    R.playing = true;
    tick();
  }
  draw();
}

function gone(text) {
  $("gone").hidden = false;
  $("gone-text").textContent = text;
}

$("r-first").addEventListener("click", () => (stop(), go(0)));
$("r-prev").addEventListener("click", () => (stop(), go(R.at - 1)));
$("r-next").addEventListener("click", () => (stop(), go(R.at + 1)));
$("r-last").addEventListener("click", () => (stop(), go(Infinity)));
$("r-play").addEventListener("click", play);
$("r-speed").addEventListener("change", (e) => (R.speed = Number(e.target.value) || 1));
$("r-slider").addEventListener("input", (e) => (stop(), go(Number(e.target.value))));
document.addEventListener("keydown", (e) => {
  if (e.target.closest("input,select,textarea")) return;
  if (e.key === "ArrowRight") (stop(), go(R.at + 1));
  else if (e.key === "ArrowLeft") (stop(), go(R.at - 1));
  else if (e.key === "Home") (stop(), go(0));
  else if (e.key === "End") (stop(), go(Infinity));
  else if (e.key === " ") {
    e.preventDefault();
    play();
  } else return;
});

langButton($("lang"), draw);
api("GET", `/api/replays/${encodeURIComponent(code)}/${Number(match)}/${Number(game)}`)
  .then((data) => {
    R.data = data;
    $("replay").hidden = false;
    draw();
  })
  .catch((err) => gone(err.status === 409 ? t("r_not_finished") : t("r_no_game")));

