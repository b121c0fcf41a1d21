// The generic Svintus 2.0 panel (docs/web.md): every action of `offers` as a button,
// cards chosen from the hand for the actions that need them, `hints` as one-click
// suggestions, and the families' parts of the view ("etiquette", "courage",
// "challenge") drawn as readable lists. No per-card code: whatever the engine offers
// this seat shows up here (R14.8: only this seat's own actions and view are ever sent).
import { cardChip, escape, parseCard } from "./cards.js";
import { cardText, kindName, lang, t } from "./i18n.js";
import { seatName } from "./render.js";
import { featsHtml, isFeatAction } from "./feats.js";

export const FAMILY_KEYS = ["etiquette", "courage", "challenge"];
// Offers with a control of their own elsewhere on the page: a click on the bare table
// surface is the "touch" (R10.2 Shtol!), never a button that invites the mistake.
// Slabo?'s feats and tries are played as mini-games (feats.js), not sent as raw scores.
const OWN_CONTROL = new Set(["touch", "feat", "try"]);

// Russian words for the verbs the families use; the server's help line is English.
const VERB_RU = {
  give: "отдать", gift: "подарить", etiquette: "этикет", away: "отошёл", back: "вернулся",
  touch: "рука на столе", wink: "подмигнуть", notice: "заметил", throw: "бросить",
  pick: "выбрать", choose: "выбрать", call: "назвать", flip: "открыть", lay: "положить",
  yield: "сдаться", pull: "вытянуть", awl: "шило на мыло", bow: "поклон", clap: "хлопок",
  stand: "встать", sit: "сесть", vote: "голос", object: "возразить", uphold: "поддержать",
  fist: "кулак", grab: "схватить", build: "построить", feat: "подвиг", score: "счёт",
  genre: "жанр", box: "в коробку", pass: "передать", fas: "Фас!", display: "выложить",
  hut: "шалаш", tap: "коснуться", try: "попробовать", finish: "готово",
};

export function offerTitle(offer) {
  const ru = lang() === "ru" ? VERB_RU[offer.verb] : null;
  return ru ? `${ru}: ${offer.help || offer.label}` : offer.help || offer.label;
}

// The seat's offers without the ones that have their own control.
export function panelOffers(S) {
  return (S.offers || []).filter((o) => !OWN_CONTROL.has(o.verb));
}

// A word of an action in text: a card by its name ("зелёная 7", "Shtul!"), a seat
// ("p2") by the player's name; anything else as it is.
function word(S, w) {
  if (isCard(w)) return cardText(parseCard(w));
  const m = /^p(\d+)$/.exec(w);
  const n = m ? Number(m[1]) - 1 : -1;
  if (S && n >= 0 && n < (S.view?.players || 0)) return seatName(S, n);
  return w;
}

export function readable(label, S = null) {
  return label.split(/\s+/).map((w) => word(S, w)).join(" ");
}

// ------------------------------------------------------------------ choosing cards

// The variant of the offer being chosen whose cards are exactly the selected ones.
export function chosenAction(S) {
  const c = S.choosing;
  if (!c || !S.view?.hand) return null;
  const offer = (S.offers || [])[c.index];
  if (!offer || offer.label !== c.label) return null;
  const picked = c.picked.map((i) => S.view.hand[i]).sort();
  const at = (offer.cards || []).findIndex((cards) => cards.length === picked.length && [...cards].sort().every((x, i) => x === picked[i]));
  return at >= 0 ? offer.actions[at] : null;
}

// Whether the card at `index` of the hand can still be added to the choice.
export function canPick(S, index) {
  const c = S.choosing;
  const offer = c && (S.offers || [])[c.index];
  if (!offer || !S.view?.hand) return false;
  if (c.picked.includes(index)) return true;
  const picked = [...c.picked, index].map((i) => S.view.hand[i]);
  return (offer.cards || []).some((cards) => {
    const rest = [...cards];
    return picked.every((x) => {
      const at = rest.indexOf(x);
      if (at < 0) return false;
      rest.splice(at, 1);
      return true;
    });
  });
}

// The choice stops when its offer is gone (the moment passed).
export function checkChoosing(S) {
  const c = S.choosing;
  if (!c) return;
  const offer = (S.offers || [])[c.index];
  if (!offer || offer.label !== c.label) {
    const again = (S.offers || []).findIndex((o) => o.label === c.label && o.choose);
    if (again < 0) S.choosing = null;
    else c.index = again;
  }
  if (S.choosing && S.view?.hand) S.choosing.picked = S.choosing.picked.filter((i) => i < S.view.hand.length);
}

