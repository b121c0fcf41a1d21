// The lobby's lists: the open public tables (live), this browser's tables, and the recent
// finished games of public tables, each listed once, by table, match and game.
import { html } from "./vendor/lit-html/lit-html.js";
import { w } from "./site_words.js";
import { label } from "./lobbyform.js";
import { paceLabel } from "./pace.js";

export function openTables(open, presets, sit) {
  const row = (x) => html`<li class="open-table"><span><b>${label("recipe", x.recipe)}</b> ·
    ${w("seats_free", { free: x.free, n: x.players })} · ${paceLabel(x.turn_seconds, presets)}
    ${x.lang
      ? html`<span class="lang-tag" title=${w(`lang_${x.lang}`)}><span class="sr-only">${w(`lang_${x.lang}`)}</span><span
          aria-hidden="true">${x.lang.toUpperCase()}</span></span>`
      : ""}<span class="hint">${x.names?.length ? ` · ${x.names.join(", ")}` : ""}</span></span>
    <button type="button" data-sit=${x.code} @click=${() => sit(x.code)}>${w("join")}</button></li>`;
  return html`<section id="open" class="panel">
    <h2>${w("open_tables")}</h2>
    <ul id="open-list" class="links open-tables">${open.length
      ? open.map(row)
      : html`<li class="hint">${w("open_none")}</li>`}</ul>
  </section>`;
}

export function myTablesList(codes) {
  return html`<section id="mine" class="panel" ?hidden=${!codes.length}>
    <h2>${w("your_tables")}</h2>
    <ul id="mine-list" class="links">${codes.map(
      (c) => html`<li><a href=${`/t/${encodeURIComponent(c)}`}>${c}</a></li>`,
    )}</ul>
  </section>`;
}

// Each game once (a server may list a game twice), newest first as the server sends them.
export function onceEach(games) {
  const seen = new Set();
  return games.filter((g) => {
    const key = `${g.code}/${g.match}/${g.game}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export function recentGames(games) {
  const row = (g) => {
    const nameOf = (i) => g.names?.[i] ?? w("bot_n", { n: i + 1 });
    const names = (g.names || []).map((_, i) => nameOf(i)).join(", ");
    const line = w("r_recent_line", { winner: nameOf(g.winner), points: g.points, recipe: label("recipe", g.recipe) });
    const href = `/replay/${encodeURIComponent(g.code)}/${g.match}/${g.game}`;
    return html`<li><a href=${href}>${w("r_recent_game", { match: g.match + 1, n: g.game + 1, code: g.code })}</a>
      <span class="hint">${line} · ${names}</span></li>`;
  };
  return html`<section id="recent" class="panel">
    <h2>${w("r_recent")}</h2>
    <ul id="recent-list" class="links recent">${games.length
      ? onceEach(games).map(row)
      : html`<li class="hint">${w("r_recent_none")}</li>`}</ul>
  </section>`;
}
