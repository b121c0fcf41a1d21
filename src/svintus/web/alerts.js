// Alerts (issue 24 point 5, docs/web.md "Alerts"): your turn, a window or task for you,
// and a race are signalled — a short tone made by the Web Audio API (no sound file), the
// tab's title («• Ваш ход — Свинтус») while the moment lasts, a vibration on a phone
// that allows it, and, while the tab is hidden, a browser notification if the player
// allowed it (asked only when they press «Уведомлять»). Which moment, and when it
// starts, is moments.js. The sound button mutes the tones and the vibration (remembered).
import { html, nothing, render } from "./vendor/lit-html/lit-html.js";
import { onLang } from "./i18n.js";
import { drawn } from "./markup.js";
import { alertOf, aw, moment, titleOf } from "./moments.js";

const KEY = "svintus.sound";
const stored = (key) => {
  try {
    return localStorage.getItem(key);
  } catch (_) {
    return null;
  }
};
const store_ = (key, value) => {
  try {
    localStorage.setItem(key, value);
  } catch (_) {
    /* private mode: for this page only */
  }
};
let muted = stored(KEY) === "off";
export const isMuted = () => muted;

// Each kind's tone: [frequency in Hz, start, length in seconds] — a rising pair for your
// turn, two equal blips for a window or task, three quick high ones for a race.
export const TONES = {
  turn: [[660, 0, 0.12], [880, 0.14, 0.16]],
  window: [[990, 0, 0.09], [990, 0.14, 0.09]],
  task: [[990, 0, 0.09], [990, 0.14, 0.09]],
  race: [[1320, 0, 0.06], [1320, 0.09, 0.06], [1320, 0.18, 0.06]],
};
const BUZZ = { turn: [120], window: [60, 60, 60], task: [60, 60, 60], race: [40, 40, 40, 40, 40] };

let audio = null;
function context() {
  const AC = globalThis.AudioContext || globalThis.webkitAudioContext;
  if (!AC) return null;
  if (!audio) audio = new AC();
  if (audio.state === "suspended") audio.resume().catch(() => {});
  return audio;
}

function tone(kind) {
  const a = context();
  if (!a) return;
  const t0 = a.currentTime + 0.02;
  for (const [hz, at, len] of TONES[kind]) {
    const osc = a.createOscillator();
    const gain = a.createGain();
    osc.type = "sine";
    osc.frequency.value = hz;
    gain.gain.setValueAtTime(0.0001, t0 + at);
    gain.gain.exponentialRampToValueAtTime(0.18, t0 + at + 0.012);
    gain.gain.exponentialRampToValueAtTime(0.0001, t0 + at + len);
    osc.connect(gain).connect(a.destination);
    osc.start(t0 + at);
    osc.stop(t0 + at + len + 0.02);
  }
}

// A browser asks a page to wait for a person's gesture before it makes a sound or
// vibrates: the first press or key on the page wakes the audio.
function wake() {
  if (!muted) context();
}

function notify(code, alert) {
  if (!document.hidden || !("Notification" in globalThis) || Notification.permission !== "granted") return;
  try {
    new Notification(titleOf(alert.kind), { body: alert.text, tag: `svintus-${code}`, icon: "/static/favicon.svg" });
  } catch (_) {
    /* a phone's browser shows notifications only from a service worker: the title and
       the vibration remain */
  }
}

function signal(code, alert) {
  if (!muted) {
    tone(alert.kind);
    if (navigator.userActivation?.hasBeenActive !== false) navigator.vibrate?.(BUZZ[alert.kind]);
  }
  notify(code, alert);
}

// The controls in the bar: the sound's state (a click mutes or unmutes), and «Уведомлять»
// while the browser has not been asked (a click asks it; never asked without one).
const canAsk = () => "Notification" in globalThis && Notification.permission === "default" &&
  globalThis.matchMedia?.("(pointer: coarse)")?.matches !== true;

// A speaker (crossed out when muted): on a phone's narrow bar it stands for the word.
const SPEAKER = (off) => `<svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M4 9h4l5-4v14l-5-4H4z"/>${off ? '<path d="M17 9l5 6M22 9l-5 6"/>' : '<path d="M17 8.5a5 5 0 0 1 0 7M19.5 6a8.5 8.5 0 0 1 0 12"/>'}</svg>`;

function controls() {
  const state = muted ? aw("off") : aw("on");
  return html`<button type="button" id="sound" class="sound-btn ${muted ? "muted" : ""}" title=${aw("sound_title")}>${drawn(SPEAKER(muted))}<span class="sw">${aw("sound")}: </span><span class="st">${state}</span></button>${canAsk()
    ? html`<button type="button" id="notify" class="notify-btn" title=${aw("notify_title")}>${aw("notify")}</button>`
    : nothing}`;
}

export function startAlerts(store, box) {
  const code = store.getState().code;
  const draw = () => render(controls(), box);
  box.addEventListener("click", (e) => {
    if (e.target.closest("#sound")) {
      muted = !muted;
      store_(KEY, muted ? "off" : "on");
      if (!muted) tone("turn"); // what it will sound like
    } else if (e.target.closest("#notify")) {
      // an old Safari answers by a callback, not a promise
      Promise.resolve(Notification.requestPermission()).catch(() => "default").then(draw);
    }
    draw();
  });
  for (const ev of ["pointerdown", "keydown"]) document.addEventListener(ev, wake, { capture: true, passive: true });
  let shown = null;
  store.subscribe((S, prev) => {
    const title = titleOf(moment(S));
    if (title !== shown) document.title = shown = title;
    const alert = alertOf(prev, S);
    if (alert) signal(code, alert);
  });
  onLang(draw);
  draw();
}
