// The lobby: create a table from /api/meta's choices, join one by code, or watch.
import { api, codeFrom, getName, joinTable, langButton, myTables, setName } from "./api.js";
import { lang, t } from "./i18n.js";
import { setTips, tipsOn } from "./hints.js";

const $ = (id) => document.getElementById(id);
const SKIP = new Set(["players", "recipe", "turn_seconds", "custom_deck"]);
const PRESETS = { blitz: 3, publisher: 5, normal: 8, relaxed: 15 };
let meta = { recipes: { classic: {} }, bots: ["normal"], options: {}, presets: PRESETS };

function showError(text) {
  $("error").textContent = text;
  $("error").hidden = !text;
}

function botId(b) {
  return typeof b === "string" ? b : b.id || b.name || String(b);
}

function fill() {
  // meta.recipes: recipe -> the player counts it can be dealt for.
  const players = Number($("players").value) || 0;
  const all = Array.isArray(meta.recipes) ? meta.recipes : Object.keys(meta.recipes || {});
  const fits = (r) => !Array.isArray(meta.recipes?.[r]) || meta.recipes[r].includes(players);
  const recipes = all.filter(fits).length ? all.filter(fits) : all;
  const keep = $("recipe").value;
  const label = (key, fallback) => (t(key) === key ? fallback.replace(/_/g, " ") : t(key));
  $("recipe").innerHTML = recipes.map((r) => `<option value="${r}">${label(`recipe_${r}`, r)}</option>`).join("");
  $("recipe").value = recipes.includes(keep) ? keep : recipes.includes("classic") ? "classic" : recipes[0];
  const bots = (meta.bots || []).map(botId);
  const level = $("bot-level").value;
  $("bot-level").innerHTML = bots.map((b) => `<option value="${b}">${label(`level_${b}`, b)}</option>`).join("");
  const def = bots.includes(meta.bot_level) ? meta.bot_level : bots.includes("normal") ? "normal" : bots[0];
  $("bot-level").value = bots.includes(level) ? level : def;
  const presets = meta.presets && Object.keys(meta.presets).length ? meta.presets : PRESETS;
  const chosen = document.querySelector('input[name="pace"]:checked')?.value;
  const pace = String(meta.options?.turn_seconds ?? 8);
  $("presets").innerHTML = Object.entries(presets)
    .map(([name, secs]) => {
      const on = chosen ? chosen === String(secs) : String(secs) === pace;
      return `<label class="preset"><input type="radio" name="pace" value="${secs}"${on ? " checked" : ""}>` +
        `<span>${t(`pace_${name}`)} <b>${secs}</b></span></label>`;
    })
    .join("");
  fillOptions();
  people();
}

function fillOptions() {
  const box = $("options");
  const old = readOptions(true);
  let html = "";
  for (const [key, value] of Object.entries(meta.options || {})) {
    if (SKIP.has(key)) continue;
    const label = t(`opt_${key}`) === `opt_${key}` ? key : t(`opt_${key}`);
    const cur = key in old ? old[key] : value;
    if (typeof value === "boolean") {
      html += `<label class="check"><input type="checkbox" data-opt="${key}"${cur ? " checked" : ""}> ${label}</label>`;
    } else if (typeof value === "number" || value === null) {
      const step = /seconds|minutes/.test(key) ? "0.5" : "1";
      const ph = value === null ? ` placeholder="${t(key === "match_points" ? "by_player_count" : "no_limit")}"` : "";
      const shown = cur === null || cur === undefined ? "" : cur;
      html += `<label class="field"><span>${label}</span><input type="number" step="${step}" min="0" data-opt="${key}" value="${shown}"${ph}></label>`;
    }
  }
  box.innerHTML = html;
}

// The options that differ from the defaults (all of them when `all`).
function readOptions(all = false) {
  const out = {};
  for (const el of document.querySelectorAll("[data-opt]")) {
    const key = el.dataset.opt;
    const def = meta.options?.[key];
    let value;
    if (el.type === "checkbox") value = el.checked;
    else if (el.value === "") value = null;
    else value = Number(el.value);
    if (value !== null && typeof def === "number" && Number.isInteger(def) && !/seconds|minutes/.test(key)) {
      value = Math.round(value);
    }
    if (key === "match_points" && value !== null) value = Math.round(value);
    if (all || value !== def) out[key] = value;
  }
  return out;
}

function people() {
  const players = Number($("players").value) || 0;
  $("bots").max = Math.max(0, players - 1);
  if (Number($("bots").value) > players - 1) $("bots").value = Math.max(0, players - 1); // one seat is yours
  $("people").textContent = t("people_seats", { n: Math.max(0, players - (Number($("bots").value) || 0)) });
}

function needName() {
  const name = $("name").value.trim();
  if (!name) {
    showError(t("err_name"));
    $("name").focus();
    return null;
  }
  setName(name);
  return name;
}

async function create(e) {
  e.preventDefault();
  showError("");
  const players = Number($("players").value);
  const bots = Number($("bots").value);
  const humans = players - bots;
  const name = humans > 0 ? needName() : null;
  if (humans > 0 && !name) return;
  const options = readOptions();
  const pace = document.querySelector('input[name="pace"]:checked');
  if (pace) options.turn_seconds = Number(pace.value);
  const body = {
    players, recipe: $("recipe").value, bots, bot_level: $("bot-level").value, options,
    private: $("private").checked, lang: lang(),
  };
  try {
    $("create-btn").disabled = true;
    const table = await api("POST", "/api/tables", body);
    if (humans > 0) {
      await joinTable(table.code, name);
      location.href = table.url || `/t/${table.code}`;
    } else {
      location.href = `${table.url || `/t/${table.code}`}?watch=1`;
    }
  } catch (err) {
    showError(err.message);
  } finally {
    $("create-btn").disabled = false;
  }
}