// ------------------------------------------------------------------ drawing

export function renderOffers(S, el) {
  checkChoosing(S);
  const offers = panelOffers(S);
  const c = S.choosing;
  let html = featsHtml(S);
  if (c) {
    const offer = S.offers[c.index];
    const ready = chosenAction(S);
    const names = c.picked.map((i) => cardChip(S.view.hand[i])).join(" ");
    html += `<div class="choosing" role="group"><span class="lbl">${escape(t("x_choose", { n: offer.choose, what: readable(offer.label, S) }))}</span> ${names}` +
      `<button type="button" class="act primary" id="choose-send" ${ready ? "" : "disabled"} data-send="${escape(ready || "")}">${escape(t("b_send_cards"))}</button>` +
      `<button type="button" class="act" id="choose-cancel">${escape(t("b_cancel"))}</button></div>`;
  }
  if (offers.length) {
    const items = offers.map((o) => {
      const i = S.offers.indexOf(o);
      const more = o.choose ? ` <span class="tag">${escape(t("x_cards", { n: o.choose }))}</span>` : "";
      const about = offerTitle(o);
      const short = about.length > 64 ? `${about.slice(0, 61)}…` : about;
      return `<button type="button" class="act offer${c && c.index === i ? " on" : ""}" data-offer="${i}" data-label="${escape(o.label)}" title="${escape(`${readable(o.label, S)} — ${about}`)}">` +
        `<span class="notation">${escape(o.label)}</span>${more}<small class="about">${escape(short)}</small></button>`;
    });
    html += `<div class="offer-list"><span class="lbl">${escape(t("x_actions"))}</span>${items.join("")}</div>`;
  }
  const hints = (S.hints || []).filter((h) => !h.startsWith("say ") && !isFeatAction(h) && !(S.legal || []).includes(h) && !offers.some((o) => o.actions.includes(h)));
  if (hints.length) {
    html += `<div class="offer-list"><span class="lbl">${escape(t("x_suggested"))}</span>${hints.map((h) => `<button type="button" class="act hint" data-hint="${escape(h)}">${escape(readable(h, S))}</button>`).join("")}</div>`;
  }
  el.hidden = !html;
  if (el.dataset.html !== html) {
    el.innerHTML = html;
    el.dataset.html = html;
  }
}

// Chat suggestions: the `say ...` hints (a Parodist word, a Reyting sum ...).
export function renderSayHints(S, el) {
  const says = (S.hints || []).filter((h) => h.startsWith("say ")).map((h) => h.slice(4));
  const html = says.map((text) => `<button type="button" class="hint say" data-say="${escape(text)}" title="${escape(t("x_say_hint"))}">${escape(text)}</button>`).join("");
  el.hidden = !html;
  if (el.dataset.html !== html) {
    el.innerHTML = html;
    el.dataset.html = html;
  }
}

// ------------------------------------------------------------------ the families' view

const SEAT_KEYS = /^(player|seat|by|giver|receiver|target|offender|winner|loser|from|to|owner|challenger|opponent|thrower|performer|winker|noticer|who|last|first|current|flipper|awaiting|turn)$/;
const KEY_RU = {
  etiquette: "Этикет", courage: "Смелость", challenge: "Вызов", duels: "Дуэли", races: "Гонки",
  areas: "зоны смелости", area: "зона смелости", windows: "окна", window: "окно", race: "гонка",
  finished: "закончили", done: "готово", pile: "стопка", temp_pile: "временная стопка", temporary: "временная стопка",
  display: "выложено", displays: "выложено", wardrobe: "гардероб", wardrobes: "гардеробы", items: "вещи",
  kind: "карта", card: "карта", cards: "карты", colour: "цвет", value: "значение", sum: "сумма",
  genre: "жанр", votes: "голоса", vote: "голосование", task: "задание", tasks: "задания",
  player: "игрок", by: "кто", giver: "даритель", target: "цель", offender: "нарушитель",
  open: "открыто", feats: "подвиги", feat: "подвиг", score: "счёт", standing: "стоят",
  huts: "шалаши", fists: "кулаки", order: "порядок", winks: "подмигивания", flicker: "мерцание",
};

function humanKey(key) {
  if (lang() === "ru" && KEY_RU[key]) return KEY_RU[key];
  return String(key).replace(/_/g, " ");
}

