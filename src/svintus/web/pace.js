// A newcomer's pace (RULES.md R14.2 "Decision (pace)", docs/web.md): a visitor who has
// never finished a match at this site plays at the relaxed pace — "Play now" and the
// create form's default; a returning player keeps the pace they chose last. Both are
// remembered per browser (localStorage).
import { t } from "./i18n.js";

const CHOSEN = "svintus.pace";
const FINISHED = "svintus.finished";
export const PRESETS = { blitz: 3, publisher: 5, normal: 8, relaxed: 15 };

function store() {
  try {
    return window.localStorage;
  } catch (_) {
    return null;
  }
}

// This browser has seen a match of its own to the end here.
export function finishedHere() {
  return store()?.getItem(FINISHED) === "1";
}

export function markFinished() {
  store()?.setItem(FINISHED, "1");
}

// The pace to offer: the one chosen last, else relaxed for a newcomer, else normal.
export function paceToOffer(presets = PRESETS) {
  const chosen = store()?.getItem(CHOSEN);
  if (chosen && chosen in presets) return chosen;
  return finishedHere() ? "normal" : "relaxed";
}

// Offered relaxed because this browser is new here, not because the person chose it.
export function newcomerOffer() {
  const chosen = store()?.getItem(CHOSEN);
  return !finishedHere() && !(chosen && chosen in PRESETS);
}

export function choosePace(name) {
  store()?.setItem(CHOSEN, name);
}

// "relaxed (15 s a turn)" / «спокойный (15 с на ход)»; a custom time alone.
export function paceLabel(seconds, presets = PRESETS) {
  const name = Object.entries(presets).find(([, v]) => v === seconds)?.[0];
  const time = t("pace_seconds", { n: seconds });
  return name ? `${t(`pace_${name}`)} (${time})` : time;
}

// Asks the server about this browser's tables: one whose match is over makes this a
// returning player (the table page also marks it when its end dialog shows a match's end).
export async function learnFinished(codes, api) {
  if (finishedHere()) return;
  for (const code of codes.slice(-10)) {
    try {
      const info = await api("GET", `/api/tables/${encodeURIComponent(code)}`);
      if (info?.status === "over") return markFinished();
    } catch (_) {
      /* a table gone: nothing learnt */
    }
  }
}
