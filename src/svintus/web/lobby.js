// The lobby: Play now, create a table from /api/meta's choices, join one by code or watch,
// the open tables, your tables and the recent games (docs/web.md). One state `L`, drawn
// by lit-html templates (lobbyform.js, lobbylists.js) whenever it changes.
import { html, nothing, render } from "./vendor/lit-html/lit-html.js";
import { api, codeFrom, getName, joinTable, myTables, setName } from "./api.js";
import { lang, t } from "./i18n.js";
import { setTips, tipsOn } from "./hints.js";
import { bar, everyLanguage } from "./sitebar.js";
import { changedOptions, createForm, recipesFor } from "./lobbyform.js";
import { myTablesList, openTables, recentGames } from "./lobbylists.js";
import { PRESETS, choosePace, finishedHere, learnFinished, newcomerOffer, paceToOffer } from "./pace.js";

const L = {
  meta: { recipes: { classic: {} }, bots: ["normal"], options: {}, presets: PRESETS, paces: {} },
  form: {
    recipe: "classic", players: 4, bots: 3, level: "normal", pace: paceToOffer(), private: false,
    playersText: "4", botsText: "3", // as typed: an emptied field stays empty while typing
    options: {}, busy: false, newcomer: newcomerOffer(),
  },
  name: getName(), code: "", error: "", busy: false, open: [], recent: [], mine: myTables(),
};
window.svintusLobby = L; // for tests and tools: a read-only look at the lobby's state

function draw() {
  render(bar({ home: false, tagline: t("lobby_tagline") }), document.getElementById("bar"));
  render(page(), document.getElementById("main"));
}

function update(changes) {
  Object.assign(L, changes);
  draw();
}

function showError(text) {
  update({ error: text });
}

// The form's choices kept consistent: one seat at least is a person's, the recipe fits.
function setForm(changes) {
  const F = Object.assign(L.form, changes);
  const most = Math.max(0, Math.min(F.bots, F.players - 1)); // one seat at least is a person's
  if (F.players >= 2 && most !== F.bots) Object.assign(F, { bots: most, botsText: String(most) });
  const recipes = recipesFor(L.meta, F.players);
  if (!recipes.includes(F.recipe)) F.recipe = recipes.includes("classic") ? "classic" : recipes[0];
  const bots = (L.meta.bots || []).map(String);
  if (!bots.includes(F.level)) F.level = bots.includes(L.meta.bot_level) ? L.meta.bot_level : bots[0];
  draw();
}

const form = {
  set: setForm,
  pace(name) {
    choosePace(name); // remembered: a returning player keeps their choice
    setForm({ pace: name, newcomer: false });
  },
  option(key, value) {
    L.form.options[key] = value;
    draw();
  },
  create: (e) => (e.preventDefault(), create()),
};

function needName() {
  const name = L.name.trim();
  if (!name) {
    showError(t("err_name"));
    document.getElementById("name")?.focus();
    return null;
  }
  setName(name);
  return name;
}

async function go(body, name) {
  const table = await api("POST", "/api/tables", body);
  const url = table.url || `/t/${table.code}`;
  if (name === null) {
    location.href = `${url}?watch=1`;
    return;
  }
  await joinTable(table.code, name);
  location.href = url;
}

async function create() {
  showError("");
  const F = L.form;
  const humans = F.players - F.bots;
  const name = humans > 0 ? needName() : null;
  if (humans > 0 && !name) return;
  const body = {
    players: F.players, recipe: F.recipe, bots: F.bots, bot_level: F.level, pace: F.pace,
    options: changedOptions(F, L.meta), private: F.private, lang: lang(),
  };
  try {
    setForm({ busy: true });
    await go(body, name);
  } catch (err) {
    showError(err.message);
  } finally {
    setForm({ busy: false });
  }
}

