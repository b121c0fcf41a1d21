// Drawing the table from the latest `state`: seats, piles, status, buttons and hand.
import { cardChip, cardHtml, colourChip, escape, kindOf, parseCard, symbol } from "./cards.js";
import { cardText, kindName, t } from "./i18n.js";
import { canPick } from "./actions.js";
import { arenaHtml, seatDecor, seatState, waitingFor } from "./scene.js";

const $ = (id) => document.getElementById(id);

// Replaces an element's content only when it changed, so a card under a finger or the
// pointer is not swapped for an equal one between press and release.
const drawn = new WeakMap();
export function setHtml(el, html) {
  if (drawn.get(el) !== html) {
    el.innerHTML = html;
    drawn.set(el, html);
  }
}

export function seatName(S, i) {
  const seat = S.table?.seats?.[i];
  if (seat?.name) return seat.name;
  return t(seat?.bot ? "bot_n" : "seat", { n: i + 1 });
}

// The legal list split by verb: plays by card, and the other actions.
export function legalIndex(legal) {
  // other: a short key ("draw", "slap deck", "slap pile" ...) -> the action as listed.
  // darks: a card of the hand -> its "dark CARD as DECL" actions (a Temnodel chain, R9.2).
  const out = { cards: new Map(), darks: new Map(), other: new Map(), catches: [], names: [] };
  for (const raw of legal || []) {
    const a = raw.replace(/\s+@\d+$/, "").trim();
    const w = a.split(/\s+/);
    if (w[0] === "dark") {
      if (!out.darks.has(w[1])) out.darks.set(w[1], []);
      out.darks.get(w[1]).push(a);
    } else if (w[0] === "play" || w[0] === "intercept") {
      if (!out.cards.has(w[1])) out.cards.set(w[1], []);
      out.cards.get(w[1]).push(a);
    } else if (w[0] === "catch") out.catches.push(Number(w[1].slice(1)) - 1);
    else if (w[0] === "name") out.names.push(w[1]);
    else if (w[0] === "slap") out.other.set(w.length > 1 ? `slap ${w[1]}` : "slap deck", a);
    else if (w[0] !== "say") out.other.set(a, a);
  }
  return out;
}

function seatHtml(S, i, L) {
  const v = S.view;
  const seat = S.table?.seats?.[i] || {};
  const cls = ["seat"];
  if (v && v.current === i && v.winner === null) cls.push("turn");
  if (v && v.winner === i) cls.push("winner");
  if (seat.bot) cls.push("bot");
  if (seat.connected === false && !seat.bot) cls.push("away");
  const scene = seatState(S, i);
  cls.push(...scene.cls);
  const count = v ? v.hand_sizes[i] : "";
  const badges = [];
  if (v && v.dealer === i) badges.push(`<span class="badge dealer" title="${escape(t("dealer"))}">${escape(t("dealer_badge"))}</span>`);
  // presence (docs/protocol.md, "Presence"): «не в сети», a bot playing for an absent person
  if (seat.offline) { cls.push("offline"); badges.push(`<span class="badge offline">${escape(t("seat_offline"))}</span>`); }
  if (seat.stand_in) { cls.push("stand-in"); badges.push(`<span class="badge stand-in">${escape(t("seat_stand_in"))}</span>`); }
  if (v && v.declared && v.declared[i]) badges.push(`<span class="badge svintus">!</span>`);
  if (v && v.silence === i) badges.push(`<span class="badge" title="${escape(t("silence"))}">…</span>`);
  if (v && v.skips && v.skips[i]) badges.push(`<span class="badge">⤼${v.skips[i]}</span>`);
  if (v && v.race) {
    if (v.race.slapped_deck.includes(i)) badges.push(`<span class="badge ok">✓</span>`);
    if (v.race.slapped_pile.includes(i)) badges.push(`<span class="badge bad">✗</span>`);
  }
  if (v && v.pending && v.pending.target === i) {
    badges.push(`<span class="badge bad">${kindOf(v.pending.kind) === "khapyozh" ? "+" + 3 * v.pending.count : "Zz"}</span>`);
  }
  const score = S.table?.scores ? S.table.scores[i] : 0;
  const clothes = seatDecor(S, i);
  const notice = scene.data.notice !== undefined ? ` data-notice="${scene.data.notice}" title="${escape(t("s_flicker", { name: seatName(S, i) }))}"` : "";
  const catchable = L && L.catches.includes(i);
  const free = !seat.bot && !seat.name && S.table?.seats;
  const name =
    escape(seatName(S, i)) +
    (i === S.seat ? ` (${escape(t("you"))})` : "") +
    (free ? ` <span class="tag">${escape(t("free"))}</span>` : "");
  return (
    `<div class="${cls.join(" ")}${catchable ? " catchable" : ""}" data-seat="${i}"${notice}>` +
    `<div class="name">${seat.bot ? `<span class="tag">${escape(t("bot"))}</span> ` : ""}${name}</div>` +
    `<div class="meta"><span class="count" title="${escape(t("cards", { n: count }))}">` +
    `<span class="back"></span>${count}</span><span class="score">${score}</span>${badges.join("")}</div>` + clothes +
    (catchable ? `<button class="catch" data-action="catch p${i + 1}">${escape(t("b_catch", { name: seatName(S, i) }))}</button>` : "") +
    `</div>`
  );
}

