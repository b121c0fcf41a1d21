// The lobby's form for a new table: deck, seats, bots and their level, the pace and the
// house rules, from /api/meta's choices. `F` holds what the person chose; `meta` what the
// server offers; `on` the lobby's handlers (lobby.js).
import { html, nothing } from "./vendor/lit-html/lit-html.js";
import { w } from "./site_words.js";

// Options the form asks for elsewhere (the pace sets the turn time) or never.
const SKIP = new Set(["players", "recipe", "turn_seconds", "custom_deck"]);
// The levels a person chooses among first; the others are for the curious.
const PEOPLE_LEVELS = ["easy", "normal", "hard"];

export const label = (prefix, key) => {
  const word = w(`${prefix}_${key}`);
  return word === `${prefix}_${key}` ? key.replace(/_/g, " ") : word;
};

// The recipes that can be dealt for `players` (all when none can).
export function recipesFor(meta, players) {
  const all = Array.isArray(meta.recipes) ? meta.recipes : Object.keys(meta.recipes || {});
  const fits = all.filter((r) => !Array.isArray(meta.recipes?.[r]) || meta.recipes[r].includes(players));
  return fits.length ? fits : all;
}

// The house rules' values before the person changes them: the rules' defaults with the
// chosen pace's windows (RULES.md R14.2 "Decision (pace)").
export function defaultsOf(meta, pace) {
  return { ...(meta.options || {}), ...(meta.paces?.[pace] || {}) };
}

function levelOptions(bots, chosen) {
  const people = PEOPLE_LEVELS.filter((b) => bots.includes(b));
  const others = bots.filter((b) => !people.includes(b));
  const option = (b) => html`<option value=${b} ?selected=${b === chosen}>${label("level", b)}</option>`;
  return html`${people.map(option)}${others.length
    ? html`<optgroup label=${w("level_others")}>${others.map(option)}</optgroup>`
    : nothing}`;
}

function option(F, meta, key, value, on) {
  const text = label("opt", key);
  const cur = key in F.options ? F.options[key] : value;
  if (typeof value === "boolean") {
    return html`<label class="check"><input type="checkbox" data-opt=${key} .checked=${!!cur}
      @change=${(e) => on.option(key, e.target.checked)}> ${text}</label>`;
  }
  if (typeof value !== "number" && value !== null) return nothing;
  const timed = /seconds|minutes/.test(key);
  const hint = value === null ? w(key === "match_points" ? "by_player_count" : "no_limit") : nothing;
  return html`<label class="field"><span>${text}</span><input type="number" step=${timed ? "any" : "1"}
    min="0" data-opt=${key} .value=${cur === null || cur === undefined ? "" : String(cur)}
    placeholder=${hint} @change=${(e) => on.option(key, e.target.value === "" ? null : Number(e.target.value))}></label>`;
}

function presets(F, meta, on) {
  return Object.entries(meta.presets).map(
    ([name, secs]) => html`<label class="preset"><input type="radio" name="pace" value=${secs}
      .checked=${F.pace === name} @change=${() => on.pace(name)}><span>${w(`pace_${name}`)}
      <b>${secs}</b></span></label>`,
  );
}

export function createForm(F, meta, on) {
  const recipes = recipesFor(meta, F.players);
  const bots = (meta.bots || []).map((b) => (typeof b === "string" ? b : b.id || b.name || String(b)));
  const defaults = defaultsOf(meta, F.pace);
  const people = Math.max(0, F.players - F.bots);
  return html`<form id="create" class="panel" @submit=${on.create}>
    <h2>${w("new_table")}</h2>
    <div class="grid">
      <label class="field"><span>${w("recipe")}</span><select id="recipe"
        @change=${(e) => on.set({ recipe: e.target.value })}>${recipes.map(
          (r) => html`<option value=${r} ?selected=${r === F.recipe}>${label("recipe", r)}</option>`,
        )}</select></label>
      <label class="field"><span>${w("players")}</span><input id="players" type="number" min="2"
        max="10" .value=${F.playersText} @input=${(e) => on.set({ playersText: e.target.value, players: Number(e.target.value) || 0 })}></label>
      <label class="field"><span>${w("bots")}</span><input id="bots" type="number" min="0"
        max=${Math.max(0, F.players - 1)} .value=${F.botsText}
        @input=${(e) => on.set({ botsText: e.target.value, bots: Number(e.target.value) || 0 })}></label>
      <label class="field"><span>${w("bot_level")}</span><select id="bot-level"
        aria-describedby="level-line" @change=${(e) => on.set({ level: e.target.value })}>${levelOptions(bots, F.level)}</select></label>
    </div>
    <p id="level-line" class="hint">${label("level", F.level)}: ${w(`level_${F.level}_line`)}</p>
    <p id="people" class="hint">${w("people_seats", { n: people })}</p>
    <fieldset class="pace">
      <legend>${w("pace")}</legend>
      <div id="presets" class="presets">${presets(F, meta, on)}</div>
      ${F.newcomer ? html`<p class="hint">${w("pace_newcomer")}</p>` : nothing}
    </fieldset>
    <label class="check"><input id="private" type="checkbox" .checked=${F.private}
      @change=${(e) => on.set({ private: e.target.checked })}> <span>${w("private_table")}</span></label>
    <details>
      <summary>${w("house_rules")}</summary>
      <div id="options" class="options">${Object.entries(defaults)
        .filter(([key]) => !SKIP.has(key))
        .map(([key, value]) => option(F, meta, key, value, on))}</div>
    </details>
    <button id="create-btn" type="submit" class="primary" ?disabled=${F.busy}>${w("create")}</button>
  </form>`;
}

// The options the person changed from the pace's defaults, as the server takes them.
export function changedOptions(F, meta) {
  const defaults = defaultsOf(meta, F.pace);
  const out = {};
  for (const [key, raw] of Object.entries(F.options)) {
    let value = raw;
    const def = defaults[key];
    const timed = /seconds|minutes/.test(key);
    if (value !== null && typeof value === "number" && !timed && (Number.isInteger(def) || key === "match_points")) {
      value = Math.round(value);
    }
    if (value !== def) out[key] = value;
  }
  return out;
}