// Play now: three bots of the normal level and you in the fourth seat, at the pace this
// browser plays at (a newcomer's: relaxed, RULES.md R14.2).
async function playNow() {
  showError("");
  const name = L.name.trim() || t("guest");
  setName(name);
  try {
    update({ busy: true });
    await go({ players: 4, bots: 3, bot_level: "normal", pace: L.form.pace, lang: lang() }, name);
  } catch (err) {
    update({ busy: false, error: err.message });
  }
}

// Takes a seat at `code` under the name typed; `afterRefusal`: what else to do if refused.
async function seatAt(code, afterRefusal = () => {}) {
  const name = needName();
  if (!name) return;
  try {
    await joinTable(code, name);
    location.href = `/t/${code}`;
  } catch (err) {
    showError(err.status === 409 ? t("no_seat") : err.message);
    afterRefusal();
  }
}

async function sit(code) {
  showError("");
  await seatAt(code, loadOpen);
}

async function join(e) {
  e.preventDefault();
  showError("");
  const code = codeFrom(L.code);
  if (!code) return showError(t("err_code"));
  await seatAt(code);
}

function watch() {
  const code = codeFrom(L.code);
  if (!code) return showError(t("err_code"));
  location.href = `/t/${code}?watch=1`;
}

function playPanel() {
  return html`<section class="panel">
    <h2 class="sr-only">${t("play_now")}</h2>
    <label class="field"><span>${t("nickname")}</span><input id="name" maxlength="24"
      autocomplete="nickname" required .value=${L.name} @input=${(e) => (L.name = e.target.value)}></label>
    <label class="check"><input id="tips" type="checkbox" .checked=${tipsOn()}
      @change=${(e) => setTips(e.target.checked)}> <span>${t("tips_setting")}</span></label>
    <div class="row play-now-row">
      <button id="play-now" type="button" class="primary big" ?disabled=${L.busy}
        aria-describedby="play-now-hint" @click=${playNow}>${t("play_now")}</button>
      <span id="play-now-hint" class="hint">${t("play_now_hint", { pace: t(`pace_${L.form.pace}`) })}</span>
    </div>
  </section>`;
}

function joinForm() {
  return html`<form id="join" class="panel" @submit=${join}>
    <h2>${t("join_table")}</h2>
    <label class="field"><span>${t("code")}</span><input id="join-code" autocomplete="off"
      autocapitalize="characters" .value=${L.code} @input=${(e) => (L.code = e.target.value)}></label>
    <div class="row">
      <button id="join-btn" type="submit" class="primary">${t("join")}</button>
      <button id="watch-btn" type="button" @click=${watch}>${t("watch")}</button>
    </div>
  </form>`;
}

function page() {
  return html`${playPanel()}
    ${openTables(L.open, L.meta.presets, sit)}
    ${createForm(L.form, L.meta, form)}
    ${joinForm()}
    ${myTablesList(L.mine)}
    ${recentGames(L.recent)}
    <p id="error" class="error" role="alert" ?hidden=${!L.error}>${L.error || nothing}</p>`;
}

// The open public tables, as the server lists them; refreshed every few seconds.
function loadOpen() {
  if (document.hidden) return;
  api("GET", "/api/tables")
    .then((data) => update({ open: Array.isArray(data?.tables) ? data.tables : [] }))
    .catch(() => {});
}

everyLanguage(draw);
api("GET", "/api/replays")
  .then((data) => update({ recent: Array.isArray(data?.games) ? data.games : [] }))
  .catch(() => {});
loadOpen();
setInterval(loadOpen, 3000); // the list updates live
document.addEventListener("visibilitychange", loadOpen);
api("GET", "/api/meta")
  .then((m) => {
    L.meta = { ...L.meta, ...m };
    if (!(L.form.pace in L.meta.presets)) L.form.pace = "normal";
    setForm({ level: L.meta.bot_level || L.form.level });
  })
  .catch((err) => showError(err.message));
// a browser whose table's match is over is a returning player: the pace it is offered
// changes only while the person has not chosen one
learnFinished(L.mine, api).then(() => {
  if (!finishedHere() || !L.form.newcomer) return;
  setForm({ pace: paceToOffer(L.meta.presets), newcomer: false });
});