async function join(e) {
  e.preventDefault();
  showError("");
  const code = codeFrom($("join-code").value);
  if (!code) return showError(t("err_code"));
  const name = needName();
  if (!name) return;
  try {
    await joinTable(code, name);
    location.href = `/t/${code}`;
  } catch (err) {
    showError(err.status === 409 ? t("no_seat") : err.message);
  }
}

function watch() {
  const code = codeFrom($("join-code").value);
  if (!code) return showError(t("err_code"));
  location.href = `/t/${code}?watch=1`;
}

// Play now: a table with three bots of the normal level, and you in the fourth seat.
async function playNow() {
  showError("");
  const name = $("name").value.trim() || t("guest");
  setName(name);
  const body = { players: 4, bots: 3, bot_level: "normal", lang: lang() };
  try {
    $("play-now").disabled = true;
    const table = await api("POST", "/api/tables", body);
    await joinTable(table.code, name);
    location.href = table.url || `/t/${table.code}`;
  } catch (err) {
    showError(err.message);
    $("play-now").disabled = false;
  }
}

// The open public tables, as the server lists them; refreshed every few seconds.
let open = [];
function listOpen() {
  const label = (r) => (t(`recipe_${r}`) === `recipe_${r}` ? r.replace(/_/g, " ") : t(`recipe_${r}`));
  const paceOf = (secs) => {
    const name = Object.entries(PRESETS).find(([, v]) => v === secs)?.[0];
    return name ? `${t(`pace_${name}`)} (${t("pace_seconds", { n: secs })})` : t("pace_seconds", { n: secs });
  };
  $("open-list").innerHTML = open.length
    ? open
        .map((x) => {
          const langTag = x.lang ? `<span class="lang-tag" title="${escapeHtml(t(`lang_${x.lang}`))}">${x.lang.toUpperCase()}</span>` : "";
          const who = x.names?.length ? ` · ${x.names.map(escapeHtml).join(", ")}` : "";
          return `<li class="open-table"><span><b>${escapeHtml(label(x.recipe))}</b> · ${escapeHtml(t("seats_free", { free: x.free, n: x.players }))} · ${escapeHtml(paceOf(x.turn_seconds))} ${langTag}<span class="hint">${who}</span></span>` +
            `<button type="button" data-sit="${escapeHtml(x.code)}">${escapeHtml(t("join"))}</button></li>`;
        })
        .join("")
    : `<li class="hint">${escapeHtml(t("open_none"))}</li>`;
}

function loadOpen() {
  if (document.hidden) return;
  api("GET", "/api/tables")
    .then((data) => {
      open = Array.isArray(data?.tables) ? data.tables : [];
      listOpen();
    })
    .catch(() => {});
}

async function sit(code) {
  showError("");
  const name = needName();
  if (!name) return;
  try {
    await joinTable(code, name);
    location.href = `/t/${code}`;
  } catch (err) {
    showError(err.status === 409 ? t("no_seat") : err.message);
    loadOpen();
  }
}

function listMine() {
  const codes = myTables();
  $("mine").hidden = !codes.length;
  $("mine-list").innerHTML = codes.map((c) => `<li><a href="/t/${c}">${c}</a></li>`).join("");
}

// The last finished games of public tables, each a link to its replay (docs/web.md).
let recent = [];
function listRecent() {
  const label = (r) => (t(`recipe_${r}`) === `recipe_${r}` ? r.replace(/_/g, " ") : t(`recipe_${r}`));
  $("recent-list").innerHTML = recent.length
    ? recent
        .map((g) => {
          const nameOf = (i) => escapeHtml(g.names?.[i] ?? t("bot_n", { n: i + 1 }));
          const names = (g.names || []).map((_, i) => nameOf(i)).join(", ");
          const line = t("r_recent_line", {
            winner: nameOf(g.winner),
            points: g.points,
            recipe: escapeHtml(label(g.recipe)),
          });
          const href = `/replay/${encodeURIComponent(g.code)}/${g.match}/${g.game}`;
          return `<li><a href="${href}">${escapeHtml(t("r_replay_game", { n: g.game + 1 }))} · ${g.code}</a> <span class="hint">${line} · ${names}</span></li>`;
        })
        .join("")
    : `<li class="hint">${escapeHtml(t("r_recent_none"))}</li>`;
}

function escapeHtml(text) {
  return String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function loadRecent() {
  api("GET", "/api/replays")
    .then((data) => {
      recent = Array.isArray(data?.games) ? data.games : [];
      listRecent();
    })
    .catch(() => {});
}

$("name").value = getName();
$("players").addEventListener("input", () => {
  people();
  fill();
});
$("bots").addEventListener("input", people);
$("create").addEventListener("submit", create);
$("join").addEventListener("submit", join);
$("watch-btn").addEventListener("click", watch);
langButton($("lang"), () => {
  fill();
  listRecent();
  listOpen();
});
$("play-now").addEventListener("click", playNow);
$("open-list").addEventListener("click", (e) => {
  const button = e.target.closest("[data-sit]");
  if (button) sit(button.dataset.sit);
});
$("tips").checked = tipsOn();
$("tips").addEventListener("change", (e) => setTips(e.target.checked));
listMine();
loadRecent();
loadOpen();
setInterval(loadOpen, 3000); // the list updates live
document.addEventListener("visibilitychange", loadOpen);
fill();
api("GET", "/api/meta")
  .then((m) => {
    meta = { ...meta, ...m };
    fill();
  })
  .catch((err) => showError(err.message));
