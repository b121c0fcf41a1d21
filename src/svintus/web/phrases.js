// The feed's sentences from the catalogue phrases.json, read the same way as
// svintus/phrases.py reads it (docs/phrases.md). Pure functions: the page passes hooks
// for seats, cards and text (HTML-escaped there); node runs it in the parity test.

const PLACEHOLDER = /\{([a-z_.]+)(?:([*+])(\d+))?(?::(nom|gen|dat|acc|ins))?(?:#(\w+))?(?:@(\w+))?\}/g;
const CASES = { gen: 2, dat: 3, acc: 4, ins: 5 };
const CYRILLIC = /[А-Яа-яЁё]/;

const isNone = (v) => v === null || v === undefined || v === -1 || v === "" || (Array.isArray(v) && !v.length);
const isObj = (v) => v !== null && typeof v === "object" && !Array.isArray(v);

export function decline(cat, name, kase, lang) {
  if (lang !== "ru" || !(kase in CASES)) return name;
  const sp = name.indexOf(" ");
  const head = sp < 0 ? name : name.slice(0, sp);
  const rest = sp < 0 ? "" : name.slice(sp + 1);
  if (!head || !CYRILLIC.test(head) || CYRILLIC.test(rest)) return name;
  const low = head.toLowerCase();
  for (const [pattern, cut, ...forms] of cat.declension.ru) {
    if (new RegExp(pattern).test(low)) {
      const word = (cut ? head.slice(0, head.length - cut) : head) + forms[CASES[kase] - 2];
      return rest ? `${word} ${rest}` : word;
    }
  }
  return name;
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

// hooks: { name(i): a seat's name or null, me, seat(i, name), card(notation), text(s), kind(id) }
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
    return name === null || name === undefined ? text(misc.someone) : hooks.seat(i, text(decline(cat, name, kase, lang)));
  };
  const card = (c) => (typeof c === "string" ? hooks.card(c) : text(misc.a_card));
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
        if (cat.cards.includes(name)) return Array.isArray(v) ? v.map(card).join(", ") : card(v);
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