// Opponents round the table: the next seat clockwise sits on the left.
export function renderSeats(S, L) {
  const n = S.view?.players || S.table?.seats?.length || 0;
  const me = S.seat >= 0 ? S.seat : 0;
  let html = "";
  for (let k = 0; k < n; k++) {
    const i = (me + k) % n;
    if (k === 0) continue; // you (or, for a spectator, the first seat) sit at the bottom
    const angle = Math.PI / 2 + (k * 2 * Math.PI) / n;
    const cx = Math.cos(angle);
    const cy = Math.sin(angle);
    // the seats on the edges lean inwards, so none is cut off by the board's border
    const at = [cy < -0.7 ? "at-top" : "", cx < -0.5 ? "at-left" : cx > 0.5 ? "at-right" : ""].join(" ");
    const x = cx < -0.5 ? 0.5 : cx > 0.5 ? 99.5 : 50 + 48 * cx;
    const y = cy < -0.7 ? 0 : Math.min(70, 42 + 46 * cy);
    html += `<div class="pos ${at}" style="--x:${x.toFixed(1)}%;--y:${y.toFixed(1)}%;--k:${k}">${seatHtml(S, i, L)}</div>`;
  }
  setHtml($("seats"), html);
  const watching = `<div class="watcher">${escape(t("watching"))}</div>`;
  setHtml($("me"), n ? seatHtml(S, me, S.seat >= 0 ? null : L) + (S.seat >= 0 ? "" : watching) : watching);
}

export function renderCentre(S, L) {
  const v = S.view;
  const deck = $("deck");
  const pile = $("pile");
  if (!v) {
    setHtml(deck, "");
    setHtml(pile, "");
    return;
  }
  setHtml(deck, `<span class="card back-card"><span class="big">${v.deck_size}</span></span><span class="lbl">${escape(t("deck"))}</span>`);
  deck.classList.toggle("active", L.other.has("slap deck") || L.other.has("draw"));
  setHtml(pile, `${cardHtml(v.top)}<span class="lbl">${escape(t("pile"))} · ${v.pile_size}</span>`);
  pile.classList.toggle("active", L.other.has("slap pile"));
  renderChain(S);
  const arena = arenaHtml(S);
  $("arena").hidden = !arena;
  setHtml($("arena"), arena);
  const named = v.named_colour;
  $("named").innerHTML = named ? `${escape(t("named"))} ${colourChip(named)} ${escape(t(named))}` : "";
  $("named").className = named ? `named c-${named}` : "named";
  const dir = v.direction === -1 ? "counterclockwise" : "clockwise";
  $("direction").innerHTML = `<span class="arrow">${v.direction === -1 ? "↺" : "↻"}</span> ${escape(t(dir))} · ${escape(t("move", { n: v.move }))}`;
  $("direction").title = t(dir);
}

