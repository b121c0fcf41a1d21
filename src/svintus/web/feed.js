// The feed: what happened and why, one line per event, in the current language.
import { cardChip, colourChip, colourOf, escape, kindOf } from "./cards.js";
import { t } from "./i18n.js";

const MAX = 250;

// Whether a Temnodel last-card window is open at this point of the feed: a `passed` in
// it lets the card go, otherwise it keeps a drawn card (R9.2, R3.3).
let lastCardWindow = false;

// `who(i)` gives a seat's display name (HTML-escaped); `me` is this page's seat or -1.
export function eventLine(e, who, me, rules) {
  if (["last_dark_card", "checked", "game_won", "dealt", "game_started"].includes(e.kind)) {
    lastCardWindow = e.kind === "last_dark_card";
  }
  const p = (i) => `<b class="who s${i}">${who(i)}</b>`;
  const card = (c) => cardChip(c);
  switch (e.kind) {
    case "dealt":
      return ["deal", t("f_dealt", { dealer: p(e.dealer), n: e.hand_size })];
    case "game_started":
      return ["deal", t("f_game_started", { n: (e.game ?? e.index ?? 0) + 1 })];
    case "start_card":
      return ["", t("f_start_card", { card: card(e.card) })];
    case "start_card_returned":
      return ["", t("f_start_card_returned", { card: card(e.card) })];
    case "played":
      return [
        e.interception ? "play intercept" : "play",
        t(e.interception ? "f_intercepted" : "f_played", { p: p(e.player), card: card(e.card) }),
      ];
    case "declared":
      return ["svintus", t("f_declared", { p: p(e.player) })];
    case "penalty_pending":
      return ["penalty", pendingLine(e, p, rules)];
    case "penalty_accepted":
      return ["", t("f_accepted", { p: p(e.player) })];
    case "took":
      return tookLine(e, p, me);
    case "reshuffled":
      return ["", t("f_reshuffled", { n: e.cards })];
    case "skipped": {
      const key = `f_skipped_${e.reason}`;
      const text = t(key) === key ? t("f_skipped_other", { p: p(e.player) }) : t(key, { p: p(e.player) });
      return ["", text];
    }
    case "reversed":
      return ["", t("f_reversed", { dir: t(e.direction === -1 ? "counterclockwise" : "clockwise") })];
    case "colour_named": {
      const c = colourOf(e.colour);
      return ["", t("f_colour_named", { p: p(e.player), colour: c ? `${colourChip(c)} ${t(c)}` : "?" })];
    }
    case "silence_started":
      return ["penalty", t("f_silence_started", { p: p(e.player) })];
    case "silence_ended":
      return ["", t("f_silence_ended")];
    case "spoke": {
      const line = `${p(e.player)}: ${escape(e.text ?? "")}`;
      return ["chat", e.broke_silence ? `${line} <i>— ${t("f_broke_silence", { p: "" }).trim()}</i>` : line];
    }
    case "race_opened":
      return ["penalty", t("f_race_opened", { p: p(e.player) })];
    case "slapped":
      return ["", t(e.on_deck ? "f_slapped_deck" : "f_slapped_pile", { p: p(e.player) })];
    case "race_closed": {
      const losers = (e.losers || []).map(p).join(", ");
      const n = (e.losers || []).length;
      return ["", losers ? t("f_race_closed", { losers, n }) : t("f_race_closed_none")];
    }
    case "caught":
      return ["penalty", t("f_caught", { c: p(e.catcher), t: p(e.target) })];
    case "timed_out":
      return ["", t("f_timed_out", { p: p(e.player) })];
    case "passed":
      return ["", t((e.last_card_window ?? lastCardWindow) ? "f_passed_check" : "f_passed", { p: p(e.player) })];
    case "chain_started":
      return ["r9", t(kindOf(e.chain) === "temnodel" ? "f_chain_temnodel" : "f_chain_svinorost", { p: p(e.player) })];
    case "gave_up":
      return ["", t("f_gave_up", { p: p(e.player), v: e.value })];
    case "dark_card": {
      let text = t("f_dark_card", { p: p(e.player), card: card(e.declared) });
      if (e.player === me && e.card) text += ` <span class="mine">(${t("f_dark_real", { card: card(e.card) })})</span>`;
      return ["r9 dark", text];
    }
    case "last_dark_card":
      return ["penalty", t("f_last_dark_card", { p: p(e.player) })];
    case "checked":
      return [
        e.truthful ? "" : "penalty",
        t(e.truthful ? "f_checked_true" : "f_checked_lie", {
          c: p(e.checker), p: p(e.player), card: card(e.card), said: card(e.declared),
        }),
      ];
    case "dark_taken": {
      let text = t("f_dark_taken", { p: p(e.player), n: e.number });
      if (e.player === me && Array.isArray(e.cards) && e.cards.length) {
        text += ` <span class="mine">(${t("f_you_got", { cards: e.cards.map(cardChip).join(" ") })})</span>`;
      }
      return ["penalty", text];
    }
    case "incorrect_move":
      return [
        "penalty",
        t("f_incorrect", { p: p(e.player), card: card(e.card), reason: escape(e.reason ?? "") }),
      ];
    case "game_won":
      return ["won", t("f_game_won", { p: p(e.player), points: e.points })];
    case "blocked":
      return ["won", t("f_blocked", { p: p(e.player) })];
    case "race_stepped": // a fist (R12.4), a card into a hut (R12.8), a touch (R12.10)
      return ["", t(`f_step_${["fists", "huts", "taps"].includes(e.phase) ? e.phase : "fists"}${e.done ? "_done" : ""}`, { p: p(e.player) })];
    case "match_over":
      return ["won", t("f_match_over", { p: e.winner === null || e.winner === undefined ? "?" : p(e.winner) })];
    default:
      return ["", genericLine(e, p)];
  }
}

