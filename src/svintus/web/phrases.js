// The feed's sentences from the catalogue phrases.json, read the same way as
// svintus/phrases.py reads it (docs/phrases.md). Pure functions: the page passes hooks
// for seats, cards and text (HTML-escaped there); node runs it in the parity test.

const PLACEHOLDER = /\{([a-z_.]+)(?:([*+])(\d+))?(?::(nom|gen|dat|acc|ins|loc|pos))?(?:#(\w+))?(?:@(\w+))?\}/g;

const isNone = (v) => v === null || v === undefined || v === -1 || v === "" || (Array.isArray(v) && !v.length);
const isObj = (v) => v !== null && typeof v === "object" && !Array.isArray(v);

// ---- Russian forms (the catalogue's forms.ru, as svintus/grammar_ru.py reads them; docs/russian.md)
const CASES = ["nom", "gen", "dat", "acc", "ins", "loc"];
const at = (kase) => Math.max(0, CASES.indexOf(kase));

// A player in a case: the viewer (`you`) is «вы» (вас, вам, вами); a bot declines («Боту 3»);
// a person's name never does: «игроку Аня». `pos` (a possessor) is the genitive, no pronoun.
export function playerRu(cat, name, kase, you = false) {
  const F = cat.forms.ru;
  if (kase === "pos") [kase, you] = ["gen", false];
  if (!CASES.includes(kase) || kase === "nom") return name;
  if (you) return F.you[at(kase)];
  // a name the page has wrapped in markup (<b>Бот 3</b>) declines inside it
  const [, open, inner, close] = /^(<[^<>]*>)?([^<>]*)(<\/[^<>]*>)?$/.exec(name) || [null, "", name, ""];
  const m = new RegExp(F.bot.pattern).exec(inner);
  if (m) return `${open || ""}${F.bot.forms[at(kase)]} ${m[1]}${close || ""}`;
  return `${F.player[at(kase)]} ${name}`;
}

// The gender of the noun naming a parsed card ({kind, colour, value}): a number card and a
// title («Шалун!») are «карта».
export function genderRu(cat, card) {
  const F = cat.forms.ru;
  if (card.kind === "number") return "f";
  const entry = F.kinds[card.kind];
  return !entry || entry.title ? F.card.g : entry.g; // a kind without forms reads as a title
}

// A parsed card in Russian in a case; `printed` is its kind's printed name (a title's).
export function cardRu(cat, card, printed, kase = "nom") {
  const F = cat.forms.ru;
  const colour = () => F.colour[card.colour][genderRu(cat, card)][at(kase)];
  if (card.kind === "number") return `${colour()} ${card.value}`;
  const entry = F.kinds[card.kind];
  // the printed name is the card catalogue's: `cut` letters off, then the case's ending
  const name = !entry || entry.title ? `«${printed}»`
    : printed.slice(0, printed.length - entry.cut) + entry.ends[at(kase)];
  return card.colour === "grey" ? name : `${colour()} ${name}`;
}

// The pronoun for a card: «сыграйте его» (a Temnodel), «её» (a number card).
export function itRu(cat, card, kase = "acc") {
  return cat.forms.ru.it[genderRu(cat, card)][at(kase)];
}

export function pluralForm(n, lang) {
  if (lang !== "ru") return n === 1 ? 0 : 1;
  if (n !== Math.trunc(n)) return 1;
  const i = Math.abs(Math.trunc(n));
  if (i % 10 === 1 && i % 100 !== 11) return 0;
  if (i % 10 >= 2 && i % 10 <= 4 && !(i % 100 >= 12 && i % 100 <= 14)) return 1;
  return 2;
}

// Field paths: "player", "opener.winker" (the event that opened this window),
// "last.noticed.noticer" (the last event of a kind).
function get(path, e, memo) {
  let parts = path.split(".");
  let root = e;
  if (parts[0] === "opener") [root, parts] = [memo.windows[e.window], parts.slice(1)];
  else if (parts[0] === "last" && parts.length > 1) [root, parts] = [memo.last[parts[1]], parts.slice(2)];
  for (const p of parts) {
    if (!isObj(root)) return null;
    root = root[p];
  }
  return root === undefined ? null : root;
}

function matches(when, e, me, memo) {
  for (const [path, want] of Object.entries(when || {})) {
    const v = get(path, e, memo);
    let ok;
    if (want === "$none") ok = isNone(v);
    else if (want === "$some") ok = !isNone(v);
    else if (want === "$one") ok = Array.isArray(v) && v.length === 1;
    else if (want === "$me") ok = me >= 0 && v === me;
    else if (typeof want === "string" && want.startsWith("=")) ok = !isNone(v) && v === get(want.slice(1), e, memo);
    else if (Array.isArray(want)) ok = want.includes(v);
    else ok = v === want;
    if (!ok) return false;
  }
  return true;
}

export function keyFor(cat, e, me, memo) {
  for (const rule of cat.rules[e.kind] || []) {
    if (matches(rule.when, e, me, memo)) return rule.key.replace(/\{(\w+)\}/g, (_, f) => String(e[f]));
  }
  return e.kind;
}

// A new memo for one feed; `remember` after each event.
export const newMemo = () => ({ windows: {}, last: {} });

export function remember(cat, e, memo) {
  for (const rule of cat.forget) {
    if (rule.kind === e.kind && matches(rule.when, e, -1, memo)) for (const m of rule.memo) delete memo.last[m];
  }
  if (e.kind !== "window_closed" && Number.isInteger(e.window)) memo.windows[e.window] = e;
  memo.last[e.kind] = e;
}

// hooks: { name(i): a seat's name or null, me, seat(i, name), card(notation, case), text(s), kind(id) }
export function sentence(cat, e, lang, hooks, memo) {
  return fillTemplate(cat, cat[lang][keyFor(cat, e, hooks.me ?? -1, memo)] ?? "", e, lang, hooks, memo);
}

// A line of the catalogue's panels (what is open now, not an event), filled from `data`
// with the same hooks as the feed; the terminal's 2.0 panel says the same (phrases.py panel).
export function panelLine(cat, key, data, lang, hooks) {
  return fillTemplate(cat, cat.panels[lang][key] ?? "", data, lang, hooks, newMemo());
}

function fillTemplate(cat, template, e, lang, hooks, memo) {
  const misc = cat.misc[lang];
  const text = hooks.text || ((s) => s);
  const seat = (i, kase) => {
    const name = Number.isInteger(i) && i >= 0 ? hooks.name(i) : null;
    if (name === null || name === undefined) return text(misc.someone);
    if (lang !== "ru" || kase === "nom") return hooks.seat(i, text(name));
    if (i === (hooks.me ?? -1) && kase !== "pos") return text(playerRu(cat, name, kase, true));
    const shown = playerRu(cat, name, kase);
    const head = shown.endsWith(name) ? shown.slice(0, shown.length - name.length) : "";
    return text(head) + hooks.seat(i, text(shown.slice(head.length)));
  };
  const card = (c, kase) => (typeof c === "string" ? hooks.card(c, kase) : text(misc.a_card));
  const lookup = (table, v) => {
    if (table === "kind") return hooks.kind(v);
    const rows = cat.tables[table][lang];
    return String((Array.isArray(rows) ? rows[Number(v)] : rows[String(v)]) ?? v);
  };
  return fillAll(template, (path, op, num, kase, word, table) => {
        let v = get(path, e, memo);
        const name = path.split(".").pop();
        if (op) v = op === "*" ? (v || 0) * Number(num) : (v || 0) + Number(num);
        if (word) {
          const n = v === null || v === "" ? 0 : Number(v);
          const shown = lang === "ru" ? String(v).replace(".", ",") : String(v);
          return text(`${shown} ${cat.words[lang][word][pluralForm(n, lang)]}`);
        }
        if (table) return text(lookup(table, v));
        if (cat.seat_lists.includes(name)) {
          const parts = (v || []).map((i) => seat(i, kase || "nom"));
          if (parts.length > 1) return parts.slice(0, -1).join(", ") + text(misc.and) + parts[parts.length - 1];
          return parts.length ? parts[0] : text(misc.someone);
        }
        if (cat.seats.includes(name)) return seat(v, kase || "nom");
        if (cat.cards.includes(name)) return Array.isArray(v) ? v.map((c) => card(c, kase || "nom")).join(", ") : card(v, kase || "nom");
        return text(String(v));
  }, text);
}

function fillAll(template, fill, text) {
  let out = "";
  let at = 0;
  for (const m of template.matchAll(PLACEHOLDER)) {
    out += text(template.slice(at, m.index)) + fill(...m.slice(1));
    at = m.index + m[0].length;
  }
  return out + text(template.slice(at));
}

// One feed for one viewer: renders events in order and remembers what conditions need.
export function feedOf(cat, lang, hooks) {
  const memo = newMemo();
  return (e) => {
    const line = sentence(cat, e, lang, hooks, memo);
    remember(cat, e, memo);
    return line;
  };
}