// The open chain (R9): a Temnodel's dark cards face down, with their count and every
// declaration (whose, and what); a Svinorost's values to play.
function renderChain(S) {
  const v = S.view;
  const chain = v?.chain || null;
  const dark = chain && chain.kind === "temnodel" ? chain.dark || [] : null;
  const pileEl = $("dark");
  pileEl.hidden = !dark;
  setHtml(
    pileEl,
    dark
      ? `<span class="card back-card dark-card"><span class="big">${dark.length}</span></span>` +
          `<span class="lbl">${escape(t("dark_pile"))} · ${dark.length}</span>`
      : "",
  );
  let html = "";
  if (dark && dark.length) {
    const items = dark.map((d, i) => {
      const last = i === dark.length - 1 ? " last" : "";
      const mine = d.card ? ` <span class="real">(${escape(cardText(parseCard(d.card)))})</span>` : "";
      return `<li class="said${last}"><b>${escape(seatName(S, d.by))}</b> ${cardChip(d.declared)}${mine}</li>`;
    });
    html = `<span class="lbl">${escape(t("dark_said"))}:</span><ol class="declared">${items.slice(-6).join("")}</ol>`;
  } else if (chain && chain.kind === "svinorost") {
    html = `<span class="lbl">${escape(kindName("svinorost"))}:</span> ${chain.values.map((x) => `<b class="val">${x}</b>`).join(" / ")}`;
  }
  const box = $("chain");
  box.hidden = !html;
  setHtml(box, html);
}

// The open chain, from the player to move's side, or null when there is none (R9).
function chainStatus(S) {
  const v = S.view;
  const chain = v.chain;
  if (!chain) return null;
  const me = S.seat;
  const name = seatName(S, v.current);
  if (chain.kind === "svinorost") {
    const values = chain.values.join(t("or_word"));
    const n = parseCard(v.top)?.value ?? 0;
    return v.current === me ? t("sv_you", { values, n }) : t("sv_other", { values, name });
  }
  if (chain.last_card !== null && chain.last_card !== undefined) {
    const liar = seatName(S, chain.last_card);
    if (v.current === me) return t("last_you", { liar });
    if (chain.last_card === me) return t("last_yours", { name });
    return t("last_other", { name, liar });
  }
  const dark = chain.dark || [];
  if (!dark.length) {
    const colour = t(parseCard(v.top)?.colour || "red");
    return v.current === me ? t("tm_first_you", { colour }) : t("tm_first_other", { name });
  }
  const said = cardText(parseCard(dark[dark.length - 1].declared));
  return v.current === me ? t("tm_you", { card: said }) : t("tm_other", { name });
}

export function statusText(S) {
  const v = S.view;
  if (!v) return t(S.table ? "waiting_short" : "connecting");
  if (S.table?.paused) return t("paused");
  if (v.winner !== null && v.winner !== undefined) {
    return `${t("game_won_banner", { name: seatName(S, v.winner), points: v.points })}. ${S.table?.match_over ? t("match_over") : t("next_game")}`;
  }
  const me = S.seat;
  if (v.race) return v.race.slapped_deck.includes(me) || v.race.slapped_pile.includes(me) ? t("race_done") : t("race");
  if (v.naming) return v.current === me ? t("name_colour") : t("naming_of", { name: seatName(S, v.current) });
  // your turn, held by an open window or race: say so, not "take it or transfer it" with
  // no button to do either
  const waits = S.L ? waitingFor(S, S.L) : null;
  if (waits) return waits;
  if (v.pending) {
    const kind = kindOf(v.pending.kind);
    const key = kind === "khapyozh" ? "khapyozh" : "zakhrapin";
    if (v.pending.target === me) return t(`pending_you_${key}`, { n: v.pending.count });
    return t(`pending_${key}`, { n: v.pending.count, name: seatName(S, v.pending.target) });
  }
  const chain = chainStatus(S);
  if (chain) return chain;
  if (v.current === me) return t(v.has_drawn ? "your_turn_drawn" : "your_turn");
  return t("turn_of", { name: seatName(S, v.current) });
}

export function renderStatus(S) {
  const v = S.view;
  const el = $("status");
  el.textContent = statusText(S);
  el.classList.toggle("won", !!(v && v.winner !== null && v.winner !== undefined));
  const mine = v && v.current === S.seat && v.winner === null;
  el.classList.toggle("mine", !!mine || !!(v && v.race && S.seat >= 0));
  $("silence").hidden = !(v && v.silence !== null && v.silence !== undefined);
  $("silence").textContent = t("silence");
}