function isCard(v) {
  if (typeof v !== "string") return false;
  if (/^[ROGB][0-7]$/.test(v) || /^[ROGB]:[a-z_]+$/.test(v)) return true;
  return kindName(v) !== v;
}

function valueHtml(S, key, v, depth) {
  const n = S.view?.players || 0;
  if (v === null || v === undefined) return `<span class="none">—</span>`;
  if (typeof v === "boolean") return v ? "✓" : "✗";
  if (typeof v === "number") {
    if (SEAT_KEYS.test(key) && Number.isInteger(v) && v >= 0 && v < n) return `<b>${escape(seatName(S, v))}</b>`;
    return escape(String(v));
  }
  if (typeof v === "string" && key === "timer") return timerHtml(S, v);
  if (typeof v === "string") return isCard(v) ? cardChip(v) : escape(v);
  if (Array.isArray(v)) {
    if (!v.length) return `<span class="none">—</span>`;
    if (v.every(isCard)) return v.map((c) => cardChip(c)).join(" ");
    const perSeat = n > 0 && v.length === n && v.some((x) => x !== null && typeof x === "object");
    if (perSeat) return listHtml(S, v.map((x, i) => [seatName(S, i), x]), key, depth, true);
    if (v.every((x) => typeof x === "number") && SEAT_KEYS.test(singular(key))) return v.map((x) => valueHtml(S, singular(key), x, depth)).join(", ");
    if (v.every((x) => typeof x !== "object" || x === null)) return v.map((x) => valueHtml(S, key, x, depth)).join(", ");
    return listHtml(S, v.map((x, i) => [String(i + 1), x]), singular(key), depth, false);
  }
  if (depth > 5) return escape(JSON.stringify(v));
  const rows = Object.entries(v).filter(([, x]) => !isEmpty(x)); // nothing to show: left out
  if (!rows.length) return `<span class="none">—</span>`;
  return listHtml(S, rows, "", depth, false);
}

// A window of the view by its timer key: the seconds left when the table sent them for
// this seat (the state's `windows`), else just "open".
function timerHtml(S, key) {
  const w = (S.windows || []).find((x) => x.key === key);
  if (!w) return escape(t("x_open"));
  const gone = performance.now() - (S.clockAt || performance.now());
  return `<b class="left">${Math.max(0, (w.ms_left - gone) / 1000).toFixed(1)} ${escape(t("x_s"))}</b>`;
}

function isEmpty(x) {
  if (x === null || x === undefined || x === false || x === "") return true;
  if (Array.isArray(x)) return x.every(isEmpty);
  if (typeof x === "object") return Object.values(x).every(isEmpty);
  return false;
}

function singular(key) {
  return String(key).replace(/s$/, "");
}

function listHtml(S, rows, parent, depth, seats) {
  const items = rows.map(([k, x]) => {
    const label = seats ? `<b>${escape(k)}</b>` : escape(humanKey(k));
    const key = parent && /^\d+$/.test(k) ? parent : k;
    return `<li><span class="k">${label}:</span> ${valueHtml(S, key, x, depth + 1)}</li>`;
  });
  return `<ul class="fam-list">${items.join("")}</ul>`;
}

export function familiesHtml(S) {
  const v = S.view;
  if (!v) return "";
  const parts = FAMILY_KEYS.filter((k) => v[k] !== undefined && v[k] !== null);
  return parts
    .map((k) => `<section class="family" data-family="${k}"><h3>${escape(humanKey(k) === k ? t(`x_${k}`) : humanKey(k))}</h3>${valueHtml(S, k, v[k], 0)}</section>`)
    .join("");
}

// The open windows (the table's clock, R14.2) with their seconds left, counted down.
export function windowsHtml(S) {
  const windows = S.clock?.windows || [];
  if (!windows.length) return "";
  const gone = performance.now() - (S.clockAt || performance.now());
  const rows = windows.map((w) => {
    const left = Math.max(0, (w.ms_left - gone) / 1000);
    const name = FAMILY_KEYS.includes(w.family) ? t(`x_${w.family}`) : w.family;
    return `<li class="window"><span class="k">${escape(name)}</span> <b class="left">${left.toFixed(1)} ${escape(t("x_s"))}</b></li>`;
  });
  return `<h3>${escape(t("x_windows"))}</h3><ul class="fam-list windows">${rows.join("")}</ul>`;
}

export function renderFamilies(S, el) {
  const html = windowsHtml(S) + familiesHtml(S);
  el.hidden = !html;
  if (el.dataset.html !== html) {
    el.innerHTML = html;
    el.dataset.html = html;
  }
}