// An event the feed has no words for (the 2.0 families add theirs): its kind in words,
// then its fields, seats by name and cards as chips (docs/web.md).
const SEAT_FIELDS = /^(player|by|giver|receiver|target|offender|winner|loser|from|to|owner|challenger|opponent|thrower|winker|noticer|flipper|catcher|checker)$/;
function genericLine(e, p) {
  const head = Number.isInteger(e.player) && e.player >= 0 ? `${p(e.player)} ` : "";
  const parts = [];
  for (const [k, v] of Object.entries(e)) {
    if (k === "kind" || k === "t" || k === "player" || v === null || v === undefined || v === "" || v === false) continue;
    if (Array.isArray(v) && !v.length) continue;
    let text;
    if (SEAT_FIELDS.test(k) && Number.isInteger(v) && v >= 0) text = p(v);
    else if (k === "card" || k === "cards" || k === "declared") text = (Array.isArray(v) ? v : [v]).map((c) => cardChip(c)).join(" ");
    else if (typeof v === "object") text = escape(JSON.stringify(v));
    else text = escape(String(v));
    parts.push(`${escape(k.replace(/_/g, " "))} ${text}`);
  }
  return `${head}${escape(e.kind.replace(/_/g, " "))}${parts.length ? ` · ${parts.join(", ")}` : ""}`;
}

function pendingLine(e, p, rules) {
  const kind = kindOf(e.penalty ?? e.card_kind ?? "khapyozh");
  const n = e.size;
  const params = { t: p(e.target), n, skips: rules && rules.stacked_skips ? n : 1 };
  if (kind === "khapyozh") return t(n > 1 || e.transferred ? "f_khapyozh_more" : "f_khapyozh", params);
  return t(n > 1 || e.transferred ? "f_zakhrapin_more" : "f_zakhrapin", params);
}

function tookLine(e, p, me) {
  const params = { p: p(e.player), n: e.number };
  if (!e.number) return ["", t("f_took_none", params)];
  const key = `f_took_${e.reason}`;
  let text = t(key, params);
  if (text === key) text = t("f_took_other", params);
  if (e.player === me && Array.isArray(e.cards) && e.cards.length) {
    text += ` <span class="mine">(${t("f_you_got", { cards: e.cards.map(cardChip).join(" ") })})</span>`;
  }
  const cls = e.reason === "draw" ? "" : "penalty";
  return [cls, text];
}

// Appends new events to the list element, keeping at most MAX lines.
export function renderFeed(list, events, who, me, rules) {
  list.innerHTML = "";
  lastCardWindow = false;
  appendFeed(list, events, who, me, rules);
}

export function appendFeed(list, events, who, me, rules) {
  const atBottom = list.scrollHeight - list.scrollTop - list.clientHeight < 40;
  for (const e of events) {
    const [cls, html] = eventLine(e, who, me, rules);
    const li = document.createElement("li");
    li.className = `ev ev-${e.kind} ${cls}`;
    li.innerHTML = html;
    list.appendChild(li);
  }
  while (list.children.length > MAX) list.removeChild(list.firstChild);
  if (atBottom || events.length) list.scrollTop = list.scrollHeight;
}

export { MAX as FEED_MAX };