// Buttons for every non-card action in `legal`.
export function renderControls(S, L) {
  const v = S.view;
  const btn = (key, label, cls = "") =>
    `<button class="act ${cls}" data-action="${escape(L.other.get(key) || key)}">${escape(label)}</button>`;
  let html = "";
  if (L.other.has("slap deck")) html += btn("slap deck", t("b_slap"), "slap big");
  if (L.other.has("draw")) html += btn("draw", t("b_draw"));
  const lastCard = v?.chain?.last_card;
  const window = lastCard !== null && lastCard !== undefined;
  if (L.other.has("check")) {
    const label = window ? t("b_check_last", { name: seatName(S, lastCard) }) : t("b_check");
    html += btn("check", label, "dark-check");
  }
  if (L.other.has("pass")) html += btn("pass", t(window ? "b_pass_check" : "b_pass"));
  if (L.other.has("giveup")) html += btn("giveup", t("b_giveup", { n: parseCard(v?.top)?.value ?? 0 }), "warn");
  if (L.other.has("accept") && v?.pending) {
    const label = kindOf(v.pending.kind) === "khapyozh" ? t("b_accept_khapyozh", { n: v.pending.count }) : t("b_accept_zakhrapin");
    html += btn("accept", label, "warn");
  } else if (L.other.has("accept")) html += btn("accept", t("b_accept"), "warn");
  const armed = S.armed === v?.move;
  const canSay =
    armed ||
    L.other.has("svintus") ||
    [...L.cards.values(), ...L.darks.values()].some((as) => as.some((a) => a.endsWith(" svintus")));
  if (canSay) {
    html += btn("svintus", t(armed ? "b_svintus_armed" : "b_svintus"), armed ? "svintus armed" : "svintus");
  }
  for (const q of L.catches) html += btn(`catch p${q + 1}`, t("b_catch", { name: seatName(S, q) }), "catch");
  const known = ["slap deck", "slap pile", "draw", "pass", "accept", "svintus", "check", "giveup"];
  const offered = new Set((S.offers || []).flatMap((o) => o.actions)); // the 2.0 panel's
  for (const a of L.other.keys()) {
    // anything new the engine offers stays reachable
    if (!known.includes(a) && !offered.has(a)) html += btn(a, t("a_other"));
  }
  setHtml($("controls"), html);
}

export function renderHand(S, L) {
  const v = S.view;
  const hand = $("hand");
  if (!v || !v.hand) {
    setHtml(hand, "");
    hand.hidden = true;
    return;
  }
  hand.hidden = false;
  const drawnCard = v.drawn;
  let drawnMarked = false;
  const choosing = S.choosing; // cards chosen for a 2.0 action (actions.js)
  const html = v.hand
    .map((name, index) => {
      const acts = choosing ? null : L.cards.get(name) || L.darks.get(name);
      const cls = [];
      if (choosing) {
        if (choosing.picked.includes(index)) cls.push("picked");
        else if (canPick(S, index)) cls.push("pickable");
      }
      if (acts) {
        const kind = acts[0].split(" ")[0];
        cls.push(kind === "intercept" ? "playable intercept" : kind === "dark" ? "playable dark" : "playable");
      }
      if (drawnCard && name === drawnCard && !drawnMarked) {
        cls.push("drawn");
        drawnMarked = true;
      }
      const label = escape(cardText(parseCard(name)));
      const live = acts || (choosing && (cls.includes("picked") || cls.includes("pickable")));
      const pressed = choosing ? ` aria-pressed="${cls.includes("picked")}"` : "";
      return `<button class="slot" data-play="${escape(name)}" data-index="${index}" aria-label="${label}"${pressed} ${live ? "" : 'aria-disabled="true"'}>${cardHtml(name, cls.join(" "))}</button>`;
    })
    .join("");
  setHtml(hand, html);
  hand.classList.toggle("myturn", v.current === S.seat && v.winner === null);
  hand.classList.toggle("choosing", !!choosing);
}

export function colourButtons() {
  return ["red", "orange", "green", "blue"]
    .map((c, i) => `<button class="colour c-${c}" data-colour="${c}"><span class="key">${i + 1}</span>${symbol(c, "sym big")}<span>${escape(t(c))}</span></button>`)
    .join("");
}

export { parseCard };
